"""Zones declared in data (engine/zones.py): what each viewer sees, the determinization that
deals the unseen components back, and the invariants that every component is accounted for.

First on a small game written here (a stand-in rules object holding the data), then on every
game of the catalog and the data-only fixture: constructed states with a component lost,
doubled or misplaced name the problem; each viewer sees backs where the zones say; a filled
observation observes as the observation did.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from boardgames.engine import zones
from boardgames.engine.rules import clone_plain, frozen_plain

from game_support import data_errors, edited_data, play, rules_of

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "data_only"))

DOC = {
    "kinds": [
        {"id": "card", "ids": {"copies": "$data.box.designs", "count": "count"},
         "zones": [{"at": "players.*.hand", "seen": "owner", "order": "ids", "faces": "faces"},
                   {"at": "deck", "seen": "nobody", "faces": "faces"},
                   {"at": "discard"}]},
        {"id": "marker", "ids": "$data.box.markers", "zones": [{"at": "slots.*", "seen": "nobody", "turned": "turned"}]},
        {"id": "gem", "amounts": "$data.box.gems.*.total", "zones": [{"at": "supply"}, {"at": "players.*.gems"}]},
        {"id": "coin", "total": "$state.coins", "fill": "hooks.coins",
         "zones": [{"at": "players.*.coins", "seen": "owner"}, {"at": "bank", "seen": "nobody"}]},
    ],
    "hide": "hooks.mark",
}


class Hooks:
    @staticmethod
    def coins(R, state, rng):
        hidden = [pl for pl in state["players"] if pl["coins"] is None]
        known = sum(pl["coins"] for pl in state["players"] if pl["coins"] is not None)
        for pl in hidden:
            pl["coins"] = 0
        state["bank"] = state["coins"] - known

    @staticmethod
    def mark(R, obs, player):
        obs["marked"] = player

    @staticmethod
    def tiles(R, state):
        return {"hero": len(state["players"]), "sage": 1}


class Stand:
    """A rules object as far as zones use one: its data and its hooks."""

    data = {"box": {"designs": [{"id": "a", "count": 3}, {"id": "b", "count": 2}],
                    "gems": [{"id": "ruby", "total": 5}, {"id": "jade", "total": 2}], "markers": ["red", "green"]}}

    def zones_hook(self, name):
        return getattr(Hooks, name.removeprefix("hooks."))


def game() -> dict:
    return {"deck": ["b.2", "a.3"], "discard": ["a.2"], "faces": {"a.1": "a", "a.2": "a", "a.3": "a", "b.1": "b",
                                                                    "b.2": "b"},
            "slots": {"r1": "red", "r2": "green"}, "turned": {"r1": True},
            "players": [{"hand": ["a.1"], "gems": {"ruby": 2}, "coins": 3},
                        {"hand": ["b.1"], "gems": {"jade": 2}, "coins": 1}],
            "supply": {"ruby": 3}, "coins": 10, "bank": 6}


@pytest.fixture
def made():
    R = Stand()
    return R, zones.Zones(R, DOC)


def test_a_sound_state_has_no_problem(made):
    R, z = made
    assert z.problems(R, game()) == []


def test_a_lost_a_doubled_and_a_misplaced_card_are_named(made):
    R, z = made
    s = game()
    s["deck"].remove("a.3")
    s["discard"].append("b.1")
    s["players"][0]["hand"].append("x.9")
    problems = z.problems(R, s)
    assert "card a.3 is not accounted for: found 0 (in nowhere), the game has 1" in problems
    assert "card b.1 is not accounted for: found 2 (in players.1.hand, discard), the game has 1" in problems
    assert "players.0.hand holds 'x.9', which is no card" in problems


def test_amounts_must_add_up_and_never_go_negative(made):
    R, z = made
    s = game()
    s["supply"]["ruby"] = -1
    s["bank"] = 7
    problems = z.problems(R, s)
    assert "supply holds -1 ruby" in problems
    assert "ruby is not conserved: supply -1 + players.0.gems 2 = 1, the game has 5" in problems
    assert "coin is not conserved: players.0.coins 3 + players.1.coins 1 + bank 7 = 11, the game has 10" in problems


def test_amounts_may_lie_as_lists_of_ids_and_their_totals_come_from_a_hook():
    R = Stand()
    z = zones.Zones(R, {"kinds": [{"id": "tile", "amounts": "hooks.tiles",
                                   "zones": [{"at": "pool"}, {"at": "players.*.tiles"}, {"at": "players.*.lead"}]}]})
    s = {"pool": {"hero": 0, "sage": 0}, "players": [{"tiles": ["hero", None], "lead": "sage"},
                                                     {"tiles": ["hero"], "lead": None}]}
    assert z.problems(R, s) == []
    s["players"][1]["lead"] = "hero"
    s["players"][0]["tiles"].append("rogue")
    assert z.problems(R, s) == ["players.0.tiles holds 1 rogue, which is no tile",
                                "hero is not conserved: players.0.tiles 1 + players.1.tiles 1 + players.1.lead 1"
                                " = 3, the game has 2"]


def test_totals_merged_from_several_sources_and_a_bare_number_of_one_resource():
    R = Stand()
    z = zones.Zones(R, {"kinds": [{"id": "stone", "amounts": ["$data.box.gems.*.total", {"opal": 2}],
                                   "zones": [{"at": "bag"}, {"at": "opals", "of": "opal"}]}]})
    s = {"bag": ["ruby"] * 5 + ["jade"] * 2 + ["opal"], "opals": 1}
    assert z.problems(R, s) == []
    s["opals"] = 2
    assert z.problems(R, s) == ["opal is not conserved: bag 1 + opals 2 = 3, the game has 2"]


def test_a_number_named_by_its_holder_and_a_flag_count():
    R = Stand()
    z = zones.Zones(R, {"kinds": [{"id": "gem", "amounts": "$data.box.gems.*.total",
                                   "zones": [{"at": "mines.*.n", "named_by": "gem"}, {"at": "box.*.ruby", "of": "ruby"}]}]})
    s = {"mines": {"m1": {"gem": "ruby", "n": 4}, "m2": {"gem": "jade", "n": 2}}, "box": {"b1": {"ruby": True}}}
    assert z.problems(R, s) == []
    s["box"]["b1"]["ruby"] = False
    assert z.problems(R, s) == ["ruby is not conserved: mines.m1.n 4 = 4, the game has 5"]


def test_a_zone_holds_at_most_its_most_in_each_place_and_no_id_twice_when_distinct():
    """`most` counts per item of the path's first `*` (a player's cards under `players.*.cards.*.id`),
    or over the whole zone; a path's list gives its length; `distinct` names an id twice."""
    R = Stand()
    R.data = {**Stand.data, "limits": {"slots": [0, 1]}}
    z = zones.Zones(R, {"kinds": [
        {"id": "card", "ids": {"copies": "$data.box.designs", "count": "count"},
         "zones": [{"at": "pile"}, {"at": "players.*.cards.*.id", "most": 2}]},
        {"id": "gem", "amounts": "$data.box.gems.*.total",
         "zones": [{"at": "pool", "most": "$state.room"},
                   {"at": "players.*.gems", "most": "$data.limits.slots", "distinct": True}]}]})
    s = {"pile": ["a.1", "a.2", "a.3"], "pool": {"ruby": 4, "jade": 1}, "room": 5,
         "players": [{"cards": [{"id": "b.1"}, {"id": "b.2"}], "gems": ["ruby", "jade"]}, {"cards": [], "gems": []}]}
    assert z.problems(R, s) == []
    s["players"][0]["cards"].append({"id": s["pile"].pop()})
    s["players"][0]["gems"] = ["ruby", "ruby"]
    s["pool"] = {"ruby": 3, "jade": 2}
    s["room"] = 4
    assert z.problems(R, s) == ["players.0 holds 3 cards, at most 2",
                                "pool holds 5 gems, at most 4",
                                "players.0 holds a gem twice: ['ruby', 'ruby']"]


