"""Tooltip and rules-help text generated from the same data that runs the game."""
from __future__ import annotations

from boardgames.engine.choice import msg

from boardgames.engine.flow import node_at

from . import conversions
from .furnishings import EFFECTS
from .nodes import NODES, TEXT

G = "caverna"


def describe(rules, kind: str, key) -> list[dict]:
    if kind == "space":                      # key: action space id
        return [msg(f"{G}.tip.space", name=f"@{G}.space.{key}", text=NODES.render(rules.flow(key)))]
    if kind == "loot":                       # key: loot id
        item = rules.loot[key]
        return [msg(f"{G}.tip.loot", name=f"@{G}.loot.{key}", strength=item["min_strength"],
                    text=NODES.render(item["effect"]))]
    if kind == "furnishing":                 # key: furnishing tile id
        tile = rules.tile(key)
        lines = [msg(f"{G}.tip.furnishing", name=f"@{G}.furnishing.{key}" if key != "entry_dwelling"
                     else f"@{G}.tile.entry_dwelling", cost=rules.goods_text(tile["cost"]), points=tile["points"])]
        lines += [EFFECTS.render(e) for e in tile["effects"]]
        return lines
    if kind == "cell":                       # key: cell id
        feature = rules.features.get(key)
        if feature:
            bonus = next(c["bonus"] for c in rules.home["cells"] if c["id"] == key)
            return [msg(f"{G}.tip.cell_bonus", feature=f"@{G}.feature.{feature}", goods=rules.goods_text(bonus))]
        return []
    if kind == "harvest":                    # key: harvest kind
        return [msg(f"{G}.harvest.{key}")]
    if kind == "round":                      # key: (round, players, cards revealed so far)
        return round_text(rules, *key)
    if kind == "option":                     # key: (choice kind, option, choice info)
        line = option_text(rules, *key)
        return [line] if line else []
    return []


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


def option_text(rules, kind: str, option: dict, info: dict) -> dict | None:
    """An option of a decision in words, for its button: what the flow step does, the loot,
    the weapon strength, a conversion's goods..."""
    act = option.get("act")
    if "path" in option and info.get("space"):
        node = node_at(rules.flow(info["space"]), option["path"])
        return msg(f"{G}.opt.{act}", what=NODES.render(node))
    if act == "convert":
        pay, gain, _ = conversions.FREE["convert"].price(rules, option)
        tile = option["id"].rsplit(".", 1)[0]
        if tile in rules.tiles:                      # granted by a furnishing: say which
            return msg(f"{G}.opt.convert_tile", pay=rules.goods_text(pay), gain=rules.goods_text(gain),
                       tile=f"@{G}.furnishing.{tile}")
        return msg(f"{G}.opt.convert", pay=rules.goods_text(pay), gain=rules.goods_text(gain))
    if act == "ruby_tile":
        return msg(f"{G}.opt.ruby_tile", tile=f"@{G}.tile.{option['tile']}", cell=option["cell"])
    if act == "disarm":
        return msg(f"{G}.opt.disarm", n=option["dwarf"] + 1)
    if act == "release":
        return msg(f"{G}.opt.release", animal=f"@{G}.good.{option['animal']}.one")
    if act == "skip" and "phase" in option:
        return msg(f"{G}.opt.skip_phase", phase=f"@{G}.harvest_phase.{option['phase']}")
    if act == "feed" and option.get("keep"):
        return msg(f"{G}.opt.feed_keep", n=option["keep"])
    if act == "feed" and option.get("with"):
        return msg(f"{G}.opt.feed_with", goods=rules.goods_text(option["with"]))
    if "loot" in option:
        return describe(rules, "loot", option["loot"])[0]
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
