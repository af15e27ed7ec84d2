"""The contract between the game screen (app shell) and a game's view.

The shell owns the window, the side panel (turn, scores, log, undo/redo), the
menus, tooltips' drawing and hand-off screens. A view owns the board area: it
draws the game's boards and pieces and turns mouse/keyboard input into one of
the options the engine offers, through `ctx.choose`.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Callable

import pygame


@dataclass
class ViewContext:
    """What the shell gives a view. `match` may be replaced (undo, load), so read it each frame."""

    get_match: Callable[[], Any]           # -> boardgames.engine.match.Match
    locale: Any                            # boardgames.engine.i18n.Locale (current language)
    sprites: Any                           # boardgames.ui.sprites.Sprites (cached, scaled PNGs)
    fonts: Any                             # boardgames.ui.fonts.Fonts (CJK-capable)
    choose: Callable[[dict], dict | None]  # apply an option; returns a refusal message or None
    notify: Callable[[dict], None]         # show a localized message (e.g. why a drop was refused)
    settings: Any                          # boardgames.settings.Settings (animation speed, ...)
    get_viewer: Callable[[], Any] | None = None   # -> who sits at the screen (None: the game is over)
    table: Callable[[pygame.Surface], None] | None = None   # paints the table under the board (the
    # whole surface); given it, a view may keep its still picture, table included, between frames
    game_screen: Callable[[], Any] | None = None   # -> the game screen (GameScene) the view is shown in,
    # for a view that opens a screen of its own over the game (a look behind a player's screen)
    sound: Callable[[str], None] = lambda name: None   # play a sound effect (ui/sound.py EFFECTS)
    hinted: Callable[[], Any] = lambda: None   # -> the hint key's moves for the position, best first

    @property
    def match(self):
        return self.get_match()

    def viewer(self) -> int | None:
        """The player whose eyes the board is drawn for: by default the one deciding."""
        if self.get_viewer is not None:
            return self.get_viewer()
        choice = self.match.pending
        return choice.player if choice is not None else None


class GameView(ABC):
    """Draws one game and turns input into engine options."""

    def __init__(self, ctx: ViewContext):
        self.ctx = ctx
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect: pygame.Rect) -> None:
        """Called whenever the board area changes size; recompute geometry here."""
        self.rect = pygame.Rect(rect)

    @abstractmethod
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the board area (the shell draws everything else)."""

    @abstractmethod
    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to input inside the board area; True when the event was used."""

    def update(self, dt: float) -> None:
        """Advance animations by dt seconds."""

    def animating(self) -> bool:
        """Whether the board changes with no input (an idle screen is not redrawn)."""
        return False

    def tooltip(self, pos: tuple[int, int]) -> list[str] | None:
        """Lines of text describing the component under `pos`, or None."""
        return None

    def state_changed(self) -> None:
        """The match changed outside the view (undo, redo, load, another choice)."""

    # Optional: `anchors() -> {key: motion.Anchor}`, where each thing the board shows is, by a
    # key that stays with it from one position to the next. The game screen compares them
    # before and after a change the person did not make by hand and shows it moving
    # (ui/motion.py). Anchors come from what is drawn for the viewer only: never a secret.
