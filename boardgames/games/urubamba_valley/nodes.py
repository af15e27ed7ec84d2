"""The talents' abilities (data/urubamba_valley/talents.yaml) as engine node types.

Each ability type is one class that declares its fields (engine/fields.py: the schema's
`$defs/node` made from them checks the data as file:line; its locale sentence
`ability.<type>...` is worded from them, engine/worded.py) and carries out its own rule when the rules
ask it. The rules ask the abilities of the talents a
player holds through `R.held.abilities(state, p, hook)` (engine/held.py), which walks only the
abilities whose type has that hook (`Ability.answers`); a type defines only the hooks it answers:

  plant_points(node, pts, info)      points of a planting (in talents.yaml `planting_order`)
  plant_cap(node)                    it plants without the technology; the most that scores
  plant_coins(node, info)            coins after a planting (llamas, points over the track)
  harvest_coins(node, resets)        coins added to a Harvest (positions of the reset workers)
  limit(node, of, value)             what a cost ("seed", "unlock"), the warehouse size or the
                                     factor of the talents' end values comes to (talents.Limit)
  followup(node, last)               the action an extra-action talent grants after `last`
  after(node, last, R, ctx, state, p)  what it does when one's action `last` is over
  on_hire(node, R, ctx, state, p)    what it does when its talent is hired
  on_discard(node, R, state, p)      what it does when its talent is discarded
  clear(...), plantings(...)         planting over a vine, planting a vine bought (their types:
                                     planting.VineClear, purchase.VinePlant)
and, for the stalled-terrace test (stall.py), `unsticks` (held, it may still earn or fill a
cell) and `might_help` (hired, it might open a way forward). The free acts of one's turn
(Llama Breeder, Seed Dealer) are free_acts.py; a worker put out on hiring, workers.py. Each
kind lives beside the rules it answers, so that no module here imports back: this one holds
the kinds that need nothing of the game's rules. What a kind's fields must hold together is
its class's `constraints` (JSON Schema, checked with the data's file and line)."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.effects import Registry, Text
from boardgames.engine.fields import BOOLEAN, SELF, YES, Field, array, integer
from boardgames.engine import held
from boardgames.engine.held import OnceATurn, answers
from boardgames.engine.menu import NAME
from boardgames.engine.worded import Worded

G = "urubamba_valley"
TEXT = Text(G)
NODES = Registry(TEXT, builtin_flow=False, schema="node")
ACTIONS = ("plant", "harvest", "purchase", "work")
#: what a `when` waits for: its talent hired, or one of one's actions over
EVENTS = ("hired",) + ACTIONS
#: the rules' questions to abilities (the module docstring): a type answers those it defines
HOOKS = ("plant_points", "plant_cap", "plant_coins", "harvest_coins", "limit", "followup", "after",
         "on_hire", "on_discard", "clear", "plantings", "free")


def why(k: str, **args) -> dict:
    """A refusal's reason: the locale's `why.<k>`."""
    return msg(f"{G}.why.{k}", **args)


class Part(Worded):
    """What the invariants and the stalled-terrace test (stall.py) ask of any talent's part."""

    #: hired, it might open a way forward on a stalled terrace (`might_help`)
    helps = False

    def track_workers(self, node) -> int:
        """How many workers it adds to the harvest track (the invariants count them)."""
        return 0

    def unsticks(self, node, R, state: dict, p: int, table: dict) -> bool:
        """Held: whether it may still earn coins or fill a cell (stall.stalled; `table`: whether
        an open cell is empty, `open_empty`, and a llama shares a cell, `shared`)."""
        return False

    def might_help(self, node) -> bool:
        return self.helps


class Ability(Part, OnceATurn):
    """A talent ability. `once` abilities are held by a worker marker until used; a once-a-turn
    one names its mark (`turn_mark`, engine/held.py)."""

    section = "ability"
    shared = {"once": Field(BOOLEAN, optional=True)}
    fields: dict = {}
    may_be_once = False

    def validate(self, node, refs):
        out = super().validate(node, refs)
        if node.get("once") and not self.may_be_once:
            out.append((("once",), f"{self.type} cannot be a one-time ability"))
        return out

    def order(self, node) -> str:
        """Its name in talents.yaml `planting_order`, when it changes a planting's points."""
        return self.type

    def answers(self, hook: str) -> bool:
        """Whether this type has the hook `hook` (one of HOOKS; `free`: a free act,
        free_acts.py): the rules then walk only the abilities that answer (engine/held.py)."""
        return answers(self, hook, HOOKS)

    def render(self, node, text, registry):
        line = super().render(node, text, registry)
        return msg(f"{G}.ability.once", text=line) if node.get("once") else line


class Carrier(Ability, held.Carrier):
    """An ability that carries out a node of its own, its `then` (engine/held.py `Carrier`);
    what the stalled-terrace test asks of it is asked of its `then`."""

    registry = NODES

    def unsticks(self, node, R, state, p, table):
        then, kind = self.inner(node)
        return kind.unsticks(then, R, state, p, table)

    def might_help(self, node):
        then, kind = self.inner(node)
        return kind.might_help(then)


class Effect(Part):
    """What a `when` ability does (its `then`): carried out by `start`, which may return a task."""

    section = "effect"
    fields: dict = {}


