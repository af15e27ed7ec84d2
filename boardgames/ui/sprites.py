"""PNG art from sprites/, loaded once and cached per drawn size.

Smooth-scaling is slow, so each (sprite, size) pair is scaled once and reused;
the caches are keyed by size, so a window resize simply fills new entries.
A missing or broken file never crashes the game: it is logged once and a
neutral placeholder is drawn in its place.
"""
from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from pathlib import Path

import pygame

from .. import paths

log = logging.getLogger(__name__)


def _key(name: str) -> str:
    name = name.replace("\\", "/")
    return name[:-4] if name.lower().endswith(".png") else name


class Sprites:
    """Named PNGs ('ui/undo', 'games/moon_river', ...) relative to the sprites folder."""

    SCALED_CACHE = 1500
    #: and at most this many bytes of them: a panel's parchment is kept at each size it is drawn,
    #: up to 7 MiB apiece at 1920x1080, and the screens of a session draw dozens of sizes
    SCALED_BYTES = 40 * 2**20
    #: games whose pictures are kept (`shared`): the one played and the one warmed or looked at
    #: last; the pictures of a game at the sizes its screens drew it hold 15-50 MiB
    KEEP_GAMES = 2

    def __init__(self, root: Path | None = None):
        self.root = Path(root or paths.sprites_dir())
        self._raw: dict[str, pygame.Surface | None] = {}
        self._decoded: dict[str, pygame.Surface] = {}     # read ahead by `prefetch`, not converted yet
        self._scaled: OrderedDict = OrderedDict()
        self._scaled_bytes = 0
        self._missing_logged: set[str] = set()
        self._shared: dict = {}
        self._games: OrderedDict = OrderedDict()          # game id -> its `shared` pictures, the latest last
        self._dropped: set[str] = set()                    # games whose pictures were let go

    # --- loading ----------------------------------------------------------
    def path(self, name: str) -> Path:
        return self.root / (_key(name) + ".png")

    def has(self, name: str) -> bool:
        return self.load(name) is not None

    def load(self, name: str) -> pygame.Surface | None:
        """The original image, or None when it is missing or unreadable (logged once)."""
        key = _key(name)
        if key in self._raw:
            return self._raw[key]
        surf = self._decoded.pop(key, None)
        file = self.path(key)
        if surf is not None:
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
        elif file.is_file():
            try:
                surf = pygame.image.load(str(file))
                if pygame.display.get_surface() is not None:
                    surf = surf.convert_alpha()
            except (pygame.error, OSError, ValueError) as exc:
                log.warning("sprite %s unreadable: %s", file, exc)
                surf = None
        elif key not in self._missing_logged:
            log.info("sprite %s missing; drawing a placeholder", file)
            self._missing_logged.add(key)
        self._raw[key] = surf
        return surf

    def prefetch(self, folders: list[str]) -> threading.Thread:
        """Decode every PNG of these folders on a background thread, so that the first frame
        of a game finds its pictures read (PNG decoding stalled it by 30-40 ms). Only the
        decoding happens there; converting to the screen's format stays on the UI thread."""
        def work():
            for folder in folders:
                for file in sorted((self.root / folder).rglob("*.png")):
                    key = _key(file.relative_to(self.root).as_posix())
                    if key in self._raw or key in self._decoded:
                        continue
                    try:
                        self._decoded[key] = pygame.image.load(str(file))
                    except (pygame.error, OSError, ValueError):
                        continue          # `load` reports it when the picture is wanted

        thread = threading.Thread(target=work, name="sprite-prefetch", daemon=True)
        thread.start()
        return thread

    def reload(self) -> None:
        """Forget everything (art changed on disk)."""
        self._raw.clear()
        self._decoded.clear()
        self._scaled.clear()
        self._scaled_bytes = 0
        self._missing_logged.clear()
        self._shared.clear()
        self._games.clear()
        self._dropped.clear()

    def shared(self, key, make, game: str | None = None):
        """One `make()` per key: a game's art and the pictures cached from it serve every view
        of that game, so a game opened again (or warmed ahead, see `warmup`) finds them made.
        With `game`, they are that game's, kept while it is among the KEEP_GAMES games used
        last (with its scaled sprites); without, for as long as these sprites."""
        table = self._shared if game is None else self._game(game)
        obj = table.get(key)
        if obj is None:
            obj = table[key] = make()
        return obj

    def dropped(self, game: str) -> bool:
        """Whether `game`'s pictures were made and since let go (a game warmed ahead then is
        not warm any more)."""
        return game in self._dropped

    def _game(self, game: str) -> dict:
        table = self._games.get(game)
        if table is None:
            table = self._games[game] = {}
            self._dropped.discard(game)
            while len(self._games) > self.KEEP_GAMES:
                gone, _ = self._games.popitem(last=False)
                self._dropped.add(gone)
                folder = f"{gone}/"
                for key in [k for k in self._scaled if k[1].startswith(folder)]:
                    self._scaled_bytes -= surface_bytes(self._scaled.pop(key))
        else:
            self._games.move_to_end(game)
        return table

    # --- scaled copies ------------------------------------------------------
    def _cached(self, key, make):
        surf = self._scaled.get(key)
        if surf is None:
            surf = make()
            self._scaled[key] = surf
            self._scaled_bytes += surface_bytes(surf)
            while len(self._scaled) > 1 and (len(self._scaled) > self.SCALED_CACHE
                                             or self._scaled_bytes > self.SCALED_BYTES):
                self._scaled_bytes -= surface_bytes(self._scaled.popitem(last=False)[1])
        else:
            self._scaled.move_to_end(key)
        return surf

    def get(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """The sprite stretched to exactly `size` (a placeholder when missing)."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        return self._cached(("get", _key(name), w, h), lambda: self._scale(name, (w, h)))

    def fit(self, name: str, box: tuple[int, int]) -> pygame.Surface:
        """The sprite scaled to fit inside `box`, keeping its aspect ratio."""
        raw = self.load(name)
        if raw is None:
            return self.get(name, box)
        rw, rh = raw.get_size()
        f = min(box[0] / max(1, rw), box[1] / max(1, rh))
        return self.get(name, (max(1, round(rw * f)), max(1, round(rh * f))))

    def cover(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """The sprite scaled to cover `size` and cropped to it (backgrounds)."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))

        def make():
            raw = self.load(name)
            if raw is None:
                return self.placeholder((w, h))
            rw, rh = raw.get_size()
            f = max(w / rw, h / rh)
            big = pygame.transform.smoothscale(raw, (max(w, round(rw * f)), max(h, round(rh * f))))
            out = pygame.Surface((w, h), pygame.SRCALPHA)
            out.blit(big, (-((big.get_width() - w) // 2), -((big.get_height() - h) // 2)))
            return out

        return self._cached(("cover", _key(name), w, h), make)

    def tiled(self, name: str, size: tuple[int, int], radius: int = 0) -> pygame.Surface:
        """A seamless texture repeated at its own resolution to fill `size` (crisp at any
        window size), optionally with rounded corners; a placeholder when missing."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))

        def make():
            raw = self.load(name)
            if raw is None:
                return self.placeholder((w, h))
            out = pygame.Surface((w, h), pygame.SRCALPHA)
            tw, th = raw.get_size()
            for x in range(0, w, tw):
                for y in range(0, h, th):
                    out.blit(raw, (x, y))
            if radius > 0:
                mask = pygame.Surface((w, h), pygame.SRCALPHA)
                pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
                out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            return out

        return self._cached(("tiled", _key(name), w, h, radius), make)

    def tinted(self, name: str, size: tuple[int, int], colour) -> pygame.Surface:
        """The sprite multiplied by `colour` (white art becomes that colour; alpha kept)."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        rgb = tuple(int(c) for c in colour[:3])

        def make():
            return tint(self.get(name, (w, h)), rgb)

        return self._cached(("tint", _key(name), w, h, rgb), make)

    def nine_slice(self, name: str, size: tuple[int, int], border: int, dest_border: int | None = None
                   ) -> pygame.Surface | None:
        """A frame texture stretched to `size` keeping its corners (panels); None if missing."""
        raw = self.load(name)
        if raw is None:
            return None
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        b = max(1, min(border, raw.get_width() // 2 - 1, raw.get_height() // 2 - 1))
        d = dest_border if dest_border is not None else b
        d = max(1, min(d, w // 2, h // 2))
        return self._cached(("nine", _key(name), w, h, b, d), lambda: nine_slice(raw, (w, h), b, d))

    def _scale(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        raw = self.load(name)
        if raw is None:
            return self.placeholder(size)
        if raw.get_size() == size:
            return raw
        try:
            return pygame.transform.smoothscale(raw, size)
        except (ValueError, pygame.error):
            return pygame.transform.scale(raw, size)

    @staticmethod
    def placeholder(size: tuple[int, int]) -> pygame.Surface:
        """A neutral grey tile with a thin cross: visibly 'art missing', never alarming."""
        w, h = max(1, size[0]), max(1, size[1])
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.fill((150, 150, 150, 140))
        edge = (110, 110, 110, 200)
        pygame.draw.rect(surf, edge, surf.get_rect(), max(1, min(w, h) // 24))
        pygame.draw.line(surf, edge, (0, 0), (w - 1, h - 1), 1)
        pygame.draw.line(surf, edge, (0, h - 1), (w - 1, 0), 1)
        return surf


def surface_bytes(surface: pygame.Surface) -> int:
    """The memory a surface's pixels take."""
    return surface.get_pitch() * surface.get_height()


def tint(surface: pygame.Surface, rgb) -> pygame.Surface:
    """Multiply the colour channels by `rgb`, keeping alpha."""
    out = surface.copy()
    out.fill((*rgb[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def nine_slice(raw: pygame.Surface, size: tuple[int, int], b: int, d: int) -> pygame.Surface:
    """Scale the edges and centre of `raw` (source border b) into `size` (dest border d)."""
    w, h = size
    rw, rh = raw.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    src_x = (0, b, rw - b, rw)
    src_y = (0, b, rh - b, rh)
    dst_x = (0, d, w - d, w)
    dst_y = (0, d, h - d, h)
    for i in range(3):
        for j in range(3):
            sw, sh = src_x[i + 1] - src_x[i], src_y[j + 1] - src_y[j]
            dw, dh = dst_x[i + 1] - dst_x[i], dst_y[j + 1] - dst_y[j]
            if sw <= 0 or sh <= 0 or dw <= 0 or dh <= 0:
                continue
            piece = raw.subsurface((src_x[i], src_y[j], sw, sh))
            if (sw, sh) != (dw, dh):
                piece = pygame.transform.smoothscale(piece, (dw, dh))
            out.blit(piece, (dst_x[i], dst_y[j]))
    return out
