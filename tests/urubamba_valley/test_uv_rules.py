"""One constructed position per rule: set-up, planting, harvest, purchase, work, refill, end."""
from __future__ import annotations

from collections import Counter

import pytest

from boardgames.engine.choice import Illegal
from boardgames.engine.match import Match
from boardgames.engine.rules import Ctx
from boardgames.games.urubamba_valley import stall
from boardgames.games.urubamba_valley.terrace import ISOLATED, LLAMA, SEED, WORKER

from uv_helpers import K, Builder

G = "urubamba_valley"


# --- set-up -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("n,under", [(3, 2), (4, 1), (5, 0)])
def test_setup_per_player_count(build, rules, n, under):
    b = build(n).ok()
    s = b.s
    for p, pl in enumerate(s["players"]):
        assert pl["coins"] == 3 and pl["warehouse"] == [pl["crop"]] and pl["tech"] == [pl["crop"]]
        assert pl["track"] == [0] and pl["talents"] == []
    crops = {pl["crop"] for pl in s["players"]}
    assert len(crops) == n
    for c in rules.crops:
        assert s["cubes"][c] == n - 1 - (c in crops)
    isolated = {k: sp[SEED] for k, sp in s["cells"].items() if sp[ISOLATED]}
    assert len(isolated) == under
    assert all(s["cells"][k][LLAMA] for k in isolated) and not set(isolated.values()) & crops
    if n == 4:
        assert list(isolated) == ["4,3"]                      # under the lower llama
    assert sorted(c for c in s["market"][:5]) == sorted(rules.crops)
    assert all(s["market"]) and s["market"][5] != "vine"
    assert all(t and rules.talent(t)["stage"] == 1 for t in s["talent_market"])
    assert s["sealed"] == [2, 3] and s["supply"] == 425 - 3 * n


def test_first_seed_must_be_in_row_1(build):
    b = build().turn(0)
    cells = {tuple(o["cell"]) for o in b.opts(act="plant")}
    assert cells == {(1, c) for c in range(1, 9)}
    why = b.m.explain({"act": "plant", "seed": "chili", "cell": [2, 1]})
    assert why["key"] == f"{G}.why.not_connected"


def test_next_to_any_planted_seed_but_not_the_isolated_set_up_seeds(build):
    b = build(3)
    b.put([1, 4], "vine")
    b.s["sealed"] = [3]
    b.s["talent_discard"] += b.s["stacks"]["1"]
    b.s["stacks"]["1"] = []
    p = 0
    b.turn(p)
    cells = {tuple(o["cell"]) for o in b.opts(act="plant")}
    assert (2, 4) in cells and (1, 1) in cells
    assert (3, 3) not in cells and (4, 4) not in cells      # next to the isolated seed at [4, 3] only
    b.ok()


def test_a_field_reaching_an_isolated_seed_merges_with_it(build, rules):
    b = build(3)
    iso = b.at([4, 3])[SEED]
    b.s["sealed"] = [3]
    b.s["talent_discard"] += b.s["stacks"]["1"]
    b.s["stacks"]["1"] = []
    b.put([1, 3], iso).put([2, 3], iso)
    b.seeds(0, iso).tech(0, iso)
    b.turn(0).choose({"act": "plant", "seed": iso, "cell": [3, 3]}).ok()
    assert not b.at([4, 3])[ISOLATED]
    assert b.pl(0)["track"] == [5]                  # 4 cells + the llama on the set-up seed
    b.seeds(0, "vine").turn(0)
    assert any(o["cell"] == [4, 4] for o in b.opts(act="plant"))


def test_technology_needed_except_for_vines(build):
    b = build().seeds(0, "corn", "vine").turn(0)
    assert {o["seed"] for o in b.opts(act="plant")} == {"vine"}
    why = b.m.explain({"act": "plant", "seed": "corn", "cell": [1, 1]})
    assert why["key"] == f"{G}.why.no_tech"
    with pytest.raises(Illegal):
        b.m.choose({"act": "plant", "seed": "corn", "cell": [1, 1]})


