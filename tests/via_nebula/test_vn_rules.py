"""One constructed position per Via Nebula rule: set-up, the six actions, powers, the end."""
from __future__ import annotations

from collections import Counter

import pytest

from boardgames.engine.choice import CHANCE, Illegal

from vn_helpers import G, OTHER_RUIN, SITE_RUIN, erect_shown, why


# --- set-up -------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("mode", ["beginner", "expert"])
def test_setup_components(build, rules, n, mode):
    b = build(n=n, mode=mode)
    s = b.s
    kinds = Counter(sp["kind"] for sp in s["board"].values())
    lay = rules.layout(s)
    assert len(lay.of_type("exploitation")) == 24
    assert kinds["token"] == 20 and kinds["exploitation"] == 4
    assert len(s["removed_specials"]) == 1 and len(s["specials"]) == 4
    special_yield = 5 if n == 4 else 4
    neutral = [sp for sp in s["board"].values() if sp["kind"] == "exploitation"]
    assert all(sp["owner"] is None and sp["n"] == special_yield for sp in neutral)
    assert len({sp["res"] for sp in neutral}) == 4
    assert sum(s["supply"].values()) == 90 - 4 * special_yield
    stack = {2: 5, 3: 4, 4: 3}[n]
    for pl in s["players"]:
        assert pl["stacks"] == [stack] * 4
        assert pl["craftsmen"] == (3 if n == 2 else 2)
        assert pl["sites"] == 3 and pl["site"] == ("full" if n == 2 else "half")
        assert pl["guild"] == ("two_player" if n == 2 else "standard")
        assert len(pl["private"]) == 2
    assert s["tiles"] == 60 - 4 * stack * n
    assert len(s["box"]) == 8 - 2 * n
    assert len([c for c in s["display"] if c]) == 4 and len(s["deck"]) == 29
    assert all(len(sp["slots"]) == (1 if n == 2 else 2) for sp in s["board"].values() if sp["kind"] == "ruin")
    assert not rules.check(s)


def test_board_sides_differ_and_match_their_counts(rules):
    beg, exp = rules.layouts["beginner"], rules.layouts["expert"]
    assert Counter(beg.types.values()) == {"fog": 52, "exploitation": 24, "ruin": 10, "meadow": 6,
                                           "forest": 6, "forbidden": 6}
    assert Counter(exp.types.values()) == {"fog": 46, "exploitation": 24, "ruin": 10, "meadow": 4,
                                           "forest": 10, "forbidden": 10}
    assert beg.types != exp.types


def test_setup_is_seeded(build):
    a, b, c = build(seed=5), build(seed=5), build(seed=6)
    assert a.s == b.s
    assert a.s["board"] != c.s["board"] or a.s["deck"] != c.s["deck"]


def test_private_contracts_are_a_private_choice(build):
    b = build(n=3)
    assert b.m.pending.private
    p = b.s["turn"]["player"]
    b.hand(p).refresh()
    assert not b.m.pending.private


def test_two_actions_then_next_player_clockwise(build):
    b = build(n=3).turn(1).refresh()
    assert b.m.pending.player == 1 and b.m.pending.info["ap"] == 2
    b.m.choose(b.opts(act="explore")[0])
    assert b.m.pending.player == 1 and b.s["turn"]["ap"] == 1
    b.m.choose(b.opts(act="explore")[0])  # the same action twice is fine
    assert b.m.pending.player == 2 and b.s["turn"]["ap"] == 2


def test_undo_stays_inside_the_turn(build):
    b = build(n=3).turn(0).refresh()
    b.m.choose(b.opts(act="explore")[0])
    assert b.m.can_undo
    b.m.choose(b.opts(act="explore")[0])
    assert b.m.pending.player == 1 and not b.m.can_undo


# --- A: craftsman --------------------------------------------------------------------------------

@pytest.mark.parametrize("n,fewer", [(2, 1), (3, 1), (4, 0)])
def test_craftsman_opens_any_token_keeps_it_and_lays_resources(build, rules, n, fewer):
    b = build(n=n).turn(0)
    tid = b.token_at([2, 0])  # far from everything: no connection needed
    b.refresh()
    t = rules.token(tid)
    before = b.s["supply"][t["resource"]]
    b.m.choose({"act": "craftsman", "cell": [2, 0]})
    sp = b.at([2, 0])
    assert sp == {"kind": "exploitation", "res": t["resource"], "n": t["quantity"] - fewer, "owner": 0}
    assert tid in b.pl(0)["tokens"]
    assert b.s["supply"][t["resource"]] == before - sp["n"]
    assert b.pl(0)["craftsmen"] == (2 if n == 2 else 1)


