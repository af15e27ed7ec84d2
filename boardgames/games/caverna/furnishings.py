"""Furnishing tiles: their effect types (one class each: checks itself, renders its text) and
furnishing a cavern (which tiles, where, at what price after discounts and the Builder).

An effect that acts when its tile is furnished (gain_now, supply_rounds) or scores at the
end (score_per, score_if) carries that out itself (`Effect.furnished`, `Effect.points`).
The others are read where they matter (rules call `effects(pl, type)`): house_dwarfs /
house_animals (room), discount and substitute (prices), convert and disarm_for_food (free
actions), trigger (goods.py, harvest, round start), feed_with (feeding), furnish_on /
overbuild (where tiles go), either_as_and_or (flow walker), overhang (twin placement),
cancel_penalties (scoring).
"""
from __future__ import annotations

from itertools import product

from boardgames.engine.bonuses import Add
from boardgames.engine.effects import Registry
from boardgames.engine.fields import BOOLEAN, Field, array, integer, ref
from boardgames.engine.worded import Worded

from .countables import count
from .goods import add
from .text import TEXT

G = "caverna"
#: the furnishing effects; their fields' JSON Schema is `$defs/effect` of schema.yaml
EFFECTS = Registry(TEXT, builtin_flow=False, schema="effect",
                   common={"provenance": Field(ref("provenance"), optional=True)})
GOODS, COUNTABLE = ref("goods"), ref("countable")
ACTIVITIES = array(ref("activity"), unique=True)


def _row(**fields) -> dict:
    """A row of a table: these fields, all required."""
    return {"type": "object", "additionalProperties": False, "required": list(fields), "properties": fields}


class Effect(Worded):
    """A furnishing effect. Most are read where they matter (rules call `effects(pl, type)`);
    an effect that acts when its tile is furnished says so in `furnished`, one that scores at
    the end in `points` (`scores` marks it). Its sentence is `effect.<type>`, worded from its
    fields (engine/worded.py) unless the kind words it itself."""

    section = "effect"
    scores = False

    def furnished(self, rules, ctx, state: dict, p: int, cell: str, e: dict) -> None:
        """The tile carrying `e` was just furnished on `cell` by player p."""

    def points(self, rules, state: dict, p: int, cell: str, e: dict) -> int:
        """The bonus points `e` scores for player p (its tile on `cell`)."""
        return 0


@EFFECTS.register
class HouseDwarfs(Effect):
    type = "house_dwarfs"
    fields = {"count": Field(integer(1, 2)),
              "only_dwarf": Field(integer(1, 6), optional=True),         # the room is for this
              "raises_limit_to": Field(integer(5, 6), optional=True)}    # dwarf only
    constraints = {"dependentRequired": {"only_dwarf": ["raises_limit_to"], "raises_limit_to": ["only_dwarf"]}}

    def render(self, e, text, registry):
        if "only_dwarf" in e:
            return text.t("effect.house_dwarfs_sixth", limit=e["raises_limit_to"])
        return text.t("effect.house_dwarfs", dwarfs=text.amount("dwarf", e["count"]))


@EFFECTS.register
class HouseAnimals(Effect):
    type = "house_animals"
    fields = {"animals": Field(array(ref("housed_animal"), unique=True)),
              "capacity": Field(integer(1), optional=True),
              "capacity_per": Field({"const": "dwarf"}, optional=True),
              "same_type": Field(BOOLEAN, optional=True, default=False),
              "where": Field({"enum": ["this_tile", "each_unsown_field"]}, optional=True)}
    constraints = {"oneOf": [{"required": ["capacity"]}, {"required": ["capacity_per"]}],
                   "not": {"required": ["capacity_per", "where"]}}

    def render(self, e, text, registry):
        if "capacity_per" in e:
            return text.t("effect.house_animals_per_dwarf",
                          what=text.join("or", [text.noun(a, 2)["what"] for a in e["animals"]]))
        animals = text.join("or", [text.amount(a, e["capacity"]) for a in e["animals"]])
        if e.get("where") == "each_unsown_field":
            return text.t("effect.house_animals_each_unsown_field", animals=animals)
        key = "effect.house_animals_same_type" if e.get("same_type") else "effect.house_animals"
        return text.t(key, animals=animals)


