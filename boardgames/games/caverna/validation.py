"""Cross-checks of the Caverna data that a schema cannot express, located as file:line.

Run by the catalog at load time (`rules.validate`).
The action spaces set-up names and a set-up for every player count are data (checks.yaml, run
by engine/data_checks.py); the data's nodes check themselves where they stand, each by its
kind, against the ids the rules hold; the free acts are checked as a menu.
"""
from __future__ import annotations

from boardgames.engine import data_checks
from boardgames.engine import refs as REFS
from boardgames.engine.menu import Menu
from boardgames.engine.yamlio import DataError

from . import conversions, countables
from .furnishings import EFFECTS
from .nodes import NODES

#: where the data holds flow nodes and furnishing effects, each checked by its kind
NODE_PATHS = {"actions:spaces.*.flow": NODES, "expeditions:loot.*.effect": NODES,
              "furnishings:tiles.*.effects.*": EFFECTS, "home_board:free_acts.*": conversions.FREE}


def validate(R) -> list[DataError]:
    files = R.spec.located
    errs = data_checks.check(R)
    refs = {"twin": [t["id"] for t in R.home["twins"]], "furnishing": list(R.tiles),
            "resources": list(R.holdings.boxes), "countables": [*R.holdings.boxes, *countables.COUNTABLES]}
    for path, registry in NODE_PATHS.items():
        for loc, where, node in REFS.values(files, path):
            errs += [loc.error(problem, where + tuple(inside)) for inside, problem in registry.validate(node, refs)]
    errs += [files["home_board"].error(problem, ("free_acts",) + where)
             for where, problem in Menu.problems(conversions.FREE, R.home["free_acts"])]
    return errs
