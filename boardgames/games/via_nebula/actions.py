"""The actions of a turn, one registered class each: its options, carrying it out, refusals.

Each class reads its options off the player's `Sight` (one scan of the board per decision),
carries out an option and says why an option that is not offered is refused, so "why not"
comes from the class that knows "what is legal". Exploring fog and exploring a petrified
forest share one option shape ({"act": "explore", "cell"}) and one class: the space decides
the cost (`Explore.costs`). Each class also lists its options by their roles on the board
(`moves`: the gestures of engine/gestures.py) and says which option a gesture that fits
none of them stands for (`meant`), so a refused drop is explained by `refusal` too. The
board operations at the end of the module are shared with the contract powers (nodes.py).

Pieces and targets of the gestures (hex keys "q,r" as in the state):
  ("craftsman",) ("site",) ("tile",)   from the guild board onto ("cell", k)
  ("res", k)                           a resource of the exploitation at k onto ("site", k2, slot)
  ("building",) ("contract", cid)      onto ("site", k, slot): the building fulfils any contract
                                       that fits there (one move each), the card its own
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.gestures import Gesture, Move, move
from boardgames.engine.tasks import push

from .board import add, cell, key
from .sight import Sight

G = "via_nebula"


def _why(key: str, **args) -> dict:
    return msg(f"{G}.why.{key}", **args)


def _res(r: str) -> str:
    return f"@{G}.resource.{r}"


def space_key(state: dict, c) -> str | None:
    """The board key of an option's cell, or None when it names no space of this board."""
    if isinstance(c, (list, tuple)) and len(c) == 2 and all(type(v) is int for v in c):
        k = f"{c[0]},{c[1]}"
        if k in state["board"]:
            return k
    return None


def board_cell(state: dict, k) -> list[int] | None:
    """The option cell of a board key named by a gesture (None: no space of this board)."""
    return cell(k) if isinstance(k, str) and k in state["board"] else None


def site_target(gesture: Gesture):
    """(key, slot) of a gesture onto ("site", k, slot), else None."""
    to = gesture.to
    return (to[1], to[2]) if isinstance(to, tuple) and len(to) == 3 and to[0] == "site" else None


def own_site(state: dict, p: int, option: dict, cell_field: str = "cell"):
    """(site, None) for one of p's waiting sites named by the option, else (None, refusal)."""
    k = space_key(state, option.get(cell_field))
    if k is None:
        return None, _why("off_board")
    sp = state["board"][k]
    if sp["kind"] != "ruin":
        return None, _why("not_site")
    slot = option.get("slot")
    if type(slot) is not int or not 0 <= slot < len(sp["slots"]) or sp["slots"][slot] is None:
        return None, _why("not_site")
    s = sp["slots"][slot]
    if s["p"] != p:
        return None, _why("opponent_site")
    if s["building"]:
        return None, _why("already_built")
    return s, None


class Action:
    """One action of a turn. `options` lists what p may do with it now (in reading order)."""

    act = ""
    pieces: tuple = ()      # the kinds of piece (a gesture's piece[0]) that carry it out

    def options(self, R, state: dict, sight: Sight, ap: int) -> list[dict]:
        raise NotImplementedError

    def iter_options(self, R, state: dict, sight: Sight, ap: int):
        """`options` one at a time (an action with many may find them lazily)."""
        return iter(self.options(R, state, sight, ap))

    def choose(self, R, ctx, state: dict, p: int, option: dict) -> None:
        raise NotImplementedError

    def refusal(self, R, state: dict, p: int, option: dict) -> dict | None:
        return None

    def moves(self, R, state: dict, option: dict) -> list[Move]:
        """The gestures that carry out `option` on the board."""
        return []

    def meant(self, R, state: dict, p: int, gesture: Gesture) -> dict | None:
        """The option a gesture with one of `pieces` stands for (legal or not), or None."""
        return None


#: the actions by their option's `act`, in the order their options are listed
ACTIONS: dict[str, Action] = {}


def register(cls):
    ACTIONS[cls.act] = cls()
    return cls


class OntoCell(Action):
    """An action made by dropping a piece (`pieces`) onto a hex: ("cell", k)."""

    def moves(self, R, state, option):
        return [move(self.pieces, ("cell", key(option["cell"])), option)]

    def meant(self, R, state, p, gesture):
        to = gesture.to
        if isinstance(to, tuple) and len(to) == 2 and to[0] == "cell":
            return {"act": self.act, "cell": board_cell(state, to[1])}
        return None


