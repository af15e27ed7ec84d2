"""Motion: what a change of the match did to the board, shown moving instead of at once.

A change the person did not make with their own hand (a computer seat's move, the engine's
automatic steps after any move, a button of the side panel, undo and redo) would otherwise
jump from one picture to the next, and only the log would say what happened. The game screen
keeps two things from just before the change: the board's still picture (`StillPicture`, one
blit to copy) and the view's anchors, where each identifiable thing on the board is
(`anchors()`: {stable key: Anchor}); after the change it asks the anchors again and compares:

* a key in both, at another place: the piece travels from its old box to its new one over
  the new board, and its new place shows the old picture until it lands. Its picture is
  what is new where it lands (or what is gone where it left): the pixels that differ between
  the two pictures there, so it comes without the board under it;
* a key that vanished where another of the same `kind` appeared (a seed bought from the
  market into a warehouse, a craftsman from the guild's box onto a hex): it travels too;
* a key that appeared alone fades in (a refilled market slot); one that vanished fades out;
* a board (an anchor whose kind is `BOARD`) that moved, came or went (the next player's farm
  taking the big slot): first the pieces travel on the boards as they were, a piece bound
  for a board landing where that board was, then the boards' areas cross-fade from the old
  picture (with the pieces landed in it) to the new. Pieces that stay on their board
  (`Anchor.board`) go with the cross-fade.

A view's anchors come from what it draws for the viewer's observation only, so nothing hidden
ever gets a key. The piece the person has just put down by hand is not moved again (`spot`:
where it landed). A motion lasts a fraction of a second at the settings' animation speed (0:
none); any key or button press finishes it at once. Capturing is one blit of the still
picture; the pieces are cut once, on the first frame after the change; a frame of motion
costs a few small blits (and, while boards cross-fade, one blit of their areas).
"""
from __future__ import annotations

import logging
from typing import Any, Callable, NamedTuple

import pygame

from .still import copy_of, give_back, surface_like

log = logging.getLogger(__name__)

BOARD = "board"        # the kind of an anchor that stands for a whole board (a player's farm or guild)
TRAVEL = 0.45          # seconds a piece travels at animation speed 1
FADE = 0.3             # seconds a piece fades in or out, and boards cross-fade
SAME = 10              # colour distance under which a pixel of the old picture counts as unchanged
ENOUGH = 0.12          # the share of its box a piece's changed pixels take, at least, to be its picture


class Anchor(NamedTuple):
    """Where one thing is on the screen. `kind`: things of one kind pair up when one vanishes
    where another appears (they are the same piece moved); `board`: the key of the board
    anchor it lies on (it goes with that board when the board moves); `solid`: the thing fills
    its box (a card, a tile), so its picture is the whole box, not only what changed."""

    rect: pygame.Rect
    kind: Any = None
    board: Any = None
    solid: bool = False


def anchor(value) -> Anchor:
    """An Anchor from what a view gave: an Anchor, a Rect, or (rect, kind[, board[, solid]])."""
    if isinstance(value, Anchor):
        return value._replace(rect=pygame.Rect(value.rect))
    if isinstance(value, pygame.Rect):
        return Anchor(pygame.Rect(value))
    return Anchor(pygame.Rect(value[0]), *value[1:])


def anchors_of(view) -> dict:
    """The view's anchors as {key: Anchor} (empty for a view without any)."""
    make = getattr(view, "anchors", None)
    if make is None:
        return {}
    return {k: anchor(v) for k, v in (make() or {}).items() if v is not None}


def ease(k: float) -> float:
    """Slow start, slow landing."""
    k = min(1.0, max(0.0, k))
    return k * k * (3 - 2 * k)


def carried(rect: pygame.Rect, old: pygame.Rect, new: pygame.Rect) -> pygame.Rect:
    """`rect`, a box on a board that lay at `old`, where it is now that the board lies at `new`."""
    sx, sy = new.w / max(1, old.w), new.h / max(1, old.h)
    return pygame.Rect(round(new.x + (rect.x - old.x) * sx), round(new.y + (rect.y - old.y) * sy),
                       max(1, round(rect.w * sx)), max(1, round(rect.h * sy)))


