"""The table the mechanics play on: where resources and cards lie in a game's state.

    state["supply"]              {resource: how many are left in the general supply}
    state["deck"]                card ids face down; the top card is the last one
    state["display"]             card ids face up in the shared display (its size: `display_size`)
    state["discard"]             card ids face up, the discard pile
    state["players"][p]          {"res": {resource: n}, "hand": [card ids, hidden from the
                                 others, in the box's order], "played": [card ids, face up],
                                 "points": points scored during the game}

A game may keep its goods otherwise (`Holdings` below: the player's mappings that hold them,
a supply that never runs out); the goods mechanics work on whatever layout its rules give.
Resources move between the supply and the players only, so every resource is conserved:
what the supply holds plus what the players hold is what the box holds. Cards move between
the zones only, so each card of the box is in exactly one zone. `R` is the rules object of
the game (`R.box`: the cards, `R.supply_total`: the resources in the box, `R.display_size`).
"""
from __future__ import annotations

PLAYER_ZONES = ("hand", "played")
SHARED_ZONES = ("deck", "display", "discard")


class Holdings:
    """Where a player's goods lie in a game's state and where they come from: the layout the
    goods mechanics (gain, pay, convert) and the resource counts work on.

    This default is the layout above: one mapping `players[p]["res"]` and a shared supply
    that can run out. A game whose state keeps them otherwise gives its rules a `holdings`
    of its own (`boxes`: the player's mapping that holds each good, by name; `unlimited`: the
    supply never runs out and the state holds none; `sparse`: a player's mappings hold only
    the goods they have, a count that falls to 0 leaving its mapping, so that two equal
    holdings are equal mappings: engine/sparse.py), and may extend `gained` with what a
    gain sets off in that game (a trigger, a check). Keeping every move of goods here is
    what keeps the supply and the players' goods conserved.
    """

    def __init__(self, boxes: dict[str, str] | None = None, unlimited: bool = False,
                 sparse: bool = False):
        #: good -> the key of the player's mapping holding it (absent: "res")
        self.boxes = dict(boxes or {})
        self.unlimited = unlimited
        #: a good a player has none of is absent from their mapping (reading it gives 0)
        self.sparse = sparse

    def box(self, pl: dict, good: str) -> dict:
        return pl[self.boxes.get(good, "res")]

    def amount(self, state: dict, p: int, good: str) -> int:
        return state["players"][p][self.boxes.get(good, "res")].get(good, 0)

    def has(self, state: dict, p: int, goods: dict, times: int = 1) -> bool:
        pl, boxes = state["players"][p], self.boxes       # asked at most decisions: kept plain
        for k, n in goods.items():
            if pl[boxes.get(k, "res")].get(k, 0) < n * times:
                return False
        return True

    def available(self, state: dict, goods: dict, times: int = 1) -> dict:
        """What the supply can give of `goods` taken `times` times (less where it runs short)."""
        if self.unlimited:
            return {k: n * times for k, n in goods.items() if n}
        supply = state["supply"]
        out = {}
        for k, n in goods.items():
            got = min(n * times, supply.get(k, 0))
            if got:
                out[k] = got
        return out

    def give(self, R, state: dict, p: int, goods: dict) -> None:
        """From the supply to player p (the caller took no more than `available`)."""
        pl, boxes = state["players"][p], self.boxes       # at most steps of a search: kept plain
        supply = None if self.unlimited else state["supply"]
        sparse = self.sparse
        for k, n in goods.items():
            if sparse and not n:
                continue
            if supply is not None:
                supply[k] -= n
            box = pl[boxes.get(k, "res")]
            box[k] = box.get(k, 0) + n
        self.gained(R, state, p, goods)

    def take(self, R, ctx, state: dict, p: int, goods: dict) -> None:
        """`give`, and the game's log says what p took (its `log.gain`)."""
        self.give(R, state, p, goods)
        ctx.log(R.text.key("log.gain"), p, goods=self.words(R, goods))

    def gained(self, R, state: dict, p: int, goods: dict) -> None:
        """What a gain of `goods` sets off in the game (nothing here)."""

    def pay(self, state: dict, p: int, goods: dict, times: int = 1) -> None:
        """From player p back to the supply (the caller checked `has`)."""
        pl, boxes, sparse = state["players"][p], self.boxes, self.sparse
        for k, n in goods.items():
            box = pl[boxes.get(k, "res")]
            if sparse:
                if not n:
                    continue
                box[k] = box.get(k, 0) - n * times
            else:
                box[k] -= n * times
            if box[k] < 0:
                raise ValueError(f"paid {k} below zero")
            if sparse and not box[k]:
                del box[k]
            if not self.unlimited:
                state["supply"][k] = state["supply"].get(k, 0) + n * times

    def words(self, R, goods: dict):
        """The goods as a message of the game's rule text (for its log)."""
        return R.text.goods(goods)


#: the layout above, for a game that gives none of its own
SHARED = Holdings()


def of(R) -> Holdings:
    """The goods layout of the game `R` (its rules' `holdings`, else the shared one)."""
    return getattr(R, "holdings", SHARED)


def available(state: dict, goods: dict, times: int = 1) -> dict:
    """What the shared supply can give (set-up of a game in the shared layout)."""
    return SHARED.available(state, goods, times)


def give(state: dict, p: int, goods: dict) -> None:
    """From the supply to player p in the shared layout (set-up: nothing to set off)."""
    SHARED.give(None, state, p, goods)


def zone(state: dict, p: int, name: str) -> list:
    """A zone by name: a player's own (`hand`, `played`) or a shared one."""
    return state["players"][p][name] if name in PLAYER_ZONES else state[name]


def put(R, state: dict, p: int, name: str, card: str) -> None:
    """A card into a zone (a hand stays in the box's order)."""
    cards = zone(state, p, name)
    cards.append(card)
    if name == "hand":
        R.box.sort(cards)


def refill_needed(R, state: dict) -> bool:
    return bool(state["deck"]) and len(state["display"]) < R.display_size
