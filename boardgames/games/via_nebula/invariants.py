"""Via Nebula invariants checked after every step in tests and `simulate`: each space of the
board by the checker of its kind (`SPACES`), which also tallies the pieces on it, then each
player's pieces against the set-up. Where each contract, exploitation token, resource and
meadow tile lies is data/via_nebula/zones.yaml (engine/zones.py checks it)."""
from __future__ import annotations

from .board import EXPLORABLE

G = "via_nebula"


class Tally:
    """The players' pieces on the board, counted for their totals (`check`)."""

    def __init__(self, state: dict, ruin_capacity: int):
        n = state["n"]
        self.state, self.ruin_capacity = state, ruin_capacity
        self.errs: list[str] = []
        self.craftsmen, self.sites, self.buildings = [0] * n, [0] * n, [0] * n


def _meadow(t: Tally, k: str, sp: dict, printed: str) -> None:
    if sp["tile"]:
        if printed not in EXPLORABLE:
            t.errs.append(f"a meadow tile lies on a printed {printed} at {k}")
    elif printed not in ("meadow", "exploitation"):
        t.errs.append(f"an empty meadow without a tile on a printed {printed} at {k}")


def _token(t: Tally, k: str, sp: dict, printed: str) -> None:
    if printed != "exploitation":
        t.errs.append(f"an exploitation token off an exploitation space at {k}")


def _exploitation(t: Tally, k: str, sp: dict, printed: str) -> None:
    if printed != "exploitation":
        t.errs.append(f"an exploitation off an exploitation space at {k}")
    if sp["n"] <= 0:
        t.errs.append(f"an exploitation with {sp['n']} resources at {k} should be a meadow")
    if sp["owner"] is None:
        if sp.get("special") not in t.state["specials"]:
            t.errs.append(f"a neutral exploitation without its special token at {k}")
    else:
        t.craftsmen[sp["owner"]] += 1


def _ruin(t: Tally, k: str, sp: dict, printed: str) -> None:
    if len(sp["slots"]) != t.ruin_capacity:
        t.errs.append(f"ruin {k} has {len(sp['slots'])} halves")
    for s in sp["slots"]:
        if s is None:
            continue
        if s["building"]:
            t.buildings[s["p"]] += 1
            continue
        t.sites[s["p"]] += 1
        for r, v in s["res"].items():
            if v <= 0:
                t.errs.append(f"site at {k} holds {v} {r}")
        if t.state["over"] and s["res"]:
            t.errs.append(f"site at {k} still holds resources after the game")


def _printed(t: Tally, k: str, sp: dict, printed: str) -> None:
    """A space of any other kind is still what is printed there."""
    if sp["kind"] != printed:
        t.errs.append(f"space {k} is {sp['kind']} but printed {printed}")


#: what each kind of space is checked for and adds to the tally
SPACES = {"meadow": _meadow, "token": _token, "exploitation": _exploitation, "ruin": _ruin}


def check(rules, state: dict) -> list[str]:
    cfg = rules.cfg
    n = state["n"]
    pc = cfg["by_players"][n]
    lay = rules.layout(state)
    board = state["board"]
    if set(board) != set(lay.types):
        return ["the board does not match its layout"]
    tally = Tally(state, pc["ruin_capacity"])
    errs = tally.errs
    for k in lay.keys:
        sp = board[k]
        SPACES.get(sp["kind"], _printed)(tally, k, sp, lay.types[k])
    craftsmen_out, sites_out, buildings_out = tally.craftsmen, tally.sites, tally.buildings
    for p, pl in enumerate(state["players"]):
        for r, v in pl["storage"].items():
            if v <= 0:
                errs.append(f"player {p} stores {v} {r}")
        if len(pl["stacks"]) != cfg["stacks"]:        # a negative stack: zones.yaml's meadow tiles
            errs.append(f"player {p} has bad meadow stacks {pl['stacks']}")
        first = next((i for i, s in enumerate(pl["stacks"]) if s > 0), len(pl["stacks"]))
        if any(s != pc["stack_size"] for s in pl["stacks"][first + 1:]):
            errs.append(f"player {p} did not take tiles from the leftmost stack: {pl['stacks']}")
        if pl["craftsmen"] < 0 or pl["craftsmen"] + craftsmen_out[p] != pc["craftsmen"]:
            errs.append(f"player {p}: {pl['craftsmen']} craftsmen home + {craftsmen_out[p]} out != {pc['craftsmen']}")
        if pl["sites"] < 0 or pl["sites"] + sites_out[p] != cfg["sites_each"]:
            errs.append(f"player {p}: {pl['sites']} sites home + {sites_out[p]} out != {cfg['sites_each']}")
        if not (pl["buildings"] == buildings_out[p] == len(pl["done"])):
            errs.append(f"player {p}: buildings {pl['buildings']}, on board {buildings_out[p]}, contracts {len(pl['done'])}")
        if pl["buildings"] > cfg["buildings_each"]:
            errs.append(f"player {p} erected {pl['buildings']} buildings")
        if any(rules.token(t)["special"] for t in pl["tokens"]):
            errs.append(f"player {p} holds a special token")
    shown = [c for c in state["display"] if c]
    refills = sum(1 for t in state.get("tasks", ()) if rules.TASKS[t["t"]].chance)   # a draw about to fill a gap
    if len(state["display"]) != cfg["display"] or (state["deck"] and len(shown) + refills != cfg["display"]):
        errs.append(f"display {state['display']} with {len(state['deck'])} cards in the deck")
    if state["end_card"] is not None and state["players"][state["end_card"]]["buildings"] < cfg["buildings_each"]:
        errs.append("the End-of-Game card is held by a player without all buildings")
    if state["end_card"] != state["final_by"]:
        errs.append("the End-of-Game card and the final round disagree")
    if not state["over"]:
        t = state["turn"]
        if not 0 <= t["player"] < n or t["ap"] < 0:
            errs.append(f"bad turn {t}")
    # the pending work: each task type says where it may stand (tasks.Sound)
    return errs + rules.stack_invariants(state)
