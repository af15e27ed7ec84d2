"""Cross-checks of the Urubamba Valley data that a schema cannot express, located as file:line.
References, what every player count needs and the counts that weigh one file against another
are data (checks.yaml, run by engine/data_checks.py; the ids it names that no data file lists
are given below); the talents' abilities check themselves (their node types, nodes.py). What
is left is checked here: a check that weighs a value of one file against another file's is
blamed on the value it is about, read through `Located.at`, and names the other place."""
from __future__ import annotations

from boardgames.engine import data_checks
from boardgames.engine.menu import Menus
from boardgames.engine.yamlio import DataError

from .menus import Decision
from .nodes import NODES
from .tasks import TASKS
from .terrace import key

G = "urubamba_valley"


def validate(R) -> list[DataError]:
    files = R.spec.located
    given = {"reason": [k.rsplit(".", 1)[1] for k in R.spec.strings.get("en", {}) if k.startswith(f"{G}.why.")],
             "llama on the terrace": [l["id"] for l in R.data["terrace"]["llamas"] if "cell" in l],
             "decision": [t for t, kind in TASKS.types.items() if type(kind) is Decision and t in R.menus],
             "points bonus": [
                 NODES.types[n["type"]].order(n) for t in R.data["talents"]["talents"] for n in t["abilities"]
                 if n.get("type") in NODES.types and NODES.types[n["type"]].answers("plant_points")]}
    errs = data_checks.check(R, given, nodes={"talents:talents.*.abilities.*": NODES})
    ter = files["terrace"]
    for i, l in enumerate(ter.data["llamas"]):
        if "cell" in l and key(l["cell"]) not in R.layout.tier:
            errs.append(ter.error(f"llama {l['id']} stands off the terrace", ("llamas", i, "cell")))
    for i, t in enumerate(ter.data["tiers"]):
        if "seal" in t and not any(int(k.split(",")[0]) == t["seal"]["row"] and tier == t["tier"]
                                   for k, tier in R.layout.tier.items()):
            errs.append(ter.error(f"the seal of tier {t['tier']} is on row {t['seal']['row']}, outside the tier",
                                  ("tiers", i, "seal", "row")))
    tal = files["talents"]
    acts = files["actions"]
    for path, message in Menus.problems(NODES, acts.data):
        errs.append(acts.error(message, path))
    stages = {s: sum(1 for t in tal.data["talents"] if t["stage"] == s) for s in (1, 2, 3)}
    tiles = min(stages.values()) * tal.data["copies"]["count"]
    slots = files["markets"].at("talent_slots")
    if tiles < slots.value:      # blamed on the market, which asks for the tiles
        errs.append(slots.error(f"{slots.value} talent slots, but a stage has only {tiles} tiles "
                                f"({tal.at('talents').where})"))
    return errs
