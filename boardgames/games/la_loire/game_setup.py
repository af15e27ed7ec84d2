"""La Loire set-up: the steps of data/la_loire/setup.yaml (engine/setup_steps.py; rulebook
"Setup"; fact sheet 5; data/la_loire/NOTES.md), with what data cannot say: the shields dealt
apart and the open starting messages.

Every shuffle and deal uses the state's own random stream, so a seed replays the same game.
"""
from __future__ import annotations

from boardgames.engine.colouring import deal_apart
from boardgames.engine.rules import Ctx

from . import messages as MSG


def shields(R, ctx: Ctx, state: dict, env: dict) -> dict[str, str]:
    """The shields on the villages, no two neighbours alike."""
    return deal_apart(R.board.villages, R.board.neighbours, env["colours"], ctx.rng)


def start_messages(R, ctx: Ctx, state: dict, env: dict) -> None:
    """Each player draws a message of the set-up's level, open to all."""
    for p in range(state["n"]):
        MSG.draw(R, ctx, state, p, R.setup_data["start_message"], open_card=True)
