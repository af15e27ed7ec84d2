"""La Loire's board area: the map of the Loire valley (the two cities, the villages on the two
roads, the river with its boat track; in its corners the market row, the message decks, the
goods supply and the palace buildings), the board of the player at the screen, the circus's
characters and a row for every other player.

The view holds no rule. What may be picked up, where it may go, which option a drag or a click
carries out and why a gesture is refused come from the rules' gestures
(games/la_loire/tasks.py and the node types' forms, read by the kit's `GestureHost`); the way a piece goes is the
map's own (`Board.route`). Drag the merchant or the messenger: the spaces it reaches with the
horses it moves with light up (R or the mouse wheel: one horse more or fewer; the spaces other
horse counts reach are ringed faintly, and a drop there takes that count), and its way along
the roads is drawn. Then the stop's actions: a click on the good offered beside the merchant
buys it, on a good carried sells it, on a message deck buys a message, on a message in hand
delivers it, on a character hires it, on a palace card builds it; a building piece is dragged
onto a lit village, the boat down the river. While one piece's stop is open the other piece
may already be dragged (the stop is then done).

It draws the observation of the player at the screen (`ViewKit.state`): another player's bought
messages are backs showing their level only.

`la_loire_layout` places everything (`MapGeo` says where things are on the map),
`la_loire_board` and `la_loire_panels` draw single things from explicit arguments and
`la_loire_art` draws the pictures.
"""
from __future__ import annotations

import math

import pygame

from ...engine.choice import msg
from ...engine.gestures import Gesture, Move, targets
from ...games.la_loire import buildings as LB
from ...games.la_loire import market as LM
from .. import paint
from ..gesture_host import GestureHost
from ..pen import Pen
from ..render.board import TextureCache, highlight_rect
from ..view_kit import PathAnim, ViewKit
from . import la_loire_board as B
from . import la_loire_layout as L
from . import la_loire_panels as P
from .base import GameView
from .la_loire_art import Art

G = "la_loire"
PIECES = ("merchant", "messenger")


