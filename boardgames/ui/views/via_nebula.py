"""Via Nebula's board area: the valley of hexes, the guild board of the player to move with
that player's private contracts, the contract display, the supply and the other guilds.

The view never decides a rule: what may be picked up, where it may go, which option a
drop carries out and why a drop is refused all come from the rules' gestures
(`match.gestures()`, read by the kit's `GestureHost`); transport routes come from
`rules.transport_path`. It draws the viewer's observation (`ViewKit.state`): other
players' private contracts and the neutral deck are backs there.

Every decision is a gesture on a component (drag, or click-click): a craftsman onto an
exploitation token, a building site onto a ruin, a meadow tile onto fog or a petrified
forest, a building or a contract card onto one of your sites, a resource from an
exploitation to one of your sites (its route is drawn), and for the swap power a resource
from your site onto the supply. A building dropped on a site that fits several contracts
asks which: the player clicks one of the lit cards.

This class holds what depends on the position and the pointer: where the gestures' pieces
and targets are, what lights up, what is drawn where, tooltips and animations.
`via_nebula_layout` places everything (and the `Valley` says where things are on the hexes),
`via_nebula_board` and `via_nebula_panels` draw single things from explicit arguments, and
`via_nebula_art` supplies the pictures.
"""
from __future__ import annotations

from functools import partial

import pygame

from ...engine.choice import msg
from ...engine.gestures import Gesture, Move
from ..gesture_host import GestureHost
from ..pen import Pen
from ..render.board import TextureCache, highlight_polygon, highlight_rect
from ..render.hex import HexGridRenderer
from ..motion import BOARD, Anchor
from ..view_kit import PathAnim, ViewKit
from . import via_nebula_board as B
from . import via_nebula_layout as L
from . import via_nebula_panels as P
from .base import GameView
from .via_nebula_art import Art
from .via_nebula_layout import cell_of, key

G = "via_nebula"
# The rules' pieces (games/via_nebula/actions.py): ("craftsman",), ("site",), ("tile",),
# ("building",), ("contract", cid), ("res", k), ("swap", k, slot, res); targets ("cell", k),
# ("site", k, slot), ("supply", res).
GUILD = ("craftsman", "site", "tile", "building")       # pieces on the guild board
ONTO_HEX = ("craftsman", "site", "tile")                # pieces dropped onto a whole hex


def _res_list(rtypes, counts: dict) -> list[dict]:
    return [msg(f"{G}.ui.amount", resource=f"@{G}.resource.{r}", n=counts[r]) for r in rtypes if counts.get(r)]


