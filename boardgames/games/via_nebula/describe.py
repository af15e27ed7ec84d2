"""Tooltip and rules-help text generated from the same data that runs the game: a component's
lines by its kind (`PARTS`: those computed here, the others are the help file's `tips`,
engine/tips_data.py), a reconstructed data entry's name by its file (`RECON_LABELS`)."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.tips import counted
from boardgames.engine.tips_data import Tips

from .nodes import NODES, action_lines, res

G = "via_nebula"


def _contract(rules, key) -> list[dict]:
    c = rules.contract(key)
    lines = [rules.contract_label(key), msg(f"{G}.tip.deck_{c['deck']}"),
             msg(f"{G}.tip.needs", resources=[res(r) for r in c["resources"]]),
             msg(f"{G}.tip.vp", n=c["vp"])]
    if c.get("power"):
        lines += NODES.render(c["power"])
    return lines


def _token(rules, key) -> list[dict]:
    cfg = rules.cfg
    t = rules.tokens.get(key) or next((x for x in rules.tokens.values() if x["design"] == key), None)
    if t is None:
        return []
    fewer = sorted(n for n, pc in cfg["by_players"].items() if pc["yield_change"])
    change = {pc["yield_change"] for pc in cfg["by_players"].values() if pc["yield_change"]}
    lines = [msg(f"{G}.tip.special" if t["special"] else f"{G}.tip.token", n=t["quantity"],
                 resource=res(t["resource"]))]
    if t["special"]:
        lines.append(msg(f"{G}.tip.neutral"))
    else:
        lines.append(msg(f"{G}.tip.token_vp", n=t["vp"]))
    if fewer and len(change) == 1:
        lines.append(msg(f"{G}.tip.yield_change", n=-change.pop(), players=fewer))
    return lines


def turn_actions(rules):
    """(name, cost) of each action of the turn, entry by entry of the turn's menu."""
    for entry in rules.turn.entries:
        yield from rules.turn.kind(entry).items(entry)


def _action(rules, key) -> list[dict]:
    return next((action_lines(name, cost) for name, cost in turn_actions(rules) if name == key), [])


def _guild(rules, key) -> list[dict]:
    cfg = rules.cfg
    counts = sorted(n for n, pc in cfg["by_players"].items() if pc["guild_side"] == key)
    pc = cfg["by_players"][counts[0]]
    return [msg(f"{G}.guild.{key}", players=counts),
            msg(f"{G}.tip.craftsmen", n=pc["craftsmen"]),
            msg(f"{G}.tip.stacks", stacks=cfg["stacks"], n=pc["stack_size"]),
            msg(f"{G}.tip.site_{pc['site']}", n=cfg["sites_each"])]


#: tooltip lines by component kind, those computed here (the others: help.yaml's `tips`)
PARTS = Tips({
    "contract": _contract,
    "token": _token,
    "action": _action,
    "power": lambda rules, key: NODES.render(key),
    "guild": _guild,
    **counted(G, ("deck", "display", "tiles", "supply")),
})


def _recon_contract(rules, item) -> dict | None:
    if item in rules.contracts:
        return rules.contract_label(item)
    return msg(f"{G}.end_card") if item == rules.end_card["id"] else None


def _recon_token(rules, item) -> dict | None:
    lines = rules.describe("token", item)
    return lines[0] if lines else None


#: the player-facing name of a reconstructed entry, by its data file's stem
RECON_LABELS = {
    "contracts": _recon_contract,
    "tokens": _recon_token,
    "boards": lambda rules, item: msg(f"{G}.mode.{item}"),
}
