"""The merchant where it stops: buying at a village (the market price, discounts at farms,
monasteries, castles and the circus, the owner's boat, the owner's beer, carry limits), the
market row's shift and the circus moving on; in a city: selling, the boat; hiring at the
circus; refusals."""
from __future__ import annotations

from ll_helpers import done

PRICES = [1, 1, 2, 2, 3, 3, 4]


def at_village(build, village="tours", slot=6, n=2, p=0, circus="usse"):
    """p's merchant stopped at `village`, whose colour is in market slot `slot`."""
    b = build(n).circus(circus).money(p, 20).cheapest(village, slot)
    return b.stop(p, "merchant", village)


def test_buy_the_villages_good_at_the_market_price_and_the_row_shifts(build):
    b = at_village(build, "tours", slot=2)
    colour = b.s["shields"]["tours"]
    before = list(b.s["market"])
    assert b.opts(act="buy") == [{"act": "buy", "good": "cheese"}]
    b.choose({"act": "buy", "good": "cheese"}).ok()
    assert b.pl(0)["money"] == 20 - PRICES[2] and b.pl(0)["goods"] == {"cheese": 1}
    assert b.s["supply"]["cheese"] == 9
    assert b.s["market"] == [c for c in before if c != colour] + [colour]
    assert b.kind == "turn"                                        # nothing more to do at Tours


def test_one_purchase_a_stop(build):
    b = build(2).circus("tours").money(0, 20).cheapest("tours", 2).stop(0, "merchant", "tours")
    b.choose({"act": "buy", "good": "cheese"})
    if b.kind == "circus":
        b.choose(b.m.pending.options[0])
    assert not b.opts(act="buy") and b.opts(act="hire")
    assert b.why({"act": "buy", "good": "cheese"}) == "bought_here"


def test_a_colour_bought_from_the_right_end_stays_there(build):
    b = at_village(build, "tours", slot=6)
    before = list(b.s["market"])
    b.choose({"act": "buy", "good": "cheese"})
    assert b.s["market"] == before and b.pl(0)["money"] == 20 - 4


def test_a_farm_gives_a_discount_and_moves_the_owners_boat(build):
    b = build(2).circus("usse").building("tours", 1).money(0, 20).cheapest("tours", 6).stop(0, "merchant", "tours")
    b.choose({"act": "buy", "good": "cheese"}).ok()
    assert b.pl(0)["money"] == 20 - 3 and b.pl(1)["boat"] == 1 and "owner_boat" in b.logs()


def test_the_owner_buying_at_their_own_farm_moves_their_own_boat(build):
    b = build(2).circus("usse").building("tours", 0).money(0, 20).cheapest("tours", 6).stop(0, "merchant", "tours")
    b.choose({"act": "buy", "good": "cheese"})
    assert b.pl(0)["boat"] == 1 and b.pl(0)["money"] == 17


def test_a_castle_gives_two_off_and_discounts_add_up_never_below_zero(build):
    b = build(2).circus("tours").building("tours", 1, "castle").money(0, 20).cheapest("tours", 6)
    b.stop(0, "merchant", "tours")
    b.choose({"act": "buy", "good": "cheese"})
    assert b.pl(0)["money"] == 20 - (4 - 2 - 1)                    # castle 2 + circus 1
    b = build(2).circus("tours").building("tours", 1, "castle").money(0, 0).cheapest("tours", 0)
    b.stop(0, "merchant", "tours")
    b.choose({"act": "buy", "good": "cheese"}).ok()
    assert b.pl(0)["money"] == 0                                   # 1 - 3, but never below 0


def test_the_stops_decision_tells_the_price_it_charges(build):
    """The price the view shows beside the goods is the decision's (`price` of its info), the
    one the purchase charges; a stop with nothing to buy tells none."""
    b = build(2).circus("tours").building("tours", 1, "castle").money(0, 20).cheapest("tours", 6)
    b.stop(0, "merchant", "tours")
    assert b.m.pending.info["price"] == 4 - 2 - 1
    b.choose({"act": "buy", "good": "cheese"})
    assert b.pl(0)["money"] == 20 - (4 - 2 - 1)
    b = build(2).circus("tours").money(0, 20).stop(0, "messenger", "tours")     # may hire, not buy
    assert b.kind == "act" and "price" not in b.m.pending.info


def test_the_trader_buys_one_cheaper(build):
    b = build(2).circus("usse").character(0, "trader").money(0, 20).cheapest("tours", 6).stop(0, "merchant", "tours")
    b.choose({"act": "buy", "good": "cheese"})
    assert b.pl(0)["money"] == 17


