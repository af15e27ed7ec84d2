"""engine/menutask.py with menu.py's situations: facts that open and close entries, instead_of,
a fact's refusal, and the entries' gestures as forms."""
from types import SimpleNamespace

from boardgames.engine.choice import msg
from boardgames.engine.effects import Registry, Text
from boardgames.engine.gesture_forms import Form
from boardgames.engine.gestures import Gesture
from boardgames.engine.menu import Menu, MenuEntry
from boardgames.engine.menutask import MenuTask


class Stop(MenuEntry):
    type = "stop"
    single = True

    def render(self, node, text, registry):
        return text.t("stop")

    def offers(self, R, state, p, node, env):
        return [{"act": node["act"]}]

    def take(self, R, ctx, state, p, node, env, option):
        return True


class Sell(MenuEntry):
    """One option per card in hand; `any: true` sells any card, else only cards worth 2+."""
    type = "sell"
    forms = (Form(("card", "$card"), ("market",)),)

    def render(self, node, text, registry):
        return text.t("sell")

    def offers(self, R, state, p, node, env):
        return [{"act": node["act"], "card": c} for c in state["hand"] if node.get("any") or c >= 2]

    def take(self, R, ctx, state, p, node, env, option):
        state["hand"].remove(option["card"])
        state["sold"].append(option["card"])
        return False

    def declines(self, R, state, p, node, env, option):
        return msg("g.why.not_in_hand")


def registry():
    reg = Registry(Text("g"))
    for cls in (Stop, Sell):
        reg.add(cls())
    return reg


ENTRIES = [{"act": "stop", "type": "stop", "unless": ["broke"], "why": {"broke": "must_sell"}},
           {"act": "sell", "type": "sell"},
           {"act": "dump", "type": "sell", "any": True, "when": ["broke"], "instead_of": "sell"}]


class Trade(MenuTask):
    t = "trade"
    facts = ("broke",)

    def menu(self, R, state, task):
        return R.menu

    def situation(self, R, state, task):
        return (state["coins"] == 0,)


def rules():
    return SimpleNamespace(id="g", menu=Menu(registry(), ENTRIES))


def test_facts_open_and_close_entries_and_instead_of():
    R, task, kind = rules(), {"t": "trade", "p": 0}, Trade()
    rich = {"coins": 3, "hand": [1, 2, 3], "sold": []}
    assert kind.options(R, rich, task) == [{"act": "stop"}, {"act": "sell", "card": 2}, {"act": "sell", "card": 3}]
    broke = {"coins": 0, "hand": [1, 2], "sold": []}
    assert kind.options(R, broke, task) == [{"act": "sell", "card": 2}]            # sell still offers
    broke_low = {"coins": 0, "hand": [1, 1], "sold": []}
    assert kind.options(R, broke_low, task) == [{"act": "dump", "card": 1}, {"act": "dump", "card": 1}]


def test_choose_dispatches_by_act_and_refusals_name_the_fact():
    R, task, kind = rules(), {"t": "trade", "p": 0}, Trade()
    s = {"coins": 0, "hand": [1, 2], "sold": []}
    assert kind.choose(R, None, s, task, {"act": "sell", "card": 2}) is False and s["sold"] == [2]
    assert kind.refusal(R, s, task, {"act": "stop"}) == msg("g.why.must_sell")
    assert kind.refusal(R, s, task, {"act": "sell", "card": 9}) == msg("g.why.not_in_hand")
    assert kind.refusal(R, s, task, {"act": "fly"}) == msg("engine.menu_unknown")
    assert kind.choose(R, None, {"coins": 1, "hand": [], "sold": []}, task, {"act": "stop"}) is True


def test_gestures_come_from_each_entrys_forms_and_read_back_with_the_act():
    R, task, kind = rules(), {"t": "trade", "p": 0}, Trade()
    s = {"coins": 3, "hand": [2], "sold": []}
    got = kind.gestures(R, s, task, kind.options(R, s, task))
    assert [m.gesture for m in got] == [Gesture(("card", 2), ("market",))]
    assert kind.meant(R, s, task, Gesture(("card", 7), ("market",))) == {"act": "sell", "card": 7}


def test_problems_of_name_unknown_facts():
    assert Trade().problems_of(ENTRIES) == []
    assert Trade().problems_of([{"act": "x", "type": "stop", "when": ["rich"]}]) == [((0, "when"), "unknown fact 'rich'")]


def test_instead_of_names_another_entry():
    assert Menu.problems(registry(), ENTRIES) == []
    found = Menu.problems(registry(), [{"act": "dump", "type": "sell", "instead_of": "sell"}])
    assert found == [((0, "instead_of"), "instead_of names no other act: 'sell'")]


def test_a_menu_listed_at_once_offers_what_it_lists_one_at_a_time():
    class AtOnce(Trade):
        lazy = False

    R, task = rules(), {"t": "trade", "p": 0}
    for s in ({"coins": 3, "hand": [1, 2, 3]}, {"coins": 0, "hand": [1, 2]}, {"coins": 0, "hand": [1, 1]}):
        assert AtOnce().options(R, s, task) == list(Trade().iter_options(R, s, task))
    assert AtOnce().iter_options(R, {"coins": 3, "hand": []}, task) is None    # the kernel asks `options`


def test_a_fact_the_listing_does_not_tell_does_not_hold():
    R = rules()
    broke = {"coins": 0, "hand": [1, 1], "sold": []}
    # listed outside the task (no situation): "broke" is taken as false, so stop is open, dump not
    assert R.menu.options(R, broke, 0) == [{"act": "stop"}]
    assert Trade().options(R, broke, {"t": "trade", "p": 0}) == [{"act": "dump", "card": 1}, {"act": "dump", "card": 1}]
