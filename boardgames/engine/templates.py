"""Templates in data files: a shape written once and inherited by every entry that has it
(OpenRA's `Inherits`).

A game data file may declare named templates in a top-level `templates:` mapping. Any mapping
of the file (an entry of a list, a node of a flow tree, another template) takes a template's
fields with `inherits: <name>` (or a list of names) and writes only what it adds or changes:

    templates:
      accumulate_then:              # a template is a mapping of fields
        params: [then]              # optional: arguments a use must give, by name
        kind: permanent
        flow:
          type: then
          steps:
            - {type: accumulated}
            - $then                 # a whole value `$name` is the argument `name`
      drift_mining:
        inherits: accumulate_then   # templates inherit templates too
        then: {type: place_twin, tiles: [cavern_tunnel], optional: true}
    spaces:
      - id: drift_mining_13
        inherits: drift_mining
      - id: ore_delivery
        inherits: [ore_mining]      # a list: the later templates override the earlier ones
        kind: round_card            # the entry's own fields override its templates'

The rules, applied when the file is loaded (`expand`), before the schema sees the data:

* a field the entry writes replaces the template's; when both are mappings they are merged
  field by field (recursively), so `flow: {optional: true}` changes one field of a flow. A
  mapping cannot be overridden by a list or a value, nor the other way round (a bad override);
  lists and values are replaced whole.
* the inherited fields take the place where `inherits` is written: fields written before it
  come first, then the template's (an overridden one in its place), then the entry's others.
* `params` names the arguments of a template; inside the template (only there) a value that is
  exactly `$name` is replaced by the argument the use gives under that name (any value; it is
  not a field of the result). Every parameter must be used in the template and given by each
  use; an argument inside a template may itself be `$name` of that template.
* the `templates` section is not part of the loaded data; a template nobody inherits, an
  unknown name, a cycle (a template inheriting itself through others) and a missing argument
  are refused, each as `file:line: message`.

Every expanded value keeps where it is written: a value from a template has the line of the
`inherits` that brought it (the use), and an error about it adds the template and the line in
it (`Located.origins`, read by `Located.error`), e.g.
`actions.yaml:80: spaces/12/flow/steps/1/tiles: ... (template drift_mining, line 21)`.
The expansion is bounded like the YAML reader (yamlio.MAX_VALUES, MAX_DEPTH).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .yamlio import MAX_DEPTH, MAX_VALUES, DataError, Located

TEMPLATES, INHERITS, PARAMS = "templates", "inherits", "params"
_NAME = re.compile(r"^[a-z][a-z0-9_]*$")
_ARG = re.compile(r"^\$([a-z][a-z0-9_]*)$")


@dataclass(frozen=True)
class _Via:
    """How a template's value reached the data: `line`, the line of the use's `inherits`;
    `name`, the template it is written in; `through`, the outer templates, each with the line
    of its `inherits` that led inwards (outermost first)."""

    line: int | None
    name: str
    through: tuple = ()


@dataclass(frozen=True)
class _Src:
    """A value as written: where in the file (`path`), brought by which use (`via`: None
    for a value written where it stands), and the arguments of the template it is in."""

    raw: Any
    path: tuple
    via: _Via | None = None
    args: dict | None = None

    def child(self, key) -> _Src:
        return _Src(self.raw[key], self.path + (key,), self.via, self.args)


class _TooBig(Exception):
    pass


def uses_templates(data) -> bool:
    """Does the file declare templates or inherit any (else it loads as it is written)?"""
    if isinstance(data, dict) and TEMPLATES in data:
        return True
    todo = [data]
    while todo:
        node = todo.pop()
        if isinstance(node, dict):
            if INHERITS in node:
                return True
            todo.extend(node.values())
        elif isinstance(node, list):
            todo.extend(node)
    return False


def expand(located: Located) -> tuple[Located, list[DataError]]:
    """The file's data with its templates applied, and the problems found (none: it is good).
    A file that uses no templates is returned as it is."""
    if not uses_templates(located.data):
        return located, []
    return _Expander(located).run()


class _Expander:
    def __init__(self, located: Located):
        self.loc = located
        self.templates: dict[str, dict] = {}
        self.params: dict[str, list[str]] = {}
        self.errors: list[DataError] = []
        self.used: set[str] = set()
        self.count = 0

    def run(self) -> tuple[Located, list[DataError]]:
        loc = self.loc
        root = loc.data
        if isinstance(root, dict) and TEMPLATES in root:
            self._declare(root[TEMPLATES])
            root = {k: v for k, v in root.items() if k != TEMPLATES}
        try:
            value, tree = self._value(_Src(root, ()), 0, ())
        except _TooBig:
            return loc, [loc.error(f"its templates expand to more than {MAX_VALUES:,} values (the limit "
                                   "for data files)", (TEMPLATES,))]
        for name in self.templates:
            if name not in self.used:
                self.errors.append(loc.error(f"template {name!r} is never inherited", (TEMPLATES, name)))
        lines: dict[tuple, int] = {}
        origins: dict[tuple, tuple] = {}
        todo = [((), tree)]
        while todo:
            path, ((line, origin), kids) = todo.pop()
            if line is not None:
                lines[path] = line
            if origin:
                origins[path] = origin
            todo.extend((path + (k,), sub) for k, sub in kids.items())
        out = Located(value, lines, loc.file, loc.source, origins, expanded=True)
        return out, self.errors

    # --- the templates section --------------------------------------------------------------
    def _error(self, message: str, path: tuple) -> None:
        self.errors.append(self.loc.error(message, path))

    def _declare(self, section) -> None:
        if not isinstance(section, dict):
            self._error("templates must be a mapping of names to templates", (TEMPLATES,))
            return
        for name, body in section.items():
            at = (TEMPLATES, name)
            if not isinstance(name, str) or not _NAME.match(name):
                self._error(f"template name {name!r} must be lower-case letters, digits and _", at)
            elif not isinstance(body, dict):
                self._error(f"template {name!r} must be a mapping of fields", at)
            else:
                params = self._params(name, body)
                if params is not None:
                    self.templates[name] = {k: v for k, v in body.items() if k != PARAMS}
                    self.params[name] = params

    def _params(self, name: str, body: dict) -> list[str] | None:
        at = (TEMPLATES, name, PARAMS)
        params = body.get(PARAMS, [])
        if (not isinstance(params, list) or not all(isinstance(p, str) and _NAME.match(p) for p in params)
                or len(set(params)) != len(params)):
            self._error("params must be a list of different names (lower-case letters, digits and _)", at)
            return None
        used = set(_placeholders(body))
        for p in params:
            if p not in used:
                self._error(f"parameter {p!r} is never used in template {name!r} (as ${p})", at)
        for p in sorted(used - set(params)):
            self._error(f"${p} is not a parameter of template {name!r} "
                        f"(its params: {', '.join(params) or 'none'})", (TEMPLATES, name))
        return params

    # --- expanding ----------------------------------------------------------------------------
    def _line(self, path: tuple) -> int | None:
        return self.loc.line_of(path)

    def _place(self, src: _Src) -> tuple:
        """(line, origin) of a value: its own line, or the use's line and the template's."""
        if src.via is None:
            return self._line(src.path), ()
        return src.via.line, ((src.via.name, self._line(src.path)),) + tuple(reversed(src.via.through))

    def _value(self, src: _Src, depth: int, stack: tuple) -> tuple[Any, tuple]:
        """The expanded value and its tree of places: ((line, origin), {key: subtree})."""
        self.count += 1
        if self.count > MAX_VALUES:
            raise _TooBig
        raw = src.raw
        if src.args is not None and isinstance(raw, str):
            found = _ARG.match(raw)
            if found and found.group(1) in src.args:
                return self._value(src.args[found.group(1)], depth, stack)
        if depth > MAX_DEPTH:
            self._error(f"its templates nest the data more than {MAX_DEPTH} levels deep", src.path)
            return raw, (self._place(src), {})
        if type(raw) is dict:
            if INHERITS in raw:
                return self._inherit(src, depth, stack)
            out, kids = {}, {}
            for key in raw:
                out[key], kids[key] = self._value(src.child(key), depth + 1, stack)
            return out, (self._place(src), kids)
        if type(raw) is list:
            items, kids = [], {}
            for i in range(len(raw)):
                value, kids[i] = self._value(src.child(i), depth + 1, stack)
                items.append(value)
            return items, (self._place(src), kids)
        return raw, (self._place(src), {})

    def _names(self, src: _Src) -> list[tuple[str, tuple]]:
        """The templates `inherits` names, each with where it is written."""
        names, at = src.raw[INHERITS], src.path + (INHERITS,)
        if isinstance(names, str):
            return [(names, at)]
        if isinstance(names, list) and names and all(isinstance(n, str) for n in names):
            if len(set(names)) == len(names):
                return [(n, at + (i,)) for i, n in enumerate(names)]
            self._error("inherits names a template twice", at)
        else:
            self._error("inherits must name a template or a list of templates", at)
        return []

    def _inherit(self, src: _Src, depth: int, stack: tuple) -> tuple[Any, tuple]:
        raw = src.raw
        merged: tuple | None = None            # (value, tree) of the templates so far
        taken: set[str] = set()                # the use's keys that are arguments
        for name, at in self._names(src):
            layer = self._template(name, at, src, depth, stack)
            if layer is not None:
                taken.update(self.params[name])
                merged = layer if merged is None else self._merge(merged, layer, at)
        keys = list(raw)
        own = [k for k in keys if k != INHERITS and k not in taken]
        before = set(keys[:keys.index(INHERITS)])
        out, kids = {}, {}
        for key in own:                        # the fields written before `inherits`
            if key in before:
                out[key], kids[key] = self._own(src, key, merged, depth, stack)
        if merged is not None:                 # then the templates' (overridden in place)
            for key, value in merged[0].items():
                if key not in out:
                    out[key], kids[key] = (self._own(src, key, merged, depth, stack) if key in own
                                           else (value, merged[1][1][key]))
        for key in own:                        # then the entry's other fields
            if key not in out:
                out[key], kids[key] = self._own(src, key, merged, depth, stack)
        return out, (self._place(src), kids)

    def _own(self, src: _Src, key, merged: tuple | None, depth: int, stack: tuple) -> tuple:
        """The use's own value of `key`, merged over the templates' value if they have one."""
        value = self._value(src.child(key), depth + 1, stack)
        if merged is None or key not in merged[0]:
            return value
        return self._merge((merged[0][key], merged[1][1][key]), value, src.path + (key,))

    def _template(self, name: str, at: tuple, src: _Src, depth: int, stack: tuple) -> tuple | None:
        """Template `name` as inherited at `at` by the mapping `src`, its arguments given."""
        if name not in self.templates:
            known = ", ".join(sorted(self.templates)) or "none: the file declares no templates"
            self._error(f"unknown template {name!r} (templates: {known})", at)
            return None
        if name in stack:
            cycle = " -> ".join(stack[stack.index(name):] + (name,))
            self._error(f"template cycle: {cycle}", at)
            return None
        if len(stack) >= MAX_DEPTH:
            self._error(f"templates inherit each other more than {MAX_DEPTH} deep", at)
            return None
        self.used.add(name)
        args = {}
        for p in self.params[name]:
            if p not in src.raw:
                self._error(f"template {name!r} needs the argument {p!r} (its params are on line "
                            f"{self._line((TEMPLATES, name, PARAMS))})", at)
                return None
            args[p] = src.child(p)
        if src.via is None:
            via = _Via(self._line(at), name)
        else:
            via = _Via(src.via.line, name, src.via.through + ((src.via.name, self._line(at)),))
        return self._value(_Src(self.templates[name], (TEMPLATES, name), via, args), depth, stack + (name,))

    def _merge(self, under: tuple, over: tuple, at: tuple) -> tuple:
        """`over` written over `under` (each a (value, tree)): mappings field by field, anything
        else replaced whole; a mapping against a non-mapping is a bad override."""
        (a, a_tree), (b, b_tree) = under, over
        if type(a) is dict and type(b) is dict:
            out, kids = dict(a), dict(a_tree[1])
            for key, value in b.items():
                if key in a:
                    out[key], kids[key] = self._merge((a[key], a_tree[1][key]), (value, b_tree[1][key]), at + (key,))
                else:
                    out[key], kids[key] = value, b_tree[1][key]
            return out, (b_tree[0], kids)
        if (type(a) is dict) != (type(b) is dict):
            (line, origin) = a_tree[0]
            came = f"template {origin[0][0]!r} (line {origin[0][1]})" if origin else f"line {line}"
            self._error(f"bad override: {_kind(b)} written over {_kind(a)} of {came}; a "
                        "mapping is changed field by field, by a mapping", at)
        return over


def _kind(value) -> str:
    return "a mapping" if type(value) is dict else "a list" if type(value) is list else "a value"


def _placeholders(node):
    """Every `$name` written in a template's body."""
    todo = [node]
    while todo:
        node = todo.pop()
        if isinstance(node, dict):
            todo.extend(node.values())
        elif isinstance(node, list):
            todo.extend(node)
        elif isinstance(node, str):
            found = _ARG.match(node)
            if found:
                yield found.group(1)
