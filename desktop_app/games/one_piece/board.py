"""Reading the ONE PIECE table: Leaders, Characters, DON!!, the battle in progress.

The battle in progress is an ``OPBattle`` in the flag ``op.battle`` (a type snapshots hold,
so a saved game resumes inside a battle).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop_app.engine import snapshot
from desktop_app.engine.cards import Card
from desktop_app.engine.zones import split_key, zone_key

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from desktop_app.engine.abilities import Ability
    from desktop_app.engine.events import Event
    from desktop_app.engine.game import Game
    from desktop_app.games.one_piece.abilities import OPAbilities

LEADER, CHARACTER, STAGE, EVENT, DON = "leader", "character", "stage", "event", "don"
ACTIVE, RESTED = "active", "rested"
#: the areas where a DON!! card counts as given to the card it is attached to (OP 6-5-5-1)
GIVEN_AREAS = ("leader", "character")
#: the areas whose rested cards the Refresh Phase sets active (OP 6-2-4)
REFRESHED_AREAS = ("leader", "character", "stage", "cost")
#: the most Characters in the Character area (OP 3-7-6)
CHARACTER_LIMIT = 5
BATTLE = "op.battle"


def key(player: int, zone: str) -> str:
    return zone_key(player, zone)


def card_type(game: Game, card: Card) -> str:
    return game.definition(card.code).type


def is_don(game: Game, card: Card) -> bool:
    return card_type(game, card) == DON


def area(card: Card) -> str:
    return split_key(card.zone)[1]


def leader(game: Game, player: int) -> Card | None:
    """``player``'s Leader in the Leader area (OP 3-6), if one is there."""
    return next((c for c in game.cards_in(key(player, LEADER)) if card_type(game, c) == LEADER), None)


def characters(game: Game, player: int) -> list[Card]:
    """``player``'s Characters (OP 2-2-4-1: Character cards in the Character area)."""
    return [c for c in game.cards_in(key(player, CHARACTER)) if card_type(game, c) == CHARACTER]


def fighters(game: Game, player: int) -> list[Card]:
    """``player``'s Leader and Characters: what can attack, be attacked and be given DON!!."""
    found = leader(game, player)
    return ([found] if found is not None else []) + characters(game, player)


def given_don(game: Game, card: Card) -> list[Card]:
    """The DON!! cards given to ``card`` (OP 6-5-5-1)."""
    return [c for c in game.attached_to(card.id) if is_don(game, c)]


def cost_don(game: Game, player: int, state: str | None = None) -> list[Card]:
    """The DON!! in ``player``'s cost area (of ``state``, if given)."""
    return [
        c
        for c in game.cards_in(key(player, "cost"))
        if is_don(game, c) and (state is None or c.state == state)
    ]


def life(game: Game, player: int) -> int:
    return game.count(key(player, "life"))


def abilities(game: Game) -> OPAbilities:
    from desktop_app.games.one_piece.abilities import OPAbilities

    engine = game.ruleset.abilities
    assert isinstance(engine, OPAbilities)
    return engine


def plays_at(ability: Ability, timing: str) -> bool:
    """Whether an Event's ``play`` ability may be activated at ``timing`` (``main`` or
    ``counter``): its ``timing``, ``main`` when none, or ``main/counter`` for an effect marked
    [Main]/[Counter] (10-2-3, 10-2-4)."""
    return ability.kind == "play" and timing in (ability.timing or "main").split("/")


def keywords(game: Game, card: Card) -> tuple[str, ...]:
    words = game.stat(card, "keywords")
    return words if isinstance(words, tuple) else ()


def prohibited(game: Game, card: Card, action: str) -> bool:
    """Whether an effect forbids ``card`` to ``action`` ("cannot" beats "can", OP 1-3-3)."""
    return abilities(game).prohibited(game, card, action)


#: the reason of a card rested by an effect or its cost (8-1-1: an effect is a card's command and
#: its cost; [Blocker]'s rest is its cost, 10-1-4-1), the event's player the effect's; not an
#: attack (7-1-1-1) or the Refresh Phase: what "… is rested by your effect" reads (``op.by``)
EFFECT = "effect"


