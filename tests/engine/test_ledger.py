"""The public ledger (engine/ledger.py): amounts added up from log entries as the data names them."""
from __future__ import annotations

from boardgames.engine import ledger

SPEC = {"takes": ["harvest"], "pays": ["buy"], "pays_to": {"tax": "seat"}}


def entry(key, p, **args):
    return {"key": f"g.log.{key}", "p": p, "args": args}


def test_takes_pays_and_payments_between_players_add_up():
    log = [entry("harvest", 0, n=9), entry("buy", 1, n=2), entry("tax", 0, seat=2, n=2),
           entry("plant", 1, n=5)]              # not a ledger entry: its n is points
    assert ledger.tally(SPEC, log, 3, 3, "g.log.") == [3 + 9 - 2, 3 - 2, 3 + 2]


def test_an_entry_it_cannot_read_makes_the_tally_unknown():
    assert ledger.tally(SPEC, [entry("tax", 0, n=2)], 3, 3, "g.log.") is None             # no seat
    assert ledger.tally(SPEC, [entry("buy", 0, n="2")], 3, 3, "g.log.") is None           # no number
    assert ledger.tally(SPEC, [entry("buy", 7, n=2)], 3, 3, "g.log.") is None             # no such player
    assert ledger.tally(SPEC, [entry("tax", 0, seat=3, n=1)], 3, 3, "g.log.") is None     # no such seat


def test_check_names_unknown_and_repeated_log_keys():
    assert ledger.check(SPEC, ["harvest", "buy", "tax"]) == []
    problems = ledger.check({"takes": ["harvest", "harvest"], "pays_to": {"fine": "seat"}}, ["harvest"])
    assert (("takes", 1), "'harvest' is named twice") in problems
    assert (("pays_to", "fine"), "'fine' is not a log entry of this game") in problems


class Toy:
    """What the ledger reads of a rules object: its id and its data."""
    id = "g"
    data = {"setup": {"coins": 3}}


FULL = {**SPEC, "amount": "coins", "start": "$data.setup.coins", "most": "$state.total"}


def observed(*coins, total=20):
    return {"total": total, "players": [{"coins": c} for c in coins]}


def test_recollect_fills_the_hidden_amounts_the_log_tells():
    log = [entry("harvest", 0, n=9), entry("buy", 1, n=2), entry("tax", 0, seat=2, n=2)]
    obs = observed(10, None, None)
    ledger.recollect(Toy, FULL, obs, log, 0)
    assert [pl["coins"] for pl in obs["players"]] == [10, 1, 5]


def test_recollect_tells_nothing_when_the_log_does_not_add_up():
    log = [entry("harvest", 0, n=9)]
    for obs, player in ((observed(11, None, None), 0),                # the own amount is not as seen
                        (observed(12, None, None, total=15), 0),      # more than the game has
                        (observed(12, None, None), None)):            # a spectator remembers nothing
        ledger.recollect(Toy, FULL, obs, log, player)
        assert obs["players"][1]["coins"] is None
    obs = observed(12, None, None)
    ledger.recollect(Toy, FULL, obs, [], 0)                           # a log that is not all of it
    assert obs["players"][1]["coins"] is None