def test_no_craftsman_left(build):
    b = build(n=3).turn(0)
    b.open([2, 0], 0)
    b.open([1, 1], 0)
    b.token_at([-1, 2])
    b.refresh()
    assert not b.opts(act="craftsman")
    assert why(b, {"act": "craftsman", "cell": [-1, 2]}) == "no_craftsman"


def test_craftsman_refusals(build):
    b = build(n=3).turn(0)
    b.open([2, 0], 1)
    b.refresh()
    assert why(b, {"act": "craftsman", "cell": [2, 0]}) == "already_exploited"
    assert why(b, {"act": "craftsman", "cell": [1, 0]}) == "not_token"
    assert why(b, {"act": "craftsman", "cell": [40, 40]}) == "off_board"


def test_short_supply_gives_what_is_left(build, rules):
    b = build(n=4).turn(0)
    r = rules.token(b.token_at([2, 0]))["resource"]
    b.pl(1)["storage"][r] = b.s["supply"][r] - 1      # all but one wasted in player 1's storage
    b.s["supply"][r] = 1
    b.refresh()
    b.m.choose({"act": "craftsman", "cell": [2, 0]})
    assert b.at([2, 0])["n"] == 1 and b.s["supply"][r] == 0


# --- B: building site ------------------------------------------------------------------------------

def test_site_halves_in_three_players(build):
    b = build(n=3).turn(0).refresh()
    b.m.choose({"act": "site", "cell": SITE_RUIN})
    assert b.at(SITE_RUIN)["slots"][0] == {"p": 0, "building": False, "res": {}}
    b.m.choose({"act": "site", "cell": SITE_RUIN})          # the same player may take both halves
    assert [s["p"] for s in b.at(SITE_RUIN)["slots"]] == [0, 0]
    assert b.pl(0)["sites"] == 1
    b.turn(1).refresh()
    assert not b.opts(act="site", cell=SITE_RUIN)
    assert why(b, {"act": "site", "cell": SITE_RUIN}) == "ruin_full"


def test_site_shared_by_two_players(build):
    b = build(n=4).turn(2)
    b.site(0, SITE_RUIN)
    b.refresh()
    b.m.choose({"act": "site", "cell": SITE_RUIN})
    assert [s["p"] for s in b.at(SITE_RUIN)["slots"]] == [0, 2]


def test_two_players_full_site_blocks_the_ruin(build):
    b = build(n=2).turn(0).refresh()
    b.m.choose({"act": "site", "cell": SITE_RUIN})
    assert len(b.at(SITE_RUIN)["slots"]) == 1
    b.turn(1).refresh()
    assert not b.opts(act="site", cell=SITE_RUIN)
    assert why(b, {"act": "site", "cell": SITE_RUIN}) == "ruin_blocked"


def test_no_site_tile_left(build):
    b = build(n=3).turn(0)
    for cell in ([4, 0], [8, 1], [1, 2]):
        b.site(0, cell)
    b.refresh()
    assert not b.opts(act="site")
    assert why(b, {"act": "site", "cell": SITE_RUIN}) == "no_site"


def test_site_only_on_ruins(build):
    b = build(n=3).turn(0).refresh()
    assert why(b, {"act": "site", "cell": [3, 9]}) == "not_ruin"


# --- C/D: exploring -----------------------------------------------------------------------------------

def test_explore_next_to_an_empty_meadow(build):
    b = build(n=3).turn(0).refresh()
    assert {"act": "explore", "cell": [6, 8]} in b.m.pending.options    # touches M(5,9)
    b.m.choose({"act": "explore", "cell": [6, 8]})
    assert b.at([6, 8]) == {"kind": "meadow", "tile": True}
    assert b.pl(0)["stacks"] == [3, 4, 4, 4]


def test_explore_next_to_own_piece_only(build):
    b = build(n=3).turn(0).refresh()
    fog = {"act": "explore", "cell": [3, 9]}     # touches no empty meadow
    assert fog not in b.m.pending.options
    assert why(b, fog) == "not_adjacent"
    b.site(1, SITE_RUIN)
    b.refresh()
    assert fog not in b.m.pending.options        # another player's site does not help
    b.turn(1).refresh()
    assert fog in b.m.pending.options
    b.turn(2)
    b.open([3, 8], 2)                            # a craftsman counts too
    b.refresh()
    assert fog in b.m.pending.options


