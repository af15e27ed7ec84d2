"""Seeded sample matches for screenshots, the smoke test and benchmarks.

A match advanced by random legal choices from a fixed seed is the same every
run, so screenshots and frame timings are comparable between versions.
"""
from __future__ import annotations

import random
import re

from ..engine.choice import onward
from ..engine.match import Match
from .theme import game_colours


def sample_names(app, n: int) -> list[str]:
    names = [s.strip() for s in re.split(r"[,、，]", app.t("ui.sample.names")) if s.strip()]
    while len(names) < n:
        names.append(app.t("ui.new_game.default_name", n=len(names) + 1))
    return names[:n]


def sample_seats(app, spec, n: int) -> list[dict]:
    colours = [c for c, _ in game_colours(spec)]
    return [{"name": name, "colour": colours[i % len(colours)]} for i, name in enumerate(sample_names(app, n))]


def new_sample(app, spec, seed: int = 7, players: int | None = None, mode: str | None = None,
               bots: list[str] = ()) -> Match:
    """A sample game; `bots`: computer levels for the seats after the first."""
    rules = app.rules_for(spec)
    lo, hi = rules.player_range()
    n = players or min(max(lo, 3, len(bots) + 1), hi)
    mode = mode or rules.modes()[0]
    options = {}
    fn = getattr(rules, "option_choices", None)
    if fn is not None:
        options = {k: v[0] for k, v in (fn(mode) or {}).items() if v}
    seats = sample_seats(app, spec, n)
    for seat, level in zip(seats[1:], bots):
        seat["bot"] = level
    return Match.new(rules, seats, mode, options, seed)


def random_step(match: Match, rng: random.Random) -> bool:
    """Make one random legal choice (avoiding 'cancel', which can loop); False when over."""
    choice = match.pending
    if choice is None:
        return False
    options = onward(choice.options)
    match.choose(rng.choice(options))
    return True


def advance(match: Match, steps: int, seed: int = 7) -> Match:
    rng = random.Random(seed)
    for _ in range(steps):
        if not random_step(match, rng):
            break
    return match


def finished(app, spec, seed: int = 7, max_steps: int = 20000) -> Match | None:
    """A random game played to its end (None if it did not end within max_steps)."""
    match = new_sample(app, spec, seed)
    match.history = False          # no undo snapshots: much faster
    rng = random.Random(seed)
    for _ in range(max_steps):
        if not random_step(match, rng):
            return match
    return None
