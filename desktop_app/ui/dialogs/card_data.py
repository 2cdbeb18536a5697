"""Card data from the app: import a data set, import images, fetch images (File menu).

``CardDataDialog`` runs one job of ``JOBS`` on a worker thread with its own database
connection (SQLite connections stay on their thread), shows its progress, can cancel it, and
ends with a summary: cards added, updated, unchanged, and everything skipped with the reason.

- ``data``: files, a folder or a zip of a supported data set; the game is recognised from
  the data's shape (``card_db.importers.recognise_game``) or asked. One transaction per
  source, so cancelling leaves the database as it was.
- ``images``: a folder or zip of card images, matched to cards by file name.
- ``fetch``: downloads the pictures the card records name (an explicit, opt-in network
  action). Each picture is stored as it arrives, so a cancelled run keeps what it got and the
  next run continues with the cards still without a picture.

``FirstStartOffer`` is shown once, on the first start, and offers these jobs.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from card_db import GAMES, CardDatabase, CardDbError, ImageReport, ImportResult
from card_db.importers import recognise_game
from desktop_app.bridge import TaskRunner
from desktop_app.cardcommands import compile_batch

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Job:
    """One kind of work the dialog does: its window title, what it asks, its start button."""

    title: str
    intro: str
    start: str
    sources: tuple[str, ...]  # the "choose" buttons: "files", "folder", "zip"
    any_game: str  # the first entry of the game list ("" when a game must be chosen)


JOBS: dict[str, Job] = {
    "data": Job(
        "Import card data",
        "Choose card-data files, a folder or a zip of a data set (the Weiß Schwarz English "
        "set files, ONE PIECE card exports, Force of Will's cards.json, or the project's own "
        "JSON/CSV). A record with a broken field is skipped and listed; the rest is imported.",
        "Import",
        ("files", "folder", "zip"),
        "Recognise the game from the data",
    ),
    "images": Job(
        "Import card images",
        "Choose a folder or a zip of card pictures. A picture is matched to its card by file "
        "name: the card code (KGL_S79_E001.png) or the image name the card's record gives.",
        "Import",
        ("folder", "zip"),
        "Any game",
    ),
    "fetch": Job(
        "Fetch card images",
        "Download the pictures the card records name, from the addresses in the data set. "
        "This uses the network. Cards that already have a picture are skipped, so a cancelled "
        "download continues where it stopped.",
        "Download",
        (),
        "",
    ),
}


#: Import stages -> the words the progress line uses.
_STAGES = {"reading": "Reading files", "records": "Reading cards", "writing": "Writing cards"}


class Cancelled(Exception):
    """Raised inside a job's progress report when the user cancelled it."""


def describe_import(result: ImportResult) -> list[str]:
    """The summary lines of a card-data import."""
    lines = [
        f"{GAMES[result.game].title}: {result.total} cards read from {len(result.files)} file(s) — "
        f"{result.added} added, {result.updated} updated, {result.unchanged} unchanged, "
        f"{len(result.problems)} skipped; {result.sets} set(s) named."
    ]
    lines += [f"skipped: {problem}" for problem in result.problems]
    lines += [f"skipped file {name}: {reason}" for name, reason in result.skipped_files]
    return lines


def describe_images(report: ImageReport, verb: str) -> list[str]:
    """The summary lines of an image import or download."""
    lines = [f"{verb} {len(report.stored)} picture(s); skipped {len(report.skipped)}."]
    lines += [f"skipped {name}: {reason}" for name, reason in report.skipped]
    return lines


