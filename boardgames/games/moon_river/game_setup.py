"""Moon River set-up: the steps of data/moon_river/setup.yaml (engine/setup_steps.py), with
what data cannot say: a Legends seat's character, the scenario drawn, the two-player draft.

Only the shuffles happen here; filling the saloon and turning over the first column are
the first chance steps of the game (tasks.py), and the draft follows them.
"""
from __future__ import annotations

from boardgames.engine.rules import Ctx

from .farm import open_map  # noqa: F401  (the set-up data calls it: a player's open map)

G = "moon_river"


def board_of_seat(legends: list[dict], seat: dict, players: list[dict]) -> dict:
    """The Legends board of the seat's colour; a colour without a character: the first free one."""
    board = next((b for b in legends if b["colour"] == seat.get("colour")), None)
    if board is None:
        used = {pl["board"] for pl in players}
        board = next(b for b in legends if b["id"] not in used)
    return board


def scenario(R, ctx: Ctx, state: dict, env: dict) -> str:
    """The scenario the options name, else one drawn at random."""
    wanted = state["options"].get("scenario", "random")
    if wanted not in R.scenarios:
        ordered = sorted(R.scenarios.values(), key=lambda s: s["number"])
        wanted = ordered[ctx.rng.below(len(ordered))]["id"]
        ctx.log(f"{G}.log.scenario_drawn", scenario=f"@{G}.scenario.{wanted}.name")
    else:
        ctx.log(f"{G}.log.scenario_chosen", scenario=f"@{G}.scenario.{wanted}.name")
    return wanted


def two_player_draft(order: list[int], ranchers: list[int]) -> list[int]:
    """With two players and two ranchers each, the first player places one, then the other
    places both, then the first places the second."""
    first = order[0]
    p0 = ranchers[first]
    others = [r for r in order[1:] if ranchers[r] != p0]
    rest = [r for r in order[1:] if ranchers[r] == p0]
    return [first, *others, *rest]
