"""The generic, headless engine: data loading, state, choices, undo, log, saves.

Nothing in this package (or in `boardgames.games`) may import pygame.

  rules.py     the contract with a game's rules (set-up, pending, apply, score, observation)
  match.py     a game in progress: state, log, history, undo/redo, chance steps, replay
  tasks.py     the stack of pending work every game runs on: registered task types settle,
               offer options, carry them out and say why an option is refused
  turns.py     turn and round patterns: clockwise, each player once, round robin, phases,
               a final round after a trigger
  flow.py      flow trees ("either/or", "and/or", "and then/or", "then") walked one decision
               at a time, with a plain-data cursor saved in the game state
  flowtask.py  flow trees as tasks, asking their data-node types (effects.py)
  effects.py   data-node types: each checks itself, renders its rule text and runs itself
  freeacts.py  free actions offered with every decision of the deciding player
  observe.py   what a player may see: hidden lists as backs, dealing the unseen
  zones.py     where each component may lie and who sees it (a game's zones.yaml): hiding,
               the bots' dealt worlds and the conservation checks derived from it
  setup_steps.py  a game's set-up written as steps in its setup file (values: data_values.py)
  data_values.py  the one value language of the data (help, tips, option words, set-up),
               compiled once per rules object
  data_checks.py  the cross-checks of a game's data written in its checks.yaml (ids: refs.py)
  mechanics/   general node kinds a game's data names (goods, cards, buying, accumulating)
  market_refill.py, market_row.py, held.py, bonuses.py, bitgraph.py, coins.py, shelf.py,
  still_rounds.py, end_bonus.py: mechanics two games or more share (refills, abilities on held
  tiles, lasting bonuses, board regions as bits, money, buys, rounds with no change, end points)
  choice.py, rng.py, geometry.py, yamlio.py, catalog.py, i18n.py, saves.py, playout.py,
  playthrough.py, bots.py: choices and messages, the seeded generator, boards, strict YAML,
  the game catalog, text, save files, random games, golden records, a random bot
"""
