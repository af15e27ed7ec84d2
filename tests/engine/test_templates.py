"""Templates in data files (boardgames/engine/templates.py): inheriting, overriding, arguments,
and every refusal located as `file:line: message` at the use and in the template."""
from __future__ import annotations

import json
import textwrap

import pytest

from boardgames.engine import templates as T
from boardgames.engine.templates import expand
from boardgames.engine.yamlio import Located, load_file, load_text


def expanded(text: str):
    located, problems = expand(load_text(textwrap.dedent(text), "data/g/f.yaml"))
    assert not problems, [str(p) for p in problems]
    return located


def problems(text: str) -> list[str]:
    return [str(p) for p in expand(load_text(textwrap.dedent(text), "data/g/f.yaml"))[1]]


SPACES = """\
    templates:
      base:
        params: [then]
        kind: permanent
        flow:
          type: then
          steps:
            - {type: accumulated}
            - $then
      drift:
        inherits: base
        then: {type: place_twin, tiles: [tunnel], optional: true}
      fixed: {imitable: false, kind: fixed}
    spaces:
      - id: a
        inherits: drift
      - id: b
        inherits: [drift, fixed]
      - id: c
        inherits: base
        then: {type: gain, goods: {ore: 2}}
        flow: {note: x}
        kind: round_card
    """


def test_a_use_takes_the_template_and_its_argument():
    data = expanded(SPACES).data
    assert data == {"spaces": [
        {"id": "a", "kind": "permanent", "flow": {"type": "then", "steps": [
            {"type": "accumulated"}, {"type": "place_twin", "tiles": ["tunnel"], "optional": True}]}},
        {"id": "b", "kind": "fixed", "flow": {"type": "then", "steps": [
            {"type": "accumulated"}, {"type": "place_twin", "tiles": ["tunnel"], "optional": True}]},
         "imitable": False},
        {"id": "c", "kind": "round_card", "flow": {"type": "then", "steps": [
            {"type": "accumulated"}, {"type": "gain", "goods": {"ore": 2}}], "note": "x"}},
    ]}


def test_the_inherited_fields_take_the_place_of_inherits():
    """Fields before `inherits` first, then the template's (an override in its place), then the rest."""
    data = expanded("""\
        templates:
          t: {a: 1, b: 2, c: 3}
        items:
          - {z: 0, inherits: t, b: 20, y: 9}
        """).data
    assert list(data["items"][0].items()) == [("z", 0), ("a", 1), ("b", 20), ("c", 3), ("y", 9)]


def test_later_templates_override_earlier_ones_and_mappings_merge_field_by_field():
    data = expanded("""\
        templates:
          one: {cost: {wood: 1, stone: 1}, points: 1, tags: [a, b]}
          two: {cost: {stone: 2}, points: 2, tags: [c]}
        items:
          - {inherits: [one, two]}
          - {inherits: [two, one], cost: {ore: 1}}
        """).data
    assert data["items"][0] == {"cost": {"wood": 1, "stone": 2}, "points": 2, "tags": ["c"]}
    assert data["items"][1] == {"cost": {"stone": 1, "wood": 1, "ore": 1}, "points": 1, "tags": ["a", "b"]}


def test_nested_uses_and_arguments_passed_through_a_template():
    data = expanded("""\
        templates:
          gain: {params: [goods], type: gain, goods: $goods}
          twice:
            params: [what]
            type: then
            steps:
              - {inherits: gain, goods: $what}
              - {inherits: gain, goods: $what}
        flow: {inherits: twice, what: {ruby: 1}}
        """).data
    assert data == {"flow": {"type": "then", "steps": [{"type": "gain", "goods": {"ruby": 1}}] * 2}}


def test_a_file_without_templates_is_left_as_it_is():
    located = load_text("a: {b: [1, 2]}\n", "data/g/f.yaml")
    assert expand(located) == (located, [])


def test_a_value_from_a_template_is_located_at_the_use_and_in_the_template():
    located = expanded(SPACES)
    # the twin tile of space a is written in template drift (line 12), reached by a's inherits (line 16)
    err = located.error("unknown twin 'tunnel'", ("spaces", 0, "flow", "steps", 1, "tiles", 0))
    assert str(err) == ("data/g/f.yaml:16: spaces/0/flow/steps/1/tiles/0: unknown twin 'tunnel' "
                        "(template 'drift', line 12)")
    # the then written in template base, reached through drift
    err = located.error("bad", ("spaces", 0, "flow", "type"))
    assert str(err) == ("data/g/f.yaml:16: spaces/0/flow/type: bad (template 'base', line 6, "
                        "inherited through 'drift' (line 11))")
    # what the use writes itself is located where it is written, with no template
    assert str(located.error("bad", ("spaces", 2, "flow", "steps", 1, "goods"))) == \
        "data/g/f.yaml:21: spaces/2/flow/steps/1/goods: bad"
    assert located.line_of(("spaces", 2, "kind")) == 23
    assert located.at("spaces", 1, "imitable").where == "data/g/f.yaml:18 (template 'fixed', line 13)"