def ko_in_battle_by(attribute: str, *, characters: bool) -> str:
    """The prohibition "cannot be K.O.'d in battle by <attribute> attribute cards (Characters)"
    given for a while (1-3-3): read by a battle's K.O. against its attacker (7-1-4-1-2)."""
    return f"be_ko_in_battle_by_{'character' if characters else 'card'}:{attribute}"


#: the flag of this turn's cards trashed from a hand by an effect (or its cost, 8-1-1): for each,
#: the hand's player and the player whose effect it was (``hand_trashed``)
HAND_TRASHED = "op.hand_trashed"


def effect_player(event: Event) -> int | None:
    """The player whose effect (or its cost, 8-1-1) rested the card (a ``state`` event with the
    reason ``effect``), moved it (a ``move`` of an effect or a cost: not a K.O., a play, damage,
    an Event activated or a rule process, whose moves carry their own reason) or returned the
    DON!! (``op.don_returned``'s ``by``); ``None`` when no effect did it."""
    reason = event.data.get("reason")
    by_effect = reason == EFFECT or (event.kind == "move" and reason in (None, "cost"))
    by = event.data.get("by", event.player if by_effect else None)
    return by if isinstance(by, int) else None


def note_hand_trashed(game: Game, event: Event) -> None:
    """Record a card moved from a hand to the trash by an effect this turn (``HAND_TRASHED``):
    "During the turn in which a card in your hand is trashed by an effect" reads it."""
    origin, to = split_key(str(event.data.get("from", ""))), split_key(str(event.data.get("to", "")))
    by = effect_player(event)
    if origin[1] == "hand" and to[1] == "trash" and origin[0] is not None and by is not None:
        game.set_flag(HAND_TRASHED, (*game.flag(HAND_TRASHED, ()), (origin[0], by)))


def hand_trashed(game: Game, player: int, by: Iterable[int]) -> bool:
    """Whether a card of ``player``'s hand was trashed this turn by an effect of one of ``by``."""
    wanted = set(by)
    return any(owner == player and who in wanted for owner, who in game.flag(HAND_TRASHED, ()))


#: the flag of this turn's record of what the conditions "If a Character was K.O.'d during this
#: turn", "If your Character was played this turn", "If you have activated an Event this turn"
#: read (``note_turn``): for each, what happened (``ko``, 10-2-1; ``play``, a Character or Stage,
#: 10-2-6-1; ``activate``, an Event, 8-4-2), the card's kind and types as it was, its controller,
#: the player who did it (the K.O.'s effect or battle, the play, the activation), and its cost
#: and power as it was (a K.O.'d card's as it left the field: the K.O. is noted before the move)
TURN_RECORD = "op.turn_record"


def note_turn(game: Game, event: Event) -> None:
    """Add a K.O., a card played, an Event activated or a point of damage taken (the Life card it
    moved, 4-6-2) to this turn's record (``TURN_RECORD``)."""
    if event.kind in {"op.ko", "op.play"}:
        what = "ko" if event.kind == "op.ko" else "play"
    elif event.kind == "move" and event.data.get("reason") in ("activate", "damage"):
        what = str(event.data["reason"])
    else:
        return
    card = game.get(event.cards[0]) if event.cards else None
    if card is None or event.player is None:
        return
    found = game.stat(card, "types")
    types = tuple(str(t) for t in found) if isinstance(found, (tuple, list)) else ()
    # an Event's activator; a Life card's owner, who took the damage
    controller = event.player if what == "activate" else card.owner if what == "damage" else card.controller
    values = tuple(_number(game.stat(card, stat)) for stat in ("cost", "power"))
    entry = (what, card_type(game, card), types, controller, event.player, *values)
    game.set_flag(TURN_RECORD, (*game.flag(TURN_RECORD, ()), entry))


def _number(value: Any) -> int:
    return value if isinstance(value, int) else 0


def _meets(value: int, bounds: Mapping[str, int]) -> bool:
    """Whether ``value`` is within ``bounds`` (``<=`` / ``>=`` / ``==``)."""
    low, high = bounds.get(">=", value), bounds.get("<=", value)
    return low <= value <= high and value == bounds.get("==", value)


