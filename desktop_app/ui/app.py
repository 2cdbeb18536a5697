"""Starting the desktop app: ``run_app`` (``python -m desktop_app`` with no command).

Start-up shows the window at once and opens the card database in the background (the first
run builds it from the demo sets in ``resources/``, in ``TABLETOP_DATA_DIR`` or the user data
folder). If the last session ended in a crash with a game open, the app offers to resume it.
A second start on the same data folder brings the first window to the front and exits.
With ``self_test`` it opens the window and the database, processes events and exits 0 (1 if
the database could not be opened).
"""

from __future__ import annotations

import logging
import sys

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from desktop_app import crashlog
from desktop_app.bridge import Claim, SingleInstance, data_dir, load_settings, ui_resource
from desktop_app.ui.main_window import MainWindow

log = logging.getLogger(__name__)

APP_NAME = "Tabletop"
ORGANISATION = "tabletop-tcg"
STYLE_SHEET = "table.qss"
#: How long the self-test waits for the database, in milliseconds.
SELF_TEST_TIMEOUT_MS = 60_000


def application(argv: list[str] | None = None) -> QApplication:
    """The ``QApplication``: the running one, or a new one with the app's name and style."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
    else:
        app = QApplication(argv if argv is not None else sys.argv[:1])
        app.setApplicationName(APP_NAME)
        app.setOrganizationName(ORGANISATION)
    apply_style(app)
    return app


def apply_style(app: QApplication) -> None:
    """Load the style sheet from ``resources/ui`` (a missing file leaves Qt's default look)."""
    path = ui_resource(STYLE_SHEET)
    try:
        app.setStyleSheet(path.read_text(encoding="utf-8"))
    except OSError as error:
        log.warning("style sheet %s not loaded: %s", path, error)


def run_app(self_test: bool = False) -> int:
    """Run the desktop app; return its exit status (see the module docstring).

    One app runs per data folder: a second start asks the first to come to the front, says
    so, and exits 0. Warnings and errors go to the log file in the data folder; an exception
    nothing caught is logged and shown as a sentence, and the app goes on.
    """
    _log_to_stderr()
    crashlog.install()
    app = application()
    guard = SingleInstance(data_dir(), app)
    claim = guard.claim()
    if claim is Claim.RUNNING:
        print(f"Tabletop is already open with the data folder {data_dir()}; it was brought to the front.")
        return 0
    window = MainWindow(load_settings())
    guard.raise_requested.connect(window.bring_to_front)
    sys.excepthook = window.report_unexpected
    window.show()
    if claim is Claim.UNGUARDED:
        window.show_status(f"Warning: {guard.reason}")
    try:
        if self_test:
            return _self_test(app, window)
        window.database_ready.connect(lambda ok: ok and window.offer_card_data())
        window.open_database()
        QTimer.singleShot(0, window.offer_crash_resume)
        return int(app.exec())
    finally:
        sys.excepthook = sys.__excepthook__
        guard.release()


def _log_to_stderr() -> None:
    """INFO and above on standard error (beside the log file, which ``crashlog`` adds for
    warnings): ``basicConfig`` would do nothing once the log file's handler is in place."""
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    if not any(type(handler) is logging.StreamHandler for handler in root.handlers):
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)


def _self_test(app: QApplication, window: MainWindow) -> int:
    outcome: list[bool] = []
    loop = QEventLoop()

    def ready(ok: bool) -> None:
        outcome.append(ok)
        loop.quit()

    window.database_ready.connect(ready)
    window.open_database()
    QTimer.singleShot(SELF_TEST_TIMEOUT_MS, loop.quit)
    if not outcome:
        loop.exec()
    app.processEvents()
    ok = bool(outcome) and outcome[0]
    print("self-test:", "the window and the card database opened" if ok else "the card database did not open")
    window.close()
    app.processEvents()
    return 0 if ok else 1
