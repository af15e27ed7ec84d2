"""The simplest legal player: uniform among the options the engine offers (tests, the ladder's
bottom rung).

A bot owns its own `random.Random`, never the game's generator, so the game's random stream
(and therefore replays and saves) does not depend on who played.
"""
from __future__ import annotations

import random

from ..choice import onward
from ..match import Match


class RandomBot:
    level = "random"

    def __init__(self, seed: int | str = 0):
        self.random = random.Random(f"bot:{seed}")

    def pick(self, match: Match) -> dict:
        choice = match.pending
        if choice is None:
            raise ValueError("the game is over: nothing to choose")
        return self.random.choice(choice.options)

    def decide(self, table) -> dict:
        """The bots' common entry (see bots.table.Table): one of the options on the table."""
        return self.random.choice(onward(table.options))

    def play(self, match: Match) -> None:
        """Make one choice for whoever is to decide."""
        match.choose(self.pick(match))
