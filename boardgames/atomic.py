"""Writing a file so that a crash or a power cut leaves the old file or the new one, never a mix.

Shared by saves and settings: a temporary file in the same folder, fsync, optionally the old
file kept as a backup (a hard link when the file system has them), `os.replace`, and an fsync
of the folder so the rename itself is durable.
"""
from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path


def write_atomic(path: Path, data: bytes, backup: Path | None = None) -> None:
    """Write `data` to `path` atomically; with `backup`, the previous file is kept there first."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if backup is not None and path.exists():
            _keep_backup(path, Path(backup))
        os.replace(tmp, path)
    except BaseException:
        _unlink(tmp)
        raise
    _fsync_folder(path.parent)


def _keep_backup(path: Path, bak: Path) -> None:
    """Make `bak` a copy of the current file, itself atomically."""
    tmp = bak.with_name(f".{bak.name}.{os.getpid()}.tmp")
    _unlink(tmp)
    try:
        os.link(path, tmp)               # cheap: the old file becomes the backup
    except OSError:
        shutil.copyfile(path, tmp)       # file systems without hard links
    try:
        os.replace(tmp, bak)
    except BaseException:
        _unlink(tmp)
        raise


def _unlink(path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _fsync_folder(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
