"""Urubamba Valley's rules help (engine/rules_help.py): set-up for a player count, the turn's
actions (the entries of actions.yaml, each in its own words), planting and the terrace, the
markets, every talent (its abilities rendered by the node types that run them), the end and
scoring, from the data and the `describe` lines the tooltips show."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.rules_help import Entry, section, topic_id

from .nodes import NODES
from .scoring import ROWS

G = "urubamba_valley"


def _h(key: str, **args) -> dict:
    return msg(f"{G}.help.{key}", **args)


def help_sections(R, players: int, mode: str) -> list:
    return [_setup(R, players), _turn(R), _terrace(R), _markets(R), _talents(R), _end(R)]


def _setup(R, n: int):
    d = R.data
    s = d["setup"]
    llamas = s["by_players"][n]["llama_seeds"]
    intro = [_h("setup.players", coins=s["coins_each"], workers=s["workers_each"]),
             _h("setup.markets", seeds=len(R.markets["seed_prices"]), talents=R.markets["talent_slots"],
                vines=R.markets["vine_market"]["size"])]
    intro.append(_h("setup.llama_seeds", n=len(llamas)) if llamas else _h("setup.no_llama_seeds"))
    intro.append(_h("setup.first"))
    entries = [Entry(f"crop.{c}", *_split(R.describe("crop", c))) for c in R.crops]
    entries.append(Entry("crop.vine", *_split(R.describe("crop", "vine"))))
    return section("setup", msg("help.section.setup_players", n=n), intro=intro, entries=entries)


def _split(lines: list) -> tuple:
    return lines[0], lines[1:]


def _turn(R):
    """The turn's actions as its menu lists them (actions.yaml), each in its entry's words; the
    Purchase with its buys, in theirs."""
    m = R.markets
    notes = {"plant": [_h("plant_points")], "harvest": R.describe("track", None),
             "purchase": [NODES.render(e) for e in R.menus["purchase"].entries if not R.menus.stops(e)]
             + [msg(f"{G}.ui.warehouse_tip", n=m["warehouse"])]}
    entries = [Entry(f"action.{e['act']}", msg(f"{G}.action.{e['act']}"), [NODES.render(e)],
                     lines=notes.get(e["act"], [])) for e in R.menus["turn"].entries]
    return section("turn", intro=[_h("turn.choose"), _h("turn.refill")], entries=entries)


def _terrace(R):
    tiers = R.data["terrace"]["tiers"]
    entries = [Entry("terrace", _h("terrace"), [_h("terrace_text")],
                     lines=[_h("tier", tier=t["tier"], r1=t["rows"][0], r2=t["rows"][-1], c1=t["columns"][0],
                               c2=t["columns"][-1]) for t in tiers])]
    for t in tiers:
        if t.get("seal"):
            entries.append(Entry(f"seal.{t['tier']}", _h("seal", tier=t["tier"]), R.describe("seal", t["tier"]),
                                 lines=[_h("unlock")]))
    entries.append(Entry("llama", _h("llama"), R.describe("llama", None), lines=[_h("llama_text")]))
    entries.append(Entry("track", _h("track"), R.describe("track", None), lines=[_h("track_text")]))
    return section("terrace", _h("section.terrace"), entries=entries)


def _markets(R):
    m = R.markets
    extra = m["top_extra"]
    entries = [Entry("market", _h("seed_market"), R.describe("market", None), lines=[_h("seed_market_text")]),
               Entry("vines", msg(f"{G}.crop.vine"), [_h("vine_market", n=m["vine_market"]["size"], price=m["vine_price"])]),
               Entry("technology", _h("technology"), [_h("technology_text")], lines=R.describe("technology", None)),
               Entry("talent_market", _h("talent_market"), [_h("talent_market_text", n=m["talent_slots"],
                                                                top=extra["slots"], coins=extra["coins"])])]
    return section("markets", _h("section.markets"), intro=[_h("markets_intro")], entries=entries)


def _talents(R):
    entries = []
    for tid in R.talents:
        t = R.talents[tid]
        name, _costs, *rest = R.describe("talent", tid)
        entries.append(Entry(f"talent.{tid}", name, rest,
                             cost=_h("talent_cost", cost=t["cost"], stage=t["stage"], end=t["end"])))
    return section("talents", _h("section.talents"), intro=[_h("talents_intro", n=R.markets["talents_each"])],
                   entries=entries)


def _end(R):
    texts = {"coins": _h("score.coins"), "talents": _h("score.talents"), "doubled": _h("score.doubled")}
    entries = [Entry(f"score.{row}", msg(f"{G}.score.{row}"), [texts[row]]) for row in ROWS]
    entries.append(Entry("score.ties", _h("ties"), [_h("ties_text")]))
    return section("end", intro=[_h("end.full"), _h("end.stall", n=R.barren_rounds), _h("end.final")], entries=entries)


def help_topic(R, kind: str, key):
    if kind == "talent" and isinstance(key, str):
        return f"talent.{key.split('.')[0]}"
    if kind == "seal":
        return f"seal.{key}"
    if kind in ("track", "llama", "technology", "market"):
        return kind
    return topic_id(kind, key)
