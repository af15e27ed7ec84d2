"""A decision among a game's actions, written in data: one option list from many entries.

Many decisions are "take one of these actions": a turn of Urubamba Valley (plant a seed on a
cell, harvest, purchase, work), a worker placement, a card's "either ... or" whose parts are
chosen in one click. The game's YAML lists the entries, in the order their options are offered:

    turn:
      - {act: plant, type: plant_seed}
      - {act: harvest, type: harvest_track}
      - {act: purchase, type: open_market}
      - {act: work, type: take_coins, coins: 1, when_broke: true}

Every entry is a node of the game's `effects.Registry` whose kind is a `MenuEntry`: besides
validating and rendering itself (its rule sentence), it answers for its own options

  offers(R, state, p, node, env)          the entry's options now (each with "act": node["act"]),
                                          one at a time (a decision may list them lazily)
  take(R, ctx, state, p, node, env, opt)  carry one out (it may push tasks for what follows);
                                          a true result: the decision is over
  declines(R, state, p, node, env, opt)   why an option of this entry that is not offered is refused
  surely(R, state, p, node, env)          how many options it surely has (0 if not known cheaply),
                                          so a decision learns "two or more" without listing them

and for the board (engine/gestures.py): its `forms` (engine/gesture_forms.py: the kind's, or
`forms(node)` when they depend on the entry's parameters) make each option's gestures and read
a stray gesture back as the option it stands for; a kind whose gestures no form can say writes
`moves(R, state, node, option)` and `meant(R, state, p, node, gesture)` instead (`pieces`: the
kinds of piece its gestures pick up; a gesture with another piece is none of its).

An entry may say, besides its `act` and `type`, when it is offered:

  when: [facts]           only when all of these facts of the decision hold
  unless: [facts]         only when none of them holds
  why: {fact: key}        the refusal of its option when that fact takes it away (`why.<key>`)
  instead_of: act         only when the entry of that act offers nothing
  refuse: key             the refusal of any of its options not offered (`why.<key>`), when the
                          reason does not depend on the option

An `Opener` opens a decision of its own (a Purchase action, its buys). A stop (`Stop`: done,
skip, end; a kind with `stops = True`) ends the decision. It is offered
only after some other option, so a decision whose only option would be to stop is no decision;
with `after: <counter>` it is offered whenever that count of the env is above 0 instead (done,
once something is bought). Stops are listed last.

`Menu` joins the entries: options in data order, a chosen option dispatched to the entry its
"act" names (a dict built from the data, so no game writes an if-chain over action names), a
refused option explained by that entry, gestures made and read by the entries. `only`
restricts a decision to one act (an extra action that must be a planting, say). The facts are
the decision's (`situation`: a truth value for each of the `facts` the task kind names, in
order; menutask.py); which entries are open is worked out once per situation and kept, so a
search's listing costs only the open entries' offers (a fact a listing does not tell does not
hold). A menu whose options are not a decision's own (a game's free acts, say) may name its
entries, and its options their entry, by another key than `act` (`Menu(key=...)`). `Menus`
holds a game's named menus.
"""
from __future__ import annotations

from abc import abstractmethod
from typing import Any, Iterable, Iterator

from . import gesture_forms
from .choice import msg
from .effects import NodeType, Problem, Registry
from .fields import Field

ACT = "act"
EMPTY: dict = {}
NAME = {"type": "string", "minLength": 1}
#: the keys of an entry that name facts of its decision (module docstring)
SITUATED = ("when", "unless", "why")


