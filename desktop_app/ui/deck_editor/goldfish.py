"""``GoldfishPanel``: the deck editor's goldfish statistics tab.

"Run" asks the window for the deck as it is (``run_requested``); the window calls ``run(game,
deck)``, and a ``GoldfishRunner`` plays that many goldfish games in worker processes while a
progress bar counts them and "Stop" ends the run early. Four charts then show what a player
wants to know: the turn (of their own) the deck won on, the damage dealt in each of their turns,
and how often each card was drawn and played per game (the twelve most, the rest in the tool
tip). The player is random (one slot move per main phase), so the figures say what the deck
does played at random against a dummy.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QWidget,
)

from desktop_app.bridge import DeckList
from desktop_app.bridge.goldfish_runner import GoldfishRunner, GoldfishStatistics
from desktop_app.ui.deck_editor.charts import Bar, BarChart

#: the cards shown in a card chart (the tool tip lists them all)
CARDS_SHOWN = 12


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
        self.drawn = BarChart("Drawn per game", parent=self)
        self.played = BarChart("Played per game", parent=self)
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
        grid.addWidget(self.drawn, 3, 0)
        grid.addWidget(self.played, 3, 1)
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
        self._cards(self.drawn, statistics.per_game(statistics.drawn), "Drawn per game", "#64b5f6")
        self._cards(self.played, statistics.per_game(statistics.played), "Played per game", "#81c784")

    @staticmethod
    def _cards(chart: BarChart, rows: Sequence[tuple[str, float]], title: str, colour: str) -> None:
        chart.set_data(
            [Bar(name, round(value, 2), QColor(colour)) for name, value in rows[:CARDS_SHOWN]], title
        )
        if len(rows) > CARDS_SHOWN:
            chart.setToolTip("\n".join([title, *(f"{name}: {value:.2f}" for name, value in rows)]))