def test_explore_not_next_to_a_token_or_exploitation_meadow(build):
    b = build(n=3).turn(0)
    b.token_at([3, 8])
    b.refresh()
    # (2,8) touches X(3,8) with a token and M(1,8): only the empty meadow makes it legal
    assert {"act": "explore", "cell": [2, 8]} in b.m.pending.options
    b.open([3, 8], 1)
    b.refresh()
    assert {"act": "explore", "cell": [4, 8]} not in b.m.pending.options  # only exploitation nearby


def test_explorers_leftmost_stack_then_supply(build, rules):
    b = build(n=4).turn(0)
    b.pl(0)["stacks"] = [0, 0, 0, 1]
    b.s["tiles"] += 11
    b.refresh()
    b.m.choose({"act": "explore", "cell": [6, 8]})
    assert b.pl(0)["stacks"] == [0, 0, 0, 0] and rules.explorers(b.s, 0) == 4
    assert b.m.log[-2]["key"] == f"{G}.log.explorer"
    tiles = b.s["tiles"]
    b.m.choose({"act": "explore", "cell": [6, 6]})        # F(6,6) touches M(7,6)
    assert b.s["tiles"] == tiles - 1
    assert rules.score(b.s).values[3][0] == 8


def test_no_meadow_tiles_no_exploring(build, rules):
    b = build(n=4).turn(0)
    s = b.s
    s["tiles"] += sum(b.pl(0)["stacks"])
    b.pl(0)["stacks"] = [0, 0, 0, 0]
    fogs = [k for k in rules.layout(s).keys if s["board"][k]["kind"] == "fog"][:s["tiles"]]
    for k in fogs:                                      # every supply tile is on the board
        s["board"][k] = {"kind": "meadow", "tile": True}
    s["tiles"] = 0
    b.refresh()
    assert not b.opts(act="explore")
    sight = rules.sight(s, 0)
    reach = sight.index.near(sight.meadow | sight.own)        # next to an empty meadow or a piece
    fog = next(k for k in rules.layout(s).keys if s["board"][k]["kind"] == "fog" and sight.index.bit[k] & reach)
    assert why(b, {"act": "explore", "cell": [int(x) for x in fog.split(",")]}) == "no_tiles"


def test_forest_takes_both_actions_and_ends_the_turn(build):
    b = build(n=3).turn(0).refresh()
    forest = {"act": "explore", "cell": [3, 3]}          # P(3,3) touches M(2,3)
    assert forest in b.m.pending.options
    b.m.choose(forest)
    assert b.at([3, 3])["kind"] == "meadow"
    assert b.m.pending.player == 1


def test_forest_needs_two_action_points(build):
    b = build(n=3).turn(0, ap=1).refresh()
    forest = {"act": "explore", "cell": [3, 3]}
    assert forest not in b.m.pending.options
    assert why(b, forest) == "ends_turn"


def test_explore_refusals(build):
    b = build(n=3).turn(0).refresh()
    assert why(b, {"act": "explore", "cell": [5, 9]}) == "already_meadow"
    assert why(b, {"act": "explore", "cell": [3, 4]}) == "forbidden"
    assert why(b, {"act": "explore", "cell": SITE_RUIN}) == "not_explorable"


# --- E: transport ---------------------------------------------------------------------------------------

def transport(b, src, p=0, slot=0, dst=SITE_RUIN):
    return {"act": "transport", "from": src, "res": b.at(src)["res"], "to": dst, "slot": slot}


def test_transport_along_meadows_to_own_site(build):
    b = build(n=3).turn(0)
    res = b.open([3, 8], 1)                   # another player's craftsman: anyone may take
    b.site(0, SITE_RUIN)
    b.tile([3, 9])
    b.refresh()
    opt = transport(b, [3, 8])
    assert opt in b.m.pending.options
    n = b.at([3, 8])["n"]
    b.m.choose(opt)
    assert b.at(SITE_RUIN)["slots"][0]["res"] == {res: 1}
    assert b.at([3, 8])["n"] == n - 1
    assert b.rules.transport_path(b.s, [3, 8], SITE_RUIN) == [[3, 8], [3, 9], SITE_RUIN]


