"""Saving and loading games as plain JSON files, safely.

A save holds the set-up, the action list, the full state (the guide: never
rely on replaying the log alone). Files are plain JSON, never pickle or YAML,
so opening a save can never run code; they are written atomically (temporary
file, fsync, `os.replace`) and the previous file of the same name is kept as
`<name>.bak.json`. Loading never deletes or overwrites anything. Autosaves have one slot per
game (`autosave.<game>.json`: a game in progress is only ever replaced by another of the same
game, and the app asks first), named saves take their name, the quick save its one slot.

Seals: every save this install writes ends with a `signature`, an HMAC-SHA256 of the file's
bytes before it under this install's key (boardgames/seal.py: 32 random bytes in the user
data folder, made on first need). A save whose seal is good was written here and not changed
since, so its stored position may be taken on trust; any other save (edited, written by
another install, written before seals, or here while the key could not be read) is
*unsealed*, and only its moves can vouch for it: they must replay exactly to its state. The
seal is an optional field, so it did not change the format's VERSION (as `base` and the old
`checksum` did not): an older file simply has none, and an older app ignores it. Its limit:
whoever can read the key file can seal an edited save, the same trust as the machine itself.

Load policy, in order:
1. Open only a regular file (never wait on a named pipe), read at most MAX_BYTES,
   decode UTF-8, parse strict JSON (no NaN/Infinity, no duplicate keys), refuse
   more moves or log entries than a real game reaches (MAX_ACTIONS, MAX_LOG) before
   any further work, bound the nesting depth and refuse any text that looks like a
   YAML tag (`!!python/...`) or code (`__import__`, `os.system(`...).
2. Refuse files that are not ours (`format`) or come from a newer app
   (`version`); upgrade older versions step by step through UPGRADERS.
3. Validate the document's shape, find the game in the catalog; the set-up block
   must agree with the state (game, mode, options, seats).
4. Rebuild: `Match.replay(setup, actions)` must reproduce the saved `state` and log
   exactly; for a save of another data version, "exactly" allows what today's rules add
   (a key of the state or an argument of a log entry the file does not have: `_agrees`),
   and what loads is the replay. A save of the same *data version* (written in today's save format by
   this app version with this game data: `app_version`, `game_data_hash`) whose moves
   do not replay, or replay to another state, was edited or damaged: it is refused.
   (A change to a game's rules code that makes moves replay to another state raises the
   manifest's `rules_revision`, which is game data, so such saves are of another data
   version.) Only a *sealed* save of another data version may fall back to its stored state,
   and only when `rules.check(state)` finds nothing wrong and the game can say what comes
   next; the match's log then tells the players (`save.loaded_from_state`), and its
   later saves carry that position as their `base`, from which their own moves must
   replay. An unsealed save whose moves do not replay exactly is refused whatever version
   it claims (`save.unverified` when it claims another), and so is an unsealed save with a
   `base` (a position only the install that sealed it vouched for). The summary shown in
   the load list must agree with the rebuilt state. The data version is what the file says
   of itself, and only a seal makes what it says count.
5. Within a frame (`load_full(defer=True)`, what the app does): a sealed save of today's
   data version opens at once from its stored state, when the rules find that state sound;
   the replay of step 4 then runs a move at a time between frames (`Loaded.steps`;
   `Loaded.verify` runs it whole, on any thread), and the app closes the game with the
   reason if it fails. Any other save is replayed before anything of it is shown, so an
   edited position is never drawn.

Every refusal raises SaveError carrying a localized message (keys `save.*`).
"""
from __future__ import annotations

import functools
import hashlib
import itertools
import json
import os
import re
import stat
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Generator, Iterator

import orjson

from .. import __version__, atomic, paths, seal
from .choice import msg
from . import jsonshape
from .match import Match, clone
from .rules import as_json

FORMAT = "boardgames-save"
VERSION = 4
# Bounds far beyond a real game (a 7-player Caverna game played to its end: about 510 moves,
# 700 log entries, 140 kB) and small enough that refusing a file costs little.
MAX_BYTES = 4 * 1024 * 1024
MAX_ACTIONS = 10_000
MAX_LOG = 40_000
MAX_DEPTH = 64
KINDS = ("auto", "quick", "named")
SLOTS = {"auto": "autosave", "quick": "quicksave"}
BACKUP_SUFFIX = ".bak.json"

# A string that *is* a YAML tag (`!!python/object...`, `!<tag:...>`) means the file was
# crafted to be fed to a YAML loader; nothing we write ever looks like that. Ordinary
# text (a player called "Wow!!" or "__init__") is data and is never executed.
_UNSAFE = re.compile(r"^\s*!(?:![A-Za-z]|<)|tag:yaml\.org,\d{4}:python")
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_ONLY_BRACKETS = {c: None for c in range(128) if chr(c) not in "[]{}"}   # for str.translate
_NESTING = {"[": 1, "{": 1, "]": -1, "}": -1}
_UNSAFE_TEXT = re.compile(r'"\s*!(?:![A-Za-z]|<)|tag:yaml\.org,\d{4}:python')   # the same, in JSON text
_WINDOWS_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
                     *(f"lpt{i}" for i in range(10))}


class SaveError(Exception):
    """A refused save or load; `message` (alias `reason`, as on Illegal) is a message dict."""

    def __init__(self, message: dict):
        self.message = message
        self.reason = message
        super().__init__(message["key"])


