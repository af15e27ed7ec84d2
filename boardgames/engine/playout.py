"""Seeded random full games with every check the engine can make along the way.

Used by `boardgames simulate`, `boardgames bench` and every game's random-game tests: a game
that crashes, stalls, breaks an invariant, shows a player what they may not see, does not
survive a save round trip or does not replay to the same final state is reported with its
seed and step.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable

from . import saves
from .match import Match
from .rules import Rules, ScoreSheet, frozen_plain, thawed

Pick = Callable[[Match, random.Random], dict]


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


def warm(spec) -> None:
    """Make a game's rules object and let it do its first work (the caches its first choice
    builds: 5-35 ms), then hand it to the game (GameSpec.adopt_rules). The app does this off
    the UI thread while its menu is up, so the first game opened or loaded starts warm."""
    rules = spec.new_rules()
    Match.new(rules, seats_for(rules, rules.player_range()[0]), history=False).pending
    spec.adopt_rules(rules)


def uniform(match: Match, rnd: random.Random) -> dict:
    """The simplest legal player: any offered option, uniformly."""
    return rnd.choice(match.pending.options)


def play(rules: Rules, players: int, seed: int | str = 0, mode: str | None = None, *,
         pick: Pick = uniform, check_every: int = 1, roundtrip_rate: float = 0.02, verify: bool = True,
         observe_every: int = 0, on_step: Callable[[Match, int], None] | None = None,
         max_steps: int = 100_000, stop_after: int | None = None, options: dict | None = None,
         checks: bool = True) -> Playout:
    """Play one random game (to the end, or `stop_after` steps) and check it; raises PlayoutError.

    `pick(match, rnd)` chooses (default: uniformly); `check_every` k runs the invariants every
    k steps; `observe_every` k checks every player's observation and a determinization every
    k steps; `on_step(match, step)` adds a game's own checks; `checks=False` turns every
    check off (benchmarks: the result then has no score sheet).
    """
    started = time.perf_counter()
    step = 0

    def fail(problem: str):
        return PlayoutError(seed, step, problem)

    try:
        match = Match.new(rules, seats_for(rules, players), mode, options, seed=seed, history=False)
    except Exception as exc:
        raise fail(f"set-up failed: {exc!r}") from exc
    rnd = random.Random(f"bot:{seed}")
    spot = random.Random(f"checks:{seed}")     # separate so checks never change the bot's picks
    if checks:
        _check(rules, match, fail)
    while True:
        try:
            choice = match.pending
        except Exception as exc:
            raise fail(f"pending() failed: {exc!r}") from exc
        if choice is None or (stop_after is not None and step >= stop_after):
            break
        if checks:
            if not choice.options:
                raise fail(f"choice {choice.kind!r} offers no option: the game is stuck")
            if not 0 <= choice.player < players:
                raise fail(f"choice {choice.kind!r} is for player {choice.player}")
        if step >= max_steps:
            raise fail(f"no end after {max_steps} steps")
        option = pick(match, rnd)
        step += 1
        try:
            match.choose(option)
        except Exception as exc:
            raise fail(f"choosing {option} in {choice.kind!r} failed: {exc!r}") from exc
        if not checks:
            continue
        if check_every and step % check_every == 0:
            _check(rules, match, fail)
        if observe_every and step % observe_every == 0:
            check_observations(rules, match.state, spot, fail)
            check_gestures(match, fail)
        if roundtrip_rate and spot.random() < roundtrip_rate:
            _roundtrip(match, fail)
        if on_step is not None:
            on_step(match, step)
    sheet = None
    if not checks:           # a benchmark: the game itself scored its end (for the log) already
        return Playout(seed, step, sheet, match, time.perf_counter() - started)
    _check(rules, match, fail)
    check_plain(match.state, fail)
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


def check_plain(state: dict, fail) -> None:
    """The state is JSON's plain data, so a search's copy of it (`rules.thawed`) is equal to
    it: a tuple would come back a list, a set or a key that is no string not at all."""
    try:
        same = thawed(frozen_plain(state)) == state
    except TypeError as exc:
        raise fail(f"the state is not plain JSON data: {exc}") from exc
    if not same:
        raise fail("the state is not plain JSON data: a copy of it differs (a tuple?)")


def check_observations(rules, state: dict, rnd: random.Random, fail=None) -> int:
    """Every player's (and a spectator's) observation of `state`, and a determinization of it.

    A determinized state differs from `state` only in what the viewer cannot see, so it must
    give the very same observation; it must also be sound (the invariants) and playable, and
    the player to move must have the very same decision in it (their options depend only on
    what they see: a search lists its root options in its first world only). Returns how many determinizations differed from the true state (hidden parts really drawn).
    """
    fail = fail or (lambda problem: AssertionError(problem))
    differed = 0
    real = rules.pending(state)
    for viewer in (None, *range(len(state["seats"]))):
        try:
            obs = rules.observation(state, viewer)
        except Exception as exc:
            raise fail(f"observation({viewer}) failed: {exc!r}") from exc
        if "rng" in obs:
            raise fail(f"observation({viewer}) shows the random stream")
        if rules.observation(state, viewer) != obs:
            raise fail(f"observation({viewer}) is not a pure function of the state")
        try:
            full = rules.determinize(frozen_plain(obs), rnd)      # as a bot's `Table.world` does
            problems = rules.check(full)
            again = rules.observation(full, viewer)
            rules.pending(full)
        except Exception as exc:
            raise fail(f"determinize({viewer}) failed: {exc!r}") from exc
        if problems:
            raise fail(f"a determinization for {viewer} breaks invariants: " + "; ".join(map(str, problems)))
        if again != obs:
            diff = sorted(k for k in set(obs) | set(again) if obs.get(k) != again.get(k))
            raise fail(f"a determinization for {viewer} does not agree with the observation: {diff}")
        if real is not None and viewer == real.player and not _same_choice(rules.pending(full), real):
            raise fail(f"{real.kind!r}: the options of player {viewer} differ in a world drawn from "
                       "what they see (a search takes its first world's for all: SearchBot._simulate)")
        if {k: v for k, v in full.items() if k != "rng"} != {k: v for k, v in state.items() if k != "rng"}:
            differed += 1
    return differed


def _same_choice(a, b) -> bool:
    return a is not None and (a.player, a.kind, a.options, a.prompt, a.private, a.info) == \
        (b.player, b.kind, b.options, b.prompt, b.private, b.info)


def check_gestures(match: Match, fail=None) -> int:
    """Every move the rules list for the board is playable: each step of its plan is offered
    when its turn comes (played on a copy), and gestures are plain hashable values. A view
    built on them can therefore never offer what the engine refuses. Returns the move count."""
    fail = fail or (lambda problem: AssertionError(problem))
    choice = match.pending
    if choice is None:
        return 0
    try:
        moves = match.gestures()
        for m in moves:
            hash(m.gesture)
    except Exception as exc:
        raise fail(f"gestures() failed: {exc!r}") from exc
    for m in moves:
        if not m.plan or choice.find(m.plan[0]) is None:
            raise fail(f"gesture {m.gesture} plays {m.plan[:1]}, which {choice.kind!r} does not offer")
        if len(m.plan) > 1:
            trial = match.fork()
            for option in m.plan:
                if trial.pending is None or trial.pending.find(option) is None:
                    raise fail(f"gesture {m.gesture}: step {option} of its plan is not offered when it comes")
                trial.choose(option)
    return len(moves)


def _roundtrip(match: Match, fail) -> None:
    """The state must come back from the save format unchanged, and from a search's copy."""
    try:
        doc = saves.parse(saves.encode(saves.document(match, "auto"), sign=False))
    except Exception as exc:
        raise fail(f"save round trip failed: {exc!r}") from exc
    if doc["state"] != saves.plain(match.state) or doc["actions"] != saves.plain(match.actions):
        raise fail("the state changed in a save round trip")
    if doc["log"] != saves.plain(match.log):
        raise fail("the log changed in a save round trip")
    check_plain(match.state, fail)


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
    if saves.plain(again.log) != saves.plain(match.log):
        raise fail("replaying the action log gives a different game log")
