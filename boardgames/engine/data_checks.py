"""Cross-checks of a game's data files written as data: the game's `checks.yaml`, run here.

A schema checks one file; what weighs one file against another is declared in checks.yaml
(OpenRA's lint passes: one rule, checked wherever the data says it applies). Its parts:

  ids, references, covers   ids and the references to them, the mappings that must hold every
                            id of a kind: engine/refs.py, with the same paths
  given                     ids no data file writes ({payment: [money]}); the player counts,
                            the player colours and the modes of game.yaml are always given
  checks                    a list of checks, each of one kind of KINDS, with its parameters

A path names values as in engine/refs.py ("setup:by_players.*.stack_size"); in a check a part
`{n}` stands for a player count. An *amount* is a number, or a path: the values it names added
up, a number counting as itself and a list or a mapping as its entries ("contracts:neutral":
the neutral contracts; "tokens:normal.*.count": the normal tokens of every kind).

An error is located at the value it is about (its path up to the first wildcard) and names the
other place when that is in another file. A check's `says` is its message, with the fields its
kind gives. A check written wrong is an error located in checks.yaml, never an exception.
"""
from __future__ import annotations

import math
import operator
import string
from typing import Any

from . import refs as REFS
from .yamlio import DataError, Located

FILE = "checks"
PARTS = ("ids", "references", "covers", "given", "checks")
WILD = ("*", "~")


class Bad(Exception):
    """A check written wrong: the key of the entry at fault and what is wrong."""

    def __init__(self, key, message: str):
        super().__init__(message)
        self.key, self.message = key, message


class Data:
    """The game's data files as the checks read them: paths, amounts and places."""

    def __init__(self, R):
        self.files: dict[str, Located] = R.spec.located
        lo, hi = R.player_range()
        self.players = range(lo, hi + 1)

    def named(self, key, path, n: int | None = None) -> list[tuple[Located, tuple, Any]]:
        """(file, path inside it, value) of every value `path` names (`{n}` read as n)."""
        loc, parts = self._parse(key, path, n)
        return [(loc, where, value) for where, value in REFS._walk(loc.data, (), parts)]

    def _parse(self, key, path, n) -> tuple[Located, list]:
        if not isinstance(path, str) or ":" not in path:
            raise Bad(key, f"{path!r} is no path (file:key.key...)")
        name, _, rest = path.partition(":")
        if name not in self.files:
            raise Bad(key, f"{path!r}: no data file {name!r} among the game's files")
        parts = rest.split(".") if rest else []
        if n is None and "{n}" in parts:
            raise Bad(key, f"{path!r}: {{n}} stands for a player count, which only `enough` reads")
        return self.files[name], [n if part == "{n}" else part for part in parts]

    def amount(self, key, spec, n: int | None = None) -> int | None:
        """The amount `spec` stands for (module docstring); None when a path of a player
        count names nothing (that count's entry is missing: `covers` says so)."""
        if type(spec) is int:
            return spec
        found = self.named(key, spec, n)
        parts = spec.split(":", 1)[-1].split(".")
        if not found and "{n}" in parts:
            return None
        if not found and not any(part in WILD for part in parts):
            raise Bad(key, f"{spec!r} names nothing in the data")
        total = 0
        for loc, where, value in found:
            if type(value) is int:
                total += value
            elif isinstance(value, (list, dict)):
                total += len(value)
            else:
                raise Bad(key, f"{spec!r} names {value!r} ({loc.file}:{loc.line_of(where)}): "
                               "not a number, a list or a mapping")
        return total

    def place(self, key, path, n: int | None = None) -> tuple[Located, tuple]:
        """The file and the path inside it where `path` is written, up to its first wildcard."""
        loc, parts = self._parse(key, path, n)
        fixed = []
        for part in parts:
            if part in WILD:
                break
            fixed.append(part)
        return loc, tuple(fixed)


