"""Messages (fact sheet 12, messages.yaml): the four decks, the cards in hand, apprentice
markers and deliveries.

A card in hand is `{"id", "level", "open", "marks"}`: `open` for the start card (everyone saw
it drawn), not for the ones bought later, which only their holder knows (observe.py); `marks`
are the destinations where an apprentice marker of the holder waits. A Level 1-3 card is
delivered by the messenger stopping at its destinations, one per stop, in any order: a marker
at each but the last, which completes it (the markers come back). A Level 4 card is delivered
in its city. Delivered cards lie open in front of their holder.

Log lines name a card only when it is public (delivered, or the open start card); the buyer
reads the card they drew in an entry only they may see.
"""
from __future__ import annotations

from boardgames.engine.choice import msg

from . import abilities as A
from . import ending
from .text import G, amount, name


def label(R, cid: str) -> dict:
    """A card's text: its level, destinations and points."""
    card = R.cards[cid]
    return msg(f"{G}.fmt.card", level=card["level"], to=[name("node", v) for v in card["to"]],
               points=amount("point", R.card_points[cid]))


def markers(R, state: dict, p: int) -> int:
    """Apprentice markers p has (their Apprentice and Helper free them)."""
    return A.total(R, state, p, "markers")


def markers_out(state: dict, p: int) -> int:
    return sum(len(m["marks"]) for m in state["players"][p]["messages"])


def held_of_level(state: dict, p: int, level: int) -> int:
    return sum(1 for m in state["players"][p]["messages"] if m["level"] == level)


def may_hold(R, state: dict, p: int, level: int) -> bool:
    """Below the level's hand limit (Level 4: two)?"""
    most = R.levels[level].get("held")
    return most is None or held_of_level(state, p, level) < most


def may_deliver(R, state: dict, level: int) -> bool:
    """Below the level's deliveries a turn (Level 4: one)?"""
    most = R.levels[level].get("per_turn")
    return most is None or state["turn"]["delivered"].get(str(level), 0) < most


def draw(R, ctx, state: dict, p: int, level: int, open_card: bool = False) -> str:
    """The top card of a deck into p's hand (seen by p only, unless `open_card`)."""
    cid = state["decks"][str(level)].pop()
    state["players"][p]["messages"].append({"id": cid, "level": level, "open": open_card, "marks": []})
    ctx.reveal()
    if open_card:
        ctx.log(f"{G}.log.start_message", p, card=label(R, cid))
    else:
        ctx.log_to([p], f"{G}.log.drew", p, card=label(R, cid))
    return cid


def delivery(R, state: dict, p: int, entry: dict, at: str) -> str | None:
    """What stopping at `at` does for the card `entry`: "complete", "mark", or None."""
    to = R.cards[entry["id"]]["to"]
    if at not in to or at in entry["marks"]:
        return None
    if len(entry["marks"]) + 1 == len(to):
        return "complete"
    return "mark" if markers_out(state, p) < markers(R, state, p) else None


def deliver(R, ctx, state: dict, p: int, cid: str, at: str) -> None:
    pl = state["players"][p]
    entry = next(m for m in pl["messages"] if m["id"] == cid)
    if delivery(R, state, p, entry, at) == "mark":
        entry["marks"].append(at)
        ctx.log(f"{G}.log.marker", p, village=name("node", at))
        return
    pl["messages"].remove(entry)
    pl["delivered"].append(cid)
    done = state["turn"]["delivered"]
    done[str(entry["level"])] = done.get(str(entry["level"]), 0) + 1
    ctx.log(f"{G}.log.delivered", p, card=label(R, cid), n=len(pl["delivered"]))
    ending.check(R, ctx, state, p)