@dataclass
class SaveInfo:
    """One line of the load list, read without rebuilding the match."""

    path: Path
    name: str
    kind: str
    game: str | None
    players: list[str]
    round: dict | None
    saved_at: str
    over: bool
    problem: dict | None = None       # why the file cannot be loaded (listed as damaged)
    backup: Path | None = None        # the previous version of this save, if kept
    match_id: str | None = None       # which match it is (`match_id` of its set-up)
    moves: int = 0                    # how many decisions it holds

    @property
    def damaged(self) -> bool:
        return self.problem is not None


@dataclass
class Loaded:
    match: Match
    doc: dict
    replayed: bool                    # False: built from the saved state (see `verify`)
    sealed: bool = False              # it carries this install's good seal (see the top)
    # A sealed save of today's data version opens from its stored state at once; calling
    # `verify` replays its moves (with rules of its own, so on any thread) and returns that
    # replayed match (with its undo history), or raises SaveError when the moves do not make
    # the stored state. `steps` is the same replay on the match's own rules, as a generator
    # doing one move per step and returning the match: the app runs it between frames.
    verify: Callable[[], Match] | None = None
    steps: Callable[[], Iterator[None]] | None = None


def drain(steps: Generator):
    """Run a generator of steps to its end and return what it returns."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


NOTICE_FROM_STATE = "save.loaded_from_state"     # the log entry a fallback adds


# --- the document -------------------------------------------------------------
def summarize(state: dict, rules=None, over: bool | None = None) -> dict:
    """What the load list shows; computed with the rules when we have them."""
    players = [str(s.get("name", "")) if isinstance(s, dict) else "" for s in state.get("seats", [])]
    if rules is None:
        return {"players": players, "round": msg("engine.round", n=state.get("round", 0)), "over": bool(over)}
    if over is None:
        over = rules.pending(state) is None
    return {"players": players, "round": rules.round_label(state), "over": over}


@functools.lru_cache(maxsize=None)
def _hash_folder(folder: str) -> str:
    digest = hashlib.sha256()
    root = Path(folder)
    for file in sorted(p for p in root.rglob("*") if p.is_file() and p.suffix in (".yaml", ".yml")):
        digest.update(file.relative_to(root).as_posix().encode() + b"\0")
        digest.update(file.read_bytes() + b"\0")
    return "sha256:" + digest.hexdigest()


def game_data_hash(rules) -> str:
    """Hash of the game's data files: tells which data a save was made with (informational)."""
    folder = getattr(getattr(rules, "spec", None), "dir", None)
    return _hash_folder(str(folder)) if folder else ""


def document(match: Match, kind: str = "named", name: str = "") -> dict:
    if kind not in KINDS:
        raise ValueError(f"unknown save kind {kind!r}")
    return {
        "format": FORMAT, "version": VERSION, "app_version": __version__,
        "game": match.rules.id, "game_data_hash": game_data_hash(match.rules),
        "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        "kind": kind, "name": name, "summary": summarize(match.state, match.rules, match.over),
        "setup": match.setup, "actions": match.actions, "state": match.state, "log": match.log,
        **({"base": base} if (base := getattr(match, "save_base", None)) else {}),
    }


def encode(doc: dict, sign: bool = True) -> bytes:
    """Serialize a document, sealed with this install's key (see the top; `sign` False: left
    unsealed, as the release check's round trips are); refuses what could not be loaded back
    (see `scan`). The seal is the last key, so the bytes it is of are the file's own up to it."""
    body = _body({k: v for k, v in doc.items() if k not in _UNSIGNED})
    signature = seal.sign(body) if sign else None
    if signature is None:
        return body
    return body[:-1] + b',"signature":"' + signature.encode("ascii") + b'"}'


# Not part of what a seal is of: the seal itself, and the checksum files had before seals.
_UNSIGNED = ("signature", "checksum")
_SEAL_TAIL = re.compile(rb',"signature":"(' + re.escape(seal.PREFIX.encode("ascii")) + rb'[0-9a-f]{64})"\}')
_SEAL_TAIL_LEN = len(b',"signature":""}') + len(seal.PREFIX) + 64


