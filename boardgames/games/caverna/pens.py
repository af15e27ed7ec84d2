"""A player's own arrangement of their animals ("pens"), checked by the rules.

The rules never need a hand arrangement: animals rearrange freely and the housing solver
(animals.py) proves that some arrangement exists. Players still like to say where their
animals stand, and, when not all of them fit, which ones stay and which go. A layout is
{cell: {type: n}} with the unhoused animals under the key None; a spot is keyed by its first
cell (animals.Spot). This module checks a layout, moves a herd within one, keeps a layout
sensible as the animals change, and turns the animals left out into the releases they mean.
Every refusal is a message for the player.
"""
from __future__ import annotations

from ...engine.choice import msg
from . import animals as A

G = "caverna"
KINDS = A.FARM + ("dog",)


def _places(rules, state: dict, p: int) -> dict:
    return {s.cells[0]: s for s in A.spots(rules, state, p)}


def spot_of(rules, state: dict, p: int, cell: str | None) -> str | None:
    """The key of the spot a board cell belongs to (the first cell of a large pasture)."""
    if cell is None:
        return None
    for s in A.spots(rules, state, p):
        if cell in s.cells:
            return s.cells[0]
    return cell


def _fault(places: dict, cell, there: dict) -> dict | None:
    """Why `there` cannot stand on `cell` (None: it can). Dogs may lie anywhere."""
    farm = [(k, n) for k, n in there.items() if k != "dog" and n]
    if cell is None or not farm:
        return None
    spot = places.get(cell)
    if spot is None:
        return msg(f"{G}.why.pen_no_room")
    if len(farm) > 1:
        return msg(f"{G}.why.pen_one_kind")
    kind, n = farm[0]
    if spot.only is not None and kind != spot.only:
        return msg(f"{G}.why.pen_only", animal=f"@{G}.good.{spot.only}.name")
    cap = spot.cap
    dogs = there.get("dog", 0)
    if spot.herds and kind == "sheep" and dogs:
        cap = max(cap, dogs + 1)
    if n > cap:
        return msg(f"{G}.why.pen_full", n=cap)
    return None


def _totals(layout: dict) -> dict:
    out = {k: 0 for k in KINDS}
    for there in layout.values():
        for k, n in there.items():
            out[k] += n
    return out


def _housed(layout: dict) -> int:
    return sum(n for cell, there in layout.items() if cell is not None for k, n in there.items() if k != "dog")


def check(rules, state: dict, p: int, layout: dict) -> dict | None:
    """Why `layout` is not a legal arrangement of p's animals now (None: it is)."""
    pl = state["players"][p]
    if _totals(layout) != {k: pl["animals"][k] for k in KINDS}:
        return msg(f"{G}.why.pen_stale")
    if layout.get(None, {}).get("dog"):
        return msg(f"{G}.why.pen_dogs_stay")
    places = _places(rules, state, p)
    for cell, there in layout.items():
        why = _fault(places, cell, there)
        if why is not None:
            return why
    return None


def best_housed(rules, state: dict, p: int) -> int:
    pl = state["players"][p]
    return A.best(rules.housing(state, p), A.counts_of(pl), pl["animals"]["dog"])


def _clean(layout: dict) -> dict:
    out = {}
    for cell, there in layout.items():
        kept = {k: n for k, n in there.items() if n}
        if kept:
            out[cell] = kept
    return out


