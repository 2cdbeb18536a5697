"""``PlayerPanel``: each player's values (life, level, clock …) in a small table."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QVBoxLayout, QWidget

from desktop_app.bridge import PlayerValuesModel


class PlayerPanel(QWidget):
    """The values model in a compact table, a column per player."""

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
        self.view.setFixedHeight(max(header + 6, min(height, 260)))
        self.setVisible(rows > 0)
