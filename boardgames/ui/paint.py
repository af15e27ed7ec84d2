"""Shared drawing helpers: background, panels, chips, tooltips, icons.

Kept apart from the widgets so scenes and widgets paint surfaces the same way,
using the art (sprites/ui/background.png and panel.png are seamless textures,
tiled at their own resolution) when it exists and plain shapes when it does not.
"""
from __future__ import annotations

from collections import OrderedDict

import pygame

from .sprites import surface_bytes
from .theme import mix

PANEL_SPRITE = "ui/panel"
BACKGROUND_SPRITE = "ui/background"

_gradients: dict = {}      # full-window surfaces (gradient, scrim) by size
_boxes: OrderedDict = OrderedDict()    # rounded boxes (panels, shadows, badges) by size and look
BOXES = 96
#: and at most this many bytes of them: a panel's shadow is a box of the panel's size (7 MiB for
#: a dialog at 1920x1080), and the screens of a session draw dozens of sizes
BOX_BYTES = 16 * 2**20
_box_bytes = 0             # the bytes in _boxes


def box(size, fill, radius: int, edge=None, width: int = 1) -> pygame.Surface:
    """A transparent surface of `size` holding a rounded rectangle (and its edge): made once
    per size and look, as a panel's shadow or a badge is drawn every frame."""
    key = (tuple(size), tuple(fill), radius, tuple(edge) if edge is not None else None, width)
    out = _boxes.get(key)
    if out is not None:
        _boxes.move_to_end(key)
        return out
    out = pygame.Surface(key[0], pygame.SRCALPHA)
    pygame.draw.rect(out, fill, out.get_rect(), border_radius=radius)
    if edge is not None:
        pygame.draw.rect(out, edge, out.get_rect(), width, border_radius=radius)
    _boxes[key] = out
    global _box_bytes
    _box_bytes += surface_bytes(out)
    while len(_boxes) > 1 and (len(_boxes) > BOXES or _box_bytes > BOX_BYTES):
        _box_bytes -= surface_bytes(_boxes.popitem(last=False)[1])
    return out


def background(ui, surface: pygame.Surface, rect: pygame.Rect | None = None) -> None:
    """The table: the background texture if present, else a soft vertical gradient."""
    rect = pygame.Rect(rect or surface.get_rect())
    if ui.sprites.has(BACKGROUND_SPRITE):
        surface.blit(ui.sprites.tiled(BACKGROUND_SPRITE, rect.size), rect.topleft)
        return
    key = (rect.size, ui.theme.palette.bg_top, ui.theme.palette.bg_bottom)
    grad = _gradients.get(key)
    if grad is None:
        pal = ui.theme.palette
        strip = pygame.Surface((1, 64))
        for y in range(64):
            strip.set_at((0, y), mix(pal.bg_top, pal.bg_bottom, y / 63))
        grad = pygame.transform.smoothscale(strip, rect.size) if rect.w and rect.h else strip
        if len(_gradients) > 8:
            _gradients.clear()
        _gradients[key] = grad
    surface.blit(grad, rect.topleft)


