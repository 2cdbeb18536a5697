"""Autosave and crash detection: the game in progress survives a crash.

After every choice the session hands ``AutosaveStore.write`` the saved form of the game,
which writes it at once and atomically (a temporary file in the same folder, flushed and
synced, then ``os.replace``): a crash mid-write leaves the previous autosave whole, and a
crash after a choice never loses that choice.

While a game is open a lock file exists; a normal close removes it. Finding it at start-up
means the app did not close normally, and the start screen offers to resume.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from card_db.fs import explain
from desktop_app import inputs
from desktop_app.bridge.paths import autosave_path, session_lock_path
from desktop_app.inputs import InputError

log = logging.getLogger(__name__)


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old file or the new one, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def read_json(path: Path) -> Any:
    """The JSON in ``path``; ``None`` if there is no such file or it cannot be taken (too
    large, not JSON, nested too deeply: ``desktop_app.inputs``), which is logged."""
    if not path.exists():
        return None
    try:
        return inputs.read_json(path)
    except InputError as error:
        log.warning("%s", error)
        return None


class AutosaveStore(QObject):
    """The autosave file and the crash lock of the game in progress.

    Args:
        path: the autosave file (default: ``autosave.json`` in the data folder).
        lock_path: the lock file (default: ``session.lock`` in the data folder).
    """

    #: writing failed (the reason)
    failed = Signal(str)

    def __init__(
        self, path: Path | None = None, lock_path: Path | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.path = path or autosave_path()
        self.lock_path = lock_path or session_lock_path()

    # ------------------------------------------------------------------ writing
    def write(self, data: dict[str, Any]) -> None:
        """Write ``data`` (a saved game) now, atomically.

        On the calling thread, before the choice's picture reaches the screen: a crash or a
        kill at any later moment finds this choice on disk. A 400-choice game writes in
        about 3 ms (docs/benchmarks.md).
        """
        try:
            write_atomic(self.path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))
        except OSError as error:
            log.error("autosave to %s failed: %s", self.path, error)
            self.failed.emit(f"The game is not autosaved: {explain(error, self.path)}.")

    # ------------------------------------------------------------------ reading
    def read(self) -> dict[str, Any] | None:
        """The autosaved game, if there is a readable one."""
        data = read_json(self.path)
        return data if isinstance(data, dict) else None

    def exists(self) -> bool:
        return self.path.is_file()

    def clear(self) -> None:
        """Forget the autosave (a finished game)."""
        self.path.unlink(missing_ok=True)

    # ------------------------------------------------------------------ crash detection
    def lock(self) -> None:
        """Mark a game as open. A lock that cannot be written (a read-only or full data folder)
        is a warning (``failed``), not a reason to refuse the game: only crash detection is lost."""
        try:
            self.lock_path.parent.mkdir(parents=True, exist_ok=True)
            self.lock_path.write_text(str(os.getpid()), encoding="utf-8")
        except OSError as error:
            log.warning("crash lock %s not written: %s", self.lock_path, error)
            reason = explain(error, self.lock_path)
            self.failed.emit(f"No crash lock: {reason}. The game goes on, but a crash would go unnoticed.")

    def unlock(self) -> None:
        """Mark a normal close."""
        try:
            self.lock_path.unlink(missing_ok=True)
        except OSError as error:
            log.warning("crash lock %s not removed: %s", self.lock_path, error)

    def crashed(self) -> bool:
        """Whether the last session did not close normally and left a game to resume."""
        return self.lock_path.is_file() and self.exists()
