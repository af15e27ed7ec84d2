"""Caches never change a result: every decision of random games, computed with the caches the
game has been filling, equals the same decision computed afresh, and the fast placement and
flow walking agree with the engine's plain flow walker.

The caches under test: the flow plans (engine/flowplan.py: each space's walk as a plan over
its leaf questions), answers kept by a key of the player's parts (reach.PARTS), the board's placement caches
(twin, single-tile and stable spots by layout, or by the number a probe gives a layout),
furnishing prices, the effects index, dwarfs housed per set of furnishings, animal housing by
the parts of a home it reads, the free conversions per amount of goods (conversions.Offers)
and the goods texts (rules.memo).
"""
from __future__ import annotations

import random

import pytest

from boardgames.engine.flow import Walker, new_cursor
from boardgames.engine.flowtask import NodeHost
from boardgames.engine.freeacts import free_options, real_options
from boardgames.engine.match import Match
from boardgames.engine.rules import clone_plain
from boardgames.games.caverna import animals as A
from boardgames.games.caverna.actions import available_dwarfs
from boardgames.games.caverna.furnishings import choices as furnish_choices
from boardgames.games.caverna.nodes import NODES

from cv_helpers import load_rules, seats


def plain_feasible(R, state, p: int, space: str, dwarf) -> bool:
    """The engine's walker with its plain host: no memo, no decision trees."""
    host = NodeHost(R, NODES, state, p, {"dwarf": dwarf, "src": space})
    return Walker(R.flow(space), new_cursor(), host).feasible()


def plain_placements(R, state, p: int) -> list[dict]:
    """Placement options as the rules define them, walked with the plain engine walker."""
    pl = state["players"][p]
    free = available_dwarfs(pl)
    if not free:
        return []
    lowest = min(pl["dwarfs"][i]["w"] for i in free)
    first = {}
    for i in free:
        first.setdefault(pl["dwarfs"][i]["w"], i)
    ruby = pl["goods"]["ruby"] >= R.home["ruby"]["out_of_order"]["ruby"]
    out = []
    for sid, sp in state["spaces"].items():
        if sp["occ"] is not None:
            continue
        for w, i in sorted(first.items()):
            if (w == lowest or ruby) and plain_feasible(R, state, p, sid, i):
                out.append({"act": "place", "space": sid, "dwarf": i, **({"ruby": True} if w != lowest else {})})
    return out


def plain_flow_decision(R, state, task) -> list[dict]:
    host = NodeHost(R, NODES, state, task["p"], task["env"])
    return Walker(R.flow(task["space"]), clone_plain(task["cur"]), host).decision()


def same_choice(a, b) -> bool:
    return (a is None and b is None) or (
        a is not None and b is not None and a.player == b.player and a.kind == b.kind
        and a.options == b.options and a.info == b.info and a.prompt == b.prompt)


def check_game(warm, fresh, n: int, seed: int, mode: str) -> int:
    """Play one random game with `warm` rules; at every decision compare with `fresh` rules
    whose caches are emptied first, and with the plain engine walker. Returns the steps."""
    m = Match.new(warm, seats(n), mode, {}, seed, history=False)
    rng = random.Random(f"caches:{seed}:{n}")
    steps = 0
    while m.pending is not None:
        choice = m.pending
        fresh.clear_caches()
        again = fresh.pending(clone_plain(m.state))
        assert same_choice(choice, again), f"{n}p seed {seed} step {steps}: {choice.kind} differs when computed afresh"
        task = m.state["tasks"][-1]
        if task["t"] == "place":
            assert real_options(choice) == plain_placements(warm, m.state, task["p"]), \
                f"{n}p seed {seed} step {steps}: placements differ from the plain walker"
        elif task["t"] == "flow":
            assert real_options(choice) == plain_flow_decision(warm, m.state, task), \
                f"{n}p seed {seed} step {steps}: flow decision differs from the plain walker"
        real, free = real_options(choice), free_options(choice)
        m.choose(rng.choice(free) if free and (not real or rng.random() < 0.15) else rng.choice(real))
        steps += 1
    return steps


