"""Discovers the games under `data/`, validates them and loads their rules.

Each game is a folder with `game.yaml` (its manifest), one YAML file per
component family, `schema.yaml` (JSON Schema for each of those files) and
`locale/<lang>.yaml`. A game whose data is bad is refused with every error
located (file, path inside it, line); the other games stay playable.

A data file's templates (templates.py) are applied as it is read, so its schema checks the
expanded data. The JSON Schema of the game's data nodes is not written in schema.yaml: the
node kinds declare their fields in their classes (fields.py), and the registries the rules
class names in `node_kinds` add their `$defs` to every file's schema here, as do the engine's
mechanics whose parameters a game's data gives (`$defs/market_refill`).
"""
from __future__ import annotations

import functools
import importlib
import importlib.util
import os
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import paths
from . import catalog_cache, zones
from .i18n import LANGUAGES, flatten
from .templates import expand
from .yamlio import DataError, Located, load_file

APP_DIR = "app"
GAMES = "boardgames.games"
#: the rules of a game written in data only (no module of its own under GAMES)
DATA_RULES = "boardgames.engine.datagame"


@dataclass
class Reconstruction:
    """A data entry marked as reconstructed (not from the rulebook or a source)."""

    file: str
    line: int | None
    item: str
    note: str             # for maintainers: the source reasoning (English, cites the fact sheet)
    what: str | None = None  # what is reconstructed, as a key under <game>.recon. (shown to players)


@dataclass
class GameSpec:
    id: str
    dir: Path
    manifest: dict
    data: dict[str, Any]
    located: dict[str, Located]
    strings: dict[str, dict[str, str]]
    reconstructions: list[Reconstruction] = field(default_factory=list)
    _rules: Any = field(default=None, repr=False, compare=False)

    def rules(self):
        """The game's rules object, made once: it keeps only what it derives from the data, so
        every later match reuses that work (a save then opens within a frame). Share it within
        one thread; another thread makes its own with `new_rules` (playout.warm makes one ready ahead)."""
        rules = self._rules
        if rules is None or rules.spec is not self or type(rules) is not self._rules_class():
            rules = self._rules = self.new_rules()
        return rules

    def __getstate__(self):
        """A copy (a test that edits the data) makes its own rules from its own data."""
        return {**self.__dict__, "_rules": None}

    def new_rules(self):
        """A rules object of its own (for another thread), its caches empty."""
        return self._rules_class()(self)

    def adopt_rules(self, rules) -> None:
        """Take a rules object another thread made and warmed, unless one is already in use."""
        if self._rules is None and type(rules) is self._rules_class():
            self._rules = rules

    @functools.cached_property
    def data_only(self) -> bool:
        """A game with no rules code: its manifest names no rules module and the games package
        has none of its id, so the engine runs it from its data alone (engine/datagame)."""
        return data_only(self.manifest, self.id)

    def _rules_class(self):
        return rules_class(self.manifest, self.id)


def data_only(manifest: dict, game_id: str) -> bool:
    """A game with no rules code: its manifest names no rules module and the games package has
    none of its id, so the engine runs it from its data alone (engine/datagame)."""
    return "rules" not in manifest and importlib.util.find_spec(f"{GAMES}.{game_id}") is None


def rules_class(manifest: dict, game_id: str):
    """The rules class of a game: the one its manifest names, or the engine's for a game
    written in data only."""
    if data_only(manifest, game_id):
        return importlib.import_module(DATA_RULES).RULES
    return importlib.import_module(f"{GAMES}.{manifest.get('rules', game_id)}").RULES


def _help_schema() -> dict:
    from .help_data import SCHEMA
    return SCHEMA


def _zones_schema() -> dict:
    from .zones import SCHEMA
    return SCHEMA


def _checks_schema() -> dict:
    return {"type": "object"}        # its parts are checked by engine/data_checks.py, located


#: data files whose form the engine defines, with where (a game's schema.yaml leaves them out)
ENGINE_SCHEMAS = {"help": ("engine/help_data.py", _help_schema), "zones": ("engine/zones.py", _zones_schema),
                  "checks": ("engine/data_checks.py", _checks_schema)}


