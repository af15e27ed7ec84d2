"""The harvest: field phase, feeding (begging markers for missing food), breeding.

Kinds (setup.yaml `harvests`, their steps): none; harvest; feed_one (1 food per dwarf, no field
or breeding phase); skip_one (each player skips either the field or the breeding phase,
feeding always happens). Players feed and breed in turn order from the starting player. The
work is queued as tasks:
  {"t": "skip_phase", "p"}  choose which phase to skip (skip_one)
  {"t": "field", "p"}       automatic
  {"t": "feed", "p", "per": food per adult dwarf}
  {"t": "breeding", "p"}    automatic unless several newborn sets are possible
"""
from __future__ import annotations

from boardgames.engine.tasks import push_all
from boardgames.engine.turns import clockwise

from . import animals as A
from . import home as H
from .countables import count
from .goods import need_housing

G = "caverna"


def start(R, ctx, state: dict) -> None:
    """The harvest's steps (setup.yaml `harvests`), each a task of every player in turn order."""
    kind = state["harvest"] or "none"
    state["phase"] = "harvest"
    steps = R.cfg["harvests"][kind]
    if not steps:
        ctx.log(f"{G}.log.no_harvest")
        return
    ctx.log(f"{G}.log.harvest", kind=f"@{G}.harvest.{kind}")
    feed, order = R.cfg["feeding"], clockwise(state["n"], state["start"])
    push_all(state, [{"t": step["t"], "p": p, **{k: feed[amount] for k, amount in step.items() if k != "t"}}
                     for step in steps for p in order])


def field(R, ctx, state: dict, p: int) -> None:
    pl = state["players"][p]
    if pl["skip"] == "field":
        return
    got = {}
    for cell in sorted(pl["crops"]):
        crop = pl["crops"][cell]
        (good, k), = crop.items()
        crop[good] = k - 1
        got[good] = got.get(good, 0) + 1
        if crop[good] == 0:
            del pl["crops"][cell]
    if got:
        R.holdings.give(R, state, p, got)
        ctx.log(f"{G}.log.field", p, goods=R.goods_text(got))
        need_housing(state, p)          # an emptied field is unsown again (Stubble room)


def need(R, state: dict, p: int, task: dict) -> int:
    pl = state["players"][p]
    total = sum(task["new"] if d["new"] else task["per"] for d in pl["dwarfs"])
    for _, e in R.effects(pl, "discount"):
        if "feeding" in e["on"]:
            k = count(R, state, p, e["per"]) if "per" in e else 1
            total -= e["goods"].get("food", 0) * k
    return max(0, total)


def feed_options(R, state: dict, task: dict) -> list[dict]:
    p = task["p"]
    pl = state["players"][p]
    opts = [{"act": "feed"}]
    total = need(R, state, p, task)
    # the rulebook: a player who cannot, or does not want to, pay takes begging markers
    # (games saved before this rule came in go on without it: upgrade.py)
    if state["options"].get("voluntary_begging", True):
        opts += [{"act": "feed", "keep": k} for k in range(1, min(total, pl["goods"]["food"]) + 1)]
    if total > 0:
        for _, e in R.effects(pl, "feed_with"):
            for goods in e["options"]:
                if R.holdings.has(state, p, goods):
                    opt = {"act": "feed", "with": dict(goods)}
                    if opt not in opts:
                        opts.append(opt)
    return opts


def feed(R, ctx, state: dict, task: dict, option: dict) -> None:
    p = task["p"]
    pl = state["players"][p]
    total = need(R, state, p, task)
    if option.get("with"):
        R.holdings.pay(state, p, option["with"])
        # one dwarf eats the goods instead of its food (an adult's share if there is one)
        share = task["per"] if any(not d["new"] for d in pl["dwarfs"]) else task["new"]
        total = max(0, total - share)
    paid = min(total, pl["goods"]["food"] - option.get("keep", 0))
    pl["goods"]["food"] -= paid
    missing = total - paid
    if missing:
        pl["begging"] += missing * R.cfg["feeding"]["begging_per_missing_food"]
    ctx.log(f"{G}.log.feed", p, food=paid, begging=missing)


def breeding_options(R, state: dict, task: dict) -> list[dict]:
    return [{"animals": [A.FARM[t] for t in s]} for s in H.breeding_sets(R, state, task["p"])]


def end(R, ctx, state: dict) -> None:
    for pl in state["players"]:
        for d in pl["dwarfs"]:
            d["new"] = False
        pl["skip"] = None
