"""La Loire set-up (rulebook "Setup"; fact sheet 5; data/la_loire/NOTES.md).

Every shuffle and deal uses the state's own random stream, so a seed replays the same game.
"""
from __future__ import annotations

from boardgames.engine.colouring import deal_apart
from boardgames.engine.rules import Ctx

from . import messages as MSG
from .tasks import TASKS
from .text import G, PIECES, name


def setup(R, ctx: Ctx, state: dict) -> None:
    n = len(state["seats"])
    cfg = R.setup_data
    rng = ctx.rng
    colours = [c["colour"] for c in R.data["map"]["shields"]["colours"] for _ in range(c["count"])]
    state.update(n=n, over=False, end=None, round=1, turns=0)
    state["shields"] = deal_apart(R.board.villages, R.board.neighbours, colours, rng)   # no two neighbours alike
    row = sorted(set(colours), key=colours.index)
    rng.shuffle(row)
    state["market"] = row
    state["circus"] = cfg["circus"]
    state["horses"] = {node: 0 for node in R.board.nodes}
    for v in cfg["neutral_horses"][n]:
        state["horses"][v] += 1
    state["supply"] = {g: R.goods[g]["cards"] for g in R.good_ids}
    decks: dict[str, list[str]] = {}
    for cid in R.card_ids:
        decks.setdefault(str(R.cards[cid]["level"]), []).append(cid)
    for deck in decks.values():
        rng.shuffle(deck)
    state["decks"] = decks
    state["character_supply"] = {c: R.copies(c, n) for c in R.character_ids}
    state["palace_supply"] = {c: R.palace_copies for c in R.palace_ids}
    state["buildings"] = {}
    state["players"] = []
    for p in range(n):
        pl = {"money": cfg["money"], "boat": 0, "goods": {}, "messages": [], "delivered": [],
              "characters": [], "palaces": []}
        for piece in PIECES:
            start = cfg["start"][piece]
            pl[piece] = {"at": start["at"], "horses": start["horses"], "to": None}
        state["players"].append(pl)
    state["turn"] = {"p": None, "taken": 0, **R.turn_marks, "delivered": {}}
    ctx.log(f"{G}.log.setup", n=n, circus=name("node", state["circus"]))
    for p in range(n):
        MSG.draw(R, ctx, state, p, cfg["start_message"], open_card=True)
    first = rng.below(n)
    state["first"] = first
    ctx.log(f"{G}.log.first", first)
    state["tasks"] = [TASKS["turns"].start(first)]
