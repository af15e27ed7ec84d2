"""Cards: drawn from the face-down deck, moved between a hand and the shared display, played.

    draw   {n?: 1}                            draw n cards from the deck into your hand: a
                                              chance step (the match carries it out and never
                                              undoes past it); only you see what you drew
    move   {from: display|hand,               pick a card (tagged `tag`, if given) and move it:
            to: hand|display|discard,         display -> hand takes it, hand -> display puts it
            tag?}                             out face up, -> discard discards it; a display
                                              short of cards is refilled from the deck (a
                                              chance step)
    play   {tag?}                             pick a card of your hand whose cost you can pay,
                                              pay it, lay the card face up before you, then
                                              carry out its `effect` (a node of its design)
"""
from __future__ import annotations

from ..tasks import push
from . import table as T
from .base import Mechanic, flow_task, holds, needs


class Draw(Mechanic):
    """Draw `n` cards (1 if not given) from the deck into your hand: a chance step only you see."""

    type = "draw"
    fields = {"n": holds("int", default=1)}
    shareable = True

    def doable(self, R, state, p, node, env, before=()):
        return bool(state["deck"])

    def start(self, R, ctx, state, p, node, env):
        return {"t": "draw", "p": p, "n": node.get("n", 1)}

    def why(self, R, state, p, node, env):
        return R.text.t("why.deck_empty")

    def render(self, node, text, registry):
        return text.t("node.draw", cards=text.cards(node.get("n", 1)))


class Move(Mechanic):
    """Pick a card (tagged `tag`, if given) of `from` and move it to `to`; the display is refilled."""

    type = "move"
    fields = {"from": needs(("display", "hand")), "to": needs(("hand", "display", "discard")), "tag": holds("tag")}
    picks = True

    def check(self, node, refs):
        if node.get("from") == node.get("to"):
            return [(("to",), "a card moves to another zone than it comes from")]
        return []

    def choices(self, R, state, p, node, env):
        cards = T.zone(state, p, node["from"])
        tag = node.get("tag")
        if tag is not None:
            cards = [c for c in cards if tag in R.box.tags(c)]
        return [{"card": c} for c in R.box.distinct(cards)]

    def carry(self, R, ctx, state, p, node, env, option):
        card, source = option["card"], node["from"]
        T.zone(state, p, source).remove(card)
        T.put(R, state, p, node["to"], card)
        ctx.log(f"mech.log.move_{source}_{node['to']}", p, card=R.text.card(R.box.design_id(card)))
        if source == "display" and T.refill_needed(R, state):
            push(state, {"t": "refill"})

    def why(self, R, state, p, node, env):
        return R.text.t(f"why.no_card_{node['from']}")

    def render(self, node, text, registry):
        return text.t(f"node.move_{node['from']}_{node['to']}", cards=text.cards(1, node.get("tag")))


class Play(Mechanic):
    """Pick a card of your hand you can pay for: pay its cost, lay it before you, carry out its effect."""

    type = "play"
    fields = {"tag": holds("tag")}
    picks = True

    def choices(self, R, state, p, node, env):
        tag = node.get("tag")
        hand = [c for c in state["players"][p]["hand"] if tag is None or tag in R.box.tags(c)]
        return [{"card": c} for c in R.box.distinct(hand) if T.of(R).has(state, p, R.box.cost(c))]

    def carry(self, R, ctx, state, p, node, env, option):
        card = option["card"]
        cost = R.box.cost(card)
        T.of(R).pay(state, p, cost)
        pl = state["players"][p]
        pl["hand"].remove(card)
        pl["played"].append(card)
        ctx.log("mech.log.play", p, card=R.text.card(R.box.design_id(card)), cost=R.text.goods(cost))
        effect = R.box.effect(card)
        if effect is not None:
            push(state, flow_task(p, effect, env))

    def why(self, R, state, p, node, env):
        return R.text.t("why.cannot_play")

    def render(self, node, text, registry):
        return text.t("node.play", cards=text.cards(1, node.get("tag")))


KINDS = (Draw, Move, Play)