class LaLoireView(ViewKit, GestureHost, GameView):
    """Draws the map, the market and the players; the rules' gestures are played on them."""

    #: acts made on the board, which the side panel therefore offers no button for
    drag_acts = ("move", "buy", "sell", "build", "boat", "message", "deliver", "hire", "circus")

    def __init__(self, ctx):
        super().__init__(ctx)
        art = self.shared("art", lambda: Art(ctx.sprites))
        self.init_board(art, self.shared("pen", lambda: Pen(art, ctx.fonts)))
        self.layers = self.shared("layers", lambda: TextureCache(limit=6))
        self.among: list[Move] = []          # moves one drop stood for (two ways to a space): the chooser asks
        self.ask_rows: list[tuple[pygame.Rect, Move]] = []
        self.tip_boxes: list[tuple[pygame.Rect, tuple]] = []   # (rect, what) drawn this frame, for tooltips

    # --- who and what -----------------------------------------------------------------------
    def me(self) -> int | None:
        """The player deciding now (None when nobody does)."""
        choice = self.pending()
        return choice.player if choice is not None and choice.player is not None and choice.player >= 0 else None

    def mine(self) -> int:
        """Whose board is drawn large: the player at the screen, else the one deciding or to move."""
        p = self.ctx.viewer()
        if p is None:
            p = self.me()
        if p is None:
            p = (self.state.get("turn") or {}).get("p")
        return p if isinstance(p, int) else 0

    def acting(self) -> bool:
        """The player deciding sits at the screen (their pieces may be picked up)."""
        me = self.me()
        return me is not None and me == self.ctx.viewer()

    def task(self) -> dict | None:
        """The pending task as the observation shows it (its kind and, for a stop, the piece)."""
        tasks = self.state.get("tasks") or []
        return tasks[-1] if tasks else None

    def name_of(self, node: str) -> str:
        return self.t(f"{G}.node.{node}")

    def stock_piece(self, what: str) -> str:
        """The piece a building of kind `what` takes from its builder's stock, as the data says
        (a castle: a tower added to a farm)."""
        return self.rules.pieces_taken[what][-1]

    def lifted(self):
        held = self.drag.held
        return held.payload if held is not None and self.drag.dragging else None

    def away(self, piece) -> bool:
        return self.lifted() == piece or self.drag.gliding(piece)

    @property
    def geo(self) -> L.MapGeo:
        return self.lay.map

    # --- layout -------------------------------------------------------------------------------
    def _ensure_layout(self) -> L.Layout | None:
        if self.rect.w <= 0 or self.rect.h <= 0:
            return None
        st = self.state
        mine = self.mine()
        lkey = (tuple(self.rect), st["n"], mine)
        if lkey != self._lay_key:
            river = self.rules.data["map"]["river"]
            self.lay = L.compute(self.rect, self.rules.board, river["path"], river["spaces"], st["n"], mine,
                                 len(self.rules.character_ids), tuple(self.rules.building_pieces))
            self._lay_key = lkey
        return self.lay

    def end_space(self) -> int | None:
        return (self.rules.setup_data.get("end", {}).get("boat") or {}).get(self.state["n"])

    # --- where the pieces stand ------------------------------------------------------------------
    def piece_size(self) -> int:
        return max(18, round(self.geo.r_village * 1.45))

    def standing(self) -> dict[str, list[tuple[int, str]]]:
        """Space -> the (player, piece) standing there, in seat order."""
        out: dict[str, list] = {}
        for p, pl in enumerate(self.state["players"]):
            for what in PIECES:
                out.setdefault(pl[what]["at"], []).append((p, what))
        return out

    def spot_of(self, p: int, what: str) -> tuple[int, int]:
        at = self.state["players"][p][what]["at"]
        here = self.standing().get(at, [])
        spots = self.spots(at, len(here))
        return spots[here.index((p, what))]

    def spots(self, node: str, k: int) -> list[tuple[int, int]]:
        """Where k pieces on a space stand: in a row over the side of its emblem away from its
        name (rows of three, of four in a city, whose row leans towards the map's middle)."""
        geo = self.geo
        x, y = geo.nodes[node]
        r = geo.radius(node)
        size = self.piece_size()
        inward = -geo.outward.get(node, -1)
        city = node in geo.cities
        per = 4 if city else 3
        out = []
        if city:                # beside the city, on its roads towards the map's middle
            side = 1 if x < geo.rect.centerx else -1
            for i in range(k):
                row, col = divmod(i, per)
                px = x + side * (r + size * (0.45 + col * 0.8))
                py = y + inward * (r * 0.2 + row * size * 0.8)
                out.append((round(px), round(py)))
            return out
        for i in range(k):
            row, col = divmod(i, per)
            in_row = min(per, k - row * per)
            px = x + (col - (in_row - 1) / 2) * size * 0.86
            py = y + inward * (r * 0.62 + row * size * 0.78)
            px = min(max(px, geo.rect.x + size * 0.6), geo.rect.right - size * 0.6)
            py = min(max(py, geo.rect.y + size * 0.6), geo.rect.bottom - size * 0.6)
            out.append((round(px), round(py)))
        return out

    def piece_box(self, p: int, what: str) -> pygame.Rect:
        s = self.piece_size()
        return pygame.Rect(0, 0, s, s).move_to(center=self.spot_of(p, what))

    def boat_rects(self) -> dict[int, pygame.Rect]:
        """Where each player's boat floats: beside its track space, side by side when shared."""
        size = round(self.geo.space_r * 2.4)
        out = {}
        by: dict[int, list[int]] = {}
        for p, pl in enumerate(self.state["players"]):
            by.setdefault(pl["boat"], []).append(p)
        for space, ps in by.items():
            x, y = self.geo.track[min(space, len(self.geo.track) - 1)]
            for k, p in enumerate(ps):
                dx = (k - (len(ps) - 1) / 2) * size * 0.55
                dy = size * 0.42 + k % 2 * size * 0.12
                out[p] = pygame.Rect(0, 0, size, size).move_to(center=(round(x + dx), round(y + dy)))
        return out

    def offer_rects(self) -> list[tuple[str, pygame.Rect]]:
        """The goods offered beside the merchant at its stop (clicked to buy)."""
        task = self.task()
        if self.lay is None or task is None or task.get("t") != "act" or task.get("piece") != "merchant":
            return []
        goods = [t[1] for t in targets(self.moves(), None) if t[0] == "good"]
        if not goods:
            return []
        geo = self.geo
        at = task["at"]
        x, y = geo.nodes[at]
        r = geo.radius(at)
        s = round(geo.icon() * 2.0)
        gap = round(4 * geo.u)
        total = len(goods) * s + (len(goods) - 1) * gap
        inward = -geo.outward.get(at, -1)
        reach = r + self.piece_size() * 1.2
        # beside the stop where it hides least of the map: away from the other spaces and names
        others = [p for n, p in geo.nodes.items() if n != at] + [geo.label_anchor(n)[0] for n in geo.nodes if n != at]
        best, box = None, None
        for dx, dy in ((0, inward), (1, 0), (-1, 0), (1, inward), (-1, inward), (0, -inward)):
            c = (x + dx * (reach + total / 2), y + dy * (reach + s / 2))
            cand = pygame.Rect(0, 0, total, s).move_to(center=(round(c[0]), round(c[1])))
            cand.clamp_ip(geo.rect.inflate(-8, -8))
            score = min(math.dist(cand.center, p) for p in others)
            if best is None or score > best + 4:
                best, box = score, cand
        return [(g, pygame.Rect(box.x + i * (s + gap), box.y, s, s)) for i, g in enumerate(goods)]

    def hand(self) -> list[tuple[dict, pygame.Rect]]:
        """The messages in the hand of the board drawn large, each with its card's place."""
        msgs = self.state["players"][self.mine()]["messages"]
        return list(zip(msgs, L.hand_cards(self.lay.own.hand, len(msgs), self.lay.u)))

    def hand_visible(self) -> list[tuple[dict, pygame.Rect]]:
        """Each card of the hand with the part of it not covered by the next one."""
        cards = self.hand()
        out = []
        for i, (e, r) in enumerate(cards):
            if i + 1 < len(cards) and cards[i + 1][1].x < r.right:
                r = pygame.Rect(r.x, r.y, max(4, cards[i + 1][1].x - r.x), r.h)
            out.append((e, r))
        return out

    def palace_rect(self, card: str) -> pygame.Rect | None:
        c = self.rules.palaces.get(card)
        if c is None:
            return None
        cities = self.rules.board.cities
        col = cities.index(c["city"]) if c["city"] in cities else 0
        kinds = [k for k in self.rules.palace_ids if self.rules.palaces[k]["city"] == c["city"]]
        rows = self.geo.corner.palaces[col]
        i = kinds.index(card)
        return rows[i] if i < len(rows) else None

    # --- where the gestures' pieces are (the kit's GestureHost asks) ----------------------------
    def piece_rect(self, piece) -> pygame.Rect | None:
        if self.lay is None or not isinstance(piece, tuple) or not self.acting():
            return None
        me = self.me()
        what = piece[0]
        if what in PIECES:
            return self.piece_box(me, what)
        if what == "build" and self.mine() == me:
            return self.lay.own.stock.get(piece[1])
        if what == "boat":
            return self.boat_rects().get(me)
        return None

    def piece_home(self, piece, rect: pygame.Rect, pos) -> tuple[int, int]:
        return rect.center

    def piece_turns(self, piece, turns: list) -> list:
        return turns

    def start_rotation(self, piece) -> int:
        """A piece is picked up moving with all the horses it stands on."""
        if piece[0] in PIECES and self.me() is not None:
            turns = self.turns(piece)
            h = self.state["players"][self.me()][piece[0]]["horses"]
            if h in turns:
                return turns.index(h)
        return 0

    def target_rect(self, target) -> pygame.Rect | None:
        if self.lay is None or not isinstance(target, tuple):
            return None
        what = target[0]
        if what == "node":
            return self.geo.node_rect(target[1]) if target[1] in self.geo.nodes else None
        if what == "river":
            return self.geo.space_rect(target[1]) if 0 <= target[1] < len(self.geo.track) else None
        if what == "good":
            return dict(self.offer_rects()).get(target[1])
        if what == "cargo":
            goods = self.rules.good_ids
            if target[1] not in goods or self.mine() != self.me():
                return None
            return self.lay.own.goods[goods.index(target[1])]
        if what == "palace":
            return self.palace_rect(target[1])
        if what == "deck":
            return self.geo.market.decks[target[1] - 1] if 1 <= target[1] <= 4 else None
        if what == "msg":
            if self.mine() != self.me():
                return None
            return next((r for e, r in self.hand_visible() if e["id"] == target[1]), None)
        if what == "character":
            ids = self.rules.character_ids
            return self.lay.circus.cards[ids.index(target[1])] if target[1] in ids else None
        return None

    def drop_target(self, piece, turn, pos):
        what = piece[0]
        if what in PIECES or what == "build":
            n = self.geo.node_at(pos)
            return ("node", n) if n is not None else None
        if what == "boat":
            i = self.geo.space_at(pos)
            return ("river", i) if i is not None else None
        return None

    def click_target(self, pos):
        """What a click with nothing in hand lands on."""
        for g, r in self.offer_rects():
            if r.collidepoint(pos):
                return ("good", g)
        if self.mine() == self.me():
            for g, r in zip(self.rules.good_ids, self.lay.own.goods):
                if r.collidepoint(pos):
                    return ("cargo", g)
            for e, r in self.hand_visible():
                if r.collidepoint(pos) and e["id"] is not None:
                    return ("msg", e["id"])
        for lv, r in enumerate(self.geo.market.decks, 1):
            if r.collidepoint(pos):
                return ("deck", lv)
        for c in self.rules.palace_ids:
            r = self.palace_rect(c)
            if r is not None and r.collidepoint(pos):
                return ("palace", c)
        for c, r in zip(self.rules.character_ids, self.lay.circus.cards):
            if r.collidepoint(pos):
                return ("character", c)
        task = self.task()
        if task is not None and task.get("t") == "circus":
            n = self.geo.node_at(pos)
            if n is not None:
                return ("node", n)
        return None

    # --- what lights up ---------------------------------------------------------------------------
    def mark_target(self, surface, target, style: str) -> None:
        if target[0] == "node" and target[1] in self.geo.nodes:
            B.ring(surface, self.geo.nodes[target[1]], self.geo.radius(target[1]), style, self.lay.u)
        elif target[0] == "river":
            rect = self.target_rect(target)
            if rect is not None:
                B.ring(surface, rect.center, self.geo.space_r, style, self.lay.u)
        else:
            rect = self.target_rect(target)
            if rect is not None:
                highlight_rect(surface, rect, style)

    def mark_piece(self, surface, piece, style: str) -> None:
        rect = self.piece_rect(piece)
        if rect is None:
            return
        if piece[0] in PIECES or piece[0] == "boat":
            B.ring(surface, rect.center, rect.w * 0.55, "selected" if style == "selected" else "hint", self.lay.u)
            return
        highlight_rect(surface, rect, style)

    def other_turns(self, grab) -> list[tuple[object, int]]:
        """Targets the piece in hand reaches with another horse count: (target, horses)."""
        if grab.payload[0] not in PIECES:
            return []
        mine = set(self.lit())
        out, seen = [], set()
        for turn in self.turns(grab.payload):
            if turn == self.turn_of(grab):
                continue
            for t in targets(self.moves(), grab.payload, turn):
                if t not in mine and t not in seen:
                    seen.add(t)
                    out.append((t, turn))
        return out

    def draw_guides(self, surface) -> None:
        if self.among:
            self.draw_chooser(surface)
            return
        grab = self.drag.held
        if grab is not None:
            for t, h in self.other_turns(grab):
                self.mark_target(surface, t, "hint")
                x, y = self.geo.nodes[t[1]]
                r = self.geo.radius(t[1])
                B.horse_badge(self.pen, surface, (x + r * 1.1, y - r * 0.9), h, self.lay.u)
        self.draw_marks(surface)
        if grab is None:
            node = self.geo.node_at(self.mouse) if not self.drag.glides else None
            if node is not None:                 # the space the pointer is on (its tooltip's)
                B.ring(surface, self.geo.nodes[node], self.geo.radius(node), "hover", self.lay.u)
            return
        pos = self.drag.piece_pos() if self.drag.dragging else self.mouse
        target = self.drag_target(grab, pos)
        if grab.payload[0] in PIECES:
            self.draw_horses_banner(surface, grab)
        if target is None:
            return
        if target not in self.lit():
            if not self.drag.dragging:
                self.mark_target(surface, target, "illegal")
            return
        self.mark_target(surface, target, "hover")
        if grab.payload[0] in PIECES:
            self.draw_route(surface, grab.payload[0], self.turn_of(grab), target[1])

    def route_points(self, what: str, horses: int, to: str, toward: str | None = None) -> list:
        me = self.me()
        pc = self.state["players"][me][what]
        path = self.rules.board.route(pc["at"], pc["to"], horses + 1, to, toward)
        pts = [self.spot_of(me, what)] + [self.geo.nodes[n] for n in path[1:]]
        return pts

    def draw_route(self, surface, what: str, horses, to: str) -> None:
        if type(horses) is not int:
            return
        B.route(surface, self.route_points(what, horses, to), self.colour(self.me()), self.lay.u)

    def draw_horses_banner(self, surface, grab) -> None:
        """While a piece is in hand: the horses it moves with and the spaces that makes."""
        h = self.turn_of(grab)
        if type(h) is not int:
            return
        words = self.t(f"{G}.ui.in_hand", horses=self.t(f"{G}.count.horse_{'one' if h == 1 else 'other'}", n=h),
                       spaces=self.t(f"{G}.count.space_{'one' if h + 1 == 1 else 'other'}", n=h + 1))
        if len(self.turns(grab.payload)) > 1:
            words += " · " + self.t(f"{G}.ui.turn_horses")
        u = self.lay.u
        size = max(13, round(14 * u))
        area = self.geo.rect
        w = min(area.w - 16, self.pen.fonts.size(words, size, True)[0] + size * 2)
        box = pygame.Rect(0, 0, w, round(size * 1.9))
        box.midbottom = (area.centerx, area.bottom - round(6 * u))
        surface.blit(paint.box(box.size, (30, 24, 18, 225), box.h // 2), box)
        self.pen.text(surface, words, size, (255, 240, 200), box.center, bold=True, shadow=False,
                      max_width=box.w - size)

    # --- several moves for one drop: which way ----------------------------------------------------
    def choose_among(self, gesture: Gesture, moves: list[Move]) -> None:
        self.among = list(moves)
        return None

    def draw_chooser(self, surface) -> None:
        u = self.lay.u
        size = max(13, round(15 * u))
        title = self.t(f"{G}.ui.which_way")
        answers = [(self.t(f"{G}.ui.toward", city=self.name_of(heading_of(m) or "")), m) for m in self.among]
        row_h = round(size * 2.1)
        w = max(self.pen.fonts.size(title, size, True)[0], *(self.pen.fonts.size(a, size)[0] for a, _ in answers))
        w = int(min(w + size * 3, self.rect.w * 0.6))
        h = round(size * 2.3) + len(answers) * (row_h + 6) + size // 2
        g = self.among[0].gesture
        at = self.target_rect(g.to) or self.geo.rect
        box = pygame.Rect(0, 0, w, h)
        box.midleft = (at.right + 10, at.centery)
        if box.right > self.rect.right:
            box.midright = (at.x - 10, at.centery)
        box.clamp_ip(self.rect)
        highlight_rect(surface, at, "selected")
        surface.blit(paint.box((box.w + 6, box.h + 8), (0, 0, 0, 110), 10), (box.x - 1, box.y + 2))
        surface.blit(paint.box(box.size, (36, 30, 24, 245), 10, (236, 200, 120, 255), 2), box)
        self.pen.text(surface, title, size, (255, 236, 190), (box.centerx, box.y + size * 1.0), bold=True,
                      max_width=box.w - size)
        self.ask_rows = []
        y = box.y + round(size * 2.1)
        for words, m in answers:
            r = pygame.Rect(box.x + size // 2, y, box.w - size, row_h)
            lit = r.collidepoint(self.mouse)
            surface.blit(paint.box(r.size, (112, 84, 46, 255) if lit else (70, 56, 40, 255), max(4, r.h // 4),
                                     (220, 184, 110, 255), 1), r)
            self.pen.text(surface, words, size, (250, 244, 228), r.center, bold=lit, shadow=False, max_width=r.w - size)
            self.ask_rows.append((r, m))
            y += row_h + 6

    def chooser_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.forget_selection()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for r, m in self.ask_rows:
                if r.collidepoint(event.pos):
                    self.forget_selection()
                    refusal = self.play(m)
                    if refusal:
                        self.ctx.notify(refusal)
                    return True
            self.forget_selection()
            return False
        return event.type == pygame.KEYDOWN

    def forget_selection(self) -> None:
        self.among, self.ask_rows = [], []

    def still_extra(self):
        return (len(self.among), self.mine())

    # --- the piece in hand, pieces on their way ---------------------------------------------------
    def draw_held(self, surface, grab, center, lifted: bool) -> None:
        what = grab.payload[0]
        me = self.me() if self.me() is not None else self.mine()
        rgb = self.colour(me)
        if what in PIECES:
            h = self.turn_of(grab)
            B.piece(self.pen, surface, what, rgb, center, self.piece_size(), h if type(h) is int else None, lifted)
        elif what == "build":
            kind = self.stock_piece(grab.payload[1])
            self.shadowed(surface, self.art.building(kind, rgb, round(self.geo.r_village * 1.8)), center, lifted)
        elif what == "boat":
            self.shadowed(surface, self.art.boat(rgb, round(self.geo.space_r * 2.4)), center, lifted)

    def after_move(self, move: Move, player: int) -> None:
        """A piece walks its way along the roads."""
        o = move.plan[-1] if move.plan else {}
        if o.get("act") != "move" or self.speed() <= 0 or self.lay is None:
            return
        pts = getattr(self, "_walk", None)
        if pts:
            self.anims.append(PathAnim((o["piece"], player), pts, 0.12 * len(pts) / self.speed()))
        self._walk = None

    def play(self, move: Move) -> dict | None:
        o = move.plan[-1] if move.plan else {}
        self._walk = None
        if o.get("act") == "move" and self.me() is not None and self.lay is not None:
            try:
                self._walk = self.route_points(o["piece"], o["horses"], o["to"], o.get("toward"))
            except Exception:
                self._walk = None
        return super().play(move)

    def walking(self, p: int, what: str) -> bool:
        return any(isinstance(a, PathAnim) and a.payload == (what, p) for a in self.anims)

    def draw_anims(self, surface) -> None:
        for a in self.anims:
            if isinstance(a, PathAnim):
                what, p = a.payload
                B.piece(self.pen, surface, what, self.colour(p), a.pos, self.piece_size(), None, True)

    def still_moving(self) -> bool:
        return bool(self.anims)

    # --- drawing ------------------------------------------------------------------------------------
    def still_parts(self) -> list:
        return [self.draw_map, self.draw_own, self.draw_circus, self.draw_others]

    def warm_pictures(self):
        self.map_layer()
        yield

    def draw_live(self, surface: pygame.Surface) -> None:
        self.draw_guides(surface)
        self.draw_anims(surface)
        self.drag.draw(surface)

    def map_layer(self) -> pygame.Surface:
        geo = self.geo
        lang = self.ctx.locale.lang
        end = self.end_space()
        key = ("map", tuple(geo.rect), lang, end)
        names = {n: self.name_of(n) for n in geo.nodes}
        avoid = geo.market.plates + geo.corner.plates
        return self.layers.get(key, lambda: B.map_layer(self.pen, geo, names, end, avoid))

    def draw_map(self, surface) -> None:
        geo, st, pen, u = self.geo, self.state, self.pen, self.lay.u
        surface.blit(self.map_layer(), geo.rect)
        pygame.draw.rect(surface, (92, 64, 38), geo.rect, max(2, round(3 * u)), border_radius=max(3, round(4 * u)))
        board = self.rules.board
        for v in board.villages:
            B.village_extras(pen, surface, geo, v, st["shields"][v], board.good[v])
        colours = [self.colour(p) for p in range(st["n"])]
        for v, b in st["buildings"].items():
            B.building_on(pen, surface, geo, v, b["kind"], colours[b["p"]])
        B.circus_on(pen, surface, geo, st["circus"])
        for node, n in st["horses"].items():
            B.horses_on(pen, surface, geo, node, n)
        lifted = self.lifted()
        me = self.me()
        for node, here in self.standing().items():
            spots = self.spots(node, len(here))
            for (p, what), spot in zip(here, spots):
                if (p == me and self.away((what,))) or self.walking(p, what):
                    continue
                B.piece(pen, surface, what, colours[p], spot, self.piece_size(), st["players"][p][what]["horses"])
        boat_lifted = me if lifted == ("boat",) or self.drag.gliding(("boat",)) else None
        B.boats(pen, surface, self.boat_rects(), colours, boat_lifted)
        self.draw_market(surface)
        self.draw_offer(surface)

    def draw_offer(self, surface) -> None:
        """The goods the merchant may buy where it stopped, with their price."""
        offers = self.offer_rects()
        if not offers:
            return
        u = self.lay.u
        price = self.good_price(self.task()["at"])
        for g, r in offers:
            surface.blit(paint.box((r.w + 4, r.h + 6), (0, 0, 0, 80), max(4, r.h // 5)), (r.x, r.y + 2))
            surface.blit(paint.box(r.size, (250, 242, 220, 255), max(4, r.h // 5), (120, 86, 44, 255), 2), r)
            img = self.art.good(g, round(r.w * 0.78))
            surface.blit(img, img.get_rect(center=(r.centerx, r.centery - round(r.h * 0.06))))
            if price is not None:
                B.coin_number(self.pen, surface, price, (r.right - round(3 * u), r.bottom - round(3 * u)), 19 * u)

    def good_price(self, village: str) -> int | None:
        """What a good costs the deciding player at `village`, where the merchant stopped (the
        decision's `price`: the rules' own), else None."""
        choice, task = self.pending(), self.task()
        if choice is None or task is None or task.get("at") != village:
            return None
        return choice.info.get("price")

    def draw_market(self, surface) -> None:
        geo, st, pen, u = self.geo, self.state, self.pen, self.lay.u
        R = self.rules
        m = geo.market
        circus_colour = st["shields"][st["circus"]]
        B.market(pen, surface, m, st["market"], R.prices, circus_colour, R.circus_slots["check"],
                 R.circus_slots["new"], u, self.t(f"{G}.ui.market"))
        counts = [len(st["decks"].get(str(lv), [])) for lv in (1, 2, 3, 4)]
        prices = [R.levels[lv]["price"] for lv in (1, 2, 3, 4)]
        B.decks(pen, surface, m, counts, prices, u, self.t(f"{G}.ui.messages"))
        c = geo.corner
        B.supply(pen, surface, m, R.good_ids, st["supply"], {g: R.goods[g]["sell"] for g in R.good_ids}, u,
                 self.t(f"{G}.ui.goods"))
        B.corner_titles(pen, surface, c, self.t(f"{G}.ui.palaces"), [self.name_of(x) for x in R.board.cities], u)
        owners: dict[str, list] = {}
        for p, pl in enumerate(st["players"]):
            for card in pl["palaces"]:
                owners.setdefault(card["id"], []).append(self.colour(p))
        for card in R.palace_ids:
            r = self.palace_rect(card)
            if r is not None:
                B.palace_card(pen, surface, r, self.t(f"{G}.ui.palace_kind.{R.palaces[card]['kind']}"),
                              R.palaces[card]["vp"], st["palace_supply"][card], u, owners.get(card, ()))

    def draw_own(self, surface) -> None:
        o, st, pen, u = self.lay.own, self.state, self.pen, self.lay.u
        p = self.mine()
        pl = st["players"][p]
        rgb = self.colour(p)
        P.board_panel(surface, o.rect, rgb, self.art.sprites)
        P.header(pen, surface, o.header, rgb, self.seat_name(p), pl["money"], pl["boat"], u)
        P.goods_row(pen, surface, o.goods, self.rules.good_ids, pl["goods"], u)
        lifted = self.lifted()
        shown = {what: self.stock_piece(what) for what in o.stock}
        left = {what: LB.tokens_left(self.rules, st, p, piece) for what, piece in shown.items()}
        P.stock(pen, surface, o.stock, rgb, shown, left, u, lifted[1] if lifted and lifted[0] == "build" else None)
        delivered = pl["delivered"]
        points = sum(self.rules.card_points[c] for c in delivered)
        cap, size = o.delivered, max(12, round(13 * u))
        words = self.t(f"{G}.ui.delivered", n=len(delivered), points=points)
        right = pen.text(surface, words, size, P.PAPER_TEXT, cap.midright, "midright", bold=True, shadow=False,
                         max_width=cap.w // 2)
        pen.text(surface, self.t(f"{G}.ui.hand"), size, P.PAPER_TEXT, cap.midleft, "midleft", bold=True, shadow=False,
                 max_width=right.x - cap.x - round(8 * u))
        self.draw_hand(surface, p)
        items = [(f"character:{c}", self.t(f"{G}.character.{c}"), True) for c in pl["characters"]]
        items += [(f"palace:{c['id']}", self.t(f"{G}.palace.{c['id']}"), not c.get("fresh")) for c in pl["palaces"]]
        if not items:
            pen.text(surface, self.t(f"{G}.ui.no_characters"), max(12, 12.5 * u), B.DIM,
                     o.held.midleft, "midleft", shadow=False, max_width=o.held.w)
            self.own_tags = []
        else:
            self.own_tags = P.tags(pen, surface, o.held, items, u)

    def draw_hand(self, surface, p: int) -> None:
        u = self.lay.u
        o = self.lay.own
        cards = self.hand()
        if not cards:
            self.pen.text(surface, self.t(f"{G}.ui.no_messages"), max(12, 13 * u), B.DIM, o.hand.midleft, "midleft",
                          shadow=False, max_width=o.hand.w)
            return
        tight = len(cards) > 1 and cards[1][1].x - cards[0][1].x < cards[0][1].w * 0.8
        for e, r in cards:
            level_word = self.t(f"{G}.ui.level", n=e["level"]) if not tight else str(e["level"])
            if e["id"] is None:
                P.message_card(self.pen, surface, r, e["level"], None, [], None, u, level_word)
                continue
            card = self.rules.cards[e["id"]]
            names = [self.name_of(v) for v in card["to"]]
            marks = [v in e["marks"] for v in card["to"]]
            P.message_card(self.pen, surface, r, e["level"], names, marks, self.rules.card_points[e["id"]], u,
                           level_word, mark_rgb=self.colour(p))

    def draw_circus(self, surface) -> None:
        c, st, u = self.lay.circus, self.state, self.lay.u
        P.board_panel(surface, c.rect, (120, 86, 44), self.art.sprites)
        tent = self.art.picture("tent", round(c.title.h * 1.1))
        surface.blit(tent, tent.get_rect(midleft=c.title.midleft))
        words = self.t(f"{G}.ui.circus", village=self.name_of(st["circus"]))
        self.pen.text(surface, words, max(12, 14 * u), P.PAPER_TEXT, (c.title.x + tent.get_width() + round(6 * u),
                      c.title.centery), "midleft", bold=True, shadow=False, max_width=c.title.w - tent.get_width() - 6)
        holders: dict[str, list] = {}
        for p, pl in enumerate(st["players"]):
            for ch in pl["characters"]:
                holders.setdefault(ch, []).append(self.colour(p))
        R = self.rules
        for cid, r in zip(R.character_ids, c.cards):
            ch = R.characters[cid]
            P.character_card(self.pen, surface, r, self.t(f"{G}.character.{cid}"), ch["cost"], ch["vp"],
                             st["character_supply"][cid], ch["group"] == "blue", u, holders.get(cid, ()))

    def other_items(self, p: int) -> list[tuple[str, object, str]]:
        st, u = self.state, self.lay.u
        pl = st["players"][p]
        s = round(20 * u)
        rgb = self.colour(p)
        goods = sum(pl["goods"].values())
        levels = [str(e["level"]) for e in pl["messages"]]
        buildings = sum(1 for b in st["buildings"].values() if b["p"] == p)
        return [("money", self.art.picture("coin", s), str(pl["money"])),
                ("boat", self.art.boat(rgb, s), str(pl["boat"])),
                ("goods", self.goods_strip(pl["goods"], s) or self.faded(self.art.good("wood", s)),
                 "" if goods else "0"),
                ("messages", self.art.card_back((round(s * 0.8), s)), str(len(levels))),
                ("delivered", self.art.picture("star", s), str(len(pl["delivered"]))),
                ("characters", self.art.person((110, 90, 150), s), str(len(pl["characters"]) + len(pl["palaces"]))),
                ("buildings", self.art.building("farm", rgb, s), str(buildings))]

    def faded(self, img: pygame.Surface) -> pygame.Surface:
        return self.art.cache.get(("faded", id(img)), lambda: (_faded(img), img))[0]

    def goods_strip(self, held: dict, s: int) -> pygame.Surface | None:
        """Small pictures of the goods a player carries (a number under one carried twice or more)."""
        items = [(g, k) for g, k in held.items() if k]
        if not items:
            return None
        items.sort(key=lambda gk: self.rules.good_ids.index(gk[0]))
        step = round(s * 0.8)
        out = pygame.Surface((step * (len(items) - 1) + s + 2, s + 2), pygame.SRCALPHA)
        for i, (g, k) in enumerate(items):
            out.blit(self.art.good(g, s), (i * step, 1))
            if k > 1:
                B.badge(self.pen, out, str(k), (i * step + s - 5, s - 5), 11)
        return out

    def draw_others(self, surface) -> None:
        self.other_cells = {}
        for p, rect in self.lay.others:
            self.other_cells[p] = P.other_row(self.pen, surface, rect, self.colour(p), self.seat_name(p),
                                              self.other_items(p), self.lay.u, self.art.sprites)

    # --- tooltips ------------------------------------------------------------------------------------
    def tooltip(self, pos) -> list[str] | None:
        if self.lay is None or self.drag.held is not None:
            return None
        return self.tooltip_text(self.tip_lines(pos))

    def tip_lines(self, pos) -> list:
        st, geo, R = self.state, self.geo, self.rules
        for g, r in self.offer_rects():
            if r.collidepoint(pos):
                price = self.good_price(self.task()["at"])
                return self.describe("good", g) + ([msg(f"{G}.ui.click_buy", price=price)] if price is not None else [])
        for p, pl in enumerate(st["players"]):
            for what in PIECES:
                if self.piece_box(p, what).collidepoint(pos):
                    return [msg(f"{G}.ui.piece_of", piece=f"@{G}.piece.{what}", name=self.seat_name(p),
                                horses=msg(f"{G}.count.horse_{'one' if pl[what]['horses'] == 1 else 'other'}",
                                           n=pl[what]["horses"]))] + self.node_tip(pl[what]["at"])
        for p, r in self.boat_rects().items():
            if r.collidepoint(pos):
                return [msg(f"{G}.ui.boat_of", name=self.seat_name(p), n=st["players"][p]["boat"])]
        n = geo.node_at(pos)
        if n is not None:
            return self.node_tip(n)
        i = geo.space_at(pos)
        if i is not None:
            out = [msg(f"{G}.ui.track_space", n=i)]
            if i == self.end_space():
                out.append(msg(f"{G}.ui.track_end", n=i))
            return out
        m = geo.market
        for i, r in enumerate(m.slots):
            if r.collidepoint(pos) or m.prices[i].collidepoint(pos):
                colour = st["market"][i]
                out = [msg(f"{G}.ui.tile", colour=f"@{G}.shield.{colour}", price=R.prices[i])]
                if colour == st["shields"][st["circus"]]:
                    out.append(msg(f"{G}.ui.tile_circus"))
                if i == R.circus_slots["check"]:
                    out.append(msg(f"{G}.ui.slot_check"))
                if i == R.circus_slots["new"]:
                    out.append(msg(f"{G}.ui.slot_new"))
                return out + self.describe("market", None)
        if m.title.collidepoint(pos):
            return self.describe("market", None)
        for lv, r in enumerate(m.decks, 1):
            if r.collidepoint(pos):
                info = R.levels[lv]
                return [msg(f"{G}.ui.deck", level=lv, price=info["price"], vp=info["vp"],
                            n=len(st["decks"].get(str(lv), [])))]
        for g, r in zip(R.good_ids, m.goods):
            if r.collidepoint(pos):
                return self.describe("good", g) + [msg(f"{G}.ui.supply", n=st["supply"][g])]
        for card in R.palace_ids:
            r = self.palace_rect(card)
            if r is not None and r.collidepoint(pos):
                return self.describe("palace", card) + [msg(f"{G}.ui.copies", n=st["palace_supply"][card])]
        for cid, r in zip(R.character_ids, self.lay.circus.cards):
            if r.collidepoint(pos):
                return self.describe("character", cid) + [msg(f"{G}.ui.copies", n=st["character_supply"][cid])]
        if self.lay.circus.title.collidepoint(pos):
            return self.describe("place", "merchant.circus")
        o = self.lay.own
        if o.rect.collidepoint(pos):
            return self.own_tip(pos)
        for p, rect in self.lay.others:
            if rect.collidepoint(pos):
                for cell, what in getattr(self, "other_cells", {}).get(p, []):
                    if cell.collidepoint(pos):
                        return [self.seat_name(p), self.sum_line(p, what)]
                return [self.seat_name(p)]
        return []

    def sum_line(self, p: int, what: str):
        pl = self.state["players"][p]
        if what == "money":
            return msg(f"{G}.ui.sum.money", n=pl["money"])
        if what == "boat":
            return msg(f"{G}.ui.sum.boat", n=pl["boat"])
        if what == "goods":
            items = [msg(f"{G}.fmt.goods", n=k, good=f"@{G}.good.{g}") for g, k in sorted(pl["goods"].items()) if k]
            return msg(f"{G}.ui.sum.goods", goods=items) if items else msg(f"{G}.ui.sum.no_goods")
        if what == "messages":
            return msg(f"{G}.ui.sum.messages", n=len(pl["messages"]), levels=[e["level"] for e in pl["messages"]]) \
                if pl["messages"] else msg(f"{G}.ui.sum.no_messages")
        if what == "delivered":
            return msg(f"{G}.ui.sum.delivered", n=len(pl["delivered"]),
                       points=sum(self.rules.card_points[c] for c in pl["delivered"]))
        if what == "characters":
            names = [f"@{G}.character.{c}" for c in pl["characters"]]
            names += [f"@{G}.palace.{c['id']}" for c in pl["palaces"]]
            return msg(f"{G}.ui.sum.characters", names=names) if names else msg(f"{G}.ui.sum.no_characters")
        n = sum(1 for b in self.state["buildings"].values() if b["p"] == p)
        return msg(f"{G}.ui.sum.buildings", n=n)

    def node_tip(self, n: str) -> list:
        st, R = self.state, self.rules
        out = self.describe("village", n)
        if n in R.board.villages:
            colour = st["shields"][n]
            out.append(msg(f"{G}.ui.shield_price", colour=f"@{G}.shield.{colour}", price=LM.price(R, st, n)))
            b = st["buildings"].get(n)
            if b is not None:
                out.append(msg(f"{G}.ui.building_of", building=f"@{G}.building.{b['kind']}",
                               name=self.seat_name(b["p"])))
            if st["circus"] == n:
                out.append(msg(f"{G}.ui.circus_here"))
        if st["horses"].get(n):
            out.append(msg(f"{G}.ui.horses_here", n=st["horses"][n]))
        return out

    def own_tip(self, pos) -> list:
        o, st, R = self.lay.own, self.state, self.rules
        p = self.mine()
        pl = st["players"][p]
        for g, r in zip(R.good_ids, o.goods):
            if r.collidepoint(pos):
                out = self.describe("good", g) + [msg(f"{G}.ui.carried", n=pl["goods"].get(g, 0))]
                if ("cargo", g) in self.click_targets():
                    out.append(msg(f"{G}.ui.click_sell"))
                return out
        for what, r in o.stock.items():
            if r.collidepoint(pos):
                return self.describe("building", what) + [msg(f"{G}.ui.pieces_left",
                                                              n=LB.tokens_left(R, st, p, self.stock_piece(what)))]
        for e, r in self.hand_visible():
            if r.collidepoint(pos):
                if e["id"] is None:
                    return [msg(f"{G}.ui.secret", level=e["level"])]
                out = self.describe("message", e["id"])
                if e["marks"]:
                    out.append(msg(f"{G}.ui.marked", villages=[f"@{G}.node.{v}" for v in e["marks"]]))
                return out
        for r, key in getattr(self, "own_tags", []):
            if r.collidepoint(pos):
                kind, _, k = key.partition(":")
                out = self.describe(kind, k)
                if kind == "palace" and any(c["id"] == k and c.get("fresh") for c in pl["palaces"]):
                    out.append(msg(f"{G}.ui.fresh"))
                return out
        if o.header.collidepoint(pos):
            return [self.seat_name(p), self.sum_line(p, "money"), self.sum_line(p, "boat")]
        if o.delivered.collidepoint(pos):
            return [self.sum_line(p, "delivered")]
        return [self.seat_name(p)]

    # --- input ------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.takes_input(event):
            return False
        if self.among and self.chooser_event(event):
            return True
        return self.gesture_event(event)

    def state_changed(self) -> None:
        super().state_changed()
        self.among, self.ask_rows = [], []


def heading_of(move: Move) -> str | None:
    """The heading a move asks for (when the same space is reached two ways)."""
    o = move.plan[-1] if move.plan else {}
    return o.get("toward") if o.get("act") == "move" else None


def _faded(img: pygame.Surface) -> pygame.Surface:
    out = img.copy()
    out.set_alpha(70)
    return out


VIEW = LaLoireView
