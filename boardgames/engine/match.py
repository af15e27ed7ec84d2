"""A game in progress: state, log, action list, history with undo/redo, and replay.

The state is plain data holding its own random stream, so the same seed and the same
choices always replay the same game. The game log lives beside the state, not inside
it: it only grows, and copying it with every undo step (or every clone a search makes)
would cost more than the state itself.

Chance steps (draws and reveals, `Choice.player == CHANCE`) are carried out by the match
as soon as they come up; each is recorded in `history` and is an undo barrier. The action
list holds only the players' decisions: replaying them reproduces every chance step,
because the state's own order (its shuffled decks and its random stream) decides them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .choice import CHANCE, Choice, Illegal, Upcoming, msg
from .rng import seed_state
from .rules import Ctx, Rules, as_json, clone_plain, frozen_plain, thawed

#: chance steps in a row before a rules loop is called one (a game's longest run is a few dozen)
CHANCE_LIMIT = 10_000

clone = clone_plain      # the name older callers use


@dataclass
class Step:
    """One undoable decision: the state before it and how long the log was."""

    before: dict
    log_len: int
    player: int
    option: dict


@dataclass
class Event:
    """One entry of the match's history: a decision, or a chance step (player CHANCE)."""

    player: int
    kind: str
    option: dict


class Match:
    """Drives one game through its rules, one legal option at a time."""

    def __init__(self, rules: Rules, state: dict, setup: dict, actions: list | None = None,
                 history: bool = True, log: list | None = None, quiet: bool = False):
        self.rules = rules
        self.state = state
        self.setup = setup            # what `new` was called with, for replay and rematch
        self.actions: list[dict] = list(actions or [])
        self.log: list[dict] = list(log or [])
        self.history = history        # keep undo steps and the event record
        self.quiet = quiet            # write no log (a search's worlds and their copies: nobody reads it)
        self.events: list[Event] = []
        self.version = 0              # grows with every change: views key their caches on it
        #: the last decision ended a turn or led to the start of one (after a harvest's feeding,
        #: say): a computer opponent's look-ahead of one turn stops there
        self.turn_changed = False
        self._undo: list[Step] = []
        self._redo: list[dict] = []
        self._pending: Choice | None = None
        self._pending_valid = False
        self._views: dict = {}

    # --- creation --------------------------------------------------------
    @classmethod
    def new(cls, rules: Rules, seats: list[dict], mode: str | None = None,
            options: dict | None = None, seed: int | str = 0, history: bool = True) -> "Match":
        lo, hi = rules.player_range()
        if not lo <= len(seats) <= hi:
            raise Illegal(msg("engine.bad_player_count", n=len(seats), lo=lo, hi=hi))
        mode = mode or rules.modes()[0]
        if mode not in rules.modes():
            raise Illegal(msg("engine.bad_mode", mode=mode))
        setup = {"seats": seats, "mode": mode, "options": dict(options or {}), "seed": seed}
        state = {
            "game": rules.id, "mode": mode, "options": dict(options or {}),
            "seats": [dict(s) for s in seats], "rng": seed_state(seed),
        }
        match = cls(rules, state, setup, history=history)
        ctx = Ctx(state, match.log)
        rules.setup(ctx, state)
        match._settle(ctx)
        return match

    def fork(self, frozen: bytes | None = None) -> "Match":
        """A copy to try moves on (a search, a check): same state, no history, its own log.
        `frozen` is this match's state as `frozen()` wrote it, unchanged since: forks for each
        option of one decision copy it from there."""
        state = thawed(frozen) if frozen is not None else clone_plain(self.state)
        m = Match(self.rules, state, self.setup, self.actions, history=False, log=self.log, quiet=self.quiet)
        # the same state asks the same (a search forks at every try); a choice still being
        # listed reads this match's state, so the fork finds its own (`choice.Later`)
        if self._pending_valid and (self._pending is None or self._pending.listed):
            m._pending, m._pending_valid = self._pending, True
        return m

    def decided_by(self, choice: Choice) -> None:
        """Take `choice`, listed in full, as the pending decision instead of asking the rules:
        a search's worlds agree with what their player sees, and a player's options depend on
        nothing else (`playout.check_observations` holds every game to it), so the first
        world's list serves them all."""
        self._pending, self._pending_valid = choice, True

    def frozen(self) -> bytes:
        """The state as bytes, for `fork(frozen)`."""
        return frozen_plain(self.state)

    @classmethod
    def replay(cls, rules: Rules, setup: dict, actions: list[dict], history: bool = False) -> "Match":
        """Rebuild a game from its set-up and its action list (raises Illegal if a step no longer fits)."""
        match = cls.new(rules, setup["seats"], setup["mode"], setup["options"], setup["seed"], history=history)
        for action in actions:
            match.choose(action["o"], player=action["p"])
        return match

    # --- the flow ---------------------------------------------------------
    @property
    def pending(self) -> Choice | None:
        """The decision a player must make now (never a chance step), or None at the end."""
        if not self._pending_valid:
            self._pending = self.rules.pending(self.state)
            self._pending_valid = True
            if self._pending is not None and self._pending.player == CHANCE:
                # a state edited from outside (tests, an old save) stopped at a draw
                self._settle(Ctx(self.state, self.log, self.quiet))
        if self._pending.__class__ is Upcoming:      # the rules' next decision, first asked for
            self._pending = self._pending.make()
        return self._pending

    @property
    def over(self) -> bool:
        return self.pending is None

    def choose(self, option: dict, player: int | None = None, _keep_redo: bool = False) -> None:
        choice = self.pending
        if choice is None:
            raise Illegal(msg("engine.game_over"))
        if player is not None and player != choice.player:
            raise Illegal(msg("engine.not_your_turn"))
        # without history nobody reads this choice again (a search's copies): list no more of
        # it than the option chosen
        legal = choice.find(option) if self.history else choice.seek(option)
        if legal is None:
            raise Illegal(self.explain(option) or msg("engine.illegal"))
        before = clone_plain(self.state) if self.history else None
        log_len = len(self.log)
        ctx = Ctx(self.state, self.log, self.quiet)
        # Rules never change an option; a copy still keeps the action list safe from a slip
        # while people play (history on), and is skipped in playouts and searches.
        self.rules.apply(ctx, self.state, clone_plain(legal) if self.history else legal)
        self.actions.append({"p": choice.player, "o": legal})
        if self.history:
            self.events.append(Event(choice.player, choice.kind, legal))
            if ctx.barrier:
                self._undo.clear()
            else:
                self._undo.append(Step(before, log_len, choice.player, legal))
        if not _keep_redo:
            self._redo.clear()
        self._settle(ctx)

    def _settle(self, ctx: Ctx) -> None:
        """Take in the next decision the rules worked out, carrying out chance steps on the way."""
        self.version += 1
        self._views.clear()
        turn_changed = ctx.turn_ended or ctx.turn_started
        nxt = ctx.next if ctx.next is not None else self.rules.pending(self.state)
        for _ in range(CHANCE_LIMIT):
            if nxt is None or nxt.__class__ is Upcoming or nxt.player != CHANCE:
                break
            ctx = Ctx(self.state, self.log, self.quiet)
            self.rules.apply(ctx, self.state, clone_plain(nxt.options[0]))
            turn_changed = turn_changed or ctx.turn_ended or ctx.turn_started
            if self.history:
                self.events.append(Event(CHANCE, nxt.kind, nxt.options[0]))
                self._undo.clear()            # never undo past a draw or a reveal
            nxt = ctx.next if ctx.next is not None else self.rules.pending(self.state)
        else:
            raise RuntimeError(f"{CHANCE_LIMIT} chance steps in a row without a decision: the rules loop")
        self._pending = nxt
        self._pending_valid = True
        self.turn_changed = turn_changed

    def invalidate(self) -> None:
        """The state was edited outside `choose` (tests, a scenario editor): recompute the choice."""
        self._pending_valid = False
        self.turn_changed = False
        self._undo.clear()
        self._redo.clear()
        self._views.clear()
        self.version += 1

    # --- undo / redo --------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        choice = self.pending
        return bool(self._undo) and choice is not None and self._undo[-1].player == choice.player

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> bool:
        if not self.can_undo:
            return False
        step = self._undo.pop()
        self.state = step.before
        del self.log[step.log_len:]
        self.actions.pop()
        if self.events:
            self.events.pop()
        self._redo.append(step.option)
        self._pending_valid = False
        self.turn_changed = False     # an undo stays within the turn
        self._views.clear()
        self.version += 1
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        option = self._redo.pop()
        self.choose(option, _keep_redo=True)
        return True

    def adopt_history(self, replayed: "Match") -> None:
        """Take the undo steps and event record of `replayed`, the same game rebuilt by
        replaying its moves (a save opened from its stored state is checked that way later,
        between frames). Moves made here since are replayed onto it first; raises ValueError
        if the two games differ."""
        if replayed.setup != self.setup or replayed.actions != self.actions[:len(replayed.actions)]:
            raise ValueError("the replayed game's set-up or moves are not this game's")
        later = self.actions[len(replayed.actions):]
        for action in later:
            replayed.choose(action["o"], player=action["p"])
        # the same set-up and moves make the same state: compared only when moves came since
        if later and as_json(replayed.state) != as_json(self.state):
            raise ValueError("the replayed game's state is not this game's")
        if self.history:               # its own choices cleared the steps a draw put out of reach
            self._undo = replayed._undo
            self.events = replayed.events
        # the state is as it was: views keep their pictures (`version` stays); only undo changes

    def worked_out(self, key, compute):
        """`compute()` for the current position, kept until the next change under `key` (a
        bot's evaluation of a copy it tried, read again when the copy is the one it keeps)."""
        hit = self._views.get(key)
        if hit is None:
            hit = self._views[key] = compute()
        return hit

    # --- what a player may see ----------------------------------------------
    def observation(self, player: int | None) -> dict:
        """`rules.observation` of the current state for `player` (cached until the next change)."""
        key = ("obs", player)
        hit = self._views.get(key)
        if hit is None:
            hit = self._views[key] = self.rules.observation(self.state, player)
        return hit

    def private_to(self, player: int | None) -> bool:
        """Does `player` see something a spectator does not (their hand, their money)? Then
        the screen must be covered while the computer changes hands."""
        if player is None:
            return False
        key = ("private", player)
        hit = self._views.get(key)
        if hit is None:
            hit = self._views[key] = self.observation(player) != self.observation(None)
        return hit

    def log_for(self, player: int | None) -> list[dict]:
        """The log entries `player` may read (None: only the public ones)."""
        return [e for e in self.log if "to" not in e or (player is not None and player in e["to"])]

    def explain(self, option: dict) -> dict | None:
        """Why `option` is not offered now (None when it is)."""
        choice = self.pending
        if choice is None:
            return msg("engine.game_over")
        if choice.find(option) is not None:
            return None
        try:
            return self.rules.explain(self.state, choice, option)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):
            # An option of the wrong shape (a list where a name belongs, a direction 99...)
            # is not a move of this game at all: refused as such, never a crash.
            return msg("engine.illegal")

    # --- gestures ------------------------------------------------------------
    def gestures(self) -> list:
        """The pending options by their roles on the board (cached until the next change)."""
        hit = self._views.get("gestures")
        if hit is None:
            choice = self.pending
            hit = self._views["gestures"] = self.rules.gestures(self.state, choice) if choice else []
        return hit

    def gesture_refusal(self, gesture) -> dict | None:
        """Why `gesture` does nothing (None: it fits a move, or the rules cannot say)."""
        choice = self.pending
        if choice is None:
            return msg("engine.game_over")
        if any(m.gesture == gesture for m in self.gestures()):
            return None
        option = self.rules.meant(self.state, choice, gesture)
        return self.explain(option) if option is not None else None

    # --- views ---------------------------------------------------------------
    def score(self):
        return self.rules.score(self.state)

    def to_dict(self) -> dict[str, Any]:
        return {"setup": self.setup, "actions": self.actions, "state": self.state, "log": self.log}
