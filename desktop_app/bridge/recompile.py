"""Compile, at start, the cards imported before the card-text compiler or by another version.

``StaleCardCompiler`` runs ``cardcommands.recompile_stale`` on a database worker (never on the
GUI thread) and reports its progress through signals, which Qt delivers in the GUI thread:
the main window shows them in a progress dialog (``docs/card-compiler.md``, "When it runs").
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from desktop_app.bridge.workers import DatabaseTasks
from desktop_app.cardcommands import recompile_stale


class StaleCardCompiler(QObject):
    """Recompiles the stale cards of the card database once (see the module docstring)."""

    #: cards compiled so far, and how many are stale (emitted from the worker thread)
    progressed = Signal(int, int)
    #: all done: how many cards were compiled
    finished = Signal(int)
    #: the work failed: the message, in words a user can act on
    failed = Signal(str)

    def __init__(self, tasks: DatabaseTasks, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tasks = tasks

    def start(self) -> None:
        self._tasks.query(
            lambda db: recompile_stale(db, self.progressed.emit), self.finished.emit, self.failed.emit
        )
