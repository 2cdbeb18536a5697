"""The kernel's ability engine, configured for ONE PIECE (OP 8).

Configuration (``OPAbilities.__init__``):

- Validity (OP 2-8-2): the text of a Leader, Character or Stage works in its own area; an
  Event's while it resolves; a [Trigger] (an ability of kind ``trigger``) when its card is
  taken from Life (10-1-5); an ability may name other zones with ``zones``.
- The Leader, Character and Stage areas are scanned for triggers and permanent effects.
- ``counter`` reads 0 on a card that has none (2-10).
- Layers (B14): abilities and words given, then effects that set a base value, then the
  additions, each in the order they resolved (4-9-2-1, 8-4-6); the given-DON!! bonus is added
  last, in ``OnePieceRules.stat``.

Negation: a card whose effects an effect negated (``NEGATED``, for the effect's duration) has
no printed ability that works, its printed keywords included (4-1-2: keywords are effects);
what other cards' effects gave it still applies, and what its effects already did stays
(docs/games/one-piece.md, "Decisions").

Hook: ``cost_is_optional``: an auto effect's cost is written "you may" (OP 8-3-1-4); the
controller may decline it, and then the effect does not activate. (The engine's default
``declines`` has the goldfish dummy decline every optional effect.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop_app.engine.abilities import NUMERIC, Ability, AbilityEngine, apply_modifiers
from desktop_app.engine.cards import Card, StatValue
from desktop_app.engine.script import Interpreter

if TYPE_CHECKING:
    from desktop_app.engine.game import Game

DEFAULT_ZONES = {
    "leader": ("leader",),
    "character": ("character",),
    "stage": ("stage",),
    "event": (),
    "don": (),
}
SCANNED = ("leader", "character", "stage")
#: the effect kind of "negate the effect of …" (its targets' printed effects do not work)
NEGATED = "op.negated"
#: the layer of a value "set to N" that is not a base (``op.set_value``): the additions' layer,
#: so it applies in their timestamp order (B14)
SET_NOW = 20


def _layer(op: str, stat: str) -> int:
    """B14: words and abilities (10), base values set (15), then additions (20)."""
    return 10 if op in ("grant", "remove") else 15 if op == "set" else 20


class OPAbilities(AbilityEngine):
    """The ability engine with the ONE PIECE configuration and hooks (module docstring)."""

    def __init__(self, interpreter: Interpreter) -> None:
        super().__init__(
            interpreter,
            default_zones=DEFAULT_ZONES,
            play_zones=SCANNED,
            numeric=NUMERIC | {"counter"},
            layers=(10, 15, 20),
            layer_of=_layer,
        )

    def bases(self, game: Game, card: Card, name: str) -> list[int]:
        """The base values effects and permanent effects set on ``card`` (4-9-2), in the order
        the engine applies them."""
        mods = sorted(self.modifiers(game, card, name), key=lambda m: (m.layer, m.timestamp))
        sets = [m for m in mods if m.op == "set" and m.layer < SET_NOW]  # not a value set for now
        return [int(m.amount) for m in sets if isinstance(m.amount, int)]

    def cost_is_optional(self, ability: Ability) -> bool:
        return ability.optional or ability.kind == "auto"

    def negated(self, game: Game, card: Card) -> bool:
        """Whether an effect negated ``card``'s effects (for its duration)."""
        if not game.state.effects:
            return False
        ids: frozenset[int] = game.board_memo(
            NEGATED,
            lambda: frozenset(i for e in game.state.effects if e.kind == NEGATED for i in e.targets),
        )
        return card.id in ids

    def works_here(self, game: Game, card: Card, ability: Ability) -> bool:
        if self.negated(game, card) and any(a is ability for a in game.definition(card.code).abilities):
            return False
        return super().works_here(game, card, ability)

    def stat(self, game: Game, card: Card, name: str) -> StatValue:
        """A negated card's keywords are only those effects gave it (its printed ones are effects
        too, 4-1-2)."""
        if name != "keywords" or not self.negated(game, card):
            return super().stat(game, card, name)
        given = tuple(
            e.value.keyword
            for e in game.effects_on(card)
            if e.kind == "ability" and isinstance(e.value, Ability) and e.value.kind == "keyword"
        )
        mods = self.modifiers(game, card, name)
        return apply_modifiers(given, mods) if mods else given
