"""Reading a Weiß Schwarz game: players' levels, the stage, the current battle.

Nothing here changes the game. The attack in progress is kept in the state's flags (key
``ws.battle``) so that a flow resumed from the state alone knows it; see ``Battle``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from desktop_app.engine import snapshot
from desktop_app.engine.cards import Card
from desktop_app.engine.zones import PLAYER_PREFIXES, split_key, zone_key
from desktop_app.games.weiss_schwarz.zones import (
    BACK_ROW,
    CLIMAX,
    CLOCK,
    FRONT_ROW,
    HAND,
    LEVEL,
    MARKER,
    MEMORY,
    REVERSE,
    SLOTS,
    STAGE,
)

if TYPE_CHECKING:
    from desktop_app.engine.abilities import AbilityEngine
    from desktop_app.engine.game import Game

CHARACTER: Final = "character"
EVENT: Final = "event"
CLIMAX_TYPE: Final = "climax"
HAND_LIMIT = 7  # M 3.3.3.1
#: the turn flag of the characters placed on the stage from the hand this turn (their ids: a
#: card moving between positions stays the same card), read by "During the turn that this card
#: is placed on the stage from your hand" (the predicate ``ws.placed_from_hand``)
FROM_HAND = "ws.from_hand"
#: the same for the characters placed on the stage by a "Change" effect this turn (WS 10.8), read
#: by "During the turn that this card is placed on the stage from your hand or by a "Change" effect"
#: (the predicate ``ws.placed_by_change``)
BY_CHANGE = "ws.by_change"
#: the characters placed on the stage by an ability's effect this turn, each with that ability's
#: kind and card code (``(id, kind, code)``), read by "During the turn that this card is placed on
#: the stage by the 【AUTO】 effect of "X"" (the predicate ``ws.placed_by``)
PLACED_BY = "ws.placed_by"
#: the turn flag of the players who cannot use 【AUTO】 Encore this turn (their numbers), set by
#: "you / your opponent cannot use "【AUTO】 Encore" until end of turn" (the verb ``ws.no_encore``)
#: and read by every Encore, the rule's Encore [(3)] included (the predicate ``ws.may_encore``)
NO_ENCORE = "ws.no_encore"
#: the turn flag of the characters that cannot use 【AUTO】 Encore this turn (their ids on the stage),
#: set by "that character cannot use "【AUTO】 Encore" until end of turn" (``ws.no_encore`` with
#: ``cards``) and read by that character's Encore from the waiting room (the move's ``old_id``)
NO_ENCORE_CARDS = "ws.no_encore_cards"
#: the effect stat of a play prohibition on a player for a time ("your opponent cannot play event
#: cards from their hand until the end of their next turn", the verb ``ws.no_play``): an effect
#: whose value is ``{"player": p, "what": filter}``, read by ``actions.why_not_playable`` and ended
#: by its duration like any effect (WS 1.3.3, 8.9; it outlives the card that made it)
NO_PLAY = "ws.no_play"


#: ``key``'s answers, a table per player by zone name (a lookup by a string, whose hash is
#: kept, not by a (player, zone) tuple made and hashed at each of about ten calls a decision)
_KEYS: Final[tuple[dict[str, str], ...]] = tuple({} for _ in PLAYER_PREFIXES)


def key(player: int, zone: str) -> str:
    """``player``'s instance of ``zone`` (``p1.stage``), built once per pair."""
    keys = _KEYS[player]
    found = keys.get(zone)
    if found is None:
        found = keys[zone] = zone_key(player, zone)
    return found


def owner_of_zone(card: Card) -> int:
    player, _ = split_key(card.zone)
    return card.controller if player is None else player


def zone_name(card: Card) -> str:
    return split_key(card.zone)[1]


#: each player's level and stage zone keys (``level`` is read about six times a decision,
#: ``in_slot`` about five; ``tuple[str, ...]``: a tuple object when compiled, see
#: ``processes._LEVEL``)
_LEVEL_KEYS: Final[tuple[str, ...]] = (zone_key(0, LEVEL), zone_key(1, LEVEL))
_STAGE_KEYS: Final[tuple[str, ...]] = (zone_key(0, STAGE), zone_key(1, STAGE))
#: each player's level and clock zone keys, whose face-up cards give the colours available
_COLOUR_KEYS: Final[tuple[tuple[str, ...], ...]] = (
    (_LEVEL_KEYS[0], zone_key(0, CLOCK)),
    (_LEVEL_KEYS[1], zone_key(1, CLOCK)),
)


def level(game: Game, player: int) -> int:
    """A player's level: the number of cards in their level zone, face-down ones too (A2)."""
    return len(game.state.zones[_LEVEL_KEYS[player]])


