"""Caverna data (data/caverna): schema, cross-file consistency, fact-sheet totals and localized
rule text.

These tests load the files directly with the engine's strict YAML reader, apply their templates
and validate each file against its schema (with the node definitions the node kinds' field
declarations make) the way the catalog does (the last test loads the game through the catalog). The fact-sheet tables below are a second, independent transcription of
shared/reference/caverna.md; the data files must agree with them.
"""
from __future__ import annotations

import copy
import re
import string
from collections import Counter
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from boardgames.engine.catalog import node_defs, with_defs
from boardgames.engine.i18n import flatten
from boardgames.engine.templates import expand
from boardgames.engine.yamlio import load_file
from boardgames.games.caverna.rules import Caverna

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data" / "caverna"
FILES = ["actions", "setup", "furnishings", "expeditions", "home_board"]
LANGS = ["en", "zh-Hant"]


# ---------------------------------------------------------------------------------------------
# Loading

def _expanded(name):
    located, problems = expand(load_file(DATA / f"{name}.yaml"))
    assert not problems, "\n".join(map(str, problems))
    return located


@pytest.fixture(scope="module")
def located():
    return {name: _expanded(name) for name in FILES}


@pytest.fixture(scope="module")
def data(located):
    return {name: loc.data for name, loc in located.items()}


@pytest.fixture(scope="module")
def schemas():
    defs = node_defs(Caverna)
    return {name: with_defs(schema, defs) if isinstance(schema, dict) and "$defs" in schema else schema
            for name, schema in load_file(DATA / "schema.yaml").data.items()}


@pytest.fixture(scope="module")
def strings():
    return {lang: flatten(load_file(DATA / "locale" / f"{lang}.yaml").data) for lang in LANGS}


@pytest.fixture(scope="module")
def spaces(data):
    return {s["id"]: s for s in data["actions"]["spaces"]}


@pytest.fixture(scope="module")
def furnishings(data):
    return {t["id"]: t for t in data["furnishings"]["tiles"]}


def enum(schemas, name):
    return schemas["actions"]["$defs"][name]["enum"]


def kinds(schemas, name):
    """The node kinds of `$defs/<name>` (`node`: flow nodes, `effect`: furnishing effects)."""
    return schemas["actions"]["$defs"][name]["properties"]["type"]["enum"]


def walk_nodes(node, parent=None):
    """Yield (node, parent) for every node of a flow tree."""
    yield node, parent
    for child in node.get("steps", []) + node.get("options", []):
        yield from walk_nodes(child, node)


def all_flows(data):
    for space in data["actions"]["spaces"]:
        yield f"space {space['id']}", space["flow"]
    for item in data["expeditions"]["loot"]:
        yield f"loot {item['id']}", item["effect"]


# ---------------------------------------------------------------------------------------------
# Schema

@pytest.mark.parametrize("name", FILES)
def test_file_matches_its_schema(located, schemas, name):
    schema = schemas[name]
    Draft202012Validator.check_schema(schema)
    loc = located[name]
    errors = [loc.error(e.message, e.absolute_path) for e in Draft202012Validator(schema).iter_errors(loc.data)]
    assert not errors, "\n".join(map(str, errors))


def test_every_file_has_a_schema_and_locales_load(schemas):
    assert set(FILES) <= set(schemas)
    for lang in LANGS:
        assert isinstance(load_file(DATA / "locale" / f"{lang}.yaml").data, dict)


def _errors(schema, instance):
    return list(Draft202012Validator(schema).iter_errors(instance))


@pytest.mark.parametrize("mutate", [
    lambda d: d["spaces"][0]["flow"]["steps"].append({"type": "teleport"}),
    lambda d: d["spaces"][0]["flow"]["steps"][0].update(colour="red"),
    lambda d: d["spaces"][1]["flow"]["options"][0]["gain"].update(dog=0),
    lambda d: d["spaces"][0].update(flow={"type": "either", "options": [{"type": "accumulated"}]}),
    lambda d: d["spaces"][0].update(flow={"type": "expedition", "level": 5}),
    lambda d: d["spaces"][0].update(flow={"type": "place_twin", "tiles": ["meadow"]}),
    lambda d: d["spaces"][0].update(flow={"type": "furnish", "kind": "dwelling", "only": ["dwelling"]}),
    lambda d: d["spaces"][0].update(extra=True),
])
def test_schema_rejects_bad_actions(data, schemas, mutate):
    broken = copy.deepcopy(data["actions"])
    mutate(broken)
    assert _errors(schemas["actions"], broken)


@pytest.mark.parametrize("mutate", [
    lambda d: d["tiles"][0]["effects"].append({"type": "teleport"}),
    lambda d: d["tiles"][0]["effects"][0].update(count=3),
    lambda d: d["tiles"][0].update(tag="purple"),
    lambda d: d["tiles"][0]["cost"].update(wood=0),
    lambda d: d["tiles"][0].pop("intro"),
    lambda d: d["tiles"][6]["effects"][0].update(capacity=3),   # both capacity and capacity_per
])
def test_schema_rejects_bad_furnishings(data, schemas, mutate):
    broken = copy.deepcopy(data["furnishings"])
    mutate(broken)
    assert _errors(schemas["furnishings"], broken)


def test_schema_rejects_bad_setup_and_board(data, schemas):
    setup = copy.deepcopy(data["setup"])
    setup["by_players"][8] = setup["by_players"][7]
    assert _errors(schemas["setup"], setup)
    setup = copy.deepcopy(data["setup"])
    setup["accumulating"]["logging_13"]["empty"] = {}
    assert _errors(schemas["setup"], setup)
    board = copy.deepcopy(data["home_board"])
    board["cells"][0]["id"] = "F4R1"
    assert _errors(schemas["home_board"], board)
    board = copy.deepcopy(data["home_board"])
    board["food"][0]["gain"] = {"gold": 1}
    assert _errors(schemas["home_board"], board)


# ---------------------------------------------------------------------------------------------
# Action spaces and boards

PERMANENT_COUNT = {1: 8, 2: 12, 3: 15, 4: 13, 5: 19, 6: 19, 7: 22}
IMITATION_COSTS = {1: [], 2: [], 3: [4], 4: [2], 5: [2, 4], 6: [1, 2], 7: [0, 1, 2]}


def test_action_space_ids_and_kinds(data, spaces):
    ids = [s["id"] for s in data["actions"]["spaces"]]
    assert len(ids) == len(set(ids)) == 53
    kinds = Counter(s["kind"] for s in spaces.values())
    assert kinds == {"permanent": 40, "round_card": 13}


def test_boards_hold_every_permanent_space_once(data, spaces):
    printed = [sid for b in data["setup"]["boards"] for side in b["sides"] for sid in side["spaces"]]
    assert len(printed) == len(set(printed))
    assert set(printed) == {sid for sid, s in spaces.items() if s["kind"] == "permanent"}
    rounds = [r for b in data["setup"]["boards"] for r in b.get("round_spaces", [])]
    assert sorted(rounds) == list(range(1, 13))


