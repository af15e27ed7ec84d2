"""A decision among actions written in data (`menu.Menu`), as a task of the stack.

A game's task kind names the menu it offers (`menu(R)`, the same at every decision of those
rules); its options, choice and refusals are the menu's, each carried out by the entry its
act names (`MenuEntry.take` returns True when the decision is over), so no game writes an
if-chain over its action names.

Some actions are there only in some situations. The task kind names the facts of its decision
(`facts`: "final", the final round; "full", the storage over-full) and says which hold now
(`situation(R, state, task)`: a truth value for each, in that order), and an entry may say,
besides its `act` and `type`:

  when: [facts]           offered only when all of them hold
  unless: [facts]         offered only when none of them holds
  instead_of: act         offered only when the entry of that act offers nothing
  why: {fact: key}        the refusal of its option when that fact takes it away
                          (`why(R, key)`: by default the game's `<game>.why.<key>`)

`problems_of(entries)` checks that they name facts the task knows. The entries' own
`offers`, `take` and `declines` get the task's `env(R, state, task)` (by default an empty
mapping, not to be changed). An entry kind whose one option is its act whenever the entry is
open (stop, back) may say so (`single = True`): the task then lists that option itself.

The entries' gestures are declared by their node kinds as forms (`gesture_forms.Form`): the
kind's `forms`, or `forms(node)` when they depend on the entry's parameters. Each option is
made by the forms of its own entry, and a gesture that fits no move is read back by the
entries in the menu's order, the entry's act put in.

Options are listed at every decision a search tries: which entries are open is worked out once
per situation (and kept), so a decision costs the situation and the open entries' offers.
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.gesture_forms import meant, moves
from boardgames.engine.menu import ACT, Menu
from boardgames.engine.tasks import TaskType

EMPTY: dict = {}


def forms_of(kind, entry: dict) -> tuple:
    forms = getattr(kind, "forms", ())
    return forms(entry) if callable(forms) else forms


class Plan:
    """One menu as a task kind runs it: its entries with their kinds, by act, and the open
    entries of each situation met so far."""

    __slots__ = ("R", "menu", "by_act", "facts", "rows", "open", "own_env")

    def __init__(self, R, menu: Menu, facts: tuple, own_env: bool):
        self.R, self.menu, self.facts, self.own_env = R, menu, facts, own_env
        self.rows = [(e, menu.kind(e)) for e in menu.entries]
        self.by_act = {e[ACT]: (e, k) for e, k in self.rows}
        self.open: dict = {}

    def opened(self, situation: tuple) -> list:
        """(entry, kind, instead_of, single) of the entries whose `when` and `unless` let them
        be offered; instead_of None when the act it names is not open (so offers nothing)."""
        holds = dict(zip(self.facts, situation))
        rows = [(e, k) for e, k in self.rows if all(holds[f] for f in e.get("when", ()))
                and not any(holds[f] for f in e.get("unless", ()))]
        acts = {e[ACT] for e, _ in rows}
        out = self.open[situation] = [(e, k, e.get("instead_of") if e.get("instead_of") in acts else None,
                                       getattr(k, "single", False)) for e, k in rows]
        return out


class MenuTask(TaskType):
    """A task whose decision is a menu of actions from data (see the module docstring)."""

    #: the names of the facts its `situation` tells
    facts: tuple = ()
    #: the plan of the last rules asked (rules objects rarely change)
    _plan: Plan | None = None

    def menu(self, R) -> Menu:
        raise NotImplementedError

    def situation(self, R, state: dict, task: dict) -> tuple:
        return ()

    def env(self, R, state: dict, task: dict) -> dict:
        return EMPTY

    def why(self, R, key: str) -> dict:
        return msg(f"{R.id}.why.{key}")

    def problems_of(self, entries: list) -> list:
        """(path, message) for every fact an entry names that this task kind does not know."""
        return [((i, field), f"unknown fact {f!r}") for i, e in enumerate(entries)
                for field in ("when", "unless", "why") for f in e.get(field, ()) if f not in self.facts]

    def plan(self, R) -> Plan:
        plan = self._plan
        if plan is None or plan.R is not R:
            plan = self._plan = Plan(R, self.menu(R), self.facts, type(self).env is not MenuTask.env)
        return plan

    def options(self, R, state: dict, task: dict) -> list[dict]:
        plan = self._plan
        if plan is None or plan.R is not R:
            plan = self.plan(R)
        situation = self.situation(R, state, task) if plan.facts else ()
        rows = plan.open.get(situation)
        if rows is None:
            rows = plan.opened(situation)
        env, p = self.env(R, state, task) if plan.own_env else EMPTY, task["p"]
        out: list = []
        for entry, kind, instead, single in rows:
            if instead is not None:
                if any(o[ACT] == instead for o in out):
                    continue
                other, other_kind = plan.by_act[instead]
                if other_kind.offers(R, state, p, other, env):
                    continue
            if single:
                out.append({ACT: entry[ACT]})
            else:
                out += kind.offers(R, state, p, entry, env)
        return out

    def choose(self, R, ctx, state: dict, task: dict, option: dict) -> bool:
        """The option carried out by the entry its act names (what `Menu.take` does)."""
        plan = self._plan
        if plan is None or plan.R is not R:
            plan = self.plan(R)
        entry, kind = plan.by_act[option[ACT]]
        env = self.env(R, state, task) if plan.own_env else EMPTY
        return kind.take(R, ctx, state, task["p"], entry, env, option)

    def refusal(self, R, state: dict, task: dict, option: dict) -> dict | None:
        """The `why` of a fact that takes the option's entry away, or what the entry says."""
        menu = self.plan(R).menu
        entry = menu.entry(option.get(ACT)) if isinstance(option, dict) else None
        holds = dict(zip(self.facts, self.situation(R, state, task)))
        for fact, key in (entry or {}).get("why", {}).items():
            if holds[fact] == (fact in entry.get("unless", ())):
                return self.why(R, key)
        return menu.refusal(R, state, task["p"], option, self.env(R, state, task))

    def roles(self, R, state: dict, task: dict) -> dict:
        """The `@` parts of the entries' forms: by default the deciding player `p`."""
        return {"p": task.get("p")}

    def gestures(self, R, state: dict, task: dict, options: list[dict]) -> list:
        menu, roles = self.plan(R).menu, self.roles(R, state, task)
        out = []
        for o in options:
            entry = menu.entry(o.get(ACT))
            if entry is not None:
                out += moves(forms_of(menu.kind(entry), entry), [o], roles)
        return out

    def meant(self, R, state: dict, task: dict, gesture) -> dict | None:
        menu = self.plan(R).menu
        for entry in menu.entries:
            found = meant(forms_of(menu.kind(entry), entry), gesture)
            if found is not None:
                return {ACT: entry[ACT], **found}
        return None
