"""engine/gesture_forms.py: board gestures declared once as forms, read both ways."""
from boardgames.engine.gesture_forms import Form, Formed, meant, moves
from boardgames.engine.gestures import Gesture

HIRE = (Form(("partner", "$token"), ("farm", "@p", "$cell"), turn="$side"),)
PAIR = (Form(("plot", "$plots.0"), ("stored", "@p", "$plots.1")),
        Form(("plot", "$plots.1"), ("stored", "@p", "$plots.0")),
        Form(("plot", "$plots.0"), ("discard",), when={"act": "discard"}, explains=False))


def test_moves_fill_fields_roles_and_turns_option_by_option():
    opts = [{"token": "t1", "side": "cowboy", "cell": [0, 2]}, {"token": "t2", "side": "expert", "cell": [1, 1]}]
    got = moves(HIRE, opts, {"p": 1})
    assert [m.gesture for m in got] == [Gesture(("partner", "t1"), ("farm", 1, (0, 2)), "cowboy"),
                                        Gesture(("partner", "t2"), ("farm", 1, (1, 1)), "expert")]
    assert [m.plan for m in got] == [(opts[0],), (opts[1],)]


def test_items_of_a_list_field_when_and_missing_fields():
    pair, discard, stop = {"act": "pair", "plots": ["a", "b"]}, {"act": "discard", "plots": ["a", "c"]}, {"act": "stop"}
    got = [(m.gesture.piece, m.gesture.to, m.option["act"]) for m in moves(PAIR, [pair, discard, stop], {"p": 0})]
    assert got == [(("plot", "a"), ("stored", 0, "b"), "pair"), (("plot", "b"), ("stored", 0, "a"), "pair"),
                   (("plot", "a"), ("stored", 0, "c"), "discard"), (("plot", "c"), ("stored", 0, "a"), "discard"),
                   (("plot", "a"), ("discard",), "discard")]


def test_meant_reads_a_gesture_back_ignoring_roles():
    assert meant(HIRE, Gesture(("partner", "t9"), ("farm", 3, (4, 4)), "expert")) == \
        {"token": "t9", "cell": [4, 4], "side": "expert"}
    assert meant(PAIR, Gesture(("plot", "x"), ("stored", 2, "y"))) == {"plots": ["x", "y"]}
    assert meant(PAIR, Gesture(("plot", "x"), ("discard",))) is None          # explains=False
    assert meant(HIRE, Gesture(("cow", (0, 0)), ("farm", 0, (0, 1)))) is None
    assert meant((Form(None, ("slot", "$slot")),), Gesture(None, ("slot", 2))) == {"slot": 2}


def test_formed_uses_the_roles_of_the_decision():
    class Slot(Formed):
        forms = (Form(("rancher", "@rancher"), ("slot", "$slot")),)

        def roles(self, R, state, task):
            return {"rancher": task["r"]}

    got = Slot().gestures(None, {}, {"r": 5}, [{"slot": 0}])
    assert got[0].gesture == Gesture(("rancher", 5), ("slot", 0))
    assert Slot().meant(None, {}, {"r": 5}, Gesture(("rancher", 7), ("slot", 3))) == {"slot": 3}


def test_a_converter_writes_a_field_as_the_gesture_holds_it_and_reads_it_back():
    site = (Form(("res", "$from:key"), ("site", "$to:key", "$slot")),)
    got = moves(site, [{"from": [0, -2], "to": [3, 1], "slot": 1}], {})
    assert got[0].gesture == Gesture(("res", "0,-2"), ("site", "3,1", 1))
    assert meant(site, Gesture(("res", "0,-2"), ("site", "3,1", 1))) == {"from": [0, -2], "to": [3, 1], "slot": 1}
    assert meant(site, Gesture(("res", "nowhere"), ("site", None, 0)))["from"] is None
    assert meant(site, Gesture(("res", "0,-2"), ("site", None, 0)))["to"] is None
