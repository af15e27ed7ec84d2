"""The messenger where it stops: buying messages (levels 1-3 in a city, at one's own farm one,
castle two, monastery an Abbey's message; the Mayor one more in a city), delivering them
(Level 1 at its village, Levels 2-3 with apprentice markers, Level 4 in its city, one a turn,
two held), hiring at the circus; refusals."""
from __future__ import annotations

from ll_helpers import G


def test_buy_one_message_of_level_one_to_three_in_a_city(build):
    b = build(2).money(0, 10).hand(0).stop(0, "messenger", "orleans")
    assert b.opts(act="message") == [{"act": "message", "level": lv} for lv in (1, 2, 3)]
    top = b.s["decks"]["3"][-1]
    b.choose({"act": "message", "level": 3}).ok()
    assert b.pl(0)["money"] == 7 and b.pl(0)["messages"] == [{"id": top, "level": 3, "open": False, "marks": []}]
    assert b.kind == "turn"                                           # one message a stop
    drew = [e for e in b.m.log if e["key"].endswith(".drew")]
    assert drew and drew[-1]["to"] == [0]                              # only the buyer reads the card
    public = [e for e in b.m.log if e["key"].endswith(".buy_message")][-1]
    assert public["args"]["level"] == 3 and "card" not in public["args"] and "to" not in public


def test_the_mayor_buys_one_more_in_a_city_and_a_post_office_is_cheaper(build):
    b = build(2).money(0, 10).character(0, "mayor").palace(0, "post_office_orleans").stop(0, "messenger", "orleans")
    b.choose({"act": "message", "level": 2})
    assert b.pl(0)["money"] == 9 and b.opts(act="message")
    b.choose({"act": "message", "level": 1})
    assert b.pl(0)["money"] == 9 and b.kind == "turn"                 # level 1 free with the post office


def test_level_four_needs_a_monastery_of_ones_own(build):
    b = build(2).money(0, 10).building("tours", 0, "monastery").stop(0, "messenger", "tours")
    assert b.opts(act="message") == [{"act": "message", "level": 4}]
    b.choose({"act": "message", "level": 4}).ok()
    assert b.pl(0)["money"] == 6 and b.pl(0)["messages"][-1]["level"] == 4
    b = build(2).money(0, 10).building("tours", 1, "monastery").stop(0, "messenger", "tours", circus=True)
    assert not b.opts(act="message")
    assert b.why({"act": "message", "level": 4}) == "not_here"          # not at another's monastery


def test_own_farm_one_message_own_castle_two_never_at_anothers(build):
    b = build(2).money(0, 10).building("tours", 0, "farm").stop(0, "messenger", "tours")
    b.choose({"act": "message", "level": 1})
    assert not b.opts(act="message")
    b = build(2).money(0, 10).building("tours", 0, "castle").stop(0, "messenger", "tours")
    b.choose({"act": "message", "level": 1}).choose({"act": "message", "level": 2}).ok()
    assert len(b.pl(0)["messages"]) == 3
    b = build(2).money(0, 10).building("tours", 1, "castle").stop(0, "messenger", "tours")
    assert not b.opts(act="message")


def test_at_most_two_level_four_messages_held(build):
    b = build(2).money(0, 20).hand(0, "m4_01", "m4_02").building("tours", 0, "monastery")
    b.stop(0, "messenger", "tours", circus=True)
    assert not b.opts(act="message")
    assert b.why({"act": "message", "level": 4}) == "hand_limit"


def test_message_refusals(build):
    b = build(2).money(0, 1).character(0, "mayor").stop(0, "messenger", "orleans")
    assert b.why({"act": "message", "level": 2}) == "cannot_afford"
    assert b.why({"act": "message", "level": 4}) == "level_not_here"
    b.s["decks"]["1"], moved = [], b.s["decks"]["1"]
    b.s["decks"]["2"] += moved                                          # (an empty level 1 deck)
    for cid in moved:
        b.s["decks"]["2"].remove(cid)
    b.s["decks"]["1"] = []
    b.pl(1)["messages"] += [{"id": c, "level": 1, "open": False, "marks": []} for c in moved]
    b.m.invalidate()
    assert b.why({"act": "message", "level": 1}) == "deck_empty"


