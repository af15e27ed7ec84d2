"""A game's set-up written as data: the `steps` of its setup file, carried out in order on the
new state by `run` (the engine's task rules' `setup` runs it, the data-only games' too).

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

A value is written in the language of the help files, compiled once (engine/data_values.py:
`$` paths, `each`, `if`, `len`, `add`, `sort`, `call`, `keyed`, `repeat`, `copies`...) and
evaluated where the step runs, with these names: `n` (the player count), `mode`, `options`,
`seats`, `state`, `rules`, `data`, `cfg` (the game's setup file), `hooks` (its set-up module:
`call: NAME` calls its function NAME), every name a `let`, a local `pile` or `deal` made, and,
in a player's template, `p` (the seat's index), `seat` and `players` (the records made so far).

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
  field NAME (with `each_player: true`, into that field of each player's record in turn); a
  missing one is a gap (None) with `gaps: true`, else the draw stops; with `ranked` (a mapping
  id -> rank) what is drawn is kept in that order (a hand in the box's order).
- `give: GOODS`: each player in turn takes the goods (a mapping) from the shared supply, as
  far as it goes (mechanics/table.py).
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

from typing import Callable

from .data_values import HelpDataError, bind, compile_value, compiled, copied, plain
from .mechanics import table as T
from .rules import Ctx

#: the kinds of step and the fields each may have besides its own (`if` goes with all)
KINDS: dict[str, tuple] = {
    "let": (), "set": (), "pile": ("of", "sorted", "shuffled", "local"), "piles": ("of", "sorted", "shuffled"),
    "deal": ("from", "into", "each", "rest", "local"), "draw": ("from", "n", "gaps", "each_player", "ranked"),
    "give": (), "random": ("below",), "players": ("base", "let"), "by_seat": ("values", "from"),
    "log": ("player", "args"), "tasks": (), "hook": ("to",),
}


class SetupError(ValueError):
    """A set-up step that asks for something the data or the rules do not have."""


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


def run(R, ctx: Ctx, state: dict, steps: list | None = None) -> None:
    """Carry out the set-up steps (the game's setup file's `steps` unless given) on `state`,
    which holds the seats, mode and options; the hooks are the game's `game_setup` module."""
    cfg = R.data["setup"]
    steps = cfg["steps"] if steps is None else steps
    env = {"n": len(state["seats"]), "mode": state["mode"], "options": state["options"], "seats": state["seats"],
           "state": state, "rules": R, "data": R.data, "cfg": cfg, "hooks": R._part("game_setup")}
    for i, (kind, test, do) in enumerate(program(R, steps)):
        try:
            if test is None or test(env):
                env = do(ctx, state, env) or env
        except (SetupError, HelpDataError, KeyError, IndexError, TypeError, AttributeError) as exc:
            raise SetupError(f"{R.id} set-up, step {i + 1} ({kind}): {exc}") from exc


def program(R, steps: list) -> list[tuple[str, Callable | None, Callable]]:
    """The steps compiled, once per rules object: (kind, its test or None, what it does)."""
    try:
        return compiled(R, steps, _program)
    except SetupError as exc:
        raise SetupError(f"{R.id} {exc}") from None


def _program(steps: list) -> list[tuple[str, Callable | None, Callable]]:
    problems = check(steps)
    if problems:
        raise SetupError(f"set-up: {'; '.join(problems)}")
    return [(next(iter(step)), compile_value(step["if"]) if "if" in step else None, _STEPS[next(iter(step))](step))
            for step in steps]


def _let(step: dict):
    names = bind(step["let"])
    return lambda ctx, state, env: names(env)


def _set(step: dict):
    fields = [(k, copied(compile_value(v))) for k, v in step["set"].items()]

    def do(ctx, state, env):
        for k, f in fields:
            state[k] = f(env)
    return do


def _keep(state: dict, env: dict, step: dict, name: str, value) -> dict:
    """A pile made by a step: a local name (`local: true`) or the state's field."""
    if step.get("local"):
        return {**env, name: value}
    state[name] = value
    return env


def _arranged(step: dict):
    """What makes a pile of a list: its items, `sorted`, then `shuffled` with the game's stream."""
    ordered, shuffled = step.get("sorted"), step.get("shuffled")

    def arrange(ctx, items) -> list:
        pile = list(items)
        if ordered:
            pile.sort()
        if shuffled:
            ctx.rng.shuffle(pile)
        return pile
    return arrange