class CardDataDialog(QDialog):
    """Runs one job (``JOBS``) against the database at ``database_path``.

    Signals:
        progressed: (done, total, what) from the worker thread (queued to the GUI thread).
        finished_job: the summary lines, once the job ended (done, failed or cancelled).
    """

    progressed = Signal(int, int, str)
    finished_job = Signal(list)

    def __init__(self, kind: str, database_path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.job = JOBS[kind]
        self.database_path = database_path
        self.sources: list[Path] = []
        self.summary_lines: list[str] = []
        self._cancel = threading.Event()
        self._runner = TaskRunner(1, self)
        self._running = False
        self.setObjectName(f"cardData-{kind}")
        self.setWindowTitle(self.job.title)
        self.resize(760, 520)

        intro = QLabel(self.job.intro, self)
        intro.setWordWrap(True)
        self.source_edit = QLineEdit(self)
        self.source_edit.setReadOnly(True)
        self.source_edit.setPlaceholderText("Nothing chosen yet")
        source_row = QHBoxLayout()
        source_row.addWidget(self.source_edit, 1)
        self.choose_buttons: dict[str, QPushButton] = {}
        for source in self.job.sources:
            button = QPushButton({"files": "Files…", "folder": "Folder…", "zip": "Zip…"}[source], self)
            button.clicked.connect(lambda _checked=False, s=source: self.choose(s))
            source_row.addWidget(button)
            self.choose_buttons[source] = button
        self.game_box = QComboBox(self)
        if self.job.any_game:
            self.game_box.addItem(self.job.any_game, "")
        for game_id, spec in GAMES.items():
            self.game_box.addItem(spec.title, game_id)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.progress_label = QLabel("", self)
        self.summary = QPlainTextEdit(self)
        self.summary.setObjectName("cardDataSummary")
        self.summary.setReadOnly(True)
        self.summary.setPlaceholderText("The summary appears here when the job has ended.")
        self.buttons = QDialogButtonBox(self)
        self.start_button = self.buttons.addButton(self.job.start, QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel_or_close)
        self.start_button.setEnabled(not self.job.sources)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        if self.job.sources:
            layout.addLayout(source_row)
        game_row = QHBoxLayout()
        game_row.addWidget(QLabel("Game:", self))
        game_row.addWidget(self.game_box, 1)
        layout.addLayout(game_row)
        layout.addWidget(self.progress)
        layout.addWidget(self.progress_label)
        layout.addWidget(self.summary, 1)
        layout.addWidget(self.buttons)
        self.progressed.connect(self._show_progress)

    # ------------------------------------------------------------------ choosing
    def choose(self, source: str) -> None:
        """Ask for the files, folder or zip to read."""
        if source == "files":
            names, _ = QFileDialog.getOpenFileNames(
                self, "Card-data files", "", "Card data (*.json *.csv);;All files (*)"
            )
            self.set_sources([Path(name) for name in names])
        elif source == "folder":
            folder = QFileDialog.getExistingDirectory(self, "A folder")
            self.set_sources([Path(folder)] if folder else [])
        else:
            name, _ = QFileDialog.getOpenFileName(self, "A zip archive", "", "Zip archives (*.zip)")
            self.set_sources([Path(name)] if name else [])

    def set_sources(self, paths: list[Path]) -> None:
        """Use ``paths`` as what to import; for card data, the game is recognised from them."""
        if not paths:
            return
        self.sources = paths
        self.source_edit.setText("; ".join(str(p) for p in paths))
        self.start_button.setEnabled(True)
        if self.kind == "data":
            game = recognise_game(paths[0])
            index = self.game_box.findData(game or "")
            self.game_box.setCurrentIndex(max(index, 0))
            self.progress_label.setText(
                f"The data looks like {GAMES[game].title} data."
                if game
                else "The game could not be recognised from the data: choose it above."
            )

    def set_game(self, game: str) -> None:
        """Choose the game in the list."""
        self.game_box.setCurrentIndex(max(self.game_box.findData(game), 0))

    # ------------------------------------------------------------------ running
    @property
    def running(self) -> bool:
        return self._running

    def start(self) -> None:
        """Run the job on the worker thread."""
        game = str(self.game_box.currentData() or "")
        if self.kind == "data" and not game:
            game = next((g for g in (recognise_game(p) for p in self.sources) if g), "")
            if not game:
                self.progress_label.setText("The game could not be recognised: choose it, then start again.")
                return
        if self.kind == "fetch" and not game:
            return
        self._cancel.clear()
        self._running = True
        self.start_button.setEnabled(False)
        for button in self.choose_buttons.values():
            button.setEnabled(False)
        self.cancel_button.setText("Cancel")
        self.summary.clear()
        self.progress.setRange(0, 0)
        self.progress_label.setText("Starting…")
        work = self._work(game, list(self.sources))
        self._runner.submit(work, self._done, self._failed)

    def _report(self, what: str, done: int, total: int) -> None:
        """Progress from the worker thread; raises ``Cancelled`` once the user cancelled."""
        if self._cancel.is_set():
            raise Cancelled
        self.progressed.emit(done, total, what)

    def _work(self, game: str, sources: list[Path]) -> Callable[[], list[str]]:
        kind, report = self.kind, self._report

        def run() -> list[str]:
            lines: list[str] = []
            try:
                with CardDatabase.open(self.database_path) as database:
                    if kind == "data":
                        for source in sources:
                            result = database.import_file(
                                game,
                                source,
                                progress=lambda stage, n, total: report(_STAGES[stage], n, total),
                                prepare=compile_batch,
                            )
                            lines += describe_import(result)
                    elif kind == "images":
                        for source in sources:
                            images = database.import_images(
                                source,
                                game=game or None,
                                progress=lambda n, total: report("Reading pictures", n, total),
                            )
                            lines += describe_images(images, "Stored")
                    else:
                        fetched = database.fetch_images(
                            game, progress=lambda n, total: report("Downloading pictures", n, total)
                        )
                        lines += describe_images(fetched, "Downloaded")
            except Cancelled:
                lines.append(
                    "Cancelled. The pictures downloaded so far are kept; start again to continue."
                    if kind == "fetch"
                    else "Cancelled. Nothing of the interrupted import was written."
                )
            except CardDbError as error:
                lines.append(f"Not imported: {error}")
            except OSError as error:
                lines.append(f"Not imported: {error.filename or ''} {error.strerror or error}".strip())
            return lines

        return run

    def _show_progress(self, done: int, total: int, what: str) -> None:
        if not self._running:
            return
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(min(done, max(total, 1)))
        self.progress_label.setText(f"{what}: {done:,} of {total:,}")

    def _done(self, lines: object) -> None:
        self._finish(list(lines) if isinstance(lines, list) else [str(lines)])

    def _failed(self, message: str) -> None:
        self._finish([f"The job failed: {message}"])

    def _finish(self, lines: list[str]) -> None:
        self._running = False
        self.summary_lines = lines
        self.summary.setPlainText("\n".join(lines))
        self.progress.setRange(0, 1)
        self.progress.setValue(1)
        self.progress_label.setText(lines[0] if lines else "Done.")
        self.start_button.setEnabled(bool(self.sources) or not self.job.sources)
        for button in self.choose_buttons.values():
            button.setEnabled(True)
        self.cancel_button.setText("Close")
        log.info("%s: %s", self.job.title, lines[0] if lines else "done")
        self.finished_job.emit(lines)

    def cancel_or_close(self) -> None:
        """Cancel a running job (it stops at its next step), else close."""
        if self._running:
            self.request_cancel()
            self.progress_label.setText("Cancelling…")
        else:
            self.reject()

    def request_cancel(self) -> None:
        """Ask the running job to stop at its next step (safe from any thread)."""
        self._cancel.set()

    def wait(self, msecs: int = 60_000) -> bool:
        """Block until the worker has finished (tests and shutdown)."""
        return self._runner.wait(msecs)

    def done(self, result: int) -> None:
        """Closing the window cancels a running job first."""
        if self._running:
            self._cancel.set()
            self._runner.wait()
        super().done(result)


class FirstStartOffer(QDialog):
    """The first start's offer: the app has only its demo cards; import real ones now?

    ``chosen`` carries ``"data"``, ``"images"`` or ``"fetch"`` when the player picks one.
    """

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("firstStartOffer")
        self.setWindowTitle("Card data")
        text = QLabel(
            "<p><b>Welcome.</b> The app starts with small demo sets only: every card is drawn "
            "as a text proxy.</p><p>To play with a game's real cards, import a card data set "
            "(files, a folder or a zip), then its pictures from a folder or zip, or download "
            "them. You can do this later from the <b>File</b> menu, or from a terminal with "
            "<code>python -m desktop_app db import</code>.</p>",
            self,
        )
        text.setWordWrap(True)
        buttons = QDialogButtonBox(self)
        for kind, label in (
            ("data", "Import card data…"),
            ("images", "Import card images…"),
            ("fetch", "Fetch images…"),
        ):
            button = buttons.addButton(label, QDialogButtonBox.ButtonRole.ActionRole)
            button.clicked.connect(lambda _checked=False, k=kind: self._choose(k))
        later = buttons.addButton("Later", QDialogButtonBox.ButtonRole.RejectRole)
        later.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)
        self.resize(620, 220)

    def _choose(self, kind: str) -> None:
        self.accept()
        self.chosen.emit(kind)
