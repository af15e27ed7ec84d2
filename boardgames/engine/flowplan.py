"""Flow trees answered fast: can a player achieve something with a tree of the data? The flow
walker's answer (`flow.Walker.feasible`), computed from plans made once.

A game may ask this very often (a worker-placement game asks it of every empty space for
every worker that may go out, an imitation of every occupied space again), and the walk
depends on nothing but the answers its host gives to two questions about leaves: "may this
leaf be carried out (after these compulsory steps)?" and "would it achieve something?". So:

* `Plans` turns each of the walker's pure questions about the data's trees ("is this tree,
  or this part of a tree, feasible / doable?") into a plan once (`Plans.plan`): the walker is
  run for every combination of answers to the leaf questions it can meet (a tree has a
  handful), and the plan asks those questions cheapest first (`NodeType.rank`), stopping as
  soon as the remaining ones cannot change the walker's result. Nothing in it depends on a
  state. A tree whose "either" offers plain goods asks nothing at all. `PlanWalker`, the
  walker carrying out a tree, asks the plans of every part it looks at.
* `Probe` is a walker host for one player in one unchanging state (one decision): every
  question is answered once, and equal leaves of different trees (the same tile on five
  spaces) share their answer. A costly node type that declares which parts of the player's
  position it reads (`NodeType.reads`, the game's `parts`) has its answers kept across
  decisions too, by a key of exactly those parts.

Questions whose answer the node type fixes are not asked at all: a type without its own
`doable` is always doable, one without its own `effective` is effective when doable, and a
type may say that a node always achieves something (`NodeType.always_effective`). A type may
answer a probe's question itself (`probe_doable`, `probe_effective`: with the probe's parts).
"""
from __future__ import annotations

import itertools
import json

from .effects import NodeType, Registry
from .flow import COMPOSITE, Walker, children, new_cursor

DOABLE, EFFECTIVE, FEASIBLE = "d", "e", "f"


class Question:
    """One question about one leaf of the data, with what answering it reads.

    `key` names it by content (equal leaves of two trees share answers, and one Question);
    None for a node that is not from the data, whose answers are never kept.
    """

    __slots__ = ("kind", "node", "before", "key", "env", "reads", "cheap", "rank", "run")

    def __init__(self, t: NodeType, kind: str, node: dict, before: tuple, key):
        self.kind, self.node, self.before, self.key = kind, node, before, key
        self.env, self.reads, self.cheap = t.reads_env, t.reads, t.cheap or key is None
        self.rank = 0 if t.cheap else t.rank
        self.run = _runner(t, kind)       # (probe, node, before) -> the answer


def _runner(t: NodeType, kind: str):
    """How a probe asks a kind this question: the kind's own `probe_doable`/`probe_effective`
    (a kind that reads the probe's cached parts), else its `doable`/`effective`."""
    own = getattr(t, "probe_doable" if kind == DOABLE else "probe_effective", None)
    if own is not None:
        return own
    if kind == DOABLE:
        return lambda probe, node, before: bool(t.doable(probe.R, probe.state, probe.p, node, probe.env, before))
    return lambda probe, node, before=(): bool(t.effective(probe.R, probe.state, probe.p, node, probe.env))