def did_this_turn(
    game: Game,
    what: str,
    kinds: Iterable[str],
    types: Iterable[str],
    whose: Iterable[int],
    values: Mapping[str, Mapping[str, int]] | None = None,
) -> int:
    """How many of this turn's ``what`` (``note_turn``) were of a card of one of ``kinds``, with one
    of ``types`` (any when empty), controlled by one of ``whose``, with its ``cost`` / ``power`` as
    it was within ``values``' bounds."""
    wanted_kinds, wanted_types, players, bounds = set(kinds), set(types), set(whose), values or {}
    return sum(
        1
        for done, kind, its_types, controller, _by, *values in game.flag(TURN_RECORD, ())
        if done == what
        and kind in wanted_kinds
        and controller in players
        and (not wanted_types or wanted_types & set(its_types))
        # a record saved before it kept the values (five fields) meets no bound
        and all(_meets(v, bounds.get(stat, {})) for stat, v in zip(("cost", "power"), values, strict=False))
        and (len(values) == 2 or not bounds)
    )


#: the player whose effect it is while another player does part of it as their own ("Each
#: player trashes 1 card from their hand": the opponent's trash is still this effect's, 8-1-1)
EFFECT_OF = "op.effect_of"


def effect_of(game: Game, player: int) -> int:
    """The player an effect's move or return is recorded as made by: ``player``, or the effect's
    own player while another does part of it (``EFFECT_OF``)."""
    found = game.flag(EFFECT_OF)
    return found if isinstance(found, int) else player


def move_forbidden(game: Game, card: Card, moved: str, by: int) -> bool:
    """Whether ``by``'s effect (or its cost, 8-1-1) may not move ``card`` so (``moved``:
    ``returned_hand``, ``bottom_deck``): "cannot be returned to the owner's hand", "… by effects",
    "… by your opponent's effects" (1-3-3)."""
    words = (
        f"be_{moved}",
        f"be_{moved}_by_effect",
        *((f"be_{moved}_by_opponent",) if by != card.controller else ()),
    )
    return any(prohibited(game, card, word) for word in words)


def rest_forbidden(game: Game, card: Card, by: int) -> bool:
    """Whether ``by``'s effect (or its cost, 8-1-1) may not rest ``card``: "cannot be rested",
    "… by effects", "… by your opponent's effects" (1-3-3)."""
    words = (
        "be_rested",
        "be_rested_by_effect",
        *(("be_rested_by_opponent",) if by != card.controller else ()),
    )
    return any(prohibited(game, card, word) for word in words)


@snapshot.register
@dataclass(frozen=True)
class OPBattle:
    """The battle in progress (OP 7-1).

    Attributes:
        attacker: the attacking card's id.
        target: the card being attacked (after a [Blocker], the Blocker: OP 10-1-4-1, B7).
        player: the attacking player.
        blocked: whether a [Blocker] was activated in this battle (OP 7-1-2-1: once).
    """

    attacker: int
    target: int
    player: int
    blocked: bool = False


def battle(game: Game) -> OPBattle | None:
    found = game.flag(BATTLE)
    return found if isinstance(found, OPBattle) else None


#: the flag of this turn's battles (``battled``): for each, the attacker's and the card attacked's
#: id, kind of card and owner, as they were in the battle
BATTLED = "op.battled"


def record_battle(game: Game, current: OPBattle, *, blocked: bool = False) -> None:
    """Note a battle of this turn as it begins (OP 7-1-1), or its card attacked changed by a
    block (``blocked``, 10-1-4-1): its cards may leave the field before it ends (7-1-4-1-2)."""
    attacker, target = game.get(current.attacker), game.get(current.target)
    if attacker is None or target is None:
        return
    entries = tuple(game.flag(BATTLED, ()))
    if blocked and entries:
        entries = entries[:-1]
    entry = tuple((c.id, card_type(game, c), c.owner) for c in (attacker, target))
    game.set_flag(BATTLED, (*entries, entry))


def battled(game: Game, card_id: int) -> list[tuple[str, int]]:
    """The cards ``card_id`` battled this turn (the battle in progress too): (kind, owner) each."""
    found = []
    for first, second in game.flag(BATTLED, ()):
        if first[0] == card_id:
            found.append((second[1], second[2]))
        elif second[0] == card_id:
            found.append((first[1], first[2]))
    return found
