"""A stalled game: a position from which nobody can ever occupy another terrace cell.

The rulebook ends the game only when every cell is occupied. Random play (and, rarely, real
play) can reach positions from which that never happens: nobody holds more than Work's $1 or
can earn more, and nobody can plant anything anywhere with what they could ever afford. The
game then ends as if the terrace were full (NOTES.md, "A stalled terrace"). The test is
conservative: whenever some way forward might exist, the game goes on.
"""
from __future__ import annotations

from boardgames.engine import still_rounds
from boardgames.engine.memo import remembered

from . import planting as P
from . import purchase as B
from . import talents as T
from .terrace import LLAMA, SEED, WORKER, named

#: what a turn may change that is not the table's: the random stream, the turn under way, the
#: pending work and these counts themselves (the bag and the discards are compared as sets of seeds)
NOT_THE_TABLE = ("rng", "turn", "tasks", "quiet", "barren", "bag", "discard")


def barren_round(R, state: dict) -> bool:
    """Whole rounds (terrace.yaml `barren_rounds`) in which nobody put anything on the terrace
    (a seed, a worker, a llama from the reserve: `placed`, which never falls) nor filled more
    cells than ever before (a llama stepping off a seed onto an empty cell), counted at each
    turn's start in `state["barren"]` (engine/still_rounds.py). The quiet rounds
    (`idle_round`) end a game in which nothing changes; this ends one in which things
    change and nothing comes of them: a leader harvesting $0 and walking llamas while another
    player buys and works in turn went on for 20,000 decisions in a duel of the computer
    opponents (NOTES.md, "The end")."""
    progress = {"placed": _placed(state["cells"]), "filled": R.layout.filled(state["cells"])}
    return still_rounds.barren(state, "barren", progress, R.barren_rounds)


def _placed(cells: dict) -> int:
    """Seeds, workers and llamas on the terrace (none ever leaves it)."""
    n = 0
    for sp in cells.values():
        n += (sp[SEED] is not None) + (sp[LLAMA] is not None) + (sp[WORKER] is not None)
    return n


def idle_round(R, state: dict, p: int) -> bool:
    """Whole rounds of turns (`quiet_rounds` in terrace.yaml: two) after which the table is as
    it was, its llamas aside (only a Harvest of $0 changes nothing, and a Llama Herder's moves
    after it change only where llamas stand): every player declined to move the game on, twice,
    and with forced turns every later round is the same. One round would end a game whose
    players all happened to pass once; two leave each of them a turn to act after seeing the
    others pass. Llamas moved about count as no change unless they fill more cells than were
    filled when the quiet turns began (the way forward a llama can give: leaving a seed for an
    empty cell), so herders who walk a llama back and forth do not keep a game going for ever
    (computer opponents did, NOTES.md). `stalled` misses some of these (a talent that might
    earn, a worker off 0 on the track...); this catches every one, two rounds late. Kept in
    `state["quiet"]` (engine/still_rounds.py `quiet`: the table's `_sign`, its `_mark` worked
    out only while the sign stays, the cells filled): a seventh of a search's time went to
    marks of turns that changed the coins. No turn is known that changes the table but
    neither its sign nor the cells filled: the sign reads what every action but a Harvest of
    $0 changes, and llamas are left out of both; 300 random games end as they did with a mark
    at every turn."""
    return still_rounds.quiet(state, "quiet", _sign(state), lambda: _mark(R, state),
                              lambda: R.layout.filled(state["cells"]), R.quiet_rounds)


def _sign(state: dict) -> list[int]:
    """Numbers read in a few microseconds that every action but a Harvest of $0 changes: each
    player's coins, the seeds, talents, charged talents and technologies they hold, and where
    their workers stand on the track; the seeds in the bag and the discards, the vines for
    sale, the llamas in reserve. Not where llamas stand (`idle_round`). A table with another
    sign is another table; one with the same sign is compared by its mark."""
    players = state["players"]
    sign = [len(state["bag"]), len(state["discard"]), state["vines"], len(state["llama_reserve"])]
    for pl in players:
        sign += (pl["coins"], len(pl["warehouse"]), len(pl["talents"]), len(pl["tech"]),
                 [e["charged"] for e in pl["talents"]].count(True), len(pl["track"]), sum(pl["track"]))
    return sign


def _mark(R, state: dict) -> tuple[str, int]:
    """The table's digest, its llamas left out (each cell's llama None; the bag and the
    discards compared as sets of seeds), and how many cells are filled."""
    text, filled = remembered(R, "still_cells", state["cells"], lambda: _still(R, state["cells"]))
    return still_rounds.digest(state, NOT_THE_TABLE, ("bag", "discard"), "cells", text), filled


def _still(R, cells: dict) -> tuple[str, int]:
    """The cells' text with no llama on any, and the number of cells filled (llamas count).
    Each cell is written by name, as a dict, the form states had up to save format 3: a
    mark saved then still compares equal (upgrade.py)."""
    bare = {k: {**named(sp), "llama": None} for k, sp in cells.items()}
    return still_rounds.encode(bare), R.layout.filled(cells)


def stalled(R, state: dict) -> bool:
    players = state["players"]
    if any(any(pl["track"]) for pl in players):
        return False                                   # a Harvest would pay
    lay = R.layout
    open_empty = any(lay.tier[k] not in state["sealed"] and not lay.occupied(sp) for k, sp in state["cells"].items())
    # a llama occupies a new cell only when it leaves one that stays occupied, or comes from the reserve
    shared = any(sp[LLAMA] is not None and (sp[SEED] is not None or sp[WORKER] is not None)
                 for sp in state["cells"].values())
    table = {"open_empty": open_empty, "shared": shared}
    for p in range(len(players)):
        # a talent that may earn (a Harvest Master only for a worker reset from 7) or fill a cell
        for _, node, kind in R.held.abilities(state, p):
            if kind.unsticks(node, R, state, p, table):
                return False
    off_terrace = set(state["bag"]) | set(state["discard"]) | {c for c in state["market"] if c}
    for pl in players:
        off_terrace |= set(pl["warehouse"])
    vines = state["vines"] > 0 or "vine" in off_terrace
    for p, pl in enumerate(players):
        cap = max(pl["coins"], 1)                      # nobody earns: Work's $1 at most
        if _helpful_buy(R, state, p, cap):
            return False
        kinds = set(pl["warehouse"])
        if min(T.seed_price(R, state, p, x) for x in R.markets["seed_prices"]) <= cap:
            kinds |= off_terrace - {"vine"}
        if vines and T.seed_price(R, state, p, R.markets["vine_price"]) <= cap:
            kinds.add("vine")
        # every planting the rules would list for these seeds, paying fee and tax within the
        # cap: the Plant action's own listing (over a vine with a Vine Clearer, under one's
        # own Warrior worker, through a talent without the technology)
        for _ in P.iter_options(R, state, p, sorted(kinds), cap):
            return False
    return True


def _helpful_buy(R, state: dict, p: int, cap: int) -> bool:
    """Could a technology or a talent within `cap` open a way forward for p?"""
    price = B.tech_price(R, state, p)
    pl = state["players"][p]
    if price is not None and price <= cap and any(n for c, n in state["cubes"].items() if c not in pl["tech"]):
        return True
    for i, tile in enumerate(state["talent_market"]):
        if tile and B.talent_price(R, tile, i) <= cap \
                and R.might_help[tile]:
            return True
    return False
