"""Buys made on the board: a market piece dragged onto a shelf of the player's board, onto what
it replaces on a full shelf, or onto the board space the buy names, or clicked (gestures.py).

A menu entry (menu.py) that buys a piece says which (`role`: the piece's kind; `field`: the
option's field that names the piece, as in ("market", slot), when it has one) and where it
goes (`shelf`: the target (shelf,) or, naming what it replaces, (shelf, drop)); `onto(option)`
gives the board target of a buy that names one instead (a cell), and `first_drop` what a buy
would replace when the gesture does not say (None: the shelf has room). A gesture read back
is the option with what the player must decide filled in (`complete`), so that the rules say
why it is refused; a drop onto any of the player's `shelves` names what it replaces only by
where it was dropped.
"""
from __future__ import annotations

from typing import Callable

from .gestures import Gesture, Move, move
from .menu import MenuEntry


def is_role(x, name: str, length: int | None = None) -> bool:
    """Whether a gesture's part is the tuple of a piece or a place of that kind (and length)."""
    return isinstance(x, tuple) and bool(x) and x[0] == name and (length is None or len(x) == length)


def stored(piece, shelf: str, drop, plan: tuple) -> list[Move]:
    """A piece dragged to a shelf of the player's board (onto what it replaces), or clicked."""
    return [Move(Gesture(piece, (shelf, drop) if drop else (shelf,)), plan), Move(Gesture(None, piece), plan)]


def bought(gesture: Gesture):
    """The market piece a gesture buys: the one moved, or the one clicked."""
    return gesture.piece if gesture.piece is not None else gesture.to


def with_room(o: dict, gesture: Gesture, first_drop: Callable[[], object], shelves: tuple) -> dict:
    """A buy's option with the `drop` that makes room: what the piece was dropped on (one of
    `shelves`), or, for a click or another target, what the first such buy would replace
    (`first_drop`, None: there is room)."""
    to = gesture.to
    shelf = isinstance(to, tuple) and bool(to) and to[0] in shelves
    drop = to[1] if gesture.piece is not None and shelf and len(to) == 2 else None
    if drop is None and not shelf:
        drop = first_drop()
    if drop is not None:
        o["drop"] = drop
    return o


class Shelved(MenuEntry):
    """A buy made on the board by its market piece (module docstring)."""

    role, field, shelf = "", None, ""
    #: the player's shelves a drop onto names what it replaces
    shelves: tuple = ()

    def onto(self, option: dict):
        """The board target the buy names (None: it goes on the shelf)."""
        return None

    def first_drop(self, R, state: dict, p: int):
        """What the buy would replace, when the gesture does not say (None: there is room)."""
        return None

    def moves(self, R, state, node, option):
        piece = (self.role, option[self.field]) if self.field else (self.role,)
        there = self.onto(option)
        if there is not None:
            return [move(piece, there, option)]
        return stored(piece, self.shelf, option.get("drop"), (option,))

    def meant(self, R, state, p, node, gesture):
        what = bought(gesture)
        if not is_role(what, self.role, 2 if self.field else 1):
            return None
        o = {"act": node["act"], self.field: what[1]} if self.field else {"act": node["act"]}
        return self.complete(R, state, p, o, gesture)

    def complete(self, R, state: dict, p: int, o: dict, gesture) -> dict:
        """The option a gesture on its piece stands for, with what the player must decide."""
        return with_room(o, gesture, lambda: self.first_drop(R, state, p), self.shelves)
