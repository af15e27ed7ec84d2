"""Pictures read ahead on a background thread are the same pictures, and a broken file is
still reported when it is wanted (never by the thread)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from boardgames.ui.sprites import Sprites  # noqa: E402


def test_prefetched_sprites_match_and_broken_ones_stay_missing(tmp_path):
    pygame.display.init()
    (tmp_path / "g" / "sub").mkdir(parents=True)
    for name, colour in (("g/a", (200, 10, 10, 255)), ("g/sub/b", (10, 200, 10, 128))):
        img = pygame.Surface((8, 6), pygame.SRCALPHA)
        img.fill(colour)
        pygame.image.save(img, str(tmp_path / f"{name}.png"))
    (tmp_path / "g" / "broken.png").write_bytes(b"not a png")
    ahead = Sprites(tmp_path)
    ahead.prefetch(["g", "absent"]).join(timeout=10)
    assert set(ahead._decoded) == {"g/a", "g/sub/b"}
    plain = Sprites(tmp_path)
    for name in ("g/a", "g/sub/b"):
        got, want = ahead.load(name), plain.load(name)
        assert got.get_size() == want.get_size()
        assert pygame.image.tobytes(got, "RGBA") == pygame.image.tobytes(want, "RGBA")
    assert not ahead._decoded                       # handed over, not kept twice
    assert ahead.load("g/broken") is None and not ahead.has("g/broken")
