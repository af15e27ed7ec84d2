"""Why a proposed option is refused, in words a player understands."""
from __future__ import annotations

from boardgames.engine.choice import Choice, msg

from . import farm as F

G = "moon_river"


def _why(key: str, **args) -> dict:
    return msg(f"{G}.why.{key}", **args)


def _cell_ok(state: dict, c) -> bool:
    return isinstance(c, (list, tuple)) and len(c) == 2 and 0 <= c[0] < state["rows"] and 0 <= c[1] < state["cols"]


def explain(rules, state: dict, choice: Choice, option: dict) -> dict:
    kind = choice.kind.split(".", 1)[1]
    p = choice.player
    pl = state["players"][p] if p is not None else None
    if kind == "place" and option.get("act") == "place":
        cell, d = option.get("cell"), option.get("dir", 0)
        if not _cell_ok(state, cell):
            return _why("outside")
        second = F.cell(F.second_cell(F.key(cell), d))
        if not _cell_ok(state, second):
            return _why("outside")
        if F.key(cell) in pl["farm"] or F.key(second) in pl["farm"]:
            return _why("occupied")
        return _why("no_anchor")
    if kind == "expand":
        act = option.get("act")
        if act == "stop":
            return _why("must_place" if state["final"] else "must_expand")
        plots = option.get("plots") or []
        if any(x not in pl["storage"] for x in plots) or len(set(plots)) != 2:
            return _why("not_in_storage")
        return _why("no_place_for_card")
    if kind in ("draft", "pick"):
        return _why("slot_taken")
    if kind == "hire":
        if option.get("token") not in state["saloon"]:
            return _why("not_in_saloon")
        return _why("not_circle")
    if kind == "cowboy" and "from" in option:
        src, dst = option.get("from"), option.get("to")
        if not _cell_ok(state, src) or pl["cows"].get(F.key(src), 0) <= 0:
            return _why("no_cow")
        if not _cell_ok(state, dst) or abs(src[0] - dst[0]) + abs(src[1] - dst[1]) != 1:
            return _why("one_step")
        plot = pl["farm"].get(F.key(dst))
        if plot is None:
            return _why("not_plot")
        return _why("cows_avoid", terrain=f"@{G}.terrain.{rules.designs[state['plots'][plot]]['terrain']}")
    if kind == "thief" and "cell" in option:
        q = option.get("player")
        if q == p or not isinstance(q, int) or not 0 <= q < state["n"]:
            return _why("not_opponent")
        cell = option["cell"]
        if not _cell_ok(state, cell) or state["players"][q]["cows"].get(F.key(cell), 0) <= 0:
            return _why("no_cow")
        return _why("protected")
    if kind == "drought":
        return _why("not_in_region")
    if kind == "bonus":
        return _why("no_anchor")
    if kind == "desperado":
        return _why("not_in_storage")
    return msg("engine.illegal")
