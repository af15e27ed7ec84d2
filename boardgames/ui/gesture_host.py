"""The one drag host of every board view: gestures read off the pending choice.

The rules list each pending option by its roles (`engine.gestures`: which piece, where to,
which turn). From that list alone this host knows which pieces may be picked up, which
targets light up for the piece in hand, which option a drop or a click carries out and,
for a gesture that fits nothing, the rules' reason. A view only says where things are:

  piece_rect(piece)                the screen box of a piece that may be picked up (None:
                                   not drawn now)
  target_rect(target)              the screen box of a target (highlights, tests)
  target_at(piece, turn, pos)      the target under `pos` for that piece held with that turn
                                   (piece None: for a plain click), legal or not
  piece_turns(piece, turns)        the turns in the order R / the wheel steps through them
                                   (default: as the rules list them)
  start_rotation(piece)            the index of the turn a piece shows when picked up (0)
  piece_home(piece, rect, pos)     where it glides back to (default: the box's centre)
  drop_point(piece, turn, target)  where the held piece's centre goes to land on `target`
                                   (default: the target's centre)
  mark_piece / mark_target(surface, x, style)   draw a highlight ("hint", "legal",
                                   "illegal", "selected") on a piece or a target (default: a
                                   tinted box over its rect); `draw_marks` calls them for what
                                   may be picked up, clicked or dropped on
  draw_held(surface, grab, center, lifted)    the piece in hand
  after_move(move, player)         animation once `player`'s move was carried out (optional)
  choose_among(gesture, moves)     several moves share one gesture (e.g. which contract a
                                   building fulfils): the view asks; default: refuse

A `Grab`'s payload is the piece, its rotation an index into the piece's turns.

The side panel's action bar (action_bar.py) asks `show_action(options)`: the next piece of that
action is taken in hand as a click on it would take it, or, for an action made by plain clicks,
its places are marked until the next click (`draw_spot`, drawn by the game screen over the view).
"""
from __future__ import annotations

import pygame

from ..engine.choice import msg
from ..engine.gestures import Gesture, Move, pieces, targets, turns_of
from .drag import DragController, Grab
from .render.board import highlight_rect


