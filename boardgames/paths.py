"""Where things live: bundled resources, and the player's saves and settings.

Resources are found the same way from a checkout and from a PyInstaller
bundle (which unpacks next to `sys._MEIPASS`). User files go to platformdirs'
per-user folders, never next to the program.
"""
from __future__ import annotations

import sys
from pathlib import Path

from platformdirs import PlatformDirs

APP = "boardgames"


def resource_root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    return resource_root() / "data"


def sprites_dir() -> Path:
    return resource_root() / "sprites"


def fonts_dir() -> Path:
    return resource_root() / "sprites" / "fonts"


def _dirs() -> PlatformDirs:
    return PlatformDirs(APP, appauthor=False)


def saves_dir() -> Path:
    return Path(_dirs().user_data_dir) / "saves"


def install_key_file() -> Path:
    """The key this install seals its saves with (boardgames/seal.py): beside the saves folder,
    not in it, so a copied saves folder does not carry it along."""
    return Path(_dirs().user_data_dir) / "install.key"


def settings_file() -> Path:
    return Path(_dirs().user_config_dir) / "settings.json"


def validated_cache() -> Path:
    """The fingerprints of game data that passed validation (engine/catalog_cache.py)."""
    return Path(_dirs().user_cache_dir) / "validated.json"
