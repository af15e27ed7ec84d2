"""A menu entry that names the facts of its decision (engine/menu.py): its declared fields
and its rule sentence, which says those facts.

An entry of a menu may be offered only in some situations of its decision: `when` (facts that
must all hold), `unless` (facts of which none may hold), `why` (the refusal each fact gives
when it takes the entry away) and `instead_of` (another act it stands in for, offered only
when that act has no option). A node kind of such entries declares `FIELDS` beside its own
and writes its sentence with `sentence`, so the rules say when the action is offered:

    "discard two stored plots, only with more plots stored than storage spaces, when no two
     of them make a card that fits, but not in the final round"

The words are the game's own locale entries: `fmt.when`, `fmt.instead_of`, `fmt.unless`
(templates with `text` and `cases` or `act`), `situation.<fact>` and `instead.<act>`.
"""
from __future__ import annotations

from .fields import Field, array

NAMES = array({"type": "string"}, least=0)
#: the fields of every entry of a situated menu: its act, the facts of its decision that it
#: needs, that take it away and the refusals they give, and the act it stands in for
FIELDS = {"act": Field({"type": "string", "pattern": "^[a-z_]+$"}),
          "when": Field(NAMES, optional=True), "unless": Field(NAMES, optional=True),
          "why": Field({"type": "object", "additionalProperties": {"type": "string"}}, optional=True),
          "instead_of": Field({"type": "string"}, optional=True)}


def sentence(key: str, node: dict, text, **args) -> dict:
    """The kind's sentence (`key` of the game's locale), then the situations it needs, the act
    it stands in for and the situations that take it away."""
    out = text.t(key, **args)
    if node.get("when"):
        out = text.t("fmt.when", text=out, cases=text.names("situation", node["when"], "and"))
    if node.get("instead_of"):
        out = text.t("fmt.instead_of", text=out, act=text.ref(f"instead.{node['instead_of']}"))
    if node.get("unless"):
        out = text.t("fmt.unless", text=out, cases=text.names("situation", node["unless"], "or"))
    return out
