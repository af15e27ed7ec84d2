"""The players' rows of a game's side panel (the game screen's and the replay's): a colour
chip, the name, the score so far, the row of the player to move marked; one or two a row."""
from __future__ import annotations

import pygame

from . import paint
from .theme import seat_rgb

HEAD, ROW = 26, 30          # design pixels: the heading, one row


def height(px, n: int, cols: int = 1) -> int:
    """The height of `n` players' rows laid `cols` a row (px: the theme's scale)."""
    return px(HEAD) + ((n + cols - 1) // cols) * px(ROW)


def draw(app, surface, rect, spec, seats: list, to_move: int | None, totals: list | None, cols: int = 1) -> None:
    th = app.theme
    pal, px = th.palette, th.px
    r = rect
    paint.text(app, surface, app.t("ui.game.players"), (r.x, r.y), "small", pal.text_muted, bold=True)
    if totals is not None:
        paint.text(app, surface, app.t("ui.game.score"), (r.right, r.y), "small", pal.text_muted, bold=True,
                   anchor="topright")
    gap = px(10)
    w = (r.w - (cols - 1) * gap) // cols
    row_h = px(ROW)
    for p, seat in enumerate(seats):
        line, col = divmod(p, cols)
        row = pygame.Rect(r.x + col * (w + gap), r.y + px(HEAD) + line * row_h, w, row_h)
        if to_move == p:
            pygame.draw.rect(surface, pal.selection, row, border_radius=px(5))
        paint.chip(surface, (row.x + px(14), row.centery), px(9), seat_rgb(spec, seat))
        total = totals[p] if totals is not None and p < len(totals) else None
        score = str(total) if total is not None else ""
        score_w = app.fonts.size(score, th.font_px("label"), True)[0] if score else 0
        room = row.w - px(32) - score_w - px(16)
        name = seat.get("name", "?")
        role = "body" if app.fonts.size(name, th.font_px("body"))[0] <= room else "small"   # shrink, then cut
        paint.text(app, surface, name, (row.x + px(32), row.centery), role, pal.text, anchor="midleft",
                   max_width=room)
        if score:
            paint.text(app, surface, score, (row.right - px(8), row.centery), "label", pal.text,
                       bold=True, anchor="midright")
