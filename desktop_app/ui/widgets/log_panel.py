"""``LogPanel``: the game log as the seat may read it, manual actions marked."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QListView, QStyledItemDelegate, QStyleOptionViewItem, QVBoxLayout, QWidget

from desktop_app.bridge import LogListModel, Role

MANUAL_COLOUR = QColor("#ffcc80")


class _LogDelegate(QStyledItemDelegate):
    """Draws manual actions in amber so they stand out from what the rules did."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.data(Role.MANUAL):
            option.palette.setColor(QPalette.ColorRole.Text, MANUAL_COLOUR)


class LogPanel(QWidget):
    """A list of log lines that follows the newest line unless the reader scrolled up."""

    def __init__(self, model: LogListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logPanel")
        self.model = model
        self.view = QListView(self)
        self.view.setObjectName("logView")
        self.view.setModel(model)
        self.view.setWordWrap(True)
        self.view.setUniformItemSizes(False)
        self.view.setItemDelegate(_LogDelegate(self.view))
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        model.rowsAboutToBeInserted.connect(self._remember_bottom)
        model.rowsInserted.connect(self._follow)
        self._at_bottom = True

    def _remember_bottom(self, *_: object) -> None:
        bar = self.view.verticalScrollBar()
        self._at_bottom = bar.value() >= bar.maximum() - 4

    def _follow(self, *_: object) -> None:
        if self._at_bottom:
            self.view.scrollToBottom()