class MenuEntry(NodeType):
    """A node kind that can be an entry of a `Menu` (see the module docstring)."""

    #: a stop: it ends the decision (`Stop`)
    stops = False
    #: its one option is its act whenever the entry is open: the menu lists it itself
    single = False
    #: its `surely` costs more than most: asked after the others
    costly = False
    #: its `menu` names a menu it opens (its options are a decision of their own): an option of
    #: that menu met in this one is refused as that decision would refuse it (`Menus`)
    opens = False
    #: the kinds of piece (a gesture's `piece[0]`) its gestures pick up (none: any)
    pieces: tuple = ()
    #: its gestures as forms (engine/gesture_forms.py); a method `forms(node)` when they
    #: depend on the entry's parameters
    forms: Any = ()

    @abstractmethod
    def offers(self, R, state: dict, p: int, node: dict, env: dict) -> Iterable[dict]:
        """The entry's options now."""

    @abstractmethod
    def take(self, R, ctx, state: dict, p: int, node: dict, env: dict, option: dict) -> Any:
        """Carry `option` out; a true result ends the decision."""

    def declines(self, R, state: dict, p: int, node: dict, env: dict, option: dict) -> dict | None:
        return None

    def surely(self, R, state: dict, p: int, node: dict, env: dict) -> int:
        return 0

    def forms_of(self, node: dict) -> tuple:
        forms = self.forms
        return forms(node) if callable(forms) else forms

    def moves(self, R, state: dict, node: dict, option: dict, roles: dict = EMPTY) -> list:
        """The gestures that make `option` (none: it is a button)."""
        return gesture_forms.moves(self.forms_of(node), [option], roles)

    def meant(self, R, state: dict, p: int, node: dict, gesture) -> dict | None:
        """The option a gesture stands for, legal or not (None: none of this entry's)."""
        found = gesture_forms.meant(self.forms_of(node), gesture)
        return None if found is None else {ACT: node[ACT], **found}


class Stop(MenuEntry):
    """Ends the decision (module docstring). `after`: offered once that count of the env is
    above 0, with or without other options; `refuse`: the reason given when it is not offered
    (else the menu's). Its sentence is the game's `how.<act>` (the action bar's words).
    Mechanic: ending a decision unused (pass, skip, done), the same in every game whatever the
    decision; a game may have only one such decision."""

    type = "stop"
    stops = True
    fields = {ACT: Field(NAME), "refuse": Field(NAME, optional=True), "after": Field(NAME, optional=True)}

    def offers(self, R, state, p, node, env):
        return [{ACT: node[ACT]}] if "after" not in node or env[node["after"]] else []

    def take(self, R, ctx, state, p, node, env, option):
        return True

    def surely(self, R, state, p, node, env):
        return 1 if "after" not in node or env[node["after"]] else 0

    def render(self, node, text, registry):
        return text.t(f"how.{node[ACT]}")


class Opener(MenuEntry):
    """An entry whose option opens a decision of its own (`opens`): a task named like the menu
    its `menu` names, for the deciding player, with that menu's `fresh` env; a stray gesture is
    read as that menu's options would be. Its kind says when it is offered (`offers`)."""

    opens = True

    def take(self, R, ctx, state, p, node, env, option):
        state["tasks"].append({"t": node["menu"], "p": p, **R.menus[node["menu"]].fresh()})
        return False                    # the action goes on in its own decision

    def opened(self, R, state: dict, p: int, node: dict) -> list[dict]:
        """The options of the menu it opens, in a decision of it not yet begun."""
        menu = R.menus[node["menu"]]
        return list(menu.iter_options(R, state, p, menu.fresh()))

    def meant(self, R, state, p, node, gesture):
        return R.menus[node["menu"]].meant(R, state, p, gesture)


class Row:
    """One open entry as a decision lists it: the node, its kind and how it is offered."""

    __slots__ = ("entry", "kind", "act", "instead", "single", "waits")

    def __init__(self, entry: dict, kind: MenuEntry, instead: str | None, act: str):
        self.entry, self.kind, self.act, self.instead = entry, kind, act, instead
        self.single = kind.single
        #: a stop offered only after some other option
        self.waits = kind.stops and "after" not in entry


