"""The node types of the board actions (nodes.py says what a node type answers).

The turn's menu (actions.yaml) lists one entry of each; a contract power that lends an action
(a free exploration, a free transport) is a node of the same type with its own parameters, so
its options, refusals and gestures are the action's. Exploring fog and exploring a petrified
forest share one option shape ({"act": "explore", "cell"}) and one entry: the space decides
the cost. The board operations at the end of the module carry the actions out.
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.fields import Field, array, integer
from boardgames.engine.gesture_forms import Form
from boardgames.engine.sparse import add
from boardgames.engine.tasks import push

from .board import EXPLORABLE
from .nodes import G, NODES, Entry, own_site, res, space_key, why


def onto_cell(piece: tuple) -> tuple:
    """The form of an action made by dropping a piece from the guild board onto a hex."""
    return (Form(piece, ("cell", "$cell:key")),)


#: where a building (or a contract card) is dropped: a site, slot `slot` of the ruin at `cell`
ONTO_SITE = ("site", "$cell:key", "$slot")


class PlacePiece(Entry):
    """A piece from the guild board onto a space: none left at home, nothing to do."""

    stock = ""              # the player's count of these pieces at home
    none_left = ""          # why-key when all are on the board
    onto = ""               # the `Sight` list of the spaces they may go onto

    def offers(self, R, state, p, node, env):
        if state["players"][p][self.stock] <= 0:
            return []
        sight = env["sight"]
        cell_at, act = sight.index.cell_at, node["act"]
        return [{"act": act, "cell": cell_at(k)} for k in getattr(sight, self.onto)]

    def declines(self, R, state, p, node, env, option):
        if state["players"][p][self.stock] <= 0:
            return why(self.none_left)
        k = space_key(state, option.get("cell"))
        return why("off_board") if k is None else self.wrong_space(state["board"][k])

    def wrong_space(self, sp: dict) -> dict:
        raise NotImplementedError


@NODES.register
class OpenExploitation(PlacePiece):
    """A craftsman onto any exploitation token: the player keeps the token (its VP) and lays
    out its resources, which anyone may then transport.
    Mechanic: a turn action (rulebook: place a craftsman), the only way a token becomes an
    exploitation."""

    type = "open_exploitation"
    stock, none_left, onto = "craftsmen", "no_craftsman", "tokens"
    pieces = ("craftsman",)
    forms = onto_cell(pieces)

    def carry_out(self, R, ctx, state, p, node, option):
        k = space_key(state, option["cell"])
        pl = state["players"][p]
        tid = state["board"][k]["token"]
        t = R.token(tid)
        pl["craftsmen"] -= 1
        pl["tokens"].append(tid)
        placed = R.take_from_supply(state, t["resource"], t["quantity"] + R.per_players(state)["yield_change"])
        state["board"][k] = {"kind": "exploitation", "res": t["resource"], "n": placed, "owner": p}
        ctx.log(f"{G}.log.craftsman", p, n=placed, resource=res(t["resource"]), vp=t["vp"])
        if placed == 0:
            exhausted(ctx, state, k)

    def wrong_space(self, sp):
        return why("already_exploited") if sp["kind"] == "exploitation" else why("not_token")


@NODES.register
class PlaceSite(PlacePiece):
    """A building site onto a free half of a ruin (the whole ruin with two players).
    Mechanic: a turn action (rulebook: place a building site), where resources gather for a
    contract."""

    type = "place_site"
    stock, none_left, onto = "sites", "no_site", "free_ruins"
    pieces = ("site",)
    forms = onto_cell(pieces)

    def wrong_space(self, sp):
        if sp["kind"] != "ruin":
            return why("not_ruin")
        return why("ruin_blocked" if len(sp["slots"]) == 1 else "ruin_full")

    def carry_out(self, R, ctx, state, p, node, option):
        slots = state["board"][space_key(state, option["cell"])]["slots"]
        slots[slots.index(None)] = {"p": p, "building": False, "res": {}}
        state["players"][p]["sites"] -= 1
        ctx.log(f"{G}.log.site", p)


def spaces(node: dict) -> list[dict]:
    """An explore node's spaces, each {space, cost, ends_turn?}: `spaces`, or its one `space`."""
    return node.get("spaces") or [node]