def test_a_kind_never_dealt_is_hidden_and_stays_hidden_in_a_fill():
    R = Stand()
    z = zones.Zones(R, {"kinds": [{"id": "mark", "fill": "never", "zones": [{"at": "digest", "seen": "nobody"}]}]})
    obs = {"digest": {"sign": 3}, "players": []}
    z.hide(R, obs, 0)
    assert obs["digest"] is None and z.dealt == []
    z.fill(R, obs, random.Random(1))
    assert obs["digest"] is None and z.problems(R, obs) == []
    with pytest.raises(zones.ZonesError, match="never dealt"):
        zones.Zones(R, {"kinds": [{"id": "gem", "amounts": "$data.box.gems.*.total", "fill": "never",
                                   "zones": [{"at": "pool", "seen": "nobody"}]}]})


def test_a_hand_out_of_the_kinds_order_is_named(made):
    R, z = made
    s = game()
    s["players"][0]["hand"] = ["b.1", "a.1"]
    s["players"][1]["hand"] = []
    assert "players.0.hand is not in the order of the cards' list" in z.problems(R, s)


def test_each_viewer_sees_backs_where_the_zones_say(made):
    R, z = made
    s = game()
    for viewer in (None, 0, 1):
        obs = clone_plain(s)
        z.hide(R, obs, viewer)
        hands = [pl["hand"] for pl in obs["players"]]
        coins = [pl["coins"] for pl in obs["players"]]
        assert hands == [s["players"][p]["hand"] if p == viewer else [None] for p in range(2)]
        assert coins == [s["players"][p]["coins"] if p == viewer else None for p in range(2)]
        assert obs["bank"] is None and obs["slots"] == {"r1": "red", "r2": None} and obs["marked"] == viewer


