"""Can player p achieve something on an action space? The flow walker's answer, computed fast.

Placing a dwarf asks this of every empty space for every dwarf that may go out, and each
Imitation space asks it again of every occupied space. The answer is the engine's
`flow.Walker.feasible` of the space's tree, and that walk depends on nothing but the answers
its host gives to two questions about leaves: "may this leaf be carried out (after these
compulsory steps)?" and "would it achieve something?". So:

* `Probe` is a walker host for one player in one unchanging state (one decision): every
  question is answered once, and equal leaves of different spaces (the same twin tile on
  five spaces) share their answer. A costly node type that declares which parts of the
  player's position it reads (`Leaf.reads`: furnishing, breeding) has its answers kept
  across decisions too, by a key of exactly those parts (`PARTS`);
* `Reach` keeps each of the walker's pure questions about the data's trees ("is this space,
  or this part of a tree, feasible / doable?") as a decision tree over the leaf questions:
  the walker runs once for every sequence of answers met so far, and the same answers
  replay to the same result without walking the tree again. Nothing in it depends on a
  state, so it is never stale; it only grows (a tree has a handful of leaves, hence a
  handful of paths). Placement asks it of every empty space; `ReachWalker`, the engine's
  walker carrying out a space's flow, asks it of every part it looks at.

Questions whose answer the node type fixes are not asked at all: a type without its own
`doable` is always doable, and one without its own `effective` is effective when doable.
"""
from __future__ import annotations

import itertools
import json

from boardgames.engine.effects import NodeType
from boardgames.engine.flow import COMPOSITE, Walker, children, new_cursor

from . import board as B
from .nodes import NODES

DOABLE, EFFECTIVE, FEASIBLE = "d", "e", "f"


#: The parts of a player's position a node type may declare it reads (`Leaf.reads`), each with
#: a cheap key of exactly that part (equal keys mean equal parts): f(rules, state, player).
PARTS = {
    "goods": lambda R, state, pl: (tuple(pl["goods"].items()), tuple(pl["animals"].items())),
    "layout": lambda R, state, pl: B.layout(pl),            # tiles, stables, furnished cells
    "furn": lambda R, state, pl: tuple(pl["furn"].values()),  # the furnishings' effects
    "large": lambda R, state, pl: tuple(map(tuple, pl["large"])),
    "fields": lambda R, state, pl: len(B.empty_fields(pl)),  # unsown fields (sowing, Stubble room)
    "family": lambda R, state, pl: len(pl["dwarfs"]),
    "supply": lambda R, state, pl: tuple(state["supply"]),
}


class Question:
    """One question about one leaf of the data, with what answering it reads.

    `key` names it by content (equal leaves of two spaces share answers); None for a node
    that is not from the data, whose answers are never kept.
    """

    __slots__ = ("kind", "node", "before", "key", "env", "reads", "cheap", "run")

    def __init__(self, kind: str, node: dict, before: tuple, key):
        self.kind, self.node, self.before, self.key = kind, node, before, key
        t = NODES.types[node["type"]]
        self.env, self.reads, self.cheap = t.reads_env, t.reads, t.cheap or key is None
        self.run = t.probe_doable if kind == DOABLE else t.probe_effective   # (probe, node, before)


class Probe:
    """The walker's host for player p in one state that does not change while it is asked.

    Answers are kept by the question and the `env` entries its node type reads (`reads_env`:
    the source space of `accumulated`, the acting dwarf of `forge`), so `env` may change
    between questions.
    """

    __slots__ = ("R", "reach", "state", "p", "env", "either_as_and_or", "answers", "parts")

    def __init__(self, R, state: dict, p: int, env: dict | None = None):
        self.R, self.reach, self.state, self.p = R, R.reach, state, p
        self.env = env if env is not None else {}
        self.either_as_and_or = R.either_as_and_or(state, p)
        self.answers: dict = {}
        self.parts: dict = {}

    def answer(self, q: Question) -> bool:
        if q.cheap:
            return q.run(self, q.node, q.before)
        key = q.key
        if q.env:
            env = self.env
            key = (key, *[env.get(k) for k in q.env])
        hit = self.answers.get(key)
        if hit is None:
            if q.reads is None:
                hit = self._compute(q)
            else:                                 # kept across decisions, by what it reads
                lasting = (key, self.parts_of(q.reads))
                kept = self.reach.lasting
                hit = kept.get(lasting)
                if hit is None:
                    hit = kept[lasting] = self._compute(q)
            self.answers[key] = hit
        return hit

    def _compute(self, q: Question) -> bool:
        return q.run(self, q.node, q.before)

    def parts_of(self, names: tuple) -> int:
        """These parts of p's position (`PARTS`) as a number (`Reach.positions`): each part's key
        is made once per probe, and the long keys are hashed once, not at every question."""
        hit = self.parts.get(names)
        if hit is None:
            hit = self.parts[names] = self.reach.position(tuple(self.part(name) for name in names))
        return hit

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
        try:
            return self.reach.feasible(self, space)
        finally:
            self.env = outer