@pytest.mark.parametrize("n", range(1, 8))
def test_spaces_by_player_count(data, spaces, n):
    setup = data["setup"]
    entry = setup["by_players"][n]
    boards = {b["id"]: {s["id"]: s["spaces"] for s in b["sides"]} for b in setup["boards"]}
    printed = []
    for use in entry["boards"]:
        assert use["side"] in boards[use["board"]], use
        printed += boards[use["board"]][use["side"]]
    assert set(entry["covered"]) <= set(printed)
    expected = [s for s in printed if s not in entry["covered"]]
    assert entry["spaces"] == expected
    assert len(entry["spaces"]) == PERMANENT_COUNT[n]
    costs = sorted(spaces[s]["flow"]["cost"].get("food", 0) for s in entry["spaces"]
                   if spaces[s]["flow"]["type"] == "imitate")
    assert costs == IMITATION_COSTS[n]
    assert entry["starting_food"] == ([2] if n == 1 else [1, 1, 2, 3, 3, 3, 3][:n])


def test_by_players_covers_one_to_seven(data):
    assert sorted(data["setup"]["by_players"]) == list(range(1, 8))


def test_solo_covers_the_fact_sheet_spaces(data):
    assert set(data["setup"]["by_players"][1]["covered"]) == {
        "drift_mining_13", "starting_player_13", "supplies", "clearing_13"}


def test_starting_player_spaces_cannot_be_imitated(spaces):
    not_imitable = {sid for sid, s in spaces.items() if s.get("imitable", True) is False}
    assert not_imitable == {"starting_player_13", "starting_player_47"}
    for sid in not_imitable:
        assert any(n["type"] == "starting_player" for n, _ in walk_nodes(spaces[sid]["flow"]))


# ---------------------------------------------------------------------------------------------
# Flow trees

def test_every_node_type_is_known_and_used(data, schemas):
    known = set(kinds(schemas, "node"))
    used = set()
    for where, flow in all_flows(data):
        for node, _ in walk_nodes(flow):
            assert node["type"] in known, (where, node)
            used.add(node["type"])
    assert used == known, f"node types never used: {known - used}"


def test_optional_only_marks_steps_of_then(data):
    for where, flow in all_flows(data):
        assert "optional" not in flow, where
        for node, parent in walk_nodes(flow):
            if "optional" in node:
                assert parent is not None and parent["type"] == "then", (where, node)
                assert node["optional"] is True, (where, node)


def test_a_then_of_only_optional_steps_has_at_least_two(data):
    for where, flow in all_flows(data):
        for node, _ in walk_nodes(flow):
            if node["type"] == "then":
                assert len(node["steps"]) >= 2, where


def test_furnish_nodes_name_real_tiles(data, furnishings):
    for where, flow in all_flows(data):
        for node, _ in walk_nodes(flow):
            if node["type"] == "furnish":
                for tid in node.get("only", []):
                    assert tid in furnishings, (where, tid)
                    if node["kind"] == "dwelling":
                        assert furnishings[tid]["group"] == "dwelling", (where, tid)


def test_accumulating_spaces_match_flows(data, spaces):
    with_node = {sid for sid, s in spaces.items()
                 if any(n["type"] == "accumulated" for n, _ in walk_nodes(s["flow"]))}
    assert set(data["setup"]["accumulating"]) == with_node
    # an accumulated node is always taken (never optional)
    for sid in with_node:
        for node, _ in walk_nodes(spaces[sid]["flow"]):
            if node["type"] == "accumulated":
                assert "optional" not in node, sid


# The fact sheet's refill notation, transcribed again: "X(Y) good" = X if empty else Y;
# "a (b)" with two goods = a if empty else b.
REFILLS = {
    "ruby_mining": "1 ruby", "drift_mining_13": "1 stone", "excavation_13": "1 stone",
    "starting_player_13": "1 food", "logging_13": "3(1) wood", "ore_mining_13": "2(1) ore",
    "wood_gathering": "1 wood", "clearing_13": "1 wood", "sustenance_13": "1 food",
    "drift_mining_47": "2 stone", "excavation_47": "2(1) stone", "starting_player_47": "1 food",
    "logging_47": "3 wood", "ore_mining_47": "3(2) ore", "forest_exploration_47": "2(1) wood",
    "clearing_47": "2 wood", "sustenance_47": "1 grain (1 vegetable)",
    "strip_mining": "1 ore (1 stone)", "forest_exploration_3": "1 wood",
    "fence_building_5": "1 wood", "depot_5": "1 wood + 1 ore", "drift_mining_67": "1 stone",
    "fence_building_67": "2(1) wood", "depot_67": "1 wood + 1 ore",
    "large_depot": "2(1) wood + 1 stone + 1 ore", "sheep_farming": "1 sheep",
    "donkey_farming": "1 donkey", "ore_delivery": "1 stone + 1 ore", "ruby_delivery": "2(1) ruby",
}


def _parse_refill(text):
    m = re.fullmatch(r"(\d+) (\w+) \((\d+) (\w+)\)", text)
    if m:
        return {m[2]: int(m[1])}, {m[4]: int(m[3])}
    empty, other = {}, {}
    for part in text.split(" + "):
        m = re.fullmatch(r"(\d+)(?:\((\d+)\))? (\w+)", part)
        empty[m[3]] = int(m[1])
        other[m[3]] = int(m[2] or m[1])
    return empty, other


def test_refills_match_the_fact_sheet(data):
    acc = data["setup"]["accumulating"]
    assert set(acc) == set(REFILLS)
    for sid, text in REFILLS.items():
        empty, other = _parse_refill(text)
        assert (acc[sid]["empty"], acc[sid]["otherwise"]) == (empty, other), sid
    assert acc["ruby_mining"]["first_round_by_players"] == {2: 3}
    assert all("first_round_by_players" not in v for k, v in acc.items() if k != "ruby_mining")


# Expedition levels by space (fact sheet section 4).
EXPEDITIONS = {"logging_13": [1], "logging_47": [1], "adventure": [1, 1],
               "ore_mine_construction": [2], "hardware_rental_5": [2], "hardware_rental_67": [2],
               "blacksmithing": [3], "exploration": [4]}


def test_expedition_levels_by_space(spaces):
    found = {}
    for sid, s in spaces.items():
        levels = [n["level"] for n, _ in walk_nodes(s["flow"]) if n["type"] == "expedition"]
        if levels:
            found[sid] = levels
    assert found == EXPEDITIONS
    forging = {sid for sid, s in spaces.items()
               if any(n["type"] == "forge" for n, _ in walk_nodes(s["flow"]))}
    assert forging == {"blacksmithing", "adventure"}


def test_family_growth_and_sow_spaces(spaces):
    def having(kind):
        return {sid for sid, s in spaces.items() if any(n["type"] == kind for n, _ in walk_nodes(s["flow"]))}
    assert having("family_growth") == {"growth", "wish_for_children", "urgent_wish_for_children", "family_life"}
    assert having("sow") == {"slash_and_burn", "family_life", "hardware_rental_5", "hardware_rental_67"}
    assert having("buy") == {"weekly_market_5", "weekly_market_67"}
    assert having("starting_player") == {"starting_player_13", "starting_player_47"}


