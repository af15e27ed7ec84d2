"""Urubamba Valley (印加聖谷) rules: the module the engine talks to.

Every number comes from data/urubamba_valley/*.yaml; rule decisions are in
data/urubamba_valley/NOTES.md. The turn runs on the engine's task stack (tasks.py); its
decisions are the menus of actions.yaml (menus.py), whose entries are node types (actions.py,
purchase.py; planting: planting.py); the talents' abilities are node types too (nodes.py,
workers.py, free_acts.py) that the rules ask at the moments they may act (talents.py).
Coins are hidden behind screens: observe.py; the score preview shows only public parts.
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.free_menu import FreeMenu
from boardgames.engine.held import Held, turn_marks
from boardgames.engine.memo import Worked
from boardgames.engine.rules import Ctx
from boardgames.engine.tasks import TaskRules

from . import free_acts, menus, planting, purchase, stall
from . import talents as T
from .nodes import HOOKS, NODES
from .tasks import TASKS
from .terrace import SEED, Layout
from .workers import Worker, worker_node

G = "urubamba_valley"


class UrubambaValley(FreeMenu, TaskRules):
    id = G
    TASKS = TASKS
    node_kinds = (NODES,)          # the schema's `$defs/node`: abilities and menu entries

    def __init__(self, spec):
        super().__init__(spec)
        d = self.data
        self.crops: list[str] = [c["id"] for c in d["crops"]["crops"]]
        self.seed_kinds = set(self.crops) | {"vine"}
        self.layout = Layout(d["terrace"])
        self.quiet_rounds: int = d["terrace"]["quiet_rounds"]      # stall.idle_round
        self.barren_rounds: int = d["terrace"]["barren_rounds"]    # stall.barren_round
        self.harvest: list[int] = list(d["harvest"]["coins"])
        self.markets = d["markets"]
        self.talents = {t["id"]: t for t in d["talents"]["talents"]}
        copies = d["talents"]["copies"]["count"]
        self.tiles = [f"{t}.{i + 1}" for t in self.talents for i in range(copies)]
        self._tile_talent = {tile: self.talents[T.design(tile)] for tile in self.tiles}
        #: the abilities of the talents a player holds, by the hooks the rules ask (talents.py)
        self.held = Held(NODES, lambda tile: self.talent(tile)["abilities"], HOOKS)
        #: a points bonus (`Ability.order`) -> its place among a planting's (talents.yaml `planting_order`)
        self.plant_order: dict[str, int] = {k: i for i, k in enumerate(d["talents"]["planting_order"])}
        #: the decisions' menus (actions.yaml, engine/menu.py `Menus`)
        self.menus = menus.build(d["actions"])
        #: the free acts (Llama Breeder, Seed Dealer) as a menu whose options name their act `free`
        self.free_acts = free_acts.menu(self)
        #: the once-a-turn abilities' marks, each unset when a turn starts (nodes.Ability.turn_mark)
        self.turn_marks = turn_marks(NODES)
        workers = [n for t in d["talents"]["talents"] for n in t["abilities"] if n["type"] == Worker.type]
        #: a terrace worker's role (as on its cell) -> its `worker` ability (planting.py)
        self.worker_role = {n["role"]: n for n in workers if not Worker.on_track(n)}
        #: tile -> whether hiring it might open a way forward on a stalled terrace (stall.py)
        self.might_help = Worked(lambda tile: any(NODES.types[n["type"]].might_help(n)
                                                  for n in self.talent(tile)["abilities"]))
        #: tile -> its `worker` ability, or None (workers.py)
        self.worker_kind = Worked(lambda tile: worker_node(self, tile))
        #: the printed seed prices by slot, then the vine's (what `talents.market_terms` adjusts)
        self.seed_base: list[int] = [*self.markets["seed_prices"], self.markets["vine_price"]]
        self.vine_points: int = d["crops"]["vine"]["points"]
        top = self.markets["top_extra"]         # `purchase.talent_price`: the top slots cost more
        self.top_from: int = self.markets["talent_slots"] - top["slots"]
        self.top_coins: int = top["coins"]

    # --- data helpers ---------------------------------------------------------------------------
    def talent(self, tile: str) -> dict:
        return self._tile_talent.get(tile) or self.talents[T.design(tile)]

    def talent_label(self, tile: str) -> str:
        return f"@{G}.talent.{T.design(tile)}"

    # --- set-up and flow ----------------------------------------------------------------------------
    def next_work(self, ctx: Ctx, state: dict) -> None:
        raise RuntimeError("the turns ran out without the final harvest")

    def check_end(self, ctx: Ctx, state: dict, p: int) -> None:
        """The moment every terrace cell is occupied, the game ends (p set it off)."""
        if state["ended_by"] is None and all(self.layout.occupied(sp) for sp in state["cells"].values()):
            state["ended_by"] = p
            ctx.log(f"{G}.log.terrace_full", p)

    def stalled(self, state: dict) -> bool:
        """Nobody can ever occupy another cell (stall.py; NOTES.md, "A stalled terrace")."""
        return stall.stalled(self, state)

    # --- free acts (Llama Breeder, Seed Dealer) at the decisions of one's own turn: `free_acts` ---
    def free_open(self, state: dict, player: int) -> bool:
        # asked at every decision of a turn: mostly the player holds no free act
        return (state["turn"]["p"] == player and state["ended_by"] is None
                and self.held.has(state, player, "free"))

    def free_meant(self, state: dict, player: int, gesture) -> dict | None:
        return super().free_meant(state, player, gesture) if player == state["turn"]["p"] else None

    # --- what a board view shows before a move is made -------------------------------------------
    def plant_preview(self, state: dict, player: int, option: dict) -> dict:
        """What a legal planting option (a Plant action's, or a Saboteur's vine as `{"seed":
        "vine", **option["plant"]}`) would bring player: planting.preview."""
        return planting.preview(self, state, player, option)

    def prices(self, state: dict, player: int | None) -> dict:
        """What `player` would pay at the markets now, their talents counted (None: the printed
        prices): seeds by slot, a vine, their next technology (None: slots full), talents by slot."""
        base = player is None
        *seeds, vine = self.seed_base if base else T.market_terms(self, state, player)[1]     # by slot, then a vine
        tech = None if base else purchase.tech_price(self, state, player)
        talents = [purchase.talent_price(self, t, i) if t else None for i, t in enumerate(state["talent_market"])]
        return {"seeds": seeds, "vine": vine, "tech": tech, "talents": talents}

    # --- results and descriptions -------------------------------------------------------------------
    def final_round(self, state: dict) -> bool:
        return state.get("ended_by") is not None

    def progress_label(self, state: dict) -> dict:
        filled = sum(1 for sp in state["cells"].values() if self.layout.occupied(sp))
        return msg(f"{G}.status", n=filled, total=len(self.layout.keys))

    def summary(self, state: dict) -> str:
        cells = state["cells"]
        planted = sum(1 for sp in cells.values() if sp[SEED])
        parts = ["over" if state["over"] else f"P{state['turn']['p']}",
                 f"planted{planted} sealed{state['sealed']} bag{len(state['bag'])} disc{len(state['discard'])}"
                 f" market{''.join((c or '-')[0] for c in state['market'])} vines{state['vines']}"]
        for p, pl in enumerate(state["players"]):
            parts.append(f"P{p}:${pl['coins']} t{pl['track']} w{len(pl['warehouse'])} tech{len(pl['tech'])}"
                         f" tal{len(pl['talents'])}")
        return " ".join(parts)


RULES = UrubambaValley