class Menu:
    """The entries of one decision, from data (a list of nodes, each with a unique `act`, or
    with a unique value of `key` when the menu says: an option names its entry by that key)."""

    __slots__ = ("nodes", "entries", "by_act", "kinds", "unknown", "prefix", "open", "settings", "key",
                 "inner")

    def __init__(self, nodes: Registry, entries: list[dict], unknown: dict | None = None,
                 prefix: str | None = None, settings: dict | None = None, key: str = ACT):
        self.nodes = nodes
        self.key = key
        #: what the menu's data says of its decision besides its entries (menutask.NamedMenuTask)
        self.settings = settings or EMPTY
        self.entries = list(entries)
        self.by_act = {e.get(key): e for e in self.entries}
        #: act -> the entry's kind (None: a type the registry lacks, told by `problems`)
        self.kinds = {e.get(key): nodes.types.get(e.get("type")) for e in self.entries}
        #: the refusal of an option whose act is none of the entries'
        self.unknown = unknown or msg("engine.menu_unknown")
        #: what keys the `refuse` and `why` refusals (`<prefix>why.<key>`; None: the game's id)
        self.prefix = prefix
        #: situation -> (the open rows, in data order; those that tell a count, in asking
        #: order; whether a plain loop lists them)
        self.open: dict = {}
        #: the act of an option of a menu an entry opens -> (that entry, that menu) (`Menus`)
        self.inner: dict = {}

    @staticmethod
    def problems(nodes: Registry, entries: Any, path: tuple = ()) -> list[Problem]:
        """Load-time checks of a menu's data: a list of nodes of menu kinds with unique acts, no
        entry after a stop (it would never be offered), `instead_of` naming another entry (the
        facts an entry names are its task kind's: `MenuTask.problems_of`)."""
        if not isinstance(entries, list) or not entries:
            return [(path, "a menu is a non-empty list of entries")]
        out: list[Problem] = []
        seen: set = set()
        after_stop = False
        for i, entry in enumerate(entries):
            where = path + (i,)
            if not isinstance(entry, dict):
                out.append((where, "a menu entry must be a mapping with act and type"))
                continue
            act = entry.get(ACT)
            if not isinstance(act, str) or not act:
                out.append((where + (ACT,), "a menu entry needs an act (a name)"))
            elif act in seen:
                out.append((where + (ACT,), f"act {act!r} is listed twice"))
            seen.add(act)
            kind = nodes.types.get(entry.get("type"))
            if kind is not None and not isinstance(kind, MenuEntry):
                out.append((where + ("type",), f"{entry['type']} cannot be an entry of a menu"))
            stops = getattr(kind, "stops", False)
            if after_stop and not stops:
                out.append((where, "an entry listed after a stop is never offered"))
            after_stop = after_stop or stops
        for i, entry in enumerate(entries):
            other = entry.get("instead_of") if isinstance(entry, dict) else None
            if other is not None and (other not in seen or other == entry.get(ACT)):
                out.append((path + (i, "instead_of"), f"instead_of names no other act: {other!r}"))
        return out

    def kind(self, entry: dict) -> MenuEntry:
        return self.kinds[entry[self.key]]

    def entry(self, act: str) -> dict | None:
        return self.by_act.get(act)

    # --- the open entries of a situation ---------------------------------------------------------
    def opened(self, situation: tuple, facts: tuple = ()) -> tuple:
        """The rows of the entries whose `when` and `unless` let them be offered in `situation`
        (kept: worked out once per situation met). A fact the situation does not tell (a
        listing made outside the decision's task) does not hold."""
        holds = dict(zip(facts, situation))
        kept = [e for e in self.entries if all(holds.get(f, False) for f in e.get("when", ()))
                and not any(holds.get(f, False) for f in e.get("unless", ()))]
        acts = {e[self.key] for e in kept}
        rows = [Row(e, self.kinds[e[self.key]], e.get("instead_of") if e.get("instead_of") in acts else None,
                    e[self.key]) for e in kept]
        counted = sorted((r for r in rows if type(r.kind).surely is not MenuEntry.surely),
                         key=lambda r: (r.waits, r.kind.costly))
        plain = not any(r.instead or r.single or r.waits for r in rows)
        found = self.open[situation] = (rows, counted, plain)
        return found

    def holds(self, R, option: dict, facts: tuple, situation: tuple) -> dict | None:
        """The `why` of a fact of `situation` that takes the option's entry away, or None."""
        entry = self.by_act.get(option.get(self.key)) if isinstance(option, dict) else None
        if entry is None or "why" not in entry:
            return None
        holds = dict(zip(facts, situation))
        for fact, key in entry["why"].items():
            if holds[fact] == (fact in entry.get("unless", ())):
                return self.why(R, key)
        return None

    # --- one decision ------------------------------------------------------------------------------
    def iter_options(self, R, state: dict, p: int, env: dict = EMPTY, only: str | None = None,
                     situation: tuple = (), facts: tuple = ()) -> Iterator[dict]:
        """The options one at a time (`only`: one act's); none when only a stop that needs
        others would be."""
        found = self.open.get(situation)
        rows, _, plain = found if found is not None else self.opened(situation, facts)
        if plain and only is None:
            for r in rows:
                yield from r.kind.offers(R, state, p, r.entry, env)
            return
        offered: list = []                  # the acts offered so far
        for r in rows:
            if only is not None and r.act != only:
                continue
            if r.waits and not offered:     # stops come last: nothing else was offered
                return
            if r.instead is not None:
                if r.instead in offered:
                    continue
                other = self.by_act[r.instead]
                if next(iter(self.kinds[r.instead].offers(R, state, p, other, env)), None) is not None:
                    continue
            if r.single:
                offered.append(r.act)
                yield {self.key: r.act}
                continue
            any_found = False
            for option in r.kind.offers(R, state, p, r.entry, env):
                any_found = True
                yield option
            if any_found:
                offered.append(r.act)

    def options(self, R, state: dict, p: int, env: dict = EMPTY, only: str | None = None,
                situation: tuple = (), facts: tuple = ()) -> list[dict]:
        """The options at once, as `iter_options` lists them (for a decision whose options are
        few: a list is cheaper to make than a generator is to read)."""
        found = self.open.get(situation)
        rows, _, plain = found if found is not None else self.opened(situation, facts)
        out: list = []
        if plain and only is None:
            for r in rows:
                out += r.kind.offers(R, state, p, r.entry, env)
            return out
        offered: list = []                  # the acts offered so far
        for r in rows:
            if only is not None and r.act != only:
                continue
            if r.waits and not offered:
                break
            if r.instead is not None and (r.instead in offered or next(iter(self.kinds[r.instead].offers(
                    R, state, p, self.by_act[r.instead], env)), None) is not None):
                continue
            n = len(out)
            if r.single:
                out.append({self.key: r.act})
            else:
                out += r.kind.offers(R, state, p, r.entry, env)
            if len(out) > n:
                offered.append(r.act)
        return out

    def surely(self, R, state: dict, p: int, env: dict = EMPTY, only: str | None = None,
               situation: tuple = (), facts: tuple = ()) -> int:
        """How many options the decision surely has, told without listing them (a lower bound;
        it stops counting at two, the `costly` entries asked after the others, the stops that
        need others last)."""
        found = self.open.get(situation)
        counted = (found if found is not None else self.opened(situation, facts))[1]
        n = 0
        for r in counted:
            if (only is None or r.act == only) and not (r.waits and n == 0):
                n += r.kind.surely(R, state, p, r.entry, env)
                if n >= 2:
                    break
        return n

    def take(self, R, ctx, state: dict, p: int, option: dict, env: dict = EMPTY) -> Any:
        """Carry out `option` (one the decision offered) by the entry its act names."""
        act = option[self.key]
        return self.kinds[act].take(R, ctx, state, p, self.by_act[act], env, option)

    def refusal(self, R, state: dict, p: int, option: dict, env: dict = EMPTY,
                only: str | None = None, elsewhere: dict | None = None) -> dict | None:
        """Why `option` is refused: not an action here (`unknown`), another act than `only`
        allows (`elsewhere`, default `unknown`), or what its entry says (its `refuse`)."""
        act = option.get(self.key) if isinstance(option, dict) else None
        entry = self.by_act.get(act) if isinstance(act, str) else None
        if entry is None:               # none, or an option of a menu an entry opens, made from here
            inner = self.inner.get(act) if isinstance(act, str) else None
            if inner is None:
                return self.unknown
            opener, menu = inner
            if only is not None and opener[self.key] != only:
                return elsewhere or self.unknown
            return menu.refusal(R, state, p, option, menu.fresh()) or menu.unknown
        if only is not None and act != only:
            return elsewhere or self.unknown
        found = self.kinds[act].declines(R, state, p, entry, env, option)
        if found is None and "refuse" in entry:
            return self.why(R, entry["refuse"])
        return found

    def fresh(self) -> dict:
        """The env of a decision of this menu not yet begun: its count (`counts`) at 0."""
        return {self.settings["counts"]: 0} if "counts" in self.settings else EMPTY

    def why(self, R, key: str) -> dict:
        return msg(f"{self.prefix if self.prefix is not None else R.id + '.'}why.{key}")

    def moves(self, R, state: dict, options: Iterable[dict], roles: dict = EMPTY) -> list:
        """The options' gestures (engine/gestures.py), each made by its entry (`roles`: the
        `@` parts of the forms)."""
        out: list = []
        kinds, by_act = self.kinds, self.by_act
        for o in options:
            kind = kinds.get(o.get(self.key))
            if kind is not None:
                out += kind.moves(R, state, by_act[o[self.key]], o, roles) if kind.forms else \
                    kind.moves(R, state, by_act[o[self.key]], o)
        return out

    def meant(self, R, state: dict, p: int, gesture) -> dict | None:
        """The option a stray gesture stands for: the first entry to read it, of those whose
        `pieces` (when they say) include the gesture's."""
        for entry in self.entries:
            found = meant(R, self.kinds[entry[self.key]], entry, state, p, gesture)
            if found is not None:
                return found
        return None

    def render(self) -> list:
        """Each entry's rule sentence, in data order (the rules help of the decision)."""
        return [self.nodes.sentence(e) for e in self.entries]