def _body(doc: dict) -> bytes:
    """The document as compact UTF-8 JSON. orjson writes it in a twentieth of the standard
    encoder's time, and reading it back (in C too) proves it plain: a key that is no text, a
    value that is no JSON, NaN (which orjson writes as null) or a tuple would not come back
    equal, and take the slow path, which names what is wrong or writes what orjson cannot
    (a tuple, an integer beyond 64 bits)."""
    try:
        body = orjson.dumps(doc, option=orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_PASSTHROUGH_DATACLASS
                            | orjson.OPT_PASSTHROUGH_DATETIME)
        plain_data = orjson.loads(body) == doc
    except TypeError:                     # orjson.JSONEncodeError included
        plain_data = False
    if not plain_data:
        _check_plain(doc, ())
        body = json.dumps(doc, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8")
    text = body.decode("utf-8")
    if depth(text) > MAX_DEPTH:
        raise SaveError(msg("save.too_deep", limit=MAX_DEPTH))
    scan(doc, text)
    return body


def is_sealed(data: bytes) -> bool:
    """Whether a file's bytes carry this install's good seal: written here, unchanged since."""
    tail = data[-_SEAL_TAIL_LEN:]
    found = _SEAL_TAIL.fullmatch(tail)
    return found is not None and seal.verify(data[:-_SEAL_TAIL_LEN] + b"}", found.group(1).decode("ascii"))


def _check_plain(node, path) -> None:
    """Only JSON types with text keys: anything else would come back different."""
    if isinstance(node, dict):
        for k, v in node.items():
            if not isinstance(k, str):
                raise ValueError(f"save data key {k!r} at /{'/'.join(map(str, path))} is not text")
            _check_plain(v, path + (k,))
    elif isinstance(node, (list, tuple)):
        for i, v in enumerate(node):
            _check_plain(v, path + (i,))
    elif not (node is None or isinstance(node, (str, int, float, bool))):
        raise ValueError(f"save data at /{'/'.join(map(str, path))} is a {type(node).__name__}")


plain = as_json      # the name callers of the saves use


# --- reading and checking -----------------------------------------------------
class _Rejected(ValueError):
    pass


def _reject_constant(name: str):
    raise _Rejected(name)


def _no_duplicates(pairs):
    out = dict(pairs)
    if len(out) != len(pairs):
        raise _Rejected("duplicate key")
    return out


def depth(text: str) -> int:
    """How deeply the JSON text nests, counted before parsing it (no recursion, no walk). In
    text without escapes every quote opens or closes a string, so the text outside strings is
    every other piece between quotes (half the time of a regular expression removing them)."""
    if "\\" in text:
        outside = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text))
    else:
        outside = "".join(text.split('"')[::2]).translate(_ONLY_BRACKETS)
    return max(itertools.accumulate(map(_NESTING.get, outside, itertools.repeat(0))), default=0)


def scan(doc: Any, text: str | None = None) -> None:
    """Refuse strings that look like YAML tags or code, and bound the depth.

    Given the JSON `text` the document was parsed from (its depth already bounded by
    `parse`) and no escape in it, one search of that text stands for searching every key
    and string, each of which starts right after a quote."""
    if text is not None and "\\" not in text:
        found = _UNSAFE_TEXT.search(text) if "!" in text or "tag:yaml" in text else None
        if found is not None:            # name the whole string it is in, as the walk would
            start = text.rfind('"', 0, found.start() + 1) + 1
            raise SaveError(msg("save.unsafe", text=text[start:text.find('"', start)][:40]))
        return
    stack = [(doc, 1)]
    while stack:
        node, level = stack.pop()
        if level > MAX_DEPTH:
            raise SaveError(msg("save.too_deep", limit=MAX_DEPTH))
        if isinstance(node, dict):
            for k, v in node.items():
                if isinstance(k, str) and _UNSAFE.search(k):
                    raise SaveError(msg("save.unsafe", text=k[:40]))
                stack.append((v, level + 1))
        elif isinstance(node, list):
            stack.extend((v, level + 1) for v in node)
        elif isinstance(node, str) and _UNSAFE.search(node):
            raise SaveError(msg("save.unsafe", text=node[:40]))


