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

from boardgames.engine.playout import play
from boardgames.games.urubamba_valley import planting as P
from boardgames.games.urubamba_valley import purchase as B
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
            can = B.can_buy(rules, state, p)
            assert can == bool(B.options(rules, state, p)), (step, p)
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


def _after(rules, kind, node, last) -> list:
    """The tasks an ability pushes when the action `last` is over (its player on 7)."""
    state = {"tasks": [], "players": [{"track": [7]}]}
    kind.after(node, last, rules, None, state, 0)
    return state["tasks"]


def test_a_walk_for_one_hook_leaves_out_only_abilities_that_answer_it_with_nothing(rules):
    """`talents.abilities(..., hook)` walks only the abilities whose type overrides the hook
    (`Ability.answers`): every ability it leaves out answers with the base's nothing (no
    follow-up, no task, no coins, the points unchanged), for every tile, charge and action."""
    hooks = {
        "followup": lambda kind, node, last: kind.followup(node, last),
        "after": lambda kind, node, last: _after(rules, kind, node, last),
        "harvest_coins": lambda kind, node, last: kind.harvest_coins(node, [0, 3, 7]),
        "plant_coins": lambda kind, node, last: kind.plant_coins(node, {"points": 4, "llamas": 1, "own": True,
                                                                         "field": [], "overflow": 2}),
        "plant_points": lambda kind, node, last: kind.plant_points(node, 5, {"own": True, "llamas": 1,
                                                                              "field": [], "overflow": 0}) - 5,
    }
    neutral = {"followup": None, "after": [], "harvest_coins": 0, "plant_coins": 0, "plant_points": 0}
    walked = Counter()
    for tile in rules.tiles:
        for charged in (True, False):
            every = rules.usable_abilities()[tile, charged]
            for hook, answer in hooks.items():
                kept = rules.usable_abilities(hook)[tile, charged]
                assert all(pair in every for pair in kept)
                walked[hook] += len(kept)
                for node, kind in every:
                    if (node, kind) not in kept:
                        for last in ("plant", "harvest", "purchase", "work"):
                            assert answer(kind, node, last) == neutral[hook], (tile, node["type"], hook)
    assert all(walked[h] for h in hooks), walked          # each hook is answered by some talent
