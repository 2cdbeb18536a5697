"""The players' values show every player's column, with readable names (issue 15)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop_app.bridge import PlayerValuesModel
from desktop_app.ui.app import apply_style
from desktop_app.ui.widgets.player_panel import COLUMN_MIN, PlayerPanel


@pytest.fixture
def styled(qtbot: Any) -> Iterator[QApplication]:
    """The app's style sheet (its bold headers are what pushed a column out), removed after."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_style(app)
    yield app
    app.setStyleSheet("")


def test_value_names_read_as_words() -> None:
    # the rules' own words (L&L 5.21.1 Refresh Point, 5.35 T-rank), not identifiers
    model = PlayerValuesModel()
    values = {"p1.rp": 0, "p1.t_rank": 0, "p1.will.light": 1, "p2.attack_limit_bonus": 0}
    model.set_values({**values, "p1.passed": 1, "p2.passed": 0, "p1.waiting_room": 3})
    names = [model.headerData(r, Qt.Orientation.Vertical) for r in range(model.rowCount())]
    assert names == ["Refresh points", "T-rank", "Will (light)", "Passed last", "Waiting room"]
    # the bonus is counted in the Attack Limit row (L&L 8.2.3), not shown apart; a pass is a yes
    passed = names.index("Passed last")
    assert [model.data(model.index(passed, column)) for column in (0, 1)] == ["yes", ""]


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
