"""Each mechanic of engine/mechanics on a position built by hand: carried out, refused, its
rule text in both languages, its fields checked (Lantern Market's rules object runs them)."""
from __future__ import annotations

import pytest

from boardgames.engine.choice import CHANCE, msg
from boardgames.engine.i18n import Locale

import dq_helpers as H
from dq_helpers import card, place, run, set_goods


@pytest.fixture
def match(rules):
    return H.new_match(rules, 3, seed=5)


def words(dq_catalog, message, lang="en") -> str:
    return Locale(dq_catalog.strings, lang).render(message)


def sentence(dq_catalog, rules, node, lang="en") -> str:
    return words(dq_catalog, rules.nodes.sentence(node), lang)


# --- gain, pay, score ------------------------------------------------------------------------
def test_gain_takes_from_the_supply_and_only_what_it_has(match):
    s = match.state
    set_goods(s, 0, coin=2)
    run(match, {"type": "gain", "gain": {"coin": 2}}, 0)
    assert s["players"][0]["res"]["coin"] == 4
    s["supply"]["coin"], s["players"][1]["res"]["coin"] = 1, s["players"][1]["res"]["coin"] + s["supply"]["coin"] - 1
    run(match, {"type": "gain", "gain": {"coin": 2}}, 0)
    assert s["players"][0]["res"]["coin"] == 5 and s["supply"]["coin"] == 0
    assert match.log[-1]["key"] == "mech.log.gain"


def test_gain_per_counts_the_players_cards(match, rules):
    s = match.state
    place(s, card(rules, "paper_lantern", 1), "played", 0)
    place(s, card(rules, "dragon_lantern", 1), "played", 0)
    place(s, card(rules, "jade_lantern", 1), "played", 0)
    set_goods(s, 0, coin=0)
    run(match, {"type": "gain", "gain": {"coin": 1}, "per": {"cards": "played", "tag": "red"}}, 0)
    assert s["players"][0]["res"]["coin"] == 2


def test_pay_needs_the_goods_and_achieves_nothing_alone(match, rules):
    s = match.state
    set_goods(s, 0, coin=0, paper=0)
    buy = {"type": "then", "steps": [{"type": "pay", "pay": {"coin": 1}}, {"type": "gain", "gain": {"paper": 2}}]}
    assert {"act": "buy_paper"} not in rules.menu.options(rules, s, 0)
    assert rules.menu.refusal(rules, s, 0, {"act": "buy_paper"}) == msg("mech.why.action")
    set_goods(s, 0, coin=1)
    assert {"act": "buy_paper"} in rules.menu.options(rules, s, 0)
    run(match, buy, 0)
    assert s["players"][0]["res"] == {"coin": 0, "paper": 2}
    kind = rules.nodes.types["pay"]
    assert not kind.effective(rules, s, 0, {"type": "pay", "pay": {"coin": 1}}, {})
    assert kind.why(rules, s, 0, {"type": "pay", "pay": {"coin": 1}}, {})["key"] == "mech.why.cannot_pay"


def test_score_per_gold_card_played(match, rules):
    s = match.state
    for k in (1, 2):
        place(s, card(rules, "silk_lantern", k), "played", 0)
    run(match, {"type": "score", "points": 2, "per": {"cards": "played", "tag": "gold"}}, 0)
    assert s["players"][0]["points"] == 4
    assert match.log[-1] == {"key": "mech.log.score", "p": 0, "args": {"points": rules.text.points(4)}}


# --- cards -------------------------------------------------------------------------------------
def test_draw_is_a_chance_step_only_the_drawer_reads(match):
    s = match.state
    deck, hand = len(s["deck"]), list(s["players"][0]["hand"])
    top = s["deck"][-2:]
    run(match, {"type": "draw", "n": 2}, 0)
    match.pending                               # the match carries the chance step out
    assert len(s["deck"]) == deck - 2 and sorted(s["players"][0]["hand"]) == sorted(hand + top)
    public, secret = match.log[-2], match.log[-1]
    assert public["key"] == "mech.log.draw" and "to" not in public
    assert secret["key"] == "mech.log.drew" and secret["to"] == [0]
    assert all(e["key"] != "mech.log.drew" for e in match.log_for(1))


