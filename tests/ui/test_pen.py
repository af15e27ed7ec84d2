"""The kit's pen wraps text the way players read it: at spaces, after a hyphen, and between
Chinese characters, the last line shortened rather than spilling out."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from boardgames.ui.fonts import Fonts  # noqa: E402
from boardgames.ui.pen import Pen  # noqa: E402


@pytest.fixture(scope="module")
def pen():
    pygame.font.init()
    return Pen(None, Fonts())


def rows_of(pen, text, width, lines=2, size=14):
    rows = []
    pen.text = lambda surface, row, *a, **k: rows.append(row) or pygame.Rect(0, 0, 1, 1)
    try:
        pen.wrapped(pygame.Surface((10, 10)), text, size, pygame.Rect(0, 0, width, 200), (255, 255, 255), lines)
    finally:
        del pen.text
    return rows


def test_english_breaks_at_spaces_and_after_hyphens(pen):
    assert rows_of(pen, "Slash-and-burn", 60) == ["Slash-", "and-burn"]
    assert rows_of(pen, "Ruby mine construction", 75, lines=3) == ["Ruby mine", "construction"]
    assert rows_of(pen, "Ore mining", 400) == ["Ore mining"]


def test_chinese_breaks_between_characters_and_keeps_no_spaces(pen):
    rows = rows_of(pen, "建造寶石礦場與開採", 60)
    assert len(rows) == 2 and "".join(rows) == "建造寶石礦場與開採" and " " not in rows[1]


def test_the_last_line_takes_the_rest(pen):
    rows = rows_of(pen, "Urgent wish for children", 50)
    assert rows[0] == "Urgent" and rows[1] == "wish for children"      # shortened when drawn
