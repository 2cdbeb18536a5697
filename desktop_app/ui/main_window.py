"""``MainWindow``: the start screen and the table in one window, with the menus and shortcuts.

The window owns the long-lived parts: the settings, the card database workers (opened in
the background at start-up), the picture cache and the autosaves. It turns the start screen's
request into a ``GameSession`` and shows it on a ``TablePage``; leaving a game closes the
session (which marks a normal close for the crash check).

No game is lost: each game started or opened gets an autosave of its own (``AutosaveShelf``),
so it never overwrites another; leaving an unfinished game (closing it, starting another,
quitting) asks whether to keep it for "Continue" or to forget it.
"""

from __future__ import annotations

import importlib.util
import logging
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QStackedWidget,
    QWidget,
)

from desktop_app import crashlog
from desktop_app.bridge import (
    AutosaveShelf,
    AutosaveStore,
    CardImageCache,
    DatabaseTasks,
    DeckList,
    Game,
    GameSession,
    SavedGame,
    SeatMode,
    SetupError,
    StaleCardCompiler,
    TableSettings,
    TaskRunner,
    data_dir,
    deck_problems,
    demo_decks,
    load_saved_deck,
    new_game,
    open_database_file,
    player_name,
    read_saved_file,
    read_saved_game,
    save_settings,
    session_for,
)
from desktop_app.ui.dialogs.card_browser import CardBrowser
from desktop_app.ui.dialogs.card_data import CardDataDialog, FirstStartOffer
from desktop_app.ui.dialogs.help_dialog import HelpDialog
from desktop_app.ui.widgets.start_screen import DeckChoice, NewGameRequest, StartScreen
from desktop_app.ui.widgets.table_page import TablePage

log = logging.getLogger(__name__)

DECK_EDITOR_MODULE = "desktop_app.ui.deck_editor"
DEFAULT_SIZE = (1600, 1000)


def deck_editor_available() -> bool:
    """Whether the deck editor is part of this build."""
    return importlib.util.find_spec(DECK_EDITOR_MODULE) is not None


