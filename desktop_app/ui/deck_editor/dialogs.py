"""The deck editor's dialogs: paste a deck list, the import report, open a saved deck."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from card_db import DeckLineProblem

#: The deck formats of the card database, as the dialogs name them.
FORMAT_LABELS = {
    "text": "Plain list (N code)",
    "op-sim": "ONE PIECE simulator list (4xOP01-016)",
    "ws-codes": "Weiß Schwarz code list",
    "fdk": "Force of Will .fdk (JSON)",
    "json": "Tabletop deck file (JSON)",
    "cod": "Cockatrice deck (.cod)",
}
#: File name filters per format, for the file dialogs.
FORMAT_FILTERS = {
    "text": "Deck lists (*.txt *.dek *.deck)",
    "op-sim": "ONE PIECE simulator lists (*.txt)",
    "ws-codes": "Weiß Schwarz code lists (*.txt)",
    "fdk": "Force of Will decks (*.fdk)",
    "json": "Tabletop deck files (*.json)",
    "cod": "Cockatrice decks (*.cod)",
}
FORMAT_SUFFIXES = {
    "text": ".txt",
    "op-sim": ".txt",
    "ws-codes": ".txt",
    "fdk": ".fdk",
    "json": ".json",
    "cod": ".cod",
}


def game_formats(game: str) -> tuple[str, ...]:
    """The exchange formats that make sense for ``game``, its usual one first."""
    usual = {"one-piece": "op-sim", "weiss-schwarz": "ws-codes", "force-of-will": "fdk"}.get(game)
    return tuple(dict.fromkeys([*([usual] if usual else []), "text", "json", "cod"]))


class PasteDeckDialog(QDialog):
    """Paste a deck list (the clipboard's text is filled in) and choose its format."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Import a deck list")
        self.text = QPlainTextEdit(self)
        self.text.setPlaceholderText(
            "Paste a deck list here: one card per line, such as 4xOP01-016 or 4 LA/W01-001"
        )
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None and clipboard.text().strip():
            self.text.setPlainText(clipboard.text())
        self.name = QLineEdit(self)
        self.name.setPlaceholderText("Imported deck")
        self.format = QComboBox(self)
        self.format.addItem("Recognise it", None)
        formats = [*game_formats(game), *(f for f in FORMAT_LABELS if f not in game_formats(game))]
        for fmt in formats:
            if fmt == "fdk" and game != "force-of-will":
                continue
            self.format.addItem(FORMAT_LABELS[fmt], fmt)
        form = QFormLayout()
        form.addRow("Deck name", self.name)
        form.addRow("Format", self.format)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, parent=self
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setText("Import")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.resize(560, 480)

    def choice(self) -> tuple[str, str | None, str]:
        """(the text, the format or ``None`` to recognise it, the deck name)."""
        return self.text.toPlainText(), self.format.currentData(), self.name.text().strip() or "Imported deck"


class ImportReportDialog(QDialog):
    """Lines of an imported list that could not be used, by line; import the rest or cancel."""

    def __init__(
        self, name: str, cards: int, problems: Sequence[DeckLineProblem], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("importReport")
        self.setWindowTitle("Some lines could not be imported")
        count = len(problems)
        self.heading = QLabel(
            f"<b>{count} line{'s' if count != 1 else ''} of “{name}” could not be used.</b><br>"
            f"The other {cards} card{'s' if cards != 1 else ''} were read. Nothing below is imported.",
            self,
        )
        self.heading.setWordWrap(True)
        self.list = QListWidget(self)
        for problem in problems:
            item = QListWidgetItem(str(problem))
            item.setToolTip(problem.text)
            self.list.addItem(item)
        buttons = QDialogButtonBox(parent=self)
        self.import_button = buttons.addButton("Import the rest", QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.resize(620, 360)

    def lines(self) -> list[str]:
        """The reported problems as shown (``line 4: unknown card code …``)."""
        return [self.list.item(row).text() for row in range(self.list.count())]


@dataclass(frozen=True)
class DeckSource:
    """A deck to open: a saved deck (by name) or a demo deck file."""

    kind: str  # "saved" or "demo"
    name: str
    path: str = ""


class OpenDeckDialog(QDialog):
    """Pick a saved deck of the game, or one of its demo decks to start from."""

    def __init__(
        self,
        saved: Sequence[tuple[str, int]],
        demos: Sequence[tuple[str, str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Open a deck")
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText("Filter by name…")
        self.filter.setClearButtonEnabled(True)
        self.list = QListWidget(self)
        for name, size in saved:
            item = QListWidgetItem(f"{name}   ({size} cards)")
            item.setData(Qt.ItemDataRole.UserRole, DeckSource("saved", name))
            self.list.addItem(item)
        for name, path in demos:
            item = QListWidgetItem(f"Demo · {name}")
            item.setData(Qt.ItemDataRole.UserRole, DeckSource("demo", name, path))
            self.list.addItem(item)
        if not saved:
            hint = QListWidgetItem("No saved decks of this game yet.")
            hint.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.insertItem(0, hint)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, parent=self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.list.itemDoubleClicked.connect(lambda _: self.accept())
        self.filter.textChanged.connect(self._filter)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.resize(420, 420)

    def chosen(self) -> DeckSource | None:
        item = self.list.currentItem()
        source = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return source if isinstance(source, DeckSource) else None

    def _filter(self, text: str) -> None:
        needle = text.casefold().strip()
        for row in range(self.list.count()):
            item = self.list.item(row)
            item.setHidden(bool(needle) and needle not in item.text().casefold())
