"""Turn and round patterns, named the way boardgame.io names its turn orders.

  clockwise(n, start)          the seating order from `start`
  each_player(state, order, t) ONCE: the same task for each player in turn (a harvest's
                               feeding, the final trades)
  RoundRobin                   turns passing clockwise (DEFAULT), or in an order of the
                               game's own making (CUSTOM), until the game says stop; each
                               turn ends with an undo barrier; a final-round trigger ends
                               the game when play comes back round to the trigger
  Phases                       a round made of named phases, round after round

All of them are task types (`tasks.py`) or push tasks, so the stack of pending work also
holds where the turn order stands, as plain data that saves and undo carry along.
"""
from __future__ import annotations

from .rules import Ctx
from .tasks import AGAIN, DONE, TaskType, push, push_all


def clockwise(n: int, start: int) -> list[int]:
    """Every seat once, starting with `start` and going round the table."""
    return [(start + k) % n for k in range(n)]


def each_player(state: dict, order: list[int], template: dict) -> None:
    """Push one copy of `template` (with "p" set) per player, to run in `order`."""
    push_all(state, [{**template, "p": p} for p in order])


class RoundRobin(TaskType):
    """Players take turns until the game says stop.

    The task is `{"t": ..., "p": whose turn, "in": a turn is under way}` plus what a game
    adds. A game subclass implements `turn` (push the tasks of p's turn, or return False
    when p has nothing to do and is passed over) and may override `next_player` (default:
    clockwise; None ends the pattern), `after_turn` and `done`.
    """

    def start(self, p: int, **extra) -> dict:
        return {"t": self.t, "p": p, "in": False, **extra}

    def turn(self, R, ctx: Ctx, state: dict, task: dict) -> bool:
        raise NotImplementedError

    def next_player(self, R, state: dict, task: dict) -> int | None:
        return (task["p"] + 1) % state["n"]

    def after_turn(self, R, ctx: Ctx, state: dict, task: dict) -> None:
        """A turn is over (its tasks are done); by default only the undo barrier."""
        ctx.end_turn()

    def passed(self, R, ctx: Ctx, state: dict, task: dict) -> None:
        """Player `task["p"]` had nothing to do and was passed over."""

    def done(self, R, state: dict, task: dict) -> bool:
        return False

    def settle(self, R, ctx: Ctx, state: dict, task: dict) -> str:
        if task["in"]:
            task["in"] = False
            self.after_turn(R, ctx, state, task)
            if state.get("over") or self._advance(R, state, task) == DONE:
                return DONE
        if self.done(R, state, task):            # the next turn starts in the same step
            return DONE
        if self.turn(R, ctx, state, task):
            task["in"] = True
            ctx.start_turn()
            return AGAIN
        self.passed(R, ctx, state, task)
        if state.get("over"):
            return DONE
        return self._advance(R, state, task)

    def _advance(self, R, state: dict, task: dict) -> str:
        nxt = self.next_player(R, state, task)
        if nxt is None:
            return DONE
        task["p"] = nxt
        return AGAIN


class FinalRound:
    """A final round after a trigger: once someone sets it off, play goes on until the turn
    would come back to them (everyone else has one more turn), then the game ends.

    Kept as `state[key] = trigger player | None`.
    """

    def __init__(self, key: str = "final_by"):
        self.key = key

    def trigger(self, state: dict, p: int) -> bool:
        """Set off the end by player p (only the first trigger counts); True if it did."""
        if state.get(self.key) is None:
            state[self.key] = p
            return True
        return False

    def active(self, state: dict) -> bool:
        return state.get(self.key) is not None

    def ends_before(self, state: dict, nxt: int) -> bool:
        """Does the game end instead of giving player `nxt` a turn?"""
        return state.get(self.key) is not None and nxt == state[self.key]


class Phases(TaskType):
    """A round made of named phases, round after round.

    The task is `{"t": ..., "i": index of the phase under way, "in": its tasks are under
    way}`. A game subclass sets `phases` and implements `begin(name)` (push the phase's
    tasks, or do its work at once and return False), and `round_over` (True: another round
    follows; False: the pattern ends).
    """

    phases: tuple[str, ...] = ()

    def start(self, **extra) -> dict:
        return {"t": self.t, "i": 0, "in": False, **extra}

    def begin(self, R, ctx: Ctx, state: dict, task: dict, name: str) -> bool:
        raise NotImplementedError

    def round_over(self, R, ctx: Ctx, state: dict, task: dict) -> bool:
        return True

    def settle(self, R, ctx: Ctx, state: dict, task: dict) -> str:
        if task["in"]:
            task["in"] = False
            task["i"] += 1
        if task["i"] >= len(self.phases):
            if not self.round_over(R, ctx, state, task) or state.get("over"):
                return DONE
            task["i"] = 0
        name = self.phases[task["i"]]
        if self.begin(R, ctx, state, task, name):
            task["in"] = True
        else:
            task["i"] += 1
        return AGAIN


def nested(state: dict, task: dict) -> dict:
    """Push `task` on top of the stack and return it (for a pattern's own sub-tasks)."""
    return push(state, task)
