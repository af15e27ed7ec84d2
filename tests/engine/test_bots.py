"""Computer opponents (engine/bots): fair by construction, deterministic, within their deadline,
and playing every game to its end; the duel command's figures.

The strength tables (Easy against Random, the search against Easy) are measured with
`boardgames duel` and reported in the notes; here each level only has to play whole games.
"""
from __future__ import annotations

import json
import random
import time

import pytest

from boardgames.engine import bots
from boardgames.engine.bots import duel
from boardgames.engine.bots.table import Table, option_key
from boardgames.engine.choice import onward
from boardgames.engine.match import Match

from game_support import rules_of, seats

GAMES = {"moon_river": 2, "caverna": 2, "via_nebula": 2, "urubamba_valley": 3, "la_loire": 2}
HIDDEN = {"via_nebula", "urubamba_valley", "moon_river", "la_loire"}     # what a seat cannot see is drawn anew


def position(game: str, seed: int, steps: int, players: int | None = None) -> Match:
    """A game (of the test's usual player count unless told) played at random for `steps` decisions."""
    rules = rules_of(game)
    m = Match.new(rules, seats(game, players or GAMES[game]), None, None, seed=seed, history=False)
    rnd = random.Random(seed)
    for _ in range(steps):
        if m.pending is None:
            break
        m.choose(rnd.choice(onward(m.pending.options)))
    return m


def decision_with_choice(game: str, seed: int) -> Match:
    """A position some way into the game where the seat to move has at least two options."""
    for tried in range(seed, seed + 20):
        for steps in range(30, 200, 9):
            m = position(game, tried, steps)
            if m.pending is None:
                break
            if len(onward(m.pending.options)) >= 2:
                return m
    raise AssertionError(f"no decision with a choice in {game}")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_states_that_differ_only_in_what_the_seat_cannot_see_give_the_same_move(game):
    """The leak test: the true state and a state drawn anew from the seat's observation (other
    hands, coins, deck orders, the random stream redrawn) give the identical seeded move."""
    m = decision_with_choice(game, seed=3)
    rules, seat = m.rules, m.pending.player
    other = rules.determinize(m.observation(seat), random.Random("other world"))
    twin = Match(rules, other, {}, history=False)
    if game in HIDDEN:
        assert {k: v for k, v in other.items() if k != "rng"} != {k: v for k, v in m.state.items() if k != "rng"} \
            or other["rng"] != m.state["rng"], "the other world differs in something hidden"
    assert twin.pending.player == seat and twin.pending.options == m.pending.options
    for level, budget in (("easy", {}), ("medium", {"sims": 40, "seconds": 30.0})):
        a = bots.make(level, 7, **budget).decide(Table.of(m))
        b = bots.make(level, 7, **budget).decide(Table.of(twin))
        assert a == b, (level, a, b)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_same_table_and_seed_give_the_same_move_and_only_legal_ones(game):
    m = decision_with_choice(game, seed=5)
    table = Table.of(m)
    search = [bots.make("medium", 11, sims=60, seconds=30.0).decide(table) for _ in range(2)]
    assert search[0] == search[1] and search[0] in table.options
    assert bots.make("easy", 11).decide(table) in table.options
    ranked = bots.make("hard", 11, sims=60, seconds=30.0).ranked(table)
    assert all(option in table.options for option, _, _ in ranked)
    assert sum(visits for _, visits, _ in ranked) <= 60


