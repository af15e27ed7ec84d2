"""The score (fact sheet 13): boat spaces, delivered messages' points, a point per message
still in hand, characters' points and the blue characters' bonuses, palace buildings' points.
Tie-break: most castles, then most buildings (farms, monasteries, castles, palace cards).
Every row uses open information only (a card in hand counts one point whatever it is), so the
preview before the end shows nothing secret."""
from __future__ import annotations

from boardgames.engine.memo import content_key, recall
from boardgames.engine.rules import ScoreSheet

from . import abilities as A
from . import buildings as B
from .text import G

ROWS = ["boat", "delivered", "in_hand", "characters", "bonuses", "palaces"]


def facts(R, state: dict, p: int) -> dict:
    """What an end bonus may count (abilities.EndBonus `count`): p's buildings of each kind, boat
    spaces, and the levels of the messages p delivered."""
    pl = state["players"][p]
    out = {kind: B.count(state, p, kind) for kind in B.KINDS}
    out["boat"] = pl["boat"]
    out["message"] = [R.cards[c]["level"] for c in pl["delivered"]]
    return out


def bonuses(R, state: dict, p: int) -> int:
    """The blue characters' points (the facts gathered only for a player who has one)."""
    ends = [end for c in state["players"][p]["characters"] for end in R.character_bonuses.ends[c]]
    if not ends:
        return 0
    f = facts(R, state, p)
    return sum(kind.points(node, f) for node, kind in ends)


def rows(R, state: dict, p: int) -> list[int]:
    pl = state["players"][p]
    points = R.card_points
    return [pl["boat"],
            sum(points[c] for c in pl["delivered"]),
            len(pl["messages"]) * R.setup_data["end"]["undelivered"],
            sum(R.characters[c]["vp"] for c in pl["characters"]),
            bonuses(R, state, p),
            sum(R.palaces[c["id"]]["vp"] for c in pl["palaces"])]


def buildings(state: dict, p: int) -> int:
    return sum(1 for b in state["buildings"].values() if b["p"] == p) + len(state["players"][p]["palaces"])


def score(R, state: dict) -> ScoreSheet:
    n = state["n"]
    per = [rows(R, state, p) for p in range(n)]
    values = [[per[p][i] for p in range(n)] for i in range(len(ROWS))]
    tiebreaks = [[B.count(state, p, "castle"), buildings(state, p)] for p in range(n)]
    return ScoreSheet([f"{G}.score.{r}" for r in ROWS], values,
                      [f"{G}.score.tb_castles", f"{G}.score.tb_buildings"], tiebreaks)


def bot_features(R, state: dict) -> list[dict[str, float]]:
    """What a computer opponent weighs (weights in game.yaml, `bot`): the score as it stands;
    money; the goods it carries at their selling price; the messages in hand at their points,
    more the nearer they are to delivery (a bot's own state holds the others' secret cards as
    drawn for it); its buildings (each brings boat spaces when merchants buy there); and whether
    its merchant waits in a city too poor to leave (its next turn is lost), money above what
    the tax lets it keep there not counted.

    A player's features depend on their seat, their own holdings and the buildings only, so a
    search, which scores the same players over and over (those not moving above all), finds
    them remembered by those (the dicts returned are shared, not to be changed)."""
    built = content_key(state["buildings"])
    return [recall(R, "features", (p, content_key(pl), built), lambda: _features(R, state, p))
            for p, pl in enumerate(state["players"])]


def _features(R, state: dict, p: int) -> dict[str, float]:
    tax = R.setup_data["tax"]
    pl = state["players"][p]
    money = pl["money"]
    city = pl["merchant"]["at"]
    stuck = 0.0
    if R.board.is_city(city):
        money = min(money, tax["keep"] + A.total(R, state, p, "tax_keep", city))
        stuck = 1.0 if pl["money"] < tax["below"] else 0.0
    points, cards = R.card_points, R.cards
    hand = sum(points[e["id"]] * (1 + len(e["marks"])) / (1 + len(cards[e["id"]]["to"])) for e in pl["messages"])
    return {"score": float(sum(rows(R, state, p))), "money": float(money), "stuck": stuck,
            "goods": float(sum(R.goods[g]["sell"] * k for g, k in pl["goods"].items())),
            "messages": hand, "buildings": float(buildings(state, p))}
