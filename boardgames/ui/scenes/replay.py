"""The replay viewer: a game, finished or not, stepped through move by move and round by
round, forwards and back, on the game's own board view, with the game log in step.

Nothing can be played here: the board view is given a stand-in for the match
(`engine.replay.Shown`) that offers no option and no gesture, and its `choose` refuses.
What is shown is what may be seen: a game still in progress shows only what a spectator
sees (the public observation and the public log entries), whoever was to decide; a
finished game shows everything, as its score screen does.

The positions are made by replaying the moves (`engine.replay.Replay`) a slice of each
frame, so the window never waits; every few positions a state is kept, so a step back is
as quick as a step forward. Opened at the end (the score screen's "View the final board"),
the last position shows at once, from the state the game ended with.

Keys: Left/Right a move, Shift+Left/Right or PageUp/PageDown a round, Home/End the start
and the end (held, the arrows and page keys repeat), Esc back.
"""
from __future__ import annotations

import logging

import pygame

from ...engine.choice import msg
from ...engine.replay import Replay, Shown
from .. import paint, players_list
from ..theme import mix, seat_rgb
from ..views.base import ViewContext
from ..log_rows import LogRow, LogRowPainter, word_entry
from ..view_host import ViewHost
from ..widgets import Button, DragTrack, ScrollList
from .base import Scene

log = logging.getLogger(__name__)

#: seconds of each frame spent making positions (as the load's replay check: replay_check.SLICE)
SLICE = 0.003
REPEAT_AFTER, REPEAT_EVERY = 0.4, 0.08      # a held step key: first repeat, then every


class StepButton(Button):
    """A button showing a drawn step glyph: `first`, `prev_round`, `prev`, `next`, `next_round`, `last`."""

    def __init__(self, app, glyph: str, on_click, tooltip):
        super().__init__(app, "", on_click, tooltip=tooltip)
        self.glyph = glyph

    def draw(self, surface):
        super().draw(surface)             # the button itself (no label, no icon)
        if not self.is_visible() or self.rect.w <= 0:
            return
        fg = self.colours()[1]
        r = self.rect.move(0, self.ui.theme.px(1) if self.pressed else 0)
        s = min(r.w, r.h) * 0.36
        cx, cy = r.center
        d = -1 if self.glyph in ("first", "prev_round", "prev") else 1

        def tri(x):                       # a triangle pointing the way, centred on x
            return [(x + d * s * 0.5, cy), (x - d * s * 0.5, cy - s * 0.6), (x - d * s * 0.5, cy + s * 0.6)]
        if self.glyph in ("prev", "next"):
            pygame.draw.polygon(surface, fg, tri(cx))
        elif self.glyph in ("prev_round", "next_round"):
            pygame.draw.polygon(surface, fg, tri(cx - s * 0.45))
            pygame.draw.polygon(surface, fg, tri(cx + s * 0.45))
        else:                             # the start or the end: a triangle against a bar
            pygame.draw.polygon(surface, fg, tri(cx - d * s * 0.15))
            w = max(2, round(s * 0.24))
            edge = cx + d * s * 0.55
            pygame.draw.rect(surface, fg, pygame.Rect(round(edge - w if d < 0 else edge), round(cy - s * 0.6),
                                                       w, round(s * 1.2)))


