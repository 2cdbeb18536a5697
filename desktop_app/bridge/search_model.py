"""``CardSearchModel``: card database search results as a table, fetched off the GUI thread.

``search(text, game)`` starts a query on a database worker and returns at once; the rows
arrive with ``search_finished``. A newer search makes older answers stale (they are
dropped). Results come a page at a time: ``canFetchMore``/``fetchMore`` ask for the next
page when a view scrolls to the end.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal

from card_db import CardDatabase, CardRecord
from desktop_app.bridge.workers import DatabaseTasks

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
PAGE = 100
COLUMNS = ("Code", "Name", "Type", "Game")
#: the role that holds a row's ``CardRecord``
RECORD_ROLE = Qt.ItemDataRole.UserRole + 1


def _page(database: CardDatabase, text: str, game: str | None, offset: int) -> tuple[list[CardRecord], int]:
    rows = database.search(text, game=game, limit=PAGE, offset=offset)
    total = database.count(text, game=game) if offset == 0 else -1
    return rows, total


class CardSearchModel(QAbstractTableModel):
    """Search results: code, name, type and game per card (see the module docstring)."""

    #: a search's first page arrived (the total number of matches)
    search_finished = Signal(int)
    #: a search failed (the reason)
    search_failed = Signal(str)

    def __init__(self, tasks: DatabaseTasks | None, parent: Any = None) -> None:
        super().__init__(parent)
        self._tasks = tasks
        self._rows: list[CardRecord] = []
        self._total = 0
        self._query: tuple[str, str | None] = ("", None)
        self._generation = 0
        self._fetching = False

    # ------------------------------------------------------------------ the model
    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        record = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return (record.code, record.name, record.type.title(), record.game)[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return record.text or None
        if role == RECORD_ROLE:
            return record
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section] if 0 <= section < len(COLUMNS) else None
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren

    def canFetchMore(self, parent: Index = _ROOT) -> bool:
        return not parent.isValid() and not self._fetching and len(self._rows) < self._total

    def fetchMore(self, parent: Index = _ROOT) -> None:
        if not self.canFetchMore(parent) or self._tasks is None:
            return
        self._fetching = True
        generation, (text, game), offset = self._generation, self._query, len(self._rows)
        self._tasks.query(
            lambda db: _page(db, text, game, offset),
            lambda result: self._arrived(generation, result, append=True),
            self._failed,
        )

    # ------------------------------------------------------------------ searching
    @property
    def total(self) -> int:
        """How many cards match the current search."""
        return self._total

    def record(self, row: int) -> CardRecord:
        return self._rows[row]

    def search(self, text: str, game: str | None = None) -> None:
        """Start a search for ``text`` (all games if ``game`` is ``None``)."""
        self._generation += 1
        self._query = (text, game)
        self._fetching = False
        if self._tasks is None:
            return
        generation = self._generation
        self._tasks.query(
            lambda db: _page(db, text, game, 0),
            lambda result: self._arrived(generation, result, append=False),
            self._failed,
        )

    def _arrived(self, generation: int, result: object, *, append: bool) -> None:
        if generation != self._generation:
            return  # an answer to an older search
        assert isinstance(result, tuple)
        rows: list[CardRecord] = list(result[0])
        total = int(result[1])
        self._fetching = False
        if append:
            if rows:
                self.beginInsertRows(_ROOT, len(self._rows), len(self._rows) + len(rows) - 1)
                self._rows.extend(rows)
                self.endInsertRows()
            return
        self.beginResetModel()
        self._rows = list(rows)
        self._total = total
        self.endResetModel()
        self.search_finished.emit(self._total)

    def _failed(self, message: str) -> None:
        self._fetching = False
        self.search_failed.emit(message)
