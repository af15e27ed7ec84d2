"""A talent's worker put on the terrace when the talent is hired (Tax Collector, Warrior).

On a cell it is `[player, role]` (what the board shows); the rules of its role come from the
talent's `worker` ability, read here for the planting rules (planting.py), the hire
(purchase.Hire) and the invariants.
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.fields import Field, integer
from boardgames.engine.menuset import NAME

from .nodes import G, NODES, YES, Ability
from .terrace import SEED, WORKER


@NODES.register
class Worker(Ability):
    """On hiring, a worker of one's goes on a cell of an open tier, for good: on a field (`on:
    field`, a planted cell without a worker) or on an empty cell (`on: empty`); with no such
    cell the talent cannot be hired. `role` names it on the cell. With `toll`: any other player
    planting into its field pays its owner that much first; with `owner_only`: only its owner
    may plant on its cell (under it)."""

    type = "worker"
    fields = {"role": Field(NAME), "on": Field({"enum": ["field", "empty"]}),
              "toll": Field(integer(1), optional=True), "owner_only": YES}

    def validate(self, node, refs):
        out = super().validate(node, refs)
        if ("toll" in node) == ("owner_only" in node):
            out.append(((), "a worker has a toll or is owner_only (one of the two)"))
        return out

    def cells(self, node, R, state: dict) -> list[str]:
        """Where it may go now."""
        cells, lay, sealed = state["cells"], R.layout, state["sealed"]
        if node["on"] == "field":
            return [k for k in lay.keys if lay.takes_pieces(sealed, k) and cells[k][SEED] is not None
                    and cells[k][WORKER] is None]
        return [k for k in lay.keys if lay.takes_pieces(sealed, k) and not lay.occupied(cells[k])]

    def might_help(self, node):
        return node["on"] == "empty"            # it fills a cell

    def render(self, node, text, registry):
        rule = msg(f"{G}.worker.owner_only") if node.get("owner_only") else msg(f"{G}.worker.toll", n=node["toll"])
        return msg(f"{G}.worker.on_{node['on']}", rule=rule)


def worker_node(R, tile: str) -> dict | None:
    """The `worker` ability of a talent tile, if it has one."""
    return next((n for n in R.talent(tile)["abilities"] if n["type"] == Worker.type), None)


def held_worker(R, state: dict, owner: int, role: str) -> dict | None:
    """The `worker` ability of `owner`'s that put a worker of `role` on the terrace."""
    for entry in state["players"][owner]["talents"]:
        node = R.worker_kind[entry["id"]]
        if node is not None and node["role"] == role:
            return node
    return None


def toll(R, state: dict, owner: int, role: str) -> int:
    """What planting into the field of `owner`'s worker of `role` costs another player."""
    node = held_worker(R, state, owner, role)
    if node is None:        # a Tax Collector cannot be discarded, so its worker always has one
        raise ValueError(f"a {role} worker of player {owner} without its talent")
    return node.get("toll", 0)
