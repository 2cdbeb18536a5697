"""The zones of Luck & Logic (L&L 4.2–4.19) and where the table draws them.

Every zone is per player (L&L 4.1.1) except the Resolution Zone, whose owner the rules leave
unstated (digest §11.14): it is one shared zone in the middle of the table, like a stack.

**The Field (4.4).** A player's six circles are one zone, ``circles``, with the slots FL, FC,
FR (front row) and BL, BC, BR (back row), left to right from the owner's seat (4.4.2.1). The
six Gate Zones are the zone ``gate_zones`` with the same slot names; a circle and the Gate
Zone of the same slot correspond (4.4.2.2), so the Gate Zones have no layout of their own:
the table draws each gate at its circle's place (``linked_to``). Each front slot is in
front of the back slot of its column (4.4.3.1), and a player's front slots face the
opponent's front slots across the table, FL opposite FR, FC opposite FC, FR opposite FL
(4.4.4.3). A member with territory 2 or 4 lies in several
circles at once (2.10.2, 2.10.3): its ``Card.slots`` names them all, two neighbouring circles
(FL+FC, FC+FR, BL+BC, BC+BR or a front/back pair) for territory 2, the centre column and one
side column (FL+FC+BL+BC or FC+FR+BC+BR) for territory 4. Manual moves take any slots.

**Soul (4.15).** Soul cards lie in the ``soul`` zone, attached to their member
(``Card.attached_to``) at its slots; the table draws them at its place too (``linked_to``).
The Resolution Zone sits in the band between the two halves.

Orientation (standing, rested) matters in the circles, Gate Zones, Level Zone and My
Logicalist Zone (4.2.1.2, 4.3.1.1, 4.7.1.2, 4.18); cards enter standing (4.1.3.1.3).
"""

from __future__ import annotations

from desktop_app.engine.zones import FaceDownSeenBy, SlotSpec, Visibility, ZoneSpec

#: orientations (L&L 4.1.3.1); cards enter standing
STATES = ("standing", "rested")

#: the six locations (L&L 4.4.2.1), front row first
FIELD_SLOTS = (
    SlotSpec("FL", "front", 0, in_front_of=("BL",), opposite="FR"),
    SlotSpec("FC", "front", 1, in_front_of=("BC",), opposite="FC"),
    SlotSpec("FR", "front", 2, in_front_of=("BR",), opposite="FL"),
    SlotSpec("BL", "back", 0),
    SlotSpec("BC", "back", 1),
    SlotSpec("BR", "back", 2),
)
SLOT_NAMES = tuple(slot.name for slot in FIELD_SLOTS)

ZONES = (
    # L&L 4.2: open; face-down Set cards are seen by their controller (4.2.1.2, 5.24.4)
    ZoneSpec(
        "circles",
        "Circles",
        ordered=False,
        slots=FIELD_SLOTS,
        states=STATES,
        face_down_seen_by=FaceDownSeenBy.CONTROLLER,
        display="slots",
        layout=(2, 0, 3, 2),
    ),
    # L&L 4.3: closed: face-down gates are seen by nobody; a destroyed gate is face up
    ZoneSpec(
        "gate_zones",
        "Gate Zones",
        ordered=False,
        face_up=False,
        slots=FIELD_SLOTS,
        states=STATES,
        linked_to="circles",
        display="slots",
    ),
    # L&L 4.15: open; each card attached to its member
    ZoneSpec(
        "soul",
        "Soul Zone",
        ordered=False,
        slots=FIELD_SLOTS,
        linked_to="circles",
        display="stack",
    ),
    # L&L 4.5: closed, ordered
    ZoneSpec(
        "deck", "Deck", visibility=Visibility.HIDDEN, face_up=False, display="pile", layout=(6, 0, 1, 1)
    ),
    # L&L 4.6: the owner sees it; Hand Limit 8 (4.6.3.1)
    ZoneSpec("hand", "Hand", visibility=Visibility.OWNER, ordered=False, display="fan", layout=(1, 3, 6, 1)),
    # L&L 4.7: open; face-down cards only for their owner; Level Limit 4 (4.7.2)
    ZoneSpec(
        "level",
        "Level Zone",
        ordered=False,
        capacity=4,
        states=STATES,
        face_down_seen_by=FaceDownSeenBy.OWNER,
        display="row",
        layout=(0, 0, 1, 2),
    ),
    # L&L 4.8: closed, ordered; face-up Stock cards are public
    ZoneSpec("stock", "Stock", face_up=False, display="stack", layout=(1, 0, 1, 2)),
    # L&L 4.9: open
    ZoneSpec("drop", "Drop Zone", ordered=False, display="pile", layout=(6, 1, 1, 1)),
    # L&L 4.10: open; the face-down leftover gates are seen by nobody (6.2.1.5.1)
    ZoneSpec("remove", "Remove Zone", ordered=False, display="pile", layout=(7, 0, 1, 1)),
    # L&L 4.11: closed, nobody looks
    ZoneSpec(
        "refresh",
        "Refresh Zone",
        visibility=Visibility.HIDDEN,
        ordered=False,
        face_up=False,
        display="pile",
        layout=(6, 2, 1, 1),
    ),
    # L&L 4.12: open, ordered; both players may see face-down faces
    ZoneSpec(
        "battle", "Battle Zone", face_down_seen_by=FaceDownSeenBy.EVERYONE, display="row", layout=(5, 0, 1, 1)
    ),
    # L&L 4.13: open, ordered; both players may see face-down faces
    ZoneSpec(
        "paradox",
        "Paradox Zone",
        face_down_seen_by=FaceDownSeenBy.EVERYONE,
        display="row",
        layout=(5, 1, 1, 1),
    ),
    # L&L 4.14: open
    ZoneSpec("intercept", "Intercept Zone", ordered=False, display="row", layout=(2, 2, 3, 1)),
    # L&L 4.16: open, ordered; shared (see the module docstring)
    ZoneSpec("resolution", "Resolution Zone", shared=True, display="stack", layout=(3, 0, 2, 1)),
    # L&L 4.17: open
    ZoneSpec("purge", "Purge Zone", ordered=False, display="pile", layout=(5, 2, 1, 1)),
    # L&L 4.18: open, 0 or 1 card; set out face down, seen by its owner (6.2.1.2)
    ZoneSpec(
        "my_logicalist",
        "My Logicalist Zone",
        ordered=False,
        capacity=1,
        states=STATES,
        face_down_seen_by=FaceDownSeenBy.OWNER,
        display="row",
        layout=(0, 2, 1, 1),
    ),
    # L&L 4.19: closed; face-up cards public, the owner sees their own face-down ones
    ZoneSpec(
        "tool",
        "Tool Zone",
        ordered=False,
        face_up=False,
        capacity=4,
        face_down_seen_by=FaceDownSeenBy.OWNER,
        display="pile",
        layout=(1, 2, 1, 1),
    ),
)

#: the zones the Stand Phase stands (L&L 7.2.4): the Field and the Level Zone
STOOD_ZONES = ("circles", "gate_zones", "level")
