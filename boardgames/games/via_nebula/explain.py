"""Why a proposed option is refused, in words a player understands (keys via_nebula.why.*)."""
from __future__ import annotations

from boardgames.engine.choice import Choice, msg

from . import board as B

G = "via_nebula"
POWER_ACTS = {"extra_action": ("use",), "swap": ("swap",), "explore": ("explore",), "transport": ("transport",)}


def _why(key: str, **args) -> dict:
    return msg(f"{G}.why.{key}", **args)


def _space(state: dict, c) -> str | None:
    if (isinstance(c, (list, tuple)) and len(c) == 2 and all(isinstance(v, int) for v in c)
            and B.key(c) in state["board"]):
        return B.key(c)
    return None


def _site(state: dict, p: int, option: dict, cell_field: str = "cell"):
    """(site dict, None) for one of p's waiting sites, else (None, refusal)."""
    k = _space(state, option.get(cell_field))
    if k is None:
        return None, _why("off_board")
    sp = state["board"][k]
    if sp["kind"] != "ruin":
        return None, _why("not_site")
    slot = option.get("slot")
    if not isinstance(slot, int) or not 0 <= slot < len(sp["slots"]) or sp["slots"][slot] is None:
        return None, _why("not_site")
    s = sp["slots"][slot]
    if s["p"] != p:
        return None, _why("opponent_site")
    if s["building"]:
        return None, _why("already_built")
    return s, None


def explain(rules, state: dict, choice: Choice, option: dict) -> dict:
    if not isinstance(option, dict):
        return msg("engine.illegal")
    kind = choice.kind.split(".", 1)[1]
    p = choice.player
    act = option.get("act")
    power = None
    if kind == "power":
        power = state["todo"][0]["power"]
        if act not in POWER_ACTS.get(power["type"], ()) + ("skip",):
            return _why("power_mismatch", power=f"@{G}.power.{power['type']}")
    elif act in ("use", "skip", "swap"):
        return _why("no_power")
    pl = state["players"][p]
    board = state["board"]
    ap = state["turn"]["ap"]
    if act == "pass":
        return _why("must_act")
    if act == "craftsman":
        if pl["craftsmen"] <= 0:
            return _why("no_craftsman")
        k = _space(state, option.get("cell"))
        if k is None:
            return _why("off_board")
        if board[k]["kind"] == "exploitation":
            return _why("already_exploited")
        return _why("not_token")
    if act == "site":
        if pl["sites"] <= 0:
            return _why("no_site")
        k = _space(state, option.get("cell"))
        if k is None:
            return _why("off_board")
        if board[k]["kind"] != "ruin":
            return _why("not_ruin")
        return _why("ruin_blocked" if len(board[k]["slots"]) == 1 else "ruin_full")
    if act == "explore":
        k = _space(state, option.get("cell"))
        if k is None:
            return _why("off_board")
        target = board[k]["kind"]
        allowed = (power["space"],) if power else ("fog", "forest")
        if target == "meadow":
            return _why("already_meadow")
        if target not in allowed:
            if power:
                return _why("power_space", space=f"@{G}.space.{power['space']}")
            return _why("forbidden" if target == "forbidden" else "not_explorable")
        cost = power["cost"] if power else (rules.cfg["forest_cost"] if target == "forest" else 1)
        if ap < cost:
            return _why("forest_needs_two" if target == "forest" and not power else "no_action_points", n=cost)
        if not rules.has_tile(state, p, power["tile"] if power else "own"):
            return _why("no_tiles")
        return _why("not_adjacent")
    if act == "transport":
        src = _space(state, option.get("from"))
        if src is None:
            return _why("off_board")
        if board[src]["kind"] == "token":
            return _why("not_opened")
        if board[src]["kind"] != "exploitation":
            return _why("not_exploitation")
        if option.get("res") != board[src]["res"]:
            return _why("wrong_resource", resource=f"@{G}.resource.{board[src]['res']}")
        _, refusal = _site(state, p, option, "to")
        if refusal:
            return refusal
        return _why("no_path")
    if act == "erect":
        if pl["buildings"] >= rules.cfg["buildings_each"]:
            return _why("no_buildings")
        site, refusal = _site(state, p, option)
        if refusal:
            return refusal
        cid = option.get("contract")
        if cid not in pl["private"] and cid not in state["display"]:
            return _why("contract_unavailable")
        missing = []
        for r, n in rules.contract(cid)["needs"].items():
            missing += [f"@{G}.resource.{r}"] * max(0, n - site["res"].get(r, 0))
        return _why("missing_resources", missing=missing)
    if act == "swap":
        site, refusal = _site(state, p, option)
        if refusal:
            return refusal
        give, take = option.get("give"), option.get("take")
        if not site["res"].get(give):
            return _why("not_on_site")
        if take == give or take not in rules.rtypes:
            return _why("same_resource")
        return _why("supply_empty", resource=f"@{G}.resource.{take}")
    return msg("engine.illegal")
