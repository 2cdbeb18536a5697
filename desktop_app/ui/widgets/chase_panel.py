"""``ChasePanel``: what waits on the chase (Force of Will 312, 903.2), top first.

Each line names an object, its controller, its source and its targets
("3. Mistral Ray · P2 → Halo Lancer"): the cards lying in the chase zone show spells only,
and overlapped, while an ability or a Judgment on the chase has no card at all. The panel
sits in the side panel above the log and is hidden while the chase is empty. Pointing at a
line outlines its first target on the table (or, without one, its card or source).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop_app.bridge import ChaseEntry, GameSession, chase_entries, player_name
from desktop_app.ui.theme import readable


class ChasePanel(QWidget):
    """The chase of ``session``, as the seat at the screen sees it (see the module docstring)."""

    #: the pointer is on a line: the card to outline (its first target, else its own card or
    #: source; ``None``: none)
    card_pointed = Signal(object)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chasePanel")
        self.session = session
        self.entries: tuple[ChaseEntry, ...] = ()
        self.lines: list[QLabel] = []
        self.title = QLabel("CHASE (TOP FIRST)", self)
        self.title.setObjectName("sectionTitle")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(2)
        self.box.addWidget(self.title)
        session.observation_changed.connect(self.refresh)
        self.refresh()

    def refresh(self, *_: object) -> None:
        """Show the chase as it is now (hidden while it is empty or the table is covered)."""
        entries = chase_entries(self.session.game, self.session.observation)
        if entries != self.entries:
            self.entries = entries
            for line in self.lines:
                self.box.removeWidget(line)
                line.hide()  # gone now; deleted when control is back in the event loop
                line.deleteLater()
            self.lines = [self._line(entry) for entry in entries]
        self.setVisible(bool(entries))

    def _line(self, entry: ChaseEntry) -> QLabel:
        line = QLabel(readable(entry.text()), self)
        line.setObjectName("chaseLine")
        line.setWordWrap(True)
        targets = f"targets: {', '.join(entry.targets)}" if entry.targets else "no targets"
        line.setToolTip(readable(f"{entry.name}, played by {player_name(entry.controller)}; {targets}"))
        line.installEventFilter(self)
        self.box.addWidget(line)
        return line

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched in self.lines and event.type() in (QEvent.Type.Enter, QEvent.Type.Leave):
            entry = self.entries[self.lines.index(watched)]
            pointed = entry.target_ids[0] if entry.target_ids else entry.card
            self.card_pointed.emit(pointed if event.type() == QEvent.Type.Enter else None)
        return super().eventFilter(watched, event)
