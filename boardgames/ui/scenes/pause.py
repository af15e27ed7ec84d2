"""The in-game menu (Esc): resume, save, load, settings, about the data, quit."""
from __future__ import annotations

import logging

import pygame

from .. import savestore
from ..widgets import Button
from .base import ModalScene
from .dialog import PromptDialog

log = logging.getLogger(__name__)


class PauseScene(ModalScene):
    name = "pause"

    def __init__(self, app, game_scene):
        super().__init__(app)
        self.game = game_scene
        tr = app.tr
        can_save = savestore.available
        self.items = [
            self.add(Button(app, tr("ui.pause.resume"), self.close, style="primary", icon="ui/check")),
            self.add(Button(app, tr("ui.pause.quick_save"), lambda: self.save("quick"), icon="ui/save",
                            enabled=can_save, tooltip=tr("ui.pause.quick_save_tip"))),
            self.add(Button(app, tr("ui.pause.save_as"), self.save_as, icon="ui/save", enabled=can_save)),
            self.add(Button(app, tr("ui.menu.load"), self.load, icon="ui/load", enabled=can_save)),
            self.add(Button(app, tr("ui.menu.settings"), self.settings, icon="ui/settings")),
            self.add(Button(app, tr("ui.pause.about"), self.about, icon="ui/info")),
            self.add(Button(app, tr("ui.pause.quit_to_menu"), self.quit_to_menu, icon="ui/close")),
        ]
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, size):
        super().layout(size)
        bh, gap = self.px(48), self.px(10)
        h = self.px(84) + len(self.items) * (bh + gap) + self.px(18)
        self.rect = self.panel_rect(size, 400, h / self.theme.scale)
        y = self.rect.y + self.px(80)
        for b in self.items:
            b.rect = pygame.Rect(self.rect.x + self.px(32), y, self.rect.w - self.px(64), bh)
            y += bh + gap

    def save(self, kind: str, name: str | None = None) -> None:
        try:
            path = savestore.save(self.game.match, kind=kind, name=name)
        except Exception as exc:
            log.exception("save failed")
            self.app.toast(self.app.t("ui.pause.save_failed", reason=savestore.refusal_text(exc, self.app.locale)), "error")
            return
        if path is not None:
            self.app.toast(self.app.tr("ui.pause.saved"))
            self.close()

    def save_as(self) -> None:
        import datetime
        initial = f"{self.app.game_name(self.game.spec.id)} {datetime.datetime.now():%Y-%m-%d %H.%M}"
        self.app.push(PromptDialog(self.app, self.app.tr("ui.pause.save_as"), self.app.tr("ui.pause.save_name"),
                                   lambda name: self.save("named", name), initial=initial))

    def load(self) -> None:
        from .load import LoadScene
        self.app.push(LoadScene(self.app))

    def settings(self) -> None:
        from .settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def about(self) -> None:
        from .about import AboutScene
        self.app.push(AboutScene(self.app, self.game.spec))

    def quit_to_menu(self) -> None:
        self.app.home()      # the game was autosaved after every move

    def draw(self, surface):
        self.draw_frame(surface, self.rect, self.tr("ui.pause.title"))
        super().draw(surface)
