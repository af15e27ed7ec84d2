"""Moon River drawing: the market, every farm on its board, pieces in hand, guides.

A mixin of MoonRiverView. The still parts of each farm (meadow, river, board,
placed plots, partners, cows) are drawn once into a cached layer per farm
state and size; stored plots, highlights and moving pieces are drawn every frame.
"""
from __future__ import annotations

import pygame

from ...engine.geometry import SquareGrid
from ..drag import Grab
from ..render.board import STYLES, BoardRenderer, highlight_rect
from . import moon_river_layout as L
from .moon_river_art import draw_icon
from .moon_river_layout import G, SCREEN_VEC, cell_of, key


class Painter:
    """Everything the view draws (uses the view's state, layout, art and drag controller)."""

    def draw_held(self, surface, grab: Grab, center, lifted: bool) -> None:
        what = grab.payload[0]
        me = self.active()
        box = self.lay.farms[me]
        if what == "rancher":
            r = grab.payload[1]
            size = round(self.lay.market.unit * 0.62)
            self.draw_rancher(surface, self.state["ranchers"][r], center, size, lifted=True)
        elif what in ("plot", "mine"):
            self.draw_plot(surface, grab.payload[1], center, box.slot_size, joint=1, lifted=lifted)
        elif what == "card":
            a, b = self.state.get("card") or (None, None)
            if a is None:
                return
            s = round(box.grid.size * 1.04) if lifted else box.slot_size
            self.draw_card(surface, a, b, center, grab.rotation, s, lifted)
        elif what == "partner":
            tok = grab.payload[1]
            face = self.state["tokens"][tok] if grab.rotation == 0 else "cowboy"
            size = round(box.grid.size * 0.56)
            self.shadowed(surface, self.art.partner(face, size), center, lifted)
        elif what == "cow":
            size = round(box.grid.size * 0.42)
            self.shadowed(surface, self.art.icon("cow", size), center, lifted)
        elif what == "bonus":
            face = self.bonus_faces(grab.payload[1])[grab.rotation]
            s = box.grid.size if lifted else self.lay.market.bonus[0].w
            self.draw_face(surface, face, center, s, None, True, lifted)

    def draw(self, surface: pygame.Surface) -> None:
        if self._ensure_layout() is None:
            return
        self.draw_market(surface)
        for p in self.lay.order:
            self.draw_farm(surface, self.lay.farms[p])
        self._footprint = None
        self.draw_guides(surface)
        self.drag.draw(surface)
        if self._footprint:
            grid, cells, style = self._footprint       # outline on top of the held card: will it fit?
            fill, outline, frac = STYLES[style]
            for cell in cells:
                rect = grid.slot_rect(cell)
                pts = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft]
                BoardRenderer._outline(surface, pts, outline, max(2, round(grid.size * 0.035)))
        self.draw_cow_walks(surface)

    # pieces ----------------------------------------------------------------------

    def draw_face(self, surface, design_id: str, center, size: int, joint, tab: bool, lifted: bool,
                  shadow: bool = True) -> None:
        d = self.rules.design(design_id)
        self.jig.draw_piece(surface, center, self.art.terrain(d["terrain"]), size, joint, tab, lifted, shadow)
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(center[0]), round(center[1]))
        self.draw_symbols(surface, rect, d)

    def draw_plot(self, surface, plot: str, center, size: int, joint=None, tab=True, lifted=False) -> None:
        self.draw_face(surface, self.state["plots"][plot], center, size, joint, tab, lifted)

    def draw_card(self, surface, a: str, b: str, center, rotation: int, size: int, lifted: bool) -> None:
        vx, vy = SCREEN_VEC[rotation % 4]
        ca = (center[0] - vx * size / 2, center[1] - vy * size / 2)
        cb = (center[0] + vx * size / 2, center[1] + vy * size / 2)
        jig = self.jig
        back = (rotation + 2) % 4
        for c, plot, joint, tab in ((cb, b, back, False), (ca, a, rotation, True)):
            d = self.design(plot)
            jig.draw_piece(surface, c, self.art.terrain(d["terrain"]), size, joint, tab, lifted, shadow=True)
        for c, plot, joint, tab in ((cb, b, back, False), (ca, a, rotation, True)):
            d = self.design(plot)
            jig.draw_piece(surface, c, self.art.terrain(d["terrain"]), size, joint, tab, lifted, shadow=False)
            rect = pygame.Rect(0, 0, size, size)
            rect.center = (round(c[0]), round(c[1]))
            self.draw_symbols(surface, rect, d)

    def draw_symbols(self, surface, rect: pygame.Rect, d: dict) -> None:
        """The printed symbols of a plot: resources top-left, cow symbols/skull bottom-left, circle top-right."""
        s = rect.w
        if s < 14:
            return
        ic = max(6, round(s * 0.27))
        x, y = rect.x + round(s * 0.07), rect.y + round(s * 0.07)
        for res, icon in (("gold", "gold"), ("otters", "otter"), ("corn", "corn")):
            n = d.get(res, 0)
            if not n:
                continue
            if n <= 2:
                for _ in range(n):
                    surface.blit(self.art.icon(icon, ic), (x, y))
                    x += round(ic * 0.8)
            else:
                surface.blit(self.art.icon(icon, ic), (x, y))
                self.text(surface, str(n), ic * 0.8, (255, 250, 230), (x + ic + 1, y + ic // 2), "midleft", bold=True)
        bx, by = rect.x + round(s * 0.07), rect.bottom - round(s * 0.07) - ic
        for _ in range(d.get("cows", 0)):
            surface.blit(self.art.symbol_cow(ic), (bx, by))
            bx += round(ic * 0.9)
        for _ in range(d.get("skulls", 0)):
            surface.blit(self.art.icon("skull", ic), (bx, by))
            bx += round(ic * 0.9)
        if d.get("circles"):
            cs = round(s * 0.36)
            c = self.art.icon("circle", cs)
            surface.blit(c, c.get_rect(center=self.circle_center(rect)))

    @staticmethod
    def circle_center(rect: pygame.Rect) -> tuple[int, int]:
        return (rect.x + round(rect.w * 0.7), rect.y + round(rect.h * 0.3))

    def draw_rancher(self, surface, owner: int, center, size: int, lifted: bool = False) -> None:
        self.shadowed(surface, self.art.rancher(self.colour(owner), size), center, lifted)

    # market ------------------------------------------------------------------------

    def draw_market(self, surface) -> None:
        m = self.lay.market
        st = self.state
        u = m.unit
        # the box (draw pile): a stack of plot backs with its count
        back = self.art.plot_back(round(u * 0.5))
        for i in range(3):
            surface.blit(back, (m.bag.x + i * 3, m.bag.y + 4 - i * 3))
        self.text(surface, str(len(st["bag"])), u * 0.26, (250, 244, 226),
                  (m.bag.x + round(u * 0.58), m.bag.y + round(u * 0.3)), "midleft", bold=True)
        # ranchers waiting to be placed
        held = self.drag.held
        for r, rect in self.waiting_rects():
            if held is not None and held.payload == ("rancher", r) and self.drag.dragging:
                continue
            self.draw_rancher(surface, st["ranchers"][r], rect.center, rect.w)
        # the two columns
        for ci, name in enumerate(("current", "next")):
            slots = st["line"][name]
            for i, rect in enumerate(m.columns[ci]):
                self._socket(surface, rect)
                if slots is None or i >= len(slots):
                    continue
                slot = slots[i]
                if slot["plot"] is not None:
                    self.draw_plot(surface, slot["plot"], rect.center, rect.w, joint=None, lifted=False)
                if slot["rancher"] is not None:
                    size = round(u * 0.5)
                    self.draw_rancher(surface, st["ranchers"][slot["rancher"]],
                                      (rect.right - size * 0.28, rect.bottom - size * 0.45), size)
        self.draw_saloon(surface)
        # cow supply
        cow = self.art.icon("cow", round(u * 0.5))
        r = cow.get_rect(midleft=(m.supply.x + round(u * 0.2), m.supply.centery))
        self.shadowed(surface, cow, r.center)
        self.text(surface, f"× {st['cows_supply']}", u * 0.27, (250, 244, 226), (r.right + 6, r.centery), "midleft",
                  bold=True)
        # bonus tiles (2 players)
        for tile, rect in zip(st.get("bonus_left", []), m.bonus):
            grab = self.drag.held
            if grab is not None and grab.payload == ("bonus", tile) and self.drag.dragging:
                continue
            face = self.bonus_faces(tile)[grab.rotation if grab is not None and grab.payload == ("bonus", tile) else 0]
            self.draw_face(surface, face, rect.center, rect.w, None, True, False)
        if m.scenario is not None and st.get("scenario"):
            name = self.t(f"{G}.scenario.{st['scenario']}.name")
            icon = self.art.fitted(f"scenario_{st['scenario']}", (m.scenario.h, m.scenario.h))
            surface.blit(icon, icon.get_rect(midleft=(m.scenario.x, m.scenario.centery)))
            self.text(surface, self.ctx.fonts.ellipsize(name, max(8, int(u * 0.22)), m.scenario.w - m.scenario.h - 6),
                      u * 0.22, (250, 240, 220), (m.scenario.x + m.scenario.h + 6, m.scenario.centery), "midleft")
        if any(m.gesture.to == ("discard",) for m in self.moves()):
            self.draw_discard_zone(surface)

    def _socket(self, surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, (0, 0, 0), rect.inflate(2, 2), border_radius=max(2, rect.w // 10))
        pygame.draw.rect(surface, (48, 62, 74), rect, border_radius=max(2, rect.w // 10))
        pygame.draw.rect(surface, (90, 104, 116), rect, width=1, border_radius=max(2, rect.w // 10))

    def draw_saloon(self, surface) -> None:
        m = self.lay.market
        st = self.state
        rect = m.saloon
        if self.art.has("saloon"):
            img = self.art.sprites.cover("moon_river/saloon", rect.size)
            surface.blit(img, rect)
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 60))
            surface.blit(veil, rect)
        else:
            pygame.draw.rect(surface, (96, 60, 36), rect, border_radius=max(4, m.unit // 8))
            for i in range(1, 8):
                y = rect.y + rect.h * i // 8
                pygame.draw.line(surface, (80, 48, 28), (rect.x + 4, y), (rect.right - 4, y), 2)
        pygame.draw.rect(surface, (60, 36, 20), rect, width=max(2, m.unit // 24), border_radius=max(4, m.unit // 8))
        held = self.drag.held
        hire = self.kind() == "hire"
        for tok, sp in zip(st["saloon"], m.spaces):
            pygame.draw.circle(surface, (40, 26, 16), sp.center, sp.w // 2 + 2)
            pygame.draw.circle(surface, (120, 86, 52), sp.center, sp.w // 2, max(1, sp.w // 20))
            if tok is None:
                continue
            if held is not None and held.payload == ("partner", tok) and self.drag.dragging:
                continue
            face = st["tokens"][tok]
            if held is not None and held.payload == ("partner", tok) and held.rotation == 1:
                face = "cowboy"
            self.shadowed(surface, self.art.partner(face, sp.w), sp.center)
            if hire:
                pygame.draw.circle(surface, STYLES["legal"][1][:3], sp.center, sp.w // 2 + 3, max(2, sp.w // 16))
            if held is not None and held.payload == ("partner", tok):
                pygame.draw.circle(surface, STYLES["selected"][1][:3], sp.center, sp.w // 2 + 4, max(2, sp.w // 12))
        for stack, rect_ in zip(st["stacks"], m.stacks):
            img = self.art.partner("back", rect_.w)
            for i in range(min(3, len(stack))):
                self.shadowed(surface, img, (rect_.centerx - i * 2, rect_.centery - i * 2))
            self.text(surface, f"× {len(stack)}", rect_.h * 0.5, (255, 248, 230),
                      (rect_.right + rect_.w // 5, rect_.centery), "midleft", bold=True)

    def draw_discard_zone(self, surface) -> None:
        r = self.lay.market.discard
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (120, 40, 34, 150), layer.get_rect(), border_radius=max(4, r.h // 5))
        pygame.draw.rect(layer, (240, 120, 100, 230), layer.get_rect(), width=2, border_radius=max(4, r.h // 5))
        surface.blit(layer, r)
        back = self.art.plot_back(round(r.h * 0.6))
        br = back.get_rect(midleft=(r.x + r.h * 0.25, r.centery))
        surface.blit(back, br)
        pygame.draw.line(surface, (250, 90, 80), br.topleft, br.bottomright, 3)
        pygame.draw.line(surface, (250, 90, 80), br.topright, br.bottomleft, 3)
        label = self.t(f"{G}.ui.discard") if self.has_text(f"{G}.ui.discard") else ""
        if label:
            self.text(surface, label, r.h * 0.32, (255, 236, 226), (br.right + 8, r.centery), "midleft")
        if self.marked:
            self.draw_plot(surface, self.marked, (r.right - r.h * 0.55, r.centery), round(r.h * 0.7))

    # farms ---------------------------------------------------------------------------
    LAYER_PAD = 12

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
        self.draw_farm_highlights(surface, box)

    def _farm_layer(self, box: L.FarmBox) -> pygame.Surface:
        st = self.state
        p = box.player
        pl = st["players"][p]
        joints = tuple(sorted((k, v) for (q, k), v in self.joints().items() if q == p))
        lkey = ("farm", p, box.rect.size, box.cell, box.active, repr(pl["farm"]), repr(pl["cows"]),
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
        """The meadow, river, board, placed plots, partners and cows of one farm."""
        p = box.player
        st = self.state
        pl = st["players"][p]
        grid = box.grid
        c = box.cell
        mat = pygame.Rect(box.rect.x, box.rect.y, box.rect.w, box.river.y - box.rect.y + 2)
        # the meadow the farm grows on
        pygame.draw.rect(surface, (20, 30, 22), mat.move(0, 3), border_radius=max(4, c // 6))
        pygame.draw.rect(surface, (62, 92, 56) if box.active else (52, 74, 50), mat, border_radius=max(4, c // 6))
        if box.active:
            pygame.draw.rect(surface, (255, 214, 102), mat.inflate(4, 4), width=max(2, c // 28),
                             border_radius=max(4, c // 6))
        grid.draw_background(surface)
        self.draw_river(surface, box)
        self.draw_board(surface, box)
        joints = self.joints()
        settling = {(a.player, cell): a for a in self.anims if a.kind == "settle" for cell in a.cells}
        cells = [(cell_of(k), plot) for k, plot in pl["farm"].items()]
        for cell, plot in cells:
            if (p, cell) in settling:
                continue
            joint, tab = joints.get((p, key(cell)), (None, True))
            grid.draw_shadow(surface, cell, joint, tab)
        for cell, plot in cells:
            if (p, cell) in settling:
                continue
            joint, tab = joints.get((p, key(cell)), (None, True))
            grid.draw_cell(surface, cell, self.art.terrain(self.design(plot)["terrain"]), joint, tab)
        for cell, plot in cells:
            if (p, cell) in settling:
                a = settling[(p, cell)]
                joint, tab = joints.get((p, key(cell)), (None, True))
                k = 1 - (1 - a.k) ** 2
                size = round(grid.size * (1.18 - 0.18 * k))
                center = grid.cell_center(cell)
                center = (center[0], center[1] - round(grid.size * 0.12 * (1 - k)))
                sj = None if joint is None else grid.screen_direction(joint)
                self.draw_face(surface, st["plots"][plot], center, size, sj, tab, lifted=True)
                continue
            self.draw_symbols(surface, grid.slot_rect(cell), self.design(plot))
        for k_, placed in pl["partners"].items():
            rect = grid.slot_rect(cell_of(k_))
            face = "cowboy" if placed["side"] == "cowboy" else st["tokens"][placed["token"]]
            self.shadowed(surface, self.art.partner(face, round(c * 0.5)), self.circle_center(rect))
        for k_, n in pl["cows"].items():
            n -= sum(1 for a in self.anims if a.kind == "cow" and a.player == p and a.cells[-1] == cell_of(k_))
            n -= cell_of(k_) == lifted_cow
            self.draw_cows(surface, grid.slot_rect(cell_of(k_)), n)

    def cow_spot(self, p: int, cell, i: int) -> tuple[int, int]:
        rect = self.lay.farms[p].grid.slot_rect(cell)
        xs = (0.42, 0.62, 0.52)
        return (rect.x + round(rect.w * xs[i % 3]), rect.y + round(rect.h * (0.66 - 0.06 * (i % 3 == 2))))

    def draw_cows(self, surface, rect: pygame.Rect, n: int) -> None:
        if n <= 0:
            return
        size = round(rect.w * 0.4)
        img = self.art.icon("cow", size)
        spots = [(0.45, 0.66)] if n == 1 else [(0.34, 0.68), (0.64, 0.6)]
        for fx, fy in spots:
            self.shadowed(surface, img, (rect.x + rect.w * fx, rect.y + rect.h * fy))
        if n > 2:
            self.text(surface, f"×{n}", rect.w * 0.24, (255, 255, 255), (rect.right - 3, rect.bottom - 2),
                      "bottomright", bold=True)

    def draw_river(self, surface, box: L.FarmBox) -> None:
        r = box.river
        if self.art.has("river"):
            surface.blit(self.art.sized("river", r.size), r)
        else:
            pygame.draw.rect(surface, (58, 120, 170), r)
            for i in range(3):
                y = r.y + r.h * (i + 1) // 4
                pts = [(x, y + ((x // 6) % 2) * 2) for x in range(r.x, r.right, 6)]
                if len(pts) > 1:
                    pygame.draw.lines(surface, (130, 180, 220), False, pts, 1)
        for br in box.bridges:
            img = self.art.sized("bridge", br.size, lambda s: _bridge_fallback(s))
            self.shadowed(surface, img, br.center)

    def draw_board(self, surface, box: L.FarmBox) -> None:
        p = box.player
        st = self.state
        pl = st["players"][p]
        b = box.board
        rad = max(3, box.cell // 8)
        if self.art.has("player_board"):
            img = self.art.sprites.cover("moon_river/player_board", b.size)
            surface.blit(img, b)
        else:
            pygame.draw.rect(surface, (136, 96, 58), b, border_radius=rad)
            for i in range(1, 4):
                y = b.y + b.h * i // 4
                pygame.draw.line(surface, (118, 80, 46), (b.x + 3, y), (b.right - 3, y), 1)
        rgb = self.colour(p)
        pygame.draw.rect(surface, rgb, b, width=max(2, box.cell // 18), border_radius=rad)
        # portrait: the character (legends) or the player's rancher
        port = box.portrait
        board_id = pl["board"]
        if board_id != "camp" and self.art.has(f"characters/{board_id}"):
            img = self.art.fitted(f"characters/{board_id}", (port.w, port.h - box.name.h))
            surface.blit(img, img.get_rect(midtop=(port.centerx, port.y)))
        else:
            size = min(port.w, port.h - box.name.h)
            self.draw_rancher(surface, p, (port.centerx, port.y + size // 2), size)
        name = st["seats"][p].get("name", "")
        fsize = max(9, round(box.cell * 0.2))
        name = self.ctx.fonts.ellipsize(name, fsize, port.w + box.cell // 3, True)
        self.text(surface, name, fsize, (255, 250, 236), box.name.center, bold=True)

    def draw_storage(self, surface, box: L.FarmBox) -> None:
        """Stored plots (and the formed card) on the board: they move, so they are drawn every frame."""
        p = box.player
        st = self.state
        pl = st["players"][p]
        order = self.storage_order(p)
        card = st.get("card") if p == st["turn"].get("player") else None
        held = self.drag.held
        for i, rect in enumerate(box.storage):
            over = i >= pl["capacity"]
            pygame.draw.rect(surface, (70, 44, 26), rect.inflate(4, 4), border_radius=max(2, rect.w // 10))
            pygame.draw.rect(surface, (168, 60, 48) if over else (104, 72, 44), rect, border_radius=max(2, rect.w // 10))
        for i, plot in enumerate(order):
            if i >= len(box.storage):
                break
            if card and plot in card:
                continue
            if held is not None and held.payload[1:] == (plot,) and self.drag.dragging:
                continue
            if self.drag.gliding(("plot", plot)) or self.drag.gliding(("mine", plot)):
                continue
            self.draw_plot(surface, plot, box.storage[i].center, box.slot_size, joint=1)
            if self.marked == plot:
                highlight_rect(surface, box.storage[i], "selected")
        if card and not (held is not None and held.payload == ("card",) and self.drag.dragging) \
                and not self.drag.gliding(("card",)):
            rot = held.rotation if held is not None and held.payload == ("card",) else 1
            self.draw_card(surface, card[0], card[1], self.card_home(), rot, box.slot_size, False)
            if held is not None and held.payload == ("card",):
                highlight_rect(surface, self.card_rect(), "selected")

    # highlights -----------------------------------------------------------------------

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
        me = self.active()
        grid = self.lay.farms[me].grid
        target = self.drag.hover_target()
        if grab.payload == ("card",) and target is not None:
            d = self.turn_of(grab)
            dr, dc = SquareGrid.STEPS[d]
            cell = target[2]
            foot = [c for c in (cell, (cell[0] + dr, cell[1] + dc)) if grid.contains(c)]
            self._footprint = (grid, foot, "legal" if target in self.drag.legal_targets() else "illegal")
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


def _bridge_fallback(size) -> pygame.Surface:
    img = draw_icon("bridge", max(size))
    return pygame.transform.smoothscale(img, size)
