"""Rule processes (L&L 10) and the procedures the rules and card scripts share.

- Check timing (L&L 9.5.3) is the kernel's, with ``TriggerOrder.PLAYER_CHOICE``: rule
  processes until none applies, then the turn player plays one of their primed abilities
  (choosing which), and only when they have none the other player does.
- The interrupt-type rule process (L&L 10.1.2.1, 10.2): the Reshuffle, the moment a deck is
  empty: the Drop Zone becomes the deck, shuffled, and the player gains a Refresh Point
  (5.20–5.21); with an empty Drop Zone that player loses at once (10.2.2.1; both at once: a
  draw, 1.2.3). It never runs while a cost is paid (10.2.3): costs here pay without calling
  ``interrupts``, and the kernel runs them the moment a scripted cost has been paid.
- The check-type rule processes, all at once (L&L 10.1.2.2): loss (10.3.1: no face-down gate;
  two or more face-down main-deck cards in the Refresh Zone), overloaded characters (10.4) and
  gates (10.5), overloaded paradoxes (10.6), illegal cards (10.7), Over Level (10.8), then
  Refresh Point resolution (10.9).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop_app.engine.cards import Card
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import PendingTrigger, Termination
from desktop_app.engine.zones import player_name
from desktop_app.games.luck_and_logic import board
from desktop_app.games.luck_and_logic.board import (
    CIRCLES,
    DECK,
    DROP,
    GATE,
    GATES,
    HAND,
    LEVEL,
    LEVEL_LIMIT,
    MEMBERS,
    REFRESH,
    REFRESH_LOSS,
    REMOVE,
    STOCK,
    key,
)

if TYPE_CHECKING:
    from desktop_app.engine.game import Game


def rp_key(player: int) -> str:
    """The game value holding ``player``'s Refresh Points (L&L 5.20, 6.2.1.10)."""
    return key(player, "rp")


# ====================================================================== check timing
def resolve(game: Game, pending: PendingTrigger) -> Flow:
    """Play one primed auto ability (L&L 9.5.3.2, 9.7.6: playing it is mandatory)."""
    yield from board.abilities(game).resolve_pending(game, pending)


def rule_processes(game: Game) -> Flow:
    """Every check-type rule process at once (L&L 10.1.2.2); returns whether any applied."""
    _loss(game)
    moves: list[tuple[int, str, str, bool | None]] = []  # card, zone, rule, face
    for player in (0, 1):
        moves += _overloads(game, player)
        moves += _illegal(game, player)
        level = game.cards_in(key(player, LEVEL))
        if len(level) > LEVEL_LIMIT:  # L&L 10.8: the oldest beyond the limit go
            moves += [(c.id, key(c.owner, DROP), "L&L 10.8", None) for c in level[: len(level) - LEVEL_LIMIT]]
    for card_id, to, rule, face in moves:
        if game.get(card_id) is not None:
            game.move(card_id, to, face_up=face, rule=rule, text="{0} is moved by rule process")
    flipped = _paradox_overload(game)
    refreshed = yield from _refresh_points(game)
    return bool(moves) or flipped or refreshed


def loss_reason(game: Game, player: int) -> str:
    """Why ``player`` meets a loss condition of L&L 10.3.1, or ``""``."""
    if board.face_down_gates(game, player) == 0:
        return "has no face-down gate (L&L 10.3.1.1)"
    if game.count(key(player, REFRESH)) >= REFRESH_LOSS:
        return f"has {REFRESH_LOSS} cards in the Refresh Zone (L&L 10.3.1.2)"
    return ""


def _loss(game: Game) -> None:
    losers = [p for p in (0, 1) if loss_reason(game, p)]
    if len(losers) == 2:
        game.end_game(None, "both players meet a loss condition at once", "L&L 1.2.3", Termination.BOTH_LOSE)
    if losers:
        loser = losers[0]
        game.end_game(1 - loser, f"{player_name(loser)} {loss_reason(game, loser)}", "L&L 10.3.1")


