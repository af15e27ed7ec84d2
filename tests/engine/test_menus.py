"""engine/menu.py's named menus (`Menus`) as decisions (menutask.NamedMenuTask), with stops, board
gestures and refusals."""
from types import SimpleNamespace

from boardgames.engine.choice import msg
from boardgames.engine.effects import Registry, Text
from boardgames.engine.gestures import Gesture, move
from boardgames.engine.menu import Menu, MenuEntry as Entry, Menus, Opener, Stop
from boardgames.engine.menutask import NamedMenuTask


class Take(Entry):
    """Take one of the row's cards (a click on it)."""

    type = "take"

    def offers(self, R, state, p, node, env):
        for i, _ in enumerate(state["row"]):
            yield {"act": node["act"], "slot": i}

    def take(self, R, ctx, state, p, node, env, option):
        state["hand"].append(state["row"].pop(option["slot"]))
        env["taken"] += 1

    def declines(self, R, state, p, node, env, option):
        return msg("g.why.no_card")

    def moves(self, R, state, node, option):
        return [move(None, ("row", option["slot"]), option)]

    def meant(self, R, state, p, node, gesture):
        to = gesture.to
        return {"act": node["act"], "slot": to[1]} if isinstance(to, tuple) and to[0] == "row" else None

    def render(self, node, text, registry):
        return text.t("take")


class Rest(Entry):
    type = "rest"
    costly = True

    def offers(self, R, state, p, node, env):
        R.asked.append("rest")
        if state["tired"]:
            yield {"act": node["act"]}

    def take(self, R, ctx, state, p, node, env, option):
        return True

    def surely(self, R, state, p, node, env):
        R.asked.append("rest")
        return 1 if state["tired"] else 0

    def render(self, node, text, registry):
        return text.t("rest")


DATA = {
    "turn": {"refuse": "pick", "entries": [{"act": "take", "type": "take"}, {"act": "rest", "type": "rest"},
                                            {"act": "pass", "type": "stop"}]},
    "buy": {"refuse": "buy", "entries": [{"act": "take", "type": "take"},
                                         {"act": "done", "type": "stop", "after": "taken", "refuse": "buy_first"}]},
}


def rules(data=DATA):
    reg = Registry(Text("g"), builtin_flow=False)
    for kind in (Take(), Rest(), Stop()):
        reg.add(kind)
    return SimpleNamespace(menus=Menus(reg, data, "g."), asked=[])


def test_options_in_data_order_and_a_lone_stop_is_no_decision():
    R = rules()
    state = {"row": ["a", "b"], "hand": [], "tired": False}
    assert list(R.menus.offered(R, "turn", state, 0, {})) == [{"act": "take", "slot": 0}, {"act": "take", "slot": 1},
                                                              {"act": "pass"}]
    state["row"] = []
    assert list(R.menus.offered(R, "turn", state, 0, {})) == []          # only "pass" would be left
    state["tired"] = True
    assert list(R.menus.offered(R, "turn", state, 0, {})) == [{"act": "rest"}, {"act": "pass"}]
    assert list(R.menus.offered(R, "turn", state, 0, {}, only="rest")) == [{"act": "rest"}]


def test_a_stop_after_a_count_is_offered_alone():
    R = rules()
    state = {"row": [], "hand": [], "tired": False}
    assert list(R.menus.offered(R, "buy", state, 0, {"taken": 0})) == []
    assert list(R.menus.offered(R, "buy", state, 0, {"taken": 1})) == [{"act": "done"}]


def test_surely_asks_costly_entries_last_and_stops_counting_at_two():
    R = rules()
    state = {"row": ["a"], "hand": [], "tired": True}
    assert R.menus.surely(R, "turn", state, 0, {}) == 2        # rest, then pass (after another option)
    assert R.menus.surely(R, "buy", state, 0, {"taken": 1}) == 1
    R.asked.clear()
    state["tired"] = False
    assert R.menus.surely(R, "turn", state, 0, {}) == 0 and R.asked == ["rest"]


def test_refusals_take_and_gestures_go_to_the_entry_named():
    R = rules()
    state = {"row": ["a"], "hand": [], "tired": False}
    env = {"taken": 0}
    assert R.menus.refusal(R, "buy", state, 0, {"act": "take", "slot": 5}, env) == msg("g.why.no_card")
    assert R.menus.refusal(R, "buy", state, 0, {"act": "done"}, env) == msg("g.why.buy_first")
    assert R.menus.refusal(R, "buy", state, 0, {"act": "fly"}, env) == msg("g.why.buy")
    assert R.menus.refusal(R, "buy", state, 0, {"act": ["take"]}, env) == msg("g.why.buy")    # no name
    assert R.menus.refusal(R, "turn", state, 0, {"act": "pass"}, env) is not None
    moves = R.menus.moves(R, "buy", state, [{"act": "take", "slot": 0}, {"act": "done"}])
    assert moves == [move(None, ("row", 0), {"act": "take", "slot": 0})]
    assert R.menus.meant(R, ("buy",), state, 0, Gesture(None, ("row", 3))) == {"act": "take", "slot": 3}
    assert R.menus.meant(R, ("buy",), state, 0, Gesture(None, ("bag",))) is None
    assert R.menus.take(R, None, "buy", state, 0, {"act": "take", "slot": 0}, env) is None
    assert state["hand"] == ["a"] and env["taken"] == 1


