"""engine/coins.py: coins between players and a supply, or a bank that keeps no count."""
from boardgames.engine import coins


def table(supply=None):
    state = {"players": [{"coins": 5, "money": 5}, {"coins": 0, "money": 0}]}
    if supply is not None:
        state["supply"] = supply
    return state


def test_a_supply_conserves_the_coins_and_runs_short():
    state = table(supply=3)
    coins.pay(state, 0, 2)
    assert (state["players"][0]["coins"], state["supply"]) == (3, 5)
    assert coins.gain(state, 1, 9) == 5
    assert (state["players"][1]["coins"], state["supply"]) == (5, 0)


def test_a_bank_without_a_supply_never_runs_short():
    state = table()
    coins.pay(state, 0, 4, key="money", supply=None)
    assert coins.gain(state, 1, 9, key="money", supply=None) == 9
    assert [pl["money"] for pl in state["players"]] == [1, 9]
    assert "supply" not in state


def test_a_transfer_goes_from_one_player_to_another():
    state = table()
    coins.transfer(state, 0, 1, 2)
    assert [pl["coins"] for pl in state["players"]] == [3, 2]
