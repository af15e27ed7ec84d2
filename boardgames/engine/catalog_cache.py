"""Which game data folders already passed schema validation, so the app need not repeat it.

Validating every data file against its JSON Schema is most of what starting the app costs.
The app keeps, in the platformdirs cache folder, the fingerprints of the folders that passed:
a fingerprint covers every byte of every file in the folder, the app's manifest schema and
this format's version, so any edit is validated again. A missing, unreadable or malformed
cache file counts as empty and is rewritten; it can only ever skip work, never admit data
that was not validated exactly as it is. `boardgames validate` never uses it.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from ..atomic import write_atomic

VERSION = 1


def fingerprint(folder: Path, manifest_schema: Path) -> str:
    """A hash of every regular file below `folder` (names and bytes) and of the manifest schema."""
    h = hashlib.sha256(f"boardgames-validated-{VERSION}\0".encode())
    for file in [manifest_schema] + sorted(p for p in folder.rglob("*") if p.is_file()):
        name = file.name if file == manifest_schema else file.relative_to(folder).as_posix()
        data = file.read_bytes()
        h.update(f"{name}\0{len(data)}\0".encode())
        h.update(data)
    return h.hexdigest()


def read(path: Path | None) -> set[str]:
    """The fingerprints recorded in `path` (none when it is missing or not ours)."""
    if path is None:
        return set()
    try:
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return set()
    if not isinstance(doc, dict) or doc.get("version") != VERSION or not isinstance(doc.get("valid"), list):
        return set()
    return {x for x in doc["valid"] if isinstance(x, str) and len(x) == 64}


def write(path: Path | None, valid: set[str]) -> None:
    """Record `valid` (atomically; a cache that cannot be written is simply not kept)."""
    if path is None:
        return
    try:
        write_atomic(Path(path), json.dumps({"version": VERSION, "valid": sorted(valid)}).encode())
    except OSError:
        pass
