"""A complete Weiß Schwarz game played at the table, hot-seat, through the bridge.

Both players play by the table's own handlers, as the mouse would: characters are dragged
onto front-row slots (``handle_drop``), attackers are double-clicked and the method picked
from the offered menu, selections are clicked on the table (or ticked in the panel) and
confirmed, yes/no and "pass" go through the decision panel and the shortcuts, and every
hand-over is confirmed on the privacy screen. Along the way: the opponent's hand never has
a face in the scene, undo/redo round-trips, and the saved game replays to the same state.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from ws_table_play import STEP_LIMIT, assert_private, play_one

from desktop_app.bridge import (
    GameSession,
    SeatMode,
    TableSettings,
    demo_decks,
    load_session_file,
    new_game,
)
from desktop_app.ui.widgets.table_page import TablePage


@pytest.fixture
def page(qtbot: Any, images: Any) -> Iterator[TablePage]:
    decks = demo_decks("weiss-schwarz")
    game = new_game("weiss-schwarz", (decks[0], decks[1]), seed=11)
    session = GameSession(game, SeatMode.HOT_SEAT, privacy=True, threaded_agent=False)
    page = TablePage(session, images, TableSettings())
    qtbot.addWidget(page)
    session.start()
    yield page
    session.close()


def test_a_whole_game_at_the_table(page: TablePage, tmp_path: Path) -> None:
    session = page.session
    counts: dict[str, int] = {}
    steps = 0
    undone = False
    while session.outcome is None and steps < STEP_LIMIT:
        before = len(session.game.choices)
        play_one(page, counts)
        assert_private(page)
        steps += 1
        if (
            not undone
            and session.observation is not None
            and session.observation.turn == 4
            and session.decision
        ):
            state = session.game.state.clone()
            # (across a hand-over the other player agrees: the window asks them)
            assert session.undo(agreed_by=session.undo_consent()) and session.redo()
            assert session.game.state == state
            undone = True
        if not page.covered:
            assert len(session.game.choices) >= before or counts.get("hand-over")
    assert session.outcome is not None, f"no winner after {steps} steps: {counts}"
    assert "level zone" in session.outcome.reason
    assert counts["dropped"] >= 4 and counts["attacked"] >= 6 and counts["hand-over"] >= 10
    assert page.decision_panel.pages.currentWidget() is page.decision_panel.over_page
    path = tmp_path / "ws.json"
    session.save_to(path)
    replayed = load_session_file(path, threaded_agent=False)
    assert replayed.game.state == session.game.state
    assert replayed.outcome == session.outcome


def test_a_goldfish_game_the_dummy_only_takes_damage(qtbot: Any, images: Any) -> None:
    """Goldfish: the player plays at the table; the dummy (GoldfishAgent, on a worker thread)
    answers its own decisions with the least it can and loses to damage."""
    decks = demo_decks("weiss-schwarz")
    game = new_game("weiss-schwarz", (decks[0], decks[1]), seed=4, goldfish=True)
    session = GameSession(game, SeatMode.GOLDFISH, threaded_agent=True)
    page = TablePage(session, images, TableSettings())
    qtbot.addWidget(page)
    session.start()
    counts: dict[str, int] = {}
    steps = 0
    while session.outcome is None and steps < STEP_LIMIT:
        if session.busy:
            qtbot.waitSignal(session.busy_changed, timeout=10_000).wait()
            continue
        assert not page.covered  # goldfish has no hand-overs
        play_one(page, counts)
        assert_private(page)
        steps += 1
    session.close()
    assert session.outcome is not None and session.outcome.winner == 0
    dummy = [c for c in session.game.choices if c.player == 1]
    assert dummy and all(c.manual is None for c in dummy)
    level = session.observation.zones["p2.level"].count
    assert level == 4  # the dummy took damage until it lost


def test_the_table_keeps_its_size_from_one_decision_to_the_next(qtbot: Any, images: Any) -> None:
    """The decision panel keeps its height while the dummy answers and between kinds of
    buttons: a resized table is rescaled and every card on it redrawn (once a step, that was
    the longest GUI-thread work of a goldfish game)."""
    from PySide6.QtWidgets import QApplication

    from desktop_app.ui.app import apply_style

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_style(app)  # the sizes the app's style sheet gives
    try:
        decks = demo_decks("weiss-schwarz")
        game = new_game("weiss-schwarz", (decks[0], decks[1]), seed=4, goldfish=True)
        session = GameSession(game, SeatMode.GOLDFISH, threaded_agent=False)
        page = TablePage(session, images, TableSettings())
        qtbot.addWidget(page)
        page.resize(1600, 1000)
        page.show()
        session.start()
        counts: dict[str, int] = {}
        sizes = []
        for _ in range(60):
            if session.outcome is not None:
                break
            play_one(page, counts)
            qtbot.wait(1)  # (the layout settles)
            sizes.append(page.view.size())
    finally:
        app.setStyleSheet("")
    changes = sum(1 for before, after in pairwise(sizes) if before != after)
    assert counts["attacked"] >= 3 and changes <= 2, sizes  # (a second row of buttons, and back)
