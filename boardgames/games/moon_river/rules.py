"""Moon River rules: the draft line, the farm, symbols, partners, rounds, end.

The state layout and the choices offered are documented in docs/moon_river_choices.md;
rule decisions in data/moon_river/NOTES.md. Every number comes from data/moon_river/*.yaml.

The game runs on the engine's task stack (engine/tasks.py): its task kinds, from the
rounds and the turn order down to a partner's decision, are in `tasks.py`; what they do on
the table is in `actions.py`. The actions of the turn's expansion and of the card just formed
are menus written in turn.yaml (engine/menutask.py), their entries node kinds of
`expansion.py`; the partners' effects are node kinds read from partners.yaml (`nodes.py`).
Decisions with a single legal option (the last rancher's slot, a drought that can only hit
one plot) are carried out at once. The data's cross-checks are checks.yaml and
validation.py; the set-up is setup.yaml's steps (engine/setup_steps.py, hooks in game_setup.py).
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.menu import Menu
from boardgames.engine.rules import Ctx
from boardgames.engine.tasks import TaskRules

from . import actions as A
from . import describe, expansion, scoring  # noqa: F401  (expansion: the menus' node kinds)
from .nodes import NODES
from .scoring import RESOURCES
from .tasks import TASKS

G = "moon_river"
#: the phase a decision belongs to, as the digest names it (any other decision: "expand")
PHASE_OF = {"draft": "draft", "place": "place", "pick": "pick"}


class MoonRiver(TaskRules):
    id = G
    TASKS = TASKS
    node_kinds = (NODES,)

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
        #: every plot and partner token in the box, with what it shows
        self.plot_design = {f"{d['id']}.{k + 1}": d["id"] for d in plots["designs"] for k in range(d["count"])}
        self.token_kind = {f"{e['id']}.{k + 1}": e["id"] for e in self.data["partners"]["experts"]
                           for k in range(e["count"])}
        self._terrain = {plot: self.designs[d]["terrain"] for plot, d in self.plot_design.items()}
        self.pad = scoring.pad(self.data)
        #: the resources printed on each design, (resource, number) for those it shows
        self.resources = {i: [(r, d[r]) for r in RESOURCES if d.get(r)] for i, d in self.designs.items()}
        #: the turn's decisions among actions (turn.yaml); an act none of them names is refused
        #: as the expansion always refused it
        unknown = {"expand": A.why("not_in_storage"), "place": msg("engine.illegal")}
        self.menus = {name: Menu(NODES, entries, unknown[name]) for name, entries in self.data["turn"].items()}

    # --- data helpers ----------------------------------------------------------
    def design(self, design_id: str) -> dict:
        return self.designs[design_id]

    def design_of_plot(self, state: dict, plot: str) -> dict:
        return self.designs[state["plots"][plot]]

    def terrain_of(self, plot: str) -> str:
        """The terrain printed on a plot of the box (bonus tiles: see `terrain_fn`)."""
        return self._terrain[plot]

    def terrain_fn(self, state: dict):
        plots = state["plots"]
        designs = self.designs
        return lambda plot: designs[plots[plot]]["terrain"]

    def scenario(self, scenario_id):
        return self.scenarios.get(scenario_id)

    def face_effect(self, state: dict, token: str, side: str) -> dict:
        """The effect node of a partner token's face (partners.yaml)."""
        return self.cowboy["effect"] if side == "cowboy" else self.experts[state["tokens"][token]]["effect"]

    def is_bandit(self, state: dict, placed: dict) -> bool:
        """Desperados and Cattle Thieves count as bandits, on their expert face only."""
        if placed["side"] != "expert":
            return False
        return bool(self.experts[state["tokens"][placed["token"]]].get("bandit"))

    def option_choices(self, mode: str) -> dict[str, list[str]]:
        if mode == "legends":
            return {"scenario": ["random", *self.scenarios]}
        return {}

    # --- rule helpers shared with the view and the tests -----------------------------------
    def protected(self, state: dict, p: int, k: str) -> bool:
        return A.protected(self, state, p, k)

    def phase(self, state: dict) -> str:
        """draft, expand, place, pick or over: where the game stands, for digests and views."""
        if state["over"]:
            return "over"
        top = state["tasks"][-1] if state["tasks"] else None
        return PHASE_OF.get(top["t"], "expand") if top else "expand"

    # --- set-up and the end --------------------------------------------------------------------------
    def next_work(self, ctx: Ctx, state: dict) -> None:
        """The rounds are over: space allocation and scoring."""
        A.end_game(self, ctx, state)

    # --- results, descriptions -----------------------------------------------
    def summary(self, state: dict) -> str:
        sheet = self.score(state)
        parts = [f"r{state['round']}{'F' if state['final'] else ''} {self.phase(state)}"]
        for p, pl in enumerate(state["players"]):
            parts.append(f"P{p}:farm{len(pl['farm'])} st{len(pl['storage'])} cows{sum(pl['cows'].values())}"
                         f" prt{len(pl['partners'])} pts{sheet.totals[p]}")
        parts.append(f"bag{len(state['bag'])} supply{state['cows_supply']}")
        return " ".join(parts)


RULES = MoonRiver