class Track:
    """One piece's motion: `travel` (from `old` to `land`), `appear` (fades in at `new`) or
    `vanish` (fades out at `old`). `new` is where the new picture shows the piece; a piece
    bound for a board that moves lands where that board was (`land`) and goes on with its
    cross-fade."""

    __slots__ = ("what", "old", "new", "land", "solid", "image", "cover", "fades")

    def __init__(self, what: str, old: pygame.Rect | None, new: pygame.Rect | None, solid: bool = False,
                 land: pygame.Rect | None = None):
        self.what, self.old, self.new, self.solid = what, old, new, solid
        self.land = land if land is not None else new
        self.image: pygame.Surface | None = None      # the piece's picture
        self.cover: pygame.Surface | None = None      # the old picture where it lands
        self.fades = False                            # the cover fades out (a place another piece left)

    def box(self, k: float) -> pygame.Rect:
        """Where a travelling piece is at `k` (0..1 of the way)."""
        e = ease(k)
        a, b = self.old, self.land
        return pygame.Rect(round(a.x + (b.x - a.x) * e), round(a.y + (b.y - a.y) * e),
                           max(1, round(a.w + (b.w - a.w) * e)), max(1, round(a.h + (b.h - a.h) * e)))


class Shot(NamedTuple):
    """The board just before a change."""

    picture: pygame.Surface
    anchors: dict
    sight: Any          # whose eyes it was drawn for: a change of eyes drops the motion
    spot: tuple | None  # where the person's own hand just put a piece (it is not moved again)


def plan(before: dict, after: dict, spot=None) -> tuple[list[Track], list[pygame.Rect]]:
    """The tracks from anchors `before` to `after`, and the areas to cross-fade."""
    before = {k: anchor(v) for k, v in before.items()}
    after = {k: anchor(v) for k, v in after.items()}
    boards = {k for k, a in before.items() if a.kind == BOARD} | {k for k, a in after.items() if a.kind == BOARD}
    moved = set()
    fade: list[pygame.Rect] = []
    for k in boards:
        a, b = before.get(k), after.get(k)
        if a is None or b is None or a.kind != BOARD or b.kind != BOARD or a.rect != b.rect:
            moved.add(k)
            fade += [x.rect for x in (a, b) if x is not None]
    # an area that is old and new too (the big board's place) cross-fades once
    fade = [r for i, r in enumerate(fade) if not any(o.contains(r) and (o != r or j < i) for j, o in enumerate(fade))]

    def rides(a: Anchor | None, b: Anchor | None) -> bool:
        """It stays on a board that cross-fades: the cross-fade shows it."""
        if a is not None and b is not None:
            return a.board is not None and a.board == b.board and a.board in moved
        x = a or b
        return x.board is not None and x.board in moved

    def travel(a: Anchor, b: Anchor) -> Track | None:
        """From `a` to `b`; bound for a board that moves: to where that board was (None when it
        was not there: the piece comes with the board's cross-fade)."""
        if b.board is None or b.board not in moved:
            return Track("travel", a.rect, b.rect, b.solid)
        was, now = before.get(b.board), after.get(b.board)
        if was is None or now is None:
            return None
        return Track("travel", a.rect, b.rect, b.solid, carried(b.rect, now.rect, was.rect))

    tracks: list[Track | None] = []
    gone = {k: a for k, a in before.items() if k not in after and a.kind != BOARD}
    came = {k: b for k, b in after.items() if k not in before and b.kind != BOARD}
    for k, a in before.items():
        b = after.get(k)
        if b is None or a.kind == BOARD or b.kind == BOARD or a.rect == b.rect or rides(a, b):
            continue
        tracks.append(travel(a, b) or (None if rides(a, None) else Track("vanish", a.rect, None, a.solid)))
    pairs = []                                  # a piece of a kind gone here, one come there: moved
    for kg, a in gone.items():
        if a.kind is None:
            continue
        for kc, b in came.items():
            if b.kind == a.kind:
                d = (a.rect.centerx - b.rect.centerx) ** 2 + (a.rect.centery - b.rect.centery) ** 2
                pairs.append((d, repr(kg), repr(kc), kg, kc))
    pairs.sort(key=lambda p: p[:3])
    for _, _, _, kg, kc in pairs:
        if kg in gone and kc in came:
            a, b = gone.pop(kg), came.pop(kc)
            if rides(a, None) and rides(None, b):
                continue
            if a.rect == b.rect:                # the same place, another look: it changes there
                tracks.append(Track("appear", None, b.rect, b.solid))
            else:
                tracks.append(travel(a, b) or (None if rides(a, None) else Track("vanish", a.rect, None, a.solid)))
    tracks += [Track("vanish", a.rect, None, a.solid) for a in gone.values() if not rides(a, None)]
    tracks += [Track("appear", None, b.rect, b.solid) for b in came.values() if not rides(None, b)]
    found = [t for t in tracks if t is not None]
    if spot is not None:                        # the person's own piece: already where it lands
        near = pygame.Rect(spot[0] - 2, spot[1] - 2, 5, 5)
        found = [t for t in found if t.new is None or not t.new.colliderect(near)]
    return found, fade


