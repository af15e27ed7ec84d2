"""The Caverna home board: cells, adjacency and where every kind of tile may go.

Cells are named like the fact sheet: columns F1 F2 F3 (forest, F3 next to the mountain) and
M1 M2 M3 (mountain), rows R1 (top) .. R4. With the Office room a twin tile may hang half off
the board; those halves lie on the ring of cells around it: column F0 (left of F1) and M4
(right of M3), rows R0 (above R1) and R5 (below R4). A cell's area is its letter.

A player's board is plain data (see docs/caverna_choices.md):
    tiles   {cell: tile}      meadow, field, small_pasture, large_pasture, cavern, tunnel,
                              deep_tunnel, ore_mine, ruby_mine (bare forest/mountain: absent)
    large   [[c1, c2], ...]   the two cells of each large pasture
    stables [cell, ...]
    furn    {cell: tile id}   furnishings (the entry-level dwelling is "entry_dwelling")
    under   {cell: tile id}   a furnishing covered by an overbuilding one (Trader / Spare part)
    crops   {cell: {good: n}} sown fields
All functions here are pure.
"""
from __future__ import annotations

from functools import lru_cache

COLS = ["F0", "F1", "F2", "F3", "M1", "M2", "M3", "M4"]
ROWS = ["R0", "R1", "R2", "R3", "R4", "R5"]
FOREST_TILES = ("meadow", "field", "small_pasture", "large_pasture")
MEADOWS = ("meadow", "small_pasture", "large_pasture")


def name(x: int, y: int) -> str:
    return COLS[x] + ROWS[y]


def xy(cell: str) -> tuple[int, int]:
    return COLS.index(cell[:2]), int(cell[3])


def area(cell: str) -> str:
    return "forest" if cell[0] == "F" else "mountain"


@lru_cache(maxsize=1)
def geometry() -> tuple[tuple[str, ...], tuple[str, ...], dict]:
    """(on-board cells in reading order, border cells, neighbours of every cell)."""
    board = tuple(name(x, y) for y in range(1, 5) for x in range(1, 7))
    border = tuple(name(x, y) for y in range(0, 6) for x in range(0, 8)
                   if (x in (0, 7)) != (y in (0, 5)))     # the ring around the board, no corners
    cells = set(board) | set(border)
    nbs = {}
    for c in cells:
        x, y = xy(c)
        nbs[c] = tuple(n for n in (name(x + dx, y + dy) for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
                                   if 0 <= x + dx < 8 and 0 <= y + dy < 6) if n in cells)
    return board, border, nbs


BOARD, BORDER, NEIGHBOURS = geometry()
ON_BOARD = frozenset(BOARD)
FOREST_CELLS = tuple(c for c in BOARD + BORDER if area(c) == "forest")   # in that order
#: the cells of each area on the board, and with the ring around it (`off`): (area, off) -> cells
LAND = {(a, off): tuple(c for c in BOARD + (BORDER if off else ()) if area(c) == a)
        for a in ("forest", "mountain") for off in (False, True)}


def new_board(home: dict) -> dict:
    """A player's board at the start: the pre-printed cavern and entry-level dwelling (a
    pre-printed tile, or a furnishing pre-printed on the tile furnishings go on)."""
    tiles, furn = {}, {}
    kinds = {t["id"] for t in home["tiles"]}
    under = next(t["id"] for t in home["tiles"] if t.get("furnishable"))
    for c in home["cells"]:
        pre = c.get("preprinted")
        if pre in kinds:
            tiles[c["id"]] = pre
        elif pre is not None:
            tiles[c["id"]] = under
            furn[c["id"]] = pre
    return {"tiles": tiles, "large": [], "stables": [], "furn": furn, "under": {}, "crops": {}}


def adjacent(a: str, b: str) -> bool:
    return b in NEIGHBOURS[a]


def bare(pl: dict, cell: str) -> bool:
    return cell not in pl["tiles"]


def layout(pl: dict) -> tuple:
    """A key for everything tile placement reads: the tiles (their cells, then their kinds in
    the same order), the stables and which cells are furnished. Cheap (no sorting, no pair
    per tile); equal keys mean equal layouts (a layout built in another order only gets a key
    of its own)."""
    tiles = pl["tiles"]
    return tuple(tiles), tuple(tiles.values()), tuple(pl["stables"]), tuple(pl["furn"])


