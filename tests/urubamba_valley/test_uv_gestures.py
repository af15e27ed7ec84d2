"""Board gestures (engine/gestures.py, games/urubamba_valley/gestures.py): every option made on
the board is listed by its roles, every listed move plays offered options (a buy at the
turn's first decision is the Purchase action and the buy), a gesture that fits no move is
explained by the rules, and the points a planting would earn are previewed as it scores."""
from __future__ import annotations

import random

import pytest

from boardgames.engine.gestures import Gesture
from boardgames.engine.playout import check_gestures

from game_support import new_match
PANEL = {"work", "end", "done", "skip", "stop", "harvest", "purchase"}     # offered as buttons too


def gestures_agree(match) -> int:
    """Every option is a move's first step or a panel act; a gesture that fits one move alone
    is read back by `meant` as that move's option."""
    choice = match.pending
    moves = match.gestures()
    firsts = [m.plan[0] for m in moves]
    for o in choice.options:
        assert o in firsts or o.get("act") in PANEL, (choice.kind, o)
    for m in moves:
        assert match.gesture_refusal(m.gesture) is None
        same = [x for x in moves if x.gesture == m.gesture]
        if len(same) == 1:
            meant = match.rules.meant(match.state, choice, m.gesture)
            assert meant in (m.plan[0], m.plan[-1]), (m, meant)
    return len(moves)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_gestures_hold_along_random_games(rules, n):
    total = 0
    for seed in range(2):
        match = new_match(rules, n, seed=seed)
        rnd = random.Random(seed)
        while match.pending is not None:
            total += check_gestures(match)
            gestures_agree(match)
            match.choose(rnd.choice(match.pending.options))
    assert total > 1000


def refusal_key(b, gesture) -> str:
    reason = b.m.gesture_refusal(gesture)
    assert reason is not None, gesture
    return reason["key"].rsplit(".", 1)[1]


def test_refused_gestures_say_why(build):
    b = build(3).coins(0, 1).turn(0)
    crop = b.pl(0)["crop"]
    assert refusal_key(b, Gesture(("seed", crop), ("cell", "2,5"))) == "not_connected"
    b.put([1, 4], "vine")
    assert refusal_key(b, Gesture(("seed", crop), ("cell", "1,4"))) == "no_vine_clearer"
    other = next(c for c in b.rules.crops if c not in b.pl(0)["tech"])
    assert refusal_key(b, Gesture(("cube", other), ("tech",))) == "cannot_afford"
    assert refusal_key(b, Gesture(None, ("market", 5))) == "cannot_afford"
    assert refusal_key(b, Gesture(("grey",), ("cell", "1,1"))) == "no_llama_talent"
    assert refusal_key(b, Gesture(("seed", crop), ("held", "merchant.1"))) == "no_seed_dealer"
    b.put([2, 4], "vine").coins(0, 0).turn(0)
    assert refusal_key(b, Gesture(("seed", crop), ("cell", "3,4"))) == "cannot_afford_plant"
    b.coins(0, 4).turn(0)
    assert b.m.gesture_refusal(Gesture(("seed", crop), ("cell", "3,4"))) is None     # a helper to name


def test_a_buy_at_the_turns_first_decision_is_the_purchase_then_the_buy(build):
    b = build(3).coins(0, 10).turn(0)
    moves = [m for m in b.m.gestures() if m.gesture == Gesture(None, ("market", 0))]
    assert [m.plan for m in moves] == [({"act": "purchase"}, {"act": "seed", "slot": 0})]
    b.coins(0, 1)
    for i in range(1, len(b.s["market"])):
        b.s["discard"].append(b.s["market"][i])
        b.s["market"][i] = None
    b.s["talent_discard"] += [t for t in b.s["talent_market"] if t]
    b.s["talent_market"] = [None] * len(b.s["talent_market"])
    b.s["discard"].sort()
    b.s["talent_discard"].sort()
    b.m.invalidate()
    # a lone buy: the engine makes it as the Purchase action opens, so the move is that alone
    moves = [m for m in b.m.gestures() if m.gesture == Gesture(None, ("market", 0))]
    assert [m.plan for m in moves] == [({"act": "purchase"},)]
    check_gestures(b.m)


def test_the_preview_is_what_the_planting_scores(build, rules):
    b = build(3)
    b.talent(0, "native")
    b.put([1, 3], b.pl(0)["crop"]).turn(0)
    for option in [o for o in b.m.pending.options if o.get("act") == "plant"]:
        seen = rules.plant_preview(b.m.observation(0), 0, option)
        trial = b.m.fork()
        trial.choose(option)
        assert trial.state["players"][0]["track"][0] == seen["track"]
        assert seen["points"] == min(7, seen["track"]) or seen["lost"]


def test_prices_count_the_buyer(build, rules):
    b = build(3)
    b.talent(0, "buyer")
    b.turn(0)
    prices = rules.prices(b.m.observation(0), 0)
    assert max(prices["seeds"]) == 1 and prices["vine"] == 1
    assert rules.prices(b.m.observation(1), 1)["seeds"] == rules.markets["seed_prices"]


def test_a_seed_too_many_is_discarded_by_a_click_on_it(build):
    """After a Warehouse Keeper is let go with 5 seeds stored, a click on a seed of the
    warehouse discards it; a click on a seed not stored is explained by the rules."""
    b = build()
    b.talent(0, "warehouse_keeper")
    b.talent(0, "merchant")
    b.talent(0, "native")
    b.seeds(0, "chili", "chili", "vine", "corn", "pea")
    b.market_talent(1, "irrigator")
    b.coins(0, 10).turn(0).choose({"act": "purchase"})
    b.choose({"act": "hire", "slot": 1, "drop": b.pl(0)["talents"][0]["id"]})
    assert b.kind == "shed"
    gestures_agree(b.m)
    assert Gesture(None, ("warehouse", "corn")) in [m.gesture for m in b.m.gestures()]
    assert refusal_key(b, Gesture(None, ("warehouse", "lavender"))) == "shed_a_seed"
    (plan,) = [m.plan for m in b.m.gestures() if m.gesture == Gesture(None, ("warehouse", "corn"))]
    assert plan == ({"act": "shed", "seed": "corn"},)
