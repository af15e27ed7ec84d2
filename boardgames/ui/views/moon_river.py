"""Moon River's board area: farms, player boards, the draft line and the saloon.

The view only ever *offers* the engine one of `match.pending.options` (see
docs/moon_river_choices.md) through `ctx.choose`; it never edits the state.
Pieces are moved with the generic drag controller (drag, click-click, carry),
so every decision is a gesture on the component itself: a rancher onto a plot,
a stored plot onto another (a landscape card), the card onto the farm, a
partner onto a circle, a cow along a path.

What a gesture means comes from the rules (`match.gestures()`, run by the kit's
GestureHost): this file only says where pieces and targets are on the screen.
`moon_river_paint` draws, `moon_river_tips` explains, `moon_river_layout` places
everything and `moon_river_art` supplies pictures.
"""
from __future__ import annotations

import pygame

from ...engine.geometry import SquareGrid
from ..drag import Grab
from ..gesture_host import GestureHost
from ..render.board import TextureCache
from ..render.jigsaw import JigsawTileRenderer
from . import moon_river_layout as L
from ..view_kit import ViewKit
from .base import GameView
from .moon_river_art import Art
from .moon_river_paint import Painter
from .moon_river_tips import Tips


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


class MoonRiverView(GestureHost, Painter, Tips, ViewKit, GameView):
    """Draws every farm and the market; maps gestures to the pending options."""

    drag_acts = ("pair", "place", "discard")     # the side panel leaves these to the board

    def __init__(self, ctx):
        super().__init__(ctx)
        self.init_board(Art(ctx.sprites))
        self.textures = TextureCache(limit=1500)     # jigsaw pieces, shared by every farm
        self.jig = JigsawTileRenderer(1, 1)
        self.jig.textures = self.textures
        self.marked: str | None = None             # first plot chosen for a forced discard
        self._footprint = None
        self.layers = TextureCache(limit=12)          # still farm layers, per farm state and size
        self._acting = False
        self._joints_key = None
        self._joints: dict = {}

    # --- shortcuts ------------------------------------------------------------------
    def active(self) -> int:
        choice = self.pending()
        if choice is not None and choice.player is not None:
            return choice.player
        turn = self.state.get("turn") or {}
        return turn.get("player") or 0

    def font(self, size: float, bold: bool = False):
        return self.ctx.fonts.get(max(8, int(size)), bold)

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

    def storage_at(self, p: int, pos) -> str | None:
        box = self.lay.farms[p]
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
            dr, dc = SquareGrid.STEPS[turn]
            (xa, ya), (xb, yb) = grid.cell_center(target[2]), grid.cell_center((target[2][0] + dr, target[2][1] + dc))
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
                dr, dc = SquareGrid.STEPS[self.turn_of(held)]
                cells.append((target[2][0] + dr, target[2][1] + dc))
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

    # --- what a move sets off ----------------------------------------------------------------
    def after_move(self, move, me: int) -> None:
        g, option = move.gesture, move.option
        if g.piece is None:
            return
        if g.piece == ("card",):
            dr, dc = SquareGrid.STEPS[g.turn]
            cell = g.to[2]
            self.animate("settle", me, [cell, (cell[0] + dr, cell[1] + dc)], 0.32)
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
        if self.gesture_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.marked \
                and self.lay.market.discard.collidepoint(event.pos):
            self.marked = None            # a click on the pile takes the set-aside plot back
            return True
        return False

    # --- actions -----------------------------------------------------------------------
    def animate(self, kind: str, player: int, cells: list, duration: float) -> None:
        speed = self.speed()
        if speed <= 0:
            return
        self.anims.append(Anim(kind, player, [tuple(c) for c in cells], duration / speed))

    def forget_selection(self) -> None:
        self.marked = None

VIEW = MoonRiverView
