"""The game screen: the game's own view in the board area, the side panel, and the
glue between them and the Match (choose, undo/redo, autosave, hand-off, end).

The view is loaded by name from the game's manifest. If it is missing or
crashes, the game continues with a generic option list instead of stopping.
A change the person did not make by hand (a computer's move, the automatic steps after any
move, a panel button, undo) is shown moving on the board (ui/motion.py).
"""
from __future__ import annotations

import logging

import pygame

from ...engine.choice import Illegal, msg
from ...engine.saves import NOTICE_FROM_STATE
from .. import paint, savestore
from ..bot_turns import BotTurns, level_of
from ..hints import Hints
from ..motion import Motion, anchors_of
from ..view_host import ViewHost
from ..still import StillPicture
from ..views.base import ViewContext
from .base import Scene
from .game_panel import SidePanel

log = logging.getLogger(__name__)


class GameScene(ViewHost, Scene):
    name = "game"

    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        self.spec = match.rules.spec
        self.ctx = ViewContext(get_match=lambda: self.match, locale=app.locale, sprites=app.sprites,
                               fonts=app.fonts, choose=self.choose, notify=self.notify, settings=app.settings,
                               get_viewer=self.viewer, table=lambda surface: paint.background(app, surface),
                               game_screen=lambda: self, sound=app.sounds.play,
                               hinted=lambda: self.hints.current())
        self.motion = Motion(lambda: app.settings.animation_speed)   # what a change moved, shown moving
        self.view = self._make_view()
        self._hook_motion()
        self.panel = SidePanel(app, self)
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.covered = StillPicture()           # the whole screen while a menu or a dialog is over it
        self._layouts = 0
        self.shown_player: int | None = None    # the person the screen was last shown to
        self.bots = BotTurns(app, self)          # the computer seats' decisions
        self.hints = Hints(app, self)            # the hint key's three best moves
        choice = match.pending
        self._turn_heard = choice.player if choice is not None else None   # whose turn the chime last told
        if any(level_of(match, p) for p in range(len(match.state.get("seats", [])))):
            app.bot_worker.warm()
        self._dirty = True
        self._autosave_failed = False
        self.panel.refresh()

    def _view_replaced(self) -> None:
        self.motion.finish()
        self.panel.refresh()

    # --- motion: a change not made by the person's own hand is shown moving (motion.py) ----------
    def _hook_motion(self) -> None:
        if hasattr(self.view, "anchors") and hasattr(self.view, "overlay"):
            self.view.overlay = self._draw_motion

    def _sight(self):
        """Whose eyes the board is drawn for, as far as the motion cares: the viewer when they
        see something private (a picture of their board is theirs alone), else the table."""
        viewer = self.viewer()
        return viewer if self.match.private_to(viewer) else "table"

    def _anchors(self) -> dict:
        return anchors_of(self.view)

    def _before_change(self) -> None:
        """The match is about to change: keep the board as it is (its still picture, its
        anchors) for the motion of what changes."""
        view = self.view
        if self.app.top is not self or not hasattr(view, "anchors") or getattr(view, "lay", True) is None:
            return
        still = getattr(view, "still", None)
        if getattr(view, "still_shown", False) and still is not None and still.surface is not None:
            picture = still.surface                       # what the last frame showed: one blit
        else:                                             # drawn straight (a view's own animation)
            def picture(layer):
                paint.background(self.app, layer)
                view.draw_still(layer)
        spot = None
        if getattr(view, "_acting", False) and hasattr(view, "own_spot"):
            try:
                spot = view.own_spot()
            except Exception:
                log.exception("own_spot failed")
        self.motion.capture(picture, self._anchors, self._sight(), spot, like=self.app.screen)

    def _draw_motion(self, surface) -> None:
        """The view's overlay: the first frame after a change plans the motion, every frame draws it."""
        if self.motion.shot is not None:
            self.motion.arm(surface, self._anchors, self._sight())
        self.motion.draw(surface)

    def moving(self) -> bool:
        """A change is being shown moving (a computer's next move waits for it)."""
        return self.motion.active

    # --- the match -----------------------------------------------------------------
    def viewer(self) -> int | None:
        """Who sits at the screen: the person to decide (None once the game is over, when
        everything is shown). While a computer seat decides, the person who last had the
        screen keeps it (None when every seat is a computer: a spectator sees the table). The
        board, the log and tooltips show what this player may see."""
        choice = self.match.pending
        if choice is None:
            return None
        if level_of(self.match, choice.player) is None:
            return choice.player
        return self.shown_player if level_of(self.match, self.shown_player) is None else None

    def can_act(self) -> bool:
        """A computer seat may play now: the game is on screen, uncovered."""
        return self.app.top is self and not self._dirty

    def choose(self, option: dict, by_bot: bool = False) -> dict | None:
        """What the view calls: apply an option, or return the refusal message. A person's
        move while a computer seat decides is refused."""
        choice = self.match.pending
        if not by_bot and choice is not None and level_of(self.match, choice.player) is not None:
            return msg("ui.game.wait_for_bot", name=self.match.state["seats"][choice.player].get("name", "?"))
        self._before_change()
        try:
            self.match.choose(option)
        except Illegal as exc:
            self.motion.finish()
            return exc.reason
        self.changed()
        return None

    def choose_from_panel(self, option: dict) -> None:
        reason = self.choose(option)
        if reason is not None:
            self.notify(reason)

    def play_bot(self, option: dict) -> None:
        """A computer seat's decision (BotTurns), made like a person's."""
        reason = self.choose(option, by_bot=True)
        if reason is not None:             # cannot happen with an option the engine offered
            log.warning("a computer's move was refused: %s", reason)
        else:
            self.app.sounds.play("drop")   # heard like a piece set down by hand

    def notify(self, message) -> None:
        text = self.app.render(message) if isinstance(message, dict) else str(message)
        self.app.toast(text, "error" if isinstance(message, dict) else "info")
        if isinstance(message, dict):
            self.app.sounds.play("refuse")

    def undo(self) -> None:
        if self.match.can_undo:
            self._before_change()
        if self.match.undo():
            self.changed()
        else:
            self.motion.finish()

    def redo(self) -> None:
        if self.match.can_redo:
            self._before_change()
            try:
                self.match.redo()
            except Illegal as exc:
                self.motion.finish()
                self.notify(exc.reason)
                return
            self.changed()

    def changed(self) -> None:
        """After every change of the match: autosave, tell the view, refresh the panel."""
        self.autosave()
        self._view_call("state_changed")
        if hasattr(self.view, "forget_action"):
            self._view_call("forget_action")
        self.panel.refresh()
        self._dirty = True

    def autosave(self) -> None:
        """Snapshot the match here; the app's autosaver writes it on its own thread."""
        if not self.app.persist:
            return
        try:
            doc = savestore.snapshot(self.match, "auto")
        except Exception:
            log.exception("autosave failed")
            self._autosave_trouble()
            return
        if doc is not None and not self.app.holds_autosave(self.match, doc):
            self.app.autosaver.submit(doc)

    def _autosave_trouble(self) -> None:
        if not self._autosave_failed:
            self._autosave_failed = True
            self.app.toast(self.app.tr("ui.game.autosave_failed"), "error")

    def _after_change(self) -> None:
        """Leave for the score screen when the game ended; put up a hand-off cover when needed."""
        self._dirty = False
        choice = self.match.pending
        if choice is None:
            from .score import ScoreScene
            self.app.sounds.play("end")
            self.app.replace(ScoreScene(self.app, self.match))
            return
        if choice.player != self._turn_heard:
            self._turn_heard = choice.player
            self.app.sounds.play("turn")
        if level_of(self.match, choice.player) is not None:
            return                        # a computer decides: nobody needs to change seats
        prev = self.shown_player
        self.shown_player = choice.player
        if choice.player == prev:
            return
        secret = choice.private or self.match.private_to(choice.player)
        if secret or self.app.settings.handoff_every_turn:
            self.motion.finish()           # the next player starts from the board as it is
            from .handoff import HandoffScene
            self.app.push(HandoffScene(self.app, self, choice.player, secret))

    # --- scene ------------------------------------------------------------------------
    def enter(self):
        self.autosave()
        self._after_change()
        log = self.match.log
        if log and log[-1].get("key") == NOTICE_FROM_STATE and not getattr(self.match, "notice_shown", False):
            self.match.notice_shown = True     # a save of other data went on from its position: say so
            from .dialog import MessageDialog
            self.app.push(MessageDialog(self.app, self.app.tr("ui.load.title"), self.app.tr(NOTICE_FROM_STATE)))

    def resume(self):
        self.panel.refresh()

    def leave(self):
        super().leave()
        self.bots.cancel()
        self.motion.finish()
        self.app.autosaver.flush()       # whoever looks for the autosave next finds this position
        for picture in (self.covered, getattr(self.view, "still", None)):
            if picture is not None:
                picture.release()        # their memory serves the next screen's pictures

    def layout(self, size):
        super().layout(size)
        self._layouts += 1
        w, h = size
        m = self.px(14)
        panel_w = self.px(340)
        self.panel.layout(pygame.Rect(w - panel_w - m, m, panel_w, h - 2 * m))
        self.board_rect = pygame.Rect(m, m, w - panel_w - 3 * m, h - 2 * m)
        self._view_call("layout", pygame.Rect(self.board_rect))
        self.panel.refresh()

    def open_menu(self) -> None:
        from .pause import PauseScene
        self.app.push(PauseScene(self.app, self))

    def handle_event(self, event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
            self.motion.finish()           # input finishes a motion at once: the board is as it is
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if event.key == pygame.K_ESCAPE:
                # the view may use Esc first (e.g. to drop a dragged piece)
                if not self._view_call("handle_event", event, default=False):
                    self.open_menu()
                return True
            if ctrl and event.key == pygame.K_z:
                if event.mod & pygame.KMOD_SHIFT:
                    self.redo()
                else:
                    self.undo()
                return True
            if ctrl and event.key == pygame.K_y:
                self.redo()
                return True
            if event.key == pygame.K_h and not ctrl:
                self.ask_hint()
                return True
            if event.key == pygame.K_F1:
                self.open_rules(self.app.mouse_pos)
                return True
        if self.panel.handle_event(event):
            return True
        return bool(self._view_call("handle_event", event, default=False))

    def update(self, dt):
        if self.app.persist and self.app.autosaver.take_error() is not None:
            self._autosave_trouble()
        if self._dirty:
            self._after_change()
        self.motion.update(dt)
        self.panel.update(dt)
        self._view_call("update", dt)
        self.bots.update()
        if self.hints.update():
            self.panel.refresh()

    def animating(self) -> bool:
        return (super().animating() or self.bots.thinking or self.hints.waiting or self.motion.active
                or bool(self._view_call("animating")))

    def show_action(self, options: list[dict]) -> bool:
        """The action bar asks the board to show one action: its next piece taken in hand, or
        its places marked (False: the board cannot show it)."""
        if not hasattr(self.view, "show_action"):
            return False
        return bool(self._view_call("show_action", options, default=False))

    def action_live(self) -> bool:
        """The board still shows what the action bar asked for."""
        return hasattr(self.view, "action_live") and bool(self._view_call("action_live", default=False))

    def held_piece(self):
        """The piece in the player's hand on the board (dragged or picked by a click), or None."""
        drag = getattr(self.view, "drag", None)
        held = getattr(drag, "held", None) if drag is not None else None
        return getattr(held, "payload", None)

    def ask_hint(self) -> None:
        """H or the bulb: the person to move is shown their three best moves (hints.py)."""
        reason = self.hints.ask()
        if reason is not None:
            self.notify(reason)
        self.panel.refresh()

    def draw(self, surface):
        if self.app.top is self:
            self.covered.forget()
            self.draw_screen(surface)
            return
        # under a menu or a dialog nothing here moves (no events, no updates): one picture serves
        self.motion.finish()
        match = self.match
        self.covered.show(surface, (self._layouts, self.app.locale.lang, id(match), match.version, match.can_undo,
                                    match.can_redo), self.draw_screen)

    def draw_screen(self, surface):
        """The table, the board and the side panel as they stand."""
        if not getattr(self.view, "lays_table", False):       # a view keeping a still picture lays it
            paint.background(self.app, surface)
        self._view_call("draw", surface)      # not clipped: a dragged piece may cross the edge
        if getattr(self.view, "spot", None):
            self._view_call("draw_spot", surface)   # the places the action bar marked
        self.panel.draw(surface)

    def tooltip(self, pos):
        if self.board_rect.collidepoint(pos):
            lines, topic = self._board_tip(pos)
            if not lines:
                return None
            out = [str(x) for x in lines]
            if topic is not None:                  # F1 opens that piece's rules
                out.append(self.t("ui.help.tooltip_hint"))
            return out
        return self.panel.tooltip(pos)

    # --- rules help ---------------------------------------------------------------------
    def _board_tip(self, pos) -> tuple:
        """The view's tooltip at `pos` and the rules help entry of what it describes (or None)."""
        view = self.view
        listening = hasattr(view, "describe")
        if listening:
            view.help_topics = []
        try:
            lines = self._view_call("tooltip", pos)
        finally:
            topics = getattr(view, "help_topics", None) or []
            if listening:
                view.help_topics = None
        return lines, (self.help_entry(topics) if lines and topics else None)

    def help_doc(self):
        from ...engine import rules_help
        state = self.match.state
        return rules_help.build(self.match.rules, self.app.locale, len(state.get("seats", [])) or None,
                                state.get("mode"))

    def help_entry(self, topics) -> str | None:
        """The first of the described (kind, key) that has an entry in the game's rules help."""
        from ...engine import rules_help
        try:
            doc = self.help_doc()
        except Exception:
            log.exception("rules help failed")
            return None
        for kind, key in topics:
            entry = rules_help.topic_entry(self.match.rules, doc, kind, key)
            if entry is not None:
                return entry
        return None

    def open_rules(self, pos=None) -> None:
        """The rules help for this game's players and mode, at the entry of the piece under
        `pos` (F1 with the pointer on the board), else at the turn."""
        from .rules_help import open_help
        entry = None
        if pos is not None and self.board_rect.collidepoint(pos):
            entry = self._board_tip(pos)[1]
        state = self.match.state
        open_help(self.app, self.spec, len(state.get("seats", [])) or None, state.get("mode"), entry or "turn")
