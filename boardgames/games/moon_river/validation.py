"""Cross-checks of the Moon River data that a schema cannot express, located as file:line.

Run by the catalog at load time (`rules.validate`).
Ids, the references to them, a set-up for every player count and the counts that weigh one
file against another are data (checks.yaml, run by engine/data_checks.py); the partners'
effects check themselves where they stand (NODE_PATHS). What is left is checked here.
"""
from __future__ import annotations

from boardgames.engine import data_checks
from boardgames.engine.menucheck import menu_errors
from boardgames.engine.yamlio import DataError

from .nodes import NODES
from .tasks import TASKS

#: the partners' effects, each a node that checks itself (engine/refs.py)
NODE_PATHS = {"partners:cowboy.effect": NODES, "partners:experts.*.effect": NODES}


def validate(R) -> list[DataError]:
    files = R.spec.located
    errs = data_checks.check(R, nodes=NODE_PATHS) + _cows(files["plots"])
    turn = files["turn"]
    for name in turn.data:
        errs += menu_errors(turn, NODES, (name,), task=TASKS[name])
    return errs


def _cows(plots) -> list[DataError]:
    """No plot design, nor a bonus tile's face, shows cows or circles on a terrain that holds
    no cows."""
    d = plots.data
    places = [("designs", i) for i in range(len(d["designs"]))] + [
        ("bonus_tiles", i, "faces", j) for i, t in enumerate(d["bonus_tiles"]) for j in range(len(t["faces"]))]
    return [plots.error("cows and circles cannot be on a terrain that holds no cows", where) for where in places
            if (design := plots.at(*where).value)["terrain"] in d["no_cows"]
            and (design.get("cows") or design.get("circles"))]
