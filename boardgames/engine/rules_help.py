"""Rules help generated from the data that runs the game.

A game's help is a document of sections (set-up for the chosen player count, the turn, every
action and component, the end and scoring), each holding written paragraphs (`intro`) and
entries. An entry is one action or component: a title, what it costs, what it does and notes.
Every text is a *message* (key plus arguments, see `choice.msg`) built by the same node and
effect types, and the same `describe` paths, that run the rules and word the tooltips; it is
rendered in the chosen language only at the end (`build`), so the screen and
`boardgames rules GAME` print literally the same words.

The engine adds an overview (the game's own written `<game>.help.overview`, its player counts
and modes) in front of what the game gives through `Rules.help_sections(players, mode)`: the
sections its `help` data file writes (engine/help_data.py reads it, calling by name what the
game's `help` module gives). A game without one still gets its overview.

Entry ids are stable (`<kind>.<key>`, as the tooltips name a component to `describe`), so the
app opens the entry of what the pointer rests on (`Rules.help_topic`, `HelpDoc.locate`).
"""
from __future__ import annotations

import textwrap
import unicodedata
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from .choice import msg

#: section ids the app names itself (`help.section.<id>` in data/app/locale)
COMMON_SECTIONS = ("overview", "setup", "turn", "actions", "end")


# --- the document as messages (no language yet) ----------------------------------------------
@dataclass
class Entry:
    """One action or component: its title, cost, effect (node/effect renders) and notes."""

    id: str
    title: Any
    effect: list = field(default_factory=list)
    cost: Any = None
    lines: list = field(default_factory=list)


@dataclass
class Section:
    id: str
    title: Any
    intro: list = field(default_factory=list)
    entries: list = field(default_factory=list)


def section(sid: str, title: Any = None, intro=(), entries=()) -> Section:
    """A section; a common one (COMMON_SECTIONS) is titled by the app's own words."""
    if title is None:
        title = msg(f"help.section.{sid}")
    return Section(sid, title, list(intro), list(entries))


def topic_id(kind: str, key: Any = None) -> str:
    """The entry id of a component as a tooltip names it to `describe(kind, key)`."""
    if key is None or not isinstance(key, (str, int)) or isinstance(key, bool):
        return kind
    return f"{kind}.{key}"


def overview(rules, players: int, mode: str | None) -> Section:
    """What the engine knows of every game: its written overview, players and modes."""
    gid = rules.spec.id
    lo, hi = rules.player_range()
    intro: list = [msg(f"{gid}.help.overview")]
    intro.append(msg("help.players", lo=lo, hi=hi, n=players))
    modes = rules.modes()
    if len(modes) > 1:
        intro.append(msg("help.modes", modes=[f"@{gid}.mode.{m}" for m in modes],
                         mode=f"@{gid}.mode.{mode or modes[0]}"))
    return section("overview", intro=intro)


def sections(rules, players: int | None = None, mode: str | None = None) -> list[Section]:
    """The whole document as messages: the overview, then the game's own sections."""
    lo, hi = rules.player_range()
    players = max(lo, min(hi, players or min(max(lo, 2), hi)))
    modes = rules.modes()
    mode = mode if mode in modes else modes[0]
    out = [overview(rules, players, mode)]
    out += list(rules.help_sections(players, mode) or [])
    return out


# --- the document in one language ------------------------------------------------------------
@dataclass
class HelpEntry:
    id: str
    title: str
    effect: list[str]
    cost: str | None
    lines: list[str]


@dataclass
class HelpSection:
    id: str
    title: str
    intro: list[str]          # paragraphs
    entries: list[HelpEntry]


@dataclass
class HelpDoc:
    game: str
    name: str
    players: int
    mode: str
    lang: str
    sections: list[HelpSection]

    def locate(self, entry_id: str | None) -> tuple[int, int | None] | None:
        """(section, entry) of an entry id; (section, None) for a section id; None if absent.
        An id not found falls back to its kind (`space.x` -> `space`) when that is an entry."""
        if not entry_id:
            return None
        for want in (entry_id, entry_id.split(".", 1)[0]):
            for si, s in enumerate(self.sections):
                for ei, e in enumerate(s.entries):
                    if e.id == want:
                        return si, ei
        for si, s in enumerate(self.sections):
            if s.id == entry_id:
                return si, None
        return None

    def entry(self, entry_id: str) -> HelpEntry | None:
        where = self.locate(entry_id)
        if where is None or where[1] is None:
            return None
        return self.sections[where[0]].entries[where[1]]

    def entry_ids(self) -> list[str]:
        return [e.id for s in self.sections for e in s.entries]


def _flat(values) -> list:
    """Messages and lists of messages (a node may render to several lines) as one list."""
    out: list = []
    for v in values if isinstance(values, (list, tuple)) else [values]:
        if isinstance(v, (list, tuple)):
            out += _flat(v)
        elif v is not None and v != "":
            out.append(v)
    return out


def _text(locale, value) -> str:
    """A message, a reference to a locale entry ("@key") or plain text, in the locale's language."""
    return str(locale.arg(value))


