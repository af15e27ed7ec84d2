"""What the public log tells of an amount each player keeps hidden (coins behind a screen).

At a real table every payment is made in front of everyone: a player with a perfect memory
adds the amounts up and knows what each screen hides. A game whose log names every such
amount describes it in data (a `ledger` mapping, keys relative to `<game>.log.`):

    takes: [harvest, work]          the entry's player takes its `n` (from the supply)
    pays: [buy_seed, hire]          the entry's player pays its `n` (to the supply)
    pays_to: {tax: seat}            the entry's player pays its `n` to the seat in this argument

`tally` adds up a player's log (`Match.log_for`) from the amount everyone starts with. Computer
opponents model the hidden amounts by it (`Rules.recollect`), never by the state.
"""
from __future__ import annotations

from typing import Iterable

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
