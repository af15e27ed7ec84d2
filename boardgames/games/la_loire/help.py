"""La Loire's rules help (engine/rules_help.py): set-up for a player count, the turn (the
tax, moves, lying horses, the heading), what each piece may do at each kind of place (the
place node types of actions.yaml render themselves), the market and the circus, goods,
buildings and palace buildings, characters and messages (their abilities rendered by the
ability node types that run them), the end and scoring, from the data and the `describe`
lines the tooltips show."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.rules_help import Entry, section, topic_id

from . import buildings as B
from . import economy as E
from .abilities import ABILITIES
from .places import PLACES
from .scoring import ROWS
from .text import G, PIECES, amount, name


def _h(key: str, **args) -> dict:
    return msg(f"{G}.help.{key}", **args)


def help_sections(R, players: int, mode: str) -> list:
    return [_setup(R, players), _turn(R), _places_section(R), _actions(R), _market(R), _goods(R),
            _buildings(R), _characters(R, players), _messages(R), _end(R, players)]


# --- helpers -----------------------------------------------------------------------------------
def _holders(R, *numbers: str) -> list[str]:
    """The characters and palace buildings with an ability adding to one of `numbers` (as names)."""
    cards = [("character", c, card) for c, card in R.characters.items()]
    cards += [("palace", c, card) for c, card in R.palaces.items()]
    return [name(section, c) for section, c, card in cards if any(a.get("to") in numbers for a in card["abilities"])]


def _changed_by(R, *numbers: str) -> list:
    holders = _holders(R, *numbers)
    return [_h("changed_by", names=holders)] if holders else []


def _nodes(R):
    """Every node of actions.yaml: (piece, place kind, node, node type)."""
    for piece in PIECES:
        for kind, nodes in R.actions.get(piece, {}).items():
            yield from ((piece, kind, node, PLACES.types[node["type"]]) for node in nodes)


def _places(R, test) -> list:
    """Where a node passing `test` is offered: "the messenger at a city", "... at a farm (its owner)"."""
    out = []
    for piece, kind, node, _ in _nodes(R):
        if test(node):
            where = _h("where", piece=name("piece", piece), kind=name("kind", kind))
            out.append(_h("owner_only", text=where) if node.get("owner") else where)
    return out


# --- set-up ------------------------------------------------------------------------------------
def _setup(R, n: int):
    s = R.setup_data
    start = s["start"]
    tokens = R.buildings["tokens"]
    shields = R.data["map"]["shields"]["colours"]
    decks: dict[int, int] = {}
    for c in R.cards.values():
        decks[c["level"]] = decks.get(c["level"], 0) + 1
    intro = [
        _h("setup.board", west=name("node", R.board.cities[0]), east=name("node", R.board.cities[-1]),
           roads=len(R.board.roads), villages=len(R.board.villages), spaces=R.river),
        _h("setup.shields", n=sum(c["count"] for c in shields), colours=len(shields)),
        _h("setup.market", n=len(R.prices), circus=name("node", s["circus"])),
        _h("setup.horses", villages=[name("node", v) for v in s["neutral_horses"][n]]),
        _h("setup.decks", decks=[_h("deck", level=lv, n=k) for lv, k in sorted(decks.items())]),
        _h("setup.characters", characters=[_h("times", what=name("character", c), n=R.copies(c, n))
                                           for c in R.character_ids]),
        _h("setup.palaces", n=R.palace_copies, cards=len(R.palaces)),
        _h("setup.players", money=amount("denier", s["money"]),
           merchant=name("node", start["merchant"]["at"]), merchant_horses=amount("horse", start["merchant"]["horses"]),
           messenger=name("node", start["messenger"]["at"]),
           messenger_horses=amount("horse", start["messenger"]["horses"]),
           farms=tokens["farm"], towers=tokens["tower"], monasteries=tokens["monastery"]),
        _h("setup.message", level=s["start_message"]),
        _h("setup.first"),
    ]
    return section("setup", msg("help.section.setup_players", n=n), intro=intro, entries=_map(R, n))


def _map(R, n: int) -> list:
    """The cities, then every village road by road: what the tooltips say of it."""
    horses = set(R.setup_data["neutral_horses"][n])
    entries = [Entry(f"village.{c}", *_split(R.describe("village", c))) for c in R.board.cities]
    for path in R.board.roads.values():
        for v in path[1:-1]:
            title, lines = _split(R.describe("village", v))
            entries.append(Entry(f"village.{v}", title, lines, lines=[_h("neutral_horse")] if v in horses else []))
    return entries


def _split(lines: list) -> tuple:
    return lines[0], lines[1:]


# --- the turn ----------------------------------------------------------------------------------
def _turn(R):
    s = R.setup_data
    tax = s["tax"]
    entries = [
        Entry("tax", _h("tax"), [_h("tax_text", below=amount("denier", tax["below"]),
                                    gain=amount("denier", tax["gain"]), keep=amount("denier", tax["keep"]))],
              lines=[_h("tax_pass")] + _changed_by(R, "tax_keep")),
        Entry("move", _h("move"), [_h("move_text")], lines=[_h("move_city")]),
        Entry("horses", _h("horses"), [_h("horses_text", n=amount("horse", s["horses_taken"]))],
              lines=_changed_by(R, "horses_taken")),
        Entry("heading", _h("heading"), [_h("heading_text")]),
        Entry("stop", _h("stop"), [_h("stop_text")]),
    ]
    return section("turn", intro=[_h("turn.order"), _h("turn.clockwise")], entries=entries)


# --- what a piece does where it stops ------------------------------------------------------------
def _places_section(R):
    """Each piece at each kind of place: the node types' own lines, as the tooltips show them."""
    entries = [Entry(f"place.{piece}.{kind}", _h("place", piece=_h(f"piece.{piece}"), kind=name("kind", kind)),
                     R.describe("place", f"{piece}.{kind}")[1:])
               for piece in PIECES for kind in R.actions.get(piece, {})]
    return section("places", _h("section.places"), intro=[_h("places_intro"), _h("places_owner")], entries=entries)


