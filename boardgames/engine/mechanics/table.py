"""The table the mechanics play on: where resources and cards lie in a game's state.

    state["supply"]              {resource: how many are left in the general supply}
    state["deck"]                card ids face down; the top card is the last one
    state["display"]             card ids face up in the shared display (its size: `display_size`)
    state["discard"]             card ids face up, the discard pile
    state["players"][p]          {"res": {resource: n}, "hand": [card ids, hidden from the
                                 others, in the box's order], "played": [card ids, face up],
                                 "points": points scored during the game}

Resources move between the supply and the players only, so every resource is conserved:
what the supply holds plus what the players hold is what the box holds. Cards move between
the zones only, so each card of the box is in exactly one zone. `R` is the rules object of
the game (`R.box`: the cards, `R.supply_total`: the resources in the box, `R.display_size`).
"""
from __future__ import annotations

PLAYER_ZONES = ("hand", "played")
SHARED_ZONES = ("deck", "display", "discard")


def holdings(state: dict, p: int) -> dict:
    return state["players"][p]["res"]


def has(state: dict, p: int, goods: dict) -> bool:
    res = state["players"][p]["res"]
    return all(res.get(k, 0) >= n for k, n in goods.items())


def available(state: dict, goods: dict, times: int = 1) -> dict:
    """What the supply can give of `goods` taken `times` times (less where it runs short)."""
    supply = state["supply"]
    out = {}
    for k, n in goods.items():
        got = min(n * times, supply.get(k, 0))
        if got:
            out[k] = got
    return out


def give(state: dict, p: int, goods: dict) -> None:
    """From the supply to player p (the caller took no more than `available`)."""
    res, supply = state["players"][p]["res"], state["supply"]
    for k, n in goods.items():
        supply[k] -= n
        res[k] = res.get(k, 0) + n


def pay(state: dict, p: int, goods: dict) -> None:
    """From player p back to the supply (the caller checked `has`)."""
    res, supply = state["players"][p]["res"], state["supply"]
    for k, n in goods.items():
        res[k] -= n
        supply[k] = supply.get(k, 0) + n


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
