"""One constructed position per Moon River rule (fact sheet sections 8-13, examples W1-W12)."""
from __future__ import annotations

import pytest

from boardgames.engine.choice import Illegal
from boardgames.games.moon_river import farm as F

from mr_helpers import clear_storage

G = "moon_river"


def kinds(m):
    return m.pending.kind.split(".")[1]


# --- set-up ---------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_components(build, n):
    b = build(n=n)
    s = b.s
    assert len(s["plots"]) == 96
    assert len(s["tokens"]) == 20
    assert sum(1 for t in s["saloon"] if t) == 5
    assert sum(len(x) for x in s["stacks"]) == 15
    assert s["rows"] == (10 if n == 2 else 5) and s["cols"] == 5
    assert len(s["ranchers"]) == 4 if n in (2, 4) else 3
    assert s["cows_supply"] == 32
    col = s["line"]["current"]
    nums = [b.rules.design_of_plot(s, x["plot"])["number"] for x in col]
    assert nums == sorted(nums) and len(col) == 4
    assert not b.rules.check(s)


def test_column_sorted_ascending_keeping_draw_order(build):
    """W11: drawn 3, 1, 3, 5 -> column 1, 3 (first drawn), 3 (second drawn), 5."""
    b = build(n=3)
    s = b.s
    drawn = [b.grab("PR1"), b.grab("DE1"), b.grab("PR2"), b.grab("CO1")]  # numbers 3, 1, 3, 5
    s["bag"].extend(reversed(drawn))  # bag.pop() draws from the end
    from boardgames.engine.rules import Ctx
    from boardgames.games.moon_river import actions
    column = actions.draw_column(b.rules, Ctx(s), s)
    assert [x["plot"] for x in column] == [drawn[1], drawn[0], drawn[2], drawn[3]]


def test_draft_every_rancher_chooses_then_last_is_automatic_with_four(build):
    b = build(n=4)
    players = []
    while kinds(b.m) == "draft":
        players.append(b.m.pending.player)
        b.m.choose(b.m.pending.options[0])
    assert len(players) == 3  # the fourth rancher takes the last plot automatically
    on_column = sum(1 for x in b.s["line"]["current"] if x["rancher"] is not None)
    assert on_column + 1 == 4 and b.s["turn"]["rancher"] is not None  # the first turn has begun


def test_two_player_draft_first_places_one_then_other_places_two(build):
    b = build(n=2, seed=5)
    seq = []
    while kinds(b.m) == "draft":
        seq.append(b.m.pending.player)
        b.m.choose(b.m.pending.options[0])
    assert len(seq) == 3 and seq[1] == seq[2] != seq[0]
    owners = [b.s["ranchers"][x["rancher"]] for x in b.s["line"]["current"] if x["rancher"] is not None]
    owners.append(b.s["turn"]["player"])
    assert sorted(owners) == [0, 0, 1, 1]


def test_turn_order_follows_column_slots(build):
    b = build(n=4, seed=6).finish_draft()
    # the first rancher has taken its plot already; the others follow in slot order
    waiting = [x["rancher"] for x in b.s["line"]["current"] if x["rancher"] is not None]
    assert b.m.pending.player == b.turn_player
    first = b.turn_player
    while b.s["round"] == 1:
        opts = b.m.pending.options
        b.m.choose(next((o for o in opts if o.get("act") == "stop"), opts[0]))
    keys = [e["key"] for e in b.m.log]
    round_two = keys.index(f"{G}.log.round", keys.index(f"{G}.log.round") + 1)
    takes = [e["p"] for e in b.m.log[:round_two] if e["key"] == f"{G}.log.take"]
    assert takes == [first] + [b.s["ranchers"][r] for r in waiting]


# --- taking, storage, forced expansion ------------------------------------------------------

