"""Conversions a player may make at any of their decisions: the free acts' menu (home_board.yaml
`free_acts`, engine/free_menu.py), one entry kind each.

Options (all carry an "act" that no ordinary decision uses):
  {"act": "convert", "id": "food.<goods>"}       the board's food strip (home_board.yaml food)
  {"act": "convert", "id": "gold.food", "n": k}  k + 1 gold -> k food
  {"act": "convert", "id": "ruby.<good>"}        1 ruby -> 1 good (ruby.cattle also costs food)
  {"act": "convert", "id": "<tile>.<i>"}         a furnishing's i-th exchange (Trader, parlors...)
  {"act": "ruby_tile", "tile": t, "cell": c}     a single meadow / field / tunnel / cavern
  {"act": "disarm", "dwarf": i}                  Peaceful cave: a weapon for food
Every conversion can be repeated; each uses goods up, so a game cannot loop.
"""
from __future__ import annotations

from operator import itemgetter

from boardgames.engine.effects import Registry
from boardgames.engine.fields import Field
from boardgames.engine.gestures import Gesture, Move
from boardgames.engine.mechanics.supply import Convert
from boardgames.engine.menu import NAME, MenuEntry

from . import home
from .goods import add
from .text import TEXT

G = "caverna"


def food_id(pay: dict) -> str:
    return "food." + "+".join(f"{g}{n if n > 1 else ''}" for g, n in pay.items())


def table(R) -> dict:
    """Fixed conversions by id -> (pay, gain, is_animal_to_food)."""
    out = {}
    for c in R.home["food"]:
        animal = any(g in R.holdings.farm for g in c["pay"])
        out[food_id(c["pay"])] = (c["pay"], c["gain"], animal)
    ruby = R.home["ruby"]
    for g in ruby["exchange"]["goods"]:
        out[f"ruby.{g}"] = ({"ruby": 1}, {g: 1}, False)
    out["ruby.cattle"] = (ruby["cattle"]["pay"], ruby["cattle"]["gain"], False)
    return out


class Offers:
    """The conversion table read once for offering: asked at every decision of every player.

    What the table, gold and the ruby tiles offer depends on nothing but the few goods their
    prices name, so it is worked out once per amount of those goods (`fixed`). Neighbouring
    conversions with the same price (ten "1 ruby -> ..." in a row) are checked once; each
    furnishing's exchanges are listed by tile id; prices become (box, good, n) so that
    checking one reads the player's boxes directly.
    """

    def __init__(self, R):
        self.groups: list[tuple[tuple, list[str]]] = []
        for cid, (pay, _, _) in R.conversions.items():
            need = _need(R, pay)
            if self.groups and self.groups[-1][0] == need:
                self.groups[-1][1].append(cid)
            else:
                self.groups.append((need, [cid]))
        self.tiles = {tid: [(f"{tid}.{i}", _need(R, e["pay"]))
                            for i, e in enumerate(x for x in t["effects"] if x["type"] == "convert")]
                      for tid, t in R.tiles.items()}
        self.ruby_tiles = [(t["tile"], _need(R, t["pay"])) for t in R.home["ruby"]["tiles"]]
        self.surcharge = R.home["gold_to_food"]["surcharge"]
        needs = [need for need, _ in self.groups] + [need for _, need in self.ruby_tiles]
        read = {(box, g) for need in needs for box, g, _ in need}
        read.add(("goods", "gold"))
        self._goods = itemgetter(*sorted(g for box, g in read if box == "goods"))
        self._animals = itemgetter(*sorted(g for box, g in read if box == "animals"))
        self._kept: dict = {}

    def fixed(self, pl: dict) -> tuple:
        """(the table's conversions p can pay, how many gold -> food amounts, the ruby tiles p
        can buy): kept by the amounts of the goods they read."""
        key = (self._goods(pl["goods"]), self._animals(pl["animals"]))
        hit = self._kept.get(key)
        if hit is None:
            if len(self._kept) > 20000:
                self._kept.clear()
            ids = tuple(cid for need, group in self.groups if _affords(pl, need) for cid in group)
            tiles = tuple(tile for tile, need in self.ruby_tiles if _affords(pl, need))
            hit = self._kept[key] = (ids, max(0, pl["goods"]["gold"] - self.surcharge), tiles)
        return hit

    def clear(self) -> None:
        self._kept.clear()


def _need(R, pay: dict) -> tuple:
    return tuple((R.holdings.boxes[g], g, n) for g, n in pay.items())


def _affords(pl: dict, need: tuple) -> bool:
    for box, g, n in need:
        if pl[box][g] < n:
            return False
    return True


class FreeAct(MenuEntry):
    """An entry of the free acts' menu (home_board.yaml `free_acts`, engine/free_menu.py)."""

    fields: dict = {}
    #: a stray gesture reads as a conversion only when it picks up a good
    pieces = ("goods",)

    def render(self, node, text, registry):
        return text.t(f"act.{node['act']}")


#: the free acts' kinds; home_board.yaml `free_acts` lists them as a menu keyed by `act`
FREE = Registry(TEXT, builtin_flow=False, schema="free_act",
                common={"act": Field(NAME), "refuse": Field(NAME)})


