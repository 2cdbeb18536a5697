"""Where each zone goes on the table: the game's playmat, else its zone declarations.

A zone's place is ``(x, y, w, h)`` in card widths and heights on its owner's half, ``y``
growing towards the owner: the game's landscape playmat (``playmats.py``) where there is
one, else the zone's ``layout``. One unit here is a card plus a margin (``UNIT_W`` x
``UNIT_H``) and a zone's label runs up its left edge (``LABEL_SIDE``), so rows of
cards take no more height than the cards. The seat in front of the screen sits at the
bottom; the other half is the same layout turned half a turn (mirrored left-right and
top-bottom), so what faces each other on a real table faces each other here (WS: my
front-left slot is opposite the opponent's front-right); its outermost row (the hand) is
drawn at ``COMPACT`` size. Shared zones (the Force of Will chase) straddle the middle at a
playmat's column, or go in a band across the middle. Zones with no place are lined up in a
column at the right.

Within a zone with slots, the area beside the label is divided evenly: rows run from the
table's middle towards the owner (``front`` first), and each row's slots are centred, so two
back-row slots sit behind the gaps of three front-row ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from desktop_app.bridge import ZoneSpec, zone_key
from desktop_app.ui.scene.playmats import COMPACT, Playmat

#: A card's size in scene units (63 x 88 mm, rounded).
CARD_W = 100.0
CARD_H = 140.0
#: The strip along a zone's left edge (its owner's left) that holds its label.
LABEL_SIDE = 18.0
#: The label strip of a zone lower than ``SHORT_ZONE``: two lines of its label.
LABEL_SIDE_SHORT = 34.0
#: One layout unit (a card width or height in the games' layouts) plus a margin.
UNIT_W = CARD_W + LABEL_SIDE + 6.0
UNIT_H = CARD_H + 8.0
#: A zone lower than this (a row drawn at half size) has the wide label strip.
SHORT_ZONE = 0.75 * UNIT_H
#: The gap between the two halves (and around the shared band).
MIDDLE_GAP = 40.0
#: Empty border around everything: room for a highlighted card's outline (``OUTLINE_REACH``)
#: and no more, since every unit of the table's height is taken from its cards' size.
MARGIN = 8.0


@dataclass(frozen=True)
class ZonePlacement:
    """One zone instance's place on the table.

    Attributes:
        key: the zone key (``p1.hand``; ``chase`` for a shared zone).
        spec: its declaration.
        owner: its player, ``None`` for a shared zone.
        rect: its area in scene coordinates (empty for a zone drawn only under another's slots).
        top: on the top half (the other seat's side), drawn mirrored.
        card_scale: the size its cards are drawn at (``COMPACT`` for the other seat's hand).
        display: how its cards lie (the playmat's choice, else ``spec.display``).
    """

    key: str
    spec: ZoneSpec
    owner: int | None
    rect: QRectF
    top: bool
    card_scale: float = 1.0
    display: str = ""

    def __post_init__(self) -> None:
        if not self.display:
            object.__setattr__(self, "display", self.spec.display)

    @property
    def body(self) -> QRectF:
        """Where its cards lie: its area less the label strip."""
        return body_of(self.rect)


@dataclass(frozen=True)
class SlotPlacement:
    """One slot's place: its name and its area in scene coordinates."""

    name: str
    rect: QRectF

    @property
    def card_centre(self) -> QPointF:
        return slot_centre_in(self.rect)


def label_side(rect: QRectF) -> float:
    """The width of the label strip of a zone at ``rect``: two lines' worth in a zone less
    than a card high (the other seat's outermost row, at half size), whose edge is too short
    for most labels on one line ("Item area" was cut to "Item ar…")."""
    return LABEL_SIDE_SHORT if rect.height() < SHORT_ZONE else LABEL_SIDE


def body_of(rect: QRectF) -> QRectF:
    """``rect`` less the label strip at its left (on both halves, so that a centred zone's
    slots line up with the facing ones across the table)."""
    return rect if rect.isEmpty() else rect.adjusted(label_side(rect), 0, 0, 0)


def card_centre_in(area: QRectF) -> QPointF:
    """Where a card sits in a zone's area: centred beside the label strip."""
    return body_of(area).center()


def slot_centre_in(cell: QRectF) -> QPointF:
    """Where a card sits in a slot's cell (slots lie beside the label strip already)."""
    return cell.center()


class TableGeometry:
    """The table's layout for one bottom seat (see the module docstring).

    Args:
        zones: the game's zone declarations.
        bottom: the seat drawn at the bottom (the seat in front of the screen).
        playmat: the game's landscape layout (``None``: the zones' own ``layout``).
    """

    def __init__(self, zones: Sequence[ZoneSpec], bottom: int, playmat: Playmat | None = None) -> None:
        self.zones = tuple(zones)
        self.bottom = bottom
        self.playmat = playmat
        places = [place for spec in self.zones if not spec.shared and (place := self._layout(spec))]
        self.half_w = max((x + w for x, _, w, _ in places), default=8.0)
        self.half_h = max((y + h for _, y, _, h in places), default=3.0)
        shared = [spec for spec in self.zones if spec.shared and not self._straddles(spec)]
        self.band_h = max((spec.layout[3] if spec.layout else 1.0 for spec in shared), default=0.0)
        self._placements: dict[str, ZonePlacement] = {}
        self._place()

    def _layout(self, spec: ZoneSpec) -> tuple[float, float, float, float] | None:
        """The zone's place in cards: the playmat's, else its own (a zone linked to another's
        slots has none of its own when there is a playmat)."""
        if self.playmat is None:
            return spec.layout
        return self.playmat.places.get(spec.name)

    def _straddles(self, spec: ZoneSpec) -> bool:
        return self.playmat is not None and spec.name in self.playmat.shared

    # ------------------------------------------------------------------ zones
    def _half_origin(self) -> float:
        """The scene y of the bottom half's top edge (the top half mirrors about y = 0)."""
        return self.band_h * UNIT_H / 2 + MIDDLE_GAP / 2

    def _place(self) -> None:
        origin = self._half_origin()
        spare_x = self.half_w + 0.25
        spare_row = {0: 0.0, 1: 0.0}
        for spec in self.zones:
            if spec.shared:
                if self.playmat is not None and spec.name in self.playmat.shared:
                    x, h = self.playmat.shared[spec.name]
                    w = 1.0
                else:
                    x, _, w, h = spec.layout or ((self.half_w - 1) / 2, 0.0, 1.0, 1.0)
                rect = QRectF(x * UNIT_W, -h * UNIT_H / 2, w * UNIT_W, h * UNIT_H)
                self._placements[spec.name] = ZonePlacement(spec.name, spec, None, rect, False)
                continue
            layout = self._layout(spec)
            for player in (0, 1):
                top = player != self.bottom
                scale = COMPACT if self.playmat is not None and spec.name in self.playmat.small else 1.0
                if layout is not None:
                    x, y, w, h = layout
                    if top and self.playmat is not None and y + h >= self.half_h and y >= self.half_h - 1:
                        # the other seat's outermost row (its hand): backs, drawn small
                        h, scale = h * COMPACT, COMPACT
                elif spec.linked_to is not None:
                    x, y, w, h = 0.0, 0.0, 0.0, 0.0
                else:
                    x, y, w, h = spare_x, spare_row[player], 1.0, 1.0
                    spare_row[player] += 1.0
                if w == 0 or h == 0:
                    rect = QRectF()
                elif top:
                    rect = QRectF(
                        (self.half_w - x - w) * UNIT_W, -origin - (y + h) * UNIT_H, w * UNIT_W, h * UNIT_H
                    )
                else:
                    rect = QRectF(x * UNIT_W, origin + y * UNIT_H, w * UNIT_W, h * UNIT_H)
                key = zone_key(player, spec.name)
                display = self.playmat.displays.get(spec.name, "") if self.playmat is not None else ""
                self._placements[key] = ZonePlacement(key, spec, player, rect, top, scale, display)

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
    body = body_of(rect)
    cell_w, cell_h = body.width() / columns, body.height() / len(rows)
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
            cell = QRectF(body.left() + column * cell_w, body.top() + row_at * cell_h, cell_w, cell_h)
            places.append(SlotPlacement(slot.name, cell))
    return places
