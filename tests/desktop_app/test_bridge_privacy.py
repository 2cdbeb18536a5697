"""Privacy without tells: the WS counter step hands the table over whether or not the
defender can act; either player may take the table at any moment (Hand over); each hand-over
says what happened since that seat last looked."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ws_positions import front_attack

from desktop_app.bridge import GameSession, SeatMode


def hot_seat(make_session: Any, tmp_path: Path) -> GameSession:
    session: GameSession = make_session("weiss-schwarz", SeatMode.HOT_SEAT, position=front_attack(tmp_path))
    assert session.take_seat(0)
    return session


def to_attack(session: GameSession) -> Any:
    for _ in range(5):
        decision = session.decision
        # a front attack: the counter step is part of it (WS 7.4; a direct attack has none)
        attack = next((o for o in decision.options if o.args.get("method") == "front"), None)
        if attack is not None:
            return attack
        assert session.pass_priority()  # end the main phase, play no climax
    raise AssertionError("no attack was offered")


def test_the_counter_step_hands_over_although_the_defender_holds_nothing(
    make_session: Any, tmp_path: Path, qtbot: Any
) -> None:
    session = hot_seat(make_session, tmp_path)
    attack = to_attack(session)
    with qtbot.waitSignal(session.handover_requested) as handover:
        session.choose_option(attack)  # WS 7.4: the defender's counter step opens
    # P2 holds no counter (an empty hand), yet the engine asks them, as it would if they held
    # one, and they take the table: P1 cannot tell
    assert handover.args == [1] and session.observation is None
    summary = session.summary_for(1)
    assert any("attack" in line.lower() for line in summary)
    assert session.take_seat(1)
    decision = session.decision
    assert decision is not None and decision.rule == "WS 7.4.1.2"
    assert [o.action for o in decision.options] == ["pass"]
    assert session.observation is not None and session.observation.viewer == 1
    with qtbot.waitSignal(session.handover_requested) as back:
        assert session.pass_priority()  # Space: do not counter; the table goes back to P1
    assert back.args == [0]
    assert session.take_seat(0) and not session.looking


def test_either_player_can_take_the_table_at_any_moment(make_session: Any, tmp_path: Path) -> None:
    session = hot_seat(make_session, tmp_path)
    decision = session.decision
    assert session.hand_over()
    assert session.handover_pending == 1
    assert session.take_seat(1) and session.looking
    choices = len(session.game.choices)
    from desktop_app.bridge import ManualAction

    assert session.manual(ManualAction("roll", amount=6))  # a response by hand
    assert session.looking and len(session.game.choices) == choices + 1
    assert session.hand_over()
    assert session.handover_pending == 0
    assert session.take_seat(0)
    assert session.decision is not None and session.decision.prompt == decision.prompt


def test_the_hand_over_summary_reads_as_that_seat_may(make_session: Any, tmp_path: Path) -> None:
    session = hot_seat(make_session, tmp_path)
    session.draw()  # P1 draws by hand: P2 reads "P1 draws a card", never its name
    hand = session.observation.zones["p1.hand"].cards
    drawn = hand[-1].name
    assert session.hand_over()
    summary = session.summary_for(1)
    assert summary and not any(drawn in line for line in summary)


def test_undo_across_a_hand_over_needs_the_other_player_and_is_noted(make_session: Any) -> None:
    session = make_session("freeform", SeatMode.HOT_SEAT)
    assert session.take_seat(0)
    assert session.pass_priority()  # P1 ends the turn: the table goes to P2
    assert session.handover_pending == 1
    assert session.undo_consent() is None  # P2 has seen nothing yet
    assert session.take_seat(1)
    assert session.undo_consent() == 0  # now P2 has: taking P1's choice back needs P1 too
    assert not session.undo()
    assert session.game.choices
    assert session.undo(agreed_by=0)
    assert not session.game.choices
    assert session.notes == ["P2 took back 1 choice (P1 agreed)"]
    assert session.notes[0] in session.summary_for(0) and session.notes[0] in session.summary_for(1)


def freeform_window(qtbot: Any, mode: SeatMode) -> Any:
    """The main window with a freeform game of the two demo decks started in ``mode``."""
    from desktop_app.bridge import TableSettings
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.widgets.start_screen import DeckChoice, NewGameRequest

    window = MainWindow(TableSettings(), threaded_agent=False)
    qtbot.addWidget(window)
    window.start_new_game(
        NewGameRequest("freeform", mode, (DeckChoice("demo", "A", 0), DeckChoice("demo", "B", 1)), 3)
    )
    return window


def test_the_window_asks_the_other_player_before_such_an_undo(qtbot: Any, monkeypatch: Any) -> None:
    from PySide6.QtWidgets import QMessageBox

    window = freeform_window(qtbot, SeatMode.HOT_SEAT)
    session = window.session
    assert session is not None and session.take_seat(0)
    session.pass_priority()
    assert session.take_seat(1)
    asked: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "question",
        lambda parent, title, text, *a: asked.append(text) or QMessageBox.StandardButton.No,
    )
    assert not window.undo()
    assert "P1: do you agree?" in asked[0] and session.game.choices
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    assert window.undo() and not session.game.choices
    window.close()


def test_the_privacy_screen_shows_only_what_both_may_read(make_session: Any, images: Any, qtbot: Any) -> None:
    from desktop_app.bridge import TableSettings
    from desktop_app.ui.widgets.table_page import TablePage

    session = make_session("weiss-schwarz", SeatMode.HOT_SEAT, start=False)
    page = TablePage(session, images, TableSettings())
    qtbot.addWidget(page)
    session.start()  # covered until P1 sits down: P2 may be the one looking
    assert page.covered
    hand = session.game.observation(0).zones["p1.hand"].cards
    names = [card.name for card in hand if card.name]
    assert names and not any(name in page.privacy.summary.text() for name in names)
    private = session.summary_for(0)
    assert any(name in line for line in private for name in names)  # P1's own view has them
    public = session.summary_for(0, public=True)
    assert public and set(public) <= set(session.game.observation(0).log) & set(
        session.game.observation(1).log
    )


def test_the_reveal_strip_keeps_what_happened_until_the_next_choice(
    make_session: Any, images: Any, qtbot: Any
) -> None:
    from desktop_app.bridge import TableSettings
    from desktop_app.ui.widgets.table_page import TablePage

    session = make_session("freeform", SeatMode.GOLDFISH, start=False)
    page = TablePage(session, images, TableSettings())
    qtbot.addWidget(page)
    session.start()
    assert session.pass_priority()  # the dummy's whole turn happens at once
    recap = session.recap()
    assert any("P2" in line for line in recap)
    assert page.recap.isVisibleTo(page) and "P2" in page.recap.text()
    assert session.draw()
    assert all("P2" not in line for line in session.recap())


def test_the_hand_over_shows_the_leaving_player_what_their_move_did(
    make_session: Any, tmp_path: Path, images: Any, qtbot: Any
) -> None:
    from desktop_app.bridge import TableSettings
    from desktop_app.ui.widgets.table_page import TablePage

    session = hot_seat(make_session, tmp_path)
    page = TablePage(session, images, TableSettings())
    qtbot.addWidget(page)
    attack = to_attack(session)
    session.choose_option(attack)  # the attack resolves through its trigger check at once
    assert page.covered
    text = page.privacy.summary.text()
    assert "P1, your last move:" in text
    moved = session.last_move_of(0)
    assert any("trigger" in line.lower() for line in moved)  # WS 7.3: the trigger check
    assert all(line in text for line in moved)
    both = set(session.game.observation(0).log) & set(session.game.observation(1).log)
    assert set(moved) <= both  # only what both players may read
