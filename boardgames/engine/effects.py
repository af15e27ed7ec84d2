"""A small registry of data-node types: each type checks itself and describes itself.

Game data describes rules as small typed nodes (`{"type": "gain", "goods": {...}}`
in a flow tree, `{"type": "discount", ...}` on a tile). For every `type` a game
registers one small class that

* `validate(node, refs)`: cross-checks a schema cannot express (an id that must
  exist in another file, a field combination) -> list of (path inside the node,
  message), so the catalog can report `file:line: message`;
* `render(node, text)`: its own rule text as a *message* (key + arguments, see
  `choice.msg`), rendered in the current language at display time; tooltips
  and a rules-help screen come for free.

Composite flow nodes (`then`, `and_or`, `either`, see `flow.py`) are built in.
Lists of clauses are joined with nested two-part messages (template
`<prefix>.fmt.join` = "{a}{sep}{b}" with a localized separator key), so any
number of clauses renders through the ordinary `Locale` with no special code.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Callable, Iterable

from .choice import msg
from .flow import COMPOSITE, children
from .kinds import Kinds

Problem = tuple[tuple, str]          # (path inside the node, message)


class Text:
    """Builds rule-text messages for one game (keys are prefixed with the game id).

    Locale layout it expects (under the prefix): `fmt.join` "{a}{sep}{b}",
    `join.<kind>` separators, `fmt.amount` "{n} {noun}", `fmt.free`, and
    `<section>.<id>.one|other|unit` nouns, where `section(id)` names the section.
    """

    def __init__(self, prefix: str, section: Callable[[str], str] = lambda key: "good"):
        self.prefix = prefix
        self.section = section

    def key(self, key: str) -> str:
        return f"{self.prefix}.{key}"

    def ref(self, key: str) -> str:
        """An argument that renders another locale entry of this game."""
        return f"@{self.prefix}.{key}"

    def t(self, key: str, **args: Any) -> dict:
        return msg(self.key(key), **args)

    def join(self, kind: str, parts: Iterable[Any]) -> Any:
        parts = list(parts)
        if not parts:
            return self.t("fmt.free")
        out = parts[-1]
        for part in reversed(parts[:-1]):
            out = self.t("fmt.join", a=part, sep=self.ref(f"join.{kind}"), b=out)
        return out

    def noun(self, key: str, n: int = 1) -> dict:
        section = self.section(key)
        form = "one" if n == 1 else "other"
        return {"what": self.ref(f"{section}.{key}.{form}"), "unit": self.ref(f"{section}.{key}.unit")}

    def amount(self, key: str, n: int) -> dict:
        nn = self.noun(key, n)
        return self.t("fmt.amount", n=n, noun=nn["what"], unit=nn["unit"])

    def goods(self, goods: dict) -> Any:
        if not goods:
            return self.t("fmt.free")
        return self.join("list", [self.amount(k, v) for k, v in goods.items()])

    def names(self, section: str, ids: Iterable[str], kind: str = "or") -> Any:
        return self.join(kind, [self.ref(f"{section}.{i}") for i in ids])


def int_field(node: dict, name: str, lo: int = 0) -> list[Problem]:
    """A problem unless `node[name]` is an integer of at least `lo` (a bool is not one): the
    field check most node types make in `validate`."""
    v = node.get(name)
    return [] if type(v) is int and v >= lo else [((name,), f"{node.get('type')} needs an integer {name} >= {lo}")]


class NodeType(ABC):
    """Base class: one data-node type. Subclasses set `type` and override what they need.

    Besides checking and describing itself, a node type that can appear in a flow tree runs
    itself (see `flowtask.py`): `doable`/`effective` answer the walker, `start` carries the
    node out and returns a task when the player must decide more, and that task's decision is
    the node's own `options` / `choose` / `refusal` (so "why not" comes from the node that
    knows "what is legal"), with `settle` for automatic progress and `finish` for what follows.
    """

    type: str = ""
    #: fields that must be present (beyond `type`); checked by `Registry.validate`
    required: tuple = ()
    #: whether `doable`/`effective` depend only on the player's position (not on the acting
    #: piece, the source of goods or earlier steps), so one decision may share the answers
    shareable: bool = False

    def validate(self, node: dict, refs: dict) -> list[Problem]:
        return []

    @abstractmethod
    def render(self, node: dict, text: Text, registry: "Registry") -> Any:
        """The node's rule text in the current language (every type must be able to explain itself):
        a message, or a list of messages when the text is several lines of a tooltip."""

    # --- running (flow leaves) ----------------------------------------------------------------
    def doable(self, R, state: dict, p: int, node: dict, env: dict, before=()) -> bool:
        return True

    def effective(self, R, state: dict, p: int, node: dict, env: dict) -> bool:
        return self.doable(R, state, p, node, env)

    def start(self, R, ctx, state: dict, p: int, node: dict, env: dict) -> dict | None:
        """Carry the node out; return a leaf task (`leaf_task`) when the player must decide more."""
        return None

    def settle(self, R, ctx, state: dict, task: dict) -> str:
        return "wait"

    def options(self, R, state: dict, task: dict) -> list[dict]:
        return []

    def choose(self, R, ctx, state: dict, task: dict, option: dict) -> bool:
        return True

    def finish(self, R, ctx, state: dict, task: dict) -> None:
        return None

    def refusal(self, R, state: dict, task: dict, option: dict) -> dict | None:
        return None

    def info(self, R, state: dict, task: dict) -> dict:
        """Extra facts shown with the node's decision (besides the node itself)."""
        return {}

    def gestures(self, R, state: dict, task: dict, options: list[dict]) -> list:
        """The decision's options by their roles on the board (see gestures.py)."""
        return []

    def meant(self, R, state: dict, task: dict, gesture) -> dict | None:
        """The option a gesture that fits no move stands for (to say why it is refused)."""
        return None

    def leaf_task(self, p: int, node: dict, env: dict, **extra) -> dict:
        return {"t": "leaf", "p": p, "node": node, "env": dict(env), **extra}


