"""``DeckEditorWindow``: build, check, save and try out a deck.

Layout, left to right: the card browser (search, filters, grid or list), the preview of the
card last pointed at, and the deck with its tabs (rule problems, statistics, drawing odds,
a sample hand, goldfish statistics). Every change to the deck is an undoable command on the window's
``QUndoStack``; after each one the deck is checked against the game's deck rules
(``deck_rules``) and the problems are listed and marked on the cards.

Decks live in the card database (new, open, save, rename, duplicate, delete) and move in
and out in every exchange format of the card database, through files and the clipboard; an
imported list's unusable lines are listed by line before anything is imported. The card
database is only used from its worker threads (``DatabaseTasks``): each operation's result
comes back to the GUI thread as a callback, and a signal tells tests it is done.

"Test this deck" emits ``test_requested(game, DeckList)``; the main window starts a goldfish
game with it (``open_deck_editor`` connects the two). "Goldfish statistics" (and the Goldfish
tab's Run button) plays many goldfish games of the deck in worker processes, off the GUI thread,
and charts them (``GoldfishPanel``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSizePolicy,
    QSplitter,
    QTabWidget,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from card_db import CardDatabase, CardDbError, CardRecord, Deck, DeckParse
from card_db.decks import format_deck
from desktop_app.bridge import CardImageCache, DatabaseTasks, DeckList, all_games, resources_dir
from desktop_app.bridge.catalog import SetupError
from desktop_app.bridge.deck_browser_model import CardBrowserModel
from desktop_app.bridge.deck_mime import DeckDrop, DragOrigin
from desktop_app.bridge.deck_model import DeckModel
from desktop_app.bridge.deck_rules import DeckProblem, DeckRules, deck_rules
from desktop_app.ui.deck_editor.browser import CardBrowser
from desktop_app.ui.deck_editor.commands import (
    AddCards,
    MoveCards,
    RemoveCards,
    ReplaceDeck,
    target_section,
)
from desktop_app.ui.deck_editor.deck_pane import DeckPane
from desktop_app.ui.deck_editor.dialogs import (
    FORMAT_FILTERS,
    FORMAT_LABELS,
    FORMAT_SUFFIXES,
    DeckSource,
    ImportReportDialog,
    OpenDeckDialog,
    PasteDeckDialog,
    game_formats,
)
from desktop_app.ui.deck_editor.goldfish import GoldfishPanel
from desktop_app.ui.deck_editor.panels import DrawOddsPanel, ProblemsPanel, SampleHandPanel, StatisticsPanel
from desktop_app.ui.deck_editor.preview import CardDetails
from desktop_app.ui.deck_editor.style import EDITOR_STYLE

log = logging.getLogger(__name__)

NEW_DECK_NAME = "New deck"
#: The section the statistics, odds and sample hand are about.
MAIN = "main"


@dataclass(frozen=True)
class ImportOutcome:
    """What became of an import: the parse, and whether its cards went into the deck."""

    parse: DeckParse
    applied: bool


def _load_deck(database: CardDatabase, game: str, name: str) -> tuple[Deck, dict[str, CardRecord]]:
    deck = database.deck(game, name)
    return deck, database.cards(game, deck.codes())


def _parse_with_records(
    database: CardDatabase, parse: Callable[[CardDatabase], DeckParse]
) -> tuple[DeckParse, dict[str, CardRecord]]:
    parsed = parse(database)
    offered = [code for problem in parsed.ambiguous for code in problem.choices]
    return parsed, database.cards(parsed.deck.game, [*parsed.deck.codes(), *offered])


def _choice_label(record: CardRecord) -> str:
    """How the "Which card?" question lists a card: code, name, type and set, and the start
    of its text (what tells reprints apart)."""
    where = f", {record.set_code}" if record.set_code else ""
    text = record.text.splitlines()[0] if record.text else ""
    return f"{record.code} — {record.name} ({record.type}{where})" + (f": {text[:60]}" if text else "")


class DeckEditorWindow(QMainWindow):
    """The deck editor (see the module docstring).

    Args:
        tasks: the card database workers (``None`` until the database is open: see
            ``set_tasks``).
        images: the picture cache to share with the table (``None``: a cache of its own).
        game: the game whose decks are edited first.
    """

    #: "Test this deck": start a goldfish game (game id, ``DeckList``)
    test_requested = Signal(str, object)
    #: the deck was saved in the database under this name
    deck_saved = Signal(str)
    #: a deck was opened (its name)
    deck_opened = Signal(str)
    #: the deck was renamed (the new name)
    deck_renamed = Signal(str)
    #: the deck was deleted (its name)
    deck_deleted = Signal(str)
    #: an imported list was read (``ImportOutcome``; ``applied`` is ``False`` while the report waits)
    import_finished = Signal(object)
    #: a database operation failed (the message shown)
    operation_failed = Signal(str)
    #: the deck was checked (its problems)
    validated = Signal(object)

    def __init__(
        self,
        tasks: DatabaseTasks | None,
        images: CardImageCache | None = None,
        game: str = "weiss-schwarz",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName("deckEditor")
        self.setStyleSheet(EDITOR_STYLE)
        self.tasks: DatabaseTasks | None = None
        self.search_tasks: DatabaseTasks | None = None
        self.images = images if images is not None else CardImageCache(tasks, self)
        self.rules: DeckRules = deck_rules(game)
        self.deck_name = NEW_DECK_NAME
        self.saved_name: str | None = None
        self._serial = 0
        self.problems: list[DeckProblem] = []
        self.import_report: ImportReportDialog | None = None
        self.undo_stack = QUndoStack(self)
        self.deck_model = DeckModel(game, self.rules.sections, self.images, self)
        self.browser_model = CardBrowserModel(None, self.images, self)
        self.browser_model.set_game(game)
        self.browser_model.deck_count = self.deck_model.count
        self.browser = CardBrowser(self.browser_model, game, self)
        self.preview = CardDetails(self.images, self)
        self.deck_pane = DeckPane(self.deck_model, self)
        self.problems_panel = ProblemsPanel(self)
        self.stats_panel = StatisticsPanel(self)
        self.odds_panel = DrawOddsPanel(self)
        self.hand_panel = SampleHandPanel(self.images, self)
        self.goldfish_panel = GoldfishPanel(self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("deckTabs")
        self.tabs.addTab(self.problems_panel, "Problems")
        self.tabs.addTab(self.stats_panel, "Statistics")
        self.tabs.addTab(self.odds_panel, "Draw odds")
        self.tabs.addTab(self.hand_panel, "Sample hand")
        self.tabs.addTab(self.goldfish_panel, "Goldfish")
        self._build_layout()
        self._create_actions()
        self._create_menus_and_toolbar()
        self._connect()
        self.status = QLabel(self)
        self.statusBar().addWidget(self.status, 1)
        self.resize(1600, 1000)
        self.set_tasks(tasks)
        self._deck_changed()
        self._update_title()

    # ================================================================== building
    def _build_layout(self) -> None:
        right = QSplitter(Qt.Orientation.Vertical, self)
        right.addWidget(self.deck_pane)
        right.addWidget(self.tabs)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 2)
        right.setChildrenCollapsible(False)
        browser_box = QWidget(self)
        box = QVBoxLayout(browser_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.browser)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(browser_box)
        self.splitter.addWidget(self.preview)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setStretchFactor(2, 3)
        self.splitter.setSizes([760, 330, 510])
        self.splitter.setChildrenCollapsible(False)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(10, 8, 10, 6)
        layout.addWidget(self.splitter)
        self.setCentralWidget(central)

    def _action(self, text: str, slot: Callable[[], Any], *keys: str | QKeySequence.StandardKey) -> QAction:
        action = QAction(text, self)
        if keys:
            action.setShortcuts([QKeySequence(key) for key in keys])
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda checked=False: slot())
        self.addAction(action)
        return action

    def _create_actions(self) -> None:
        self.new_action = self._action("&New deck", self.ask_new_deck, QKeySequence.StandardKey.New)
        self.open_action = self._action("&Open…", self.ask_open_deck, QKeySequence.StandardKey.Open)
        self.save_action = self._action("&Save", self.ask_save, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action("Save &as…", self.ask_save_as, "Ctrl+Shift+S")
        self.rename_action = self._action("&Rename…", self.ask_rename, "F2")
        self.duplicate_action = self._action("&Duplicate…", self.ask_duplicate)
        self.delete_action = self._action("De&lete the deck…", self.ask_delete)
        self.close_action = self._action("&Close", self.close, QKeySequence.StandardKey.Close)
        self.undo_action = self.undo_stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Undo))
        self.redo_action = self.undo_stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.addAction(self.undo_action)
        self.addAction(self.redo_action)
        self.add_action = self._action("Add a copy  (+)", self.add_selected, "+", "=")
        self.remove_action = self._action("Remove a copy  (−)", self.remove_selected, "-")
        self.remove_all_action = self._action("Remove every copy", self.remove_selected_all, "Del")
        self.clear_action = self._action("Clear the deck", self.clear_deck)
        self.find_action = self._action("&Find cards", self._focus_search, QKeySequence.StandardKey.Find)
        self.import_file_action = self._action("Import from a &file…", self.ask_import_file, "Ctrl+I")
        self.import_paste_action = self._action(
            "Import from the clip&board…", self.ask_import_paste, "Ctrl+Shift+V"
        )
        self.test_action = self._action("▶  Test this deck", self.test_deck, "Ctrl+T", "F5")
        self.test_action.setToolTip("Start a goldfish game with this deck against a dummy")
        self.sample_action = self._action("Sample hand", self.show_sample_hand, "Ctrl+H")
        self.goldfish_action = self._action("Goldfish statistics", self.goldfish_deck, "Ctrl+Shift+T")
        self.goldfish_action.setToolTip(
            "Play many goldfish games with this deck in the background and chart how it does"
        )

    def _create_menus_and_toolbar(self) -> None:
        bar = self.menuBar()
        deck = bar.addMenu("&Deck")
        for action in (self.new_action, self.open_action, self.save_action, self.save_as_action):
            deck.addAction(action)
        deck.addSeparator()
        for action in (self.rename_action, self.duplicate_action, self.delete_action):
            deck.addAction(action)
        deck.addSeparator()
        deck.addAction(self.close_action)
        edit = bar.addMenu("&Edit")
        for action in (self.undo_action, self.redo_action):
            edit.addAction(action)
        edit.addSeparator()
        for action in (self.add_action, self.remove_action, self.remove_all_action, self.clear_action):
            edit.addAction(action)
        edit.addSeparator()
        edit.addAction(self.find_action)
        exchange = bar.addMenu("&Import/Export")
        exchange.addAction(self.import_file_action)
        exchange.addAction(self.import_paste_action)
        exchange.addSeparator()
        self.export_menu = exchange.addMenu("Export to a file")
        self.copy_menu = exchange.addMenu("Copy to the clipboard")
        play = bar.addMenu("&Play")
        play.addAction(self.test_action)
        play.addAction(self.goldfish_action)
        play.addAction(self.sample_action)
        toolbar = QToolBar("Deck", self)
        toolbar.setObjectName("deckToolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.game_combo = QComboBox(self)
        self.game_combo.setToolTip("The game whose decks you edit")
        for game_id, title, _ in all_games():
            self.game_combo.addItem(title, game_id)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(self.rules.game)))
        toolbar.addWidget(self.game_combo)
        toolbar.addSeparator()
        for action in (self.new_action, self.open_action, self.save_action):
            toolbar.addAction(action)
        more = QToolButton(self)
        more.setText("Deck ▾")
        more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        more.setMenu(deck)
        toolbar.addWidget(more)
        toolbar.addSeparator()
        toolbar.addAction(self.undo_action)
        toolbar.addAction(self.redo_action)
        toolbar.addSeparator()
        transfer = QToolButton(self)
        transfer.setText("Import/Export ▾")
        transfer.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        transfer.setMenu(exchange)
        toolbar.addWidget(transfer)
        spacer = QWidget(self)
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        toolbar.addWidget(spacer)
        toolbar.addAction(self.sample_action)
        toolbar.addAction(self.goldfish_action)
        toolbar.addAction(self.test_action)
        test_button = toolbar.widgetForAction(self.test_action)
        if test_button is not None:
            test_button.setObjectName("primaryButton")
        self.addToolBar(toolbar)
        self._fill_export_menus()

    def _fill_export_menus(self) -> None:
        self.export_menu.clear()
        self.copy_menu.clear()
        for fmt in game_formats(self.rules.game):
            label = FORMAT_LABELS[fmt]
            self.export_menu.addAction(label, partial(self.ask_export_file, fmt))
            self.copy_menu.addAction(label, partial(self.copy_to_clipboard, fmt))

    def _connect(self) -> None:
        self.browser.card_activated.connect(lambda record: self.add_cards([record]))
        self.browser.card_shown.connect(self.preview.show_card)
        self.deck_pane.card_shown.connect(self.preview.show_card)
        self.hand_panel.card_shown.connect(self.preview.show_card)
        self.goldfish_panel.run_requested.connect(self.goldfish_deck)
        self.deck_pane.card_double_clicked.connect(
            lambda record, section: self.remove_cards([(record, section)])
        )
        self.deck_model.cards_dropped.connect(self.handle_drop)
        self.browser_model.cards_returned.connect(self.return_cards)
        self.deck_model.deck_changed.connect(self._deck_changed)
        self.undo_stack.cleanChanged.connect(lambda clean: self._update_title())
        self.game_combo.currentIndexChanged.connect(self._game_chosen)
        self.problems_panel.problem_chosen.connect(self._select_codes)

    # ================================================================== the database
    @property
    def game(self) -> str:
        return self.rules.game

    @property
    def dirty(self) -> bool:
        """Whether the deck has changes that are not saved."""
        return not self.undo_stack.isClean()

    def set_tasks(self, tasks: DatabaseTasks | None) -> None:
        """Use the card database behind ``tasks`` (``None``: it is not open yet)."""
        self.tasks = tasks
        if self.search_tasks is not None:
            self.search_tasks.wait()
            self.search_tasks.deleteLater()
        # Searches get a worker of their own so that they never queue behind picture loading.
        self.search_tasks = DatabaseTasks(tasks.path, 1, self) if tasks is not None else None
        self.browser_model.set_tasks(self.search_tasks)
        for action in (self.open_action, self.save_action, self.save_as_action, self.import_file_action):
            action.setEnabled(tasks is not None)
        if tasks is None:
            self.show_status("The card database is still opening…")
            return
        self.browser.search_now()
        self._load_sets()

    def _query(self, fn: Callable[[CardDatabase], Any], done: Callable[[Any], None], what: str) -> bool:
        if self.tasks is None:
            self.show_status("The card database is not open yet.")
            return False
        self.tasks.query(fn, done, lambda message: self._failed(what, message))
        return True

    def _failed(self, what: str, message: str) -> None:
        text = f"{what}: {message.split(': ', 1)[-1]}"
        self.show_status(text)
        self.operation_failed.emit(text)
        if self.isVisible():
            QMessageBox.warning(self, "The deck editor", text)

    def _load_sets(self) -> None:
        game = self.game
        self._query(
            lambda db: db.sets(game),
            lambda sets: self.browser.set_sets(sets) if game == self.game else None,
            "The sets could not be listed",
        )

    def show_status(self, text: str) -> None:
        self.status.setText(text)

    def wait(self) -> None:
        """Let every database operation finish (tests, shutdown)."""
        for tasks in (self.tasks, self.search_tasks):
            if tasks is not None:
                tasks.wait()
        self.goldfish_panel.runner.wait()

    # ================================================================== games and decks
    def _game_chosen(self, index: int) -> None:
        game = self.game_combo.itemData(index)
        if not isinstance(game, str) or game == self.game:
            return
        if not self._may_discard():
            self.game_combo.blockSignals(True)
            self.game_combo.setCurrentIndex(self.game_combo.findData(self.game))
            self.game_combo.blockSignals(False)
            return
        self.set_game(game)

    def set_game(self, game: str) -> None:
        """Edit decks of ``game``: a new empty deck, the browser on its cards."""
        self.rules = deck_rules(game)
        self.game_combo.blockSignals(True)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game)))
        self.game_combo.blockSignals(False)
        self.deck_model.set_game(game, self.rules.sections)
        self.browser.set_game(game)
        self._fill_export_menus()
        self._start_deck(NEW_DECK_NAME, None, {})
        self.preview.show_card(None)
        if self.tasks is not None:
            self._load_sets()

    def _start_deck(
        self, name: str, saved: str | None, contents: dict[str, list[tuple[CardRecord, int]]]
    ) -> None:
        self._serial += 1  # answers about the deck shown before no longer apply
        self.deck_name = name
        self.saved_name = saved
        self.undo_stack.clear()
        self.deck_model.set_contents(contents)
        self.undo_stack.setClean()
        self._update_title()

    def new_deck(self) -> None:
        """An empty deck of the same game (unsaved changes are dropped: ask first)."""
        self._start_deck(NEW_DECK_NAME, None, {})
        self.show_status("A new deck.")

    def open_deck(self, name: str) -> None:
        """Open the saved deck ``name`` (``deck_opened`` when it is shown)."""
        game = self.game
        self._query(
            lambda db: _load_deck(db, game, name), self._deck_loaded, f"The deck {name!r} could not be opened"
        )

    def open_demo_deck(self, path: Path, name: str) -> None:
        """Start a new deck from a demo deck file (it is not saved until you save it)."""
        game = self.game
        self._query(
            lambda db: _parse_with_records(db, lambda d: d.read_deck_file(game, path, fmt="json")),
            lambda result: self._demo_loaded(result, name),
            f"The demo deck {name!r} could not be read",
        )

    def _deck_loaded(self, result: object) -> None:
        assert isinstance(result, tuple)
        deck, records = result
        contents, missing = self._contents(deck, records)
        self._start_deck(deck.name, deck.name, contents)
        if missing:
            self.show_status(f"Opened {deck.name}; not in the card database: {', '.join(missing)}")
        else:
            self.show_status(f"Opened {deck.name}.")
        self.deck_opened.emit(deck.name)

    def _demo_loaded(self, result: object, name: str) -> None:
        assert isinstance(result, tuple)
        parse, records = result
        contents, _ = self._contents(parse.deck, records)
        name = parse.deck.name or name
        self._start_deck(name, None, contents)
        self.undo_stack.resetClean()
        self.show_status(f"A new deck from the demo deck {name}; save it to keep it.")
        self.deck_opened.emit(name)

    def _contents(
        self, deck: Deck, records: dict[str, CardRecord]
    ) -> tuple[dict[str, list[tuple[CardRecord, int]]], list[str]]:
        """A database deck as the model's contents; codes without a record are returned apart."""
        contents: dict[str, list[tuple[CardRecord, int]]] = {}
        missing: list[str] = []
        for section, entries in deck.sections.items():
            for code, count in entries:
                record = records.get(code)
                if record is None:
                    missing.append(code)
                    continue
                target = section if section in self.rules.sections else self.rules.section_for(record)
                contents.setdefault(target, []).append((record, count))
        return contents, missing

    def current_deck(self) -> Deck:
        """The edited deck as the card database stores it."""
        return Deck(self.game, self.deck_name, self.deck_model.code_sections()).normalized()

    def save_deck(self, name: str | None = None, *, replace: bool = True) -> None:
        """Save the deck (under ``name``, or its own name); ``deck_saved`` when done.

        With ``replace=False`` an other saved deck of that name is not overwritten: the user
        is asked first.
        """
        target = (name or self.deck_name).strip()
        if not target:
            return
        deck = Deck(self.game, target, self.deck_model.code_sections()).normalized()
        own = target == self.saved_name
        clean_index = self.undo_stack.index()
        serial = self._serial

        def save(db: CardDatabase) -> Deck | None:
            if not replace and not own and any(d.name == target for d in db.decks(deck.game)):
                return None
            return db.save_deck(deck)

        def saved(result: object) -> None:
            if result is None:
                answer = QMessageBox.question(
                    self, "Replace the deck?", f"A deck named {target} is saved already. Replace it?"
                )
                if answer == QMessageBox.StandardButton.Yes and serial == self._serial:
                    self.save_deck(target)
                return
            if serial == self._serial:  # (else another deck is shown now)
                self.deck_name = target
                self.saved_name = target
                if self.undo_stack.index() == clean_index:
                    self.undo_stack.setClean()
                self._update_title()
            self.show_status(f"Saved {target}.")
            self.deck_saved.emit(target)

        self._query(save, saved, f"The deck {target!r} could not be saved")

    def rename_deck(self, new_name: str) -> None:
        """Rename the deck (in the database too if it is saved); ``deck_renamed`` when done."""
        new_name = new_name.strip()
        if not new_name or new_name == self.deck_name:
            return
        if self.saved_name is None:
            self.deck_name = new_name
            self._update_title()
            self.deck_renamed.emit(new_name)
            return
        game, old, serial = self.game, self.saved_name, self._serial

        def renamed(result: object) -> None:
            if serial == self._serial:
                self.deck_name = self.saved_name = new_name
                self._update_title()
            self.show_status(f"Renamed {old} to {new_name}.")
            self.deck_renamed.emit(new_name)

        self._query(lambda db: db.rename_deck(game, old, new_name), renamed, f"{old!r} could not be renamed")

    def duplicate_deck(self, new_name: str | None = None) -> None:
        """Save the deck as it is now under a new name (``<name> (copy)`` if none) and go on
        editing the copy; ``deck_saved`` with the copy's name when done."""
        game, source, serial = self.game, self.saved_name, self._serial
        sections = self.deck_model.code_sections()
        name = self.deck_name
        clean_index = self.undo_stack.index()

        def duplicate(db: CardDatabase) -> Deck:
            if source is not None:
                copy = db.duplicate_deck(game, source, new_name)
            else:
                copy = db.new_deck(game, new_name or f"{name} (copy)")
            return db.save_deck(Deck(game, copy.name, sections))

        def done(result: object) -> None:
            assert isinstance(result, Deck)
            if serial == self._serial:
                self.deck_name = self.saved_name = result.name
                if self.undo_stack.index() == clean_index:
                    self.undo_stack.setClean()
                self._update_title()
            self.show_status(f"Now editing the copy {result.name}.")
            self.deck_saved.emit(result.name)

        self._query(duplicate, done, f"{name!r} could not be duplicated")

    def delete_deck(self) -> None:
        """Delete the saved deck from the database and start a new one; ``deck_deleted``."""
        if self.saved_name is None:
            self.new_deck()
            return
        game, name, serial = self.game, self.saved_name, self._serial

        def deleted(result: object) -> None:
            if serial == self._serial:
                self._start_deck(NEW_DECK_NAME, None, {})
            self.show_status(f"Deleted {name}.")
            self.deck_deleted.emit(name)

        self._query(lambda db: db.delete_deck(game, name), deleted, f"{name!r} could not be deleted")

    # ------------------------------------------------------------------ asking the user
    def _may_discard(self) -> bool:
        """Whether unsaved changes may go (asks: save, discard or cancel)."""
        if not self.dirty or (self.deck_model.is_empty() and self.saved_name is None):
            return True
        answer = QMessageBox.question(
            self,
            "Unsaved changes",
            f"Save the changes to {self.deck_name} first?",
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            if self.tasks is None:
                return False
            if self.saved_name is not None:
                self.save_deck()
                return True
            name = self._ask_name("Save the deck", "Deck name:", self._suggested_name())
            if name is None:
                return False
            self.save_deck(name)  # the save runs on with the deck as it is now
            return True
        return answer == QMessageBox.StandardButton.Discard

    def ask_new_deck(self) -> None:
        if self._may_discard():
            self.new_deck()

    def ask_open_deck(self) -> None:
        if not self._may_discard():
            return
        game = self.game
        demos = sorted((resources_dir() / "decks" / game).glob("*.json"))

        def listed(decks: object) -> None:
            assert isinstance(decks, list)
            saved = [(deck.name, deck.size()) for deck in decks]
            demo_entries = [(path.stem.replace("-", " ").title(), str(path)) for path in demos]
            dialog = OpenDeckDialog(saved, demo_entries, self)
            if dialog.exec() != OpenDeckDialog.DialogCode.Accepted:
                return
            source: DeckSource | None = dialog.chosen()
            if source is None:
                return
            if source.kind == "saved":
                self.open_deck(source.name)
            else:
                self.open_demo_deck(Path(source.path), source.name)

        self._query(lambda db: db.decks(game), listed, "The saved decks could not be listed")

    def _ask_name(self, title: str, label: str, default: str) -> str | None:
        name, ok = QInputDialog.getText(self, title, label, text=default)
        name = name.strip()
        return name if ok and name else None

    def ask_save(self) -> None:
        if self.saved_name is None:
            self.ask_save_as()
        else:
            self.save_deck()

    def _suggested_name(self) -> str:
        return self.deck_name if self.deck_name != NEW_DECK_NAME else f"{self.rules.title} deck"

    def ask_save_as(self) -> None:
        name = self._ask_name("Save the deck", "Deck name:", self._suggested_name())
        if name is not None:
            self.save_deck(name, replace=False)

    def ask_rename(self) -> None:
        name = self._ask_name("Rename the deck", "New name:", self.deck_name)
        if name is not None:
            self.rename_deck(name)

    def ask_duplicate(self) -> None:
        name = self._ask_name("Duplicate the deck", "Name of the copy:", f"{self.deck_name} (copy)")
        if name is not None:
            self.duplicate_deck(name)

    def ask_delete(self) -> None:
        if self.saved_name is None:
            if self._may_discard():
                self.new_deck()
            return
        answer = QMessageBox.question(
            self,
            "Delete the deck",
            f"Delete {self.saved_name} from the card database? This cannot be undone.",
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.delete_deck()

    # ================================================================== editing
    def add_cards(self, records: Sequence[CardRecord], section: str | None = None, count: int = 1) -> None:
        """Add ``count`` copies of each card (to ``section`` if they may go there)."""
        additions = [(record, target_section(self.rules, record, section), count) for record in records]
        if additions:
            self.undo_stack.push(AddCards(self.deck_model, additions))

    def remove_cards(self, cards: Sequence[tuple[CardRecord, str]], count: int = 1) -> None:
        """Take ``count`` copies of each ``(record, section)`` out (every copy: ``count=0``)."""
        removals = [
            (record, section, count or self.deck_model.count(record.code, section))
            for record, section in cards
        ]
        command = RemoveCards(self.deck_model, removals)
        if not command.empty:
            self.undo_stack.push(command)

    def handle_drop(self, drop: DeckDrop) -> None:
        """Cards dropped on the deck: from the browser they join it (one copy per dragged card),
        from the deck they move to the section dropped on, if they may go there."""
        if drop.origin is DragOrigin.BROWSER:
            additions = [
                (card.record, target_section(self.rules, card.record, drop.target), 1) for card in drop.cards
            ]
            self.undo_stack.push(AddCards(self.deck_model, additions))
            return
        moves = []
        for card in drop.cards:
            source = card.section or self.rules.section_for(card.record)
            target = target_section(self.rules, card.record, drop.target) if drop.target else source
            moves.append((card.record, source, target, self.deck_model.count(card.record.code, source)))
        command = MoveCards(self.deck_model, moves)
        if not command.empty:
            self.undo_stack.push(command)

    def return_cards(self, drop: DeckDrop) -> None:
        """Deck cards dropped on the browser leave the deck (one copy per dragged row)."""
        if drop.origin is DragOrigin.DECK:
            self.remove_cards(
                [(card.record, card.section or self.rules.section_for(card.record)) for card in drop.cards]
            )

    def add_selected(self) -> None:
        """The + key: a copy more of the selected deck cards, or of the selected browser cards."""
        if self.deck_pane.tree.hasFocus():
            for record, section in self.deck_pane.selected_cards():
                self.add_cards([record], section)
        else:
            self.add_cards(self.browser.selected_records())

    def remove_selected(self, count: int = 1) -> None:
        """The − key: a copy less of the selected deck cards (or of the selected browser cards)."""
        if self.deck_pane.tree.hasFocus():
            self.remove_cards(self.deck_pane.selected_cards(), count)
            return
        cards = []
        for record in self.browser.selected_records():
            home = self.rules.section_for(record)
            sections = [home, *(s for s in self.rules.sections if s != home)]
            section = next((s for s in sections if self.deck_model.count(record.code, s)), None)
            if section is not None:
                cards.append((record, section))
        self.remove_cards(cards, count)

    def remove_selected_all(self) -> None:
        self.remove_selected(0)

    def clear_deck(self) -> None:
        if not self.deck_model.is_empty():
            self.undo_stack.push(ReplaceDeck(self.deck_model, {}, "Clear the deck"))

    def _focus_search(self) -> None:
        self.browser.query.setFocus()
        self.browser.query.selectAll()

    def _select_codes(self, codes: tuple[str, ...]) -> None:
        selection = self.deck_pane.tree.selectionModel()
        selection.clearSelection()
        for section in self.deck_model.sections:
            for code in codes:
                index = self.deck_model.card_index(code, section)
                if index.isValid():
                    selection.select(
                        index,
                        selection.SelectionFlag.Select | selection.SelectionFlag.Rows,
                    )
                    self.deck_pane.tree.scrollTo(index)

    # ------------------------------------------------------------------ after every change
    def _deck_changed(self) -> None:
        contents = self.deck_model.contents()
        self.problems = self.rules.validate(self.deck_name, contents)
        checked = self.rules.available
        self.deck_model.set_problems(self.problems if checked else [])
        self.problems_panel.set_problems(self.problems, checked)
        self.deck_pane.set_legality(len(self.problems), checked)
        self.tabs.setTabText(
            0, f"Problems ({len(self.problems)})" if checked and self.problems else "Problems"
        )
        main = self.deck_model.entries(MAIN) if MAIN in self.rules.sections else []
        entries = [(entry.record, entry.count) for entry in main]
        self.stats_panel.set_deck(self.game, entries)
        self.odds_panel.set_deck(self.rules.draw_plan, entries)
        self.hand_panel.set_deck(self.game, self.rules.draw_plan, entries)
        self.browser_model.refresh_deck_counts()
        self.test_action.setEnabled(self.rules.available and not self.deck_model.is_empty())
        self._update_title()
        self.validated.emit(list(self.problems))

    def _update_title(self) -> None:
        self.deck_pane.set_name(self.deck_name, self.dirty)
        self.setWindowTitle(
            f"Deck editor — {self.deck_name}{' *' if self.dirty else ''} — {self.rules.title}"
        )

    # ================================================================== import and export
    def import_text(self, text: str, fmt: str | None = None, name: str = "Imported deck") -> None:
        """Read a deck list (``fmt`` or recognised) against the database; see ``_parsed``."""
        game = self.game
        self._query(
            lambda db: _parse_with_records(db, lambda d: d.parse_deck(game, text, name=name, fmt=fmt)),
            self._parsed,
            "The deck list could not be read",
        )

    def import_file(self, path: Path, fmt: str | None = None) -> None:
        """Read a deck file (format from ``fmt`` or its suffix and content); see ``_parsed``."""
        game = self.game
        self._query(
            lambda db: _parse_with_records(db, lambda d: d.read_deck_file(game, path, fmt=fmt)),
            self._parsed,
            f"{Path(path).name} could not be read",
        )

    def _parsed(self, result: object) -> None:
        """A list was read: with unusable lines, list them first (``import_report``) and import
        the rest only if the user says so; otherwise import at once."""
        assert isinstance(result, tuple)
        parse, records = result
        parse = self._ask_which_card(parse, records)
        if not parse.problems:
            self._apply_import(parse, records)
            return
        report = ImportReportDialog(parse.deck.name, parse.deck.size(), parse.problems, self)
        report.setModal(True)
        self.import_report = report
        report.accepted.connect(lambda: self._apply_import(parse, records))
        report.rejected.connect(lambda: self.show_status("Nothing was imported."))
        report.finished.connect(lambda _: setattr(self, "import_report", None))
        report.open()
        self.import_finished.emit(ImportOutcome(parse, applied=False))

    def _ask_which_card(self, parse: DeckParse, records: dict[str, CardRecord]) -> DeckParse:
        """For each line naming a card by a name several cards share (reprints whose texts
        differ), ask which card it means; the deck keeps that card's code, so the question is
        never asked again. A line left unanswered stays among the problems."""
        for problem in parse.ambiguous:
            offered = [records[code] for code in problem.choices if code in records]
            if not offered:
                continue
            labels = [_choice_label(record) for record in offered]
            label, ok = QInputDialog.getItem(
                self,
                "Which card?",
                f"Line {problem.line}: {problem.text.strip()}\n\n"
                "Several cards have this name. Which one does the list mean?",
                labels,
                0,
                False,
            )
            if ok and label in labels:
                parse = parse.with_choice(problem, offered[labels.index(label)])
        return parse

    def _apply_import(self, parse: DeckParse, records: dict[str, CardRecord]) -> None:
        contents, missing = self._contents(parse.deck, records)
        if missing:  # cannot happen: the parse found them; a deck never loses cards silently
            log.warning("imported codes without records: %s", missing)
        self.undo_stack.push(ReplaceDeck(self.deck_model, contents, f"Import {parse.deck.name}"))
        if self.saved_name is None and self.deck_name == NEW_DECK_NAME:
            self.deck_name = parse.deck.name
        self._update_title()
        skipped = len(parse.problems)
        self.show_status(
            f"Imported {parse.deck.size()} cards from {parse.deck.name}"
            + (f"; {skipped} line{'s' if skipped != 1 else ''} left out." if skipped else ".")
        )
        self.import_finished.emit(ImportOutcome(parse, applied=True))

    def export_text(self, fmt: str) -> str:
        """The deck written in ``fmt`` (any format of ``card_db.DECK_FORMATS`` the game takes)."""
        return format_deck(self.current_deck(), fmt)

    def export_file(self, path: Path, fmt: str) -> None:
        CardDatabase.write_deck_file(self.current_deck(), path, fmt)
        self.show_status(f"Exported {self.deck_name} to {path}.")

    def copy_to_clipboard(self, fmt: str) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.export_text(fmt))
            self.show_status(f"Copied {self.deck_name} to the clipboard ({FORMAT_LABELS[fmt]}).")

    def ask_import_file(self) -> None:
        filters = ";;".join(["Deck files (*.txt *.dek *.deck *.json *.fdk)", "All files (*)"])
        name, _ = QFileDialog.getOpenFileName(self, "Import a deck", str(Path.home()), filters)
        if name:
            self.import_file(Path(name))

    def ask_import_paste(self) -> None:
        dialog = PasteDeckDialog(self.game, self)
        if dialog.exec() == PasteDeckDialog.DialogCode.Accepted:
            text, fmt, name = dialog.choice()
            self.import_text(text, fmt, name)

    def ask_export_file(self, fmt: str) -> None:
        suggested = Path.home() / f"{self.deck_name}{FORMAT_SUFFIXES[fmt]}"
        name, _ = QFileDialog.getSaveFileName(self, "Export the deck", str(suggested), FORMAT_FILTERS[fmt])
        if not name:
            return
        path = Path(name)
        if not path.suffix:
            path = path.with_suffix(FORMAT_SUFFIXES[fmt])
        try:
            self.export_file(path, fmt)
        except (OSError, CardDbError) as error:
            self._failed("The deck could not be exported", str(error))

    # ================================================================== trying the deck
    def test_deck(self) -> bool:
        """ "Test this deck": ask for a goldfish game with the deck as it is now."""
        deck = self._deck_to_test()
        if deck is not None:
            self.test_requested.emit(self.game, deck)
        return deck is not None

    def goldfish_deck(self) -> bool:
        """ "Goldfish statistics": play many goldfish games with the deck as it is now, in the
        background, and chart them in the Goldfish tab."""
        deck = self._deck_to_test()
        self.tabs.setCurrentWidget(self.goldfish_panel)
        return deck is not None and self.goldfish_panel.run(self.game, deck)

    def _deck_to_test(self) -> DeckList | None:
        try:
            return self.rules.deck_list(self.deck_name, self.deck_model.contents())
        except SetupError as error:
            self._failed("The deck cannot be tested", str(error))
            return None

    def show_sample_hand(self) -> None:
        self.tabs.setCurrentWidget(self.hand_panel)
        self.hand_panel.draw(self.hand_panel.seed if not self.hand_panel.hand else self.hand_panel.seed + 1)

    # ================================================================== closing
    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._may_discard():
            event.ignore()
            return
        self.goldfish_panel.runner.stop()
        self.wait()
        super().closeEvent(event)