class Probe:
    """The walker's host for player p in one state that does not change while it is asked.

    Answers are kept by the question and the `env` entries its node type reads (`reads_env`:
    a game's source of goods, its acting piece), so `env` may change between questions.
    """

    __slots__ = ("R", "plans", "state", "p", "env", "answers", "parts", "_either")

    def __init__(self, R, plans: "Plans", state: dict, p: int, env: dict | None = None):
        self.R, self.plans, self.state, self.p = R, plans, state, p
        self.env = env if env is not None else {}
        self.answers: dict = {}
        self.parts: dict = {}
        self._either = None

    @property
    def either_as_and_or(self) -> bool:
        """The rules' `either_as_and_or` for p, asked once (only where a tree has an "either")."""
        flag = self._either
        if flag is None:
            flag = self._either = bool(self.R.either_as_and_or(self.state, self.p))
        return flag

    def answer(self, q: Question) -> bool:
        if q.cheap:
            return q.run(self, q.node, q.before)
        key = q.key
        if q.env:
            key = (key, *map(self.env.get, q.env))
        hit = self.answers.get(key)
        if hit is None:
            if q.reads is None:
                hit = q.run(self, q.node, q.before)
            else:                                 # kept across decisions, by what it reads
                lasting = (key, self.parts_of(q.reads))
                kept = self.plans.lasting
                hit = kept.get(lasting)
                if hit is None:
                    hit = kept[lasting] = q.run(self, q.node, q.before)
            self.answers[key] = hit
        return hit

    def parts_of(self, names: tuple) -> int:
        """These parts of p's position (the plans' `parts`) as a number (`Plans.positions`):
        each part's key is made once per probe, and the long keys are hashed once, not at every
        question. A game's caches may take the number in place of the parts themselves."""
        hit = self.parts.get(names)
        if hit is None:
            hit = self.parts[names] = self.plans.position(tuple([self.part(name) for name in names]))
        return hit

    def part(self, name: str):
        parts = self.parts
        if name not in parts:
            parts[name] = self.plans.parts[name](self.R, self.state, self.state["players"][self.p])
        return parts[name]

    # --- flow.FlowHost -----------------------------------------------------------------------
    def doable(self, node: dict, before=()) -> bool:
        q = self.plans.question(DOABLE, node, before)
        return True if q is True else self.answer(q)

    def effective(self, node: dict) -> bool:
        q = self.plans.question(EFFECTIVE, node, ())
        return True if q is True else self.answer(q)

    # --- whole trees -----------------------------------------------------------------------------
    def feasible(self, name: str, env: dict) -> bool:
        """Could p achieve something with the tree `name` in this `env`?"""
        outer = self.env                   # a leaf may ask this while answering a question
        self.env = env
        result = self.plans.feasible(self, name)
        self.env = outer                   # (after an error the probe is not asked again)
        return result


class _Open(Exception):
    """The walker asked a question the script has no answer for yet."""

    def __init__(self, q: Question):
        super().__init__()
        self.q = q


class _Script:
    """A walker host that answers leaf questions from a given assignment (to compile plans)."""

    __slots__ = ("plans", "either_as_and_or", "given")

    def __init__(self, plans: "Plans", flag: bool, given: dict):
        self.plans, self.either_as_and_or, self.given = plans, flag, given

    def doable(self, node: dict, before=()) -> bool:
        return self._answer(self.plans.question(DOABLE, node, before))

    def effective(self, node: dict) -> bool:
        return self._answer(self.plans.question(EFFECTIVE, node, ()))

    def _answer(self, q) -> bool:
        if q is True:
            return True
        if q not in self.given:
            raise _Open(q)
        return self.given[q]


class Walk:
    """One pure question of the walker about a composite node of the data ("feasible" or
    "doable" after `before`), with its plan per either_as_and_or: a step of a plan is
    (Question, plan if no, plan if yes); a bool ends it."""

    __slots__ = ("kind", "node", "before", "has_either", "plans")

    def __init__(self, kind: str, node: dict, before: tuple):
        self.kind, self.node, self.before = kind, node, before
        self.has_either = any(n.get("type") == "either" for n in _composites(node))
        self.plans: dict = {False: None, True: None}


def _composites(node: dict):
    if node.get("type") in COMPOSITE:
        yield node
        for child in children(node):
            yield from _composites(child)