def _actions(R):
    """One entry per action of actions.yaml (a node type offering options): its note, where it
    is offered and what changes it (the abilities adding to the numbers it reads); the purchase
    first, with what the places' modifiers (node types offering nothing of their own) add to it."""
    acts = {node["type"]: kind for _, _, node, kind in _nodes(R) if kind.act}
    entries = []
    for t in sorted(acts, key=lambda t: not acts[t].modified):
        lines = [_h("offered", places=_places(R, lambda node, t=t: node["type"] == t))]
        lines += _modifiers(R) if acts[t].modified else []
        lines += _changed_by(R, *acts[t].reads)
        entries.append(Entry(f"action.{t}", _h(f"action.{t}"), [_h(f"note.{t}", spaces=R.river)], lines=lines))
    return section("actions", intro=[_h("actions_intro")], entries=entries)


def _modifiers(R) -> list:
    """What the places add to a purchase, each modifier type summing up its nodes."""
    found: dict[str, list] = {}
    for _, kind, node, nt in _nodes(R):
        if not nt.act:
            found.setdefault(node["type"], []).append((kind, node))
    return [line for t, each in found.items() for line in PLACES.types[t].summary(each)]


# --- market and circus ---------------------------------------------------------------------------
def _market(R):
    slots = R.circus_slots
    entries = [Entry("market", _h("market"), R.describe("market", None), lines=[_h("market_text")]),
               Entry("circus", _h("circus"), [_h("circus_text", check=slots["check"] + 1, new=slots["new"] + 1)],
                     lines=[_h("circus_offer")])]
    return section("market", _h("section.market"), intro=[_h("market_intro", n=len(R.prices))], entries=entries)


# --- goods ---------------------------------------------------------------------------------------
def _goods(R):
    entries = []
    for g, good in R.goods.items():
        title, said = _split(R.describe("good", g))
        villages = [name("node", v) for path in R.board.roads.values() for v in path[1:-1] if R.board.good[v] == g]
        lines = [_h("produced", villages=villages)] if villages else []
        owners = [name("kind", kind) for _, kind, node, nt in _nodes(R) if g in nt.owner_goods(node)]
        if owners:
            lines.append(_h("owner_good_at", kinds=owners))
        lines.append(_h("cards", n=good["cards"]))
        if good.get("carry"):
            lines += _changed_by(R, "carry")
        entries.append(Entry(f"good.{g}", _h("good_title", good=title), said, lines=lines))
    return section("goods", _h("section.goods"), intro=[_h("goods_intro")], entries=entries)


# --- buildings -----------------------------------------------------------------------------------
def _buildings(R):
    tokens = R.buildings["tokens"]
    entries = [Entry(f"building.{b}", msg(f"{G}.building.{b}"), [_h(f"build.{b}")],
                     cost=E.cost_text(R.buildings[b]["cost"])) for b in B.KINDS]
    for cid, card in R.palaces.items():
        lines = R.describe("palace", cid)
        abilities = [m for m in lines[1:] if m.get("key") != f"{G}.tip.palace"]
        entries.append(Entry(f"palace.{cid}", lines[0], abilities, cost=amount("denier", R.palace_cost["money"]),
                             lines=[_h("palace_line", city=name("node", card["city"]),
                                       points=amount("point", card["vp"]))]))
    intro = [_h("buildings_intro", farms=tokens["farm"], towers=tokens["tower"], monasteries=tokens["monastery"]),
             _h("balance"), _h("palace_intro", n=R.palace_copies)]
    return section("buildings", _h("section.buildings"), intro=intro, entries=entries)


