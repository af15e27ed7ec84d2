"""Caverna's flow-node types (actions.yaml, expedition loot): one small class per type.

Each class checks itself against the other data files (`validate`), renders its rule text
(`render`) and runs itself through the engine's node protocol (engine/effects.py,
engine/flowtask.py): `doable`/`effective` for the flow walker, `start` to carry it out
(returning a leaf task when the player must decide more), then that decision's `options`,
`choose` and `refusal` (why an option is not legal, in the player's words). A gain, an
exchange, a market and an accumulating space's goods (`gain`, `convert`, `buy`, `accumulated`)
are the engine's own mechanics (engine/mechanics/supply.py, market.py, accumulate.py); the
pieces laid on the home board share one mechanic here (`Lay`).

`env` says who acts: {"dwarf": index of the acting dwarf, "src": the space whose goods
`accumulated` takes, "exp": index of the enclosing expedition task}.
"""
from __future__ import annotations

from abc import abstractmethod

from boardgames.engine.choice import msg
from boardgames.engine.effects import Registry
from boardgames.engine.fields import BOOLEAN, Field, array, integer, ref
from boardgames.engine.gesture_forms import Form, Formed
from boardgames.engine.gestures import Gesture, Move, move
from boardgames.engine.mechanics.accumulate import Accumulated
from boardgames.engine.mechanics.market import Buy
from boardgames.engine.mechanics.supply import Convert, Gain
from boardgames.engine.worded import Worded

from . import board as B
from . import furnishings as F
from . import home as H
from .text import TEXT

G = "caverna"


#: the flow nodes; their fields' JSON Schema is `$defs/node` of schema.yaml (engine/fields.py)
NODES = Registry(TEXT, schema="node")
#: goods maps of schema.yaml: at least one good; any goods, {} for free
GOODS, COST = ref("goods"), ref("cost")
#: the part of a player's position that is their board layout (reach.PARTS), as a probe
#: numbers it: the board's caches take the number in place of the layout itself
LAYOUT = ("layout",)


class Leaf(Worded):
    """A Caverna leaf: the engine's run protocol (doable, start, options, choose...) with
    refusals in Caverna's words; its rule text is `node.<type>`, worded from its fields
    (engine/worded.py) unless the kind words it itself."""

    section = "node"
    why_key = "cannot_pay_or_place"

    #: carrying the node out is the player's decision (`options`, `choose`): `start` makes it
    #: a leaf task
    decides = False

    def start(self, R, ctx, state, p, node, env):
        return self.leaf_task(p, node, env) if self.decides else None

    def refusal(self, R, state, task, option):
        return msg(f"{G}.why.{self.why_key}")


def cell_refusal(pl: dict, cells) -> dict:
    """Why a tile cannot go on these cells: off the board, taken, or not next to the cave."""
    cells = [c for c in cells or [] if isinstance(c, str)]
    if any(c not in B.NEIGHBOURS for c in cells):
        return msg(f"{G}.why.outside")
    if any(c in pl["tiles"] for c in cells):
        return msg(f"{G}.why.cell_taken")
    return msg(f"{G}.why.not_adjacent")


def home(p: int, cell: str) -> tuple:
    """A cell of player p's home board as a gesture target."""
    return ("home", p, cell)


#: a tile's turn on the board: the side its second half lies on (up, right, down, left)
SIDES = ((0, -1), (1, 0), (0, 1), (-1, 0))


def side(a: str, b: str) -> int:
    (xa, ya), (xb, yb) = B.xy(a), B.xy(b)
    return SIDES.index((xb - xa, yb - ya))


def beside(a: str, turn: int) -> str | None:
    """The cell on side `turn` of `a` (None off the ring of cells)."""
    (x, y), (dx, dy) = B.xy(a), SIDES[turn]
    if 0 <= x + dx < len(B.COLS) and 0 <= y + dy < len(B.ROWS):
        return B.name(x + dx, y + dy)
    return None


