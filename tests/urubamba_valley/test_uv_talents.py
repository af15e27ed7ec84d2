"""One constructed position per talent (all 24), each ability through the real choices."""
from __future__ import annotations

from boardgames.games.urubamba_valley.terrace import LLAMA, SEED, WORKER

G = "urubamba_valley"
# seats in colour order: 0 red chili, 1 yellow corn, 2 brown potato, 3 green pea, 4 purple lavender


def hired(b, p, design, coins=30, slot=0, **extra):
    """p buys `design` from talent slot `slot` in a Purchase action."""
    b.market_talent(slot, design)
    b.coins(p, coins).turn(p).choose({"act": "purchase"})
    b.choose({"act": "hire", "slot": slot, **extra})
    return b


def test_llama_breeder_places_a_grey_llama_once_then_pays_per_llama(build):
    b = build()
    tile = b.talent(0, "llama_breeder")
    b.put([1, 1], "chili").seeds(0, "chili").coins(0, 0).turn(0)
    opt = {"free": "llama", "talent": tile, "cell": [1, 1]}
    assert opt in b.m.pending.options
    b.choose(opt).ok()
    assert b.at([1, 1])[LLAMA].startswith("grey") and not b.pl(0)["talents"][0]["charged"]
    assert not [o for o in b.m.pending.options if o.get("free") == "llama"]
    b.choose({"act": "plant", "seed": "chili", "cell": [1, 2]}).ok()
    assert b.pl(0)["track"] == [3] and b.pl(0)["coins"] == 1


def test_peddler_purchase_after_plant(build):
    b = build()
    tile = b.talent(0, "peddler")
    b.coins(0, 5).turn(0).choose({"act": "plant", "seed": "chili", "cell": [1, 1]})
    assert {"act": "extra", "talent": tile} in b.m.pending.options
    b.choose({"act": "extra", "talent": tile})          # the only action left is carried out at once
    assert b.kind == "purchase" and not b.pl(0)["talents"][0]["charged"]


def test_generalist_plants_without_technology_at_most_2_points(build):
    b = build()
    tile = b.talent(0, "generalist")
    b.put([1, 1], "corn").put([1, 2], "corn").seeds(0, "corn").turn(0)
    opt = {"act": "plant", "seed": "corn", "cell": [1, 3], "via": tile}
    assert opt in b.m.pending.options
    b.choose(opt).ok()
    assert b.pl(0)["track"] == [2]
    assert b.pl(0)["talents"][0]["charged"] is False        # permanent: nothing to spend


def test_llama_herder_moves_up_to_two_llamas_after_a_harvest(build):
    b = build()
    b.talent(0, "llama_herder")
    b.s["sealed"] = [3]
    b.s["talent_discard"] += b.s["stacks"]["1"]
    b.s["stacks"]["1"] = []
    b.turn(0).choose({"act": "harvest"})
    assert b.kind == "herd"
    b.choose({"act": "move", "llama": "white_low", "cell": [1, 1]})
    assert b.at([1, 1])[LLAMA] == "white_low" and b.at([4, 3])[LLAMA] is None
    assert all(o["cell"] != [6, 1] for o in b.m.pending.options if o.get("act") == "move")
    assert not [o for o in b.m.pending.options if o.get("cell") == [5, 3]]     # tier 3 is sealed
    b.choose({"act": "stop"}).ok()
    assert b.s["turn"]["p"] == 1


def test_irrigator_one_point_plantings_give_two(build):
    b = build()
    b.talent(0, "irrigator")
    b.turn(0).choose({"act": "plant", "seed": "chili", "cell": [1, 1]}).ok()
    assert b.pl(0)["track"] == [2]


def test_buyer_pays_1_per_seed(build):
    b = build()
    b.talent(0, "buyer")
    b.coins(0, 10).turn(0).choose({"act": "purchase"})
    b.choose({"act": "seed", "slot": 5})
    assert b.pl(0)["coins"] == 9


def test_terrace_worker_free_seed_on_hiring(build):
    b = hired(build(), 0, "terrace_worker")
    assert b.kind == "free_seed"
    crop = b.s["market"][4]
    coins = b.pl(0)["coins"]
    b.choose({"act": "seed", "slot": 4}).ok()
    assert crop in b.pl(0)["warehouse"] and b.pl(0)["coins"] == coins