class Placement:
    """Placement rules read from home_board.yaml (first forest cells, twins, housing)."""

    def __init__(self, home: dict):
        self.home = home
        self.first_forest = set(home["placement"]["first_forest"]["cells"])
        self.forest_touch = set(home["placement"]["forest_must_touch"])
        self.never_overhang = set(home["placement"]["never_overhang"]["twins"])
        self.twins = {t["id"]: t for t in home["twins"]}
        self.stable_on = set(home["stables"]["on"])
        self.max_stables = home["stables"]["max_per_player"]
        self.bonus = {c["id"]: c["bonus"] for c in home["cells"] if "bonus" in c}
        herding, covers = set(home["dogs"]["herd_sheep_on"]), home["fences"]
        #: what houses animals (`housing`): place (a tile, or the bare land under a stable) ->
        #: (capacity by stables on it, dogs there herd sheep, the one animal it takes or None,
        #: it is a tile covering more than one cell)
        self.housing = {h["place"]: (tuple(h["capacity_by_stables"]), h["place"] in herding,
                                     None if h["animals"] == ["farm_animal"] else h["animals"][0],
                                     covers.get(h["place"], {}).get("covers", 1) > 1)
                        for h in home["housing"]}
        self._cache: dict = {}

    def _ok_cells(self, pl: dict, off: bool, on: list, over_stable: bool) -> set:
        """The cells where a tile that needs `on` may go: bare forest or mountain land named in
        `on` (a forest stable blocks it unless `over_stable`), or an unfurnished tile of a kind
        named in `on`; on the board, or also on the ring around it if `off`."""
        tiles = pl["tiles"]
        out = set()
        kinds = False
        for kind in on:
            land = LAND.get((kind, off))
            if land is None:
                kinds = True
                continue
            stables = pl["stables"] if kind == "forest" and not over_stable else ()
            out |= {c for c in land if c not in tiles and c not in stables}
        if kinds:
            furn = pl["furn"]
            out |= {c for c, tile in tiles.items() if tile in on and c not in furn and (off or c in ON_BOARD)}
        return out

    # --- twins -------------------------------------------------------------------------------
    def twin_spots(self, pl: dict, twin: str, overhang: bool = False) -> list[tuple[str, str]]:
        """(cell of the first half, cell of the second half) for every legal placement. Answers
        are cached by the board's layout (they depend on nothing else)."""
        key = ("twin", twin, overhang, layout(pl))
        hit = self._cache.get(key)
        if hit is None:
            hit = self._remember(key, tuple(self._twin_spots(pl, twin, overhang)))
        return list(hit)

    def any_twin_spot(self, pl: dict, twins: tuple, overhang: bool = False, lay=None) -> bool:
        """Can any of these twin tiles be laid? (one cached answer per tile and layout; `lay`:
        see `single_spots`)"""
        lay = layout(pl) if lay is None else lay
        for twin in twins:
            key = ("any_twin", twin, overhang, lay)
            hit = self._cache.get(key)
            if hit is None:
                hit = self._remember(key, self._any_twin_spot(pl, twin, overhang))
            if hit:
                return True
        return False

    def _remember(self, key, value):
        if len(self._cache) > 20000:
            self._cache.clear()
        self._cache[key] = value
        return value

    def clear(self) -> None:
        """Forget every cached answer (tests compare cached answers with fresh ones)."""
        self._cache.clear()

    def _twin_cells(self, pl: dict, twin: str, overhang: bool):
        """(cells for the first half, cells for the second, cells one of them must take or
        None) for a twin tile; None when a half has nowhere to go."""
        h0, h1 = self.twins[twin]["halves"]
        allow_off = overhang and twin not in self.never_overhang
        ok0 = self._ok_cells(pl, allow_off, h0["on"], h0.get("over_stable", True))
        ok1 = ok0 if h0 == h1 else self._ok_cells(pl, allow_off, h1["on"], h1.get("over_stable", True))
        if not ok0 or not ok1:
            return None
        return ok0, ok1, self._touch_cells(pl, h0["on"])

    def _twin_spots(self, pl: dict, twin: str, overhang: bool) -> list[tuple[str, str]]:
        cells = self._twin_cells(pl, twin, overhang)
        if cells is None:
            return []
        ok0, ok1, touch = cells
        h0, h1 = self.twins[twin]["halves"]
        symmetric = h0 == h1
        out = []
        for a in sorted(ok0):
            for b in NEIGHBOURS[a]:
                if b not in ok1 or (a not in ON_BOARD and b not in ON_BOARD):
                    continue
                if symmetric and b < a:
                    continue
                if touch is not None and a not in touch and b not in touch:
                    continue
                out.append((a, b))
        return out

    def _any_twin_spot(self, pl: dict, twin: str, overhang: bool) -> bool:
        """`_twin_spots` is not empty (found without listing them)."""
        cells = self._twin_cells(pl, twin, overhang)
        if cells is None:
            return False
        ok0, ok1, touch = cells
        for a in ok0:
            for b in NEIGHBOURS[a]:
                if b in ok1 and (a in ON_BOARD or b in ON_BOARD) and (touch is None or a in touch or b in touch):
                    return True
        return False

    def _touch_cells(self, pl: dict, on: list):
        """Cells a new tile on bare `on` land may occupy to touch the right tiles (None: no rule)."""
        tiles = pl["tiles"]
        if on == ["forest"]:
            if not any(t in FOREST_TILES for t in tiles.values()):
                return self.first_forest
            return set().union(*[NEIGHBOURS[c] for c, t in tiles.items() if t in self.forest_touch])
        if on == ["mountain"]:
            return set().union(*[NEIGHBOURS[c] for c in tiles if c[0] == "M"])
        return None

    def overhangs(self, cells) -> bool:
        return any(c not in ON_BOARD for c in cells)

    # --- single tiles --------------------------------------------------------------------------
    def single_spots(self, pl: dict, tile: str, on: list | None = None, lay=None) -> list[str]:
        """Cells a single tile may go on (cached by the board's layout, like twin_spots). `lay`
        is the player's `layout` if the caller has it already, or the number that stands for
        it (flowplan.Probe.parts_of: never given to another layout)."""
        key = ("single", tile, None if on is None else tuple(on), layout(pl) if lay is None else lay)
        hit = self._cache.get(key)
        if hit is None:
            hit = self._remember(key, tuple(self._single_spots(pl, tile, on)))
        return list(hit)

    def spots_of(self, pl: dict, tiles: tuple, lay=None) -> tuple:
        """(tile, cell) for each of these single tiles and every cell it may go on (one cached
        answer per layout for them all; `lay`: see `single_spots`)."""
        key = ("singles", tiles, layout(pl) if lay is None else lay)
        hit = self._cache.get(key)
        if hit is None:
            hit = self._remember(key, tuple((t, c) for t in tiles for c in self.single_spots(pl, t, lay=key[2])))
        return hit

    def _single_spots(self, pl: dict, tile: str, on: list | None) -> list[str]:
        if on is None:
            on = ["forest"] if tile in ("meadow", "field") else ["mountain"]
        touch = self._touch_cells(pl, on)
        ok = self._ok_cells(pl, False, on, over_stable=(tile != "field"))
        return [c for c in BOARD if c in ok and (touch is None or c in touch)]

    # --- fences and stables ---------------------------------------------------------------------
    def fence_spots(self, pl: dict, kind: str) -> list[list[str]]:
        tiles = pl["tiles"]
        meadows = [c for c, t in tiles.items() if t == "meadow"]
        if kind == "small_pasture":
            return [[c] for c in sorted(meadows)]
        out = []
        for a in sorted(meadows):
            if a not in ON_BOARD:
                continue
            for b in NEIGHBOURS[a]:
                if b > a and b in ON_BOARD and tiles.get(b) == "meadow":
                    out.append([a, b])
        return out

    def stable_spots(self, pl: dict, lay=None) -> list[str]:
        """Cells a stable may go on (cached by the board's layout, like twin_spots; `lay`: see
        `single_spots`)."""
        if len(pl["stables"]) >= self.max_stables:
            return []
        key = ("stable", layout(pl) if lay is None else lay)
        hit = self._cache.get(key)
        if hit is None:
            hit = self._remember(key, tuple(self._stable_spots(pl)))
        return list(hit)

    def _stable_spots(self, pl: dict) -> list[str]:
        out = []
        stables, tiles = pl["stables"], pl["tiles"]
        for c in FOREST_CELLS:
            if c in stables:
                continue
            tile = tiles.get(c)
            kind = "forest" if tile is None else tile
            if tile is None and c not in ON_BOARD:
                continue
            if kind in self.stable_on:
                out.append(c)
        return out

    # --- furnishing ------------------------------------------------------------------------------
    def furnish_cells(self, pl: dict, extra_on=(), overbuild=()) -> list[str]:
        """Empty caverns (and tunnels with a Work room), plus cells holding an overbuildable tile."""
        kinds = {"cavern", *extra_on}
        out = [c for c, t in pl["tiles"].items() if t in kinds and c not in pl["furn"]]
        out += [c for c, f in pl["furn"].items() if f in overbuild]
        return sorted(out)

    # --- counting ----------------------------------------------------------------------------------
    def unused(self, pl: dict) -> int:
        tiles, stables = pl["tiles"], set(pl["stables"])
        return sum(1 for c in BOARD if c not in tiles and c not in stables)


def pasture_of(pl: dict, cell: str) -> list[str]:
    for pair in pl["large"]:
        if cell in pair:
            return list(pair)
    return [cell]


def empty_fields(pl: dict) -> list[str]:
    return sorted(c for c, t in pl["tiles"].items() if t == "field" and not pl["crops"].get(c))
