from __future__ import annotations

from collections import Counter

from boardgames.engine.rng import Rng, seed_state


def test_same_seed_same_stream_and_state_is_plain_data():
    a, b = {"rng": seed_state(42)}, {"rng": seed_state(42)}
    ra, rb = Rng(a), Rng(b)
    assert [ra.below(100) for _ in range(50)] == [rb.below(100) for _ in range(50)]
    assert isinstance(a["rng"], int) and a == b


def test_text_seeds_work_and_differ():
    assert seed_state("moon") != seed_state("river")
    assert seed_state("moon") == seed_state("moon")


def test_shuffle_is_a_permutation_and_roughly_uniform():
    holder = {"rng": seed_state(1)}
    rng = Rng(holder)
    firsts = Counter()
    for _ in range(6000):
        items = list(range(6))
        rng.shuffle(items)
        assert sorted(items) == list(range(6))
        firsts[items[0]] += 1
    assert all(800 < firsts[i] < 1200 for i in range(6))


def test_draws_are_counted_for_undo_barriers():
    holder = {"rng": seed_state(3)}
    rng = Rng(holder)
    assert rng.draws == 0
    rng.pick([1, 2, 3])
    assert rng.draws >= 1
