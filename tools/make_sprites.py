#!/usr/bin/env python3
"""Build every sprite PNG under ``sprites/`` plus ``sprites/CREDITS.md``.

Usage::

    python tools/make_sprites.py                 # rebuild everything
    python tools/make_sprites.py --only partner  # rebuild files whose path contains "partner"
    python tools/make_sprites.py --sheet /tmp/sprites_sheet.png   # also write a contact sheet
    python tools/make_sprites.py --cache-dir /tmp/npmcache        # keep the npm tarballs

What it needs: Python 3.11 with pygame-ce, cairosvg (and its cairocffi),
PyYAML; Debian's libcairo2; node/npm.  The only network access is
``npm pack <pkg>@<version>`` (run in a temporary directory) to obtain the two
iconify icon sets named in ``tools/sprites.yaml``.  Nothing is installed.

The list of sprites, their sizes and recipes lives in ``tools/sprites.yaml``.
Textures and markers are drawn in code below with fixed seeds, so reruns
produce byte-identical files; a file is only rewritten when its bytes change.
The app loads the committed PNGs and needs neither node nor this script.
"""

from __future__ import annotations

import argparse
import colorsys
import io
import json
import math
import os
import random
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import cairocffi as cairo  # noqa: E402  (installed with cairosvg)
import cairosvg  # noqa: E402
import pygame  # noqa: E402
import yaml  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = ROOT / "tools" / "sprites.yaml"
SPRITES = ROOT / "sprites"
TAU = math.tau


# --------------------------------------------------------------------------
# colour helpers
# --------------------------------------------------------------------------

def rgb(c) -> tuple[int, int, int]:
    """'#rrggbb' / '#rgb' / (r, g, b) -> (r, g, b)."""
    if isinstance(c, (tuple, list)):
        return tuple(int(v) for v in c[:3])
    c = c.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)


def hexc(c) -> str:
    r, g, b = rgb(c)
    return f"#{r:02x}{g:02x}{b:02x}"


def frgb(c) -> tuple[float, float, float]:
    r, g, b = rgb(c)
    return r / 255.0, g / 255.0, b / 255.0

def lit_disc(ctx, x, y, r, stops, shadow, light):
    """A round piece lit from the upper left over its drop shadow (hay bales, column drums).

    `stops`: (offset, colour) of the radial shading; `shadow`: (colour, alpha, dx, dy);
    `light`: how far up-left of the centre, in radii, the highlight sits.
    """
    colour, alpha, dx, dy = shadow
    set_rgba(ctx, colour, alpha)
    ctx.arc(x + dx, y + dy, r, 0, TAU)
    ctx.fill()
    grad = cairo.RadialGradient(x - r * light[0], y - r * light[1], r * 0.1, x, y, r)
    for offset, c in stops:
        grad.add_color_stop_rgb(offset, *frgb(c))
    ctx.set_source(grad)
    ctx.arc(x, y, r, 0, TAU)
    ctx.fill()



def shade(c, k: float) -> tuple[int, int, int]:
    """k < 0 darkens towards black, k > 0 lightens towards white."""
    r, g, b = rgb(c)
    if k >= 0:
        return tuple(round(v + (255 - v) * k) for v in (r, g, b))
    return tuple(round(v * (1 + k)) for v in (r, g, b))


def mix(a, b, t: float) -> tuple[int, int, int]:
    a, b = rgb(a), rgb(b)
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def clamp8(v: float) -> int:
    return 0 if v < 0 else 255 if v > 255 else int(v)


# --------------------------------------------------------------------------
# icon sets (iconify JSON from npm)
# --------------------------------------------------------------------------

class IconSet:
    def __init__(self, key: str, data: dict):
        self.key = key
        self.data = data
        self.width = data.get("width", 16)
        self.height = data.get("height", 16)

    def has(self, name: str) -> bool:
        return name in self.data["icons"] or name in self.data.get("aliases", {})

    def resolve(self, name: str) -> tuple[dict, dict]:
        """Return (icon, transforms) following aliases."""
        tr = {"hFlip": False, "vFlip": False, "rotate": 0}
        seen = 0
        while name not in self.data["icons"]:
            alias = self.data.get("aliases", {}).get(name)
            if alias is None:
                raise KeyError(f"icon '{self.key}:{name}' not found")
            for k in ("hFlip", "vFlip"):
                if alias.get(k):
                    tr[k] = not tr[k]
            tr["rotate"] += alias.get("rotate", 0)
            name = alias["parent"]
            seen += 1
            if seen > 8:
                raise KeyError(f"alias loop for {name}")
        return self.data["icons"][name], tr

    def svg(self, name: str, *, color=None, outline=None, outline_px=0.0,
            out_px: int = 128, hsl=None, recolor=None, flip=False) -> str:
        icon, tr = self.resolve(name)
        w = icon.get("width", self.width)
        h = icon.get("height", self.height)
        body = icon["body"]
        defs = ""
        if recolor:
            for old, new in recolor.items():
                body = re.sub(re.escape(old), hexc(new), body, flags=re.I)
        if hsl:
            body = re.sub(r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b",
                          lambda m: hsl_adjust(m.group(0), **hsl), body)
        if color is not None:
            if isinstance(color, (list, tuple)) and isinstance(color[0], (str, list, tuple)):
                # vertical gradient fill
                stops = "".join(
                    f'<stop offset="{i / (len(color) - 1):.3f}" stop-color="{hexc(c)}"/>'
                    for i, c in enumerate(color))
                defs = (f'<defs><linearGradient id="fillgrad" gradientUnits="userSpaceOnUse" '
                        f'x1="0" y1="0" x2="0" y2="{h}">{stops}</linearGradient></defs>')
                fill = "url(#fillgrad)"
            else:
                fill = hexc(color)
            main = body.replace("currentColor", fill)
        else:
            main = body
        parts = [defs]
        if outline is not None and outline_px > 0:
            oc = hexc(outline)
            sw = 2.0 * outline_px * w / out_px
            obody = body.replace("currentColor", oc)
            # make every fill in the outline copy the outline colour
            obody = re.sub(r'fill="(?!none)[^"]*"', f'fill="{oc}"', obody)
            parts.append(f'<g stroke="{oc}" stroke-width="{sw:.3f}" stroke-linejoin="round" '
                         f'stroke-linecap="round">{obody}</g>')
        parts.append(main)
        inner = "".join(parts)
        transforms = []
        hflip = tr["hFlip"] ^ bool(flip)
        if hflip:
            transforms.append(f"translate({w} 0) scale(-1 1)")
        if tr["vFlip"]:
            transforms.append(f"translate(0 {h}) scale(1 -1)")
        if tr["rotate"]:
            transforms.append(f"rotate({90 * tr['rotate']} {w / 2} {h / 2})")
        if transforms:
            inner = f'<g transform="{" ".join(transforms)}">{inner}</g>'
        return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" '
                f'width="{w}" height="{h}">{inner}</svg>')


def hsl_adjust(hexcolor: str, h=None, s=None, l_mul=1.0, s_mul=1.0) -> str:
    r, g, b = frgb(hexcolor)
    hh, ll, ss = colorsys.rgb_to_hls(r, g, b)
    if h is not None:
        hh = (h % 360) / 360.0
    if s is not None:
        ss = s
    ss = max(0.0, min(1.0, ss * s_mul))
    ll = max(0.0, min(1.0, ll * l_mul))
    r, g, b = colorsys.hls_to_rgb(hh, ll, ss)
    return hexc((round(r * 255), round(g * 255), round(b * 255)))


def fetch_icon_sets(sources: dict, cache_dir: Path | None) -> dict[str, IconSet]:
    """npm pack each package (pinned version) and load its icons.json."""
    if shutil.which("npm") is None:
        sys.exit("make_sprites: npm not found (needed for `npm pack`)")
    tmp = None
    if cache_dir is None:
        tmp = tempfile.mkdtemp(prefix="make_sprites_")
        work = Path(tmp)
    else:
        work = Path(cache_dir)
        work.mkdir(parents=True, exist_ok=True)
    sets = {}
    try:
        for key, src in sources.items():
            spec = f"{src['npm']}@{src['version']}"
            tgz_name = src["npm"].lstrip("@").replace("/", "-") + f"-{src['version']}.tgz"
            tgz = work / tgz_name
            if not tgz.exists():
                print(f"npm pack {spec}", flush=True)
                subprocess.run(["npm", "pack", spec, "--pack-destination", str(work),
                                "--silent"], check=True, cwd=work,
                               stdout=subprocess.DEVNULL)
            with tarfile.open(tgz) as tf:
                member = tf.extractfile("package/icons.json")
                data = json.load(member)
            sets[key] = IconSet(key, data)
    finally:
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)
    return sets


# --------------------------------------------------------------------------
# surfaces
# --------------------------------------------------------------------------

def new_surface(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA, 32)


def load_png_bytes(data: bytes) -> pygame.Surface:
    surf = pygame.image.load(io.BytesIO(data), "x.png")
    out = new_surface(*surf.get_size())
    out.blit(surf, (0, 0))
    return out


def svg_to_surface(svg: str, w: int, h: int) -> pygame.Surface:
    data = cairosvg.svg2png(bytestring=svg.encode("utf-8"), output_width=w, output_height=h)
    return load_png_bytes(data)


class Canvas:
    """A cairo ARGB surface that converts to pygame."""

    def __init__(self, w: int, h: int):
        self.w, self.h = w, h
        self.surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, w, h)
        self.ctx = cairo.Context(self.surface)
        self.ctx.set_line_join(cairo.LINE_JOIN_ROUND)
        self.ctx.set_line_cap(cairo.LINE_CAP_ROUND)

    def to_pygame(self) -> pygame.Surface:
        buf = io.BytesIO()
        self.surface.write_to_png(buf)
        return load_png_bytes(buf.getvalue())


def set_rgba(ctx, c, a: float = 1.0):
    r, g, b = frgb(c)
    ctx.set_source_rgba(r, g, b, a)


def wrap_offsets(x: float, y: float, w: int, h: int, m: float):
    xs = [0]
    ys = [0]
    if x < m:
        xs.append(w)
    if x > w - m:
        xs.append(-w)
    if y < m:
        ys.append(h)
    if y > h - m:
        ys.append(-h)
    return [(dx, dy) for dx in xs for dy in ys]


def silhouette(surf: pygame.Surface, color=(0, 0, 0), alpha: int = 255) -> pygame.Surface:
    """Copy of surf with every pixel set to color, alpha scaled by alpha/255."""
    s = surf.copy()
    s.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)  # rgb -> 0, keep alpha
    s.fill((*rgb(color), 0), special_flags=pygame.BLEND_RGBA_ADD)
    if alpha < 255:
        s.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return s


def drop_shadow(surf: pygame.Surface, offset=(3, 4), blur=3, alpha=110) -> pygame.Surface:
    """Return a surface of the same size: blurred dark shadow of surf, shifted."""
    w, h = surf.get_size()
    sh = silhouette(surf, (20, 12, 6), alpha)
    out = new_surface(w, h)
    out.blit(sh, offset)
    if blur > 0:
        out = pygame.transform.gaussian_blur(out, blur)
    return out


