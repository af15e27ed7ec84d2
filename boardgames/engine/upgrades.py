"""A game's save upgrades as a table: the save format a state was written in, to the step that
brings it into the next format's layout.

saves.py upgrades a save one format at a time (its UPGRADERS, which refuse a newer format and
turn a failing step into `save.upgrade_failed`); at each format whose step may have changed a
game's layout it asks the game's rules (`Rules.upgrade_state(state, version)`,
`Rules.upgrade_options(options, version)`), which ask the `UPGRADES` table of the game's
`upgrade` module. A game whose
layout changed declares there which format each of its steps converts from, and keeps only the
steps themselves (what data cannot say):

    UPGRADES = Upgrades(state={1: from_1}, options={2: options_from_2})

A step takes the rules and the state (or the set-up options) saved by its format and returns
them in the next format's layout. A format the table does not name leaves them as they are: the
game's layout did not change at that step.
"""
from __future__ import annotations

from typing import Callable

#: a step: (rules, the state or options saved by its format) -> them in the next format's layout
Step = Callable[[object, dict], dict]


class Upgrades:
    """A game's steps by the save format they convert from, for its state and its set-up options."""

    __slots__ = ("state_steps", "option_steps")

    def __init__(self, state: dict[int, Step] | None = None, options: dict[int, Step] | None = None):
        self.state_steps = _checked(state or {})
        self.option_steps = _checked(options or {})

    def state(self, R, state: dict, version: int) -> dict:
        """`state`, saved by format `version`, in the next format's layout."""
        step = self.state_steps.get(version)
        return step(R, state) if step else state

    def options(self, R, options: dict, version: int) -> dict:
        """The set-up `options` of a game saved by format `version`, for the next format."""
        step = self.option_steps.get(version)
        return step(R, options) if step else options


def _checked(steps: dict) -> dict:
    """The table, once its formats are save formats (counted from 0) and its steps callable."""
    for version, step in steps.items():
        if type(version) is not int or version < 0:
            raise ValueError(f"save upgrades: {version!r} is not a save format")
        if not callable(step):
            raise TypeError(f"save upgrades: the step from format {version} is not callable")
    return dict(steps)
