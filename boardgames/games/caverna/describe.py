"""Tooltip and rules-help text generated from the same data that runs the game."""
from __future__ import annotations

from boardgames.engine.choice import msg

from .furnishings import EFFECTS
from .nodes import NODES, TEXT

G = "caverna"


def _space(rules, key) -> list[dict]:                  # key: action space id
    return [msg(f"{G}.tip.space", name=f"@{G}.space.{key}", text=NODES.render(rules.flow(key)))]


def _loot(rules, key) -> list[dict]:                   # key: loot id
    item = rules.loot[key]
    return [msg(f"{G}.tip.loot", name=f"@{G}.loot.{key}", strength=item["min_strength"],
                text=NODES.render(item["effect"]))]


def _furnishing(rules, key) -> list[dict]:             # key: furnishing tile id
    tile = rules.tile(key)
    lines = [msg(f"{G}.tip.furnishing", name=f"@{G}.furnishing.{key}" if key != "entry_dwelling"
                 else f"@{G}.tile.entry_dwelling", cost=rules.goods_text(tile["cost"]), points=tile["points"])]
    return lines + [EFFECTS.render(e) for e in tile["effects"]]


def _cell(rules, key) -> list[dict]:                   # key: cell id
    feature = rules.features.get(key)
    if feature:
        goods = rules.goods_text(rules.place.bonus[key])
        return [msg(f"{G}.tip.cell_bonus", feature=f"@{G}.feature.{feature}", goods=goods)]
    return []


def _option(rules, key) -> list[dict]:                 # key: (choice kind, option, choice info)
    return rules.option_words.lines(*key)               # help.yaml `options`


#: what a tooltip describes -> its lines
PARTS = {"space": _space, "loot": _loot, "furnishing": _furnishing, "cell": _cell,
            "harvest": lambda rules, key: [msg(f"{G}.harvest.{key}")],        # key: harvest kind
            "round": lambda rules, key: round_text(rules, *key),   # key: (round, players, cards revealed)
            "option": _option}


def round_text(rules, n: int, players: int, revealed) -> list[dict]:
    """A round space still face down: its stage and the round cards it can still bring."""
    setup = rules.data["setup"]
    stage = next(s["stage"] for s in setup["round_deck"]["stages"] if n in s["rounds"])
    removed = set(setup["by_players"][players].get("removed_cards", ()))
    if setup["by_players"][players].get("round_cards") == "fixed":       # solo: the printed order
        cards = [e["card"] for e in setup["solo_order"] if e["round"] == n]
        return [msg(f"{G}.tip.round", n=n, stage=stage, cards=TEXT.names("space", cards))]
    cards = [c for c, card in rules.cards.items() if card["stage"] == stage and c not in revealed
             and c not in removed and card.get("fixed_round", n) == n
             and not any(other.get("fixed_round") == n for o, other in rules.cards.items() if o != c
                         and o not in revealed and o not in removed)]
    return [msg(f"{G}.tip.round", n=n, stage=stage, cards=TEXT.names("space", cards))]
