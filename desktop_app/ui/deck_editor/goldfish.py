"""``GoldfishPanel``: the deck editor's goldfish statistics tab.

"Run" asks the window for the deck as it is (``run_requested``); the window calls ``run(game,
deck)``, and a ``GoldfishRunner`` plays that many goldfish games in worker processes while a
progress bar counts them and "Stop" ends the run early. Three charts then show what a player
wants to know: the turn (of their own) the deck won on, the damage dealt in each of their turns,
and how many copies of each card were drawn and played per game (``CardRatesChart``). The
player is random (one slot move per main phase), so the figures say what the deck does played
at random against a dummy.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from desktop_app.bridge import DeckList
from desktop_app.bridge.goldfish_runner import GoldfishRunner, GoldfishStatistics
from desktop_app.ui.deck_editor.charts import DIM, GRID, TEXT, Bar, BarChart

DRAWN = QColor("#64b5f6")
PLAYED = QColor("#81c784")


class CardRatesChart(QWidget):
    """Per card, copies drawn and copies played per game: one row per card (most drawn first),
    its name, then a blue bar (drawn) over a green one (played) with both values; the rows that
    do not fit are counted at the bottom and listed in the tool tip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardRatesChart")
        self._rows: tuple[tuple[str, float, float], ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(160, 110)

    @property
    def rows(self) -> tuple[tuple[str, float, float], ...]:
        """(card name, drawn per game, played per game), as drawn."""
        return self._rows

    def set_rows(self, rows: Sequence[tuple[str, float, float]]) -> None:
        self._rows = tuple(rows)
        self.setToolTip(
            "Per game: drawn / played\n"
            + "\n".join(f"{name}: {drawn:.2f} / {played:.2f}" for name, drawn, played in self._rows)
        )
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(280, 160)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        font = QFont(self.font())
        font.setPixelSize(12)
        metrics = QFontMetrics(font)
        line = metrics.height()
        title = QFont(font)
        title.setBold(True)
        painter.setFont(title)
        painter.setPen(DIM)
        painter.drawText(4, line, "COPIES PER GAME: DRAWN (BLUE), PLAYED (GREEN)")
        painter.setFont(font)
        top = line + 8
        if not self._rows:
            painter.setPen(DIM)
            painter.drawText(
                QRectF(0, top, self.width(), line * 2), Qt.AlignmentFlag.AlignCenter, "no games yet"
            )
            painter.end()
            return
        row_height = float(line + 2)
        fit = max(1, int((self.height() - top) // row_height))
        shown = self._rows[:fit] if fit >= len(self._rows) else self._rows[: fit - 1]
        name_width = min(self.width() * 0.38, 260.0)
        value_width = metrics.horizontalAdvance(" 00.00 / 00.00")
        left, right = 4 + name_width + 6, self.width() - 4 - value_width
        highest = max(1.0, *(max(drawn, played) for _, drawn, played in self._rows))
        painter.setPen(GRID)
        painter.drawLine(int(left), top, int(left), int(top + row_height * len(shown)))
        for index, (name, drawn, played) in enumerate(shown):
            y = top + index * row_height
            painter.setPen(TEXT)
            label = metrics.elidedText(name, Qt.TextElideMode.ElideRight, int(name_width))
            painter.drawText(QRectF(4, y, name_width, row_height), Qt.AlignmentFlag.AlignVCenter, label)
            painter.drawText(
                QRectF(right, y, value_width, row_height),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                f"{drawn:.2f} / {played:.2f}",
            )
            span = max(0.0, right - left - 6)
            half = max(2.0, row_height / 2 - 1.5)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(DRAWN)
            painter.drawRect(QRectF(left, y + 1, span * drawn / highest, half))
            painter.setBrush(PLAYED)
            painter.drawRect(QRectF(left, y + 1 + half, span * played / highest, half))
        if len(shown) < len(self._rows):
            painter.setPen(DIM)
            more = f"and {len(self._rows) - len(shown)} more cards (in the tool tip)"
            painter.drawText(QRectF(4, top + len(shown) * row_height, self.width(), row_height), 0, more)
        painter.end()


class GoldfishPanel(QWidget):
    """Goldfish statistics of the deck (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None, runner: GoldfishRunner | None = None) -> None:
        super().__init__(parent)
        self.runner = runner or GoldfishRunner(parent=self)
        self.games = QSpinBox(self)
        self.games.setRange(10, 100_000)
        self.games.setSingleStep(100)
        self.games.setValue(500)
        self.games.setSuffix(" games")
        self.games.setToolTip("How many goldfish games to play (each with its own seed)")
        self.run_button = QPushButton("Run", self)
        self.run_button.setToolTip("Play the games against the dummy in worker processes")
        self.stop_button = QPushButton("Stop", self)
        self.stop_button.setEnabled(False)
        self.progress = QProgressBar(self)
        self.progress.setFormat("%v of %m games")
        self.caption = QLabel("Play many goldfish games with this deck to see how it does.", self)
        self.caption.setObjectName("hint")
        self.caption.setWordWrap(True)
        self.won_on = BarChart("Won on turn", parent=self)
        self.damage = BarChart("Damage per turn", parent=self)
        self.cards = CardRatesChart(self)
        row = QHBoxLayout()
        row.addWidget(self.games)
        row.addWidget(self.run_button)
        row.addWidget(self.stop_button)
        row.addWidget(self.progress, 1)
        grid = QGridLayout(self)
        grid.setContentsMargins(4, 6, 4, 4)
        grid.setSpacing(10)
        grid.addLayout(row, 0, 0, 1, 2)
        grid.addWidget(self.caption, 1, 0, 1, 2)
        grid.addWidget(self.won_on, 2, 0)
        grid.addWidget(self.damage, 2, 1)
        grid.addWidget(self.cards, 3, 0, 1, 2)
        self.run_requested = self.run_button.clicked
        self.stop_button.clicked.connect(self.runner.stop)
        self.runner.progressed.connect(self._progressed)
        self.runner.finished.connect(self.show_statistics)
        self.runner.failed.connect(self._failed)

    def run(self, game: str, deck: DeckList) -> bool:
        """Play ``self.games`` goldfish games of ``deck``; ``False`` if a run is going on already."""
        if not self.runner.start(game, deck, self.games.value()):
            return False
        self.run_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.progress.setRange(0, self.games.value())
        self.progress.setValue(0)
        self.caption.setText(f"Playing {self.games.value():,} goldfish games…")
        return True

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _failed(self, message: str) -> None:
        self._idle()
        self.caption.setText(f"The goldfish games failed: {message}")

    def _idle(self) -> None:
        self.run_button.setEnabled(True)
        self.stop_button.setEnabled(False)

    def show_statistics(self, statistics: GoldfishStatistics) -> None:
        """Draw the charts and the summary of a finished (or stopped) run."""
        self._idle()
        self.progress.setValue(statistics.games + len(statistics.failures))
        games, wins = statistics.games, statistics.wins
        mean_turn = statistics.mean_win_turn()
        parts = [f"{games:,} games: won {wins:,} ({wins / max(1, games):.0%})"]
        if mean_turn is not None:
            parts.append(f"on your turn {mean_turn:.1f} on average")
        if statistics.failures:
            seeds = ", ".join(str(seed) for seed in statistics.failures[:5])
            parts.append(f"{len(statistics.failures)} failed (seeds {seeds})")
        self.caption.setText("; ".join(parts) + ".")
        self.won_on.set_data(
            [Bar(str(turn), count) for turn, count in sorted(statistics.won_on.items())],
            "Won on turn (games)",
        )
        self.damage.set_data(
            [Bar(str(turn), round(mean, 1), QColor("#ff8a65")) for turn, mean in statistics.mean_damage()],
            "Damage per turn (mean)",
        )
        played = dict(statistics.played)
        self.cards.set_rows(
            [
                (name, drawn, played.get(name, 0) / max(1, games))
                for name, drawn in statistics.per_game(statistics.drawn)
            ]
        )