@NODES.register
class PlantPoints(Ability):
    """`plus` more points for a planting of one's own crop (`own_crop: true`) or for one worth
    exactly `exactly` points: a bonus by condition, applied in the order talents.yaml
    `planting_order` gives the conditions (NOTES.md, "Planting")."""

    type = "plant_points"
    fields = {"plus": Field(integer(1)), "own_crop": YES, "exactly": Field(integer(0), optional=True)}
    constraints = {"oneOf": [{"required": ["own_crop"]}, {"required": ["exactly"]}]}
    cues = ("own_crop", "exactly")

    def order(self, node):
        return "own_crop" if "own_crop" in node else "exactly"

    def plant_points(self, node, pts, info):
        met = info["own"] if "own_crop" in node else pts == node["exactly"]
        return pts + node["plus"] if met else pts


@NODES.register
class PlantCoins(Ability):
    """$`coins` after a planting for each llama in the field planted into (`per: llamas`, a vine
    field's too) or for each point above the track's last space (`per: overflow`)."""

    type = "plant_coins"
    fields = {"coins": Field(integer(1)), "per": Field({"enum": ["llamas", "overflow"]})}
    variant = "per"

    def plant_coins(self, node, info):
        return node["coins"] * info[node["per"]]


@NODES.register
class HarvestCoins(Ability):
    """$`coins` more on each Harvest (with `from`: only when a worker is reset from that space,
    once)."""

    type = "harvest_coins"
    fields = {"coins": Field(integer(1)), "from": Field(integer(0), optional=True)}
    cues = ("from",)
    helps = True

    def harvest_coins(self, node, resets):
        if "from" in node:
            return node["coins"] if node["from"] in resets else 0
        return node["coins"]

    def unsticks(self, node, R, state, p, table):
        return "from" not in node or node["from"] in state["players"][p]["track"]


@NODES.register
class ExtraAction(Ability):
    """After an action of the listed kinds (`after`), one more action (`action`: a kind, or any):
    a one-time ability."""

    type = "extra_action"
    may_be_once = True
    fields = {"after": Field(array({"enum": list(ACTIONS)})), "action": Field({"enum": [*ACTIONS, "any"]})}
    constraints = {"allOf": [{"required": ["once"], "properties": {"once": {"const": True}}}]}   # one-time

    def followup(self, node, last):
        return node["action"] if last in node["after"] else None

    def render(self, node, text, registry):
        line = msg(f"{G}.ability.extra_action", after=[f"@{G}.action.{a}" for a in node["after"]],
                   action=f"@{G}.action.{node['action']}")
        return msg(f"{G}.ability.once", text=line) if node.get("once") else line


@NODES.register
class NoTech(Ability):
    """Plant a crop without its technology (at most `max_points` points that way): the planting
    names the talent (`via`, planting.variants)."""

    type = "no_tech"
    may_be_once = True
    fields = {"max_points": Field(integer(1), optional=True)}
    cues = ("max_points",)
    helps = True

    def plant_cap(self, node):
        return node.get("max_points")


@NODES.register
class When(Carrier):
    """When its talent is hired (`event: hired`) or an action of one's own is over (`event:
    plant`, `harvest`...; with `worker_on`: only while a harvest worker of one's stands on that
    space or higher), its `then` is carried out: an effect node (a decision of one's own: a free
    seed, llamas to move). Its sentence is the event's, worded around the effect's."""

    type = "when"
    fields = {"event": Field({"enum": list(EVENTS)}), "worker_on": Field(integer(0), optional=True),
              "then": Field(SELF)}
    carries = (Effect,)
    carried = "an effect a talent's `when` can carry out"

    def _then(self, node, R, ctx, state: dict, p: int) -> None:
        then, kind = self.inner(node)
        task = kind.start(R, ctx, state, p, then, {})
        if task is not None:
            state["tasks"].append(task)

    def after(self, node, last, R, ctx, state, p):
        if node["event"] == last and max(state["players"][p]["track"]) >= node.get("worker_on", 0):
            self._then(node, R, ctx, state, p)

    def on_hire(self, node, R, ctx, state, p):
        if node["event"] == "hired":
            self._then(node, R, ctx, state, p)

    def render(self, node, text, registry):
        then = NODES.render(node["then"])
        if "worker_on" in node:
            then = msg(f"{G}.when.worker_on", then=then, n=node["worker_on"])
        return msg(f"{G}.when.{node['event']}", then=then)


@NODES.register
class Decide(Effect):
    """A decision of one's own (`menu`: a menu of actions.yaml that is a decision of its own,
    tasks.py, named like its task: a seed from the market for free, `free_seed`; llamas to
    move, `herd`; validation.py checks the name), with `left` moves when it
    counts them (up to `left` llamas, each to a cell of an open tier without a llama or a
    worker: moves that fill an empty cell while a llama shares one, stall.py)."""

    type = "decision"
    fields = {"menu": Field(NAME), "left": Field(integer(1), optional=True)}
    variant = "menu"
    helps = True

    def start(self, R, ctx, state, p, node, env):
        task = {"t": node["menu"], "p": p}
        if "left" in node:
            task["left"] = node["left"]
        return task

    def unsticks(self, node, R, state, p, table):
        return "left" in node and table["open_empty"] and table["shared"]
