"""Each game's playmat: where its zones lie on a landscape table, as players lay them out.

The games' own ``ZoneSpec.layout`` hints draw every table as a tall column (a hand row, two
or three rows of zones, then the other player's half turned round), which leaves a landscape
window mostly empty and the cards small. A playmat here lays each half out two rows deep
with the piles beside the play area, as on the games' official mats, and the hand as a third
row; the other seat's hand row is drawn at half size (``COMPACT``), since its cards are
backs. A zone's place is ``(x, y, w, h)`` in cards, ``y`` growing towards its owner from the
middle of the table, like ``ZoneSpec.layout``.

Shared zones (the Force of Will chase, the Luck & Logic Resolution Zone) straddle the middle
line at their ``x`` (with ``h`` cards of height, half on each side), in a column both halves
leave free in their front row (the other half is turned round: its column ``x`` is the
mirror one), so they cost no height.

A game without a playmat is drawn from its zone declarations; a zone a playmat does not
place goes into a spare column at the right.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

Place = tuple[float, float, float, float]

#: The other seat's outermost row (its hand) is drawn at this size.
COMPACT = 0.5


@dataclass(frozen=True)
class Playmat:
    """One game's landscape layout.

    Attributes:
        places: zone name -> ``(x, y, w, h)`` in cards (see the module docstring).
        shared: shared zone name -> ``(x, h)``: its column and height across the middle.
        small: the zones whose cards are drawn at ``COMPACT`` size (seldom-used piles).
        face_up_marks: zone name -> a word written across each face-up card there (an
            L&L gate turned face up is a destroyed gate, L&L 4.3, 8.2.10.2).
        displays: zone name -> how its cards lie here, where the playmat gives the zone more
            room than its own ``display`` was chosen for (the WS level zone: a cascade in a
            one-card column, side by side in the playmat's three).
    """

    places: Mapping[str, Place]
    shared: Mapping[str, tuple[float, float]] = field(default_factory=dict)
    small: frozenset[str] = frozenset()
    face_up_marks: Mapping[str, str] = field(default_factory=dict)
    displays: Mapping[str, str] = field(default_factory=dict)


PLAYMATS: dict[str, Playmat] = {
    # WS: the front stage faces the opponent's (my front-left opposite their front-right),
    # the climax area at its left, the deck and waiting room at its right; level and clock
    # along the back
    "weiss-schwarz": Playmat(
        {
            "memory": (0, 0, 1, 1),
            "stock": (1, 0, 1, 1),
            "climax": (2, 0, 1, 1),
            "stage": (3, 0, 3, 2),
            "resolution": (6, 0, 1, 1),
            "library": (7, 0, 1, 1),
            "waiting_room": (8, 0, 1, 1),
            "level": (0, 1, 3, 1),
            "clock": (6, 1, 3, 1),
            "hand": (0.5, 2, 8, 1),
        },
        # up to three level cards side by side, every name in sight (a cascade showed only
        # a sliver of each)
        displays={"level": "row"},
    ),
    # OP: characters in front, leader and stage behind them, DON!! along the back, life at
    # the left and deck and trash at the right; a rested card lies sideways (OP 4-4-1), so
    # the Character, Leader and Stage places are wide enough for one without hiding the next
    "one-piece": Playmat(
        {
            "life": (0, 0, 1, 2),
            "character": (1.2, 0, 7, 1),
            "deck": (8.3, 0, 1, 1),
            "leader": (1, 1, 1.5, 1),
            "stage": (2.5, 1, 1.5, 1),
            "cost": (4, 1, 3.3, 1),
            "don_deck": (7.3, 1, 1, 1),
            "trash": (8.3, 1, 1, 1),
            "hand": (0, 2, 8.3, 1),
            "no_area": (8.3, 2, 1, 1),  # a [Trigger] being revealed (OP 10-1-5-3)
        }
    ),
    # FoW: the field in front, the ruler and the magic stones behind, the decks and piles at
    # the right; the chase between the players at the right end (both halves leave that
    # column free). The ruler area is wide enough for a rested J/ruler (turned sideways, it
    # is wider than a card), and the stones get most of the row: a player has six to ten by
    # the late game, half of them rested at a time. Standby, runes, lifebreak and items sit
    # beside the hand (the other seat's are face down, or rare)
    "force-of-will": Playmat(
        {
            "field": (1, 0, 5, 1),
            "deck": (6, 0, 1, 1),
            "stone_deck": (7, 0, 1, 1),
            "ruler_area": (0, 1, 1.2, 1),
            "stones": (1.2, 1, 4.8, 1),
            "graveyard": (6, 1, 1, 1),
            "removed": (7, 1, 1, 1),
            "extra": (8, 1, 1, 1),
            "hand": (0, 2, 5, 1),
            "standby": (5, 2, 1, 1),
            "rune_area": (6, 2, 1, 1),
            "lifebreak": (7, 2, 1, 1),
            "item_area": (8, 2, 1, 1),
        },
        shared={"chase": (8, 1.6)},
    ),
    # L&L: the six circles in the middle, facing the opponent's; the Battle Zone (with the
    # Paradox Zone behind it) and the Intercept Zone on either side of them, where a battle
    # is fought; the Stock and the Level Zone at the left, the My Logicalist Zone, the Drop
    # Zone and the deck at the right; the hand has room for the Hand Limit of 8 side by side
    # (L&L 4.6.3.1), so the seldom-used piles beside it are drawn small
    "luck-and-logic": Playmat(
        {
            "stock": (0, 0.7, 1, 1.3),
            "level": (1, 0, 1, 2),
            "battle": (2, 0, 1, 1),
            "paradox": (2, 1, 1, 1),
            "circles": (3, 0, 3, 2),
            "intercept": (6, 0, 2, 1),
            "my_logicalist": (6, 1, 1, 1),
            "drop": (7, 1, 1, 1),
            "deck": (8, 0.7, 1, 1.3),
            "hand": (0, 2, 6.8, 1),
            "refresh": (6.8, 2, 0.55, 1),
            "purge": (7.35, 2, 0.55, 1),
            "remove": (7.9, 2, 0.55, 1),
            "tool": (8.45, 2, 0.55, 1),
        },
        shared={"resolution": (8, 1.3)},
        small=frozenset({"refresh", "purge", "remove", "tool"}),
        face_up_marks={"gate_zones": "destroyed"},
    ),
    "freeform": Playmat(
        {
            "table": (0, 0, 7, 2),
            "library": (7, 0, 1, 1),
            "discard": (7, 1, 1, 1),
            "hand": (0, 2, 7, 1),
            "removed": (7, 2, 1, 1),
        }
    ),
}


def playmat_for(game_id: str) -> Playmat | None:
    """The landscape layout of ``game_id`` (``None``: draw it from its zone declarations)."""
    return PLAYMATS.get(game_id)
