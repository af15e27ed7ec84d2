"""What every screen shares: a widget list, event dispatch, focus and tooltips.

A scene is one screen or one modal panel on the app's scene stack. Scenes
whose `opaque` is False are drawn over the scene below (behind a scrim), which
is how menus and dialogs float over the game without the game knowing.
"""
from __future__ import annotations

import pygame

from .. import paint
from ..widgets import TextInput, Widget, dispatch


class Scene:
    opaque = True          # False: draw the scene below first, then a scrim
    name = "scene"         # used by screenshots, tests and the error log

    def __init__(self, app):
        self.app = app
        self.widgets: list[Widget] = []
        self.size = app.size
        self.broken = False          # set by the app when drawing or updating raised

    # --- helpers -------------------------------------------------------------
    @property
    def theme(self):
        return self.app.theme

    def px(self, n: float) -> int:
        return self.app.theme.px(n)

    def t(self, key: str, **args) -> str:
        return self.app.t(key, **args)

    def tr(self, key: str, **args):
        """A label that re-renders in the current language every time it is drawn."""
        return lambda: self.app.t(key, **args)

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    # --- lifecycle -------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack (after the first layout)."""

    def resume(self) -> None:
        """Became the top scene again (a scene above it was popped)."""

    def leave(self) -> None:
        """Removed from the stack."""
        for w in self.widgets:
            if isinstance(w, TextInput):
                w.blur()

    def layout(self, size: tuple[int, int]) -> None:
        """Place the widgets for this window size (called on push, resize and language change)."""
        self.size = size

    # --- frame -------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            if self.cycle_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1):
                return True
        return dispatch(self.widgets, event)

    def cycle_focus(self, d: int) -> bool:
        inputs = [w for w in self.widgets if isinstance(w, TextInput) and w.is_visible() and w.is_enabled()]
        if not inputs:
            return False
        current = next((i for i, w in enumerate(inputs) if w.focused), None)
        nxt = 0 if current is None else (current + d) % len(inputs)
        inputs[nxt].focus()
        return True

    def typing(self) -> bool:
        return any(isinstance(w, TextInput) and w.focused for w in self.widgets)

    def update(self, dt: float) -> None:
        for w in self.widgets:
            w.update(dt)

    def animating(self) -> bool:
        """Whether the screen changes with no input (the app stops redrawing an idle screen);
        a focused text field blinks its caret."""
        return self.typing()

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            if w.is_visible():
                w.draw(surface)

    def tooltip(self, pos) -> list[str] | None:
        for w in reversed(self.widgets):
            if w.is_visible() and w.rect.collidepoint(pos):
                lines = w.tooltip_lines()
                if lines:
                    return lines
        return None


class ModalScene(Scene):
    """A centred panel over a dimmed copy of the screen below; Esc closes it."""

    opaque = False
    closable = True

    def panel_rect(self, size, w: float, h: float) -> pygame.Rect:
        pw = min(self.px(w), size[0] - self.px(40))
        ph = min(self.px(h), size[1] - self.px(40))
        return pygame.Rect((size[0] - pw) // 2, (size[1] - ph) // 2, pw, ph)

    def close(self) -> None:
        self.app.pop(self)

    def handle_event(self, event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.closable:
            self.close()
            return True
        return True   # modal: nothing reaches the scenes below

    def draw_frame(self, surface, rect, title=None) -> int:
        """Panel and title; returns the y below the title."""
        paint.panel(self.app, surface, rect)
        y = rect.y + self.px(20)
        if title:
            r = paint.text(self.app, surface, title() if callable(title) else title, (rect.centerx, y),
                           "heading", bold=True, anchor="midtop", max_width=rect.w - self.px(40))
            y = r.bottom + self.px(14)
        return y
