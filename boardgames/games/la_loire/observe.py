"""What La Loire's zones (data/la_loire/zones.yaml, engine/zones.py) cannot say about what
each player may see, and about the full states consistent with it (for bots).

Hidden (NOTES.md "Hidden messages"): the message cards a player bought (the start card is
open), known only to their holder; the zones hide a secret card's id. Others see how many
they hold and of which level (the level is printed on the back, and the price paid is public),
and where their apprentice markers stand, but not which card a marker belongs to: the markers
of a player's secret cards show as one sorted list, `hidden_marks` (`hide_marks`). A guess
deals the secret cards so that each fits the markers its holder has out (`deal_messages`).

The totals of the characters and horses, which depend on the player count
(`character_copies`, `horse_total`), for the invariants.
"""
from __future__ import annotations

from boardgames.engine.memo import recall
from boardgames.engine.observe import unseen


def hide_marks(R, obs: dict, player: int | None) -> None:
    """The markers on the cards the zones hid (their id is None) gathered in `hidden_marks`."""
    for pl in obs["players"]:
        marks: list[str] = []
        for entry in pl["messages"]:
            if entry["id"] is None:
                marks += entry["marks"]
                entry["marks"] = []
        pl["hidden_marks"] = sorted(marks)


def deal_messages(R, state: dict, rng) -> None:
    """The cards the observer has not seen dealt back at random: into the others' secret hands
    (each card fitting the markers its holder has out) and the decks."""
    players = state["players"]
    marks = {p: list(pl.pop("hidden_marks", ())) for p, pl in enumerate(players)}
    seen = [e["id"] for pl in players for e in pl["messages"] if e["id"] is not None]
    seen += [cid for pl in players for cid in pl["delivered"]]
    left = recall(R, "unseen", tuple(seen), lambda: _unseen(R, seen))
    pools = {level: list(cards) for level, cards in left.items()}
    slots = [(p, e) for p, pl in enumerate(players) for e in pl["messages"] if e["id"] is None]
    if not _deal(R, slots, pools, marks, rng):
        raise ValueError("no deal of the secret messages fits the observation")
    for level, deck in state["decks"].items():
        pool = pools.get(int(level), [])
        if len(pool) != len(deck):
            raise ValueError(f"the observation does not account for every level {level} card")
        rng.shuffle(pool)
        state["decks"][level] = pool


def _unseen(R, seen: list[str]) -> dict[int, tuple[str, ...]]:
    """The cards not seen, by level, in the cards' order: the same in every world a search
    draws from one observation, so remembered by the cards seen (each world takes copies)."""
    pools: dict[int, list[str]] = {}
    for cid in unseen(R.card_ids, seen):
        pools.setdefault(R.cards[cid]["level"], []).append(cid)
    return {level: tuple(cards) for level, cards in pools.items()}


def _deal(R, slots: list, pools: dict, marks: dict, rng) -> bool:
    """Give every secret slot a card of its level, each of its holder's hidden markers going to
    one of their secret cards that names the marker's village (fewer markers on a card than it
    has destinations): the markers first, by a random search that backs up when stuck (it
    finds a deal whenever one exists, and the true one does; a player has few markers), then
    any card of its level for every slot left. Fills `slots`, takes the cards out of `pools`."""
    todo = [(p, v) for p in sorted(marks) for v in marks[p]]
    if not _place(R, todo, 0, slots, pools, rng):
        return False
    for _, e in slots:
        if e["id"] is None:
            pool = pools.get(e["level"], [])
            if not pool:
                return False
            e["id"] = pool.pop(rng.randrange(len(pool)))
    return True


def _place(R, todo: list, i: int, slots: list, pools: dict, rng) -> bool:
    """Hidden markers i.. of `todo` placed on their holders' secret cards (`_deal`), backing up
    when stuck. A module function that calls itself, not a closure: that would be a reference
    cycle, left to the cycle collector (a search holds it off)."""
    if i == len(todo):
        return True
    p, v = todo[i]
    mine = [e for q, e in slots if q == p]
    tried_empty: set[int] = set()
    order = list(range(len(mine)))
    rng.shuffle(order)
    for k in order:
        e = mine[k]
        if e["id"] is not None:
            to = R.cards[e["id"]]["to"]
            if v in to and v not in e["marks"] and len(e["marks"]) + 1 < len(to):
                e["marks"].append(v)
                if _place(R, todo, i + 1, slots, pools, rng):
                    return True
                e["marks"].pop()
            continue
        if e["level"] in tried_empty:         # empty slots of one level are alike
            continue
        tried_empty.add(e["level"])
        pool = pools.get(e["level"], [])
        fits = [c for c in pool if v in R.cards[c]["to"] and len(R.cards[c]["to"]) > 1]
        rng.shuffle(fits)
        for cid in fits:
            pool.remove(cid)
            e["id"], e["marks"] = cid, [v]
            if _place(R, todo, i + 1, slots, pools, rng):
                return True
            pool.append(cid)
            e["id"], e["marks"] = None, []
    return False


def character_copies(R, state: dict) -> dict:
    """Each character's copies in a game of this many players."""
    return {c: R.copies(c, state["n"]) for c in R.character_ids}


def horse_total(R, state: dict) -> int:
    """The horses set up for this many players."""
    return R.horse_total(state["n"])
