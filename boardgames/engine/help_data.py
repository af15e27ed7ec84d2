"""The rules help written as data: a game's `help.yaml` read into the sections of
engine/rules_help.py.

A game lists `help` among its data files (game.yaml `files`, with a schema in schema.yaml) and
writes there, in the order the help shows them, its sections: an id, a title, intro paragraphs
and entries, every text a message whose arguments are taken from the data that runs the game,
and the entries made from its collections (every space, every card of a deck) in the words of
its `describe` paths and node renders. What cannot be said in data is a function (or a
constant) of the game's `help` module, which the document calls by name (`hooks.NAME`).

    messages: caverna.help           # `h: KEY` is the message <messages>.KEY
    let: {w: $data.expeditions.weapons}
    sections:
      - id: loot
        title: {h: section.loot}
        intro: [{h: loot_intro, plus: $w.after_expedition}]
        entries:
          - each: $data.expeditions.loot
            as: i
            id: "loot.{i.id}"
            title: {msg: "caverna.loot.{i.id}"}
            effect: [{call: hooks.NODES.render, args: [$i.effect]}]
            lines: [{h: strength, n: $i.min_strength}]
    topics: {round: round_cards}       # the entry of what a tooltip describes, by its kind
                                       # (a value made with `key`: `topic` below)

A value is evaluated in an environment holding `players`, `mode`, `rules` (the rules object),
`data` (its data files), `hooks` (the game's help module, None without one), the document's
and the section's `let` names and the items of the `each` around it:

- `"$a.b.(c).0"`, a path: the name `a`, then mapping keys (an integer key as written; a key a
  mapping lacks gives None, as `dict.get`), list indexes (-1 the last), attributes or items of
  the rules' own collections; `(c)` is the value of the path `c` used as the key.
- `"text {a.b}"`, a string with paths in braces written in (a message key, an "@key" reference).
- a list (each item evaluated), a plain mapping (each value evaluated), any other scalar as it is.
- a mapping with an operator (its first key among OPERATORS), evaluated after its `let`:
  `h`/`msg` a message (its other keys the arguments, `args` a mapping of more), `each` a list
  over a collection (a mapping's keys; `as` the item's name, `index`, `let`, `if` to keep it,
  `do` the value made of it, `flat` to join the lists made), `if`/`then`/`else`, `len`, `sum`
  (`of` a field), `add` (numbers or lists), `sub`, `neg`, `min`, `max`, `eq`, `ne`, `gt`, `in`,
  `not`, `and`, `or`, `slice` (`from`, `to`), `sort`, `values` (a mapping's), `unique`,
  `describe` (`[kind, key]` as the tooltips ask it, with `from`, `to` and `drop`, message keys
  left out) and `call` (a path to a callable, `rules.goods_text` or `hooks.places`, given the
  evaluated `args` and its other keys as keyword arguments).

An entry is a mapping with an `id` (and `title`, `effect`, `cost`, `lines`) which may have
`each`/`as`/`index` (an entry per item), `let` and `if`, in that order; any other item of a
section's `entries` is a value whose entries are used (a `call` making them). A section may
have `each`, `let` and `if` the same way. None (an `if` without `else`) is left out of every
list, and the help leaves out a section that ends up with neither intro nor entries.

A path the data does not hold stops the help with a HelpDataError naming the file, the section
and the path (`tests/engine/test_rules_help.py` builds every game's help for every count).
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from typing import Any

from .choice import msg
from .rules_help import Entry, Section, section, topic_id

#: the keys that make a mapping an operation, in the order they are recognised
OPERATORS = ("h", "msg", "each", "call", "describe", "if", "len", "sum", "add", "sub", "neg", "min", "max", "eq", "ne",
             "gt", "in", "not", "and", "or", "slice", "sort", "values", "unique")

_BRACED = re.compile(r"\{([^{}]+)\}")


#: the JSON Schema of a help file, the engine's own: a game's schema.yaml does not type it again
#: (the catalog checks a game's `help` file against this; what a path or a call asks of the data
#: is checked when the document is built, which `boardgames validate` does for every count and mode)
SCHEMA = {"type": "object", "required": ["sections"],
          "properties": {"sections": {"type": "array", "items": {"type": "object", "required": ["id"]}}}}


class HelpDataError(ValueError):
    """A help document that asks for something the data does not have."""


def document(rules) -> dict | None:
    """The game's help document (its `help` data file), if it has one."""
    return rules.spec.data.get("help")


def sections(rules, players: int, mode: str) -> list[Section]:
    """The sections of the game's help document for `players` in `mode`."""
    doc = document(rules)
    ev = Evaluator(rules, doc.get("messages", ""))
    env = {"players": players, "mode": mode, "rules": rules, "data": rules.data, "hooks": ev.hooks}
    with located(rules, ("let",)):
        env = ev.bind(doc.get("let"), env)
    out: list[Section] = []
    for i, item in enumerate(doc["sections"]):
        with located(rules, ("sections", i)):
            out += ev.sections(item, env)
    return out


