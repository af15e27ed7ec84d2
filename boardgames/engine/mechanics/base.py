"""What every mechanic shares: its fields declared once, checked from that declaration, and
the two ways it is run: as a leaf of a flow tree (engine/flowtask.py) and as an entry of the
turn's menu of actions (engine/menu.py).

A mechanic that asks the player to pick one of several things (a card of the display, a card
of their hand) says so with `picks = True` and gives `choices` (the options, plain dicts such
as `{"card": "red_lantern.2"}`) and `carry` (carry one out). As a flow leaf it then becomes a
decision of its own (a `leaf` task whose options are the choices); as a menu entry each
choice is an option of the turn, with the entry's `act` added, so one click does it. A
mechanic without a pick is carried out by `start`, which may return a task for what follows
(a chance step that draws, a flow of its own).
"""
from __future__ import annotations

from typing import Any

from ..choice import msg
from ..fields import SELF, Field, integer
from ..flow import Walker, new_cursor
from ..flowtask import NodeHost
from ..menu import ACT, MenuEntry
from ..tasks import push
from . import counts
from ..refs import not_known

Problem = tuple[tuple, str]
#: fields any node of the mechanics' registry may carry besides its own: its act as a menu
#: entry (and `optional` as a step of a then, which every flow registry allows)
COMMON = {ACT: Field({"type": "string", "minLength": 1}, optional=True)}


def flow_task(p: int, tree: dict, env: dict) -> dict:
    """A task that walks `tree` for player p (mechanics/tasks.py `flow`); the tree goes with
    the task, so an action's, a card's or a branch's flow all run the same way."""
    return {"t": "flow", "p": p, "env": dict(env), "cur": new_cursor(), "tree": tree}


def walker(R, state: dict, p: int, tree: dict, env: dict) -> Walker:
    return Walker(tree, new_cursor(), NodeHost(R, R.nodes, state, p, env))


def feasible(R, state: dict, p: int, tree: dict, env: dict) -> bool:
    """Could p carry out `tree` so that it achieves something?"""
    return walker(R, state, p, tree, env).feasible()


# --- declared fields and their checks ---------------------------------------------------------
def _goods(value, refs, path):
    if not isinstance(value, dict) or not value:
        return [(path, "goods are a mapping {resource: n}, not empty")]
    out = [(path + (k,), not_known("resource", k)) for k in value if k not in refs.get("resources", ())]
    return out + [(path + (k,), "an amount is an integer >= 1") for k, n in value.items()
                  if type(n) is not int or n < 1]


def _positive(value, refs, path):
    return [] if type(value) is int and value >= 1 else [(path, "must be an integer >= 1")]


def _tag(value, refs, path):
    return [] if value in refs.get("tags", ()) else [(path, not_known("tag", value))]


def _node(value, refs, path):
    nodes = refs.get("nodes")
    return nodes.validate(value, refs, path) if nodes is not None else []


#: what a declared field holds -> its JSON Schema
SCHEMAS = {
    "goods": {"type": "object", "minProperties": 1, "additionalProperties": {"type": "integer", "minimum": 1}},
    "count": {"type": "object"},
    "test": {"type": "object"},
    "node": SELF,
    "int": integer(1),
    "tag": {"type": "string"},
}


def holds(kind, optional: bool = True, default: Any = None) -> Field:
    """A declared field holding `kind`: a FIELD_KINDS name, or a tuple of the values allowed."""
    schema = {"enum": list(kind)} if isinstance(kind, tuple) else SCHEMAS[kind]
    return Field(schema, optional=optional, default=default, holds=kind)


def needs(kind) -> Field:
    """A required field holding `kind` (see `holds`)."""
    return holds(kind, optional=False)


#: what a declared field holds -> its check (value, refs, path) -> problems
FIELD_KINDS = {
    "goods": _goods,
    "count": lambda value, refs, path: counts.problems(value, refs, path),
    "test": lambda value, refs, path: counts.test_problems(value, refs, path),
    "node": _node,
    "int": _positive,
    "tag": _tag,
}


class Mechanic(MenuEntry):
    """A general node kind. `fields` declares every field it reads (engine/fields.py: name ->
    `holds(kind)` or `needs(kind)`, the kind a FIELD_KINDS name or a tuple of the values
    allowed). The declaration is the check: an undeclared or missing field (the registry), a
    field of the wrong kind, an unknown resource or tag is reported where it stands in the data."""

    fields: dict[str, Field] = {}
    picks: bool = False

    def validate(self, node: dict, refs: dict) -> list[Problem]:
        out: list[Problem] = []
        for name, declared in self.fields.items():
            if name not in node:
                continue
            where, kind = (name,), declared.holds
            if isinstance(kind, tuple):
                if node[name] not in kind:
                    out.append((where, f"{name} is one of {', '.join(map(str, kind))}, not {node[name]!r}"))
            else:
                out += FIELD_KINDS[kind](node[name], refs, where)
        return out + self.check(node, refs)

    def check(self, node: dict, refs: dict) -> list[Problem]:
        """Checks of field combinations the declaration cannot say."""
        return []

    # --- a pick --------------------------------------------------------------------------------
    def choices(self, R, state: dict, p: int, node: dict, env: dict) -> list[dict]:
        return []

    def carry(self, R, ctx, state: dict, p: int, node: dict, env: dict, option: dict) -> None:
        raise NotImplementedError

    def why(self, R, state: dict, p: int, node: dict, env: dict) -> dict:
        """Why the mechanic (or one of its picks) cannot be done now, in the player's words."""
        return msg("mech.why.cannot")

    # --- a flow leaf (effects.NodeType) --------------------------------------------------------
    def always_doable(self) -> bool:
        return not self.picks and type(self).doable is Mechanic.doable

    def doable(self, R, state, p, node, env, before=()):
        return bool(self.choices(R, state, p, node, env)) if self.picks else True

    def start(self, R, ctx, state, p, node, env):
        return self.leaf_task(p, node, env) if self.picks else None

    def options(self, R, state, task):
        return self.choices(R, state, task["p"], task["node"], task["env"])

    def choose(self, R, ctx, state, task, option):
        self.carry(R, ctx, state, task["p"], task["node"], task["env"], option)
        return True

    def refusal(self, R, state, task, option):
        return self.why(R, state, task["p"], task["node"], task["env"])

    # --- a menu entry (engine/menu.py) ----------------------------------------------------------
    def offers(self, R, state, p, node, env):
        if self.picks:
            for choice in self.choices(R, state, p, node, env):
                yield {ACT: node[ACT], **choice}
        elif self.doable(R, state, p, node, env) and self.effective(R, state, p, node, env):
            yield {ACT: node[ACT]}

    def take(self, R, ctx, state, p, node, env, option):
        if self.picks:
            self.carry(R, ctx, state, p, node, env, {k: v for k, v in option.items() if k != ACT})
            return None
        follow = self.start(R, ctx, state, p, node, env)
        if follow is not None:
            push(state, follow)
        return follow

    def declines(self, R, state, p, node, env, option):
        return self.why(R, state, p, node, env)

    def surely(self, R, state, p, node, env):
        return sum(1 for _ in self.offers(R, state, p, node, env))