class Motion:
    """The motion of one game screen: `capture` before a change, `arm` on the first frame
    after it (the new board drawn, the live marks not yet), then `draw` every frame until done."""

    def __init__(self, speed: Callable[[], float]):
        self.speed = speed
        self.shot: Shot | None = None          # captured, not yet armed
        self._waited = 0
        self.tracks: list[Track] = []
        self.fade: list[tuple[pygame.Rect, pygame.Surface]] = []     # board areas of the old picture
        self.t = 0.0
        self.travel = self.fade_time = 0.0
        self.fade_from = 0.0                   # when the boards start to cross-fade
        self.duration = 0.0
        self._landed = False                   # the travellers bound for moving boards are in the old picture

    @property
    def active(self) -> bool:
        """Something moves now, or will from the next frame."""
        return self.shot is not None or self.duration > 0

    def _pace(self) -> float:
        try:
            return max(0.0, float(self.speed() or 0.0))
        except (TypeError, ValueError):
            return 0.0

    def capture(self, picture, anchors: Callable[[], dict], sight=None, spot=None, like=None) -> None:
        """Keep the board as it is before a change: `picture` (copied: one blit; or a function
        painting it on a surface of the size and format of `like`) and its anchors. Several
        changes before the next frame (a move of several steps) count as one: the first
        capture stays."""
        if self.shot is not None:
            return
        self.finish()
        if self._pace() <= 0:
            return
        try:
            found = anchors()
        except Exception:
            log.exception("a view's anchors failed: no motion")
            return
        if not found:
            return
        if callable(picture):
            layer = surface_like(like)
            try:
                picture(layer)
            except Exception:
                give_back(layer)
                log.exception("the board could not be drawn for its motion")
                return
        else:
            layer = copy_of(picture)
        self.shot, self._waited = Shot(layer, found, sight, spot), 0

    def arm(self, surface: pygame.Surface, anchors: Callable[[], dict], sight=None) -> None:
        """The first frame after the change: `surface` holds the new board (its still parts).
        Plan the tracks and cut their pictures."""
        shot, self.shot = self.shot, None
        if shot is None:
            return
        try:
            if sight != shot.sight or shot.picture.get_size() != surface.get_size():
                return
            pace = self._pace()
            if pace <= 0:
                return
            tracks, fade = plan(shot.anchors, anchors(), shot.spot)
            self._cut(shot.picture, surface, tracks, fade)
        except Exception:
            log.exception("the motion could not be planned")
            self.tracks, self.fade = [], []
            return
        finally:
            give_back(shot.picture)
        if not self.tracks and not self.fade:
            return
        self.t, self._landed = 0.0, False
        self.travel, self.fade_time = TRAVEL / pace, FADE / pace
        ends = [self.travel if t.what == "travel" else self.fade_time for t in self.tracks]
        self.fade_from = max(ends, default=0.0) if self.fade else 0.0
        self.duration = max(ends + ([self.fade_from + self.fade_time] if self.fade else []))

    def _cut(self, old: pygame.Surface, new: pygame.Surface, tracks: list[Track], fade: list[pygame.Rect]) -> None:
        area = old.get_rect()
        self.fade = []
        for r in fade:
            r = r.clip(area)
            if r.w > 0 and r.h > 0:
                self.fade.append((r, old.subsurface(r).copy()))
        fading = [r for r, _ in self.fade]
        leaving = [(t, t.old) for t in tracks if t.old is not None]
        kept = []
        for t in tracks:
            boxes = [getattr(t, name) for name in ("old", "new", "land") if getattr(t, name) is not None]
            if any(b.clip(area).size != b.size for b in boxes):
                continue                               # partly off the window: not worth a motion
            if t.land is not None and not any(f.contains(t.land) for f in fading):
                t.cover = old.subsurface(t.land).copy()    # (a cross-fading board shows the old picture)
                # the old picture there shows a piece that leaves too: let it go gradually
                t.fades = t.what == "appear" or any(u is not t and _overlap(t.land, o) for u, o in leaving)
            if t.what == "vanish":
                t.image = old.subsurface(t.old).copy() if t.solid else cut(old, new, t.old)[0]
            elif t.what == "travel":
                t.image = self._traveller(old, new, t)
            kept.append(t)
        self.tracks = kept

    @staticmethod
    def _traveller(old: pygame.Surface, new: pygame.Surface, t: Track) -> pygame.Surface:
        """A travelling piece's picture: as the new board draws it (what is new where it is
        now), else as the old one drew it (what is gone where it left), else the whole old
        box (a piece drawn the same where it left: one of a pile)."""
        if t.solid:
            return new.subsurface(t.new).copy()
        img, share = cut(new, old, t.new)
        if share >= ENOUGH:
            return img
        img, share = cut(old, new, t.old)
        return img if share >= ENOUGH else old.subsurface(t.old).copy()

    def update(self, dt: float) -> None:
        if self.shot is not None:
            self._waited += 1
            if self._waited > 2:                # never drawn since the change: too late to show it
                give_back(self.shot.picture)
                self.shot = None
        if self.duration > 0:
            self.t += dt
            if self.t >= self.duration:
                self.finish()

    def finish(self) -> None:
        """Everything where it belongs, at once (input, a hand-off, the next change)."""
        if self.shot is not None:
            give_back(self.shot.picture)
        self.shot = None
        self.tracks, self.fade = [], []
        self.t = self.duration = 0.0

    def draw(self, surface: pygame.Surface) -> None:
        """Over the new board's still parts: the old boards (fading once the pieces travelled),
        the old picture over the places pieces are coming to, pieces fading out, then the
        travellers."""
        if self.duration <= 0:
            return
        t = self.t
        fk = min(1.0, t / self.fade_time) if self.fade_time > 0 else 1.0
        tk = min(1.0, t / self.travel) if self.travel > 0 else 1.0
        if self.fade:
            if t >= self.fade_from and not self._landed:
                self._land()
            k = (t - self.fade_from) / self.fade_time if self.fade_time > 0 else 1.0
            left = round(255 * (1 - min(1.0, max(0.0, k))))
            if left > 0:
                for r, img in self.fade:
                    _alpha(img, left)
                    surface.blit(img, r)
        for tr in self.tracks:
            if tr.cover is None:
                continue
            k = fk if tr.what == "appear" else tk
            if k < 1.0:
                _alpha(tr.cover, round(255 * (1 - k)) if tr.fades else 255)
                surface.blit(tr.cover, tr.land)
        gone = round(255 * (1 - fk))
        for tr in self.tracks:
            if tr.what == "vanish" and tr.image is not None and gone > 0:
                tr.image.set_alpha(gone)
                surface.blit(tr.image, tr.old)
        if tk >= 1.0:
            return
        for tr in self.tracks:
            if tr.what != "travel" or tr.image is None:
                continue
            box = tr.box(tk)
            img = tr.image if box.size == tr.image.get_size() else pygame.transform.scale(tr.image, box.size)
            img.set_alpha(255)
            surface.blit(img, box)

    def _land(self) -> None:
        """The pieces bound for a moving board have landed where it was: put them in the old
        picture of its area, which now cross-fades to the new."""
        self._landed = True
        for tr in self.tracks:
            if tr.what != "travel" or tr.image is None or tr.land == tr.new:
                continue
            for r, img in self.fade:
                if r.colliderect(tr.land):
                    piece = tr.image if tr.land.size == tr.image.get_size() else \
                        pygame.transform.scale(tr.image, tr.land.size)
                    piece.set_alpha(255)
                    img.blit(piece, (tr.land.x - r.x, tr.land.y - r.y))


def _alpha(img: pygame.Surface, alpha: int) -> None:
    """Blit `img` at `alpha` from now on. Opaque is no alpha at all: an opaque picture with an
    alpha of 255 is blended pixel by pixel (thirty times slower than a copy)."""
    img.set_alpha(None if alpha >= 255 else alpha)


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    """`a` and `b` share at least a quarter of the smaller one."""
    c = a.clip(b)
    return c.w * c.h * 4 >= min(a.w * a.h, b.w * b.h)


def cut(picture: pygame.Surface, other: pygame.Surface, r: pygame.Rect) -> tuple[pygame.Surface, float]:
    """What of `picture` in `r` differs from `other` there (a piece that is in one and not in
    the other), on a transparent ground; and the share of the box it takes."""
    here, there = picture.subsurface(r), other.subsurface(r)
    same = pygame.mask.from_threshold(here, (0, 0, 0, 255), (SAME, SAME, SAME, 255), there)
    img = pygame.Surface(r.size, pygame.SRCALPHA)
    img.blit(here, (0, 0))
    same.invert()
    share = same.count() / max(1, r.w * r.h)
    if share < 1.0:
        alpha = same.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(255, 255, 255, 0))
        img.blit(alpha, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return img, share
