from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
import yaml

from boardgames.engine import yamlio
from boardgames.engine.yamlio import DataError, load_file, load_text


def test_lines_are_remembered_for_every_path():
    loc = load_text("a: 1\nb:\n  - x\n  - {c: 2}\n", "f.yaml")
    assert loc.data == {"a": 1, "b": ["x", {"c": 2}]}
    assert loc.line_of(("a",)) == 1
    assert loc.line_of(("b", 1, "c")) == 4
    assert loc.line_of(("b", 9)) == 2  # unknown paths fall back to the nearest parent


def test_a_value_read_through_at_is_blamed_on_its_own_line(tmp_path):
    """`at` ties a value to its place: a cross-file check that reads through it can only report
    the line that holds the value; `where` names it for the message of an error blamed elsewhere.
    Data from the validated cache (no lines yet) reads its lines from the file when asked."""
    text = "# counts\ndisplay: 4\nby_players:\n  2: {seats: 3}\n"
    (tmp_path / "setup.yaml").write_text(text)
    for loc in (load_text(text, "data/g/setup.yaml"),
                yamlio.Located(load_text(text).data, None, "data/g/setup.yaml", tmp_path / "setup.yaml")):
        display, seats = loc.at("display"), loc.at("by_players", 2, "seats")
        assert (display.value, seats.value) == (4, 3)
        assert (display.where, seats.where) == ("data/g/setup.yaml:2", "data/g/setup.yaml:4")
        assert str(display.error("too many")) == "data/g/setup.yaml:2: display: too many"
        assert str(seats.error("too few")) == "data/g/setup.yaml:4: by_players/2/seats: too few"


def test_duplicate_keys_are_refused_with_their_line():
    with pytest.raises(DataError) as exc:
        load_text("a: 1\nb: 2\na: 3\n", "dup.yaml")
    assert exc.value.line == 3 and "duplicate key 'a'" in str(exc.value)
    assert str(exc.value).startswith("dup.yaml:3:")


def test_only_true_and_false_are_booleans():
    loc = load_text("x: no\ny: on\nz: true\nw: False\n")
    assert loc.data == {"x": "no", "y": "on", "z": True, "w": False}


@pytest.mark.parametrize("text", [
    "x: !!python/object/apply:os.system ['echo hi']\n",
    "x: !custom 3\n",
    "base: &b {a: 1}\nother:\n  <<: *b\n",
])
def test_tags_and_merge_keys_are_refused(text):
    with pytest.raises(DataError):
        load_text(text, "evil.yaml")


def test_syntax_error_names_the_line():
    with pytest.raises(DataError) as exc:
        load_text("a: [1, 2\nb: 3\n", "bad.yaml")
    assert exc.value.line is not None and "YAML syntax" in exc.value.message


# --- hostile and broken files: each is refused fast, with file:line: path: message -------------
PARSERS = [pytest.param(yamlio._StrictLoader, id="python")]
if yaml.__with_libyaml__:
    PARSERS.insert(0, pytest.param(yamlio._CStrictLoader, id="libyaml"))

BILLION_LAUGHS = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n" + "".join(
    f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]\n" for i in range(1, 10))


