"""Cross-checks of the La Loire data that a schema cannot express, located as file:line.
Run by the catalog at load time (`rules.validate`). Ids, the references to them, what every
player count needs and the counts that weigh one file against another are data (checks.yaml,
run by engine/data_checks.py), where the data's nodes stand is declared below (each node
checked by its kind, its fields' ids included); what is left is checked here."""
from __future__ import annotations

import random

from boardgames.engine import data_checks
from boardgames.engine.colouring import deal_apart
from boardgames.engine.menu import Menu
from boardgames.engine.yamlio import DataError

from .abilities import ABILITIES
from .buildings import KINDS as OWNED
from .places import PLACES
from .text import PIECES

#: where the data's nodes stand, each a node of its registry
NODES = {
    "actions:stop": PLACES,
    "actions:*.*.*": PLACES,
    "characters:characters.*.abilities.*": ABILITIES,
    "buildings:palace.cards.*.abilities.*": ABILITIES,
}


def validate(R) -> list[DataError]:
    files = R.spec.located
    errs = data_checks.check(R, nodes=NODES)
    errs += _shields(R, files["map"]) + _messages(R, files["messages"])
    errs += _start(R, files["setup"]) + _places(files["actions"])
    return errs


def _shields(R, loc) -> list[DataError]:
    """The shields, one a village, can be dealt with no two neighbours alike (once there are as
    many as villages and every road runs from one city to the other: checks.yaml)."""
    d = loc.data
    colours = [c["colour"] for c in d["shields"]["colours"] for _ in range(c["count"])]
    if len(colours) != len(d["villages"]) or any(road["from"] == road["to"] for road in d["roads"]):
        return []
    try:
        deal_apart(R.board.villages, R.board.neighbours, colours, random.Random(0))
    except ValueError:
        return [loc.error("these shields cannot be dealt with no two neighbours alike", ("shields",))]
    return []


def _messages(R, loc) -> list[DataError]:
    """A card goes to villages or to one city, and is delivered there; every level is sold."""
    errs: list[DataError] = []
    cities, villages = set(R.board.cities), set(R.board.villages)
    offered = [node for table in R.actions["messenger"].values() for node in table]
    for i, card in enumerate(loc.data["cards"]["list"]):
        where, to = ("cards", "list", i), card["to"]
        if not (set(to) <= villages or (len(to) == 1 and to[0] in cities)):
            errs.append(loc.error("a card goes to villages, or to one city", where + ("to",)))
            continue
        kind = "city" if to[0] in cities else "village"
        if not any(n["type"] == "deliver" and card["level"] in n.get("levels", ())
                   for n in R.actions["messenger"].get(kind, ())):
            errs.append(loc.error(f"no messenger delivers level {card['level']} in a {kind} (actions.yaml)", where))
    for i, lv in enumerate(R.levels):
        if not any(n["type"] == "buy_message" and lv in n.get("levels", ()) for n in offered):
            errs.append(loc.error(f"level {lv} messages are sold nowhere (actions.yaml)", ("levels", "list", i)))
    return errs


def _start(R, setup) -> list[DataError]:
    """Enough start messages for a full table."""
    level, hi = setup.data["start_message"], R.player_range()[1]
    if level in R.levels and sum(1 for c in R.cards.values() if c["level"] == level) < hi:
        return [setup.error(f"{hi} players need {hi} level {level} messages to start", ("start_message",))]
    return []


def _places(loc) -> list[DataError]:
    """No place offers one act twice (a village gathers the village's, the circus's and one
    building's nodes)."""
    errs: list[DataError] = []
    for piece in PIECES:
        table = loc.data[piece]
        for kinds in [("city",), ("village", "circus"), *(("village", "circus", b) for b in OWNED)]:
            kinds_of = [PLACES.types.get(n["type"]) for k in kinds for n in table.get(k, ())]
            entries = [{"act": kind.act, "type": kind.type} for kind in kinds_of if kind is not None and kind.act]
            errs += [loc.error(f"a {piece} at a {' with '.join(kinds)}: {m}", (piece,))
                     for _, m in (Menu.problems(PLACES, entries) if entries else [])]
    return errs
