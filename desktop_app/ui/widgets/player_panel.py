"""``PlayerPanel``: each player's values (life, level, clock …) in a small table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QVBoxLayout, QWidget

from desktop_app.bridge import PlayerValuesModel

#: The narrowest a player's column gets (pixels): a four-digit life ("3400") stays whole.
COLUMN_MIN = 44
#: The tallest the table gets (pixels): every value of every game's players without a scroll
#: bar (a scroll bar took the width of the second player's column); the log gets the rest.
HEIGHT_MAX = 380


class PlayerPanel(QWidget):
    """The values model in a compact table, a column per player, always whole: the value
    names give way (elided) before a player's column does."""

    def __init__(self, model: PlayerValuesModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playerPanel")
        self.model = model
        self.view = QTableView(self)
        self.view.setModel(model)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setMinimumSectionSize(COLUMN_MIN)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.verticalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.view.setShowGrid(False)
        self.view.setAlternatingRowColors(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        model.modelReset.connect(self._fit)
        self._fit()

    def _fit(self) -> None:
        rows = self.model.rowCount()
        header = self.view.horizontalHeader().sizeHint().height()
        height = header + sum(self.view.rowHeight(r) for r in range(rows)) + 6
        self.view.setFixedHeight(max(header + 6, min(height, HEIGHT_MAX)))
        self._scrolls = height > HEIGHT_MAX
        self.setVisible(rows > 0)
        self._fit_names()

    def _fit_names(self) -> None:
        """The names' column leaves room for every player's column (and a scroll bar's)."""
        columns = max(self.model.columnCount(), 1)
        frame = 2 * self.view.frameWidth()
        if self._scrolls:
            frame += self.view.verticalScrollBar().sizeHint().width()
        self.view.verticalHeader().setMaximumWidth(max(self.width() - frame - columns * COLUMN_MIN, 40))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_names()
