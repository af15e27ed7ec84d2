"""What the public log tells of an amount each player keeps hidden (coins behind a screen).

At a real table every payment is made in front of everyone: a player with a perfect memory
adds the amounts up and knows what each screen hides. A game whose log names every such
amount describes it in data (a `ledger` mapping, keys relative to `<game>.log.`):

    takes: [harvest, work]          the entry's player takes its `n` (from the supply)
    pays: [buy_seed, hire]          the entry's player pays its `n` (to the supply)
    pays_to: {tax: seat}            the entry's player pays its `n` to the seat in this argument
    amount: coins                   where each player keeps it: a key of its `players.*` part
    start: $data.setup.coins_each   what each player starts with (a `$` path, engine/zones.py)
    most: $state.coins_total        what all of them together can never exceed (optional)

`tally` adds up a player's log (`Match.log_for`) from the amount everyone starts with. Computer
opponents model the hidden amounts by it (`Rules.recollect`, `recollect` here), never by the
state: an observation's hidden amounts are filled in where the log adds up, and only when it
adds up to the observer's own amount too (a log that does not reach back to the set-up, or one
the ledger does not describe, tells nothing).
"""
from __future__ import annotations

from typing import Iterable

from .zones import ZonesError, source

AMOUNT = "n"


def check(spec: dict, log_keys: Iterable[str]) -> list[tuple[tuple, str]]:
    """Problems of a ledger mapping: (path, message) for every log key it names that the
    game's log has no text for, or a key named twice."""
    known = set(log_keys)
    out, seen = [], set()
    for part in ("takes", "pays", "pays_to"):
        names = spec.get(part, {})
        for i, name in enumerate(names):
            path = (part, name) if part == "pays_to" else (part, i)
            if name not in known:
                out.append((path, f"{name!r} is not a log entry of this game"))
            if name in seen:
                out.append((path, f"{name!r} is named twice"))
            seen.add(name)
    return out


def tally(spec: dict, log: Iterable[dict], players: int, start: int, prefix: str) -> list[int] | None:
    """Each player's amount as the log tells it, or None when an entry that moves it cannot
    be read (no amount, or no seat for a payment to another player: a log the ledger does not
    describe)."""
    sign: dict[str, int] = {prefix + k: 1 for k in spec.get("takes", ())}
    sign.update({prefix + k: -1 for k in spec.get("pays", ())})
    to = {prefix + k: arg for k, arg in spec.get("pays_to", {}).items()}
    amounts = [start] * players
    for entry in log:
        key = entry.get("key")
        s, arg = sign.get(key), to.get(key)
        if s is None and arg is None:
            continue
        p, args = entry.get("p"), entry.get("args") or {}
        n = args.get(AMOUNT)
        if type(p) is not int or not 0 <= p < players or type(n) is not int:
            return None
        if arg is None:
            amounts[p] += s * n
            continue
        q = args.get(arg)
        if type(q) is not int or not 0 <= q < players:
            return None
        amounts[p] -= n
        amounts[q] += n
    return amounts


def recollect(R, spec: dict, obs: dict, log: Iterable[dict], player: int | None) -> None:
    """Fill into `obs` the hidden amounts (None) of its players as `player`'s log tells them,
    if it adds up: never negative, the observer's own as seen, all of them within `most`."""
    if player is None:
        return
    players, key = obs["players"], spec["amount"]
    told = tally(spec, log, len(players), source(R, obs, spec["start"]), f"{R.id}.log.")
    if told is None or told[player] != players[player][key] or min(told) < 0 \
            or "most" in spec and sum(told) > source(R, obs, spec["most"]):
        return
    for p, part in enumerate(players):
        if part[key] is None:
            part[key] = told[p]


def validate(R) -> list:
    """Problems of the game's ledger file (DataErrors located in it): the log keys it names
    (`check`, against the game's English log texts) and its `start` path."""
    located = R.spec.located.get("ledger")
    if located is None:
        return []
    prefix = f"{R.id}.log."
    log_keys = [k[len(prefix):] for k in R.spec.strings.get("en", {}) if k.startswith(prefix)]
    out = [located.error(message, path) for path, message in check(located.data, log_keys)]
    try:
        source(R, None, located.data["start"])
    except ZonesError as exc:
        out.append(located.error(str(exc), ("start",)))
    return out
