"""Bot against bot: seeded games with the candidate's seat rotated, and what they show.

`boardgames duel GAME --players N --games K --seat hard --vs easy` plays K games; game j has
seed `seed + j` and the candidate (`--seat`) in seat j mod N, every other seat a copy of the
`--vs` level, so each seat and colour is played equally. `--sims` sets the candidate's search
budget and `--vs-sims` the other seats' (a reduced budget stands in for a level's full one),
`--seconds` and `--vs-seconds` their deadlines.
Reported: the candidate's win share (a shared win split) with its 95% Wilson interval, the mean
margin over the best other player, the mean rank (1 = first), the search's simulations per
second and its slowest move.
"""
from __future__ import annotations

import json
import math
import time
from collections import deque
from dataclasses import asdict, dataclass

from ..match import Match
from ..playout import seats_for
from . import make
from .table import Table

MAX_STEPS = 20_000
RECENT = 16          # decisions a game that does not end reports


@dataclass(frozen=True)
class Pairing:
    game: str
    players: int
    level: str           # the candidate
    vs: str              # every other seat
    mode: str | None = None
    sims: int | None = None        # a search level's budget, overridden
    seconds: float | None = None
    vs_sims: int | None = None     # the other seats' search budget, overridden (Hard against Medium)
    vs_seconds: float | None = None


@dataclass(frozen=True)
class DuelTask:
    pairing: Pairing
    seed: int
    seat: int


@dataclass
class DuelGame:
    seed: int
    seat: int
    share: float = 0.0       # 1 for a win, 1/k for a win shared by k, else 0
    margin: float = 0.0      # the candidate's total less the best other total
    rank: int = 0            # 1 + how many players scored more
    moves: int = 0           # the candidate's decisions
    slowest: float = 0.0     # its slowest decision, seconds (wall-clock)
    sims: int = 0            # simulations its search ran
    think: float = 0.0       # seconds its search took
    problem: str | None = None


def plan(pairing: Pairing, games: int, seed: int = 0) -> list[DuelTask]:
    return [DuelTask(pairing, seed + j, j % pairing.players) for j in range(games)]


class Duelist:
    """Plays duel tasks with one catalog's rules (pool.run's worker object)."""

    def __init__(self, catalog):
        self.catalog = catalog

    def __call__(self, task: DuelTask) -> DuelGame:
        try:
            return play(self.catalog.games[task.pairing.game].rules(), task)
        except Exception as exc:          # noqa: BLE001 - reported with the game's seed, the duel goes on
            return DuelGame(task.seed, task.seat, problem=repr(exc))


def play(rules, task: DuelTask) -> DuelGame:
    p = task.pairing
    match = Match.new(rules, seats_for(rules, p.players), p.mode, None, seed=task.seed, history=False)
    bots = [make(p.level, f"{task.seed}:{s}", p.sims, p.seconds) if s == task.seat
            else make(p.vs, f"{task.seed}:{s}", p.vs_sims, p.vs_seconds) for s in range(p.players)]
    out = DuelGame(task.seed, task.seat)
    recent: deque = deque(maxlen=RECENT)
    for _ in range(MAX_STEPS):
        choice = match.pending
        if choice is None:
            break
        bot = bots[choice.player]
        started = time.perf_counter()
        option = bot.decide(Table.of(match))
        took = time.perf_counter() - started
        if choice.player == task.seat:
            out.moves += 1
            out.slowest = max(out.slowest, took)
            last = getattr(bot, "last", None) or {}
            out.sims += last.get("sims", 0)
            out.think += last.get("seconds", 0.0)
        recent.append(f"P{choice.player} {choice.kind} {json.dumps(option, sort_keys=True)}")
        match.choose(option)
    else:
        # the last decisions show the loop (a duel's game cannot be replayed exactly: a search
        # that runs into its deadline on a busy machine plays otherwise)
        out.problem = f"no end within {MAX_STEPS} decisions; the last ones: " + " | ".join(recent)
        return out
    sheet = rules.score(match.state)
    totals, winners = sheet.totals, sheet.winners
    others = [t for s, t in enumerate(totals) if s != task.seat]
    out.share = 1.0 / len(winners) if task.seat in winners else 0.0
    out.margin = float(totals[task.seat] - max(others)) if others else 0.0
    out.rank = 1 + sum(1 for t in others if t > totals[task.seat])
    return out


def wilson(share_sum: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (`share_sum` successes of n)."""
    if n == 0:
        return (0.0, 1.0)
    p = share_sum / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def summary(pairing: Pairing, games: list[DuelGame]) -> dict:
    """The duel's figures, as `boardgames duel --json` prints them."""
    played = [g for g in games if g.problem is None]
    n = len(played)
    shares = sum(g.share for g in played)
    sims = sum(g.sims for g in played)
    think = sum(g.think for g in played)
    return {
        **asdict(pairing), "games": n,
        "win_share": round(shares / n, 4) if n else 0.0,
        "ci95": [round(x, 4) for x in wilson(shares, n)],
        "mean_margin": round(sum(g.margin for g in played) / n, 3) if n else 0.0,
        "mean_rank": round(sum(g.rank for g in played) / n, 3) if n else 0.0,
        "sims_per_s": round(sims / think, 1) if think > 0 else 0.0,
        "slowest_move_s": round(max((g.slowest for g in played), default=0.0), 3),
        "failures": [{"seed": g.seed, "seat": g.seat, "problem": g.problem} for g in games if g.problem],
    }
