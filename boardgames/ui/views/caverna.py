"""Caverna's board area: the action board (or the furnishing supply), the deciding player's
home board with their dwarfs, tiles to place and goods, a card for every other player, and a
checklist of the decision's buttons.

What a gesture means comes from the rules (`match.gestures()`, run by the kit's
GestureHost): a dwarf onto an action space, a tile turned onto cells, a furnishing onto a
cavern. This class only says where things are and draws them; `caverna_layout` places them
and `caverna_art` supplies the pictures. Every button's words come from the rules'
`describe("option", ...)`; nothing here decides what is legal.
"""
from __future__ import annotations

import pygame

from ...engine.choice import msg
from ...engine.freeacts import FREE_FROM
from ...games.caverna import board as B
from ..drag import Grab
from ..gesture_host import GestureHost
from ..render.board import highlight_rect
from ..view_kit import ViewKit
from . import caverna_layout as L
from .base import GameView
from .caverna_art import Art

G = "caverna"
GOODS = ("wood", "stone", "ore", "ruby", "gold", "food", "grain", "vegetable")
ANIMALS = ("dog", "sheep", "donkey", "wild_boar", "cattle")
INK, PAPER, DIM = (58, 42, 28), (250, 244, 230), (150, 140, 128)
SIDES = ((0, -1), (1, 0), (0, 1), (-1, 0))      # a tile's turn: where its second half lies
TRAY = ("twin", "tile", "pasture", "stable")


