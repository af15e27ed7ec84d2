"""Moon River invariants checked after every step in tests and `simulate`: the farms' geometry,
storage, cows and partners where they may be, the bonus tiles. Where each plot, partner token
and cow lies is data/moon_river/zones.yaml (engine/zones.py checks it)."""
from __future__ import annotations

from . import farm as F


def check(rules, state: dict) -> list[str]:
    errs: list[str] = []
    tf = rules.terrain_fn(state)
    for p, pl in enumerate(state["players"]):
        cap = pl["capacity"] + (1 if state["turn"]["player"] == p else 0)
        if len(pl["storage"]) > cap:
            errs.append(f"player {p} stores {len(pl['storage'])} plots (capacity {pl['capacity']})")
        for k in pl["farm"]:
            r, c = F.cell(k)
            if not (0 <= r < state["rows"] and 0 <= c < state["cols"]):
                errs.append(f"player {p} has a plot outside the farm at {k}")
        for k, n in pl["cows"].items():
            if n <= 0:
                errs.append(f"player {p} has {n} cows at {k}")
            if k not in pl["farm"]:
                errs.append(f"player {p} has cows on an empty cell {k}")
            elif tf(pl["farm"][k]) in rules.no_cows:
                errs.append(f"player {p} has cows on a {tf(pl['farm'][k])} at {k}")
        for k in pl["partners"]:
            if k not in pl["farm"] or not rules.design_of_plot(state, pl["farm"][k]).get("circles"):
                errs.append(f"player {p} has a partner off a circle at {k}")
        if pl["open"] != F.open_map(pl["farm"], tf, pl["bridges"], state["rows"], state["cols"]):
            errs.append(f"player {p}: the open map does not match the farm")
        in_cards = [k for card in pl["cards"] for k in card]
        if len(set(in_cards)) != len(in_cards) or any(k not in pl["farm"] for k in in_cards):
            errs.append(f"player {p}: landscape cards overlap or lie off the farm")
        if state.get("over") and any(n > 1 for n in pl["cows"].values()):
            errs.append(f"player {p} keeps more than one cow on a plot after the game")
    bonus_total = len(rules.bonus_tiles) if rules.data["setup"]["by_players"][state["n"]]["bonus_tiles"] else 0
    used = sum(1 for pl in state["players"] if pl["bonus"])
    if used + len(state["bonus_left"]) != bonus_total:
        errs.append("bonus tiles not accounted for")
    errs += rules.stack_problems(state)
    return errs
