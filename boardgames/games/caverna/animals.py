"""Animal housing: which animals a home board can hold, and the best arrangement.

Animals can be rearranged at any time, so the rules only ever need to know whether *some*
legal arrangement exists; the player never has to place animals by hand. The board is
reduced to housing units (see `units`):

  * shared units: hold animals of ONE farm-animal type up to a capacity (pastures, a meadow
    with a stable, the entry-level and mixed dwellings, an unsown field with the Stubble
    room); those on a meadow or pasture may instead hold d >= 1 dogs and then d + 1 sheep
    (the usual capacity and any stable there no longer count);
  * dedicated room: a forest stable holds 1 wild boar, each mine 1 donkey, the Breakfast room
    3 cattle, the Cuddle room as many sheep as there are dwarfs;
  * dogs live anywhere, in any number, and never need room.

`best(units, counts, dogs)` finds the most farm animals that can be housed and an
arrangement achieving it (exact: a dynamic programme over capacity classes, tested against
brute force). Spreading the dogs over k herding units gives dogs + k sheep, so the dogs are
tracked only as "how many herding units".
"""
from __future__ import annotations

import itertools

from functools import lru_cache
from typing import NamedTuple

from . import board as B

FARM = ("sheep", "donkey", "wild_boar", "cattle")
SHEEP = 0


class Spot(NamedTuple):
    """One place on a home board that houses animals. `cells`: where it lies (a large pasture
    covers two); `cap`: how many; `herds`: dogs there let it hold sheep instead (meadows and
    pastures); `only`: the one type a dedicated room takes (None: any ONE farm animal type)."""
    cells: tuple
    cap: int
    herds: bool = False
    only: str | None = None


def spots(rules, state: dict, p: int) -> list[Spot]:
    """Every place of player p that houses animals, board order first, then furnishings."""
    pl = state["players"][p]
    tiles, stables = pl["tiles"], set(pl["stables"])
    out, done = [], set()
    housing = rules.place.housing
    for c, t in tiles.items():
        h = housing.get(t)
        if h is None or c in done:
            continue
        caps, herds, only, wide = h
        cells = (c,)
        if wide:
            cells = tuple(B.pasture_of(pl, c))
            done.update(cells)
        out.append(Spot(cells, caps[sum(1 for x in cells if x in stables)], herds, only))
    for c in pl["stables"]:                  # a stable on bare land
        if c not in tiles:
            caps, herds, only, _ = housing[B.area(c)]
            out.append(Spot((c,), caps[1], herds, only))
    cell_of = {tid: c for c, tid in pl["furn"].items()}
    for tile_id in rules.active_furnishings(pl):
        for e in rules.tile_effects(tile_id):
            if e["type"] != "house_animals":
                continue
            where = (cell_of.get(tile_id),)
            if e.get("where") == "each_unsown_field":
                out += [Spot((c,), e["capacity"]) for c in B.empty_fields(pl)]
            elif e["animals"] == ["farm_animal"]:
                out.append(Spot(where, e["capacity"]))
            else:
                cap = len(pl["dwarfs"]) if e.get("capacity_per") == "dwarf" else e["capacity"]
                out += [Spot(where, cap, False, a) for a in e["animals"]]
    return out


def units(rules, state: dict, p: int) -> tuple:
    """The housing of player p as a hashable key: (shared units, dedicated room per type).

    shared: sorted tuple of (capacity, herds) with herds = the unit may hold dogs and sheep;
    a bare meadow is (0, True). dedicated: (sheep, donkey, wild_boar, cattle).
    """
    shared = []
    ded = [0, 0, 0, 0]
    for s in spots(rules, state, p):
        if s.only is None:
            shared.append((s.cap, s.herds))
        else:
            ded[FARM.index(s.only)] += s.cap
    return tuple(sorted(shared, reverse=True)), tuple(ded)


def counts_of(pl: dict) -> tuple:
    a = pl["animals"]
    return tuple([a.get(t, 0) for t in FARM])


@lru_cache(maxsize=65536)
def best(housing: tuple, counts: tuple, dogs: int) -> int:
    """Most farm animals (of `counts`) the housing can hold."""
    return _solve(housing, counts, dogs, plan=False)[0]


