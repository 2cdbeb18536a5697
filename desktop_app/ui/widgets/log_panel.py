"""``LogPanel``: the game log as the seat may read it, manual actions marked.

The lines come from ``LogListModel``; the panel shows them in a read-only plain-text view,
which wraps long lines and appends in constant time (a list view with wrapped rows lays
every row out again on each append, which grows with the game). It follows the model's
row signals: appended rows are appended, rows removed at the end (an undo) are cut, anything
else rebuilds the text. It follows the newest line unless the reader scrolled up.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QModelIndex, QPersistentModelIndex
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QVBoxLayout, QWidget

from desktop_app.bridge import LogListModel, Role
from desktop_app.ui.theme import readable

MANUAL_COLOUR = "#ffcc80"
RULE_COLOUR = "#8fb39d"

Index = QModelIndex | QPersistentModelIndex


def line_html(text: str, manual: bool) -> str:
    """One log line as the panel shows it: manual actions in amber, the rule dimmed."""
    body, rule = text, ""
    if text.endswith(")") and " (" in text:
        head, _, tail = text.rpartition(" (")
        if any(c.isdigit() for c in tail) and tail[:-1].count(" ") <= 3:  # a rule number (WS 6.3)
            body, rule = head, tail[:-1]
    html = escape(body)
    if manual:
        html = f'<span style="color:{MANUAL_COLOUR}">{html}</span>'
    if rule:
        html += f' <span style="color:{RULE_COLOUR}">({escape(rule)})</span>'
    return html


class LogPanel(QWidget):
    """The log model's lines in a wrapping text view (see the module docstring)."""

    def __init__(self, model: LogListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logPanel")
        self.model = model
        self.view = QPlainTextEdit(self)
        self.view.setObjectName("logView")
        self.view.setReadOnly(True)
        self.view.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.view.setUndoRedoEnabled(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        model.rowsInserted.connect(self._inserted)
        model.rowsRemoved.connect(self._removed)
        model.modelReset.connect(self.rebuild)
        self._lines = 0
        self.rebuild()

    @property
    def line_count(self) -> int:
        """How many log lines the panel shows."""
        return self._lines

    def text(self) -> str:
        return self.view.toPlainText()

    def _html(self, row: int) -> str:
        index = self.model.index(row, 0)
        return line_html(readable(str(index.data())), bool(index.data(Role.MANUAL)))

    def rebuild(self) -> None:
        """Show every line of the model again."""
        rows = self.model.rowCount()
        self.view.clear()
        self._lines = 0
        if rows:
            self.view.appendHtml("<br>".join(self._html(row) for row in range(rows)))
            self._lines = rows
        self._to_bottom()

    def _inserted(self, parent: Index, first: int, last: int) -> None:
        if first != self._lines:
            self.rebuild()
            return
        bar = self.view.verticalScrollBar()
        following = bar.value() >= bar.maximum() - 4
        for row in range(first, last + 1):
            self.view.appendHtml(self._html(row))
        self._lines = last + 1
        if following:
            self._to_bottom()

    def _removed(self, parent: Index, first: int, last: int) -> None:
        if last != self._lines - 1 or first == 0:
            self.rebuild()
            return
        cursor = QTextCursor(self.view.document().findBlockByNumber(first - 1))
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        self._lines = first

    def _to_bottom(self) -> None:
        bar = self.view.verticalScrollBar()
        bar.setValue(bar.maximum())