def _overloads(game: Game, player: int) -> list[tuple[int, str, str, bool | None]]:
    """L&L 10.4, 10.5: in a circle or Gate Zone with several cards, all but the newest leave
    (characters to the Drop Zone, gates face down to the Remove Zone). Set cards are no
    members and stay (5.24.6)."""
    moves: list[tuple[int, str, str, bool | None]] = []
    # the zone's order is the order of placing: the last placed is kept (a card moved from
    # circle to circle keeps its identity, 4.1.5, but is placed anew)
    for cards, to, rule, face in (
        (board.members(game, player), DROP, "L&L 10.4", None),
        (game.cards_in(key(player, GATES)), REMOVE, "L&L 10.5", False),
    ):
        by_slot: dict[str, list[Card]] = {}
        for card in cards:
            for slot in card.slots:
                by_slot.setdefault(slot, []).append(card)
        for slot in board.SLOTS:
            moves += [(c.id, key(c.owner, to), rule, face) for c in by_slot.get(slot, [])[:-1]]
    return list(dict.fromkeys(moves))


def _illegal(game: Game, player: int) -> list[tuple[int, str, str, bool | None]]:
    """L&L 10.7, 5.24.3: on a circle, a card that is neither a member nor Set to a card on
    the Field (its card left, so it is no longer attached); a non-gate in a Gate Zone."""
    moves: list[tuple[int, str, str, bool | None]] = []
    for card in game.cards_in(key(player, CIRCLES)):
        if card.attached_to is not None:
            continue  # Set (5.24): after_move detaches it when its card leaves the Field
        if not card.face_up or board.card_type(game, card) not in MEMBERS:
            moves.append((card.id, key(card.owner, DROP), "L&L 10.7", None))
    for card in game.cards_in(key(player, GATES)):
        if board.card_type(game, card) != GATE:
            moves.append((card.id, key(card.owner, DROP), "L&L 10.7", None))
    return moves


def _paradox_overload(game: Game) -> bool:
    """L&L 10.6: more than one face-up paradox in the Battle and Paradox Zones. With both
    players' (10.6.1) the player with fewer turns all theirs face down and the other as many
    (equal: all); with one player's (10.6.2) they keep one. Which ones: the newest is kept, a
    choice the digest leaves open, decided here so no question interrupts a rule process."""
    mine = [board.face_up_paradoxes(game, p) for p in (0, 1)]
    if len(mine[0]) + len(mine[1]) < 2:
        return False
    if mine[0] and mine[1]:
        fewer = min(len(mine[0]), len(mine[1]))
        down = [c for cards in mine for c in sorted(cards, key=lambda c: c.entered)[:fewer]]
    else:
        cards = sorted(mine[0] or mine[1], key=lambda c: c.entered)
        down = cards[:-1]
    for card in down:
        game.set_face(card.id, False, rule="L&L 10.6")
    return bool(down)


def _refresh_points(game: Game) -> Flow:
    """L&L 10.9: for each Refresh Point, the top deck card face down into the Refresh Zone
    (the Reshuffle between, should the deck run out); returns whether any was resolved."""
    done = False
    for player in (0, 1):
        while game.value(rp_key(player)) >= 1:
            game.set_value(rp_key(player), game.value(rp_key(player)) - 1)
            yield from top_to(game, player, REFRESH, 1, rule="L&L 10.9.1")
            done = True
    return done


# ====================================================================== the interrupt
def interrupts(game: Game) -> Flow:
    """The Reshuffle of every player whose deck is empty, the turn player's first
    (L&L 10.1.2.1, 10.2)."""
    tp = game.state.turn_player
    empty = [p for p in (tp, 1 - tp) if game.count(key(p, DECK)) == 0]
    if len(empty) == 2 and all(game.count(key(p, DROP)) == 0 for p in empty):
        game.end_game(
            None, "both players must refresh with no cards to refresh", "L&L 1.2.3", Termination.BOTH_LOSE
        )
    for player in empty:
        _reshuffle_if_empty(game, player)
    return
    yield


