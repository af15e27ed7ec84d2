"""Caverna: The Cave Farmers, 1 to 7 players: the rules module the engine talks to.

State layout and every decision with its exact options: docs/caverna_choices.md. Rule
decisions: data/caverna/NOTES.md. Everything numeric comes from the data files.

The game is a stack of tasks (`state["tasks"]`, last = the one to do now): the flow of the
action space a dwarf was placed on, a leaf of that flow that needs a decision (where a twin
tile goes, which loot...), animals that no longer fit, feeding, breeding, protecting solo
spaces, final trades. With no task the round moves on (placing dwarfs, harvest, next round).
After every option `settle` carries out whatever needs no decision. Conversions are free
actions offered with every decision of that player (engine/freeacts.py).
"""
from __future__ import annotations

from boardgames.engine.choice import Choice, msg
from boardgames.engine.freeacts import FreeActionRules
from boardgames.engine.rules import Ctx, Rules
from boardgames.engine.yamlio import DataError

from . import actions, conversions, furnishings, game_setup, harvest, home, rounds, scoring
from . import animals as A
from . import board as B
from . import economy as E
from .furnishings import EFFECTS
from .nodes import NODES, TEXT

G = "caverna"


class Caverna(FreeActionRules, Rules):
    id = G

    def __init__(self, spec):
        super().__init__(spec)
        d = self.data
        self.cfg = d["setup"]
        self.home = d["home_board"]
        self.spaces = {s["id"]: s for s in d["actions"]["spaces"]}
        self.loot = {i["id"]: i for i in d["expeditions"]["loot"]}
        self.tiles = {t["id"]: t for t in d["furnishings"]["tiles"]}
        entry = self.home["entry_dwelling"]
        self.tiles["entry_dwelling"] = {"id": "entry_dwelling", "tag": "orange", "group": "dwelling",
                                        "cost": {}, "points": entry["points"], "effects": entry["effects"],
                                        "intro": True, "supply_board": 0}
        self.place = B.Placement(self.home)
        self.cards = {c["id"]: c for c in self.cfg["round_cards"]}
        self.features = {c["id"]: c.get("feature") for c in self.home["cells"]}
        self.sow_amount = dict(self.cfg["sowing"])
        self.conversions = conversions.table(self)
        self._sensitive = {}
        self._fx: dict = {}

    # --- data helpers -------------------------------------------------------------------------
    def flow(self, space: str) -> dict:
        return self.spaces[space]["flow"]

    def imitable(self, space: str) -> bool:
        s = self.spaces[space]
        return s.get("imitable", True) and s["flow"]["type"] != "imitate"

    def dwarf_sensitive(self, space: str) -> bool:
        """Does what the space offers depend on the dwarf (forge, expedition, imitation)?"""
        if space not in self._sensitive:
            from boardgames.engine.flow import leaves
            kinds = {n["type"] for n in leaves(self.flow(space))}
            self._sensitive[space] = bool(kinds & {"forge", "expedition", "imitate"})
        return self._sensitive[space]

    def round_card(self, card: str) -> dict:
        return self.cards[card]

    def tile(self, tid: str) -> dict:
        return self.tiles[tid]

    def tile_effects(self, tid: str) -> list[dict]:
        return self.tiles[tid]["effects"]

    def tile_has(self, tid: str, etype: str, count: str | None = None) -> bool:
        return any(e["type"] == etype and (count is None or e.get("count") == count) for e in self.tile_effects(tid))

    def feature(self, cell: str) -> str:
        return self.features.get(cell) or "entrance"

    def active_furnishings(self, pl: dict) -> list[str]:
        return list(pl["furn"].values())

    def effects(self, pl: dict, etype: str) -> list:
        """(tile, effect) for every active furnishing effect of this type (cached by the tiles owned)."""
        key = (tuple(pl["furn"].values()), etype)
        hit = self._fx.get(key)
        if hit is None:
            if len(self._fx) > 50000:
                self._fx.clear()
            hit = self._fx[key] = [(tid, e) for tid in key[0] for e in self.tiles[tid]["effects"]
                                   if e["type"] == etype]
        return hit

    def has_effect(self, pl: dict, etype: str) -> bool:
        return bool(self.effects(pl, etype))

    def goods_text(self, goods: dict):
        return TEXT.goods({g: n for g, n in goods.items() if n})

    # --- dwarfs and room ---------------------------------------------------------------------
    def dwarf_limit(self, pl: dict) -> int:
        limit = self.cfg["dwarfs"]["max"]
        for _, e in self.effects(pl, "house_dwarfs"):
            if e.get("raises_limit_to"):
                limit = max(limit, e["raises_limit_to"])
        return limit

    def room(self, pl: dict) -> int:
        """How many dwarfs the dwellings can house. A room only for the 6th dwarf (Additional
        dwelling) counts only once the other dwellings house 5."""
        top = self.cfg["dwarfs"]["max"]
        base = min(top, sum(e["count"] for _, e in self.effects(pl, "house_dwarfs") if not e.get("only_dwarf")))
        extra = sum(e["count"] for _, e in self.effects(pl, "house_dwarfs") if e.get("only_dwarf"))
        return base + (extra if base >= top else 0)

    def additional_available(self, state: dict, p: int) -> bool:
        pl = state["players"][p]
        return any(self.tile_has(t, "house_dwarfs") and any(e.get("only_dwarf") for e in self.tile_effects(t))
                   for t in state["supply"]) and bool(self.place.furnish_cells(pl))

    def forge_cost(self, pl: dict, strength: int) -> int:
        off = sum(e["goods"].get("ore", 0) for _, e in self.effects(pl, "discount") if "forge" in e["on"])
        return max(0, strength - off)

    def discounted(self, pl: dict, activity: str, cost: dict) -> dict:
        out = dict(cost)
        for _, e in self.effects(pl, "discount"):
            if activity in e["on"] and "per" not in e:
                for g, n in e["goods"].items():
                    if g in out:
                        out[g] = max(0, out[g] - n)
        return {g: n for g, n in out.items() if n > 0}

    # --- furnishing and home ------------------------------------------------------------------------
    def furnish_choices(self, state, p, node, first: bool = False):
        return furnishings.choices(self, state, p, node, first)

    def furnish_cells(self, state, p, tid):
        return furnishings.cells(self, state, p, tid)

    def furnish(self, ctx, state, p, tid, cell, pay):
        home.furnish(self, ctx, state, p, tid, cell, pay)

    def lay_twin(self, ctx, state, p, twin, cells):
        home.lay_twin(self, ctx, state, p, twin, cells)

    def lay_tile(self, ctx, state, p, tile, cell):
        home.lay_tile(self, ctx, state, p, tile, cell)

    def build_pasture(self, ctx, state, p, kind, cells):
        home.build_pasture(self, ctx, state, p, kind, cells)

    def sow(self, ctx, state, p, grain, vegetable):
        home.sow(self, ctx, state, p, grain, vegetable)

    def grow(self, ctx, state, p, env):
        home.grow(self, ctx, state, p, env)

    def breed(self, ctx, state, p, types):
        home.breed(self, ctx, state, p, types)

    def breeding_sets(self, state, p, max_types: int = 4):
        return home.breeding_sets(self, state, p, max_types)

    # --- animals -----------------------------------------------------------------------------------
    def housing(self, state: dict, p: int) -> tuple:
        return A.units(self, state, p)

    def fits(self, state: dict, p: int) -> bool:
        pl = state["players"][p]
        return A.fits(self.housing(state, p), A.counts_of(pl), pl["animals"]["dog"])

    def arrangement(self, state: dict, p: int) -> dict:
        """One legal arrangement of p's animals (for the view); see animals.arrangement."""
        pl = state["players"][p]
        return A.arrangement(self.housing(state, p), A.counts_of(pl), pl["animals"]["dog"])

    # --- flows ----------------------------------------------------------------------------------------
    def flow_feasible(self, state, p, space, env) -> bool:
        return actions.flow_feasible(self, state, p, space, env)

    def flow_task(self, p, space, dwarf, src=None) -> dict:
        return actions.flow_task(p, space, dwarf, src)

    # --- validation ----------------------------------------------------------------------------------------
    def validate(self) -> list[DataError]:
        errs: list[DataError] = []
        refs = {"twins": [t["id"] for t in self.home["twins"]], "furnishings": list(self.tiles),
                "goods": list(E.GOODS + E.ANIMALS)}
        acts = self.spec.located["actions"]
        for i, s in enumerate(self.data["actions"]["spaces"]):
            for path, problem in NODES.validate(s["flow"], refs):
                errs.append(acts.error(problem, ("spaces", i, "flow", *path)))
        exp = self.spec.located["expeditions"]
        for i, item in enumerate(self.data["expeditions"]["loot"]):
            for path, problem in NODES.validate(item["effect"], refs):
                errs.append(exp.error(problem, ("loot", i, "effect", *path)))
        furn = self.spec.located["furnishings"]
        for i, t in enumerate(self.data["furnishings"]["tiles"]):
            for j, e in enumerate(t["effects"]):
                for path, problem in EFFECTS.validate(e, refs):
                    errs.append(furn.error(problem, ("tiles", i, "effects", j, *path)))
        setup = self.spec.located["setup"]
        lo, hi = self.player_range()
        for n in range(lo, hi + 1):
            per = self.cfg["by_players"].get(n)
            if per is None:
                errs.append(setup.error(f"no set-up for {n} players", ("by_players",)))
                continue
            for sid in per["spaces"]:
                if sid not in self.spaces:
                    errs.append(setup.error(f"unknown action space {sid!r}", ("by_players", n, "spaces")))
        for sid in self.cfg["accumulating"]:
            if sid not in self.spaces:
                errs.append(setup.error(f"unknown action space {sid!r}", ("accumulating", sid)))
        for c in self.cfg["round_cards"]:
            for face in c["faces"]:
                if face not in self.spaces:
                    errs.append(setup.error(f"unknown action space {face!r}", ("round_cards",)))
        return errs

    # --- set-up ----------------------------------------------------------------------------------------
    def setup(self, ctx: Ctx, state: dict) -> None:
        game_setup.setup(self, ctx, state)
        self.settle(ctx, state)

    # --- the pending decision -----------------------------------------------------------------------------
    def deciding_player(self, state: dict):
        if state["over"]:
            return None
        if state["tasks"]:
            return state["tasks"][-1]["p"]
        return state["turn"]

    def is_free_option(self, state: dict, player: int, option: dict) -> bool:
        return option.get("act") in conversions.FREE_ACTS

    def free_options(self, state: dict, player: int) -> list[dict]:
        return conversions.options(self, state, player)

    def _pending(self, state: dict) -> Choice | None:
        if state["over"]:
            return None
        if not state["tasks"]:
            p = state["turn"]
            return Choice(p, f"{G}.place", actions.placement_options(self, state, p), msg(f"{G}.prompt.place"),
                          info={"round": state["round"]})
        task = state["tasks"][-1]
        p = task["p"]
        t = task["t"]
        if t == "flow":
            w = actions.walker(self, state, task)
            return Choice(p, f"{G}.flow", w.decision(), msg(f"{G}.prompt.flow", space=f"@{G}.space.{task['space']}"),
                          info={"space": task["space"]})
        if t == "leaf":
            kind = task["node"]["type"]
            opts = NODES.types[kind].options(self, state, task)
            info = {"node": task["node"]}
            if kind == "expedition":
                info.update(taken=list(task["taken"]), strength=task["strength"], level=task["node"]["level"])
            return Choice(p, f"{G}.{kind}", opts, msg(f"{G}.prompt.{kind}"), info=info)
        return Choice(p, f"{G}.{t}", self._task_options(state, task), msg(f"{G}.prompt.{t}"),
                      info={k: v for k, v in task.items() if k not in ("t", "p")})

    def _task_options(self, state: dict, task: dict) -> list[dict]:
        t = task["t"]
        if t == "overflow":
            pl = state["players"][task["p"]]
            types = A.overflow_types(self.housing(state, task["p"]), A.counts_of(pl), pl["animals"]["dog"])
            return [{"act": "release", "animal": a} for a in types]
        if t == "feed":
            return harvest.feed_options(self, state, task)
        if t == "breeding":
            return harvest.breeding_options(self, state, task)
        if t == "skip_phase":
            return [{"act": "skip", "phase": "field"}, {"act": "skip", "phase": "breeding"}]
        if t == "protect":
            return rounds.protect_options(self, state, task)
        if t == "finish":
            return [{"act": "finish"}]
        raise ValueError(f"no decision for task {t!r}")

    # --- applying options -------------------------------------------------------------------------------------
    def apply_free(self, ctx: Ctx, state: dict, player: int, option: dict) -> None:
        conversions.apply(self, ctx, state, player, option)

    def _apply(self, ctx: Ctx, state: dict, option: dict) -> None:
        if not state["tasks"]:
            actions.place(self, ctx, state, state["turn"], option)
            return
        task = state["tasks"][-1]
        t = task["t"]
        if t == "flow":
            actions.walker(self, state, task).choose(option)
        elif t == "leaf":
            kind = NODES.types[task["node"]["type"]]
            if kind.choose(self, ctx, state, task, option):
                self._drop(ctx, state, task)
        elif t == "overflow":
            pl = state["players"][task["p"]]
            pl["animals"][option["animal"]] -= 1
            ctx.log(f"{G}.log.release", task["p"], animal=f"@{G}.good.{option['animal']}.name")
        elif t == "feed":
            harvest.feed(self, ctx, state, task, option)
            self._drop(ctx, state, task)
        elif t == "breeding":
            self.breed(ctx, state, task["p"], option["animals"])
            self._drop(ctx, state, task)
        elif t == "skip_phase":
            state["players"][task["p"]]["skip"] = option["phase"]
            ctx.log(f"{G}.log.skip", task["p"], phase=f"@{G}.harvest_phase.{option['phase']}")
            self._drop(ctx, state, task)
        elif t == "protect":
            if rounds.protect(self, ctx, state, task, option):
                self._drop(ctx, state, task)
        elif t == "finish":
            self._drop(ctx, state, task)
        else:
            raise ValueError(f"unknown task {t!r}")

    def _drop(self, ctx: Ctx, state: dict, task: dict) -> None:
        tasks = state["tasks"]
        for i in range(len(tasks) - 1, -1, -1):
            if tasks[i] is task:
                del tasks[i]
                break
        if task["t"] == "leaf":
            finish = getattr(NODES.types[task["node"]["type"]], "finish", None)
            if finish is not None:
                finish(self, ctx, state, task)

    # --- automatic steps -------------------------------------------------------------------------------------
    def settle(self, ctx: Ctx, state: dict) -> None:
        for _ in range(100_000):
            if state["over"]:
                return
            while state["check"]:
                p = state["check"].pop(0)
                if not self.fits(state, p) and not any(t["t"] == "overflow" and t["p"] == p for t in state["tasks"]):
                    state["tasks"].append({"t": "overflow", "p": p})
            tasks = state["tasks"]
            if tasks:
                if self._settle_task(ctx, state, tasks[-1]):
                    continue
                return
            phase = state["phase"]
            if phase in ("setup", "harvest"):
                if phase == "harvest":
                    harvest.end(self, ctx, state)
                    if state["round"] == state["rounds"][-1]:
                        self._final(ctx, state)
                        continue
                rounds.start_round(self, ctx, state)
                continue
            if phase == "work":
                p, opts = rounds.work_choice_player(self, ctx, state)
                if p is None:
                    rounds.return_home(self, ctx, state)
                    harvest.start(self, ctx, state)
                    continue
                if self._auto(ctx, state, p, opts):
                    continue
                return
            if phase == "final":
                state["over"] = True
                state["phase"] = "over"
                sheet = self.score(state)
                ctx.log(f"{G}.log.game_over", winners=[state["seats"][w]["name"] for w in sheet.winners])
                return
            raise RuntimeError(f"unknown phase {phase!r}")
        raise RuntimeError("automatic steps did not settle")

    def _auto(self, ctx: Ctx, state: dict, p: int, options: list[dict]) -> bool:
        """Carry out a decision that has one option and nothing else to do meanwhile."""
        if len(options) == 1 and not conversions.any_for(self, state, p):
            self._apply(ctx, state, options[0])
            return True
        return False

    def _settle_task(self, ctx: Ctx, state: dict, task: dict) -> bool:
        """Progress the top task without a decision; False when a player must decide."""
        t = task["t"]
        p = task["p"]
        if t == "flow":
            w = actions.walker(self, state, task)
            if w.leaf_path is None:
                r = w.step()
                if r[0] == "end":
                    state["tasks"].pop()
                    if task["root"]:
                        rounds.end_of_action(self, ctx, state)
                    return True
                if r[0] == "decide":
                    return False
            if task.get("busy"):            # the leaf's own decisions are over
                task["busy"] = False
                w.leaf_done()
                return True
            node = w.current_leaf()
            sub = NODES.types[node["type"]].start(self, ctx, state, p, node, task["env"])
            if sub is not None:
                task["busy"] = True
                state["tasks"].append(sub)
            else:
                w.leaf_done()
            return True
        if t == "leaf":
            if task["node"]["type"] == "imitate" and task["target"] is not None:
                self._drop(ctx, state, task)
                return True
            opts = NODES.types[task["node"]["type"]].options(self, state, task)
            if not opts:
                self._drop(ctx, state, task)
                return True
            return self._auto(ctx, state, p, opts)
        if t == "overflow":
            if self.fits(state, p):
                self._drop(ctx, state, task)
                return True
            return False
        if t == "field":
            harvest.field(self, ctx, state, p)
            self._drop(ctx, state, task)
            return True
        if t == "breeding":
            pl = state["players"][p]
            if pl["skip"] == "breeding":
                self._drop(ctx, state, task)
                return True
            sets = self.breeding_sets(state, p)
            if len(sets) <= 1:
                if sets:
                    self.breed(ctx, state, p, list(sets[0]))
                self._drop(ctx, state, task)
                return True
            return False
        if t == "feed":
            if not state["players"][p]["dwarfs"]:
                self._drop(ctx, state, task)
                return True
            return self._auto(ctx, state, p, harvest.feed_options(self, state, task))
        if t == "finish":
            if not conversions.any_for(self, state, p):
                self._drop(ctx, state, task)
                return True
            return False
        if t == "protect":
            return self._auto(ctx, state, p, rounds.protect_options(self, state, task))
        return False

    def _final(self, ctx: Ctx, state: dict) -> None:
        state["phase"] = "final"
        n = state["n"]
        order = [(state["start"] + k) % n for k in range(n)]
        state["tasks"].extend({"t": "finish", "p": p} for p in reversed(order))
        ctx.log(f"{G}.log.final")

    # --- results, explanations, descriptions -----------------------------------------------------------------
    def score(self, state: dict):
        return scoring.score(self, state)

    def round_label(self, state: dict) -> dict:
        if state.get("phase") == "final" and not state.get("over"):
            return msg(f"{G}.status.final")  # the trades before scoring, after round 12
        return super().round_label(state)

    def modes(self) -> list[str]:
        return list(self.spec.manifest.get("modes", ["full", "intro"]))

    def summary(self, state: dict) -> str:
        sheet = self.score(state)
        parts = [f"r{state['round']} {state['phase']} t{len(state['tasks'])}"]
        for p, pl in enumerate(state["players"]):
            g = pl["goods"]
            a = pl["animals"]
            parts.append(
                f"P{p}:d{len(pl['dwarfs'])}w{'/'.join(str(d['w']) for d in pl['dwarfs'])}"
                f" W{g['wood']}S{g['stone']}O{g['ore']}R{g['ruby']}G{g['gold']}F{g['food']}"
                f"g{g['grain']}v{g['vegetable']} a{a['dog']}/{a['sheep']}/{a['donkey']}/{a['wild_boar']}/{a['cattle']}"
                f" t{len(pl['tiles'])}f{len(pl['furn'])}s{len(pl['stables'])} b{pl['begging']} pts{sheet.totals[p]}")
        return " ".join(parts)


RULES = Caverna