def test_weekly_market_prices(spaces):
    for sid in ("weekly_market_5", "weekly_market_67"):
        buy = next(n for n, _ in walk_nodes(spaces[sid]["flow"]) if n["type"] == "buy")
        assert buy["prices"] == {"wood": 1, "stone": 1, "ore": 1, "grain": 1, "sheep": 1, "donkey": 1,
                                 "vegetable": 2, "dog": 2, "wild_boar": 2, "cattle": 3}
        assert buy["max_each"] == 1


# ---------------------------------------------------------------------------------------------
# Round cards and harvests

def test_twelve_round_cards(data, spaces):
    setup = data["setup"]
    cards = setup["round_cards"]
    assert len(cards) == 12 and len({c["id"] for c in cards}) == 12
    assert Counter(c["stage"] for c in cards) == {1: 3, 2: 3, 3: 3, 4: 3}
    faces = [f for c in cards for f in c["faces"]]
    assert len(faces) == len(set(faces))
    assert set(faces) == {sid for sid, s in spaces.items() if s["kind"] == "round_card"}
    wish = next(c for c in cards if c.get("fixed_round"))
    assert wish["id"] == "wish_for_children" and wish["fixed_round"] == 4
    assert wish["faces"] == ["wish_for_children", "urgent_wish_for_children"]
    assert wish["flip_when_revealed"] in {c["id"] for c in cards}
    stage_rounds = {s["stage"]: s["rounds"] for s in setup["round_deck"]["stages"]}
    assert sorted(r for rs in stage_rounds.values() for r in rs) == list(range(1, 13))
    assert wish["fixed_round"] in stage_rounds[wish["stage"]]


def _rounds_played(entry):
    return [r for r in range(1, 13) if r not in entry["skipped_rounds"]]


@pytest.mark.parametrize("n", range(1, 8))
def test_cards_fill_the_rounds_played(data, n):
    setup = data["setup"]
    entry = setup["by_players"][n]
    cards = [c for c in setup["round_cards"] if c["id"] not in entry["removed_cards"]]
    played = _rounds_played(entry)
    assert len(cards) == len(played) == (11 if n <= 2 else 12)
    stage_rounds = {s["stage"]: s["rounds"] for s in setup["round_deck"]["stages"]}
    for stage, rounds in stage_rounds.items():
        assert len([c for c in cards if c["stage"] == stage]) == len([r for r in rounds if r in played])


def test_solo_card_order(data):
    setup = data["setup"]
    order = setup["solo_order"]
    cards = {c["id"]: c for c in setup["round_cards"]}
    assert [o["round"] for o in order] == _rounds_played(setup["by_players"][1])
    assert len({o["card"] for o in order}) == len(order) == 11
    assert {o["card"] for o in order} == set(cards) - {"exploration"}
    stage_rounds = {s["stage"]: s["rounds"] for s in setup["round_deck"]["stages"]}
    for o in order:
        assert o["round"] in stage_rounds[cards[o["card"]]["stage"]], o
    assert [o["card"] for o in order][:4] == ["blacksmithing", "sheep_farming", "ore_mine_construction",
                                              "wish_for_children"]


@pytest.mark.parametrize("n", range(1, 8))
def test_harvest_schedule(data, n):
    setup = data["setup"]
    entry = setup["by_players"][n]
    schedule = setup["harvest_schedules"][entry["harvest"]]
    rounds = [r["round"] for r in schedule["rounds"]]
    assert rounds == _rounds_played(entry)
    kinds = {r["round"]: r["kind"] for r in schedule["rounds"]}
    assert [kinds[r] for r in (1, 2, 3, 4, 5)] == ["none", "none", "harvest", "feed_one", "harvest"]
    markers = schedule["markers"]
    marker_rounds = [r for r, k in kinds.items() if k == "marker"]
    assert len(marker_rounds) == markers["green"] + markers["red"]
    assert markers["red"] <= len(setup["red_events"])
    total = setup["harvest_markers"]
    if n == 1:
        assert markers == {"green": 0, "red": 0}
        assert all(kinds[r] == "harvest" for r in rounds if r >= 5)
    elif n == 2:
        assert markers == {"green": total["green"] - 1, "red": total["red"]}
        assert marker_rounds == [6, 7, 8, 10, 11, 12]
    else:
        assert markers == total
        assert marker_rounds == list(range(6, 13))


def test_harvest_totals_and_events(data):
    setup = data["setup"]
    assert setup["harvest_markers"] == {"green": 4, "red": 3}
    assert setup["red_events"] == ["none", "feed_one", "skip_one"]
    assert setup["feeding"] == {"food_per_dwarf": 2, "food_per_newborn": 1, "feed_one_per_dwarf": 1,
                                "begging_per_missing_food": 1}
    assert setup["solo_overflow"]["threshold"] == 6
    assert setup["solo_overflow"]["compare"] == "more_than"
    assert setup["solo_overflow"]["protect"] == {"ruby": 1}
    assert [n for n, e in setup["by_players"].items() if e["solo_overflow"]] == [1]


# ---------------------------------------------------------------------------------------------
# Furnishings (the fact sheet's table transcribed again: cost, printed points, introductory)

FACT_SHEET_TILES = """
dwelling 4W3S 3 intro | simple_dwelling_4w2s 4W2S 0 intro | simple_dwelling_3w3s 3W3S 0 intro
mixed_dwelling 5W4S 4 full | couple_dwelling 8W6S 5 full | additional_dwelling 4W3S 5 full
cuddle_room 1W 2 intro | breakfast_room 1W 0 intro | stubble_room 1W1O 1 intro
work_room 1S 2 full | guest_room 1W1S 0 full | office_room 1S 0 full
carpenter 1S 0 intro | stone_carver 1W 1 intro | blacksmith 1W2S 3 intro | miner 1W1S 3 full
builder 1S 2 full | trader 1W 2 full | wood_supplier 1S 2 intro | stone_supplier 1W 1 intro
ruby_supplier 2W2S 2 intro | dog_school free 0 full | quarry 1W 2 full | seam 2W 1 full
slaughtering_cave 2W2S 2 intro | cooking_cave 2S 2 intro | working_cave 1W1S 2 intro
mining_cave 3W2S 2 full | breeding_cave 1Gr1S 2 full | peaceful_cave 2W2S 2 full
weaving_parlor 2W1S * intro | milking_parlor 2W2S * intro | state_parlor 5G3S * full
hunting_parlor 2W 1 intro | beer_parlor 2W 3 intro | blacksmithing_parlor 3O 2 full
stone_storage 3W1O * intro | ore_storage 1W2S * intro | spare_part_storage 2W 0 full
main_storage 2W1S * intro | weapon_storage 3W2S * intro | supplies_storage 3F1W * full
broom_chamber 1W * full | treasure_chamber 1W1S * intro | food_chamber 2W2V * intro
prayer_chamber 2W * full | writing_chamber 2S 0 intro | fodder_chamber 2Gr1S * intro
"""
COST_LETTERS = {"W": "wood", "S": "stone", "O": "ore", "G": "gold", "Gr": "grain", "V": "vegetable", "F": "food"}


