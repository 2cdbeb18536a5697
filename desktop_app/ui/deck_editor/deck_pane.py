"""``DeckPane``: the deck being edited — its sections, cards, copies and rule problems.

A tree of the ``DeckModel``: each section with its card count, each card with a thumbnail,
its copies in a pill (red when a deck rule names the card), its level or cost, type and
code. Cards dropped here join the deck (in the section dropped on when the card may go
there, else where its type belongs); cards dragged out onto the browser leave it.
Double-click takes one copy out. Above the tree: the deck's name, its size per section and
whether it is legal.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from card_db import CardRecord
from desktop_app.bridge.deck_fields import section_label
from desktop_app.bridge.deck_model import Column, DeckModel, DeckRole

Index = QModelIndex | QPersistentModelIndex
ROW_HEIGHT = 40


class CopiesDelegate(QStyledItemDelegate):
    """Draws a card's copies as a pill: gold, or red when a deck rule names the card."""

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return QSize(44, ROW_HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        if index.data(DeckRole.IS_SECTION):
            super().paint(painter, option, index)
            return
        # the row's background (selection, problem tint) without the text
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        item.text = ""
        widget = item.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, widget)
        rect = QRectF(option.rect)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        problems = index.data(DeckRole.PROBLEMS) or ()
        text = f"{index.data(DeckRole.COUNT)}×"
        font = QFont(option.font)
        font.setBold(True)
        font.setPixelSize(13)
        painter.setFont(font)
        width = max(30.0, painter.fontMetrics().horizontalAdvance(text) + 14.0)
        pill = QRectF(rect.center().x() - width / 2, rect.center().y() - 11, width, 22)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#e53935") if problems else QColor("#f2c94c"))
        painter.drawRoundedRect(pill, 11, 11)
        painter.setPen(QPen(QColor("#ffffff") if problems else QColor("#1d1d1f")))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text + (" !" if problems else ""))
        painter.restore()


class DeckTreeView(QTreeView):
    """The deck's tree: sections expanded, cards draggable, drops accepted anywhere."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deckTree")
        self.setUniformRowHeights(False)
        self.setIconSize(QSize(26, 36))
        self.setRootIsDecorated(False)
        self.setItemsExpandable(False)
        self.setIndentation(10)
        self.setAlternatingRowColors(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.setMouseTracking(True)
        self.setItemDelegateForColumn(Column.COPIES, CopiesDelegate(self))

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        if isinstance(model, DeckModel):
            model.modelReset.connect(self.expandAll)
            model.rowsInserted.connect(lambda parent, first, last: self.expand(parent))
            header = self.header()
            header.setStretchLastSection(False)
            header.setSectionResizeMode(Column.CARD, QHeaderView.ResizeMode.Stretch)
            for column in (Column.COPIES, Column.STAT):
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
                header.resizeSection(column, 52)
            header.setSectionResizeMode(Column.TYPE, QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(Column.CODE, QHeaderView.ResizeMode.ResizeToContents)
            self.expandAll()


class DeckPane(QWidget):
    """The deck side of the editor (see the module docstring)."""

    #: a card was double-clicked: take one copy out (record, section)
    card_double_clicked = Signal(object, str)
    #: the card under the pointer or selected changed (for the preview)
    card_shown = Signal(object)

    def __init__(self, model: DeckModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deckPane")
        self.model = model
        self.name = QLabel(self)
        self.name.setObjectName("deckName")
        self.name.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.legality = QLabel(self)
        self.legality.setObjectName("deckLegality")
        self.sizes = QLabel(self)
        self.sizes.setObjectName("hint")
        self.tree = DeckTreeView(self)
        self.tree.setModel(model)
        self.hint = QLabel("Drag cards here, or double-click them in the browser.", self)
        self.hint.setObjectName("hint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title = QHBoxLayout()
        title.addWidget(self.name, 1)
        title.addWidget(self.legality)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(title)
        layout.addWidget(self.sizes)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.hint)
        self.tree.doubleClicked.connect(self._double_clicked)
        self.tree.entered.connect(self._shown)
        self.tree.selectionModel().currentChanged.connect(lambda current, _: self._shown(current))
        model.deck_changed.connect(self.refresh_sizes)
        model.modelReset.connect(self.refresh_sizes)
        self.refresh_sizes()

    def set_name(self, name: str, dirty: bool = False) -> None:
        self.name.setText(f"{name}{' •' if dirty else ''}")
        self.name.setToolTip("Unsaved changes" if dirty else "Saved")

    def set_legality(self, problems: int, checked: bool = True) -> None:
        """Show whether the deck is legal (``problems`` rule problems)."""
        if not checked:
            self.legality.setText("not checked")
            self.legality.setProperty("state", "unknown")
        elif problems:
            self.legality.setText(f"✗ {problems} problem{'s' if problems != 1 else ''}")
            self.legality.setProperty("state", "illegal")
        else:
            self.legality.setText("✓ Legal")
            self.legality.setProperty("state", "legal")
        style = self.legality.style()
        style.unpolish(self.legality)
        style.polish(self.legality)

    def refresh_sizes(self) -> None:
        parts = [
            f"{section_label(s)} {self.model.size(s)}" for s in self.model.sections if self.model.size(s)
        ]
        self.sizes.setText("  ·  ".join(parts) if parts else "An empty deck")
        self.hint.setVisible(self.model.is_empty())

    def selected_cards(self) -> list[tuple[CardRecord, str]]:
        """The selected card rows as ``(record, section)`` (the current row if none is selected)."""
        indexes = list(self.tree.selectionModel().selectedRows(0))
        if not indexes and self.tree.currentIndex().isValid():
            indexes = [self.tree.currentIndex().siblingAtColumn(0)]
        cards = []
        for index in indexes:
            record = index.data(DeckRole.RECORD)
            section = index.data(DeckRole.SECTION)
            if isinstance(record, CardRecord) and isinstance(section, str):
                cards.append((record, section))
        return cards

    def _double_clicked(self, index: QModelIndex) -> None:
        record = index.data(DeckRole.RECORD)
        section = index.data(DeckRole.SECTION)
        if isinstance(record, CardRecord) and isinstance(section, str):
            self.card_double_clicked.emit(record, section)

    def _shown(self, index: QModelIndex) -> None:
        record = index.data(DeckRole.RECORD)
        if isinstance(record, CardRecord):
            self.card_shown.emit(record)
