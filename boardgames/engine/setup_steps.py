"""A game's set-up written as data: the `steps` of its setup file, carried out in order on the
new state by `run` (a game's set-up module calls it; the data-only games' rules too).

    steps:
      - let: {per: $cfg.by_players.(n)}               # names for the steps below
      - set: {n: $n, round: 1, over: false}           # state fields, in this order
      - pile: bag                                     # a pile: ids, sorted, then shuffled
        of: {keys: $rules.plot_design}
        sorted: true
        shuffled: true
      - deal: stacks                                  # a pile dealt round-robin into stacks
        from: $pile
        into: $cfg.partner_stacks
      - random: first                                 # a number below `below`, at random
        below: $n
      - players: {money: $cfg.money, hand: []}        # each player's record from a template
      - log: game.log.setup                           # an entry of the game's log
        args: {n: $n}
      - tasks: [{t: refill}, {t: draft}]              # tasks pushed, the first on top
      - hook: scenario                                # what data cannot say: a function of
        to: scenario                                  # the game's set-up module
        if: {eq: [$mode, legends]}

A value is written in the language of the help files (engine/help_data.py: `$` paths, `each`,
`if`, `len`, `add`, `sub`, `sort`, `call`...), evaluated where the step runs, with these names:
`n` (the player count), `mode`, `options`, `seats`, `state`, `rules`, `data`, `cfg` (the
game's setup file), `hooks` (its set-up module: `call: NAME` calls its function NAME), every
name a `let`, a local `pile` or `deal` made, and, in a player's template, `p` (the seat's
index), `seat` and `players` (the records made so far). To those operators set-up adds
`range` (`{range: N, from: A}`: A, A+1... N numbers, A 0 by default), `repeat` (`{repeat: V,
times: N}`: V made N times), `keyed` (`{keyed: IDS, do: V}`: a mapping of each id, `as` it, to
V), `keys` (a mapping's), `group` (`{group: LIST, by: V}`: the items by the text of their V, in
the order met), `copies` (`{copies: TABLE}`, a mapping id -> count, or a list of
records whose `id`/`count` fields name them: each id as many times as its count), `without`
(`[LIST, TAKEN]`: the list less one of each item taken, in its order), `merge`
(mappings, later keys winning), `mul` (numbers multiplied), `pairs` (`[KEYS, VALUES]` zipped
into a mapping) and `items` (a mapping's [key, value] pairs); a `slice`'s bounds may be values.

A step's first key names its kind (any step may have `if`: it runs only when the value holds):
- `let`: names bound for the steps that follow.
- `set`: each field of the state set to its value, in the order written; a value is copied
  (the state never shares a list with the data).
- `pile: NAME`: the list `of` gives (a mapping: its keys), `sorted`, then `shuffled` with the
  game's random stream; the state's field NAME, or a local name with `local: true`.
- `piles: NAME`: the state's field NAME, a mapping of piles made from the mapping of lists `of`
  gives, each `sorted`, then `shuffled`, in the mapping's order.
- `deal: NAME`: the list `from` gives dealt into `into` hands: round-robin, or with `each` in
  consecutive blocks of that many, the cards left over named `rest` (local) when it is given;
  the hands are the state's field NAME, or a local name with `local: true`.
- `draw: NAME`: `n` ids popped from the end of the state's list `from`, into the state's
  field NAME; a missing one is a gap (None) with `gaps: true`, else the draw stops.
- `random: NAME`: the state's field NAME set to a number below `below`, drawn at random.
- `players`: the state's `players`, one record per seat from the template (a mapping of
  values), on top of the mapping `base` gives when it is there; `let` names values per seat.
- `by_seat: FIELD`: a field of each player's record (`goods.food`) set to the items of
  `values` in seat order from the player `from` (0 by default).
- `log: KEY`: a log entry, with `player` and the mapping `args`.
- `tasks`: the tasks listed pushed onto the state's task stack, the first on top.
- `hook: NAME`: the function NAME(R, ctx, state, env) of the game's set-up module, for what is
  truly particular; what it returns is set in the state's field `to` when the step names one.
"""
from __future__ import annotations

from typing import Any

from .help_data import Evaluator, HelpDataError
from .rules import Ctx
from .tasks import push_all

