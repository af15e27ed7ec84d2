"""Setting up a game of Caverna for 1 to 7 players (setup.yaml, home_board.yaml).

Boards and covered spaces by player count, the round-card deck (stage piles shuffled
separately; solo uses the fixed order), harvest markers face down on their rounds, the
furnishing supply of the chosen mode, a random starting player and starting food by seat.
"""
from __future__ import annotations

from . import board as B
from .furnishings import supply_ids

G = "caverna"


def setup(R, ctx, state: dict) -> None:
    cfg = R.cfg
    n = len(state["seats"])
    per = cfg["by_players"][n]
    state["n"] = n
    rounds = [r for r in range(1, cfg["rounds"] + 1) if r not in per["skipped_rounds"]]
    state["rounds"] = rounds
    state["round"] = 0
    state["phase"] = "setup"
    state["over"] = False
    state["spaces"] = {sid: {"goods": {}, "occ": None, "protected": False} for sid in per["spaces"]}
    state["cards"] = {}
    state["deck"] = deck(R, per, ctx.rng.shuffle)
    schedule = cfg["harvest_schedules"][per["harvest"]]
    marker_rounds = [r["round"] for r in schedule["rounds"] if r["kind"] == "marker"]
    markers = ["green"] * schedule["markers"]["green"] + ["red"] * schedule["markers"]["red"]
    ctx.rng.shuffle(markers)
    state["markers"] = {str(r): m for r, m in zip(marker_rounds, markers)}
    state["revealed"] = {}
    state["reds"] = 0
    state["harvest"] = None
    state["supply"] = supply_ids(R, state["mode"])
    state["start"] = ctx.rng.below(n)
    state["turn"] = state["start"]
    state["tasks"] = []
    state["act"] = None
    state["check"] = []
    food = per["starting_food"]
    players = []
    for seat in range(n):
        pl = B.new_board(R.home)
        pl["goods"] = {g: 0 for g in R.holdings.goods}
        pl["animals"] = {a: 0 for a in R.holdings.animals}
        pl["dwarfs"] = [{"w": 0, "at": None, "new": False} for _ in range(cfg["dwarfs"]["start"])]
        pl["begging"] = 0
        pl["supply"] = {}
        pl["passed"] = False
        pl["skip"] = None
        players.append(pl)
    for k in range(n):
        players[(state["start"] + k) % n]["goods"]["food"] = food[k]
    state["players"] = players
    ctx.log(f"{G}.log.setup", n=n, mode=f"@{G}.mode.{state['mode']}")
    ctx.log(f"{G}.log.start_player", state["start"])


def deck(R, per: dict, shuffle) -> list[str]:
    """The round-card deck of this player count, each stage pile shuffled by `shuffle`."""
    if per["round_cards"] == "fixed":
        return [o["card"] for o in sorted(R.cfg["solo_order"], key=lambda o: o["round"])]
    out = []
    for pile in _piles(R, tuple(per["removed_cards"])):
        pile = list(pile)
        shuffle(pile)
        out += pile
    return out


def _piles(R, removed: tuple) -> tuple:
    """The stage piles in their draw order, each sorted, of the round cards left in: worked
    out once per set of cards removed (a computer opponent deals a deck for every world
    it imagines)."""
    hit = R.memo.get(("piles", removed))
    if hit is not None:
        return hit
    piles: dict[str, list[str]] = {}
    for c in R.cfg["round_cards"]:
        if c["id"] not in removed:
            key = "fixed_round_card" if c.get("fixed_round") else f"stage_{c['stage']}"
            piles.setdefault(key, []).append(c["id"])
    return R.remember(("piles", removed), tuple(tuple(sorted(piles.get(key, []))) for key in R.cfg["round_deck"]["draw_order"]))
