"""The hint key (H): the person to move asks for their best three moves by the Hard search.

The search runs in the app's thinking process (`bot_turns.Worker`), given only the person's
observation and options, like a computer seat; the window goes on drawing. A hint belongs to
the position it was asked in: any change (a move, undo, load) drops it. Each move is put in
words by playing it in a position drawn from what the person sees and reading the first log
line it writes there, so a hint never tells what a draw would bring; a move that writes no line
is named by its button label.
"""
from __future__ import annotations

import logging
import random
from concurrent.futures import Future

from ..engine.bots import Table
from ..engine.choice import Illegal
from ..engine.match import Match
from .bot_turns import level_of

log = logging.getLogger(__name__)

COUNT = 3


class Hints:
    def __init__(self, app, scene):
        self.app, self.scene = app, scene
        self.key = None                   # the position the hint is for
        self.future: Future | None = None
        self.options: list[dict] | None = None

    def _position(self):
        match = self.scene.match
        return (id(match), match.version)

    @property
    def waiting(self) -> bool:
        return self.future is not None and self.key == self._position()

    def current(self) -> list[dict] | None:
        """The hinted options for the position on the board (None: none asked or it moved on)."""
        return self.options if self.options is not None and self.key == self._position() else None

    def cancel(self) -> None:
        if self.future is not None:
            self.future.cancel()
        self.key = self.future = self.options = None

    def refusal(self) -> dict | None:
        """Why no hint can be given now (None: one can)."""
        from ..engine.choice import msg
        match = self.scene.match
        choice = match.pending
        if choice is None:
            return msg("ui.hint.over")
        if level_of(match, choice.player) is not None:
            return msg("ui.hint.computer")
        return None

    def ask(self) -> dict | None:
        """Start thinking about the hint for the person to move; a refusal message if there is none."""
        reason = self.refusal()
        if reason is not None:
            return reason
        if self.key == self._position() and (self.future is not None or self.options is not None):
            return None                   # asked already for this very position
        self.cancel()
        match = self.scene.match
        table = Table.of(match)
        self.key = self._position()
        if len(table.options) == 1:
            self.options = list(table.options)
            return None
        seed = f"hint:{match.setup.get('seed', 0)}:{len(match.actions)}"
        self.future = self.app.bot_worker.submit_hint(str(match.rules.spec.dir.parent), match.rules.id, table.seat,
                                                      table.observation, table.options, table.kind, seed, COUNT)
        return None

    def update(self) -> bool:
        """Take in a finished search; True when a hint has just arrived."""
        if self.future is None or not self.future.done():
            return False
        future, self.future = self.future, None
        if self.key != self._position():
            return False
        try:
            self.options = list(future.result())
        except Exception:                 # the worker failed: say so, the game goes on
            log.warning("the hint search failed", exc_info=True)
            self.options = []
        return True

    def words(self, option: dict) -> str:
        """The move in the player's words (see the module docstring)."""
        match = self.scene.match
        choice = match.pending
        app = self.app
        text = None
        if choice is not None:
            try:
                table = Table.of(match)
                world = Match(match.rules, table.world(random.Random(0)).state, {}, history=False)
                world.choose(option)
                readable = [e for e in world.log if "to" not in e or choice.player in e["to"]]
                if readable:
                    text = app.t(readable[0]["key"], **(readable[0].get("args") or {}))
            except (Illegal, KeyError, TypeError, ValueError):
                text = None
        if text is None and isinstance(option, dict) and "act" in option:
            from .scenes.game_panel import act_label
            text = act_label(app, match.rules.id or "", option["act"])
        return text or app.t("ui.hint.move")
