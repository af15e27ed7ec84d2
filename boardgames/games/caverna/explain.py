"""Why a proposed option is refused, in words a player understands."""
from __future__ import annotations

from boardgames.engine.choice import Choice, msg

from . import board as B
from .actions import available_dwarfs

G = "caverna"


def _why(key: str, **args) -> dict:
    return msg(f"{G}.why.{key}", **args)


def explain(rules, state: dict, choice: Choice, option: dict) -> dict:
    kind = choice.kind.split(".", 1)[1]
    p = choice.player
    pl = state["players"][p] if p is not None else None
    if not isinstance(option, dict):
        return msg("engine.illegal")
    act = option.get("act")
    if act in ("convert", "ruby_tile", "disarm"):
        return _why("cannot_convert")
    if kind == "place":
        sid = option.get("space")
        if sid not in state["spaces"]:
            return _why("no_such_space")
        if state["spaces"][sid]["occ"] is not None:
            return _why("occupied")
        i = option.get("dwarf")
        if not isinstance(i, int) or i not in available_dwarfs(pl):
            return _why("dwarf_busy")
        free = available_dwarfs(pl)
        if pl["dwarfs"][i]["w"] != min(pl["dwarfs"][j]["w"] for j in free) and pl["goods"]["ruby"] < 1:
            return _why("weapon_order")
        return _why("nothing_to_do")
    if kind in ("place_twin", "place_tile"):
        cells = option.get("cells") or [option.get("cell")]
        if any(c not in B.NEIGHBOURS for c in cells if isinstance(c, str)):
            return _why("outside")
        if any(c in pl["tiles"] for c in cells if isinstance(c, str)):
            return _why("cell_taken")
        return _why("not_adjacent")
    if kind == "furnish":
        tid = option.get("tile")
        if tid is not None and tid not in rules.tiles:
            return _why("no_such_tile")
        if tid is not None and tid != "dwelling" and tid not in state["supply"]:
            return _why("tile_gone")
        if tid is not None and not rules.furnish_cells(state, p, tid):
            return _why("no_cavern")
        return _why("cannot_pay")
    if kind == "forge":
        return _why("forge")
    if kind == "expedition":
        return _why("loot")
    if kind in ("fence", "stable", "sow", "convert", "buy"):
        return _why("cannot_pay_or_place")
    if kind == "imitate":
        return _why("not_imitable")
    if kind == "overflow":
        return _why("keep_best")
    return msg("engine.illegal")