def card_type(game: Game, card: Card) -> str:
    return game.definitions[card.code].type


def is_character(game: Game, card: Card) -> bool:
    return card_type(game, card) == CHARACTER


def slot_of(card: Card) -> str:
    """The slot of a card on the stage or in a marker zone, ``""`` elsewhere."""
    return card.slots[0] if card.slots else ""


def on_stage(card: Card) -> bool:
    return zone_name(card) == STAGE


#: the key of ``stage``'s value kept per board, by player
_STAGE_MEMO: Final[tuple[tuple[object, ...], ...]] = (("ws.stage", 0), ("ws.stage", 1))
#: where ``colours_available`` keeps the cards it last read, per player, with their colours
_COLOURS_SEEN: Final[tuple[str, ...]] = ("ws.colours.0", "ws.colours.1")
#: where a game keeps each card code's printed names (``game.derived``, from the inputs alone:
#: ``names`` reads them at every name reference, about two a peerlike decision)
_PRINTED_NAMES: Final = "ws.printed_names"


def stage(game: Game, player: int) -> dict[str, list[Card]]:
    """``player``'s slots and the characters in them (several until a rule process, M 9.6.2)."""
    memo = _STAGE_MEMO[player]
    slots: dict[str, list[Card]] | None = game.board_value(memo)
    if slots is None:
        slots = {slot: [] for slot in SLOTS}
        for card in game.cards_in(key(player, STAGE)):
            slots[slot_of(card)].append(card)
        game.keep_board_value(memo, slots)
    return slots


def in_slot(game: Game, player: int, slot: str) -> Card | None:
    """The character in ``slot`` (the newest if several share it; the first of those in the
    zone's order if several entered at once). Read from the zone, about five a decision: a
    scan of five cards costs less than asking ``stage``'s memo."""
    cards = game.state.cards
    found: Card | None = None
    ids: list[Any] = game.state.zones[_STAGE_KEYS[player]]  # ids as objects (``Game.cards_in``)
    for card_id in ids:
        card = cards[card_id]
        if card.slots and card.slots[0] == slot and (found is None or card.entered > found.entered):
            found = card
    return found


def occupants(game: Game, player: int) -> dict[str, Card | None]:
    """``in_slot`` of every slot, in ``SLOTS`` order, from one scan of the zone."""
    # not ``dict.fromkeys``, which the compiled copy calls through a generic method call
    found: dict[str, Card | None] = {slot: None for slot in SLOTS}  # noqa: C420
    cards = game.state.cards
    ids: list[Any] = game.state.zones[_STAGE_KEYS[player]]  # ids as objects (``Game.cards_in``)
    for card_id in ids:
        card = cards[card_id]
        slot = card.slots[0] if card.slots else ""
        if slot in found:
            other = found[slot]
            if other is None or card.entered > other.entered:
                found[slot] = card
    return found


def markers(game: Game, player: int, slot: str) -> list[Card]:
    """The markers under ``player``'s ``slot``, bottom first (M 3.7.2)."""
    return [c for c in game.cards_in(key(player, MARKER)) if slot_of(c) == slot]


def keeps_identity(game: Game, card: Card, to_zone: str) -> bool:
    """M 3.1.4: a move within its own kind of zone (slot to slot, marker to marker) keeps it
    (``Ruleset.keeps_identity``, called by ``Game.move`` itself: ``Ruleset.move_hooks``)."""
    return card.zone == to_zone and split_key(to_zone)[1] in (STAGE, MARKER)


def move_info(game: Game, card: Card, to: str) -> dict[str, object]:
    """A character leaving the stage takes along the abilities it had been given, for its
    leave triggers (M 8.7.4.1.2; ``Ruleset.move_info``, called as ``keeps_identity`` is)."""
    if card.zone == to or split_key(card.zone)[1] != STAGE:
        return {}
    granted = abilities(game).granted_abilities(game, card)
    return {"lki_abilities": granted} if granted else {}


def front_row(card: Card) -> bool:
    return on_stage(card) and slot_of(card) in FRONT_ROW


def back_row(card: Card) -> bool:
    return on_stage(card) and slot_of(card) in BACK_ROW


def climax_in_play(game: Game, player: int) -> Card | None:
    return game.top(key(player, CLIMAX))


def top_of_clock(game: Game, card: Card) -> bool:
    """Whether ``card`` is the top card of its owner's clock (Alarm, M 10.1)."""
    top = game.top(key(owner_of_zone(card), CLOCK))
    return top is not None and top.id == card.id


#: the stat a continuous effect gives colours through ("this card gets the color green")
COLOURS = "colours"


