"""Flow trees as pending work: an action's "either/or ... then" tree walked as a task.

Two task kinds run the data-node types of an `effects.Registry`:

  {"t": "flow", "p", "env": {...}, "cur": cursor, ...}   walks a flow tree (`flow.Walker`);
                                                         the subclass says which tree
  {"t": "leaf", "p", "node": node, "env": {...}, ...}    a leaf node whose carrying out
                                                         needs decisions of its own

A leaf's decision is asked of its node type (`effects.NodeType`: options, choose, refusal,
settle, finish), so the node that knows what is legal also says why something is not.
`env` says who acts and with what (a game's own keys: the acting piece, the source of goods).
"""
from __future__ import annotations

from typing import Sequence

from .choice import msg
from .effects import NodeType, Registry
from .flow import Walker, new_cursor, node_at
from .menu import MenuEntry
from .tasks import AGAIN, DONE, TaskType, push


class NodeHost:
    """The flow walker's view of one player acting (flow.FlowHost), asking the node types.

    With a `memo`, the answers of shareable node types are kept while one decision is
    computed (many action spaces ask "can a twin tile be laid?" of the same position).
    """

    __slots__ = ("R", "nodes", "state", "p", "env", "either_as_and_or", "memo")

    def __init__(self, R, nodes: Registry, state: dict, p: int, env: dict, memo: dict | None = None):
        self.R, self.nodes, self.state, self.p, self.env = R, nodes, state, p, env
        self.either_as_and_or = R.either_as_and_or(state, p)
        self.memo = memo

    def doable(self, node: dict, before: Sequence[dict]) -> bool:
        kind = self.nodes.types[node["type"]]
        if self.memo is not None and not before and kind.shareable:
            key = ("d", id(node))
            hit = self.memo.get(key)
            if hit is None:
                hit = self.memo[key] = kind.doable(self.R, self.state, self.p, node, self.env)
            return hit
        return kind.doable(self.R, self.state, self.p, node, self.env, before)

    def effective(self, node: dict) -> bool:
        kind = self.nodes.types[node["type"]]
        if self.memo is not None and kind.shareable:
            key = ("e", id(node))
            hit = self.memo.get(key)
            if hit is None:
                hit = self.memo[key] = kind.effective(self.R, self.state, self.p, node, self.env)
            return hit
        return kind.effective(self.R, self.state, self.p, node, self.env)


class FlowTask(TaskType):
    """Walks a flow tree one decision at a time; a subclass names the tree (`tree`)."""

    t = "flow"
    auto_single = False          # the walker itself goes on where only one thing is possible
    nodes: Registry
    #: the message key of why a part is refused when its leaf gives no reason
    why_part = "engine.flow_part"

    def tree(self, R, task: dict) -> dict:
        raise NotImplementedError

    def new(self, p: int, env: dict, **extra) -> dict:
        return {"t": self.t, "p": p, "env": dict(env), "cur": new_cursor(), **extra}

    def walker(self, R, state: dict, task: dict) -> Walker:
        return Walker(self.tree(R, task), task["cur"], NodeHost(R, self.nodes, state, task["p"], task["env"]))

    def feasible(self, R, state: dict, p: int, tree: dict, env: dict, memo: dict | None = None) -> bool:
        """Could `p` carry out `tree` so that it achieves something?"""
        return Walker(tree, new_cursor(), NodeHost(R, self.nodes, state, p, env, memo)).feasible()

    def settle(self, R, ctx, state: dict, task: dict) -> str:
        w = self.walker(R, state, task)
        if task.get("busy"):             # the leaf's own decisions are over: walk on at once
            task["busy"] = False          # (nothing but the cursor changed since the last step)
            w.leaf_done()
        if w.leaf_path is None:
            step = w.step()
            if step[0] == "end":
                return DONE
            if step[0] == "decide":
                return step[1]            # the options, already worked out
        node = w.current_leaf()
        sub = self.nodes.types[node["type"]].start(R, ctx, state, task["p"], node, task["env"])
        if sub is not None:
            task["busy"] = True
            push(state, sub)
        else:
            w.leaf_done()
        return AGAIN

    def options(self, R, state: dict, task: dict) -> list[dict]:
        return self.walker(R, state, task).decision()

    def choose(self, R, ctx, state: dict, task: dict, option: dict) -> bool:
        self.walker(R, state, task).choose(option)
        return False

    def refusal(self, R, state: dict, task: dict, option: dict) -> dict | None:
        """A part the tree offers but that cannot be done now: the reason of its (first) leaf,
        else `why_part`."""
        path = option.get("path") if isinstance(option, dict) else None
        if option.get("act") == "part" and path in self.walker(R, state, task).unavailable():
            node = node_at(self.tree(R, task), path)
            while node.get("steps") or node.get("options"):
                node = (node.get("steps") or node.get("options"))[0]
            kind = self.nodes.types.get(node.get("type"))
            why = kind.refusal(R, state, {"p": task["p"], "node": node, "env": task["env"]}, {}) if kind else None
            if why:
                return why
        return msg(self.why_part)


class LeafTask(TaskType):
    """A flow leaf that needs decisions: everything is asked of the node's own type."""

    t = "leaf"
    nodes: Registry

    def node_type(self, task: dict) -> NodeType:
        return self.nodes.types[task["node"]["type"]]

    def settle(self, R, ctx, state: dict, task: dict) -> str:
        return self.node_type(task).settle(R, ctx, state, task)

    def options(self, R, state: dict, task: dict) -> list[dict]:
        return self.node_type(task).options(R, state, task)

    def choose(self, R, ctx, state: dict, task: dict, option: dict) -> bool:
        return self.node_type(task).choose(R, ctx, state, task, option)

    def finish(self, R, ctx, state: dict, task: dict) -> None:
        self.node_type(task).finish(R, ctx, state, task)

    def refusal(self, R, state: dict, task: dict, option: dict) -> dict | None:
        return self.node_type(task).refusal(R, state, task, option)

    def gestures(self, R, state: dict, task: dict, options: list[dict]) -> list:
        return self.node_type(task).gestures(R, state, task, options)

    def meant(self, R, state: dict, task: dict, gesture) -> dict | None:
        kind = self.node_type(task)
        if isinstance(kind, MenuEntry):       # a mechanic: its `meant` reads a menu's gestures
            return None
        return kind.meant(R, state, task, gesture)

    def kind(self, R, state: dict, task: dict) -> str:
        return f"{R.id}.{task['node']['type']}"

    def prompt(self, R, state: dict, task: dict) -> dict:
        return msg(f"{R.id}.prompt.{task['node']['type']}")

    def info(self, R, state: dict, task: dict) -> dict:
        return {"node": task["node"], **self.node_type(task).info(R, state, task)}
