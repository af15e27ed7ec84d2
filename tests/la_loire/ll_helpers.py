"""Builders for constructed La Loire positions.

A Builder starts a real game and then edits it like a referee laying out a test; every edit
keeps the components accounted for (goods from the supply, cards from their decks or hands,
characters from their supply, horses from the board), so `ok()` (the invariants) holds after
each. Horses a piece gets or gives up come from, or go to, the lying horses of the `spare`
space (Cheverny unless told otherwise), so tests about lying horses use other spaces.

The reconstructed map (data/la_loire/map.yaml): north road Nantes, Angers, Langeais, Tours,
Vendôme, Blois, Talcy, Beaugency, Orléans; south road Nantes, Saumur, Montsoreau, Chinon,
Ussé, Villandry, Amboise, Cheverny, Orléans.
"""
from __future__ import annotations

from boardgames.engine.rules import Ctx
from game_support import BaseBuilder, named_seats

G = "la_loire"
NORTH = ["angers", "langeais", "tours", "vendome", "blois", "talcy", "beaugency"]
SOUTH = ["saumur", "montsoreau", "chinon", "usse", "villandry", "amboise", "cheverny"]


class Builder(BaseBuilder):
    def __init__(self, rules, n: int = 2, seed: int = 1, spare: str = "cheverny"):
        super().__init__(rules, named_seats(rules, n), seed=seed)
        self.spare = spare

    # --- reading -------------------------------------------------------------------------------
    def why(self, option: dict) -> str:
        reason = self.m.explain(option)
        assert reason is not None, f"{option} is legal"
        return reason["key"].split(".")[-1]


    def logs(self) -> list[str]:
        return [e["key"].split(".")[-1] for e in self.m.log]

    # --- edits -------------------------------------------------------------------------------------
    def _edit(self):
        self.m.invalidate()
        return self

    def turn(self, p: int, left=("merchant", "messenger")):
        """Player p's turn, the tax taken, the pieces in `left` still to move."""
        self.s["turn"] = {"p": p, "taken": 0, **self.rules.turn_marks, "delivered": {}}
        self.s["tasks"] = [{"t": "turns", "p": p, "in": True},
                           {"t": "turn", "p": p, "left": list(left), "taxed": True}]
        return self._edit()

    def start_turn(self, p: int):
        """Player p's turn from its very start (the tax not yet taken)."""
        self.s["tasks"] = [{"t": "turns", "p": p, "in": False}]
        return self.settle()

    def stop(self, p: int, piece: str, at: str, circus: bool | None = None):
        """Player p's `piece` has just stopped at `at`: its actions are pending."""
        self.piece(p, piece, at)
        left = [x for x in ("merchant", "messenger") if x != piece]
        self.turn(p, left)
        here = self.s["circus"] == at if circus is None else circus
        self.s["tasks"].append({"t": "act", "p": p, "piece": piece, "at": at, "circus": here, "used": {}})
        return self.settle()

    def settle(self):
        """Carry out what needs no decision (a stop with nothing to do ends), as a move would."""
        self.rules.settle(Ctx(self.s, self.m.log), self.s)
        return self._edit()

    def piece(self, p: int, piece: str, at: str, horses: int | None = None, to: str | None = None):
        pc = self.pl(p)[piece]
        if to is None and not self.rules.board.is_city(at):
            to = "orleans"
        pc["at"], pc["to"] = at, to
        if horses is not None:
            self._horses_to(pc, horses)
        return self._edit()

    def _take(self, n: int, keep: str | None = None) -> None:
        """n lying horses off the board (the spare space first, never from `keep`)."""
        lying = self.s["horses"]
        for node in [self.spare] + sorted(lying):
            if node != keep:
                k = min(n, lying[node])
                lying[node] -= k
                n -= k
        assert n == 0, "not enough lying horses"

    def _horses_to(self, pc: dict, n: int) -> None:
        delta = n - pc["horses"]
        if delta > 0:
            self._take(delta)
        else:
            self.s["horses"][self.spare] -= delta
        pc["horses"] = n

    def lying(self, node: str, n: int):
        """Exactly n horses lie on `node` (the others from / to the other spaces, the spare first)."""
        diff = n - self.s["horses"][node]
        if diff > 0:
            self._take(diff, keep=node)
        else:
            self.s["horses"][self.spare] -= diff
        self.s["horses"][node] = n
        return self._edit()

    def money(self, p: int, n: int):
        self.pl(p)["money"] = n
        return self._edit()

    def goods(self, p: int, **counts):
        held = self.pl(p)["goods"]
        for g, k in list(held.items()):
            self.s["supply"][g] += k
        held.clear()
        for g, k in counts.items():
            if k:
                self.s["supply"][g] -= k
                held[g] = k
        return self._edit()

    def _take_card(self, cid: str) -> None:
        for deck in self.s["decks"].values():
            if cid in deck:
                deck.remove(cid)
                return
        for pl in self.s["players"]:
            for e in pl["messages"]:
                if e["id"] == cid:
                    pl["messages"].remove(e)
                    return
            if cid in pl["delivered"]:
                pl["delivered"].remove(cid)
                return
        raise AssertionError(f"card {cid} is nowhere")

    def hand(self, p: int, *cards: str, open_cards: bool = False, marks: dict | None = None):
        """p holds exactly these cards (the old ones go back on top of their decks)."""
        for e in self.pl(p)["messages"]:
            self.s["decks"][str(e["level"])].append(e["id"])
        self.pl(p)["messages"] = []
        for cid in cards:
            self._take_card(cid)
            level = self.rules.cards[cid]["level"]
            self.pl(p)["messages"].append({"id": cid, "level": level, "open": open_cards,
                                           "marks": list((marks or {}).get(cid, []))})
        return self._edit()

    def delivered(self, p: int, *cards: str):
        for cid in cards:
            self._take_card(cid)
            self.pl(p)["delivered"].append(cid)
        return self._edit()

    def character(self, p: int, c: str):
        self.s["character_supply"][c] -= 1
        self.pl(p)["characters"].append(c)
        return self._edit()

    def palace(self, p: int, card: str, fresh: bool = False):
        self.s["palace_supply"][card] -= 1
        self.pl(p)["palaces"].append({"id": card, "fresh": fresh})
        return self._edit()

    def building(self, village: str, p: int, kind: str = "farm"):
        self.s["buildings"][village] = {"p": p, "kind": kind}
        return self._edit()

    def market(self, *row: str):
        assert sorted(row) == sorted(self.s["market"])
        self.s["market"] = list(row)
        return self._edit()

    def cheapest(self, village: str, slot: int = 0):
        """The market row with the colour of `village` in `slot` (the others keep their order)."""
        row = list(self.s["market"])
        colour = self.s["shields"][village]
        row.remove(colour)
        row.insert(slot, colour)
        return self.market(*row)

    def circus(self, village: str):
        self.s["circus"] = village
        return self._edit()

    def boat(self, p: int, n: int):
        self.pl(p)["boat"] = n
        return self._edit()

    def choose(self, option: dict):
        self.m.choose(option)
        return self


def done(b: Builder):
    return b.choose({"act": "done"})


def lively(match, rnd):
    """A random player who rarely ends a stop while something can be done there (uniform play
    chooses "done" as often as any action), so the games see more of the rules."""
    options = match.pending.options
    acts = [o for o in options if o.get("act") != "done"]
    if acts and len(acts) < len(options) and rnd.random() < 0.8:
        return rnd.choice(acts)
    return rnd.choice(options)
