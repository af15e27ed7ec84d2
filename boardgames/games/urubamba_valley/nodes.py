"""The talents' abilities (data/urubamba_valley/talents.yaml) as engine node types.

Each ability type is one class that checks its own fields (`validate`, reported as file:line
by the catalog), renders its own rule text (`render`: a tooltip line) and answers the rules at
the moments it may act. The rules ask every ability of the talents a player holds through
`talents.abilities`; a type answers only the hooks it overrides:

  plant_points(node, pts, info)      points of a planting (after the field's own points)
  plant_cap(node)                    the most a planting without technology scores
  plant_coins(node, info)            coins after a planting (llamas, points over the cap)
  harvest_coins(node, resets)        coins added to a Harvest (positions of the reset workers)
  seed_price(node, price)            the price of a seed
  warehouse(node)                    the warehouse size
  followup(node, last)               the action an extra-action talent grants after `last`
  after(node, last, ...)             a task to push when the action `last` is over (or None)
  on_hire(node, ...)                 a task to push when the talent is hired (or None)
  end_multiplier(node)               what every held talent's end value is multiplied by
  flags: unlock_exempt, second_worker, no_tech, vine_clear, vine_plant, prices (seed_price),
         worker ("tax" / "guard": the hire places a worker), free (a free act)
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.effects import NodeType, Registry, Text, int_field

G = "urubamba_valley"
TEXT = Text(G)
NODES = Registry(TEXT, builtin_flow=False)
ACTIONS = ("plant", "harvest", "purchase", "work")


class Ability(NodeType):
    """A talent ability. `once` abilities are held by a worker marker until used."""

    may_be_once = False
    unlock_exempt = second_worker = no_tech = vine_clear = vine_plant = False
    prices = False          # it changes the price of seeds (`seed_price`)
    worker: str | None = None
    free: str | None = None

    def validate(self, node, refs):
        if node.get("once") and not self.may_be_once:
            return [(("once",), f"{self.type} cannot be a one-time ability")]
        return []

    def plant_points(self, node, pts: int, info: dict) -> int:
        return pts

    def plant_cap(self, node) -> int | None:
        return None

    def plant_coins(self, node, info: dict) -> int:
        return 0

    def harvest_coins(self, node, resets: list[int]) -> int:
        return 0

    def seed_price(self, node, price: int) -> int:
        return price

    def warehouse(self, node) -> int | None:
        return None

    def followup(self, node, last: str) -> str | None:
        return None

    def end_multiplier(self, node) -> int:
        return 1

    def on_hire(self, node, R, state: dict, p: int) -> dict | None:
        return None

    def after(self, node, last: str, R, state: dict, p: int) -> dict | None:
        return None

    def text(self, node) -> dict:
        return msg(f"{G}.ability.{self.type}")

    def answers(self, flag: str) -> bool:
        """Whether this type has `flag` set, or, for a hook (`followup`, `after`...), does
        more than the base's nothing: the rules then walk only the abilities that answer."""
        hook = getattr(Ability, flag, None)
        if callable(hook):
            return getattr(type(self), flag) is not hook
        return bool(getattr(self, flag))

    def render(self, node, text, registry):
        line = self.text(node)
        return msg(f"{G}.ability.once", text=line) if node.get("once") else line


@NODES.register
class LlamaPlace(Ability):
    """Put a grey llama from the reserve on any cell of an open tier (a free act of one's turn)."""

    type = "llama_place"
    may_be_once = True
    free = "llama"


@NODES.register
class LlamaCoins(Ability):
    """$n per llama in the field one plants into."""

    type = "llama_coins"

    def validate(self, node, refs):
        return super().validate(node, refs) + int_field(node, "coins", 1)

    def plant_coins(self, node, info):
        return node["coins"] * info["llamas"]

    def text(self, node):
        return msg(f"{G}.ability.llama_coins", n=node["coins"])


@NODES.register
class ExtraAction(Ability):
    """After an action of the listed kinds, one more action (`action`: a kind, or any)."""

    type = "extra_action"
    may_be_once = True
    required = ("after", "action")

    def validate(self, node, refs):
        out = super().validate(node, refs)
        after = node.get("after")
        if not isinstance(after, list) or not after or any(a not in ACTIONS for a in after):
            out.append((("after",), f"after must list actions of {ACTIONS}"))
        if node.get("action") not in ACTIONS + ("any",):
            out.append((("action",), f"action must be one of {ACTIONS} or any"))
        if not node.get("once"):
            out.append((("once",), "an extra action must be a one-time ability"))
        return out

    def followup(self, node, last):
        return node["action"] if last in node["after"] else None

    def text(self, node):
        return msg(f"{G}.ability.extra_action", after=[f"@{G}.action.{a}" for a in node["after"]],
                   action=f"@{G}.action.{node['action']}")


@NODES.register
class NoTech(Ability):
    """Plant a crop without its technology (at most `max_points` points that way)."""

    type = "no_tech"
    may_be_once = True
    no_tech = True

    def validate(self, node, refs):
        out = super().validate(node, refs)
        return out + (int_field(node, "max_points", 1) if "max_points" in node else [])

    def plant_cap(self, node):
        return node.get("max_points")

    def text(self, node):
        if "max_points" in node:
            return msg(f"{G}.ability.no_tech_capped", n=node["max_points"])
        return msg(f"{G}.ability.no_tech")


@NODES.register
class LlamaMove(Ability):
    """At the end of each of one's Harvest actions, move up to n llamas."""

    type = "llama_move"

    def validate(self, node, refs):
        return super().validate(node, refs) + int_field(node, "llamas", 1)

    def after(self, node, last, R, state, p):
        return {"t": "herd", "p": p, "left": node["llamas"]} if last == "harvest" else None

    def text(self, node):
        return msg(f"{G}.ability.llama_move", n=node["llamas"])


