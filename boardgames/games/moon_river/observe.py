"""What each player may see in Moon River, and full states consistent with it (for bots).

Nothing belongs to one player alone: farms, storage and the saloon lie face up. Hidden
from everyone are the plots still in the bag and the partner tokens still in the two
face-down stacks: both become backs (so a view can still count them), and the maps that
tell what a plot or a token shows lose those entries (an id names its design, so the ids
go too). Once the game is over everything is public.
"""
from __future__ import annotations

from boardgames.engine.observe import backs, deal


def hide(R, obs: dict, player: int | None) -> None:
    for plot in obs["bag"]:
        del obs["plots"][plot]
    obs["bag"] = backs(obs["bag"])
    for stack in obs["stacks"]:
        for tok in stack:
            del obs["tokens"][tok]
    obs["stacks"] = [backs(stack) for stack in obs["stacks"]]


def fill(R, state: dict, rng) -> None:
    """The unseen plots go back into the bag and the unseen tokens into the stacks, each
    in a fresh random order."""
    plots = [x for x in R.plot_design if x not in state["plots"]]
    bag, rest = deal(plots, [len(state["bag"])], rng)
    tokens = [x for x in R.token_kind if x not in state["tokens"]]
    *stacks, left = deal(tokens, [len(s) for s in state["stacks"]], rng)
    if rest or left:
        raise ValueError("the observation hides more plots or tokens than the box holds")
    state["bag"] = bag
    state["plots"].update((plot, R.plot_design[plot]) for plot in bag)
    state["stacks"] = stacks
    state["tokens"].update((tok, R.token_kind[tok]) for tok in tokens)
