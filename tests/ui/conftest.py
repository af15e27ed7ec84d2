"""Fixtures the off-screen view tests share: the catalog with pygame ready to draw, and what
the harnesses of one game share (`shared`, for the module's game `G`). A module may define
its own fixture of the same name instead."""
from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def catalog():
    from view_harness import ui_catalog
    return ui_catalog()


@pytest.fixture(scope="module")
def shared(catalog, request):
    from view_harness import shared_for
    return shared_for(catalog, request.module.G)
