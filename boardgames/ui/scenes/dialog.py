"""Modal dialogs: a message, a yes/no question, a one-line prompt, and the error dialog.

Dialogs are scenes pushed over whatever is showing, so any screen can ask a
question without owning the drawing of a modal layer.
"""
from __future__ import annotations

import pygame

from .. import paint
from ..widgets import Button, TextInput, resolve
from .base import ModalScene


class MessageDialog(ModalScene):
    """A title, some wrapped text and a row of buttons (default: OK)."""

    name = "dialog"

    def __init__(self, app, title, text, buttons=None, kind: str = "info", width: float = 560):
        super().__init__(app)
        self.title, self.text, self.kind, self.width = title, text, kind, width
        specs = buttons or [(app.tr("ui.common.ok"), None, "primary")]
        self.buttons = []
        for label, action, style in specs:
            self.buttons.append(self.add(Button(app, label, self._wrap(action), style=style)))
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)

    def _wrap(self, action):
        def run():
            self.close()
            if action:
                action()
        return run

    def layout(self, size):
        super().layout(size)
        w = min(self.px(self.width), size[0] - self.px(40))
        inner = w - self.px(56)
        body_h = paint.text_height(self.app, resolve(self.text), inner, "body")
        h = self.px(20) + self.px(44) + body_h + self.px(24) + self.theme.button_h + self.px(26) + self.extra_height()
        h = min(h, size[1] - self.px(40))
        self.rect = pygame.Rect((size[0] - w) // 2, (size[1] - h) // 2, w, h)
        self.body = pygame.Rect(self.rect.x + self.px(28), self.rect.y + self.px(64), inner, body_h)
        bw = min(self.px(200), (w - self.px(56) - self.px(12) * (len(self.buttons) - 1)) // max(1, len(self.buttons)))
        x = self.rect.right - self.px(28) - len(self.buttons) * bw - (len(self.buttons) - 1) * self.px(12)
        y = self.rect.bottom - self.px(22) - self.theme.button_h
        for b in self.buttons:
            b.rect = pygame.Rect(x, y, bw, self.theme.button_h)
            x += bw + self.px(12)
        self.layout_extra()

    def extra_height(self) -> int:
        return 0

    def layout_extra(self) -> None:
        pass

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self.typing():
            primary = next((b for b in self.buttons if b.style in ("primary", "danger")), self.buttons[-1])
            primary.click()
            return True
        return super().handle_event(event)

    def draw(self, surface):
        paint.panel(self.app, surface, self.rect)
        pal = self.theme.palette
        colour = pal.danger if self.kind == "error" else pal.text
        paint.text(self.app, surface, resolve(self.title), (self.rect.x + self.px(28), self.rect.y + self.px(22)),
                   "heading", colour, bold=True, max_width=self.rect.w - self.px(56))
        paint.text_block(self.app, surface, resolve(self.text), self.body, "body")
        super().draw(surface)


class ConfirmDialog(MessageDialog):
    """Yes / No; `on_yes` runs after the dialog closes."""

    def __init__(self, app, title, text, on_yes, yes=None, danger=False):
        super().__init__(app, title, text, buttons=[
            (app.tr("ui.common.cancel"), None, "normal"),
            (yes or app.tr("ui.common.ok"), on_yes, "danger" if danger else "primary"),
        ])


class PromptDialog(MessageDialog):
    """Ask for one line of text (e.g. a save name)."""

    def __init__(self, app, title, text, on_ok, initial: str = "", max_chars: int = 40):
        self.on_ok = on_ok
        super().__init__(app, title, text, buttons=[
            (app.tr("ui.common.cancel"), None, "normal"),
            (app.tr("ui.common.ok"), self._ok, "primary"),
        ])
        self.input = self.add(TextInput(app, initial, rect=None, max_chars=max_chars, on_submit=lambda v: self._submit()))

    def _ok(self):
        value = self.input.value.strip()
        if value:
            self.on_ok(value)

    def _submit(self):
        self.buttons[-1].click()

    def extra_height(self) -> int:
        return self.px(56)

    def layout_extra(self) -> None:
        self.input.rect = pygame.Rect(self.body.x, self.body.bottom + self.px(12), self.body.w, self.px(42))

    def enter(self):
        self.input.focus()


class ErrorDialog(MessageDialog):
    """Something unexpected happened: say so in plain words, point at the log, carry on."""

    name = "error"

    def __init__(self, app, where: str, logfile: str):
        super().__init__(app, app.tr("app.error.title"), app.tr("app.error.text", log=logfile),
                         buttons=[(app.tr("app.error.continue"), None, "primary")], kind="error", width=640)
        self.where = where

    def close(self):
        self.app.pop(self)
        self.app.drop_broken()