def test_take_plot_goes_to_storage(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    assert len(b.s["players"][p]["storage"]) == 1
    assert kinds(b.m) in ("pick", "expand")


def test_full_storage_forces_expansion(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    b.store(p, "DE1", "DE1", "DE1")  # 4 plots, capacity 3
    b.refresh()
    assert kinds(b.m) == "expand"
    acts = {o["act"] for o in b.m.pending.options}
    assert "stop" not in acts and acts == {"pair"}
    with pytest.raises(Illegal) as exc:
        b.m.choose({"act": "stop"})
    assert exc.value.reason["key"] == f"{G}.why.must_expand"


def test_forced_without_legal_placement_discards_two(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    pl = b.s["players"][p]
    # fill the farm except an isolated corner that matches nothing
    for r in range(5):
        for c in range(5):
            if (r, c) not in ((4, 3), (4, 4)):
                b.put(p, (r, c), "CO2")
    b.store(p, "DE1", "DE1", "DE1")
    b.refresh()
    opts = b.m.pending.options
    assert opts and all(o["act"] == "discard" for o in opts)
    b.m.choose(opts[0])
    assert len(pl["discarded"]) == 2 and len(pl["storage"]) == 2


# --- placement rules ---------------------------------------------------------------------------

def _ready_to_place(b, p, *designs):
    clear_storage(b, p)
    ids = b.store(p, *designs)
    b.refresh()
    b.m.choose({"act": "pair", "plots": sorted(ids)})
    return sorted(ids)


def test_bridge_accepts_any_terrain(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    _ready_to_place(b, p, "DE1", "CO2")
    cells = {(tuple(o["cell"]), o["dir"]) for o in b.m.pending.options if o.get("act") == "place"}
    # camp bridges at columns 0, 2, 4: a card in river row at column 0 is fine
    assert ((0, 0), 1) in cells
    # nothing may float away from bridges and plots
    assert not any(c[0] >= 2 for c, _ in cells)


def test_adjacent_needs_same_terrain(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    b.put(p, (0, 0), "FO1")
    b.put(p, (1, 0), "FO1")
    b.s["players"][p]["bridges"] = [0, 4]
    a, c = _ready_to_place(b, p, "DE1", "PR1")
    offered = {(tuple(o["cell"]), o["dir"]) for o in b.m.pending.options if o.get("act") == "place"}
    # touching only the forest with desert/prairie: illegal
    assert ((2, 0), 1) not in offered
    with pytest.raises(Illegal) as exc:
        b.m.choose({"act": "place", "cell": [2, 0], "dir": 1})
    assert exc.value.reason["key"] == f"{G}.why.no_anchor"
    with pytest.raises(Illegal) as exc:
        b.m.choose({"act": "place", "cell": [0, 0], "dir": 1})
    assert exc.value.reason["key"] == f"{G}.why.occupied"
    with pytest.raises(Illegal) as exc:
        b.m.choose({"act": "place", "cell": [4, 4], "dir": 0 if False else 2})
    assert exc.value.reason["key"] == f"{G}.why.outside"


def test_adjacent_same_terrain_is_legal(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    b.put(p, (0, 0), "FO1")
    b.s["players"][p]["bridges"] = [0]
    ids = _ready_to_place(b, p, "FO1", "DE1")
    first_is_forest = b.s["plots"][ids[0]] == "FO1"
    cell, d = ([1, 0], 1) if first_is_forest else ([1, 1], 3)
    b.m.choose({"act": "place", "cell": cell, "dir": d})
    assert len(b.s["players"][p]["farm"]) == 3


def test_cancel_takes_the_card_apart(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    _ready_to_place(b, p, "DE1", "DE1")
    b.m.choose({"act": "cancel"})
    assert kinds(b.m) == "expand" and b.s["card"] is None
    assert len(b.s["players"][p]["storage"]) == 2


def test_four_plots_allow_two_cards_in_one_turn(build):
    b = build(n=4, mode="legends").finish_draft()
    p = b.turn_player
    assert b.s["players"][p]["capacity"] in (2, 3, 4)
    b.s["players"][p]["capacity"] = 4
    clear_storage(b, p)
    b.store(p, "DE1", "DE1", "DE1", "DE1")
    b.refresh()
    for _ in range(2):
        pair = b.opts(act="pair")[0]
        b.m.choose(pair)
        b.m.choose(b.opts(act="place")[0])
    assert len(b.s["players"][p]["farm"]) == 4


# --- symbols -------------------------------------------------------------------------------------

def _place_first(b):
    b.m.choose(b.opts(act="place")[0])


def test_cow_symbol_brings_a_cow(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    _ready_to_place(b, p, "DE3", "DE1")
    supply = b.s["cows_supply"]
    _place_first(b)
    assert sum(b.s["players"][p]["cows"].values()) == 1
    assert b.s["cows_supply"] == supply - 1


def test_cow_symbol_with_empty_supply_brings_nothing(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    b.s["cows_supply"] = 0
    b.s["players"][(p + 1) % 3]["farm"]["4,4"] = b.grab("DE1")
    b.s["players"][(p + 1) % 3]["cows"]["4,4"] = 32
    _ready_to_place(b, p, "DE3", "DE1")
    _place_first(b)
    assert sum(b.s["players"][p]["cows"].values()) == 0


def _canyon_with_cows(b, p):
    b.s["players"][p]["bridges"] = [0]
    b.put(p, (0, 0), "CA1", cows=1)
    b.put(p, (1, 0), "CA1", cows=1)


def test_drought_player_chooses_which_cow(build):
    """W2: canyon skull + desert skull; canyon region has 2 cows -> remove one of them; desert: nothing."""
    b = build(n=3).finish_draft()
    p = b.turn_player
    _canyon_with_cows(b, p)
    ids = _ready_to_place(b, p, "CA4", "DE4")
    canyon_first = b.s["plots"][ids[0]] == "CA4"
    b.m.choose({"act": "place", "cell": [2, 0] if canyon_first else [2, 1], "dir": 1 if canyon_first else 3})
    assert kinds(b.m) == "drought"
    cells = sorted(tuple(o["cell"]) for o in b.m.pending.options)
    assert cells == [(0, 0), (1, 0)]
    b.m.choose({"cell": [1, 0]})
    assert b.s["players"][p]["cows"] == {"0,0": 1}
    assert kinds(b.m) != "drought"  # the desert skull hit a region without cows


def test_two_skulls_on_one_region_remove_two_cows(build):
    """W3."""
    b = build(n=3).finish_draft()
    p = b.turn_player
    _canyon_with_cows(b, p)
    _ready_to_place(b, p, "CA4", "CA4")
    b.m.choose({"act": "place", "cell": [2, 0], "dir": 1})
    while kinds(b.m) == "drought":
        b.m.choose(b.m.pending.options[0])
    assert sum(b.s["players"][p]["cows"].values()) == 0


def test_symbol_order_cow_then_skull_then_circle(build):
    """W4: farm (cow + circle) + canyon (skull); then a Cattle Thief is hired and steals."""
    b = build(n=3).finish_draft()
    p = b.turn_player
    q = (p + 1) % 3
    _canyon_with_cows(b, p)
    b.put(q, (0, 0), "PR1", cows=1)
    thief = b.saloon_has("cattle_thief")
    ids = _ready_to_place(b, p, "FA2", "CA4")
    farm_first = b.s["plots"][ids[0]] == "FA2"
    b.m.choose({"act": "place", "cell": [2, 1] if farm_first else [2, 0], "dir": 3 if farm_first else 1})
    # A: the cow arrived on the farm plot; B: the drought asks which canyon cow to remove
    assert b.s["players"][p]["cows"].get("2,1") == 1
    assert kinds(b.m) == "drought"
    b.m.choose(b.m.pending.options[0])
    # C: hire
    assert kinds(b.m) == "hire"
    b.m.choose({"token": thief, "side": "expert", "cell": [2, 1]})
    assert kinds(b.m) == "thief"
    b.m.choose({"player": q, "cell": [0, 0]})
    assert b.s["players"][p]["cows"]["2,1"] == 2
    assert b.s["players"][q]["cows"] == {}


def test_herder_protects_the_region(build):
    """W5: a partner anywhere in a region protects every cow in it."""
    b = build(n=3).finish_draft()
    p = b.turn_player
    q = (p + 1) % 3
    b.put(q, (0, 0), "PR6")
    b.put(q, (0, 1), "PR1", cows=1)
    b.put(q, (0, 2), "DE1", cows=1)
    b.partner(q, (0, 0), "prospector")
    b.refresh()
    assert b.rules.protected(b.s, q, "0,1")
    assert not b.rules.protected(b.s, q, "0,2")
    thief = b.saloon_has("cattle_thief")
    _ready_to_place(b, p, "FA1", "DE1")
    b.m.choose(b.opts(act="place")[0])
    circle = next(k for k, x in b.s["players"][p]["farm"].items() if b.s["plots"][x] == "FA1")
    b.m.choose({"token": thief, "side": "expert", "cell": list(F.cell(circle))})
    targets = [(o["player"], tuple(o["cell"])) for o in b.m.pending.options if "cell" in o]
    assert (q, (0, 2)) in targets and (q, (0, 1)) not in targets
    with pytest.raises(Illegal) as exc:
        b.m.choose({"player": q, "cell": [0, 1]})
    assert exc.value.reason["key"] == f"{G}.why.protected"


def test_cowboy_moves_three_steps_split_between_cows(build):
    """W6: one cow moves 1 step and another 2 steps; cornfields are never entered."""
    b = build(n=3).finish_draft()
    p = b.turn_player
    b.s["players"][p]["bridges"] = [0]
    b.put(p, (0, 0), "DE1", cows=1)
    b.put(p, (0, 1), "DE1")
    b.put(p, (0, 2), "CO2")
    b.put(p, (1, 0), "DE1", cows=1)
    b.put(p, (2, 0), "DE1")
    b.put(p, (3, 0), "DE1")
    b.saloon_has("prospector")
    tok = b.s["saloon"][0]
    _ready_to_place(b, p, "DE5", "DE1")
    b.m.choose({"act": "place", "cell": [1, 1], "dir": 0} if False else b.opts(act="place")[0])
    circle = next(k for k, x in b.s["players"][p]["farm"].items() if b.s["plots"][x] == "DE5")
    b.m.choose({"token": tok, "side": "cowboy", "cell": list(F.cell(circle))})
    assert kinds(b.m) == "cowboy" and b.m.pending.info["steps_left"] == 3
    moves = b.m.pending.options
    assert {"from": [0, 1], "to": [0, 2]} not in moves
    with pytest.raises(Illegal) as exc:
        b.m.choose({"from": [0, 0], "to": [2, 0]})   # within reach, but one step at a time
    assert exc.value.reason["key"] == f"{G}.why.one_step"
    with pytest.raises(Illegal) as exc:
        b.m.choose({"from": [0, 0], "to": [0, 2]})
    assert exc.value.reason["key"] == f"{G}.why.cows_avoid"
    b.m.choose({"from": [0, 0], "to": [0, 1]})
    b.m.choose({"from": [1, 0], "to": [2, 0]})
    b.m.choose({"from": [2, 0], "to": [3, 0]})
    assert b.s["players"][p]["cows"] == {"0,1": 1, "3,0": 1}
    assert kinds(b.m) != "cowboy"


def test_cowboy_may_stop_early(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    b.s["players"][p]["bridges"] = [0]
    b.put(p, (0, 0), "DE1", cows=1)
    tok = next(t for t in b.s["saloon"] if t)
    _ready_to_place(b, p, "DE5", "DE1")
    b.m.choose(b.opts(act="place")[0])
    circle = next(k for k, x in b.s["players"][p]["farm"].items() if b.s["plots"][x] == "DE5")
    b.m.choose({"token": tok, "side": "cowboy", "cell": list(F.cell(circle))})
    b.m.choose({"act": "done"})
    assert kinds(b.m) != "cowboy"


def test_desperado_swaps_stored_plots(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    q = (p + 1) % 3
    mine = b.store(p, "CO1")[0]
    theirs = b.store(q, "FA1")[0]
    tok = b.saloon_has("desperado")
    _ready_to_place(b, p, "DE5", "DE1")
    b.s["players"][p]["storage"].append(mine)
    b.refresh() if False else None
    b.m.choose(b.opts(act="place")[0])
    circle = next(k for k, x in b.s["players"][p]["farm"].items() if b.s["plots"][x] == "DE5")
    b.m.choose({"token": tok, "side": "expert", "cell": list(F.cell(circle))})
    assert kinds(b.m) == "desperado"
    b.m.choose({"mine": mine, "player": q, "theirs": theirs})
    assert theirs in b.s["players"][p]["storage"] and mine in b.s["players"][q]["storage"]


def test_empty_saloon_means_the_circle_does_nothing(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    b.s["stacks"][0].extend(t for t in b.s["saloon"] if t)
    b.s["saloon"] = [None] * 5
    _ready_to_place(b, p, "DE5", "DE1")
    b.m.choose(b.opts(act="place")[0])
    assert kinds(b.m) not in ("hire", "cowboy")
    assert any(e["key"] == f"{G}.log.saloon_empty" for e in b.m.log[-3:])


def test_saloon_refills_only_at_round_end(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    tok = next(t for t in b.s["saloon"] if t)
    _ready_to_place(b, p, "DE5", "DE1")
    b.m.choose(b.opts(act="place")[0])
    circle = next(k for k, x in b.s["players"][p]["farm"].items() if b.s["plots"][x] == "DE5")
    b.m.choose({"token": tok, "side": "expert" if b.s["tokens"][tok] not in ("desperado", "cattle_thief") else "cowboy",
                "cell": list(F.cell(circle))})
    while kinds(b.m) in ("cowboy",):
        b.m.choose({"act": "done"} if {"act": "done"} in b.m.pending.options else b.m.pending.options[0])
    assert None in b.s["saloon"]
    rnd = b.s["round"]
    while b.s["round"] == rnd:
        opts = b.m.pending.options
        b.m.choose(next((o for o in opts if o.get("act") in ("stop", "done", "skip")), opts[0]))
    assert None not in b.s["saloon"]


def test_three_players_remove_the_unchosen_plot(build):
    """W12."""
    b = build(n=3).finish_draft()
    free = [x["plot"] for x in b.s["line"]["current"] if x["rancher"] is None and x["plot"]]
    assert len(free) == 1
    while b.s["round"] == 1:
        opts = b.m.pending.options
        b.m.choose(next((o for o in opts if o.get("act") == "stop"), opts[0]))
    assert free[0] in b.s["removed"]


# --- final round, allocation, scoring ---------------------------------------------------------

def _play_to_final(b):
    while not b.s["final"]:
        opts = b.m.pending.options
        b.m.choose(next((o for o in opts if o.get("act") in ("stop", "done", "skip")), opts[0]))


def test_final_round_must_place_and_discards_the_rest(build):
    b = build(n=4, seed=3)
    _play_to_final(b)
    assert not b.s["bag"] and b.s["line"]["next"] is None
    seen_stop = False
    while not b.m.over:
        ch = b.m.pending
        if ch.kind == f"{G}.expand":
            seen_stop |= {"act": "stop"} in ch.options
        b.m.choose(ch.options[0])
    assert not seen_stop
    for pl in b.s["players"]:
        assert pl["storage"] == []
    assert not b.rules.check(b.s)


def test_space_allocation_keeps_one_cow_per_plot(build):
    """W7."""
    b = build(n=4, seed=4)
    _play_to_final(b)
    p = b.turn_player
    pl = b.s["players"][p]
    k = next((k for k, x in pl["farm"].items() if b.rules.design_of_plot(b.s, x)["terrain"] != "cornfield"), None)
    if k is None:
        pytest.skip("no plot to test on")
    take = 2 - pl["cows"].get(k, 0)
    pl["cows"][k] = 2
    b.s["cows_supply"] -= take
    b.refresh()
    while not b.m.over:
        b.m.choose(b.m.pending.options[0])
    assert all(n == 1 for pl in b.s["players"] for n in pl["cows"].values())
    assert not b.rules.check(b.s)


def test_rulebook_scoring_example_89(build):
    """W8: desert 5/1 cow, canyon 7/3, prairie 3/2, farm 4/4, forest 1 (no cows); 4 gold, 1 otter,
    18 corn; one expert Farmer -> 5 + 21 + 6 + 0 + 16 + 4 + 1 + 18 + 18 = 89."""
    b = build(n=3)
    p = 0
    layout = {
        # row 0..4, col 0..4
        (0, 0): ("DE2", 1), (0, 1): ("DE2", 0), (0, 2): ("DE2", 0), (0, 3): ("DE1", 0), (0, 4): ("DE1", 0),
        (1, 0): ("CA1", 1), (1, 1): ("CA1", 1), (1, 2): ("CA1", 1), (1, 3): ("CA2", 0), (1, 4): ("CA1", 0),
        (2, 0): ("CA1", 0), (2, 1): ("CA1", 0), (2, 2): ("FO4", 0), (2, 3): ("CO1", 0), (2, 4): ("CO1", 0),
        (3, 0): ("PR1", 1), (3, 1): ("PR1", 1), (3, 2): ("PR1", 0), (3, 3): ("CO2", 0), (3, 4): ("CO2", 0),
        (4, 0): ("FA2", 1), (4, 1): ("FA1", 1), (4, 2): ("FA1", 1), (4, 3): ("FA1", 1),
    }
    for cell, (design, cows) in layout.items():
        b.put(p, cell, design, cows=cows)
    b.partner(p, (4, 1), "farmer")
    sheet = b.rules.score(b.s)
    col = {row.split(".")[-1]: sheet.values[i][p] for i, row in enumerate(sheet.rows)}
    assert col["desert"] == 5 and col["canyon"] == 21 and col["prairie"] == 6
    assert col["forest"] == 0 and col["farm"] == 16
    assert (col["gold"], col["otters"], col["corn"]) == (4, 1, 18)
    assert col["farmer"] == 18 and col["prospector"] is None and col["scenario"] is None
    assert sheet.totals[p] == 89


def _sheet_value(sheet, row, p):
    return sheet.values[[r.split(".")[-1] for r in sheet.rows].index(row)][p]


@pytest.mark.parametrize("scenario,design,extra", [
    ("timber_rafting", "FO1", None),
    ("gold_rush", "DE2", None),
    ("moon_river_city", "FA1", None),
])
def test_scenario_group_of_six_scores_forty(build, scenario, design, extra):
    """W9."""
    b = build(n=3, mode="legends", options={"scenario": scenario})
    for c in range(5):
        b.put(0, (0, c), design)
    b.put(0, (1, 0), design)
    assert _sheet_value(b.rules.score(b.s), "scenario", 0) == 40


def test_outlaws_group_of_six_partners_scores_forty(build):
    b = build(n=3, mode="legends", options={"scenario": "outlaws"})
    cells = [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (1, 0)]
    for cell in cells:
        b.put(0, cell, "FA1")
    b.partner(0, cells[0], "desperado")
    for cell in cells[1:]:
        b.partner(0, cell, "prospector", side="cowboy") if False else b.partner(0, cell, "hunter", side="cowboy")
    assert _sheet_value(b.rules.score(b.s), "scenario", 0) == 40


def test_outlaws_needs_a_bandit(build):
    b = build(n=3, mode="legends", options={"scenario": "outlaws"})
    for c in range(3):
        b.put(0, (0, c), "FA1")
        b.partner(0, (0, c), "hunter")
    assert _sheet_value(b.rules.score(b.s), "scenario", 0) == 0


def test_two_groups_of_three_score_twenty(build):
    """W10."""
    b = build(n=3, mode="legends", options={"scenario": "moon_river_city"})
    for c in range(3):
        b.put(0, (0, c), "FA1")
        b.put(0, (2, c), "FA1")
    assert _sheet_value(b.rules.score(b.s), "scenario", 0) == 20


def test_timber_rafting_needs_the_river(build):
    b = build(n=3, mode="legends", options={"scenario": "timber_rafting"})
    for c in range(4):
        b.put(0, (1, c), "FO1")
    assert _sheet_value(b.rules.score(b.s), "scenario", 0) == 0


def test_tie_break_largest_region_then_cows(build):
    b = build(n=3)
    for c in range(3):
        b.put(0, (0, c), "CO2")  # 12 corn, no region points, largest region 3
    for c in range(2):
        b.put(1, (0, c), "CO1")  # 10 corn
    b.put(1, (1, 0), "FO1")      # +0
    b.put(1, (1, 1), "DE1")
    b.put(2, (0, 0), "CO2")
    b.put(2, (0, 1), "CO2")
    b.put(2, (0, 2), "CO2")      # 12 corn, largest region 3
    sheet = b.rules.score(b.s)
    assert sheet.totals[0] == sheet.totals[2] == 12
    assert sheet.winners == [0, 2]
    b.put(2, (1, 0), "DE1", cows=1)  # +1 point for player 2
    assert b.rules.score(b.s).winners == [2]


# --- two players: landscape bonus tiles ----------------------------------------------------

def test_bonus_tile_for_the_first_to_reach_the_last_row(build):
    b = build(n=2, seed=2).finish_draft()
    p = b.turn_player
    b.s["players"][p]["bridges"] = [0]
    for r in range(8):
        b.put(p, (r, 0), "DE1")
    _ready_to_place(b, p, "DE1", "DE1")
    b.m.choose({"act": "place", "cell": [8, 0], "dir": 2})
    assert kinds(b.m) == "bonus"
    opt = b.opts(cell=[0, 1])[0] if b.opts(cell=[0, 1]) else b.m.pending.options[0]
    tok = next(t for t in b.s["saloon"] if t)
    b.m.choose(opt)
    assert b.s["players"][p]["bonus"] == opt["tile"]
    assert kinds(b.m) == "hire"
    b.m.choose({"token": tok, "side": "expert", "cell": opt["cell"]} if b.s["tokens"][tok] not in
               ("desperado", "cattle_thief") else {"token": tok, "side": "cowboy", "cell": opt["cell"]})
    assert len(b.s["bonus_left"]) == 1
    assert not b.rules.check(b.s)


def test_a_bonus_tile_scores_by_the_face_it_lies_on(build):
    """The tile's id names no design: a search scores both faces on the same cell, and the
    face scored first must not stand for the other (scoring remembers farms it has seen)."""
    b = build(n=2)
    pl = b.s["players"][0]
    b.put(0, (0, 0), "DE1", cows=1)
    b.put(0, (0, 1), "DE1")
    F.lay(pl, "0,2", "B1", "desert", b.s["rows"], b.s["cols"])
    b.s["bonus_left"].remove("B1")
    pl["bonus"] = "B1"
    got = {}
    for face in ("B1a", "B1b", "B1a"):      # desert: a region of 3 with a cow; canyon: of 2
        b.s["plots"]["B1"] = face
        got[face] = (_sheet_value(b.rules.score(b.s), "desert", 0), b.rules.bot_features(b.s)[0]["score"])
    assert got == {"B1a": (3, 3.0), "B1b": (2, 2.0)}

# --- undo, redo, replay ----------------------------------------------------------------------

def test_undo_within_a_turn_and_not_into_the_previous_one(build):
    b = build(n=3).finish_draft()
    p = b.turn_player
    clear_storage(b, p)
    ids = b.store(p, "DE1", "DE1")
    b.refresh()
    assert not b.m.can_undo
    b.m.choose({"act": "pair", "plots": sorted(ids)})
    before = b.m.state["players"][p]["farm"].copy()
    b.m.choose(b.opts(act="place")[0])
    assert b.m.can_undo
    assert b.m.undo() and b.m.state["players"][p]["farm"] == before
    assert b.m.can_redo and b.m.redo()
    assert len(b.m.state["players"][p]["farm"]) == 2
    assert kinds(b.m) == "pick"  # nothing left to expand with
    b.m.choose(b.m.pending.options[0])  # pick: ends the turn
    assert not b.m.can_undo


def test_same_seed_same_choices_same_game(rules):
    from boardgames.engine.match import Match
    import random
    seats = [{"name": "A", "colour": "purple"}, {"name": "B", "colour": "green"}, {"name": "C", "colour": "white"}]
    m = Match.new(rules, seats, "legends", {}, 77)
    bot = random.Random(3)
    while not m.over:
        m.choose(bot.choice(m.pending.options))
    again = Match.replay(rules, m.setup, m.actions)
    assert again.state == m.state


def test_data_error_names_file_path_and_line(tmp_path):
    import shutil
    from boardgames.engine.catalog import load_catalog
    from boardgames import paths
    root = tmp_path / "data"
    shutil.copytree(paths.data_dir(), root)
    f = root / "moon_river" / "plots.yaml"
    text = f.read_text().replace("{id: DE1, terrain: desert, number: 1, count: 7",
                                 "{id: DE1, terrain: desert, number: 1, count: -7")
    f.write_text(text)
    cat = load_catalog(root)
    assert "moon_river" not in cat.games
    err = cat.errors["moon_river"][0]
    assert err.file.endswith("moon_river/plots.yaml") and err.line == 11
    assert err.path == ("designs", 0, "count")