def _engine_defs() -> dict:
    """The `$defs` of the engine's mechanics' parameters, for any game's schema to refer to."""
    from .market_refill import ROW_SCHEMA
    return {"market_refill": ROW_SCHEMA}


def node_defs(rules) -> dict:
    """The JSON Schema `$defs` of the data nodes of a rules class's registries (`node_kinds`),
    made from their kinds' field declarations, and the engine's mechanics' own (`_engine_defs`)."""
    defs: dict = _engine_defs()
    for registry in getattr(rules, "node_kinds", ()):
        made = registry.schema_defs()
        twice = sorted(set(made) & set(defs))
        if twice:
            raise ValueError(f"two registries make the schema definitions {twice}")
        defs.update(made)
    return defs


def with_defs(schema: dict, defs: dict) -> dict:
    """A data file's schema with the nodes' definitions added to its `$defs`."""
    return {**schema, "$defs": {**schema.get("$defs", {}), **defs}} if defs else schema


def _typed_twice(schemas: Located, defs: dict) -> list[DataError]:
    """schema.yaml must not define what the node kinds' declarations make."""
    out = []
    for name, schema in schemas.data.items():
        mine = schema.get("$defs") if isinstance(schema, dict) else None
        for key in sorted(set(mine or ()) & set(defs)):
            out.append(schemas.error(f"$defs/{key} is made from the node kinds' field declarations "
                                     "(their classes' `fields`); schema.yaml must not define it",
                                     (name, "$defs", key)))
            break
    return out


@dataclass
class Catalog:
    games: dict[str, GameSpec]
    errors: dict[str, list[DataError]]
    strings: dict[str, dict[str, str]]

    def ordered(self) -> list[GameSpec]:
        return sorted(self.games.values(), key=lambda g: (g.manifest.get("order", 99), g.id))

    def playable(self) -> list[GameSpec]:
        """Games the app offers: their rules load and they have a board view (`view:` in game.yaml),
        or they are written in data only, which the generic view (ui/generic_view.py) draws.

        A game whose rules code is done but whose view is not yet written is still
        validated, simulated and benchmarked from the command line.
        """
        return [g for g in self.ordered() if g.manifest.get("view") or g.data_only]


def _schema_errors(schema: dict, located: Located) -> list[DataError]:
    from jsonschema import Draft202012Validator    # only when validating: the import alone costs ~80 ms
    validator = Draft202012Validator(schema)  # a malformed schema is caught by load_catalog's last resort
    errors = []
    for err in sorted(validator.iter_errors(located.data), key=lambda e: list(map(str, e.absolute_path))):
        errors.append(located.error(err.message, err.absolute_path))
    return errors


def _relative(path: Path, root: Path) -> str:
    try:
        return str(path.relative_to(root.parent))
    except ValueError:
        return str(path)


def _load_locales(folder: Path, root: Path, prefix: str, errors: list) -> dict[str, dict[str, str]]:
    strings: dict[str, dict[str, str]] = {}
    located_by_lang: dict[str, Located] = {}
    for lang in LANGUAGES:
        file = folder / "locale" / f"{lang}.yaml"
        try:
            located = load_file(file, _relative(file, root))
        except DataError as exc:
            errors.append(exc)
            continue
        if not isinstance(located.data, dict):
            errors.append(located.error("a locale file must be a mapping of keys to text"))
            continue
        strings[lang] = flatten(located.data, prefix)
        located_by_lang[lang] = located
    if len(strings) == len(LANGUAGES):
        base = strings[LANGUAGES[0]]
        for lang in LANGUAGES[1:]:
            for key in sorted(set(base) ^ set(strings[lang])):
                side, other = (lang, LANGUAGES[0]) if key in base else (LANGUAGES[0], lang)
                having = located_by_lang[other]
                line = having.line_of(tuple(key[len(prefix):].split(".")))
                errors.append(DataError(_relative(folder / "locale" / f"{side}.yaml", root),
                                        f"missing translation {key!r} ({having.file}:{line} has it)"))
    return strings


