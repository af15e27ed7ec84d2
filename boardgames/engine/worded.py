"""A node kind whose rule sentence is worded from its declared fields (effects.NodeType).

A kind's sentence is the locale entry `<section>.<type>` of its registry's text, then
`.<value>` of its `variant` field, then `_<name>` for each of its `cues` fields the node
has, with the node's declared fields as the message's arguments: a kind whose wording depends
on its fields names no locale key in code, and one sentence per combination lives in the
locale. `shared`: the fields every kind of a family (a subclass tree) declares besides its own.
`words`: how a field is worded as an argument, by name (a field not named goes as its value):

    "goods"                     a goods map, each good as an amount ({} is "free")
    "amount <noun>"             that number of the noun
    "names <section> [<join>]"  ids as their names (`<section>.<id>`), joined by `or` or <join>
    "ref <section>"             an id as its entry `<section>.<id>`
    "noun"                      an id as a noun: the arguments `what` and `unit` in its place

    class Limit(Worded):
        section = "ability"
        type = "limit"
        fields = {"of": Field({"enum": ["seed", "end"]}), "most": Field(integer(0), optional=True)}
        variant = "of"             # ability.limit.seed, ability.limit.end
        words = {"most": "amount seed"}
"""
from __future__ import annotations

from .effects import NodeType, Text

#: the wordings of `Worded.words`: (text, value, *the words after the first) -> an argument
WORDINGS = {
    "goods": lambda text, value: text.goods(value),
    "amount": lambda text, value, noun: text.amount(noun, value),
    "names": lambda text, value, section, join="or": text.names(section, value, join),
    "ref": lambda text, value, section: text.ref(f"{section}.{value}"),
}


def worded(text: Text, words: dict, node: dict, names) -> dict:
    """The arguments of a sentence: each of these fields of the node, worded as `words` says."""
    args = {}
    for name in names:
        if name not in node:
            continue
        how = words.get(name)
        if how is None:
            args[name] = node[name]
        elif how == "noun":
            args.update(text.noun(node[name]))
        else:
            verb, *rest = how.split()
            args[name] = WORDINGS[verb](text, node[name], *rest)
    return args


class Worded(NodeType):
    """See the module docstring."""

    section = ""
    variant: str | None = None
    cues: tuple = ()
    shared: dict = {}
    words: dict = {}

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
        return text.t(self.sentence_key(node), **worded(text, self.words, node, self.fields or ()))
