from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from boardgames.engine.geometry import HexGrid, MapGraph, SquareGrid


def test_square_neighbours_and_bounds():
    g = SquareGrid(3, 4)
    assert sorted(g.neighbours((0, 0))) == [(0, 1), (1, 0)]
    assert len(g.neighbours((1, 1))) == 4
    assert not g.contains((3, 0))


def test_square_regions_of_like_cells():
    g = SquareGrid(2, 3)
    colour = {(0, 0): "a", (0, 1): "a", (0, 2): "b", (1, 0): "b", (1, 1): "a", (1, 2): "b"}
    groups = g.regions(colour, lambda x, y: colour[x] == colour[y])
    assert sorted(map(len, groups)) == [1, 2, 3]


def test_square_path_avoids_walls():
    g = SquareGrid(3, 3)
    walls = {(1, 0), (1, 1)}
    path = g.path((0, 0), (2, 0), lambda c: c not in walls)
    assert path[0] == (0, 0) and path[-1] == (2, 0) and len(path) == 7
    assert g.path((0, 0), (2, 0), lambda c: c not in walls | {(1, 2)}) is None


def test_hex_neighbours_and_distance():
    cells = [(q, r) for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2]
    g = HexGrid(cells)
    assert len(g.cells()) == 19
    assert len(g.neighbours((0, 0))) == 6
    assert len(g.neighbours((2, 0))) == 3
    assert HexGrid.distance((0, 0), (2, -1)) == 2
    path = g.path((-2, 0), (2, 0), lambda c: True)
    assert len(path) == 5


def test_map_graph_paths():
    g = MapGraph(["tours", "blois", "orleans", "angers"],
                 [("angers", "tours"), ("tours", "blois"), ("blois", "orleans")])
    assert g.path("angers", "orleans", lambda n: True) == ["angers", "tours", "blois", "orleans"]
    assert g.path("angers", "orleans", lambda n: n != "blois") is None


def _brute_components(cells, same, nb):
    """Union-find reference implementation."""
    parent = {c: c for c in cells}

    def find(x):
        while parent[x] != x:
            x = parent[x]
        return x
    for c in cells:
        for n in nb(c):
            if n in parent and same(c, n):
                parent[find(c)] = find(n)
    comps = {}
    for c in cells:
        comps.setdefault(find(c), []).append(c)
    return sorted(sorted(v) for v in comps.values())


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 2), min_size=20, max_size=20))
def test_regions_match_brute_force(colours):
    g = SquareGrid(4, 5)
    colour = {c: colours[i] for i, c in enumerate(sorted(g.cells()))}
    same = lambda a, b: colour[a] == colour[b]
    assert sorted(g.regions(colour, same)) == _brute_components(list(colour), same, g.neighbours)


@settings(max_examples=60, deadline=None)
@given(st.sets(st.tuples(st.integers(0, 4), st.integers(0, 4)), max_size=10))
def test_path_length_matches_distances(walls):
    g = SquareGrid(5, 5)
    ok = lambda c: c not in walls
    if (0, 0) in walls:
        return
    dist = g.distances((0, 0), ok)
    for cell, d in dist.items():
        assert len(g.path((0, 0), cell, ok)) == d + 1