def test_draw_is_not_doable_from_an_empty_deck(match, rules):
    s = match.state
    s["discard"] += s["deck"]
    s["deck"] = []
    assert not rules.nodes.types["draw"].doable(rules, s, 0, {"type": "draw"}, {})
    sketch = rules.menu.entry("sketch")
    assert not rules.nodes.types["action"].doable(rules, s, 0, {**sketch, "flow": sketch["flow"]["options"][0]}, {})


def test_take_from_the_display_refills_it_by_a_chance_step(match, rules):
    s = match.state
    run(match, {"type": "move", "from": "display", "to": "hand"}, 0)
    choice = match.pending
    assert choice.kind == "lantern_market.move" and choice.player == 0 and choice.private
    assert {o["card"] for o in choice.options} <= set(s["display"])
    taken, deck = choice.options[0]["card"], len(s["deck"])
    match.choose(choice.options[0])
    assert taken in s["players"][0]["hand"] and taken not in s["display"]
    assert len(s["display"]) == rules.display_size and len(s["deck"]) == deck - 1
    assert any(e.player == CHANCE and e.kind == "lantern_market.refill" for e in match.events)
    assert not match.can_undo                    # never back past the reveal


def test_copies_of_one_design_are_one_option(match, rules):
    s = match.state
    for zone in ("display",):
        s["deck"] += s[zone]
        s[zone] = []
    for k in (1, 2, 3):
        place(s, card(rules, "paper_lantern", k), "display")
    options = rules.nodes.types["move"].choices(rules, s, 0, {"type": "move", "from": "display", "to": "hand"}, {})
    assert options == [{"card": "paper_lantern.1"}]


def test_put_and_discard_from_the_hand(match, rules):
    s = match.state
    hand = list(s["players"][0]["hand"])
    run(match, {"type": "move", "from": "hand", "to": "display"}, 0)
    if len(set(rules.box.design_id(c) for c in hand)) > 1:
        match.choose(match.pending.options[0])
    assert len(s["display"]) == rules.display_size + 1 and len(s["players"][0]["hand"]) == 1
    run(match, {"type": "move", "from": "hand", "to": "discard"}, 0)
    assert s["players"][0]["hand"] == [] and len(s["discard"]) == 1


def test_play_pays_the_cost_lays_the_card_and_runs_its_effect(match, rules):
    s = match.state
    silk = card(rules, "silk_lantern", 3)
    place(s, card(rules, "silk_lantern", 1), "played", 0)
    place(s, silk, "hand", 0)
    set_goods(s, 0, coin=1, paper=2)
    run(match, {"type": "play"}, 0)
    if match.pending.kind == "lantern_market.play":
        assert {"card": silk} in match.pending.options
        match.choose({"card": silk})
    pl = s["players"][0]
    assert silk in pl["played"] and silk not in pl["hand"]
    assert pl["res"] == {"coin": 0, "paper": 0}
    assert pl["points"] == 2                     # its effect: 1 point per gold card played (two)


def test_play_offers_only_cards_the_player_can_pay_for(match, rules):
    s = match.state
    for c in list(s["players"][0]["hand"]):
        place(s, c, "deck")
    place(s, card(rules, "dragon_lantern", 1), "hand", 0)
    place(s, card(rules, "paper_lantern", 1), "hand", 0)
    H.tidy(rules, s)
    set_goods(s, 0, coin=0, paper=1)
    assert [o for o in rules.menu.options(rules, s, 0) if o["act"] == "hang"] == \
        [{"act": "hang", "card": "paper_lantern.1"}]
    assert rules.menu.refusal(rules, s, 0, {"act": "hang", "card": "dragon_lantern.1"}) == msg("mech.why.cannot_play")


def test_dragon_lantern_gives_each_other_player_paper(match, rules):
    s = match.state
    dragon = card(rules, "dragon_lantern", 2)
    place(s, dragon, "hand", 0)
    set_goods(s, 0, coin=2, paper=3)
    before = [pl["res"]["paper"] for pl in s["players"]]
    H.tidy(rules, s)
    match.state["tasks"].pop()
    match.state["tasks"].append({"t": "turn", "p": 0})
    match.invalidate()
    match.choose({"act": "hang", "card": dragon})
    assert [pl["res"]["paper"] for pl in s["players"]] == [0, before[1] + 1, before[2] + 1]


