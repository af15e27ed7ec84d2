"""Cross-checks of the La Loire data that a schema cannot express, located as file:line.
Run by the catalog at load time (`rules.validate`). Ids, the references to them, where the
data's nodes stand (each checked by its kind, its fields' ids included) and what every player
count needs are declared below (engine/refs.py); what is left is checked here."""
from __future__ import annotations

import random

from boardgames.engine import refs as REFS
from boardgames.engine.colouring import deal_apart
from boardgames.engine.menu import Menu
from boardgames.engine.yamlio import DataError

from .abilities import ABILITIES
from .buildings import KINDS as OWNED
from .places import PLACES
from .text import PIECES

#: where each kind of id is declared, and where it is referred to (engine/refs.py)
IDS = {
    "space": ["map:cities.*.id", "map:villages.*.id"],
    "city": ["map:cities.*.id"],
    "village": ["map:villages.*.id"],
    "village on a road": ["map:roads.*.villages.*"],     # once: a village lies on one road
    "good": ["market:goods.kinds.*.id"],
    "payment": ["market:goods.kinds.*.id"],          # and money: what a building cost names
    "level": ["messages:levels.list.*.level"],
    "card": ["messages:cards.list.*.id"],
    "group": ["characters:groups.~"],
    "character": ["characters:characters.*.id"],
    "palace card": ["buildings:palace.cards.*.id"],
}
REFERENCES = {
    "map:villages.*.id": "village on a road",
    "map:villages.*.good": "good",
    "map:roads.*.from": "city",
    "map:roads.*.villages.*": "village",
    "map:roads.*.to": "city",
    "messages:cards.list.*.level": "level",
    "characters:characters.*.group": "group",
    "buildings:palace.cards.*.city": "city",
    "buildings:*.cost.~": "payment",
    "setup:start.*.at": "space",
    "setup:circus": "village",
    "setup:start_message": "level",
    "setup:neutral_horses.*.*": "space",
}
#: where the data's nodes stand, each a node of its registry
NODES = {
    "actions:stop": PLACES,
    "actions:*.*.*": PLACES,
    "characters:characters.*.abilities.*": ABILITIES,
    "buildings:palace.cards.*.abilities.*": ABILITIES,
}
#: what must be given for every player count
PER_PLAYER_COUNT = ["characters:groups.*", "setup:neutral_horses", "setup:end.boat", "setup:end.messages"]


def validate(R) -> list[DataError]:
    files = R.spec.located
    lo, hi = R.player_range()
    given = {"payment": ["money"], "player count": range(lo, hi + 1)}     # ids no data file lists
    errs = REFS.check(files, IDS, REFERENCES, NODES, dict.fromkeys(PER_PLAYER_COUNT, "player count"), given)
    errs += _map(R, files["map"]) + _market(R, files["market"]) + _messages(R, files["messages"])
    errs += _start(R, files["setup"]) + _places(files["actions"])
    return errs


def _map(R, loc) -> list[DataError]:
    """A road runs from one city to the other (its ends and villages are references); the
    shields, one a village, can be dealt with no two neighbours alike."""
    d = loc.data
    errs = [loc.error("a road runs from one city to the other", ("roads", i, "to"))
            for i, road in enumerate(d["roads"]) if road["from"] == road["to"]]
    colours = [c["colour"] for c in d["shields"]["colours"] for _ in range(c["count"])]
    if len(colours) != len(d["villages"]):
        errs.append(loc.error(f"{len(colours)} shields for {len(d['villages'])} villages", ("shields",)))
    elif not errs:
        try:
            deal_apart(R.board.villages, R.board.neighbours, colours, random.Random(0))
        except ValueError:
            errs.append(loc.error("these shields cannot be dealt with no two neighbours alike", ("shields",)))
    return errs


def _market(R, loc) -> list[DataError]:
    errs: list[DataError] = []
    size = len(loc.data["row"]["prices"])
    if size != len(R.shield_colours):
        errs.append(loc.error(f"{size} slots for {len(R.shield_colours)} shield colours of map.yaml",
                              ("row", "prices")))
    c = loc.data["circus"]
    errs += [loc.error(f"slot {c[key]} is off the row", ("circus", key)) for key in ("check", "new") if c[key] >= size]
    if c["check"] == c["new"]:
        errs.append(loc.error("the check and new-colour slots must differ", ("circus",)))
    return errs


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
