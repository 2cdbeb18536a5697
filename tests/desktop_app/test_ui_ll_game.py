"""Luck & Logic played at the table with the mouse (``ll_table_game.py`` drives it).

A seeded hot-seat game is played through the table's own handlers and hand-overs to a win,
and at each moment the issue names the rules are checked: an Intercept (L&L 8.3), a Logic
Definition exchange (8.4), a paradox battle decided by its Paradox Rule (8.5.3.4.2) and a
win by a loss condition (10.3.1). A goldfish game is played the same way. Under Xvfb the
same games run in a real 1600x1000 window, which saves a screenshot at each moment and
never grows.
"""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import ll_table_game as driver
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage

from desktop_app.bridge import GameSession, SeatMode, TableSettings, load_position
from desktop_app.games.luck_and_logic import board
from desktop_app.ui.scene.card_painter import CARD_RECT
from desktop_app.ui.widgets.table_page import SEAT_NAMES, TablePage

SCRIPT = Path(driver.__file__)
POSITIONS = Path(__file__).parents[2] / "docs" / "screenshots" / "positions"
GAME = "luck-and-logic"


def _table(qtbot: Any, images: Any, session: GameSession) -> TablePage:
    page = TablePage(session, images, TableSettings())
    qtbot.addWidget(page)
    page.resize(1600, 1000)
    page.show()
    session.start()
    return page


@pytest.fixture
def hot_seat(qtbot: Any, images: Any, make_session: Any) -> TablePage:
    seed = driver.SEEDS["hot-seat"]
    session = make_session(GAME, SeatMode.HOT_SEAT, seed=seed, privacy=True, autosave=None, start=False)
    return _table(qtbot, images, session)


@pytest.fixture
def goldfish(qtbot: Any, images: Any, make_session: Any) -> TablePage:
    seed = driver.SEEDS["goldfish"]
    return _table(qtbot, images, make_session(GAME, seed=seed, autosave=None, start=False))


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
            # the line across the table's middle names both Battle Zones' cards
            line = page.battle_line.text()
            assert not page.battle_line.isHidden() and "attacks:" in line and "defends:" in line
            assert all(game.name_of(c) in line for p in (1, 2) for c in game.cards_in(f"p{p}.battle"))
            # and lies on the felt clear of the seat names at the left end of the middle line
            view = page.view
            felt = view.viewport().mapTo(page, view.mapFromScene(page.scene.sceneRect().topLeft()))
            assert page.battle_line.x() >= felt.x() + SEAT_NAMES * view.zoom - 1
            # whole: on a second line where one is too short, never cut off
            assert page.battle_line.height() >= page.battle_line.heightForWidth(page.battle_line.width())
        elif name == "paradox-battle":
            # L&L 8.5.3.4.2: a face-up paradox in a Battle Zone sets the rule of this battle
            assert battle is not None
            rule = board.paradox_rule(game)
            assert rule
            paradox.update(rule=rule, since=len(game.events))
            assert "BATTLE" in page.battle_line.text() and page.battle_line.text().endswith("decides")
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
            # the player's next decision comes in a later turn: the attack's arrow is gone
            assert not page.scene.arrow.isVisible()
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


def test_the_table_of_a_mid_game_position(qtbot: Any, images: Any, make_session: Any) -> None:
    """The playmat of ``luck-and-logic-mid.toml``: a hand of 8, territories, destroyed gates."""
    position = load_position(POSITIONS / "luck-and-logic-mid.toml", GAME)
    page = _table(qtbot, images, make_session(GAME, seed=1, position=position, autosave=None, start=False))
    scene = page.scene
    # the Hand Limit of 8 (L&L 4.6.3.1) side by side: no card of the hand covers another
    hand = sorted((item.mapRectToScene(CARD_RECT) for item in scene.zone("p1.hand").cards), key=QRectF.x)
    assert len(hand) == 8
    assert not any(a.intersects(b) for a, b in itertools.pairwise(hand))
    # a member of territory 2 or 4 lies across its circles (L&L 2.10.2, 2.10.3), framed together
    for key, slots in (("p1.circles", ("FC", "FR")), ("p2.circles", ("FC", "FR", "BC", "BR"))):
        zone = scene.zone(key)
        (frame,) = zone.spans.spans
        cells = [zone.slot_items[slot].place.rect for slot in slots]
        assert all(frame.adjusted(-3, -3, 3, 3).contains(cell) for cell in cells)
        others = [item.place.rect for name, item in zone.slot_items.items() if name not in slots]
        assert not any(frame.contains(cell) for cell in others)
    # a destroyed gate is face up and marked (L&L 8.2.10.2); a face-down one is not
    gates = {item.view.slots: item.view for item in scene.zone("p1.gate_zones").cards}
    assert gates[("BR",)].face_up and scene.face_up_mark("gate_zones") == "destroyed"
    assert not gates[("FL",)].face_up
    # a Level Zone card rested by a Level Boost (L&L 8.4.5.2) lies sideways within its zone
    level = scene.zone("p1.level")
    (rested,) = [item for item in level.cards if item.view.state == "rested"]
    assert rested.turned
    for item in level.cards:
        assert level.rect.contains(item.mapRectToScene(CARD_RECT)), item.view.name
    # down the column each card lies on the one above it, the sideways one too: the name at
    # the top of the card under the rested one shows
    column = sorted(level.cards, key=lambda item: item.pos().y())
    assert [item.zValue() for item in column] == sorted(item.zValue() for item in column)
    # the Battle Zone and the Intercept Zone lie on either side of the front row of circles
    circles, battle, intercept = (scene.zone(f"p1.{n}").rect for n in ("circles", "battle", "intercept"))
    assert battle.right() <= circles.left() and intercept.left() >= circles.right()
    assert battle.top() == circles.top() == intercept.top()
