"""``CardBrowser``: search the card database and read a card's picture and text.

Typing searches as you type (after a short pause), in one game or all; the query runs on
a database worker (``CardSearchModel``), so the window never waits for SQLite.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from card_db import GAMES, CardRecord
from desktop_app.bridge import CardImageCache, DatabaseTasks
from desktop_app.bridge.search_model import RECORD_ROLE, CardSearchModel

#: Milliseconds of quiet typing before a search starts.
DEBOUNCE_MS = 200


class CardBrowser(QDialog):
    """A searchable list of every card in the database, with a preview."""

    def __init__(
        self,
        tasks: DatabaseTasks | None,
        images: CardImageCache,
        game: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("cardBrowser")
        self.setWindowTitle("Card database")
        self.images = images
        self.model = CardSearchModel(tasks, self)
        self.query = QLineEdit(self)
        self.query.setPlaceholderText("Search names, text, traits or codes…")
        self.query.setClearButtonEnabled(True)
        self.game = QComboBox(self)
        self.game.addItem("All games", None)
        for spec in GAMES.values():
            self.game.addItem(spec.title, spec.id)
        if game is not None:
            self.game.setCurrentIndex(max(0, self.game.findData(game)))
        self.count = QLabel(self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setAlternatingRowColors(True)
        self.picture = QLabel(self)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setMinimumSize(260, 364)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top = QHBoxLayout()
        top.addWidget(self.query, 1)
        top.addWidget(self.game)
        top.addWidget(self.count)
        preview = QWidget(self)
        side = QVBoxLayout(preview)
        side.addWidget(self.picture)
        side.addWidget(self.text, 1)
        splitter = QSplitter(self)
        splitter.addWidget(self.table)
        splitter.addWidget(preview)
        splitter.setSizes([620, 320])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        self.resize(1000, 640)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self.search)
        self.query.textChanged.connect(self._timer.start)
        self.game.currentIndexChanged.connect(self.search)
        self.model.search_finished.connect(self._finished)
        self.model.search_failed.connect(lambda message: self.count.setText(f"Search failed: {message}"))
        self.table.selectionModel().selectionChanged.connect(self._selected)
        images.image_loaded.connect(self._image_loaded)
        self._record: CardRecord | None = None
        if tasks is None:
            self.count.setText("The card database is still opening…")
        self.search()

    def search(self) -> None:
        """Search now for what is typed."""
        self.model.search(self.query.text().strip(), self.game.currentData())

    def _finished(self, total: int) -> None:
        self.count.setText(f"{total} card{'s' if total != 1 else ''}")
        if self.model.rowCount() and not self.table.selectionModel().hasSelection():
            self.table.selectRow(0)

    def _selected(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        rows = self.table.selectionModel().selectedRows()
        self._record = rows[0].data(RECORD_ROLE) if rows else None
        self._show()

    def _image_loaded(self, game: str, code: str, size: str) -> None:
        record = self._record
        if record is not None and record.game == game and record.code == code:
            self._show()

    def _show(self) -> None:
        record = self._record
        if record is None:
            self.picture.clear()
            self.text.clear()
            return
        pixmap: QPixmap | None = self.images.pixmap(record.game, record.code, "display")
        if pixmap is not None:
            self.picture.setPixmap(
                pixmap.scaled(
                    self.picture.size(),
                    Qt.AspectRatioMode.KeepAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                )
            )
        else:
            self.picture.setText("Loading the picture…")
        fields = "  ·  ".join(
            f"{k.replace('_', ' ').title()}: {', '.join(v) if isinstance(v, list) else v}"
            for k, v in record.fields.items()
            if v not in (None, "", [])
        )
        lines = [f"{record.name}  ·  {record.code}", record.type.title(), fields, "", record.text]
        self.text.setText("\n".join(line for line in lines if line is not None))