def colours(game: Game, card: Card) -> tuple[str, ...]:
    """A card's colours (M 2.4): the printed ones and those an effect gives it ("this card gains
    the color blue", the modifier ``{"stat": "colours", "grant": …}``)."""
    printed = game.definition(card.code).colours
    given = game.stat(card, COLOURS)
    if not isinstance(given, tuple):
        return printed
    return (*printed, *(str(c) for c in given if c not in printed))


#: the stat a continuous effect gives names through ("this card's card name is also regarded as …")
NAMES = "names"


def names(game: Game, card: Card) -> tuple[str, ...]:
    """A card's names (M 2.1): the printed one and those an effect gives it while it works ("If
    this card is on the stage, this card's card name will also be regarded as "X"", the modifier
    ``{"stat": "names", "grant": …}``), which every name reference reads."""
    table: dict[str, tuple[str, ...]] | None = game.derived.get(_PRINTED_NAMES)
    if table is None:
        table = game.derived[_PRINTED_NAMES] = {}
    printed = table.get(card.code)
    if printed is None:  # ``CardDef.names`` reads every ability: once per code and game
        printed = table[card.code] = game.definition(card.code).names
    given = game.stat(card, NAMES)
    if not isinstance(given, tuple):
        return printed
    return (*printed, *(str(n) for n in given if n not in printed))


def hand_limit(game: Game, player: int) -> int:
    """``player``'s hand limit: 7 "unless other effects dictate" (M 3.3.3.1): "You get +1 to the
    limit on the number of cards in your hand" on their characters (the stat ``hand_limit``)."""
    return HAND_LIMIT + sum(game.number(card, "hand_limit") for card in game.cards_in(key(player, STAGE)))


def colours_available(game: Game, player: int) -> frozenset[str]:
    """Colours that meet the colour requirement: face-up level and clock cards (M 8.6.2.1.1;
    a face-down level card is blank, M 3.9.2.2.1). Worked out again only when those cards
    changed: a card value is immutable (its code and face), so the same objects in the two
    zones, in order, show the same colours (the board itself changes at nearly every decision)."""
    cards = game.state.cards
    zones: dict[str, list[Any]] = game.state.zones  # ids as objects (``Game.cards_in``)
    level, clock = _COLOUR_KEYS[player]
    now = [cards[card_id] for card_id in zones[level]]
    now += [cards[card_id] for card_id in zones[clock]]
    kept: tuple[list[Card], frozenset[str]] | None = game.derived.get(_COLOURS_SEEN[player])
    if kept is not None and len(kept[0]) == len(now):
        before = kept[0]
        for i, card in enumerate(now):
            if before[i] is not card:
                break
        else:
            return kept[1]
    found: set[str] = set()
    definitions = game.definitions
    for card in now:
        if card.face_up:
            found.update(definitions[card.code].colours)
    colours = frozenset(found)
    game.derived[_COLOURS_SEEN[player]] = (now, colours)
    return colours


@snapshot.register
@dataclass(frozen=True)
class Battle:
    """The attack sub-phase in progress (M 7.1.2), kept in the flag ``ws.battle`` (a type
    snapshots hold, so a saved game resumes inside an attack).

    Attributes:
        attacker: the attacking character's id (kept across slot moves, M 3.1.4).
        slot: the slot it attacked from (M 7.5.1.2.2 (c)).
        method: ``front``, ``side`` or ``direct`` (M 7.2.1.4).
        target: the character in the opposing slot when the attack was declared, if any
            (front or side attacked, M 7.2.1.5.2); for a front attack, the defender.
        target_slot: that character's slot.
        player: the attacking player.
    """

    attacker: int
    slot: str
    method: str
    target: int | None
    target_slot: str
    player: int


def battle(game: Game) -> Battle | None:
    value: Battle | None = game.flag("ws.battle")
    return value


def attacking(game: Game) -> Card | None:
    """The attacking character while it stays on the stage (M 7.2.1.5)."""
    current = battle(game)
    if current is None:
        return None
    card = game.get(current.attacker)
    return card if card is not None and on_stage(card) else None


def attacker_in_place(game: Game) -> Card | None:
    """The attacking character if it is still on the stage, under its controller, in the slot it
    attacked from: only then does it deal damage (M 7.5.1.2.2) or battle (A3)."""
    current = battle(game)
    card = attacking(game)
    if current is None or card is None or card.controller != current.player or slot_of(card) != current.slot:
        return None
    return card


def defending(game: Game) -> Card | None:
    """The defending character of a front attack while it stays in its slot (M 7.2.1.5.1)."""
    current = battle(game)
    if current is None or current.method != "front" or current.target is None:
        return None
    card = game.get(current.target)
    if card is None or not on_stage(card) or slot_of(card) != current.target_slot:
        return None
    return card