def shadow(ui, surface: pygame.Surface, rect: pygame.Rect, radius: int | None = None, offset: int | None = None) -> None:
    off = ui.theme.px(4) if offset is None else offset
    r = ui.theme.radius if radius is None else radius
    surface.blit(box(rect.size, ui.theme.palette.panel_shadow, r), (rect.x + off // 2, rect.y + off))


def panel(ui, surface: pygame.Surface, rect: pygame.Rect, kind: str = "light", with_shadow: bool = True) -> None:
    """A card or side panel: the panel texture (nine-sliced) or a rounded parchment box."""
    rect = pygame.Rect(rect)
    if rect.w <= 2 or rect.h <= 2:
        return
    pal = ui.theme.palette
    if with_shadow:
        shadow(ui, surface, rect)
    if kind == "light" and ui.sprites.has(PANEL_SPRITE):
        # the parchment texture is seamless: tile it, round the corners, draw the edge
        radius = ui.theme.radius
        surface.blit(ui.sprites.tiled(PANEL_SPRITE, rect.size, radius), rect.topleft)
        pygame.draw.rect(surface, pal.panel_edge, rect, max(1, ui.theme.px(2)), border_radius=radius)
        return
    if kind == "dark":
        fill, edge = (*pal.panel_dark, 235), pal.text_light_muted
    else:
        fill, edge = pal.panel, pal.panel_edge
    surface.blit(box(rect.size, fill, ui.theme.radius, edge, max(1, ui.theme.px(2))), rect.topleft)


def scrim(ui, surface: pygame.Surface) -> None:
    """Darken everything drawn so far (behind a modal)."""
    key = ("scrim", surface.get_size(), ui.theme.palette.scrim)
    veil = _gradients.get(key)
    if veil is None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(ui.theme.palette.scrim)
        if len(_gradients) > 8:
            _gradients.clear()
        _gradients[key] = veil
    surface.blit(veil, (0, 0))


def chip(surface: pygame.Surface, center: tuple[int, int], radius: int, rgb, ring=None) -> None:
    """A player's colour disc with a contrasting rim, readable on light and dark panels."""
    rgb = tuple(rgb[:3])
    ring = ring or mix(rgb, (0, 0, 0), 0.45)
    pygame.draw.circle(surface, ring, center, radius)
    pygame.draw.circle(surface, rgb, center, max(1, radius - max(1, radius // 5)))
    hi = mix(rgb, (255, 255, 255), 0.45)
    pygame.draw.circle(surface, hi, (center[0] - radius // 3, center[1] - radius // 3), max(1, radius // 4))


def text(ui, surface: pygame.Surface, value: str, pos, role="body", colour=None, bold=False,
         anchor: str = "topleft", max_width: int | None = None) -> pygame.Rect:
    """Blit one line of text; `anchor` is any pygame.Rect position attribute."""
    size = ui.theme.font_px(role)
    if max_width is not None:         # too long: a little smaller, cut only as the last resort
        value, size = ui.fonts.fit(value, size, max_width, bold, floor=ui.theme.font_px(12))
    img = ui.fonts.render(value, size, colour or ui.theme.palette.text, bold)
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    return r


def text_block(ui, surface: pygame.Surface, value: str, rect: pygame.Rect, role="body", colour=None,
               bold=False, align="left", max_lines: int | None = None) -> int:
    """Wrapped text inside `rect`; returns the height used."""
    size = ui.theme.font_px(role)
    lines = ui.fonts.wrap(value, size, max(10, rect.w), bold)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = ui.fonts.ellipsize(lines[-1] + " " * 40, size, rect.w, bold)
    lh = ui.fonts.line_height(size, bold)
    y = rect.y
    for line in lines:
        img = ui.fonts.render(line, size, colour or ui.theme.palette.text, bold)
        if align == "center":
            x = rect.centerx - img.get_width() // 2
        elif align == "right":
            x = rect.right - img.get_width()
        else:
            x = rect.x
        surface.blit(img, (x, y))
        y += lh
    return y - rect.y


def heading(ui, surface: pygame.Surface, value: str, pos, width: int, role="heading") -> int:
    """A section's heading with a rule under it, `width` wide (the rules help's sections, the
    about panel's groups); returns the y of the rule."""
    th = ui.theme
    r = text(ui, surface, value, pos, role, th.palette.text, bold=True, max_width=width)
    y = r.bottom + th.px(4)
    pygame.draw.line(surface, th.palette.panel_edge, (pos[0], y), (pos[0] + width - th.px(8), y), max(1, th.px(2)))
    return y


def text_height(ui, value: str, width: int, role="body", bold=False) -> int:
    size = ui.theme.font_px(role)
    return len(ui.fonts.wrap(value, size, max(10, width), bold)) * ui.fonts.line_height(size, bold)


def tooltip(ui, surface: pygame.Surface, lines: list[str], pos: tuple[int, int]) -> None:
    """A floating dark panel with `lines` near the mouse, kept inside the window."""
    lines = [str(line) for line in lines if line is not None and str(line) != ""]
    if not lines:
        return
    th = ui.theme
    size = th.font_px("small")
    max_w = th.px(360)
    wrapped: list[tuple[str, bool]] = []
    for i, line in enumerate(lines):
        for part in ui.fonts.wrap(line, size, max_w, bold=(i == 0)):
            wrapped.append((part, i == 0))
    lh = ui.fonts.line_height(size)
    w = max(ui.fonts.size(t, size, b)[0] for t, b in wrapped) + th.px(20)
    h = lh * len(wrapped) + th.px(14)
    sw, sh = surface.get_size()
    x, y = pos[0] + th.px(18), pos[1] + th.px(20)
    if x + w > sw - 4:
        x = pos[0] - w - th.px(10)
    if y + h > sh - 4:
        y = pos[1] - h - th.px(10)
    x, y = max(4, x), max(4, y)
    surface.blit(box((w, h), th.palette.tooltip_bg, th.px(6)), (x, y))
    yy = y + th.px(7)
    for part, bold in wrapped:
        surface.blit(ui.fonts.render(part, size, th.palette.tooltip_text, bold), (x + th.px(10), yy))
        yy += lh


def emblem(ui, surface: pygame.Surface, game_id: str, rect: pygame.Rect, name: str = "", dim: bool = False) -> None:
    """A game's emblem sprite, or a monogram tile while the art does not exist."""
    rect = pygame.Rect(rect)
    if ui.sprites.has(f"games/{game_id}"):
        img = ui.sprites.fit(f"games/{game_id}", rect.size)
        if dim:
            img = img.copy()
            img.set_alpha(100)
        surface.blit(img, img.get_rect(center=rect.center))
        return
    side = min(rect.w, rect.h)
    tile = pygame.Rect(0, 0, side, side)
    tile.center = rect.center
    hue = sum(map(ord, game_id)) % 360
    base = pygame.Color(0)
    base.hsva = (hue, 45, 62 if not dim else 80, 100)
    fill = (base.r, base.g, base.b)
    pygame.draw.rect(surface, fill, tile, border_radius=max(2, side // 8))
    pygame.draw.rect(surface, mix(fill, (0, 0, 0), 0.35), tile, max(1, side // 30), border_radius=max(2, side // 8))
    letters = "".join(w[0] for w in (name or game_id).replace("_", " ").split()[:2]).upper()
    size = max(8, int(side * 0.42))
    img = ui.fonts.render(letters, size, (255, 250, 240) if not dim else (235, 230, 220), bold=True)
    surface.blit(img, img.get_rect(center=tile.center))


# --- icons ---------------------------------------------------------------------
def _arc_arrow(surface, rect, colour, w, clockwise: bool) -> None:
    import math
    c = rect.center
    r = rect.w * 0.36
    start, end = (200, 470) if clockwise else (-20, 250)
    pts = []
    for a in range(start, end, 10):
        t = math.radians(a)
        pts.append((c[0] + r * math.cos(t), c[1] + r * math.sin(t)))
    if clockwise:
        pts.reverse()
    pygame.draw.lines(surface, colour, False, pts, w)
    tip = pts[-1]
    prev = pts[-3]
    dx, dy = tip[0] - prev[0], tip[1] - prev[1]
    n = math.hypot(dx, dy) or 1
    dx, dy = dx / n, dy / n
    s = rect.w * 0.2
    pygame.draw.polygon(surface, colour, [(tip[0] + dx * s, tip[1] + dy * s),
                                          (tip[0] - dy * s * 0.8, tip[1] + dx * s * 0.8),
                                          (tip[0] + dy * s * 0.8, tip[1] - dx * s * 0.8)])


def _vector_icon(surface, name: str, rect: pygame.Rect, colour) -> bool:
    """Simple line drawings standing in for icons the art set does not (yet) have."""
    x, y, s = rect.x, rect.y, rect.w
    w = max(2, s // 9)
    if name == "menu":
        for i in (0.28, 0.5, 0.72):
            pygame.draw.line(surface, colour, (x + s * 0.2, y + s * i), (x + s * 0.8, y + s * i), w)
    elif name == "close":
        pygame.draw.line(surface, colour, (x + s * 0.25, y + s * 0.25), (x + s * 0.75, y + s * 0.75), w)
        pygame.draw.line(surface, colour, (x + s * 0.75, y + s * 0.25), (x + s * 0.25, y + s * 0.75), w)
    elif name == "check":
        pygame.draw.lines(surface, colour, False, [(x + s * 0.2, y + s * 0.52), (x + s * 0.42, y + s * 0.74),
                                                   (x + s * 0.8, y + s * 0.28)], w)
    elif name in ("undo", "redo", "rotate"):
        _arc_arrow(surface, rect, colour, w, clockwise=(name == "undo"))
    elif name == "info":
        pygame.draw.circle(surface, colour, rect.center, int(s * 0.42), w)
        pygame.draw.line(surface, colour, (x + s * 0.5, y + s * 0.44), (x + s * 0.5, y + s * 0.72), w)
        pygame.draw.circle(surface, colour, (x + s * 0.5, y + s * 0.3), max(1, w * 2 // 3))
    elif name == "trophy":
        gold, dark = (232, 184, 60), (150, 104, 30)
        cup = [(x + s * 0.22, y + s * 0.12), (x + s * 0.78, y + s * 0.12), (x + s * 0.7, y + s * 0.45),
               (x + s * 0.5, y + s * 0.58), (x + s * 0.3, y + s * 0.45)]
        pygame.draw.polygon(surface, gold, cup)
        pygame.draw.polygon(surface, dark, cup, max(1, w // 2))
        pygame.draw.rect(surface, gold, (x + s * 0.44, y + s * 0.56, s * 0.12, s * 0.2))
        pygame.draw.rect(surface, dark, (x + s * 0.28, y + s * 0.76, s * 0.44, s * 0.12), border_radius=max(1, w // 2))
    elif name == "save":
        pygame.draw.rect(surface, colour, (x + s * 0.2, y + s * 0.2, s * 0.6, s * 0.6), w, border_radius=max(1, w // 2))
        pygame.draw.rect(surface, colour, (x + s * 0.35, y + s * 0.2, s * 0.3, s * 0.2))
    elif name == "load":
        pygame.draw.lines(surface, colour, False, [(x + s * 0.2, y + s * 0.3), (x + s * 0.42, y + s * 0.3),
                                                   (x + s * 0.48, y + s * 0.38), (x + s * 0.8, y + s * 0.38),
                                                   (x + s * 0.8, y + s * 0.75), (x + s * 0.2, y + s * 0.75),
                                                   (x + s * 0.2, y + s * 0.3)], w)
    elif name == "settings":
        import math
        c = rect.center
        for k in range(8):
            t = math.radians(k * 45)
            pygame.draw.line(surface, colour, (c[0] + s * 0.22 * math.cos(t), c[1] + s * 0.22 * math.sin(t)),
                             (c[0] + s * 0.4 * math.cos(t), c[1] + s * 0.4 * math.sin(t)), w + 1)
        pygame.draw.circle(surface, colour, c, int(s * 0.27), w)
    else:
        return False
    return True


def has_icon(ui, name: str | None) -> bool:
    if not name:
        return False
    if ui.sprites.has(name):
        return True
    probe = pygame.Surface((8, 8), pygame.SRCALPHA)
    return _vector_icon(probe, name.split("/")[-1], probe.get_rect(), (0, 0, 0))


def icon(ui, surface: pygame.Surface, name: str, rect: pygame.Rect, colour=(60, 50, 40), alpha: int = 255) -> bool:
    """Draw the icon sprite fitted into `rect`, or a vector stand-in; False if neither exists."""
    rect = pygame.Rect(rect)
    if ui.sprites.has(name):
        img = ui.sprites.fit(name, rect.size)
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=rect.center))
        return True
    side = min(rect.w, rect.h)
    square = pygame.Rect(0, 0, side, side)
    square.center = rect.center
    return _vector_icon(surface, name.split("/")[-1], square, colour)
