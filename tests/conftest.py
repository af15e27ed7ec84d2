"""Shared test fixtures: per-test user folders, and a tiny fixture game.

`isolated_dirs` is autouse so no test ever writes into the real user's saves
or settings. `tally_root` builds a data root holding the real `data/app` plus
the test-only game in tests/fixtures/tally (rules registered as
`boardgames.games.tally`).
"""
from __future__ import annotations

import importlib.util
import os
import shutil
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from boardgames import paths

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path, monkeypatch):
    """XDG folders (and, for macOS/Windows, `paths`) redirected into tmp_path: the install's
    key that seals saves (`key`) is made there too, one per test."""
    data, config, cache = tmp_path / "xdg-data", tmp_path / "xdg-config", tmp_path / "xdg-cache"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    saves = data / paths.APP / "saves"
    settings = config / paths.APP / "settings.json"
    monkeypatch.setattr(paths, "saves_dir", lambda: saves)
    monkeypatch.setattr(paths, "settings_file", lambda: settings)
    key = data / paths.APP / "install.key"
    monkeypatch.setattr(paths, "install_key_file", lambda: key)
    monkeypatch.setattr(paths, "validated_cache", lambda: cache / paths.APP / "validated.json")
    return SimpleNamespace(data=data, config=config, saves=saves, settings=settings, key=key)


@pytest.fixture
def tally_root(tmp_path, monkeypatch) -> Path:
    """A data root with the app's files and the Tally fixture game."""
    root = tmp_path / "data"
    shutil.copytree(paths.data_dir() / "app", root / "app")
    shutil.copytree(FIXTURES / "tally", root / "tally", ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    spec = importlib.util.spec_from_file_location("boardgames.games.tally", FIXTURES / "tally" / "rules.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setitem(sys.modules, "boardgames.games.tally", module)
    return root


@pytest.fixture
def tally_catalog(tally_root):
    from boardgames.engine.catalog import load_catalog
    catalog = load_catalog(tally_root)
    assert not catalog.errors, catalog.errors
    return catalog


GOLDEN_DIR = Path(__file__).resolve().parent / "golden"


@pytest.fixture
def golden():
    """Compare a text with tests/golden/<name>; UPDATE_GOLDEN=1 rewrites it after a deliberate change."""
    def check(name: str, text: str) -> None:
        path = GOLDEN_DIR / name
        if os.environ.get("UPDATE_GOLDEN") or not path.exists():
            path.write_text(text, encoding="utf-8")
            if not os.environ.get("UPDATE_GOLDEN"):
                pytest.fail(f"{name} was missing and has been written; review and commit it")
        assert text == path.read_text(encoding="utf-8"), f"{name} differs; rerun with UPDATE_GOLDEN=1 if intended"
    return check


def pytest_collection_modifyitems(config, items):
    """Under pytest-xdist (tools/dev.py test runs `-n auto --dist loadgroup`) the real-window
    tests share one worker: each starts an X server and the app, and two at once on a
    two-core machine would starve both windows."""
    for item in items:
        if item.get_closest_marker("xwindow") is not None:
            item.add_marker(pytest.mark.xdist_group("xwindow"))
