"""The small faults a new player met (issue 15, point 8), each pinned: a number decision that
skipped the draw on Enter, an outline lost on yellow cards, a preview that kept the old power.
(The deck editor's odds and the start screen's saved decks are in their own test files.)"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from desktop_app.bridge import CardView, SeatMode, TableSettings
from desktop_app.ui.scene.card_painter import paint_face, paint_outline
from desktop_app.ui.scene.geometry import CARD_H, CARD_W
from desktop_app.ui.theme import Palette
from desktop_app.ui.widgets.table_page import TablePage


@pytest.fixture
def page(probe_page: TablePage) -> TablePage:
    return probe_page


def test_a_number_starts_at_the_most_so_enter_takes_it(page: TablePage) -> None:
    session, panel = page.session, page.decision_panel
    session.choose(["ask-number"])
    assert panel.number.value() == 5  # "you may draw up to 5": Enter draws, it does not skip
    assert [b.text() for b in panel._number_buttons] == ["0", "1", "2", "3", "4", "5"]
    page.confirm()
    assert session.observation.log[-1] == "number 5"
    session.choose(["ask-number"])
    panel._number_buttons[2].click()  # one click for any small number
    assert session.observation.log[-1] == "number 2"


def ring_darkness(highlighted: bool) -> int:
    """Along a yellow card's top edge, how many columns have a dark pixel just outside it."""
    image = QImage(160, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("#f2d64b"))  # a yellow card on a yellow neighbour: the worst case
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(80, 100)
    view = CardView(1, "X-1", "Yellow card", "character", True, "", (), 0, 0, colours=("yellow",))
    paint_face(painter, view, None, 1.0)
    if highlighted:
        paint_outline(painter, Palette.PLAYABLE, 3.5)
    painter.end()
    # the columns above the card's top edge with a dark pixel in the band just outside it
    top = int(100 - CARD_H / 2)
    return sum(
        any(QColor(image.pixel(x, y)).lightness() < 60 for y in range(top - 10, top - 1))
        for x in range(int(80 - CARD_W / 2) + 8, int(80 + CARD_W / 2) - 8)
    )


def test_the_playable_outline_shows_on_a_yellow_card() -> None:
    # a dark band under the green outline keeps it visible whatever the card's colour
    assert ring_darkness(True) == int(CARD_W) - 16 and ring_darkness(False) == 0


def test_the_preview_follows_a_manual_change(make_session: Any, images: Any, qtbot: Any) -> None:
    session = make_session("weiss-schwarz", SeatMode.GOLDFISH)
    page = TablePage(session, images, TableSettings())
    qtbot.addWidget(page)
    while session.observation.phase == "setup":
        decision = session.decision
        session.choose([] if decision.minimum == 0 else [decision.options[0].key])
    card = next(item for item in page.scene.zone("p1.hand").cards if "power" in item.view.stats)
    page.scene.card_hovered.emit(card.view)
    power = page.preview.view.stats["power"]
    page.scene.pointed_card(card)
    assert page.scene.quick_action("stat", 1000)
    assert page.preview.view is not None and page.preview.view.stats["power"] == power + 1000
    assert f"Power: {power + 1000}" in page.preview.details.text()
