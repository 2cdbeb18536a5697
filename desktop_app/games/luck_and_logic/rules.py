"""Luck & Logic in manual mode: the rules run the set-up and the turn; players do the rest.

Rule numbers are those of the comprehensive rules ver. 2.04 (``L&L 7.4.3.1``).

Automated:
- Set-up (L&L 6.2.1): the My Logicalist face down in its zone (6.2.1.2), the tool deck face
  down in the Tool Zone (6.2.1.3); main decks and gate decks shuffled (6.2.1.4; the gate deck
  waits face down in the Remove Zone); the top gate face down into each of the six Gate Zones
  (6.2.1.5), the four left over stay face down in the Remove Zone, seen by nobody
  (6.2.1.5.1); the first player chosen at random, nobody chooses (6.2.1.7); five cards each,
  then, first player first, each may put any cards on the bottom of the deck (the first
  chosen lowest) and draw as many, with no shuffle (6.2.1.8, a decision each); the My
  Logicalist turned face up (6.2.1.9); both Refresh Points 0, the game value ``pN.rp``
  (6.2.1.10).
- The turn (7): Stand Phase (the turn player stands their circles, Gate Zones and Level Zone,
  not the My Logicalist, 7.2.4), Draw Phase (draw 2, 7.3.3; the top card face down into the
  Stock, 7.3.5), Level Phase (the turn player may put one hand card into the Level Zone: an
  option ``level`` per card, face up, face down on the first player's first turn, swapped with
  a Level card of their choice at the Level Limit of 4, 7.4.3.1), Main Phase, Battle Phase,
  End Phase (the Paradox Zones go to the Drop Zone on entering it, 7.7.4; on leaving it the
  turn player discards down to the Hand Limit of 8, a decision, 7.7.6, and effects "for the
  turn" end, 7.7.7). Each phase waits at a decision of the turn player, a checkpoint:
  ``advance`` goes to the next phase (from the End Phase: the next turn), ``end_turn``
  carries out the remaining phases' automatic steps and ends the turn.
- Rule processes at the check timing before every phase decision and between the Draw
  Phase's steps (9.5.3, 10): a player with no card in the deck refreshes (the Drop Zone
  shuffled into the deck, Refresh Point +1; with an empty Drop Zone that player loses,
  10.2, 5.21), also in the middle of the automatic draws (an interrupt, 4.5.2.1); a player
  with no face-down gate or with 2 or more cards in the Refresh Zone loses (10.3.1; both:
  a draw, 1.2.3); each Refresh Point moves the top card of the deck face down into the
  Refresh Zone (10.9).
- Soul (4.15, 12.2): a card moved (by hand) into the Soul Zone at a member's slot becomes
  that member's Soul; when the member leaves the circles its Soul goes with it to the same
  zone, under it. A member moved from circle to circle, and a gate from Gate Zone to Gate
  Zone, stays the same card (4.1.5), with its Soul.
- The option ``turn_limit`` (default 40) ends the game as a draw when that many turns have
  been played, so that simulations finish.

By hand, with the manual actions: deploying (to one or several circles), Trance, Set,
Luck Drive, Logic Drive, attacks (rest the member; turn a gate face up to destroy it), Logic
Definition, Intercept, Level Boost, Victory Determination, Stocking, and every overload,
paradox, illegal-card and over-level process. The Attack Limit (the face-up Level cards,
8.2.3) is shown as the player value ``attack_limit``; no attack is refused in this mode.

State flags: ``phase_begun`` (the current phase's automatic steps are done) and ``levelled``
(the Level Phase's card is placed); both are absent at the start of a phase, so a position
names a phase to start at its beginning. A position must give each player at least one
face-down gate and cards in the deck or Drop Zone, or that player loses at the first check
timing (10.3.1.1, 10.2.2.1); one that sets no ``pN.rp`` starts at 0; cards it attaches to a
member on a circle are put into the Soul Zone as its Soul.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop_app.engine.cards import Card, CardDef, StatValue
from desktop_app.engine.decisions import Decision, DecisionKind, Option
from desktop_app.engine.decks import DeckList, DeckProblem
from desktop_app.engine.game import Game
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import Termination
from desktop_app.engine.zones import player_name, split_key, zone_key
from desktop_app.games._procedures import discard_to_hand_limit
from desktop_app.games._resources import ShippedDemos
from desktop_app.games.luck_and_logic import cards, decks
from desktop_app.games.luck_and_logic.zones import SLOT_NAMES, STOOD_ZONES, ZONES

PHASES = ("stand", "draw", "level", "main", "battle", "end")
PHASE_LABELS = {
    "stand": "Stand Phase",
    "draw": "Draw Phase",
    "level": "Level Phase",
    "main": "Main Phase",
    "battle": "Battle Phase",
    "end": "End Phase",
}
PHASE_RULES = {
    "stand": "L&L 7.2",
    "draw": "L&L 7.3",
    "level": "L&L 7.4",
    "main": "L&L 7.5",
    "battle": "L&L 7.6",
    "end": "L&L 7.7",
}
BEGUN, LEVELLED = "phase_begun", "levelled"
OPENING_HAND = 5
DRAWS = 2
LEVEL_LIMIT = 4
HAND_LIMIT = 8
REFRESH_LOSS = 2
#: zones whose identity survives a move within them (L&L 4.1.5)
SAME_CARD_ZONES = ("circles", "gate_zones")


class LuckAndLogicRules(ShippedDemos):
    """Luck & Logic in manual mode (see the module docstring)."""

    game_id = "luck-and-logic"
    title = "Luck & Logic"
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
        """L&L 6.2.1.2, 6.2.1.3, 6.2.1.6: the My Logicalist and tool deck face down, the main
        deck in the Deck Zone, the gate deck face down in the Remove Zone until it is dealt."""
        places = {"covenanter": "my_logicalist", "tool": "tool", "main": "deck", "gate": "remove"}
        for player, deck in enumerate(game.setup.decks):
            for section, zone in places.items():
                for card in deck.section(section):
                    game.create_card(card.code, player, zone, face_up=False)

    def play(self, game: Game) -> Flow:
        if game.state.phase == "setup":
            yield from self.pre_game(game)
        elif game.state.phase not in PHASES:
            raise ValueError(
                f"a Luck & Logic game starts in the set-up or one of the phases {', '.join(PHASES)}, "
                f"not {game.state.phase!r}"
            )
        for player in (0, 1):
            if rp_key(player) not in game.state.values:
                game.set_value(rp_key(player), 0)
            for card in game.cards_in(zone_key(player, "circles")):
                member = game.get(card.attached_to)
                if member is not None:  # a position's attached cards: the member's Soul
                    game.move(
                        card.id,
                        zone_key(player, "soul"),
                        slots=member.slots,
                        text="{0} is Soul",
                        rule="L&L 4.15",
                    )
        while True:
            if not game.flag(BEGUN):
                self.begin_phase(game)
                game.set_flag(BEGUN, True)
            answer = yield from game.ask(lambda: self.phase_decision(game))
            option = answer.option
            if option.action == "level":
                yield from self.level_up(game, option.card)
                continue
            if option.action == "advance" and game.state.phase != PHASES[-1]:
                self.enter_phase(game, PHASES[PHASES.index(game.state.phase) + 1])
                continue
            while game.state.phase != PHASES[-1]:  # end_turn: the remaining phases' steps
                self.enter_phase(game, PHASES[PHASES.index(game.state.phase) + 1])
                self.begin_phase(game)
            yield from self.end_turn(game)

    def pre_game(self, game: Game) -> Flow:
        """L&L 6.2.1.4 to 6.2.1.11."""
        for player in (0, 1):
            game.shuffle(zone_key(player, "deck"), rule="L&L 6.2.1.4")
            game.shuffle(zone_key(player, "remove"), rule="L&L 6.2.1.4")  # the gate deck
            for slot in SLOT_NAMES:
                top = game.top(zone_key(player, "remove"))
                if top is None:
                    break
                game.move(
                    top.id,
                    zone_key(player, "gate_zones"),
                    slots=(slot,),
                    face_up=False,
                    text=f"{player_name(player)} puts a gate face down in the Gate Zone {slot}",
                    player=player,
                    rule="L&L 6.2.1.5",
                )
        first = game.random_below(2)
        game.state.first_player = first
        game.log(f"{player_name(first)} is chosen at random to go first", player=first, rule="L&L 6.2.1.7")
        order = (first, 1 - first)
        for player in order:
            draw(game, player, OPENING_HAND, rule="L&L 6.2.1.8")
        for player in order:
            chosen = yield from game.choose_cards(
                player,
                game.ids(zone_key(player, "hand")),
                f"{player_name(player)}: choose cards to put on the bottom of your deck and draw again "
                "(once; the first chosen lowest; no shuffle)",
                maximum=OPENING_HAND,
                up_to=True,
                rule="L&L 6.2.1.8",
            )
            for card_id in reversed(chosen):
                game.move(
                    card_id,
                    zone_key(player, "deck"),
                    index=0,
                    face_up=False,
                    text=f"{player_name(player)} puts {{0}} on the bottom of the deck",
                    player=player,
                    rule="L&L 6.2.1.8",
                )
            draw(game, player, len(chosen), rule="L&L 6.2.1.8")
        for player in order:
            for card in game.cards_in(zone_key(player, "my_logicalist")):
                game.set_face(card.id, True, rule="L&L 6.2.1.9")
            game.set_value(rp_key(player), 0)
        game.log("Both players' Refresh Points are 0", rule="L&L 6.2.1.10")
        self.start_turn(game, 1, first)

    # ------------------------------------------------------------------ the turn
    def start_turn(self, game: Game, turn: int, player: int) -> None:
        """Begin turn ``turn`` of ``player`` at its Stand Phase, or end the game at the turn limit."""
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
        game.set_flag(LEVELLED, None)
        game.set_phase(phase, rule=PHASE_RULES[phase])

    def first_turn_of_first_player(self, game: Game) -> bool:
        return game.state.turn == 1 and game.state.turn_player == game.state.first_player

    def begin_phase(self, game: Game) -> None:
        """The automatic steps of the current phase."""
        player, phase = game.state.turn_player, game.state.phase
        if phase == "stand":
            for name in STOOD_ZONES:
                for card in game.cards_in(zone_key(player, name)):
                    if card.state == "rested":
                        game.set_state(card.id, "standing", rule="L&L 7.2.4", player=player)
        elif phase == "draw":
            draw(game, player, DRAWS, rule="L&L 7.3.3")
            self.check_timing(game)
            take_top(
                game,
                player,
                zone_key(player, "stock"),
                text=f"{player_name(player)} puts the top card of the deck into the Stock",
                rule="L&L 7.3.5",
            )
        elif phase == "end":
            for owner in (0, 1):
                for card in game.cards_in(zone_key(owner, "paradox")):
                    game.move(card.id, zone_key(owner, "drop"), rule="L&L 7.7.4")

    def level_up(self, game: Game, card_id: int | None) -> Flow:
        """L&L 7.4.3.1: a hand card into the Level Zone, swapped with a Level card at the limit."""
        assert card_id is not None
        player = game.state.turn_player
        level, hand = zone_key(player, "level"), zone_key(player, "hand")
        face_up = not self.first_turn_of_first_player(game)
        if game.count(level) >= LEVEL_LIMIT:
            back = yield from game.choose_cards(
                player,
                lambda: game.ids(level),
                f"{player_name(player)}: the Level Zone is full: choose the Level card to swap to your hand",
                rule="L&L 7.4.3.1.1",
            )
            for card in back:
                game.move(card, hand, text=f"{player_name(player)} swaps {{0}} to the hand", rule="L&L 5.11")
        game.move(
            card_id,
            level,
            face_up=face_up,
            state="standing",
            text=f"{player_name(player)} puts {{0}} into the Level Zone" + ("" if face_up else " face down"),
            player=player,
            rule="L&L 7.4.3.1",
        )
        game.set_flag(LEVELLED, True)

    def end_turn(self, game: Game) -> Flow:
        """L&L 7.7.6 (Hand Limit), 7.7.7 (effects for the turn end); then the other player's turn."""
        player = game.state.turn_player
        yield from discard_to_hand_limit(game, player, HAND_LIMIT, "drop", "L&L 7.7.6")
        game.end_effects(lambda e: e.until == "end_of_turn")
        self.start_turn(game, game.state.turn + 1, 1 - player)

    def phase_decision(self, game: Game) -> Decision:
        """The turn player's play timing in the current phase, after a check timing (L&L 9.5.3)."""
        self.check_timing(game)
        player, phase = game.state.turn_player, game.state.phase
        options = [Option("advance", "End the turn", "advance")]
        if phase != PHASES[-1]:
            following = PHASE_LABELS[PHASES[PHASES.index(phase) + 1]]
            options = [
                Option("advance", f"Go to the {following}", "advance"),
                Option("end_turn", "End the turn", "end_turn"),
            ]
        if phase == "level" and not game.flag(LEVELLED):
            level = zone_key(player, "level")
            down = "" if not self.first_turn_of_first_player(game) else " face down"
            options += [
                Option(
                    f"level:{card.id}",
                    f"Put {game.name_of(card)} into the Level Zone{down}",
                    "level",
                    card.id,
                    {"zone": level},
                )
                for card in game.cards_in(zone_key(player, "hand"))
            ]
        return Decision(
            player,
            DecisionKind.ACTION,
            f"{player_name(player)}: {PHASE_LABELS[phase]}",
            tuple(options),
            rule=PHASE_RULES[phase],
            checkpoint=True,
        )

    def check_timing(self, game: Game) -> None:
        """The rule processes of a check timing, repeated until none applies (L&L 9.5.3.1, 10)."""
        while True:
            for player in (0, 1):
                if game.count(zone_key(player, "deck")) == 0:
                    refresh(game, player)  # L&L 10.2 (an interrupt the manual actions may have left)
            losers = [p for p in (0, 1) if self.loss_reason(game, p)]
            if len(losers) == 2:
                game.end_game(None, "both players meet a loss condition", "L&L 1.2.3", Termination.BOTH_LOSE)
            if losers:
                loser = losers[0]
                game.end_game(
                    1 - loser, f"{player_name(loser)} {self.loss_reason(game, loser)}", rule="L&L 10.3.1"
                )
            pending = [p for p in (0, 1) if game.value(rp_key(p)) >= 1]
            if not pending:
                return
            for player in pending:  # L&L 10.9
                game.set_value(rp_key(player), game.value(rp_key(player)) - 1)
                take_top(
                    game,
                    player,
                    zone_key(player, "refresh"),
                    text=f"{player_name(player)} puts the top card of the deck into the Refresh Zone",
                    rule="L&L 10.9.1",
                )

    def loss_reason(self, game: Game, player: int) -> str:
        """Why ``player`` meets a loss condition of L&L 10.3.1, or ``""``."""
        if not any(not card.face_up for card in game.cards_in(zone_key(player, "gate_zones"))):
            return "has no face-down gate"
        if game.count(zone_key(player, "refresh")) >= REFRESH_LOSS:
            return f"has {REFRESH_LOSS} or more cards in the Refresh Zone"
        return ""

    # ------------------------------------------------------------------ cards in play
    def keeps_identity(self, game: Game, card: Card, to_zone: str) -> bool:
        """Circle to circle and Gate Zone to Gate Zone keep the card (L&L 4.1.5)."""
        name = split_key(card.zone)[1]
        return name in SAME_CARD_ZONES and split_key(to_zone)[1] == name

    def after_move(self, game: Game, old: Card, new: Card | None, *, carry: bool = True) -> None:
        """Soul follows its member (L&L 4.15, 12.2); a card put into the Soul Zone at a member's
        slot becomes its Soul."""
        if new is not None and new.id == old.id:
            for attached in game.attached_to(new.id):
                game.update(attached.id, slots=new.slots)
        else:
            leaving = split_key(old.zone)[1] == "circles"
            for attached in game.attached_to(old.id):
                if leaving and split_key(attached.zone)[1] == "soul":
                    to = new.zone if new is not None else zone_key(attached.owner, "drop")
                    below = game.ids(to).index(new.id) if new is not None and new.zone == to else None
                    game.move(attached.id, to, index=below, rule="L&L 12.2", text="{0} goes with its member")
                else:
                    game.detach(attached.id)
        if new is None or split_key(new.zone)[1] != "soul":
            return
        owner, _ = split_key(new.zone)
        member = next(
            (c for c in game.cards_in(zone_key(owner or 0, "circles")) if set(c.slots) & set(new.slots)),
            None,
        )
        if member is not None:
            game.update(new.id, slots=member.slots)
            game.attach(new.id, member.id, rule="L&L 4.15.2")

    def stat(self, game: Game, card: Card, name: str) -> StatValue:
        """Printed values and effects; ``soul`` is the number of the member's Soul cards (4.15.2.2)."""
        if name == "soul":
            return sum(1 for c in game.attached_to(card.id) if split_key(c.zone)[1] == "soul")
        return super().stat(game, card, name)

    def display_stats(self, game: Game, card: Card) -> dict[str, StatValue]:
        definition = game.definition(card.code)
        shown: dict[str, StatValue] = {}
        for name in ("level", "cost", "power", "aura", "limit"):
            if definition.stat(name) is not None:
                shown[name] = game.stat(card, name)
        if game.stat(card, "soul"):
            shown["soul"] = game.stat(card, "soul")
        return shown

    def player_values(self, game: Game, player: int) -> dict[str, int]:
        """``level`` (cards in the Level Zone), ``attack_limit`` (its face-up cards, 8.2.3),
        ``rp`` (Refresh Points), ``stock`` (Stock cards, what pays costs) and ``gates``
        (face-down gates left, 10.3.1.1)."""
        level = game.cards_in(zone_key(player, "level"))
        return {
            "level": len(level),
            "attack_limit": sum(1 for c in level if c.face_up),
            "rp": game.value(rp_key(player)),
            "stock": game.count(zone_key(player, "stock")),
            "gates": sum(1 for c in game.cards_in(zone_key(player, "gate_zones")) if not c.face_up),
        }


