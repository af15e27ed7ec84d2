"""A menu entry whose rules are written once: its options are the candidates that break none
of them, and a refused option is told the first one it breaks.

An action's "what is legal" (`offers`) and "why not" (`declines`) are the same rules read two
ways; written apart they drift (an option listed that the refusal would forbid, a refusal that
names a rule the options never checked). A `CheckedEntry` gives

  candidates(R, state, p, node, env)                every option the entry could offer, in the
                                                    order it offers them
  facts(R, state, p, node, env)                     what its checks share within one listing
                                                    (computed once per listing; None by default)
  fault(R, state, p, node, env, option, facts)      the first rule `option` breaks, as a
                                                    refusal message; None when it breaks none

and the entry's options are the candidates without a fault, its refusal the fault (None: the
option is no option of this entry, and the menu's caller says so).
"""
from __future__ import annotations

from typing import Any, Iterable

from .menu import MenuEntry


class CheckedEntry(MenuEntry):
    """A `MenuEntry` whose offers and refusals come from one list of rules (module docstring)."""

    def candidates(self, R, state: dict, p: int, node: dict, env: dict) -> Iterable[dict]:
        raise NotImplementedError

    def facts(self, R, state: dict, p: int, node: dict, env: dict) -> Any:
        return None

    def fault(self, R, state: dict, p: int, node: dict, env: dict, option: dict, facts: Any) -> dict | None:
        raise NotImplementedError

    def offers(self, R, state: dict, p: int, node: dict, env: dict) -> Iterable[dict]:
        facts = self.facts(R, state, p, node, env)
        for option in self.candidates(R, state, p, node, env):
            if self.fault(R, state, p, node, env, option, facts) is None:
                yield option

    def declines(self, R, state: dict, p: int, node: dict, env: dict, option: dict) -> dict | None:
        return self.fault(R, state, p, node, env, option, self.facts(R, state, p, node, env))