def test_a_level_one_message_is_delivered_at_its_village(build):
    b = build(2).hand(0, "m1_tours").stop(0, "messenger", "tours").ok()
    assert b.opts(act="deliver") == [{"act": "deliver", "msg": "m1_tours"}]
    b.choose({"act": "deliver", "msg": "m1_tours"}).ok()
    assert b.pl(0)["messages"] == [] and b.pl(0)["delivered"] == ["m1_tours"]
    b = build(2).hand(0, "m1_tours").money(0, 0).stop(0, "messenger", "blois")
    assert b.kind == "turn"                                           # nothing to do at Blois


def test_a_level_two_message_needs_an_apprentice_marker(build):
    # m2_01 goes to Angers and Chinon
    b = build(2).hand(0, "m2_01").money(0, 5).stop(0, "messenger", "angers", circus=True)
    assert not b.opts(act="deliver") and b.why({"act": "deliver", "msg": "m2_01"}) == "no_marker"
    b = build(2).hand(0, "m2_01").character(0, "apprentice").stop(0, "messenger", "angers")
    b.choose({"act": "deliver", "msg": "m2_01"}).ok()
    assert b.pl(0)["messages"][0]["marks"] == ["angers"] and "marker" in b.logs()
    marker = [e for e in b.m.log if e["key"].endswith(".marker")][-1]
    assert marker["args"] == {"village": f"@{G}.node.angers"}            # the card is not named
    b.stop(0, "messenger", "angers", circus=True)
    assert b.why({"act": "deliver", "msg": "m2_01"}) == "marked_here"
    b.stop(0, "messenger", "chinon")
    b.choose({"act": "deliver", "msg": "m2_01"}).ok()
    assert b.pl(0)["delivered"] == ["m2_01"] and b.pl(0)["messages"] == []


def test_a_level_three_message_needs_two_markers_in_any_order(build):
    # m3_01 goes to Angers, Tours and Ussé
    b = build(2).hand(0, "m3_01").character(0, "apprentice").stop(0, "messenger", "usse", circus=False)
    b.choose({"act": "deliver", "msg": "m3_01"})
    b.money(0, 5).stop(0, "messenger", "tours", circus=True)
    assert b.why({"act": "deliver", "msg": "m3_01"}) == "no_marker"      # one marker, and it is out
    b.character(0, "helper").stop(0, "messenger", "tours")
    b.choose({"act": "deliver", "msg": "m3_01"}).ok()
    assert sorted(b.pl(0)["messages"][0]["marks"]) == ["tours", "usse"]
    b.stop(0, "messenger", "angers")
    b.choose({"act": "deliver", "msg": "m3_01"}).ok()
    assert b.pl(0)["delivered"] == ["m3_01"]


def test_one_delivery_a_stop(build):
    b = build(2).hand(0, "m1_tours", "m2_03").character(0, "apprentice").building("tours", 0)
    b.stop(0, "messenger", "tours").money(0, 5)
    b.choose({"act": "deliver", "msg": "m1_tours"})
    assert not b.opts(act="deliver") and b.why({"act": "deliver", "msg": "m2_03"}) == "delivered_here"


def test_level_four_is_delivered_in_its_city_one_a_turn(build):
    b = build(2).hand(0, "m4_01", "m4_02", "m1_tours").stop(0, "messenger", "nantes").money(0, 0)
    assert b.opts(act="deliver") == [{"act": "deliver", "msg": "m4_01"}, {"act": "deliver", "msg": "m4_02"}]
    assert b.why({"act": "deliver", "msg": "m1_tours"}) == "deliver_elsewhere"
    b.choose({"act": "deliver", "msg": "m4_01"}).ok()
    assert b.pl(0)["delivered"] == ["m4_01"]
    b.stop(0, "messenger", "nantes")                                      # (a builder reset of the turn)
    b.s["turn"]["delivered"] = {"4": 1}
    b.m.invalidate()
    assert b.why({"act": "deliver", "msg": "m4_02"}) == "per_turn"
    b = build(2).hand(0, "m4_04").stop(0, "messenger", "nantes").money(0, 0)
    assert b.why({"act": "deliver", "msg": "m4_04"}) == "not_a_destination"


def test_the_messenger_hires_at_the_circus(build):
    b = build(2).circus("tours").money(0, 9).stop(0, "messenger", "tours")
    b.choose({"act": "hire", "character": "helper"}).ok()
    assert b.pl(0)["characters"] == ["helper"]


def test_deliver_refusals(build):
    b = build(2).hand(0, "m1_tours").stop(0, "messenger", "tours")
    assert b.why({"act": "deliver", "msg": "m1_blois"}) == "no_such_message"
    assert b.why({"act": "deliver"}) == "no_such_message"