def test_medium_draws_among_its_searched_options_by_value_and_hard_plays_its_best():
    """Medium's temperature (bots.TEMPERATURES): each searched option with weight
    exp((v - best) / t), v its mean reward taken back to lead; Hard the option visited most."""
    import math
    from collections import Counter
    from boardgames.engine.bots.search import _unsquash
    from boardgames.engine.bots.evaluate import draw, temperature
    assert bots.TEMPERATURES["easy"] > bots.TEMPERATURES["medium"] > bots.TEMPERATURES["hard"] == 0
    for game in GAMES:
        rules = rules_of(game)
        assert temperature(rules, "easy") > temperature(rules, "medium") >= temperature(rules, "hard") == 0

    class Rules:                       # a game whose manifest sets Medium's own
        class spec:
            manifest = {"bot": {"temperatures": {"medium": 0.2}}}
    assert temperature(Rules, "medium") == 0.2 and temperature(Rules, "easy") == bots.TEMPERATURES["easy"]
    ranked = [({"id": "a"}, 50, 0.60), ({"id": "b"}, 30, 0.58), ({"id": "c"}, 5, 0.30)]
    scored = [(_unsquash(mean), option) for option, _, mean in ranked]      # as Medium weighs them
    drawn = Counter(draw(scored, random.Random(k), 0.1)["id"] for k in range(4000))
    v = [_unsquash(r) for _, _, r in ranked]
    w = [math.exp((x - max(v)) / 0.1) for x in v]
    for (option, _, _), weight in zip(ranked, w):
        assert drawn[option["id"]] / 4000 == pytest.approx(weight / sum(w), abs=0.03)
    assert drawn["a"] > drawn["b"] > drawn["c"]
    assert draw([(1.0, "x"), (2.0, "y"), (2.0, "z")], random.Random(1), 0) in ("y", "z")
    m = decision_with_choice("la_loire", seed=5)
    table = Table.of(m)
    hard = bots.make("hard", 11, sims=60, seconds=30.0)
    assert hard.decide(table) == hard.ranked(table)[0][0]
    medium = [bots.make("medium", 11, sims=60, seconds=30.0).decide(table) for _ in range(2)]
    assert medium[0] == medium[1] and medium[0] in table.options


def test_a_search_stops_at_its_deadline():
    """Budget plus 10%: the slowest decisions (Via Nebula's many placements) with an endless
    number of simulations and a one-second deadline."""
    m = decision_with_choice("via_nebula", seed=2)
    bot = bots.make("hard", 1, sims=10**9, seconds=1.0)
    started = time.perf_counter()
    option = bot.decide(Table.of(m))
    took = time.perf_counter() - started
    assert option in m.pending.options
    assert bot.last["sims"] > 10 and took <= 1.1, took


@pytest.mark.parametrize("game", ["caverna", "la_loire"])
def test_alone_a_turn_looked_ahead_stops_where_the_rules_end_or_begin_a_turn(game):
    """With no other player to hand over to, a look-ahead of one turn (Easy's, the search's
    play-outs and plans) stops at the turn's end or at the start of the next (a harvest's
    feeding then stops before the next round's first turn): replayed, its plan crosses a
    turn boundary at its last step at most."""
    from boardgames.engine.bots.greedy import finish_turn
    ev = bots.GreedyBot(0).evaluation(rules_of(game))
    looked = 0
    for seed in range(3):
        for steps in range(5, 120, 7):
            m = position(game, seed, steps, players=1)
            if m.pending is None:
                break
            plan: list[dict] = []
            finish_turn(m.fork(), 0, ev, random.Random(seed), 6, plan)
            replay = m.fork()
            for i, option in enumerate(plan):
                assert not replay.turn_changed or i == 0, (game, seed, steps, i)
                replay.choose(option)
            looked += len(plan)
    assert looked > 20


def test_a_search_stops_at_its_deadline_alone_at_the_table():
    """A one-player Caverna search (its long play-outs of a harvest) keeps its deadline too;
    the collector's first pass after it, over all the search kept, is not left to land on
    the move (search._no_cycle_collection)."""
    import gc
    m = position("caverna", 3, 40, players=1)
    bot = bots.make("hard", 1, sims=10**9, seconds=1.0)
    gc.collect()
    started = time.perf_counter()
    bot.decide(Table.of(m))
    took = time.perf_counter() - started
    assert bot.last["sims"] > 10 and took <= 1.1, took
    # what the search kept went to the oldest generation (thousands of objects young otherwise)
    assert len(gc.get_objects(0)) + len(gc.get_objects(1)) < 100


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_search_leaves_no_cyclic_garbage(game):
    """The search holds Python's cycle collector off while it runs (search.py): that is safe
    only because nothing it makes needs it."""
    import gc
    m = decision_with_choice(game, seed=2)
    gc.collect()
    bots.make("hard", 1, sims=150, seconds=30.0).decide(Table.of(m))
    assert gc.isenabled() and gc.collect() == 0


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_level_plays_whole_games(game):
    rules = rules_of(game)
    n = GAMES[game]
    for level, vs in (("easy", "random"), ("medium", "easy")):
        pairing = duel.Pairing(game, n, level, vs, rules.modes()[0], sims=8, seconds=5.0)
        result = duel.play(rules, duel.plan(pairing, 1, seed=4)[0])
        assert result.problem is None and result.moves > 5 and 1 <= result.rank <= n
        if level == "medium":
            assert result.sims > 0


