"""A small registry of data-node types: each type checks itself and describes itself.

Game data describes rules as small typed nodes (`{"type": "gain", "goods": {...}}`
in a flow tree, `{"type": "discount", ...}` on a tile). For every `type` a game
registers one small class that

* `validate(node, refs)`: cross-checks a schema cannot express (an id that must
  exist in another file) -> list of (path inside the node, message), so the
  catalog can report `file:line: message`; a field declared to name ids of a
  kind of `refs` (`Field.holds`) is checked without one;
* `render(node, text)`: its own rule text as a *message* (key + arguments, see
  `choice.msg`), rendered in the current language at display time; tooltips
  and a rules-help screen come for free.

Each type declares its fields once, in its class (`fields`, see `fields.py`): the registry
refuses a field its type does not declare and one it requires that is missing, and a
registry with a schema name makes the JSON Schema of its nodes from these declarations, which
the catalog adds to the game's schema (so the data's field types and the combinations its
`constraints` allow are checked, with file and line, before the rules' cross-checks run). A
type may still declare only `required` (names that must be present); its other fields are
then left unchecked.

Composite flow nodes (`then`, `and_or`, `either`, see `flow.py`) are built in.
Lists of clauses are joined with nested two-part messages (template
`<prefix>.fmt.join` = "{a}{sep}{b}" with a localized separator key), so any
number of clauses renders through the ordinary `Locale` with no special code.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Callable, Iterable

from .choice import msg
from .fields import BOOLEAN, SELF, Field, array, registry_defs, required_names
from .flow import COMPOSITE, children
from .kinds import Kinds
from .refs import not_known

Problem = tuple[tuple, str]          # (path inside the node, message)


class Text:
    """Builds rule-text messages for one game (keys are prefixed with the game id).

    Locale layout it expects (under the prefix): `fmt.join` "{a}{sep}{b}",
    `join.<kind>` separators, `fmt.amount` "{n} {noun}", `fmt.free`, and
    `<section>.<id>.one|other|unit` nouns (and `name` where a noun is named as a title),
    where `section(id)` names the section.
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

    def name(self, key: str) -> str:
        """A noun's name, as a title (`<section>.<id>.name`)."""
        return self.ref(f"{self.section(key)}.{key}.name")

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
    check a type that declares no `fields` makes in `validate` (a declared field's schema
    says it instead)."""
    v = node.get(name)
    return [] if type(v) is int and v >= lo else [((name,), f"{node.get('type')} needs an integer {name} >= {lo}")]


def unknown_ids(kind: "NodeType", node: dict, refs: dict) -> list[Problem]:
    """An id that a field of the kind declares it names (`Field.holds`, a key of `refs`: the ids
    of that kind the game's other data declares) and that is none of them (each item of a list)."""
    out = []
    for name, declared in (kind.fields or {}).items():
        known = refs.get(declared.holds) if isinstance(declared.holds, str) else None
        if known is None or name not in node:
            continue
        value = node[name]
        for i, v in enumerate(value) if isinstance(value, list) else [(None, value)]:
            if v not in known:
                out.append(((name,) if i is None else (name, i), not_known(declared.holds, v)))
    return out


class NodeType(ABC):
    """Base class: one data-node type. Subclasses set `type` and override what they need.

    Besides checking and describing itself, a node type that can appear in a flow tree runs
    itself (see `flowtask.py`): `doable`/`effective` answer the walker, `start` carries the
    node out and returns a task when the player must decide more, and that task's decision is
    the node's own `options` / `choose` / `refusal` (so "why not" comes from the node that
    knows "what is legal"), with `settle` for automatic progress and `finish` for what follows.
    """

    type: str = ""
    #: the fields a node of this type may hold besides `type`, by name (fields.Field: a JSON
    #: Schema fragment, optional or not, a default); None: not declared (see `required`)
    fields: dict[str, Field] | None = None
    #: JSON Schema keywords about several fields at once (`not`, `dependentRequired`, `oneOf`)
    constraints: dict = {}
    #: fields that must be present (beyond `type`); checked by `Registry.validate`. Made from
    #: `fields` when the type declares them; set by hand only by a type that does not
    required: tuple = ()
    #: whether `doable`/`effective` depend only on the player's position (not on the acting
    #: piece, the source of goods or earlier steps), so one decision may share the answers
    shareable: bool = False
    #: what a host that keeps answers across questions (a game's fast walker) may know of the
    #: cost of `doable`/`effective`: the `env` entries they read; the parts of the player's
    #: position they read (None: not said, so answers are not kept across decisions); whether
    #: an answer costs less than looking it up; how costly one is beside other kinds' (a host
    #: asks the cheaper questions first)
    reads_env: tuple = ()
    reads: tuple | None = None
    cheap: bool = False
    rank: int = 1

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("fields") is not None:
            if "required" in cls.__dict__:
                raise TypeError(f"{cls.__name__} declares fields: its required ones are those "
                                "without optional=True, not a `required` of its own")
            cls.required = required_names(cls.fields)

    def field(self, node: dict, name: str) -> Any:
        """The node's value of a declared field, or the field's default when it is left out."""
        return node[name] if name in node else self.fields[name].default

    def validate(self, node: dict, refs: dict) -> list[Problem]:
        return []

    def always_doable(self) -> bool:
        """May a node of this type be carried out whatever the position? (one without its own
        `doable` may)"""
        return type(self).doable is NodeType.doable

    def always_effective(self, node: dict, R=None) -> bool:
        """Does carrying this node out achieve something whatever the position (in the game of
        the rules `R`, when given)?"""
        return False

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
    """Node types by name; validates and renders whole trees.

    `schema`: the name under which the catalog adds the JSON Schema of this registry's nodes
    to the game's schema `$defs` (fields.registry_defs; None: it adds none). `common`: fields
    every node of the registry may carry besides its type's own (a flow registry's nodes all
    may carry `optional`, read by the flow walker).
    """

    family = "node type"

    def __init__(self, text: Text, builtin_flow: bool = True, schema: str | None = None,
                 common: dict[str, Field] | None = None):
        super().__init__()
        self.text = text
        self.schema = schema
        self.common = dict(common or {})
        if builtin_flow:
            self.common.setdefault("optional", Field(BOOLEAN, optional=True, default=False))
            for cls in (ThenType, AndOrType, EitherType):
                self.add(cls())

    def schema_defs(self) -> dict:
        """The JSON Schema `$defs` made from the types' field declarations ({} without a name)."""
        return registry_defs(self.schema, self.types, self.common) if self.schema else {}

    def validate(self, node: Any, refs: dict | None = None, path: tuple = ()) -> list[Problem]:
        refs = refs or {}
        if not isinstance(node, dict) or "type" not in node:
            return [(path, "a node must be a mapping with a type")]
        kind = self.types.get(node["type"])
        if kind is None:
            return [(path, f"unknown node type {node['type']!r}")]
        out = [(path + (f,), f"{node['type']} needs {f!r}") for f in kind.required if f not in node]
        if kind.fields is not None:
            out += [(path + (f,), f"{node['type']} has no field {f!r} (it has: "
                                  f"{', '.join(list(kind.fields) + list(self.common)) or 'none'})")
                    for f in node if f != "type" and f not in kind.fields and f not in self.common]
        out += [(path + tuple(p), m) for p, m in kind.validate(node, refs) + unknown_ids(kind, node, refs)]
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
    fields = {"steps": Field(array(SELF, 2))}

    def render(self, node, text, registry):
        parts = [text.t("fmt.optional", text=registry.render(s)) if s.get("optional") else registry.render(s)
                 for s in node["steps"]]
        return text.t("node.then", steps=text.join("then", parts))


class AndOrType(NodeType):
    type = "and_or"
    fields = {"options": Field(array(SELF, 2))}

    def render(self, node, text, registry):
        return text.t("node.and_or", options=text.join("and_or", [registry.render(o) for o in node["options"]]))


class EitherType(NodeType):
    type = "either"
    fields = {"options": Field(array(SELF, 2))}

    def render(self, node, text, registry):
        return text.t("node.either", options=text.join("either", [registry.render(o) for o in node["options"]]))
