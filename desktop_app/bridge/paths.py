"""Where the app keeps its files: the user data folder and the shipped resources.

The data folder is the card database's (``TABLETOP_DATA_DIR`` if set, else the platformdirs
user data folder), so tests and portable installs redirect everything with one variable.
Nothing is ever written into the install folder.
"""

from __future__ import annotations

from pathlib import Path

from card_db import default_path
from desktop_app.games._resources import resources_dir

__all__ = [
    "autosave_path",
    "autosaves_dir",
    "data_dir",
    "resources_dir",
    "session_lock_path",
    "settings_path",
    "ui_resource",
]


def data_dir() -> Path:
    """The user data folder (created on demand by the writers, not here)."""
    return default_path().parent


def autosave_path() -> Path:
    """The single autosave of earlier versions (still listed, and the default of a lone store)."""
    return data_dir() / "autosave.json"


def autosaves_dir() -> Path:
    """One autosave per game in progress."""
    return data_dir() / "autosaves"


def session_lock_path() -> Path:
    """Present while a game is open; left behind by a crash, which is how start-up notices one."""
    return data_dir() / "session.lock"


def settings_path() -> Path:
    """The table settings (an INI file written through ``QSettings``)."""
    return data_dir() / "settings.ini"


def ui_resource(name: str) -> Path:
    """A file of ``resources/ui`` (style sheets, icons)."""
    return resources_dir() / "ui" / name
