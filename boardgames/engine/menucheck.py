"""Load-time checks of a menu written in a game's data file (engine/menu.py), located as
file:line: the check every game with a turn's menu of actions runs in its `validate`.

    errors = menu_errors(files["actions"], NODES, ("turn",), refs, TASKS["action"])

A menu is a list of entries of menu kinds with unique acts (`Menu.problems`); the facts its
entries name (`when`, `unless`, `why`) must be facts of the decision that lists it (its task
kind's `problems_of`, when the task kind is given); every entry checks itself as the node it
is (its kind's fields and `validate`, against `refs`: what the game's other data files declare).
"""
from __future__ import annotations

from .effects import Registry
from .menu import Menu
from .yamlio import DataError, Located


def menu_errors(located: Located, nodes: Registry, path: tuple, refs: dict | None = None,
                task=None) -> list[DataError]:
    """The problems of the menu at `path` of the data file `located`, each where it is written."""
    entries = located.at(*path).value
    found = Menu.problems(nodes, entries, path)
    if task is not None:
        found += [(path + tuple(where), problem) for where, problem in task.problems_of(entries)]
    for i, entry in enumerate(entries if isinstance(entries, list) else []):
        found += nodes.validate(entry, refs, path + (i,))
    return [located.error(problem, where) for where, problem in found]
