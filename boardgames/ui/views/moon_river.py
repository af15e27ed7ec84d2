"""Moon River's board area: farms, player boards, the draft line and the saloon.

The view only ever *offers* the engine one of `match.pending.options` (see
docs/moon_river_choices.md) through `ctx.choose`; it never edits the state.
Pieces are moved with the generic drag controller (drag, click-click, carry),
so every decision is a gesture on the component itself: a rancher onto a plot,
a stored plot onto another (a landscape card), the card onto the farm, a
partner onto a circle, a cow along a path.

The landscape card in hand lights every place it fits, however it is turned: green
where it fits as held, blue with a rotate badge where it fits only turned (and, when
it fits nowhere as held, a line by the card says how to turn it). Let go over a place
(its centre within the place's two cells), the card lies there: as held when that
fits; else, of the places it fits turned whose cells its centre lies in, the nearest
to its centre, then the one needing the fewest quarter turns, then the one R turns it
to first (clockwise). So a card that fits only turned is simply dropped where it is
lit, and R (or right-click, or the wheel) chooses between two ways it fits in one
place. A drop that fits nowhere is refused with the rules' reason, which says to turn
the card when it fits there turned.

Another player's farm, small on the right, is shown up close by a click on it (or Z
over it, when a click there is a move of the decision): drawn by the same code at a
large size, from the viewer's observation, read-only, until a click, Esc or the
pointer leaving it.

What a gesture means comes from the rules (`match.gestures()`, run by the kit's
GestureHost): this class only says where pieces and targets are on the screen, what
is shown where (and what is in hand or moving), and what the component under the
mouse is. `moon_river_layout` places everything, `moon_river_board` draws each thing
from what the view hands it, and `moon_river_art` supplies the pictures.

The still parts of each farm (meadow, river, board, placed plots, partners, cows)
are drawn once into a cached layer per farm state and size, shared by every view of the
game; the market and the farms with their stored plots make the view's still picture
(`ViewKit`), drawn again only when they change; highlights and moving pieces are drawn
every frame.
"""
from __future__ import annotations

import math
from functools import partial

import pygame

from ...engine.geometry import SquareGrid
from ...engine.gestures import Move
from ..drag import Grab
from ..gesture_host import GestureHost
from ..motion import BOARD, Anchor
from ..render.board import TextureCache, highlight_rect
from ..render.jigsaw import JigsawTileRenderer
from ..view_kit import ViewKit
from . import moon_river_board as draw
from . import moon_river_layout as L
from .base import GameView
from .moon_river_art import Art
from .moon_river_layout import G, cell_of, key


class Anim:
    """A short animation: a card settling on the farm, or a cow walking a path."""

    def __init__(self, kind: str, player: int, cells: list, duration: float):
        self.kind, self.player, self.cells, self.duration = kind, player, cells, max(0.01, duration)
        self.t = 0.0

    @property
    def k(self) -> float:
        return min(1.0, self.t / self.duration)

    @property
    def done(self) -> bool:
        return self.t >= self.duration


def card_cells(turn: int, cell) -> list[tuple[int, int]]:
    """The two farm cells of a landscape card lying in board direction `turn` from `cell`."""
    dr, dc = SquareGrid.STEPS[turn]
    return [tuple(cell), (cell[0] + dr, cell[1] + dc)]