def _find_reconstructions(located: Located, out: list[Reconstruction]) -> None:
    def walk(node, path):
        if isinstance(node, dict):
            prov = node.get("provenance")
            tag = prov.get("tag") if isinstance(prov, dict) else prov
            if isinstance(tag, str) and tag.upper() == "RECON":
                note = prov.get("note", "") if isinstance(prov, dict) else ""
                what = prov.get("what") if isinstance(prov, dict) else None
                item = str(node.get("id", "/".join(map(str, path))))
                out.append(Reconstruction(located.file, located.line_of(path), item, note, what))
            for k, v in node.items():
                walk(v, path + (k,))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, path + (i,))

    walk(located.data, ())


def load_game(folder: Path, root: Path, manifest_schema: dict, validated: bool = False) -> GameSpec:
    """Load and validate one game folder; raises a list of DataError via GameErrors.
    `validated`: these exact bytes (and the code checking them) passed before (catalog_cache):
    neither the schemas nor the rules' cross-checks run again, and the rules are not imported."""
    errors: list[DataError] = []
    manifest_file = folder / "game.yaml"
    manifest = load_file(manifest_file, _relative(manifest_file, root))
    if not validated:
        errors += _schema_errors(manifest_schema, manifest)
    if errors:
        raise GameErrors(errors)
    game_id = manifest.data["id"]
    if game_id != folder.name:
        raise GameErrors([manifest.error(f"id {game_id!r} must match the folder name {folder.name!r}", ("id",))])
    if not validated:
        errors += _seat_colours(manifest)
    schema_file = folder / "schema.yaml"
    schemas = load_file(schema_file, _relative(schema_file, root))
    if not isinstance(schemas.data, dict):
        raise GameErrors([schemas.error("schema.yaml must map each data file's name to its JSON Schema")])
    defs: dict = {}
    if not validated:
        try:
            defs = node_defs(rules_class(manifest.data, game_id))
        except ImportError as exc:
            raise GameErrors([manifest.error(f"rules module not found: {exc}", ("rules",))]) from None
        errors += _typed_twice(schemas, defs)
    located: dict[str, Located] = {}
    data: dict[str, Any] = {}
    recon: list[Reconstruction] = []
    for i, name in enumerate(manifest.data["files"]):
        file = folder / f"{name}.yaml"
        if not os.path.lexists(file):       # the name in game.yaml is what is wrong (or the file is gone)
            errors.append(manifest.error(f"lists data file {name!r}, but there is no "
                                         f"{_relative(file, root)}", ("files", i)))
            continue
        try:
            loc = load_file(file, _relative(file, root))
        except DataError as exc:
            errors.append(exc)
            continue
        loc, problems = expand(loc)
        if problems:
            errors += problems
            continue
        schema = schemas.data.get(name)
        if name in ENGINE_SCHEMAS:
            if schema is not None:
                errors.append(schemas.error(f"the schema of {name!r} is the engine's own "
                                            f"({ENGINE_SCHEMAS[name][0]}): remove it here", (name,)))
                continue
            schema = ENGINE_SCHEMAS[name][1]()
        if schema is None:
            errors.append(schemas.error(f"no schema for data file {name!r} (listed in "
                                        f"{manifest.file}:{manifest.line_of(('files', i))})"))
            continue
        if not isinstance(schema, dict):
            errors.append(schemas.error(f"the schema for {name!r} must be a mapping", (name,)))
            continue
        if not validated:
            errors += _schema_errors(with_defs(schema, defs), loc)
        located[name] = loc
        data[name] = loc.data
        _find_reconstructions(loc, recon)
    strings = _load_locales(folder, root, f"{game_id}.", errors)
    if errors:
        raise GameErrors(errors)
    spec = GameSpec(game_id, folder, manifest.data, data, located, strings, recon)
    if validated:       # its rules' cross-checks passed on these very bytes and this code
        return spec
    try:
        rules = spec.rules()
        for problem in getattr(rules, "validate", lambda: [])():
            errors.append(problem)
        errors += zones.validate(rules)     # the engine's own file: what its paths and hooks name
    except ImportError as exc:
        errors.append(manifest.error(f"rules module not found: {exc}", ("rules",)))
    if errors:
        raise GameErrors(errors)
    return spec


def _seat_colours(manifest: Located) -> list[DataError]:
    """Every seat of a full table needs a colour of its own (the New game screen deals them)."""
    hi, colours = manifest.data["players"]["max"], manifest.data.get("colours", [])
    if len(colours) < hi:
        return [manifest.error(f"{hi} players need {hi} colours, {len(colours)} listed", ("colours",))]
    return []


