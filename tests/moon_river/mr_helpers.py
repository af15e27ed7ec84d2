"""Builders for constructed Moon River positions (imported by the tests, used by conftest)."""
from __future__ import annotations

from game_support import BaseBuilder, named_seats
from boardgames.games.moon_river import farm as F
from boardgames.games.moon_river.nodes import NODES



class Builder(BaseBuilder):
    def __init__(self, rules, n=3, mode="camp", seed=1, options=None):
        super().__init__(rules, named_seats(rules, n), mode, options, seed)

    def finish_draft(self):
        while self.m.pending.kind == "moon_river.draft":
            self.m.choose(self.m.pending.options[0])
        return self

    def grab(self, design: str) -> str:
        """A plot of that design, taken out of the bag (so every plot stays accounted for)."""
        for i, pid in enumerate(self.s["bag"]):
            if self.s["plots"][pid] == design:
                return self.s["bag"].pop(i)
        # All of that design are out: repaint a plot from the bag (positions may need more
        # copies of a design than the box holds; every plot stays accounted for).
        pid = self.s["bag"].pop()
        self.s["plots"][pid] = design
        return pid

    def put(self, p: int, cell, design: str, cows: int = 0) -> str:
        pid = self.grab(design)
        k = F.key(cell)
        F.lay(self.s["players"][p], k, pid, self.rules.design(design)["terrain"], self.s["rows"], self.s["cols"])
        if cows:
            self.s["players"][p]["cows"][k] = cows
            self.s["cows_supply"] -= cows
        return pid

    def store(self, p: int, *designs: str) -> list[str]:
        ids = [self.grab(d) for d in designs]
        self.s["players"][p]["storage"].extend(ids)
        tasks = self.s["tasks"]
        if p == self.s["turn"]["player"] and tasks[-1]["t"] == "pick":
            tasks.append({"t": "expand", "p": p})  # back to the expansion step of this turn
        return ids

    def partner(self, p: int, cell, expert: str, side: str = "expert") -> str:
        """Move a token of that expert type from wherever it waits onto a farm cell."""
        for tok, kind in sorted(self.s["tokens"].items()):
            if kind != expert:
                continue
            if tok in self.s["saloon"]:
                self.s["saloon"][self.s["saloon"].index(tok)] = None
            else:
                for stack in self.s["stacks"]:
                    if tok in stack:
                        stack.remove(tok)
                        break
                else:
                    continue
            self.s["players"][p]["partners"][F.key(cell)] = {"token": tok, "side": side}
            return tok
        raise LookupError(expert)

    def saloon_has(self, expert: str) -> str:
        """Make sure a token of that type shows in the saloon (swapping with a stack)."""
        for tok in self.s["saloon"]:
            if tok and self.s["tokens"][tok] == expert:
                return tok
        for stack in self.s["stacks"]:
            for tok in stack:
                if self.s["tokens"][tok] == expert:
                    stack[stack.index(tok)] = self.s["saloon"][0]
                    self.s["saloon"][0] = tok
                    return tok
        raise LookupError(expert)

    def refresh(self):
        """The layout is done: the open maps follow the farms and bridges as laid out."""
        for pl in self.s["players"]:
            pl["open"] = F.open_map(pl["farm"], self.rules.terrain_fn(self.s), pl["bridges"],
                                    self.s["rows"], self.s["cols"])
        return super().refresh()

    def decide(self, task: dict) -> "Builder":
        """Put a decision on top of the stack, as a placed card or a hired partner would."""
        self.s["tasks"].append(task)
        return self.refresh()

    def partner_decision(self, p: int, effect: dict, cell=None) -> "Builder":
        """The decision a partner face's effect starts (nodes.py), hired onto `cell`."""
        env = {"cell": F.key(cell)} if cell is not None else {}
        return self.decide(NODES.types[effect["type"]].start(self.rules, None, self.s, p, effect, env))

    @property
    def turn_player(self) -> int:
        return self.s["turn"]["player"]

    @property
    def phase(self) -> str:
        return self.rules.phase(self.s)

    def opts(self, **match):
        return [o for o in self.m.pending.options if all(o.get(k) == v for k, v in match.items())]


def clear_storage(b: Builder, p: int) -> None:
    """Return a player's stored plots to the bag."""
    b.s["bag"].extend(b.s["players"][p]["storage"])
    b.s["players"][p]["storage"].clear()