def test_lines_read_again_for_cached_data_are_those_of_the_expansion(tmp_path):
    """The catalog's cache keeps the expanded data only; an error asks for its lines later."""
    file = tmp_path / "f.yaml"
    file.write_text(textwrap.dedent(SPACES))
    fresh = expand(load_file(file, "data/g/f.yaml"))[0]
    cached = Located(fresh.data, None, "data/g/f.yaml", file, expanded=True)
    path = ("spaces", 1, "flow", "steps", 1, "tiles")
    assert str(cached.error("x", path)) == str(fresh.error("x", path))


@pytest.mark.parametrize("text, message", [
    ("""\
        templates:
          t: {a: 1}
        items:
          - {inherits: t}
          - {inherits: u}
        """, "data/g/f.yaml:5: items/1/inherits: unknown template 'u' (templates: t)"),
    ("""\
        items:
          - {inherits: t}
        """, "data/g/f.yaml:2: items/0/inherits: unknown template 't' (templates: none: the file "
             "declares no templates)"),
    ("""\
        templates:
          a: {inherits: b}
          b: {inherits: c}
          c: {inherits: a}
        item: {inherits: a}
        """, "data/g/f.yaml:4: templates/c/inherits: template cycle: a -> b -> c -> a"),
    ("""\
        templates:
          a: {x: {inherits: a}}
        item: {inherits: a}
        """, "data/g/f.yaml:2: templates/a/x/inherits: template cycle: a -> a"),
    ("""\
        templates:
          t: {params: [n], count: $n}
        item:
          inherits: t
        """, "data/g/f.yaml:4: item/inherits: template 't' needs the argument 'n' (its params are on line 2)"),
    ("""\
        templates:
          t: {params: [n, m], count: $n}
        item: {inherits: t, n: 1, m: 2}
        """, "data/g/f.yaml:2: templates/t/params: parameter 'm' is never used in template 't' (as $m)"),
    ("""\
        templates:
          t: {count: $n}
        item: {inherits: t}
        """, "data/g/f.yaml:2: templates/t: $n is not a parameter of template 't' (its params: none)"),
    ("""\
        templates:
          t: {cost: {wood: 1}}
        item:
          inherits: t
          cost: [wood]
        """, "data/g/f.yaml:5: item/cost: bad override: a list written over a mapping of template "
             "'t' (line 2); a mapping is changed field by field, by a mapping"),
    ("""\
        templates:
          t: {a: 1}
          unused: {b: 2}
        item: {inherits: t}
        """, "data/g/f.yaml:3: templates/unused: template 'unused' is never inherited"),
    ("""\
        templates:
          t: {a: 1}
        item: {inherits: 3}
        """, "data/g/f.yaml:3: item/inherits: inherits must name a template or a list of templates"),
    ("""\
        templates:
          t: {a: 1}
        item: {inherits: [t, t]}
        """, "data/g/f.yaml:3: item/inherits: inherits names a template twice"),
    ("""\
        templates: [a, b]
        item: {a: 1}
        """, "data/g/f.yaml:1: templates: templates must be a mapping of names to templates"),
    ("""\
        templates:
          t: [1, 2]
        item: {a: 1}
        """, "data/g/f.yaml:2: templates/t: template 't' must be a mapping of fields"),
    ("""\
        templates:
          t: {params: n, a: $n}
        item: {inherits: t, n: 1}
        """, "data/g/f.yaml:2: templates/t/params: params must be a list of different names "
             "(lower-case letters, digits and _)"),
])
def test_refusals_are_located(text, message):
    assert message in problems(text)


def test_an_expansion_bomb_is_refused_after_bounded_work():
    """Twenty templates each holding the next twice would expand to a million values."""
    lines = ["templates:", "  t0: {a: 1}"]
    lines += [f"  t{i}: {{x: {{inherits: t{i - 1}}}, y: {{inherits: t{i - 1}}}}}" for i in range(1, 21)]
    lines += ["item: {inherits: t20}"]
    found = problems("\n".join(lines) + "\n")
    assert found == [f"data/g/f.yaml:1: templates: its templates expand to more than {T.MAX_VALUES:,} "
                     "values (the limit for data files)"]


def test_templates_inheriting_each_other_too_deep_are_refused_without_recursion_error():
    lines = ["templates:"] + [f"  t{i}: {{inherits: t{i + 1}}}" for i in range(80)] + ["  t80: {a: 1}"]
    lines += ["item: {inherits: t0}"]
    found = problems("\n".join(lines) + "\n")
    assert any(f"templates inherit each other more than {T.MAX_DEPTH} deep" in p for p in found)


def test_an_expanded_file_keeps_json_shape():
    """The catalog's cache stores expanded data as JSON: the expansion is plain data, no shared parts."""
    data = expanded(SPACES).data
    assert json.loads(json.dumps(data)) == data
    a, b = data["spaces"][0]["flow"], data["spaces"][1]["flow"]
    assert a == b and a is not b and a["steps"] is not b["steps"]
