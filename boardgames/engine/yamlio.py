"""Safe YAML reading that remembers where every value came from.

Data files are edited by hand (a player may correct a reconstructed count), so
every error must name the file and the line. PyYAML's plain loaders forget
lines, let a repeated key silently win and read `no`/`on` as booleans; this
loader fixes all three and never constructs anything but plain data.

It is also safe against hostile or broken files: it never opens anything but a
regular file (a named pipe would block the reader forever), and it refuses a
file larger than MAX_BYTES, nesting deeper than MAX_DEPTH and a document that
holds (or, through aliases, expands to) more than MAX_VALUES values, so a
"billion laughs" alias bomb is refused after a bounded amount of work and
memory. Every refusal is a DataError naming the file, the line and the path.

Parsing uses libyaml (PyYAML's C parser) when it is installed and PyYAML's
pure-Python parser otherwise; both give the same events, which are turned
into data here, without recursion, by one loop that enforces the limits.
(PyYAML's own composers recurse once per nesting level: the Python one ends
in RecursionError on deep nesting, and the C one can crash the process.)
"""
from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from yaml.events import (AliasEvent, DocumentEndEvent, MappingEndEvent, MappingStartEvent, ScalarEvent,
                         SequenceEndEvent, StreamEndEvent)
from yaml.nodes import ScalarNode

# Our largest data file is 36 KB (caverna/schema.yaml): 14 levels deep at most and 8,500 values once
# its aliases are expanded. The limits leave room for much larger games yet bound what a bad file
# can cost: refusing one takes under a second and about 40 MB (with libyaml).
MAX_BYTES = 2 * 1024 * 1024    # 2 MiB: 55 times our largest file
MAX_DEPTH = 64                 # nested mappings and lists: 4.5 times our deepest file
MAX_VALUES = 100_000           # values in a file, counted after expanding aliases: 12 times our largest


class DataError(Exception):
    """A problem in a data file, located as precisely as we can."""

    def __init__(self, file: str | Path, message: str, path: tuple = (), line: int | None = None):
        self.file = str(file)
        self.path = tuple(path)
        self.line = line
        self.message = message
        super().__init__(str(self))

    def __str__(self) -> str:
        where = self.file + (f":{self.line}" if self.line else "")
        inside = "/".join(str(p) for p in self.path)
        return f"{where}: {inside + ': ' if inside else ''}{self.message}"


class _StrictLoader(yaml.SafeLoader):
    """SafeLoader with YAML 1.2-style booleans (only true/false); used for its events."""