def dwarf(state, p, env):
    d = env.get("dwarf")
    return None if d is None else state["players"][p]["dwarfs"][d]


# --- goods -----------------------------------------------------------------------------------
#: the goods piled on an accumulating space (rounds.replenish piles them)
NODES.add(Accumulated())


# --- pieces laid on the home board ----------------------------------------------------------------
class Lay(Leaf):
    """Laying a piece on the home board: a twin or single tile, a pasture, a stable.

    Mechanic: the home board's placement (board.Placement says where each piece may go). A
    kind says where its piece may go now (`spots`: the options), its price (`price`: None for
    none), how it is laid (`lay`), which piece a gesture picks up (`piece`) and which option a
    gesture stands for (`read`). An option names one cell (`cell`) or the cells the piece
    covers (`cells`): a gesture drops the piece on the first, turned towards the second.
    """

    decides = True
    shareable = True

    @abstractmethod
    def spots(self, R, state, p, node, lay=None) -> list[dict]:
        """Where p may lay the piece now, as options (each kind says: PlaceTwin, PlaceTile,
        Fence, Stable)."""

    def anywhere(self, R, state, p, node, lay=None) -> bool:
        """`spots` is not empty (`lay`: the layout's number, see board.Placement.single_spots)."""
        return bool(self.spots(R, state, p, node, lay))

    def price(self, R, state, p, node) -> dict | None:
        return None

    def affords(self, R, state, p, node) -> bool:
        price = self.price(R, state, p, node)
        return price is None or R.holdings.has(state, p, price)

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls.priced = cls.price is not Lay.price      # a free piece asks no price (placing asks often)

    def doable(self, R, state, p, node, env, before=()):
        return (not self.priced or self.affords(R, state, p, node)) and self.anywhere(R, state, p, node)

    def probe_doable(self, probe, node, before):
        R, state, p = probe.R, probe.state, probe.p
        return ((not self.priced or self.affords(R, state, p, node))
                and self.anywhere(R, state, p, node, probe.parts_of(LAYOUT)))

    def options(self, R, state, task):
        p, node = task["p"], task["node"]
        return self.spots(R, state, p, node) if self.affords(R, state, p, node) else []

    def choose(self, R, ctx, state, task, option):
        p, node = task["p"], task["node"]
        self.pay(R, state, p, node)
        self.lay(R, ctx, state, p, node, option)
        if node.get("bonus"):
            R.holdings.take(R, ctx, state, p, node["bonus"])
        return True

    def pay(self, R, state, p, node) -> None:
        price = self.price(R, state, p, node)
        if price is not None:
            R.holdings.pay(state, p, price)

    @abstractmethod
    def lay(self, R, ctx, state, p, node, option) -> None:
        """Put the piece where the option says (each kind says how it lies on the board)."""

    def refusal(self, R, state, task, option):
        """A free piece can only be refused for its cells; a priced one for its price too."""
        if self.price(R, state, task["p"], task["node"]) is not None:
            return super().refusal(R, state, task, option)
        return cell_refusal(state["players"][task["p"]], option.get("cells") or [option.get("cell")])

    def gestures(self, R, state, task, options):
        p, out = task["p"], []
        for o in options:
            cells = o["cells"] if "cells" in o else [o["cell"]]
            out.append(move(self.piece(task["node"], o), home(p, cells[0]), o,
                            side(*cells) if len(cells) > 1 else None))
        return out

    def meant(self, R, state, task, gesture):
        return self.read(gesture) if gesture.to[0] == "home" else None

    def read(self, gesture) -> dict | None:
        """The option a gesture onto a cell of the home board stands for: by default, that cell."""
        return {"cell": gesture.to[2]}


def covered(gesture) -> list[str]:
    """The cells a piece dropped on the home board covers: the one it is dropped on, and the one
    on the side it is turned to."""
    cell = gesture.to[2]
    return [cell] if gesture.turn is None else [cell, beside(cell, gesture.turn)]


