"""``CardBrowser``: search, filter and sort a game's cards; see them as a grid or a list.

The search box searches names, texts, traits and codes (the card database's full-text
search) after a short pause in typing; the filters are the game's own fields
(``deck_fields.filter_options``) and search at once. Both views share one
``CardBrowserModel`` whose queries run on a database worker, so the window never waits for
SQLite. The grid draws each card's thumbnail (a placeholder with the card's name until the
picture has loaded) and a badge with the copies already in the deck.

Cards drag out of both views into the deck; deck cards dropped here leave the deck.
Double-click (or Enter) adds a card; the window's + and − keys act on the selection.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QSpinBox,
    QStackedWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from card_db import CardFilters, CardRecord, SetInfo
from desktop_app.bridge.deck_browser_model import BrowserRole, CardBrowserModel
from desktop_app.bridge.deck_fields import FilterOptions, filter_options
from desktop_app.ui.theme import colour_of

#: Milliseconds of quiet typing before a search starts.
DEBOUNCE_MS = 150
#: The size a card is drawn at in the grid.
GRID_CARD = QSize(112, 156)
GRID_CELL = QSize(124, 190)
_ANY = -1

Index = QModelIndex | QPersistentModelIndex


# ====================================================================== the grid
class CardGridDelegate(QStyledItemDelegate):
    """Draws a card of the grid: its thumbnail or a placeholder, its name, the in-deck badge."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scaled: dict[int, QPixmap] = {}

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return GRID_CELL

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        record = index.data(BrowserRole.RECORD)
        if not isinstance(record, CardRecord):
            return
        painter.save()
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        cell = QRect(option.rect)
        card = QRectF(
            cell.x() + (cell.width() - GRID_CARD.width()) / 2,
            cell.y() + 4,
            GRID_CARD.width(),
            GRID_CARD.height(),
        )
        state = option.state
        if state & QStyle.StateFlag.State_Selected:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(242, 201, 76, 70))
            painter.drawRoundedRect(QRectF(cell).adjusted(1, 1, -1, -1), 8, 8)
        elif state & QStyle.StateFlag.State_MouseOver:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 22))
            painter.drawRoundedRect(QRectF(cell).adjusted(1, 1, -1, -1), 8, 8)
        pixmap = index.data(BrowserRole.THUMB)
        clip = QPainterPath()
        clip.addRoundedRect(card, 6, 6)
        if isinstance(pixmap, QPixmap) and not pixmap.isNull():
            scaled = self._scaled_pixmap(pixmap)
            target = QRectF(
                card.x() + (card.width() - scaled.width()) / 2,
                card.y() + (card.height() - scaled.height()) / 2,
                scaled.width(),
                scaled.height(),
            )
            painter.setClipPath(clip)
            painter.drawPixmap(target.toRect(), scaled)
            painter.setClipping(False)
        else:
            paint_placeholder(painter, card, record)
        count = index.data(BrowserRole.DECK_COUNT)
        if isinstance(count, int) and count > 0:
            paint_badge(painter, card, f"×{count}")
        name_font = QFont(option.font)
        name_font.setPixelSize(11)
        painter.setFont(name_font)
        painter.setPen(QColor("#dfe8e2"))
        name_rect = QRectF(
            cell.x() + 2, card.bottom() + 3, cell.width() - 4, cell.bottom() - card.bottom() - 4
        )
        name = painter.fontMetrics().elidedText(
            record.name, Qt.TextElideMode.ElideRight, int(name_rect.width())
        )
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, name)
        painter.restore()

    def _scaled_pixmap(self, pixmap: QPixmap) -> QPixmap:
        key = pixmap.cacheKey()
        scaled = self._scaled.get(key)
        if scaled is None:
            scaled = pixmap.scaled(
                GRID_CARD, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
            if len(self._scaled) > 800:
                self._scaled.clear()
            self._scaled[key] = scaled
        return scaled


_FRAMES: dict[tuple[tuple[str, ...], int, int, float], QPixmap] = {}


def _frame(colours: tuple[str, ...], width: int, height: int, ratio: float) -> QPixmap:
    """A blank card with its colour band, drawn once per colours and size (an antialiased
    rounded rectangle costs a third of a millisecond: too much for every card of a grid)."""
    key = (colours, width, height, ratio)
    pixmap = _FRAMES.get(key)
    if pixmap is not None:
        return pixmap
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    card = QRectF(0.5, 0.5, width - 1, height - 1)
    painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
    painter.setBrush(QColor("#26302a"))
    painter.drawRoundedRect(card, 6, 6)
    shown = colours or ("",)
    band = QRectF(card.x(), card.y(), card.width(), 8)
    for i, colour in enumerate(shown):
        part = QRectF(
            band.x() + band.width() * i / len(shown), band.y(), band.width() / len(shown), band.height()
        )
        painter.fillRect(
            part.adjusted(2 if i == 0 else 0, 2, -2 if i == len(shown) - 1 else 0, 0), colour_of(colour)
        )
    painter.end()
    if len(_FRAMES) > 64:
        _FRAMES.clear()
    _FRAMES[key] = pixmap
    return pixmap


def paint_placeholder(painter: QPainter, card: QRectF, record: CardRecord) -> None:
    """A card whose picture has not loaded yet: a dark card with its colour band, name and code."""
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    frame = _frame(tuple(record.colours), round(card.width()), round(card.height()), ratio)
    painter.drawPixmap(card.topLeft(), frame)
    font = QFont(painter.font())
    font.setPixelSize(12)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#eef4f0"))
    painter.drawText(
        card.adjusted(8, 16, -8, -24), Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, record.name
    )
    font.setBold(False)
    font.setPixelSize(10)
    painter.setFont(font)
    painter.setPen(QColor("#9fb8a8"))
    painter.drawText(
        card.adjusted(4, 0, -4, -6), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, record.code
    )


def paint_badge(painter: QPainter, card: QRectF, text: str) -> None:
    """The in-deck count in a gold pill at the card's top right."""
    font = QFont(painter.font())
    font.setPixelSize(12)
    font.setBold(True)
    painter.setFont(font)
    width = painter.fontMetrics().horizontalAdvance(text) + 12
    pill = QRectF(card.right() - width - 3, card.top() + 3, width, 20)
    painter.setPen(QPen(QColor("#1d1d1f"), 1))
    painter.setBrush(QColor("#f2c94c"))
    painter.drawRoundedRect(pill, 10, 10)
    painter.setPen(QColor("#1d1d1f"))
    painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)


