"""Fixtures of the La Loire tests (the position builder is ll_helpers.Builder)."""
from __future__ import annotations

import pytest

from boardgames.engine.catalog import load_catalog
from ll_helpers import G, Builder


@pytest.fixture(scope="session")
def rules():
    return load_catalog().games[G].rules()


@pytest.fixture
def build(rules):
    return lambda n=2, seed=1: Builder(rules, n, seed)
