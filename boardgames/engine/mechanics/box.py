"""The cards in a game's box, read from its data: every copy of every design, by its own id.

A design is a mapping from the game's components file:

    {id: red_lantern, count: 6, tags: [red], cost: {paper: 1}, points: 1, effect: <node>}

`count` copies are made, named `<design>.<k>` (k from 1), in the order the designs are
listed: that order is the box's own, used to sort a hand so that equal hands are equal lists.
`tags` are what counts and tests ask for ("a red card"); `cost` is paid when the card is
played; a number field (`points`) can be summed over a zone; `effect` is a node carried out
when the card is played.
"""
from __future__ import annotations

#: the number fields of a design that a count may sum (`{cards: played, sum: points}`)
NUMBERS = ("points",)


class Box:
    """Every card of the box, and what each one's design says."""

    def __init__(self, designs: list[dict]):
        self.designs = {d["id"]: d for d in designs}
        self.cards: list[str] = [f"{d['id']}.{k + 1}" for d in designs for k in range(d["count"])]
        self.design_of: dict[str, dict] = {card: self.designs[card.rpartition(".")[0]] for card in self.cards}
        self.rank: dict[str, int] = {card: i for i, card in enumerate(self.cards)}

    def design(self, card: str) -> dict:
        return self.design_of[card]

    def design_id(self, card: str) -> str:
        return self.design_of[card]["id"]

    def tags(self, card: str) -> list[str]:
        return self.design_of[card].get("tags", [])

    def cost(self, card: str) -> dict:
        return self.design_of[card].get("cost", {})

    def number(self, card: str, field: str) -> int:
        return self.design_of[card].get(field, 0)

    def effect(self, card: str) -> dict | None:
        return self.design_of[card].get("effect")

    def sort(self, cards: list[str]) -> None:
        """In the box's order, in place (a hand: equal hands are equal lists)."""
        cards.sort(key=self.rank.__getitem__)

    def distinct(self, cards: list[str]) -> list[str]:
        """The first card of each design among `cards`: copies of one design are the same
        choice, offered once."""
        seen, out = set(), []
        for card in cards:
            design = self.design_of[card]["id"]
            if design not in seen:
                seen.add(design)
                out.append(card)
        return out
