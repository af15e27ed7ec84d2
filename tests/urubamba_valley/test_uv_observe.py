"""Hidden money: what each player may see, and nothing else leaks another player's coins."""
from __future__ import annotations

import random

from boardgames.engine.i18n import Locale
from boardgames.engine.playout import check_observations, play

from game_support import catalog
from uv_helpers import lively

G = "urubamba_valley"


def test_others_coins_and_the_supply_are_hidden(build):
    b = build(3).coins(0, 7).coins(1, 0).coins(2, 12)
    for viewer in (0, 1, 2):
        obs = b.rules.observation(b.s, viewer)
        assert obs["supply"] is None and "rng" not in obs
        for p in range(3):
            assert obs["players"][p]["coins"] == (b.pl(p)["coins"] if p == viewer else None)
    spectator = b.rules.observation(b.s, None)
    assert all(pl["coins"] is None for pl in spectator["players"])


def test_an_observation_does_not_change_with_another_players_coins(build):
    b = build(4)
    before = b.rules.observation(b.s, 0)
    b.coins(2, 40)
    assert b.rules.observation(b.s, 0) == before
    assert b.rules.observation(b.s, 2) != before


def test_determinize_redraws_the_hidden_coins_and_keeps_the_invariants(build):
    b = build(5).coins(1, 9)
    rnd = random.Random(3)
    seen = set()
    for _ in range(20):
        full = b.rules.determinize(b.rules.observation(b.s, 0), rnd)
        assert not b.rules.check(full)
        assert full["players"][0]["coins"] == b.pl(0)["coins"]
        seen.add(full["players"][1]["coins"])
    assert len(seen) > 3


def test_everything_is_public_once_the_game_is_over(rules):
    m = play(rules, 3, seed=5).match
    obs = rules.observation(m.state, 0)
    assert [pl["coins"] for pl in obs["players"]] == [pl["coins"] for pl in m.state["players"]]


def test_the_score_preview_shows_only_public_parts(build, rules):
    b = build(3).coins(0, 20)
    sheet = rules.score(b.s)
    assert sheet.values[0] == [None, None, None]


def test_decisions_are_private_to_the_player_behind_the_screen(build):
    b = build(3).turn(1)
    assert b.m.pending.private and b.m.pending.player == 1


def test_the_log_never_states_a_players_total(rules):
    """Log entries name only public amounts (what crosses the table): no argument is a
    player's coins, and the English text never says how much someone holds."""
    en = Locale(catalog().strings, "en")
    for seed in range(6):
        m = play(rules, 3 + seed % 3, seed=seed, observe_every=0).match
        for e in m.log:
            assert not {"coins", "total", "money"} & set(e["args"]), e
            text = en.t(e["key"], **e["args"])
            assert "holds $" not in text and "has $" not in text


def test_observations_over_random_games(rules):
    positions = differed = 0
    for seed in range(6):
        n = 3 + seed % 3
        rnd = random.Random(f"uv-obs:{seed}")

        def look(match, step, rnd=rnd):
            nonlocal positions, differed
            if step % 7 == 0:
                positions += 1
                differed += check_observations(rules, match.state, rnd)

        play(rules, n, seed, pick=lively, on_step=look, check_every=0, roundtrip_rate=0, verify=False)
    assert positions >= 150 and differed > positions // 2
