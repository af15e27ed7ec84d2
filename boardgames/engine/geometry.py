"""Board geometry shared by every game: square grids, hex grids, named-node maps.

Cells are tuples (plain data once saved as lists). All three boards answer the
same questions: neighbours, regions of connected like cells, shortest paths.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from collections import deque
from typing import Callable, Hashable, Iterable

Cell = tuple


class Board(ABC):
    """The questions every board answers; subclasses define `neighbours`."""

    @abstractmethod
    def neighbours(self, cell) -> list:
        """Cells adjacent to `cell` on this board."""

    def regions(self, cells: Iterable, same: Callable[[object, object], bool]) -> list[list]:
        """Groups of cells connected through neighbours for which `same(a, b)` holds."""
        remaining = set(cells)
        groups = []
        for start in sorted(remaining):
            if start not in remaining:
                continue
            remaining.discard(start)
            group, queue = [start], deque([start])
            while queue:
                cur = queue.popleft()
                for nb in self.neighbours(cur):
                    if nb in remaining and same(cur, nb):
                        remaining.discard(nb)
                        group.append(nb)
                        queue.append(nb)
            groups.append(sorted(group))
        return groups

    def region_of(self, start, cells: Iterable, same: Callable[[object, object], bool]) -> list:
        pool = set(cells)
        seen, queue = {start}, deque([start])
        while queue:
            cur = queue.popleft()
            for nb in self.neighbours(cur):
                if nb in pool and nb not in seen and same(cur, nb):
                    seen.add(nb)
                    queue.append(nb)
        return sorted(seen)

    def path(self, start, goal, passable: Callable[[object], bool]) -> list | None:
        """Shortest path start..goal (both included) through passable cells; goal need not be passable."""
        if start == goal:
            return [start]
        prev = {start: None}
        queue = deque([start])
        while queue:
            cur = queue.popleft()
            for nb in self.neighbours(cur):
                if nb in prev:
                    continue
                if nb != goal and not passable(nb):
                    continue
                prev[nb] = cur
                if nb == goal:
                    out = [nb]
                    while prev[out[-1]] is not None:
                        out.append(prev[out[-1]])
                    return out[::-1]
                queue.append(nb)
        return None

    def distances(self, start, passable: Callable[[object], bool], limit: int | None = None) -> dict:
        """Steps from start to every reachable passable cell (breadth first)."""
        dist = {start: 0}
        queue = deque([start])
        while queue:
            cur = queue.popleft()
            if limit is not None and dist[cur] >= limit:
                continue
            for nb in self.neighbours(cur):
                if nb not in dist and passable(nb):
                    dist[nb] = dist[cur] + 1
                    queue.append(nb)
        return dist


class SquareGrid(Board):
    """rows x cols, cells (row, col), orthogonal adjacency."""

    STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))  # N E S W

    def __init__(self, rows: int, cols: int):
        self.rows, self.cols = rows, cols
        self._nb = {
            (r, c): [(r + dr, c + dc) for dr, dc in self.STEPS
                     if 0 <= r + dr < rows and 0 <= c + dc < cols]
            for r in range(rows) for c in range(cols)
        }

    def contains(self, cell) -> bool:
        return cell in self._nb

    def cells(self) -> list[Cell]:
        return list(self._nb)

    def neighbours(self, cell) -> list[Cell]:
        return self._nb.get(tuple(cell), [])

    def step(self, cell, direction: int) -> Cell:
        dr, dc = self.STEPS[direction % 4]
        return (cell[0] + dr, cell[1] + dc)


class HexGrid(Board):
    """Axial coordinates (q, r); the set of cells is given (boards are rarely parallelograms)."""

    STEPS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

    def __init__(self, cells: Iterable):
        self._cells = {tuple(c) for c in cells}

    def contains(self, cell) -> bool:
        return tuple(cell) in self._cells

    def cells(self) -> list[Cell]:
        return sorted(self._cells)

    def neighbours(self, cell) -> list[Cell]:
        q, r = cell
        return [(q + dq, r + dr) for dq, dr in self.STEPS if (q + dq, r + dr) in self._cells]

    @staticmethod
    def distance(a, b) -> int:
        dq, dr = a[0] - b[0], a[1] - b[1]
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


class MapGraph(Board):
    """Named nodes joined by named or anonymous edges (towns and roads)."""

    def __init__(self, nodes: Iterable[Hashable], edges: Iterable[tuple]):
        self._adj: dict = {n: [] for n in nodes}
        for a, b, *_ in edges:
            if a not in self._adj or b not in self._adj:
                raise KeyError(f"edge {a}-{b} names an unknown node")
            self._adj[a].append(b)
            self._adj[b].append(a)

    def contains(self, node) -> bool:
        return node in self._adj

    def cells(self) -> list:
        return list(self._adj)

    def neighbours(self, node) -> list:
        return self._adj.get(node, [])
