"""What the mechanics count, and the tests made of counts: one small language for "per",
"if", the end of the game and the score pad.

A count is a mapping naming one thing to count, with an optional `every: n` (count whole
groups of n: "per 3 coins"):

    {resource: coin}                       the player's coins
    {cards: hand | played}                 cards in the player's hand, or played by them
    {cards: played, tag: red}              ... only those tagged red
    {cards: played, sum: points}           the points printed on them, added up
    {sets: [red, gold, jade]}              complete sets of one card of each tag among the
                                           cards the player has played
    {scored: true}                         points the player scored during the game
    {zone: deck | display | discard}       cards in a shared zone (the same for everyone)
    {countable: ore_mine}                  one of the game's own countables (its rules'
                                           `countable`; `refs["countables"]` names them)

Each of these is a small class (`Count`) that counts, checks itself and names what it counts;
`COUNTS` finds it by the key the mapping names. A test compares a count:
`{count: <count>, at_least: n}` or `{count: <count>, at_most: n}`. Asked of a player, it counts
theirs; as an end trigger, a count of a player's things holds when any player's does.
"""
from __future__ import annotations

from typing import Any

from . import table as T
from .box import NUMBERS
from .table import PLAYER_ZONES, SHARED_ZONES
from ..refs import not_known

Problem = tuple[tuple, str]
COMPARE = ("at_least", "at_most")


class Count:
    """One kind of count, named by the key its mapping holds (`key`)."""

    key: str = ""
    #: fields besides `key` and `every`
    extra: tuple = ()
    #: the same for every player (a shared zone)
    shared: bool = False
    #: adds up points (printed or scored) rather than counting things
    amount: bool = False

    def value(self, R, state: dict, p: int, spec: dict) -> int:
        raise NotImplementedError

    def problems(self, spec: dict, refs: dict, path: tuple) -> list[Problem]:
        return []

    def noun(self, spec: dict, text, n: int) -> dict:
        raise NotImplementedError


class Resource(Count):
    key = "resource"

    def value(self, R, state, p, spec):
        return T.of(R).amount(state, p, spec["resource"])

    def problems(self, spec, refs, path):
        ok = spec["resource"] in refs.get("resources", ())
        return [] if ok else [(path + ("resource",), not_known("resource", spec["resource"]))]

    def noun(self, spec, text, n):
        return text.noun(spec["resource"], n)


class Cards(Count):
    key = "cards"
    extra = ("tag", "sum")

    def value(self, R, state, p, spec):
        cards = state["players"][p][spec["cards"]]
        tag = spec.get("tag")
        if tag is not None:
            cards = [c for c in cards if tag in R.box.tags(c)]
        return sum(R.box.number(c, spec["sum"]) for c in cards) if "sum" in spec else len(cards)

    def problems(self, spec, refs, path):
        out = []
        if spec["cards"] not in PLAYER_ZONES:
            zones = " or ".join(PLAYER_ZONES)
            out.append((path + ("cards",), f"cards counts a player's {zones}, not {spec['cards']!r}"))
        if "tag" in spec and spec["tag"] not in refs.get("tags", ()):
            out.append((path + ("tag",), not_known("tag", spec["tag"])))
        if "sum" in spec and spec["sum"] not in NUMBERS:
            out.append((path + ("sum",), f"sum adds up a number printed on cards: {', '.join(NUMBERS)}"))
        return out

    def noun(self, spec, text, n):
        zone = spec["cards"]
        if "sum" in spec:
            return text.engine_noun(f"{spec['sum']}_{zone}", n)
        if "tag" in spec:
            return text.engine_noun(f"tagged_{zone}", n, tag=text.tag(spec["tag"]))
        return text.engine_noun(zone, n)


class Sets(Count):
    key = "sets"

    def value(self, R, state, p, spec):
        played = state["players"][p]["played"]
        return min(sum(1 for c in played if tag in R.box.tags(c)) for tag in spec["sets"])

    def problems(self, spec, refs, path):
        tags = spec["sets"]
        if not isinstance(tags, list) or len(tags) < 2 or len(set(map(str, tags))) != len(tags):
            return [(path + ("sets",), "a set names two or more different tags")]
        return [(path + ("sets", i), not_known("tag", t)) for i, t in enumerate(tags) if t not in refs.get("tags", ())]

    def noun(self, spec, text, n):
        return text.engine_noun("sets", n, tags=text.tags(spec["sets"]))


class Scored(Count):
    key = "scored"
    amount = True

    def value(self, R, state, p, spec):
        return state["players"][p]["points"]

    def problems(self, spec, refs, path):
        ok = spec["scored"] is True
        return [] if ok else [(path + ("scored",), "scored: true counts the points scored during the game")]

    def noun(self, spec, text, n):
        return text.engine_noun("scored", n)


class Zone(Count):
    key = "zone"
    shared = True

    def value(self, R, state, p, spec):
        return len(state[spec["zone"]])

    def problems(self, spec, refs, path):
        ok = spec["zone"] in SHARED_ZONES
        return [] if ok else [(path + ("zone",), f"zone is one of {', '.join(SHARED_ZONES)}, not {spec['zone']!r}")]

    def noun(self, spec, text, n):
        return text.engine_noun("in_zone", n, zone=text.zone(spec["zone"]))


