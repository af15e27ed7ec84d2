"""Where things live: bundled resources, and the player's saves and settings.

Resources are found the same way from a checkout and from a PyInstaller
bundle (which unpacks next to `sys._MEIPASS`). User files go to platformdirs'
per-user folders, never next to the program.
"""
from __future__ import annotations

import hashlib
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


def program_identity(frozen: bool | None = None, version: str | None = None, code: Path | None = None) -> str:
    """A short digest of what identifies this program: a built bundle or a source checkout, its
    version and the folder its code runs from (by default, this program's own). A development
    install and the bundle, or two checkouts, differ in it."""
    from . import __version__
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    code = Path(__file__).resolve().parent if code is None else Path(code)
    text = f"{'bundle' if frozen else 'source'}\0{__version__ if version is None else version}\0{code}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def validated_cache() -> Path:
    """The fingerprints of game data that passed validation (engine/catalog_cache.py), in a
    folder of this program's own (`program_identity`): programs that shared one record would
    each drop the other's data from it, and every switch between them would start cold."""
    return Path(_dirs().user_cache_dir) / "validated" / program_identity() / "validated.json"
