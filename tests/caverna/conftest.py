"""Fixtures for constructed Caverna positions."""
from __future__ import annotations

import pytest

from cv_helpers import Builder, load_rules


@pytest.fixture(scope="session")
def rules():
    return load_rules()


@pytest.fixture
def build(rules):
    def make(**kw):
        return Builder(rules, **kw)
    return make
