"""Easy: a greedy player looking one turn ahead.

For each option it plays the rest of its own turn (each later decision of that turn taken by
the best immediate value) in one world drawn from what it sees, and keeps the option whose
end of turn leads the others by most (`Evaluation.lead`). A temperature makes it draw among
them, the better ones more often, as an easy opponent should (`evaluate.TEMPERATURES`). Without
one it is the search's baseline.
"""
from __future__ import annotations

import math
import time

from ..choice import Illegal, onward
from ..match import Match
from .evaluate import Evaluation, draw, temperature
from .table import Table

WIDTH = 24          # options looked at, at most, for a later decision of the same turn
TURN_STEPS = 12     # decisions of one turn followed, at most


class GreedyBot:
    level = "easy"

    def __init__(self, seed: int | str = 0, temperature: float | None = None):
        self.seed = seed
        self.temperature = temperature        # None: Easy's, for the game (`evaluate.temperature`)
        self._evals: dict[str, Evaluation] = {}

    def evaluation(self, rules) -> Evaluation:
        ev = self._evals.get(rules.id)
        if ev is None or ev.rules is not rules:
            ev = self._evals[rules.id] = Evaluation(rules)
        return ev

    def decide(self, table: Table) -> dict:
        if len(table.options) == 1:
            return table.options[0]
        rng = table.rng(self.seed)
        world = table.world(rng)
        ev = self.evaluation(table.rules)
        scored = []
        for option in self.shortlist(world, onward(table.options), table.seat, ev):
            value = self.after(world, option, table.seat, ev, rng)
            if value is not None:
                scored.append((value, option))
        if not scored:
            return rng.choice(table.options)
        return draw(scored, rng, temperature(table.rules, self.level, self.temperature) * ev.scale)

    def shortlist(self, world: Match, options: list[dict], seat: int, ev: Evaluation,
                  until: float | None = None) -> list[dict]:
        """The options worth following to the end of the turn: all of them when they are few,
        else the best `WIDTH` by the value right after each (a tile's many placements); with a
        deadline `until` (perf_counter), those looked at by then."""
        if len(options) <= WIDTH:
            return options
        scored = []
        for i, option in enumerate(options):
            if until is not None and time.perf_counter() >= until and len(scored) >= 1:
                break
            m = world.fork()
            try:
                m.choose(option)
            except Illegal:
                continue
            scored.append((ev.lead(m.state, seat), -i, option))
        scored.sort(key=lambda x: x[:2], reverse=True)
        return [o for _, _, o in scored[:WIDTH]]

    def after(self, world: Match, option: dict, seat: int, ev: Evaluation, rng,
              plan: list | None = None) -> float | None:
        """The seat's lead once `option` and the rest of its turn are played (None: the option
        is not legal in this world); the rest of the turn's options appended to `plan`."""
        m = world.fork()
        try:
            m.choose(option)
        except Illegal:
            return None
        return ev.lead(finish_turn(m, seat, ev, rng, WIDTH, plan).state, seat)


def finish_turn(m: Match, player: int, ev: Evaluation, rng, width: int, plan: list | None = None) -> Match:
    """The rest of `player`'s turn played by the greedy rule: at each of its decisions, the
    option (of at most `width`, sampled) with the best value right after it, appended to `plan`
    when given. Easy follows each option this way; the search completes each turn of its tree
    this way, so both compare options where a turn ends (`turn_done`)."""
    for _ in range(TURN_STEPS):
        if turn_done(m, player):
            break
        choice = m.pending
        options = onward(choice.options)
        if len(options) > width:
            options = rng.sample(options, width)
        i, best = best_next(m, player, options, ev, rng, last_in_place=True)
        if best is None:
            break
        if plan is not None:
            plan.append(options[i])
        m = best
    return m


def turn_done(m: Match, player: int) -> bool:
    """Whether `player`'s turn, as a look-ahead follows it, is over in `m`: the game is, or
    another player is to decide; alone at the table, the rules ended the turn or began the
    next (`Match.turn_changed`: a solo Caverna harvest's feeding then stops before the next
    round's first turn, where before it played on to the cap of `TURN_STEPS` decisions). With
    others at the table a player's turns in a row (Moon River's ranchers, Caverna's feeding
    after the last turn of a round) are followed together, as the duels of the games' NOTES.md
    measured them."""
    choice = m.pending
    if choice is None or choice.player != player:
        return True
    return m.turn_changed and len(m.state["seats"]) == 1


def best_next(m: Match, player: int, options: list[dict], ev: Evaluation, rng,
              last_in_place: bool = False) -> tuple[int | None, Match | None]:
    """Of `options`, the one whose position right after it is best for `player` (ties drawn by
    lot, each kept with equal chance: the engine's order is no judgement), as its index and the
    match it leads to; (None, None) when none is legal here (`tried`)."""
    best, best_i, best_value, ties = None, None, -math.inf, 0
    for i, value, f in tried(m, player, options, ev, last_in_place):
        if value > best_value:
            best, best_i, best_value, ties = f, i, value, 1
        elif value == best_value:
            ties += 1
            if rng.random() * ties < 1:
                best, best_i = f, i
    return best_i, best


def tried(m: Match, player: int, options: list[dict], ev: Evaluation, last_in_place: bool = False):
    """(index, `player`'s lead right after it, the match it leads to) of each option legal
    here, each tried on a copy; with `last_in_place` the last on `m` itself, for a caller that
    no longer needs `m` (a refused option changes nothing: `Match.choose` refuses before it acts)."""
    last = len(options) - 1
    frozen = m.frozen() if len(options) > 1 else None      # `m` is unchanged until its turn, the last
    for i, option in enumerate(options):
        f = m if last_in_place and i == last else m.fork(frozen)
        try:
            f.choose(option)
        except Illegal:
            continue
        yield i, ev.lead_of(f, player), f
