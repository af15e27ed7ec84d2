"""Seeded random full games with every check the engine can make along the way.

Used by `boardgames simulate`, `boardgames bench` and the tests: a game that
crashes, stalls, breaks an invariant, does not survive a save round trip or
does not replay to the same final state is reported with its seed.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass

from . import saves
from .bots import RandomBot
from .match import Match
from .rules import Rules, ScoreSheet


class PlayoutError(Exception):
    """A failed random game; `seed` and `step` reproduce it."""

    def __init__(self, seed, step: int, problem: str):
        self.seed, self.step, self.problem = seed, step, problem
        super().__init__(f"seed {seed}, step {step}: {problem}")


@dataclass
class Playout:
    seed: int | str
    steps: int
    sheet: ScoreSheet
    match: Match
    seconds: float


def seats_for(rules: Rules, players: int) -> list[dict]:
    colours = [c["id"] for c in rules.spec.manifest.get("colours", [])]
    return [{"name": f"P{i + 1}", **({"colour": colours[i]} if i < len(colours) else {})}
            for i in range(players)]


def play(rules: Rules, players: int, seed: int | str = 0, mode: str | None = None,
         check_every: int = 1, roundtrip_rate: float = 0.02, verify: bool = True,
         max_steps: int = 100_000, stop_after: int | None = None) -> Playout:
    """Play one random game (to the end, or `stop_after` steps) and check it; raises PlayoutError."""
    started = time.perf_counter()
    step = 0

    def fail(problem: str):
        return PlayoutError(seed, step, problem)

    try:
        match = Match.new(rules, seats_for(rules, players), mode, seed=seed, history=False)
    except Exception as exc:
        raise fail(f"set-up failed: {exc!r}") from exc
    bot = RandomBot(seed)
    spot = random.Random(f"checks:{seed}")     # separate so checks never change the bot's picks
    _check(rules, match, fail)
    while True:
        try:
            choice = match.pending
        except Exception as exc:
            raise fail(f"pending() failed: {exc!r}") from exc
        if choice is None or (stop_after is not None and step >= stop_after):
            break
        if not choice.options:
            raise fail(f"choice {choice.kind!r} offers no option: the game is stuck")
        if not 0 <= choice.player < players:
            raise fail(f"choice {choice.kind!r} is for player {choice.player}")
        if step >= max_steps:
            raise fail(f"no end after {max_steps} steps")
        option = bot.pick(match)
        step += 1
        try:
            match.choose(option)
        except Exception as exc:
            raise fail(f"choosing {option} in {choice.kind!r} failed: {exc!r}") from exc
        if check_every and step % check_every == 0:
            _check(rules, match, fail)
        if roundtrip_rate and spot.random() < roundtrip_rate:
            _roundtrip(match, fail)
    _check(rules, match, fail)
    try:
        sheet = rules.score(match.state)
        _check_sheet(sheet, players, fail)
    except PlayoutError:
        raise
    except Exception as exc:
        raise fail(f"score() failed: {exc!r}") from exc
    if verify:
        _verify_replay(rules, match, fail)
    return Playout(seed, step, sheet, match, time.perf_counter() - started)


def _check(rules, match, fail) -> None:
    try:
        problems = rules.check(match.state)
    except Exception as exc:
        raise fail(f"check() failed: {exc!r}") from exc
    if problems:
        raise fail("invariants broken: " + "; ".join(map(str, problems)))


def _roundtrip(match: Match, fail) -> None:
    """The state must come back from the save format unchanged."""
    try:
        doc = saves.parse(saves.encode(saves.document(match, "auto")))
    except Exception as exc:
        raise fail(f"save round trip failed: {exc!r}") from exc
    if doc["state"] != saves.plain(match.state) or doc["actions"] != saves.plain(match.actions):
        raise fail("the state changed in a save round trip")


def _check_sheet(sheet: ScoreSheet, players: int, fail) -> None:
    if len(sheet.values) != len(sheet.rows):
        raise fail("score sheet: rows and values differ in length")
    for row, values in zip(sheet.rows, sheet.values):
        if len(values) != players:
            raise fail(f"score sheet row {row!r} has {len(values)} values for {players} players")
    if not sheet.winners:
        raise fail("score sheet names no winner")


def _verify_replay(rules, match: Match, fail) -> None:
    try:
        again = Match.replay(rules, match.setup, saves.plain(match.actions))
    except Exception as exc:
        raise fail(f"replaying the action log failed: {exc!r}") from exc
    if saves.plain(again.state) != saves.plain(match.state):
        raise fail("replaying the action log gives a different state")
