"""Caverna: The Cave Farmers, 1 to 7 players: the rules module the engine talks to.

State layout and every decision with its exact options: docs/caverna_choices.md. Rule
decisions: data/caverna/NOTES.md. Everything numeric comes from the data files.

The game runs on the engine's task stack (engine/tasks.py); its task kinds, from the rounds
and the turn order down to a flow's leaves, feeding and breeding, are in `tasks.py`.
Conversions are free actions offered with every decision of that player (conversions.py).
"""
from __future__ import annotations

from functools import cached_property

from boardgames.engine.bonuses import Bonuses, discounted
from boardgames.engine.choice import msg
from boardgames.engine.flow import leaves
from boardgames.engine.free_menu import FreeMenu
from boardgames.engine.memo import Worked, content_key, kept
from boardgames.engine.menu import Menu
from boardgames.engine.option_words import OptionWords
from boardgames.engine.rules import Ctx
from boardgames.engine.tasks import TaskRules, push

from . import actions, conversions, countables, harvest, pens
from . import animals as A
from . import board as B
from .furnishings import EFFECTS
from .goods import Supplies
from .nodes import NODES
from . import reach
from .tasks import STRUCTURE, TASKS
from .text import TEXT

G = "caverna"


class Caverna(FreeMenu, TaskRules):
    id = G
    TASKS = TASKS
    #: flow nodes, furnishing effects, free acts: their fields make `node`, `effect` and
    #: `free_act` of the schema
    node_kinds = (NODES, EFFECTS, conversions.FREE)

    def __init__(self, spec):
        super().__init__(spec)
        d = self.data
        self.cfg = d["setup"]
        self.home = d["home_board"]
        #: where a player's goods lie, for the engine's goods mechanics (gain, pay, convert)
        self.holdings = Supplies(self.home)
        self.text = TEXT
        self.spaces = {s["id"]: s for s in d["actions"]["spaces"]}
        self.loot = {i["id"]: i for i in d["expeditions"]["loot"]}
        self.tiles = {t["id"]: t for t in d["furnishings"]["tiles"]}
        self.tiles["entry_dwelling"] = {"id": "entry_dwelling", **self.home["entry_dwelling"]}   # pre-printed
        self.place = B.Placement(self.home)
        self.dwellings = {tid for tid, t in self.tiles.items() if t["group"] == "dwelling"}
        #: the furnishings a tile may be built over (Trader, Spare part storage)
        self.overbuilds = {tid: {x for e in t["effects"] if e["type"] == "overbuild" for x in e["tiles"]}
                           for tid, t in self.tiles.items() if any(e["type"] == "overbuild" for e in t["effects"])}
        #: each tile's effects with their kinds (furnishings.py), and those that score
        self._kinds = {tid: tuple((EFFECTS.types[e["type"]], e) for e in t["effects"]) for tid, t in self.tiles.items()}
        self.scorers = {tid: tuple(ke for ke in kinds if ke[0].scores) for tid, kinds in self._kinds.items()}
        #: what the tiles take off the prices of activities (their `discount` effects)
        self.bonuses = Bonuses(EFFECTS, {tid: t["effects"] for tid, t in self.tiles.items()})
        self.imitable_spaces = frozenset(sid for sid in self.spaces if self.imitable(sid))
        self.cards = {c["id"]: c for c in self.cfg["round_cards"]}
        #: the round card each face belongs to
        self.card_of_face = {face: c["id"] for c in self.cfg["round_cards"] for face in c["faces"]}
        self.features = {c["id"]: c.get("feature") for c in self.home["cells"]}
        self.sow_amount = dict(self.cfg["sowing"])
        self.conversions = conversions.table(self)
        self.offers = conversions.Offers(self)
        self.free_acts = Menu(conversions.FREE, self.home["free_acts"])
        self.reach = reach.plans(self)
        #: does what a space offers depend on the dwarf (forge, expedition, imitation)?
        self.sensitive = {sid: any("dwarf" in NODES.types[n["type"]].reads_env for n in leaves(s["flow"]))
                          for sid, s in self.spaces.items()}
        #: by the furnishings owned (their tile ids in order): each effect type -> (tile, effect)
        #: of them all, a trigger also under ("trigger", its event); the dwarfs they house
        self._fx = Worked(self._effect_index, size=50000)
        self._housed = Worked(self._dwarfs_housed, size=50000)
        #: the goods as a message, by their (good, n) pairs
        self._texts = Worked(lambda *pairs: TEXT.goods({g: n for g, n in pairs if n}), size=50000)
        self._homes: dict = {}        # animal housing by the parts of a home it reads (`housing`)
        #: answers that depend on little, kept by a key of exactly what they read
        self.memo: dict = {}

    # --- data helpers -------------------------------------------------------------------------
    def flow(self, space: str) -> dict:
        return self.spaces[space]["flow"]

    def imitable(self, space: str) -> bool:
        s = self.spaces[space]
        return s.get("imitable", True) and s["flow"]["type"] != "imitate"

    def tile(self, tid: str) -> dict:
        return self.tiles[tid]

    def tile_effects(self, tid: str) -> list[dict]:
        return self.tiles[tid]["effects"]

    def tile_kinds(self, tid: str) -> tuple:
        """(effect kind, effect) for each effect of the tile, in order."""
        return self._kinds[tid]

    def tile_has(self, tid: str, etype: str, count: str | None = None) -> bool:
        return any(e["type"] == etype and (count is None or e.get("count") == count) for e in self.tile_effects(tid))

    def feature(self, cell: str) -> str:
        return self.features.get(cell) or "entrance"

    def active_furnishings(self, pl: dict) -> list[str]:
        return list(pl["furn"].values())

    def effects(self, pl: dict, etype) -> tuple:
        """(tile, effect) for every active furnishing effect of this type (or of the trigger
        ("trigger", event)), in the order of the tiles."""
        return self._fx[tuple(pl["furn"].values())].get(etype, ())

    def _effect_index(self, *tiles: str) -> dict:
        index: dict = {}
        for tid in tiles:
            for e in self.tiles[tid]["effects"]:
                index.setdefault(e["type"], []).append((tid, e))
                if e["type"] == "trigger":
                    index.setdefault(("trigger", e["event"]), []).append((tid, e))
        return {etype: tuple(found) for etype, found in index.items()}

    def remember(self, key, value):
        """Keep `value` in `memo` under `key` (the memo is emptied when it grows large)."""
        if len(self.memo) > 50000:
            self.memo.clear()
        self.memo[key] = value
        return value

    def clear_caches(self) -> None:
        """Forget every cached answer: what follows is computed afresh (tests compare both)."""
        self.memo.clear()
        self._fx.clear()
        self._housed.clear()
        self._texts.clear()
        self._homes.clear()
        self.place.clear()
        self.reach.clear()
        self.offers.clear()
        A.clear_caches()

    def has_effect(self, pl: dict, etype: str) -> bool:
        return etype in self._fx[tuple(pl["furn"].values())]

    def goods_text(self, goods: dict):
        """The goods as a message, built once per distinct amount. The same message goes into
        every log entry that names these goods: the log only grows, nothing changes an entry
        (copying each message cost more than all the rest of logging)."""
        return self._texts[tuple(goods.items())]

    # --- dwarfs and room ---------------------------------------------------------------------
    def dwarf_limit(self, pl: dict) -> int:
        return self.dwarfs_housed(pl)[0]

    def room(self, pl: dict) -> int:
        """How many dwarfs the dwellings can house. A room only for the 6th dwarf (Additional
        dwelling) counts only once the other dwellings house 5."""
        return self.dwarfs_housed(pl)[1]

    def dwarfs_housed(self, pl: dict) -> tuple[int, int]:
        """(most dwarfs allowed, dwarfs the dwellings house): both read the furnishings alone,
        so they are worked out once per set of tiles."""
        return self._housed[tuple(pl["furn"].values())]

    def _dwarfs_housed(self, *tiles: str) -> tuple[int, int]:
        top = limit = self.cfg["dwarfs"]["max"]
        base = extra = 0
        for _, e in self._fx[tiles].get("house_dwarfs", ()):
            if e.get("raises_limit_to"):
                limit = max(limit, e["raises_limit_to"])
            if e.get("only_dwarf"):
                extra += e["count"]
            else:
                base += e["count"]
        base = min(top, base)
        return limit, base + (extra if base >= top else 0)

    def additional_available(self, state: dict, p: int) -> bool:
        pl = state["players"][p]
        return any(self.tile_has(t, "house_dwarfs") and any(e.get("only_dwarf") for e in self.tile_effects(t))
                   for t in state["supply"]) and bool(self.place.furnish_cells(pl))

    def forge_discount(self, pl: dict) -> int:
        return self.bonuses.total(pl["furn"].values(), "forge", "ore")

    def forge_cost(self, pl: dict, strength: int) -> int:
        return discounted(strength, self.forge_discount(pl))

    def discounted(self, pl: dict, activity: str, cost: dict) -> dict:
        """`cost` less the furnishings' discounts on `activity` (engine/bonuses.py)."""
        owned, total = pl["furn"].values(), self.bonuses.total
        out = {g: discounted(n, total(owned, activity, g)) for g, n in cost.items()}
        return {g: n for g, n in out.items() if n > 0}

    # --- animals -----------------------------------------------------------------------------------
    def housing(self, state: dict, p: int) -> tuple:
        """`animals.units` of p, remembered by what it reads of p's home (the kernel asks
        whether the animals still fit after every step that might change it, and a search
        takes thousands of steps on a handful of homes)."""
        pl = state["players"][p]
        home = (pl["tiles"], pl["stables"], pl["large"], pl["furn"], pl["crops"], len(pl["dwarfs"]))
        return kept(self._homes, content_key(home), lambda: A.units(self, state, p))

    def fits(self, state: dict, p: int) -> bool:
        pl = state["players"][p]
        counts = A.counts_of(pl)
        if not any(counts):
            return True                   # no farm animal: nothing to house (dogs need no room)
        return A.fits(self.housing(state, p), counts, pl["animals"]["dog"])

    def animals_on_board(self, state: dict, p: int, prefer: dict | None = None) -> dict:
        """{cell: {type: n}} of p's animals (None: not housed) for the view: the player's own
        arrangement `prefer` brought up to date when it still houses as many as the board
        can, else one best arrangement."""
        return pens.adapt(self, state, p, prefer) or A.on_board(self, state, p)

    def pen_move(self, state: dict, p: int, layout: dict, kind: str, src, dst):
        """Move the `kind` animals on cell `src` to cell `dst` (None: out of the pens):
        (new layout, None) or (None, why not). See pens.move."""
        return pens.move(self, state, p, layout, kind, src, dst)

    def pen_releases(self, state: dict, p: int, layout: dict):
        """The release options the animals left out of `layout` stand for, or why they
        cannot all go: (options, None) or ([], why)."""
        return pens.releases(self, state, p, layout)

    def eat_option(self, state: dict, p: int, kind: str) -> dict | None:
        """The conversion that turns one animal of `kind` into food, if p may make it now."""
        cid = conversions.food_id({kind: 1})
        return next((o for o in self.free_options(state, p) if o.get("id") == cid), None)

    def newborns(self, log: list[dict], p: int) -> dict:
        """{type: n} born to p since the round began, read from the log (for the view)."""
        born: dict = {}
        per = self.cfg["breeding"]["newborns_per_type"]
        for e in reversed(log):
            if e["key"] == f"{G}.log.round":
                break
            if e["key"] == f"{G}.log.breed" and e.get("p") == p:
                for ref in e["args"]["animals"]:
                    kind = ref.split(".")[2]
                    born[kind] = born.get(kind, 0) + per
        return born

    def food_need(self, state: dict, p: int) -> int:
        """The food p's family eats at a full harvest now (furnishing discounts counted)."""
        feed = self.data["setup"]["feeding"]
        return harvest.need(self, state, p, {"per": feed["food_per_dwarf"], "new": feed["food_per_newborn"]})

    def arrangement(self, state: dict, p: int) -> dict:
        """One legal arrangement of p's animals (for the view); see animals.arrangement."""
        pl = state["players"][p]
        return A.arrangement(self.housing(state, p), A.counts_of(pl), pl["animals"]["dog"])

    # --- flows ----------------------------------------------------------------------------------------
    def probe(self, state, p, env: dict | None = None):
        """reach.probe, for the node types (which reach.py imports)."""
        return reach.probe(self, state, p, env)

    def flow_task(self, p, space, dwarf, src=None) -> dict:
        """actions.flow_task, for the node types (which actions.py imports by way of reach.py)."""
        return actions.flow_task(p, space, dwarf, src)

    def countable(self, state, p, what: str) -> int:
        """A count of the engine's mechanics naming one of Caverna's countables (countables.py)."""
        return countables.count(self, state, p, what)

    def either_as_and_or(self, state, p) -> bool:
        """The Guest room turns every "either ... or" into "and/or" for its owner."""
        return self.has_effect(state["players"][p], "either_as_and_or")

    # --- set-up and the flow of the game -----------------------------------------------------------
    def next_work(self, ctx: Ctx, state: dict) -> None:
        if state["phase"] == "setup":
            push(state, TASKS["rounds"].start())
            return
        state["phase"] = "over"
        self.game_over(ctx, state)

    def before_settle(self, ctx: Ctx, state: dict) -> None:
        """Animals that may no longer fit (after a gain, a lost pasture...) must be dealt with first."""
        while state["check"]:
            p = state["check"].pop(0)
            if not self.fits(state, p) and not any(t["t"] == "overflow" and t["p"] == p for t in state["tasks"]):
                state["tasks"].append({"t": "overflow", "p": p})

    # --- free actions: the conversions' menu `free_acts` (engine/free_menu.py) ----------------------
    def is_free(self, option: dict) -> bool:
        return option.get("act") in self.free_acts.by_act       # the decisions' options have acts too

    def has_free(self, state: dict, player: int) -> bool:
        """Most often told by the goods alone (conversions.Offers)."""
        ids, gold, _ = self.offers.fixed(state["players"][player])
        return bool(ids or gold) or bool(self.free_options(state, player))

    def free_gestures(self, state: dict, player: int, options: list[dict]) -> list:
        """The conversions' drags, of the player's goods (conversions.gestures)."""
        return conversions.gestures(self, state, player, options)

    # --- results, explanations, descriptions -----------------------------------------------------------------
    @cached_property
    def option_words(self) -> OptionWords:
        """Options in words, for their buttons (help.yaml `options`, engine/option_words.py)."""
        return OptionWords(self, self.data["help"]["options"])

    def progress_label(self, state: dict) -> dict:
        if state.get("phase") == "final":
            return msg(f"{G}.status.final")  # the trades before scoring, after round 12
        return super().progress_label(state)

    def summary(self, state: dict) -> str:
        sheet = self.score(state)
        work = sum(1 for t in state["tasks"] if t["t"] not in STRUCTURE)   # pending work, not the turn order
        parts = [f"r{state['round']} {state['phase']} t{work}"]
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