def _fact_sheet_tiles():
    out = {}
    for entry in FACT_SHEET_TILES.replace("\n", "|").split("|"):
        if not entry.strip():
            continue
        tid, cost, points, side = entry.split()
        goods = {} if cost == "free" else {COST_LETTERS[g]: int(n) for n, g in re.findall(r"(\d+)(Gr|[A-Z])", cost)}
        out[tid] = (goods, points, side == "intro")
    return out


def test_furnishings_match_the_fact_sheet(data, furnishings):
    expected = _fact_sheet_tiles()
    assert len(expected) == 48
    tiles = data["furnishings"]["tiles"]
    assert [t["id"] for t in tiles] == list(expected), "order or ids differ from the fact sheet"
    for tid, (cost, points, intro) in expected.items():
        tile = furnishings[tid]
        assert tile["cost"] == cost, tid
        assert tile["intro"] is intro, tid
        scores = any(e["type"].startswith("score_") for e in tile["effects"])
        if points == "*":
            assert tile["points"] == 0 and scores, tid
        else:
            assert tile["points"] == int(points) and not scores, tid


def test_furnishing_totals(data, furnishings):
    tiles = data["furnishings"]["tiles"]
    assert len(tiles) == 48
    assert sum(t["intro"] for t in tiles) == 27
    assert Counter(t["tag"] for t in tiles) == {"orange": 6, "green": 24, "yellow": 18}
    assert Counter(t["supply_board"] for t in tiles) == {1: 12, 2: 12, 3: 12, 4: 12}
    assert Counter(t["group"] for t in tiles) == {"dwelling": 6, "room": 6, "material": 12, "food": 6,
                                                  "parlor": 6, "storage": 6, "chamber": 6}
    assert [t["id"] for t in tiles if t.get("unlimited")] == ["dwelling"]
    for t in tiles:
        assert (t["tag"] == "orange") == (t["group"] == "dwelling"), t["id"]
        assert (t["tag"] == "yellow") == (t["group"] in {"parlor", "storage", "chamber"}), t["id"]
        houses = any(e["type"] == "house_dwarfs" for e in t["effects"])
        assert houses == (t["group"] == "dwelling"), t["id"]


def test_furnishing_cross_references(furnishings):
    for tid, tile in furnishings.items():
        for e in tile["effects"]:
            for ref in e.get("tiles", []) if e["type"] == "overbuild" else []:
                assert ref in furnishings
                assert any(x["type"] == "overbuild" and tid in x["tiles"] for x in furnishings[ref]["effects"])
            for ref in e.get("not_with", []):
                assert ref in furnishings, (tid, ref)
    overbuilds = {tid for tid, t in furnishings.items() if any(e["type"] == "overbuild" for e in t["effects"])}
    assert overbuilds == {"trader", "spare_part_storage"}


def test_furnishing_effect_types_known_and_used(data, schemas, furnishings):
    known = set(kinds(schemas, "effect"))
    used = {e["type"] for t in furnishings.values() for e in t["effects"]}
    used |= {e["type"] for e in data["home_board"]["entry_dwelling"]["effects"]}
    assert used == known, f"effect types never used: {known - used}"


def test_bonus_rows_point_at_score_rows(data, schemas):
    rows = [r["id"] for r in data["home_board"]["scoring"]["rows"]]
    assert rows == enum(schemas, "score_row")
    writing = next(t for t in data["furnishings"]["tiles"] if t["id"] == "writing_chamber")
    assert set(writing["effects"][0]["rows"]) <= {r["id"] for r in data["home_board"]["scoring"]["rows"]
                                                  if r.get("points", 0) < 0}


# ---------------------------------------------------------------------------------------------
# Expeditions

FACT_SHEET_LOOT = [
    (1, "weapons_up"), (1, "wood"), (1, "dog"), (2, "grain"), (2, "sheep"), (3, "stone"),
    (3, "donkey"), (4, "vegetable"), (4, "ore"), (5, "wild_boar"), (6, "gold"),
    (7, "furnish_cavern"), (8, "stable"), (9, "tunnel"), (9, "small_pasture"), (10, "cattle"),
    (10, "large_pasture"), (11, "meadow"), (11, "dwelling"), (12, "field"), (12, "sow"),
    (14, "cavern"), (14, "breed"),
]


def test_loot_matches_the_fact_sheet(data, furnishings):
    exp = data["expeditions"]
    loot = exp["loot"]
    assert [(i["min_strength"], i["id"]) for i in loot] == FACT_SHEET_LOOT
    assert len(loot) == 23 and len({i["id"] for i in loot}) == 23
    assert 13 not in {i["min_strength"] for i in loot}
    assert exp["weapons"] == {"forge_min": 1, "forge_max": 8, "max_strength": 14, "after_expedition": 1,
                              "only_unarmed_forge": True}
    by_id = {i["id"]: i["effect"] for i in loot}
    assert by_id["ore"] == {"type": "gain", "gain": {"ore": 2}}
    assert by_id["gold"] == {"type": "gain", "gain": {"gold": 2}}
    assert by_id["stable"] == {"type": "stable", "cost": {}}
    assert by_id["small_pasture"]["cost"] == {"wood": 1}
    assert by_id["large_pasture"]["cost"] == {"wood": 2}
    assert by_id["dwelling"]["cost"] == {"wood": 2, "stone": 2}
    assert by_id["breed"] == {"type": "breed", "max_types": 2}


# ---------------------------------------------------------------------------------------------
# Home board

def test_home_board_grid(data):
    board = data["home_board"]
    cells = {c["id"]: c for c in board["cells"]}
    assert len(cells) == 24
    assert set(cells) == {c + r for c in board["columns"] for r in board["rows"]}
    for cid, cell in cells.items():
        assert cell["area"] == ("forest" if cid.startswith("F") else "mountain"), cid
    bonuses = {cid: c["bonus"] for cid, c in cells.items() if "bonus" in c}
    assert bonuses == {"F3R1": {"wild_boar": 1}, "F1R3": {"wild_boar": 1}, "F2R4": {"food": 1},
                       "M2R4": {"food": 1}, "M3R1": {"food": 2}}
    pre = {cid: c["preprinted"] for cid, c in cells.items() if "preprinted" in c}
    assert pre == {"M1R4": "entry_dwelling", "M1R3": "cavern"}
    assert board["entry_dwelling"]["cell"] == "M1R4"
    entrance = board["entrance"]
    assert entrance["cell"] == "M1R4" and cells[entrance["faces"]]["area"] == "forest"
    assert _adjacent(entrance["cell"], entrance["faces"])
    for cid in board["placement"]["first_forest"]["cells"]:
        assert cells[cid]["area"] == "forest"


