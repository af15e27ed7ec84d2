"""Cross-checks of the La Loire data that a schema cannot express, located as file:line.
Run by the catalog at load time (`rules.validate`). The action, character and palace nodes
check their own fields (their node types, places.py and abilities.py)."""
from __future__ import annotations

import random

from boardgames.engine.yamlio import DataError

from .abilities import ABILITIES
from .board import deal_shields
from .places import OWNED, PLACES


def validate(R) -> list[DataError]:
    files = R.spec.located
    refs = {"levels": set(R.levels), "goods": set(R.good_ids), "cities": set(R.board.cities)}
    errs = _map(R, files["map"]) + _market(R, files["market"]) + _messages(R, files["messages"])
    errs += _nodes(files["characters"], ("characters",), R.data["characters"]["characters"], refs)
    errs += _nodes(files["buildings"], ("palace", "cards"), R.data["buildings"]["palace"]["cards"], refs)
    errs += _characters(R, files["characters"]) + _palaces(R, files["buildings"])
    errs += _actions(R, files["actions"], refs) + _setup(R, files["setup"])
    return errs


def _map(R, loc) -> list[DataError]:
    errs: list[DataError] = []
    d = loc.data
    ids = [c["id"] for c in d["cities"]] + [v["id"] for v in d["villages"]]
    for i, node in enumerate(ids):
        if ids.count(node) > 1 and ids.index(node) == i:
            errs.append(loc.error(f"{node!r} is named twice"))
    cities = {c["id"] for c in d["cities"]}
    villages = {v["id"] for v in d["villages"]}
    on: dict[str, int] = {}
    for i, road in enumerate(d["roads"]):
        path = road["path"]
        if path[0] not in cities or path[-1] not in cities or path[0] == path[-1]:
            errs.append(loc.error("a road runs from one city to the other", ("roads", i, "path")))
        for j, v in enumerate(path[1:-1], 1):
            if v not in villages:
                errs.append(loc.error(f"{v!r} is not a village of the map", ("roads", i, "path", j)))
            on[v] = on.get(v, 0) + 1
    for i, v in enumerate(d["villages"]):
        if on.get(v["id"], 0) != 1:
            errs.append(loc.error(f"{v['id']} lies on {on.get(v['id'], 0)} roads; a village lies on one",
                                  ("villages", i)))
        if v["good"] not in R.goods:
            errs.append(loc.error(f"{v['good']!r} is not a good of market.yaml", ("villages", i, "good")))
    colours = [c["colour"] for c in d["shields"]["colours"] for _ in range(c["count"])]
    if len(colours) != len(d["villages"]):
        errs.append(loc.error(f"{len(colours)} shields for {len(d['villages'])} villages", ("shields",)))
    elif not errs:
        try:
            deal_shields(R.board, colours, random.Random(0))
        except ValueError:
            errs.append(loc.error("these shields cannot be dealt with no two neighbours alike", ("shields",)))
    return errs


def _market(R, loc) -> list[DataError]:
    errs: list[DataError] = []
    d = loc.data
    size = len(d["row"]["prices"])
    if size != len(R.shield_colours):
        errs.append(loc.error(f"{size} slots for {len(R.shield_colours)} shield colours of map.yaml",
                              ("row", "prices")))
    c = d["circus"]
    for key in ("check", "new"):
        if c[key] >= size:
            errs.append(loc.error(f"slot {c[key]} is off the row", ("circus", key)))
    if c["check"] == c["new"]:
        errs.append(loc.error("the check and new-colour slots must differ", ("circus",)))
    ids = [g["id"] for g in d["goods"]["kinds"]]
    if len(set(ids)) != len(ids):
        errs.append(loc.error("a good is listed twice", ("goods", "kinds")))
    return errs


def _messages(R, loc) -> list[DataError]:
    errs: list[DataError] = []
    d = loc.data
    levels = [lv["level"] for lv in d["levels"]["list"]]
    if len(set(levels)) != len(levels):
        errs.append(loc.error("a level is listed twice", ("levels", "list")))
    seen: set[str] = set()
    cities, villages = set(R.board.cities), set(R.board.villages)
    for i, card in enumerate(d["cards"]["list"]):
        where = ("cards", "list", i)
        if card["id"] in seen:
            errs.append(loc.error(f"card {card['id']!r} is listed twice", where))
        seen.add(card["id"])
        if card["level"] not in levels:
            errs.append(loc.error(f"no level {card['level']} in levels", where + ("level",)))
            continue
        to = card["to"]
        if len(set(to)) != len(to):
            errs.append(loc.error("a destination is named twice", where + ("to",)))
        if not (set(to) <= villages or (len(to) == 1 and to[0] in cities)):
            errs.append(loc.error("a card goes to villages, or to one city", where + ("to",)))
            continue
        kind = "city" if to[0] in cities else "village"
        if not any(n["type"] == "deliver" and card["level"] in n.get("levels", ())
                   for n in R.actions["messenger"].get(kind, ())):
            errs.append(loc.error(f"no messenger delivers level {card['level']} in a {kind} (actions.yaml)",
                                  where))
    for i, lv in enumerate(levels):
        if not any(n["type"] == "buy_message" and lv in n.get("levels", ())
                   for table in R.actions["messenger"].values() for n in table):
            errs.append(loc.error(f"level {lv} messages are sold nowhere (actions.yaml)", ("levels", "list", i)))
    return errs