@FREE.register
class Exchange(FreeAct):
    """Goods for goods: the food strip, gold for food, a ruby for a good, a furnishing's trade.

    Mechanic: the conversions of the board, the ruby card and the furnishings, offered as one
    list kept per amount of the goods their prices read (`Offers`).
    """

    type = "exchange"

    def offers(self, R, state, p, node, env):
        pl = state["players"][p]
        offers, act = R.offers, node["act"]
        ids, gold, _ = offers.fixed(pl)
        out = [{"act": act, "id": cid} for cid in ids]
        for k in range(1, gold + 1):
            out.append({"act": act, "id": "gold.food", "n": k})
        for tid in pl["furn"].values():
            for cid, need in offers.tiles[tid]:
                if _affords(pl, need):
                    out.append({"act": act, "id": cid})
        return out

    def take(self, R, ctx, state, p, node, env, option):
        """The engine's `convert`, once; farm animals turned into food also set off the
        furnishings' `farm_animal_to_food` triggers (Slaughtering cave)."""
        pay, gain, animals = price(R, option)
        if animals:
            k = sum(n for g, n in pay.items() if g in R.holdings.farm)
            for _, e in R.effects(state["players"][p], ("trigger", "farm_animal_to_food")):
                gain = add(gain, e["gain"], k)
        CONVERT.carry(R, ctx, state, p, {"pay": pay, "gain": gain}, {}, {"times": 1})

    def meant(self, R, state, p, node, gesture):
        """A good dragged onto another good (or onto "food"): the exchange it would be."""
        to = gesture.to
        if to is None or to[0] == "home":
            return None
        return {"act": node["act"], "id": f"{gesture.piece[2]}.{to[2] if to[0] == 'goods' else to[0]}"}


@FREE.register
class RubyTile(FreeAct):
    """A single tile bought with rubies and laid at once (legal cells only).

    Mechanic: a tile laid as a conversion (home_board.yaml `ruby.tiles`), not as an action.
    """

    type = "ruby_tile"

    def offers(self, R, state, p, node, env):
        pl = state["players"][p]
        tiles = R.offers.fixed(pl)[2]
        return [{"act": node["act"], "tile": tile, "cell": cell} for tile, cell in R.place.spots_of(pl, tiles)] \
            if tiles else []

    def take(self, R, ctx, state, p, node, env, option):
        t = next(x for x in R.home["ruby"]["tiles"] if x["tile"] == option["tile"])
        R.holdings.pay(state, p, t["pay"])
        home.lay_tile(R, ctx, state, p, option["tile"], option["cell"])

    def meant(self, R, state, p, node, gesture):
        """A good dragged onto a cell of the home board: a tile bought with it."""
        to = gesture.to
        return {"act": node["act"], "tile": None, "cell": to[2]} if to is not None and to[0] == "home" else None


@FREE.register
class Disarm(FreeAct):
    """Peaceful cave: a dwarf's weapon turned into food.

    Mechanic: the furnishing effect `disarm_for_food` (furnishings.py) as a free act: the
    price is the dwarf's strength, not a goods set.
    """

    type = "disarm"

    def offers(self, R, state, p, node, env):
        pl = state["players"][p]
        if not R.has_effect(pl, "disarm_for_food"):
            return []
        return [{"act": node["act"], "dwarf": i} for i, d in enumerate(pl["dwarfs"]) if d["w"] > 0]

    def take(self, R, ctx, state, p, node, env, option):
        pl = state["players"][p]
        d = pl["dwarfs"][option["dwarf"]]
        per = next(e for _, e in R.effects(pl, "disarm_for_food"))["food_per_strength"]
        food = d["w"] * per
        d["w"] = 0
        R.holdings.give(R, state, p, {"food": food})
        ctx.log(f"{G}.log.disarm", p, food=food)


def price(R, option: dict) -> tuple[dict, dict, bool]:
    """(pay, gain, farm animals turned into food) of the exchange this option names."""
    cid = option["id"]
    if cid == "gold.food":
        k = option["n"]
        return {"gold": k + R.home["gold_to_food"]["surcharge"]}, {"food": k}, False
    if cid in R.conversions:
        return R.conversions[cid]
    tid, i = cid.rsplit(".", 1)
    e = [x for x in R.tile_effects(tid) if x["type"] == "convert"][int(i)]
    return e["pay"], e["gain"], False


CONVERT = Convert()


def gestures(R, state: dict, p: int, options: list[dict]) -> list[Move]:
    """The exchanges made on the board: a good paid for one kind of good gained (the food
    strip, a ruby for a good or, with 1 food, for a cattle, gold for food) is that good dragged
    onto the other in the player's supply; a ruby tile is the ruby dragged onto its cell.
    Furnishings' trades and disarming stay buttons, named after the tile that grants them."""
    out = []
    for o in options:
        if o["act"] == "convert" and (o["id"] in R.conversions or o["id"] == "gold.food"):
            pay, gain, _ = price(R, o)
            if len(gain) == 1:                   # the first good paid is the one dragged
                out.append(Move(Gesture(("goods", p, next(iter(pay))), ("goods", p, next(iter(gain)))), (o,)))
        elif o["act"] == "ruby_tile":
            out.append(Move(Gesture(("goods", p, "ruby"), ("home", p, o["cell"])), (o,)))
    return out

