"""A decision among the entries of a `Menu` (menu.py) as a task of the stack, made on the board too.

A `MenuTask` is the task kind of a decision whose options a menu written in data lists. A game's
subclass supplies the menu (`menu`, abstract) and, when it needs them:

  env(R, state, task)        what the entries share while one decision is listed or carried
                             out (by default an empty mapping, not to be changed; `NamedMenuTask`:
                             the task itself); `env_lists_only`: carrying an option out reads
                             none of it (a costly view of the board the entries list from), so
                             it is made for listing and refusing only
  menu_env(R, state, task)   both at once, for a decision whose menu and env come from one
                             look-up (a place's), which then is made once per listing
  only(task)                 the one act the decision is limited to (an extra action's), or None
  astray(R, task, only)      the refusal of another act than that one (None: the menu's `unknown`)
  facts, situation(...)      the names of the facts entries may name (`when`, `unless`, `why`:
                             menu.py) and a truth value for each now, in that order
  elsewhere(R, state, task)  the refusals of acts that belong to the game's other decisions
  taken(...)                 whether the task is over once an option is carried out (by default
                             what the entry's `take` answered)
  roles(R, state, task)      the `@` parts of the entries' gesture forms (the deciding player `p`)

Its options come one entry at a time (`iter_options`: a search reads only the first two of most
decisions), or at once when they are few (`lazy = False`: a list costs less than a generator);
with `counted = True` the entries' `surely` tell "two or more" without listing (`two_or_more`).
A chosen option is carried out by the entry its act names; a refused one is explained by a
fact that takes its entry away, by the entry, or by the menu (`unknown`). The entries make
their options on the board and read a stray gesture back (menu.py), so the same entry says
why a drop is refused. `NamedMenuTask` is a decision that is one of the game's named
menus (`R.menus`, menu.Menus), named like the task kind (or as `menu_name` says).

Options are listed at every decision a search tries: the hooks a subclass leaves alone are not
called (`__init_subclass__` notes which it has), and which entries are open is worked out once
per situation (menu.py).
"""
from __future__ import annotations

from abc import ABCMeta, abstractmethod

from .choice import msg
from .menu import ACT, EMPTY, SITUATED, Menu
from .tasks import TaskType


class MenuTask(TaskType, metaclass=ABCMeta):
    """A decision among a menu's entries (see the module docstring)."""

    #: the names of the facts its `situation` tells
    facts: tuple = ()
    #: the entries' `surely` answer `two_or_more`
    counted = False
    #: the options listed one at a time (False: at once, for a decision whose options are few)
    lazy = True
    env_lists_only = False

    @abstractmethod
    def menu(self, R, state: dict, task: dict) -> Menu:
        """The menu of the decision."""

    def env(self, R, state: dict, task: dict) -> dict:
        return EMPTY

    def menu_env(self, R, state: dict, task: dict) -> tuple:
        """(menu, env): a subclass whose menu and env share a look-up makes both at once."""
        return self.menu(R, state, task), (self.env(R, state, task) if self.own_env else EMPTY)

    def only(self, task: dict) -> str | None:
        return None

    def astray(self, R, task: dict, only: str) -> dict | None:
        return None

    def situation(self, R, state: dict, task: dict) -> tuple:
        return ()

    def elsewhere(self, R, state: dict, task: dict) -> dict:
        """Refusals (messages) of the acts of the game's other decisions, by act."""
        return EMPTY

    def taken(self, R, ctx, state: dict, task: dict, option: dict, result) -> bool:
        """An option was carried out (`result`: its entry's answer): is the task finished?"""
        return bool(result)

    def roles(self, R, state: dict, task: dict) -> dict:
        """The `@` parts of the entries' forms: by default the deciding player `p`."""
        return {"p": task.get("p")}

    def problems_of(self, entries: list) -> list:
        """(path, message) for every fact an entry names that this task kind does not know."""
        return [((i, key), f"unknown fact {f!r}") for i, e in enumerate(entries)
                for key in SITUATED for f in e.get(key, ()) if f not in self.facts]

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        # the hooks a listing asks only when a subclass has them (a search lists at every step)
        cls.own_env = cls.env is not MenuTask.env
        cls.own_menu_env = cls.menu_env is not MenuTask.menu_env
        cls.own_only = cls.only is not MenuTask.only
        if "two_or_more" not in cls.__dict__:
            cls.two_or_more = MenuTask.count if cls.counted else TaskType.two_or_more
        if not cls.lazy and "iter_options" not in cls.__dict__:
            cls.iter_options = TaskType.iter_options     # the kernel then asks `options`

    def iter_options(self, R, state: dict, task: dict):
        if self.own_menu_env:
            menu, env = self.menu_env(R, state, task)
        else:
            menu, env = self.menu(R, state, task), (self.env(R, state, task) if self.own_env else EMPTY)
        return menu.iter_options(R, state, task["p"], env, self.only(task) if self.own_only else None,
                                 self.situation(R, state, task) if self.facts else (), self.facts)

    def options(self, R, state: dict, task: dict) -> list[dict]:
        if self.lazy:
            return list(self.iter_options(R, state, task))
        menu, env = self.menu_env(R, state, task)
        return menu.options(R, state, task["p"], env, self.only(task) if self.own_only else None,
                            self.situation(R, state, task) if self.facts else (), self.facts)

    def count(self, R, state: dict, task: dict) -> bool:
        """Two options or more, told by the open entries' `surely` (`two_or_more` when counted)."""
        menu, env = self.menu_env(R, state, task)
        return menu.surely(R, state, task["p"], env, self.only(task) if self.own_only else None,
                           self.situation(R, state, task) if self.facts else (), self.facts) >= 2

    def choose(self, R, ctx, state: dict, task: dict, option: dict) -> bool:
        if self.env_lists_only:
            menu, env = self.menu(R, state, task), EMPTY
        elif self.own_menu_env:
            menu, env = self.menu_env(R, state, task)
        else:
            menu, env = self.menu(R, state, task), (self.env(R, state, task) if self.own_env else EMPTY)
        result = menu.take(R, ctx, state, task["p"], option, env)
        return self.taken(R, ctx, state, task, option, result)

    def refusal(self, R, state: dict, task: dict, option: dict) -> dict | None:
        """Another decision's act (`elsewhere`), a fact that takes the entry away (`why`), what
        the entry says, else the menu's `unknown`."""
        menu = self.menu(R, state, task)
        act = option.get(ACT) if isinstance(option, dict) else None
        if not isinstance(act, str):
            return menu.unknown
        other = self.elsewhere(R, state, task).get(act)
        if other is not None:
            return other
        if self.facts:
            found = menu.holds(R, option, self.facts, self.situation(R, state, task))
            if found is not None:
                return found
        only = self.only(task)
        return menu.refusal(R, state, task["p"], option, self.menu_env(R, state, task)[1], only,
                            None if only is None else self.astray(R, task, only)) or menu.unknown

    def gestures(self, R, state: dict, task: dict, options: list[dict]) -> list:
        return self.menu(R, state, task).moves(R, state, options, self.roles(R, state, task))

    def meant(self, R, state: dict, task: dict, gesture) -> dict | None:
        return self.menu(R, state, task).meant(R, state, task["p"], gesture)


