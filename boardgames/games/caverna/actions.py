"""Action spaces: placing a dwarf, walking the space's flow tree, imitation.

A dwarf may go on an empty space whose flow can achieve something for that dwarf (a space
with forge/expedition parts depends on whether the dwarf is armed and how strong). Dwarfs go
out in ascending weapon strength; another dwarf may go first for 1 ruby.
"""
from __future__ import annotations

from boardgames.engine.flow import new_cursor

from . import reach

G = "caverna"


def flow_task(p: int, space: str, dwarf: int | None, src: str | None = None) -> dict:
    return {"t": "flow", "p": p, "space": space, "env": {"dwarf": dwarf, "src": src or space}, "cur": new_cursor()}


def available_dwarfs(pl: dict) -> list[int]:
    return [i for i, d in enumerate(pl["dwarfs"]) if d["at"] is None and not d["new"]]


def iter_placement_options(R, state, p: int):
    """The places a dwarf may go, one at a time: a search's tries only learn that there is a
    choice of them (`Place.iter_options`)."""
    pl = state["players"][p]
    by_strength = {}                  # the first free dwarf of each weapon strength
    for i in available_dwarfs(pl):
        by_strength.setdefault(pl["dwarfs"][i]["w"], i)
    if not by_strength:
        return
    lowest = min(by_strength)
    can_ruby = R.holdings.has(state, p, R.home["ruby"]["out_of_order"])
    candidates = [(w, i) for w, i in sorted(by_strength.items()) if w == lowest or can_ruby]
    probe = reach.probe(R, state, p)  # one decision: each leaf question answered once
    env = probe.env                   # what the questions read of it is read as they are asked
    plans, sensitive = R.reach.tree_plans(probe), R.sensitive
    answer = probe.answer
    for sid, sp in state["spaces"].items():
        if sp["occ"] is not None:
            continue
        env["src"] = sid
        result = None
        for w, i in candidates:
            if result is None or sensitive[sid]:
                env["dwarf"] = i
                result = plans[sid]       # Plans.decide, without a call per space
                while result.__class__ is tuple:
                    q = result[0]
                    result = result[2] if (q.run(probe, q.node, q.before) if q.cheap else answer(q)) else result[1]
            if result:
                opt = {"act": "place", "space": sid, "dwarf": i}
                if w != lowest:
                    opt["ruby"] = True
                yield opt


def place(R, ctx, state, p: int, option: dict) -> None:
    pl = state["players"][p]
    sid, i = option["space"], option["dwarf"]
    if option.get("ruby"):
        R.holdings.pay(state, p, R.home["ruby"]["out_of_order"])
    pl["dwarfs"][i]["at"] = sid
    state["spaces"][sid]["occ"] = [p, i]
    state["act"] = {"p": p, "dwarf": i, "space": sid, "carpenter_used": False}
    ctx.log(f"{G}.log.place", p, space=f"@{G}.space.{sid}", strength=pl["dwarfs"][i]["w"],
            ruby=bool(option.get("ruby")))
    state["tasks"].append(flow_task(p, sid, i))
