"""Caverna's board area: the action board (or the furnishing supply), the deciding player's
home board with their dwarfs, tiles to place and goods, a card for every other player, and a
checklist of the decision's buttons.

What a gesture means comes from the rules (`match.gestures()`, run by the kit's
GestureHost): a dwarf onto an action space, a tile turned onto cells, a furnishing onto a
cavern. This class says where things are and what each shows, in words it translates;
`caverna_layout` places them, `caverna_board` paints them and `caverna_art` supplies the
pictures. Every button's words come from the rules' `describe("option", ...)`; nothing here
decides what is legal.
"""
from __future__ import annotations

import pygame

from ...engine.choice import msg
from ...engine.freeacts import FREE_FROM
from ...games.caverna import board as B
from ..drag import Grab
from ..gesture_host import GestureHost
from ..motion import BOARD, Anchor
from ..pen import Pen
from ..render.board import highlight_rect
from ..view_kit import ViewKit
from . import caverna_board as paint
from . import caverna_layout as L
from .base import GameView
from .caverna_art import Art
from .caverna_board import DIM
from .caverna_layout import SIDES

G = "caverna"
TRAY = ("twin", "tile", "pasture", "stable")
CELLS = [B.name(x, y) for y in range(1, 5) for x in range(1, 7)]      # the printed board, row by row
BARE = frozenset(CELLS)


def kind_at(pl: dict, cell: str) -> str:
    """The tile on a cell, or the bare forest or mountain."""
    return pl["tiles"].get(cell) or ("forest" if cell[0] == "F" else "mountain")


def cells_of(pl: dict) -> list[str]:
    """The printed cells, then the tiles the Office room lets hang off the board."""
    return CELLS + [cell for cell in pl["tiles"] if cell not in CELLS]


