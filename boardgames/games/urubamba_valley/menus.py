"""The game's decisions as menus of data (data/urubamba_valley/actions.yaml, run by
engine/menu.py's `Menus` and engine/menutask.py's `NamedMenuTask`): each entry a node type
(`Entry`: actions.py, purchase.py) that lists, carries out, refuses and makes on the board its
own options; `Decision`, the task kind of a decision that is one menu (tasks.py), private to
the player whose turn it is.
"""
from __future__ import annotations

from boardgames.engine.fields import Field
from boardgames.engine.menu import NAME, MenuEntry, Menus, Stop
from boardgames.engine.menutask import NamedMenuTask
from boardgames.engine.tasks import DONE, WAIT, TaskType
from boardgames.engine.worded import Worded

from . import talents as T
from .nodes import G, NODES

NODES.add(Stop())


def build(data: dict) -> Menus:
    return Menus(NODES, data, f"{G}.")


class Entry(MenuEntry, Worded):
    """An entry of one of the game's menus: its fields declared, its sentence `entry.<type>`."""

    section = "entry"
    shared = {"act": Field(NAME), "refuse": Field(NAME, optional=True)}
    fields: dict = {}


class InTurn(TaskType):
    """A decision of the player whose turn it is: private (their coins are behind the screen);
    nothing of a turn goes on once the terrace is full."""

    private = True

    def settle(self, R, ctx, state, task):
        return DONE if state["ended_by"] is not None else WAIT

    def problems(self, R, state, task, depth):
        return [] if task.get("p") == state["turn"]["p"] else [f"{self.t} of player {task.get('p')} out of turn"]


class Decision(NamedMenuTask, InTurn):
    """A decision of the turn's player that is one menu of actions.yaml, named like its task;
    "two or more options" told by its entries' `surely` (`counted`); its menu's `args` may name
    how many seeds the player stores beyond the warehouse (`overfull`)."""

    counted = True
    quantities = {"overfull": T.overfull}
