"""Via Nebula rules: the module the engine talks to.

The state layout and the choices offered are documented in docs/via_nebula_choices.md.
Every number comes from data/via_nebula/*.yaml; rule decisions are in data/via_nebula/NOTES.md.

The game runs on the engine's task stack (engine/tasks.py): the turn order, the turn's
decision, the display refill (a chance step), contract powers and the end of the game are
the task types of `tasks.py`; the actions of a turn are the menu `turn` of actions.yaml,
whose entries and the contract powers are nodes of the types of `actions.py` and `nodes.py`.
What the legality of an action depends on is read off the board once per decision
(`sight.py`). A player who has no legal action left ends the turn automatically (logged), so
the players only ever see real choices.
"""
from __future__ import annotations

from collections import Counter

from boardgames.engine.choice import msg
from boardgames.engine.menu import ACT, Menu, MenuEntry
from boardgames.engine.rules import Ctx
from boardgames.engine.tasks import TaskRules, push

from . import actions  # noqa: F401  (the node types of the board actions)
from . import board as B
from .nodes import NODES
from .sight import BoardIndex, Scan, Sight
from .tasks import FINAL, TASKS

G = "via_nebula"


class ViaNebula(TaskRules):
    id = G
    TASKS = TASKS
    node_kinds = (NODES,)

    def __init__(self, spec):
        super().__init__(spec)
        d = self.data
        self.cfg = d["setup"]
        self.rtypes: list[str] = list(self.cfg["resource_types"])
        self.layouts = {side: B.Layout(v) for side, v in d["boards"]["sides"].items()}
        self.indexes = {side: BoardIndex(lay) for side, lay in self.layouts.items()}
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
        #: each deck's contract ids in sorted order (a search deals the unseen ones thousands of times)
        self.deck_ids = {deck: sorted(cid for cid, c in self.contracts.items() if c["deck"] == deck)
                         for deck in ("neutral", "private")}
        #: (resource, count) pairs each contract needs, for the many checks of a decision
        self.needs = {cid: tuple(c["needs"].items()) for cid, c in self.contracts.items()}
        self.sizes = {cid: len(c["resources"]) for cid, c in self.contracts.items()}
        self.end_card = d["contracts"]["end_card"]
        #: the actions of a turn, and why-keys for the acts of other decisions (actions.yaml)
        self.turn = Menu(NODES, d["actions"]["turn"], unknown=msg("engine.illegal"))
        #: each contract power's decision: the power, then skip (actions.yaml `power`)
        self.power_menus = {cid: self.power_menu(c["power"], d["actions"]["power"])
                            for cid, c in self.contracts.items()
                            if isinstance(NODES.types.get(c.get("power", {}).get("type")), MenuEntry)}
        self.elsewhere = {act: msg(f"{G}.why.{why}") for act, why in d["actions"]["elsewhere"].items()}
        #: `scoring.site_plan` results by what they are worked out from
        self.site_plans: dict[tuple, tuple[int, int, int]] = {}

    @staticmethod
    def power_menu(power: dict, stops: list[dict]) -> Menu:
        """A power's decision: its node as the entry of its type's act, then the stops; an
        option of another act is refused as not this power's."""
        entry = {**power, ACT: NODES.types[power["type"]].act}
        return Menu(NODES, [entry, *stops], unknown=msg(f"{G}.why.power_mismatch", power=f"@{G}.power.{power['type']}"))

    # --- data helpers -------------------------------------------------------------------
    def layout(self, state: dict) -> B.Layout:
        return self.layouts[state["mode"]]

    def contract(self, cid: str) -> dict:
        return self.contracts[cid]

    def token(self, tid: str) -> dict:
        return self.tokens[tid]

    def per_players(self, state: dict) -> dict:
        return self.cfg["by_players"][state["n"]]

    def contract_label(self, cid: str) -> dict:
        c = self.contracts[cid]
        if c.get("name"):
            return msg(f"{G}.contract_name.{c['name']}")
        return msg(f"{G}.contract_title.{c['deck']}", id=cid)

    # --- set-up and the flow of the game -------------------------------------------------------
    def next_work(self, ctx: Ctx, state: dict) -> None:
        """Nothing is pending: the turns go on from the player whose turn it is (at set-up,
        the first player). The end of the game is a task of its own (tasks.GameEnd)."""
        push(state, TASKS["turns"].start(state["turn"]["player"]))

    def take_from_supply(self, state: dict, res: str, wanted: int) -> int:
        """Resources leave the general supply; a short supply gives what it has."""
        got = max(0, min(wanted, state["supply"][res]))
        state["supply"][res] -= got
        return got

    # --- rule helpers shared with the view and the tests (pure) ----------------------------------------
    def scan(self, state: dict) -> Scan:
        """One pass over the board for every player (`Scan.sight(p)`: player p's part)."""
        return Scan(self.indexes[state["mode"]], state["board"])

    def sight(self, state: dict, p: int) -> Sight:
        """What player p's actions can reach (what the options of every action are read from)."""
        return self.scan(state).sight(p)

    def has_tile(self, state: dict, p: int, source: str = "own") -> bool:
        if source == "supply":
            return state["tiles"] > 0
        return any(state["players"][p]["stacks"]) or state["tiles"] > 0

    def transport_path(self, state: dict, src, dst) -> list[list[int]] | None:
        """The cells a transported resource passes (source and site included), for the view."""
        found = self.layout(state).path(state["board"], B.key(src), B.key(dst))
        return None if found is None else [B.cell(k) for k in found]

    def explorers(self, state: dict, p: int) -> int:
        return sum(1 for s in state["players"][p]["stacks"] if s == 0)

    # --- results and descriptions -------------------------------------------------------------------
    def final_round(self, state: dict) -> bool:
        return FINAL.active(state)

    def summary(self, state: dict) -> str:
        sheet = self.score(state)
        t = state["turn"]
        head = "over" if state["over"] else f"P{t['player']} ap{t['ap']}"
        parts = [f"r{state['round']}{'F' if FINAL.active(state) else ''} {head}"]
        board = state["board"]
        scan = self.scan(state)
        for p, pl in enumerate(state["players"]):
            sites = scan.sight(p).sites
            on_sites = sum(sum(board[k]["slots"][i]["res"].values()) for k, i in sites)
            parts.append(f"P{p}:b{pl['buildings']} s{len(sites)} c{pl['craftsmen']}"
                         f" r{on_sites} st{sum(pl['storage'].values())} m{sum(pl['stacks'])}"
                         f" k{len(pl['tokens'])} pts{sheet.totals[p]}")
        parts.append(f"sup{sum(state['supply'].values())} tiles{state['tiles']} deck{len(state['deck'])}")
        return " ".join(parts)


RULES = ViaNebula
