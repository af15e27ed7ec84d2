"""What the kernel and a search learn of a decision without listing it, checked against the
full lists at every step of seeded random games: a turn's or a purchase's `two_or_more` is
never sure of a decision that has fewer than two options, and the market terms and the
talents a hire may drop, remembered by the talents held (`talents.market_terms`,
`talents.discards`), are those worked out afresh."""
from __future__ import annotations

from collections import Counter

from boardgames.engine.playout import play
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

    for n, seed in ((3, 1), (4, 2), (5, 3)):
        play(rules, n, seed, pick=bot_pick, on_step=check, roundtrip_rate=0.0)
    assert said[True] > 100 and said[False] > 100, said      # both answers were put to the test
