"""Rule text of the mechanics: the engine's sentence templates with the game's own nouns.

Every template is the engine's (`mech.*` in data/app/locale), so a game written in data only
writes no sentence of its rules: it names its things, under its own id:

    resource.<id>: {name, one, other, unit}   a resource (`unit`: a Chinese measure word)
    tag.<id>                                  a card tag ("red")
    card.<design>                             a card design's name
    act.<act>                                 an action of the turn
    score.<row>                               a row of the score pad
"""
from __future__ import annotations

from typing import Any, Iterable

from ..effects import Text


class MechText(Text):
    """`effects.Text` whose templates are the engine's and whose nouns are game `game`'s."""

    def __init__(self, game: str):
        super().__init__("mech")
        self.game = game

    def own(self, key: str) -> str:
        """An argument that renders an entry of the game's own locale."""
        return f"@{self.game}.{key}"

    def noun(self, key: str, n: int = 1) -> dict:
        form = "one" if n == 1 else "other"
        return {"what": self.own(f"resource.{key}.{form}"), "unit": self.own(f"resource.{key}.unit")}

    def engine_noun(self, key: str, n: int = 1, **args: Any) -> dict:
        """One of the engine's countable nouns (`mech.noun.<key>.one|other|unit`)."""
        form = "one" if n == 1 else "other"
        return {"what": self.t(f"noun.{key}.{form}", **args), "unit": self.ref(f"noun.{key}.unit")}

    def cards(self, n: int, tag: str | None = None) -> dict:
        """"1 card", "2 red cards"."""
        noun = self.engine_noun("tagged" if tag else "card", n, **({"tag": self.tag(tag)} if tag else {}))
        return self.t("fmt.amount", n=n, noun=noun["what"], unit=noun["unit"])

    def points(self, n: int) -> dict:
        """"1 point", "3 points"."""
        noun = self.engine_noun("point", n)
        return self.t("fmt.amount", n=n, noun=noun["what"], unit=noun["unit"])

    def tag(self, tag: str) -> str:
        return self.own(f"tag.{tag}")

    def tags(self, tags: Iterable[str], last: str = "and") -> Any:
        """"red, gold and jade" (`last`: the word before the last one)."""
        names = [self.tag(t) for t in tags]
        if len(names) < 3:
            return self.join(last, names)
        return self.join(last, [self.join("list", names[:-1]), names[-1]])

    def card(self, card_design: str) -> str:
        return self.own(f"card.{card_design}")

    def zone(self, name: str) -> dict:
        return self.t(f"zone.{name}")
