"""The two paths the deck editor is for, end to end.

1. A new user builds a legal Weiß Schwarz deck from the demo set with the mouse alone (the
   start screen's button, double-clicks, toolbar buttons), sees why an illegal one is
   illegal, saves it and starts a goldfish game with it.
2. A ONE PIECE deck list in the simulator's text format imports against the real card data
   (the official ST-01 and OP-01 lists imported with card_db's importer); its unknown codes
   are reported by line.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.samples import SHARED_SAMPLES
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication, QInputDialog

from card_db import CardDatabase
from desktop_app.bridge import SeatMode, TableSettings, resources_dir
from desktop_app.bridge.deck_model import DeckRole
from desktop_app.ui.deck_editor import DeckEditorWindow

WAIT = 15_000
SAMPLES = SHARED_SAMPLES / "full"


def click_twice(qtbot: Any, view: Any, index: QModelIndex) -> None:
    """A double-click as a mouse makes it: a click, then the second press."""
    view.scrollTo(index)
    centre = view.visualRect(index).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)


def grid_index(editor: DeckEditorWindow, code: str) -> QModelIndex:
    model = editor.browser_model
    return next(model.index(row, 0) for row in range(model.rowCount()) if model.record(row).code == code)


@pytest.fixture
def main_window(qtbot: Any, db_path: Path) -> Iterator[Any]:
    """The app's main window over the test's database, opened and ready."""
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow(TableSettings(), threaded_agent=False)
    window.show()
    with qtbot.waitSignal(window.database_ready, timeout=WAIT) as ready:
        window.open_database()
    assert ready.args == [True]
    yield window
    editor = window.findChild(DeckEditorWindow)
    if editor is not None:
        editor.undo_stack.setClean()
        editor.wait()
    window.leave_game(show_start=False)
    window.close()
    window.deleteLater()
    QApplication.processEvents()


def test_a_new_user_builds_saves_and_tests_a_weiss_schwarz_deck_with_the_mouse(
    qtbot: Any, main_window: Any, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the start screen's button opens the editor on the game chosen there
    qtbot.mouseClick(main_window.start_screen.deck_editor, Qt.MouseButton.LeftButton)
    editor = main_window.findChild(DeckEditorWindow)
    assert isinstance(editor, DeckEditorWindow) and editor.isVisible()
    assert editor.game == "weiss-schwarz"
    qtbot.waitExposed(editor)
    qtbot.waitUntil(lambda: editor.browser_model.rowCount() == 42, timeout=WAIT)
    grid, tree, model = editor.browser.grid, editor.deck_pane.tree, editor.deck_model

    # the demo deck's recipe, card by card, by double-clicking in the picture grid
    recipe = json.loads((resources_dir() / "decks/weiss-schwarz/lantern-academy.json").read_text())
    for code, count in recipe["sections"]["main"]:
        for _ in range(count):
            click_twice(qtbot, grid, grid_index(editor, code))
    assert model.size("main") == 50
    assert editor.problems == []
    assert editor.deck_pane.legality.text() == "✓ Legal"

    # one climax too many: the deck says why it is illegal and marks the card
    click_twice(qtbot, grid, grid_index(editor, "LA/W01-020"))
    messages = editor.problems_panel.messages()
    expected = [
        ("the deck has 51 cards; it must have exactly 50", "(WS 5.1.2.1)"),
        ("5 cards named 'Lantern Procession'; at most 4 cards may share a name", "(WS 5.1.2.2)"),
        ("9 climax cards; at most 8 are allowed", "(WS 5.1.2.3)"),
    ]
    assert len(messages) == len(expected)
    for message, (words, rule) in zip(messages, expected):
        assert words in message and message.endswith(rule), message
    assert editor.deck_pane.legality.text() == "✗ 3 problems"
    row = model.card_index("LA/W01-020", "main")
    assert row.data(DeckRole.PROBLEMS)
    # a double-click on the marked card in the deck takes the extra copy out
    click_twice(qtbot, tree, row)
    assert editor.problems == []

    # save with the toolbar button; the name dialog offers a name, the user clicks OK
    offered: list[str] = []

    def accept_offered_name(
        parent: Any, title: str, label: str, text: str = "", **_: Any
    ) -> tuple[str, bool]:
        offered.append(text)
        return text, True

    monkeypatch.setattr(QInputDialog, "getText", accept_offered_name)
    save_button = _toolbar_button(editor, editor.save_action)
    with qtbot.waitSignal(editor.deck_saved, timeout=WAIT) as saved:
        qtbot.mouseClick(save_button, Qt.MouseButton.LeftButton)
    assert offered == ["Weiß Schwarz deck"]
    name = saved.args[0]
    with CardDatabase.open(db_path) as database:
        stored = database.deck("weiss-schwarz", name)
    assert stored.size() == 50
    assert not editor.dirty

    # "Test this deck" starts a goldfish game with it on the main window
    with qtbot.waitSignal(main_window.game_started, timeout=WAIT) as started:
        qtbot.mouseClick(_toolbar_button(editor, editor.test_action), Qt.MouseButton.LeftButton)
    session = started.args[0]
    assert session.mode is SeatMode.GOLDFISH
    assert session.game_id == "weiss-schwarz"
    mine = session.game.setup.decks[0]
    assert mine.name == name
    assert sorted(card.code for card in mine.section("main")) == sorted(
        code for code, count in stored.sections["main"] for _ in range(count)
    )
    assert main_window.page is not None and main_window.stack.currentWidget() is main_window.page


def _toolbar_button(editor: DeckEditorWindow, action: Any) -> Any:
    from PySide6.QtWidgets import QToolBar

    for toolbar in editor.findChildren(QToolBar):
        button = toolbar.widgetForAction(action)
        if button is not None and button.isVisible():
            return button
    raise AssertionError(f"no toolbar button for {action.text()}")


SIMULATOR_LIST = """\
1xST01-001
4xST01-002
4xST01-003
4xST01-004
4xOP01-999
4xST01-005
4xST01-006
4xST01-007
4xST01-008
2xST99-001
4xST01-009
4xST01-010
4xST01-011
4xST01-012
4xOP01-016
2xST01-014
"""


def test_a_one_piece_simulator_list_imports_against_the_real_card_data(
    qtbot: Any, make_editor: Any, db_path: Path
) -> None:
    for name in ("op-569001.json", "op-569101.json"):
        if not (SAMPLES / name).exists():
            pytest.skip(f"sample {SAMPLES / name} not available")
    with CardDatabase.open(db_path) as database:
        database.import_file("one-piece", SAMPLES / "op-569001.json")
        database.import_file("one-piece", SAMPLES / "op-569101.json")
    editor = make_editor("one-piece")
    with qtbot.waitSignal(editor.import_finished, timeout=WAIT) as caught:
        editor.import_text(SIMULATOR_LIST, name="Straw Hat Red")
    assert not caught.args[0].applied
    report = editor.import_report
    assert report is not None and report.isVisible()
    assert report.lines() == [
        "line 5: unknown card code 'OP01-999' for one-piece (4xOP01-999)",
        "line 10: unknown card code 'ST99-001' for one-piece (2xST99-001)",
    ]
    with qtbot.waitSignal(editor.import_finished, timeout=WAIT):
        report.accept()
    deck = editor.deck_model.code_sections()
    assert deck["leader"] == [("ST01-001", 1)]
    assert sum(count for _, count in deck["main"]) == 50
    assert editor.deck_model.count("OP01-016", "main") == 4
    assert editor.deck_name == "Straw Hat Red"
    # the real lists name no DON!! card: the game supplies the DON!! deck (OP 5-1-2)
    assert editor.problems == []
    # the simulator's format comes back out, the leader first
    exported = editor.export_text("op-sim").splitlines()
    assert exported[0] == "1xST01-001"
    assert "4xOP01-016" in exported


def test_an_editor_opened_before_the_database_picks_it_up(qtbot: Any, db_path: Path) -> None:
    from desktop_app.games import get_ruleset
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow(TableSettings(last_game="one-piece"), threaded_agent=False)
    try:
        editor = window.open_deck_editor()
        assert isinstance(editor, DeckEditorWindow)
        assert editor.tasks is None and editor.game == "one-piece"
        assert "still opening" in editor.status.text()
        assert window.open_deck_editor() is editor, "one editor per main window"
        with qtbot.waitSignal(editor.browser_model.search_finished, timeout=WAIT):
            window.open_database()
        assert editor.tasks is window.db_tasks
        assert editor.browser_model.rowCount() == len(get_ruleset("one-piece").demo_cards())
    finally:
        window.close()
        window.deleteLater()
        QApplication.processEvents()
