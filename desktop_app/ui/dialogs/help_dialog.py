"""``HelpDialog`` (F1): the keyboard shortcuts and the mouse, taken from the window's actions."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

MOUSE = (
    ("Drag a card", "Play it where a legal action puts it; the places light up while you drag."),
    ("Shift + drag", "Move the card by hand, whatever the rules say (it is logged as manual)."),
    ("Double-click a card", "Its one action; choose among several; draw from your deck; look at a pile."),
    ("Click a card", "Choose it when the game asks you to choose cards (then Confirm)."),
    ("Right-click", "Every action on a card, a zone or the table: move, flip, rest, counters, markers…"),
    ("Wheel", "Zoom the table around the pointer (F fits it to the window again)."),
)


def shortcut_rows(actions: Iterable[QAction]) -> list[tuple[str, str]]:
    """(keys, what) for every action with a shortcut."""
    rows: list[tuple[str, str]] = []
    for action in actions:
        keys = [
            s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts() if not s.isEmpty()
        ]
        if keys:
            rows.append((" / ".join(keys), action.text().replace("&", "")))
    return rows


class HelpDialog(QDialog):
    """The shortcuts of ``actions`` and the mouse gestures of the table."""

    def __init__(self, actions: Iterable[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("helpDialog")
        self.setWindowTitle("Keyboard shortcuts and mouse")
        rows = shortcut_rows(actions)
        self.table = QTableWidget(len(rows) + len(MOUSE), 2, self)
        self.table.setHorizontalHeaderLabels(["Keys / mouse", "What it does"])
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, (keys, what) in enumerate([*rows, *MOUSE]):
            self.table.setItem(row, 0, QTableWidgetItem(keys))
            self.table.setItem(row, 1, QTableWidgetItem(what))
        self.table.resizeColumnToContents(0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Everything the table does by mouse is in the right-click menus too.", self))
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(720, 620)