def test_cells_with_a_seed_or_worker_are_not_plantable_llama_cells_are(build):
    b = build()
    b.put([1, 1], "vine")
    b.worker_on(3, [1, 2], "guard").talent(3, "warrior")
    grey = b.s["llama_reserve"].pop()
    b.at([1, 3])[LLAMA] = grey
    b.turn(0)
    cells = {tuple(o["cell"]) for o in b.opts(act="plant")}
    assert (1, 1) not in cells and (1, 2) not in cells and (1, 3) in cells
    assert b.m.explain({"act": "plant", "seed": "chili", "cell": [1, 2]})["key"] == f"{G}.why.guarded"
    assert b.m.explain({"act": "plant", "seed": "chili", "cell": [1, 1]})["key"] == f"{G}.why.cell_planted"


def test_harvest_uses_the_track_table(build, rules):
    for pos, coins in enumerate(rules.harvest):
        b = build().coins(2, 0)
        b.pl(2)["track"] = [pos]
        b.turn(2).choose({"act": "harvest"}).ok()
        assert b.pl(2)["coins"] == coins and b.pl(2)["track"] == [0]


def test_work_only_with_no_coins_reveals_and_takes_1(build):
    b = build().turn(1)
    assert not b.opts(act="work")
    assert b.m.explain({"act": "work"})["key"] == f"{G}.why.has_coins"
    b.coins(1, 0).turn(1)
    assert b.opts(act="work")
    b.choose({"act": "work"}).ok()
    assert b.pl(1)["coins"] == 1
    assert not b.m.can_undo                       # showing the screen is an undo barrier


def test_purchase_seed_prices_and_warehouse_discard(build, rules):
    b = build().coins(0, 20)
    b.turn(0).choose({"act": "purchase"})
    assert b.kind == "purchase"
    prices = rules.markets["seed_prices"]
    for i in range(6):
        before = b.pl(0)["coins"]
        b.choose(b.opts(act="seed", slot=i)[0])
        assert before - b.pl(0)["coins"] == prices[i]
        if len(b.pl(0)["warehouse"]) == 3:
            break
    assert len(b.pl(0)["warehouse"]) == 3
    slot = next(i for i, c in enumerate(b.s["market"]) if c)
    offered = b.opts(act="seed", slot=slot)
    assert offered and all("drop" in o for o in offered)
    assert b.m.explain({"act": "seed", "slot": slot})["key"] == f"{G}.why.warehouse_full"
    drop = offered[0]["drop"]
    discards = Counter(b.s["discard"])
    b.choose(offered[0]).ok()
    assert Counter(b.s["discard"]) - discards == Counter([drop]) and len(b.pl(0)["warehouse"]) == 3


def test_purchase_needs_a_buy_then_done_ends_the_action(build):
    b = build().coins(0, 10).turn(0).choose({"act": "purchase"})
    assert not b.opts(act="done")
    assert b.m.explain({"act": "done"})["key"] == f"{G}.why.buy_something"
    b.choose(b.opts(act="seed")[0])
    b.choose({"act": "done"}).ok()
    assert b.s["turn"]["p"] == 1


def test_technology_leftmost_price_no_duplicates_at_most_four(build, rules):
    b = build().coins(0, 30).turn(0).choose({"act": "purchase"})
    assert not b.opts(act="tech", crop="chili")
    paid = []
    for crop in ("corn", "potato", "pea"):
        before = b.pl(0)["coins"]
        b.choose({"act": "tech", "crop": crop})
        paid.append(before - b.pl(0)["coins"])
    assert paid == rules.data["technology"]["slots"][1:]
    assert b.pl(0)["tech"] == ["chili", "corn", "potato", "pea"]
    assert not b.opts(act="tech")
    assert b.m.explain({"act": "tech", "crop": "lavender"})["key"] == f"{G}.why.tech_full"
    b.ok()


