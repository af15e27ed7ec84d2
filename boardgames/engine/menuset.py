"""The former home of a game's named menus, kept so that the modules importing it still work:
the named menus are engine/menu.py's `Menus` (entries, `Stop`) and their decision is
engine/menutask.py's `NamedMenuTask`."""
from __future__ import annotations

from .menu import NAME, MenuEntry as Entry, Menus as MenuSet, Stop  # noqa: F401
from .menutask import NamedMenuTask as MenuSetTask  # noqa: F401
