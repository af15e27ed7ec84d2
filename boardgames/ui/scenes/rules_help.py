"""The rules help of a game: a section index on the left, the help scrolling on the right.

The document is engine/rules_help.py's, built from the data that runs the game for the
chosen player count and mode, in the app's language; `boardgames rules GAME` prints the same.
Opened from the main menu (with a choice of game), the New game screen (for the game, player
count and mode chosen there) and a game (its button or F1: with the pointer on a piece of the
board, at that piece's entry).
"""
from __future__ import annotations

import logging

import pygame

from ...engine import rules_help
from .. import paint
from ..theme import mix
from ..widgets import Button, Cycler, ScrollList
from .base import ModalScene

log = logging.getLogger(__name__)


class WholeRows(ScrollList):
    """A scroll list for reading: it scrolls a row at a time (the wheel, the arrow keys) and
    draws only whole rows, so no line of text shows cut by an edge; a row taller than the
    list scrolls by pixels and is drawn as far as it shows."""

    whole_rows = True

    def max_offset(self) -> int:
        """The end at a row's top, the rows after it shown whole, so that the last page opens
        on a row rather than on the gap a cut row leaves; in pixels when the last row is
        taller than the list."""
        end = super().max_offset()
        return next((top for top in self._tops() if top >= end), end) if end > 0 else 0

    def step(self, d: int) -> None:
        """One row down (d > 0) or up; `d` rows at a time."""
        for _ in range(abs(d)):
            self._measure_view(False)
            tops, h = self._tops(), self.rect.h
            page = max(1, h - self.ui.theme.px(40))
            if d > 0:
                later = [t for t in tops if t > self.offset + 1]
                target = later[0] if later else self.max_offset()
                target = min(target, self.offset + page)
            else:
                earlier = [t for t in tops if t < self.offset - 1]
                target = earlier[-1] if earlier else 0
                target = max(target, self.offset - page)
            self.offset = max(0, min(self.max_offset(), target))
        self._measure_view(False)

    def page(self, d: int) -> None:
        start = self.offset
        for _ in range(200):
            before = self.offset
            self.step(1 if d > 0 else -1)
            if self.offset == before or abs(self.offset - start) >= self.rect.h * 0.75:
                break

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.is_visible() and self.rect.collidepoint(self.ui.mouse_pos):
            self.track_hover(event)
            self.step(-1 if event.y > 0 else 1)
            return True
        return super().handle_event(event)

    def show_at_top(self, i: int) -> None:
        """Scroll so that row `i` is the first in view (as far as the list goes)."""
        self._measure_rows(range(i + 1), False)
        self.offset = max(0, min(self._tops()[i], self.max_offset()))
        self._measure_view(False)
        self.offset = max(0, min(self._tops()[i], self.max_offset()))

    def reading_key(self, event) -> bool:
        """The reader's keys, passed on by the screen: Up/Down a row, Page Up/Page Down/Space
        a page, Home/End the ends; whether the key was one of them."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            self.step(1 if event.key == pygame.K_DOWN else -1)
        elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_SPACE):
            self.page(-1 if event.key == pygame.K_PAGEUP else 1)
        elif event.key == pygame.K_HOME:
            self.offset = 0
            self._measure_view(False)
        elif event.key == pygame.K_END:
            self._measure_rows(range(len(self.items)), False)
            self.offset = self.max_offset()
            self._measure_view(False)
        else:
            return False
        return True


class RulesHelpScene(ModalScene):
    name = "rules_help"

    def __init__(self, app, spec, players: int | None = None, mode: str | None = None,
                 entry: str | None = None, choose_game: bool = False):
        super().__init__(app)
        self.spec = spec
        self.rules = app.rules_for(spec)
        self.players = players
        self.mode = mode
        self.doc = None
        self.rows: list[tuple] = []
        self.marked: str | None = None           # the entry opened contextually, outlined
        self.rect = self.title_rect = self.header_rect = self.index_panel = pygame.Rect(0, 0, 0, 0)
        self.close_button = self.add(Button(app, app.tr("ui.common.close"), self.close, icon="ui/close"))
        games = [g for g in app.catalog.playable()] if choose_game else [spec]
        self.game_cycler = self.add(Cycler(app, games, lambda g: app.game_name(g.id), self._set_game,
                                           index=games.index(spec) if spec in games else 0, role="body",
                                           visible=choose_game and len(games) > 1))
        self.players_cycler = self.add(Cycler(app, [], str, self._set_players, role="body"))
        self.mode_cycler = self.add(Cycler(app, [], self._mode_label, self._set_mode, role="body"))
        self.index = self.add(WholeRows(app, self._draw_index_row, self._index_row_height,
                                        on_select=self._jump_to_section))
        self.content = self.add(WholeRows(app, self._draw_row, self._row_height, selectable=False,
                                           empty_text=app.tr("ui.help.none")))
        self._fit_cyclers()
        self._build()
        self._pending = entry            # opened once laid out (rows are measured at their width)

    def enter(self) -> None:
        if self._pending:
            self.open_entry(self._pending)
        self._pending = None

    # --- the document -------------------------------------------------------------------
    def _mode_label(self, mode) -> str:
        key = f"{self.spec.id}.mode.{mode}"
        return self.t(key) if self.app.locale.has(key) else str(mode)

    def _fit_cyclers(self) -> None:
        lo, hi = self.rules.player_range()
        self.players = max(lo, min(hi, self.players or min(max(lo, 2), hi)))
        self.players_cycler.set_values(list(range(lo, hi + 1)), self.players)
        self.players_cycler.enabled = hi > lo
        modes = self.rules.modes()
        self.mode = self.mode if self.mode in modes else modes[0]
        self.mode_cycler.set_values(modes, self.mode)
        self.mode_cycler.visible = len(modes) > 1

    def _build(self, keep_section: bool = False) -> None:
        section_id = self.current_section_id() if keep_section else None
        try:
            self.doc = rules_help.build(self.rules, self.app.locale, self.players, self.mode)
        except Exception as exc:      # a game's help that fails must not take the screen down
            self.app.report_error(exc, self, "rules help")
            self.doc = None
        rows: list[tuple] = []
        if self.doc is not None:
            for si, s in enumerate(self.doc.sections):
                rows.append(("section", si, s.title))
                rows += [("para", si, p) for p in s.intro]
                rows += [("entry", si, e) for e in s.entries]
        self.rows = rows
        self.index.set_items(self.doc.sections if self.doc else [])
        self.content.set_items(rows)
        self.content.offset = 0
        if section_id:
            self.show_section(section_id)
        elif self.doc and self.doc.sections:
            self.index.selected = 0

    def _set_game(self, spec) -> None:
        self.spec = spec
        self.rules = self.app.rules_for(spec)
        self.mode = None
        self.marked = None
        self._fit_cyclers()
        self._build()

    def _set_players(self, n: int) -> None:
        self.players = n
        self._build(keep_section=True)

    def _set_mode(self, mode: str) -> None:
        self.mode = mode
        self._build(keep_section=True)

    # --- moving around ----------------------------------------------------------------------------
    def _row_of(self, kind: str, si: int, entry_id: str | None = None) -> int | None:
        for i, row in enumerate(self.rows):
            if row[0] == kind and row[1] == si and (entry_id is None or row[2].id == entry_id):
                return i
        return None

    def _jump_to_section(self, si: int) -> None:
        i = self._row_of("section", si)
        if i is not None:
            self.content.show_at_top(i)
            self.index.selected = si

    def show_section(self, section_id: str) -> bool:
        for si, s in enumerate(self.doc.sections if self.doc else []):
            if s.id == section_id:
                self._jump_to_section(si)
                return True
        return False

    def open_entry(self, entry_id: str) -> bool:
        """Scroll to an entry (or a section) by its id and outline it; False when the help has none."""
        where = self.doc.locate(entry_id) if self.doc else None
        if where is None:
            return False
        si, ei = where
        if ei is None:
            return self.show_section(self.doc.sections[si].id)
        entry = self.doc.sections[si].entries[ei]
        i = self._row_of("entry", si, entry.id)
        self.marked = entry.id
        self.content.show_at_top(max(0, i - 1) if i and self.rows[i - 1][0] == "section" else i)
        self.index.selected = si
        return True

    def current_section_id(self) -> str | None:
        if not self.doc or not self.rows:
            return None
        tops = self.content._tops()
        si = 0
        for i, row in enumerate(self.rows):
            if row[0] == "section" and tops[i] <= self.content.offset + self.px(4):
                si = row[1]
        return self.doc.sections[si].id if si < len(self.doc.sections) else None

    def update(self, dt):
        super().update(dt)
        if self.doc and self.rows and not self.index._dragging_bar:
            sid = self.current_section_id()
            si = next((i for i, s in enumerate(self.doc.sections) if s.id == sid), None)
            if si is not None and si != self.index.selected:
                self.index.selected = si
                self.index.scroll_to(si)

    def handle_event(self, event) -> bool:
        if self.content.reading_key(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.close()
            return True
        return super().handle_event(event)

    # --- layout -----------------------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        w, h = size
        m = self.px(24)
        self.rect = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        r = self.rect
        pad = self.px(24)
        th = self.theme
        title_h = self.app.fonts.line_height(th.font_px("heading"), True)
        self.title_rect = pygame.Rect(r.x + pad, r.y + self.px(18), r.w - 2 * pad - self.px(170), title_h)
        bh = self.px(42)
        self.close_button.rect = pygame.Rect(r.right - pad - self.px(150), r.y + self.px(14), self.px(150), bh)
        y = self.title_rect.bottom + self.px(14)
        x = r.x + pad
        cw = self.px(230)
        size = th.font_px("body")
        for cyc in (self.game_cycler, self.players_cycler, self.mode_cycler):
            if cyc.is_visible():
                widest = max((self.app.fonts.size(str(cyc.label(v)), size)[0] for v in cyc.values), default=0)
                width = max(self.px(130), widest + 2 * min(self.px(38), self.px(40)) + self.px(20))
                label_w = self._label_w(cyc)
                cyc.rect = pygame.Rect(x + label_w, y, min(width, r.right - pad - x - label_w), self.px(38))
                x = cyc.rect.right + self.px(28)
            else:
                cyc.rect = pygame.Rect(0, 0, 0, 0)
        self.header_rect = pygame.Rect(r.x + pad, y, r.w - 2 * pad, self.px(38))
        top = self.header_rect.bottom + self.px(16)
        bottom = r.bottom - pad - self.app.fonts.line_height(th.font_px("small")) - self.px(10)
        index_w = max(cw, min(self.px(300), r.w // 4))
        self.index_panel = pygame.Rect(r.x + pad, top, index_w, bottom - top)
        self.index.set_rect(self.index_panel.inflate(-self.px(12), -self.px(16)))
        self.content.set_rect(pygame.Rect(self.index_panel.right + self.px(24), top,
                                          r.right - pad - self.index_panel.right - self.px(24), bottom - top))
        if self.doc is not None and self.doc.lang != self.app.locale.lang:
            self._build(keep_section=True)      # the language was switched

    def _label_w(self, cyc) -> int:
        text = self._cycler_label(cyc)
        return self.app.fonts.size(text, self.theme.font_px("body"), True)[0] + self.px(10)

    def _cycler_label(self, cyc) -> str:
        key = {id(self.game_cycler): "ui.help.game", id(self.players_cycler): "ui.help.players",
               id(self.mode_cycler): "ui.help.mode"}[id(cyc)]
        return self.t(key)

    # --- rows -------------------------------------------------------------------------------------
    def _index_row_height(self, section, width) -> int:
        return paint.text_height(self.app, section.title, width - self.px(20), "body") + self.px(12)

    def _draw_index_row(self, surface, rect, section, index, selected, hovered):
        th = self.theme
        pal = th.palette
        box = rect.inflate(-th.px(2), -th.px(2))
        if selected:
            pygame.draw.rect(surface, pal.selection, box, border_radius=th.px(6))
        elif hovered:
            pygame.draw.rect(surface, pal.row_alt, box, border_radius=th.px(6))
        paint.text_block(self.app, surface, section.title, pygame.Rect(rect.x + th.px(10), rect.y + th.px(6),
                                                                       rect.w - th.px(20), rect.h), "body",
                         pal.text, bold=selected)

    def _entry_parts(self, entry) -> list[tuple[str, str, bool, tuple | None]]:
        """(text, role, bold, colour) of an entry's lines, top to bottom."""
        pal = self.theme.palette
        parts = [(entry.title, "label", True, None)]
        if entry.cost:
            parts.append((self.t("help.cost", cost=entry.cost), "body", True, mix(pal.accent, (0, 0, 0), 0.25)))
        parts += [(line, "body", False, None) for line in entry.effect]
        parts += [(line, "body", False, pal.text_muted) for line in entry.lines]
        return parts

    def _row_height(self, row, width) -> int:
        kind, _, value = row
        th = self.theme
        if kind == "section":
            return (th.px(18) if row is not self.rows[0] else 0) + \
                self.app.fonts.line_height(th.font_px("heading"), True) + th.px(14)
        if kind == "para":
            return paint.text_height(self.app, value, width - th.px(8), "body") + th.px(10)
        inner = width - th.px(36)
        h = th.px(14)
        for text, role, bold, _ in self._entry_parts(value):
            h += paint.text_height(self.app, text, inner, role, bold) + th.px(2)
        return h + th.px(12) + th.px(8)

    def _draw_row(self, surface, rect, row, index, selected, hovered):
        kind, _, value = row
        th = self.theme
        pal = th.palette
        if kind == "section":
            paint.heading(self.app, surface, value, (rect.x, rect.y + (th.px(18) if row is not self.rows[0] else 0)),
                          rect.w)
            return
        if kind == "para":
            paint.text_block(self.app, surface, value, pygame.Rect(rect.x, rect.y + th.px(2), rect.w - th.px(8), rect.h),
                             "body", pal.text)
            return
        card = pygame.Rect(rect.x, rect.y + th.px(4), rect.w - th.px(8), rect.h - th.px(8))
        pygame.draw.rect(surface, mix(pal.panel, (255, 255, 255), 0.45), card, border_radius=th.px(8))
        marked = value.id == self.marked
        edge = pal.accent if marked else mix(pal.panel_edge, pal.panel, 0.45)
        pygame.draw.rect(surface, edge, card, max(1, th.px(3 if marked else 1)), border_radius=th.px(8))
        x, y, inner = card.x + th.px(14), card.y + th.px(8), card.w - th.px(28)
        for text, role, bold, colour in self._entry_parts(value):
            y += paint.text_block(self.app, surface, text, pygame.Rect(x, y, inner, 0), role, colour or pal.text,
                                  bold) + th.px(2)

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface):
        th = self.theme
        pal = th.palette
        paint.panel(self.app, surface, self.rect)
        name = self.doc.name if self.doc else self.app.game_name(self.spec.id)
        paint.text(self.app, surface, self.t("ui.help.title", game=name), self.title_rect.topleft, "heading",
                   pal.text, bold=True, max_width=self.title_rect.w)
        for cyc in (self.game_cycler, self.players_cycler, self.mode_cycler):
            if cyc.is_visible() and cyc.rect.w:
                paint.text(self.app, surface, self._cycler_label(cyc), (cyc.rect.x - self._label_w(cyc),
                           cyc.rect.centery), "body", pal.text, bold=True, anchor="midleft")
        pygame.draw.rect(surface, mix(pal.panel, pal.panel_edge, 0.18), self.index_panel, border_radius=th.px(8))
        paint.text(self.app, surface, self.t("ui.help.hint"), (self.rect.x + th.px(24), self.rect.bottom - th.px(14)),
                   "small", pal.text_muted, anchor="bottomleft", max_width=self.rect.w - th.px(48))
        super().draw(surface)


def open_help(app, spec, players: int | None = None, mode: str | None = None, entry: str | None = None,
              choose_game: bool = False) -> RulesHelpScene | None:
    """Push the rules help (None, reported, when the game's rules cannot load)."""
    try:
        scene = RulesHelpScene(app, spec, players, mode, entry, choose_game)
    except Exception as exc:
        app.report_error(exc, None, "rules help")
        return None
    app.push(scene)
    return scene