@NODES.register
class Explore(Entry):
    """A meadow tile onto a space of one of the node's kinds (`spaces`, or one `space`) next to
    an empty meadow or one of the player's pieces, for that space's `cost` in action points; a
    space that `ends_turn` uses all of them. The tile comes from the guild board (`tile: own`)
    or the general supply (`tile: supply`)."""

    type = "explore"
    fields = {**Entry.fields,
              "tile": Field({"enum": ["own", "supply"],
                             "description": "own: the leftmost stack of the guild board; supply: the general supply"}),
              "space": Field({"enum": list(EXPLORABLE)}, optional=True),
              "spaces": Field(array({
                  "type": "object", "additionalProperties": False, "required": ["space", "cost"],
                  "properties": {"space": {"enum": list(EXPLORABLE)}, "cost": integer(0),
                                 "ends_turn": {"type": "boolean", "description": "it uses every action point left"}}}),
                  optional=True)}
    #: one kind of space and its cost, or a list of them
    constraints = {"oneOf": [{"required": ["space", "cost"]}, {"required": ["spaces"]}]}
    act = "explore"
    pieces = ("tile",)      # from the guild board, or from the supply for some powers
    forms = onto_cell(pieces)

    def validate(self, node, refs):
        """A cost above a turn's action points (which space may be explored: its fields)."""
        out, spend = [], refs.get("action point", range(1))       # the action points a turn may spend
        for i, way in enumerate(spaces(node)):
            where = ("spaces", i) if "spaces" in node else ()
            if isinstance(way.get("cost"), int) and way["cost"] not in spend:
                out.append((where + ("cost",), f"costs {way['cost']} action points, a turn has {max(spend)}"))
        return out

    def offers(self, R, state, p, node, env):
        """One cell at a time: the cells to explore are most of a turn's options, and a search
        reads only the first two of a decision it throws away."""
        if not R.has_tile(state, p, node["tile"]):
            return
        sight = env["sight"]
        cell, act, ap = sight.index.cell, node["act"], state["turn"]["ap"]
        for way in spaces(node):
            if ap >= way["cost"]:
                for i in sight.explorable(getattr(sight, way["space"])):
                    yield {"act": act, "cell": cell(i)}

    def take(self, R, ctx, state, p, node, env, option):
        k = space_key(state, option["cell"])
        way = self.way(node, state["board"][k]["kind"])
        lay_tile(ctx, state, p, k, node["tile"])
        turn = state["turn"]
        turn["ap"] = 0 if way.get("ends_turn") else turn["ap"] - way["cost"]

    @staticmethod
    def way(node: dict, space: str) -> dict | None:
        """The node's cost and terms for exploring that kind of space (None: it may not)."""
        for way in spaces(node):
            if way["space"] == space:
                return way
        return None

    def declines(self, R, state, p, node, env, option):
        k = space_key(state, option.get("cell"))
        if k is None:
            return why("off_board")
        target = state["board"][k]["kind"]
        if target == "meadow":
            return why("already_meadow")
        way = self.way(node, target)
        if way is None:
            if "space" in node:                 # a power exploring one kind of space
                return why("power_space", space=f"@{G}.space.{node['space']}")
            return why("forbidden" if target == "forbidden" else "not_explorable")
        if state["turn"]["ap"] < way["cost"] and way.get("ends_turn"):
            return why("ends_turn", n=way["cost"], space=f"@{G}.space.{target}")
        if state["turn"]["ap"] < way["cost"]:
            return why("no_action_points", n=way["cost"])
        if not R.has_tile(state, p, node["tile"]):
            return why("no_tiles")
        return why("not_adjacent")

    def items(self, node):
        """An action per space: the first is the entry's own, the others are named by their
        space (explore fog; explore a forest)."""
        return [(node["act"] if i == 0 else way["space"], way["cost"]) for i, way in enumerate(spaces(node))]

    def power_lines(self, node):
        space = f"@{G}.space.{node['space']}"
        lines = [msg(f"{G}.effect.explore_free", space=space) if node["cost"] == 0
                 else msg(f"{G}.effect.explore_cost", space=space, n=node["cost"])]
        if node["tile"] == "supply":
            lines.append(msg(f"{G}.effect.tile_supply"))
        return lines


