"""Urubamba Valley's board area: the stepped terrace over the river with the harvest track
beside it, the markets (seeds, vines, technology cubes, talents), the deciding player's board
and a card for every other player.

The view holds no rule. What may be picked up, where it may go, which option a drag or a
click carries out and why a gesture is refused come from the rules' gestures
(games/urubamba_valley/gestures.py, read by the kit's `GestureHost`); the points a seed
would earn on a cell come from `rules.plant_preview`, the prices from `rules.prices`. When
one gesture stands for several moves (who helps pay a seal, which harvest worker gains,
which seed makes room...), a small chooser asks, one question at a time.

Money is secret: the board is drawn from the viewer's observation (`ViewKit.state`), so
only the deciding player's own coins exist to be drawn, on their own screen; every other
screen is drawn closed. Any player may look at their own screen (P, or the eye on the
screen): `scenes/peek.py` covers the table for them and back.

`urubamba_valley_layout` places everything, `urubamba_valley_board` and
`urubamba_valley_panels` draw single things from explicit arguments,
`urubamba_valley_art` draws the pictures and `urubamba_valley_tips` words the tooltips.
"""
from __future__ import annotations

import pygame

from ...engine.gestures import Gesture, Move, targets
from ...games.urubamba_valley import talents as UT
from ...games.urubamba_valley.terrace import ISOLATED, LLAMA, SEED, WORKER
from ..gesture_host import GestureHost
from ..motion import BOARD, Anchor
from ..pen import Pen
from ..render.board import TextureCache, highlight_rect
from ..scenes import peek
from ..view_kit import ViewKit
from . import urubamba_valley_board as B
from . import urubamba_valley_layout as L
from . import urubamba_valley_panels as P
from .base import GameView
from .urubamba_valley_art import Art
from .urubamba_valley_tips import Tips

G = "urubamba_valley"
ASK = ("drop", "via", "worker", "helper", "workers")     # the questions of a shared gesture, in order
CLICKS = ("market", "vine", "cube", "talent")           # market pieces a click buys


def key(r: int, c: int) -> str:
    return f"{r},{c}"


def rc(k: str) -> tuple[int, int]:
    r, c = k.split(",")
    return int(r), int(c)


def fields(move: Move) -> dict:
    """What the move's last option says (a Saboteur's vine: its planting)."""
    o = move.plan[-1]
    return dict(o["plant"]) if o.get("act") == "vine" and isinstance(o.get("plant"), dict) else dict(o)