def meant(R, kind: MenuEntry, node: dict, state: dict, p: int, gesture) -> dict | None:
    """The option of entry `node` a stray gesture stands for, asked of its kind unless the
    kind names its `pieces` and the gesture's is none of them."""
    if kind.pieces:
        piece = gesture.piece
        if not isinstance(piece, tuple) or not piece or piece[0] not in kind.pieces:
            return None
    return kind.meant(R, state, p, node, gesture)


class Menus(dict):
    """A game's decisions as named menus of data, each its entries, the reason given for an
    option that is none of them (a key of the game's `why.`) and, when it says them, settings
    of its decision (`Menu.settings`: the keys besides these two, menutask.NamedMenuTask):

        purchase:
          refuse: not_a_buy
          entries:
            - {act: seed, type: buy_seed}
            - {act: done, type: stop, after: bought}

    An entry whose kind `opens` a menu (its `menu`) refuses, in its own menu, the options of
    that menu as a decision of it would (`Menu.inner`). `prefix` + "why." keys the refusals.
    A menu answers for itself (`menus[name]`, a `Menu`); the methods here take its name."""

    def __init__(self, nodes: Registry, data: dict, prefix: str):
        self.nodes = nodes
        self.prefix = prefix
        super().__init__((name, Menu(nodes, spec["entries"], self.why(spec["refuse"]), prefix,
                                     {k: v for k, v in spec.items() if k not in ("entries", "refuse")}))
                         for name, spec in data.items())
        for menu in self.values():      # (an entry that opens no menu of these: told by `problems`)
            menu.inner = {e.get(menu.key): (entry, self[entry["menu"]]) for entry in menu.entries
                          if getattr(menu.kinds.get(entry.get(menu.key)), "opens", False)
                          and entry.get("menu") in self for e in self[entry["menu"]].entries if not self.stops(e)}

    def why(self, key: str, **args) -> dict:
        return msg(f"{self.prefix}why.{key}", **args)

    def stops(self, entry) -> bool:
        """Whether an entry is a stop (False for one that names no known type: `problems`)."""
        return isinstance(entry, dict) and getattr(self.nodes.types.get(entry.get("type")), "stops", False)

    @staticmethod
    def problems(nodes: Registry, data: dict) -> list[Problem]:
        """Load-time checks: each menu's entries (`Menu.problems`, each node's own checks), the
        menu an entry opens one of these."""
        out: list[Problem] = []
        for name, spec in data.items():
            entries = spec.get("entries")
            out += Menu.problems(nodes, entries, (name, "entries"))
            for i, entry in enumerate(entries if isinstance(entries, list) else []):
                out += [((name, "entries", i) + tuple(path), m) for path, m in nodes.validate(entry)]
                opens = isinstance(entry, dict) and getattr(nodes.types.get(entry.get("type")), "opens", False)
                if opens and entry.get("menu") not in data:
                    out.append(((name, "entries", i, "menu"), f"{entry.get('menu')!r} is no menu to open"))
        return out

    def offered(self, R, name: str, state: dict, p: int, env: dict, only: str | None = None) -> Iterator[dict]:
        return self[name].iter_options(R, state, p, env, only)

    def surely(self, R, name: str, state: dict, p: int, env: dict, only: str | None = None) -> int:
        return self[name].surely(R, state, p, env, only)

    def take(self, R, ctx, name: str, state: dict, p: int, option: dict, env: dict):
        return self[name].take(R, ctx, state, p, option, env)

    def refusal(self, R, name: str, state: dict, p: int, option: dict, env: dict, only: str | None = None,
                elsewhere: dict | None = None) -> dict:
        """Why `option` is refused: its entry's reason, else the menu's."""
        menu = self[name]
        return menu.refusal(R, state, p, option, env, only, elsewhere) or menu.unknown

    def moves(self, R, name: str, state: dict, options: list[dict], roles: dict = EMPTY) -> list:
        return self[name].moves(R, state, options, roles)

    def meant(self, R, names: tuple, state: dict, p: int, gesture) -> dict | None:
        """The option a stray gesture stands for: the first entry of the menus `names` to read it."""
        for name in names:
            found = self[name].meant(R, state, p, gesture)
            if found is not None:
                return found
        return None
