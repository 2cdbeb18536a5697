"""What a seat has seen: the revealed cards' pictures beside the table until that seat chooses
again, and an undo back past a draw or a reveal asked first (the card was seen)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_bridge_privacy import freeform_window, hot_seat, to_attack

from desktop_app.bridge import CardRef, GameSession, SeatMode, TableSettings
from desktop_app.ui.widgets.table_page import TablePage


def test_the_defender_sees_the_trigger_checked_card_and_no_hidden_one(
    make_session: Any, tmp_path: Path, images: Any, qtbot: Any
) -> None:
    session = hot_seat(make_session, tmp_path)
    page = TablePage(session, images, TableSettings())
    qtbot.addWidget(page)
    session.choose_option(to_attack(session))  # WS 7.3.1.2: the trigger check, then the counter step
    assert session.take_seat(1)
    checked = [e for e in session.game.events if e.kind == "ws.trigger_check"][-1]
    cards = session.recap_cards()
    assert checked.names[0] in [card.name for card in cards]
    assert all(card.known and card.code and card.id is None for card in cards)
    assert page.revealed.isVisibleTo(page) and page.revealed.cards() == cards
    # the lines saying what happened lie in the left column with the pictures, over none of
    # the table (a strip over its top edge hid the top of the other seat's hand row)
    assert page.recap.isVisibleTo(page) and page.left_panel.isAncestorOf(page.recap)
    assert not page.view.isAncestorOf(page.recap) and page.recap.parent() is not page


def test_a_draw_is_no_reveal(make_session: Any, images: Any, qtbot: Any) -> None:
    session = make_session("freeform", SeatMode.HOT_SEAT)
    assert session.take_seat(0)
    page = TablePage(session, images, TableSettings())
    qtbot.addWidget(page)
    assert session.draw()  # only P1 sees the card: it is not shown beside the table
    assert session.recap_cards() == () and not page.revealed.isVisibleTo(page)


def test_undo_past_a_draw_asks_the_player_first(make_session: Any) -> None:
    session: GameSession = make_session("freeform", SeatMode.GOLDFISH)
    assert session.draw()
    assert session.undo_consent() == 0  # P1 saw the card: their own yes
    assert not session.undo() and session.game.choices
    assert session.undo(agreed_by=0) and not session.game.choices
    assert session.notes == ["P1 took back 1 choice after seeing a hidden card"]


def test_undo_of_a_move_that_showed_nothing_asks_nothing(make_session: Any) -> None:
    session: GameSession = make_session("freeform", SeatMode.GOLDFISH)
    card = session.observation.zones["p1.hand"].cards[0]
    assert session.drop(CardRef("p1.hand", 0, card.id), "p1.table").accepted
    assert session.undo_consent() is None and session.undo() and session.notes == []


def test_in_hot_seat_undo_past_a_draw_needs_the_other_player(make_session: Any) -> None:
    session: GameSession = make_session("freeform", SeatMode.HOT_SEAT)
    assert session.take_seat(0)
    assert session.draw()
    assert session.undo_consent() == 1
    assert not session.undo()
    assert session.undo(agreed_by=1) and session.notes == ["P1 took back 1 choice (P2 agreed)"]


@pytest.mark.parametrize("answer", ["Yes", "No"])
def test_the_window_asks_before_taking_back_a_draw(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, answer: str
) -> None:
    from PySide6.QtWidgets import QMessageBox

    window = freeform_window(qtbot, SeatMode.GOLDFISH)
    session = window.session
    assert session is not None and session.draw()
    asked: list[str] = []
    reply = getattr(QMessageBox.StandardButton, answer)
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *a: asked.append(text) or reply)
    assert window.undo() is (answer == "Yes")
    assert "showed you a card the game had hidden" in asked[0]
    assert bool(session.game.choices) is (answer == "No")
    window.close()


def test_a_loaded_game_knows_what_its_past_showed(make_session: Any, tmp_path: Path) -> None:
    from desktop_app.bridge import load_session_file

    session: GameSession = make_session("freeform", SeatMode.GOLDFISH)
    assert session.draw()
    session.save_to(tmp_path / "game.json")
    loaded = load_session_file(tmp_path / "game.json", threaded_agent=False)
    loaded.start()
    try:
        assert loaded.undo_consent() == 0  # the draw happened before this table showed the game
    finally:
        loaded.close()