class Kind:
    """A kind of check: a mechanic with parameters. `needs` and `may` map its parameters to
    what they hold: "path", "paths" (one or a list), "amount", "amounts" (one or a list),
    "fields" (a name or a list), "text", or a tuple of the words allowed; `gives` the
    fields its `says` may name (None: any, read from the data)."""

    name = ""
    needs: dict = {}
    may: dict = {}
    gives: tuple | None = ()

    def problems(self, entry: dict) -> list[tuple[Any, str]]:
        """(key, message) for each parameter written wrong (the paths are tried when run)."""
        out = [(key, f"{self.name} needs {key!r}") for key in self.needs if key not in entry]
        allowed = {**self.needs, **self.may}
        for key, value in entry.items():
            holds = allowed.get(key)
            if holds is None:
                out.append((key, f"{self.name} has no parameter {key!r} (it takes {', '.join(allowed)})"))
            elif not _holds(holds, value):
                out.append((key, f"{key} must be {_WORDS.get(holds, 'one of ' + ', '.join(map(str, holds)))}"))
        if isinstance(entry.get("says"), str) and self.gives is not None:
            try:
                named = {f.split(".")[0].split("[")[0] for _, f, _, _ in string.Formatter().parse(entry["says"]) if f}
            except ValueError as exc:
                return out + [("says", f"says cannot be read: {exc}")]
            out += [("says", f"says names {{{f}}}: {self.name} gives {', '.join(self.gives)}")
                    for f in sorted(named - set(self.gives))]
        return out

    def run(self, data: Data, entry: dict) -> list[DataError]:
        """The errors of one check of this kind on the data (each kind says: Compare, Differ,
        Enough, Unique)."""
        raise NotImplementedError


_WORDS = {"path": "a path (file:key.key...)", "paths": "a path or a list of paths",
          "amount": "a number or a path", "amounts": "a number, a path or a list of them",
          "fields": "a field name or a list of them", "text": "a text"}


def _holds(holds, value) -> bool:
    if holds in ("text", "path"):
        return isinstance(value, str)
    if holds == "amount":
        return isinstance(value, str) or type(value) is int
    if holds in ("paths", "amounts", "fields"):
        one = "path" if holds == "paths" else "amount" if holds == "amounts" else "text"
        items = value if isinstance(value, list) else [value]
        return bool(items) and all(_holds(one, v) for v in items)
    return value in holds


def _listed(value) -> list:
    return value if isinstance(value, list) else [value]


def _say(data: Data, entry: dict, at: str, against, n=None, **fields) -> DataError:
    """The check's message at the place of `at`, naming the place of `against` (a path) when
    it is in another file."""
    message = _said(entry, fields, "says cannot be written out here")
    loc, where = data.place(None, at, n)         # both paths were read already: no Bad here
    if isinstance(against, str):
        other_loc, other_where = data.place(None, against, n)
        if other_loc.file != loc.file:
            message += f" ({other_loc.at(*other_where).where})"
    return loc.error(message, where)


def _said(entry: dict, fields: dict, why: str) -> str:
    """The check's `says` with the fields written in; `why` it cannot be, a Bad of `says`."""
    try:
        return entry["says"].format(**fields)
    except (KeyError, IndexError, ValueError, AttributeError) as exc:
        raise Bad("says", f"{why} ({type(exc).__name__}: {exc})") from None


class Compare(Kind):
    """`<kind>: PATHS, <other>: AMOUNT, says`: the amount of each path stands in the kind's
    relation to the other amount (equal to, at most, below, at least); says {value}, {other}."""

    gives = ("value", "other")

    def __init__(self, name: str, other: str, holds):
        self.name, self.other, self.holds = name, other, holds
        self.needs = {name: "paths", other: "amount", "says": "text"}

    def run(self, data: Data, entry: dict) -> list[DataError]:
        other = data.amount(self.other, entry[self.other])
        out = []
        for path in _listed(entry[self.name]):
            value = data.amount(self.name, path)
            if not self.holds(value, other):
                out.append(_say(data, entry, path, entry[self.other], value=value, other=other))
        return out