class CavernaView(GestureHost, ViewKit, GameView):
    """Draws the table for 1 to 7 players; maps gestures and buttons to the pending options."""

    @property
    def drag_acts(self) -> tuple:
        """Every act of the pending choice: the board and its checklist offer them all, so the
        side panel adds no second, shorter-worded button."""
        choice = self.pending()
        return tuple({o["act"] for o in choice.options if "act" in o}) if choice is not None else ()

    def __init__(self, ctx):
        super().__init__(ctx)
        self.init_board(Art(ctx.sprites))
        self.tab = "actions"
        self.tab_chosen = False       # the player picked a tab: do not switch it for them
        self.shown: int | None = None  # another player's board opened from their card
        self.check_scroll = 0           # first option shown in the checklist
        self._animals_key, self._animals = None, {}
        self.pens: dict[int, dict] = {}   # each player's own arrangement of animals (see pens.py)
        self._pen_legal = (None, [])
        self.confirm: list[tuple[pygame.Rect, list]] = []    # a button that plays several options
        self.among: list = []                 # moves sharing the gesture just made: which one?
        self.buttons: list[tuple[pygame.Rect, dict]] = []
        self.loot_cells: list[tuple[pygame.Rect, str]] = []
        self.greyed: list[tuple[pygame.Rect, dict]] = []    # parts of an action impossible now
        self._acting = False
        self._cache_key = None
        self._sheet = None

    # --- who and what ------------------------------------------------------------------------
    def decider(self) -> int:
        choice = self.pending()
        if choice is not None and choice.player is not None and choice.player >= 0:
            return choice.player
        return self.state.get("turn") or 0

    def board_player(self) -> int:
        return self.shown if self.shown is not None else self.decider()

    def others(self) -> list[int]:
        return [p for p in range(self.state["n"]) if p != self.board_player()]

    def sheet(self) -> str:
        """The left sheet: the furnishing supply while a furnishing is to be chosen."""
        if not self.tab_chosen and any(p[0] == "furnishing" for p in self.movable()):
            return "furnishings"
        return self.tab

    def sheet_now(self):
        """The score pad of the position as it stands (cached per state version)."""
        if self._cache_key != self.match.version:
            try:
                self._sheet = self.rules.score(self.state)
            except Exception:
                self._sheet = None
            self._cache_key = self.match.version
        return self._sheet

    def scores(self) -> list[int]:
        sheet = self.sheet_now()
        return sheet.totals if sheet is not None else [0] * self.state["n"]

    def score_lines(self, p: int) -> list[str]:
        """p's score row by row, for a tooltip."""
        sheet = self.sheet_now()
        if sheet is None:
            return []
        lines = [f"{self.seat_name(p)}: {self.t(f'{G}.ui.score', n=sheet.totals[p])}"]
        lines += [f"{self.t(label)}: {row[p]}" for label, row in zip(sheet.rows, sheet.values) if row[p]]
        return lines

    def forget_selection(self) -> None:
        self.shown = None

    # --- layout -------------------------------------------------------------------------------
    def _ensure_layout(self) -> L.Layout | None:
        if self.rect.w <= 0 or self.rect.h <= 0:
            return None
        key = (tuple(self.rect), self.state["n"])
        if key != self._lay_key:
            self.lay = L.compute(self.rect, self.state["n"] - 1)
            self._lay_key = key
        return self.lay

    def slots(self) -> list[tuple[str, object]]:
        """The action board in order: the permanent spaces, then the twelve round spaces."""
        st = self.state
        cards = st["cards"]
        round_spaces = set(cards.values())
        out = [("space", sid) for sid in st["spaces"] if sid not in round_spaces]
        for n in st["rounds"]:
            sid = cards.get(str(n))
            out.append(("space", sid) if sid else ("round", n))
        return out

    def slot_rects(self) -> list[tuple[tuple, pygame.Rect]]:
        slots = self.slots()
        gap = max(4, self.lay.unit // 6)
        return list(zip(slots, L.grid(self.lay.sheet, len(slots), 1.3, gap)))

    def supply_rects(self) -> list[tuple[str, pygame.Rect]]:
        tiles = [t["id"] for t in self.rules.data["furnishings"]["tiles"]
                 if t["id"] not in ("entry_dwelling",) and (self.state["mode"] == "full" or t.get("intro"))]
        gap = max(3, self.lay.unit // 8)
        return list(zip(tiles, L.grid(self.lay.sheet, len(tiles), 0.8, gap)))

    def cell_rect(self, cell: str) -> pygame.Rect:
        return self.lay.cell_rect(*B.xy(cell))

    def dwarf_rects(self, p: int) -> list[tuple[int, pygame.Rect]]:
        """The dwarfs at home, in weapon order, in the strip under the home board."""
        pl = self.state["players"][p]
        home = [i for i, d in enumerate(pl["dwarfs"]) if d["at"] is None]
        r = self.lay.dwarfs
        size = min(r.h, r.w // max(1, len(pl["dwarfs"])))
        return [(i, pygame.Rect(r.x + k * size, r.y + (r.h - size) // 2, size, size)) for k, i in enumerate(home)]

    def tray_pieces(self) -> list[tuple[tuple, pygame.Rect]]:
        pieces = [p for p in self.movable() if p[0] in TRAY]
        r = self.lay.tray
        size = r.h
        out, x = [], r.x
        for piece in pieces:
            w = size * 2 if piece[0] in ("twin",) or piece == ("pasture", "large_pasture") else size
            out.append((piece, pygame.Rect(x, r.y, w, size)))
            x += w + size // 6
        return out

    # --- where pieces and targets are (the kit's GestureHost asks) ------------------------------
    def piece_rect(self, piece):
        if self.lay is None:
            return None
        if piece[0] == "dwarf":
            if piece[1] != self.board_player():
                return None
            return next((r for i, r in self.dwarf_rects(piece[1]) if i == piece[2]), None)
        if piece[0] == "furnishing":
            if self.sheet() != "furnishings":
                return None
            return next((r for t, r in self.supply_rects() if t == piece[1]), None)
        if piece[0] == "goods":          # a good dragged onto another (an exchange) or a cell
            return dict(self.goods_cells()).get(piece[2]) if piece[1] == self.board_player() else None
        return next((r for p, r in self.tray_pieces() if p == piece), None)

    def piece_turns(self, piece, turns):
        if piece[0] in ("twin", "pasture") and turns != [None]:
            return [0, 1, 2, 3]
        return turns

    def start_rotation(self, piece) -> int:
        return 1 if piece[0] in ("twin", "pasture") else 0       # lying flat, second half right

    def target_rect(self, target):
        if self.lay is None:
            return None
        if target[0] == "space":
            if self.sheet() != "actions":
                return None
            return next((r for s, r in self.slot_rects() if s == target), None)
        if target[0] == "home" and target[1] == self.board_player():
            return self.cell_rect(target[2])
        if target[0] == "goods" and target[1] == self.board_player():
            return dict(self.goods_cells()).get(target[2])
        return None

    def target_at(self, piece, turn, pos):
        if self.lay is None:
            return None
        if self.sheet() == "actions" and self.lay.sheet.collidepoint(pos):
            for slot, r in self.slot_rects():
                if slot[0] == "space" and r.collidepoint(pos):
                    return slot
            return None
        if self.lay.goods.collidepoint(pos):
            return next((("goods", self.board_player(), g) for g, r in self.goods_cells() if r.collidepoint(pos)), None)
        c = self.lay.cell
        if self.lay.home.collidepoint(pos):
            center = pos
            if piece is not None and turn is not None and piece[0] in ("twin", "pasture"):
                dx, dy = SIDES[turn]
                center = (pos[0] - dx * c / 2, pos[1] - dy * c / 2)      # the first half's centre
            x = int((center[0] - self.lay.origin[0]) // c) + 1
            y = int((center[1] - self.lay.origin[1]) // c) + 1
            if 0 <= x < len(B.COLS) and 0 <= y < len(B.ROWS):
                return ("home", self.board_player(), B.name(x, y))
        return None

    def drop_point(self, piece, turn, target):
        rect = self.target_rect(target)
        if rect is None:
            return None
        if piece[0] in ("twin", "pasture") and turn is not None:
            dx, dy = SIDES[turn]
            c = self.lay.cell
            return (rect.centerx + dx * c // 2, rect.centery + dy * c // 2)
        return rect.center

    def mark_target(self, surface, target, style):
        if target[0] == "eat":
            highlight_rect(surface, self.food_rect(), style)
            return
        if target[0] == "pen":
            rect = self.pen_box() if target[1] is None else self.cell_rect(target[1])
            if rect is not None:
                highlight_rect(surface, rect, style)
            return
        rect = self.target_rect(target)
        if rect is None:
            return
        held = self.drag.held
        if target[0] == "home" and held is not None and held.payload[0] in ("twin", "pasture"):
            turn = self.turn_of(held)
            if turn is not None:
                dx, dy = SIDES[turn]
                c = self.lay.cell
                rect = rect.union(rect.move(dx * c, dy * c))
        highlight_rect(surface, rect, style)

    def choose_among(self, gesture, moves):
        """One gesture, several moves (ways to pay for a furnishing, a meadow or a field for a
        ruby, how much gold): the checklist asks which, at its top."""
        self.among = list(moves)
        return None

    def mark_piece(self, surface, piece, style):
        if piece[0] == "goods" and style == "hint":
            return                       # exchanges are always possible: no standing highlight
        super().mark_piece(surface, piece, style)

    # --- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._ensure_layout() is None:
            return False
        self.track_mouse(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drag.held is None:
            for name, r in zip(("actions", "furnishings"), self.lay.tabs):
                if r.collidepoint(event.pos):
                    self.tab, self.tab_chosen = name, True
                    return True
            for p, r in zip(self.others(), self.lay.cards):
                if r.collidepoint(event.pos):
                    self.shown = None if p == self.decider() else p
                    return True
            for r, option in self.buttons:
                if r.collidepoint(event.pos):
                    self.offer(option)
                    return True
            for r, plan in self.confirm:
                if r.collidepoint(event.pos):
                    self.among = []
                    self.play_options(plan)
                    return True
            self.among = []                  # a click elsewhere: the question is dropped
        if event.type == pygame.MOUSEWHEEL and self.lay.checklist.collidepoint(self.mouse) and self.drag.held is None:
            self.check_scroll = max(0, self.check_scroll - 3 * event.y)
            return True
        if self.pending() is None:
            return False
        return self.gesture_event(event)

    def state_changed(self) -> None:
        super().state_changed()
        self.among = []
        self.tab_chosen = False
        self.check_scroll = 0

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self._ensure_layout() is None:
            return
        self.draw_tabs(surface)
        if self.sheet() == "actions":
            self.draw_action_board(surface)
        else:
            self.draw_supply(surface)
        self.draw_checklist(surface)
        p = self.board_player()
        self.draw_home(surface, p)
        self.draw_score(surface, p)
        self.draw_strip(surface, p)
        self.draw_goods(surface, p)
        for q, r in zip(self.others(), self.lay.cards):
            self.draw_card(surface, q, r)
        self.draw_marks(surface)
        self.drag.draw(surface)

    def label(self, surface, value, size, rect: pygame.Rect, colour=PAPER, lines: int = 2, bold=False,
              shadow=True):
        """Text wrapped into `rect` (at most `lines` lines, the last one shortened)."""
        fonts = self.ctx.fonts
        size = max(12, int(size))
        words, rows, cur = str(value).split(), [], ""
        if any(ord(ch) >= 0x2E80 for ch in str(value)):
            words = list(str(value))                 # Chinese: break between characters
            join = ""
        else:
            join = " "
        for w in words:
            trial = f"{cur}{join}{w}" if cur else w
            if fonts.size(trial, size, bold)[0] <= rect.w or not cur:
                cur = trial
            else:
                rows.append(cur)
                cur = w
        rows.append(cur)
        if len(rows) > lines:
            rows = rows[:lines - 1] + [join.join(rows[lines - 1:])]
        y = rect.y
        for row in rows:
            self.text(surface, row, size, colour, (rect.centerx, y), "midtop", bold=bold, max_width=rect.w,
                      shadow=shadow)
            y += round(size * 1.15)
        return y - rect.y

    def draw_tabs(self, surface) -> None:
        u = self.lay.unit
        for name, r in zip(("actions", "furnishings"), self.lay.tabs):
            on = self.sheet() == name
            pygame.draw.rect(surface, (92, 70, 48) if on else (50, 42, 36), r, border_radius=u // 4)
            pygame.draw.rect(surface, (200, 170, 120) if on else (90, 80, 70), r, 2, border_radius=u // 4)
            self.text(surface, self.t(f"{G}.ui.{name}"), u * 0.6, PAPER, r.center, max_width=r.w - 8)
        st = self.state
        last = st["rounds"][-1]
        line = self.t(f"{G}.ui.round", n=min(st["round"], last), of=last)
        size = round(u * 0.62)
        while size > 12 and self.ctx.fonts.size(line, size, True)[0] > self.lay.round_label.w - 4:
            size -= 1                        # a narrow board: a smaller label rather than a cut one
        self.text(surface, line, size, PAPER, (self.lay.round_label.right - 4, self.lay.round_label.centery),
                  "midright", bold=True, max_width=self.lay.round_label.w)

    def draw_action_board(self, surface) -> None:
        st = self.state
        for slot, r in self.slot_rects():
            if slot[0] == "round":
                n = slot[1]
                surface.blit(self.art.card("round_back", r.size), r)
                self.text(surface, self.t(f"{G}.ui.future", n=n), max(12, r.h * 0.16), PAPER,
                          (r.centerx, r.y + r.h * 0.22), max_width=r.w - 6, bold=True)
                marker = st["markers"].get(str(n))
                if marker is not None or str(n) in st["markers"]:
                    icon = self.art.icon("harvest_back" if marker is None else
                                         ("harvest_question" if marker == "red" else "harvest_leaf"), r.h * 0.34)
                    surface.blit(icon, icon.get_rect(center=(r.centerx, r.y + r.h * 0.62)))
                continue
            sid = slot[1]
            sp = st["spaces"][sid]
            is_round = sid in st["cards"].values()
            surface.blit(self.art.card("action_round" if is_round else "action_space", r.size), r)
            name = self.t(f"{G}.space.{sid}")
            pad = max(3, r.w // 14)
            self.label(surface, name, max(12, min(r.h * 0.15, r.w * 0.12)), pygame.Rect(r.x + pad, r.y + pad, r.w - 2 * pad, r.h // 2),
                       colour=INK, lines=2, bold=True, shadow=False)
            goods = [(g, n) for g, n in sp["goods"].items() if n]
            icon = max(14, r.h // 4)
            x = r.x + pad
            for g, n in goods[:3]:
                surface.blit(self.art.good(g, icon), (x, r.bottom - pad - icon))
                self.text(surface, str(n), icon * 0.8, PAPER, (x + icon, r.bottom - pad - icon // 2), "midleft", bold=True)
                x += icon * 2
            if sp["occ"] is not None:
                p, i = sp["occ"]
                d = st["players"][p]["dwarfs"][i]
                size = round(r.h * 0.5)
                self.draw_dwarf(surface, p, d, (r.right - size * 0.55, r.bottom - size * 0.55), size)

    def draw_dwarf(self, surface, p: int, d: dict, center, size: int) -> None:
        self.shadowed(surface, self.art.dwarf(self.colour(p), size, d.get("new", False)), center)
        if d["w"]:
            w = self.art.icon("weapon", size * 0.46)
            wr = w.get_rect(center=(center[0] + size * 0.3, center[1] + size * 0.28))
            surface.blit(w, wr)
            self.text(surface, str(d["w"]), max(12, size * 0.3), PAPER, wr.center, bold=True)

    def draw_supply(self, surface) -> None:
        supply = set(self.state["supply"])
        movable = {p[1] for p in self.movable() if p[0] == "furnishing"}
        for tid, r in self.supply_rects():
            tile = self.rules.tile(tid)
            face = self.art.furnishing(tile, min(r.w, r.h - max(12, r.h // 6)))
            fr = face.get_rect(midtop=(r.centerx, r.y))
            if tid in supply:
                surface.blit(face, fr)
            else:
                dim = face.copy()
                dim.set_alpha(60)
                surface.blit(dim, fr)
            self.text(surface, self.t(f"{G}.furnishing.{tid}"), max(12, r.h * 0.12), PAPER if tid in supply else DIM,
                      (r.centerx, fr.bottom + 1), "midtop", max_width=r.w)
            self.text(surface, str(tile["points"]), max(12, r.h * 0.14), (255, 230, 120),
                      (fr.right - 4, fr.y + 4), "topright", bold=True)
            if tid in movable and self.drag.held is None:
                highlight_rect(surface, fr, "legal")

    def draw_home(self, surface, p: int) -> None:
        pl = self.state["players"][p]
        lay = self.lay
        c = lay.cell
        frame = lay.home.inflate(-c // 2 + 6, -c // 2 + 6)
        pygame.draw.rect(surface, (30, 24, 20), frame, border_radius=6)
        for y in range(1, 5):
            for x in range(1, 7):
                self.draw_cell(surface, pl, B.name(x, y))
        for cell in pl["tiles"]:
            if cell[:2] in ("F0", "M4") or cell[3] in "05":
                self.draw_cell(surface, pl, cell)          # a half the Office room lets hang off
        for a, b in pl["large"]:
            ra, rb = self.cell_rect(a), self.cell_rect(b)
            box = ra.union(rb)
            surface.blit(self.art.fence("large_pasture", box.size) if box.w > box.h else
                         pygame.transform.rotate(self.art.fence("large_pasture", (box.h, box.w)), 90), box)
        pygame.draw.line(surface, (20, 16, 14), self.cell_rect("F3R1").topright, self.cell_rect("F3R4").bottomright, 3)
        self.draw_animals(surface, p)
        name = self.t(f"{G}.ui.board_of", name=self.seat_name(p))
        self.text(surface, name, lay.unit * 0.55, self.colour(p), (lay.home.centerx, lay.home.y + c * 0.25),
                  bold=True, max_width=lay.home.w)

    def draw_animals(self, surface, p: int) -> None:
        """Each herd where the player's own arrangement (or the rules' best one) keeps it,
        those without room in the "No room" pen, and this harvest's newborns ringed."""
        box = self.pen_box()
        if box is not None:
            pygame.draw.rect(surface, (70, 34, 28), box, border_radius=6)
            pygame.draw.rect(surface, (220, 120, 90), box, 2, border_radius=6)
            self.text(surface, self.t(f"{G}.ui.no_room"), max(12, box.h * 0.24), PAPER,
                      (box.centerx, box.y + box.h * 0.2), max_width=box.w - 8, bold=True)
        held = self.drag.held.payload if self.drag.held is not None and self.drag.dragging else None
        born = dict(self.rules.newborns(self.match.log_for(self.ctx.viewer()), p))
        for kind, cell, n, r in self.animal_rects(p):
            img = self.art.good(kind, r.h)
            if born.get(kind):
                born[kind] = 0
                pygame.draw.circle(surface, (250, 230, 120), r.center, r.h * 0.62, 3)
            if held == ("animal", kind, cell):
                img = img.copy()
                img.set_alpha(90)
            self.shadowed(surface, img, r.center)
            if n > 1:
                self.text(surface, str(n), max(12, r.h * 0.6), PAPER, (r.right - 2, r.bottom + 1),
                          "bottomleft", bold=True)

    # --- animals: the player's own arrangement (the rules check every move) -----------------
    def animal_layout(self, p: int) -> dict:
        key = (self.match.version, p, repr(self.pens.get(p)))
        if self._animals_key != key:
            try:
                self._animals = self.rules.animals_on_board(self.state, p, prefer=self.pens.get(p))
            except Exception:
                self._animals = {}
            self._animals_key = key
        return self._animals

    def pen_box(self) -> pygame.Rect | None:
        """The "No room" pen at the end of the tile tray while some animals have no place."""
        if not self.animal_layout(self.board_player()).get(None):
            return None
        t = self.lay.tray
        w = min(t.w, t.h * 3)
        return pygame.Rect(t.right - w, t.y, w, t.h)

    def animal_rects(self, p: int) -> list[tuple[str, object, int, pygame.Rect]]:
        """(kind, cell, n, icon box) of every herd: on its cell, or in the pen (cell None)."""
        out = []
        icon = max(14, round(self.lay.cell * 0.36))
        for cell, there in self.animal_layout(p).items():
            if cell is None:
                box = self.pen_box()
                x, y = box.x + 6, box.bottom - icon - 4
            else:
                r = self.cell_rect(cell)
                x, y = r.x + 3, r.bottom - icon - 3
            for kind, n in there.items():
                if n:
                    out.append((kind, cell, n, pygame.Rect(x, y, icon, icon)))
                    x += round(icon * 1.5)
        return out

    def arranging(self) -> bool:
        """The shown board's owner is deciding now, so they may rearrange their animals."""
        choice = self.pending()
        return choice is not None and choice.player == self.board_player() and not self._acting

    def food_rect(self) -> pygame.Rect:
        return dict(self.goods_cells())["food"]

    def eat_option(self, kind: str) -> dict | None:
        choice = self.pending()
        return self.rules.eat_option(self.state, choice.player, kind) if choice is not None else None

    def pen_move(self, grab: Grab, target):
        _, kind, cell = grab.payload
        p = self.board_player()
        return self.rules.pen_move(self.state, p, self.animal_layout(p), kind, cell, target[1])

    def drag_pick(self, pos):
        grab = super().drag_pick(pos)
        if grab is not None or not self.arranging():
            return grab
        for kind, cell, n, r in self.animal_rects(self.board_player()):
            if r.inflate(max(8, 40 - r.w), max(8, 40 - r.h)).collidepoint(pos):     # a 40 px handle
                return Grab(("animal", kind, cell), r.center)
        return None

    def drag_target(self, grab: Grab, pos):
        if grab.payload[0] != "animal":
            return super().drag_target(grab, pos)
        box = self.pen_box()
        if box is not None and box.collidepoint(pos):
            return ("pen", None)
        if self.food_rect().collidepoint(pos):
            return ("eat",)
        target = self.target_at(None, None, pos)
        return ("pen", target[2]) if target is not None else None

    def drag_legal(self, grab: Grab) -> list:
        if grab.payload[0] != "animal":
            return super().drag_legal(grab)
        key = (self.match.version, grab.payload, repr(self.pens.get(self.board_player())))
        if self._pen_legal[0] != key:
            cells = [B.name(x, y) for y in range(1, 5) for x in range(1, 7)]
            cells += [c for c in self.state["players"][self.board_player()]["tiles"] if c not in cells]
            legal = [("pen", c) for c in cells + [None] if self.pen_move(grab, ("pen", c))[0] is not None]
            if self.eat_option(grab.payload[1]) is not None:
                legal.append(("eat",))
            self._pen_legal = (key, legal)
        return self._pen_legal[1]

    def drag_drop(self, grab: Grab, target):
        if grab.payload[0] != "animal":
            return super().drag_drop(grab, target)
        if target == ("eat",):
            option = self.eat_option(grab.payload[1])
            return self.choose(option) if option is not None else msg(f"{G}.why.cannot_convert")
        layout, why = self.pen_move(grab, target)
        if layout is not None:
            self.pens[self.board_player()] = layout
        return why

    def drag_reason(self, grab: Grab, target):
        if grab.payload[0] != "animal":
            return super().drag_reason(grab, target)
        if target is None:
            return None
        if target == ("eat",):
            return msg(f"{G}.why.cannot_convert")
        return self.pen_move(grab, target)[1]

    def play_options(self, plan: list[dict]) -> None:
        """Carry out a confirmed list of options in order (stops at a refusal and says it)."""
        for option in plan:
            refusal = self.choose(option)
            if refusal:
                self.ctx.notify(refusal)
                return

    def draw_cell(self, surface, pl: dict, cell: str) -> None:
        r = self.cell_rect(cell)
        kind = pl["tiles"].get(cell) or ("forest" if cell[0] == "F" else "mountain")
        surface.blit(self.art.tile(kind, r.w), r)
        if kind == "small_pasture":
            surface.blit(self.art.fence("small_pasture", r.size), r)
        furn = pl["furn"].get(cell)
        if furn == "entry_dwelling":
            surface.blit(self.art.sized("tiles/entry_dwelling", r.size), r)
        elif furn:
            surface.blit(self.art.furnishing(self.rules.tile(furn), r.w), r)
        if cell in pl["stables"]:
            s = self.art.icon("stable", r.w * 0.45)
            surface.blit(s, s.get_rect(bottomright=(r.right - 2, r.bottom - 2)))
        crops = pl["crops"].get(cell) or {}
        for k, (g, n) in enumerate((g, n) for g, n in crops.items() if n):
            icon = self.art.good(g, r.w * 0.36)
            ir = icon.get_rect(topleft=(r.x + 3 + k * r.w * 0.45, r.y + 3))
            surface.blit(icon, ir)
            self.text(surface, str(n), max(12, r.w * 0.22), PAPER, (ir.right, ir.bottom), "bottomleft", bold=True)
        pygame.draw.rect(surface, (24, 20, 16), r, 1)

    def score_rows(self) -> list[tuple[str, pygame.Rect]]:
        """The score column's rows (score-pad row ids, then "total") and their boxes."""
        sheet = self.sheet_now()
        if sheet is None:
            return []
        names = [label.rsplit(".", 1)[1] for label in sheet.rows] + ["total"]
        r = self.lay.score
        h = r.h / len(names)
        return [(name, pygame.Rect(r.x, round(r.y + k * h), r.w, round(h))) for k, name in enumerate(names)]

    def draw_score(self, surface, p: int) -> None:
        """The shown player's score as it stands, one score-pad row per line, and the total."""
        sheet = self.sheet_now()
        if sheet is None:
            return
        r = self.lay.score
        pygame.draw.rect(surface, (36, 30, 26), r, border_radius=6)
        values = [row[p] for row in sheet.values] + [sheet.totals[p]]
        for (name, box), value in zip(self.score_rows(), values):
            icon = min(box.h - 4, round(r.w * 0.36))
            size = max(12, min(box.h * 0.7, self.lay.unit * 0.6))
            if name == "total":
                pygame.draw.line(surface, (200, 170, 120), (box.x + 6, box.y), (box.right - 6, box.y), 1)
                self.text(surface, "=", size, (255, 226, 140), (box.x + 6 + icon // 2, box.centery), bold=True)
                self.text(surface, str(value), size, (255, 226, 140), (box.right - 8, box.centery), "midright",
                          bold=True)
                continue
            img = self.art.score_row(name, icon)
            surface.blit(img, img.get_rect(center=(box.x + 6 + icon // 2, box.centery)))
            colour = PAPER if value > 0 else ((240, 130, 110) if value < 0 else DIM)
            self.text(surface, str(value), size, colour, (box.right - 8, box.centery), "midright", bold=value != 0)

    def draw_strip(self, surface, p: int) -> None:
        pl = self.state["players"][p]
        held = self.drag.held
        for i, r in self.dwarf_rects(p):
            if held is not None and self.drag.dragging and held.payload == ("dwarf", p, i):
                continue
            self.draw_dwarf(surface, p, pl["dwarfs"][i], r.center, round(r.h * 0.9))
        for piece, r in self.tray_pieces():
            if held is not None and self.drag.dragging and held.payload == piece:
                continue
            self.draw_piece(surface, piece, r, 1)

    def draw_piece(self, surface, piece, r: pygame.Rect, rotation: int) -> None:
        """A tile waiting to be placed: a twin as two halves, a single tile, a fence, a stable."""
        what = piece[0]
        if what == "stable":
            surface.blit(self.art.icon("stable", r.h), r)
            return
        if what == "twin":
            twin = next(t for t in self.rules.data["home_board"]["twins"] if t["id"] == piece[1])
            halves = [h["tile"] for h in twin["halves"]]
        elif what == "pasture":
            halves = ["meadow", "meadow"] if piece[1] == "large_pasture" else ["meadow"]
        else:
            halves = [piece[1]]
        s = r.h
        dx, dy = SIDES[(rotation + 0) % 4] if len(halves) > 1 else (0, 0)
        for k, kind in enumerate(halves):
            cell = pygame.Rect(r.x + k * dx * s, r.y + k * dy * s, s, s)
            surface.blit(self.art.tile(kind, s), cell)
            pygame.draw.rect(surface, (24, 20, 16), cell, 1)
        if what == "pasture":
            box = pygame.Rect(r.x, r.y, s * (1 + abs(dx)), s * (1 + abs(dy)))
            surface.blit(self.art.fence(piece[1], box.size), box)

    def draw_held(self, surface, grab, center, lifted: bool) -> None:
        piece = grab.payload
        if piece[0] in ("animal", "goods"):
            self.shadowed(surface, self.art.good(piece[-1] if piece[0] == "goods" else piece[1],
                                                 round(self.lay.cell * 0.45)), center, lifted)
        elif piece[0] == "dwarf":
            p, i = piece[1], piece[2]
            self.draw_dwarf(surface, p, self.state["players"][p]["dwarfs"][i], center, round(self.lay.cell * 0.8))
        elif piece[0] == "furnishing":
            img = self.art.furnishing(self.rules.tile(piece[1]), self.lay.cell)
            self.shadowed(surface, img, center, lifted)
        else:
            c = self.lay.cell
            turn = self.turn_of(grab) if piece[0] in ("twin", "pasture") else None
            dx, dy = SIDES[turn] if turn is not None else (0, 0)
            first = (center[0] - dx * c / 2 - c / 2, center[1] - dy * c / 2 - c / 2)
            rect = pygame.Rect(round(first[0]), round(first[1]), c, c)
            self.draw_piece(surface, piece, rect, turn or 0)

    def goods_cells(self) -> list[tuple[str, pygame.Rect]]:
        """The supply panel: goods on the first row, animals on the second."""
        r = self.lay.goods
        w, h = r.w // 7, r.h // 2
        return [(g, pygame.Rect(r.x + (k % 7) * w, r.y + (k // 7) * h, w, h)) for k, g in enumerate(GOODS + ANIMALS)]

    def draw_goods(self, surface, p: int) -> None:
        pl = self.state["players"][p]
        held = self.drag.held.payload if self.drag.held is not None and self.drag.dragging else None
        for g, cell in self.goods_cells():
            n = pl["goods"][g] if g in GOODS else pl["animals"][g]
            icon = min(cell.w // 2, cell.h - 4)
            img = self.art.good(g, icon)
            if held == ("goods", p, g):
                img = img.copy()
                img.set_alpha(90)
            surface.blit(img, (cell.x + 2, cell.y + (cell.h - icon) // 2))
            self.text(surface, str(n), max(12, icon * 0.6), PAPER if n else DIM,
                      (cell.x + icon + 6, cell.centery), "midleft", bold=True)
        r = self.lay.goods
        pygame.draw.line(surface, (90, 80, 70), (r.x, r.centery), (r.right, r.centery), 1)

    def draw_card(self, surface, p: int, r: pygame.Rect) -> None:
        """Another player at a glance: name and score; food have / need and their dwarfs (at
        home, out working, room for more); their goods and animals; a thumbnail of their home
        board. A click opens the board full size, hovering shows the score row by row."""
        pl = self.state["players"][p]
        u = self.lay.unit
        pygame.draw.rect(surface, (44, 38, 34), r, border_radius=6)
        pygame.draw.rect(surface, self.colour(p), r, 2 if p != self.decider() else 4, border_radius=6)
        pygame.draw.rect(surface, self.colour(p), pygame.Rect(r.x, r.y, 6, r.h), border_radius=3)
        tc = max(4, min((r.h - 10) // 4, (r.w // 3) // 6))
        thumb = pygame.Rect(r.right - 6 * tc - 8, r.y + (r.h - 4 * tc) // 2, 6 * tc, 4 * tc)
        if thumb.x - r.x < 150:
            thumb.w = 0
        else:
            self.draw_thumbnail(surface, pl, thumb, tc)
        right = (thumb.x - 8) if thumb.w else (r.right - 8)
        line = (r.h - 8) / 3
        size = max(12, min(u * 0.55, line * 0.7))
        y1, y2, y3 = (round(r.y + 4 + line * (k + 0.5)) for k in range(3))
        self.text(surface, self.seat_name(p), size, PAPER, (r.x + 12, y1), "midleft", bold=True,
                  max_width=(right - r.x) * 0.55)
        self.text(surface, self.t(f"{G}.ui.score", n=self.scores()[p] if p < len(self.scores()) else 0), size,
                  (255, 226, 140), (right, y1), "midright", bold=True)
        food = self.t(f"{G}.ui.food", have=pl["goods"]["food"], need=self.rules.food_need(self.state, p))
        used = self.text(surface, food, max(12, size * 0.9), PAPER, (r.x + 12, y2), "midleft", max_width=right - r.x - 12)
        x = r.x + 12 + (used.w if used else 0) + size
        icon = round(line * 0.95)
        room = self.rules.dwarfs_housed(pl)[1]
        for k in range(max(len(pl["dwarfs"]), room)):
            if x + icon > right:
                break
            if k < len(pl["dwarfs"]):
                img = self.art.dwarf(self.colour(p), icon, pl["dwarfs"][k].get("new", False))
                if pl["dwarfs"][k]["at"] is not None:           # out on an action space
                    img = img.copy()
                    img.set_alpha(80)
                surface.blit(img, (x, y2 - icon // 2))
            else:                                                 # room for another dwarf
                pygame.draw.circle(surface, DIM, (x + icon // 2, y2), icon * 0.32, 1)
            x += round(icon * 0.8)
        x = r.x + 12
        icon = round(line * 0.8)
        have = [(g, pl["goods"][g]) for g in GOODS if g != "food"] + [(a, pl["animals"][a]) for a in ANIMALS]
        for g, n in have:
            if not n:
                continue
            label = str(n)
            w = icon + self.ctx.fonts.size(label, max(12, icon * 0.75), True)[0] + icon // 3
            if x + w > right:
                break
            surface.blit(self.art.good(g, icon), (x, y3 - icon // 2))
            self.text(surface, label, max(12, icon * 0.75), PAPER, (x + icon + 1, y3), "midleft", bold=True)
            x += w

    def draw_thumbnail(self, surface, pl: dict, thumb: pygame.Rect, tc: int) -> None:
        for y in range(1, 5):
            for x in range(1, 7):
                cell = B.name(x, y)
                kind = pl["tiles"].get(cell) or ("forest" if cell[0] == "F" else "mountain")
                at = (thumb.x + (x - 1) * tc, thumb.y + (y - 1) * tc)
                surface.blit(self.art.tile(kind, tc), at)
                if cell in pl["furn"]:
                    pygame.draw.rect(surface, (236, 150, 60), (*at, tc, tc), 1)

    def draw_checklist(self, surface) -> None:
        """The decision's options that are not board moves, as buttons (conversions apart)."""
        self.buttons, self.loot_cells, self.greyed, self.confirm = [], [], [], []
        r = self.lay.checklist
        if self.sheet() == "actions" and r.x == self.lay.sheet.x:    # grow up to the board's last row
            top = max(rect.bottom for _, rect in self.slot_rects()) + max(6, self.lay.unit // 3)
            r = pygame.Rect(r.x, min(r.y, top), r.w, r.bottom - min(r.y, top))
        pygame.draw.rect(surface, (36, 30, 26), r, border_radius=8)
        choice = self.pending()
        if choice is None:
            return
        prompt = self.render_msg(choice.prompt)
        if choice.kind == f"{G}.feed" and "need" in choice.info:
            have = self.state["players"][choice.player]["goods"]["food"]
            prompt += " " + self.t(f"{G}.ui.feeding", have=have, need=choice.info["need"],
                                   beg=max(0, choice.info["need"] - have))
        if choice.kind == f"{G}.expedition":
            info = choice.info
            prompt += " " + self.t(f"{G}.ui.loot_picked", n=len(info.get("taken", ())), of=info.get("level", 0),
                                   strength=info.get("strength", 0))
        used = self.label(surface, prompt, max(12, self.lay.unit * 0.55),
                          pygame.Rect(r.x + 10, r.y + 8, r.w - 20, r.h), colour=(236, 220, 190), lines=2) + 10
        r = pygame.Rect(r.x, r.y + used, r.w, r.h - used)
        if choice.kind == f"{G}.expedition":
            self.draw_loot_sheet(surface, r, choice)
            return
        self.confirm = []
        if choice.kind == f"{G}.overflow" and choice.player == self.board_player():
            r = self.draw_let_go(surface, r, choice.player)
        if self.among:
            r = self.draw_among(surface, r, choice)
        moved = {id(o) for m in self.moves() for o in m.plan[:1]}
        split = choice.info.get(FREE_FROM, len(choice.options))
        own = [o for o in choice.options[:split] if id(o) not in moved and o.get("act") != "place"]
        own.sort(key=lambda o: len(o) > 1 or "act" not in o)        # Done, Skip, Feed... first
        free = [o for o in choice.options[split:] if id(o) not in moved]
        if len(free) < len(choice.options) - split and choice.player == self.board_player() and not self.among:
            size = max(12, round(self.lay.unit * 0.45))
            hint = pygame.Rect(r.x + 10, r.y, r.w - 20, size * 2 + 4)
            used = self.label(surface, self.t(f"{G}.ui.exchange_hint"), size, hint, colour=DIM, lines=2, shadow=False)
            r = pygame.Rect(r.x, r.y + used + 2, r.w, r.h - used - 2)
        greyed = [{"act": "part", "path": path} for path in choice.info.get("unavailable", ())]
        options = own + greyed + free
        u = self.lay.unit
        row_h = max(40, round(u * 1.35))
        size = max(12, round(u * 0.5))
        area = r.inflate(-16, -12)
        rows = max(1, area.h // row_h)
        cols = min(3, max(1, -(-len(options) // rows)))
        w = (area.w - (cols - 1) * 8) // cols
        page = rows * cols
        self.check_scroll = max(0, min(self.check_scroll, len(options) - page))
        if len(options) > page:           # the wheel over the list shows the rest
            last = min(len(options), self.check_scroll + page)
            self.text(surface, f"{self.check_scroll + 1}–{last} / {len(options)}  ⇅", size * 0.9, DIM,
                      (r.right - 10, r.y - 4), "bottomright")
        first = self.check_scroll
        for k, option in enumerate(options[first:first + page]):
            k_all = k + first
            b = pygame.Rect(area.x + (k // rows) * (w + 8), area.y + (k % rows) * row_h, w, row_h - 6)
            if option in greyed:                  # offered by the space, impossible now: say why
                pygame.draw.rect(surface, (48, 42, 38), b, border_radius=6)
                self.text(surface, self.option_words(choice, option), size, DIM, b.center, max_width=b.w - 10,
                          shadow=False)
                self.greyed.append((b, option))
                continue
            hover = b.collidepoint(self.mouse)
            conversion = k_all >= len(own) + len(greyed)
            base = (64, 74, 60) if conversion else (82, 64, 46)
            pygame.draw.rect(surface, tuple(min(255, c + 38) for c in base) if hover else base, b, border_radius=6)
            pygame.draw.rect(surface, (200, 170, 120), b, 1, border_radius=6)
            self.text(surface, self.option_words(choice, option), size, PAPER, b.center, max_width=b.w - 10)
            self.buttons.append((b, option))

    def draw_among(self, surface, r: pygame.Rect, choice) -> pygame.Rect:
        """The moves one gesture stood for, as buttons (the gesture's own words on each)."""
        u = self.lay.unit
        row_h = max(40, round(u * 1.35))
        size = max(12, round(u * 0.5))
        cols = 2 if len(self.among) > 1 else 1
        w = (r.w - 16 - (cols - 1) * 8) // cols
        y = r.y
        for k, move in enumerate(self.among):
            b = pygame.Rect(r.x + 8 + (k % cols) * (w + 8), y + (k // cols) * row_h, w, row_h - 6)
            hover = b.collidepoint(self.mouse)
            pygame.draw.rect(surface, (120, 92, 60) if hover else (96, 74, 50), b, border_radius=6)
            pygame.draw.rect(surface, (250, 220, 140), b, 2, border_radius=6)
            self.text(surface, self.option_words(choice, move.plan[0]), size, PAPER, b.center, max_width=b.w - 10)
            self.confirm.append((b, list(move.plan)))
        top = y + (-(-len(self.among) // cols)) * row_h + 4
        return pygame.Rect(r.x, top, r.w, r.bottom - top)

    def draw_let_go(self, surface, r: pygame.Rect, p: int) -> pygame.Rect:
        """Animals without room: the confirm that names every one that goes (the animals
        left in the "No room" pen), or, greyed, why the pens are not ready yet."""
        u = self.lay.unit
        b = pygame.Rect(r.x + 8, r.y, r.w - 16, max(40, round(u * 1.35)) - 6)
        layout = self.animal_layout(p)
        left = layout.get(None, {})
        plan, why = self.rules.pen_releases(self.state, p, layout)
        words = self.t(f"{G}.ui.let_go", animals=self.render_msg(self.rules.goods_text(left)))
        size = max(12, round(u * 0.5))
        if why is None and plan:
            hover = b.collidepoint(self.mouse)
            pygame.draw.rect(surface, (150, 70, 50) if hover else (120, 56, 40), b, border_radius=6)
            pygame.draw.rect(surface, (230, 150, 110), b, 1, border_radius=6)
            self.text(surface, words, size, PAPER, b.center, max_width=b.w - 10)
            self.confirm.append((b, plan))
        else:
            pygame.draw.rect(surface, (48, 42, 38), b, border_radius=6)
            self.text(surface, self.render_msg(why) if why else words, size, DIM, b.center, max_width=b.w - 10,
                      shadow=False)
        hint = pygame.Rect(r.x + 10, b.bottom + 4, r.w - 20, size * 2)
        used = self.label(surface, self.t(f"{G}.ui.drag_animals"), size * 0.9, hint, colour=DIM, lines=2, shadow=False)
        top = hint.y + used + 4
        return pygame.Rect(r.x, top, r.w, r.bottom - top)

    def draw_loot_sheet(self, surface, r: pygame.Rect, choice) -> None:
        """An expedition: every loot item of levels 1-14 in strength order, those the dwarf is
        too weak for greyed, those already taken numbered in the order picked; the offered
        ones (and Done, and conversions) are buttons."""
        info = choice.info
        taken = list(info.get("taken", ()))
        offered = {o["loot"]: o for o in choice.options if "loot" in o}
        extra = [o for o in choice.options if "loot" not in o]          # Done, conversions
        items = sorted(self.rules.loot, key=lambda k: self.rules.loot[k]["min_strength"])
        cells = [("act", o) for o in extra] + [("loot", k) for k in items]
        area = r.inflate(-16, -10)
        cols = 5 if area.w > 420 else 4
        rows = -(-len(cells) // cols)
        w = (area.w - (cols - 1) * 6) // cols
        h = max(24, min(round(self.lay.unit * 1.3), (area.h - (rows - 1) * 4) // rows))
        size = max(12, min(round(h * 0.42), round(self.lay.unit * 0.5)))
        for k, (what, x) in enumerate(cells):
            b = pygame.Rect(area.x + (k % cols) * (w + 6), area.y + (k // cols) * (h + 4), w, h)
            if what == "loot":
                self.loot_cells.append((b, x))
            if what == "act":
                pygame.draw.rect(surface, (64, 74, 60) if x.get("act") == "convert" else (120, 80, 40), b, border_radius=5)
                self.text(surface, self.option_words(choice, x), size, PAPER, b.center, max_width=b.w - 6)
                self.buttons.append((b, x))
                continue
            need = self.rules.loot[x]["min_strength"]
            name = f"{self.t(f'{G}.loot.{x}')} {need}+"
            if x in taken:
                pygame.draw.rect(surface, (150, 120, 50), b, border_radius=5)
                name = f"{taken.index(x) + 1}. {name}"
                colour = PAPER
            elif x in offered:
                hover = b.collidepoint(self.mouse)
                pygame.draw.rect(surface, (120, 92, 60) if hover else (82, 64, 46), b, border_radius=5)
                pygame.draw.rect(surface, (200, 170, 120), b, 1, border_radius=5)
                self.buttons.append((b, offered[x]))
                colour = PAPER
            else:
                pygame.draw.rect(surface, (48, 42, 38), b, border_radius=5)
                colour = DIM
            self.text(surface, name, size, colour, b.center, max_width=b.w - 6, shadow=colour is PAPER)

    def option_words(self, choice, option) -> str:
        lines = self.describe("option", (choice.kind.split(".", 1)[1], option, choice.info))
        return self.render_msg(lines[0]) if lines else str(option)

    # --- tooltips ------------------------------------------------------------------------------------
    def tooltip(self, pos):
        if self.lay is None or self.drag.held is not None:
            return None
        choice = self.pending()
        for r, loot in self.loot_cells:              # an expedition's item, offered or not
            if r.collidepoint(pos):
                return self.tooltip_text(self.describe("loot", loot))
        for r, option in self.greyed:               # why a part of the action cannot be done
            if r.collidepoint(pos) and choice is not None:
                return [self.option_words(choice, option), self.render_msg(self.match.explain(option))]
        for r, option in self.buttons:             # a button's whole text (it may be shortened)
            if r.collidepoint(pos) and choice is not None:
                return [self.option_words(choice, option)]
        if self.sheet() == "actions" and self.lay.sheet.collidepoint(pos):
            st = self.state
            for slot, r in self.slot_rects():
                if r.collidepoint(pos) and slot[0] == "space":
                    return self.tooltip_text(self.describe("space", slot[1]))
                if r.collidepoint(pos):
                    return self.tooltip_text(self.describe("round", (slot[1], st["n"], list(st["cards"].values()))))
        if self.sheet() == "furnishings" and self.lay.sheet.collidepoint(pos):
            for tid, r in self.supply_rects():
                if r.collidepoint(pos):
                    return self.tooltip_text(self.describe("furnishing", tid))
        if self.lay.score.collidepoint(pos):
            return self.score_lines(self.board_player())
        for q, r in zip(self.others(), self.lay.cards):
            if r.collidepoint(pos):
                return self.score_lines(q)
        for kind, cell, n, r in self.animal_rects(self.board_player()):
            if r.collidepoint(pos):
                name = self.render_msg(self.rules.goods_text({kind: n}))
                born = self.rules.newborns(self.match.log_for(self.ctx.viewer()), self.board_player())
                return [name, self.t(f"{G}.ui.newborn")] if born.get(kind) else [name]
        target = self.target_at(None, None, pos)
        if target is not None and target[0] == "home":
            pl = self.state["players"][target[1]]
            furn = pl["furn"].get(target[2])
            if furn:
                return self.tooltip_text(self.describe("furnishing", furn))
            return self.tooltip_text(self.describe("cell", target[2]))
        return None


VIEW = CavernaView