@NODES.register
class PlaceTwin(Lay):
    type = "place_twin"
    rank = 2
    fields = {"tiles": Field(array(ref("twin_tile"), unique=True), holds="twin"), "bonus": Field(GOODS, optional=True)}
    words = {"tiles": "names tile"}

    def spots(self, R, state, p, node, lay=None):
        pl = state["players"][p]
        over = R.has_effect(pl, "overhang")
        return [{"twin": t, "cells": [a, b]} for t in node["tiles"] for a, b in R.place.twin_spots(pl, t, over)]

    def anywhere(self, R, state, p, node, lay=None):
        pl = state["players"][p]
        return R.place.any_twin_spot(pl, tuple(node["tiles"]), R.has_effect(pl, "overhang"), lay)

    def lay(self, R, ctx, state, p, node, option):
        H.lay_twin(R, ctx, state, p, option["twin"], option["cells"])

    def piece(self, node, option):
        return ("twin", option["twin"])

    def read(self, gesture):
        if gesture.piece[0] == "twin" and gesture.turn is not None:
            return {"twin": gesture.piece[1], "cells": covered(gesture)}
        return None


@NODES.register
class PlaceTile(Lay):
    type = "place_tile"
    rank = 2
    fields = {"tile": Field(ref("single_tile")),
              "on": Field(array(ref("cell_content"), unique=True), optional=True),
              "bonus": Field(GOODS, optional=True)}
    cues = ("on",)
    words = {"tile": "ref tile", "on": "names tile"}

    def spots(self, R, state, p, node, lay=None):
        return [{"cell": c} for c in R.place.single_spots(state["players"][p], node["tile"], node.get("on"), lay)]

    def lay(self, R, ctx, state, p, node, option):
        H.lay_tile(R, ctx, state, p, node["tile"], option["cell"])

    def piece(self, node, option):
        return ("tile", node["tile"])


@NODES.register
class Fence(Lay):
    type = "fence"
    fields = {"tile": Field(ref("pasture")), "cost": Field(GOODS)}
    words = {"tile": "ref tile", "cost": "goods"}

    def spots(self, R, state, p, node, lay=None):
        return [{"cells": cells} for cells in R.place.fence_spots(state["players"][p], node["tile"])]

    def price(self, R, state, p, node):
        """The Carpenter's discount counts once per action (the first fence of a space's flow)."""
        act = state.get("act") or {}
        if act.get("carpenter_used"):
            return dict(node["cost"])
        return R.discounted(state["players"][p], "fence", node["cost"])

    def pay(self, R, state, p, node):
        cost = self.price(R, state, p, node)
        if cost != node["cost"] and state.get("act") is not None:
            state["act"]["carpenter_used"] = True
        R.holdings.pay(state, p, cost)

    def lay(self, R, ctx, state, p, node, option):
        H.build_pasture(R, ctx, state, p, node["tile"], option["cells"])

    def piece(self, node, option):
        return ("pasture", node["tile"])

    def read(self, gesture):
        return {"cells": covered(gesture)}


@NODES.register
class Stable(Lay):
    type = "stable"
    fields = {"cost": Field(COST)}

    def spots(self, R, state, p, node, lay=None):
        return [{"cell": c} for c in R.place.stable_spots(state["players"][p], lay)]

    def price(self, R, state, p, node):
        return R.discounted(state["players"][p], "stable", node["cost"])

    def lay(self, R, ctx, state, p, node, option):
        state["players"][p]["stables"].append(option["cell"])
        ctx.log(f"{G}.log.stable", p, cell=option["cell"])

    def piece(self, node, option):
        return ("stable",)

    def render(self, node, text, registry):
        if not node["cost"]:
            return text.t("node.stable_free")
        return text.t("node.stable", cost=text.goods(node["cost"]))
