"""The install's key, which seals the saves this copy of the app writes (engine/saves.py).

A seal is an HMAC-SHA256 of a save's bytes under a key that only this install holds: a save
that carries a good seal was written here and not changed since, so it may open from the
position it stores. Any other save (edited, written by another install, or older than seals)
must prove its position by replaying its moves.

The key is 32 random bytes from `secrets`, kept as hex text in the user data folder
(`paths.install_key_file`, beside the saves folder, not in it). It is made on first need,
written to a temporary file (mode 0600) that is then linked into place, so the file is whole
whenever it exists and an instance of the app starting at the same moment keeps the key that
was there first. It is never replaced: a key file that cannot be read, or does not hold a key,
leaves the app working as before with unsealed saves (logged once per run).

Its limit: whoever can read the key file can seal an edited save. That is the trust given to
the machine itself (whoever can read the user's files can also change the app).
"""
from __future__ import annotations

import hashlib
import hmac
import logging
import os
import re
import secrets
import stat
import tempfile
import threading
from pathlib import Path

from . import atomic, paths

log = logging.getLogger(__name__)

PREFIX = "hmac-sha256:"
KEY_BYTES = 32
# What a seal is of, so that the key could never be made to vouch for anything but a save.
_CONTEXT = b"boardgames save\0"
_KEY_TEXT = re.compile(rb"\s*([0-9a-f]{64})\s*")
_MAX_KEY_FILE = 4096

_lock = threading.Lock()
_keys: dict[str, bytes | None] = {}      # by key file: the autosave worker seals too


def key(make: bool = True) -> bytes | None:
    """This install's key, made on first need (`make` False: only an existing one, as checking
    a seal needs: a read-only command never leaves a key behind); None when there is none or it
    cannot be read or made."""
    path = Path(paths.install_key_file())
    name = os.path.abspath(path)
    with _lock:
        if name in _keys:
            return _keys[name]
        try:
            found = _read(path)
        except FileNotFoundError:
            if not make:
                return None               # not remembered: a later save makes it
            found = _make(path)
        except (OSError, ValueError) as exc:
            log.warning("the key that seals saves (%s) cannot be used, so saves are not sealed: %s", path, exc)
            found = None
        _keys[name] = found
        return found


def sign(data: bytes) -> str | None:
    """The seal of `data` (`PREFIX` and 64 hex digits), or None without a key."""
    return _seal(key(), data)


def verify(data: bytes, seal: str) -> bool:
    """Whether `seal` is this install's seal of `data` (never makes a key)."""
    expected = _seal(key(make=False), data)
    return expected is not None and hmac.compare_digest(expected, seal)


def _seal(k: bytes | None, data: bytes) -> str | None:
    if k is None:
        return None
    mac = hmac.new(k, _CONTEXT, hashlib.sha256)
    mac.update(data)
    return PREFIX + mac.hexdigest()


def _make(path: Path) -> bytes | None:
    """A fresh key written to `path`, or the one another instance wrote there first."""
    fresh = secrets.token_bytes(KEY_BYTES)
    try:
        _create(path, fresh)
    except FileExistsError:               # another instance made it first: that one holds
        try:
            return _read(path)
        except (OSError, ValueError) as exc:
            log.warning("the key that seals saves (%s) cannot be read: %s", path, exc)
            return None
    except OSError as exc:
        log.warning("the key that seals saves (%s) cannot be made, so saves are not sealed: %s", path, exc)
        return None
    return fresh


def _read(path: Path) -> bytes:
    """The key in the file; ValueError when it is not a regular file holding one."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ValueError("not a regular file")
        text = os.read(fd, _MAX_KEY_FILE + 1)
    finally:
        os.close(fd)
    found = _KEY_TEXT.fullmatch(text)
    if found is None:
        raise ValueError("it does not hold a key")
    return bytes.fromhex(found.group(1).decode("ascii"))


def _create(path: Path, k: bytes) -> None:
    """Write the key to a private temporary file and link it into place; FileExistsError if a
    key file is already there (it is never replaced)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f"{atomic.TEMP_PREFIX}{path.name}.", suffix=atomic.TEMP_SUFFIX,
                               dir=path.parent)          # mkstemp: readable by its owner only
    try:
        with os.fdopen(fd, "wb") as f:
            os.chmod(tmp, 0o600)
            f.write(k.hex().encode("ascii") + b"\n")
            f.flush()
            os.fsync(f.fileno())
        try:
            os.link(tmp, path)            # fails if the file exists: never replaces a key
        except FileExistsError:
            raise
        except OSError:                   # a file system without hard links: look, then rename
            if path.exists():
                raise FileExistsError(path) from None
            os.replace(tmp, path)
    finally:
        try:
            os.unlink(tmp)
        except OSError:
            pass
    atomic.fsync_folder(path.parent)
