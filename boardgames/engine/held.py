"""Abilities on the tiles a player holds, asked by the rules at the moments they may act.

A player holds tiles: a list in their state (`players[p][key]`) of `{"id": tile, "charged":
bool}`. A tile is a copy of a design ("<design>.<copy>"), whose data lists its abilities,
nodes of the game's registry. A one-time ability (`once: true`) may be used only while its
tile is `charged` (a marker stands on it until the ability is used: `spend`).

The rules ask a player's abilities that answer a hook: a hook is the name of a method (or a
true attribute) of the kinds, so a rule walks only the kinds that have it. `Held` keeps, per
hook, each tile's usable abilities with its marker on and off, worked out at the first asking
(a search asks hundreds of thousands of times: a look-up, no walk):

    held = Held(registry, lambda tile: data_of(tile)["abilities"], hooks=("plant_points", ...))
    for entry, node, kind in held.abilities(state, p, "plant_points"):
        points = kind.plant_points(node, points, info)

`Carrier` is a kind that carries out a node of its own (`then`); `OnceATurn` one usable once
a turn (its mark in `state["turn"]`); `FreeAct` an ability that grants a free act of one's
turn (freeacts.py, free_menu.py): the options of its `then`, an entry of a menu's kind, named
by that entry's act.
"""
from __future__ import annotations

from typing import Callable

from . import gesture_forms
from .choice import msg
from .effects import NodeType
from .memo import Worked
from .menu import EMPTY, MenuEntry


def design(tile: str) -> str:
    """The design a tile is a copy of ("<design>.<copy>"; a tile without a copy is its own)."""
    return tile.rsplit(".", 1)[0]


def answers(kind, hook: str, hooks: tuple = ()) -> bool:
    """Whether a kind answers `hook`: it has a method, or a true attribute, of that name
    (`hooks`: the hooks a game's rules may ask; another is a mistake, raised)."""
    if hooks and hook not in hooks:
        raise KeyError(f"{hook!r} is no ability hook")
    return bool(getattr(kind, hook, None))


class Held:
    """The abilities of every tile, by hook (module docstring). `hooks`: the hooks the rules
    may ask (another name is a mistake, raised); `key`: the player's list of tiles held."""

    def __init__(self, registry, abilities: Callable[[str], list], hooks: tuple = (), key: str = "talents"):
        self.registry = registry
        #: tile -> its abilities (nodes)
        self.of = abilities
        self.hooks = hooks
        self.key = key
        self._usable: dict = {}

    def answers(self, kind, hook: str) -> bool:
        return answers(kind, hook, self.hooks)

    def usable(self, hook: str | None = None) -> Worked:
        """(tile, charged) -> ((node, kind), ...) of its abilities usable with its marker on or
        off, answering `hook` (None: all): a table read without a call (fetch it once per walk)."""
        table = self._usable.get(hook)
        if table is None:
            table = self._usable[hook] = Worked(lambda tile, charged: self._tile(tile, charged, hook))
        return table

    def _tile(self, tile: str, charged: bool, hook: str | None) -> tuple:
        out = []
        for node in self.of(tile):
            kind = self.registry.types[node["type"]]
            if (charged or not node.get("once")) and (hook is None or self.answers(kind, hook)):
                out.append((node, kind))
        return tuple(out)

    def abilities(self, state: dict, p: int, hook: str | None = None) -> list[tuple]:
        """(held entry, node, kind) of every ability p may use now (a spent one-time ability is
        not), answering `hook` when given (a list: most askings find none, and an empty list
        costs less than a generator)."""
        out = []
        usable = self.usable(hook)
        for entry in state["players"][p][self.key]:
            for node, kind in usable[entry["id"], entry["charged"]]:
                out.append((entry, node, kind))
        return out

    def has(self, state: dict, p: int, hook: str) -> bool:
        """Whether p may use an ability that answers `hook` now (walked without a generator:
        the rules ask at nearly every step)."""
        usable = self.usable(hook)
        for entry in state["players"][p][self.key]:
            if usable[entry["id"], entry["charged"]]:
                return True
        return False

    def once(self, tile: str) -> list[dict]:
        """The one-time abilities of a tile."""
        return [n for n in self.of(tile) if n.get("once")]

    def spend(self, state: dict, p: int, tile: str) -> None:
        """p's tile `tile` is used: its marker comes off (a one-time ability)."""
        for entry in state["players"][p][self.key]:
            if entry["id"] == tile:
                entry["charged"] = False


