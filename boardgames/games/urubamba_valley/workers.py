"""A talent's worker put out when the talent is hired: on the terrace (Tax Collector,
Warrior) or on the harvest track (Manager).

On a cell it is `[player, role]` (what the board shows); the rules of its role come from the
talent's `worker` ability, read here for the planting rules (planting.py), the hire
(purchase.Hire) and the invariants.
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.fields import YES, Field, integer
from boardgames.engine.menu import NAME

from . import economy as E
from .nodes import G, NODES, Ability
from .terrace import SEED, WORKER, key


@NODES.register
class Worker(Ability):
    """On hiring, a worker of one's goes out for good: onto 0 of the harvest track beside the
    first (`on: track`: points then go to either, a Harvest may reset both, the options naming
    the worker: planting.py, actions.Harvest; two at most), or onto a cell of an open tier: on
    a field (`on: field`, a planted cell without a worker) or on an empty cell (`on: empty`);
    with no such cell the talent cannot be hired. On the terrace `role` names it on the cell,
    and it has a `toll` (any other player planting into its field pays its owner that much
    first) or is `owner_only` (only its owner may plant on its cell, under it)."""

    type = "worker"
    fields = {"role": Field(NAME, optional=True), "on": Field({"enum": ["field", "empty", "track"]}),
              "toll": Field(integer(1), optional=True), "owner_only": YES}
    #: on the track: no role, toll or owner_only; on the terrace: a role, and a toll or owner_only
    constraints = {"if": {"properties": {"on": {"const": "track"}}},
                   "then": {"not": {"anyOf": [{"required": [k]} for k in ("role", "toll", "owner_only")]}},
                   "else": {"required": ["role"], "oneOf": [{"required": ["toll"]}, {"required": ["owner_only"]}]}}

    @staticmethod
    def on_track(node) -> bool:
        """Whether it goes on the harvest track (no cell to name, no role)."""
        return node.get("on") == "track"

    def cells(self, node, R, state: dict) -> list:
        """Where it may go now (`[None]`: on the track, no cell to name)."""
        cells, lay, sealed = state["cells"], R.layout, state["sealed"]
        if self.on_track(node):
            return [None]
        if node["on"] == "field":
            return [k for k in lay.keys if lay.takes_pieces(sealed, k) and cells[k][SEED] is not None
                    and cells[k][WORKER] is None]
        return [k for k in lay.keys if lay.takes_pieces(sealed, k) and not lay.occupied(cells[k])]

    def place(self, node, R, ctx, state: dict, p: int, tile: str, option: dict) -> None:
        """Puts the worker of p's talent `tile` where the hire `option` says."""
        if self.on_track(node):
            track = state["players"][p]["track"]
            if len(track) == 1:
                track.append(0)
                ctx.log(f"{G}.log.second_worker", p)
            return
        k = key(option["cell"])
        state["cells"][k][WORKER] = [p, node["role"]]
        ctx.log(f"{G}.log.worker_placed", p, talent=R.talent_label(tile), cell=E.cell_arg(k))
        R.check_end(ctx, state, p)

    @staticmethod
    def closed(node, p: int, sp: list) -> str | None:
        """Why p may not plant on the cell `sp` it stands on (None: p may): under one's own
        `owner_only` worker on an empty cell, and nowhere else (planting.py)."""
        if not node.get("owner_only"):
            return "worker_on_cell"
        return None if sp[WORKER][0] == p and sp[SEED] is None else "guarded"

    @staticmethod
    def toll(node, p: int, owner: int) -> int:
        """What p pays its owner to plant into its field (planting.py)."""
        return node.get("toll", 0) if owner != p else 0

    def track_workers(self, node):
        return 1 if self.on_track(node) else 0

    def might_help(self, node):
        return node["on"] == "empty"            # it fills a cell

    def render(self, node, text, registry):
        if self.on_track(node):
            return msg(f"{G}.worker.on_track")
        rule = msg(f"{G}.worker.owner_only") if node.get("owner_only") else msg(f"{G}.worker.toll", n=node["toll"])
        return msg(f"{G}.worker.on_{node['on']}", rule=rule)


def worker_node(R, tile: str) -> dict | None:
    """The `worker` ability of a talent tile, if it has one."""
    return next((n for n in R.talent(tile)["abilities"] if n["type"] == Worker.type), None)

