"""A game, finished or not, position by position: what the replay viewer steps through.

A position is the game before a player's decision: position 0 is the set-up (or the
position a save went on from, its `base`), position i the game after its i-th decision and
the chance steps that followed it, the last one the game as it was saved. The positions
are made by replaying the match's action list from its set-up (`Match.new`, then `choose`),
never taken from the log alone; the replay must arrive at the state and log the match
holds, or the game is refused (`ReplayError`, the saves' own message keys).

Making them costs a whole replay (a 7-player Caverna game: a few hundred milliseconds), so
`build(seconds)` makes a slice of them at a time, between frames. What it keeps per
position is small (how long the log was, the round's label, who decides); the state itself
is kept every `SNAPSHOT_EVERY` positions, and any position is rebuilt from the snapshot
before it with at most that many moves (`match_at`): stepping back is as quick as forward.

What may be shown (`Shown`): a game that is over shows everything, as its score screen
does; a game still in progress shows only what a spectator may see (`rules.observation(
state, None)`, the log entries meant for everyone), whoever is to decide.
"""
from __future__ import annotations

import json
import time
from typing import Any

from .choice import Choice, msg
from .match import Match
from .rules import as_json, clone_plain, public_copy

#: positions between two kept states (a position is rebuilt with at most this many moves less one)
SNAPSHOT_EVERY = 8


class ReplayError(Exception):
    """The moves do not make the game they came with; `message` is a localizable message."""

    def __init__(self, message: dict):
        self.message = message
        self.reason = message
        super().__init__(message["key"])


class Replay:
    """The positions of one game (see the module docstring)."""

    def __init__(self, rules, setup: dict, actions: list[dict], log: list[dict], state: dict,
                 base: dict | None = None, file: str = ""):
        self.rules = rules
        self.setup = setup
        self.actions = list(actions)
        self.log = list(log)
        self.final_state = state
        self.base = base
        self.file = file
        self.first = base["actions"] if base else 0          # the move before position 0
        self.count = len(self.actions) - self.first          # positions 0..count
        self.over = rules.pending(clone_plain(state)) is None
        self.reveal = self.over                               # a finished game shows everything
        # per position made so far
        self.log_lens: list[int] = []
        self.labels: list[dict] = []
        self.rounds: list = []
        self.players: list[int | None] = []
        self.snapshots: dict[int, dict] = {self.count: clone_plain(state)}   # the end is known
        self.final_label = rules.round_label(state)
        self.done = False
        self.error: ReplayError | None = None
        self._steps = self._build()

    @classmethod
    def of_match(cls, match: Match, file: str = "") -> "Replay":
        """The replay of a match as it stands (the score screen's, or a save opened as one)."""
        return cls(match.rules, match.setup, match.actions, match.log, match.state,
                   getattr(match, "save_base", None), file)

    # --- making the positions -----------------------------------------------------------------
    @property
    def built(self) -> int:
        """Positions 0..built-1 are made."""
        return len(self.log_lens)

    def available(self, i: int) -> bool:
        """Whether position i can be shown now (made, or the end, which is known)."""
        return 0 <= i < self.built or i == self.count

    def build(self, seconds: float = 0.003) -> bool:
        """Make positions for about `seconds` (at least one move); whether all are made. A fault
        stops the making and is kept in `error`."""
        end = time.perf_counter() + seconds
        while not self.done:
            try:
                next(self._steps)
            except StopIteration:
                self.done = True
            except ReplayError as exc:
                self.error, self.done = exc, True
            except Exception:          # Illegal, or a rules function refusing a move it cannot take
                self.error, self.done = ReplayError(msg("save.moves_edited", file=self.file)), True
            if time.perf_counter() >= end:
                break
        return self.done

    def build_all(self) -> "Replay":
        self.build(1e9)
        return self

    def _start(self) -> Match:
        setup = self.setup
        if self.base is None:
            return Match.new(self.rules, setup["seats"], setup["mode"], setup["options"], setup["seed"],
                             history=False)
        return Match(self.rules, clone_plain(self.base["state"]), setup, self.actions[:self.first],
                     history=False, log=self.log[:self.base["log"]])

    def _build(self):
        match = self._start()
        self._record(match, 0)
        for i, action in enumerate(self.actions[self.first:], 1):
            yield
            match.choose(action["o"], player=action["p"])
            self._record(match, i)
        if as_json(match.state) != as_json(self.final_state) or len(match.log) != len(self.log):
            raise ReplayError(msg("save.tampered", file=self.file))

    def _record(self, match: Match, i: int) -> None:
        state, n = match.state, len(match.log)
        before = self.log_lens[-1] if self.log_lens else 0
        if n > len(self.log) or as_json(match.log[before:n]) != as_json(self.log[before:n]):
            raise ReplayError(msg("save.tampered", file=self.file))
        label = self.rules.round_label(state)
        choice = match.pending
        self.log_lens.append(n)
        self.labels.append(label)
        self.rounds.append(round_key(state, label))
        self.players.append(choice.player if choice is not None else None)
        if i % SNAPSHOT_EVERY == 0 and i != self.count:
            self.snapshots[i] = clone_plain(state)

    # --- positions ------------------------------------------------------------------------------
    def match_at(self, i: int) -> Match:
        """A match (without history) at position i: the kept state at or before it, and the
        moves from there. Position i must be available."""
        if not self.available(i):
            raise IndexError(f"position {i} is not made yet")
        k = i if i in self.snapshots else i - i % SNAPSHOT_EVERY
        log_len = len(self.log) if k == self.count else self.log_lens[k]
        match = Match(self.rules, clone_plain(self.snapshots[k]), self.setup, self.actions[:self.first + k],
                      history=False, log=self.log[:log_len])
        for action in self.actions[self.first + k:self.first + i]:
            match.choose(action["o"], player=action["p"])
        return match

    def log_len(self, i: int) -> int:
        return len(self.log) if i == self.count else self.log_lens[i]

    def label(self, i: int) -> dict:
        return self.final_label if i == self.count else self.labels[i]

    def position_of_entry(self, index: int) -> int | None:
        """The first position whose log holds entry `index` (the move that wrote it)."""
        for i in range(self.built):
            if self.log_lens[i] > index:
                return i
        return self.count if index < len(self.log) else None

    def round_starts(self) -> list[int]:
        """The first position of every round made so far (0 first)."""
        return [i for i in range(self.built) if i == 0 or self.rounds[i] != self.rounds[i - 1]]

    def next_round(self, i: int) -> int:
        """The first position of the round after position i's (the end when there is none; while
        the positions are still being made, the last one made)."""
        if i < self.built:
            for j in range(i + 1, self.built):
                if self.rounds[j] != self.rounds[i]:
                    return j
        if self.done or i >= self.count:
            return self.count
        return max(i, self.built - 1)

    def previous_round(self, i: int) -> int:
        """The start of position i's round, or, from there, the start of the round before (i
        itself while the positions before it are still being made)."""
        if i >= self.built:
            return i
        start = i
        while start > 0 and self.rounds[start - 1] == self.rounds[i]:
            start -= 1
        if start < i or start == 0:
            return start
        j = start - 1
        while j > 0 and self.rounds[j - 1] == self.rounds[start - 1]:
            j -= 1
        return j