def _pile(step: dict):
    of, arrange = compile_value(step["of"]), _arranged(step)
    return lambda ctx, state, env: _keep(state, env, step, step["pile"], arrange(ctx, of(env)))


def _piles(step: dict):
    of, arrange = compile_value(step["of"]), _arranged(step)

    def do(ctx, state, env):
        state[step["piles"]] = {k: arrange(ctx, pile) for k, pile in of(env).items()}
    return do


def _deal(step: dict):
    pile_of, into_of = compile_value(step["from"]), compile_value(step["into"])
    each_of = compile_value(step["each"]) if "each" in step else None

    def do(ctx, state, env):
        pile, into = pile_of(env), into_of(env)
        if each_of is None:
            return _keep(state, env, step, step["deal"], [pile[i::into] for i in range(into)])
        each = each_of(env)
        env = _keep(state, env, step, step["deal"], [pile[i * each:(i + 1) * each] for i in range(into)])
        return {**env, step["rest"]: pile[into * each:]} if "rest" in step else env
    return do


def _draw(step: dict):
    n_of, gaps = compile_value(step["n"]), step.get("gaps", False)
    rank_of = compile_value(step["ranked"]) if "ranked" in step else None

    def do(ctx, state, env):
        pile, n = state[step["from"]], n_of(env)
        rank = rank_of(env) if rank_of is not None else None
        for holder in state["players"] if step.get("each_player") else [state]:
            got = holder[step["draw"]] = []
            for _ in range(n):
                if pile:
                    got.append(pile.pop())
                elif gaps:
                    got.append(None)
                else:
                    break
            if rank is not None:
                got.sort(key=rank.__getitem__)
    return do


def _give(step: dict):
    goods_of = compile_value(step["give"])

    def do(ctx, state, env):
        goods = goods_of(env)
        for p in range(len(state["players"])):
            T.give(state, p, T.available(state, goods))
    return do


def _random(step: dict):
    below = compile_value(step["below"])

    def do(ctx, state, env):
        state[step["random"]] = ctx.rng.below(below(env))
    return do


def _players(step: dict):
    base = copied(compile_value(step["base"])) if "base" in step else None
    names = bind(step.get("let"))
    fields = [(k, copied(compile_value(v))) for k, v in step["players"].items()]

    def do(ctx, state, env):
        players: list = []
        for p, seat in enumerate(state["seats"]):
            inner = names({**env, "p": p, "seat": seat, "players": players})
            record = base(inner) if base is not None else {}
            for k, f in fields:
                record[k] = f(inner)
            players.append(record)
        state["players"] = players
    return do


def _by_seat(step: dict):
    *path, last = step["by_seat"].split(".")
    values_of, start_of = compile_value(step["values"]), compile_value(step.get("from", 0))

    def do(ctx, state, env):
        players, start = state["players"], start_of(env)
        n = len(players)
        for k, v in zip(range(n), values_of(env)):
            holder = players[(start + k) % n]
            for key in path:
                holder = holder[key]
            holder[last] = plain(v)
    return do


def _log(step: dict):
    player_of = compile_value(step.get("player"))
    args_of = compile_value(step.get("args", {}))

    def do(ctx, state, env):
        ctx.log(step["log"], player_of(env), **args_of(env))
    return do


def _tasks(step: dict):
    tasks_of = copied(compile_value(step["tasks"]))

    def do(ctx, state, env):
        state["tasks"].extend(reversed(tasks_of(env)))     # the first listed ends on top
    return do


def _hook(step: dict):
    name = step["hook"]

    def do(ctx, state, env):
        fn = getattr(env["hooks"], name, None)
        if fn is None:
            raise SetupError(f"the set-up module has no function {name!r}")
        got = fn(env["rules"], ctx, state, env)
        if "to" in step:
            state[step["to"]] = got
    return do


_STEPS = {"let": _let, "set": _set, "pile": _pile, "piles": _piles, "deal": _deal, "draw": _draw, "give": _give,
          "random": _random, "players": _players, "by_seat": _by_seat, "log": _log, "tasks": _tasks, "hook": _hook}
