"""The table's settings: a typed dataclass, stored through ``QSettings`` at the edge.

Each field carries its description in ``metadata["description"]`` (shown as tool tips).
``load_settings`` reads every field with its declared type and falls back to the default
for a missing or unreadable value, so an old or hand-edited file never breaks start-up.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, fields, replace
from pathlib import Path

from PySide6.QtCore import QSettings

from desktop_app.bridge.paths import settings_path

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class TableSettings:
    """What the player can set; each field's description says what it does."""

    manual_mode: bool = field(
        default=False,
        metadata={
            "description": "When no rules option fits a drop, move the card by hand instead of "
            "refusing it (hold Shift while dropping for a single manual move)."
        },
    )
    privacy_screen: bool = field(
        default=True,
        metadata={
            "description": "In a two-player game, cover the table at every hand-over until the "
            "next player sits down."
        },
    )
    show_log: bool = field(default=True, metadata={"description": "Show the game log beside the table."})
    last_game: str = field(
        default="weiss-schwarz", metadata={"description": "The game chosen last on the start screen."}
    )
    last_mode: str = field(
        default="goldfish", metadata={"description": "The mode chosen last: goldfish or hot-seat."}
    )
    card_data_offered: bool = field(
        default=False,
        metadata={"description": "The first start's offer to import card data was shown."},
    )

    @staticmethod
    def describe(name: str) -> str:
        """The description of the field ``name``."""
        for item in fields(TableSettings):
            if item.name == name:
                return str(item.metadata.get("description", ""))
        raise KeyError(name)


def _qsettings(path: Path | None) -> QSettings:
    return QSettings(str(path or settings_path()), QSettings.Format.IniFormat)


def load_settings(path: Path | None = None) -> TableSettings:
    """Read the settings (defaults for anything missing or malformed)."""
    store = _qsettings(path)
    values: dict[str, object] = {}
    defaults = TableSettings()
    for item in fields(TableSettings):
        default = getattr(defaults, item.name)
        raw = store.value(f"table/{item.name}")
        if raw is None:
            continue
        try:
            if isinstance(default, bool):
                values[item.name] = raw if isinstance(raw, bool) else str(raw).lower() in {"true", "1", "yes"}
            elif isinstance(default, float):
                values[item.name] = float(str(raw))
            elif isinstance(default, int):
                values[item.name] = int(str(raw))
            else:
                values[item.name] = str(raw)
        except ValueError:
            log.warning("setting %s: unreadable value %r; using the default", item.name, raw)
    return replace(defaults, **values)  # type: ignore[arg-type]


def save_settings(settings: TableSettings, path: Path | None = None) -> None:
    """Write every field of ``settings``."""
    store = _qsettings(path)
    for item in fields(TableSettings):
        store.setValue(f"table/{item.name}", getattr(settings, item.name))
    store.sync()
