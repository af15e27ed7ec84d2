"""What a computer opponent is given to decide on: its seat's observation (with what its log
tells: `Rules.recollect`) and the options in front of it, nothing else (fair by construction:
it never holds the state). After a long run of
free acts at one decision, the options are the decision's own (`FREE_STREAK`).

`Table.of(match)` builds it from a match in play (the app, the duel runner); `worlds` draws
full states that agree with the observation (`Rules.determinize`), each a position the search
may play forward in (`Sim`).
"""
from __future__ import annotations

import hashlib
import json
import marshal
import random
from dataclasses import dataclass, field

from ..freeacts import real_options
from ..match import Match
from ..rules import Rules, frozen_plain


#: free acts (conversions, trades) a computer opponent makes in a row at one of its decisions
#: before it must make the decision itself: more than anybody needs, and a bound on a loop,
#: since a bot judges the same position the same way each time and two acts that undo each
#: other (Caverna's Trader and Spare part storage) would otherwise go back and forth for ever
FREE_STREAK = 30


@dataclass
class Table:
    rules: Rules
    seat: int
    observation: dict
    options: list[dict]
    kind: str = ""
    _frozen: bytes | None = field(default=None, init=False, repr=False, compare=False)

    @classmethod
    def of(cls, match: Match) -> "Table":
        choice = match.pending
        if choice is None:
            raise ValueError("the game is over: nothing to decide")
        options = list(choice.options)
        if free_streak(match, choice.player) >= FREE_STREAK:
            options = real_options(choice) or options
        p = choice.player
        known = match.rules.recollect(match.observation(p), match.log_for(p), p)
        return cls(match.rules, p, known, options, choice.kind)

    def key(self) -> str:
        """A digest of all the bot knows: the same table and seed give the same move."""
        text = json.dumps([self.seat, self.kind, self.observation, self.options], sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    def rng(self, seed) -> random.Random:
        return random.Random(f"{seed}:{self.key()}")

    def world(self, rng: random.Random) -> Match:
        """A full position agreeing with what the seat sees, its hidden parts and its random
        stream drawn with `rng`: the search plays forward in it (thousands of them, each
        copied from the observation written to bytes once)."""
        if self._frozen is None:
            self._frozen = frozen_plain(self.observation)
        state = self.rules.determinize(self._frozen, rng)
        return Match(self.rules, state, {}, history=False, quiet=True)


def free_streak(match: Match, player: int) -> int:
    """How many free acts `player` has made in a row, up to now (the game's action list)."""
    is_free = getattr(match.rules, "is_free", None)
    if is_free is None:
        return 0
    n = 0
    for action in reversed(match.actions):
        if action["p"] != player or not is_free(action["o"]):
            break
        n += 1
    return n


def option_key(option: dict) -> bytes:
    """An option as a dictionary key: its marshal bytes (C speed; a search makes tens of
    thousands). Format 2 writes content only: later formats mark interned strings and shared
    objects, so equal options could differ in a loaded game and a live one, and the search
    then sample other subsets. The engine builds an option the same way each time, so equal
    options give equal keys."""
    return marshal.dumps(option, 2)
