"""Whole rounds in which a game does not move on: the counts a game's own end rule reads.

Some players will not move a game on (a leader passing, another buying and working in turn),
and random or careful play can reach positions that repeat for ever. A game may end such a game
as stalled after whole rounds (`rounds` turns of each of the `state["n"]` players) that bring

  quiet(...)    no change of the table at all: a cheap `sign` the table's changes nearly always
                change, and, only while the sign stays, its `mark` (a digest, `digest`) with a
                count of what fills the board, which may not rise either;
  barren(...)   no rise of any `progress` count (counts that never fall: pieces put on a
                board, cells ever filled).

Each keeps its count in the state under a key the game names (public: every player sees it),
asked at each turn's start; a state without it (a save made before the rule) counts from then.

A turn that changes the sign is no quiet turn, and its mark is not worked out: the next turn
start with the same sign and nothing more filled takes the mark and counts the turn between as
quiet, so the count is the one a mark at every turn start would give, except after a turn that
changes the table but neither its sign nor what is filled, right after one that changed the
sign: it counts as quiet, and the game may end one turn sooner.
"""
from __future__ import annotations

import hashlib
import json
from typing import Callable

#: a value's JSON with sorted keys, as the digest writes it
encode = json.JSONEncoder(sort_keys=True, separators=(",", ":")).encode


def quiet(state: dict, key: str, sign, mark: Callable[[], tuple[str, int]], filled: Callable[[], int],
          rounds: int) -> bool:
    """Whether `rounds` whole rounds passed with the table's `sign` the same, its `mark()` (mark,
    filled) the same and no more filled (counted in `state[key]`)."""
    count = state.get(key)
    if count is None or count.get("sign") != sign:
        state[key] = {"sign": sign, "mark": None, "filled": filled(), "turns": 0}
        return False
    now, full = mark()
    if full <= count["filled"] and count["mark"] in (now, None):
        count["mark"] = now
        count["turns"] += 1
    else:
        count.update(mark=now, filled=full, turns=0)
    return count["turns"] >= rounds * state["n"]


def barren(state: dict, key: str, progress: dict, rounds: int) -> bool:
    """Whether `rounds` whole rounds passed in which none of the `progress` counts rose
    (counted in `state[key]`, with the counts last seen rising)."""
    count = state.get(key)
    if count is None or any(n > count[name] for name, n in progress.items()):
        state[key] = {**progress, "turns": 0}
        return False
    count["turns"] += 1
    return count["turns"] >= rounds * state["n"]


def digest(state: dict, leave_out, as_sets, part: str, text: str) -> str:
    """The table's digest (SHA-256 of its JSON with sorted keys, 24 hex digits): the state
    without the keys `leave_out`, the lists `as_sets` sorted, and the value of `part` written
    as the game's `text` (a search remembers that text by the part's content). No text of a
    state holds a NUL: the stand-in written where `part` goes is found by its first match."""
    table = {k: v for k, v in state.items() if k not in leave_out}
    for k in as_sets:
        table[k] = sorted(state[k])
    stand_in = "\x00" + part
    table[part] = stand_in
    return hashlib.sha256(encode(table).replace(encode(stand_in), text, 1).encode()).hexdigest()[:24]