def test_transport_blocked_by_fog(build):
    b = build(n=3).turn(0)
    b.open([3, 8], 0)
    b.site(0, SITE_RUIN)
    b.refresh()
    opt = transport(b, [3, 8])
    assert opt not in b.m.pending.options
    assert why(b, opt) == "no_path"
    assert b.rules.transport_path(b.s, [3, 8], SITE_RUIN) is None


def test_transport_never_through_an_occupied_meadow(build):
    b = build(n=3).turn(0)
    b.open([1, 9], 0)
    b.open([2, 9], 1)                  # an exploitation with resources blocks the way
    b.site(0, SITE_RUIN)
    b.tile([3, 9])
    b.refresh()
    assert transport(b, [1, 9]) not in b.m.pending.options
    assert transport(b, [2, 9]) in b.m.pending.options
    b2 = build(n=3).turn(0)
    b2.open([1, 9], 0)
    b2.token_at([2, 9])                # so does an unopened token
    b2.site(0, SITE_RUIN)
    b2.tile([3, 9])
    b2.refresh()
    assert transport(b2, [1, 9]) not in b2.m.pending.options
    assert why(b2, {"act": "transport", "from": [2, 9], "res": "wood", "to": SITE_RUIN, "slot": 0}) == "not_opened"


def test_transport_through_an_exhausted_exploitation(build):
    b = build(n=3).turn(0)
    b.open([1, 9], 0)
    b.open([2, 9], 1, n=1)
    b.site(0, SITE_RUIN)
    b.tile([3, 9])
    b.refresh()
    assert transport(b, [1, 9]) not in b.m.pending.options
    b.m.choose(transport(b, [2, 9]))   # its last resource leaves
    assert b.at([2, 9]) == {"kind": "meadow", "tile": False}
    assert b.pl(1)["craftsmen"] == 2    # the craftsman went home
    assert transport(b, [1, 9]) in b.m.pending.options
    assert b.rules.transport_path(b.s, [1, 9], SITE_RUIN) == [[1, 9], [2, 9], [3, 9], SITE_RUIN]
    b.m.choose(transport(b, [1, 9]))
    assert sum(b.at(SITE_RUIN)["slots"][0]["res"].values()) == 2


def test_transport_from_an_adjacent_exploitation_and_a_neutral_one(build):
    b = build(n=3).turn(0)
    res = b.neutral_at([6, 7])               # X(6,7) touches R(5,8) directly
    b.site(0, OTHER_RUIN)
    b.refresh()
    opt = transport(b, [6, 7], dst=OTHER_RUIN)
    assert opt in b.m.pending.options and opt["res"] == res
    b.m.choose(opt)
    assert b.at(OTHER_RUIN)["slots"][0]["res"] == {res: 1}


def test_transport_never_to_an_opponent_site_nor_from_a_site(build):
    b = build(n=3).turn(0)
    b.open([6, 7], 0)
    b.site(1, OTHER_RUIN, wood=1)
    b.site(0, SITE_RUIN)
    b.refresh()
    assert not b.opts(act="transport", to=OTHER_RUIN)
    assert why(b, transport(b, [6, 7], dst=OTHER_RUIN)) == "opponent_site"
    # R(5,8) touches R(4,9): a site is not a source
    assert why(b, {"act": "transport", "from": OTHER_RUIN, "res": "wood", "to": SITE_RUIN, "slot": 0}) \
        == "not_exploitation"


def test_transport_to_a_full_ruin_in_two_players(build):
    b = build(n=2).turn(1)
    b.open([3, 8], 0)
    b.tile([4, 8])
    b.site(1, SITE_RUIN)
    b.refresh()
    assert len(b.at(SITE_RUIN)["slots"]) == 1
    opt = transport(b, [3, 8])
    assert opt in b.m.pending.options
    b.m.choose(opt)
    assert sum(b.at(SITE_RUIN)["slots"][0]["res"].values()) == 1
    assert b.rules.transport_path(b.s, [3, 8], SITE_RUIN) == [[3, 8], [4, 8], SITE_RUIN]


def test_transport_wrong_resource_is_refused(build):
    b = build(n=3).turn(0)
    res = b.open([6, 7], 0)
    b.site(0, OTHER_RUIN)
    b.refresh()
    other = next(r for r in b.rules.rtypes if r != res)
    assert why(b, {"act": "transport", "from": [6, 7], "res": other, "to": OTHER_RUIN, "slot": 0}) == "wrong_resource"