@pytest.fixture(scope="module")
def fresh():
    """A second rules object whose caches each comparison empties."""
    from boardgames import paths
    from boardgames.engine.catalog import load_catalog
    return load_catalog(paths.data_dir()).games["caverna"].rules()


def test_caches_never_change_a_decision(rules, fresh):
    for n, seed, mode in [(1, 7, "full"), (2, 3, "intro"), (4, 11, "full"), (7, 5, "full")]:
        assert check_game(rules, fresh, n, seed, mode) > 50


@pytest.mark.slow
@pytest.mark.parametrize("n", range(1, 8))
def test_caches_never_change_a_decision_many_games(rules, fresh, n):
    for seed in range(12):
        check_game(rules, fresh, n, 100 + seed, "intro" if seed % 4 == 3 else "full")


def _follow(plan, given: dict) -> bool:
    while plan.__class__ is tuple:
        plan = plan[2] if given[plan[0]] else plan[1]
    return plan


def test_plans_give_the_engine_walkers_answer(rules):
    """A space's plan (and the plan of every part of its tree) asks the leaf questions in
    another order and stops early: for every combination of answers it still ends where the
    engine's walker ends."""
    reach = rules.reach
    walks = list(reach.trees.values())
    for space in rules.spaces.values():
        for node in leaves_and_parts(space["flow"]):
            for kind in ("f", "d"):
                walk = reach.walk(kind, node, ())
                if walk is not None:
                    walks.append(walk)
    for walk in walks:
        for flag in (False, True):
            qs = reach.questions(walk, flag)
            plan = reach.plan(walk, flag)
            for m in range(1 << len(qs)):
                given = {q: bool(m >> i & 1) for i, q in enumerate(qs)}
                assert _follow(plan, given) == reach.run(walk, flag, given), walk.node


def leaves_and_parts(tree: dict):
    yield tree
    for child in tree.get("steps") or tree.get("options") or []:
        yield from leaves_and_parts(child)


def test_quick_answers_agree_with_the_full_lists(rules):
    """Some leaves say "doable" without listing their options (sowing, forging, a twin tile,
    furnishing); at every step of random games the quick answer is whether the list is empty."""
    nodes = [n for s in rules.spaces.values() for n in leaves_and_parts(s["flow"])
             if n["type"] in ("sow", "forge", "place_twin", "furnish")]
    for n, seed in [(2, 21), (4, 22)]:
        m = Match.new(rules, seats(n), "full", {}, seed, history=False)
        rng = random.Random(seed)
        while m.pending is not None:
            state = m.state
            for p, pl in enumerate(state["players"]):
                for node in nodes:
                    kind = NODES.types[node["type"]]
                    for d in range(len(pl["dwarfs"])) if node["type"] == "forge" else [None]:
                        env = {"dwarf": d}
                        full = {"sow": lambda: kind.choices(rules, state, p, node),
                                "forge": lambda: kind.strengths(rules, state, p, node, env),
                                "place_twin": lambda: kind.spots(rules, state, p, node),
                                "furnish": lambda: furnish_choices(rules, state, p, node)}[node["type"]]()
                        assert kind.doable(rules, state, p, node, env) == bool(full), (node, p, d)
            m.choose(rng.choice(m.pending.options))


def test_clear_caches_empties_them(rules):
    m = Match.new(rules, seats(3), "full", {}, 2, history=False)
    rng = random.Random(2)
    for _ in range(60):
        m.choose(rng.choice(m.pending.options))
    assert rules.memo and rules.place._cache and rules._homes
    rules.clear_caches()
    assert not rules.memo and not rules.place._cache and not rules._fx and not rules._housed and not rules._homes
    assert not rules.offers._kept
    assert A.best.cache_info().currsize == 0 and A._breeding_sets.cache_info().currsize == 0
    assert not rules.reach.lasting and not rules.reach.positions
    assert load_rules() is rules            # the session's rules: later tests refill the caches
