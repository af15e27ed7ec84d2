"""Moon River's board area: farms, player boards, the draft line and the saloon.

The view only ever *offers* the engine one of `match.pending.options` (see
docs/moon_river_choices.md) through `ctx.choose`; it never edits the state.
Pieces are moved with the generic drag controller (drag, click-click, carry),
so every decision is a gesture on the component itself: a rancher onto a plot,
a stored plot onto another (a landscape card), the card onto the farm, a
partner onto a circle, a cow along a path.

The class is assembled from parts, one job per module: this file holds the
state access, geometry look-ups and the frame; `moon_river_gestures` turns
input into options, `moon_river_paint` draws, `moon_river_tips` explains,
`moon_river_layout` places everything and `moon_river_art` supplies pictures.
"""
from __future__ import annotations

import pygame

from ...engine.geometry import SquareGrid
from ..drag import DragController
from ..render.board import TextureCache
from ..render.jigsaw import JigsawTileRenderer
from . import moon_river_layout as L
from ..view_kit import ViewKit
from .base import GameView
from .moon_river_art import Art
from .moon_river_gestures import Gestures
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


class MoonRiverView(Gestures, Painter, Tips, ViewKit, GameView):
    """Draws every farm and the market; maps gestures to the pending options."""

    drag_acts = ("pair", "place", "discard")     # the side panel leaves these to the board

    def __init__(self, ctx):
        super().__init__(ctx)
        self.art = Art(ctx.sprites)
        self.textures = TextureCache(limit=1500)     # jigsaw pieces, shared by every farm
        self.jig = JigsawTileRenderer(1, 1)
        self.jig.textures = self.textures
        self.drag = DragController(self, notify=lambda m: self.ctx.notify(m), speed=self.speed)
        self.lay: L.Layout | None = None
        self._lay_key = None
        self.mouse = (-1, -1)
        self.marked: str | None = None             # first plot chosen for a forced discard
        self.anims: list[Anim] = []
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
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self._lay_key = None
        self._ensure_layout()

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

    # --- actions -----------------------------------------------------------------------
    def animate(self, kind: str, player: int, cells: list, duration: float) -> None:
        speed = self.speed()
        if speed <= 0:
            return
        self.anims.append(Anim(kind, player, [tuple(c) for c in cells], duration / speed))

    def forget_selection(self) -> None:
        self.marked = None

VIEW = MoonRiverView