def test_a_menu_task_is_over_when_its_entry_says_so():
    R = rules()

    class Buy(NamedMenuTask):
        t = "buy"
        counted = True

    task = {"t": "buy", "p": 0, "taken": 0}
    state = {"row": ["a", "b"], "hand": [], "tired": False}
    kind = Buy()
    assert list(kind.iter_options(R, state, task)) == [{"act": "take", "slot": 0}, {"act": "take", "slot": 1}]
    assert kind.choose(R, None, state, task, {"act": "take", "slot": 1}) is False
    assert kind.two_or_more(R, state, task) is False       # take has no count of its own; done is one
    assert kind.choose(R, None, state, task, {"act": "done"}) is True


def test_problems_locate_bad_menus():
    R = rules()
    bad = {"turn": {"refuse": "x", "entries": [{"act": "pass", "type": "stop"}, {"act": "take", "type": "take"},
                                               {"act": "z", "type": "stop", "colour": 1}]}}
    found = Menus.problems(R.menus.nodes, bad)
    assert (("turn", "entries", 1), "an entry listed after a stop is never offered") in found
    assert any(where == ("turn", "entries", 2, "colour") and m.startswith("stop has no field 'colour'")
               for where, m in found)
    assert Menus.problems(R.menus.nodes, DATA) == []


def test_a_stop_says_how_in_the_game_words():
    R = rules()
    assert R.menus.nodes.render({"act": "pass", "type": "stop"}) == msg("g.how.pass")


def test_a_menus_data_says_how_its_decision_ends_where_gestures_are_read_and_its_prompt_args():
    data = {**DATA, "pick": {"refuse": "pick", "ends": True, "meant_in": ["buy"], "args": {"n": "cards"},
                             "entries": [{"act": "take", "type": "take"}]}}
    R = rules(data)
    R.id = "g"

    class Decision(NamedMenuTask):
        quantities = {"cards": lambda R, state, p: len(state["row"])}

    kind = Decision("pick")
    assert kind.t == "pick" and R.menus["pick"].settings == {"ends": True, "meant_in": ["buy"], "args": {"n": "cards"}}
    task = {"t": "pick", "p": 0, "taken": 0}
    state = {"row": ["a", "b"], "hand": [], "tired": False}
    assert kind.prompt(R, state, task) == msg("g.prompt.pick", n=2)
    assert kind.refusal(R, state, task, {"act": "fly"}) == msg("g.why.pick", n=2)
    assert kind.refusal(R, state, task, {"act": "take", "slot": 9}) == msg("g.why.no_card")
    assert kind.meant(R, state, task, Gesture(None, ("row", 1))) == {"act": "take", "slot": 1}
    assert kind.choose(R, None, state, task, {"act": "take", "slot": 0}) is True       # ends: one choice
    assert Decision("buy").prompt(R, state, task) == msg("g.prompt.buy")              # no args, no ends


def test_a_menu_may_name_its_entries_by_another_key():
    class Keyed(Take):
        def offers(self, R, state, p, node, env):
            return [{"free": node["free"], "slot": i} for i, _ in enumerate(state["row"])]

        def meant(self, R, state, p, node, gesture):
            return {"free": node["free"], "slot": gesture.to[1]}

    reg = Registry(Text("g"), builtin_flow=False)
    reg.add(Keyed())
    menu = Menu(reg, [{"free": "grab", "type": "take"}], msg("g.why.no_free"), key="free")
    R = SimpleNamespace(asked=[])
    state = {"row": ["a"], "hand": [], "tired": False}
    assert menu.options(R, state, 0) == [{"free": "grab", "slot": 0}]
    assert menu.refusal(R, state, 0, {"free": "fly"}) == msg("g.why.no_free")
    assert menu.refusal(R, state, 0, {"act": "grab"}) == msg("g.why.no_free")
    assert menu.moves(R, state, [{"free": "grab", "slot": 0}]) == [move(None, ("row", 0), {"free": "grab", "slot": 0})]
    assert menu.meant(R, state, 0, Gesture(None, ("row", 0))) == {"free": "grab", "slot": 0}
    menu.take(R, None, state, 0, {"free": "grab", "slot": 0}, {"taken": 0})
    assert state["hand"] == ["a"]