class Plans:
    """The walker's pure questions about a game's flow trees, as plans (see above).

    `nodes`: the registry of the trees' leaves; `trees`: the whole trees of the data by name
    (a game's action spaces); `parts`: the parts of a player's position a node type may say it
    reads (`NodeType.reads`), each with a cheap key of exactly that part (equal keys mean
    equal parts): name -> f(rules, state, player's state); `R`: the rules of the game, for the
    answers a node type fixes in that game (`NodeType.always_effective`).
    """

    def __init__(self, nodes: Registry, trees: dict[str, dict], parts: dict, R=None):
        self.nodes, self.parts, self.R = nodes, parts, R
        self._keys: dict = {}         # id(data leaf) -> (the leaf, its content key)
        self._trees: dict = {}        # id(composite node or whole tree of the data) -> it
        self._questions: dict = {}    # (kind, id(node), id(before)...) -> Question, or True
        self._held: list = []         # the nodes of those questions
        self._by_key: dict = {}       # question key -> its one Question
        self._walks: dict = {}        # (kind, id(node), id(before)...) -> Walk
        self.positions: dict = {}     # the keys of some parts of a player's position -> number
        self.lasting: dict = {}       # (question key, position number) -> answer
        self._numbers = itertools.count()
        self.always_doable = {name for name, t in nodes.types.items() if t.always_doable()}
        self.effective_is_doable = {name for name, t in nodes.types.items()
                                    if type(t).effective is NodeType.effective}
        for tree in trees.values():
            self._register(tree)
            self._trees[id(tree)] = tree     # a whole tree may be one leaf
        self.trees = {name: self.walk(FEASIBLE, tree, ()) for name, tree in trees.items()}
        self._tree_plans: dict = {False: None, True: None}

    def _register(self, node: dict) -> None:
        if node.get("type") in COMPOSITE:
            self._trees[id(node)] = node
            for child in children(node):
                self._register(child)
        else:
            self._keys[id(node)] = (node, json.dumps(node, sort_keys=True))

    def clear(self) -> None:
        """Forget the answers kept (the plans depend on the data alone)."""
        self.positions.clear()
        self.lasting.clear()

    def position(self, parts: tuple) -> int:
        """A number for these part keys. Numbers are never given twice, so an answer kept
        under a number always belongs to its parts (even across a clearing, when the table
        grows too large and the kept answers go with it)."""
        hit = self.positions.get(parts)
        if hit is None:
            if len(self.positions) > 50000:
                self.positions.clear()
                self.lasting.clear()
            hit = self.positions[parts] = next(self._numbers)
        return hit

    def key(self, node: dict) -> str | None:
        """A leaf of the data by its content (equal leaves of two trees share a key); None for
        any other node. The entry holds the node itself, so its id cannot be reused."""
        hit = self._keys.get(id(node))
        return hit[1] if hit is not None and hit[0] is node else None

    # --- leaf questions ----------------------------------------------------------------------
    def question(self, kind: str, node: dict, before) -> Question | bool:
        """The question as the probe answers it (made once; its nodes are kept, so their ids
        stay theirs); True when the answer is always yes."""
        ident = (kind, id(node), *map(id, before)) if before else (kind, id(node))
        q = self._questions.get(ident)
        if q is None:
            q = self._questions[ident] = self._make(kind, node, tuple(before))
            self._held.append((node, before))
        return q

    def _make(self, kind: str, node: dict, before: tuple) -> Question | bool:
        t = node["type"]
        if kind == EFFECTIVE and t in self.effective_is_doable:
            kind, before = DOABLE, ()
        if kind == DOABLE and t in self.always_doable:
            return True
        if kind == EFFECTIVE and self.nodes.types[t].always_effective(node, self.R):
            return True
        k = self.key(node)
        ks = tuple(self.key(b) for b in before)
        if k is None or None in ks:
            return Question(self.nodes.types[t], kind, node, before, None)
        key = (kind, k, ks)
        q = self._by_key.get(key)
        if q is None:
            q = self._by_key[key] = Question(self.nodes.types[t], kind, node, before, key)
        return q

    # --- the walker's questions about composite nodes ------------------------------------------
    def walk(self, kind: str, node: dict, before) -> Walk | None:
        """The Walk for a composite node or a whole tree of the data (None for anything else)."""
        ident = (kind, id(node), *map(id, before)) if before else (kind, id(node))
        w = self._walks.get(ident)
        if w is None:
            if self._trees.get(id(node)) is not node or any(self.key(b) is None for b in before):
                return None
            w = self._walks[ident] = Walk(kind, node, tuple(before))
        return w

    def decide(self, probe: Probe, walk: Walk) -> bool:
        """The walker's answer to `walk` for the probe's player."""
        flag = walk.has_either and probe.either_as_and_or
        plan = walk.plans[flag]
        if plan is None:
            plan = walk.plans[flag] = self.plan(walk, flag)
        answer = probe.answer
        while plan.__class__ is tuple:
            q = plan[0]
            plan = plan[2] if (q.run(probe, q.node, q.before) if q.cheap else answer(q)) else plan[1]
        return plan

    def feasible(self, probe: Probe, name: str) -> bool:
        """Could the probe's player achieve something with the tree `name`?"""
        return self.decide(probe, self.trees[name])

    def tree_plans(self, probe: Probe) -> dict:
        """Every whole tree's plan for the probe's player (a game that asks of every tree at
        once, such as where a worker may go, follows them itself)."""
        flag = probe.either_as_and_or
        plans = self._tree_plans[flag]
        if plans is None:
            plans = self._tree_plans[flag] = {}
            for sid, walk in self.trees.items():
                f = walk.has_either and flag
                plan = walk.plans[f]
                plans[sid] = walk.plans[f] = self.plan(walk, f) if plan is None else plan
        return plans

    # --- plans ---------------------------------------------------------------------------------
    def run(self, walk: Walk, flag: bool, given: dict) -> bool:
        """The engine's walker asked `walk`, its leaf questions answered from `given`."""
        plain = Walker(walk.node, new_cursor(), _Script(self, flag, given))
        if walk.kind == FEASIBLE:
            return plain.feasible(walk.node, list(walk.before))
        return plain.doable(walk.node, list(walk.before))

    def questions(self, walk: Walk, flag: bool) -> list[Question]:
        """Every leaf question the walker may ask on `walk`, in the order it first asks them."""
        found: list[Question] = []

        def explore(given: dict) -> None:
            try:
                self.run(walk, flag, given)
            except _Open as open_:
                if open_.q not in found:
                    found.append(open_.q)
                explore({**given, open_.q: False})
                explore({**given, open_.q: True})

        explore({})
        return found

    def plan(self, walk: Walk, flag: bool):
        """The walker's result for every combination of answers (a tree has a handful of leaf
        questions), then asked cheapest question first, each only while it can still matter."""
        qs = self.questions(walk, flag)
        result = [self.run(walk, flag, {q: bool(m >> i & 1) for i, q in enumerate(qs)})
                  for m in range(1 << len(qs))]
        order = sorted(range(len(qs)), key=lambda i: qs[i].rank)

        def build(mask: int, value: int):
            """The plan once the questions in `mask` have the answers in `value`."""
            free = [i for i in range(len(qs)) if not mask >> i & 1]
            ms = [value | sum(1 << i for i, b in zip(free, bits) if b)
                  for bits in itertools.product((0, 1), repeat=len(free))]
            if len({result[m] for m in ms}) == 1:
                return result[ms[0]]
            for i in order:
                bit = 1 << i
                if mask & bit == 0 and any(result[m] != result[m ^ bit] for m in ms):
                    return (qs[i], build(mask | bit, value), build(mask | bit, value | bit))
            raise RuntimeError("a walk is not a function of its answers")

        return build(0, 0)


class PlanWalker(Walker):
    """The flow walker, with a Probe for host, whose pure questions about composite nodes are
    answered from the plans (the same answers, without the walk)."""

    def feasible(self, node: dict | None = None, before=()) -> bool:
        if node is None:
            node = self.tree
        walk = self.host.plans.walk(FEASIBLE, node, before) if node.get("type") in COMPOSITE else None
        return Walker.feasible(self, node, before) if walk is None else self.host.plans.decide(self.host, walk)

    def doable(self, node: dict, before=()) -> bool:
        walk = self.host.plans.walk(DOABLE, node, before) if node.get("type") in COMPOSITE else None
        return Walker.doable(self, node, before) if walk is None else self.host.plans.decide(self.host, walk)