class _Recorder:
    """A walker host that passes questions on to a probe and notes them with their answers."""

    __slots__ = ("probe", "reach", "asked", "either_as_and_or")

    def __init__(self, probe: Probe):
        self.probe, self.reach, self.asked = probe, probe.reach, []
        self.either_as_and_or = probe.either_as_and_or

    def doable(self, node: dict, before=()) -> bool:
        return self._note(self.reach.question(DOABLE, node, before))

    def effective(self, node: dict) -> bool:
        return self._note(self.reach.question(EFFECTIVE, node, ()))

    def _note(self, q) -> bool:
        if q is True:
            return True
        answer = self.probe.answer(q)
        self.asked.append((q, answer))
        return answer


class Walk:
    """One pure question of the walker about a composite node of the data ("feasible" or
    "doable" after `before`), kept as a decision tree over its leaf questions per
    either_as_and_or: a step is (Question, {answer: next step}); a bool ends it."""

    __slots__ = ("kind", "node", "before", "roots")

    def __init__(self, kind: str, node: dict, before: tuple):
        self.kind, self.node, self.before = kind, node, before
        self.roots: dict = {False: None, True: None}


class Reach:
    """The walker's pure questions about the data's flow trees, as decision trees (see above)."""

    def __init__(self, R):
        self.R = R
        self._keys: dict = {}         # id(data leaf) -> (the leaf, its content key)
        self._trees: dict = {}        # id(composite node or whole tree of the data) -> it
        self._questions: dict = {}    # (kind, id(node), id(before)...) -> Question, or True
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

    def _register(self, node: dict) -> None:
        if node.get("type") in COMPOSITE:
            self._trees[id(node)] = node
            for child in children(node):
                self._register(child)
        else:
            self._keys[id(node)] = (node, json.dumps(node, sort_keys=True))

    def clear(self) -> None:
        """Forget the walks learnt so far and the answers kept."""
        for walk in self._walks.values():
            walk.roots = {False: None, True: None}
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
        """The question as the probe answers it (made once: it holds its nodes, so their ids
        stay theirs); True when the answer is always yes."""
        ident = (kind, id(node), *map(id, before))
        q = self._questions.get(ident)
        if q is None:
            q = self._questions[ident] = self._make(kind, node, tuple(before))
        return q

    def _make(self, kind: str, node: dict, before: tuple) -> Question | bool:
        t = node["type"]
        if kind == EFFECTIVE and t in self.effective_is_doable:
            kind, before = DOABLE, ()
        if kind == DOABLE and t in self.always_doable:
            return True
        k = self.key(node)
        ks = tuple(self.key(b) for b in before)
        return Question(kind, node, before, None if k is None or None in ks else (kind, k, ks))

    # --- the walker's questions about composite nodes ------------------------------------------
    def walk(self, kind: str, node: dict, before) -> Walk | None:
        """The Walk for a composite node or a whole tree of the data (None for anything else)."""
        ident = (kind, id(node), *map(id, before))
        w = self._walks.get(ident)
        if w is None:
            if self._trees.get(id(node)) is not node or any(self.key(b) is None for b in before):
                return None
            w = self._walks[ident] = Walk(kind, node, tuple(before))
        return w

    def decide(self, probe: Probe, walk: Walk) -> bool:
        at = walk.roots[probe.either_as_and_or]
        answer = probe.answer
        while type(at) is tuple:
            q = at[0]
            at = at[1].get(q.run(probe, q.node, q.before) if q.cheap else answer(q))
        return self._learn(probe, walk) if at is None else at

    def _learn(self, probe: Probe, walk: Walk) -> bool:
        """Ask the engine's walker for real and keep the questions it asked on the way."""
        rec = _Recorder(probe)
        plain = Walker(walk.node, new_cursor(), rec)
        if walk.kind == FEASIBLE:
            result = plain.feasible(walk.node, list(walk.before))
        else:
            result = plain.doable(walk.node, list(walk.before))
        if any(q.key is None for q, _ in rec.asked):
            return result                         # cannot happen with trees from the data
        slot, name = walk.roots, probe.either_as_and_or
        for q, answer in rec.asked:
            at = slot[name] if name in slot else None
            if at is None:
                at = slot[name] = (q, {})
            elif at[0] is not q:
                raise RuntimeError("a walk is not a function of its answers")
            slot, name = at[1], answer
        slot[name] = result
        return result

    def feasible(self, probe: Probe, space: str) -> bool:
        """Could the probe's player achieve something on `space`?"""
        return self.decide(probe, self.spaces[space])


class ReachWalker(Walker):
    """The engine's flow walker, with a Probe for host, whose pure questions about composite
    nodes are answered from the Reach's decision trees (the same answers, without the walk)."""

    def feasible(self, node: dict | None = None, before=()) -> bool:
        if node is None:
            node = self.tree
        walk = self.host.reach.walk(FEASIBLE, node, before) if node.get("type") in COMPOSITE else None
        return Walker.feasible(self, node, before) if walk is None else self.host.reach.decide(self.host, walk)

    def doable(self, node: dict, before=()) -> bool:
        walk = self.host.reach.walk(DOABLE, node, before) if node.get("type") in COMPOSITE else None
        return Walker.doable(self, node, before) if walk is None else self.host.reach.decide(self.host, walk)
