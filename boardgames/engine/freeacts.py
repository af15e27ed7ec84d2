"""Free actions: things a player may do at any of their own decisions (conversions, trades).

Some games let a player act "at any time": turn goods into food, spend a ruby,
use a trading tile. Instead of a separate channel, those acts are offered as
extra options of every pending choice of that player, so the UI, the bots, the
action log, undo and replay treat them like any other option. After a free act
the same decision is pending again (recomputed, since the act may have changed
what is possible).

`attach(choice, free)` appends the free options and records where they start in
`choice.info["free_from"]`; `real_options` / `free_options` split them again. The task
kernel (tasks.py) does this wiring for every game: a game implements `free_options`,
`has_free`, `is_free` and `apply_free`.
"""
from __future__ import annotations

from dataclasses import replace

from .choice import FREE_FROM, Choice


def attach(choice: Choice, free: list[dict]) -> Choice:
    """The choice with `free` appended (options equal to a real option are not repeated)."""
    if not free:
        return choice
    real = list(choice.options)
    extra = [o for o in free if o not in real]
    info = dict(choice.info)
    info[FREE_FROM] = len(real)
    return replace(choice, options=real + extra, info=info)


def real_options(choice: Choice) -> list[dict]:
    k = choice.info.get(FREE_FROM)
    return list(choice.options if k is None else choice.options[:k])


def free_options(choice: Choice) -> list[dict]:
    k = choice.info.get(FREE_FROM)
    return [] if k is None else list(choice.options[k:])


def is_free(choice: Choice, option: dict) -> bool:
    k = choice.info.get(FREE_FROM)
    if k is None:
        return False
    return option in choice.options[k:] and option not in choice.options[:k]
