"""Can player p achieve something on an action space? The flow walker's answer, computed fast.

Placing a dwarf asks this of every empty space for every dwarf that may go out, and each
Imitation space asks it again of every occupied space. The answer is the engine's
`flow.Walker.feasible` of the space's tree, and that walk depends on nothing but the answers
its host gives to two questions about leaves: "may this leaf be carried out (after these
compulsory steps)?" and "would it achieve something?". So:

* `Reach` turns each of the walker's pure questions about the data's trees ("is this space,
  or this part of a tree, feasible / doable?") into a plan once (`Reach.plan`): the engine's
  walker is run for every combination of answers to the leaf questions it can meet (a tree
  has a handful), and the plan asks those questions cheapest first (`Leaf.rank`), stopping
  as soon as the remaining ones cannot change the walker's result. Nothing in it depends on
  a state. An accumulating space is then one look at its goods; a space whose "either"
  offers plain goods asks nothing at all. Placement follows the plan of every empty space;
  `ReachWalker`, the engine's walker carrying out a space's flow, asks the plans of every
  part it looks at.
* `Probe` is a walker host for one player in one unchanging state (one decision): every
  question is answered once, and equal leaves of different spaces (the same twin tile on
  five spaces) share their answer. A costly node type that declares which parts of the
  player's position it reads (`Leaf.reads`: furnishing, breeding) has its answers kept
  across decisions too, by a key of exactly those parts (`PARTS`).

Questions whose answer the node type fixes are not asked at all: a type without its own
`doable` is always doable, one without its own `effective` is effective when doable, and a
type may say that a node always achieves something (`Leaf.always_effective`).
"""
from __future__ import annotations

import itertools
import json

from boardgames.engine.effects import NodeType
from boardgames.engine.flow import COMPOSITE, Walker, children, new_cursor

from . import board as B
from .nodes import NODES

DOABLE, EFFECTIVE, FEASIBLE = "d", "e", "f"
LAYOUT = ("layout",)


#: The parts of a player's position a node type may declare it reads (`Leaf.reads`), each with
#: a cheap key of exactly that part (equal keys mean equal parts): f(rules, state, player).
PARTS = {
    "goods": lambda R, state, pl: (tuple(pl["goods"]), tuple(pl["goods"].values()),
                                   tuple(pl["animals"]), tuple(pl["animals"].values())),
    "layout": lambda R, state, pl: B.layout(pl),            # tiles, stables, furnished cells
    "furn": lambda R, state, pl: tuple(pl["furn"].values()),  # the furnishings' effects
    "large": lambda R, state, pl: tuple(map(tuple, pl["large"])),
    "fields": lambda R, state, pl: len(B.empty_fields(pl)),  # unsown fields (sowing, Stubble room)
    "family": lambda R, state, pl: len(pl["dwarfs"]),
    "supply": lambda R, state, pl: tuple(state["supply"]),
}


class Question:
    """One question about one leaf of the data, with what answering it reads.

    `key` names it by content (equal leaves of two spaces share answers, and one Question);
    None for a node that is not from the data, whose answers are never kept.
    """

    __slots__ = ("kind", "node", "before", "key", "env", "reads", "cheap", "rank", "run")

    def __init__(self, kind: str, node: dict, before: tuple, key):
        self.kind, self.node, self.before, self.key = kind, node, before, key
        t = NODES.types[node["type"]]
        self.env, self.reads, self.cheap = t.reads_env, t.reads, t.cheap or key is None
        self.rank = 0 if t.cheap else t.rank
        self.run = t.probe_doable if kind == DOABLE else t.probe_effective   # (probe, node, before)


class Probe:
    """The walker's host for player p in one state that does not change while it is asked.

    Answers are kept by the question and the `env` entries its node type reads (`reads_env`:
    the source space of `accumulated`, the acting dwarf of `forge`), so `env` may change
    between questions.
    """

    __slots__ = ("R", "reach", "state", "p", "env", "answers", "parts", "_fx")

    def __init__(self, R, state: dict, p: int, env: dict | None = None):
        self.R, self.reach, self.state, self.p = R, R.reach, state, p
        self.env = env if env is not None else {}
        self.answers: dict = {}
        self.parts: dict = {}
        self._fx = None

    def fx(self) -> dict:
        """The player's furnishing effects by type (rules.effect_index), looked up once."""
        fx = self._fx
        if fx is None:
            fx = self._fx = self.R.effect_index(self.state["players"][self.p])
        return fx

    @property
    def either_as_and_or(self) -> bool:
        """The Guest room (rules.either_as_and_or); asked only where a tree has an "either"."""
        return "either_as_and_or" in self.fx()

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
                kept = self.reach.lasting
                hit = kept.get(lasting)
                if hit is None:
                    hit = kept[lasting] = q.run(self, q.node, q.before)
            self.answers[key] = hit
        return hit

    def parts_of(self, names: tuple) -> int:
        """These parts of p's position (`PARTS`) as a number (`Reach.positions`): each part's key
        is made once per probe, and the long keys are hashed once, not at every question."""
        hit = self.parts.get(names)
        if hit is None:
            hit = self.parts[names] = self.reach.position(tuple([self.part(name) for name in names]))
        return hit

    def layout(self) -> int:
        """The player's board layout (`board.layout`) as a number: the board's caches take it
        in place of the layout itself, so a lookup need not hash and compare the whole layout."""
        return self.parts_of(LAYOUT)

    def part(self, name: str):
        parts = self.parts
        if name not in parts:
            parts[name] = PARTS[name](self.R, self.state, self.state["players"][self.p])
        return parts[name]

    # --- flow.FlowHost -----------------------------------------------------------------------
    def doable(self, node: dict, before=()) -> bool:
        q = self.reach.question(DOABLE, node, before)
        return True if q is True else self.answer(q)

    def effective(self, node: dict) -> bool:
        q = self.reach.question(EFFECTIVE, node, ())
        return True if q is True else self.answer(q)

    # --- spaces --------------------------------------------------------------------------------
    def feasible(self, space: str, dwarf: int | None, src: str | None = None) -> bool:
        """Could p, with this dwarf, achieve something on `space` (taking the goods of `src`)?"""
        outer = self.env                   # an Imitation asks this while answering a question
        self.env = {"dwarf": dwarf, "src": src or space}
        result = self.reach.feasible(self, space)
        self.env = outer                   # (after an error the probe is not asked again)
        return result


