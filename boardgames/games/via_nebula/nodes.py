"""Via Nebula's node types (engine/effects.py): the actions of a turn and the contract powers.

The turn's decision is a menu written in data (`turn` in actions.yaml, an `engine.menu.Menu`
run by an `engine.menutask.MenuTask`); each of its entries and each contract power
(contracts.yaml) is a node whose type is one class, here or in actions.py. A type declares
its fields (engine/fields.py: the schema's `$defs/node` is made from them), checks what a
schema cannot (`validate`, reported as file:line), writes its rule text (`render`: a turn
entry reads as an action, a power as a power), lists its options (`offers`, read off the player's `Sight`
in `env["sight"]`: one scan of the board per listing, made by the decision's task and shared
by its entries), carries one out (`take`, then the entry's `cost` in action points is paid),
says why an option that is not offered is refused (`declines`) and declares its board gestures
as `forms` (engine/gesture_forms.py), which make its options' gestures and read a gesture that
fits none of them back as the option it stands for, so a refused drop is explained by
`declines` too.

A power's decision (tasks.Power) is a menu of its node and the stops of actions.yaml's `power`
(skip). An option's act is its turn entry's `act`; a power's is its type's own (`Entry.act`). An `end_bonus` starts no
decision: it only scores (`points`).

Pieces and targets of the gestures (hex keys "q,r" as in the state: an option's cell goes
through the forms' `key` converter):
  ("craftsman",) ("site",) ("tile",)   from the guild board onto ("cell", k)
  ("res", k)                           a resource of the exploitation at k onto ("site", k2, slot)
  ("building",) ("contract", cid)      onto ("site", k, slot): the building fulfils any contract
                                       that fits there (one move each), the card its own
  ("swap", k, slot, give)              a resource of a site onto ("supply", take)
"""
from __future__ import annotations

from boardgames.engine import end_bonus
from boardgames.engine.choice import msg
from boardgames.engine.effects import Registry, Text
from boardgames.engine.fields import Field, integer
from boardgames.engine.gesture_forms import Form
from boardgames.engine.menu import ACT, MenuEntry, Stop
from boardgames.engine.sparse import add

from .board import cell

G = "via_nebula"
NODES = Registry(Text(G), builtin_flow=False, schema="node")
#: what an end-of-game bonus may count (`end_bonus`'s `count`; scoring.all_counts counts them)
COUNTS = ("explorers", "tokens", "buildings", "neutral_contracts", "ruins", "shared_ruins")


def why(key: str, **args) -> dict:
    return msg(f"{G}.why.{key}", **args)


def res(r: str) -> str:
    return f"@{G}.resource.{r}"


def ap_words(n: int) -> dict:
    """"1 action point", "2 action points"."""
    return msg(f"{G}.help.ap_one" if n == 1 else f"{G}.help.ap", n=n)


def action_lines(name: str, cost: int) -> list[dict]:
    """An action of the turn in the rules' words: its name, what it does, its cost."""
    return [msg(f"{G}.action.{name}"), msg(f"{G}.tip.action_{name}"), msg(f"{G}.tip.cost", n=cost)]


def space_key(state: dict, c) -> str | None:
    """The board key of an option's cell, or None when it names no space of this board."""
    if isinstance(c, (list, tuple)) and len(c) == 2 and all(type(v) is int for v in c):
        k = f"{c[0]},{c[1]}"
        if k in state["board"]:
            return k
    return None


def own_site(state: dict, p: int, option: dict, cell_field: str = "cell"):
    """(site, None) for one of p's waiting sites named by the option, else (None, refusal)."""
    k = space_key(state, option.get(cell_field))
    if k is None:
        return None, why("off_board")
    sp = state["board"][k]
    if sp["kind"] != "ruin":
        return None, why("not_site")
    slot = option.get("slot")
    if type(slot) is not int or not 0 <= slot < len(sp["slots"]) or sp["slots"][slot] is None:
        return None, why("not_site")
    s = sp["slots"][slot]
    if s["p"] != p:
        return None, why("opponent_site")
    if s["building"]:
        return None, why("already_built")
    return s, None


