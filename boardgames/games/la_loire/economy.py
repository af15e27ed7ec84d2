"""Deniers, goods cards and boats.

Money is open information and an integer (the denier cards only make change): the bank never
runs out. Goods cards come from and go back to the supply, whose counts are in market.yaml,
through the engine's goods layout (`R.holdings`, engine/mechanics/table.py: a player's cards
in their `goods`, only those they carry). Nothing here decides what is legal; the callers
have checked.
"""
from __future__ import annotations

from functools import partial

from boardgames.engine import coins
from boardgames.engine.choice import msg

from . import abilities as A
from .text import G, amount, name


#: deniers paid to and taken from the bank, which keeps no count (engine/coins.py)
pay = partial(coins.pay, key="money", supply=None)
gain = partial(coins.gain, key="money", supply=None)


def carry_limit(R, state: dict, p: int, good: str) -> int | None:
    """How many of `good` p's merchant may carry (None: any number)."""
    base = R.goods[good].get("carry")
    return None if base is None else base + A.total(R, state, p, "carry")


def can_carry(R, state: dict, p: int, good: str) -> bool:
    limit = carry_limit(R, state, p, good)
    return limit is None or R.holdings.amount(state, p, good) < limit


def cost_text(cost: dict) -> dict:
    """A cost as text: "4 deniers", "4 deniers and 2 wood"."""
    goods = [msg(f"{G}.fmt.goods", n=k, good=name("good", g)) for g, k in cost.items() if g != "money" and k]
    if not goods:
        return amount("denier", cost.get("money", 0))
    return msg(f"{G}.fmt.cost_goods", money=amount("denier", cost.get("money", 0)), goods=goods)


def advance_boat(R, state: dict, p: int, steps: int) -> int:
    """p's boat `steps` spaces down the river (never past its last space); the spaces gone.
    The caller logs it, then asks `ending.check`."""
    pl = state["players"][p]
    went = max(0, min(steps, R.river - pl["boat"]))
    pl["boat"] += went
    return went


def tax(R, ctx, state: dict, p: int) -> bool:
    """The tax of a merchant about to leave a city at the start of p's turn; True when the
    merchant may not leave (too poor): the turn ends then."""
    pl = state["players"][p]
    city = pl["merchant"]["at"]
    if not R.board.is_city(city):
        return False
    t = R.setup_data["tax"]
    if pl["money"] < t["below"]:
        gain(state, p, t["gain"])
        ctx.log(f"{G}.log.too_poor", p, city=name("node", city), money=amount("denier", t["gain"]))
        return True
    keep = t["keep"] + A.total(R, state, p, "tax_keep", city)
    if pl["money"] > keep:
        excess = pl["money"] - keep
        pay(state, p, excess)
        ctx.log(f"{G}.log.tax", p, city=name("node", city), money=amount("denier", excess),
                keep=amount("denier", keep))
    return False