# ====================================================================== filters
class RangeFilter(QWidget):
    """``label  [min] – [max]``; a box at its lowest shows "any" and means no limit."""

    changed = Signal()

    def __init__(self, label: str, maximum: int, step: int = 1, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(label, self)
        self.low = self._box(maximum, step)
        self.high = self._box(maximum, step)
        dash = QLabel("–", self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.label)
        layout.addWidget(self.low)
        layout.addWidget(dash)
        layout.addWidget(self.high)

    def _box(self, maximum: int, step: int) -> QSpinBox:
        box = QSpinBox(self)
        box.setRange(_ANY, maximum)
        box.setSingleStep(step)
        box.setSpecialValueText("any")
        box.setValue(_ANY)
        box.setKeyboardTracking(False)
        box.setMinimumWidth(74 if maximum >= 1000 else 58)
        box.valueChanged.connect(lambda _value: self.changed.emit())
        return box

    def values(self) -> tuple[int | None, int | None]:
        low, high = self.low.value(), self.high.value()
        return (None if low == _ANY else low), (None if high == _ANY else high)

    def reset(self) -> None:
        for box in (self.low, self.high):
            box.blockSignals(True)
            box.setValue(_ANY)
            box.blockSignals(False)


class FilterBar(QWidget):
    """The filters of one game (see ``deck_fields.FilterOptions``): ``changed`` on every choice,
    ``text_edited`` on every keystroke in the trait box (the browser waits for a pause)."""

    changed = Signal()
    text_edited = Signal()

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("filterBar")
        self.options: FilterOptions = filter_options(game)
        options = self.options
        self.type = QComboBox(self)
        self.type.addItem("Any type", None)
        for card_type in options.types:
            self.type.addItem(card_type.title(), card_type)
        self.type.setVisible(bool(options.types))
        self.colour_buttons: dict[str, QToolButton] = {}
        colours = QHBoxLayout()
        colours.setSpacing(3)
        for colour in options.colours:
            button = QToolButton(self)
            button.setCheckable(True)
            button.setToolTip(f"{colour.title()} cards (choose several for any of them)")
            button.setAccessibleName(colour.title())
            shade = colour_of(colour)
            rim = shade.lighter(130).name() if shade.lightness() > 80 else "#9a9aa0"
            button.setStyleSheet(
                f"QToolButton {{ background: rgba({shade.red()}, {shade.green()}, {shade.blue()}, 90);"
                " border-radius: 11px; padding: 0; min-width: 18px; max-width: 18px; min-height: 18px;"
                f" max-height: 18px; border: 2px solid {rim}; }}"
                f" QToolButton:checked {{ background: {shade.name()}; border: 2px solid #ffffff; }}"
            )
            button.toggled.connect(lambda _on: self.changed.emit())
            self.colour_buttons[colour] = button
            colours.addWidget(button)
        self.trait = QLineEdit(self)
        self.trait.setPlaceholderText(f"{options.trait_label} contains…")
        self.trait.setClearButtonEnabled(True)
        self.trait.setMaximumWidth(170)
        self.trigger = QComboBox(self)
        self.trigger.addItem("Any trigger", None)
        for icon in options.triggers:
            self.trigger.addItem(icon.title(), icon)
        self.trigger.setVisible(bool(options.triggers))
        self.counter = QComboBox(self)
        self.counter.addItem("Any counter", None)
        for value in options.counters:
            self.counter.addItem("No counter" if value == 0 else f"Counter +{value}", value)
        self.counter.setVisible(bool(options.counters))
        self.set_code = QComboBox(self)
        self.set_code.addItem("Any set", None)
        self.set_code.setMinimumWidth(110)
        self.level = RangeFilter("Level", 10, parent=self)
        self.level.setVisible(options.level)
        self.cost = RangeFilter(options.cost_label or "Cost", 20, parent=self)
        self.cost.setVisible(bool(options.cost_label))
        power_step = 100 if options.power_label == "ATK" else 500
        self.power = RangeFilter(options.power_label or "Power", 20000, power_step, parent=self)
        self.power.setVisible(bool(options.power_label))
        self.parallel = QCheckBox("Hide parallel printings", self)
        self.parallel.setVisible(options.parallel)
        self.reset_button = QToolButton(self)
        self.reset_button.setText("Clear filters")
        self.reset_button.clicked.connect(self.reset)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(6)
        first = QHBoxLayout()
        first.setSpacing(8)
        first.addWidget(self.type)
        first.addLayout(colours)
        first.addWidget(self.trait)
        first.addWidget(self.trigger)
        first.addWidget(self.counter)
        first.addWidget(self.set_code)
        first.addStretch(1)
        second = QHBoxLayout()
        second.setSpacing(14)
        second.addWidget(self.level)
        second.addWidget(self.cost)
        second.addWidget(self.power)
        second.addWidget(self.parallel)
        second.addStretch(1)
        second.addWidget(self.reset_button)
        grid.addLayout(first, 0, 0)
        grid.addLayout(second, 1, 0)
        for combo in (self.type, self.trigger, self.counter, self.set_code):
            combo.currentIndexChanged.connect(lambda _index: self.changed.emit())
        for ranged in (self.level, self.cost, self.power):
            ranged.changed.connect(self.changed.emit)
        self.parallel.toggled.connect(lambda _on: self.changed.emit())
        self.trait.textChanged.connect(lambda _text: self.text_edited.emit())

    def set_sets(self, sets: Sequence[SetInfo]) -> None:
        """Offer ``sets`` in the set filter (keeps the current choice if it is still there)."""
        current = self.set_code.currentData()
        self.set_code.blockSignals(True)
        self.set_code.clear()
        self.set_code.addItem("Any set", None)
        for info in sets:
            label = f"{info.code} — {info.name}" if info.name else info.code
            self.set_code.addItem(f"{label} ({info.cards})", info.code)
        index = self.set_code.findData(current)
        self.set_code.setCurrentIndex(max(0, index))
        self.set_code.blockSignals(False)

    def filters(self) -> CardFilters:
        """The chosen filters as the card database takes them."""
        level = self.level.values() if self.options.level else (None, None)
        cost = self.cost.values() if self.options.cost_label else (None, None)
        power = self.power.values() if self.options.power_label else (None, None)
        trait = self.trait.text().strip()
        return CardFilters(
            types=(self.type.currentData(),) if self.type.currentData() else (),
            colours=tuple(c for c, button in self.colour_buttons.items() if button.isChecked()),
            level_min=level[0],
            level_max=level[1],
            cost_min=cost[0],
            cost_max=cost[1],
            power_min=power[0],
            power_max=power[1],
            trait=trait or None,
            trigger=self.trigger.currentData() if self.options.triggers else None,
            counter=self.counter.currentData() if self.options.counters else None,
            set_code=self.set_code.currentData(),
            base_only=self.parallel.isChecked() if self.options.parallel else False,
        )

    def reset(self) -> None:
        """No filter at all (one search afterwards)."""
        widgets: list[QWidget] = [
            self.type,
            self.trigger,
            self.counter,
            self.set_code,
            self.trait,
            self.parallel,
        ]
        widgets += list(self.colour_buttons.values())
        for widget in widgets:
            widget.blockSignals(True)
        for combo in (self.type, self.trigger, self.counter, self.set_code):
            combo.setCurrentIndex(0)
        self.trait.clear()
        self.parallel.setChecked(False)
        for button in self.colour_buttons.values():
            button.setChecked(False)
        for widget in widgets:
            widget.blockSignals(False)
        for ranged in (self.level, self.cost, self.power):
            ranged.reset()
        self.changed.emit()


# ====================================================================== the browser
class _GridView(QListView):
    """The grid; Enter adds the current card like a double-click."""

    activated_by_key = Signal(QModelIndex)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self.activated_by_key.emit(self.currentIndex())
            return
        super().keyPressEvent(event)


class _ListView(QTableView):
    activated_by_key = Signal(QModelIndex)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self.activated_by_key.emit(self.currentIndex())
            return
        super().keyPressEvent(event)


class CardBrowser(QWidget):
    """The card browser of the deck editor (see the module docstring).

    Args:
        model: the search results (the editor owns it and its worker).
        game: the game shown.
    """

    #: a card was double-clicked or Enter was pressed on it: add it to the deck
    card_activated = Signal(object)  # CardRecord
    #: the card under the pointer or selected changed (for the preview)
    card_shown = Signal(object)  # CardRecord

    def __init__(self, model: CardBrowserModel, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardBrowserPane")
        self.model = model
        self.game = game
        self.query = QLineEdit(self)
        self.query.setObjectName("deckSearch")
        self.query.setPlaceholderText("Search names, text, traits or codes…")
        self.query.setClearButtonEnabled(True)
        self.sort = QComboBox(self)
        self.sort.setToolTip("Order of the cards")
        self.descending = QToolButton(self)
        self.descending.setCheckable(True)
        self.descending.setToolTip("Reverse the order")
        self.descending.setText("↑")
        self.grid_button = QToolButton(self)
        self.grid_button.setText("Grid")
        self.grid_button.setCheckable(True)
        self.grid_button.setChecked(True)
        self.grid_button.setToolTip("Show the cards' pictures")
        self.list_button = QToolButton(self)
        self.list_button.setText("List")
        self.list_button.setCheckable(True)
        self.list_button.setToolTip("Show the cards' fields in columns")
        self.count = QLabel(self)
        self.count.setObjectName("hint")
        self.count.setMinimumWidth(90)
        self.count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.filters = FilterBar(game, self)
        self.grid = _GridView(self)
        self.grid.setObjectName("cardGrid")
        self.grid.setViewMode(QListView.ViewMode.IconMode)
        self.grid.setResizeMode(QListView.ResizeMode.Adjust)
        self.grid.setMovement(QListView.Movement.Static)
        self.grid.setUniformItemSizes(True)
        self.grid.setGridSize(GRID_CELL)
        self.grid.setItemDelegate(CardGridDelegate(self.grid))
        self.grid.setMouseTracking(True)
        self.grid.setWordWrap(True)
        self.table = _ListView(self)
        self.table.setObjectName("cardList")
        self.table.setSortingEnabled(False)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setMouseTracking(True)
        self.table.horizontalHeader().setSectionsClickable(True)
        self.table.horizontalHeader().setHighlightSections(False)
        for view in (self.grid, self.table):
            view.setModel(model)
            view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
            view.setDragEnabled(True)
            view.setAcceptDrops(True)
            view.setDropIndicatorShown(False)
            view.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
            view.setDefaultDropAction(Qt.DropAction.CopyAction)
            view.doubleClicked.connect(self._activated)
            view.activated_by_key.connect(self._activated)
            view.entered.connect(self._hovered)
            view.selectionModel().currentChanged.connect(self._current_changed)
        self.table.horizontalHeader().sectionClicked.connect(self._header_clicked)
        self.views = QStackedWidget(self)
        self.views.addWidget(self.grid)
        self.views.addWidget(self.table)
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.query, 1)
        top.addWidget(QLabel("Sort", self))
        top.addWidget(self.sort)
        top.addWidget(self.descending)
        top.addSpacing(8)
        top.addWidget(self.grid_button)
        top.addWidget(self.list_button)
        top.addWidget(self.count)
        layout = QVBoxLayout(self)
        self._layout = layout
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addLayout(top)
        layout.addWidget(self.filters)
        layout.addWidget(self.views, 1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self.search_now)
        self.query.textChanged.connect(lambda _text: self._timer.start())
        self.query.returnPressed.connect(self.search_now)
        self._connect_filters()
        self.sort.currentIndexChanged.connect(lambda _index: self.search_now())
        self.descending.toggled.connect(self._direction_toggled)
        self.grid_button.clicked.connect(lambda: self.show_grid(True))
        self.list_button.clicked.connect(lambda: self.show_grid(False))
        model.search_finished.connect(self._finished)
        model.total_known.connect(self._counted)
        model.search_failed.connect(lambda message: self.count.setText("search failed"))
        model.search_failed.connect(self.count.setToolTip)
        model.sort_requested.connect(self._sort_requested)
        self._fill_sorts()
        self._size_columns()

    # ------------------------------------------------------------------ set-up
    def _connect_filters(self) -> None:
        self.filters.changed.connect(self.search_now)
        self.filters.text_edited.connect(self._timer.start)

    def _fill_sorts(self) -> None:
        self.sort.blockSignals(True)
        self.sort.clear()
        for key, label in self.filters.options.sorts:
            self.sort.addItem(label, key)
        self.sort.blockSignals(False)

    def set_game(self, game: str) -> None:
        """Browse ``game``'s cards: its filters and sorts, a new search."""
        self.game = game
        old = self.filters
        self.filters = FilterBar(game, self)
        self._layout.replaceWidget(old, self.filters)
        old.deleteLater()
        self._connect_filters()
        self._fill_sorts()
        self.model.set_game(game)
        self._size_columns()
        self.search_now()

    def set_sets(self, sets: Sequence[SetInfo]) -> None:
        self.filters.set_sets(sets)

    def show_grid(self, grid: bool) -> None:
        """Show the picture grid (``True``) or the list of fields."""
        self.grid_button.setChecked(grid)
        self.list_button.setChecked(not grid)
        self.views.setCurrentWidget(self.grid if grid else self.table)

    @property
    def current_view(self) -> QAbstractItemView:
        widget = self.views.currentWidget()
        assert isinstance(widget, QAbstractItemView)
        return widget

    # ------------------------------------------------------------------ searching
    def search_now(self) -> None:
        """Search at once for what is typed and chosen."""
        self._timer.stop()
        self.model.search(
            self.query.text().strip(),
            self.filters.filters(),
            str(self.sort.currentData() or "relevance"),
            self.descending.isChecked(),
        )

    def _direction_toggled(self, on: bool) -> None:
        self.descending.setText("↓" if on else "↑")
        self.search_now()

    def _sort_requested(self, key: str, descending: bool) -> None:
        index = self.sort.findData(key)
        if index < 0:
            return
        for widget in (self.sort, self.descending):
            widget.blockSignals(True)
        self.sort.setCurrentIndex(index)
        self.descending.setChecked(descending)
        self.descending.setText("↓" if descending else "↑")
        for widget in (self.sort, self.descending):
            widget.blockSignals(False)
        self.search_now()

    def _header_clicked(self, column: int) -> None:
        columns = self.model.columns
        if not 0 <= column < len(columns) or columns[column].sort is None:
            return
        same = self.sort.currentData() == columns[column].sort
        descending = not self.descending.isChecked() if same else False
        self.model.sort(column, Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder)

    def _finished(self, total: int) -> None:
        if total < 0:
            self.count.setText(f"{self.model.rowCount():,}+ cards…")
            self.count.setToolTip("Counting…")
        else:
            self._counted(total)

    def _counted(self, total: int) -> None:
        self.count.setText(f"{total:,} card{'s' if total != 1 else ''}")
        self.count.setToolTip("")

    def _size_columns(self) -> None:
        """Fixed starting widths per kind of column: measuring every cell on every search
        would cost more than the search, and columns that jump while typing are hard to read."""
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        widths = {"code": 110, "name": 230, "type": 100, "colours": 80, "traits": 180, "types": 180}
        for index, column in enumerate(self.model.columns):
            header.resizeSection(index, widths.get(column.key, 64 if column.numeric else 120))

    # ------------------------------------------------------------------ cards
    def selected_records(self) -> list[CardRecord]:
        """The cards selected in the view shown (the current one if none is selected)."""
        view = self.current_view
        rows = sorted({index.row() for index in view.selectionModel().selectedIndexes()})
        if not rows and view.currentIndex().isValid():
            rows = [view.currentIndex().row()]
        return [self.model.record(row) for row in rows if 0 <= row < self.model.rowCount()]

    def _activated(self, index: QModelIndex) -> None:
        record = index.data(BrowserRole.RECORD)
        if isinstance(record, CardRecord):
            self.card_activated.emit(record)

    def _hovered(self, index: QModelIndex) -> None:
        record = index.data(BrowserRole.RECORD)
        if isinstance(record, CardRecord):
            self.card_shown.emit(record)

    def _current_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        self._hovered(current)
