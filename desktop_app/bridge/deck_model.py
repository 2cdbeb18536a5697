"""``DeckModel``: the deck being edited, as a tree of sections and the cards in them.

The top-level rows are the game's deck sections (``Main deck``, ``Leader``, ``DON!! deck`` …)
in the game's order; their children are the cards of that section with the number of
copies, ordered the way deck lists are read (by type, then level or cost, then name). The
model holds card records (``card_db.CardRecord``), not rules objects: the rules see the deck
only when the editor validates it (``deck_rules``).

Changes go through ``add``, ``remove`` and ``set_contents`` (the editor's undo commands call
them) and reach the views as the smallest edit: a count that changes is ``dataChanged``, a new
card ``beginInsertRows``, a last copy removed ``beginRemoveRows``; ``deck_changed`` follows
every change. A drop never changes the deck by itself: ``dropMimeData`` decodes the dragged
cards into a ``DeckDrop`` and emits ``cards_dropped`` for the editor to carry out.

``set_problems`` marks the cards and sections a validation names (``DeckRole.PROBLEMS``,
a red tint, the messages as a tool tip).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPixmap

from card_db import CardRecord
from desktop_app.bridge.deck_fields import section_label, stat_key, type_rank
from desktop_app.bridge.deck_mime import MIME_TYPE, DraggedCard, DragOrigin, decode, encode
from desktop_app.bridge.images import CardImageCache
from desktop_app.engine.decks import DeckProblem

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
#: ``internalId`` of a section row; a card row's is its section's row + 1.
_SECTION_ID = 0
#: The red of a card or section that breaks a deck rule.
PROBLEM_TINT = QColor(211, 47, 47, 88)
#: The size of the card thumbnails in the list.
THUMB_SIZE = QSize(26, 36)


class DeckRole(IntEnum):
    """The custom item roles of ``DeckModel``."""

    RECORD = Qt.ItemDataRole.UserRole + 1  #: a card row's ``CardRecord`` (``None`` for a section)
    SECTION = Qt.ItemDataRole.UserRole + 2  #: the section of the row
    COUNT = Qt.ItemDataRole.UserRole + 3  #: copies (a section: cards in it)
    PROBLEMS = Qt.ItemDataRole.UserRole + 4  #: the rule problems naming the row, as messages
    IS_SECTION = Qt.ItemDataRole.UserRole + 5  #: whether the row is a section


class Column(IntEnum):
    """The columns of ``DeckModel``."""

    CARD = 0  #: the section's name, or the card's name (and thumbnail)
    COPIES = 1  #: how many copies (a section: how many cards)
    STAT = 2  #: level or cost, the game's usual curve value
    TYPE = 3
    CODE = 4


@dataclass(frozen=True)
class DeckEntry:
    """A card of a section and how many copies of it the deck has."""

    record: CardRecord
    count: int


#: A deck's contents: section -> ``(record, copies)`` pairs.
Contents = Mapping[str, Sequence[tuple[CardRecord, int]]]


class DeckModel(QAbstractItemModel):
    """The deck being edited (see the module docstring).

    Args:
        game: the game id.
        sections: the game's deck sections, in order.
        images: the picture cache for the thumbnails (``None``: no pictures).
    """

    #: the deck's contents changed
    deck_changed = Signal()
    #: cards were dropped on the deck view: the editor carries the drop out
    cards_dropped = Signal(object)  # DeckDrop

    def __init__(
        self,
        game: str,
        sections: Sequence[str],
        images: CardImageCache | None = None,
        parent: Any = None,
    ) -> None:
        super().__init__(parent)
        self._game = game
        self._sections: list[str] = list(sections)
        self._entries: dict[str, list[DeckEntry]] = {s: [] for s in self._sections}
        self._images = images
        self._thumbs: dict[str, QIcon] = {}
        self._card_problems: dict[tuple[str, str], tuple[str, ...]] = {}
        self._section_problems: dict[str, tuple[str, ...]] = {}
        self._stat, self._stat_title = stat_key(game)
        if images is not None:
            images.image_loaded.connect(self._image_loaded)

    # ================================================================== the tree
    def index(self, row: int, column: int, parent: Index = _ROOT) -> QModelIndex:
        if not self.hasIndex(row, column, parent):
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, column, _SECTION_ID)
        if parent.internalId() != _SECTION_ID:
            return QModelIndex()
        return self.createIndex(row, column, parent.row() + 1)

    def parent(self, index: Index = _ROOT) -> QModelIndex:  # type: ignore[override]
        if not index.isValid() or index.internalId() == _SECTION_ID:
            return QModelIndex()
        return self.createIndex(index.internalId() - 1, 0, _SECTION_ID)

    def rowCount(self, parent: Index = _ROOT) -> int:
        if not parent.isValid():
            return len(self._sections)
        if parent.internalId() != _SECTION_ID or parent.column() != 0:
            return 0
        return len(self._entries[self._sections[parent.row()]])

    def columnCount(self, parent: Index = _ROOT) -> int:
        return len(Column)

    def hasChildren(self, parent: Index = _ROOT) -> bool:
        return self.rowCount(parent) > 0

    def _section_of(self, index: Index) -> str:
        row = index.row() if index.internalId() == _SECTION_ID else index.internalId() - 1
        return self._sections[row]

    def _entry(self, index: Index) -> DeckEntry | None:
        if not index.isValid() or index.internalId() == _SECTION_ID:
            return None
        entries = self._entries[self._section_of(index)]
        return entries[index.row()] if 0 <= index.row() < len(entries) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        section = self._section_of(index)
        entry = self._entry(index)
        if entry is None:
            return self._section_data(section, index.column(), role)
        return self._card_data(section, entry, index.column(), role)

    def _section_data(self, section: str, column: int, role: int) -> Any:
        problems = self._section_problems.get(section, ())
        if role == Qt.ItemDataRole.DisplayRole:
            if column == Column.CARD:
                return section_label(section)
            if column == Column.COPIES:
                return str(self.size(section))
            return None
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column == Column.COPIES:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.BackgroundRole and problems:
            return QBrush(PROBLEM_TINT)
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                "\n".join(problems) if problems else f"{section_label(section)}: {self.size(section)} cards"
            )
        if role == DeckRole.SECTION:
            return section
        if role == DeckRole.COUNT:
            return self.size(section)
        if role == DeckRole.PROBLEMS:
            return problems
        if role == DeckRole.IS_SECTION:
            return True
        if role == DeckRole.RECORD:
            return None
        return None

    def _card_data(self, section: str, entry: DeckEntry, column: int, role: int) -> Any:
        record = entry.record
        problems = self._card_problems.get((section, record.code), ())
        if role == Qt.ItemDataRole.DisplayRole:
            if column == Column.CARD:
                return record.name
            if column == Column.COPIES:
                return str(entry.count)
            if column == Column.STAT:
                value = record.fields.get(self._stat)
                return None if value is None else str(value)
            if column == Column.TYPE:
                return record.type.title()
            if column == Column.CODE:
                return record.code
            return None
        if role == Qt.ItemDataRole.DecorationRole and column == Column.CARD:
            return self._thumb(record)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (Column.COPIES, Column.STAT):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.BackgroundRole and problems:
            return QBrush(PROBLEM_TINT)
        if role == Qt.ItemDataRole.ToolTipRole:
            lines = [f"{record.name} · {record.code}"]
            lines += [f"⚠ {message}" for message in problems]
            if record.text:
                lines += ["", record.text]
            return "\n".join(lines)
        if role == DeckRole.RECORD:
            return record
        if role == DeckRole.SECTION:
            return section
        if role == DeckRole.COUNT:
            return entry.count
        if role == DeckRole.PROBLEMS:
            return problems
        if role == DeckRole.IS_SECTION:
            return False
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        titles = ("Card", "#", self._stat_title, "Type", "Code")
        return titles[section] if 0 <= section < len(titles) else None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        if index.internalId() == _SECTION_ID:
            return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsDropEnabled
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsDragEnabled
            | Qt.ItemFlag.ItemIsDropEnabled
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    # ------------------------------------------------------------------ dragging
    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        cards: list[DraggedCard] = []
        seen: set[tuple[str, str]] = set()
        for index in indexes:
            entry = self._entry(index)
            if entry is None:
                continue
            section = self._section_of(index)
            if (section, entry.record.code) not in seen:
                seen.add((section, entry.record.code))
                cards.append(DraggedCard(entry.record, section))
        return encode(DragOrigin.DECK, cards)

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        return decode(data) is not None

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        """Hand the dropped cards to the editor (``cards_dropped``), with the section dropped on
        (``None`` for the empty space below the sections)."""
        target = self._section_of(parent) if parent.isValid() else None
        drop = decode(data, target)
        if drop is None:
            return False
        self.cards_dropped.emit(drop)
        return True

    # ================================================================== reading the deck
    @property
    def game(self) -> str:
        return self._game

    @property
    def sections(self) -> tuple[str, ...]:
        return tuple(self._sections)

    def entries(self, section: str) -> list[DeckEntry]:
        return list(self._entries.get(section, []))

    def contents(self) -> dict[str, list[tuple[CardRecord, int]]]:
        """Every non-empty section's ``(record, copies)`` pairs."""
        return {
            section: [(e.record, e.count) for e in entries]
            for section, entries in self._entries.items()
            if entries
        }

    def code_sections(self) -> dict[str, list[tuple[str, int]]]:
        """Every non-empty section's ``(code, copies)`` pairs (a ``card_db.Deck``'s sections)."""
        return {
            section: [(e.record.code, e.count) for e in entries]
            for section, entries in self._entries.items()
            if entries
        }

    def records(self) -> dict[str, CardRecord]:
        """Every card of the deck by code."""
        return {e.record.code: e.record for entries in self._entries.values() for e in entries}

    def count(self, code: str, section: str | None = None) -> int:
        """Copies of ``code`` in ``section`` (or in the whole deck)."""
        sections = [section] if section is not None else self._sections
        return sum(e.count for s in sections for e in self._entries.get(s, []) if e.record.code == code)

    def size(self, section: str | None = None) -> int:
        """Cards in ``section`` (or in the whole deck)."""
        sections = [section] if section is not None else self._sections
        return sum(e.count for s in sections for e in self._entries.get(s, []))

    def is_empty(self) -> bool:
        return self.size() == 0

    def section_index(self, section: str) -> QModelIndex:
        return self.index(self._sections.index(section), 0)

    def card_index(self, code: str, section: str, column: int = 0) -> QModelIndex:
        """The row of ``code`` in ``section`` (invalid if it is not there)."""
        for row, entry in enumerate(self._entries.get(section, [])):
            if entry.record.code == code:
                return self.index(row, column, self.section_index(section))
        return QModelIndex()

    # ================================================================== changing the deck
    def set_game(self, game: str, sections: Sequence[str]) -> None:
        """Edit a deck of another game: its sections, empty."""
        self.beginResetModel()
        self._game = game
        self._sections = list(sections)
        self._entries = {s: [] for s in self._sections}
        self._thumbs.clear()
        self._card_problems.clear()
        self._section_problems.clear()
        self._stat, self._stat_title = stat_key(game)
        self.endResetModel()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)
        self.deck_changed.emit()

    def _sort_key(self, record: CardRecord) -> tuple[Any, ...]:
        def number(name: str) -> int:
            value = record.fields.get(name)
            return value if isinstance(value, int) and not isinstance(value, bool) else -1

        return (
            type_rank(self._game, record.type),
            number(self._stat),
            number("cost"),
            record.name.casefold(),
            record.code,
        )

    def _check(self, section: str) -> list[DeckEntry]:
        if section not in self._entries:
            raise KeyError(f"{self._game} decks have no {section!r} section")
        return self._entries[section]

    def add(self, record: CardRecord, section: str, count: int = 1) -> None:
        """Add ``count`` copies of ``record`` to ``section``."""
        if count <= 0:
            return
        entries = self._check(section)
        parent = self.section_index(section)
        for row, entry in enumerate(entries):
            if entry.record.code == record.code:
                entries[row] = DeckEntry(entry.record, entry.count + count)
                self.dataChanged.emit(self.index(row, 0, parent), self.index(row, len(Column) - 1, parent))
                break
        else:
            key = self._sort_key(record)
            row = next((r for r, e in enumerate(entries) if self._sort_key(e.record) > key), len(entries))
            self.beginInsertRows(parent, row, row)
            entries.insert(row, DeckEntry(record, count))
            self.endInsertRows()
        self._section_changed(section)

    def remove(self, code: str, section: str, count: int = 1) -> int:
        """Take up to ``count`` copies of ``code`` out of ``section``; return how many were taken."""
        entries = self._check(section)
        parent = self.section_index(section)
        for row, entry in enumerate(entries):
            if entry.record.code != code:
                continue
            taken = min(count, entry.count)
            if taken <= 0:
                return 0
            if taken == entry.count:
                self.beginRemoveRows(parent, row, row)
                del entries[row]
                self.endRemoveRows()
            else:
                entries[row] = DeckEntry(entry.record, entry.count - taken)
                self.dataChanged.emit(self.index(row, 0, parent), self.index(row, len(Column) - 1, parent))
            self._section_changed(section)
            return taken
        return 0

    def set_contents(self, contents: Contents) -> None:
        """Replace the whole deck (opening, importing, clearing). Unknown sections raise ``KeyError``."""
        for section in contents:
            self._check(section)
        self.beginResetModel()
        for section in self._sections:
            merged: dict[str, DeckEntry] = {}
            for record, count in contents.get(section, ()):
                if count > 0:
                    before = merged.get(record.code)
                    merged[record.code] = DeckEntry(record, count + (before.count if before else 0))
            self._entries[section] = sorted(merged.values(), key=lambda e: self._sort_key(e.record))
        self.endResetModel()
        self.deck_changed.emit()

    def set_problems(self, problems: Iterable[DeckProblem]) -> None:
        """Mark the cards and sections the rules' ``problems`` name (an empty list clears them)."""
        cards: dict[tuple[str, str], list[str]] = {}
        sections: dict[str, list[str]] = {}
        for problem in problems:
            text = str(problem)
            if problem.codes:
                for section in self._sections:
                    if problem.section and problem.section != section:
                        continue
                    for entry in self._entries[section]:
                        if entry.record.code in problem.codes:
                            cards.setdefault((section, entry.record.code), []).append(text)
            elif problem.section in self._entries:
                sections.setdefault(problem.section, []).append(text)
        new_cards = {key: tuple(v) for key, v in cards.items()}
        new_sections = {key: tuple(v) for key, v in sections.items()}
        if new_cards == self._card_problems and new_sections == self._section_problems:
            return
        self._card_problems = new_cards
        self._section_problems = new_sections
        for row, section in enumerate(self._sections):
            parent = self.index(row, 0)
            self.dataChanged.emit(parent, self.index(row, len(Column) - 1))
            if self._entries[section]:
                last = len(self._entries[section]) - 1
                self.dataChanged.emit(self.index(0, 0, parent), self.index(last, len(Column) - 1, parent))

    def problems_of(self, code: str, section: str) -> tuple[str, ...]:
        """The rule problems marked on ``code`` in ``section``."""
        return self._card_problems.get((section, code), ())

    def _section_changed(self, section: str) -> None:
        row = self._sections.index(section)
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(Column) - 1))
        self.deck_changed.emit()

    # ------------------------------------------------------------------ pictures
    def _thumb(self, record: CardRecord) -> QIcon | None:
        icon = self._thumbs.get(record.code)
        if icon is not None:
            return icon
        if self._images is None:
            return None
        pixmap = self._images.pixmap(record.game, record.code, "thumb")
        if pixmap is None:
            return None
        scaled: QPixmap = pixmap.scaled(
            THUMB_SIZE, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
        icon = QIcon(scaled)
        self._thumbs[record.code] = icon
        return icon

    def _image_loaded(self, game: str, code: str, size: str) -> None:
        if game != self._game or size != "thumb":
            return
        for section in self._sections:
            index = self.card_index(code, section)
            if index.isValid():
                self.dataChanged.emit(index, index, [Qt.ItemDataRole.DecorationRole])
