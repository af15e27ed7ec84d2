"""Moon River's rules help (engine/rules_help.py): set-up for a player count, the turn, the
plots, partners and boards, the end and scoring, from the data and the `describe` lines the
tooltips show."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.rules_help import Entry, section, topic_id

from .scoring import RESOURCES

G = "moon_river"


def _h(key: str, **args) -> dict:
    return msg(f"{G}.help.{key}", **args)


def help_sections(R, players: int, mode: str) -> list:
    return [_setup(R, players, mode), _turn(R, players), _plots(R), _partners(R), _boards(R, mode),
            *([_scenarios(R)] if mode == "legends" else []), _end(R, mode)]


def _setup(R, n: int, mode: str):
    s = R.data["setup"]
    cfg = s["by_players"][n]
    intro = [_h("setup.farm", cols=s["cols"], rows=cfg["rows"]),
             _h("setup.board_legends" if mode == "legends" else "setup.board_camp",
                bridges=len(R.data["boards"]["camp"]["bridges"]), storage=R.data["boards"]["camp"]["storage"]),
             _h("setup.supply", plots=R.data["plots"]["total"], cows=s["cows"], saloon=s["saloon_spaces"],
                tokens=sum(e["count"] for e in R.data["partners"]["experts"]), stacks=s["partner_stacks"]),
             _h("setup.ranchers", n=cfg["ranchers_each"], column=s["column_size"])]
    if cfg["leftover"] == "remove":
        intro.append(_h("setup.leftover", n=n))
    if cfg["bonus_tiles"]:
        intro.append(_h("setup.bonus", n=len(R.data["plots"]["bonus_tiles"])))
    if mode == "legends":
        intro.append(_h("setup.scenario"))
    return section("setup", msg("help.section.setup_players", n=n), intro=intro)


def _turn(R, n: int):
    entries = [Entry("step.take", _h("step.take"), [_h("step.take_text")]),
               Entry("step.expand", _h("step.expand"), [_h("step.expand_text"),    # the actions, by their nodes
                     *R.menus["expand"].render(), *R.menus["place"].render()]),
               Entry("symbol.cow", _h("symbol.cow"), [_h("symbol.cow_text")], lines=[_h("symbol.no_cows",
                     terrains=[f"@{G}.terrain.{t}" for t in R.data["plots"]["no_cows"]])]),
               Entry("symbol.skull", _h("symbol.skull"), [_h("symbol.skull_text")]),
               Entry("symbol.circle", _h("symbol.circle"), [_h("symbol.circle_text")]),
               Entry("step.pick", _h("step.pick"), [_h("step.pick_text")])]
    if R.data["setup"]["by_players"][n]["bonus_tiles"]:
        entries.append(Entry("bonus", _h("bonus"), R.describe("bonus", None) + [_h("bonus_text")]))
    entries += [Entry(kind, _h(kind), R.describe(kind, None)) for kind in ("rancher", "saloon", "cow", "bridge")]
    return section("turn", intro=[_h("turn.round"), _h("turn.order"), _h("turn.final")], entries=entries)


def _plots(R):
    """One entry per terrain: its designs, how many of each and what they show."""
    designs = R.data["plots"]["designs"]
    entries = []
    for terrain in R.data["plots"]["terrains"]:
        lines = []
        mine = [d for d in designs if d["terrain"] == terrain]
        for d in mine:
            shown = R.describe("plot", d["id"])[1:]
            shown = [m for m in shown if m.get("key") not in (f"{G}.tip.number", f"{G}.tip.no_cows")]
            lines.append(_h("design", id=d["id"], n=d["count"], what=shown or [_h("plain")]))
        notes = [msg(f"{G}.tip.number", n=mine[0]["number"])] if mine else []
        if terrain in R.no_cows:
            notes.append(msg(f"{G}.tip.no_cows"))
        entries.append(Entry(f"terrain.{terrain}", _h("terrain_plots", terrain=f"@{G}.terrain.{terrain}",
                                                       n=sum(d["count"] for d in mine)), lines=lines + notes))
    return section("plots", _h("section.plots"), intro=[_h("plots_intro")], entries=entries)


def _partners(R):
    entries = []
    for kind in ("cowboy", *R.experts):
        lines = [m for m in R.describe("partner", kind) if m.get("key") != f"{G}.effect.herder"]   # said above
        count = None if kind == "cowboy" else R.experts[kind]["count"]
        entries.append(Entry(f"partner.{kind}", lines[0], lines[1:2], lines=lines[2:] +
                             ([_h("tokens", n=count)] if count else [])))
    return section("partners", _h("section.partners"), intro=[_h("partners_intro")], entries=entries)


def _boards(R, mode: str):
    boards = [R.data["boards"]["camp"]] if mode != "legends" else R.data["boards"]["legends"]
    entries = []
    for b in boards:
        lines = R.describe("board", b["id"])
        entries.append(Entry(f"board.{b['id']}", lines[0], [], lines=lines[1:] +
                             ([_h("board_colour", colour=f"@ui.colour.{b['colour']}")] if b.get("colour") else [])))
    return section("boards", _h("section.boards"), entries=entries)


def _scenarios(R):
    entries = []
    for sid in R.scenarios:
        lines = R.describe("scenario", sid)
        entries.append(Entry(f"scenario.{sid}", lines[0], lines[1:]))
    return section("scenarios", _h("section.scenarios"), intro=[_h("scenarios_intro")], entries=entries)


def _end(R, mode: str):
    terrains, scorers, _ = R.pad
    entries = [Entry("score.regions", _h("score.regions"), [_h("score.regions_text")],
                     lines=[_h("score.terrains", terrains=[f"@{G}.terrain.{t}" for t in terrains])]),
               Entry("score.resources", _h("score.resources"), [_h("score.resources_text",
                     resources=[f"@{G}.resource.{r}" for r in RESOURCES])])]
    for e in scorers:
        entries.append(Entry(f"score.{e['id']}", msg(f"{G}.partner.{e['id']}"), R.describe("partner", e["id"])[1:2]))
    if mode == "legends":
        entries.append(Entry("score.scenario", msg(f"{G}.score.scenario"), [_h("score.scenario_text")]))
    entries.append(Entry("score.ties", _h("score.ties"), [_h("score.ties_text")]))
    return section("end", intro=[_h("end.when"), _h("end.cows")], entries=entries)


def help_topic(R, kind: str, key):
    """Tooltips name plots by design and partners by a token's face: their entries."""
    if kind == "plot" and isinstance(key, str) and key in R.designs:
        return f"terrain.{R.designs[key]['terrain']}"
    if kind == "partner":
        kind_id = key if isinstance(key, str) else (key.get("type") if isinstance(key, dict) else None)
        if isinstance(key, dict) and key.get("side") == "cowboy":
            kind_id = "cowboy"
        return f"partner.{kind_id}" if kind_id else "partners"
    if kind in ("bag", "stack", "supply"):
        return "setup"
    return topic_id(kind, key if kind in ("board", "scenario") else None)
