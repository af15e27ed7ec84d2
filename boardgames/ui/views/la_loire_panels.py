"""Drawing La Loire around the map: the board of the player at the screen (money, boat, goods,
building pieces, messages in hand, characters and palace buildings), the circus's characters
for hire, and a row for every other player.

Functions of explicit arguments (a `Pen`, rectangles from `la_loire_layout`, counts and words);
the view decides what is shown, so a secret message is drawn face up only where the view
puts it (its id is None in another player's observation: its back is drawn).
"""
from __future__ import annotations

import pygame

from .. import paint
from ..pen import Pen
from .la_loire_art import INK, shade
from .la_loire_board import DIM, badge, coin_number

PAPER_TEXT = (52, 38, 26)
LEVEL_RGB = {1: (70, 120, 80), 2: (64, 96, 160), 3: (140, 70, 140), 4: (150, 60, 40)}


def board_panel(surface, rect: pygame.Rect, rgb, sprites) -> None:
    """A parchment board edged in a player's colour."""
    radius = max(4, min(12, rect.h // 14))
    sh = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(sh, (0, 0, 0, 90), sh.get_rect(), border_radius=radius)
    surface.blit(sh, (rect.x + 2, rect.y + 4))
    if sprites is not None and sprites.has("ui/panel"):
        surface.blit(sprites.tiled("ui/panel", rect.size, radius), rect.topleft)
    else:
        surface.blit(paint.box(rect.size, (244, 235, 214, 255), radius), rect)
    pygame.draw.rect(surface, rgb, rect, max(2, rect.h // 90), border_radius=radius)


def slot(surface, rect: pygame.Rect, u: float, lit: bool = False) -> None:
    fill = (120, 86, 44, 40) if not lit else (120, 86, 44, 70)
    surface.blit(paint.box(rect.size, fill, max(3, round(6 * u)), (120, 86, 44, 120), 1), rect)


def header(pen: Pen, surface, rect: pygame.Rect, rgb, name: str, money: int, boat: int, u: float) -> dict:
    """The player's name, money and boat; returns where each is (for tooltips)."""
    size = max(13, round(17 * u))
    paint.chip(surface, (rect.x + round(9 * u), rect.centery), max(5, round(8 * u)), rgb)
    right = rect.right
    out = {}
    boat_img = pen.art.boat(rgb, round(rect.h * 0.9))
    t = pen.fonts.size(str(boat), size, True)[0]
    box = pygame.Rect(right - t - boat_img.get_width() - round(6 * u), rect.y, t + boat_img.get_width() + round(6 * u),
                      rect.h)
    surface.blit(boat_img, boat_img.get_rect(midleft=(box.x, rect.centery)))
    pen.text(surface, str(boat), size, PAPER_TEXT, (box.right, rect.centery), "midright", bold=True, shadow=False)
    out["boat"] = box
    coin = round(rect.h * 0.8)
    t = pen.fonts.size(str(money), size, True)[0]
    mbox = pygame.Rect(box.x - round(16 * u) - t - coin - round(4 * u), rect.y, t + coin + round(4 * u), rect.h)
    surface.blit(pen.art.picture("coin", coin), (mbox.x, rect.centery - coin // 2))
    pen.text(surface, str(money), size, PAPER_TEXT, (mbox.right, rect.centery), "midright", bold=True, shadow=False)
    out["money"] = mbox
    x = rect.x + round(22 * u)
    pen.text(surface, name, size, PAPER_TEXT, (x, rect.centery), "midleft", bold=True, shadow=False,
             max_width=mbox.x - x - round(8 * u))
    out["name"] = pygame.Rect(x, rect.y, mbox.x - x, rect.h)
    return out


def goods_row(pen: Pen, surface, rects: list[pygame.Rect], goods: list[str], held: dict, u: float) -> None:
    for g, r in zip(goods, rects):
        slot(surface, r, u)
        img = pen.art.good(g, round(r.w * 0.86))
        n = held.get(g, 0)
        if not n:
            img = img.copy()
            img.set_alpha(60)
        surface.blit(img, img.get_rect(center=r.center))
        if n:
            badge(pen, surface, str(n), (r.right - round(3 * u), r.bottom - round(3 * u)), 11.5 * u)


def stock(pen: Pen, surface, rects: dict, rgb, shown: dict, left: dict, u: float, lifted: str | None = None) -> None:
    """The pieces still to build with, by kind of building: the piece `shown` for each (a castle
    takes a tower), with its count."""
    for what, r in rects.items():
        slot(surface, r, u)
        img = pen.art.building(shown[what], rgb, round(r.h * 0.86))
        n = left.get(what, 0) - (1 if lifted == what else 0)
        if n <= 0:
            img = img.copy()
            img.set_alpha(60)
        pen.shadowed(surface, img, (r.x + r.h * 0.5, r.centery))
        pen.text(surface, f"×{max(0, n)}", max(12, 13 * u), PAPER_TEXT, (r.right - round(4 * u), r.centery),
                 "midright", bold=True, shadow=False)


def message_card(pen: Pen, surface, rect: pygame.Rect, level: int, names: list[str] | None, marks: list[bool],
                 vp: int | None, u: float, level_word: str, lifted: bool = False, mark_rgb=(60, 110, 60)) -> None:
    """A message: its level, its destinations (an apprentice marker, a small cube of the
    holder's colour, before each where one waits) and its points; `names` None draws its back
    (a secret card of another player)."""
    sh = pygame.Surface(rect.size, pygame.SRCALPHA)
    radius = max(3, round(6 * u))
    pygame.draw.rect(sh, (0, 0, 0, 110 if lifted else 70), sh.get_rect(), border_radius=radius)
    surface.blit(sh, (rect.x + 2, rect.y + 3))
    if names is None:
        surface.blit(pen.art.card_back(rect.size), rect)
        pen.text(surface, level_word, max(12, 12.5 * u), LEVEL_RGB.get(level, INK),
                 (rect.centerx, rect.y + rect.h * 0.2), bold=True, shadow=False, max_width=rect.w - 6)
        return
    band = LEVEL_RGB.get(level, (90, 70, 50))
    surface.blit(paint.box(rect.size, (246, 238, 216, 255), radius, shade(band, -0.3) + (255,), max(1, round(2 * u))),
                 rect)
    head = pygame.Rect(rect.x, rect.y, rect.w, round(19 * u))
    pygame.draw.rect(surface, band, head, border_top_left_radius=radius, border_top_right_radius=radius)
    pen.text(surface, level_word, max(12, 12.5 * u), (250, 244, 228), (head.x + round(5 * u), head.centery), "midleft",
             bold=True, shadow=False, max_width=head.w - round(30 * u))
    if vp is not None:
        star = pen.art.picture("star", round(head.h * 1.0))
        sr = star.get_rect(midright=(head.right - round(2 * u), head.centery))
        surface.blit(star, sr)
        pen.text(surface, str(vp), max(12, 11 * u), (80, 50, 10), sr.center, bold=True, shadow=False)
    y = head.bottom + round(3 * u)
    line = max(12, round(13 * u))
    step = round(line * 1.25)
    for name, marked in zip(names, marks):
        x = rect.x + round(5 * u)
        if marked:
            cube = pygame.Rect(x, y + round(line * 0.3), round(line * 0.6), round(line * 0.6))
            pygame.draw.rect(surface, shade(mark_rgb, -0.5), cube.inflate(2, 2))
            pygame.draw.rect(surface, mark_rgb, cube)
            x = cube.right + round(4 * u)
        pen.text(surface, name, line, PAPER_TEXT if not marked else DIM, (x, y), "topleft", shadow=False,
                 max_width=rect.right - x - round(3 * u))
        y += step


def tags(pen: Pen, surface, area: pygame.Rect, items: list[tuple[str, str, bool]],
         u: float) -> list[tuple[pygame.Rect, str]]:
    """Characters and palace buildings held, as small labelled tags in a row (dim: not yet working);
    returns (rect, key) for tooltips; what does not fit is counted as "+n"."""
    size = max(12, round(12.5 * u))
    x = area.x
    out = []
    h = area.h
    for i, (key, words, live) in enumerate(items):
        icon = pen.art.picture("palace", round(h * 0.7)) if key.startswith("palace:") else \
            pen.art.person((110, 90, 150) if live else (150, 140, 130), round(h * 0.7))
        w = pen.fonts.size(words, size)[0] + icon.get_width() + round(12 * u)
        room = area.right - x - (0 if i == len(items) - 1 else round(30 * u))
        if w > room and out:
            pen.text(surface, f"+{len(items) - i}", size, PAPER_TEXT, (x + round(2 * u), area.centery), "midleft",
                     bold=True, shadow=False)
            break
        w = min(w, area.right - x)
        r = pygame.Rect(x, area.y, w, h)
        surface.blit(paint.box(r.size, (255, 250, 238, 200 if live else 120), h // 2, (150, 120, 80, 255), 1), r)
        surface.blit(icon, icon.get_rect(midleft=(r.x + round(4 * u), r.centery)))
        pen.text(surface, words, size, PAPER_TEXT if live else DIM, (r.x + round(6 * u) + icon.get_width(), r.centery),
                 "midleft", shadow=False, max_width=r.right - r.x - icon.get_width() - round(10 * u))
        out.append((r, key))
        x = r.right + round(5 * u)
    return out


def character_card(pen: Pen, surface, rect: pygame.Rect, name: str, cost: int, vp: int, left: int, blue: bool,
                   u: float, holders: list = ()) -> None:
    """A character for hire: name, cost, points and the copies left (chips of who hired it)."""
    edge = (52, 86, 150) if blue else (120, 86, 44)
    fill = (236, 240, 248) if blue else (246, 238, 216)
    if left <= 0:
        fill = shade(fill, -0.12)
    radius = max(3, round(6 * u))
    surface.blit(paint.box((rect.w, rect.h), (0, 0, 0, 60), radius), (rect.x + 1, rect.y + 2))
    surface.blit(paint.box(rect.size, fill + (255,), radius, edge + (255,), max(1, round(2 * u) if blue else 1)), rect)
    if blue:
        pygame.draw.rect(surface, edge, (rect.x, rect.y, max(3, round(5 * u)), rect.h), border_top_left_radius=radius,
                         border_bottom_left_radius=radius)
    size = max(12, round(12.5 * u))
    top = pygame.Rect(rect.x + round(7 * u), rect.y + round(2 * u), rect.w - round(10 * u), rect.h // 2)
    pen.text(surface, name, size, PAPER_TEXT if left else DIM, (top.x, top.centery), "midleft", bold=True,
             shadow=False, max_width=top.w)
    chip_r = max(3, round(3.5 * u))
    step = 2 * chip_r + 3
    x0 = rect.centerx - (len(holders) - 1) * step / 2
    for k, rgb in enumerate(holders):               # who hired it: a peg each on the card's lower edge
        paint.chip(surface, (round(x0 + k * step), rect.bottom), chip_r, rgb)
    y = rect.y + rect.h * 0.74
    coin = round(rect.h * 0.36)
    coin_number(pen, surface, cost, (rect.x + round(8 * u) + coin / 2, y), coin)
    if vp:
        star = pen.art.picture("star", coin)
        c = (rect.x + round(14 * u) + coin * 1.5, y)
        surface.blit(star, star.get_rect(center=(round(c[0]), round(c[1]))))
        pen.text(surface, str(vp), max(12, 11 * u), (80, 50, 10), c, bold=True, shadow=False)
    pen.text(surface, f"×{left}", size, DIM if left else (150, 40, 30), (rect.right - round(4 * u), y), "midright",
             bold=True, shadow=False)


def other_row(pen: Pen, surface, rect: pygame.Rect, rgb, name: str, items: list[tuple[str, object, str]], u: float,
              sprites) -> list[tuple[pygame.Rect, str]]:
    """Another player in one row: name, then each item (what, picture, words); returns (rect, what)."""
    board_panel(surface, rect, rgb, sprites)
    size = max(12, round(13.5 * u))
    paint.chip(surface, (rect.x + round(11 * u), rect.centery), max(4, round(6.5 * u)), rgb)
    name_w = round(rect.w * 0.2)
    pen.text(surface, name, size, PAPER_TEXT, (rect.x + round(21 * u), rect.centery), "midleft", bold=True,
             shadow=False, max_width=name_w)
    x = rect.x + round(24 * u) + name_w
    out = []
    cell_w = (rect.right - round(6 * u) - x) / max(1, len(items))
    for what, img, words in items:
        cell = pygame.Rect(round(x), rect.y, round(cell_w), rect.h)
        if img is not None:
            surface.blit(img, img.get_rect(midleft=(cell.x, cell.centery)))
            tx = cell.x + img.get_width() + round(2 * u)
        else:
            tx = cell.x
        pen.text(surface, words, size, PAPER_TEXT, (tx, cell.centery), "midleft", bold=True, shadow=False,
                 max_width=max(8, cell.right - tx - 2))
        out.append((cell, what))
        x += cell_w
    return out
