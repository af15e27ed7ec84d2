"""Settings: language (switches at once), fullscreen, window size, animation
speed, hand-off before every turn, sound and its volume. Every change is saved immediately."""
from __future__ import annotations

import pygame

from ...settings import SPEED_RANGE, WINDOW_PRESETS
from ..widgets import Button, Cycler, Label, Slider, Toggle
from .base import ModalScene

LANGUAGE_NAMES = {"en": "English", "zh-Hant": "繁體中文"}   # each in its own language


def window_presets(current: tuple[int, int]) -> list[tuple[int, int]]:
    """Presets that fit the desktop, plus the current size."""
    try:
        desktops = pygame.display.get_desktop_sizes() if pygame.display.get_init() else []
    except pygame.error:
        desktops = []
    dw, dh = desktops[0] if desktops and desktops[0][0] > 0 else (10 ** 5, 10 ** 5)
    sizes = [s for s in WINDOW_PRESETS if s[0] <= dw and s[1] <= dh] or [WINDOW_PRESETS[0]]
    if tuple(current) not in sizes:
        sizes.append(tuple(current))
        sizes.sort()
    return sizes


class SettingsScene(ModalScene):
    name = "settings"

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        tr = app.tr
        self.rows = []
        self.language = Cycler(app, list(LANGUAGE_NAMES), lambda v: LANGUAGE_NAMES[v], app.set_language)
        self.language.select(s.language)
        self.fullscreen = Toggle(app, s.fullscreen, app.set_fullscreen)
        self.window = Cycler(app, window_presets(s.window_size), lambda v: f"{v[0]} × {v[1]}", app.set_window_size,
                             enabled=lambda: not app.settings.fullscreen)
        self.window.select(tuple(s.window_size))
        self.speed = Slider(app, SPEED_RANGE[0], SPEED_RANGE[1], s.animation_speed, self._set_speed, step=0.25,
                            fmt=self._speed_text)
        self.handoff = Toggle(app, s.handoff_every_turn, self._set_handoff)
        self.sound = Toggle(app, s.sound, self._set_sound)
        self.volume = Slider(app, 0.0, 1.0, s.volume, self._set_volume, step=0.1, fmt=lambda v: f"{round(100 * v)} %",
                             enabled=lambda: app.settings.sound)
        for key, widget, tip in (("language", self.language, None), ("fullscreen", self.fullscreen, "fullscreen_tip"),
                                 ("window", self.window, None), ("speed", self.speed, None),
                                 ("handoff", self.handoff, "handoff_tip"), ("sound", self.sound, "sound_tip"),
                                 ("volume", self.volume, None)):
            label = Label(app, tr(f"ui.settings.{key}"), role="label",
                          tooltip=tr(f"ui.settings.{tip}") if tip else None)
            self.rows.append((label, widget))
            self.add(label)
            self.add(widget)
        self.close_button = self.add(Button(app, tr("ui.common.close"), self.close, style="primary"))
        self.rect = pygame.Rect(0, 0, 0, 0)

    def _speed_text(self, v: float) -> str:
        return self.t("ui.settings.speed_off") if v <= 0 else f"× {v:g}"

    def _set_speed(self, v: float) -> None:
        self.app.settings.animation_speed = v
        self.app.save_settings()

    def _set_handoff(self, on: bool) -> None:
        self.app.settings.handoff_every_turn = on
        self.app.save_settings()

    def _set_sound(self, on: bool) -> None:
        self.app.settings.sound = on
        self.app.save_settings()
        self.app.sounds.play("click")

    def _set_volume(self, v: float) -> None:
        self.app.settings.volume = v
        self.app.save_settings()
        self.app.sounds.play("drop")      # a sample at the new volume

    def resume(self):
        self.fullscreen.value = self.app.settings.fullscreen

    def layout(self, size):
        super().layout(size)
        row_h, gap = self.px(44), self.px(16)
        h = self.px(90) + len(self.rows) * (row_h + gap) + self.px(90)
        self.rect = self.panel_rect(size, 720, h / self.theme.scale)
        pad = self.px(36)
        label_w = (self.rect.w - 2 * pad) * 9 // 20
        y = self.rect.y + self.px(84)
        for label, widget in self.rows:
            label.rect = pygame.Rect(self.rect.x + pad, y, label_w, row_h)
            widget.rect = pygame.Rect(self.rect.x + pad + label_w + self.px(16), y,
                                      self.rect.w - 2 * pad - label_w - self.px(16), row_h)
            y += row_h + gap
        self.close_button.rect = pygame.Rect(self.rect.right - pad - self.px(180), self.rect.bottom - self.px(26) - self.px(48),
                                             self.px(180), self.px(48))
        self.fullscreen.value = self.app.settings.fullscreen

    def draw(self, surface):
        self.draw_frame(surface, self.rect, self.tr("ui.settings.title"))
        super().draw(surface)
