"""What the real-window tests share: the screenshot tool (Xvfb + app runner), autosave reading, waiting."""
from __future__ import annotations

import json
import os
import shutil
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("Xvfb", "xdotool", "import")


def screenshot_tool():
    """tools/screenshots.py, or a skip (a failure when BOARDGAMES_REQUIRE_X=1) without Xvfb/xdotool."""
    missing = [t for t in TOOLS if shutil.which(t) is None]
    if missing:
        if os.environ.get("BOARDGAMES_REQUIRE_X") == "1":
            pytest.fail(f"missing {missing} but BOARDGAMES_REQUIRE_X=1")
        pytest.skip(f"needs {missing}")
    if str(ROOT / "tools") not in sys.path:
        sys.path.insert(0, str(ROOT / "tools"))
    import screenshots
    return screenshots


def newest_autosave(data_home: Path) -> dict | None:
    """The most recent save document the app wrote under a throw-away XDG_DATA_HOME."""
    files = sorted(data_home.rglob("*.json"), key=lambda p: p.stat().st_mtime)
    for f in reversed(files):
        try:
            doc = json.loads(f.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(doc, dict) and "state" in doc:
            return doc
    return None


def wait_for(fn, timeout=8.0):
    end = time.time() + timeout
    while time.time() < end:
        value = fn()
        if value:
            return value
        time.sleep(0.2)
    return fn()
