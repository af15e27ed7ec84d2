"""Ids and the references to them across a game's data files, declared once as paths and
checked with file:line (OpenRA's lint passes: one rule, checked wherever it applies).

A path names values of one data file: "map:villages.*.id" is the `id` of every item of the
map file's `villages`; `*` stands for every item of a list or every value of a mapping, `~`
(last) for every key of a mapping. A game declares

  ids    {"village": ["map:villages.*.id"], "space": ["map:cities.*.id", "map:villages.*.id"]}
         each value an id of that kind; an id written twice in one kind is an error (once
         per place it is written)
  refs   {"setup:circus": "village", "setup:neutral_horses.*.*": "space"}
         each value must be an id of that kind

and `check(files, ids, refs)` (files: the game's `Located` data files by name) returns the
`DataError`s, each located where its value is written.
"""
from __future__ import annotations

from typing import Any, Iterator

from .yamlio import DataError, Located


def values(files: dict[str, Located], path: str) -> Iterator[tuple[Located, tuple, Any]]:
    """(file, path inside it, value) of every value `path` names."""
    name, _, rest = path.partition(":")
    loc = files[name]
    yield from ((loc, where, value) for where, value in _walk(loc.data, (), rest.split(".") if rest else []))


def _walk(value, where: tuple, parts: list) -> Iterator[tuple[tuple, Any]]:
    if not parts:
        yield where, value
        return
    head, tail = parts[0], parts[1:]
    if head == "~":
        yield from ((where + (key,), key) for key in value) if isinstance(value, dict) else ()
    elif head == "*":
        items = enumerate(value) if isinstance(value, list) else value.items() if isinstance(value, dict) else ()
        for key, item in items:
            yield from _walk(item, where + (key,), tail)
    elif isinstance(value, dict) and head in value:
        yield from _walk(value[head], where + (head,), tail)


def check(files: dict[str, Located], ids: dict[str, list[str]], refs: dict[str, str]) -> list[DataError]:
    errors: list[DataError] = []
    known: dict[str, set] = {}
    twice: set = set()
    for kind, paths in ids.items():
        seen = known.setdefault(kind, set())
        for path in paths:
            for loc, where, value in values(files, path):
                if not isinstance(value, (str, int)):
                    continue
                if value in seen and (loc.file, where) not in twice:
                    twice.add((loc.file, where))
                    errors.append(loc.error(f"{kind} {value!r} is named twice", where))
                seen.add(value)
    for path, kind in refs.items():
        for loc, where, value in values(files, path):
            if not isinstance(value, (str, int)) or value not in known[kind]:
                errors.append(loc.error(f"{value!r} is not a {kind} of the data", where))
    return errors
