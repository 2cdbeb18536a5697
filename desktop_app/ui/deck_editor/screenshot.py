"""Staging the deck editor for ``screenshot --view deck-editor --game G``.

``stage(editor, game, size)`` shows the editor on ``game`` with the game's first demo deck
open, the statistics tab up and a card in the preview, and returns once the search, the
deck and every picture on screen have arrived (or ``WAIT_MS`` has passed).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from desktop_app.bridge import resources_dir
from desktop_app.ui.deck_editor.window import DeckEditorWindow

#: The longest wait for each step, in milliseconds.
WAIT_MS = 30_000


def _wait(signal: object) -> None:
    """Run the event loop until ``signal`` fires (or ``WAIT_MS`` passes)."""
    loop = QEventLoop()
    signal.connect(loop.quit)  # type: ignore[attr-defined]
    QTimer.singleShot(WAIT_MS, loop.quit)
    loop.exec()
    signal.disconnect(loop.quit)  # type: ignore[attr-defined]


def stage(editor: DeckEditorWindow, game: str, size: tuple[int, int]) -> None:
    """Prepare ``editor`` for its picture (see the module docstring)."""
    app = QApplication.instance()
    assert app is not None
    editor.resize(*size)
    editor.show()
    if editor.game != game:
        editor.set_game(game)
    if editor.browser_model.searching:
        _wait(editor.browser_model.search_finished)
    demos = sorted((resources_dir() / "decks" / game).glob("*.json"))
    if demos:
        editor.open_demo_deck(demos[0], demos[0].stem)
        _wait(editor.deck_opened)
        editor.undo_stack.setClean()  # a staged deck, not the user's edit: closing asks nothing
    editor.tabs.setCurrentWidget(editor.stats_panel)
    records = editor.browser_model.records()
    if records:
        editor.browser.grid.setCurrentIndex(editor.browser_model.index(min(3, len(records) - 1), 0))
    deadline = time.monotonic() + WAIT_MS / 1000
    for _ in range(6):
        app.processEvents()
        editor.repaint()
        app.processEvents()
        if editor.images.loading == 0 or time.monotonic() > deadline:
            break
        _wait(editor.images.idle)
    app.processEvents()
