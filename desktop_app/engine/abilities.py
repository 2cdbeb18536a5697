"""Abilities: the framework the four games share.

An ``Ability`` is data, loaded from a card script (``desktop_app.engine.script``). Its kind:

- ``auto``: triggered. When an event matches its ``trigger`` while the ability is valid, it
  is *primed*: a ``PendingTrigger`` waits in the state until a check timing plays it
  (WS 8.7, OP 8-1-3-1, FoW 906, L&L 9.7).
- ``act``: activated. A player with play timing or priority pays its ``cost`` and resolves
  its ``effect`` (WS 8.1.1.1, OP 8-1-3-2, FoW 905, L&L 9.1).
- ``cont``: continuous. While valid and its ``condition`` holds, its ``modifiers`` change the
  values of the cards they select, in layer and timestamp order (WS 8.9, FoW 909, L&L 9.9).
- ``replace``: a replacement. When an action matching ``replaces`` would happen, its
  ``effect`` happens instead (WS 8.10, OP 8-1-3-4, FoW 910, L&L 9.10).
- ``play``: what an event, chant or tactics card does when it resolves.
- ``keyword``: a keyword the game builds in (``Encore``, ``Blocker``, ``Flying``); its
  ``keyword`` and ``params`` say which, and the game gives it meaning.

Validity: an ability works only in the zones the game gives it (WS 2.12.2: a character's
text on the stage; OP 2-8-2; FoW 902.1; L&L 9.3.2), read from ``zones`` or the game's
``ability_zones`` hook.

This module holds the machinery: priming triggers from events (with the look-back rule for
cards leaving a zone, WS 8.7.4.1, FoW 906.7, L&L 9.7.4.1), the check timing loop (rule
processes, then triggered abilities in the order each game sets), playing a triggered or
activated ability with all-or-nothing costs, and continuous modifiers in layers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from desktop_app.engine.cards import Card, CardDef, StatValue
from desktop_app.engine.decisions import Option
from desktop_app.engine.events import Event
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import Effect, PendingTrigger
from desktop_app.engine.zones import player_name, split_key

if TYPE_CHECKING:
    from desktop_app.engine.game import Game
    from desktop_app.engine.script import Interpreter


#: values that read 0 when a card has none printed (WS M 2.19, L&L 1.3.6)
NUMERIC = frozenset({"level", "cost", "power", "soul", "life", "counter", "atk", "def", "aura", "limit"})


@dataclass(frozen=True)
class Ability:
    """One ability of a card, as data. See the module docstring for the kinds.

    Attributes:
        kind: ``auto``, ``act``, ``cont``, ``replace``, ``play`` or ``keyword``.
        text: the ability's printed text (for prompts and the log).
        index: its place among the card's abilities.
        keyword: the game keyword it is or carries (``encore``, ``backup``), if any.
        params: the keyword's parameters (numbers, names, a cost).
        trigger: for ``auto``: the event pattern that primes it.
        condition: a condition that must hold (for ``cont`` to apply, for ``auto`` to
            prime, for ``act`` to be played).
        cost: the cost atoms, paid in order, all or nothing.
        optional: "you may": the controller may decline to pay or to resolve.
        effect: the effect steps, run in order.
        modifiers: for ``cont``: what it changes (``{"to": selector, "stat": ..., "add": ...}``).
        replaces: for ``replace``: the action pattern it replaces.
        zones: the zones where it is valid (empty: the game's default for the card).
        limit: how many times per turn it may be played (0: no limit).
        timing: for ``act``: when it may be played (``main``, ``counter``, ``any``).
        tags: marks with no rules meaning of their own that effects read (``cxcombo``,
            ``counter``, ``alarm``, ``assist``, ``experience``).
    """

    kind: str
    text: str = ""
    index: int = 0
    keyword: str = ""
    params: Mapping[str, Any] = field(default_factory=dict)
    trigger: Mapping[str, Any] | None = None
    condition: Any = None
    cost: tuple[Mapping[str, Any], ...] = ()
    optional: bool = False
    effect: tuple[Mapping[str, Any], ...] = ()
    modifiers: tuple[Mapping[str, Any], ...] = ()
    replaces: Mapping[str, Any] | None = None
    zones: tuple[str, ...] = ()
    limit: int = 0
    timing: str = ""
    tags: tuple[str, ...] = ()


@dataclass
class Context:
    """What an ability's effect knows while it resolves.

    Attributes:
        game: the game.
        controller: the player who controls the ability ("you").
        source: the id of the card the ability belongs to (it may have moved since).
        code: that card's code (its last known identity).
        ability: the ability, if one (a rule effect may have none).
        event: details of the event that primed it.
        vars: names the effect bound along the way (``chosen``, ``revealed``, ``x``).
        paid: whether its optional cost was paid ("if you do").
    """

    game: Game
    controller: int
    source: int | None = None
    code: str = ""
    ability: Ability | None = None
    event: Mapping[str, Any] = field(default_factory=dict)
    vars: dict[str, Any] = field(default_factory=dict)
    paid: bool = False

    @property
    def opponent(self) -> int:
        return 1 - self.controller

    def source_card(self) -> Card | None:
        return self.game.get(self.source)


@dataclass(frozen=True)
class Modifier:
    """One change a continuous ability or effect makes to one card's value.

    ``op`` is ``add``, ``set`` or ``grant`` (a keyword or word added to a list value);
    ``layer`` orders kinds of change (the game's layers) and ``timestamp`` orders changes
    within a layer (WS 8.9.1, FoW 909, L&L 9.9.1).
    """

    card: int
    stat: str
    op: str
    amount: Any
    layer: int
    timestamp: int


def apply_modifiers(base: StatValue, modifiers: Iterable[Modifier]) -> StatValue:
    """Apply ``modifiers`` to ``base`` in layer, then timestamp order."""
    value = base
    for mod in sorted(modifiers, key=lambda m: (m.layer, m.timestamp)):
        if mod.op == "set":
            value = mod.amount
        elif mod.op == "add":
            value = (value if isinstance(value, int) else 0) + int(mod.amount)
        elif mod.op == "grant":
            words = value if isinstance(value, tuple) else (() if value in (None, "") else (str(value),))
            if mod.amount not in words:
                value = (*words, mod.amount)
        elif mod.op == "remove":
            words = value if isinstance(value, tuple) else ()
            value = tuple(w for w in words if w != mod.amount)
    return value


class AbilityEngine:
    """The shared ability machinery, configured by one game.

    Args:
        interpreter: the card-script interpreter with the game's vocabulary.
        default_zones: card type -> the zones its abilities are valid in by default.
        play_zones: the zones whose cards have abilities worth scanning for triggers and
            continuous effects (the stage, the field, the climax zone …).
        layer_of: the layer of a modifier op (``set``, ``add``, ``grant``) and stat.
    """

    def __init__(
        self,
        interpreter: Interpreter,
        *,
        default_zones: Mapping[str, tuple[str, ...]],
        play_zones: Sequence[str],
        layer_of: Callable[[str, str], int] | None = None,
    ) -> None:
        self.interpreter = interpreter
        self.default_zones = default_zones
        self.play_zones = tuple(play_zones)
        self.layer_of = layer_of or (lambda op, stat: 10 if op in ("grant", "remove") else 20)

    # ------------------------------------------------------------------ validity
    def zones_of(self, definition: CardDef, ability: Ability) -> tuple[str, ...]:
        return ability.zones or self.default_zones.get(definition.type, ())

    def is_valid(self, game: Game, card: Card, ability: Ability) -> bool:
        """Whether ``ability`` of ``card`` works where the card is now (face up, right zone)."""
        _, zone = split_key(card.zone)
        if zone not in self.zones_of(game.definition(card.code), ability):
            return False
        return card.face_up or "face_down" in ability.tags

    def abilities(self, game: Game, card: Card) -> tuple[Ability, ...]:
        """The card's abilities: printed, plus those effects granted it (kind ``ability``)."""
        printed = game.definition(card.code).abilities
        granted = [
            e.value for e in game.effects_on(card) if e.kind == "ability" and isinstance(e.value, Ability)
        ]
        return printed + tuple(granted) if granted else printed

    def cards_in_play(self, game: Game) -> Iterable[Card]:
        for key in game.zone_keys():
            if split_key(key)[1] in self.play_zones:
                yield from game.cards_in(key)

    # ------------------------------------------------------------------ triggers
    def prime(self, game: Game, event: Event) -> list[PendingTrigger]:
        """Prime every valid triggered ability whose pattern ``event`` matches.

        The moved card is seen where it arrived (enter triggers) and, for abilities of the
        zone it left, as it was before it left (look-back: WS 8.7.4.1, FoW 906.7).
        """
        primed: list[PendingTrigger] = []
        seen: set[int] = set()
        candidates: list[tuple[Card, bool]] = [(card, False) for card in self.cards_in_play(game)]
        if event.kind == "move" and event.cards:
            moved = game.get(event.cards[0])
            if moved is not None and split_key(moved.zone)[1] not in self.play_zones:
                candidates.append((moved, False))
            old_zone = event.data.get("from", "")
            if moved is not None and old_zone and old_zone != moved.zone:
                from dataclasses import replace

                before = replace(
                    moved,
                    id=int(event.data.get("old_id", moved.id)),
                    zone=old_zone,
                    slots=tuple(event.data.get("from_slots", ())),
                )
                candidates.append((before, True))
        for card, ghost in candidates:
            key = card.id if not ghost else -card.id
            if key in seen:
                continue
            seen.add(key)
            for ability in self.abilities(game, card):
                if ability.kind != "auto" or ability.trigger is None:
                    continue
                if not self.is_valid(game, card, ability):
                    continue
                if ghost and not self._leaves(ability.trigger):
                    continue
                context = Context(game, card.controller, card.id, card.code, ability, {})
                if not self.interpreter.matches(context, ability.trigger, event, ghost):
                    continue
                if (
                    ability.condition is not None
                    and "check_on_resolve" not in ability.tags
                    and not self.interpreter.test(context, ability.condition)
                ):
                    continue
                if self.used_up(game, card, ability):
                    continue
                primed.append(self.add_pending(game, card, ability, event))
        return primed

    @staticmethod
    def _leaves(trigger: Mapping[str, Any]) -> bool:
        return bool(trigger.get("from")) or trigger.get("on") in {"leave", "ko", "destroy", "reverse"}

    def add_pending(
        self, game: Game, card: Card, ability: Ability, event: Event | None, name: str = ""
    ) -> PendingTrigger:
        data: dict[str, Any] = {}
        if event is not None:
            data = {"kind": event.kind, "cards": event.cards, **event.data}
        pending = PendingTrigger(
            id=game.state.new_id(),
            card=card.id,
            code=card.code,
            ability=ability.index,
            controller=card.controller,
            name=name
            or f"{game.definition(card.code).name}: {ability.text or ability.keyword or ability.kind}",
            event=data,
            order=game.state.tick(),
        )
        game.state.pending.append(pending)
        return pending

    def ability_of(self, game: Game, pending: PendingTrigger) -> Ability | None:
        definition = game.definition(pending.code)
        if 0 <= pending.ability < len(definition.abilities):
            return definition.abilities[pending.ability]
        card = game.get(pending.card)
        if card is not None:
            for ability in self.abilities(game, card):
                if ability.index == pending.ability:
                    return ability
        return None

    # ------------------------------------------------------------------ check timing
    def check_timing(
        self,
        game: Game,
        rule_processes: Callable[[Game], Flow],
        *,
        fifo: bool = False,
    ) -> Flow:
        """A check timing: rule processes until none apply, then one triggered ability at a
        time, and again (WS 8.5.1, L&L 9.5.3, FoW 602.1–603).

        With ``fifo`` false (WS, L&L, FoW) the turn player picks one of their primed
        abilities, and only when they have none does the other player pick. With ``fifo``
        true (OP 8-6) abilities resolve in the order they were primed, the turn player's
        first among those primed together.
        """
        while True:
            while (yield from rule_processes(game)):
                pass
            pending = yield from self.next_pending(game, fifo=fifo)
            if pending is None:
                return
            yield from self.resolve_pending(game, pending)

    def next_pending(self, game: Game, *, fifo: bool = False) -> Flow:
        """Take the next primed ability off the state's list (asking its controller which)."""
        state = game.state
        if not state.pending:
            return None
        tp = state.turn_player
        if fifo:
            first = min(state.pending, key=lambda p: (p.order, p.controller != tp))
            state.pending.remove(first)
            return first
        for player in (tp, 1 - tp):
            mine = [p for p in state.pending if p.controller == player]
            if not mine:
                continue
            if len(mine) == 1:
                chosen = mine[0]
            else:

                def options(player: int = player) -> list[Option]:
                    return [
                        Option(f"trigger:{p.id}", p.name, "trigger", p.card)
                        for p in state.pending
                        if p.controller == player
                    ]

                option = yield from game.choose_action(
                    player,
                    options,
                    f"{player_name(player)}: choose which triggered ability to play next",
                    rule="WS 8.5.1.2",
                )
                chosen = next(p for p in state.pending if f"trigger:{p.id}" == option.key)
            state.pending.remove(chosen)
            return chosen
        return None

    def resolve_pending(self, game: Game, pending: PendingTrigger) -> Flow:
        """Play one primed ability: optional cost, then its effect (WS 8.7.3)."""
        ability = self.ability_of(game, pending)
        if ability is None:
            return
        if ability.condition is not None and "check_on_resolve" in ability.tags:
            context = Context(game, pending.controller, pending.card, pending.code, ability, pending.event)
            if not self.interpreter.test(context, ability.condition):
                return
        yield from self.play_ability(
            game, pending.controller, pending.card, pending.code, ability, pending.event
        )

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
        """Pay ``ability``'s cost (declinable if optional) and run its effect.

        Returns whether the effect ran. A cost that cannot be paid in full is not paid at
        all (WS 8.4.2.2, OP 8-3-1-3, FoW 1003.4, L&L 5.22.3).
        """
        context = Context(game, controller, source, code, ability, dict(event or {}))
        if ability.cost and not paid:
            if ability.optional:
                if not self.interpreter.can_pay(context, ability.cost):
                    return False
                wanted = yield from game.yes_no(
                    controller,
                    f"{game.definition(code).name}: pay the cost ({ability.text or ability.keyword})?",
                    source=source,
                )
                if not wanted:
                    return False
            ok = yield from self.interpreter.pay(context, ability.cost)
            if not ok:
                return False
            context.paid = True
        elif ability.optional and not ability.cost and ability.kind in ("auto", "replace"):
            wanted = yield from game.yes_no(
                controller, f"{game.definition(code).name}: use this ability? ({ability.text})", source=source
            )
            if not wanted:
                return False
        else:
            context.paid = paid or not ability.cost
        self.count_use(game, source, code, ability)
        yield from self.interpreter.run(context, ability.effect)
        return True

    # ------------------------------------------------------------------ replacement effects
    def replace(self, game: Game, proposed: Event, chooser: int | None = None) -> Flow:
        """Offer the replacement effects for an action about to happen (WS 8.10, OP 8-1-3-4,
        FoW 910, L&L 9.10); return whether it was replaced, in which case it must not happen.

        ``proposed`` is the event the action would record (it is not recorded). Candidates are
        the valid ``replace`` abilities whose ``replaces`` pattern it matches, whose condition
        holds and whose cost can be paid. One replacement applies to an action here (each may
        apply at most once); with several, ``chooser`` (the controller of the affected card, or
        the acting player; default the turn player) picks which (WS 8.10.2, FoW 910.2). An
        optional one may be declined, and then the action happens as it would have.
        """
        candidates: list[tuple[Card, Ability]] = []
        seen: set[int] = set()
        involved = [game.get(i) for i in proposed.cards]
        for card in [*self.cards_in_play(game), *(c for c in involved if c is not None)]:
            if card.id in seen:
                continue
            seen.add(card.id)
            for ability in self.abilities(game, card):
                if (
                    ability.kind != "replace"
                    or ability.replaces is None
                    or not self.is_valid(game, card, ability)
                ):
                    continue
                context = Context(game, card.controller, card.id, card.code, ability)
                if not self.interpreter.matches(context, ability.replaces, proposed, False):
                    continue
                if ability.condition is not None and not self.interpreter.test(context, ability.condition):
                    continue
                if self.used_up(game, card, ability) or not self.interpreter.can_pay(context, ability.cost):
                    continue
                candidates.append((card, ability))
        if not candidates:
            return False
        card, ability = candidates[0]
        if len(candidates) > 1:
            who = game.state.turn_player if chooser is None else chooser
            options = [
                Option(
                    f"replace:{c.id}:{a.index}",
                    f"{game.name_of(c)}: {a.text or 'replacement'}",
                    "replace",
                    c.id,
                )
                for c, a in candidates
            ]
            option = yield from game.choose_action(
                who, options, f"{player_name(who)}: choose which replacement effect applies", rule="WS 8.10.2"
            )
            card, ability = next((c, a) for c, a in candidates if f"replace:{c.id}:{a.index}" == option.key)
        data = {"kind": proposed.kind, "cards": proposed.cards, **proposed.data}
        replaced = yield from self.play_ability(game, card.controller, card.id, card.code, ability, data)
        return bool(replaced)

    # ------------------------------------------------------------------ once per turn
    @staticmethod
    def _use_key(source: int | None, code: str, ability: Ability) -> str:
        return f"uses:{source if source is not None else code}:{ability.index}"

    def count_use(self, game: Game, source: int | None, code: str, ability: Ability) -> None:
        if ability.limit:
            key = self._use_key(source, code, ability)
            game.set_flag(key, (game.state.turn, self.uses(game, source, code, ability) + 1))

    def uses(self, game: Game, source: int | None, code: str, ability: Ability) -> int:
        turn, count = game.flag(self._use_key(source, code, ability), (0, 0))
        return int(count) if turn == game.state.turn else 0

    def used_up(self, game: Game, card: Card, ability: Ability) -> bool:
        """Whether ``ability`` has been played its limit of times this turn (per object)."""
        return bool(ability.limit) and self.uses(game, card.id, card.code, ability) >= ability.limit

    # ------------------------------------------------------------------ activated abilities
    def activatable(self, game: Game, player: int, timing: str) -> list[tuple[Card, Ability]]:
        """The activated abilities ``player`` could play now at ``timing``: valid, within
        their limit, condition met, cost payable."""
        found: list[tuple[Card, Ability]] = []
        for card in self.cards_in_play(game):
            if card.controller != player:
                continue
            for ability in self.abilities(game, card):
                if ability.kind != "act" or (ability.timing or "main") not in (timing, "any"):
                    continue
                if not self.is_valid(game, card, ability) or self.used_up(game, card, ability):
                    continue
                context = Context(game, player, card.id, card.code, ability)
                if ability.condition is not None and not self.interpreter.test(context, ability.condition):
                    continue
                if not self.interpreter.can_pay(context, ability.cost):
                    continue
                found.append((card, ability))
        return found

    # ------------------------------------------------------------------ continuous effects
    _computing = False

    def stat(self, game: Game, card: Card, name: str) -> StatValue:
        """A card's value with every modifier in force applied in layer order.

        ``keywords`` is the list of the card's keywords (printed keyword abilities plus
        granted ones). While the modifiers themselves are being worked out (a continuous
        ability whose condition reads a value), values read as printed: a condition never
        depends on the modifiers it decides (WS 8.9.1.4, FoW 909.3a: the depended-on
        applies first).
        """
        definition = game.definition(card.code)
        if name == "keywords":
            base: StatValue = tuple(a.keyword for a in self.abilities(game, card) if a.kind == "keyword")
        else:
            base = definition.stat(name)
            if base is None and name in NUMERIC:
                base = 0
        if self._computing:
            return base
        table: dict[int, list[Modifier]] = game.memo("modifiers", lambda: self._all_modifiers(game))
        mods = [m for m in table.get(card.id, ()) if m.stat == name]
        return apply_modifiers(base, mods) if mods else base

    def _all_modifiers(self, game: Game) -> dict[int, list[Modifier]]:
        self._computing = True
        try:
            return self.modifiers(game)
        finally:
            self._computing = False
            game.forget()  # values read while computing were provisional (printed); never keep them

    def modifiers(self, game: Game) -> dict[int, list[Modifier]]:
        """Every modifier in force, by card: continuous abilities of valid cards whose
        condition holds (timestamped by when their card entered its zone, WS 8.9.1.5) and
        the state's created effects (timestamped when created)."""
        result: dict[int, list[Modifier]] = {}
        for card in self.cards_in_play(game):
            for ability in game.definition(card.code).abilities:
                if ability.kind != "cont" or not ability.modifiers or not self.is_valid(game, card, ability):
                    continue
                context = Context(game, card.controller, card.id, card.code, ability)
                if ability.condition is not None and not self.interpreter.test(context, ability.condition):
                    continue
                for spec in ability.modifiers:
                    self._add_modifiers(context, spec, card.entered, result)
        for effect in game.state.effects:
            self._effect_modifiers(game, effect, result)
        return result

    def _add_modifiers(
        self, context: Context, spec: Mapping[str, Any], timestamp: int, result: dict[int, list[Modifier]]
    ) -> None:
        targets = self.interpreter.cards(context, spec.get("to", "this"))
        for op in ("add", "set", "grant", "remove"):
            if op not in spec:
                continue
            stat = str(spec.get("stat", "keywords" if op in ("grant", "remove") else ""))
            for target in targets:
                amount = spec[op]
                if op in ("add", "set"):
                    context.vars["it"] = target.id
                    amount = self.interpreter.evaluate(context, amount)
                result.setdefault(target.id, []).append(
                    Modifier(target.id, stat, op, amount, self.layer_of(op, stat), timestamp)
                )

    def _effect_modifiers(self, game: Game, effect: Effect, result: dict[int, list[Modifier]]) -> None:
        ops = {"stat": "add", "set": "set", "grant": "grant", "remove": "remove"}
        op = ops.get(effect.kind)
        if op is None:
            return
        if effect.selector is not None:
            context = Context(game, effect.controller, effect.source)
            targets = [c.id for c in self.interpreter.cards(context, effect.selector)]
        else:
            targets = list(effect.targets)
        amount = effect.amount if op in ("add", "set") else effect.value
        for target in targets:
            result.setdefault(target, []).append(
                Modifier(
                    target,
                    effect.stat,
                    op,
                    amount,
                    effect.layer or self.layer_of(op, effect.stat),
                    effect.timestamp,
                )
            )
