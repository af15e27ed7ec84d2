"""A decision among actions written in data (`menu.Menu`), as a task of the stack.

A game's task kind names the menu it offers (`menu(R, state, task)`); its options, choice and
refusals are the menu's, each carried out by the entry its act names (`MenuEntry.take`
returns True when the decision is over), so no game writes an if-chain over its action names.
The entries' gestures are declared by their node kinds as forms (`gesture_forms.Form`, the
kind's `forms`, or `forms(node)` when they depend on the entry's parameters): each option is made by the forms of its own entry, and a gesture that fits no
move is read back by the entries in the menu's order, the entry's act put in.

`env` given to the entries is the task's own (`env(R, state, task)`), plus the menu itself
under "menu" (an entry offered instead of another asks the menu for the other's options).
"""
from __future__ import annotations

from .gesture_forms import meant, moves
from .menu import ACT, Menu
from .tasks import TaskType


def forms_of(kind, entry: dict) -> tuple:
    forms = getattr(kind, "forms", ())
    return forms(entry) if callable(forms) else forms


class MenuTask(TaskType):
    """A task whose decision is a menu of actions from data."""

    def menu(self, R, state: dict, task: dict) -> Menu:
        raise NotImplementedError

    def env(self, R, state: dict, task: dict) -> dict:
        return {}

    def _env(self, menu: Menu, R, state: dict, task: dict) -> dict:
        return {**self.env(R, state, task), "menu": menu}

    def options(self, R, state: dict, task: dict) -> list[dict]:
        menu = self.menu(R, state, task)
        return menu.options(R, state, task["p"], self._env(menu, R, state, task))

    def choose(self, R, ctx, state: dict, task: dict, option: dict) -> bool:
        menu = self.menu(R, state, task)
        return bool(menu.take(R, ctx, state, task["p"], option, self._env(menu, R, state, task)))

    def refusal(self, R, state: dict, task: dict, option: dict) -> dict | None:
        menu = self.menu(R, state, task)
        return menu.refusal(R, state, task["p"], option, self._env(menu, R, state, task))

    def roles(self, R, state: dict, task: dict) -> dict:
        """The `@` parts of the entries' forms: by default the deciding player `p`."""
        return {"p": task.get("p")}

    def gestures(self, R, state: dict, task: dict, options: list[dict]) -> list:
        menu, roles = self.menu(R, state, task), self.roles(R, state, task)
        out = []
        for o in options:
            entry = menu.entry(o.get(ACT))
            if entry is not None:
                out += moves(forms_of(menu.kind(entry), entry), [o], roles)
        return out

    def meant(self, R, state: dict, task: dict, gesture) -> dict | None:
        menu = self.menu(R, state, task)
        for entry in menu.entries:
            found = meant(forms_of(menu.kind(entry), entry), gesture)
            if found is not None:
                return {ACT: entry[ACT], **found}
        return None
