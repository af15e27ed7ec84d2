"""The contract between the engine and one game's rules module."""
from __future__ import annotations

import importlib
import json
import marshal
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import orjson

from . import ledger, zones
from .choice import Choice, msg
from .rng import Rng, seed_state

if TYPE_CHECKING:  # pragma: no cover
    from .catalog import GameSpec


class Ctx:
    """What a rules function may touch besides the state: randomness, the log, what comes next.

    The log is not part of the state: entries go to the match's log (or nowhere, for a
    search that applies rules to states of its own). A random draw or a reveal of hidden
    information becomes an undo barrier; so does the end of a turn, so undo never reaches
    into another player's turn. The start of a turn is marked too: a computer opponent's
    look-ahead of one turn stops at either (`Match.turn_changed`). Rules that worked out the
    next decision while settling leave it in `next`, so the match does not compute it again.
    """

    __slots__ = ("state", "_rng", "revealed", "turn_ended", "turn_started", "entries", "next")

    def __init__(self, state: dict, log: list | None = None, quiet: bool = False):
        self.state = state
        self._rng: Rng | None = None       # made on first use: most steps draw nothing
        self.revealed = False
        self.turn_ended = False
        self.turn_started = False
        # None: the entries go nowhere (`quiet`: a search's world, whose log nobody reads)
        self.entries: list | None = None if quiet else [] if log is None else log
        self.next: Any = None

    @property
    def rng(self) -> Rng:
        if self._rng is None:
            self._rng = Rng(self.state)
        return self._rng

    def log(self, key: str, player: int | None = None, **args: Any) -> None:
        if self.entries is not None:
            self.entries.append({"key": key, "p": player, "args": args})

    def log_to(self, players, key: str, player: int | None = None, **args: Any) -> None:
        """An entry only `players` may read (what one of them drew in secret, say)."""
        if self.entries is not None:
            self.entries.append({"key": key, "p": player, "args": args, "to": sorted(players)})

    def reveal(self) -> None:
        self.revealed = True

    def end_turn(self) -> None:
        self.turn_ended = True

    def start_turn(self) -> None:
        self.turn_started = True

    @property
    def barrier(self) -> bool:
        return self.revealed or self.turn_ended or (self._rng is not None and self._rng.draws > 0)


@dataclass
class ScoreSheet:
    """A score pad: one row per category, one column per player.

    A value of None prints as "/" like on the paper pad. Tie-breaks are compared
    in order after the total; players equal on all of them share the win.
    """

    rows: list[str]
    values: list[list[int | None]]
    tiebreak_labels: list[str] = field(default_factory=list)
    tiebreaks: list[list[int]] = field(default_factory=list)

    @property
    def totals(self) -> list[int]:
        n = len(self.values[0]) if self.values else 0
        return [sum(row[p] or 0 for row in self.values) for p in range(n)]

    @property
    def winners(self) -> list[int]:
        totals = self.totals
        if not totals:
            return []
        keys = [(totals[p], *(self.tiebreaks[p] if self.tiebreaks else ())) for p in range(len(totals))]
        best = max(keys)
        return [p for p, k in enumerate(keys) if k == best]

    def to_dict(self) -> dict:
        return {"rows": self.rows, "values": self.values, "totals": self.totals,
                "tiebreak_labels": self.tiebreak_labels, "tiebreaks": self.tiebreaks,
                "winners": self.winners}


