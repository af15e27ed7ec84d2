"""Which game data folders already passed validation, and what they loaded as, so the app
need not read and check them again on every start.

Parsing the YAML (keeping every line) and validating it against the JSON Schemas is most of
what starting the app costs. The app keeps, in a folder of the platformdirs cache folder
named by the program's identity (paths.validated_cache: a checkout and the bundle each keep
their own, so running one never evicts the other's), the fingerprints of the folders that passed, each with the data it loaded as (a JSON file of its
own, whose SHA-256 the record holds, so a damaged one is never used):
a fingerprint covers every byte of every file in the folder, the app's manifest schema and
this format's version, and the code that checks it (the app's version, the source of every
game's rules, whose `validate` makes the cross-file checks and whose node kinds declare the
nodes' fields, and the engine's loading code: templates, schema making), so any edit is
validated again. What a folder loaded as is its data with the templates applied.
A folder that passed is then loaded without importing its rules at all: the app imports them
off the UI thread after its first frame (playout.warm). A missing, unreadable or
malformed cache file counts as empty and is rewritten; it can only ever skip work, never admit
data that was not validated exactly as it is. `boardgames validate` never uses it.

The loaded data keeps its exact types through JSON: a mapping whose keys are not all text
(YAML allows numbers as keys) is written as {"\\u0000": [[key, value], ...]}.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from ..atomic import write_atomic

VERSION = 3
_PAIRS = "\u0000"


def code_fingerprint() -> str:
    """The app's version, every game's rules source and the whole engine's (what a data folder
    loads as is decided by the reading, the templates, the node kinds' fields, the checks of
    the data and the games' own validation, spread over many engine modules: any of them
    changed, the data is checked anew), where the sources are files (a built bundle holds only
    its version's compiled code)."""
    from .. import __version__, games
    h = hashlib.sha256(f"{__version__}\0".encode())
    engine = Path(__file__).parent
    bases = [*map(Path, games.__path__), engine]
    files = [(base, file) for base in bases for file in sorted(base.rglob("*.py"))]
    for base, file in files:
        data = file.read_bytes()
        h.update(f"{file.relative_to(base).as_posix()}\0{len(data)}\0".encode())
        h.update(data)
    return h.hexdigest()


def fingerprint(folder: Path, manifest_schema: Path, code: str = "") -> str:
    """A hash of every regular file below `folder` (names and bytes), of the manifest schema
    and of `code` (code_fingerprint)."""
    h = hashlib.sha256(f"boardgames-validated-{VERSION}\0{code}\0".encode())
    for file in [manifest_schema] + sorted(p for p in folder.rglob("*") if p.is_file()):
        name = file.name if file == manifest_schema else file.relative_to(folder).as_posix()
        data = file.read_bytes()
        h.update(f"{name}\0{len(data)}\0".encode())
        h.update(data)
    return h.hexdigest()


def read(path: Path | None) -> dict[str, str]:
    """The fingerprints recorded in `path`, each with the SHA-256 of its loaded data ("" when it
    has none); empty when the record is missing or not ours."""
    if path is None:
        return {}
    try:
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(doc, dict) or doc.get("version") != VERSION or not isinstance(doc.get("valid"), dict):
        return {}
    return {k: v for k, v in doc["valid"].items()
            if isinstance(k, str) and len(k) == 64 and isinstance(v, str) and len(v) in (0, 64)}


def write(path: Path | None, valid: dict[str, str]) -> None:
    """Record `valid` (atomically; a cache that cannot be written is simply not kept)."""
    if path is None:
        return
    try:
        write_atomic(Path(path), json.dumps({"version": VERSION, "valid": dict(sorted(valid.items()))}).encode())
    except OSError:
        pass
    _drop_unrecorded(Path(path), valid)


# --- the loaded data -----------------------------------------------------------------------------
def _folder(path: Path) -> Path:
    return Path(path).parent / "loaded"


def store(path: Path | None, mark: str, loaded: dict) -> str:
    """Keep what the folder with fingerprint `mark` loaded as; the file's SHA-256 ("" if not kept)."""
    if path is None:
        return ""
    data = json.dumps(_encode({"mark": mark, **loaded}), ensure_ascii=False, allow_nan=False,
                      separators=(",", ":")).encode("utf-8")
    try:
        write_atomic(_folder(path) / f"{mark}.json", data)
    except (OSError, ValueError):
        return ""
    return hashlib.sha256(data).hexdigest()


def fetch(path: Path | None, mark: str, sha: str) -> dict | None:
    """What the folder with fingerprint `mark` loaded as, if kept whole (its SHA-256 is `sha`)."""
    if path is None or not sha:
        return None
    try:
        data = (_folder(path) / f"{mark}.json").read_bytes()
    except OSError:
        return None
    if hashlib.sha256(data).hexdigest() != sha:
        return None
    try:
        loaded = json.loads(data.decode("utf-8"), object_hook=_decode)
    except (ValueError, TypeError):
        return None
    return loaded if isinstance(loaded, dict) and loaded.get("mark") == mark else None


def _drop_unrecorded(path: Path, valid: dict[str, str]) -> None:
    """Files of fingerprints no longer recorded (older data) are removed."""
    try:
        for file in _folder(path).glob("*.json"):
            if file.stem not in valid:
                file.unlink()
    except OSError:
        pass


def _encode(node):
    if isinstance(node, dict):
        if all(isinstance(k, str) and k != _PAIRS for k in node):
            return {k: _encode(v) for k, v in node.items()}
        return {_PAIRS: [[k, _encode(v)] for k, v in node.items()]}
    if isinstance(node, (list, tuple)):
        return [_encode(v) for v in node]
    return node


def _decode(obj: dict):
    if len(obj) == 1 and _PAIRS in obj:
        return {k: v for k, v in obj[_PAIRS]}
    return obj
