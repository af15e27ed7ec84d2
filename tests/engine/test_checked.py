"""engine/checked.py: an entry's options are its candidates that break no rule; a refusal is
the first rule an option breaks."""
from boardgames.engine.checked import CheckedEntry
from boardgames.engine.choice import msg
from boardgames.engine.effects import Registry, Text
from boardgames.engine.menu import Menu


class Buy(CheckedEntry):
    type = "buy"
    listings = 0

    def render(self, node, text, registry):
        return text.t("buy")

    def closed(self, R, state, p, node, env):
        return (lambda: msg("g.why.sold_out")) if not state["row"] else None

    def candidates(self, R, state, p, node, env, coins):
        return ({"act": node["act"], "card": c} for c in state["row"])

    def facts(self, R, state, p, node, env):
        Buy.listings += 1
        return state["coins"][p]

    def fault(self, R, state, p, node, env, option, coins):
        card = option.get("card")
        if card not in state["row"]:
            return lambda: msg("g.why.not_in_row")
        if state["price"][card] > coins:
            return lambda: msg("g.why.poor", n=state["price"][card])
        return None

    def take(self, R, ctx, state, p, node, env, option):
        state["row"].remove(option["card"])


def menu():
    reg = Registry(Text("g"))
    reg.add(Buy())
    return Menu(reg, [{"act": "buy", "type": "buy"}])


def test_options_are_the_candidates_without_a_fault_in_their_order():
    s = {"row": ["a", "b", "c"], "price": {"a": 3, "b": 1, "c": 2}, "coins": [2]}
    Buy.listings = 0
    assert menu().options(None, s, 0) == [{"act": "buy", "card": "b"}, {"act": "buy", "card": "c"}]
    assert Buy.listings == 1                       # the facts once per listing


def test_a_refusal_is_the_first_rule_broken():
    s = {"row": ["a", "b"], "price": {"a": 3, "b": 1}, "coins": [2]}
    m = menu()
    assert m.refusal(None, s, 0, {"act": "buy", "card": "a"}) == msg("g.why.poor", n=3)
    assert m.refusal(None, s, 0, {"act": "buy", "card": "z"}) == msg("g.why.not_in_row")
    assert m.refusal(None, s, 0, {"act": "buy", "card": "b"}) is None      # no rule broken
    s["row"] = []
    assert m.refusal(None, s, 0, {"act": "buy", "card": "a"}) == msg("g.why.sold_out")
    assert m.options(None, s, 0) == []
