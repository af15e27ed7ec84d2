"""The score (fact sheet 13): boat spaces, delivered messages' points, a point per message
still in hand, characters' points and the blue characters' bonuses, palace buildings' points.
Tie-break: most castles, then most buildings (farms, monasteries, castles, palace cards).
Every row uses open information only (a card in hand counts one point whatever it is), so the
preview before the end shows nothing secret."""
from __future__ import annotations

from boardgames.engine.rules import ScoreSheet

from . import abilities as A
from . import buildings as B
from .abilities import ABILITIES
from .text import G

ROWS = ["boat", "delivered", "in_hand", "characters", "bonuses", "palaces"]


def facts(R, state: dict, p: int) -> dict:
    pl = state["players"][p]
    return {"farm": B.count(state, p, "farm"), "monastery": B.count(state, p, "monastery"),
            "castle": B.count(state, p, "castle"), "boat": pl["boat"],
            "delivered": [R.cards[c]["level"] for c in pl["delivered"]]}


def bonuses(R, state: dict, p: int) -> int:
    f = facts(R, state, p)
    return sum(ABILITIES.types[node["type"]].end_points(node, f)
               for c in state["players"][p]["characters"] for node in R.characters[c]["abilities"])


def rows(R, state: dict, p: int) -> list[int]:
    pl = state["players"][p]
    return [pl["boat"],
            sum(R.card_vp(c) for c in pl["delivered"]),
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
    the tax lets it keep there not counted."""
    tax = R.setup_data["tax"]
    out = []
    for p, pl in enumerate(state["players"]):
        money = pl["money"]
        city = pl["merchant"]["at"]
        stuck = 0.0
        if R.board.is_city(city):
            money = min(money, tax["keep"] + A.total(R, state, p, "tax_keep", city))
            stuck = 1.0 if pl["money"] < tax["below"] else 0.0
        hand = sum(R.card_vp(e["id"]) * (1 + len(e["marks"])) / (1 + len(R.cards[e["id"]]["to"]))
                   for e in pl["messages"])
        out.append({"score": float(sum(rows(R, state, p))), "money": float(money), "stuck": stuck,
                    "goods": float(sum(R.goods[g]["sell"] * k for g, k in pl["goods"].items())),
                    "messages": hand, "buildings": float(buildings(state, p))})
    return out