def clear_caches() -> None:
    """Forget the answers kept by their arguments (`best`, `breeding_sets`)."""
    best.cache_clear()
    _breeding_sets.cache_clear()


def fits(housing: tuple, counts: tuple, dogs: int) -> bool:
    return _fits_simply(housing, counts) or best(housing, counts, dogs) == sum(counts)


def _fits_simply(housing: tuple, counts: tuple) -> bool:
    """A quick proof that the animals fit (False: no proof, ask `best`): after the dedicated
    room, each type takes the largest shared units left, one type per unit, no dogs herding."""
    shared, ded = housing
    left = iter(shared)                   # largest first
    for need in sorted((c - d for c, d in zip(counts, ded) if c > d), reverse=True):
        while need > 0:
            cap = next(left, (0,))[0]
            if cap == 0:
                return False
            need -= cap
    return True


def _solve(housing: tuple, counts: tuple, dogs: int, plan: bool):
    shared, ded = housing
    base = sum(min(c, d) for c, d in zip(counts, ded))
    needs = tuple(max(0, c - d) for c, d in zip(counts, ded))
    classes: dict = {}
    for cap, herds in shared:
        if cap == 0 and (not herds or dogs == 0):
            continue
        classes[(cap, herds)] = classes.get((cap, herds), 0) + 1
    order = sorted(classes.items(), key=lambda kv: (-kv[0][0], not kv[0][1]))
    go = _Housing(order, dogs).most
    value = base + go(0, needs, 0)
    if not plan:
        return value, None
    chosen = []
    need, h = needs, 0
    for i, ((cap, herds), m) in enumerate(order):
        target = go(i, need, h)
        for alloc, y in _allocations(cap, herds, m, need, h, dogs):
            gained, new = _step(need, alloc, cap)
            if gained + go(i + 1, new, h + y) == target:
                chosen.append(((cap, herds), m, alloc, y))
                need, h = new, h + y
                break
    return value, chosen


def _step(need: tuple, alloc: tuple, cap: int) -> tuple[int, tuple]:
    """The animals an allocation of one class houses, and those still unhoused after it."""
    new = list(need)
    gained = 0
    for t, x in enumerate(alloc):
        if x:
            take = min(new[t], x * cap)
            new[t] -= take
            gained += take
    return gained, tuple(new)


class _Housing:
    """The most animals housed from the classes i.. onwards, remembered by (i, the animals still
    unhoused per type, the units herding dogs so far). A class, not a closure that calls itself:
    that would be a reference cycle, left to the cycle collector (a search holds it off)."""

    __slots__ = ("order", "dogs", "memo")

    def __init__(self, order: list, dogs: int):
        self.order, self.dogs = order, dogs
        self.memo: dict = {}

    def most(self, i: int, need: tuple, h: int) -> int:
        key = (i, need, h)
        memo = self.memo
        if key in memo:
            return memo[key]
        order = self.order
        if i == len(order):
            result = min(need[SHEEP], self.dogs + h) if h else 0
        elif not any(need):
            result = 0
        else:
            (cap, herds), m = order[i]
            result = -1
            for alloc, y in _allocations(cap, herds, m, need, h, self.dogs):
                gained, new = _step(need, alloc, cap)
                val = gained + self.most(i + 1, new, h + y)
                if val > result:
                    result = val
        memo[key] = result
        return result


