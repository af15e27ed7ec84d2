"""Lantern Market, a game written in data only, played: as a game of the catalog, in seeded
random games with every engine check, through a save and a replay, with its hands hidden, by
the computer opponents at every level, and from the command line."""
from __future__ import annotations

import json
import random

import pytest

from boardgames import cli
from boardgames.engine import saves
from boardgames.engine.bots import make
from boardgames.engine.bots.duel import DuelTask, Pairing, play as duel_game
from boardgames.engine.catalog import load_catalog
from boardgames.engine.datagame import DataRules
from boardgames.engine.match import Match
from boardgames.engine.playout import check_observations, play
from boardgames.engine.rules import frozen_plain

import dq_helpers as H


# --- a game of the catalog ----------------------------------------------------------------
def test_the_copied_folder_is_a_game_run_by_the_engines_rules(dq_catalog):
    spec = dq_catalog.games[H.GAME]
    assert spec.data_only and type(spec.rules()) is DataRules
    assert spec in dq_catalog.playable()                # the generic view draws it
    assert dq_catalog.strings["en"]["lantern_market.name"] == "Lantern Market"


def test_a_named_rules_module_that_is_missing_stays_an_error(tmp_path):
    root = H.data_root(tmp_path)
    manifest = root / H.GAME / "game.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8") + "rules: no_such_rules\n", encoding="utf-8")
    catalog = load_catalog(root)
    assert H.GAME not in catalog.games
    assert any("rules module not found" in str(e) for e in catalog.errors[H.GAME])


@pytest.mark.parametrize("file, old, new, problem", [
    ("turn.yaml", "pay: {coin: 1}", "pay: {gold: 1}",
     "turn.yaml:12: actions/0/flow/steps/0/pay/gold: 'gold' is not a resource of the data"),
    ("components.yaml", "tags: [jade]\n    cost: {paper: 2}\n", "tags: [blue]\n    cost: {paper: 2}\n",
     "components.yaml:24: cards/2/tags/0: 'blue' is not a tag of the data"),
    ("components.yaml", "{id: coin, supply: 40}", "{id: coin, supply: 5}",
     "setup.yaml:4: start/goods/coin: 4 players start with 8 coin"),
    ("turn.yaml", "  - act: trade\n", "  - act: hang\n", "turn.yaml:30: actions/4/act: act 'hang' is listed twice"),
    ("scoring.yaml", "every: 3", "every: 0", "scoring.yaml:6: rows/3/count/every: every must be an integer >= 1"),
    ("locale/zh-Hant.yaml", "  moon_lantern: 月燈籠\n", "", "missing translation 'lantern_market.card.moon_lantern'"),
    ("game.yaml", "help, zones]", "help]", "game.yaml: files: no zones.yaml among the files"),
])
def test_bad_data_is_refused_with_its_place(tmp_path, file, old, new, problem):
    root = H.data_root(tmp_path)
    path = root / H.GAME / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    catalog = load_catalog(root)
    assert H.GAME not in catalog.games
    found = [str(e) for e in catalog.errors[H.GAME]]
    assert any(problem in e for e in found), found


def test_a_name_the_rule_text_needs_is_asked_for(tmp_path):
    root = H.data_root(tmp_path)
    for lang, name in (("en", "  sell_sketch: Sell a sketch\n"), ("zh-Hant", "  sell_sketch: 賣出圖樣\n")):
        path = root / H.GAME / "locale" / f"{lang}.yaml"
        path.write_text(path.read_text(encoding="utf-8").replace(name, ""), encoding="utf-8")
    found = [str(e) for e in load_catalog(root).errors[H.GAME]]
    assert found == [f"{H.GAME}/locale/{lang}.yaml: names missing: act.sell_sketch" for lang in ("en", "zh-Hant")]


# --- random games with every check ------------------------------------------------------------
def conserved(match, step):
    """Nobody's goods below zero; the deck, display, discard, hands and played cards hold the
    box, each card once (the invariants say so too: this is the test's own count)."""
    s, rules = match.state, match.rules
    assert all(n >= 0 for pl in s["players"] for n in pl["res"].values())
    cards = s["deck"] + s["display"] + s["discard"] + [c for pl in s["players"] for c in pl["hand"] + pl["played"]]
    assert sorted(cards) == sorted(rules.box.cards)


@pytest.mark.parametrize("players, seed", [(2, 11), (3, 12), (4, 13)])
def test_seeded_random_games_hold_every_check(rules, players, seed):
    out = play(rules, players, seed, observe_every=3, roundtrip_rate=0.2, on_step=conserved)
    assert out.match.over and out.match.state["over"]
    assert out.sheet.rows == [f"lantern_market.score.{r}" for r in ("lanterns", "sets", "festival", "coins")]
    assert out.match.log[-1]["key"] == "mech.log.game_over"


def test_many_short_games_end(rules):
    rounds = []
    for seed in range(12):
        out = play(rules, 2 + seed % 3, seed, verify=False, roundtrip_rate=0)
        rounds.append(out.match.state["round"])
    assert all(1 < r <= rules.end["rounds"] for r in rounds)


