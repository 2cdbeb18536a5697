"""``PrivacyScreen``: covers the whole table at a hot-seat hand-over.

It shows no card: only who must sit down, and what happened since that player last looked
(the log as *they* may read it, so it tells nothing the other player hides). The next
player's side appears after they press the button (or Enter/Space), never before.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop_app.bridge import player_name
from desktop_app.ui.theme import readable


class PrivacyScreen(QWidget):
    """The hand-over screen for the seat ``seat`` (see the module docstring)."""

    #: the player sat down (their seat)
    seat_confirmed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("privacyScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.seat = 0
        self.title = QLabel(self)
        self.title.setObjectName("privacyTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body = QLabel(self)
        self.body.setObjectName("privacyBody")
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setWordWrap(True)
        self.summary = QLabel(self)
        self.summary.setObjectName("privacySummary")
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.button = QPushButton(self)
        self.button.setObjectName("privacyButton")
        self.button.setDefault(True)
        self.button.clicked.connect(self.confirm)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.body)
        layout.addSpacing(16)
        layout.addWidget(self.summary)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def ask(
        self,
        seat: int,
        previous: int | None,
        reason: str = "",
        summary: Sequence[str] = (),
        last_move: Sequence[str] = (),
    ) -> None:
        """Ask ``seat`` to take the seat (``previous`` is the player leaving it); ``summary``:
        what happened since ``seat`` last looked; ``last_move``: what the leaving player's last
        choice led to, for them to read before they go."""
        self.seat = seat
        who = player_name(seat)
        self.title.setText(f"{who}, take the seat")
        leaving = (
            f"{player_name(previous)}: please look away. "
            if previous is not None and previous != seat
            else ""
        )
        self.body.setText(
            f"{reason + ' ' if reason else ''}{leaving}{who}: when you are sitting in front of the screen, "
            "show your side of the table. Your hand stays hidden until then."
        )
        parts = []
        if last_move and previous is not None and previous != seat:
            parts.append(f"{player_name(previous)}, your last move:\n" + "\n".join(map(readable, last_move)))
        if summary:
            parts.append(f"{who}, since you last looked:\n" + "\n".join(map(readable, summary)))
        self.summary.setText("\n\n".join(parts))
        self.summary.setVisible(bool(parts))
        self.button.setText(f"I am {who}: show my table")
        self.button.setFocus()

    def confirm(self) -> None:
        self.seat_confirmed.emit(self.seat)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.confirm()
            return
        super().keyPressEvent(event)
