"""Expanding the farm: the actions of the `expand` and `place` decisions (turn.yaml) as menu
entries (engine/menu.py), each offering its options, carrying one out, saying why one is
refused, declaring its board gestures (engine/gesture_forms.py) and writing its sentence.
Each kind declares its fields (engine/fields.py): those of every situated entry
(engine/situated.py: act, when, unless, why, instead_of) and its own.

  stop          end a decision the player takes again and again (the expansion), or
                take back what the step before made and end (`undo`: the state's key, the card)
  stored_pair   two stored plots: into a landscape card (`into: card`, then `place`), only
                pairs that fit somewhere; or into the discard pile (`into: discard`), any two
  lay_card      the formed card onto the farm (where it fits is farm.py's jigsaw fitting)

An entry may name the facts of the expansion (`final`: the final round; `full`: more plots
stored than the board has spaces) in `when`, `unless` and `why`, and another act it stands in
for (`instead_of`): tests/engine/test_menutask_situations.py tests them, and each kind's
sentence says them (engine/situated.py).
"""
from __future__ import annotations

from itertools import combinations

from boardgames.engine.fields import Field
from boardgames.engine.gesture_forms import Form
from boardgames.engine.menu import MenuEntry
from boardgames.engine.situated import FIELDS, sentence
from boardgames.engine.tasks import push

from . import actions as A
from . import farm as F
from .nodes import NODES


@NODES.register
class Stop(MenuEntry):
    """A decision taken again and again (the expansion) ends when the player says so; with
    `undo` it also takes back what the step before made (the card just formed, `undo: card`):
    the state forgets it, as if the step had not been taken.

    Mechanic: ending a decision, a general mechanic of menus whose limits are the facts it
    names, optionally taking back the step that opened it (`undo`)."""

    type = "stop"
    fields = {**FIELDS, "undo": Field({"const": "card"}, optional=True)}
    single = True

    def offers(self, R, state, p, node, env):
        return [{"act": node["act"]}]

    def take(self, R, ctx, state, p, node, env, option):
        if "undo" in node:
            state[node["undo"]] = None
        return True

    def render(self, node, text, registry):
        return sentence(f"entry.back.{node['undo']}" if "undo" in node else "entry.stop", node, text)


@NODES.register
class StoredPair(MenuEntry):
    """Two stored plots, chosen together (one dragged onto the other): `into: card` forms a
    landscape card of them, offered only for pairs of which one plot could connect somewhere
    (farm.py), and the card is placed next; `into: discard` discards them (one may also be
    dragged onto the discard pile, its partner then chosen).

    Mechanic: two held components chosen together, parameterised by where they go (`into`);
    two entries of the expansion's menu use it (pair and discard)."""

    type = "stored_pair"
    fields = {**FIELDS, "into": Field({"enum": ["card", "discard"]})}
    PAIR = (Form(("plot", "$plots.0"), ("stored", "@p", "$plots.1")),
            Form(("plot", "$plots.1"), ("stored", "@p", "$plots.0")))
    PILE = (Form(("plot", "$plots.0"), ("discard",), explains=False),
            Form(("plot", "$plots.1"), ("discard",), explains=False))

    def forms(self, node) -> tuple:
        return self.PAIR + (self.PILE if node["into"] == "discard" else ())

    def offers(self, R, state, p, node, env):
        pl = state["players"][p]
        storage = pl["storage"]
        pairs = list(combinations(sorted(storage), 2))
        ok = F.placeable_terrains(pl, state["rows"], state["cols"]) if pairs and node["into"] == "card" else None
        if ok is not None:
            plots, designs = state["plots"], R.designs
            terrain = {x: designs[plots[x]]["terrain"] for x in storage}
            pairs = [(a, b) for a, b in pairs if terrain[a] in ok or terrain[b] in ok]
        act = node["act"]
        return [{"act": act, "plots": [a, b]} for a, b in pairs]

    def take(self, R, ctx, state, p, node, env, option):
        if node["into"] == "discard":
            A.discard(ctx, state, p, option["plots"])
        else:
            state["card"] = list(option["plots"])
            push(state, {"t": "place", "p": p})
        return False

    def declines(self, R, state, p, node, env, option):
        plots = option.get("plots") or []
        storage = state["players"][p]["storage"]
        if not isinstance(plots, list) or any(x not in storage for x in plots) or len(set(plots)) != 2:
            return A.why("not_in_storage")
        return A.why("no_place_for_card")

    def render(self, node, text, registry):
        return sentence(f"entry.stored_pair.{node['into']}", node, text)


@NODES.register
class LayCard(MenuEntry):
    """The formed card onto two empty cells of the farm (plot a's cell, plot b's direction),
    its symbols resolved: the hook of farm.py's jigsaw fitting, which data cannot say. Its
    refusal tells a card that fits only turned from one that does not fit.

    Mechanic: laying a formed two-cell card onto a grid where it fits (farm.py's jigsaw
    fitting), a general tile-laying mechanic; this game lays one kind of card."""

    type = "lay_card"
    fields = FIELDS
    forms = (Form(("card",), ("farm", "@p", "$cell"), turn="$dir"),)

    def offers(self, R, state, p, node, env):
        rows, cols = state["rows"], state["cols"]
        plots, designs = state["plots"], R.designs
        ta, tb = (designs[plots[x]]["terrain"] for x in state["card"])
        cells = F.by_cell(rows, cols)
        act = node["act"]
        return [{"act": act, "cell": [*cells[code >> 2]], "dir": code & 3}
                for code in F.card_codes(state["players"][p], rows, cols, ta, tb)]

    def take(self, R, ctx, state, p, node, env, option):
        A.place_card(R, ctx, state, p, F.key(option["cell"]), option["dir"])
        return True

    def declines(self, R, state, p, node, env, option):
        c, d = option.get("cell"), option.get("dir", 0)
        if not A.on_farm(state, c) or d not in range(4):
            return A.why("outside")
        second = F.cell(F.second_cell(F.key(c), d))
        if self.fits_turned(R, state, p, node, {tuple(c), second}, d):
            return A.why("turn")
        if not A.on_farm(state, second):
            return A.why("outside")
        farm = state["players"][p]["farm"]
        taken = F.key(c) in farm or F.key(second) in farm
        return A.why("occupied" if taken else "no_anchor")

    def fits_turned(self, R, state, p, node, cells: set, d: int) -> bool:
        """Would the card, refused lying in direction `d` over `cells`, fit there turned: on
        the same two cells the other way round, or across one of them? (A card that fits
        only shifted along its length is not "turned".) Then the player is told to turn it."""
        for o in self.offers(R, state, p, node, {}):
            if o["dir"] == d:
                continue
            a = tuple(o["cell"])
            covers = {a, F.cell(F.second_cell(F.key(a), o["dir"]))}
            if covers == cells or (o["dir"] % 2 != d % 2 and covers & cells):
                return True
        return False

    def render(self, node, text, registry):
        return sentence("entry.lay_card", node, text)