class Differ(Kind):
    """`differ: [PATH, PATH...], says`: the values the paths name differ, item by item (the
    paths' wildcards pair them: "map:roads.*.from" and "map:roads.*.to" are a road's two ends);
    blamed on the last path's value."""

    name = "differ"
    needs = {"differ": "paths", "says": "text"}

    def run(self, data: Data, entry: dict) -> list[DataError]:
        paths = _listed(entry["differ"])
        found = [{_bound(p, where): (loc, where, v) for loc, where, v in data.named("differ", p)} for p in paths]
        out = []
        for key, (loc, where, _) in found[-1].items():
            values = [f[key][2] for f in found if key in f]
            if len(values) == len(paths) and any(a == b for i, a in enumerate(values) for b in values[i + 1:]):
                out.append(loc.error(entry["says"], where))
        return out


def _bound(path: str, where: tuple) -> tuple:
    """The keys the wildcards of `path` stood for at `where`."""
    parts = path.split(":", 1)[-1].split(".")
    return tuple(where[i] for i, part in enumerate(parts) if part in WILD and i < len(where))


class Enough(Kind):
    """`enough: AMOUNT` (what the box holds), `each: AMOUNTS` (what one player takes, the
    amounts multiplied; 1 if absent), `plus: AMOUNT` (taken besides), `players: most | every`
    (the largest player count, the default, or each one; a path may name `{n}`), `says`:
    players × each + plus must not exceed what the box holds. Blamed on the value that asks
    (the last path of `each`, else `plus`, else the box); says {players}, {need}, {have},
    {spare} (have − players × each)."""

    name = "enough"
    needs = {"enough": "amount", "says": "text"}
    may = {"each": "amounts", "plus": "amount", "players": ("most", "every")}
    gives = ("players", "need", "have", "spare")

    def run(self, data: Data, entry: dict) -> list[DataError]:
        each = _listed(entry.get("each", 1))
        asks = next((e for e in reversed(each) if isinstance(e, str)), entry.get("plus", entry["enough"]))
        out = []
        for n in data.players if entry.get("players") == "every" else data.players[-1:]:
            have = data.amount("enough", entry["enough"], n)
            factors = [data.amount("each", e, n) for e in each]
            plus = data.amount("plus", entry["plus"], n) if "plus" in entry else 0
            if have is None or plus is None or None in factors:
                continue
            per = math.prod(factors)
            if n * per + plus > have:
                out.append(_say(data, entry, asks, entry["enough"], n, players=n, need=n * per + plus,
                                have=have, spare=have - n * per))
        return out


class Unique(Kind):
    """`unique: PATH` (lists, each checked on its own), `key: FIELDS`, `says`: no two items of
    a list have the same key; blamed on the second item (on its field, when the key is one);
    says names the item's fields."""

    name = "unique"
    needs = {"unique": "path", "key": "fields", "says": "text"}
    gives = None

    def run(self, data: Data, entry: dict) -> list[DataError]:
        keys = _listed(entry["key"])
        out = []
        for loc, where, items in data.named("unique", entry["unique"]):
            if not isinstance(items, list):
                raise Bad("unique", f"{entry['unique']!r} names {type(items).__name__}s, not lists")
            seen = set()
            for i, item in enumerate(items):
                if not isinstance(item, dict):
                    continue
                key = tuple(repr(item.get(k)) for k in keys)
                if key in seen:
                    message = _said(entry, item, "says names what the item has not")
                    out.append(loc.error(message, where + (i,) + (tuple(keys) if len(keys) == 1 else ())))
                seen.add(key)
        return out


#: the kinds of check, by the key that names them in an entry
KINDS: dict[str, Kind] = {k.name: k for k in (
    Compare("equal", "to", operator.eq), Compare("at_most", "than", operator.le),
    Compare("below", "than", operator.lt), Compare("at_least", "than", operator.ge),
    Differ(), Enough(), Unique())}


