"""ONE PIECE CARD GAME in manual mode: the rules run the set-up and the turn; players do the rest.

Rule numbers are those of the comprehensive rules (``OP 6-5-5-1``).

Automated:
- Set-up (OP 5-2-1): both decks shuffled (5-2-1-2), Leaders face up (5-2-1-3), the DON!!
  decks set out (3-3-1); a player chosen at random (the rock-paper-scissors of 5-2-1-4)
  decides to go first or second (a decision, 5-2-1-5); both draw 5 and may redraw once,
  the first player first (yes/no decisions, 5-2-1-6, 5-2-1-6-1); then each puts cards from
  the top of the deck face down into the Life area, one at a time, as many as the Leader's
  Life, so the top card of the deck ends at the bottom (5-2-1-7, 2-9-2-1).
- The turn (6-1-1): Refresh Phase (effects lasting "until the start of your next turn" end,
  6-2-1; given DON!! go back to the cost area rested, 6-2-3; the turn player's rested cards
  become active, 6-2-4), Draw Phase (draw 1, not on the first player's first turn, 6-3-1),
  DON!! Phase (2 DON!! from the DON!! deck to the cost area active, 1 on the first player's
  first turn, as many as are left, 6-4-1 to 6-4-3), Main Phase, End Phase (effects lasting
  "until the end of the turn" end, 6-6-1-2). Each phase waits at a decision of the turn
  player, a checkpoint: ``advance`` goes to the next phase (from the End Phase: the next
  turn), ``end_turn`` carries out the remaining phases' automatic steps and ends the turn.
- Giving DON!! (6-5-5): a DON!! card moved (by hand) into the Leader area, or into the
  Character area at a Character's slot, is given to that card: attached to it, in no state
  (4-4-2). A Leader or Character gets +1000 power per given DON!! during its controller's
  turn (6-5-5-2). When the card leaves its area, its given DON!! go to the cost area rested
  (6-5-5-4). A Character moved between places of the Character area stays the same card
  and keeps its DON!!.
- Defeat (9-2-1-2): at each Draw Phase, after the draw, a player with no cards in the deck
  loses (both: a draw, 9-2-1). The option ``turn_limit`` (default 40) ends the game as a draw
  when that many turns have been played, so that simulations finish.

By hand, with the manual actions: playing cards and paying costs (rest DON!!), events,
attacks and blocks (rest the cards), counters, damage (the top Life card to hand), [Trigger],
K.O., effects, the loss of a Leader damaged at 0 Life (concede) and everything else. In this
mode no attack is refused, including on a player's first turn (6-5-6-1): the players keep
that rule themselves.

State flags: ``phase_begun`` (the current phase's automatic steps are done; absent at the
start of a phase, so a position names a phase to start at its beginning).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop_app.engine.cards import Card, CardDef, StatValue
from desktop_app.engine.decisions import Option
from desktop_app.engine.decks import DeckList, DeckProblem
from desktop_app.engine.game import Game
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import Termination
from desktop_app.engine.zones import player_name, split_key, zone_key
from desktop_app.games._resources import ShippedDemos
from desktop_app.games.one_piece import cards, decks
from desktop_app.games.one_piece.zones import GIVEN_AREAS, REFRESHED_AREAS, ZONES

PHASES = ("refresh", "draw", "don", "main", "end")
PHASE_LABELS = {
    "refresh": "Refresh Phase",
    "draw": "Draw Phase",
    "don": "DON!! Phase",
    "main": "Main Phase",
    "end": "End Phase",
}
PHASE_RULES = {"refresh": "OP 6-2", "draw": "OP 6-3", "don": "OP 6-4", "main": "OP 6-5", "end": "OP 6-6"}
BEGUN = "phase_begun"
OPENING_HAND = 5
DON_PER_TURN = 2
GIVEN_DON_POWER = 1000


class OnePieceRules(ShippedDemos):
    """ONE PIECE CARD GAME in manual mode (see the module docstring)."""

    game_id = "one-piece"
    title = "ONE PIECE CARD GAME"
    rules_version = "1"
    zones = ZONES
    phases = PHASES
    deck_sections = decks.SECTIONS
    options: Mapping[str, Any] = {"turn_limit": 40}
    library_zone = "deck"
    hand_zone = "hand"

    # ------------------------------------------------------------------ cards and decks
    def card_from_record(self, record: Mapping[str, Any]) -> CardDef:
        return cards.card_from_record(record)

    def validate_deck(self, deck: DeckList) -> list[DeckProblem]:
        return decks.validate(deck)

    # ------------------------------------------------------------------ set-up
    def setup_state(self, game: Game) -> None:
        """Leaders face up in the Leader area (OP 5-2-1-3), decks and DON!! decks face down."""
        for player, deck in enumerate(game.setup.decks):
            for card in deck.section("leader"):
                game.create_card(card.code, player, "leader", face_up=True)
            for card in deck.section("main"):
                game.create_card(card.code, player, "deck", face_up=False)
            for card in deck.section("don"):
                game.create_card(card.code, player, "don_deck", face_up=False)

    def play(self, game: Game) -> Flow:
        if game.state.phase == "setup":
            yield from self.pre_game(game)
        elif game.state.phase not in PHASES:
            raise ValueError(
                f"a ONE PIECE game starts in the set-up or one of the phases {', '.join(PHASES)}, "
                f"not {game.state.phase!r}"
            )
        self.settle_given_don(game)
        while True:
            if not game.flag(BEGUN):
                self.begin_phase(game)
                game.set_flag(BEGUN, True)
            option = yield from game.choose_action(
                game.state.turn_player,
                self.phase_options(game),
                f"{player_name(game.state.turn_player)}: {PHASE_LABELS[game.state.phase]}",
                rule=PHASE_RULES[game.state.phase],
                checkpoint=True,
            )
            if option.action == "advance" and game.state.phase != PHASES[-1]:
                self.enter_phase(game, PHASES[PHASES.index(game.state.phase) + 1])
                continue
            while game.state.phase != PHASES[-1]:  # end_turn: the remaining phases' steps
                self.enter_phase(game, PHASES[PHASES.index(game.state.phase) + 1])
                self.begin_phase(game)
            self.end_turn(game)

    def settle_given_don(self, game: Game) -> None:
        """DON!! a position attaches to a card lie at its place, in no state (OP 4-4-2)."""
        for player in (0, 1):
            for area in GIVEN_AREAS:
                for card in game.cards_in(zone_key(player, area)):
                    host = game.get(card.attached_to)
                    if (
                        host is not None
                        and is_don(game, card)
                        and (card.state, card.slots) != ("", host.slots)
                    ):
                        game.update(card.id, state="", slots=host.slots)

    def pre_game(self, game: Game) -> Flow:
        """OP 5-2-1-2 to 5-2-1-8: shuffle, who goes first, opening hands and redraws, Life."""
        for player in (0, 1):
            game.shuffle(zone_key(player, "deck"), rule="OP 5-2-1-2")
        chooser = game.random_below(2)
        game.log(f"{player_name(chooser)} decides who goes first (chosen at random)", rule="OP 5-2-1-4")
        choice = yield from game.choose_action(
            chooser,
            (Option("first", "Go first", "first"), Option("second", "Go second", "second")),
            f"{player_name(chooser)}: go first or second?",
            rule="OP 5-2-1-5",
        )
        first = chooser if choice.key == "first" else 1 - chooser
        game.state.first_player = first
        game.log(f"{player_name(first)} goes first", player=first, rule="OP 5-2-1-5")
        order = (first, 1 - first)
        for player in order:
            draw(game, player, OPENING_HAND, rule="OP 5-2-1-6")
        for player in order:
            redraw = yield from game.yes_no(
                player,
                f"{player_name(player)}: redraw your opening hand? (once: all 5 cards go back, "
                "the deck is shuffled and you draw 5)",
                rule="OP 5-2-1-6",
            )
            if redraw:
                hand, deck = zone_key(player, "hand"), zone_key(player, "deck")
                for card_id in list(game.ids(hand)):
                    game.move(card_id, deck, face_up=False, silent=True)
                game.log(f"{player_name(player)} returns the hand to the deck to redraw", rule="OP 5-2-1-6-1")
                game.shuffle(deck, rule="OP 5-2-1-6-1")
                draw(game, player, OPENING_HAND, rule="OP 5-2-1-6-1")
        for player in order:
            leader = self.leader(game, player)
            life = 0 if leader is None else game.definition(leader.code).number("life")
            for _ in range(life):
                top = game.top(zone_key(player, "deck"))
                if top is None:
                    break
                game.move(
                    top.id,
                    zone_key(player, "life"),
                    face_up=False,
                    text=f"{player_name(player)} puts {{0}} from the deck into the Life area",
                    player=player,
                    rule="OP 5-2-1-7",
                )
        self.start_turn(game, 1, first)

    # ------------------------------------------------------------------ the turn
    def start_turn(self, game: Game, turn: int, player: int) -> None:
        """Begin turn ``turn`` of ``player`` at its Refresh Phase, or end the game at the turn limit."""
        limit = int({**self.options, **game.setup.options}["turn_limit"])
        if turn > limit:
            game.end_game(
                None,
                f"the turn limit of {limit} turns was reached",
                "turn_limit option",
                Termination.TURN_LIMIT,
            )
        game.state.turn, game.state.turn_player = turn, player
        self.enter_phase(game, PHASES[0])

    def enter_phase(self, game: Game, phase: str) -> None:
        game.set_flag(BEGUN, None)
        game.set_phase(phase, rule=PHASE_RULES[phase])

    def begin_phase(self, game: Game) -> None:
        """The automatic steps at the start of the current phase."""
        phase = game.state.phase
        if phase == "refresh":
            self.refresh_phase(game)
        elif phase == "draw":
            self.draw_phase(game)
        elif phase == "don":
            self.don_phase(game)

    def first_turn_of_first_player(self, game: Game) -> bool:
        return game.state.turn == 1 and game.state.turn_player == game.state.first_player

    def refresh_phase(self, game: Game) -> None:
        player = game.state.turn_player
        game.end_effects(lambda e: e.until == "start_of_your_turn" and e.controller == player)  # OP 6-2-1
        for area in GIVEN_AREAS:
            for card in game.cards_in(zone_key(player, area)):
                if is_don(game, card):
                    game.move(
                        card.id,
                        zone_key(player, "cost"),
                        face_up=True,
                        state="rested",
                        text=f"{player_name(player)} returns {{0}} to the cost area, rested",
                        player=player,
                        rule="OP 6-2-3",
                    )
        for area in REFRESHED_AREAS:
            for card in game.cards_in(zone_key(player, area)):
                if card.state == "rested":
                    game.set_state(card.id, "active", rule="OP 6-2-4", player=player)

    def draw_phase(self, game: Game) -> None:
        player = game.state.turn_player
        if self.first_turn_of_first_player(game):
            game.log(f"{player_name(player)} goes first and does not draw this turn", rule="OP 6-3-1")
        else:
            draw(game, player, 1, rule="OP 6-3-1")
        out = [p for p in (0, 1) if game.count(zone_key(p, "deck")) == 0]  # rule processing, OP 9-2-1
        if len(out) == 2:
            game.end_game(
                None, "both players have 0 cards in their decks", "OP 9-2-1-2", Termination.BOTH_LOSE
            )
        if out:
            game.end_game(
                1 - out[0],
                f"{player_name(out[0])} has 0 cards in the deck",
                "OP 9-2-1-2",
                Termination.DECK_OUT,
            )

    def don_phase(self, game: Game) -> None:
        player = game.state.turn_player
        wanted = 1 if self.first_turn_of_first_player(game) else DON_PER_TURN  # OP 6-4-1
        placed = 0
        for _ in range(wanted):
            top = game.top(zone_key(player, "don_deck"))
            if top is None:  # OP 6-4-2, 6-4-3: place what is left
                break
            game.move(
                top.id,
                zone_key(player, "cost"),
                face_up=True,
                state="active",
                text=f"{player_name(player)} places {{0}} in the cost area",
                player=player,
                rule="OP 6-4-1",
            )
            placed += 1
        if placed < wanted:
            left = f"held only {placed}" if placed else "is empty: no DON!! placed"
            game.log(
                f"{player_name(player)}'s DON!! deck {left}",
                player=player,
                rule="OP 6-4-2" if placed else "OP 6-4-3",
            )

    def end_turn(self, game: Game) -> None:
        """OP 6-6-1-2 to 6-6-1-4: effects lasting until the end of the turn end; the other player's turn."""
        game.end_effects(lambda e: e.until == "end_of_turn")
        self.start_turn(game, game.state.turn + 1, 1 - game.state.turn_player)

    def phase_options(self, game: Game) -> list[Option]:
        phase = game.state.phase
        if phase == PHASES[-1]:
            return [Option("advance", "End the turn", "advance")]
        following = PHASE_LABELS[PHASES[PHASES.index(phase) + 1]]
        return [
            Option("advance", f"Go to the {following}", "advance"),
            Option("end_turn", "End the turn", "end_turn"),
        ]

    # ------------------------------------------------------------------ DON!! and values
    def leader(self, game: Game, player: int) -> Card | None:
        return next(
            (
                c
                for c in game.cards_in(zone_key(player, "leader"))
                if game.definition(c.code).type == "leader"
            ),
            None,
        )

    def given_don(self, game: Game, card: Card) -> list[Card]:
        """The DON!! cards given to ``card`` (OP 6-5-5-1)."""
        return [c for c in game.attached_to(card.id) if is_don(game, c)]

    def keeps_identity(self, game: Game, card: Card, to_zone: str) -> bool:
        """A Character moved to another place of the Character area stays the same card (OP 3-1-6
        makes a new one only when it leaves the area); a DON!! card never does (3-1-6-1)."""
        return to_zone == card.zone and split_key(to_zone)[1] == "character" and not is_don(game, card)

    def after_move(self, game: Game, old: Card, new: Card | None, *, carry: bool = True) -> None:
        """Given DON!! follow the card given to (OP 6-5-5-4); a DON!! put on a card is given (6-5-5-1)."""
        if new is not None and new.id == old.id:
            for attached in game.attached_to(new.id):
                game.update(attached.id, slots=new.slots)
        else:
            for attached in game.attached_to(old.id):
                if is_don(game, attached):
                    game.move(
                        attached.id,
                        zone_key(attached.owner, "cost"),
                        face_up=True,
                        state="rested",
                        text="{0} returns to the cost area, rested",
                        rule="OP 6-5-5-4",
                    )
                else:
                    game.detach(attached.id)
        if new is None or not is_don(game, new) or split_key(new.zone)[1] not in GIVEN_AREAS:
            return
        host = next(
            (
                c
                for c in game.cards_in(new.zone)
                if not is_don(game, c) and (not game.spec(new.zone).slots or set(c.slots) & set(new.slots))
            ),
            None,
        )
        if host is not None:  # OP 4-4-2: given DON!! are neither active nor rested
            game.update(new.id, state="", slots=host.slots)
            game.attach(new.id, host.id, rule="OP 6-5-5-1")

    def stat(self, game: Game, card: Card, name: str) -> StatValue:
        """Printed values and effects; +1000 power per given DON!! in its controller's turn (OP 6-5-5-2)."""
        value = super().stat(game, card, name)
        if (
            name == "power"
            and isinstance(value, int)
            and game.state.turn_player == card.controller
            and split_key(card.zone)[1] in GIVEN_AREAS
        ):
            value += GIVEN_DON_POWER * len(self.given_don(game, card))
        return value

    def display_stats(self, game: Game, card: Card) -> dict[str, StatValue]:
        definition = game.definition(card.code)
        shown: dict[str, StatValue] = {}
        for name in ("power", "cost", "counter", "life"):
            if definition.stat(name) is not None:
                shown[name] = game.stat(card, name)
        given = len(self.given_don(game, card))
        if given:
            shown["don"] = given
        return shown

    def player_values(self, game: Game, player: int) -> dict[str, int]:
        """``life`` (Life cards), ``don`` (DON!! on the field: cost area and given), ``active_don``
        (active DON!! in the cost area, what can pay a cost) and ``don_deck`` (left to place)."""
        field = [c for area in (*GIVEN_AREAS, "cost") for c in game.cards_in(zone_key(player, area))]
        cost = game.cards_in(zone_key(player, "cost"))
        return {
            "life": game.count(zone_key(player, "life")),
            "don": sum(1 for c in field if is_don(game, c)),
            "active_don": sum(1 for c in cost if is_don(game, c) and c.state == "active"),
            "don_deck": game.count(zone_key(player, "don_deck")),
        }


def is_don(game: Game, card: Card) -> bool:
    return game.definition(card.code).type == "don"


def draw(game: Game, player: int, count: int, *, rule: str) -> None:
    """Draw up to ``count`` cards, one at a time (OP 3-2-3), as many as the deck holds (1-3-2)."""
    for _ in range(count):
        top = game.top(zone_key(player, "deck"))
        if top is None:
            return
        game.move(
            top.id,
            zone_key(player, "hand"),
            text=f"{player_name(player)} draws {{0}}",
            player=player,
            rule=rule,
        )
