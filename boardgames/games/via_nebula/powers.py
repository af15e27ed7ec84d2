"""Contract powers: one small handler per power type in contracts.yaml.

Immediate powers are used right after the building is erected, at the player's option (every
power choice offers {"act": "skip"}); `end_bonus` powers only count at the end (scoring.py).
"""
from __future__ import annotations

from boardgames.engine.choice import msg

from . import board as B
from .board import add

G = "via_nebula"
IMMEDIATE = ("extra_action", "swap", "explore", "transport")
SKIP = {"act": "skip"}


def options(rules, state: dict, p: int, item: dict) -> list[dict]:
    power = item["power"]
    t = power["type"]
    if t == "extra_action":
        opts = [{"act": "use"}]
    elif t == "swap":
        opts = swap_options(rules, state, p)
    elif t == "explore":
        opts = []
        if state["turn"]["ap"] >= power["cost"]:
            opts = [{"act": "explore", "cell": B.cell(k)}
                    for k in rules.explore_cells(state, p, (power["space"],), power["tile"])]
    elif t == "transport":
        opts = rules.transport_options(state, p)
    else:
        raise ValueError(f"unknown power {t!r}")
    return opts + [dict(SKIP)]


def swap_options(rules, state: dict, p: int) -> list[dict]:
    out = []
    board = state["board"]
    for k, slot in rules.own_sites(state, p):
        res = board[k]["slots"][slot]["res"]
        for give in rules.rtypes:
            if not res.get(give):
                continue
            for take in rules.rtypes:
                if take != give and state["supply"][take] > 0:
                    out.append({"act": "swap", "cell": B.cell(k), "slot": slot, "give": give, "take": take})
    return out


def apply(rules, ctx, state: dict, p: int, option: dict) -> None:
    item = state["todo"].pop(0)
    power = item["power"]
    act = option["act"]
    if act == "skip":
        ctx.log(f"{G}.log.power_skipped", p, contract=rules.contract_label(item["contract"]))
        return
    t = power["type"]
    if t == "extra_action":
        state["turn"]["ap"] += power["actions"]
        ctx.log(f"{G}.log.extra_action", p, n=power["actions"])
    elif t == "swap":
        site = state["board"][B.key(option["cell"])]["slots"][option["slot"]]
        add(site["res"], option["give"], -1)
        state["supply"][option["give"]] += 1
        state["supply"][option["take"]] -= 1
        add(site["res"], option["take"], 1)
        ctx.log(f"{G}.log.swap", p, give=f"@{G}.resource.{option['give']}", take=f"@{G}.resource.{option['take']}")
    elif t == "explore":
        state["turn"]["ap"] -= power["cost"]
        rules.explore(ctx, state, p, B.key(option["cell"]), power["tile"])
    elif t == "transport":
        rules.transport(ctx, state, p, B.key(option["from"]), B.key(option["to"]), option["slot"])
    else:
        raise ValueError(f"unknown power {t!r}")


def effect_message(power: dict) -> list[dict]:
    """Rule text of a power, from its data (tooltips and the rules help)."""
    t = power["type"]
    if t == "extra_action":
        return [msg(f"{G}.effect.extra_action", n=power["actions"])]
    if t in ("swap", "transport"):
        return [msg(f"{G}.effect.{t}")]
    if t == "explore":
        space = f"@{G}.space.{power['space']}"
        lines = [msg(f"{G}.effect.explore_free", space=space) if power["cost"] == 0
                 else msg(f"{G}.effect.explore_cost", space=space, n=power["cost"])]
        if power["tile"] == "supply":
            lines.append(msg(f"{G}.effect.tile_supply"))
        return lines
    if t == "end_bonus":
        line = (msg(f"{G}.effect.end_bonus_each", vp=power["vp"], what=f"@{G}.count.{power['count']}")
                if power["every"] == 1 else
                msg(f"{G}.effect.end_bonus_every", vp=power["vp"], every=power["every"],
                    what=f"@{G}.counts.{power['count']}"))
        lines = [line]
        if power.get("max"):
            lines.append(msg(f"{G}.effect.end_bonus_max", max=power["max"]))
        return lines
    raise ValueError(f"unknown power {t!r}")