@EFFECTS.register
class GainNow(Effect):
    type = "gain_now"
    fields = {"goods": Field(GOODS), "per": Field(COUNTABLE, optional=True)}
    cues = ("per",)
    words = {"goods": "goods", "per": "noun"}

    def furnished(self, rules, ctx, state, p, cell, e):
        k = count(rules, state, p, e["per"], cell) if "per" in e else 1
        if k:
            rules.holdings.take(rules, ctx, state, p, add({}, e["goods"], k))


@EFFECTS.register
class Discount(Effect, Add):
    """Pay `goods` less at the activities `on`: a lasting bonus (engine/bonuses.py) read per
    activity and good (`rules.discounted`); one `per` a countable is counted at the feeding."""

    type = "discount"
    fields = {"on": Field(ACTIVITIES), "goods": Field(GOODS), "per": Field(COUNTABLE, optional=True)}
    cues = ("per",)
    words = {"on": "names activity", "goods": "goods", "per": "noun"}

    def each(self, e):
        if "per" in e:
            return ()
        return tuple((activity, good, n) for activity in e["on"] for good, n in e["goods"].items())


@EFFECTS.register
class Substitute(Effect):
    """Pay `pay` instead of up to `max_each` of each good of `instead_of` in the price of
    the activities `on` (Builder).

    Mechanic: a substitution in prices (rules.py discounted, furnishings.payments), beside
    `discount`: it makes more ways to pay rather than a lower price.
    """

    type = "substitute"
    fields = {"on": Field(ACTIVITIES), "pay": Field(GOODS),
              "instead_of": Field(array(ref("good"), unique=True)), "max_each": Field(integer(1))}

    def render(self, e, text, registry):
        instead = text.join("and_or", [text.amount(g, 1) for g in e["instead_of"]])
        return text.t("effect.substitute", on=text.names("activity", e["on"]), pay=text.goods(e["pay"]),
                      instead_of=instead, max_each=e["max_each"])


@EFFECTS.register
class ConvertEffect(Effect):
    type = "convert"
    fields = {"pay": Field(GOODS), "gain": Field(GOODS), "timing": Field(ref("timing"))}
    words = {"pay": "goods", "gain": "goods", "timing": "ref timing"}


@EFFECTS.register
class SupplyRounds(Effect):
    type = "supply_rounds"
    fields = {"goods": Field(GOODS), "rounds": Field(integer(1, 12))}
    words = {"goods": "goods"}

    def furnished(self, rules, ctx, state, p, cell, e):
        """The goods go on the next rounds' spaces, taken at each round's start."""
        supply = state["players"][p]["supply"]
        for r in [r for r in state["rounds"] if r > state["round"]][: e["rounds"]]:
            supply[str(r)] = add(supply.get(str(r), {}), e["goods"])


@EFFECTS.register
class Trigger(Effect):
    type = "trigger"
    fields = {"event": Field(ref("event")),
              "gain": Field(GOODS, optional=True), "per": Field(COUNTABLE, optional=True),
              "table": Field(array(_row(count=integer(1), gain=GOODS)), optional=True),
              "not_with": Field(array(ref("id")), optional=True, holds="furnishing")}
    constraints = {"oneOf": [{"required": ["gain"]}, {"required": ["table"]}],
                   "dependentRequired": {"per": ["gain"]}}

    def render(self, e, text, registry):
        event = text.ref(f"event.{e['event']}")
        if "table" in e:
            rows = [text.t("fmt.table_row", count=r["count"], gain=text.goods(r["gain"])) for r in e["table"]]
            out = text.t("effect.trigger_table", event=event, table=text.join("table", rows))
        elif "per" in e:
            out = text.t("effect.trigger_per", event=event, gain=text.goods(e["gain"]), **text.noun(e["per"]))
        else:
            out = text.t("effect.trigger", event=event, gain=text.goods(e["gain"]))
        if "not_with" in e:
            out = text.t("effect.not_with", text=out, tiles=text.names("furnishing", e["not_with"], "and"))
        return out