def _adjacent(a, b):
    cols = ["F1", "F2", "F3", "M1", "M2", "M3"]
    ca, ra, cb, rb = cols.index(a[:2]), int(a[3]), cols.index(b[:2]), int(b[3])
    return abs(ca - cb) + abs(ra - rb) == 1


def test_home_board_tiles_and_housing(data):
    board = data["home_board"]
    points = {t["id"]: t["points"] for t in board["tiles"]}
    assert points["small_pasture"] == 2 and points["ore_mine"] == 3 and points["ruby_mine"] == 4
    twins = {t["id"]: t for t in board["twins"]}
    assert twins["large_pasture"]["points"] == 4
    assert set(twins) == {"meadow_field", "cavern_tunnel", "cavern_cavern", "ore_mine_deep_tunnel",
                          "large_pasture"}
    housing = {h["place"]: h["capacity_by_stables"] for h in board["housing"]}
    assert housing == {"forest": [0, 1], "meadow": [0, 1], "small_pasture": [2, 4],
                       "large_pasture": [4, 8, 16], "ore_mine": [1], "ruby_mine": [1]}
    assert board["stables"]["max_per_player"] == 3
    assert "field" not in board["stables"]["on"]


def test_conversions(data):
    board = data["home_board"]
    food = {tuple(sorted(c["pay"].items())): c["gain"]["food"] for c in board["food"]}
    assert food == {(("sheep", 1),): 1, (("donkey", 1),): 1, (("donkey", 2),): 3, (("wild_boar", 1),): 2,
                    (("cattle", 1),): 3, (("grain", 1),): 1, (("vegetable", 1),): 2, (("ruby", 1),): 2}
    assert board["gold_to_food"] == {"surcharge": 1}
    # a cattle costs a ruby and one food (fact sheet), not a coin (rulebook summary)
    assert board["ruby"]["cattle"] == {"pay": {"ruby": 1, "food": 1}, "gain": {"cattle": 1}}
    assert {t["tile"]: t["pay"]["ruby"] for t in board["ruby"]["tiles"]} == {
        "meadow": 1, "field": 1, "tunnel": 1, "cavern": 2}
    assert set(board["never_food"]) == {"dog", "wood", "stone", "ore"}
    assert set(board["ruby"]["exchange"]["goods"]) == {"wood", "stone", "ore", "grain", "vegetable", "sheep",
                                                       "donkey", "wild_boar", "dog", "gold"}


def test_scoring_rows(data):
    rows = {r["id"]: r for r in data["home_board"]["scoring"]["rows"]}
    assert rows["missing_farm_animal_types"]["points"] == -2
    assert rows["begging_markers"]["points"] == -3
    assert rows["unused_spaces"]["points"] == -1
    assert (rows["grain"]["per"], rows["grain"]["rounding"]) == (2, "up")
    assert rows["farm_animals_and_dogs"]["count"] == ["farm_animal", "dog"]


# ---------------------------------------------------------------------------------------------
# Locale

def test_same_keys_in_both_languages(strings):
    en, zh = strings["en"], strings["zh-Hant"]
    assert sorted(set(en) ^ set(zh)) == []


def _names_needed(data, schemas):
    keys = []
    keys += [f"space.{s['id']}" for s in data["actions"]["spaces"]]
    keys += [f"furnishing.{t['id']}" for t in data["furnishings"]["tiles"]]
    keys += [f"loot.{i['id']}" for i in data["expeditions"]["loot"]]
    for g in enum(schemas, "good"):
        keys += [f"good.{g}.{form}" for form in ("name", "one", "other", "unit")]
    goods = set(enum(schemas, "good"))
    for c in enum(schemas, "countable"):
        if c not in goods:
            keys += [f"countable.{c}.{form}" for form in ("one", "other", "unit")]
    keys += [f"tile.{t}" for t in enum(schemas, "cell_content") + enum(schemas, "twin_tile")]
    keys += ["tile.stable", "tile.entry_dwelling", "feature.entrance"]
    keys += [f"feature.{c['feature']}" for c in data["home_board"]["cells"] if "feature" in c]
    for b in data["setup"]["boards"]:
        keys.append(f"board.{b['id']}")
        keys += [f"board_side.{s['id']}" for s in b["sides"]]
    keys += [f"harvest.{k}" for k in enum(schemas, "harvest_kind") + ["green", "red"]]
    keys += [f"harvest_phase.{p}" for p in data["setup"]["harvest_phases"]]
    keys += [f"score.{r}" for r in enum(schemas, "score_row")]
    keys += [f"activity.{a}" for a in enum(schemas, "activity")]
    keys += [f"event.{e}" for e in enum(schemas, "event")]
    keys += [f"condition.{c}" for c in enum(schemas, "condition")]
    keys += [f"timing.{t}" for t in enum(schemas, "timing")]
    keys += [f"furnishing_group.{g}" for g in
             schemas["furnishings"]["properties"]["tiles"]["items"]["properties"]["group"]["enum"]]
    keys += [f"furnishing_tag.{g}" for g in ("orange", "green", "yellow")]
    keys += ["supply_side.intro", "supply_side.full", "stage", "name", "tagline", "about"]
    return keys


@pytest.mark.parametrize("lang", LANGS)
def test_every_id_has_a_name(data, schemas, strings, lang):
    table = strings[lang]
    missing = [k for k in _names_needed(data, schemas) if k not in table]
    assert not missing, missing


CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")


def test_chinese_text_is_translated(strings):
    zh = strings["zh-Hant"]
    for key, text in zh.items():
        if key.endswith(".unit"):
            assert text, key
            continue
        if key.startswith(("join.", "fmt.amount", "fmt.table_row", "fmt.price", "fmt.join", "node.then",
                           "node.and_or")):
            continue
        assert CJK.search(text), f"{key}: {text!r} has no Chinese"