# --- F: erect a building ----------------------------------------------------------------------------

def test_erect_private_contract_surplus_to_storage(build, rules):
    b = build(n=3).turn(0)
    b.hand(0, "P4", "P6")                                   # P4: wood food clay wheat
    b.site(0, SITE_RUIN, wood=2, food=1, clay=1, wheat=1)
    b.refresh()
    supply = dict(b.s["supply"])
    opt = {"act": "erect", "cell": SITE_RUIN, "slot": 0, "contract": "P4"}
    assert opt in b.m.pending.options
    assert not b.opts(act="erect", contract="P6")
    b.m.choose(opt)
    pl = b.pl(0)
    assert b.at(SITE_RUIN)["slots"][0] == {"p": 0, "building": True, "contract": "P4"}
    assert pl["storage"] == {"wood": 1}
    assert pl["sites"] == 3 and pl["buildings"] == 1 and pl["done"] == ["P4"] and pl["private"] == ["P6"]
    assert all(b.s["supply"][r] == supply[r] + 1 for r in ("wood", "food", "clay", "wheat"))
    assert rules.score(b.s).values[1][0] == 3


def test_erect_display_contract_refills_from_the_deck(build):
    b = build(n=3).turn(0)
    b.show("N01", slot=2)                                   # wood food, no power
    b.site(0, SITE_RUIN, wood=1, food=1)
    b.refresh()
    top = b.s["deck"][-1]
    b.m.choose({"act": "erect", "cell": SITE_RUIN, "slot": 0, "contract": "N01"})
    assert b.s["display"][2] == top and "N01" in b.pl(0)["done"]
    assert not b.m.can_undo                                  # a new card was revealed
    drawn = b.m.events[-1]                                   # by a chance step of its own, after the decision
    assert (drawn.player, drawn.kind, drawn.option) == (CHANCE, f"{G}.refill", {"reveal": "refill"})
    assert [e["key"] for e in b.m.log[-2:]] == [f"{G}.log.erect", f"{G}.log.refill"]
    assert b.m.pending.player == 0 and b.m.pending.kind == f"{G}.action"


def test_undo_within_a_turn_stops_at_nothing_but_a_draw(build):
    b = build(n=3).turn(0)
    b.hand(0, "P4", "P6")
    b.site(0, SITE_RUIN, wood=1, food=1, clay=1, wheat=1)
    b.refresh()
    before = repr(b.s)
    b.m.choose({"act": "erect", "cell": SITE_RUIN, "slot": 0, "contract": "P4"})    # private: nothing drawn
    assert b.m.can_undo and b.m.undo() and repr(b.m.state) == before


def test_the_stack_invariants_name_a_misplaced_task(build, rules):
    b = build(n=3).turn(0).refresh()
    s = b.s
    s["tasks"][1]["p"] = 1
    assert any("action of player 1" in e for e in rules.check(s))
    s["tasks"][1]["p"] = 0
    s["tasks"].append({"t": "power", "p": 0, "contract": "N03"})
    assert any("did not fulfil" in e for e in rules.check(s))
    s["tasks"][-1] = {"t": "action", "p": 0}
    assert any("action at depth 2" in e for e in rules.check(s))


def test_erect_with_an_empty_deck_leaves_a_gap(build):
    b = build(n=3).turn(0)
    b.show("N01", slot=1)
    b.s["box"].extend(b.s["deck"])                      # the deck is used up
    b.s["deck"].clear()
    b.site(0, SITE_RUIN, wood=1, food=1)
    b.refresh()
    b.m.choose({"act": "erect", "cell": SITE_RUIN, "slot": 0, "contract": "N01"})
    assert b.s["display"][1] is None
    assert b.m.log[-1]["key"] == f"{G}.log.deck_empty"


def test_erect_refusals(build):
    b = build(n=3).turn(0)
    b.hand(0, "P4", "P6")
    other = b.pl(1)["private"][0]
    b.show("N02", slot=0)
    b.site(0, SITE_RUIN, wood=1)
    b.site(1, OTHER_RUIN, wood=1, stone=1)
    b.refresh()
    assert why(b, {"act": "erect", "cell": SITE_RUIN, "slot": 0, "contract": "N02"}) == "missing_resources"
    assert why(b, {"act": "erect", "cell": SITE_RUIN, "slot": 0, "contract": other}) == "contract_unavailable"
    assert why(b, {"act": "erect", "cell": OTHER_RUIN, "slot": 0, "contract": "N02"}) == "opponent_site"
    assert why(b, {"act": "erect", "cell": [5, 9], "slot": 0, "contract": "N02"}) == "not_site"


