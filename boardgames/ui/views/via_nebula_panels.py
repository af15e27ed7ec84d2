"""Drawing Via Nebula around the valley: the guild board of the player to move (stacks of
meadow tiles, craftsmen, sites, buildings, storage, tokens, action points), contract cards,
the End-of-Game card, the general supply and the summaries of the other guilds.

Functions of explicit arguments (a `Pen`, rectangles from `via_nebula_layout`, counts and
words); the view decides which card goes where, so a private contract is drawn only where
the view puts it.
"""
from __future__ import annotations

import pygame

from .. import paint
from ..theme import readable_on
from ..pen import Pen
from .via_nebula_board import count_badge, vp_badge
from .via_nebula_layout import GuildBox, caption_band, grid_spots

G = "via_nebula"
PAPER_TEXT = (52, 40, 30)
LIGHT = (246, 240, 226)
DIM = (120, 104, 86)


# --- shared bits ------------------------------------------------------------------
def board_panel(surface, rect: pygame.Rect, rgb, sprites) -> None:
    """A parchment board edged in a player's colour, over its shadow."""
    radius = max(4, rect.h // 14)
    surface.blit(paint.box(rect.size, (0, 0, 0, 90), radius), (rect.x + 2, rect.y + 4))
    if sprites.has("ui/panel"):
        surface.blit(sprites.tiled("ui/panel", rect.size, radius), rect.topleft)
    else:
        surface.blit(paint.box(rect.size, (244, 235, 214, 255), radius), rect.topleft)
    pygame.draw.rect(surface, rgb, rect, max(2, rect.h // 60), border_radius=radius)


def counted(pen: Pen, surface, img: pygame.Surface, n: int, rect: pygame.Rect, colour=PAPER_TEXT,
            max_shown: int = 5) -> None:
    """Up to `max_shown` copies of a piece fanned in the middle of `rect`, and the count after them
    (a faint ghost of the piece when there is none left)."""
    size = img.get_width()
    shown = min(max(0, n), max_shown)
    step = size * 0.62 if shown > 1 else 0
    font = max(12, round(min(size * 0.5, rect.h * 0.42)))
    label = f"×{n}"
    label_w = pen.fonts.size(label, font, True)[0]
    total = size + step * max(0, shown - 1) + 4 + label_w
    if total > rect.w and shown > 1:
        step = max(2.0, (rect.w - size - 4 - label_w) / (shown - 1))
        total = size + step * (shown - 1) + 4 + label_w
    x = rect.centerx - total / 2 + size / 2
    cy = rect.centery
    if shown == 0:
        ghost = img.copy()
        ghost.set_alpha(60)
        surface.blit(ghost, ghost.get_rect(center=(round(x), cy)))
    for i in range(shown):
        pen.shadowed(surface, img, (x + i * step, cy))
    pen.text(surface, label, font, colour, (x + max(0, shown - 1) * step + size / 2 + 4, cy), "midleft",
             bold=True, shadow=False)


def printed_box(pen: Pen, surface, rect: pygame.Rect, caption: str, cap: int) -> None:
    """A box printed on the guild board, its caption (size `cap`) in a strip along its top."""
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    radius = max(3, cap // 3)
    band = caption_band(cap)
    pygame.draw.rect(box, (120, 86, 44, 34), box.get_rect(), border_radius=radius)
    pygame.draw.rect(box, (120, 86, 44, 46), (0, 0, rect.w, band), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    pygame.draw.rect(box, (120, 86, 44, 110), box.get_rect(), max(1, cap // 10), border_radius=radius)
    surface.blit(box, rect)
    pen.text(surface, caption, cap, (98, 70, 42), (rect.x + max(4, cap // 2), rect.y + band / 2 + 1), "midleft",
             shadow=False, max_width=rect.w - max(8, cap))


def empty_slot(surface, rect: pygame.Rect, colour=(255, 255, 255)) -> None:
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(box, colour + (40,), box.get_rect(), max(1, rect.w // 40), border_radius=max(3, rect.w // 14))
    surface.blit(box, rect)


# --- cards --------------------------------------------------------------------------
def draw_contract(pen: Pen, surface, contract: dict, title: str, power_words: str, rect: pygame.Rect,
                  lifted: bool = False) -> None:
    """A contract card: name, victory points, the resources it needs and its power."""
    w, h = rect.size
    sh = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(sh, (0, 0, 0, 120 if lifted else 80), sh.get_rect(), border_radius=max(3, w // 14))
    off = max(2, w // (12 if lifted else 30))
    surface.blit(sh, (rect.x + off, rect.y + off * 1.5))
    surface.blit(pen.art.card("card_private" if contract["deck"] == "private" else "card_neutral", rect.size), rect)
    pen.text(surface, title, h * 0.085, LIGHT, (rect.x + w * 0.1, rect.y + h * 0.105), "midleft", bold=True,
             max_width=w * 0.62)
    vp_badge(pen, surface, contract["vp"], (rect.right - w * 0.17, rect.y + h * 0.105), h * 0.07)
    body = pygame.Rect(rect.x + w * 0.1, rect.y + h * 0.23, w * 0.8, h * 0.5)
    spots, size = grid_spots(body, len(contract["resources"]), h * 0.2)
    for r, spot in zip(contract["resources"], spots):
        pen.shadowed(surface, pen.art.resource(r, size * 0.9), spot)
    power = contract.get("power")
    if power:
        ic = pen.art.icon(f"power_{power['type']}", round(h * 0.13))
        band_y = rect.y + h * 0.88
        surface.blit(ic, ic.get_rect(midleft=(rect.x + w * 0.09, band_y)))
        left = rect.x + w * 0.11 + ic.get_width()
        # the power's words on the band, in two lines when one is too long (never cut short)
        size = max(12, round(h * 0.068))
        rows, size = pen.fonts.fit_lines(power_words, size, round(rect.right - w * 0.07 - left), round(h * 0.2),
                                         floor=12, lines=2, leading=1.1)
        step = round(size * 1.1)
        for k, row in enumerate(rows):
            pen.text(surface, row, size, PAPER_TEXT, (left, band_y + (k - (len(rows) - 1) / 2) * step), "midleft",
                     shadow=False)


def power_short(t, power: dict | None) -> str:
    """A few words for a card's power band, in the language of `t` (the tooltip has the full text)."""
    if not power:
        return ""
    kind = power["type"]
    if kind == "extra_action":
        return t(f"{G}.ui.power_extra", n=power["actions"])
    if kind == "explore":
        return t(f"{G}.ui.power_explore", space=f"@{G}.space.{power['space']}")
    if kind == "swap":
        return t(f"{G}.act.swap")
    if kind == "end_bonus":
        return t(f"{G}.ui.power_bonus", vp=power["vp"], what=t(f"{G}.ui.per.{power['count']}"))
    return t(f"{G}.power.{kind}")


def card_back(pen: Pen, surface, rect: pygame.Rect, n: int | None = None) -> None:
    """A face-down card, or a pile of `n` with its count."""
    for i in range(min(3, n or 1) - 1, -1, -1):
        surface.blit(pen.art.card("card_back", rect.size), (rect.x + i * 2, rect.y - i * 2))
    if n is not None:
        count_badge(pen, surface, n, rect.center, rect.w * 0.2)


# --- the market column ------------------------------------------------------------------
def draw_end_card(pen: Pen, surface, rect: pygame.Rect, vp: int, holder_rgb=None, holder_name: str = "") -> None:
    """The End-of-Game card: waiting on the table, or taken by a player (`holder_rgb` given)."""
    card = pen.art.card("card_neutral", rect.size)
    if holder_rgb is not None:
        card = card.copy()
        card.set_alpha(110)
    surface.blit(card, rect)
    flag = pen.art.icon("end_card", round(rect.w * 0.62))
    surface.blit(flag, flag.get_rect(center=(rect.centerx, rect.y + rect.h * 0.48)))
    vp_badge(pen, surface, vp, (rect.right - rect.w * 0.2, rect.y + rect.h * 0.14), rect.w * 0.14)
    if holder_rgb is not None:
        pill = pygame.Rect(rect.x + 2, rect.bottom - rect.h * 0.26, rect.w - 4, rect.h * 0.2)
        pygame.draw.rect(surface, holder_rgb, pill, border_radius=pill.h // 2)
        pen.text(surface, holder_name, pill.h * 0.7, readable_on(holder_rgb), pill.center, bold=True,
                 shadow=False, max_width=pill.w - 4)


def draw_tile_pile(pen: Pen, surface, rect: pygame.Rect, n: int) -> None:
    """Meadow tiles left in the general supply."""
    size = round(min(rect.w * 0.75, rect.h * 0.7))
    img = pen.art.meadow_tile(size)
    c = (rect.centerx, rect.y + size * 0.55)
    for i in range(min(3, n) - 1, -1, -1):
        surface.blit(img, img.get_rect(center=(c[0], c[1] - i * size * 0.07)))
    pen.text(surface, f"×{n}", size * 0.36, LIGHT, (rect.centerx, rect.bottom), "midbottom", bold=True)


def draw_supply(pen: Pen, surface, rects: list[pygame.Rect], rtypes, supply: dict) -> None:
    """The general supply: each resource with how many are left."""
    for r, rect in zip(rtypes, rects):
        ic = pen.art.resource(r, round(rect.h * 0.82))
        pen.shadowed(surface, ic, (rect.x + rect.h * 0.45, rect.centery))
        pen.text(surface, str(supply[r]), rect.h * 0.5, LIGHT, (rect.x + rect.h * 0.9, rect.centery), "midleft",
                 bold=True)


# --- the guild board of the player to move ------------------------------------------------
def draw_guild_header(pen: Pen, surface, g: GuildBox, rgb, name: str, guild: str, end_card: bool) -> None:
    """The player's colour and name, the End-of-Game flag when they took it, the guild's name."""
    hh = g.header.h
    paint.chip(surface, (g.header.x + hh // 2, g.header.centery), max(5, hh // 3), rgb)
    r = pen.text(surface, name, hh * 0.55, PAPER_TEXT, (g.header.x + hh * 1.1, g.header.centery), "midleft",
                 bold=True, shadow=False, max_width=g.header.w * 0.3)
    if end_card:
        flag = pen.art.icon("end_card", round(hh * 0.8))
        surface.blit(flag, flag.get_rect(midleft=(r.right + hh * 0.2, g.header.centery)))
        r = r.union(flag.get_rect(midleft=(r.right + hh * 0.2, g.header.centery)))
    pen.text(surface, guild, hh * 0.4, DIM, (r.right + hh * 0.4, g.header.centery), "midleft",
             shadow=False, max_width=g.ap.x - r.right - hh * 0.6)


def draw_action_points(pen: Pen, surface, rect: pygame.Rect, hh: int, ap: int, total: int, words: str) -> None:
    """Action points left this turn as `ap` lit pips of `total`, after `words`."""
    rad = max(5, round(hh * 0.26))
    x = rect.right - rad
    for i in range(total):
        lit = i < ap
        c = (round(x - i * rad * 2.5), rect.centery)
        pygame.draw.circle(surface, (70, 50, 20), (c[0] + 1, c[1] + 1), rad + 1)
        pygame.draw.circle(surface, (250, 196, 60) if lit else (200, 190, 170), c, rad)
        if lit:
            ic = pen.art.icon("power_extra_action", round(rad * 1.5))
            surface.blit(ic, ic.get_rect(center=c))
    left = rect.right - total * rad * 2.5
    pen.text(surface, words, hh * 0.42, PAPER_TEXT, (left, rect.centery), "midright", shadow=False,
             max_width=rect.w * 0.7)


def draw_stacks(pen: Pen, surface, stacks: list[int], rects: list[pygame.Rect], top: int | None, held: bool) -> None:
    """The four stacks of meadow tiles (`held`: the top one of stack `top` is in hand); an
    emptied stack shows the explorer it became."""
    for i, (n, rect) in enumerate(zip(stacks, rects)):
        size = round(min(rect.w, rect.h / 1.18))        # four tiles high stay in the box
        lift = size * 0.06
        shown = min(n, 4) - (1 if held and i == top else 0)
        c = (rect.centerx, rect.centery + lift * max(0, shown - 1) / 2)
        if n <= 0:
            pen.shadowed(surface, pen.art.icon("explorer", round(size * 0.8)), c)
            continue
        img = pen.art.meadow_tile(size)
        for j in range(shown):
            surface.blit(img, img.get_rect(center=(c[0], c[1] - j * lift)))
        count_badge(pen, surface, n, (rect.right - size * 0.12, rect.bottom - size * 0.14), size * 0.17)


def draw_storage(pen: Pen, surface, storage: dict, rtypes, rect: pygame.Rect, u: int) -> None:
    """The resources a player keeps in storage (a dash when none)."""
    crate = pen.art.icon("storage", round(min(rect.h, u) * 0.8))
    pen.shadowed(surface, crate, (rect.x + crate.get_width() / 2, rect.centery))
    x = rect.x + crate.get_width() * 1.2
    size = round(min(rect.h, u) * 0.6)
    items = [(r, storage[r]) for r in rtypes if storage.get(r)]
    if not items:
        pen.text(surface, "—", size * 0.8, DIM, (x, rect.centery), "midleft", shadow=False)
    for r, n in items:
        pen.shadowed(surface, pen.art.resource(r, size), (x + size / 2, rect.centery))
        t = pen.text(surface, str(n), max(12, size * 0.7), PAPER_TEXT, (x + size + 2, rect.centery), "midleft",
                     bold=True, shadow=False)
        x = t.right + size * 0.3


def draw_kept(pen: Pen, surface, n: int, vp: int, rect: pygame.Rect, u: int) -> None:
    """The `n` exploitation tokens kept, and the victory points they bring."""
    size = round(min(rect.h, u) * 0.8)
    disc = pen.art.icon("token", size)
    label = f"×{n}"
    font = max(12, round(size * 0.5))
    total = size + 4 + pen.fonts.size(label, font, True)[0] + (size * 0.7 if vp else 0)
    x = rect.centerx - total / 2
    pen.shadowed(surface, disc, (x + size / 2, rect.centery))
    t = pen.text(surface, label, font, PAPER_TEXT, (x + size + 4, rect.centery), "midleft", bold=True,
                 shadow=False)
    if vp:
        vp_badge(pen, surface, vp, (t.right + size * 0.38, rect.centery), size * 0.28)


# --- the other guilds ------------------------------------------------------------------------
def draw_summary(pen: Pen, surface, rect: pygame.Rect, rgb, name: str, end_card: bool, items, cells: dict) -> None:
    """Another player's guild in a line or two: `items` are (what, picture, count), placed in
    `cells` (what -> rect, from `via_nebula_layout.summary_cells`)."""
    board_panel(surface, rect, rgb, pen.art.sprites)
    head = round(rect.h * 0.36)
    band = pygame.Rect(rect.x, rect.y, rect.w, head + 4)          # the guild's name band, tinted its colour
    tint = pygame.Surface(band.size, pygame.SRCALPHA)
    radius = max(4, rect.h // 14)
    pygame.draw.rect(tint, tuple(rgb[:3]) + (46,), tint.get_rect(), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    surface.blit(tint, band)
    paint.chip(surface, (rect.x + head // 2 + 2, rect.y + head // 2 + 2), max(4, head // 3), rgb)
    r = pen.text(surface, name, head * 0.58, PAPER_TEXT, (rect.x + head + 4, rect.y + head // 2 + 2),
                 "midleft", bold=True, shadow=False, max_width=rect.w * 0.6)
    if end_card:
        flag = pen.art.icon("end_card", round(head * 0.8))
        surface.blit(flag, flag.get_rect(midleft=(r.right + 4, r.centery)))
    for what, picture, n in items:
        cell = cells[what]
        size = round(min(cell.h * 0.9, cell.w * 0.5))
        if picture == "card_back":
            img = pen.art.card("card_back", (round(size * 0.75), size))
        elif picture == "meadow_tile":
            img = pen.art.meadow_tile(size)
        elif picture in ("craftsman", "site_half", "site_full", "building"):
            img = pen.art.piece(picture, rgb, size)
        else:
            img = pen.art.icon(picture, size)
        pen.shadowed(surface, img, (cell.x + size / 2, cell.centery))
        pen.text(surface, str(n), size * 0.62, PAPER_TEXT, (cell.x + size + 3, cell.centery), "midleft", bold=True,
                 shadow=False)
