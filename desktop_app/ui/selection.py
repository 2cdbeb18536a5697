"""The cards chosen so far for a pending SELECT decision, shared by the table and the panel.

Clicking a card on the table and ticking it in the decision panel change the same
``SelectionState``; both draw from it. It holds option keys, never card identities the
seat may not see.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from desktop_app.bridge import Decision, DecisionKind


class SelectionState(QObject):
    """The chosen option keys of the pending SELECT decision (empty otherwise)."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.decision: Decision | None = None
        self._chosen: list[str] = []

    @property
    def active(self) -> bool:
        return self.decision is not None and self.decision.kind is DecisionKind.SELECT

    @property
    def chosen(self) -> tuple[str, ...]:
        return tuple(self._chosen)

    @property
    def complete(self) -> bool:
        """Enough is chosen to confirm."""
        decision = self.decision
        return decision is not None and decision.minimum <= len(self._chosen) <= decision.maximum

    def reset(self, decision: Decision | None) -> None:
        """A new decision: forget the choices made for the previous one."""
        self.decision = decision if decision is not None and decision.kind is DecisionKind.SELECT else None
        self._chosen = []
        self.changed.emit()

    def key_for_card(self, card_id: int | None) -> str | None:
        """The option of the pending selection that chooses card ``card_id``."""
        if self.decision is None or card_id is None:
            return None
        for option in self.decision.options:
            if option.card == card_id:
                return option.key
        return None

    def is_chosen(self, key: str) -> bool:
        return key in self._chosen

    def toggle(self, key: str) -> bool:
        """Choose ``key``, or unchoose it; at the maximum, a new choice replaces the oldest
        when only one may be chosen and is refused otherwise. Returns whether it changed."""
        decision = self.decision
        if decision is None or all(option.key != key for option in decision.options):
            return False
        if key in self._chosen:
            self._chosen.remove(key)
        elif len(self._chosen) < decision.maximum:
            self._chosen.append(key)
        elif decision.maximum == 1:
            self._chosen = [key]
        else:
            return False
        self.changed.emit()
        return True

    def clear(self) -> None:
        if self._chosen:
            self._chosen = []
            self.changed.emit()