def parse(data: bytes, file: str = "") -> dict:
    """Bytes to a checked document of a version we can read (not yet upgraded)."""
    if len(data) > MAX_BYTES:
        raise SaveError(msg("save.too_large", file=file, mb=MAX_BYTES // (1024 * 1024)))
    if not data.strip():
        raise SaveError(msg("save.empty", file=file))
    try:
        text = data.decode("utf-8").lstrip("\ufeff")
    except UnicodeDecodeError:
        raise SaveError(msg("save.not_text", file=file)) from None
    if depth(text) > MAX_DEPTH:
        raise SaveError(msg("save.too_deep", limit=MAX_DEPTH))
    try:
        doc = json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_no_duplicates)
    except RecursionError:
        raise SaveError(msg("save.too_deep", limit=MAX_DEPTH)) from None
    except ValueError:
        raise SaveError(msg("save.corrupt", file=file)) from None
    if isinstance(doc, dict):
        _check_counts(doc, file)
    scan(doc, text)
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(msg("save.foreign", file=file))
    version = doc.get("version")
    if type(version) is not int or version < 0:
        raise SaveError(msg("save.bad_structure", file=file, where="version"))
    if version > VERSION:
        raise SaveError(msg("save.newer", file=file, version=version, supported=VERSION))
    if not isinstance(doc.get("game"), str):
        raise SaveError(msg("save.bad_structure", file=file, where="game"))
    return doc


def _check_counts(doc: dict, file: str) -> None:
    """More moves or log entries than a real game reaches: refused before any work per item."""
    state = doc.get("state")
    for items, limit, key in ((doc.get("actions"), MAX_ACTIONS, "save.too_many_moves"),
                              (doc.get("log"), MAX_LOG, "save.too_long_log"),
                              (state.get("log") if isinstance(state, dict) else None, MAX_LOG,
                               "save.too_long_log")):
        if isinstance(items, list) and len(items) > limit:
            raise SaveError(msg(key, file=file, n=len(items), limit=limit))


def read_bytes(path: Path) -> bytes:
    """The file's bytes; only a regular file is read (its kind is checked before it is opened,
    and again once open), a named pipe never makes it wait, and the file is closed on every path."""
    file = Path(path).name
    try:
        kind = os.stat(path).st_mode
    except FileNotFoundError:
        raise SaveError(msg("save.missing", file=file)) from None
    except (OSError, ValueError):
        raise SaveError(msg("save.unreadable", file=file)) from None
    if not stat.S_ISREG(kind):
        raise SaveError(msg("save.not_a_file", file=file))
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise SaveError(msg("save.missing", file=file)) from None
    except OSError:
        raise SaveError(msg("save.unreadable", file=file)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):           # swapped for something else since
            raise SaveError(msg("save.not_a_file", file=file))
        if info.st_size > MAX_BYTES:
            raise SaveError(msg("save.too_large", file=file, mb=MAX_BYTES // (1024 * 1024)))
        with os.fdopen(fd, "rb", closefd=False) as f:
            return f.read(MAX_BYTES + 1)
    except OSError:
        raise SaveError(msg("save.unreadable", file=file)) from None
    finally:
        os.close(fd)


# --- upgrading older versions -----------------------------------------------------
def _v0_to_v1(doc: dict, rules=None) -> dict:
    """v0, the pre-release layout, had no `kind` and no `summary`: derive both."""
    doc = dict(doc)
    doc["kind"] = {v: k for k, v in SLOTS.items()}.get(doc.get("name"), "named")
    state = doc.get("state")
    doc["summary"] = summarize(state if isinstance(state, dict) else {}, rules)
    return doc


def _v1_to_v2(doc: dict, rules=None) -> dict:
    """v1 kept the game log inside the state; v2 keeps it beside the state, and the games'
    pending work moved onto the engine's task stack (each game converts its own layout)."""
    doc = dict(doc)
    state = doc.get("state")
    if isinstance(state, dict):
        state = clone(state)
        doc["log"] = state.pop("log", [])
        doc["state"] = rules.upgrade_state(state, 1) if rules is not None else state
    else:
        doc["log"] = []
    return doc


def _v2_to_v3(doc: dict, rules=None) -> dict:
    """v3: a game may have changed a rule (Caverna's voluntary begging); a game started before
    keeps the rules it was played with, through its set-up options (each game says how)."""
    doc = dict(doc)
    if rules is not None:
        setup = dict(doc.get("setup") or {})
        setup["options"] = rules.upgrade_options(dict(setup.get("options") or {}), 2)
        doc["setup"] = setup
        state = doc.get("state")
        if isinstance(state, dict):
            state = clone(state)
            state["options"] = rules.upgrade_options(dict(state.get("options") or {}), 2)
            doc["state"] = rules.upgrade_state(state, 2)
    return doc


def _v3_to_v4(doc: dict, rules=None) -> dict:
    """v4: a game may have changed the layout of its state (Urubamba Valley's cells became
    lists); each game converts its own."""
    doc = dict(doc)
    state = doc.get("state")
    if rules is not None and isinstance(state, dict):
        doc["state"] = rules.upgrade_state(clone(state), 3)
    return doc


# UPGRADERS[n] turns a version n-1 document into version n; applied in order.
UPGRADERS: dict[int, Callable[[dict, Any], dict]] = {1: _v0_to_v1, 2: _v1_to_v2, 3: _v2_to_v3, 4: _v3_to_v4}


def upgrade(doc: dict, rules=None, file: str = "") -> dict:
    while doc["version"] < VERSION:
        target = doc["version"] + 1
        try:
            doc = UPGRADERS[target](doc, rules)
        except Exception:
            raise SaveError(msg("save.upgrade_failed", file=file, version=target - 1)) from None
        doc["version"] = target
    return doc


_MESSAGE = {"type": "object", "required": ["key"], "properties": {
    "key": {"type": "string"}, "args": {"type": "object"}}}
SCHEMA = {
    "type": "object",
    "required": ["format", "version", "app_version", "game", "game_data_hash", "saved_at", "kind",
                 "name", "summary", "setup", "actions", "state", "log"],
    "properties": {
        "format": {"const": FORMAT},
        "version": {"const": VERSION},
        "app_version": {"type": "string"},
        "game": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"},
        "game_data_hash": {"type": "string"},
        "saved_at": {"type": "string"},
        "kind": {"enum": list(KINDS)},
        "name": {"type": "string", "maxLength": 200},
        "summary": {"type": "object", "required": ["players", "round", "over"], "properties": {
            "players": {"type": "array", "items": {"type": "string"}},
            "round": _MESSAGE, "over": {"type": "boolean"}}},
        "setup": {"type": "object", "required": ["seats", "mode", "options", "seed"], "properties": {
            "seats": {"type": "array", "items": {"type": "object"}},
            "mode": {"type": "string"}, "options": {"type": "object"},
            "seed": {"type": ["integer", "string"]}}},
        "actions": {"type": "array", "items": {
            "type": "object", "required": ["p", "o"], "additionalProperties": False,
            "properties": {"p": {"type": "integer", "minimum": 0}, "o": {"type": "object"}}}},
        "state": {"type": "object"},
        "log": {"type": "array", "items": {
            "type": "object", "required": ["key", "p", "args"], "properties": {
                "key": {"type": "string"}, "p": {"type": ["integer", "null"]}, "args": {"type": "object"},
                "to": {"type": "array", "items": {"type": "integer"}}}}},
        # the position a game loaded from its stored state went on from (see the policy above):
        # its first `actions` moves and `log` entries came before it
        "base": {"type": "object", "required": ["state", "actions", "log"], "additionalProperties": False,
                 "properties": {"state": {"type": "object"}, "actions": {"type": "integer", "minimum": 0},
                                "log": {"type": "integer", "minimum": 0}}},
        # files written before seals carried a checksum of what they held; it is not used
        "checksum": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
        # this install's seal (see the top); the file's last key, when there is one
        "signature": {"type": "string", "pattern": "^" + re.escape(seal.PREFIX) + "[0-9a-f]{64}$"},
    },
}
@functools.lru_cache(maxsize=1)
def _shape():
    """SCHEMA compiled once (see jsonshape: a long game's moves checked within a frame)."""
    return jsonshape.compile_schema(SCHEMA)


def check_shape(doc: dict, file: str = "") -> None:
    fault = _shape()(doc, ())
    if fault is not None:
        where = "/".join(map(str, fault)) or "/"
        raise SaveError(msg("save.bad_structure", file=file, where=where))
    base = doc.get("base")
    if base is not None and (base["actions"] > len(doc["actions"]) or base["log"] > len(doc["log"])):
        raise SaveError(msg("save.bad_structure", file=file, where="base"))


# --- rebuilding a match ------------------------------------------------------------
def same_data(doc: dict, rules, written: int | None = None) -> bool:
    """Whether a save is of today's data version: written (`written`: the format version the
    file had before upgrading) in today's format by this app version with this game data.
    Its moves must then replay exactly; only another data version may fall back to its state."""
    written = doc.get("version") if written is None else written
    return (written == VERSION and doc.get("app_version") == __version__
            and doc.get("game_data_hash") == game_data_hash(rules))


def rebuild(doc: dict, catalog, file: str = "", written: int | None = None, defer: bool = False,
            sealed: bool = False) -> Loaded:
    """An upgraded, shape-checked document to a live match (see the policy above); `sealed`:
    the file it was read from carries this install's good seal (`is_sealed`)."""
    rules = _rules_for(doc, catalog, file)
    return _rebuild(rules, doc, file, same_data(doc, rules, written), defer, sealed)


def _rules_for(doc: dict, catalog, file: str):
    spec = catalog.games.get(doc["game"])
    if spec is None:
        raise SaveError(msg("save.unknown_game", file=file, game=doc["game"]))
    return spec.rules()


class _Unsound(Exception):
    pass


def _rebuild(rules, doc: dict, file: str, same: bool, defer: bool = False, sealed: bool = False) -> Loaded:
    if not _fits_setup(rules, doc["setup"], doc["state"]):
        raise SaveError(msg("save.setup_mismatch", file=file))
    if not sealed and doc.get("base") is not None:      # a position only its own install vouched for
        raise SaveError(msg("save.unverified", file=file))
    if defer and same and sealed:
        match = _stored(rules, doc, file)
        if match is not None:
            return Loaded(match, doc, replayed=False, sealed=True,
                          steps=functools.partial(_verify_steps, rules, doc, file))
    match, problem = _replayed(rules, doc, exact=same)
    if problem is None:
        _check_summary(rules, doc, match.state, match.over, same, file)
        return Loaded(match, doc, replayed=True, sealed=sealed)
    if same:
        raise SaveError(msg(problem, file=file))
    if not sealed:              # what it says of its version is the editor's word: only moves count
        raise SaveError(msg("save.unverified", file=file))
    return Loaded(_from_state(rules, doc, file), doc, replayed=False, sealed=True)


def _replayed(rules, doc: dict, exact: bool = True) -> tuple[Match | None, str | None]:
    """The match the save's moves make, and what is wrong when they do not make its state
    (`exact` False, a save of another data version: `_agrees`)."""
    return drain(_replayed_steps(rules, doc, exact))


def _replayed_steps(rules, doc: dict, exact: bool = True) -> Generator[None, None, tuple[Match | None, str | None]]:
    try:
        match = yield from _replay_steps(rules, doc)
    except _Unsound:
        return None, "save.tampered"
    except Exception:        # Illegal, or a rules function refusing a move it cannot take
        return None, "save.moves_edited"
    same = (lambda a, b: a == b) if exact else _agrees
    yield
    if not same(doc["state"], plain(match.state)):
        return None, "save.tampered"
    yield
    if not same(doc["log"], plain(match.log)):
        return None, "save.tampered"
    return match, None


def _agrees(old, new) -> bool:
    """Whether what another data version wrote (`old`: a state, a log) agrees with what today's
    rules make of its moves (`new`): every key it has holds an agreeing value (today's rules
    may keep more: a count a later rule added, an argument a log entry gained), lists agree
    item by item, anything else is equal. What loads is always the replay, so a key missing
    from the file changes nothing a player gets; a value changed is refused as an edit."""
    if isinstance(old, dict):
        return isinstance(new, dict) and all(k in new and _agrees(v, new[k]) for k, v in old.items())
    if isinstance(old, list):
        return isinstance(new, list) and len(old) == len(new) and all(map(_agrees, old, new))
    return type(old) is type(new) and old == new


def _verify_steps(rules, doc: dict, file: str, own_rules: bool = False) -> Generator[None, None, Match]:
    """The deferred half of a load from the stored state: the replay, a move per step, or
    SaveError. On another thread it needs rules of its own (`own_rules`: their caches are not
    shared across threads); `Match.adopt_history` hands the undo steps over."""
    match, problem = yield from _replayed_steps(rules.spec.new_rules() if own_rules else rules, doc)
    if problem is not None:
        raise SaveError(msg(problem, file=file))
    return match


def _stored(rules, doc: dict, file: str) -> Match | None:
    """A match on the saved state as it stands (None when the rules find it unsound); its
    undo history comes with the replay (`Match.adopt_history`). Its first choice is worked
    out here, once: the game's first frame then only draws it."""
    state = doc["state"]
    try:
        if state.get("game") != rules.id or rules.check(state):
            return None
        # moves and log entries are never changed once made (the match copies the lists)
        match = Match(rules, clone(state), doc["setup"], doc["actions"], history=True, log=doc["log"])
        over = match.pending is None
        rules.round_label(state)
    except Exception:          # a state the rules cannot even read is as unsound as one they refuse
        return None
    _check_summary(rules, doc, state, over, True, file)
    if doc.get("base") is not None:
        match.save_base = clone(doc["base"])
    return match


def _replay_steps(rules, doc: dict) -> Generator[None, None, Match]:
    """The match the save's moves make, a move per step: from its set-up, or from its `base`
    position."""
    base = doc.get("base")
    setup = doc["setup"]
    if base is None:
        match = Match.new(rules, setup["seats"], setup["mode"], setup["options"], setup["seed"], history=True)
        n = 0
    else:
        if _over_if_sound(rules, base["state"]) is None or not _fits_setup(rules, setup, base["state"]):
            raise _Unsound()
        n = base["actions"]
        match = Match(rules, clone(base["state"]), setup, doc["actions"][:n], history=True,
                      log=clone(doc["log"][:base["log"]]))
        match.save_base = clone(base)      # its own later saves replay from the same position
    for action in doc["actions"][n:]:
        yield
        match.choose(action["o"], player=action["p"])
    return match


def _fits_setup(rules, setup: dict, state: dict) -> bool:
    """The set-up block agrees with the state and is one the game offers."""
    lo, hi = rules.player_range()
    return (_setup_agrees(setup, state, rules.id) and setup["mode"] in rules.modes()
            and lo <= len(setup["seats"]) <= hi)


def _setup_agrees(setup: dict, state: dict, game: str) -> bool:
    """Game, mode, options and every seat's set-up (its name, colour...) are the state's."""
    seats = state.get("seats")
    return (state.get("game") == game and state.get("mode") == setup["mode"]
            and state.get("options") == setup["options"]
            and isinstance(seats, list) and len(seats) == len(setup["seats"])
            and all(isinstance(s, dict) and all(s.get(k) == v for k, v in t.items())
                    for s, t in zip(seats, setup["seats"])))


def _check_summary(rules, doc: dict, state: dict, over: bool, same: bool, file: str) -> None:
    """The load list's line agrees with the state. Under another data version the round's wording
    may have changed since; the players and whether the game is over may not."""
    summary = doc["summary"]
    try:
        ok = summary["players"] == summarize(state)["players"] and summary["over"] == over
        ok = ok and (not same or summary["round"] == plain(rules.round_label(state)))
    except Exception:
        ok = False
    if not ok:
        raise SaveError(msg("save.summary_mismatch", file=file))


def _over_if_sound(rules, state: dict) -> bool | None:
    """Whether the game in a state taken on trust is over; None when the state is unsound."""
    try:
        if state.get("game") != rules.id or rules.check(state):
            return None
        over = rules.pending(clone(state)) is None
        rules.round_label(state)
        return over
    except Exception:
        return None


def _from_state(rules, doc: dict, file: str) -> Match:
    """A sealed save of another data version whose moves no longer replay: its stored state,
    if sound."""
    state = doc["state"]
    over = _over_if_sound(rules, state)
    if over is None:
        raise SaveError(msg("save.replay_failed", file=file))
    _check_summary(rules, doc, state, over, False, file)
    log = clone(doc["log"]) + [{"key": NOTICE_FROM_STATE, "p": None, "args": {}}]
    match = Match(rules, clone(state), doc["setup"], doc["actions"], history=True, log=log)
    # later saves of this match replay their own moves from here (`document` writes it)
    match.save_base = {"state": clone(state), "actions": len(doc["actions"]), "log": len(log)}
    return match


def read(path: Path, rules=None) -> dict:
    """A save file's checked, upgraded document (without rebuilding the match)."""
    file = Path(path).name
    doc = upgrade(parse(read_bytes(path), file), rules, file)
    check_shape(doc, file)
    return doc


def load_full(path: Path, catalog=None, defer: bool = False) -> Loaded:
    """A save opened as a match. With `defer`, a sealed save of today's data version opens
    from its stored state and its replay is left to `Loaded.verify` (see there)."""
    if catalog is None:
        from .catalog import load_catalog
        catalog = load_catalog()
    file = Path(path).name
    try:
        data = read_bytes(path)
        doc = parse(data, file)
        written = doc["version"]
        rules = _rules_for(doc, catalog, file)
        doc = upgrade(doc, rules, file)
        check_shape(doc, file)
        loaded = _rebuild(rules, doc, file, same_data(doc, rules, written), defer, is_sealed(data))
    except SaveError as exc:
        _remember(path, _still_worth_keeping(exc))
        raise
    _remember(path, True)
    if loaded.steps is not None:
        make = loaded.steps
        loaded.steps = lambda: _verify_file(path, make())
        loaded.verify = lambda: drain(_verify_file(path, make(own_rules=True)))
    return loaded


def _verify_file(path: Path, steps: Generator) -> Generator[None, None, Match]:
    try:
        return (yield from steps)
    except SaveError as exc:
        _remember(path, _still_worth_keeping(exc))      # the load list marks it as it now knows
        raise


def load(path: Path, catalog=None) -> Match:
    """Open a save as a match ready to play on; raises SaveError with the reason."""
    return load_full(path, catalog).match


load_match = load      # the name the app shell's savestore uses


# --- writing ------------------------------------------------------------------------
def slot_stem(name: str) -> str:
    """A safe file name (without .json) for a named save on every OS; the display name stays inside."""
    text = unicodedata.normalize("NFKC", name)
    text = re.sub(r"[^\w\- ]+", "_", text, flags=re.UNICODE)
    text = re.sub(r"[\s_]+", "_", text).strip("_- ")[:60].rstrip("_- ")
    if not text:
        text = "save"
    if text.lower() in _WINDOWS_RESERVED or text.lower() in SLOTS.values():
        text += "_"
    return text


def path_for(kind: str, name: str = "", folder: Path | None = None, game: str | None = None) -> Path:
    """Where a save of that kind goes: a named save by its name, the quick save in its one slot,
    an autosave in the slot of its game (`autosave_stem`)."""
    folder = Path(folder or paths.saves_dir())
    if kind == "auto" and game:
        stem = autosave_stem(game)
    else:
        stem = SLOTS.get(kind) or slot_stem(name)
    return folder / f"{stem}.json"


def autosave_stem(game: str) -> str:
    """The file name (without .json) of a game's autosave: one slot per game, so a game in
    progress is only ever replaced by another of the same game. A named save never has a dot
    in its file name (`slot_stem`), so it can never take an autosave's slot."""
    safe = game if re.fullmatch(r"[a-z][a-z0-9_]*", game or "") else slot_stem(game or "game")
    return f"{SLOTS['auto']}.{safe}"


def autosave_game(file_name: str) -> str | None:
    """The game whose autosave slot a file name is (None: not a per-game autosave)."""
    m = re.fullmatch(r"autosave\.([a-z][a-z0-9_]*)\.json", file_name)
    return m.group(1) if m and not file_name.endswith(BACKUP_SUFFIX) else None


def is_autosave_file(file_name: str) -> bool:
    """A per-game autosave slot, or the single slot older versions of the app wrote."""
    return file_name == f"{SLOTS['auto']}.json" or autosave_game(file_name) is not None


def match_id(setup: dict) -> str:
    """Which match a set-up starts (seats, mode, options, seed): the saves of one match,
    autosaved or named at any point, share it."""
    text = json.dumps(as_json(setup), ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def backup_path(path: Path) -> Path:
    path = Path(path)
    return path.with_name(path.name[: -len(".json")] + BACKUP_SUFFIX)


def save(match: Match, kind: str = "named", name: str = "", folder: Path | None = None) -> Path:
    """Write a save atomically and return its path; SaveError if it cannot be written."""
    return write_document(snapshot(match, kind, name), folder)


def snapshot(match: Match, kind: str = "named", name: str = "") -> dict:
    """The save document of the match as it is now, sharing nothing the match will change:
    the cheap half of saving, so that encoding and writing can happen on another thread."""
    if kind == "named" and not name.strip():
        raise ValueError("a named save needs a name")
    doc = document(match, kind, name.strip() if kind == "named" else "")
    doc["state"] = clone(match.state)
    doc["actions"] = list(match.actions)     # entries are never changed once made; lists grow
    doc["log"] = list(match.log)             # and shrink (undo), so the lists are copied
    return doc


def write_document(doc: dict, folder: Path | None = None) -> Path:
    """Encode a snapshot and write it atomically where its kind and name say; its path."""
    path = path_for(doc["kind"], doc["name"], folder, doc.get("game"))
    data = encode(doc)
    try:
        write_atomic(path, data)
    except OSError as exc:
        raise SaveError(msg("save.write_failed", file=Path(path).name, error=exc.strerror or str(exc))) from None
    return path


def save_match(match: Match, name: str | None = None, kind: str = "auto", folder: Path | None = None) -> Path:
    """Keyword-style entry point (the app shell's savestore calls this name)."""
    return save(match, kind, name or "", folder)


def autosave(match: Match, folder: Path | None = None) -> Path:
    """The autosave slot of the match's game, overwritten after every choice."""
    return save(match, "auto", folder=folder)


def quicksave(match: Match, folder: Path | None = None) -> Path:
    return save(match, "quick", folder=folder)


def write_atomic(path: Path, data: bytes) -> None:
    """Write a save atomically, keeping the previous file as <name>.bak.json, unless the file
    there now is one that was refused or does not read as a save: the backup it would replace
    is then the previous save worth keeping."""
    path = Path(path)
    atomic.write_atomic(path, data, backup=backup_path(path) if _worth_keeping(path) else None)
    _remember(path, True)


# What this process knows of the files it last wrote, loaded or refused, by path: their
# identity (device, inode, size, modification time) and whether that file is worth keeping.
_KNOWN: dict[str, tuple[tuple, bool]] = {}
# Refused, yet perhaps sound for another app (or for the install that sealed it): kept as a
# backup all the same.
_NOT_FOR_THIS_APP = ("save.newer", "save.unknown_game", "save.unverified")


def _still_worth_keeping(exc: SaveError) -> bool:
    return exc.message["key"] in _NOT_FOR_THIS_APP


def _identity(path: Path) -> tuple | None:
    """A regular file's identity (links followed); None for anything else or nothing."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    if not stat.S_ISREG(info.st_mode):
        return None
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)


def _remember(path: Path, good: bool) -> None:
    identity = _identity(path)
    if identity is not None:
        _KNOWN[os.path.abspath(path)] = (identity, good)


def _worth_keeping(path: Path) -> bool:
    """Whether the file now at `path` is a save to keep as the backup (read once if unknown)."""
    identity = _identity(path)
    if identity is None:
        return False
    known = _KNOWN.get(os.path.abspath(path))
    if known is not None and known[0] == identity:
        return known[1]
    try:
        parse(read_bytes(path), path.name)
        good = True
    except SaveError as exc:
        good = _still_worth_keeping(exc)
    _KNOWN[os.path.abspath(path)] = (identity, good)
    return good


def clean_stale_temporaries(folder: Path | None = None) -> list[Path]:
    """Remove what writes killed midway left in the saves folder (see `atomic.clean_stale`)."""
    return atomic.clean_stale(Path(folder or paths.saves_dir()))


# --- the load list --------------------------------------------------------------
# The load-list lines read so far, by path, with the identity of the file and of its backup
# when read: the main menu asks for the games in progress whenever it shows, and a file that
# has not changed since is not read again.
_INFOS: dict[str, tuple[tuple, SaveInfo]] = {}


def info(path: Path) -> SaveInfo:
    """The load-list line of one file; damaged files get a `problem` instead of raising."""
    path = Path(path)
    bak = backup_path(path)
    stamp = (_identity(path), _identity(bak))
    key = os.path.abspath(path)
    hit = _INFOS.get(key)
    if hit is not None and hit[0] == stamp and stamp[0] is not None:
        return hit[1]
    found = _info(path, bak)
    if stamp[0] is not None:
        if len(_INFOS) > 512:
            _INFOS.clear()
        _INFOS[key] = (stamp, found)
    return found


def _info(path: Path, bak: Path) -> SaveInfo:
    backup = bak if bak.exists() else None
    try:
        doc = read(path)
        _check_listed(doc, path.name)
    except SaveError as exc:
        _remember(path, _still_worth_keeping(exc))
        try:
            mtime = datetime.fromtimestamp(path.stat().st_mtime).astimezone().isoformat(timespec="seconds")
        except OSError:
            mtime = ""
        game = autosave_game(path.name)        # a damaged autosave still tells its game by its slot
        return SaveInfo(path, path.stem, "auto" if is_autosave_file(path.name) else "named", game, [], None,
                        mtime, False, exc.message, backup)
    summary = doc["summary"]
    return SaveInfo(path, doc["name"] or path.stem, doc["kind"], doc["game"], summary["players"],
                    summary["round"], doc["saved_at"], summary["over"], None, backup,
                    match_id(doc["setup"]), len(doc["actions"]))


def _check_listed(doc: dict, file: str) -> None:
    """What the list can check without the game's rules: the set-up's and the summary's
    players are the state's (loading checks the rest)."""
    if not _setup_agrees(doc["setup"], doc["state"], doc["game"]):
        raise SaveError(msg("save.setup_mismatch", file=file))
    if doc["summary"]["players"] != summarize(doc["state"])["players"]:
        raise SaveError(msg("save.summary_mismatch", file=file))


def list_saves(folder: Path | None = None) -> list[SaveInfo]:
    """Every save in the folder, newest first. Backups, temporary files and anything that is not a
    regular file (a folder, a named pipe, a link to either) are not listed: opening a named pipe
    would wait forever. A link to a save is listed (deleting it removes the link only)."""
    folder = Path(folder or paths.saves_dir())
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    files = [folder / n for n in names if n.endswith(".json") and not n.endswith(BACKUP_SUFFIX)
             and not n.startswith(".") and _identity(folder / n) is not None]
    return sorted((info(p) for p in files), key=_newest_first)


def _newest_first(item: SaveInfo):
    try:
        when = datetime.fromisoformat(item.saved_at).timestamp()
    except (ValueError, TypeError):
        when = 0.0
    return (-when, item.path.name)


def autosaves(folder: Path | None = None) -> list[SaveInfo]:
    """Every autosave (one slot per game, and the single slot older versions wrote), newest
    first; damaged ones are listed with their `problem`. Only regular files are read."""
    folder = Path(folder or paths.saves_dir())
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    files = [folder / n for n in names if is_autosave_file(n) and _identity(folder / n) is not None]
    return sorted((info(p) for p in files), key=_newest_first)


def games_in_progress(folder: Path | None = None) -> list[SaveInfo]:
    """What "Continue" offers: for each game, its newest autosave when that game is not over
    (a damaged one is offered too, and says why it cannot open), the most recent first."""
    seen: set = set()
    out = []
    for item in autosaves(folder):
        game = item.game if item.game is not None else item.path.name
        if game in seen:
            continue
        seen.add(game)
        if not item.over:
            out.append(item)
    return out


def latest_autosave(folder: Path | None = None) -> SaveInfo | None:
    """The most recent autosave of any game, or None; check `.damaged` before offering it."""
    found = autosaves(folder)
    return found[0] if found else None


def delete_save(path: Path, folder: Path | None = None) -> None:
    """Delete a save and its backup; only entries of the saves folder. A symbolic link is
    removed itself: the file it points to, wherever it is, is left alone."""
    folder = Path(folder or paths.saves_dir())
    path = Path(path)
    try:
        inside = path.parent.resolve() == folder.resolve()   # the link's folder, not its target's
    except OSError:
        inside = False
    if not inside or not path.name.endswith(".json"):
        raise SaveError(msg("save.not_in_folder", file=path.name))
    for target in (path, backup_path(path)):
        try:
            os.unlink(target)
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise SaveError(msg("save.delete_failed", file=target.name, error=exc.strerror or str(exc))) from None