# --- furnishing ---------------------------------------------------------------------------------
@NODES.register
class Furnish(Leaf):
    type = "furnish"
    shareable = True
    rank = 3
    #: `only` these tiles, at this `cost`
    fields = {"kind": Field({"enum": ["any", "dwelling"]}),
              "only": Field(array(ref("id"), unique=True), optional=True, holds="furnishing"),
              "cost": Field(COST, optional=True)}
    constraints = {"dependentRequired": {"only": ["cost"], "cost": ["only"]}}
    reads = ("supply", "goods", "layout", "furn")

    def doable(self, R, state, p, node, env, before=()):
        return bool(F.choices(R, state, p, node, first=True))

    def start(self, R, ctx, state, p, node, env):
        return self.leaf_task(p, node, env, pick=None)

    def _pick_ok(self, R, state, task) -> bool:
        """The tile picked first is still there and still affordable (a conversion in between?)."""
        pick = task["pick"]
        if pick is None:
            return False
        return [pick["tile"], pick["pay"]] in [[t, w] for t, w in F.choices(R, state, task["p"], task["node"])]

    def options(self, R, state, task):
        p = task["p"]
        if not self._pick_ok(R, state, task):
            return [{"tile": t, "pay": pay} for t, pay in F.choices(R, state, p, task["node"])]
        return [{"cell": c} for c in F.cells(R, state, p, task["pick"]["tile"])]

    def choose(self, R, ctx, state, task, option):
        p = task["p"]
        if "tile" in option:
            task["pick"] = option
            cells = F.cells(R, state, p, option["tile"])
            if len(cells) != 1:
                return False
            option = {"cell": cells[0]}
        H.furnish(R, ctx, state, p, task["pick"]["tile"], option["cell"], task["pick"]["pay"])
        return True

    def gestures(self, R, state, task, options):
        """A furnishing from the supply onto a cavern: the pick, then (when there is more than
        one free cavern for it) the cell. Ways to pay for one tile share a gesture."""
        p, out = task["p"], []
        if options and "cell" in options[0]:
            tile = task["pick"]["tile"]
            return [move(("furnishing", tile), home(p, o["cell"]), o) for o in options]
        for o in options:
            cells = F.cells(R, state, p, o["tile"])
            for c in cells:
                plan = (o,) if len(cells) == 1 else (o, {"cell": c})
                out.append(Move(Gesture(("furnishing", o["tile"]), home(p, c)), plan))
        return out

    def meant(self, R, state, task, gesture):
        if gesture.piece[0] == "furnishing" and gesture.to[0] == "home":
            pay = next((pay for t, pay in F.choices(R, state, task["p"], task["node"]) if t == gesture.piece[1]), {})
            return {"tile": gesture.piece[1], "pay": pay, "cell": gesture.to[2]}
        return None

    def refusal(self, R, state, task, option):
        if "cell" in option and "tile" in option and option["tile"] in R.tiles \
                and option["cell"] not in F.cells(R, state, task["p"], option["tile"]):
            return msg(f"{G}.why.no_cavern")
        tid = option.get("tile")
        if tid is None:
            return msg(f"{G}.why.cannot_pay")
        if tid not in R.tiles:
            return msg(f"{G}.why.no_such_tile")
        if tid != "dwelling" and tid not in state["supply"]:
            return msg(f"{G}.why.tile_gone")
        if not F.cells(R, state, task["p"], tid):
            return msg(f"{G}.why.no_cavern")
        return msg(f"{G}.why.cannot_pay")

    def render(self, node, text, registry):
        if "only" in node:
            return text.t("node.furnish_only", tiles=text.names("furnishing", node["only"]),
                          cost=text.goods(node["cost"]))
        return text.t(f"node.furnish_{node['kind']}")


