"""A compiled checker for the small part of JSON Schema that the save format uses.

Loading a save must fit in a frame, and `jsonschema` spends about 20 ms walking the
moves and log entries of a long game (it interprets the schema anew at every node).
Compiling the schema once into nested closures checks the same document in about a
tenth of that. Only the keywords below are understood; any other keyword in a schema
is refused when it is compiled, so a rule can never be silently left unchecked. The
tests hold this checker to `jsonschema`'s verdict on thousands of edited documents.
"""
from __future__ import annotations

import re
from typing import Any, Callable

#: a check returns the path (a tuple of keys and indices) of the first fault, or None
Check = Callable[[Any, tuple], "tuple | None"]

KEYWORDS = {"type", "required", "properties", "additionalProperties", "items", "const", "enum",
            "pattern", "maxLength", "minimum"}


def _is_integer(v) -> bool:
    return (type(v) is int) or (type(v) is float and v.is_integer())


_TYPES: dict[str, Callable[[Any], bool]] = {
    "object": lambda v: type(v) is dict,
    "array": lambda v: type(v) is list,
    "string": lambda v: type(v) is str,
    "integer": _is_integer,
    "number": lambda v: type(v) in (int, float),
    "boolean": lambda v: type(v) is bool,
    "null": lambda v: v is None,
}


def equal(a, b) -> bool:
    """JSON Schema's equality: true and 1 differ, 1 and 1.0 do not."""
    if type(a) is bool or type(b) is bool:
        return type(a) is type(b) and a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(equal(a[k], b[k]) for k in a)
    return a == b


def compile_schema(schema: dict) -> Check:
    """The schema as one function; raises ValueError for a keyword it does not understand."""
    unknown = set(schema) - KEYWORDS
    if unknown:
        raise ValueError(f"unsupported schema keywords: {sorted(unknown)}")
    checks: list[Check] = []
    if "type" in schema:
        names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        tests = [_TYPES[n] for n in names]
        checks.append(lambda v, at: None if any(t(v) for t in tests) else at)
    if "const" in schema:
        const = schema["const"]
        checks.append(lambda v, at: None if equal(v, const) else at)
    if "enum" in schema:
        allowed = list(schema["enum"])
        checks.append(lambda v, at: None if any(equal(v, a) for a in allowed) else at)
    if "pattern" in schema:
        pattern = re.compile(schema["pattern"])
        checks.append(lambda v, at: None if type(v) is not str or pattern.search(v) else at)
    if "maxLength" in schema:
        most = schema["maxLength"]
        checks.append(lambda v, at: None if type(v) is not str or len(v) <= most else at)
    if "minimum" in schema:
        least = schema["minimum"]
        checks.append(lambda v, at: None if type(v) not in (int, float) or v >= least else at)
    if "required" in schema:
        required = list(schema["required"])
        checks.append(lambda v, at: None if type(v) is not dict or all(k in v for k in required) else at)
    if "properties" in schema or schema.get("additionalProperties") is False:
        checks.append(_properties(schema))
    elif "additionalProperties" in schema:
        raise ValueError("additionalProperties: only false is supported")
    if "items" in schema:
        item = compile_schema(schema["items"])

        def items(v, at):
            if type(v) is list:
                for i, x in enumerate(v):
                    fault = item(x, at + (i,))
                    if fault is not None:
                        return fault
            return None
        checks.append(items)
    if len(checks) == 1:
        return checks[0]

    def all_of(v, at):
        for check in checks:
            fault = check(v, at)
            if fault is not None:
                return fault
        return None
    return all_of


def _properties(schema: dict) -> Check:
    props = {k: compile_schema(s) for k, s in schema.get("properties", {}).items()}
    closed = schema.get("additionalProperties") is False

    def check(v, at):
        if type(v) is not dict:
            return None
        if closed:
            for k in v:
                if k not in props:
                    return at + (k,)
        for k, sub in props.items():
            if k in v:
                fault = sub(v[k], at + (k,))
                if fault is not None:
                    return fault
        return None
    return check
