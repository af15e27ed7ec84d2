"""Moon River invariants checked after every step in tests and `simulate`."""
from __future__ import annotations

from collections import Counter

from . import farm as F


def check(rules, state: dict) -> list[str]:
    errs: list[str] = []
    seen: Counter = Counter()
    seen.update(state["bag"])
    for col in ("current", "next"):
        for slot in state["line"][col] or []:
            if slot["plot"] is not None:
                seen[slot["plot"]] += 1
    seen.update(state["removed"])
    cows_on_farms = 0
    placed_tokens: Counter = Counter()
    tf = rules.terrain_fn(state)
    for p, pl in enumerate(state["players"]):
        seen.update(pl["storage"])
        seen.update(pl["discarded"])
        seen.update(x for x in pl["farm"].values() if x not in rules.bonus_tiles)
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
            cows_on_farms += n
        for k, tok in pl["partners"].items():
            placed_tokens[tok["token"]] += 1
            if k not in pl["farm"] or not rules.design_of_plot(state, pl["farm"][k]).get("circles"):
                errs.append(f"player {p} has a partner off a circle at {k}")
        if pl["open"] != F.open_map(pl["farm"], tf, pl["bridges"], state["rows"], state["cols"]):
            errs.append(f"player {p}: the open map does not match the farm")
        in_cards = [k for card in pl["cards"] for k in card]
        if len(set(in_cards)) != len(in_cards) or any(k not in pl["farm"] for k in in_cards):
            errs.append(f"player {p}: landscape cards overlap or lie off the farm")
        if state.get("over") and any(n > 1 for n in pl["cows"].values()):
            errs.append(f"player {p} keeps more than one cow on a plot after the game")
    all_plots = set(rules.plot_design)
    if set(seen) != all_plots or any(v != 1 for v in seen.values()):
        missing = sorted(all_plots - set(seen))[:5]
        dup = sorted(k for k, v in seen.items() if v > 1)[:5]
        errs.append(f"plots not accounted for: missing {missing} duplicated {dup}")
    placed_tokens.update(t for t in state["saloon"] if t is not None)
    for stack in state["stacks"]:
        placed_tokens.update(stack)
    if set(placed_tokens) != set(state["tokens"]) or any(v != 1 for v in placed_tokens.values()):
        errs.append("partner tokens not accounted for")
    total_cows = rules.data["setup"]["cows"]
    if state["cows_supply"] < 0 or state["cows_supply"] + cows_on_farms != total_cows:
        errs.append(f"cows: supply {state['cows_supply']} + farms {cows_on_farms} != {total_cows}")
    bonus_total = len(rules.bonus_tiles) if rules.data["setup"]["by_players"][state["n"]]["bonus_tiles"] else 0
    used = sum(1 for pl in state["players"] if pl["bonus"])
    if used + len(state["bonus_left"]) != bonus_total:
        errs.append("bonus tiles not accounted for")
    errs += rules.stack_problems(state)
    return errs
