"""What the kernel and a search learn of a decision without listing it, checked against the
full lists at every step of seeded random games: a turn's or a purchase's `two_or_more` is
never sure of a decision that has fewer than two options; whether a player can buy anything
(`purchase.can_buy`, mostly told from the market's prices) is whether any buy is listed; the
market terms and the talents a hire may drop, remembered by the talents held
(`talents.market_terms`, `talents.discards`), and the plantings remembered with their costs
(`planting.iter_options`, for any budget) are those worked out afresh; a walk of the
abilities for one hook leaves out only those that answer it with nothing."""
from __future__ import annotations

from collections import Counter

import pytest

from boardgames.engine.playout import play
from boardgames.games.urubamba_valley import planting as P
from boardgames.games.urubamba_valley import purchase as B
from boardgames.games.urubamba_valley import talents as T
from boardgames.games.urubamba_valley.nodes import HOOKS
from test_uv_random_games import bot_pick


def test_a_turn_or_a_purchase_is_sure_of_a_decision_only_with_two_options(rules):
    said = Counter()
    purchase = rules.menus["turn"].entry("purchase")       # the entry that opens the buys
    opener = rules.menus["turn"].kind(purchase)

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
            can = B.can_buy(rules, state, p)
            assert can == bool(opener.opened(rules, state, p, purchase)), (step, p)
            said["can", can] += 1
            size, prices = T.market_terms(rules, state, p)
            assert size == T.warehouse_size(rules, state, p), (step, p)
            assert prices == [T.seed_price(rules, state, p, x) for x in rules.seed_base], (step, p)
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
    assert said["can", True] > 100 and said["can", False] > 100, said
    assert said["plantings"] > 100, said


def test_a_walk_for_one_hook_leaves_out_only_abilities_without_it(rules):
    """`R.held.abilities(..., hook)` walks only the abilities whose type has the hook
    (`Ability.answers`, nodes.HOOKS; `free`: a true attribute): every ability it leaves out has
    no such hook, for every tile and charge; a name that is no hook is a mistake, raised."""
    walked = Counter()
    for tile in rules.tiles:
        for charged in (True, False):
            every = rules.held.usable()[tile, charged]
            for hook in HOOKS:
                kept = rules.held.usable(hook)[tile, charged]
                assert all(pair in every for pair in kept)
                walked[hook] += len(kept)
                for node, kind in every:
                    assert ((node, kind) in kept) == bool(getattr(kind, hook, None)), (tile, node["type"], hook)
    with pytest.raises(KeyError):
        rules.held.usable("plant_pionts")[rules.tiles[0], True]
    assert all(walked[h] for h in HOOKS), walked          # each hook is answered by some talent
