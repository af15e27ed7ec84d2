"""Pending choices, messages and refusals: the only way a decision enters a game.

The UI and the bots never mutate state; they pick one of the options the rules
enumerated. Anything else is refused with a message the UI can show.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


#: The "player" of a chance step: nature draws or reveals. A search tells chance from
#: decisions by this; the match carries chance steps out itself and never undoes past one.
CHANCE = -1


#: acts that only step back to the decision before (Moon River's "cancel" takes a card apart)
BACK = ("cancel",)


def onward(options: list[dict]) -> list[dict]:
    """The options that move the game on: one that only steps back is left out (a player who
    never looks ahead, a bot or a scripted test, could go round forever), unless it is all."""
    out = [o for o in options if not (isinstance(o, dict) and o.get("act") in BACK)]
    return out or options


def msg(key: str, **args: Any) -> dict:
    """A localizable message: a key plus arguments, stored as plain data."""
    return {"key": key, "args": args}


def ref(key: str) -> str:
    """An argument that is itself a locale key (rendered in the current language)."""
    return "@" + key


@dataclass
class Choice:
    """A decision the engine is waiting for.

    `options` are plain, JSON-able dicts; a chosen option must equal one of them.
    `private` marks a choice that shows the deciding player's hidden information,
    so the app puts a hand-off screen in front of it. A choice whose player is
    `CHANCE` is a chance step (a draw or a reveal): its one option is what the
    state's own order dictates, and only the match (or a search) carries it out.
    """

    player: int
    kind: str
    options: list[dict]
    prompt: dict
    private: bool = False
    info: dict = field(default_factory=dict)

    @property
    def chance(self) -> bool:
        return self.player == CHANCE

    @property
    def listed(self) -> bool:
        """Whether `options` is a list yet (see `Later`)."""
        return self._options.__class__ is not Later

    def find(self, option: dict) -> dict | None:
        for candidate in self.options:          # the offered dict itself is the usual case
            if candidate is option:
                return candidate
        for candidate in self.options:
            if candidate == option:
                return candidate
        return None


class Later:
    """A decision's options still being found: the first ones, and a generator of the rest.

    A search tries each option on a copy of the game and keeps one copy; the others' next
    decisions are never looked at, so the rules only find out that there is one (two options
    found) and list the rest when `Choice.options` is first read. The generator reads the
    state it was made on, which nothing changes before then: `Match.choose` reads the options
    (to find the one chosen) before it carries it out, and a fork takes a choice only once it
    is listed.
    """

    __slots__ = ("head", "rest")

    def __init__(self, head: list[dict], rest):
        self.head = head
        self.rest = rest


def _get_options(self) -> list[dict]:
    options = self._options
    if options.__class__ is Later:
        options = self._options = options.head + list(options.rest)
    return options


def _set_options(self, options) -> None:
    self._options = options


# a property over the dataclass field, so that `Choice(..., options=Later(...))` defers the list
Choice.options = property(_get_options, _set_options, doc="The legal options (listed on first read).")


class Illegal(Exception):
    """A refused choice; `reason` is a message dict for the UI."""

    def __init__(self, reason: dict):
        self.reason = reason
        super().__init__(reason.get("key", "illegal"))