def _allocations(cap: int, herds: bool, m: int, need: tuple, h: int, dogs: int):
    """Ways to give m units of one class to the four types and to dog herding."""
    limits = [0 if cap == 0 else min(m, -(-n // cap)) for n in need]
    max_dog = min(m, dogs - h) if herds else 0
    out = []
    for alloc in itertools.product(*(range(min(m, limit) + 1) for limit in limits)):
        left = m - sum(alloc)
        if left >= 0:
            out.extend((alloc, y) for y in range(min(left, max_dog) + 1))
    return out


def arrangement(housing: tuple, counts: tuple, dogs: int) -> dict:
    """One best arrangement.

    Returns {"shared": [{"animal": type | None, "n": k, "dogs": d} per unit of housing[0]],
             "dedicated": {type: n}, "left": {type: n not housed}}.
    """
    shared, ded = housing
    value, chosen = _solve(housing, counts, dogs, plan=True)
    left = list(counts)
    dedicated = {}
    for t, d in enumerate(ded):
        k = min(left[t], d)
        if k:
            dedicated[FARM[t]] = k
            left[t] -= k
    slots = [{"animal": None, "n": 0, "dogs": 0} for _ in shared]
    free = {}
    for i, u in enumerate(shared):
        free.setdefault(u, []).append(i)
    herders = []
    for unit, m, alloc, y in chosen:
        idxs = free[unit]
        cap = unit[0]
        for t, x in enumerate(alloc):
            for _ in range(x):
                i = idxs.pop(0)
                k = min(left[t], cap)
                slots[i] = {"animal": FARM[t], "n": k, "dogs": 0}
                left[t] -= k
        for _ in range(y):
            herders.append(idxs.pop(0))
    if herders:
        per = [dogs // len(herders) + (1 if j < dogs % len(herders) else 0) for j in range(len(herders))]
        for i, d in zip(herders, per):
            k = min(left[SHEEP], d + 1)
            slots[i] = {"animal": "sheep", "n": k, "dogs": d}
            left[SHEEP] -= k
    assert sum(dedicated.values()) + sum(s["n"] for s in slots) == value
    return {"shared": slots, "dedicated": dedicated, "left": {FARM[t]: n for t, n in enumerate(left) if n}}


def overflow_types(housing: tuple, counts: tuple, dogs: int) -> list[str]:
    """Types of which one animal can go without housing fewer animals in the end."""
    have = best(housing, counts, dogs)
    out = []
    for t in range(4):
        if counts[t] == 0:
            continue
        less = list(counts)
        less[t] -= 1
        if best(housing, tuple(less), dogs) == have:
            out.append(FARM[t])
    return out


def breeding_sets(housing: tuple, counts: tuple, dogs: int, eligible: list[int], max_types: int = 4) -> list[tuple]:
    """Inclusion-maximal sets of types (indices) whose newborns can all be housed together."""
    return list(_breeding_sets(housing, counts, dogs, tuple(eligible), max_types))


@lru_cache(maxsize=65536)
def _breeding_sets(housing: tuple, counts: tuple, dogs: int, eligible: tuple, max_types: int) -> tuple:
    """`breeding_sets`, kept by its arguments (asked at every breeding a search plays, and
    for every Breed leaf it probes, on a handful of homes)."""
    from itertools import combinations
    fitting = []
    for k in range(min(len(eligible), max_types), 0, -1):
        for combo in combinations(eligible, k):
            grown = list(counts)
            for t in combo:
                grown[t] += 1
            if fits(housing, tuple(grown), dogs):
                if not any(set(combo) < set(f) for f in fitting):
                    fitting.append(combo)
    return tuple(sorted(fitting, key=lambda c: (-len(c), c)))


def on_board(rules, state: dict, p: int) -> dict:
    """Where p's animals stand in one best arrangement, cell by cell, for drawing:
    {cell: {type: n}} (dogs too); animals that do not fit are under the key None.

    The shared spots, sorted like the units of `units` (equal units are interchangeable),
    are filled by `arrangement`; dedicated rooms take their type in board order."""
    pl = state["players"][p]
    places = spots(rules, state, p)
    shared = sorted((s for s in places if s.only is None), key=lambda s: (s.cap, s.herds), reverse=True)
    plan = arrangement(units(rules, state, p), counts_of(pl), pl["animals"]["dog"])
    out: dict = {}

    def put(cell, animal, n):
        if n:
            spot = out.setdefault(cell, {})
            spot[animal] = spot.get(animal, 0) + n

    dogs = pl["animals"]["dog"]
    for s, slot in zip(shared, plan["shared"]):
        put(s.cells[0], slot["animal"], slot["n"])
        put(s.cells[0], "dog", slot["dogs"])
        dogs -= slot["dogs"]
    for animal, n in plan["dedicated"].items():
        for s in places:
            if s.only == animal and n:
                k = min(n, s.cap)
                put(s.cells[0], animal, k)
                n -= k
    put(home_cell(pl), "dog", dogs)               # dogs live anywhere: the rest stay home
    for animal, n in plan["left"].items():
        put(None, animal, n)
    return out


def home_cell(pl: dict) -> str | None:
    """The entry-level dwelling's cell, where dogs with no herding to do lie."""
    return next((c for c, tid in pl["furn"].items() if tid == "entry_dwelling"), None)
