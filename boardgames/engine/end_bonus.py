"""Points at the end of the game per thing counted: a card's "1 VP per 2 tokens, at most 5".

    {type: end_bonus, count: <what>, vp: 1}             `vp` for each one the player has
    {type: end_bonus, count: <what>, every: 3, vp: 1}   ... for each whole group of 3
    {type: end_bonus, count: <what>, vp: 1, max: 5}     ... up to 5 in all
    {type: end_bonus, count: <what>, at_least: 2, ...}  of things that have a value (the levels
                                                        of delivered cards), those of 2 or more

What may be counted is the game's: its kind names the counts (`end_bonus_fields(counts)`, the
schema's enum, and whether some count things with a value), its scoring gathers a player's
facts once (count -> a number, or the values of the things counted) and asks each bonus for
its `points`; the kind renders its sentence in the game's words.
"""
from __future__ import annotations

from .effects import NodeType
from .fields import Field, integer


def end_bonus_fields(counts, valued: bool = False) -> dict:
    """The fields of an end bonus whose `count` names one of `counts` (`valued`: some of them
    count things that have a value, so a bonus may say `at_least`)."""
    fields = {"count": Field({"enum": list(counts)}), "vp": Field(integer(1)),
              "every": Field(integer(1), optional=True, default=1),
              "max": Field({**integer(1), "description": "the most VP the bonus gives"}, optional=True)}
    if valued:
        fields["at_least"] = Field({**integer(1), "description": "only the things counted of this value or more"},
                                   optional=True)
    return fields


class EndBonus(NodeType):
    """Victory points at the end per thing counted, per `every`, up to `max` (module docstring).
    It decides nothing during the game."""

    type = "end_bonus"

    def validate(self, node, refs):
        """A cap below one step's points: two fields weighed against each other."""
        if node.get("max") is not None and isinstance(node.get("vp"), int) and node["max"] < node["vp"]:
            return [(("max",), f"a cap of {node['max']} VP is below one step of {node['vp']} VP")]
        return []

    def points(self, node: dict, facts: dict) -> int:
        """The bonus's points for a player with these `facts` (count -> a number or values)."""
        count = facts[node["count"]]
        if type(count) is not int:
            least = node.get("at_least")
            count = len(count) if least is None else sum(1 for value in count if value >= least)
        vp = node["vp"] * (count // node.get("every", 1))
        return min(vp, node["max"]) if node.get("max") else vp
