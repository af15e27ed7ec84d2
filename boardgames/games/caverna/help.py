"""Caverna's rules help (engine/rules_help.py): set-up for a player count, the round and the
harvest, every action space and round card (their flows rendered by the flow nodes that run
them), every furnishing tile (cost, points, effects rendered by the effect types), the
expedition loot, the end and the score pad, all read from the data files."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.rules_help import Entry, section, topic_id

from .furnishings import EFFECTS
from .nodes import NODES, TEXT

G = "caverna"
GROUPS = ("dwelling", "room", "material", "food", "parlor", "storage", "chamber")


def _h(key: str, **args) -> dict:
    return msg(f"{G}.help.{key}", **args)


def help_sections(R, players: int, mode: str) -> list:
    return [_setup(R, players, mode), _turn(R, players), _harvest(R, players), _actions(R, players),
            _round_cards(R, players), *_furnishings(R, mode), _loot(R), _end(R)]


# --- set-up ------------------------------------------------------------------------------------
def _setup(R, n: int, mode: str):
    cfg = R.cfg
    pc = cfg["by_players"][n]
    dwarfs = cfg["dwarfs"]
    intro = [_h("setup.rounds", n=cfg["rounds"] - len(pc["skipped_rounds"]))]
    if pc["skipped_rounds"]:
        intro.append(_h("setup.skipped", rounds=pc["skipped_rounds"]))
    intro += [_h("setup.dwarfs", start=dwarfs["start"], max=dwarfs["max"], six=dwarfs["max_with_additional_dwelling"],
                 stables=cfg["stables_per_player"]),
              _h("setup.food", food=pc["starting_food"]),
              _h("setup.boards", boards=[_h("board", board=f"@{G}.board.{b['board']}",
                                            side=f"@{G}.board_side.{b['side']}") for b in pc["boards"]])]
    if pc["covered"]:
        intro.append(_h("setup.covered", spaces=TEXT.names("space", pc["covered"], "and")))
    if pc["round_cards"] == "fixed":
        intro.append(_h("setup.cards_fixed"))
    else:
        intro.append(_h("setup.cards_shuffled", n=len(cfg["round_deck"]["stages"])))
    if pc["removed_cards"]:
        intro.append(_h("setup.removed", cards=TEXT.names("space", pc["removed_cards"], "and")))
    tiles = [t for t in R.data["furnishings"]["tiles"] if mode == "full" or t.get("intro")]
    intro.append(_h("setup.supply", mode=f"@{G}.mode.{mode}", n=len(tiles)))
    if cfg.get("unlimited_goods"):
        intro.append(_h("setup.unlimited"))
    if pc.get("solo_overflow"):
        o = cfg["solo_overflow"]
        intro.append(msg(f"{G}.term.solo_overflow", threshold=o["threshold"], protect=R.goods_text(o["protect"])))
    home = [R.describe("cell", c["id"])[0] for c in R.home["cells"] if c.get("feature")]
    entries = [Entry("home", msg(f"{G}.term.home_board"), [_h("home_text")], lines=_unique(home))]
    return section("setup", msg("help.section.setup_players", n=n), intro=intro, entries=entries)


def _unique(messages: list) -> list:
    out = []
    for m in messages:
        if m not in out:
            out.append(m)
    return out


# --- the round -----------------------------------------------------------------------------------
def _turn(R, n: int):
    ruby = R.home["ruby"]
    w = R.data["expeditions"]["weapons"]
    entries = [
        Entry("phase.work", _h("work"), [_h("work_text")],
              lines=[_h("weapon_order", cost=R.goods_text(ruby["out_of_order"]))]),
        Entry("accumulating", msg(f"{G}.term.accumulating_space"), [_h("accumulating_text")]),
        Entry("weapon", msg(f"{G}.term.weapon"), [_h("weapon_text", lo=w["forge_min"], hi=w["forge_max"],
                                                      max=w["max_strength"], plus=w["after_expedition"])]),
        Entry("conversions", _h("conversions"), [_h("conversions_text")],
              lines=[_h("convert", pay=R.goods_text(c["pay"]), gain=R.goods_text(c["gain"])) for c in R.home["food"]] +
              [_h("gold_food", n=R.home["gold_to_food"]["surcharge"]),
               _h("never_food", goods=[f"@{G}.good.{g}.name" for g in R.home["never_food"]])]),
        Entry("rubies", msg(f"{G}.good.ruby.name"), [_h("rubies_text", goods=[f"@{G}.good.{g}.name" for g in
                                                                               ruby["exchange"]["goods"]])],
              lines=[_h("convert", pay=R.goods_text(ruby["cattle"]["pay"]), gain=R.goods_text(ruby["cattle"]["gain"]))] +
              [_h("ruby_tile", pay=R.goods_text(t["pay"]), tile=f"@{G}.tile.{t['tile']}") for t in ruby["tiles"]]),
        Entry("animals", _h("animals"), [_h("animals_text")],
              lines=[_h("housing", place=f"@{G}.tile.{h['place']}",
                        animals=[f"@{G}.countable.farm_animal.other" if a == "farm_animal" else f"@{G}.good.{a}.other"
                                 for a in h["animals"]], caps=h["capacity_by_stables"]) for h in R.home["housing"]] +
              [_h("dogs", n=R.home["dogs"]["extra_sheep"])]),
    ]
    return section("turn", intro=[_h("round_text"), _h("round_end")], entries=entries)


def _harvest(R, n: int):
    cfg = R.cfg
    sched = cfg["harvest_schedules"][cfg["by_players"][n]["harvest"]]
    feed, breed = cfg["feeding"], cfg["breeding"]
    lines = [_h("harvest_round", n=r["round"], kind=f"@{G}.harvest.{r['kind']}") for r in sched["rounds"]]
    entries = [Entry("harvest.schedule", _h("schedule"), [], lines=lines +
                     ([_h("markers", green=sched["markers"]["green"], red=sched["markers"]["red"],
                          events=[f"@{G}.harvest.{e}" for e in cfg["red_events"]])] if sched["markers"]["red"] else [])),
               Entry("harvest_phase.field", msg(f"{G}.harvest_phase.field"), [_h("field_text")]),
               Entry("harvest_phase.feeding", msg(f"{G}.harvest_phase.feeding"),
                     [_h("feeding_text", food=feed["food_per_dwarf"], newborn=feed["food_per_newborn"])],
                     lines=[_h("begging", n=feed["begging_per_missing_food"])]),
               Entry("harvest_phase.breeding", msg(f"{G}.harvest_phase.breeding"),
                     [_h("breeding_text", parents=breed["min_parents"], n=breed["newborns_per_type"])]),
               Entry("harvest.events", _h("events"), [], lines=[msg(f"{G}.harvest.{k}") for k in ("feed_one", "skip_one")])]
    return section("harvest", msg(f"{G}.harvest.harvest"), intro=[_h("harvest_text")], entries=entries)


# --- action spaces and round cards ---------------------------------------------------------------
def _space(R, sid: str, n: int, lines=()) -> Entry:
    out = list(lines)
    acc = R.cfg["accumulating"].get(sid)
    if acc:
        if acc["empty"] == acc["otherwise"]:
            out.append(_h("refill", goods=R.goods_text(acc["empty"])))
        else:
            out.append(_h("refill_two", empty=R.goods_text(acc["empty"]), other=R.goods_text(acc["otherwise"])))
        first = acc.get("first_round_by_players", {}).get(n)
        if first:
            out.append(_h("refill_from", n=first))
    if not R.spaces[sid].get("imitable", True):
        out.append(_h("not_imitable"))
    return Entry(f"space.{sid}", msg(f"{G}.space.{sid}"), [NODES.render(R.flow(sid))], lines=out)


def _actions(R, n: int):
    entries = [_space(R, sid, n) for sid in R.cfg["by_players"][n]["spaces"]]
    return section("actions", _h("section.spaces"), intro=[_h("spaces_intro")], entries=entries)


def _round_cards(R, n: int):
    pc = R.cfg["by_players"][n]
    solo = {e["card"]: e["round"] for e in R.cfg.get("solo_order", [])}
    stages = {r: s["stage"] for s in R.cfg["round_deck"]["stages"] for r in s["rounds"]}
    entries = []
    for card in R.cfg["round_cards"]:
        if card["id"] in pc["removed_cards"]:
            continue
        for i, face in enumerate(card["faces"]):
            lines = [msg(f"{G}.stage", n=card["stage"])]
            if pc["round_cards"] == "fixed" and card["id"] in solo:
                lines.append(_h("card_round", n=solo[card["id"]]))
            elif card.get("fixed_round"):
                lines.append(_h("card_round", n=card["fixed_round"]))
            if i > 0 and card.get("flip_when_revealed"):
                lines.append(_h("card_flip", card=f"@{G}.space.{card['faces'][0]}",
                                when=f"@{G}.space.{card['flip_when_revealed']}"))
            entries.append(_space(R, face, n, lines))
    rounds = sorted(r for r in stages if r not in pc["skipped_rounds"])
    return section("round_cards", _h("section.round_cards"), intro=[_h("cards_intro", first=rounds[0], last=rounds[-1])],
                   entries=entries)


# --- furnishing tiles and loot -------------------------------------------------------------------
def _furnishings(R, mode: str) -> list:
    out = []
    for g in GROUPS:
        tiles = [t for t in R.data["furnishings"]["tiles"] if t["group"] == g and (mode == "full" or t.get("intro"))]
        if g == "dwelling":
            tiles.insert(0, R.tile("entry_dwelling"))
        entries = []
        for t in tiles:
            tid = t["id"]
            name = f"@{G}.tile.entry_dwelling" if tid == "entry_dwelling" else f"@{G}.furnishing.{tid}"
            lines = []
            if tid == "entry_dwelling":
                lines.append(_h("preprinted"))
            elif t.get("unlimited"):
                lines.append(_h("unlimited_tile"))
            if t.get("tag") == "yellow":
                lines.append(msg(f"{G}.furnishing_tag.yellow"))
            entries.append(Entry(f"furnishing.{tid}", name,
                                 [EFFECTS.render(e) for e in t["effects"]],
                                 cost=_h("tile_cost_one" if t["points"] == 1 else "tile_cost", cost=R.goods_text(t["cost"]), points=t["points"])
                                 if tid != "entry_dwelling" else None, lines=lines))
        if entries:
            intro = [_h("furnish_intro")] if g == "dwelling" else []
            out.append(section(f"furnishings.{g}", msg(f"{G}.furnishing_group.{g}"), intro=intro, entries=entries))
    return out


def _loot(R):
    w = R.data["expeditions"]["weapons"]
    entries = [Entry(f"loot.{i['id']}", msg(f"{G}.loot.{i['id']}"), [NODES.render(i["effect"])],
                     lines=[_h("strength", n=i["min_strength"])]) for i in R.data["expeditions"]["loot"]]
    return section("loot", _h("section.loot"), intro=[_h("loot_intro", plus=w["after_expedition"])], entries=entries)


# --- the end ------------------------------------------------------------------------------------
def _end(R):
    entries = []
    for row in R.home["scoring"]["rows"]:
        rid = row["id"]
        entries.append(Entry(f"score.{rid}", msg(f"{G}.score.{rid}"),
                             [_h(f"row.{rid}", points=row.get("points"), per=row.get("per", 1))]))
    return section("end", intro=[_h("end_text", n=R.cfg["rounds"]), _h("end_ties")], entries=entries)


def help_topic(R, kind: str, key):
    """Tooltips name a round space by (round, players, cards) and a cell by its id."""
    if kind == "round":
        return "round_cards"
    if kind == "cell":
        return "home"
    if kind == "harvest":
        return "harvest.schedule"
    if kind == "option" and isinstance(key, tuple) and len(key) == 3:
        info = key[2] if isinstance(key[2], dict) else {}
        if info.get("space"):
            return f"space.{info['space']}"
        option = key[1] if isinstance(key[1], dict) else {}
        if option.get("loot"):
            return f"loot.{option['loot']}"
        if option.get("act") in ("convert", "ruby_tile"):
            return "conversions" if option["act"] == "convert" else "rubies"
        return None
    return topic_id(kind, key)
