"""The table fits the window: a decision with many options never widens it, each option names
its card and points at it, and the table scales to the space between the side panels."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import QApplication
from ui_probe_game import probe_game

from desktop_app.bridge import GameSession, Option, SeatMode, TableSettings, load_position
from desktop_app.ui.app import apply_style
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.scene.geometry import CARD_W
from desktop_app.ui.scene.items import Highlight
from desktop_app.ui.widgets.decision_panel import MAX_BAR_HEIGHT, option_captions

SIZE = (1600, 1000)
POSITIONS = Path(__file__).parents[2] / "docs" / "screenshots" / "positions"


@pytest.fixture
def window(qtbot: Any) -> Iterator[MainWindow]:
    window = MainWindow(TableSettings(), threaded_agent=False)
    qtbot.addWidget(window)
    window.resize(*SIZE)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()


def test_a_decision_with_many_options_keeps_the_window_size(window: MainWindow, qtbot: Any) -> None:
    session = GameSession(probe_game(), SeatMode.FIXED, threaded_agent=False)
    page = window.show_game(session)
    session.choose(["ask-many"])
    panel = page.decision_panel
    assert len(panel._action_buttons) == 25  # 8 abilities x 3 hand cards, and "None"
    qtbot.wait(50)  # let the layouts settle
    assert (window.width(), window.height()) == SIZE
    assert window.minimumSizeHint().width() <= SIZE[0]
    bar = panel.action_bar
    for button in panel._action_buttons:
        assert button.geometry().right() <= bar.viewport().width()
    # the buttons wrap onto several lines and the bar scrolls rather than grow past its limit
    assert len({button.y() for button in panel._action_buttons}) > 1
    assert bar.height() <= MAX_BAR_HEIGHT


def test_cards_stay_90_pixels_wide_under_two_lines_of_options(
    window: MainWindow, make_session: Any, qtbot: Any
) -> None:
    # the Force of Will table is the deepest; its main phase offers an ability per ruler and
    # resonator, an attack each, a rune (FoW 605): the buttons take two lines at 1600x1000
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_style(app)  # the app's buttons, as large as a player sees them
    try:
        position = load_position(POSITIONS / "force-of-will-mid.toml", "force-of-will")
        session = make_session("force-of-will", SeatMode.GOLDFISH, seed=1, position=position, autosave=None)
        page = window.show_game(session)
        qtbot.wait(50)
        buttons = page.decision_panel._action_buttons
        assert len({button.y() for button in buttons}) == 2
        assert (window.width(), window.height()) == SIZE
        assert page.view.zoom * CARD_W >= 90
    finally:
        app.setStyleSheet("")


def test_each_option_names_its_card_and_points_at_it(window: MainWindow) -> None:
    session = GameSession(probe_game(), SeatMode.FIXED, threaded_agent=False)
    page = window.show_game(session)
    session.choose(["ask-many"])
    panel, scene = page.decision_panel, page.scene
    hand = scene.zone("p1.hand").cards
    first = panel._action_buttons[0]
    card = scene.card_item(first.option.card)
    assert card is not None and card.view.name
    # the label does not name the card, so the button does; labels that would read the same
    # name where the card lies
    assert first.text().startswith(f"{card.view.name}: Ability 0")
    first.enterEvent(QEnterEvent(QPointF(), QPointF(), QPointF()))
    assert card.highlight & Highlight.POINTED
    assert page.preview.view is card.view
    assert not any(item.highlight & Highlight.POINTED for item in hand if item is not card)
    first.leaveEvent(QEvent(QEvent.Type.Leave))
    assert not card.highlight & Highlight.POINTED


def test_options_that_read_alike_say_where_their_card_lies(make_session: Any) -> None:
    session = make_session("weiss-schwarz", SeatMode.FIXED)
    observation = session.observation
    hand = observation.zones["p1.hand"]
    twin = replace(hand.cards[1], name=hand.cards[0].name)
    zones = dict(observation.zones)
    zones["p1.hand"] = replace(hand, cards=(hand.cards[0], twin, *hand.cards[2:]))
    seen = replace(observation, zones=zones)
    options = [
        Option("a", "direct attack", "attack", hand.cards[0].id),
        Option("b", "direct attack", "attack", twin.id),
        Option("pass", "End the attack phase", "pass"),
    ]
    captions = option_captions(options, seen)
    name = hand.cards[0].name
    assert captions["a"] == captions["b"] == f"{name}: direct attack (at Hand)"
    assert captions["pass"] == "End the attack phase"


@pytest.mark.parametrize(
    "game", ["weiss-schwarz", "one-piece", "force-of-will", "luck-and-logic", "freeform"]
)
@pytest.mark.parametrize("size", [(1600, 1000), (1920, 1080)])
def test_the_table_fills_the_window_with_readable_cards(
    window: MainWindow, make_session: Any, qtbot: Any, game: str, size: tuple[int, int]
) -> None:
    window.resize(*size)
    page = window.show_game(make_session(game, SeatMode.GOLDFISH, start=False))
    qtbot.wait(50)
    assert (window.width(), window.height()) == size
    view = page.view
    assert view.fitting
    # a card on the table is at least 90 pixels wide, and the felt fills the table's width or
    # height (it is laid out landscape, so it is not a narrow column in a wide window)
    assert view.zoom * CARD_W >= 90
    shown = view.mapFromScene(page.scene.sceneRect()).boundingRect()
    viewport = view.viewport().rect()
    assert shown.width() >= viewport.width() - 4 or shown.height() >= viewport.height() - 4


def test_the_side_panels_fold_away_and_the_table_grows(
    window: MainWindow, make_session: Any, qtbot: Any
) -> None:
    page = window.show_game(make_session("weiss-schwarz", SeatMode.GOLDFISH, start=False))
    qtbot.wait(50)
    before = page.view.zoom
    page.toggle_side_panel(False)
    page.toggle_side_panel(True)
    qtbot.wait(50)
    assert not page.left_panel.isVisible() and not page.right_panel.isVisible()
    assert page.view.zoom >= before
    page.toggle_side_panel(False)
    assert page.left_panel.isVisible()


def test_a_card_zooms_while_the_middle_button_or_z_is_held(
    window: MainWindow, make_session: Any, qtbot: Any
) -> None:
    page = window.show_game(make_session("weiss-schwarz", SeatMode.GOLDFISH, start=False))
    card = page.scene.zone("p1.hand").cards[0]
    page.scene.card_zoom_requested.emit(card.view)
    assert page.zoom.isVisible() and page.zoom.view is card.view
    assert page.zoom.height() > 0.9 * page.view.height()
    page.scene.card_zoom_requested.emit(None)
    assert not page.zoom.isVisible()
    page.preview.show_card(card.view)  # the card under the pointer
    qtbot.keyPress(page.view, Qt.Key.Key_Z)
    assert page.zoom.view is card.view
    qtbot.keyRelease(page.view, Qt.Key.Key_Z)
    assert not page.zoom.isVisible()


def test_cards_lie_on_whole_pixels_so_a_shifting_row_is_not_redrawn(
    window: MainWindow, make_session: Any, qtbot: Any
) -> None:
    page = window.show_game(make_session("freeform", SeatMode.GOLDFISH, start=False))
    qtbot.wait(50)
    session, scene = page.session, page.scene
    play = next(o for o in session.decision.options if o.action == "play")
    assert session.choose_option(play)  # the table row and the hand shift
    transform = page.view.viewportTransform()
    for item in [*scene.zone("p1.table").cards, *scene.zone("p1.hand").cards]:
        where = transform.map(item.pos())
        assert abs(where.x() - round(where.x())) < 1e-6 and abs(where.y() - round(where.y())) < 1e-6


@pytest.mark.parametrize(
    "game", ["weiss-schwarz", "one-piece", "force-of-will", "luck-and-logic", "freeform"]
)
def test_each_playmat_places_every_zone_of_its_game(game: str) -> None:
    # a zone a playmat forgets goes to a spare column and shrinks the whole table
    from desktop_app.bridge import game_info
    from desktop_app.ui.scene.playmats import playmat_for

    playmat = playmat_for(game)
    assert playmat is not None
    for spec in game_info(game).zones:
        if spec.linked_to is None:
            assert spec.name in playmat.places or spec.name in playmat.shared, spec.name
