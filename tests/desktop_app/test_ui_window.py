"""The main window: the start screen, a game from it, shortcuts, save/load, resume after a
crash, the tools, and ``run_app``'s self-test."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMessageBox

from desktop_app.bridge import AutosaveStore, SeatMode, TableSettings
from desktop_app.ui.app import run_app
from desktop_app.ui.dialogs.help_dialog import shortcut_rows
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.widgets.start_screen import DeckChoice, NewGameRequest, find_deck
from desktop_app.ui.widgets.table_page import TablePage


def freeform(mode: SeatMode = SeatMode.GOLDFISH) -> NewGameRequest:
    return NewGameRequest(
        "freeform", mode, (DeckChoice("demo", "Moonfall", 0), DeckChoice("demo", "Sunrise", 1)), 5
    )


def test_the_start_screen_lists_every_game_and_the_demo_decks(window: MainWindow) -> None:
    screen = window.start_screen
    games = [screen.game.itemData(i) for i in range(screen.game.count())]
    assert games[:4] == ["weiss-schwarz", "one-piece", "force-of-will", "luck-and-logic"]
    screen.set_game("freeform")
    assert screen.decks[0].count() >= 2
    assert screen.request() is not None and screen.request().mode is SeatMode.GOLDFISH
    screen.hot_seat.setChecked(True)
    assert screen.deck_labels[0].text() == "P1's deck"
    assert window.stack.currentWidget() is screen


def test_a_game_starts_from_the_start_screen_and_the_shortcuts_drive_it(
    window: MainWindow, qtbot: Any
) -> None:
    window.start_screen.set_game("freeform")
    with qtbot.waitSignal(window.game_started):
        window.start_screen.start.click()
    page = window.page
    assert isinstance(page, TablePage) and window.stack.currentWidget() is page
    session = page.session
    assert window.pass_action.shortcut() == QKeySequence("Space")
    assert QKeySequence("Ctrl+Z") in window.undo_action.shortcuts()
    assert {QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")} <= set(window.redo_action.shortcuts())
    hand = session.observation.zones["p1.hand"].count
    window.draw_action.trigger()
    assert session.observation.zones["p1.hand"].count == hand + 1
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert session.observation.zones["p1.hand"].count == hand
    window.redo_action.trigger()
    window.pass_action.trigger()  # the dummy passes back at once
    assert session.observation.turn == 3
    window.fit_action.trigger()
    assert page.view.fitting
    window.zoom_in_action.trigger()
    assert not page.view.fitting
    window.manual_action.trigger()
    assert page.scene.manual_mode
    window.close_action.trigger()
    assert window.page is None and window.stack.currentWidget() is window.start_screen


def test_hot_seat_shows_the_privacy_screen_at_the_hand_over(window: MainWindow, qtbot: Any) -> None:
    window.start_new_game(freeform(SeatMode.HOT_SEAT))
    page = window.page
    assert page is not None and page.covered and "P1" in page.privacy.title.text()
    window.pass_action.trigger()  # Space sits the first player down
    assert not page.covered
    window.pass_action.trigger()
    assert page.covered
    assert page.scene.card_items() == [] and page.log_model.rowCount() == 0 and page.log_panel.text() == ""
    assert page.preview.view is None
    assert "P2" in page.privacy.title.text()
    window.confirm_action.trigger()  # Enter sits the next player down
    assert not page.covered and page.session.viewer == 1


def test_save_and_load_through_the_window(window: MainWindow, tmp_path: Path, qtbot: Any) -> None:
    window.start_new_game(freeform())
    session = window.page.session
    session.draw()
    path = tmp_path / "saved.json"
    assert window._save_to(path)
    window.show_start()
    with qtbot.waitSignal(window.game_started, timeout=10_000):
        window.load_game_file(path)
    assert window.page.session.game.state == session.game.state
    assert window.save_path == path


def test_a_crash_is_noticed_and_the_game_resumed(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    window.start_new_game(freeform())
    window.page.session.draw()
    choices = list(window.page.session.game.choices)
    window.page.session._closed = True  # the app "crashes": the lock stays behind
    window.session = None
    fresh = MainWindow(TableSettings(), autosave=AutosaveStore(), threaded_agent=False)
    assert fresh.autosave.crashed()
    assert fresh.start_screen.resume.isEnabled()
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    with qtbot.waitSignal(fresh.game_started, timeout=10_000):
        fresh.offer_crash_resume()
    assert fresh.page is not None and fresh.page.session.game.choices == choices
    fresh.close()
    assert not fresh.autosave.crashed()


def test_help_lists_the_shortcuts(window: MainWindow) -> None:
    rows = {what: keys for keys, what in shortcut_rows(window.actions())}
    assert rows["Undo"] == QKeySequence("Ctrl+Z").toString(QKeySequence.SequenceFormat.NativeText)
    assert "Pass / next phase" in rows and "Draw a card" in rows
    dialog = window.show_help()
    assert dialog.table.rowCount() > len(rows)
    dialog.close()


def test_the_card_database_browser_searches(window: MainWindow, qtbot: Any) -> None:
    browser = window.open_card_database()
    with qtbot.waitSignal(browser.model.search_finished, timeout=10_000):
        browser.query.setText("Heron")
        browser.search()
    assert browser.model.rowCount() >= 1
    browser.close()


def test_run_app_self_test(qtbot: Any) -> None:
    assert run_app(self_test=True) == 0


def test_the_log_panel_follows_its_model(qtbot: Any) -> None:
    from desktop_app.bridge import LogListModel
    from desktop_app.ui.widgets.log_panel import LogPanel, line_html

    model = LogListModel()
    panel = LogPanel(model)
    qtbot.addWidget(panel)
    model.set_lines(["P1 draws a card (WS 6.3)", "[manual] P1 moves 'Aria' to the Clock"])
    assert panel.line_count == 2
    assert panel.text().splitlines() == ["P1 draws a card (WS 6.3)", "[manual] P1 moves 'Aria' to the Clock"]
    model.set_lines([*model.lines, "P2: main"])
    assert panel.text().splitlines()[-1] == "P2: main"
    model.set_lines(model.lines[:1])  # an undo cuts the end
    assert panel.text().splitlines() == ["P1 draws a card (WS 6.3)"]
    model.set_lines(["something else"])  # a rewrite
    assert panel.text() == "something else" and panel.line_count == 1
    assert "#ffcc80" in line_html("[manual] x", True) and "(WS 6.3)" in line_html("a (WS 6.3)", False)


def test_a_broken_save_is_refused_with_the_reason(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": "tabletop-game", "version": 99}', encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    window.load_game_file(path)
    assert window.loader.wait()
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    assert shown and "format version 99" in shown[0]
    assert window.page is None


def test_a_saved_deck_from_the_database_starts_a_game(qtbot: Any) -> None:
    from card_db import CardDatabase, Deck
    from desktop_app.bridge import open_database_file

    with CardDatabase.open(open_database_file()[0]) as database:
        database.save_deck(Deck("freeform", "Mine", {"main": [("FF-001", 20), ("FF-002", 20)]}))
    window = MainWindow(TableSettings(), threaded_agent=False)
    qtbot.addWidget(window)
    screen = window.start_screen
    screen.set_game("freeform")
    with qtbot.waitSignal(window.database_ready, timeout=20_000):
        window.open_database()
    mine = DeckChoice("saved", "Mine")
    qtbot.waitUntil(lambda: find_deck(screen.decks[0], mine) >= 0, timeout=10_000)
    screen.decks[0].setCurrentIndex(find_deck(screen.decks[0], mine))
    with qtbot.waitSignal(window.game_started, timeout=10_000):
        screen.start.click()
    assert window.page.session.game.setup.decks[0].name == "Mine"
    window.close()


def test_the_deck_editor_can_test_a_deck_in_a_goldfish_game(window: MainWindow) -> None:
    from desktop_app.bridge import demo_decks

    deck = demo_decks("freeform")[1]
    window.start_goldfish("freeform", deck)
    session = window.page.session
    assert session.mode is SeatMode.GOLDFISH and session.game.setup.decks[0].name == deck.name
    assert window.start_screen.deck_editor.isEnabled() == (window.deck_editor_action.isEnabled())
