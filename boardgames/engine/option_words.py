"""An option of a decision in words, written in data: the rules a game's help document lists
under `options`, in order; the first that fits the option says it.

    options:
      - {act: disarm, say: {msg: caverna.opt.disarm, n: {add: [$o.dwarf, 1]}}}
      - {has: [strength], say: {msg: caverna.opt.strength, n: $o.strength}}
      - {act: feed, if: $o.keep, say: {msg: caverna.opt.feed_keep, n: $o.keep}}

A rule fits an option whose `act` is the rule's (when it names one) and which holds every key
of its `has`, when its `if` holds. Its `if` and `say` are values of the data's one value
language (engine/data_values.py, compiled once per rules object), made with `o` the option, `info` the decision's info and
`kind` its kind, besides `rules`, `data` and `hooks` (the game's help module). `say` makes a
message, or a list of them (the lines of a tooltip, as the rules' `describe` gives).
"""
from __future__ import annotations

from typing import Any

from .data_values import compiled


class OptionWords:
    """A game's `options` rules, read once."""

    def __init__(self, rules, spec: list[dict]):
        self.R = rules
        self.env = {"rules": rules, "data": rules.data, "hooks": rules._part("help")}
        #: (act or None, keys the option must hold, the rule)
        self.rules = [(r.get("act"), tuple(r.get("has", ())), r) for r in spec]

    def lines(self, kind: str, option: dict, info: dict) -> list[Any]:
        """The option in words, as a list of lines (none: no rule fits it)."""
        env = None
        for act, has, rule in self.rules:
            if (act is not None and option.get("act") != act) or any(k not in option for k in has):
                continue
            if env is None:
                env = {**self.env, "o": option, "info": info, "kind": kind}
            if "if" in rule and not compiled(self.R, rule["if"])(env):
                continue
            said = compiled(self.R, rule["say"])(env)
            return list(said) if isinstance(said, list) else [said]
        return []
