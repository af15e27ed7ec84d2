"""Medium and Hard: information-set Monte Carlo tree search (SO-ISMCTS, max^n).

Each simulation draws a world that agrees with what the seat sees (`Table.world`: hidden
coins, cards and the random stream sampled anew, so chance steps are sampled too), walks the
tree by the options legal in that world, every player choosing for their own reward (UCB1
with availability counts, as Cowling, Powley and Whitehouse's ISMCTS does), adds one node,
and scores the leaf by the evaluation (`Evaluation.rewards`), never by a random game to the
end. The move played is the root option visited most.

Every decision is a node of the tree, and a leaf's turn is played out by the greedy rule
(`finish_turn`) before it is scored; a game whose manifest sets `bot: {plan_turns: true}` has
the tree branch on the first decision of each turn only. There an edge's option is followed
by the rest of that player's turn as the greedy rule plays it, found the first time the edge
is walked and kept as the edge's plan, replayed in later worlds (a step not legal in a world
hands over to the greedy rule there); at the root the plan is the one Easy's judgement found.
Every option of a node is then judged where its turn ends, the way Easy judges them. In
Caverna a turn's later decisions (which furnishing, which cell, how to pay) made an action
with many of them look like the mean of mostly poor ones, and an action with none did not:
the search at 100 simulations won 2.5% of 40 games against Easy without its random
temperature, 53.8% with planned turns (NOTES.md). The others are measured without them.

A node adds its untried options one per visit, drawn at random; a game whose manifest sets
`bot: {guide: k}` has it add the best of k drawn, by the value right after each for the player
to move, so the other players' replies are first met as sensible players would make them
(Caverna: with seven players, six replies come between two of a seat's turns, and random ones
leave the action spaces a real player would take). It costs up to k - 1 more tries per
simulation.

Two manifest keys make a simulation cheaper where the tree would otherwise find a turn's
play-out afresh at nearly every simulation: `bot: {expand_after: k}` scores an edge as a leaf at
its first k visits, its play-out found once and replayed in each new world, before the tree
grows below it; `bot: {widen: w}` (progressive widening) lets a node below the root add an
untried option only while it holds fewer than 1 + w x sqrt(its visits). Both default to the
plain tree (1 and 0).

A decision with more options than `width` (tile placements, animal layouts) is searched over
a subset: at the root the greedy player's best `width`, deeper a fixed random sample per node.
Never anything the rules would not allow: every option comes from the engine.

Medium and Hard differ in budget and in how they pick: Hard plays the option visited most;
Medium, with its temperature, draws among the searched options by their values, the way Easy
draws among its judged ones but with a narrower spread (more simulations were measured to buy
no strength, a surer pick does: `evaluate.TEMPERATURES`, the games' NOTES.md).

The budget is a number of simulations (the same table and seed then give the same move) and a
deadline in seconds (a move never takes longer: what is found by then is played; a simulation
is begun only if one of the usual length still ends in time, and Python's cycle collector,
which would find nothing here, waits until the search is over).
"""
from __future__ import annotations

import gc
import math
import time
from contextlib import contextmanager
from typing import NamedTuple

from ..choice import Illegal, onward
from .evaluate import Evaluation, bot_manifest, draw, squash, temperature
from .greedy import GreedyBot, finish_turn, tried, turn_done
from .table import Table, option_key

C = 0.15           # exploration constant on rewards in 0..1 (they sit close to 0.5: see evaluate)
PRIOR = 10         # visits the greedy player's judgement of a root option counts for
LEAF_WIDTH = 6     # options looked at, at most, per later decision of a turn played out greedily (`leaf_width`)
DECISIONS = 8      # decisions a tree node keeps listed, by their key (`_Node.known`)