def test_terrace_worker_never_pays_to_unlock(build):
    b = build()
    b.talent(0, "terrace_worker")
    b.talent(1, "terrace_worker")
    b.put([1, 2], "chili").put([2, 2], "chili").seeds(0, "chili").coins(0, 0).coins(1, 5)
    b.turn(0).choose({"act": "plant", "seed": "chili", "cell": [3, 2], "helper": 1}).ok()
    assert b.pl(0)["coins"] == 0 and b.pl(1)["coins"] == 5 and not b.s["debts"] and b.s["sealed"] == [3]


def test_warehouse_keeper_holds_5_and_may_go_the_extra_seeds_discarded(build):
    """The Warehouse Keeper holds 5. It is not printed 此人才板塊不可棄掉, so it may be discarded
    for a new talent even with 5 seeds stored: the player then discards the seeds beyond 3,
    choosing which, one at a time, before the Purchase goes on (NOTES.md)."""
    b = build()
    b.talent(0, "warehouse_keeper")
    b.seeds(0, "chili", "chili", "vine", "corn")
    b.coins(0, 10).turn(0).choose({"act": "purchase"})
    assert all("drop" not in o for o in b.opts(act="seed"))
    b.choose({"act": "seed", "slot": 0})
    assert len(b.pl(0)["warehouse"]) == 5 and all("drop" in o for o in b.opts(act="seed"))
    b.talent(0, "merchant")
    b.talent(0, "native")
    b.market_talent(1, "irrigator")
    b.m.invalidate()
    keeper = b.pl(0)["talents"][0]["id"]
    assert b.opts(act="hire", slot=1, drop=keeper)
    stored = sorted(b.pl(0)["warehouse"])
    b.choose({"act": "hire", "slot": 1, "drop": keeper}).ok()
    assert b.kind == "shed" and b.m.pending.player == 0
    assert b.m.pending.options == [{"act": "shed", "seed": c} for c in sorted(set(stored))]
    assert b.m.explain({"act": "shed", "seed": "pea"})["key"] == f"{G}.why.shed_a_seed"
    b.choose({"act": "shed", "seed": "vine"}).ok()
    assert b.kind == "shed"
    b.choose({"act": "shed", "seed": "chili"}).ok()
    assert b.kind == "purchase" and len(b.pl(0)["warehouse"]) == 3
    left = list(stored)
    left.remove("vine")
    left.remove("chili")
    assert b.pl(0)["warehouse"] == sorted(left) and b.s["discard"].count("vine") >= 1
    assert [e["key"] for e in b.m.log].count(f"{G}.log.shed") == 2


def test_talents_printed_not_to_be_discarded_stay(build):
    """Tax Collector, Warrior and Manager (此人才板塊不可棄掉) cannot make room for a new talent."""
    b = build()
    for design in ("tax_collector", "warrior", "manager"):
        b.talent(0, design)
    b.market_talent(1, "irrigator")
    b.coins(0, 10).turn(0).choose({"act": "purchase"})
    assert not b.opts(act="hire", slot=1)
    for e in b.pl(0)["talents"]:
        assert b.m.explain({"act": "hire", "slot": 1, "drop": e["id"]})["key"] == f"{G}.why.keeps_talent"


def test_native_plus_one_for_the_own_crop(build):
    b = build()
    b.talent(0, "native")
    b.turn(0).choose({"act": "plant", "seed": "chili", "cell": [1, 1]}).ok()
    assert b.pl(0)["track"] == [2]


def test_vine_clearer_plants_over_a_vine_once_per_turn(build):
    b = build()
    b.talent(0, "vine_clearer")
    b.put([1, 1], "vine").put([1, 2], "vine").seeds(0, "chili", "chili")
    b.turn(0)
    opt = {"act": "plant", "seed": "chili", "cell": [1, 1], "clear": True}
    assert opt in b.m.pending.options
    b.choose(opt).ok()
    assert b.at([1, 1])[SEED] == "chili" and "vine" in b.s["discard"]
    assert any(e["key"] == f"{G}.log.vine_cleared" for e in b.m.log)
    b.seeds(0, "chili").turn(0)
    b.s["turn"]["cleared"] = True                   # cleared once this turn already
    b.m.invalidate()
    assert not b.opts(act="plant", clear=True)
    assert b.m.explain({"act": "plant", "seed": "chili", "cell": [1, 2], "clear": True})["key"] == \
        f"{G}.why.cleared_this_turn"


def test_harvest_hand_plus_2(build):
    b = build()
    b.talent(0, "harvest_hand")
    b.coins(0, 0)
    b.pl(0)["track"] = [4]
    b.turn(0).choose({"act": "harvest"}).ok()
    assert b.pl(0)["coins"] == 11


