"""Via Nebula rules: set-up, two action points per turn, six actions, powers, end of game.

The state layout and the choices offered are documented in docs/via_nebula_choices.md.
Every number comes from data/via_nebula/*.yaml; rule decisions are in data/via_nebula/NOTES.md.
A player who has no legal action left ends the turn automatically (logged), so the players
only ever see real choices.
"""
from __future__ import annotations

from collections import Counter

from boardgames.engine.choice import Choice, msg
from boardgames.engine.rules import Ctx, Rules
from boardgames.engine.yamlio import DataError

from . import board as B
from .board import add
from . import powers as PW
from . import scoring

G = "via_nebula"


class ViaNebula(Rules):
    id = G

    def __init__(self, spec):
        super().__init__(spec)
        d = self.data
        self.cfg = d["setup"]
        self.rtypes: list[str] = list(self.cfg["resource_types"])
        self.layouts = {side: B.Layout(v) for side, v in d["boards"]["sides"].items()}
        self.tokens: dict[str, dict] = {}
        for t in d["tokens"]["normal"]:
            for k in range(t["count"]):
                self.tokens[f"{t['id']}.{k + 1}"] = {"design": t["id"], "resource": t["resource"],
                                                      "quantity": t["quantity"], "vp": t["vp"], "special": False}
        for t in d["tokens"]["special"]:
            self.tokens[t["id"]] = {"design": t["id"], "resource": t["resource"], "quantity": t["quantity"],
                                    "vp": 0, "special": True}
        self.contracts: dict[str, dict] = {}
        for deck in ("neutral", "private"):
            for c in d["contracts"][deck]:
                self.contracts[c["id"]] = {**c, "deck": deck, "needs": dict(Counter(c["resources"]))}
        self.end_card = d["contracts"]["end_card"]

    # --- data helpers -------------------------------------------------------------------
    def layout(self, state: dict) -> B.Layout:
        return self.layouts[state["mode"]]

    def contract(self, cid: str) -> dict:
        return self.contracts[cid]

    def token(self, tid: str) -> dict:
        return self.tokens[tid]

    def per_players(self, state: dict) -> dict:
        return self.cfg["by_players"][state["n"]]

    def recon_label(self, file: str, item: str) -> dict | None:
        if file == "contracts" and item in self.contracts:
            return self.contract_label(item)
        if file == "contracts" and item == self.data["contracts"]["end_card"]["id"]:
            return msg(f"{G}.end_card")
        if file == "tokens":
            lines = self.describe("token", item)
            return lines[0] if lines else None
        if file == "boards":
            return msg(f"{G}.mode.{item}")
        return None

    def contract_label(self, cid: str) -> dict:
        c = self.contracts[cid]
        if c.get("name"):
            return msg(f"{G}.contract_name.{c['name']}")
        return msg(f"{G}.contract_title.{c['deck']}", id=cid)

    def validate(self) -> list[DataError]:
        """Cross-checks a schema cannot express, located in the data files."""
        errs: list[DataError] = []
        cfg = self.spec.located["setup"]
        c = cfg.data
        if set(c["resources"]) != set(c["resource_types"]):
            errs.append(cfg.error("resources must list every resource type once", ("resources",)))
        lo, hi = self.player_range()
        for n in range(lo, hi + 1):
            pc = c["by_players"].get(n)
            if pc is None:
                errs.append(cfg.error(f"no set-up for {n} players", ("by_players",)))
                continue
            if n * c["stacks"] * pc["stack_size"] > c["meadow_tiles"]:
                errs.append(cfg.error(f"{n} players need more meadow tiles than the {c['meadow_tiles']} in the box",
                                      ("by_players", n, "stack_size")))
            if (pc["site"] == "full") != (pc["ruin_capacity"] == 1):
                errs.append(cfg.error("full-hex sites go with ruin_capacity 1, half-hex with 2",
                                      ("by_players", n)))
        tok = self.spec.located["tokens"]
        t = tok.data
        total = sum(x["count"] for x in t["normal"])
        if total != t["normal_total"]:
            errs.append(tok.error(f"normal token counts add up to {total}, not {t['normal_total']}", ("normal_total",)))
        ids = [x["id"] for x in t["normal"]] + [x["id"] for x in t["special"]]
        for i, x in enumerate(t["normal"] + t["special"]):
            if ids.count(x["id"]) > 1:
                errs.append(tok.error(f"token id {x['id']!r} used twice", ("normal" if i < len(t["normal"]) else "special",)))
            if x["resource"] not in c["resource_types"]:
                errs.append(tok.error(f"unknown resource {x['resource']!r}"))
        if len(t["special"]) <= c["specials_removed"]:
            errs.append(cfg.error("more special tokens removed than there are", ("specials_removed",)))
        exploitations = t["normal_total"] + len(t["special"]) - c["specials_removed"]
        boards = self.spec.located["boards"]
        for mode in self.modes():
            if mode not in boards.data["sides"]:
                errs.append(boards.error(f"no board side for mode {mode!r}", ("sides",)))
        for side_id, side in boards.data["sides"].items():
            where = ("sides", side_id, "spaces")
            seen = set()
            for i, s in enumerate(side["spaces"]):
                if (s["q"], s["r"]) in seen:
                    errs.append(boards.error(f"hex ({s['q']}, {s['r']}) listed twice", where + (i,)))
                seen.add((s["q"], s["r"]))
            lay = B.Layout(side)
            n_x = len(lay.of_type("exploitation"))
            if n_x != exploitations:
                errs.append(boards.error(f"{n_x} exploitation spaces, but {exploitations} tokens are laid out", where))
            ruins = len(lay.of_type("ruin"))
            for n in range(lo, hi + 1):
                pc = c["by_players"].get(n)
                if pc and ruins * pc["ruin_capacity"] < n * c["sites_each"]:
                    errs.append(boards.error(f"{ruins} ruins cannot hold the sites of {n} players", where))
            if not lay.connected(k for k in lay.keys if lay.types[k] != "forbidden"):
                errs.append(boards.error("the spaces that are not forbidden must all be connected", where))
        con = self.spec.located["contracts"]
        cd = con.data
        for deck in ("neutral", "private"):
            if len(cd[deck]) != cd[f"{deck}_total"]:
                errs.append(con.error(f"{len(cd[deck])} {deck} contracts, not {cd[f'{deck}_total']}", (deck,)))
        all_ids = [x["id"] for x in cd["neutral"] + cd["private"]]
        for deck in ("neutral", "private"):
            for i, x in enumerate(cd[deck]):
                if all_ids.count(x["id"]) > 1:
                    errs.append(con.error(f"contract id {x['id']!r} used twice", (deck, i, "id")))
                for r in x["resources"]:
                    if r not in c["resource_types"]:
                        errs.append(con.error(f"unknown resource {r!r}", (deck, i, "resources")))
        if len(cd["private"]) < hi * c["private_each"]:
            errs.append(con.error(f"{hi} players need {hi * c['private_each']} private contracts", ("private",)))
        if len(cd["neutral"]) < c["display"]:
            errs.append(con.error("fewer neutral contracts than display spaces", ("neutral",)))
        if len(self.spec.manifest.get("colours", [])) < hi:
            errs.append(DataError(str(self.spec.dir / "game.yaml"), f"{hi} players need {hi} colours"))
        return errs

    # --- set-up ---------------------------------------------------------------------------
    def setup(self, ctx: Ctx, state: dict) -> None:
        cfg = self.cfg
        n = len(state["seats"])
        pc = cfg["by_players"][n]
        lay = self.layout(state)
        state.update(n=n, round=1, over=False, end_reason=None, end_card=None, final_by=None, idle=0)
        state["supply"] = {r: cfg["resources"][r] for r in self.rtypes}
        board: dict[str, dict] = {}
        for k in lay.keys:
            t = lay.types[k]
            if t == "exploitation":
                board[k] = {"kind": "token", "token": None}
            elif t == "meadow":
                board[k] = {"kind": "meadow", "tile": False}
            elif t == "ruin":
                board[k] = {"kind": "ruin", "slots": [None] * pc["ruin_capacity"]}
            else:
                board[k] = {"kind": t}
        state["board"] = board
        ctx.log(f"{G}.log.setup", n=n, side=f"@{G}.mode.{state['mode']}")
        first = ctx.rng.below(n)
        state["first"] = first
        ctx.log(f"{G}.log.first", first)
        privates = sorted(c["id"] for c in self.data["contracts"]["private"])
        ctx.rng.shuffle(privates)
        each = cfg["private_each"]
        hands = [privates[i * each:(i + 1) * each] for i in range(n)]
        state["box"] = sorted(privates[n * each:])
        deck = sorted(c["id"] for c in self.data["contracts"]["neutral"])
        ctx.rng.shuffle(deck)
        state["deck"] = deck
        state["display"] = [deck.pop() if deck else None for _ in range(cfg["display"])]
        ctx.log(f"{G}.log.display", contracts=[self.contract_label(x) for x in state["display"] if x])
        specials = sorted(t["id"] for t in self.data["tokens"]["special"])
        ctx.rng.shuffle(specials)
        removed = sorted(specials[:cfg["specials_removed"]])
        state["removed_specials"] = removed
        for tid in removed:
            ctx.log(f"{G}.log.special_removed", resource=f"@{G}.resource.{self.tokens[tid]['resource']}")
        pile = sorted(t for t in self.tokens if not self.tokens[t]["special"]) + sorted(specials[len(removed):])
        ctx.rng.shuffle(pile)
        state["specials"] = []
        for k in lay.of_type("exploitation"):
            tid = pile.pop()
            t = self.tokens[tid]
            if t["special"]:
                state["specials"].append(tid)
                placed = self._take_from_supply(state, t["resource"], t["quantity"] + pc["yield_change"])
                board[k] = {"kind": "exploitation", "res": t["resource"], "n": placed, "owner": None,
                            "special": tid}
                if placed == 0:
                    board[k] = {"kind": "meadow", "tile": False}
            else:
                board[k]["token"] = tid
        state["specials"].sort()
        stack_size = pc["stack_size"]
        state["players"] = [
            {"guild": pc["guild_side"], "stacks": [stack_size] * cfg["stacks"], "craftsmen": pc["craftsmen"],
             "sites": cfg["sites_each"], "site": pc["site"], "buildings": 0, "private": hands[p], "done": [],
             "tokens": [], "storage": {}}
            for p in range(n)]
        state["tiles"] = cfg["meadow_tiles"] - n * cfg["stacks"] * stack_size
        state["todo"] = []
        state["turn"] = {"player": first, "ap": cfg["action_points"], "acted": 0}
        ctx.log(f"{G}.log.round", n=1)
        self._advance(ctx, state)

    def _take_from_supply(self, state: dict, res: str, wanted: int) -> int:
        """Resources leave the general supply; a short supply gives what it has."""
        got = max(0, min(wanted, state["supply"][res]))
        state["supply"][res] -= got
        return got

    # --- the pending choice ----------------------------------------------------------------
    def pending(self, state: dict) -> Choice | None:
        if state["over"]:
            return None
        return self._choice(state)

    def _choice(self, state: dict) -> Choice:
        p = state["turn"]["player"]
        private = bool(state["players"][p]["private"])
        ap = state["turn"]["ap"]
        if state["todo"]:
            item = state["todo"][0]
            return Choice(p, f"{G}.power", PW.options(self, state, p, item),
                          msg(f"{G}.prompt.{item['power']['type']}", contract=self.contract_label(item["contract"])),
                          private=private, info={"contract": item["contract"], "power": dict(item["power"]), "ap": ap})
        return Choice(p, f"{G}.action", self.action_options(state, p), msg(f"{G}.prompt.action", n=ap),
                      private=private, info={"ap": ap, "final": state["final_by"] is not None})

    def action_options(self, state: dict, p: int) -> list[dict]:
        ap = state["turn"]["ap"]
        if ap <= 0:
            return []
        return (self.craftsman_options(state, p) + self.site_options(state, p)
                + [{"act": "explore", "cell": B.cell(k)} for k in self.explore_cells(state, p, ("fog",))]
                + ([{"act": "explore", "cell": B.cell(k)} for k in self.explore_cells(state, p, ("forest",))]
                   if ap >= self.cfg["forest_cost"] else [])
                + self.transport_options(state, p)
                + self.erect_options(state, p))

    def has_action(self, state: dict, p: int) -> bool:
        """Whether action_options would offer anything (cheapest tests first)."""
        ap = state["turn"]["ap"]
        if ap <= 0:
            return False
        kinds = ("fog", "forest") if ap >= self.cfg["forest_cost"] else ("fog",)
        return bool(self.craftsman_options(state, p) or self.site_options(state, p)
                    or self.explore_cells(state, p, kinds) or self.erect_options(state, p)
                    or self.transport_options(state, p))

    # --- rule helpers shared with the view (pure) -------------------------------------------
    def craftsman_options(self, state: dict, p: int) -> list[dict]:
        if state["players"][p]["craftsmen"] <= 0:
            return []
        board = state["board"]
        return [{"act": "craftsman", "cell": B.cell(k)} for k in self.layout(state).keys
                if board[k]["kind"] == "token"]

    def site_options(self, state: dict, p: int) -> list[dict]:
        if state["players"][p]["sites"] <= 0:
            return []
        board = state["board"]
        return [{"act": "site", "cell": B.cell(k)} for k in self.layout(state).keys
                if board[k]["kind"] == "ruin" and None in board[k]["slots"]]

    def owns_piece(self, space: dict, p: int) -> bool:
        """A craftsman, site or building of player p stands on the space."""
        kind = space["kind"]
        if kind == "exploitation":
            return space["owner"] == p
        if kind == "ruin":
            return any(s is not None and s["p"] == p for s in space["slots"])
        return False

    def can_explore_from(self, state: dict, p: int, k: str) -> bool:
        """Adjacent to a space with one of p's pieces, or to an empty meadow."""
        board = state["board"]
        for nb in self.layout(state).nbs[k]:
            sp = board[nb]
            if sp["kind"] == "meadow" or self.owns_piece(sp, p):
                return True
        return False

    def has_tile(self, state: dict, p: int, source: str = "own") -> bool:
        if source == "supply":
            return state["tiles"] > 0
        return any(state["players"][p]["stacks"]) or state["tiles"] > 0

    def explore_cells(self, state: dict, p: int, kinds, source: str = "own") -> list[str]:
        if not self.has_tile(state, p, source):
            return []
        board = state["board"]
        return [k for k in self.layout(state).keys
                if board[k]["kind"] in kinds and self.can_explore_from(state, p, k)]

    def own_sites(self, state: dict, p: int) -> list[tuple[str, int]]:
        """(ruin key, slot) of every site of p still waiting for its building."""
        out = []
        board = state["board"]
        for k in self.layout(state).keys:
            sp = board[k]
            if sp["kind"] == "ruin":
                for i, s in enumerate(sp["slots"]):
                    if s is not None and s["p"] == p and not s["building"]:
                        out.append((k, i))
        return out

    def transport_sources(self, state: dict, ruin: str) -> list[str]:
        """Exploitations from which a resource can travel to this ruin over empty meadows."""
        lay = self.layout(state)
        board = state["board"]
        _, frontier = lay.reach(board, ruin)
        return sorted((k for k in frontier if board[k]["kind"] == "exploitation"), key=B.reading_order)

    def transport_path(self, state: dict, src, dst) -> list[list[int]] | None:
        """The cells a transported resource passes (source and site included), for the view."""
        found = self.layout(state).path(state["board"], B.key(src), B.key(dst))
        return None if found is None else [B.cell(k) for k in found]

    def transport_options(self, state: dict, p: int) -> list[dict]:
        out = []
        board = state["board"]
        by_ruin: dict[str, list[str]] = {}
        for k, slot in self.own_sites(state, p):
            if k not in by_ruin:
                by_ruin[k] = self.transport_sources(state, k)
            for src in by_ruin[k]:
                out.append({"act": "transport", "from": B.cell(src), "res": board[src]["res"], "to": B.cell(k), "slot": slot})
        return out

    def erect_options(self, state: dict, p: int) -> list[dict]:
        pl = state["players"][p]
        if pl["buildings"] >= self.cfg["buildings_each"]:
            return []
        contracts = list(pl["private"]) + [c for c in state["display"] if c]
        out = []
        board = state["board"]
        for k, slot in self.own_sites(state, p):
            res = board[k]["slots"][slot]["res"]
            for cid in contracts:
                if all(res.get(r, 0) >= n for r, n in self.contracts[cid]["needs"].items()):
                    out.append({"act": "erect", "cell": B.cell(k), "slot": slot, "contract": cid})
        return out

    def explorers(self, state: dict, p: int) -> int:
        return sum(1 for s in state["players"][p]["stacks"] if s == 0)

    # --- applying a choice ----------------------------------------------------------------------
    def apply(self, ctx: Ctx, state: dict, option: dict) -> None:
        p = state["turn"]["player"]
        if state["todo"]:
            PW.apply(self, ctx, state, p, option)
        else:
            self._apply_action(ctx, state, p, option)
        self._advance(ctx, state)

    def _apply_action(self, ctx: Ctx, state: dict, p: int, option: dict) -> None:
        act = option["act"]
        turn = state["turn"]
        turn["acted"] += 1
        state["idle"] = 0
        if act == "craftsman":
            self.place_craftsman(ctx, state, p, B.key(option["cell"]))
            turn["ap"] -= 1
        elif act == "site":
            self.place_site(ctx, state, p, B.key(option["cell"]))
            turn["ap"] -= 1
        elif act == "explore":
            k = B.key(option["cell"])
            forest = state["board"][k]["kind"] == "forest"
            self.explore(ctx, state, p, k, "own")
            if forest:
                turn["ap"] = 0  # both actions: the turn ends
            else:
                turn["ap"] -= 1
        elif act == "transport":
            self.transport(ctx, state, p, B.key(option["from"]), B.key(option["to"]), option["slot"])
            turn["ap"] -= 1
        elif act == "erect":
            turn["ap"] -= 1
            self.erect(ctx, state, p, B.key(option["cell"]), option["slot"], option["contract"])
        else:
            raise ValueError(f"unknown action {act!r}")

    def place_craftsman(self, ctx: Ctx, state: dict, p: int, k: str) -> None:
        pl = state["players"][p]
        tid = state["board"][k]["token"]
        t = self.tokens[tid]
        pl["craftsmen"] -= 1
        pl["tokens"].append(tid)
        placed = self._take_from_supply(state, t["resource"], t["quantity"] + self.per_players(state)["yield_change"])
        state["board"][k] = {"kind": "exploitation", "res": t["resource"], "n": placed, "owner": p}
        ctx.log(f"{G}.log.craftsman", p, n=placed, resource=f"@{G}.resource.{t['resource']}", vp=t["vp"])
        if placed == 0:
            self._exhausted(ctx, state, k)

    def place_site(self, ctx: Ctx, state: dict, p: int, k: str) -> None:
        slots = state["board"][k]["slots"]
        slots[slots.index(None)] = {"p": p, "building": False, "res": {}}
        state["players"][p]["sites"] -= 1
        ctx.log(f"{G}.log.site", p)

    def take_tile(self, ctx: Ctx, state: dict, p: int, source: str) -> None:
        """The leftmost non-empty stack of the guild board, else the general supply."""
        stacks = state["players"][p]["stacks"]
        if source == "own":
            for i, left in enumerate(stacks):
                if left > 0:
                    stacks[i] -= 1
                    if stacks[i] == 0:
                        ctx.log(f"{G}.log.explorer", p, n=self.explorers(state, p))
                    return
        if state["tiles"] <= 0:
            raise ValueError("no meadow tile left")
        state["tiles"] -= 1

    def explore(self, ctx: Ctx, state: dict, p: int, k: str, source: str) -> None:
        kind = state["board"][k]["kind"]
        self.take_tile(ctx, state, p, source)
        state["board"][k] = {"kind": "meadow", "tile": True}
        ctx.log(f"{G}.log.explore", p, space=f"@{G}.space.{kind}")

    def transport(self, ctx: Ctx, state: dict, p: int, src: str, dst: str, slot: int) -> None:
        board = state["board"]
        ex = board[src]
        res = ex["res"]
        ex["n"] -= 1
        add(board[dst]["slots"][slot]["res"], res)
        ctx.log(f"{G}.log.transport", p, resource=f"@{G}.resource.{res}")
        if ex["n"] == 0:
            self._exhausted(ctx, state, src)

    def _exhausted(self, ctx: Ctx, state: dict, k: str) -> None:
        """An emptied exploitation becomes an empty meadow; its craftsman goes home."""
        owner = state["board"][k]["owner"]
        state["board"][k] = {"kind": "meadow", "tile": False}
        if owner is not None:
            state["players"][owner]["craftsmen"] += 1
        ctx.log(f"{G}.log.exhausted", owner)

    def erect(self, ctx: Ctx, state: dict, p: int, k: str, slot: int, cid: str) -> None:
        pl = state["players"][p]
        site = state["board"][k]["slots"][slot]
        res = site["res"]
        for r, n in self.contracts[cid]["needs"].items():
            add(res, r, -n)
            state["supply"][r] += n
        surplus = sum(res.values())
        for r, n in res.items():
            add(pl["storage"], r, n)
        state["board"][k]["slots"][slot] = {"p": p, "building": True, "contract": cid}
        pl["sites"] += 1
        pl["buildings"] += 1
        pl["done"].append(cid)
        ctx.log(f"{G}.log.erect", p, contract=self.contract_label(cid), n=pl["buildings"])
        if surplus:
            ctx.log(f"{G}.log.surplus", p, n=surplus)
        if cid in pl["private"]:
            pl["private"].remove(cid)
        else:
            i = state["display"].index(cid)
            state["display"][i] = state["deck"].pop() if state["deck"] else None
            if state["display"][i]:
                ctx.reveal()
                ctx.log(f"{G}.log.refill", contract=self.contract_label(state["display"][i]))
            else:
                ctx.log(f"{G}.log.deck_empty")
        if pl["buildings"] >= self.cfg["buildings_each"] and state["final_by"] is None:
            state["final_by"] = p
            state["end_card"] = p
            state["turn"]["ap"] = 0
            ctx.log(f"{G}.log.end_card", p)
            return
        power = self.contracts[cid].get("power")
        if power and power["type"] in PW.IMMEDIATE:
            state["todo"].append({"contract": cid, "power": dict(power)})

    # --- automatic steps -----------------------------------------------------------------
    def _advance(self, ctx: Ctx, state: dict) -> None:
        """Carry out everything that needs no decision, until one does (or the game ends)."""
        for _ in range(10_000):
            if state["over"]:
                return
            p = state["turn"]["player"]
            if state["todo"]:
                opts = PW.options(self, state, p, state["todo"][0])
                if opts == [{"act": "skip"}]:
                    item = state["todo"].pop(0)
                    ctx.log(f"{G}.log.power_unused", p, contract=self.contract_label(item["contract"]))
                    continue
                return
            if state["turn"]["ap"] > 0 and self.has_action(state, p):
                return
            if state["turn"]["ap"] > 0:
                if state["turn"]["acted"] == 0:
                    state["idle"] += 1
                    ctx.log(f"{G}.log.nothing_to_do", p)
                else:
                    ctx.log(f"{G}.log.no_action_left", p)
            self._end_turn(ctx, state)
        raise RuntimeError("automatic steps did not settle")

    def _end_turn(self, ctx: Ctx, state: dict) -> None:
        ctx.end_turn()
        n = state["n"]
        nxt = (state["turn"]["player"] + 1) % n
        if state["final_by"] is not None and nxt == state["final_by"]:
            self._end_game(ctx, state, "fifth_building")
            return
        if state["final_by"] is None and state["idle"] >= n:
            self._end_game(ctx, state, "stalemate")
            return
        if nxt == state["first"]:
            state["round"] += 1
            ctx.log(f"{G}.log.round", n=state["round"])
        if state["final_by"] is not None and state["turn"]["player"] == state["final_by"]:
            ctx.log(f"{G}.log.final_turns")
        state["turn"] = {"player": nxt, "ap": self.cfg["action_points"], "acted": 0}

    def _end_game(self, ctx: Ctx, state: dict, reason: str) -> None:
        """Leftover resources on own sites and own exploitations go to storage; then score."""
        if reason == "stalemate":
            ctx.log(f"{G}.log.stalemate")
        board = state["board"]
        for k in self.layout(state).keys:
            sp = board[k]
            if sp["kind"] == "ruin":
                for s in sp["slots"]:
                    if s is not None and not s["building"] and s["res"]:
                        pl = state["players"][s["p"]]
                        for r, n in s["res"].items():
                            add(pl["storage"], r, n)
                        ctx.log(f"{G}.log.leftover", s["p"], n=sum(s["res"].values()))
                        s["res"] = {}
            elif sp["kind"] == "exploitation" and sp["owner"] is not None:
                q = sp["owner"]
                add(state["players"][q]["storage"], sp["res"], sp["n"])
                ctx.log(f"{G}.log.leftover", q, n=sp["n"])
                board[k] = {"kind": "meadow", "tile": False}
                state["players"][q]["craftsmen"] += 1
        state["over"] = True
        state["end_reason"] = reason
        state["todo"] = []
        state["turn"] = {"player": None, "ap": 0, "acted": 0}
        sheet = self.score(state)
        ctx.log(f"{G}.log.game_over", winners=[state["seats"][w]["name"] for w in sheet.winners])

    # --- results, explanations, descriptions -------------------------------------------------
    def score(self, state: dict):
        return scoring.score(self, state)

    def final_round(self, state: dict) -> bool:
        return state.get("final_by") is not None

    def summary(self, state: dict) -> str:
        sheet = self.score(state)
        t = state["turn"]
        head = "over" if state["over"] else f"P{t['player']} ap{t['ap']}"
        parts = [f"r{state['round']}{'F' if state['final_by'] is not None else ''} {head}"]
        board = state["board"]
        for p, pl in enumerate(state["players"]):
            on_sites = sum(sum(s["res"].values()) for k, i in self.own_sites(state, p)
                           for s in [board[k]["slots"][i]])
            parts.append(f"P{p}:b{pl['buildings']} s{len(self.own_sites(state, p))} c{pl['craftsmen']}"
                         f" r{on_sites} st{sum(pl['storage'].values())} m{sum(pl['stacks'])}"
                         f" k{len(pl['tokens'])} pts{sheet.totals[p]}")
        parts.append(f"sup{sum(state['supply'].values())} tiles{state['tiles']} deck{len(state['deck'])}")
        return " ".join(parts)


RULES = ViaNebula