def hit(pairs, pos):
    """The value of the first (rect, value) pair whose rect holds `pos`, or None."""
    return next((value for rect, value in pairs if rect.collidepoint(pos)), None)


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
        art = self.shared("art", lambda: Art(ctx.sprites))
        self.init_board(art, self.shared("pen", lambda: Pen(art, ctx.fonts)))
        self.tab = "actions"
        self.tab_chosen = False       # the player picked a tab: do not switch it for them
        self.shown: int | None = None  # another player's board opened from their card
        self.check_scroll = 0           # first option shown in the checklist
        self.check_rect: pygame.Rect | None = None      # where the checklist was last drawn
        self._supply_key, self._supply = None, []       # the furnishing supply's cells, per size and language
        self._animals_key, self._animals = None, {}
        self.pens: dict[int, dict] = {}   # each player's own arrangement of animals (see pens.py)
        self._pen_legal = (None, [])
        self.confirm: list[tuple[pygame.Rect, list]] = []    # a button that plays several options
        self.among: list = []                 # moves sharing the gesture just made: which one?
        self.buttons: list[tuple[pygame.Rect, dict]] = []
        self.loot_cells: list[tuple[pygame.Rect, str]] = []
        self.greyed: list[tuple[pygame.Rect, dict]] = []    # parts of an action impossible now
        self.twins = {t["id"]: [h["tile"] for h in t["halves"]] for t in self.rules.data["home_board"]["twins"]}
        self._cache_key = None
        self._sheet = None
        self._marks: tuple | None = None
        self._glyphs: dict[str, list] = {}       # what each action space prints

    # --- who and what -------------------------------------------------------------------------
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

    # --- layout: where each thing is ----------------------------------------------------------
    def _ensure_layout(self) -> L.Layout | None:
        if self.rect.w <= 0 or self.rect.h <= 0:
            return None
        key = (tuple(self.rect), self.state["n"])
        if key != self._lay_key:
            self.lay = L.compute(self.rect, self.state["n"] - 1)
            self._lay_key = key
        return self.lay

    def slot_rects(self) -> list[tuple[tuple, pygame.Rect]]:
        """The action board in order: the permanent spaces, then the twelve round spaces (a
        round's card face down until it is revealed)."""
        st = self.state
        cards = st["cards"]
        revealed = set(cards.values())
        slots = [("space", sid) for sid in st["spaces"] if sid not in revealed]
        slots += [("space", cards[str(n)]) if cards.get(str(n)) else ("round", n) for n in st["rounds"]]
        return list(zip(slots, L.grid(self.lay.sheet, len(slots), 1.3, max(4, self.lay.unit // 6))))

    def supply_rects(self) -> list[tuple[str, pygame.Rect]]:
        """The furnishing supply: each tile's face with its name under it in up to two lines,
        in columns wide enough for every name; it takes the checklist's room but enough for
        a prompt and a row of buttons (the wheel shows more)."""
        tiles = [t["id"] for t in self.rules.data["furnishings"]["tiles"]
                 if t["id"] not in ("entry_dwelling",) and (self.state["mode"] == "full" or t.get("intro"))]
        lay = self.lay
        gap = max(3, lay.unit // 8)
        size = self.supply_name_size()
        key = (tuple(lay.rect), len(tiles), self.ctx.locale.lang)
        if self._supply_key != key:
            names = [self.t(f"{G}.furnishing.{t}") for t in tiles]
            least = max(self._two_line_width(name, size) for name in names)
            keep = lay.row_h + 2 * round(max(12, lay.unit * 0.55) * 1.15) + 24
            area = lay.supply_area(keep)
            self._supply = list(zip(tiles, L.supply_grid(area, len(tiles), gap, self.supply_band(), least)))
            self._supply_key = key
        return self._supply

    def supply_name_size(self) -> int:
        return max(12, round(self.lay.unit * 0.4))

    def supply_band(self) -> int:
        """The height of a furnishing's name under its face: two lines."""
        size = self.supply_name_size()
        return size + round(size * 1.15) + 2

    def _two_line_width(self, name: str, size: int) -> int:
        """The narrowest column `name` fits in, in two lines at `size` (a long word hyphenated)."""
        fonts = self.ctx.fonts
        lo, hi = 8, fonts.size(name, size)[0] + 1
        while lo < hi:
            mid = (lo + hi) // 2
            if len(fonts.wrap(name, size, mid)) <= 2:
                hi = mid
            else:
                lo = mid + 1
        return lo + 2

    def cell_rect(self, cell: str) -> pygame.Rect:
        return self.lay.cell_rect(*B.xy(cell))

    def dwarf_rects(self, p: int) -> list[tuple[int, pygame.Rect]]:
        """The dwarfs at home, in weapon order, in the strip under the home board."""
        dwarfs = self.state["players"][p]["dwarfs"]
        return L.dwarf_boxes(self.lay.dwarfs, len(dwarfs), [i for i, d in enumerate(dwarfs) if d["at"] is None])

    def tray_pieces(self) -> list[tuple[tuple, pygame.Rect]]:
        return L.tray_boxes(self.lay.tray, [p for p in self.movable() if p[0] in TRAY])

    def goods_cells(self) -> list[tuple[str, pygame.Rect]]:
        """The supply panel: goods on the first row, animals on the second."""
        return L.goods_cells(self.lay.goods)

    def food_rect(self) -> pygame.Rect:
        return dict(self.goods_cells())["food"]

    def pen_box(self) -> pygame.Rect | None:
        """The "No room" pen at the end of the tile tray while some animals have no place."""
        if not self.animal_layout(self.board_player()).get(None):
            return None
        return L.pen_box(self.lay.tray)

    def animal_rects(self, p: int) -> list[tuple[str, object, int, pygame.Rect]]:
        """(kind, cell, n, icon box) of every herd: on its cell, or in the pen (cell None)."""
        out = []
        icon = max(14, round(self.lay.cell * 0.36))
        for cell, there in self.animal_layout(p).items():
            herds = [(kind, n) for kind, n in there.items() if n]
            box = self.pen_box() if cell is None else self.cell_rect(cell)
            boxes = L.herd_boxes(box, icon, len(herds), cell is None)
            out += [(kind, cell, n, r) for (kind, n), r in zip(herds, boxes)]
        return out

    def score_rows(self) -> list[tuple[str, pygame.Rect]]:
        """The score column's rows (score-pad row ids, then "total") and their boxes."""
        sheet = self.sheet_now()
        if sheet is None:
            return []
        return L.score_rows(self.lay.score, [label.rsplit(".", 1)[1] for label in sheet.rows] + ["total"])

    # --- where pieces and targets are (the kit's GestureHost asks) ----------------------------
    def piece_rect(self, piece):
        if self.lay is None:
            return None
        if piece[0] in ("dwarf", "goods"):      # a good is dragged onto another (an exchange) or a cell
            if piece[1] != self.board_player():
                return None
            return dict(self.dwarf_rects(piece[1]) if piece[0] == "dwarf" else self.goods_cells()).get(piece[2])
        if piece[0] == "furnishing":
            return dict(self.supply_rects()).get(piece[1]) if self.sheet() == "furnishings" else None
        return dict(self.tray_pieces()).get(piece)

    def piece_turns(self, piece, turns):
        return [0, 1, 2, 3] if piece[0] in ("twin", "pasture") and turns != [None] else turns

    def start_rotation(self, piece) -> int:
        return 1 if piece[0] in ("twin", "pasture") else 0       # lying flat, second half right

    def target_rect(self, target):
        if self.lay is None:
            return None
        if target[0] == "space":
            return dict(self.slot_rects()).get(target) if self.sheet() == "actions" else None
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
        if self.lay.home.collidepoint(pos):
            x, y = self.lay.cell_under(pos, turn if piece is not None and piece[0] in ("twin", "pasture") else None)
            if 0 <= x < len(B.COLS) and 0 <= y < len(B.ROWS):
                return ("home", self.board_player(), B.name(x, y))
        return None

    def drop_point(self, piece, turn, target):
        rect = self.target_rect(target)
        if rect is None or piece[0] not in ("twin", "pasture") or turn is None:
            return rect.center if rect is not None else None
        dx, dy = SIDES[turn]                  # between the two halves' cells
        return (rect.centerx + dx * self.lay.cell // 2, rect.centery + dy * self.lay.cell // 2)

    def mark_target(self, surface, target, style):
        """A cell lit for a two-cell tile in hand is lit with the cell its second half covers."""
        held = self.drag.held
        if target[0] == "eat":
            rect = self.food_rect()
        elif target[0] == "pen":
            rect = self.pen_box() if target[1] is None else self.cell_rect(target[1])
        else:
            rect = self.target_rect(target)
            if rect is not None and target[0] == "home" and held is not None and held.payload[0] in ("twin", "pasture"):
                turn = self.turn_of(held)
                if turn is not None:
                    rect = rect.union(rect.move(SIDES[turn][0] * self.lay.cell, SIDES[turn][1] * self.lay.cell))
        if rect is not None:
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

    # --- animals: the player's own arrangement (the rules check every move) -------------------
    def animal_layout(self, p: int) -> dict:
        key = (self.match.version, p, repr(self.pens.get(p)))
        if self._animals_key != key:
            try:
                self._animals = self.rules.animals_on_board(self.state, p, prefer=self.pens.get(p))
            except Exception:
                self._animals = {}
            self._animals_key = key
        return self._animals

    def arranging(self) -> bool:
        """The shown board's owner is deciding now, so they may rearrange their animals."""
        choice = self.pending()
        return choice is not None and choice.player == self.board_player() and not self._acting

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
        herds = self.animal_rects(self.board_player())
        return next((Grab(("animal", kind, cell), r.center) for kind, cell, n, r in herds
                     if r.inflate(max(8, 40 - r.w), max(8, 40 - r.h)).collidepoint(pos)), None)    # 40 px handles

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
            cells = cells_of(self.state["players"][self.board_player()]) + [None]
            legal = [("pen", c) for c in cells if self.pen_move(grab, ("pen", c))[0] is not None]
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

    # --- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._ensure_layout() is None:
            return False
        self.track_mouse(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drag.held is None:
            tab = hit(zip(self.lay.tabs, ("actions", "furnishings")), event.pos)
            card = hit(zip(self.lay.cards, self.others()), event.pos)
            option, plan = hit(self.buttons, event.pos), hit(self.confirm, event.pos)
            if tab is not None:
                self.tab, self.tab_chosen = tab, True
                return True
            if card is not None:
                self.shown = None if card == self.decider() else card
                return True
            if option is not None:
                self.offer(option)
                return True
            self.among = []                  # answered, or a click elsewhere: the question is dropped
            if plan is not None:
                self.play_options(plan)
                return True
        if event.type == pygame.MOUSEWHEEL and (self.check_rect or self.lay.checklist).collidepoint(self.mouse) \
                and self.drag.held is None:
            self.check_scroll = max(0, self.check_scroll - 3 * event.y)
            return True
        if self.pending() is None:
            return False
        return self.gesture_event(event)

    def state_changed(self) -> None:
        super().state_changed()
        self.among, self.tab_chosen, self.check_scroll = [], False, 0

    def play_options(self, plan: list[dict]) -> None:
        """Carry out a confirmed list of options in order (stops at a refusal and says it)."""
        for option in plan:
            refusal = self.choose(option)
            if refusal:
                self.ctx.notify(refusal)
                return

    # --- where things are, for the game screen's motion (ui/motion.py) -------------------------
    def anchors(self) -> dict:
        """Each thing drawn by a key that stays with it: the shown player's board and the other
        players' cards (boards), the dwarfs at home and on action spaces, the action board's
        cards and the goods piled on them (a new count is a new key: it fades in), and the
        tiles of the shown home board."""
        lay = self._ensure_layout()
        if lay is None:
            return {}
        st = self.state
        p = self.board_player()
        board = ("board", p)
        out: dict = {board: Anchor(lay.home.unionall([lay.score, lay.dwarfs, lay.tray, lay.goods]), BOARD)}
        for q, r in zip(self.others(), lay.cards):
            out[("board", q)] = Anchor(r, BOARD)
        for i, r in self.dwarf_rects(p):
            out[("dwarf", p, i)] = Anchor(r, board=board)
        sheet = ("sheet", self.sheet())          # the action board or the furnishing supply
        out[sheet] = Anchor(lay.sheet, BOARD)
        if sheet == ("sheet", "actions"):
            for (what, sid), r in self.slot_rects():
                out[("card", what, sid)] = Anchor(r, board=sheet, solid=True)
                if what == "round":
                    continue
                sp = st["spaces"][sid]
                if sp["occ"] is not None:
                    size = round(r.h * 0.5)
                    out[("dwarf", *sp["occ"])] = Anchor(pygame.Rect(0, 0, round(size * 1.1), round(size * 1.1)).move_to(
                        center=(round(r.right - size * 0.55), round(r.bottom - size * 0.55))))
                icon = max(14, r.h // 4)
                pad = max(3, r.w // 14)
                for j, (g, n) in enumerate([(g, n) for g, n in sp["goods"].items() if n][:3]):
                    out[("goods", sid, g, n)] = Anchor(pygame.Rect(r.x + pad + j * icon * 2, r.bottom - pad - icon,
                                                                   icon * 2, icon), board=sheet)
        pl = st["players"][p]
        for cell in cells_of(pl):
            out[("tile", p, cell, kind_at(pl, cell), pl["furn"].get(cell))] = Anchor(self.cell_rect(cell), board=board,
                                                                                  solid=True)
        return out

    # --- drawing ------------------------------------------------------------------------------
    def still_parts(self) -> list:
        """The sheet, the shown home board with its score, dwarfs and goods, and the other
        players' cards (the kit keeps them); the checklist is live (its buttons light up)."""
        return [self.draw_sheet, self.draw_player, self.draw_cards]

    def draw_sheet(self, surface) -> None:
        self.draw_tabs(surface)
        if self.sheet() == "actions":
            self.draw_action_board(surface)
        else:
            self.draw_supply(surface)

    def draw_player(self, surface) -> None:
        """The shown player's home board, score column, dwarfs, tiles to place and goods."""
        p = self.board_player()
        self.draw_home(surface, p)
        self.draw_score(surface, p)
        self.draw_strip(surface, p)
        self.draw_goods(surface, p)

    def draw_cards(self, surface) -> None:
        for q, r in zip(self.others(), self.lay.cards):
            self.draw_card(surface, q, r)

    def still_extra(self):
        return (self.sheet(), self.board_player(), repr(self.pens))

    def draw_live(self, surface: pygame.Surface) -> None:
        self.draw_checklist(surface)
        self.draw_marks(surface)
        self.drag.draw(surface)

    def carried(self):
        """The piece being dragged (left out, or faded, where it came from), or None."""
        return self.drag.held.payload if self.drag.held is not None and self.drag.dragging else None

    def draw_tabs(self, surface) -> None:
        names, st = ("actions", "furnishings"), self.state
        paint.tabs(self.pen, surface, self.lay.tabs, [self.t(f"{G}.ui.{n}") for n in names],
                   names.index(self.sheet()), self.lay.unit)
        last = st["rounds"][-1]
        line = self.t(f"{G}.ui.round", n=min(st["round"], last), of=last)
        paint.round_label(self.pen, surface, self.lay.round_label, line, self.lay.unit)

    def draw_action_board(self, surface) -> None:
        st = self.state
        for (what, sid), r in self.slot_rects():
            if what == "round":                    # `sid` is the round's number
                paint.future_card(self.pen, surface, r, self.t(f"{G}.ui.future", n=sid), str(sid) in st["markers"],
                                  st["markers"].get(str(sid)))
                continue
            sp = st["spaces"][sid]
            occ = sp["occ"]
            occupant = (self.colour(occ[0]), st["players"][occ[0]]["dwarfs"][occ[1]]) if occ is not None else None
            paint.space_card(self.pen, surface, r, self.t(f"{G}.space.{sid}"), sp["goods"], sid in st["cards"].values(),
                             occupant, self.glyphs(sid))

    def glyphs(self, sid: str) -> list:
        """What action space `sid` prints (see `caverna_board.printed`)."""
        if sid not in self._glyphs:
            self._glyphs[sid] = paint.printed(self.rules.flow(sid), self.twins)
        return self._glyphs[sid]

    def draw_supply(self, surface) -> None:
        supply = set(self.state["supply"])
        movable = {p[1] for p in self.movable() if p[0] == "furnishing"}
        for tid, r in self.supply_rects():
            paint.supply_tile(self.pen, surface, r, self.rules.tile(tid), self.t(f"{G}.furnishing.{tid}"),
                              tid in supply, tid in movable and self.drag.held is None, self.supply_band(),
                              self.supply_name_size())

    def draw_home(self, surface, p: int) -> None:
        pl = self.state["players"][p]
        lay = self.lay
        c = lay.cell
        furn = {cell: self.rules.tile(tid) for cell, tid in pl["furn"].items() if tid}
        looks = [(self.cell_rect(cell), kind_at(pl, cell), furn.get(cell), cell in pl["stables"],
                  pl["crops"].get(cell) or {}, cell in BARE and cell not in pl["tiles"]) for cell in cells_of(pl)]
        looks = [look for look in looks if not look[-1] or look[2] or look[3] or any(look[4].values())]
        paint.home(self.pen, surface, lay.home.inflate(-c // 2 + 6, -c // 2 + 6), c, lay.origin, self.marks(),
                   looks, [self.cell_rect(a).union(self.cell_rect(b)) for a, b in pl["large"]])
        self.draw_animals(surface, p)
        name = self.t(f"{G}.ui.board_of", name=self.seat_name(p))
        paint.name_plate(self.pen, surface, (lay.home.centerx, lay.home.y + c * 0.25), name, self.colour(p),
                         lay.unit * 0.55, lay.home.w)

    def marks(self) -> tuple:
        """What the home board prints on its spaces: (column, row, feature, bonus goods) each."""
        if self._marks is None:
            self._marks = tuple((B.xy(c["id"])[0] - 1, B.xy(c["id"])[1] - 1, c["feature"],
                                 tuple(sorted((c.get("bonus") or {}).items())))
                                for c in self.rules.home["cells"] if c.get("feature"))
        return self._marks

    def draw_animals(self, surface, p: int) -> None:
        """Each herd where the player's own arrangement (or the rules' best one) keeps it,
        those without room in the "No room" pen, and this harvest's newborns ringed."""
        box = self.pen_box()
        if box is not None:
            paint.no_room(self.pen, surface, box, self.t(f"{G}.ui.no_room"))
        held = self.carried()
        born = dict(self.rules.newborns(self.match.log_for(self.ctx.viewer()), p))
        for kind, cell, n, r in self.animal_rects(p):
            paint.herd(self.pen, surface, kind, r, n, bool(born.get(kind)), held == ("animal", kind, cell))
            born[kind] = 0                           # one ring a kind

    def draw_score(self, surface, p: int) -> None:
        """The shown player's score as it stands, one score-pad row per line, and the total."""
        sheet = self.sheet_now()
        if sheet is None:
            return
        values = [row[p] for row in sheet.values] + [sheet.totals[p]]
        rows = [(name, box, value) for (name, box), value in zip(self.score_rows(), values)]
        paint.score_column(self.pen, surface, self.lay.score, rows, self.lay.unit)

    def draw_strip(self, surface, p: int) -> None:
        pl = self.state["players"][p]
        held = self.carried()
        for i, r in self.dwarf_rects(p):
            if held != ("dwarf", p, i):
                paint.dwarf(self.pen, surface, self.colour(p), pl["dwarfs"][i], r.center, round(r.h * 0.9))
        for piece, r in self.tray_pieces():
            if held != piece:
                paint.waiting_tile(self.pen, surface, piece, self.twins, r, 1)

    def draw_held(self, surface, grab, center, lifted: bool) -> None:
        piece, c = grab.payload, self.lay.cell
        if piece[0] in ("animal", "goods"):
            self.shadowed(surface, self.art.good(piece[-1] if piece[0] == "goods" else piece[1], round(c * 0.45)),
                          center, lifted)
        elif piece[0] == "dwarf":
            dwarf = self.state["players"][piece[1]]["dwarfs"][piece[2]]
            paint.dwarf(self.pen, surface, self.colour(piece[1]), dwarf, center, round(c * 0.8))
        elif piece[0] == "furnishing":
            self.shadowed(surface, self.art.furnishing(self.rules.tile(piece[1]), c), center, lifted)
        else:
            turn = self.turn_of(grab) if piece[0] in ("twin", "pasture") else None
            paint.waiting_tile(self.pen, surface, piece, self.twins, self.lay.held_tile(center, turn), turn or 0)

    def draw_goods(self, surface, p: int) -> None:
        pl = self.state["players"][p]
        held = self.carried()
        cells = [(g, r, pl["goods"][g] if g in L.GOODS else pl["animals"][g]) for g, r in self.goods_cells()]
        faded = held[2] if held and held[:2] == ("goods", p) else None
        paint.goods_panel(self.pen, surface, self.lay.goods, cells, faded)

    def draw_card(self, surface, p: int, r: pygame.Rect) -> None:
        """Another player at a glance (see `caverna_board.player_card`). A click opens the
        board full size, hovering shows the score row by row."""
        pl = self.state["players"][p]
        scores = self.scores()
        words = (self.seat_name(p), self.t(f"{G}.ui.score", n=scores[p] if p < len(scores) else 0),
                 self.t(f"{G}.ui.food", have=pl["goods"]["food"], need=self.rules.food_need(self.state, p)))
        grid = [[(kind_at(pl, cell), cell in pl["furn"]) for cell in CELLS[row:row + 6]] for row in range(0, 24, 6)]
        paint.player_card(self.pen, surface, r, self.lay.unit, pl, self.colour(p), p == self.decider(), words,
                          self.rules.dwarfs_housed(pl)[1], grid)

    # --- the checklist ------------------------------------------------------------------------
    def draw_checklist(self, surface) -> None:
        """The decision's options that are not board moves, as buttons (conversions apart)."""
        self.buttons, self.loot_cells, self.greyed, self.confirm = [], [], [], []
        r = self.lay.checklist
        if self.sheet() == "actions":
            r = self.lay.checklist_under(max(rect.bottom for _, rect in self.slot_rects()))
        else:
            r = self.lay.checklist_under(max(rect.bottom for _, rect in self.supply_rects()))
        self.check_rect = r
        paint.panel(self.pen, surface, r, line=False, veil=60)          # its rows of words run edge to edge
        choice = self.pending()
        if choice is None:
            return
        prompt, info = self.render_msg(choice.prompt), choice.info
        if choice.kind == f"{G}.feed" and "need" in info:
            have = self.state["players"][choice.player]["goods"]["food"]
            prompt += " " + self.t(f"{G}.ui.feeding", have=have, need=info["need"], beg=max(0, info["need"] - have))
        if choice.kind == f"{G}.expedition":
            prompt += " " + self.t(f"{G}.ui.loot_picked", n=len(info.get("taken", ())), of=info.get("level", 0),
                                   strength=info.get("strength", 0))
        used = self.pen.wrapped(surface, prompt, max(12, self.lay.unit * 0.55),
                                pygame.Rect(r.x + 10, r.y + 8, r.w - 20, r.h), (236, 220, 190), lines=2) + 10
        r = pygame.Rect(r.x, r.y + used, r.w, r.h - used)
        if choice.player == self.board_player() and not self.among and choice.kind != f"{G}.expedition" and any(
                m.gesture.piece and m.gesture.piece[0] == "goods" for m in self.moves()):
            size = max(12, round(self.lay.unit * 0.45))       # exchanges are made on the board
            hint = pygame.Rect(r.x + 10, r.y, r.w - 20, size * 2 + 4)
            used = self.pen.wrapped(surface, self.t(f"{G}.ui.exchange_hint"), size, hint, DIM, lines=2, shadow=False)
            r = pygame.Rect(r.x, r.y + used + 2, r.w, r.h - used - 2)
        if choice.kind == f"{G}.expedition":
            self.draw_loot_sheet(surface, r, choice)
            return
        if choice.kind == f"{G}.overflow" and choice.player == self.board_player():
            r = self.draw_let_go(surface, r, choice.player)
        if self.among:
            r = self.draw_among(surface, r, choice)
        moved = self.on_board()
        split = choice.info.get(FREE_FROM, len(choice.options))
        own = [o for o in choice.options[:split] if id(o) not in moved and o.get("act") != "place"]
        own.sort(key=lambda o: len(o) > 1 or "act" not in o)        # Done, Skip, Feed... first
        free = [o for o in choice.options[split:] if id(o) not in moved]
        greyed = [{"act": "part", "path": path} for path in choice.info.get("unavailable", ())]
        options = own + greyed + free
        size = self.lay.button_text
        area = r.inflate(-16, -12)
        boxes = L.button_grid(area, len(options), self.lay.row_h)
        if len(options) <= len(boxes) and len({b.x for b in boxes[:len(options)]}) == 1:
            # one column: an option whose words are long gets a taller button, not cut words
            tall = [self.words_height(self.option_words(choice, o), size, area.w - 10) for o in options]
            boxes = L.button_column(area, tall, self.lay.row_h) or boxes
        page = len(boxes)
        self.check_scroll = max(0, min(self.check_scroll, len(options) - page))
        first = self.check_scroll
        if len(options) > page:           # the wheel over the list shows the rest
            paint.page_count(self.pen, surface, r, first, min(len(options), first + page), len(options), size)
        for k, (b, option) in enumerate(zip(boxes, options[first:]), first):
            words = self.option_words(choice, option)
            if option in greyed:                  # offered by the space, impossible now: say why
                paint.button(self.pen, surface, b, words, size, "greyed")
                self.greyed.append((b, option))
                continue
            style = "convert" if k >= len(own) + len(greyed) else "option"
            paint.button(self.pen, surface, b, words, size, style, b.collidepoint(self.mouse))
            self.buttons.append((b, option))

    def draw_among(self, surface, r: pygame.Rect, choice) -> pygame.Rect:
        """The moves one gesture stood for, as buttons (the gesture's own words on each)."""
        boxes = L.button_rows(r, len(self.among), self.lay.row_h)
        for b, move in zip(boxes, self.among):
            paint.button(self.pen, surface, b, self.option_words(choice, move.plan[0]), self.lay.button_text,
                         "confirm", b.collidepoint(self.mouse))
            self.confirm.append((b, list(move.plan)))
        top = boxes[-1].bottom + 10                 # the last row's gap and a little more
        return pygame.Rect(r.x, top, r.w, r.bottom - top)

    def draw_let_go(self, surface, r: pygame.Rect, p: int) -> pygame.Rect:
        """Animals without room: the confirm that names every one that goes (the animals
        left in the "No room" pen), or, greyed, why the pens are not ready yet."""
        b = L.button_rows(r, 1, self.lay.row_h)[0]
        layout = self.animal_layout(p)
        plan, why = self.rules.pen_releases(self.state, p, layout)
        words = self.t(f"{G}.ui.let_go", animals=self.render_msg(self.rules.goods_text(layout.get(None, {}))))
        size = self.lay.button_text
        if why is None and plan:
            paint.button(self.pen, surface, b, words, size, "let_go", b.collidepoint(self.mouse))
            self.confirm.append((b, plan))
        else:
            paint.button(self.pen, surface, b, self.render_msg(why) if why else words, size, "greyed")
        hint = pygame.Rect(r.x + 10, b.bottom + 4, r.w - 20, size * 2)
        used = self.pen.wrapped(surface, self.t(f"{G}.ui.drag_animals"), size * 0.9, hint, DIM, lines=2, shadow=False)
        top = hint.y + used + 4
        return pygame.Rect(r.x, top, r.w, r.bottom - top)

    def on_board(self) -> set[int]:
        """The options a board gesture makes (by identity): no button repeats them."""
        return {id(o) for m in self.moves() for o in m.plan[:1]}

    def draw_loot_sheet(self, surface, r: pygame.Rect, choice) -> None:
        """An expedition: Done and the trades on rows of their own at the top (their words are
        long), then every loot item of levels 1-14 in strength order, those the dwarf is too
        weak for greyed, those already taken marked with the order they were picked in; the
        offered ones are buttons."""
        taken = list(choice.info.get("taken", ()))
        offered = {o["loot"]: o for o in choice.options if "loot" in o}
        moved = self.on_board()
        extra = [o for o in choice.options if "loot" not in o and id(o) not in moved]   # Done, trades
        extra.sort(key=lambda o: o.get("act") == "convert")
        items = sorted(self.rules.loot, key=lambda k: self.rules.loot[k]["min_strength"])
        unused = max(0, choice.info.get("level", 0) - len(taken)) if offered else 0
        if extra:
            rows = L.button_rows(r.inflate(0, -4).move(0, 2), len(extra), 36)
            for b, x in zip(rows, extra):
                style = "loot_convert" if x.get("act") == "convert" else "loot_act"
                words = self.option_words(choice, x)
                if x.get("act") == "done" and unused:          # ending with picks left: say so
                    words, style = self.t(f"{G}.ui.loot_unused", n=unused), "let_go"
                paint.button(self.pen, surface, b, words, self.lay.button_text, style, b.collidepoint(self.mouse),
                             radius=5, pad=6)
                self.buttons.append((b, x))
            r = pygame.Rect(r.x, rows[-1].bottom, r.w, r.bottom - rows[-1].bottom)
        boxes = L.loot_grid(r, len(items), self.lay.unit)
        size = max(12, min(round(boxes[0].h * 0.42), self.lay.button_text))
        for b, x in zip(boxes, items):
            self.loot_cells.append((b, x))
            name = f"{self.t(f'{G}.loot.{x}')}\u00a0{self.rules.loot[x]['min_strength']}+"   # "7+" stays with it
            style = "taken" if x in taken else ("loot" if x in offered else "greyed")
            if x in offered and x not in taken:
                self.buttons.append((b, offered[x]))
            paint.button(self.pen, surface, b, name, size, style, b.collidepoint(self.mouse), radius=5, pad=6)
            if x in taken:                                   # the order it was picked in
                paint.order_badge(self.pen, surface, (b.x + 2, b.y + 1), taken.index(x) + 1)

    def words_height(self, words: str, size: int, width: int) -> int:
        """How high a checklist button must be for `words` in lines `width` wide."""
        n = len(self.ctx.fonts.wrap(words, size, max(10, width)))
        return size + (n - 1) * round(size * 1.15) + 10

    def option_words(self, choice, option) -> str:
        lines = self.describe("option", (choice.kind.split(".", 1)[1], option, choice.info))
        return self.render_msg(lines[0]) if lines else str(option)

    # --- tooltips -----------------------------------------------------------------------------
    def tooltip(self, pos):
        if self.lay is None or self.drag.held is not None:
            return None
        choice = self.pending()
        loot, greyed, option = hit(self.loot_cells, pos), hit(self.greyed, pos), hit(self.buttons, pos)
        if loot is not None:                         # an expedition's item, offered or not
            return self.tooltip_text(self.describe("loot", loot))
        if greyed is not None and choice is not None:     # why a part of the action cannot be done
            return [self.option_words(choice, greyed), self.render_msg(self.match.explain(greyed))]
        if option is not None and choice is not None:     # a button's whole text (it may be shortened)
            return [self.option_words(choice, option)]
        if self.sheet() == "actions" and self.lay.sheet.collidepoint(pos):
            st = self.state
            for (what, key), r in self.slot_rects():          # an action space, or a round to come
                if r.collidepoint(pos):
                    key = key if what == "space" else (key, st["n"], list(st["cards"].values()))
                    return self.tooltip_text(self.describe(what, key))
        if self.sheet() == "furnishings":
            tid = hit(((r, t) for t, r in self.supply_rects()), pos)
            if tid is not None:
                return self.tooltip_text(self.describe("furnishing", tid))
        q = self.board_player() if self.lay.score.collidepoint(pos) else hit(zip(self.lay.cards, self.others()), pos)
        if q is not None:                            # the score row by row
            return self.score_lines(q)
        for kind, cell, n, r in self.animal_rects(self.board_player()):
            if r.collidepoint(pos):
                name = self.render_msg(self.rules.goods_text({kind: n}))
                born = self.rules.newborns(self.match.log_for(self.ctx.viewer()), self.board_player())
                return [name, self.t(f"{G}.ui.newborn")] if born.get(kind) else [name]
        target = self.target_at(None, None, pos)
        if target is not None and target[0] == "home":       # a furnishing, else the cell itself
            furn = self.state["players"][target[1]]["furn"].get(target[2])
            return self.tooltip_text(self.describe("furnishing", furn) if furn else self.describe("cell", target[2]))
        return None


VIEW = CavernaView