class Scrubber(DragTrack):
    """The game as a track: a knob at the position shown, a tick at each round's start, the
    part not made yet paler; a click or a drag goes to that position."""

    def __init__(self, app, scene):
        super().__init__(app)
        self.scene = scene

    @property
    def track(self) -> pygame.Rect:
        th = self.ui.theme
        pad = th.px(14)
        return pygame.Rect(self.rect.x + pad, self.rect.centery - th.px(4), max(10, self.rect.w - 2 * pad), th.px(8))

    def position_at(self, x: int) -> int:
        t, count = self.track, self.scene.replay.count
        f = min(1.0, max(0.0, (x - t.x) / max(1, t.w)))
        return round(f * count)

    def x_of(self, i: int) -> int:
        t, count = self.track, max(1, self.scene.replay.count)
        return t.x + round(t.w * i / count)

    def drag_to(self, x: int) -> None:
        self.scene.go(self.position_at(x))

    def draw(self, surface):
        th = self.ui.theme
        pal = th.palette
        replay = self.scene.replay
        t = self.track
        pygame.draw.rect(surface, (212, 200, 178), t, border_radius=t.h // 2)
        made = pygame.Rect(t.x, t.y, max(0, min(t.w, self.x_of(max(0, replay.built - 1)) - t.x)), t.h)
        if made.w:
            pygame.draw.rect(surface, (176, 158, 128), made, border_radius=t.h // 2)
        at = self.x_of(self.scene.position)
        done = pygame.Rect(t.x, t.y, max(0, at - t.x), t.h)
        if done.w:
            pygame.draw.rect(surface, pal.accent, done, border_radius=t.h // 2)
        edge = mix(pal.panel_edge, (0, 0, 0), 0.15)
        for start in replay.round_starts()[1:]:
            x = self.x_of(start)
            pygame.draw.line(surface, edge, (x, t.y - th.px(5)), (x, t.y - th.px(1)), max(1, th.px(2)))
            pygame.draw.line(surface, edge, (x, t.bottom + th.px(1)), (x, t.bottom + th.px(5)), max(1, th.px(2)))
        rad = th.px(11)
        pygame.draw.circle(surface, mix(pal.accent, (0, 0, 0), 0.3), (at, t.centery), rad)
        pygame.draw.circle(surface, pal.highlight if (self.hovered or self.dragging) else (252, 250, 244),
                           (at, t.centery), rad - th.px(2))


class ReplayScene(ViewHost, Scene):
    name = "replay"
    view_place = "replay "

    def __init__(self, app, match, file: str = "", at_end: bool = False, back_text=None):
        super().__init__(app)
        if at_end:
            self.name = "final_board"       # the score screen's "View the final board"
        self.replay = Replay.of_match(match, file)
        self.shown = Shown(self.replay)
        self.spec = match.rules.spec
        self.ctx = ViewContext(get_match=lambda: self.shown, locale=app.locale, sprites=app.sprites,
                               fonts=app.fonts, choose=self._refuse, notify=self._notify, settings=app.settings,
                               get_viewer=lambda: None, table=lambda surface: paint.background(app, surface),
                               game_screen=None, sound=lambda name: None)
        self.view = self._make_view()
        tr = app.tr
        self.steps = {
            "first": StepButton(app, "first", self.to_start, tr("ui.replay.first_tip")),
            "prev_round": StepButton(app, "prev_round", self.round_back, tr("ui.replay.prev_round_tip")),
            "prev": StepButton(app, "prev", self.back_one, tr("ui.replay.prev_tip")),
            "next": StepButton(app, "next", self.forward_one, tr("ui.replay.next_tip")),
            "next_round": StepButton(app, "next_round", self.round_forward, tr("ui.replay.next_round_tip")),
            "last": StepButton(app, "last", self.to_end, tr("ui.replay.last_tip")),
        }
        for key, button in self.steps.items():
            button.enabled = (lambda k=key: self._can(k))
            self.add(button)
        self.scrubber = self.add(Scrubber(app, self))
        self.log_rows = LogRowPainter(app)
        self.log_list = self.add(ScrollList(app, self._draw_log_row, self.log_rows.height, on_select=self._log_clicked,
                                            stick_to_bottom=True, empty_text=tr("ui.game.log_empty"),
                                            tooltip=tr("ui.replay.log_tip")))
        self.back_button = self.add(Button(app, back_text or tr("ui.replay.back"), self.close))
        self.board_rect = self.bar_rect = self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.turn_rect = self.players_rect = pygame.Rect(0, 0, 0, 0)
        self.note_rect = pygame.Rect(0, 0, 0, 0)
        self.log_title_y = 0
        self._rows: dict[int, LogRow] = {}
        self.totals: list | None = None
        self.position = -1
        self._match = None                 # the match at `position` (ours: stepping on moves it)
        self._held: tuple | None = None    # a step key held down: (key, mod, seconds held, seconds to next)
        self._failed = False
        self.replay.build(0)               # the first position (the set-up), at least
        self.go(self.replay.count if at_end else 0)

    def _refuse(self, option) -> dict:
        return msg("ui.replay.read_only")

    def _notify(self, message) -> None:
        self.app.toast(self.app.render(message) if isinstance(message, dict) else str(message), "info")

    # --- moving through the game ---------------------------------------------------------------
    def go(self, i: int) -> bool:
        """Show position i (clamped to the game; a position not made yet waits): whether it moved."""
        replay = self.replay
        i = max(0, min(replay.count, int(i)))
        if i == self.position:
            return False
        if not replay.available(i):
            i = max(0, replay.built - 1)      # as far as the making has come
            if i == self.position or not replay.available(i):
                return False
        if self._match is not None and i == self.position + 1 and self.position < replay.built:
            action = replay.actions[replay.first + self.position]
            self._match.choose(action["o"], player=action["p"])      # one move on: no rebuild
        else:
            self._match = replay.match_at(i)
        self.position = i
        self.shown.show(self._match, i)
        self._view_call("state_changed")
        self._refresh()
        return True

    def _can(self, what: str) -> bool:
        p, count = self.position, self.replay.count
        target = self._target(what)
        if what in ("first", "prev_round", "prev"):
            return p > 0 and target < p and self.replay.available(target)
        return p < count and target > p and self.replay.available(target)

    def _target(self, what: str) -> int:
        p, replay = self.position, self.replay
        return {"first": 0, "prev": p - 1, "next": p + 1, "last": replay.count,
                "prev_round": replay.previous_round(p), "next_round": replay.next_round(p)}[what]

    def to_start(self) -> None:
        self.go(0)

    def to_end(self) -> None:
        self.go(self.replay.count)

    def back_one(self) -> None:
        self.go(self.position - 1)

    def forward_one(self) -> None:
        self.go(self.position + 1)

    def round_back(self) -> None:
        self.go(self.replay.previous_round(self.position))

    def round_forward(self) -> None:
        self.go(self.replay.next_round(self.position))

    def close(self) -> None:
        self.app.pop(self)

    def _log_clicked(self, index: int) -> None:
        rows = self.log_list.items
        if 0 <= index < len(rows):
            target = self.replay.position_of_entry(rows[index].index)
            if target is not None:
                self.go(target)

    # --- what the panel says -------------------------------------------------------------------
    def _refresh(self) -> None:
        sheet = self.shown.score()
        self.totals = list(sheet.totals) if sheet is not None else None
        self._refresh_log()
        if self.size:
            self._layout_panel()

    def visible_entries(self, upto: int) -> list[tuple[int, dict]]:
        """(index in the game's log, entry) of the entries shown at a log length of `upto`."""
        reveal = self.replay.reveal
        return [(k, e) for k, e in enumerate(self.replay.log[:upto]) if reveal or "to" not in e]

    def _refresh_log(self) -> None:
        upto = self.replay.log_len(self.position)
        before = self.position - 1
        # the entries of the move that led here (none to mark at the start, or while the
        # position before the end is still being made)
        self._move_start = self.replay.log_len(before) if before >= 0 and self.replay.available(before) else upto
        rows = []
        for k, entry in self.visible_entries(upto):
            row = self._rows.get(k)
            if row is None:
                row = self._rows[k] = LogRow(entry, self.log_parts, k)
            rows.append(row)
        self.log_list.offset = 1 << 30         # the newest entries, those of the move just made, in view
        self.log_list.set_items(rows)
        self.log_list.selected = None

    def log_parts(self, entry) -> tuple:
        return word_entry(self.app, self.spec, self.shown.state.get("seats", []), entry)

    def _draw_log_row(self, surface, rect, row, index, selected, hovered):
        if row.index >= self._move_start:          # written by the move just made: marked
            band = pygame.Surface(rect.size, pygame.SRCALPHA)
            band.fill((*self.theme.palette.highlight, 120))
            surface.blit(band, rect.topleft)
        elif hovered:
            pygame.draw.rect(surface, self.theme.palette.row_alt, rect)
        self.log_rows.draw(surface, rect, row)

    def counter_text(self) -> str:
        replay = self.replay
        if self.position == 0 and replay.first == 0:
            return self.t("ui.replay.setup")
        return self.t("ui.replay.move", n=replay.first + self.position, total=len(replay.actions))

    def round_text(self) -> str:
        try:
            return self.app.render(self.replay.label(self.position))
        except Exception:
            return ""

    def note_text(self) -> str:
        parts = [self.t("ui.replay.full_note" if self.replay.reveal else "ui.replay.public_note")]
        if self.replay.first:
            parts.append(self.t("ui.replay.earlier_moves", n=self.replay.first))
        return " ".join(parts)

    # --- layout ------------------------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        w, h = size
        px = self.px
        m = px(14)
        panel_w = px(340)
        bar_h = px(64)
        self.panel_rect = pygame.Rect(w - panel_w - m, m, panel_w, h - 2 * m)
        self.board_rect = pygame.Rect(m, m, w - panel_w - 3 * m, h - 3 * m - bar_h)
        self.bar_rect = pygame.Rect(m, self.board_rect.bottom + m, self.board_rect.w, bar_h)
        # the step buttons about the track
        bw, bh, gap = px(50), px(44), px(8)
        y = self.bar_rect.centery - bh // 2
        x = self.bar_rect.x + px(12)
        for key in ("first", "prev_round", "prev"):
            self.steps[key].rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap
        left_end = x
        x = self.bar_rect.right - px(12) - bw
        for key in ("last", "next_round", "next"):
            self.steps[key].rect = pygame.Rect(x, y, bw, bh)
            x -= bw + gap
        self.scrubber.rect = pygame.Rect(left_end + px(6), self.bar_rect.y + px(6), x + bw - left_end - px(12),
                                         bar_h - px(12))
        self._view_call("layout", pygame.Rect(self.board_rect))
        self._layout_panel()

    def _layout_panel(self) -> None:
        px = self.px
        r = self.panel_rect
        pad = px(16)
        inner = r.w - 2 * pad
        x = r.x + pad
        fonts, th = self.app.fonts, self.theme
        y = r.y + pad + fonts.line_height(th.font_px("label"), True) + px(4)        # game name
        y += fonts.line_height(th.font_px("small")) + px(10)                         # "Replay · round"
        y += fonts.line_height(th.font_px("heading"), True) + px(2)                  # the counter
        y += fonts.line_height(th.font_px("small")) + px(8)                          # preparing / round
        note_h = paint.text_height(self.app, self.note_text(), inner, "small")
        self.note_rect = pygame.Rect(x, y, inner, note_h)
        y = self.note_rect.bottom + px(10)
        self.turn_rect = pygame.Rect(x, y, inner, px(48))
        y = self.turn_rect.bottom + px(10)
        n = len(self.shown.state.get("seats", []))
        self.players_rect = pygame.Rect(x, y, inner, players_list.height(px, n))
        y = self.players_rect.bottom + px(12)
        bh = px(44)
        self.back_button.rect = pygame.Rect(x, r.bottom - pad - bh, inner, bh)
        self.log_title_y = y
        top = y + px(26)
        self.log_list.set_rect(pygame.Rect(x, top, inner, max(px(40), self.back_button.rect.y - px(12) - top)))
        self.log_list.visible = self.back_button.rect.y - px(12) - top > px(30)

    # --- frame ------------------------------------------------------------------------------------
    STEP_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN)

    def _key_step(self, key: int, mod: int) -> None:
        shift = bool(mod & pygame.KMOD_SHIFT)
        if key == pygame.K_LEFT:
            self.round_back() if shift else self.back_one()
        elif key == pygame.K_RIGHT:
            self.round_forward() if shift else self.forward_one()
        elif key == pygame.K_PAGEUP:
            self.round_back()
        elif key == pygame.K_PAGEDOWN:
            self.round_forward()

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.close()
                return True
            if event.key in self.STEP_KEYS:
                self._key_step(event.key, event.mod)
                self._held = (event.key, event.mod, 0.0, REPEAT_AFTER)
                return True
            if event.key == pygame.K_HOME:
                self.to_start()
                return True
            if event.key == pygame.K_END:
                self.to_end()
                return True
        if event.type == pygame.KEYUP and self._held is not None and event.key == self._held[0]:
            self._held = None
            return True
        if event.type == pygame.WINDOWFOCUSLOST:
            self._held = None                  # its key's release may never come
        if super().handle_event(event):
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            pos = event.pos if hasattr(event, "pos") else self.app.mouse_pos
            if not self.board_rect.collidepoint(pos):
                return False
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            return bool(self._view_call("handle_event", event, default=False))   # hovers, a board's tabs
        return False

    def update(self, dt):
        super().update(dt)
        replay = self.replay
        if not replay.done:
            if replay.build(SLICE) and replay.error is None:
                self._refresh_log()            # the move that led to the end can be marked now
        if replay.error is not None and not self._failed:
            self._failed = True
            error = replay.error
            self.app.pop(self)
            self.app._refused(error)
            return
        if self._held is not None:
            key, mod, held, wait = self._held
            held, wait = held + dt, wait - dt
            if wait <= 0:
                self._key_step(key, mod)
                wait = REPEAT_EVERY
            self._held = (key, mod, held, wait)
        self._view_call("update", dt)

    def animating(self) -> bool:
        return (not self.replay.done or self._held is not None or self.scrubber.dragging
                or bool(self._view_call("animating")))

    def leave(self):
        super().leave()
        self._held = None
        picture = getattr(self.view, "still", None)
        if picture is not None:
            picture.release()

    def draw(self, surface):
        if not getattr(self.view, "lays_table", False):
            paint.background(self.app, surface)
        self._view_call("draw", surface)
        paint.panel(self.app, surface, self.bar_rect)
        self._draw_panel(surface)
        super().draw(surface)

    def _draw_panel(self, surface) -> None:
        app, th = self.app, self.theme
        pal, px = th.palette, self.px
        r = self.panel_rect
        paint.panel(app, surface, r)
        pad = px(16)
        inner = r.w - 2 * pad
        x, y = r.x + pad, r.y + pad
        fonts = app.fonts
        paint.text(app, surface, app.game_name(self.spec.id), (x, y), "label", pal.text, bold=True, max_width=inner)
        y += fonts.line_height(th.font_px("label"), True) + px(4)
        replay_word = self.t("ui.replay.title")
        rt = self.round_text()
        paint.text(app, surface, f"{replay_word} · {rt}" if rt else replay_word, (x, y), "small", pal.text_muted,
                   max_width=inner)
        y += fonts.line_height(th.font_px("small")) + px(10)
        paint.text(app, surface, self.counter_text(), (x, y), "heading", pal.text, bold=True, max_width=inner)
        y += fonts.line_height(th.font_px("heading"), True) + px(2)
        if not self.replay.done:
            share = round(100 * self.replay.built / max(1, self.replay.count + 1))
            paint.text(app, surface, self.t("ui.replay.preparing", percent=share), (x, y), "small", pal.text_muted,
                       max_width=inner)
        paint.text_block(app, surface, self.note_text(), self.note_rect, "small", pal.text_muted)
        self._draw_turn(surface)
        self._draw_players(surface)
        if self.log_list.is_visible():
            paint.text(app, surface, app.t("ui.game.log"), (x, self.log_title_y), "small", pal.text_muted, bold=True)
            pygame.draw.line(surface, mix(pal.panel_edge, pal.panel, 0.5), (x, self.log_title_y + px(21)),
                             (r.right - pad, self.log_title_y + px(21)), 1)

    def _draw_turn(self, surface) -> None:
        app, th = self.app, self.theme
        px = th.px
        r = self.turn_rect
        choice = self.shown.pending
        seats = self.shown.state.get("seats", [])
        if choice is None or not (0 <= choice.player < len(seats)):
            text, rgb = app.t("ui.game.over"), th.palette.panel_edge
        else:
            seat = seats[choice.player]
            rgb = seat_rgb(self.spec, seat)
            text = app.t("ui.replay.to_play", name=seat.get("name", "?"))
        surface.blit(paint.box(r.size, (*mix(rgb, (255, 255, 255), 0.72), 255), th.radius, (*rgb, 255), max(2, px(3))),
                     r.topleft)
        paint.chip(surface, (r.x + px(26), r.centery), px(14), rgb)
        paint.text(app, surface, text, (r.x + px(50), r.centery), "label", th.palette.text, bold=True,
                   anchor="midleft", max_width=r.w - px(58))

    def _draw_players(self, surface) -> None:
        choice = self.shown.pending
        players_list.draw(self.app, surface, self.players_rect, self.spec, self.shown.state.get("seats", []),
                          choice.player if choice is not None else None, self.totals, 1)

    def tooltip(self, pos):
        if self.scrubber.rect.collidepoint(pos) and self.scrubber.track.inflate(0, self.px(30)).collidepoint(pos):
            i = self.scrubber.position_at(pos[0])
            label = ""
            if self.replay.available(i):
                try:
                    label = self.app.render(self.replay.label(i))
                except Exception:
                    label = ""
            words = self.t("ui.replay.setup") if i == 0 and self.replay.first == 0 else \
                self.t("ui.replay.move", n=self.replay.first + i, total=len(self.replay.actions))
            return [words] + ([label] if label else [])
        if self.board_rect.collidepoint(pos):
            lines = self._view_call("tooltip", pos)
            return [str(x) for x in lines] if lines else None
        return super().tooltip(pos)