# Every rule-text template and the arguments it may use.
TEMPLATE_ARGS = {
    "node.then": {"steps"}, "node.and_or": {"options"}, "node.either": {"options"},
    "node.gain": {"goods"}, "fmt.per": {"text", "what", "unit"}, "fmt.if": {"text", "test"},
    "test.you_at_least": {"n", "what", "unit"}, "node.accumulated": set(),
    "node.place_twin": {"tiles"}, "node.place_tile": {"tile"}, "node.place_tile_on": {"tile", "on"},
    "node.furnish_any": set(), "node.furnish_dwelling": set(), "node.furnish_only": {"tiles", "cost"},
    "node.family_growth": set(), "node.family_growth_no_room": set(), "node.forge": {"max"},
    "node.expedition": {"level"}, "node.sow": {"grain", "vegetable"}, "node.fence": {"tile", "cost"},
    "node.stable": {"cost"}, "node.stable_free": set(), "node.convert": {"pay", "gain"},
    "node.convert_times": {"pay", "gain", "times"}, "node.buy": {"max_each", "prices"},
    "node.starting_player": set(), "node.imitate": {"cost"}, "node.imitate_free": set(),
    "node.breed": {"max_types"}, "node.weapons_up": {"amount"},
    "effect.house_dwarfs": {"dwarfs"}, "effect.house_dwarfs_sixth": {"limit"},
    "effect.house_animals": {"animals"}, "effect.house_animals_same_type": {"animals"},
    "effect.house_animals_per_dwarf": {"what"}, "effect.house_animals_each_unsown_field": {"animals"},
    "effect.gain_now": {"goods"}, "effect.gain_now_per": {"goods", "what", "unit"},
    "effect.discount": {"on", "goods"}, "effect.discount_per": {"on", "goods", "what", "unit"},
    "effect.substitute": {"on", "pay", "instead_of", "max_each"},
    "effect.convert": {"timing", "pay", "gain"}, "effect.supply_rounds": {"goods", "rounds"},
    "effect.trigger": {"event", "gain"}, "effect.trigger_per": {"event", "gain", "what", "unit"},
    "effect.trigger_table": {"event", "table"}, "effect.not_with": {"text", "tiles"},
    "effect.feed_with": {"dwarfs", "options"}, "effect.furnish_on": {"tiles"},
    "effect.either_as_and_or": set(), "effect.overhang": {"gain"}, "effect.disarm_for_food": {"food"},
    "effect.overbuild": {"tiles"}, "effect.score_per": {"points", "what", "unit"},
    "effect.score_per_n": {"points", "n", "what", "unit"}, "effect.score_if": {"points", "condition"},
    "effect.score_table": {"steps"}, "effect.cancel_penalties": {"max", "rows"},
    "fmt.sentence": {"text"}, "fmt.optional": {"text"}, "fmt.bonus": {"text", "bonus"},
    "fmt.amount": {"n", "noun", "unit"}, "fmt.price": {"good", "cost"}, "fmt.free": set(),
    "fmt.printed_cost": set(), "fmt.table_row": {"count", "gain"},
    "fmt.score_step": {"points", "n", "what", "unit"}, "fmt.loot": {"strength", "text"},
    "stage": {"n"}, "term.solo_overflow": {"threshold", "protect"},
    "fmt.join": {"a", "sep", "b"},
}

# Runtime text of the rules module (prompts, log, tooltips) and its arguments.
RUNTIME_ARGS = {
    # the board view's checklist (describe.option_text) and labels (ui/views/caverna.py)
    'opt.part': {'what'}, 'opt.skip': {'what'}, 'opt.done': {'what'}, 'opt.convert': {'pay', 'gain'},
    'opt.ruby_tile': {'tile', 'cell'}, 'opt.disarm': {'n'}, 'opt.release': {'animal'},
    'opt.skip_phase': {'phase'}, 'opt.feed_keep': {'n'}, 'opt.feed_with': {'goods'},
    'opt.strength': {'n'}, 'opt.times': {'n'}, 'opt.buy': {'good', 'price'}, 'opt.sow': {'grain', 'vegetable'},
    'opt.furnish': {'tile', 'pay'}, 'opt.space': {'space'}, 'opt.place': {'n', 'space'},
    'opt.twin': {'tile', 'cells'}, 'opt.cells': {'cells'}, 'opt.cell': {'cell'}, 'opt.breed': {'animals'},
    'tip.round': {'n', 'stage', 'cards'}, 'ui.round': {'n', 'of'}, 'ui.future': {'n'}, 'ui.food': {'have', 'need'},
    'ui.loot_picked': {'n', 'of', 'strength'}, 'ui.feeding': {'have', 'need', 'beg'},
    'opt.convert_tile': {'tile', 'pay', 'gain'}, 'ui.score': {'n'}, 'ui.board_of': {'name'},
    'ui.let_go': {'animals'}, 'why.pen_only': {'animal'}, 'why.pen_full': {'n'}, 'ui.loot_unused': {'n'},
    'log.breed': {'animals'},
    'log.buy': {'good', 'price'},
    'log.cell_bonus': {'feature', 'goods'},
    'log.cleared': {'space'},
    'log.disarm': {'food'},
    'log.exchange': {'gain', 'pay'},
    'log.expedition': {'level', 'strength'},
    'log.expedition_done': {'strength'},
    'log.feed': {'begging', 'food'},
    'log.fence': {'cells', 'tile'},
    'log.field': {'goods'},
    'log.flip': {'new', 'old'},
    'log.forge': {'strength'},
    'log.furnish': {'cost', 'tile'},
    'log.gain': {'goods'},
    'log.game_over': {'winners'},
    'log.growth': {'n'},
    'log.harvest': {'kind'},
    'log.imitate': {'space'},
    'log.loot': {'loot'},
    'log.marker': {'colour', 'kind'},
    'log.place': {'space', 'strength'},
    'log.protected': {'space'},
    'log.release': {'animal'},
    'log.round': {'n', 'space'},
    'log.setup': {'mode', 'n'},
    'log.skip': {'phase'},
    'log.sow': {'grain', 'vegetable'},
    'log.stable': {'cell'},
    'log.supply': {'goods'},
    'log.tile': {'cell', 'tile'},
    'log.twin': {'a', 'b', 'tile'},
    'prompt.flow': {'space'},
    'tip.cell_bonus': {'feature', 'goods'},
    'tip.furnishing': {'cost', 'name', 'points'},
    'tip.loot': {'name', 'strength', 'text'},
    'tip.space': {'name', 'text'},
}
TEMPLATE_ARGS.update({k: set(v) for k, v in RUNTIME_ARGS.items()})


def _fields(template):
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("lang", LANGS)
def test_templates_use_only_their_arguments(strings, lang):
    table = strings[lang]
    templates = {k for k in table if k.startswith(("node.", "effect.", "fmt."))}
    assert templates == {k for k in TEMPLATE_ARGS if k.startswith(("node.", "effect.", "fmt."))}
    for key, allowed in TEMPLATE_ARGS.items():
        assert _fields(table[key]) <= allowed, (key, table[key])
    for key, text in table.items():
        if key.startswith("help.") and key not in TEMPLATE_ARGS:
            # the rules help (games/caverna/help.py, engine/rules_help.py, tested there with
            # every argument given): the English text names the arguments, the Chinese uses no other
            assert _fields(text) <= _fields(strings["en"][key]), (key, text)
        elif key not in TEMPLATE_ARGS:
            assert not _fields(text), f"{key} has placeholders but no declared arguments"


def test_each_node_and_effect_type_has_a_template(schemas, strings):
    for t in kinds(schemas, "node"):
        assert any(k == f"node.{t}" or k.startswith(f"node.{t}_") for k in strings["en"]), t
    for t in kinds(schemas, "effect"):
        assert any(k == f"effect.{t}" or k.startswith(f"effect.{t}_") for k in strings["en"]), t


