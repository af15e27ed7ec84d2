"""The value language of the help files (engine/help_data.py) compiled once into Python
closures, for data evaluated at every new game (the set-up steps, engine/setup_steps.py): a
compiled value costs a call, not a walk of the mapping it is written as.

`compile_value(v)` gives a function of an environment (a mapping name -> value). It reads the
help's paths and operators the same way, with `_segments` and `_step` of help_data: a `$` path,
a string with paths in braces, a list or a plain mapping (each item compiled), a mapping with
an operator: `each` (`as`, `index`, `if`, `do`, `flat`), `if`/`then`/`else`, `len`, `sum`
(`of`), `add`, `sub`, `eq`, `ne`, `gt`, `in`, `not`, `and`, `or`, `slice` (`from`, `to`: values
here), `sort`, `values`, `unique`, `call` (a function of `hooks`, else a path to a callable). To
those it adds:

- `case`: `{case: V, is: {A: X, B: Y}, else: Z}`, the value V's branch (Z when it has none);
- `range`: `{range: N, from: A}`, the N numbers from A (0 by default);
- `repeat`: `{repeat: V, times: N}`, V made N times (each a new one);
- `keyed`: `{keyed: IDS, do: V}`, a mapping of each id (named `as`, `it` by default) to V;
- `keys`: a mapping's keys; `items`: its [key, value] pairs;
- `group`: `{group: LIST, by: V}`, the items by the text of their V, in the order met;
- `copies`: `{copies: TABLE}`, each id as many times as its count: the table a mapping
  id -> count, or a list of records whose `id` and `count` fields (others if named) give them;
- `count`: how many times each item of a list is in it (a mapping item -> number, in the
  order met);
- `without`: `[LIST, TAKEN]`, the list less one of each item taken, in its order;
- `merge`: mappings merged, later keys winning; `mul`: numbers multiplied;
- `pairs`: `[KEYS, VALUES]` zipped into a mapping.

A mapping is an operation when one of its keys is an operator (checked in the order of OPS):
a plain record of data must not use these words as keys. Messages (`h`, `msg`) and `describe`
belong to the help alone.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from .help_data import HelpDataError, _flat, _segments, _step

Code = Callable[[dict], Any]

_BRACED = re.compile(r"\{([^{}]+)\}")


def compile_value(v: Any) -> Code:
    if isinstance(v, str):
        if v.startswith("$"):
            return _path(v[1:])
        return _fresh(_text(v) if "{" in v else lambda env: v)
    if isinstance(v, list):
        items = [_copied(compile_value(x)) for x in v]
        return _fresh(lambda env: [f(env) for f in items])
    if isinstance(v, dict):
        for op in OPS:
            if op in v:
                return OPS[op](v)
        fields = [(k, _copied(compile_value(x))) for k, x in v.items()]
        return _fresh(lambda env: {k: f(env) for k, f in fields})
    return _fresh(lambda env: v)


def _operands(v: Any) -> Code:
    """An operator's list of operands: as `compile_value`, but a list written out is made of
    the values themselves, not copies (what an operator reads, it does not keep)."""
    if not isinstance(v, list):
        return compile_value(v)
    items = [compile_value(x) for x in v]
    return lambda env: [f(env) for f in items]


def fresh(code: Code) -> bool:
    """Whether what `code` makes shares no list or mapping with anything else (the data): a
    value written out, or made of such values; else a caller who keeps it copies it."""
    return getattr(code, "fresh", False)


def _fresh(code: Code, *parts: Code) -> Code:
    """`code` marked fresh when all `parts` are."""
    if all(fresh(p) for p in parts):
        code.fresh = True
    return code


def _copied(code: Code) -> Code:
    """`code` made fresh: a list or mapping it gives is copied (a value written out holds no
    list of the data)."""
    if fresh(code):
        return code

    def run(env):
        v = code(env)
        return plain(v) if v.__class__ in (dict, list, tuple) else v
    return _fresh(run)


def plain(v: Any) -> Any:
    """A copy of plain data (a tuple becomes a list), sharing nothing with `v`."""
    if v.__class__ is dict:
        return {k: plain(x) for k, x in v.items()}
    if v.__class__ in (list, tuple):
        return [plain(x) for x in v]
    return v


def _path(p: str) -> Code:
    name, *rest = _segments(p)
    steps = [(True, _name(seg[1:-1]) if _is_name(seg[1:-1]) else _path(seg[1:-1])) if seg.startswith("(")
             else (False, seg) for seg in rest]
    if not steps:
        return _name(name)

    def run(env):
        if name not in env:
            raise HelpDataError(f"no value named {name!r} (in {p!r})")
        obj = env[name]
        for computed, key in steps:
            if computed:
                key = key(env)
            if obj.__class__ is dict and key in obj:        # the common case, without _step's tries
                obj = obj[key]
            else:
                obj = _step(obj, key, p)
        return obj
    return run


def _is_name(p: str) -> bool:
    return "." not in p and "(" not in p


def _name(name: str) -> Code:
    """A path that is a name alone (`$it`, `(n)`)."""
    def run(env):
        try:
            return env[name]
        except KeyError:
            raise HelpDataError(f"no value named {name!r}") from None
    return run


def _text(s: str) -> Code:
    parts = [(_path(m.group(1)), m.start(), m.end()) for m in _BRACED.finditer(s)]

    def run(env):
        out, at = [], 0
        for f, start, end in parts:
            out += [s[at:start], str(f(env))]
            at = end
        return "".join(out) + s[at:]
    return run


def _each(v: dict) -> Code:
    items, name, index = compile_value(v["each"]), v.get("as", "it"), v.get("index")
    keep = compile_value(v["if"]) if "if" in v else None
    do = compile_value(v.get("do", "$" + name))
    flat = v.get("flat")

    def run(env):
        out = []
        for i, x in enumerate(items(env) or ()):
            inner = {**env, name: x}
            if index is not None:
                inner[index] = i
            if keep is None or keep(inner):
                out.append(do(inner))
        return _flat(out) if flat else out
    return _fresh(run, do)


def _if(v: dict) -> Code:
    test, then, other = compile_value(v["if"]), compile_value(v.get("then")), compile_value(v.get("else"))
    return _fresh(lambda env: then(env) if test(env) else other(env), then, other)


def _call(v: dict) -> Code:
    name, args = v["call"], _operands(v.get("args", []))
    kwargs = [(k, compile_value(x)) for k, x in v.items() if k not in ("call", "args")]
    fn_of = _path(name) if "." in name else None

    def run(env):
        fn = fn_of(env) if fn_of is not None else getattr(env.get("hooks"), name, None)
        if not callable(fn):
            raise HelpDataError(f"{name!r} is neither a function of the set-up module nor callable")
        return fn(*args(env), **{k: f(env) for k, f in kwargs})
    return run


def _case(v: dict) -> Code:
    of, other = compile_value(v["case"]), compile_value(v.get("else"))
    branches = {k: compile_value(x) for k, x in v["is"].items()}

    def run(env):
        branch = branches.get(of(env))
        return branch(env) if branch is not None else other(env)
    return _fresh(run, other, *branches.values())


def _slice(v: dict) -> Code:
    items, start, end = compile_value(v["slice"]), compile_value(v.get("from", 0)), compile_value(v.get("to"))
    return lambda env: list(items(env))[start(env):end(env)]


def _sum(v: dict) -> Code:
    items, field = compile_value(v["sum"]), v.get("of")
    return lambda env: sum(x[field] for x in items(env)) if field else sum(items(env))


def _range(v: dict) -> Code:
    n, start = compile_value(v["range"]), compile_value(v.get("from", 0))

    def run(env):
        a = start(env)
        return list(range(a, a + n(env)))
    return _fresh(run)


def _repeat(v: dict) -> Code:
    item, times = compile_value(v["repeat"]), compile_value(v["times"])
    return _fresh(lambda env: [item(env) for _ in range(times(env))], item)


def _keyed(v: dict) -> Code:
    ids, do, name = compile_value(v["keyed"]), compile_value(v["do"]), v.get("as", "it")
    return _fresh(lambda env: {k: do({**env, name: k}) for k in ids(env)}, do)


def _group(v: dict) -> Code:
    items, by, name = compile_value(v["group"]), compile_value(v["by"]), v.get("as", "it")

    def run(env):
        out: dict = {}
        for x in items(env):
            out.setdefault(str(by({**env, name: x})), []).append(x)
        return out
    return run


def _copies(v: dict) -> Code:
    table, name, count = compile_value(v["copies"]), v.get("id", "id"), v.get("count", "count")

    def run(env):
        got = table(env)
        if isinstance(got, dict):
            return [k for k, c in got.items() for _ in range(c)]
        return [item[name] for item in got for _ in range(item[count])]
    return run


def _count(v: dict) -> Code:
    items = compile_value(v["count"])

    def run(env):
        out: dict = {}
        for x in items(env):
            out[x] = out.get(x, 0) + 1
        return out
    return _fresh(run)


def _without(v: dict) -> Code:
    both = _operands(v["without"])

    def run(env):
        items, taken = both(env)
        out = list(items)
        for x in taken:
            out.remove(x)
        return out
    return run


def _merge(v: dict) -> Code:
    parts = _operands(v["merge"])

    def run(env):
        out: dict = {}
        for part in parts(env):
            out.update(part)
        return out
    return run


def _mul(v: dict) -> Code:
    factors = _operands(v["mul"])

    def run(env):
        out = 1
        for x in factors(env):
            out *= x
        return out
    return run


def _unique(v: dict) -> Code:
    items = compile_value(v["unique"])
    return lambda env: list(dict.fromkeys(items(env)))


def _pairs(v: dict) -> Code:
    both = _operands(v["pairs"])

    def run(env):
        keys, values = both(env)
        return dict(zip(keys, values))
    return run


def _unary(op: str, fn: Callable, scalar: bool = False) -> Callable[[dict], Code]:
    """An operator of one value; `scalar`: what it gives is a number or a truth."""
    def make(v: dict) -> Code:
        arg = _operands(v[op])
        code = lambda env: fn(arg(env))  # noqa: E731
        return _fresh(code) if scalar else code
    return make


def _binary(op: str, fn: Callable) -> Callable[[dict], Code]:
    """An operator of two values giving a number or a truth."""
    def make(v: dict) -> Code:
        both = _operands(v[op])
        return _fresh(lambda env: fn(*both(env)))
    return make


def _add(v: dict) -> Code:
    """Numbers added, or lists joined."""
    parts = _operands(v["add"])

    def run(env):
        first, *rest = parts(env)
        for x in rest:
            first = first + x
        return first
    return run


#: each operator with what compiles it, in the order a mapping is recognised by
OPS: dict[str, Callable[[dict], Code]] = {
    "each": _each, "call": _call, "if": _if, "case": _case, "len": _unary("len", len, True), "sum": _sum, "add": _add,
    "sub": _binary("sub", lambda a, b: a - b), "eq": _binary("eq", lambda a, b: a == b),
    "ne": _binary("ne", lambda a, b: a != b), "gt": _binary("gt", lambda a, b: a > b),
    "in": _binary("in", lambda a, b: a in b), "not": _unary("not", lambda a: not a, True),
    "and": _unary("and", all, True), "or": _unary("or", any, True), "slice": _slice, "sort": _unary("sort", sorted),
    "values": _unary("values", lambda m: list(m.values())), "unique": _unique,
    "range": _range, "repeat": _repeat, "keyed": _keyed, "keys": _unary("keys", list), "group": _group,
    "copies": _copies, "count": _count, "without": _without, "merge": _merge, "mul": _mul, "pairs": _pairs,
    "items": _unary("items", lambda m: [list(kv) for kv in m.items()]),
}
