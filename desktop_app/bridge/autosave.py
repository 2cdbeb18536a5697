"""Autosave and crash detection: no game in progress is lost, to a crash or to another game.

Every game in progress has an autosave file of its own (``AutosaveStore``); the
``AutosaveShelf`` is the folder that holds them (``autosaves/game-N.json`` in the data
folder): a new game, or a saved game opened, gets a new file, so starting or opening a game
never overwrites another, and the start screen's "Continue" lists them all
(``AutosaveEntry``: game, players, turn, time).

After every choice the session hands ``AutosaveStore.write`` the saved form of the game,
which writes it at once and atomically (a temporary file in the same folder, flushed and
synced, then ``os.replace``): a crash mid-write leaves the previous autosave whole, and a
crash after a choice never loses that choice.

While a game is open a lock file exists naming its autosave; a normal close removes it.
Finding it at start-up means the app did not close normally, and the start screen offers to
resume that game.
"""

from __future__ import annotations

import json
import logging
import os
import re
import tempfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from card_db.fs import explain
from desktop_app import inputs
from desktop_app.bridge.paths import autosave_path, autosaves_dir, session_lock_path
from desktop_app.engine.zones import player_name
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
        """Mark a game as open (the lock names this autosave). A lock that cannot be written (a
        read-only or full data folder) is a warning (``failed``), not a reason to refuse the
        game: only crash detection is lost."""
        try:
            self.lock_path.parent.mkdir(parents=True, exist_ok=True)
            self.lock_path.write_text(
                json.dumps({"pid": os.getpid(), "autosave": str(self.path)}), encoding="utf-8"
            )
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


@dataclass(frozen=True)
class AutosaveEntry:
    """A game in progress as "Continue" lists it.

    Attributes:
        path: its autosave file.
        game: the game's id; ``title``: its name.
        mode: who sat at the computer (``goldfish``, ``hot-seat`` …).
        players: the two decks' names.
        turn: the turn it stopped at (``None`` when the autosave does not say).
        moves: how many choices were made.
        saved: when the autosave was last written (the file's time; never part of the game).
        finished: the game is over.
    """

    path: Path
    game: str
    title: str
    mode: str
    players: tuple[str, str]
    turn: int | None
    moves: int
    saved: datetime
    finished: bool

    def describe(self) -> str:
        """``Weiß Schwarz · Goldfish: Lanterns vs Pirates · turn 7 · 63 moves · 23 Nov 20:31``."""
        mode = "Goldfish" if self.mode == "goldfish" else "Two players"
        turn = f" · turn {self.turn}" if self.turn is not None else ""
        when = self.saved.strftime("%d %b %H:%M")
        players = f"{self.players[0]} vs {self.players[1]}"
        return f"{self.title} · {mode}: {players}{turn} · {self.moves} moves · {when}"


def entry_of(path: Path, data: Any) -> AutosaveEntry | None:
    """What ``data`` (the autosave in ``path``) is, for the list; ``None`` if it is no saved game."""
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        return None
    table = data["table"] if isinstance(data.get("table"), dict) else {}
    decks = data["decks"] if isinstance(data.get("decks"), list) else []
    names = [str(d.get("name", "")) if isinstance(d, dict) else "" for d in decks[:2]]
    names += [""] * (2 - len(names))
    players = tuple(name or player_name(seat) for seat, name in enumerate(names))
    turn = table.get("turn")
    try:
        saved = datetime.fromtimestamp(path.stat().st_mtime)
    except OSError:
        return None
    return AutosaveEntry(
        path,
        data["game"],
        str(table.get("title") or data["game"]),
        str(table.get("mode", "hot-seat")),
        (players[0], players[1]),
        turn if isinstance(turn, int) else None,
        len(data.get("choices") or []),
        saved,
        bool(table.get("finished")),
    )


class AutosaveShelf(QObject):
    """The autosaves of every game in progress, one file each (see the module docstring).

    Args:
        folder: where they are (default: ``autosaves`` in the data folder).
        lock_path: the lock file (default: ``session.lock`` in the data folder).
        legacy: the single autosave of earlier versions, listed too if it is there.
    """

    def __init__(
        self,
        folder: Path | None = None,
        lock_path: Path | None = None,
        legacy: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.folder = folder or autosaves_dir()
        self.lock_path = lock_path or session_lock_path()
        self.legacy = legacy or autosave_path()

    def new_store(self) -> AutosaveStore:
        """The autosave of a new game: a file no other game uses (``game-N.json``, N one more
        than the highest there)."""
        numbers = [int(m.group(1)) for p in self._files() if (m := re.fullmatch(r"game-(\d+)\.json", p.name))]
        return self.store(self.folder / f"game-{max(numbers, default=0) + 1}.json")

    def store(self, path: Path) -> AutosaveStore:
        """The autosave in ``path`` (a game taken up again keeps writing where it was)."""
        return AutosaveStore(path, self.lock_path, parent=self)

    def entries(self) -> list[AutosaveEntry]:
        """The games in progress (finished ones left out), the most recently played first."""
        found = []
        for path in [*self._files(), self.legacy]:
            entry = entry_of(path, read_json(path)) if path.is_file() else None
            if entry is not None and not entry.finished:
                found.append(entry)
        found.sort(key=lambda e: (e.saved, e.path.name), reverse=True)
        return found

    def crashed(self) -> AutosaveStore | None:
        """The autosave of the game that was open when the app last stopped without closing
        normally, if there is one to resume."""
        if not self.lock_path.is_file():
            return None
        data = read_json(self.lock_path)
        named = data.get("autosave") if isinstance(data, dict) else None
        path = Path(named) if isinstance(named, str) else self.legacy
        return self.store(path) if path.is_file() else None

    def unlock(self) -> None:
        """Forget a crash (the player chose not to resume)."""
        self.lock_path.unlink(missing_ok=True)

    def _files(self) -> list[Path]:
        return sorted(self.folder.glob("game-*.json")) if self.folder.is_dir() else []