#: the kinds of step and the fields each may have besides its own (`if` goes with all)
KINDS: dict[str, tuple] = {
    "let": (), "set": (), "pile": ("of", "sorted", "shuffled", "local"), "piles": ("of", "sorted", "shuffled"), "deal": ("from", "into", "each", "rest", "local"),
    "draw": ("from", "n", "gaps"), "random": ("below",), "players": ("base", "let"), "by_seat": ("values", "from"),
    "log": ("player", "args"), "tasks": (), "hook": ("to",),
}


class SetupError(ValueError):
    """A set-up step that asks for something the data or the rules do not have."""


class Values(Evaluator):
    """The help files' evaluator with the few operators set-up adds (`range`, `repeat`...)."""

    OPS = ("range", "repeat", "keyed", "keys", "group", "copies", "without", "merge", "mul", "pairs", "items")

    def __init__(self, rules, hooks):
        super().__init__(rules, "")
        self.hooks = hooks

    def value(self, v: Any, env: dict) -> Any:
        if v.__class__ is dict:
            for op in self.OPS:
                if op in v:
                    return getattr(self, f"_op_{op}")(v, env)
        return super().value(v, env)

    def _op_range(self, v, env):
        start = self.value(v.get("from", 0), env)
        return list(range(start, start + self.value(v["range"], env)))

    def _op_repeat(self, v, env):
        return [self.value(v["repeat"], env) for _ in range(self.value(v["times"], env))]

    def _op_keyed(self, v, env):
        name = v.get("as", "it")
        return {k: self.value(v["do"], {**env, name: k}) for k in self.value(v["keyed"], env)}

    def _op_keys(self, v, env):
        return list(self.value(v["keys"], env))

    def _op_group(self, v, env):
        name, out = v.get("as", "it"), {}
        for x in self.value(v["group"], env):
            out.setdefault(str(self.value(v["by"], {**env, name: x})), []).append(x)
        return out

    def _op_copies(self, v, env):
        table = self.value(v["copies"], env)
        if isinstance(table, dict):
            return [k for k, count in table.items() for _ in range(count)]
        name, count = v.get("id", "id"), v.get("count", "count")
        return [item[name] for item in table for _ in range(item[count])]

    def _op_slice(self, v, env):
        """As the help's, with bounds that may be values too (`to: {len: $per.llama_seeds}`)."""
        return list(self.value(v["slice"], env))[self.value(v.get("from", 0), env):self.value(v.get("to"), env)]

    def _op_without(self, v, env):
        out, gone = self.value(v["without"], env)
        out = list(out)
        for x in gone:
            out.remove(x)
        return out

    def _op_merge(self, v, env):
        out: dict = {}
        for part in self.value(v["merge"], env):
            out.update(part)
        return out

    def _op_mul(self, v, env):
        out = 1
        for x in self.value(v["mul"], env):
            out *= x
        return out

    def _op_pairs(self, v, env):
        keys, values = self.value(v["pairs"], env)
        return dict(zip(keys, values))

    def _op_items(self, v, env):
        return [list(kv) for kv in self.value(v["items"], env).items()]


def plain(v: Any) -> Any:
    """A copy of plain data (a tuple becomes a list), sharing nothing with `v`."""
    if v.__class__ is dict:
        return {k: plain(x) for k, x in v.items()}
    if v.__class__ in (list, tuple):
        return [plain(x) for x in v]
    return v


def check(steps: list) -> list[str]:
    """What is wrong with a step list's shape: a step of no kind, or with a field its kind lacks."""
    out = []
    for i, step in enumerate(steps):
        kind = next(iter(step), None)
        if kind not in KINDS:
            out.append(f"step {i + 1}: its first key names a kind of step of {sorted(KINDS)}, not {kind!r}")
            continue
        extra = set(step) - {kind, "if", *KINDS[kind]}
        if extra:
            out.append(f"step {i + 1} ({kind}): no field {', '.join(sorted(extra))}")
    return out