class Entry(MenuEntry):
    """An action of the turn or a contract power that the player decides on (see the module
    docstring). `take` carries the option out (`carry_out`) and pays the node's `cost`."""

    #: the act of a power's options (a turn entry names its own `act`; a power's menu,
    #: `ViaNebula.power_menu`, writes this one into its entry)
    act = ""
    #: the fields of an action's node, as a turn entry or as a power lending the action
    fields = {ACT: Field({"type": "string", "pattern": "^[a-z][a-z_]*$",
                          "description": "the act of the entry's options (a power's is its type's)"}, optional=True),
              "cost": Field({**integer(0), "description": "action points the action uses"}, optional=True)}

    def start(self, R, ctx, state, p, node, env):
        """A contract's power waits as a decision of its own (tasks.Power)."""
        return {"t": "power", "p": p, "contract": env["contract"]}

    def take(self, R, ctx, state, p, node, env, option):
        self.carry_out(R, ctx, state, p, node, option)
        state["turn"]["ap"] -= node.get("cost", 0)

    def carry_out(self, R, ctx, state: dict, p: int, node: dict, option: dict) -> None:
        raise NotImplementedError

    def points(self, node: dict, facts: dict) -> int:
        """Victory points at the end of the game: a power used during the game scores none."""
        return 0

    def items(self, node: dict) -> list[tuple[str, int]]:
        """The actions of the turn a turn entry stands for, as the rules help and the tooltips
        name them: (name, cost in action points)."""
        return [(node[ACT], node["cost"])]

    def render(self, node, text, registry):
        """A turn entry (it has an act) reads as its actions, a contract power as a power."""
        if ACT not in node:
            return self.power_lines(node)
        return [line for name, cost in self.items(node) for line in action_lines(name, cost)]

    def power_lines(self, node: dict) -> list:
        return [msg(f"{G}.effect.{node['type']}")]


NODES.register(Stop)              # the engine's stop: passing up a contract's power (actions.yaml `power`)


# --- the contract powers that are no action of the turn ---------------------------------------------
@NODES.register
class ExtraAction(Entry):
    """`actions` more action points this turn."""

    type = "extra_action"
    fields = {"actions": Field(integer(1, 3))}
    act = "use"

    def offers(self, R, state, p, node, env):
        return [{"act": "use"}]

    def carry_out(self, R, ctx, state, p, node, option):
        state["turn"]["ap"] += node["actions"]
        ctx.log(f"{G}.log.extra_action", p, n=node["actions"])

    def power_lines(self, node):
        return [msg(f"{G}.effect.extra_action", n=node["actions"])]


@NODES.register
class Swap(Entry):
    """One resource on one of the player's sites for one of another type from the supply."""

    type = "swap"
    fields: dict = {}
    act = "swap"
    pieces = ("swap",)
    #: a resource picked up from the site and dropped on the supply of the one wanted
    forms = (Form(("swap", "$cell:key", "$slot", "$give"), ("supply", "$take")),)

    def validate(self, node, refs):
        return [((), "a swap needs two resource types")] if len(refs.get("resource", ())) < 2 else []

    def offers(self, R, state, p, node, env):
        out = []
        board, supply, rtypes = state["board"], state["supply"], R.rtypes
        for k, slot in env["sight"].sites:
            held = board[k]["slots"][slot]["res"]
            for give in rtypes:
                if not held.get(give):
                    continue
                for take in rtypes:
                    if take != give and supply[take] > 0:
                        out.append({"act": "swap", "cell": cell(k), "slot": slot, "give": give, "take": take})
        return out

    def carry_out(self, R, ctx, state, p, node, option):
        site = state["board"][space_key(state, option["cell"])]["slots"][option["slot"]]
        give, take = option["give"], option["take"]
        add(site["res"], give, -1)
        state["supply"][give] += 1
        state["supply"][take] -= 1
        add(site["res"], take, 1)
        ctx.log(f"{G}.log.swap", p, give=res(give), take=res(take))

    def declines(self, R, state, p, node, env, option):
        site, refusal = own_site(state, p, option)
        if refusal:
            return refusal
        give, take = option.get("give"), option.get("take")
        if not isinstance(give, str) or not site["res"].get(give):
            return why("not_on_site")
        if not isinstance(take, str) or take == give or take not in R.rtypes:
            return why("same_resource")
        return why("supply_empty", resource=res(take))


@NODES.register
class EndBonus(end_bonus.EndBonus):
    """Victory points at the end per counted thing (scoring.all_counts), per `every`, up to `max`
    (engine/end_bonus.py)."""

    fields = end_bonus.end_bonus_fields(COUNTS)

    def render(self, node, text, registry):
        every = self.field(node, "every")
        line = (msg(f"{G}.effect.end_bonus_each", vp=node["vp"], what=f"@{G}.count.{node['count']}")
                if every == 1 else
                msg(f"{G}.effect.end_bonus_every", vp=node["vp"], every=every,
                    what=f"@{G}.counts.{node['count']}"))
        lines = [line]
        if node.get("max"):
            lines.append(msg(f"{G}.effect.end_bonus_max", max=node["max"]))
        return lines
