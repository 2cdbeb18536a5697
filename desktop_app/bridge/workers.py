"""Work off the GUI thread: a small task runner over ``QThreadPool``.

A ``TaskRunner`` lives in the GUI thread. ``submit(fn, on_done, on_error)`` runs ``fn`` on a
pool thread and calls ``on_done(result)`` (or ``on_error(message)``) back in the GUI thread,
through a queued signal, so callbacks may touch widgets and scenes freely. ``DatabaseTasks``
adds a card database connection per pool thread: SQLite connections must stay on the thread
that opened them, so each worker opens its own, once.
"""

from __future__ import annotations

import itertools
import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from card_db import CardDatabase
from desktop_app import crashlog

log = logging.getLogger(__name__)

T = TypeVar("T")
Done = Callable[[Any], None]
Failed = Callable[[str], None]


class _TaskSignals(QObject):
    """Carries a task's result from its pool thread to the runner in the GUI thread."""

    finished = Signal(int, object)
    failed = Signal(int, str)


class _Task(QRunnable):
    def __init__(self, token: int, fn: Callable[[], Any], signals: _TaskSignals) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._token = token
        self._fn = fn
        self._signals = signals

    def run(self) -> None:
        try:
            result = self._fn()
        except Exception as error:  # reported to the GUI, which shows it; the traceback goes to the log
            where = crashlog.install()
            log.exception("background task failed")
            details = f" (details in {where})" if where is not None else ""
            self._signals.failed.emit(self._token, f"{type(error).__name__}: {error}{details}")
        else:
            self._signals.finished.emit(self._token, result)


class TaskRunner(QObject):
    """Runs callables on a thread pool and delivers their results in the GUI thread.

    Args:
        max_threads: the pool size (``None``: one per core, at least two).
        parent: the Qt parent.
    """

    #: emitted when the number of running tasks changes (for busy indicators)
    pending_changed = Signal(int)

    def __init__(self, max_threads: int | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(max_threads or max(2, QThreadPool.globalInstance().maxThreadCount()))
        self._signals = _TaskSignals(self)
        self._signals.finished.connect(self._deliver)
        self._signals.failed.connect(self._fail)
        self._callbacks: dict[int, tuple[Done | None, Failed | None]] = {}
        self._tokens = itertools.count(1)

    @property
    def pending(self) -> int:
        """Tasks submitted whose callbacks have not run yet."""
        return len(self._callbacks)

    def submit(
        self, fn: Callable[[], Any], on_done: Done | None = None, on_error: Failed | None = None
    ) -> int:
        """Run ``fn()`` on the pool; return a token identifying the task."""
        token = next(self._tokens)
        self._callbacks[token] = (on_done, on_error)
        self.pool.start(_Task(token, fn, self._signals))
        self.pending_changed.emit(len(self._callbacks))
        return token

    def wait(self, msecs: int = 30_000) -> bool:
        """Block until every task has finished (shutdown and tests); ``True`` if all did."""
        return bool(self.pool.waitForDone(msecs))

    def _deliver(self, token: int, result: object) -> None:
        done, _ = self._callbacks.pop(token, (None, None))
        self.pending_changed.emit(len(self._callbacks))
        if done is not None:
            done(result)

    def _fail(self, token: int, message: str) -> None:
        _, failed = self._callbacks.pop(token, (None, None))
        self.pending_changed.emit(len(self._callbacks))
        if failed is not None:
            failed(message)


class DatabaseTasks(TaskRunner):
    """A ``TaskRunner`` whose tasks receive a card database connection of their own thread.

    Args:
        path: the database file (already created and seeded; see ``open_database_file``).
    """

    def __init__(self, path: Path, max_threads: int | None = None, parent: QObject | None = None) -> None:
        super().__init__(max_threads, parent)
        self.path = path
        self._local = threading.local()
        # Pool threads keep their connection; letting them expire would only reopen it.
        self.pool.setExpiryTimeout(-1)

    def _database(self) -> CardDatabase:
        database: CardDatabase | None = getattr(self._local, "database", None)
        if database is None:
            database = CardDatabase.open(self.path)
            self._local.database = database
        return database

    def query(
        self,
        fn: Callable[[CardDatabase], Any],
        on_done: Done | None = None,
        on_error: Failed | None = None,
    ) -> int:
        """Run ``fn(database)`` on a pool thread with that thread's connection."""
        return self.submit(lambda: fn(self._database()), on_done, on_error)


def open_database_file(path: Path | None = None) -> tuple[Path, str]:
    """Open (creating and seeding from the demo sets if needed) the card database; return its
    path and a notice for the user (empty, or what was done about a damaged file).

    Called on a worker thread at start-up: the first run builds the database from
    ``resources/``; a damaged file is moved aside and rebuilt (``open_or_rebuild``). The
    connection is closed again; workers open their own.
    """
    from desktop_app.bridge.paths import resources_dir

    database, notice = CardDatabase.open_or_rebuild(path, resources=resources_dir())
    with database:
        return database.path, notice
