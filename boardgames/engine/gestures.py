"""What a pointer gesture on the board means: the roles each option plays on the table.

A board view knows where components are; only the rules know which option a gesture
stands for. So each decision lists its options by their roles, as `Move`s:

  Gesture(piece, to, turn)   the component picked up (None: a click on `to` with nothing in
                             hand), where it is dropped or clicked, and the side or rotation
                             it shows (None when it has one); all three plain, hashable
                             values, usually tuples such as ("cell", (2, 3))
  Move(gesture, plan)        the options that gesture carries out, in order: usually one;
                             a move of several steps (a cow walking three fields) lists each

One generic gesture host (ui/gesture_host.py) then lights the targets of a held piece,
carries out a drop and explains a refusal from the pending choice alone: a view cannot
offer what the engine would refuse, and holds no rule of its own. For a gesture that fits
no move, `TaskType.meant` says which option it would have been, and the rules say why that
option is refused (`Rules.explain`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Gesture:
    piece: Any
    to: Any
    turn: Any = None


@dataclass(frozen=True)
class Move:
    gesture: Gesture
    plan: tuple

    @property
    def option(self) -> dict:
        """The first (usually the only) option of the plan."""
        return self.plan[0]


def move(piece, to, option: dict, turn=None) -> Move:
    """One option made by one gesture."""
    return Move(Gesture(piece, to, turn), (option,))


def cell(value) -> tuple:
    """A board cell as a hashable tuple (options hold lists, gestures need tuples)."""
    return tuple(value)


def pieces(moves: list[Move]) -> list:
    """The pieces a player may pick up now, in first-seen order."""
    out, seen = [], set()
    for m in moves:
        p = m.gesture.piece
        if p is not None and p not in seen:
            seen.add(p)
            out.append(p)
    return out


def turns_of(moves: list[Move], piece) -> list:
    """The turns `piece` can be played with, in first-seen order (one None when it has none)."""
    out = []
    for m in moves:
        if m.gesture.piece == piece and m.gesture.turn not in out:
            out.append(m.gesture.turn)
    return out or [None]


def targets(moves: list[Move], piece, turn=None) -> list:
    """Where `piece` (None: a plain click) may go with `turn`, in first-seen order."""
    out = []
    for m in moves:
        g = m.gesture
        if g.piece == piece and g.turn == turn and g.to not in out:
            out.append(g.to)
    return out


def matching(moves: list[Move], gesture: Gesture) -> list[Move]:
    return [m for m in moves if m.gesture == gesture]