_StrictLoader.yaml_implicit_resolvers = {
    key: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:bool"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_StrictLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)

if getattr(yaml, "__with_libyaml__", False):
    class _CStrictLoader(yaml.CSafeLoader):
        """The same with libyaml's parser (about eight times faster here)."""

        yaml_implicit_resolvers = _StrictLoader.yaml_implicit_resolvers

    _LOADER: type = _CStrictLoader
else:    # pragma: no cover - PyYAML's wheels ship libyaml; a source build may lack it
    _LOADER = _StrictLoader

_STR, _NULL, _MERGE = "tag:yaml.org,2002:str", "tag:yaml.org,2002:null", "tag:yaml.org,2002:merge"
_SEQ, _MAP = "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map"
_PLAIN_TAGS = {
    _STR, "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool", _NULL, _MAP, _SEQ,
}
_NON_PRINTABLE = re.compile("[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\U00010000-\U0010ffff]")


@dataclass
class Located:
    """Parsed data plus a map from path inside it to 1-based line.

    Data expanded from templates (templates.expand) also keeps, for each value a template
    wrote, the template and the line in it (`origins`, innermost template first); its `lines`
    are those of the uses, and an error about such a value names both.
    """

    data: Any
    lines: dict[tuple, int] | None      # None: not read yet (data from the validated cache)
    file: str
    source: Path | None = None          # where to read the lines from when they are asked for
    origins: dict[tuple, tuple] | None = None   # path -> ((template, line), ...) of expanded values
    expanded: bool = False              # its templates were applied: reading the lines again does it too

    def _read_lines(self) -> None:
        try:
            fresh = load_file(self.source, self.file) if self.source else None
            if fresh is not None and self.expanded:
                from .templates import expand     # templates builds on this module
                fresh = expand(fresh)[0]
        except DataError:
            fresh = None
        self.lines = fresh.lines if fresh is not None else {}
        self.origins = fresh.origins if fresh is not None else None

    def _written(self, path) -> tuple:
        """`path`, or the nearest path above it whose place is known."""
        if self.lines is None:
            self._read_lines()
        path = tuple(path)
        while path not in self.lines and path:
            path = path[:-1]
        return path

    def line_of(self, path) -> int | None:
        path = self._written(path)
        return self.lines.get(path)

    def template_note(self, path) -> str:
        """" (template T, line N)" when a template wrote the value at `path`, else ""."""
        path = self._written(path)
        origin = (self.origins or {}).get(path)
        if not origin:
            return ""
        (name, line), *outer = origin
        through = "".join(f", inherited through {n!r} (line {n_line})" for n, n_line in outer)
        return f" (template {name!r}, line {line}{through})"

    def error(self, message: str, path=()) -> DataError:
        return DataError(self.file, message + self.template_note(path), tuple(path), self.line_of(path))

    def at(self, *path) -> At:
        """The value at `path` together with its place: a check that compares values of two files
        reads each through `at`, so its error names the file and line of the value it is about."""
        return At(self, tuple(path))


@dataclass(frozen=True)
class At:
    """One value of a data file and where it is written (`Located.at`)."""

    located: Located
    path: tuple

    @property
    def value(self) -> Any:
        value = self.located.data
        for key in self.path:
            value = value[key]
        return value

    @property
    def where(self) -> str:
        """`file:line`, for naming this value in an error blamed on another file (and the
        template that wrote it, if one did)."""
        line = self.located.line_of(self.path)
        return self.located.file + (f":{line}" if line else "") + self.located.template_note(self.path)

    def error(self, message: str) -> DataError:
        return self.located.error(message, self.path)


def load_text(text: str, file: str = "<string>", loader: type | None = None) -> Located:
    """Parse one YAML document; `loader` picks the parser (tests compare both)."""
    if len(text) > MAX_BYTES:
        raise DataError(file, f"too large: {len(text):,} characters (data files are limited to "
                              f"{MAX_BYTES:,} bytes)")
    try:
        parser = (loader or _LOADER)(text)
    except yaml.reader.ReaderError:     # the pure-Python reader checks every character up front
        raise _bad_character(text, file) from None
    try:
        data, lines = _compose(parser, file)
    except yaml.MarkedYAMLError as exc:
        if "nesting depth" in str(exc.problem) and (loader or _LOADER) is not _StrictLoader:
            # libyaml (PyYAML 6.0.4 on) stops deep nesting while scanning ahead, before our own
            # limit can name where: the pure-Python parser, which reads no further than asked, does
            parser.dispose()
            return load_text(text, file, _StrictLoader)
        line = exc.problem_mark.line + 1 if exc.problem_mark else None
        raise DataError(file, f"YAML syntax: {exc.problem}", (), line) from None
    except yaml.reader.ReaderError:
        raise _bad_character(text, file) from None
    except yaml.YAMLError as exc:
        raise DataError(file, f"YAML syntax: {exc}") from None
    except RecursionError:              # cannot happen (nothing here recurses deeper than MAX_DEPTH)
        raise DataError(file, f"nested too deeply (the limit is {MAX_DEPTH} levels)") from None
    finally:
        parser.dispose()
    return Located(data, lines, file)


def load_file(path: str | Path, display: str | None = None) -> Located:
    """Read and parse a data file; anything but a regular file is refused without being opened."""
    shown = display or str(path)
    raw = _read_regular(Path(path), shown)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _not_utf8(raw, exc, shown) from None
    return load_text(text, shown)


# --- reading ---------------------------------------------------------------------------------
def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe (FIFO)"),
                       (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device")):
        if test(mode):
            return name
    return "a special file"


def _read_regular(path: Path, shown: str) -> bytes:
    try:
        info = os.stat(path)        # follows symbolic links; opens nothing
    except FileNotFoundError:
        if os.path.islink(path):
            raise DataError(shown, f"cannot read: a symbolic link to {os.readlink(path)!r}, "
                                   "which does not exist") from None
        raise DataError(shown, "cannot read: no such file") from None
    except OSError as exc:
        raise DataError(shown, f"cannot read: {exc.strerror or exc}") from None
    if not stat.S_ISREG(info.st_mode):
        raise DataError(shown, f"cannot read: {_kind(info.st_mode)}, not a regular file (left unopened)")
    if info.st_size > MAX_BYTES:
        raise DataError(shown, _too_large(info.st_size))
    try:
        # O_NONBLOCK: should the file be swapped for a named pipe after the check above, opening
        # it still returns at once, and the second check refuses it.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise DataError(shown, f"cannot read: {exc.strerror or exc}") from None
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise DataError(shown, f"cannot read: {_kind(info.st_mode)}, not a regular file")
        try:
            raw = handle.read(MAX_BYTES + 1)
        except OSError as exc:
            raise DataError(shown, f"cannot read: {exc.strerror or exc}") from None
    if len(raw) > MAX_BYTES:          # it grew after the check
        raise DataError(shown, _too_large(len(raw)))
    return raw


def _too_large(size: int) -> str:
    return (f"too large: {size / 1048576:.1f} MiB ({size:,} bytes); data files are limited to "
            f"{MAX_BYTES // 1048576} MiB")


def _not_utf8(raw: bytes, exc: UnicodeDecodeError, shown: str) -> DataError:
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return DataError(shown, "not UTF-8 text: the file is saved as UTF-16; save it as UTF-8", (), 1)
    line = raw.count(b"\n", 0, exc.start) + 1
    column = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
    return DataError(shown, f"not UTF-8 text: byte 0x{raw[exc.start]:02x} at column {column} cannot be "
                            "decoded; save the file as UTF-8", (), line)


def _bad_character(text: str, file: str) -> DataError:
    found = _NON_PRINTABLE.search(text)
    if not found:
        return DataError(file, "YAML syntax: a character that YAML does not allow")
    line = text.count("\n", 0, found.start()) + 1
    column = found.start() - (text.rfind("\n", 0, found.start()) + 1) + 1
    return DataError(file, f"character U+{ord(found.group()):04X} at column {column} is not allowed "
                           "in YAML text (a control character?)", (), line)


# --- events to data ----------------------------------------------------------------------------
class _Open:
    """A mapping or list being filled."""

    __slots__ = ("value", "path", "is_map", "key", "key_line", "anchor", "first_entry", "count0", "height")

    def __init__(self, value, path, anchor, first_entry, count0):
        self.value = value
        self.path = path
        self.is_map = isinstance(value, dict)
        self.key = _NO_KEY
        self.key_line = 0
        self.anchor = anchor
        self.first_entry = first_entry
        self.count0 = count0
        self.height = 1


@dataclass
class _Anchor:
    value: Any
    path: tuple            # where it stands; its lines are entries[first:end], under this path
    first: int
    end: int
    size: int              # values it holds, itself included
    height: int            # nested mappings/lists in it (0 for a scalar)
    line: int


_NO_KEY = object()


def _copy(value):
    """A fresh copy of an anchored value (so no two places share a mutable list or dict)."""
    if type(value) is dict:
        return {k: _copy(v) for k, v in value.items()}
    if type(value) is list:
        return [_copy(v) for v in value]
    return value


def _short(path: tuple) -> tuple:
    return path if len(path) <= 6 else path[:5] + ("...",)


def _compose(parser, file: str):
    """Build plain data and its line map from the parser's events, enforcing every limit."""
    get = parser.get_event
    get()                                               # StreamStart
    event = get()
    if isinstance(event, StreamEndEvent):
        raise DataError(file, "the file is empty: it holds no data, only blank lines or comments", (), 1)
    entries: list = []                                 # (path, line); later entries win
    anchors: dict[str, _Anchor] = {}
    open_anchors: dict[str, int] = {}                  # anchors of the collections being filled: line
    stack: list[_Open] = []
    count = 0
    root = _NO_KEY
    constructors = parser.yaml_constructors
    while True:
        event = get()
        if isinstance(event, (MappingEndEvent, SequenceEndEvent)):
            done = stack.pop()
            if done.anchor is not None:
                anchors[done.anchor] = _Anchor(done.value, done.path, done.first_entry, len(entries),
                                               count - done.count0 + 1, done.height,
                                               open_anchors.pop(done.anchor))
            value, height = done.value, done.height
        elif isinstance(event, DocumentEndEvent):
            break
        else:
            line = event.start_mark.line + 1
            parent = stack[-1] if stack else None
            is_key = parent is not None and parent.is_map and parent.key is _NO_KEY
            if parent is None:
                path = ()
            elif parent.is_map:
                path = parent.path if is_key else parent.path + (parent.key,)
            else:
                path = parent.path + (len(parent.value),)
            node_line = parent.key_line if parent is not None and parent.is_map and not is_key else line

            if isinstance(event, AliasEvent):
                name = event.anchor
                if name in open_anchors:
                    raise DataError(file, f"recursive alias *{name}: it is used inside the value it names",
                                    _short(path), line)
                anchor = anchors.get(name)
                if anchor is None:
                    raise DataError(file, f"alias *{name} has no anchor &{name} before it", _short(path), line)
                count += anchor.size
                if count > MAX_VALUES:
                    raise DataError(file, f"alias *{name} makes the file expand to more than {MAX_VALUES:,} "
                                          f"values (the limit for data files; an alias bomb?)", _short(path), line)
                if len(stack) + anchor.height > MAX_DEPTH:
                    raise DataError(file, f"alias *{name} nests the data more than {MAX_DEPTH} levels deep "
                                          "(the limit for data files)", _short(path), line)
                value, height = _copy(anchor.value), anchor.height
                if not is_key:
                    cut = len(anchor.path)
                    entries.extend([(path + p[cut:], n) for p, n in entries[anchor.first:anchor.end]])
                    entries.append((path, node_line))
            else:
                count += 1
                if count > MAX_VALUES:
                    raise DataError(file, f"more than {MAX_VALUES:,} values (the limit for data files)",
                                    _short(path), line)
                name = event.anchor
                if name is not None and (name in anchors or name in open_anchors):
                    first = anchors[name].line if name in anchors else open_anchors[name]
                    raise DataError(file, f"anchor &{name} is defined twice (first on line {first})",
                                    _short(path), line)
                tag = event.tag
                if isinstance(event, ScalarEvent):
                    if tag is None or tag == "!":
                        tag = parser.resolve(ScalarNode, event.value, event.implicit)
                    if is_key and tag == _MERGE:
                        raise DataError(file, "merge keys (<<) are not allowed", _short(path), line)
                    if tag not in _PLAIN_TAGS:
                        raise DataError(file, f"tag {tag!r} is not allowed in data", _short(path), line)
                    if tag == _STR:
                        value = event.value
                    elif tag == _NULL:
                        value = None
                    else:
                        value = constructors[tag](parser, ScalarNode(tag, event.value, event.start_mark,
                                                                     event.end_mark))
                    height = 0
                    if not is_key:
                        entries.append((path, node_line))
                    if name is not None:
                        anchors[name] = _Anchor(value, path, len(entries) - 1 if not is_key else len(entries),
                                                len(entries), 1, 0, line)
                else:       # the start of a mapping or a list
                    is_map = isinstance(event, MappingStartEvent)
                    if tag is not None and tag != "!" and tag not in _PLAIN_TAGS:
                        raise DataError(file, f"tag {tag!r} is not allowed in data", _short(path), line)
                    if is_key:
                        raise DataError(file, "mapping key must be text or a number, not a "
                                              + ("mapping" if is_map else "list"), _short(path), line)
                    if len(stack) >= MAX_DEPTH:
                        raise DataError(file, f"nested more than {MAX_DEPTH} levels deep (the limit for "
                                              "data files)", _short(path), line)
                    entries.append((path, node_line))
                    stack.append(_Open({} if is_map else [], path, name, len(entries) - 1, count))
                    if name is not None:
                        open_anchors[name] = line
                    continue
        # place a finished value (scalar, alias or closed collection) in its parent
        if not stack:
            root = value
            continue
        parent = stack[-1]
        if height + 1 > parent.height:
            parent.height = height + 1
        if not parent.is_map:
            parent.value.append(value)
        elif parent.key is _NO_KEY:
            if not isinstance(value, (str, int)):
                raise DataError(file, f"mapping key must be text or a number, not {value!r}",
                                _short(parent.path), event.start_mark.line + 1)
            if value in parent.value:
                raise DataError(file, f"duplicate key {value!r}", _short(parent.path + (value,)),
                                event.start_mark.line + 1)
            parent.key, parent.key_line = value, event.start_mark.line + 1
        else:
            parent.value[parent.key] = value
            parent.key = _NO_KEY
    event = get()
    if not isinstance(event, StreamEndEvent):
        raise DataError(file, "YAML syntax: expected a single document in the file, but found another",
                        (), event.start_mark.line + 1)
    if root is None:
        raise DataError(file, "the file holds no data (its only value is empty or null)", (), 1)
    return root, dict(entries)