def test_a_duel_sets_each_side_its_own_budget(monkeypatch):
    """`--sims` and `--seconds` are the candidate's search budget, `--vs-sims` and
    `--vs-seconds` every other seat's."""
    made = []
    real = duel.make

    def spy(level, seed, sims=None, seconds=None):
        bot = real(level, seed, sims, seconds)
        made.append((level, getattr(bot, "sims", None), getattr(bot, "seconds", None)))
        return bot
    monkeypatch.setattr(duel, "make", spy)
    rules = rules_of("via_nebula")
    pairing = duel.Pairing("via_nebula", 2, "hard", "medium", rules.modes()[0], sims=6, seconds=5.0, vs_sims=3,
                           vs_seconds=4.0)
    result = duel.play(rules, duel.plan(pairing, 2, seed=4)[1])
    assert result.problem is None and result.seat == 1 and result.sims > 0
    assert made == [("medium", 3, 4.0), ("hard", 6, 5.0)]


def test_a_duel_game_that_does_not_end_reports_its_last_decisions(monkeypatch):
    """A game past the step limit is a failure, not a result, and names what was being played
    (it cannot be replayed exactly: a search under load plays otherwise)."""
    monkeypatch.setattr(duel, "MAX_STEPS", 20)
    rules = rules_of("via_nebula")
    pairing = duel.Pairing("via_nebula", 2, "easy", "random", rules.modes()[0])
    result = duel.play(rules, duel.plan(pairing, 1, seed=2)[0])
    assert result.problem.startswith("no end within 20 decisions; the last ones: P")
    assert result.problem.count(" | ") == duel.RECENT - 1 and "via_nebula." in result.problem


def test_duel_figures():
    games = [duel.DuelGame(seed=i, seat=i % 2, share=s, margin=m, rank=1 if s else 2, moves=10, slowest=0.2,
                           sims=100, think=0.5)
             for i, (s, m) in enumerate([(1.0, 5), (0.5, 0), (0.0, -3), (1.0, 2)])]
    result = duel.summary(duel.Pairing("x", 2, "hard", "easy"), games)
    assert result["win_share"] == 0.625 and result["games"] == 4
    lo, hi = result["ci95"]
    assert 0.0 < lo < 0.625 < hi < 1.0
    assert result["mean_margin"] == 1.0 and result["mean_rank"] == 1.25
    assert result["sims_per_s"] == 200.0 and result["slowest_move_s"] == 0.2
    assert duel.wilson(0, 0) == (0.0, 1.0)
    lo, hi = duel.wilson(50, 100)
    assert abs(lo - 0.4038) < 1e-3 and abs(hi - 0.5962) < 1e-3


