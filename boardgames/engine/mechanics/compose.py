"""Nodes that hold other nodes: an action of the turn, a condition, the same for every player.

    action {flow: <node>}                     a menu entry (engine/menu.py) whose option is
                                              the action itself: offered when its flow can
                                              achieve something, it walks the flow (its
                                              either/or and then steps are decisions of the
                                              player, engine/flow.py)
    if     {test, then: <node>,               `then` when the test holds for you, else `else`
            else?: <node>}                    (nothing, if there is none)
    each   {players: all|others,              `do` for every player (or every other player),
            do: <node>}                       clockwise from you; a player who could achieve
                                              nothing by it is passed over

`each` asks whether `do` would achieve something for another player: a `do` that depends on
what that player keeps hidden (the cards of their hand) would let the acting player's options
tell it, so a game gives `each` only what depends on what everyone sees.
"""
from __future__ import annotations

from ..tasks import push_all
from ..turns import clockwise
from . import counts
from .base import Mechanic, feasible, flow_task, holds, needs, walker


class Action(Mechanic):
    """An action of the turn: offered when its `flow` can achieve something, then walked."""

    type = "action"
    fields = {"flow": needs("node")}

    def doable(self, R, state, p, node, env, before=()):
        return walker(R, state, p, node["flow"], env).doable(node["flow"], before)

    def effective(self, R, state, p, node, env):
        return feasible(R, state, p, node["flow"], env)

    def start(self, R, ctx, state, p, node, env):
        return flow_task(p, node["flow"], env)

    def why(self, R, state, p, node, env):
        return R.text.t("why.action")

    def render(self, node, text, registry):
        return registry.render(node["flow"])


class If(Mechanic):
    """`then` when the `test` holds for you, else `else` (nothing, if there is none)."""

    type = "if"
    fields = {"test": needs("test"), "then": needs("node"), "else": holds("node")}

    def branch(self, R, state, p, node) -> dict | None:
        return node["then"] if counts.holds(R, state, p, node["test"]) else node.get("else")

    def doable(self, R, state, p, node, env, before=()):
        branch = self.branch(R, state, p, node)
        return branch is None or walker(R, state, p, branch, env).doable(branch, before)

    def effective(self, R, state, p, node, env):
        branch = self.branch(R, state, p, node)
        return branch is not None and feasible(R, state, p, branch, env)

    def start(self, R, ctx, state, p, node, env):
        branch = self.branch(R, state, p, node)
        return None if branch is None else flow_task(p, branch, env)

    def why(self, R, state, p, node, env):
        return R.text.t("why.condition")

    def render(self, node, text, registry):
        args = {"test": counts.describe_test(node["test"], text), "then": registry.render(node["then"])}
        if "else" in node:
            return text.t("node.if_else", otherwise=registry.render(node["else"]), **args)
        return text.t("node.if", **args)


class Each(Mechanic):
    """`do` for every player (`all`) or every other player (`others`), clockwise from you."""

    type = "each"
    fields = {"players": needs(("all", "others")), "do": needs("node")}

    def who(self, state, p, node) -> list[int]:
        order = clockwise(len(state["players"]), p)
        return order if node["players"] == "all" else order[1:]

    def effective(self, R, state, p, node, env):
        return any(feasible(R, state, q, node["do"], env) for q in self.who(state, p, node))

    def start(self, R, ctx, state, p, node, env):
        push_all(state, [flow_task(q, node["do"], env) for q in self.who(state, p, node)
                         if feasible(R, state, q, node["do"], env)])
        return None

    def why(self, R, state, p, node, env):
        return R.text.t("why.nobody")

    def render(self, node, text, registry):
        return text.t(f"node.each_{node['players']}", do=registry.render(node["do"]))


KINDS = (Action, If, Each)
