"""A stop that hands the play back to the decision below it, made on the board by that
decision's gestures.

A decision often sits on top of another that goes on once it ends: what a piece does where it
stopped, above the turn that still has the other piece to move. Its menu (menu.py) ends with

    {act: done, type: hand_over, then: move, refuse: act_first}

a stop (offered after some other option, listed last) with two more duties:

  on the board   the stop is made by the gestures of the decision below: dragging the other
                 piece ends this decision and moves it (the plan: the stop, then the option;
                 the stop alone when the decision below has one option, which the engine then
                 makes by itself); a stray gesture that decision reads back stands for its option
  refusals       an option of the act `then` (the decision below's) is refused with that
                 decision's reason when it does not offer it, else with `why.<refuse>`: this
                 decision must end first (`HandOverTask`, the decision's task kind)

The decision below is the task under the deciding one on the stack.
"""
from __future__ import annotations

from .choice import msg
from .fields import Field
from .gestures import Move
from .menu import ACT, NAME, Stop
from .menutask import MenuTask


def below(R, state: dict, task: dict | None = None) -> tuple | None:
    """(kind, task) of the decision under `task` (default: the top of the stack), or None."""
    tasks = state["tasks"]
    i = len(tasks) - 1
    while task is not None and i >= 0 and tasks[i] is not task:
        i -= 1
    return (R.TASKS.types[tasks[i - 1]["t"]], tasks[i - 1]) if i > 0 else None


class HandOver(Stop):
    """Ends the decision; the decision below goes on (module docstring).
    Mechanic: a stop whose gestures and refusals are those of the decision it hands back to,
    written once for any nested decision (one entry so far: La Loire's stop above its turn)."""

    type = "hand_over"
    fields = {ACT: Field(NAME), "then": Field(NAME), "refuse": Field(NAME)}

    def moves(self, R, state, node, option, roles=None):
        found = below(R, state)
        if found is None:
            return []
        kind, task = found
        options = kind.options(R, state, task)
        return [Move(m.gesture, (option,) if len(options) == 1 else (option,) + m.plan)
                for m in kind.gestures(R, state, task, options)]

    def meant(self, R, state, p, node, gesture):
        found = below(R, state)
        return None if found is None else found[0].meant(R, state, found[1], gesture)


class HandOverTask(MenuTask):
    """A decision whose menu ends with a `hand_over` stop (module docstring): an option of the
    decision below is explained by it, or told to wait until this one ends (the words of
    `why.<refuse>`, with the arguments `refuse_args` gives)."""

    def refuse_args(self, R, state: dict, task: dict) -> dict:
        return {}

    def refusal(self, R, state, task, option):
        menu = self.menu(R, state, task)
        stop = next((e for e in menu.entries if isinstance(menu.kind(e), HandOver)), None)
        if stop is None or not isinstance(option, dict) or option.get(ACT) != stop["then"]:
            return super().refusal(R, state, task, option)
        found = below(R, state, task)
        if found is not None and option not in found[0].options(R, state, found[1]):
            return found[0].refusal(R, state, found[1], option)
        return msg(menu.why(R, stop["refuse"])["key"], **self.refuse_args(R, state, task))
