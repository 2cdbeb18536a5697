"""Weiß Schwarz zones (M 3) and the stage geometry (M 3.6.4–3.6.6, 3.7.1.1).

Every zone exists once per player (M 3.1.1). Visibility follows the manual:

- library (3.2.2) and stock (3.10.2) are closed to everybody, the owner included;
- the hand is closed but its owner sees it (3.3.2);
- waiting room, stage, clock, level, climax, memory and resolution zone are open; face-down
  level and memory cards may be looked at by their owner only (M 3.9.2.2, 3.12.2.2);
- a marker zone is closed and its cards lie face down unless an effect puts them face up
  (3.7.2, 3.7.2.1), so face-down markers are hidden from both players.

The stage is one zone with five slots; the marker zone has the same five slots and follows the
stage (``linked_to``): markers sit at their character's slot and move with it (3.7.3).

Layout hints are in card units on the owner's half of the table, y growing towards the owner.
"""

from __future__ import annotations

from typing import Final

from desktop_app.engine.zones import FaceDownSeenBy, SlotSpec, Visibility, ZoneSpec

FRONT_ROW: Final = ("FL", "FC", "FR")
BACK_ROW: Final = ("BL", "BR")
SLOTS: Final = FRONT_ROW + BACK_ROW

#: M 3.6.5: front left and centre are in front of back left; centre and right of back right.
#: M 3.6.6: my front left faces the opponent's front right, centre faces centre.
SLOT_SPECS = (
    SlotSpec("FL", "front", 0, in_front_of=("BL",), opposite="FR"),
    SlotSpec("FC", "front", 1, in_front_of=("BL", "BR"), opposite="FC"),
    SlotSpec("FR", "front", 2, in_front_of=("BR",), opposite="FL"),
    SlotSpec("BL", "back", 0),
    SlotSpec("BR", "back", 1),
)
OPPOSITE = {spec.name: spec.opposite for spec in SLOT_SPECS if spec.opposite}
IN_FRONT_OF = {spec.name: spec.in_front_of for spec in SLOT_SPECS}
#: the reverse of IN_FRONT_OF: the slots a back-row slot is behind (M 3.6.5)
BEHIND = {back: tuple(s for s in FRONT_ROW if back in IN_FRONT_OF[s]) for back in BACK_ROW}

STAND: Final = "stand"
REST: Final = "rest"
REVERSE: Final = "reverse"

LIBRARY: Final = "library"
HAND: Final = "hand"
WAITING_ROOM: Final = "waiting_room"
STAGE: Final = "stage"
MARKER: Final = "marker"
CLOCK: Final = "clock"
LEVEL: Final = "level"
STOCK: Final = "stock"
CLIMAX: Final = "climax"
MEMORY: Final = "memory"
RESOLUTION: Final = "resolution"

ZONES = (
    ZoneSpec(
        LIBRARY,
        "Library",
        visibility=Visibility.HIDDEN,
        face_up=False,
        display="pile",
        layout=(7.2, 0.0, 1, 1),
    ),
    # no order: the backs the opponent sees carry none (observation.view_order)
    ZoneSpec(
        HAND, "Hand", visibility=Visibility.OWNER, ordered=False, display="fan", layout=(1.2, 3.4, 7.2, 1)
    ),
    ZoneSpec(WAITING_ROOM, "Waiting Room", display="pile", layout=(8.4, 0.0, 1, 1)),
    ZoneSpec(
        STAGE,
        "Stage",
        ordered=False,
        slots=SLOT_SPECS,
        states=(STAND, REST, REVERSE),
        display="slots",
        layout=(2.8, 0.0, 4.2, 2.2),
    ),
    ZoneSpec(
        MARKER,
        "Markers",
        face_up=False,
        slots=SLOT_SPECS,
        linked_to=STAGE,
        display="stack",
        layout=(2.8, 0.0, 4.2, 2.2),
    ),
    ZoneSpec(CLOCK, "Clock", display="row", layout=(1.2, 2.3, 5.8, 1)),
    ZoneSpec(
        LEVEL,
        "Level",
        face_down_seen_by=FaceDownSeenBy.OWNER,
        display="stack",
        layout=(0.0, 2.3, 1, 1),
    ),
    ZoneSpec(
        STOCK, "Stock", visibility=Visibility.HIDDEN, face_up=False, display="pile", layout=(0.0, 0.0, 1, 1)
    ),
    ZoneSpec(CLIMAX, "Climax", display="row", layout=(1.2, 0.6, 1.4, 1)),
    ZoneSpec(
        MEMORY,
        "Memory",
        ordered=False,
        face_down_seen_by=FaceDownSeenBy.OWNER,
        display="row",
        layout=(8.4, 1.1, 1, 1),
    ),
    ZoneSpec(RESOLUTION, "Resolution", display="row", layout=(7.2, 1.1, 1, 1)),
)