class MoonRiverView(GestureHost, ViewKit, GameView):
    """Draws every farm and the market; maps gestures to the pending options."""

    drag_acts = ("pair", "place", "discard")     # the side panel leaves these to the board

    def __init__(self, ctx):
        super().__init__(ctx)
        self.textures = self.shared("textures", lambda: TextureCache(limit=1500))   # jigsaw pieces, every farm's
        art = self.shared("art", lambda: Art(ctx.sprites))
        self.init_board(art, self.shared("pen", lambda: draw.Pen(art, ctx.fonts, self.cutter())))
        self.marked: str | None = None             # first plot chosen for a forced discard
        self._footprint = None
        self.layers = self.shared("layers", lambda: TextureCache(limit=12))   # still farms, per farm state and size
        self._acting = False
        self._joints_key = None
        self._joints: dict = {}
        self.zoomed: int | None = None             # the other player whose farm is shown up close
        self._zoom: tuple = (None, None)           # (key, FarmBox) of the farm up close

    def cutter(self) -> JigsawTileRenderer:
        """The jigsaw cutter of loose plots (in hand, stored, on the line)."""
        jig = JigsawTileRenderer(1, 1)
        jig.textures = self.textures
        return jig

    # --- shortcuts ------------------------------------------------------------------
    def active(self) -> int:
        choice = self.pending()
        if choice is not None and choice.player is not None:
            return choice.player
        turn = self.state.get("turn") or {}
        return turn.get("player") or 0

    # --- layout ------------------------------------------------------------------------
    def _slots(self, p: int) -> int:
        pl = self.state["players"][p]
        return max(pl["capacity"], len(pl["storage"]))

    def _ensure_layout(self) -> L.Layout | None:
        if self.rect.w <= 0 or self.rect.h <= 0:
            return None
        st = self.state
        n = st["n"]
        active = self.active()
        slots = [self._slots(p) for p in range(n)]
        lkey = (tuple(self.rect), active, tuple(slots), n, id(st))
        if lkey != self._lay_key:
            gap = max(6, round(min(self.rect.w, self.rect.h) * 0.015))
            self.lay = L.compute(self.rect, n, active, st["rows"], st["cols"],
                                 self.rules.data["setup"]["column_size"],
                                 [pl["bridges"] for pl in st["players"]], slots,
                                 len(self.rules.bonus_tiles) if st["n"] == 2 and self.rules.data["setup"]["by_players"][2].get("bonus_tiles") else 0,
                                 st.get("mode") == "legends", gap)
            for box in self.lay.farms.values():
                box.grid.textures = self.textures
            self._lay_key = lkey
        return self.lay

    # --- what is where -------------------------------------------------------------------
    def joints(self) -> dict:
        """(player, "r,c") -> (board direction of the card partner, has tab), from `players[p]["cards"]`."""
        st = self.state
        jkey = (id(st), tuple(len(pl.get("cards", ())) for pl in st["players"]))
        if jkey != self._joints_key:
            out = {}
            for p, pl in enumerate(st["players"]):
                for ka, kb in pl.get("cards", ()):
                    (ra, ca), (rb, cb) = (tuple(map(int, k.split(","))) for k in (ka, kb))
                    d = SquareGrid.STEPS.index((rb - ra, cb - ca))
                    out[(p, ka)] = (d, True)
                    out[(p, kb)] = ((d + 2) % 4, False)
            self._joints, self._joints_key = out, jkey
        return self._joints

    def design(self, plot: str) -> dict:
        return self.rules.design(self.state["plots"][plot])

    def storage_order(self, p: int) -> list[str]:
        """Stored plots as shown: the formed card (if any) first, joined."""
        pl = self.state["players"][p]
        card = self.state.get("card") if p == self.state["turn"].get("player") else None
        if card:
            return [*card, *[x for x in pl["storage"] if x not in card]]
        return list(pl["storage"])

    def storage_at(self, p: int, pos, box: L.FarmBox | None = None) -> str | None:
        box = box or self.lay.farms[p]
        for plot, rect in zip(self.storage_order(p), box.storage):
            if rect.inflate(rect.w // 8, rect.h // 8).collidepoint(pos):
                return plot
        return None

    def card_home(self) -> tuple[int, int]:
        box = self.lay.farms[self.active()]
        a, b = box.storage[0], box.storage[1] if len(box.storage) > 1 else box.storage[0]
        return ((a.centerx + b.centerx) // 2, a.centery)

    def card_rect(self) -> pygame.Rect:
        box = self.lay.farms[self.active()]
        c = self.card_home()
        s = box.slot_size
        return pygame.Rect(c[0] - s, c[1] - s // 2, 2 * s, s)

    def waiting_ranchers(self) -> list[int]:
        """Ranchers not on the line: those still to place (draft) or the one whose turn it is."""
        st = self.state
        if st.get("draft"):
            return list(st["draft"])
        r = (st.get("turn") or {}).get("rancher")
        on_line = {s["rancher"] for col in (st["line"]["current"], st["line"]["next"] or []) for s in col}
        return [r] if r is not None and r not in on_line else []

    def waiting_rects(self) -> list[tuple[int, pygame.Rect]]:
        m = self.lay.market
        ranchers = self.waiting_ranchers()
        size = min(m.waiting.h, round(m.unit * 0.6))
        out = []
        for i, r in enumerate(ranchers):
            out.append((r, pygame.Rect(m.waiting.x + i * round(size * 0.8), m.waiting.y, size, size)))
        return out

    def draft_column(self) -> int | None:
        k = self.kind()
        return 0 if k == "draft" else 1 if k == "pick" else None

    def slot_at(self, pos, column: int) -> int | None:
        for i, rect in enumerate(self.lay.market.columns[column]):
            if rect.collidepoint(pos):
                return i
        return None

    def farm_cell_at(self, pos) -> tuple[int, tuple] | None:
        for p in reversed(self.lay.order):
            cell = self.lay.farms[p].grid.hit_test(pos)
            if cell is not None:
                return p, cell
        return None

    def cow_spot(self, p: int, cell, i: int) -> tuple[int, int]:
        """Where the i-th cow of a farm cell stands (a cow picked up starts from there)."""
        rect = self.lay.farms[p].grid.slot_rect(cell)
        xs = (0.42, 0.62, 0.52)
        return (rect.x + round(rect.w * xs[i % 3]), rect.y + round(rect.h * (0.66 - 0.06 * (i % 3 == 2))))

    def storage_rect(self, p: int, plot: str) -> pygame.Rect | None:
        order = self.storage_order(p)
        box = self.lay.farms[p]
        i = order.index(plot) if plot in order else len(box.storage)
        return box.storage[i] if i < len(box.storage) else None

    # --- where pieces and targets are (the kit's GestureHost asks) ------------------------
    def piece_rect(self, piece) -> pygame.Rect | None:
        if self.lay is None:
            return None
        what, me = piece[0], self.active()
        if what == "rancher":
            return next((rect for r, rect in self.waiting_rects()[:1] if r == piece[1]), None)
        if what == "card":
            return self.card_rect()
        if what == "plot":
            return self.storage_rect(me, piece[1])
        if what == "partner":
            return next((rect for tok, rect in zip(self.state["saloon"], self.lay.market.spaces) if tok == piece[1]), None)
        if what == "cow":
            return self.lay.farms[me].grid.slot_rect(piece[1])
        if what == "bonus":
            return next((rect for t, rect in zip(self.state["bonus_left"], self.lay.market.bonus) if t == piece[1]), None)
        return None

    def piece_home(self, piece, rect, pos):
        if piece[0] == "cow":
            return self.cow_spot(self.active(), piece[1], 0)
        if piece[0] == "card":
            return self.card_home()
        return rect.center

    def piece_turns(self, piece, turns):
        if turns == [None]:
            return turns
        if piece[0] == "card":        # screen rotations 0-3 (right, down, left, up) as board directions
            return [self.lay.farms[self.active()].grid.screen_direction(r) for r in range(4)]
        if piece[0] == "partner":
            return ["expert", "cowboy"]
        if piece[0] == "bonus":
            return self.bonus_faces(piece[1])
        return turns

    def start_rotation(self, piece) -> int:
        return 1 if piece == ("card",) else 0

    def target_rect(self, target) -> pygame.Rect | None:
        if self.lay is None:
            return None
        what = target[0]
        if what == "slot":
            col = self.draft_column()
            return self.lay.market.columns[col][target[1]] if col is not None else None
        if what == "stored":
            return self.storage_rect(target[1], target[2])
        if what == "farm":
            grid = self.lay.farms[target[1]].grid
            return grid.slot_rect(target[2]) if grid.contains(target[2]) else None
        if what == "discard":
            return self.lay.market.discard
        return None

    def target_at(self, piece, turn, pos):
        if self.lay is None:
            return None
        me = self.active()
        if piece == ("card",):
            grid = self.lay.farms[me].grid
            _, a, b = self.card_geometry(turn, pos)
            near = grid.bounds().inflate(grid.size, grid.size)
            return ("farm", me, self.raw_cell(a)) if near.collidepoint(a) or near.collidepoint(b) else None
        if self.lay.market.discard.collidepoint(pos):
            return ("discard",)
        for q in self.lay.order:
            plot = self.storage_at(q, pos)
            if plot is not None:
                return ("stored", q, plot)
        hit = self.farm_cell_at(pos)
        if hit is not None:
            return ("farm", *hit)
        col = self.draft_column()
        i = self.slot_at(pos, col) if col is not None else None
        return ("slot", i) if i is not None else None

    def drop_point(self, piece, turn, target):
        if piece == ("card",) and target[0] == "farm":
            grid = self.lay.farms[target[1]].grid
            (xa, ya), (xb, yb) = (grid.cell_center(c) for c in card_cells(turn, target[2]))
            return ((xa + xb) // 2, (ya + yb) // 2)
        return super().drop_point(piece, turn, target)

    def card_geometry(self, turn: int, center) -> tuple[int, tuple, tuple]:
        """(board direction, centre of plot a, centre of plot b) of the card held at `center`."""
        grid = self.lay.farms[self.active()].grid
        vx, vy = L.SCREEN_VEC[[grid.screen_direction(r) for r in range(4)].index(turn)]
        s = grid.size
        return turn, (center[0] - vx * s / 2, center[1] - vy * s / 2), (center[0] + vx * s / 2, center[1] + vy * s / 2)

    def raw_cell(self, pos) -> tuple[int, int]:
        """The farm coordinates under `pos`, even outside the farm."""
        grid = self.lay.farms[self.active()].grid
        col = int((pos[0] - grid.origin[0]) // grid.size)
        srow = int((pos[1] - grid.origin[1]) // grid.size)
        return (grid.rows - 1 - srow, col)

    def bonus_faces(self, tile: str) -> list[str]:
        return [f["id"] for f in self.rules.bonus_tiles[tile]["faces"]]

    def mark_target(self, surface, target, style: str) -> None:
        held = self.drag.held
        if target[0] == "farm":
            grid = self.lay.farms[target[1]].grid
            cells = [target[2]]
            if held is not None and held.payload == ("card",):       # both halves of the card
                cells = card_cells(self.turn_of(held), target[2])
            grid.highlight(surface, [c for c in cells if grid.contains(c)], style)
            return
        super().mark_target(surface, target, style)

    def mark_piece(self, surface, piece, style: str) -> None:
        if piece[0] == "partner":
            return                        # the saloon rings its tokens itself
        if piece[0] == "cow":
            self.lay.farms[self.active()].grid.highlight(surface, [piece[1]], "selected" if style == "hint" else style)
            return
        super().mark_piece(surface, piece, style)

    # --- the landscape card in hand: where it fits, turned or not -------------------------------------
    def card_moves(self) -> list[Move]:
        return [m for m in self.moves() if m.gesture.piece == ("card",)]

    def quarter_turns(self, grab: Grab, turn) -> int:
        """How many quarter turns clockwise (as R turns it) take the held card to `turn`."""
        turns = self.turns(grab.payload)
        return (turns.index(turn) - grab.rotation) % len(turns)

    def card_marks(self, grab: Grab) -> tuple[set, set]:
        """The farm cells the held card may cover as it is held, and those it may cover only
        turned (the rules' places for the card, every turn)."""
        held, turned = set(), set()
        turn = self.turn_of(grab)
        for m in self.card_moves():
            (held if m.gesture.turn == turn else turned).update(card_cells(m.gesture.turn, m.gesture.to[2]))
        return held, turned - held

    def fits_only_turned(self, grab: Grab) -> bool:
        """The held card fits nowhere as it lies, but somewhere turned."""
        moves = self.card_moves()
        return bool(moves) and not any(m.gesture.turn == self.turn_of(grab) for m in moves)

    def card_landing(self, grab: Grab, pos) -> Move | None:
        """The move the held card makes if let go with its centre at `pos` (None: refused): as
        held where that fits; else, of its places whose two cells hold `pos` (a little inside
        their edge), the nearest one's centre, then the fewest quarter turns, clockwise first."""
        turn = self.turn_of(grab)
        target = self.target_at(("card",), turn, pos)
        moves = self.card_moves()
        for m in moves:
            if m.gesture.turn == turn and m.gesture.to == target:
                return m
        grid = self.lay.farms[self.active()].grid
        margin = max(1, round(grid.size * 0.1))
        best, rank = None, None
        for m in moves:
            a, b = (grid.slot_rect(c) for c in card_cells(m.gesture.turn, m.gesture.to[2]))
            if not a.union(b).inflate(-2 * margin, -2 * margin).collidepoint(pos):
                continue
            cx, cy = self.drop_point(("card",), m.gesture.turn, m.gesture.to)
            k = self.quarter_turns(grab, m.gesture.turn)
            r = (math.hypot(pos[0] - cx, pos[1] - cy), min(k, 4 - k), k)
            if rank is None or r < rank:
                best, rank = m, r
        return best

    def drag_snap(self, grab: Grab, pos):
        """The card let go where it does not fit as held lies down where it is lit
        (`card_landing`), turned to fit; other pieces snap as the kit's host snaps them."""
        if grab.payload != ("card",):
            return super().drag_snap(grab, pos)
        m = self.card_landing(grab, pos)
        if m is None:
            return None
        grab.rotation = self.turns(grab.payload).index(m.gesture.turn)
        return m.gesture.to

    def draw_marks(self, surface) -> None:
        """The kit's marks, but for the card in hand: every cell it may cover, green as held,
        blue with a rotate badge where only turned; red under it only where it cannot lie."""
        grab = self.drag.held
        if grab is None or grab.payload != ("card",):
            super().draw_marks(surface)
            return
        grid = self.lay.farms[self.active()].grid
        held, turned = self.card_marks(grab)
        grid.highlight(surface, sorted(held), "legal")
        grid.highlight(surface, sorted(turned), "turn")
        for cell in sorted(turned):
            draw.turn_badge(self.pen, surface, grid.cell_center(cell), round(grid.size * 0.34))
        if not self.drag.dragging:
            self.mark_piece(surface, grab.payload, "selected")
            return
        hover = self.drag.hover_target()
        if hover is not None and self.card_landing(grab, self.drag.piece_pos()) is None:
            self.mark_target(surface, hover, "illegal")

    def card_shown_rotation(self, grab: Grab, center, lifted: bool) -> int:
        """The way the card in hand is drawn: as held, or, over a place it fits only turned,
        already turned as it will lie there when let go."""
        if lifted and self.drag.held is grab:
            m = self.card_landing(grab, center)
            if m is not None:
                return self.turns(grab.payload).index(m.gesture.turn)
        return grab.rotation

    def draw_turn_hint(self, surface) -> None:
        """How to turn the card in hand, while it fits only turned (and is not over a place it
        will lie in turned): under the card, or over it where that hides none of its places."""
        grab = self.drag.held
        if grab is None or grab.payload != ("card",) or not self.fits_only_turned(grab):
            return
        if self.drag.dragging and self.card_landing(grab, self.drag.piece_pos()) is not None:
            return
        grid = self.lay.farms[self.active()].grid
        s = grid.size
        if self.drag.dragging:
            c = self.drag.piece_pos()
            half = s if grab.rotation % 2 == 0 else s // 2       # a card standing up is two plots high
        else:
            c, half = self.card_rect().center, self.card_rect().h // 2
        gap = round(s * 0.12)
        places = [((c[0], c[1] + half + gap), "midtop"), ((c[0], c[1] - half - gap), "midbottom")]
        self.pen.pill(surface, self.t(f"{G}.ui.turn_hint"), max(13, round(s * 0.2)), places, self.rect,
                      [grid.slot_rect(cell) for cell in self.card_marks(grab)[1]])

    # --- what a move sets off ----------------------------------------------------------------
    def after_move(self, move, me: int) -> None:
        g, option = move.gesture, move.option
        if g.piece is None:
            return
        if g.piece == ("card",):
            self.animate("settle", me, card_cells(g.turn, g.to[2]), 0.32)
        elif g.piece[0:1] == ("bonus",) and g.to[0] == "farm":
            self.animate("settle", me, [g.to[2]], 0.32)
        elif g.piece[0:1] == ("cow",):
            cells = [g.piece[1]] + [tuple(step["to"]) for step in move.plan]
            self.animate("cow", me, cells, 0.16 * (len(cells) - 1))
        elif option.get("act") == "pair" and self.kind() == "place":
            # the card just formed stays in the player's hand, ready to be laid
            self.drag.carry(Grab(("card",), self.card_home(), rotations=4, rotation=1), self.mouse)

    def choose_among(self, gesture, moves) -> dict | None:
        """A plot dropped on the discard pile: the first is set aside, the second discards both."""
        plot = gesture.piece[1]
        if self.marked and self.marked != plot:
            pair = sorted([self.marked, plot])
            move = next((m for m in moves if m.option["plots"] == pair), None)
            if move is not None:
                self.marked = None
                return self.play(move)
        self.marked = plot
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.takes_input(event):
            return False
        if self.zoomed is not None:
            return self.zoom_event(event)
        if self.drag.held is None:
            p = None
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                p = self.zoom_target(event.pos, by_click=True)
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_z:
                p = self.zoom_target(self.mouse, by_click=False)
            if p is not None:
                self.zoomed = p
                return True
        if self.gesture_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.marked \
                and self.lay.market.discard.collidepoint(event.pos):
            self.marked = None            # a click on the pile takes the set-aside plot back
            return True
        return False

    # --- another player's farm up close ----------------------------------------------------------
    def zoom_target(self, pos, by_click: bool) -> int | None:
        """The other player whose small farm is under `pos`; by a click only where the
        decision makes no move on their farm (a cattle thief clicks a cow there)."""
        for p, box in self.lay.farms.items():
            if p == self.active() or not box.rect.collidepoint(pos):
                continue
            if by_click and any(m.gesture.to[0] in ("farm", "stored") and m.gesture.to[1] == p
                                for m in self.moves()):
                return None
            return p
        return None

    def zoom_event(self, event: pygame.event.Event) -> bool:
        """While a farm is shown up close the board takes nothing: a click, Esc (or Z again)
        or the pointer leaving the farm's card closes it."""
        et = event.type
        if et == pygame.MOUSEMOTION:
            if not self.zoom_area().collidepoint(event.pos):
                self.zoomed = None
            return True
        if et == pygame.MOUSEBUTTONDOWN or (et == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_z)):
            self.zoomed = None
            return True
        return et in (pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def zoom_area(self) -> pygame.Rect:
        """The card a farm is shown up close on: the board right of the market, over the farms."""
        m = self.lay.market
        x = m.rect.right + max(6, m.unit // 8)
        return pygame.Rect(x, self.rect.y, self.rect.right - x, self.rect.h)

    def zoom_head(self, area: pygame.Rect) -> int:
        return max(30, round(area.h * 0.065))

    def zoom_box(self) -> L.FarmBox | None:
        """The farm shown up close, laid out for the board's size (None: none is)."""
        p = self.zoomed
        if p is not None and (self.lay is None or p not in self.lay.farms or p == self.active()):
            self.zoomed = p = None          # it became that player's turn: their farm is the large one
        if p is None:
            return None
        key = (p, self._lay_key)
        if self._zoom[0] != key:
            st, area = self.state, self.zoom_area()
            box = L.zoom_box(area, p, st["rows"], st["cols"], st["players"][p]["bridges"], self._slots(p),
                             self.zoom_head(area))
            box.grid.textures = self.textures
            self._zoom = (key, box)
        return self._zoom[1]

    def draw_zoom(self, surface, box: L.FarmBox) -> None:
        """The farm up close on its card, drawn by the same code as every farm."""
        area, p = self.zoom_area(), box.player
        title, close = self.t(f"{G}.ui.zoom_title", name=self.seat_name(p)), self.t(f"{G}.ui.zoom_close")
        draw.zoom_frame(self.pen, surface, area, self.zoom_head(area), title, self.colour(p), close)
        self.draw_farm(surface, box)

    # --- actions -----------------------------------------------------------------------
    def animate(self, kind: str, player: int, cells: list, duration: float) -> None:
        speed = self.speed()
        if speed <= 0:
            return
        self.anims.append(Anim(kind, player, [tuple(c) for c in cells], duration / speed))

    def forget_selection(self) -> None:
        self.marked = None

    # --- where things are, for the game screen's motion (ui/motion.py) -------------------------
    def anchors(self) -> dict:
        """Each thing drawn by a key that stays with it: the farms (boards), plots on the draft
        line, in storage and on the farms, ranchers, partners in the saloon and on the farms,
        cows, bonus tiles."""
        lay = self._ensure_layout()
        if lay is None:
            return {}
        st, m = self.state, lay.market
        out: dict = {}

        def box(centre, size) -> pygame.Rect:
            return pygame.Rect(0, 0, round(size), round(size)).move_to(center=(round(centre[0]), round(centre[1])))

        for ci, name in enumerate(("current", "next")):
            for slot, rect in zip(st["line"][name] or [], m.columns[ci]):
                if slot["plot"] is not None:
                    out[("plot", slot["plot"])] = Anchor(rect, solid=True)
                if slot["rancher"] is not None:
                    size = round(m.unit * 0.5)
                    out[("rancher", slot["rancher"])] = Anchor(box((rect.right - size * 0.28, rect.bottom - size * 0.45),
                                                                   size * 1.15))
        for r, rect in self.waiting_rects():
            out[("rancher", r)] = Anchor(rect)
        for tok, rect in zip(st["saloon"], m.spaces):
            if tok is not None:
                out[("partner", tok)] = Anchor(rect)
        for tile, rect in zip(st.get("bonus_left", []), m.bonus):
            out[("bonus", tile)] = Anchor(rect, solid=True)
        for p, farm in lay.farms.items():
            board = ("board", p)
            out[board] = Anchor(farm.rect, BOARD)
            pl, grid = st["players"][p], farm.grid
            for k, plot in pl["farm"].items():
                out[("plot", plot)] = Anchor(grid.slot_rect(cell_of(k)), board=board, solid=True)
            for k, placed in pl["partners"].items():
                out[("partner", placed["token"])] = Anchor(box(L.circle_center(grid.slot_rect(cell_of(k))), farm.cell * 0.6),
                                                           board=board)
            for k, n in pl["cows"].items():
                rect = grid.slot_rect(cell_of(k))
                for i in range(n):
                    out[("cow", p, k, i)] = Anchor(box(self.cow_spot(p, cell_of(k), i) if i < 2 else rect.center,
                                                       rect.w * 0.45), ("cow", p), board)
            for plot in self.storage_order(p):
                rect = self.storage_rect(p, plot)
                if rect is not None:
                    out[("plot", plot)] = Anchor(rect, board=board, solid=True)
        return out

    # --- drawing: what is shown where ------------------------------------------------------
    LAYER_PAD = 12

    def still_parts(self) -> list:
        """The market and every farm as they stand (the kit keeps them while nothing moves)."""
        return [self.draw_market] + [partial(self.draw_farm, box=self.lay.farms[p]) for p in self.lay.order]

    def warm_pictures(self):
        """Every jigsaw piece and resting shadow a farm of this layout can show, a farm size's
        shadows one at a time, then its pieces a terrain at a time: a game loaded in its middle
        needs dozens, and a shadow's blur each stalled its first frame."""
        terrains = sorted({d["terrain"] for d in self.rules.designs.values()})
        turns = [(joint, tab) for joint in (None, 0, 1, 2, 3) for tab in (True, False)]
        grids = {box.grid.size: box.grid for box in self.lay.farms.values()}
        for size, grid in sorted(grids.items()):
            for joint, tab in turns:
                grid.shadow(size, joint, tab)
                yield
            for terrain in terrains:
                for joint, tab in turns:
                    grid.piece(self.art.terrain(terrain), size, joint, tab)
                yield

    def still_extra(self):
        return self.marked

    def still_moving(self) -> bool:
        """A card settling or a cow walking changes its farm's still parts."""
        return bool(self.anims)

    def draw_live(self, surface: pygame.Surface) -> None:
        zoom = self.zoom_box()
        if zoom is None:
            for p in self.lay.order:
                self.draw_farm_highlights(surface, self.lay.farms[p])
        self._footprint = None
        self.draw_guides(surface)
        self.drag.draw(surface)
        if self._footprint:
            draw.footprint(surface, *self._footprint)       # on top of the held card: will it fit?
        self.draw_turn_hint(surface)
        self.draw_cow_walks(surface)
        if zoom is not None:
            self.draw_zoom(surface, zoom)

    def draw_held(self, surface, grab: Grab, center, lifted: bool) -> None:
        what, pen = grab.payload[0], self.pen
        box = self.lay.farms[self.active()]
        if what == "rancher":
            size = round(self.lay.market.unit * 0.62)
            draw.rancher(pen, surface, self.colour(self.state["ranchers"][grab.payload[1]]), center, size, lifted=True)
        elif what in ("plot", "mine"):
            draw.face(pen, surface, self.design(grab.payload[1]), center, box.slot_size, 1, True, lifted)
        elif what == "card":
            a, b = self.state.get("card") or (None, None)
            if a is None:
                return
            s = round(box.grid.size * 1.04) if lifted else box.slot_size
            rot = self.card_shown_rotation(grab, center, lifted)
            draw.card(pen, surface, self.design(a), self.design(b), center, rot, s, lifted)
        elif what == "partner":
            face = self.state["tokens"][grab.payload[1]] if grab.rotation == 0 else "cowboy"
            self.shadowed(surface, self.art.partner(face, round(box.grid.size * 0.56)), center, lifted)
        elif what == "cow":
            self.shadowed(surface, self.art.icon("cow", round(box.grid.size * 0.42)), center, lifted)
        elif what == "bonus":
            face = self.bonus_faces(grab.payload[1])[grab.rotation]
            s = box.grid.size if lifted else self.lay.market.bonus[0].w
            draw.face(pen, surface, self.rules.design(face), center, s, None, True, lifted)

    def in_hand(self, piece) -> bool:
        """`piece` is being dragged: it is drawn under the mouse, not at its place."""
        held = self.drag.held
        return held is not None and held.payload == piece and self.drag.dragging

    def draw_market(self, surface) -> None:
        """The market column as it stands; a piece in hand is left out of its place."""
        m, st, pen = self.lay.market, self.state, self.pen
        draw.bag(pen, surface, m, len(st["bag"]))
        for r, rect in self.waiting_rects():
            if not self.in_hand(("rancher", r)):
                draw.rancher(pen, surface, self.colour(st["ranchers"][r]), rect.center, rect.w)
        for ci, name in enumerate(("current", "next")):
            slots = st["line"][name] or []
            for i, rect in enumerate(m.columns[ci]):
                if i >= len(slots):
                    draw.socket(surface, rect)
                    continue
                plot, r = slots[i]["plot"], slots[i]["rancher"]
                draw.line_slot(pen, surface, rect, m.unit, None if plot is None else self.design(plot),
                               None if r is None else self.colour(st["ranchers"][r]))
        draw.saloon(pen, surface, m, self.saloon_tokens(), [len(stack) for stack in st["stacks"]])
        draw.supply(pen, surface, m, st["cows_supply"])
        held = self.drag.held
        for tile, rect in zip(st.get("bonus_left", []), m.bonus):
            if self.in_hand(("bonus", tile)):
                continue
            face = self.bonus_faces(tile)[held.rotation if held is not None and held.payload == ("bonus", tile) else 0]
            draw.face(pen, surface, self.rules.design(face), rect.center, rect.w, None, True, False)
        if m.scenario is not None and st.get("scenario"):
            draw.scenario(pen, surface, m, st["scenario"], self.t(f"{G}.scenario.{st['scenario']}.name"))
        if any(move.gesture.to == ("discard",) for move in self.moves()):
            label = self.t(f"{G}.ui.discard") if self.has_text(f"{G}.ui.discard") else ""
            draw.discard_zone(pen, surface, m.discard, label, self.design(self.marked) if self.marked else None)

    def saloon_tokens(self) -> list:
        """Per saloon space: (face, may be hired now, is in hand), or None when empty or dragged."""
        st, held = self.state, self.drag.held
        hire = self.kind() == "hire"
        out = []
        for tok in st["saloon"]:
            mine = tok is not None and held is not None and held.payload == ("partner", tok)
            if tok is None or self.in_hand(("partner", tok)):
                out.append(None)
                continue
            out.append(("cowboy" if mine and held.rotation == 1 else st["tokens"][tok], hire, mine))
        return out

    def draw_farm(self, surface, box: L.FarmBox) -> None:
        """A farm on its board; the still parts come from a cached layer unless something moves."""
        p = box.player
        held = self.drag.held
        lifted = None                   # the cow in hand is not also drawn where it came from
        if held is not None and held.payload[0] == "cow" and self.drag.dragging and p == self.active():
            lifted = tuple(held.payload[1])
        if lifted or any(a.player == p for a in self.anims):
            self._draw_farm_still(surface, box, lifted)
        else:
            layer = self._farm_layer(box)
            surface.blit(layer, (box.rect.x - self.LAYER_PAD, box.rect.y - self.LAYER_PAD))
        self.draw_storage(surface, box)

    def _farm_layer(self, box: L.FarmBox) -> pygame.Surface:
        st = self.state
        p = box.player
        pl = st["players"][p]
        joints = tuple(sorted((k, v) for (q, k), v in self.joints().items() if q == p))
        lkey = ("farm", p, box.rect.size, box.cell, box.active, repr(pl["farm"]),
                tuple(st["plots"].get(plot) for plot in pl["farm"].values()), repr(pl["cows"]),
                repr(pl["partners"]), pl["board"], tuple(pl["bridges"]), len(box.storage), joints,
                repr(st["seats"][p]), pl["capacity"])

        def build():
            pad = self.LAYER_PAD
            shifted = L.farm_box(p, box.active, (pad, pad), box.cell, box.grid.rows, box.grid.cols,
                                 pl["bridges"], len(box.storage))
            shifted.grid.textures = self.textures
            layer = pygame.Surface((box.rect.w + 2 * pad, box.rect.h + 2 * pad), pygame.SRCALPHA)
            self._draw_farm_still(layer, shifted)
            return layer

        return self.layers.get(lkey, build)

    def _draw_farm_still(self, surface, box: L.FarmBox, lifted_cow=None) -> None:
        """The meadow, river, board, placed plots, partners and cows of one farm as they stand
        now: a plot just laid is still dropping in, a cow walking (or in hand) is not yet home."""
        p, pen = box.player, self.pen
        st = self.state
        pl = st["players"][p]
        draw.meadow(pen, surface, box)
        draw.player_board(pen, surface, box, self.colour(p), pl["board"], st["seats"][p].get("name", ""))
        joints = self.joints()
        plots = []
        for k, plot in pl["farm"].items():
            cell = cell_of(k)
            plots.append((cell, self.design(plot), *joints.get((p, key(cell)), (None, True))))
        settling = {cell: a.k for a in self.anims if a.kind == "settle" and a.player == p for cell in a.cells}
        draw.farm_plots(pen, surface, box.grid, plots, settling)
        partners = [(cell_of(k), "cowboy" if placed["side"] == "cowboy" else st["tokens"][placed["token"]])
                    for k, placed in pl["partners"].items()]
        draw.partners(pen, surface, box, partners)
        for k, n in pl["cows"].items():
            n -= sum(1 for a in self.anims if a.kind == "cow" and a.player == p and a.cells[-1] == cell_of(k))
            n -= cell_of(k) == lifted_cow
            draw.cows(pen, surface, box.grid.slot_rect(cell_of(k)), n)

    def draw_storage(self, surface, box: L.FarmBox) -> None:
        """Stored plots (and the formed card) on the board: not in the farm's layer, as they change
        with every pick and a plot in hand or gliding home is left out."""
        p, pen = box.player, self.pen
        st = self.state
        card = st.get("card") if p == st["turn"].get("player") else None
        held = self.drag.held
        draw.storage_slots(surface, box, st["players"][p]["capacity"])
        for i, plot in enumerate(self.storage_order(p)):
            if i >= len(box.storage):
                break
            if card and plot in card:
                continue
            if held is not None and held.payload[1:] == (plot,) and self.drag.dragging:
                continue
            if self.drag.gliding(("plot", plot)) or self.drag.gliding(("mine", plot)):
                continue
            draw.face(pen, surface, self.design(plot), box.storage[i].center, box.slot_size, 1, True, False)
            if self.marked == plot:
                highlight_rect(surface, box.storage[i], "selected")
        if card and not self.in_hand(("card",)) and not self.drag.gliding(("card",)):
            rot = held.rotation if held is not None and held.payload == ("card",) else 1
            draw.card(pen, surface, self.design(card[0]), self.design(card[1]), self.card_home(), rot,
                      box.slot_size, False)
            if held is not None and held.payload == ("card",):
                highlight_rect(surface, self.card_rect(), "selected")

    def draw_farm_highlights(self, surface, box: L.FarmBox) -> None:
        """The cell under the mouse, while nothing is in hand."""
        if self.drag.held is None and not self.drag.glides:
            cell = box.grid.hit_test(self.mouse)
            if cell is not None:
                box.grid.highlight(surface, [cell], "hover")

    def draw_guides(self, surface) -> None:
        """What may be picked up or clicked, the targets of the piece in hand (the kit's
        `draw_marks`, from the rules' moves); where a held card would land, a cow's way."""
        self.draw_marks(surface)
        grab = self.drag.held
        if grab is None or not self.drag.dragging:
            return
        grid = self.lay.farms[self.active()].grid
        target = self.drag.hover_target()
        if grab.payload == ("card",) and target is not None:
            landing = self.card_landing(grab, self.drag.piece_pos())     # where it lies if let go
            g = landing.gesture if landing is not None else None
            cells = card_cells(g.turn, g.to[2]) if g is not None else card_cells(self.turn_of(grab), target[2])
            self._footprint = (grid, [c for c in cells if grid.contains(c)], "legal" if g is not None else "illegal")
        elif grab.payload[0] == "cow" and target is not None:
            move = next((m for m in self.moves() if m.gesture.piece == grab.payload and m.gesture.to == target), None)
            if move is not None:
                grid.draw_path(surface, [grab.payload[1]] + [tuple(s["to"]) for s in move.plan])

    def draw_cow_walks(self, surface) -> None:
        for a in self.anims:
            if a.kind != "cow" or len(a.cells) < 2:
                continue
            grid = self.lay.farms[a.player].grid
            pos = a.k * (len(a.cells) - 1)
            i = min(int(pos), len(a.cells) - 2)
            f = pos - i
            (x0, y0), (x1, y1) = grid.cell_center(a.cells[i]), grid.cell_center(a.cells[i + 1])
            size = round(grid.size * 0.4)
            self.shadowed(surface, self.art.icon("cow", size), (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f), True)

    # --- tooltips ---------------------------------------------------------------------------
    def tooltip(self, pos) -> list[str] | None:
        """What the component under the mouse is and does: lines from `rules.describe` (the
        kit's `describe`), generated from the game data, so they never disagree with the rules.
        Over a farm shown up close, what is on it; over another player's small farm, also how
        to see it up close."""
        if self.lay is None or self.drag.held is not None:
            return None
        zoom = self.zoom_box()
        if zoom is not None:
            lines = self._farm_tip(zoom.player, zoom, pos)
        else:
            lines = self._tooltip_msgs(pos)
        if not lines:
            return None
        return [self.render_msg(m) if isinstance(m, dict) else str(m) for m in lines]

    def _farm_tip(self, p: int, box: L.FarmBox, pos) -> list | None:
        """What is under `pos` on player p's farm drawn in `box` (None: nothing of it)."""
        st = self.state
        pl = st["players"][p]
        cell = box.grid.hit_test(pos)
        if cell is not None:
            k = key(cell)
            out = []
            if k in pl["farm"]:
                out += self.describe("plot", st["plots"][pl["farm"][k]])
            elif cell[0] == 0 and cell[1] in pl["bridges"]:
                out += self.describe("bridge", None)
            placed = pl["partners"].get(k)
            if placed:
                out += self.describe("partner", {"type": st["tokens"][placed["token"]], "side": placed["side"]})
            if pl["cows"].get(k):
                out += self.describe("cow", pl["cows"][k])
            return out
        for br in box.bridges:
            if br.collidepoint(pos):
                return self.describe("bridge", None)
        plot = self.storage_at(p, pos, box)
        if plot is not None:
            return self.describe("plot", st["plots"][plot])
        if box.portrait.collidepoint(pos):
            return [st["seats"][p].get("name", "")] + self.describe("board", pl["board"])
        return None

    def _tooltip_msgs(self, pos) -> list:
        st = self.state
        m = self.lay.market
        for p, box in self.lay.farms.items():
            lines = self._farm_tip(p, box, pos)
            if p != self.active() and box.rect.collidepoint(pos):
                how = "zoom_click" if self.zoom_target(pos, by_click=True) is not None else "zoom_key"
                return (lines or []) + [self.t(f"{G}.ui.{how}")]
            if lines is not None:
                return lines
        for ci, name in enumerate(("current", "next")):
            slots = st["line"][name] or []
            for slot, rect in zip(slots, m.columns[ci]):
                if rect.collidepoint(pos):
                    out = self.describe("plot", st["plots"][slot["plot"]]) if slot["plot"] else []
                    if slot["rancher"] is not None:
                        owner = st["ranchers"][slot["rancher"]]
                        out += [st["seats"][owner].get("name", "")] + self.describe("rancher", None)
                    return out
        for r, rect in self.waiting_rects():
            if rect.collidepoint(pos):
                return [st["seats"][st["ranchers"][r]].get("name", "")] + self.describe("rancher", None)
        for tok, rect in zip(st["saloon"], m.spaces):
            if tok is not None and rect.collidepoint(pos):
                return self.describe("partner", {"type": st["tokens"][tok], "side": "expert"}) + \
                    self.describe("partner", {"type": "cowboy", "side": "cowboy"})[:2]
        for stack, rect in zip(st["stacks"], m.stacks):      # face down: only how many
            if rect.collidepoint(pos):
                return self.describe("stack", len(stack))
        if m.saloon.collidepoint(pos):
            return self.describe("saloon", None)
        if m.bag.collidepoint(pos):
            return self.describe("bag", len(st["bag"]))
        if m.supply.collidepoint(pos):
            return self.describe("supply", st["cows_supply"])
        for tile, rect in zip(st.get("bonus_left", []), m.bonus):
            if rect.collidepoint(pos):
                out = self.describe("bonus", None)
                for face in self.bonus_faces(tile):
                    out += self.describe("plot", face)[:1]
                return out
        if m.scenario is not None and m.scenario.collidepoint(pos) and st.get("scenario"):
            return self.describe("scenario", st["scenario"])
        return None


VIEW = MoonRiverView
