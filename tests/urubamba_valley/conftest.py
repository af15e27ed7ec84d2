"""Fixtures of the Urubamba Valley tests (the position builder is uv_helpers.Builder)."""
from __future__ import annotations

import pytest

from boardgames.engine.catalog import load_catalog
from uv_helpers import G, Builder


@pytest.fixture(scope="session")
def rules():
    return load_catalog().games[G].rules()


@pytest.fixture
def build(rules):
    return lambda n=5, seed=1: Builder(rules, n, seed)
