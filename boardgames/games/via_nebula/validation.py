"""Cross-checks of the Via Nebula data that a schema cannot express, located as file:line.

Run by the catalog at load time (`rules.validate`). Ids, the references to them and the sums
and counts that weigh one file against another are data (checks.yaml, run by
engine/data_checks.py); the contract powers (NODE_PATHS) and the entries of the turn's menu
check themselves (each node is validated by its type against the other data files); what is
left here is the boards' geometry: what a side's spaces are and hold, read through its layout.
"""
from __future__ import annotations

from boardgames.engine import data_checks
from boardgames.engine.menucheck import menu_errors
from boardgames.engine.yamlio import DataError

from . import board as B
from .nodes import NODES


#: the contract powers, each a node that checks itself against the ids known (engine/refs.py)
NODE_PATHS = {"contracts:neutral.*.power": NODES, "contracts:private.*.power": NODES}


def validate(R) -> list[DataError]:
    files = R.spec.located
    c = files["setup"].data
    refs = {"resource": c["resource_types"], "action point": range(c["action_points"] + 1)}
    return (data_checks.check(R, {"action point": refs["action point"]}, NODE_PATHS)
            + _boards(R, files["boards"], files["setup"], files["tokens"])
            + menu_errors(files["actions"], NODES, ("turn",), refs))


def _boards(R, boards, cfg, tok) -> list[DataError]:
    """A side has a space for every exploitation token laid out, ruins for every player's
    sites, and its spaces that are not forbidden connected."""
    errs: list[DataError] = []
    c, t = cfg.data, tok.data
    exploitations = t["normal_total"] + len(t["special"]) - c["specials_removed"]
    lo, hi = R.player_range()
    for side_id, side in boards.data["sides"].items():
        where = ("sides", side_id, "spaces")
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