class Renderer:
    """A reference renderer: every node and effect renders its own text from the templates."""

    def __init__(self, table, goods, lang):
        self.table, self.goods, self.lang = table, set(goods), lang

    def t(self, key, **args):
        template = self.table[key]
        assert _fields(template) <= set(args), (key, template, args)
        return template.format(**args)

    def noun(self, key, n=1):
        section = "good" if key in self.goods else "countable"
        form = "one" if n == 1 else "other"
        return self.table[f"{section}.{key}.{form}"], self.table[f"{section}.{key}.unit"]

    def amount(self, key, n):
        noun, unit = self.noun(key, n)
        return self.t("fmt.amount", n=n, noun=noun, unit=unit)

    def goods_text(self, goods):
        if not goods:
            return self.t("fmt.free")
        return self.table["join.list"].join(self.amount(k, v) for k, v in goods.items())

    def join(self, kind, parts):
        return self.table[f"join.{kind}"].join(parts)

    def what(self, key, n=1):
        noun, unit = self.noun(key, n)
        return {"what": noun, "unit": unit}

    def sentence(self, text):
        if self.lang == "en":
            text = text[:1].upper() + text[1:]
        return self.t("fmt.sentence", text=text)

    def node(self, n):
        kind = n["type"]
        text = getattr(self, f"n_{kind}")(n)
        if "bonus" in n:
            text = self.t("fmt.bonus", text=text, bonus=self.goods_text(n["bonus"]))
        return text

    def n_then(self, n):
        parts = [self.t("fmt.optional", text=self.node(s)) if s.get("optional") else self.node(s)
                 for s in n["steps"]]
        return self.t("node.then", steps=self.join("then", parts))

    def n_and_or(self, n):
        return self.t("node.and_or", options=self.join("and_or", [self.node(o) for o in n["options"]]))

    def n_either(self, n):
        return self.t("node.either", options=self.join("either", [self.node(o) for o in n["options"]]))

    def n_gain(self, n):
        text = self.t("node.gain", goods=self.goods_text(n["gain"]))
        if "per" in n:
            text = self.t("fmt.per", text=text, **self.what(n["per"]["countable"]))
        if "if" in n:
            count = n["if"]["at_least"]
            test = self.t("test.you_at_least", n=count, **self.what(n["if"]["count"]["countable"], count))
            text = self.t("fmt.if", text=text, test=test)
        return text

    def n_accumulated(self, n):
        return self.t("node.accumulated")

    def tile_names(self, ids, kind="or"):
        return self.join(kind, [self.table[f"tile.{i}"] for i in ids])

    def n_place_twin(self, n):
        return self.t("node.place_twin", tiles=self.tile_names(n["tiles"]))

    def n_place_tile(self, n):
        tile = self.table[f"tile.{n['tile']}"]
        if "on" in n:
            return self.t("node.place_tile_on", tile=tile, on=self.tile_names(n["on"]))
        return self.t("node.place_tile", tile=tile)

    def n_furnish(self, n):
        if "only" in n:
            names = self.join("or", [self.table[f"furnishing.{i}"] for i in n["only"]])
            return self.t("node.furnish_only", tiles=names, cost=self.goods_text(n["cost"]))
        return self.t(f"node.furnish_{n['kind']}")

    def n_family_growth(self, n):
        return self.t("node.family_growth" if n["needs_room"] else "node.family_growth_no_room")

    def n_forge(self, n):
        return self.t("node.forge", max=n["max_strength"])

    def n_expedition(self, n):
        return self.t("node.expedition", level=n["level"])

    def n_sow(self, n):
        return self.t("node.sow", grain=n["grain"], vegetable=n["vegetable"])

    def n_fence(self, n):
        return self.t("node.fence", tile=self.table[f"tile.{n['tile']}"], cost=self.goods_text(n["cost"]))

    def n_stable(self, n):
        if not n["cost"]:
            return self.t("node.stable_free")
        return self.t("node.stable", cost=self.goods_text(n["cost"]))

    def n_convert(self, n):
        args = dict(pay=self.goods_text(n["pay"]), gain=self.goods_text(n["gain"]))
        if "max_times" in n:
            return self.t("node.convert_times", times=n["max_times"], **args)
        return self.t("node.convert", **args)

    def n_buy(self, n):
        prices = self.join("list", [self.t("fmt.price", good=self.table[f"good.{g}.name"],
                                           cost=self.amount("gold", p)) for g, p in n["prices"].items()])
        return self.t("node.buy", max_each=n["max_each"], prices=prices)

    def n_starting_player(self, n):
        return self.t("node.starting_player")

    def n_imitate(self, n):
        if not n["cost"]:
            return self.t("node.imitate_free")
        return self.t("node.imitate", cost=self.goods_text(n["cost"]))

    def n_breed(self, n):
        return self.t("node.breed", max_types=n["max_types"])

    def n_weapons_up(self, n):
        return self.t("node.weapons_up", amount=n["amount"])

    # -- furnishing effects
    def effect(self, e):
        text = getattr(self, f"e_{e['type']}")(e)
        if "not_with" in e:
            names = self.join("and", [self.table[f"furnishing.{i}"] for i in e["not_with"]])
            text = self.t("effect.not_with", text=text, tiles=names)
        return text

    def animals(self, e, n):
        return self.join("or", [self.amount(a, n) for a in e["animals"]])

    def e_house_dwarfs(self, e):
        if "only_dwarf" in e:
            return self.t("effect.house_dwarfs_sixth", limit=e["raises_limit_to"])
        return self.t("effect.house_dwarfs", dwarfs=self.amount("dwarf", e["count"]))

    def e_house_animals(self, e):
        if "capacity_per" in e:
            return self.t("effect.house_animals_per_dwarf",
                          what=self.join("or", [self.noun(a, 2)[0] for a in e["animals"]]))
        if e.get("where") == "each_unsown_field":
            return self.t("effect.house_animals_each_unsown_field", animals=self.animals(e, e["capacity"]))
        key = "effect.house_animals_same_type" if e.get("same_type") else "effect.house_animals"
        return self.t(key, animals=self.animals(e, e["capacity"]))

    def e_gain_now(self, e):
        if "per" in e:
            return self.t("effect.gain_now_per", goods=self.goods_text(e["goods"]), **self.what(e["per"]))
        return self.t("effect.gain_now", goods=self.goods_text(e["goods"]))

    def activities(self, e):
        return self.join("or", [self.table[f"activity.{a}"] for a in e["on"]])

    def e_discount(self, e):
        args = dict(on=self.activities(e), goods=self.goods_text(e["goods"]))
        if "per" in e:
            return self.t("effect.discount_per", **args, **self.what(e["per"]))
        return self.t("effect.discount", **args)

    def e_substitute(self, e):
        instead = self.join("and_or", [self.amount(g, 1) for g in e["instead_of"]])
        return self.t("effect.substitute", on=self.activities(e), pay=self.goods_text(e["pay"]),
                      instead_of=instead, max_each=e["max_each"])

    def e_convert(self, e):
        return self.t("effect.convert", timing=self.table[f"timing.{e['timing']}"],
                      pay=self.goods_text(e["pay"]), gain=self.goods_text(e["gain"]))

    def e_supply_rounds(self, e):
        return self.t("effect.supply_rounds", goods=self.goods_text(e["goods"]), rounds=e["rounds"])

    def e_trigger(self, e):
        event = self.table[f"event.{e['event']}"]
        if "table" in e:
            rows = [self.t("fmt.table_row", count=r["count"], gain=self.goods_text(r["gain"])) for r in e["table"]]
            return self.t("effect.trigger_table", event=event, table=self.join("table", rows))
        if "per" in e:
            return self.t("effect.trigger_per", event=event, gain=self.goods_text(e["gain"]), **self.what(e["per"]))
        return self.t("effect.trigger", event=event, gain=self.goods_text(e["gain"]))

    def e_feed_with(self, e):
        return self.t("effect.feed_with", dwarfs=self.amount("dwarf", e["dwarfs"]),
                      options=self.join("or", [self.goods_text(o) for o in e["options"]]))

    def e_furnish_on(self, e):
        return self.t("effect.furnish_on", tiles=self.tile_names(e["tiles"], "and"))

    def e_either_as_and_or(self, e):
        return self.t("effect.either_as_and_or")

    def e_overhang(self, e):
        return self.t("effect.overhang", gain=self.goods_text(e["gain"]))

    def e_disarm_for_food(self, e):
        return self.t("effect.disarm_for_food", food=self.amount("food", e["food_per_strength"]))

    def e_overbuild(self, e):
        return self.t("effect.overbuild", tiles=self.join("and", [self.table[f"furnishing.{i}"] for i in e["tiles"]]))

    def e_score_per(self, e):
        if "steps" in e:
            steps = [self.t("fmt.score_step", points=s["points"], n=s["at"], **self.what(e["count"], s["at"]))
                     for s in e["steps"]]
            return self.t("effect.score_table", steps=self.join("table", steps))
        if "per" in e:
            return self.t("effect.score_per_n", points=e["points"], n=e["per"], **self.what(e["count"], e["per"]))
        return self.t("effect.score_per", points=e["points"], **self.what(e["count"]))

    def e_score_if(self, e):
        return self.t("effect.score_if", points=e["points"], condition=self.table[f"condition.{e['condition']}"])

    def e_cancel_penalties(self, e):
        return self.t("effect.cancel_penalties", max=e["max"],
                      rows=self.join("and", [self.table[f"score.{r}"] for r in e["rows"]]))


