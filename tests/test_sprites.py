"""Checks for the committed sprite PNGs (built by tools/make_sprites.py).

Fast: only parses PNG headers, no rendering.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = ROOT / "tools" / "sprites.yaml"
SPRITES = ROOT / "sprites"
PNG_SIG = b"\x89PNG\r\n\x1a\n"


def _manifest() -> dict:
    return yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))


def _entries() -> list[dict]:
    return _manifest()["sprites"]


def _png_header(path: Path) -> tuple[int, int, int, int]:
    """(width, height, bit depth, colour type) from the IHDR chunk."""
    with path.open("rb") as fh:
        head = fh.read(33)
    assert head[:8] == PNG_SIG, f"{path} is not a PNG"
    length, ctype = struct.unpack(">I4s", head[8:16])
    assert ctype == b"IHDR" and length == 13, f"{path}: bad IHDR"
    w, h, depth, colour = struct.unpack(">IIBB", head[16:26])
    crc = struct.unpack(">I", head[29:33])[0]
    assert zlib.crc32(head[12:29]) & 0xFFFFFFFF == crc, f"{path}: IHDR CRC mismatch"
    return w, h, depth, colour


def test_manifest_has_unique_files():
    files = [e["file"] for e in _entries()]
    assert files, "manifest lists no sprites"
    assert len(files) == len(set(files)), "duplicate file in tools/sprites.yaml"


@pytest.mark.parametrize("entry", _entries(), ids=lambda e: e["file"])
def test_sprite_exists_with_declared_size(entry):
    path = SPRITES / entry["file"]
    assert path.is_file(), f"missing {path} (run: python tools/make_sprites.py)"
    w, h, depth, colour = _png_header(path)
    assert [w, h] == list(entry["size"]), f"{entry['file']}: {w}x{h}, manifest {entry['size']}"
    assert depth == 8
    if entry.get("opaque"):
        assert colour in (2, 6), f"{entry['file']}: unexpected colour type {colour}"
    else:
        assert colour == 6, f"{entry['file']}: expected RGBA (colour type 6), got {colour}"


def test_credits_mention_every_file():
    credits = (SPRITES / "CREDITS.md").read_text(encoding="utf-8")
    missing = [e["file"] for e in _entries() if e["file"] not in credits]
    assert not missing, f"CREDITS.md does not mention: {missing}"
    for needle in ("CC BY 3.0", "MIT", "Microsoft", "game-icons.net"):
        assert needle in credits


def test_licence_texts_present():
    lic = SPRITES / "LICENSES"
    mit = (lic / "MIT-fluent-emoji.txt").read_text(encoding="utf-8")
    assert "Copyright (c) Microsoft Corporation" in mit and "MIT License" in mit
    cc = (lic / "CC-BY-3.0-game-icons.txt").read_text(encoding="utf-8")
    assert "creativecommons.org/licenses/by/3.0" in cc


def test_every_png_is_in_manifest_and_total_size_modest():
    listed = {e["file"] for e in _entries()}
    # only the folders the generator owns (other folders, e.g. sprites/fonts/, are not ours)
    folders = {f.split("/")[0] for f in listed}
    on_disk = {p.relative_to(SPRITES).as_posix()
               for folder in folders for p in (SPRITES / folder).rglob("*.png")}
    assert on_disk <= listed, f"PNG files not in manifest: {sorted(on_disk - listed)}"
    total = sum((SPRITES / f).stat().st_size for f in listed)
    assert total < 4 * 1024 * 1024, f"generated sprites take {total} bytes (budget 4 MB)"


def test_pngs_load_with_pygame(monkeypatch):
    """Decode a few representative sprites with pygame (as the app does)."""
    pygame = pytest.importorskip("pygame")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    for entry in _entries()[::8]:
        surf = pygame.image.load(str(SPRITES / entry["file"]))
        assert list(surf.get_size()) == list(entry["size"])
