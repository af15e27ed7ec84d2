"""The computer opponents' evaluation (scoring.bot_features, weighed by game.yaml `bot`):
constructed positions where each feature must move the right way."""
from __future__ import annotations

from boardgames.engine.bots.evaluate import Evaluation
from boardgames.games.urubamba_valley import scoring
from boardgames.games.urubamba_valley.terrace import LLAMA, SEED


def features(b, p: int) -> dict:
    return b.rules.bot_features(b.s)[p]


def value(b, p: int) -> float:
    return Evaluation(b.rules).values(b.s)[p]


def test_a_first_point_on_the_track_is_worth_more_than_its_seed(build):
    """Planting from the bottom of the track pays $1 now but climbs towards the track's big
    harvests: Easy used to keep its seeds rather than plant them."""
    b = build(3).coins(0, 3).seeds(0, "chili")
    b.pl(0)["crop"], b.pl(0)["tech"] = "chili", ["chili"]
    before = value(b, 0)
    b.turn(0).choose({"act": "plant", "seed": "chili", "cell": [1, 1]}).ok()
    assert b.pl(0)["track"] == [1]
    assert features(b, 0)["points"] == 1 and features(b, 0)["seeds"] == 0
    assert value(b, 0) > before


def test_harvest_pays_off_at_the_top_of_the_track_not_low_down(build):
    """Points climbed count more than the coins a Harvest would bring low on the track, less at
    its top (where more points would be lost): Easy harvests a full track, not a short one."""
    def gain(pos):
        b = build(3).coins(2, 3)
        b.pl(2)["track"] = [pos]
        before = value(b, 2)
        b.turn(2).choose({"act": "harvest"}).ok()
        return value(b, 2) - before

    assert gain(7) > 0
    assert all(gain(pos) < 0 for pos in range(1, 6))


def test_a_seed_counts_only_with_its_technology_or_as_a_vine(build):
    """A seed the player cannot plant is spare; the technology for it makes it count by the
    points it could score (one, on an empty terrace; a vine two)."""
    b = build(3).seeds(1, "corn", "vine", "pea")
    b.pl(1)["tech"] = [b.pl(1)["crop"]]
    own = b.pl(1)["crop"]
    mine = own in ("corn", "pea")
    assert features(b, 1)["seeds"] == 2 + mine and features(b, 1)["spare"] == 2 - mine
    other = "pea" if own != "pea" else "corn"
    before = value(b, 1)
    b.tech(1, other)
    assert features(b, 1)["seeds"] == 3 + mine and features(b, 1)["spare"] == 1 - mine
    assert value(b, 1) > before


def test_a_seed_is_worth_the_field_it_could_join(build, rules):
    """Two chili seeds in row 1 make a chili seed worth 3 points (next to both), a llama on
    an empty cell one more; a corn seed there is worth its single cell."""
    b = build(3).put([1, 1], "chili").put([1, 3], "chili")
    best = scoring.best_points(rules, b.s)
    assert best["chili"] == 3 and best["corn"] == 1 and best["vine"] == 2
    b.s["cells"]["3,4"][LLAMA], b.s["cells"]["4,3"][LLAMA] = b.s["cells"]["4,3"][LLAMA], None
    b.put([2, 4], "corn")
    assert scoring.best_points(rules, b.s)["corn"] == 3      # [3, 4]: the llama, and the corn below


def test_seeds_count_no_more_than_the_empty_cells(build, rules):
    b = build(3).seeds(0, "vine", "vine")
    assert features(b, 0)["seeds"] == 4
    crops = iter(["chili", "corn", "potato", "pea", "lavender"] * 10 + ["vine"] * 9)
    empty = [k for k, sp in b.s["cells"].items() if sp[SEED] is None]
    for k in empty[:-1]:
        b.put([int(x) for x in k.split(",")], next(crops))
    assert features(b, 0)["seeds"] == 2 and features(b, 0)["spare"] == 1