def test_only_the_monastery_owner_buys_beer_there_instead(build):
    b = build(2).circus("usse").building("tours", 0, "monastery").money(0, 20).cheapest("tours", 6)
    b.stop(0, "merchant", "tours")
    assert {o["good"] for o in b.opts(act="buy")} == {"cheese", "beer"}
    b.choose({"act": "buy", "good": "beer"}).ok()
    assert b.pl(0)["goods"] == {"beer": 1} and b.pl(0)["money"] == 17 and b.pl(0)["boat"] == 1
    assert b.kind == "turn"                                         # beer or the good, not both
    b = build(2).circus("usse").building("tours", 1, "monastery").money(0, 20).stop(0, "merchant", "tours")
    assert {o["good"] for o in b.opts(act="buy")} == {"cheese"}
    assert b.why({"act": "buy", "good": "beer"}) == "not_sold_here"


def test_carry_limits_one_of_each_but_any_wood(build):
    b = build(2).circus("usse").money(0, 20).goods(0, cheese=1).stop(0, "merchant", "tours", circus=True)
    assert not b.opts(act="buy") and b.why({"act": "buy", "good": "cheese"}) == "carry_limit"
    b = build(2).circus("usse").money(0, 20).goods(0, wood=5).stop(0, "merchant", "langeais")
    assert b.opts(act="buy", good="wood")
    b = build(2).circus("usse").money(0, 20).goods(0, cheese=1).character(0, "carter").stop(0, "merchant", "tours")
    assert b.opts(act="buy", good="cheese")                          # the Carter carries two


def test_no_card_left_no_purchase(build):
    b = build(2).circus("usse").money(0, 20)
    b.goods(1, wood=10)
    b.stop(0, "merchant", "langeais", circus=True)          # (the circus keeps the stop open)
    assert not b.opts(act="buy") and b.why({"act": "buy", "good": "wood"}) == "no_cards"


def test_cannot_afford(build):
    b = build(2).circus("usse").money(0, 2).cheapest("tours", 6).stop(0, "merchant", "tours", circus=True)
    assert not b.opts(act="buy") and b.why({"act": "buy", "good": "cheese"}) == "cannot_afford"


def test_the_circus_moves_when_its_colour_reaches_the_check_slot(build):
    """Buying at a village of the circus's colour moves that tile to the rightmost slot (the
    check slot): the circus goes to a village of the leftmost colour, the buyer choosing."""
    b = build(2).circus("usse").money(0, 20)
    colour = b.s["shields"]["usse"]
    twin = next(v for v, c in b.s["shields"].items() if c == colour and v != "usse")
    b.cheapest(twin, 3).stop(0, "merchant", twin)
    left = b.s["market"][0] if b.s["market"][0] != colour else b.s["market"][1]
    b.choose(b.opts(act="buy")[0]).ok()
    targets = sorted(v for v, c in b.s["shields"].items() if c == left)
    assert b.kind == "circus" and sorted(o["to"] for o in b.m.pending.options) == targets
    assert b.why({"act": "circus", "to": "nantes"}) == "circus_to"
    b.choose({"act": "circus", "to": targets[1]}).ok()
    assert b.s["circus"] == targets[1] and b.kind == "turn"         # the stop had nothing more


def test_the_circus_stays_when_another_colour_is_bought(build):
    b = build(2).circus("usse").money(0, 20)
    village = next(v for v, c in b.s["shields"].items() if c != b.s["shields"]["usse"])
    b.cheapest(village, 2).stop(0, "merchant", village)
    b.choose(b.opts(act="buy")[0])
    assert b.s["circus"] == "usse" and b.kind == "turn"


def test_hire_at_the_circus_once_a_turn(build):
    b = build(2).circus("tours").money(0, 20).stop(0, "merchant", "tours")
    assert {o["character"] for o in b.opts(act="hire")} == set(b.rules.character_ids)
    b.choose({"act": "hire", "character": "apprentice"}).ok()
    assert b.pl(0)["characters"] == ["apprentice"] and b.pl(0)["money"] == 18
    assert b.s["character_supply"]["apprentice"] == 1
    assert b.why({"act": "hire", "character": "helper"}) == "hired_this_turn"
    done(b)
    b.choose({"act": "move", "piece": "messenger", "horses": 0, "to": "beaugency"})
    b.circus("beaugency")
    b.s["tasks"][-1]["circus"] = True
    b.m.invalidate()
    assert not b.opts(act="hire")                                    # the messenger cannot hire again


def test_hire_refusals(build):
    b = build(2).circus("tours").money(0, 3).character(0, "apprentice").stop(0, "merchant", "tours")
    assert b.why({"act": "hire", "character": "apprentice"}) == "character_held"
    assert b.why({"act": "hire", "character": "lord"}) == "cannot_afford"
    assert b.why({"act": "hire", "character": "king"}) == "no_such_character"
    b.character(1, "lord")
    assert b.why({"act": "hire", "character": "lord"}) == "character_gone"


