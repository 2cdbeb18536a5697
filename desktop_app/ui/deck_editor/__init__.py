"""The visual deck editor: browse a game's cards, build a deck, check it, save it, try it.

``open_deck_editor(parent)`` is what the main window's "Deck editor" button calls: it shows
the editor (one per main window), sharing the main window's card database workers and
picture cache, and connects "Test this deck" to the main window's goldfish game. See
``docs/deck-editor.md``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop_app.ui.deck_editor.window import DeckEditorWindow

__all__ = ["DeckEditorWindow", "open_deck_editor"]


def open_deck_editor(parent: QWidget | None = None, game: str | None = None) -> DeckEditorWindow:
    """Show the deck editor of ``parent`` (the main window), creating it on first use.

    The editor uses ``parent.db_tasks`` and ``parent.images`` when the parent has them (it
    picks up the database when ``parent.database_ready`` fires later), starts on ``game``
    (else the game chosen last on the start screen), and asks ``parent.start_goldfish`` for
    "Test this deck".
    """
    existing = parent.findChild(DeckEditorWindow) if parent is not None else None
    if isinstance(existing, DeckEditorWindow):
        if game is not None and game != existing.game and existing.deck_model.is_empty():
            existing.set_game(game)
        existing.show()
        existing.raise_()
        existing.activateWindow()
        return existing
    tasks = getattr(parent, "db_tasks", None)
    images = getattr(parent, "images", None)
    settings = getattr(parent, "settings", None)
    chosen = game or getattr(settings, "last_game", None) or "weiss-schwarz"
    editor = DeckEditorWindow(tasks, images, chosen, parent)
    ready = getattr(parent, "database_ready", None)
    if ready is not None and tasks is None:
        ready.connect(lambda ok: editor.set_tasks(getattr(parent, "db_tasks", None)) if ok else None)
    start = getattr(parent, "start_goldfish", None)
    if callable(start):
        editor.test_requested.connect(lambda game_id, deck: _start_test(parent, start, game_id, deck))
    editor.show()
    return editor


def _start_test(parent: QWidget | None, start: object, game_id: str, deck: object) -> None:
    assert callable(start)
    start(game_id, deck)
    if parent is not None:
        parent.raise_()
        parent.activateWindow()
