"""The kernel's ability engine, configured for Luck & Logic (L&L 9).

- Validity (L&L 9.3.2): a member's text works on a circle, a gate's face up in a Gate Zone,
  a tactics card's face up in the Battle Zone, a paradox's face up in a Battle or Paradox Zone,
  the My Logicalist's in its zone, unless an ability names its zones.
- Conditions are checked when an ability primes and again when it resolves (L&L 9.7.3).
- ``printed`` adds the rules' own modifiers, which come right after printed values and before
  any effect (L&L 9.9.1.2): +1000 power per Soul card for the attacking member (8.2.9.1), the
  Logic of its controller's face-up Battle Zone cards to each member in battle (5.16.2), and
  the Logic of the Intercept Zone's members to the defending member (8.3.4).
"""

from __future__ import annotations

from desktop_app.engine.abilities import NUMERIC, AbilityEngine
from desktop_app.engine.cards import Card, StatValue
from desktop_app.engine.game import Game
from desktop_app.engine.script import Interpreter
from desktop_app.games.luck_and_logic import board
from desktop_app.games.luck_and_logic.board import (
    BATTLE_ZONE,
    CIRCLES,
    GATES,
    INTERCEPT,
    MY_LOGICALIST,
    PARADOX_ZONE,
    key,
)

SCANNED = (CIRCLES, GATES, BATTLE_ZONE, PARADOX_ZONE, MY_LOGICALIST)
DEFAULT_ZONES = {
    **dict.fromkeys(board.MEMBERS, (CIRCLES,)),
    board.GATE: (GATES,),
    board.TACTICS: (BATTLE_ZONE,),
    board.PARADOX: (BATTLE_ZONE, PARADOX_ZONE),
    board.ML: (MY_LOGICALIST,),
}
#: the values a Logic icon changes (L&L 2.11.1): field ``logic_<value>``
LOGIC_VALUES = ("power", "aura", "limit")
SOUL_BONUS = 1000  # L&L 8.2.9.1


class LLAbilities(AbilityEngine):
    """The ability engine with the Luck & Logic configuration (module docstring)."""

    def __init__(self, interpreter: Interpreter) -> None:
        super().__init__(
            interpreter,
            default_zones=DEFAULT_ZONES,
            play_zones=SCANNED,
            numeric=NUMERIC | {"heart", "territory", "soul"},
            recheck_on_resolve=True,
        )

    def printed(self, game: Game, card: Card, name: str) -> StatValue:
        base = super().printed(game, card, name)
        if name not in LOGIC_VALUES or not isinstance(base, int):
            return base
        current = board.battle(game)
        if current is None or card.id not in (current.attacker, current.defender):
            return base
        if board.zone_name(card) != CIRCLES:
            return base
        if card.id == current.attacker and name == "power":
            base += SOUL_BONUS * len(board.soul(game, card))  # L&L 8.2.9.1
        logic = [c for c in game.cards_in(key(card.controller, BATTLE_ZONE)) if c.face_up]  # L&L 5.16.2
        if card.id == current.defender:
            logic += game.cards_in(key(card.controller, INTERCEPT))  # L&L 8.3.4
        return base + sum(game.definition(c.code).number(f"logic_{name}") for c in logic)
