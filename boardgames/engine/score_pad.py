"""The score pad written in data (a game's scoring.yaml): one row per category, one column per
player, each value worked out from the state in the data's value language
(engine/data_values.py), compiled once per rules object; tie-breaks likewise, compared in
order after the total.

    once: {counts: {call: end_counts, args: [$rules, $state]}}   # names bound once per pad
    let: {facts: "$counts.(p)"}                                   # names bound per player
    rows:
      - {id: tokens, value: {sum: {each: $player.tokens, do: "$rules.tokens.(it).vp"}}}
      - {id: end_card, value: {if: {eq: [$state.end_card, $p]}, then: 3}}   # None prints "/"
      - {id: sets, count: {sets: [red, gold]}, points: 4}
    tiebreaks:
      - {id: tb_buildings, value: $player.buildings}
    remember: [$player, $facts]        # a player's column depends on these alone

A row (or tie-break) is titled `<game>.score.<id>` and holds either a `value`, or a `count`
of the mechanics (engine/mechanics/counts.py) scoring `points` (1 if not given) for each that
it counts, as a data-only game writes its pad. A value sees the names `rules`, `data`, `state`,
`n` (the number of players) and `hooks` (the game's scoring module: `call: NAME` runs its
function NAME, for what the board's geometry must say), then those of `once`, then, per player,
`p`, `player` (the state's record of the player) and those of `let`. With `remember`, a
player's column (rows and tie-breaks) is kept by the content of that value (engine/memo.py): a
search scores the same players over and over, and finds them there.

A game's scoring module takes `score` from here (the rules find it there, `Rules.score`);
`check` reports, as file:line, a `call` that names no function of that module.
"""
from __future__ import annotations

from typing import Any, Iterator

from .data_values import Code, bind, compile_value
from .mechanics import counts
from .memo import content_key, recall
from .rules import ScoreSheet
from .yamlio import DataError


class Pad:
    """A score pad's data compiled: its row titles and the code of their values."""

    def __init__(self, R, data: dict):
        self.hooks = R._part("scoring")
        self.once, self.each_player = bind(data.get("once")), bind(data.get("let"))
        rows, ties = data.get("rows", []), data.get("tiebreaks", [])
        self.labels = [f"{R.id}.score.{row['id']}" for row in rows]
        self.tie_labels = [f"{R.id}.score.{row['id']}" for row in ties]
        self.rows = [_row(row) for row in rows]
        self.ties = [_row(row) for row in ties]
        self.remember = _key(data["remember"]) if "remember" in data else None

    def column(self, env: dict) -> tuple[tuple, tuple]:
        """A player's values and tie-breaks (`env`: the names of `once`, `let`, `p`, `player`)."""
        return tuple([code(env) for code in self.rows]), tuple([code(env) for code in self.ties])


def _row(row: dict) -> Code:
    """The code of one row's value: its `value`, or `points` per what its `count` counts."""
    if "value" in row:
        return compile_value(row["value"])
    spec, points = row["count"], row.get("points", 1)
    return lambda env: points * counts.count(env["rules"], env["state"], env["p"], spec)


def _key(v: Any) -> Code:
    """The code of `remember`: a list written out is made of the values themselves, not copies
    of them (only their content is read)."""
    if not isinstance(v, list):
        return compile_value(v)
    parts = [compile_value(x) for x in v]
    return lambda env: [f(env) for f in parts]


def pad(R) -> Pad:
    """The rules' score pad (the game's scoring file), compiled once."""
    got = R.__dict__.get("_score_pad")
    if got is None:
        got = R._score_pad = Pad(R, R.data["scoring"])
    return got


def score(R, state: dict) -> ScoreSheet:
    """The score pad for the state as it stands (a preview before the end)."""
    sheet = pad(R)
    players = state["players"]
    n = len(players)
    env = sheet.once({"rules": R, "data": R.data, "state": state, "n": n, "hooks": sheet.hooks})
    values = [[None] * n for _ in sheet.rows]
    tiebreaks = []
    for p, pl in enumerate(players):
        mine = sheet.each_player({**env, "p": p, "player": pl})
        if sheet.remember is None:
            got, ties = sheet.column(mine)
        else:
            got, ties = recall(R, "score_pad", content_key(sheet.remember(mine)), lambda: sheet.column(mine))
        for column, value in zip(values, got):
            column[p] = value
        if ties:
            tiebreaks.append(list(ties))
    return ScoreSheet(sheet.labels, values, sheet.tie_labels, tiebreaks)


def check(R, file: str = "scoring") -> list[DataError]:
    """A `call` of the pad (file `file`) that names no function of the game's scoring module."""
    loc, hooks = R.spec.located[file], R._part("scoring")
    return [loc.error(f"{name!r} is no function of the game's scoring module", where)
            for where, name in _calls(loc.data, ()) if "." not in name and not callable(getattr(hooks, name, None))]


def _calls(value: Any, where: tuple) -> Iterator[tuple[tuple, str]]:
    """(path, name) of every `call` written in a value."""
    if isinstance(value, dict):
        if isinstance(value.get("call"), str):
            yield where + ("call",), value["call"]
        for k, v in value.items():
            yield from _calls(v, where + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _calls(v, where + (i,))
