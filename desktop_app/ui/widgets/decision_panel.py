"""``DecisionPanel``: the pending question, right under the table where the player looks.

It shows the prompt and the card that asks, and the control the kind of decision needs:
buttons for actions tied to no card (pass, an attack method) with a menu of the card
actions, a checklist and a confirm button for a selection (cards may be clicked on the
table too), a reorderable list for an order, yes and no, a number, or a lit place. While
the other player or the dummy decides, it says so; when the game is over, it says how.

However many options a decision has, the panel never asks for more width than its widest
button: the buttons flow onto more lines (``FlowLayout``) and the bar scrolls past
``MAX_BAR_HEIGHT``. Each button names the card it concerns (and where it lies when two
cards share a name), and pointing at a button points at that card on the table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QAction, QEnterEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.bridge import (
    NEXT_WORDS,
    Decision,
    DecisionKind,
    DecisionOptionsModel,
    GameSession,
    Observation,
    Option,
    Outcome,
    SeatMode,
    player_name,
)
from desktop_app.ui.selection import SelectionState
from desktop_app.ui.theme import readable
from desktop_app.ui.widgets.flow_layout import FlowLayout

#: The widest a button's text gets (pixels) before it is elided; the tool tip has it all.
BUTTON_TEXT_WIDTH = 300
#: A number decision with at most this many values more than its least has a button per value.
QUICK_NUMBERS = 8
#: The action word of producing will by resting a card (Force of Will, FoW 907).
WILL_WORD = "will"
#: How the hint after an action decision's prompt looks (``decisionHint`` in the style sheet).
HINT_STYLE = "color:#a9c2b2; font-size:13px; font-weight:normal"
#: The tallest the option buttons get (two lines); more scroll. A third line took the room
#: of the table's cards (Force of Will's were 87 px wide at 1600x1000, under the 90 promised).
MAX_BAR_HEIGHT = 84


def _button(text: str, *, primary: bool = False) -> QPushButton:
    button = QPushButton(text)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys belong to the table's shortcuts
    if primary:
        button.setObjectName("primaryButton")
    return button


class OptionButton(QPushButton):
    """A button for one option; pointing at it points at the option's card."""

    pointed = Signal(object)  #: the option's card id (``None`` when the pointer leaves)

    def __init__(self, text: str, option: Option, *, primary: bool = False) -> None:
        super().__init__(text)
        self.option = option
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if primary:
            self.setObjectName("primaryButton")

    def enterEvent(self, event: QEnterEvent) -> None:
        self.pointed.emit(self.option.card)
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.pointed.emit(None)
        super().leaveEvent(event)


class OptionBar(QScrollArea):
    """The option buttons, flowing onto more lines as needed and scrolling past
    ``MAX_BAR_HEIGHT``: its minimum width is one button's, whatever their number."""

    #: the bar took more or fewer lines (the panel around it must be laid out again)
    height_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.content = QWidget(self)
        self.content.setObjectName("optionBar")
        self.flow = FlowLayout(self.content)
        self.setWidget(self.content)
        self.viewport().setAutoFillBackground(False)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def fit_height(self) -> None:
        """As tall as the buttons need at this width, up to ``MAX_BAR_HEIGHT`` (then it scrolls)."""
        needed = max(self.flow.heightForWidth(max(self.viewport().width(), 1)), 1)
        if needed <= 1 and self.height() > 1:
            # emptied between two decisions: keep the row, so the table above keeps its size
            # (a resize would rescale and redraw every card on it)
            return
        self.content.setMinimumHeight(needed)
        height = min(MAX_BAR_HEIGHT, needed)
        if height != self.height():
            self.setFixedHeight(height)
            self.height_changed.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_height()

    def minimumSizeHint(self) -> QSize:
        return QSize(min(self.flow.minimumSize().width(), BUTTON_TEXT_WIDTH + 40), 0)