@NODES.register
class Transport(Entry):
    """One resource from an exploitation along empty meadows to one of the player's sites."""

    type = "transport"
    act = "transport"
    pieces = ("res",)
    #: a resource picked up from its exploitation, dropped on the site
    forms = (Form(("res", "$from:key"), ("site", "$to:key", "$slot")),)

    def offers(self, R, state, p, node, env):
        out = []
        sight = env["sight"]
        if not sight.exploit:
            return out
        board = state["board"]
        index = sight.index
        cells, keys = index.cells, index.keys
        act = node["act"]
        by_ruin: dict[str, list] = {}
        for k, slot in sight.sites:
            sources = by_ruin.get(k)
            if sources is None:
                sources = by_ruin[k] = [(cells[i], board[keys[i]]["res"]) for i in sight.sources(k)]
            tq, tr = cells[index.index[k]]
            for (q, r), held in sources:
                out.append({"act": act, "from": [q, r], "res": held, "to": [tq, tr], "slot": slot})
        return out

    def carry_out(self, R, ctx, state, p, node, option):
        carry(ctx, state, p, space_key(state, option["from"]), space_key(state, option["to"]), option["slot"])

    def declines(self, R, state, p, node, env, option):
        board = state["board"]
        src = space_key(state, option.get("from"))
        if src is None:
            return why("off_board")
        if board[src]["kind"] == "token":
            return why("not_opened")
        if board[src]["kind"] != "exploitation":
            return why("not_exploitation")
        if option.get("res") != board[src]["res"]:
            return why("wrong_resource", resource=res(board[src]["res"]))
        _, refusal = own_site(state, p, option, "to")
        return refusal or why("no_path")

    def meant(self, R, state, p, node, gesture):
        """The resource is the one its exploitation holds (the gesture names the space)."""
        found = super().meant(R, state, p, node, gesture)
        if found is not None:
            src = space_key(state, found["from"])
            found["res"] = state["board"][src].get("res") if src else None
        return found