@contextmanager
def located(rules, path: tuple):
    """A failure while evaluating a part of the document, named by its file and line."""
    try:
        yield
    except (HelpDataError, KeyError, IndexError, TypeError, AttributeError) as exc:
        loc = rules.spec.located.get("help")
        where = f"{loc.file}:{loc.line_of(path)}" if loc is not None else "help"
        raise HelpDataError(f"{where}: {'/'.join(map(str, path))}: {exc}") from exc


def topic(rules, kind: str, key: Any) -> str | None:
    """The entry of what a tooltip described as (kind, key): the document's `topics` (an entry
    id by kind, "{key}" standing for a key that is a name or a number; or a value of the
    document's language made with `key`, which may look it up: `{if: {in: [$key,
    $rules.designs]}, then: "design.{key}"}`, None giving way), else the help module's
    `help_topic` when it has one, else `<kind>.<key>`."""
    doc = document(rules)
    wanted = (doc or {}).get("topics", {}).get(kind)
    if isinstance(wanted, dict):
        ev = Evaluator(rules, rules.spec.id)
        with located(rules, ("topics", kind)):
            wanted = ev.value(wanted, {"kind": kind, "key": key, "rules": rules, "data": rules.data,
                                       "hooks": ev.hooks})
        if wanted is not None:
            return wanted
    elif wanted is not None and ("{key}" not in wanted or topic_id(kind, key) != kind):
        return wanted.replace("{key}", str(key))
    part = rules._part("help")
    if part is not None and hasattr(part, "help_topic"):
        return part.help_topic(rules, kind, key)
    return topic_id(kind, key)


class Evaluator:
    def __init__(self, rules, prefix: str):
        self.rules = rules
        self.prefix = prefix
        self.hooks = rules._part("help")

    # --- sections and entries ------------------------------------------------------------------
    def sections(self, item: dict, env: dict) -> list[Section]:
        out = []
        for inner in self._over(item, env):
            title = self.value(item["title"], inner) if "title" in item else None
            entries = []
            for e in item.get("entries", []):
                entries += self.entries(e, inner)
            out.append(section(self.text(item["id"], inner), title, self.value(item.get("intro", []), inner), entries))
        return out

    def entries(self, item: Any, env: dict) -> list[Entry]:
        if isinstance(item, dict) and "id" in item:
            return [self._entry(item, e) for e in self._over(item, env)]
        return _flat(self.value(item, env))

    def _entry(self, item: dict, env: dict) -> Entry:
        cost = item.get("cost")
        return Entry(self.text(item["id"], env), self.value(item["title"], env),
                     _flat(self.value(item.get("effect", []), env)),
                     self.value(cost, env) if cost is not None else None,
                     _flat(self.value(item.get("lines", []), env)))

    def _over(self, item: dict, env: dict):
        """The environments an item (section or entry) is made in: one, none (`if` false) or one
        per element of its `each`."""
        items = [None] if "each" not in item else self.value(item["each"], env) or ()
        for i, x in enumerate(items):
            inner = env if "each" not in item else {**env, item.get("as", "it"): x}
            if "index" in item:
                inner = {**inner, item["index"]: i}
            inner = self.bind(item.get("let"), inner)
            if "if" in item and not self.value(item["if"], inner):
                continue
            yield inner

    def bind(self, names: dict | None, env: dict) -> dict:
        for name, v in (names or {}).items():
            env = {**env, name: self.value(v, env)}
        return env

    # --- values ----------------------------------------------------------------------------------
    def value(self, v: Any, env: dict) -> Any:
        if isinstance(v, str):
            if v.startswith("$"):
                return self.path(v[1:], env)
            return self.text(v, env)
        if isinstance(v, list):
            return [self.value(x, env) for x in v]
        if isinstance(v, dict):
            for op in OPERATORS:
                if op in v:
                    if "let" in v and op != "each":       # an `each` binds its names per item
                        env = self.bind(v["let"], env)
                    return getattr(self, f"_op_{op}")(v, env)
            return {k: self.value(x, env) for k, x in v.items()}
        return v

    def text(self, s: str, env: dict) -> str:
        if "{" not in s:
            return s
        return _BRACED.sub(lambda m: str(self.path(m.group(1), env)), s)

    def path(self, p: str, env: dict) -> Any:
        segments = _segments(p)
        name = segments[0]
        if name not in env:
            raise HelpDataError(f"no value named {name!r} (in {p!r})")
        obj = env[name]
        for seg in segments[1:]:
            key: Any = self.path(seg[1:-1], env) if seg.startswith("(") else seg
            obj = _step(obj, key, p)
        return obj

    def _op_h(self, v, env):
        key = self.text(v["h"], env)
        return msg(f"{self.prefix}.{key}" if self.prefix else key, **self._msg_args(v, "h", env))

    def _op_msg(self, v, env):
        return msg(self.text(v["msg"], env), **self._msg_args(v, "msg", env))

    def _msg_args(self, v: dict, op: str, env: dict) -> dict:
        """A message's arguments: its other keys, and the mapping `args` evaluates to (spread)."""
        out = {k: self.value(x, env) for k, x in v.items() if k not in (op, "args", "let")}
        if "args" in v:
            out.update(self.value(v["args"], env))
        return out

    def _op_each(self, v, env):
        out = [self.value(v.get("do", "$" + v.get("as", "it")), inner) for inner in self._over(v, env)]
        return _flat(out) if v.get("flat") else out

    def _op_call(self, v, env):
        name = v["call"]
        args = self.value(v.get("args", []), env)
        kwargs = {k: self.value(x, env) for k, x in v.items() if k not in ("call", "args", "let")}
        hook = getattr(self.hooks, name, None) if self.hooks is not None and "." not in name else None
        if hook is not None:
            return hook(*args, **kwargs)
        fn = self.path(name, env)
        if not callable(fn):
            raise HelpDataError(f"{name!r} is neither a function of the help module nor callable")
        return fn(*args, **kwargs)

    def _op_describe(self, v, env):
        kind, key = self.value(v["describe"], env)
        lines = list(self.rules.describe(kind, key))
        drop = {self.text(k, env) for k in v.get("drop", [])}
        lines = lines[v.get("from", 0):v.get("to")]
        return [m for m in lines if not (isinstance(m, dict) and m.get("key") in drop)] if drop else lines

    def _op_if(self, v, env):
        return self.value(v.get("then"), env) if self.value(v["if"], env) else self.value(v.get("else"), env)

    def _op_len(self, v, env):
        return len(self.value(v["len"], env))

    def _op_sum(self, v, env):
        items = self.value(v["sum"], env)
        return sum(x[v["of"]] for x in items) if "of" in v else sum(items)

    def _op_add(self, v, env):
        """Numbers added, or lists joined."""
        first, *rest = (self.value(x, env) for x in v["add"])
        for x in rest:
            first = first + x
        return first

    def _op_sub(self, v, env):
        a, b = (self.value(x, env) for x in v["sub"])
        return a - b

    def _op_min(self, v, env):
        return min(self.value(v["min"], env))

    def _op_max(self, v, env):
        return max(self.value(v["max"], env))

    def _op_neg(self, v, env):
        return -self.value(v["neg"], env)

    def _op_eq(self, v, env):
        a, b = (self.value(x, env) for x in v["eq"])
        return a == b

    def _op_ne(self, v, env):
        a, b = (self.value(x, env) for x in v["ne"])
        return a != b

    def _op_gt(self, v, env):
        a, b = (self.value(x, env) for x in v["gt"])
        return a > b

    def _op_in(self, v, env):
        a, b = (self.value(x, env) for x in v["in"])
        return a in b

    def _op_not(self, v, env):
        return not self.value(v["not"], env)

    def _op_and(self, v, env):
        return all(self.value(x, env) for x in v["and"])

    def _op_or(self, v, env):
        return any(self.value(x, env) for x in v["or"])

    def _op_slice(self, v, env):
        return list(self.value(v["slice"], env))[v.get("from", 0):v.get("to")]

    def _op_values(self, v, env):
        return list(self.value(v["values"], env).values())

    def _op_sort(self, v, env):
        return sorted(self.value(v["sort"], env))

    def _op_unique(self, v, env):
        out: list = []
        for x in self.value(v["unique"], env):
            if x not in out:
                out.append(x)
        return out