def test_no_cube_left(build):
    b = build(3).coins(0, 30)
    crop = b.pl(1)["crop"]
    b.tech(2, crop)                         # 3 players: 2 cubes, one each for P1 and P2
    b.turn(0).choose({"act": "purchase"})
    assert not b.opts(act="tech", crop=crop)
    assert b.m.explain({"act": "tech", "crop": crop})["key"] == f"{G}.why.no_cube"


def test_talent_prices_top_two_slots_cost_one_more(build, rules):
    b = build().coins(0, 30)
    b.market_talent(0, "merchant")
    b.market_talent(4, "native")
    b.turn(0).choose({"act": "purchase"})
    b.choose({"act": "hire", "slot": 4})
    assert b.pl(0)["coins"] == 30 - 2 - 1
    b.choose({"act": "hire", "slot": 0})
    assert b.pl(0)["coins"] == 27 - 4
    b.ok()


def test_a_fourth_talent_needs_a_discard_and_keep_talents_stay(build):
    b = build().coins(0, 30)
    b.talent(0, "manager")
    b.talent(0, "merchant")
    b.talent(0, "native")
    b.market_talent(0, "irrigator")
    b.turn(0).choose({"act": "purchase"})
    drops = {o.get("drop") for o in b.opts(act="hire", slot=0)}
    assert drops and all(d and not d.startswith("manager") for d in drops)
    manager = b.pl(0)["talents"][0]["id"]
    assert b.m.explain({"act": "hire", "slot": 0, "drop": manager})["key"] == f"{G}.why.keeps_talent"
    assert b.m.explain({"act": "hire", "slot": 0})["key"] == f"{G}.why.talents_full"
    b.choose(b.opts(act="hire", slot=0)[0]).ok()
    assert len(b.pl(0)["talents"]) == 3


def gap(b: Builder, i: int) -> None:
    """Market slot i emptied: its seed goes to the discard pile."""
    b.s["discard"].append(b.s["market"][i])
    b.s["discard"].sort()
    b.s["market"][i] = None


def refill(b: Builder) -> Ctx:
    ctx = Ctx(b.s)
    b.rules.TASKS["refill"].reveal(b.rules, ctx, b.s, {})
    return ctx


def test_refill_slides_down_and_fills_from_the_top(build):
    b = build()
    gap(b, 1)
    gap(b, 3)
    kept = [c for c in b.s["market"] if c]
    refill(b)
    assert b.s["market"][:4] == kept and all(b.s["market"])
    b.ok()


def test_drawn_vines_go_to_the_vine_market_then_to_the_discard(build, rules):
    b = build()
    s = b.s
    while s["vines"] < rules.markets["vine_market"]["size"]:
        s["bag"].remove("vine")
        s["vines"] += 1
    others = [c for c in s["bag"] if c != "vine"]
    s["discard"] = sorted(s["discard"] + others[1:])
    s["bag"] = sorted([c for c in s["bag"] if c == "vine"] + others[:1])
    vines_before = s["discard"].count("vine")
    gap(b, 5)
    refill(b)
    assert s["market"][5] == others[0] and s["vines"] == rules.markets["vine_market"]["size"]
    assert s["discard"].count("vine") + s["bag"].count("vine") == vines_before + 10 - 3 - vines_before
    b.ok()


def test_bag_refilled_from_the_discards_when_empty(build):
    b = build()
    s = b.s
    s["discard"] = sorted(s["discard"] + s["bag"])
    s["bag"] = []
    gap(b, 5)
    ctx = refill(b)
    assert s["market"][5] is not None and s["bag"]
    assert any(e["key"] == f"{G}.log.bag_refilled" for e in ctx.entries)
    b.ok()


def test_talents_come_from_the_next_stage_when_one_runs_out(build, rules):
    b = build()
    s = b.s
    s["talent_discard"] = sorted(s["talent_discard"] + s["stacks"]["1"])
    s["stacks"]["1"] = []
    s["talent_discard"].append(s["talent_market"][0])
    s["talent_market"][0] = None
    refill(b)
    assert rules.talent(s["talent_market"][4])["stage"] == 2
    b.ok()


