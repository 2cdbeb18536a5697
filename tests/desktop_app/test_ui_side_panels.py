"""The table's panels leave the cards and each other whole (issue 15): the players' values
show every player's column with readable names, and the reveal strip lies above the mat, not
over the cards of its top row."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication

from desktop_app.bridge import PlayerValuesModel, SeatMode, TableSettings
from desktop_app.ui.app import apply_style
from desktop_app.ui.widgets.player_panel import COLUMN_MIN, PlayerPanel
from desktop_app.ui.widgets.table_page import TablePage


@pytest.fixture
def styled(qtbot: Any) -> Iterator[QApplication]:
    """The app's style sheet (its bold headers are what pushed a column out), removed after."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_style(app)
    yield app
    app.setStyleSheet("")


def test_value_names_read_as_words() -> None:
    model = PlayerValuesModel()
    model.set_values({"p1.rp": 0, "p1.t_rank": 0, "p1.will.light": 1, "p2.attack_limit_bonus": 0})
    names = [model.headerData(r, Qt.Orientation.Vertical) for r in range(model.rowCount())]
    assert names == ["RP", "T rank", "Will (light)", "Attack limit bonus"]


def test_every_player_column_stays_whole_in_a_narrow_panel(styled: QApplication, qtbot: Any) -> None:
    model = PlayerValuesModel()
    names = ["level", "attack_limit", "attack_limit_bonus", "rp", "stock", "gates", "t_rank"]
    names += ["attacks", "definitions_left", "passed", "a_very_long_counter_name_indeed"]
    model.set_values({f"p{seat}.{name}": 3400 for seat in (1, 2) for name in names})
    panel = PlayerPanel(model)
    qtbot.addWidget(panel)
    panel.resize(234, 400)  # the right panel at 1600x1000, inside its margins
    panel.show()
    qtbot.waitExposed(panel)
    view = panel.view
    # both columns inside the view, wide enough for "3400"; every row without scrolling
    right = view.columnViewportPosition(1) + view.columnWidth(1)
    assert right <= view.viewport().width()
    assert min(view.columnWidth(0), view.columnWidth(1)) >= COLUMN_MIN
    assert view.horizontalScrollBar().maximum() == 0 and view.verticalScrollBar().maximum() == 0


def test_the_reveal_strip_hides_no_card(make_session: Any, images: Any, qtbot: Any) -> None:
    session = make_session("freeform", SeatMode.GOLDFISH, start=False)
    page = TablePage(session, images, TableSettings())
    qtbot.addWidget(page)
    page.resize(1600, 1000)
    page.show()
    qtbot.waitExposed(page)
    session.start()
    assert not page.recap.isVisible() and page.view.viewportMargins().top() == 0
    whole = page.view.zoom  # the whole height for the table while there is nothing to recall
    assert session.pass_priority()  # the dummy's turn: what it did shows in the strip
    assert page.recap.isVisible()
    strip = page.recap.geometry()
    view = page.view

    def top_in_page(rect: QRectF) -> int:
        return view.viewport().mapTo(page, view.mapFromScene(rect.topLeft())).y()

    cards = page.scene.card_items()
    assert cards and all(top_in_page(card.sceneBoundingRect()) > strip.bottom() for card in cards)
    # the table (its felt) made room for the strip, as little as it needs
    assert top_in_page(page.scene.sceneRect()) > strip.bottom() and view.zoom > 0.9 * whole
    assert view.viewportMargins().top() == strip.height() + 6  # just the strip's height
