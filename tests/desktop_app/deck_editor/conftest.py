"""Fixtures for the deck editor's tests: a real card database built from ``resources/``.

The parent folder's conftest gives every test a private ``TABLETOP_DATA_DIR`` and marks the
tests ``gui``. The database is built once per session from the demo sets and copied into
each test's data folder, so every test starts from the same file and may change it.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from card_db import CardDatabase


@pytest.fixture(scope="session")
def seeded_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A card database with every game's demo set (built once)."""
    from desktop_app.bridge import resources_dir

    path = tmp_path_factory.mktemp("seeded") / "cards.sqlite"
    with CardDatabase.open(path, resources=resources_dir()) as database:
        assert database.stats().cards, "the demo sets should be in the database"
    return path


@pytest.fixture
def db_path(data_dir: Path, seeded_database: Path) -> Path:
    """This test's own copy of the seeded database, in its ``TABLETOP_DATA_DIR``."""
    data_dir.mkdir(parents=True, exist_ok=True)
    target = data_dir / "cards.sqlite"
    shutil.copyfile(seeded_database, target)
    return target


@pytest.fixture
def db_tasks(qtbot: Any, db_path: Path) -> Iterator[Any]:
    """Database workers over the test's database (waited for after the test)."""
    from desktop_app.bridge import DatabaseTasks

    tasks = DatabaseTasks(db_path)
    yield tasks
    tasks.wait()


@pytest.fixture
def card_images(db_tasks: Any) -> Any:
    """A picture cache loading from the test's database."""
    from desktop_app.bridge import CardImageCache

    return CardImageCache(db_tasks)


@pytest.fixture
def make_editor(qtbot: Any, db_tasks: Any, card_images: Any) -> Iterator[Callable[..., Any]]:
    """Open a ``DeckEditorWindow`` on a game, its first search done (closed after the test
    without asking about unsaved changes)."""
    from desktop_app.ui.deck_editor import DeckEditorWindow

    made: list[Any] = []

    def make(game: str = "weiss-schwarz", *, show: bool = False) -> DeckEditorWindow:
        # not qtbot.addWidget: pytest-qt would close it before this fixture marks it saved,
        # and closing a deck with unsaved changes asks the user
        editor = DeckEditorWindow(None, card_images, game)
        made.append(editor)
        with qtbot.waitSignal(editor.browser_model.search_finished, timeout=10_000):
            editor.set_tasks(db_tasks)
        if show:
            editor.show()
            qtbot.waitExposed(editor)
        return editor

    yield make
    for editor in made:
        if editor.import_report is not None:
            editor.import_report.reject()
        editor.undo_stack.setClean()
        editor.wait()
        editor.close()
        editor.deleteLater()
    QApplication.processEvents()