class PieceAction(OntoCell):
    """A piece from the guild board onto a space: none left at home, nothing to do."""

    stock = ""              # the player's count of these pieces at home
    none_left = ""          # why-key when all are on the board
    onto = ""               # the `Sight` list of the spaces they may go onto

    def options(self, R, state, sight, ap):
        if state["players"][sight.p][self.stock] <= 0:
            return []
        cell_at = sight.index.cell_at
        return [{"act": self.act, "cell": cell_at(k)} for k in getattr(sight, self.onto)]

    def refusal(self, R, state, p, option):
        if state["players"][p][self.stock] <= 0:
            return _why(self.none_left)
        k = space_key(state, option.get("cell"))
        return _why("off_board") if k is None else self.wrong_space(state["board"][k])

    def wrong_space(self, sp: dict) -> dict:
        raise NotImplementedError


@register
class Craftsman(PieceAction):
    """A craftsman onto any exploitation token: keep the token, lay out its resources."""

    act, stock, none_left, onto = "craftsman", "craftsmen", "no_craftsman", "tokens"
    pieces = ("craftsman",)

    def choose(self, R, ctx, state, p, option):
        k = space_key(state, option["cell"])
        pl = state["players"][p]
        tid = state["board"][k]["token"]
        t = R.token(tid)
        pl["craftsmen"] -= 1
        pl["tokens"].append(tid)
        placed = R.take_from_supply(state, t["resource"], t["quantity"] + R.per_players(state)["yield_change"])
        state["board"][k] = {"kind": "exploitation", "res": t["resource"], "n": placed, "owner": p}
        ctx.log(f"{G}.log.craftsman", p, n=placed, resource=_res(t["resource"]), vp=t["vp"])
        if placed == 0:
            exhausted(ctx, state, k)
        state["turn"]["ap"] -= 1

    def wrong_space(self, sp):
        return _why("already_exploited") if sp["kind"] == "exploitation" else _why("not_token")


@register
class Site(PieceAction):
    """A building site onto a free half of a ruin (the whole ruin with two players)."""

    act, stock, none_left, onto = "site", "sites", "no_site", "free_ruins"
    pieces = ("site",)

    def wrong_space(self, sp):
        if sp["kind"] != "ruin":
            return _why("not_ruin")
        return _why("ruin_blocked" if len(sp["slots"]) == 1 else "ruin_full")

    def choose(self, R, ctx, state, p, option):
        slots = state["board"][space_key(state, option["cell"])]["slots"]
        slots[slots.index(None)] = {"p": p, "building": False, "res": {}}
        state["players"][p]["sites"] -= 1
        ctx.log(f"{G}.log.site", p)
        state["turn"]["ap"] -= 1


@register
class Explore(OntoCell):
    """A meadow tile onto fog (one action point) or a petrified forest (all of them: the turn
    ends), next to an empty meadow or one of the player's pieces."""

    act = "explore"
    pieces = ("tile",)      # from the guild board, or from the supply for some powers

    def costs(self, R) -> dict[str, int]:
        return {"fog": 1, "forest": R.cfg["forest_cost"]}

    def options(self, R, state, sight, ap):
        return list(self.iter_options(R, state, sight, ap))

    def iter_options(self, R, state, sight, ap):
        """One cell at a time: the cells to explore are most of a turn's options, and a search
        reads only the first two of a decision it throws away."""
        if not R.has_tile(state, sight.p, "own"):
            return
        cell = sight.index.cell
        for kind, cost in self.costs(R).items():
            if ap >= cost:
                for i in sight.explorable(getattr(sight, kind)):
                    yield {"act": "explore", "cell": cell(i)}

    def choose(self, R, ctx, state, p, option):
        k = space_key(state, option["cell"])
        forest = state["board"][k]["kind"] == "forest"
        explore(ctx, state, p, k, "own")
        turn = state["turn"]
        turn["ap"] = 0 if forest else turn["ap"] - 1

    def refusal(self, R, state, p, option, costs: dict | None = None, tile: str = "own", power=None):
        """Why not; a contract power passes its own space, cost and tile source."""
        k = space_key(state, option.get("cell"))
        if k is None:
            return _why("off_board")
        target = state["board"][k]["kind"]
        costs = costs or self.costs(R)
        if target == "meadow":
            return _why("already_meadow")
        if target not in costs:
            if power:
                return _why("power_space", space=f"@{G}.space.{power['space']}")
            return _why("forbidden" if target == "forbidden" else "not_explorable")
        cost = costs[target]
        if state["turn"]["ap"] < cost:
            return _why("forest_needs_two" if target == "forest" and not power else "no_action_points", n=cost)
        if not R.has_tile(state, p, tile):
            return _why("no_tiles")
        return _why("not_adjacent")


