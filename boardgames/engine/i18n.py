"""Localized text: every string a player reads comes from locale data files.

Messages are stored as a key plus arguments (in the game log, in refusals, in
tooltips) and rendered at display time, so switching language re-renders all.
"""
from __future__ import annotations

import string
from typing import Any

LANGUAGES = ("en", "zh-Hant")
FALLBACK = "en"


class _Args(dict):
    def __missing__(self, key):
        return "{" + key + "}"


class Locale:
    def __init__(self, strings: dict[str, dict[str, str]], lang: str = FALLBACK):
        self.strings = strings
        self.lang = lang if lang in strings else FALLBACK

    def has(self, key: str) -> bool:
        return key in self.strings.get(self.lang, {}) or key in self.strings.get(FALLBACK, {})

    def t(self, key: str, **args: Any) -> str:
        table = self.strings.get(self.lang, {})
        template = table.get(key)
        if template is None:
            template = self.strings.get(FALLBACK, {}).get(key, key)
        if not args:
            return template
        return string.Formatter().vformat(template, (), _Args({k: self.arg(v) for k, v in args.items()}))

    def arg(self, value: Any) -> Any:
        if isinstance(value, dict) and "key" in value:
            return self.render(value)
        if isinstance(value, str) and value.startswith("@"):
            return self.t(value[1:])
        if isinstance(value, (list, tuple)):
            sep = "、" if self.lang == "zh-Hant" else ", "
            return sep.join(str(self.arg(v)) for v in value)
        return value

    def render(self, message: dict) -> str:
        return self.t(message["key"], **message.get("args", {}))


def flatten(tree: dict, prefix: str = "") -> dict[str, str]:
    """Nested locale YAML to dotted keys: {'menu': {'quit': 'Quit'}} -> {'menu.quit': 'Quit'}."""
    out: dict[str, str] = {}
    for key, value in tree.items():
        full = f"{prefix}{key}"
        if isinstance(value, dict):
            out.update(flatten(value, full + "."))
        else:
            out[full] = str(value)
    return out
