"""A node kind whose rule sentence is worded from its declared fields (effects.NodeType).

A kind's sentence is the locale entry `<section>.<type>` of its registry's text, then
`.<value>` of its `variant` field, then `_<name>` for each of its `cues` fields the node
has, with the node's declared fields as the message's arguments: a kind whose wording depends
on its fields names no locale key in code, and one sentence per combination lives in the
locale. `shared`: the fields every kind of a family (a subclass tree) declares besides its own.

    class Limit(Worded):
        section = "ability"
        type = "limit"
        fields = {"of": Field({"enum": ["seed", "end"]}), "most": Field(integer(0), optional=True)}
        variant = "of"             # ability.limit.seed, ability.limit.end
"""
from __future__ import annotations

from .effects import NodeType


class Worded(NodeType):
    """See the module docstring."""

    section = ""
    variant: str | None = None
    cues: tuple = ()
    shared: dict = {}

    def __init_subclass__(cls, **kw):
        own = cls.__dict__.get("fields")
        if own is not None:
            cls.fields = {**cls.shared, **own}
        super().__init_subclass__(**kw)

    def sentence_key(self, node: dict) -> str:
        key = f"{self.section}.{self.type}"
        if self.variant is not None:
            key += f".{node[self.variant]}"
        return key + "".join(f"_{name}" for name in self.cues if name in node)

    def render(self, node, text, registry):
        return text.t(self.sentence_key(node), **{k: node[k] for k in self.fields or () if k in node})
