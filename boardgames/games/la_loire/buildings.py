"""Building, by a merchant in a city, one building a turn (fact sheet 10, buildings.yaml): the
`build` node type of actions.yaml (see places.py).

  {"act": "build", "what": "farm", "at": village}        on a village without a building;
                                                         p's buildings stay balanced over the roads
  {"act": "build", "what": "monastery", "at": village}   on one of p's farms (its token comes back)
  {"act": "build", "what": "castle", "at": village}      a tower on one of p's farms
  {"act": "build", "what": "palace", "card": id}         a palace card of this city

`state["buildings"]` maps a village to `{"p": owner, "kind": farm|monastery|castle}`, a kind of
place too (actions.yaml gives a piece stopping there its nodes). What each kind is built on
and the pieces it stands for are its data (`on`, `pieces`). The balance rule: on no road may
p have more buildings than on another until that other has as many (a monastery or castle
was a farm and still counts on its road).
"""
from __future__ import annotations

from boardgames.engine.gesture_forms import Form

from . import economy as E
from .places import PLACES, PlaceAction
from .text import G, amount, name, why

#: the kinds of building (buildings.yaml), each a kind of place too (actions.yaml)
KINDS = ("farm", "monastery", "castle")
WHATS = KINDS + ("palace",)


def tokens_out(R, state: dict, p: int) -> dict[str, int]:
    """p's pieces on the board, by piece (a building stands for its `pieces`)."""
    out = dict.fromkeys(R.pieces, 0)
    pieces = R.building_pieces
    for b in state["buildings"].values():
        if b["p"] == p:
            for piece in pieces[b["kind"]]:
                out[piece] += 1
    return out


def tokens_left(R, state: dict, p: int, piece: str) -> int:
    return R.buildings["tokens"][piece] - tokens_out(R, state, p)[piece]


def taken(buildings: dict) -> dict[str, tuple]:
    """The pieces building each kind takes from its builder's stock: its own, less those of the
    building it is built `on` (those come back or stay)."""
    out = {}
    for what in KINDS:
        under = buildings[buildings[what]["on"]]["pieces"] if "on" in buildings[what] else ()
        out[what] = tuple(piece for piece in buildings[what]["pieces"] if piece not in under)
    return out


def per_road(R, state: dict, p: int) -> dict[str, int]:
    counts = {r: 0 for r in R.board.roads}
    for v, b in state["buildings"].items():
        if b["p"] == p:
            counts[R.board.road_of[v]] += 1
    return counts


def count(state: dict, p: int, kind: str) -> int:
    return sum(1 for b in state["buildings"].values() if b["p"] == p and b["kind"] == kind)


def cost(R, what: str) -> dict:
    """What a building or a palace card costs: {"money": deniers, good: cards...} (buildings.yaml)."""
    return R.buildings[what]["cost"]


def affordable(R, state: dict, p: int, what: str) -> bool:
    """Can p pay for a building (its deniers, its goods cards: `R.build_goods`)?"""
    return (state["players"][p]["money"] >= cost(R, what)["money"]
            and R.holdings.has(state, p, R.build_goods[what]))


def pay_for(R, state: dict, p: int, what: str) -> None:
    """p pays a building's deniers to the bank and its goods cards back to the supply."""
    E.pay(state, p, cost(R, what)["money"])
    R.holdings.pay(state, p, R.build_goods[what])


@PLACES.register
class Build(PlaceAction):
    """Build one building (a farm, a monastery, a castle or a palace card), once a turn (its
    `once`, in the data). On the
    board a building piece is dragged from the player's stock to its village; a palace card is
    clicked.
    Mechanic: building, its kinds, costs, pieces and sites read from buildings.yaml; a city is
    the one place that builds, hence its one use."""

    type = "build"
    act = "build"
    forms = (Form(("build", "$what"), ("node", "$at")), Form(None, ("palace", "$card"), when={"what": "palace"}))

    def facts(self, R, state, p, node, env):
        """What every candidate asks: the buildings p cannot pay for, p's pieces out and p's
        buildings per road."""
        unpaid = {what for what in WHATS if not affordable(R, state, p, what)}
        return unpaid, tokens_out(R, state, p), per_road(R, state, p)

    def candidates(self, R, state, p, node, env, facts):
        """The buildings p can pay for, each on a village without a building or on a building
        of p's of the kind it is built `on` (a monastery or a castle on a farm), then the palace
        cards of this city."""
        unpaid, blds = facts[0], state["buildings"]
        for what in KINDS:
            if what in unpaid:
                continue
            on = R.built_on[what]
            if on is None:
                yield from ({"act": "build", "what": what, "at": v} for v in R.board.villages
                            if v not in blds)
            else:
                site = {"p": p, "kind": on}
                yield from ({"act": "build", "what": what, "at": v} for v in R.board.villages
                            if blds.get(v) == site)
        if "palace" not in unpaid:
            city = env["place"].city
            yield from ({"act": "build", "what": "palace", "card": c} for c in R.palace_ids
                        if R.palaces[c]["city"] == city)

    def fault(self, R, state, p, node, env, option, facts):
        what = option.get("what")
        if what not in WHATS:
            return lambda: why("not_a_building")
        unpaid, out, roads = facts
        if what in unpaid:
            return lambda: why("building_cost", building=name("building", what), cost=E.cost_text(cost(R, what)))
        if what == "palace":
            return self.palace_fault(R, state, p, env["place"].city, option.get("card"))
        v = option.get("at")
        if v not in R.board.villages:
            return lambda: why("not_a_village")
        tokens = R.buildings["tokens"]
        for piece in R.pieces_taken[what]:
            if tokens[piece] <= out[piece]:
                return lambda: why("no_tokens", building=name("building", what))
        b, on = state["buildings"].get(v), R.built_on[what]
        if on is None:
            if b is not None:
                return lambda: why("village_built")
            return (lambda: why("balance")) if roads[R.board.road_of[v]] > min(roads.values()) else None
        if b != {"p": p, "kind": on}:
            return lambda: why("needs_own_farm", building=name("building", what))
        return None

    def palace_fault(self, R, state, p, city, card) -> dict | None:
        if card not in R.palace_ids:
            return lambda: why("no_such_palace")
        if R.palaces[card]["city"] != city:
            return lambda: why("palace_elsewhere", city=name("node", R.palaces[card]["city"]))
        if any(c["id"] == card for c in state["players"][p]["palaces"]):
            return lambda: why("palace_held")
        return (lambda: why("palace_gone")) if state["palace_supply"][card] <= 0 else None

    def carry(self, R, ctx, state, p, node, place, option):
        what = option["what"]
        pay_for(R, state, p, what)
        if what == "palace":
            card = option["card"]
            state["palace_supply"][card] -= 1
            state["players"][p]["palaces"].append({"id": card, "fresh": True})
            ctx.log(f"{G}.log.palace", p, card=name("palace", card), cost=amount("denier", cost(R, "palace")["money"]))
            return
        v = option["at"]
        state["buildings"][v] = {"p": p, "kind": what}
        ctx.log(f"{G}.log.build", p, building=name("building", what), village=name("node", v),
                cost=amount("denier", cost(R, what)["money"]))