# --- saves and replay ---------------------------------------------------------------------------
def test_a_save_round_trip_and_replay(dq_catalog, rules):
    match = H.new_match(rules, 3, seed=21)
    rnd = random.Random(4)
    for _ in range(25):
        match.choose(rnd.choice(match.pending.options))
    path = saves.save(match, "named", "market night")
    loaded = saves.load_full(path, dq_catalog)
    assert loaded.replayed
    assert loaded.match.state == match.state and loaded.match.log == match.log
    assert loaded.match.pending.options == match.pending.options
    again = Match.replay(rules, match.setup, saves.plain(match.actions))
    assert saves.plain(again.state) == saves.plain(match.state)
    for m in (match, loaded.match):           # both play on alike to the end
        moves = random.Random(9)
        while not m.over:
            m.choose(moves.choice(m.pending.options))
    assert loaded.match.state == match.state


# --- hidden information ---------------------------------------------------------------------------
def test_another_players_hand_and_the_deck_order_are_hidden(rules):
    match = H.new_match(rules, 3, seed=31)
    s = match.state
    seen = rules.observation(s, 0)
    assert seen["players"][0]["hand"] == s["players"][0]["hand"]
    assert seen["players"][1]["hand"] == [None] * len(s["players"][1]["hand"])
    assert seen["deck"] == [None] * len(s["deck"]) and "rng" not in seen
    assert all(h is None for pl in rules.observation(s, None)["players"] for h in pl["hand"])
    # swap player 1's hand with cards of the deck: player 0 sees exactly the same
    changed = json.loads(json.dumps(s))
    one = changed["players"][1]["hand"]
    changed["players"][1]["hand"], changed["deck"][:len(one)] = changed["deck"][:len(one)], one
    rules.box.sort(changed["players"][1]["hand"])
    assert not rules.check(changed)
    assert rules.observation(changed, 0) == seen and rules.observation(changed, 1) != rules.observation(s, 1)


def test_a_determinization_keeps_what_the_viewer_sees_and_deals_the_rest(rules):
    match = H.new_match(rules, 4, seed=32)
    s = match.state
    differed = check_observations(rules, s, random.Random(1))
    assert differed >= 1
    world = rules.determinize(frozen_plain(rules.observation(s, 2)), random.Random(5))
    assert world["players"][2]["hand"] == s["players"][2]["hand"] and world["display"] == s["display"]
    assert not rules.check(world)


def test_decisions_with_a_hand_are_private_so_pass_and_play_hands_over(rules):
    match = H.new_match(rules, 2, seed=33)
    choice = match.pending
    assert choice.private and match.private_to(choice.player)
    s = match.state
    s["discard"] += s["players"][choice.player]["hand"]
    s["players"][choice.player]["hand"] = []
    match.invalidate()
    assert not match.pending.private


# --- computer opponents ------------------------------------------------------------------------------
@pytest.mark.parametrize("level, sims", [("random", None), ("easy", None), ("medium", 24), ("hard", 40)])
def test_each_computer_level_plays_a_whole_game(rules, level, sims):
    task = DuelTask(Pairing(H.GAME, 2, level, "easy", "standard", sims, 5.0, None, None), seed=3, seat=0)
    game = duel_game(rules, task)
    assert game.problem is None and game.moves > 5
    assert game.rank in (1, 2)


def test_a_bot_decides_from_what_its_seat_sees(rules):
    from boardgames.engine.bots.table import Table
    match = H.new_match(rules, 3, seed=34)
    table = Table.of(match)
    assert all(h is None for q, pl in enumerate(table.observation["players"]) if q != table.seat for h in pl["hand"])
    option = make("medium", 1, sims=16).decide(table)
    assert match.pending.find(option) is not None


# --- the command line, on a copy of the whole data folder ------------------------------------------------
@pytest.fixture(scope="module")
def full_root(tmp_path_factory):
    return H.data_root(tmp_path_factory.mktemp("dqfull"), full=True)


def test_validate_simulate_and_rules_from_the_command_line(full_root, capsys):
    assert cli.main(["--data", str(full_root), "validate"]) == 0
    assert "lantern_market: OK" in capsys.readouterr().out
    assert cli.main(["--data", str(full_root), "simulate", H.GAME, "--players", "3", "--games", "2"]) == 0
    assert "2 random game(s), 3 players" in capsys.readouterr().out
    assert cli.main(["--data", str(full_root), "rules", H.GAME, "--players", "4"]) == 0
    text = capsys.readouterr().out
    assert "Lantern Market: the rules for 4 players" in text and "Hang a lantern" in text
    assert "Score 4 points per set of red, gold and jade among the cards you have played." in text
    assert cli.main(["--data", str(full_root), "rules", H.GAME, "--lang", "zh-Hant"]) == 0
    assert "燈籠市集" in capsys.readouterr().out


def test_duel_from_the_command_line(full_root, capsys):
    code = cli.main(["--data", str(full_root), "duel", H.GAME, "--games", "2", "--seat", "medium", "--vs", "easy",
                     "--sims", "16", "--jobs", "1", "--json"])
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 2 and not result["failures"]


def test_the_fixture_is_data_only():
    """YAML and nothing else: no Python comes with the game."""
    files = [p.relative_to(H.FIXTURE).as_posix() for p in H.FIXTURE.rglob("*") if p.is_file()]
    assert sorted(files) == ["components.yaml", "game.yaml", "help.yaml", "locale/en.yaml", "locale/zh-Hant.yaml",
                             "schema.yaml", "scoring.yaml", "setup.yaml", "turn.yaml", "zones.yaml"]
