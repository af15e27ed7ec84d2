"""The rules help of a game run from data (engine/rules_help.py), all of it rendered by the
mechanics from the same data that runs the game: set-up, the turn, every action, every card,
the end and the score pad."""
from __future__ import annotations

from ..choice import msg
from ..mechanics import counts
from ..rules_help import Entry, section


def help_sections(R, players: int, mode: str) -> list:
    return [_setup(R, players), _turn(R), _actions(R), _cards(R), _end(R)]


def _h(key: str, **args) -> dict:
    return msg(f"mech.help.{key}", **args)


def _setup(R, n: int):
    text = R.text
    intro = [_h("deck", cards=text.cards(len(R.box.cards))),
             _h("supply", goods=text.goods(R.supply_total)),
             _h("start", goods=text.goods(R.start.get("goods", {})), cards=text.cards(R.start.get("hand", 0)))]
    if R.display_size:
        intro.append(_h("display", cards=text.cards(R.display_size)))
    return section("setup", msg("help.section.setup_players", n=n), intro=intro)


def _turn(R):
    return section("turn", intro=[_h("turn"), _h("hidden"), _h("passed")])


def _actions(R):
    return section("actions", entries=[Entry(f"act.{a['act']}", f"@{R.id}.act.{a['act']}", [R.nodes.render(a)])
                                       for a in R.data["turn"]["actions"]])


def _cards(R):
    text, entries = R.text, []
    for design in R.data["components"]["cards"]:
        lines = [_h("copies", n=design["count"])]
        if design.get("tags"):
            lines.append(_h("tags", tags=text.tags(design["tags"])))
        if design.get("points"):
            lines.append(_h("points", points=text.points(design["points"])))
        effect = [R.nodes.render(design["effect"])] if "effect" in design else []
        cost = text.goods(design["cost"]) if design.get("cost") else None
        entries.append(Entry(f"card.{design['id']}", text.card(design["id"]), effect, cost, lines))
    return section("cards", _h("cards"), entries=entries)


def _end(R):
    text, end = R.text, R.end
    intro = []
    if end.get("when"):
        tests = [counts.describe_test(t, text, "anyone") for t in end["when"]]
        intro.append(_h("end_when", tests=text.join("or", tests)))
        intro.append(_h("end_round" if end.get("finish_round", True) else "end_now"))
    intro += [_h("end_rounds", n=end["rounds"]), _h("end_idle"), _h("winner")]
    for row in R.tiebreak_rows:
        intro.append(_h("tiebreak", **counts.noun(row["count"], text, 2)))
    entries = [Entry(f"score.{row['id']}", f"@{R.id}.score.{row['id']}", [_row(R, row)]) for row in R.rows]
    return section("end", intro=intro, entries=entries)


def _row(R, row: dict) -> dict:
    """A row of the score pad as a rule: "score 4 points per set of ...", or what it adds up
    ("the points printed on the cards you have played")."""
    text, spec, n = R.text, row["count"], row.get("points", 1)
    if n == 1 and counts.is_amount(spec) and spec.get("every", 1) == 1:
        return _h("row_amount", **counts.noun(spec, text, 2))
    return counts.per(text.t("node.score", points=text.points(n)), spec, text)
