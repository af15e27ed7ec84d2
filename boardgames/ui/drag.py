"""Generic drag-and-drop (and click-click) for pieces on any board.

The controller knows nothing about a game. A *host* (the view) says what can
be picked up at a point, what target lies under a point, which targets are
legal, and what happens on a drop. The controller runs the gesture:

* press on a piece and move a few pixels: the piece follows the mouse;
* release over a legal target: `host.drag_drop(grab, target)`; a returned
  message means the engine refused after all, which is treated like an
  illegal drop;
* release anywhere else: the piece glides back home and the reason from
  `host.drag_reason(grab, target)` is shown through `notify`;
* press and release without moving: the piece is *selected*; a later click on
  a target drops it there (click-click), a click on another piece selects that
  one, Esc or a click on nothing lets go;
* `carry(grab, pos)` hands the player a piece that follows the mouse with no
  button held (a card just formed); the next click drops it, an illegal click
  says why and keeps it in hand;
* a drop (released, clicked or carried) where the piece fits only in another
  rotation asks the host's optional `drag_snap`, which may turn it to fit;
* while held, carried or selected: right click, R (Shift+R backwards) or the
  mouse wheel rotate it (`grab.rotations` states); Esc puts it back.

Mouse positions are read from events only (posted events do not move the
system cursor), so headless tests drive it exactly as a player would.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

import pygame

IDLE, PRESSED, DRAGGING, SELECTED, CARRYING = "idle", "pressed", "dragging", "selected", "carrying"


@dataclass
class Grab:
    """A piece in hand. `payload` is the host's own description of it."""

    payload: Any
    home: tuple[int, int]                 # where the piece rests (the snap-back goes there)
    rotations: int = 1                    # how many rotation states it has
    rotation: int = 0
    offset: tuple[int, int] = (0, 0)      # cursor minus piece centre at pick-up
    data: dict = field(default_factory=dict)

    def rotate(self, step: int = 1) -> None:
        if self.rotations > 1:
            self.rotation = (self.rotation + step) % self.rotations


class DragHost(Protocol):
    def drag_pick(self, pos) -> Grab | None:
        """The piece under `pos`, or None."""

    def drag_target(self, grab: Grab, pos) -> Any | None:
        """The target under `pos` for `grab` in its current rotation (legal or not), or None."""

    def drag_legal(self, grab: Grab) -> list:
        """The targets that would be accepted now (for highlighting)."""

    def drag_drop(self, grab: Grab, target) -> dict | None:
        """Carry out the drop; None when accepted, else the refusal message."""

    def drag_reason(self, grab: Grab, target) -> dict | None:
        """Why `target` (None: off any target) is refused; None to go back silently."""

    def draw_held(self, surface: pygame.Surface, grab: Grab, center, lifted: bool) -> None:
        """Draw the piece centred at `center`."""

    # optional: drag_snap(grab, pos) -> target | None: a target under `pos` that the piece
    # would fit in another rotation; the host turns `grab` to it (a tile "snaps" into place)


@dataclass
class Glide:
    """A piece travelling back home after a refused drop."""

    grab: Grab
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    t: float = 0.0

    @property
    def pos(self) -> tuple[int, int]:
        k = min(1.0, self.t / self.duration) if self.duration > 0 else 1.0
        k = 1 - (1 - k) ** 3          # ease out
        return (round(self.start[0] + (self.end[0] - self.start[0]) * k),
                round(self.start[1] + (self.end[1] - self.start[1]) * k))

    @property
    def done(self) -> bool:
        return self.t >= self.duration


