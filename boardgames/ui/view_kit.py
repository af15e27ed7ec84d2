"""What every board view needs besides its own pictures: shortcuts to the match, text with
a drop shadow, player colours, pictures over a soft silhouette, tooltips from
`rules.describe`, pieces travelling along a path, and a still picture kept between frames
(drawing a board costs hundreds of blits; a frame where only the pointer moved costs one).

Moon River's view grew these first; they live here so that a new view does not copy them.
`ViewKit` is a mixin for a `GameView` (it only needs `self.ctx`).
"""
from __future__ import annotations

import pygame

from .pen import Pen
from .still import StillPicture
from .theme import seat_rgb


class ViewKit:
    """Match access, localisation and small drawing helpers shared by the board views."""

    _acting = False

    # --- the match -------------------------------------------------------------------
    @property
    def match(self):
        return self.ctx.match

    @property
    def state(self) -> dict:
        """What the player at the screen may know (`rules.observation`), never the whole state:
        a view cannot show what that player may not see."""
        return self.match.observation(self.ctx.viewer())

    @property
    def rules(self):
        return self.match.rules

    def pending(self):
        return self.match.pending

    def kind(self) -> str | None:
        """The pending choice's kind without the game prefix ('action' for 'via_nebula.action')."""
        choice = self.pending()
        return choice.kind.split(".", 1)[1] if choice is not None else None

    def options(self) -> list[dict]:
        choice = self.pending()
        return choice.options if choice is not None else []

    def choose(self, option: dict) -> dict | None:
        """Offer an option to the shell; while it is applied, `state_changed` knows it was us."""
        self._acting = True
        try:
            return self.ctx.choose(option)
        finally:
            self._acting = False

    def game_screen(self):
        """The game screen this view is shown in, for a view that opens a screen of its own
        over the game, such as a look behind a player's screen; None when the view is driven
        without one (a test harness)."""
        return self.ctx.game_screen() if self.ctx.game_screen is not None else None

    def offer(self, option: dict) -> dict | None:
        """Choose `option` if it is offered, else say why not (the rules' own explanation)."""
        choice = self.pending()
        if choice is None:
            return None
        if choice.find(option) is None:
            reason = self.match.explain(option)
            self.ctx.notify(reason)
            return reason
        refusal = self.choose(option)
        if refusal:
            self.ctx.notify(refusal)
        return refusal

    # --- words -------------------------------------------------------------------------
    def t(self, key: str, **args) -> str:
        return self.ctx.locale.t(key, **args)

    def has_text(self, key: str) -> bool:
        return self.ctx.locale.has(key)

    def render_msg(self, m) -> str:
        return self.ctx.locale.render(m) if isinstance(m, dict) else str(m)

    #: while the game screen asks for a tooltip, the (kind, key) of every component described,
    #: so that F1 opens that component's rules help entry (None: not listening)
    help_topics: list | None = None

    def describe(self, kind: str, key) -> list:
        """`rules.describe` lines (messages); a broken description never breaks a tooltip."""
        if self.help_topics is not None:
            self.help_topics.append((kind, key))
        try:
            return list(self.rules.describe(kind, key) or [])
        except Exception:
            return []

    def tooltip_text(self, lines) -> list[str] | None:
        """Messages and plain strings rendered in the current language (None when empty)."""
        out = [self.render_msg(m) for m in lines or [] if m]
        return [line for line in out if line] or None

    # --- the board's start and input ----------------------------------------------------------
    def shared(self, name: str, make):
        """`make()` once per game for the app's sprites and fonts: pictures and the caches
        drawn from them outlive a view, while the game is among those used last (`Sprites.shared`)."""
        return self.ctx.sprites.shared((type(self).__module__, name, self.ctx.fonts), make, game=self.rules.id)

    def init_board(self, art, pen: Pen | None = None) -> None:
        """What every board view starts with: its pictures and the pen its drawing modules
        draw with, the kit's gesture host (GestureHost), no layout yet, the pointer nowhere,
        no animation."""
        self.art = art
        self.pen = pen or Pen(art, self.ctx.fonts)
        self.init_gestures()
        self.lay = None
        self._lay_key = None
        self.mouse = (-1, -1)
        self.anims = []
        self.still = StillPicture()

    def takes_input(self, event: pygame.event.Event) -> bool:
        """Lay out if needed and follow the pointer; whether the board may act on `event` (it
        is laid out and a decision is pending)."""
        if self._ensure_layout() is None:
            return False
        self.track_mouse(event)
        return self.pending() is not None

    # --- layout and pointer ----------------------------------------------------------------
    # A view using these implements `_ensure_layout()` (its layout, rebuilt when its key changes).
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self._lay_key = None
        self._ensure_layout()

    def track_mouse(self, event: pygame.event.Event) -> None:
        """Remember where the pointer is (drawing hovers and carried pieces reads `self.mouse`)."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and hasattr(event, "pos"):
            self.mouse = event.pos

    # --- drawing: the still picture, then what moves ----------------------------------------------
    # A view using these draws in two parts: the still parts (`still_parts()`, what stays put
    # while nobody acts: boards, cards, pieces at rest, less a piece in hand), and
    # `draw_live(surface)`, what follows the pointer or the clock (hovers, marks, the piece in
    # hand, animations). Given a table painter (`ctx.table`), the still parts are kept between
    # frames (`self.still`) and painted again only when `still_key` changes.
    #: set by the game screen: drawn over the still parts, under the live ones (motion.py: what a
    #: change moved, travelling from the old picture to the new)
    overlay = None
    #: the last frame showed the kept still picture (`self.still`), not parts drawn straight
    still_shown = False

    @property
    def lays_table(self) -> bool:
        """The shell leaves the table to this view: the still picture starts with it."""
        return self.ctx.table is not None

    def draw(self, surface: pygame.Surface) -> None:
        """The still picture (kept, or drawn straight when there is no table painter or it
        moves by itself), then what moves."""
        if self._ensure_layout() is None:
            if self.lays_table:
                self.ctx.table(surface)
            return
        key = self.still_key(surface) if self.lays_table else None
        if key is None:
            if self.lays_table:
                self.ctx.table(surface)
            self.draw_still(surface)
        else:
            self.still.show(surface, key, self._paint_still)
        self.still_shown = key is not None
        if self.overlay is not None:
            self.overlay(surface)
        self.draw_live(surface)

    def _paint_still(self, layer: pygame.Surface) -> None:
        self.ctx.table(layer)
        self.draw_still(layer)

    def draw_still(self, surface: pygame.Surface) -> None:
        for part in self.still_parts():
            part(surface)

    def still_parts(self) -> list:
        """The still picture's parts (functions of a surface) in drawing order; a game being
        warmed ahead draws them one step at a time (`warmup`)."""
        return []

    def warm_steps(self, scratch: pygame.Surface):
        """Yield between the costly pictures of a first frame (a game warmed ahead runs one
        step per idle frame): `warm_pictures()`, then each still part drawn on `scratch`."""
        if self._ensure_layout() is None:
            return
        for _ in self.warm_pictures():
            yield
        for part in self.still_parts():
            part(scratch)
            yield

    def warm_pictures(self):
        """A view's pictures that take long to make the first time, one per step (a valley's
        hex masks): yield after each."""
        return iter(())

    def still_key(self, surface: pygame.Surface):
        """Everything the still picture shows: the position and who looks at it, the words'
        language, the size and layout, what is in hand or gliding home, and the view's own
        choices (`still_extra`); None while it moves by itself (`still_moving`)."""
        if self.still_moving():
            return None
        drag, match = self.drag, self.match
        held = drag.held
        return (id(match), match.version, self.ctx.viewer(), self.ctx.locale.lang, surface.get_size(), self._lay_key,
                None if held is None else (held.payload, held.rotation), drag.dragging,
                [g.grab.payload for g in drag.glides], self.still_extra())

    def still_extra(self):
        """What else the view's still picture depends on (a tab shown, a plot marked)."""
        return None

    def still_moving(self) -> bool:
        """An animation moves pieces of the still picture (drawn afresh every frame then)."""
        return False

    # --- frame -------------------------------------------------------------------------
    # A view using these keeps `self.drag` (a DragController), `self.anims` (objects with
    # `t` and `done`) and `self._lay_key` (its cached layout's key).
    def update(self, dt: float) -> None:
        self.drag.update(dt)
        for a in self.anims:
            a.t += dt
        self.anims = [a for a in self.anims if not a.done]

    def animating(self) -> bool:
        """A piece is in hand or gliding, or an animation runs: keep redrawing."""
        return bool(self.anims) or self.drag.held is not None or bool(self.drag.glides)

    def state_changed(self) -> None:
        """Undo, redo or load moved the match under us: drop what we were holding."""
        if not self._acting:
            self.drag.cancel()
            self.anims.clear()
        self._lay_key = None
        self.forget_selection()

    def forget_selection(self) -> None:
        """Clear a view's half-made selection (a first plot, a contract being picked)."""

    # --- settings ------------------------------------------------------------------------
    def speed(self) -> float:
        return float(getattr(self.ctx.settings, "animation_speed", 1.0) or 0.0)

    # --- colours, text and pictures ----------------------------------------------------------
    def colour(self, p: int) -> tuple:
        """Player p's colour as given by the game's manifest."""
        return seat_rgb(self.rules.spec, self.state["seats"][p])

    def seat_name(self, p) -> str:
        seats = self.state.get("seats", [])
        return seats[p].get("name", "?") if isinstance(p, int) and 0 <= p < len(seats) else ""

    def text(self, surface, value: str, size: float, colour, pos, anchor="center", bold=False,
             shadow=True, max_width: int | None = None) -> pygame.Rect:
        """One line of text over a soft shadow (the board's pen)."""
        return self.pen.text(surface, value, size, colour, pos, anchor, bold, shadow, max_width)

    def shadowed(self, surface, img: pygame.Surface, center, lifted: bool = False) -> pygame.Rect:
        """`img` centred at `center` over its own dark silhouette (the board's pen)."""
        return self.pen.shadowed(surface, img, center, lifted)


class PathAnim:
    """A piece travelling through a list of screen points (a resource carried along meadows)."""

    def __init__(self, payload, points: list, duration: float):
        self.payload = payload
        self.points = [tuple(p) for p in points]
        self.duration = max(0.01, duration)
        self.t = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    @property
    def pos(self) -> tuple[float, float]:
        pts = self.points
        if len(pts) < 2:
            return pts[0] if pts else (0.0, 0.0)
        k = min(1.0, self.t / self.duration) * (len(pts) - 1)
        i = min(int(k), len(pts) - 2)
        f = k - i
        (x0, y0), (x1, y1) = pts[i], pts[i + 1]
        return (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)
