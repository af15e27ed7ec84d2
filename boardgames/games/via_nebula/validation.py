"""Cross-checks of the Via Nebula data that a schema cannot express, located as file:line.

Run by the catalog at load time (`rules.validate`). Ids and the references to them are
declared below (engine/refs.py); the contract powers and the entries of the turn's menu check
themselves (each node is validated by its type against the other data files); what is left
here are sums and counts that weigh one file against another. Such a check is blamed on the
value it is about, read through `Located.at`, and names the other place in its message.
"""
from __future__ import annotations

from boardgames.engine import refs as REFS
from boardgames.engine.menucheck import menu_errors
from boardgames.engine.yamlio import DataError

from . import board as B
from .nodes import NODES

#: where each kind of id is declared, and where it is referred to (engine/refs.py)
IDS = {
    "resource": ["setup:resource_types.*"],
    "token": ["tokens:normal.*.id", "tokens:special.*.id"],
    "contract": ["contracts:neutral.*.id", "contracts:private.*.id"],
}
REFERENCES = {
    "setup:resources.~": "resource",
    "tokens:normal.*.resource": "resource",
    "tokens:special.*.resource": "resource",
    "contracts:neutral.*.resources.*": "resource",
    "contracts:private.*.resources.*": "resource",
}
#: mappings that must hold every id of a kind (engine/refs.py `covers`)
COVERS = {
    "setup:by_players": "player count",        # the numbers of every player count the game allows
    "setup:resources": "resource",             # the total of every resource type
}


def validate(R) -> list[DataError]:
    files = R.spec.located
    c = files["setup"].data
    refs = {"resources": c["resource_types"], "action_points": c["action_points"]}
    lo, hi = R.player_range()
    return (REFS.check(files, IDS, REFERENCES, covers=COVERS,
                       given={"player count": range(lo, hi + 1)}) + _setup(files["setup"])
            + _tokens(files["tokens"], files["setup"])
            + _boards(R, files["boards"], files["setup"], files["tokens"])
            + _contracts(R, files["contracts"], files["setup"], refs)
            + menu_errors(files["actions"], NODES, ("turn",), refs))


def _setup(cfg) -> list[DataError]:
    errs: list[DataError] = []
    c = cfg.data
    for n, pc in c["by_players"].items():          # every player count has one: `validate`
        if n * c["stacks"] * pc["stack_size"] > c["meadow_tiles"]:
            errs.append(cfg.error(f"{n} players need more meadow tiles than the {c['meadow_tiles']} in the box",
                                  ("by_players", n, "stack_size")))
    return errs


def _tokens(tok, cfg) -> list[DataError]:
    errs: list[DataError] = []
    t = tok.data
    total = sum(x["count"] for x in t["normal"])
    if total != t["normal_total"]:
        errs.append(tok.error(f"normal token counts add up to {total}, not {t['normal_total']}", ("normal_total",)))
    removed = cfg.at("specials_removed")
    if len(t["special"]) <= removed.value:
        errs.append(removed.error(f"{removed.value} special tokens removed of the {len(t['special'])} there are "
                                  f"({tok.at('special').where})"))
    return errs


def _boards(R, boards, cfg, tok) -> list[DataError]:
    errs: list[DataError] = []
    c, t = cfg.data, tok.data
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
            errs.append(boards.error(f"{n_x} exploitation spaces, but {exploitations} tokens are laid out "
                                     f"({tok.at('normal_total').where}, {cfg.at('specials_removed').where})", where))
        ruins = len(lay.of_type("ruin"))
        for n in range(lo, hi + 1):
            pc = c["by_players"].get(n)
            if pc and ruins * pc["ruin_capacity"] < n * c["sites_each"]:
                errs.append(boards.error(f"{ruins} ruins cannot hold the sites of {n} players ("
                                         f"{cfg.at('sites_each').where}, {cfg.at('by_players', n).where})", where))
        if not lay.connected(k for k in lay.keys if lay.types[k] != "forbidden"):
            errs.append(boards.error("the spaces that are not forbidden must all be connected", where))
    return errs


def _contracts(R, con, cfg, refs) -> list[DataError]:
    errs: list[DataError] = []
    cd = con.data
    hi = R.player_range()[1]
    for deck in ("neutral", "private"):
        if len(cd[deck]) != cd[f"{deck}_total"]:
            errs.append(con.error(f"{len(cd[deck])} {deck} contracts, not {cd[f'{deck}_total']}", (deck,)))
    for deck in ("neutral", "private"):
        for i, x in enumerate(cd[deck]):
            if "power" in x:
                for path, problem in NODES.validate(x["power"], refs):
                    errs.append(con.error(f"power: {problem}", (deck, i, "power", *path)))
    # the decks are held to their printed totals above: what asks more of them is the set-up
    each = cfg.at("private_each")
    if len(cd["private"]) < hi * each.value:
        errs.append(each.error(f"{hi} players need {hi * each.value} private contracts, but there are "
                               f"{len(cd['private'])} ({con.at('private').where})"))
    display = cfg.at("display")
    if len(cd["neutral"]) < display.value:
        errs.append(display.error(f"{display.value} display spaces, but only {len(cd['neutral'])} neutral "
                                  f"contracts ({con.at('neutral').where})"))
    return errs
