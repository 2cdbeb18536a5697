"""Qt item models over a seat's observation: zones, the log, a decision's options, player values.

Every model is fed whole snapshots (``set_cards``, ``set_lines`` …) and reports the change
to its views as the smallest edit it can (``beginInsertRows``/``beginRemoveRows``/
``dataChanged``), never a reset unless asked to; that keeps selections and scroll positions
in the views (napari's evented-list -> Qt-model mapping). The models hold only what the
observation already shows the seat, so nothing hidden can leak through them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QByteArray,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from desktop_app.bridge.diff import sequence_edit
from desktop_app.engine.decisions import Option
from desktop_app.engine.observation import CardView
from desktop_app.engine.zones import PLAYER_PREFIXES

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class Role(IntEnum):
    """The custom item roles of the models here."""

    CARD_VIEW = Qt.ItemDataRole.UserRole + 1  #: the ``CardView`` of a row (zone models)
    CARD_ID = Qt.ItemDataRole.UserRole + 2  #: the card's id, ``None`` for a hidden card
    KNOWN = Qt.ItemDataRole.UserRole + 3  #: whether the seat sees the card's face
    STATE = Qt.ItemDataRole.UserRole + 4  #: the card's orientation word
    MANUAL = Qt.ItemDataRole.UserRole + 5  #: a log line of a manual action
    OPTION = Qt.ItemDataRole.UserRole + 6  #: the ``Option`` of a row (decision model)
    OPTION_KEY = Qt.ItemDataRole.UserRole + 7  #: the option's key


def card_title(card: CardView) -> str:
    """How a list names a card: its name, or what a seat sees of a hidden one."""
    if card.known and card.name:
        return card.name if card.face_up else f"{card.name} (face down)"
    return "Face-down card"


class ZoneListModel(QAbstractListModel):
    """The cards of one zone as one seat sees them, bottom first.

    Args:
        key: the zone's key (``p1.waiting_room``).
        decoration: optional picture for a row (the table's thumbnail cache).
    """

    def __init__(
        self,
        key: str,
        cards: Sequence[CardView] = (),
        decoration: Callable[[CardView], Any] | None = None,
        parent: Any = None,
    ) -> None:
        super().__init__(parent)
        self.key = key
        self._cards: list[CardView] = list(cards)
        self._decoration = decoration

    @property
    def cards(self) -> tuple[CardView, ...]:
        return tuple(self._cards)

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._cards):
            return None
        card = self._cards[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return card_title(card)
        if role == Qt.ItemDataRole.ToolTipRole:
            return card.text if card.known else None
        if role == Qt.ItemDataRole.DecorationRole:
            return self._decoration(card) if self._decoration is not None else None
        if role == Role.CARD_VIEW:
            return card
        if role == Role.CARD_ID:
            return card.id
        if role == Role.KNOWN:
            return card.known
        if role == Role.STATE:
            return card.state
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren

    def set_cards(self, cards: Sequence[CardView]) -> None:
        """Show ``cards`` now; report the change as one edit."""
        new = list(cards)
        edit = sequence_edit(self._cards, new)
        if edit.removed:
            self.beginRemoveRows(_ROOT, edit.start, edit.start + edit.removed - 1)
            del self._cards[edit.start : edit.start + edit.removed]
            self.endRemoveRows()
        if edit.inserted:
            self.beginInsertRows(_ROOT, edit.start, edit.start + edit.inserted - 1)
            self._cards[edit.start : edit.start] = new[edit.start : edit.start + edit.inserted]
            self.endInsertRows()
        self._cards = new
        for row in edit.changed:
            here = self.index(row, 0)
            self.dataChanged.emit(here, here)

    def refresh_decorations(self) -> None:
        """The pictures changed (an image finished loading): repaint every row."""
        if self._cards:
            self.dataChanged.emit(
                self.index(0, 0),
                self.index(len(self._cards) - 1, 0),
                [Qt.ItemDataRole.DecorationRole],
            )


class LogListModel(QAbstractListModel):
    """The game log as one seat may read it; manual actions are marked (``Role.MANUAL``)."""

    MANUAL_PREFIX = "[manual]"

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._lines: list[str] = []

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        line = self._lines[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return line
        if role == Role.MANUAL:
            return line.startswith(self.MANUAL_PREFIX)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(self._lines)

    def set_lines(self, lines: Sequence[str], unchanged: int | None = None) -> None:
        """Show ``lines``; ``unchanged`` is how many leading lines are known to be the same."""
        keep = unchanged if unchanged is not None else 0
        keep = min(keep, len(self._lines), len(lines))
        while keep < len(self._lines) and keep < len(lines) and self._lines[keep] == lines[keep]:
            keep += 1
        if keep < len(self._lines):
            self.beginRemoveRows(_ROOT, keep, len(self._lines) - 1)
            del self._lines[keep:]
            self.endRemoveRows()
        if keep < len(lines):
            self.beginInsertRows(_ROOT, keep, len(lines) - 1)
            self._lines.extend(lines[keep:])
            self.endInsertRows()


class DecisionOptionsModel(QAbstractListModel):
    """The options of one decision, in order; reorderable for ORDER decisions.

    Rows move with ``moveRows`` (up/down buttons) or by dragging inside a list view
    (``dropMimeData``); ``keys()`` gives the order chosen.
    """

    MIME = "application/x-tabletop-option-rows"

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._options: list[Option] = []
        self.reorderable = False

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._options)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._options):
            return None
        option = self._options[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{index.row() + 1}. {option.label}" if self.reorderable else option.label
        if role == Qt.ItemDataRole.ToolTipRole:
            return option.label
        if role == Role.OPTION:
            return option
        if role == Role.OPTION_KEY:
            return option.key
        if role == Role.CARD_ID:
            return option.card
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled if self.reorderable else Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren
        if self.reorderable:
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        return flags

    def set_options(self, options: Sequence[Option], *, reorderable: bool = False) -> None:
        """Show a new decision's options (a reset: it is a new list, not an edit of the old)."""
        self.beginResetModel()
        self._options = list(options)
        self.reorderable = reorderable
        self.endResetModel()

    def keys(self) -> tuple[str, ...]:
        """The option keys in their current order."""
        return tuple(option.key for option in self._options)

    def option(self, row: int) -> Option:
        return self._options[row]

    def moveRows(
        self, source_parent: Index, source_row: int, count: int, destination_parent: Index, destination: int
    ) -> bool:
        if source_parent.isValid() or destination_parent.isValid() or count < 1:
            return False
        if not (
            source_row >= 0
            and source_row + count <= len(self._options)
            and 0 <= destination <= len(self._options)
        ):
            return False
        if source_row <= destination <= source_row + count:
            return False  # onto itself: nothing to do
        if not self.beginMoveRows(
            source_parent, source_row, source_row + count - 1, destination_parent, destination
        ):
            return False
        moving = self._options[source_row : source_row + count]
        del self._options[source_row : source_row + count]
        at = destination - count if destination > source_row else destination
        self._options[at:at] = moving
        self.endMoveRows()
        if self.reorderable:  # the numbers in the labels changed
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._options) - 1, 0))
        return True

    def move(self, row: int, delta: int) -> bool:
        """Move one row up (``delta`` -1) or down (+1)."""
        target = row + delta
        if not 0 <= target < len(self._options):
            return False
        destination = target if delta < 0 else target + 1
        return self.moveRows(_ROOT, row, 1, _ROOT, destination)

    # drag and drop inside a list view
    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [self.MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        rows = sorted({index.row() for index in indexes if index.isValid()})
        data.setData(self.MIME, QByteArray(",".join(str(r) for r in rows).encode()))
        return data

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        """Move the dragged row to ``row``. Returns ``False`` so the view removes nothing:
        the move is done here, not as an insert plus a removal."""
        if not self.reorderable or action != Qt.DropAction.MoveAction or not data.hasFormat(self.MIME):
            return False
        text = bytes(data.data(self.MIME).data()).decode()
        rows = [int(r) for r in text.split(",") if r]
        if len(rows) != 1:
            return False
        destination = parent.row() if row < 0 and parent.isValid() else row
        if destination < 0:
            destination = len(self._options)
        self.moveRows(_ROOT, rows[0], 1, _ROOT, destination)
        return False


#: Player values whose names are not the words the rules use (the rest read well as they
#: are: ``waiting_room`` "Waiting room"). L&L: Refresh Point (5.21.1), T-rank (5.35), the
#: Attack Limit (8.2.3), face-down gates (10.3.1.1), Logic Definition (8.4.5, 8.4.7).
VALUE_WORDS = {
    "rp": "Refresh points",
    "t_rank": "T-rank",
    "attacks": "Attacks this turn",
    "gates": "Face-down gates",
    "definitions_left": "Can still define",
    "passed": "Passed last",
    "active_don": "Active DON!!",
    "don": "DON!! in play",
    "don_deck": "DON!! deck",
}
#: Values shown as yes or nothing rather than 1 or 0 (L&L: who passed last in the Logic
#: Definition exchange, 8.4.7).
YES_NO_VALUES = frozenset({"passed"})
#: A game's own counters kept per player that are part of a value shown already, not a value
#: of their own (L&L: the Attack Limit row counts its bonus, 8.2.3).
INNER_VALUES = frozenset({"attack_limit_bonus"})


def value_label(name: str) -> str:
    """A player value's name as a player reads it: ``t_rank`` "T-rank", ``rp`` "Refresh
    points", ``will.light`` "Will (light)"."""
    if name in VALUE_WORDS:
        return VALUE_WORDS[name]
    base, _, kind = name.partition(".")
    label = base.replace("_", " ")
    label = label.upper() if len(label) <= 2 else label.capitalize()
    return f"{label} ({kind.replace('_', ' ')})" if kind else label


class PlayerValuesModel(QAbstractTableModel):
    """The players' values (life, level, clock …): one row per value, a column per player.

    Fed from ``Observation.values``, whose player values are keyed ``p1.level`` and
    ``p2.level``; other entries are the game's own counters and are not shown.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._values: dict[str, int] = {}

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._names)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(PLAYER_PREFIXES)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._names):
            return None
        key = f"{PLAYER_PREFIXES[index.column()]}.{self._names[index.row()]}"
        if role == Qt.ItemDataRole.DisplayRole:
            value = self._values.get(key)
            if value is None:
                return ""
            if self._names[index.row()] in YES_NO_VALUES:
                return "yes" if value else ""
            return str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.UserRole:
            return self._values.get(key)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return PLAYER_PREFIXES[section].upper() if 0 <= section < len(PLAYER_PREFIXES) else None
        if 0 <= section < len(self._names):
            return value_label(self._names[section])
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren

    def key(self, index: Index) -> str | None:
        """The observation key (``p1.life``) of the value at ``index``."""
        if not index.isValid() or not 0 <= index.row() < len(self._names):
            return None
        return f"{PLAYER_PREFIXES[index.column()]}.{self._names[index.row()]}"

    def value(self, player: int, name: str) -> int | None:
        return self._values.get(f"{PLAYER_PREFIXES[player]}.{name}")

    def set_values(self, values: Mapping[str, int]) -> None:
        """Show the player values among ``values``."""
        mine = {
            k: int(v)
            for k, v in values.items()
            if k.partition(".")[0] in PLAYER_PREFIXES and k.partition(".")[2] not in INNER_VALUES
        }
        names = list(dict.fromkeys(k.partition(".")[2] for k in mine))
        if names != self._names:
            self.beginResetModel()
            self._names, self._values = names, mine
            self.endResetModel()
            return
        if mine != self._values:
            self._values = mine
            self.dataChanged.emit(self.index(0, 0), self.index(len(names) - 1, len(PLAYER_PREFIXES) - 1))
