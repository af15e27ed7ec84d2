"""Set-up for 1 to 7 players (fact sheet 2.1-2.7, setup.yaml)."""
from __future__ import annotations

from collections import Counter

import pytest

from boardgames.engine.match import Match

from cv_helpers import seats

PERMANENT = {1: 8, 2: 12, 3: 15, 4: 13, 5: 19, 6: 19, 7: 22}


@pytest.mark.parametrize("n", range(1, 8))
def test_spaces_deck_markers_and_food(rules, n):
    m = Match.new(rules, seats(n), "full", {}, seed=n)
    s = m.state
    per = rules.cfg["by_players"][n]
    # round 1 is revealed already: the permanent spaces plus one round card
    assert len(s["spaces"]) == PERMANENT[n] + 1
    assert set(per["spaces"]) <= set(s["spaces"])
    assert s["round"] == 1 and list(s["cards"]) == ["1"]
    played = 11 if n <= 2 else 12
    assert len(s["rounds"]) == played and (9 in s["rounds"]) == (n > 2)
    assert len(s["deck"]) == played - 1
    cards = [s["cards"]["1"]] + s["deck"]
    stage = {c["id"]: c["stage"] for c in rules.cfg["round_cards"]}
    stage["urgent_wish_for_children"] = 2
    assert [stage[c] for c in cards] == sorted(stage[c] for c in cards)     # stage 1 first ... stage 4 last
    assert ("exploration" in cards) == (n > 2)
    wish = cards.index("wish_for_children")
    assert s["rounds"][wish] == 4
    markers = Counter(s["markers"].values())
    if n == 1:
        assert markers == {}
    elif n == 2:
        assert markers == {"green": 3, "red": 3}
        assert sorted(map(int, s["markers"])) == [6, 7, 8, 10, 11, 12]
    else:
        assert markers == {"green": 4, "red": 3}
        assert sorted(map(int, s["markers"])) == list(range(6, 13))
    food = [s["players"][(s["start"] + k) % n]["goods"]["food"] for k in range(n)]
    assert food == ([2] if n == 1 else [1, 1, 2, 3, 3, 3, 3][:n])
    for pl in s["players"]:
        assert [d["w"] for d in pl["dwarfs"]] == [0, 0]
        assert pl["tiles"] == {"M1R3": "cavern", "M1R4": "cavern"} and pl["furn"] == {"M1R4": "entry_dwelling"}
    assert not rules.check(s)


def test_solo_uses_the_fixed_card_order(rules):
    m = Match.new(rules, seats(1), "full", {}, seed=5)
    order = [m.state["cards"]["1"]] + m.state["deck"]
    assert order == ["blacksmithing", "sheep_farming", "ore_mine_construction", "wish_for_children",
                     "donkey_farming", "ruby_mine_construction", "ore_delivery", "family_life",
                     "ore_trading", "adventure", "ruby_delivery"]
    assert not {"drift_mining_13", "starting_player_13", "supplies", "clearing_13"} & set(m.state["spaces"])


def test_decks_differ_between_seeds_but_keep_their_stages(rules):
    decks = {tuple(Match.new(rules, seats(4), "full", {}, seed=k).state["deck"]) for k in range(8)}
    assert len(decks) > 1


@pytest.mark.parametrize("mode,count", [("full", 47), ("intro", 26)])
def test_furnishing_supply_by_mode(rules, mode, count):
    m = Match.new(rules, seats(3), mode, {}, seed=1)
    assert len(m.state["supply"]) == count          # every unique tile; the Dwelling is unlimited
    assert "dwelling" not in m.state["supply"]
    if mode == "intro":
        assert "guest_room" not in m.state["supply"] and "cuddle_room" in m.state["supply"]


def test_modes(rules):
    assert rules.modes() == ["full", "intro"]
    assert rules.player_range() == (1, 7)
