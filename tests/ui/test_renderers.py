"""Board renderers and the drag controller, headless.

Every renderer must answer `hit_test(cell_center(c)) == c` for every cell at
any size, agree with `cell_rect`, and return None off the board; the drag
controller is driven with events posted through pygame's queue.
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from boardgames.engine.geometry import HexGrid, SquareGrid  # noqa: E402
from boardgames.ui.drag import CARRYING, DRAGGING, IDLE, SELECTED, DragController, Grab  # noqa: E402
from boardgames.ui.render import (BoardRenderer, HexGridRenderer, JigsawTileRenderer,  # noqa: E402
                                  SquareGridRenderer)

SIZES = [pygame.Rect(0, 0, 160, 120), pygame.Rect(17, 33, 640, 480), pygame.Rect(5, 5, 1333, 901),
         pygame.Rect(100, 50, 300, 900)]


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    yield


def hexagon(radius):
    return [(q, r) for q in range(-radius, radius + 1) for r in range(-radius, radius + 1) if abs(q + r) <= radius]


def renderers():
    yield SquareGridRenderer(8, 8)
    yield SquareGridRenderer(10, 5, origin_bottom=True, gap=0.05)
    yield JigsawTileRenderer(5, 5, origin_bottom=True)
    yield JigsawTileRenderer(10, 5, origin_bottom=True, align=(0.5, 1.0))
    yield HexGridRenderer(hexagon(3), flat_top=True)
    yield HexGridRenderer(hexagon(2), flat_top=False)
    yield HexGridRenderer([(q, r) for q in range(6) for r in range(4)], flat_top=False, gap=0.06)


@pytest.mark.parametrize("rect", SIZES, ids=lambda r: f"{r.w}x{r.h}")
@pytest.mark.parametrize("make", list(range(7)))
def test_hit_test_round_trips(make, rect):
    board: BoardRenderer = list(renderers())[make]
    board.layout(rect)
    assert board.cell_size > 0
    seen = set()
    for cell in board.cells():
        center = board.cell_center(cell)
        assert board.hit_test(center) == cell
        r = board.cell_rect(cell)
        assert r.collidepoint(center)
        assert rect.inflate(2, 2).contains(r), (cell, r, rect)
        seen.add(tuple(cell))
        # points well inside the cell (not only the centre) hit it too
        for fx, fy in ((0.3, 0.5), (0.7, 0.5), (0.5, 0.3), (0.5, 0.7)):
            p = (round(r.x + r.w * fx), round(r.y + r.h * fy))
            assert board.hit_test(p) == cell, (cell, p)
    assert len(seen) == len(board.cells())
    assert board.hit_test((rect.x - 50, rect.y - 50)) is None
    assert board.hit_test((rect.right + 50, rect.bottom + 50)) is None


def test_square_orientation_and_directions():
    g = SquareGridRenderer(5, 5, origin_bottom=True)
    g.layout(pygame.Rect(0, 0, 500, 500))
    assert g.cell_center((0, 0))[1] > g.cell_center((4, 0))[1], "row 0 is at the bottom"
    for d in range(4):
        dr, dc = SquareGrid.STEPS[d]
        a, b = g.cell_center((2, 2)), g.cell_center((2 + dr, 2 + dc))
        assert (b[0] - a[0], b[1] - a[1]) == g.direction_vector(d)
        # the screen direction of a board direction points the same way
        sx, sy = ((0, -1), (1, 0), (0, 1), (-1, 0))[g.screen_direction(d)]
        assert (sx * g.size, sy * g.size) == g.direction_vector(d)
    top = SquareGridRenderer(5, 5)
    top.layout(pygame.Rect(0, 0, 500, 500))
    assert top.cell_center((0, 0))[1] < top.cell_center((4, 0))[1]


def test_hex_neighbours_are_adjacent_on_screen():
    for flat in (True, False):
        cells = hexagon(3)
        g = HexGridRenderer(cells, flat_top=flat)
        g.layout(pygame.Rect(0, 0, 800, 800))
        grid = HexGrid(cells)
        for c in cells:
            for nb in grid.neighbours(c):
                a, b = g.center_f(c), g.center_f(nb)
                dist = ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
                assert abs(dist - g.cell_size) < 1e-6


def test_drawing_every_style_and_texture_cache():
    surface = pygame.Surface((700, 500))
    art = pygame.Surface((64, 64))
    art.fill((200, 180, 90))
    for board in renderers():
        board.layout(pygame.Rect(10, 10, 400, 400))
        board.draw_background(surface)
        cells = board.cells()
        board.draw_cell(surface, cells[0], art)
        board.draw_cell(surface, cells[1], (40, 120, 60))
        for style in ("legal", "hover", "illegal", "selected"):
            board.highlight(surface, cells[:3], style)
        board.draw_path(surface, cells[:4])
    jig = JigsawTileRenderer(5, 5, origin_bottom=True)
    jig.layout(pygame.Rect(0, 0, 400, 400))
    for d in range(4):
        jig.draw_shadow(surface, (2, 2), d, True)
        jig.draw_cell(surface, (2, 2), art, joint=d, tab=d % 2 == 0)
    jig.draw_domino(surface, (550, 250), art, (90, 40, 30), 1, 60, lifted=True)
    first = jig.piece(art, 80, 1, True)
    assert jig.piece(art, 80, 1, True) is first, "pieces are cached per size"
    assert jig.piece(art, 81, 1, True) is not first
    # the tab sticks out of the square, the blank bites into it
    pad = jig.padding(80)
    tab, blank = jig.piece(art, 80, 1, True), jig.piece(art, 80, 1, False)
    mid = pad + 40
    assert tab.get_at((pad + 80 + 8, mid)).a > 200
    assert blank.get_at((pad + 80 - 8, mid)).a < 60
    assert blank.get_at((pad + 40, mid)).a > 200


# --- the drag controller ------------------------------------------------------------------
class Host:
    """Pieces 'a' and 'b' on the left; targets 1..3 on the right; target 3 is illegal."""

    def __init__(self):
        self.pieces = {"a": pygame.Rect(0, 0, 40, 40), "b": pygame.Rect(0, 100, 40, 40)}
        self.targets = {1: pygame.Rect(300, 0, 40, 40), 2: pygame.Rect(300, 100, 40, 40),
                        3: pygame.Rect(300, 200, 40, 40)}
        self.drops, self.reasons, self.drawn = [], [], []
        self.refuse_next = None

    def drag_pick(self, pos):
        for name, r in self.pieces.items():
            if r.collidepoint(pos):
                return Grab(name, r.center, rotations=4)
        return None

    def drag_target(self, grab, pos):
        for t, r in self.targets.items():
            if r.collidepoint(pos):
                return t
        return None

    def drag_legal(self, grab):
        return [1, 2] if grab.rotation == 0 else [2]

    def drag_drop(self, grab, target):
        if self.refuse_next:
            reason, self.refuse_next = self.refuse_next, None
            return reason
        self.drops.append((grab.payload, target, grab.rotation))
        return None

    def drag_reason(self, grab, target):
        return {"key": f"why.{target}"} if target is not None else None

    def draw_held(self, surface, grab, center, lifted):
        self.drawn.append((grab.payload, center, lifted))


def post(ctrl, *events):
    pygame.event.pump()
    pygame.event.clear()
    for e in events:
        pygame.event.post(e)
    return [ctrl.handle_event(e) for e in pygame.event.get()]


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def keydown(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


@pytest.fixture
def rig():
    host = Host()
    notes = []
    ctrl = DragController(host, notify=notes.append)
    return host, ctrl, notes


def test_drag_to_a_legal_target(rig):
    host, ctrl, notes = rig
    post(ctrl, down((20, 20)))
    assert ctrl.state != DRAGGING
    post(ctrl, motion((22, 21)))
    assert ctrl.state != DRAGGING, "a tiny move is still a click"
    post(ctrl, motion((100, 20)), motion((320, 20)))
    assert ctrl.state == DRAGGING and ctrl.held.payload == "a"
    assert ctrl.legal_targets() == [1, 2] and ctrl.hover_target() == 1
    ctrl.draw(pygame.Surface((10, 10)))
    assert host.drawn[-1] == ("a", (320, 20), True)
    post(ctrl, up((320, 20)))
    assert host.drops == [("a", 1, 0)] and ctrl.state == IDLE and not notes


def test_illegal_drop_glides_home_and_says_why(rig):
    host, ctrl, notes = rig
    post(ctrl, down((20, 20)), motion((200, 200)), motion((320, 220)), up((320, 220)))
    assert host.drops == [] and notes == [{"key": "why.3"}]
    assert ctrl.state == IDLE and len(ctrl.glides) == 1 and ctrl.gliding("a")
    start = ctrl.glides[0].pos
    ctrl.update(0.1)
    mid = ctrl.glides[0].pos
    assert abs(mid[0] - 20) < abs(start[0] - 20)
    ctrl.update(1.0)
    assert not ctrl.glides
    # a drop on nothing returns silently
    post(ctrl, down((20, 20)), motion((150, 300)), up((150, 300)))
    assert notes == [{"key": "why.3"}] and len(ctrl.glides) == 1


def test_refusal_from_the_engine_is_an_illegal_drop(rig):
    host, ctrl, notes = rig
    host.refuse_next = {"key": "engine.no"}
    post(ctrl, down((20, 20)), motion((100, 20)), motion((320, 20)), up((320, 20)))
    assert notes == [{"key": "engine.no"}] and ctrl.glides


def test_rotation_right_click_key_and_wheel(rig):
    host, ctrl, notes = rig
    post(ctrl, down((20, 20)), motion((100, 100)))
    post(ctrl, down((100, 100), 3), up((100, 100), 3))
    assert ctrl.held.rotation == 1
    post(ctrl, keydown(pygame.K_r))
    assert ctrl.held.rotation == 2
    post(ctrl, keydown(pygame.K_r, pygame.KMOD_SHIFT))
    assert ctrl.held.rotation == 1
    post(ctrl, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    assert ctrl.held.rotation == 2
    post(ctrl, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0))
    assert ctrl.held.rotation == 1
    assert ctrl.legal_targets() == [2]
    post(ctrl, motion((320, 20)), up((320, 20)))          # target 1 is not legal in this rotation
    assert host.drops == [] and notes == [{"key": "why.1"}]


def test_click_click(rig):
    host, ctrl, notes = rig
    post(ctrl, down((20, 20)), up((20, 20)))
    assert ctrl.state == SELECTED and ctrl.held.payload == "a"
    post(ctrl, down((20, 120)), up((20, 120)))            # another piece: selects it instead
    assert ctrl.held.payload == "b"
    post(ctrl, down((320, 220)), up((320, 220)))          # illegal target: reason, still selected
    assert notes == [{"key": "why.3"}] and ctrl.state == SELECTED
    post(ctrl, down((320, 120)), up((320, 120)))
    assert host.drops == [("b", 2, 0)] and ctrl.state == IDLE
    post(ctrl, down((20, 20)), up((20, 20)))
    assert post(ctrl, down((200, 400))) == [False] and ctrl.state == IDLE, "a click on nothing lets go"
    post(ctrl, down((20, 20)), up((20, 20)), down((20, 20)), up((20, 20)))
    assert ctrl.state == IDLE, "clicking the selected piece again lets go"
    post(ctrl, down((20, 20)), up((20, 20)), keydown(pygame.K_ESCAPE))
    assert ctrl.state == IDLE


def test_carry(rig):
    host, ctrl, notes = rig
    ctrl.carry(Grab("a", (20, 20), rotations=4), (50, 50))
    assert ctrl.state == CARRYING and ctrl.dragging
    post(ctrl, motion((320, 220)))
    assert ctrl.piece_pos() == (320, 220)
    post(ctrl, down((320, 220)), up((320, 220)))          # illegal: say why and keep it in hand
    assert notes == [{"key": "why.3"}] and ctrl.state == CARRYING
    post(ctrl, motion((320, 20)), down((320, 20)), up((320, 20)))
    assert host.drops == [("a", 1, 0)] and ctrl.state == IDLE
    ctrl.carry(Grab("a", (20, 20)), (50, 50))
    post(ctrl, keydown(pygame.K_ESCAPE))
    assert ctrl.state == IDLE and ctrl.glides


def test_events_without_a_piece_are_not_consumed(rig):
    host, ctrl, notes = rig
    assert post(ctrl, down((200, 400)), up((200, 400)), motion((10, 10)), keydown(pygame.K_r)) == [False] * 4
    ctrl.speed = lambda: 0.0
    post(ctrl, down((20, 20)), motion((200, 300)), up((200, 300)))
    assert not ctrl.glides, "animation speed 0: no glide"
