"""engine/refs.py: ids and references declared as paths, checked with file:line."""
from boardgames.engine import refs
from boardgames.engine.effects import NodeType, Registry, Text
from boardgames.engine.fields import Field, array, integer
from boardgames.engine.yamlio import load_text

MAP = """\
cities:
  - {id: nantes}
  - {id: orleans}
villages:
  - {id: tours, good: wine}
  - {id: blois, good: salt}
  - {id: tours, good: wood}
"""
SETUP = """\
circus: nantes
horses: {1: [tours, paris], 2: [blois]}
costs: {wine: 1, money: 2}
"""
IDS = {"space": ["map:cities.*.id", "map:villages.*.id"], "village": ["map:villages.*.id"],
       "good": ["setup:costs.~"]}


def files():
    return {"map": load_text(MAP, "map.yaml"), "setup": load_text(SETUP, "setup.yaml")}


def test_paths_name_every_item_value_and_key():
    f = files()
    assert [v for _, _, v in refs.values(f, "map:villages.*.id")] == ["tours", "blois", "tours"]
    assert [(w, v) for _, w, v in refs.values(f, "setup:horses.*.*")] == [
        (("horses", 1, 0), "tours"), (("horses", 1, 1), "paris"), (("horses", 2, 0), "blois")]
    assert [v for _, _, v in refs.values(f, "setup:costs.~")] == ["wine", "money"]
    assert list(refs.values(f, "setup:nothing.*")) == []


def test_twice_named_ids_and_unknown_references_are_located():
    errs = [str(e) for e in refs.check(files(), IDS, {"setup:circus": "village", "setup:horses.*.*": "space",
                                                       "map:villages.*.good": "good"})]
    assert errs == ["map.yaml:7: villages/2/id: space 'tours' is named twice",
                    "setup.yaml:1: circus: 'nantes' is not a village of the data",
                    "setup.yaml:2: horses/1/1: 'paris' is not a space of the data",
                    "map.yaml:6: villages/1/good: 'salt' is not a good of the data",
                    "map.yaml:7: villages/2/good: 'wood' is not a good of the data"]


class _Visit(NodeType):
    type = "visit"
    fields = {"to": Field(array({"type": "string"}), holds="village"),
              "pay": Field({"type": "string"}, holds="good"), "times": Field(integer(1), optional=True)}

    def render(self, node, text, registry):
        return ""


def test_nodes_are_checked_by_their_kinds_and_the_ids_their_fields_hold():
    nodes = Registry(Text("t"), builtin_flow=False)
    nodes.add(_Visit())
    plan = load_text("moves:\n  - {type: visit, to: [blois, nantes], pay: wine}\n"
                     "  - {type: visit, pay: 2, extra: 1}\n", "plan.yaml")
    errs = [str(e) for e in refs.check({**files(), "plan": plan}, IDS, {}, nodes={"plan:moves.*": nodes})]
    assert errs == ["map.yaml:7: villages/2/id: space 'tours' is named twice",
                    "plan.yaml:2: moves/0/to/1: 'nantes' is not a village of the data",
                    "plan.yaml:3: moves/1/to: visit needs 'to'",
                    "plan.yaml:3: moves/1/extra: visit has no field 'extra' (it has: to, pay, times)",
                    "plan.yaml:3: moves/1/pay: 2 is not a good of the data"]


class _Trade(NodeType):
    """A node whose own check weighs it against the ids known: a trade needs two goods, and
    `times` within the rounds the game gives."""

    type = "trade"
    fields = {"times": Field(integer(1))}

    def validate(self, node, refs):
        out = [((), "a trade needs two goods")] if len(refs.get("good", ())) < 2 else []
        return out + ([(("times",), "more times than rounds")] if node["times"] not in refs["round"] else [])

    def render(self, node, text, registry):
        return ""


def test_a_nodes_own_check_is_given_the_ids_known():
    nodes = Registry(Text("t"), builtin_flow=False)
    nodes.add(_Trade())
    plan = load_text("moves:\n  - {type: trade, times: 2}\n  - {type: trade, times: 4}\n", "plan.yaml")
    errs = [str(e) for e in refs.check({**files(), "plan": plan}, IDS, {}, nodes={"plan:moves.*": nodes},
                                       given={"round": range(1, 4)})]
    assert errs[1:] == ["plan.yaml:3: moves/1/times: more times than rounds"]


def test_every_id_of_a_kind_is_covered_where_declared():
    errs = [str(e) for e in refs.check(files(), IDS, {}, covers={"setup:horses": "player count"},
                                       given={"player count": range(1, 4)})]
    assert errs[-1] == "setup.yaml:2: horses: no entry for player count 3"
