"""The value language of the data: values written in YAML (the rules help, its tooltip lines and
option words, engine/help_data.py; the set-up steps, engine/setup_steps.py) compiled once into
Python closures, so that a value costs a call, not a walk of the mapping it is written as.

`compile_value(v)` gives a function of an environment (a mapping name -> value); `compiled(R, v)`
compiles `v` once per rules object `R`. What the names are is the caller's: the help's `players`,
`mode`, `rules`, `data`, `hooks`..., the set-up's `n`, `state`, `cfg`... A value is:

- `"$a.b.(c).0"`, a path: the name `a`, then mapping keys (an integer key as written; a key a
  mapping lacks gives None, as `dict.get`), list indexes (-1 the last), attributes or items of
  the rules' own collections; `(c)` is the value of the path `c` used as the key.
- `"text {a.b}"`, a string with paths in braces written in (a message key, an "@key" reference).
- a list (each item evaluated), a plain mapping (each value evaluated), any other scalar as it is.
- a mapping with an operator (its first key among OPS, in that order), evaluated after its `let`
  (names bound in order, each seeing those before it; an `each` binds them per item):
  - `h`/`msg`: a message, its other keys the arguments (`args` a mapping of more); `h: KEY` is
    `<messages>.KEY`, `messages` the name of the environment holding the prefix (none: KEY).
  - `each`: a list over a collection (a mapping's keys): `as` the item's name (`it`), `index`,
    `let`, `if` to keep it, `do` the value made of it, `flat` to join the lists made.
  - `call`: `hooks.NAME`'s function NAME (a name alone), or a path to a callable (`rules.goods_text`),
    given the evaluated `args` and its other keys as keyword arguments.
  - `describe`: `[kind, key]` as the tooltips ask the rules for it, lines `from`, `to`, those of
    the message keys of `drop` left out.
  - `if`/`then`/`else`; `case`: `{case: V, is: {A: X, B: Y}, else: Z}`, the value V's branch.
  - `len`, `sum` (`of` a field), `add` (numbers added, lists joined), `sub`, `mul`, `neg`,
    `min`, `max`, `eq`, `ne`, `gt`, `in`, `not`, `and`, `or` (the last two stop at the first
    value that decides).
  - `slice` (`from`, `to`), `sort`, `values`, `keys`, `items` (a mapping's [key, value] pairs),
    `unique` (in the order met), `count` (how many times each item is in a list: a mapping,
    in the order met), `without`: `[LIST, TAKEN]` the list less one of each item taken.
  - `range`: `{range: N, from: A}`, the N numbers from A (0 by default); `repeat`: `{repeat: V,
    times: N}`, V made N times (each a new one); `keyed`: `{keyed: IDS, do: V}`, a mapping of
    each id (named `as`, `it` by default) to V; `group`: `{group: LIST, by: V}`, the items by
    the text of their V, in the order met; `copies`: `{copies: TABLE}`, each id as many times
    as its count (a mapping id -> count, or records whose `id` and `count` fields, others if
    named, give them); `merge`: mappings merged, later keys winning; `pairs`: `[KEYS, VALUES]`
    zipped into a mapping.

A mapping is an operation when one of its keys is an operator: a plain record of data must not
use these words as keys. A value written out makes a new list or mapping each time, sharing
nothing with the data (`fresh`): the set-up keeps it in the state as it is, and copies the rest.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Iterator

from .choice import msg

Code = Callable[[dict], Any]

_BRACED = re.compile(r"\{([^{}]+)\}")


class HelpDataError(ValueError):
    """A value that asks for something the data does not have (in the help, a set-up...)."""


def compiled(R, v: Any, how: Callable[[Any], Any] | None = None) -> Any:
    """`how(v)` (`compile_value` unless given), made once per rules object `R` and data `v`."""
    how = how or compile_value
    cache = R.__dict__.setdefault("_compiled_values", {})
    kept = cache.get((id(v), how))
    if kept is None or kept[0] is not v:
        kept = cache[(id(v), how)] = (v, how(v))
    return kept[1]


def compile_value(v: Any) -> Code:
    """The value `v` is written as (the module docstring), as a function of an environment."""
    if isinstance(v, str):
        if v.startswith("$"):
            return _path(v[1:])
        return text(v)
    if isinstance(v, list):
        items = [copied(compile_value(x)) for x in v]
        return _fresh(lambda env: [f(env) for f in items])
    if isinstance(v, dict):
        for op in OPS:
            if op in v:
                code = OPS[op](v)
                return code if "let" not in v or op == "each" else _after(bind(v["let"]), code)
        fields = [(k, copied(compile_value(x))) for k, x in v.items()]
        return _fresh(lambda env: {k: f(env) for k, f in fields})
    return _fresh(lambda env: v)


def text(s: str) -> Code:
    """A string with paths in braces written in (none: the string itself)."""
    if "{" not in s:
        return _fresh(lambda env: s)
    parts = [(_path(m.group(1)), m.start(), m.end()) for m in _BRACED.finditer(s)]

    def run(env):
        out, at = [], 0
        for f, start, end in parts:
            out += [s[at:start], str(f(env))]
            at = end
        return "".join(out) + s[at:]
    return _fresh(run)


def bind(names: dict | None) -> Callable[[dict], dict]:
    """A `let`: the environment with the names bound, in order, each seeing those before it."""
    if not names:
        return lambda env: env
    codes = [(k, compile_value(x)) for k, x in names.items()]

    def run(env):
        env = dict(env)
        for k, f in codes:
            env[k] = f(env)
        return env
    return run


def over(v: dict) -> Callable[[dict], Iterator[dict]]:
    """The environments a mapping with `each` (`as`, `index`), `let` and `if` is made in: one
    per item (without `each`, one), its names bound, those whose `if` fails left out."""
    items = compile_value(v["each"]) if "each" in v else None
    name, index, names = v.get("as", "it"), v.get("index"), bind(v.get("let"))
    keep = compile_value(v["if"]) if "if" in v else None

    def run(env):
        for i, x in enumerate((items(env) or ()) if items is not None else [None]):
            inner = env
            if items is not None:
                inner = {**env, name: x}
                if index is not None:
                    inner[index] = i
            inner = names(inner)
            if keep is None or keep(inner):
                yield inner
    return run


def fresh(code: Code) -> bool:
    """Whether what `code` makes shares no list or mapping with anything else (the data): a
    value written out, or made of such values; else a caller who keeps it copies it."""
    return getattr(code, "fresh", False)


def _fresh(code: Code, *parts: Code) -> Code:
    """`code` marked fresh when all `parts` are."""
    if all(fresh(p) for p in parts):
        code.fresh = True
    return code


def copied(code: Code) -> Code:
    """`code` made fresh: a list or mapping it gives is copied (a value written out holds no
    list of the data; the set-up's state shares none with it)."""
    if fresh(code):
        return code

    def run(env):
        v = code(env)
        return plain(v) if v.__class__ in (dict, list, tuple) else v
    return _fresh(run)


def _after(names: Callable[[dict], dict], code: Code) -> Code:
    """`code` evaluated after its `let`."""
    return _fresh(lambda env: code(names(env)), code)


def _operands(v: Any) -> Code:
    """An operator's list of operands: as `compile_value`, but a list written out is made of
    the values themselves, not copies (what an operator reads, it does not keep)."""
    if not isinstance(v, list):
        return compile_value(v)
    items = [compile_value(x) for x in v]
    return lambda env: [f(env) for f in items]


def plain(v: Any) -> Any:
    """A copy of plain data (a tuple becomes a list), sharing nothing with `v`."""
    if v.__class__ is dict:
        return {k: plain(x) for k, x in v.items()}
    if v.__class__ in (list, tuple):
        return [plain(x) for x in v]
    return v


def flat(values) -> list:
    """Values and lists of values (a render may give several lines) as one list, None left out."""
    out: list = []
    for v in values if isinstance(values, (list, tuple)) else [values]:
        if isinstance(v, (list, tuple)):
            out += flat(v)
        elif v is not None:
            out.append(v)
    return out


# --- paths -----------------------------------------------------------------------------------------
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


def _segments(p: str) -> list[str]:
    """`a.b.(c.d).e` as ["a", "b", "(c.d)", "e"]."""
    out, depth, cur = [], 0, ""
    for ch in p:
        if ch == "." and depth == 0:
            out.append(cur)
            cur = ""
            continue
        depth += (ch == "(") - (ch == ")")
        cur += ch
    out.append(cur)
    return out


def _step(obj: Any, key: Any, p: str) -> Any:
    """One step of a path: a mapping's key (None when it has none), a list's index, an attribute."""
    if isinstance(obj, dict):
        if key in obj:
            return obj[key]
        if isinstance(key, str) and key.lstrip("-").isdigit() and int(key) in obj:
            return obj[int(key)]
        if type(obj) is not dict and isinstance(key, str) and hasattr(obj, key):
            return getattr(obj, key)      # a mapping of the rules' own (menus by name) and its parts
        return None
    if isinstance(obj, (list, tuple)):
        try:
            return obj[int(key)]
        except (ValueError, IndexError):
            raise HelpDataError(f"no item {key!r} in {p!r}") from None
    if obj is None:
        return None
    if hasattr(obj, str(key)):
        return getattr(obj, str(key))
    try:
        return obj[key]           # a collection of the rules' own (a set of menus by name)
    except (TypeError, KeyError):
        raise HelpDataError(f"nothing named {key!r} in {p!r}") from None


# --- the operators ---------------------------------------------------------------------------------
def _message(op: str, prefixed: bool) -> Callable[[dict], Code]:
    """`h`/`msg`: a message, its other keys (and the mapping `args` gives) its arguments."""
    def make(v: dict) -> Code:
        key = text(v[op])
        args = [(k, compile_value(x)) for k, x in v.items() if k not in (op, "args", "let")]
        more = compile_value(v["args"]) if "args" in v else None

        def run(env):
            k = key(env)
            if prefixed and env.get("messages"):
                k = f"{env['messages']}.{k}"
            got = {name: f(env) for name, f in args}
            if more is not None:
                got.update(more(env))
            return msg(k, **got)
        return _fresh(run, *(f for _, f in args), *([more] if more is not None else []))
    return make


def _each(v: dict) -> Code:
    envs, do, joined = over(v), compile_value(v.get("do", "$" + v.get("as", "it"))), v.get("flat")

    def run(env):
        out = [do(inner) for inner in envs(env)]
        return flat(out) if joined else out
    return _fresh(run, do)


def _call(v: dict) -> Code:
    name, args = v["call"], _operands(v.get("args", []))
    kwargs = [(k, compile_value(x)) for k, x in v.items() if k not in ("call", "args", "let")]
    fn_of = _path(name) if "." in name else None

    def run(env):
        fn = fn_of(env) if fn_of is not None else getattr(env.get("hooks"), name, None)
        if not callable(fn):
            raise HelpDataError(f"{name!r} is neither a function of the game's module nor callable")
        return fn(*args(env), **{k: f(env) for k, f in kwargs})
    return run


def _describe(v: dict) -> Code:
    what, start, end = _operands(v["describe"]), compile_value(v.get("from", 0)), compile_value(v.get("to"))
    drop = [text(k) for k in v.get("drop", [])]

    def run(env):
        kind, key = what(env)
        lines = list(env["rules"].describe(kind, key))[start(env):end(env)]
        if not drop:
            return lines
        dropped = {f(env) for f in drop}
        return [m for m in lines if not (isinstance(m, dict) and m.get("key") in dropped)]
    return run


def _if(v: dict) -> Code:
    test, then, other = compile_value(v["if"]), compile_value(v.get("then")), compile_value(v.get("else"))
    return _fresh(lambda env: then(env) if test(env) else other(env), then, other)


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


def _count(items: list) -> dict:
    out: dict = {}
    for x in items:
        out[x] = out.get(x, 0) + 1
    return out


def _unique(items) -> list:
    """The items in the order met, each once (they need not be hashable: a tooltip's lines)."""
    out: list = []
    for x in items:
        if x not in out:
            out.append(x)
    return out


def _without(items: list, taken: list) -> list:
    out = list(items)
    for x in taken:
        out.remove(x)
    return out


def _merge(parts: list) -> dict:
    out: dict = {}
    for part in parts:
        out.update(part)
    return out


def _mul(factors: list):
    out = 1
    for x in factors:
        out *= x
    return out


def _add(parts: list):
    """Numbers added, or lists joined."""
    first, *rest = parts
    for x in rest:
        first = first + x
    return first


def _unary(op: str, fn: Callable, new: bool = False) -> Callable[[dict], Code]:
    """An operator of one value (a list written out is one value); `new`: what it gives shares
    nothing with the data (a number, a truth, a count)."""
    def make(v: dict) -> Code:
        arg = _operands(v[op])
        code = lambda env: fn(arg(env))  # noqa: E731
        return _fresh(code) if new else code
    return make


def _binary(op: str, fn: Callable, new: bool = False) -> Callable[[dict], Code]:
    """An operator of two values; `new` as for `_unary`."""
    def make(v: dict) -> Code:
        both = _operands(v[op])
        code = lambda env: fn(*both(env))  # noqa: E731
        return _fresh(code) if new else code
    return make


def _test(op: str, fn: Callable) -> Callable[[dict], Code]:
    """`and`/`or` (`fn` all/any) of the values listed, stopping at the first that decides."""
    def make(v: dict) -> Code:
        if not isinstance(v[op], list):
            return _unary(op, fn, True)(v)
        parts = [compile_value(x) for x in v[op]]
        return _fresh(lambda env: fn(f(env) for f in parts))
    return make


#: each operator with what compiles it, in the order a mapping is recognised by
OPS: dict[str, Callable[[dict], Code]] = {
    "h": _message("h", True), "msg": _message("msg", False), "each": _each, "call": _call, "describe": _describe,
    "if": _if, "case": _case, "len": _unary("len", len, True), "sum": _sum, "add": _unary("add", _add),
    "sub": _binary("sub", lambda a, b: a - b, True), "mul": _unary("mul", _mul),
    "neg": _unary("neg", lambda a: -a, True), "min": _unary("min", min), "max": _unary("max", max),
    "eq": _binary("eq", lambda a, b: a == b, True), "ne": _binary("ne", lambda a, b: a != b, True),
    "gt": _binary("gt", lambda a, b: a > b, True), "in": _binary("in", lambda a, b: a in b, True),
    "not": _unary("not", lambda a: not a, True), "and": _test("and", all), "or": _test("or", any),
    "slice": _slice, "sort": _unary("sort", sorted), "values": _unary("values", lambda m: list(m.values())),
    "keys": _unary("keys", list), "items": _unary("items", lambda m: [list(kv) for kv in m.items()]),
    "unique": _unary("unique", _unique), "count": _unary("count", _count, True),
    "without": _binary("without", _without), "range": _range, "repeat": _repeat, "keyed": _keyed,
    "group": _group, "copies": _copies, "merge": _unary("merge", _merge),
    "pairs": _binary("pairs", lambda keys, values: dict(zip(keys, values))),
}