def test_the_duel_command_prints_one_json_object(capsys):
    from boardgames.cli import main
    code = main(["duel", "moon_river", "--players", "2", "--games", "2", "--seat", "easy", "--vs", "random",
                 "--jobs", "1", "--json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    result = json.loads(out.out)
    for key in ("win_share", "ci95", "mean_margin", "mean_rank", "sims_per_s", "slowest_move_s"):
        assert key in result
    assert result["games"] == 2 and len(result["ci95"]) == 2
    assert main(["duel", "moon_river", "--seat", "grandmaster"]) == 2


def test_new_game_offers_the_levels_a_game_names():
    """`bot: {levels}` in a game's manifest: the levels duels showed stronger than the one below."""
    class Spec:
        manifest = {"bot": {"levels": ["hard", "easy"]}}
    assert bots.offered(Spec) == ("easy", "hard")           # weakest first
    Spec.manifest = {}
    assert bots.offered(Spec) == bots.OFFERED
    for game in GAMES:          # every game offers every level, each shown stronger (its NOTES.md)
        assert bots.offered(rules_of(game).spec) == ("easy", "medium", "hard"), game


def manifest_problems(tmp_path, bot_line: str) -> list[str]:
    """The catalog's complaints about Moon River's game.yaml with `bot_line` set in `bot:` (in
    place of the key's own line when the manifest has one, so no duplicate key is the fault)."""
    import re
    import shutil
    from pathlib import Path
    from boardgames.engine.catalog import load_catalog
    root = Path(__file__).resolve().parents[2] / "data"
    shutil.copytree(root, tmp_path / "data")
    game = tmp_path / "data" / "moon_river" / "game.yaml"
    text = game.read_text(encoding="utf-8")
    key = bot_line.split(":")[0]
    own = re.compile(rf"^  {key}:.*$", re.M)
    text = own.sub(f"  {bot_line}", text) if own.search(text) else text.replace("  scale: 10", f"  scale: 10\n  {bot_line}")
    game.write_text(text, encoding="utf-8")
    catalog = load_catalog(tmp_path / "data")
    return [str(e) for e in catalog.errors.get("moon_river", [])]


def test_a_manifest_with_an_unknown_level_is_refused(tmp_path):
    problems = manifest_problems(tmp_path, "levels: [easy, genius]")
    assert any("game.yaml" in p and "levels" in p for p in problems), problems


def test_a_manifest_with_a_bad_temperature_is_refused(tmp_path):
    for i, line in enumerate(("temperatures: {medium: -0.1}", "temperatures: {genius: 0.1}", "temperatures: 0.1")):
        problems = manifest_problems(tmp_path / str(i), line)
        assert any("game.yaml" in p and "temperatures" in p for p in problems), (line, problems)


def test_equal_options_have_equal_keys_whatever_their_strings_history():
    """A loaded game's options hold strings built anew, a live one's interned ones: the search
    must key them alike, or a saved game would search other subsets than the live one."""
    built = "".join(["pla", "ce"])              # equal to "place", not the interned object
    live = {"kind": "place", "at": [3, 4], "pay": {"wood": 2}}
    loaded = json.loads(json.dumps({"kind": built, "at": [3, 4], "pay": {"wood": 2}}))
    loaded["kind"] = built
    assert option_key(live) == option_key(loaded)
    assert option_key(live) != option_key({"kind": "place", "at": [3, 5], "pay": {"wood": 2}})


def test_a_guided_node_adds_the_best_reply_of_those_it_compares_then_the_next_best():
    """`bot: {guide: k}`: of the untried options compared, the one whose position is best for
    the player to move is added, already played on a copy (the search goes on from it); the
    others compared are added next, best first, without being compared again."""
    from boardgames.engine.bots.evaluate import Evaluation
    from boardgames.engine.bots.search import _guided, _Node, _Edge, guide_width
    m = decision_with_choice("caverna", seed=4)
    player, ev = m.pending.player, Evaluation(m.rules)
    legal = {option_key(o): o for o in onward(m.pending.options)}
    assert len(legal) >= 3
    before = json.dumps(m.state, sort_keys=True)
    node = _Node()
    key, played = _guided(m, player, node, list(legal), legal, random.Random(1), ev, len(legal))
    values = {}
    for k, option in legal.items():
        f = m.fork()
        f.choose(option)
        values[k] = ev.lead(f.state, player)
    assert values[key] == max(values.values())
    twin = m.fork()
    twin.choose(legal[key])
    assert played.state == twin.state
    assert json.dumps(m.state, sort_keys=True) == before, "the position searched from is untouched"
    node.edges[key] = _Edge(legal[key])
    untried = [k for k in legal if k not in node.edges]
    second, copy = _guided(m, player, node, untried, legal, random.Random(2), ev, len(legal))
    assert copy is None and values[second] == max(values[k] for k in untried), "the next best, from the order kept"
    assert guide_width(m.rules) == 6 and guide_width(rules_of("via_nebula")) == 0


def test_a_manifest_with_a_bad_guide_is_refused(tmp_path):
    problems = manifest_problems(tmp_path, "guide: -2")
    assert any("game.yaml" in p and "guide" in p for p in problems), problems


def _turn_with_later_decisions(game: str) -> tuple[Match, dict]:
    """A position and an option after which the same player still has a decision to take."""
    for seed in range(1, 40):
        for steps in range(10, 200, 7):
            m = position(game, seed, steps)
            if m.pending is None:
                break
            for option in onward(m.pending.options):
                f = m.fork()
                f.choose(option)
                if f.pending is not None and f.pending.player == m.pending.player and len(f.pending.options) > 1:
                    return m, option
    raise AssertionError(f"no turn with later decisions in {game}")


def test_a_tree_edge_plays_the_rest_of_its_turn_by_a_plan_it_keeps():
    """The search's tree branches on a turn's first decision only: an edge is followed by the
    rest of the turn, found greedily the first time and replayed after (the same position),
    and a plan step the rules refuse in another world hands over to the greedy rule."""
    from boardgames.engine.bots.evaluate import Evaluation
    from boardgames.engine.bots.search import LEAF_WIDTH, _Edge, _rest_of_turn
    m, option = _turn_with_later_decisions("caverna")
    player, ev = m.pending.player, Evaluation(m.rules)
    edge = _Edge(option)
    first = m.fork()
    first.choose(option)
    first = _rest_of_turn(first, player, edge, ev, random.Random(1), LEAF_WIDTH)
    assert edge.plan, "the later decisions of the turn were recorded"
    assert first.pending is None or first.pending.player != player, "the turn is over"
    again = m.fork()
    again.choose(option)
    again = _rest_of_turn(again, player, edge, ev, random.Random(2), LEAF_WIDTH)
    assert again.state == first.state, "the plan is replayed, whatever the random stream"
    edge.plan = [{"act": "no such option"}] + edge.plan
    refused = m.fork()
    refused.choose(option)
    refused = _rest_of_turn(refused, player, edge, ev, random.Random(3), LEAF_WIDTH)
    assert refused.pending is None or refused.pending.player != player, "the greedy rule ended the turn"


def test_each_root_option_starts_with_the_plan_easy_judged_it_by():
    from boardgames.engine.bots.search import SearchBot, _Node
    m, _ = _turn_with_later_decisions("caverna")
    table = Table.of(m)
    bot = SearchBot("plans", sims=1, seconds=60)
    root = _Node()
    rng = table.rng(bot.seed)
    keys = bot._root_subset(table, root, rng, bot.greedy.evaluation(table.rules), time.perf_counter() + 60)
    assert keys and all(root.edges[k].plan is not None for k in keys if k in root.edges)
    assert any(root.edges[k].plan for k in keys if k in root.edges), "some option has later decisions"


def test_a_manifest_with_a_bad_plan_turns_is_refused(tmp_path):
    from boardgames.engine.bots.search import plan_turns
    problems = manifest_problems(tmp_path, "plan_turns: often")
    assert any("game.yaml" in p and "plan_turns" in p for p in problems), problems
    assert plan_turns(rules_of("caverna")) and not plan_turns(rules_of("via_nebula"))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_remembered_evaluations_are_the_ones_worked_out_afresh(game):
    """The evaluation remembers each player's features by their holdings and keeps each sum and
    a tried copy's values (`Match.worked_out`): over a random game, what it gives is what the
    game's features give when nothing is remembered, and a copy that moves on is valued anew."""
    from boardgames.engine.bots.evaluate import Evaluation
    rules = rules_of(game)
    ev = Evaluation(rules)
    m = Match.new(rules, seats(game, GAMES[game]), None, None, seed=5, history=False)
    rnd = random.Random(5)
    for step in range(60):
        if m.pending is None:
            break
        kept = ev.values_of(m)
        assert ev.values_of(m) is kept
        for name in [k for k in vars(rules) if k.startswith("_memo_")]:
            vars(rules)[name].clear()                   # the game's own memos forgotten
        fresh = [sum(ev.weights.get(k, 0.0) * x for k, x in f.items()) for f in rules.bot_features(m.state)]
        assert kept == pytest.approx(fresh), step
        m.choose(rnd.choice(onward(m.pending.options)))
        assert m.pending is None or ev.values_of(m) is not kept


def test_a_node_keys_its_options_anew_only_when_they_change():
    from boardgames.engine.bots.search import _Node
    node = _Node()
    first = [{"act": "a"}, {"act": "b", "n": [1, 2]}]
    legal = node.legal(first)
    assert legal == {option_key(o): o for o in first}
    keys = node.keys
    same = [{"act": "a"}, {"act": "b", "n": [1, 2]}]            # another world's equal options
    again = node.legal(same)
    assert node.keys is keys and list(again.values()) == same and all(a is b for a, b in zip(again.values(), same))
    other = [{"act": "a"}, {"act": "c"}]
    assert node.legal(other) == {option_key(o): o for o in other} and node.keys is not keys


def _tree(game: str, sims: int, **shape):
    """A search's tree at a position of `game` with a choice: (root, root keys, simulations)."""
    from boardgames.engine.bots.search import SearchBot
    table = Table.of(decision_with_choice(game, seed=3))
    bot = SearchBot("tree", sims=sims, seconds=600, **shape)
    return bot._search(table, table.rng(bot.seed), time.perf_counter() + 600)


def _edges(node):
    """Every edge of the tree below `node`."""
    for edge in node.edges.values():
        yield edge
        if edge.node is not None:
            yield from _edges(edge.node)


@pytest.mark.parametrize("game", ["via_nebula", "caverna"])
def test_an_edge_is_a_leaf_for_its_first_visits_then_the_tree_grows_below_it(game):
    """`bot: {expand_after: k}`: an edge is scored as a leaf at its first k visits (its turn's
    play-out, found once, replayed in each new world) and the tree grows below it after."""
    root, _, sims = _tree(game, 150, expand_after=3, widen=0.0)
    assert sims == 150
    grown = leaves = 0
    for edge in _edges(root):
        walked = edge.n - edge.prior
        if edge.node is None:
            leaves += 1
            assert walked <= 3
            assert walked == 0 or edge.plan is not None, "a leaf keeps its play-out"
        else:
            grown += 1
            assert walked >= 4
    assert grown and leaves


def test_fewer_play_outs_are_found_afresh_when_leaves_are_revisited(monkeypatch):
    """The point of `expand_after`: the same simulations try fewer options."""
    from boardgames.engine.bots import greedy, search
    calls = []
    real = greedy.tried

    def counted(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(greedy, "tried", counted)
    monkeypatch.setattr(search, "tried", counted)
    counts = []
    for k in (1, 3):
        calls.clear()
        _tree("via_nebula", 200, expand_after=k)
        counts.append(len(calls))
    assert counts[1] < counts[0], counts


def test_a_narrower_leaf_width_tries_fewer_options_per_simulation(monkeypatch):
    """`bot: {leaf_width: w}`: a play-out tries at most w options at each decision it plays,
    so the same simulations try fewer options than at the default six."""
    from boardgames.engine.bots import greedy, search
    tried_options = []
    real = greedy.tried

    def counted(m, player, options, *args, **kwargs):
        tried_options.append(len(options))
        return real(m, player, options, *args, **kwargs)

    widths = []
    real_finish = search.finish_turn

    def finish(m, player, ev, rng, width, plan=None):
        widths.append(width)
        return real_finish(m, player, ev, rng, width, plan)

    monkeypatch.setattr(greedy, "tried", counted)
    monkeypatch.setattr(search, "finish_turn", finish)
    totals = []
    for width in (search.LEAF_WIDTH, 2):
        tried_options.clear()
        widths.clear()
        root, _, sims = _tree("urubamba_valley", 120, expand_after=1, leaf_width=width)
        assert sims == 120 and root.edges
        assert widths and set(widths) == {width}, "every play-out the search finishes gets the width"
        totals.append(sum(tried_options))
    assert totals[1] < totals[0], totals


@pytest.mark.parametrize("game", ["via_nebula", "urubamba_valley"])
def test_a_widened_node_adds_options_as_its_visits_earn_them(game, monkeypatch):
    """`bot: {widen: w}`: below the root a node holds about 1 + w x sqrt(visits) options, one
    more for each world where none it has is legal; the root keeps every option searched."""
    import math
    from collections import Counter

    from boardgames.engine.bots import search
    stranded: Counter = Counter()       # per node: the worlds where none of its options was legal
    real = search._wide_enough

    def counted(node, widen, some_tried):
        stranded[id(node)] += not some_tried
        return real(node, widen, some_tried)

    monkeypatch.setattr(search, "_wide_enough", counted)
    root, root_keys, _ = _tree(game, 300, expand_after=1, widen=1.0)
    deep = [e.node for e in _edges(root) if e.node is not None and e.node.visits > 4]
    assert deep
    for node in deep:
        assert len(node.edges) <= 2 + math.sqrt(node.visits) + stranded[id(node)], \
            (len(node.edges), node.visits, stranded[id(node)])
    plain, _, _ = _tree(game, 300, expand_after=1, widen=0.0)
    # unwidened, some node below the root holds more options than the widened bound allows
    # (so the bound is what held the widened tree's nodes to it)
    assert any(len(e.node.edges) > 2 + math.sqrt(e.node.visits)
               for e in _edges(plain) if e.node is not None and e.node.visits > 4)
    assert root_keys <= set(root.edges), "the root is not widened"


def test_a_manifest_with_a_bad_expand_after_widen_or_leaf_width_is_refused(tmp_path):
    from boardgames.engine.bots.search import LEAF_WIDTH, expand_after, leaf_width, widening
    for i, line in enumerate(("expand_after: 0", "expand_after: two", "widen: -1", "leaf_width: 0")):
        problems = manifest_problems(tmp_path / str(i), line)
        assert any("game.yaml" in p and line.split(":")[0] in p for p in problems), (line, problems)
    assert expand_after(rules_of("moon_river")) == 2 and widening(rules_of("moon_river")) == 0.0
    for game in ("via_nebula", "caverna", "la_loire"):  # the setting their NOTES measured is the one read
        assert expand_after(rules_of(game)) == 4, game
    assert expand_after(rules_of("urubamba_valley")) == 8
    assert widening(rules_of("urubamba_valley")) == 1.0 and widening(rules_of("la_loire")) == 0.0
    assert all(leaf_width(rules_of(game)) == LEAF_WIDTH for game in GAMES)    # none sets its own yet


@pytest.mark.parametrize("game", ["urubamba_valley", "caverna", "la_loire"])
def test_a_searchs_worlds_write_no_log_and_play_as_a_logged_copy_does(game):
    """A search's worlds (`Table.world`) and their copies are quiet: nobody reads their log,
    so the rules' entries go nowhere; the positions they reach are the logged match's."""
    from boardgames.engine.rules import frozen_plain
    table = Table.of(decision_with_choice(game, seed=5))
    world = table.world(random.Random(5))
    logged = Match(world.rules, json.loads(json.dumps(world.state)), {}, history=False)
    assert world.quiet and not logged.quiet
    rnd = random.Random(5)
    for _ in range(30):
        if world.pending is None:
            break
        option = rnd.choice(onward(world.pending.options))
        world.choose(option)
        logged.choose(option)
        assert frozen_plain(world.state) == frozen_plain(logged.state)
        world = world.fork()
        assert world.quiet
    assert world.log == [] and logged.log, "the logged copy wrote entries and the world none"
