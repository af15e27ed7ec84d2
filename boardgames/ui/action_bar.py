"""What can I do now: the pending choice's options as actions in the player's words.

The side panel lists every action of the pending decision, each a button with one line on how
it is done on the board. Nothing here is a rule: the actions are the options the engine offers,
grouped, and what the board does with them is what the engine's gestures say.

Groups: an option with an `act` belongs to that act ("craftsman", "transport", "stop"); an
option without one to the decision itself, named by the choice's kind without the game prefix
("hire" for "moon_river.hire"), or, when it is a free action (engine/freeacts.py), to "free".
For each group the board's moves (`Match.gestures()`) that carry out one of its options give
the pieces to pick up and the places to click.

An entry is one of
  "button"  the option the panel plays at once (`game_panel.button_options`: "Done", "Skip");
  "board"   made on the board: a click on the entry takes the next of its pieces in hand (as a
            click on the piece would, so its places light up) or lights its places to click;
  "choose"  offered by the board's own lists (a chooser, a checklist): a click plays it when it
            is a single option, else shows how.

Words, from the game's locale (the fallbacks keep a new game readable before it has them):
  <game>.what.<group>   the action's name ("Place a craftsman"); else the act's button label
                        (<game>.act.<act>, ui.act.<act>), else the group's name
  <game>.how.<group>    one line on how to do it ("Drag a craftsman onto an exploitation token.");
                        else ui.how.<group>, else a general line by how the entry is made
                        (ui.how.drag, ui.how.click, ui.how.choose)
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from ..engine.freeacts import FREE_FROM

BUTTON, BOARD, CHOOSE = "button", "board", "choose"
FREE = "free"


@dataclass
class ActionGroup:
    key: str                                   # the act, or the decision's kind without the game prefix
    options: list = field(default_factory=list)
    pieces: list = field(default_factory=list)    # what may be picked up for it, first seen first
    clicks: list = field(default_factory=list)    # places a plain click carries it out on
    button: dict | None = None                 # the option a panel button plays (BUTTON entries)

    @property
    def how(self) -> str:
        if self.button is not None:
            return BUTTON
        if self.pieces or self.clicks:
            return BOARD
        return CHOOSE


def group_key(choice, option, free: bool = False) -> str:
    """The act of `option`; without one, "free" for a free action (engine/freeacts.py), else the
    decision's kind without the game prefix."""
    if isinstance(option, dict) and "act" in option:
        return str(option["act"])
    return FREE if free else choice.kind.split(".", 1)[-1]


def _canon(option) -> str:
    return json.dumps(option, sort_keys=True, default=str)


def action_groups(choice, moves=(), buttons=()) -> list[ActionGroup]:
    """The pending choice's options as groups: the groups made on the board or in its lists
    first, in the order the options come, then those the panel plays as buttons."""
    if choice is None or choice.chance:
        return []
    groups: dict[str, ActionGroup] = {}
    owner: dict[int, ActionGroup] = {}
    free_from = choice.info.get(FREE_FROM, len(choice.options)) if isinstance(choice.info, dict) else len(choice.options)
    for i, option in enumerate(choice.options):
        key = group_key(choice, option, i >= free_from)
        group = groups.get(key)
        if group is None:
            group = groups[key] = ActionGroup(key)
        group.options.append(option)
        owner[id(option)] = group
    by_value = None
    for move in moves:
        option = move.plan[0] if move.plan else None
        group = owner.get(id(option))
        if group is None and option is not None:         # a plan holding an equal copy
            if by_value is None:
                by_value = {_canon(o): owner[id(o)] for o in choice.options}
            group = by_value.get(_canon(option))
        if group is None:
            continue
        piece = move.gesture.piece
        if piece is None:
            if move.gesture.to not in group.clicks:
                group.clicks.append(move.gesture.to)
        elif piece not in group.pieces:
            group.pieces.append(piece)
    for option in buttons:
        group = owner.get(id(option)) or groups.get(group_key(choice, option))   # buttons have an act
        if group is not None and len(group.options) == 1:
            group.button = group.options[0]
    ordered = list(groups.values())
    return [g for g in ordered if g.button is None] + [g for g in ordered if g.button is not None]


def label(locale, game_id: str, key: str) -> str:
    for k in (f"{game_id}.what.{key}", f"{game_id}.act.{key}", f"ui.act.{key}"):
        if locale.has(k):
            return locale.t(k)
    return key.replace("_", " ").capitalize()


def hint(locale, game_id: str, group: ActionGroup) -> str | None:
    """How the action is done, in one line (None for a plain button that says it all)."""
    for k in (f"{game_id}.how.{group.key}", f"ui.how.{group.key}"):
        if locale.has(k):
            return locale.t(k)
    if group.how == BUTTON:
        return None
    general = "ui.how.drag" if group.pieces else ("ui.how.click" if group.clicks else "ui.how.choose")
    return locale.t(general)