def _reshuffle_if_empty(game: Game, player: int) -> None:
    """L&L 10.2.2, 5.21: the Drop Zone shuffled in as the deck, Refresh Point +1; with an
    empty Drop Zone the player loses at once (10.2.2.1)."""
    deck, drop = key(player, DECK), key(player, DROP)
    if game.count(deck):
        return
    if game.count(drop) == 0:
        game.end_game(
            1 - player,
            f"{player_name(player)} must refresh with no cards in the Drop Zone",
            "L&L 10.2.2.1",
            Termination.DECK_OUT,
        )
    for card_id in list(game.ids(drop)):
        game.move(card_id, deck, face_up=False, silent=True)
    game.shuffle(deck, rule="L&L 5.21", player=player)
    game.set_value(rp_key(player), game.value(rp_key(player)) + 1)
    game.emit(
        "ll.refresh",
        f"{player_name(player)} refreshes: the Drop Zone becomes the deck (Refresh Point +1)",
        player=player,
        rule="L&L 5.21",
    )


# ====================================================================== moving cards
def draw(game: Game, player: int, n: int, *, up_to: bool = False) -> Flow:
    """Draw one card at a time (L&L 5.6); an emptied deck reshuffles before the next."""
    if up_to:
        n = yield from game.choose_number(player, 0, n, f"{player_name(player)}: draw how many (up to {n})?")
    text = f"{player_name(player)} draws {{0}}"
    return (yield from top_to(game, player, HAND, n, rule="L&L 5.6", text=text, face_up=None))


def top_to(
    game: Game, player: int, zone: str, n: int, *, rule: str, text: str = "", face_up: bool | None = False
) -> Flow:
    """The top ``n`` deck cards one at a time into ``zone`` (face down unless told: the Draw
    Phase's Stock, 7.3.5; Stock Boost, 5.27), reshuffling between them (4.5.2.1); returns the
    moved cards' ids."""
    text = text or f"{player_name(player)} puts the top card of the deck into the {zone.title()}"
    moved: list[int] = []
    for _ in range(max(0, n)):
        yield from interrupts(game)
        top = game.top(key(player, DECK))
        if top is None:
            break
        card = game.move(top.id, key(player, zone), face_up=face_up, player=player, rule=rule, text=text)
        if card is not None:
            moved.append(card.id)
    yield from interrupts(game)
    return moved


def pay_stock(game: Game, player: int, amount: int, *, rule: str = "L&L 5.22.4") -> None:
    """Pay ``amount`` Stock cards to the Drop Zone from the top (4.8.1.2; digest §11.2), one
    at a time. No interrupt runs inside a payment (10.2.3)."""
    for _ in range(amount):
        top = game.top(key(player, STOCK))
        if top is None:
            return
        game.move(
            top.id,
            key(player, DROP),
            player=player,
            rule=rule,
            text=f"{player_name(player)} pays {{0}} from the Stock",
        )


def stock(game: Game, card_id: int, *, rule: str) -> None:
    """Stock a card (L&L 5.10): on top of its owner's Stock, face down (digest §11.1); its
    Soul goes with it, under it (12.2)."""
    card = game.get(card_id)
    if card is not None:
        game.move(card_id, key(card.owner, STOCK), face_up=False, rule=rule, text="{0} is Stocked")


def destroy_gate(game: Game, player: int, slot: str, *, by: int | None, rule: str) -> bool:
    """L&L 5.32: turn the gate in ``player``'s Gate Zone ``slot`` face up; a face-up gate (or
    none) is not destroyed again (5.32.1.1). Emits ``ll.gate_destroyed`` (On Gate
    Destruction, 11.7; "when this destroys a gate", 5.32.2)."""
    gate = board.gate_at(game, player, slot)
    if gate is None or gate.face_up:
        return False
    game.set_face(gate.id, True, rule=rule)
    game.emit(
        "ll.gate_destroyed",
        f"{player_name(player)}'s gate in {slot} is destroyed: {{0}}",
        player=player,
        cards=[game.card(gate.id)],
        data={"slot": slot, "by": by, "owner": player},
        rule=rule,
    )
    return True
