from __future__ import annotations

import pytest

from boardgames.engine.yamlio import DataError, load_text


def test_lines_are_remembered_for_every_path():
    loc = load_text("a: 1\nb:\n  - x\n  - {c: 2}\n", "f.yaml")
    assert loc.data == {"a": 1, "b": ["x", {"c": 2}]}
    assert loc.line_of(("a",)) == 1
    assert loc.line_of(("b", 1, "c")) == 4
    assert loc.line_of(("b", 9)) == 2  # unknown paths fall back to the nearest parent


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
