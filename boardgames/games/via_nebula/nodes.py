"""The contract powers of contracts.yaml as engine node types (engine/effects.py).

Each power type is one class that checks itself against the other data files (`validate`,
reported as file:line by the rules' `validate`), renders its own rule text (`render`: the
tooltip lines), and runs itself: erecting a building whose contract has an immediate power
calls the node's `start`, which returns the decision task `{"t": "power", "p", "contract"}`
(tasks.py); that decision's options, carrying out, refusals and board gestures (a power
lending an action uses that action's, actions.py; a swap drags a resource from a site onto
the supply: ("swap", k, slot, give) -> ("supply", take)) are the node's own. Every
power decision also offers {"act": "skip"}; a power with nothing to do is dropped and logged
(`Power.empty` in tasks.py). `end_bonus` starts nothing: it only scores (`points`).
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.effects import NodeType, Registry, Text
from boardgames.engine.gestures import move

from . import actions as A
from .board import add, cell, key

G = "via_nebula"
SKIP = {"act": "skip"}
TEXT = Text(G)
NODES = Registry(TEXT, builtin_flow=False)


def _why(key: str, **args) -> dict:
    return msg(f"{G}.why.{key}", **args)


def power_of(R, task: dict) -> dict:
    """The power node of a pending power decision (the task names the contract)."""
    return R.contract(task["contract"])["power"]


class Power(NodeType):
    """A contract power. Immediate powers set `acts`, the option acts of their decision."""

    acts: tuple = ()

    def start(self, R, ctx, state, p, node, env):
        return {"t": "power", "p": p, "contract": env["contract"]} if self.acts else None

    def uses(self, R, state: dict, p: int, node: dict) -> list[dict]:
        """The ways p can use the power now (without "skip")."""
        return []

    def use(self, R, ctx, state: dict, p: int, node: dict, option: dict) -> None:
        raise NotImplementedError

    def why_not(self, R, state: dict, p: int, node: dict, option: dict) -> dict | None:
        return None

    def points(self, node: dict, facts: dict) -> int:
        """Victory points at the end of the game (only end bonuses score)."""
        return 0

    # --- the decision (tasks.Power asks these) -------------------------------------------------
    def options(self, R, state, task):
        real = self.uses(R, state, task["p"], power_of(R, task))
        return real + [dict(SKIP)] if real else []

    def choose(self, R, ctx, state, task, option):
        if option == SKIP:
            ctx.log(f"{G}.log.power_skipped", task["p"], contract=R.contract_label(task["contract"]))
        else:
            self.use(R, ctx, state, task["p"], power_of(R, task), option)
        return True

    def refusal(self, R, state, task, option):
        node = power_of(R, task)
        if option.get("act") not in self.acts + ("skip",):
            return _why("power_mismatch", power=f"@{G}.power.{node['type']}")
        return self.why_not(R, state, task["p"], node, option)

    def gestures(self, R, state, task, options):
        """A power lending an action is used with that action's gestures ("use" and "skip"
        are buttons)."""
        return A.moves(R, state, options)

    def meant(self, R, state, task, gesture):
        return A.meant(R, state, task["p"], gesture, self.acts)


@NODES.register
class ExtraAction(Power):
    type = "extra_action"
    required = ("actions",)
    acts = ("use",)

    def uses(self, R, state, p, node):
        return [{"act": "use"}]

    def use(self, R, ctx, state, p, node, option):
        state["turn"]["ap"] += node["actions"]
        ctx.log(f"{G}.log.extra_action", p, n=node["actions"])

    def render(self, node, text, registry):
        return [msg(f"{G}.effect.extra_action", n=node["actions"])]


@NODES.register
class Swap(Power):
    """One resource on one of the player's sites for one of another type from the supply."""

    type = "swap"
    acts = ("swap",)

    def validate(self, node, refs):
        return [((), "a swap needs two resource types")] if len(refs.get("resources", ())) < 2 else []

    def uses(self, R, state, p, node):
        out = []
        board, supply, rtypes = state["board"], state["supply"], R.rtypes
        for k, slot in R.sight(state, p).sites:
            res = board[k]["slots"][slot]["res"]
            for give in rtypes:
                if not res.get(give):
                    continue
                for take in rtypes:
                    if take != give and supply[take] > 0:
                        out.append({"act": "swap", "cell": cell(k), "slot": slot, "give": give, "take": take})
        return out

    def use(self, R, ctx, state, p, node, option):
        site = state["board"][A.space_key(state, option["cell"])]["slots"][option["slot"]]
        give, take = option["give"], option["take"]
        add(site["res"], give, -1)
        state["supply"][give] += 1
        state["supply"][take] -= 1
        add(site["res"], take, 1)
        ctx.log(f"{G}.log.swap", p, give=f"@{G}.resource.{give}", take=f"@{G}.resource.{take}")

    def gestures(self, R, state, task, options):
        """A resource picked up from the site and dropped on the supply of the one wanted."""
        return [move(("swap", key(o["cell"]), o["slot"], o["give"]), ("supply", o["take"]), o)
                for o in options if o["act"] == "swap"]

    def meant(self, R, state, task, gesture):
        piece, to = gesture.piece, gesture.to
        if not (isinstance(piece, tuple) and len(piece) == 4 and piece[0] == "swap"
                and isinstance(to, tuple) and len(to) == 2 and to[0] == "supply"):
            return None
        return {"act": "swap", "cell": A.board_cell(state, piece[1]), "slot": piece[2], "give": piece[3],
                "take": to[1]}

    def why_not(self, R, state, p, node, option):
        site, refusal = A.own_site(state, p, option)
        if refusal:
            return refusal
        give, take = option.get("give"), option.get("take")
        if not isinstance(give, str) or not site["res"].get(give):
            return _why("not_on_site")
        if not isinstance(take, str) or take == give or take not in R.rtypes:
            return _why("same_resource")
        return _why("supply_empty", resource=f"@{G}.resource.{take}")

    def render(self, node, text, registry):
        return [msg(f"{G}.effect.swap")]


