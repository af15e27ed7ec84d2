"""The task kinds the mechanics push (engine/tasks.py): a game run by the mechanics takes
them into its own `TaskTypes` (`TaskTypes(TASKS)`).

  {"t": "flow", "p", "tree", "env", "cur"}   walks a flow tree carried in the task: an
                                             action's, a played card's, a branch of an `if`
  {"t": "leaf", "p", "node", "env"}          a leaf's pick (a card of the display...), asked
                                             of the node's own kind
  {"t": "draw", "p", "n"}                    a chance step: n cards off the deck into p's hand
  {"t": "refill"}                            a chance step: the display filled from the deck

Every decision is named `<game>.<t>` (a leaf: `<game>.<node type>`), prompted in the engine's
words (`mech.prompt.*`), and private while its player holds cards in hand: the app then hands
the computer over before showing it (their hand is theirs alone).
"""
from __future__ import annotations

from ..choice import msg
from ..flow import Walker
from ..flowtask import FlowTask, NodeHost
from ..tasks import DONE, WAIT, Reveal, TaskType, TaskTypes
from . import registry
from . import table as T


class MechanicsTask(TaskType):
    """A decision of a game run by the mechanics."""

    offers_free = False

    def kind(self, R, state, task):
        return f"{R.id}.{self.t}"

    def prompt(self, R, state, task):
        return msg(f"mech.prompt.{self.t}")

    def is_private(self, R, state, task):
        p = task.get("p")
        return p is not None and bool(state["players"][p]["hand"])


TASKS = TaskTypes()


@TASKS.register
class Flow(MechanicsTask, FlowTask):
    t = "flow"
    #: the kinds, where the walk looks a leaf's kind up (they hold no state; the rule text of
    #: a game is its own registry's, R.nodes)
    nodes = registry("")

    def tree(self, R, task):
        return task["tree"]

    def walker(self, R, state, task):
        return Walker(task["tree"], task["cur"], NodeHost(R, R.nodes, state, task["p"], task["env"]))

    def info(self, R, state, task):
        """The tree being walked (a view words each part by its node) and the parts that
        cannot be done now."""
        return {"tree": task["tree"], "unavailable": self.walker(R, state, task).unavailable()}

    def refusal(self, R, state, task, option):
        return msg("mech.why.flow_part")


@TASKS.register
class Leaf(MechanicsTask):
    """A leaf's pick: its options, carrying one out and why another is refused are the node
    kind's own (`base.Mechanic`: choices, carry, why)."""

    t = "leaf"

    def node_kind(self, R, task):
        return R.nodes.types[task["node"]["type"]]

    def options(self, R, state, task):
        return self.node_kind(R, task).options(R, state, task)

    def choose(self, R, ctx, state, task, option):
        return self.node_kind(R, task).choose(R, ctx, state, task, option)

    def refusal(self, R, state, task, option):
        return self.node_kind(R, task).refusal(R, state, task, option)

    def kind(self, R, state, task):
        return f"{R.id}.{task['node']['type']}"

    def prompt(self, R, state, task):
        return msg(f"mech.prompt.{task['node']['type']}")

    def info(self, R, state, task):
        return {"node": task["node"]}


@TASKS.register
class Draw(MechanicsTask, Reveal):
    """Cards off the top of the deck into a hand: everyone sees how many, only its owner what."""

    t = "draw"

    def reveal(self, R, ctx, state, task):
        p, deck = task["p"], state["deck"]
        drawn = [deck.pop() for _ in range(min(task["n"], len(deck)))]
        for card in drawn:
            T.put(R, state, p, "hand", card)
        ctx.log("mech.log.draw", p, cards=R.text.cards(len(drawn)))
        ctx.log_to([p], "mech.log.drew", p, cards=[R.text.card(R.box.design_id(c)) for c in drawn])


@TASKS.register
class Refill(MechanicsTask, Reveal):
    """The display filled up from the deck, face up (as far as the deck goes)."""

    t = "refill"

    def settle(self, R, ctx, state, task):
        return WAIT if T.refill_needed(R, state) else DONE

    def reveal(self, R, ctx, state, task):
        added = []
        while T.refill_needed(R, state):
            card = state["deck"].pop()
            state["display"].append(card)
            added.append(R.text.card(R.box.design_id(card)))
        ctx.log("mech.log.refill", cards=added)