def check(R, given: dict | None = None, nodes: dict | None = None) -> list[DataError]:
    """The errors of the game's checks.yaml: its ids, references and covers (engine/refs.py,
    `given` adding the ids the game's code knows, `nodes` where its nodes stand, checked
    even when the game has no checks.yaml), then its checks."""
    data = Data(R)
    known = {"player count": data.players, "mode": R.modes(),
             "player colour": [c.get("id") for c in R.spec.manifest.get("colours", []) if isinstance(c, dict)],
             **(given or {})}
    checks = R.spec.located.get(FILE)
    if checks is None:          # the nodes are checked where they stand all the same
        return REFS.check(data.files, {}, {}, nodes, None, known)
    spec = checks.data if isinstance(checks.data, dict) else {}
    errors, tables = _tables(checks, data, known)
    if not errors:
        ids, references, covers, yaml_given = tables
        errors += REFS.check(data.files, ids, references, nodes, covers, {**known, **yaml_given})
    entries = spec.get("checks") or []
    if not isinstance(entries, list):
        return errors + [checks.error("checks is a list of checks", ("checks",))]
    for i, entry in enumerate(entries):
        errors += _run(checks, data, entry, ("checks", i))
    return errors


def _tables(checks: Located, data: Data, known: dict) -> tuple[list[DataError], tuple]:
    """The ids, references, covers and given of checks.yaml, and the errors of their form."""
    spec = checks.data if isinstance(checks.data, dict) else {}
    errors = [checks.error(f"no part {k!r} (a checks file has {', '.join(PARTS)})", (k,)) for k in spec if k not in PARTS]
    if not isinstance(checks.data, dict):
        errors.append(checks.error(f"a checks file is a mapping of {', '.join(PARTS)}"))
    tables = []
    for part in ("ids", "references", "covers", "given"):
        table = spec.get(part) or {}
        if not isinstance(table, dict):
            errors.append(checks.error(f"{part} is a mapping", (part,)))
            table = {}
        tables.append(table)
    ids, references, covers, yaml_given = tables
    kinds = set(ids) | set(known) | set(yaml_given)
    for kind, paths in ids.items():
        if not isinstance(paths, list):
            errors.append(checks.error(f"the paths of {kind!r} are a list", ("ids", kind)))
            continue
        errors += _paths(checks, data, paths, ("ids", kind))
    for part, table in (("references", references), ("covers", covers)):
        errors += _paths(checks, data, list(table), (part,), keyed=True)
        errors += [checks.error(f"{kind!r} is no kind of id (ids, given, or the game's)", (part, path))
                   for path, kind in table.items() if not isinstance(kind, str) or kind not in kinds]
    errors += [checks.error(f"the ids given for {kind!r} are a list of names and numbers", ("given", kind))
               for kind, listed in yaml_given.items()
               if not isinstance(listed, list) or not all(isinstance(i, (str, int)) for i in listed)]
    return errors, tuple(tables)


def _paths(checks: Located, data: Data, paths: list, where: tuple, keyed: bool = False) -> list[DataError]:
    out = []
    for i, path in enumerate(paths):
        try:
            data.place(None, path)
        except Bad as bad:
            out.append(checks.error(bad.message, where + ((path,) if keyed else (i,))))
    return out


def _run(checks: Located, data: Data, entry, where: tuple) -> list[DataError]:
    """One check's errors, or the errors of how it is written."""
    named = [k for k in entry if k in KINDS] if isinstance(entry, dict) else []
    if len(named) != 1:
        return [checks.error(f"a check is a mapping naming one kind of {', '.join(KINDS)}", where)]
    kind = KINDS[named[0]]
    problems = kind.problems(entry)
    if problems:
        return [checks.error(message, where + (key,)) for key, message in problems]
    try:
        return kind.run(data, entry)
    except Bad as bad:
        return [checks.error(bad.message, where + ((bad.key,) if bad.key else ()))]
