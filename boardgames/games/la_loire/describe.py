"""Tooltip and rules-help text generated from the same data that runs the game. A message card
is described only by its id (whoever asks holds it, or it is public): nothing here looks into a
player's hand."""
from __future__ import annotations

from boardgames.engine.choice import msg

from . import economy as E
from . import messages as MSG
from .abilities import ABILITIES
from .places import PLACES
from .text import G, amount, name


def _village(R, key) -> list[dict]:
    if key in R.board.cities:
        return [msg(f"{G}.node.{key}"), msg(f"{G}.tip.city")]
    if key not in R.board.villages:
        return []
    return [msg(f"{G}.node.{key}"), msg(f"{G}.tip.village", good=name("good", R.board.good[key]),
                                       road=name("road", R.board.road_of[key]))]


def _message(R, key) -> list[dict]:
    if key not in R.cards:
        return []
    return [MSG.label(R, key), msg(f"{G}.tip.message_{'city' if R.cards[key]['to'][0] in R.board.cities else 'village'}")]


def _character(R, key) -> list[dict]:
    c = R.characters.get(key)
    if c is None:
        return []
    lines = [msg(f"{G}.character.{key}"),
             msg(f"{G}.tip.character", cost=amount("denier", c["cost"]), vp=amount("point", c["vp"]))]
    if c["group"] == "blue":
        lines.append(msg(f"{G}.tip.blue"))
    return lines + [ABILITIES.render(node) for node in c["abilities"]]


def _palace(R, key) -> list[dict]:
    c = R.palaces.get(key)
    if c is None:
        return []
    return [msg(f"{G}.palace.{key}"), msg(f"{G}.tip.palace", cost=R.palace_cost["money"], vp=c["vp"],
                                          city=name("node", c["city"]))] + \
        [ABILITIES.render(node) for node in c["abilities"]]


def _place(R, key) -> list[dict]:
    """`key` "merchant.city", "messenger.farm"...: what the piece may do there."""
    piece, _, kind = str(key).partition(".")
    nodes = R.actions.get(piece, {}).get(kind)
    if nodes is None:
        return []
    return [msg(f"{G}.tip.place", piece=name("piece", piece), kind=name("kind", kind))] + \
        [PLACES.render(node) for node in nodes]


def _good(R, key) -> list[dict]:
    g = R.goods.get(key)
    if g is None:
        return []
    carry = g.get("carry")
    return [msg(f"{G}.good.{key}"), msg(f"{G}.tip.good_carry" if carry else f"{G}.tip.good", sell=g["sell"], n=carry)]


PARTS = {
    "village": _village,
    "message": _message,
    "character": _character,
    "palace": _palace,
    "place": _place,
    "good": _good,
    "market": lambda R, key: [msg(f"{G}.tip.market", prices=R.prices)],
    "building": lambda R, key: ([msg(f"{G}.building.{key}"),
                                 msg(f"{G}.tip.building_{key}", cost=E.cost_text(R.buildings[key]["cost"]))]
                                if key in R.building_pieces else []),
}