@NODES.register
class Explore(Power):
    """Explore one space of the given type, for `cost` action points, the tile from the guild
    board (`own`) or the general supply (`supply`)."""

    type = "explore"
    required = ("space", "cost", "tile")
    acts = ("explore",)

    def validate(self, node, refs):
        out = []
        if node.get("space") not in refs.get("explorable", ()):
            out.append((("space",), f"{node.get('space')!r} cannot be explored"))
        if isinstance(node.get("cost"), int) and node["cost"] > refs.get("action_points", 0):
            out.append((("cost",), f"costs {node['cost']} action points, a turn has {refs.get('action_points')}"))
        return out

    def uses(self, R, state, p, node):
        if state["turn"]["ap"] < node["cost"] or not R.has_tile(state, p, node["tile"]):
            return []
        sight = R.sight(state, p)
        return [{"act": "explore", "cell": sight.index.cell(i)}
                for i in sight.explorable(getattr(sight, node["space"]))]

    def use(self, R, ctx, state, p, node, option):
        state["turn"]["ap"] -= node["cost"]
        A.explore(ctx, state, p, A.space_key(state, option["cell"]), node["tile"])

    def why_not(self, R, state, p, node, option):
        return A.ACTIONS["explore"].refusal(R, state, p, option, {node["space"]: node["cost"]}, node["tile"], node)

    def render(self, node, text, registry):
        space = f"@{G}.space.{node['space']}"
        lines = [msg(f"{G}.effect.explore_free", space=space) if node["cost"] == 0
                 else msg(f"{G}.effect.explore_cost", space=space, n=node["cost"])]
        if node["tile"] == "supply":
            lines.append(msg(f"{G}.effect.tile_supply"))
        return lines


@NODES.register
class Transport(Power):
    """One transport now, free, under the usual rules."""

    type = "transport"
    acts = ("transport",)

    def uses(self, R, state, p, node):
        return A.ACTIONS["transport"].options(R, state, R.sight(state, p), state["turn"]["ap"])

    def use(self, R, ctx, state, p, node, option):
        A.carry(ctx, state, p, A.space_key(state, option["from"]), A.space_key(state, option["to"]), option["slot"])

    def why_not(self, R, state, p, node, option):
        return A.ACTIONS["transport"].refusal(R, state, p, option)

    def render(self, node, text, registry):
        return [msg(f"{G}.effect.transport")]


@NODES.register
class EndBonus(Power):
    """Victory points at the end per counted thing (scoring.counts), per `every`, up to `max`."""

    type = "end_bonus"
    required = ("count", "every", "vp")

    def validate(self, node, refs):
        out = []
        if node.get("count") not in refs.get("counts", ()):
            out.append((("count",), f"unknown count {node.get('count')!r}"))
        if node.get("max") is not None and isinstance(node.get("vp"), int) and node["max"] < node["vp"]:
            out.append((("max",), f"a cap of {node['max']} VP is below one step of {node['vp']} VP"))
        return out

    def points(self, node, facts):
        vp = node["vp"] * (facts[node["count"]] // node["every"])
        return min(vp, node["max"]) if node.get("max") else vp

    def render(self, node, text, registry):
        line = (msg(f"{G}.effect.end_bonus_each", vp=node["vp"], what=f"@{G}.count.{node['count']}")
                if node["every"] == 1 else
                msg(f"{G}.effect.end_bonus_every", vp=node["vp"], every=node["every"],
                    what=f"@{G}.counts.{node['count']}"))
        lines = [line]
        if node.get("max"):
            lines.append(msg(f"{G}.effect.end_bonus_max", max=node["max"]))
        return lines
