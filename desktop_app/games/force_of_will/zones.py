"""The zones of Force of Will (FoW 300–315, 1415) and where the table draws them.

Decisions:
- **The field is one zone by the rules (FoW 307.2), drawn as each player's own rows.** The
  table needs each player's entities on that player's side, and "your field" means the
  entities you control (307.8a). So every player has a ``field`` (J-ruler, resonators,
  additions, regalia) and a ``stones`` row (magic stones, the "magic stone area" of the
  play mat); together, both players' rows are the one field. Which row a card is in is who
  controls it. A move between any of these rows (a change of control, a stone becoming a
  resonator) is no change of zone, and a move between them and a ruler area keeps the card
  and its orientation (302.3): ``FIELD_ZONES`` and ``Ruleset.keeps_identity``.
- The chase (312) is shared, drawn once in the band between the two halves.
- The J-ruler side of a ruler in the ruler area is its face-down side, which only its
  controller may see (308.6): the ruler card shows its ruler side to both players and the
  other side is not in anyone's view until the card is turned over (see ``rules``).
- The lifebreak area (1415.1a) exists for the optional Valhalla rules (option ``valhalla``).

Cards in the field and the ruler areas are ``recovered`` or ``rested`` (303.1, 307.3, 308.3).
"""

from __future__ import annotations

from desktop_app.engine.zones import FaceDownSeenBy, Visibility, ZoneSpec

#: orientations (FoW 303.1); cards enter recovered (303.1b)
STATES = ("recovered", "rested")

ZONES = (
    # FoW 304: hidden, ordered
    ZoneSpec(
        "deck", "Main deck", visibility=Visibility.HIDDEN, face_up=False, display="pile", layout=(9, 0, 1, 1)
    ),
    # FoW 305: hidden, ordered
    ZoneSpec(
        "stone_deck",
        "Magic stone deck",
        visibility=Visibility.HIDDEN,
        face_up=False,
        display="pile",
        layout=(0, 1.2, 1, 1),
    ),
    # FoW 306: hidden, the owner sees it; maximum hand size 7 (306.3)
    ZoneSpec(
        "hand", "Hand", visibility=Visibility.OWNER, ordered=False, display="fan", layout=(1, 2.4, 7, 1)
    ),
    # FoW 307 (part): J-ruler, resonators, additions and regalia of this player
    ZoneSpec("field", "Field", ordered=False, states=STATES, display="row", layout=(1, 0, 7, 1.2)),
    # FoW 307 (part): magic stones of this player
    ZoneSpec("stones", "Magic stones", ordered=False, states=STATES, display="row", layout=(1, 1.2, 5, 1)),
    # FoW 308: public; the face-down side only for its controller (308.6)
    ZoneSpec(
        "ruler_area",
        "Ruler area",
        ordered=False,
        capacity=1,
        states=STATES,
        face_down_seen_by=FaceDownSeenBy.CONTROLLER,
        display="row",
        layout=(6, 1.2, 1, 1),
    ),
    # FoW 309: public, new cards on top
    ZoneSpec("graveyard", "Graveyard", display="pile", layout=(9, 1.2, 1, 1)),
    # FoW 310: face down, only the owner sees the faces; the order is public
    ZoneSpec(
        "standby",
        "Standby area",
        visibility=Visibility.OWNER,
        face_up=False,
        display="row",
        layout=(0, 0, 1, 1),
    ),
    # FoW 311: public; a card removed face down is hidden (311.2a)
    ZoneSpec(
        "removed",
        "Removed area",
        ordered=False,
        face_down_hidden=True,
        display="pile",
        layout=(10, 1.2, 1, 1),
    ),
    # FoW 312: one chase for both players, ordered (the last card is the top)
    ZoneSpec("chase", "Chase", shared=True, display="stack", layout=(4, 0, 4, 1)),
    # FoW 313: will coins, gems, cards attached to a J/ruler
    ZoneSpec("item_area", "Item area", ordered=False, display="row", layout=(7, 1.2, 2, 1)),
    # FoW 314: hidden, the owner sees it
    ZoneSpec(
        "extra",
        "Extra deck",
        visibility=Visibility.OWNER,
        ordered=False,
        display="pile",
        layout=(10, 0, 1, 1),
    ),
    # FoW 315: hidden, the owner sees it; a rune is revealed by the manual "reveal"
    ZoneSpec(
        "rune_area",
        "Rune area",
        visibility=Visibility.OWNER,
        ordered=False,
        display="pile",
        layout=(11, 0, 1, 1),
    ),
    # FoW 1415.1a-i: hidden, ordered (Valhalla rules only)
    ZoneSpec(
        "lifebreak",
        "Lifebreak area",
        visibility=Visibility.HIDDEN,
        face_up=False,
        display="pile",
        layout=(11, 1.2, 1, 1),
    ),
)

#: the zones that are the field (FoW 307) and the ruler areas (308), between which a card
#: stays the same card (302.3)
FIELD_ZONES = ("field", "stones")
RULER_AREA = "ruler_area"
ITEM_AREA = "item_area"
RUNE_AREA = "rune_area"
