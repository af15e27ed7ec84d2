"""A game in progress: state, action log, undo/redo and replay.

The state is plain data (dicts, lists, numbers, text) holding its own random
stream, so the same seed and the same choices always replay the same game.
"""
from __future__ import annotations

import marshal
from dataclasses import dataclass
from typing import Any

from .choice import Choice, Illegal, msg
from .rng import seed_state
from .rules import Ctx, Rules


def clone(state: dict) -> dict:
    """Fast deep copy of plain data (marshal only handles plain data, which we want)."""
    return marshal.loads(marshal.dumps(state))


@dataclass
class Step:
    before: dict          # state before the step
    player: int           # who made it
    option: dict
    barrier: bool         # the step drew at random, revealed information or ended a turn


class Match:
    """Drives one game through its rules, one legal option at a time."""

    def __init__(self, rules: Rules, state: dict, setup: dict, actions: list | None = None,
                 history: bool = True):
        self.rules = rules
        self.state = state
        self.setup = setup            # what `new` was called with, for replay and rematch
        self.actions: list[dict] = list(actions or [])
        self.history = history
        self._undo: list[Step] = []
        self._redo: list[dict] = []
        self._pending: Choice | None = None
        self._pending_valid = False

    # --- creation --------------------------------------------------------
    @classmethod
    def new(cls, rules: Rules, seats: list[dict], mode: str | None = None,
            options: dict | None = None, seed: int | str = 0, history: bool = True) -> "Match":
        lo, hi = rules.player_range()
        if not lo <= len(seats) <= hi:
            raise Illegal(msg("engine.bad_player_count", n=len(seats), lo=lo, hi=hi))
        mode = mode or rules.modes()[0]
        if mode not in rules.modes():
            raise Illegal(msg("engine.bad_mode", mode=mode))
        setup = {"seats": seats, "mode": mode, "options": dict(options or {}), "seed": seed}
        state = {
            "game": rules.id, "mode": mode, "options": dict(options or {}),
            "seats": [dict(s) for s in seats], "rng": seed_state(seed), "log": [],
        }
        rules.setup(Ctx(state), state)
        return cls(rules, state, setup, history=history)

    @classmethod
    def replay(cls, rules: Rules, setup: dict, actions: list[dict], history: bool = False) -> "Match":
        """Rebuild a game from its set-up and its action log (raises Illegal if a step no longer fits)."""
        match = cls.new(rules, setup["seats"], setup["mode"], setup["options"], setup["seed"], history=history)
        for action in actions:
            match.choose(action["o"], player=action["p"])
        return match

    # --- the flow ---------------------------------------------------------
    @property
    def pending(self) -> Choice | None:
        if not self._pending_valid:
            self._pending = self.rules.pending(self.state)
            self._pending_valid = True
        return self._pending

    @property
    def over(self) -> bool:
        return self.pending is None

    def choose(self, option: dict, player: int | None = None, _keep_redo: bool = False) -> None:
        choice = self.pending
        if choice is None:
            raise Illegal(msg("engine.game_over"))
        if player is not None and player != choice.player:
            raise Illegal(msg("engine.not_your_turn"))
        legal = choice.find(option)
        if legal is None:
            raise Illegal(self.rules.explain(self.state, choice, option))
        before = clone(self.state) if self.history else None
        ctx = Ctx(self.state)
        self.rules.apply(ctx, self.state, clone(legal))
        self._pending_valid = False
        self.actions.append({"p": choice.player, "o": legal})
        if self.history:
            if ctx.barrier:
                self._undo.clear()
            else:
                self._undo.append(Step(before, choice.player, legal, False))
        if not _keep_redo:
            self._redo.clear()

    def invalidate(self) -> None:
        """The state was edited outside `choose` (tests, a scenario editor): recompute the choice."""
        self._pending_valid = False
        self._undo.clear()
        self._redo.clear()

    # --- undo / redo --------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        choice = self.pending
        return bool(self._undo) and choice is not None and self._undo[-1].player == choice.player

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> bool:
        if not self.can_undo:
            return False
        step = self._undo.pop()
        self.state = step.before
        self.actions.pop()
        self._redo.append(step.option)
        self._pending_valid = False
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        option = self._redo.pop()
        self.choose(option, _keep_redo=True)
        return True

    # --- views ---------------------------------------------------------------
    def score(self):
        return self.rules.score(self.state)

    def to_dict(self) -> dict[str, Any]:
        return {"setup": self.setup, "actions": self.actions, "state": self.state}
