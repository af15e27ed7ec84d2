"""Urubamba Valley invariants, checked after every step in tests and `simulate`: each
player's 4 workers accounted for; the terrace sound. Coins (conserved, none negative), talent
tiles (at most 3 a player), llamas, the 60 seed tiles (the vine market's at most its size) and
the technology cubes (one a slot, no crop twice) are data/urubamba_valley/zones.yaml's
(engine/zones.py checks them)."""
from __future__ import annotations

from . import talents as T
from .terrace import ISOLATED, LLAMA, SEED, WORKER, key


def check(R, state: dict) -> list[str]:
    errs: list[str] = []
    players = state["players"]
    # the terrace
    cells = state["cells"]
    if set(cells) != set(R.layout.keys):
        return errs + ["the terrace does not match its layout"]
    bad = [k for k, sp in cells.items() if sp.__class__ is not list or len(sp) != 4]
    if bad:
        return errs + [f"cells not [seed, llama, worker, isolated]: {bad[:3]}"]
    for k, sp in cells.items():
        if sp[ISOLATED] and sp[SEED] is None:
            errs.append(f"an isolated cell {k} without a seed")
        if sp[SEED] is not None and R.layout.tier[k] in state["sealed"] and not sp[ISOLATED]:
            errs.append(f"a planted seed on sealed tier at {k}")
    for p, pl in enumerate(players):
        shedding = any(task.get("t") == "shed" and task.get("p") == p for task in state["tasks"])
        if len(pl["warehouse"]) > T.warehouse_size(R, state, p) and not shedding:
            errs.append(f"player {p} stores {len(pl['warehouse'])} seeds")
        if pl["tech"][0] != pl["crop"]:
            errs.append(f"player {p} lost their own technology")
        top = len(R.harvest) - 1
        if any(not 0 <= x <= top for x in pl["track"]):
            errs.append(f"player {p} track {pl['track']}")
        extra = sum(kind.track_workers(node) for _, node, kind in R.held.abilities(state, p))
        if len(pl["track"]) != 1 + min(1, extra):
            errs.append(f"player {p} has {len(pl['track'])} harvest workers")
        if T.workers_out(state, p) > R.data["setup"]["workers_each"]:
            errs.append(f"player {p} uses more than {R.data['setup']['workers_each']} workers")
        for e in pl["talents"]:
            if e["charged"] and not R.held.once(e["id"]):
                errs.append(f"a worker marker on {e['id']}, which has no one-time ability")
    # workers and llamas on the terrace
    for k, sp in cells.items():
        w = sp[WORKER]
        if w is None:
            continue
        p, kind = w
        node = R.worker_role.get(kind)
        if node is None or not any(R.worker_kind[e["id"]] is node for e in players[p]["talents"]):
            errs.append(f"a {kind} worker of player {p} at {k} without its talent")
        elif node["on"] == "field" and sp[SEED] is None:
            errs.append(f"a {kind} worker off a field at {k}")
        if not R.layout.takes_pieces(state["sealed"], k):
            errs.append(f"a {kind} worker on sealed tier at {k}")
    home = {key(l["cell"]): l["id"] for l in R.data["terrace"]["llamas"] if "cell" in l}
    for k, sp in cells.items():         # on a sealed tier only a set-up llama, where set-up put it
        if sp[LLAMA] is not None and not R.layout.takes_pieces(state["sealed"], k) and home.get(k) != sp[LLAMA]:
            errs.append(f"llama {sp[LLAMA]} on sealed tier at {k}")
    for d in state["debts"]:
        if d["tier"] in state["sealed"]:
            errs.append(f"a debt for sealed tier {d['tier']}")
    return errs + R.stack_invariants(state, bottom="turns")
