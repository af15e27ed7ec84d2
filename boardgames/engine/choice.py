"""Pending choices, messages and refusals: the only way a decision enters a game.

The UI and the bots never mutate state; they pick one of the options the rules
enumerated. Anything else is refused with a message the UI can show.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any


#: The "player" of a chance step: nature draws or reveals. A search tells chance from
#: decisions by this; the match carries chance steps out itself and never undoes past one.
CHANCE = -1


#: `Choice.info` key: where a decision's free acts start among its options (engine/freeacts.py)
FREE_FROM = "free_from"


#: acts that only step back to the decision before (Moon River's "cancel" takes a card apart)
BACK = ("cancel",)


def onward(options: list[dict]) -> list[dict]:
    """The options that move the game on: one that only steps back is left out (a player who
    never looks ahead, a bot or a scripted test, could go round forever), unless it is all.
    The list itself when none steps back (most: a search asks at every step), not to be
    changed."""
    for o in options:
        if isinstance(o, dict) and o.get("act") in BACK:
            break
    else:
        return options
    out = [o for o in options if not (isinstance(o, dict) and o.get("act") in BACK)]
    return out or options


def msg(key: str, **args: Any) -> dict:
    """A localizable message: a key plus arguments, stored as plain data."""
    return {"key": key, "args": args}


def ref(key: str) -> str:
    """An argument that is itself a locale key (rendered in the current language)."""
    return "@" + key


@dataclass(init=False)
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

    def __init__(self, player: int, kind: str, options, prompt: dict, private: bool = False, info=None):
        # the dataclass's own would set `options` and `info` through their properties (below):
        # a search makes a choice at every step it tries
        self.player = player
        self.kind = kind
        self._options = options
        self.prompt = prompt
        self.private = private
        self._info = {} if info is None else info

    @property
    def chance(self) -> bool:
        return self.player == CHANCE

    @property
    def listed(self) -> bool:
        """Whether `options` is a list yet (see `Later`) and `info` worked out: only such a
        choice reads no state any more, so only it may serve a fork (`Match.fork`)."""
        return self._options.__class__ is not Later and self._info.__class__ is not partial

    def find(self, option: dict) -> dict | None:
        for candidate in self.options:          # the offered dict itself is the usual case
            if candidate is option:
                return candidate
        for candidate in self.options:
            if candidate == option:
                return candidate
        return None

    def seek(self, option: dict) -> dict | None:
        """`find`, for a caller about to act on the state the options were found in: a
        decision still being listed (`Later`) is listed only as far as the option, and the
        rest never (a search replays a turn's plan in a new world, and each step would list
        the whole decision to find one option in it). The choice is then stale, read no more:
        a match with no history makes its next one from the new state (`Match.choose`)."""
        later = self._options
        if later.__class__ is not Later:
            return self.find(option)
        head = later.head
        for candidate in head:
            if candidate is option or candidate == option:
                return candidate
        for candidate in later.rest:
            head.append(candidate)
            if candidate is option or candidate == option:
                return candidate
        return self.find(option)          # not among the decision's own: its free acts, if any


class Later:
    """A decision's options still being found: the first ones, and a generator of the rest.

    A search tries each option on a copy of the game and keeps one copy; the others' next
    decisions are never looked at, so the rules only find out that there is one (two options
    found) and list the rest when `Choice.options` is first read. The generator reads the
    state it was made on, which nothing changes before then: `Match.choose` reads the options
    (to find the one chosen) before it carries it out, and a fork takes a choice only once it
    is listed.
    """

    __slots__ = ("head", "rest", "free")

    def __init__(self, head: list[dict], rest, free=None):
        self.head = head
        self.rest = rest
        self.free = free        # what lists the player's free acts (`TaskRules._choice`), or None


class Upcoming:
    """A decision the rules found, made into its `Choice` (`make()`) only when somebody asks
    for it (`Match.pending`): a search tries each option of a decision on a copy and keeps
    one, and the others' next decisions are never asked for. Never a chance step (the match
    carries those out at once). `make` reads the state the decision was found in, which
    nothing changes before then, as for `Later`."""

    __slots__ = ("make",)
    listed = False            # a fork finds its own (`Match.fork`)

    def __init__(self, make):
        self.make = make


def _listed(choice: Choice) -> list[dict]:
    """List a deferred decision: its options, its `info` if that waited too (`TaskType.choice`),
    then its player's free acts if any (marked in `info` where they start, as
    `freeacts.attach` would). All read the state the choice was made on, unchanged till now."""
    later = choice._options
    options = later.head + list(later.rest)
    info = choice._info
    if info.__class__ is partial:
        info = info()
    if later.free is not None:
        free = later.free()
        if free:
            info = {**info, FREE_FROM: len(options)}
            options = options + free
    choice._info = info
    choice._options = options
    return options


def _get_options(self) -> list[dict]:
    options = self._options
    return _listed(self) if options.__class__ is Later else options


def _set_options(self, options) -> None:
    self._options = options


def _get_info(self) -> dict:
    # worked out with the options, and where the free acts start is known once they are listed
    if self._options.__class__ is Later:
        _listed(self)
    info = self._info
    if info.__class__ is partial:       # a listed choice given its info to work out later
        info = self._info = info()
    return info


def _set_info(self, info) -> None:
    self._info = info


# properties over the dataclass fields, so that `Choice(..., options=Later(...))` defers the list
Choice.options = property(_get_options, _set_options, doc="The legal options (listed on first read).")
Choice.info = property(_get_info, _set_info, doc="What the view shows beside the options (free acts listed first).")


class Illegal(Exception):
    """A refused choice; `reason` is a message dict for the UI."""

    def __init__(self, reason: dict):
        self.reason = reason
        super().__init__(reason.get("key", "illegal"))