class DragController:
    """The gesture state machine; feed it events, `update(dt)` and `draw(surface)` every frame."""

    THRESHOLD = 6          # pixels of movement that turn a press into a drag
    RETURN_TIME = 0.28     # seconds for the glide home at normal animation speed

    def __init__(self, host: DragHost, notify: Callable[[dict], None] = lambda m: None,
                 speed: Callable[[], float] = lambda: 1.0, sound: Callable[[str], None] = lambda name: None):
        self.host = host
        self.notify = notify
        self.sound = sound                # "pickup" when a piece is taken in hand, "drop" when it lands
        self.speed = speed
        self.state = IDLE
        self.grab: Grab | None = None
        self.press_pos = (0, 0)
        self.pos = (0, 0)
        self.glides: list[Glide] = []
        self._swallow_up = False

    # --- queries --------------------------------------------------------------------
    @property
    def held(self) -> Grab | None:
        """The piece being dragged or selected (for highlighting legal targets)."""
        return self.grab if self.state in (DRAGGING, SELECTED, CARRYING) else None

    @property
    def dragging(self) -> bool:
        """True while the piece follows the mouse (dragged or carried)."""
        return self.state in (DRAGGING, CARRYING)

    def legal_targets(self) -> list:
        return self.host.drag_legal(self.grab) if self.held is not None else []

    def hover_target(self):
        """The target under the mouse for the held piece (legal or not)."""
        if self.held is None:
            return None
        return self.host.drag_target(self.grab, self.piece_pos())

    def piece_pos(self) -> tuple[int, int]:
        """Where the held piece's centre is (the cursor minus the pick-up offset)."""
        if self.grab is None:
            return self.pos
        return (self.pos[0] - self.grab.offset[0], self.pos[1] - self.grab.offset[1])

    def carry(self, grab: Grab, pos) -> None:
        """Put `grab` in the player's hand at `pos`; it follows the mouse until a click."""
        grab.offset = (0, 0)
        self.grab = grab
        self.pos = pos
        self.state = CARRYING

    def select(self, grab: Grab) -> None:
        """Take `grab` in hand as a click on it does: it waits for a click on its target."""
        self.glides = [g for g in self.glides if g.grab.payload != grab.payload]
        self.grab = grab
        self.state = SELECTED
        self._swallow_up = False
        self.sound("pickup")

    def cancel(self) -> None:
        """Let go of whatever is held, without animation (the state changed underneath)."""
        self.state = IDLE
        self.grab = None
        self.glides.clear()

    # --- events -----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        et = event.type
        if et == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if et == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                return self._down(event.pos)
            if event.button == 3 and self.held is not None:
                self.pos = event.pos
                self.grab.rotate(1)
                return True
            if event.button in (4, 5) and self.held is not None:   # SDL1-style wheel
                return True
            return False
        if et == pygame.MOUSEBUTTONUP:
            if event.button == 1:
                return self._up(event.pos)
            return event.button == 3 and self.held is not None
        if et == pygame.MOUSEWHEEL and self.held is not None:
            if event.y:
                self.grab.rotate(-1 if event.y > 0 else 1)
            return True
        if et == pygame.KEYDOWN and self.held is not None:
            if event.key == pygame.K_r:
                self.grab.rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key == pygame.K_ESCAPE:
                self._release_home()
                return True
        return False

    def _motion(self, pos) -> bool:
        self.pos = pos
        if self.state == CARRYING:
            return True
        if self.state == PRESSED:
            if math.hypot(pos[0] - self.press_pos[0], pos[1] - self.press_pos[1]) >= self.THRESHOLD:
                self.state = DRAGGING
            return True
        return self.state == DRAGGING

    def _down(self, pos) -> bool:
        self.pos = pos
        if self.state == CARRYING:
            self._swallow_up = True
            target = self.host.drag_target(self.grab, self.piece_pos())
            if target is None or target not in self.host.drag_legal(self.grab):
                target = self._snap(self.piece_pos()) or target
            if target is not None and target in self.host.drag_legal(self.grab):
                self._drop(target, animate_from=self.piece_pos())
                return True
            reason = self.host.drag_reason(self.grab, target)
            if reason:
                self.notify(reason)
            if target is None and not reason:
                self._release_home()
            return True
        if self.state == SELECTED:
            target = self.host.drag_target(self.grab, pos)
            if target is None or target not in self.host.drag_legal(self.grab):
                target = self._snap(pos) or target
            if target is not None and target in self.host.drag_legal(self.grab):
                self._swallow_up = True
                self._drop(target, animate_from=None)
                return True
            other = self.host.drag_pick(pos)
            if other is not None:
                if other.payload == self.grab.payload:      # click the selected piece again: let go
                    self.state, self.grab = IDLE, None
                    self._swallow_up = True
                    return True
                self._press(other, pos)
                return True
            if target is not None:          # an illegal target: say why, stay selected
                self._swallow_up = True
                reason = self.host.drag_reason(self.grab, target)
                if reason:
                    self.notify(reason)
                return True
            self.state, self.grab = IDLE, None
            return False
        grab = self.host.drag_pick(pos)
        if grab is None:
            return False
        self._press(grab, pos)
        return True

    def _press(self, grab: Grab, pos) -> None:
        grab.offset = (pos[0] - grab.home[0], pos[1] - grab.home[1])
        self.grab = grab
        self.press_pos = pos
        self.state = PRESSED
        self.sound("pickup")

    def _up(self, pos) -> bool:
        self.pos = pos
        if self._swallow_up:
            self._swallow_up = False
            return True
        if self.state == PRESSED:
            self.state = SELECTED          # a click: the piece waits for a target click
            return True
        if self.state != DRAGGING:
            return False
        target = self.host.drag_target(self.grab, self.piece_pos())
        if target is None or target not in self.host.drag_legal(self.grab):
            target = self._snap(self.piece_pos()) or target
        if target is not None and target in self.host.drag_legal(self.grab):
            self._drop(target, animate_from=self.piece_pos())
        else:
            reason = self.host.drag_reason(self.grab, target)
            if reason:
                self.notify(reason)
            self._release_home()
        return True

    def _snap(self, pos):
        """The target the piece fits at `pos` in another rotation (the host turns it), if any."""
        snap = getattr(self.host, "drag_snap", None)
        return snap(self.grab, pos) if snap is not None and self.grab is not None else None

    def _drop(self, target, animate_from) -> None:
        grab = self.grab
        self.state, self.grab = IDLE, None
        refusal = self.host.drag_drop(grab, target)
        if refusal:
            self.notify(refusal)
            if animate_from is not None:
                self._glide(grab, animate_from)
        else:
            self.sound("drop")

    def _release_home(self) -> None:
        grab = self.grab
        start = self.piece_pos()
        was_dragging = self.state in (DRAGGING, CARRYING)
        self.state, self.grab = IDLE, None
        if grab is not None and was_dragging:
            self._glide(grab, start)

    def _glide(self, grab: Grab, start) -> None:
        speed = self.speed()
        duration = self.RETURN_TIME / speed if speed and speed > 0 else 0.0
        if duration > 0:
            self.glides.append(Glide(grab, start, grab.home, duration))

    # --- frame --------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for g in self.glides:
            g.t += dt
        self.glides = [g for g in self.glides if not g.done]

    def gliding(self, payload) -> bool:
        """True while a piece with this payload is travelling home (the host hides its resting copy)."""
        return any(g.grab.payload == payload for g in self.glides)

    def draw(self, surface: pygame.Surface) -> None:
        for g in self.glides:
            self.host.draw_held(surface, g.grab, g.pos, False)
        if self.state in (DRAGGING, CARRYING) and self.grab is not None:
            self.host.draw_held(surface, self.grab, self.piece_pos(), True)
