"""Named kinds of one family (data-node types, task types): each name registered once.

`@KINDS.register class Feed(TaskType): t = "feed"` makes one instance and files it under
its name; a name given twice, or a kind without a name, is a programming error caught when
the module loads.
"""
from __future__ import annotations


class Kinds:
    """A registry of kinds named by the attribute `name_attr` of each."""

    name_attr = "type"
    family = "kind"

    def __init__(self):
        self.types: dict = {}

    def add(self, kind):
        name = getattr(kind, self.name_attr, "")
        if not name:
            raise ValueError(f"{type(kind).__name__} has no {self.family} name")
        if name in self.types:
            raise ValueError(f"{self.family} {name!r} registered twice")
        self.types[name] = kind
        return kind

    def register(self, cls):
        """Class decorator: registers one instance of the class."""
        self.add(cls())
        return cls

    def __getitem__(self, name: str):
        return self.types[name]

    def __contains__(self, name: str) -> bool:
        return name in self.types