def test_merchant_is_worth_6_at_the_end(build, rules):
    b = build()
    b.talent(0, "merchant")
    assert rules.score(b.s).values[1][0] == 6


def test_sower_another_plant_after_planting(build):
    b = build()
    tile = b.talent(0, "sower")
    b.seeds(0, "chili", "chili").turn(0).choose({"act": "plant", "seed": "chili", "cell": [1, 1]})
    b.choose({"act": "extra", "talent": tile})
    assert {o["act"] for o in b.m.pending.options if "act" in o} == {"plant"}
    b.choose({"act": "plant", "seed": "chili", "cell": [1, 2]}).ok()
    assert b.pl(0)["track"] == [3]


def test_tax_collector_worker_on_a_field_and_others_pay_2(build):
    b = build()
    b.put([1, 1], "corn").put([1, 2], "corn")
    b.seeds(1, "corn")
    b = hired(b, 0, "tax_collector", cell=[1, 1])
    assert b.at([1, 1])[WORKER] == [0, "tax"]
    b.choose({"act": "done"})
    b.coins(1, 1).turn(1)
    assert not b.opts(act="plant", cell=[1, 3])
    assert b.m.explain({"act": "plant", "seed": "corn", "cell": [1, 3]})["key"] == f"{G}.why.cannot_afford_plant"
    before = b.pl(0)["coins"]
    b.coins(1, 2).turn(1).choose({"act": "plant", "seed": "corn", "cell": [1, 3]}).ok()
    assert b.pl(1)["coins"] == 0 and b.pl(0)["coins"] == before + 2


def test_a_sealed_tier_takes_no_llama_and_no_worker(build, rules):
    """One rule (terrace.yaml `sealed_tiers_closed`): until a planting opens it, a sealed tier
    takes no Tax Collector's worker (not even on its isolated set-up seed), no Warrior's worker
    and no llama of the Llama Breeder or the Llama Herder; once open, it takes them all."""
    assert rules.layout.sealed_closed is True
    b = build(3)                                     # 3 players: seeds under both set-up llamas
    setup_seed = [4, 3]
    assert b.at(setup_seed)[SEED] is not None and 2 in b.s["sealed"]
    b.put([1, 1], "corn")
    b.market_talent(0, "tax_collector")
    b.coins(0, 30).turn(0).choose({"act": "purchase"})
    taxed = {tuple(o["cell"]) for o in b.opts(act="hire", slot=0)}
    assert (1, 1) in taxed and tuple(setup_seed) not in taxed
    assert b.m.explain({"act": "hire", "slot": 0, "cell": setup_seed})["key"] == f"{G}.why.worker_cell"
    b.market_talent(1, "warrior")
    b.m.invalidate()
    guarded = {tuple(o["cell"]) for o in b.opts(act="hire", slot=1)}
    assert guarded and all(rules.layout.tier[f"{r},{c}"] not in b.s["sealed"] for r, c in guarded)
    breeder = b.talent(0, "llama_breeder")
    b.m.invalidate()
    placed = [o["cell"] for o in b.m.pending.options if o.get("free") == "llama" and o["talent"] == breeder]
    assert placed and all(rules.layout.tier[f"{r},{c}"] not in b.s["sealed"] for r, c in placed)
    b.s["sealed"] = [3]                              # tier 2 opened
    b.m.invalidate()
    assert tuple(setup_seed) in {tuple(o["cell"]) for o in b.opts(act="hire", slot=0)}
    placed = [o["cell"] for o in b.m.pending.options if o.get("free") == "llama"]
    assert any(rules.layout.tier[f"{r},{c}"] == 2 for r, c in placed)
    assert not any(rules.layout.tier[f"{r},{c}"] == 3 for r, c in placed)


def test_seed_dealer_sells_two_identical_seeds(build):
    b = build()
    b.talent(0, "seed_dealer")
    b.seeds(0, "corn", "corn", "vine").coins(0, 0).turn(0)
    assert {"free": "sell", "seed": "corn"} in b.m.pending.options
    assert {"free": "sell", "seed": "vine"} not in b.m.pending.options
    b.choose({"free": "sell", "seed": "corn"}).ok()
    assert b.pl(0)["coins"] == 4 and b.pl(0)["warehouse"] == ["vine"]