def test_game_ends_when_every_cell_is_occupied_final_harvest_from_the_trigger(build, rules):
    b = build()
    s = b.s
    s["sealed"] = []
    for st in ("1", "2"):
        s["talent_discard"] += s["stacks"][st]
        s["stacks"][st] = []
    empty = [k for k in rules.layout.keys if not rules.layout.occupied(s["cells"][k])]
    last = [2, 8]
    pool = sorted(s["bag"])
    for k in empty:
        if k == K(last):
            continue
        crop = pool.pop()
        b.put([int(x) for x in k.split(",")], crop)
    b.seeds(3, "vine")
    b.pl(0)["track"] = [4]
    b.pl(3)["track"] = [1]
    b.coins(0, 0).coins(3, 0)
    b.turn(3).choose({"act": "plant", "seed": "vine", "cell": last})
    assert b.m.over and s["ended_by"] == 3
    harvests = [e for e in b.m.log if e["key"] == f"{G}.log.final_harvest"]
    assert [e["p"] for e in harvests] == [3, 4, 0, 1, 2]
    assert b.pl(0)["coins"] == 9 and b.pl(3)["coins"] == rules.harvest[3]
    b.ok()


def test_tie_break_most_seeds_in_the_warehouse_then_shared(build, rules):
    b = build()
    s = b.s
    for p in range(5):
        b.coins(p, 10)
    b.seeds(1, "vine", "vine")
    s["over"], s["tasks"] = True, []
    assert rules.score(s).winners == [1]
    b.seeds(2, "vine", "pea")
    assert rules.score(s).winners == [1, 2]


def stalled_terrace(b, rules) -> None:
    """Every empty cell behind the tier 3 seal, no stage I talent left, everyone on $1."""
    s = b.s
    s["sealed"] = [3]
    s["talent_discard"] = sorted(s["talent_discard"] + s["stacks"]["1"])
    s["stacks"]["1"] = []
    pool = sorted(s["bag"])
    for k in rules.layout.keys:
        if rules.layout.tier[k] < 3 and not rules.layout.occupied(s["cells"][k]):
            b.put([int(x) for x in k.split(",")], pool.pop())
    for p in range(3):
        b.coins(p, 1)


def test_a_stalled_terrace_ends_the_game(build, rules):
    """Every empty cell behind the tier 3 seal, nobody can pay $2 or earn more (NOTES.md)."""
    b = build(3)
    s = b.s
    stalled_terrace(b, rules)
    assert rules.stalled(s)
    b.coins(2, 2)
    assert not rules.stalled(s)
    b.coins(2, 1)
    b.pl(1)["track"] = [1]
    assert not rules.stalled(s)
    b.pl(1)["track"] = [0]
    s["tasks"] = [{"t": "turns", "p": 0, "in": False}]
    b.m.invalidate()
    rules.settle(Ctx(s), s)
    assert s["over"] and s["ended_by"] == 0 and not s["tasks"]


def vine_beside_chili(b, rules):
    """Issue 45's position: three players, tiers 1 and 2 full, tier 3 sealed ($2), every track
    on 0, everyone on $1, no stage I talent left; a vine at [1,3] beside a chili field of two
    ([1,1]-[1,2]); the chili player (seat 0) holds a chili seed."""
    b.put([1, 1], "chili").put([1, 2], "chili").put([1, 3], "vine").put([1, 4], "corn").put([2, 3], "pea")
    stalled_terrace(b, rules)
    b.seeds(0, "chili")
    for p in (1, 2):
        b.seeds(p)
    for slot in range(len(b.s["talent_market"])):   # only talents nobody can pay for
        b.market_talent(slot, "great_merchant" if slot % 2 else "conch_messenger")
    return b


