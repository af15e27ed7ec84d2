"""A menu entry whose rules are written once: its options are the candidates that break none
of them, and a refused option is told the first one it breaks.

An action's "what is legal" (`offers`) and "why not" (`declines`) are the same rules read two
ways; written apart they drift (an option listed that the refusal would forbid, a refusal that
names a rule the options never checked). A `CheckedEntry` gives

  closed(R, state, p, node, env)                    a rule that stops every option of the entry
                                                    now (one a turn, once a stop)
  facts(R, state, p, node, env)                     what its checks share within one listing
                                                    (worked out once a listing; None by default)
  candidates(R, state, p, node, env, facts)         every option the entry could offer, in the
                                                    order it offers them (it may leave out what
                                                    the facts already rule out)
  fault(R, state, p, node, env, option, facts)      the first other rule `option` breaks

`closed` and `fault` answer None when no rule is broken, else the refusal *to be worded*: a
function of no arguments returning the message (`lambda: why("sold_out")`). A search lists
options far more often than anybody asks why one is refused, and a listing asks every
candidate: it words nothing. The entry's options are the candidates without a fault while it
is open; its refusal is the closing rule's or the fault's message (None: the option is no
option of this entry, and the menu's caller says so).
"""
from __future__ import annotations

from abc import abstractmethod
from typing import Any, Callable, Iterable

from .menu import MenuEntry

#: a refusal not yet worded: called, it returns the message
Refusal = Callable[[], dict]


class CheckedEntry(MenuEntry):
    """A `MenuEntry` whose offers and refusals come from one list of rules (module docstring)."""

    def closed(self, R, state: dict, p: int, node: dict, env: dict) -> Refusal | None:
        return None

    def facts(self, R, state: dict, p: int, node: dict, env: dict) -> Any:
        return None

    @abstractmethod
    def candidates(self, R, state: dict, p: int, node: dict, env: dict, facts: Any) -> Iterable[dict]:
        """Every option the entry could offer, in order."""

    @abstractmethod
    def fault(self, R, state: dict, p: int, node: dict, env: dict, option: dict, facts: Any) -> Refusal | None:
        """The first rule `option` breaks (module docstring), or None."""

    def offers(self, R, state: dict, p: int, node: dict, env: dict) -> list[dict]:
        """The entry's options, listed at once (a menu lists its entries one at a time)."""
        kind = type(self)
        if kind.closed is not CheckedEntry.closed and self.closed(R, state, p, node, env) is not None:
            return []
        facts = None if kind.facts is CheckedEntry.facts else self.facts(R, state, p, node, env)
        fault = self.fault
        out = []
        for option in self.candidates(R, state, p, node, env, facts):
            if fault(R, state, p, node, env, option, facts) is None:
                out.append(option)
        return out

    def declines(self, R, state: dict, p: int, node: dict, env: dict, option: dict) -> dict | None:
        broken = self.closed(R, state, p, node, env) or \
            self.fault(R, state, p, node, env, option, self.facts(R, state, p, node, env))
        return None if broken is None else broken()
