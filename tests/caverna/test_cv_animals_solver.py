"""The housing solver (games/caverna/animals.py) against brute force on small boards."""
from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from boardgames.games.caverna import animals as A


def brute(housing, counts, dogs):
    """Every unit gets a type, nothing, or d >= 1 dogs (then d + 1 sheep); maximise housed."""
    shared, ded = housing
    choices = []
    for cap, herds in shared:
        opts = [("none", 0)] + [("type", t) for t in range(4) if cap]
        if herds:
            opts += [("dogs", d) for d in range(1, dogs + 1)]
        choices.append(opts)
    best = 0
    for combo in itertools.product(*choices):
        if sum(v for k, v in combo if k == "dogs") > dogs:
            continue
        cap = list(ded)
        for (c, _), (k, v) in zip(shared, combo):
            if k == "type":
                cap[v] += c
            elif k == "dogs":
                cap[0] += v + 1
        best = max(best, sum(min(n, c) for n, c in zip(counts, cap)))
    return best


UNIT = st.sampled_from([(0, True), (1, True), (2, True), (4, True), (8, True), (16, True), (1, False), (2, False)])


@settings(max_examples=400, deadline=None)
@given(st.lists(UNIT, max_size=5), st.tuples(*[st.integers(0, 3)] * 4),
       st.tuples(*[st.integers(0, 9)] * 4), st.integers(0, 3))
def test_solver_matches_brute_force(shared, ded, counts, dogs):
    housing = (tuple(sorted(shared, reverse=True)), ded)
    assert A.best(housing, counts, dogs) == brute(housing, counts, dogs)
    plan = A.arrangement(housing, counts, dogs)
    housed = sum(plan["dedicated"].values()) + sum(s["n"] for s in plan["shared"])
    assert housed == A.best(housing, counts, dogs)
    assert sum(plan["left"].values()) == sum(counts) - housed
    for (cap, herds), slot in zip(housing[0], plan["shared"]):
        if slot["dogs"]:
            assert herds and slot["animal"] == "sheep" and slot["n"] <= slot["dogs"] + 1
        else:
            assert slot["n"] <= cap
    assert sum(s["dogs"] for s in plan["shared"]) <= dogs


@settings(max_examples=400, deadline=None)
@given(st.lists(UNIT, max_size=5), st.tuples(*[st.integers(0, 3)] * 4),
       st.tuples(*[st.integers(0, 9)] * 4), st.integers(0, 3))
def test_fits_agrees_with_brute_force(shared, ded, counts, dogs):
    """`fits` first tries a quick arrangement; whatever it answers is what brute force says."""
    housing = (tuple(sorted(shared, reverse=True)), ded)
    assert A.fits(housing, counts, dogs) == (brute(housing, counts, dogs) == sum(counts))


def test_the_quick_arrangement_only_proves_a_fit():
    roomy = (((4, True), (2, False)), (0, 1, 0, 0))
    assert A._fits_simply(roomy, (4, 3, 0, 0))            # sheep in the pasture, donkeys in the rest
    tight = (((2, True),), (0, 0, 0, 0))
    assert not A._fits_simply(tight, (3, 0, 0, 0))        # two dogs could make room: no proof either way
    assert A.fits(tight, (3, 0, 0, 0), 2) and not A.fits(tight, (3, 0, 0, 0), 0)


def test_dogs_herd_sheep_on_a_bare_meadow():
    housing = (((0, True),), (0, 0, 0, 0))
    assert A.best(housing, (3, 0, 0, 0), 2) == 3          # 2 dogs watch 3 sheep
    assert A.best(housing, (4, 0, 0, 0), 2) == 3
    assert A.best(housing, (0, 1, 0, 0), 2) == 0          # dogs only watch sheep


def test_dogs_replace_a_pasture_capacity():
    small_with_stable = (((4, True),), (0, 0, 0, 0))
    assert A.best(small_with_stable, (4, 0, 0, 0), 1) == 4   # better without the dog
    assert A.best(small_with_stable, (6, 0, 0, 0), 5) == 6   # 5 dogs: 6 sheep
    two = (((1, True), (0, True)), (0, 0, 0, 0))
    assert A.best(two, (4, 0, 0, 0), 2) == 4                 # 1 dog each: 2 + 2 sheep


def test_overflow_types_and_breeding_sets():
    housing = (((2, False),), (0, 0, 0, 3))                  # entry dwelling + Breakfast room
    assert A.overflow_types(housing, (2, 1, 0, 0), 0) == ["donkey"]        # keep the pair of sheep
    assert A.overflow_types(housing, (1, 1, 0, 0), 0) == ["sheep", "donkey"]
    assert A.overflow_types(housing, (0, 2, 0, 3), 0) == []  # all fit: nothing is "extra"
    assert A.breeding_sets(housing, (0, 0, 0, 3), 0, [3]) == [(3,)]   # a 4th cattle goes to the dwelling
    assert A.breeding_sets(((( 4, True),), (0, 0, 0, 0)), (2, 0, 0, 0), 0, [0]) == [(0,)]
    pair = (((2, False),), (0, 0, 0, 0))
    assert A.breeding_sets(pair, (2, 0, 0, 0), 0, [0]) == []
