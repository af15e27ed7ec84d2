"""Caverna invariants, checked after every step in tests and `simulate` (where each furnishing
tile lies is data/caverna/zones.yaml's, engine/zones.py checks it)."""
from __future__ import annotations

from . import board as B

G = "caverna"


def check(rules, state: dict) -> list[str]:
    errs: list[str] = []
    cfg = rules.cfg
    occupied = {}
    for sid, sp in state["spaces"].items():
        if sid not in rules.spaces:
            errs.append(f"unknown space {sid}")
        for g, n in sp["goods"].items():
            if n < 0:
                errs.append(f"space {sid} holds {n} {g}")
        if sp["occ"] is not None:
            occupied[tuple(sp["occ"])] = sid
    overflow = {t["p"] for t in state["tasks"] if t["t"] == "overflow"}
    for p, pl in enumerate(state["players"]):
        who = f"player {p}"
        n = len(pl["dwarfs"])
        top = cfg["dwarfs"]["max_with_additional_dwelling"] if rules.dwarf_limit(pl) > cfg["dwarfs"]["max"] \
            else cfg["dwarfs"]["max"]
        if not cfg["dwarfs"]["start"] <= n <= top:
            errs.append(f"{who} has {n} dwarfs")
        if n > rules.room(pl):
            errs.append(f"{who} has {n} dwarfs but room for {rules.room(pl)}")
        cap = rules.data["expeditions"]["weapons"]["max_strength"]
        for i, d in enumerate(pl["dwarfs"]):
            if not 0 <= d["w"] <= cap:
                errs.append(f"{who} dwarf {i} has strength {d['w']}")
            if d["at"] is not None and not d["new"] and occupied.get((p, i)) != d["at"]:
                errs.append(f"{who} dwarf {i} is on {d['at']} but the space does not say so")
        for g, v in list(pl["goods"].items()) + list(pl["animals"].items()):
            if v < 0:
                errs.append(f"{who} has {v} {g}")
        if pl["begging"] < 0:
            errs.append(f"{who} has negative begging markers")
        if len(pl["stables"]) > rules.place.max_stables or len(set(pl["stables"])) != len(pl["stables"]):
            errs.append(f"{who} has stables {pl['stables']}")
        for c in pl["stables"]:
            t = pl["tiles"].get(c)
            if B.area(c) != "forest" or t not in (None, *B.MEADOWS) or (t is None and c not in B.ON_BOARD):
                errs.append(f"{who} has a stable on {c} ({t})")
        errs += _tiles(rules, pl, who)
        if p not in overflow and not rules.fits(state, p):
            errs.append(f"{who} keeps animals that do not fit: {pl['animals']}")
        for c, crop in pl["crops"].items():
            if pl["tiles"].get(c) != "field" or len(crop) != 1 or min(crop.values()) <= 0:
                errs.append(f"{who} has crops {crop} on {c}")
    if state["phase"] == "over" and state["tasks"]:
        errs.append("the game is over with tasks left")
    return errs


def _tiles(rules, pl: dict, who: str) -> list[str]:
    errs = []
    tiles = pl["tiles"]
    for c, t in tiles.items():
        if c not in B.NEIGHBOURS:
            errs.append(f"{who} has a tile off the board at {c}")
            continue
        if (t in B.FOREST_TILES) != (B.area(c) == "forest"):
            errs.append(f"{who} has {t} on {c}")
        if c not in B.ON_BOARD and not any(n in tiles and n in B.ON_BOARD for n in B.NEIGHBOURS[c]):
            errs.append(f"{who} has an overhanging {t} on {c} away from the board")
    large = [c for p in pl["large"] for c in p]
    if sorted(large) != sorted(c for c, t in tiles.items() if t == "large_pasture"):
        errs.append(f"{who} large pastures {pl['large']} do not match the tiles")
    for a, b in pl["large"]:
        if not B.adjacent(a, b):
            errs.append(f"{who} has a large pasture on {a} and {b}")
    for c, tid in pl["furn"].items():
        t = tiles.get(c)
        extra = {x for _, e in rules.effects(pl, "furnish_on") for x in e["tiles"]}
        if t != "cavern" and t not in extra:
            errs.append(f"{who} has {tid} on {c} ({t})")
    for c in pl["under"]:
        if c not in pl["furn"]:
            errs.append(f"{who} has a covered furnishing on {c} without a tile on top")
    return errs
