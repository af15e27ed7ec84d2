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

A test compares a count: `{count: <count>, at_least: n}` or `{count: <count>, at_most: n}`.
Asked of a player, it counts theirs; as an end trigger, a count of a player's things holds
when any player's does.
"""
from __future__ import annotations

from typing import Any

from .box import NUMBERS
from .table import PLAYER_ZONES, SHARED_ZONES

Problem = tuple[tuple, str]
KINDS = ("resource", "cards", "sets", "scored", "zone")
EXTRA = {"resource": (), "cards": ("tag", "sum"), "sets": (), "scored": (), "zone": ()}
COMPARE = ("at_least", "at_most")


def kind_of(spec: dict) -> str:
    return next(k for k in KINDS if k in spec)


def shared(spec: dict) -> bool:
    """Does the count read a shared zone (the same for every player)?"""
    return "zone" in spec


def count(R, state: dict, p: int, spec: dict) -> int:
    kind = kind_of(spec)
    if kind == "zone":
        value = len(state[spec["zone"]])
    elif kind == "resource":
        value = state["players"][p]["res"].get(spec["resource"], 0)
    elif kind == "scored":
        value = state["players"][p]["points"]
    elif kind == "sets":
        played = state["players"][p]["played"]
        value = min(sum(1 for c in played if tag in R.box.tags(c)) for tag in spec["sets"])
    else:
        cards = state["players"][p][spec["cards"]]
        tag = spec.get("tag")
        if tag is not None:
            cards = [c for c in cards if tag in R.box.tags(c)]
        value = sum(R.box.number(c, spec["sum"]) for c in cards) if "sum" in spec else len(cards)
    return value // spec.get("every", 1)


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
    kinds = [k for k in KINDS if k in spec]
    if len(kinds) != 1:
        return [(path, f"a count names exactly one of {', '.join(KINDS)}")]
    kind = kinds[0]
    out = [(path + (k,), f"a {kind} count has no field {k!r}") for k in spec
           if k != kind and k != "every" and k not in EXTRA[kind]]
    every = spec.get("every", 1)
    if type(every) is not int or every < 1:
        out.append((path + ("every",), "every must be an integer >= 1"))
    value = spec[kind]
    tags = refs.get("tags", ())
    if kind == "resource" and value not in refs.get("resources", ()):
        out.append((path + (kind,), f"unknown resource {value!r}"))
    elif kind == "cards":
        if value not in PLAYER_ZONES:
            out.append((path + (kind,), f"cards counts a player's {' or '.join(PLAYER_ZONES)}, not {value!r}"))
        if "tag" in spec and spec["tag"] not in tags:
            out.append((path + ("tag",), f"unknown tag {spec['tag']!r}"))
        if "sum" in spec and spec["sum"] not in NUMBERS:
            out.append((path + ("sum",), f"sum adds up a number printed on cards: {', '.join(NUMBERS)}"))
    elif kind == "sets":
        if not isinstance(value, list) or len(value) < 2 or len(set(map(str, value))) != len(value):
            out.append((path + (kind,), "a set names two or more different tags"))
        else:
            out += [(path + (kind, i), f"unknown tag {t!r}") for i, t in enumerate(value) if t not in tags]
    elif kind == "scored" and value is not True:
        out.append((path + (kind,), "scored: true counts the points scored during the game"))
    elif kind == "zone" and value not in SHARED_ZONES:
        out.append((path + (kind,), f"zone is one of {', '.join(SHARED_ZONES)}, not {value!r}"))
    return out


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
    kind = kind_of(spec)
    if kind == "resource":
        return text.noun(spec["resource"], n)
    if kind == "sets":
        return text.engine_noun("sets", n, tags=text.tags(spec["sets"]))
    if kind == "scored":
        return text.engine_noun("scored", n)
    if kind == "zone":
        return text.engine_noun("in_zone", n, zone=text.zone(spec["zone"]))
    zone = spec["cards"]
    if "sum" in spec:
        return text.engine_noun(f"{spec['sum']}_{zone}", n)
    if "tag" in spec:
        return text.engine_noun(f"tagged_{zone}", n, tag=text.tag(spec["tag"]))
    return text.engine_noun(zone, n)


def is_amount(spec: dict) -> bool:
    """Does the count add up points (printed or scored) rather than count things?"""
    return "scored" in spec or "sum" in spec


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
