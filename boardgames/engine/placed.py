"""Where a task kind's tasks stand on the stack, and whose turn they belong to: declared on
the kind, checked by its `problems` (`TaskRules.stack_problems` asks it of every task when
the invariants are checked).

    class Refill(Placed, Reveal):
        t = "refill"
        lowest = 2          # above the turn order and the turn's decision

A kind says either its one place (`depth`: 0 the bottom, 1 above it...) or the lowest place
it may take (`lowest`, when `depth` is None); with `in_turn` (the default) a task naming a
player `p` must belong to the player whose turn it is (`state["turn"][turn_key]`, by default
`state["turn"]["player"]`).
"""
from __future__ import annotations

from .tasks import TaskType


class Placed(TaskType):
    """A task kind whose place on the stack and turn are declared (module docstring)."""

    #: its one place on the stack (None: any place from `lowest` up)
    depth: int | None = None
    lowest: int = 0
    #: a task of a player belongs to the turn under way
    in_turn: bool = True
    #: the key of `state["turn"]` that names whose turn it is
    turn_key: str = "player"

    def problems(self, R, state: dict, task: dict, depth: int) -> list[str]:
        fits = depth == self.depth if self.depth is not None else depth >= self.lowest
        out = [] if fits else [f"{self.t} at depth {depth} of the stack"]
        if self.in_turn and "p" in task and task["p"] != state["turn"][self.turn_key]:
            out.append(f"{self.t} of player {task['p']} in player {state['turn'][self.turn_key]}'s turn")
        return out
