"""Build the bundled Traditional Chinese font subsets in sprites/fonts/.

    python tools/make_font.py          # rebuild after adding locale strings

Source: Debian's `fonts-noto-cjk` package (Noto Sans CJK, OFL 1.1). The .ttc
collections hold ten faces each; pygame cannot pick a face inside a .ttc, so we
extract the Traditional Chinese face (found by its name table, "Noto Sans CJK
TC", which is face 3 in Debian's 2.004 build) and subset it with fontTools to:

  (a) printable ASCII, Latin-1, Latin Extended-A, general punctuation, CJK
      punctuation, kana, Bopomofo, full-width forms, arrows and the symbols we use;
  (b) every non-ASCII character in data/**/*.yaml and boardgames/**/*.py;
  (c) the 5,401 frequently used hanzi of Big5 level 1 (0xA440-0xC67E), so
      names typed by players in Chinese almost always render.

Writes NotoSansCJKtc-Regular-subset.otf, NotoSansCJKtc-Bold-subset.otf and
OFL.txt. Only needed at build time; the app just loads the .otf files.
Needs fontTools (`pip install fonttools`, part of the project's `build` extra).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "sprites" / "fonts"
NOTO_DIR = Path("/usr/share/fonts/opentype/noto")
DEBIAN_COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")
FAMILY = "Noto Sans CJK TC"
WEIGHTS = {  # output weight -> Debian collection file
    "Regular": NOTO_DIR / "NotoSansCJK-Regular.ttc",
    "Bold": NOTO_DIR / "NotoSansCJK-Bold.ttc",
}
APT_COMMAND = ["apt-get", "install", "-y", "--no-install-recommends", "fonts-noto-cjk"]

# (a) fixed ranges, inclusive. Code points the font lacks are simply skipped.
RANGES = [
    (0x0020, 0x007E),  # printable ASCII
    (0x00A0, 0x00FF),  # Latin-1 supplement (×, ÷, °, ±, ·, é ...)
    (0x0100, 0x017F),  # Latin Extended-A (names such as Łukasz, Dvořák)
    (0x2000, 0x206F),  # general punctuation (— – ‘ ’ “ ” … • ‰)
    (0x20A0, 0x20BF),  # currency symbols
    (0x2100, 0x214F),  # letterlike symbols (№ ™)
    (0x2150, 0x218F),  # number forms (Ⅰ Ⅱ Ⅲ, ½)
    (0x2190, 0x21FF),  # arrows (← → ↑ ↓ ⇒ ↺)
    (0x2200, 0x22FF),  # mathematical operators (≤ ≥ ≠ ∞ −)
    (0x2460, 0x24FF),  # enclosed alphanumerics (① ② ③)
    (0x2500, 0x257F),  # box drawing
    (0x25A0, 0x25FF),  # geometric shapes (■ □ ▲ ▼ ◆ ● ○)
    (0x2600, 0x26FF),  # miscellaneous symbols (★ ☆ ♠ ♥ ⚀)
    (0x2700, 0x27BF),  # dingbats (✓ ✔ ✗ ✘)
    (0x3000, 0x303F),  # CJK symbols and punctuation (、。「」『』【】〜)
    (0x3040, 0x30FF),  # hiragana and katakana (cheap; turn up in players' names)
    (0x3100, 0x312F),  # Bopomofo (注音)
    (0x31A0, 0x31BF),  # Bopomofo extended
    (0xFE30, 0xFE4F),  # CJK compatibility forms (vertical punctuation)
    (0xFF00, 0xFFEF),  # half-width and full-width forms
    (0xFFFD, 0xFFFD),  # replacement character
]
EXTRA_CHARS = "×÷→←↑↓★☆✓✔✗✘•·…—–‘’“”°±≤≥≠∞♠♥♦♣●○■□▲△▼▽◆◇"


def big5_level1() -> set[int]:
    """The 5,401 frequently used hanzi (Big5 0xA440-0xC67E), via Python's big5 codec."""
    chars: set[int] = set()
    for lead in range(0xA4, 0xC7):
        for trail in list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)):
            code = (lead << 8) | trail
            if not 0xA440 <= code <= 0xC67E:
                continue
            try:
                ch = bytes([lead, trail]).decode("big5")
            except UnicodeDecodeError:
                continue
            chars.add(ord(ch))
    return chars


def project_chars() -> set[int]:
    """Every non-ASCII character in the data files and the Python sources."""
    files = sorted((ROOT / "data").rglob("*.yaml")) + sorted((ROOT / "boardgames").rglob("*.py"))
    chars: set[int] = set()
    for path in files:
        for ch in path.read_text(encoding="utf-8"):
            if ord(ch) > 0x7E:
                chars.add(ord(ch))
    return chars


