"""A decision among a game's actions, written in data: one option list from many entries.

Many decisions are "take one of these actions": a turn of Urubamba Valley (plant a seed on a
cell, harvest, purchase, work), a worker placement, a card's "either ... or" whose parts are
chosen in one click. The game's YAML lists the entries, in the order their options are offered:

    turn:
      - {act: plant, type: plant_seed}
      - {act: harvest, type: harvest_track}
      - {act: purchase, type: open_market}
      - {act: work, type: take_coins, coins: 1, when_broke: true}

Every entry is a node of the game's `effects.Registry` whose kind is a `MenuEntry`: besides
validating and rendering itself (its rule sentence), it answers for its own options

  offers(R, state, p, node, env)          the entry's options now (each with "act": node["act"]),
                                          one at a time (a decision may list them lazily)
  take(R, ctx, state, p, node, env, opt)  carry one out (it may push tasks for what follows)
  declines(R, state, p, node, env, opt)   why an option of this entry that is not offered is refused
  surely(R, state, p, node, env)          how many options it surely has (0 if not known cheaply),
                                          so a decision learns "two or more" without listing them

`Menu` joins the entries: options in data order, a chosen option dispatched to the entry its
"act" names (a dict built from the data, so no game writes an if-chain over action names), and
a refused option explained by that entry. `only` restricts a decision to one act (an extra
action that must be a planting, say).
"""
from __future__ import annotations

from typing import Any, Iterable, Iterator

from .choice import msg
from .effects import NodeType, Problem, Registry

ACT = "act"


class MenuEntry(NodeType):
    """A node kind that can be an entry of a `Menu` (see the module docstring)."""

    def offers(self, R, state: dict, p: int, node: dict, env: dict) -> Iterable[dict]:
        raise NotImplementedError

    def take(self, R, ctx, state: dict, p: int, node: dict, env: dict, option: dict) -> Any:
        raise NotImplementedError

    def declines(self, R, state: dict, p: int, node: dict, env: dict, option: dict) -> dict | None:
        return None

    def surely(self, R, state: dict, p: int, node: dict, env: dict) -> int:
        return 0


class Menu:
    """The entries of one decision, from data (a list of nodes, each with a unique `act`)."""

    __slots__ = ("nodes", "entries", "by_act", "unknown")

    def __init__(self, nodes: Registry, entries: list[dict], unknown: dict | None = None):
        self.nodes = nodes
        self.entries = list(entries)
        self.by_act = {e[ACT]: e for e in self.entries}
        #: the refusal of an option whose act is none of the entries'
        self.unknown = unknown or msg("engine.menu_unknown")

    @staticmethod
    def problems(nodes: Registry, entries: Any, path: tuple = ()) -> list[Problem]:
        """Load-time checks of a menu's data: a list of nodes of menu kinds with unique acts."""
        if not isinstance(entries, list) or not entries:
            return [(path, "a menu is a non-empty list of entries")]
        out: list[Problem] = []
        seen: set = set()
        for i, entry in enumerate(entries):
            where = path + (i,)
            if not isinstance(entry, dict):
                out.append((where, "a menu entry must be a mapping with act and type"))
                continue
            act = entry.get(ACT)
            if not isinstance(act, str) or not act:
                out.append((where + (ACT,), "a menu entry needs an act (a name)"))
            elif act in seen:
                out.append((where + (ACT,), f"act {act!r} is listed twice"))
            seen.add(act)
            kind = nodes.types.get(entry.get("type"))
            if kind is not None and not isinstance(kind, MenuEntry):
                out.append((where + ("type",), f"{entry['type']} cannot be an entry of a menu"))
        return out

    def kind(self, entry: dict) -> MenuEntry:
        return self.nodes.types[entry["type"]]

    def entry(self, act: str) -> dict | None:
        return self.by_act.get(act)

    def _chosen(self, only: str | None) -> Iterable[dict]:
        if only is None:
            return self.entries
        entry = self.by_act.get(only)
        return () if entry is None else (entry,)

    def iter_options(self, R, state: dict, p: int, env: dict | None = None,
                     only: str | None = None) -> Iterator[dict]:
        env = env or {}
        for entry in self._chosen(only):
            yield from self.kind(entry).offers(R, state, p, entry, env)

    def options(self, R, state: dict, p: int, env: dict | None = None, only: str | None = None) -> list[dict]:
        return list(self.iter_options(R, state, p, env, only))

    def surely(self, R, state: dict, p: int, env: dict | None = None, only: str | None = None) -> int:
        """How many options the decision surely has, told without listing them (a lower bound)."""
        env = env or {}
        return sum(self.kind(e).surely(R, state, p, e, env) for e in self._chosen(only))

    def take(self, R, ctx, state: dict, p: int, option: dict, env: dict | None = None) -> Any:
        """Carry out `option` (one the decision offered) by the entry its act names."""
        entry = self.by_act[option[ACT]]
        return self.kind(entry).take(R, ctx, state, p, entry, env or {}, option)

    def refusal(self, R, state: dict, p: int, option: dict, env: dict | None = None,
                only: str | None = None, elsewhere: dict | None = None) -> dict | None:
        """Why `option` is refused: not an action here (`unknown`), another act than `only`
        allows (`elsewhere`, default `unknown`), or what its entry says."""
        entry = self.by_act.get(option.get(ACT)) if isinstance(option, dict) else None
        if entry is None:
            return self.unknown
        if only is not None and entry[ACT] != only:
            return elsewhere or self.unknown
        return self.kind(entry).declines(R, state, p, entry, env or {}, option)

    def render(self) -> list:
        """Each entry's rule sentence, in data order (the rules help of the decision)."""
        return [self.nodes.sentence(e) for e in self.entries]