class MainWindow(QMainWindow):
    """The application window (see the module docstring).

    Args:
        settings: the player's settings.
        autosaves: where games in progress are autosaved (default: the data folder).
        threaded_agent: play the goldfish dummy on a worker thread.
    """

    #: the card database opened (``True``) or failed to (``False``)
    database_ready = Signal(bool)
    #: a game is shown on the table
    game_started = Signal(object)

    def __init__(
        self,
        settings: TableSettings,
        *,
        autosaves: AutosaveShelf | None = None,
        threaded_agent: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings
        self.autosaves = autosaves or AutosaveShelf(parent=self)
        #: the autosave of the game on the table
        self.autosave: AutosaveStore | None = None
        self._storage_warning = ""
        self.threaded_agent = threaded_agent
        self.db_tasks: DatabaseTasks | None = None
        #: the start-up compile of stale cards and its progress dialog (``_compile_stale_cards``)
        self.stale_compiler: StaleCardCompiler | None = None
        self.compile_progress: QProgressDialog | None = None
        self.images = CardImageCache(None, self)
        self.loader = TaskRunner(1, self)
        self.session: GameSession | None = None
        self.page: TablePage | None = None
        self.save_path: Path | None = None
        self.start_screen = StartScreen(self)
        self.start_screen.set_game(settings.last_game)
        self.start_screen.set_mode(
            SeatMode.HOT_SEAT if settings.last_mode == "hot-seat" else SeatMode.GOLDFISH
        )
        self.start_screen.set_deck_editor(deck_editor_available())
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.start_screen)
        self.setCentralWidget(self.stack)
        self.status_label = QLabel(self)
        self.statusBar().addWidget(self.status_label, 1)
        self._create_actions()
        self._create_menus()
        self._connect_start_screen()
        self._refresh_resume()
        self._set_table_actions(False)
        self.setWindowTitle("Tabletop")
        self.resize(*DEFAULT_SIZE)

    # ================================================================== actions
    def _action(
        self, text: str, slot: object, *keys: str | QKeySequence.StandardKey, checkable: bool = False
    ) -> QAction:
        action = QAction(text, self)
        if keys:
            action.setShortcuts([QKeySequence(k) for k in keys])
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _create_actions(self) -> None:
        page = self._page_call
        self.new_action = self._action("&New game…", self.show_start, "Ctrl+N")
        self.open_action = self._action("&Open a saved game…", self.open_game, "Ctrl+O")
        self.save_action = self._action("&Save", self.save_game, "Ctrl+S")
        self.save_as_action = self._action("Save &as…", self.save_game_as, "Ctrl+Shift+S")
        self.resume_action = self._action("&Continue the last game in progress", self.resume_autosave)
        self.close_action = self._action("&Close the game", self.show_start, "Ctrl+W")
        self.quit_action = self._action("&Quit", self.close, "Ctrl+Q")
        self.undo_action = self._action("&Undo", self.undo, "Ctrl+Z")
        self.redo_action = self._action(
            "&Redo", lambda: self.session and self.session.redo(), "Ctrl+Shift+Z", "Ctrl+Y"
        )
        self.privacy_action = self._action(
            "Privacy screen at hot-seat &hand-overs (new games)", self._toggle_privacy, checkable=True
        )
        self.privacy_action.setChecked(self.settings.privacy_screen)
        self.pass_action = self._action("&Pass / next phase", lambda: page("pass_priority"), "Space")
        self.confirm_action = self._action("&Confirm the choice", lambda: page("confirm"), "Return", "Enter")
        self.draw_action = self._action("&Draw a card", lambda: page("draw"), "D")
        self.turn_card_action = self._action(
            "&Turn the card under the pointer (rest / stand)", lambda: page("quick_action", "state"), "T"
        )
        self.power_up_action = self._action(
            "+1000 &power to the card under the pointer", lambda: page("quick_action", "stat", 1000), "P"
        )
        self.power_down_action = self._action(
            "−1000 power to the card under the pointer",
            lambda: page("quick_action", "stat", -1000),
            "Shift+P",
        )
        self.flip_card_action = self._action(
            "&Flip the card under the pointer", lambda: page("quick_action", "flip"), "V"
        )
        self.hand_over_action = self._action(
            "&Hand the table over (hot-seat)", lambda: page("hand_over"), "H"
        )
        self.yes_action = self._action("Answer &yes", lambda: page("answer", True), "Y")
        self.no_action = self._action("Answer &no", lambda: page("answer", False), "N")
        self.roll_action = self._action("&Roll a die", lambda: page("roll"), "R")
        self.clear_action = self._action("Clear the chosen cards", lambda: page("clear_selection"), "Esc")
        self.manual_action = self._action(
            "&Manual mode (drops no rule allows move by hand)", self._toggle_manual, "M", checkable=True
        )
        self.manual_action.setChecked(self.settings.manual_mode)
        self.fit_action = self._action("&Fit the table to the window", lambda: page("fit"), "F", "Ctrl+0")
        self.zoom_in_action = self._action("Zoom &in", lambda: page("zoom", 1.25), "Ctrl++", "Ctrl+=", "+")
        self.zoom_out_action = self._action("Zoom &out", lambda: page("zoom", 0.8), "Ctrl+-", "-")
        self.log_action = self._action("Show the game &log", self._toggle_log, "L", checkable=True)
        self.left_panel_action = self._action(
            "Show/hide the card &preview panel", lambda: page("toggle_side_panel", False), "Ctrl+1"
        )
        self.right_panel_action = self._action(
            "Show/hide the &players and log panel", lambda: page("toggle_side_panel", True), "Ctrl+2"
        )
        self.log_action.setChecked(self.settings.show_log)
        self.cards_action = self._action("&Card database…", self.open_card_database, "Ctrl+B")
        self.data_actions = [
            self._action("Import card &data…", lambda: self.open_card_data("data")),
            self._action("Import card &images…", lambda: self.open_card_data("images")),
            self._action("&Fetch images…", lambda: self.open_card_data("fetch")),
        ]
        self.deck_editor_action = self._action("&Deck editor…", self.open_deck_editor)
        self.deck_editor_action.setEnabled(deck_editor_available())
        self.help_action = self._action("&Keyboard shortcuts…", self.show_help, "F1")
        self.about_action = self._action("&About", self.show_about)
        self.table_actions = [
            self.save_action,
            self.save_as_action,
            self.close_action,
            self.undo_action,
            self.redo_action,
            self.pass_action,
            self.confirm_action,
            self.draw_action,
            self.hand_over_action,
            self.turn_card_action,
            self.power_up_action,
            self.power_down_action,
            self.flip_card_action,
            self.yes_action,
            self.no_action,
            self.roll_action,
            self.clear_action,
            self.fit_action,
            self.zoom_in_action,
            self.zoom_out_action,
            self.left_panel_action,
            self.right_panel_action,
        ]

    def _create_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        for action in self.data_actions:
            file_menu.addAction(action)
        game = bar.addMenu("&Game")
        for action in (
            self.new_action,
            self.open_action,
            self.save_action,
            self.save_as_action,
            self.resume_action,
        ):
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.close_action)
        game.addAction(self.quit_action)
        edit = bar.addMenu("&Edit")
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        play = bar.addMenu("&Play")
        for action in (
            self.pass_action,
            self.confirm_action,
            self.draw_action,
            self.hand_over_action,
            self.turn_card_action,
            self.power_up_action,
            self.power_down_action,
            self.flip_card_action,
            self.yes_action,
            self.no_action,
            self.roll_action,
            self.clear_action,
        ):
            play.addAction(action)
        play.addSeparator()
        play.addAction(self.manual_action)
        play.addAction(self.privacy_action)
        view = bar.addMenu("&View")
        for action in (
            self.fit_action,
            self.zoom_in_action,
            self.zoom_out_action,
            self.log_action,
            self.left_panel_action,
            self.right_panel_action,
        ):
            view.addAction(action)
        tools = bar.addMenu("&Tools")
        tools.addAction(self.cards_action)
        tools.addAction(self.deck_editor_action)
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.help_action)
        help_menu.addAction(self.about_action)

    def _page_call(self, name: str, *args: object) -> None:
        page = self.page
        if page is None or self.stack.currentWidget() is not page:
            return
        if name == "fit":
            page.view.fit()
        elif name == "zoom":
            page.view.zoom_by(float(args[0]))  # type: ignore[arg-type]
        else:
            getattr(page, name)(*args)

    def undo(self) -> bool:
        """Take back the last choice; one made before a hot-seat hand-over needs the other
        player's consent (asked here, and noted for both)."""
        session = self.session
        if session is None:
            return False
        consent = session.undo_consent()
        if consent is None:
            return session.undo()
        if consent == session.viewer and session.mode is not SeatMode.HOT_SEAT:
            question = (
                "The moves you would take back showed you a card the game had hidden (a draw, "
                "a trigger check or a reveal). You would play them again knowing it.\n\n"
                "Take them back anyway?"
            )
        else:
            question = (
                f"{player_name(1 - consent)} wants to take back a choice made before the hand-over, "
                "or one that showed a card the game had hidden.\n\n"
                f"{player_name(consent)}: do you agree?"
            )
        answer = QMessageBox.question(self, "Take a choice back?", question)
        if answer != QMessageBox.StandardButton.Yes:
            self.show_status(f"{player_name(consent)} did not agree: nothing was taken back.")
            return False
        return session.undo(agreed_by=consent)

    def _set_table_actions(self, on: bool) -> None:
        for action in self.table_actions:
            action.setEnabled(on)
        if on and self.session is not None:
            self._history_changed(self.session.can_undo(), self.session.can_redo())

    def _history_changed(self, can_undo: bool, can_redo: bool) -> None:
        self.undo_action.setEnabled(can_undo)
        self.redo_action.setEnabled(can_redo)

    def _toggle_manual(self, on: bool) -> None:
        self.settings = replace(self.settings, manual_mode=on)
        if self.page is not None:
            self.page.set_manual_mode(on)

    def _toggle_privacy(self, on: bool) -> None:
        self.settings = replace(self.settings, privacy_screen=on)

    def _toggle_log(self, on: bool) -> None:
        self.settings = replace(self.settings, show_log=on)
        if self.page is not None:
            self.page.set_log_visible(on)

    def show_status(self, text: str) -> None:
        self.status_label.setText(text)

    def bring_to_front(self) -> None:
        """A second start on this data folder asked for this window."""
        log.info("a second start on this data folder: this window comes to the front")
        self.setWindowState(
            (self.windowState() & ~Qt.WindowState.WindowMinimized) | Qt.WindowState.WindowActive
        )
        self.show()
        self.raise_()
        self.activateWindow()

    def report_unexpected(self, kind: type[BaseException], error: BaseException, trace: object) -> None:
        """``sys.excepthook`` while the app runs: log the traceback, say it in a sentence, go on."""
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)  # type: ignore[arg-type]
            return
        message = crashlog.unexpected(error, "handling that")
        self.show_status(message)
        QMessageBox.warning(self, "Something went wrong", message)

    def _storage_failed(self, message: str) -> None:
        """The autosave or the crash lock could not be written: say so once per game."""
        self.show_status(message)
        if message != self._storage_warning:
            self._storage_warning = message
            QMessageBox.warning(self, "The data folder cannot be written", message)

    # ================================================================== the database
    def open_database(self, path: Path | None = None) -> None:
        """Open (on first run: build) the card database in the background."""
        self.loader.submit(lambda: open_database_file(path), self._database_opened, self._database_failed)

    def _database_opened(self, opened: object) -> None:
        assert isinstance(opened, tuple)
        path, notice = opened
        if notice:
            log.warning("%s", notice)
            self.show_status(notice)
            QMessageBox.warning(self, "The card database was rebuilt", notice)
        self.db_tasks = DatabaseTasks(path, parent=self)
        self.images.set_tasks(self.db_tasks)
        self.start_screen.set_database(self.db_tasks)
        log.info("card database open: %s", path)
        self._compile_stale_cards(self.db_tasks)

    def _compile_stale_cards(self, tasks: DatabaseTasks) -> None:
        """Cards imported before this version's card-text compiler are compiled now, on a
        worker, behind a progress bar; the database is ready when they are."""
        compiler = StaleCardCompiler(tasks, self)
        dialog = QProgressDialog("Reading the text of your cards for this version…", "", 0, 0, self)
        dialog.setWindowTitle("Updating card abilities")
        dialog.setCancelButton(None)  # the cards are compiled in small transactions; nothing to undo
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(500)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)

        def progressed(done: int, total: int) -> None:
            dialog.setMaximum(total)
            dialog.setValue(done)

        def finished(count: int) -> None:
            dialog.hide()
            compiler.deleteLater()
            if count:  # the dialog showed it; the status line keeps what opening the database said
                log.info("compiled the text of %d card(s) imported before this version", count)
            self.database_ready.emit(True)

        def failed(message: str) -> None:
            dialog.hide()
            compiler.deleteLater()
            log.error("cards could not be compiled: %s", message)
            self.show_status(f"Card abilities could not be updated: {message}")
            self.database_ready.emit(True)  # the cards keep the scripts they had

        compiler.progressed.connect(progressed)
        compiler.finished.connect(finished)
        compiler.failed.connect(failed)
        self.stale_compiler = compiler
        self.compile_progress = dialog
        compiler.start()

    def _database_failed(self, message: str) -> None:
        log.error("the card database could not be opened: %s", message)
        self.start_screen.set_database(None, f"The card database could not be opened: {message}")
        self.database_ready.emit(False)

    # ================================================================== games
    def _connect_start_screen(self) -> None:
        screen = self.start_screen
        screen.new_game_requested.connect(self.start_new_game)
        screen.load_requested.connect(self.open_game)
        screen.resume_requested.connect(self.resume_autosave)
        screen.discard_requested.connect(self.discard_autosave)
        screen.card_database_requested.connect(self.open_card_database)
        screen.deck_editor_requested.connect(self.open_deck_editor)

    def start_new_game(self, request: NewGameRequest) -> None:
        """Gather the decks (saved ones come from the database worker), then start."""
        self.settings = replace(self.settings, last_game=request.game, last_mode=request.mode.value)
        choices = request.decks
        if all(choice.source == "demo" for choice in choices):
            demos = demo_decks(request.game)
            self._decks_ready(request, (demos[choices[0].index], demos[choices[1].index]))
            return
        if self.db_tasks is None:
            self.show_status("The card database is not open yet.")
            return

        def load(db: object) -> tuple[DeckList, DeckList]:
            demos = demo_decks(request.game)

            def one(choice: DeckChoice) -> DeckList:
                if choice.source == "demo":
                    return demos[choice.index]
                return load_saved_deck(db, request.game, choice.name)  # type: ignore[arg-type]

            return one(choices[0]), one(choices[1])

        self.show_status("Loading the decks…")
        self.db_tasks.query(load, lambda decks: self._decks_ready(request, decks), self._setup_failed)

    def start_goldfish(self, game_id: str, deck: DeckList) -> None:
        """Test ``deck`` alone (the deck editor's "Test this deck"): the dummy plays the game's
        first demo deck."""
        demos = demo_decks(game_id)
        if not demos:
            self._setup_failed(f"{game_id} has no demo deck for the dummy")
            return
        dummy = demos[1] if len(demos) > 1 and demos[0].name == deck.name else demos[0]
        request = NewGameRequest(
            game_id, SeatMode.GOLDFISH, (DeckChoice("test", deck.name), DeckChoice("demo", dummy.name))
        )
        self._decks_ready(request, (deck, dummy))

    def _setup_failed(self, message: str) -> None:
        QMessageBox.warning(self, "The game cannot start", message)

    def _decks_ready(self, request: NewGameRequest, decks: tuple[DeckList, DeckList]) -> None:
        problems = [
            f"{label}: {problem}"
            for label, deck in zip(("P1's deck", "P2's deck"), decks)
            for problem in deck_problems(request.game, deck)
        ]
        if problems:
            answer = QMessageBox.question(
                self,
                "Decks that break the rules",
                "These decks break the deck-building rules:\n\n"
                + "\n".join(problems[:12])
                + "\n\nPlay anyway?",
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        try:
            game = new_game(
                request.game, decks, seed=request.seed, goldfish=request.mode is SeatMode.GOLDFISH
            )
        except SetupError as error:
            self._setup_failed(str(error))
            return
        self.show_game(self._session(game, request.mode))

    def _session(self, game: Game, mode: SeatMode, seat: int = 0) -> GameSession:
        return GameSession(
            game,
            mode,
            seat=seat,
            privacy=self.settings.privacy_screen,
            autosave=self._store(),
            threaded_agent=self.threaded_agent,
        )

    def _store(self, path: Path | None = None) -> AutosaveStore:
        """The autosave of a game: a new one, or the one in ``path`` (a game taken up again);
        a failure to write it is said once per game."""
        store = self.autosaves.store(path) if path is not None else self.autosaves.new_store()
        store.failed.connect(self._storage_failed)
        return store

    def show_game(self, session: GameSession, save_path: Path | None = None) -> TablePage | None:
        """Put ``session`` on the table (leaving the game shown before: ``None`` if the player
        chose to stay in it)."""
        if not self.leave_game(show_start=False):
            session.close()
            return None
        self._storage_warning = ""
        self.session = session
        self.autosave = session.autosave
        self.save_path = save_path
        page = TablePage(session, self.images, self.settings, self)
        page.status_message.connect(self.show_status)
        page.leave_requested.connect(self.show_start)
        session.history_changed.connect(self._history_changed)
        self.page = page
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self._set_table_actions(True)
        mode = "goldfish" if session.mode is SeatMode.GOLDFISH else "two players"
        self.setWindowTitle(f"Tabletop — {session.title} ({mode})")
        codes = [card.code for deck in session.game.setup.decks for card in deck.all_cards()]
        self.images.prefetch(session.game_id, codes)
        session.start()
        page.view.setFocus()
        self.game_started.emit(session)
        return page

    def leave_game(self, *, show_start: bool = True) -> bool:
        """Close the game on the table, asking whether to keep it if it is not over.

        Returns:
            ``False`` if the player chose to stay in the game (nothing changed).
        """
        session, store = self.session, self.autosave
        if session is not None:
            # a finished game, one nobody has moved in yet, or one without an autosave (a
            # screenshot's) has nothing to keep
            keep = (
                store is not None
                and session.outcome is None
                and bool(session.game.choices)
                and self._ask_keep()
            )
            if keep is None:
                return False
            session.close()
            if store is not None and not keep:
                store.clear()
            self.session = None
            self.autosave = None
        if self.page is not None:
            self.stack.removeWidget(self.page)
            self.page.deleteLater()
            self.page = None
        self._set_table_actions(False)
        self.setWindowTitle("Tabletop")
        self._refresh_resume()
        if show_start:
            self.stack.setCurrentWidget(self.start_screen)
        return True

    def _ask_keep(self) -> bool | None:
        """Keep the game on the table for "Continue" (``True``), forget it (``False``), or stay
        in it (``None``)?"""
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self,
            "Keep this game?",
            "Keep this game to continue it later? It stays under Continue on the start screen.\n\n"
            "Yes: keep it · No: forget it · Cancel: back to the game",
            buttons.Yes | buttons.No | buttons.Cancel,
            buttons.Yes,
        )
        if answer == buttons.Cancel:
            return None
        return answer != buttons.No

    def show_start(self) -> None:
        self.leave_game(show_start=True)

    def _refresh_resume(self) -> None:
        entries = self.autosaves.entries()
        self.start_screen.set_resume(entries)
        self.resume_action.setEnabled(bool(entries))

    def resume_autosave(self, path: object = None) -> bool:
        """Take up a game in progress (its autosave ``path``; default: the last one played),
        replayed on a worker; ``game_started`` when shown. It keeps autosaving to its file."""
        if not isinstance(path, Path):
            entries = self.autosaves.entries()
            if not entries:
                self.show_status("There is no game in progress.")
                return False
            path = entries[0].path
        store = self._store(path)
        data = store.read()
        if data is None:
            self.show_status(f"{path} cannot be read.")
            self._refresh_resume()
            return False
        where = str(path)
        self._replay(lambda: read_saved_game(data, where), None, "Continued the game in progress.", store)
        return True

    def discard_autosave(self, path: object) -> None:
        """Forget the game in progress whose autosave is ``path``."""
        if isinstance(path, Path):
            self.autosaves.store(path).clear()
        self._refresh_resume()

    def _replay(
        self, read: Callable[[], SavedGame], path: Path | None, done: str, store: AutosaveStore | None = None
    ) -> None:
        """Replay a saved game on a worker (a long game takes a moment), then show it."""

        def work() -> SavedGame | SetupError:
            try:
                return read()
            except SetupError as error:
                return error

        def show(result: object) -> None:
            if isinstance(result, SetupError):
                self._setup_failed(f"The game cannot be opened: {result}")
                return
            assert isinstance(result, SavedGame)
            session = session_for(
                result,
                privacy=self.settings.privacy_screen,
                autosave=store or self._store(),
                threaded_agent=self.threaded_agent,
            )
            if self.show_game(session, save_path=path) is not None:
                self.show_status(result.notice or done)

        self.show_status("Opening the game…")
        self.loader.submit(work, show, self._setup_failed)

    def offer_crash_resume(self) -> None:
        """At start-up: if the last session crashed with a game open, offer to resume it (it
        stays under Continue either way)."""
        store = self.autosaves.crashed()
        if store is None:
            self.autosaves.unlock()
            return
        data = store.read() or {}
        table = data.get("table") if isinstance(data.get("table"), dict) else {}
        if table and table.get("finished"):
            self.autosaves.unlock()
            return
        answer = QMessageBox.question(
            self,
            "Resume the last game?",
            "The app did not close normally while a game was open. Resume that game where it stopped?",
        )
        self.autosaves.unlock()
        if answer == QMessageBox.StandardButton.Yes:
            self.resume_autosave(store.path)

    def open_game(self) -> None:
        folder = data_dir() / "saves"
        folder.mkdir(parents=True, exist_ok=True)
        name, _ = QFileDialog.getOpenFileName(self, "Open a saved game", str(folder), "Saved games (*.json)")
        if name:
            self.load_game_file(Path(name))

    def load_game_file(self, path: Path) -> None:
        """Open the saved game in ``path`` (replayed on a worker; ``game_started`` when shown)."""
        self._replay(lambda: read_saved_file(path), path, f"Loaded {path.name}.")

    def save_game(self) -> None:
        if self.save_path is None:
            self.save_game_as()
        else:
            self._save_to(self.save_path)

    def save_game_as(self) -> None:
        if self.session is None:
            return
        folder = data_dir() / "saves"
        folder.mkdir(parents=True, exist_ok=True)
        suggested = folder / f"{self.session.game_id}.json"
        name, _ = QFileDialog.getSaveFileName(self, "Save the game", str(suggested), "Saved games (*.json)")
        if name:
            path = Path(name if name.endswith(".json") else f"{name}.json")
            if self._save_to(path):
                self.save_path = path

    def _save_to(self, path: Path) -> bool:
        if self.session is None:
            return False
        if self.session.busy:
            self.show_status("Wait for the dummy to finish, then save.")
            return False
        try:
            self.session.save_to(path)
        except OSError as error:
            QMessageBox.warning(self, "The game was not saved", f"{path}: {error}")
            return False
        self.show_status(f"Saved to {path}.")
        return True

    # ================================================================== tools
    def open_card_database(self) -> CardBrowser:
        game = self.session.game_id if self.session is not None else None
        browser = CardBrowser(self.db_tasks, self.images, game, self)
        browser.show()
        return browser

    def open_card_data(self, kind: str) -> CardDataDialog | None:
        """Open the dialog that imports card data (``data``), images (``images``) or fetches
        images (``fetch``); see ``desktop_app.ui.dialogs.card_data``."""
        if self.db_tasks is None:
            self.show_status("The card database is not open yet.")
            return None
        dialog = CardDataDialog(kind, self.db_tasks.path, self)
        if self.session is not None:
            dialog.set_game(self.session.game_id)
        dialog.finished_job.connect(lambda _lines: self.images.set_tasks(self.db_tasks))
        dialog.show()
        return dialog

    def offer_card_data(self) -> FirstStartOffer | None:
        """On the first start only, offer to import card data and images."""
        if self.settings.card_data_offered or self.db_tasks is None:
            return None
        self.settings = replace(self.settings, card_data_offered=True)
        save_settings(self.settings)
        offer = FirstStartOffer(self)
        offer.chosen.connect(self.open_card_data)
        offer.show()
        return offer

    def open_deck_editor(self) -> QWidget | None:
        """Open the deck editor (``desktop_app.ui.deck_editor.open_deck_editor``), if built."""
        if not deck_editor_available():
            self.show_status("The deck editor is not part of this build yet.")
            return None
        module = importlib.import_module(DECK_EDITOR_MODULE)
        opener = getattr(module, "open_deck_editor", None)
        if opener is None:
            self.show_status("The deck editor module has no open_deck_editor(parent).")
            return None
        widget: QWidget | None = opener(self)
        # a deck saved, renamed or deleted there is on the start screen's lists at once
        for name in ("deck_saved", "deck_renamed", "deck_deleted"):
            signal = getattr(widget, name, None)
            if signal is not None:
                signal.connect(self.start_screen.saved_decks_changed, Qt.ConnectionType.UniqueConnection)
        return widget

    def show_help(self) -> HelpDialog:
        dialog = HelpDialog(self.actions(), self)
        dialog.show()
        return dialog

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            "About Tabletop",
            "Tabletop: a desktop table for Weiß Schwarz, ONE PIECE CARD GAME, Force of Will and "
            "Luck & Logic, with the rules enforced, a manual escape hatch, hot-seat privacy and "
            "unlimited undo.",
        )

    # ================================================================== closing
    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.leave_game(show_start=False):
            event.ignore()
            return
        save_settings(self.settings)
        self.loader.wait(5000)
        if self.db_tasks is not None:
            self.db_tasks.wait(5000)
        super().closeEvent(event)
