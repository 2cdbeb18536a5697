"""Luck & Logic played at the table with the mouse (``ll_table_game.py`` drives it).

A seeded hot-seat game is played through the table's own handlers and hand-overs to a win,
and at each moment the issue names the rules are checked: an Intercept (L&L 8.3), a Logic
Definition exchange (8.4), a paradox battle decided by its Paradox Rule (8.5.3.4.2) and a
win by a loss condition (10.3.1). A goldfish game is played the same way. Under Xvfb the
same games run in a real 1600x1000 window, which saves a screenshot at each moment and
never grows.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import ll_table_game as driver
import pytest
from PySide6.QtGui import QImage

from desktop_app.bridge import TableSettings
from desktop_app.games.luck_and_logic import board
from desktop_app.ui.widgets.table_page import TablePage

SCRIPT = Path(driver.__file__)


def _page(qtbot: Any, images: Any, mode: str) -> Iterator[TablePage]:
    session = driver.new_session(mode)
    page = TablePage(session, images, TableSettings())
    qtbot.addWidget(page)
    session.start()
    yield page
    session.close()


@pytest.fixture
def hot_seat(qtbot: Any, images: Any) -> Iterator[TablePage]:
    yield from _page(qtbot, images, "hot-seat")


@pytest.fixture
def goldfish(qtbot: Any, images: Any) -> Iterator[TablePage]:
    yield from _page(qtbot, images, "goldfish")


def _events(page: TablePage, kind: str, since: int = 0) -> list[Any]:
    return [event for event in page.session.game.events[since:] if event.kind == kind]


def _defined_by(page: TablePage, since: int) -> set[int | None]:
    """Who made a Logic Definition (L&L 5.16) since event ``since``."""
    return {
        event.player
        for event in _events(page, "move", since)
        if event.data.get("reason") == "logic_definition"
    }


def test_a_hot_seat_game_reaches_intercept_logic_definition_a_paradox_battle_and_a_win(
    hot_seat: TablePage,
) -> None:
    page = hot_seat
    game = page.session.game
    checked: list[str] = []
    paradox: dict[str, int | str] = {}

    def moment(name: str) -> None:
        assert not page.covered or name == "win"
        battle = game.flag("ll.battle")
        if name == "intercept":
            # L&L 8.3.3.1: the defending (non-turn) player put members with the Intercept icon
            # into their Intercept Zone, and the table shows them there
            defender = 1 - game.state.turn_player
            zone = f"p{defender + 1}.intercept"
            intercepting = game.cards_in(zone)
            assert intercepting and all(game.definition(c.code).number("intercept") for c in intercepting)
            assert {item.view.id for item in page.scene.zone(zone).cards} == {c.id for c in intercepting}
            assert _events(page, "ll.intercept")
        elif name == "logic-definition":
            # L&L 8.4.3: both players defined Logic in this battle, each into their own Battle Zone
            assert battle is not None
            for player in (0, 1):
                shown = {item.view.id for item in page.scene.zone(f"p{player + 1}.battle").cards}
                assert shown == {c.id for c in game.cards_in(f"p{player + 1}.battle")} != set()
            assert _defined_by(page, _battle_start(page)) == {0, 1}
        elif name == "paradox-battle":
            # L&L 8.5.3.4.2: a face-up paradox in a Battle Zone sets the rule of this battle
            assert battle is not None
            rule = board.paradox_rule(game)
            assert rule
            paradox.update(rule=rule, since=len(game.events))
        else:
            assert page.session.outcome is not None
        checked.append(name)

    counts = driver.play(page, "hot-seat", moment)
    assert checked[-1] == "win" and sorted(checked) == sorted(driver.HOT_SEAT_MOMENTS), counts
    # the paradox battle was decided by its Paradox Rule, not by Power (L&L 8.5.3.4.2)
    verdict = _events(page, "ll.win", int(paradox["since"]))[0]
    assert f"({paradox['rule']} " in verdict.text
    outcome = page.session.outcome
    assert outcome is not None and outcome.winner is not None
    assert "L&L 10.3.1" in outcome.rule  # a loss condition, not the turn limit
    # every seat change went through the privacy hand-over; the mouse did the rest
    assert counts["hand-over"] >= 10 and counts["deployed"] >= 4 and counts["attacked"] >= 4
    assert counts["defined"] >= 2 and counts["intercepted"] >= 1
    assert page.decision_panel.pages.currentWidget() is page.decision_panel.over_page


def _battle_start(page: TablePage) -> int:
    """The index of the event that declared the battle in progress (L&L 8.2.6)."""
    attacks = [i for i, event in enumerate(page.session.game.events) if event.kind == "attack"]
    return attacks[-1]


def test_a_goldfish_game_destroys_every_gate(goldfish: TablePage) -> None:
    page = goldfish
    game = page.session.game
    seen: list[str] = []

    def moment(name: str) -> None:
        if name == "gate-destroyed":
            # L&L 8.2.10.2: the attack on an empty circle turned its gate face up, and the
            # table draws it face up
            gates = [c for c in game.cards_in("p2.gate_zones") if c.face_up]
            assert gates
            drawn = {item.view.id: item.view for item in page.scene.zone("p2.gate_zones").cards}
            assert all(drawn[c.id].face_up and drawn[c.id].known for c in gates)
        seen.append(name)

    driver.play(page, "goldfish", moment)
    assert seen == list(driver.GOLDFISH_MOMENTS)
    outcome = page.session.outcome
    assert outcome is not None and outcome.winner == 0
    assert "no face-down gate" in outcome.reason  # L&L 10.3.1.1
    dummy = [c for c in game.choices if c.player == 1]
    assert dummy and all(c.manual is None for c in dummy)


@pytest.mark.screenshot
@pytest.mark.parametrize("mode", ["hot-seat", "goldfish"])
def test_the_games_in_a_real_window_never_grow_it(xvfb_display: str, tmp_path: Path, mode: str) -> None:
    env = dict(os.environ, DISPLAY=xvfb_display, QT_QPA_PLATFORM="xcb")
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--mode", mode, "--out", str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    moments = driver.HOT_SEAT_MOMENTS if mode == "hot-seat" else driver.GOLDFISH_MOMENTS
    for name in moments:
        image = QImage(str(tmp_path / f"luck-and-logic-{mode}-{name}.png"))
        assert (image.width(), image.height()) == (1600, 1000), name