def test_the_circus_offer_stays_after_the_circus_leaves(build):
    """Buying at the circus's village sends the circus on; what the stop offered stays."""
    b = build(2).circus("tours").money(0, 20).cheapest("tours", 3).stop(0, "merchant", "tours")
    b.choose({"act": "buy", "good": "cheese"})
    if b.kind == "circus":
        b.choose(b.m.pending.options[0])
    assert b.s["circus"] != "tours" and b.opts(act="hire")


def test_sell_in_a_city_at_the_printed_price(build):
    b = build(2).money(0, 0).goods(0, wine=1, wood=2).stop(0, "merchant", "nantes")
    assert {o["good"] for o in b.opts(act="sell")} == {"wood", "wine"}
    b.choose({"act": "sell", "good": "wine"}).choose({"act": "sell", "good": "wood"}).ok()
    sell = {g: k["sell"] for g, k in b.rules.goods.items()}
    assert b.pl(0)["money"] == sell["wine"] + sell["wood"] and b.pl(0)["goods"] == {"wood": 1}
    assert b.s["supply"]["wine"] == 10
    assert b.why({"act": "sell", "good": "wine"}) == "no_good_to_sell"


def test_a_market_hall_adds_to_sales_in_its_city_from_the_next_turn(build):
    b = build(2).money(0, 0).goods(0, wine=1, cheese=1).palace(0, "market_hall_nantes", fresh=True)
    b.stop(0, "merchant", "nantes")
    wine, cheese = b.rules.goods["wine"]["sell"], b.rules.goods["cheese"]["sell"]
    b.choose({"act": "sell", "good": "wine"})
    assert b.pl(0)["money"] == wine                                  # built this turn: not yet
    b.pl(0)["palaces"][0]["fresh"] = False
    b.choose({"act": "sell", "good": "cheese"})
    assert b.pl(0)["money"] == wine + cheese + 1
    b = build(2).money(0, 0).goods(0, wine=1).palace(0, "market_hall_orleans").stop(0, "merchant", "nantes")
    b.choose({"act": "sell", "good": "wine"})
    assert b.pl(0)["money"] == wine                                  # the Orléans hall works in Orléans


def test_the_boat_one_space_for_six_two_for_ten_once_a_stop(build):
    b = build(2).money(0, 16).stop(0, "merchant", "orleans")
    assert b.opts(act="boat") == [{"act": "boat", "steps": 1}, {"act": "boat", "steps": 2}]
    b.choose({"act": "boat", "steps": 2}).ok()
    assert b.pl(0)["boat"] == 2 and b.pl(0)["money"] == 6
    assert not b.opts(act="boat") and b.why({"act": "boat", "steps": 1}) == "boat_once"
    b = build(2).money(0, 9).stop(0, "merchant", "orleans")
    assert b.opts(act="boat") == [{"act": "boat", "steps": 1}]
    assert b.why({"act": "boat", "steps": 2}) == "cannot_afford"
    assert b.why({"act": "boat", "steps": 3}) == "boat_steps"


def test_the_boatman_and_a_harbour_make_the_boat_cheaper(build):
    b = build(2).money(0, 8).character(0, "boatman").palace(0, "harbour_nantes").stop(0, "merchant", "nantes")
    assert b.opts(act="boat", steps=2)                               # 10 - 2 x 2
    b.choose({"act": "boat", "steps": 2})
    assert b.pl(0)["money"] == 2


def test_the_boat_stops_at_the_end_of_the_river(build):
    b = build(2).money(0, 30).boat(0, 24).stop(0, "merchant", "nantes")
    b.choose({"act": "boat", "steps": 2}).ok()
    assert b.pl(0)["boat"] == 25
    b = build(2).money(0, 30).boat(0, 25).stop(0, "merchant", "nantes")
    assert not b.opts(act="boat") and b.why({"act": "boat", "steps": 1}) == "river_end"


def test_nothing_to_do_skips_the_stop(build):
    b = build(2).money(0, 0).circus("usse").turn(0)
    b.piece(0, "merchant", "nantes", horses=0)
    b.lying("nantes", 0)
    b.choose({"act": "move", "piece": "merchant", "horses": 0, "to": "angers"})
    assert b.kind == "turn"                                           # no money: nothing to do in Angers


def test_actions_of_another_place_are_refused(build):
    b = build(2).money(0, 20).stop(0, "merchant", "nantes")
    assert b.why({"act": "buy", "good": "wine"}) == "not_here"
    assert b.why({"act": "deliver", "msg": "m1_tours"}) == "not_here"
    assert b.why({"act": "move", "piece": "messenger", "horses": 2, "to": "blois"}) == "act_first"
    # a move the other piece could not make even after the stop: the move's own reason
    assert b.why({"act": "move", "piece": "messenger", "horses": 1, "to": "blois"}) == "unreachable"
    # the piece whose stop it is has moved already: the turn's own reason (engine/handover.py)
    assert b.why({"act": "move", "piece": "merchant", "horses": 0, "to": "angers"}) == "moved_already"