def test_a_vine_clearer_over_a_vine_is_a_way_forward(build, rules):
    """Planting over a vine is a planting the rules allow: with a Vine Clearer held, the chili
    seed goes over the vine for 3 points ($6 at the next Harvest, and tier 3 opens after), so
    the game goes on; without it, nothing can be planted and the game ends as stalled."""
    b = vine_beside_chili(build(3), rules)
    s = b.s
    assert rules.stalled(s)
    b.talent(0, "vine_clearer")
    assert not rules.stalled(s)
    s["tasks"] = [{"t": "turns", "p": 0, "in": False}]
    b.m.invalidate()
    rules.settle(Ctx(s), s)
    assert not s["over"] and s["ended_by"] is None
    b.m.invalidate()
    b.choose({"act": "plant", "seed": "chili", "cell": [1, 3], "clear": True}).ok()
    assert b.pl(0)["track"] == [3]


def test_a_vine_clearer_for_sale_is_a_helpful_buy(build, rules):
    """The same terrace with a Vine Clearer in the talent market: a player who can pay for it
    could then plant over the vine, so it counts among the buys that might open a way forward
    (at $1 nobody can pay its $2, and the terrace stays stalled)."""
    b = vine_beside_chili(build(3), rules)
    tile = b.market_talent(0, "vine_clearer")
    assert rules.stalled(b.s)
    assert stall._helpful_buy(rules, b.s, 0, rules.talent(tile)["cost"])


def test_an_own_warrior_cell_is_a_way_forward(build, rules):
    """A cell held by one's own Warrior worker takes one's own seed: the terrace full but for
    such a cell is no stall, and its owner's turn offers the planting; the same terrace with
    that cell planted is stalled."""
    b = build(3)
    s = b.s
    b.put([1, 1], "chili").talent(0, "warrior")
    b.worker_on(0, [2, 1], "guard")
    stalled_terrace(b, rules)
    b.seeds(0, "chili")
    for slot in range(len(s["talent_market"])):
        b.market_talent(slot, "great_merchant" if slot % 2 else "conch_messenger")
    assert not rules.stalled(s)
    b.turn(0)
    assert {"act": "plant", "seed": "chili", "cell": [2, 1]} in b.opts(act="plant")
    b.at([2, 1])[WORKER] = None
    b.put([2, 1], "corn")
    assert rules.stalled(s)


def test_a_harvest_master_is_no_way_forward_without_a_worker_on_7(build, rules):
    """The stalled terrace of the test above, with a Harvest Master held: it pays only for a
    worker reset from 7, so with every worker on 0 nobody can earn (a 3-player random game once
    ran past 10,000 moves because it counted as income); a worker on 7 makes it pay."""
    b = build(3)
    s = b.s
    stalled_terrace(b, rules)
    b.talent(2, "harvest_master")
    assert rules.stalled(s)
    b.pl(2)["track"] = [7]
    assert not rules.stalled(s)


def test_the_five_player_game_that_went_round_forever_now_ends(rules):
    """Uniform random play, 5 players, seed 30017 (NOTES.md): the bag came to hold only vines
    with the vine market full, so the seed market stayed empty; nobody could plant what they
    held, everyone had $1 and a worker on 0, and every turn's only action was a Harvest of $0,
    which the engine takes by itself: the move never returned. Now a quiet round ends it."""
    from boardgames.engine.playout import play
    result = play(rules, 5, 30017, "standard", check_every=0, roundtrip_rate=0)
    assert result.match.over and result.match.state["ended_by"] is not None


def test_the_quiet_round_count_is_hidden_from_the_players(rules):
    """Its mark is a digest of the whole table, coins behind the screens included."""
    b = Builder(rules, 3)
    b.s["quiet"] = {"mark": "0123456789abcdef01234567", "turns": 2}
    assert all(rules.observation(b.s, p)["quiet"] is None for p in (0, 1, 2, None))


def test_a_turn_that_changes_the_table_starts_the_count_again(build, rules):
    b = build(3)
    b.s["quiet"] = {"sign": [], "mark": "x", "filled": 0, "turns": 3}
    assert not stall.idle_round(rules, b.s, 0)       # another table than the one counted
    assert b.s["quiet"]["turns"] == 0
    for _ in range(5):
        assert not stall.idle_round(rules, b.s, 0)   # the same table at the next turns' starts
    assert stall.idle_round(rules, b.s, 0)           # six turns, two whole rounds, left it as it was