class Rules(ABC):
    """Base class of a game's rules. Stateless: every call receives the state.

    Subclasses live in `boardgames.games.<id>` and read all numbers from
    `self.spec.data` (the validated YAML), never from constants in code.
    """

    id: str = ""
    #: the registries of the game's data-node kinds (effects.Registry) whose field declarations
    #: make the node definitions of its schema (the catalog adds them; see fields.py)
    node_kinds: tuple = ()

    def __init__(self, spec: "GameSpec"):
        if type(self).score is Rules.score and self._part("scoring") is None:
            raise TypeError(f"{type(self).__name__} has neither a score method nor a scoring module")
        self.spec = spec
        self.data = spec.data

    # --- set-up and flow -------------------------------------------------
    def modes(self) -> list[str]:
        return list(self.spec.manifest.get("modes", ["standard"]))

    def player_range(self) -> tuple[int, int]:
        p = self.spec.manifest["players"]
        return p["min"], p["max"]

    @abstractmethod
    def setup(self, ctx: Ctx, state: dict) -> None:
        """Fill `state` (which already holds seats, mode, options and rng)."""

    @abstractmethod
    def pending(self, state: dict) -> Choice | None:
        """The decision the game waits for, or None when the game is over."""

    @abstractmethod
    def apply(self, ctx: Ctx, state: dict, option: dict) -> None:
        """Carry out a legal option (the engine has checked it is offered)."""

    def _part(self, name: str):
        """A sibling module of the game's rules (`scoring`, `observe`, `validation`, `explain`,
        `describe`, `invariants`...), if it has one; found once per rules object.

        Games keep these in small modules of their own; the base class finds them by
        name so no game repeats the same delegating methods.
        """
        parts = self.__dict__.get("_parts")       # asked at every evaluation of a search
        if parts is None:
            parts = self._parts = {}
        part = parts.get(name, parts)
        if part is parts:
            part = parts[name] = self._find_part(name)
        return part

    def _find_part(self, name: str):
        package = type(self).__module__.rpartition(".")[0]
        if not package:  # rules defined in a stand-alone module (tests)
            return None
        full = f"{package}.{name}"
        try:
            return importlib.import_module(full)
        except ModuleNotFoundError as exc:
            if exc.name == full:
                return None
            raise

    def validate(self) -> list:
        """Cross-checks of the game's data that no schema can express (`DataError`s, located
        in the data files): its ledger file's (engine/ledger.py), then the game's `validation`
        module's, if it has one."""
        part = self._part("validation")
        return ledger.validate(self) + (part.validate(self) if part else [])

    # --- what each player may see -------------------------------------------------
    def observation(self, state: dict, player: int | None) -> dict:
        """The state as `player` may know it (None: a spectator who sees only what is public).

        A copy, never sharing structure with the state. Hidden cards keep their number but
        not their faces (`observe.backs`); the random stream is absent. Games with hidden
        information declare in their `zones` data file (engine/zones.py) who sees each place
        a component may lie, and the engine takes out of such a copy of a game in play what
        `player` may not see; once a game is over, everything is public.
        """
        obs = public_copy(state)
        declared = zones.of(self)
        if declared is not None and not obs.get("over"):
            declared.hide(self, obs, player)
        return obs

    def recollect(self, observation: dict, log: list[dict], player: int | None) -> dict:
        """What `player` knows: `observation` with what a perfect memory of the log they may
        read (`Match.log_for`) tells (at a real table every payment is made in sight, so the
        coins behind a screen can be added up). A computer opponent decides on this. The
        game's `ledger` data file (engine/ledger.py) says which log entries move which hidden
        amount; it fills them into a copy. Without one, the observation as it is."""
        spec = self.data.get("ledger")
        if spec is None or observation.get("over"):
            return observation
        obs = fresh_copy(observation)
        ledger.recollect(self, spec, obs, log, player)
        return obs

    def decision_key(self, state: dict) -> bytes | None:
        """Bytes equal only for states whose pending decision is the same one (its player,
        kind, prompt, info, options and free acts, in order), from the game's `listing`
        module; None when the game gives none, or for no decision. A search remembers a tree
        node's decision by it: the worlds it draws often offer the node's player the same."""
        part = self._part("listing")
        return None if part is None else part.decision_key(self, state)

    def determinize(self, observation: dict | bytes, rng) -> dict:
        """A full state agreeing with `observation`, its hidden parts drawn with `rng`
        (a `random.Random`) from what the observer has not seen; for bots. The observation
        may come as `frozen_plain` bytes: a search draws thousands of worlds from one, and
        copies each from the bytes. The game's zones (engine/zones.py) deal what is unseen back
        into a fresh copy of an observation of a game in play; the random stream is drawn after."""
        state = fresh_copy(observation)
        declared = zones.of(self)
        if declared is not None and not state.get("over"):
            declared.fill(self, state, rng)
        return with_stream(state, rng)

    def zones_hook(self, name: str):
        """The function a zones file names `hooks.NAME`: one of the game's `observe` module."""
        hook = getattr(self._part("observe"), name.removeprefix("hooks."), None)
        if not callable(hook):
            raise zones.ZonesError(f"{name}: the game's observe module has no such function")
        return hook

    def explain(self, state: dict, choice: Choice, option: dict) -> dict:
        """Why `option` is not legal now: the game's `explain` module, or a generic refusal."""
        part = self._part("explain")
        return part.explain(self, state, choice, option) if part else msg("engine.illegal")

    def gestures(self, state: dict, choice: Choice) -> list:
        """The pending options by their roles on the board (`gestures.Move`s; none: buttons)."""
        return []

    def meant(self, state: dict, choice: Choice, gesture) -> dict | None:
        """The option a gesture that fits no move stands for (None: nothing to explain)."""
        return None

    # --- results and descriptions ---------------------------------------
    def score(self, state: dict) -> ScoreSheet:
        """The score pad for the state as it stands (a preview before the end): the game's
        `scoring.score`."""
        return self._part("scoring").score(self, state)     # there is one (`__init__`)

    def game_over(self, ctx, state: dict) -> ScoreSheet:
        """The game ends here: the state says so, and the log names the winners of its score pad
        (the game's `log.game_over` message, with `winners`: their names)."""
        state["over"] = True
        sheet = self.score(state)
        ctx.log(f"{self.id}.log.game_over", winners=[state["seats"][w]["name"] for w in sheet.winners])
        return sheet

    def bot_features(self, state: dict) -> list[dict[str, float]]:
        """Per player, what a computer opponent weighs in a position (bots/evaluate.py; the
        manifest's `bot.weights` give the weights): the game's `scoring.bot_features`, which
        adds what the score does not yet count (resources, income to come, food safety); by
        default the score as it stands."""
        part = self._part("scoring")
        if part is not None and hasattr(part, "bot_features"):
            return part.bot_features(self, state)
        return [{"score": float(t)} for t in self.score(state).totals]

    def final_round(self, state: dict) -> bool:
        """Whether the game is in its last round (games with another marker override this)."""
        return bool(state.get("final"))

    def round_label(self, state: dict) -> dict:
        """A short message such as "Round 3" for save lists and the status bar: "Game over"
        once it is, else where the game stands (`progress_label`)."""
        if state.get("over"):
            return msg("engine.status_over")
        return self.progress_label(state)

    def progress_label(self, state: dict) -> dict:
        """Where a game in play stands: its round, or its last round (a game that counts its
        progress otherwise says so here)."""
        if self.final_round(state):
            return msg("engine.final_round")
        return msg("engine.round", n=state.get("round", 0))

    def check(self, state: dict) -> list[str]:
        """Invariant violations (empty when sound), used by tests and simulate: every component
        accounted for in its zones (engine/zones.py), then the game's `invariants` module."""
        declared = zones.of(self)
        part = self._part("invariants")
        return (declared.problems(self, state) if declared is not None else []) \
            + (part.check(self, state) if part else [])

    def summary(self, state: dict) -> str:
        """One-line state digest for golden playthrough files."""
        return ""

    def upgrade_state(self, state: dict, version: int) -> dict:
        """A state saved by save format `version` in this game's layout of today (saves.py
        calls it once per format step; a game whose layout changed converts it here)."""
        part = self._part("upgrade")       # its UPGRADES table (engine/upgrades.py)
        return part.UPGRADES.state(self, state, version) if part else state

    def upgrade_options(self, options: dict, version: int) -> dict:
        """The set-up options of a game saved by format `version`, so that it goes on under the
        rules it was started with (a game that changed a rule adds the old rule's switch)."""
        part = self._part("upgrade")
        return part.UPGRADES.options(self, options, version) if part else options

    def recon_label(self, file: str, item: str) -> dict | None:
        """The player-facing name of a reconstructed data entry (`file` is the data file's stem):
        the game's `describe` module's `RECON_LABELS` table, file -> fn(rules, item), if it has
        one and names the file, else the help file's `recon` (engine/recon_data.py; none: None)."""
        label = getattr(self._part("describe"), "RECON_LABELS", {}).get(file)
        if label:
            return label(self, item)
        from .recon_data import label as named
        return named(self, file, item)

    def describe(self, kind: str, key: Any) -> list[dict]:
        """Tooltip lines (messages) for a component, generated from its data: the game's
        `describe` module's `PARTS` table, kind -> fn(rules, key), for the lines Python
        computes, else the help file's `tips` (engine/tips_data.py; neither: no lines). A game
        whose tooltips are all data has no `describe` module."""
        part = getattr(self._part("describe"), "PARTS", {}).get(kind)
        if part:
            return part(self, key)
        from .tips_data import lines
        return lines(self, kind, key)

    def help_sections(self, players: int, mode: str) -> list:
        """The rules help for `players` in `mode` (engine/rules_help.py sections of messages:
        set-up, the turn, every action and component, the end): the game's `help` data file
        read by engine/help_data.py, which builds them from its data with the same renderers
        as `describe`. The engine puts the game's written overview in front; a game without
        the file has only that."""
        if "help" not in self.data:
            return []
        from .help_data import sections
        return sections(self, players, mode)

    def help_topic(self, kind: str, key: Any) -> str | None:
        """The help entry id for what a tooltip described as `describe(kind, key)`: its help
        file's `topics` for the kind, else the game's `help.help_topic` when it has one, else
        `<kind>.<key>` (engine/help_data.py `topic`)."""
        from .help_data import topic
        return topic(self, kind, key)