def _render_all(data, schemas, table, lang):
    r = Renderer(table, enum(schemas, "good"), lang)
    out = {}
    for space in data["actions"]["spaces"]:
        out[f"space.{space['id']}"] = r.sentence(r.node(space["flow"]))
    for item in data["expeditions"]["loot"]:
        out[f"loot.{item['id']}"] = r.t("fmt.loot", strength=item["min_strength"],
                                         text=r.sentence(r.node(item["effect"])))
    for tile in data["furnishings"]["tiles"]:
        out[f"furnishing.{tile['id']}"] = " ".join(r.effect(e) for e in tile["effects"])
    out["entry_dwelling"] = " ".join(r.effect(e) for e in data["home_board"]["entry_dwelling"]["effects"])
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_rule_text_renders_for_everything(data, schemas, strings, lang):
    texts = _render_all(data, schemas, strings[lang], lang)
    assert len(texts) == 53 + 23 + 48 + 1
    for key, text in texts.items():
        assert text and "{" not in text and "}" not in text, (key, text)


def test_rendered_examples(data, schemas, strings):
    en = _render_all(data, schemas, strings["en"], "en")
    zh = _render_all(data, schemas, strings["zh-Hant"], "zh-Hant")
    assert en["space.ore_mining_13"] == "Take all goods on this space, then take 2 ore per Ore mine."
    assert en["space.ruby_delivery"] == ("Take all goods on this space, then take 1 ruby "
                                         "if you own at least 2 Ruby mines.")
    assert en["space.ore_trading"] == "Exchange 2 ore for 2 gold, 1 food, up to 3 times."
    assert en["furnishing.weaving_parlor"] == ("When furnished: take 1 food per sheep. "
                                               "Scoring: +1 per 2 sheep.")
    assert en["furnishing.broom_chamber"] == ("Scoring: +5 for exactly 5 dwarfs; "
                                              "+10 for exactly 6 dwarfs.")
    assert en["loot.stable"] == "Strength 8+: Build 1 stable for free."
    assert zh["space.ore_mining_13"] == "拿取此行動格上累積的所有資源，然後每個礦石礦場拿取 2 個礦石。"
    assert zh["furnishing.weaving_parlor"] == "裝修時：每隻綿羊拿取 1 個食物。 計分：每 2 隻綿羊 +1 分。"


def test_docs_describe_every_type(schemas):
    readme = (DATA / "README.md").read_text(encoding="utf-8")
    header = (DATA / "actions.yaml").read_text(encoding="utf-8").split("\nspaces:")[0]
    furn_header = (DATA / "furnishings.yaml").read_text(encoding="utf-8").split("\ntiles:")[0]
    for t in kinds(schemas, "node"):
        assert f"`{t}`" in readme, t
        assert re.search(rf"^#\s+{t}\b", header, re.M), t
    for t in kinds(schemas, "effect"):
        assert f"`{t}`" in readme, t
        assert re.search(rf"^#\s+{t}\b", furn_header, re.M), t
    assert (DATA / "NOTES.md").is_file()


def test_provenance_tags_are_valid_everywhere(data):
    tags = Counter()

    def walk(node):
        if isinstance(node, dict):
            for k, v in node.items():
                if k == "provenance":
                    tags[v["tag"] if isinstance(v, dict) else v] += 1
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
    walk(data)
    assert set(tags) <= {"SEED", "SRC", "INFER", "RECON"}
    assert tags["INFER"] >= 1


def test_loads_through_the_catalog():
    """The folder is a playable game: the catalog loads it with no error and its rules validate."""
    from boardgames.engine.catalog import load_catalog

    catalog = load_catalog(ROOT / "data")
    assert "caverna" not in catalog.errors, [str(e) for e in catalog.errors.get("caverna", [])]
    spec = catalog.games["caverna"]
    assert spec.manifest["players"] == {"min": 1, "max": 7} and spec.manifest["order"] == 2
    assert spec.manifest["view"] == "caverna" and spec in catalog.playable()
    assert spec.rules().validate() == []


def test_a_gain_of_an_unknown_good_or_countable_is_reported():
    """The engine's gain checks its goods and its count against Caverna's names (the schema
    only knows a goods map)."""
    from boardgames.games.caverna.nodes import NODES

    refs = {"resources": ["wood", "ore"], "countables": ["wood", "ore", "ore_mine"]}
    assert NODES.validate({"type": "gain", "gain": {"ore": 2}, "per": {"countable": "ore_mine"}}, refs) == []
    assert NODES.validate({"type": "gain", "gain": {"mithril": 1}}, refs)
    assert NODES.validate({"type": "gain", "gain": {"ore": 1}, "per": {"countable": "dragon"}}, refs)
    assert NODES.validate({"type": "gain", "gain": {"ore": 1},
                           "if": {"count": {"countable": "ore_mine"}, "at_least": 1}}, refs) == []
