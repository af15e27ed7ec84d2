"""Moon River set-up: the shuffled box and partner stacks, the player boards, the draft order.

Only the shuffles happen here; filling the saloon and turning over the first column are
the first chance steps of the game (tasks.py), and the draft follows them.
"""
from __future__ import annotations

from boardgames.engine.rules import Ctx
from boardgames.engine.tasks import push_all

from . import farm as F

G = "moon_river"


def setup(R, ctx: Ctx, state: dict) -> None:
    cfg_all = R.data["setup"]
    n = len(state["seats"])
    cfg = cfg_all["by_players"][n]
    state.update(n=n, rows=cfg["rows"], cols=cfg_all["cols"], round=1, final=False, over=False)
    ctx.log(f"{G}.log.setup", n=n)
    state["plots"] = dict(R.plot_design)
    bag = sorted(R.plot_design)
    ctx.rng.shuffle(bag)
    state["bag"] = bag
    state["tokens"] = dict(R.token_kind)
    pile = sorted(R.token_kind)
    ctx.rng.shuffle(pile)
    stacks = cfg_all["partner_stacks"]
    state["stacks"] = [pile[i::stacks] for i in range(stacks)]
    state["saloon"] = [None] * cfg_all["saloon_spaces"]
    state["cows_supply"] = cfg_all["cows"]
    state["removed"] = []
    state["bonus_left"] = list(R.bonus_tiles) if cfg["bonus_tiles"] else []
    state["players"] = _players(R, state)
    state["scenario"] = _scenario(R, ctx, state) if state["mode"] == "legends" else None
    state["ranchers"] = [p for p in range(n) for _ in range(cfg["ranchers_each"])]
    state["line"] = {"current": None, "next": None}
    state["draft"] = _draft_order(ctx, state, cfg["ranchers_each"])
    state["turn"] = {"rancher": None, "player": None}
    state["card"] = None
    state["tasks"] = []
    push_all(state, [{"t": "refill"}, {"t": "column", "to": "current"}, {"t": "draft"},
                     R.TASKS["rounds"].start()])


def _players(R, state: dict) -> list[dict]:
    boards = R.data["boards"]
    players = []
    for seat in state["seats"]:
        if state["mode"] == "legends":
            board = next((b for b in boards["legends"] if b["colour"] == seat.get("colour")), None)
            if board is None:  # a seat colour without a character: use the first free one
                used = {pl["board"] for pl in players}
                board = next(b for b in boards["legends"] if b["id"] not in used)
        else:
            board = boards["camp"]
        players.append({"board": board["id"], "bridges": list(board["bridges"]),
                        "capacity": board["storage"], "storage": [], "farm": {}, "cows": {},
                        "partners": {}, "discarded": [], "bonus": None, "cards": [],
                        "open": F.open_map({}, None, board["bridges"], state["rows"], state["cols"])})
    return players


def _scenario(R, ctx: Ctx, state: dict) -> str:
    wanted = state["options"].get("scenario", "random")
    if wanted not in R.scenarios:
        ordered = sorted(R.scenarios.values(), key=lambda s: s["number"])
        wanted = ordered[ctx.rng.below(len(ordered))]["id"]
        ctx.log(f"{G}.log.scenario_drawn", scenario=f"@{G}.scenario.{wanted}.name")
    else:
        ctx.log(f"{G}.log.scenario_chosen", scenario=f"@{G}.scenario.{wanted}.name")
    return wanted


def _draft_order(ctx: Ctx, state: dict, each: int) -> list[int]:
    """Ranchers in a random order; with two players and two ranchers each, the first player
    places one, then the other places both, then the first places the second."""
    order = list(range(len(state["ranchers"])))
    ctx.rng.shuffle(order)
    if each == 2 and state["n"] == 2:
        first = order[0]
        p0 = state["ranchers"][first]
        others = [r for r in order[1:] if state["ranchers"][r] != p0]
        rest = [r for r in order[1:] if state["ranchers"][r] == p0]
        order = [first, *others, *rest]
    return order
