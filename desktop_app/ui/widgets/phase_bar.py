"""``PhaseBar``: whose turn it is, the phases of a turn with the current one lit, and the step."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from desktop_app.bridge import Observation, player_name


def _words(text: str) -> str:
    return text.replace("_", " ").replace("-", " ").strip().title()


class PhaseBar(QFrame):
    """The game's title, the turn, the phase indicator and the step."""

    def __init__(self, title: str, phases: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phaseBar")
        self.phases = tuple(phases)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setSpacing(6)
        self.title = QLabel(title, self)
        self.title.setObjectName("gameTitle")
        self.turn = QLabel(self)
        self.turn.setObjectName("turnLabel")
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.turn)
        layout.addSpacing(12)
        self.chips: list[QLabel] = []
        for phase in self.phases:
            chip = QLabel(_words(phase), self)
            chip.setObjectName("phaseChip")
            chip.setAlignment(Qt.AlignmentFlag.AlignCenter)
            chip.setProperty("current", False)
            layout.addWidget(chip)
            self.chips.append(chip)
        self.step = QLabel(self)
        self.step.setObjectName("stepLabel")
        layout.addSpacing(8)
        layout.addWidget(self.step)
        layout.addStretch(1)
        self.mode = QLabel(self)
        self.mode.setObjectName("modeLabel")
        layout.addWidget(self.mode)

    @property
    def current(self) -> str | None:
        """The phase lit now (as the game names it), if one is."""
        for phase, chip in zip(self.phases, self.chips):
            if chip.property("current"):
                return phase
        return None

    def show_observation(self, observation: Observation | None) -> None:
        """Show where the game is (``None``: a covered table shows nothing)."""
        if observation is None:
            self.turn.setText("")
            self.step.setText("")
            self._light(None)
            return
        self.turn.setText(f"Turn {observation.turn} · {player_name(observation.turn_player)}'s turn")
        self.step.setText(_words(observation.step) if observation.step else "")
        self._light(observation.phase)

    def _light(self, phase: str | None) -> None:
        wanted = (phase or "").lower().replace("_", " ").replace("-", " ")
        for name, chip in zip(self.phases, self.chips):
            current = name.lower().replace("_", " ").replace("-", " ") == wanted
            if chip.property("current") != current:
                chip.setProperty("current", current)
                chip.style().unpolish(chip)
                chip.style().polish(chip)