def wanted_codepoints() -> tuple[set[int], set[int]]:
    fixed = {cp for lo, hi in RANGES for cp in range(lo, hi + 1)}
    fixed |= {ord(c) for c in EXTRA_CHARS}
    return fixed | big5_level1(), project_chars()


def ensure_source() -> None:
    missing = [p for p in WEIGHTS.values() if not p.exists()]
    if not missing:
        return
    cmd = " ".join(APT_COMMAND)
    if os.name == "posix" and hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        print(f"{missing[0]} missing; running: apt-get update && {cmd}", flush=True)
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
        subprocess.run(APT_COMMAND, check=True, env=env)
        return
    sys.exit(f"missing {missing[0]}: install Debian's Noto CJK fonts first:\n"
             f"    sudo apt-get update && sudo {cmd}")


def find_face(ttc: Path):
    """Return the collection face whose family name is FAMILY (verifies the index)."""
    from fontTools.ttLib import TTCollection

    collection = TTCollection(str(ttc), lazy=False)
    for index, font in enumerate(collection.fonts):
        if font["name"].getDebugName(1) == FAMILY:
            return index, font
    sys.exit(f"{ttc}: no face named {FAMILY!r}")


def subset_face(weight: str, ttc: Path, codepoints: set[int]):
    from fontTools import subset

    index, font = find_face(ttc)
    options = subset.Options()
    # Horizontal text only. Not "locl": in the shared collection it maps every TC
    # glyph to its JP/KR/SC/HK form and would double the file for nothing.
    options.layout_features = ["kern", "ccmp", "liga", "calt", "clig", "rlig", "mark", "mkmk"]
    options.name_IDs = ["*"]               # keep copyright, licence and designer records
    options.name_languages = ["*"]
    options.name_legacy = True
    options.notdef_outline = True          # a missing glyph shows as a box, not as nothing
    options.glyph_names = False
    options.hinting = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(codepoints))
    subsetter.subset(font)
    return index, font


def write_licence() -> None:
    """OFL.txt: upstream copyright line plus the OFL 1.1 text from Debian's copyright file."""
    header = ("Noto Sans CJK TC (subset), from Debian's fonts-noto-cjk package.\n"
              "Copyright 2014-2021 Adobe (http://www.adobe.com/), "
              "with Reserved Font Name 'Source'.\n"
              "Noto is a trademark of Google Inc.\n\n")
    text = DEBIAN_COPYRIGHT.read_text(encoding="utf-8")
    start = text.index("License: SIL-1.1\n -")
    body = []
    for line in text[start:].splitlines()[1:]:
        if line and not line.startswith(" "):
            break
        line = line[1:]
        body.append("" if line == "." else line)
    (OUT / "OFL.txt").write_text(header + "\n".join(body).rstrip() + "\n", encoding="utf-8")


def main() -> int:
    try:
        import fontTools  # noqa: F401
    except ImportError:
        sys.exit("fontTools is needed: pip install fonttools  (or: python3 tools/dev.py build)")
    ensure_source()
    OUT.mkdir(parents=True, exist_ok=True)
    base, own = wanted_codepoints()
    codepoints = base | own
    total = 0
    for weight, ttc in WEIGHTS.items():
        index, font = subset_face(weight, ttc, codepoints)
        cmap = font.getBestCmap()
        lacking = sorted(cp for cp in own if cp not in cmap and not chr(cp).isspace())
        out = OUT / f"NotoSansCJKtc-{weight}-subset.otf"
        font.recalcTimestamp = False  # same input, same bytes: no churn in git on reruns
        font.save(str(out))
        size = out.stat().st_size
        total += size
        version = font["name"].getDebugName(5)
        print(f"{out.relative_to(ROOT)}: face {index} of {ttc.name} ({FAMILY}, {version}), "
              f"{len(cmap)} characters, {len(font.getGlyphOrder())} glyphs, {size / 1e6:.2f} MB")
        if lacking:
            print(f"  warning: the source font lacks {len(lacking)} characters used by the project: "
                  + " ".join(f"U+{cp:04X}({chr(cp)})" for cp in lacking[:40]))
    if DEBIAN_COPYRIGHT.exists():
        write_licence()
    else:
        print(f"note: {DEBIAN_COPYRIGHT} not found; sprites/fonts/OFL.txt left as it is")
    print(f"total {total / 1e6:.2f} MB; {len(own)} non-ASCII characters found in data/ and boardgames/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
