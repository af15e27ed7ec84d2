"""End of game: the score pad (categories x players), totals, tie-breaks and the
winners with a trophy; the final board and the whole game in the replay viewer (both come
back here); then a rematch with the same set-up or the main menu."""
from __future__ import annotations

import logging

import pygame

from ...engine.match import Match
from .. import paint
from ...engine.rng import fresh_seed as new_seed
from ..theme import mix
from ..widgets import Button
from .base import Scene
from ..theme import seat_rgb

log = logging.getLogger(__name__)


class ScoreScene(Scene):
    name = "score"

    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        try:
            self.sheet = match.rules.score(match.state)
        except Exception as exc:       # still offer rematch/menu
            app.report_error(exc, None, "score")
            self.sheet = None
        self.seats = match.state.get("seats", [])
        self.rematch_button = self.add(Button(app, app.tr("ui.score.rematch"), self.rematch, style="primary",
                                              icon="ui/rotate"))
        self.menu_button = self.add(Button(app, app.tr("ui.score.main_menu"), app.home))
        self.board_button = self.add(Button(app, app.tr("ui.replay.final_board"), self.final_board,
                                            tooltip=app.tr("ui.replay.final_board_tip")))
        self.replay_button = self.add(Button(app, app.tr("ui.replay.button"), self.watch_replay,
                                             tooltip=app.tr("ui.replay.button_tip")))
        self.card = pygame.Rect(0, 0, 0, 0)
        self.table = pygame.Rect(0, 0, 0, 0)

    def rematch(self) -> None:
        s = self.match.setup
        try:
            match = Match.new(self.match.rules, s["seats"], s["mode"], s.get("options", {}), new_seed())
        except Exception as exc:
            self.app.report_error(exc, None, "rematch")
            return
        self.app.open_match(match)

    def update(self, dt):
        super().update(dt)
        self.app.warmup.replay(self.match, at_end=True)    # the final board and the replay open warm
        self.app.warmup.idle(self)

    def leave(self):
        super().leave()
        self.app.warmup.drop()

    def final_board(self) -> None:
        """The board as the game ended (the replay viewer at its last position); Back returns here."""
        self._replay(at_end=True)

    def watch_replay(self) -> None:
        self._replay(at_end=False)

    def _replay(self, at_end: bool) -> None:
        from .replay import ReplayScene
        self.app.push(ReplayScene(self.app, self.match, at_end=at_end, back_text=self.app.tr("ui.replay.back_to_scores")))

    def layout(self, size):
        super().layout(size)
        w, h = size
        cw = min(w - self.px(60), self.px(300) + self.px(170) * max(1, len(self.seats)))
        cw = max(cw, min(w - self.px(60), self.px(960)))       # room for the four buttons
        ch = h - self.px(60)
        self.card = pygame.Rect((w - cw) // 2, self.px(30), cw, ch)
        pad = self.px(32)
        self.table = pygame.Rect(self.card.x + pad, self.card.y + self.px(110), cw - 2 * pad,
                                 ch - self.px(110) - self.px(100))
        gap, bh = self.px(16), self.px(54)
        buttons = [self.menu_button, self.board_button, self.replay_button, self.rematch_button]
        bw = min(self.px(230), (cw - 2 * pad - gap * (len(buttons) - 1)) // len(buttons))
        y = self.card.bottom - self.px(32) - bh
        x = self.card.centerx - (len(buttons) * bw + (len(buttons) - 1) * gap) // 2
        for b in buttons:
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.home()
            return True
        return super().handle_event(event)

    def _label(self, key: str) -> str:
        return self.t(key) if self.app.locale.has(key) else key

    def draw(self, surface):
        th = self.theme
        pal = th.palette
        px = self.px
        paint.background(self.app, surface)
        paint.panel(self.app, surface, self.card)
        game_id = self.match.rules.id
        paint.text(self.app, surface, self.t("ui.score.title"), (self.card.centerx, self.card.y + px(24)), "title",
                   pal.text, bold=True, anchor="midtop")
        paint.text(self.app, surface, self.app.game_name(game_id), (self.card.centerx, self.card.y + px(76)), "label",
                   pal.text_muted, anchor="midtop")
        if self.sheet is not None:
            self._draw_table(surface)
        super().draw(surface)

    def _draw_table(self, surface):
        th = self.theme
        pal = th.palette
        px = self.px
        sheet = self.sheet
        n = len(self.seats)
        t = self.table
        winners = set(sheet.winners)
        rows = [(self._label(k), sheet.values[i] if i < len(sheet.values) else [None] * n, "row")
                for i, k in enumerate(sheet.rows)]
        rows.append((self.t("ui.score.total"), sheet.totals, "total"))
        for i, label in enumerate(sheet.tiebreak_labels):
            vals = [sheet.tiebreaks[p][i] if p < len(sheet.tiebreaks) and i < len(sheet.tiebreaks[p]) else None
                    for p in range(n)]
            rows.append((self._label(label), vals, "tiebreak"))
        head_h = px(64)
        row_h = max(px(18), min(px(36), (t.h - head_h - px(60)) // max(1, len(rows))))   # room for the winner line
        label_w = min(px(300), t.w * 2 // 5)
        col_w = (t.w - label_w) // max(1, n)
        size_role = "body" if row_h >= px(28) else "small"
        # winner columns
        for p in winners:
            col = pygame.Rect(t.x + label_w + p * col_w, t.y, col_w, head_h + row_h * len(rows))
            hl = pygame.Surface(col.size, pygame.SRCALPHA)
            pygame.draw.rect(hl, (*pal.highlight, 110), hl.get_rect(), border_radius=px(8))
            surface.blit(hl, col.topleft)
        # header: chips, names, trophies
        for p, seat in enumerate(self.seats):
            cx = t.x + label_w + p * col_w + col_w // 2
            rgb = seat_rgb(self.match.rules.spec, seat)
            if p in winners:
                paint.icon(self.app, surface, "ui/trophy", pygame.Rect(cx - px(16), t.y, px(32), px(32)))
            name = seat.get("name", "?")
            r = paint.text(self.app, surface, name, (cx + px(9), t.y + head_h - px(8)), "label", pal.text, bold=True,
                           anchor="midbottom", max_width=col_w - px(30))
            paint.chip(surface, (r.x - px(12), r.centery), px(8), rgb)
        y = t.y + head_h
        for i, (label, vals, kind) in enumerate(rows):
            r = pygame.Rect(t.x, y, t.w, row_h)
            if kind == "total":
                pygame.draw.line(surface, pal.panel_edge, (t.x, y), (t.right, y), max(1, px(2)))
            elif i % 2 == 0 and kind == "row":
                band = pygame.Surface(r.size, pygame.SRCALPHA)
                band.fill((*mix(pal.row_alt, pal.panel_edge, 0.1), 90))
                surface.blit(band, r.topleft)
            colour = pal.text_muted if kind == "tiebreak" else pal.text
            bold = kind == "total"
            role = "heading" if kind == "total" else size_role
            paint.text(self.app, surface, label, (t.x + px(10), r.centery), size_role, colour, bold=bold,
                       anchor="midleft", max_width=label_w - px(16))
            for p in range(n):
                v = vals[p] if p < len(vals) else None
                text = "/" if v is None else str(v)
                cx = t.x + label_w + p * col_w + col_w // 2
                paint.text(self.app, surface, text, (cx, r.centery), role, colour, bold=bold or (p in winners and kind == "total"),
                           anchor="center")
            y += row_h
        names = [self.seats[p].get("name", "?") for p in sorted(winners) if p < len(self.seats)]
        if names:
            key = "ui.score.winner" if len(names) == 1 else "ui.score.shared"
            paint.text(self.app, surface, self.t(key, names=names), (t.centerx, y + px(24)), "heading", pal.accent,
                       bold=True, anchor="midtop", max_width=t.w)