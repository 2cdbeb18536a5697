"""Manual tabletop actions: the escape hatch for card text the rules engine does not carry out.

Every game offers them: move any card to any zone or slot, flip it, change its state, put
counters and markers on it, change a value until the end of the turn, reveal it, shuffle a
zone, draw, roll a die, flip a coin, change a game counter (a Force of Will life total),
concede. They are recorded as choices like any other, so
they undo, save and replay, and the log marks them ``[manual]``.

Privacy holds here too: a player may name by id only a card they can see. A hidden card (the
top of a library, a card in the opponent's hand) is taken by its place: ``from_zone`` and
``index`` (-1 is the top, 0 the bottom); ``at`` says where it goes in an ordered zone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop_app.engine.cards import Card
from desktop_app.engine.decisions import IllegalActionError, ManualAction
from desktop_app.engine.observation import name_for, view_order
from desktop_app.engine.state import Termination
from desktop_app.engine.zones import player_name, split_key, zone_key

if TYPE_CHECKING:
    from desktop_app.engine.game import Game

VERBS = (
    "move",
    "flip",
    "state",
    "counter",
    "marker",
    "stat",
    "reveal",
    "shuffle",
    "draw",
    "roll",
    "coin",
    "value",
    "concede",
)

#: the most sides a rolled die may have
MAX_DIE_SIDES = 1_000_000


def apply_manual(game: Game, player: int, action: ManualAction) -> None:
    """Carry out ``action`` for ``player``; ``IllegalActionError`` says what is wrong."""
    if action.verb not in VERBS:
        raise IllegalActionError(f"unknown manual action {action.verb!r}; known: {', '.join(VERBS)}")
    who = player_name(player)
    game.manual_depth += 1
    try:
        _apply(game, player, who, action)
    finally:
        game.manual_depth -= 1


def _apply(game: Game, player: int, who: str, action: ManualAction) -> None:
    verb = action.verb
    if verb == "shuffle":
        key = _zone(game, action.zone)
        game.shuffle(key, player=player)
        return
    if verb == "draw":
        count = action.amount or 1
        library = zone_key(player, game.ruleset.library_zone)
        hand = zone_key(player, game.ruleset.hand_zone)
        if game.count(library) < count:
            raise IllegalActionError(
                f"{who} cannot draw {count}: the {game.spec(library).label} holds {game.count(library)}"
            )
        for _ in range(count):
            top = game.top(library)
            assert top is not None
            game.move(top.id, hand, text=f"{who} draws {{0}}", player=player)
        return
    if verb == "roll":
        sides = action.amount or 6
        if not 2 <= sides <= MAX_DIE_SIDES:
            raise IllegalActionError(f"a die has 2 to {MAX_DIE_SIDES:,} sides, not {str(sides)[:20]}")
        result = game.random_below(sides) + 1
        game.emit(
            "roll",
            f"{who} rolls a d{sides}: {result}",
            player=player,
            data={"sides": sides, "result": result},
        )
        return
    if verb == "coin":
        side = "heads" if game.random_below(2) == 0 else "tails"
        game.emit("coin", f"{who} flips a coin: {side}", player=player, data={"result": side})
        return
    if verb == "value":
        _change_value(game, player, who, action)
        return
    if verb == "concede":
        game.end_game(1 - player, f"{who} concedes", "concession", Termination.CONCESSION)
        return

    card = _source_card(game, player, action)
    if verb == "move":
        key = _zone(game, action.zone)
        spec = game.spec(key)
        if spec.slots and not action.slots:
            raise IllegalActionError(f"choose a slot of the {spec.label}: {', '.join(spec.slot_names)}")
        bad = [s for s in action.slots if s not in spec.slot_names]
        if bad:
            raise IllegalActionError(f"the {spec.label} has no slot {', '.join(bad)}")
        if action.state is not None and spec.states and action.state not in spec.states:
            raise IllegalActionError(
                f"cards in the {spec.label} are {', '.join(spec.states)}, not {action.state}"
            )
        if action.at is not None and not -game.count(key) - 1 <= action.at <= game.count(key):
            raise IllegalActionError(f"the {spec.label} has no place {action.at}")
        game.move(
            card.id,
            key,
            index=action.at,
            slots=action.slots,
            face_up=action.face_up,
            state=action.state,
            text=f"{who} moves {{0}} from {game.spec(card.zone).label} to {spec.label}"
            + (f" {'/'.join(action.slots)}" if action.slots else ""),
            player=player,
        )
    elif verb == "flip":
        game.ruleset.manual_flip(game, player, card)
    elif verb == "state":
        spec = game.spec(card.zone)
        allowed = game.ruleset.manual_states(spec)
        if not action.state or (allowed and action.state not in allowed):
            raise IllegalActionError(
                f"cards in the {spec.label} can be {', '.join(allowed) or 'in no state'}"
            )
        game.set_state(card.id, action.state, player=player)
    elif verb == "counter":
        if not action.name or not action.amount:
            raise IllegalActionError("name the counter and how many to add or remove")
        if card.counter(action.name) + action.amount < 0:
            raise IllegalActionError(
                f"{name_for(game, card, player)} has only {card.counter(action.name)} {action.name}"
            )
        game.add_counter(card.id, action.name, action.amount)
    elif verb == "marker":
        if not action.name:
            raise IllegalActionError("name the marker")
        game.set_marker(card.id, action.name, action.amount != 0)
    elif verb == "stat":
        if not action.name or not action.amount:
            raise IllegalActionError("name the value and the change")
        game.add_effect(
            kind="stat",
            stat=action.name,
            amount=action.amount,
            targets=(card.id,),
            until="end_of_turn",
            controller=player,
            manual=True,
        )
        sign = "+" if action.amount > 0 else ""
        game.emit(
            "stat",
            f"{who} gives {{0}} {sign}{action.amount} {action.name} until end of turn",
            player=player,
            cards=[card],
        )
    elif verb == "reveal":
        game.reveal([card.id])


def _change_value(game: Game, player: int, who: str, action: ManualAction) -> None:
    """Add ``action.amount`` to the game counter ``action.name`` (a key of the state's values)."""
    key = action.name or ""
    values = game.state.values
    if key not in values:
        known = ", ".join(sorted(values)) or "none"
        raise IllegalActionError(f"there is no value {key!r} to change; values: {known}")
    if not action.amount:
        raise IllegalActionError(f"say how much to add to {key} (a negative amount takes away)")
    old = values[key]
    game.set_value(key, old + action.amount)
    game.emit(
        "value",
        f"{who} changes {key} from {old} to {old + action.amount}",
        player=player,
        data={"name": key, "from": old, "to": old + action.amount},
    )


def _zone(game: Game, key: str | None) -> str:
    if not key:
        raise IllegalActionError("name a zone")
    _, name = split_key(key)
    try:
        spec = game.ruleset.zone_spec(name)
    except KeyError:
        raise IllegalActionError(f"{game.ruleset.title} has no zone {key!r}") from None
    if not spec.shared and "." not in key:
        raise IllegalActionError(f"say whose {spec.label}: p1.{name} or p2.{name}")
    return key


def _source_card(game: Game, player: int, action: ManualAction) -> Card:
    if action.card is not None:
        card = game.get(action.card)
        if card is None:
            raise IllegalActionError(f"card {action.card} is no longer there (it moved or left the game)")
        if not game.is_visible(card, player):
            raise IllegalActionError(
                f"{player_name(player)} cannot pick a hidden card by name; take it by its place in its zone"
            )
        return card
    key = _zone(game, action.from_zone)
    cards = view_order(game, key, player)
    if not cards:
        raise IllegalActionError(f"the {game.spec(key).label} is empty")
    index = -1 if action.index is None else action.index
    if not -len(cards) <= index < len(cards):
        raise IllegalActionError(f"the {game.spec(key).label} has no card at place {index}")
    return cards[index]
