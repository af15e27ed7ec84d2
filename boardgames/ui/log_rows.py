"""The game log's rows, as the game's side panel and the replay viewer both show them: the
seat's colour chip, the player's name in bold where the sentence reads on from it, and the
words, wrapped. Rows are worded when first drawn: a game loaded late has hundreds."""
from __future__ import annotations

from . import paint
from .theme import seat_rgb


def sentence(text: str) -> bool:
    """A log line that is a sentence of its own (it starts with a capital letter), not one that
    reads on from the player's name."""
    return bool(text) and text[0].isupper()


def word_entry(app, spec, seats: list, entry) -> tuple:
    """(seat colour or None, name or None, text) of one log entry."""
    p = entry.get("p") if isinstance(entry, dict) else None
    try:
        text = app.t(entry["key"], **(entry.get("args") or {}))
    except Exception:
        text = str(entry)
    if isinstance(p, int) and 0 <= p < len(seats):
        # "Bruno places a site." reads on from the name; "An exploitation is exhausted."
        # is a sentence of its own: the seat's colour marks it, the name stays off
        name = seats[p].get("name", "?") if not sentence(text) else None
        return (seat_rgb(spec, seats[p]), name, text)
    return (None, None, text)


class LogRow:
    """One log entry: its index in the game's log and its parts, worded by `word(entry)` when
    first asked for."""

    __slots__ = ("entry", "index", "_word", "_parts")

    def __init__(self, entry, word, index: int = -1) -> None:
        self.entry, self._word, self.index, self._parts = entry, word, index, None

    def parts(self) -> tuple:
        if self._parts is None:
            self._parts = self._word(self.entry)
        return self._parts


class LogRowPainter:
    """Measures and draws LogRows in a ScrollList; heights are remembered per text and width,
    since the list measures every row again whenever it is laid out or grows."""

    CHIP_X, TEXT_X, RIGHT = 8, 20, 2          # design pixels: chip centre, text start, right margin

    def __init__(self, app) -> None:
        self.app = app
        self._heights: dict = {}

    @staticmethod
    def text(row) -> str:
        rgb, name, text = row.parts()
        return f"{name}  {text}" if name else text

    def row_height(self) -> int:
        """The height of a row of one line."""
        th = self.app.theme
        return self.app.fonts.line_height(th.font_px("small")) + th.px(6)

    def height(self, row, width: int) -> int:
        th = self.app.theme
        text = self.text(row)
        inner = width - th.px(self.TEXT_X + self.RIGHT)
        key = (text, inner, th.font_px("small"), th.px(6))
        h = self._heights.get(key)
        if h is None:
            if len(self._heights) > 4000:
                self._heights.clear()
            h = self._heights[key] = paint.text_height(self.app, text, inner, "small") + th.px(6)
        return h

    def draw(self, surface, rect, row, index=None, selected=False, hovered=False) -> None:
        app = self.app
        th = app.theme
        rgb, name, text = row.parts()
        size = th.font_px("small")
        x = rect.x + th.px(self.TEXT_X)
        lines = app.fonts.wrap(self.text(row), size, rect.w - th.px(self.TEXT_X + self.RIGHT))
        lh = app.fonts.line_height(size)
        if rgb is not None:
            paint.chip(surface, (rect.x + th.px(self.CHIP_X), rect.y + th.px(3) + lh // 2), th.px(6), rgb)
        colour = th.palette.text
        y = rect.y + th.px(3)
        for i, line in enumerate(lines):
            if i == 0 and name and line.startswith(name):
                img = app.fonts.render(name, size, colour, bold=True)
                surface.blit(img, (x, y))
                surface.blit(app.fonts.render(line[len(name):], size, colour), (x + img.get_width(), y))
            else:
                surface.blit(app.fonts.render(line, size, colour), (x, y))
            y += lh