def _kept(spec: GameSpec) -> dict:
    """What a validated game folder loaded as, for the cache (see catalog_cache)."""
    return {"id": spec.id, "manifest": spec.manifest, "data": spec.data, "strings": spec.strings,
            "files": {name: loc.file for name, loc in spec.located.items()},
            "recon": [[r.file, r.line, r.item, r.note, r.what] for r in spec.reconstructions]}


def _spec_from(kept: dict, folder: Path, root: Path) -> GameSpec | None:
    """The game as the cache kept it (None when the record is not of this shape); each data
    file's lines are read again only if something asks for one (an error message)."""
    try:
        data, files = kept["data"], kept["files"]
        located = {name: Located(data[name], None, files[name], folder / f"{name}.yaml", expanded=True)
                   for name in files}
        recon = [Reconstruction(*r) for r in kept["recon"]]
        if kept["id"] != folder.name or not isinstance(kept["manifest"], dict):
            return None
        return GameSpec(kept["id"], folder, kept["manifest"], data, located, kept["strings"], recon)
    except (KeyError, TypeError, ValueError):
        return None


class GameErrors(Exception):
    def __init__(self, errors: list[DataError]):
        self.errors = errors
        super().__init__("\n".join(map(str, errors)))


def _game_folders(root: Path) -> list[Path]:
    """Folders holding a `game.yaml` entry; it may still be something unreadable (a named pipe, a
    dangling link, a folder), which load_file reports without opening it."""
    return sorted(p for p in root.iterdir()
                  if p.name != APP_DIR and p.is_dir() and os.path.lexists(p / "game.yaml"))


def _unexpected(folder: Path, root: Path, exc: Exception) -> DataError:
    """A last resort: an error no check foresaw drops its game, with where it was raised."""
    frames = traceback.extract_tb(exc.__traceback__)
    where = f" (at {Path(frames[-1].filename).name}:{frames[-1].lineno})" if frames else ""
    return DataError(_relative(folder / "game.yaml", root),
                     f"cannot load this game: {type(exc).__name__}: {exc}{where}")


def load_catalog(root: Path | None = None, cache: Path | None = None) -> Catalog:
    """Every game under `root`; a game whose data is bad lands in `errors` and the others still load.
    With `cache` (a file; the app's start-up), folders whose exact bytes passed the schemas
    before are not validated again (see catalog_cache)."""
    root = Path(root or paths.data_dir())
    games: dict[str, GameSpec] = {}
    failed: dict[str, list[DataError]] = {}
    app_errors: list[DataError] = []
    strings = _load_locales(root / APP_DIR, root, "", app_errors)
    if app_errors:
        failed[APP_DIR] = app_errors
    schema_file = root / APP_DIR / "game.schema.yaml"
    manifest_schema = load_file(schema_file, _relative(schema_file, root))
    if not isinstance(manifest_schema.data, dict):
        raise manifest_schema.error("the manifest schema must be a mapping")
    known = catalog_cache.read(cache)
    valid: dict[str, str] = {}
    code = catalog_cache.code_fingerprint() if cache is not None else ""
    for folder in _game_folders(root):
        mark = None
        try:
            mark = catalog_cache.fingerprint(folder, schema_file, code) if cache is not None else None
            kept = catalog_cache.fetch(cache, mark, known.get(mark, "")) if mark in known else None
            spec = _spec_from(kept, folder, root) if kept is not None else None
            if spec is None:
                spec = load_game(folder, root, manifest_schema.data, validated=mark in known)
        except GameErrors as exc:
            failed[folder.name] = exc.errors
            continue
        except DataError as exc:
            failed[folder.name] = [exc]
            continue
        except Exception as exc:        # noqa: BLE001 - one game's unforeseen failure must not stop the others
            failed[folder.name] = [_unexpected(folder, root, exc)]
            continue
        games[spec.id] = spec
        if mark is not None:
            valid[mark] = known[mark] if kept is not None else catalog_cache.store(cache, mark, _kept(spec))
        for lang, table in spec.strings.items():
            strings.setdefault(lang, {}).update(table)
    if cache is not None and valid != known:
        catalog_cache.write(cache, valid)
    return Catalog(games, failed, strings)
