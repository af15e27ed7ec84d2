"""Moon River rules: the draft line, the farm, symbols, partners, rounds, end.

The state layout and the choices offered are documented in
docs/moon_river_choices.md. Every number comes from data/moon_river/*.yaml.
Decisions with a single legal option (the last rancher's slot, a drought that
can only hit one plot) are carried out at once, so the players only see real
choices.
"""
from __future__ import annotations

from itertools import combinations

from boardgames.engine.choice import Choice, msg
from boardgames.engine.rules import Ctx, Rules
from boardgames.engine.yamlio import DataError

from . import farm as F
from . import scoring

G = "moon_river"


class MoonRiver(Rules):
    id = G

    def __init__(self, spec):
        super().__init__(spec)
        plots = self.data["plots"]
        self.designs = {d["id"]: d for d in plots["designs"]}
        self.bonus_tiles = {t["id"]: t for t in plots["bonus_tiles"]}
        for tile in plots["bonus_tiles"]:
            for face in tile["faces"]:
                self.designs[face["id"]] = face
        self.experts = {e["id"]: e for e in self.data["partners"]["experts"]}
        self.cowboy = self.data["partners"]["cowboy"]
        self.no_cows = set(plots["no_cows"])
        self.scenarios = {s["id"]: s for s in self.data["scenarios"]["scenarios"]}
        self._plot_design = {}
        for d in plots["designs"]:
            for k in range(d["count"]):
                self._plot_design[f"{d['id']}.{k + 1}"] = d["id"]
        self._terrain_cache: dict[str, str] = {}

    # --- data helpers ----------------------------------------------------------
    def design(self, design_id: str) -> dict:
        return self.designs[design_id]

    def design_of_plot(self, state: dict, plot: str) -> dict:
        return self.designs[state["plots"][plot]]

    def terrain_of(self, plot: str) -> str:
        t = self._terrain_cache.get(plot)
        if t is None:
            design = self._plot_design.get(plot)
            if design is None:  # a bonus tile: its id maps to the chosen face at placement
                raise KeyError(plot)
            t = self._terrain_cache[plot] = self.designs[design]["terrain"]
        return t

    def terrain_fn(self, state: dict):
        plots = state["plots"]
        designs = self.designs
        return lambda plot: designs[plots[plot]]["terrain"]

    def scenario(self, scenario_id):
        return self.scenarios.get(scenario_id)

    def is_bandit(self, state: dict, placed: dict) -> bool:
        """Desperados and Cattle Thieves count as bandits, on their expert face only."""
        if placed["side"] != "expert":
            return False
        return bool(self.experts[state["tokens"][placed["token"]]].get("bandit"))

    def option_choices(self, mode: str) -> dict[str, list[str]]:
        if mode == "legends":
            return {"scenario": ["random", *self.scenarios]}
        return {}

    def validate(self) -> list[DataError]:
        """Cross-checks a schema cannot express, located in the data files."""
        errs = []
        plots = self.spec.located["plots"]
        d = plots.data
        total = sum(x["count"] for x in d["designs"])
        if total != d["total"]:
            errs.append(plots.error(f"design counts add up to {total}, not {d['total']}", ("total",)))
        seen = set()
        for i, design in enumerate(d["designs"] + [f for t in d["bonus_tiles"] for f in t["faces"]]):
            if design["id"] in seen:
                errs.append(plots.error(f"design id {design['id']!r} used twice", ("designs", i, "id")))
            seen.add(design["id"])
            if design["terrain"] not in d["terrains"]:
                errs.append(plots.error(f"unknown terrain {design['terrain']!r}", ("designs", i, "terrain")))
            if design["terrain"] in d["no_cows"] and (design.get("cows") or design.get("circles")):
                errs.append(plots.error("cows and circles cannot be on a terrain that holds no cows",
                                        ("designs", i)))
        setup = self.spec.located["setup"]
        lo, hi = self.player_range()
        for n in range(lo, hi + 1):
            if n not in setup.data["by_players"]:
                errs.append(setup.error(f"no set-up for {n} players", ("by_players",)))
        partners = self.spec.located["partners"]
        if sum(e["count"] for e in partners.data["experts"]) < setup.data["saloon_spaces"]:
            errs.append(partners.error("fewer partner tokens than saloon spaces", ("experts",)))
        boards = self.spec.located["boards"]
        colours = {c["id"] for c in self.spec.manifest.get("colours", [])}
        for i, b in enumerate(boards.data["legends"]):
            if b["colour"] not in colours:
                errs.append(boards.error(f"colour {b['colour']!r} is not a player colour", ("legends", i, "colour")))
        return errs

    # --- set-up ------------------------------------------------------------------
    def setup(self, ctx: Ctx, state: dict) -> None:
        cfg_all = self.data["setup"]
        n = len(state["seats"])
        cfg = cfg_all["by_players"][n]
        state.update(n=n, rows=cfg["rows"], cols=cfg_all["cols"], round=1, final=False, over=False)
        ctx.log(f"{G}.log.setup", n=n)
        state["plots"] = dict(self._plot_design)
        bag = sorted(self._plot_design)
        ctx.rng.shuffle(bag)
        state["bag"] = bag
        tokens = {}
        for e in self.data["partners"]["experts"]:
            for k in range(e["count"]):
                tokens[f"{e['id']}.{k + 1}"] = e["id"]
        state["tokens"] = tokens
        pile = sorted(tokens)
        ctx.rng.shuffle(pile)
        stacks = [pile[i::cfg_all["partner_stacks"]] for i in range(cfg_all["partner_stacks"])]
        state["stacks"] = stacks
        state["saloon"] = [None] * cfg_all["saloon_spaces"]
        self._refill_saloon(state)
        state["cows_supply"] = cfg_all["cows"]
        state["removed"] = []
        state["bonus_left"] = [t for t in self.bonus_tiles] if cfg["bonus_tiles"] else []
        boards = self.data["boards"]
        players = []
        for seat in state["seats"]:
            if state["mode"] == "legends":
                board = next((b for b in boards["legends"] if b["colour"] == seat.get("colour")), None)
                if board is None:  # a seat colour without a character: use the first free one
                    used = {pl["board"] for pl in players}
                    board = next(b for b in boards["legends"] if b["id"] not in used)
            else:
                board = boards["camp"]
            players.append({"board": board["id"], "bridges": list(board["bridges"]),
                            "capacity": board["storage"], "storage": [], "farm": {}, "cows": {},
                            "partners": {}, "discarded": [], "bonus": None, "cards": []})
        state["players"] = players
        state["scenario"] = None
        if state["mode"] == "legends":
            wanted = state["options"].get("scenario", "random")
            if wanted not in self.scenarios:
                ordered = sorted(self.scenarios.values(), key=lambda s: s["number"])
                wanted = ordered[ctx.rng.below(len(ordered))]["id"]
                ctx.log(f"{G}.log.scenario_drawn", scenario=f"@{G}.scenario.{wanted}.name")
            else:
                ctx.log(f"{G}.log.scenario_chosen", scenario=f"@{G}.scenario.{wanted}.name")
            state["scenario"] = wanted
        state["ranchers"] = [p for p in range(n) for _ in range(cfg["ranchers_each"])]
        state["line"] = {"current": self._draw_column(ctx, state), "next": None}
        order = list(range(len(state["ranchers"])))
        ctx.rng.shuffle(order)
        if cfg["ranchers_each"] == 2 and n == 2:
            first = order[0]
            p0 = state["ranchers"][first]
            others = [r for r in order[1:] if state["ranchers"][r] != p0]
            rest = [r for r in order[1:] if state["ranchers"][r] == p0]
            order = [first, *others, *rest]
        state["draft"] = order
        state["phase"] = "draft"
        state["turn"] = {"rancher": None, "player": None}
        state["card"] = None
        state["todo"] = []
        state["order"] = []
        self._advance(ctx, state)

    def _draw_column(self, ctx: Ctx, state: dict) -> list[dict]:
        size = self.data["setup"]["column_size"]
        drawn = [state["bag"].pop() for _ in range(min(size, len(state["bag"])))]
        drawn.sort(key=lambda plot: self.designs[state["plots"][plot]]["number"])  # stable: draw order
        ctx.log(f"{G}.log.column", plots=[f"@{G}.terrain.{self.terrain_of(x)}" for x in drawn])
        return [{"plot": plot, "rancher": None} for plot in drawn]

    def _refill_saloon(self, state: dict) -> None:
        for i, tok in enumerate(state["saloon"]):
            if tok is None:
                for stack in state["stacks"]:
                    if stack:
                        state["saloon"][i] = stack.pop()
                        break

    # --- the pending choice ------------------------------------------------------------
    def pending(self, state: dict) -> Choice | None:
        if state["over"]:
            return None
        return self._choice(state)

    def _choice(self, state: dict) -> Choice:
        phase = state["phase"]
        if phase == "draft":
            r = state["draft"][0]
            p = state["ranchers"][r]
            opts = [{"slot": i} for i, s in enumerate(state["line"]["current"])
                    if s["rancher"] is None and s["plot"] is not None]
            return Choice(p, f"{G}.draft", opts, msg(f"{G}.prompt.draft"))
        p = state["turn"]["player"]
        if state["todo"]:
            return self._effect_choice(state, p, state["todo"][0])
        if phase == "place":
            a, b = state["card"]
            opts = [{"act": "place", "cell": list(F.cell(k)), "dir": d}
                    for k, d in self.placements(state, p, a, b)]
            opts.append({"act": "cancel"})
            return Choice(p, f"{G}.place", opts, msg(f"{G}.prompt.place"))
        if phase == "expand":
            return Choice(p, f"{G}.expand", self._expand_options(state, p),
                          msg(f"{G}.prompt.forced" if self._forced(state, p) else f"{G}.prompt.expand"),
                          info={"forced": self._forced(state, p), "final": state["final"]})
        if phase == "pick":
            opts = [{"slot": i} for i, s in enumerate(state["line"]["next"])
                    if s["rancher"] is None and s["plot"] is not None]
            return Choice(p, f"{G}.pick", opts, msg(f"{G}.prompt.pick"))
        raise ValueError(f"unknown phase {phase!r}")

    def _forced(self, state: dict, p: int) -> bool:
        pl = state["players"][p]
        return len(pl["storage"]) > pl["capacity"]

    def placements(self, state: dict, p: int, a: str, b: str) -> list[tuple[str, int]]:
        pl = state["players"][p]
        tf = self.terrain_fn(state)
        return F.card_placements(pl["farm"], tf, pl["bridges"], state["rows"], state["cols"], tf(a), tf(b))

    def _placeable_terrain_pairs(self, state: dict, p: int) -> set:
        pl = state["players"][p]
        tf = self.terrain_fn(state)
        anc = F.anchors(pl["farm"], tf, pl["bridges"], state["rows"], state["cols"])
        terrains = {tf(x) for x in pl["storage"]}
        ok = set()
        for ka, sa in anc.items():
            for kb in F.neighbour_keys(state["rows"], state["cols"])[ka]:
                sb = anc.get(kb)
                if sb is None:
                    continue
                for ta in terrains:
                    if F.fits(sa, ta):
                        for tb in terrains:
                            ok.add((ta, tb))
                            ok.add((tb, ta))
        return ok

    def _expand_options(self, state: dict, p: int) -> list[dict]:
        pl = state["players"][p]
        tf = self.terrain_fn(state)
        pairs = list(combinations(sorted(pl["storage"]), 2))
        ok = self._placeable_terrain_pairs(state, p) if pairs else set()
        placeable = [{"act": "pair", "plots": [a, b]} for a, b in pairs if (tf(a), tf(b)) in ok]
        forced = self._forced(state, p)
        if state["final"]:
            return placeable  # empty: the turn ends and leftovers are discarded (see _advance)
        if forced:
            return placeable or [{"act": "discard", "plots": [a, b]} for a, b in pairs]
        return [{"act": "stop"}, *placeable]

    def _effect_choice(self, state: dict, p: int, item: dict) -> Choice:
        t = item["t"]
        pl = state["players"][p]
        if t == "drought":
            cells = self._drought_cells(state, p, item["cell"])
            return Choice(p, f"{G}.drought", [{"cell": list(F.cell(k))} for k in cells],
                          msg(f"{G}.prompt.drought"), info={"region_of": list(F.cell(item["cell"]))})
        if t == "hire":
            opts = []
            for tok in state["saloon"]:
                if tok is None:
                    continue
                for side in ("cowboy", "expert"):
                    for k in item["cells"]:
                        opts.append({"token": tok, "side": side, "cell": list(F.cell(k))})
            return Choice(p, f"{G}.hire", opts, msg(f"{G}.prompt.hire"))
        if t == "cowboy":
            opts = self._cowboy_moves(state, p)
            if opts:
                opts.append({"act": "done"})
            return Choice(p, f"{G}.cowboy", opts, msg(f"{G}.prompt.cowboy", n=item["steps"]),
                          info={"steps_left": item["steps"]})
        if t == "desperado":
            opts = []
            for q, other in enumerate(state["players"]):
                if q == p:
                    continue
                for mine in sorted(set(pl["storage"])):
                    for theirs in sorted(set(other["storage"])):
                        opts.append({"mine": mine, "player": q, "theirs": theirs})
            if opts:
                opts.append({"act": "skip"})
            return Choice(p, f"{G}.desperado", opts, msg(f"{G}.prompt.desperado"))
        if t == "thief":
            opts = []
            for q, other in enumerate(state["players"]):
                if q == p:
                    continue
                for k, n in sorted(other["cows"].items()):
                    if n > 0 and not self.protected(state, q, k):
                        opts.append({"player": q, "cell": list(F.cell(k))})
            if opts:
                opts.append({"act": "skip"})
            return Choice(p, f"{G}.thief", opts, msg(f"{G}.prompt.thief"))
        if t == "bonus":
            opts = []
            tf = self.terrain_fn(state)
            for tile in state["bonus_left"]:
                for face in self.bonus_tiles[tile]["faces"]:
                    cells = F.single_placements(pl["farm"], tf, pl["bridges"], state["rows"],
                                                state["cols"], face["terrain"])
                    opts += [{"tile": tile, "face": face["id"], "cell": list(F.cell(k))} for k in cells]
            if not opts:
                opts = [{"act": "discard_bonus", "tile": tile} for tile in state["bonus_left"]]
            return Choice(p, f"{G}.bonus", opts, msg(f"{G}.prompt.bonus"))
        raise ValueError(f"unknown effect {t!r}")

    # --- rule helpers shared with the view ------------------------------------------------------
    def region(self, state: dict, p: int, k: str) -> list[str]:
        return F.region(state["players"][p]["farm"], self.terrain_fn(state), k, state["rows"], state["cols"])

    def protected(self, state: dict, p: int, k: str) -> bool:
        """A cow is safe from thieves when its region holds at least one partner (a herder)."""
        partners = state["players"][p]["partners"]
        if not partners:
            return False
        return any(c in partners for c in self.region(state, p, k))

    def _drought_cells(self, state: dict, p: int, k: str) -> list[str]:
        cows = state["players"][p]["cows"]
        return [c for c in self.region(state, p, k) if cows.get(c, 0) > 0]

    def _cowboy_moves(self, state: dict, p: int) -> list[dict]:
        pl = state["players"][p]
        avoid = set(self.cowboy["effect"].get("avoid", []))
        tf = self.terrain_fn(state)
        nbs = F.neighbour_keys(state["rows"], state["cols"])
        out = []
        for k, n in sorted(pl["cows"].items()):
            if n <= 0:
                continue
            for nb in nbs[k]:
                if nb in pl["farm"] and tf(pl["farm"][nb]) not in avoid:
                    out.append({"from": list(F.cell(k)), "to": list(F.cell(nb))})
        return out

    # --- applying a choice ----------------------------------------------------------
    def apply(self, ctx: Ctx, state: dict, option: dict) -> None:
        self._apply(ctx, state, option)
        self._advance(ctx, state)

    def _apply(self, ctx: Ctx, state: dict, option: dict) -> None:
        phase = state["phase"]
        if phase == "draft":
            r = state["draft"].pop(0)
            state["line"]["current"][option["slot"]]["rancher"] = r
            ctx.log(f"{G}.log.draft", state["ranchers"][r], slot=option["slot"] + 1)
            return
        p = state["turn"]["player"]
        if state["todo"]:
            self._apply_effect(ctx, state, p, option)
            return
        if phase == "place":
            if option.get("act") == "cancel":
                state["card"] = None
                state["phase"] = "expand"
                return
            self._place_card(ctx, state, p, F.key(option["cell"]), option["dir"])
            return
        if phase == "expand":
            act = option["act"]
            if act == "pair":
                state["card"] = list(option["plots"])
                state["phase"] = "place"
            elif act == "discard":
                self._discard(ctx, state, p, option["plots"])
            elif act == "stop":
                self._stop_expanding(ctx, state)
            return
        if phase == "pick":
            slot = state["line"]["next"][option["slot"]]
            slot["rancher"] = state["turn"]["rancher"]
            ctx.log(f"{G}.log.pick", p, slot=option["slot"] + 1,
                    terrain=f"@{G}.terrain.{self.terrain_of(slot['plot'])}")
            self._end_turn(ctx, state)

    def _discard(self, ctx: Ctx, state: dict, p: int, plots: list[str]) -> None:
        pl = state["players"][p]
        for x in plots:
            pl["storage"].remove(x)
            pl["discarded"].append(x)
        ctx.log(f"{G}.log.discard", p, n=len(plots))

    def _place_card(self, ctx: Ctx, state: dict, p: int, ka: str, d: int) -> None:
        pl = state["players"][p]
        a, b = state["card"]
        kb = F.second_cell(ka, d)
        for plot, k in ((a, ka), (b, kb)):
            pl["storage"].remove(plot)
            pl["farm"][k] = plot
        pl["cards"].append([ka, kb])  # which two plots were joined, for drawing the jigsaw joins
        state["card"] = None
        state["phase"] = "expand"
        tf = self.terrain_fn(state)
        ctx.log(f"{G}.log.place", p, a=f"@{G}.terrain.{tf(a)}", b=f"@{G}.terrain.{tf(b)}")
        self._resolve_symbols(ctx, state, p, [ka, kb])
        if state["bonus_left"] and pl["bonus"] is None:
            state["todo"].append({"t": "bonus_check"})

    def _resolve_symbols(self, ctx: Ctx, state: dict, p: int, cells: list[str]) -> None:
        """Cows first, then skulls, then circles (the rulebook's order A, B, C)."""
        pl = state["players"][p]
        designs = [self.design_of_plot(state, pl["farm"][k]) for k in cells]
        for k, d in zip(cells, designs):
            for _ in range(d.get("cows", 0)):
                if state["cows_supply"] > 0:
                    state["cows_supply"] -= 1
                    pl["cows"][k] = pl["cows"].get(k, 0) + 1
                    ctx.log(f"{G}.log.cow", p)
                else:
                    ctx.log(f"{G}.log.no_cow_left", p)
        for k, d in zip(cells, designs):
            for _ in range(d.get("skulls", 0)):
                state["todo"].append({"t": "drought", "cell": k})
        circles = [k for k, d in zip(cells, designs) for _ in range(d.get("circles", 0))]
        if circles:
            state["todo"].append({"t": "hire", "cells": circles})

    def _apply_effect(self, ctx: Ctx, state: dict, p: int, option: dict) -> None:
        item = state["todo"][0]
        t = item["t"]
        pl = state["players"][p]
        if t == "drought":
            k = F.key(option["cell"])
            self._remove_cow(state, p, k)
            state["todo"].pop(0)
            ctx.log(f"{G}.log.drought", p)
        elif t == "hire":
            k = F.key(option["cell"])
            tok = option["token"]
            state["saloon"][state["saloon"].index(tok)] = None
            pl["partners"][k] = {"token": tok, "side": option["side"]}
            item["cells"].remove(k)
            if not item["cells"]:
                state["todo"].pop(0)
            face = "cowboy" if option["side"] == "cowboy" else state["tokens"][tok]
            ctx.log(f"{G}.log.hire", p, partner=f"@{G}.partner.{face}")
            follow = None
            if option["side"] == "cowboy":
                follow = {"t": "cowboy", "steps": self.cowboy["effect"]["steps"]}
            else:
                effect = self.experts[state["tokens"][tok]]["effect"]["type"]
                if effect == "swap_storage":
                    follow = {"t": "desperado"}
                elif effect == "steal_cow":
                    follow = {"t": "thief", "cell": k}
            if follow:
                state["todo"].insert(0, follow)
        elif t == "cowboy":
            if option.get("act") == "done":
                state["todo"].pop(0)
                return
            src, dst = F.key(option["from"]), F.key(option["to"])
            pl["cows"][src] -= 1
            if pl["cows"][src] == 0:
                del pl["cows"][src]
            pl["cows"][dst] = pl["cows"].get(dst, 0) + 1
            item["steps"] -= 1
            ctx.log(f"{G}.log.cowboy_step", p)
            if item["steps"] <= 0:
                state["todo"].pop(0)
        elif t == "desperado":
            state["todo"].pop(0)
            if option.get("act") == "skip":
                return
            other = state["players"][option["player"]]
            pl["storage"][pl["storage"].index(option["mine"])] = option["theirs"]
            other["storage"][other["storage"].index(option["theirs"])] = option["mine"]
            ctx.log(f"{G}.log.swap", p, victim=state["seats"][option["player"]]["name"])
        elif t == "thief":
            state["todo"].pop(0)
            if option.get("act") == "skip":
                return
            q = option["player"]
            self._remove_cow(state, q, F.key(option["cell"]), to_supply=False)
            pl["cows"][item["cell"]] = pl["cows"].get(item["cell"], 0) + 1
            ctx.log(f"{G}.log.steal", p, victim=state["seats"][q]["name"])
        elif t == "bonus":
            state["todo"].pop(0)
            tile = option["tile"]
            state["bonus_left"].remove(tile)
            pl["bonus"] = tile
            if option.get("act") == "discard_bonus":
                ctx.log(f"{G}.log.bonus_discarded", p)
                return
            k = F.key(option["cell"])
            state["plots"][tile] = option["face"]
            pl["farm"][k] = tile
            ctx.log(f"{G}.log.bonus", p, terrain=f"@{G}.terrain.{self.designs[option['face']]['terrain']}")
            self._resolve_symbols(ctx, state, p, [k])

    def _remove_cow(self, state: dict, p: int, k: str, to_supply: bool = True) -> None:
        cows = state["players"][p]["cows"]
        cows[k] -= 1
        if cows[k] == 0:
            del cows[k]
        if to_supply:
            state["cows_supply"] += 1

    # --- automatic steps --------------------------------------------------------------
    def _advance(self, ctx: Ctx, state: dict) -> None:
        """Carry out everything that needs no decision, until one does (or the game ends)."""
        for _ in range(10_000):
            if state["over"]:
                return
            if state["phase"] == "draft" and not state["draft"]:
                self._start_round(ctx, state, first=True)
                continue
            if state["todo"] and state["todo"][0]["t"] == "bonus_check":
                state["todo"].pop(0)
                p = state["turn"]["player"]
                pl = state["players"][p]
                if state["bonus_left"] and pl["bonus"] is None and any(
                        F.cell(k)[0] == state["rows"] - 1 for k in pl["farm"]):
                    state["todo"].insert(0, {"t": "bonus"})
                continue
            choice = self._choice(state)
            if not choice.options:
                if state["todo"]:
                    item = state["todo"].pop(0)
                    if item["t"] == "hire":
                        ctx.log(f"{G}.log.saloon_empty", choice.player)
                    continue
                if state["phase"] == "expand":  # final round, nothing fits: discard the rest
                    pl = state["players"][choice.player]
                    if pl["storage"]:
                        self._discard(ctx, state, choice.player, list(pl["storage"]))
                    self._stop_expanding(ctx, state)
                    continue
                raise RuntimeError(f"no options in phase {state['phase']}")
            if len(choice.options) == 1:
                self._apply(ctx, state, choice.options[0])
                continue
            return
        raise RuntimeError("automatic steps did not settle")

    def _stop_expanding(self, ctx: Ctx, state: dict) -> None:
        if state["final"]:
            self._end_turn(ctx, state)
        else:
            state["phase"] = "pick"

    def _start_round(self, ctx: Ctx, state: dict, first: bool = False) -> None:
        if first:
            state["line"]["next"] = self._draw_column(ctx, state)
            ctx.log(f"{G}.log.round", n=state["round"])
        cur = state["line"]["current"]
        state["order"] = [s["rancher"] for s in cur if s["rancher"] is not None]
        self._start_turn(ctx, state)

    def _start_turn(self, ctx: Ctx, state: dict) -> None:
        r = state["order"].pop(0)
        p = state["ranchers"][r]
        state["turn"] = {"rancher": r, "player": p}
        slot = next(s for s in state["line"]["current"] if s["rancher"] == r)
        plot = slot["plot"]
        slot["plot"] = None
        slot["rancher"] = None
        state["players"][p]["storage"].append(plot)
        state["phase"] = "expand"
        ctx.log(f"{G}.log.take", p, terrain=f"@{G}.terrain.{self.terrain_of(plot)}")

    def _end_turn(self, ctx: Ctx, state: dict) -> None:
        ctx.end_turn()
        state["card"] = None
        if state["order"]:
            self._start_turn(ctx, state)
            return
        self._end_round(ctx, state)

    def _end_round(self, ctx: Ctx, state: dict) -> None:
        for s in state["line"]["current"]:
            if s["plot"] is not None:
                state["removed"].append(s["plot"])
                s["plot"] = None
        if state["final"]:
            self._end_game(ctx, state)
            return
        state["line"]["current"] = state["line"]["next"]
        self._refill_saloon(state)
        state["round"] += 1
        if state["bag"]:
            state["line"]["next"] = self._draw_column(ctx, state)
            ctx.log(f"{G}.log.round", n=state["round"])
        else:
            state["line"]["next"] = None
            state["final"] = True
            ctx.log(f"{G}.log.final_round", n=state["round"])
        self._start_round(ctx, state)

    def _end_game(self, ctx: Ctx, state: dict) -> None:
        """Space allocation: at most one cow per plot; the rest go back to the box."""
        for p, pl in enumerate(state["players"]):
            extra = 0
            for k in list(pl["cows"]):
                if pl["cows"][k] > 1:
                    extra += pl["cows"][k] - 1
                    pl["cows"][k] = 1
            state["cows_supply"] += extra
            if extra:
                ctx.log(f"{G}.log.allocation", p, n=extra)
        state["over"] = True
        state["phase"] = "over"
        state["turn"] = {"rancher": None, "player": None}
        sheet = self.score(state)
        ctx.log(f"{G}.log.game_over", winners=[state["seats"][w]["name"] for w in sheet.winners])

    # --- results, explanations, descriptions -----------------------------------------------
    def score(self, state: dict):
        return scoring.score(self, state)

    def recon_label(self, file: str, item: str) -> dict | None:
        if file == "plots" and item in self.designs:
            return self.describe("plot", item)[0]
        if file == "plots" and item in self.bonus_tiles:
            return msg(f"{G}.tip.bonus")
        if file == "partners" and item in self.experts:
            return msg(f"{G}.partner.{item}")
        if file == "boards":
            return msg(f"{G}.board.{item}")
        return None

    def summary(self, state: dict) -> str:
        sheet = self.score(state)
        parts = [f"r{state['round']}{'F' if state['final'] else ''} {state['phase']}"]
        for p, pl in enumerate(state["players"]):
            parts.append(f"P{p}:farm{len(pl['farm'])} st{len(pl['storage'])} cows{sum(pl['cows'].values())}"
                         f" prt{len(pl['partners'])} pts{sheet.totals[p]}")
        parts.append(f"bag{len(state['bag'])} supply{state['cows_supply']}")
        return " ".join(parts)


RULES = MoonRiver
