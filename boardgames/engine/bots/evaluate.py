"""How a position looks to each player, for the computer opponents.

The rules name what matters in a position (`Rules.bot_features`: the score as it stands, and
per game the resources, food safety, coins to come...); the game's manifest weighs them
(`bot: {weights: {...}, scale: ...}` in game.yaml). A position's value for a player is the
weighted sum; what a search backs up is the player's lead over the best other player,
squashed into 0..1 (`scale` points of lead is a clear edge), and at the end of the game
whether they won.
"""
from __future__ import annotations

import math
from typing import Any

from ..match import Match

WEIGHED = 4096     # weighted sums kept (`values`)

#: level -> the temperature of its pick, in units of the game's `scale` of lead: an option a
#: tenth of a scale behind the best is played exp(-0.1 / t) as often. A search's budget buys no
#: measurable strength beyond a few hundred simulations (the games' NOTES.md), so what sets the
#: levels apart is how surely each plays the best it finds: Easy's wide spread, Medium's narrow
#: one, Hard none. A game's manifest may set its own (`bot: {temperatures: {medium: ...}}`),
#: since how much a tenth of a scale matters differs from game to game
TEMPERATURES = {"easy": 0.15, "medium": 0.06, "hard": 0.0}


def bot_manifest(spec) -> dict:
    """The `bot:` section of a game's manifest (game.yaml), empty when it has none."""
    return (getattr(spec, "manifest", None) or {}).get("bot") or {}


def temperature(rules, level: str, own: float | None = None) -> float:
    """The temperature `level` picks with in the game of `rules` (`TEMPERATURES`, or the
    manifest's), unless the bot was made with its `own`."""
    if own is not None:
        return own
    game = bot_manifest(getattr(rules, "spec", None)).get("temperatures") or {}
    return float(game.get(level, TEMPERATURES.get(level, 0.0)))


def draw(scored: list[tuple[float, Any]], rng, t: float):
    """One of the (value, option) pairs' options, each with weight exp((value - best) / t);
    with `t` 0, one of the best, ties drawn by lot (the engine's order is no judgement). Easy
    draws among its judged options this way, Medium among its searched ones."""
    best = max(v for v, _ in scored)
    if t <= 0:
        return rng.choice([o for v, o in scored if v == best])
    weights = [math.exp((v - best) / t) for v, _ in scored]
    return rng.choices([o for _, o in scored], weights=weights)[0]


class Evaluation:
    def __init__(self, rules):
        self.rules = rules
        bot = bot_manifest(getattr(rules, "spec", None))
        self.weights: dict[str, float] = dict(bot.get("weights") or {"score": 1.0})
        self.scale = float(bot.get("scale", 10.0))
        self._weighed: dict[int, tuple[dict, float]] = {}

    def values(self, state: dict) -> list[float]:
        """Each player's weighted features. A game may return the same features dict for a
        player whose holdings it has seen before (a search scores the same players over and
        over), so each dict's sum is kept with the dict itself, held until the table is full:
        an id is never reused while its dict is held."""
        weights, weighed = self.weights, self._weighed
        out = []
        for features in self.rules.bot_features(state):
            got = weighed.get(id(features))
            if got is None or got[0] is not features:
                if len(weighed) >= WEIGHED:
                    weighed.clear()
                got = weighed[id(features)] = (features, sum(weights.get(name, 0.0) * x for name, x in features.items()))
            out.append(got[1])
        return out

    def values_of(self, match: Match) -> list[float]:
        """`values` of the match's position, kept with it until it changes."""
        return match.worked_out(self, lambda: self.values(match.state))

    def lead(self, state: dict, player: int) -> float:
        """The player's value less the best other player's (what a greedy player maximises)."""
        return lead_in(self.values(state), player)

    def lead_of(self, match: Match, player: int) -> float:
        """`lead` of the match's position, its values kept with it (`values_of`)."""
        return lead_in(self.values_of(match), player)

    def leads(self, state: dict) -> list[float]:
        """Every player's value less the best other player's."""
        return leads_in(self.values(state))

    def rewards(self, match: Match, base: list[float] | None = None) -> list[float]:
        """Every player's reward in 0..1: a finished game by its winners (shared wins split) and
        a little by the margin; an unfinished one by the lead in value, measured from the leads
        `base` (those where the search began: a reward then says how much better the position
        became, and does not sit at 0 or 1 whenever somebody is far ahead)."""
        state = match.state
        if match.over:
            sheet = self.rules.score(state)
            winners = sheet.winners
            totals = sheet.totals
            out = []
            for p, total in enumerate(totals):
                best_other = max((t for q, t in enumerate(totals) if q != p), default=0)
                won = (1.0 / len(winners)) if p in winners else 0.0
                out.append(0.8 * won + 0.2 * squash((total - best_other) / self.scale))
            return out
        leads = leads_in(self.values_of(match))
        if base is not None:
            leads = [lead - b for lead, b in zip(leads, base)]
        return [squash(lead / self.scale) for lead in leads]


def lead_in(values: list[float], player: int) -> float:
    others = values[:player] + values[player + 1:]      # in their order (slices: asked at every try)
    return values[player] - (max(others) if others else 0.0)


def leads_in(values: list[float]) -> list[float]:
    return [v - max(values[:p] + values[p + 1:], default=0.0) for p, v in enumerate(values)]


def squash(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))