def test_a_fill_deals_the_unseen_back_and_observes_as_before(made):
    R, z = made
    s = game()
    obs = clone_plain(s)
    z.hide(R, obs, 0)
    assert obs["deck"] == [None, None] and obs["faces"] == {"a.1": "a", "a.2": "a"}
    dealt = set()
    for seed in range(20):
        full = clone_plain(obs)
        z.fill(R, full, random.Random(seed))
        assert z.problems(R, full) == []
        again = clone_plain(full)
        z.hide(R, again, 0)
        assert again == obs
        dealt.add(tuple(full["players"][1]["hand"] + full["deck"]))
    assert len(dealt) > 1


def test_a_fill_refuses_an_observation_that_hides_more_than_is_unseen(made):
    R, z = made
    obs = clone_plain(game())
    z.hide(R, obs, 0)
    obs["deck"].append(None)
    with pytest.raises(ValueError, match="hides 4 cards, but 3 are unseen"):
        z.fill(R, obs, random.Random(1))


def test_a_zone_with_an_owner_lies_under_the_players():
    with pytest.raises(zones.ZonesError, match="only a zone under players"):
        zones.Zones(Stand(), {"kinds": [{"id": "card", "ids": "$data.box.designs.*.count",
                                         "zones": [{"at": "deck", "seen": "owner"}]}]})


def test_a_faces_map_covers_every_hidden_zone_of_its_kind():
    with pytest.raises(zones.ZonesError, match="the same faces map"):
        zones.Zones(Stand(), {"kinds": [{"id": "card", "ids": {"copies": "$data.box.designs"},
                                         "zones": [{"at": "deck", "seen": "nobody", "faces": "faces"},
                                                   {"at": "players.*.hand", "seen": "owner"}]}]})


def test_hidden_amounts_need_a_fill_hook():
    with pytest.raises(zones.ZonesError, match="need a fill hook"):
        zones.Zones(Stand(), {"kinds": [{"id": "coin", "total": 3, "zones": [{"at": "bank", "seen": "nobody"}]}]})


def test_validate_names_a_path_or_hook_the_rules_lack(tmp_path):
    root = edited_data(tmp_path, "caverna", {"zones.yaml": [("hooks.deal_markers", "hooks.deal_marker"),
                                                            ("at: deck, seen: nobody", "at: deck, seen: someone")]})
    errors = data_errors(root, "caverna")
    assert any("zones.yaml" in e and "kinds/0/zones/0/seen" in e for e in errors)
    root = edited_data(tmp_path / "b", "moon_river", {"zones.yaml": [("$data.plots.designs", "$data.plots.design")]})
    assert any("zones.yaml:" in e and "$data.plots.design: the data have no 'design'" in e
               for e in data_errors(root, "moon_river"))
    root = edited_data(tmp_path / "c", "caverna", {"zones.yaml": [("hooks.deal_markers", "hooks.deal_marker")]})
    assert any("hooks.deal_marker: the game's observe module has no such function" in e
               for e in data_errors(root, "caverna"))


# --- the games ---------------------------------------------------------------------------------
def _state(game: str, n: int, steps: int = 25, seed: int = 3) -> tuple:
    rules = rules_of(game)
    return rules, play(rules, n, seed, stop_after=steps, check_every=0, roundtrip_rate=0, verify=False).match.state


def test_lantern_market_names_a_lost_card_and_hides_the_hands(tmp_path):
    import dq_helpers as H
    from boardgames.engine.catalog import load_catalog
    rules = load_catalog(H.data_root(tmp_path)).games[H.GAME].rules()
    state = play(rules, 3, 1, stop_after=6, check_every=0, roundtrip_rate=0, verify=False).match.state
    assert rules.check(state) == []
    obs = rules.observation(state, 1)
    assert obs["deck"] == [None] * len(state["deck"]) and obs["players"][1]["hand"] == state["players"][1]["hand"]
    assert all(obs["players"][p]["hand"] == [None] * len(state["players"][p]["hand"]) for p in (0, 2))
    lost = state["deck"].pop()
    assert any(p.startswith(f"card {lost} is not accounted for: found 0") for p in rules.check(state))
    state["deck"].append(lost)
    state["supply"]["coin"] += 1
    assert any(p.startswith("coin is not conserved") for p in rules.check(state))


def test_via_nebula_a_private_contract_in_the_deck_is_misplaced():
    rules, s = _state("via_nebula", 3)
    cid = s["players"][0]["private"].pop()
    s["deck"].append(cid)
    assert f"private_contract {cid} lies in deck, where no private_contract may lie" in rules.check(s)
    obs = rules.observation(s, 0)
    assert obs["box"] == [None] * len(s["box"]) and obs["players"][0]["private"] == s["players"][0]["private"]
    assert obs["players"][1]["private"] == [None] * len(s["players"][1]["private"])


