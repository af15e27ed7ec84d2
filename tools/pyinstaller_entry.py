"""Entry point of the PyInstaller bundle (see build.spec): runs `boardgames.cli.main()`.

Kept outside the package so PyInstaller analyses `boardgames` as a normal package
(relative imports work) rather than as a loose `__main__` script.
"""
from __future__ import annotations

import os
import sys


def _ensure_streams() -> None:
    # A windowed (console=False) Windows/macOS build has no stdout/stderr: sys.stdout is
    # None and any direct write would crash. Send output to the null device instead.
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


if __name__ == "__main__":
    _ensure_streams()
    if sys.platform == "win32":
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    import multiprocessing

    multiprocessing.freeze_support()
    from boardgames.cli import main

    sys.exit(main())
