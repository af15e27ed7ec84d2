"""The talents a player holds and what their abilities say (nodes.py), for the rules.

A held talent is `{"id": tile id, "charged": bool}`: tile ids are "<talent>.<copy>"; a
one-time ability not yet used is `charged` (a worker marker of the player's stands on it).
The rules ask the abilities p may use now through `R.held` (engine/held.py: `abilities`,
`has`, by the hook their kinds answer, nodes.HOOKS).
"""
from __future__ import annotations

from boardgames.engine.fields import Field, integer
from boardgames.engine.held import design  # noqa: F401 (a tile's talent, for the rules and views)
from boardgames.engine.memo import content_key, recall

from .nodes import G, NODES, Ability
from .terrace import WORKER


def warehouse_size(R, state: dict, p: int) -> int:
    return limit(R, state, p, "warehouse", R.markets["warehouse"])


def market_terms(R, state: dict, p: int) -> tuple[int, list[int]]:
    """(p's `warehouse_size`, the `seed_price` of the markets' slots then of a vine): what
    the talents held make of a buy, remembered by those talents (a search lists buys, or
    asks whether there is one, at nearly every step; the list returned is shared, not to
    be changed)."""
    return recall(R, "market_terms", content_key(state["players"][p]["talents"]),
                  lambda: (warehouse_size(R, state, p), [seed_price(R, state, p, x) for x in R.seed_base]))


def limit(R, state: dict, p: int, of: str, value: int) -> int:
    """What the number `of` comes to for p, at `value` printed: a cost ("seed", "unlock"), the
    warehouse's size or the factor of the end values ("end") (`Limit`; walked as `has`
    walks: a listing of plantings asks for every sealed cell)."""
    usable = R.held.usable("limit")
    for entry in state["players"][p]["talents"]:
        for node, kind in usable[entry["id"], entry["charged"]]:
            value = kind.limit(node, of, value)
    return value


def seed_price(R, state: dict, p: int, printed: int) -> int:
    return limit(R, state, p, "seed", printed)


def end_values(R, state: dict, p: int) -> tuple[int, int]:
    """(the printed end values of p's talents, what the factor of the end values adds to
    them: `limit` of "end", at least 1)."""
    base = 0
    for entry in state["players"][p]["talents"]:
        base += R.talent(entry["id"])["end"]
    return base, base * (limit(R, state, p, "end", 1) - 1)


def workers_out(state: dict, p: int) -> int:
    """p's workers away from the reserve: on the track, on the terrace, as markers."""
    pl = state["players"][p]
    terrace = sum(1 for sp in state["cells"].values() if sp[WORKER] and sp[WORKER][0] == p)
    return len(pl["track"]) + terrace + sum(1 for e in pl["talents"] if e["charged"])


def use(R, ctx, state: dict, p: int, tile: str) -> None:
    """p uses the one-time ability of talent `tile` as an action's part (an extra action, a
    planting without the technology): its marker comes off, and the log says so."""
    R.held.spend(state, p, tile)
    ctx.log(f"{G}.log.talent_used", p, talent=R.talent_label(tile))


def discards(R, state: dict, p: int) -> list[str]:
    """The talents p holds that p may discard (`discardable`), in the order held: what a hire
    with a full board may drop, remembered by the talents held (a search lists hires at nearly
    every step; the list returned is shared, not to be changed)."""
    pl = state["players"][p]
    return recall(R, "discards", content_key(pl["talents"]),
                  lambda: [e["id"] for e in pl["talents"] if discardable(R, state, p, e["id"])])


def discardable(R, state: dict, p: int, tile: str) -> bool:
    """Every talent but those printed "此人才板塊不可棄掉" (`keep`: Tax Collector, Warrior,
    Manager). A Warehouse Keeper may go with more seeds stored than the warehouse then holds:
    the player discards the seeds beyond it (the `shed` decision, NOTES.md)."""
    return not R.talent(tile).get("keep")


def overfull(R, state: dict, p: int) -> int:
    """How many seeds p stores beyond what p's warehouse holds (after losing a Warehouse Keeper)."""
    return max(0, len(state["players"][p]["warehouse"]) - warehouse_size(R, state, p))


@NODES.register
class Limit(Ability):
    """A number of the rules bounded for its holder: `of` names it, `most` caps it (a cost:
    every seed, `seed`, vines too, a slot that costs less staying less; a tier's unlock fee,
    `unlock`, as the unlocker and as the player named to help) or `least` raises it (the
    `warehouse`'s seeds; the `end` factor every talent one holds is worth at the end, this
    one included: scoring.py's third row); the largest held counts. The warehouse lost with
    its talent leaves the seeds beyond the one left to be discarded, the player choosing
    which (the `shed` decision; NOTES.md, "A Warehouse Keeper let go")."""

    type = "limit"
    fields = {"of": Field({"enum": ["seed", "unlock", "warehouse", "end"]}),
              "most": Field(integer(0), optional=True), "least": Field(integer(1), optional=True)}
    constraints = {"oneOf": [{"required": ["most"]}, {"required": ["least"]}]}
    variant = "of"

    def limit(self, node, of, value):
        if node["of"] != of:
            return value
        return min(value, node["most"]) if "most" in node else max(value, node["least"])

    def might_help(self, node):
        return "most" in node                   # a lower cost may make a planting affordable

    def on_discard(self, node, R, state, p):
        if node["of"] == "warehouse" and overfull(R, state, p):
            state["tasks"].append({"t": "shed", "p": p})

    def sentence_key(self, node):
        return super().sentence_key(node) + ("_free" if node.get("most") == 0 else "")