@pytest.mark.parametrize("jade, points, paper", [(2, 3, 0), (1, 0, 2)])
def test_moon_lantern_scores_with_three_jade_or_gives_paper(match, rules, jade, points, paper):
    s = match.state
    for k in range(1, jade + 1):
        place(s, card(rules, "jade_lantern", k), "played", 0)
    moon = card(rules, "moon_lantern", 1)
    place(s, moon, "hand", 0)
    set_goods(s, 0, coin=1, paper=2)
    run(match, {"type": "play", "tag": "jade"}, 0)
    if match.pending.kind == "lantern_market.play":
        match.choose({"card": moon})
    assert s["players"][0]["points"] == points and s["players"][0]["res"]["paper"] == paper


# --- if, each, action ------------------------------------------------------------------------
def test_if_without_else_does_nothing_when_the_test_fails(match, rules):
    s = match.state
    node = {"type": "if", "test": {"count": {"resource": "coin"}, "at_most": 0},
            "then": {"type": "gain", "gain": {"paper": 1}}}
    set_goods(s, 0, coin=1)
    assert not rules.nodes.types["if"].effective(rules, s, 0, node, {})
    set_goods(s, 0, coin=0, paper=0)
    run(match, node, 0)
    assert s["players"][0]["res"]["paper"] == 1


def test_each_player_in_turn_decides_for_themselves(match, rules):
    s = match.state
    run(match, {"type": "each", "players": "all", "do": {"type": "move", "from": "display", "to": "hand"}}, 1)
    seen = []
    while len(seen) < 3:
        choice = match.pending
        if choice.kind != "lantern_market.move":
            break
        seen.append(choice.player)
        assert choice.private                    # they hold cards: hand-off before it
        match.choose(choice.options[0])
    assert seen == [1, 2, 0][:len(seen)] and len(seen) >= 2


def test_the_menu_offers_each_action_that_can_achieve_something(match, rules):
    s = match.state
    acts = {o["act"] for o in rules.menu.options(rules, s, 0)}
    assert {"work_stall", "sketch", "trade", "sell_sketch"} <= acts
    s["discard"] += s["players"][0]["hand"]
    s["players"][0]["hand"] = []
    acts = {o["act"] for o in rules.menu.options(rules, s, 0)}
    assert not acts & {"hang", "trade", "sell_sketch"}
    assert rules.menu.refusal(rules, s, 0, {"act": "fly"}) == msg("engine.menu_unknown")


# --- rule text ------------------------------------------------------------------------------
TEXTS = [
    ({"type": "gain", "gain": {"coin": 2}}, "Take 2 coins.", "拿取 2 枚錢幣。"),
    ({"type": "gain", "gain": {"coin": 1}, "per": {"cards": "played", "tag": "red"}},
     "Take 1 coin per red card you have played.", "每張你已打出的紅色牌：拿取 1 枚錢幣。"),
    ({"type": "pay", "pay": {"coin": 1, "paper": 2}}, "Pay 1 coin, 2 sheets of paper.", "支付 1 枚錢幣、2 張紙。"),
    ({"type": "score", "points": 1, "per": {"resource": "coin", "every": 3}},
     "Score 1 point per 3 coins.", "每 3 枚錢幣：得到 1 分。"),
    ({"type": "draw", "n": 2}, "Draw 2 cards from the deck.", "從牌堆抽 2 張牌。"),
    ({"type": "move", "from": "display", "to": "hand", "tag": "jade"},
     "Take 1 jade card from the display.", "從展示區拿取 1 張玉色牌。"),
    ({"type": "move", "from": "hand", "to": "discard"}, "Discard 1 card from your hand.", "從手牌棄掉 1 張牌。"),
    ({"type": "play"}, "Play 1 card from your hand: pay its cost, then carry out its effect.",
     "從手牌打出 1 張牌：支付它的費用，然後執行它的效果。"),
    ({"type": "if", "test": {"count": {"sets": ["red", "gold", "jade"]}, "at_least": 1},
      "then": {"type": "score", "points": 2}, "else": {"type": "draw"}},
     "If you have at least 1 set of red, gold and jade among the cards you have played, score 2 points; "
     "otherwise draw 1 card from the deck.",
     "若你有至少 1 組你已打出的牌中紅色、金色、玉色各一張的組合，得到 2 分；否則從牌堆抽 1 張牌。"),
    ({"type": "each", "players": "others", "do": {"type": "gain", "gain": {"paper": 1}}},
     "Each other player in turn: take 1 sheet of paper.", "其他每位玩家依序：拿取 1 張紙。"),
    ({"type": "action", "act": "x",
      "flow": {"type": "either", "options": [{"type": "draw"}, {"type": "score", "points": 1}]}},
     "Either draw 1 card from the deck or score 1 point.", "擇一：從牌堆抽 1 張牌；或得到 1 分。"),
]


