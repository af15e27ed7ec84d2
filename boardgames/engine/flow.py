"""Flow trees: a card's "either/or", "and/or", "and then/or", "then" walked one choice at a time.

A flow tree is plain data (usually straight from YAML): composite nodes

    {"type": "then",   "steps":   [node, ...]}   steps in order; a step with
                                                 "optional": true may be skipped
    {"type": "and_or", "options": [node, ...]}   any non-empty subset, any order
    {"type": "either", "options": [node, ...]}   exactly one

and leaf nodes of any other type, which the game carries out (a leaf may need
further decisions of its own; the game runs them and then calls `leaf_done`).

The walker keeps its progress in a plain-data cursor (saved with the game
state) and never stores the tree, so the tree can come from data on every call.
It asks the game (the *host*) two questions about a leaf:

* `doable(node, before)`: may it be carried out now? `before` lists the leaf
  nodes that compulsory earlier steps of the same `then` will have carried out
  first (a family growth after a compulsory "furnish a dwelling" needs no room
  yet); a compulsory step that is not doable makes its `then` unavailable.
* `effective(node)`: would carrying it out achieve something (take 0 goods from
  an empty space does not)? The whole tree must achieve at least one thing: a
  part is offered only when it can, and skipping or finishing is refused while
  nothing has been achieved and nothing later could be.

`either_as_and_or` on the host (a per-player rule such as Caverna's Guest room)
turns every `either` into an `and_or`.

Decisions the walker presents are options `{"act": "part", "path": [...]}`
(carry out that child), `{"act": "skip", "path": [...]}` (skip an optional step)
and `{"act": "done", "path": [...]}` (finish an and_or). Where only one thing is
possible the walker proceeds on its own.
"""
from __future__ import annotations

from typing import Any, Protocol, Sequence

COMPOSITE = ("then", "and_or", "either")


class FlowHost(Protocol):
    either_as_and_or: bool

    def doable(self, node: dict, before: Sequence[dict]) -> bool: ...

    def effective(self, node: dict) -> bool: ...


def children(node: dict) -> list:
    return node.get("steps") or node.get("options") or []


def node_at(tree: dict, path: Sequence[int]) -> dict:
    node = tree
    for i in path:                    # children(node)[i], asked at every step of a walk
        node = (node.get("steps") or node.get("options") or ())[i]
    return node


def leaves(tree: dict):
    """Every leaf node of a tree (depth first, printed order)."""
    if tree.get("type") in COMPOSITE:
        for child in children(tree):
            yield from leaves(child)
    else:
        yield tree


def new_cursor() -> dict:
    return {"frames": [], "leaf": None, "did": False, "begun": False, "over": False}


