"""The app's record of validated game data: repeated start-ups skip the schemas, and any
change, a broken data file or a damaged record means validating again."""
from __future__ import annotations

import json

import pytest

from boardgames.engine import catalog as C
from boardgames.engine.catalog import load_catalog


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
    assert json.loads(cache.read_text())["valid"] == []


@pytest.mark.parametrize("damage", [b"", b"{not json", b'{"version": 1, "valid": "x"}', b"\xff\xfe"])
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