def round_key(state: dict, label: dict) -> Any:
    """What tells one round from the next: the state's round number where it keeps one (a
    final round or the last trades keep theirs, told apart by the label's key), else the rules'
    round label itself (a game counted otherwise, such as places filled)."""
    r = state.get("round")
    if isinstance(r, int) and not isinstance(r, bool) and not state.get("over"):
        return ("round", r, label.get("key"))
    return ("label", json.dumps(as_json(label), sort_keys=True))


class Shown:
    """The match as the replay viewer shows it to a board view: read-only, and never more
    than may be seen (see the module docstring). It stands in for the `Match` a view reads
    (`ctx.match`): `observation`, `pending`, `log_for`, `gestures`, `version`... A view
    offered no option and no gesture lights nothing and moves nothing."""

    def __init__(self, replay: Replay):
        self.replay = replay
        self.rules = replay.rules
        self.setup = replay.setup
        self.reveal = replay.reveal
        self.position = -1
        self.version = 0              # grows with every position shown: views key their pictures on it
        self._match: Match | None = None
        self._obs: dict | None = None
        self._pending: Choice | None = None
        self._log: list[dict] = []

    def show(self, match: Match, position: int) -> None:
        """Show `match`, the game at `position` (its state is never handed out)."""
        self._match, self.position = match, position
        self.version += 1
        state = match.state
        self._obs = public_copy(state) if self.reveal else self.rules.observation(state, None)
        entries = match.log
        self._log = list(entries) if self.reveal else [e for e in entries if "to" not in e]
        choice = match.pending
        if choice is None:
            self._pending = None
        elif not self.reveal and (choice.private or (
                choice.player >= 0 and self.rules.observation(state, choice.player) != self._obs)):
            # the decider sees what a spectator does not: what the choice says may tell it
            self._pending = Choice(choice.player, choice.kind, [], msg("ui.replay.secret_choice"), True, {})
        else:
            self._pending = Choice(choice.player, choice.kind, [], choice.prompt, choice.private,
                                   clone_plain(choice.info))

    # --- what a view reads ----------------------------------------------------------------------
    @property
    def state(self) -> dict:
        return self._obs if self._obs is not None else {}

    def observation(self, player: int | None = None) -> dict:
        """What may be shown, whoever asks."""
        return self.state

    @property
    def pending(self) -> Choice | None:
        """Who decides and what about, with no option to take."""
        return self._pending

    @property
    def over(self) -> bool:
        return self._pending is None

    @property
    def log(self) -> list[dict]:
        return self._log

    def log_for(self, player: int | None = None) -> list[dict]:
        return self._log

    def gestures(self) -> list:
        return []

    def gesture_refusal(self, gesture) -> dict | None:
        return None

    def explain(self, option: dict) -> dict | None:
        return msg("ui.replay.read_only")

    def private_to(self, player: int | None) -> bool:
        return False

    can_undo = False
    can_redo = False

    def score(self):
        """The score pad of what is shown (None when the rules cannot score it)."""
        try:
            return self.rules.score(self.state)
        except Exception:
            return None
