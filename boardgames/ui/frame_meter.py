"""The frame-time overlay (F3): how long the app takes to handle, update and draw a frame.

For players who wonder why the game stutters and for measuring by hand: the last frame's
time, the median and the 99th percentile of the last few seconds, in the top-left corner.
"""
from __future__ import annotations

import statistics
from collections import deque

import pygame

WINDOW = 240                      # frames kept (four seconds at 60 per second)
BUDGET_MS = 1000 / 60


class FrameMeter:
    def __init__(self):
        self.on = False
        self.times: deque[float] = deque(maxlen=WINDOW)

    def add(self, ms: float) -> None:
        self.times.append(ms)

    def toggle(self) -> None:
        self.on = not self.on

    def figures(self) -> tuple[float, float, float]:
        """(last, median, p99) in milliseconds (zeros before the first frame)."""
        if not self.times:
            return 0.0, 0.0, 0.0
        ordered = sorted(self.times)
        p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
        return self.times[-1], statistics.median(ordered), p99

    def draw(self, surface: pygame.Surface, fonts, size: int) -> None:
        if not self.on:
            return
        last, median, p99 = self.figures()
        line = f"{last:5.1f} ms   median {median:4.1f}   p99 {p99:4.1f}"
        colour = (120, 230, 120) if p99 <= BUDGET_MS else (250, 190, 90)
        img = fonts.render(line, size, colour, True)
        box = img.get_rect(topleft=(8, 8)).inflate(16, 8)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        panel.fill((0, 0, 0, 170))
        surface.blit(panel, box)
        surface.blit(img, img.get_rect(center=box.center))
