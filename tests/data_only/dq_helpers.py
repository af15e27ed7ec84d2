"""What the data-only game's tests share: the fixture copied into a data root, seats, and
positions built by hand (a node carried out for a player on a state edited to fit)."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

from boardgames import paths
from boardgames.engine.match import Match
from boardgames.engine.mechanics.base import flow_task
from boardgames.engine.playout import seats_for
from boardgames.engine.rules import Ctx

sys.path.insert(0, str(Path(__file__).parent))

GAME = "lantern_market"
FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "data_only" / GAME


def data_root(tmp: Path, full: bool = False) -> Path:
    """A copy of data/ (only its app folder unless `full`) with the fixture game put in."""
    root = tmp / "data"
    if full:
        shutil.copytree(paths.data_dir(), root)
    else:
        shutil.copytree(paths.data_dir() / "app", root / "app")
    shutil.copytree(FIXTURE, root / GAME)
    return root


def new_match(rules, n: int = 3, seed: int = 1) -> Match:
    return Match.new(rules, seats_for(rules, n), seed=seed)


def card(rules, design: str, k: int = 1) -> str:
    cid = f"{design}.{k}"
    assert cid in rules.box.design_of
    return cid


def place(state: dict, cid: str, zone: str, p: int | None = None) -> None:
    """Move card `cid` from wherever it lies into a zone (a player's with `p`)."""
    for where in [state["deck"], state["display"], state["discard"]] + \
                 [pl[z] for pl in state["players"] for z in ("hand", "played")]:
        if cid in where:
            where.remove(cid)
            break
    target = state["players"][p][zone] if p is not None else state[zone]
    target.append(cid)


def set_goods(state: dict, p: int, **goods) -> None:
    """Give player p exactly these goods, the difference going to or from the supply."""
    for k, n in goods.items():
        state["supply"][k] += state["players"][p]["res"][k] - n
        state["players"][p]["res"][k] = n


def tidy(rules, state: dict) -> None:
    """Hands back in the box's order after a hand-made edit."""
    for pl in state["players"]:
        rules.box.sort(pl["hand"])


def run(match: Match, node: dict, p: int | None = None) -> Match:
    """Player p (whose turn it is, by default) carries out `node` now, in place of the turn's
    decision: what follows is the match's pending decision."""
    state = match.state
    p = state["turn"] if p is None else p
    tidy(match.rules, state)
    state["tasks"][-1] = flow_task(p, node, {})
    match.rules.settle(Ctx(state, match.log), state)
    match.invalidate()
    return match