@contextmanager
def _no_cycle_collection():
    """The search makes no reference cycles (its tree only points down), so Python's cycle
    collector has nothing to find in it, yet it would stop a deep search for tens of
    milliseconds now and then: it waits until the search is over. What the search made and
    kept (the rules' memos of positions) then goes straight to the collector's oldest
    generation (`gc.freeze`, then `gc.unfreeze`): its first young pass would otherwise walk
    all of it at once, up to a fifth of a second past the deadline after a long search."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.unfreeze()
        if was:
            gc.enable()


class _Edge:
    __slots__ = ("n", "w", "avail", "node", "option", "prior", "plan")

    def __init__(self, option: dict):
        self.plan: list[dict] | None = None     # the rest of the turn after `option`, once found
        self.prior = 0          # of n, the visits the greedy judgement counts for
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.node: _Node | None = None
        self.option = option


class _Node:
    __slots__ = ("edges", "subset", "ranked", "seen", "keys", "choice", "offered", "visits", "decisions")

    def __init__(self):
        self.visits = 0
        self.ranked: list[bytes] = []           # a guided node's last options compared, worst first
        self.edges: dict[bytes, _Edge] = {}
        self.subset: set[bytes] | None = None     # the options searched here, when there are too many
        self.seen: list[dict] | None = None       # the options legal here in the last world, and
        self.keys: list[bytes] = []               # their keys: most worlds have the same (`legal`)
        self.choice = None                        # the root's decision, as the first world listed it,
        self.offered: dict[bytes, dict] = {}      # and its options searched, by their keys
        self.decisions: dict[bytes, object] = {}  # below the root: decisions listed, by `Rules.decision_key`

    def known(self, m, choice):
        """The decision met here before in a world where it was the same (`Rules.decision_key`),
        listed then, taken by `m` in place of `choice` (`Match.decided_by`); else `choice`,
        kept for later worlds (the caller lists it before it acts). A node keeps the last
        `DECISIONS` it met."""
        key = m.rules.decision_key(m.state)
        if key is None:
            return choice
        hit = self.decisions.get(key)
        if hit is None:
            if len(self.decisions) >= DECISIONS:
                self.decisions.clear()
            self.decisions[key] = choice
            return choice
        m.decided_by(hit)
        return hit

    def legal(self, options: list[dict]) -> dict[bytes, dict]:
        """The options by their keys (`option_key`). Comparing them with the last world's
        takes a fraction of the time of keying them again."""
        if options != self.seen:
            self.seen, self.keys = list(options), [option_key(o) for o in options]
        return dict(zip(self.keys, options))


class SearchBot:
    def __init__(self, seed: int | str = 0, sims: int = 400, seconds: float = 0.5, width: int = 16,
                 depth: int = 40, level: str = "search", temperature: float | None = None,
                 expand_after: int | None = None, widen: float | None = None, leaf_width: int | None = None):
        self.seed = seed
        self.expand_after = expand_after      # None: the manifest's (`expand_after`)
        self.widen = widen                    # None: the manifest's (`widen`)
        self.leaf_width = leaf_width          # None: the manifest's (`leaf_width`)
        self.level = level
        self.temperature = temperature        # None: the level's, for the game (`evaluate.temperature`)
        self.sims = sims
        self.seconds = seconds
        self.width = width
        self.depth = depth
        self.greedy = GreedyBot(seed, temperature=0.0)
        self.last: dict = {}          # what the last decision cost and found (bench, hints)

    def decide(self, table: Table) -> dict:
        ranked = self.ranked(table)
        t = temperature(table.rules, self.level, self.temperature)
        if t <= 0 or len(ranked) == 1:
            return ranked[0][0]
        # each searched option weighed by its mean reward taken back to lead, in units of the
        # game's scale (the reward squashes it), as Easy weighs its judged ones
        return draw([(_unsquash(mean), option) for option, _, mean in ranked], table.rng(f"{self.seed}:pick"), t)

    def ranked(self, table: Table) -> list[tuple[dict, int, float]]:
        """The root options searched, best first: (option, visits, mean reward)."""
        started = time.perf_counter()
        if len(table.options) == 1:
            self.last = {"sims": 0, "seconds": 0.0}
            return [(table.options[0], 0, 0.0)]
        rng = table.rng(self.seed)
        root, root_keys, sims = self._search(table, rng, started + self.seconds)
        edges = [e for k, e in root.edges.items() if k in root_keys]
        if not edges:                      # nothing legal in any world drawn: fall back to greedy
            self.last = {"sims": sims, "seconds": time.perf_counter() - started}
            return [(self.greedy.decide(table), 0, 0.0)]
        edges.sort(key=lambda e: (e.n, e.w / max(1, e.n)), reverse=True)
        self.last = {"sims": sims, "seconds": time.perf_counter() - started}
        return [(e.option, e.n - e.prior, e.w / max(1, e.n)) for e in edges]

    def _search(self, table: Table, rng, deadline: float) -> tuple["_Node", set[bytes], int]:
        """The tree grown by the budget's simulations or by `deadline` (perf_counter), the root
        options searched, and how many simulations ran."""
        ev = self.greedy.evaluation(table.rules)
        shape = _Shape.of(table.rules, self)
        root = _Node()
        started = time.perf_counter()
        with _no_cycle_collection():
            root_keys = self._root_subset(table, root, rng, ev, started + (deadline - started) / 4)
            sims = 0
            began = now = time.perf_counter()
            # a simulation is begun only if one of the usual length still ends by the deadline
            while sims < self.sims and now + (now - began) / max(1, sims) < deadline:
                self._simulate(table, root, root_keys, rng, ev, shape)
                sims += 1
                now = time.perf_counter()
        return root, root_keys, sims

    # --- one simulation ------------------------------------------------------------------------------
    def _root_subset(self, table: Table, root: _Node, rng, ev: Evaluation, until: float) -> set[bytes]:
        """The root options searched, each started with the greedy player's judgement: its value
        of the option at the end of the turn counts as `PRIOR` visits, so the search begins
        where Easy would play and leaves it only on the evidence of its simulations. With more
        options than `width`, the greedy player's best `width` (a quarter of the time at most
        goes to judging them; those it had no time for come in the engine's order)."""
        keys = {option_key(o): o for o in onward(table.options)}
        world = table.world(rng)
        options = list(keys.values())
        if len(options) > self.width:
            options = self.greedy.shortlist(world, options, table.seat, ev, until)
        scored = []
        for option in options:
            if time.perf_counter() >= until:
                break
            plan: list[dict] = []
            value = self.greedy.after(world, option, table.seat, ev, rng, plan)
            if value is not None:
                scored.append((value, option_key(option), option, plan))
        scored.sort(key=lambda x: x[0], reverse=True)
        base = ev.lead(world.state, table.seat)
        for value, key, option, plan in scored[:self.width]:
            edge = root.edges[key] = _Edge(option)
            edge.n = edge.avail = edge.prior = PRIOR
            edge.w = PRIOR * squash((value - base) / ev.scale)
            edge.plan = plan
        if len(keys) <= self.width:
            return set(keys)
        return {k for _, k, _, _ in scored[:self.width]} or {option_key(o) for o in options[:self.width]}

    def _simulate(self, table: Table, root: _Node, root_keys: set[bytes], rng, ev: Evaluation,
                  shape: "_Shape") -> None:
        guide, plans, k, widen, leaf = shape
        m = table.world(rng)
        if root.choice is not None:
            m.decided_by(root.choice)
        base = ev.leads(m.state)
        node = root
        path: list[tuple[_Edge, int]] = []
        for depth in range(self.depth):
            choice = m.pending
            if choice is None:
                break
            player = choice.player
            if node is root:
                if root.choice is not choice:
                    # listed now: the next worlds take it (`decided_by`), and its options searched
                    root.choice = choice
                    root.offered = {k: o for k, o in node.legal(onward(choice.options)).items() if k in root_keys}
                legal = root.offered
            else:
                choice = node.known(m, choice)
                legal = node.legal(onward(choice.options))
                if len(legal) > self.width:
                    if node.subset is None:
                        node.subset = set(rng.sample(sorted(legal), self.width))
                    kept = {k: o for k, o in legal.items() if k in node.subset}
                    legal = kept or dict([rng.choice(sorted(legal.items()))])
            if not legal:
                break
            edges = node.edges
            untried = []
            for key in legal:
                edge = edges.get(key)
                if edge is None:
                    untried.append(key)
                else:
                    edge.avail += 1
            tried = None
            node.visits += 1
            if untried and widen and node is not root and _wide_enough(node, widen, len(untried) < len(legal)):
                untried = []
                legal = {key: o for key, o in legal.items() if key in node.edges}
            if untried:
                if guide > 1 and len(untried) > 1:
                    key, tried = _guided(m, player, node, untried, legal, rng, ev, guide)
                else:
                    key = rng.choice(untried)
                edge = node.edges[key] = _Edge(legal[key])
                edge.avail = 1
            else:
                key = self._select(node, legal)
                edge = node.edges[key]
            if tried is not None:
                m = tried                 # the guide already played it, on a copy
            else:
                try:
                    m.choose(legal[key])
                except Illegal:           # a world where it is not legal after all: stop here
                    break
            if plans:
                m = _rest_of_turn(m, player, edge, ev, rng, leaf)
            path.append((edge, player))
            if edge.node is None:
                if edge.n - edge.prior < k:
                    break                # an edge walked fewer than k times: a leaf
                edge.node = _Node()
            node = edge.node
        if path and not plans:
            # a leaf is scored where its turn ends: with `expand_after` above 1, by the play-out
            # found when its edge was new, replayed while the edge is a leaf; else found afresh
            edge, player = path[-1]
            if edge.node is None and k > 1:
                m = _rest_of_turn(m, player, edge, ev, rng, leaf)
            else:
                m = finish_turn(m, player, ev, rng, leaf)
        rewards = ev.rewards(m, base)
        for edge, player in path:
            edge.n += 1
            edge.w += rewards[player] if player < len(rewards) else 0.0

    @staticmethod
    def _select(node: _Node, legal: dict) -> bytes:
        """UCB1 with availability counts: the first unvisited option, else the best bound (the
        log of an availability count is taken again only when it differs from the last: the
        options of a node are mostly available together)."""
        edges, sqrt = node.edges, math.sqrt
        best, best_ucb = None, -1.0
        avail, log_avail = -1, 0.0
        for key in legal:
            e = edges[key]
            if not e.n:
                return key
            if e.avail != avail:
                avail = e.avail
                log_avail = math.log(max(1, avail))
            ucb = e.w / e.n + C * sqrt(log_avail / e.n)
            if ucb > best_ucb:
                best, best_ucb = key, ucb
        return best


