"""The kernel's ability engine, configured for Force of Will (FoW 900).

- Where abilities work (902.1): those of J/resonators, additions, regalia and magic stones in
  the field, a ruler's in its ruler area; a chant's text works as it resolves (its ``play``
  ability). Base abilities (904.2: the printed keywords, ATK and DEF) are printed values and
  work everywhere.
- Layers (909.1): changes of words (types, keywords, abilities: 909.1b–e) before changes of
  values (909.1f–g), each in timestamp order; counters (909.1h) and rounding up to a multiple of
  100 (909.1i) come last, in ``ForceOfWillRules.stat``.
- [Awakening] (1109): abilities tagged ``awakened`` work only on a card played awakened (its
  marker ``awakened``, kept while it stays in the field).
- Automatic abilities go onto the chase (``processes.resolve_trigger``); their conditions are
  checked when they trigger (906.4).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop_app.engine.abilities import NUMERIC, Ability, AbilityEngine
from desktop_app.engine.cards import Card
from desktop_app.engine.events import Event
from desktop_app.engine.game import Game
from desktop_app.engine.script import Interpreter
from desktop_app.engine.state import PendingTrigger
from desktop_app.games.force_of_will.board import FIELD, STONES, key
from desktop_app.games.force_of_will.cards import WILL_COIN, printed_types
from desktop_app.games.force_of_will.zones import ITEM_AREA, RULER_AREA

IN_FIELD = (FIELD, STONES)
#: the kind of effect "… loses all abilities" makes (``vocab``'s ``fow.lose_abilities``)
LOST_ABILITIES = "fow.lost_abilities"
DEFAULT_ZONES = {
    "resonator": IN_FIELD,
    "j-ruler": IN_FIELD,
    "addition": IN_FIELD,
    "regalia": IN_FIELD,
    "magic stone": IN_FIELD,
    "special magic stone": IN_FIELD,
    "basic magic stone": IN_FIELD,
    "ruler": (RULER_AREA,),
    WILL_COIN: (ITEM_AREA,),  # FoW 1119.2a: a will coin token's abilities work in the item area
}


#: FoW 909.1: the layer of words (b–e) and of values (f–g)
WORDS_LAYER, VALUES_LAYER = 10, 20
#: FoW 104.4, 909.1d: "… lose and cannot gain [K]": a prohibition prevails over what gives the
#: word, so its removal comes after every grant of the words layer, whatever their timestamps
#: (a modifier's ``"layer"``; the templates write the number)
CANNOT_GAIN_LAYER = 15


def _layer(op: str, stat: str) -> int:
    """FoW 909.1: words (b–e) before values (f–g)."""
    return WORDS_LAYER if op in ("grant", "remove") else VALUES_LAYER


class FoWAbilities(AbilityEngine):
    """The ability engine with the Force of Will configuration (module docstring)."""

    def __init__(self, interpreter: Interpreter) -> None:
        super().__init__(
            interpreter,
            default_zones=DEFAULT_ZONES,
            play_zones=(FIELD, STONES, RULER_AREA, ITEM_AREA),
            layers=(WORDS_LAYER, VALUES_LAYER),
            layer_of=_layer,
            numeric=NUMERIC | {"atk", "def", "total_cost", "divinity"},
        )

    def prime(self, game: Game, event: Event) -> list[PendingTrigger]:
        """As the engine's, but a card entering a player's field whose opponent controls
        "Resonators (Entities) entering the field under your opponent's control don't cause
        their own ([Enter]) abilities to trigger" (tag ``no_own_triggers``, decision D95) primes
        none of those of its own (a J-ruler enters by Judgment, 705.3)."""
        primed = super().prime(game, event)
        if event.kind not in ("move", "fow.judgment") or not primed:
            return primed
        for card_id in event.cards:
            card = game.get(card_id)
            if card is None or not any(p.card == card.id for p in primed):
                continue
            player = next((p for p in (0, 1) if card.zone in (key(p, FIELD), key(p, STONES))), None)
            if player is None or (event.kind == "move" and event.data.get("from") == card.zone):
                continue
            stops = self._stops_own(game, 1 - player)
            resonator = card.zone == key(player, FIELD) and "resonator" in printed_types(
                game.definition(card.code)
            )
            stops = [s for s in stops if resonator or s.get("what") == "entity"]
            primed = [
                p
                for p in primed
                if p.card != card.id
                or not any(not s.get("enter") or self._on_entering(game, p) for s in stops)
            ]
        return primed

    def _stops_own(self, game: Game, player: int) -> list[Mapping[str, Any]]:
        """The ``params`` of the working ``no_own_triggers`` abilities ``player`` controls (D95)."""
        holders = [*game.cards_in(key(player, FIELD)), *game.cards_in(key(player, RULER_AREA))]
        return [
            a.params
            for holder in holders
            for a in self.abilities(game, holder)
            if "no_own_triggers" in a.tags and a.automated and self.is_valid(game, holder, a)
        ]

    def _on_entering(self, game: Game, pending: PendingTrigger) -> bool:
        """Whether the pending ability is an [Enter] ability (1140.2: its card entering)."""
        ability = self.ability_of(game, pending)
        return ability is not None and any(
            t.get("card") == "this" and t.get("on") in ("move", "fow.judgment") for t in ability.triggers
        )

    def works_here(self, game: Game, card: Card, ability: Ability) -> bool:
        """An ability tagged ``awakened`` works only on a card that was awakened (FoW 1109.2); a
        card that lost all its abilities (``LOST_ABILITIES``) has only those given to it later
        (909.1d: abilities added and removed in timestamp order)."""
        if "awakened" in ability.tags and "awakened" not in card.markers:
            return False
        # decision D121: of several awakenings, the one that gives it was chosen
        nth = next((t for t in ability.tags if t.startswith("awakening:")), None)
        if nth is not None and "awakened:" + nth.removeprefix("awakening:") not in card.markers:
            return False
        lost = [e.timestamp for e in game.effects_on(card) if e.kind == LOST_ABILITIES]
        if lost and not any(
            e.kind == "ability" and e.value is ability and e.timestamp > max(lost)
            for e in game.effects_on(card)
        ):
            return False
        return super().works_here(game, card, ability)
