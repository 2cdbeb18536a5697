"""No game is lost: one autosave per game in progress, "Continue" lists them, starting or
opening a game never overwrites another, and leaving an unfinished game asks to keep it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop_app.bridge import AutosaveShelf, ManualAction, SeatMode, TableSettings
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.widgets.start_screen import DeckChoice, NewGameRequest


@pytest.fixture
def window(qtbot: Any) -> Iterator[MainWindow]:
    window = MainWindow(TableSettings(), threaded_agent=False)
    qtbot.addWidget(window)
    yield window
    window.close()


def request(game: str = "freeform", mode: SeatMode = SeatMode.GOLDFISH, seed: int = 5) -> NewGameRequest:
    return NewGameRequest(game, mode, (DeckChoice("demo", "A", 0), DeckChoice("demo", "B", 1)), seed)


def answer(monkeypatch: pytest.MonkeyPatch, button: QMessageBox.StandardButton) -> list[str]:
    asked: list[str] = []

    def question(parent: Any, title: str, *args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        asked.append(title)
        return button

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def play(window: MainWindow, draws: int) -> list[Any]:
    assert window.session is not None
    for _ in range(draws):
        window.session.draw()
    return list(window.session.game.choices)


def test_starting_a_game_never_overwrites_another(window: MainWindow, keep_games: list[str]) -> None:
    window.start_new_game(request("freeform"))
    first = play(window, 2)
    first_file = window.autosave.path
    window.start_new_game(request("weiss-schwarz"))  # straight from one game into the next
    assert keep_games == ["Keep this game?"]
    play(window, 1)
    assert window.autosave.path != first_file
    entries = AutosaveShelf().entries()
    assert [e.game for e in entries] == ["weiss-schwarz", "freeform"]  # the latest first
    kept = AutosaveShelf().store(first_file).read()
    assert kept is not None and len(kept["choices"]) == len(first)


def test_continue_lists_game_players_turn_and_time(window: MainWindow) -> None:
    window.start_new_game(request("weiss-schwarz"))
    play(window, 1)
    window.show_start()
    entry = AutosaveShelf().entries()[0]
    assert entry.title == "Weiß Schwarz" and entry.mode == "goldfish" and entry.turn is not None
    assert all(entry.players)
    text = window.start_screen.games.item(0).text()
    assert text == entry.describe()
    assert entry.title in text and entry.players[0] in text and f"turn {entry.turn}" in text
    assert entry.saved.strftime("%H:%M") in text


def test_opening_a_saved_game_takes_an_autosave_of_its_own(
    window: MainWindow, tmp_path: Path, qtbot: Any
) -> None:
    window.start_new_game(request("freeform"))
    choices = play(window, 2)
    path = tmp_path / "saved.json"
    assert window._save_to(path)
    first_file = window.autosave.path
    window.show_start()
    with qtbot.waitSignal(window.game_started, timeout=10_000):
        window.load_game_file(path)
    play(window, 1)  # the opened game goes on in a file of its own
    assert window.autosave.path != first_file
    kept = AutosaveShelf().store(first_file).read()
    assert kept is not None and len(kept["choices"]) == len(choices)
    assert len(AutosaveShelf().entries()) == 2


def test_continue_takes_a_game_up_where_it_stopped_in_the_same_file(window: MainWindow, qtbot: Any) -> None:
    window.start_new_game(request("freeform"))
    choices = play(window, 3)
    file = window.autosave.path
    window.show_start()
    with qtbot.waitSignal(window.game_started, timeout=10_000):
        window.start_screen.resume.click()
    assert window.session is not None and list(window.session.game.choices) == choices
    assert window.autosave.path == file
    play(window, 1)
    window.show_start()
    assert len(AutosaveShelf().entries()) == 1


def test_closing_asks_and_no_forgets_the_game(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window.start_new_game(request("freeform"))
    play(window, 1)
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    window.close_action.trigger()
    assert asked == ["Keep this game?"] and window.session is None
    assert AutosaveShelf().entries() == []
    assert window.start_screen.games.count() == 0 and not window.start_screen.resume.isEnabled()


def test_cancel_stays_in_the_game(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window.start_new_game(request("freeform"))
    choices = play(window, 1)
    page = window.page
    answer(monkeypatch, QMessageBox.StandardButton.Cancel)
    window.close_action.trigger()
    assert window.page is page and window.session is not None
    window.start_new_game(request("weiss-schwarz"))  # starting another is refused too
    assert window.page is page and list(window.session.game.choices) == choices
    assert not window.close()  # and so is quitting
    assert window.session is not None
    answer(monkeypatch, QMessageBox.StandardButton.Yes)


def test_quitting_asks_and_keeps_the_game(window: MainWindow, keep_games: list[str]) -> None:
    window.start_new_game(request("freeform"))
    play(window, 1)
    assert window.close()
    assert keep_games == ["Keep this game?"]
    assert [e.game for e in AutosaveShelf().entries()] == ["freeform"]
    assert AutosaveShelf().crashed() is None  # a normal close


def test_a_game_nobody_moved_in_or_a_finished_one_is_not_kept(
    window: MainWindow, keep_games: list[str]
) -> None:
    window.start_new_game(request("freeform"))
    window.show_start()
    assert keep_games == [] and AutosaveShelf().entries() == []
    window.start_new_game(request("freeform"))
    play(window, 1)
    window.session.manual(ManualAction("concede"))
    assert window.session.outcome is not None
    window.show_start()
    assert keep_games == [] and AutosaveShelf().entries() == []


def test_delete_forgets_a_listed_game(window: MainWindow) -> None:
    window.start_new_game(request("freeform"))
    play(window, 1)
    window.show_start()
    assert window.start_screen.games.count() == 1
    window.start_screen.discard.click()
    assert window.start_screen.games.count() == 0 and AutosaveShelf().entries() == []