def test_warrior_guards_an_empty_cell_for_its_owner(build):
    b = hired(build(), 0, "warrior", cell=[1, 5])
    assert b.at([1, 5])[WORKER] == [0, "guard"]
    b.choose({"act": "done"})
    b.turn(4)
    assert not b.opts(act="plant", cell=[1, 5])
    b.seeds(0, "chili").turn(0).choose({"act": "plant", "seed": "chili", "cell": [1, 5]}).ok()
    assert b.at([1, 5])[SEED] == "chili" and b.at([1, 5])[WORKER] == [0, "guard"]


def test_great_merchant_doubles_every_talent(build, rules):
    b = build()
    b.talent(0, "great_merchant")
    b.talent(0, "merchant")
    sheet = rules.score(b.s)
    assert sheet.values[1][0] == 12 and sheet.values[2][0] == 12


def test_conch_messenger_any_action_after_the_regular_one(build):
    b = build()
    tile = b.talent(0, "conch_messenger")
    b.turn(0).choose({"act": "harvest"})
    b.choose({"act": "extra", "talent": tile})
    assert {o["act"] for o in b.m.pending.options} >= {"plant", "harvest", "purchase"}
    b.choose({"act": "plant", "seed": "chili", "cell": [1, 1]}).ok()
    assert b.s["turn"]["p"] == 1


def test_cultivator_free_seed_after_planting_with_a_worker_on_5(build):
    b = build()
    b.talent(0, "cultivator")
    b.pl(0)["track"] = [4]
    b.turn(0).choose({"act": "plant", "seed": "chili", "cell": [1, 1]})
    assert b.kind == "free_seed"
    b.choose({"act": "seed", "slot": 0}).ok()
    assert len(b.pl(0)["warehouse"]) == 1
    b2 = build()
    b2.talent(0, "cultivator")
    b2.turn(0).choose({"act": "plant", "seed": "chili", "cell": [1, 1]})
    assert b2.s["turn"]["p"] == 1                  # worker on 1 only: nothing


def test_outsider_one_planting_without_technology(build):
    b = build()
    tile = b.talent(0, "outsider")
    b.put([1, 1], "corn").put([1, 2], "corn").seeds(0, "corn", "corn").turn(0)
    b.choose({"act": "plant", "seed": "corn", "cell": [1, 3], "via": tile}).ok()
    assert b.pl(0)["track"] == [3] and not b.pl(0)["talents"][0]["charged"]
    b.turn(0)
    assert not b.opts(act="plant", seed="corn")


def test_harvest_master_plus_4_once_from_7(build):
    b = build()
    b.talent(0, "harvest_master")
    b.talent(0, "manager")
    b.coins(0, 0)
    b.pl(0)["track"] = [7, 7]
    b.turn(0).choose({"act": "harvest", "workers": [0, 1]}).ok()
    assert b.pl(0)["coins"] == 20 + 20 + 4


def test_saboteur_plants_a_bought_vine_at_once(build):
    b = build()
    b.talent(0, "saboteur")
    b.s["bag"].remove("vine")
    b.s["vines"] += 1
    b.coins(0, 5).turn(0).choose({"act": "purchase"})
    opt = {"act": "vine", "plant": {"cell": [1, 4]}}
    assert opt in b.m.pending.options
    b.choose(opt).ok()
    assert b.at([1, 4])[SEED] == "vine" and b.pl(0)["track"] == [2] and b.pl(0)["coins"] == 3
    assert not [o for o in b.m.pending.options if "plant" in o]        # once per turn


def test_manager_second_worker_points_to_either(build):
    b = hired(build(), 0, "manager")
    assert b.pl(0)["track"] == [0, 0]
    b.choose({"act": "done"})
    b.turn(0)
    assert {o.get("worker") for o in b.opts(act="plant")} == {0, 1}
    b.choose({"act": "plant", "seed": "chili", "cell": [1, 1], "worker": 1}).ok()
    assert b.pl(0)["track"] == [0, 1]


def test_priest_coins_for_points_above_7(build):
    b = build()
    b.talent(0, "priest")
    b.put([1, 1], "chili").put([1, 2], "chili").coins(0, 0)
    b.pl(0)["track"] = [7]
    b.turn(0).choose({"act": "plant", "seed": "chili", "cell": [1, 3]}).ok()
    assert b.pl(0)["coins"] == 3


def test_every_talent_has_a_test_here(rules):
    import inspect
    import sys
    text = inspect.getsource(sys.modules[__name__])
    for design in rules.talents:
        assert f'"{design}"' in text, design