class UrubambaValleyView(Tips, ViewKit, GestureHost, GameView):
    """Draws the terrace, the markets and the players' boards; the rules' gestures are played on them."""

    #: acts made on the board, which the side panel therefore offers no button for
    drag_acts = ("plant", "seed", "vine", "tech", "hire", "move", "extra")

    def __init__(self, ctx):
        super().__init__(ctx)
        art = self.shared("art", lambda: Art(ctx.sprites))
        self.init_board(art, self.shared("pen", lambda: Pen(art, ctx.fonts)))
        self.layers = self.shared("layers", lambda: TextureCache(limit=6))
        self.among: list[Move] = []            # the moves one gesture stood for, while the chooser asks
        self.among_at: pygame.Rect | None = None
        self.ask_rows: list[tuple[pygame.Rect, list[Move]]] = []
        self._preview = (None, None)

    # --- who and what -----------------------------------------------------------------------
    def me(self) -> int | None:
        choice = self.pending()
        return choice.player if choice is not None and choice.player >= 0 else None

    def board_player(self) -> int:
        """Whose board is drawn large: the player deciding (or whose turn it was)."""
        p = self.me()
        if p is None:
            p = (self.state.get("turn") or {}).get("p")
        return p if isinstance(p, int) else 0

    @property
    def layout_data(self):
        return self.rules.layout

    def tiers(self) -> list[dict]:
        return self.rules.data["terrace"]["tiers"]

    def capacity(self, p: int) -> int:
        return UT.warehouse_size(self.rules, self.state, p)

    def lifted(self):
        held = self.drag.held
        return held.payload if held is not None and self.drag.dragging else None

    def away(self, piece) -> bool:
        """The piece is in hand or gliding home: not drawn where it rests."""
        return self.lifted() == piece or self.drag.gliding(piece)

    def crop_name(self, crop: str) -> str:
        return self.t(f"{G}.crop.{crop}")

    def talent_name(self, tile: str) -> str:
        return self.t(f"{G}.talent.{UT.design(tile)}")

    # --- layout ------------------------------------------------------------------------------
    def _ensure_layout(self) -> L.Layout | None:
        if self.rect.w <= 0 or self.rect.h <= 0:
            return None
        st = self.state
        me = self.board_player()
        slots = max(self.capacity(me), len(st["players"][me]["warehouse"]))
        lay = self.layout_data
        rows = max(rc(k)[0] for k in lay.keys)
        cols = max(rc(k)[1] for k in lay.keys)
        lkey = (tuple(self.rect), me, st["n"], slots, rows, cols)
        if lkey != self._lay_key:
            self.lay = L.compute(self.rect, rows, cols, me, st["n"], slots)
            self._lay_key = lkey
        return self.lay

    def cell_rect(self, k: str) -> pygame.Rect:
        return self.lay.terrace.cell_rect(*rc(k))

    def cell_under(self, pos) -> str | None:
        hit = self.lay.terrace.cell_at(pos)
        if hit is None:
            return None
        k = key(*hit)
        return k if k in self.layout_data.tier else None

    def corral(self) -> pygame.Rect:
        """The llama reserve: the platform right of the top tier's cells."""
        top = max(self.tiers(), key=lambda t: t["tier"])
        t = self.lay.terrace
        return t.block(tuple(top["rows"]), (top["columns"][1] + 1, t.cols))

    def warehouse_slot(self, p: int, crop: str) -> int | None:
        wh = self.state["players"][p]["warehouse"]
        return wh.index(crop) if crop in wh else None

    def talent_slot(self, tile: str) -> pygame.Rect | None:
        held = self.state["players"][self.board_player()]["talents"]
        for entry, r in zip(held, self.lay.own.talent_slots):
            if entry["id"] == tile:
                return r
        return None

    # --- where the gestures' pieces are ------------------------------------------------------
    def piece_rect(self, piece) -> pygame.Rect | None:
        if self.lay is None or not isinstance(piece, tuple):
            return None
        st, m = self.state, self.lay.market
        what = piece[0]
        if what == "seed":
            i = self.warehouse_slot(self.board_player(), piece[1])
            return self.lay.own.slots[i] if i is not None and i < len(self.lay.own.slots) else None
        if what == "market":
            return m.seeds[piece[1]] if 0 <= piece[1] < len(m.seeds) else None
        if what == "vine":
            return m.vines[min(st["vines"], len(m.vines)) - 1] if st["vines"] > 0 else None
        if what == "cube":
            return m.cubes[self.rules.crops.index(piece[1])] if piece[1] in self.rules.crops else None
        if what == "talent":
            return m.talents[piece[1]] if 0 <= piece[1] < len(m.talents) else None
        if what == "llama":
            k = next((k for k, sp in st["cells"].items() if sp[LLAMA] == piece[1]), None)
            return self.cell_rect(k) if k is not None else None
        if what == "grey":
            return self.corral()
        return None

    def target_rect(self, target) -> pygame.Rect | None:
        if self.lay is None or not isinstance(target, tuple):
            return None
        o = self.lay.own
        what = target[0]
        if what == "cell":
            return self.cell_rect(target[1])
        if what == "warehouse":
            if len(target) > 1:
                return self.piece_rect(("seed", target[1]))
            p = self.board_player()
            slots = o.slots[:self.capacity(p)]
            return slots[0].unionall(slots[1:]) if slots else o.warehouse
        if what == "tech":
            n = len(self.state["players"][self.board_player()]["tech"])
            return o.tech_slots[n] if n < len(o.tech_slots) else o.tech
        if what == "talents":
            if len(target) > 1:
                return self.talent_slot(target[1])
            n = len(self.state["players"][self.board_player()]["talents"])
            return o.talent_slots[n] if n < len(o.talent_slots) else o.talents
        if what == "held":
            return self.talent_slot(target[1])
        if what == "track":
            return self.lay.terrace.track
        if what in CLICKS:
            return self.piece_rect(target)
        return None

    def drop_target(self, piece, turn, pos):
        what = piece[0]
        k = self.cell_under(pos)
        if k is not None and what in ("seed", "vine", "talent", "llama", "grey"):
            return ("cell", k)
        o = self.lay.own
        if what == "seed":
            for entry, r in zip(self.state["players"][self.board_player()]["talents"], o.talent_slots):
                if r.collidepoint(pos):
                    return ("held", entry["id"])
            return None
        legal = targets(self.moves(), piece, turn)
        if what in ("market", "vine") and o.warehouse.union(o.warehouse_label).collidepoint(pos):
            if ("warehouse",) in legal:
                return ("warehouse",)
            wh = self.state["players"][self.board_player()]["warehouse"]
            for crop, r in zip(wh, o.slots):
                if r.collidepoint(pos):
                    return ("warehouse", crop)
            return ("warehouse",)
        if what == "cube" and o.tech.union(o.tech_label).collidepoint(pos):
            return ("tech",)
        if what == "talent" and o.talents.union(o.talents_label).collidepoint(pos):
            if ("talents",) in legal:
                return ("talents",)
            for entry, r in zip(self.state["players"][self.board_player()]["talents"], o.talent_slots):
                if r.collidepoint(pos):
                    return ("talents", entry["id"])
            return ("talents",)
        return None

    def click_target(self, pos):
        """What a click with nothing in hand lands on (a buy, a talent's extra action, a seed to
        discard, the track)."""
        st, m = self.state, self.lay.market
        for i, r in enumerate(m.seeds):
            if r.collidepoint(pos) and i < len(st["market"]) and st["market"][i]:
                return ("market", i)
        if st["vines"] and any(r.collidepoint(pos) for r in m.vines[:st["vines"]]):
            return ("vine",)
        for crop, r in zip(self.rules.crops, m.cubes):
            if r.collidepoint(pos):
                return ("cube", crop)
        for i, r in enumerate(m.talents):
            if r.collidepoint(pos) and i < len(st["talent_market"]) and st["talent_market"][i]:
                return ("talent", i)
        for entry, r in zip(st["players"][self.board_player()]["talents"], self.lay.own.talent_slots):
            if r.collidepoint(pos):
                return ("held", entry["id"])
        for crop, r in zip(st["players"][self.board_player()]["warehouse"], self.lay.own.slots):
            if r.collidepoint(pos) and ("warehouse", crop) in self.click_targets():
                return ("warehouse", crop)          # a seed too many, discarded (the rules' shed)
        if self.lay.terrace.track.collidepoint(pos):
            return ("track",)
        return None

    # --- what lights up --------------------------------------------------------------------------
    def mark_piece(self, surface, piece, style: str) -> None:
        """A piece that may be picked up gets a light ring just outside it (the kit's faint
        outline is lost on a seed tile's coloured edge); other looks as the kit draws them."""
        rect = self.piece_rect(piece)
        if rect is None:
            return
        if style == "hint":
            ring = rect.inflate(6, 6)
            pygame.draw.rect(surface, (40, 30, 10), ring.move(1, 1), 2, border_radius=max(4, ring.h // 6))
            pygame.draw.rect(surface, (255, 240, 170), ring, 2, border_radius=max(4, ring.h // 6))
            return
        highlight_rect(surface, rect, style)

    def draw_marks(self, surface) -> None:
        """The kit's marks, less the click marks of market pieces already marked as movable."""
        if self.drag.held is None and not self.drag.glides:
            movable = self.movable()
            for piece in movable:
                self.mark_piece(surface, piece, "hint")
            for target in self.click_targets():
                if target not in movable:
                    self.mark_target(surface, target, "legal")
            self.mark_hint(surface)
            return
        super().draw_marks(surface)

    def draw_guides(self, surface) -> None:
        if self.among:
            self.draw_chooser(surface)
            return
        self.draw_marks(surface)
        grab = self.drag.held
        if grab is None:
            k = self.cell_under(self.mouse)
            if k is not None and not self.drag.glides:
                highlight_rect(surface, self.cell_rect(k), "hover")
            return
        pos = self.drag.piece_pos() if self.drag.dragging else self.mouse
        turn = self.turn_of(grab)
        target = self.target_at(grab.payload, turn, pos)
        if target is None or target not in self.lit():
            if target is not None and not self.drag.dragging:
                self.mark_target(surface, target, "illegal")
            return
        self.mark_target(surface, target, "hover")

    def held_over(self) -> Gesture | None:
        """The planting gesture a seed in hand would make where it is now (legal only)."""
        grab = self.drag.held
        if grab is None or grab.payload[0] not in ("seed", "vine"):
            return None
        pos = self.drag.piece_pos() if self.drag.dragging else self.mouse
        turn = self.turn_of(grab)
        target = self.target_at(grab.payload, turn, pos)
        if target is None or target[0] != "cell" or target not in self.lit():
            return None
        return Gesture(grab.payload, target, turn)

    def plantings(self, gesture: Gesture) -> list[dict]:
        """The planting options a seed (or a Saboteur's vine) dropped there would make."""
        out = []
        for m in self.moves():
            if m.gesture != gesture:
                continue
            o = m.plan[-1]
            if o.get("act") == "plant":
                out.append(o)
            elif o.get("act") == "vine" and isinstance(o.get("plant"), dict):
                out.append({"act": "plant", "seed": "vine", **o["plant"]})
        return out

    def previews(self, gesture: Gesture) -> list[dict]:
        """`rules.plant_preview` of each planting the gesture stands for (cached per position)."""
        stamp = (self.match.version, gesture)
        if self._preview[0] != stamp:
            me = self.me()
            try:
                got = [self.rules.plant_preview(self.state, me, o) for o in self.plantings(gesture)]
            except Exception:
                got = []
            self._preview = (stamp, got)
        return self._preview[1]

    def draw_preview(self, surface, gesture: Gesture) -> None:
        got = self.previews(gesture)
        if not got:
            return
        lo, hi = min(g["points"] for g in got), max(g["points"] for g in got)
        points = f"+{lo}" if lo == hi else f"+{lo}–{hi}"
        first = got[0]
        notes = []
        if first["fee"]:
            notes.append(self.t(f"{G}.ui.pv_seal", n=first["fee"]))
        if first["tax"]:
            notes.append(self.t(f"{G}.ui.pv_tax", n=first["tax"]))
        if first["coins"]:
            notes.append(self.t(f"{G}.ui.pv_coins", n=first["coins"]))
        if first["lost"]:
            notes.append(self.t(f"{G}.ui.pv_lost", n=first["lost"]))
        B.preview_badge(self.pen, surface, self.cell_rect(gesture.to[1]), points, notes)
        spaces = {g["track"] for g in got}
        if len(spaces) == 1:
            space = self.lay.terrace.spaces(len(self.rules.harvest))[first["track"]]
            B.ghost_worker(self.pen, surface, space, self.colour(self.me()))

    # --- several moves for one gesture: ask which ------------------------------------------------
    def choose_among(self, gesture: Gesture, moves: list[Move]) -> None:
        self.among = list(moves)
        self.among_at = self.target_rect(gesture.to) or self.piece_rect(gesture.piece)
        return None

    def question(self) -> tuple[str, list[tuple[str, tuple | None, list[Move]]]]:
        """The first thing the waiting moves differ in, and each answer with its moves."""
        for name in ASK:
            values = []
            for m in self.among:
                v = fields(m).get(name)
                if v not in values:
                    values.append(v)
            if len(values) > 1:
                answers = [(self.answer(name, v, [m for m in self.among if fields(m).get(name) == v]))
                           for v in values]
                return self.ask_title(name), answers
        return self.t(f"{G}.ui.ask.which"), [(str(fields(m)), None, [m]) for m in self.among]

    def ask_title(self, name: str) -> str:
        if name == "drop":
            hire = any(m.plan[-1].get("act") == "hire" for m in self.among)
            return self.t(f"{G}.ui.ask.drop_talent" if hire else f"{G}.ui.ask.drop_seed")
        return self.t(f"{G}.ui.ask.{name}")

    def answer(self, name: str, value, moves: list[Move]) -> tuple[str, tuple | None, list[Move]]:
        st = self.state
        me = self.me()
        if name == "drop":
            hire = moves[0].plan[-1].get("act") == "hire"
            words = self.talent_name(value) if hire else self.crop_name(value)
            return self.t(f"{G}.ui.drop", what=words), None, moves
        if name == "via":
            return self.t(f"{G}.ui.via", talent=self.talent_name(value)), None, moves
        if name == "worker":
            track = st["players"][me]["track"]
            got = self.previews(moves[0].gesture) if moves[0].gesture.piece else []
            to = next((g["track"] for g, o in zip(got, self.plantings(moves[0].gesture)) if o.get("worker") == value),
                      None)
            words = self.t(f"{G}.ui.worker_to", n=value + 1, a=track[value], b=to if to is not None else "?")
            return words, self.colour(me), moves
        if name == "helper":
            return self.t(f"{G}.ui.helper", name=self.seat_name(value)), self.colour(value), moves
        if name == "workers":
            track = st["players"][me]["track"]
            if len(value) > 1:
                words = self.t(f"{G}.ui.reset_both", a=track[value[0]], b=track[value[1]])
            else:
                words = self.t(f"{G}.ui.reset_one", n=value[0] + 1, space=track[value[0]])
            return words, self.colour(me), moves
        return str(value), None, moves

    def draw_chooser(self, surface) -> None:
        title, answers = self.question()
        size = max(13, min(20, round(self.lay.terrace.cell * 0.26)))
        row_h = round(size * 2.1)
        w = max(self.pen.fonts.size(title, size, True)[0] + size * 2,
                max(self.pen.fonts.size(a[0], size)[0] for a in answers) + size * 3.4)
        w = int(min(w, self.rect.w * 0.6))
        h = round(size * 2.2) + len(answers) * (row_h + 6) + size // 2
        box = pygame.Rect(0, 0, w, h)
        at = self.among_at or self.lay.terrace.grid
        box.midleft = (at.right + 10, at.centery)
        if box.right > self.rect.right:
            box.midright = (at.x - 10, at.centery)
        box.clamp_ip(self.rect)
        rows = []
        y = box.y + round(size * 2.0)
        self.ask_rows = []
        for words, rgb, moves in answers:
            r = pygame.Rect(box.x + size // 2, y, box.w - size, row_h)
            rows.append((r, words, rgb))
            self.ask_rows.append((r, moves))
            y += row_h + 6
        hover = next((i for i, (r, _) in enumerate(self.ask_rows) if r.collidepoint(self.mouse)), None)
        if at is not None:
            highlight_rect(surface, at, "selected")
        B.chooser(self.pen, surface, box, title, rows, hover, size)

    def chooser_event(self, event) -> bool:
        """While the chooser asks: a click on an answer narrows the moves (one left: played);
        Esc gives up, and so does a click elsewhere, which then does what it does."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.forget_selection()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for r, moves in self.ask_rows:
                if r.collidepoint(event.pos):
                    if len(moves) == 1:
                        self.forget_selection()
                        refusal = self.play(moves[0])
                        if refusal:
                            self.ctx.notify(refusal)
                    else:
                        self.among = moves
                    return True
            self.forget_selection()
            return False
        return event.type == pygame.KEYDOWN

    def forget_selection(self) -> None:
        self.among, self.among_at, self.ask_rows = [], None, []

    # --- input ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.takes_input(event):
            return False
        if self.among and self.chooser_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_p and self.drag.held is None:
            return self.peek()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drag.held is None:
            if self.lay.own.peek.collidepoint(event.pos):
                return self.peek()
            for p, c in self.lay.cards:
                if c.screen.collidepoint(event.pos):
                    return self.peek(p)
        if self.click_buys(event):
            return True
        return self.gesture_event(event)

    def click_buys(self, event) -> bool:
        """A market piece pressed and released without moving is bought (its click move),
        rather than picked up to be clicked somewhere else."""
        drag = self.drag
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1 or drag.state != "pressed" or drag.grab is None:
            return False
        piece = drag.grab.payload
        if piece not in self.click_targets():
            return False
        drag.cancel()
        refusal = self.carry_out(Gesture(None, piece))
        if refusal:
            self.ctx.notify(refusal)
        return True

    def peek(self, player: int | None = None) -> bool:
        """A player looks at their own screen: `scenes/peek.py` covers the table for them."""
        game = self.game_screen()
        if game is None:
            return False
        done = lambda: self.t(f"{G}.ui.peek_done")              # noqa: E731
        title = lambda p: self.t(f"{G}.ui.peek_title", name=self.seat_name(p))     # noqa: E731
        if player is None:
            peek.choose(game.app, game, lambda: self.t(f"{G}.ui.peek_who"), self.paint_secret, title, done,
                        lambda: self.t("ui.act.cancel"))
        else:
            peek.start(game.app, game, player, self.paint_secret, lambda: title(player), done)
        return True

    def paint_secret(self, surface, rect: pygame.Rect, p: int) -> None:
        """What player p sees behind their screen, from p's own observation."""
        coins = self.match.observation(p)["players"][p]["coins"]
        words = f"${coins}" if isinstance(coins, int) else "?"
        size = max(16, round(rect.h * 0.12))
        P.screen(self.pen, surface, rect, self.colour(p), words, self.t(f"{G}.ui.peek_note"), None, size)

    # --- where things are, for the game screen's motion (ui/motion.py) -------------------------------
    def anchors(self) -> dict:
        """Each thing drawn for the viewer by a key that stays with it: the board shown large and
        the other players' cards (boards), seeds, llamas and workers on the terrace, workers on
        the harvest track, the markets' seeds, vines, cubes and talents, and the shown board's
        warehouse, technologies and talents. Money is never among them: it is secret."""
        lay = self._ensure_layout()
        if lay is None:
            return {}
        st, t, m, o = self.state, lay.terrace, lay.market, lay.own
        out: dict = {}

        def box(centre, size) -> pygame.Rect:
            return pygame.Rect(0, 0, round(size), round(size)).move_to(center=(round(centre[0]), round(centre[1])))

        for k in self.layout_data.keys:
            sp, r = st["cells"][k], self.cell_rect(k)
            if sp[SEED] is not None:
                out[("seed", k)] = Anchor(r, ("seed", sp[SEED]), solid=True)
            beside = sp[SEED] is not None or sp[WORKER] is not None
            if sp[LLAMA] is not None:
                size = r.w * (0.68 if beside else 0.84)
                at = (r.x + r.w * 0.64, r.bottom - size * 0.46) if beside else r.center
                out[("llama", sp[LLAMA])] = Anchor(box(at, size * 1.1))
            if sp[WORKER] is not None:
                llama = sp[LLAMA] is not None
                size = r.w * (0.46 if llama else 0.56)
                at = (r.x + r.w * 0.27, r.y + r.h * 0.32) if llama else (r.x + r.w * 0.34, r.y + r.h * 0.5)
                out[("worker", k)] = Anchor(box(at, size * 1.15), ("worker", *sp[WORKER]))
        spaces = t.spaces(len(self.rules.harvest))
        for p, pl in enumerate(st["players"]):
            for i, pos in enumerate(pl["track"]):
                if 0 <= pos < len(spaces):
                    out[("track", p, i)] = Anchor(spaces[pos], ("track", p))
        for i, (crop, r) in enumerate(zip(st["market"], m.seeds)):
            if crop:
                out[("market", i, crop)] = Anchor(r, ("seed", crop), solid=True)
        for i, r in enumerate(m.vines[:st["vines"]]):
            out[("vine", i)] = Anchor(r, ("seed", "vine"), solid=True)
        for crop, r in zip(self.rules.crops, m.cubes):
            for i in range(st["cubes"].get(crop, 0)):
                out[("cube", crop, i)] = Anchor(box((r.centerx - r.w * 0.12, r.centery), r.w * 1.1), ("cube", crop))
        for tile, r in zip(st["talent_market"], m.talents):
            if tile:
                out[("talent", tile)] = Anchor(r, solid=True)
        p = self.board_player()
        board = ("board", p)
        out[board] = Anchor(o.rect, BOARD)
        for q, card in lay.cards:
            out[("board", q)] = Anchor(card.rect, BOARD)
        pl = st["players"][p]
        for i, (crop, r) in enumerate(zip(pl["warehouse"], o.slots)):
            out[("warehouse", p, i, crop)] = Anchor(r, ("seed", crop), board, True)
        for i, (crop, r) in enumerate(zip(pl["tech"], o.tech_slots)):
            out[("tech", p, i)] = Anchor(box((r.centerx, r.centery - r.h * 0.08), r.w * 0.75), ("cube", crop), board)
        for entry, r in zip(pl["talents"], o.talent_slots):
            out[("talent", entry["id"])] = Anchor(r, board=board, solid=True)
        return out

    # --- drawing ----------------------------------------------------------------------------------
    def still_parts(self) -> list:
        """The terrace, the markets, the deciding player's board and the other players' cards."""
        return [self.draw_terrace, self.draw_market, self.draw_own, self.draw_cards]

    def warm_pictures(self):
        """The terrace's textures and layer, then the seed pictures, a step each."""
        t = self.lay.terrace
        yield from B.warm_layer(self.art, t, self.tiers())
        B.terrace_layer(self.layers, self.art, t, self.tiers())
        yield
        for crop in self.rules.crops + ["vine"]:
            self.art.seed_tile(crop, self.lay.market.seeds[0].w)
            self.art.crop(crop, round(t.cell * 0.78))
            yield

    def draw_live(self, surface: pygame.Surface) -> None:
        """Marks and hovers, the piece in hand, then over it what it would earn there."""
        self.draw_guides(surface)
        self.drag.draw(surface)
        if not self.among:
            gesture = self.held_over()
            if gesture is not None:
                self.draw_preview(surface, gesture)

    def draw_terrace(self, surface) -> None:
        t = self.lay.terrace
        st = self.state
        surface.blit(B.terrace_layer(self.layers, self.art, t, self.tiers()), t.rect.topleft)
        B.row_numbers(self.pen, surface, t, {r: r for r in range(1, t.rows + 1)})
        cells = st["cells"]
        keys = self.layout_data.keys
        for k in keys:
            sp = cells[k]
            if sp[SEED] is not None:
                B.seed_cell(self.pen, surface, self.cell_rect(k), sp[SEED], sp[ISOLATED])
        B.field_edges(surface, t, cells, keys)
        for k in keys:
            sp = cells[k]
            r = self.cell_rect(k)
            llama = sp[LLAMA] is not None and not self.away(("llama", sp[LLAMA]))
            if llama:
                B.llama(self.pen, surface, r, sp[LLAMA].startswith("grey"), sp[SEED] is not None,
                        sp[WORKER] is not None)
            if sp[WORKER] is not None:
                owner, kind = sp[WORKER]
                B.worker_on_cell(self.pen, surface, r, self.colour(owner), kind, llama)
        for tier in self.tiers():
            if tier["tier"] in st["sealed"] and "seal" in tier:
                B.sealed(self.pen, surface, t, tuple(tier["rows"]), tuple(tier["columns"]), tier["tier"],
                         tier["seal"]["fee"], self.t(f"{G}.ui.sealed", tier=tier["tier"]))
        greys = len(st["llama_reserve"]) - (1 if self.away(("grey",)) else 0)
        B.reserve(self.pen, surface, self.corral(), max(0, greys), self.t(f"{G}.ui.reserve"))
        on = [[] for _ in self.rules.harvest]
        for p, pl in enumerate(st["players"]):
            for pos in pl["track"]:
                on[pos].append(self.colour(p))
        B.track(self.pen, surface, self.art, t.spaces(len(self.rules.harvest)), self.rules.harvest, on,
                self.t(f"{G}.ui.track"))

    def draw_market(self, surface) -> None:
        m = self.lay.market
        st = self.state
        prices = self.rules.prices(st, self.me())
        words = {
            "seeds": self.t(f"{G}.ui.seed_market"),
            "vines": self.t(f"{G}.ui.vines", n=prices["vine"]),
            "piles": self.t(f"{G}.ui.piles"),
            "tech": self.t(f"{G}.ui.tech_market"),
            "tech_price": self.t(f"{G}.ui.tech_next", n=prices["tech"]) if prices["tech"] is not None else "",
            "tech_full": self.t(f"{G}.ui.tech_full"),
            "talents": self.t(f"{G}.ui.talent_market"),
            "top_extra": self.t(f"{G}.ui.top_extra", n=self.rules.markets["top_extra"]["coins"]),
            "talent_discard": self.t(f"{G}.ui.talent_discard", n=len(st["talent_discard"])),
        }
        held = {i for i in range(len(st["market"])) if self.away(("market", i))}
        P.seed_market(self.pen, surface, m, st["market"], prices["seeds"], held, words)
        P.vines_and_piles(self.pen, surface, m, st["vines"], self.away(("vine",)), len(st["bag"]),
                          len(st["discard"]), words)
        lifted = self.lifted()
        cube = lifted[1] if lifted and lifted[0] == "cube" else None
        P.cube_market(self.pen, surface, m, self.rules.crops, st["cubes"], cube, prices["tech"], words)
        tiles = st["talent_market"]
        present = [t for t in tiles if t]
        names = {t: self.talent_name(t) for t in present}
        stages = {t: self.rules.talent(t)["stage"] for t in present}
        ends = {t: self.rules.talent(t)["end"] for t in present}
        held_talent = next((i for i in range(len(tiles)) if self.away(("talent", i))), None)
        P.talent_market(self.pen, surface, m, tiles, names, stages, prices["talents"], ends, held_talent,
                        st["stacks"], words)

    def debt_words(self, p: int) -> str:
        owed = sum(d["fee"] for d in self.state["debts"] if d["p"] == p)
        return self.t(f"{G}.ui.debt", n=owed) if owed else ""

    def draw_own(self, surface) -> None:
        o = self.lay.own
        st = self.state
        p = self.board_player()
        pl = st["players"][p]
        rgb = self.colour(p)
        cap = self.capacity(p)
        slots = self.rules.data["technology"]["slots"]
        words = {"warehouse": self.t(f"{G}.ui.warehouse"),
                 "warehouse_note": self.t(f"{G}.ui.held", n=len(pl["warehouse"]), of=cap),
                 "tech": self.t(f"{G}.ui.technologies"), "talents": self.t(f"{G}.ui.talents")}
        P.own_board(self.pen, surface, o, rgb, self.art.sprites, self.seat_name(p), pl["crop"],
                    self.t(f"{G}.ui.your_crop", crop=f"@{G}.crop.{pl['crop']}"), self.debt_words(p), words)
        lifted = self.lifted()
        hidden = self.warehouse_slot(p, lifted[1]) if lifted and lifted[0] == "seed" else None
        if hidden is None:
            glide = next((g.grab.payload for g in self.drag.glides if g.grab.payload[0] == "seed"), None)
            hidden = self.warehouse_slot(p, glide[1]) if glide else None
        P.warehouse(self.pen, surface, o, pl["warehouse"], cap, hidden)
        P.technologies(self.pen, surface, o, pl["tech"], slots, o.text)
        for i, r in enumerate(o.talent_slots):
            if i < len(pl["talents"]):
                entry = pl["talents"][i]
                t = self.rules.talent(entry["id"])
                once = any(n.get("once") for n in t["abilities"])
                P.talent_tile(self.pen, surface, r, self.talent_name(entry["id"]), t["stage"], None, t["end"],
                              rgb if entry["charged"] else None, spent=once and not entry["charged"], size=o.text)
            else:
                P.socket(surface, r, notch=True)
        coins = pl.get("coins")
        own = p == self.ctx.viewer() and isinstance(coins, int)
        P.screen(self.pen, surface, o.screen, rgb, f"${coins}" if own else None,
                 self.t(f"{G}.ui.your_screen" if own else f"{G}.ui.closed_screen"), o.peek if own else None,
                 o.text)

    def draw_cards(self, surface) -> None:
        st = self.state
        me = self.me()
        for p, c in self.lay.cards:
            pl = st["players"][p]
            talents = []
            for entry in pl["talents"]:
                t = self.rules.talent(entry["id"])
                talents.append((self.talent_name(entry["id"]), t["stage"], entry["charged"]))
            talents += [None] * (3 - len(talents))
            P.card(self.pen, surface, c, self.colour(p), self.seat_name(p), pl["crop"], pl["warehouse"], pl["tech"],
                   talents, pl["track"], self.debt_words(p), p == me)

    def draw_held(self, surface, grab, center, lifted: bool) -> None:
        what = grab.payload[0]
        art = self.art
        cell = self.lay.terrace.cell
        if what in ("seed", "market"):
            crop = grab.payload[1] if what == "seed" else self.state["market"][grab.payload[1]]
            if crop:
                self.shadowed(surface, art.seed_tile(crop, round(cell * 0.86)), center, lifted)
        elif what == "vine":
            self.shadowed(surface, art.seed_tile("vine", round(cell * 0.86)), center, lifted)
        elif what == "cube":
            self.shadowed(surface, art.cube(P.CROP_RGB[grab.payload[1]], round(cell * 0.6)), center, lifted)
        elif what == "talent":
            tile = self.state["talent_market"][grab.payload[1]]
            if tile:
                r = self.lay.market.talents[0].copy()
                r.center = (round(center[0]), round(center[1]))
                t = self.rules.talent(tile)
                P.talent_tile(self.pen, surface, r, self.talent_name(tile), t["stage"], None, t["end"],
                              size=self.lay.market.text)
        elif what in ("llama", "grey"):
            grey = what == "grey" or str(grab.payload[1]).startswith("grey")
            self.shadowed(surface, art.llama(grey, round(cell * 0.84)), center, lifted)

    def state_changed(self) -> None:
        super().state_changed()
        self._preview = (None, None)


VIEW = UrubambaValleyView
