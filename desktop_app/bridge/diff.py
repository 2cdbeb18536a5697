"""What changed between two observations of one seat, so the table redraws only that.

The scene follows the game's observation; recomputing the whole picture after each choice
would cost a frame or more with a hundred cards on the table. ``diff_observations`` names
the zones whose cards changed (compared by value: ``CardView`` is a frozen dataclass) and
the other parts that did, and ``sequence_edit`` turns a list change into the one
remove-then-insert edit item models report (napari's evented list -> Qt model mapping).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from desktop_app.engine.observation import Observation

T = TypeVar("T")


@dataclass(frozen=True)
class ObservationDiff:
    """The parts of an observation that differ from the previous one.

    Attributes:
        full: everything must be redrawn (first observation, another seat, a cleared table).
        zones: keys of the zones whose cards changed.
        turn: the turn, turn player, phase or step changed.
        values: the players' values changed.
        decision: the pending decision (of this seat) changed.
        log_from: the first log line that changed (the length of the unchanged prefix).
        outcome: the game ended or was un-ended (undo).
    """

    full: bool = False
    zones: tuple[str, ...] = ()
    turn: bool = False
    values: bool = False
    decision: bool = False
    log_from: int = 0
    outcome: bool = False

    @property
    def empty(self) -> bool:
        return not (self.full or self.zones or self.turn or self.values or self.decision or self.outcome)


FULL = ObservationDiff(full=True, turn=True, values=True, decision=True, outcome=True)


def diff_observations(old: Observation | None, new: Observation | None) -> ObservationDiff:
    """The difference from ``old`` to ``new`` (``None``: no observation, a covered table)."""
    if old is None or new is None or old.viewer != new.viewer or old.game != new.game:
        zones = tuple(new.zones) if new is not None else ()
        return ObservationDiff(True, zones, True, True, True, 0, True)
    changed = tuple(
        key for key, zone in new.zones.items() if key not in old.zones or old.zones[key].cards != zone.cards
    )
    return ObservationDiff(
        full=False,
        zones=changed,
        turn=(old.turn, old.turn_player, old.phase, old.step)
        != (new.turn, new.turn_player, new.phase, new.step),
        values=old.values != new.values,
        decision=old.decision != new.decision or old.waiting_for != new.waiting_for,
        log_from=common_prefix(old.log, new.log),
        outcome=old.outcome != new.outcome,
    )


def common_prefix(old: Sequence[T], new: Sequence[T]) -> int:
    """The length of the longest common prefix of ``old`` and ``new``."""
    limit = min(len(old), len(new))
    if list(old[:limit]) == list(new[:limit]):  # the usual case: lines were appended
        return limit
    index = 0
    while index < limit and old[index] == new[index]:
        index += 1
    return index


@dataclass(frozen=True)
class SequenceEdit:
    """One edit turning a list into another: rows ``start`` .. ``start + removed - 1`` go,
    ``inserted`` new rows take their place, and ``changed`` rows before or after keep their place
    but changed value (``changed`` are indexes into the new list)."""

    start: int
    removed: int
    inserted: int
    changed: tuple[int, ...] = ()


def sequence_edit(old: Sequence[T], new: Sequence[T]) -> SequenceEdit:
    """The smallest single-block edit from ``old`` to ``new``.

    Keeps the common prefix and suffix; when both lists have the same length, rows that
    differ in place are reported as ``changed`` instead of removed and inserted, so a
    card turned sideways stays the same row of a model.
    """
    if len(old) == len(new):
        changed = tuple(i for i, (a, b) in enumerate(zip(old, new)) if a != b)
        return SequenceEdit(len(old), 0, 0, changed)
    prefix = common_prefix(old, new)
    suffix = 0
    while (
        suffix < len(old) - prefix
        and suffix < len(new) - prefix
        and old[len(old) - 1 - suffix] == new[len(new) - 1 - suffix]
    ):
        suffix += 1
    return SequenceEdit(prefix, len(old) - prefix - suffix, len(new) - prefix - suffix)
