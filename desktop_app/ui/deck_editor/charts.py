"""``BarChart``: a small bar chart drawn with ``QPainter`` (PySide6-Essentials has no QtCharts).

Bars have a label under them, their value above them and an optional colour each (a card
colour's own colour in the colour split). Values are counts, or chances from 0 to 1 shown as
percentages (``percent=True``). With more bars than the width holds labels for, every n-th bar
is labelled, and if a value does not fit over its bar no value is drawn (the tool tip has
them). The chart draws nothing but a quiet "no cards" line when there is no data.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

#: The bars' default colour (the app's gold accent) and the chart's quiet text colours.
BAR = QColor("#f2c94c")
HIGHLIGHT = QColor("#ff8a65")
TEXT = QColor("#dfe8e2")
DIM = QColor("#8fb39d")
GRID = QColor(255, 255, 255, 26)


@dataclass(frozen=True)
class Bar:
    """One bar: its label, value, colour (``None``: the default) and tool tip."""

    label: str
    value: float
    colour: QColor | None = None
    highlight: bool = False


class BarChart(QWidget):
    """A titled bar chart (see the module docstring)."""

    def __init__(self, title: str = "", *, percent: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("barChart")
        self._title = title
        self._percent = percent
        self._bars: tuple[Bar, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(160, 110)

    @property
    def bars(self) -> tuple[Bar, ...]:
        return self._bars

    @property
    def title(self) -> str:
        return self._title

    def set_data(self, bars: Sequence[Bar], title: str | None = None) -> None:
        """Draw ``bars`` (and a new ``title`` if given)."""
        self._bars = tuple(bars)
        if title is not None:
            self._title = title
        summary = ", ".join(f"{bar.label}: {self._format(bar.value)}" for bar in self._bars)
        self.setToolTip(f"{self._title}\n{summary}" if summary else self._title)
        self.setAccessibleDescription(summary)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(280, 160)

    def _format(self, value: float) -> str:
        if self._percent:
            return f"{value * 100:.0f}%"
        return f"{value:g}"

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.font())
        font.setPixelSize(12)
        painter.setFont(font)
        metrics = QFontMetrics(font)
        line = metrics.height()
        width, height = self.width(), self.height()
        title_font = QFont(font)
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.setPen(DIM)
        painter.drawText(QRectF(4, 0, width - 8, line + 4), Qt.AlignmentFlag.AlignLeft, self._title.upper())
        painter.setFont(font)
        top = line + 8 + line  # the title, then room for the value over the tallest bar
        bottom = height - line - 6
        if not self._bars or bottom - top < 10:
            painter.setPen(DIM)
            painter.drawText(
                QRectF(0, top, width, max(10, bottom - top)), Qt.AlignmentFlag.AlignCenter, "no cards"
            )
            painter.end()
            return
        highest = 1.0 if self._percent else max(1.0, *(bar.value for bar in self._bars))
        painter.setPen(QPen(GRID, 1))
        painter.drawLine(4, int(bottom), width - 4, int(bottom))
        slot = (width - 8) / len(self._bars)
        bar_width = max(4.0, min(slot * 0.7, 46.0))
        # many narrow bars: a label on every n-th bar and no value that would not fit (the tool
        # tip has them all)
        widest = max(metrics.horizontalAdvance(bar.label) for bar in self._bars) + 6
        every = max(1, math.ceil(min(widest, 40) / slot))
        values = max(metrics.horizontalAdvance(self._format(bar.value)) for bar in self._bars) <= slot
        for index, bar in enumerate(self._bars):
            centre = 4 + slot * (index + 0.5)
            bar_height = (bottom - top) * max(0.0, bar.value) / highest
            rect = QRectF(centre - bar_width / 2, bottom - bar_height, bar_width, bar_height)
            colour = bar.colour or (HIGHLIGHT if bar.highlight else BAR)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(rect, 3, 3)
            painter.setPen(TEXT)
            value_rect = QRectF(centre - slot / 2, rect.top() - line - 2, slot, line)
            if bar.value and values:
                painter.drawText(value_rect, Qt.AlignmentFlag.AlignCenter, self._format(bar.value))
            if index % every:
                continue
            label = metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight, int(slot * every))
            painter.setPen(TEXT if not bar.highlight else HIGHLIGHT)
            painter.drawText(
                QRectF(centre - slot * every / 2, bottom + 3, slot * every, line),
                Qt.AlignmentFlag.AlignCenter,
                label,
            )
        painter.end()
