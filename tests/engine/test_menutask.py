"""engine/menutask.py: a decision among a menu's entries as a task, made on the board too."""
from boardgames.engine.choice import msg
from boardgames.engine.effects import Registry, Text
from boardgames.engine.gestures import Gesture, move
from boardgames.engine.menu import Menu, MenuEntry, meant
from boardgames.engine.menutask import MenuTask


class Place(MenuEntry):
    """A pawn onto an empty cell of a row."""

    type = "place"
    pieces = ("pawn",)

    def render(self, node, text, registry):
        return text.t("place")

    def offers(self, R, state, p, node, env):
        for i, cell in enumerate(state["row"]):
            if cell is None:
                yield {"act": node["act"], "cell": i}

    def take(self, R, ctx, state, p, node, env, option):
        state["row"][option["cell"]] = p

    def declines(self, R, state, p, node, env, option):
        return msg("g.why.taken")

    def moves(self, R, state, node, option):
        return [move(("pawn",), ("cell", option["cell"]), option)]

    def meant(self, R, state, p, node, gesture):
        return {"act": node["act"], "cell": gesture.to[1]}


class Rest(MenuEntry):
    """A button: nothing happens."""

    type = "rest"

    def render(self, node, text, registry):
        return text.t("rest")

    def offers(self, R, state, p, node, env):
        yield {"act": node["act"]}

    def take(self, R, ctx, state, p, node, env, option):
        state["rested"] = True


NODES = Registry(Text("g"))
for cls in (Place, Rest):
    NODES.add(cls())
MENU = Menu(NODES, [{"act": "place", "type": "place"}, {"act": "rest", "type": "rest"}], unknown=msg("g.why.unknown"))


class Turn(MenuTask):
    t = "turn"

    def menu(self, R, state, task):
        return MENU

    def elsewhere(self, R, state, task):
        return {"skip": msg("g.why.not_now")}

    def taken(self, R, ctx, state, task, option, result):
        return option["act"] == "rest"


def state():
    return {"row": [None, 0, None], "rested": False}


def test_options_come_from_the_menu_in_data_order():
    task = {"t": "turn", "p": 1}
    assert Turn().options(None, state(), task) == [{"act": "place", "cell": 0}, {"act": "place", "cell": 2},
                                                   {"act": "rest"}]


def test_choose_takes_by_act_and_asks_whether_the_task_is_over():
    s, task, turn = state(), {"t": "turn", "p": 1}, Turn()
    assert turn.choose(None, None, s, task, {"act": "place", "cell": 2}) is False
    assert s["row"] == [None, 0, 1]
    assert turn.choose(None, None, s, task, {"act": "rest"}) is True and s["rested"]


def test_refusals_say_another_decision_then_ask_the_entry():
    s, task, turn = state(), {"t": "turn", "p": 1}, Turn()
    assert turn.refusal(None, s, task, {"act": "skip"}) == msg("g.why.not_now")
    assert turn.refusal(None, s, task, {"act": "place", "cell": 1}) == msg("g.why.taken")
    assert turn.refusal(None, s, task, {"act": ["place"]}) == msg("g.why.unknown")
    assert turn.refusal(None, s, task, {"act": "fly"}) == msg("g.why.unknown")


def test_gestures_of_board_entries_and_what_a_stray_one_meant():
    s, task, turn = state(), {"t": "turn", "p": 1}, Turn()
    options = turn.options(None, s, task)
    found = turn.gestures(None, s, task, options)
    assert [m.option for m in found] == options[:2]                     # "rest" is a button
    assert found[0].gesture == Gesture(("pawn",), ("cell", 0))
    assert turn.meant(None, s, task, Gesture(("pawn",), ("cell", 1))) == {"act": "place", "cell": 1}
    assert turn.meant(None, s, task, Gesture(("meeple",), ("cell", 1))) is None
    assert turn.meant(None, s, task, Gesture(None, ("cell", 1))) is None
    assert MENU.moves(None, s, [{"act": "rest"}]) == []
    assert meant(None, NODES.types["place"], {"act": "put"}, s, 0, Gesture(("pawn",), ("cell", 2))) == \
        {"act": "put", "cell": 2}
