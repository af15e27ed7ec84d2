"""The checks of a data-only game's files that its schema.yaml cannot make.

`shape` comes first, when the rules are made: the four files and the parts of them the rules
read, so that nothing is read that is not there (a game's schema.yaml says the same and more;
this holds even where it says less). `validate` (the catalog's cross-checks, Rules.validate)
then checks every node where it stands, with the node kinds' own checks (mechanics/base.py),
and what joins the files: ids named once (IDS, engine/refs.py), the supply enough for every
starting hand, names for everything in both languages; and the game's own cross-checks, if
it writes a checks.yaml (engine/data_checks.py). Every problem is located (file, path, line).
"""
from __future__ import annotations

from .. import data_checks, zones
from .. import refs as REFS
from ..i18n import LANGUAGES
from ..menu import Menu
from ..mechanics import counts
from ..yamlio import DataError
from ..refs import not_known

FILES = ("components", "setup", "turn", "scoring")
#: file -> (path, type) the rules read, in order (a list's items are checked by `_items`)
NEEDED = {
    "components": ((("resources",), list), (("cards",), list)),
    "setup": ((("start",), dict),),
    "turn": ((("actions",), list), (("end",), dict), (("end", "rounds"), int)),
    "scoring": ((("rows",), list),),
}
#: list -> the keys each item needs, with their types
ITEMS = {
    ("components", "resources"): {"id": str, "supply": int},
    ("components", "cards"): {"id": str, "count": int},
    ("scoring", "rows"): {"id": str, "count": dict},
    ("scoring", "tiebreaks"): {"id": str, "count": dict},
}
#: the ids each named once (engine/refs.py)
IDS = {"resource": ["components:resources.*.id"], "card": ["components:cards.*.id"],
       "score row": ["scoring:rows.*.id"], "tiebreak": ["scoring:tiebreaks.*.id"]}


def shape(spec) -> list[DataError]:
    """What the rules would read and cannot: each problem located."""
    missing = [name for name in FILES if name not in spec.data]
    if missing:
        return [DataError(f"{spec.id}/game.yaml", f"a game without rules code lists the data files "
                          f"{', '.join(FILES)}; missing: {', '.join(missing)}", ("files",))]
    out = []
    for name, needs in NEEDED.items():
        for path, kind in needs:
            value = _at(spec.data[name], path)
            if type(value) is not kind:
                out.append(spec.located[name].error(f"needs {'/'.join(path)}: a {kind.__name__}", path))
    for (name, key), fields in ITEMS.items():
        items = spec.data[name].get(key, []) if isinstance(spec.data[name], dict) else []
        for i, item in enumerate(items if isinstance(items, list) else []):
            for field, kind in fields.items():
                if not isinstance(item, dict) or type(item.get(field)) is not kind:
                    out.append(spec.located[name].error(f"needs {field}: a {kind.__name__}", (key, i)))
    return out


def _at(data, path):
    for key in path:
        if not isinstance(data, dict):
            return None
        data = data.get(key)
    return data


def validate(R) -> list[DataError]:
    if R.broken:
        return list(R.broken)
    return (REFS.check(R.spec.located, IDS, {}) + _components(R) + _setup(R) + _turn(R) + _scoring(R)
            + _words(R) + _zones(R) + data_checks.check(R))


def _components(R) -> list[DataError]:
    loc = R.spec.located["components"]
    data = loc.data
    out = []
    refs = R.refs()
    for i, design in enumerate(data["cards"]):
        where = ("cards", i)
        out += [loc.error(not_known("tag", t), where + ("tags", j))
                for j, t in enumerate(design.get("tags", [])) if t not in R.tags]
        out += [loc.error(not_known("resource", k), where + ("cost", k))
                for k in design.get("cost", {}) if k not in R.resources]
        if "effect" in design:
            out += [loc.error(m, where + ("effect",) + p) for p, m in R.nodes.validate(design["effect"], refs)]
    return out


def _setup(R) -> list[DataError]:
    loc = R.spec.located["setup"]
    out = [loc.error(not_known("resource", k), ("start", "goods", k))
           for k in R.start.get("goods", {}) if k not in R.resources]
    most = R.player_range()[1]
    for k, n in R.start.get("goods", {}).items():
        if k in R.supply_total and n * most > R.supply_total[k]:
            out.append(loc.error(f"{most} players start with {n * most} {k}, the supply holds "
                                 f"{R.supply_total[k]}", ("start", "goods", k)))
    dealt = R.start.get("hand", 0) * most + R.display_size
    if dealt > len(R.box.cards):
        out.append(loc.error(f"{most} hands and the display take {dealt} cards, the box holds "
                             f"{len(R.box.cards)}", ("start", "hand")))
    return out


def _zones(R) -> list[DataError]:
    """A game run from data deals hands from a shuffled deck: without a zones.yaml saying who
    sees what (engine/zones.py) every hand and the deck's order would lie open to all."""
    if zones.of(R) is not None:
        return []
    return [DataError(f"{R.id}/game.yaml", "no zones.yaml among the files: a game run from data says in it "
                      "who sees each hand and the deck (docs/adding_a_game.md)", ("files",))]


def _turn(R) -> list[DataError]:
    loc = R.spec.located["turn"]
    refs = R.refs()
    actions = R.data["turn"]["actions"]
    out = [loc.error(m, ("actions",) + p) for p, m in Menu.problems(R.nodes, actions)]
    for i, entry in enumerate(actions):
        out += [loc.error(m, ("actions", i) + p) for p, m in R.nodes.validate(entry, refs)]
    for i, test in enumerate(R.end.get("when", [])):
        out += [loc.error(m, ("end", "when", i) + p) for p, m in counts.test_problems(test, refs)]
    if R.end["rounds"] < 1:
        out.append(loc.error("the game ends after round `rounds` at the latest: at least 1", ("end", "rounds")))
    return out


def _scoring(R) -> list[DataError]:
    loc = R.spec.located["scoring"]
    refs = R.refs()
    out = []
    for key, items in (("rows", R.rows), ("tiebreaks", R.tiebreak_rows)):
        for i, row in enumerate(items):
            out += [loc.error(m, (key, i, "count") + p) for p, m in counts.problems(row["count"], refs)]
    return out


def _words(R) -> list[DataError]:
    """Every name the rule text asks of the game's locale, in every language."""
    g = R.id
    wanted = [f"{g}.name", f"{g}.help.overview"] + [f"{g}.mode.{m}" for m in R.modes()]
    wanted += [f"{g}.resource.{r}.{f}" for r in R.resources for f in ("name", "one", "other", "unit")]
    wanted += [f"{g}.tag.{t}" for t in R.tags] + [f"{g}.card.{d}" for d in R.box.designs]
    wanted += [f"{g}.act.{a['act']}" for a in R.data["turn"]["actions"]]
    wanted += [f"{g}.score.{row['id']}" for row in R.rows + R.tiebreak_rows]
    out = []
    for lang in LANGUAGES:
        have = R.spec.strings.get(lang, {})
        missing = [key[len(g) + 1:] for key in wanted if key not in have]
        if missing:
            out.append(DataError(f"{g}/locale/{lang}.yaml", f"names missing: {', '.join(missing)}"))
    return out
