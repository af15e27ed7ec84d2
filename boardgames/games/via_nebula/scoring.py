"""Via Nebula final scoring, one row per category of the rulebook, and what the computer
opponents weigh beyond it (`bot_features`).

Mid-game the sheet is a preview of the position as it stands (resources still on sites are
not yet counted as storage).
"""
from __future__ import annotations

from boardgames.engine.memo import kept
from boardgames.engine.rules import ScoreSheet

from .nodes import NODES

G = "via_nebula"
ROWS = ["tokens", "contracts", "bonuses", "explorers", "end_card", "storage"]


def all_counts(rules, state: dict) -> list[dict[str, int]]:
    """What end-of-game bonuses count for each player: one pass over the ruins serves them all
    (the computer opponents score every position they try)."""
    n = state["n"]
    ruins, shared = [0] * n, [0] * n
    board = state["board"]
    for k, _ in rules.indexes[state["mode"]].ruins:       # the printed ruins: they stay ruins
        builders = []                                      # a player once per building of theirs
        for s in board[k]["slots"]:
            if s is not None and s["building"]:
                builders.append(s["p"])
        if builders:
            players = set(builders)
            for p in players:
                ruins[p] += 1
            if len(players) > 1:
                for p in builders:
                    shared[p] += 1
    out = []
    for p, pl in enumerate(state["players"]):
        out.append({
            "explorers": rules.explorers(state, p),
            "tokens": len(pl["tokens"]),
            "buildings": pl["buildings"],
            "neutral_contracts": sum(1 for c in pl["done"] if rules.contract(c)["deck"] == "neutral"),
            "ruins": ruins[p],
            "shared_ruins": shared[p],
        })
    return out


def bonus(power: dict, facts: dict) -> int:
    """What a contract's power scores at the end (only end bonuses score): asked of its node type."""
    return NODES.types[power["type"]].points(power, facts)


def score(rules, state: dict) -> ScoreSheet:
    n = state["n"]
    cfg = rules.cfg
    values = [[0] * n for _ in ROWS]
    tiebreaks = []
    for p, (pl, facts) in enumerate(zip(state["players"], all_counts(rules, state))):
        done = [rules.contract(c) for c in pl["done"]]
        values[0][p] = sum(rules.token(t)["vp"] for t in pl["tokens"])
        values[1][p] = sum(c["vp"] for c in done)
        values[2][p] = sum(bonus(c["power"], facts) for c in done if "power" in c)
        values[3][p] = cfg["explorer_vp"] * facts["explorers"]
        values[4][p] = rules.end_card["vp"] if state.get("end_card") == p else None
        stored = sum(pl["storage"].values())
        values[5][p] = -cfg["storage_penalty"] * stored
        tiebreaks.append([pl["buildings"], -stored])
    return ScoreSheet([f"{G}.score.{r}" for r in ROWS], values,
                      [f"{G}.score.tb_buildings", f"{G}.score.tb_storage"], tiebreaks)


def within_reach(state: dict, sight, k: str) -> tuple[tuple[str, int], ...]:
    """(resource, count) of what the exploitations can still send to ruin k, whoever's site
    waits there."""
    board, keys = state["board"], sight.index.keys
    avail: dict[str, int] = {}
    for i in sight.sources(k):
        sp = board[keys[i]]
        avail[sp["res"]] = avail.get(sp["res"], 0) + sp["n"]
    return tuple(avail.items())


def site_plan(rules, pool: tuple[str, ...], have: dict[str, int],
              reach: tuple[tuple[str, int], ...]) -> tuple[int, int, int]:
    """How far a waiting site holding `have` is toward the contract of `pool` (own hand and
    display) it comes closest to, with `reach` within reach (`within_reach`): (resources it
    needs already there, missing ones an exploitation could still send there, resources there
    that contract does not need: storage at the end). Delivered resources count first, then
    what is within reach. Remembered by what it is worked out from: a search meets the same
    sites again and again."""
    key = (pool, tuple(have.items()), reach)
    return kept(rules.site_plans, key, lambda: _plan(rules.needs, pool, have, dict(reach)))


def _plan(needs: dict, pool: tuple[str, ...], have: dict[str, int], avail: dict[str, int]) -> tuple[int, int, int]:
    """`site_plan`, worked out."""
    best = (0, 0)
    for cid in pool:
        matched = reach = 0
        for r, n in needs[cid]:
            got = have.get(r, 0)
            if got > n:
                got = n
            matched += got
            more = avail.get(r, 0) if avail else 0
            reach += more if more < n - got else n - got
        if (matched, reach) > best:
            best = (matched, reach)
    return best[0], best[1], sum(have.values()) - best[0]


def bot_features(rules, state: dict) -> list[dict[str, float]]:
    """What a computer opponent weighs (weights in game.yaml, `bot`): the score as it stands,
    and what makes points later, which the score does not show: buildings erected (each one
    frees its site and brings the fifth, the End-of-Game card, nearer), resources on one's own
    sites that a held or displayed contract needs, the missing ones an exploitation can still
    send there, the useless ones (storage at the end), sites waiting on the board, and meadow
    tiles laid from a stack not yet emptied (an explorer to come)."""
    totals = score(rules, state).totals
    pool_shown = tuple(c for c in state["display"] if c)
    size = rules.per_players(state)["stack_size"]
    board = state["board"]
    scan = rules.scan(state)
    reaches: dict[str, tuple] = {}          # by ruin: the same for both of its sites
    out = []
    for p, pl in enumerate(state["players"]):
        sight = scan.sight(p)
        pool = tuple(pl["private"]) + pool_shown
        progress = reach = waste = 0
        for k, slot in sight.sites:
            there = reaches.get(k)
            if there is None:
                there = reaches[k] = within_reach(state, sight, k)
            m, r, w = site_plan(rules, pool, board[k]["slots"][slot]["res"], there)
            progress, reach, waste = progress + m, reach + r, waste + w
        out.append({"score": float(totals[p]), "buildings": float(pl["buildings"]),
                    "progress": float(progress), "reach": float(reach), "waste": float(waste),
                    "sites": float(len(sight.sites)),
                    "tiles": float(sum(size - s for s in pl["stacks"] if s > 0))})
    return out