def battle_opponent(game: Game, card: Card) -> Card | None:
    """The battle opponent of ``card`` in the current front attack (M 7.2.1.5.1)."""
    attacker, defender = attacking(game), defending(game)
    if attacker is None or defender is None:
        return None
    if card.id == attacker.id:
        return defender
    if card.id == defender.id:
        return attacker
    return None


def keywords(game: Game, card: Card) -> tuple[str, ...]:
    """The keyword words a card has now: printed, granted, and the prohibitions effects give
    it ("cannot_attack", "cannot_reverse" …)."""
    words = game.stat(card, "keywords")
    return words if isinstance(words, tuple) else ()


def has_keyword(game: Game, card: Card, word: str) -> bool:
    """Whether ``word`` is among ``card``'s ``keywords`` now, without working the continuous
    modifiers out when no card of the game and no created effect may give that word."""
    return abilities(game).has_keyword(game, card, word)


def can_reverse(game: Game, card: Card) -> bool:
    """Whether ``card`` may become 【REVERSE】: "cannot become 【REVERSE】" makes it an action
    that cannot be carried out (M 1.3.2), in battle (7.6.1.2) or by an effect."""
    return not has_keyword(game, card, "cannot_reverse")


def can_move(game: Game, card: Card) -> bool:
    """Whether ``card`` may move to another slot: "cannot move to another position" forbids the
    main phase's move (M 6.5.1.2.4) and an effect's (M 1.3.3: the prohibition wins)."""
    return not has_keyword(game, card, "cannot_move")


def stands_in_stand_phase(game: Game, card: Card) -> bool:
    """Whether ``card`` stands in its controller's stand phase (M 6.2.1.2): "cannot 【STAND】
    during your stand phase" makes that action one that is not done (M 1.3.3: the prohibition wins)."""
    return not has_keyword(game, card, "cannot_stand_phase")


def damages_from_bottom(game: Game, card: Card) -> bool:
    """Whether the damage ``card`` deals is resolved from the bottom of the deck (the word
    ``damage_from_bottom``: its attack's and its effects' damage, M 4.10.1.1 with 1.3.1)."""
    return has_keyword(game, card, "damage_from_bottom")


def can_damage_player(game: Game, card: Card) -> bool:
    """Whether ``card`` may deal damage to a player: "This card cannot deal damage to a player"
    stops every damage whose source it is, its attack's and its effects' (M 1.3.3)."""
    return not has_keyword(game, card, "cannot_damage_player")


def side_attack_lowers_soul(game: Game, card: Card) -> bool:
    """Whether a side attack by ``card`` lowers its soul by the defender's level (M 7.2.1.4.2):
    "this card's soul does not decrease by side attacking" (the word ``no_side_penalty``) says it
    does not."""
    return not has_keyword(game, card, "no_side_penalty")


def trigger_checks(game: Game) -> int:
    """How many trigger checks the attacker's trigger step makes (M 7.3.1.2): one, or the
    number an effect of this attack set (``ws.trigger_checks``), or two while the attacking
    character has the word ``two_trigger_checks`` ("During this card's attack, perform a
    trigger check 2 times on the trigger step", M 7.3.1.2.1: the checks of this card's attack).
    Both say how many in all, so they do not add up."""
    checks = int(game.flag("ws.trigger_checks") or 1)
    attacker = attacking(game)
    if attacker is not None and has_keyword(game, attacker, "two_trigger_checks"):
        checks = max(checks, 2)
    return checks


def can_go_to(game: Game, card: Card, to: str) -> bool:
    """Whether ``card`` may be moved to the zone ``to`` (a zone key) by an effect or a cost: "This
    card cannot be returned to hand or put into memory" (the word ``no_hand_or_memory``) makes
    such a move of the card one that is not carried out (M 1.3.2)."""
    return split_key(to)[1] not in (HAND, MEMORY) or not has_keyword(game, card, "no_hand_or_memory")


def reversed_characters(game: Game, player: int) -> list[Card]:
    return [c for c in game.cards_in(key(player, STAGE)) if c.state == REVERSE]


def climax_cards_in(game: Game, zone: str) -> list[Card]:
    return [c for c in game.cards_in(zone) if card_type(game, c) == CLIMAX_TYPE]


#: where ``abilities`` keeps the engine in ``Game.derived`` (read about fifteen times a decision:
#: the ruleset is an interpreted object, whose attribute the compiled copy reads the generic way)
_ENGINE: Final = "ws.engine"


def abilities(game: Game) -> AbilityEngine:
    """The game's ability engine (every Weiß Schwarz ruleset has one)."""
    engine: AbilityEngine | None = game.derived.get(_ENGINE)
    if engine is None:
        engine = game.ruleset.abilities
        assert engine is not None, "a Weiß Schwarz ruleset has an ability engine"
        game.derived[_ENGINE] = engine
    return engine
