"""The tabs under the deck: its rule problems, statistics, drawing odds and a sample hand."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from card_db import CardRecord
from desktop_app.bridge import CardImageCache
from desktop_app.bridge.deck_fields import section_label
from desktop_app.bridge.deck_rules import DeckProblem, DrawPlan
from desktop_app.ui.deck_editor.browser import paint_placeholder
from desktop_app.ui.deck_editor.charts import Bar, BarChart
from desktop_app.ui.deck_editor.stats import Entries, deck_statistics, odds_by_turn, sample_hand
from desktop_app.ui.theme import colour_of

#: How many turns the odds chart shows.
ODDS_TURNS = 8


class ProblemsPanel(QWidget):
    """Every way the deck breaks the game's deck rules, in words, with the rule number."""

    #: a problem was clicked: select its cards in the deck (codes)
    problem_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = QLabel(self)
        self.summary.setObjectName("problemSummary")
        self.summary.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("problemList")
        self.list.setWordWrap(True)
        self.list.setSpacing(2)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 6, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 1)
        self.list.itemClicked.connect(self._clicked)
        self.set_problems([], True)

    def set_problems(self, problems: Sequence[DeckProblem], checked: bool) -> None:
        self.list.clear()
        if not checked:
            self.summary.setText(
                "This game's deck rules are not part of this build; the deck is not checked."
            )
        elif not problems:
            self.summary.setText("✓ This deck follows every deck-building rule of the game.")
        else:
            count = len(problems)
            self.summary.setText(f"This deck breaks {count} deck-building rule{'s' if count != 1 else ''}:")
        for problem in problems if checked else ():
            where = f"{section_label(problem.section)}: " if problem.section else ""
            item = QListWidgetItem(f"✗  {where}{problem.message}   ({problem.rule})")
            item.setData(Qt.ItemDataRole.UserRole, problem.codes)
            item.setForeground(QColor("#ff8a80"))
            if problem.codes:
                item.setToolTip("Cards concerned: " + ", ".join(problem.codes))
            self.list.addItem(item)

    def messages(self) -> list[str]:
        """The listed problems' texts (as shown)."""
        return [self.list.item(row).text() for row in range(self.list.count())]

    def _clicked(self, item: QListWidgetItem) -> None:
        codes = item.data(Qt.ItemDataRole.UserRole)
        if codes:
            self.problem_chosen.emit(tuple(codes))


