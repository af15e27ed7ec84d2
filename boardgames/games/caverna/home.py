"""Changes to a player's home: tiles, pastures, furnishings, crops, dwarfs and newborn animals.

Each function carries out one thing that an action, a loot item or a ruby made possible;
the legality was checked when the option was offered (board.Placement, furnishings).
"""
from __future__ import annotations

from . import animals as A
from . import board as B
from .goods import need_housing

G = "caverna"


def _cell_bonus(rules, ctx, state, p, cell: str, was_bare: bool) -> None:
    """The first tile laid on a bonus cell gives its goods (a stable never does)."""
    bonus = rules.place.bonus.get(cell)
    if bonus and was_bare:
        rules.holdings.give(rules, state, p, bonus)
        ctx.log(f"{G}.log.cell_bonus", p, goods=rules.goods_text(bonus), feature=f"@{G}.feature.{rules.feature(cell)}")


def lay_twin(rules, ctx, state, p: int, twin: str, cells: list[str]) -> None:
    pl = state["players"][p]
    spec = rules.place.twins[twin]
    for half, cell in zip(spec["halves"], cells):
        was_bare = cell not in pl["tiles"]
        pl["tiles"][cell] = half["tile"]
        pl["crops"].pop(cell, None)
        _cell_bonus(rules, ctx, state, p, cell, was_bare)
    if twin == "large_pasture":
        pl["large"].append(sorted(cells))
    ctx.log(f"{G}.log.twin", p, tile=f"@{G}.tile.{twin}", a=cells[0], b=cells[1])
    if rules.place.overhangs(cells):
        for _, e in rules.effects(pl, "overhang"):
            rules.holdings.take(rules, ctx, state, p, e["gain"])
    need_housing(state, p)


def lay_tile(rules, ctx, state, p: int, tile: str, cell: str) -> None:
    pl = state["players"][p]
    was_bare = cell not in pl["tiles"]
    pl["tiles"][cell] = tile
    _cell_bonus(rules, ctx, state, p, cell, was_bare)
    ctx.log(f"{G}.log.tile", p, tile=f"@{G}.tile.{tile}", cell=cell)
    need_housing(state, p)


def build_pasture(rules, ctx, state, p: int, kind: str, cells: list[str]) -> None:
    pl = state["players"][p]
    for c in cells:
        pl["tiles"][c] = kind
    if kind == "large_pasture":
        pl["large"].append(sorted(cells))
    ctx.log(f"{G}.log.fence", p, tile=f"@{G}.tile.{kind}", cells=list(cells))
    # fencing two meadows that each held dogs and sheep into one large pasture leaves one
    # herding unit where there were two: the animals may no longer fit
    need_housing(state, p)


def sow(rules, ctx, state, p: int, grain: int, vegetable: int) -> None:
    pl = state["players"][p]
    fields = B.empty_fields(pl)
    for crop, k in (("grain", grain), ("vegetable", vegetable)):
        total = rules.sow_amount[crop]
        for _ in range(k):
            cell = fields.pop(0)
            pl["goods"][crop] -= 1
            pl["crops"][cell] = {crop: total}
    ctx.log(f"{G}.log.sow", p, grain=grain, vegetable=vegetable)
    need_housing(state, p)          # the Stubble room loses a place per sown field


def furnish(rules, ctx, state, p: int, tid: str, cell: str, pay: dict) -> None:
    pl = state["players"][p]
    rules.holdings.pay(state, p, pay)
    if cell in pl["furn"]:
        pl["under"][cell] = pl["furn"][cell]      # Trader / Spare part storage overbuild
    pl["furn"][cell] = tid
    if tid != "dwelling":
        state["supply"].remove(tid)
    ctx.log(f"{G}.log.furnish", p, tile=f"@{G}.furnishing.{tid}", cost=rules.goods_text(pay))
    for kind, e in rules.tile_kinds(tid):
        kind.furnished(rules, ctx, state, p, cell, e)
    need_housing(state, p)


def grow(rules, ctx, state, p: int, env: dict) -> None:
    pl = state["players"][p]
    d = env.get("dwarf")
    at = pl["dwarfs"][d]["at"] if d is not None else None
    pl["dwarfs"].append({"w": 0, "at": at, "new": True})
    ctx.log(f"{G}.log.growth", p, n=len(pl["dwarfs"]))


def breeding_sets(rules, state, p: int, max_types: int = 4) -> list[tuple]:
    pl = state["players"][p]
    counts = A.counts_of(pl)
    need = rules.cfg["breeding"]["min_parents"]
    eligible = [t for t in range(4) if counts[t] >= need]
    if not eligible:
        return []
    return A.breeding_sets(rules.housing(state, p), counts, pl["animals"]["dog"], eligible, max_types)


def breed(rules, ctx, state, p: int, types: list) -> None:
    """Newborns of the given types (indices into animals.FARM or names), one each."""
    pl = state["players"][p]
    names = [A.FARM[t] if isinstance(t, int) else t for t in types]
    for a in names:
        pl["animals"][a] += rules.cfg["breeding"]["newborns_per_type"]
    if names:
        ctx.log(f"{G}.log.breed", p, animals=[f"@{G}.good.{a}.name" for a in names])
    k = len(names)
    for _, e in rules.effects(pl, "trigger"):
        if e["event"] == "donkey_born" and "donkey" in names:
            rules.holdings.give(rules, state, p, e["gain"])
        elif e["event"] == "breeding" and k:
            rows = [r for r in e["table"] if r["count"] <= k]
            if rows:
                rules.holdings.take(rules, ctx, state, p, max(rows, key=lambda r: r["count"])["gain"])
