"""A node kind's fields declared once, in its class: checked when the data loads, and handed to
the sentence the node renders.

    class HarvestCoins(Declared):
        type = "harvest_coins"
        section = "ability"
        fields = {"coins": Int(1), "from": Int(0, optional=True)}
        cues = ("from",)

`Declared.validate` reports, at its path, each declared field that is missing or not of its
kind, and each field of the node that the kind does not declare (a misspelt name); `required`
follows from the declaration. The sentence (`render`) is the game's locale entry
`<section>.<type>`, then `.<value>` of the `variant` field when the kind has one, then
`_<name>` for each `cues` field the node has, with the node's fields as its arguments: so a
kind whose wording depends on its fields names no locale key in code.
"""
from __future__ import annotations

from typing import Any

from .effects import NodeType, Problem


class Field:
    """One declared field: `optional` ones may be left out."""

    def __init__(self, optional: bool = False):
        self.optional = optional

    def fault(self, value: Any) -> str | None:
        """What is wrong with `value` (None: nothing)."""
        return None


class Int(Field):
    def __init__(self, lo: int = 0, optional: bool = False):
        super().__init__(optional)
        self.lo = lo

    def fault(self, value):
        return None if type(value) is int and value >= self.lo else f"must be an integer >= {self.lo}"


class OneOf(Field):
    def __init__(self, *choices, optional: bool = False):
        super().__init__(optional)
        self.choices = choices

    def fault(self, value):
        return None if value in self.choices else f"must be one of {', '.join(map(str, self.choices))}"


class Flag(Field):
    """A field that is there only to say yes (`true`)."""

    def __init__(self):
        super().__init__(optional=True)

    def fault(self, value):
        return None if value is True else "must be true (or left out)"


class Name(Field):
    """A non-empty string (an id, a locale key's last part)."""

    def fault(self, value):
        return None if isinstance(value, str) and value else "must be a name"


class Declared(NodeType):
    """A node kind whose fields are declared in its class (module docstring)."""

    #: the locale section of its sentence
    section = ""
    fields: dict[str, Field] = {}
    #: fields every node of the family may have besides the kind's own (e.g. a menu entry's `act`)
    common: tuple = ()
    variant: str | None = None
    cues: tuple = ()

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls.required = tuple(name for name, f in cls.fields.items() if not f.optional)

    def validate(self, node: dict, refs: dict) -> list[Problem]:
        out: list[Problem] = []
        for name, field in self.fields.items():
            if name in node:
                fault = field.fault(node[name])
                if fault:
                    out.append(((name,), f"{self.type}: {name} {fault}"))
        known = {"type", *self.common, *self.fields}
        out += [((name,), f"{self.type} has no field {name!r}") for name in node if name not in known]
        return out

    def sentence_key(self, node: dict) -> str:
        key = f"{self.section}.{self.type}"
        if self.variant is not None:
            key += f".{node[self.variant]}"
        return key + "".join(f"_{name}" for name in self.cues if name in node)

    def render(self, node, text, registry):
        return text.t(self.sentence_key(node), **{k: node[k] for k in self.fields if k in node})
