"""Building, by a merchant in a city, one building a turn (fact sheet 10, buildings.yaml).

  {"act": "build", "what": "farm", "at": village}        on a village without a building;
                                                         p's buildings stay balanced over the roads
  {"act": "build", "what": "monastery", "at": village}   on one of p's farms (its token comes back)
  {"act": "build", "what": "castle", "at": village}      a tower on one of p's farms
  {"act": "build", "what": "palace", "card": id}         a palace card of this city

`state["buildings"]` maps a village to `{"p": owner, "kind": farm|monastery|castle}`. The
balance rule: on no road may p have more buildings than on another until that other has as
many (a monastery or castle was a farm and still counts on its road).
"""
from __future__ import annotations

from . import economy as E
from .text import G, amount, name, why

KINDS = ("farm", "monastery", "castle")


def tokens_out(state: dict, p: int) -> dict[str, int]:
    """p's farm, tower and monastery pieces on the board (a castle is a farm and a tower)."""
    out = {"farm": 0, "tower": 0, "monastery": 0}
    for b in state["buildings"].values():
        if b["p"] == p:
            if b["kind"] in ("farm", "castle"):
                out["farm"] += 1
            if b["kind"] == "castle":
                out["tower"] += 1
            if b["kind"] == "monastery":
                out["monastery"] += 1
    return out


def tokens_left(R, state: dict, p: int, piece: str) -> int:
    return R.buildings["tokens"][piece] - tokens_out(state, p)[piece]


def per_road(R, state: dict, p: int) -> dict[str, int]:
    counts = {r: 0 for r in R.board.roads}
    for v, b in state["buildings"].items():
        if b["p"] == p:
            counts[R.board.road_of[v]] += 1
    return counts


def balanced(R, state: dict, p: int, village: str) -> bool:
    counts = per_road(R, state, p)
    return counts[R.board.road_of[village]] <= min(counts.values())


def count(state: dict, p: int, kind: str) -> int:
    return sum(1 for b in state["buildings"].values() if b["p"] == p and b["kind"] == kind)


def cost(R, what: str) -> dict:
    return R.palace_cost if what == "palace" else R.buildings[what]["cost"]


def _piece(what: str) -> str:
    return "tower" if what == "castle" else what


def options(R, state: dict, p: int, city: str) -> list[dict]:
    out: list[dict] = []
    if state["turn"]["built"]:
        return out
    blds = state["buildings"]
    if E.has_goods(state, p, cost(R, "farm")) and tokens_left(R, state, p, "farm") > 0:
        out += [{"act": "build", "what": "farm", "at": v} for v in R.board.villages
                if v not in blds and balanced(R, state, p, v)]
    own = [v for v in R.board.villages if blds.get(v) == {"p": p, "kind": "farm"}]
    for what in ("monastery", "castle"):
        if E.has_goods(state, p, cost(R, what)) and tokens_left(R, state, p, _piece(what)) > 0:
            out += [{"act": "build", "what": what, "at": v} for v in own]
    if E.has_goods(state, p, R.palace_cost):
        mine = {c["id"] for c in state["players"][p]["palaces"]}
        out += [{"act": "build", "what": "palace", "card": c} for c in R.palace_ids
                if R.palaces[c]["city"] == city and state["palace_supply"][c] > 0 and c not in mine]
    return out


def build(R, ctx, state: dict, p: int, option: dict) -> None:
    what = option["what"]
    E.pay_cost(state, p, cost(R, what))
    state["turn"]["built"] = True
    if what == "palace":
        card = option["card"]
        state["palace_supply"][card] -= 1
        state["players"][p]["palaces"].append({"id": card, "fresh": True})
        ctx.log(f"{G}.log.palace", p, card=name("palace", card), cost=amount("denier", R.palace_cost["money"]))
        return
    v = option["at"]
    state["buildings"][v] = {"p": p, "kind": what}
    ctx.log(f"{G}.log.build", p, building=name("building", what), village=name("node", v),
            cost=amount("denier", cost(R, what)["money"]))


def refusal(R, state: dict, p: int, city: str, option: dict) -> dict:
    what = option.get("what")
    if state["turn"]["built"]:
        return why("built_this_turn")
    if what not in KINDS + ("palace",):
        return why("not_a_building")
    if not E.has_goods(state, p, cost(R, what)):
        return why("building_cost", building=name("building", what), cost=_cost_text(R, what))
    if what == "palace":
        card = option.get("card")
        if card not in R.palaces:
            return why("no_such_palace")
        if R.palaces[card]["city"] != city:
            return why("palace_elsewhere", city=name("node", R.palaces[card]["city"]))
        if any(c["id"] == card for c in state["players"][p]["palaces"]):
            return why("palace_held")
        return why("palace_gone")
    v = option.get("at")
    if v not in R.board.villages:
        return why("not_a_village")
    if tokens_left(R, state, p, _piece(what)) <= 0:
        return why("no_tokens", building=name("building", what))
    b = state["buildings"].get(v)
    if what == "farm":
        if b is not None:
            return why("village_built")
        return why("balance")
    return why("needs_own_farm", building=name("building", what))


def _cost_text(R, what: str) -> dict:
    return E.cost_text(cost(R, what))
