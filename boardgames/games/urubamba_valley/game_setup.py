"""Urubamba Valley set-up: the steps of data/urubamba_valley/setup.yaml (engine/setup_steps.py;
rulebook "遊戲設置"; fact sheet 6; data/urubamba_valley/NOTES.md), with what data cannot say:
each seat's crop, the set-up seeds under the llamas.

Set-up shuffles and draws use the state's own random stream; every later draw is a chance
step (tasks.Refill).
"""
from __future__ import annotations

from boardgames.engine.rules import Ctx

from . import economy as E
from .observe import cube_totals  # noqa: F401  (the set-up data calls it: the cubes' totals)
from .tasks import TASKS
from .terrace import ISOLATED, SEED, key

G = "urubamba_valley"


def seat_crops(R, seats: list[dict]) -> list[str]:
    """Each seat's crop, by its colour (else the crop of its place); seats of one colour: the
    crops by seat order."""
    by_colour = {c["colour"]: c["id"] for c in R.data["crops"]["crops"]}
    crops = [by_colour.get(s.get("colour"), R.crops[i]) for i, s in enumerate(seats)]
    return crops if len(set(crops)) == len(seats) else R.crops[:len(seats)]


def seed_llamas(R, ctx: Ctx, state: dict, env: dict) -> None:
    """The set-up seeds (`llama_seeds`) under the llamas this player count names, isolated."""
    llama_cells = {l["id"]: key(l["cell"]) for l in R.data["terrace"]["llamas"] if "cell" in l}
    for lid, crop in zip(env["per"]["llama_seeds"], env["llama_seeds"]):
        sp = state["cells"][llama_cells[lid]]
        sp[SEED], sp[ISOLATED] = crop, True
        ctx.log(f"{G}.log.llama_seed", seed=E.seed_label(crop))


def refill(R, ctx: Ctx, state: dict, env: dict) -> None:
    """Slot 6 and the talent market filled like any later refill, with the set-up's stream."""
    TASKS["refill"].reveal(R, ctx, state, {})
