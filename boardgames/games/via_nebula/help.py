"""Via Nebula's rules help (engine/rules_help.py): set-up for a player count and board side,
the actions of a turn, the board's spaces, the exploitation tokens, every contract (its resources,
points and power rendered by the power node types that run it), the end and scoring, from
the data and the `describe` lines the tooltips show."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.rules_help import Entry, section, topic_id

from .describe import SPACES, turn_actions
from .nodes import action_lines, ap_words
from .scoring import ROWS

G = "via_nebula"


def _h(key: str, **args) -> dict:
    return msg(f"{G}.help.{key}", **args)


def help_sections(R, players: int, mode: str) -> list:
    return [_setup(R, players, mode), _turn(R), _spaces(R, players), _contracts(R, "neutral"),
            _contracts(R, "private"), _end(R)]


def _setup(R, n: int, mode: str):
    cfg = R.cfg
    pc = cfg["by_players"][n]
    specials = len(R.data["tokens"]["special"])
    intro = [_h("setup.board", side=f"@{G}.mode.{mode}"),
             _h("setup.tokens", removed=cfg["specials_removed"], left=specials - cfg["specials_removed"]),
             _h("setup.contracts", display=cfg["display"], private=cfg["private_each"]),
             _h("setup.pieces", buildings=cfg["buildings_each"])]
    if pc["yield_change"]:
        intro.append(_h("setup.yield", n=-pc["yield_change"], players=n))
    guild = R.describe("guild", pc["guild_side"])
    entries = [Entry(f"guild.{pc['guild_side']}", guild[0], [], lines=guild[1:])]
    entries.append(Entry("resource", _h("resources"), [], lines=[_h("resource_line", name=d[0], text=d[1]) for d in
                                                               (R.describe("resource", r) for r in cfg["resource_types"])]))
    return section("setup", msg("help.section.setup_players", n=n), intro=intro, entries=entries)


def _turn(R):
    """The actions of the turn's menu (actions.yaml), in its order."""
    entries = []
    for name, cost in turn_actions(R):
        title, text, _ = action_lines(name, cost)
        entries.append(Entry(f"action.{name}", title, [text], cost=ap_words(cost)))
    intro = [_h("turn.points", n=R.cfg["action_points"]), _h("turn.order")]
    return section("turn", intro=intro, entries=entries)


def _spaces(R, n: int):
    entries = []
    for s in SPACES:
        name, *lines = R.describe("space", s)
        entries.append(Entry(f"space.{s}", name, lines))
    tokens = R.data["tokens"]
    for t in tokens["normal"] + tokens["special"]:
        lines = [m for m in R.describe("token", t["id"]) if m.get("key") != f"{G}.tip.yield_change"]   # said in set-up
        extra = [_h("copies", n=t["count"])] if t.get("count") else []
        entries.append(Entry(f"token.{t['id']}", lines[0], lines[1:2], lines=lines[2:] + extra))
    return section("board", _h("section.board"), intro=[_h("board_intro")], entries=entries)


def _contracts(R, deck: str):
    entries = []
    for cid, c in R.contracts.items():
        if c["deck"] != deck:
            continue
        lines = R.describe("contract", cid)
        entries.append(Entry(f"contract.{cid}", lines[0], lines[4:],
                             cost=[f"@{G}.resource.{r}" for r in c["resources"]], lines=[lines[3]]))
    cfg = R.cfg
    intro = [_h(f"{deck}_intro", display=cfg["display"], n=cfg["private_each"])]
    return section(f"contracts.{deck}", _h(f"section.{deck}"), intro=intro, entries=entries)


def _end(R):
    cfg = R.cfg
    texts = {
        "tokens": [_h("score.tokens")],
        "contracts": [_h("score.contracts")],
        "bonuses": [_h("score.bonuses")],
        "explorers": R.describe("explorer", None),
        "end_card": R.describe("end_card", None)[1:],
        "storage": R.describe("storage", None),
    }
    entries = [Entry(f"score.{row}", msg(f"{G}.score.{row}"), texts[row]) for row in ROWS]
    entries.append(Entry("score.ties", _h("ties"), [_h("ties_text")]))
    intro = [_h("end.trigger", n=cfg["buildings_each"]), _h("end.stalemate")]
    return section("end", intro=intro, entries=entries)


#: the help entry of what a tooltip describes, by its kind (`describe(kind, key)`)
TOPICS = {"power": "contracts.neutral", "deck": "contracts.neutral", "display": "contracts.neutral",
          "tiles": "setup", "supply": "setup", "explorer": "score.explorers", "storage": "score.storage",
          "end_card": "score.end_card"}


def help_topic(R, kind: str, key):
    if kind == "token":
        t = R.tokens.get(key) if isinstance(key, str) else None
        return f"token.{t['design']}" if t else topic_id(kind, key)
    if kind == "guild":
        return f"guild.{key}" if isinstance(key, str) else "setup"
    return TOPICS.get(kind) or topic_id(kind, key)