def _sentence(text: str) -> str:
    """A rule clause as a sentence: a capital first letter and a full stop (node texts are
    clauses such as "take 1 wood", joined by the nodes that hold them)."""
    text = text.strip()
    if not text:
        return text
    if text[0].islower():
        text = text[0].upper() + text[1:]
    if text[-1] not in ".!?:;。！？：；」":
        text += "。" if any(_wide(ch) for ch in text) else "."
    return text


def _joined(locale, messages) -> list[str]:
    """Rendered effect lines; a line that is only a parenthesis ("(at most 5 VP)") belongs to
    the line before it."""
    out: list[str] = []
    for m in _flat(messages):
        text = _text(locale, m).strip()
        if out and text[:1] in "(（":
            out[-1] = out[-1].rstrip(".。") + ("" if _wide(text[0]) else " ") + text
        elif text:
            out.append(text)
    return out


def _wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in "WF"


def _paragraphs(text: str) -> list[str]:
    """Paragraphs split at blank lines; the lines of one paragraph joined (by a space, or by
    nothing between two Chinese characters, which have no spaces between them)."""
    out = []
    for block in text.split("\n\n"):
        para = ""
        for line in (ln.strip() for ln in block.splitlines()):
            if not line:
                continue
            if para and not (_wide(para[-1]) and _wide(line[0])):
                para += " "
            para += line
        if para:
            out.append(para)
    return out


_cache: OrderedDict = OrderedDict()


def build(rules, locale, players: int | None = None, mode: str | None = None) -> HelpDoc:
    """The help of `rules`' game rendered in `locale`'s language (kept: a tooltip asks often)."""
    lo, hi = rules.player_range()
    players = max(lo, min(hi, players or min(max(lo, 2), hi)))
    modes = rules.modes()
    mode = mode if mode in modes else modes[0]
    key = (id(rules), type(rules).__name__, players, mode, locale.lang, id(locale.strings))
    hit = _cache.get(key)
    if hit is not None and hit[0] is rules:
        _cache.move_to_end(key)
        return hit[1]
    gid = rules.spec.id
    out = []
    for s in sections(rules, players, mode):
        intro = []
        for m in _flat(s.intro):
            if isinstance(m, dict) and not locale.has(m.get("key", "")):
                continue          # a game that has not written this paragraph yet
            intro += _paragraphs(_text(locale, m))
        entries = [HelpEntry(e.id, _text(locale, e.title), [_sentence(t) for t in _joined(locale, e.effect)],
                             _text(locale, e.cost) if e.cost is not None else None,
                             [_text(locale, m) for m in _flat(e.lines)]) for e in s.entries]
        if intro or entries:
            out.append(HelpSection(s.id, _text(locale, s.title), intro, entries))
    name_key = f"{gid}.name"
    doc = HelpDoc(gid, locale.t(name_key) if locale.has(name_key) else gid, players, mode, locale.lang, out)
    _cache[key] = (rules, doc)
    if len(_cache) > 24:
        _cache.popitem(last=False)
    return doc


def topic_entry(rules, doc: HelpDoc, kind: str, key: Any) -> str | None:
    """The id of the entry explaining what a tooltip described as (kind, key), if the help has it."""
    try:
        wanted = rules.help_topic(kind, key)
    except Exception:           # a tooltip's key the game did not foresee: no entry, no crash
        return None
    if not wanted:
        return None
    where = doc.locate(wanted)
    if where is None:
        return None
    si, ei = where
    return doc.sections[si].entries[ei].id if ei is not None else doc.sections[si].id


# --- as plain text (boardgames rules GAME) ------------------------------------------------------
def _width(text: str) -> int:
    return sum(2 if _wide(ch) else 1 for ch in text)


def _wrap(text: str, width: int, indent: str) -> list[str]:
    """Wrap at spaces, or between any two characters of CJK text (display width counted)."""
    if not any(_wide(ch) for ch in text):
        return textwrap.wrap(text, width, initial_indent=indent, subsequent_indent=indent) or [indent]
    lines, line = [], ""
    room = max(10, width - _width(indent))
    for ch in text:
        if _width(line + ch) > room and ch not in "，。、；：？！）」』" and line:
            lines.append(indent + line)
            line = ch.lstrip()
        else:
            line += ch
    if line:
        lines.append(indent + line)
    return lines


def as_text(doc: HelpDoc, locale, width: int = 88) -> str:
    """The document as text for a terminal, in the same words as the screen."""
    out: list[str] = []
    title = locale.t("help.title_players", game=doc.name, n=doc.players)
    out += [title, "=" * min(width, _width(title)), ""]
    for s in doc.sections:
        out += [s.title.upper() if s.title.isascii() else s.title, "-" * min(width, _width(s.title))]
        for p in s.intro:
            out += _wrap(p, width, "  ") + [""]
        for e in s.entries:
            out += _wrap(e.title, width, "  ")
            if e.cost:
                out += _wrap(locale.t("help.cost", cost=e.cost), width, "      ")
            for line in e.effect + e.lines:
                out += _wrap(line, width, "      ")
            out.append("")
        if not s.intro and not s.entries:
            out.append("")
    return "\n".join(out).rstrip() + "\n"
