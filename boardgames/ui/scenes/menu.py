"""Main menu: the app's title, the main actions, and the games shown as cards."""
from __future__ import annotations

import pygame

from ... import __version__
from .. import paint, savestore
from ..widgets import Button, Widget
from .base import Scene


class GameCard(Widget):
    """A game's emblem and name; a game whose data failed to load is greyed out."""

    def __init__(self, app, game_id: str, spec=None, errors=None, on_click=None):
        super().__init__(app, tooltip=self._tip)
        self.app, self.game_id, self.spec, self.errors, self.on_click = app, game_id, spec, errors, on_click
        self.pressed = False

    def _tip(self):
        if self.errors:
            return [self.app.t("ui.menu.game_unavailable"), str(self.errors[0])]
        lo, hi = self.spec.manifest["players"]["min"], self.spec.manifest["players"]["max"]
        return [self.app.game_name(self.game_id), self.app.t("ui.menu.players_range", lo=lo, hi=hi)]

    def handle_event(self, event) -> bool:
        self.track_hover(event)
        if self.press_on(event):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            if self.rect.collidepoint(event.pos) and not self.errors and self.on_click:
                self.on_click(self.game_id)
            return True
        return False

    def draw(self, surface):
        th = self.app.theme
        r = self.rect.move(0, -th.px(3) if self.hovered and not self.errors else 0)
        paint.panel(self.app, surface, r)
        pad = th.px(12)
        name = self.app.game_name(self.game_id)
        size = th.font_px("label")
        lines = min(2, len(self.app.fonts.wrap(name, size, r.w - 2 * pad, True)))
        name_h = lines * self.app.fonts.line_height(size, True) + th.px(34)
        art = pygame.Rect(r.x + pad, r.y + pad, r.w - 2 * pad, r.h - 2 * pad - name_h)
        paint.emblem(self.app, surface, self.game_id, art, name, dim=bool(self.errors))
        pal = th.palette
        colour = pal.text_disabled if self.errors else pal.text
        used = paint.text_block(self.app, surface, name, pygame.Rect(r.x + pad, art.bottom + th.px(6), r.w - 2 * pad, 0),
                                "label", colour, bold=True, align="center", max_lines=2)
        if self.errors:
            sub = self.app.t("ui.menu.game_unavailable")
        else:
            p = self.spec.manifest["players"]
            sub = self.app.t("ui.menu.players_range", lo=p["min"], hi=p["max"])
        paint.text(self.app, surface, sub, (r.centerx, art.bottom + th.px(6) + used), "small",
                   pal.danger if self.errors else pal.text_muted, anchor="midtop", max_width=r.w - 2 * pad)
        if self.hovered and not self.errors:
            pygame.draw.rect(surface, pal.highlight, r, max(2, th.px(3)), border_radius=th.radius)