class Carrier(NodeType):
    """A kind that carries out a node of its own, its `then`, of the game's `registry`, whose
    kind must be an instance of each of `carries` (`carried`: what it must be, in the words of
    the data's error)."""

    registry = None
    carries: tuple = ()
    carried = ""

    def validate(self, node, refs):
        out = super().validate(node, refs)
        then = node.get("then")
        found = self.registry.validate(then, refs, ("then",))
        if not found and not all(isinstance(self.registry.types[then["type"]], c) for c in self.carries):
            found.append((("then", "type"), f"{then['type']} is not {self.carried}"))
        return out + found

    def inner(self, node) -> tuple:
        """Its `then` and that node's kind."""
        return node["then"], self.registry.types[node["then"]["type"]]


class OnceATurn:
    """A kind of ability usable once a turn: the mark it sets in `state["turn"]` when used
    (`turn_mark`), every kind's unset when a turn starts (`turn_marks`)."""

    turn_mark: str | None = None

    def used_this_turn(self, state: dict) -> bool:
        return state["turn"][self.turn_mark]

    def use_this_turn(self, state: dict) -> None:
        state["turn"][self.turn_mark] = True


def turn_marks(registry) -> dict[str, bool]:
    """Each once-a-turn kind's mark of a registry, unset: what a turn starts with."""
    return {k.turn_mark: False for k in registry.types.values() if getattr(k, "turn_mark", None)}


class FreeAct(MenuEntry):
    """At any decision of one's own turn, the options of its `then` (an entry of a menu's
    kind), named by the entry's act as their `free`; a one-time ability's name the tile whose
    marker they spend (`talent`). `refuse`: the reason given to a player who holds none. As an
    entry of the free acts' menu (its key `free`) it stands for every held ability of its act.
    The rules hold the abilities as `R.held` (`Held`, its hook `free`: this kind's)."""

    free = True

    @staticmethod
    def then_of(R, node) -> tuple:
        """Its `then` and that node's kind."""
        return node["then"], R.held.registry.types[node["then"]["type"]]

    def offers(self, R, state, p, node, env):
        """The options of the abilities of the entry's act p may use now, once per design."""
        out, seen = [], set()
        for entry in [e for e, n, _ in R.held.abilities(state, p, "free") if n["then"]["act"] == node["free"]]:
            if design(entry["id"]) not in seen:
                seen.add(design(entry["id"]))
                then, kind = self.then_of(R, node)
                tile = {"talent": entry["id"]} if node.get("once") else {}
                out += [{"free": o.pop("act"), **tile, **o} for o in kind.offers(R, state, p, then, EMPTY)]
        return out

    def take(self, R, ctx, state, p, node, env, option):
        if node.get("once"):
            R.held.spend(state, p, option["talent"])
        then, kind = self.then_of(R, node)
        kind.take(R, ctx, state, p, then, {}, option)

    def declines(self, R, state, p, node, env, option):
        if not held_free(R, state, p, node["free"], option.get("talent")):
            return msg(f"{R.id}.why.{node['refuse']}")
        then, kind = self.then_of(R, node)
        return kind.declines(R, state, p, then, EMPTY, option) or msg(f"{R.id}.why.{then['refuse']}")

    def moves(self, R, state, node, option):
        p = state["turn"]["p"]
        found = held_free(R, state, p, node["free"], option.get("talent"))
        if not found:
            return []
        then, kind = self.then_of(R, node)
        if kind.forms:
            return gesture_forms.moves(kind.forms_of(then), [option], {"p": p, "talent": found[0]["id"]})
        return kind.moves(R, state, then, option)

    def meant(self, R, state, p, node, gesture):
        then, kind = self.then_of(R, node)
        found = kind.meant(R, state, p, then, gesture)
        if found is None:
            return None
        out = {"free": found.pop("act")}
        if node.get("once"):          # the first tile of p's with this ability, used or not
            out["talent"] = next((e["id"] for e in state["players"][p][R.held.key]
                                  if node["then"] in [n.get("then") for n in R.held.of(e["id"])]), None)
        return {**out, **found}


def free_entries(held: Held, tiles) -> list[dict]:
    """The free acts' menu entries (`FreeAct`): the first ability of each act among the
    abilities of `tiles` (or designs), in their order, each named by its act (`free`)."""
    entries: dict = {}
    for tile in tiles:
        for n in held.of(tile):
            if held.answers(held.registry.types[n["type"]], "free"):
                entries.setdefault(n["then"]["act"], {"free": n["then"]["act"], **n})
    return list(entries.values())


def held_free(R, state: dict, p: int, act: str, tile: str | None) -> list[dict]:
    """The held entries whose free act of act `act` p may use now (a one-time one: only tile
    `tile`'s)."""
    return [e for e, n, _ in R.held.abilities(state, p, "free") if n["then"]["act"] == act
            and (not n.get("once") or e["id"] == tile)]
