"""La Loire invariants, checked after every step in tests and `simulate`: money never
negative (goods, message cards, characters, palace cards, horses and the market row's shield
tiles are data/la_loire/zones.yaml's: engine/zones.py checks that each is conserved, none
held fewer than none and no character or palace card held twice); pieces on the
map with a heading they can have; carry and hand limits; apprentice markers on destinations
of their cards and no more than the player has; buildings within each player's pieces and
balanced over the roads; the circus on a village, and no village showing the colour of a
neighbour."""
from __future__ import annotations

from . import buildings as B
from . import economy as E
from . import messages as MSG
from .text import PIECES


def check(R, state: dict) -> list[str]:
    errs: list[str] = []
    n = state["n"]
    players = state["players"]
    board = R.board
    # goods
    for p, pl in enumerate(players):
        if pl["money"] < 0:
            errs.append(f"player {p} has {pl['money']} deniers")
        for g, k in pl["goods"].items():
            limit = E.carry_limit(R, state, p, g)
            if k == 0 or (limit is not None and k > limit):     # fewer than none: zones.py
                errs.append(f"player {p} carries {k} {g}")
    # message cards
    for p in range(n):
        errs += _hand(R, state, p)
    for level, deck in state["decks"].items():
        if any(R.cards[c]["level"] != int(level) for c in deck):
            errs.append(f"a card of another level in deck {level}")
    # pieces
    for p, pl in enumerate(players):
        for piece in PIECES:
            pc = pl[piece]
            if pc["at"] not in board.pos or not board.heading_ok(pc["at"], pc["to"]):   # horses: zones.py
                errs.append(f"player {p}'s {piece} at {pc['at']} heading {pc['to']} on {pc['horses']} horses")
        if not 0 <= pl["boat"] <= R.river:
            errs.append(f"player {p}'s boat on {pl['boat']}")
    # buildings
    for v, b in state["buildings"].items():
        if v not in board.villages or b["kind"] not in B.KINDS or not 0 <= b["p"] < n:
            errs.append(f"building {b} at {v}")
    for p in range(n):
        out = B.tokens_out(R, state, p)
        for piece, k in out.items():
            if k > R.buildings["tokens"][piece]:
                errs.append(f"player {p} uses {k} {piece} pieces")
        counts = B.per_road(R, state, p).values()
        if max(counts) - min(counts) > 1:
            errs.append(f"player {p}'s buildings are not balanced over the roads: {B.per_road(R, state, p)}")
    # the circus and the shields
    if state["circus"] not in board.villages:
        errs.append(f"the circus at {state['circus']}")
    for v in board.villages:
        if any(state["shields"][v] == state["shields"][w] for w in board.neighbours[v]):
            errs.append(f"{v} shows the colour of a neighbour")
    errs += R.stack_invariants(state, bottom="turns")
    return errs


def _hand(R, state: dict, p: int) -> list[str]:
    errs = []
    pl = state["players"][p]
    for e in pl["messages"]:
        to = R.cards[e["id"]]["to"]
        if e["level"] != R.cards[e["id"]]["level"]:
            errs.append(f"player {p}'s card {e['id']} shows level {e['level']}")
        if len(e["marks"]) >= len(to) or not set(e["marks"]) <= set(to) or len(set(e["marks"])) != len(e["marks"]):
            errs.append(f"player {p}'s card {e['id']} marked at {e['marks']}")
    if MSG.markers_out(state, p) > MSG.markers(R, state, p):
        errs.append(f"player {p} has {MSG.markers_out(state, p)} apprentice markers out")
    for level, spec in R.levels.items():
        if "held" in spec and MSG.held_of_level(state, p, level) > spec["held"]:
            errs.append(f"player {p} holds too many level {level} cards")
    return errs
