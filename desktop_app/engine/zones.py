"""Zones as each game declares them: who owns them, who may see them, their order and shape.

A zone is declared once per game with a ``ZoneSpec``; a game state holds one list of card
ids per zone *instance*. A per-player zone has an instance for each player, keyed
``p1.<name>`` and ``p2.<name>``; a shared zone (the Force of Will chase and field) has one,
keyed by its name. Lists run from bottom (index 0) to top (the last element): putting a
card on top appends it.

Slot geometry covers the games' stages and circles: a zone with ``slots`` holds each card
at one or more named slots (a Luck & Logic territory-2 card spans two circles), and each
slot knows its row, what it stands in front of, and what it is opposite to on the other
player's side (WS 3.6.5–3.6.6, L&L 4.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final


class Visibility(StrEnum):
    """Who may see the faces of the cards in a zone.

    PUBLIC: everyone sees face-up cards (face-down ones as the zone's ``face_down_seen_by``
        says). OWNER: only the zone's owner sees them (a hand). HIDDEN: nobody, not even
        the owner (a library, WS stock).
    """

    PUBLIC = "public"
    OWNER = "owner"
    HIDDEN = "hidden"


class FaceDownSeenBy(StrEnum):
    """Who may look at a face-down card in a public zone."""

    NOBODY = "nobody"
    OWNER = "owner"  # WS M 3.9.2.2 face-down Level cards; L&L 4.7.1.2
    CONTROLLER = "controller"  # L&L 5.24.4 Set cards; FoW 308.6 ruler back
    EVERYONE = "everyone"  # L&L 4.12 Battle Zone: both may see face-down faces


@dataclass(frozen=True)
class SlotSpec:
    """One named position of a zone with slots.

    Attributes:
        name: the slot's name (``FL``, ``FC``, ``BR``).
        row: the row it sits in (``front`` or ``back``).
        column: its column, left to right from its owner's seat (0, 1, 2).
        in_front_of: the slots of the same player that this slot is in front of.
        opposite: the slot of the other player's same zone opposite this one, if any.
    """

    name: str
    row: str
    column: int
    in_front_of: tuple[str, ...] = ()
    opposite: str | None = None


@dataclass(frozen=True)
class ZoneSpec:
    """A zone's rules and its place on the table.

    Attributes:
        name: the zone's name in the rules, lower case (``library``, ``waiting_room``).
        label: the name a player reads on the table.
        shared: one zone for both players (FoW chase); otherwise one per player.
        visibility: who sees the faces of its cards.
        ordered: whether the order of its cards matters (a pile) or not (a field).
        face_up: whether cards entering it are face up unless told otherwise.
        capacity: the most cards it holds by the rules, if limited.
        slots: its named positions, if it has any.
        states: the orientations cards take in it; the first is the one they enter in.
        face_down_seen_by: who may look at face-down cards in a public zone.
        face_down_hidden: a face-down card here is, for a player who may not see it, a card of a
            hidden zone: a selector counts it but never reads its qualities (FoW 311.2a).
        linked_to: a zone whose slots this zone's slots follow (WS markers under their
            character's slot, M 3.7.1.1).
        layout: where the table draws it, in card widths and heights on its owner's half,
            ``(x, y, width, height)`` with y growing towards the owner's seat; the table
            mirrors the opponent's half.
        display: how the table draws it: ``pile`` (a stack with a count), ``row`` (cards
            side by side), ``fan`` (a hand), ``slots`` (one place per slot), ``stack``
            (overlapping, newest on top).
    """

    name: str
    label: str
    shared: bool = False
    visibility: Visibility = Visibility.PUBLIC
    ordered: bool = True
    face_up: bool = True
    capacity: int | None = None
    slots: tuple[SlotSpec, ...] = ()
    states: tuple[str, ...] = ()
    face_down_seen_by: FaceDownSeenBy = FaceDownSeenBy.NOBODY
    face_down_hidden: bool = False
    linked_to: str | None = None
    layout: tuple[float, float, float, float] | None = None
    display: str = "row"

    def slot(self, name: str) -> SlotSpec:
        for slot in self.slots:
            if slot.name == name:
                return slot
        raise KeyError(f"zone {self.name!r} has no slot {name!r}")

    @property
    def slot_names(self) -> tuple[str, ...]:
        return tuple(slot.name for slot in self.slots)

    @property
    def default_state(self) -> str:
        return self.states[0] if self.states else ""


PLAYER_PREFIXES: Final[tuple[str, ...]] = ("p1", "p2")


def zone_key(player: int | None, name: str) -> str:
    """The key of a zone instance: ``p1.hand`` for player 0's hand, ``chase`` for a shared zone."""
    return name if player is None else f"{PLAYER_PREFIXES[player]}.{name}"


#: ``split_key``'s answers by key (at most ``_SPLITS_KEPT``: a game has a few dozen zone keys)
_SPLITS: Final[dict[str, tuple[int | None, str]]] = {}
_SPLITS_KEPT: Final = 4096


def split_key(key: str) -> tuple[int | None, str]:
    """The inverse of ``zone_key``: ``p2.stage`` -> ``(1, "stage")``, ``chase`` -> ``(None, "chase")``.
    (Remembered: a game reads its few dozen zone keys about 25 times a decision. A dict, not an
    ``lru_cache``: compiled code calls a plain function directly, a decorated one through the
    generic call and the cache's bookkeeping.)"""
    found = _SPLITS.get(key)
    if found is None:
        prefix, dot, name = key.partition(".")
        found = (PLAYER_PREFIXES.index(prefix), name) if dot and prefix in PLAYER_PREFIXES else (None, key)
        if len(_SPLITS) < _SPLITS_KEPT:
            _SPLITS[key] = found
    return found


_PLAYER_NAMES: Final = tuple(prefix.upper() for prefix in PLAYER_PREFIXES)


def player_name(player: int) -> str:
    """``P1`` or ``P2``: how players are named in logs and prompts."""
    return _PLAYER_NAMES[player]
