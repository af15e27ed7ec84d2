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
                                       # (or a value made with `key`: {if: ..., then: ...})

A value is written in the data's value language (engine/data_values.py: paths, messages,
`each`, `if`, `describe`, `call`...), compiled once per rules object and evaluated in an
environment holding `players`, `mode`, `rules` (the rules object), `data` (its data files),
`hooks` (the game's help module, None without one), `messages` (the prefix of an `h` key), the
document's and the section's `let` names and the items of the `each` around it.

An entry is a mapping with an `id` (and `title`, `effect`, `cost`, `lines`) which may have
`each`/`as`/`index` (an entry per item), `let` and `if`, in that order; any other item of a
section's `entries` is a value whose entries are used (a `call` making them). A section may
have `each`, `let` and `if` the same way. None (an `if` without `else`) is left out of every
list, and the help leaves out a section that ends up with neither intro nor entries.

A path the data does not hold stops the help with a HelpDataError naming the file, the section
and the path (`tests/engine/test_rules_help.py` builds every game's help for every count).
"""
from __future__ import annotations

import copy
from abc import ABCMeta, abstractmethod
from contextlib import contextmanager
from typing import Any, Callable

from .data_values import HelpDataError, bind, compile_value, compiled, flat, over, text
from .rules_help import Entry, Section, section, topic_id

#: the JSON Schema of a help file, the engine's own: a game's schema.yaml does not type it again
#: (the catalog checks a game's `help` file against this; what a path or a call asks of the data
#: is checked when the document is built, which `boardgames validate` does for every count and mode)
SCHEMA = {"type": "object", "required": ["sections"],
          "properties": {"sections": {"type": "array", "items": {"type": "object", "required": ["id"]}}}}


def document(rules) -> dict | None:
    """The game's help document (its `help` data file), if it has one."""
    return rules.spec.data.get("help")


def sections(rules, players: int, mode: str) -> list[Section]:
    """The sections of the game's help document for `players` in `mode`."""
    doc = document(rules)
    env = {"players": players, "mode": mode, "rules": rules, "data": rules.data, "hooks": rules._part("help"),
           "messages": doc.get("messages", "")}
    with located(rules, ("let",)):
        env = compiled(rules, doc.get("let"), bind)(env)
    out: list[Section] = []
    for i, item in enumerate(doc["sections"]):
        with located(rules, ("sections", i)):
            out += compiled(rules, item, _section)(env)
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
        with located(rules, ("topics", kind)):
            wanted = compiled(rules, wanted)({"kind": kind, "key": key, "rules": rules, "data": rules.data,
                                              "hooks": rules._part("help"), "messages": rules.spec.id})
        if wanted is not None:
            return wanted
    elif wanted is not None and ("{key}" not in wanted or topic_id(kind, key) != kind):
        return wanted.replace("{key}", str(key))
    part = rules._part("help")
    if part is not None and hasattr(part, "help_topic"):
        return part.help_topic(rules, kind, key)
    return topic_id(kind, key)


class HelpTable(dict, metaclass=ABCMeta):
    """A table of a game's describe module, functions (rules, key) by name (`PARTS` by tooltip
    kind, `RECON_LABELS` by data file), which looks a name it lacks up in the help document's
    table `PART`. A value there is evaluated with the names `named` gives, `rules`, `data` and
    `hooks` (the game's help module); `h: KEY` is the game's message `<game id>.KEY`; an entry
    may name shared values first: `{let: NAMES, lines: VALUE}`. A name in neither: `MISSING`."""

    PART = ""
    MISSING: Any = None

    def get(self, name: str, default=None) -> Callable:
        own = super().get(name)
        return own if own is not None else lambda rules, key: self.looked_up(rules, name, key)

    @abstractmethod
    def named(self, name: str, key: Any) -> dict:
        """The names the table's value is evaluated with, besides the rules' own."""

    def looked_up(self, rules, name: str, key: Any) -> Any:
        entry = (document(rules) or {}).get(self.PART, {}).get(name, _NONE)
        if entry is _NONE:
            return copy.copy(self.MISSING)
        env = {**self.named(name, key), "rules": rules, "data": rules.data, "hooks": rules._part("help"),
               "messages": rules.id}
        with located(rules, (self.PART, name)):
            return compiled(rules, entry, _table_entry)(env)


_NONE = object()


def _table_entry(v: Any):
    if isinstance(v, dict) and "lines" in v and set(v) <= {"let", "lines"}:
        names, lines = bind(v.get("let")), compile_value(v["lines"])
        return lambda env: lines(names(env))
    return compile_value(v)


# --- sections and entries, compiled ----------------------------------------------------------------
def _section(item: dict):
    """A section item: the sections it makes (one, none or one per item of its `each`)."""
    envs, ident = over(item), text(item["id"])
    title = compile_value(item["title"]) if "title" in item else None
    entries = [_entries(e) for e in item.get("entries", [])]
    intro = compile_value(item.get("intro", []))

    def run(env):
        out = []
        for inner in envs(env):
            made = title(inner) if title is not None else None
            listed = [e for make in entries for e in make(inner)]
            out.append(section(ident(inner), made, intro(inner), listed))
        return out
    return run


def _entries(item: Any):
    """An item of a section's `entries`: an entry (one per item of its `each`), or a value
    whose entries are used."""
    if not (isinstance(item, dict) and "id" in item):
        value = compile_value(item)
        return lambda env: flat(value(env))
    envs, ident, title = over(item), text(item["id"]), compile_value(item["title"])
    effect, lines = compile_value(item.get("effect", [])), compile_value(item.get("lines", []))
    cost = compile_value(item["cost"]) if item.get("cost") is not None else None

    def run(env):
        return [Entry(ident(inner), title(inner), flat(effect(inner)), cost(inner) if cost is not None else None,
                      flat(lines(inner))) for inner in envs(env)]
    return run
