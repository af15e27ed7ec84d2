"""What the rules help of a game run from data (its `help.yaml`, engine/help_data.py) asks of
the mechanics by name: the end's tests, a count's noun and a score pad row as sentences, which
only the count kinds of engine/mechanics/counts.py can word."""
from __future__ import annotations

from ..choice import msg
from ..mechanics import counts


def end_tests(R) -> dict:
    """The tests that set off the end, joined by "or" ("the deck has no card or ...")."""
    return R.text.join("or", [counts.describe_test(t, R.text, "anyone") for t in R.end["when"]])


def noun(R, spec: dict) -> dict:
    """The arguments naming what a count counts (`noun`, `one`...), as a message takes them."""
    return counts.noun(spec, R.text, 2)


def score_row(R, row: dict) -> dict:
    """A row of the score pad as a rule: "score 4 points per set of ...", or what it adds up
    ("the points printed on the cards you have played")."""
    text, spec, n = R.text, row["count"], row.get("points", 1)
    if n == 1 and counts.is_amount(spec) and spec.get("every", 1) == 1:
        return msg("mech.help.row_amount", **counts.noun(spec, text, 2))
    return counts.per(text.t("node.score", points=text.points(n)), spec, text)
