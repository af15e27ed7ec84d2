"""Cross-checks of the Via Nebula data that a schema cannot express, located as file:line.

Run by the catalog at load time (`rules.validate`). The contract powers check themselves:
each power is validated by its node type (nodes.py) against the other data files.
"""
from __future__ import annotations

from boardgames.engine.yamlio import DataError

from . import board as B
from .nodes import NODES
from .scoring import COUNTS

EXPLORABLE = ("fog", "forest", "forbidden")     # the printed spaces a meadow tile may cover


def validate(R) -> list[DataError]:
    files = R.spec.located
    c = files["setup"].data
    errs = (_setup(R, files["setup"]) + _tokens(files["tokens"], files["setup"])
            + _boards(R, files["boards"], c, files["tokens"].data) + _contracts(R, files["contracts"], c))
    return errs


def _setup(R, cfg) -> list[DataError]:
    errs: list[DataError] = []
    c = cfg.data
    if set(c["resources"]) != set(c["resource_types"]):
        errs.append(cfg.error("resources must list every resource type once", ("resources",)))
    lo, hi = R.player_range()
    for n in range(lo, hi + 1):
        pc = c["by_players"].get(n)
        if pc is None:
            errs.append(cfg.error(f"no set-up for {n} players", ("by_players",)))
            continue
        if n * c["stacks"] * pc["stack_size"] > c["meadow_tiles"]:
            errs.append(cfg.error(f"{n} players need more meadow tiles than the {c['meadow_tiles']} in the box",
                                  ("by_players", n, "stack_size")))
        if (pc["site"] == "full") != (pc["ruin_capacity"] == 1):
            errs.append(cfg.error("full-hex sites go with ruin_capacity 1, half-hex with 2", ("by_players", n)))
    return errs


def _tokens(tok, cfg) -> list[DataError]:
    errs: list[DataError] = []
    c, t = cfg.data, tok.data
    total = sum(x["count"] for x in t["normal"])
    if total != t["normal_total"]:
        errs.append(tok.error(f"normal token counts add up to {total}, not {t['normal_total']}", ("normal_total",)))
    ids = [x["id"] for x in t["normal"]] + [x["id"] for x in t["special"]]
    for i, x in enumerate(t["normal"] + t["special"]):
        if ids.count(x["id"]) > 1:
            errs.append(tok.error(f"token id {x['id']!r} used twice", ("normal" if i < len(t["normal"]) else "special",)))
        if x["resource"] not in c["resource_types"]:
            errs.append(tok.error(f"unknown resource {x['resource']!r}"))
    if len(t["special"]) <= c["specials_removed"]:
        errs.append(cfg.error("more special tokens removed than there are", ("specials_removed",)))
    return errs


def _boards(R, boards, c: dict, t: dict) -> list[DataError]:
    errs: list[DataError] = []
    exploitations = t["normal_total"] + len(t["special"]) - c["specials_removed"]
    lo, hi = R.player_range()
    for mode in R.modes():
        if mode not in boards.data["sides"]:
            errs.append(boards.error(f"no board side for mode {mode!r}", ("sides",)))
    for side_id, side in boards.data["sides"].items():
        where = ("sides", side_id, "spaces")
        seen = set()
        for i, s in enumerate(side["spaces"]):
            if (s["q"], s["r"]) in seen:
                errs.append(boards.error(f"hex ({s['q']}, {s['r']}) listed twice", where + (i,)))
            seen.add((s["q"], s["r"]))
        lay = B.Layout(side)
        n_x = len(lay.of_type("exploitation"))
        if n_x != exploitations:
            errs.append(boards.error(f"{n_x} exploitation spaces, but {exploitations} tokens are laid out", where))
        ruins = len(lay.of_type("ruin"))
        for n in range(lo, hi + 1):
            pc = c["by_players"].get(n)
            if pc and ruins * pc["ruin_capacity"] < n * c["sites_each"]:
                errs.append(boards.error(f"{ruins} ruins cannot hold the sites of {n} players", where))
        if not lay.connected(k for k in lay.keys if lay.types[k] != "forbidden"):
            errs.append(boards.error("the spaces that are not forbidden must all be connected", where))
    return errs


def _contracts(R, con, c: dict) -> list[DataError]:
    errs: list[DataError] = []
    cd = con.data
    hi = R.player_range()[1]
    refs = {"resources": c["resource_types"], "action_points": c["action_points"], "counts": COUNTS,
            "explorable": EXPLORABLE}
    for deck in ("neutral", "private"):
        if len(cd[deck]) != cd[f"{deck}_total"]:
            errs.append(con.error(f"{len(cd[deck])} {deck} contracts, not {cd[f'{deck}_total']}", (deck,)))
    all_ids = [x["id"] for x in cd["neutral"] + cd["private"]]
    for deck in ("neutral", "private"):
        for i, x in enumerate(cd[deck]):
            if all_ids.count(x["id"]) > 1:
                errs.append(con.error(f"contract id {x['id']!r} used twice", (deck, i, "id")))
            for r in x["resources"]:
                if r not in c["resource_types"]:
                    errs.append(con.error(f"unknown resource {r!r}", (deck, i, "resources")))
            if "power" in x:
                for path, problem in NODES.validate(x["power"], refs):
                    errs.append(con.error(f"power: {problem}", (deck, i, "power", *path)))
    if len(cd["private"]) < hi * c["private_each"]:
        errs.append(con.error(f"{hi} players need {hi * c['private_each']} private contracts", ("private",)))
    if len(cd["neutral"]) < c["display"]:
        errs.append(con.error("fewer neutral contracts than display spaces", ("neutral",)))
    return errs