def guarded(call, seconds=60):
    """Run call() in a daemon thread and return what it raised or returned; a hang fails the test
    instead of the whole run (the bound is generous: a pass takes well under a second)."""
    box = {}

    def target():
        try:
            box["value"] = call()
        except BaseException as exc:    # noqa: BLE001 - handed to the test
            box["error"] = exc
    worker = threading.Thread(target=target, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"still running after {seconds} s"
    return box.get("error", box.get("value"))


def load_or_error(path: Path):
    try:
        return load_file(path, path.name)
    except DataError as exc:
        return exc


def refused(text, loader=None, file="evil.yaml") -> DataError:
    err = guarded(lambda: load_text(text, file, loader=loader))
    assert isinstance(err, DataError), err
    return err


@pytest.mark.parametrize("loader", PARSERS)
def test_both_parsers_keep_the_strict_booleans_and_lines(loader):
    loc = load_text("x: no\ny: true\nz:\n  - 0x10\n  - 1.5\n  - ~\n", loader=loader)
    assert loc.data == {"x": "no", "y": True, "z": [16, 1.5, None]}
    assert loc.line_of(("z", 2)) == 6


@pytest.mark.parametrize("loader", PARSERS)
def test_recursive_alias_is_refused(loader):
    err = refused("a: 1\nb: &b\n  - 2\n  - *b\n", loader)
    assert str(err) == "evil.yaml:4: b/1: recursive alias *b: it is used inside the value it names"
    err = refused("m: &m {x: {y: *m}}\n", loader)
    assert (err.line, err.path) == (1, ("m", "x", "y")) and "recursive alias *m" in err.message


@pytest.mark.parametrize("loader", PARSERS)
@pytest.mark.parametrize("text", ["[" * 10_000 + "]" * 10_000, "- " * 10_000 + "x\n",
                                  "".join(f"{' ' * i}k{i}:\n" for i in range(200)) + " " * 200 + "v\n"])
def test_deep_nesting_is_refused(text, loader):
    err = refused(text, loader)
    assert f"nested more than {yamlio.MAX_DEPTH} levels deep" in err.message
    assert err.line is not None and len(err.path) <= 6      # a long path is cut short with "..."


@pytest.mark.parametrize("loader", PARSERS)
def test_nesting_up_to_the_limit_loads(loader):
    depth = yamlio.MAX_DEPTH
    assert load_text("[" * depth + "1" + "]" * depth, loader=loader).data is not None
    refused("[" * (depth + 1) + "1" + "]" * (depth + 1), loader)
    # an alias can deepen the data without deep text: still refused
    err = refused(f"a: &a {'[' * 40}1{']' * 40}\nb: {'[' * 30}*a{']' * 30}\n", loader)
    assert err.line == 2 and "alias *a nests the data more than" in err.message


@pytest.mark.parametrize("loader", PARSERS)
def test_billion_laughs_is_refused_after_bounded_work(loader):
    err = refused(BILLION_LAUGHS, loader)
    assert "more than 100,000 values" in err.message and "alias bomb" in err.message
    assert err.line is not None and err.line <= 7


def test_too_many_values_are_refused(monkeypatch):
    monkeypatch.setattr(yamlio, "MAX_VALUES", 1_000)
    assert len(load_text("- 1\n" * 999).data) == 999
    err = refused("- 1\n" * 2_000)
    assert str(err) == "evil.yaml:1000: 999: more than 1,000 values (the limit for data files)"


def test_a_huge_file_is_refused_without_reading_it(tmp_path):
    big = tmp_path / "big.yaml"
    with open(big, "wb") as handle:          # 50 MB, sparse: nothing is written but the first line
        handle.write(b"cards:\n")
        handle.truncate(50 * 1024 * 1024)
    err = guarded(lambda: load_file(big, "data/g/big.yaml"))
    assert str(err) == ("data/g/big.yaml: too large: 50.0 MiB (52,428,800 bytes); "
                        "data files are limited to 2 MiB")
    assert yamlio.MAX_BYTES == 2 * 1024 * 1024
    assert "too large" in refused("x" * (yamlio.MAX_BYTES + 1)).message


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_never_opened(tmp_path):
    fifo = tmp_path / "deck.yaml"
    os.mkfifo(fifo)
    err = guarded(lambda: load_file(fifo, "g/deck.yaml"))
    assert str(err) == "g/deck.yaml: cannot read: a named pipe (FIFO), not a regular file (left unopened)"


def test_links_folders_and_missing_files(tmp_path):
    (tmp_path / "gone.yaml").symlink_to("nowhere.yaml")
    assert guarded(lambda: load_file(tmp_path / "gone.yaml", "gone.yaml")).message == (
        "cannot read: a symbolic link to 'nowhere.yaml', which does not exist")
    (tmp_path / "dir.yaml").mkdir()
    assert guarded(lambda: load_file(tmp_path / "dir.yaml")).message == (
        "cannot read: a folder, not a regular file (left unopened)")
    assert guarded(lambda: load_file(tmp_path / "none.yaml")).message == "cannot read: no such file"
    (tmp_path / "real.yaml").write_text("a: 1\n")
    (tmp_path / "link.yaml").symlink_to("real.yaml")        # a link to a regular file is fine
    assert load_file(tmp_path / "link.yaml").data == {"a": 1}


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n", "---\n", "null\n"])
def test_an_empty_file_says_so(text):
    err = refused(text, file="empty.yaml")
    assert err.line == 1 and "no data" in err.message


def test_not_utf8_names_the_line_of_the_first_bad_byte(tmp_path):
    latin1 = tmp_path / "latin1.yaml"
    latin1.write_bytes("a: 1\nb: ok\nc: caf\u00e9\n".encode("latin-1"))
    assert str(load_or_error(latin1)) == (
        "latin1.yaml:3: not UTF-8 text: byte 0xe9 at column 7 cannot be decoded; save the file as UTF-8")
    utf16 = tmp_path / "utf16.yaml"
    utf16.write_text("a: 1\n", encoding="utf-16")
    assert "saved as UTF-16" in load_or_error(utf16).message
    bom = tmp_path / "bom.yaml"                             # UTF-8 with a byte-order mark is fine
    bom.write_text("a: 1\n", encoding="utf-8-sig")
    assert load_file(bom).data == {"a": 1}


@pytest.mark.parametrize("loader", PARSERS)
def test_control_characters_name_their_line(loader):
    err = refused("a: 1\nb: x\x00y\n", loader)
    assert str(err) == ("evil.yaml:2: character U+0000 at column 5 is not allowed in YAML text "
                        "(a control character?)")


@pytest.mark.parametrize("loader", PARSERS)
@pytest.mark.parametrize("text, line, words", [
    ("a: &x 1\nb: &x 2\n", 2, "anchor &x is defined twice (first on line 1)"),
    ("a: 1\nb: *nope\n", 2, "alias *nope has no anchor &nope before it"),
    ("a: 1\n---\nb: 2\n", 2, "expected a single document"),
    ("? [1, 2]\n: x\n", 1, "mapping key must be text or a number, not a list"),
    ("a: !!set {x: null}\n", 1, "is not allowed in data"),
])
def test_other_refusals(text, line, words, loader):
    err = refused(text, loader)
    assert err.line == line and words in err.message


@pytest.mark.parametrize("loader", PARSERS)
def test_aliases_expand_to_independent_copies_with_the_anchor_lines(loader):
    loc = load_text("base: &b\n  x: [1, 2]\n  y: 3\nuse:\n  - *b\nkey: &k name\n*k : 4\n", loader=loader)
    assert loc.data == {"base": {"x": [1, 2], "y": 3}, "use": [{"x": [1, 2], "y": 3}], "key": "name", "name": 4}
    loc.data["use"][0]["x"].append(9)
    assert loc.data["base"]["x"] == [1, 2]
    assert loc.line_of(("use", 0)) == 5 and loc.line_of(("use", 0, "y")) == 3


def test_both_parsers_read_our_largest_file_alike():
    if not yaml.__with_libyaml__:
        pytest.skip("libyaml is not installed")
    text = (Path(__file__).resolve().parents[2] / "data" / "caverna" / "schema.yaml").read_text("utf-8")
    fast = load_text(text, loader=yamlio._CStrictLoader)
    slow = load_text(text, loader=yamlio._StrictLoader)
    assert fast.data == slow.data and fast.lines == slow.lines
