"""Where each zone goes on the table, from the game's zone declarations.

A zone's ``layout`` is ``(x, y, w, h)`` in cells on its owner's half, ``y`` growing towards
the owner. The seat in front of the screen sits at the bottom; the other half is the same
layout turned half a turn (mirrored left-right and top-bottom), so what faces each other on
a real table faces each other here (WS: my front-left slot is opposite the opponent's
front-right). Shared zones (the Force of Will chase) go in a band across the middle. Zones
with no layout are lined up in a column at the right.

Within a zone with slots, rows run from the table's middle towards the owner (``front``
first) and each row's slots are centred, so two back-row slots sit behind the gaps of
three front-row ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from desktop_app.bridge import PLAYER_PREFIXES, ZoneSpec, zone_key

#: A card's size in scene units (63 x 88 mm, rounded).
CARD_W = 100.0
CARD_H = 140.0
#: A layout cell: a card plus room for a rested card's width and the zone label.
CELL_W = 148.0
CELL_H = 172.0
#: The strip at the top of a zone (towards the middle) that holds its label.
LABEL_STRIP = 22.0
#: The gap between the two halves (and around the shared band).
MIDDLE_GAP = 36.0
#: Empty border around everything.
MARGIN = 30.0


@dataclass(frozen=True)
class ZonePlacement:
    """One zone instance's place on the table.

    Attributes:
        key: the zone key (``p1.hand``; ``chase`` for a shared zone).
        spec: its declaration.
        owner: its player, ``None`` for a shared zone.
        rect: its area in scene coordinates (empty for a zone drawn only under another's slots).
        top: on the top half (the other seat's side), drawn mirrored.
    """

    key: str
    spec: ZoneSpec
    owner: int | None
    rect: QRectF
    top: bool


@dataclass(frozen=True)
class SlotPlacement:
    """One slot's place: its name and its area in scene coordinates."""

    name: str
    rect: QRectF

    @property
    def card_centre(self) -> QPointF:
        return card_centre_in(self.rect)


def card_centre_in(cell: QRectF) -> QPointF:
    """Where a card sits in a cell: centred below the label strip."""
    return QPointF(cell.center().x(), cell.top() + LABEL_STRIP / 2 + cell.height() / 2)


class TableGeometry:
    """The table's layout for one bottom seat (see the module docstring).

    Args:
        zones: the game's zone declarations.
        bottom: the seat drawn at the bottom (the seat in front of the screen).
    """

    def __init__(self, zones: Sequence[ZoneSpec], bottom: int) -> None:
        self.zones = tuple(zones)
        self.bottom = bottom
        laid = [spec for spec in self.zones if spec.layout is not None and not spec.shared]
        self.half_w = max((spec.layout[0] + spec.layout[2] for spec in laid if spec.layout), default=8.0)
        self.half_h = max((spec.layout[1] + spec.layout[3] for spec in laid if spec.layout), default=3.0)
        shared = [spec for spec in self.zones if spec.shared]
        self.band_h = max((spec.layout[3] if spec.layout else 1.0 for spec in shared), default=0.0)
        self._placements: dict[str, ZonePlacement] = {}
        self._place()

    # ------------------------------------------------------------------ zones
    def _half_origin(self) -> float:
        """The scene y of the bottom half's top edge (the top half mirrors about y = 0)."""
        return self.band_h * CELL_H / 2 + MIDDLE_GAP / 2

    def _place(self) -> None:
        origin = self._half_origin()
        spare_x = self.half_w + 0.25
        spare_row = {0: 0.0, 1: 0.0}
        for spec in self.zones:
            if spec.shared:
                x, _, w, h = spec.layout or ((self.half_w - 1) / 2, 0.0, 1.0, 1.0)
                rect = QRectF(x * CELL_W, -h * CELL_H / 2, w * CELL_W, h * CELL_H)
                self._placements[spec.name] = ZonePlacement(spec.name, spec, None, rect, False)
                continue
            for player in (0, 1):
                top = player != self.bottom
                if spec.layout is not None:
                    x, y, w, h = spec.layout
                elif spec.linked_to is not None:
                    x, y, w, h = 0.0, 0.0, 0.0, 0.0
                else:
                    x, y, w, h = spare_x, spare_row[player], 1.0, 1.0
                    spare_row[player] += 1.0
                if w == 0 or h == 0:
                    rect = QRectF()
                elif top:
                    rect = QRectF(
                        (self.half_w - x - w) * CELL_W, -origin - (y + h) * CELL_H, w * CELL_W, h * CELL_H
                    )
                else:
                    rect = QRectF(x * CELL_W, origin + y * CELL_H, w * CELL_W, h * CELL_H)
                key = zone_key(player, spec.name)
                self._placements[key] = ZonePlacement(key, spec, player, rect, top)

    def placements(self) -> list[ZonePlacement]:
        """Every zone instance's placement, in declaration order (P1's before P2's)."""
        return list(self._placements.values())

    def placement(self, key: str) -> ZonePlacement:
        return self._placements[key]

    def scene_rect(self) -> QRectF:
        """Everything, with a margin."""
        area = QRectF()
        for placement in self._placements.values():
            if not placement.rect.isEmpty():
                area = area.united(placement.rect)
        return area.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)

    def middle_y(self) -> float:
        return 0.0

    # ------------------------------------------------------------------ slots
    def slots(self, key: str) -> list[SlotPlacement]:
        """The slot places of zone ``key`` (the linked zone's, for a zone linked to another)."""
        placement = self._placements[key]
        spec = placement.spec
        if spec.linked_to is not None and not spec.slots:
            return []
        if spec.linked_to is not None and placement.rect.isEmpty():
            owner = placement.owner
            host = self._placements.get(
                zone_key(owner, spec.linked_to) if owner is not None else spec.linked_to
            )
            if host is None:
                return []
            return self.slots(host.key)
        return slot_places(spec, placement.rect, placement.top)


def slot_places(spec: ZoneSpec, rect: QRectF, top: bool) -> list[SlotPlacement]:
    """The places of ``spec``'s slots inside ``rect`` (see the module docstring)."""
    if not spec.slots:
        return []
    rows: list[str] = []
    for slot in spec.slots:
        if slot.row not in rows:
            rows.append(slot.row)
    rows.sort(key=lambda row: 0 if row == "front" else 1)
    by_row = {row: sorted((s for s in spec.slots if s.row == row), key=lambda s: s.column) for row in rows}
    columns = max(len(slots) for slots in by_row.values())
    grid_w, grid_h = columns * CELL_W, len(rows) * CELL_H
    left = rect.left() + (rect.width() - grid_w) / 2
    upper = rect.top() + (rect.height() - grid_h) / 2
    places: list[SlotPlacement] = []
    for row_index, row in enumerate(rows):
        slots = by_row[row]
        offset = (columns - len(slots)) / 2
        for index, slot in enumerate(slots):
            column = offset + index
            if top:  # turned half a turn: their left is our right, their front is our bottom
                column = columns - 1 - column
                row_at = len(rows) - 1 - row_index
            else:
                row_at = row_index
            places.append(
                SlotPlacement(
                    slot.name, QRectF(left + column * CELL_W, upper + row_at * CELL_H, CELL_W, CELL_H)
                )
            )
    return places


def seat_label(player: int) -> str:
    return PLAYER_PREFIXES[player].upper()
