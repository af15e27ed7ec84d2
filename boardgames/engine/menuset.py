"""A game's decisions as a set of named menus of data, with stops: engine/menutask.py for a game
whose turn is several decisions (the actions, then the buys of one, then what follows).

A game's YAML holds the menus by name, each its entries (in the order their options are
offered) and the reason given for an option that is none of them (a key of the game's `why.`):

    purchase:
      refuse: not_a_buy
      entries:
        - {act: seed, type: buy_seed}
        - {act: hire, type: hire}
        - {act: done, type: stop, after: bought}

`MenuSet(nodes, data, prefix)` builds them (a game keeps it as `R.menus`) and answers for one by
name: `offered` (its options one at a time, or one act's), `surely` (a lower bound of their
number, counted up to two), `take`, `refusal` and the board's `moves` and `meant`. An entry of
a `Entry` kind may name in its data the reason its options are refused when that does not
depend on the option (`refuse`), and says whether its count is `costly` to tell.

A stop (`Stop`: done, skip, stop, end) ends the decision. It is offered only after some other
option, so a decision whose only option would be to stop is no decision and its task ends;
with `after: <counter>` it is offered whenever that count of the env is above 0 instead (done,
once something is bought). Stops are listed last (`problems`).

`MenuSetTask` is the task kind of such a decision: the menu named like the task kind (or as
`menu_name` says), the task itself as the entries' env, the entry's `take` answering whether
the decision is over. Its stray gestures are read by every entry in turn, clicks too.
"""
from __future__ import annotations

from typing import Iterator

from .choice import msg
from .effects import Problem, Registry
from .fields import Field
from .menu import ACT, Menu, MenuEntry
from .menutask import BoardEntry, MenuTask, moves

NAME = {"type": "string", "minLength": 1}


class Entry(BoardEntry):
    """An entry of a `MenuSet` menu (module docstring)."""

    #: a stop: it ends the decision (`Stop`)
    stops = False
    #: its `surely` costs more than most: `MenuSet.surely` asks it after the others
    costly = False

    def declines(self, R, state, p, node, env, option):
        return R.menus.why(node["refuse"]) if "refuse" in node else None


class Stop(Entry):
    """Ends the decision (module docstring). `after`: offered once that count of the env is
    above 0, with or without other options; `refuse`: the reason given when it is not offered
    (else the menu's). Its sentence is the game's `how.<act>` (the action bar's words)."""

    type = "stop"
    stops = True
    fields = {ACT: Field(NAME), "refuse": Field(NAME, optional=True), "after": Field(NAME, optional=True)}

    def offers(self, R, state, p, node, env):
        return [{ACT: node[ACT]}] if "after" not in node or env[node["after"]] else []

    def take(self, R, ctx, state, p, node, env, option):
        return True

    def surely(self, R, state, p, node, env):
        return 1 if "after" not in node or env[node["after"]] else 0

    def render(self, node, text, registry):
        return text.t(f"how.{node[ACT]}")


def _stops(nodes: Registry, entry) -> bool:
    return isinstance(entry, dict) and getattr(nodes.types.get(entry.get("type")), "stops", False)