def rp_key(player: int) -> str:
    """The game value holding ``player``'s Refresh Points (L&L 6.2.1.10)."""
    return zone_key(player, "rp")


def refresh(game: Game, player: int) -> None:
    """L&L 10.2, 5.21: the Drop Zone shuffled in as the deck, Refresh Point +1; an empty Drop
    Zone loses instead (10.2.2.1)."""
    drop, deck = zone_key(player, "drop"), zone_key(player, "deck")
    if game.count(drop) == 0:
        game.end_game(
            1 - player,
            f"{player_name(player)} has no cards in the deck or the Drop Zone",
            "L&L 10.2.2.1",
            Termination.DECK_OUT,
        )
    for card_id in list(game.ids(drop)):
        game.move(card_id, deck, face_up=False, silent=True)
    game.log(
        f"{player_name(player)} refreshes: the Drop Zone becomes the deck", player=player, rule="L&L 5.21"
    )
    game.shuffle(deck, rule="L&L 5.21")
    game.set_value(rp_key(player), game.value(rp_key(player)) + 1)


def take_top(game: Game, player: int, to: str, *, text: str, rule: str) -> None:
    """Move the top card of ``player``'s deck to ``to`` (face as the zone says), refreshing when
    the deck runs out (L&L 4.5.2.1, 10.2)."""
    deck = zone_key(player, "deck")
    if game.count(deck) == 0:
        refresh(game, player)
    top = game.top(deck)
    assert top is not None
    game.move(top.id, to, text=text, player=player, rule=rule)
    if game.count(deck) == 0:
        refresh(game, player)


def draw(game: Game, player: int, count: int, *, rule: str) -> None:
    """Draw ``count`` cards one at a time (L&L 5.6)."""
    for _ in range(count):
        take_top(game, player, zone_key(player, "hand"), text=f"{player_name(player)} draws {{0}}", rule=rule)
