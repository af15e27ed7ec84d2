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


# --- what the log tells (ledger.yaml, engine/ledger.py) ------------------------------------------
def test_the_log_tells_every_players_coins_at_every_decision(rules):
    """Every coin is paid or taken in sight with its amount: added up from a player's own log
    (`log_for`), the coins behind every screen come out exactly, at every decision of seeded
    random games of 3, 4 and 5 players (Tax Collectors, debts, Seed Dealers and short supplies
    included as they come); the bots decide on this (`Table.of`), not on 0-15 drawn at random."""
    from boardgames.engine.bots.table import Table
    from game_support import new_match
    checked = 0
    for n, seed in ((3, 1), (4, 2), (5, 3), (3, 4), (4, 5)):
        m = new_match(rules, n, seed=seed)
        rnd = random.Random(seed)
        while m.pending is not None:
            p = m.pending.player
            if not m.pending.chance:
                known = rules.recollect(m.observation(p), m.log_for(p), p)
                assert [pl["coins"] for pl in known["players"]] == [pl["coins"] for pl in m.state["players"]]
                assert known["supply"] is None                  # not told: nobody counts the river
                assert m.observation(p)["players"][(p + 1) % n]["coins"] is None      # the view's stays hidden
                if checked % 25 == 0:
                    assert Table.of(m).observation == known
                checked += 1
            m.choose(lively(m, rnd))
    assert checked > 1000


def test_a_log_that_does_not_add_up_tells_nothing(build, rules):
    """A log that does not reach back to the set-up (or that the ledger cannot read) leaves
    the other players' coins hidden: the own coins must come out right first."""
    b = build(3).coins(0, 7)                 # edited by the builder: no log entry says so
    obs = rules.recollect(rules.observation(b.s, 0), b.m.log_for(0), 0)
    assert [pl["coins"] for pl in obs["players"]] == [7, None, None]
    b.coins(0, 3)
    obs = rules.recollect(rules.observation(b.s, 0), b.m.log_for(0), 0)
    assert [pl["coins"] for pl in obs["players"]] == [3, 3, 3]
    assert rules.recollect(rules.observation(b.s, None), b.m.log_for(None), None)["players"][0]["coins"] is None
