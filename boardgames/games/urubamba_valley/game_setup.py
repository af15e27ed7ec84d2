"""Urubamba Valley set-up: the steps of data/urubamba_valley/setup.yaml (engine/setup_steps.py;
rulebook "遊戲設置"; fact sheet 6; data/urubamba_valley/NOTES.md), with what they do not say:
the log of the set-up seeds (a log step writes one entry) and the first refill.

Set-up shuffles and draws use the state's own random stream; every later draw is a chance
step (tasks.Refill).
"""
from __future__ import annotations

from boardgames.engine.rules import Ctx

from . import economy as E
from .observe import cube_totals  # noqa: F401  (the set-up data calls it: the cubes' totals)
from .tasks import TASKS

G = "urubamba_valley"


def log_llama_seeds(R, ctx: Ctx, state: dict, env: dict) -> None:
    """The log says each set-up seed put under a llama (the steps put them there)."""
    for crop in env["llama_seeds"]:
        ctx.log(f"{G}.log.llama_seed", seed=E.seed_label(crop))


def refill(R, ctx: Ctx, state: dict, env: dict) -> None:
    """Slot 6 and the talent market filled like any later refill, with the set-up's stream."""
    TASKS["refill"].reveal(R, ctx, state, {})