class Countable(Count):
    """A thing the game counts in its own way (a game with rules code: `R.countable`)."""

    key = "countable"

    def value(self, R, state, p, spec):
        return R.countable(state, p, spec["countable"])

    def problems(self, spec, refs, path):
        ok = spec["countable"] in refs.get("countables", ())
        return [] if ok else [(path + ("countable",), not_known("countable", spec["countable"]))]

    def noun(self, spec, text, n):
        return text.noun(spec["countable"], n)


COUNTS = {cls.key: cls() for cls in (Resource, Cards, Sets, Scored, Zone, Countable)}


def kind_of(spec: dict) -> Count:
    return next(c for key, c in COUNTS.items() if key in spec)


def shared(spec: dict) -> bool:
    """Does the count read a shared zone (the same for every player)?"""
    return kind_of(spec).shared


def is_amount(spec: dict) -> bool:
    """Does the count add up points (printed or scored) rather than count things?"""
    return kind_of(spec).amount or "sum" in spec


def count(R, state: dict, p: int, spec: dict) -> int:
    return kind_of(spec).value(R, state, p, spec) // spec.get("every", 1)


def holds(R, state: dict, p: int, test: dict) -> bool:
    value = count(R, state, p, test["count"])
    return value >= test["at_least"] if "at_least" in test else value <= test["at_most"]


def holds_for_anyone(R, state: dict, test: dict) -> bool:
    """An end trigger: a shared count once, a player's count for any player."""
    if shared(test["count"]):
        return holds(R, state, 0, test)
    return any(holds(R, state, p, test) for p in range(len(state["players"])))


# --- load-time checks -----------------------------------------------------------------------
def problems(spec: Any, refs: dict, path: tuple = ()) -> list[Problem]:
    """What is wrong with a count (refs: `resources`, `tags` of the game)."""
    if not isinstance(spec, dict):
        return [(path, "a count must be a mapping such as {resource: coin}")]
    kinds = [c for key, c in COUNTS.items() if key in spec]
    if len(kinds) != 1:
        return [(path, f"a count names exactly one of {', '.join(COUNTS)}")]
    kind = kinds[0]
    out = [(path + (k,), f"a {kind.key} count has no field {k!r}") for k in spec
           if k not in (kind.key, "every") and k not in kind.extra]
    every = spec.get("every", 1)
    if type(every) is not int or every < 1:
        out.append((path + ("every",), "every must be an integer >= 1"))
    return out + kind.problems(spec, refs, path)


def test_problems(test: Any, refs: dict, path: tuple = ()) -> list[Problem]:
    """What is wrong with a test ({count, at_least | at_most})."""
    if not isinstance(test, dict) or "count" not in test:
        return [(path, "a test is a mapping {count: ..., at_least: n} or {count: ..., at_most: n}")]
    compares = [k for k in COMPARE if k in test]
    out = [(path + (k,), f"a test has no field {k!r}") for k in test if k != "count" and k not in COMPARE]
    if len(compares) != 1:
        out.append((path, "a test has exactly one of at_least, at_most"))
    else:
        n = test[compares[0]]
        if type(n) is not int or n < 0:
            out.append((path + (compares[0],), f"{compares[0]} must be an integer >= 0"))
    return out + problems(test["count"], refs, path + ("count",))


# --- rule text --------------------------------------------------------------------------------
def noun(spec: dict, text, n: int = 1) -> dict:
    """What a count counts, as a noun for `n` of it: {"what": ..., "unit": ...}."""
    return kind_of(spec).noun(spec, text, n)


def per(clause: Any, spec: dict, text) -> dict:
    """"<clause> per <what>", "<clause> per 3 <whats>"."""
    every = spec.get("every", 1)
    if every == 1 and is_amount(spec):
        return text.t("fmt.per_amount", text=clause, **noun(spec, text))
    if every == 1:
        return text.t("fmt.per", text=clause, **noun(spec, text))
    return text.t("fmt.per_every", text=clause, n=every, **noun(spec, text, every))


def describe_test(test: dict, text, who: str = "you") -> dict:
    """"you have at least 3 red cards you have played", "the deck is empty"; `who` is "you"
    (asked of the acting player) or "anyone" (an end trigger: any player)."""
    spec = test["count"]
    compare = "at_least" if "at_least" in test else "at_most"
    n = test[compare]
    if shared(spec):
        if compare == "at_most" and n == 0:
            return text.t("test.empty", zone=text.zone(spec["zone"]))
        return text.t(f"test.zone_{compare}", n=n, **noun(spec, text, n))
    if "cards" in spec and "sum" not in spec and spec.get("every", 1) == 1:
        tag = spec.get("tag")         # "you have played at least 3 jade cards"
        cards = text.engine_noun("tagged", n, tag=text.tag(tag)) if tag else text.engine_noun("card", n)
        return text.t(f"test.{who}_{spec['cards']}_{compare}", n=n, **cards)
    return text.t(f"test.{who}_{compare}", n=n, **noun(spec, text, n))
