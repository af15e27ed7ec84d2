"""Writing a file so that a crash or a power cut leaves the old file or the new one, never a mix.

Shared by saves and settings: a temporary file in the same folder, fsync, optionally the old
file kept as a backup (a hard link when the file system has them), `os.replace`, and an fsync
of the folder so the rename itself is durable.

A writer killed between creating its temporary file and the rename (power cut, kill -9) leaves
that file behind: `clean_stale` removes such files once they are older than STALE_AFTER, which
no live write comes near (a write lasts milliseconds, seconds on the slowest removable disk),
so a write of another instance of the app running at the same moment is never disturbed.
"""
from __future__ import annotations

import os
import shutil
import stat
import tempfile
import time
from pathlib import Path

TEMP_PREFIX = "."
TEMP_SUFFIX = ".tmp"
STALE_AFTER = 10 * 60          # seconds: a temporary file this old has no live writer


def write_atomic(path: Path, data: bytes, backup: Path | None = None) -> None:
    """Write `data` to `path` atomically; with `backup`, the previous file is kept there first."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f"{TEMP_PREFIX}{path.stem}.", suffix=TEMP_SUFFIX, dir=path.parent)
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
    fsync_folder(path.parent)


def _keep_backup(path: Path, bak: Path) -> None:
    """Make `bak` a copy of the current file, itself atomically."""
    tmp = bak.with_name(f"{TEMP_PREFIX}{bak.name}.{os.getpid()}{TEMP_SUFFIX}")
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


def fsync_folder(folder: Path) -> None:
    """Make a rename or a link made in `folder` durable (POSIX; elsewhere there is nothing to do)."""
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


def is_temporary(name: str) -> bool:
    """A name `write_atomic` gives its temporary files (hidden, ending in .tmp)."""
    return name.startswith(TEMP_PREFIX) and name.endswith(TEMP_SUFFIX)


def clean_stale(folder: Path, older_than: float = STALE_AFTER, now: float | None = None) -> list[Path]:
    """Remove the temporary files of killed writes from `folder`: regular files (never a link's
    target, a folder or a pipe) named like ours and unchanged for `older_than` seconds."""
    now = time.time() if now is None else now
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not is_temporary(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= older_than:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed
