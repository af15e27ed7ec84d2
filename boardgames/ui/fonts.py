"""Fonts and rendered text, cached.

We bundle one CJK-capable font (Noto Sans CJK TC subset in sprites/fonts/)
because pygame's default font has no Chinese glyphs and SysFont fails silently.
Until that file exists we fall back to pygame's default font so nothing breaks.
Fonts are cached per pixel size and rendered text per (text, size, colour),
since re-rendering text every frame is the main cost of a text-heavy UI.
"""
from __future__ import annotations

import logging
import re
from collections import OrderedDict
from pathlib import Path

import pygame

from .. import paths

log = logging.getLogger(__name__)

_CJK = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]")
_TOKENS = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]|\s+|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]+")
_NO_LINE_START = set("，。、；：？！）」』〉》】,.;:?!)")
_NO_LINE_END = set("（「『〈《【(")


def find_font_files(folder: Path | None = None) -> dict[str, Path]:
    """{'regular': path, 'bold': path} from the bundled font folder (either may be absent)."""
    folder = Path(folder or paths.fonts_dir())
    found: dict[str, Path] = {}
    if not folder.is_dir():
        return found
    files = sorted(p for p in folder.iterdir() if p.suffix.lower() in (".otf", ".ttf"))
    for p in files:
        name = p.stem.lower()
        if "bold" in name or "black" in name or "heavy" in name:
            found.setdefault("bold", p)
        elif "medium" in name and "regular" in found:
            continue
        else:
            found.setdefault("regular", p)
    if "regular" not in found and files:
        found["regular"] = files[0]
    return found


class Fonts:
    """pygame fonts by pixel size, plus a cache of rendered text surfaces."""

    TEXT_CACHE = 3000
    MEASURES = 12000

    def __init__(self, folder: Path | None = None):
        if not pygame.font.get_init():
            pygame.font.init()
        self.files = find_font_files(folder)
        if "regular" not in self.files:
            log.info("no bundled font in %s; using pygame's default font (no CJK glyphs)",
                     folder or paths.fonts_dir())
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._text: OrderedDict = OrderedDict()
        self._wraps: OrderedDict = OrderedDict()      # measures: sizes, wraps, cuts

    @property
    def bundled(self) -> bool:
        return "regular" in self.files

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        size = max(6, int(size))
        key = (size, bold)
        font = self._fonts.get(key)
        if font is None:
            font = self._open(size, bold)
            self._fonts[key] = font
        return font

    def _open(self, size: int, bold: bool) -> pygame.font.Font:
        path = self.files.get("bold" if bold else "regular") or self.files.get("regular")
        font = None
        if path is not None:
            try:
                font = pygame.font.Font(str(path), size)
            except (OSError, pygame.error) as exc:
                log.warning("cannot open font %s: %s", path, exc)
        if font is None:
            # pygame's default font is drawn smaller than its nominal size; compensate.
            font = pygame.font.Font(None, round(size * 1.3))
        if bold and (path is None or path == self.files.get("regular")):
            font.bold = True
        return font

    def render(self, text: str, size: int, colour=(0, 0, 0), bold: bool = False) -> pygame.Surface:
        """Anti-aliased text with alpha; cached."""
        key = (text, int(size), tuple(colour), bold)
        surf = self._text.get(key)
        if surf is not None:
            self._text.move_to_end(key)
            return surf
        font = self.get(size, bold)
        surf = font.render(text, True, colour[:3])
        if len(colour) > 3:
            surf.set_alpha(colour[3])
        self._text[key] = surf
        if len(self._text) > self.TEXT_CACHE:
            self._text.popitem(last=False)
        return surf

    def size(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        """The pixel size of a line (remembered: a label fitted into a button is measured at
        several sizes, every time it is drawn)."""
        return self._memo(("size", text, size, bold), lambda: self.get(size, bold).size(text))

    def line_height(self, size: int, bold: bool = False) -> int:
        return self.get(size, bold).get_linesize()

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split into lines no wider than `width`: between words for Latin text, between
        characters for Chinese (never starting a line with closing punctuation). Cached: a
        panel wraps the same paragraphs every frame."""
        args = (str(text), int(size), int(width), bold)
        return list(self._memo(("wrap",) + args, lambda: self._wrap(*args)))

    def _memo(self, key, make):
        """Measured lines, wraps and cuts, least recently used first out."""
        value = self._wraps.get(key)
        if value is None:
            value = self._wraps[key] = make()
            if len(self._wraps) > self.MEASURES:
                self._wraps.popitem(last=False)
        else:
            self._wraps.move_to_end(key)
        return value

    def _wrap(self, text: str, size: int, width: int, bold: bool) -> list[str]:
        font = self.get(size, bold)
        lines: list[str] = []
        for para in str(text).split("\n"):
            line = ""
            for token in _TOKENS.findall(para):
                trial = line + token
                if not line or font.size(trial)[0] <= width:
                    line = trial
                    continue
                if token in _NO_LINE_START:
                    # never start a line with closing punctuation: carry the last character down,
                    # with the closing marks that follow it ("子）" before a "，")
                    k = len(line) - 1
                    while k > 0 and line[k] in _NO_LINE_START:
                        k -= 1
                    while k > 0 and line[k - 1] in _NO_LINE_END:
                        k -= 1
                    if k > 0 and not line[k].isspace():
                        lines.append(line[:k].rstrip())
                        line = line[k:] + token
                    else:
                        line = trial
                    continue
                # nor end one with opening punctuation: "（" goes down with what it opens
                k = len(line)
                while k > 1 and line[k - 1] in _NO_LINE_END:
                    k -= 1
                carried = line[k:]
                lines.append(line[:k].rstrip())
                line = carried + ("" if token.isspace() else token)
                while font.size(line)[0] > width and len(line) > 1:   # one very long word
                    cut = len(line) - 1
                    while cut > 1 and font.size(line[:cut])[0] > width:
                        cut -= 1
                    while cut > 1 and line[cut] in _NO_LINE_START:
                        cut -= 1              # the closing marks stay with what they close
                    lines.append(line[:cut])
                    line = line[cut:]
            lines.append(line.rstrip())
        return lines

    def ellipsize(self, text: str, size: int, width: int, bold: bool = False) -> str:
        """`text` cut with an ellipsis so it fits in `width` pixels (cached, as `wrap`)."""
        return self._memo(("...", text, size, width, bold), lambda: self._ellipsize(text, size, width, bold))

    def _ellipsize(self, text: str, size: int, width: int, bold: bool) -> str:
        font = self.get(size, bold)
        if font.size(text)[0] <= width:
            return text
        dots = "…" if has_cjk(text) else "..."     # the CJK font's ellipsis is full-width
        lo, hi = 0, len(text)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if font.size(text[:mid] + dots)[0] <= width:
                lo = mid
            else:
                hi = mid - 1
        return text[:lo].rstrip() + dots

    def clear(self) -> None:
        self._text.clear()
        self._wraps.clear()


def has_cjk(text: str) -> bool:
    return bool(_CJK.search(text))