@EFFECTS.register
class FeedWith(Effect):
    """At each feeding, up to `dwarfs` dwarfs may each be fed with one goods set of `options`
    instead of food (Working cave).

    Mechanic: other goods accepted as food at the feeding (harvest.py offers each way).
    """

    type = "feed_with"
    fields = {"dwarfs": Field(integer(1)), "options": Field(array(GOODS))}

    def render(self, e, text, registry):
        return text.t("effect.feed_with", dwarfs=text.amount("dwarf", e["dwarfs"]),
                      options=text.join("or", [text.goods(o) for o in e["options"]]))


@EFFECTS.register
class FurnishOn(Effect):
    """Furnishings may also go on these tiles, not only on caverns (Work room).

    Mechanic: widens where furnishing tiles go (home_board.yaml `furnish_on`, read wherever a
    furnishing's cells are found).
    """

    type = "furnish_on"
    fields = {"tiles": Field(array(ref("cell_content"), unique=True))}
    words = {"tiles": "names tile and"}


@EFFECTS.register
class EitherAsAndOr(Effect):
    """Every `either` of the owner's action spaces is read as `and_or` (Guest room).

    Mechanic: a change to the flow composites themselves for one player, applied where a
    flow is walked (rules.either_as_and_or, reach.py) and not by any one node.
    """

    type = "either_as_and_or"
    fields: dict = {}


@EFFECTS.register
class Overhang(Effect):
    """Twin tiles may overhang the home board; `gain` each time one does (Office room).

    Mechanic: a placement rule (the twin spots off the board, board.Placement and
    nodes.PlaceTwin) with its reward (home.lay_twin).
    """

    type = "overhang"
    fields = {"gain": Field(GOODS)}
    words = {"gain": "goods"}


@EFFECTS.register
class DisarmForFood(Effect):
    """Any time, a dwarf may give up their weapon for `food_per_strength` food per strength
    (Peaceful cave).

    Mechanic: weapons as a good to convert, a free action of its own (conversions.py
    `disarm`): the price is the dwarf's strength, not a goods set.
    """

    type = "disarm_for_food"
    fields = {"food_per_strength": Field(integer(1))}

    def render(self, e, text, registry):
        return text.t("effect.disarm_for_food", food=text.amount("food", e["food_per_strength"]))


@EFFECTS.register
class Overbuild(Effect):
    type = "overbuild"
    fields = {"tiles": Field(array(ref("id"), unique=True), holds="furnishing")}
    words = {"tiles": "names furnishing and"}


