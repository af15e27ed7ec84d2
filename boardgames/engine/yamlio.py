"""Safe YAML reading that remembers where every value came from.

Data files are edited by hand (a player may correct a reconstructed count), so
every error must name the file and the line. PyYAML's plain loaders forget
lines, let a repeated key silently win and read `no`/`on` as booleans; this
loader fixes all three and never constructs anything but plain data.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml


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
    """SafeLoader with YAML 1.2-style booleans (only true/false)."""


_StrictLoader.yaml_implicit_resolvers = {
    key: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:bool"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_StrictLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)

_PLAIN_TAGS = {
    "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null",
    "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq",
}


@dataclass
class Located:
    """Parsed data plus a map from path inside it to 1-based line."""

    data: Any
    lines: dict[tuple, int]
    file: str

    def line_of(self, path) -> int | None:
        path = tuple(path)
        while path not in self.lines and path:
            path = path[:-1]
        return self.lines.get(path)

    def error(self, message: str, path=()) -> DataError:
        return DataError(self.file, message, tuple(path), self.line_of(path))


def load_text(text: str, file: str = "<string>") -> Located:
    loader = _StrictLoader(text)
    try:
        node = loader.get_single_node()
    except yaml.MarkedYAMLError as exc:
        line = exc.problem_mark.line + 1 if exc.problem_mark else None
        raise DataError(file, f"YAML syntax: {exc.problem}", (), line) from None
    except yaml.YAMLError as exc:
        raise DataError(file, f"YAML syntax: {exc}") from None
    finally:
        loader.dispose()
    lines: dict[tuple, int] = {}
    if node is None:
        return Located(None, lines, file)
    data = _build(node, (), lines, loader, file)
    return Located(data, lines, file)


def load_file(path: str | Path, display: str | None = None) -> Located:
    path = Path(path)
    shown = display or str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(shown, f"cannot read: {exc}") from None
    return load_text(text, shown)


def _build(node, path: tuple, lines: dict, loader, file: str):
    lines[path] = node.start_mark.line + 1
    if node.tag not in _PLAIN_TAGS:
        raise DataError(file, f"tag {node.tag!r} is not allowed in data", path, lines[path])
    if isinstance(node, yaml.MappingNode):
        out: dict = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise DataError(file, "merge keys (<<) are not allowed", path, key_node.start_mark.line + 1)
            key = _build(key_node, path, {}, loader, file)
            if not isinstance(key, (str, int)):
                raise DataError(file, f"mapping key must be text or a number, not {key!r}", path,
                                key_node.start_mark.line + 1)
            if key in out:
                raise DataError(file, f"duplicate key {key!r}", path + (key,), key_node.start_mark.line + 1)
            out[key] = _build(value_node, path + (key,), lines, loader, file)
            lines[path + (key,)] = key_node.start_mark.line + 1  # "key:" line, even for a block below it
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_build(item, path + (i,), lines, loader, file) for i, item in enumerate(node.value)]
    return loader.construct_object(node, deep=True)
