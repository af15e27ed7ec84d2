"""The round: reveal a card (and a harvest marker), round-start income, replenish, the work
phase in turn order, returning home, the harvest, and the end of the game.
"""
from __future__ import annotations

from boardgames.engine.mechanics.accumulate import refill

from .countables import count
from .goods import add
from .actions import available_dwarfs

G = "caverna"


def start_round(R, ctx, state: dict) -> None:
    later = [r for r in state["rounds"] if r > state["round"]]
    r = later[0]
    state["round"] = r
    state["phase"] = "work"
    card = state["deck"].pop(0)
    spec = R.cards[card]
    face = spec["faces"][0]
    state["cards"][str(r)] = face
    state["spaces"][face] = {"goods": {}, "occ": None, "protected": False}
    ctx.log(f"{G}.log.round", n=r, space=f"@{G}.space.{face}")
    for other in R.cfg["round_cards"]:
        if other.get("flip_when_revealed") == card:
            _flip(R, ctx, state, other)
    state["harvest"] = _harvest_kind(R, ctx, state, r)
    for sp in state["spaces"].values():
        sp["protected"] = False
    for p, pl in enumerate(state["players"]):
        pl["passed"] = False
        pl["skip"] = None
        goods = pl["supply"].pop(str(r), None)
        if goods:
            R.holdings.give(R, state, p, goods)
            ctx.log(f"{G}.log.supply", p, goods=R.goods_text(goods))
        for _, e in R.effects(pl, ("trigger", "round_start")):
            k = count(R, state, p, e["per"]) if "per" in e else 1
            if k:
                R.holdings.take(R, ctx, state, p, add({}, e["gain"], k))
    replenish(R, ctx, state)
    state["turn"] = state["start"]


def _flip(R, ctx, state: dict, card: dict) -> None:
    old, new = card["faces"][0], card["faces"][1]
    if old not in state["spaces"]:
        return
    state["spaces"][new] = state["spaces"].pop(old)
    for r, face in state["cards"].items():
        if face == old:
            state["cards"][r] = new
    ctx.log(f"{G}.log.flip", old=f"@{G}.space.{old}", new=f"@{G}.space.{new}")


def _harvest_kind(R, ctx, state: dict, r: int) -> str:
    per = R.cfg["by_players"][state["n"]]
    kinds = {x["round"]: x["kind"] for x in R.cfg["harvest_schedules"][per["harvest"]]["rounds"]}
    kind = kinds.get(r, "none")
    if kind == "marker":
        colour = state["markers"][str(r)]
        state["revealed"][str(r)] = colour
        if colour == "green":
            kind = "harvest"
        else:
            kind = R.cfg["red_events"][state["reds"]]
            state["reds"] += 1
        ctx.log(f"{G}.log.marker", colour=f"@{G}.harvest.{colour}", kind=f"@{G}.harvest.{kind}")
    return kind


def replenish(R, ctx, state: dict) -> None:
    """The accumulating spaces refill (setup.yaml `accumulating`); solo, a space holding too
    much is emptied unless protected."""
    refill(state, R.cfg["accumulating"], state["n"], state["round"])
    if R.cfg["by_players"][state["n"]]["solo_overflow"]:
        over = overflowing(R, state)
        if over:
            state["tasks"].append({"t": "protect", "p": 0, "spaces": over})


def overflowing(R, state: dict) -> list[str]:
    rule = R.cfg["solo_overflow"]
    out = []
    for sid, sp in state["spaces"].items():
        total = sum(sp["goods"].values())
        if total > rule["threshold"] if rule["compare"] == "more_than" else total >= rule["threshold"]:
            out.append(sid)
    return out


def protect_options(R, state: dict, task: dict) -> list[dict]:
    cost = R.cfg["solo_overflow"]["protect"]
    opts = []
    if R.holdings.has(state, task["p"], cost):
        opts = [{"space": s} for s in task["spaces"] if not state["spaces"][s]["protected"]]
    return opts + [{"act": "done"}]


def protect(R, ctx, state: dict, task: dict, option: dict) -> bool:
    if option.get("act") == "done":
        for sid in task["spaces"]:
            sp = state["spaces"][sid]
            if not sp["protected"]:
                sp["goods"] = {}
                ctx.log(f"{G}.log.cleared", space=f"@{G}.space.{sid}")
        return True
    R.holdings.pay(state, task["p"], R.cfg["solo_overflow"]["protect"])
    state["spaces"][option["space"]]["protected"] = True
    ctx.log(f"{G}.log.protected", task["p"], space=f"@{G}.space.{option['space']}")
    return False


# --- the work phase ---------------------------------------------------------------------------------
def next_worker(R, state: dict, after: int | None) -> int | None:
    """The next player (clockwise from `after`, or the start player) who still places a dwarf."""
    n = state["n"]
    first = state["turn"] if after is None else (after + 1) % n
    for k in range(n):
        p = (first + k) % n
        pl = state["players"][p]
        if not pl["passed"] and available_dwarfs(pl):
            return p
    return None


def return_home(R, ctx, state: dict) -> None:
    for pl in state["players"]:
        for d in pl["dwarfs"]:
            d["at"] = None
    for sp in state["spaces"].values():
        sp["occ"] = None
    ctx.log(f"{G}.log.home")
