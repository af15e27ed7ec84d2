"""`DataRules`: a whole game run from its data by the engine's mechanics.

Set-up deals from the data (setup.yaml), in the engine's set-up steps (`STEPS`,
engine/setup_steps.py): the supply is filled, the deck shuffled, each player takes their
starting goods from the supply and their hand from the deck, and the display is laid out.
Then turns go clockwise from the first seat (tasks.py), and when the game ends its score pad
(scoring.py) tells the winner. What each player sees, the bots' dealt worlds and what is
conserved come from the game's zones.yaml (engine/zones.py); the checks of the data
are in validation.py, the task-stack invariants in invariants.py: the engine finds these beside
the rules, as it finds a game's own (`Rules._part`). The rules help is the game's help.yaml
(engine/help_data.py), which calls the few words help.py holds for any data-only game.
"""
from __future__ import annotations

from ..menu import Menu
from .. import setup_steps
from ..mechanics import counts, registry
from ..mechanics.box import Box
from ..rules import Ctx
from ..tasks import TaskRules
from . import validation, words
from .tasks import TASKS


#: the set-up of a data-only game, in set-up steps (engine/setup_steps.py): the supply filled,
#: the deck shuffled, each player's starting goods (`start.goods` of the setup file) from the
#: supply and hand (`start.hand`) from the deck, the display laid out, the first seat's turn
STEPS = [
    {"set": {"n": "$n", "round": 1, "first": 0, "turn": 0, "final": False, "over": False, "idle": 0,
             "supply": "$rules.supply_total"}},
    {"pile": "deck", "of": "$rules.box.cards", "shuffled": True},
    {"set": {"display": [], "discard": []}},
    {"players": {"res": {"keyed": "$rules.resources", "do": 0}, "hand": [], "played": [], "points": 0}},
    {"give": "$cfg.start.goods", "if": "$cfg.start.goods"},
    {"draw": "hand", "each_player": True, "from": "deck", "n": "$cfg.start.hand", "ranked": "$rules.box.rank",
     "if": "$cfg.start.hand"},
    {"draw": "display", "from": "deck", "n": "$rules.display_size"},
    {"set": {"tasks": [{"call": "rules.TASKS.turns.start", "args": ["$state.first"]}]}},
    {"log": "mech.log.setup", "args": {"n": "$n"}},
]


class DataRules(TaskRules):
    TASKS = TASKS

    def __init__(self, spec):
        super().__init__(spec)
        self.id = spec.id
        self.nodes = registry(spec.id)
        self.text = self.nodes.text
        #: what is wrong with the files' shape (validation.py); nothing more is read from them
        self.broken = validation.shape(spec)
        if self.broken:
            return
        parts = self.data["components"]
        self.resources = [r["id"] for r in parts["resources"]]
        self.supply_total = {r["id"]: r["supply"] for r in parts["resources"]}
        self.tags = list(parts.get("tags", []))
        self.box = Box(parts["cards"])
        self.start = self.data["setup"]["start"]
        self.display_size = self.data["setup"].get("display", 0)
        self.menu = Menu(self.nodes, self.data["turn"]["actions"])
        self.end = self.data["turn"]["end"]
        self.rows = self.data["scoring"]["rows"]
        self.tiebreak_rows = self.data["scoring"].get("tiebreaks", [])

    def refs(self) -> dict:
        """What the node kinds check names against (base.Mechanic.validate)."""
        return {"resources": self.resources, "tags": self.tags, "nodes": self.nodes}

    # --- set-up and what comes next -----------------------------------------------------------
    def setup(self, ctx: Ctx, state: dict) -> None:
        setup_steps.run(self, ctx, state, STEPS)
        ctx.next = self.settle(ctx, state)

    def look_for_end(self, ctx: Ctx, state: dict) -> None:
        """After a turn: once a trigger of turn.yaml holds, this is the last round."""
        if state["final"]:
            return
        for test in self.end.get("when", []):
            if counts.holds_for_anyone(self, state, test):
                state["final"] = True
                ctx.log("mech.log.end_set_off", why=counts.describe_test(test, self.text, "anyone"))
                return

    def next_work(self, ctx: Ctx, state: dict) -> None:
        """The turns are over: the game ends and its score pad is read out."""
        state["over"] = True
        sheet = self.score(state)
        ctx.log("mech.log.game_over", totals=sheet.totals, winners=sheet.winners)

    # --- what the game shows ---------------------------------------------------------------------
    def final_round(self, state: dict) -> bool:
        return bool(state.get("final")) or state.get("round") == self.end["rounds"]

    def option_text(self, state: dict, option: dict) -> dict | None:
        """An option in words, for a view that lists the options (ui/generic_view.py)."""
        return words.option(self, state, option)

    def table_lines(self, observation: dict, viewer: int | None) -> list:
        """What lies on the table, as lines of words, for one viewer's observation."""
        return words.table(self, observation, viewer)


RULES = DataRules
