"""The release check: seeded random full games over every game, player count and mode.

`boardgames simulate --all` spreads N games evenly over every (game, players, mode) of the
catalog and plays each with every check `playout.play` makes (invariants, save round trips,
observations, replay). Games run in worker processes that load the catalog themselves (safe
under "spawn", the only start method on Windows and macOS) and send back only a small
`Outcome`, never the match. Every game has its own int seed, so a failure is repeated alone
with `boardgames simulate GAME --players P --mode M --games 1 --seed S`.
"""
from __future__ import annotations

import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

from . import pool
from .playout import PlayoutError, play


@dataclass(frozen=True)
class Combo:
    game: str
    players: int
    mode: str


@dataclass(frozen=True)
class Checks:
    """How often the optional checks run (the replay at the end and save round trips always do)."""

    check_every: int = 1      # invariants every k steps (0: at the end only)
    observe_every: int = 20   # every player's observation and a determinization every k steps


@dataclass(frozen=True)
class Task:
    combo: Combo
    seed: int


@dataclass
class Outcome:
    """What a worker sends back for one game: small, whatever the game's size."""

    task: Task
    steps: int = 0
    totals: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    seconds: float = 0.0          # wall-clock
    cpu: float = 0.0              # the worker's CPU time for this game
    step: int = 0                 # where it failed
    problem: str | None = None    # None: the game passed every check
    detail: str = ""              # the traceback behind the problem, if any


def combos(catalog) -> list[Combo]:
    """Every player count of every mode of every loaded game, in catalog order."""
    out = []
    for spec in catalog.ordered():
        rules = spec.rules()
        lo, hi = rules.player_range()
        out += [Combo(spec.id, n, mode) for n in range(lo, hi + 1) for mode in rules.modes()]
    return out


def plan(combos: list[Combo], games: int, seed: int = 0) -> list[Task]:
    """`games` dealt round-robin over `combos`, so each gets an equal share (the first ones one
    more) and slow and quick games mix in the pool. Game j has seed `seed + j`: every seed is
    distinct, and a smaller run is the start of a larger one with the same seed.
    """
    return [Task(combos[j % len(combos)], seed + j) for j in range(games)] if combos else []


class Player:
    """Plays tasks with one catalog's rules (each game's rules object is made once, by its spec)."""

    def __init__(self, catalog, checks: Checks):
        self.catalog, self.checks = catalog, checks

    def __call__(self, task: Task) -> Outcome:
        started = time.process_time()
        c = task.combo
        try:
            result = play(self.catalog.games[c.game].rules(), c.players, task.seed, c.mode,
                          check_every=max(self.checks.check_every, 0),
                          observe_every=max(self.checks.observe_every, 0))
        except PlayoutError as exc:
            cause = exc.__cause__
            detail = "".join(traceback.format_exception(cause)) if cause is not None else ""
            return Outcome(task, step=exc.step, problem=exc.problem, detail=detail,
                           cpu=time.process_time() - started)
        except Exception as exc:     # noqa: BLE001 - e.g. rules that do not load: report, go on
            return Outcome(task, problem=repr(exc), detail=traceback.format_exc(),
                           cpu=time.process_time() - started)
        return Outcome(task, result.steps, tuple(result.sheet.totals), tuple(result.sheet.winners),
                       result.seconds, time.process_time() - started)


def run(tasks: list[Task], catalog, root: Path, jobs: int, checks: Checks) -> Iterator[Outcome]:
    """Play `tasks`, yielding each outcome as it comes (pool.run: worker processes when
    `jobs` > 1)."""
    return pool.run(tasks, catalog, root, jobs, Player, (checks,))


@dataclass
class Row:
    games: int = 0
    failures: int = 0
    steps: int = 0       # of the games that passed
    cpu: float = 0.0

    @property
    def mean_steps(self) -> float | None:
        passed = self.games - self.failures
        return self.steps / passed if passed else None


@dataclass
class Summary:
    """Counts per combination and in all, filled as outcomes arrive."""

    combos: list[Combo]
    rows: dict[Combo, Row] = field(init=False)
    failed: list[Outcome] = field(default_factory=list)

    def __post_init__(self):
        self.rows = {c: Row() for c in self.combos}

    def add(self, outcome: Outcome) -> None:
        row = self.rows[outcome.task.combo]
        row.games += 1
        row.cpu += outcome.cpu
        if outcome.problem is None:
            row.steps += outcome.steps
        else:
            row.failures += 1
            self.failed.append(outcome)

    @property
    def games(self) -> int:
        return sum(r.games for r in self.rows.values())

    @property
    def cpu(self) -> float:
        return sum(r.cpu for r in self.rows.values())

    def as_dict(self) -> dict:
        def row(c: Combo, r: Row) -> dict:
            mean = None if r.mean_steps is None else round(r.mean_steps, 1)
            return {"game": c.game, "players": c.players, "mode": c.mode, "games": r.games,
                    "mean_steps": mean, "failures": r.failures, "cpu_s": round(r.cpu, 2)}

        def failure(o: Outcome) -> dict:
            c = o.task.combo
            return {"game": c.game, "players": c.players, "mode": c.mode, "seed": o.task.seed,
                    "step": o.step, "problem": o.problem}

        return {"combinations": [row(c, r) for c, r in self.rows.items()], "games": self.games,
                "failures": len(self.failed), "cpu_s": round(self.cpu, 2),
                "failed": [failure(o) for o in self.failed]}
