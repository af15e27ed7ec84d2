"""A decision among the entries of a `Menu` (menu.py) as pending work, made on the board too.

A `MenuTask` is the task kind of a decision whose options a menu written in data lists. Its
options come one entry at a time (`iter_options`: a search reads only the first two of most
decisions); a chosen option is carried out by the entry its act names; a refused one is
explained by that entry, or, when its act belongs to another decision of the game, in the
game's words for that (`elsewhere`). Entries of a `BoardEntry` kind are made on the board:
the kind lists an option by its gestures (`moves`, gestures.py) and reads a gesture that fits
no option back as the option it stands for (`meant`), so the same entry says why a drop is
refused. A game's subclass names the menu (`menu`), what its entries share while one
decision is listed or carried out (`env`) and whether the task is over once an option is
carried out (`taken`).
"""
from __future__ import annotations

from typing import Iterable

from .gestures import Gesture, Move
from .menu import ACT, Menu, MenuEntry
from .tasks import TaskType


class BoardEntry(MenuEntry):
    """A menu entry whose options are made on the board, with a piece whose kind (a gesture's
    `piece[0]`) is one of `pieces`."""

    pieces: tuple = ()

    def moves(self, R, state: dict, node: dict, option: dict) -> list[Move]:
        """The gestures that make `option` (none: it is a button)."""
        return []

    def meant(self, R, state: dict, p: int, node: dict, gesture: Gesture) -> dict | None:
        """The option a gesture with one of `pieces` stands for, legal or not (None: none)."""
        return None


def moves(R, menu: Menu, state: dict, options: Iterable[dict]) -> list[Move]:
    """The gestures of `options`, each listed by the entry its act names."""
    out: list[Move] = []
    for option in options:
        entry = menu.entry(option[ACT])
        kind = menu.kind(entry)
        if isinstance(kind, BoardEntry):
            out += kind.moves(R, state, entry, option)
    return out


def meant(R, entries: Iterable[tuple[MenuEntry, dict]], state: dict, p: int, gesture: Gesture) -> dict | None:
    """The option `gesture` stands for, asked of the first of the (kind, node) `entries` whose
    pieces include the gesture's piece."""
    piece = gesture.piece
    if not isinstance(piece, tuple) or not piece:
        return None
    for kind, node in entries:
        if piece[0] in getattr(kind, "pieces", ()):
            return kind.meant(R, state, p, node, gesture)
    return None


class MenuTask(TaskType):
    """A decision among a menu's entries (see the module docstring)."""

    def menu(self, R, state: dict, task: dict) -> Menu:
        raise NotImplementedError

    def env(self, R, state: dict, task: dict) -> dict:
        """What the entries share while one decision is listed or carried out (a fresh dict)."""
        return {}

    def elsewhere(self, R, state: dict, task: dict) -> dict:
        """Refusals (messages) of the acts of the game's other decisions, by act."""
        return {}

    def taken(self, R, ctx, state: dict, task: dict, option: dict) -> bool:
        """An option was carried out: is the task finished (`TaskType.choose`)?"""
        return True

    def iter_options(self, R, state: dict, task: dict):
        return self.menu(R, state, task).iter_options(R, state, task["p"], self.env(R, state, task))

    def choose(self, R, ctx, state: dict, task: dict, option: dict) -> bool:
        self.menu(R, state, task).take(R, ctx, state, task["p"], option, self.env(R, state, task))
        return self.taken(R, ctx, state, task, option)

    def refusal(self, R, state: dict, task: dict, option: dict) -> dict | None:
        menu = self.menu(R, state, task)
        act = option.get(ACT)
        if not isinstance(act, str):
            return menu.unknown
        other = self.elsewhere(R, state, task).get(act)
        return other if other is not None else menu.refusal(R, state, task["p"], option, self.env(R, state, task))

    def gestures(self, R, state: dict, task: dict, options: list[dict]) -> list[Move]:
        return moves(R, self.menu(R, state, task), state, options)

    def meant(self, R, state: dict, task: dict, gesture) -> dict | None:
        menu = self.menu(R, state, task)
        return meant(R, ((menu.kind(e), e) for e in menu.entries), state, task["p"], gesture)
