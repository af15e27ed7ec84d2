"""The partners' effects (partners.yaml) as engine node types: one small class per type.

Each declares its fields (engine/fields.py: the schema's `$defs/node` is made from them),
checks itself against the other data files (`validate`, reported as file:line by the
rules' `validate`), renders its own rule text (`render`, for tooltips) and, when hiring a
partner on that face needs a decision, runs it: `start` returns the decision's task (a
`leaf` task, tasks.Partner) whose options, choice and refusals are the node's own.

  move_cows     move one's cows single orthogonal steps (`steps`, never onto an `avoid`
                terrain): the Cowboy
  swap_storage  exchange a stored plot with another player's: the Desperado
  steal_cow     take another player's unprotected cow onto the hired cell: the Cattle Thief
  score_per     points at the end per `resource` on the farm: Prospector, Hunter, Farmer
                (scoring.py asks `points`)

The first three are each used by one face: each is a mechanic of the table (moving pieces over
a walkable board, exchanging held components, taking a piece from another player), with its own
options, refusals and gestures, that no parameter of another kind could express (each class's
`Mechanic:` line).

`env` holds {"cell": the farm cell the partner was hired onto}.
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.effects import NodeType, Registry, Text
from boardgames.engine.fields import Field, array, integer
from boardgames.engine.gesture_forms import Form, Formed
from boardgames.engine.gestures import Gesture, Move, cell

from . import actions as A
from . import farm as F

G = "moon_river"
TEXT = Text(G)
NODES = Registry(TEXT, builtin_flow=False, schema="node")
#: the resources a plot may show, which the end of the game scores (`score_per`, scoring.py)
RESOURCES = ("gold", "otters", "corn")


class Partner(Formed, NodeType):
    """An effect whose hiring starts a decision (`decision` names the choice kind): its moves,
    and an option (`stop`) to do no more, offered whenever there is a move."""

    decision = ""
    stop = "skip"
    #: what the decision needs to know of `env` (the rest is left out of the task)
    keeps: tuple = ()

    def start(self, R, ctx, state, p, node, env):
        return self.leaf_task(p, node, {k: env[k] for k in self.keeps})

    def moves(self, R, state: dict, task: dict) -> list[dict]:
        raise NotImplementedError

    def carry_out(self, R, ctx, state: dict, task: dict, option: dict) -> bool:
        """Do one move; True when the decision is over."""
        raise NotImplementedError

    def options(self, R, state, task):
        out = self.moves(R, state, task)
        if out:
            out.append({"act": self.stop})
        return out

    def choose(self, R, ctx, state, task, option):
        return option.get("act") == self.stop or self.carry_out(R, ctx, state, task, option)

    def prompt(self, R, state: dict, task: dict) -> dict:
        return msg(f"{G}.prompt.{self.decision}")

    def render(self, node, text, registry):
        return text.t(f"effect.{node['type']}")


@NODES.register
class MoveCows(Partner):
    """Moving one's own pieces over the board: single orthogonal steps between plots of the own
    farm, `steps` in all, never onto an `avoid` terrain; the player may stop early. A cow is
    dropped on any field within reach (`walks`), its steps then played one by one.

    Mechanic: walking one's pieces over the board on a budget of steps, around terrains it
    avoids (both parameters); the Cowboy is the game's one face that moves pieces."""

    type = "move_cows"
    #: `avoid` names terrains (checked as references, rules.REFERENCES)
    fields = {"steps": Field(integer(1)), "avoid": Field(array({"type": "string"}, least=0), optional=True)}
    decision = "cowboy"
    stop = "done"
    forms = (Form(("cow", "$from"), ("farm", "@p", "$to")),)

    def render(self, node, text, registry):
        return text.t("effect.move_cows", steps=node["steps"], avoid=[A.terrain_ref(t) for t in node.get("avoid", [])])

    def start(self, R, ctx, state, p, node, env):
        return self.leaf_task(p, node, {}, steps=node["steps"])

    def passable(self, R, state: dict, p: int, node: dict) -> set[str]:
        """Cells a cow may stand on: plots of the farm of a terrain the cowboy does not avoid."""
        plots, designs = state["plots"], R.designs
        avoid = node.get("avoid", ())
        return {k for k, plot in state["players"][p]["farm"].items() if designs[plots[plot]]["terrain"] not in avoid}

    def moves(self, R, state, task):
        p = task["p"]
        ok = self.passable(R, state, p, task["node"])
        nbs = F.neighbour_keys(state["rows"], state["cols"])
        at = F.cells(state["rows"], state["cols"])
        return [{"from": [*at[k]], "to": [*at[nb]]}
                for k, n in sorted(state["players"][p]["cows"].items()) if n > 0 for nb in nbs[k] if nb in ok]

    def carry_out(self, R, ctx, state, task, option):
        p = task["p"]
        A.remove_cow(state, p, F.key(option["from"]), to_supply=False)
        A.add_cow(state, p, F.key(option["to"]))
        task["steps"] -= 1
        ctx.log(f"{G}.log.cowboy_step", p)
        return task["steps"] <= 0

    def info(self, R, state, task):
        return {"steps_left": task["steps"]}

    def gestures(self, R, state, task, options):
        """A cow dropped on any field it can reach with the steps left: the move plays the
        single steps of a shortest way there (`walks`)."""
        p = task["p"]
        return [Move(Gesture(("cow", cell(w["from"])), ("farm", p, cell(w["to"]))), tuple(w["path"]))
                for w in self.walks(R, state, task)]

    def walks(self, R, state, task) -> list[dict]:
        """For each cow, every destination within the steps left, with the single-step options
        of a shortest way there (breadth first over the farm grid, neighbours in N, E, S, W order)."""
        ok = self.passable(R, state, task["p"], task["node"])
        board = F.grid(state["rows"], state["cols"])
        walkable = lambda c: F.key(c) in ok      # noqa: E731
        out = []
        for k, n in sorted(state["players"][task["p"]]["cows"].items()):
            if n > 0 and k in ok:
                start = F.cell(k)
                for to in list(board.distances(start, walkable, task["steps"]))[1:]:
                    way = board.path(start, to, walkable)
                    out.append({"from": [*start], "to": [*to],
                                "path": [{"from": [*a], "to": [*b]} for a, b in zip(way, way[1:])]})
        return out

    def prompt(self, R, state, task):
        return msg(f"{G}.prompt.cowboy", n=task["steps"])

    def refusal(self, R, state, task, option):
        src, dst = option.get("from"), option.get("to")
        if src is None:
            return None
        p = task["p"]
        pl = state["players"][p]
        if not A.on_farm(state, src) or pl["cows"].get(F.key(src), 0) <= 0:
            return A.why("no_cow")
        kd = F.key(dst) if A.on_farm(state, dst) else None
        if kd not in pl["farm"]:
            return A.why("not_plot")
        terrain = R.terrain_fn(state)(pl["farm"][kd])
        if terrain in task["node"].get("avoid", ()):
            return A.why("cows_avoid", terrain=A.terrain_ref(terrain))
        ok = self.passable(R, state, p, task["node"])
        far = F.grid(state["rows"], state["cols"]).distances(tuple(src), lambda c: F.key(c) in ok)
        if tuple(dst) not in far:
            return A.why("no_path")
        if far[tuple(dst)] > task["steps"]:
            return A.why("too_far", n=task["steps"])
        return A.why("one_step")


