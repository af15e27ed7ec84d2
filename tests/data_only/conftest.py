"""A data root holding the app's files and the data-only fixture game (Lantern Market), made
once per module: the fixture folder copied as a maintainer would copy it into data/."""
from __future__ import annotations

import pytest

import dq_helpers as H


@pytest.fixture(scope="module")
def dq_root(tmp_path_factory):
    return H.data_root(tmp_path_factory.mktemp("dq"))


@pytest.fixture(scope="module")
def dq_catalog(dq_root):
    from boardgames.engine.catalog import load_catalog
    catalog = load_catalog(dq_root)
    assert not catalog.errors, catalog.errors
    return catalog


@pytest.fixture(scope="module")
def rules(dq_catalog):
    return dq_catalog.games[H.GAME].rules()