class _Shape(NamedTuple):
    """How the game's manifest (`bot:`) shapes the tree, with a bot's own overrides."""
    guide: int           # untried options a node compares before it adds one (`guide_width`)
    plans: bool          # the tree branches on turns' first decisions (`plan_turns`)
    expand_after: int    # visits an edge is a leaf before the tree grows below it
    widen: float         # progressive widening below the root (0: off)
    leaf: int            # options a play-out tries, at most, per decision (`leaf_width`)

    @classmethod
    def of(cls, rules, bot: "SearchBot") -> "_Shape":
        return cls(guide_width(rules), plan_turns(rules), bot.expand_after or expand_after(rules),
                   widening(rules) if bot.widen is None else bot.widen, bot.leaf_width or leaf_width(rules))


def _unsquash(reward: float) -> float:
    """The lead, in units of scale, that `squash` turns into `reward`."""
    r = min(max(reward, 1e-9), 1 - 1e-9)
    return math.log(r / (1 - r))


def _rest_of_turn(m, player: int, edge: _Edge, ev: Evaluation, rng, width: int):
    """`m` once `player` has played the rest of the turn `edge` began: the edge's plan, found
    greedily the first time; a step the rules refuse in this world (a card it does not hold)
    hands over to the greedy rule from there."""
    if edge.plan is None:
        edge.plan = []
        return finish_turn(m, player, ev, rng, width, edge.plan)
    for option in edge.plan:
        if turn_done(m, player):
            return m
        try:
            m.choose(option)
        except Illegal:
            break
    return finish_turn(m, player, ev, rng, width)


