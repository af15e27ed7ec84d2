"""engine/menu.py: a decision among actions written in data, dispatched by act."""
import pytest

from boardgames.engine.choice import msg
from boardgames.engine.effects import Registry, Text
from boardgames.engine.menu import Menu, MenuEntry
from boardgames.engine.effects import NodeType


class TakeCoins(MenuEntry):
    type = "take_coins"
    required = ("coins",)

    def render(self, node, text, registry):
        return text.t("take", n=node["coins"])

    def offers(self, R, state, p, node, env):
        if state["coins"][p] < node.get("below", 99):
            yield {"act": node["act"]}

    def take(self, R, ctx, state, p, node, env, option):
        state["coins"][p] += node["coins"]
        return "took"

    def declines(self, R, state, p, node, env, option):
        return msg("g.why.rich")

    def surely(self, R, state, p, node, env):
        return 1 if state["coins"][p] < node.get("below", 99) else 0


class Pick(MenuEntry):
    type = "pick"

    def render(self, node, text, registry):
        return text.t("pick")

    def offers(self, R, state, p, node, env):
        for i, card in enumerate(state["row"]):
            yield {"act": node["act"], "slot": i}

    def take(self, R, ctx, state, p, node, env, option):
        state["hand"][p].append(state["row"].pop(option["slot"]))


class Plain(NodeType):
    type = "plain"

    def render(self, node, text, registry):
        return text.t("plain")


def registry():
    reg = Registry(Text("g"))
    for cls in (TakeCoins, Pick, Plain):
        reg.add(cls())
    return reg


ENTRIES = [{"act": "work", "type": "take_coins", "coins": 1, "below": 1},
           {"act": "pick", "type": "pick"},
           {"act": "rest", "type": "take_coins", "coins": 2}]


def state():
    return {"coins": [0, 3], "row": ["a", "b"], "hand": [[], []]}


def test_options_follow_the_data_order_and_only_restricts():
    menu = Menu(registry(), ENTRIES)
    s = state()
    assert menu.options(None, s, 0) == [{"act": "work"}, {"act": "pick", "slot": 0},
                                         {"act": "pick", "slot": 1}, {"act": "rest"}]
    assert menu.options(None, s, 1) == [{"act": "pick", "slot": 0}, {"act": "pick", "slot": 1}, {"act": "rest"}]
    assert menu.options(None, s, 0, only="pick") == [{"act": "pick", "slot": 0}, {"act": "pick", "slot": 1}]
    assert menu.options(None, s, 0, only="nothing") == []
    assert menu.surely(None, s, 0) == 2 and menu.surely(None, s, 1) == 1


def test_take_dispatches_by_act_and_passes_the_result_back():
    menu = Menu(registry(), ENTRIES)
    s = state()
    assert menu.take(None, None, s, 0, {"act": "rest"}) == "took"
    assert s["coins"] == [2, 3]
    menu.take(None, None, s, 1, {"act": "pick", "slot": 1})
    assert s["hand"] == [[], ["b"]] and s["row"] == ["a"]


def test_refusals_come_from_the_entry_or_say_not_an_action():
    menu = Menu(registry(), ENTRIES, unknown=msg("g.why.unknown"))
    s = state()
    assert menu.refusal(None, s, 1, {"act": "work"}) == msg("g.why.rich")
    assert menu.refusal(None, s, 1, {"act": "fly"}) == msg("g.why.unknown")
    assert menu.refusal(None, s, 1, "garbage") == msg("g.why.unknown")
    assert menu.refusal(None, s, 1, {"act": "work"}, only="pick", elsewhere=msg("g.why.only")) == msg("g.why.only")
    assert Menu(registry(), ENTRIES).refusal(None, s, 1, {}) == msg("engine.menu_unknown")


def test_problems_locate_bad_menus():
    reg = registry()
    assert Menu.problems(reg, ENTRIES) == []
    assert Menu.problems(reg, []) == [((), "a menu is a non-empty list of entries")]
    bad = [{"act": "work", "type": "take_coins", "coins": 1}, {"act": "work", "type": "pick"},
           {"type": "pick"}, "x", {"act": "p", "type": "plain"}]
    found = Menu.problems(reg, bad, ("turn",))
    assert (("turn", 1, "act"), "act 'work' is listed twice") in found
    assert (("turn", 2, "act"), "a menu entry needs an act (a name)") in found
    assert (("turn", 3), "a menu entry must be a mapping with act and type") in found
    assert (("turn", 4, "type"), "plain cannot be an entry of a menu") in found


def test_render_gives_each_entry_its_sentence():
    menu = Menu(registry(), ENTRIES)
    lines = menu.render()
    assert len(lines) == 3
    assert lines[0] == msg("g.fmt.sentence", text=msg("g.take", n=1))


def test_an_entry_kind_must_offer_and_take():
    class Half(MenuEntry):
        type = "half"

        def offers(self, R, state, p, node, env):
            return []

    with pytest.raises(TypeError, match="take"):
        Half()
