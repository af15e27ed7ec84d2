"""One command to set everything up, then run the app or the whole test suite.

    python3 tools/dev.py run     # create .venv, install, start the app
    python3 tools/dev.py test    # create .venv, install, run every test (one worker per core)
    python3 tools/dev.py build   # create .venv, install, build the desktop bundle

Works on Linux, macOS and Windows with only Python 3.11+ installed.
"""
from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"


def venv_python() -> Path:
    sub = "Scripts/python.exe" if os.name == "nt" else "bin/python"
    return VENV / sub


def ensure_env(extras: str) -> Path:
    py = venv_python()
    if not py.exists():
        print(f"creating {VENV}", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    subprocess.run([str(py), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                    "-e", f"{ROOT}[{extras}]"], check=True)
    return py


def main(argv: list[str]) -> int:
    what = argv[1] if len(argv) > 1 else "run"
    rest = argv[2:]
    if what == "run":
        py = ensure_env("test")
        return subprocess.call([str(py), "-m", "boardgames", *rest], cwd=ROOT)
    if what == "test":
        py = ensure_env("test,build")
        spread = [] if any(a == "-n" or a.startswith("-n") for a in rest) else ["-n", "auto", "--dist", "loadgroup"]
        return subprocess.call([str(py), "-m", "pytest", *spread, *rest], cwd=ROOT)
    if what == "build":
        py = ensure_env("test,build")
        return subprocess.call([str(py), "-m", "PyInstaller", "--noconfirm", "build.spec", *rest], cwd=ROOT)
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