class MainMenuScene(Scene):
    name = "menu"

    def __init__(self, app):
        super().__init__(app)
        tr = app.tr
        self.buttons = [
            self.add(Button(app, tr("ui.menu.new_game"), self.new_game, style="primary")),
            self.add(Button(app, self._continue_label, self.continue_game, icon="ui/rotate",
                            enabled=lambda: self._autosave is not None, tooltip=self._continue_tip)),
            self.add(Button(app, tr("ui.menu.load"), self.load, icon="ui/load")),
            self.add(Button(app, tr("ui.help.button"), self.rules, icon="ui/info",
                            enabled=lambda: bool(app.catalog.playable()), tooltip=tr("ui.help.tip"))),
            self.add(Button(app, tr("ui.menu.settings"), self.settings, icon="ui/settings")),
            self.add(Button(app, tr("ui.menu.quit"), app.quit, icon="ui/close")),
        ]
        self.cards: list[GameCard] = []
        for spec in app.catalog.playable():
            self.cards.append(self.add(GameCard(app, spec.id, spec, on_click=self.new_game)))
        for gid, errors in sorted(app.catalog.errors.items()):
            if gid != "app":
                self.cards.append(self.add(GameCard(app, gid, None, errors)))
        self._autosave = None           # the most recent game in progress (Continue's)
        self.in_progress: list = []     # every game in progress, the most recent first
        self.title_pos = (0, 0)
        self.cards_area = pygame.Rect(0, 0, 0, 0)
        self.menu_rect = pygame.Rect(0, 0, 0, 0)

    def enter(self):
        self.refresh()
        app_errors = self.app.catalog.errors.get("app")
        if app_errors:
            self.app.toast(str(app_errors[0]), "error")

    def resume(self):
        self.refresh()

    def refresh(self):
        self.app.autosaver.flush()
        self.in_progress = savestore.games_in_progress()
        self._autosave = self.in_progress[0] if self.in_progress else None

    def _continue_label(self) -> str:
        n = len(self.in_progress)
        return self.t("ui.menu.continue_n", n=n) if n > 1 else self.t("ui.menu.continue")

    def _continue_tip(self):
        """Which game Continue resumes, or that it lists several."""
        if not self.in_progress:
            return None
        if len(self.in_progress) > 1:
            return self.t("ui.continue.tip_many", n=len(self.in_progress))
        info = self.in_progress[0]
        game = self.app.game_name(savestore.field(info, "game", default="") or "")
        return [game, self.app.describe_round(savestore.field(info, "round", default=None))]

    def update(self, dt):
        super().update(dt)
        if self._autosave is not None:      # Continue opens it with its pictures made
            self.app.warmup.save(self._autosave)
        self.app.warmup.idle(self)

    def layout(self, size):
        super().layout(size)
        w, h = size
        m = self.px(56)
        fonts, th = self.app.fonts, self.theme
        title_h = fonts.line_height(th.font_px("display"), True) + fonts.line_height(th.font_px("label")) + self.px(8)
        bh, gap = self.px(54), self.px(14)
        menu_h = self.px(24) * 2 + len(self.buttons) * bh + (len(self.buttons) - 1) * gap
        top = max(self.px(24), (h - (title_h + self.px(64) + menu_h)) // 2)
        self.title_pos = (m, top)
        menu_w = self.px(340)
        self.menu_rect = pygame.Rect(m, top + title_h + self.px(64), menu_w, menu_h)
        y = self.menu_rect.y + self.px(24)
        for b in self.buttons:
            b.rect = pygame.Rect(self.menu_rect.x + self.px(24), y, menu_w - self.px(48), bh)
            y += bh + gap
        # the games as cards to the right of the menu, top-aligned with it
        area = pygame.Rect(self.menu_rect.right + m, self.menu_rect.y - self.px(44),
                           w - self.menu_rect.right - 2 * m, h - self.menu_rect.y + self.px(44) - self.px(24))
        self.cards_area = area
        n = max(1, len(self.cards))
        gap = self.px(24)
        avail_h = h - area.y - self.px(44) - self.px(28)
        best = (0, 1)
        for cols in range(1, n + 1):          # the column count giving the biggest cards that fit
            rows = -(-n // cols)
            width = (area.w - gap * (cols - 1)) / cols
            height = (avail_h - gap * (rows - 1)) / rows
            best = max(best, (min(self.px(260), width, height / 1.3), -cols))
        cw, cols = max(self.px(90), int(best[0])), -best[1]
        ch = int(cw * 1.3)
        for i, card in enumerate(self.cards):
            row, col = divmod(i, cols)
            card.rect = pygame.Rect(area.x + col * (cw + gap), area.y + self.px(44) + row * (ch + gap), cw, ch)

    # actions
    def new_game(self, game_id=None):
        from .new_game import NewGameScene
        self.app.push(NewGameScene(self.app, game_id))

    def continue_game(self):
        """One game in progress opens at once; several are listed to choose from."""
        if len(self.in_progress) > 1:
            from .continue_game import ContinueScene
            self.app.push(ContinueScene(self.app, self.in_progress))
        elif self._autosave is not None:
            self.app.load_save(self._autosave)

    def load(self):
        from .load import LoadScene
        self.app.push(LoadScene(self.app))

    def rules(self, game_id: str | None = None):
        """The rules help, for the game under the pointer or the first one (another can be chosen there)."""
        from .rules_help import open_help
        games = self.app.catalog.playable()
        if games:
            spec = next((g for g in games if g.id == game_id), games[0])
            open_help(self.app, spec, choose_game=True)

    def settings(self):
        from .settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            card = next((c for c in self.cards if c.spec is not None and c.rect.collidepoint(self.app.mouse_pos)), None)
            self.rules(card.game_id if card else None)
            return True
        return super().handle_event(event)

    def draw(self, surface):
        th = self.theme
        pal = th.palette
        paint.background(self.app, surface)
        r = paint.text(self.app, surface, self.t("app.title"), self.title_pos, "display", pal.text_light, bold=True)
        paint.text(self.app, surface, self.t("app.tagline"), (r.x + self.px(4), r.bottom + self.px(6)), "label",
                   pal.text_light_muted)
        paint.panel(self.app, surface, self.menu_rect)
        paint.text(self.app, surface, f"v{__version__}", (self.size[0] - self.px(16), self.size[1] - self.px(12)),
                   "small", pal.text_light_muted, anchor="bottomright")
        if self.cards:
            paint.text(self.app, surface, self.t("ui.menu.games"), self.cards_area.topleft, "heading",
                       pal.text_light, bold=True)
        else:
            paint.text_block(self.app, surface, self.t("ui.menu.no_games"), self.cards_area, "label", pal.text_light)
        super().draw(surface)
