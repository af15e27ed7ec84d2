"""La Loire's map (map.yaml): two cities and the villages on the roads between them (the shields
are dealt onto the villages by engine/colouring.py: game_setup.py).

`Board` answers the rules' questions about the map: which road a village lies on, where a
piece moving a number of spaces may stop, and which villages neighbour each other. A piece
keeps its heading (the city it is going to) from the moment it leaves a city until it reaches
one; in a city, also when it only passes through, it may take any road away from it.
"""
from __future__ import annotations


class Board:
    def __init__(self, data: dict):
        self.cities: list[str] = [c["id"] for c in data["cities"]]
        self.villages: list[str] = [v["id"] for v in data["villages"]]
        self.nodes: list[str] = self.cities + self.villages
        self.good: dict[str, str] = {v["id"]: v["good"] for v in data["villages"]}
        self.pos: dict[str, tuple[float, float]] = {n["id"]: (n["x"], n["y"])
                                                    for n in data["cities"] + data["villages"]}
        #: each road's spaces, city to city
        self.roads: dict[str, list[str]] = {r["id"]: [r["from"], *r["villages"], r["to"]] for r in data["roads"]}
        self.road_of: dict[str, str] = {}
        self.index: dict[str, int] = {}
        for rid, path in self.roads.items():
            for i, v in enumerate(path[1:-1], 1):
                self.road_of[v] = rid
                self.index[v] = i
        self._city = set(self.cities)
        self.neighbours: dict[str, list[str]] = {v: [] for v in self.villages}
        for path in self.roads.values():
            inner = path[1:-1]
            for a, b in zip(inner, inner[1:]):
                self.neighbours.setdefault(a, []).append(b)
                self.neighbours.setdefault(b, []).append(a)
        self._stops: dict = {}

    def is_city(self, node: str) -> bool:
        return node in self._city

    def leaving(self, city: str) -> list[tuple[str, str]]:
        """(first space, heading) of every road away from `city`, in road order."""
        out = []
        for path in self.roads.values():
            if path[0] == city:
                out.append((path[1], path[-1]))
            elif path[-1] == city:
                out.append((path[-2], path[0]))
        return out

    def ahead(self, village: str, heading: str) -> str:
        """The next space from `village` towards the city `heading`."""
        path = self.roads[self.road_of[village]]
        i = self.index[village]
        return path[i + 1] if heading == path[-1] else path[i - 1]

    def stops(self, at: str, heading: str | None, steps: int) -> list[tuple[str, str | None]]:
        """Where a piece on `at` (going to `heading`; None in a city) stops after exactly `steps`
        spaces: (space, heading there; None for a city), each once, in a fixed order."""
        key = (at, heading, steps)
        hit = self._stops.get(key)
        if hit is None:
            hit = self._stops[key] = [(space, head) for space, head, _ in self._walk(at, heading, steps)]
        return hit

    def route(self, at: str, heading: str | None, steps: int, to: str, toward: str | None = None) -> list[str]:
        """The spaces a piece on `at` (going to `heading`) passes to stop on `to` after exactly
        `steps` spaces (arriving with heading `toward` when given), `at` and `to` included;
        [] when it cannot. For a view drawing the way a piece goes."""
        return next((path for space, head, path in self._walk(at, heading, steps)
                     if space == to and (toward is None or head == toward)), [])

    def _walk(self, at: str, heading: str | None, steps: int) -> list[tuple[str, str | None, list[str]]]:
        """(space, heading there, the spaces passed) of every stop after exactly `steps` spaces,
        each (space, heading) once, the first way found."""
        frontier: list[tuple[str, str | None, list[str]]] = [(at, heading, [at])]
        for _ in range(steps):
            nxt, seen = [], set()
            for node, head, path in frontier:
                moves = self.leaving(node) if node in self._city else [(self.ahead(node, head), head)]
                for space, h in moves:
                    item = (space, None if space in self._city else h)
                    if item not in seen:
                        seen.add(item)
                        nxt.append((item[0], item[1], path + [space]))
            frontier = nxt
        return frontier

    def heading_ok(self, at: str, heading: str | None) -> bool:
        """Is (space, heading) a position a piece can be in?"""
        if at in self._city:
            return heading is None
        path = self.roads.get(self.road_of.get(at, ""), [])
        return bool(path) and heading in (path[0], path[-1])
