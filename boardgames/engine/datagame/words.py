"""A game run from data in words: its options and its table, for a view that lists them
(ui/generic_view.py draws every data-only game this way).

An option of the turn reads as its action and what it does ("Buy paper: pay 1 coin, then
take 2 paper"), a part of a flow as the part's own sentence, a pick as the card it picks.
The table reads from one viewer's observation, so what they may not see is not there to say.
"""
from __future__ import annotations

from ..choice import msg
from ..flow import node_at

FLOW_ACTS = ("part", "skip", "done")


def card_name(R, card: str) -> str:
    return R.text.card(R.box.design_id(card))


def option(R, state: dict, option: dict) -> dict | None:
    tasks = state.get("tasks") or []
    if not tasks or not isinstance(option, dict):
        return None
    task = tasks[-1]
    if task["t"] == "flow" and option.get("act") in FLOW_ACTS:
        return _flow_part(R, task, option)
    card = option.get("card")
    words = card_words(R, card) if isinstance(card, str) and card in R.box.design_of else None
    entry = R.menu.entry(option.get("act")) if task["t"] == "turn" else None
    if entry is None:
        return words
    action = f"@{R.id}.act.{entry['act']}"
    if words is not None:
        return msg("mech.option.entry", act=action, text=words)
    return msg("mech.option.entry", act=action, text=R.nodes.render(entry))


def card_words(R, card: str) -> dict:
    """"Jade lantern (jade; cost: 2 sheets of paper; 2 points)": what a player weighs when
    picking it."""
    text, design = R.text, R.box.design(card)
    facts = []
    if design.get("tags"):
        facts.append(text.tags(design["tags"]))
    if design.get("cost"):
        facts.append(msg("mech.option.cost", cost=text.goods(design["cost"])))
    if design.get("points"):
        facts.append(text.points(design["points"]))
    if not facts:
        return msg("mech.option.card", card=card_name(R, card))
    return msg("mech.option.card_facts", card=card_name(R, card), facts=text.join("facts", facts))


def _flow_part(R, task: dict, option: dict) -> dict:
    if option["act"] == "done":
        return msg("mech.option.done")
    node = node_at(task["tree"], option["path"])
    text = R.nodes.render(node)
    return msg("mech.option.skip", text=text) if option["act"] == "skip" else msg("mech.option.part", text=text)


def table(R, obs: dict, viewer: int | None) -> list[dict]:
    text = R.text
    lines = [msg("mech.table.final" if obs.get("final") else "mech.table.round", n=obs.get("round", 0)),
             msg("mech.table.supply", goods=text.goods({k: n for k, n in obs["supply"].items() if n})),
             msg(_counted("mech.table.deck", len(obs["deck"])), n=len(obs["deck"]), discard=len(obs["discard"])),
             msg("mech.table.display", cards=_cards(R, obs["display"]))]
    for p, pl in enumerate(obs["players"]):
        name = obs["seats"][p].get("name", str(p + 1))
        goods = text.goods({k: n for k, n in pl["res"].items() if n})
        lines.append(msg("mech.table.player", name=name, goods=goods))   # the score: the panel's
        hand = pl["hand"]
        if hand and hand[0] is None:
            lines.append(msg(_counted("mech.table.hand_hidden", len(hand)), n=len(hand)))
        else:
            lines.append(msg("mech.table.hand", cards=_cards(R, hand)))
        lines.append(msg("mech.table.played", cards=_cards(R, pl["played"])))
    return lines


def _counted(key: str, n: int) -> str:
    """The key of a sentence's form for `n` things (`one` or `other`, as the nouns have)."""
    return f"{key}.{'one' if n == 1 else 'other'}"


def _cards(R, cards: list) -> object:
    return [card_name(R, c) for c in cards] if cards else "@mech.table.none"
