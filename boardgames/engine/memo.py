"""Results remembered by the content they were computed from (a search scores the same
players over and over: those not moving above all).

`remembered(rules, name, content, compute)` returns `compute()` for plain data `content`,
computed once per distinct content and rules object; each named memo keeps at most `size`
results and starts afresh when full (a few MB at most). `content_key` and `recall` are the
same in two steps, for a caller that keeps the key (to remember more under it, with `kept`).
`replayed` remembers a listing, one item at a time, once it has been read to the end.
`Worked` is a table of what follows from a game's data alone (a card, a tile and its side):
worked out at a key's first look-up, read at a dict's speed after that.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Iterator

import orjson

SIZE = 4096


def content_key(content: Any) -> bytes:
    """Bytes that only equal content gives: its JSON, by orjson (a player's holdings in a
    microsecond, where marshal took five to ten: a search keys every player of every position
    it scores). Content is plain data, as states are; a call site builds its content the same
    way each time, so a tuple there never meets a list that writes alike. Equal dicts with
    keys in another order give two keys, a result then computed twice, never two contents one
    key."""
    return orjson.dumps(content)


def kept(memo: dict, key, compute: Callable[[], Any], size: int = SIZE) -> Any:
    """`compute()`, or what it returned before for `key` in `memo` (emptied when full)."""
    hit = memo.get(key)
    if hit is None:
        if len(memo) >= size:
            memo.clear()
        hit = memo[key] = compute()
    return hit


def recall(rules, name: str, key, compute: Callable[[], Any], size: int = SIZE) -> Any:
    """`kept` in the rules object's memo `name` (`key`: a `content_key`, or a tuple of them)."""
    return kept(_table(rules, name), key, compute, size)


def replayed(rules, name: str, key, produce: Callable[[], Iterable], size: int = SIZE) -> Iterator:
    """The items of `produce()` one at a time, kept in the rules object's memo `name` under
    `key` once read to the end, and the kept ones the next time: a listing that stops early
    (the kernel looks for two options to learn that there is a decision) is not kept and
    costs no more than it did."""
    memo = _table(rules, name)
    hit = memo.get(key)
    if hit is not None:
        yield from hit
        return
    got = []
    for item in produce():
        got.append(item)
        yield item
    if len(memo) >= size:
        memo.clear()
    memo[key] = got


def _table(rules, name: str) -> dict:
    """The rules object's memo `name`, as its attribute `_memo_<name>` (looked up without
    building the name or an empty dict each time: a search asks at every step)."""
    attr = _ATTRS.get(name)
    if attr is None:
        attr = _ATTRS[name] = f"_memo_{name}"
    table = rules.__dict__.get(attr)
    if table is None:
        table = rules.__dict__[attr] = {}
    return table


_ATTRS: dict[str, str] = {}


def remembered(rules, name: str, content: Any, compute: Callable[[], Any], size: int = SIZE) -> Any:
    return recall(rules, name, content_key(content), compute, size)


class Worked(dict):
    """`make(key)` (`make(*key)` for a tuple key), worked out at the key's first look-up and read
    by `table[key]` after that, with no call. For keys from a game's data (tiles, cards, with a
    flag or two), which are few: it never empties, unlike the memos above, whose keys are
    positions' content. Given a `size`, it starts afresh when that many are kept: for keys of
    what a player holds (the set of tiles they own), which a search finds by the thousand."""

    def __init__(self, make: Callable[..., Any], size: int | None = None):
        super().__init__()
        self.make = make
        self.size = size

    def __missing__(self, key):
        if self.size is not None and len(self) >= self.size:
            self.clear()
        found = self[key] = self.make(*key) if type(key) is tuple else self.make(key)
        return found