class NamedMenuTask(MenuTask):
    """A decision that is one menu of `R.menus` (a mapping of menus by name, such as
    menu.Menus), named like the task kind unless `menu_name` says otherwise; the task itself is
    the entries' env. Its menu's data may say, besides its entries (`Menu.settings`):

      ends: true              the decision is over once one option is carried out
      counts: <key>           the task's count `key` goes up by one after each option that does
                              not end it (a stop's `after: <key>` is then offered: menu.py)
      meant_in: [menus]       the menus a gesture that fits no move is read in (default: its own)
      args: {arg: quantity}   arguments of its prompt and of the menu's refusal, each the value
                              `quantities[quantity](R, state, p)` of the deciding player now

    so a decision that is nothing but its menu needs no class of its own: an instance of a
    game's subclass named like its menu (`Decision("herd")`)."""

    #: the menus a gesture that fits no move is read with (default: the menu's `meant_in`, or its own)
    meant_in: tuple = ()
    #: name -> f(R, state, p): the values a menu's `args` may name
    quantities: dict = {}

    def __init__(self, t: str | None = None):
        if t is not None:
            self.t = t

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls.own_name = cls.menu_name is not NamedMenuTask.menu_name

    def menu_name(self, task: dict) -> str:
        return self.t

    def menu(self, R, state, task):
        return R.menus[self.menu_name(task) if self.own_name else self.t]

    def env(self, R, state, task):
        return task

    def taken(self, R, ctx, state, task, option, result):
        if result:
            return True
        settings = self.menu(R, state, task).settings
        if settings.get("ends"):
            return True
        if "counts" in settings:
            task[settings["counts"]] += 1
        return False

    def args(self, R, state: dict, task: dict, menu: Menu | None = None) -> dict:
        """The menu's `args`, worked out for the deciding player now."""
        wanted = (menu or self.menu(R, state, task)).settings.get("args")
        if not wanted:
            return EMPTY
        return {arg: self.quantities[q](R, state, task["p"]) for arg, q in wanted.items()}

    def prompt(self, R, state, task):
        """The game's `prompt.<menu name>`, with the menu's `args` (asked at every decision a
        search makes: the decision's key holds it)."""
        name = self.menu_name(task) if self.own_name else self.t
        return msg(f"{R.id}.prompt.{name}", **self.args(R, state, task, R.menus[name]))

    def refusal(self, R, state, task, option):
        found = super().refusal(R, state, task, option)
        menu = self.menu(R, state, task)
        if found is menu.unknown and "args" in menu.settings:
            return msg(found["key"], **self.args(R, state, task))
        return found

    def meant(self, R, state, task, gesture):
        names = self.meant_in or self.menu(R, state, task).settings.get("meant_in") or (self.menu_name(task),)
        for name in names:
            found = R.menus[name].meant(R, state, task["p"], gesture)
            if found is not None:
                return found
        return None