def halo(surf: pygame.Surface, color, radius: int) -> pygame.Surface:
    """Soft glow of `color` around the opaque parts of surf (same size as surf)."""
    w, h = surf.get_size()
    sil = silhouette(surf, color, 255)
    grown = new_surface(w, h)
    for k in range(16):
        a = k * TAU / 16
        grown.blit(sil, (round(math.cos(a) * radius), round(math.sin(a) * radius)))
    grown.blit(sil, (0, 0))
    grown = pygame.transform.gaussian_blur(grown, max(1, radius // 2))
    grown.fill((255, 255, 255, 215), special_flags=pygame.BLEND_RGBA_MULT)
    return grown


def encode_png(surf: pygame.Surface, opaque: bool) -> bytes:
    buf = io.BytesIO()
    if opaque:
        s = pygame.Surface(surf.get_size(), 0, 24)
        s.blit(surf, (0, 0))
        pygame.image.save(s, buf, "x.png")
    else:
        pygame.image.save(surf, buf, "x.png")
    return buf.getvalue()


# --------------------------------------------------------------------------
# noise (pure Python, deterministic, seamless)
# --------------------------------------------------------------------------

def value_noise(w: int, h: int, cx: int, cy: int, rng: random.Random) -> list[float]:
    grid = [[rng.random() for _ in range(cx)] for _ in range(cy)]

    def axis(n, cells):
        out = []
        for p in range(n):
            u = p * cells / n
            i = int(u)
            t = u - i
            t = t * t * (3 - 2 * t)
            out.append((i % cells, (i + 1) % cells, t))
        return out

    xs = axis(w, cx)
    ys = axis(h, cy)
    out = [0.0] * (w * h)
    for y, (j0, j1, ty) in enumerate(ys):
        r0, r1 = grid[j0], grid[j1]
        row = [a + (b - a) * ty for a, b in zip(r0, r1)]
        base = y * w
        for x, (i0, i1, tx) in enumerate(xs):
            a = row[i0]
            out[base + x] = a + (row[i1] - a) * tx
    return out


def fbm(w: int, h: int, seed: int, cells=(4, 4), octaves: int = 5,
        persistence: float = 0.5) -> list[float]:
    """Seamless fractal value noise normalised to 0..1."""
    rng = random.Random(seed)
    total = [0.0] * (w * h)
    amp = 1.0
    cx, cy = cells
    for _ in range(octaves):
        if cx > w or cy > h:
            break
        layer = value_noise(w, h, cx, cy, rng)
        total = [t + amp * v for t, v in zip(total, layer)]
        amp *= persistence
        cx *= 2
        cy *= 2
    lo, hi = min(total), max(total)
    span = (hi - lo) or 1.0
    return [(v - lo) / span for v in total]


def make_lut(stops) -> list[tuple[int, int, int]]:
    stops = [(float(t), rgb(c)) for t, c in stops]
    lut = []
    for i in range(256):
        t = i / 255.0
        for k in range(len(stops) - 1):
            t0, c0 = stops[k]
            t1, c1 = stops[k + 1]
            if t <= t1 or k == len(stops) - 2:
                u = 0.0 if t1 == t0 else min(1.0, max(0.0, (t - t0) / (t1 - t0)))
                lut.append(tuple(round(a + (b - a) * u) for a, b in zip(c0, c1)))
                break
    return lut


def colorize(w: int, h: int, field: list[float], stops, grain: float = 0.0,
             seed: int = 0) -> pygame.Surface:
    lut = make_lut(stops)
    rng = random.Random(seed)
    buf = bytearray(w * h * 3)
    j = 0
    for v in field:
        i = int(v * 255)
        i = 0 if i < 0 else 255 if i > 255 else i
        r, g, b = lut[i]
        if grain:
            d = (rng.random() - 0.5) * grain
            r, g, b = clamp8(r + d), clamp8(g + d), clamp8(b + d)
        buf[j] = r
        buf[j + 1] = g
        buf[j + 2] = b
        j += 3
    return _rgb_surface(buf, w, h)


def _rgb_surface(buf: bytearray, w: int, h: int) -> pygame.Surface:
    """An RGBA surface holding the packed RGB bytes of buf."""
    src = pygame.image.frombytes(bytes(buf), (w, h), "RGB")
    out = new_surface(w, h)
    out.blit(src, (0, 0))
    return out


def _shaded_raster(w: int, h: int, rng: random.Random, grain: float, row,
                   blue: float = 1.0) -> pygame.Surface:
    """Paint a w x h surface pixel by pixel, top row first.

    `row(y)` gives that row's pixel function, x -> (r, g, b, s): the colour scaled by s, plus
    one grain offset per pixel drawn from rng ((random() - 0.5) * grain; on blue times `blue`).
    """
    buf = bytearray(w * h * 3)
    j = 0
    for y in range(h):
        pixel = row(y)
        for x in range(w):
            r, g, b, s = pixel(x)
            d = (rng.random() - 0.5) * grain
            buf[j] = clamp8(r * s + d)
            buf[j + 1] = clamp8(g * s + d)
            buf[j + 2] = clamp8(b * s + d * blue)
            j += 3
    return _rgb_surface(buf, w, h)


def blit_cairo(base: pygame.Surface, canvas: Canvas):
    base.blit(canvas.to_pygame(), (0, 0))


def _ground(w: int, h: int, field: list[float], stops, grain: float, seed: int):
    """A textured ground: `field` colourised (grain seeded `seed`) and a cairo canvas to draw
    on it, with the drawing's random stream seeded seed + 1. Returns (surf, canvas, ctx, rng)."""
    surf = colorize(w, h, field, stops, grain=grain, seed=seed)
    cv = Canvas(w, h)
    return surf, cv, cv.ctx, random.Random(seed + 1)


# --------------------------------------------------------------------------
# procedural textures
# --------------------------------------------------------------------------

# Details drawn by several textures. The ones placed with wrap_offsets are seamless: a
# piece near a tile edge is drawn again across it.

def _crack(ctx, rng, w, h, x, y, ang, steps, turn, step, margin, strokes, bounds=None):
    """A crack wandering `steps` times from (x, y), starting at `ang`: each step turns by up
    to +-turn (kept within `bounds`, if given) and runs a length drawn from the range `step`.
    `strokes`: (colour, alpha, width, dx, dy) of the lines drawn along it, in order."""
    pts = [(x, y)]
    for _ in range(steps):
        ang += rng.uniform(-turn, turn)
        if bounds is not None:
            ang = max(bounds[0], min(bounds[1], ang))
        length = rng.uniform(*step)
        x += math.cos(ang) * length
        y += math.sin(ang) * length
        pts.append((x, y))
    x0, y0 = pts[0]
    for dx, dy in wrap_offsets(x0, y0, w, h, margin):
        for col, a, lw, ox, oy in strokes:
            ctx.new_path()
            for px, py in pts:
                ctx.line_to(px + dx + ox, py + dy + oy)
            set_rgba(ctx, col, a)
            ctx.set_line_width(lw)
            ctx.stroke()


def _ridges(w, h, seed, ridge_k, fine_k):
    """Broken rock: sharp ridges (folded fbm seeded `seed`) over finer noise (seed + 1)."""
    f1 = fbm(w, h, seed, (4, 4), 5, 0.6)
    f2 = fbm(w, h, seed + 1, (8, 8), 3)
    field = []
    for a, b in zip(f1, f2):
        ridge = 1.0 - abs(2 * a - 1)
        field.append(min(1.0, ridge_k * ridge * ridge + fine_k * b))
    return field


def _fibres(ctx, rng, w, h, n, turn, length, width, colour, alpha):
    """n short straight strokes (hairs, fibres, needles) of line width `width` at random
    spots, each at an angle up to `turn` and a length from the range `length`; `colour(rng)`
    picks its colour, then `alpha` is a number or a range to draw it from."""
    ctx.set_line_width(width)
    for _ in range(n):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        ang = rng.uniform(0, turn)
        ln = rng.uniform(*length)
        set_rgba(ctx, colour(rng), rng.uniform(*alpha) if isinstance(alpha, tuple) else alpha)
        ctx.move_to(x, y)
        ctx.line_to(x + math.cos(ang) * ln, y + math.sin(ang) * ln)
        ctx.stroke()


def _pebbles(ctx, rng, w, h, n, radius, margin, shadow, colours, alpha=1.0):
    """n round pebbles of a radius drawn from the range `radius`, each over a shadow
    (colour, alpha, dx, dy); every drawn copy picks its colour from `colours`."""
    sh_col, sh_a, sh_dx, sh_dy = shadow
    for _ in range(n):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        r = rng.uniform(*radius)
        for dx, dy in wrap_offsets(x, y, w, h, margin):
            set_rgba(ctx, sh_col, sh_a)
            ctx.arc(x + dx + sh_dx, y + dy + sh_dy, r, 0, TAU)
            ctx.fill()
            set_rgba(ctx, rng.choice(colours), alpha)
            ctx.arc(x + dx, y + dy, r, 0, TAU)
            ctx.fill()


def tex_desert(w=256, h=256):
    dune = fbm(w, h, 101, (2, 2), 5, 0.5)
    warp = fbm(w, h, 102, (2, 3), 3, 0.5)
    warp2 = fbm(w, h, 105, (5, 6), 3, 0.5)
    fine = fbm(w, h, 106, (32, 32), 2)
    lut = make_lut([(0, "#cf9252"), (0.35, "#dfab6a"), (0.7, "#ecc486"), (1, "#f6dba6")])
    n = 13  # ripples per tile (integer -> seamless)

    def row(y):
        def pixel(x):
            k = y * w + x
            t = (y + 34 * (warp[k] - 0.5) + 9 * (warp2[k] - 0.5)) * n / h
            fr = t - math.floor(t)
            # asymmetric ripple: long lit slope, short steep shadow side
            if fr < 0.72:
                v = fr / 0.72
                s = 0.92 + 0.13 * v
            else:
                v = (fr - 0.72) / 0.28
                s = 1.05 - 0.2 * math.sin(v * math.pi / 2)
            s += 0.05 * (fine[k] - 0.5)
            return (*lut[int(dune[k] * 255)], s)
        return pixel

    surf = _shaded_raster(w, h, random.Random(103), 14, row, blue=0.8)
    cv = Canvas(w, h)
    ctx = cv.ctx
    rng = random.Random(104)
    # tiny specks and pebbles
    for _ in range(260):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        set_rgba(ctx, rng.choice(["#b07a45", "#c08a52", "#fbe6bd"]), rng.uniform(0.3, 0.6))
        ctx.arc(x, y, rng.uniform(0.4, 0.9), 0, TAU)
        ctx.fill()
    for _ in range(22):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        rx = rng.uniform(1.6, 3.6)
        ry = rx * rng.uniform(0.6, 0.9)
        ang = rng.uniform(0, math.pi)
        col = rng.choice(["#9c7452", "#a8825f", "#8a6a55", "#b69274", "#7d5d47"])
        for dx, dy in wrap_offsets(x, y, w, h, 6):
            ctx.save()
            ctx.translate(x + dx, y + dy)
            ctx.rotate(ang)
            ctx.scale(rx, ry)
            set_rgba(ctx, "#6b4424", 0.35)
            ctx.arc(0.35, 0.45, 1.0, 0, TAU)
            ctx.fill()
            set_rgba(ctx, col)
            ctx.arc(0, 0, 1.0, 0, TAU)
            ctx.fill()
            set_rgba(ctx, "#ffffff", 0.35)
            ctx.arc(-0.3, -0.35, 0.4, 0, TAU)
            ctx.fill()
            ctx.restore()
    # a few dry grass tufts
    for _ in range(7):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        for dx, dy in wrap_offsets(x, y, w, h, 14):
            set_rgba(ctx, "#7a4a1e", 0.25)
            ctx.save()
            ctx.translate(x + dx + 1, y + dy + 1)
            ctx.scale(6, 2.2)
            ctx.arc(0, 0, 1, 0, TAU)
            ctx.restore()
            ctx.fill()
            for _b in range(9):
                ang = -math.pi / 2 + rng.uniform(-1.1, 1.1)
                _blade(ctx, x + dx + rng.uniform(-2, 2), y + dy, rng.uniform(5, 10), ang, 1.3)
                set_rgba(ctx, rng.choice(["#9a8a3c", "#b39a4a", "#8a7032", "#c9ad5e"]), 0.95)
                ctx.fill()
    blit_cairo(surf, cv)
    return surf


def tex_canyon(w=256, h=256):
    warp = fbm(w, h, 201, (2, 3), 4, 0.5)
    warp2 = fbm(w, h, 202, (6, 6), 3)
    detail = fbm(w, h, 203, (16, 16), 3)
    bands = ["#b5532d", "#d88650", "#a4452a", "#e3a877", "#c2633a", "#8a3a22",
             "#d27a45", "#bb5833", "#e8b98a"]
    nb = len(bands)
    band_rgb = [rgb(c) for c in bands]
    rng = random.Random(204)

    def row(y):
        def pixel(x):
            k = y * w + x
            t = (y + 46 * (warp[k] - 0.5) + 10 * (warp2[k] - 0.5)) * nb / h
            bi = int(math.floor(t))
            fr = t - bi
            s = 1.0 - 0.22 * fr + 0.28 * (detail[k] - 0.5)
            if fr < 0.07:
                s *= 0.72 + 4 * fr
            elif fr > 0.93:
                s *= 1.08
            return (*band_rgb[bi % nb], s)
        return pixel

    surf = _shaded_raster(w, h, rng, 16, row)
    cv = Canvas(w, h)
    ctx = cv.ctx
    # cracks: jagged mostly-vertical lines with a light edge
    for _ in range(22):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        ang = math.pi / 2 + rng.uniform(-0.5, 0.5)
        _crack(ctx, rng, w, h, x, y, ang, rng.randint(4, 9), 0.6, (4, 9), 70,
               (("#f6c29a", 0.35, 1.2, 1.0, 0), ("#4a1a0c", 0.75, 1.4, 0.0, 0)),
               bounds=(math.pi / 2 - 0.9, math.pi / 2 + 0.9))
    # a few rock chips
    _pebbles(ctx, rng, w, h, 26, (1.5, 3.2), 6, ("#4a1a0c", 0.35, 0.8, 0.9),
             ["#e2a070", "#c9754a", "#f0c49c"], alpha=0.9)
    blit_cairo(surf, cv)
    return surf


def _blade(ctx, x, y, length, ang, width):
    ex, ey = x + math.cos(ang) * length, y + math.sin(ang) * length
    bend = length * 0.25
    cx_, cy_ = (x + ex) / 2 + math.cos(ang + math.pi / 2) * bend, (y + ey) / 2 + math.sin(ang + math.pi / 2) * bend
    nx, ny = math.cos(ang + math.pi / 2) * width / 2, math.sin(ang + math.pi / 2) * width / 2
    ctx.move_to(x - nx, y - ny)
    ctx.curve_to(cx_ - nx * 0.6, cy_ - ny * 0.6, cx_, cy_, ex, ey)
    ctx.curve_to(cx_, cy_, cx_ + nx * 0.6, cy_ + ny * 0.6, x + nx, y + ny)
    ctx.close_path()


def _grass(ctx, rng, w, h, layers, margin, blade):
    """Layers of grass blades, first layer lowest: for each (colours, count), `count` blades.

    `blade(colours)` draws one blade's look from rng (each texture in its own order) and
    returns (length, angle, width, colour, alpha); a callable width is drawn anew for every
    copy of the blade across a tile edge.
    """
    for cols, count in layers:
        for _ in range(count):
            x, y = rng.uniform(0, w), rng.uniform(0, h)
            length, ang, width, col, a = blade(cols)
            for dx, dy in wrap_offsets(x, y, w, h, margin):
                _blade(ctx, x + dx, y + dy, length, ang, width() if callable(width) else width)
                set_rgba(ctx, col, a)
                ctx.fill()


def _flowers(ctx, rng, w, h, n, kinds, radius, margin, petal=0.6, turned=False, shadow=None):
    """n small five-petalled flowers: (petal, centre) colours picked from `kinds`, a size r
    drawn from the range `radius`, petals of radius petal * r, turned at random if `turned`;
    `shadow`: (colour, alpha, dx, dy, scale) of a disc under the flower, if any."""
    for _ in range(n):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        petal_col, centre = rng.choice(kinds)
        r = rng.uniform(*radius)
        rot = rng.uniform(0, TAU) if turned else 0.0
        for dx, dy in wrap_offsets(x, y, w, h, margin):
            cx_, cy_ = x + dx, y + dy
            if shadow is not None:
                sh_col, sh_a, sh_dx, sh_dy, sh_k = shadow
                set_rgba(ctx, sh_col, sh_a)
                ctx.arc(cx_ + sh_dx, cy_ + sh_dy, r * sh_k, 0, TAU)
                ctx.fill()
            for p in range(5):
                a = rot + p * TAU / 5
                set_rgba(ctx, petal_col)
                ctx.arc(cx_ + math.cos(a) * r * 0.8, cy_ + math.sin(a) * r * 0.8, r * petal, 0, TAU)
                ctx.fill()
            set_rgba(ctx, centre)
            ctx.arc(cx_, cy_, r * 0.45, 0, TAU)
            ctx.fill()


def tex_prairie(w=256, h=256):
    f1 = fbm(w, h, 301, (3, 3), 5, 0.55)
    surf, cv, ctx, rng = _ground(w, h, f1, [(0, "#6fa23f"), (0.45, "#8ebd52"), (0.8, "#a9d068"),
                                           (1, "#c2df86")], 12, 302)

    def blade(cols):
        length = rng.uniform(6, 13)
        ang = -math.pi / 2 + rng.uniform(-0.55, 0.55)
        width = rng.uniform(1.4, 2.4)
        return length, ang, width, rng.choice(cols), rng.uniform(0.55, 0.95)

    _grass(ctx, rng, w, h, [(["#4f7f2a", "#5b8e31", "#66993a"], 1100),
                            (["#79ad45", "#86b94e"], 1100),
                            (["#a7d26a", "#b9dd7e", "#cde88f"], 900)], 16, blade)
    # small flowers
    flower_cols = [("#fffdf3", "#f2b01e"), ("#f8d548", "#c9731c"), ("#c8a2e8", "#f6e27a"),
                   ("#fffdf3", "#f2b01e"), ("#f49ac1", "#fff1a8")]
    _flowers(ctx, rng, w, h, 26, flower_cols, (2.2, 3.2), 8, petal=0.62, turned=True,
             shadow=("#2f5a18", 0.35, 0.8, 1.0, 1.5))
    blit_cairo(surf, cv)
    return surf


def _crown(ctx, x, y, r, base, rng):
    lobes = []
    n = rng.randint(6, 8)
    for i in range(n):
        a = i * TAU / n + rng.uniform(-0.3, 0.3)
        d = r * rng.uniform(0.45, 0.6)
        lobes.append((x + math.cos(a) * d, y + math.sin(a) * d, r * rng.uniform(0.45, 0.6)))
    lobes.append((x, y, r * 0.7))
    # shadow
    for lx, ly, lr in lobes:
        set_rgba(ctx, "#081a0a", 0.28)
        ctx.arc(lx + r * 0.28, ly + r * 0.34, lr, 0, TAU)
        ctx.fill()
    dark = shade(base, -0.5)
    light = shade(base, 0.25)
    # outline-ish rim, then the whole crown shaded as one volume
    for lx, ly, lr in lobes:
        set_rgba(ctx, shade(base, -0.6))
        ctx.arc(lx, ly, lr + 0.8, 0, TAU)
        ctx.fill()
    grad = cairo.RadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r * 1.25)
    grad.add_color_stop_rgb(0, *frgb(light))
    grad.add_color_stop_rgb(0.5, *frgb(base))
    grad.add_color_stop_rgb(1, *frgb(dark))
    for lx, ly, lr in lobes:
        ctx.set_source(grad)
        ctx.arc(lx, ly, lr, 0, TAU)
        ctx.fill()
    # leaf clusters: lighter on the sunny side, darker in the shade
    for _ in range(7):
        a = rng.uniform(0, TAU)
        d = rng.uniform(0.2, 0.7) * r
        cx_, cy_ = x + math.cos(a) * d, y + math.sin(a) * d
        sunny = math.cos(a - 3.93)  # towards top-left
        col = shade(base, 0.3) if sunny > 0 else shade(base, -0.3)
        set_rgba(ctx, col, 0.35 + 0.25 * abs(sunny))
        ctx.arc(cx_, cy_, r * rng.uniform(0.18, 0.3), 0, TAU)
        ctx.fill()
    # leaf speckles
    for _ in range(int(r * 1.4)):
        a = rng.uniform(0, TAU)
        d = rng.uniform(0, r * 0.95)
        set_rgba(ctx, rng.choice([shade(base, 0.4), shade(base, -0.4)]), 0.3)
        ctx.arc(x + math.cos(a) * d, y + math.sin(a) * d, rng.uniform(0.6, 1.2), 0, TAU)
        ctx.fill()


def _conifer(ctx, x, y, r, base, rng):
    n = rng.randint(12, 16)
    rot = rng.uniform(0, TAU)

    def star(cx_, cy_, rr):
        ctx.new_path()
        for i in range(2 * n):
            a = rot + i * math.pi / n
            d = rr if i % 2 == 0 else rr * 0.7
            ctx.line_to(cx_ + math.cos(a) * d, cy_ + math.sin(a) * d)
        ctx.close_path()

    set_rgba(ctx, "#061509", 0.32)
    star(x + r * 0.3, y + r * 0.36, r)
    ctx.fill()
    for k, (sc, col) in enumerate(((1.0, shade(base, -0.25)), (0.72, base),
                                   (0.45, shade(base, 0.22)), (0.2, shade(base, 0.4)))):
        star(x - r * 0.06 * k, y - r * 0.07 * k, r * sc)
        set_rgba(ctx, col)
        ctx.fill()


def tex_forest(w=256, h=256):
    f1 = fbm(w, h, 401, (4, 4), 4)
    surf, cv, ctx, rng = _ground(w, h, f1, [(0, "#142e17"), (0.5, "#1f4222"), (1, "#2e5a2c")],
                                 10, 402)
    trees = []
    g = 7
    for gy in range(g):
        for gx in range(g):
            for _ in range(2):
                x = (gx + rng.random()) * w / g
                y = (gy + rng.random()) * h / g
                trees.append((y, x, rng.uniform(14, 23), rng.random() < 0.3, rng.random()))
    trees.sort()
    leafy = ["#3a7232", "#447f36", "#32652c", "#4f8536", "#3f783a", "#5c8c38", "#2f5f33"]
    conif = ["#2d6440", "#275a3a", "#32704a"]
    for y, x, r, is_conifer, seedv in trees:
        trng = random.Random(int(seedv * 1e9))
        base = trng.choice(conif if is_conifer else leafy)
        for dx, dy in wrap_offsets(x, y, w, h, r * 1.8):
            if is_conifer:
                _conifer(ctx, x + dx, y + dy, r * 0.95, base, random.Random(int(seedv * 1e9)))
            else:
                _crown(ctx, x + dx, y + dy, r, base, random.Random(int(seedv * 1e9)))
    blit_cairo(surf, cv)
    return surf


def tex_cornfield(w=256, h=256):
    f1 = fbm(w, h, 501, (4, 4), 4)
    surf, cv, ctx, rng = _ground(w, h, f1, [(0, "#6e4418"), (0.5, "#875a24"), (1, "#a0722f")],
                                 14, 502)
    rows = 6
    per_row = 12
    pitch = w / rows
    # furrow shading between rows
    for i in range(rows):
        xc = (i + 0.5) * pitch
        grad = cairo.LinearGradient(xc - pitch / 2, 0, xc + pitch / 2, 0)
        grad.add_color_stop_rgba(0, 0.25, 0.13, 0.03, 0.35)
        grad.add_color_stop_rgba(0.5, 0.25, 0.13, 0.03, 0.0)
        grad.add_color_stop_rgba(1, 0.25, 0.13, 0.03, 0.35)
        ctx.set_source(grad)
        ctx.rectangle(xc - pitch / 2, 0, pitch, h)
        ctx.fill()
    leaf_cols = ["#d6ae3c", "#e2bf52", "#c79c31", "#b5a23c", "#e9cd6a", "#a99535", "#c9b045"]
    plants = []
    for i in range(rows):
        for k in range(per_row):
            xc = (i + 0.5) * pitch + 3 * math.sin(TAU * (k / per_row + i * 0.37))
            yc = (k + 0.5) * h / per_row + rng.uniform(-2, 2)
            plants.append((yc, xc, rng.random()))
    plants.sort()
    for i in range(rows):
        for col, a, lw in (("#6b5a1c", 0.55, 30), ("#a38a2a", 0.5, 20)):
            set_rgba(ctx, col, a)
            ctx.set_line_width(lw)
            ctx.new_path()
            for k in range(0, per_row * 4 + 1):
                yy = k * h / (per_row * 4)
                ctx.line_to((i + 0.5) * pitch + 3 * math.sin(TAU * (k / (per_row * 4) + i * 0.37)), yy)
            ctx.stroke()
    for yc, xc, sv in plants:
        prng = random.Random(int(sv * 1e9))
        leaves = []
        for li in range(prng.randint(9, 12)):
            side = 0.0 if li % 2 == 0 else math.pi
            ang = side + prng.uniform(-1.0, 1.0)
            leaves.append((ang, prng.uniform(16, 25), prng.uniform(4.5, 6.5), prng.choice(leaf_cols)))
        cob = prng.random() < 0.55
        cob_ang = prng.uniform(-0.6, 0.6) + (math.pi if prng.random() < 0.5 else 0)
        for dx, dy in wrap_offsets(xc, yc, w, h, 28):
            x, y = xc + dx, yc + dy
            for ang, length, width, col in leaves:
                _blade(ctx, x + 1.2, y + 1.6, length, ang, width)
                set_rgba(ctx, "#3b2408", 0.25)
                ctx.fill()
            for ang, length, width, col in leaves:
                _blade(ctx, x, y, length, ang, width)
                set_rgba(ctx, col)
                ctx.fill()
                set_rgba(ctx, shade(col, -0.3), 0.7)
                ctx.set_line_width(0.6)
                ctx.move_to(x, y)
                ctx.line_to(x + math.cos(ang) * length * 0.8, y + math.sin(ang) * length * 0.8)
                ctx.stroke()
            if cob:
                ctx.save()
                ctx.translate(x, y)
                ctx.rotate(cob_ang)
                ctx.scale(1.35, 1.35)
                # husk
                set_rgba(ctx, "#9aa63c")
                ctx.save()
                ctx.translate(0, -1)
                ctx.scale(3.6, 7.5)
                ctx.arc(0, 0, 1, 0, TAU)
                ctx.restore()
                ctx.fill()
                # kernels
                ctx.save()
                ctx.translate(0, -3)
                ctx.scale(2.6, 5.8)
                ctx.arc(0, 0, 1, 0, TAU)
                ctx.restore()
                set_rgba(ctx, "#f6cd3a")
                ctx.fill()
                for ky in range(-7, 3, 2):
                    for kx in (-1, 1):
                        set_rgba(ctx, "#fff0a0", 0.8)
                        ctx.arc(kx * 0.9, ky + 0.3, 0.55, 0, TAU)
                        ctx.fill()
                ctx.restore()
            # tassel on top of the stalk
            set_rgba(ctx, "#f3e3a0", 0.9)
            ctx.set_line_width(0.9)
            for q in range(7):
                a = q * TAU / 7 + sv
                ctx.move_to(x, y)
                ctx.line_to(x + math.cos(a) * 4.5, y + math.sin(a) * 4.5)
                ctx.stroke()
            set_rgba(ctx, "#8a6a1e")
            ctx.arc(x, y, 1.5, 0, TAU)
            ctx.fill()
    blit_cairo(surf, cv)
    return surf


def _plank(ctx, x, y, pw, ph, base, rng, horizontal=True, grain_lines=5):
    grad = cairo.LinearGradient(x, y, x, y + ph) if horizontal else cairo.LinearGradient(x, y, x + pw, y)
    grad.add_color_stop_rgb(0, *frgb(shade(base, 0.18)))
    grad.add_color_stop_rgb(0.5, *frgb(base))
    grad.add_color_stop_rgb(1, *frgb(shade(base, -0.22)))
    ctx.set_source(grad)
    ctx.rectangle(x, y, pw, ph)
    ctx.fill()
    set_rgba(ctx, shade(base, -0.45), 0.45)
    ctx.set_line_width(0.7)
    length, across = (pw, ph) if horizontal else (ph, pw)
    for _ in range(grain_lines):
        o = rng.uniform(0.15, 0.85) * across
        ph1 = rng.uniform(0, TAU)
        amp = rng.uniform(0.3, 1.2)
        ctx.new_path()
        steps = max(2, int(length / 4))
        for s in range(steps + 1):
            t = s * length / steps
            v = o + amp * math.sin(ph1 + t / 9.0)
            if horizontal:
                ctx.line_to(x + t, y + v)
            else:
                ctx.line_to(x + v, y + t)
        ctx.stroke()


def _fence_rail(ctx, x, y, length, rail, horizontal, rng, wood):
    seg = length / 2
    for k in range(2):
        if horizontal:
            _plank(ctx, x + k * seg, y - rail / 2, seg, rail, wood[k % len(wood)], rng, True, 3)
        else:
            _plank(ctx, x - rail / 2, y + k * seg, rail, seg, wood[(k + 1) % len(wood)], rng, False, 3)


def _fence_post(ctx, px, py, post):
    set_rgba(ctx, "#2c1806", 0.45)
    ctx.rectangle(px - post / 2 + 3, py - post / 2 + 4, post, post)
    ctx.fill()
    grad = cairo.LinearGradient(px - post / 2, py - post / 2, px + post / 2, py + post / 2)
    grad.add_color_stop_rgb(0, *frgb("#b8885a"))
    grad.add_color_stop_rgb(1, *frgb("#5e3a1a"))
    ctx.set_source(grad)
    ctx.rectangle(px - post / 2, py - post / 2, post, post)
    ctx.fill()
    set_rgba(ctx, "#3e2410", 0.8)
    ctx.set_line_width(0.8)
    for rr in (2.5, 5, 7.5):
        ctx.arc(px + 0.5, py + 0.5, rr, 0, TAU)
        ctx.stroke()
    set_rgba(ctx, "#2a1606")
    ctx.set_line_width(1.2)
    ctx.rectangle(px - post / 2, py - post / 2, post, post)
    ctx.stroke()


def tex_farm(w=256, h=256):
    f1 = fbm(w, h, 601, (4, 4), 5, 0.55)
    surf, cv, ctx, rng = _ground(w, h, f1, [(0, "#9a5a24"), (0.45, "#b06e2e"), (0.8, "#c4843c"),
                                           (1, "#d39a4c")], 16, 602)
    # plough furrows in the two lower paddocks, hay litter in the upper ones
    for px0 in (0, w / 2):
        for k in range(8):
            y = h / 2 + 16 + k * 14
            ph = rng.uniform(0, TAU)
            for col, a, lw, off in (("#5e3210", 0.45, 5, 2.5), ("#e6ad62", 0.4, 2.2, -2.0)):
                set_rgba(ctx, col, a)
                ctx.set_line_width(lw)
                ctx.new_path()
                for xi in range(0, 109, 6):
                    ctx.line_to(px0 + 10 + xi, y + off + 1.2 * math.sin(ph + xi / 11))
                ctx.stroke()
            if px0 == 0:  # sprouts in the bottom-left paddock
                for xi in range(14, 118, 9):
                    sx, sy = px0 + xi + rng.uniform(-1.5, 1.5), y - 1
                    for ang in (-2.2, -0.9):
                        _blade(ctx, sx, sy, rng.uniform(4, 6), ang, 2.4)
                        set_rgba(ctx, rng.choice(["#6a9a2e", "#7fb03a", "#5a8a28"]))
                        ctx.fill()
    for _ in range(650):
        x, y = rng.uniform(8, w - 8), rng.uniform(8, h / 2 - 8)
        ang = rng.uniform(0, math.pi)
        ln = rng.uniform(3, 8)
        col = rng.choice(["#f2da8c", "#e8c96e", "#fbe9a8", "#c99a4e"])
        set_rgba(ctx, col, rng.uniform(0.6, 0.95))
        ctx.set_line_width(rng.uniform(0.8, 1.3))
        ctx.move_to(x, y)
        ctx.line_to(x + math.cos(ang) * ln, y + math.sin(ang) * ln)
        ctx.stroke()
    # round hay bales in the top-left paddock
    for bx, by, br in ((38, 44, 12), (72, 38, 11), (58, 78, 12), (96, 70, 10)):
        lit_disc(ctx, bx, by, br, ((0, "#fbe8a6"), (0.7, "#e0bb5c"), (1, "#b58a34")),
                 shadow=("#4a2a08", 0.4, 3, 4), light=(0.3, 0.35))
        set_rgba(ctx, "#9a7026", 0.75)
        ctx.set_line_width(0.8)
        ctx.new_path()
        for q in range(60):
            a = q * 0.42
            d = br * q / 66
            ctx.line_to(bx + math.cos(a) * d, by + math.sin(a) * d)
        ctx.stroke()
    # fences: along the tile edges (half visible each side, so tiles join) and a cross
    rail = 12
    wood = ["#9a6632", "#8a5a2b", "#a87040"]
    set_rgba(ctx, "#3b2006", 0.35)
    for yy in (0, h / 2, h):
        ctx.rectangle(0, yy - rail / 2 + 3, w, rail)
    for xx in (0, w / 2, w):
        ctx.rectangle(xx - rail / 2 + 3, 0, rail, h)
    ctx.fill()
    for yy in (0, h / 2, h):
        for xx in (0, w / 2):
            _fence_rail(ctx, xx, yy, w / 2, rail, True, rng, wood)
    for xx in (0, w / 2, w):
        for yy in (0, h / 2):
            _fence_rail(ctx, xx, yy, h / 2, rail, False, rng, wood)
    for px in (0, w / 2, w):
        for py in (0, h / 2, h):
            _fence_post(ctx, px, py, 18)
    for px in (w / 4, 3 * w / 4):
        for py in (0, h / 2, h):
            _fence_post(ctx, px, py, 13)
            _fence_post(ctx, py, px, 13)
    blit_cairo(surf, cv)
    return surf


def tex_river(w=512, h=64):
    f1 = fbm(w, h, 701, (8, 2), 4)
    field = []
    for y in range(h):
        prof = 1 - abs((y + 0.5) / h - 0.5) * 2  # 1 in middle
        for x in range(w):
            field.append(0.55 * f1[y * w + x] + 0.45 * (1 - prof))
    surf, cv, ctx, rng = _ground(w, h, field, [(0, "#1c5a8f"), (0.45, "#2a78b0"), (0.8, "#4a9ccc"),
                                              (1, "#7cc0e0")], 8, 702)
    for _ in range(150):
        x, y = rng.uniform(0, w), rng.uniform(4, h - 4)
        ln = rng.uniform(8, 26)
        dark = rng.random() < 0.35
        set_rgba(ctx, "#0f3d66" if dark else "#e8f6ff", rng.uniform(0.25, 0.6))
        ctx.set_line_width(rng.uniform(1.0, 1.8))
        for dx, dy in wrap_offsets(x, y, w, h, 30):
            if dy:
                continue
            ctx.new_path()
            for s in range(9):
                t = s / 8
                ctx.line_to(x + dx + t * ln, y + math.sin(t * math.pi) * -1.6)
            ctx.stroke()
    # sparkles
    for _ in range(40):
        x, y = rng.uniform(0, w), rng.uniform(6, h - 6)
        set_rgba(ctx, "#ffffff", rng.uniform(0.4, 0.8))
        ctx.arc(x, y, rng.uniform(0.6, 1.2), 0, TAU)
        ctx.fill()
    # darker banks
    grad = cairo.LinearGradient(0, 0, 0, h)
    grad.add_color_stop_rgba(0, 0.05, 0.18, 0.3, 0.45)
    grad.add_color_stop_rgba(0.12, 0.05, 0.18, 0.3, 0.0)
    grad.add_color_stop_rgba(0.88, 0.05, 0.18, 0.3, 0.0)
    grad.add_color_stop_rgba(1, 0.05, 0.18, 0.3, 0.45)
    ctx.set_source(grad)
    ctx.paint()
    blit_cairo(surf, cv)
    return surf


def tex_wood_board(w=512, h=128, seed=801, planks=3):
    rng = random.Random(seed)
    warp = fbm(w, h, seed + 1, (2, 4), 4)
    fine = fbm(w, h, seed + 2, (32, 64), 2)
    bases = [rgb(c) for c in ("#9a6334", "#a86e3a", "#8f5a2e", "#b07741")]
    edges = [round(i * h / planks) for i in range(planks + 1)]

    def row(y):
        p = max(i for i in range(planks) if edges[i] <= y)
        r0, g0, b0 = bases[(p + seed) % len(bases)]
        y0, y1 = edges[p], edges[p + 1]
        ty = (y - y0) / max(1, y1 - y0)
        edge_shade = 1.0 - 0.25 * max(0.0, (ty - 0.8) / 0.2) + 0.12 * max(0.0, (0.2 - ty) / 0.2)

        def pixel(x):
            k = y * w + x
            g = math.sin((y * 0.9 + 24 * warp[k] + p * 17) * 0.55)
            return r0, g0, b0, (0.9 + 0.1 * g + 0.12 * (fine[k] - 0.5)) * edge_shade
        return pixel

    surf = _shaded_raster(w, h, rng, 8, row)
    cv = Canvas(w, h)
    ctx = cv.ctx
    for i in range(1, planks):
        y = edges[i]
        set_rgba(ctx, "#2b1607", 0.9)
        ctx.rectangle(0, y - 1, w, 2)
        ctx.fill()
        set_rgba(ctx, "#e0a96e", 0.35)
        ctx.rectangle(0, y + 1, w, 1)
        ctx.fill()
    # knots
    for _ in range(planks + 1):
        p = rng.randrange(planks)
        x = rng.uniform(30, w - 30)
        y = rng.uniform(edges[p] + 10, edges[p + 1] - 10)
        for k, a in ((7, 0.25), (5, 0.35), (3, 0.5), (1.6, 0.8)):
            set_rgba(ctx, "#4a2810", a)
            ctx.save()
            ctx.translate(x, y)
            ctx.scale(2.2, 1.0)
            ctx.arc(0, 0, k, 0, TAU)
            ctx.restore()
            ctx.set_line_width(0.8)
            ctx.stroke()
    # butt joints and nails
    for p in range(planks):
        jx = rng.uniform(w * 0.3, w * 0.7)
        y0, y1 = edges[p], edges[p + 1]
        set_rgba(ctx, "#2b1607", 0.8)
        ctx.rectangle(jx, y0, 1.5, y1 - y0)
        ctx.fill()
        for nx in (10, jx - 8, jx + 10, w - 10):
            for ny in (y0 + (y1 - y0) * 0.3, y0 + (y1 - y0) * 0.7):
                set_rgba(ctx, "#1d1008", 0.85)
                ctx.arc(nx, ny, 1.8, 0, TAU)
                ctx.fill()
                set_rgba(ctx, "#c9b8a0", 0.6)
                ctx.arc(nx - 0.5, ny - 0.5, 0.7, 0, TAU)
                ctx.fill()
    blit_cairo(surf, cv)
    return surf


def tex_felt(w=512, h=512):
    f1 = fbm(w, h, 901, (4, 4), 5, 0.5)
    surf, cv, ctx, rng = _ground(w, h, f1, [(0, "#173d2b"), (0.5, "#1d4a34"), (1, "#25593f")],
                                 10, 902)
    _fibres(ctx, rng, w, h, 9000, TAU, (1.5, 4.5), 0.7,
            lambda r: "#8fc7a4" if r.random() < 0.5 else "#07180f", (0.05, 0.14))
    blit_cairo(surf, cv)
    return surf


def tex_parchment(w=256, h=256):
    f1 = fbm(w, h, 1001, (3, 3), 5, 0.55)
    f2 = fbm(w, h, 1002, (5, 5), 3)
    field = [0.7 * a + 0.3 * (b * b) for a, b in zip(f1, f2)]
    surf, cv, ctx, rng = _ground(w, h, field, [(0, "#d7bf8c"), (0.35, "#e6d2a6"), (0.75, "#efe1bd"),
                                              (1, "#f6ecd1")], 9, 1003)
    _fibres(ctx, rng, w, h, 1600, TAU, (2, 6), 0.6,
            lambda r: r.choice(["#a88a55", "#fff8e6"]), (0.06, 0.16))
    for _ in range(90):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        set_rgba(ctx, "#8a6a3a", rng.uniform(0.12, 0.3))
        ctx.arc(x, y, rng.uniform(0.4, 1.0), 0, TAU)
        ctx.fill()
    blit_cairo(surf, cv)
    return surf


# --------------------------------------------------------------------------
# procedural markers
# --------------------------------------------------------------------------

def draw_rope_ring(ctx, cx, cy, radius, thick, base="#9a6231", n=40):
    """A twisted rope circle (lasso loop)."""
    dark = shade(base, -0.55)
    # shadow
    set_rgba(ctx, "#1e1006", 0.35)
    ctx.set_line_width(thick + 2)
    ctx.arc(cx + 2, cy + 3, radius, 0, TAU)
    ctx.stroke()
    # outline + body
    set_rgba(ctx, dark)
    ctx.set_line_width(thick + 3)
    ctx.arc(cx, cy, radius, 0, TAU)
    ctx.stroke()
    set_rgba(ctx, base)
    ctx.set_line_width(thick)
    ctx.arc(cx, cy, radius, 0, TAU)
    ctx.stroke()
    # twisted strands: slanted capsules along the circle
    for i in range(n):
        a = i * TAU / n
        px, py = cx + math.cos(a) * radius, cy + math.sin(a) * radius
        ctx.save()
        ctx.translate(px, py)
        ctx.rotate(a + math.pi / 2 + 0.75)  # tangent + twist
        sl = thick * 0.95
        grad = cairo.LinearGradient(0, -thick * 0.3, 0, thick * 0.3)
        grad.add_color_stop_rgb(0, *frgb(shade(base, 0.45)))
        grad.add_color_stop_rgb(0.5, *frgb(shade(base, 0.1)))
        grad.add_color_stop_rgb(1, *frgb(shade(base, -0.35)))
        ctx.set_source(grad)
        ctx.save()
        ctx.scale(sl * 0.62, thick * 0.22)
        ctx.arc(0, 0, 1, 0, TAU)
        ctx.restore()
        ctx.fill()
        ctx.restore()
    # separating grooves
    set_rgba(ctx, dark, 0.8)
    ctx.set_line_width(1.1)
    for i in range(n):
        a = (i + 0.5) * TAU / n
        px, py = cx + math.cos(a) * radius, cy + math.sin(a) * radius
        ta = a + math.pi / 2 + 0.75
        dx, dy = math.cos(ta + math.pi / 2) * thick * 0.45, math.sin(ta + math.pi / 2) * thick * 0.45
        ctx.move_to(px - dx, py - dy)
        ctx.line_to(px + dx, py + dy)
        ctx.stroke()


def marker_circle(size):
    cv = Canvas(size, size)
    s = size / 128
    draw_rope_ring(cv.ctx, size / 2 - 1 * s, size / 2 - 1.5 * s, 43 * s, 18 * s, "#9a6231", 30)
    return cv.to_pygame()


def marker_bridge(size):
    cv = Canvas(size, size)
    ctx = cv.ctx
    s = size / 128
    rng = random.Random(1101)
    x0, x1 = 26 * s, 102 * s
    top, bot = 8 * s, 120 * s
    # shadow
    set_rgba(ctx, "#10243a", 0.35)
    ctx.rectangle(x0 + 4 * s, top + 5 * s, x1 - x0, bot - top)
    ctx.fill()
    # stringers (side beams)
    for bx in (x0 + 3 * s, x1 - 9 * s):
        _plank(ctx, bx, top - 4 * s, 6 * s, bot - top + 8 * s, "#5e3b1c", rng, False, 2)
    # planks
    n = 9
    pitch = (bot - top) / n
    woods = ["#a8743f", "#b5834a", "#9a6836", "#ba8a52", "#a06d3a"]
    for i in range(n):
        y = top + i * pitch + 1 * s
        jitter = rng.uniform(-2.5, 2.5) * s
        ctx.save()
        ctx.translate((x0 + x1) / 2 + jitter, y + pitch / 2)
        ctx.rotate(rng.uniform(-0.03, 0.03))
        pw, ph = x1 - x0, pitch - 2.5 * s
        set_rgba(ctx, "#2b1607", 0.9)
        ctx.rectangle(-pw / 2 - 1, -ph / 2 - 1, pw + 2, ph + 2)
        ctx.fill()
        _plank(ctx, -pw / 2, -ph / 2, pw, ph, rng.choice(woods), rng, True, 3)
        for nx in (-pw / 2 + 6 * s, pw / 2 - 6 * s):
            set_rgba(ctx, "#22140a")
            ctx.arc(nx, 0, 1.4 * s, 0, TAU)
            ctx.fill()
        ctx.restore()
    # rope hand-rails along both sides
    for rx in (x0 - 2 * s, x1 + 2 * s):
        set_rgba(ctx, "#3a2410")
        ctx.set_line_width(4.2 * s)
        ctx.move_to(rx, top - 2 * s)
        ctx.line_to(rx, bot + 2 * s)
        ctx.stroke()
        set_rgba(ctx, "#d4a868")
        ctx.set_line_width(2.4 * s)
        ctx.move_to(rx, top - 2 * s)
        ctx.line_to(rx, bot + 2 * s)
        ctx.stroke()
        set_rgba(ctx, "#7a5126")
        ctx.set_line_width(0.9 * s)
        yy = top
        while yy < bot:
            ctx.move_to(rx - 1.2 * s, yy)
            ctx.line_to(rx + 1.2 * s, yy + 2.4 * s)
            ctx.stroke()
            yy += 3.2 * s
        # posts
        for py in (top - 2 * s, (top + bot) / 2, bot + 2 * s):
            set_rgba(ctx, "#2b1607")
            ctx.arc(rx, py, 4.5 * s, 0, TAU)
            ctx.fill()
            set_rgba(ctx, "#8a5a2b")
            ctx.arc(rx - 0.6 * s, py - 0.6 * s, 3.2 * s, 0, TAU)
            ctx.fill()
    return cv.to_pygame()


def marker_gold(size):
    """Three shiny gold nuggets."""
    cv = Canvas(size, size)
    ctx = cv.ctx
    s = size / 128
    rng = random.Random(1201)
    nuggets = [(44, 74, 30), (86, 80, 25), (66, 46, 22)]
    set_rgba(ctx, "#3a2200", 0.3)
    for x, y, r in nuggets:
        ctx.save()
        ctx.translate((x + 3) * s, (y + 5) * s)
        ctx.scale(1.0, 0.8)
        ctx.arc(0, 0, r * s, 0, TAU)
        ctx.restore()
        ctx.fill()
    for x, y, r in nuggets:
        pts = []
        n = 11
        for i in range(n):
            a = i * TAU / n
            d = r * rng.uniform(0.78, 1.0)
            pts.append((x + math.cos(a) * d, y + math.sin(a) * d * 0.82))

        def path():
            ctx.new_path()
            # smooth closed curve through pts (Catmull-Rom -> Bezier)
            m = len(pts)
            ctx.move_to(pts[0][0] * s, pts[0][1] * s)
            for i in range(m):
                p0, p1, p2, p3 = pts[i - 1], pts[i], pts[(i + 1) % m], pts[(i + 2) % m]
                c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
                c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
                ctx.curve_to(c1[0] * s, c1[1] * s, c2[0] * s, c2[1] * s, p2[0] * s, p2[1] * s)
            ctx.close_path()

        path()
        grad = cairo.RadialGradient((x - r * 0.35) * s, (y - r * 0.4) * s, r * 0.05 * s,
                                    x * s, y * s, r * 1.1 * s)
        grad.add_color_stop_rgb(0, *frgb("#fff6b8"))
        grad.add_color_stop_rgb(0.35, *frgb("#f7cf3c"))
        grad.add_color_stop_rgb(0.75, *frgb("#d89a16"))
        grad.add_color_stop_rgb(1, *frgb("#9a6208"))
        ctx.set_source(grad)
        ctx.fill_preserve()
        set_rgba(ctx, "#6b3f05")
        ctx.set_line_width(2.2 * s)
        ctx.stroke()
        # dents
        for _ in range(4):
            a = rng.uniform(0, TAU)
            d = rng.uniform(0.2, 0.6) * r
            set_rgba(ctx, "#b07410", 0.55)
            ctx.arc((x + math.cos(a) * d) * s, (y + math.sin(a) * d * 0.8) * s,
                    rng.uniform(2, 4) * s, 0, TAU)
            ctx.fill()
        set_rgba(ctx, "#ffffff", 0.75)
        ctx.save()
        ctx.translate((x - r * 0.35) * s, (y - r * 0.38) * s)
        ctx.rotate(-0.6)
        ctx.scale(r * 0.28 * s, r * 0.12 * s)
        ctx.arc(0, 0, 1, 0, TAU)
        ctx.restore()
        ctx.fill()
    # sparkles
    for x, y, k in ((100, 32, 9), (24, 38, 6), (108, 58, 5)):
        set_rgba(ctx, "#fff7c2")
        ctx.move_to(x * s, (y - k) * s)
        for a in range(1, 9):
            d = k if a % 2 == 0 else k * 0.25
            ang = -math.pi / 2 + a * math.pi / 4
            ctx.line_to((x + math.cos(ang) * d) * s, (y + math.sin(ang) * d) * s)
        ctx.close_path()
        ctx.fill()
    return cv.to_pygame()


def marker_raft(size):
    """Top-down raft of bound logs (timber rafting)."""
    cv = Canvas(size, size)
    ctx = cv.ctx
    s = size / 128
    rng = random.Random(1301)
    ctx.translate(size / 2, size / 2)
    ctx.rotate(-0.28)
    n = 5
    lw, lh = 96 * s, 15 * s
    top = -n * lh / 2
    # shadow / water ripple around the raft
    set_rgba(ctx, "#0d2f4f", 0.35)
    ctx.rectangle(-lw / 2 + 3 * s, top + 4 * s, lw, n * lh)
    ctx.fill()
    for i in range(n):
        y = top + i * lh
        off = rng.uniform(-6, 6) * s
        x0, x1 = -lw / 2 + off, lw / 2 + off
        r = lh / 2 - 0.5 * s
        grad = cairo.LinearGradient(0, y, 0, y + lh)
        grad.add_color_stop_rgb(0, *frgb("#c8905a"))
        grad.add_color_stop_rgb(0.45, *frgb("#8f5a2e"))
        grad.add_color_stop_rgb(1, *frgb("#4e2e14"))
        ctx.new_path()
        ctx.move_to(x0, y + 0.5 * s)
        ctx.line_to(x1, y + 0.5 * s)
        ctx.arc(x1, y + lh / 2, r, -math.pi / 2, math.pi / 2)
        ctx.line_to(x0, y + lh - 0.5 * s)
        ctx.close_path()
        ctx.set_source(grad)
        ctx.fill_preserve()
        set_rgba(ctx, "#2e1a0b")
        ctx.set_line_width(1.2 * s)
        ctx.stroke()
        # bark streaks
        set_rgba(ctx, "#3e2410", 0.5)
        ctx.set_line_width(0.8 * s)
        for _ in range(4):
            yy = y + rng.uniform(0.25, 0.75) * lh
            xa = rng.uniform(x0 + 4 * s, x1 - 30 * s)
            ctx.move_to(xa, yy)
            ctx.line_to(xa + rng.uniform(12, 28) * s, yy)
            ctx.stroke()
        # cut end (end grain) on the left
        ctx.save()
        ctx.translate(x0, y + lh / 2)
        ctx.scale(0.45, 1)
        set_rgba(ctx, "#f0c88a")
        ctx.arc(0, 0, r, 0, TAU)
        ctx.fill_preserve()
        set_rgba(ctx, "#6b4220")
        ctx.set_line_width(1.6 * s)
        ctx.stroke()
        ctx.set_line_width(0.8 * s)
        for rr in (0.35, 0.65):
            ctx.arc(0, 0, r * rr, 0, TAU)
            ctx.stroke()
        ctx.restore()
    # rope bindings
    for bx in (-26 * s, 26 * s):
        set_rgba(ctx, "#3a2410")
        ctx.rectangle(bx - 3.4 * s, top - 1.5 * s, 6.8 * s, n * lh + 3 * s)
        ctx.fill()
        set_rgba(ctx, "#e2c08a")
        ctx.rectangle(bx - 2.4 * s, top - 1 * s, 4.8 * s, n * lh + 2 * s)
        ctx.fill()
        set_rgba(ctx, "#8a6030")
        ctx.set_line_width(0.8 * s)
        yy = top
        while yy < top + n * lh:
            ctx.move_to(bx - 2.4 * s, yy)
            ctx.line_to(bx + 2.4 * s, yy + 2 * s)
            ctx.stroke()
            yy += 2.6 * s
    return cv.to_pygame()


def draw_star(ctx, cx, cy, r, points=5, inner=0.45, rot=-math.pi / 2):
    ctx.new_path()
    for i in range(points * 2):
        a = rot + i * math.pi / points
        d = r if i % 2 == 0 else r * inner
        ctx.line_to(cx + math.cos(a) * d, cy + math.sin(a) * d)
    ctx.close_path()


def draw_disc(size, color, rim=None, radius_frac=0.46):
    """Round token: shadow, gradient face, rim and an inner ring."""
    cv = Canvas(size, size)
    ctx = cv.ctx
    c = size / 2
    r = size * radius_frac
    rim = rim or shade(color, -0.45)
    # shadow
    for k, a in ((1.06, 0.10), (1.03, 0.16), (1.0, 0.22)):
        set_rgba(ctx, "#000000", a)
        ctx.arc(c + size * 0.015, c + size * 0.03, r * k, 0, TAU)
        ctx.fill()
    set_rgba(ctx, rim)
    ctx.arc(c, c, r, 0, TAU)
    ctx.fill()
    grad = cairo.RadialGradient(c - r * 0.35, c - r * 0.45, r * 0.05, c, c, r * 0.95)
    grad.add_color_stop_rgb(0, *frgb(shade(color, 0.28)))
    grad.add_color_stop_rgb(0.6, *frgb(color))
    grad.add_color_stop_rgb(1, *frgb(shade(color, -0.22)))
    ctx.set_source(grad)
    ctx.arc(c, c, r * 0.9, 0, TAU)
    ctx.fill()
    set_rgba(ctx, shade(color, 0.55), 0.45)
    ctx.set_line_width(max(1.0, size * 0.012))
    ctx.arc(c, c, r * 0.83, 0, TAU)
    ctx.stroke()
    # rim bevel highlight
    grad = cairo.LinearGradient(0, c - r, 0, c + r)
    grad.add_color_stop_rgba(0, 1, 1, 1, 0.35)
    grad.add_color_stop_rgba(0.5, 1, 1, 1, 0.0)
    grad.add_color_stop_rgba(1, 0, 0, 0, 0.25)
    ctx.set_source(grad)
    ctx.set_line_width(r * 0.1)
    ctx.arc(c, c, r * 0.95, 0, TAU)
    ctx.stroke()
    return cv


def marker_partner_back(size):
    cv = draw_disc(size, "#6b4426", "#2e1a0b")
    ctx = cv.ctx
    s = size / 128
    draw_rope_ring(ctx, size / 2, size / 2, 30 * s, 9 * s, "#c08a4e", 28)
    draw_star(ctx, size / 2, size / 2 + 1 * s, 15 * s, 5, 0.45)
    set_rgba(ctx, "#2e1a0b", 0.5)
    ctx.fill()
    draw_star(ctx, size / 2, size / 2, 15 * s, 5, 0.45)
    grad = cairo.LinearGradient(0, size / 2 - 15 * s, 0, size / 2 + 15 * s)
    grad.add_color_stop_rgb(0, *frgb("#fff0a8"))
    grad.add_color_stop_rgb(1, *frgb("#d99a1e"))
    ctx.set_source(grad)
    ctx.fill()
    return cv.to_pygame()


# --------------------------------------------------------------------------
# Via Nebula: valley terrains, meadow tile, contract cards
# --------------------------------------------------------------------------

def tex_vn_fog(w=256, h=256):
    """Thick valley mist: soft pale swirls, seamless so fog banks flow across hexes."""
    f1 = fbm(w, h, 1201, (3, 3), 5, 0.55)
    f2 = fbm(w, h, 1202, (6, 6), 3, 0.5)
    field = [0.75 * a + 0.25 * b for a, b in zip(f1, f2)]
    surf, cv, ctx, rng = _ground(w, h, field, [(0, "#8e96ab"), (0.35, "#aeb5c6"), (0.7, "#cfd4df"),
                                              (1, "#eef0f5")], 5, 1203)
    for _ in range(26):      # drifting wisps: long soft arcs of light mist
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        length = rng.uniform(50, 110)
        bend = rng.uniform(-18, 18)
        for dx, dy in wrap_offsets(x, y, w, h, 120):
            for lw, a in ((16, 0.05), (9, 0.07), (4, 0.09)):
                set_rgba(ctx, "#ffffff", a)
                ctx.set_line_width(lw)
                ctx.move_to(x + dx, y + dy)
                ctx.curve_to(x + dx + length * 0.3, y + dy + bend, x + dx + length * 0.7, y + dy - bend,
                             x + dx + length, y + dy)
                ctx.stroke()
    blit_cairo(surf, cv)
    return pygame.transform.gaussian_blur(surf, 1)


def tex_vn_meadow(w=256, h=256):
    """A fresh valley meadow: short grass, clover patches and a few white and yellow flowers."""
    f1 = fbm(w, h, 1301, (3, 3), 5, 0.55)
    surf, cv, ctx, rng = _ground(w, h, f1, [(0, "#4f8f35"), (0.45, "#65a840"), (0.8, "#7fbd4d"),
                                           (1, "#97cc62")], 10, 1302)
    for _ in range(18):      # darker clover patches
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        for dx, dy in wrap_offsets(x, y, w, h, 20):
            set_rgba(ctx, "#3e7a2a", 0.28)
            ctx.arc(x + dx, y + dy, rng.uniform(7, 14), 0, TAU)
            ctx.fill()

    def blade(cols):
        length = rng.uniform(4, 8)
        ang = -math.pi / 2 + rng.uniform(-0.7, 0.7)
        return length, ang, lambda: rng.uniform(1.2, 2.0), rng.choice(cols), rng.uniform(0.5, 0.9)

    palettes = [["#3f7a28", "#4a8a2f"], ["#5d9e3b", "#6aad43"], ["#8cc65a", "#a2d572"]]
    _grass(ctx, rng, w, h, [(cols, 700) for cols in palettes], 10, blade)
    _flowers(ctx, rng, w, h, 20, [("#fffdf3", "#f2c21e"), ("#fffdf3", "#f2c21e"),
                                  ("#f8d548", "#c9731c")], (1.8, 2.6), 8)
    blit_cairo(surf, cv)
    return surf


def tex_vn_petrified(w=256, h=256):
    """Petrified forest: trees turned to grey stone on pale ash ground."""
    f1 = fbm(w, h, 1401, (4, 4), 4)
    surf, cv, ctx, rng = _ground(w, h, f1, [(0, "#57544d"), (0.5, "#6d695f"), (1, "#858073")],
                                 12, 1402)
    for _ in range(40):      # fallen stone branches
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        ang = rng.uniform(0, TAU)
        ln = rng.uniform(8, 16)
        for dx, dy in wrap_offsets(x, y, w, h, 20):
            set_rgba(ctx, "#3b3934", 0.6)
            ctx.set_line_width(2.2)
            ctx.move_to(x + dx, y + dy)
            ctx.line_to(x + dx + math.cos(ang) * ln, y + dy + math.sin(ang) * ln)
            ctx.stroke()
    trees = []
    g = 6
    for gy in range(g):
        for gx in range(g):
            x = (gx + rng.random()) * w / g
            y = (gy + rng.random()) * h / g
            trees.append((y, x, rng.uniform(12, 19), rng.random()))
    trees.sort()
    stone = ["#9a968c", "#a9a498", "#8b877e", "#b5b0a3", "#7f7b73"]
    for y, x, r, seedv in trees:
        base = random.Random(int(seedv * 1e9)).choice(stone)
        for dx, dy in wrap_offsets(x, y, w, h, r * 1.8):
            _crown(ctx, x + dx, y + dy, r, base, random.Random(int(seedv * 1e9)))
    blit_cairo(surf, cv)
    return surf


def _jittered_points(w, h, n, rng):
    pts = []
    for gy in range(n):
        for gx in range(n):
            pts.append(((gx + rng.uniform(0.15, 0.85)) * w / n, (gy + rng.uniform(0.15, 0.85)) * h / n))
    return pts


def _paving(w, h, rng, n, tone, wear_seed, stops, reach, joint, bevel, grain):
    """Seamless worn flagstones: the Voronoi cells of n x n jittered points, drawn from rng.

    Each stone gets a brightness offset drawn from the range `tone`, over fbm wear (seeded
    wear_seed) coloured by `stops`; a pixel only looks at points less than `reach` rows away.
    `joint` = (width, (r, g, b), s0, slope): pixels within `width` of a seam take that colour
    at brightness s0 + slope * distance; `bevel` = (width, s0, slope): stone pixels within
    `width` of a seam are scaled by s0 + slope * distance.  `grain`: per-pixel noise from rng.
    """
    joint_w, joint_rgb, joint_s0, joint_k = joint
    bevel_w, bevel_s0, bevel_k = bevel
    pts = _jittered_points(w, h, n, rng)
    wrapped = [(x + dx, y + dy, i) for i, (x, y) in enumerate(pts)
               for dx in (-w, 0, w) for dy in (-h, 0, h)]
    tone = [rng.uniform(*tone) for _ in pts]
    wear = fbm(w, h, wear_seed, (8, 8), 3)
    lut = make_lut(stops)

    def row(y):
        near = [p for p in wrapped if abs(p[1] - y) < reach]

        def pixel(x):
            d1 = d2 = 1e9
            idx = 0
            for px, py, i in near:
                d = (px - x) ** 2 + (py - y) ** 2
                if d < d1:
                    d2, d1, idx = d1, d, i
                elif d < d2:
                    d2 = d
            edge = math.sqrt(d2) - math.sqrt(d1)
            if edge < joint_w:
                return (*joint_rgb, joint_s0 + joint_k * edge)
            s = 1.0 + tone[idx]
            if edge < bevel_w:
                s *= bevel_s0 + bevel_k * edge
            return (*lut[int(wear[y * w + x] * 255)], s)
        return pixel

    return _shaded_raster(w, h, rng, grain, row)


def tex_vn_ruin(w=256, h=256):
    """Old paving of a ruined town: worn flagstones, moss in the joints, fallen column drums."""
    rng = random.Random(1501)
    surf = _paving(w, h, rng, 5, (-0.12, 0.1), 1502,
                   [(0, "#8f8474"), (0.5, "#b1a693"), (1, "#cdc3ad")], h / 2.2,
                   joint=(2.2, (70, 96, 52), 0.9, 0.05),       # moss in the joints
                   bevel=(4.0, 0.86, 0.035), grain=12)
    cv = Canvas(w, h)
    ctx = cv.ctx
    for _ in range(5):       # fallen column drums seen from above
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        r = rng.uniform(15, 21)
        for dx, dy in wrap_offsets(x, y, w, h, r + 4):
            cx_, cy_ = x + dx, y + dy
            lit_disc(ctx, cx_, cy_, r, ((0, "#f1ead8"), (1, "#b8ad94")),
                     shadow=("#2e2a22", 0.35, 2, 3), light=(0.3, 0.4))
            set_rgba(ctx, "#8a7f68", 0.8)
            ctx.set_line_width(1.0)
            for k in range(12):                 # flutes of the column
                a = k * TAU / 12
                ctx.move_to(cx_ + math.cos(a) * r * 0.55, cy_ + math.sin(a) * r * 0.55)
                ctx.line_to(cx_ + math.cos(a) * r * 0.95, cy_ + math.sin(a) * r * 0.95)
                ctx.stroke()
            ctx.arc(cx_, cy_, r * 0.5, 0, TAU)
            ctx.stroke()
    _pebbles(ctx, rng, w, h, 60, (1.2, 2.8), 5, ("#3b342a", 0.35, 0.8, 1),      # rubble
             ["#d8ccb2", "#a89c84", "#c2b69c"])
    blit_cairo(surf, cv)
    return surf


def tex_vn_forbidden(w=256, h=256):
    """Impassable crags: dark broken rock split by deep cracks."""
    field = _ridges(w, h, 1601, 0.7, 0.3)
    surf, cv, ctx, rng = _ground(w, h, field, [(0, "#1c1a22"), (0.4, "#35313d"), (0.75, "#4d4756"),
                                              (1, "#6a6374")], 10, 1603)
    for _ in range(16):      # deep cracks with a faint ember glow
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        ang = rng.uniform(0, TAU)
        _crack(ctx, rng, w, h, x, y, ang, rng.randint(5, 9), 0.8, (5, 11), 90,
               (("#d0502a", 0.18, 7.0, 0, 0), ("#e8783a", 0.45, 3.2, 0, 0),
                ("#0b0a0e", 0.95, 1.4, 0, 0)))
    for _ in range(30):      # sharp boulders
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        r = rng.uniform(3, 7)
        n = rng.randint(5, 7)
        corners = [(math.cos(k * TAU / n + rng.uniform(-0.3, 0.3)) * r * rng.uniform(0.7, 1.1),
                    math.sin(k * TAU / n + rng.uniform(-0.3, 0.3)) * r * rng.uniform(0.7, 1.1)) for k in range(n)]
        for dx, dy in wrap_offsets(x, y, w, h, 9):
            for off, col in ((2.0, "#07060a"), (0.0, rng.choice(["#5a5363", "#6b6475", "#4a4452"]))):
                ctx.new_path()
                for cx_, cy_ in corners:
                    ctx.line_to(x + dx + cx_ + off, y + dy + cy_ + off)
                ctx.close_path()
                set_rgba(ctx, col, 0.7 if off else 1.0)
                ctx.fill()
            set_rgba(ctx, "#9a92a6", 0.5)
            ctx.set_line_width(0.8)
            ctx.move_to(x + dx + corners[-1][0], y + dy + corners[-1][1])
            ctx.line_to(x + dx + corners[0][0], y + dy + corners[0][1])
            ctx.line_to(x + dx + corners[1][0], y + dy + corners[1][1])
            ctx.stroke()
    blit_cairo(surf, cv)
    return surf


def _rounded_rect(ctx, x, y, w, h, r):
    ctx.new_path()
    ctx.arc(x + w - r, y + r, r, -math.pi / 2, 0)
    ctx.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
    ctx.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
    ctx.arc(x + r, y + r, r, math.pi, 1.5 * math.pi)
    ctx.close_path()


def _vn_card(border, band, w=192, h=256):
    """A contract card: parchment face, coloured border, a darker title band and a power band."""
    face = pygame.transform.smoothscale(texture("parchment"), (w, h))
    cv = Canvas(w, h)
    ctx = cv.ctx
    r = w * 0.07
    _rounded_rect(ctx, 0, 0, w, h, r)
    set_rgba(ctx, border)
    ctx.fill()
    m = w * 0.045
    card = new_surface(w, h)
    card.blit(cv.to_pygame(), (0, 0))
    inner = Canvas(w, h)
    _rounded_rect(inner.ctx, m, m, w - 2 * m, h - 2 * m, r * 0.6)
    set_rgba(inner.ctx, "#ffffff")
    inner.ctx.fill()
    mask = inner.to_pygame()
    paper = face.copy()
    paper.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    card.blit(paper, (0, 0))
    deco = Canvas(w, h)
    ctx = deco.ctx
    _rounded_rect(ctx, m, m, w - 2 * m, h - 2 * m, r * 0.6)
    ctx.clip()
    set_rgba(ctx, band, 0.9)                        # title band
    ctx.rectangle(0, 0, w, h * 0.2)
    ctx.fill()
    set_rgba(ctx, band, 0.22)                       # power band
    ctx.rectangle(0, h * 0.76, w, h * 0.24)
    ctx.fill()
    set_rgba(ctx, "#e9c66a", 0.95)
    ctx.set_line_width(w * 0.012)
    for yy in (h * 0.2, h * 0.76):
        ctx.move_to(0, yy)
        ctx.line_to(w, yy)
        ctx.stroke()
    ctx.reset_clip()
    set_rgba(ctx, "#e9c66a", 0.9)
    ctx.set_line_width(w * 0.012)
    _rounded_rect(ctx, m * 1.7, m * 1.7, w - 3.4 * m, h - 3.4 * m, r * 0.45)
    ctx.stroke()
    set_rgba(ctx, "#ffffff", 0.25)                  # bevel light on the border
    ctx.set_line_width(w * 0.012)
    _rounded_rect(ctx, w * 0.01, w * 0.01, w - w * 0.02, h - w * 0.02, r)
    ctx.stroke()
    card.blit(deco.to_pygame(), (0, 0))
    return card


def tex_vn_card_neutral(w=192, h=256):
    return _vn_card("#2f4f6e", "#3f6a8f", w, h)


def tex_vn_card_private(w=192, h=256):
    return _vn_card("#5a2f6e", "#7a4a93", w, h)


def tex_vn_card_back(w=192, h=256):
    """Back of the contract cards: a starry nebula inside a gold frame."""
    f1 = fbm(w, h, 1701, (3, 4), 5, 0.55)
    face, cv, ctx, rng = _ground(w, h, f1, [(0, "#1b1538"), (0.45, "#3a2f6e"), (0.75, "#6c5aa6"),
                                           (1, "#b7a6e0")], 6, 1702)
    for _ in range(70):
        set_rgba(ctx, "#fff8dc", rng.uniform(0.3, 0.95))
        ctx.arc(rng.uniform(0, w), rng.uniform(0, h), rng.uniform(0.5, 1.6), 0, TAU)
        ctx.fill()
    face.blit(cv.to_pygame(), (0, 0))
    out = new_surface(w, h)
    frame = Canvas(w, h)
    r = w * 0.07
    _rounded_rect(frame.ctx, 0, 0, w, h, r)
    set_rgba(frame.ctx, "#241a3d")
    frame.ctx.fill()
    out.blit(frame.to_pygame(), (0, 0))
    m = w * 0.045
    inner = Canvas(w, h)
    _rounded_rect(inner.ctx, m, m, w - 2 * m, h - 2 * m, r * 0.6)
    set_rgba(inner.ctx, "#ffffff")
    inner.ctx.fill()
    face.blit(inner.to_pygame(), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(face, (0, 0))
    deco = Canvas(w, h)
    ctx = deco.ctx
    set_rgba(ctx, "#e9c66a", 0.9)
    ctx.set_line_width(w * 0.014)
    _rounded_rect(ctx, m * 1.7, m * 1.7, w - 3.4 * m, h - 3.4 * m, r * 0.45)
    ctx.stroke()
    c = (w / 2, h / 2)
    ctx.set_line_width(w * 0.02)
    ctx.arc(c[0], c[1], w * 0.22, 0, TAU)
    ctx.stroke()
    draw_star(ctx, c[0], c[1], w * 0.15, 8, 0.42)
    set_rgba(ctx, "#f3d98c", 0.95)
    ctx.fill()
    out.blit(deco.to_pygame(), (0, 0))
    return out


def _hex_points(cx, cy, r, pointy=True):
    start = math.pi / 6 if pointy else 0.0
    return [(cx + r * math.cos(start + k * math.pi / 3), cy + r * math.sin(start + k * math.pi / 3))
            for k in range(6)]


def marker_vn_meadow_tile(size):
    """A pointy-top meadow tile: the meadow texture cut to a hex with a bevelled edge."""
    r = size * 0.48
    c = size / 2
    pts = _hex_points(c, c, r)
    shadow = Canvas(size, size)
    shadow.ctx.new_path()
    for x, y in _hex_points(c + size * 0.015, c + size * 0.03, r):
        shadow.ctx.line_to(x, y)
    shadow.ctx.close_path()
    set_rgba(shadow.ctx, "#000000", 0.35)
    shadow.ctx.fill()
    out = shadow.to_pygame()
    mask = Canvas(size, size)
    mask.ctx.new_path()
    for x, y in pts:
        mask.ctx.line_to(x, y)
    mask.ctx.close_path()
    set_rgba(mask.ctx, "#ffffff")
    mask.ctx.fill()
    grass = pygame.transform.smoothscale(texture("vn_meadow"), (size, size))
    grass.blit(mask.to_pygame(), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(grass, (0, 0))
    bevel = Canvas(size, size)
    ctx = bevel.ctx
    lw = size * 0.045
    ctx.set_line_width(lw)
    inner = _hex_points(c, c, r - lw / 2)
    for k in range(6):
        a, b = inner[k], inner[(k + 1) % 6]
        mid_angle = math.pi / 6 + (k + 0.5) * math.pi / 3
        lit = -math.sin(mid_angle) * 0.6 - math.cos(mid_angle) * 0.4   # light from the top left
        set_rgba(ctx, "#fffbe0" if lit > 0 else "#1f3a12", 0.25 + 0.35 * abs(lit))
        ctx.move_to(*a)
        ctx.line_to(*b)
        ctx.stroke()
    ctx.new_path()
    for x, y in pts:
        ctx.line_to(x, y)
    ctx.close_path()
    set_rgba(ctx, "#2a4a1a", 0.9)
    ctx.set_line_width(max(1.0, size * 0.012))
    ctx.stroke()
    out.blit(bevel.to_pygame(), (0, 0))
    return out


def _vn_site(size, half):
    """A building-site plate in white (the view tints it in the player's colour): the left half
    of a pointy-top hex (half-hex site) or a whole hex (two-player site), with foundation stones."""
    r = size * 0.48
    c = size / 2
    pts = _hex_points(c, c, r)
    if half:      # bottom vertex, lower left, upper left, top vertex (then cut along the middle)
        pts = [pts[1], pts[2], pts[3], pts[4]]
    cv = Canvas(size, size)
    ctx = cv.ctx

    def outline(dx=0.0, dy=0.0, inset=0.0):
        ctx.new_path()
        cx_ = c - r * 0.25 if half else c
        for x, y in pts:
            ux, uy = cx_ - x, c - y
            d = math.hypot(ux, uy) or 1.0
            ctx.line_to(x + dx + ux / d * inset, y + dy + uy / d * inset)
        ctx.close_path()

    outline(size * 0.015, size * 0.03)
    set_rgba(ctx, "#000000", 0.35)
    ctx.fill()
    outline()
    grad = cairo.LinearGradient(0, c - r, 0, c + r)
    grad.add_color_stop_rgb(0, *frgb("#ffffff"))
    grad.add_color_stop_rgb(1, *frgb("#d8d8d8"))
    ctx.set_source(grad)
    ctx.fill()
    ctx.save()
    outline(inset=size * 0.07)
    ctx.clip()
    set_rgba(ctx, "#9a9a9a", 0.9)                   # foundation stones
    ctx.set_line_width(max(1.0, size * 0.014))
    rows = 7
    for i in range(rows + 1):
        y = c - r + 2 * r * i / rows
        ctx.move_to(0, y)
        ctx.line_to(size, y)
        ctx.stroke()
        off = (size * 0.09) if i % 2 else 0.0
        for k in range(-1, 8):
            x = off + k * size * 0.18
            ctx.move_to(x, y)
            ctx.line_to(x, y + 2 * r / rows)
            ctx.stroke()
    ctx.restore()
    outline(inset=size * 0.035)
    set_rgba(ctx, "#ffffff", 0.9)
    ctx.set_line_width(size * 0.03)
    ctx.stroke()
    outline()
    set_rgba(ctx, "#3a3a3a")
    ctx.set_line_width(max(1.0, size * 0.02))
    ctx.stroke()
    return cv.to_pygame()


def marker_vn_site_half(size):
    return _vn_site(size, True)


def marker_vn_site_full(size):
    return _vn_site(size, False)


PROCEDURAL = {
    "terrain_desert": tex_desert,
    "terrain_canyon": tex_canyon,
    "terrain_prairie": tex_prairie,
    "terrain_forest": tex_forest,
    "terrain_cornfield": tex_cornfield,
    "terrain_farm": tex_farm,
    "river": tex_river,
    "wood_board": tex_wood_board,
    "felt": tex_felt,
    "parchment": tex_parchment,
    "vn_fog": tex_vn_fog,
    "vn_meadow": tex_vn_meadow,
    "vn_petrified": tex_vn_petrified,
    "vn_ruin": tex_vn_ruin,
    "vn_forbidden": tex_vn_forbidden,
    "vn_card_neutral": tex_vn_card_neutral,
    "vn_card_private": tex_vn_card_private,
    "vn_card_back": tex_vn_card_back,
}

MARKERS = {
    "rope_circle": marker_circle,
    "bridge": marker_bridge,
    "gold_nuggets": marker_gold,
    "partner_back": marker_partner_back,
    "raft": marker_raft,
    "vn_meadow_tile": marker_vn_meadow_tile,
    "vn_site_half": marker_vn_site_half,
    "vn_site_full": marker_vn_site_full,
}

_texture_cache: dict[str, pygame.Surface] = {}


def texture(name: str) -> pygame.Surface:
    if name not in _texture_cache:
        _texture_cache[name] = PROCEDURAL[name]()
    return _texture_cache[name]


# --------------------------------------------------------------------------
# composition recipes
# --------------------------------------------------------------------------

def parse_icon(ref: str) -> tuple[str, str]:
    key, _, name = ref.partition(":")
    return key, name


def render_layer(sets, layer: dict, size: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """Render one icon layer; returns (surface, top-left position) on a size x size sprite."""
    key, name = parse_icon(layer["icon"])
    px = max(1, round(size * layer.get("scale", 0.8)))
    outline = layer.get("outline")
    svg = sets[key].svg(
        name,
        color=layer.get("color", "#ffffff" if key == "game" else None),
        outline=outline.get("color") if outline else None,
        outline_px=outline.get("width", 0) * size / 128 if outline else 0,
        out_px=px, hsl=layer.get("hsl"), recolor=layer.get("recolor"),
        flip=layer.get("flip", False))
    surf = svg_to_surface(svg, px, px)
    if layer.get("crop_bottom"):
        cut = round(px * (1 - layer["crop_bottom"]))
        surf.fill((0, 0, 0, 0), (0, cut, px, px - cut))
    if layer.get("rotate"):
        surf = pygame.transform.rotozoom(surf, -layer["rotate"], 1.0)
    ox, oy = layer.get("offset", [0, 0])
    w, h = surf.get_size()
    pos = (round(size / 2 + ox * size - w / 2), round(size / 2 + oy * size - h / 2))
    return surf, pos


def compose_layers(sets, base: pygame.Surface, layers, size: int, shadow_default: bool,
                   decor=None):
    for layer in layers or []:
        if "decor" in layer:
            base.blit(decor(layer["decor"]), (0, 0))
            continue
        if "marker" in layer:
            m = MARKERS[layer["marker"]](round(size * layer.get("scale", 1.0)))
            ox, oy = layer.get("offset", [0, 0])
            w, h = m.get_size()
            base.blit(m, (round(size / 2 + ox * size - w / 2), round(size / 2 + oy * size - h / 2)))
            continue
        surf, pos = render_layer(sets, layer, size)
        if layer.get("halo"):
            base.blit(halo(surf, layer["halo"], max(1, round(size * 0.03))), pos)
        if layer.get("shadow", shadow_default):
            k = size / 128
            sh = drop_shadow(surf, (round(2 * k), round(3 * k)), max(1, round(2 * k)), 120)
            base.blit(sh, pos)
        base.blit(surf, pos)


def recipe_icon(sets, spec, size):
    base = new_surface(size, size)
    compose_layers(sets, base, spec.get("layers"), size, spec.get("shadow", False))
    return base


def recipe_marker(sets, spec, size):
    return MARKERS[spec["marker"]](size)


def recipe_token(sets, spec, size):
    cv = draw_disc(size, spec["disc"], spec.get("rim"))
    base = cv.to_pygame()
    compose_layers(sets, base, spec.get("layers"), size, True)
    return base


def recipe_emblem(sets, spec, size):
    """Terrain emblem: a disc cut from the terrain texture, with an icon on it."""
    tex = texture(spec["texture"])
    r = size * 0.46
    c = size / 2
    cv = Canvas(size, size)
    ctx = cv.ctx
    for k, a in ((1.05, 0.12), (1.0, 0.25)):
        set_rgba(ctx, "#000000", a)
        ctx.arc(c + size * 0.015, c + size * 0.03, r * k, 0, TAU)
        ctx.fill()
    rim = spec.get("rim", "#4a3320")
    set_rgba(ctx, rim)
    ctx.arc(c, c, r, 0, TAU)
    ctx.fill()
    base = cv.to_pygame()
    # texture disc
    d = round(r * 0.88 * 2)
    scaled = pygame.transform.smoothscale(tex, (d * 2, d * 2)).subsurface((d // 2, d // 2, d, d)).copy()
    mask = Canvas(d, d)
    set_rgba(mask.ctx, "#ffffff")
    mask.ctx.arc(d / 2, d / 2, d / 2, 0, TAU)
    mask.ctx.fill()
    # darken edges slightly so the icon pops (vignette)
    vg = cairo.RadialGradient(d / 2, d / 2, d * 0.15, d / 2, d / 2, d / 2)
    vg.add_color_stop_rgba(0, 0, 0, 0, 0.0)
    vg.add_color_stop_rgba(1, 0, 0, 0, 0.35)
    mask_s = mask.to_pygame()
    disc = new_surface(d, d)
    disc.blit(scaled, (0, 0))
    disc.blit(mask_s, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    vcv = Canvas(d, d)
    vcv.ctx.set_source(vg)
    vcv.ctx.arc(d / 2, d / 2, d / 2, 0, TAU)
    vcv.ctx.fill()
    set_rgba(vcv.ctx, "#ffffff", 0.35)
    vcv.ctx.set_line_width(max(1.0, size * 0.015))
    vcv.ctx.arc(d / 2, d / 2, d / 2 - size * 0.02, 0, TAU)
    vcv.ctx.stroke()
    disc.blit(vcv.to_pygame(), (0, 0))
    base.blit(disc, (round(c - d / 2), round(c - d / 2)))
    compose_layers(sets, base, spec.get("layers"), size, True)
    return base


def draw_decor(ctx, deco, spec, size, rng):
    """Badge decorations (drawn inside the clipped badge face)."""
    c = size / 2
    fr = size * 0.47 * 0.9
    if deco == "stars":
        for _ in range(40):
            x, y = rng.uniform(0, size), rng.uniform(0, size * 0.6)
            set_rgba(ctx, "#fffbe0", rng.uniform(0.35, 0.95))
            ctx.arc(x, y, rng.uniform(0.6, 1.8) * size / 256, 0, TAU)
            ctx.fill()
    elif deco in ("river", "lake"):
        y0 = size * spec.get("river_top", 0.74 if deco == "river" else 0.78)
        for k, (col, a) in enumerate((("#1d5f96", 1.0), ("#2f80bd", 1.0), ("#5fb0de", 0.9))):
            ctx.new_path()
            yy = y0 + k * size * 0.035
            ctx.move_to(0, size)
            for x in range(0, size + 8, 8):
                ctx.line_to(x, yy + math.sin(x / size * TAU * 1.5 + k) * size * 0.015)
            ctx.line_to(size, size)
            ctx.close_path()
            set_rgba(ctx, col, a)
            ctx.fill()
        set_rgba(ctx, "#e8f6ff", 0.7)
        ctx.set_line_width(size * 0.008)
        for _ in range(10):
            x = rng.uniform(size * 0.1, size * 0.85)
            y = rng.uniform(y0 + size * 0.03, size * 0.93)
            ctx.move_to(x, y)
            ctx.line_to(x + rng.uniform(8, 20) * size / 256, y)
            ctx.stroke()
    elif deco == "river_wide":
        # far bank then a broad river filling the lower badge
        ctx.new_path()
        ctx.move_to(0, size)
        for x in range(0, size + 8, 8):
            ctx.line_to(x, size * 0.3 - math.sin(x / size * TAU + 1) * size * 0.03)
        ctx.line_to(size, size)
        ctx.close_path()
        set_rgba(ctx, "#5f8a3a")
        ctx.fill()
        ctx.new_path()
        ctx.move_to(0, size)
        for x in range(0, size + 8, 8):
            ctx.line_to(x, size * 0.4 + math.sin(x / size * TAU * 2) * size * 0.012)
        ctx.line_to(size, size)
        ctx.close_path()
        grad = cairo.LinearGradient(0, size * 0.4, 0, size)
        grad.add_color_stop_rgb(0, *frgb("#2a6fa5"))
        grad.add_color_stop_rgb(1, *frgb("#174a78"))
        ctx.set_source(grad)
        ctx.fill()
        set_rgba(ctx, "#e8f6ff", 0.55)
        ctx.set_line_width(size * 0.012)
        for _ in range(16):
            x = rng.uniform(0, size)
            y = rng.uniform(size * 0.45, size * 0.95)
            ctx.move_to(x, y)
            ctx.curve_to(x + size * 0.03, y - size * 0.015, x + size * 0.06, y - size * 0.015,
                         x + size * 0.09, y)
            ctx.stroke()
    elif deco == "hills":
        for k, col in enumerate(spec.get("hill_colors", ["#6a8a3a", "#4f6e2c"])):
            ctx.new_path()
            ctx.move_to(0, size)
            base_y = size * (spec.get("hill_top", 0.7) + 0.08 * k)
            for x in range(0, size + 8, 8):
                ctx.line_to(x, base_y - math.sin(x / size * math.pi * (2 + k) + k) * size * 0.05)
            ctx.line_to(size, size)
            ctx.close_path()
            set_rgba(ctx, col)
            ctx.fill()
    elif deco == "rays":
        for i in range(16):
            a0 = i * TAU / 16
            ctx.move_to(c, c)
            ctx.arc(c, c, fr, a0, a0 + TAU / 32)
            ctx.close_path()
            set_rgba(ctx, "#ffffff", 0.07)
            ctx.fill()
    elif deco == "fog":
        for _ in range(7):
            x = rng.uniform(0, size)
            y = rng.uniform(size * 0.45, size * 0.9)
            ctx.save()
            ctx.translate(x, y)
            ctx.scale(size * rng.uniform(0.18, 0.32), size * 0.05)
            ctx.arc(0, 0, 1, 0, TAU)
            ctx.restore()
            set_rgba(ctx, "#ffffff", 0.22)
            ctx.fill()
    elif deco == "rock":
        for _ in range(60):
            x, y = rng.uniform(0, size), rng.uniform(0, size)
            ctx.save()
            ctx.translate(x, y)
            ctx.rotate(rng.uniform(0, math.pi))
            ctx.scale(size * rng.uniform(0.03, 0.08), size * rng.uniform(0.02, 0.05))
            ctx.arc(0, 0, 1, 0, TAU)
            ctx.restore()
            set_rgba(ctx, rng.choice(["#000000", "#ffffff"]), 0.06)
            ctx.fill()


def recipe_badge(sets, spec, size):
    """Round cover badge for the game menu."""
    cv = Canvas(size, size)
    ctx = cv.ctx
    c = size / 2
    r = size * 0.47
    inner, outer = spec["colors"]
    ring = spec.get("ring", "#e7c77a")
    for k, a in ((1.04, 0.12), (1.0, 0.25)):
        set_rgba(ctx, "#000000", a)
        ctx.arc(c + size * 0.01, c + size * 0.025, r * k, 0, TAU)
        ctx.fill()
    set_rgba(ctx, shade(outer, -0.5))
    ctx.arc(c, c, r, 0, TAU)
    ctx.fill()
    set_rgba(ctx, ring)
    ctx.arc(c, c, r * 0.955, 0, TAU)
    ctx.fill()
    fr = r * 0.9
    grad = cairo.RadialGradient(c, c - fr * 0.3, fr * 0.05, c, c, fr)
    grad.add_color_stop_rgb(0, *frgb(inner))
    grad.add_color_stop_rgb(1, *frgb(outer))
    ctx.set_source(grad)
    ctx.arc(c, c, fr, 0, TAU)
    ctx.fill()
    # decorations clipped to the face
    ctx.save()
    ctx.arc(c, c, fr, 0, TAU)
    ctx.clip()
    rng = random.Random(hash_name(spec["file"]))
    for deco in spec.get("decor", []):
        draw_decor(ctx, deco, spec, size, rng)
    ctx.restore()
    # inner shadow ring
    grad = cairo.RadialGradient(c, c, fr * 0.75, c, c, fr)
    grad.add_color_stop_rgba(0, 0, 0, 0, 0)
    grad.add_color_stop_rgba(1, 0, 0, 0, 0.35)
    ctx.set_source(grad)
    ctx.arc(c, c, fr, 0, TAU)
    ctx.fill()
    base = cv.to_pygame()
    drng = random.Random(hash_name(spec["file"]) + 1)

    def decor_layer(name):
        dcv = Canvas(size, size)
        dcv.ctx.arc(c, c, fr, 0, TAU)
        dcv.ctx.clip()
        draw_decor(dcv.ctx, name, spec, size, drng)
        return dcv.to_pygame()

    compose_layers(sets, base, spec.get("layers"), size, True, decor_layer)
    return base


def recipe_button(sets, spec, size):
    """Rounded-square UI button in the Fluent style with a glyph."""
    color = spec["button"]
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">'
           f'<rect width="28" height="28" x="2" y="2" fill="{hexc(color)}" rx="4"/></svg>')
    base = svg_to_surface(svg, size, size)
    compose_layers(sets, base, spec.get("layers"), size, False)
    return base


def recipe_tile(sets, spec, size):
    """Square bonus tile back: night sky with a gold border."""
    cv = Canvas(size, size)
    ctx = cv.ctx
    m = size * 0.06
    rr = size * 0.1
    set_rgba(ctx, "#000000", 0.3)
    _rounded_rect(ctx, m + 2, m + 4, size - 2 * m, size - 2 * m, rr)
    ctx.fill()
    _rounded_rect(ctx, m, m, size - 2 * m, size - 2 * m, rr)
    set_rgba(ctx, "#b8862f")
    ctx.fill()
    inset = size * 0.045
    _rounded_rect(ctx, m + inset, m + inset, size - 2 * (m + inset), size - 2 * (m + inset),
                  rr * 0.7)
    grad = cairo.RadialGradient(size / 2, size * 0.35, size * 0.05, size / 2, size / 2, size * 0.6)
    inner, outer = spec.get("colors", ["#2b4a86", "#0f1d3d"])
    grad.add_color_stop_rgb(0, *frgb(inner))
    grad.add_color_stop_rgb(1, *frgb(outer))
    ctx.set_source(grad)
    ctx.fill_preserve()
    ctx.save()
    ctx.clip()
    rng = random.Random(hash_name(spec["file"]))
    for _ in range(30):
        set_rgba(ctx, "#fff8d8", rng.uniform(0.3, 0.9))
        ctx.arc(rng.uniform(0, size), rng.uniform(0, size), rng.uniform(0.5, 1.3) * size / 128, 0, TAU)
        ctx.fill()
    ctx.restore()
    set_rgba(ctx, "#f3d98c", 0.7)
    ctx.set_line_width(size * 0.012)
    inset2 = size * 0.1
    _rounded_rect(ctx, m + inset2, m + inset2, size - 2 * (m + inset2), size - 2 * (m + inset2),
                  rr * 0.5)
    ctx.stroke()
    base = cv.to_pygame()
    compose_layers(sets, base, spec.get("layers"), size, True)
    return base


def recipe_procedural(sets, spec, size):
    return texture(spec["procedural"])


RECIPES = {
    "icon": recipe_icon,
    "marker": recipe_marker,
    "token": recipe_token,
    "emblem": recipe_emblem,
    "badge": recipe_badge,
    "button": recipe_button,
    "tile": recipe_tile,
    "procedural": recipe_procedural,
}


# --------------------------------------------------------------------------
# Caverna: home-board spaces, fences, dwarfs, goods, furnishing frames, cards
# --------------------------------------------------------------------------
# Home-board spaces are 128x128 and seamless where a space of the same kind may lie next to
# it (forest, mountain, meadow, field); caverns are rooms with a rock rim, tunnels run from
# the left edge to the right edge. All drawn with fixed seeds (3000-3999).

def _smooth_closed(ctx, pts):
    """Closed Catmull-Rom curve through pts (as Bezier segments)."""
    ctx.new_path()
    m = len(pts)
    ctx.move_to(*pts[0])
    for i in range(m):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[(i + 1) % m], pts[(i + 2) % m]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        ctx.curve_to(c1[0], c1[1], c2[0], c2[1], p2[0], p2[1])
    ctx.close_path()


def _masked(surf: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """surf with its alpha multiplied by mask's alpha (mask drawn in white)."""
    out = surf.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _path_mask(w: int, h: int, path) -> pygame.Surface:
    """A mask for _masked: white inside the closed outline that path(ctx) draws."""
    mask = Canvas(w, h)
    path(mask.ctx)
    set_rgba(mask.ctx, "#ffffff")
    mask.ctx.fill()
    return mask.to_pygame()


def _cv_boulder(ctx, x, y, r, rng, cols, w, h):
    """An angular stone seen from above, lit from the upper left."""
    n = rng.randint(5, 7)
    corners = [(math.cos(k * TAU / n + rng.uniform(-0.3, 0.3)) * r * rng.uniform(0.75, 1.1),
                math.sin(k * TAU / n + rng.uniform(-0.3, 0.3)) * r * rng.uniform(0.75, 1.1))
               for k in range(n)]
    col = rng.choice(cols)
    for dx, dy in wrap_offsets(x, y, w, h, r + 3):
        cx_, cy_ = x + dx, y + dy
        ctx.new_path()
        for px, py in corners:
            ctx.line_to(cx_ + px + 1.5, cy_ + py + 2)
        ctx.close_path()
        set_rgba(ctx, "#15110d", 0.45)
        ctx.fill()
        ctx.new_path()
        for px, py in corners:
            ctx.line_to(cx_ + px, cy_ + py)
        ctx.close_path()
        grad = cairo.LinearGradient(cx_ - r, cy_ - r, cx_ + r, cy_ + r)
        grad.add_color_stop_rgb(0, *frgb(shade(col, 0.25)))
        grad.add_color_stop_rgb(1, *frgb(shade(col, -0.3)))
        ctx.set_source(grad)
        ctx.fill()
        set_rgba(ctx, shade(col, 0.5), 0.6)
        ctx.set_line_width(0.8)
        ctx.move_to(cx_ + corners[-2][0], cy_ + corners[-2][1])
        ctx.line_to(cx_ + corners[-1][0], cy_ + corners[-1][1])
        ctx.line_to(cx_ + corners[0][0], cy_ + corners[0][1])
        ctx.stroke()


def tex_cv_mountain(w=128, h=128):
    """Unexcavated mountain: rough warm-grey rock with cracks and loose stones."""
    field = _ridges(w, h, 3001, 0.65, 0.35)
    surf, cv, ctx, rng = _ground(w, h, field, [(0, "#3b342e"), (0.4, "#595047"), (0.75, "#786c5f"),
                                              (1, "#998b7b")], 6, 3003)
    for _ in range(9):
        x, y, steps = rng.uniform(0, w), rng.uniform(0, h), rng.randint(4, 7)
        _crack(ctx, rng, w, h, x, y, rng.uniform(0, TAU), steps, 0.7, (4, 8), 60,
               (("#b9a894", 0.35, 1.1, 0.9, 0.9), ("#1e1813", 0.8, 1.3, 0.0, 0.0)))
    for _ in range(11):
        _cv_boulder(ctx, rng.uniform(0, w), rng.uniform(0, h), rng.uniform(3, 7), rng,
                    ["#7a6e62", "#8a7d6f", "#6a5f55", "#968877"], w, h)
    blit_cairo(surf, cv)
    return surf


def tex_cv_forest(w=128, h=128):
    """Unused forest space: mossy floor under a few conifers and leafy trees."""
    f1 = fbm(w, h, 3101, (4, 4), 4)
    surf, cv, ctx, rng = _ground(w, h, f1, [(0, "#22391a"), (0.5, "#2e4d23"), (1, "#3d622c")],
                                 6, 3102)
    _fibres(ctx, rng, w, h, 120, math.pi, (2, 5), 0.9,      # needles and twigs on the ground
            lambda r: r.choice(["#6b5a2e", "#4f6f2e", "#7f8a3a"]), 0.55)
    trees = []
    g = 3
    for gy in range(g):
        for gx in range(g):
            x = (gx + rng.uniform(0.2, 0.8)) * w / g
            y = (gy + rng.uniform(0.2, 0.8)) * h / g
            trees.append((y, x, rng.uniform(15, 19), (gx + gy) % 2 == 0, rng.random()))
    trees.sort()
    leafy = ["#3f7a34", "#4a8638", "#5a8f3a"]
    conif = ["#2a6a3e", "#2f7446", "#256038"]
    for y, x, r, is_conifer, seedv in trees:
        base = random.Random(int(seedv * 1e9)).choice(conif if is_conifer else leafy)
        for dx, dy in wrap_offsets(x, y, w, h, r * 1.6):
            if is_conifer:
                _conifer(ctx, x + dx, y + dy, r, base, random.Random(int(seedv * 1e9)))
            else:
                _crown(ctx, x + dx, y + dy, r * 0.95, base, random.Random(int(seedv * 1e9)))
    blit_cairo(surf, cv)
    return surf


def tex_cv_meadow(w=128, h=128):
    """Meadow: short bright grass with a few flowers (no trees)."""
    f1 = fbm(w, h, 3201, (3, 3), 4, 0.55)
    surf, cv, ctx, rng = _ground(w, h, f1, [(0, "#5d9a38"), (0.5, "#74b044"), (1, "#8fc655")],
                                 6, 3202)

    def blade(cols):
        ang = -math.pi / 2 + rng.uniform(-0.6, 0.6)
        return rng.uniform(4, 7), ang, 1.5, rng.choice(cols), 0.85

    palettes = [["#4b8a2e", "#579a35"], ["#6eaa40", "#7bb848"], ["#98cf62", "#acdb77"]]
    _grass(ctx, rng, w, h, [(cols, 260) for cols in palettes], 9, blade)
    _flowers(ctx, rng, w, h, 9, [("#fffdf3", "#f2c21e"), ("#f8d548", "#c9731c")], (1.6, 2.2), 6)
    blit_cairo(surf, cv)
    return surf


def tex_cv_field(w=128, h=128):
    """Ploughed field: dark soil in straight furrows (crops are drawn on top by the view)."""
    f1 = fbm(w, h, 3301, (4, 4), 4)
    surf, cv, ctx, rng = _ground(w, h, f1, [(0, "#583a1f"), (0.5, "#6e4a28"), (1, "#855c33")],
                                 6, 3302)
    rows = 6
    pitch = h / rows
    for i in range(rows):
        y = (i + 0.5) * pitch
        for col, a, lw, off in (("#2e1c0c", 0.45, 8.0, 4.0), ("#b07c48", 0.45, 4.0, -2.5),
                                ("#c99360", 0.35, 1.6, -3.5)):
            set_rgba(ctx, col, a)
            ctx.set_line_width(lw)
            ctx.new_path()
            for k in range(0, 33):
                x = k * w / 32
                ctx.line_to(x, y + off + 0.8 * math.sin(TAU * 2 * k / 32 + i))
            ctx.stroke()
    _pebbles(ctx, rng, w, h, 70, (0.8, 1.8), 3, ("#2a1808", 0.5, 0.6, 0.8),     # clods
             ["#9a6a3c", "#7a5230", "#b08050"])
    blit_cairo(surf, cv)
    return surf


def _cv_floor(w, h, seed, stops):
    """Packed-earth cave floor with a few flat stones."""
    f1 = fbm(w, h, seed, (4, 4), 4, 0.55)
    surf, cv, ctx, rng = _ground(w, h, f1, stops, 5, seed + 1)
    for _ in range(40):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        r = rng.uniform(0.6, 1.5)
        set_rgba(ctx, rng.choice(["#3a2c1e", "#fff2d8"]), rng.uniform(0.2, 0.4))
        ctx.arc(x, y, r, 0, TAU)
        ctx.fill()
    blit_cairo(surf, cv)
    return surf


def _cv_inner_shadow(ctx, path, width, alpha):
    """Soft dark shadow just inside a closed path (path(ctx) draws it)."""
    ctx.save()
    path(ctx)
    ctx.clip()
    for k in range(6, 0, -1):
        path(ctx)
        set_rgba(ctx, "#120c07", alpha / 6)
        ctx.set_line_width(width * k / 3)
        ctx.stroke()
    ctx.restore()


def _cv_flagstones(w, h, seed):
    """Worn flagstones with dark joints (a cavern floor)."""
    return _paving(w, h, random.Random(seed), 4, (-0.1, 0.1), seed + 1,
                   [(0, "#85705a"), (0.5, "#9c866b"), (1, "#b39c7e")], h / 2.5,
                   joint=(1.6, (58, 44, 32), 1.0, 0.0),         # dark joint, flat
                   bevel=(3.2, 0.88, 0.04), grain=8)            # rounded stone edge


def tex_cv_cavern(w=128, h=128):
    """A cavern: a dug-out room, its floor paved with flagstones, inside a ragged rock rim."""
    base = texture("cv_mountain").copy()
    floor = _cv_flagstones(w, h, 3401)
    rng = random.Random(3404)
    pts = []
    m = 13
    n = 9
    for side in range(4):
        for k in range(n):
            t = k / n
            x, y = [(m + t * (w - 2 * m), m), (w - m, m + t * (h - 2 * m)),
                    (w - m - t * (w - 2 * m), h - m), (m, h - m - t * (h - 2 * m))][side]
            pts.append((x + rng.uniform(-3, 3), y + rng.uniform(-3, 3)))

    def path(ctx):
        _smooth_closed(ctx, pts)

    base.blit(_masked(floor, _path_mask(w, h, path)), (0, 0))
    cv = Canvas(w, h)
    ctx = cv.ctx
    _cv_inner_shadow(ctx, path, 4.0, 0.55)
    path(ctx)                                       # lit lip of the rock rim
    set_rgba(ctx, "#c9b69c", 0.45)
    ctx.set_line_width(1.2)
    ctx.stroke()
    ctx.save()
    path(ctx)
    ctx.clip()
    glow = cairo.RadialGradient(w * 0.45, h * 0.42, 4, w / 2, h / 2, w * 0.5)
    glow.add_color_stop_rgba(0, 1.0, 0.85, 0.55, 0.22)  # warm lantern light
    glow.add_color_stop_rgba(1, 1.0, 0.85, 0.55, 0.0)
    ctx.set_source(glow)
    ctx.paint()
    ctx.restore()
    blit_cairo(base, cv)
    return base


def _cv_corridor_pts(w, h, seed, y0, y1):
    """Top edge left to right, then bottom edge right to left, both ragged."""
    rng = random.Random(seed)
    top = [(x, y0 + rng.uniform(-3, 3)) for x in range(-8, w + 9, 12)]
    bottom = [(x, y1 + rng.uniform(-3, 3)) for x in range(w + 8, -9, -12)]
    return top + bottom


def _cv_tunnel(w, h, seed, rock_tint, floor_stops, deep):
    base = texture("cv_mountain").copy()
    if rock_tint:
        base.fill(rgb(rock_tint), special_flags=pygame.BLEND_RGB_MULT)
    y0, y1 = h * 0.3, h * 0.7
    pts = _cv_corridor_pts(w, h, seed, y0, y1)

    def path(ctx):
        ctx.new_path()
        for p in pts:
            ctx.line_to(*p)
        ctx.close_path()

    floor = _cv_floor(w, h, seed + 10, floor_stops)
    base.blit(_masked(floor, _path_mask(w, h, path)), (0, 0))
    cv = Canvas(w, h)
    ctx = cv.ctx
    grad = cairo.LinearGradient(0, y0, 0, y1)        # footworn middle of the path
    grad.add_color_stop_rgba(0, 1, 0.92, 0.8, 0.0)
    grad.add_color_stop_rgba(0.5, 1, 0.92, 0.8, 0.0 if deep else 0.18)
    grad.add_color_stop_rgba(1, 1, 0.92, 0.8, 0.0)
    ctx.set_source(grad)
    ctx.rectangle(0, y0, w, y1 - y0)
    ctx.fill()
    if deep:                                        # steps going down to the right
        ctx.save()
        path(ctx)
        ctx.clip()
        for k in range(9):
            x = 6 + k * 14
            set_rgba(ctx, "#05070c", 0.06 + 0.05 * k)
            ctx.rectangle(x, 0, 14, h)
            ctx.fill()
            set_rgba(ctx, "#d6dcef", 0.35)
            ctx.rectangle(x, 0, 1.4, h)
            ctx.fill()
            set_rgba(ctx, "#05070c", 0.55)
            ctx.rectangle(x - 2.2, 0, 2.2, h)
            ctx.fill()
        ctx.restore()
    _cv_inner_shadow(ctx, path, 4.5, 0.75)
    rng = random.Random(seed + 20)
    for bx in (w * 0.25, w * 0.75):                 # timber props on both walls
        bx += rng.uniform(-3, 3)
        for py in (y0 - 3, y1 + 3):
            set_rgba(ctx, "#120c07", 0.5)
            ctx.rectangle(bx - 5 + 1.5, py - 5 + 2, 10, 10)
            ctx.fill()
            grad = cairo.LinearGradient(bx - 5, py - 5, bx + 5, py + 5)
            grad.add_color_stop_rgb(0, *frgb("#b8885a"))
            grad.add_color_stop_rgb(1, *frgb("#5e3a1a"))
            ctx.set_source(grad)
            ctx.rectangle(bx - 5, py - 5, 10, 10)
            ctx.fill()
            set_rgba(ctx, "#2a1606")
            ctx.set_line_width(1.0)
            ctx.rectangle(bx - 5, py - 5, 10, 10)
            ctx.stroke()
    blit_cairo(base, cv)
    return base


def tex_cv_tunnel(w=128, h=128):
    """A tunnel: a propped corridor cut through the rock from the left edge to the right."""
    return _cv_tunnel(w, h, 3501, None,
                      [(0, "#5e4c3a"), (0.5, "#6e5a45"), (1, "#806a52")], False)


def tex_cv_deep_tunnel(w=128, h=128):
    """A deep tunnel: darker, bluish rock and steps going down."""
    return _cv_tunnel(w, h, 3601, "#a9b1c8",
                      [(0, "#4f5566"), (0.5, "#5f6678"), (1, "#737a8c")], True)


def _cv_rails(ctx, w, h):
    y0, y1 = h * 0.44, h * 0.56
    for k in range(9):                              # sleepers
        x = 4 + k * 15
        set_rgba(ctx, "#120c07", 0.45)
        ctx.rectangle(x + 1, y0 - 4 + 1.5, 5, y1 - y0 + 8)
        ctx.fill()
        set_rgba(ctx, "#6e4a28")
        ctx.rectangle(x, y0 - 4, 5, y1 - y0 + 8)
        ctx.fill()
    for y in (y0, y1):                              # iron rails
        set_rgba(ctx, "#1a1a1e", 0.6)
        ctx.rectangle(0, y + 0.8, w, 2.4)
        ctx.fill()
        set_rgba(ctx, "#9aa0aa")
        ctx.rectangle(0, y - 1.2, w, 2.4)
        ctx.fill()
        set_rgba(ctx, "#e8ecf2", 0.8)
        ctx.rectangle(0, y - 1.2, w, 0.8)
        ctx.fill()


def _cv_ore_lump(ctx, x, y, r, rng):
    """A flat-shaded chunk of iron ore: light top facet, darker sides, silver glints."""
    n = 6
    pts = [(x + math.cos(k * TAU / n + 0.3 + rng.uniform(-0.2, 0.2)) * r * rng.uniform(0.8, 1.05),
            y + math.sin(k * TAU / n + 0.3 + rng.uniform(-0.2, 0.2)) * r * rng.uniform(0.75, 0.95))
           for k in range(n)]
    ctx.new_path()
    for px, py in pts:
        ctx.line_to(px + r * 0.12, py + r * 0.18)
    ctx.close_path()
    set_rgba(ctx, "#0e0c0a", 0.4)
    ctx.fill()
    # pts run clockwise from the lower right (y grows downwards); each facet is a fan of
    # wedges from a point near the middle: bottom dark, left mid, top light, right dark
    mid = (x - r * 0.05, y - r * 0.05)
    facets = (("#2f343d", (0, 1, 2)), ("#4b5261", (2, 3)), ("#8a93a3", (3, 4, 5)),
              ("#3d434f", (5, 0)))
    for col, idx in facets:
        ctx.new_path()
        ctx.move_to(*mid)
        for i in idx:
            ctx.line_to(*pts[i])
        ctx.close_path()
        set_rgba(ctx, col)
        ctx.fill()
    set_rgba(ctx, "#1a1d23", 0.9)                   # crisp edge so lumps read when small
    ctx.set_line_width(max(0.8, r * 0.06))
    ctx.new_path()
    for px, py in pts:
        ctx.line_to(px, py)
    ctx.close_path()
    ctx.stroke()
    for _ in range(3):                              # glints
        a = rng.uniform(0, TAU)
        d = rng.uniform(0.1, 0.55) * r
        gx, gy, k = x + math.cos(a) * d, y + math.sin(a) * d, r * rng.uniform(0.1, 0.16)
        set_rgba(ctx, "#eef4ff", 0.95)
        ctx.new_path()
        ctx.move_to(gx, gy - k)
        ctx.line_to(gx + k * 0.6, gy)
        ctx.line_to(gx, gy + k)
        ctx.line_to(gx - k * 0.6, gy)
        ctx.close_path()
        ctx.fill()
    set_rgba(ctx, "#c46a2a", 0.8)                   # a touch of rust
    ctx.arc(x + r * 0.3, y + r * 0.3, r * 0.1, 0, TAU)
    ctx.fill()


def _cv_crystal(ctx, x, y, r, ang, base="#e0243a"):
    """A hexagonal ruby prism pointing along ang, with a light face and a dark face."""
    ctx.save()
    ctx.translate(x, y)
    ctx.rotate(ang)
    wdt = r * 0.36
    body = [(-wdt, 0), (-wdt, -r * 0.75), (0, -r), (wdt, -r * 0.75), (wdt, 0)]
    ctx.new_path()
    for px, py in body:
        ctx.line_to(px + 1.2, py + 1.6)
    ctx.close_path()
    set_rgba(ctx, "#12040a", 0.5)
    ctx.fill()
    for pts, col in (([(-wdt, 0), (-wdt, -r * 0.75), (0, -r), (0, 0)], shade(base, 0.35)),
                     ([(0, 0), (0, -r), (wdt, -r * 0.75), (wdt, 0)], shade(base, -0.35))):
        ctx.new_path()
        for px, py in pts:
            ctx.line_to(px, py)
        ctx.close_path()
        set_rgba(ctx, col)
        ctx.fill()
    set_rgba(ctx, "#ffe0e6", 0.8)
    ctx.set_line_width(max(0.8, r * 0.06))
    ctx.move_to(-wdt * 0.55, -r * 0.1)
    ctx.line_to(-wdt * 0.55, -r * 0.72)
    ctx.stroke()
    ctx.restore()


def tex_cv_ore_mine(w=128, h=128):
    """An ore mine: a tunnel with mine-cart rails and lumps of iron ore in the walls."""
    base = texture("cv_tunnel").copy()
    cv = Canvas(w, h)
    ctx = cv.ctx
    _cv_rails(ctx, w, h)
    rng = random.Random(3701)
    for cx_, cy_ in ((18, 14), (62, 12), (104, 17), (40, 113), (86, 115), (122, 108)):
        for _ in range(3):
            _cv_ore_lump(ctx, cx_ + rng.uniform(-7, 7), cy_ + rng.uniform(-5, 5),
                         rng.uniform(4.5, 7), rng)
    blit_cairo(base, cv)
    return base


def tex_cv_ruby_mine(w=128, h=128):
    """A ruby mine: a tunnel lit by clusters of glowing red crystals in the walls."""
    base = texture("cv_tunnel").copy()
    cv = Canvas(w, h)
    ctx = cv.ctx
    rng = random.Random(3801)
    clusters = ((22, 20, 1), (70, 16, 1), (112, 22, 1), (40, 110, -1), (94, 112, -1))
    for cx_, cy_, up in clusters:
        glow = cairo.RadialGradient(cx_, cy_, 1, cx_, cy_, 20)
        glow.add_color_stop_rgba(0, 1.0, 0.25, 0.35, 0.55)
        glow.add_color_stop_rgba(1, 1.0, 0.25, 0.35, 0.0)
        ctx.set_source(glow)
        ctx.arc(cx_, cy_, 20, 0, TAU)
        ctx.fill()
        pointing = 0.0 if up > 0 else math.pi
        for k in range(4):
            a = pointing + (k - 1.5) * 0.45 + rng.uniform(-0.12, 0.12)
            _cv_crystal(ctx, cx_ + (k - 1.5) * 4, cy_ + 6 * up, rng.uniform(11, 16), a)
    blit_cairo(base, cv)
    return base


def _cv_fence(ctx, x0, y0, x1, y1, rail, post, rng):
    """Fence rails around the rectangle (x0, y0)-(x1, y1), with posts at the corners and
    about every 60 px along the sides."""
    wood = ["#9a6632", "#8a5a2b", "#a87040"]
    set_rgba(ctx, "#3b2006", 0.4)
    for yy in (y0, y1):
        ctx.rectangle(x0, yy - rail / 2 + 2.5, x1 - x0, rail)
    for xx in (x0, x1):
        ctx.rectangle(xx - rail / 2 + 2.5, y0, rail, y1 - y0)
    ctx.fill()
    for yy in (y0, y1):
        _fence_rail(ctx, x0, yy, x1 - x0, rail, True, rng, wood)
    for xx in (x0, x1):
        _fence_rail(ctx, xx, y0, y1 - y0, rail, False, rng, wood)
    xs = [x0 + (x1 - x0) * k / round((x1 - x0) / 60) for k in range(round((x1 - x0) / 60) + 1)]
    ys = [y0 + (y1 - y0) * k / round((y1 - y0) / 60) for k in range(round((y1 - y0) / 60) + 1)]
    for px in xs:
        for py in (y0, y1):
            _fence_post(ctx, px, py, post)
    for py in ys[1:-1]:
        for px in (x0, x1):
            _fence_post(ctx, px, py, post)


def _cv_pasture(size, spaces, seed):
    """Fence around `spaces` side-by-side home-board spaces (128 units each; size is the width)."""
    cv = Canvas(size, size // spaces)
    s = size / (128 * spaces)
    cv.ctx.scale(s, s)
    _cv_fence(cv.ctx, 9, 9, 128 * spaces - 9, 119, 10, 15, random.Random(seed))
    return cv.to_pygame()


def marker_cv_pasture_small(size):
    """Fence around one home-board space (transparent inside): lay it over a meadow."""
    return _cv_pasture(size, 1, 3901)


def marker_cv_pasture_large(size):
    """Fence around two side-by-side spaces (256x128; size is the width)."""
    return _cv_pasture(size, 2, 3902)


def marker_cv_fence_edge(size):
    """One fence side (128x32; size is the length) for the view to lay along a space edge."""
    cv = Canvas(size, size // 4)
    s = size / 128
    ctx = cv.ctx
    ctx.scale(s, s)
    rng = random.Random(3903)
    set_rgba(ctx, "#3b2006", 0.4)
    ctx.rectangle(8, 14 - 5 + 2.5, 112, 10)
    ctx.fill()
    _fence_rail(ctx, 8, 14, 112, 10, True, rng, ["#9a6632", "#8a5a2b"])
    for px in (9, 64, 119):
        _fence_post(ctx, px, 14, 15)
    return cv.to_pygame()


def _cv_dwarf(ctx, s, child):
    """A standing dwarf piece in white and light grey with a dark outline, so the view can
    tint it in a player's colour (multiply). The child is smaller, beardless and round-faced."""
    line = "#2a2a2a"
    ctx.save()
    if child:           # shrink about the feet so parent and child stand on the same line
        ctx.translate(64 * s, 120 * s)
        ctx.scale(0.74, 0.74)
        ctx.translate(-64 * s, -120 * s)
    lw = 4.0 * s / (0.74 if child else 1.0)

    def fill_stroke(top="#ffffff", bottom="#d4d4d4", y0=0, y1=128):
        grad = cairo.LinearGradient(0, y0 * s, 0, y1 * s)
        grad.add_color_stop_rgb(0, *frgb(top))
        grad.add_color_stop_rgb(1, *frgb(bottom))
        ctx.set_source(grad)
        ctx.fill_preserve()
        set_rgba(ctx, line)
        ctx.set_line_width(lw)
        ctx.stroke()

    def P(x, y):
        return x * s, y * s

    # shadow on the ground
    ctx.save()
    ctx.translate(66 * s, 121 * s)
    ctx.scale(38 * s, 6 * s)
    ctx.arc(0, 0, 1, 0, TAU)
    ctx.restore()
    set_rgba(ctx, "#000000", 0.3)
    ctx.fill()
    # body: a meeple-like robe with stubby arms and two boots
    ctx.new_path()
    ctx.move_to(*P(46, 58))
    ctx.curve_to(*P(34, 60), *P(24, 66), *P(22, 78))        # shoulder to arm
    ctx.curve_to(*P(21, 86), *P(30, 89), *P(36, 84))        # hand
    ctx.line_to(*P(36, 96))
    ctx.curve_to(*P(34, 106), *P(30, 114), *P(34, 118))     # left boot
    ctx.line_to(*P(58, 118))
    ctx.curve_to(*P(60, 112), *P(62, 108), *P(64, 106))
    ctx.curve_to(*P(66, 108), *P(68, 112), *P(70, 118))
    ctx.line_to(*P(94, 118))                                # right boot
    ctx.curve_to(*P(98, 114), *P(94, 106), *P(92, 96))
    ctx.line_to(*P(92, 84))
    ctx.curve_to(*P(98, 89), *P(107, 86), *P(106, 78))
    ctx.curve_to(*P(104, 66), *P(94, 60), *P(82, 58))
    ctx.close_path()
    fill_stroke("#ffffff", "#cfcfcf", 58, 118)
    if not child:                                   # belt with a buckle
        ctx.new_path()
        ctx.rectangle(*P(36, 90), 56 * s, 7 * s)
        set_rgba(ctx, "#9a9a9a")
        ctx.fill_preserve()
        set_rgba(ctx, line)
        ctx.set_line_width(lw * 0.6)
        ctx.stroke()
        ctx.rectangle(*P(59, 88.5), 10 * s, 10 * s)
        set_rgba(ctx, "#f4f4f4")
        ctx.fill_preserve()
        set_rgba(ctx, line)
        ctx.stroke()
    # head (a child's is bigger for its size)
    ctx.new_path()
    ctx.arc(*P(64, 46), (22 if child else 18) * s, 0, TAU)
    fill_stroke("#ffffff", "#e2e2e2", 28, 64)
    if not child:
        # beard: from cheek to cheek, down over the chest to a point
        ctx.new_path()
        ctx.move_to(*P(47, 46))
        ctx.curve_to(*P(50, 54), *P(56, 53), *P(64, 52))
        ctx.curve_to(*P(72, 53), *P(78, 54), *P(81, 46))
        ctx.curve_to(*P(86, 62), *P(80, 78), *P(64, 88))
        ctx.curve_to(*P(48, 78), *P(42, 62), *P(47, 46))
        ctx.close_path()
        fill_stroke("#ffffff", "#dcdcdc", 46, 88)
        set_rgba(ctx, line, 0.55)
        ctx.set_line_width(lw * 0.45)
        for x0, x1 in ((56, 58), (64, 64), (72, 70)):      # beard strands
            ctx.move_to(*P(x0, 60))
            ctx.line_to(*P(x1, 76))
            ctx.stroke()
        # moustache and nose
        ctx.new_path()
        ctx.move_to(*P(52, 52))
        ctx.curve_to(*P(58, 47), *P(62, 50), *P(64, 50))
        ctx.curve_to(*P(66, 50), *P(70, 47), *P(76, 52))
        set_rgba(ctx, line)
        ctx.set_line_width(lw * 0.6)
        ctx.stroke()
        ctx.new_path()
        ctx.arc(*P(64, 46), 3.6 * s, 0, TAU)
        fill_stroke("#f2f2f2", "#d6d6d6", 42, 50)
        eyes_y = 40
    else:
        eyes_y = 47
        ctx.new_path()                              # smile
        ctx.arc(*P(64, 52), 5 * s, 0.25 * math.pi, 0.75 * math.pi)
        set_rgba(ctx, line)
        ctx.set_line_width(lw * 0.5)
        ctx.stroke()
        for cx_ in (51, 77):                        # cheeks
            set_rgba(ctx, "#bdbdbd", 0.8)
            ctx.arc(*P(cx_, 52), 3 * s, 0, TAU)
            ctx.fill()
    for ex in (57, 71):
        set_rgba(ctx, line)
        ctx.arc(*P(ex, eyes_y), 2.4 * s, 0, TAU)
        ctx.fill()
    # pointed hood falling back to the right
    ctx.new_path()
    if not child:
        ctx.move_to(*P(44, 40))
        ctx.curve_to(*P(44, 22), *P(58, 14), *P(72, 14))
        ctx.curve_to(*P(84, 12), *P(96, 8), *P(104, 14))     # tip
        ctx.curve_to(*P(96, 20), *P(88, 24), *P(86, 40))
        ctx.curve_to(*P(72, 35), *P(58, 35), *P(44, 40))
    else:
        ctx.move_to(*P(42, 44))
        ctx.curve_to(*P(41, 26), *P(54, 20), *P(66, 20))
        ctx.curve_to(*P(78, 20), *P(88, 17), *P(96, 22))      # short tip
        ctx.curve_to(*P(90, 27), *P(88, 34), *P(87, 44))
        ctx.curve_to(*P(72, 39), *P(57, 39), *P(42, 44))
    ctx.close_path()
    fill_stroke("#ffffff", "#d0d0d0", 10, 44)
    brim = 42 if child else 39
    ctx.new_path()                                  # hood brim
    ctx.move_to(*P(45, brim))
    ctx.curve_to(*P(58, brim - 5), *P(72, brim - 5), *P(85, brim))
    set_rgba(ctx, line, 0.7)
    ctx.set_line_width(lw * 0.5)
    ctx.stroke()
    ctx.restore()


def marker_cv_dwarf(size):
    cv = Canvas(size, size)
    _cv_dwarf(cv.ctx, size / 128, False)
    return cv.to_pygame()


def marker_cv_dwarf_child(size):
    cv = Canvas(size, size)
    _cv_dwarf(cv.ctx, size / 128, True)
    return cv.to_pygame()


def marker_cv_ore(size):
    """A heap of three iron-ore lumps (Fluent-like flat shading)."""
    cv = Canvas(size, size)
    ctx = cv.ctx
    s = size / 128
    ctx.scale(s, s)
    rng = random.Random(3951)
    for x, y, r in ((50, 62, 38), (90, 88, 27)):
        _cv_ore_lump(ctx, x, y, r, rng)
    return cv.to_pygame()


def _cv_numeral_strokes(n):
    """Roman numeral n (1-4) as strokes in a 0..1 box, glyphs running from y 0.2 to 0.8.

    Returns (strokes [((x0, y0), (x1, y1))], (top, bottom) y of the serif bars,
    (left, right) x of the whole numeral)."""
    glyphs = {1: "I", 2: "II", 3: "III", 4: "IV"}[n]
    strokes = []
    advance = {"I": 0.22, "V": 0.5}
    total = sum(advance[g] for g in glyphs) + 0.08 * (len(glyphs) - 1)
    x = 0.5 - total / 2
    for g in glyphs:
        if g == "I":
            cx_ = x + advance[g] / 2
            strokes += [((cx_, 0.2), (cx_, 0.8))]
        else:
            strokes += [((x + 0.04, 0.2), (x + advance[g] / 2, 0.8)),
                        ((x + advance[g] / 2, 0.8), (x + advance[g] - 0.04, 0.2))]
        x += advance[g] + 0.08
    return strokes, (0.2, 0.8), (0.5 - total / 2, 0.5 + total / 2)


def _cv_stage(size, n):
    """Round-card stage marker: a bronze medallion carrying the Roman numeral I-IV."""
    cv = draw_disc(size, "#c9953c", "#5a3a12")
    ctx = cv.ctx
    strokes, (ya, yb), (xa, xb) = _cv_numeral_strokes(n)
    box = size * 0.52
    ox, oy = (size - box) / 2, (size - box) / 2

    def draw(col, dx, dy, width):
        set_rgba(ctx, col)
        ctx.set_line_width(width)
        ctx.set_line_cap(cairo.LINE_CAP_BUTT)
        for (x0, y0), (x1, y1) in strokes:
            ctx.move_to(ox + x0 * box + dx, oy + y0 * box + dy)
            ctx.line_to(ox + x1 * box + dx, oy + y1 * box + dy)
            ctx.stroke()
        ctx.set_line_width(width * 0.5)
        for y in (ya, yb):                          # serifs as a bar above and below
            ctx.move_to(ox + (xa - 0.04) * box + dx, oy + y * box + dy)
            ctx.line_to(ox + (xb + 0.04) * box + dx, oy + y * box + dy)
            ctx.stroke()
        ctx.set_line_cap(cairo.LINE_CAP_ROUND)

    draw("#fff1c4", size * 0.012, size * 0.018, size * 0.085)   # light bevel below-right
    draw("#3a2208", 0, 0, size * 0.085)
    return cv.to_pygame()


def _cv_panel(w, h, border, frame, face, band=None, band_frac=0.0, foot_frac=0.0, seed=0):
    """A rounded card or tile: coloured border, a textured face, an optional top band."""
    card = new_surface(w, h)
    cv = Canvas(w, h)
    ctx = cv.ctx
    r = min(w, h) * 0.08
    _rounded_rect(ctx, 0, 0, w, h, r)
    grad = cairo.LinearGradient(0, 0, 0, h)
    grad.add_color_stop_rgb(0, *frgb(shade(border, 0.2)))
    grad.add_color_stop_rgb(1, *frgb(shade(border, -0.25)))
    ctx.set_source(grad)
    ctx.fill()
    card.blit(cv.to_pygame(), (0, 0))
    m = min(w, h) * 0.06
    inner = Canvas(w, h)
    _rounded_rect(inner.ctx, m, m, w - 2 * m, h - 2 * m, r * 0.55)
    set_rgba(inner.ctx, "#ffffff")
    inner.ctx.fill()
    card.blit(_masked(face, inner.to_pygame()), (0, 0))
    deco = Canvas(w, h)
    ctx = deco.ctx
    ctx.save()
    _rounded_rect(ctx, m, m, w - 2 * m, h - 2 * m, r * 0.55)
    ctx.clip()
    if band:
        grad = cairo.LinearGradient(0, 0, 0, h * band_frac)
        grad.add_color_stop_rgb(0, *frgb(shade(band, 0.15)))
        grad.add_color_stop_rgb(1, *frgb(shade(band, -0.1)))
        ctx.set_source(grad)
        ctx.rectangle(0, 0, w, h * band_frac)
        ctx.fill()
        set_rgba(ctx, "#000000", 0.3)
        ctx.rectangle(0, h * band_frac, w, max(1.0, h * 0.012))
        ctx.fill()
    if foot_frac:
        set_rgba(ctx, frame, 0.16)
        ctx.rectangle(0, h * (1 - foot_frac), w, h * foot_frac)
        ctx.fill()
    ctx.restore()
    _cv_inner_shadow(ctx, lambda c: _rounded_rect(c, m, m, w - 2 * m, h - 2 * m, r * 0.55),
                     max(1.0, w * 0.012), 0.35)
    set_rgba(ctx, frame, 0.8)                        # thin inner frame line
    ctx.set_line_width(max(1.0, w * 0.008))
    _rounded_rect(ctx, m * 1.7, m * 1.7, w - 3.4 * m, h - 3.4 * m, r * 0.4)
    ctx.stroke()
    set_rgba(ctx, "#ffffff", 0.28)                   # bevel light on the border
    ctx.set_line_width(max(1.0, w * 0.01))
    _rounded_rect(ctx, w * 0.01, w * 0.01, w - w * 0.02, h - w * 0.02, r)
    ctx.stroke()
    card.blit(deco.to_pygame(), (0, 0))
    return card


def _cv_stone_face(w, h, seed):
    """Light, smooth cave stone for furnishing tiles (icons stay readable on it)."""
    f1 = fbm(w, h, seed, (3, 3), 4, 0.55)
    return colorize(w, h, f1, [(0, "#cdbfa6"), (0.5, "#dccfb6"), (1, "#e9dfc9")],
                    grain=4, seed=seed + 1)


def _cv_frame(tag_colour, seed, w, h):
    return _cv_panel(w, h, shade(tag_colour, -0.35), shade(tag_colour, -0.45),
                     _cv_stone_face(w, h, seed), band=tag_colour, band_frac=0.22,
                     foot_frac=0.2)


def tex_cv_frame_orange(w=128, h=128):
    """Furnishing face for dwellings (orange name tag)."""
    return _cv_frame("#e07b2a", 3961, w, h)


def tex_cv_frame_green(w=128, h=128):
    """Furnishing face for green tiles (rooms, building material, food)."""
    return _cv_frame("#5a9a3a", 3962, w, h)


def tex_cv_frame_yellow(w=128, h=128):
    """Furnishing face for yellow tiles (parlors, storages, chambers)."""
    return _cv_frame("#e5b92e", 3963, w, h)


def tex_cv_action_space(w=192, h=192):
    """A permanent action space: parchment in a dark wooden frame."""
    face = pygame.transform.smoothscale(texture("parchment"), (w, h))
    return _cv_panel(w, h, "#6b4424", "#8a6a3a", face, band="#8a5a30", band_frac=0.17)


def tex_cv_action_round(w=192, h=192):
    """A revealed round card: parchment in a slate-blue stone frame (tells it from the
    permanent spaces)."""
    face = pygame.transform.smoothscale(texture("parchment"), (w, h))
    return _cv_panel(w, h, "#3e5366", "#4e6a80", face, band="#4f6d86", band_frac=0.17)


def tex_cv_round_back(w=192, h=192):
    """Back of a round card: dark rock in a gold frame (the view adds a stage marker)."""
    rock = pygame.transform.smoothscale(texture("cv_mountain"), (w, h))
    rock.fill((150, 150, 165), special_flags=pygame.BLEND_RGB_MULT)
    card = _cv_panel(w, h, "#a77a2a", "#e6c46a", rock)
    cv = Canvas(w, h)
    ctx = cv.ctx
    glow = cairo.RadialGradient(w / 2, h / 2, 4, w / 2, h / 2, w * 0.42)
    glow.add_color_stop_rgba(0, 1.0, 0.8, 0.45, 0.35)
    glow.add_color_stop_rgba(1, 1.0, 0.8, 0.45, 0.0)
    ctx.set_source(glow)
    ctx.arc(w / 2, h / 2, w * 0.42, 0, TAU)
    ctx.fill()
    card.blit(cv.to_pygame(), (0, 0))
    return card


PROCEDURAL.update({
    "cv_mountain": tex_cv_mountain,
    "cv_forest": tex_cv_forest,
    "cv_meadow": tex_cv_meadow,
    "cv_field": tex_cv_field,
    "cv_cavern": tex_cv_cavern,
    "cv_tunnel": tex_cv_tunnel,
    "cv_deep_tunnel": tex_cv_deep_tunnel,
    "cv_ore_mine": tex_cv_ore_mine,
    "cv_ruby_mine": tex_cv_ruby_mine,
    "cv_frame_orange": tex_cv_frame_orange,
    "cv_frame_green": tex_cv_frame_green,
    "cv_frame_yellow": tex_cv_frame_yellow,
    "cv_action_space": tex_cv_action_space,
    "cv_action_round": tex_cv_action_round,
    "cv_round_back": tex_cv_round_back,
})

MARKERS.update({
    "cv_pasture_small": marker_cv_pasture_small,
    "cv_pasture_large": marker_cv_pasture_large,
    "cv_fence_edge": marker_cv_fence_edge,
    "cv_dwarf": marker_cv_dwarf,
    "cv_dwarf_child": marker_cv_dwarf_child,
    "cv_ore": marker_cv_ore,
    "cv_stage_1": lambda size: _cv_stage(size, 1),
    "cv_stage_2": lambda size: _cv_stage(size, 2),
    "cv_stage_3": lambda size: _cv_stage(size, 3),
    "cv_stage_4": lambda size: _cv_stage(size, 4),
})


# --------------------------------------------------------------------------
# Caverna: the printed home board (frame timber, its water features)
# --------------------------------------------------------------------------

def tex_cv_timber(w=256, h=128):
    """Dark oak planks, seamless both ways: the home board's frame and the panels around it
    (the checklist, the score column, the other players' cards), dark enough for light words."""
    rng = random.Random(3501)
    warp = fbm(w, h, 3502, (2, 4), 4)
    fine = fbm(w, h, 3503, (16, 64), 2)
    planks = 4
    pitch = h // planks
    bases = [rgb(c) for c in ("#4a3322", "#543a26", "#45301f", "#4f3624")]

    def row(y):
        p = y // pitch
        r0, g0, b0 = bases[p % len(bases)]
        ty = (y % pitch) / pitch
        edge = 1.0 - 0.3 * max(0.0, (ty - 0.82) / 0.18) + 0.14 * max(0.0, (0.16 - ty) / 0.16)

        def pixel(x):
            k = y * w + x
            g = math.sin((y * 1.1 + 30 * warp[k] + p * 13) * 0.6)
            return r0, g0, b0, (0.9 + 0.12 * g + 0.16 * (fine[k] - 0.5)) * edge
        return pixel

    surf = _shaded_raster(w, h, rng, 6, row)
    cv = Canvas(w, h)
    ctx = cv.ctx
    for p in range(planks):
        y = p * pitch
        set_rgba(ctx, "#140b05", 0.85)                 # the seam between two planks
        ctx.rectangle(0, y, w, 1.4)
        ctx.fill()
        set_rgba(ctx, "#a7774c", 0.28)
        ctx.rectangle(0, y + 1.4, w, 0.8)
        ctx.fill()
        for half in (0, 1):                            # a butt joint with its pegs in each half
            jx = w * (half + rng.uniform(0.2, 0.8)) / 2
            set_rgba(ctx, "#140b05", 0.75)
            ctx.rectangle(jx, y + 1, 1.2, pitch - 1)
            ctx.fill()
            for px in (jx - 5, jx + 6):
                lit_disc(ctx, px, y + pitch / 2, 1.6, ((0, "#8a6240"), (1, "#3a2414")),
                         shadow=("#0c0703", 0.6, 0.5, 0.7), light=(0.3, 0.3))
    for _ in range(5):                                 # knots
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        for dx, dy in wrap_offsets(x, y, w, h, 14):
            for k, a in ((6, 0.22), (4, 0.3), (2.4, 0.45), (1.2, 0.7)):
                ctx.save()
                ctx.translate(x + dx, y + dy)
                ctx.scale(2.3, 1.0)
                ctx.arc(0, 0, k, 0, TAU)
                ctx.restore()
                set_rgba(ctx, "#1c1008", a)
                ctx.set_line_width(0.8)
                ctx.stroke()
    blit_cairo(surf, cv)
    return surf


def _cv_water(ctx, path, rng, box, ripples):
    """Water inside the closed outline path(ctx) draws: deep in the middle, light at the
    banks, with ripples and glints; `box` = (x0, y0, x1, y1) of the water."""
    x0, y0, x1, y1 = box
    ctx.save()
    path(ctx)
    ctx.clip()
    grad = cairo.RadialGradient((x0 + x1) / 2, (y0 + y1) / 2, 2, (x0 + x1) / 2, (y0 + y1) / 2,
                                max(x1 - x0, y1 - y0) * 0.6)
    grad.add_color_stop_rgb(0, *frgb("#1d4f78"))
    grad.add_color_stop_rgb(0.65, *frgb("#2e73a0"))
    grad.add_color_stop_rgb(1, *frgb("#5fa2c4"))
    ctx.set_source(grad)
    ctx.paint()
    for _ in range(ripples):
        x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
        ln = rng.uniform(6, 14)
        set_rgba(ctx, "#dff4ff" if rng.random() < 0.7 else "#0f3555", rng.uniform(0.3, 0.6))
        ctx.set_line_width(rng.uniform(0.9, 1.4))
        ctx.new_path()
        for s in range(7):
            t = s / 6
            ctx.line_to(x + t * ln, y - math.sin(t * math.pi) * 1.4)
        ctx.stroke()
    for _ in range(ripples // 2):
        set_rgba(ctx, "#ffffff", rng.uniform(0.5, 0.9))
        ctx.arc(rng.uniform(x0, x1), rng.uniform(y0, y1), rng.uniform(0.5, 1.0), 0, TAU)
        ctx.fill()
    ctx.restore()
    _cv_inner_shadow(ctx, path, 2.2, 0.5)


def marker_cv_stream(size):
    """The small river printed on a forest space: a stream winding from the top edge to the
    bottom edge between muddy banks, stones at its sides (transparent elsewhere)."""
    cv = Canvas(size, size)
    ctx = cv.ctx
    k = size / 128
    ctx.scale(k, k)
    rng = random.Random(3511)
    spine = [(64 + 18 * math.sin(t * 2.6 + 0.4), t * 128) for t in (i / 16 for i in range(17))]
    spine = [(spine[0][0], -6)] + spine + [(spine[-1][0], 134)]

    def outline(half):
        def path(c):
            c.new_path()
            for x, y in spine:
                c.line_to(x - half(y), y)
            for x, y in reversed(spine):
                c.line_to(x + half(y), y)
            c.close_path()
        return path

    width = lambda y: 13 + 3 * math.sin(y / 17)           # noqa: E731
    outline(lambda y: width(y) + 5)(ctx)                 # the muddy banks
    set_rgba(ctx, "#3b2a16", 0.75)
    ctx.fill()
    outline(lambda y: width(y) + 2.5)(ctx)
    set_rgba(ctx, "#6a5430", 0.9)
    ctx.fill()
    _cv_water(ctx, outline(width), rng, (30, -6, 98, 134), 26)
    for _ in range(14):                                  # stones along the banks
        t = rng.uniform(0.05, 0.95)
        x, y = spine[1 + int(t * 16)]
        side = rng.choice((-1, 1))
        _cv_boulder(ctx, x + side * (width(y) + rng.uniform(3, 7)), y, rng.uniform(1.8, 3.2), rng,
                    ["#8a8074", "#a09484", "#756b60"], 128, 128)
    return cv.to_pygame()


def marker_cv_lake(size):
    """The underground lake printed on a mountain space: a pool in a hollow of the rock,
    its rim lit from the upper left (transparent around it)."""
    cv = Canvas(size, size)
    ctx = cv.ctx
    k = size / 128
    ctx.scale(k, k)
    rng = random.Random(3521)
    n = 14
    pts = [(64 + math.cos(a) * 44 * rng.uniform(0.86, 1.06), 66 + math.sin(a) * 34 * rng.uniform(0.84, 1.08))
           for a in (i * TAU / n for i in range(n))]
    rim = [(64 + (x - 64) * 1.16, 66 + (y - 66) * 1.2) for x, y in pts]

    def hollow(c):
        _smooth_closed(c, rim)

    def pool(c):
        _smooth_closed(c, pts)

    hollow(ctx)
    grad = cairo.LinearGradient(10, 20, 118, 112)
    grad.add_color_stop_rgba(0, *frgb("#a89884"), 0.85)
    grad.add_color_stop_rgba(1, *frgb("#3a3029"), 0.9)
    ctx.set_source(grad)
    ctx.fill()
    _cv_water(ctx, pool, rng, (16, 28, 112, 104), 30)
    for _ in range(10):                                  # stones on the lip
        a = rng.uniform(0, TAU)
        _cv_boulder(ctx, 64 + math.cos(a) * 50, 66 + math.sin(a) * 40, rng.uniform(2.0, 3.6), rng,
                    ["#8a7d6f", "#a09080", "#6a5f55"], 128, 128)
    return cv.to_pygame()


PROCEDURAL["cv_timber"] = tex_cv_timber
MARKERS.update({"cv_stream": marker_cv_stream, "cv_lake": marker_cv_lake})


# --------------------------------------------------------------------------
# Urubamba Valley: the terrace's beds
# --------------------------------------------------------------------------

def tex_uv_soil(w=128, h=128):
    """A terrace bed: warm tilled earth in five ridged furrows, clods and a few pebbles, a
    little darker towards its edges (the view frames it in stone)."""
    f1 = fbm(w, h, 3601, (4, 4), 4)
    surf, cv, ctx, rng = _ground(w, h, f1, [(0, "#6e4526"), (0.5, "#84552f"), (1, "#9a693c")], 7, 3602)
    rows = 5
    pitch = h / rows
    for i in range(rows):
        y = (i + 0.5) * pitch
        for col, a, lw, off in (("#2f1b0b", 0.5, 10.0, 5.0), ("#a9784a", 0.5, 6.0, -2.0),
                                ("#c8976a", 0.45, 2.0, -4.0)):
            set_rgba(ctx, col, a)
            ctx.set_line_width(lw)
            ctx.new_path()
            for kx in range(0, 33):
                x = kx * w / 32
                ctx.line_to(x, y + off + 0.9 * math.sin(TAU * kx / 32 * 2 + i * 1.7))
            ctx.stroke()
    _pebbles(ctx, rng, w, h, 90, (0.7, 1.7), 3, ("#2a1808", 0.45, 0.6, 0.8),       # clods
             ["#a87448", "#7a4e2a", "#b88656"])
    _pebbles(ctx, rng, w, h, 7, (1.6, 2.6), 4, ("#2a1808", 0.5, 0.8, 1.0),         # pebbles
             ["#b8ae9c", "#9a907e", "#cfc4ae"])
    for _ in range(10):                                  # sprouts of weed at the furrows' crests
        x, y = rng.uniform(6, w - 6), (rng.randrange(rows) + 0.5) * pitch - 4
        for ang in (-2.2, -1.6, -1.0):
            set_rgba(ctx, "#6f8f3a", 0.8)
            ctx.set_line_width(1.0)
            ctx.move_to(x, y)
            ctx.line_to(x + math.cos(ang) * 3.5, y + math.sin(ang) * 3.5)
            ctx.stroke()
    grad = cairo.RadialGradient(w / 2, h / 2, w * 0.3, w / 2, h / 2, w * 0.75)
    grad.add_color_stop_rgba(0, 0, 0, 0, 0.0)
    grad.add_color_stop_rgba(1, 0.1, 0.05, 0.0, 0.35)
    ctx.set_source(grad)
    ctx.paint()
    blit_cairo(surf, cv)
    return surf


PROCEDURAL["uv_soil"] = tex_uv_soil


def recipe_plate(sets, spec, size):
    """A square space or tile: a procedural texture (`texture`) with icon layers on it and an
    optional coloured inner border (`frame`)."""
    base = texture(spec["texture"]).copy()
    if base.get_width() != size:
        base = pygame.transform.smoothscale(base, (size, size))
    if spec.get("frame"):
        cv = Canvas(size, size)
        ctx = cv.ctx
        k = size / 128
        set_rgba(ctx, shade(spec["frame"], -0.35))
        ctx.set_line_width(7 * k)
        ctx.rectangle(3.5 * k, 3.5 * k, size - 7 * k, size - 7 * k)
        ctx.stroke()
        set_rgba(ctx, spec["frame"])
        ctx.set_line_width(3 * k)
        ctx.rectangle(5 * k, 5 * k, size - 10 * k, size - 10 * k)
        ctx.stroke()
        blit_cairo(base, cv)
    compose_layers(sets, base, spec.get("layers"), size, True)
    return base


RECIPES["plate"] = recipe_plate


def hash_name(s: str) -> int:
    h = 2166136261
    for ch in s.encode():
        h = ((h ^ ch) * 16777619) & 0xFFFFFFFF
    return h


# --------------------------------------------------------------------------
# credits
# --------------------------------------------------------------------------

def sprite_sources(spec) -> list[tuple[str, str]]:
    """[(set key or 'code', icon name)] used by a sprite."""
    out = []
    kind = spec["kind"]
    if kind in ("procedural", "marker"):
        out.append(("code", spec.get("procedural") or spec.get("marker")))
    elif kind in ("token", "emblem", "badge", "button", "tile"):
        out.append(("code", kind))
    elif kind == "plate":
        out.append(("code", spec["texture"]))
    for layer in spec.get("layers") or []:
        if "marker" in layer:
            out.append(("code", layer["marker"]))
        elif "decor" in layer:
            continue  # part of the drawn badge
        else:
            out.append(parse_icon(layer["icon"]))
    return out


def write_credits(manifest: dict) -> str:
    srcs = manifest["sources"]
    authors = manifest.get("game_icon_authors", {})
    lines = [
        "# Sprite credits",
        "",
        "All files in this folder are generated by `tools/make_sprites.py` from the",
        "manifest `tools/sprites.yaml` (rerun: `python tools/make_sprites.py`).",
        "They combine shapes drawn in code with icons from two open-licensed icon sets,",
        "obtained from the npm registry with `npm pack`:",
        "",
    ]
    for key, s in srcs.items():
        lines += [
            f"* **{s['title']}** — npm `{s['npm']}@{s['version']}` "
            f"(upstream: {s['upstream']}).",
            f"  Licence: {s['licence_name']} ({s['spdx']}), {s['licence_url']}; "
            f"copy in [`LICENSES/{s['licence_file']}`](LICENSES/{s['licence_file']}).",
            f"  Copyright / author: {s['copyright']}",
        ]
    lines += [
        "* **Drawn by code** — textures, discs, badges, rope ring, bridge, gold nuggets,",
        "  buttons and tile backs are drawn in `tools/make_sprites.py` (same licence as this",
        "  project's code).",
        "",
        "## CC BY 3.0 attribution (game-icons.net)",
        "",
        "Icons from game-icons.net are licensed under Creative Commons Attribution 3.0",
        "Unported (https://creativecommons.org/licenses/by/3.0/). The licence requires that",
        "you credit the author, link to the licence and indicate if changes were made.",
        "Changes made here: recoloured, outlined, scaled and composited onto drawn",
        "backgrounds. Keep this file with the sprites when redistributing them.",
        "Icons made by "
        + ", ".join(sorted({a for a in authors.values()}))
        + " and other game-icons.net contributors — from https://game-icons.net",
        "(see the table for the author of each icon; where the iconify package did not",
        "name it and it could not be confirmed upstream, the icon is credited to",
        "\"game-icons.net contributors (Lorc, Delapouite, et al.)\").",
        "",
        "Fluent Emoji (Microsoft) are under the MIT licence: keep the copyright notice and",
        "licence text (`LICENSES/MIT-fluent-emoji.txt`) with copies of the images.",
        "Changes made here: some are recoloured (e.g. canyon rock tinted red), scaled and",
        "composited onto drawn backgrounds.",
        "",
        "## Files",
        "",
        "| File | Source (package : icon) | Licence | Author / copyright |",
        "| --- | --- | --- | --- |",
    ]
    for spec in manifest["sprites"]:
        parts, lic, auth = [], [], []
        for key, name in sprite_sources(spec):
            if key == "code":
                parts.append(f"drawn by code in tools/make_sprites.py ({name})")
                if "project code" not in lic:
                    lic.append("project code")
                continue
            s = srcs[key]
            parts.append(f"`{s['npm']}` : `{name}`")
            if s["spdx"] not in lic:
                lic.append(s["spdx"])
            a = (f"{authors[name]}, game-icons.net" if name in authors
                 else "game-icons.net contributors (Lorc, Delapouite, et al.)"
                 ) if key == "game" else s["copyright"]
            if a not in auth:
                auth.append(a)
        lines.append(f"| `{spec['file']}` | {'<br>'.join(parts)} | {', '.join(lic)} | "
                     f"{'; '.join(auth) or 'this project'} |")
    lines.append("")
    return "\n".join(lines)


MIT_FLUENT = """MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.

---
Applies to the Fluent Emoji artwork (https://github.com/microsoft/fluentui-emoji),
used here via the npm package @iconify-json/fluent-emoji-flat, whose package.json
declares "license": "MIT" and whose info.json names the author
"Microsoft Corporation" and this licence URL:
https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE
"""

CC_BY_GAME_ICONS = """game-icons.net icons — licence notice
=====================================

The icons from https://game-icons.net (source: https://github.com/game-icons/icons,
used here via the npm package @iconify-json/game-icons, whose package.json declares
"license": "CC-BY-3.0") are provided under the Creative Commons Attribution 3.0
Unported licence (CC BY 3.0).

Upstream license.txt (https://github.com/game-icons/icons/blob/master/license.txt):

  Icons provided under the Creative Commons 3.0 BY or CC0 if mentioned below.
  Each subfolders in this archive correspond to a different contributor :
  - Lorc, http://lorcblog.blogspot.com
  - Delapouite, http://delapouite.com
  - John Colburn, http://ninmunanmu.com
  - Felbrigg, http://blackdogofdoom.blogspot.co.uk
  - John Redman, http://www.uniquedicetowers.com
  - Carl Olsen, https://twitter.com/unstoppableCarl
  - Sbed, http://opengameart.org/content/95-game-icons
  - PriorBlue
  - Willdabeast, http://wjbstories.blogspot.com
  - Viscious Speed, http://viscious-speed.deviantart.com - CC0
  - Lord Berandas, http://berandas.deviantart.com
  - Irongamer, http://ecesisllc.wix.com/home
  - HeavenlyDog, http://www.gnomosygoblins.blogspot.com
  Please, include a mention "Icons made by {author}" in your derivative work.

Summary of CC BY 3.0 (not a substitute for the licence):
You are free to share (copy and redistribute) and adapt (remix, transform, build
upon) the material for any purpose, even commercially, under the following term:
Attribution — you must give appropriate credit, provide a link to the licence, and
indicate if changes were made.

Full legal code: https://creativecommons.org/licenses/by/3.0/legalcode
Human-readable deed: https://creativecommons.org/licenses/by/3.0/

Per-icon authors and the changes made (recolouring, outlining, scaling,
compositing) are listed in ../CREDITS.md.
"""


# --------------------------------------------------------------------------
# main
# --------------------------------------------------------------------------

def build(manifest: dict, sets, only: str | None) -> list[Path]:
    written = []
    for spec in manifest["sprites"]:
        rel = spec["file"]
        if only and only not in rel:
            continue
        w, h = spec["size"]
        fn = RECIPES[spec["kind"]]
        surf = fn(sets, spec, w)
        if surf.get_size() != (w, h):
            raise SystemExit(f"{rel}: built {surf.get_size()}, manifest says {(w, h)}")
        data = encode_png(surf, spec.get("opaque", False))
        path = SPRITES / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)
            written.append(path)
            print(f"wrote {rel}", flush=True)
    return written


def write_if_changed(path: Path, text: str):
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")


def contact_sheet(manifest: dict, out: Path):
    pygame.font.init()
    font = pygame.font.Font(None, 16)
    cell = 140
    items = manifest["sprites"]
    cols = 9
    rows = (len(items) + cols - 1) // cols
    sheet = pygame.Surface((cols * cell, rows * (cell + 16)))
    sheet.fill((128, 128, 128))
    for i, spec in enumerate(items):
        img = pygame.image.load(str(SPRITES / spec["file"]))
        w, h = img.get_size()
        k = min(1.0, 128 / max(w, h))
        if k < 1:
            img = pygame.transform.smoothscale(img, (round(w * k), round(h * k)))
        x, y = (i % cols) * cell, (i // cols) * (cell + 16)
        sheet.blit(img, (x + (cell - img.get_width()) // 2, y + (cell - img.get_height()) // 2))
        label = spec["file"].split("/")[-1][:-4][:22]
        sheet.blit(font.render(label, True, (255, 255, 255)), (x + 4, y + cell + 1))
    pygame.image.save(sheet, str(out))
    print(f"contact sheet: {out}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", help="rebuild only sprites whose path contains this text")
    ap.add_argument("--cache-dir", type=Path,
                    help="keep npm tarballs here between runs (default: a temp dir)")
    ap.add_argument("--sheet", type=Path, help="also write a contact sheet PNG here")
    args = ap.parse_args(argv)

    pygame.init()
    manifest = yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))
    sets = fetch_icon_sets(manifest["sources"], args.cache_dir)
    # validate icon names first so a typo fails fast
    missing = []
    for spec in manifest["sprites"]:
        for layer in spec.get("layers") or []:
            if "icon" in layer:
                key, name = parse_icon(layer["icon"])
                if not sets[key].has(name):
                    missing.append(f"{spec['file']}: {layer['icon']}")
    if missing:
        raise SystemExit("unknown icons:\n  " + "\n  ".join(missing))
    build(manifest, sets, args.only)
    write_if_changed(SPRITES / "CREDITS.md", write_credits(manifest))
    write_if_changed(SPRITES / "LICENSES" / "MIT-fluent-emoji.txt", MIT_FLUENT)
    write_if_changed(SPRITES / "LICENSES" / "CC-BY-3.0-game-icons.txt", CC_BY_GAME_ICONS)
    if args.sheet:
        contact_sheet(manifest, args.sheet)


if __name__ == "__main__":
    main()
