"""Fonts and the display: Japanese card text and the not-automated badge draw on a machine with
no extra fonts, and a machine without Qt's X11 libraries is told which packages to install."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter
from PySide6.QtWidgets import QApplication

from desktop_app.ui.app import application
from desktop_app.ui.display_check import XCB_LIBRARIES, display_problem, missing_packages, uses_xcb
from desktop_app.ui.scene.card_painter import hand_path
from desktop_app.ui.theme import install_fonts

JAPANESE = "光の騎士：カードを１枚引く【自】"


def test_japanese_card_text_has_glyphs_from_the_shipped_font(qtbot: Any) -> None:
    app = application()
    assert "Noto Sans CJK JP" in install_fonts(app)
    metrics = QFontMetrics(QFont("Noto Sans CJK JP"))
    assert all(metrics.inFontUcs4(ord(c)) for c in JAPANESE)
    assert "Noto Sans CJK JP" in QApplication.font().families()  # the fallback of every text
    # drawn in the application font, each character has a shape of its own (empty boxes, the
    # sign of a missing font, would all look alike)
    shapes = set()
    for character in set(JAPANESE):
        image = QImage(40, 40, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        font = QFont(QApplication.font())
        font.setPixelSize(28)
        painter.setFont(font)
        painter.drawText(4, 32, character)
        painter.end()
        shapes.add(bytes(image.constBits()))
    assert len(shapes) == len(set(JAPANESE))


def test_the_not_automated_badge_is_drawn_not_a_glyph() -> None:
    hand = hand_path(QPointF(0, 0))
    assert hand.contains(QPointF(0, 2))  # the palm
    assert hand.boundingRect().height() > 10 and hand.boundingRect().width() > 8


def test_missing_x11_libraries_are_named_with_their_packages() -> None:
    gone = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}
    assert missing_packages(lambda soname: soname not in gone) == ["libxcb-icccm4", "libxcb-keysyms1"]
    problem = display_problem(lambda soname: soname not in gone, environ={})
    assert "apt-get install libxcb-icccm4 libxcb-keysyms1" in problem
    assert display_problem(lambda soname: True, environ={}) == ""
    assert display_problem(lambda soname: False, environ={"QT_QPA_PLATFORM": "offscreen"}) == ""
    assert not uses_xcb({}, platform="win32")


def test_this_machine_has_every_x11_library() -> None:
    # the screenshot tests open real X11 windows here: the check agrees they can
    assert missing_packages() == [] and len(XCB_LIBRARIES) > 15