class DecisionPanel(QFrame):
    """The pending decision of the seat in front of the screen (see the module docstring)."""

    #: the player wants to see a card (the card that asks): the preview shows it
    card_pointed = Signal(object)
    #: the player wants to leave the finished game
    leave_requested = Signal()
    #: the pointer is on an option naming a card (its id; ``None``: on none)
    card_option_pointed = Signal(object)

    def __init__(
        self, session: GameSession, selection: SelectionState, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        # as tall as its content: the table above takes the rest
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.session = session
        self.selection = selection
        self.decision: Decision | None = None
        self.prompt = QLabel(self)
        self.prompt.setObjectName("decisionPrompt")
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.RichText)
        self.prompt.linkHovered.connect(self._source_hovered)
        self.prompt.linkActivated.connect(self._source_hovered)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.pages = QStackedWidget(self)
        self.pages.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._build_pages()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 8, 14, 8)
        layout.setSpacing(6)
        layout.addWidget(self.prompt)
        layout.addWidget(self.pages)
        session.decision_changed.connect(self.refresh)
        session.busy_changed.connect(self.refresh)
        session.game_ended.connect(self.refresh)
        session.observation_changed.connect(self._observation_changed)
        selection.changed.connect(self._selection_changed)
        self.refresh()

    # ------------------------------------------------------------------ pages
    def _build_pages(self) -> None:
        self.wait_page = QLabel(self)
        self.wait_page.setObjectName("decisionHint")
        # actions
        self.action_page = QWidget(self)
        action_column = QVBoxLayout(self.action_page)
        action_column.setContentsMargins(0, 0, 0, 0)
        action_column.setSpacing(4)
        self.action_bar = OptionBar(self.action_page)
        self.action_bar.height_changed.connect(self._relayout)
        self.card_actions = QToolButton(self.action_bar.content)
        self.card_actions.setText("Card actions")
        self.card_actions.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.card_actions.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        menu = QMenu(self.card_actions)
        menu.hovered.connect(self._menu_hovered)
        menu.aboutToHide.connect(lambda: self.card_option_pointed.emit(None))
        self.card_actions.setMenu(menu)
        self._action_buttons: list[OptionButton] = []
        action_column.addWidget(self.action_bar)
        # select
        self.select_page = QWidget(self)
        select_row = QHBoxLayout(self.select_page)
        select_row.setContentsMargins(0, 0, 0, 0)
        self.select_list = QListWidget(self.select_page)
        self.select_list.setFlow(QListView.Flow.LeftToRight)
        self.select_list.setWrapping(False)
        self.select_list.setFixedHeight(38)
        self.select_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.select_list.itemChanged.connect(self._select_item_changed)
        self.select_count = QLabel(self.select_page)
        self.select_confirm = _button("Confirm", primary=True)
        self.select_confirm.clicked.connect(self.confirm)
        select_row.addWidget(self.select_list, 1)
        select_row.addWidget(self.select_count)
        select_row.addWidget(self.select_confirm)
        # order
        self.order_page = QWidget(self)
        order_row = QHBoxLayout(self.order_page)
        order_row.setContentsMargins(0, 0, 0, 0)
        self.order_model = DecisionOptionsModel(self)
        self.order_view = QListView(self.order_page)
        self.order_view.setModel(self.order_model)
        self.order_view.setFlow(QListView.Flow.LeftToRight)
        self.order_view.setFixedHeight(38)
        self.order_view.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.order_view.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.order_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.order_view.setSpacing(3)
        earlier = _button("◀ Earlier")
        later = _button("Later ▶")
        earlier.clicked.connect(lambda: self._move_order(-1))
        later.clicked.connect(lambda: self._move_order(1))
        self.order_confirm = _button("Confirm order", primary=True)
        self.order_confirm.clicked.connect(self.confirm)
        order_row.addWidget(self.order_view, 1)
        order_row.addWidget(earlier)
        order_row.addWidget(later)
        order_row.addWidget(self.order_confirm)
        # yes / no
        self.yes_no_page = QWidget(self)
        yes_no_row = QHBoxLayout(self.yes_no_page)
        yes_no_row.setContentsMargins(0, 0, 0, 0)
        self.yes_button = _button("Yes (Y)", primary=True)
        self.no_button = _button("No (N)")
        self.yes_button.clicked.connect(lambda: self.answer_yes_no(True))
        self.no_button.clicked.connect(lambda: self.answer_yes_no(False))
        yes_no_row.addWidget(self.yes_button)
        yes_no_row.addWidget(self.no_button)
        yes_no_row.addStretch(1)
        # number
        self.number_page = QWidget(self)
        self.number_row = QHBoxLayout(self.number_page)
        self.number_row.setContentsMargins(0, 0, 0, 0)
        self._number_buttons: list[QPushButton] = []
        self.number = QSpinBox(self.number_page)
        self.number.setMinimumWidth(90)
        self.number_ok = _button("OK (Enter)")
        self.number_ok.clicked.connect(self.confirm)
        self.number_row.addWidget(self.number)
        self.number_row.addWidget(self.number_ok)
        self.number_row.addStretch(1)
        # game over
        self.over_page = QWidget(self)
        over_row = QHBoxLayout(self.over_page)
        over_row.setContentsMargins(0, 0, 0, 0)
        self.over_undo = _button("Undo the last move")
        self.over_undo.clicked.connect(self.session.undo)
        self.over_leave = _button("Back to the start screen", primary=True)
        self.over_leave.clicked.connect(self.leave_requested)
        over_row.addWidget(self.over_undo)
        over_row.addWidget(self.over_leave)
        over_row.addStretch(1)
        for page in (
            self.wait_page,
            self.action_page,
            self.select_page,
            self.order_page,
            self.yes_no_page,
            self.number_page,
            self.over_page,
        ):
            self.pages.addWidget(page)

    def sizeHint(self) -> QSize:
        # as tall as its content (the option bar grows to three lines); never wider than asked
        return QSize(900, super().sizeHint().height())

    # ------------------------------------------------------------------ showing
    def _observation_changed(self, observation: object, diff: object) -> None:
        if observation is None or self.decision is None:
            self.refresh()

    def refresh(self, *_: object) -> None:
        """Show the seat's pending decision (or why there is none)."""
        session = self.session
        decision = session.decision
        self.decision = decision
        outcome = session.outcome
        if outcome is not None:
            self._show_over(outcome)
            return
        if session.handover_pending is not None:
            self._wait(f"Hand the computer to {player_name(session.handover_pending)}.")
            return
        if session.busy:
            self._wait("The dummy is answering…")
            return
        if decision is None and session.looking:
            self._wait(
                "You have the table without a decision of your own: look, act by hand if the rules "
                "let you, then hand it back with Space or H."
            )
            return
        if decision is None:
            observation = session.observation
            waiting = observation.waiting_for if observation is not None else None
            who = player_name(waiting) if waiting is not None else "the other player"
            if session.mode is SeatMode.GOLDFISH and waiting == session.dummy:
                who = "the dummy"
            self._wait(f"Waiting for {who} to decide.")
            return
        self.prompt.setText(self._prompt_html(decision))
        kind = decision.kind
        if kind is DecisionKind.SELECT:
            self._show_select(decision)
        elif kind is DecisionKind.ORDER:
            self.order_model.set_options(decision.options, reorderable=True)
            self.pages.setCurrentWidget(self.order_page)
        elif kind is DecisionKind.YES_NO:
            self.pages.setCurrentWidget(self.yes_no_page)
        elif kind is DecisionKind.NUMBER:
            self._show_number(decision)
        else:
            self._show_actions(decision)

    def _prompt_html(self, decision: Decision) -> str:
        text = _escape(readable(decision.prompt))
        observation = self.session.observation
        if decision.source is not None and observation is not None:
            card = observation.card(decision.source)
            if card is not None and card.name:
                name = _escape(readable(card.name))
                text += f' &nbsp;<a href="source" style="color:#ffab91">— asked by {name}</a>'
        if decision.rule:
            text += f' &nbsp;<span style="color:#9fb8a8">({_escape(decision.rule)})</span>'
        return text

    def _wait(self, text: str) -> None:
        # as tall as what it replaces (an empty prompt line included): the panel, and so the
        # table, keep their size while the other seat or the dummy decides, instead of the
        # whole table being rescaled and redrawn twice at every choice
        self.prompt.setText("<b>&nbsp;</b>")
        shown = self.pages.currentWidget()
        if shown is not self.wait_page and shown is not None:
            # what the page asks for, not what it was given: a height the window once had to
            # give (a left column taller than the room) must not stay for good
            wanted = min(shown.height(), shown.sizeHint().height())
            self.wait_page.setMinimumHeight(max(self.wait_page.minimumHeight(), wanted))
        self.wait_page.setText(text)
        self.pages.setCurrentWidget(self.wait_page)

    def _show_over(self, outcome: Outcome) -> None:
        self.prompt.setText(f"<b>Game over.</b> {_escape(outcome.describe())}")
        self.over_undo.setEnabled(self.session.can_undo())
        self.pages.setCurrentWidget(self.over_page)

    def _show_actions(self, decision: Decision) -> None:
        self.card_option_pointed.emit(None)  # the buttons under the pointer are going
        flow = self.action_bar.flow
        for button in self._action_buttons:
            flow.removeWidget(button)
            button.hide()  # gone now; deleted when control is back in the event loop
            button.deleteLater()
        self._action_buttons = []
        flow.removeWidget(self.card_actions)
        # options that put a card somewhere are done on the table (drag, or a lit place);
        # every other option (pass, an attack and its method, an ability) is a button
        free = [o for o in decision.options if not _moves(o)]
        on_cards = [o for o in decision.options if o.card is not None and _moves(o)]
        places = [o for o in decision.options if o.card is None and _moves(o)]
        captions = option_captions(decision.options, self.session.observation)
        for option in free:
            caption = readable(_shortcut_label(option, captions[option.key]))
            button = OptionButton(caption, option, primary=option.action in NEXT_WORDS)
            metrics = button.fontMetrics()
            shown = metrics.elidedText(caption, Qt.TextElideMode.ElideRight, BUTTON_TEXT_WIDTH)
            button.setText(shown.replace("&", "&&"))  # a lone & would underline the next letter
            button.setToolTip(readable(captions[option.key]))
            button.clicked.connect(partial(self.session.choose_option, option))
            button.pointed.connect(self.card_option_pointed)
            flow.addWidget(button)
            self._action_buttons.append(button)
        menu = self.card_actions.menu()
        menu.clear()
        for option in on_cards + places:
            action = menu.addAction(
                readable(captions[option.key]), partial(self.session.choose_option, option)
            )
            action.setData(option.card)
        self.card_actions.setText(f"All actions ({len(decision.options)})")
        self.card_actions.setVisible(bool(on_cards or places))
        flow.addWidget(self.card_actions)
        hints = []
        if on_cards:
            hints.append("drag a card outlined in green where it goes (or double-click it)")
        if places:
            hints.append("click a lit place")
        if hints:
            # after the prompt on its line, not on a line of its own under the buttons: every
            # line the panel takes is a line less for the table (a Force of Will bar of two
            # rows of buttons made its cards 88 px wide at 1600x1000)
            hint = _escape("Or " + ", or ".join(hints) + ".")
            self.prompt.setText(f"{self.prompt.text()} &nbsp; <span style='{HINT_STYLE}'>{hint}</span>")
        self.pages.setCurrentWidget(self.action_page)
        self.action_bar.fit_height()

    def _relayout(self) -> None:
        """Grow or shrink with the option bar: a height a child sets does not reach the
        window's layout through the stacked pages by itself."""
        self.pages.updateGeometry()
        self.updateGeometry()
        parent = self.parentWidget()
        layout = parent.layout() if parent is not None else None
        if layout is not None:
            layout.invalidate()

    def _menu_hovered(self, action: QAction) -> None:
        card = action.data()
        self.card_option_pointed.emit(card if isinstance(card, int) else None)

    def _show_number(self, decision: Decision) -> None:
        """A number: the box starts at the most (so Enter takes the "you may draw 1" rather than
        skipping it), and a small range has a button per value."""
        self.number.setRange(decision.minimum, decision.maximum)
        self.number.setValue(decision.maximum)
        self.number.selectAll()
        for button in self._number_buttons:
            self.number_row.removeWidget(button)
            button.hide()
            button.deleteLater()
        self._number_buttons = []
        if decision.maximum - decision.minimum <= QUICK_NUMBERS:
            for value in range(decision.minimum, decision.maximum + 1):
                button = _button(str(value), primary=value == decision.maximum)
                button.clicked.connect(partial(self.session.answer_number, value))
                self.number_row.insertWidget(len(self._number_buttons), button)
                self._number_buttons.append(button)
        self.pages.setCurrentWidget(self.number_page)

    def _show_select(self, decision: Decision) -> None:
        self.select_list.blockSignals(True)
        self.select_list.clear()
        for option in decision.options:
            item = QListWidgetItem(readable(option.label))
            item.setData(Qt.ItemDataRole.UserRole, option.key)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.select_list.addItem(item)
        self.select_list.blockSignals(False)
        self._selection_changed()
        self.pages.setCurrentWidget(self.select_page)

    def _selection_changed(self) -> None:
        decision = self.decision
        if decision is None or decision.kind is not DecisionKind.SELECT:
            return
        self.select_list.blockSignals(True)
        for row in range(self.select_list.count()):
            item = self.select_list.item(row)
            chosen = self.selection.is_chosen(str(item.data(Qt.ItemDataRole.UserRole)))
            item.setCheckState(Qt.CheckState.Checked if chosen else Qt.CheckState.Unchecked)
        self.select_list.blockSignals(False)
        low, high = decision.minimum, decision.maximum
        bounds = f"{low}" if low == high else f"{low}–{high}"
        self.select_count.setText(f"Chosen {len(self.selection.chosen)} of {bounds}")
        self.select_confirm.setEnabled(self.selection.complete)

    def _select_item_changed(self, item: QListWidgetItem) -> None:
        key = str(item.data(Qt.ItemDataRole.UserRole))
        wanted = item.checkState() == Qt.CheckState.Checked
        if wanted != self.selection.is_chosen(key):
            self.selection.toggle(key)
        self._selection_changed()

    def _move_order(self, delta: int) -> None:
        index = self.order_view.currentIndex()
        if index.isValid() and self.order_model.move(index.row(), delta):
            self.order_view.setCurrentIndex(self.order_model.index(index.row() + delta, 0))

    def _source_hovered(self, link: str) -> None:
        decision, observation = self.decision, self.session.observation
        if link and decision is not None and decision.source is not None and observation is not None:
            card = observation.card(decision.source)
            if card is not None:
                self.card_pointed.emit(card)

    # ------------------------------------------------------------------ answering
    def confirm(self) -> bool:
        """Confirm the current selection, order or number (Enter)."""
        decision = self.decision
        if decision is None:
            return False
        if decision.kind is DecisionKind.SELECT:
            if not self.selection.complete:
                return False
            return self.session.choose(self.selection.chosen)
        if decision.kind is DecisionKind.ORDER:
            return self.session.choose(self.order_model.keys())
        if decision.kind is DecisionKind.NUMBER:
            return self.session.answer_number(self.number.value())
        return False

    def answer_yes_no(self, yes: bool) -> bool:
        """Answer a yes/no question (Y and N)."""
        decision = self.decision
        if decision is None or decision.kind is not DecisionKind.YES_NO:
            return False
        word = "yes" if yes else "no"
        for option in decision.options:
            if word in (option.key, option.action):
                return self.session.choose_option(option)
        return False