class StatisticsPanel(QWidget):
    """Curve, colour split, types and trigger icons (WS) or counters (OP) of the main deck."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.curve = BarChart("Level", parent=self)
        self.colours = BarChart("Colours", parent=self)
        self.types = BarChart("Types", parent=self)
        self.extra = BarChart("", parent=self)
        self.caption = QLabel(self)
        self.caption.setObjectName("hint")
        grid = QGridLayout(self)
        grid.setContentsMargins(4, 6, 4, 4)
        grid.setSpacing(10)
        grid.addWidget(self.caption, 0, 0, 1, 2)
        grid.addWidget(self.curve, 1, 0)
        grid.addWidget(self.colours, 1, 1)
        grid.addWidget(self.types, 2, 0)
        grid.addWidget(self.extra, 2, 1)

    def set_deck(self, game: str, entries: Entries, section: str = "main") -> None:
        stats = deck_statistics(game, entries)
        self.caption.setText(f"{section_label(section)}: {stats.cards} cards")
        self.curve.set_data([Bar(t.label, t.count) for t in stats.curve], stats.curve_title)
        self.colours.set_data([Bar(t.label, t.count, colour_of(t.key)) for t in stats.colours], "Colours")
        self.types.set_data([Bar(t.label, t.count, QColor("#64b5f6")) for t in stats.types], "Types")
        self.extra.setVisible(bool(stats.extra_title))
        self.extra.set_data(
            [Bar(t.label, t.count, QColor("#81c784")) for t in stats.extra], stats.extra_title
        )


class DrawOddsPanel(QWidget):
    """The chance of having drawn at least N copies of a chosen card by a chosen turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._plan = DrawPlan(5, 1, False, "")
        self._entries: list[tuple[CardRecord, int]] = []
        self.card = QComboBox(self)
        self.card.setToolTip("The card you want to draw")
        self.card.setMinimumContentsLength(18)
        self.card.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.copies = QSpinBox(self)
        self.copies.setRange(0, 60)
        self.copies.setToolTip("How many cards in the deck count as a hit (set it to count a group of cards)")
        self.wanted = QSpinBox(self)
        self.wanted.setRange(1, 10)
        self.wanted.setToolTip("At least how many of them")
        self.turn = QSpinBox(self)
        self.turn.setRange(1, 20)
        self.turn.setValue(3)
        self.first = QRadioButton("going first", self)
        self.second = QRadioButton("going second", self)
        self.first.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.first)
        group.addButton(self.second)
        self.answer = QLabel(self)
        self.answer.setObjectName("oddsAnswer")
        self.answer.setWordWrap(True)
        self.basis = QLabel(self)
        self.basis.setObjectName("hint")
        self.basis.setWordWrap(True)
        self.chart = BarChart("Chance by turn", percent=True, parent=self)
        row = QHBoxLayout()
        row.setSpacing(6)
        row.addWidget(QLabel("Card", self))
        row.addWidget(self.card, 1)
        row.addWidget(QLabel("hits in deck", self))
        row.addWidget(self.copies)
        row2 = QHBoxLayout()
        row2.setSpacing(6)
        row2.addWidget(QLabel("At least", self))
        row2.addWidget(self.wanted)
        row2.addWidget(QLabel("by turn", self))
        row2.addWidget(self.turn)
        row2.addWidget(self.first)
        row2.addWidget(self.second)
        row2.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 6, 4, 4)
        layout.addLayout(row)
        layout.addLayout(row2)
        layout.addWidget(self.answer)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.basis)
        self.card.currentIndexChanged.connect(self._card_changed)
        for box in (self.copies, self.wanted, self.turn):
            box.valueChanged.connect(self.recompute)
        self.first.toggled.connect(self.recompute)
        self.recompute()

    @property
    def deck_size(self) -> int:
        return sum(count for _, count in self._entries)

    def set_deck(self, plan: DrawPlan, entries: Entries) -> None:
        """The main deck the odds are about; the chosen card stays chosen if it is still there."""
        self._plan = plan
        self._entries = list(entries)
        for radio in (self.first, self.second):
            radio.setVisible(plan.first_player_skips)
        current = self.card.currentData()
        self.card.blockSignals(True)
        self.card.clear()
        for record, count in self._entries:
            self.card.addItem(f"{record.name} ({count}×)", record.code)
        index = self.card.findData(current)
        self.card.setCurrentIndex(index if index >= 0 else (0 if self._entries else -1))
        self.card.blockSignals(False)
        self._card_changed()  # its copies may have changed: the hits follow them

    def choose_card(self, code: str) -> None:
        index = self.card.findData(code)
        if index >= 0:
            self.card.setCurrentIndex(index)

    def _card_changed(self, *_: object) -> None:
        code = self.card.currentData()
        count = next((n for record, n in self._entries if record.code == code), 0)
        self.copies.blockSignals(True)
        self.copies.setValue(count)
        self.copies.blockSignals(False)
        self.recompute()

    def recompute(self, *_: object) -> None:
        size, copies, wanted = self.deck_size, self.copies.value(), self.wanted.value()
        going_first = self.first.isChecked() or not self._plan.first_player_skips
        rows = odds_by_turn(
            self._plan,
            size,
            copies,
            max(ODDS_TURNS, self.turn.value()),
            going_first=going_first,
            wanted=wanted,
        )
        chosen = rows[self.turn.value() - 1]
        if size == 0:
            self.answer.setText("Add cards to the main deck to see the odds.")
        else:
            name = self.card.currentText().rsplit(" (", 1)[0] or "the card"
            self.answer.setText(
                f"<b style='font-size:18px;color:#f2c94c'>{chosen.chance * 100:.1f}%</b>"
                f"&nbsp; to hold at least {wanted} of {copies} × {name} by turn {chosen.turn}"
                f"{' going first' if self._plan.first_player_skips and going_first else ''}"
                f"{' going second' if not going_first else ''} ({chosen.seen} of {size} cards seen)."
            )
        self.chart.set_data(
            [Bar(str(r.turn), r.chance, highlight=r.turn == chosen.turn) for r in rows[:ODDS_TURNS]],
            "Chance by turn",
        )
        skip = (
            "the first player skips the first draw" if self._plan.first_player_skips else "every turn draws"
        )
        self.basis.setText(
            f"Opening hand {self._plan.opening_hand}, {self._plan.per_turn} draw a turn, {skip} "
            f"({self._plan.rule}); mulligans and card effects not counted. Hypergeometric."
        )


