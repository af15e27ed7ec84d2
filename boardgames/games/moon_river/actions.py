"""What happens on the table in Moon River: plots taken, landscape cards placed, symbols
resolved, cows moved, columns turned over, the end-of-round clean-up and the end.

Plain functions of the rules (R), the context and the state, called by the task types
(tasks.py) and the partner effects (nodes.py), which decide *when*; these say *what*.
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.rules import Ctx
from boardgames.engine.tasks import push_all

from . import farm as F

G = "moon_river"


def why(key: str, **args) -> dict:
    """A refusal in the player's words (`moon_river.why.<key>`)."""
    return msg(f"{G}.why.{key}", **args)


def on_farm(state: dict, c) -> bool:
    """Is `c` (an option's [row, col]) a cell of a farm?"""
    return (isinstance(c, (list, tuple)) and len(c) == 2 and all(isinstance(x, int) for x in c)
            and 0 <= c[0] < state["rows"] and 0 <= c[1] < state["cols"])


def terrain_ref(terrain: str) -> str:
    return f"@{G}.terrain.{terrain}"


# --- the draft line (the saloon is a market row: engine/market_refill.py, markets.yaml) ----------
def draw_column(R, ctx: Ctx, state: dict) -> list[dict]:
    """Four plots from the end of the bag, sorted by back number (ties keep the draw order)."""
    size = R.data["setup"]["column_size"]
    bag = state["bag"]
    drawn = [bag.pop() for _ in range(min(size, len(bag)))]
    drawn.sort(key=lambda plot: R.designs[state["plots"][plot]]["number"])
    ctx.log(f"{G}.log.column", plots=[terrain_ref(R.terrain_of(x)) for x in drawn])
    return [{"plot": plot, "rancher": None} for plot in drawn]


def free_slots(column: list[dict] | None) -> list[dict]:
    return [{"slot": i} for i, s in enumerate(column or []) if s["rancher"] is None and s["plot"] is not None]


def next_rancher(state: dict) -> int | None:
    """The rancher whose turn comes next: the first one still on the current column."""
    for s in state["line"]["current"]:
        if s["rancher"] is not None:
            return s["rancher"]
    return None


def take(R, ctx: Ctx, state: dict) -> None:
    """The next rancher's turn begins: the plot under it goes into its owner's storage."""
    for slot in state["line"]["current"]:
        r = slot["rancher"]
        if r is not None:
            p = state["ranchers"][r]
            state["turn"] = {"rancher": r, "player": p}
            plot = slot["plot"]
            slot["plot"] = slot["rancher"] = None
            state["players"][p]["storage"].append(plot)
            ctx.log(f"{G}.log.take", p, terrain=terrain_ref(R.terrain_of(plot)))
            return


def end_round(state: dict) -> None:
    """Plots nobody chose leave the game; the next column moves up."""
    for s in state["line"]["current"]:
        if s["plot"] is not None:
            state["removed"].append(s["plot"])
            s["plot"] = None


def end_game(R, ctx: Ctx, state: dict) -> None:
    """Space allocation (at most one cow per plot; the rest go back to the box), then scoring."""
    for p, pl in enumerate(state["players"]):
        extra = 0
        for k in list(pl["cows"]):
            if pl["cows"][k] > 1:
                extra += pl["cows"][k] - 1
                pl["cows"][k] = 1
        state["cows_supply"] += extra
        if extra:
            ctx.log(f"{G}.log.allocation", p, n=extra)
    state["turn"] = {"rancher": None, "player": None}
    R.game_over(ctx, state)


# --- expanding the farm --------------------------------------------------------------------------
def forced(state: dict, p: int) -> bool:
    pl = state["players"][p]
    return len(pl["storage"]) > pl["capacity"]


def discard(ctx: Ctx, state: dict, p: int, plots: list[str]) -> None:
    pl = state["players"][p]
    for x in plots:
        pl["storage"].remove(x)
        pl["discarded"].append(x)
    ctx.log(f"{G}.log.discard", p, n=len(plots))


def place_card(R, ctx: Ctx, state: dict, p: int, ka: str, d: int) -> None:
    """The formed card goes onto the farm; its symbols are resolved; the bonus check follows."""
    pl = state["players"][p]
    a, b = state["card"]
    kb = F.second_cell(ka, d)
    plots, designs = state["plots"], R.designs
    ta, tb = designs[plots[a]]["terrain"], designs[plots[b]]["terrain"]
    for plot, k, t in ((a, ka, ta), (b, kb, tb)):
        pl["storage"].remove(plot)
        F.lay(pl, k, plot, t, state["rows"], state["cols"])
    pl["cards"].append([ka, kb])  # which two plots were joined, for drawing the jigsaw joins
    state["card"] = None
    ctx.log(f"{G}.log.place", p, a=terrain_ref(ta), b=terrain_ref(tb))
    follow = symbols(R, ctx, state, p, [ka, kb])
    if state["bonus_left"] and pl["bonus"] is None:
        follow.append({"t": "bonus_check", "p": p})
    push_all(state, follow)


def place_bonus(R, ctx: Ctx, state: dict, p: int, tile: str, face: str, k: str) -> None:
    pl = state["players"][p]
    state["plots"][tile] = face
    terrain = R.designs[face]["terrain"]
    F.lay(pl, k, tile, terrain, state["rows"], state["cols"])
    ctx.log(f"{G}.log.bonus", p, terrain=terrain_ref(terrain))
    push_all(state, symbols(R, ctx, state, p, [k]))


def symbols(R, ctx: Ctx, state: dict, p: int, cells: list[str]) -> list[dict]:
    """Cows arrive at once; then each skull's drought and the circles' hiring, in the
    rulebook's order A, B, C (returned as the tasks to run, in order)."""
    pl = state["players"][p]
    designs = [R.design_of_plot(state, pl["farm"][k]) for k in cells]
    for k, d in zip(cells, designs):
        for _ in range(d.get("cows", 0)):
            if state["cows_supply"] > 0:
                state["cows_supply"] -= 1
                pl["cows"][k] = pl["cows"].get(k, 0) + 1
                ctx.log(f"{G}.log.cow", p)
            else:
                ctx.log(f"{G}.log.no_cow_left", p)
    follow = [{"t": "drought", "p": p, "cell": k} for k, d in zip(cells, designs) for _ in range(d.get("skulls", 0))]
    circles = [k for k, d in zip(cells, designs) for _ in range(d.get("circles", 0))]
    if circles:
        follow.append({"t": "hire", "p": p, "cells": circles})
    return follow


def reached_last_row(state: dict, p: int) -> bool:
    last = f"{state['rows'] - 1},"
    return any(k.startswith(last) for k in state["players"][p]["farm"])


# --- cows --------------------------------------------------------------------------------------------
def region(R, state: dict, p: int, k: str) -> list[str]:
    return F.region(state["players"][p]["farm"], R.terrain_fn(state), k, state["rows"], state["cols"])


def protected(R, state: dict, p: int, k: str) -> bool:
    """A cow is safe from thieves when its region holds at least one partner (a herder)."""
    partners = state["players"][p]["partners"]
    if not partners:
        return False
    return any(c in partners for c in region(R, state, p, k))


def add_cow(state: dict, p: int, k: str) -> None:
    cows = state["players"][p]["cows"]
    cows[k] = cows.get(k, 0) + 1


def remove_cow(state: dict, p: int, k: str, to_supply: bool = True) -> None:
    cows = state["players"][p]["cows"]
    cows[k] -= 1
    if cows[k] == 0:
        del cows[k]
    if to_supply:
        state["cows_supply"] += 1
