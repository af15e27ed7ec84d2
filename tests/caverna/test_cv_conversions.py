"""Conversions at any of the player's decisions: food strip, gold, rubies, tiles for rubies."""
from __future__ import annotations

from boardgames.engine.freeacts import free_options, real_options


def conv(b):
    return [o for o in free_options(b.m.pending)]


def test_food_strip_and_gold(build):
    b = build(n=2).turn(0).goods(0, sheep=1, donkey=2, wild_boar=1, cattle=1, grain=1, vegetable=1, gold=3,
                                 food=0, dog=1, wood=5)
    b.m.invalidate()
    ids = {o["id"] for o in conv(b) if o["act"] == "convert"}
    assert {"food.sheep", "food.donkey", "food.donkey2", "food.wild_boar", "food.cattle", "food.grain",
            "food.vegetable"} <= ids
    assert "food.dog" not in ids and "food.wood" not in ids
    assert {"act": "convert", "id": "gold.food", "n": 2} in conv(b)
    assert {"act": "convert", "id": "gold.food", "n": 3} not in conv(b)
    b.choose({"act": "convert", "id": "gold.food", "n": 2})
    assert b.pl()["goods"]["gold"] == 0 and b.pl()["goods"]["food"] == 2
    b.choose({"act": "convert", "id": "food.donkey2"})
    assert b.pl()["goods"]["food"] == 5
    b.choose({"act": "convert", "id": "food.cattle"})
    assert b.pl()["goods"]["food"] == 8
    assert b.kind == "place"                      # the same decision is still pending


def test_rubies(build):
    b = build(n=2).turn(0).goods(0, ruby=3, food=1)
    b.m.invalidate()
    ids = {o["id"] for o in conv(b) if o["act"] == "convert"}
    assert {f"ruby.{g}" for g in ("wood", "stone", "ore", "grain", "vegetable", "sheep", "donkey", "wild_boar",
                                  "dog", "gold", "cattle")} <= ids
    b.choose({"act": "convert", "id": "ruby.cattle"})
    assert b.pl()["animals"]["cattle"] == 1 and b.pl()["goods"]["food"] == 0 and b.pl()["goods"]["ruby"] == 2
    assert {"act": "convert", "id": "ruby.cattle"} not in conv(b)          # needs a food too
    tiles = [o for o in conv(b) if o["act"] == "ruby_tile"]
    assert {"act": "ruby_tile", "tile": "meadow", "cell": "F3R4"} in tiles
    assert {"act": "ruby_tile", "tile": "cavern", "cell": "M1R2"} in tiles
    assert all(o["cell"] == "F3R4" for o in tiles if o["tile"] in ("meadow", "field"))
    b.choose({"act": "ruby_tile", "tile": "cavern", "cell": "M1R2"})
    assert b.pl()["tiles"]["M1R2"] == "cavern" and b.pl()["goods"]["ruby"] == 0


def test_conversions_belong_to_the_deciding_player_only(build):
    b = build(n=2).turn(0).goods(1, ruby=2, sheep=1).goods(0, ruby=0, sheep=0, grain=0, vegetable=0, gold=0)
    b.m.invalidate()
    assert b.m.pending.player == 0 and conv(b) == []
    assert all(o["act"] == "place" for o in real_options(b.m.pending))


def test_conversions_are_offered_in_every_kind_of_decision(build):
    b = build(n=3).turn(0).goods(0, ore=3, grain=2)
    b.space("blacksmithing")
    b.m.invalidate()
    b.place("blacksmithing")
    assert b.kind == "forge" and {"act": "convert", "id": "food.grain"} in b.m.pending.options
    assert b.m.pending.info["free_from"] == 3


def test_trader_and_spare_part_storage_undo_each_other_and_a_bot_stops_after_its_streak(build):
    """Two furnishings whose conversions undo each other (2 gold <-> 1 wood, 1 stone, 1 ore):
    a player may turn goods back and forth as long as they like, so a computer opponent, whose
    judgement of one position is always the same, is shown the decision's own options only
    after `FREE_STREAK` free acts in a row at it (a duel's game once ran 20,000 decisions)."""
    from boardgames.engine.bots import make
    from boardgames.engine.bots.table import FREE_STREAK, Table
    b = build(n=2).turn(0).goods(0, gold=2, wood=0, stone=0, ore=0)
    b.furnish(0, "M1R3", "spare_part_storage").furnish(0, "M2R3", "trader")
    b.m.invalidate()
    there, back = {"act": "convert", "id": "trader.0"}, {"act": "convert", "id": "spare_part_storage.0"}
    start = dict(b.pl()["goods"])
    for i in range(FREE_STREAK):
        table = Table.of(b.m)
        assert table.options == b.m.pending.options                 # every free act offered
        b.choose(there if i % 2 == 0 else back)
    assert b.pl()["goods"] == start and b.kind == "place"          # round and round, nothing gained
    table = Table.of(b.m)
    assert table.options == real_options(b.m.pending) and len(table.options) < len(b.m.pending.options)
    assert not b.rules.is_free(make("easy", 1).decide(table))
    b.choose(table.options[0])                                      # the decision itself
    b.turn(0)
    b.m.invalidate()
    assert Table.of(b.m).options == b.m.pending.options             # a new decision: offered again
