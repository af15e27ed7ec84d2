"""Free actions: things a player may do at any of their own decisions (conversions, trades).

Some games let a player act "at any time": turn goods into food, spend a ruby,
use a trading tile. Instead of a separate channel, those acts are offered as
extra options of every pending choice of that player, so the UI, the bots, the
action log, undo and replay treat them like any other option. After a free act
the same decision is pending again (recomputed, since the act may have changed
what is possible).

`attach(choice, free)` appends the free options and records where they start in
`choice.info["free_from"]`; `real_options` / `free_options` split them again.
`FreeActionRules` is a mixin for a `Rules` subclass that does this wiring:
the game implements `_pending`, `_apply`, `free_options` and `apply_free`.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import replace

from .choice import Choice
from .rules import Ctx

FREE_FROM = "free_from"


def attach(choice: Choice, free: list[dict]) -> Choice:
    """The choice with `free` appended (options equal to a real option are not repeated)."""
    if not free:
        return choice
    real = list(choice.options)
    extra = [o for o in free if o not in real]
    info = dict(choice.info)
    info[FREE_FROM] = len(real)
    return replace(choice, options=real + extra, info=info)


def real_options(choice: Choice) -> list[dict]:
    k = choice.info.get(FREE_FROM)
    return list(choice.options if k is None else choice.options[:k])


def free_options(choice: Choice) -> list[dict]:
    k = choice.info.get(FREE_FROM)
    return [] if k is None else list(choice.options[k:])


def is_free(choice: Choice, option: dict) -> bool:
    k = choice.info.get(FREE_FROM)
    if k is None:
        return False
    return option in choice.options[k:] and option not in choice.options[:k]


class FreeActionRules(ABC):
    """Mixin (put it before `Rules` in the bases) wiring free actions into pending/apply.

    The game implements:
      `_pending(state) -> Choice | None`    the decision without free options
      `_apply(ctx, state, option)`          carry out a real option
      `free_options(state, player) -> list` what that player may do at any time now
      `apply_free(ctx, state, player, option)` carry out a free option
    and may override `settle(ctx, state)`, run after every option (free or not) to
    carry out automatic steps until the next decision, and `deciding_player` /
    `is_free_option` with cheaper tests than recomputing the choice.
    """

    def pending(self, state: dict) -> Choice | None:
        choice = self._pending(state)
        if choice is None:
            return None
        return attach(choice, self.free_options(state, choice.player))

    def apply(self, ctx: Ctx, state: dict, option: dict) -> None:
        player = self.deciding_player(state)
        if player is not None and self.is_free_option(state, player, option):
            self.apply_free(ctx, state, player, option)
        else:
            self._apply(ctx, state, option)
        self.settle(ctx, state)

    def deciding_player(self, state: dict) -> int | None:
        """Who decides now (override when `_pending` is expensive)."""
        choice = self._pending(state)
        return None if choice is None else choice.player

    def is_free_option(self, state: dict, player: int, option: dict) -> bool:
        """Is this option a free act rather than a real one? (override with a cheap test)"""
        choice = self._pending(state)
        return option not in choice.options and option in self.free_options(state, player)

    def settle(self, ctx: Ctx, state: dict) -> None:
        return None

    # to implement -----------------------------------------------------------------------
    @abstractmethod
    def _pending(self, state: dict) -> Choice | None:
        """The game's own decision, before free actions are attached."""

    @abstractmethod
    def _apply(self, ctx: Ctx, state: dict, option: dict) -> None:
        """Carry out one of the game's own (non-free) options."""

    def free_options(self, state: dict, player: int) -> list[dict]:
        return []

    @abstractmethod
    def apply_free(self, ctx: Ctx, state: dict, player: int, option: dict) -> None:
        """Carry out a free option (only called for options `free_options` offered)."""
