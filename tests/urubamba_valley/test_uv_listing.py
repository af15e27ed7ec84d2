"""What the kernel and a search learn of a decision without listing it, checked against the
full lists at every step of seeded random games: a turn's or a purchase's `two_or_more` is
never sure of a decision that has fewer than two options; the market terms and the talents
a hire may drop, remembered by the talents held (`talents.market_terms`, `talents.discards`),
and the plantings remembered with their costs (`planting.iter_options`, for any budget) are
those worked out afresh."""
from __future__ import annotations

from collections import Counter

from boardgames.engine.playout import play
from boardgames.games.urubamba_valley import planting as P
from boardgames.games.urubamba_valley import talents as T
from test_uv_random_games import bot_pick


def test_a_turn_or_a_purchase_is_sure_of_a_decision_only_with_two_options(rules):
    said = Counter()

    def check(match, step):
        state = match.state
        for task in state["tasks"]:
            kind = rules.TASKS.types[task["t"]]
            if kind.t in ("turn", "purchase") and task.get("p") == state["turn"]["p"]:
                sure = kind.two_or_more(rules, state, task)
                said[sure] += 1
                if sure:
                    assert len(kind.options(rules, state, task)) >= 2, (step, task)
        for p in range(state["n"]):
            size, prices = T.market_terms(rules, state, p)
            assert size == T.warehouse_size(rules, state, p), (step, p)
            assert prices == T.seed_prices(rules, state, p, rules.seed_base), (step, p)
            held = state["players"][p]["talents"]
            assert T.discards(rules, state, p) == [e["id"] for e in held if T.discardable(rules, state, p, e["id"])]
            crops = sorted(set(state["players"][p]["warehouse"])) or ["vine"]
            for budget in (0, state["players"][p]["coins"], 60):
                fresh = [o for cost, group in P._priced(rules, state, p, crops, "plant") if cost <= budget for o in group]
                assert P.options(rules, state, p, crops, budget) == fresh, (step, p, budget)
                said["plantings"] += bool(fresh)

    for n, seed in ((3, 1), (4, 2), (5, 3)):
        play(rules, n, seed, pick=bot_pick, on_step=check, roundtrip_rate=0.0)
    assert said[True] > 100 and said[False] > 100, said      # both answers were put to the test
    assert said["plantings"] > 100, said
