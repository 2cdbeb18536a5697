"""``GoldfishRunner``: goldfish statistics off the GUI thread, for the deck editor.

``start(game, deck, games)`` runs ``desktop_app.goldfish.goldfish_statistics`` on a pool thread
of its own; that thread hands the games to worker processes (one per core) and waits. Progress
comes back to the GUI thread as ``progressed(done, total)``, the result as
``finished(GoldfishStatistics)`` or ``failed(message)``, all through queued signals. ``stop()``
asks the run to end after the chunk of games in hand (and ``wait()`` waits for it: closing the
editor does both), so the GUI never waits on a long run.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from desktop_app.bridge.workers import TaskRunner
from desktop_app.engine.decks import DeckList
from desktop_app.goldfish import GoldfishStatistics, goldfish_statistics

__all__ = ["GoldfishRunner", "GoldfishStatistics"]


class GoldfishRunner(QObject):
    """Runs one goldfish statistics run at a time (see the module docstring).

    Args:
        jobs: worker processes (``None``: one per core).
        parent: the Qt parent.
    """

    #: games played so far, games asked for
    progressed = Signal(int, int)
    #: the run ended (``GoldfishStatistics``; fewer games than asked if it was stopped)
    finished = Signal(object)
    #: the run failed (the message)
    failed = Signal(str)

    def __init__(self, jobs: int | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.jobs = jobs
        self._tasks = TaskRunner(1, self)
        self._cancel: threading.Event | None = None

    @property
    def running(self) -> bool:
        return self._cancel is not None

    def start(self, game: str, deck: DeckList, games: int, seed: int = 1) -> bool:
        """Start a run of ``games`` games of ``deck``; ``False`` if one is running already."""
        if self._cancel is not None:
            return False
        cancel = self._cancel = threading.Event()

        def run() -> GoldfishStatistics:
            return goldfish_statistics(game, deck, games, seed, self.jobs, self.progressed.emit, cancel)

        self._tasks.submit(run, self._done, self._failed)
        return True

    def stop(self) -> None:
        """Ask the running run to end after the games in hand."""
        if self._cancel is not None:
            self._cancel.set()

    def wait(self, msecs: int = 60_000) -> bool:
        """Block until the run has ended (tests, shutdown); ``True`` if it did."""
        return self._tasks.wait(msecs)

    def _done(self, statistics: object) -> None:
        self._cancel = None
        self.finished.emit(statistics)

    def _failed(self, message: str) -> None:
        self._cancel = None
        self.failed.emit(message)