# --- family -----------------------------------------------------------------------------------------
@NODES.register
class FamilyGrowth(Leaf):
    type = "family_growth"
    fields = {"needs_room": Field(BOOLEAN)}

    def doable(self, R, state, p, node, env, before=()):
        pl = state["players"][p]
        n = len(pl["dwarfs"])
        limit, room = R.dwarfs_housed(pl)
        if before and any(b["type"] == "furnish" and b.get("kind") == "dwelling" for b in before):
            # a compulsory dwelling comes first: it brings the room (the Additional dwelling
            # also the 6th place)
            return n < limit or (n < R.cfg["dwarfs"]["max_with_additional_dwelling"]
                                 and R.additional_available(state, p))
        if n >= limit:
            return False
        return not node["needs_room"] or n < room

    def start(self, R, ctx, state, p, node, env):
        H.grow(R, ctx, state, p, env)

    def render(self, node, text, registry):
        return text.t("node.family_growth" if node["needs_room"] else "node.family_growth_no_room")


# --- weapons ------------------------------------------------------------------------------------------
@NODES.register
class Forge(Leaf):
    type = "forge"
    decides = True
    why_key = "forge"
    fields = {"max_strength": Field(integer(1, 14))}
    reads_env = ("dwarf",)

    def strengths(self, R, state, p, node, env) -> list[int]:
        d = dwarf(state, p, env)
        if d is None or d["w"] > 0:
            return []
        pl = state["players"][p]
        w = R.data["expeditions"]["weapons"]
        top = min(node["max_strength"], w["forge_max"])
        off, ore = R.forge_discount(pl), pl["goods"]["ore"]
        return [s for s in range(w["forge_min"], top + 1) if ore >= max(0, s - off)]

    def doable(self, R, state, p, node, env, before=()):
        """`strengths` is not empty: an unarmed dwarf, and ore for the weakest weapon."""
        d = dwarf(state, p, env)
        if d is None or d["w"] > 0:
            return False
        w = R.data["expeditions"]["weapons"]
        pl = state["players"][p]
        return (w["forge_min"] <= min(node["max_strength"], w["forge_max"])
                and pl["goods"]["ore"] >= R.forge_cost(pl, w["forge_min"]))

    def options(self, R, state, task):
        return [{"strength": s} for s in self.strengths(R, state, task["p"], task["node"], task["env"])]

    def choose(self, R, ctx, state, task, option):
        p = task["p"]
        pl = state["players"][p]
        s = option["strength"]
        R.holdings.pay(state, p, {"ore": R.forge_cost(pl, s)})
        dwarf(state, p, task["env"])["w"] = s
        ctx.log(f"{G}.log.forge", p, strength=s)
        return True

    def render(self, node, text, registry):
        return text.t("node.forge", max=node["max_strength"])


@NODES.register
class Expedition(Leaf):
    type = "expedition"
    why_key = "loot"
    fields = {"level": Field(integer(1, 4))}
    reads_env = ("dwarf",)
    cheap = True

    def doable(self, R, state, p, node, env, before=()):
        d = dwarf(state, p, env)
        return d is not None and d["w"] > 0

    def start(self, R, ctx, state, p, node, env):
        d = dwarf(state, p, env)
        ctx.log(f"{G}.log.expedition", p, level=node["level"], strength=d["w"])
        return self.leaf_task(p, node, env, taken=[], up=False, strength=d["w"])

    def info(self, R, state, task):
        return {"taken": list(task["taken"]), "strength": task["strength"], "level": task["node"]["level"]}

    def available(self, R, state, task) -> list[str]:
        p = task["p"]
        env = dict(task["env"])
        env["exp"] = -1
        out = []
        for item in R.data["expeditions"]["loot"]:
            if item["min_strength"] > task["strength"] or item["id"] in task["taken"]:
                continue
            kind = NODES.types[item["effect"]["type"]]
            if kind.doable(R, state, p, item["effect"], env) and kind.effective(R, state, p, item["effect"], env):
                out.append(item["id"])
        return out

    def options(self, R, state, task):
        if len(task["taken"]) >= task["node"]["level"]:
            return []
        opts = [{"loot": lid} for lid in self.available(R, state, task)]
        if task["taken"] and opts:
            opts.append({"act": "done"})
        return opts

    def choose(self, R, ctx, state, task, option):
        p = task["p"]
        if option.get("act") == "done":
            return True
        lid = option["loot"]
        task["taken"].append(lid)
        item = R.loot[lid]
        ctx.log(f"{G}.log.loot", p, loot=f"@{G}.loot.{lid}")
        env = dict(task["env"])
        env["exp"] = next(i for i, t in enumerate(state["tasks"]) if t is task)
        kind = NODES.types[item["effect"]["type"]]
        sub = kind.start(R, ctx, state, p, item["effect"], env)
        if sub is not None:
            state["tasks"].append(sub)
        return False

    def finish(self, R, ctx, state, task) -> None:
        p = task["p"]
        pl = state["players"][p]
        weapons = R.data["expeditions"]["weapons"]
        d = dwarf(state, p, task["env"])
        d["w"] = min(weapons["max_strength"], d["w"] + weapons["after_expedition"])
        if task["up"]:
            arm(R, pl, task["up"])
        ctx.log(f"{G}.log.expedition_done", p, strength=d["w"])


