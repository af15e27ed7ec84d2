"""Moving a piece (fact sheet 6): exactly horses + 1 spaces.

  {"act": "move", "piece": "merchant"|"messenger", "horses": h, "to": space[, "toward": city]}

`horses` is what the piece moves with: fewer than it stands on leaves the others lying on the
space it leaves (anyone may take them later); one more takes a horse lying there (at most one
a turn for the player, `setup.horses_taken`, more with a Groom). A piece keeps its heading
until it reaches a city; in a city, also passing through, it may take any road away from it.
`toward` is given only when the same space can be reached with two headings.

A piece is `{"at": space, "horses": n, "to": city it is heading for | None in a city}`.
"""
from __future__ import annotations

from . import abilities as A
from .text import G, PIECES, amount, name, why


def take_limit(R, state: dict, p: int) -> int:
    return R.setup_data["horses_taken"] + A.total(R, state, p, "horses_taken")


def horse_counts(R, state: dict, p: int, piece: str) -> list[int]:
    pc = state["players"][p][piece]
    out = list(range(pc["horses"] + 1))
    if state["horses"][pc["at"]] > 0 and state["turn"]["taken"] < take_limit(R, state, p):
        out.append(pc["horses"] + 1)
    return out


def iter_options(R, state: dict, p: int, piece: str):
    """The piece's moves, fewest horses first (one at a time: tasks.Turn)."""
    pc = state["players"][p][piece]
    for h in horse_counts(R, state, p, piece):
        stops = R.board.stops(pc["at"], pc["to"], h + 1)
        spaces = [s for s, _ in stops]
        for space, head in stops:
            o = {"act": "move", "piece": piece, "horses": h, "to": space}
            if spaces.count(space) > 1:
                o["toward"] = head
            yield o


def move(R, ctx, state: dict, p: int, option: dict) -> None:
    piece, h = option["piece"], option["horses"]
    pc = state["players"][p][piece]
    at = pc["at"]
    if h > pc["horses"]:
        state["horses"][at] -= 1
        state["turn"]["taken"] += 1
        ctx.log(f"{G}.log.horse_taken", p, piece=name("piece", piece), space=name("node", at))
    elif h < pc["horses"]:
        state["horses"][at] += pc["horses"] - h
        ctx.log(f"{G}.log.horses_left", p, piece=name("piece", piece), horses=amount("horse", pc["horses"] - h),
                space=name("node", at))
    stops = R.board.stops(at, pc["to"], h + 1)
    head = option.get("toward", next(hd for s, hd in stops if s == option["to"]))
    pc.update(at=option["to"], horses=h, to=head)
    ctx.log(f"{G}.log.move", p, piece=name("piece", piece), space=name("node", option["to"]),
            spaces=amount("space", h + 1))


def refusal(R, state: dict, p: int, left: list, option: dict) -> dict:
    piece = option.get("piece")
    if option.get("act") != "move" or piece not in PIECES:
        return why("move_a_piece")
    if piece not in left:
        return why("moved_already", piece=name("piece", piece))
    pc = state["players"][p][piece]
    h = option.get("horses")
    if type(h) is not int or h < 0:
        return why("bad_horses")
    if h > pc["horses"] + 1:
        return why("too_many_horses", horses=amount("horse", pc["horses"]))
    if h == pc["horses"] + 1:
        if state["horses"][pc["at"]] <= 0:
            return why("no_lying_horse")
        if state["turn"]["taken"] >= take_limit(R, state, p):
            return why("horses_taken", horses=amount("horse", take_limit(R, state, p)))
    return why("unreachable", spaces=amount("space", h + 1))
