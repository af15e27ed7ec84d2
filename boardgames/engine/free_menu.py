"""A game's free acts (freeacts.py; the task kernel's `free_*` hooks, tasks.TaskRules) as one
menu of data (menu.py), whose options name their entry by the menu's key (`free`, say):

    class MyGame(FreeMenu, TaskRules):
        def __init__(self, spec):
            ...
            self.free_acts = Menu(nodes, entries, unknown, prefix, key="free")

        def free_open(self, state, player):      # e.g. only in one's own turn
            return state["turn"]["p"] == player

The menu's entries then list, carry out, refuse and make on the board the free acts, as they
do in any menu; an option is a free act when it names the menu's key. `free_open` says when
the player may make one now (by default always: a cheap test, asked at every decision); a
stray gesture is read as one whenever the game's `free_meant` lets it (by default likewise).
"""
from __future__ import annotations

from .menu import Menu


class FreeMenu:
    """The `free_*` hooks of tasks.TaskRules answered by the menu `free_acts` (a mixin, listed
    before TaskRules)."""

    #: the free acts' menu (set by the game's rules, as a rule from its data)
    free_acts: Menu

    def free_open(self, state: dict, player: int) -> bool:
        """Whether `player` may make a free act now."""
        return True

    def free_options(self, state: dict, player: int) -> list[dict]:
        return self.free_acts.options(self, state, player) if self.free_open(state, player) else []

    def is_free(self, option: dict) -> bool:
        return self.free_acts.key in option

    def apply_free(self, ctx, state: dict, player: int, option: dict) -> None:
        self.free_acts.take(self, ctx, state, player, option)

    def free_refusal(self, state: dict, player: int, option: dict) -> dict | None:
        return self.free_acts.refusal(self, state, player, option)

    def free_gestures(self, state: dict, player: int, options: list[dict]) -> list:
        return self.free_acts.moves(self, state, options)

    def free_meant(self, state: dict, player: int, gesture) -> dict | None:
        return self.free_acts.meant(self, state, player, gesture)
