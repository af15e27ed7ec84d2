"""La Loire rules: the module the engine talks to.

Every number comes from data/la_loire/*.yaml; rule decisions are in data/la_loire/NOTES.md.
The turn runs on the engine's task stack (tasks.py): moves (movement.py), then what the piece
may do where it stopped (places.py: the node types of actions.yaml). Bought messages are
secret: observe.py; the score preview uses open information only (scoring.py).
"""
from __future__ import annotations

from functools import cached_property

from boardgames.engine.bonuses import Bonuses
from boardgames.engine.choice import msg
from boardgames.engine.rules import Ctx
from boardgames.engine.tasks import TaskRules

from boardgames.engine.mechanics.table import Holdings
from boardgames.engine.memo import Worked

from . import abilities as A
from . import buildings as B
from . import places as PL
from . import post, trade  # noqa: F401  (their node types)
from .board import Board
from .tasks import TASKS
from .text import G, PIECES

class LaLoire(TaskRules):
    id = G
    TASKS = TASKS
    node_kinds = (PL.PLACES, A.ABILITIES)      # the schema's `$defs/place` and `$defs/ability`

    def __init__(self, spec):
        super().__init__(spec)
        d = self.data
        self.board = Board(d["map"])
        self.river: int = d["map"]["river"]["spaces"]
        self.shield_colours: list[str] = [c["colour"] for c in d["map"]["shields"]["colours"]]
        self.prices: list[int] = list(d["market"]["row"]["prices"])
        self.circus_slots: dict = d["market"]["circus"]
        self.goods: dict[str, dict] = {g["id"]: g for g in d["market"]["goods"]["kinds"]}
        self.good_ids: list[str] = list(self.goods)
        #: the goods cards: the supply runs out; a player's lie in their `goods`, only those
        #: they carry (the engine's goods layout, engine/mechanics/table.py)
        self.holdings = Holdings(dict.fromkeys(self.good_ids, "goods"), sparse=True)
        self.levels: dict[int, dict] = {lv["level"]: lv for lv in d["messages"]["levels"]["list"]}
        self.cards: dict[str, dict] = {c["id"]: c for c in d["messages"]["cards"]["list"]}
        self.card_ids: list[str] = list(self.cards)
        self.characters: dict[str, dict] = {c["id"]: c for c in d["characters"]["characters"]}
        self.character_ids: list[str] = list(self.characters)
        self.buildings: dict = d["buildings"]
        #: the pieces each kind of building stands for, and those building it takes from the stock
        self.building_pieces: dict[str, tuple] = {what: tuple(self.buildings[what]["pieces"])
                                                  for what in B.KINDS}
        self.pieces: tuple = tuple(dict.fromkeys(x for each in self.building_pieces.values() for x in each))
        self.pieces_taken: dict[str, tuple] = B.taken(d["buildings"])
        #: the kind of building each kind is built on (None: a village without a building)
        self.built_on: dict[str, str | None] = {what: self.buildings[what].get("on") for what in B.KINDS}
        self.palaces: dict[str, dict] = {c["id"]: c for c in d["buildings"]["palace"]["cards"]}
        self.palace_ids: list[str] = list(self.palaces)
        #: the goods cards each building costs besides its deniers
        self.build_goods: dict[str, dict] = {what: {g: k for g, k in B.cost(self, what).items() if g != "money"}
                                             for what in B.WHATS}
        self.palace_copies: int = d["buildings"]["palace"]["copies"]
        #: each palace card's copies: the supply at the start (setup.yaml, zones.yaml)
        self.palace_supply: dict[str, int] = dict.fromkeys(self.palace_ids, self.palace_copies)
        #: each piece's nodes by kind of place, and the entry ending every stop (`done`)
        self.actions: dict = {piece: d["actions"][piece] for piece in PIECES}
        self.stop: dict = d["actions"]["stop"]
        self.setup_data: dict = d["setup"]
        #: (piece, kinds of a place, whether its building is the player's) -> (menu, adds, owner's goods)
        self.place_nodes = Worked(lambda piece, kinds, owns: PL.place_nodes(self, piece, kinds, owns))
        #: (piece, space, circus, building, its owner, player) -> the place (places.place_of)
        self.places = Worked(lambda *key: PL.make_place(self, *key))
        self.every_action = PL.every_action()
        #: the flags of the actions taken once a turn (their `once`), each False as a turn starts
        self.turn_marks: dict[str, bool] = {node["once"]["turn"]: False for piece in self.actions.values()
                                            for nodes in piece.values() for node in nodes
                                            if "turn" in node.get("once", ())}

    # --- data helpers ---------------------------------------------------------------------------
    # indexes made on first use (once the catalog has checked the data): a search asks for
    # these at every option it tries
    @cached_property
    def character_bonuses(self) -> Bonuses:
        return Bonuses(A.ABILITIES, {cid: c["abilities"] for cid, c in self.characters.items()})

    @cached_property
    def palace_bonuses(self) -> Bonuses:
        return Bonuses(A.ABILITIES, {pid: c["abilities"] for pid, c in self.palaces.items()})

    @cached_property
    def card_points(self) -> dict[str, int]:
        return {cid: card.get("vp", self.levels[card["level"]]["vp"]) for cid, card in self.cards.items()}

    def copies(self, character: str, n: int) -> int:
        return self.data["characters"]["groups"][self.characters[character]["group"]][n]

    def horse_total(self, n: int) -> int:
        start = self.setup_data["start"]
        return n * sum(start[piece]["horses"] for piece in PIECES) + len(self.setup_data["neutral_horses"][n])

    # --- set-up and flow ----------------------------------------------------------------------------
    def next_work(self, ctx: Ctx, state: dict) -> None:
        raise RuntimeError("the turns ran out without the end of the game")

    # --- results and descriptions -------------------------------------------------------------------
    def final_round(self, state: dict) -> bool:
        return state.get("end") is not None

    def progress_label(self, state: dict) -> dict:
        if self.final_round(state):
            return msg(f"{G}.status_final", n=state["round"])
        return msg("engine.round", n=state["round"])

    def summary(self, state: dict) -> str:
        parts = ["over" if state["over"] else f"P{state['turn']['p']}",
                 f"r{state['round']} market:{'.'.join(c[:2] for c in state['market'])} circus:{state['circus']}"
                 f" decks{'/'.join(str(len(state['decks'][k])) for k in sorted(state['decks']))}"
                 f" blds{len(state['buildings'])}"]
        for p, pl in enumerate(state["players"]):
            goods = "".join(f"{g[0]}{k}" for g, k in sorted(pl["goods"].items()))
            parts.append(f"P{p}:${pl['money']} b{pl['boat']} M@{pl['merchant']['at']}/{pl['merchant']['horses']}"
                         f" m@{pl['messenger']['at']}/{pl['messenger']['horses']} g[{goods}]"
                         f" h{len(pl['messages'])} d{len(pl['delivered'])} c{len(pl['characters'])}")
        return " ".join(parts)


RULES = LaLoire
