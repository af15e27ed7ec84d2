"""Lasting bonuses: what the cards a player holds add to the numbers the rules read.

A game names the numbers of its rules that cards may change (a hand limit, a discount, how many
horses may be taken a turn). A card's data lists its bonuses as nodes of the game's registry,
of a kind derived from `Add`:

    {type: add, to: <number>, n: 1}             n more wherever the rules read the number
    {type: add, to: <number>, n: 1, city: x}    only where the rules read it for x (the kind's
                                                `where` names that field)

A kind whose node adds to several numbers at once (a discount of 1 wood and 1 stone on two
activities) says so in `each`, one (number, place, n) per number and place it reaches.

`Bonuses` indexes a collection of cards once (a search asks at every option it lists): what
each card adds to each number, and its other nodes (an end-of-game bonus, say), in card order,
for whoever counts them (`ends`). The rules ask what the cards a player holds add to a number
where it is read (`total`); which cards count (held, and since when) is the game's to say.
"""
from __future__ import annotations

from typing import Iterable

from .effects import NodeType, Registry


class Add(NodeType):
    """`n` added to the rules' number `to`, anywhere or only at the value of the `where` field
    (a game's kind declares the fields: which numbers, what `where` holds)."""

    type = "add"
    #: the field that limits a bonus to one place (absent from a node: anywhere)
    where = "at"

    def adds(self, node: dict) -> tuple[str, object, int]:
        """(number, place or None: anywhere, n)."""
        return node["to"], node.get(self.where), node["n"]

    def each(self, node: dict) -> tuple:
        """Every (number, place or None, n) the node adds (one, unless a kind says more)."""
        return (self.adds(node),)


class Bonuses:
    """The bonuses of a collection of cards (card id -> its nodes), indexed once."""

    __slots__ = ("adds", "ends", "by_number")

    def __init__(self, registry: Registry, cards: dict[str, list]):
        #: card -> number -> ((place or None, n), ...)
        self.adds: dict[str, dict[str, tuple]] = {}
        #: card -> ((node, kind), ...): its nodes that add to no number
        self.ends: dict[str, tuple] = {}
        for card, nodes in cards.items():
            adds: dict[str, list] = {}
            ends = []
            for node in nodes:
                kind = registry.types[node["type"]]
                if isinstance(kind, Add):
                    for number, where, n in kind.each(node):
                        adds.setdefault(number, []).append((where, n))
                else:
                    ends.append((node, kind))
            self.adds[card] = {number: tuple(each) for number, each in adds.items()}
            self.ends[card] = tuple(ends)
        #: number -> card -> ((place or None, n), ...): the cards that reach a number, found
        #: with one look-up (most numbers are reached by few cards, many by none)
        self.by_number: dict[str, dict[str, tuple]] = {}
        for card, numbers in self.adds.items():
            for number, each in numbers.items():
                self.by_number.setdefault(number, {})[card] = each

    def total(self, cards: Iterable[str], number: str, where=None) -> int:
        """What `cards` add to `number` read at `where` (None: a reading for no place, which
        only the bonuses for anywhere reach)."""
        adds = self.by_number.get(number)
        if adds is None:
            return 0
        out = 0
        for card in cards:
            for at, n in adds.get(card, ()):
                if at is None or at == where:
                    out += n
        return out


def discounted(price: int, off: int) -> int:
    """A price less what the discounts take `off`: never below 0."""
    return max(0, price - off)
