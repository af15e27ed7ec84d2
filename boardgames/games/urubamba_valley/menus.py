"""The game's decisions as menus of data (data/urubamba_valley/actions.yaml, engine/menu.py).

actions.yaml names each decision's entries in the order their options are offered, and the
reason given for an option that is none of them (`refuse`). An entry's node type (`Entry`)
lists, carries out, refuses and makes on the board its own options. `Decision` is the task
kind of a decision that is one menu (a Purchase's buys, a free seed, a Llama Herder's moves,
the seeds shed); the turn (tasks.Turn) runs the `turn` and `after` menus with the same helpers.

A `stop` entry (skip, stop, end) is offered only after some other option, so it is listed
last: a decision whose only option would be to stop is no decision, and its task ends. A stop
with a condition of its own (`after_a_buy`: done buying) is offered whenever that holds.
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.menu import Menu, MenuEntry

from boardgames.engine.tasks import DONE, WAIT, TaskType

from .nodes import G, NODES


def why(k: str, **args) -> dict:
    return msg(f"{G}.why.{k}", **args)


class Entry(MenuEntry):
    """An entry of one of the game's menus: besides `MenuEntry`'s, its moves on the board."""

    #: a stop entry: offered only after some other option (module docstring)
    stops = False

    def moves(self, R, state: dict, p: int, node: dict, option: dict, pre: tuple = ()) -> list:
        """The gestures that make `option` (`pre`: the steps before it), as gestures.Move."""
        return []

    def meant(self, R, state: dict, p: int, node: dict, gesture) -> dict | None:
        """The option of this entry a gesture that fits no move stands for (so that the
        refusal names what stands in the way), or None."""
        return None

    def render(self, node, text, registry):
        return msg(f"{G}.entry.{self.type}")


@NODES.register
class Stop(Entry):
    """Ends the decision: done buying, no free seed, no more llama moves, the end of the turn.
    With `after_a_buy`, only once something is bought; `refuse`: the reason given when it is
    not offered (else the menu's)."""

    type = "stop"
    stops = True

    def offers(self, R, state, p, node, env):
        if not node.get("after_a_buy") or env["bought"]:
            yield {"act": node["act"]}

    def take(self, R, ctx, state, p, node, env, option):
        return True

    def declines(self, R, state, p, node, env, option):
        return why(node["refuse"]) if "refuse" in node else None

    def surely(self, R, state, p, node, env):
        return 1 if not node.get("after_a_buy") or env["bought"] else 0

    def render(self, node, text, registry):
        return msg(f"{G}.how.{node['act']}")


def stops(entry) -> bool:
    """Whether a menu entry is a stop (False for one that names no entry type: `problems`)."""
    return isinstance(entry, dict) and getattr(NODES.types.get(entry.get("type")), "stops", False)


def with_others(entry: dict) -> bool:
    """Whether a menu entry is a stop offered only after some other option (module docstring)."""
    return stops(entry) and not entry.get("after_a_buy")


def build(R, data: dict) -> tuple[dict[str, Menu], dict[str, bool]]:
    """The menus of actions.yaml, and which of them have stop entries."""
    menus, stopping = {}, {}
    for name, spec in data.items():
        menus[name] = Menu(NODES, spec["entries"], unknown=why(spec["refuse"]))
        stopping[name] = any(with_others(e) for e in spec["entries"])
    return menus, stopping


def problems(data: dict) -> list[tuple]:
    """Load-time checks of actions.yaml: each menu's entries (engine.menu, and each node's own
    checks), no entry listed after a stop (it would never be offered)."""
    out = []
    for name, spec in data.items():
        entries = spec.get("entries")
        out += Menu.problems(NODES, entries, (name, "entries"))
        after_stop = False
        for i, entry in enumerate(entries if isinstance(entries, list) else []):
            where = (name, "entries", i)
            out += [(where + tuple(path), m) for path, m in NODES.validate(entry)]
            if after_stop and not stops(entry):
                out.append((where, "an entry listed after a stop is never offered"))
            after_stop = after_stop or stops(entry)
    return out


# --- a decision's options, refusals and gestures through its menu -----------------------------
def offered(R, name: str, state: dict, p: int, env: dict, only: str | None = None):
    """The options of menu `name` one at a time; none when only a stop that needs others would be."""
    menu = R.menus[name]
    found = menu.iter_options(R, state, p, env, only)
    if not R.stopping[name]:
        return found
    return _not_only_stops(menu, found)


def _not_only_stops(menu: Menu, found):
    first = next(found, None)
    if first is None or with_others(menu.by_act[first["act"]]):
        return
    yield first
    yield from found


def surely(R, name: str, state: dict, p: int, env: dict, only: str | None = None) -> int:
    """How many options menu `name` surely has (a lower bound; it stops counting at two)."""
    menu = R.menus[name]
    n = 0
    for entry in menu.entries if only is None else [e for e in menu.entries if e["act"] == only]:
        if not (n == 0 and with_others(entry)):
            n += menu.kind(entry).surely(R, state, p, entry, env)
            if n >= 2:
                break
    return n


def refusal(R, name: str, state: dict, p: int, option: dict, env: dict, only: str | None = None,
            elsewhere: dict | None = None) -> dict:
    menu = R.menus[name]
    if not isinstance(option.get("act"), str):        # an act that names no entry
        return menu.unknown
    return menu.refusal(R, state, p, option, env, only, elsewhere) or menu.unknown


def moves(R, name: str, state: dict, p: int, options: list[dict], pre: tuple = ()) -> list:
    menu = R.menus[name]
    out = []
    for o in options:
        entry = menu.by_act.get(o.get("act"))
        if entry is not None:
            out += menu.kind(entry).moves(R, state, p, entry, o, pre)
    return out


def meant(R, names: tuple, state: dict, p: int, gesture) -> dict | None:
    for name in names:
        menu = R.menus[name]
        for entry in menu.entries:
            found = menu.kind(entry).meant(R, state, p, entry, gesture)
            if found is not None:
                return found
    return None


class InTurn(TaskType):
    """A decision of the player whose turn it is: private (their coins are behind the screen);
    nothing of a turn goes on once the terrace is full."""

    private = True

    def settle(self, R, ctx, state, task):
        return DONE if state["ended_by"] is not None else WAIT

    def problems(self, R, state, task, depth):
        return [] if task.get("p") == state["turn"]["p"] else [f"{self.t} of player {task.get('p')} out of turn"]


class Decision(InTurn):
    """A decision of the player whose turn it is that is one menu of actions.yaml, named like
    its task kind; `take` of the entry chosen says whether the decision is over."""

    #: the menus a gesture that fits no move is read with
    meant_in: tuple = ()

    def iter_options(self, R, state, task):
        return offered(R, self.t, state, task["p"], task)

    def two_or_more(self, R, state, task):
        return surely(R, self.t, state, task["p"], task) >= 2

    def choose(self, R, ctx, state, task, option):
        return bool(R.menus[self.t].take(R, ctx, state, task["p"], option, task))

    def refusal(self, R, state, task, option):
        return refusal(R, self.t, state, task["p"], option, task)

    def gestures(self, R, state, task, options):
        return moves(R, self.t, state, task["p"], options)

    def meant(self, R, state, task, gesture):
        return meant(R, self.meant_in or (self.t,), state, task["p"], gesture)
