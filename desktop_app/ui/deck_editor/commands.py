"""The deck editor's undoable edits (``QUndoCommand``s over the ``DeckModel``).

Every change to the deck goes through one of these, pushed on the editor's ``QUndoStack``:
``AddCards``, ``RemoveCards``, ``MoveCards`` and ``ReplaceDeck`` (clear, import). Each is
built from the deck as it is when the user acts, so undo restores exactly what was there.

``target_section`` says where a dropped or added card goes: the section it was dropped on
if the card may go there, else the one its type belongs to (``DeckRules.section_for``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtGui import QUndoCommand

from card_db import CardRecord
from desktop_app.bridge.deck_model import DeckModel
from desktop_app.bridge.deck_rules import DeckRules

#: Sections that take any card of the game (a side deck is a player's choice, not a type's).
FREE_SECTIONS = frozenset({"side", "extra", "tool"})

#: A deck's contents: section -> ``(record, copies)`` pairs.
Contents = Mapping[str, Sequence[tuple[CardRecord, int]]]


def target_section(rules: DeckRules, record: CardRecord, dropped_on: str | None) -> str:
    """Where ``record`` goes when dropped on section ``dropped_on`` (``None``: anywhere)."""
    home = rules.section_for(record)
    if dropped_on is None or dropped_on == home or dropped_on not in rules.sections:
        return home
    if dropped_on in FREE_SECTIONS:
        return dropped_on
    return home


def _names(entries: Sequence[tuple[CardRecord, int]]) -> str:
    """``Pip``, ``3 × Pip`` or ``7 cards``: what an edit concerns, for the undo menu."""
    names = list(dict.fromkeys(record.name for record, _ in entries))
    copies = sum(count for _, count in entries)
    if len(names) == 1:
        return names[0] if copies == 1 else f"{copies} × {names[0]}"
    return f"{copies} cards"


class AddCards(QUndoCommand):
    """Add copies of cards: ``(record, section, copies)`` each."""

    def __init__(self, model: DeckModel, additions: Sequence[tuple[CardRecord, str, int]]) -> None:
        super().__init__(f"Add {_names([(record, count) for record, _, count in additions])}")
        self._model = model
        self._additions = [(record, section, count) for record, section, count in additions if count > 0]

    def redo(self) -> None:
        for record, section, count in self._additions:
            self._model.add(record, section, count)

    def undo(self) -> None:
        for record, section, count in reversed(self._additions):
            self._model.remove(record.code, section, count)


class RemoveCards(QUndoCommand):
    """Take copies of cards out: ``(record, section, copies)`` each, at most what the deck has."""

    def __init__(self, model: DeckModel, removals: Sequence[tuple[CardRecord, str, int]]) -> None:
        super().__init__()
        self._model = model
        self._removals: list[tuple[CardRecord, str, int]] = []
        for record, section, count in removals:
            taken = min(count, model.count(record.code, section))
            if taken > 0:
                self._removals.append((record, section, taken))
        self.setText(f"Remove {_names([(record, count) for record, _, count in self._removals])}")

    @property
    def empty(self) -> bool:
        """Whether there is nothing to take out (the command is then not worth pushing)."""
        return not self._removals

    def redo(self) -> None:
        for record, section, count in self._removals:
            self._model.remove(record.code, section, count)

    def undo(self) -> None:
        for record, section, count in reversed(self._removals):
            self._model.add(record, section, count)


class MoveCards(QUndoCommand):
    """Move copies between sections: ``(record, from section, to section, copies)`` each."""

    def __init__(self, model: DeckModel, moves: Sequence[tuple[CardRecord, str, str, int]]) -> None:
        super().__init__()
        self._model = model
        self._moves = [
            (record, source, target, min(count, model.count(record.code, source)))
            for record, source, target, count in moves
            if source != target
        ]
        self._moves = [move for move in self._moves if move[3] > 0]
        self.setText(f"Move {_names([(record, count) for record, _, _, count in self._moves])}")

    @property
    def empty(self) -> bool:
        return not self._moves

    def redo(self) -> None:
        for record, source, target, count in self._moves:
            self._model.remove(record.code, source, count)
            self._model.add(record, target, count)

    def undo(self) -> None:
        for record, source, target, count in reversed(self._moves):
            self._model.remove(record.code, target, count)
            self._model.add(record, source, count)


class ReplaceDeck(QUndoCommand):
    """Replace the whole deck (clearing it, importing a list)."""

    def __init__(self, model: DeckModel, contents: Contents, text: str) -> None:
        super().__init__(text)
        self._model = model
        self._before = model.contents()
        self._after = {section: list(entries) for section, entries in contents.items()}

    def redo(self) -> None:
        self._model.set_contents(self._after)

    def undo(self) -> None:
        self._model.set_contents(self._before)