class GestureHost:
    """Mixin for a board view (with ViewKit): owns `self.drag` and maps gestures to moves."""

    def init_gestures(self) -> None:
        self.drag = DragController(self, notify=self.ctx.notify, speed=self.speed, sound=self.ctx.sound)
        self.spot: list = []              # click targets the action bar marks (until the next click)
        self.shown_action = None          # the piece the action bar took in hand, or "spot"

    # --- what the rules say ---------------------------------------------------------------
    def moves(self) -> list[Move]:
        if self._acting:
            return []
        return self.match.gestures()

    def movable(self) -> list:
        """The pieces a player may pick up now."""
        return pieces(self.moves())

    def turns(self, piece) -> list:
        return self.piece_turns(piece, turns_of(self.moves(), piece))

    def turn_of(self, grab: Grab):
        turns = self.turns(grab.payload)
        return turns[grab.rotation % len(turns)]

    def click_targets(self) -> list:
        """Targets a plain click carries out now (for highlighting)."""
        return targets(self.moves(), None)

    def lit(self) -> list:
        """Targets of the piece in hand (dragged or selected), for highlighting."""
        return self.drag.legal_targets()

    # --- what the view says (defaults) -------------------------------------------------------
    def piece_rect(self, piece) -> pygame.Rect | None:
        return None

    def target_at(self, piece, turn, pos):
        """What `pos` lands on: a plain click (`piece` None) or a drop of the piece in hand
        (turned `turn`); nothing before the board is laid out."""
        if getattr(self, "lay", None) is None:
            return None
        return self.click_target(pos) if piece is None else self.drop_target(piece, turn, pos)

    def click_target(self, pos):
        return None

    def drop_target(self, piece, turn, pos):
        return None

    def piece_turns(self, piece, turns: list) -> list:
        return turns

    def start_rotation(self, piece) -> int:
        return 0

    def piece_home(self, piece, rect: pygame.Rect, pos) -> tuple[int, int]:
        return rect.center

    def target_rect(self, target) -> pygame.Rect | None:
        return None

    def drop_point(self, piece, turn, target) -> tuple[int, int] | None:
        rect = self.target_rect(target)
        return rect.center if rect is not None else None

    def mark_piece(self, surface, piece, style: str) -> None:
        rect = self.piece_rect(piece)
        if rect is not None:
            highlight_rect(surface, rect, style)

    def mark_target(self, surface, target, style: str) -> None:
        rect = self.target_rect(target)
        if rect is not None:
            highlight_rect(surface, rect, style)

    def draw_marks(self, surface) -> None:
        """Nothing in hand: the pieces that may be picked up ("hint") and the click targets
        ("legal"). A piece in hand: its legal targets, the one under it ("legal" or
        "illegal"), and the piece itself when it was picked by a click ("selected")."""
        grab = self.drag.held
        if grab is None:
            if self.drag.glides:
                return
            for piece in self.movable():
                self.mark_piece(surface, piece, "hint")
            for target in self.click_targets():
                self.mark_target(surface, target, "legal")
            self.mark_hint(surface)
            return
        legal = self.drag.legal_targets()
        for target in legal:
            self.mark_target(surface, target, "legal")
        if self.drag.dragging:
            hover = self.drag.hover_target()
            if hover is not None and hover not in legal:
                self.mark_target(surface, hover, "illegal")
        else:
            self.mark_piece(surface, grab.payload, "selected")

    def mark_hint(self, surface) -> None:
        """The hint key's best move, where it is a gesture: its piece and where it goes, so a
        hint in words ("places a craftsman") also shows the place."""
        options = self.ctx.hinted()
        if not options:
            return
        best = options[0]
        for move in self.moves():
            if move.plan and move.plan[0] == best:
                g = move.gesture
                if g.piece is not None:
                    self.mark_piece(surface, g.piece, "suggested")
                if g.to is not None:
                    self.mark_target(surface, g.to, "suggested")
                return

    def after_move(self, move: Move, player: int) -> None:
        """`player`'s move was carried out (start an animation)."""

    def choose_among(self, gesture: Gesture, moves: list[Move]) -> dict | None:
        """Several moves share `gesture`: pick one (play it) or ask; returns a refusal or None."""
        return msg("engine.illegal")

    # --- the action bar ----------------------------------------------------------------------
    def show_action(self, options: list[dict]) -> bool:
        """The action bar's entry for `options` (one action of the pending choice) was clicked:
        take the next of its pieces on view in hand, as a click on it would (its places light
        up; a second click on the entry takes the next one), or mark the places a plain click
        plays it on. False when nothing of it is on the board now."""
        ids = {id(o) for o in options}
        moves = [m for m in self.moves() if m.plan and (id(m.plan[0]) in ids or m.plan[0] in options)]
        on_view = [p for p in pieces(moves) if self.piece_rect(p) is not None]
        self.spot, self.shown_action = [], None
        held = self.drag.held
        if on_view:
            if held is not None and held.payload in on_view:
                if self.drag.dragging:            # a carried piece stays in hand
                    self.shown_action = held.payload
                    return True
                piece = on_view[(on_view.index(held.payload) + 1) % len(on_view)]
            else:
                piece = on_view[0]
            rect = self.piece_rect(piece)
            self.drag.select(self._grab(piece, rect, rect.center))
            self.shown_action = piece
            return True
        clicks = targets(moves, None)
        if clicks:
            if held is not None and not self.drag.dragging:
                self.drag.cancel()
            self.spot, self.shown_action = clicks, "spot"
            return True
        return False

    def action_live(self) -> bool:
        """What the action bar showed is still shown (the piece in hand, the marked places)."""
        if self.shown_action is None:
            return False
        if self.shown_action == "spot":
            return bool(self.spot)
        held = self.drag.held
        return held is not None and held.payload == self.shown_action

    def forget_action(self) -> None:
        """The position changed: the action bar's marks are gone."""
        self.spot, self.shown_action = [], None

    def draw_spot(self, surface) -> None:
        """The places the action bar marked, over the board."""
        if self.spot and self.drag.held is None:
            for target in self.spot:
                self.mark_target(surface, target, "selected")

    # --- DragHost ------------------------------------------------------------------------------
    def _grab(self, piece, rect: pygame.Rect, pos) -> Grab:
        n = len(self.turns(piece))
        return Grab(piece, self.piece_home(piece, rect, pos), rotations=n, rotation=self.start_rotation(piece) % n)

    def drag_pick(self, pos) -> Grab | None:
        for piece in self.movable():
            rect = self.piece_rect(piece)
            if rect is not None and rect.collidepoint(pos):
                return self._grab(piece, rect, pos)
        return None

    def drag_target(self, grab: Grab, pos):
        return self.target_at(grab.payload, self.turn_of(grab), pos)

    def drag_legal(self, grab: Grab) -> list:
        return targets(self.moves(), grab.payload, self.turn_of(grab))

    def drag_snap(self, grab: Grab, pos):
        """Released (or clicked) where the piece fits only in another turn: when exactly one
        turn fits there, turn the piece to it and return that target (the tile snaps in);
        when several do, show the first of them and let the player choose with R."""
        if grab.rotations <= 1:
            return None
        turns = self.turns(grab.payload)
        fits = []
        for i, turn in enumerate(turns):
            target = self.target_at(grab.payload, turn, pos)
            if target is not None and target in targets(self.moves(), grab.payload, turn):
                fits.append((i, target))
        if not fits:
            return None
        if len(fits) == 1:
            grab.rotation = fits[0][0]
            return fits[0][1]
        if grab.rotation not in [i for i, _ in fits]:
            grab.rotation = fits[0][0]
        return None

    def drag_drop(self, grab: Grab, target) -> dict | None:
        return self.carry_out(Gesture(grab.payload, target, self.turn_of(grab)))

    def drag_reason(self, grab: Grab, target) -> dict | None:
        if target is None:
            return None
        return self.match.gesture_refusal(Gesture(grab.payload, target, self.turn_of(grab)))

    # --- carrying out ----------------------------------------------------------------------------
    def carry_out(self, gesture: Gesture) -> dict | None:
        """Play the move `gesture` stands for; the refusal message if there is none."""
        fits = [m for m in self.moves() if m.gesture == gesture]
        if not fits:
            return self.match.gesture_refusal(gesture) or msg("engine.illegal")
        if len(fits) > 1:
            return self.choose_among(gesture, fits)
        return self.play(fits[0])

    def play(self, move: Move) -> dict | None:
        player = self.pending().player
        self._playing = move
        try:
            for option in move.plan:
                refusal = self.choose(option)
                if refusal is not None:
                    return refusal
        finally:
            self._playing = None
        self.after_move(move, player)
        return None

    _playing: Move | None = None

    def own_spot(self) -> tuple[int, int] | None:
        """While a move of the person's own hand is carried out: where its piece lands (the
        game screen's motion leaves that piece alone; the drag already brought it there)."""
        move = self._playing
        g = move.gesture if move is not None else None
        if g is None or g.piece is None:
            return None
        return self.drop_point(g.piece, g.turn, g.to)

    def click_at(self, pos) -> bool:
        """A click with nothing in hand: carry out the click move under `pos`, or say why not."""
        target = self.target_at(None, None, pos)
        if target is None:
            return False
        gesture = Gesture(None, target)
        if any(m.gesture == gesture for m in self.moves()):
            self.carry_out(gesture)
            return True
        reason = self.match.gesture_refusal(gesture)
        if reason:
            self.ctx.notify(reason)
            return True
        return False

    def gesture_event(self, event: pygame.event.Event) -> bool:
        """Feed one input event: the drag controller first, then plain clicks."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.spot = []                # the action bar's marks last until the next click
        if self.drag.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click_at(event.pos)
        return False