@NODES.register
class WeaponsUp(Leaf):
    """Every armed dwarf's weapon grows by `amount` (on an expedition: at its end, with the
    strength the expedition itself gives).

    Mechanic: weapon strength is Caverna's own track of each dwarf; expeditions raise it by
    the rules (`weapons.after_expedition`), and the loot "all weapons +1" by this node.
    """

    type = "weapons_up"
    shareable = True
    fields = {"amount": Field(integer(1))}

    def start(self, R, ctx, state, p, node, env):
        exp = env.get("exp")
        if exp is not None and exp >= 0:
            state["tasks"][exp]["up"] = int(state["tasks"][exp]["up"]) + node["amount"]
            return None
        arm(R, state["players"][p], node["amount"])


def arm(R, pl: dict, up: int) -> None:
    """Every armed dwarf's weapon `up` stronger, up to the strongest there is."""
    cap = R.data["expeditions"]["weapons"]["max_strength"]
    for d in pl["dwarfs"]:
        if d["w"] > 0:
            d["w"] = min(cap, d["w"] + up)


# --- farming ------------------------------------------------------------------------------------------
@NODES.register
class Sow(Leaf):
    type = "sow"
    decides = True
    shareable = True
    fields = {"grain": Field(integer(0, 4)), "vegetable": Field(integer(0, 4))}

    def choices(self, R, state, p, node) -> list[dict]:
        pl = state["players"][p]
        empty = len(B.empty_fields(pl))
        g = min(node["grain"], pl["goods"]["grain"], empty)
        v = min(node["vegetable"], pl["goods"]["vegetable"], empty)
        return [{"grain": a, "vegetable": b} for a in range(g + 1) for b in range(v + 1)
                if 0 < a + b <= empty]

    def doable(self, R, state, p, node, env, before=()):
        """`choices` is not empty: an unsown field, and a grain or a vegetable to sow in it."""
        pl = state["players"][p]
        goods, crops = pl["goods"], pl["crops"]
        return ((node["grain"] > 0 < goods["grain"] or node["vegetable"] > 0 < goods["vegetable"])
                and any(t == "field" and not crops.get(c) for c, t in pl["tiles"].items()))

    def options(self, R, state, task):
        return self.choices(R, state, task["p"], task["node"])

    def choose(self, R, ctx, state, task, option):
        H.sow(R, ctx, state, task["p"], option["grain"], option["vegetable"])
        return True