def _nodes(loc, path: tuple, items: list, refs: dict) -> list[DataError]:
    errs = []
    for i, item in enumerate(items):
        for j, node in enumerate(item["abilities"]):
            for where, message in ABILITIES.validate(node, refs):
                errs.append(loc.error(message, path + (i, "abilities", j, *where)))
    return errs


def _characters(R, loc) -> list[DataError]:
    errs: list[DataError] = []
    lo, hi = R.player_range()
    groups = loc.data["groups"]
    ids = [c["id"] for c in loc.data["characters"]]
    for i, c in enumerate(loc.data["characters"]):
        if ids.count(c["id"]) > 1:
            errs.append(loc.error(f"character {c['id']!r} is listed twice", ("characters", i)))
        g = groups.get(c["group"])
        if g is None:
            errs.append(loc.error(f"no group {c['group']!r} in groups", ("characters", i, "group")))
            continue
        for n in range(lo, hi + 1):
            if n not in g:
                errs.append(loc.error(f"group {c['group']} gives no copies for {n} players", ("groups", c["group"])))
    return errs


def _palaces(R, loc) -> list[DataError]:
    errs: list[DataError] = []
    ids = [c["id"] for c in loc.data["palace"]["cards"]]
    for i, c in enumerate(loc.data["palace"]["cards"]):
        if c["city"] not in R.board.cities:
            errs.append(loc.error(f"{c['city']!r} is not a city of the map", ("palace", "cards", i, "city")))
        if ids.count(c["id"]) > 1:
            errs.append(loc.error(f"palace card {c['id']!r} is listed twice", ("palace", "cards", i)))
    for kind in ("farm", "monastery", "castle"):
        for good in loc.data[kind]["cost"]:
            if good != "money" and good not in R.goods:
                errs.append(loc.error(f"{good!r} is not a good of market.yaml", (kind, "cost", good)))
    return errs


def _actions(R, loc, refs) -> list[DataError]:
    errs: list[DataError] = []
    for piece, table in loc.data.items():
        for kind, nodes in table.items():
            for j, node in enumerate(nodes):
                for where, message in PLACES.validate(node, refs):
                    errs.append(loc.error(message, (piece, kind, j, *where)))
                if node.get("owner") and kind not in OWNED:
                    errs.append(loc.error("owner only applies at a building", (piece, kind, j, "owner")))
        # a village gathers the village's, the circus's and one building's nodes: no act twice
        for extra in [None, *OWNED]:
            kinds = ["village", "circus"] + ([extra] if extra else [])
            acts = [PLACES.types[n["type"]].act for k in kinds for n in table.get(k, ())
                    if n["type"] in PLACES.types and PLACES.types[n["type"]].act]
            if len(set(acts)) != len(acts):
                errs.append(loc.error(f"a {piece} at a village with {' and '.join(kinds[1:])} would "
                                      f"have one action twice", (piece,)))
        acts = [PLACES.types[n["type"]].act for n in table.get("city", ()) if n["type"] in PLACES.types]
        acts = [a for a in acts if a]
        if len(set(acts)) != len(acts):
            errs.append(loc.error(f"a {piece} in a city would have one action twice", (piece, "city")))
    return errs


def _setup(R, loc) -> list[DataError]:
    errs: list[DataError] = []
    d = loc.data
    lo, hi = R.player_range()
    for piece, start in d["start"].items():
        if start["at"] not in R.board.pos:
            errs.append(loc.error(f"{start['at']!r} is not a space of the map", ("start", piece, "at")))
    if d["circus"] not in R.board.villages:
        errs.append(loc.error(f"{d['circus']!r} is not a village", ("circus",)))
    if d["start_message"] not in R.levels:
        errs.append(loc.error(f"no level {d['start_message']} messages", ("start_message",)))
    elif sum(1 for c in R.cards.values() if c["level"] == d["start_message"]) < hi:
        errs.append(loc.error(f"{hi} players need {hi} level {d['start_message']} messages to start",
                              ("start_message",)))
    for n in range(lo, hi + 1):
        horses = d["neutral_horses"].get(n)
        if horses is None:
            errs.append(loc.error(f"no neutral horses for {n} players", ("neutral_horses",)))
        else:
            for j, v in enumerate(horses):
                if v not in R.board.pos:
                    errs.append(loc.error(f"{v!r} is not a space of the map", ("neutral_horses", n, j)))
        for key in ("boat", "messages"):
            if n not in d["end"][key]:
                errs.append(loc.error(f"no end for {n} players", ("end", key)))
    return errs
