"""A node kind's fields, declared once in its class, and the JSON Schema made from them.

A node kind (effects.NodeType) lists what its nodes may hold besides `type`:

    class Expedition(NodeType):
        type = "expedition"
        fields = {"level": Field(integer(1, 4))}                       # must be written
    class Convert(NodeType):
        type = "convert"
        fields = {"pay": Field(ref("goods")), "gain": Field(ref("goods")),
                  "max_times": Field(integer(1), optional=True, default=1)}
        constraints = {}       # JSON Schema keywords about several fields at once (`not`,
                               # `dependentRequired`, `oneOf`), if the kind needs any

Each field is a fragment of JSON Schema (draft 2020-12): `ref(name)` points into the `$defs`
of the game's schema.yaml (its vocabularies: goods, tiles...), `SELF` is a child node of the
same registry (a `then`'s steps). A field is required unless it says `optional=True`; its
`default` is what `NodeType.field` reads when it is left out (nothing is written into the data,
which a save holds unchanged).

From these declarations a registry that has a schema name (`Registry(text, schema="node")`)
makes its part of the game's JSON Schema (`schema_defs`): `$defs/<name>`, which dispatches on
`type` to `$defs/<name>.<type>` for each kind. A declared kind's schema is closed: a field it
does not declare is refused. The catalog adds these `$defs` to every data file's schema (the
game's rules class names its registries in `node_kinds`), so a data file refers to
`{$ref: "#/$defs/node"}` and schema.yaml never types a node's fields itself. A kind that
declares only `required` (the older way) gets an open schema that checks just those names.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

#: a child node of the same registry, in a field's schema (made into `#/$defs/<name>`)
SELF: dict = {"$ref": "#self"}
BOOLEAN: dict = {"type": "boolean"}


@dataclass(frozen=True)
class Field:
    """One field of a node kind: the JSON Schema of its value; whether it may be left out, and
    the value it then stands for."""

    schema: dict
    optional: bool = False
    default: Any = None
    #: what the value names, for checks against the rest of the data that a schema cannot make
    #: (a resource or a tag that must exist): the registry checks it against `refs` when they
    #: hold ids of that name (effects.unknown_ids), else the kind's own `validate` reads it
    holds: Any = None


#: an optional flag that can only be true (left out: false)
YES = Field({"const": True}, optional=True)


def ref(name: str) -> dict:
    """A definition of the game's schema.yaml (`$defs/<name>`)."""
    return {"$ref": f"#/$defs/{name}"}


def integer(least: int | None = None, most: int | None = None) -> dict:
    out: dict = {"type": "integer"}
    if least is not None:
        out["minimum"] = least
    if most is not None:
        out["maximum"] = most
    return out


def array(items: dict, least: int = 1, unique: bool = False) -> dict:
    """A list of at least `least` items (`unique`: no item twice)."""
    out: dict = {"type": "array", "minItems": least}
    if unique:
        out["uniqueItems"] = True
    out["items"] = items
    return out


def required_names(fields: dict[str, Field]) -> tuple:
    return tuple(name for name, f in fields.items() if not f.optional)


def kind_schema(kind, common: dict[str, Field], self_ref: dict) -> dict:
    """The JSON Schema of one kind's nodes; `common`: the fields every node of its registry may
    carry (a flow step's `optional`)."""
    declared = kind.fields
    if declared is None:                      # declared only by `required`: checked, not closed
        return {"type": "object", "required": ["type", *kind.required]}
    props = {"type": {"const": kind.type}}
    for name, f in {**common, **declared}.items():
        schema = _resolve(f.schema, self_ref)
        if f.optional and f.default is not None:
            schema = {**schema, "default": f.default}
        props[name] = schema
    out = {"type": "object", "additionalProperties": False,
           "required": ["type", *required_names(declared)], "properties": props}
    out.update(_resolve(kind.constraints, self_ref))
    return out


def registry_defs(name: str, kinds: dict, common: dict[str, Field]) -> dict:
    """`$defs/<name>` (a node of any kind of the registry, checked by its `type`) and
    `$defs/<name>.<type>` for each kind."""
    self_ref = {"$ref": f"#/$defs/{name}"}
    defs: dict = {name: {
        "type": "object", "required": ["type"],
        "properties": {"type": {"enum": list(kinds)}},
        "allOf": [{"if": {"required": ["type"], "properties": {"type": {"const": t}}},
                   "then": {"$ref": f"#/$defs/{name}.{t}"}} for t in kinds],
    }}
    for t, kind in kinds.items():
        defs[f"{name}.{t}"] = kind_schema(kind, common, self_ref)
    return defs


def _resolve(schema, self_ref: dict):
    """A copy of `schema` with every SELF made into the registry's own definition."""
    if schema == SELF:
        return dict(self_ref)
    if isinstance(schema, dict):
        return {k: _resolve(v, self_ref) for k, v in schema.items()}
    if isinstance(schema, list):
        return [_resolve(v, self_ref) for v in schema]
    return copy.copy(schema)
