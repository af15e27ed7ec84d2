"""The engine's own rules for a game written in data only (no `boardgames/games/<id>/`).

The catalog runs a game with these rules when its manifest names no rules module and the
games package has none of its id (engine/catalog.py). Its data files are:

  components.yaml   resources (each with the supply's count), card tags, card designs
  setup.yaml        what each player starts with (goods, cards in hand), the display's size
  turn.yaml         the actions of a turn (a menu, engine/menu.py, of mechanics), the end
  scoring.yaml      the rows of the score pad and the tie-breaks

and everything they say is run by the mechanics of engine/mechanics. docs/adding_a_game.md
walks through one such game (tests/fixtures/data_only/lantern_market).
"""
from .rules import RULES, DataRules

__all__ = ["RULES", "DataRules"]
