"""``WeissSchwarzRules``: the Weiß Schwarz ruleset (Comprehensive Manual v1.100, "M").

The parts live in their modules: ``zones`` (M 3), ``cards`` (records, keywords M 10, deck
construction M 5.1), ``turn`` (set-up M 5.2, the turn M 6, the attack M 7), ``actions`` (play
timings, playing cards M 8.6), ``processes`` (check timing M 8.5, rule processes M 9, damage
M 4.10, trigger icons M 4.12), ``abilities`` (M 8) and ``vocab`` (the card-script words).
Decisions taken where the manual is silent or ambiguous are in ``docs/games/weiss-schwarz.md``.

Options: ``goldfish`` (player 2 is a dummy that takes no optional action; the rules still ask
it what they force), ``first_player`` (``random``, the rule of M 5.2.1.3; or ``p1``/``p2`` to
practise a fixed start).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from desktop_app.engine.abilities import AbilityEngine
from desktop_app.engine.cards import Card, CardDef, StatValue
from desktop_app.engine.decks import DeckList, DeckProblem, DrawPlan
from desktop_app.engine.events import Event
from desktop_app.engine.game import Game
from desktop_app.engine.kernel import TriggerOrder
from desktop_app.engine.rules import CheckHooks, Flow, MoveHooks
from desktop_app.engine.script import Interpreter
from desktop_app.engine.state import PendingTrigger
from desktop_app.engine.zones import split_key
from desktop_app.games._resources import ShippedDemos, game_facts
from desktop_app.games.weiss_schwarz import actions, board, cards, processes, turn, vocab
from desktop_app.games.weiss_schwarz.abilities import WSAbilities
from desktop_app.games.weiss_schwarz.board import CHARACTER, EVENT, key
from desktop_app.games.weiss_schwarz.zones import (
    CLIMAX,
    CLOCK,
    HAND,
    LEVEL,
    LIBRARY,
    MEMORY,
    STOCK,
    WAITING_ROOM,
    ZONES,
)

FACTS = game_facts("weiss-schwarz")


class WeissSchwarzRules(ShippedDemos):
    """The Weiß Schwarz rules (see the module docstring)."""

    game_id = "weiss-schwarz"
    title = FACTS.title
    deck_sections = FACTS.sections
    draw_plan = DrawPlan(turn.OPENING_HAND, 1, False, "WS 5.2.1.4, 6.3 (turn 1 draws too)")
    rules_version = "1.100"
    zones = ZONES
    phases = turn.PHASES
    options: Mapping[str, Any] = {"goldfish": False, "first_player": "random"}
    trigger_order = TriggerOrder.PLAYER_CHOICE
    trigger_order_rule = "WS 8.5.1.2"
    replacement_rule = "WS 8.10.2"
    loop_rule = "WS 11.1.1.1"
    effect_end_rule = "WS 1.2.5"

    def __init__(self) -> None:
        self.interpreter = Interpreter()
        vocab.register(self.interpreter)
        self.abilities = self.engine = WSAbilities(self.interpreter)

    # ------------------------------------------------------------------ cards and decks
    def card_from_record(self, record: Mapping[str, Any]) -> CardDef:
        return cards.card_from_record(record, self.interpreter)

    def validate_deck(self, deck: DeckList) -> list[DeckProblem]:
        return cards.validate_deck(deck)

    # ------------------------------------------------------------------ the game
    def play(self, game: Game) -> Flow:
        return turn.play(game)

    # ------------------------------------------------------------------ the kernel's hooks
    def interrupts(self, game: Game) -> Flow:
        return processes.interrupts(game)

    def rule_processes(self, game: Game) -> Flow:
        return processes.rule_processes(game)

    def settles_on_board(self, game: Game) -> bool:
        return processes.settles_on_board(game)

    def check_hooks(self) -> CheckHooks:
        # the three methods only pass the call on: the kernel calls the functions itself
        # (compiled in the compiled copy), except where a subclass has a method of its own
        return (
            self._direct("interrupts", processes.interrupts),
            self._direct("rule_processes", processes.rule_processes),
            self._direct("settles_on_board", processes.settles_on_board),
        )

    def _direct(self, name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        """``function``, which WS's method ``name`` only passes the call on to, unless a
        subclass has a method ``name`` of its own (then that method)."""
        method: Callable[..., Any] = getattr(self, name)
        return function if getattr(type(self), name) is getattr(WeissSchwarzRules, name) else method

    def resolve_trigger(self, game: Game, pending: PendingTrigger) -> Flow:
        return processes.resolve(game, pending)

    def draw(self, game: Game, player: int, n: int, *, up_to: bool = False) -> Flow:
        return processes.draw(game, player, n, up_to=up_to)

    def move_cards(
        self,
        game: Game,
        ids: Sequence[int],
        to: str,
        *,
        position: str = "top",
        face_up: bool | None = None,
        state: str | None = None,
        slot: str | None = None,
        player: int | None = None,
        reason: str = "",
    ) -> Flow:
        return processes.move_cards(
            game,
            ids,
            to,
            position=position,
            face_up=face_up,
            state=state,
            slot=slot,
            player=player,
            reason=reason,
        )

    def stat(self, game: Game, card: Card, name: str) -> StatValue:
        return self.engine.stat(game, card, name)

    def stat_engine(self) -> AbilityEngine | None:
        # ``stat`` only passes the call on: ``Game.stat`` calls the engine itself, uncached,
        # unless a subclass has a ``stat`` of its own (then cached, as by default)
        return self.engine if type(self).stat is WeissSchwarzRules.stat else None

    def display_stats(self, game: Game, card: Card) -> dict[str, StatValue]:
        kind = game.definition(card.code).type
        names = (
            ("level", "cost", "power", "soul")
            if kind == CHARACTER
            else ("level", "cost")
            if kind == EVENT
            else ()
        )
        return {name: game.stat(card, name) for name in names}

    def player_values(self, game: Game, player: int) -> dict[str, int]:
        """``level`` (M 9.4: the level zone's count), and the public zone counts (M 3.1.2)."""
        values = {"level": board.level(game, player)}
        for zone in (LIBRARY, HAND, STOCK, CLOCK, WAITING_ROOM, MEMORY):
            values[zone] = game.count(key(player, zone))
        return values

    def keeps_identity(self, game: Game, card: Card, to_zone: str) -> bool:
        return board.keeps_identity(game, card, to_zone)

    def move_info(self, game: Game, card: Card, to: str) -> Mapping[str, Any]:
        return board.move_info(game, card, to)

    def after_move(self, game: Game, old: Card, new: Card | None, *, carry: bool = True) -> None:
        processes.after_move(game, old, new, carry=carry)

    def move_hooks(self) -> MoveHooks:
        # the three methods only pass the call on: ``Game.move`` calls the functions itself
        # (compiled in the compiled copy), except where a subclass has a method of its own
        return (
            self._direct("move_info", board.move_info),
            self._direct("keeps_identity", board.keeps_identity),
            self._direct("after_move", processes.after_move),
        )

    def on_event(self, game: Game, event: Any) -> None:
        self.engine.on_event(game, event)

    def event_hook(self) -> Callable[[Game, Event], None]:
        # ``on_event`` only passes the call on: ``Game.emit`` calls the engine itself, unless a
        # subclass has an ``on_event`` of its own
        return self._direct("on_event", self.engine.on_event)

    def scenario_value(self, game: Game, path: str) -> Any:
        """Extra scenario paths: ``battle.attacker``, ``battle.method``, ``battle.defender``
        (names, ``none`` outside an attack) and ``pending.count`` (primed abilities)."""
        if path == "pending.count":
            return len(game.state.pending)
        current = board.battle(game)
        if path == "battle.method":
            return current.method if current else "none"
        if path in ("battle.attacker", "battle.defender"):
            card = board.attacking(game) if path.endswith("attacker") else board.defending(game)
            return game.name_of(card) if card is not None else "none"
        raise KeyError(path)

    def why_not(self, game: Game, card: int, zone: str, slot: str | None) -> str:
        found = game.get(card)
        if found is None:
            return "that card is no longer there"
        player, target = split_key(zone)
        if split_key(found.zone)[1] != HAND or player != found.owner:
            return "cards are played from your own hand; use a manual move for anything else"
        if target == CLOCK:
            return "a card is clocked only in your clock phase (WS 6.4.1.2)"
        decision = game.decision
        if decision is None or decision.player != player:
            return "it is not your play timing"
        counter = game.state.step == "counter"
        reason = actions.why_not_playable(game, found.owner, found, counter=counter)
        if reason:
            return reason
        kind = board.card_type(game, found)
        if target == CLIMAX or kind == "climax":
            return "a climax is played only in your climax phase, into your climax zone (WS 6.6.1.2.1)"
        if target == LEVEL:
            return "cards reach the level zone only by levelling up (WS 9.3)"
        return "that card cannot be played there now (WS 6.5.1.2)"