class Registry(Kinds):
    """Node types by name; validates and renders whole trees."""

    family = "node type"

    def __init__(self, text: Text, builtin_flow: bool = True):
        super().__init__()
        self.text = text
        if builtin_flow:
            for cls in (ThenType, AndOrType, EitherType):
                self.add(cls())

    def validate(self, node: Any, refs: dict | None = None, path: tuple = ()) -> list[Problem]:
        refs = refs or {}
        if not isinstance(node, dict) or "type" not in node:
            return [(path, "a node must be a mapping with a type")]
        kind = self.types.get(node["type"])
        if kind is None:
            return [(path, f"unknown node type {node['type']!r}")]
        out = [(path + (f,), f"{node['type']} needs {f!r}") for f in kind.required if f not in node]
        out += [(path + tuple(p), m) for p, m in kind.validate(node, refs)]
        if node["type"] in COMPOSITE:
            field = "steps" if node["type"] == "then" else "options"
            for i, child in enumerate(children(node)):
                out += self.validate(child, refs, path + (field, i))
                if isinstance(child, dict) and child.get("optional") and node["type"] != "then":
                    out.append((path + (field, i, "optional"), "optional is only allowed on a step of a then"))
        return out

    def render(self, node: dict) -> Any:
        kind = self.types.get(node.get("type"))
        if kind is None:
            raise KeyError(f"unknown node type {node.get('type')!r}")
        text = kind.render(node, self.text, self)
        if "bonus" in node and node.get("bonus"):
            text = self.text.t("fmt.bonus", text=text, bonus=self.text.goods(node["bonus"]))
        return text

    def sentence(self, node: dict) -> dict:
        return self.text.t("fmt.sentence", text=self.render(node))


class ThenType(NodeType):
    type = "then"
    required = ("steps",)

    def validate(self, node, refs):
        return [(("steps",), "a then needs at least two steps")] if len(node.get("steps", [])) < 2 else []

    def render(self, node, text, registry):
        parts = [text.t("fmt.optional", text=registry.render(s)) if s.get("optional") else registry.render(s)
                 for s in node["steps"]]
        return text.t("node.then", steps=text.join("then", parts))


class AndOrType(NodeType):
    type = "and_or"
    required = ("options",)

    def validate(self, node, refs):
        return [(("options",), "and_or needs at least two options")] if len(node.get("options", [])) < 2 else []

    def render(self, node, text, registry):
        return text.t("node.and_or", options=text.join("and_or", [registry.render(o) for o in node["options"]]))


class EitherType(NodeType):
    type = "either"
    required = ("options",)

    def validate(self, node, refs):
        return [(("options",), "either needs at least two options")] if len(node.get("options", [])) < 2 else []

    def render(self, node, text, registry):
        return text.t("node.either", options=text.join("either", [registry.render(o) for o in node["options"]]))