@register
class Transport(Action):
    """One resource from an exploitation along empty meadows to one of the player's sites."""

    act = "transport"
    pieces = ("res",)

    def options(self, R, state, sight, ap):
        out = []
        if not sight.exploit:
            return out
        board = state["board"]
        index = sight.index
        cells, keys = index.cells, index.keys
        by_ruin: dict[str, list] = {}
        for k, slot in sight.sites:
            sources = by_ruin.get(k)
            if sources is None:
                sources = by_ruin[k] = [(cells[i], board[keys[i]]["res"]) for i in sight.sources(k)]
            tq, tr = cells[index.index[k]]
            for (q, r), res in sources:
                out.append({"act": "transport", "from": [q, r], "res": res, "to": [tq, tr], "slot": slot})
        return out

    def choose(self, R, ctx, state, p, option):
        carry(ctx, state, p, space_key(state, option["from"]), space_key(state, option["to"]), option["slot"])
        state["turn"]["ap"] -= 1

    def refusal(self, R, state, p, option):
        board = state["board"]
        src = space_key(state, option.get("from"))
        if src is None:
            return _why("off_board")
        if board[src]["kind"] == "token":
            return _why("not_opened")
        if board[src]["kind"] != "exploitation":
            return _why("not_exploitation")
        if option.get("res") != board[src]["res"]:
            return _why("wrong_resource", resource=_res(board[src]["res"]))
        _, refusal = own_site(state, p, option, "to")
        return refusal or _why("no_path")

    def moves(self, R, state, option):
        """A resource picked up from its exploitation, dropped on the site."""
        return [move(("res", key(option["from"])), ("site", key(option["to"]), option["slot"]), option)]

    def meant(self, R, state, p, gesture):
        site = site_target(gesture)
        if site is None:
            return None
        src = gesture.piece[1] if len(gesture.piece) == 2 else None
        res = state["board"][src].get("res") if board_cell(state, src) else None
        return {"act": "transport", "from": board_cell(state, src), "res": res,
                "to": board_cell(state, site[0]), "slot": site[1]}


@register
class Erect(Action):
    """A building on one of the player's sites holding the resources of a contract (own hand or
    display); the contract's power follows, or the End-of-Game card with the fifth building."""

    act = "erect"
    pieces = ("building", "contract")

    def options(self, R, state, sight, ap):
        pl = state["players"][sight.p]
        if pl["buildings"] >= R.cfg["buildings_each"] or not sight.sites:
            return []
        contracts = list(pl["private"]) + [c for c in state["display"] if c]
        out = []
        board = state["board"]
        needs, sizes = R.needs, R.sizes
        for k, slot in sight.sites:
            res = board[k]["slots"][slot]["res"]
            held = sum(res.values())
            for cid in contracts:
                if held < sizes[cid]:
                    continue
                for r, n in needs[cid]:
                    if res.get(r, 0) < n:
                        break
                else:
                    out.append({"act": "erect", "cell": sight.index.cell_at(k), "slot": slot, "contract": cid})
        return out

    def choose(self, R, ctx, state, p, option):
        state["turn"]["ap"] -= 1
        k, slot, cid = space_key(state, option["cell"]), option["slot"], option["contract"]
        pl = state["players"][p]
        res = state["board"][k]["slots"][slot]["res"]
        for r, n in R.needs[cid]:
            add(res, r, -n)
            state["supply"][r] += n
        surplus = sum(res.values())
        for r, n in res.items():
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
            push(state, {"t": "refill", "slot": i})               # a chance step: the top card is turned up
        else:
            ctx.log(f"{G}.log.deck_empty")

    def refusal(self, R, state, p, option):
        pl = state["players"][p]
        if pl["buildings"] >= R.cfg["buildings_each"]:
            return _why("no_buildings")
        site, refusal = own_site(state, p, option)
        if refusal:
            return refusal
        cid = option.get("contract")
        if not isinstance(cid, str) or (cid not in pl["private"] and cid not in state["display"]):
            return _why("contract_unavailable")
        missing = []
        for r, n in R.needs[cid]:
            missing += [_res(r)] * max(0, n - site["res"].get(r, 0))
        return _why("missing_resources", missing=missing)

    def moves(self, R, state, option):
        """A building from the guild board onto the site (when several contracts fit there,
        the building's gesture stands for each: the player then picks one), or the contract
        card itself."""
        site = ("site", key(option["cell"]), option["slot"])
        return [move(("building",), site, option), move(("contract", option["contract"]), site, option)]

    def meant(self, R, state, p, gesture):
        site = site_target(gesture)
        if site is None:
            return None
        k, slot = site
        if gesture.piece[0] == "contract":
            cid = gesture.piece[1] if len(gesture.piece) == 2 else None
        else:
            cid = self.nearest(R, state, p, k, slot)
        return {"act": "erect", "cell": board_cell(state, k), "slot": slot, "contract": cid}

    def nearest(self, R, state, p: int, k: str, slot) -> str | None:
        """The available contract a site comes closest to fulfilling (so a refused building
        says what the site still lacks)."""
        pool = list(state["players"][p]["private"]) + [c for c in state["display"] if c]
        sp = state["board"].get(k) if isinstance(k, str) else None
        slots = sp.get("slots", []) if sp else []
        site = slots[slot] if type(slot) is int and 0 <= slot < len(slots) else None
        have = site["res"] if site and not site["building"] else {}
        return min(pool, key=lambda cid: sum(max(0, n - have.get(r, 0)) for r, n in R.needs[cid]), default=None)