def test_a_change_the_sign_does_not_read_is_found_by_the_mark(build, rules):
    """A turn that changes the sign starts the count with no mark (the next turn start takes
    it); a change the sign does not read (a seed put on a cell by hand, with no seed taken
    from anywhere) is found by the mark and starts the count again."""
    b = build(3)
    b.s["quiet"] = None
    assert not stall.idle_round(rules, b.s, 0) and b.s["quiet"]["mark"] is None
    assert not stall.idle_round(rules, b.s, 0) and b.s["quiet"]["turns"] == 1
    assert b.s["quiet"]["mark"] == stall._mark(rules, b.s)[0]
    b.at([2, 2])[SEED] = "chili"
    assert not stall.idle_round(rules, b.s, 0) and b.s["quiet"]["turns"] == 0
    assert not stall.idle_round(rules, b.s, 0) and b.s["quiet"]["turns"] == 1
    b.pl(1)["coins"] += 1
    assert not stall.idle_round(rules, b.s, 0)
    assert b.s["quiet"]["turns"] == 0 and b.s["quiet"]["mark"] is None


def test_the_sign_changes_with_what_every_action_but_a_harvest_of_nothing_changes(build, rules):
    b = build(3)
    sign = stall._sign(b.s)
    changes = [lambda: b.pl(2).__setitem__("coins", b.pl(2)["coins"] + 1),
               lambda: b.pl(0)["warehouse"].append("vine"),
               lambda: b.pl(1)["tech"].append("corn"),
               lambda: b.pl(1)["track"].append(0),
               lambda: b.s["bag"].pop(),
               lambda: b.s["discard"].append("corn"),
               lambda: b.s.__setitem__("vines", b.s["vines"] + 1)]
    for change in changes:
        before = stall._sign(b.s)
        change()
        assert stall._sign(b.s) != before
    changed = stall._sign(b.s)
    assert changed != sign
    for cell in ([1, 1], [1, 2], [4, 3]):           # where llamas stand is not read
        _walk(b, "white_low", cell)
        assert stall._sign(b.s) == changed


def _walk(b, llama: str, cell) -> None:
    """A Llama Herder's move, made by hand."""
    for sp in b.s["cells"].values():
        if sp[LLAMA] == llama:
            sp[LLAMA] = None
    b.at(cell)[LLAMA] = llama


def test_llamas_walked_to_and_fro_are_no_change_and_end_the_game(build, rules):
    """Duels of the search at 200 simulations against two at 50 (3 players, seeds 30 and 42)
    went on for thousands of decisions: every turn a Harvest of $0, then a Llama Herder's two
    moves walking a llama between the same cells. Llamas moved without filling a cell are no
    change: two whole rounds of it end the game, as two of Harvests alone do."""
    b = build(3)
    assert b.at([4, 3])[LLAMA] == "white_low" and b.at([4, 3])[SEED]     # on its set-up seed
    b.s["quiet"] = None
    _walk(b, "white_low", [1, 1])          # off its seed: one more cell filled, the count starts
    assert not stall.idle_round(rules, b.s, 0) and b.s["quiet"]["turns"] == 0
    for turn in range(5):
        _walk(b, "white_low", [1, 2] if turn % 2 == 0 else [1, 1])
        assert not stall.idle_round(rules, b.s, 0)
    _walk(b, "white_low", [1, 2])
    assert stall.idle_round(rules, b.s, 0)          # seven turn starts, two whole rounds later