def _segments(p: str) -> list[str]:
    """`a.b.(c.d).e` as ["a", "b", "(c.d)", "e"]."""
    out, depth, cur = [], 0, ""
    for ch in p:
        if ch == "." and depth == 0:
            out.append(cur)
            cur = ""
            continue
        depth += (ch == "(") - (ch == ")")
        cur += ch
    out.append(cur)
    return out


def _step(obj: Any, key: Any, p: str) -> Any:
    """One step of a path: a mapping's key (None when it has none), a list's index, an attribute."""
    if isinstance(obj, dict):
        if key in obj:
            return obj[key]
        if isinstance(key, str) and key.lstrip("-").isdigit() and int(key) in obj:
            return obj[int(key)]
        if type(obj) is not dict and isinstance(key, str) and hasattr(obj, key):
            return getattr(obj, key)      # a mapping of the rules' own (menus by name) and its parts
        return None
    if isinstance(obj, (list, tuple)):
        try:
            return obj[int(key)]
        except (ValueError, IndexError):
            raise HelpDataError(f"no item {key!r} in {p!r}") from None
    if obj is None:
        return None
    if hasattr(obj, str(key)):
        return getattr(obj, str(key))
    try:
        return obj[key]           # a collection of the rules' own (a set of menus by name)
    except (TypeError, KeyError):
        raise HelpDataError(f"nothing named {key!r} in {p!r}") from None


def _flat(values) -> list:
    """Values and lists of values (a render may give several lines) as one list, None left out."""
    out: list = []
    for v in values if isinstance(values, (list, tuple)) else [values]:
        if isinstance(v, (list, tuple)):
            out += _flat(v)
        elif v is not None:
            out.append(v)
    return out