def test_missing_resources_are_listed(build, rules):
    from boardgames.engine.i18n import Locale
    from boardgames.engine.catalog import load_catalog
    b = build(n=3).turn(0)
    b.show("N28", slot=0)                                   # wood wood food stone
    b.site(0, SITE_RUIN, wood=1, stone=1)
    b.refresh()
    with pytest.raises(Illegal) as exc:
        b.m.choose({"act": "erect", "cell": SITE_RUIN, "slot": 0, "contract": "N28"})
    text = Locale(load_catalog().strings, "en").render(exc.value.reason)
    assert text == "The site still lacks: Wood, Food."


# --- powers -------------------------------------------------------------------------------------------


def test_power_extra_action(build):
    b = build(n=3).turn(0)
    erect_shown(b, "N03", wood=1, clay=1)
    assert b.kind == "power" and b.m.pending.options == [{"act": "use"}, {"act": "skip"}]
    b.m.choose({"act": "use"})
    assert b.kind == "action" and b.s["turn"]["ap"] == 2 and b.m.pending.player == 0


def test_power_can_be_skipped(build):
    b = build(n=3).turn(0)
    erect_shown(b, "N03", wood=1, clay=1)
    b.m.choose({"act": "skip"})
    assert b.s["turn"]["ap"] == 1 and b.kind == "action"


def test_power_swap(build):
    b = build(n=3).turn(0)
    b.site(0, OTHER_RUIN, stone=1)
    erect_shown(b, "N05", food=1, stone=1)
    opt = {"act": "swap", "cell": OTHER_RUIN, "slot": 0, "give": "stone", "take": "clay"}
    assert opt in b.m.pending.options
    clay = b.s["supply"]["clay"]
    b.m.choose(opt)
    assert b.at(OTHER_RUIN)["slots"][0]["res"] == {"clay": 1}
    assert b.s["supply"]["clay"] == clay - 1


def test_power_without_use_is_skipped_automatically(build):
    b = build(n=3).turn(0)
    erect_shown(b, "N05", food=1, stone=1)     # swap, but no other site holds resources
    assert b.kind == "action" and b.s["turn"]["ap"] == 1
    assert b.m.log[-1]["key"] == f"{G}.log.power_unused"


def test_power_free_explore_from_the_supply(build):
    b = build(n=3).turn(0)
    erect_shown(b, "N09", stone=1, wheat=1)
    assert b.kind == "power"
    stacks, tiles = list(b.pl(0)["stacks"]), b.s["tiles"]
    b.m.choose({"act": "explore", "cell": [6, 8]})
    assert b.pl(0)["stacks"] == stacks and b.s["tiles"] == tiles - 1
    assert b.s["turn"]["ap"] == 1


def test_power_forest_for_one_action(build):
    b = build(n=3).turn(0)
    erect_shown(b, "N15", wood=1, stone=1, wheat=1)
    forest = {"act": "explore", "cell": [3, 3]}
    assert forest in b.m.pending.options and {"act": "explore", "cell": [6, 8]} not in b.m.pending.options
    b.m.choose(forest)
    assert b.at([3, 3])["kind"] == "meadow" and b.m.pending.player == 1   # its last action point


def test_power_forest_needs_an_action_left(build):
    b = build(n=3).turn(0, ap=1)
    erect_shown(b, "N15", wood=1, stone=1, wheat=1)
    assert b.m.pending.player == 1                      # unusable: skipped, turn over


def test_power_meadow_on_a_forbidden_space(build):
    b = build(n=3).turn(0)
    b.open([4, 6], 0)                  # B(4,7) touches this craftsman
    erect_shown(b, "N25", wood=1, food=1, clay=1, wheat=1)
    opt = {"act": "explore", "cell": [4, 7]}
    assert opt in b.m.pending.options
    assert all(b.at(o["cell"])["kind"] == "forbidden" for o in b.m.pending.options if "cell" in o)
    b.m.choose(opt)
    assert b.at([4, 7]) == {"kind": "meadow", "tile": True}
    assert b.s["turn"]["ap"] == 1