def moves(R, state: dict, options: list[dict]) -> list[Move]:
    """The board gestures of action options (actions and the powers that lend one)."""
    out: list[Move] = []
    for o in options:
        action = ACTIONS.get(o.get("act"))
        if action is not None:
            out += action.moves(R, state, o)
    return out


def meant(R, state: dict, p: int, gesture: Gesture, acts) -> dict | None:
    """The option of one of `acts` that `gesture` stands for (its piece says which action)."""
    piece = gesture.piece
    if not isinstance(piece, tuple) or not piece:
        return None
    for act in acts:
        action = ACTIONS.get(act)
        if action is not None and piece[0] in action.pieces:
            return action.meant(R, state, p, gesture)
    return None


def options(R, state: dict, p: int) -> list[dict]:
    """Everything p may do with the action points left, action by action."""
    return list(iter_options(R, state, p))


def iter_options(R, state: dict, p: int):
    """`options` an action at a time: a search tries an option on a copy and mostly throws the
    copy away, so the turn's decision there is listed only as far as the engine needs to learn
    that there is one (`TaskType.iter_options`)."""
    ap = state["turn"]["ap"]
    if ap <= 0:
        return
    sight = R.sight(state, p)
    for action in ACTIONS.values():
        yield from action.iter_options(R, state, sight, ap)


# --- board operations shared with the contract powers ---------------------------------------------
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


def explore(ctx, state: dict, p: int, k: str, source: str) -> None:
    """A meadow tile (from `source`: the guild board or the general supply) onto space k."""
    kind = state["board"][k]["kind"]
    take_tile(ctx, state, p, source)
    state["board"][k] = {"kind": "meadow", "tile": True}
    ctx.log(f"{G}.log.explore", p, space=f"@{G}.space.{kind}")


def carry(ctx, state: dict, p: int, src: str, dst: str, slot: int) -> None:
    """One resource from the exploitation at src to p's site in slot `slot` of ruin dst."""
    board = state["board"]
    ex = board[src]
    res = ex["res"]
    ex["n"] -= 1
    add(board[dst]["slots"][slot]["res"], res)
    ctx.log(f"{G}.log.transport", p, resource=_res(res))
    if ex["n"] == 0:
        exhausted(ctx, state, src)


def exhausted(ctx, state: dict, k: str) -> None:
    """An emptied exploitation becomes an empty meadow; its craftsman goes home."""
    owner = state["board"][k]["owner"]
    state["board"][k] = {"kind": "meadow", "tile": False}
    if owner is not None:
        state["players"][owner]["craftsmen"] += 1
    ctx.log(f"{G}.log.exhausted", owner)