@pytest.mark.parametrize("node, en, zh", TEXTS, ids=[t[0]["type"] for t in TEXTS])
def test_each_kind_words_its_own_sentence(dq_catalog, rules, node, en, zh):
    assert rules.nodes.validate(node, rules.refs()) == []
    assert sentence(dq_catalog, rules, node) == en[0].lower() + en[1:]      # a clause: the help capitalizes it
    assert sentence(dq_catalog, rules, node, "zh-Hant") == zh


def test_every_kind_has_a_sentence_in_the_tests():
    from boardgames.engine.mechanics import KINDS
    assert {cls.type for cls in KINDS} == {node["type"] for node, _, _ in TEXTS}


# --- fields, checked as declared ---------------------------------------------------------------
BAD = [
    ({"type": "gain", "gain": {"gold": 1}}, ("gain", "gold"), "'gold' is not a resource of the data"),
    ({"type": "gain", "gain": {"coin": 0}}, ("gain", "coin"), "an amount is an integer >= 1"),
    ({"type": "gain", "gain": {"coin": 1}, "times": 2}, ("times",), "gain has no field 'times' (it has: gain, per, if, act, optional)"),
    ({"type": "pay"}, ("pay",), "pay needs 'pay'"),
    ({"type": "score", "points": 1, "per": {"cards": "deck"}}, ("per", "cards"),
     "cards counts a player's hand or played, not 'deck'"),
    ({"type": "draw", "n": 0}, ("n",), "must be an integer >= 1"),
    ({"type": "move", "from": "hand", "to": "hand"}, ("to",), "a card moves to another zone than it comes from"),
    ({"type": "move", "from": "deck", "to": "hand"}, ("from",), "from is one of display, hand, not 'deck'"),
    ({"type": "play", "tag": "blue"}, ("tag",), "'blue' is not a tag of the data"),
    ({"type": "if", "test": {"count": {"resource": "coin"}}, "then": {"type": "draw"}}, ("test",),
     "a test has exactly one of at_least, at_most"),
    ({"type": "if", "test": {"count": {"resource": "coin"}, "at_least": 1}, "then": {"type": "fly"}}, ("then",),
     "unknown node type 'fly'"),
    ({"type": "each", "players": "some", "do": {"type": "draw"}}, ("players",),
     "players is one of all, others, not 'some'"),
    ({"type": "action", "act": "a", "flow": {"type": "then", "steps": [{"type": "draw", "m": 1}, {"type": "draw"}]}},
     ("flow", "steps", 0, "m"), "draw has no field 'm' (it has: n, act, optional)"),
]


@pytest.mark.parametrize("node, path, problem", BAD, ids=[f"{b[0]['type']}-{i}" for i, b in enumerate(BAD)])
def test_a_kind_checks_its_declared_fields(rules, node, path, problem):
    assert (path, problem) in rules.nodes.validate(node, rules.refs())


def test_the_docs_table_of_kinds_is_made_from_the_classes():
    from pathlib import Path

    from boardgames.engine.mechanics import reference
    doc = (Path(__file__).resolve().parents[2] / "docs" / "adding_a_game.md").read_text(encoding="utf-8")
    start = doc.index("<!-- node kinds: generated by boardgames.engine.mechanics.reference() -->\n")
    table = doc[doc.index("\n", start) + 1:doc.index("<!-- end of the generated table -->")]
    assert table == reference()
