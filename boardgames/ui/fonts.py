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
# a line breaks between Chinese characters and at spaces; a no-break space (U+00A0) glues
# what it joins ("Ore\u00a04+", "野豬\u00a05+")
_TOKENS = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]|[^\S\u00a0]+"
                     r"|(?:[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]|\u00a0)+")
_HYPHEN = re.compile(r"(?<=[^\W\d_]-)(?=[^\W\d_])")      # a line may break after "and-" in "Slash-and-burn"
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
        # what the text-fitting test reads: every text cut short (text -> (size, width)) and every
        # size rendered (size -> a text at that size); both stay small, a screen has few of each
        self.clipped: dict[str, tuple[int, int]] = {}
        self.sizes: dict[int, str] = {}

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
        if text.strip() and int(size) not in self.sizes:
            self.sizes[int(size)] = text
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

    def _wrap(self, text: str, size: int, width: int, bold: bool, hyphenate: bool = False,
              breaking: bool = True) -> list[str]:
        """(`hyphenate`: a word that does not fit at the end of a line is split there with a
        hyphen, at least three letters on each side, rather than moved down whole;
        `breaking` False: a word wider than a line is left whole, overflowing it.)"""
        font = self.get(size, bold)
        brk = self._break_long if breaking else _whole
        lines: list[str] = []
        for para in str(text).split("\n"):
            line = ""
            for token in (part for chunk in _TOKENS.findall(para) for part in _HYPHEN.split(chunk)):
                trial = line + token
                if not line or font.size(trial)[0] <= width:
                    line = brk(font, trial, width, lines) if not line else trial
                    continue
                if token[:1] in _NO_LINE_START or token[:1] == "\u00a0":
                    # never start a line with closing punctuation (a full-width mark, or a Latin
                    # chunk such as "):1" after Chinese): carry the last character down, with the
                    # closing marks that follow it ("子）" before a "，")
                    k = len(line) - 1
                    while k > 0 and line[k] in _NO_LINE_START:
                        k -= 1
                    while k > 0 and line[k - 1] in _NO_LINE_END:
                        k -= 1
                    if k > 0 and not line[k].isspace():
                        lines.append(line[:k].rstrip())
                        line = brk(font, line[k:] + token, width, lines)
                    else:
                        line = trial
                    continue
                if hyphenate and len(token) >= 6:
                    cut = len(token) - 3
                    while cut >= 3 and not (token[:cut].isalpha() and font.size(line + token[:cut] + "-")[0] <= width):
                        cut -= 1
                    if cut >= 3 and token[cut:cut + 3].isalpha():
                        lines.append(line + token[:cut] + "-")
                        line = brk(font, token[cut:], width, lines)
                        continue
                # nor end one with opening punctuation: "（" goes down with what it opens
                k = len(line)
                while k > 1 and line[k - 1] in _NO_LINE_END:
                    k -= 1
                carried = line[k:]
                lines.append(line[:k].rstrip())
                line = brk(font, carried + ("" if token.isspace() else token), width, lines)
            lines.append(line.rstrip())
        return lines

    @staticmethod
    def _break_long(font, line: str, width: int, lines: list[str]) -> str:
        """A word wider than the line itself, broken over lines (Latin with a hyphen, never before
        closing punctuation); returns its last part."""
        while font.size(line)[0] > width and len(line.strip()) > 1:
            def head(cut: int) -> str:
                part = line[:cut]
                inside = line[cut - 1].isalpha() and line[cut].isalpha() and not has_cjk(line[cut - 1:cut + 1])
                return part + "-" if inside else part
            def tail(cut: int) -> int:
                n = 0
                while cut + n < len(line) and line[cut + n].isalpha():
                    n += 1
                return n

            cut = len(line) - 1
            while cut > 1 and line[cut - 1].isalpha() and 0 < tail(cut) < 3:
                cut -= 1              # at least three letters go down with the hyphen
            while cut > 1 and font.size(head(cut))[0] > width:
                cut -= 1
            while cut > 1 and line[cut] in _NO_LINE_START:
                cut -= 1              # the closing marks stay with what they close
            while cut < len(line) and line[cut] in _NO_LINE_START:
                cut += 1              # even in a line too narrow for them (it overflows)
            if cut >= len(line) or line[:cut].isspace():
                break
            lines.append(head(cut).rstrip())
            line = line[cut:].lstrip()
        return line

    def ellipsize(self, text: str, size: int, width: int, bold: bool = False) -> str:
        """`text` cut with an ellipsis so it fits in `width` pixels (cached, as `wrap`)."""
        return self._memo(("...", text, size, width, bold), lambda: self._ellipsize(text, size, width, bold))

    def fit(self, text: str, size: int, width: int, bold: bool = False, floor: int = 12) -> tuple[str, int]:
        """`text` and the size to draw it at in `width` pixels: `size` if it fits, else the
        largest smaller size down to `floor` (at most a quarter smaller) that fits, else cut
        with an ellipsis at that size (which the text-fitting test reports)."""
        return self._memo(("fit", text, size, width, bold, floor), lambda: self._fit(text, size, width, bold, floor))

    def fit_lines(self, text: str, size: int, width: int, height: int | None = None, bold: bool = False,
                  floor: int = 12, lines: int = 2, leading: float = 1.18,
                  wrap_first: bool = False, cut: bool = True) -> tuple[list[str], int]:
        """`text` in at most `lines` lines of `width` pixels, and the size to draw them at: one
        line at `size` or up to a quarter smaller (as `fit`; with `wrap_first`, only at `size`);
        else wrapped, at `size` or smaller down to `floor`, into lines `leading` times the size
        apart that stay within `height` (words whole if they can be, else split with a hyphen);
        else, as the last resort, the last line cut with an ellipsis (which `clipped` records;
        `cut` False: the last line is the whole rest, for the caller to fit when drawing)."""
        key = ("lines", text, size, width, height, bold, floor, lines, leading, wrap_first, cut)
        return self._memo(key, lambda: self._fit_lines(text, size, width, height, bold, floor, lines, leading,
                                                       wrap_first, cut))

    def fits_whole(self, text: str, size: int, width: int, lines: int = 1, bold: bool = False) -> bool:
        """Whether `text` goes into `lines` lines of `width` at `size` without splitting a word."""
        def check() -> bool:
            font = self.get(size, bold)
            wrapped = [ln for ln in self._wrap(str(text), int(size), int(width), bold, breaking=False) if ln.strip()]
            return len(wrapped) <= lines and all(font.size(ln)[0] <= width for ln in wrapped)
        return self._memo(("whole", text, size, width, lines, bold), check)

    def _fit_lines(self, text, size, width, height, bold, floor, most, leading, wrap_first,
                   cut: bool = True) -> tuple[list[str], int]:
        text = str(text)
        size, floor = int(size), min(int(size), int(floor))
        low = min(size, max(floor, round(size * 0.75)))
        for s in range(size, (size if wrap_first else low) - 1, -1):
            if self.get(s, bold).size(text)[0] <= width:
                return [text], s
        if most > 1:      # wrapped, whole words first (a little smaller), then words split
            for split in (False, True):
                for s in range(size, floor - 1, -1):
                    wrapped = [ln for ln in self._wrap(text, s, width, bold, hyphenate=split, breaking=split)
                               if ln.strip()]
                    tall = s + (len(wrapped) - 1) * round(s * leading)
                    if len(wrapped) <= most and (height is None or tall <= height) and \
                            all(self.get(s, bold).size(ln)[0] <= width for ln in wrapped):
                        return wrapped, s
        if most > 1 and (height is None or floor + round(floor * leading) <= height):
            wrapped = [ln for ln in self._wrap(text, floor, width, bold) if ln.strip()]
            rows = max(1, min(most, len(wrapped)) if height is None else
                       min(most, 1 + (height - floor) // max(1, round(floor * leading))))
            rest = _rest(text, wrapped[:rows - 1])
            return wrapped[:rows - 1] + [self._ellipsize(rest, floor, width, bold) if cut else rest], floor
        return [self._ellipsize(text, low, width, bold) if cut else text], low

    def _fit(self, text: str, size: int, width: int, bold: bool, floor: int) -> tuple[str, int]:
        if self.get(size, bold).size(text)[0] <= width:
            return text, size
        low = min(size, max(floor, round(size * 0.75)))
        for s in range(size - 1, low - 1, -1):
            if self.get(s, bold).size(text)[0] <= width:
                return text, s
        return self._ellipsize(text, low, width, bold), low

    def _ellipsize(self, text: str, size: int, width: int, bold: bool) -> str:
        font = self.get(size, bold)
        if font.size(text)[0] <= width:
            return text
        if len(self.clipped) < 500:
            self.clipped[text] = (size, width)
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


def _whole(font, line: str, width: int, lines: list[str]) -> str:
    """A word wider than its line, left whole (`Fonts._wrap` without breaking)."""
    return line


def _rest(text: str, lines: list[str]) -> str:
    """What of `text` follows its first wrapped `lines` (which lost their breaking spaces and
    may end in a hyphen that `text` does not have)."""
    i = 0
    for line in lines:
        for ch in line:
            while i < len(text) and text[i] != ch and text[i].isspace():
                i += 1
            if i < len(text) and text[i] == ch:
                i += 1
    return text[i:].strip()


def has_cjk(text: str) -> bool:
    return bool(_CJK.search(text))
