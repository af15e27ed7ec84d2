"""The contract between the engine and one game's rules module."""
from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .choice import Choice, msg
from .rng import Rng

if TYPE_CHECKING:  # pragma: no cover
    from .catalog import GameSpec


class Ctx:
    """What a rules function may touch besides the state: randomness and the log.

    A random draw or a reveal of hidden information becomes an undo barrier;
    so does the end of a turn, so undo never reaches into another player's turn.
    """

    __slots__ = ("state", "rng", "revealed", "turn_ended")

    def __init__(self, state: dict):
        self.state = state
        self.rng = Rng(state)
        self.revealed = False
        self.turn_ended = False

    def log(self, key: str, player: int | None = None, **args: Any) -> None:
        self.state["log"].append({"key": key, "p": player, "args": args})

    def reveal(self) -> None:
        self.revealed = True

    def end_turn(self) -> None:
        self.turn_ended = True

    @property
    def barrier(self) -> bool:
        return self.revealed or self.turn_ended or self.rng.draws > 0


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

    def __init__(self, spec: "GameSpec"):
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
        """Fill `state` (which already holds seats, mode, options, rng, log)."""

    @abstractmethod
    def pending(self, state: dict) -> Choice | None:
        """The decision the game waits for, or None when the game is over."""

    @abstractmethod
    def apply(self, ctx: Ctx, state: dict, option: dict) -> None:
        """Carry out a legal option (the engine has checked it is offered)."""

    def _part(self, name: str):
        """A sibling module of the game's rules (`explain`, `describe`, `invariants`), if it has one.

        Games keep these in small modules of their own; the base class finds them by
        name so no game repeats the same delegating methods.
        """
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

    def explain(self, state: dict, choice: Choice, option: dict) -> dict:
        """Why `option` is not legal now: the game's `explain` module, or a generic refusal."""
        part = self._part("explain")
        return part.explain(self, state, choice, option) if part else msg("engine.illegal")

    # --- results and descriptions ---------------------------------------
    @abstractmethod
    def score(self, state: dict) -> ScoreSheet:
        """The score pad for the state as it stands (a preview before the end)."""

    def final_round(self, state: dict) -> bool:
        """Whether the game is in its last round (games with another marker override this)."""
        return bool(state.get("final"))

    def round_label(self, state: dict) -> dict:
        """A short message such as "Round 3" for save lists and the status bar."""
        if state.get("over"):
            return msg("engine.status_over")
        if self.final_round(state):
            return msg("engine.final_round")
        return msg("engine.round", n=state.get("round", 0))

    def check(self, state: dict) -> list[str]:
        """Invariant violations (empty when sound): the game's `invariants` module; used by tests and simulate."""
        part = self._part("invariants")
        return part.check(self, state) if part else []

    def summary(self, state: dict) -> str:
        """One-line state digest for golden playthrough files."""
        return ""

    def recon_label(self, file: str, item: str) -> dict | None:
        """The player-facing name of a reconstructed data entry (`file` is the data file's stem)."""
        return None

    def describe(self, kind: str, key: Any) -> list[dict]:
        """Tooltip lines (messages) for a component, generated from its data by the game's `describe` module."""
        part = self._part("describe")
        return part.describe(self, kind, key) if part else []