def run(R, ctx: Ctx, state: dict, hooks=None, steps: list | None = None) -> None:
    """Carry out the set-up steps (the game's setup file's `steps` unless given) on `state`,
    which holds the seats, mode and options; `hooks` is the game's set-up module."""
    cfg = R.data["setup"]
    steps = cfg["steps"] if steps is None else steps
    problems = check(steps)
    if problems:
        raise SetupError(f"{R.id} set-up: {'; '.join(problems)}")
    ev = Values(R, hooks)
    env = {"n": len(state["seats"]), "mode": state["mode"], "options": state["options"], "seats": state["seats"],
           "state": state, "rules": R, "data": R.data, "cfg": cfg, "hooks": hooks}
    for i, step in enumerate(steps):
        kind = next(iter(step))
        try:
            if "if" in step and not ev.value(step["if"], env):
                continue
            env = _STEPS[kind](ev, ctx, state, env, step) or env
        except (HelpDataError, KeyError, IndexError, TypeError, AttributeError) as exc:
            raise SetupError(f"{R.id} set-up, step {i + 1} ({kind}): {exc}") from exc


def _let(ev, ctx, state, env, step):
    return ev.bind(step["let"], env)


def _set(ev, ctx, state, env, step):
    for field, v in step["set"].items():
        state[field] = plain(ev.value(v, env))


def _pile(ev, ctx, state, env, step):
    pile = list(ev.value(step["of"], env))
    if step.get("sorted"):
        pile.sort()
    if step.get("shuffled"):
        ctx.rng.shuffle(pile)
    return _keep(state, env, step, step["pile"], pile)


def _piles(ev, ctx, state, env, step):
    piles = {k: list(pile) for k, pile in ev.value(step["of"], env).items()}
    for pile in piles.values():
        if step.get("sorted"):
            pile.sort()
        if step.get("shuffled"):
            ctx.rng.shuffle(pile)
    state[step["piles"]] = piles


def _deal(ev, ctx, state, env, step):
    pile = ev.value(step["from"], env)
    into = ev.value(step["into"], env)
    if "each" not in step:
        return _keep(state, env, step, step["deal"], [pile[i::into] for i in range(into)])
    each = ev.value(step["each"], env)
    env = _keep(state, env, step, step["deal"], [pile[i * each:(i + 1) * each] for i in range(into)])
    return {**env, step["rest"]: pile[into * each:]} if "rest" in step else env


def _keep(state: dict, env: dict, step: dict, name: str, value) -> dict:
    """A pile made by a step: a local name (`local: true`) or the state's field."""
    if step.get("local"):
        return {**env, name: value}
    state[name] = value
    return env


def _draw(ev, ctx, state, env, step):
    pile = state[step["from"]]
    n, gaps = ev.value(step["n"], env), step.get("gaps", False)
    got = state[step["draw"]] = []
    for _ in range(n):
        if pile:
            got.append(pile.pop())
        elif gaps:
            got.append(None)
        else:
            break


def _random(ev, ctx, state, env, step):
    state[step["random"]] = ctx.rng.below(ev.value(step["below"], env))


def _players(ev, ctx, state, env, step):
    players: list = []
    for p, seat in enumerate(state["seats"]):
        inner = ev.bind(step.get("let"), {**env, "p": p, "seat": seat, "players": players})
        record = plain(ev.value(step["base"], inner)) if "base" in step else {}
        for field, v in step["players"].items():
            record[field] = plain(ev.value(v, inner))
        players.append(record)
    state["players"] = players


def _by_seat(ev, ctx, state, env, step):
    *path, last = step["by_seat"].split(".")
    players, n = state["players"], len(state["players"])
    start = ev.value(step.get("from", 0), env)
    for k, v in enumerate(ev.value(step["values"], env)):
        holder = players[(start + k) % n]
        for key in path:
            holder = holder[key]
        holder[last] = plain(v)


def _log(ev, ctx, state, env, step):
    player = ev.value(step["player"], env) if "player" in step else None
    ctx.log(step["log"], player, **ev.value(step.get("args", {}), env))


def _tasks(ev, ctx, state, env, step):
    push_all(state, plain(ev.value(step["tasks"], env)))


def _hook(ev, ctx, state, env, step):
    fn = getattr(ev.hooks, step["hook"], None)
    if fn is None:
        raise SetupError(f"{ev.rules.id}: the set-up module has no function {step['hook']!r}")
    got = fn(ev.rules, ctx, state, env)
    if "to" in step:
        state[step["to"]] = got


_STEPS = {"let": _let, "set": _set, "pile": _pile, "piles": _piles, "deal": _deal, "draw": _draw, "random": _random,
          "players": _players, "by_seat": _by_seat, "log": _log, "tasks": _tasks, "hook": _hook}
