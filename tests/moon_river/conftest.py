"""Fixtures for constructed Moon River positions."""
from __future__ import annotations

import pytest

from boardgames.engine.catalog import load_catalog

from mr_helpers import Builder


@pytest.fixture(scope="session")
def rules():
    return load_catalog().games["moon_river"].rules()


@pytest.fixture
def build(rules):
    def make(**kw):
        return Builder(rules, **kw)
    return make