class Grab(Take):
    """Take a card without counting it (the menu's `counts` does)."""

    type = "grab"

    def take(self, R, ctx, state, p, node, env, option):
        state["hand"].append(state["row"].pop(option["slot"]))


class Shop(Opener):
    """Go shopping: the decision of its `menu` follows."""

    type = "shop"

    def offers(self, R, state, p, node, env):
        return [{"act": node["act"]}]

    def render(self, node, text, registry):
        return text.t("shop")


def test_a_menu_counts_its_choices_and_an_opened_menus_option_is_refused_as_its_decision_would():
    reg = Registry(Text("g"), builtin_flow=False)
    for kind in (Grab(), Shop(), Rest(), Stop()):
        reg.add(kind)
    data = {"turn": {"refuse": "pick", "entries": [{"act": "shop", "type": "shop", "menu": "market"},
                                                    {"act": "rest", "type": "rest"}]},
            "market": {"refuse": "buy", "counts": "taken",
                       "entries": [{"act": "grab", "type": "grab"},
                                   {"act": "done", "type": "stop", "after": "taken", "refuse": "buy_first"}]}}
    R = SimpleNamespace(menus=Menus(reg, data, "g."), asked=[], id="g")

    class Market(NamedMenuTask):
        t = "market"

    task = {"t": "market", "p": 0, **R.menus["market"].fresh()}
    state = {"row": ["a", "b"], "hand": [], "tired": False}
    assert task["taken"] == 0 and R.menus["turn"].fresh() == {}
    assert Market().choose(R, None, state, task, {"act": "grab", "slot": 0}) is False and task["taken"] == 1
    assert list(Market().iter_options(R, state, task))[-1] == {"act": "done"}
    turn = R.menus["turn"]
    assert set(turn.inner) == {"grab"}                                  # a stop is no option of its own
    assert turn.refusal(R, state, 0, {"act": "grab", "slot": 7}) == msg("g.why.no_card")
    assert turn.refusal(R, state, 0, {"act": "done"}) == msg("g.why.pick")
    assert turn.refusal(R, state, 0, {"act": "grab"}, only="rest", elsewhere=msg("g.why.rest_only")) \
        == msg("g.why.rest_only")
    shop, state["tasks"] = turn.entry("shop"), []
    assert turn.kind(shop).opened(R, state, 0, shop) == [{"act": "grab", "slot": 0}]     # no done yet
    assert turn.meant(R, state, 0, Gesture(None, ("row", 0))) == {"act": "grab", "slot": 0}
    assert turn.take(R, None, state, 0, {"act": "shop"}) is False and state["tasks"] == [
        {"t": "market", "p": 0, "taken": 0}]


def test_free_acts_as_a_menu_answer_the_kernels_free_hooks():
    from boardgames.engine.free_menu import FreeMenu

    class Free(Grab):
        def offers(self, R, state, p, node, env):
            return [{"free": node["free"], "slot": i} for i, _ in enumerate(state["row"])]

        def meant(self, R, state, p, node, gesture):
            return {"free": node["free"], "slot": gesture.to[1]}

    reg = Registry(Text("g"), builtin_flow=False)
    reg.add(Free())

    class Game(FreeMenu):
        free_acts = Menu(reg, [{"free": "grab", "type": "grab"}], msg("g.why.no_free"), key="free")
        asked: list = []

        def free_open(self, state, player):
            return player == 0

    R, state = Game(), {"row": ["a"], "hand": [], "tired": False}
    assert R.free_options(state, 0) == [{"free": "grab", "slot": 0}] and R.free_options(state, 1) == []
    assert R.is_free({"free": "grab"}) and not R.is_free({"act": "grab"})
    assert R.free_refusal(state, 0, {"free": "fly"}) == msg("g.why.no_free")
    assert R.free_gestures(state, 0, [{"free": "grab", "slot": 0}]) == [move(None, ("row", 0), {"free": "grab", "slot": 0})]
    assert R.free_meant(state, 0, Gesture(None, ("row", 0))) == {"free": "grab", "slot": 0}
    R.apply_free(None, state, 0, {"free": "grab", "slot": 0})
    assert state["hand"] == ["a"]


def test_an_entry_that_opens_no_menu_is_located():
    reg = Registry(Text("g"), builtin_flow=False)
    for kind in (Grab(), Shop(), Stop()):
        reg.add(kind)
    data = {"turn": {"refuse": "pick", "entries": [{"act": "shop", "type": "shop", "menu": "mall"}]}}
    assert Menus.problems(reg, data) == [(("turn", "entries", 0, "menu"), "'mall' is no menu to open")]
    assert Menus(reg, data, "g.")["turn"].inner == {}