def test_power_free_transport(build):
    b = build(n=3).turn(0)
    res = b.open([6, 7], 0)
    b.site(0, OTHER_RUIN)
    erect_shown(b, "N11", wood=1, food=1, stone=1)
    opt = {"act": "transport", "from": [6, 7], "res": res, "to": OTHER_RUIN, "slot": 0}
    assert opt in b.m.pending.options
    b.m.choose(opt)
    assert b.s["turn"]["ap"] == 1 and b.at(OTHER_RUIN)["slots"][0]["res"] == {res: 1}


def test_power_choice_refusals(build):
    b = build(n=3).turn(0)
    erect_shown(b, "N03", wood=1, clay=1)
    assert why(b, {"act": "explore", "cell": [6, 8]}) == "power_mismatch"


# --- turn flow without actions ---------------------------------------------------------------------

def test_no_legal_action_passes_and_a_frozen_game_ends(build, rules):
    from boardgames.engine.rules import Ctx
    b = build(n=2).turn(0)
    s = b.s
    lay = rules.layout(s)
    for k in lay.keys:                      # every exploitation opened and emptied
        sp = s["board"][k]
        if sp["kind"] == "token":
            s["players"][0]["tokens"].append(sp["token"])
        elif sp["kind"] == "exploitation":
            s["supply"][sp["res"]] += sp["n"]
        if sp["kind"] in ("token", "exploitation"):
            s["board"][k] = {"kind": "meadow", "tile": False}
    for p in (0, 1):                        # every meadow tile on the board
        s["tiles"] += sum(s["players"][p]["stacks"])
        s["players"][p]["stacks"] = [0, 0, 0, 0]
    for k in lay.keys:
        if s["board"][k]["kind"] in ("fog", "forest", "forbidden") and s["tiles"] > 0:
            s["tiles"] -= 1
            s["board"][k] = {"kind": "meadow", "tile": True}
    ruins = lay.of_type("ruin")
    for i in range(6):                      # every site on the board, empty
        b.site(i % 2, [int(x) for x in ruins[i].split(",")])
    b.refresh()
    assert not any(rules.turn.options(rules, s, p, {"sight": rules.sight(s, p)}) for p in (0, 1))
    log: list = []
    assert rules.settle(Ctx(s, log), s) is None           # the automatic steps run to the end
    assert s["over"] and s["end_reason"] == "stalemate" and s["end_card"] is None and s["tasks"] == []
    keys = [e["key"].rsplit(".", 1)[1] for e in log]
    assert keys.count("nothing_to_do") == 2 and "stalemate" in keys
    assert not rules.check(s)


# --- the end ----------------------------------------------------------------------------------------

def _four_buildings(b, p):
    for cell in ([4, 0], [8, 1], [1, 2], [5, 3]):
        b.building(p, cell)


def test_fifth_building_ends_with_the_end_card_and_one_more_turn_each(build, rules):
    b = build(n=3).turn(1)
    _four_buildings(b, 1)
    b.hand(1, "P4", "P6")
    b.site(1, SITE_RUIN, wood=1, food=1, clay=1, wheat=1)
    b.refresh()
    b.m.choose({"act": "erect", "cell": SITE_RUIN, "slot": 0, "contract": "P4"})
    s = b.s
    assert s["end_card"] == 1 and s["final_by"] == 1
    assert b.m.pending.player == 2 and s["turn"]["ap"] == 2         # P1's turn ended at once
    assert b.rules.round_label(s)["key"] == "engine.final_round"
    seen = []
    while not b.m.over:
        seen.append(b.m.pending.player)
        b.m.choose(b.m.pending.options[0])
    assert sorted(set(seen)) == [0, 2] and seen[-1] == 0
    sheet = rules.score(s)
    assert sheet.values[4] == [None, rules.end_card["vp"], None]
    assert s["end_reason"] == "fifth_building"


def test_fifth_building_power_is_not_used(build):
    b = build(n=3).turn(1)
    _four_buildings(b, 1)
    b.show("N03", slot=0)
    b.site(1, SITE_RUIN, wood=1, clay=1)
    b.refresh()
    b.m.choose({"act": "erect", "cell": SITE_RUIN, "slot": 0, "contract": "N03"})
    assert b.m.pending.player == 2 and b.kind == "action"