def test_a_llama_that_fills_another_cell_starts_the_count_again(build, rules):
    """Leaving a seed for an empty cell fills one more cell (a way to the full terrace): not
    quiet. Stepping back onto the seed, or on, fills no more than the count began with."""
    b = build(3)
    b.s["quiet"] = None
    assert not stall.idle_round(rules, b.s, 0)
    assert not stall.idle_round(rules, b.s, 0) and b.s["quiet"]["turns"] == 1
    b.s["quiet"]["turns"] = 5
    _walk(b, "white_low", [1, 1])
    assert not stall.idle_round(rules, b.s, 0) and b.s["quiet"]["turns"] == 0
    _walk(b, "white_low", [4, 3])                   # back onto its seed: one cell fewer
    assert not stall.idle_round(rules, b.s, 0) and b.s["quiet"]["turns"] == 1
    _walk(b, "white_low", [1, 5])                   # off it again: as many as the count began with
    assert not stall.idle_round(rules, b.s, 0) and b.s["quiet"]["turns"] == 2
    b.put([2, 2], "chili")                          # a planting is a change (a seed from the bag)
    assert not stall.idle_round(rules, b.s, 0) and b.s["quiet"]["turns"] == 0


def test_a_count_from_an_earlier_version_starts_again(build, rules):
    """A save of an earlier version holds a count without the sign (and perhaps without the
    cells it began with): it starts again rather than fail."""
    b = build(3)
    mark, filled = stall._mark(rules, b.s)
    for old in ({"mark": mark, "turns": 4}, {"mark": mark, "filled": filled, "turns": 4}):
        b.s["quiet"] = old
        assert not stall.idle_round(rules, b.s, 0) and b.s["quiet"]["turns"] == 0


def test_a_save_of_the_first_rules_revision_opens_from_its_stored_position(rules):
    """A save written before the sign (rules revision 1: a count of mark, cells filled and
    turns) replays to another count, so game.yaml's `rules_revision` makes it another data
    version: it opens from its stored position, the players are told, and it plays on."""
    import json
    from boardgames.engine import saves
    from boardgames.engine.bots import make, Table
    from boardgames.engine.catalog import load_catalog
    from boardgames.engine.playout import seats_for
    from pathlib import Path
    catalog = load_catalog(Path(__file__).resolve().parents[2] / "data")
    m = Match.new(catalog.games["urubamba_valley"].rules(), seats_for(rules, 3), "standard", None, seed=5)
    easy = [make("easy", s) for s in range(3)]
    for _ in range(40):
        t = Table.of(m)
        m.choose(easy[t.seat].decide(t))
    path = saves.save(m, "named", "revision 1")
    doc = json.loads(path.read_text("utf-8"))
    doc["game_data_hash"] = "sha256:" + "0" * 64            # the data of rules revision 1
    mark, filled = stall._mark(rules, doc["state"])
    doc["state"]["quiet"] = {"mark": mark, "filled": filled, "turns": 1}
    path.write_bytes(saves.encode(doc))                       # sealed: written by this install
    loaded = saves.load_full(path, catalog)
    assert not loaded.replayed and loaded.match.log[-1]["key"] == "save.loaded_from_state"
    m = loaded.match
    while m.pending is not None:
        t = Table.of(m)
        m.choose(easy[t.seat].decide(t))
    assert m.over and "sign" in m.state["quiet"]


def test_the_tables_mark_is_the_digest_of_its_sorted_json_whatever_the_key_order(rules):
    """The mark (its cells' text remembered) is SHA-256 of the table's JSON with sorted keys,
    each cell written by name with no llama on it (as saves stored cells up to format 3, so a
    mark saved then still compares), with the number of cells filled, at every step of a game
    and for a copy whose keys come in another order (a loaded save's)."""
    import hashlib
    import json
    from boardgames.engine.bots import make, Table
    from boardgames.engine.match import Match
    from boardgames.engine.playout import seats_for

    def plain(state):
        table = {k: v for k, v in state.items() if k not in stall.NOT_THE_TABLE}
        table["bag"], table["discard"] = sorted(state["bag"]), sorted(state["discard"])
        table["cells"] = {k: {"seed": sp[SEED], "llama": None, "worker": sp[WORKER], "isolated": sp[ISOLATED]}
                          for k, sp in state["cells"].items()}
        text = json.dumps(table, sort_keys=True, separators=(",", ":"))
        filled = sum(1 for sp in state["cells"].values() if sp[SEED] or sp[LLAMA] or sp[WORKER])
        return hashlib.sha256(text.encode()).hexdigest()[:24], filled

    m = Match.new(rules, seats_for(rules, 3), rules.modes()[0], None, seed=3, history=False)
    easy = [make("easy", s) for s in range(3)]
    for _ in range(80):
        if m.pending is None:
            break
        assert stall._mark(rules, m.state) == plain(m.state)
        reordered = json.loads(json.dumps(m.state, sort_keys=True))
        reordered["cells"] = dict(reversed(list(reordered["cells"].items())))
        assert stall._mark(rules, reordered) == plain(m.state)
        t = Table.of(m)
        m.choose(easy[t.seat].decide(t))