@EFFECTS.register
class ScorePer(Effect):
    """End scoring by a countable: `points` for every `per` (default 1) of it, rounded down,
    or the points of the `steps` row whose `at` it reaches exactly (Broom chamber)."""

    type = "score_per"
    fields = {"count": Field(COUNTABLE), "points": Field(integer(1), optional=True),
              "per": Field(integer(2), optional=True, default=1),
              "steps": Field(array(_row(at=integer(1), points=integer(1))), optional=True)}
    constraints = {"oneOf": [{"required": ["points"]}, {"required": ["steps"]}],
                   "dependentRequired": {"per": ["points"]}}
    scores = True

    def points(self, rules, state, p, cell, e):
        k = count(rules, state, p, e["count"], cell)
        if "steps" in e:
            return sum(s["points"] for s in e["steps"] if s["at"] == k)
        return e["points"] * (k // e.get("per", 1))

    def render(self, e, text, registry):
        if "steps" in e:
            steps = [text.t("fmt.score_step", points=s["points"], n=s["at"], **text.noun(e["count"], s["at"]))
                     for s in e["steps"]]
            return text.t("effect.score_table", steps=text.join("table", steps))
        if "per" in e:
            return text.t("effect.score_per_n", points=e["points"], n=e["per"], **text.noun(e["count"], e["per"]))
        return text.t("effect.score_per", points=e["points"], **text.noun(e["count"]))


@EFFECTS.register
class ScoreIf(Effect):
    type = "score_if"
    fields = {"condition": Field(ref("condition")), "points": Field(integer(1))}
    words = {"condition": "ref condition"}
    scores = True

    def points(self, rules, state, p, cell, e):
        dwarfs = state["players"][p]["dwarfs"]
        armed = [d for d in dwarfs if d["w"] > 0]
        ok = (len(armed) == len(dwarfs)) if e["condition"] == "all_dwarfs_armed" else not armed
        return e["points"] if ok else 0


@EFFECTS.register
class CancelPenalties(Effect):
    """At the end, up to `max` negative points of these score rows are cancelled, in pad
    order (Writing chamber).

    Mechanic: a change to the score sheet's rows rather than points of its own (scoring.py).
    """

    type = "cancel_penalties"
    fields = {"max": Field(integer(1)), "rows": Field(array(ref("score_row"), unique=True))}
    words = {"rows": "names score and"}


# --- furnishing a cavern -------------------------------------------------------------------------
def supply_ids(rules, mode: str) -> list[str]:
    """The unique (non-unlimited) tiles on the supply boards of this mode."""
    return [t["id"] for t in rules.data["furnishings"]["tiles"]
            if not t.get("unlimited") and (mode != "intro" or t["intro"])]


def payments(rules, pl: dict, cost: dict) -> list[dict]:
    """Every distinct way to pay a furnishing: discounts, then the Builder's substitutions."""
    base = rules.discounted(pl, "furnish", cost)
    ways = [base]
    for _, e in rules.effects(pl, "substitute"):
        if "furnish" not in e["on"]:
            continue
        new = []
        for way in ways:
            slots = [g for g in e["instead_of"] if way.get(g, 0) > 0]
            for picks in product(*[range(0, min(e["max_each"], way[g]) + 1) for g in slots]):
                w = dict(way)
                for g, k in zip(slots, picks):
                    if k:
                        w[g] -= k
                        for pg, pn in e["pay"].items():
                            w[pg] = w.get(pg, 0) + pn * k
                new.append({g: n for g, n in w.items() if n > 0})
        ways = new
    out = []
    for w in ways:
        if w not in out:
            out.append(w)
    return out


def _prices(rules, pl: dict, override: dict | None) -> dict:
    """Tile id -> every way to pay it, each also as (box, good, n) to check quickly. Filled as
    tiles are asked for; kept by the price override and the furnishings owned (discounts and
    the Builder are all `payments` reads of the player)."""
    key = ("prices", None if override is None else tuple(override.items()), tuple(pl["furn"].values()))
    hit = rules.memo.get(key)
    if hit is None:
        hit = rules.remember(key, {})
    return hit


def _ways(rules, pl: dict, cost: dict) -> tuple:
    return tuple((w, tuple((rules.holdings.boxes[g], g, n) for g, n in w.items()))
                 for w in payments(rules, pl, cost))


def choices(rules, state: dict, p: int, node: dict, first: bool = False) -> list[tuple[str, dict]]:
    """(tile, payment) pairs the player can furnish now with this node (some cell must take it).

    With first=True, stop at the first one (a quick "is there any?").
    """
    pl = state["players"][p]
    if node.get("only"):
        have = set(state["supply"])
        ids = [t for t in node["only"] if t == "dwelling" or t in have]
    else:
        ids = ["dwelling"] + state["supply"]
        if node["kind"] == "dwelling":
            ids = [t for t in ids if t in rules.dwellings]
    extra = [t for _, e in rules.effects(pl, "furnish_on") for t in e["tiles"]]
    plain = bool(rules.place.furnish_cells(pl, extra))
    override = node["cost"] if node.get("cost") is not None and node.get("only") else None
    prices = _prices(rules, pl, override)
    if not plain:                  # no free cavern: only a tile built over one the player owns
        owned = pl["furn"].values()
        ids = [t for t in ids if t in rules.overbuilds and any(f in rules.overbuilds[t] for f in owned)]
    out = []
    for tid in ids:
        ways = prices.get(tid)
        if ways is None:
            ways = prices[tid] = _ways(rules, pl, override if override is not None else rules.tile(tid)["cost"])
        for way, need in ways:
            for box, g, n in need:
                if pl[box][g] < n:
                    break
            else:
                out.append((tid, dict(way)))
                if first:
                    return out
    return out


def cells(rules, state: dict, p: int, tid: str) -> list[str]:
    pl = state["players"][p]
    extra = [t for _, e in rules.effects(pl, "furnish_on") for t in e["tiles"]]
    return rules.place.furnish_cells(pl, extra, rules.overbuilds.get(tid, ()))
