"""Market rows refilled as the game's data says: a chance step (tasks.Reveal) in which each row
slides down and its gaps are filled from the top (market_row.refill; or, `slide: false`, each
where it is), the rows in the order the data lists them, every draw at random made with the
random stream.

    refill:
      - row: market               # the state's row of slots (None: a gap)
        bag: bag                  # a row drawn at random from the state's list `bag`...
        reshuffle: discard        # ...which, once it is out, takes that pile (sorted), once a
                                  #    refill: `log.<reshuffled>` with the bag's size (`n`)
        reshuffled: bag_refilled
        aside: {vine: {count: vines, most: 3, else: discard}}
                                  # a drawn item that goes elsewhere: the state's count raised
                                  #    while below `most`, else onto that pile (kept sorted)
        log: refill_seeds         # `log.<log>` names the items drawn (argument `items`, or
        items: seeds              #    the one `items` names), each `@<game>.<label>.<design>`
        label: crop               #    (an item "<design>.<copy>" named by its design)
      - row: display              # a pile's top card turned up into the gap, where it is:
        bag: deck                 #    one log line per card (`item`: the argument naming it),
        draw: top                 #    named by the rules' method `name` (its message), not by
        slide: false              #    a label
        log: refill
        item: contract
        name: contract_label
      - row: talent_market
        stacks: stacks            # drawn at random from the first stack, in the order of
        log: refill_talents       #    their names (or of a list of stacks), that is not empty
        items: talents
        label: talent
        slide: true               # false: each gap is filled where it is (market_row.refill)
        draw: top                 # the stack's (or bag's) top item, its last, rather than one
                                  #    at random

A row without `log` is filled without a line in the log (its `items` and `label` unused).
An item is named by `@<game>.<label>.<design>`, or by the rules' method `name` given the item;
with `item` rather than `items`, each item drawn has a line of its own.

A game registers `Refill(t)` among its task kinds and finds its rows where it keeps them
(`rows(R)`: by default `R.data["markets"]["refill"]`); `needed` tells whether a refill would
draw anything (a row with a gap, its source not empty), so a turn's end pushes it only then;
a refill pushed when it would draw nothing is dropped without a chance step.
"""
from __future__ import annotations

from .held import design
from .market_row import SKIP, first_stack, refill
from .tasks import DONE, WAIT, Reveal


#: the JSON Schema of one row of `refill` (the module docstring), given to every game's schema
#: as `$defs/market_refill` (catalog.py): a game's schema.yaml writes `{$ref: "#/$defs/market_refill"}`
ROW_SCHEMA = {
    "type": "object", "additionalProperties": False, "required": ["row"],
    "oneOf": [{"required": ["bag"]}, {"required": ["stacks"]}],
    "dependentRequired": {"reshuffle": ["reshuffled"], "reshuffled": ["reshuffle"]},
    "dependentSchemas": {"log": {"anyOf": [{"required": ["label"]}, {"required": ["name"]}]}},
    "properties": {
        "row": {"type": "string"}, "bag": {"type": "string"}, "stacks": {"type": "string"},
        "reshuffle": {"type": "string"}, "reshuffled": {"type": "string"},
        "draw": {"const": "top"}, "slide": {"type": "boolean"},
        "log": {"type": "string"}, "items": {"type": "string"}, "item": {"type": "string"},
        "label": {"type": "string"},
        "name": {"type": "string", "description": "the rules' method naming a drawn item in the log"},
        "aside": {"type": "object", "additionalProperties": {
            "type": "object", "additionalProperties": False, "required": ["count", "most", "else"],
            "properties": {"count": {"type": "string"}, "most": {"type": "integer", "minimum": 0},
                           "else": {"type": "string"}}}}}}


class Refill(Reveal):
    """The rows of `rows(R)` refilled (module docstring)."""

    def __init__(self, t: str = "refill"):
        self.t = t

    def rows(self, R) -> list[dict]:
        return R.data["markets"]["refill"]

    def needed(self, R, state: dict) -> bool:
        """Whether some row has a gap that its source could fill."""
        for row in self.rows(R):
            if None in state[row["row"]]:
                if "stacks" in row:
                    stacks = state[row["stacks"]]
                    if any(stacks.values() if isinstance(stacks, dict) else stacks):
                        return True
                elif state[row["bag"]] or state.get(row.get("reshuffle"), ()):
                    return True
        return False

    def settle(self, R, ctx, state, task):
        return WAIT if self.needed(R, state) else DONE

    def reveal(self, R, ctx, state, task):
        reshuffled: list = []            # once per refill: items put aside could cycle
        for row in self.rows(R):
            drawn: list = []
            draw = self._stack if "stacks" in row else self._bag
            state[row["row"]] = refill(state[row["row"]], lambda: draw(R, ctx, state, row, drawn, reshuffled),
                                       row.get("slide", True))
            if not drawn:
                continue
            if "item" in row:
                for name in drawn:
                    ctx.log(f"{R.id}.log.{row['log']}", **{row["item"]: name})
            else:
                ctx.log(f"{R.id}.log.{row['log']}", **{row.get("items", "items"): drawn})

    @staticmethod
    def _label(R, row: dict, item: str):
        """What names a drawn item in the log: the rules' `name` of it, or its design's label."""
        if "name" in row:
            return getattr(R, row["name"])(item)
        return f"@{R.id}.{row['label']}.{design(item)}"

    def _bag(self, R, ctx, state: dict, row: dict, drawn: list, reshuffled: list):
        bag = state[row["bag"]]
        if not bag:
            pile = row.get("reshuffle")
            if pile is None or not state[pile] or reshuffled:
                return None
            reshuffled.append(True)
            bag = state[row["bag"]] = sorted(state[pile])
            state[pile] = []
            ctx.log(f"{R.id}.log.{row['reshuffled']}", n=len(bag))
        item = bag.pop() if row.get("draw") == "top" else bag.pop(ctx.rng.below(len(bag)))
        if "log" in row:
            drawn.append(self._label(R, row, item))
        aside = row.get("aside", {}).get(item)
        if aside is None:
            return item
        if state[aside["count"]] < aside["most"]:
            state[aside["count"]] += 1
        else:
            state[aside["else"]].append(item)
            state[aside["else"]].sort()
        return SKIP

    def _stack(self, R, ctx, state: dict, row: dict, drawn: list, reshuffled: list):
        found = state[row["stacks"]]
        stacks = (found[s] for s in sorted(found)) if isinstance(found, dict) else found
        top = row.get("draw") == "top"
        item = first_stack(stacks, list.pop if top else lambda stack: stack.pop(ctx.rng.below(len(stack))))
        if item is not None and "log" in row:
            drawn.append(self._label(R, row, item))
        return item
