"""Via Nebula's board area: the valley of hexes, the guild board of the player to move with
that player's private contracts, the contract display, the supply and the other guilds.

The view never decides a rule: what may be picked up, where it may go, which option a
drop carries out and why a drop is refused all come from the rules' gestures
(`match.gestures()`, read by the generic `GestureHost`); transport routes come from
`rules.transport_path`. It draws the viewer's observation (`ViewKit.state`): other
players' private contracts and the neutral deck are backs there.

Every decision is a gesture on a component (drag, or click-click): a craftsman onto an
exploitation token, a building site onto a ruin, a meadow tile onto fog or a petrified
forest, a building or a contract card onto one of your sites, a resource from an
exploitation to one of your sites (its route is drawn), and for the swap power a resource
from your site onto the supply. A building dropped on a site that fits several contracts
asks which: the player clicks one of the lit cards.

The class is assembled from parts, one job per module: this file holds geometry look-ups,
the frame and input; `via_nebula_gestures` says where the pieces and targets of the gestures
are, `via_nebula_board` draws the valley, `via_nebula_panels` the guild boards, cards and
supply, `via_nebula_guides` what lights up while a piece is in hand, `via_nebula_tips`
explains, `via_nebula_layout` places everything and `via_nebula_art` supplies the pictures.
"""
from __future__ import annotations

import pygame

from ...engine.gestures import Gesture, Move
from ..gesture_host import GestureHost
from ..render.board import TextureCache
from ..render.hex import HexGridRenderer
from ..view_kit import PathAnim, ViewKit
from . import via_nebula_layout as L
from .base import GameView
from .via_nebula_art import Art
from .via_nebula_board import BoardPainter
from .via_nebula_gestures import Gestures
from .via_nebula_guides import Guides
from .via_nebula_layout import cell_of, key
from .via_nebula_panels import Panels
from .via_nebula_tips import Tips

G = "via_nebula"
# Corner indices of each half of a hex (HexGridRenderer's corner order), per orientation.
HALVES = {False: ((1, 2, 3, 4), (4, 5, 0, 1)),     # pointy-top: left half, right half
          True: ((3, 4, 5, 0), (0, 1, 2, 3))}      # flat-top: top half, bottom half


