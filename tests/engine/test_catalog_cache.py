"""The app's record of validated game data: repeated start-ups skip the schemas, and any
change, a broken data file or a damaged record means validating again."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from boardgames import paths
from boardgames.engine import catalog as C
from boardgames.engine.catalog import load_catalog
from boardgames.paths import validated_cache as real_validated_cache   # conftest replaces paths'


@pytest.fixture
def counted(monkeypatch):
    calls = []
    real = C._schema_errors

    def spy(schema, located):
        calls.append(located.file)
        return real(schema, located)

    monkeypatch.setattr(C, "_schema_errors", spy)
    return calls


def test_a_second_start_skips_the_schemas(tally_root, tmp_path, counted):
    cache = tmp_path / "cache" / "validated.json"
    first = load_catalog(tally_root, cache=cache)
    assert "tally" in first.games and counted
    assert len(json.loads(cache.read_text())["valid"]) == 1
    counted.clear()
    second = load_catalog(tally_root, cache=cache)
    assert not counted
    assert second.games["tally"].data == first.games["tally"].data


def test_any_edit_is_validated_again_and_bad_data_is_never_recorded(tally_root, tmp_path, counted):
    cache = tmp_path / "validated.json"
    load_catalog(tally_root, cache=cache)
    manifest = tally_root / "tally" / "game.yaml"
    manifest.write_text(manifest.read_text() + "\n# an edit\n")
    counted.clear()
    assert "tally" in load_catalog(tally_root, cache=cache).games and counted
    manifest.write_text(manifest.read_text() + "unknown_key: 1\n")     # the schema refuses it
    counted.clear()
    broken = load_catalog(tally_root, cache=cache)
    assert "tally" not in broken.games and "tally" in broken.errors and counted
    assert json.loads(cache.read_text())["valid"] == {}


@pytest.mark.parametrize("damage", [b"", b"{not json", b'{"version": 3, "valid": "x"}', b"\xff\xfe"])
def test_a_damaged_record_counts_as_empty_and_is_rewritten(tally_root, tmp_path, counted, damage):
    cache = tmp_path / "validated.json"
    cache.write_bytes(damage)
    assert "tally" in load_catalog(tally_root, cache=cache).games and counted
    assert len(json.loads(cache.read_text())["valid"]) == 1


def test_validate_never_trusts_a_record(tally_root, tmp_path, counted):
    load_catalog(tally_root, cache=tmp_path / "validated.json")
    counted.clear()
    load_catalog(tally_root)                    # `boardgames validate` and tests: no record
    assert counted


@pytest.fixture
def read_yaml(monkeypatch):
    """Every data file parsed from YAML."""
    calls = []
    real = C.load_file

    def spy(path, display=None):
        calls.append(str(display or path))
        return real(path, display)

    monkeypatch.setattr(C, "load_file", spy)
    return calls


def test_a_second_start_reads_no_yaml_and_imports_no_rules(tally_root, tmp_path, read_yaml, monkeypatch):
    cache = tmp_path / "validated.json"
    first = load_catalog(tally_root, cache=cache)
    made = []
    monkeypatch.setattr(C.GameSpec, "new_rules", lambda self: made.append(self.id))
    read_yaml.clear()
    second = load_catalog(tally_root, cache=cache)
    assert not [f for f in read_yaml if "tally" in f] and not made
    one, two = first.games["tally"], second.games["tally"]
    assert (two.data, two.manifest, two.strings, two.reconstructions) == \
           (one.data, one.manifest, one.strings, one.reconstructions)
    # a line is still found when something asks for it (read from the file then)
    assert two.located["deck"].line_of(("cards",)) == one.located["deck"].line_of(("cards",))


def test_the_real_games_load_from_the_cache_exactly_as_from_their_files(tmp_path):
    cache = tmp_path / "validated.json"
    fresh = load_catalog()
    load_catalog(cache=cache)
    kept = load_catalog(cache=cache)
    assert sorted(kept.games) == sorted(fresh.games) and not kept.errors
    for gid, spec in fresh.games.items():
        other = kept.games[gid]
        assert other.data == spec.data and other.strings == spec.strings and other.manifest == spec.manifest
        assert other.reconstructions == spec.reconstructions
        assert _types(other.data) == _types(spec.data)       # numbers stay numbers, keys keep their type
    assert kept.strings == fresh.strings


def _types(node):
    if isinstance(node, dict):
        return {(type(k).__name__, k): _types(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_types(v) for v in node]
    return type(node).__name__


@pytest.mark.parametrize("damage", ["flip", "remove", "other"])
def test_damaged_kept_data_is_never_used(tally_root, tmp_path, read_yaml, damage):
    cache = tmp_path / "validated.json"
    load_catalog(tally_root, cache=cache)
    [kept] = (tmp_path / "loaded").glob("*.json")
    if damage == "flip":
        raw = bytearray(kept.read_bytes())
        raw[len(raw) // 2] ^= 1
        kept.write_bytes(bytes(raw))
    elif damage == "remove":
        kept.unlink()
    else:           # well-formed JSON with other data: its checksum is not the recorded one
        doc = json.loads(kept.read_text("utf-8"))
        doc["data"]["deck"]["cards"] = [1, 2, 3]
        kept.write_text(json.dumps(doc), "utf-8")
    read_yaml.clear()
    again = load_catalog(tally_root, cache=cache)
    assert any("tally" in f for f in read_yaml)          # read from the files again
    assert again.games["tally"].data["deck"]["cards"] != [1, 2, 3]
    read_yaml.clear()
    load_catalog(tally_root, cache=cache)                # and kept afresh
    assert not [f for f in read_yaml if "tally" in f]


def test_a_change_in_the_rules_code_validates_again(tally_root, tmp_path, counted, monkeypatch):
    cache = tmp_path / "validated.json"
    load_catalog(tally_root, cache=cache)
    counted.clear()
    monkeypatch.setattr(C.catalog_cache, "code_fingerprint", lambda: "another version of the rules")
    load_catalog(tally_root, cache=cache)
    assert counted
    assert len(list((tmp_path / "loaded").glob("*.json"))) == 1       # the old one is dropped


def test_mappings_with_number_keys_keep_them():
    from boardgames.engine import catalog_cache as K
    data = {"a": {1: "x", 2: [{"b": {3.5: None, True: 1}}]}, "\u0000": 4}
    text = json.dumps(K._encode(data))
    assert json.loads(text, object_hook=K._decode) == data


def test_the_program_identity_tells_bundle_source_version_and_code_apart(tmp_path):
    here = paths.program_identity(frozen=False, version="1.0", code=tmp_path / "a")
    assert here == paths.program_identity(frozen=False, version="1.0", code=tmp_path / "a")
    others = {paths.program_identity(frozen=True, version="1.0", code=tmp_path / "a"),
              paths.program_identity(frozen=False, version="1.1", code=tmp_path / "a"),
              paths.program_identity(frozen=False, version="1.0", code=tmp_path / "b")}
    assert here not in others and len(others) == 3


def test_a_checkout_and_the_bundle_keep_a_cache_each(tally_root, counted, monkeypatch):
    """Switching between two programs used to start each cold: the one record they shared held only
    the last one's data. Now each keeps its own, and neither start overwrites the other's."""
    def start(frozen: bool) -> Path:
        monkeypatch.setattr(sys, "frozen", frozen, raising=False)
        cache = real_validated_cache()
        counted.clear()
        assert "tally" in load_catalog(tally_root, cache=cache).games
        return cache

    source = start(False)
    bundle = start(True)
    assert source != bundle and counted                         # the bundle's first start validates
    assert source.parent.parent == bundle.parent.parent         # side by side in the user's cache folder
    kept = {p: (p.read_bytes(), sorted((p.parent / "loaded").iterdir())) for p in (source, bundle)}
    assert start(False) == source and not counted               # back to the checkout: still warm
    assert start(True) == bundle and not counted                # and to the bundle
    assert {p: (p.read_bytes(), sorted((p.parent / "loaded").iterdir())) for p in (source, bundle)} == kept
