"""``StartScreen``: what to do — a new game, a game in progress or a saved one, the deck tools.

A new game needs a game, a mode (goldfish alone against a dummy, or two players at this
computer) and two decks: each game's demo decks, or decks saved in the card database (listed
once the database is open). "Continue" lists every game in progress (its autosave: game,
players, turn, time). The screen only gathers the choice; the main window starts it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIntValidator, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.bridge import (
    AutosaveEntry,
    DatabaseTasks,
    SeatMode,
    all_games,
    deck_size,
    demo_decks,
    saved_deck_names,
)


@dataclass(frozen=True)
class DeckChoice:
    """A deck picked on the start screen: a demo deck (by index) or a saved deck (by name)."""

    source: str  # "demo" or "saved"
    name: str
    index: int = 0


@dataclass(frozen=True)
class NewGameRequest:
    """Everything a new game needs, as chosen on the start screen."""

    game: str
    mode: SeatMode
    decks: tuple[DeckChoice, DeckChoice]
    seed: int | None = None


class StartScreen(QWidget):
    """The start screen (see the module docstring)."""

    new_game_requested = Signal(object)  # NewGameRequest
    load_requested = Signal()
    #: continue the game in progress whose autosave is this ``Path``
    resume_requested = Signal(object)
    #: forget the game in progress whose autosave is this ``Path``
    discard_requested = Signal(object)
    deck_editor_requested = Signal()
    card_database_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._tasks: DatabaseTasks | None = None
        self._saved: dict[str, list[str]] = {}
        card = QFrame(self)
        card.setObjectName("startCard")
        title = QLabel("Tabletop", card)
        title.setObjectName("startTitle")
        subtitle = QLabel(
            "Weiß Schwarz · ONE PIECE CARD GAME · Force of Will · Luck & Logic — the rules enforced, "
            "a manual escape hatch, hot-seat privacy and unlimited undo.",
            card,
        )
        subtitle.setObjectName("startSubtitle")
        subtitle.setWordWrap(True)
        # ---- new game
        new_box = QFrame(card)
        new_box.setObjectName("startBox")
        form = QFormLayout(new_box)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        heading = QLabel("New game", new_box)
        heading.setObjectName("boxTitle")
        form.addRow(heading)
        self.game = QComboBox(new_box)
        for game_id, game_title, playable in all_games():
            self.game.addItem(game_title if playable else f"{game_title} (coming soon)", game_id)
            if not playable:
                model = self.game.model()
                if isinstance(model, QStandardItemModel):
                    item = model.item(self.game.count() - 1)
                    item.setEnabled(False)
                    item.setToolTip("This game's rules are not in this build yet.")
        form.addRow("Game", self.game)
        self.goldfish = QRadioButton("Goldfish: test a deck alone against a dummy", new_box)
        self.hot_seat = QRadioButton("Two players at this computer (hot-seat)", new_box)
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.goldfish)
        self.mode_group.addButton(self.hot_seat)
        self.goldfish.setChecked(True)
        modes = QVBoxLayout()
        modes.addWidget(self.goldfish)
        modes.addWidget(self.hot_seat)
        form.addRow("Mode", modes)
        self.deck_labels = (QLabel("Your deck", new_box), QLabel("Dummy's deck", new_box))
        self.decks = (QComboBox(new_box), QComboBox(new_box))
        for label, combo in zip(self.deck_labels, self.decks):
            combo.setMinimumWidth(280)
            form.addRow(label, combo)
        self.seed = QLineEdit(new_box)
        self.seed.setPlaceholderText("random")
        self.seed.setValidator(QIntValidator(0, 2_000_000_000, self.seed))
        self.seed.setToolTip("The same seed and the same choices give the same game.")
        form.addRow("Seed", self.seed)
        self.start = QPushButton("Start the game", new_box)
        self.start.setObjectName("primaryButton")
        self.start.clicked.connect(self._start_clicked)
        form.addRow(self.start)
        # ---- continue and tools
        side_box = QFrame(card)
        side_box.setObjectName("startBox")
        side = QVBoxLayout(side_box)
        continue_title = QLabel("Continue", side_box)
        continue_title.setObjectName("boxTitle")
        self.games = QListWidget(side_box)
        self.games.setObjectName("continueList")
        self.games.setWordWrap(True)
        self.games.setMinimumHeight(120)
        self.games.itemDoubleClicked.connect(lambda item: self._resume_clicked())
        self.games.currentRowChanged.connect(lambda *_: self._update_resume())
        self.resume = QPushButton("Continue", side_box)
        self.resume.setObjectName("primaryButton")
        self.discard = QPushButton("Delete", side_box)
        self.discard.setToolTip("Forget this game in progress (its autosave is deleted).")
        self.resume_info = QLabel(side_box)
        self.resume_info.setObjectName("hint")
        self.resume_info.setWordWrap(True)
        resume_row = QHBoxLayout()
        resume_row.addWidget(self.resume)
        resume_row.addWidget(self.discard)
        resume_row.addStretch(1)
        self.load = QPushButton("Load a saved game…", side_box)
        tools_title = QLabel("Decks and cards", side_box)
        tools_title.setObjectName("boxTitle")
        self.deck_editor = QPushButton("Deck editor", side_box)
        self.card_database = QPushButton("Card database", side_box)
        self.status = QLabel("Opening the card database…", side_box)
        self.status.setObjectName("hint")
        self.status.setWordWrap(True)
        side.addWidget(continue_title)
        side.addWidget(self.games, 1)
        side.addLayout(resume_row)
        for widget in (self.resume_info, self.load, tools_title, self.deck_editor, self.card_database):
            side.addWidget(widget)
        side.addStretch(1)
        side.addWidget(self.status)
        self.resume.clicked.connect(self._resume_clicked)
        self.discard.clicked.connect(self._discard_clicked)
        self.load.clicked.connect(self.load_requested)
        self.deck_editor.clicked.connect(self.deck_editor_requested)
        self.card_database.clicked.connect(self.card_database_requested)
        columns = QHBoxLayout()
        columns.setSpacing(18)
        columns.addWidget(new_box, 3)
        columns.addWidget(side_box, 2)
        inner = QVBoxLayout(card)
        inner.setContentsMargins(36, 30, 36, 30)
        inner.addWidget(title)
        inner.addWidget(subtitle)
        inner.addSpacing(16)
        inner.addLayout(columns)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(card, 10)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        card.setMaximumWidth(1100)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.mode_group.buttonToggled.connect(self._mode_changed)
        self.set_resume([])
        self.set_deck_editor(False)
        self._game_changed()

    # ------------------------------------------------------------------ state from outside
    def set_game(self, game_id: str) -> None:
        index = self.game.findData(game_id)
        if index >= 0:
            model = self.game.model()
            enabled = not isinstance(model, QStandardItemModel) or model.item(index).isEnabled()
            if enabled:
                self.game.setCurrentIndex(index)

    def set_mode(self, mode: SeatMode) -> None:
        (self.hot_seat if mode is SeatMode.HOT_SEAT else self.goldfish).setChecked(True)

    def set_database(self, tasks: DatabaseTasks | None, message: str = "") -> None:
        """The card database is open (``tasks``), or could not be opened (``message``)."""
        self._tasks = tasks
        self._saved.clear()
        self.status.setText(message or ("The card database is ready." if tasks is not None else ""))
        self.card_database.setEnabled(tasks is not None)
        self._game_changed()

    def saved_decks_changed(self) -> None:
        """A deck was saved, renamed or deleted (the deck editor): list the saved decks again,
        keeping the decks chosen."""
        chosen = [combo.currentData() for combo in self.decks]
        self._saved.clear()
        self._game_changed()
        for combo, choice in zip(self.decks, chosen):
            self._keep_choice(combo, choice)

    def _keep_choice(self, combo: QComboBox, choice: object) -> None:
        if isinstance(choice, DeckChoice):
            row = find_deck(combo, choice)
            if row >= 0:
                combo.setCurrentIndex(row)

    def set_resume(self, entries: list[AutosaveEntry]) -> None:
        """The games in progress that can be continued (the most recent first)."""
        self.games.clear()
        for entry in entries:
            item = QListWidgetItem(entry.describe())
            item.setData(Qt.ItemDataRole.UserRole, entry.path)
            item.setToolTip(str(entry.path))
            self.games.addItem(item)
        if entries:
            self.games.setCurrentRow(0)
        self.resume_info.setText("" if entries else "No game in progress.")
        self.resume_info.setVisible(not entries)
        self._update_resume()

    def _selected_game(self) -> object:
        item = self.games.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def _update_resume(self) -> None:
        chosen = self._selected_game() is not None
        self.resume.setEnabled(chosen)
        self.discard.setEnabled(chosen)

    def _resume_clicked(self) -> None:
        path = self._selected_game()
        if path is not None:
            self.resume_requested.emit(path)

    def _discard_clicked(self) -> None:
        path = self._selected_game()
        if path is not None:
            self.discard_requested.emit(path)

    def set_deck_editor(self, available: bool) -> None:
        self.deck_editor.setEnabled(available)
        self.deck_editor.setToolTip(
            "Build and edit decks." if available else "The deck editor is not part of this build yet."
        )

    # ------------------------------------------------------------------ choices
    @property
    def mode(self) -> SeatMode:
        return SeatMode.HOT_SEAT if self.hot_seat.isChecked() else SeatMode.GOLDFISH

    def request(self) -> NewGameRequest | None:
        """The new game chosen now (``None`` if a deck is missing)."""
        game = self.game.currentData()
        first, second = self.decks[0].currentData(), self.decks[1].currentData()
        if (
            not isinstance(game, str)
            or not isinstance(first, DeckChoice)
            or not isinstance(second, DeckChoice)
        ):
            return None
        seed_text = self.seed.text().strip()
        return NewGameRequest(game, self.mode, (first, second), int(seed_text) if seed_text else None)

    def _start_clicked(self) -> None:
        request = self.request()
        if request is None:
            self.status.setText("Choose a game and two decks first.")
            return
        self.new_game_requested.emit(request)

    def _mode_changed(self, *_: object) -> None:
        if self.mode is SeatMode.GOLDFISH:
            self.deck_labels[0].setText("Your deck")
            self.deck_labels[1].setText("Dummy's deck")
        else:
            self.deck_labels[0].setText("P1's deck")
            self.deck_labels[1].setText("P2's deck")

    def _game_changed(self, *_: object) -> None:
        game = self.game.currentData()
        for combo in self.decks:
            combo.clear()
        if not isinstance(game, str):
            self.start.setEnabled(False)
            return
        try:
            demos = demo_decks(game)
        except Exception as error:  # a game package that fails to load must not break the screen
            self.status.setText(f"The demo decks of {game} cannot be read: {error}")
            demos = []
        for index, deck in enumerate(demos):
            for combo in self.decks:
                combo.addItem(
                    f"Demo · {deck.name} ({deck_size(deck)} cards)", DeckChoice("demo", deck.name, index)
                )
        if len(demos) > 1:
            self.decks[1].setCurrentIndex(1)
        self._add_saved(game)
        if self._tasks is not None and game not in self._saved:
            self._tasks.query(
                lambda db: saved_deck_names(db, game),
                lambda names: self._saved_arrived(game, names),
                lambda message: self.status.setText(f"Saved decks cannot be listed: {message}"),
            )
        self.start.setEnabled(self.decks[0].count() > 0)

    def _saved_arrived(self, game: str, names: object) -> None:
        self._saved[game] = [str(n) for n in names] if isinstance(names, list) else []
        if self.game.currentData() == game:
            self._add_saved(game)
            self.start.setEnabled(self.decks[0].count() > 0)

    def _add_saved(self, game: str) -> None:
        for name in self._saved.get(game, []):
            for combo in self.decks:
                if find_deck(combo, DeckChoice("saved", name)) < 0:
                    combo.addItem(f"Saved · {name}", DeckChoice("saved", name))


def find_deck(combo: QComboBox, choice: DeckChoice) -> int:
    """The row of ``choice`` in a deck combo box, or -1 (``findData`` cannot compare Python values)."""
    for row in range(combo.count()):
        if combo.itemData(row) == choice:
            return row
    return -1