# --- characters ----------------------------------------------------------------------------------
def _characters(R, n: int):
    entries = []
    for cid, c in R.characters.items():
        lines = R.describe("character", cid)
        keep = [m for m in lines[1:] if m.get("key") not in (f"{G}.tip.character", f"{G}.tip.blue")]
        notes = [m for m in lines[1:] if m.get("key") == f"{G}.tip.blue"]
        if c["vp"]:
            notes.append(_h("points", points=amount("point", c["vp"])))
        notes.append(_h("copies", n=R.copies(cid, n)))
        entries.append(Entry(f"character.{cid}", lines[0], keep, cost=amount("denier", c["cost"]), lines=notes))
    return section("characters", _h("section.characters"), intro=[_h("characters_intro")], entries=entries)


# --- messages ------------------------------------------------------------------------------------
def _messages(R):
    freed_by = _holders(R, "markers")
    entries = [Entry("markers", _h("markers"), [_h("markers_text")],
                     lines=[_h("markers_from", names=freed_by)] if freed_by else [])]
    for level, lv in sorted(R.levels.items()):
        cards = [c for c in R.cards.values() if c["level"] == level]
        lines = [_h("bought_at", places=_places(R, lambda node: node["type"] == "buy_message"
                                                and level in node["levels"])),
                 _h("delivered_at", places=_places(R, lambda node: node["type"] == "deliver"
                                                   and level in node["levels"]))]
        if lv.get("held"):
            lines.append(_h("held", n=lv["held"]))
        if lv.get("per_turn"):
            lines.append(_h("per_turn", n=lv["per_turn"]))
        lines += _card_lines(R, cards)
        entries.append(Entry(f"message.{level}", _h("level", level=level),
                             [_h("level_text", points=amount("point", lv["vp"]), n=len(cards))],
                             cost=amount("denier", lv["price"]), lines=lines))
    return section("messages", _h("section.messages"), intro=[_h("messages_intro"), _h("messages_secret")],
                   entries=entries)


def _card_lines(R, cards: list) -> list:
    """The destinations of a level's cards: one line when each names one place (with how many
    cards go there), else a line per card."""
    groups: dict[tuple, int] = {}
    for c in cards:
        groups[tuple(c["to"])] = groups.get(tuple(c["to"]), 0) + 1
    if all(len(to) == 1 for to in groups):
        return [_h("cards_to", to=[name("node", to[0]) if k == 1 else _h("times", what=name("node", to[0]), n=k)
                                   for to, k in groups.items()])]
    return [_h("card_to", to=[name("node", v) for v in to]) if k == 1 else
            _h("times", what=_h("card_to", to=[name("node", v) for v in to]), n=k) for to, k in groups.items()]


# --- the end -------------------------------------------------------------------------------------
def _end(R, n: int):
    end = R.setup_data["end"]
    blue = [c for c, ch in R.characters.items() if any(a["type"] == "end_bonus" for a in ch["abilities"])]
    texts = {
        "boat": ([_h("score.boat")], []),
        "delivered": ([_h("score.delivered")], [_h("level_points", level=lv, points=amount("point", x["vp"]))
                                                for lv, x in sorted(R.levels.items())]),
        "in_hand": ([_h("score.in_hand", points=amount("point", end["undelivered"]))], []),
        "characters": ([_h("score.characters")], []),
        "bonuses": ([_h("score.bonuses")], [_h("bonus_line", name=name("character", c),
                                                text=[ABILITIES.render(a) for a in R.characters[c]["abilities"]
                                                      if a["type"] == "end_bonus"]) for c in blue]),
        "palaces": ([_h("score.palaces")], []),
    }
    entries = [Entry(f"score.{row}", msg(f"{G}.score.{row}"), texts[row][0], lines=texts[row][1]) for row in ROWS]
    entries.append(Entry("score.ties", _h("ties"), [_h("ties_text")]))
    intro = [_h("end.trigger", boat=end["boat"][n], messages=amount("message", end["messages"][n])),
             _h("end.round")]
    if n == 1:
        intro.append(_h("end.solo", turns=end["solo_turns"]))
    intro.append(_h("end.score"))
    return section("end", intro=intro, entries=entries)


def help_topic(R, kind: str, key):
    """Tooltips name a message card by its id (its level's entry), a place as "piece.kind"."""
    if kind == "message":
        card = R.cards.get(key) if isinstance(key, str) else None
        return f"message.{card['level']}" if card else "messages"
    if kind == "building" and key == "palace":
        return "buildings"
    if kind in ("market", "circus"):
        return kind
    return topic_id(kind, key)