def test_via_nebula_resources_and_meadow_tiles_are_conserved():
    rules, s = _state("via_nebula", 3)
    s["supply"]["wood"] += 1
    s["tiles"] -= 1
    problems = rules.check(s)
    assert any(p.startswith("wood is not conserved: supply") for p in problems)
    assert any(p.startswith("meadow_tile is not conserved:") for p in problems)


def test_moon_river_a_plot_twice_is_named_and_the_bag_loses_its_faces():
    rules, s = _state("moon_river", 2)
    plot = s["bag"][0]
    s["removed"].append(plot)
    assert any(p.startswith(f"plot {plot} is not accounted for: found 2 (in bag, removed)") for p in rules.check(s))
    obs = rules.observation(s, None)
    assert obs["bag"] == [None] * len(s["bag"]) and not set(s["bag"]) & set(obs["plots"])
    assert all(tok not in obs["tokens"] for stack in s["stacks"] for tok in stack)


def test_urubamba_valley_coins_are_conserved_and_behind_screens():
    rules, s = _state("urubamba_valley", 3)
    s["supply"] += 1
    assert any(p.startswith("coin is not conserved") for p in rules.check(s))
    obs = rules.observation(s, 2)
    assert [pl["coins"] for pl in obs["players"]] == [None, None, s["players"][2]["coins"]] and obs["supply"] is None


def test_la_loire_goods_cards_and_secret_messages():
    rules, s = _state("la_loire", 2, steps=60)
    good = next(iter(rules.goods))
    s["supply"][good] = s["supply"].get(good, 0) + 1
    assert any(p.startswith(f"{good} is not conserved") for p in rules.check(s))
    obs = rules.observation(s, 0)
    for e, seen in zip(s["players"][1]["messages"], obs["players"][1]["messages"]):
        assert seen["id"] == (e["id"] if e["open"] else None)
    assert obs["players"][0]["messages"] == s["players"][0]["messages"]


def test_urubamba_valley_seed_tiles_and_cubes():
    rules, s = _state("urubamba_valley", 3)
    s["vines"] += 1
    s["cubes"][rules.crops[0]] -= 1
    s["bag"].append(rules.crops[1])
    problems = rules.check(s)
    assert any(p.startswith("vine is not conserved") and f"vines {s['vines']}" in p for p in problems)
    assert any(p.startswith(f"{rules.crops[0]} is not conserved") and p.endswith("the game has 2") for p in problems)
    assert any(p.startswith(f"{rules.crops[1]} is not conserved") and "bag" in p for p in problems)


def test_la_loire_characters_palace_cards_and_horses_for_the_player_count():
    rules, s = _state("la_loire", 3, steps=60)
    c = rules.character_ids[0]
    s["character_supply"][c] += 1
    s["horses"][next(iter(s["horses"]))] -= 1
    s["players"][0]["palaces"].append({"id": rules.palace_ids[0], "fresh": False})
    problems = rules.check(s)
    assert any(p.startswith(f"{c} is not conserved: character_supply {s['character_supply'][c]}") for p in problems)
    assert any(p.startswith("horse is not conserved") and p.endswith(f"the game has {rules.horse_total(3)}")
               for p in problems)
    assert any(p.startswith(f"{rules.palace_ids[0]} is not conserved") for p in problems)


def test_caverna_a_furnishing_in_two_places_is_named_and_dwellings_are_not_counted():
    rules, s = _state("caverna", 2, steps=40)
    assert rules.check(s) == []
    tid = s["supply"][0]
    s["players"][0]["furn"]["x"] = tid
    assert f"{tid} is not conserved: supply 1 + players.0.furn.x 1 = 2, the game has 1" in rules.check(s)


def test_caverna_harvest_markers_show_once_turned():
    rules, s = _state("caverna", 3, steps=40)
    obs = rules.observation(s, 0)
    assert obs["markers"] == {r: (c if r in s["revealed"] else None) for r, c in s["markers"].items()}
    assert obs["deck"] == [None] * len(s["deck"])


@pytest.mark.parametrize("game,n", [("caverna", 2), ("la_loire", 3), ("moon_river", 3), ("urubamba_valley", 4),
                                    ("via_nebula", 2)])
def test_a_filled_observation_observes_as_the_observation(game, n):
    rules, s = _state(game, n, steps=30)
    for viewer in (None, *range(n)):
        obs = rules.observation(s, viewer)
        for seed in range(3):
            full = rules.determinize(frozen_plain(obs), random.Random(seed))
            assert rules.check(full) == []
            assert rules.observation(full, viewer) == obs