def test_leftovers_go_to_storage(build, rules):
    b = build(n=3).turn(1)
    _four_buildings(b, 1)
    b.hand(1, "P4", "P6")
    b.site(1, SITE_RUIN, wood=2, food=1, clay=1, wheat=1)     # one surplus wood
    b.open([3, 8], 0, n=2)                                     # P0's craftsman: 2 left
    b.site(2, OTHER_RUIN, stone=2)
    neutral = [k for k, sp in b.s["board"].items() if sp["kind"] == "exploitation" and sp["owner"] is None]
    b.refresh()
    b.m.choose({"act": "erect", "cell": SITE_RUIN, "slot": 0, "contract": "P4"})
    # final turns: both pass as fast as possible by exploring (never touching the sites)
    while not b.m.over:
        ex = [o for o in b.m.pending.options if o["act"] == "explore"]
        b.m.choose(ex[0] if ex else b.m.pending.options[0])
    s = b.s
    assert sum(s["players"][1]["storage"].values()) == 1
    assert sum(s["players"][2]["storage"].values()) == 2
    assert sum(s["players"][0]["storage"].values()) == 2
    assert b.at([3, 8]) == {"kind": "meadow", "tile": False} and s["players"][0]["craftsmen"] == 2
    for k in neutral:
        assert s["board"][k]["kind"] == "exploitation"                 # neutral ones stay
    sheet = rules.score(s)
    for p in range(3):
        assert sheet.values[5][p] == -sum(s["players"][p]["storage"].values())
    assert not rules.check(s)


def test_score_every_category(build, rules):
    b = build(n=2)
    s = b.s
    b.exhaust([2, 0], 0)
    b.exhaust([1, 1], 0)
    b.building(0, [4, 0], "N23")     # 4 VP, +1 per explorer
    b.building(0, [8, 1], "P1")      # 0 VP, +1 per building (max 5)
    s["tiles"] += 10
    b.pl(0)["stacks"] = [0, 0, 5, 5]
    b.pl(0)["storage"] = {"wood": 3}
    s["supply"]["wood"] -= 3
    s["end_card"] = s["final_by"] = None
    b.refresh()
    sheet = rules.score(s)
    rows = dict(zip(sheet.rows, (v[0] for v in sheet.values)))
    tok = sum(rules.token(t)["vp"] for t in b.pl(0)["tokens"])
    assert rows == {f"{G}.score.tokens": tok, f"{G}.score.contracts": 4, f"{G}.score.bonuses": 2 + 2,
                    f"{G}.score.explorers": 4, f"{G}.score.end_card": None, f"{G}.score.storage": -3}
    assert sheet.totals[0] == tok + 4 + 4 + 4 - 3
    assert sheet.tiebreaks[0] == [2, -3]


@pytest.mark.parametrize("count,expect", [("explorers", 1), ("tokens", 1), ("buildings", 3),
                                          ("neutral_contracts", 2), ("ruins", 2), ("shared_ruins", 1)])
def test_end_bonus_counts(build, rules, count, expect):
    from boardgames.games.via_nebula import scoring
    b = build(n=3)
    b.pl(0)["stacks"] = [0, 4, 4, 4]
    b.s["tiles"] += 4
    b.exhaust([2, 0], 0)
    b.building(0, [4, 0], "N01")
    b.building(0, [4, 0], "N02")
    b.building(0, [8, 1], "P4")
    b.building(1, [8, 1], "N04")
    b.refresh()
    facts = scoring.all_counts(rules, b.s)[0]
    assert facts[count] == expect
    power = {"type": "end_bonus", "count": count, "every": 1, "vp": 2, "max": 3}
    assert scoring.bonus(power, facts) == min(3, 2 * expect)


def test_tie_break_buildings_then_storage(build, rules):
    b = build(n=2)
    b.building(0, [4, 0], "N01")   # 2 VP
    b.building(1, [8, 1], "N02")   # 2 VP
    b.refresh()
    sheet = rules.score(b.s)
    assert sheet.totals[0] == sheet.totals[1] and sheet.winners == [0, 1]
    b.pl(1)["storage"] = {"wood": 1}
    b.s["supply"]["wood"] -= 1
    b.building(1, [1, 2], "P4")    # 3 VP - 1 storage: 4 total vs 2
    b.building(0, [5, 3], "N10")
    b.refresh()
    sheet = rules.score(b.s)
    assert sheet.totals == [4, 4] and sheet.winners == [0]   # equal buildings; fewer in storage


def test_round_labels(build, rules):
    b = build(n=2)
    assert rules.round_label(b.s) == {"key": "engine.round", "args": {"n": 1}}
    b.s["over"] = True
    assert rules.round_label(b.s)["key"] == "engine.status_over"
