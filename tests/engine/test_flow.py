"""The generic flow-tree walker (boardgames/engine/flow.py): either, and/or, then, then/or."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from boardgames.engine.flow import COMPOSITE, Walker, children, leaves, new_cursor, node_at, run_all


class Host:
    """Leaves are {"type": "leaf", "id": name, "n": amount, "can": bool}; n == 0 achieves nothing."""

    def __init__(self, guest_room=False):
        self.either_as_and_or = guest_room
        self.done: list[str] = []
        self.blocked: set[str] = set()

    def doable(self, node, before):
        if node.get("needs") and not any(b.get("id") == node["needs"] for b in before) \
                and node["needs"] not in self.done:
            return False
        return node.get("can", True) and node["id"] not in self.blocked

    def effective(self, node):
        return node.get("n", 1) > 0


def L(name, n=1, can=True, optional=False, needs=None):
    node = {"type": "leaf", "id": name, "n": n, "can": can}
    if optional:
        node["optional"] = True
    if needs:
        node["needs"] = needs
    return node


def then(*steps, optional=False):
    node = {"type": "then", "steps": list(steps)}
    if optional:
        node["optional"] = True
    return node


def either(*options):
    return {"type": "either", "options": list(options)}


def and_or(*options):
    return {"type": "and_or", "options": list(options)}


def walk(tree, host, picks):
    """Walk with scripted decisions: picks is a list of functions options -> option."""
    w = Walker(tree, new_cursor(), host)
    picks = list(picks)
    decisions = []
    while True:
        r = w.step()
        if r[0] == "end":
            return decisions
        if r[0] == "leaf":
            host.done.append(r[2]["id"])
            w.leaf_done()
            continue
        decisions.append(r[1])
        w.choose(picks.pop(0)(r[1]))


def part(name_path):
    return lambda opts: next(o for o in opts if o["act"] == "part" and o["path"] == name_path)


def act(a):
    return lambda opts: next(o for o in opts if o["act"] == a)


def test_a_single_leaf_is_carried_out():
    h = Host()
    assert walk(L("wood"), h, []) == []
    assert h.done == ["wood"]


def test_either_offers_only_feasible_options_and_takes_one():
    h = Host()
    tree = either(L("a"), L("b", can=False), L("c"))
    decisions = walk(tree, h, [part([2])])
    assert decisions == [[{"act": "part", "path": [0]}, {"act": "part", "path": [2]}]]
    assert h.done == ["c"]


def test_either_with_one_feasible_option_needs_no_decision():
    h = Host()
    assert walk(either(L("a", n=0), L("b")), h, []) == []
    assert h.done == ["b"]


def test_and_or_any_subset_in_any_order():
    h = Host()
    tree = and_or(L("a"), L("b"), L("c"))
    decisions = walk(tree, h, [part([2]), part([0]), act("done")])
    assert h.done == ["c", "a"]
    assert decisions[0] == [{"act": "part", "path": [i]} for i in range(3)]    # no "done" before one part
    assert {"act": "done", "path": []} in decisions[1]


def test_then_compulsory_steps_and_optional_steps():
    h = Host()
    tree = then(L("take"), L("twin", optional=True), L("sow", optional=True))
    decisions = walk(tree, h, [act("skip"), part([2])])
    assert h.done == ["take", "sow"]
    assert decisions[0] == [{"act": "part", "path": [1]}, {"act": "skip", "path": [1]}]


def test_then_with_a_compulsory_step_that_cannot_be_done_is_infeasible():
    h = Host()
    tree = then(L("furnish", can=False), L("grow"))
    assert not Walker(tree, new_cursor(), h).feasible()
    assert walk(tree, h, []) == [] and h.done == []


def test_skipping_is_refused_while_nothing_was_achieved_and_nothing_else_could_be():
    h = Host()
    tree = then(L("empty", n=0), L("twin", optional=True), L("sow", optional=True, can=False))
    # "take all goods" finds nothing: the twin is the only way to achieve something, so no skip
    assert walk(tree, h, []) == []
    assert h.done == ["empty", "twin"]


def test_nothing_achievable_means_infeasible():
    h = Host()
    tree = then(L("empty", n=0), L("gain_if", n=0))
    assert not Walker(tree, new_cursor(), h).feasible()


def test_compulsory_step_may_rely_on_an_earlier_compulsory_step():
    h = Host()
    tree = either(then(L("dwelling"), L("grow", needs="dwelling")), L("gold"))
    w = Walker(tree, new_cursor(), h)
    assert w.feasible(tree["options"][0])
    walk(tree, h, [part([0])])
    assert h.done == ["dwelling", "grow"]


def test_guest_room_turns_either_into_and_or():
    h = Host(guest_room=True)
    tree = either(L("a"), L("b"))
    decisions = walk(tree, h, [part([0]), part([1])])
    assert h.done == ["a", "b"]
    assert len(decisions) == 2


def test_nested_optional_block_of_compulsory_pair():
    """Adventure: forge (optional) and then/or two expeditions that come as a pair."""
    h = Host()
    tree = then(L("forge", optional=True), then(L("exp1"), L("exp2"), optional=True))
    walk(tree, h, [act("skip")])
    assert h.done == ["exp1", "exp2"]


def test_finishing_an_and_or_is_refused_when_nothing_was_achieved():
    h = Host()
    tree = then(and_or(L("a", n=0), L("b")), L("c", optional=True, can=False))
    w = Walker(tree, new_cursor(), h)
    r = w.step()
    assert r[0] == "leaf" and r[2]["id"] == "b"      # "a" achieves nothing: "b" is the only option


def test_abort_ends_the_walk():
    h = Host()
    w = Walker(and_or(L("a"), L("b")), new_cursor(), h)
    assert w.step()[0] == "decide"
    w.abort()
    assert w.step() == ("end",)


def test_helpers():
    tree = then(L("a"), either(L("b"), L("c")))
    assert node_at(tree, [1, 0])["id"] == "b"
    assert [x["id"] for x in leaves(tree)] == ["a", "b", "c"]
    assert len(children(tree)) == 2
    h = Host()
    assert run_all(tree, h, lambda n: h.done.append(n["id"])) == [[0], [1, 0]]


# --- property: random trees, random walks ------------------------------------------------------
def random_tree(rng: random.Random, depth=0, counter=None):
    counter = counter if counter is not None else [0]
    if depth >= 3 or rng.random() < 0.4:
        counter[0] += 1
        return L(f"x{counter[0]}", n=rng.choice([0, 1, 1]), can=rng.random() < 0.8)
    kind = rng.choice(COMPOSITE)
    kids = [random_tree(rng, depth + 1, counter) for _ in range(rng.randint(2, 3))]
    if kind == "then":
        for k in kids:
            if rng.random() < 0.5:
                k["optional"] = True
        return {"type": "then", "steps": kids}
    return {"type": kind, "options": kids}


def check_walk(tree, host, done_ids):
    """What a finished walk must satisfy."""
    def count(node):
        if node["type"] not in COMPOSITE:
            return 1 if node["id"] in done_ids else 0
        return sum(count(c) for c in children(node))

    def ok(node):
        if node["type"] not in COMPOSITE:
            return True
        n = [count(c) for c in children(node)]
        kind = "and_or" if node["type"] == "either" and host.either_as_and_or else node["type"]
        if kind == "either":
            assert sum(1 for x in n if x) <= 1, node
        for c in children(node):
            ok(c)
        return True
    ok(tree)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10**9), st.booleans())
def test_random_walks_terminate_and_achieve_something(seed, guest):
    rng = random.Random(seed)
    tree = random_tree(rng)
    host = Host(guest_room=guest)
    w = Walker(tree, new_cursor(), host)
    feasible = w.feasible()
    effective_done = []
    for _ in range(200):
        r = w.step()
        if r[0] == "end":
            break
        if r[0] == "leaf":
            host.done.append(r[2]["id"])
            assert host.doable(r[2], ())
            if r[2]["n"] > 0:
                effective_done.append(r[2]["id"])
            w.leaf_done()
        else:
            assert r[1], "a decision always has options"
            w.choose(rng.choice(r[1]))
    else:
        raise AssertionError("walk did not end")
    if feasible:
        assert effective_done, "a feasible tree must achieve something"
    else:
        assert not host.done
    check_walk(tree, host, set(host.done))