@NODES.register
class SwapStorage(Partner):
    """Exchanging a held component with another player: one of the own stored plots for one of
    theirs; the active player chooses both plots and the other player (fact sheet 17.9).

    Mechanic: an exchange of held components between two players, one chosen from each
    hand; the Desperado is the game's one exchange (plots are the only held components)."""

    type = "swap_storage"
    fields: dict = {}
    decision = "desperado"
    #: a stored plot of one's own dropped on another player's stored plot
    forms = (Form(("plot", "$mine"), ("stored", "$player", "$theirs")),)

    def moves(self, R, state, task):
        p = task["p"]
        mine = sorted(set(state["players"][p]["storage"]))
        return [{"mine": x, "player": q, "theirs": y} for q, other in enumerate(state["players"]) if q != p
                for x in mine for y in sorted(set(other["storage"]))]

    def carry_out(self, R, ctx, state, task, option):
        pl, other = state["players"][task["p"]], state["players"][option["player"]]
        pl["storage"][pl["storage"].index(option["mine"])] = option["theirs"]
        other["storage"][other["storage"].index(option["theirs"])] = option["mine"]
        ctx.log(f"{G}.log.swap", task["p"], victim=state["seats"][option["player"]]["name"])
        return True

    def refusal(self, R, state, task, option):
        q = option.get("player", -1)
        opponent = q == -1 or (isinstance(q, int) and q != task["p"] and 0 <= q < state["n"])
        return A.why("not_in_storage" if opponent else "not_opponent")


@NODES.register
class StealCow(Partner):
    """Taking another player's piece onto one's own board: a cow goes onto the hired cell (the
    thief's plot), unless a partner in the cow's region protects it.

    Mechanic: taking another player's unprotected piece onto one's own board (protection is
    the partners' `herder`); the Cattle Thief is the game's one theft (cows the only pieces)."""

    type = "steal_cow"
    fields: dict = {}
    decision = "thief"
    keeps = ("cell",)
    #: a click on the cow to steal
    forms = (Form(None, ("farm", "$player", "$cell")),)

    def moves(self, R, state, task):
        p = task["p"]
        return [{"player": q, "cell": list(F.cell(k))} for q, other in enumerate(state["players"]) if q != p
                for k, n in sorted(other["cows"].items()) if n > 0 and not A.protected(R, state, q, k)]

    def carry_out(self, R, ctx, state, task, option):
        q = option["player"]
        A.remove_cow(state, q, F.key(option["cell"]), to_supply=False)
        A.add_cow(state, task["p"], task["env"]["cell"])
        ctx.log(f"{G}.log.steal", task["p"], victim=state["seats"][q]["name"])
        return True

    def refusal(self, R, state, task, option):
        if "cell" not in option:
            return None
        q = option.get("player")
        if q == task["p"] or not isinstance(q, int) or not 0 <= q < state["n"]:
            return A.why("not_opponent")
        c = option["cell"]
        if not A.on_farm(state, c) or state["players"][q]["cows"].get(F.key(c), 0) <= 0:
            return A.why("no_cow")
        return A.why("protected")


@NODES.register
class ScorePer(NodeType):
    """End of game: one point per resource of a kind on the farm, for each such expert."""

    type = "score_per"
    fields = {"resource": Field({"enum": list(RESOURCES)})}

    def render(self, node, text, registry):
        return text.t("effect.score_per", resource=f"@{G}.resource.{node['resource']}")

    def points(self, node: dict, experts: int, resources: dict) -> int:
        return experts * resources[node["resource"]]
