"""Hidden messages: a card bought after the first is known only to its holder. Others see how
many cards of which level they hold (the back) and where their apprentice markers stand, not
which card a marker is for; no log line, describe text or score preview shows another
player's secret card; determinizations deal the unseen cards back consistently."""
from __future__ import annotations

import random

from boardgames.engine.i18n import Locale
from boardgames.engine.playout import check_observations, play

from game_support import catalog
from ll_helpers import lively


def secret_hands(build):
    b = build(3).hand(2).hand(0, "m1_tours", open_cards=True)
    b.hand(1, "m2_01", "m3_01", "m1_blois", marks={"m2_01": ["angers"], "m3_01": ["tours"]})
    b.character(1, "apprentice").character(1, "helper")
    return b.ok()


def test_others_see_the_backs_and_the_markers_not_the_cards(build, rules):
    b = secret_hands(build)
    obs = rules.observation(b.s, 0)
    hand = obs["players"][1]["messages"]
    assert [e["id"] for e in hand] == [None, None, None] and [e["level"] for e in hand] == [2, 3, 1]
    assert all(e["marks"] == [] for e in hand)
    assert obs["players"][1]["hidden_marks"] == ["angers", "tours"]
    assert obs["players"][0]["messages"][0]["id"] == "m1_tours"              # the open start card
    own = rules.observation(b.s, 1)["players"][1]["messages"]
    assert [e["id"] for e in own] == ["m2_01", "m3_01", "m1_blois"] and own[0]["marks"] == ["angers"]
    spectator = rules.observation(b.s, None)
    assert all(e["id"] is None for e in spectator["players"][1]["messages"])
    assert all(c is None for deck in obs["decks"].values() for c in deck) and "rng" not in obs


def test_an_observation_does_not_change_with_another_players_secret_card(build, rules):
    b = secret_hands(build)
    before = rules.observation(b.s, 0)
    b.hand(1, "m2_02", "m3_01", "m1_vendome", marks={"m2_02": ["langeais"], "m3_01": ["tours"]})
    after = rules.observation(b.s, 0)
    assert after["players"][1]["hidden_marks"] == ["langeais", "tours"]
    b.hand(1, "m2_08", "m3_07", "m1_talcy", marks={"m2_08": ["angers"], "m3_07": ["villandry"]})
    b.hand(1, "m2_01", "m3_01", "m1_blois", marks={"m2_01": ["angers"], "m3_01": ["tours"]})
    assert rules.observation(b.s, 0) == before


def test_determinize_deals_cards_that_fit_the_markers(build, rules):
    b = secret_hands(build)
    obs = rules.observation(b.s, 0)
    seen = set()
    for k in range(30):
        full = rules.determinize(obs, random.Random(k))
        assert not rules.check(full), rules.check(full)
        assert rules.observation(full, 0) == obs
        hand = full["players"][1]["messages"]
        marks = sorted(v for e in hand for v in e["marks"])
        assert marks == ["angers", "tours"]
        for e in hand:
            assert set(e["marks"]) <= set(rules.cards[e["id"]]["to"])
        seen.add(tuple(e["id"] for e in hand))
    assert len(seen) > 10


def test_two_markers_may_belong_to_one_card(build, rules):
    b = build(2).hand(1, "m3_01", "m1_blois", marks={"m3_01": ["angers", "tours"]})
    b.character(1, "apprentice").character(1, "helper").ok()
    obs = rules.observation(b.s, 0)
    for k in range(20):
        full = rules.determinize(obs, random.Random(k))
        assert not rules.check(full)
        l3 = next(e for e in full["players"][1]["messages"] if e["level"] == 3)
        assert sorted(l3["marks"]) == ["angers", "tours"]            # only the level 3 card has room for two


def test_everything_is_public_once_the_game_is_over(rules):
    m = play(rules, 2, seed=3, check_every=0, roundtrip_rate=0, verify=False).match
    assert rules.observation(m.state, 0)["players"][1]["messages"] == m.state["players"][1]["messages"]


def test_decisions_are_private_while_the_player_holds_a_secret_card(build):
    b = build(2).hand(0, "m1_tours", open_cards=True).turn(0)
    assert not b.m.pending.private
    b.hand(0, "m1_tours", "m2_01").turn(0)
    assert b.m.pending.private and b.m.pending.player == 0


def test_the_score_preview_shows_nothing_secret(build, rules):
    b = secret_hands(build)
    sheet = rules.score(b.s)
    for viewer in (0, 2, None):
        full = rules.determinize(rules.observation(b.s, viewer), random.Random(1))
        assert rules.score(full).to_dict() == sheet.to_dict()


def test_no_public_log_line_names_a_secret_card(rules):
    """A card is named publicly only once it is open (the start card, a delivery); the buyer's
    draw is an entry only they may read; a marker names its village, not its card."""
    en = Locale(catalog().strings, "en")
    for seed in range(4):
        m = play(rules, 2 + seed % 3, seed=seed, pick=lively, check_every=0, roundtrip_rate=0,
                 verify=False).match
        public = m.log_for(None)
        for e in m.log:
            if "card" in e["args"] and e["key"].endswith((".drew",)):
                assert e.get("to") == [e["p"]] and e not in public
            if e.get("to") is None:
                assert e["key"].split(".")[-1] in PUBLIC_CARD_KEYS or "card" not in e["args"] \
                    or e["key"].endswith(".palace"), e
            en.t(e["key"], **e["args"])


PUBLIC_CARD_KEYS = {"start_message", "delivered"}


def test_describe_names_a_card_only_by_its_id(rules):
    assert rules.describe("message", "m2_01")
    assert rules.describe("message", None) == [] and rules.describe("message", "nope") == []


def test_observations_over_random_games(rules):
    positions = differed = 0
    for seed in range(4):
        rnd = random.Random(f"ll-obs:{seed}")

        def look(match, step, rnd=rnd):
            nonlocal positions, differed
            if step % 8 == 0:
                positions += 1
                differed += check_observations(rules, match.state, rnd)

        play(rules, 2 + seed % 3, seed, pick=lively, on_step=look, check_every=0, roundtrip_rate=0, verify=False)
    assert positions >= 300 and differed > positions // 2
