"""Tooltip and rules-help text generated from the same data that runs the game."""
from __future__ import annotations

from boardgames.engine.choice import msg

from boardgames.engine.flow import node_at

from . import conversions
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
        bonus = next(c["bonus"] for c in rules.home["cells"] if c["id"] == key)
        return [msg(f"{G}.tip.cell_bonus", feature=f"@{G}.feature.{feature}", goods=rules.goods_text(bonus))]
    return []


def _option(rules, key) -> list[dict]:                 # key: (choice kind, option, choice info)
    line = option_text(rules, *key)
    return [line] if line else []


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


def _convert(rules, option) -> dict:
    pay, gain, _ = conversions.price(rules, option)
    tile = option["id"].rsplit(".", 1)[0]
    if tile in rules.tiles:                      # granted by a furnishing: say which
        return msg(f"{G}.opt.convert_tile", pay=rules.goods_text(pay), gain=rules.goods_text(gain),
                   tile=f"@{G}.furnishing.{tile}")
    return msg(f"{G}.opt.convert", pay=rules.goods_text(pay), gain=rules.goods_text(gain))


#: the free actions (conversions.py) in words
FREE_ACTS = {
    "convert": _convert,
    "ruby_tile": lambda rules, o: msg(f"{G}.opt.ruby_tile", tile=f"@{G}.tile.{o['tile']}", cell=o["cell"]),
    "disarm": lambda rules, o: msg(f"{G}.opt.disarm", n=o["dwarf"] + 1),
    "release": lambda rules, o: msg(f"{G}.opt.release", animal=f"@{G}.good.{o['animal']}.one"),
}


def option_text(rules, kind: str, option: dict, info: dict) -> dict | None:
    """An option of a decision in words, for its button: what the flow step does, the loot,
    the weapon strength, a conversion's goods..."""
    act = option.get("act")
    if "path" in option and info.get("space"):
        node = node_at(rules.flow(info["space"]), option["path"])
        return msg(f"{G}.opt.{act}", what=NODES.render(node))
    free = FREE_ACTS.get(act)
    if free is not None:
        return free(rules, option)
    if act == "skip" and "phase" in option:
        return msg(f"{G}.opt.skip_phase", phase=f"@{G}.harvest_phase.{option['phase']}")
    if act == "feed" and option.get("keep"):
        return msg(f"{G}.opt.feed_keep", n=option["keep"])
    if act == "feed" and option.get("with"):
        return msg(f"{G}.opt.feed_with", goods=rules.goods_text(option["with"]))
    if "loot" in option:
        return rules.describe("loot", option["loot"])[0]
    if "strength" in option:
        return msg(f"{G}.opt.strength", n=option["strength"])
    if "times" in option:
        return msg(f"{G}.opt.times", n=option["times"])
    if "good" in option:
        price = (info.get("node") or {}).get("prices", {}).get(option["good"])
        return msg(f"{G}.opt.buy", good=f"@{G}.good.{option['good']}.name",
                   price=rules.goods_text({"gold": price}) if price else msg(f"{G}.fmt.free"))
    if "grain" in option:
        return msg(f"{G}.opt.sow", grain=option["grain"], vegetable=option["vegetable"])
    if "tile" in option and "pay" in option:
        return msg(f"{G}.opt.furnish", tile=f"@{G}.furnishing.{option['tile']}", pay=rules.goods_text(option["pay"]))
    if act == "place":
        return msg(f"{G}.opt.place", n=option["dwarf"] + 1, space=f"@{G}.space.{option['space']}")
    if "space" in option:
        return msg(f"{G}.opt.space", space=f"@{G}.space.{option['space']}")
    if "twin" in option:
        return msg(f"{G}.opt.twin", tile=f"@{G}.tile.{option['twin']}", cells=TEXT.join("and", option["cells"]))
    if "cells" in option:
        return msg(f"{G}.opt.cells", cells=TEXT.join("and", option["cells"]))
    if "cell" in option:
        return msg(f"{G}.opt.cell", cell=option["cell"])
    if "animals" in option:
        return msg(f"{G}.opt.breed", animals=TEXT.names("good", option["animals"], "and") if option["animals"]
                   else msg(f"{G}.fmt.free"))
    if act:
        return msg(f"{G}.act.{act}")
    return None