class Walker:
    """Walks `tree` for `host`, keeping progress in `cursor` (mutated in place)."""

    def __init__(self, tree: dict, cursor: dict, host: FlowHost):
        self.tree = tree
        self.cursor = cursor
        self.host = host

    # --- pure questions ---------------------------------------------------------------
    def _kind(self, node: dict) -> str:
        kind = node["type"]
        if kind == "either" and getattr(self.host, "either_as_and_or", False):
            return "and_or"
        return kind

    def doable(self, node: dict, before: Sequence[dict] = ()) -> bool:
        """Can the node be walked to its end without getting stuck?"""
        kind = self._kind(node) if node.get("type") in COMPOSITE else None
        if kind is None:
            return self.host.doable(node, before)
        if kind == "then":
            done: list[dict] = list(before)
            for step in node["steps"]:
                if not step.get("optional") and not self.doable(step, done):
                    return False
                if not step.get("optional") and step.get("type") not in COMPOSITE:
                    done.append(step)
            return True
        return any(self.doable(o, before) for o in node["options"])

    def feasible(self, node: dict | None = None, before: Sequence[dict] = ()) -> bool:
        """Can the node be carried out so that it achieves something?"""
        if node is None:
            node = self.tree
        kind = self._kind(node) if node.get("type") in COMPOSITE else None
        if kind is None:
            return self.host.doable(node, before) and self.host.effective(node)
        if kind == "then":
            if not self.doable(node, before):
                return False
            done: list[dict] = list(before)
            for step in node["steps"]:
                if self.feasible(step, done):
                    return True
                if not step.get("optional") and step.get("type") not in COMPOSITE:
                    done.append(step)
            return False
        return any(self.feasible(o, before) for o in node["options"])

    @property
    def over(self) -> bool:
        return self.cursor["over"]

    @property
    def leaf_path(self) -> list | None:
        return self.cursor["leaf"]

    def current_leaf(self) -> dict | None:
        """The leaf the host is carrying out (after `step` returned it or `choose` entered it)."""
        leaf = self.cursor["leaf"]
        return None if leaf is None else node_at(self.tree, leaf)

    def decision(self) -> list[dict]:
        """The options of the composite decision the walker waits for (empty if none)."""
        frames = self.cursor["frames"]
        if self.cursor["over"] or self.cursor["leaf"] is not None or not frames:
            return []
        return self._options(len(frames) - 1)

    def unavailable(self) -> list[list[int]]:
        """The parts of the waiting either / and-or decision that cannot be done now (not yet
        done, not feasible): a view shows them greyed, so players see what the space offers."""
        frames = self.cursor["frames"]
        if self.cursor["over"] or self.cursor["leaf"] is not None or not frames:
            return []
        frame = frames[-1]
        node = node_at(self.tree, frame["path"])
        if self._kind(node) == "then":
            return []
        return [frame["path"] + [j] for j, o in enumerate(node["options"])
                if j not in frame["done"] and not self.feasible(o)]

    def _options(self, level: int) -> list[dict]:
        frame = self.cursor["frames"][level]
        node = node_at(self.tree, frame["path"])
        kind = self._kind(node)
        path = frame["path"]
        if kind == "then":
            i = frame["i"]
            step = node["steps"][i]
            if not step.get("optional") or not self.feasible(step):
                return []
            opts = [{"act": "part", "path": path + [i]}]
            if self._may_stop(level, skipping=i):
                opts.append({"act": "skip", "path": path + [i]})
            return opts
        done = frame["done"]
        if kind == "either" and done:
            return []
        opts = [{"act": "part", "path": path + [j]} for j, o in enumerate(node["options"])
                if j not in done and self.feasible(o)]
        if kind == "and_or" and done and self._may_stop(level):
            opts.append({"act": "done", "path": path})
        return opts

    def _may_stop(self, level: int, skipping: int | None = None) -> bool:
        """Finishing (or skipping) here is allowed unless it would leave the whole tree empty."""
        if self.cursor["did"]:
            return True
        frames = self.cursor["frames"]
        for lv in range(level, -1, -1):
            frame = frames[lv]
            node = node_at(self.tree, frame["path"])
            kind = self._kind(node)
            if kind == "then":
                start = frame["i"] + 1
                if any(self.feasible(s) for s in node["steps"][start:]):
                    return True
            elif kind == "and_or":
                cur = frame.get("cur")
                if lv < level and cur is not None:
                    skip = {cur}
                else:
                    skip = set()
                if lv == level:
                    continue            # finishing this and_or: its other options are given up
                if any(self.feasible(o) for j, o in enumerate(node["options"])
                       if j not in frame["done"] and j not in skip):
                    return True
        return False

    # --- moving on ----------------------------------------------------------------------
    def step(self) -> tuple:
        """Proceed as far as possible without a decision.

        Returns ("leaf", path, node) when the host must carry out a leaf,
        ("decide", options) when a player must choose, or ("end",).
        """
        c = self.cursor
        for _ in range(10_000):
            if c["over"]:
                return ("end",)
            if c["leaf"] is not None:
                return ("leaf", list(c["leaf"]), node_at(self.tree, c["leaf"]))
            if not c["begun"]:
                c["begun"] = True
                if not self.feasible():
                    c["over"] = True
                    return ("end",)
                r = self._enter([])
                if r:
                    return r
                continue
            frames = c["frames"]
            if not frames:
                c["over"] = True
                return ("end",)
            level = len(frames) - 1
            frame = frames[level]
            node = node_at(self.tree, frame["path"])
            kind = self._kind(node)
            if kind == "then":
                i = frame["i"]
                if i >= len(node["steps"]):
                    self._finish_frame()
                    continue
                step = node["steps"][i]
                if not step.get("optional"):
                    if self.doable(step):
                        r = self._enter(frame["path"] + [i], level)
                        if r:
                            return r
                    else:
                        frame["i"] += 1          # cannot be done after all: pass over it
                    continue
                opts = self._options(level)       # none when the step cannot achieve anything
                if not opts:
                    frame["i"] += 1
                    continue
                if len(opts) == 1:
                    r = self._enter(frame["path"] + [i], level)
                    if r:
                        return r
                    continue
                return ("decide", opts)
            # and_or / either
            opts = self._options(level)
            parts = [o for o in opts if o["act"] == "part"]
            if not parts:
                self._finish_frame()
                continue
            if len(opts) == 1:
                r = self._enter(parts[0]["path"], level)
                if r:
                    return r
                continue
            return ("decide", opts)
        raise RuntimeError("flow walker did not settle")

    def choose(self, option: dict) -> None:
        """Apply a decision option returned by `step`/`decision`."""
        frames = self.cursor["frames"]
        level = len(frames) - 1
        frame = frames[level]
        act = option["act"]
        if act == "skip":
            frame["i"] += 1
        elif act == "done":
            self._finish_frame()
        elif act == "part":
            self._enter(list(option["path"]), level)
        else:
            raise ValueError(f"unknown flow option {option!r}")

    def leaf_done(self) -> None:
        """The host has finished the current leaf."""
        self.cursor["leaf"] = None
        self._child_finished()

    def abort(self) -> None:
        self.cursor["over"] = True
        self.cursor["leaf"] = None
        self.cursor["frames"] = []

    # --- internals ------------------------------------------------------------------------
    def _enter(self, path: list, level: int | None = None) -> tuple | None:
        frames = self.cursor["frames"]
        if level is not None and frames:
            frame = frames[level]
            node = node_at(self.tree, frame["path"])
            if self._kind(node) != "then":
                frame["cur"] = path[-1]
        node = node_at(self.tree, path)
        if node.get("type") in COMPOSITE:
            frames.append({"path": list(path), "i": 0, "done": [], "cur": None})
            return None
        if not self.cursor["did"] and self.host.effective(node):   # once is enough
            self.cursor["did"] = True
        self.cursor["leaf"] = list(path)
        return ("leaf", list(path), node)

    def _finish_frame(self) -> None:
        self.cursor["frames"].pop()
        self._child_finished()

    def _child_finished(self) -> None:
        frames = self.cursor["frames"]
        if not frames:
            self.cursor["over"] = True
            return
        frame = frames[-1]
        node = node_at(self.tree, frame["path"])
        kind = self._kind(node)
        if kind == "then":
            frame["i"] += 1
        else:
            if frame.get("cur") is not None:
                frame["done"].append(frame["cur"])
                frame["cur"] = None
            if kind == "either":
                self._finish_frame()


def run_all(tree: dict, host: Any, carry_out) -> list[list]:
    """Walk a tree taking the first option at every decision (tests and bots); returns leaf paths."""
    w = Walker(tree, new_cursor(), host)
    out = []
    while True:
        r = w.step()
        if r[0] == "end":
            return out
        if r[0] == "leaf":
            carry_out(r[2])
            out.append(r[1])
            w.leaf_done()
        else:
            w.choose(r[1][0])