def _moves(option: Option) -> bool:
    """Whether the option is done on the table: it puts a card into a zone (``args["zone"]``),
    or it produces will by resting a card in play (Force of Will's ``will``: a double-click on
    the magic stone; a button per stone would fill the bar)."""
    return isinstance(option.args.get("zone"), str) or (
        option.action == WILL_WORD and option.card is not None
    )


def _shortcut_label(option: Option, caption: str) -> str:
    if option.action in NEXT_WORDS:
        return f"{caption}  (Space)"
    if option.action == "draw":
        return f"{caption}  (D)"
    return caption


def option_captions(options: Sequence[Option], observation: Observation | None) -> dict[str, str]:
    """Each option's text as the bar shows it (by key): an option tied to a card names the
    card if its label does not, and names where the card lies when another option reads
    the same (three "Marlo: direct attack" become "… (at FL)", "… (at FC)" …)."""
    captions: dict[str, str] = {}
    for option in options:
        caption = option.label
        card = observation.card(option.card) if observation is not None and option.card is not None else None
        if card is not None and card.name and card.name not in caption:
            caption = f"{card.name}: {caption}"
        captions[option.key] = caption
    counts = Counter(captions.values())
    for option in options:
        key = option.key
        card = observation.card(option.card) if observation is not None and option.card is not None else None
        if counts[captions[key]] > 1 and card is not None:
            where = "/".join(card.slots) if card.slots else _zone_of(observation, option.card)
            if where:
                captions[key] = f"{captions[key]} (at {where})"
    return captions


def _zone_of(observation: Observation | None, card_id: int | None) -> str:
    if observation is None or card_id is None:
        return ""
    for zone in observation.zones.values():
        if any(card.id == card_id for card in zone.cards):
            return zone.label
    return ""


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