@NODES.register
class Erect(Entry):
    """A building on one of the player's sites holding the resources of a contract (own hand or
    display); the contract's power follows, or the End-of-Game card with the last building.
    Mechanic: a turn action (rulebook: erect a building), the only way a contract is fulfilled."""

    type = "erect"
    pieces = ("building", "contract")
    #: a building from the guild board onto the site (when several contracts fit there, the
    #: building's gesture stands for each: the player then picks one), or the contract card
    forms = (Form(("building",), ONTO_SITE), Form(("contract", "$contract"), ONTO_SITE))

    def offers(self, R, state, p, node, env):
        pl = state["players"][p]
        if pl["buildings"] >= R.cfg["buildings_each"]:
            return []
        sight = env["sight"]
        if not sight.sites:
            return []
        contracts = list(pl["private"]) + [c for c in state["display"] if c]
        act, out = node["act"], []
        board = state["board"]
        needs, sizes = R.needs, R.sizes
        for k, slot in sight.sites:
            held = board[k]["slots"][slot]["res"]
            total = sum(held.values())
            for cid in contracts:
                if total < sizes[cid]:
                    continue
                for r, n in needs[cid]:
                    if held.get(r, 0) < n:
                        break
                else:
                    out.append({"act": act, "cell": sight.index.cell_at(k), "slot": slot, "contract": cid})
        return out

    def carry_out(self, R, ctx, state, p, node, option):
        k, slot, cid = space_key(state, option["cell"]), option["slot"], option["contract"]
        pl = state["players"][p]
        held = state["board"][k]["slots"][slot]["res"]
        for r, n in R.needs[cid]:
            add(held, r, -n)
            state["supply"][r] += n
        surplus = sum(held.values())
        for r, n in held.items():
            add(pl["storage"], r, n)
        state["board"][k]["slots"][slot] = {"p": p, "building": True, "contract": cid}
        pl["sites"] += 1
        pl["buildings"] += 1
        pl["done"].append(cid)
        ctx.log(f"{G}.log.erect", p, contract=R.contract_label(cid), n=pl["buildings"])
        if surplus:
            ctx.log(f"{G}.log.surplus", p, n=surplus)
        push(state, {"t": "built", "p": p, "contract": cid})      # after the refill: the end card or the power
        if cid in pl["private"]:
            pl["private"].remove(cid)
            return
        i = state["display"].index(cid)
        state["display"][i] = None
        if state["deck"]:
            push(state, {"t": "refill"})                          # a chance step: the top card is turned up
        else:
            ctx.log(f"{G}.log.deck_empty")

    def declines(self, R, state, p, node, env, option):
        pl = state["players"][p]
        if pl["buildings"] >= R.cfg["buildings_each"]:
            return why("no_buildings")
        site, refusal = own_site(state, p, option)
        if refusal:
            return refusal
        cid = option.get("contract")
        if not isinstance(cid, str) or (cid not in pl["private"] and cid not in state["display"]):
            return why("contract_unavailable")
        missing = []
        for r, n in R.needs[cid]:
            missing += [res(r)] * max(0, n - site["res"].get(r, 0))
        return why("missing_resources", missing=missing)

    def meant(self, R, state, p, node, gesture):
        """A building refused on one of the player's sites stands for the available contract
        the site comes closest to fulfilling (so the refusal says what the site still lacks;
        on any other space the refusal is the space's, whatever the contract)."""
        found = super().meant(R, state, p, node, gesture)
        if found is not None and "contract" not in found:
            site, _ = own_site(state, p, found)
            have = site["res"] if site else {}
            pool = list(state["players"][p]["private"]) + [c for c in state["display"] if c]
            found["contract"] = min(pool, key=lambda cid: sum(max(0, n - have.get(r, 0)) for r, n in R.needs[cid]),
                                    default=None)
        return found


# --- board operations ------------------------------------------------------------------------------
def take_tile(ctx, state: dict, p: int, source: str) -> None:
    """The leftmost non-empty stack of the guild board ("own"), else the general supply."""
    stacks = state["players"][p]["stacks"]
    if source == "own":
        for i, left in enumerate(stacks):
            if left > 0:
                stacks[i] -= 1
                if stacks[i] == 0:
                    ctx.log(f"{G}.log.explorer", p, n=sum(1 for s in stacks if s == 0))
                return
    if state["tiles"] <= 0:
        raise ValueError("no meadow tile left")
    state["tiles"] -= 1


def lay_tile(ctx, state: dict, p: int, k: str, source: str) -> None:
    """A meadow tile (from `source`: the guild board or the general supply) onto space k."""
    kind = state["board"][k]["kind"]
    take_tile(ctx, state, p, source)
    state["board"][k] = {"kind": "meadow", "tile": True}
    ctx.log(f"{G}.log.explore", p, space=f"@{G}.space.{kind}")


def carry(ctx, state: dict, p: int, src: str, dst: str, slot: int) -> None:
    """One resource from the exploitation at src to p's site in slot `slot` of ruin dst."""
    board = state["board"]
    ex = board[src]
    kind = ex["res"]
    ex["n"] -= 1
    add(board[dst]["slots"][slot]["res"], kind)
    ctx.log(f"{G}.log.transport", p, resource=res(kind))
    if ex["n"] == 0:
        exhausted(ctx, state, src)


def exhausted(ctx, state: dict, k: str) -> None:
    """An emptied exploitation leaves the board."""
    ctx.log(f"{G}.log.exhausted", to_meadow(state, k))


def to_meadow(state: dict, k: str) -> int | None:
    """The exploitation at k leaves the board (emptied, or at the end of the game): the space
    becomes an empty meadow and its craftsman goes home. Its owner (None: a neutral one)."""
    owner = state["board"][k]["owner"]
    state["board"][k] = {"kind": "meadow", "tile": False}
    if owner is not None:
        state["players"][owner]["craftsmen"] += 1
    return owner