class MenuSet:
    """The named menus of a game's data (module docstring); `prefix` + "why." keys its refusals."""

    def __init__(self, nodes: Registry, data: dict, prefix: str):
        self.nodes = nodes
        self.prefix = prefix
        self.menus = {name: Menu(nodes, spec["entries"], unknown=self.why(spec["refuse"]))
                      for name, spec in data.items()}
        #: menus with a stop that needs other options (`offered` looks for one before it)
        self.stopping = {name for name, spec in data.items() if any(self.with_others(e) for e in spec["entries"])}
        #: per menu, (entry, its kind, a stop that needs others?) in data order, and those that
        #: can tell a count in the order `surely` asks them (looked up once: a search lists
        #: decisions at nearly every step)
        self.listed = {name: [(e, menu.kind(e), self.with_others(e)) for e in menu.entries]
                       for name, menu in self.menus.items()}
        self.acts = {name: {e[ACT]: (e, kind) for e, kind, _ in listed} for name, listed in self.listed.items()}
        self.counted = {name: sorted((t for t in listed if type(t[1]).surely is not MenuEntry.surely),
                                     key=lambda t: (t[2], t[1].costly)) for name, listed in self.listed.items()}

    def __getitem__(self, name: str) -> Menu:
        return self.menus[name]

    def why(self, key: str, **args) -> dict:
        return msg(f"{self.prefix}why.{key}", **args)

    def stops(self, entry) -> bool:
        """Whether an entry is a stop (False for one that names no known type: `problems`)."""
        return _stops(self.nodes, entry)

    def with_others(self, entry) -> bool:
        """Whether an entry is a stop offered only after some other option."""
        return self.stops(entry) and "after" not in entry

    @staticmethod
    def problems(nodes: Registry, data: dict) -> list[Problem]:
        """Load-time checks: each menu's entries (`Menu.problems`, each node's own checks), no
        entry after a stop (it would never be offered)."""
        out: list[Problem] = []
        for name, spec in data.items():
            entries = spec.get("entries")
            out += Menu.problems(nodes, entries, (name, "entries"))
            after_stop = False
            for i, entry in enumerate(entries if isinstance(entries, list) else []):
                where = (name, "entries", i)
                out += [(where + tuple(path), m) for path, m in nodes.validate(entry)]
                if after_stop and not _stops(nodes, entry):
                    out.append((where, "an entry listed after a stop is never offered"))
                after_stop = after_stop or _stops(nodes, entry)
        return out

    # --- one menu's decision ----------------------------------------------------------------
    def offered(self, R, name: str, state: dict, p: int, env: dict, only: str | None = None) -> Iterator[dict]:
        """The options of menu `name` one at a time (`only`: one act's); none when only a stop
        that needs others would be."""
        listed = self.listed[name]
        if name not in self.stopping:
            for entry, kind, _ in listed:
                if only is None or entry[ACT] == only:
                    yield from kind.offers(R, state, p, entry, env)
            return
        offered = False
        for entry, kind, with_others in listed:
            if only is not None and entry[ACT] != only:
                continue
            if offered:
                yield from kind.offers(R, state, p, entry, env)
            elif not with_others:
                found = iter(kind.offers(R, state, p, entry, env))
                first = next(found, None)
                if first is not None:
                    offered = True
                    yield first
                    yield from found
            else:                                     # stops come last: nothing else was offered
                return

    def surely(self, R, name: str, state: dict, p: int, env: dict, only: str | None = None) -> int:
        """How many options menu `name` surely has (a lower bound; it stops counting at two, the
        `costly` entries asked after the others, the stops that need others last)."""
        n = 0
        for entry, kind, with_others in self.counted[name]:
            if (only is None or entry[ACT] == only) and not (with_others and n == 0):
                n += kind.surely(R, state, p, entry, env)
                if n >= 2:
                    break
        return n

    def take(self, R, ctx, name: str, state: dict, p: int, option: dict, env: dict):
        """Carry out `option` (one the decision offered) by the entry its act names."""
        entry, kind = self.acts[name][option[ACT]]
        return kind.take(R, ctx, state, p, entry, env, option)

    def refusal(self, R, name: str, state: dict, p: int, option: dict, env: dict, only: str | None = None,
                elsewhere: dict | None = None) -> dict:
        """Why `option` is refused: its entry's reason, else the menu's."""
        menu = self.menus[name]
        if not isinstance(option.get(ACT), str):        # no act names an entry
            return menu.unknown
        return menu.refusal(R, state, p, option, env, only, elsewhere) or menu.unknown

    def moves(self, R, name: str, state: dict, options: list[dict]) -> list:
        """The options' gestures (engine/gestures.py), each made by its entry."""
        return moves(R, self.menus[name], state, options)

    def meant(self, R, names: tuple, state: dict, p: int, gesture) -> dict | None:
        """The option a stray gesture stands for: the first entry of the menus `names` to read
        it (a click as much as a drag)."""
        for name in names:
            for entry, kind, _ in self.listed[name]:
                found = kind.meant(R, state, p, entry, gesture)
                if found is not None:
                    return found
        return None


class MenuSetTask(MenuTask):
    """A decision that is one menu of `R.menus` (module docstring)."""

    #: the menus a gesture that fits no move is read with (default: its own)
    meant_in: tuple = ()

    def menu_name(self, task: dict) -> str:
        return self.t

    def only(self, task: dict) -> str | None:
        return None

    def menu(self, R, state, task):
        return R.menus[self.menu_name(task)]

    def env(self, R, state, task):
        return task

    def iter_options(self, R, state, task):
        if self.fixed:          # the hooks not asked when not overridden: a search lists often
            return R.menus.offered(R, self.t, state, task["p"], task)
        return R.menus.offered(R, self.menu_name(task), state, task["p"], task, self.only(task))

    def two_or_more(self, R, state, task):
        if self.fixed:
            return R.menus.surely(R, self.t, state, task["p"], task) >= 2
        return R.menus.surely(R, self.menu_name(task), state, task["p"], task, self.only(task)) >= 2

    def choose(self, R, ctx, state, task, option):
        name = self.t if self.fixed else self.menu_name(task)
        return bool(R.menus.take(R, ctx, name, state, task["p"], option, task))

    def refusal(self, R, state, task, option):
        return R.menus.refusal(R, self.menu_name(task), state, task["p"], option, task)

    def gestures(self, R, state, task, options):
        return R.menus.moves(R, self.menu_name(task), state, options)

    def meant(self, R, state, task, gesture):
        return R.menus.meant(R, self.meant_in or (self.menu_name(task),), state, task["p"], gesture)

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls.fixed = cls.menu_name is MenuSetTask.menu_name and cls.only is MenuSetTask.only