def clone_plain(data):
    """A deep copy of plain data (marshal: several times faster than copy.deepcopy)."""
    return marshal.loads(marshal.dumps(data))


def frozen_plain(data) -> bytes:
    """Plain data as bytes that `thawed` copies out again: many copies of one thing (a search
    tries each option of a decision on its own copy) write it once, a third of a copy's time.
    JSON, by orjson: it reads a game's state back in three quarters of marshal's time (a
    search copies one for every option it tries), and a state is JSON by contract (saves);
    a tuple would come back a list, and no state holds one (`playout.check_plain`)."""
    return orjson.dumps(data)


def thawed(frozen: bytes):
    """A fresh copy of what `frozen_plain` wrote."""
    return orjson.loads(frozen)


def fresh_copy(data):
    """A fresh copy of plain data, or of what `frozen_plain` wrote when given its bytes."""
    return thawed(data) if data.__class__ is bytes else clone_plain(data)


def as_json(data):
    """The data as it reads back from JSON (tuples become lists), for comparing a game with
    its saved or replayed self."""
    return json.loads(json.dumps(data, allow_nan=False))


def public_copy(state: dict) -> dict:
    """The state without its random stream, as a fresh copy."""
    out = clone_plain(state)
    out.pop("rng", None)
    return out


def with_stream(state: dict, rng) -> dict:
    """Give a determinized state a random stream of its own, drawn from `rng`."""
    state["rng"] = seed_state(rng.getrandbits(64))
    return state