@NODES.register
class Breed(Leaf):
    """Breeding: every farm-animal type with two or more animals gets one newborn (up to
    `max_types` types), as far as the home can house them.

    Mechanic: breeding is the harvest's own step (home.breed, the harvest's breeding task runs
    the same); the box offers it as an action once, as the expedition loot "breed 2 types".
    """

    type = "breed"
    decides = True
    shareable = True
    rank = 3
    fields = {"max_types": Field(integer(1, 4))}
    reads = ("goods", "layout", "furn", "large", "fields", "family")

    def sets(self, R, state, p, node):
        return H.breeding_sets(R, state, p, node["max_types"])

    def doable(self, R, state, p, node, env, before=()):
        return bool(self.sets(R, state, p, node))

    def options(self, R, state, task):
        return [{"animals": list(s)} for s in self.sets(R, state, task["p"], task["node"])]

    def choose(self, R, ctx, state, task, option):
        H.breed(R, ctx, state, task["p"], option["animals"])
        return True


# --- exchanges ---------------------------------------------------------------------------------------
#: an exchange at a fixed rate (Ore trading) is the engine's `convert`, and the Weekly market
#: its `buy` (prices in gold), on Caverna's goods (rules.holdings) and in its words
NODES.add(Gain())
NODES.add(Convert())
NODES.add(Buy(currency="gold"))


# --- players -----------------------------------------------------------------------------------------
@NODES.register
class StartingPlayer(Leaf):
    """The acting player takes the starting player marker (first to place next round).

    Mechanic: the starting player marker passes this way only; the box's one way to take it
    is the Starting player space, whose other goods are written as ordinary nodes.
    """

    type = "starting_player"
    fields: dict = {}
    shareable = True

    def start(self, R, ctx, state, p, node, env):
        state["start"] = p
        ctx.log(f"{G}.log.starting_player", p)


@NODES.register
class Imitate(Formed, Leaf):
    """Imitation: pay `cost` and carry out the flow of an action space another player's dwarf
    occupies (as the acting dwarf).

    Mechanic: using an occupied space is a worker-placement mechanic of its own; the box's
    Imitation spaces are one template (actions.yaml `imitation`) with their costs.
    """

    type = "imitate"
    why_key = "not_imitable"
    rank = 4
    fields = {"cost": Field(COST)}
    reads_env = ("dwarf",)
    #: a click on the space held by another player
    forms = (Form(None, ("space", "$space")),)

    def targets(self, R, state, p, node, env, probe=None, first: bool = False) -> list[str]:
        """Spaces held by others that p could imitate with this dwarf (first: stop at one)."""
        if not R.holdings.has(state, p, node["cost"]):
            return []
        probe = probe or R.probe(state, p)
        imitable, d = R.imitable_spaces, env.get("dwarf")
        out = []
        for sid, sp in state["spaces"].items():
            occ = sp["occ"]
            if occ is None or occ[0] == p or sid not in imitable:
                continue
            if probe.feasible(sid, {"dwarf": d, "src": sid}):
                out.append(sid)
                if first:
                    break
        return out

    def doable(self, R, state, p, node, env, before=()):
        return bool(self.targets(R, state, p, node, env, first=True))

    def probe_doable(self, probe, node, before):
        return bool(self.targets(probe.R, probe.state, probe.p, node, probe.env, probe, first=True))

    def start(self, R, ctx, state, p, node, env):
        return self.leaf_task(p, node, env, target=None)

    def settle(self, R, ctx, state, task):
        return "done" if task["target"] is not None else "wait"   # the imitated flow is over

    def options(self, R, state, task):
        if task["target"] is not None:
            return []
        return [{"space": s} for s in self.targets(R, state, task["p"], task["node"], task["env"])]

    def choose(self, R, ctx, state, task, option):
        p = task["p"]
        task["target"] = option["space"]
        R.holdings.pay(state, p, task["node"]["cost"])
        ctx.log(f"{G}.log.imitate", p, space=f"@{G}.space.{option['space']}")
        state["tasks"].append(R.flow_task(p, option["space"], task["env"].get("dwarf"), src=option["space"]))
        return False

    def render(self, node, text, registry):
        if not node["cost"]:
            return text.t("node.imitate_free")
        return text.t("node.imitate", cost=text.goods(node["cost"]))