class CardTile(QWidget):
    """One card of a sample hand: its picture, or a placeholder until it loads."""

    def __init__(self, record: CardRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.pixmap: QPixmap | None = None
        self.setFixedSize(QSize(100, 140))
        self.setToolTip(f"{record.name} · {record.code}")

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        if self.pixmap is not None and not self.pixmap.isNull():
            painter.drawPixmap(rect, self.pixmap, QRectF(self.pixmap.rect()))
        else:
            paint_placeholder(painter, rect, self.record)
        painter.end()


class SampleHandPanel(QWidget):
    """An opening hand drawn from a seeded shuffle of the main deck; "Draw again" reshuffles."""

    #: a card of the hand was pointed at (for the preview)
    card_shown = Signal(object)

    def __init__(self, images: CardImageCache | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.images = images
        self._entries: list[tuple[CardRecord, int]] = []
        self._hand_size = 5
        self._game = ""
        self.seed = 1
        self.hand: list[CardRecord] = []
        self.draw_button = QPushButton("Draw a sample hand", self)
        self.draw_button.setToolTip("Shuffle the main deck and draw an opening hand")
        self.again = QPushButton("Draw again", self)
        self.info = QLabel(self)
        self.info.setObjectName("hint")
        self.tiles = QWidget(self)
        self.tiles_layout = QHBoxLayout(self.tiles)
        self.tiles_layout.setContentsMargins(0, 0, 0, 0)
        self.tiles_layout.setSpacing(6)
        self.tiles_layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.tiles)
        scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        buttons = QHBoxLayout()
        buttons.addWidget(self.draw_button)
        buttons.addWidget(self.again)
        buttons.addWidget(self.info, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 6, 4, 4)
        layout.addLayout(buttons)
        layout.addWidget(scroll, 1)
        self.draw_button.clicked.connect(lambda: self.draw(self.seed))
        self.again.clicked.connect(lambda: self.draw(self.seed + 1))
        if images is not None:
            images.image_loaded.connect(self._image_loaded)

    def set_deck(self, game: str, plan: DrawPlan, entries: Entries) -> None:
        self._game = game
        self._hand_size = plan.opening_hand
        self._entries = list(entries)
        self.draw_button.setText(f"Draw a sample hand of {plan.opening_hand}")

    def draw(self, seed: int) -> list[CardRecord]:
        """Shuffle the main deck with ``seed`` and show the opening hand."""
        self.seed = seed
        self.hand = sample_hand(self._entries, self._hand_size, seed)
        while self.tiles_layout.count() > 1:
            item = self.tiles_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for position, record in enumerate(self.hand):
            tile = CardTile(record, self.tiles)
            tile.pixmap = self.images.pixmap(record.game, record.code, "thumb") if self.images else None
            self.tiles_layout.insertWidget(position, tile)
        total = sum(count for _, count in self._entries)
        self.info.setText(f"Shuffle #{seed} of {total} cards" if self.hand else "The main deck is empty.")
        return self.hand

    def tiles_shown(self) -> list[CardTile]:
        found = []
        for index in range(self.tiles_layout.count()):
            item = self.tiles_layout.itemAt(index)
            widget = item.widget() if item is not None else None
            if isinstance(widget, CardTile):
                found.append(widget)
        return found

    def _image_loaded(self, game: str, code: str, size: str) -> None:
        if size != "thumb" or game != self._game or self.images is None:
            return
        for tile in self.tiles_shown():
            if tile.record.code == code:
                tile.pixmap = self.images.pixmap(game, code, "thumb")
                tile.update()
