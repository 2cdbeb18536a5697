"""Reading a Luck & Logic game: members, gates, Soul, the Level Zone, the battle in progress.

Nothing here changes the game. The battle in progress is the flag ``ll.battle`` (a
``LLBattle``, registered with the snapshot codec), so a flow resumed from the state alone
knows who attacks whom.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop_app.engine import snapshot
from desktop_app.engine.cards import Card
from desktop_app.engine.zones import split_key, zone_key

if TYPE_CHECKING:
    from desktop_app.engine.abilities import AbilityEngine
    from desktop_app.engine.game import Game

# zone names (L&L 4)
CIRCLES, GATES, SOUL, DECK, HAND, LEVEL, STOCK, DROP = (
    "circles",
    "gate_zones",
    "soul",
    "deck",
    "hand",
    "level",
    "stock",
    "drop",
)
REMOVE, REFRESH, BATTLE_ZONE, PARADOX_ZONE, INTERCEPT = "remove", "refresh", "battle", "paradox", "intercept"
RESOLUTION, PURGE, MY_LOGICALIST, TOOL = "resolution", "purge", "my_logicalist", "tool"
STANDING, RESTED = "standing", "rested"

# card types (L&L 2.2.2)
LOGICALIST, FOREIGNER, TRANCEUNION, GATE = "logicalist", "foreigner", "tranceunion", "gate"
TACTICS, PARADOX, SUPER, ML = "tactics", "paradox", "super logicalist", "my logicalist"
MEMBERS = (LOGICALIST, FOREIGNER, TRANCEUNION, SUPER)

SLOTS = ("FL", "FC", "FR", "BL", "BC", "BR")
FRONT = ("FL", "FC", "FR")
#: the Gate Zone in front of each back-row circle (L&L 4.4.3)
IN_FRONT = {"BL": "FL", "BC": "FC", "BR": "FR"}
#: the circles a member of each territory may take (L&L 2.10.2; digest: "adjacent" is a
#: same-player neighbour, 4.4.4.1–4.4.4.2)
TERRITORIES: dict[int, tuple[tuple[str, ...], ...]] = {
    1: tuple((slot,) for slot in SLOTS),
    2: (
        ("FL", "FC"),
        ("FC", "FR"),
        ("BL", "BC"),
        ("BC", "BR"),
        ("FL", "BL"),
        ("FC", "BC"),
        ("FR", "BR"),
    ),
    4: (("FL", "FC", "BL", "BC"), ("FC", "FR", "BC", "BR")),
}
LEVEL_LIMIT = 4  # L&L 4.7.2
HAND_LIMIT = 8  # L&L 4.6.3.1
OPENING_HAND = 5  # L&L 6.2.1.8
DRAWS = 2  # L&L 7.3.3
REFRESH_LOSS = 2  # L&L 10.3.1.2
PARADOX_RULES = {"POWER BATTLE!!": "power", "AURA BATTLE!": "aura", "LOVE BATTLE!!": "heart"}


@snapshot.register
@dataclass(frozen=True)
class LLBattle:
    """The battle in progress (L&L 8.2.7–8.2.11).

    Attributes:
        attacker: the attacking member's id (it stays the attacker when moved within the
            Field, 8.2.9.3; it is no longer there once it left the Field, 8.2.9.4).
        slot: the attacked circle.
        defender: the defending member's id, or ``None`` (an empty circle, 8.2.10).
        player: the attacking player.
    """

    attacker: int
    slot: str
    defender: int | None
    player: int


#: ``player``'s instance of a zone (``p1.circles``)
key = zone_key


def zone_name(card: Card) -> str:
    return split_key(card.zone)[1]


def card_type(game: Game, card: Card) -> str:
    return game.definition(card.code).type


def abilities(game: Game) -> AbilityEngine:
    engine = game.ruleset.abilities
    assert engine is not None
    return engine


def is_member(game: Game, card: Card) -> bool:
    """A member card on a circle, not in the Set State (L&L 2.2.2, 5.24.6: a Set card is
    attached to the card it is Set to)."""
    return (
        zone_name(card) == CIRCLES
        and card.face_up
        and card.attached_to is None
        and card_type(game, card) in MEMBERS
    )


def members(game: Game, player: int) -> list[Card]:
    """``player``'s members, in circle order."""
    return [c for c in game.cards_in(key(player, CIRCLES)) if is_member(game, c)]


def member_at(game: Game, player: int, slot: str) -> Card | None:
    """The member in ``player``'s circle ``slot`` (the last placed, before an overload process)."""
    found = [c for c in members(game, player) if slot in c.slots]
    return found[-1] if found else None


def gate_at(game: Game, player: int, slot: str) -> Card | None:
    found = game.in_slot(key(player, GATES), slot)
    return found[-1] if found else None


def face_down_gates(game: Game, player: int) -> int:
    return sum(1 for c in game.cards_in(key(player, GATES)) if not c.face_up)


def soul(game: Game, member: Card) -> list[Card]:
    """The member's Soul (L&L 4.15.2)."""
    return [c for c in game.attached_to(member.id) if zone_name(c) == SOUL]


def attack_limit(game: Game, player: int) -> int:
    """L&L 8.2.3: the face-up cards in the Level Zone, plus effects (the value ``attack_limit``)."""
    face_up = sum(1 for c in game.cards_in(key(player, LEVEL)) if c.face_up)
    return face_up + game.value(key(player, "attack_limit_bonus"))


def battle(game: Game) -> LLBattle | None:
    current = game.flag("ll.battle")
    return current if isinstance(current, LLBattle) else None


def in_battle(game: Game, card_id: int | None) -> Card | None:
    """A member still in battle: on a circle of the player it fought for (8.2.9.4, 8.2.11.1)."""
    card = game.get(card_id)
    return card if card is not None and zone_name(card) == CIRCLES else None


def attacker(game: Game) -> Card | None:
    current = battle(game)
    return in_battle(game, current.attacker) if current is not None else None


def defender(game: Game) -> Card | None:
    """The defending member, while it stays in the attacked circle (L&L 8.2.11.1)."""
    current = battle(game)
    if current is None:
        return None
    card = in_battle(game, current.defender)
    return card if card is not None and current.slot in card.slots else None


def paradox_rule(game: Game) -> str:
    """The Paradox Rule in effect (L&L 8.5.3.4.2): the newest face-up paradox in any Battle or
    Paradox Zone (an overload process leaves at most one, 10.6), or ``""``."""
    found: list[Card] = []
    for player in (0, 1):
        for zone in (BATTLE_ZONE, PARADOX_ZONE):
            found += [
                c for c in game.cards_in(key(player, zone)) if c.face_up and card_type(game, c) == PARADOX
            ]
    if not found:
        return ""
    newest = max(found, key=lambda c: c.entered)
    return PARADOX_RULES.get(str(game.definition(newest.code).stat("paradox_rule") or ""), "power")


def face_up_paradoxes(game: Game, player: int) -> list[Card]:
    return [
        c
        for zone in (BATTLE_ZONE, PARADOX_ZONE)
        for c in game.cards_in(key(player, zone))
        if c.face_up and card_type(game, c) == PARADOX
    ]
