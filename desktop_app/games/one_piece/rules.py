"""``OnePieceRules``: ONE PIECE CARD GAME by its comprehensive rules ("OP", rule numbers such
as ``OP 7-1-4-1``), on the rules kernel.

The parts live in their modules: ``zones`` (OP 3), ``cards`` (records and keywords, OP 2, 10),
``decks`` (deck construction, OP 5-1), ``turn`` (set-up OP 5-2, the turn OP 6, the battle
OP 7), ``actions`` (what a player may do when asked), ``processes`` (rule processing OP 9,
damage 4-6, K.O. 10-2-1, playing cards 6-5-3), ``abilities`` (OP 8) and ``vocab`` (the
``op.`` card-script words). Decisions where the rules are silent or ambiguous (the digest's
B1–B15) are in ``docs/games/one-piece.md``.

The kernel runs the timing: check timings with ``TriggerOrder.BATCHES`` (OP 8-6), loop points
at the Main Phase, Block Step and Counter Step, and a loop nobody can stop is a draw
(OP 11-1-1-1).

Options: ``goldfish`` (player 2 is a dummy that never blocks, counters or takes an optional
action), ``turn_limit`` (0, the default: none; the game ends only by the rules).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from desktop_app.engine.cards import Card, CardDef, StatValue
from desktop_app.engine.decks import DeckList, DeckProblem, DrawPlan
from desktop_app.engine.game import Game
from desktop_app.engine.kernel import TriggerOrder
from desktop_app.engine.rules import Flow
from desktop_app.engine.script import Interpreter
from desktop_app.engine.state import PendingTrigger
from desktop_app.engine.zones import split_key, zone_key
from desktop_app.games._resources import ShippedDemos, game_facts
from desktop_app.games.one_piece import actions, board, cards, decks, processes, turn, vocab
from desktop_app.games.one_piece.abilities import OPAbilities
from desktop_app.games.one_piece.board import GIVEN_AREAS, is_don
from desktop_app.games.one_piece.zones import ZONES

GIVEN_DON_POWER = 1000
#: the opening hand (OP 5-2-1-6), read by the deck editor's draw odds
OPENING_HAND = turn.OPENING_HAND

FACTS = game_facts("one-piece")
#: the moves a prohibition names (``board.move_forbidden``): to the hand, to the deck's bottom
_PROHIBITED_MOVES = {("hand", "top"): "returned_hand", ("deck", "bottom"): "bottom_deck"}


class OnePieceRules(ShippedDemos):
    """ONE PIECE CARD GAME (see the module docstring)."""

    game_id = "one-piece"
    title = FACTS.title
    deck_sections = FACTS.sections
    draw_plan = DrawPlan(OPENING_HAND, 1, True, "OP 5-2-1-6, 6-3-1")
    rules_version = "2"
    zones = ZONES
    phases = turn.PHASES
    options: Mapping[str, Any] = {"goldfish": False, "turn_limit": 0}
    library_zone = "deck"
    hand_zone = "hand"
    trigger_order = TriggerOrder.BATCHES
    trigger_order_rule = "OP 8-6-1"
    replacement_rule = "OP 8-1-3-4-2"
    loop_rule = "OP 11-1-1-1"
    effect_end_rule = "OP 1-2-5"

    def __init__(self) -> None:
        self.interpreter = Interpreter()
        vocab.register(self.interpreter)
        self.abilities = self.engine = OPAbilities(self.interpreter)
        self.don_card = cards.card_from_record(cards.DON_RECORD, self.interpreter)

    # ------------------------------------------------------------------ cards and decks
    def card_from_record(self, record: Mapping[str, Any]) -> CardDef:
        return cards.card_from_record(record, self.interpreter)

    def validate_deck(self, deck: DeckList) -> list[DeckProblem]:
        return decks.validate(self.supplied_cards(deck))

    def supplied_cards(self, deck: DeckList) -> DeckList:
        return decks.with_don_deck(deck, self.don_card)

    def demo_cards(self) -> list[CardDef]:
        """The demo set and the DON!! card the game supplies."""
        found = super().demo_cards()
        return found if any(c.code == cards.DON_CODE for c in found) else [*found, self.don_card]

    # ------------------------------------------------------------------ the game
    def setup_state(self, game: Game) -> None:
        """Leaders face up in the Leader area (OP 5-2-1-3), decks face down; the DON!! deck of
        10 (3-3-1) is the deck's ``don`` section, or, when the deck names none, the game's."""
        for player, deck in enumerate(game.setup.decks):
            for card in deck.section("leader"):
                game.create_card(card.code, player, "leader", face_up=True)
            for card in deck.section("main"):
                game.create_card(card.code, player, "deck", face_up=False)
            for card in self.supplied_cards(deck).section("don"):
                game.create_card(card.code, player, "don_deck", face_up=False)

    def play(self, game: Game) -> Flow:
        return turn.play(game)

    # ------------------------------------------------------------------ the kernel's hooks
    def rule_processes(self, game: Game) -> Flow:
        return processes.rule_processes(game)

    def resolve_trigger(self, game: Game, pending: PendingTrigger) -> Flow:
        return processes.resolve(game, pending)

    def move_cards(self, game: Game, ids: Sequence[int], to: str, **how: Any) -> Flow:
        """Card scripts' ``move``, one card at a time (OP 3-2-3); a Leader never leaves its
        area (3-6-3), nor a card that "cannot be removed from the field by your opponent's
        effects" when the opponent's effect moves it (1-3-3, 4-11), nor one whose removal a
        replacement effect replaces (8-1-3-4, ``processes.removal_replaced``)."""
        player = how.get("player")
        if player is not None:  # the effect's player, when another does part of it (8-1-1)
            player = how["player"] = board.effect_of(game, player)
        moving: list[int] = []
        for i in ids:
            card = game.get(i)
            if card is None or board.area(card) == "leader":
                continue
            leaving = (
                board.area(card) in ("character", "stage")
                and player is not None
                and player != card.controller
                and split_key(to)[1] != split_key(card.zone)[1]
            )
            if leaving and board.prohibited(game, card, "leave_by_opponent"):
                continue
            # "cannot be removed from the field by effects": by any effect's move (4-11-2, 8-1-1)
            if (
                player is not None
                and board.area(card) in ("character", "stage")
                and split_key(to)[1] != split_key(card.zone)[1]
                and board.prohibited(game, card, "leave_by_effect")
            ):
                continue
            # "cannot be returned to the owner's hand / placed at the bottom of the owner's deck
            # (by effects, by your opponent's effects)" (1-3-3; a script's move is an effect, 8-1-1)
            moved = _PROHIBITED_MOVES.get((split_key(to)[1], how.get("position", "top")))
            if (
                moved is not None
                and board.area(card) in ("character", "stage")
                and board.move_forbidden(game, card, moved, card.controller if player is None else player)
            ):
                continue
            if (
                leaving
                and player is not None
                and (yield from processes.removal_replaced(game, card, player, split_key(to)[1]))
            ):
                continue  # 8-1-3-4: a replacement applied instead
            moving.append(i)
        return (yield from super().move_cards(game, moving, to, **how))

    def on_event(self, game: Game, event: Any) -> None:
        if event.kind == "move":  # the turn's record of cards trashed from a hand by an effect
            board.note_hand_trashed(game, event)
        board.note_turn(game, event)  # and of its K.O.s, cards played and Events activated
        self.engine.prime(game, event)

    # ------------------------------------------------------------------ DON!! and values
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
        """Printed values and every effect (B14: the highest base value set, then changes in the
        order they resolved, then +1000 per given DON!! in its controller's turn, OP 6-5-5-2); a
        cost below 0 reads 0 (1-3-6-2). The engine applies base values before additions (its
        layers) and the latest last; the difference to the highest is put right here."""
        value = self.engine.stat(game, card, name)
        if not isinstance(value, int):
            return value
        bases = self.engine.bases(game, card, name)
        if len(bases) > 1:  # OP 4-9-2-1, 4-9-2-2: the highest base applies, not the latest
            value += max(bases) - bases[-1]
        if (
            name == "power"
            and game.state.turn_player == card.controller
            and split_key(card.zone)[1] in GIVEN_AREAS
        ):
            value += GIVEN_DON_POWER * len(board.given_don(game, card))
        elif name in ("cost", "counter", "life"):
            value = max(0, value)
        return value

    def display_stats(self, game: Game, card: Card) -> dict[str, StatValue]:
        definition = game.definition(card.code)
        shown: dict[str, StatValue] = {}
        for name in ("power", "cost", "counter", "life"):
            if definition.stat(name) is not None:
                shown[name] = game.stat(card, name)
        given = len(board.given_don(game, card))
        if given:
            shown["don"] = given
        return shown

    def player_values(self, game: Game, player: int) -> dict[str, int]:
        """``life`` (Life cards), ``don`` (DON!! on the field: cost area and given), ``active_don``
        (active DON!! in the cost area, what can pay a cost) and ``don_deck`` (left to place)."""
        return {
            "life": board.life(game, player),
            "don": processes.field_don_count(game, player),
            "active_don": len(board.cost_don(game, player, "active")),
            "don_deck": game.count(zone_key(player, "don_deck")),
        }

    def scenario_value(self, game: Game, path: str) -> Any:
        """Extra scenario paths: ``battle.attacker`` and ``battle.target`` (names, ``none``
        outside a battle), ``pending.count`` (primed abilities waiting)."""
        if path == "pending.count":
            return len(game.state.pending)
        current = board.battle(game)
        if path in ("battle.attacker", "battle.target"):
            if current is None:
                return "none"
            found = game.get(current.attacker if path.endswith("attacker") else current.target)
            return game.name_of(found) if found is not None else "none"
        raise KeyError(path)

    def why_not(self, game: Game, card: int, zone: str, slot: str | None) -> str:
        found = game.get(card)
        if found is None:
            return "that card is no longer there"
        player = split_key(zone)[0]
        if split_key(found.zone)[1] != "hand" or player != found.owner:
            return "cards are played from your own hand; use a manual move for anything else"
        decision = game.decision
        if decision is None or decision.player != player:
            return "it is not your turn to act"
        timing = "counter" if game.state.step == "counter" else "main"
        return actions.why_not_playable(game, player, found, timing) or "that card cannot be played there now"