def move(rules, state: dict, p: int, layout: dict, kind: str, src, dst) -> tuple[dict | None, dict | None]:
    """Move the `kind` animals standing on `src` to `dst` (None: out of the pens): as many as
    fit there, or swapped with the herd there when the two fit each other's place. Returns
    (new layout, None) or (None, the reason). Animals may only leave the pens when not all
    of them fit: while they do, every one keeps its place in the pens."""
    src, dst = spot_of(rules, state, p, src), spot_of(rules, state, p, dst)
    n = layout.get(src, {}).get(kind, 0)
    if not n or src == dst:
        return None, msg(f"{G}.why.pen_same") if n else msg(f"{G}.why.pen_stale")
    places = _places(rules, state, p)
    best = best_housed(rules, state, p)
    all_fit = best == sum(A.counts_of(state["players"][p]))
    tries = []
    there = layout.get(dst, {})
    others = [k for k, m in there.items() if k not in ("dog", kind) and m]
    if kind != "dog" and others and dst is not None:      # a swap of two herds
        new = {c: dict(t) for c, t in layout.items()}
        other = others[0]
        new.setdefault(src, {})[other] = new.get(src, {}).get(other, 0) + there[other]
        new[src][kind] -= n
        new[dst][other] = 0
        new[dst][kind] = new[dst].get(kind, 0) + n
        tries.append(_clean(new))
    for k in range(n, 0, -1):
        new = {c: dict(t) for c, t in layout.items()}
        new[src][kind] -= k
        new.setdefault(dst, {})[kind] = new.get(dst, {}).get(kind, 0) + k
        tries.append(_clean(new))
    first_why = None
    for new in tries:
        why = check(rules, state, p, new)
        if why is None and all_fit and _housed(new) < best:
            why = msg(f"{G}.why.pen_keep_all")
        if why is None:
            return new, None
        first_why = first_why or why
    return None, first_why or _fault(places, dst, {kind: 1})


def adapt(rules, state: dict, p: int, prefer: dict | None) -> dict | None:
    """The player's layout as they left it while it still matches their animals; else
    brought up to date with the animals they have now (some gone, some new) when it then
    houses as many as the board can; None when it cannot (the solver's layout is used)."""
    if not prefer:
        return None
    if check(rules, state, p, prefer) is None:
        return prefer                      # nothing changed: kept as the player left it
    pl = state["players"][p]
    places = _places(rules, state, p)
    layout = {c: dict(t) for c, t in prefer.items() if c is None or c in places or set(t) == {"dog"}}
    have = _totals(layout)
    for kind in KINDS:                       # animals gone: first those without room, then the
        extra = have[kind] - pl["animals"][kind]        # smallest herds
        order = sorted((c for c in layout if c is not None and layout[c].get(kind)), key=lambda c: layout[c][kind])
        for cell in ([None] if layout.get(None, {}).get(kind) else []) + order:
            if extra <= 0:
                break
            k = min(extra, layout[cell][kind])
            layout[cell][kind] -= k
            extra -= k
    left = {k: n for k, n in layout.pop(None, {}).items() if n}
    for kind in KINDS:
        missing = pl["animals"][kind] - _totals(layout)[kind] - left.get(kind, 0)
        if missing <= 0:
            continue
        if kind == "dog":
            home = A.home_cell(pl)
            layout.setdefault(home, {})["dog"] = layout.get(home, {}).get("dog", 0) + missing
            continue
        for cell in _room_order(places, layout, kind):
            if missing <= 0:
                break
            there = layout.setdefault(cell, {})
            while missing and _fault(places, cell, {**there, kind: there.get(kind, 0) + 1}) is None:
                there[kind] = there.get(kind, 0) + 1
                missing -= 1
        if missing:
            left[kind] = left.get(kind, 0) + missing
    layout = _clean(layout)
    if left:
        layout[None] = left
    if check(rules, state, p, layout) is not None or _housed(layout) < best_housed(rules, state, p):
        return None
    return layout


def _room_order(places: dict, layout: dict, kind: str) -> list:
    """Where a new animal of `kind` goes: beside its own kind first, then an empty room of
    its own, then the largest empty shared place."""
    same = [c for c, t in layout.items() if t.get(kind)]
    rooms = [c for c, s in places.items() if s.only == kind and c not in same]
    free = sorted((c for c, s in places.items() if s.only is None and c not in same
                   and not any(k != "dog" and n for k, n in layout.get(c, {}).items())),
                  key=lambda c: -places[c].cap)
    return same + rooms + free


def releases(rules, state: dict, p: int, layout: dict) -> tuple[list[dict], dict | None]:
    """The release options the animals left out of `layout` mean (one per animal), or the
    reason they cannot all go: the layout must house as many animals as the board can."""
    why = check(rules, state, p, layout)
    if why is not None:
        return [], why
    if _housed(layout) < best_housed(rules, state, p):
        return [], msg(f"{G}.why.pen_room_left")
    out = []
    for kind, n in layout.get(None, {}).items():
        out += [{"act": "release", "animal": kind}] * n
    return out, None

