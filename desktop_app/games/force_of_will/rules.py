"""Force of Will in manual mode: the rules run the set-up and the turn; players do the rest.

Rule numbers are those of the comprehensive rules ver. 8.01 (``FoW 503.1``).

Automated:
- Set-up (FoW 403): the ruler face up in the ruler area, the extra deck and rune deck in
  their zones (403.1); main and magic stone decks shuffled (403.2); life 4000, the game
  value ``pN.life`` (403.3); the first player chosen at random, nobody chooses (403.4); five
  cards each, then one mulligan: the first player, then the other, chooses any cards to
  change (a decision each); the chosen cards go to the bottom of the main deck, the first
  chosen lowest, and as many are drawn (403.5). With the option ``valhalla`` each player then
  puts the top four cards of the main deck into the lifebreak area (1415.1c).
- The turn (500): draw phase (draw 1, not on the game's first turn, 502.3; a player who
  must draw from an empty deck loses, 1202.2), recovery phase (skipped on each player's own
  first turn, 503.1; all produced will ceases, 503.4; the turn player recovers their field,
  magic stones and ruler area, 503.5), main phase, end phase (on leaving it, the final step
  505.5: "damage" counters removed, "until end of turn" effects end, will ceases, the turn
  player discards down to 7 cards, a decision, 306.3). Each phase waits at a decision of the
  turn player, a checkpoint: ``advance`` goes to the next phase (from the end phase: the next
  turn), ``end_turn`` carries out the remaining phases' automatic steps and ends the turn.
- Rule processes before every phase decision (1201): a player whose life is 0 or less loses
  (1202.1; both at once: a draw, 103.3); life that is not a multiple of 100 rounds up (1205).
- Produced will is the game value ``pN.will``, a count players keep by hand (the manual
  ``value`` action) and the rules empty (503.4, 505.5c). Life changes the same way.
- The manual ``flip`` turns a double-faced card (a ruler and its J-ruler, ``other_side``)
  to its other side; the card is the same object and keeps its place, orientation and
  counters. Both sides must be in the game (the demo decks list the J-ruler in the ruler
  section). Rulers and J-rulers are never turned face down (303.2a).
- The option ``turn_limit`` (default 40) ends the game as a draw when that many turns have
  been played, so that simulations finish.

By hand, with the manual actions: calling stones, Judgment (move the ruler to the field and
flip it), playing cards to the chase and resolving them, paying will, battles, damage,
destruction, standby, runes and everything else. There is no priority protocol in manual
mode: either player may act at any decision.

State flags: ``phase_begun`` (the current phase's automatic steps are done; absent at the
start of a phase, so a position names a phase to start at its beginning). A position that
sets no ``pN.life`` starts at 4000 life, and no ``pN.will`` at 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop_app.engine.cards import Card, CardDef, StatValue
from desktop_app.engine.decisions import Decision, DecisionKind, IllegalActionError, Option
from desktop_app.engine.decks import DeckList, DeckProblem
from desktop_app.engine.game import Game
from desktop_app.engine.observation import name_for
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import Termination
from desktop_app.engine.zones import player_name, split_key, zone_key
from desktop_app.games._procedures import discard_to_hand_limit
from desktop_app.games._resources import ShippedDemos
from desktop_app.games.force_of_will import cards, decks
from desktop_app.games.force_of_will.zones import FIELD_ZONES, RULER_AREA, ZONES

PHASES = ("draw", "recovery", "main", "end")
PHASE_LABELS = {"draw": "draw phase", "recovery": "recovery phase", "main": "main phase", "end": "end phase"}
PHASE_RULES = {"draw": "FoW 502", "recovery": "FoW 503", "main": "FoW 504", "end": "FoW 505"}
BEGUN = "phase_begun"
START_LIFE = 4000
OPENING_HAND = 5
HAND_SIZE = 7
LIFEBREAK = 4
PLUS, MINUS = "+100/+100", "-100/-100"


class ForceOfWillRules(ShippedDemos):
    """Force of Will in manual mode (see the module docstring)."""

    game_id = "force-of-will"
    title = "Force of Will"
    rules_version = "1"
    zones = ZONES
    phases = PHASES
    deck_sections = decks.SECTIONS
    options: Mapping[str, Any] = {"turn_limit": 40, "valhalla": False}
    library_zone = "deck"
    hand_zone = "hand"

    # ------------------------------------------------------------------ cards and decks
    def card_from_record(self, record: Mapping[str, Any]) -> CardDef:
        return cards.card_from_record(record)

    def validate_deck(self, deck: DeckList) -> list[DeckProblem]:
        return decks.validate(deck)

    # ------------------------------------------------------------------ set-up
    def setup_state(self, game: Game) -> None:
        """FoW 403.1, 403.2: the ruler, extra and rune decks, main and magic stone decks in place.

        A J-ruler listed in the ruler section is the ruler's other side, not a card of its own.
        The side deck stays out of the game.
        """
        places = {"main": "deck", "stones": "stone_deck", "extra": "extra", "rune": "rune_area"}
        for player, deck in enumerate(game.setup.decks):
            ruler = decks.ruler_of(deck)
            if ruler is not None:
                game.create_card(ruler.code, player, RULER_AREA, face_up=True)
            for section, zone in places.items():
                for card in deck.section(section):
                    game.create_card(card.code, player, zone)

    def play(self, game: Game) -> Flow:
        if game.state.phase == "setup":
            yield from self.pre_game(game)
        elif game.state.phase not in PHASES:
            raise ValueError(
                f"a Force of Will game starts in the set-up or one of the phases {', '.join(PHASES)}, "
                f"not {game.state.phase!r}"
            )
        for player in (0, 1):
            for name, start in (("life", START_LIFE), ("will", 0)):
                if value_key(player, name) not in game.state.values:
                    game.set_value(value_key(player, name), start)
        while True:
            if not game.flag(BEGUN):
                self.begin_phase(game)
                game.set_flag(BEGUN, True)
            answer = yield from game.ask(lambda: self.phase_decision(game))
            if answer.option.action == "advance" and game.state.phase != PHASES[-1]:
                self.advance_phase(game)
                continue
            while game.state.phase != PHASES[-1]:  # end_turn: the remaining phases' steps
                self.advance_phase(game)
                self.begin_phase(game)
            yield from self.final_step(game)
            self.start_turn(game, game.state.turn + 1, 1 - game.state.turn_player)

    def pre_game(self, game: Game) -> Flow:
        """FoW 403.2 to 403.6 (and 1415.1c with Valhalla rules)."""
        for player in (0, 1):
            game.shuffle(zone_key(player, "deck"), rule="FoW 403.2")
            game.shuffle(zone_key(player, "stone_deck"), rule="FoW 403.2")
            game.set_value(value_key(player, "life"), START_LIFE)
            game.set_value(value_key(player, "will"), 0)
        game.log(f"Both players' life is {START_LIFE}", rule="FoW 403.3")
        first = game.random_below(2)
        game.state.first_player = first
        game.log(f"{player_name(first)} is chosen at random to go first", player=first, rule="FoW 403.4")
        order = (first, 1 - first)
        for player in order:
            draw(game, player, OPENING_HAND, rule="FoW 403.5")
        chosen: dict[int, list[int]] = {}
        for player in order:
            chosen[player] = yield from game.choose_cards(
                player,
                game.ids(zone_key(player, "hand")),
                f"{player_name(player)}: choose the cards to change (once; they go to the bottom of your "
                "deck, the first chosen lowest, and you draw as many)",
                maximum=OPENING_HAND,
                up_to=True,
                rule="FoW 403.5",
            )
        for player in order:
            for card_id in reversed(chosen[player]):
                game.move(
                    card_id,
                    zone_key(player, "deck"),
                    index=0,
                    face_up=False,
                    text=f"{player_name(player)} puts {{0}} on the bottom of the deck",
                    player=player,
                    rule="FoW 403.5",
                )
            draw(game, player, len(chosen[player]), rule="FoW 403.5")
        if {**self.options, **game.setup.options}["valhalla"]:
            for player in order:
                for _ in range(LIFEBREAK):
                    top = game.top(zone_key(player, "deck"))
                    if top is not None:
                        game.move(top.id, zone_key(player, "lifebreak"), rule="FoW 1415.1c")
        self.start_turn(game, 1, first)

    # ------------------------------------------------------------------ the turn
    def start_turn(self, game: Game, turn: int, player: int) -> None:
        """Begin turn ``turn`` of ``player`` at its draw phase, or end the game at the turn limit."""
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

    def following_phase(self, game: Game) -> str:
        """The phase after the current one; the recovery phase is skipped on a player's own
        first turn (FoW 503.1, 1031): turns 1 and 2 of the game."""
        following = PHASES[PHASES.index(game.state.phase) + 1]
        return "main" if following == "recovery" and game.state.turn <= 2 else following

    def advance_phase(self, game: Game) -> None:
        following = self.following_phase(game)
        if following == "main" and game.state.phase == "draw":
            game.log(
                f"{player_name(game.state.turn_player)} skips the recovery phase (first turn)",
                rule="FoW 503.1",
            )
        self.enter_phase(game, following)

    def enter_phase(self, game: Game, phase: str) -> None:
        game.set_flag(BEGUN, None)
        game.set_phase(phase, rule=PHASE_RULES[phase])

    def begin_phase(self, game: Game) -> None:
        """The automatic steps of the current phase."""
        player = game.state.turn_player
        if game.state.phase == "draw":
            if game.state.turn == 1:
                game.log(
                    f"{player_name(player)} does not draw on the first turn of the game", rule="FoW 502.3"
                )
            elif game.top(zone_key(player, "deck")) is None:
                game.end_game(
                    1 - player,
                    f"{player_name(player)} must draw from an empty deck",
                    "FoW 1202.2",
                    Termination.DECK_OUT,
                )
            else:
                draw(game, player, 1, rule="FoW 502.3")
        elif game.state.phase == "recovery":
            clear_will(game, "FoW 503.4")
            for name in (*FIELD_ZONES, RULER_AREA):
                for card in game.cards_in(zone_key(player, name)):
                    if card.state == "rested":
                        game.set_state(card.id, "recovered", rule="FoW 503.5", player=player)

    def final_step(self, game: Game) -> Flow:
        """FoW 505.5a–d at the end of the end phase."""
        for player in (0, 1):
            for name in FIELD_ZONES:
                for card in game.cards_in(zone_key(player, name)):
                    if card.counter("damage"):
                        game.add_counter(card.id, "damage", -card.counter("damage"), rule="FoW 505.5a")
        game.end_effects(lambda e: e.until == "end_of_turn")  # FoW 505.5b
        clear_will(game, "FoW 505.5c")
        yield from discard_to_hand_limit(game, game.state.turn_player, HAND_SIZE, "graveyard", "FoW 505.5d")

    def phase_decision(self, game: Game) -> Decision:
        """The turn player's decision in the current phase, after the rule processes (FoW 1201)."""
        self.apply_rule_processes(game)
        player, phase = game.state.turn_player, game.state.phase
        options: tuple[Option, ...] = (Option("advance", "End the turn", "advance"),)
        if phase != PHASES[-1]:
            options = (
                Option("advance", f"Go to the {PHASE_LABELS[self.following_phase(game)]}", "advance"),
                Option("end_turn", "End the turn", "end_turn"),
            )
        return Decision(
            player,
            DecisionKind.ACTION,
            f"{player_name(player)}: {PHASE_LABELS[phase]}",
            options,
            rule=PHASE_RULES[phase],
            checkpoint=True,
        )

    def apply_rule_processes(self, game: Game) -> None:
        """FoW 1202.1 (life 0 or less loses; both: a draw, 103.3) and 1205 (life rounds up to 100)."""
        losers = [p for p in (0, 1) if game.value(value_key(p, "life")) <= 0]
        if len(losers) == 2:
            game.end_game(None, "both players' life is 0 or less", "FoW 103.3", Termination.BOTH_LOSE)
        if losers:
            game.end_game(
                1 - losers[0], f"{player_name(losers[0])}'s life is 0 or less", "FoW 1202.1", Termination.LIFE
            )
        for player in (0, 1):
            life = game.value(value_key(player, "life"))
            if life % 100:
                game.set_value(value_key(player, "life"), life + 100 - life % 100)
                game.log(f"{player_name(player)}'s life rounds up to a multiple of 100", rule="FoW 1205.1")

    # ------------------------------------------------------------------ cards in play
    def keeps_identity(self, game: Game, card: Card, to_zone: str) -> bool:
        """The same card between the rows of the field and between the field and a ruler area
        (FoW 302.3); a new card anywhere else."""
        source, target = split_key(card.zone)[1], split_key(to_zone)[1]
        places = (*FIELD_ZONES, RULER_AREA)
        return source in places and target in places and not source == target == RULER_AREA

    def manual_flip(self, game: Game, player: int, card: Card) -> None:
        """Turn a double-faced card to its other side (its ``other_side``); rulers never face down."""
        definition = game.definition(card.code)
        other = definition.stat("other_side")
        if isinstance(other, str) and other:
            if other not in game.definitions:
                which = f" ({other})" if game.is_visible(card, player) else ""
                raise IllegalActionError(
                    f"the other side of {name_for(game, card, player)}{which} is not in this game: "
                    "list it in the deck's ruler section"
                )
            turned = game.update(card.id, code=other, side=1 - card.side)
            assert turned is not None
            game.emit("turn_over", "{0} is turned over: {1}", player=player, cards=[card, turned])
            return
        if cards.is_ruler(definition):
            raise IllegalActionError(
                f"{name_for(game, card, player)}: rulers and J-rulers are always face up (FoW 303.2a)"
            )
        super().manual_flip(game, player, card)

    def stat(self, game: Game, card: Card, name: str) -> StatValue:
        """Printed values and effects, then +100/+100 and -100/-100 counters on ATK and DEF (FoW 1022)."""
        value = super().stat(game, card, name)
        if (
            name in ("atk", "def")
            and isinstance(value, int)
            and game.definition(card.code).stat(name) is not None
        ):
            value += 100 * (card.counter(PLUS) - card.counter(MINUS))
        return value

    def display_stats(self, game: Game, card: Card) -> dict[str, StatValue]:
        definition = game.definition(card.code)
        shown: dict[str, StatValue] = {}
        for name in ("atk", "def", "cost"):
            if definition.stat(name) is not None:
                shown[name] = game.stat(card, name)
        return shown

    def player_values(self, game: Game, player: int) -> dict[str, int]:
        """``life`` and ``will`` (the game values ``pN.life``, ``pN.will``), and ``stones``: the
        magic stones the player controls."""
        return {
            "life": game.value(value_key(player, "life")),
            "will": game.value(value_key(player, "will")),
            "stones": game.count(zone_key(player, "stones")),
        }


def value_key(player: int, name: str) -> str:
    """The key of a player's game value: ``p1.life``."""
    return zone_key(player, name)


def clear_will(game: Game, rule: str) -> None:
    """All produced will of all players ceases to exist (FoW 503.4, 505.5c)."""
    for player in (0, 1):
        if game.value(value_key(player, "will")):
            game.set_value(value_key(player, "will"), 0)
            game.log(f"{player_name(player)}'s will ceases to exist", rule=rule)


def draw(game: Game, player: int, count: int, *, rule: str) -> None:
    """Draw up to ``count`` cards, one at a time (FoW 1009), as many as the deck holds (104.2)."""
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
