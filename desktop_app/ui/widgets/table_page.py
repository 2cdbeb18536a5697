"""``TablePage``: one game on the screen, and the glue between its parts.

Layout: the phase bar on top; the table view with the decision panel right under it
(where the player looks); at the side the card preview, the players' values and the log.
A stacked page swaps the whole of it for the privacy screen at a hot-seat hand-over, so
nothing of either seat (hand, preview, log, open zone browsers) stays visible.

The page turns the scene's requests into widgets (menus, option pickers, zone browsers)
and forwards the keyboard shortcuts to the session; it decides nothing about the game.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPoint, QPointF, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QInputDialog,
    QLabel,
    QMenu,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop_app.bridge import (
    ByHand,
    CardImageCache,
    CardView,
    GameSession,
    LogListModel,
    ManualAction,
    Observation,
    ObservationDiff,
    Option,
    Outcome,
    PlayerValuesModel,
    SeatMode,
    TableSettings,
    player_name,
)
from desktop_app.ui.dialogs.zone_browser import ZoneBrowser
from desktop_app.ui.scene.menus import MenuEntry, value_entries
from desktop_app.ui.scene.table_scene import TableScene
from desktop_app.ui.selection import SelectionState
from desktop_app.ui.theme import readable
from desktop_app.ui.widgets.card_preview import CardPreview, CardZoom
from desktop_app.ui.widgets.chase_panel import ChasePanel
from desktop_app.ui.widgets.decision_panel import DecisionPanel
from desktop_app.ui.widgets.ll_battle import battle_line
from desktop_app.ui.widgets.log_panel import LogPanel
from desktop_app.ui.widgets.phase_bar import PhaseBar
from desktop_app.ui.widgets.player_panel import PlayerPanel
from desktop_app.ui.widgets.privacy_screen import PrivacyScreen
from desktop_app.ui.widgets.revealed_cards import FittedArea, RevealedCards
from desktop_app.ui.widgets.table_view import TableView

#: How long a refusal stays over the table (milliseconds).
TOAST_MS = 4000
#: The tallest the recap's lines get in the left column before they scroll (pixels).
RECAP_HEIGHT = 220
#: The least it shrinks to when the left column is short of room (pixels).
RECAP_LEAST = 44
#: The room the seat names take at the left end of the middle line (scene units).
SEAT_NAMES = 140
#: The side panels' width at the start (pixels).
SIDE_WIDTH = 250


def _section(title: str, parent: QWidget) -> QLabel:
    label = QLabel(title, parent)
    label.setObjectName("sectionTitle")
    return label


class TablePage(QWidget):
    """One game on the screen (see the module docstring)."""

    #: a message for the status line
    status_message = Signal(str)
    #: the player wants to leave the game
    leave_requested = Signal()

    def __init__(
        self,
        session: GameSession,
        images: CardImageCache,
        settings: TableSettings,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tablePage")
        self.session = session
        self.settings = settings
        self.selection = SelectionState(self)
        self.scene = TableScene(session, images, self.selection, self)
        self.scene.manual_mode = settings.manual_mode
        self.view = TableView(self.scene, self)
        self.decision_panel = DecisionPanel(session, self.selection, self)
        self.phase_bar = PhaseBar(session.title, session.phases, self)
        self.preview = CardPreview(images, session.game_id, self)
        self.zoom = CardZoom(images, session.game_id, self)
        self.values_model = PlayerValuesModel(self)
        self.player_panel = PlayerPanel(self.values_model, self)
        self.player_panel.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.player_panel.view.customContextMenuRequested.connect(self._values_menu)
        self.log_model = LogListModel(self)
        self.log_panel = LogPanel(self.log_model, self)
        self.privacy = PrivacyScreen(self)
        # what happened since this seat last chose, until it chooses again: in the left column
        # over the revealed cards' pictures (a strip over the table's top edge hid the top of
        # the other seat's hand row; a margin for it made the cards smaller)
        self.recap = QLabel(self)
        self.recap.setObjectName("recapLines")
        self.recap.setWordWrap(True)
        self.recap.setTextFormat(Qt.TextFormat.PlainText)
        self.recap.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.recap_box = self._recap_box(self.recap)
        self.battle_line = self._overlay("battleLine")  # an L&L battle (ll_battle.py)
        # and the pictures of the cards it revealed, under the preview
        self.revealed = RevealedCards(images, session.game_id, self)
        # refusals appear over the table, where the player looks, as well as in the status line
        self.toast = self._overlay("refusalToast")
        self.toast.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)
        self.browsers: list[ZoneBrowser] = []
        self._by_hand: tuple[ByHand, ...] = ()  # the announcements shown since the seat last chose
        self._build_layout()
        self._connect()
        self._update_mode_label()

    # ------------------------------------------------------------------ building
    def _build_layout(self) -> None:
        # the preview at the left of the table and the values and log at the right, narrow
        # enough that the landscape felt between them draws cards large; either side panel
        # folds away (a button on the splitter or Ctrl+1 / Ctrl+2) to give the table more room
        left = QWidget(self)
        left.setObjectName("sidePanel")
        left_box = QVBoxLayout(left)
        left_box.setContentsMargins(8, 8, 8, 8)
        left_box.addWidget(self.preview, 1)
        left_box.addWidget(self.recap_box, 1)  # up to its lines' height (``_fit_recap``)
        left_box.addWidget(self.revealed)
        right = QWidget(self)
        right.setObjectName("sidePanel")
        right_box = QVBoxLayout(right)
        right_box.setContentsMargins(8, 8, 8, 8)
        right_box.setSpacing(6)
        self.players_title = _section("Players", right)
        right_box.addWidget(self.players_title)
        right_box.addWidget(self.player_panel)
        # Force of Will's chase, listed with each object's controller and targets
        self.chase_panel = ChasePanel(self.session, right)
        right_box.addWidget(self.chase_panel)
        self.log_title = _section("Game log", right)
        right_box.addWidget(self.log_title)
        right_box.addWidget(self.log_panel, 1)
        self.log_panel.setVisible(self.settings.show_log)
        self.log_title.setVisible(self.settings.show_log)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setStretchFactor(2, 0)
        self.splitter.setSizes([SIDE_WIDTH, 1600 - 2 * SIDE_WIDTH, SIDE_WIDTH])
        self.splitter.setChildrenCollapsible(True)
        self.splitter.setCollapsible(1, False)
        left.setMinimumWidth(200)
        right.setMinimumWidth(200)
        self.left_panel, self.right_panel = left, right
        table_area = QWidget(self)
        column = QVBoxLayout(table_area)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.phase_bar)
        column.addWidget(self.splitter, 1)
        column.addWidget(self.decision_panel)
        self.table_area = table_area
        self.stack = QStackedWidget(self)
        self.stack.addWidget(table_area)
        self.stack.addWidget(self.privacy)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)

    def _connect(self) -> None:
        session, scene = self.session, self.scene
        session.observation_changed.connect(self._observation_changed)
        session.handover_requested.connect(self._handover)
        session.seat_taken.connect(self._seat_taken)
        session.action_refused.connect(self.refuse)
        session.action_taken.connect(self.status_message)
        session.game_ended.connect(self._game_ended)
        scene.card_hovered.connect(self.preview.show_card)
        scene.card_zoom_requested.connect(self.zoom_card)
        self.view.card_zoom_held.connect(lambda held: self.zoom_card(self.preview.view if held else None))
        scene.menu_requested.connect(self.show_menu)
        scene.options_offered.connect(self.offer_options)
        scene.zone_browse_requested.connect(self.browse_zone)
        scene.status.connect(self._scene_said)
        self.decision_panel.card_pointed.connect(self.preview.show_card)
        self.decision_panel.card_option_pointed.connect(self._option_pointed)
        self.chase_panel.card_pointed.connect(self._option_pointed)
        self.decision_panel.leave_requested.connect(self.leave_requested)
        self.privacy.seat_confirmed.connect(session.take_seat)

    # ------------------------------------------------------------------ following the session
    @property
    def covered(self) -> bool:
        """The privacy screen is up."""
        return self.stack.currentWidget() is self.privacy

    def _observation_changed(self, observation: Observation | None, diff: ObservationDiff) -> None:
        self.phase_bar.show_observation(observation)
        self._show_recap()
        self._show_by_hand()
        self._show_battle_line(observation)
        if observation is None:
            self.values_model.set_values({})
            self.log_model.set_lines(())
            self.preview.show_card(None)
            return
        shown = self.preview.view
        if shown is not None and shown.id is not None:
            now = observation.card(shown.id)
            if now is not None and now != shown:  # a manual +1000 shows in the preview too
                self.preview.show_card(now)
        if diff.full or diff.values:
            self.values_model.set_values(observation.values)
            self.players_title.setVisible(self.values_model.rowCount() > 0)
        self.log_model.set_lines(observation.log, diff.log_from)

    def _recap_box(self, lines: QLabel) -> QWidget:
        """The recap's place in the left column: a title over its lines, which scroll past
        ``RECAP_HEIGHT`` (the dummy's whole turn) rather than push the preview away."""
        box = QWidget(self)
        box.setObjectName("recapBox")
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 4, 0, 0)
        column.setSpacing(2)
        self.recap_title = _section("Since your last move", box)
        column.addWidget(self.recap_title)
        area = FittedArea(box)
        area.setObjectName("recapArea")
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setWidgetResizable(True)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setWidget(lines)
        column.addWidget(area)
        self.recap_area = area
        box.hide()
        return box

    def _overlay(self, name: str) -> QLabel:
        """A hidden line of text to lay over the table (clicks go through to the table)."""
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        label.hide()
        return label

    def _show_recap(self) -> None:
        lines = self.session.recap()
        self.recap.setText("\n".join(f"• {readable(line)}" for line in lines))
        self.recap_box.setVisible(bool(lines) and not self.covered)
        self.revealed.show_cards(self.session.recap_cards() if lines and not self.covered else ())
        self._fit_recap()

    def _fit_recap(self) -> None:
        """The lines' area as tall as its lines, up to ``RECAP_HEIGHT``; the newest in sight."""
        if self.recap_box.isHidden():
            return
        width = self.recap_area.viewport().width()
        # as tall as its lines up to RECAP_HEIGHT, and shrinking (then scrolling) down to two
        # lines where the column has less room: the column must never ask the window to grow
        needed = min(RECAP_HEIGHT, self.recap.heightForWidth(max(width, 100)) + 2)
        self.recap_area.wanted = needed
        self.recap_area.updateGeometry()
        self.recap_area.setMaximumHeight(needed)
        self.recap_area.setMinimumHeight(min(needed, RECAP_LEAST))
        self.recap_box.setMaximumHeight(needed + self.recap_title.sizeHint().height() + 6)
        bar = self.recap_area.verticalScrollBar()
        QTimer.singleShot(0, bar, lambda: bar.setValue(bar.maximum()))

    def _show_by_hand(self) -> None:
        """Say each not-automated ability that triggered where the player looks (the toast over
        the table, and the status line), once; the log keeps it and the scene outlines its card."""
        if self.covered:  # shown to the seat that sits down next
            self._by_hand = ()
            return
        notes = self.session.by_hand()
        shown, self._by_hand = self._by_hand, notes
        fresh = notes[len(shown) :] if notes[: len(shown)] == shown else notes
        if fresh:
            text = "  ·  ".join(note.line for note in fresh)
            self.status_message.emit(text)
            self.show_toast(text)

    def _show_battle_line(self, observation: Observation | None) -> None:
        """The L&L battle in progress, across the middle of the table (between the halves)."""
        text = battle_line(observation)
        self.battle_line.setText(text)
        self.battle_line.setVisible(bool(text) and not self.covered)
        if text:
            # on the felt's middle line right of the seat names at its left end; one line if
            # it fits there, else two (the paradox rule at its end must not be cut)
            line, view = self.battle_line, self.view
            area = self.scene.sceneRect()
            left = view.viewport().mapTo(self, view.mapFromScene(QPointF(area.left() + SEAT_NAMES, 0)))
            right = view.viewport().mapTo(self, view.mapFromScene(QPointF(area.right() - 10, 0)))
            room = max(right.x() - left.x(), 200)
            padding = line.width() - line.contentsRect().width()
            width = min(room, line.fontMetrics().horizontalAdvance(text) + padding + 4)
            line.resize(width, line.heightForWidth(width))
            line.move(left.x() + (room - width) // 2, left.y() - line.height() // 2)
            line.raise_()

    def _place_over_view(self, label: QLabel) -> None:
        """Put ``label`` over the bottom of the table view, where the player looks."""
        label.setFixedWidth(max(min(self.view.width() - 40, 900), 200))
        label.adjustSize()
        corner = self.view.mapTo(self, QPoint(0, 0))
        y = corner.y() + self.view.height() - label.height() - 24
        label.move(corner.x() + (self.view.width() - label.width()) // 2, y)
        label.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_recap()
        self._show_battle_line(self.session.observation)

    def refuse(self, text: str) -> None:
        """Say why an action was refused over the table (for a few seconds) and in the status line."""
        self.status_message.emit(f"Refused: {text}")
        self.show_toast(f"Refused: {text}")

    def _scene_said(self, text: str) -> None:
        self.status_message.emit(text)
        self.show_toast(text)

    def show_toast(self, text: str) -> None:
        """``text`` over the bottom of the table, where the player looks, for ``TOAST_MS``."""
        if self.covered:
            return
        self.toast.setText(readable(text))
        self.toast.show()
        self._place_over_view(self.toast)
        self._toast_timer.start(TOAST_MS)

    def zoom_card(self, view: CardView | None) -> None:
        """Show ``view`` as large as the table (``None``: put the zoom away)."""
        if view is None or self.covered:
            self.zoom.hide()
            return
        self.zoom.show_over(view, QRect(self.view.mapTo(self, QPoint(0, 0)), self.view.size()))

    def _option_pointed(self, card_id: int | None) -> None:
        view = self.scene.point_card(card_id)
        if view is not None:
            self.preview.show_card(view)

    def _handover(self, seat: int) -> None:
        for browser in list(self.browsers):
            browser.close()
        self.browsers.clear()
        self.preview.show_card(None)
        # the other seat's message is not for the player sitting down (and it would lie over
        # the privacy screen's button)
        self.toast.hide()
        previous = 1 - seat
        # only what both may read: the player leaving may still be looking at the screen
        self.privacy.ask(
            seat,
            previous,
            summary=self.session.summary_for(seat, public=True),
            last_move=self.session.last_move_of(previous),
        )
        self.stack.setCurrentWidget(self.privacy)
        self.privacy.setFocus()
        self.status_message.emit(f"Hand-over: {player_name(seat)} takes the seat.")

    def _seat_taken(self, seat: int) -> None:
        self.stack.setCurrentWidget(self.table_area)
        self._show_recap()  # what happened while the table was covered, for the seat now at it
        self.view.setFocus()
        self._show_battle_line(self.session.observation)
        self._update_mode_label()
        self.status_message.emit(f"{player_name(seat)} is at the table.")
        self._show_by_hand()

    def _game_ended(self, outcome: Outcome | None) -> None:
        if outcome is not None:
            self.status_message.emit(f"Game over. {outcome.describe()}")

    def _update_mode_label(self) -> None:
        session = self.session
        if session.mode is SeatMode.GOLDFISH:
            text = (
                f"Goldfish: you are {player_name(session.seat)}, the dummy is {player_name(1 - session.seat)}"
            )
        elif session.mode is SeatMode.HOT_SEAT:
            text = f"Two players · {player_name(session.viewer)} at the screen"
        else:
            text = f"Viewing as {player_name(session.viewer)}"
        self.phase_bar.mode.setText(text)

    # ------------------------------------------------------------------ menus
    def build_menu(self, entries: list[MenuEntry], parent: QWidget | None = None) -> QMenu:
        """A ``QMenu`` for ``entries`` (submenus included)."""
        menu = QMenu(parent or self)
        for entry in entries:
            if entry.separator:
                menu.addSeparator()
            elif entry.children:
                sub = self.build_menu(entry.children, menu)
                sub.setTitle(readable(entry.label))
                menu.addMenu(sub)
            else:
                action = menu.addAction(readable(entry.label))
                action.setEnabled(
                    entry.enabled and (entry.action is not None or entry.ask_action is not None)
                )
                if entry.checked is not None:
                    action.setCheckable(True)
                    action.setChecked(entry.checked)
                action.triggered.connect(partial(self._run_entry_triggered, entry))
        return menu

    def _run_entry_triggered(self, entry: MenuEntry, _checked: bool = False) -> None:
        self.run_entry(entry)

    def run_entry(self, entry: MenuEntry) -> None:
        """Carry out a menu entry (asking for its text first if it needs one)."""
        if entry.ask is not None and entry.ask_action is not None:
            title, prompt = entry.ask
            text, ok = QInputDialog.getText(self, title, prompt)
            if ok and text.strip():
                entry.ask_action(text.strip())
            return
        if entry.action is not None:
            entry.action()

    def show_menu(self, entries: list[MenuEntry], where: QPoint) -> QMenu:
        menu = self.build_menu(entries)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        menu.popup(where)
        return menu

    def options_menu(self, options: list[Option]) -> QMenu:
        """A menu of ``options``; picking one answers with it."""
        return self.build_menu([MenuEntry(o.label, partial(self.session.choose_option, o)) for o in options])

    def offer_options(self, options: list[Option], where: QPoint) -> QMenu:
        """Several options fit: let the player pick one."""
        menu = self.options_menu(options)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        menu.popup(where)
        return menu

    def _values_menu(self, point: QPoint) -> None:
        index = self.player_panel.view.indexAt(point)
        if not index.isValid():
            return
        key = self.values_model.key(index)
        if key is not None:
            self.show_menu(
                value_entries(self.scene, key), self.player_panel.view.viewport().mapToGlobal(point)
            )

    def browse_zone(self, key: str) -> ZoneBrowser:
        """Open (or raise) the browser of zone ``key``."""
        for browser in self.browsers:
            if browser.key == key:
                browser.raise_()
                browser.activateWindow()
                return browser
        browser = ZoneBrowser(self.scene, key, self)
        browser.menu_requested.connect(self.show_menu)
        browser.options_offered.connect(self.offer_options)
        browser.destroyed.connect(lambda *_: self._forget_browser(key))
        self.browsers.append(browser)
        browser.show()
        return browser

    def _forget_browser(self, key: str) -> None:
        self.browsers = [b for b in self.browsers if b.key != key]

    # ------------------------------------------------------------------ shortcuts
    def set_manual_mode(self, on: bool) -> None:
        self.scene.manual_mode = on
        self.status_message.emit(
            "Manual mode: a drop no rule allows moves the card by hand."
            if on
            else "Rules mode: a drop no rule allows is refused (hold Shift to move by hand).",
        )

    def toggle_side_panel(self, right: bool) -> None:
        """Fold the left (preview) or right (players, log) panel away, or bring it back."""
        panel = self.right_panel if right else self.left_panel
        panel.setVisible(not panel.isVisible())

    def set_log_visible(self, on: bool) -> None:
        self.log_panel.setVisible(on)
        self.log_title.setVisible(on)

    def confirm(self) -> None:
        """Enter: the privacy screen's button, or the decision panel's confirm."""
        if self.covered:
            self.privacy.confirm()
        else:
            self.decision_panel.confirm()

    def pass_priority(self) -> None:
        if self.covered:
            self.privacy.confirm()
        else:
            self.session.pass_priority()

    def draw(self) -> None:
        if not self.covered:
            self.session.draw()

    def quick_action(self, verb: str, amount: int = 0) -> None:
        """T, P, Shift+P, V: a frequent manual action on the card under the pointer."""
        if not self.covered:
            self.scene.quick_action(verb, amount)

    def hand_over(self) -> None:
        """The other player takes the table (hot-seat), or a seat that was looking hands it back."""
        if not self.covered:
            self.session.hand_over()

    def answer(self, yes: bool) -> None:
        if not self.covered:
            self.decision_panel.answer_yes_no(yes)

    def roll(self) -> None:
        if not self.covered:
            self.session.manual(ManualAction("roll", amount=6))

    def clear_selection(self) -> None:
        self.selection.clear()
