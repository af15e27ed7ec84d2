"""Scoring exactly as the score pad, row by row; ties are shared."""
from __future__ import annotations

import pytest

from boardgames.games.caverna import scoring

ROWS = ["farm_animals_and_dogs", "missing_farm_animal_types", "grain", "vegetables", "rubies", "dwarfs",
        "unused_spaces", "tiles", "bonus", "gold", "begging_markers"]


def rows(b, p=0):
    return scoring.row_values(b.rules, b.s, p)


def test_a_hand_scored_home(build):
    b = build(n=2)
    b.tiles(0, F3R4="small_pasture", F2R4="field", F1R4="field", M2R4="ore_mine", M2R3="deep_tunnel",
            M3R4="ruby_mine", M1R2="cavern")
    b.large(0, "F3R3", "F2R3").stable(0, "F1R1")
    b.pl()["crops"] = {"F2R4": {"grain": 2}, "F1R4": {"vegetable": 2}}
    b.furnish(0, "M1R2", "dwelling").furnish(0, "M1R3", "weaving_parlor")
    b.goods(0, dog=2, sheep=3, donkey=1, wild_boar=0, cattle=2, grain=3, vegetable=1, ruby=2, gold=5,
            food=9, wood=9, stone=9, ore=9)
    b.dwarfs(0, 0, 0, 3)
    b.pl()["begging"] = 1
    got = rows(b)
    assert got == {"farm_animals_and_dogs": 8, "missing_farm_animal_types": -2, "grain": 3, "vegetables": 3,
                   "rubies": 2, "dwarfs": 3, "unused_spaces": -12, "tiles": 2 + 4 + 3 + 4 + 3,
                   "bonus": 1, "gold": 5, "begging_markers": -3}
    b.tiles(0, M3R3="cavern").furnish(0, "M3R3", "writing_chamber")     # one more used space: -11
    got = rows(b)
    # the Writing chamber cancels 7 negative points in pad order: 2 (missing type), then 5 of the 11
    assert got["missing_farm_animal_types"] == 0 and got["unused_spaces"] == -6 and got["begging_markers"] == -3
    assert sum(got.values()) == 8 + 0 + 3 + 3 + 2 + 3 - 6 + 16 + 1 + 5 - 3


def test_start_of_game_score(build):
    b = build(n=2)
    assert rows(b) == {"farm_animals_and_dogs": 0, "missing_farm_animal_types": -8, "grain": 0,
                       "vegetables": 0, "rubies": 0, "dwarfs": 2, "unused_spaces": -22, "tiles": 0, "bonus": 0,
                       "gold": 0, "begging_markers": 0}


@pytest.mark.parametrize("tile,setup,bonus", [
    ("stone_storage", {"stone": 5}, 5),
    ("ore_storage", {"ore": 5}, 2),
    ("treasure_chamber", {"ruby": 3}, 3),
    ("fodder_chamber", {"sheep": 2, "donkey": 2, "cattle": 3, "dog": 4}, 2),
    ("food_chamber", {"grain": 3, "vegetable": 2}, 4),
    ("milking_parlor", {"cattle": 3}, 3),
])
def test_bonus_tiles(build, tile, setup, bonus):
    b = build(n=2).furnish(0, "M1R3", tile).goods(0, **setup)
    assert rows(b)["bonus"] == bonus


def test_weapon_supplies_prayer_and_broom(build):
    b = build(n=2).tiles(0, M2R4="cavern", M2R3="cavern", M3R4="cavern")
    b.furnish(0, "M1R3", "weapon_storage").furnish(0, "M2R4", "supplies_storage").furnish(0, "M2R3", "prayer_chamber")
    b.dwarfs(0, 1, 5)
    assert rows(b)["bonus"] == 6 + 8
    b.dwarfs(0, 0, 5)
    assert rows(b)["bonus"] == 3
    b.dwarfs(0, 0, 0)
    assert rows(b)["bonus"] == 8
    b.furnish(0, "M3R4", "broom_chamber").dwarfs(0, 0, 0, 0, 0, 0)
    assert rows(b)["bonus"] == 8 + 5
    b.dwarfs(0, 0, 0, 0, 0, 0, 0)
    assert rows(b)["bonus"] == 8 + 10


def test_main_storage_counts_yellow_tiles_itself_included(build):
    b = build(n=2).tiles(0, M2R4="cavern").furnish(0, "M1R3", "main_storage").furnish(0, "M2R4", "beer_parlor")
    assert rows(b)["bonus"] == 4
    assert rows(b)["tiles"] == 3


def test_state_parlor_four_per_adjacent_dwelling(build):
    b = build(n=2).tiles(0, M2R3="cavern", M1R2="cavern")
    b.furnish(0, "M1R3", "state_parlor").furnish(0, "M2R3", "dwelling").furnish(0, "M1R2", "couple_dwelling")
    assert rows(b)["bonus"] == 12          # entry-level dwelling below, dwelling right, couple dwelling above


def test_covered_furnishing_scores_nothing(build):
    b = build(n=2).furnish(0, "M1R3", "trader")
    assert rows(b)["tiles"] == 2
    b.pl()["under"]["M1R3"] = "trader"
    b.pl()["furn"]["M1R3"] = "spare_part_storage"
    assert rows(b)["tiles"] == 0


def test_ties_are_shared(build):
    b = build(n=2)
    sheet = b.rules.score(b.s)
    assert sheet.totals[0] == sheet.totals[1] and sheet.winners == [0, 1]
    assert sheet.rows == [f"caverna.score.{r}" for r in ROWS]


def test_the_evaluations_score_is_the_score_sheets_total_all_game_long(rules):
    """The computer opponents read each player's score from the rows remembered for their
    board, without building the sheet: the same totals at every step of a game."""
    from boardgames.engine.bots import Table, make
    from boardgames.engine.match import Match
    from boardgames.engine.playout import seats_for
    m = Match.new(rules, seats_for(rules, 3), rules.modes()[0], None, seed=5, history=False)
    easy = [make("easy", s) for s in range(3)]
    steps = 0
    while m.pending is not None and steps < 150:
        totals = scoring.score(rules, m.state).totals
        assert [f["score"] for f in rules.bot_features(m.state)] == totals
        t = Table.of(m)
        m.choose(easy[t.seat].decide(t))
        steps += 1
    assert steps == 150 or m.pending is None
