"""The kernel's ability engine, configured for Weiß Schwarz (M 8).

Configuration (``WSAbilities.__init__``):

- Validity (M 2.12.2): a character's text works on the stage, a climax's in the climax zone,
  an event's while it resolves, unless an ability names its zones (Alarm and Shift in the
  clock, Backup in the hand, Experience in the level zone, Recollection in memory). Cards in
  the stage, climax zone, clock, level zone and memory are scanned for triggers and
  continuous abilities.
- Layers (M 8.9.1): every effect that changes no power or soul (abilities, traits, levels),
  then power and soul, each in timestamp order.
- Conditions are checked when an ability triggers and again when it resolves (M 8.7.3.1).
  "At the end of the turn" abilities trigger once a turn (M 6.8.1.1).

Hooks:

- ``is_valid``: Alarm abilities work only while their card is the top of the clock (M 10.1),
  Assist abilities only from the back row (M 10.3).
- ``printed``: a face-down card in the level zone, memory or under a character is blank
  (M 3.9.2.2.1, 3.12.2.2.1): no values, 0 where a number is read (M 2.19).
- ``cost_is_optional``: an auto ability's cost is always optional (M 8.1.1.2.2, 8.7.3.1.1).
- ``cost_paid``: "when you use" Backup, Accelerate, Resonance and Force is when the cost has
  been paid (M 10.5.3, 10.12.3, 10.13.3, 10.14.3): the event ``ws.use`` then. The refresh and
  level-up interrupts wait until a payment ends (M 8.4.2.1) and run right after it (the
  kernel).
"""

from __future__ import annotations

from typing import Final

from desktop_app.engine.abilities import Ability, AbilityEngine, Context
from desktop_app.engine.cards import Card, StatValue
from desktop_app.engine.events import Event
from desktop_app.engine.game import Game
from desktop_app.engine.script import Interpreter
from desktop_app.engine.zones import player_name, split_key
from desktop_app.games.weiss_schwarz import board
from desktop_app.games.weiss_schwarz.zones import (
    CLIMAX,
    CLOCK,
    HAND,
    LEVEL,
    MARKER,
    MEMORY,
    RESOLUTION,
    STAGE,
)

#: zones whose cards' abilities can trigger or apply (a card elsewhere is read only if an
#: event names it, e.g. the card a move just put into the waiting room)
SCANNED = (STAGE, CLIMAX, CLOCK, LEVEL, MEMORY)
DEFAULT_ZONES = {"character": (STAGE,), "climax": (CLIMAX,), "event": (RESOLUTION,)}
NUMERIC: Final = frozenset({"level", "cost", "power", "soul"})
POWER_AND_SOUL: Final = frozenset({"power", "soul"})
#: keywords whose "when you use" is the payment of the cost
USED_ON_COST = frozenset({"backup", "accelerate", "resonance", "force"})
#: zones where a face-down card is blank (M 3.9.2.2.1, 3.12.2.2.1)
BLANK_ZONES: Final = (LEVEL, MEMORY, MARKER)


def _layer(op: str, stat: str) -> int:
    """M 8.9.1.2–8.9.1.3: changes to anything but power and soul come first."""
    return 20 if stat in POWER_AND_SOUL else 10


class WSAbilities(AbilityEngine):
    """The ability engine with the Weiß Schwarz configuration and hooks (module docstring)."""

    def __init__(self, interpreter: Interpreter) -> None:
        super().__init__(
            interpreter,
            default_zones=DEFAULT_ZONES,
            play_zones=SCANNED,
            layers=(10, 20),
            layer_of=_layer,
            numeric=NUMERIC,
            recheck_on_resolve=True,
            once_per_turn_triggers=frozenset({"ws.end_of_turn"}),
            act_zones_with_grants=(*SCANNED, HAND),
        )

    def works_here(self, game: Game, card: Card, ability: Ability) -> bool:
        if not AbilityEngine.works_here(self, game, card, ability):  # without a super object
            return False
        if "alarm" in ability.tags and not board.top_of_clock(game, card):
            return False
        return not ("assist" in ability.tags and not board.back_row(card))

    def on_event(self, game: Game, event: Event) -> None:
        """Every event of a WS game (``WeissSchwarzRules.event_hook``): a character placed
        from the hand, by Change or by an ability's effect is recorded for this turn (read by
        ``ws.placed_from_hand``, ``ws.placed_by_change`` and ``ws.placed_by``), then the event
        primes what it triggers. Here, not in the ruleset, so ``Game.emit`` calls it directly, a
        call fewer per event (about five a decision)."""
        data = event.data  # a move's zone kinds (``hand``, ``stage``) read inline
        if event.kind == "move" and split_key(str(data.get("to", "")))[1] == STAGE:
            if split_key(str(data.get("from", "")))[1] == HAND:
                game.set_flag(board.FROM_HAND, (*game.flag(board.FROM_HAND, ()), *event.cards))
            elif data.get("reason") == "change":  # WS 10.8
                game.set_flag(board.BY_CHANGE, (*game.flag(board.BY_CHANGE, ()), *event.cards))
            if code := data.get("by_code"):
                placed = [(card, data.get("by_kind"), code) for card in event.cards]
                game.set_flag(board.PLACED_BY, (*game.flag(board.PLACED_BY, ()), *placed))
        self.prime(game, event)

    def printed(self, game: Game, card: Card, name: str) -> StatValue:
        if not card.face_up and split_key(card.zone)[1] in BLANK_ZONES:
            return 0 if name in NUMERIC else None
        return AbilityEngine.printed(self, game, card, name)  # without a super object (4 a decision)

    def cost_is_optional(self, ability: Ability) -> bool:
        return ability.optional or ability.kind == "auto"

    def cost_paid(self, context: Context) -> None:
        ability = context.ability
        assert ability is not None
        if ability.keyword not in USED_ON_COST and not USED_ON_COST.intersection(ability.tags):
            return
        used = ability.keyword or _used_tag(ability)
        game = context.game
        card = game.get(context.vars.get("this_moved", context.source))  # where its cost put it, if it moved
        game.emit(
            "ws.use",
            f"{player_name(context.controller)} uses {game.definition(context.code).name}'s {used}",
            player=context.controller,
            cards=[card] if card is not None else [],
            data={"keyword": used, "card": context.source},
        )


def _used_tag(ability: Ability) -> str:
    return next((tag for tag in ability.tags if tag in USED_ON_COST), "")
