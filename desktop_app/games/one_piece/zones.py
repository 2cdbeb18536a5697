"""The areas of ONE PIECE CARD GAME (OP 3-1-1) and where the table draws them.

Every area is per player (OP 3-1-3). The layout follows the official play sheet, from the
owner's seat (y grows towards the owner): the Life area on the left, the Character area of
five beside it with the deck and trash on the right; the Leader and Stage areas below the
Characters; the DON!! deck and the cost area nearest the owner; the hand below the table.

Cards take the states ``active`` and ``rested`` in the Leader, Character, Stage and cost
areas (OP 4-4). A DON!! card given to a Leader or Character (OP 6-5-5-1) lies in that card's
area, attached to it (``Card.attached_to``), at its slot, in no state (OP 4-4-2); the
capacities count the cards the area is for (one Leader, five Characters, one Stage), not the
DON!! given to them. ``no_area`` holds a card while its [Trigger] resolves (OP 10-1-5-3):
it is in no area of the rules, and no effect that counts an area's cards sees it.
"""

from __future__ import annotations

from desktop_app.engine.zones import FaceDownSeenBy, SlotSpec, Visibility, ZoneSpec

#: the orientations of cards on the field (OP 4-4-1); cards enter active (3-7-5, 3-8-4, 3-9-3)
FIELD_STATES = ("active", "rested")

#: the Character area's five places; the rules do not order Characters (3-7-2), the table does
CHARACTER_SLOTS = tuple(SlotSpec(f"C{n}", "front", n - 1) for n in range(1, 6))

ZONES = (
    # OP 3-2-2: secret, face down, nobody looks or reorders
    ZoneSpec(
        "deck",
        "Deck",
        visibility=Visibility.HIDDEN,
        face_up=False,
        capacity=50,
        display="pile",
        layout=(6.5, 0, 1, 1),
    ),
    # OP 3-3-2: an open area of face-down cards that both players may view
    ZoneSpec(
        "don_deck",
        "DON!! deck",
        face_up=False,
        face_down_seen_by=FaceDownSeenBy.EVERYONE,
        capacity=10,
        display="pile",
        layout=(0, 2, 1, 1),
    ),
    # OP 3-4-2, 3-4-3: secret to the opponent, free to view and order for the owner; no hand limit
    ZoneSpec("hand", "Hand", visibility=Visibility.OWNER, ordered=False, display="fan", layout=(1, 3, 6, 1)),
    # OP 3-5-2: open, face up, new cards on top
    ZoneSpec("trash", "Trash", display="pile", layout=(6.5, 1, 1, 1)),
    # OP 3-6: one Leader, face up, never leaves
    ZoneSpec(
        "leader",
        "Leader area",
        ordered=False,
        capacity=1,
        states=FIELD_STATES,
        display="row",
        layout=(2.5, 1, 1, 1),
    ),
    # OP 3-7: up to five Characters, face up, enter active
    ZoneSpec(
        "character",
        "Character area",
        ordered=False,
        capacity=5,
        slots=CHARACTER_SLOTS,
        states=FIELD_STATES,
        display="slots",
        layout=(1, 0, 5, 1),
    ),
    # OP 3-8: one Stage, face up, enters active
    ZoneSpec(
        "stage",
        "Stage area",
        ordered=False,
        capacity=1,
        states=FIELD_STATES,
        display="row",
        layout=(4, 1, 1, 1),
    ),
    # OP 3-9: open; the owner orders it freely; DON!! enter active
    ZoneSpec(
        "cost",
        "Cost area",
        ordered=False,
        capacity=10,
        states=FIELD_STATES,
        display="row",
        layout=(1, 2, 5.5, 1),
    ),
    # OP 3-10-2: secret, face down, nobody looks or reorders; a face-up Life card is open (3-10-2-1)
    ZoneSpec("life", "Life area", face_up=False, display="stack", layout=(0, 0, 1, 2)),
    # OP 10-1-5-3 (B9): a card whose [Trigger] is being activated belongs to no area; the
    # table shows it here, face up, until it is trashed or its effect moves it
    ZoneSpec("no_area", "Revealed [Trigger]", display="row", layout=(6.5, 2, 1, 1)),
)