def test_two_rounds_in_which_everybody_harvests_nothing_end_the_game(rules):
    """Harvest with every worker on 0 is a turn that changes nothing: when all players take it
    for two whole rounds (here by choice: Purchase was open), the game ends as stalled."""
    from boardgames.engine.playout import seats_for
    m = Match.new(rules, seats_for(rules, 3), "standard", None, seed=2, history=False)
    turns = 0
    while not m.over and turns < 20:
        assert {"act": "harvest"} in m.pending.options
        m.choose({"act": "harvest"})
        turns += 1
    assert m.over and any(e["key"] == "urubamba_valley.log.quiet_round" for e in m.log)
    assert turns == 2 * 3          # the first harvests leave the table as it was: two rounds of them


def test_rounds_in_which_nothing_is_put_on_the_terrace_end_the_game(build, rules):
    """terrace.yaml `barren_rounds` whole rounds without a seed, a worker or a llama put on the
    terrace end the game as stalled, even when the table changes (coins, the market): a duel
    of the computer opponents ran 20,000 decisions of a leader harvesting $0 while another
    player bought a seed and worked in turn. A planting starts the count again."""
    from boardgames.engine.rules import Ctx
    b = build(3)
    s = b.s
    s.pop("barren")                                   # counted from here
    n = rules.barren_rounds * 3
    for turn in range(n):
        assert not stall.barren_round(rules, s), turn
        b.coins(turn % 3, turn % 2)                   # the table changes, nothing is put down
    assert stall.barren_round(rules, s) and s["barren"]["turns"] == n
    b.put([1, 1], "corn")
    assert not stall.barren_round(rules, s) and s["barren"]["turns"] == 0
    s["barren"]["turns"] = n - 1
    s["tasks"] = [{"t": "turns", "p": 0, "in": False}]
    b.m.invalidate()
    rules.settle(Ctx(s, b.m.log), s)
    assert s["over"] and s["ended_by"] == 0
    assert any(e["key"] == f"{G}.log.barren_rounds" and e["args"]["n"] == rules.barren_rounds for e in b.m.log)


def test_a_llama_stepping_off_a_seed_onto_an_empty_cell_is_progress(build, rules):
    """A llama walked between empty cells is no progress; one that leaves a seed for an empty
    cell fills a cell more than ever before, and a llama from the reserve is put on the
    terrace: both start the count again (3 players: a set-up seed lies under each llama)."""
    b = build(3)
    s = b.s
    assert b.at([4, 3])[SEED] is not None and b.at([4, 3])[LLAMA] is not None
    s.pop("barren")
    stall.barren_round(rules, s)
    s["barren"]["turns"] = 5
    b.at([1, 2])[LLAMA], b.at([4, 3])[LLAMA] = b.at([4, 3])[LLAMA], None     # off its seed: one cell more
    stall.barren_round(rules, s)
    assert s["barren"]["turns"] == 0
    b.at([1, 3])[LLAMA], b.at([1, 2])[LLAMA] = b.at([1, 2])[LLAMA], None     # walked about: nothing
    stall.barren_round(rules, s)
    b.at([1, 2])[LLAMA], b.at([1, 3])[LLAMA] = b.at([1, 3])[LLAMA], None
    stall.barren_round(rules, s)
    assert s["barren"]["turns"] == 2
    b.at([1, 4])[LLAMA] = s["llama_reserve"].pop(0)                          # a llama from the reserve
    stall.barren_round(rules, s)
    assert s["barren"]["turns"] == 0
