"""Positions: a game described at any moment, to start from (like a chess FEN).

A position lists every zone of both players in order, with each card's face, state, slots,
counters and attached cards, and the turn, turn player, phase, step and the game's counters.
Scenario files use positions to test rules; players use them to practise a situation.
Zone lists run bottom first: the last card listed is the top card.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Placement:
    """One card of a position.

    Attributes:
        code: the card's code.
        face_up: its face, or ``None`` for the zone's default.
        state: its orientation, or ``""`` for the zone's default.
        slots: the slots it occupies in a zone with slots.
        counters: counters on it.
        markers: markers on it.
        attached: cards attached to or under it (DON!! given to it, Soul cards).
        owner: its owner if not the zone's player (a card controlled by the opponent).
        name: a label the scenario uses to refer to this very card (``A``, ``attacker``).
    """

    code: str
    face_up: bool | None = None
    state: str = ""
    slots: tuple[str, ...] = ()
    counters: Mapping[str, int] = field(default_factory=dict)
    markers: tuple[str, ...] = ()
    attached: tuple[Placement, ...] = ()
    owner: int | None = None
    name: str = ""


@dataclass(frozen=True)
class Position:
    """A whole game at one moment.

    Attributes:
        zones: placements per zone key (``p1.hand``), bottom first.
        turn: the turn number (1 is the first turn).
        turn_player: whose turn it is.
        first_player: who took turn 1.
        phase: the phase to start in (the game's words).
        step: the step within the phase, if any.
        values: game and player counters (``p1.life``).
        flags: other bookkeeping the game reads (documented per game).
    """

    zones: Mapping[str, tuple[Placement, ...]] = field(default_factory=dict)
    turn: int = 1
    turn_player: int = 0
    first_player: int = 0
    phase: str = "main"
    step: str = ""
    values: Mapping[str, int] = field(default_factory=dict)
    flags: Mapping[str, Any] = field(default_factory=dict)