def _bot(rules) -> dict:
    """The `bot:` part of the game's manifest."""
    return bot_manifest(getattr(rules, "spec", None))


def guide_width(rules) -> int:
    """The manifest's `bot.guide`: how many untried options a node compares before it adds
    one (0 or 1: one drawn at random)."""
    return int(_bot(rules).get("guide", 0))


def expand_after(rules) -> int:
    """The manifest's `bot.expand_after`: how many visits an edge has as a leaf before the
    search grows the tree below it (1: at its second)."""
    return _count(rules, "expand_after", 1)


def leaf_width(rules) -> int:
    """The manifest's `bot.leaf_width`: how many options, drawn at random, a play-out tries at
    each decision of a turn it finishes greedily (`LEAF_WIDTH` by default); fewer make a
    simulation cheaper, at the cost of the play-out's judgement."""
    return _count(rules, "leaf_width", LEAF_WIDTH)


def _count(rules, key: str, default: int) -> int:
    """A whole-number setting of the manifest's `bot:` (the schema holds it to 1 or more)."""
    return max(1, int(_bot(rules).get(key, default)))


def widening(rules) -> float:
    """The manifest's `bot.widen` (0: a node adds an untried option at every visit)."""
    return float(_bot(rules).get("widen", 0.0))


def _wide_enough(node: _Node, widen: float, some_tried: bool) -> bool:
    """Progressive widening: whether a node has as many options as its visits earn it (1 +
    widen x their square root), so this visit picks among those it has; never when none of
    them is legal in this world."""
    return some_tried and len(node.edges) >= 1 + widen * math.sqrt(node.visits)


def plan_turns(rules) -> bool:
    """The manifest's `bot.plan_turns`: whether the tree branches on a turn's first decision
    only, the rest of each turn played by a plan (`_rest_of_turn`)."""
    return bool(_bot(rules).get("plan_turns", False))


def _guided(m, player: int, node: _Node, untried: list, legal: dict, rng, ev: Evaluation, width: int):
    """The untried option a guided node adds: the best for `player` of `width` drawn at random,
    by the value right after each, with the copy of `m` it was played on. The others compared
    are kept in their order and added next, one a visit, before `width` more are drawn: a node
    pays for one comparison per `width` options it adds, not one per option. The copy is None
    for an option taken from that order, or when none drawn is legal in this world (the caller
    then tries the first and stops)."""
    ranked = node.ranked
    while ranked:
        key = ranked.pop()
        if key in legal and key not in node.edges:
            return key, None
    sample = untried if len(untried) <= width else rng.sample(untried, width)
    scored = [(value, rng.random(), sample[i], f) for i, value, f in tried(m, player, [legal[k] for k in sample], ev)]
    if not scored:
        return sample[0], None
    scored.sort(key=lambda x: x[:2])           # ties by lot: the engine's order is no judgement
    node.ranked = [key for _, _, key, _ in scored[:-1]]
    return scored[-1][2], scored[-1][3]