class ViaNebulaView(ViewKit, Gestures, BoardPainter, Panels, Guides, Tips, GestureHost, GameView):
    """Draws the valley, the guilds and the contracts; the rules' gestures are played on them."""

    drag_acts = ("craftsman", "site", "explore", "transport", "erect", "swap")

    def __init__(self, ctx):
        super().__init__(ctx)
        self.init_board(Art(ctx.sprites))
        self._renderers: dict = {}
        self.layers = TextureCache(limit=8)          # the still valley, per board state and size
        self.picking = None                          # a site waiting for the player to pick a contract
        self.alternatives: list[Move] = []           # the moves a building dropped there stands for

    # --- who and what --------------------------------------------------------------------
    def me(self) -> int | None:
        """The player the screen is shown to: the one who must decide (None when nobody must)."""
        choice = self.pending()
        return choice.player if choice is not None else None

    def guild_player(self) -> int:
        """Whose guild board is drawn large: the player to move (or the last one)."""
        p = self.me()
        if p is None:
            p = (self.state.get("turn") or {}).get("player")
        return p if isinstance(p, int) else 0

    def orientation_flat(self) -> bool:
        side = self.rules.data["boards"]["sides"].get(self.state["mode"], {})
        return side.get("orientation", "pointy") == "flat"

    def renderer(self) -> HexGridRenderer:
        """The hex renderer of the current board side (built once per side)."""
        mode = self.state["mode"]
        r = self._renderers.get(mode)
        if r is None:
            cells = [cell_of(k) for k in self.rules.layout(self.state).keys]
            r = self._renderers[mode] = HexGridRenderer(cells, flat_top=self.orientation_flat())
        return r

    def space(self, k: str) -> dict:
        return self.state["board"][k]

    # --- layout ----------------------------------------------------------------------------
    def _ensure_layout(self) -> L.Layout | None:
        if self.rect.w <= 0 or self.rect.h <= 0:
            return None
        st = self.state
        me = self.guild_player()
        slots = max(self.rules.cfg["private_each"], len(st["players"][me]["private"]))
        lkey = (tuple(self.rect), me, st["n"], st["mode"], slots)
        if lkey != self._lay_key:
            self.lay = L.compute(self.rect, self.renderer(), me, st["n"], slots, len(self.rules.rtypes))
            self._lay_key = lkey
        return self.lay

    # --- hexes and halves -------------------------------------------------------------------
    def cell_at(self, pos) -> str | None:
        """The state key of the hex under `pos`, or None."""
        if self.lay is None:
            return None
        c = self.renderer().hit_test(pos)
        return key(c) if c is not None else None

    def hex_center(self, k: str) -> tuple[int, int]:
        return self.renderer().cell_center(cell_of(k))

    @property
    def radius(self) -> float:
        return self.renderer().radius

    def slot_polygon(self, k: str, slot: int) -> list:
        """The part of a ruin a site covers: a half hex (two per ruin) or the whole hex."""
        pts = self.renderer().cell_polygon(cell_of(k))
        if len(self.space(k).get("slots", ())) != 2:
            return pts
        return [pts[i] for i in HALVES[self.orientation_flat()][slot]]

    def slot_center(self, k: str, slot: int) -> tuple[float, float]:
        cx, cy = self.hex_center(k)
        if len(self.space(k).get("slots", ())) != 2:
            return (cx, cy)
        d = self.radius * 0.42 * (-1 if slot == 0 else 1)
        return (cx, cy + d) if self.orientation_flat() else (cx + d, cy)

    def half_at(self, k: str, pos) -> int:
        """Which half of ruin `k` lies under `pos` (0 when the ruin takes one site)."""
        if len(self.space(k).get("slots", ())) != 2:
            return 0
        cx, cy = self.hex_center(k)
        if self.orientation_flat():
            return 0 if pos[1] < cy else 1
        return 0 if pos[0] < cx else 1

    # --- frame --------------------------------------------------------------------------------
    def animate_path(self, payload, cells: list, per_step: float = 0.14) -> None:
        speed = self.speed()
        if speed <= 0 or len(cells) < 2:
            return
        points = [self.hex_center(key(c)) for c in cells]
        self.anims.append(PathAnim(payload, points, per_step * (len(cells) - 1) / speed))

    def forget_selection(self) -> None:
        self.picking, self.alternatives = None, []

    # --- input -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.takes_input(event):
            return False
        if self.picking is not None and self.pick_event(event):
            return True
        return self.gesture_event(event)

    def after_move(self, move: Move, player: int) -> None:
        """A carried resource walks its route to the site."""
        if move.gesture.piece[0] == "res":
            option = move.option
            path = self.rules.transport_path(self.state, option["from"], option["to"])
            if path:
                self.animate_path(("carry", option["res"]), path)

    def choose_among(self, gesture: Gesture, moves: list[Move]) -> dict | None:
        """A building on a site that fits several contracts: the player clicks one of the lit
        cards (a banner over the valley says so while it waits, `draw_picking`)."""
        self.picking, self.alternatives = gesture.to, moves
        return None

    def pick_cards(self) -> list[tuple[Move, pygame.Rect]]:
        """The contract cards that finish the waiting building, each with the move it plays
        (the card dropped on that site plays the same option)."""
        plans = [m.plan for m in self.alternatives]
        out = []
        for m in self.moves():
            if m.gesture.to == self.picking and m.gesture.piece[0] == "contract" and m.plan in plans:
                rect = self.piece_rect(m.gesture.piece)
                if rect is not None:
                    out.append((m, rect))
        return out

    def pick_event(self, event) -> bool:
        """While a contract is being picked: a click on a lit card plays it; Esc or a click
        elsewhere gives up."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.forget_selection()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cards = self.pick_cards()
            self.forget_selection()
            for move, rect in cards:
                if rect.collidepoint(event.pos):
                    refusal = self.play(move)
                    if refusal:
                        self.ctx.notify(refusal)
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self._ensure_layout() is None:
            return
        self.draw_map(surface)
        self.draw_market(surface)
        self.draw_others(surface)
        self.draw_guild(surface)
        self.draw_guides(surface)
        self.draw_anims(surface)
        self.drag.draw(surface)


VIEW = ViaNebulaView
