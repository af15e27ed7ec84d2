"""A board view driven headless the way the shell drives it, with real posted pygame events.

Shared by every game's view tests: the view sits in a board rectangle with the
shell's contract (choose, notify, settings) and receives events through pygame's
own queue.
"""
from __future__ import annotations

import os
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from boardgames.engine.choice import Illegal  # noqa: E402
from boardgames.ui.views.base import ViewContext  # noqa: E402


class Harness:
    """A view in a board rectangle with the shell's contract: choose, notify, settings."""

    def __init__(self, view_class, shared, match, size=(1280, 800), speed=1.0, locale=None):
        self.match = match
        self.notes: list = []
        self.ctx = ViewContext(get_match=lambda: self.match, locale=locale or shared.locale, sprites=shared.sprites,
                               fonts=shared.fonts, choose=self.choose, notify=self.notes.append,
                               settings=SimpleNamespace(animation_speed=speed))
        self.view = view_class(self.ctx)
        self.surface = pygame.Surface(size)
        self.view.layout(pygame.Rect(14, 14, size[0] - 380, size[1] - 28))

    def choose(self, option):
        try:
            self.match.choose(option)
        except Illegal as exc:
            return exc.reason
        self.view.state_changed()
        return None

    def frame(self, dt=0.02):
        self.view.update(dt)
        self.view.draw(self.surface)

    # real events through pygame's queue
    def send(self, *events):
        pygame.event.pump()
        pygame.event.clear()
        for e in events:
            pygame.event.post(e)
        for e in pygame.event.get():
            self.view.handle_event(e)
        self.frame()

    def press(self, pos, button=1):
        self.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(map(int, pos)), button=button))

    def release(self, pos, button=1):
        self.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(map(int, pos)), button=button))

    def move(self, pos, buttons=(0, 0, 0)):
        self.send(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(map(int, pos)), rel=(0, 0), buttons=buttons))

    def drag(self, a, b, steps=6, before_release=None):
        self.press(a)
        for i in range(1, steps + 1):
            self.move((a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps), (1, 0, 0))
        if before_release is not None:
            before_release()
        self.release(b)

    def click(self, pos):
        self.press(pos)
        self.release(pos)

    def key(self, k, mod=0):
        self.send(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
