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

and, as it needs them,

  nodes  {"actions:*.*.*": PLACES}
         each value a node of that registry (effects.Registry), checked by its kind, which is
         given the ids known, by kind, as its refs (`{"resource": {...}, "player count":
         {...}}`): a field the kind declares with `holds=<id kind>` (fields.Field) must be an
         id of that kind (each item, when the value is a list)
  covers {"setup:neutral_horses": "player count"}
         each mapping (or list) named must hold every id of that kind (as a key, an item)
  given  {"player count": range(1, 5)}: ids that no data file writes (the manifest's, a
         game's numbers: the action points a turn may spend)

`check(files, ids, refs, ...)` (files: the game's `Located` data files by name) returns the
`DataError`s, each located where its value is written.
"""
from __future__ import annotations

from typing import Any, Iterator

from .yamlio import DataError, Located


def _a(kind: str) -> str:
    """A kind of id with its article, for the messages ("an action space")."""
    return f"{'an' if kind[:1] in 'aeiou' else 'a'} {kind}"


def not_known(kind: str, value) -> str:
    """The message for an id of `kind` that the data does not declare (one wording for the
    references checked here and the ids a node kind's fields hold, effects.unknown_ids)."""
    return f"{value!r} is not {_a(kind)} of the data"


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


def check(files: dict[str, Located], ids: dict[str, list[str]], refs: dict[str, str],
          nodes: dict | None = None, covers: dict[str, str] | None = None,
          given: dict[str, Any] | None = None) -> list[DataError]:
    errors: list[DataError] = []
    known: dict[str, set] = {kind: set(each) for kind, each in (given or {}).items()}
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
                errors.append(loc.error(not_known(kind, value), where))
    for path, registry in (nodes or {}).items():
        for loc, where, node in values(files, path):
            problems = registry.validate(node, known)
            errors += [loc.error(message, where + tuple(inside)) for inside, message in problems]
    for path, kind in (covers or {}).items():
        for loc, where, value in values(files, path):
            present = value if isinstance(value, (dict, list)) else ()
            errors += [loc.error(f"no entry for {kind} {i!r}", where) for i in sorted(known[kind]) if i not in present]
    return errors
