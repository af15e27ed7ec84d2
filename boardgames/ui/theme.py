"""Colours, sizes and the scale factor: one place so every screen looks related.

Layouts are designed for 1280x800; `Theme.px` scales a design length to the
current window so the same layout is crisp from a laptop to a 4K screen
(we draw at the real window size instead of scaling a small canvas up).
"""
from __future__ import annotations

from dataclasses import dataclass

DESIGN_SIZE = (1280, 800)


@dataclass(frozen=True)
class Palette:
    bg_top: tuple = (28, 44, 58)
    bg_bottom: tuple = (14, 24, 34)
    panel: tuple = (244, 235, 214)
    panel_edge: tuple = (150, 118, 78)
    panel_shadow: tuple = (0, 0, 0, 90)
    panel_dark: tuple = (34, 48, 62)
    text: tuple = (52, 40, 30)
    text_muted: tuple = (120, 104, 86)
    text_light: tuple = (246, 240, 226)
    text_light_muted: tuple = (180, 190, 198)
    accent: tuple = (196, 104, 52)
    accent_hover: tuple = (218, 126, 70)
    accent_text: tuple = (255, 248, 236)
    button: tuple = (226, 212, 184)
    button_hover: tuple = (236, 224, 198)
    button_edge: tuple = (150, 118, 78)
    button_disabled: tuple = (206, 200, 188)
    text_disabled: tuple = (160, 152, 140)
    danger: tuple = (170, 56, 48)
    danger_hover: tuple = (192, 76, 64)
    good: tuple = (64, 130, 80)
    focus: tuple = (70, 130, 180)
    input_bg: tuple = (255, 252, 244)
    selection: tuple = (250, 220, 160)
    highlight: tuple = (255, 214, 102)
    row_alt: tuple = (234, 224, 200)
    scrim: tuple = (8, 12, 18, 170)
    tooltip_bg: tuple = (30, 36, 44, 240)
    tooltip_text: tuple = (240, 236, 226)
    toast_bg: tuple = (40, 46, 56, 235)


# Colours offered when a game's manifest lists none (id, rgb).
DEFAULT_PLAYER_COLOURS = (
    ("red", (200, 60, 50)), ("blue", (50, 100, 190)), ("green", (60, 150, 70)),
    ("yellow", (230, 190, 40)), ("purple", (130, 70, 160)), ("black", (50, 50, 50)),
    ("white", (235, 235, 230)), ("orange", (230, 130, 40)),
)

# Font sizes at the design size, by role.
FONT_SIZES = {"small": 15, "body": 18, "label": 20, "heading": 26, "title": 40, "display": 64}


class Theme:
    """Holds the palette and converts design lengths to pixels for the current window."""

    def __init__(self, size: tuple[int, int] = DESIGN_SIZE, palette: Palette | None = None):
        self.palette = palette or Palette()
        self.size = DESIGN_SIZE
        self.scale = 1.0
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        self.size = (w, h)
        # Fit the design box; never shrink text below readability on small windows.
        self.scale = max(0.7, min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1]))

    def px(self, n: float) -> int:
        """A design length in pixels at the current scale (at least 1 for a non-zero length)."""
        v = round(n * self.scale)
        return v if v or not n else (1 if n > 0 else -1)

    def font_px(self, role: str | int) -> int:
        base = FONT_SIZES[role] if isinstance(role, str) else role
        return max(10, round(base * self.scale))

    # spacing shorthands at design scale
    @property
    def gap(self) -> int:
        return self.px(12)

    @property
    def pad(self) -> int:
        return self.px(16)

    @property
    def radius(self) -> int:
        return self.px(8)

    @property
    def button_h(self) -> int:
        return self.px(44)


def rgb_of(colour, fallback=(128, 128, 128)) -> tuple:
    """An (r, g, b) from a colour given as rgb list, '#rrggbb' or a known id."""
    if isinstance(colour, (list, tuple)) and len(colour) >= 3:
        return tuple(int(c) for c in colour[:3])
    if isinstance(colour, str):
        if colour.startswith("#") and len(colour) == 7:
            try:
                return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))
            except ValueError:
                return fallback
        for cid, rgb in DEFAULT_PLAYER_COLOURS:
            if cid == colour:
                return rgb
    return fallback


def readable_on(rgb) -> tuple:
    """Black or white, whichever reads better on `rgb`."""
    r, g, b = rgb[:3]
    return (20, 20, 20) if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else (250, 250, 250)


def luminance(rgb) -> float:
    """Relative luminance (WCAG) of an (r, g, b)."""
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    """The contrast ratio of two colours (1 to 21; 3 is the least for shapes, 4.5 for text)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def edge_on(rgb, ground, least: float = 3.0) -> tuple:
    """`rgb`, darkened just enough to stand out on `ground` (a white or yellow seat's outline on
    parchment), or lightened on a dark ground."""
    rgb = tuple(rgb[:3])
    towards = (0, 0, 0) if luminance(ground) > 0.18 else (255, 255, 255)
    for step in range(11):
        out = mix(rgb, towards, step / 10)
        if contrast(out, ground) >= least:
            return out
    return towards


def mix(a, b, t: float) -> tuple:
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def game_colours(spec) -> list[tuple[str, tuple]]:
    """(id, rgb) of the colours a game offers its players (a default palette if none)."""
    listed = spec.manifest.get("colours") if spec else None
    if listed:
        return [(c["id"], tuple(c["rgb"])) for c in listed]
    return list(DEFAULT_PLAYER_COLOURS)


def seat_rgb(spec, seat: dict) -> tuple:
    """The colour of a seat: the game's own shade of that colour id, else the default one."""
    colour = seat.get("colour")
    for c in (spec.manifest.get("colours") or []) if spec else []:
        if c.get("id") == colour:
            return tuple(c["rgb"])
    return rgb_of(colour)
