"""The engine's ability framework, fitted to Weiß Schwarz (M 8).

- Validity (M 2.12.2): a character's text works on the stage, a climax's in the climax zone,
  an event's while it resolves, unless an ability names its zones (Alarm and Shift in the clock,
  Backup in the hand, Experience in the level zone, Recollection in memory). Alarm abilities
  work only while their card is the top of the clock (M 10.1), Assist abilities only from the
  back row (M 10.3). Face-down cards have no abilities (M 3.9.2.2.1, 3.12.2.2.1).
- Priming (M 8.7): an event primes every valid auto ability it matches. A character leaving
  the stage is seen as it was there (M 8.7.4.1.2): its printed abilities and those it had been
  given, recorded with the move (``lki_abilities``). A primed ability of a card that moved
  acts on the card where the move put it, while it stays there (M 8.7.7). "At the end of the
  turn" abilities trigger once a turn (M 6.8.1.1). Conditions are checked when the ability
  triggers and again when it resolves.
- Continuous effects (M 8.9.1): printed values, then every effect that changes no power or
  soul (abilities, traits, levels), then power and soul together, each in timestamp order.
  While effects are worked out, conditions read values without the power and soul changes
  (8.9.1.3: they apply at the same time), and grants are worked out twice so that a grant
  that depends on another sees it (8.9.1.4).
- Costs (M 8.4): all or nothing; an auto's cost is always optional (M 8.1.1.2.2, 8.7.3.1.1);
  refresh and level up wait until a payment ends (M 8.4.2.1). "When you use" Backup,
  Accelerate, Resonance and Force is when the cost has been paid (M 10.5.3, 10.12.3, 10.13.3,
  10.14.3): the event ``ws.use`` then.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from desktop_app.engine.abilities import Ability, AbilityEngine, Context, Modifier, apply_modifiers
from desktop_app.engine.cards import Card, CardDef, StatValue
from desktop_app.engine.events import Event
from desktop_app.engine.game import Game
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import PendingTrigger
from desktop_app.engine.zones import player_name, split_key
from desktop_app.games.weiss_schwarz import board, processes
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

if TYPE_CHECKING:
    from desktop_app.engine.script import Interpreter

#: zones whose cards' abilities can trigger or apply (a card elsewhere is read only if an
#: event names it, e.g. the card a move just put into the waiting room)
SCANNED = (STAGE, CLIMAX, CLOCK, LEVEL, MEMORY)
DEFAULT_ZONES = {"character": (STAGE,), "climax": (CLIMAX,), "event": (RESOLUTION,)}
NUMERIC = frozenset({"level", "cost", "power", "soul"})
POWER_AND_SOUL = frozenset({"power", "soul"})
#: keywords whose "when you use" is the payment of the cost
USED_ON_COST = frozenset({"backup", "accelerate", "resonance", "force"})


@dataclass(frozen=True)
class Profile:
    """What a card definition's abilities need from the engine, worked out once per definition.

    Attributes:
        own: printed auto abilities that watch events of their own card (``"card": "this"``),
            by event kind.
        act_zones: the zones where its startup abilities work (empty: it has none).
        others: the other printed auto abilities, by event kind.
        watch_zones: for each event kind in ``others``, the zones where those abilities work.
        leave_zones: the zones whose leaving its own abilities watch (Encore: the stage).
        cont_zones: the zones where its value-changing continuous abilities work (empty: none).
        target_zones: the zones whose cards those abilities may change (``*``: any).
        lowers_power: whether one of them may lower power or set it.
        grants: whether a continuous ability gives other cards abilities.
    """

    own: Mapping[str, tuple[Ability, ...]]
    act_zones: frozenset[str]
    others: Mapping[str, tuple[Ability, ...]]
    watch_zones: Mapping[str, frozenset[str]]
    leave_zones: frozenset[str]
    cont_zones: frozenset[str]
    target_zones: frozenset[str]
    lowers_power: bool
    grants: bool


def _profile(definition: CardDef) -> Profile:
    def zones(ability: Ability) -> tuple[str, ...]:
        return ability.zones or DEFAULT_ZONES.get(definition.type, ())

    def reaches(ability: Ability, spec: Mapping[str, Any]) -> tuple[str, ...]:
        to = spec.get("to", "this")
        if to == "this":
            return zones(ability)
        if isinstance(to, Mapping) and "zone" in to and "var" not in to:
            return (to["zone"],) if isinstance(to["zone"], str) else tuple(to["zone"])
        return ("*",)

    own: dict[str, list[Ability]] = {}
    others: dict[str, list[Ability]] = {}
    watch: dict[str, set[str]] = {}
    leave: set[str] = set()
    for ability in definition.abilities:
        if ability.kind == "auto" and ability.trigger is not None:
            kind = str(ability.trigger["on"])
            if ability.trigger.get("card") == "this":
                own.setdefault(kind, []).append(ability)
                if kind == "move" and ability.trigger.get("from"):
                    leave.update(zones(ability))
            else:
                others.setdefault(kind, []).append(ability)
                watch.setdefault(kind, set()).update(zones(ability))
    continuous = [a for a in definition.abilities if a.kind == "cont" and a.modifiers]
    specs = [(a, m) for a in continuous for m in a.modifiers]
    return Profile(
        own={k: tuple(v) for k, v in own.items()},
        act_zones=frozenset(zone for a in definition.abilities if a.kind == "act" for zone in zones(a)),
        others={k: tuple(v) for k, v in others.items()},
        watch_zones={k: frozenset(v) for k, v in watch.items()},
        leave_zones=frozenset(leave),
        cont_zones=frozenset(zone for a in continuous for zone in zones(a)),
        target_zones=frozenset(zone for a, m in specs for zone in reaches(a, m)),
        lowers_power=any(
            m.get("stat") == "power" and ("set" in m or not _never_negative(m.get("add"))) for _, m in specs
        ),
        grants=any(isinstance(m.get("grant"), Ability) for _, m in specs),
    )


def _never_negative(expression: Any) -> bool:
    """Whether a script number can never be below 0 (a count, or products and sums of them)."""
    if isinstance(expression, int):
        return expression >= 0
    if isinstance(expression, Mapping) and len(expression) == 1:
        ((name, arg),) = expression.items()
        if name == "count":
            return True
        if name in ("mul", "sum", "min", "max"):
            return all(_never_negative(part) for part in arg)
    return False


@dataclass(frozen=True)
class Summary:
    """What every card a game may use needs, so that most events need no scan of the table.

    Attributes:
        watched: for each event kind some card's auto ability watches (other than its own
            card's), the zones where such abilities work.
        watchers: for each such event kind, the codes of the cards that watch it.
        act_zones: the zones where some card's startup abilities work.
        cont_zones: the zones where some card's continuous abilities change values.
        target_zones: the zones whose cards continuous abilities may change (``*``: any).
        lowers_power: whether some continuous ability may lower or set power.
        grants: whether any card's continuous ability gives abilities.
    """

    watched: Mapping[str, frozenset[str]]
    watchers: Mapping[str, frozenset[str]]
    act_zones: frozenset[str]
    cont_zones: frozenset[str]
    target_zones: frozenset[str]
    lowers_power: bool
    grants: bool


class WSAbilities(AbilityEngine):
    """The ability engine with the Weiß Schwarz rules of validity, priming, layers and costs."""

    def __init__(self, interpreter: Interpreter) -> None:
        super().__init__(interpreter, default_zones=DEFAULT_ZONES, play_zones=SCANNED, layer_of=_layer)
        self._profiles: dict[int, tuple[CardDef, Profile]] = {}
        self._summaries: WeakKeyDictionary[Game, Summary] = WeakKeyDictionary()
        #: while effects are worked out: None (not computing), "printed", or "partial" (the
        #: grants found so far apply, no power or soul change does)
        self._mode: str | None = None
        self._partial: dict[int, list[Modifier]] = {}

    def profile(self, definition: CardDef) -> Profile:
        found = self._profiles.get(id(definition))
        if found is None or found[0] is not definition:
            found = self._profiles[id(definition)] = (definition, _profile(definition))
        return found[1]

    def summary(self, game: Game) -> Summary:
        found = self._summaries.get(game)
        if found is None:
            profiles = [self.profile(d) for d in game.definitions.values()]
            watched: dict[str, set[str]] = {}
            watchers: dict[str, set[str]] = {}
            for code, profile in zip(game.definitions, profiles, strict=True):
                for kind, zones in profile.watch_zones.items():
                    watched.setdefault(kind, set()).update(zones)
                    watchers.setdefault(kind, set()).add(code)
            found = self._summaries[game] = Summary(
                watched={k: frozenset(v) for k, v in watched.items()},
                watchers={k: frozenset(v) for k, v in watchers.items()},
                act_zones=frozenset(zone for p in profiles for zone in p.act_zones),
                cont_zones=frozenset(zone for p in profiles for zone in p.cont_zones),
                target_zones=frozenset(zone for p in profiles for zone in p.target_zones),
                lowers_power=any(p.lowers_power for p in profiles),
                grants=any(p.grants for p in profiles),
            )
        return found

    def cards_in(self, game: Game, zones: Iterable[str], players: Iterable[int] = (0, 1)) -> list[Card]:
        """The cards in the named zones of ``players``, zone by zone in the order the game
        declares them: never in the order of a set, which differs between processes."""
        wanted = frozenset(zones)
        return [
            card
            for spec in game.ruleset.zones
            if spec.name in wanted
            for player in players
            for card in game.cards_in(board.key(player, spec.name))
        ]

    # ------------------------------------------------------------------ validity
    def is_valid(self, game: Game, card: Card, ability: Ability) -> bool:
        if not super().is_valid(game, card, ability):
            return False
        if "alarm" in ability.tags and not board.top_of_clock(game, card):
            return False
        return not ("assist" in ability.tags and not board.back_row(card))

    def abilities(self, game: Game, card: Card) -> tuple[Ability, ...]:
        """Printed abilities, those effects gave it, and those continuous abilities give it."""
        found = super().abilities(game, card)
        if self._granting(game):
            granted: Any = game.stat(card, "abilities")  # a tuple of abilities (see _grant_modifier)
            if isinstance(granted, tuple) and granted:
                found = found + tuple(a for a in granted if isinstance(a, Ability))
        return found

    def _granting(self, game: Game) -> bool:
        """Whether any card in play gives abilities with a continuous ability."""
        if not self.summary(game).grants:
            return False

        def scan() -> bool:
            return any(self.profile(game.definition(c.code)).grants for c in self.cards_in_play(game))

        found: bool = game.memo("ws.granting", scan)
        return found

    def granted_abilities(self, game: Game, card: Card) -> tuple[Ability, ...]:
        """The abilities ``card`` has beyond its printed ones (recorded when it leaves the stage)."""
        printed = game.definition(card.code).abilities
        return tuple(a for a in self.abilities(game, card) if a not in printed)

    # ------------------------------------------------------------------ priming
    def prime(self, game: Game, event: Event) -> list[PendingTrigger]:
        kind = event.kind
        primed: list[PendingTrigger] = []
        given = any(e.kind == "ability" for e in game.state.effects) or self._granting(game)
        first = game.get(event.cards[0]) if event.cards else None
        if first is not None:  # abilities watching their own card: only that card can match
            for ability in self._autos(game, first, kind, own=True, given=given):
                self._try(game, first, ability, event, first.id, primed, ghost=False)
        summary = self.summary(game)
        zones = SCANNED if given else summary.watched.get(kind)
        if zones:
            codes = summary.watchers.get(kind, frozenset())
            candidates = [c for c in self.cards_in(game, zones) if given or c.code in codes]
            seen = {c.id for c in candidates}
            candidates += [c for c in map(game.get, event.cards) if c is not None and c.id not in seen]
            for card in candidates:
                for ability in self._autos(game, card, kind, own=False, given=given):
                    self._try(game, card, ability, event, card.id, primed, ghost=False)
        if kind == "move" and event.cards:
            self._prime_leaving(game, event, primed)
        return primed

    def _autos(self, game: Game, card: Card, kind: str, *, own: bool, given: bool) -> tuple[Ability, ...]:
        profile = self.profile(game.definition(card.code))
        autos = (profile.own if own else profile.others).get(kind, ())
        if given:
            autos += tuple(
                a
                for a in self.granted_abilities(game, card)
                if a.kind == "auto"
                and a.trigger is not None
                and a.trigger["on"] == kind
                and (a.trigger.get("card") == "this") == own
            )
        return autos

    def _prime_leaving(self, game: Game, event: Event, primed: list[PendingTrigger]) -> None:
        """Abilities of a card that left a zone, read as it was there (M 8.7.4.1.2)."""
        moved = game.get(event.cards[0])
        old_zone = str(event.data.get("from", ""))
        if moved is None or not old_zone or old_zone == moved.zone:
            return
        lki: tuple[Ability, ...] = tuple(event.data.get("lki_abilities", ()))
        if not lki and split_key(old_zone)[1] not in self.profile(game.definition(moved.code)).leave_zones:
            return
        ghost = replace(
            moved,
            id=int(event.data.get("old_id", moved.id)),
            zone=old_zone,
            slots=tuple(event.data.get("from_slots", ())),
            face_up=True,
        )
        abilities = self.profile(game.definition(moved.code)).own.get("move", ()) + tuple(
            a for a in lki if a.kind == "auto" and a.trigger is not None
        )
        for ability in abilities:
            assert ability.trigger is not None
            if ability.trigger["on"] == "move" and self._leaves(ability.trigger):
                self._try(game, ghost, ability, event, moved.id, primed, ghost=True)

    def _try(
        self,
        game: Game,
        card: Card,
        ability: Ability,
        event: Event,
        acts_on: int,
        primed: list[PendingTrigger],
        *,
        ghost: bool,
    ) -> None:
        if not self.would_trigger(game, card, ability, event, ghost=ghost):
            return
        if event.kind == "ws.end_of_turn":  # M 6.8.1.1: only those not triggered yet this turn
            done: tuple[tuple[int, int], ...] = game.flag("ws.eot", ())
            if (card.id, ability.index) in done:
                return
            game.set_flag("ws.eot", (*done, (card.id, ability.index)))
        data: dict[str, Any] = {"kind": event.kind, "cards": event.cards, **event.data}
        if ability not in game.definition(card.code).abilities:
            data["ws.ability"] = ability
        pending = PendingTrigger(
            id=game.state.new_id(),
            card=acts_on,
            code=card.code,
            ability=ability.index,
            controller=card.controller,
            name=f"{game.definition(card.code).name}: {ability.text or ability.keyword or 'auto ability'}",
            event=data,
            order=game.state.tick(),
        )
        game.state.pending.append(pending)
        primed.append(pending)

    def would_trigger(
        self, game: Game, card: Card, ability: Ability, event: Event, *, ghost: bool = False
    ) -> bool:
        """Whether ``event`` meets the trigger condition of ``card``'s valid ``ability``."""
        assert ability.trigger is not None
        if not self.is_valid(game, card, ability) or self.used_up(game, card, ability):
            return False
        context = Context(game, card.controller, card.id, card.code, ability, {})
        if not self.interpreter.matches(context, ability.trigger, event, ghost):
            return False
        return ability.condition is None or self.interpreter.test(context, ability.condition)

    def ability_of(self, game: Game, pending: PendingTrigger) -> Ability | None:
        given = pending.event.get("ws.ability")
        if isinstance(given, Ability):
            return given
        return super().ability_of(game, pending)

    def resolve_pending(self, game: Game, pending: PendingTrigger) -> Flow:
        """Play a primed ability; its condition must still hold (checked again on resolution)."""
        ability = self.ability_of(game, pending)
        if ability is None:
            return
        if ability.condition is not None:
            context = Context(game, pending.controller, pending.card, pending.code, ability, pending.event)
            if not self.interpreter.test(context, ability.condition):
                return
        yield from self.play_ability(
            game, pending.controller, pending.card, pending.code, ability, pending.event
        )

    # ------------------------------------------------------------------ playing
    def play_ability(
        self,
        game: Game,
        controller: int,
        source: int | None,
        code: str,
        ability: Ability,
        event: Mapping[str, Any] | None = None,
        *,
        paid: bool = False,
    ) -> Flow:
        """Pay the cost (optional for autos), let the interrupts run, then the effect."""
        context = Context(game, controller, source, code, ability, dict(event or {}))
        name = game.definition(code).name
        optional = ability.optional or ability.kind == "auto"
        dummy = board.goldfish_dummy(game, controller)
        if ability.cost and not paid:
            if optional:
                if not self.interpreter.can_pay(context, ability.cost) or dummy:
                    return False
                wanted = yield from game.yes_no(
                    controller, f"{name}: pay the cost ({ability.text or ability.keyword})?", source=source
                )
                if not wanted:
                    return False
            if not (yield from self.interpreter.pay(context, ability.cost)):
                return False
            context.paid = True
            if ability.keyword in USED_ON_COST or set(ability.tags) & USED_ON_COST:
                used = game.get(context.vars.get("this_moved", source))  # where its cost put it, if it moved
                game.emit(
                    "ws.use",
                    f"{player_name(controller)} uses {name}'s {ability.keyword or _used_tag(ability)}",
                    player=controller,
                    cards=[used] if used is not None else [],
                    data={"keyword": ability.keyword or _used_tag(ability), "card": source},
                )
            yield from processes.interrupts(game)
        elif ability.optional and ability.kind == "auto":  # "you may" without a cost
            if dummy:
                return False
            wanted = yield from game.yes_no(
                controller, f"{name}: use this ability? ({ability.text})", source=source
            )
            if not wanted:
                return False
        else:
            context.paid = paid or not ability.cost
        self.count_use(game, source, code, ability)
        yield from self.interpreter.run(context, ability.effect)
        return True

    def activatable(self, game: Game, player: int, timing: str) -> list[tuple[Card, Ability]]:
        """Startup abilities ``player`` can play now: on the stage (and the clock, level and
        memory for abilities valid there), and in the hand (Backup, M 10.5)."""
        found: list[tuple[Card, Ability]] = []
        given = self._granting(game) or any(e.kind == "ability" for e in game.state.effects)
        zones = (*SCANNED, HAND) if given else self.summary(game).act_zones
        for card in self.cards_in(game, zones, players=(player,)):
            if not given and not self.profile(game.definition(card.code)).act_zones:
                continue
            found += self._activatable(game, player, card, timing)
        return found

    def _activatable(self, game: Game, player: int, card: Card, timing: str) -> list[tuple[Card, Ability]]:
        """``card``'s startup abilities that ``player`` can play now: valid, within their limit,
        their condition met, their cost payable."""
        found: list[tuple[Card, Ability]] = []
        for ability in self.abilities(game, card):
            if ability.kind != "act" or (ability.timing or "main") not in (timing, "any"):
                continue
            if not self.is_valid(game, card, ability) or self.used_up(game, card, ability):
                continue
            context = Context(game, player, card.id, card.code, ability)
            if ability.condition is not None and not self.interpreter.test(context, ability.condition):
                continue
            if self.interpreter.can_pay(context, ability.cost):
                found.append((card, ability))
        return found

    # ------------------------------------------------------------------ values
    def stat(self, game: Game, card: Card, name: str) -> StatValue:
        """A card's value after every continuous effect (see the module docstring)."""
        definition = game.definition(card.code)
        blank = not card.face_up and split_key(card.zone)[1] in (LEVEL, MEMORY, MARKER)
        base: StatValue
        if name == "keywords":  # the marks other rules read (Bodyguard, Link), plus granted words
            base = tuple(a.keyword for a in super().abilities(game, card) if a.kind == "keyword")
        elif name == "abilities":
            base = ()
        elif blank:
            base = 0 if name in NUMERIC else None  # a blank card (M 3.9.2.2.1), 0 if numeric (2.19)
        else:
            base = definition.stat(name)
            if base is None and name in NUMERIC:
                base = 0
        if self._mode == "printed" or not self._reachable(game, card):
            return base
        if self._mode == "partial":
            mods = [m for m in self._partial.get(card.id, ()) if m.stat == name]
        else:
            table: dict[int, list[Modifier]] = game.memo("ws.modifiers", lambda: self._all_modifiers(game))
            mods = [m for m in table.get(card.id, ()) if m.stat == name]
        return apply_modifiers(base, mods) if mods else base

    def _reachable(self, game: Game, card: Card) -> bool:
        """Whether any continuous ability or effect may change ``card``'s values where it is."""
        targets = self.summary(game).target_zones
        if "*" in targets or split_key(card.zone)[1] in targets:
            return True
        return any(card.id in effect.targets for effect in game.state.effects)

    def lowers_power(self, game: Game) -> bool:
        """Whether a character's power may be below its printed power now (else the 0-power
        rule process reads printed values, M 9.5.1)."""
        return self.summary(game).lowers_power or any(
            e.stat == "power" and (e.amount < 0 or (e.kind == "set" and e.amount <= 0))
            for e in game.state.effects
        )

    def _all_modifiers(self, game: Game) -> dict[int, list[Modifier]]:
        sources = self.cards_in(game, self.summary(game).cont_zones)
        if not game.state.effects and not sources:
            return {}
        self._mode = "printed"
        try:
            grants = self._collect(game, sources, power=False)
            if any(m.stat != "keywords" for mods in grants.values() for m in mods):
                self._mode, self._partial = "partial", grants
                game.forget()  # values read in the pass before are stale now
                grants = self._collect(game, sources, power=False)  # M 8.9.1.4: grants that need grants
            self._mode, self._partial = "partial", grants
            game.forget()
            powers = self._collect(game, sources, power=True)
        finally:
            self._mode, self._partial = None, {}
            game.forget()  # values read while working the effects out were provisional
        for card_id, mods in powers.items():
            grants.setdefault(card_id, []).extend(mods)
        return grants

    def _collect(self, game: Game, sources: list[Card], *, power: bool) -> dict[int, list[Modifier]]:
        """The modifiers of one layer: power and soul (``power``) or everything else."""
        result: dict[int, list[Modifier]] = {}
        for card in sources:
            definition = game.definition(card.code)
            if not self.profile(definition).cont_zones:
                continue
            for ability in definition.abilities:
                if ability.kind != "cont" or not ability.modifiers or not self.is_valid(game, card, ability):
                    continue
                context = Context(game, card.controller, card.id, card.code, ability)
                if ability.condition is not None and not self.interpreter.test(context, ability.condition):
                    continue
                for spec in ability.modifiers:
                    if (_modifier_stat(spec) in POWER_AND_SOUL) == power:
                        self._add_modifiers(context, spec, card.entered, result)
        for effect in game.state.effects:
            if (effect.stat in POWER_AND_SOUL) == power:
                self._effect_modifiers(game, effect, result)
        return result

    def cards_in_play(self, game: Game) -> Iterable[Card]:
        for player in (0, 1):
            for zone in SCANNED:
                yield from game.cards_in(board.key(player, zone))


def _layer(op: str, stat: str) -> int:
    """M 8.9.1.2–8.9.1.3: changes to anything but power and soul come first."""
    return 20 if stat in POWER_AND_SOUL else 10


def _modifier_stat(spec: Mapping[str, Any]) -> str:
    if "stat" in spec:
        return str(spec["stat"])
    return "abilities" if isinstance(spec.get("grant"), Ability) else "keywords"


def _used_tag(ability: Ability) -> str:
    return next((tag for tag in ability.tags if tag in USED_ON_COST), "")