class _Open(Exception):
    """The walker asked a question the script has no answer for yet."""

    def __init__(self, q: Question):
        super().__init__()
        self.q = q


class _Script:
    """A walker host that answers leaf questions from a given assignment (to compile plans)."""

    __slots__ = ("reach", "either_as_and_or", "given")

    def __init__(self, reach: "Reach", flag: bool, given: dict):
        self.reach, self.either_as_and_or, self.given = reach, flag, given

    def doable(self, node: dict, before=()) -> bool:
        return self._answer(self.reach.question(DOABLE, node, before))

    def effective(self, node: dict) -> bool:
        return self._answer(self.reach.question(EFFECTIVE, node, ()))

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


class Reach:
    """The walker's pure questions about the data's flow trees, as plans (see above)."""

    def __init__(self, R):
        self.R = R
        self._keys: dict = {}         # id(data leaf) -> (the leaf, its content key)
        self._trees: dict = {}        # id(composite node or whole tree of the data) -> it
        self._questions: dict = {}    # (kind, id(node), id(before)...) -> Question, or True
        self._held: list = []         # the nodes of those questions
        self._by_key: dict = {}       # question key -> its one Question
        self._walks: dict = {}        # (kind, id(node), id(before)...) -> Walk
        self.positions: dict = {}     # the keys of some parts of a player's position -> number
        self.lasting: dict = {}       # (question key, position number) -> answer
        self._numbers = itertools.count()
        self.always_doable = {name for name, t in NODES.types.items()
                              if type(t).doable is NodeType.doable}
        self.effective_is_doable = {name for name, t in NODES.types.items()
                                    if type(t).effective is NodeType.effective}
        for space in R.spaces.values():
            self._register(space["flow"])
            self._trees[id(space["flow"])] = space["flow"]     # a space's tree may be one leaf
        self.spaces = {sid: self.walk(FEASIBLE, space["flow"], ()) for sid, space in R.spaces.items()}
        self._space_plans: dict = {False: None, True: None}

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
        """A leaf of the data by its content (equal leaves of two spaces share a key); None for
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
        if kind == EFFECTIVE and NODES.types[t].always_effective(node):
            return True
        k = self.key(node)
        ks = tuple(self.key(b) for b in before)
        if k is None or None in ks:
            return Question(kind, node, before, None)
        key = (kind, k, ks)
        q = self._by_key.get(key)
        if q is None:
            q = self._by_key[key] = Question(kind, node, before, key)
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

    def feasible(self, probe: Probe, space: str) -> bool:
        """Could the probe's player achieve something on `space`?"""
        return self.decide(probe, self.spaces[space])

    def space_plans(self, probe: Probe) -> dict:
        """Every space's plan for the probe's player (placement follows them itself)."""
        flag = probe.either_as_and_or
        plans = self._space_plans[flag]
        if plans is None:
            plans = self._space_plans[flag] = {}
            for sid, walk in self.spaces.items():
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


class ReachWalker(Walker):
    """The engine's flow walker, with a Probe for host, whose pure questions about composite
    nodes are answered from the Reach's plans (the same answers, without the walk)."""

    def feasible(self, node: dict | None = None, before=()) -> bool:
        if node is None:
            node = self.tree
        walk = self.host.reach.walk(FEASIBLE, node, before) if node.get("type") in COMPOSITE else None
        return Walker.feasible(self, node, before) if walk is None else self.host.reach.decide(self.host, walk)

    def doable(self, node: dict, before=()) -> bool:
        walk = self.host.reach.walk(DOABLE, node, before) if node.get("type") in COMPOSITE else None
        return Walker.doable(self, node, before) if walk is None else self.host.reach.decide(self.host, walk)
