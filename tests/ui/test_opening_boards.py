"""The opening of Caverna, Via Nebula and Urubamba Valley looks like a printed board (issue 12,
item 6): the sprites of the printed ground load at the sizes the views draw them, and in a
seeded position one step after the deal, drawn headless, the bare spaces and the panels are
pictures (many colours, parchment or timber), not flat fills or dark slate boxes.
"""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from boardgames.games.urubamba_valley.terrace import LLAMA, SEED  # noqa: E402
from boardgames.ui.views import caverna_board  # noqa: E402
from boardgames.ui.views.caverna import VIEW as CAVERNA  # noqa: E402
from boardgames.ui.views.urubamba_valley import VIEW as URUBAMBA  # noqa: E402
from boardgames.ui.views.via_nebula import VIEW as VIA_NEBULA  # noqa: E402
from view_harness import Harness, shared_for  # noqa: E402

from game_support import new_match  # noqa: E402

SIZES = [(1280, 800), (1920, 1080)]


def opening(catalog, game: str, n: int, size, steps: int = 1, seed: int = 7) -> Harness:
    """A view of a new `n`-player game after `steps` seeded random choices, drawn once."""
    shared = shared_for(catalog, game)
    match = new_match(shared.rules, n, seed=seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        match.choose(rnd.choice(match.pending.options))
    h = Harness({"caverna": CAVERNA, "via_nebula": VIA_NEBULA, "urubamba_valley": URUBAMBA}[game], shared, match,
                size)
    h.frame()
    return h


def samples(surface: pygame.Surface, rect: pygame.Rect, step: int = 2) -> list[tuple[int, int, int]]:
    rect = rect.clip(surface.get_rect())
    return [tuple(surface.get_at((x, y)))[:3] for y in range(rect.y, rect.bottom, step)
            for x in range(rect.x, rect.right, step)]


def variety(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many distinct colours (to 4 bits a channel) a grid of pixels in `rect` shows: a
    flat fill shows 1, a texture dozens."""
    return len({(r >> 4, g >> 4, b >> 4) for r, g, b in samples(surface, rect)})


def dominant(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The share of `rect` its commonest colour covers: nearly all of a flat box (words and
    pictures on it aside), a small part of a texture."""
    pixels = samples(surface, rect)
    return max(pixels.count(c) for c in set(pixels)) / len(pixels)


def lightness(surface: pygame.Surface, rect: pygame.Rect) -> float:
    pixels = samples(surface, rect)
    return sum(0.299 * r + 0.587 * g + 0.114 * b for r, g, b in pixels) / len(pixels)


# --- the sprites ---------------------------------------------------------------------------------
@pytest.mark.parametrize("name,sizes", [
    ("caverna/timber", [(40, 36), (420, 190)]),                  # tiled: a tab, the checklist
    ("caverna/tiles/mark_stream", [(51, 51), (80, 80)]),          # a home-board space at 1280 and 1920
    ("caverna/tiles/mark_lake", [(41, 41), (80, 80)]),
    ("urubamba_valley/soil", [(60, 60), (80, 80)]),               # a terrace bed
])
def test_the_printed_ground_sprites_load_at_the_sizes_used(catalog, name, sizes):
    sprites = shared_for(catalog, "caverna").sprites
    raw = sprites.load(name)
    assert raw is not None, f"sprites/{name}.png is missing (python tools/make_sprites.py)"
    for size in sizes:
        img = sprites.tiled(name, size) if name.endswith("timber") else sprites.get(name, size)
        assert img.get_size() == size
        assert variety(img, img.get_rect()) >= 8, f"{name} at {size} is nearly flat"


# --- Caverna --------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_caverna_opens_on_a_printed_home_board(catalog, size):
    h = opening(catalog, "caverna", 3, size)
    view, s = h.view, h.surface
    assert view.marks(), "home_board.yaml prints features on some spaces"
    for cell in ("F1R2", "M2R2"):                  # bare forest and mountain: textured ground
        assert variety(s, view.cell_rect(cell).inflate(-4, -4)) >= 12, cell
    river = samples(s, view.cell_rect("F2R4"))      # the small river is printed on its space
    assert sum(b > r + 40 and b > g for r, g, b in river) > len(river) // 20
    lake = samples(s, view.cell_rect("M3R1"))       # and the underground lake
    assert sum(b > r + 40 and b > g for r, g, b in lake) > len(lake) // 20
    lay = view.lay
    frame = view.cell_rect("F1R1").union(view.cell_rect("M3R4"))
    strip = pygame.Rect(frame.x, frame.bottom + 4, frame.w, max(4, lay.cell // 8))
    assert dominant(s, strip) < 0.25, "the board's frame is timber, not one dark colour"
    check = view.check_rect
    assert not view.buttons
    bottom = pygame.Rect(check.x + 12, check.bottom - 40, check.w - 24, 28)     # under the prompt
    assert dominant(s, bottom) < 0.25, "the checklist is a timber panel, not a slate box"
    for r in lay.cards:
        assert dominant(s, r.inflate(-12, -12)) < 0.25, "another player's card is timber, not slate"


def test_caverna_empty_action_spaces_show_what_they_print(catalog):
    h = opening(catalog, "caverna", 3, (1920, 1080))
    view = h.view
    assert view.glyphs("housework") == [("good", "dog", 1), ("sep", "+"), ("pic", "actions/furnish", None)]
    assert view.glyphs("supplies")[:2] == [("good", "wood", 1), ("good", "stone", 1)]
    assert ("pic", "actions/expedition", "3") in view.glyphs("blacksmithing")
    spaces = view.state["spaces"]
    assert all(view.glyphs(sid) or any(sp["goods"].values()) for sid, sp in spaces.items()), \
        "every space shows what it gives: its print, or the goods piled on it"
    rect = next(r for (what, sid), r in view.slot_rects() if sid == "housework")
    assert not any(view.state["spaces"]["housework"]["goods"].values())
    bare, printed = pygame.Surface(rect.size), pygame.Surface(rect.size)
    at = pygame.Rect((0, 0), rect.size)
    name = view.t("caverna.space.housework")
    caverna_board.space_card(view.pen, bare, at, name, {}, False)
    caverna_board.space_card(view.pen, printed, at, name, {}, False, glyphs=view.glyphs("housework"))
    middle = pygame.Rect(0, rect.h // 3, rect.w, rect.h // 2)
    changed = sum(a != b for a, b in zip(samples(bare, middle, 1), samples(printed, middle, 1)))
    assert changed > middle.w * middle.h // 10, "the dog and the furnishing are printed on the card"


# --- Via Nebula -----------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_via_nebula_opens_on_textured_hexes_and_parchment_guilds(catalog, size):
    h = opening(catalog, "via_nebula", 3, size)
    view, s = h.view, h.surface
    valley = view.valley()
    R = valley.radius
    fog = [k for k, sp in valley.board.items() if sp["kind"] == "fog"]
    assert fog
    for k in fog[:5]:
        cx, cy = valley.center(k)
        assert variety(s, pygame.Rect(cx - R // 2, cy - R // 2, R, R)) >= 6, k
    assert view.lay.others
    for _, rect in view.lay.others:            # the other guilds: parchment boards, not dark slate
        assert lightness(s, rect.inflate(-8, -8)) > 150
        assert dominant(s, rect.inflate(-8, -8)) < 0.25


# --- Urubamba Valley ------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_urubamba_opens_on_stone_terraces_and_parchment_cards(catalog, size):
    h = opening(catalog, "urubamba_valley", 3, size)
    view, s = h.view, h.surface
    cells = view.state["cells"]
    empty = [k for k, sp in cells.items() if sp[SEED] is None and not sp[LLAMA]]
    assert empty
    for k in empty[:6]:
        r = view.cell_rect(k)
        assert variety(s, r.inflate(-r.w // 6, -r.h // 6)) >= 16, k       # tilled earth, not a flat square
        kerb = pygame.Rect(r.x + 1, r.y + 1, r.w - 2, max(2, r.w // 16))
        assert lightness(s, kerb) > lightness(s, r.inflate(-r.w // 3, -r.h // 3)), "a light stone kerb"
    assert view.lay.cards
    for _, c in view.lay.cards:                # the other players: parchment boards, not dark slate
        assert lightness(s, c.rect.inflate(-8, -8)) > 150
        assert dominant(s, c.rect.inflate(-8, -8)) < 0.25
