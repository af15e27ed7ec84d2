"""One bad data folder drops only its own game, fast and with a located message.

Each test copies the Tally fixture game to a second game, `broken`, damages that copy
(the attack files are made here, never committed) and loads the whole data root: `tally`
still loads, `broken` is refused with a `file:line: path: message`.
"""
from __future__ import annotations

import os
import shutil
import sys
import types

import pytest
from test_yamlio import BILLION_LAUGHS, guarded

from boardgames.engine.catalog import load_catalog

fifo_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


@pytest.fixture
def broken(tally_root):
    """A copy of Tally named `broken`, beside the real one."""
    folder = tally_root / "broken"
    shutil.copytree(tally_root / "tally", folder)
    manifest = folder / "game.yaml"
    manifest.write_text(manifest.read_text().replace("id: tally", "id: broken"))
    return folder


def load(root):
    catalog = guarded(lambda: load_catalog(root))
    assert not isinstance(catalog, BaseException), catalog
    assert "tally" in catalog.games and "tally" not in catalog.errors
    return catalog


def errors_of(folder) -> list[str]:
    catalog = load(folder.parent)
    assert "broken" not in catalog.games
    return [str(e) for e in catalog.errors["broken"]]


@pytest.mark.parametrize("text, expected", [
    ("cards: &c [1, *c]\nmax_take: 3\nshort_deck: 8\n",
     "data/broken/deck.yaml:1: cards/1: recursive alias *c: it is used inside the value it names"),
    ("cards: " + "[" * 10_000 + "]" * 10_000 + "\n",
     "data/broken/deck.yaml:1: cards/0/0/0/0/...: nested more than 64 levels deep (the limit for data files)"),
    (BILLION_LAUGHS, "values (the limit for data files; an alias bomb?)"),
    ("# nothing yet\n", "data/broken/deck.yaml:1: the file is empty: it holds no data, only blank lines or comments"),
], ids=["recursive-alias", "deep-nesting", "billion-laughs", "empty"])
def test_a_hostile_data_file_drops_only_its_game(broken, text, expected):
    (broken / "deck.yaml").write_text(text)
    [error] = errors_of(broken)
    assert error.startswith("data/broken/deck.yaml:") and error.endswith(expected)


def test_bytes_that_are_not_utf8_name_their_line(broken):
    (broken / "deck.yaml").write_bytes(b"cards: [1, 2]\nmax_take: 3 # tr\xe8s\nshort_deck: 8\n")
    assert errors_of(broken) == ["data/broken/deck.yaml:2: not UTF-8 text: byte 0xe8 at column 17 cannot be "
                                 "decoded; save the file as UTF-8"]


def test_a_50_mb_file_is_refused_unread(broken):
    with open(broken / "deck.yaml", "r+b") as handle:
        handle.truncate(50 * 1024 * 1024)           # sparse: costs no disk
    assert errors_of(broken) == ["data/broken/deck.yaml: too large: 50.0 MiB (52,428,800 bytes); "
                                 "data files are limited to 2 MiB"]


@fifo_only
@pytest.mark.parametrize("name", ["game.yaml", "deck.yaml", "schema.yaml", "locale/en.yaml"])
def test_a_named_pipe_in_place_of_a_file_is_never_opened(broken, name):
    (broken / name).unlink()
    os.mkfifo(broken / name)
    assert errors_of(broken) == [f"data/broken/{name}: cannot read: a named pipe (FIFO), not a regular file "
                                 "(left unopened)"]


@fifo_only
def test_stray_pipes_and_links_are_skipped(broken):
    os.mkfifo(broken / "x.yaml")                    # not listed in game.yaml: never looked at
    os.mkfifo(broken.parent / "pipe")               # beside the game folders
    (broken.parent / "dangling").symlink_to("nowhere")
    catalog = load(broken.parent)
    assert "broken" in catalog.games and not catalog.errors


def test_a_dangling_link_or_a_folder_in_place_of_a_file(broken):
    (broken / "game.yaml").unlink()
    (broken / "game.yaml").symlink_to("elsewhere/game.yaml")
    assert errors_of(broken) == ["data/broken/game.yaml: cannot read: a symbolic link to 'elsewhere/game.yaml', "
                                 "which does not exist"]
    (broken / "game.yaml").unlink()
    shutil.copy(broken.parent / "tally" / "game.yaml", broken / "game.yaml")
    (broken / "game.yaml").write_text((broken / "game.yaml").read_text().replace("id: tally", "id: broken"))
    (broken / "deck.yaml").unlink()
    (broken / "deck.yaml").mkdir()
    assert errors_of(broken) == ["data/broken/deck.yaml: cannot read: a folder, not a regular file (left unopened)"]


# --- errors that span two files are blamed on the one that holds the wrong value ------------------
def test_a_listed_data_file_that_does_not_exist_is_blamed_on_game_yaml(broken):
    manifest = broken / "game.yaml"
    manifest.write_text(manifest.read_text().replace("files: [deck]", "files: [deck, hands]"))
    [error] = errors_of(broken)
    line = manifest.read_text().splitlines().index("files: [deck, hands]") + 1
    assert error == f"data/broken/game.yaml:{line}: files/1: lists data file 'hands', but there is no data/broken/hands.yaml"


def test_fewer_colours_than_seats_is_blamed_on_game_yaml(broken):
    manifest = broken / "game.yaml"
    manifest.write_text(manifest.read_text().replace("  - {id: yellow, rgb: [220, 200, 40]}\n", ""))
    line = manifest.read_text().splitlines().index("colours:") + 1
    assert errors_of(broken) == [f"data/broken/game.yaml:{line}: colours: 4 players need 4 colours, 3 listed"]


def test_a_missing_schema_names_where_the_file_is_listed(broken):
    (broken / "hands.yaml").write_text("x: 1\n")
    manifest = broken / "game.yaml"
    manifest.write_text(manifest.read_text().replace("files: [deck]", "files: [deck, hands]"))
    line = manifest.read_text().splitlines().index("files: [deck, hands]") + 1
    [error] = errors_of(broken)
    assert error == f"data/broken/schema.yaml:1: no schema for data file 'hands' (listed in data/broken/game.yaml:{line})"


def test_a_missing_translation_names_the_line_that_has_it(broken):
    zh = broken / "locale" / "zh-Hant.yaml"
    zh.write_text("\n".join(line for line in zh.read_text().splitlines() if not line.startswith("take:")) + "\n")
    en_line = (broken / "locale" / "en.yaml").read_text().splitlines().index('take: "Take {n} cards"') + 1
    assert errors_of(broken) == [f"data/broken/locale/zh-Hant.yaml: missing translation 'broken.take' "
                                 f"(data/broken/locale/en.yaml:{en_line} has it)"]


def test_a_schema_file_that_is_not_a_mapping(broken):
    (broken / "schema.yaml").write_text("- deck\n")
    assert errors_of(broken) == ["data/broken/schema.yaml:1: schema.yaml must map each data file's name to its "
                                 "JSON Schema"]


def test_an_unforeseen_failure_drops_only_its_game(broken, monkeypatch):
    module = types.ModuleType("boardgames.games.boom")

    def explode(spec):
        raise RuntimeError("boom")
    module.RULES = explode
    monkeypatch.setitem(sys.modules, "boardgames.games.boom", module)
    manifest = broken / "game.yaml"
    manifest.write_text(manifest.read_text().replace("rules: tally", "rules: boom"))
    [error] = errors_of(broken)
    assert error.startswith("data/broken/game.yaml: cannot load this game: RuntimeError: boom (at ")
    assert "test_catalog_robust.py:" in error