class ViaNebulaView(ViewKit, GestureHost, GameView):
    """Draws the valley, the guilds and the contracts; the rules' gestures are played on them."""

    drag_acts = ("craftsman", "site", "explore", "transport", "erect", "swap")

    def __init__(self, ctx):
        super().__init__(ctx)
        art = self.shared("art", lambda: Art(ctx.sprites))
        self.init_board(art, self.shared("pen", lambda: Pen(art, ctx.fonts)))
        self._renderers: dict = {}
        self.layers = self.shared("layers", lambda: TextureCache(limit=8))   # the still valley, per board and size
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

    def valley(self) -> L.Valley:
        """Where things are on the hexes of the position shown."""
        return L.Valley(self.renderer(), self.orientation_flat(), self.state["board"])

    def space(self, k: str) -> dict:
        return self.state["board"][k]

    def colours(self) -> list:
        return [self.colour(p) for p in range(len(self.state["seats"]))]

    def lifted(self):
        """The piece being dragged: drawn in hand, so left out where it came from."""
        held = self.drag.held
        return held.payload if held is not None and self.drag.dragging else None

    def stack_top(self, p: int) -> int | None:
        """The stack the next meadow tile comes from (the leftmost that is not empty)."""
        for i, n in enumerate(self.state["players"][p]["stacks"]):
            if n > 0:
                return i
        return None

    def hand_rects(self) -> list[tuple[str, pygame.Rect]]:
        """(contract, rect) of the cards in the hand of the player deciding now."""
        p = self.me()
        if p is None or self.lay is None or p != self.guild_player():
            return []
        return [(c, r) for c, r in zip(self.state["players"][p]["private"], self.lay.guild.hand) if c is not None]

    def display_rects(self) -> list[tuple[str, pygame.Rect]]:
        return [(c, r) for c, r in zip(self.state["display"], self.lay.market.display) if c]

    # --- layout and the hexes ---------------------------------------------------------------
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

    def cell_at(self, pos) -> str | None:
        """The state key of the hex under `pos`, or None."""
        return self.valley().cell_at(pos) if self.lay is not None else None

    def hex_center(self, k: str) -> tuple[int, int]:
        return self.renderer().cell_center(cell_of(k))

    @property
    def radius(self) -> float:
        return self.renderer().radius

    def slot_center(self, k: str, slot: int) -> tuple[float, float]:
        return self.valley().slot_center(k, slot)

    def site_spots(self, k: str, slot: int, res: dict, R: float) -> list[tuple[str, int, tuple, int]]:
        return self.valley().site_spots(k, slot, res, R, self.rules.rtypes)

    # --- where the gestures' pieces are (the kit's GestureHost asks) ----------------------------
    def piece_rect(self, piece) -> pygame.Rect | None:
        if self.lay is None or self.me() is None:
            return None
        what = piece[0]
        if what in GUILD:
            return self.guild_rect(what)
        if what == "contract":
            return dict(self.hand_rects() + self.display_rects()).get(piece[1])
        if what == "res":
            side = round(self.radius * 1.2)          # inside the hex whichever way it points
            return pygame.Rect(0, 0, side, side).move_to(center=self.hex_center(piece[1]))
        if what == "swap":
            _, k, slot, res = piece
            site = self.space(k)["slots"][slot]
            for r, _, (x, y), size in self.site_spots(k, slot, site["res"], self.radius):
                if r == res:
                    return pygame.Rect(0, 0, size, size).move_to(center=(round(x), round(y)))
        return None

    def guild_rect(self, what: str) -> pygame.Rect:
        """The box a piece of the guild board is picked up from; a meadow tile comes from the
        leftmost stack that is not empty, or from the general supply (as a power may say)."""
        g = self.lay.guild
        if what == "tile":
            power = (self.pending().info or {}).get("power") or {}
            top = self.stack_top(self.me())
            return self.lay.market.tiles if top is None or power.get("tile") == "supply" else g.stacks[top]
        return {"craftsman": g.craftsmen, "site": g.sites, "building": g.buildings}[what]

    def piece_home(self, piece, rect: pygame.Rect, pos) -> tuple[int, int]:
        """A piece of the guild board is taken where it was grabbed (and glides back there)."""
        return pos if piece[0] in GUILD else rect.center

    # --- where their targets are ------------------------------------------------------------------
    def target_at(self, piece, turn, pos):
        if piece is None or self.lay is None:
            return None                             # Via Nebula has no plain clicks on the board
        if piece[0] == "swap":
            for r, rect in zip(self.rules.rtypes, self.lay.market.supply):
                if rect.collidepoint(pos):
                    return ("supply", r)
            return None
        k = self.cell_at(pos)
        if k is None:
            return None
        return ("cell", k) if piece[0] in ONTO_HEX else ("site", k, self.site_slot(k, pos))

    def site_slot(self, k: str, pos) -> int:
        """The half of ruin `k` meant by a drop at `pos`: the player's only site there, else the half under it."""
        sp = self.space(k)
        if sp["kind"] != "ruin":
            return 0
        mine = [i for i, s in enumerate(sp["slots"]) if s and s["p"] == self.me() and not s["building"]]
        return mine[0] if len(mine) == 1 else self.valley().half_at(k, pos)

    def target_rect(self, target) -> pygame.Rect | None:
        if self.lay is None:
            return None
        if target[0] == "supply":
            return self.lay.market.supply[self.rules.rtypes.index(target[1])]
        if target[0] == "site" and self.space(target[1])["kind"] == "ruin":
            return self.valley().slot_rect(target[1], target[2])
        return self.renderer().cell_rect(cell_of(target[1]))

    def drop_point(self, piece, turn, target) -> tuple[int, int] | None:
        if target[0] == "site":
            x, y = self.slot_center(target[1], target[2])
            return (round(x), round(y))
        rect = self.target_rect(target)
        return rect.center if rect is not None else None

    # --- what lights up ---------------------------------------------------------------------------
    def outline_slot(self, surface, k: str, slot: int, style: str) -> None:
        highlight_polygon(surface, self.valley().slot_polygon(k, slot), style, self.renderer().cell_size)

    def mark_target(self, surface, target, style: str) -> None:
        if target[0] == "cell":
            self.renderer().highlight(surface, [cell_of(target[1])], style)
        elif target[0] == "site":
            _, k, slot = target
            if self.space(k)["kind"] == "ruin":
                self.outline_slot(surface, k, slot, style)
            else:
                self.renderer().highlight(surface, [cell_of(k)], style)
        elif target[0] == "supply":
            highlight_rect(surface, self.target_rect(target), style)

    def mark_piece(self, surface, piece, style: str) -> None:
        """A resource on an exploitation marks its hex; one on a site marks the site (once for
        all its resources); the rest their box."""
        what = piece[0]
        if what == "res":
            self.renderer().highlight(surface, [cell_of(piece[1])], style)
        elif what == "swap":
            first = next(p for p in self.movable() + [piece] if p[0] == "swap" and p[1:3] == piece[1:3])
            if style != "hint" or first == piece:
                self.outline_slot(surface, piece[1], piece[2], style)
        else:
            rect = self.piece_rect(piece)
            if rect is not None:
                highlight_rect(surface, rect, style)

    def draw_guides(self, surface) -> None:
        """The kit's marks; on top the hex under the mouse, the legal target under the piece in
        hand (or an illegal one) and, for a carried resource, its route."""
        grab = self.drag.held
        if grab is None and self.picking is not None:
            self.draw_picking(surface)
            return
        self.draw_marks(surface)
        if grab is None:
            k = self.cell_at(self.mouse)
            if k is not None and not self.drag.glides:
                self.renderer().highlight(surface, [cell_of(k)], "hover")
            return
        pos = self.drag.piece_pos() if self.drag.dragging else self.mouse
        target = self.drag_target(grab, pos)
        if target is None:
            return
        if target not in self.lit():
            if not self.drag.dragging:          # `draw_marks` marks it while dragging
                self.mark_target(surface, target, "illegal")
            return
        self.mark_target(surface, target, "hover")
        if grab.payload[0] == "res":
            path = self.rules.transport_path(self.state, cell_of(grab.payload[1]), cell_of(target[1]))
            if path:
                self.renderer().draw_path(surface, [tuple(c) for c in path])

    def draw_picking(self, surface) -> None:
        """The site waiting for a contract, the cards that fit it, and a banner saying so."""
        _, k, slot = self.picking
        self.outline_slot(surface, k, slot, "selected")
        for _, rect in self.pick_cards():
            highlight_rect(surface, rect, "legal")
        B.banner(self.pen, surface, self.renderer().bounds(), self.t(f"{G}.ui.pick_contract"), self.radius)

    # --- the piece in hand, pieces on their way -----------------------------------------------------
    def draw_held(self, surface, grab, center, lifted: bool) -> None:
        what = grab.payload[0]
        R = self.radius
        me = self.me() if self.me() is not None else self.guild_player()
        rgb = self.colour(me)
        art = self.art
        if what == "craftsman":
            self.shadowed(surface, art.piece("craftsman", rgb, round(R * 1.05)), center, lifted)
        elif what == "site":
            half = self.state["players"][me]["site"] == "half"
            self.shadowed(surface, B.site_piece(art, rgb, half, 0, R * 0.9, self.orientation_flat()), center, lifted)
        elif what == "building":
            self.shadowed(surface, art.piece("building", rgb, round(R * 1.15)), center, lifted)
        elif what == "tile":
            self.shadowed(surface, art.meadow_tile(round(2 * R / 0.96), self.orientation_flat()), center, lifted)
        elif what == "res":
            self.shadowed(surface, art.resource(self.space(grab.payload[1])["res"], round(R * 0.85)), center, lifted)
        elif what == "swap":
            self.shadowed(surface, art.resource(grab.payload[3], round(R * 0.85)), center, lifted)
        elif what == "contract":
            w = self.lay.market.display[0].w
            rect = self.lay.market.display[0].copy()
            rect.size = (round(w * 0.85), round(rect.h * 0.85))
            rect.center = (round(center[0]), round(center[1]))
            self.draw_contract(surface, grab.payload[1], rect, lifted)

    def draw_anims(self, surface) -> None:
        for a in self.anims:
            if a.payload[0] == "carry":
                self.shadowed(surface, self.art.resource(a.payload[1], round(self.radius * 0.8)), a.pos, True)

    def animate_path(self, payload, cells: list, per_step: float = 0.14) -> None:
        speed = self.speed()
        if speed <= 0 or len(cells) < 2:
            return
        points = [self.hex_center(key(c)) for c in cells]
        self.anims.append(PathAnim(payload, points, per_step * (len(cells) - 1) / speed))

    # --- drawing: what goes where --------------------------------------------------------------------
    def still_parts(self) -> list:
        """The valley, the market, the other guilds and the guild board (the kit keeps them)."""
        pen = self.pen
        return [partial(self.draw_valley, pen=pen), partial(self.draw_market, pen=pen), self.draw_others,
                partial(self.draw_guild, pen=pen)]

    def warm_pictures(self):
        """The valley's still layer, in steps: the board's shadow and hex masks, each
        terrain's texture, the layer itself."""
        valley = self.valley()
        B.warm_layer(self.layers, valley, self.state["mode"])
        yield
        for _ in B.warm_terrains(self.art, valley):
            yield
        B.map_layer(self.layers, self.art, valley, self.state["mode"])
        yield

    def draw_others(self, surface) -> None:
        for p, rect in self.lay.others:
            self.draw_summary(surface, self.pen, p, rect)

    def draw_live(self, surface: pygame.Surface) -> None:
        self.draw_guides(surface)
        self.draw_anims(surface)
        self.drag.draw(surface)

    def draw_valley(self, surface, pen: Pen) -> None:
        """The still layer, then tokens, exploitations (less a resource in hand) and ruins."""
        valley = self.valley()
        layer, pos = B.map_layer(self.layers, self.art, valley, self.state["mode"])
        surface.blit(layer, pos)
        R = valley.radius
        lifted = self.lifted()
        colours = self.colours()
        for k, sp in valley.board.items():
            kind = sp["kind"]
            if kind == "token":
                B.draw_token(pen, surface, self.rules.token(sp["token"]), valley.center(k), R)
            elif kind == "exploitation":
                owner = colours[sp["owner"]] if sp["owner"] is not None else None
                B.draw_exploitation(pen, surface, valley.center(k), sp, R, owner, 1 if lifted == ("res", k) else 0)
            elif kind == "ruin":
                B.draw_ruin(pen, surface, valley, k, colours, self.rules.rtypes)

    def draw_contract(self, surface, cid: str, rect: pygame.Rect, lifted: bool = False) -> None:
        """Contract `cid` face up: every face drawn goes through here (the tests watch it)."""
        c = self.rules.contract(cid)
        title = self.t(f"{G}.contract_name.{c['name']}") if c.get("name") else cid
        P.draw_contract(self.pen, surface, c, title, P.power_short(self.t, c.get("power")), rect, lifted)

    def draw_card_back(self, surface, rect: pygame.Rect, n: int | None = None) -> None:
        P.card_back(self.pen, surface, rect, n)

    def card_in_hand(self, cid: str) -> bool:
        """Contract `cid` is dragged or gliding back: not drawn where it lies."""
        return self.lifted() == ("contract", cid) or self.drag.gliding(("contract", cid))

    def draw_market(self, surface, pen: Pen) -> None:
        m = self.lay.market
        st = self.state
        self.text(surface, self.t(f"{G}.ui.display"), m.label.h * 0.72, P.LIGHT, m.label.midleft, "midleft",
                  bold=True, max_width=m.label.w)
        for cid, rect in zip(st["display"], m.display):
            if cid is None:
                P.empty_slot(surface, rect)
            elif not self.card_in_hand(cid):
                self.draw_contract(surface, cid, rect)
        if st["deck"]:
            self.draw_card_back(surface, m.deck, len(st["deck"]))
        else:
            P.empty_slot(surface, m.deck)
        holder = st.get("end_card")
        P.draw_end_card(pen, surface, m.end_card, self.rules.end_card["vp"],
                        self.colour(holder) if holder is not None else None, self.seat_name(holder))
        P.draw_tile_pile(pen, surface, m.tiles, st["tiles"])
        P.draw_supply(pen, surface, m.supply, self.rules.rtypes, st["supply"])

    def draw_guild(self, surface, pen: Pen) -> None:
        """The guild board of the player to move, less the piece in hand, and their hand."""
        g = self.lay.guild
        st = self.state
        p = self.guild_player()
        pl = st["players"][p]
        rgb = self.colour(p)
        P.board_panel(surface, g.rect, rgb, self.art.sprites)
        guild = self.t(f"{G}.guild.{pl['guild']}", players=self.guild_players(pl["guild"]))
        P.draw_guild_header(pen, surface, g, rgb, self.seat_name(p), guild, st.get("end_card") == p)
        ap = max(0, int((st.get("turn") or {}).get("ap") or 0))
        words = self.t(f"{G}.ui.actions")
        if st.get("final_by") is not None:
            words = self.t(f"{G}.ui.final_turn") + " · " + words
        P.draw_action_points(pen, surface, g.ap, g.header.h, ap, max(self.rules.cfg["action_points"], ap), words)
        for name, box in g.boxes.items():
            P.printed_box(pen, surface, box, self.t(f"{G}.ui.box.{name}"), g.caption)
        hold = self.lifted()
        P.draw_stacks(pen, surface, pl["stacks"], g.stacks, self.stack_top(p), hold == ("tile",))
        u, art = g.unit, self.art
        P.counted(pen, surface, art.piece("craftsman", rgb, round(u * 0.8)), pl["craftsmen"] - (hold == ("craftsman",)),
                  g.craftsmen)
        site = art.piece("site_half" if pl["site"] == "half" else "site_full", rgb, round(u * 0.9))
        P.counted(pen, surface, site, pl["sites"] - (hold == ("site",)), g.sites)
        left = self.rules.cfg["buildings_each"] - pl["buildings"]
        P.counted(pen, surface, art.piece("building", rgb, round(u * 0.8)), left - (hold == ("building",)), g.buildings)
        P.draw_storage(pen, surface, pl["storage"], self.rules.rtypes, g.storage, u)
        P.draw_kept(pen, surface, len(pl["tokens"]), sum(self.rules.token(t)["vp"] for t in pl["tokens"]), g.tokens, u)
        self.draw_hand(surface, p)

    def guild_players(self, guild: str) -> list[int]:
        return sorted(n for n, pc in self.rules.cfg["by_players"].items() if pc["guild_side"] == guild)

    def draw_hand(self, surface, p: int) -> None:
        """Player p's private contracts, face up, only while p is the one deciding; a card the
        viewer may not see (`None` in the observation) shows its back."""
        g = self.lay.guild
        if self.me() != p:
            for rect in g.hand:
                P.empty_slot(surface, rect, P.PAPER_TEXT)
            return
        private = self.state["players"][p]["private"]
        for i, rect in enumerate(g.hand):
            if i >= len(private):
                P.empty_slot(surface, rect, P.PAPER_TEXT)
            elif private[i] is None:
                self.draw_card_back(surface, rect)
            elif not self.card_in_hand(private[i]):
                self.draw_contract(surface, private[i], rect)

    def summary_items(self, p: int) -> list[tuple[str, str, int]]:
        """(what, picture, count) shown for another player's guild."""
        pl = self.state["players"][p]
        return [("craftsmen", "craftsman", pl["craftsmen"]),
                ("sites", "site_half" if pl["site"] == "half" else "site_full", pl["sites"]),
                ("buildings", "building", pl["buildings"]),
                ("tiles", "meadow_tile", sum(pl["stacks"])),
                ("explorers", "explorer", self.rules.explorers(self.state, p)),
                ("tokens", "token", len(pl["tokens"])),
                ("storage", "storage", sum(pl["storage"].values())),
                ("private", "card_back", len(pl["private"]))]

    def draw_summary(self, surface, pen: Pen, p: int, rect: pygame.Rect) -> None:
        items = self.summary_items(p)
        cells = dict(L.summary_cells(rect, [what for what, _, _ in items]))
        P.draw_summary(pen, surface, rect, self.colour(p), self.seat_name(p), self.state.get("end_card") == p,
                       items, cells)

    # --- where things are, for the game screen's motion (ui/motion.py) ---------------------------------
    def anchors(self) -> dict:
        """Each thing drawn for the viewer, by a key that stays with it: the guild shown large
        and the other guilds (boards), craftsmen, resources, sites, buildings, tokens and laid
        meadow tiles on the hexes, the contracts face up, and the pieces left in the guild's
        boxes (one key per piece, so one leaving pairs with where it arrives)."""
        lay = self._ensure_layout()
        if lay is None:
            return {}
        st, valley = self.state, self.valley()
        R = valley.radius
        out: dict = {}

        def box(centre, size) -> pygame.Rect:
            return pygame.Rect(0, 0, round(size), round(size)).move_to(center=(round(centre[0]), round(centre[1])))

        for k, sp in valley.board.items():
            cx, cy = valley.center(k)
            kind = sp["kind"]
            if kind == "token":
                out[("token", k)] = Anchor(box((cx, cy), R * 1.45), "token")
            elif kind == "exploitation":
                if sp["owner"] is not None:
                    out[("craftsman", k)] = Anchor(box((cx + R * 0.3, cy + R * 0.36), R * 0.95), ("craftsman", sp["owner"]))
                for i in range(sp["n"]):
                    j = min(i, 2)
                    out[("res", k, i)] = Anchor(box((cx - R * 0.22 + j * R * 0.1, cy - R * 0.08 - j * R * 0.13), R * 0.85),
                                                ("res", sp["res"]))
            elif kind == "ruin":
                half = len(sp["slots"]) == 2
                for i, s in enumerate(sp["slots"]):
                    if s is None:
                        continue
                    if s["building"]:
                        out[("building", k, i)] = Anchor(box(valley.slot_center(k, i), R * (1.1 if half else 1.4)),
                                                         ("building", s["p"]))
                        continue
                    out[("site", k, i)] = Anchor(valley.slot_rect(k, i), ("site", s["p"]))
                    for r, n, c, size in valley.site_spots(k, i, s["res"], R, self.rules.rtypes):
                        for j in range(n):
                            out[("res", k, i, r, j)] = Anchor(box(c, size * 1.2), ("res", r))
            elif kind == "meadow" and sp.get("tile"):
                out[("tile", k)] = Anchor(self.renderer().cell_rect(cell_of(k)), "tile")      # from a stack
        for cid, rect in self.display_rects() + self.hand_rects():
            out[("contract", cid)] = Anchor(rect, solid=True)
        p = self.guild_player()
        g, pl = lay.guild, st["players"][p]
        board = ("board", p)
        out[board] = Anchor(g.rect, BOARD)
        for q, rect in lay.others:
            out[("board", q)] = Anchor(rect, BOARD)
        u = g.unit
        left = self.rules.cfg["buildings_each"] - pl["buildings"]
        for what, n, rect in (("craftsman", pl["craftsmen"], g.craftsmen), ("site", pl["sites"], g.sites),
                              ("building", left, g.buildings)):
            for i in range(max(0, n)):
                out[(what, p, "box", i)] = Anchor(box((rect.centerx - u * 0.4, rect.centery), u), (what, p), board=board)
        for s, (n, rect) in enumerate(zip(pl["stacks"], g.stacks)):
            for i in range(n):
                out[("tile", p, s, i)] = Anchor(box(rect.center, min(rect.w, rect.h)), "tile", board=board)
        for i in range(len(pl["tokens"])):
            out[("kept", p, i)] = Anchor(box(g.tokens.center, u), "token", board=board)
        return out

    # --- tooltips: what the component under the mouse is and does -----------------------------------
    # Lines come from `rules.describe(kind, key)` plus the few facts only the position knows;
    # private contracts are described only where drawn, in the hand of the player deciding now.
    def tooltip(self, pos) -> list[str] | None:
        if self.lay is None or self.drag.held is not None:
            return None
        return self.tooltip_text(self.tip_lines(pos))

    def tip_lines(self, pos) -> list:
        k = self.cell_at(pos)
        if k is not None:
            return self.hex_tip(k)
        for cid, rect in self.hand_rects() + self.display_rects():
            if rect.collidepoint(pos):
                return self.describe("contract", cid)
        m = self.lay.market
        st = self.state
        if m.deck.collidepoint(pos):
            return self.describe("deck", len(st["deck"]))
        if m.end_card.collidepoint(pos):
            out = self.describe("end_card", None)
            if st.get("end_card") is not None:
                out.append(msg(f"{G}.ui.end_card_taken", name=self.seat_name(st["end_card"])))
            return out
        if m.tiles.collidepoint(pos):
            return self.describe("tiles", st["tiles"])
        for r, rect in zip(self.rules.rtypes, m.supply):
            if rect.collidepoint(pos):
                return self.describe("resource", r) + [msg(f"{G}.ui.in_supply", n=st["supply"][r])]
        if m.display and m.label.collidepoint(pos):
            return self.describe("display", sum(1 for c in st["display"] if c))
        for p, rect in self.lay.others:
            if rect.collidepoint(pos):
                return self.summary_tip(p, pos, rect)
        if self.lay.guild.rect.collidepoint(pos):
            return self.guild_tip(pos)
        return []

    def hex_tip(self, k: str) -> list:
        sp = self.space(k)
        kind = sp["kind"]
        if kind == "token":
            return self.describe("space", "token") + self.describe("token", sp["token"])
        if kind == "exploitation":
            out = self.describe("space", "exploitation")
            out.append(msg(f"{G}.ui.waiting", n=sp["n"], resource=f"@{G}.resource.{sp['res']}"))
            if sp["owner"] is not None:
                out.append(msg(f"{G}.ui.craftsman_of", name=self.seat_name(sp["owner"])))
            else:
                out.append(msg(f"{G}.tip.neutral"))
            return out
        if kind == "meadow" and sp.get("tile"):
            return self.describe("space", "meadow") + [msg(f"{G}.ui.laid_tile")]
        out = self.describe("space", kind)
        if kind == "ruin":
            for s in sp["slots"]:
                if s is None:
                    continue
                name = self.seat_name(s["p"])
                if s["building"]:
                    out.append(msg(f"{G}.ui.building_of", name=name, contract=self.rules.contract_label(s["contract"])))
                elif s["res"]:
                    out.append(msg(f"{G}.ui.site_of", name=name, resources=_res_list(self.rules.rtypes, s["res"])))
                else:
                    out.append(msg(f"{G}.ui.empty_site_of", name=name))
        return out

    def guild_tip(self, pos) -> list:
        g = self.lay.guild
        p = self.guild_player()
        pl = self.state["players"][p]
        if g.header.collidepoint(pos):
            if g.ap.collidepoint(pos):
                return [msg(f"{G}.ui.ap_left", n=(self.state.get("turn") or {}).get("ap", 0))]
            return [self.seat_name(p)] + self.describe("guild", pl["guild"])
        for i, rect in enumerate(g.stacks):
            if rect.collidepoint(pos):
                return [msg(f"{G}.ui.stack", n=pl["stacks"][i])] + self.describe("explorer", None)
        for rect, action, hint in ((g.craftsmen, "craftsman", "drag_craftsman"), (g.sites, "site", "drag_site"),
                                   (g.buildings, "erect", "drag_building")):
            if rect.collidepoint(pos):
                return self.describe("action", action) + [msg(f"{G}.ui.{hint}")]
        if g.storage.collidepoint(pos):
            return self.describe("storage", None)
        if g.tokens.collidepoint(pos):
            out = [msg(f"{G}.ui.tokens_kept", n=len(pl["tokens"]),
                       vp=sum(self.rules.token(t)["vp"] for t in pl["tokens"]))]
            return out + [msg(f"{G}.ui.done", n=len(pl["done"]))]
        if g.hand_area.collidepoint(pos):
            return [msg(f"{G}.ui.hand")]
        return []

    def summary_tip(self, p: int, pos, rect) -> list:
        items = self.summary_items(p)
        for what, cell in L.summary_cells(rect, [w for w, _, _ in items]):
            if cell.collidepoint(pos):
                n = dict((w, c) for w, _, c in items)[what]
                return [self.seat_name(p), msg(f"{G}.ui.sum.{what}", n=n)]
        return [self.seat_name(p)] + self.describe("guild", self.state["players"][p]["guild"])

    # --- input -----------------------------------------------------------------------------------
    def forget_selection(self) -> None:
        self.picking, self.alternatives = None, []

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


VIEW = ViaNebulaView
