"""``CardBrowserModel``: the deck editor's card search results, fetched off the GUI thread.

``search(text, filters, sort, descending)`` starts a query on a database worker and returns
at once; the first page arrives with ``search_finished(total)``, further pages when a view
scrolls to the end (``canFetchMore``/``fetchMore``). Counting every match can cost more than
the page itself (a one-letter prefix matches most cards), so a full first page is shown at
once with ``total`` unknown (-1) and the count follows from the worker (``total_known``); a
page that is not full is the whole answer and both signals come together. A newer search
makes older ones stale: a stale query that has not started yet is skipped on its worker,
and a stale answer is dropped. Give the model a worker pool of its own (one thread is
enough) so that searches never wait behind picture loading.

The model is a table whose columns are the game's fields (``deck_fields.browser_columns``);
a grid view shows column 0 with ``BrowserRole.THUMB`` (the card picture, ``None`` until it
has loaded: the view draws a placeholder) and ``BrowserRole.DECK_COUNT`` (copies in the deck
being edited, from a callable the editor sets). Rows drag out as ``deck_mime`` data; deck
cards dropped on the browser are handed back with ``cards_returned``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from card_db import CardDatabase, CardFilters, CardRecord
from desktop_app.bridge.deck_fields import Column, browser_columns, field_value
from desktop_app.bridge.deck_mime import MIME_TYPE, DraggedCard, DragOrigin, decode, encode
from desktop_app.bridge.images import CardImageCache
from desktop_app.bridge.workers import DatabaseTasks

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
#: Cards per page: a screenful of the grid or the list and some more.
PAGE = 150


class BrowserRole(IntEnum):
    """The custom item roles of ``CardBrowserModel``."""

    RECORD = Qt.ItemDataRole.UserRole + 1  #: the row's ``CardRecord``
    THUMB = Qt.ItemDataRole.UserRole + 2  #: its thumbnail ``QPixmap``, ``None`` while loading
    DECK_COUNT = Qt.ItemDataRole.UserRole + 3  #: copies of the card in the deck being edited


def search_page(
    database: CardDatabase,
    game: str,
    text: str,
    filters: CardFilters,
    sort: str,
    descending: bool,
    offset: int,
) -> list[CardRecord]:
    """One page of results (``PAGE`` cards from ``offset``)."""
    return database.search(
        text,
        game=game,
        filters=filters,
        sort=sort,  # type: ignore[arg-type]
        descending=descending,
        limit=PAGE,
        offset=offset,
    )


class CardBrowserModel(QAbstractTableModel):
    """Search results of one game as a table of its fields (see the module docstring).

    Args:
        tasks: the database workers the queries run on (``None``: no database yet).
        images: the picture cache for thumbnails (``None``: no pictures).
    """

    #: the first page of a search arrived (how many cards match in all, -1 while counting)
    search_finished = Signal(int)
    #: the number of cards the search matches is known
    total_known = Signal(int)
    #: a search failed (the reason)
    search_failed = Signal(str)
    #: the header asked for another order (the database sort key, descending)
    sort_requested = Signal(str, bool)
    #: deck cards were dropped on the browser: take them out of the deck
    cards_returned = Signal(object)  # DeckDrop

    def __init__(
        self,
        tasks: DatabaseTasks | None,
        images: CardImageCache | None = None,
        parent: Any = None,
    ) -> None:
        super().__init__(parent)
        self._tasks = tasks
        self._images = images
        self._game = ""
        self._columns: tuple[Column, ...] = browser_columns("")
        self._rows: list[CardRecord] = []
        self._rows_by_code: dict[str, list[int]] = {}
        self._total = 0
        self._more = False
        self._query: tuple[str, CardFilters, str, bool] = ("", CardFilters(), "relevance", False)
        self._generation = 0
        self._fetching = False
        self._searching = False
        #: copies of a code in the deck being edited (set by the editor)
        self.deck_count: Callable[[str], int] | None = None
        if images is not None:
            images.image_loaded.connect(self._image_loaded)

    # ================================================================== the model
    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        record = self._rows[index.row()]
        column = self._columns[index.column()] if 0 <= index.column() < len(self._columns) else None
        if role == Qt.ItemDataRole.DisplayRole:
            if column is None:
                return None
            value = field_value(record, column.key)
            return None if value is None else str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column is not None and column.numeric:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{record.name} · {record.code}\n{record.text}" if record.text else record.name
        if role == BrowserRole.RECORD:
            return record
        if role == BrowserRole.THUMB:
            return (
                self._images.pixmap(record.game, record.code, "thumb") if self._images is not None else None
            )
        if role == BrowserRole.DECK_COUNT:
            return self.deck_count(record.code) if self.deck_count is not None else 0
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._columns):
            return None
        column = self._columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.title
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"Sort by {column.title.lower()}" if column.sort else None
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsDragEnabled
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def canFetchMore(self, parent: Index = _ROOT) -> bool:
        return not parent.isValid() and not self._fetching and not self._searching and self._more

    def fetchMore(self, parent: Index = _ROOT) -> None:
        if not self.canFetchMore(parent) or self._tasks is None:
            return
        self._fetching = True
        generation, offset = self._generation, len(self._rows)
        self._start(generation, offset)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """A header click: ask for the database order of that column (if it has one)."""
        if 0 <= column < len(self._columns) and self._columns[column].sort is not None:
            key = self._columns[column].sort
            assert key is not None
            self.sort_requested.emit(key, order == Qt.SortOrder.DescendingOrder)

    # ------------------------------------------------------------------ dragging
    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        rows = sorted({index.row() for index in indexes if index.isValid()})
        return encode(DragOrigin.BROWSER, [DraggedCard(self._rows[row]) for row in rows])

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        drop = decode(data)
        return drop is not None and drop.origin is DragOrigin.DECK

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        """Deck cards dropped here leave the deck (``cards_returned``); nothing else is taken."""
        drop = decode(data)
        if drop is None or drop.origin is not DragOrigin.DECK:
            return False
        self.cards_returned.emit(drop)
        return True

    # ================================================================== searching
    @property
    def game(self) -> str:
        return self._game

    @property
    def columns(self) -> tuple[Column, ...]:
        return self._columns

    @property
    def total(self) -> int:
        """How many cards match the current search (all pages); -1 while being counted."""
        return self._total

    @property
    def searching(self) -> bool:
        """Whether a search's first page is on its way."""
        return self._searching

    def record(self, row: int) -> CardRecord:
        return self._rows[row]

    def records(self) -> list[CardRecord]:
        """The rows fetched so far."""
        return list(self._rows)

    def set_tasks(self, tasks: DatabaseTasks | None) -> None:
        self._tasks = tasks

    def set_game(self, game: str) -> None:
        """Show ``game``'s columns; the rows empty until the next ``search``."""
        self._generation += 1
        self.beginResetModel()
        self._game = game
        self._columns = browser_columns(game)
        self._rows = []
        self._rows_by_code = {}
        self._total = 0
        self._more = False
        self.endResetModel()

    def search(
        self,
        text: str,
        filters: CardFilters | None = None,
        sort: str = "relevance",
        descending: bool = False,
    ) -> None:
        """Search the game's cards; the rows are replaced when the first page arrives."""
        self._generation += 1
        self._query = (text, filters or CardFilters(), sort, descending)
        self._fetching = False
        self._searching = True
        if self._tasks is None or not self._game:
            self._searching = False
            return
        self._start(self._generation, 0)

    def refresh_deck_counts(self, codes: Sequence[str] | None = None) -> None:
        """The deck changed: views redraw the in-deck counts (of ``codes``, or of every row)."""
        if not self._rows:
            return
        if codes is None:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, 0), [BrowserRole.DECK_COUNT]
            )
            return
        for code in codes:
            for row in self._rows_by_code.get(code, []):
                self.dataChanged.emit(self.index(row, 0), self.index(row, 0), [BrowserRole.DECK_COUNT])

    def _start(self, generation: int, offset: int) -> None:
        assert self._tasks is not None
        game = self._game
        text, filters, sort, descending = self._query

        def run(database: CardDatabase) -> list[CardRecord] | None:
            if generation != self._generation:
                return None  # a newer search was asked for while this one waited
            return search_page(database, game, text, filters, sort, descending, offset)

        self._tasks.query(
            run,
            lambda result: self._arrived(generation, result, append=offset > 0),
            lambda message: self._failed(generation, message),
        )

    def _count(self, generation: int) -> None:
        assert self._tasks is not None
        game = self._game
        text, filters, _, _ = self._query

        def run(database: CardDatabase) -> int | None:
            if generation != self._generation:
                return None
            return database.count(text, game=game, filters=filters)

        self._tasks.query(
            run,
            lambda total: self._counted(generation, total),
            lambda message: self._failed(generation, message),
        )

    def _arrived(self, generation: int, result: object, *, append: bool) -> None:
        if generation != self._generation or result is None:
            return
        assert isinstance(result, list)
        rows: list[CardRecord] = result
        self._more = len(rows) == PAGE
        if append:
            self._fetching = False
            if rows:
                first = len(self._rows)
                self.beginInsertRows(_ROOT, first, first + len(rows) - 1)
                self._rows.extend(rows)
                for offset, record in enumerate(rows):
                    self._rows_by_code.setdefault(record.code, []).append(first + offset)
                self.endInsertRows()
            return
        self.beginResetModel()
        self._rows = rows
        self._rows_by_code = {}
        for row, record in enumerate(rows):
            self._rows_by_code.setdefault(record.code, []).append(row)
        self._total = -1 if self._more else len(rows)
        self._searching = False
        self.endResetModel()
        self.search_finished.emit(self._total)
        if self._more:
            self._count(generation)
        else:
            self.total_known.emit(self._total)

    def _counted(self, generation: int, total: object) -> None:
        if generation != self._generation or not isinstance(total, int):
            return
        self._total = total
        self.total_known.emit(total)

    def _failed(self, generation: int, message: str) -> None:
        if generation != self._generation:
            return
        self._fetching = False
        self._searching = False
        self.search_failed.emit(message)

    def _image_loaded(self, game: str, code: str, size: str) -> None:
        if game != self._game or size != "thumb":
            return
        for row in self._rows_by_code.get(code, []):
            self.dataChanged.emit(self.index(row, 0), self.index(row, 0), [BrowserRole.THUMB])
