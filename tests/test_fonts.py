"""The bundled CJK font subset must cover every character the app can show.

A glyph missing from the subset renders as nothing (or a box) with no error,
so these tests read every string value of every data/locale YAML file and every
string literal in boardgames/ and check each character against the font's
cmap. If one fails after you added text: run `python tools/make_font.py`.
"""
from __future__ import annotations

import io
import os
import tokenize
from functools import lru_cache
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "sprites" / "fonts"
FONT_FILES = [FONTS / "NotoSansCJKtc-Regular-subset.otf", FONTS / "NotoSansCJKtc-Bold-subset.otf"]
FIX = "rerun `python tools/make_font.py` (needs Debian's fonts-noto-cjk) and commit sprites/fonts/"


def _ignorable(ch: str) -> bool:
    # Control characters (\n, \t) are never drawn as glyphs.
    return ord(ch) < 0x20 or 0x7F <= ord(ch) < 0xA0


@lru_cache(maxsize=None)
def _cmap(path: Path) -> frozenset[int]:
    from fontTools.ttLib import TTFont

    with TTFont(str(path), lazy=True) as font:
        return frozenset(font.getBestCmap())


def _yaml_strings(path: Path):
    """(line, text) of every scalar value (not mapping keys) in a YAML file."""
    root = yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
    stack = [root] if root is not None else []
    while stack:
        node = stack.pop()
        if isinstance(node, yaml.MappingNode):
            stack.extend(value for _key, value in node.value)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
        elif isinstance(node, yaml.ScalarNode):
            yield node.start_mark.line + 1, node.value


def _py_strings(path: Path):
    """(line, text) of every string literal token in a Python file (comments excluded)."""
    source = path.read_text(encoding="utf-8")
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.STRING or tok.type == getattr(tokenize, "FSTRING_MIDDLE", -1):
            yield tok.start[0], tok.string


def _uncovered(sources, cmap: frozenset[int]) -> list[str]:
    problems = []
    for path, strings in sources:
        for line, text in strings:
            missing = sorted({ch for ch in text if ord(ch) not in cmap and not _ignorable(ch)})
            if missing:
                shown = " ".join(f"{ch!r} U+{ord(ch):04X}" for ch in missing)
                problems.append(f"{path.relative_to(ROOT)}:{line}: {shown}")
    return problems


def test_font_files_exist_and_are_small():
    for path in FONT_FILES:
        assert path.is_file(), f"{path} missing: {FIX}"
    total = sum(p.stat().st_size for p in FONT_FILES)
    assert total < 6_500_000, f"font subsets are {total / 1e6:.1f} MB; keep the bundle lean"
    assert (FONTS / "OFL.txt").is_file(), "the OFL licence must ship next to the fonts"


@pytest.mark.parametrize("font", FONT_FILES, ids=lambda p: p.stem)
def test_every_data_string_is_covered(font: Path):
    cmap = _cmap(font)
    files = sorted((ROOT / "data").rglob("*.yaml"))
    assert files, "no data/**/*.yaml found"
    problems = _uncovered(((p, _yaml_strings(p)) for p in files), cmap)
    assert not problems, (f"{len(problems)} data strings use characters missing from {font.name}; "
                          f"{FIX}:\n" + "\n".join(problems[:50]))


@pytest.mark.parametrize("font", FONT_FILES, ids=lambda p: p.stem)
def test_every_python_string_literal_is_covered(font: Path):
    cmap = _cmap(font)
    files = sorted((ROOT / "boardgames").rglob("*.py"))
    problems = _uncovered(((p, _py_strings(p)) for p in files), cmap)
    assert not problems, (f"{len(problems)} string literals in boardgames/ use characters missing "
                          f"from {font.name}; {FIX}:\n" + "\n".join(problems[:50]))


def test_common_traditional_chinese_is_covered():
    """Player-typed names: the 5,401 Big5 level-1 hanzi plus Bopomofo and CJK punctuation."""
    cmap = _cmap(FONT_FILES[0])
    common = "的一是不了人我在有他這中大來上國個到說們為子和你地出道也時年得就那要下以生會自著去之過家學對可她裡後小麼心多天而能好都然沒日於起還發成事只作當想看文無開手十用主行方又如前所本見經頭面公同三已老從動兩長知民樣現分將外但身些與高意進把法此實回二理美點月明其種聲全工己話兒者向情部正名定女問力機給等幾很業最間新什打便位因重被走電四第門相次東政海口使教西再平真聽世氣信北少關並內加化由卻代軍產入先山五太水萬市眼體別處總才場師書比住員九笑性通目華報立馬命張活難神數件安表原車白應路期叫死常提感金何更反合放做系計或司利受光王果親界及今京務制解各任至清物台象記邊共風戰幹接它許八特覺望直服毛林題建南度統色字請交愛讓認算論百吃義科怎元社術結六功指思非流每青管夫連遠資隊跟帶花快條院變聯言權往展該領傳近留紅治決周保達辦運武半候七必城父強步完革深區即求品士轉量空甚眾技輕程告江語英基派滿式李息寫呢識極令黃德收臉錢黨倒未持取設始版雙歷越史商千片容研像找友孩站廣改議形委早房音火際則首單據導影失拿網香似斯專石若兵弟誰校讀志飛觀爭究包組造落視濟喜離坐集編"
    missing = [ch for ch in common if ord(ch) not in cmap]
    assert not missing, f"common hanzi missing: {''.join(missing)}; {FIX}"
    for ch in "ㄅㄆㄇ，。、「」『』：；！？（）～—…":
        assert ord(ch) in cmap, f"{ch!r} missing; {FIX}"


@pytest.fixture(scope="module")
def pygame_font_module():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame = pytest.importorskip("pygame")
    pygame.font.init()
    yield pygame


def _ink(surface) -> int:
    """Number of pixels with any coverage in a rendered text surface."""
    w, h = surface.get_size()
    return sum(1 for x in range(w) for y in range(h) if surface.get_at((x, y)).a > 0)


@pytest.mark.parametrize("font", FONT_FILES, ids=lambda p: p.stem)
def test_pygame_renders_chinese(pygame_font_module, font: Path):
    pygame = pygame_font_module
    face = pygame.font.Font(str(font), 28)
    # U+AC00 (Hangul) is deliberately not in the subset: it draws the .notdef box.
    notdef = face.render("\uac00", True, (0, 0, 0))
    blank_ref = pygame.image.tobytes(notdef, "RGBA")
    for text in ["月河", "輪到你了", "玩家：小明 ×3 → ★ ✓", "得分（最終輪）", "Moon River 月河"]:
        surface = face.render(text, True, (0, 0, 0))
        assert surface.get_width() > 10 * len(text) * 0.8, f"{text!r} rendered too narrow"
        assert _ink(surface) > 20 * len(text.replace(" ", "")), f"{text!r} rendered (nearly) blank"
    for ch in "月河輪玩家得分":
        glyph = face.render(ch, True, (0, 0, 0))
        assert pygame.image.tobytes(glyph, "RGBA") != blank_ref, f"{ch!r} drew the .notdef box"
        assert _ink(glyph) > 30, f"{ch!r} rendered blank"