@NODES.register
class PointsIf(Ability):
    """A planting worth exactly `exactly` points gives `plus` more."""

    type = "points_if"

    def validate(self, node, refs):
        return super().validate(node, refs) + int_field(node, "exactly", 0) + int_field(node, "plus", 1)

    def plant_points(self, node, pts, info):
        return pts + node["plus"] if pts == node["exactly"] else pts

    def text(self, node):
        return msg(f"{G}.ability.points_if", exactly=node["exactly"], plus=node["plus"])


@NODES.register
class SeedPrice(Ability):
    """Every seed (vines too) costs `price`."""

    type = "seed_price"
    prices = True

    def validate(self, node, refs):
        return super().validate(node, refs) + int_field(node, "price", 0)

    def seed_price(self, node, price):
        return min(price, node["price"])

    def text(self, node):
        return msg(f"{G}.ability.seed_price", n=node["price"])


@NODES.register
class FreeSeed(Ability):
    """A seed from the market for free: on hiring (`when: hire`) or at the end of a Plant action
    while a worker of one's stands on `track` or higher (`when: plant`)."""

    type = "free_seed"

    def validate(self, node, refs):
        out = super().validate(node, refs)
        if node.get("when") not in ("hire", "plant"):
            out.append((("when",), "when must be hire or plant"))
        if node.get("when") == "plant":
            out += int_field(node, "track", 0)
        return out

    def on_hire(self, node, R, state, p):
        return {"t": "free_seed", "p": p} if node.get("when") == "hire" else None

    def after(self, node, last, R, state, p):
        if node.get("when") == "plant" and last == "plant" \
                and max(state["players"][p]["track"]) >= node["track"]:
            return {"t": "free_seed", "p": p}
        return None

    def text(self, node):
        if node.get("when") == "hire":
            return msg(f"{G}.ability.free_seed_hire")
        return msg(f"{G}.ability.free_seed_plant", n=node["track"])


@NODES.register
class UnlockExempt(Ability):
    type = "unlock_exempt"
    unlock_exempt = True


@NODES.register
class Warehouse(Ability):
    type = "warehouse"

    def validate(self, node, refs):
        return super().validate(node, refs) + int_field(node, "size", 1)

    def warehouse(self, node):
        return node["size"]

    def text(self, node):
        return msg(f"{G}.ability.warehouse", n=node["size"])


@NODES.register
class OwnCropPoints(Ability):
    type = "own_crop_points"

    def validate(self, node, refs):
        return super().validate(node, refs) + int_field(node, "plus", 1)

    def plant_points(self, node, pts, info):
        return pts + node["plus"] if info["own"] else pts

    def text(self, node):
        return msg(f"{G}.ability.own_crop_points", n=node["plus"])


@NODES.register
class VineClear(Ability):
    """Once per turn, plant on a cell holding a vine; the vine is discarded."""

    type = "vine_clear"
    vine_clear = True


@NODES.register
class HarvestCoins(Ability):
    """$n more on each Harvest (with `from`: only when a worker is reset from that space, once)."""

    type = "harvest_coins"

    def validate(self, node, refs):
        return super().validate(node, refs) + int_field(node, "coins", 1) + (int_field(node, "from", 0) if "from" in node else [])

    def harvest_coins(self, node, resets):
        if "from" in node:
            return node["coins"] if node["from"] in resets else 0
        return node["coins"]

    def text(self, node):
        if "from" in node:
            return msg(f"{G}.ability.harvest_coins_from", n=node["coins"], space=node["from"])
        return msg(f"{G}.ability.harvest_coins", n=node["coins"])


@NODES.register
class TaxWorker(Ability):
    """On hiring, a worker goes on a field; others planting into it pay `fee` to its owner first."""

    type = "tax_worker"
    worker = "tax"

    def validate(self, node, refs):
        return super().validate(node, refs) + int_field(node, "fee", 1)

    def text(self, node):
        return msg(f"{G}.ability.tax_worker", n=node["fee"])


@NODES.register
class SeedSale(Ability):
    """During one's turn: discard `count` identical non-vine seeds for $`coins` (a free act)."""

    type = "seed_sale"
    free = "sell"

    def validate(self, node, refs):
        return super().validate(node, refs) + int_field(node, "count", 1) + int_field(node, "coins", 1)

    def text(self, node):
        return msg(f"{G}.ability.seed_sale", count=node["count"], n=node["coins"])


@NODES.register
class GuardWorker(Ability):
    """On hiring, a worker goes on an empty cell; only its owner may plant there."""

    type = "guard_worker"
    worker = "guard"


@NODES.register
class DoubleEnd(Ability):
    """At the end every talent one holds is worth `factor` times its value (this one included)."""

    type = "double_end"

    def validate(self, node, refs):
        return super().validate(node, refs) + int_field(node, "factor", 2)

    def end_multiplier(self, node):
        return node["factor"]

    def text(self, node):
        return msg(f"{G}.ability.double_end", n=node["factor"])


@NODES.register
class VinePlant(Ability):
    """Once per turn, a vine just bought may be planted at once."""

    type = "vine_plant"
    vine_plant = True


@NODES.register
class SecondWorker(Ability):
    """A second worker on the harvest track; points go to either; a Harvest may reset both."""

    type = "second_worker"
    second_worker = True


@NODES.register
class OverflowCoins(Ability):
    """$n per point of a planting above the track's last space."""

    type = "overflow_coins"

    def validate(self, node, refs):
        return super().validate(node, refs) + int_field(node, "coins", 1)

    def plant_coins(self, node, info):
        return node["coins"] * info["overflow"]

    def text(self, node):
        return msg(f"{G}.ability.overflow_coins", n=node["coins"])
