"""Abilities: the framework the four games share.

An ``Ability`` is data, loaded from a card script (``desktop_app.engine.script``). Its kind:

- ``auto``: triggered. When an event matches its ``trigger`` while the ability is valid, it
  is *primed*: a ``PendingTrigger`` waits in the state until a check timing plays it
  (WS 8.7, OP 8-1-3-1, FoW 906, L&L 9.7). A script's ``trigger`` may be a list: one printed
  ability with two or more trigger conditions ("when A or B", OP "[On Play]/[When
  Attacking]"); any of them primes it, once.
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
text on the stage; OP 2-8-2; FoW 902.1; L&L 9.3.2), read from ``zones`` or the card type's
default, and only face up (WS 3.9.2.2.1, FoW 401.4).

``AbilityEngine`` is the machinery, configured by a game through its constructor and a few
documented hooks (``is_valid``, ``printed``, ``declines``, ``cost_is_optional``,
``cost_paid``), never by copying its methods:

- An **index** of what each card definition's abilities watch and change, built once per
  game from its inputs, so that an event scans only the cards that may react to it.
- **Priming** (WS 8.7, FoW 906, L&L 9.7): an event primes every valid auto ability it
  matches whose condition holds. A card leaving a zone is seen as it was there (look-back:
  WS 8.7.4.1.2, FoW 906.7, L&L 9.7.4.1), with the abilities it had been given (recorded with
  the move as ``lki_abilities``). A primed ability of a card that moved acts on the card where
  the move put it (WS 8.7.7). Event kinds named in ``once_per_turn_triggers`` prime each
  ability at most once a turn (WS 6.8.1.1). Delayed triggers are created effects of kind
  ``delayed`` (their ``value`` an auto ability): the first event they match primes them, and
  they end. A not-automated auto ability with a trigger (what a card-text compiler read of a
  line it could not read whole) never acts: when it would be primed, it is announced instead
  (an event of kind ``by_hand``: "do it by hand"), naming the card only to the seats that
  could see it.
- **Playing** an ability: its cost all or nothing (WS 8.4.2.2, OP 8-3-1-3, FoW 1003.4,
  L&L 5.22.3), declinable where optional; the game's interrupt-type rule processes wait
  while a cost is paid and run the moment it is paid (WS 8.4.2.1, L&L 10.2); then its effect.
- **Values** (WS 8.9, FoW 909, L&L 9.9): printed, then continuous modifiers layer by layer
  (the game's ``layers``), each layer in timestamp order. While a layer's modifiers are
  worked out, values read the layers below it only (a condition never depends on the
  modifiers it decides, WS 8.9.1.3, FoW 909.3a); a layer whose modifiers give abilities or
  other words is worked out once more so that a grant that needs another grant sees it
  (WS 8.9.1.4, FoW 909.4: dependency).
- **Prohibitions** are words in the value ``prohibitions`` (``cannot:attack``): granted by
  continuous abilities or created effects like any other word, they win over any permission
  (OP 1-3-3, FoW 104.4, WS 1.3.3). ``prohibited`` reads them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any, Final

from desktop_app.engine.cards import Card, CardDef, StatValue
from desktop_app.engine.decisions import Option
from desktop_app.engine.events import KNOWN_TEXT, Event
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import Effect, PendingTrigger
from desktop_app.engine.zones import player_name, split_key, zone_key

if TYPE_CHECKING:
    from desktop_app.engine.game import Game
    from desktop_app.engine.script import Interpreter


#: values that read 0 when a card has none printed (WS M 2.19, L&L 1.3.6); games add theirs
NUMERIC = frozenset({"level", "cost", "power", "soul", "life", "counter", "atk", "def", "aura", "limit"})
#: the value that holds a card's prohibitions (``cannot:<action>``)
PROHIBITIONS = "prohibitions"
#: the event kind that announces a not-automated ability whose trigger matched
ANNOUNCED = "by_hand"


@dataclass(frozen=True)
class Ability:
    """One ability of a card, as data. See the module docstring for the kinds.

    Attributes:
        kind: ``auto``, ``act``, ``cont``, ``replace``, ``play`` or ``keyword`` (games may
            register more with ``Interpreter.register_ability_kind``).
        text: the ability's printed text (for prompts and the log).
        index: its place among the card's abilities.
        keyword: the game keyword it is or carries (``encore``, ``backup``), if any.
        params: the keyword's parameters (numbers, names, a cost).
        trigger: for ``auto``: the event pattern that primes it.
        more_triggers: further patterns of one printed ability with several triggers (OP
            10-2: "[On Play]/[When Attacking]"), each on another event; ``triggers`` is all.
        condition: a condition that must hold (for ``cont`` to apply, for ``auto`` to
            prime, for ``act`` to be played).
        cost: the cost atoms, paid in order, all or nothing.
        optional: "you may": the controller may decline to pay or to resolve.
        effect: the effect steps, run in order.
        modifiers: for ``cont``: what it changes (``{"to": selector, "stat": ..., "add": ...}``).
        replaces: for ``replace``: the action pattern it replaces.
        more_replaces: further patterns of one printed replacement of several actions (OP
            "would be K.O.'d or would be removed from the field …"): any one of them matches.
        zones: the zones where it is valid (empty: the game's default for the card).
        limit: how many times per turn it may be played (0: no limit).
        timing: for ``act``: when it may be played (``main``, ``counter``, ``any``).
        tags: marks with no rules meaning of their own that effects read (``cxcombo``,
            ``counter``, ``alarm``, ``assist``, ``experience``).
        automated: whether the whole text became script (an ability a card-text compiler
            understood only in part, or not at all, is kept with ``automated`` false: it
            never acts, and the table says it is done by hand).
    """

    kind: str
    text: str = ""
    index: int = 0
    keyword: str = ""
    params: Mapping[str, Any] = field(default_factory=dict)
    trigger: Mapping[str, Any] | None = None
    more_triggers: tuple[Mapping[str, Any], ...] = ()
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
    automated: bool = True
    more_replaces: tuple[Mapping[str, Any], ...] = ()

    @property
    def triggers(self) -> tuple[Mapping[str, Any], ...]:
        """Every event pattern that primes the ability (none but an ``auto``'s)."""
        return () if self.trigger is None else (self.trigger, *self.more_triggers)

    def __reduce__(self) -> tuple[type[Ability], tuple[Any, ...]]:
        """Pickled as its fields, rebuilt by the constructor: a ``simulate --jobs`` worker
        receives the card definitions so, and a compiled copy of this class (the optional
        mypyc build) cannot be restored field by field as a frozen dataclass otherwise is."""
        return (Ability, tuple(getattr(self, f.name) for f in fields(self)))


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

    def __init__(
        self,
        game: Game,
        controller: int,
        source: int | None = None,
        code: str = "",
        ability: Ability | None = None,
        event: Mapping[str, Any] | None = None,
        vars: dict[str, Any] | None = None,
        paid: bool = False,
    ) -> None:
        # the dataclass's, written out for the compiled copy as ``Card.__init__`` is (about
        # two a decision)
        self.game = game
        self.controller = controller
        self.source = source
        self.code = code
        self.ability = ability
        self.event = {} if event is None else event
        self.vars = {} if vars is None else vars
        self.paid = paid

    @property
    def opponent(self) -> int:
        return 1 - self.controller

    def source_card(self) -> Card | None:
        return self.game.get(self.source)


@dataclass(frozen=True)
class Modifier:
    """One change a continuous ability or effect makes to one card's value.

    ``op`` is ``add``, ``set``, ``grant`` (a word added to a list value) or ``remove``;
    ``layer`` orders kinds of change (the game's layers) and ``timestamp`` orders changes
    within a layer (WS 8.9.1, FoW 909, L&L 9.9.1).
    """

    card: int
    stat: str
    op: str
    amount: Any
    layer: int
    timestamp: int

    def __init__(self, card: int, stat: str, op: str, amount: Any, layer: int, timestamp: int) -> None:
        # the dataclass's, written out for the compiled copy as ``Card.__init__`` is
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "stat", stat)
        object.__setattr__(self, "op", op)
        object.__setattr__(self, "amount", amount)
        object.__setattr__(self, "layer", layer)
        object.__setattr__(self, "timestamp", timestamp)


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


@dataclass(frozen=True)
class Profile:
    """What one card definition's abilities need from the engine, worked out once per game.

    Attributes:
        own: printed auto abilities that watch events of their own card (``"card": "this"``),
            by event kind.
        others: the other printed auto abilities, by event kind.
        own_here, others_here: the same by event kind and the zone where they work (so an
            event offers a card only the abilities that may work where it is); in ``own_here``
            a ``move`` ability only under the zones its ``move`` triggers may move its card to
            (the card is in that zone when its move event primes: ``_never_to``).
        watch_zones: for each event kind in ``others``, the zones where those abilities work.
        leave_zones: the zones whose leaving its own abilities watch (Encore: the stage).
        act_zones: the zones where its activated abilities work (empty: it has none).
        cont_zones: the zones where its value-changing continuous abilities work (empty: none).
        target_zones: the zones whose cards those abilities may change (``*``: any).
        lowers: the values one of them may lower or set.
        changes: the values one of them may change (with those of the continuous abilities
            they give).
        grants: whether a continuous ability gives other cards abilities.
        replaces: whether it has replacement abilities.
        keywords: the words of its printed keyword abilities (a card's ``keywords`` value when
            no effect gives it more).
        words: the words one of its continuous abilities may add to a card's ``keywords`` (with
            those of the continuous abilities it gives; ``*``: any).
    """

    own: dict[str, tuple[Ability, ...]]
    others: dict[str, tuple[Ability, ...]]
    keywords: tuple[str, ...]
    own_here: dict[tuple[str, str], tuple[Ability, ...]]
    others_here: dict[tuple[str, str], tuple[Ability, ...]]
    watch_zones: dict[str, frozenset[str]]
    leave_zones: frozenset[str]
    act_zones: frozenset[str]
    cont_zones: frozenset[str]
    target_zones: frozenset[str]
    lowers: frozenset[str]
    changes: frozenset[str]
    grants: bool
    replaces: bool
    words: frozenset[str]


@dataclass(frozen=True)
class Index:
    """What every card a game may use needs, so that most events scan no table at all.

    Attributes:
        profiles: each card code's ``Profile``.
        watched: for each event kind some card's auto ability watches (other than its own
            card's), the keys of the zones where such abilities work, both players', in the
            game's order (what the trigger scan reads at every such event).
        watchers: for each such event kind, the codes of the cards that watch it.
        phase_watchers: of the codes watching ``phase`` events, those whose trigger may match
            the named phase (a trigger's ``phase`` key: WS 4.2, OP 6-1, FoW 500); most phase
            events then scan no table (a goldfish game has about 360 of them).
        any_phase: those whose trigger may match any phase (no ``phase`` key, or one that is not
            a plain phase name).
        act_zones: the zones where some card's activated abilities work.
        actors: the codes of the cards with an activated ability that works somewhere.
        cont_zones: the zones where some card's continuous abilities change values.
        target_zones: the zones whose cards continuous abilities may change (``*``: any).
        lowers: the values some continuous ability may lower or set.
        changes: the values some continuous ability may change: a value no ability and no
            created effect changes is its printed one, without working the others out.
        grants: whether any card's continuous ability gives abilities.
        replaces: whether any card has a replacement ability.
        words: the words some continuous ability may add to a card's ``keywords`` (``*``: any):
            a word none may add is in a card's keywords only if printed or given by an effect.
    """

    profiles: dict[str, Profile]
    watched: dict[str, tuple[str, ...]]
    watchers: dict[str, frozenset[str]]
    phase_watchers: dict[str, frozenset[str]]
    any_phase: frozenset[str]
    act_zones: frozenset[str]
    actors: frozenset[str]
    cont_zones: frozenset[str]
    target_zones: frozenset[str]
    lowers: frozenset[str]
    changes: frozenset[str]
    grants: bool
    replaces: bool
    words: frozenset[str]


def _phases(ability: Ability) -> frozenset[str] | None:
    """The phases a ``phase`` event must name for ``ability``'s triggers to match it (the core
    ``phase`` event key, ``script.register_core``), or ``None`` if it may match any phase."""
    found: set[str] = set()
    for trigger in ability.triggers:
        if trigger.get("on") != "phase":
            continue
        value = trigger.get("phase")
        names = [value] if isinstance(value, str) else value
        if "phase" not in trigger or not isinstance(names, (list, tuple)):
            return None
        if not all(isinstance(name, str) for name in names):
            return None
        found.update(names)
    return frozenset(found)


@dataclass
class _Layering:
    """While continuous effects are worked out: the layer being worked out (``None``: only
    printed values count) and the modifiers of the layers below it."""

    layer: int | None
    below: dict[int, list[Modifier]]


class AbilityEngine:
    """The shared ability machinery, configured by one game (see the module docstring).

    A game configures it here and through the hooks below; the engine keeps no state of its
    own between calls (what it works out per game lives on the ``Game``), so one ruleset
    serves any number of games on any number of threads.

    Args:
        interpreter: the card-script interpreter with the game's vocabulary.
        default_zones: card type -> the zones its abilities are valid in by default.
        play_zones: the zones whose cards' abilities can trigger or apply (the stage, the
            field, the climax zone …); a card elsewhere is read only when an event names it.
        layers: the game's layers of continuous effects, in order.
        layer_of: the layer of a modifier op (``set``, ``add``, ``grant``) and value (a
            continuous ability's modifier may name its own, ``"layer": N``).
        numeric: the values that read 0 when a card has none printed.
        recheck_on_resolve: whether an auto ability's condition is checked again when it
            resolves (WS 8.7.3.1, L&L 9.7.3) as well as when it triggers.
        once_per_turn_triggers: event kinds that prime each ability at most once a turn.
        act_zones_with_grants: where activated abilities are looked for once abilities can be
            given by effects (default: ``play_zones``).
    """

    def __init__(
        self,
        interpreter: Interpreter,
        *,
        default_zones: Mapping[str, tuple[str, ...]],
        play_zones: Sequence[str],
        layers: Sequence[int] = (10, 20),
        layer_of: Callable[[str, str], int] | None = None,
        numeric: frozenset[str] = NUMERIC,
        recheck_on_resolve: bool = False,
        once_per_turn_triggers: frozenset[str] = frozenset(),
        act_zones_with_grants: Sequence[str] = (),
    ) -> None:
        self.interpreter = interpreter
        self.default_zones = default_zones
        self.play_zones = tuple(play_zones)
        self.layers = tuple(sorted(layers))
        self.layer_of = layer_of or (lambda op, stat: 10 if op in ("grant", "remove") else 20)
        self.numeric = numeric
        self.recheck_on_resolve = recheck_on_resolve
        self.once_per_turn_triggers = once_per_turn_triggers
        self.act_zones_with_grants = tuple(act_zones_with_grants) or self.play_zones
        #: the index last built and the card definitions it was built from (``index``)
        self._last_index: tuple[tuple[CardDef, ...], Index] | None = None

    # ================================================================== hooks a game may override
    def is_valid(self, game: Game, card: Card, ability: Ability) -> bool:
        """Whether ``ability`` of ``card`` is automated and works where the card is now."""
        return ability.automated and self.works_here(game, card, ability)

    def works_here(self, game: Game, card: Card, ability: Ability) -> bool:
        """Whether ``ability`` of ``card`` works where the card is now, automated or not: in one
        of its zones, face up (or tagged ``face_down``). Games add their own conditions (WS
        Alarm on top of the clock, Assist in the back row) and call this."""
        if split_key(card.zone)[1] not in self.zones_of(game.definition(card.code), ability):
            return False
        return card.face_up or "face_down" in ability.tags

    def printed(self, game: Game, card: Card, name: str) -> StatValue:
        """A card's value before any continuous effect (0 for a missing numeric value)."""
        base = game.definitions[card.code].stats.get(name)  # ``CardDef.stat``, without two calls
        return 0 if base is None and name in self.numeric else base

    def declines(self, game: Game, player: int) -> bool:
        """Whether ``player`` declines every optional ability without being asked (the
        goldfish dummy)."""
        return game.is_dummy(player)

    def cost_is_optional(self, ability: Ability) -> bool:
        """Whether paying ``ability``'s cost may be declined (written "you may")."""
        return ability.optional

    def cost_paid(self, context: Context) -> None:
        """Called the moment an ability's cost has been paid, before the game's interrupts."""

    # ================================================================== the index
    def zones_of(self, definition: CardDef, ability: Ability) -> tuple[str, ...]:
        return ability.zones or self.default_zones.get(definition.type, ())

    def index(self, game: Game) -> Index:
        """The game's ``Index``, built once from its card definitions. It depends on nothing
        else, so a game with the very same definition objects as the game before (the games of
        a simulation, a deck's goldfish games) reuses that game's index."""
        found = game.derived.get(INDEX)
        if found is None:
            definitions = tuple(game.definitions.values())
            last = self._last_index
            same = last is not None and len(last[0]) == len(definitions)
            if last is not None and same and all(map(_same, last[0], definitions)):
                found = last[1]
            else:
                found = self._build_index(game)
                self._last_index = (definitions, found)
            game.derived[INDEX] = found
        index: Index = found
        return index

    def profile(self, game: Game, code: str) -> Profile:
        index: Index = game.derived.get(INDEX) or self.index(game)  # without the call once built
        return index.profiles[code]

    def _build_index(self, game: Game) -> Index:
        profiles = {code: self._profile(definition) for code, definition in game.definitions.items()}
        watched: dict[str, set[str]] = {}
        watchers: dict[str, set[str]] = {}
        for code, profile in profiles.items():
            for kind, zones in profile.watch_zones.items():
                watched.setdefault(kind, set()).update(zones)
                watchers.setdefault(kind, set()).add(code)
        by_phase: dict[str, set[str]] = {}
        any_phase: set[str] = set()
        for code, profile in profiles.items():
            for ability in profile.others.get("phase", ()):
                phases = _phases(ability)
                if phases is None:
                    any_phase.add(code)
                for phase in phases or ():
                    by_phase.setdefault(phase, set()).add(code)
        every = profiles.values()
        return Index(
            profiles=profiles,
            watched={k: self._zone_keys(game, frozenset(v), (0, 1)) for k, v in watched.items()},
            watchers={k: frozenset(v) for k, v in watchers.items()},
            phase_watchers={k: frozenset(v | any_phase) for k, v in by_phase.items()},
            any_phase=frozenset(any_phase),
            act_zones=frozenset(zone for p in every for zone in p.act_zones),
            actors=frozenset(code for code, p in profiles.items() if p.act_zones),
            cont_zones=frozenset(zone for p in every for zone in p.cont_zones),
            target_zones=frozenset(zone for p in every for zone in p.target_zones),
            lowers=frozenset(stat for p in every for stat in p.lowers),
            changes=frozenset(stat for p in every for stat in p.changes),
            grants=any(p.grants for p in every),
            replaces=any(p.replaces for p in every),
            words=frozenset(word for p in every for word in p.words),
        )

    def _profile(self, definition: CardDef) -> Profile:
        def zones(ability: Ability) -> tuple[str, ...]:
            return self.zones_of(definition, ability)

        def by_zone(
            table: dict[str, list[Ability]], *, own: bool
        ) -> dict[tuple[str, str], tuple[Ability, ...]]:
            return {
                (kind, zone): tuple(
                    a
                    for a in abilities
                    if zone in zones(a) and not (own and kind == "move" and _never_to(a, zone))
                )
                for kind, abilities in table.items()
                for zone in dict.fromkeys(zone for a in abilities for zone in zones(a))
            }

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
        working = [a for a in definition.abilities if a.automated]
        # a not-automated auto ability with a trigger is indexed like the others: it is
        # announced when its trigger matches (``announce``)
        for ability in definition.abilities:
            for trigger in ability.triggers if ability.kind == "auto" else ():
                kind = str(trigger["on"])
                if trigger.get("card") == "this":
                    if ability not in own.get(kind, ()):
                        own.setdefault(kind, []).append(ability)
                    if kind == "move" and trigger.get("from"):
                        leave.update(zones(ability))
                else:
                    if ability not in others.get(kind, ()):
                        others.setdefault(kind, []).append(ability)
                    watch.setdefault(kind, set()).update(zones(ability))
        continuous = [a for a in working if a.kind == "cont" and a.modifiers]
        specs = [(a, m) for a in continuous for m in a.modifiers]
        # a continuous ability it gives another card works from that card (``_held``): it may
        # change any card's values and lower what its own modifiers lower
        held = [m["grant"] for _, m in specs if _continuous(m.get("grant"))]
        return Profile(
            own={k: tuple(v) for k, v in own.items()},
            others={k: tuple(v) for k, v in others.items()},
            keywords=tuple(a.keyword for a in definition.abilities if a.kind == "keyword"),
            own_here=by_zone(own, own=True),
            others_here=by_zone(others, own=False),
            watch_zones={k: frozenset(v) for k, v in watch.items()},
            leave_zones=frozenset(leave),
            act_zones=frozenset(zone for a in working if a.kind == "act" for zone in zones(a)),
            cont_zones=frozenset(zone for a in continuous for zone in zones(a)),
            target_zones=frozenset(zone for a, m in specs for zone in reaches(a, m)).union(
                ("*",) if held else ()
            ),
            lowers=_lowered([m for _, m in specs] + [m for a in held for m in a.modifiers]),
            changes=_changed([m for _, m in specs]),
            grants=any(isinstance(m.get("grant"), Ability) for _, m in specs),
            replaces=any(a.kind == "replace" for a in working),
            words=_granted_words([m for _, m in specs]),
        )

    def cards_in(self, game: Game, zones: Iterable[str], players: Sequence[int] = (0, 1)) -> list[Card]:
        """The cards in the named zones of ``players``, zone by zone in the order the game
        declares them: never in the order of a set, which differs between processes."""
        # ``_zone_keys``' table, without the call once filled (typed, so the compiled copy reads it
        # as a dict, not through a generic ``get``)
        keys = self._keys(game, zones, players)
        state = game.state
        cards = state.cards
        ids: dict[str, list[Any]] = state.zones  # ids as objects (see ``Game.cards_in``)
        return [cards[i] for key in keys for i in ids[key]]

    def _keys(self, game: Game, zones: Iterable[str], players: Sequence[int] = (0, 1)) -> tuple[str, ...]:
        """``_zone_keys``, from its table once filled."""
        table: _ZoneKeys | None = game.derived.get(ZONE_KEYS)
        keys = None
        if table is not None and isinstance(zones, frozenset) and isinstance(players, tuple):
            keys = table.get((zones, players))
        if keys is None:
            keys = self._zone_keys(game, zones, tuple(players))
        return keys

    def _zone_keys(self, game: Game, zones: Iterable[str], players: tuple[int, ...]) -> tuple[str, ...]:
        """The keys of the named zones of ``players`` in declaration order (worked out once)."""
        wanted = zones if isinstance(zones, frozenset) else frozenset(zones)
        table: _ZoneKeys = game.derived.setdefault(ZONE_KEYS, {})
        keys = table.get((wanted, players))
        if keys is None:
            keys = table[wanted, players] = tuple(
                key
                for spec in game.ruleset.zones
                if spec.name in wanted
                for key in ((spec.name,) if spec.shared else tuple(zone_key(p, spec.name) for p in players))
            )
        return keys

    def cards_in_play(self, game: Game) -> Iterable[Card]:
        """The cards in the play zones, player by player, zone by zone as ``play_zones`` lists
        them."""
        for player in (0, 1):
            for zone in self.play_zones:
                yield from game.cards_in(zone_key(player, zone))

    # ================================================================== which abilities a card has
    def abilities(self, game: Game, card: Card) -> tuple[Ability, ...]:
        """Printed abilities, those effects gave it, and those continuous abilities give it."""
        found = self._printed_and_given(game, card)
        if self._granting(game):
            granted: Any = game.stat(card, "abilities")  # a tuple of abilities
            if isinstance(granted, tuple) and granted:
                found = found + tuple(a for a in granted if isinstance(a, Ability))
        return found

    def _printed_and_given(self, game: Game, card: Card) -> tuple[Ability, ...]:
        printed = game.definition(card.code).abilities
        if not game.state.effects:
            return printed
        given = [
            e.value for e in game.effects_on(card) if e.kind == "ability" and isinstance(e.value, Ability)
        ]
        return printed + tuple(given) if given else printed

    def _granting(self, game: Game) -> bool:
        """Whether any card in play gives abilities with a continuous ability."""
        index: Index = game.derived.get(INDEX) or self.index(game)
        if not index.grants:
            return False

        def scan() -> bool:
            return any(self.profile(game, c.code).grants for c in self.cards_in_play(game))

        found: bool = game.memo("abilities.granting", scan)
        return found

    def _given(self, game: Game) -> bool:
        """Whether some card may have abilities beyond its printed ones now."""
        effects = game.state.effects
        return (bool(effects) and any(e.kind == "ability" for e in effects)) or self._granting(game)

    def granted_abilities(self, game: Game, card: Card) -> tuple[Ability, ...]:
        """The abilities ``card`` has beyond its printed ones (recorded when it leaves play)."""
        printed = game.definition(card.code).abilities
        return tuple(a for a in self.abilities(game, card) if a not in printed)

    # ================================================================== priming
    def prime(self, game: Game, event: Event) -> list[PendingTrigger]:
        """Prime every valid auto ability ``event`` matches (see the module docstring).

        About five events a decision: the usual one primes nothing, so what can be refused
        from the index alone is refused here, without a call per card."""
        kind = event.kind
        primed: list[PendingTrigger] = []
        index: Index = game.derived.get(INDEX) or self.index(game)
        effects = game.state.effects
        given = (bool(effects) and any(e.kind == "ability" for e in effects)) or (
            index.grants and self._granting(game)
        )
        cards = game.state.cards
        first = cards.get(event.cards[0]) if event.cards else None
        if first is not None:  # abilities watching their own card: only that card can match
            if given:
                own = self._autos(game, first, kind, own=True, given=True)
            else:
                own = index.profiles[first.code].own_here.get((kind, split_key(first.zone)[1]), ())
            for ability in own:
                self._try(game, first, ability, event, first.id, primed, ghost=False)
        # the zones to scan: ``given``, every play zone by name, else the watched zones' keys
        zones = self.play_zones if given else index.watched.get(kind)
        codes = index.watchers.get(kind, _NO_CODES)
        if kind == "phase" and not given:  # only the cards watching this phase can match
            codes = index.phase_watchers.get(str(event.data.get("phase")), index.any_phase)
            zones = zones if codes else None
        if zones:
            # a card whose code watches no such event has no ability to offer it (one pass
            # over the zones, without the list of every card in them)
            if given:
                candidates = self.cards_in(game, zones)
            else:
                ids: dict[str, list[Any]] = game.state.zones  # ids as objects (``Game.cards_in``)
                candidates = [
                    watcher for key in zones for i in ids[key] if (watcher := cards[i]).code in codes
                ]
            seen = {c.id for c in candidates}
            watching = index.watchers.get(kind, _NO_CODES)
            for card_id in event.cards:
                card = cards.get(card_id)
                if card is not None and card.id not in seen and (given or card.code in watching):
                    candidates.append(card)
                    seen.add(card.id)
            if given:  # a card an effect gave an ability to outside play ("This card gains …" as it
                # is put into a graveyard): the ability works where it says it does (FoW 902.2)
                for effect in effects:
                    if effect.kind == "ability":
                        for card_id in effect.targets:
                            card = cards.get(card_id)
                            if card is not None and card.id not in seen:
                                candidates.append(card)
                                seen.add(card.id)
            for card in candidates:
                for ability in self._autos(game, card, kind, own=False, given=given):
                    self._try(game, card, ability, event, card.id, primed, ghost=False)
        if kind == "move" and event.cards:
            moved = cards.get(event.cards[0])  # ``_prime_leaving``'s refusals, without the call
            old_zone = str(event.data.get("from", ""))
            if (
                moved is not None
                and old_zone
                and old_zone != moved.zone
                and (
                    event.data.get("lki_abilities")
                    or split_key(old_zone)[1] in index.profiles[moved.code].leave_zones
                )
            ):
                self._prime_leaving(game, event, primed)
        effects = game.state.effects  # as they are now: what primed may have ended some
        if effects and any(e.kind == "delayed" for e in effects):
            self._prime_delayed(game, event, primed)
        return primed

    def _autos(self, game: Game, card: Card, kind: str, *, own: bool, given: bool) -> tuple[Ability, ...]:
        profile = self.profile(game, card.code)
        # only those that work where the card is: ``works_here`` would refuse the others
        autos = (profile.own_here if own else profile.others_here).get((kind, split_key(card.zone)[1]), ())
        if given:
            autos += tuple(
                a
                for a in self.granted_abilities(game, card)
                if a.kind == "auto"
                and any(t["on"] == kind and (t.get("card") == "this") == own for t in a.triggers)
            )
        return autos

    def _prime_leaving(self, game: Game, event: Event, primed: list[PendingTrigger]) -> None:
        """Abilities of a card that left a zone, read as it was there (WS 8.7.4.1.2)."""
        moved = game.get(event.cards[0])
        old_zone = str(event.data.get("from", ""))
        if moved is None or not old_zone or old_zone == moved.zone:
            return
        lki: tuple[Ability, ...] = tuple(event.data.get("lki_abilities", ()))
        profile = self.profile(game, moved.code)
        if not lki and split_key(old_zone)[1] not in profile.leave_zones:
            return
        ghost = moved.changed(
            id=int(event.data.get("old_id", moved.id)),
            zone=old_zone,
            slots=tuple(event.data.get("from_slots", ())),
            face_up=True,
        )
        abilities = profile.own.get("move", ()) + tuple(
            a for a in lki if a.kind == "auto" and a.trigger is not None
        )
        for ability in abilities:
            if any(t["on"] == "move" and _leaves(t) for t in ability.triggers):
                self._try(game, ghost, ability, event, moved.id, primed, ghost=True)

    def _prime_delayed(self, game: Game, event: Event, primed: list[PendingTrigger]) -> None:
        """Delayed triggers (FoW 906.8, OP 8-1-3-1-3): created effects of kind ``delayed``
        whose ``value`` is an auto ability; the first event they match primes them once."""
        fired: list[int] = []
        for effect in list(game.state.effects):
            ability = effect.value
            if effect.kind != "delayed" or not isinstance(ability, Ability) or ability.trigger is None:
                continue
            context = Context(game, effect.controller, effect.source, str(effect.stat), ability, {})
            if not any(self.interpreter.matches(context, t, event, False) for t in ability.triggers):
                continue
            fired.append(effect.id)
            name = game.definition(effect.stat).name if effect.stat in game.definitions else "Delayed"
            source = effect.source if effect.source is not None else -1
            self._pend(
                game,
                event,
                ability,
                primed,
                card=source,
                code=str(effect.stat),
                controller=effect.controller,
                name=f"{name}: {ability.text or 'delayed ability'}",
                given=True,
            )
        if fired:
            game.end_effects(lambda e: e.id in fired)

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
        if any(p.card == acts_on and p.code == card.code and p.ability == ability.index for p in primed):
            return  # WS 8.7.1: an ability with several triggers (its own card's, another's) primes once
        if not self.would_trigger(game, card, ability, event, ghost=ghost):
            return
        if event.kind in self.once_per_turn_triggers:  # e.g. WS 6.8.1.1: once a turn
            done: tuple[tuple[int, int], ...] = game.flag("triggered_this_turn", ())
            if (card.id, ability.index) in done:
                return
            game.set_flag("triggered_this_turn", (*done, (card.id, ability.index)))
        if not ability.automated:
            self.announce(game, card, ability, acts_on)
            return
        definition = game.definition(card.code)
        self._pend(
            game,
            event,
            ability,
            primed,
            card=acts_on,
            code=card.code,
            controller=card.controller,
            name=f"{definition.name}: {ability.text or ability.keyword or 'auto ability'}",
            given=not _printed(definition, ability),
        )

    @staticmethod
    def _pend(
        game: Game,
        event: Event,
        ability: Ability,
        primed: list[PendingTrigger],
        *,
        card: int,
        code: str,
        controller: int,
        name: str,
        given: bool,
    ) -> None:
        """Prime ``ability`` (it waits for the next check timing); an ability the card does not
        print (given by an effect, or delayed) travels with it."""
        data: dict[str, Any] = {"kind": event.kind, "cards": event.cards, **event.data}
        if given:
            data["granted_ability"] = ability
        pending = PendingTrigger(
            id=game.state.new_id(),
            card=card,
            code=code,
            ability=ability.index,
            controller=controller,
            name=name,
            event=data,
            order=game.state.tick(),
            batch=game.state.trigger_batch,
        )
        game.state.pending.append(pending)
        primed.append(pending)

    def announce(self, game: Game, card: Card, ability: Ability, acts_on: int) -> None:
        """Record that ``card``'s not-automated ``ability`` triggered, for its controller to
        carry out by hand (nothing else happens). The card is named, and the ability's text
        given, only to the seats that could see the card where it triggered (``card``: as it
        was there); ``acts_on`` is its id now."""
        now = game.get(acts_on) or card
        known = frozenset(p for p in (0, 1) if game.is_visible(card, p))
        who = player_name(card.controller)
        text = ability.text.replace("{", "{{").replace("}", "}}")
        line = f"{{0}} ({who}): this ability is not automated, do it by hand: {text}"
        data: dict[str, str] = {}
        if known != frozenset((0, 1)):
            # its text would tell the other seat what the hidden card is: the seats that see
            # the card read it (``KNOWN_TEXT``), the other an anonymous line
            data[KNOWN_TEXT] = line
            line = f"{{0}} ({who}): an ability of this card is not automated, do it by hand"
        game.emit(ANNOUNCED, line, player=card.controller, cards=[now], known_to=[known], data=data)

    def would_trigger(
        self, game: Game, card: Card, ability: Ability, event: Event, *, ghost: bool = False
    ) -> bool:
        """Whether ``event`` meets the trigger condition of ``card``'s valid ``ability`` (a
        not-automated one would trigger all the same, and is announced)."""
        if not self.works_here(game, card, ability) or self.used_up(game, card, ability):
            return False
        context = Context(game, card.controller, card.id, card.code, ability, {})
        if not any(self.interpreter.matches(context, t, event, ghost) for t in ability.triggers):
            return False
        return ability.condition is None or self.interpreter.test(context, ability.condition)

    def ability_of(self, game: Game, pending: PendingTrigger) -> Ability | None:
        """The ability a pending trigger plays (a given one travels with it)."""
        given = pending.event.get("granted_ability")
        if isinstance(given, Ability):
            return given
        definition = game.definition(pending.code)
        if 0 <= pending.ability < len(definition.abilities):
            return definition.abilities[pending.ability]
        return None

    def resolve_pending(self, game: Game, pending: PendingTrigger) -> Flow:
        """Play a primed ability (WS 8.7.3); with ``recheck_on_resolve`` its condition must
        still hold."""
        ability = self.ability_of(game, pending)
        if ability is None:
            return
        if ability.condition is not None and self.recheck_on_resolve:
            context = Context(game, pending.controller, pending.card, pending.code, ability, pending.event)
            if not self.interpreter.test(context, ability.condition):
                return
        yield from self.play_ability(
            game, pending.controller, pending.card, pending.code, ability, pending.event
        )

    # ================================================================== playing
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
        """Pay ``ability``'s cost (declinable if optional), let the interrupts run, then run its
        effect. Returns whether the effect ran. A cost that cannot be paid in full is not paid
        at all (WS 8.4.2.2, OP 8-3-1-3, FoW 1003.4, L&L 5.22.3)."""
        context = Context(game, controller, source, code, ability, dict(event or {}))
        name = game.definition(code).name
        declines = self.declines(game, controller)
        if ability.cost and not paid:
            if self.cost_is_optional(ability):
                if not self.interpreter.can_pay(context, ability.cost) or declines:
                    return False
                wanted = yield from game.yes_no(
                    controller, f"{name}: pay the cost ({ability.text or ability.keyword})?", source=source
                )
                if not wanted:
                    return False
            if not (yield from self.interpreter.pay(context, ability.cost)):
                return False
            context.paid = True
            self.cost_paid(context)
            yield from game.ruleset.interrupts(game)  # they waited while the cost was paid
        elif ability.optional and ability.kind in ("auto", "replace"):  # "you may" without a cost
            if declines:
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
        """The activated abilities ``player`` can play now at ``timing``, card by card in the
        order the game declares its zones: valid, within their limit, their condition met,
        their cost payable."""
        found: list[tuple[Card, Ability]] = []
        given = self._given(game)
        index: Index = game.derived.get(INDEX) or self.index(game)
        if given:
            cards = self.cards_in(game, self.act_zones_with_grants, (player,))
        else:  # only the cards with an activated ability, in one pass over the zones
            actors, table, ids = index.actors, game.state.cards, game.state.zones
            cards = [
                actor
                for key in self._keys(game, index.act_zones, (player,))
                for i in ids[key]
                if (actor := table[i]).code in actors
            ]
        for card in cards:
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

    # ================================================================== replacement effects
    def replace(self, game: Game, proposed: Event, chooser: int | None = None) -> Flow:
        """Offer the replacement effects for an action about to happen (WS 8.10, OP 8-1-3-4,
        FoW 910, L&L 9.10); return whether it was replaced, in which case it must not happen.

        ``proposed`` is the event the action would record (it is not recorded). Candidates are
        the valid ``replace`` abilities whose ``replaces`` pattern it matches, whose condition
        holds and whose cost can be paid. With several, ``chooser`` (the controller of the
        affected card, or the acting player; default the turn player) picks the order
        (WS 8.10.2, FoW 910.2, OP 8-1-3-4-3). Each applies at most once to the action; an
        optional one may be declined, and the next is offered; once one has replaced the
        action, it does not happen and the rest have nothing to replace.
        """
        index: Index = game.derived.get(INDEX) or self.index(game)
        if not index.replaces and not self._given(game):
            return False
        applied: set[tuple[int, int]] = set()
        while True:
            candidates = [
                (card, ability)
                for card, ability in self._replacements(game, proposed)
                if (card.id, ability.index) not in applied
            ]
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
                    who,
                    options,
                    f"{player_name(who)}: choose which replacement effect applies first",
                    rule=game.ruleset.replacement_rule,
                )
                card, ability = next(
                    (c, a) for c, a in candidates if f"replace:{c.id}:{a.index}" == option.key
                )
            applied.add((card.id, ability.index))
            data = {"kind": proposed.kind, "cards": proposed.cards, **proposed.data}
            if (yield from self.play_ability(game, card.controller, card.id, card.code, ability, data)):
                return True

    def _replacements(self, game: Game, proposed: Event) -> list[tuple[Card, Ability]]:
        found: list[tuple[Card, Ability]] = []
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
                patterns = (ability.replaces, *ability.more_replaces)
                if not any(self.interpreter.matches(context, p, proposed, False) for p in patterns):
                    continue
                if ability.condition is not None and not self.interpreter.test(context, ability.condition):
                    continue
                if self.used_up(game, card, ability) or not self.interpreter.can_pay(context, ability.cost):
                    continue
                found.append((card, ability))
        return found

    # ================================================================== once per turn
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
        """Whether ``ability`` has been played its limit of times this turn (per card object,
        OP 10-2-13)."""
        return bool(ability.limit) and self.uses(game, card.id, card.code, ability) >= ability.limit

    # ================================================================== values
    def stat(self, game: Game, card: Card, name: str) -> StatValue:
        """A card's value after every continuous effect (see the module docstring)."""
        base: StatValue
        index: Index = game.derived.get(INDEX) or self.index(game)
        effects = game.state.effects
        if name == "keywords":  # the keywords other rules read, plus granted words
            if effects:
                base = tuple(a.keyword for a in self._printed_and_given(game, card) if a.kind == "keyword")
            else:
                base = index.profiles[card.code].keywords
        elif name == "abilities":
            base = ()
        else:
            base = self.printed(game, card, name)
        # most reads are of a value nothing can change now: no modifiers to work out. Without
        # created effects, only what some card's continuous ability changes may change
        # (``_changeable`` is a part of ``index.changes`` then), and only on a card where one
        # may reach: the other values need no call
        if not effects:
            if name not in index.changes:
                return base
            targets = index.target_zones  # ``_reachable``'s test, without created effects
            if "*" not in targets and split_key(card.zone)[1] not in targets:
                return base
        if name not in self._changeable(game):
            return base
        mods = self.modifiers(game, card, name)
        return apply_modifiers(base, mods) if mods else base

    def has_keyword(self, game: Game, card: Card, word: str) -> bool:
        """Whether ``word`` is in ``card``'s ``keywords`` now (``stat``'s answer): when no
        continuous ability the game's cards have and no created effect may add that word, only
        its printed and given keyword abilities are read, and the modifiers are not worked out
        (most words a rule asks for, such as ``cannot_move``, no card of a game gives). A
        ruleset whose ``stat`` adds keywords otherwise must not call this."""
        index: Index = game.derived.get(INDEX) or self.index(game)
        words = index.words
        if word not in words and "*" not in words and not self._effects_give_words(game):
            if game.state.effects:
                base = tuple(a.keyword for a in self._printed_and_given(game, card) if a.kind == "keyword")
            else:
                base = index.profiles[card.code].keywords
            if word not in base:
                return False
        value = game.stat(card, "keywords")
        return isinstance(value, tuple) and word in value

    def _effects_give_words(self, game: Game) -> bool:
        """Whether a created effect may add words to a card's ``keywords`` (one of that value, or
        a continuous ability it gives, whose modifiers may)."""
        return any(effect.stat == "keywords" or _continuous(effect.value) for effect in game.state.effects)

    def modifiers(self, game: Game, card: Card, name: str) -> list[Modifier]:
        """The continuous changes to ``card``'s value ``name`` now (abilities' and effects')."""
        if name not in self._changeable(game):  # no modifier of it can exist: skip working them out
            return []
        layering: _Layering | None = game.scratch.get("abilities.layering")
        if (layering is not None and layering.layer is None) or not self._reachable(game, card):
            return []
        if layering is not None:
            return [m for m in layering.below.get(card.id, ()) if m.stat == name]
        table: dict[int, list[Modifier]] = game.memo("abilities.modifiers", lambda: self._all_modifiers(game))
        return [m for m in table.get(card.id, ()) if m.stat == name]

    def prohibited(self, game: Game, card: Card, action: str) -> bool:
        """Whether something forbids ``card`` to ``action`` ("cannot" beats "can": OP 1-3-3,
        FoW 104.4)."""
        words = game.stat(card, PROHIBITIONS)
        return isinstance(words, tuple) and f"cannot:{action}" in words

    def _changeable(self, game: Game) -> frozenset[str]:
        """The values the continuous abilities of the cards where they work and the created
        effects may change now (worked out once per board): every modifier
        ``_all_modifiers`` can make now is of one of them."""
        index: Index = game.derived.get(INDEX) or self.index(game)
        if not index.changes and not game.state.effects:
            return index.changes
        changeable: frozenset[str] | None = game.board_value(_CHANGEABLE)  # (3 a decision)
        if changeable is None:
            found: set[str] = set()
            profiles = index.profiles
            for card in self.cards_in(game, index.cont_zones):
                found.update(profiles[card.code].changes)
            for effect in game.state.effects:
                found.add(effect.stat)
                if _continuous(effect.value):
                    found.update(_changed(effect.value.modifiers))
            changeable = frozenset(found)
            game.keep_board_value(_CHANGEABLE, changeable)
        return changeable

    def _reachable(self, game: Game, card: Card) -> bool:
        """Whether any continuous ability or effect may change ``card``'s values where it is."""
        index: Index = game.derived.get(INDEX) or self.index(game)
        targets = index.target_zones
        if "*" in targets or split_key(card.zone)[1] in targets:
            return True
        return bool(game.state.effects) and any(
            card.id in effect.targets or effect.selector is not None or _continuous(effect.value)
            for effect in game.state.effects
        )

    def may_lower(self, game: Game, stat: str) -> bool:
        """Whether some card's ``stat`` may be below its printed value now (else rule processes
        may read printed values, which is much cheaper)."""
        effects = game.state.effects
        index: Index = game.derived.get(INDEX) or self.index(game)
        return stat in index.lowers or (
            bool(effects)
            and any(
                (e.stat == stat and (e.amount < 0 or (e.kind == "set" and e.amount <= 0)))
                or (_continuous(e.value) and stat in _lowered(e.value.modifiers))
                for e in effects
            )
        )

    def _all_modifiers(self, game: Game) -> dict[int, list[Modifier]]:
        sources = self.cards_in(game, self.index(game).cont_zones)
        if not game.state.effects and not sources:
            return {}
        layering = game.scratch["abilities.layering"] = _Layering(None, {})
        result: dict[int, list[Modifier]] = {}
        try:
            for number, layer in enumerate(self.layers):
                found = self._collect(game, sources, layer)
                if number == 0 and any(m.stat != "keywords" for mods in found.values() for m in mods):
                    layering.layer, layering.below = layer, found
                    game.forget()  # values read in the pass before are stale now
                    found = self._collect(game, sources, layer)  # WS 8.9.1.4: grants that need grants
                for card_id, mods in found.items():
                    result.setdefault(card_id, []).extend(mods)
                layering.layer, layering.below = layer, {k: list(v) for k, v in result.items()}
                game.forget()
        finally:
            del game.scratch["abilities.layering"]
            game.forget()  # values read while working the effects out were provisional
        return result

    def _collect(self, game: Game, sources: list[Card], layer: int) -> dict[int, list[Modifier]]:
        """The modifiers of one layer, continuous abilities first, then created effects."""
        result: dict[int, list[Modifier]] = {}
        for card in sources:
            if not self.profile(game, card.code).cont_zones:
                continue
            for ability in game.definition(card.code).abilities:
                if ability.kind == "cont" and ability.modifiers:
                    self._continuous_modifiers(game, card, ability, layer, result)
        for card, ability in self._held(game):
            self._continuous_modifiers(game, card, ability, layer, result)
        for effect in game.state.effects:
            if self._effect_layer(effect) == layer:
                self._effect_modifiers(game, effect, result)
        return result

    def _continuous_modifiers(
        self, game: Game, card: Card, ability: Ability, layer: int, result: dict[int, list[Modifier]]
    ) -> None:
        """The modifiers of one layer that ``card``'s continuous ``ability`` makes now, if it
        is valid and its condition holds."""
        # only an ability with a modifier in this layer is tested (its validity and condition:
        # a condition is read again in each layer it has modifiers in, but not in the others)
        specs = [spec for spec in ability.modifiers if self._spec_layer(spec) == layer]
        if not specs or not self.is_valid(game, card, ability):
            return
        context = Context(game, card.controller, card.id, card.code, ability)
        if ability.condition is not None and not self.interpreter.test(context, ability.condition):
            return
        for spec in specs:
            # a modifier with a condition of its own ("If A, … . If B, …"): only while it holds
            if "if" in spec and not self.interpreter.test(context, spec["if"]):
                continue
            self._add_modifiers(context, spec, card.entered, result)

    def _held(self, game: Game) -> list[tuple[Card, Ability]]:
        """The continuous abilities cards hold beyond their printed ones (WS 8.9): given by a
        created effect ("… gets the following ability until end of turn") or by another card's
        continuous ability, as the layers below the one being worked out give it (WS 8.9.1.4).
        A held ability works from its holder like a printed one: "this card" is the holder,
        "you" its controller, its timestamp the holder's (WS 8.9.1.5.1)."""
        held: list[tuple[Card, Ability]] = []
        for effect in game.state.effects:
            if effect.kind == "ability" and _continuous(effect.value):
                held.extend((card, effect.value) for i in effect.targets if (card := game.get(i)) is not None)
        layering: _Layering | None = game.scratch.get("abilities.layering")
        if layering is not None and layering.layer is not None:
            for card_id, mods in layering.below.items():
                card = game.get(card_id)
                if card is not None:
                    held.extend((card, m.amount) for m in mods if m.op == "grant" and _continuous(m.amount))
        return held

    def _spec_layer(self, spec: Mapping[str, Any]) -> int:
        op = "add"
        for name in _SPEC_OPS:  # a loop, not a generator (read for each spec in each layer)
            if name in spec:
                op = name
                break
        return self._nearest_layer(spec.get("layer") or self.layer_of(op, _modifier_stat(spec)))

    def _effect_layer(self, effect: Effect) -> int | None:
        op = _EFFECT_OPS.get(effect.kind)
        if op is None:
            return None
        return self._nearest_layer(effect.layer or self.layer_of(op, effect.stat))

    def _nearest_layer(self, layer: int) -> int:
        """The game's layer a modifier's layer number falls in (the last at or below it)."""
        nearest = self.layers[0]
        for number in self.layers:  # sorted: the last at or below ``layer``
            if number <= layer:
                nearest = number
        return nearest

    def _add_modifiers(
        self, context: Context, spec: Mapping[str, Any], timestamp: int, result: dict[int, list[Modifier]]
    ) -> None:
        targets = self.interpreter.cards(context, spec.get("to", "this"))
        for op in ("add", "set", "grant", "remove"):
            if op not in spec:
                continue
            stat = _modifier_stat(spec)
            for target in targets:
                amount = spec[op]
                if op in ("add", "set"):
                    context.vars["it"] = target.id
                    amount = self.interpreter.evaluate(context, amount)
                result.setdefault(target.id, []).append(
                    Modifier(
                        target.id, stat, op, amount, spec.get("layer") or self.layer_of(op, stat), timestamp
                    )
                )

    def _effect_modifiers(self, game: Game, effect: Effect, result: dict[int, list[Modifier]]) -> None:
        op = _EFFECT_OPS[effect.kind]
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


#: the codes watching an event kind no card watches
_NO_CODES: Final[frozenset[str]] = frozenset()

#: where a game keeps its ``Index`` (``game.derived``): hot readers take it from there, and
#: call ``AbilityEngine.index`` only when it is not built yet
INDEX: Final = "abilities.index"
#: where a game keeps the zone keys ``AbilityEngine.cards_in`` reads, by zones and players
ZONE_KEYS: Final = "abilities.zone_keys"
#: the key of ``_changeable``'s value, kept per board (``Final``: a C constant when compiled)
_CHANGEABLE: Final = "abilities.changeable"
#: that table: the zone keys of (zone names, players)
_ZoneKeys = dict[tuple[frozenset[str], tuple[int, ...]], tuple[str, ...]]

#: created effect kinds and the modifier op each makes
_EFFECT_OPS: Final = {"stat": "add", "set": "set", "grant": "grant", "remove": "remove"}
#: the modifier ops a spec may name, in the order ``_spec_layer`` looks for them
_SPEC_OPS: Final = ("set", "add", "grant", "remove")


def _never_to(ability: Ability, zone: str) -> bool:
    """Whether every ``move`` trigger of ``ability`` names a ``to`` zone other than ``zone``: a
    move event primes while its card is in the zone it moved to, so such an ability cannot
    match a move of its own card that left it in ``zone`` (a slot move on the stage, about
    1.3 a random WS decision, offered each stage card's "put into the waiting room from the
    stage" ability before)."""
    for trigger in ability.triggers:
        if trigger.get("on") != "move":
            continue
        if "to" not in trigger:
            return False
        to = trigger["to"]
        names = () if to is None else to if isinstance(to, (list, tuple)) else (to,)  # ``as_list``
        if zone in names:
            return False
    return True


def _leaves(trigger: Mapping[str, Any]) -> bool:
    return bool(trigger.get("from")) or trigger.get("on") in {"leave", "ko", "destroy", "reverse"}


def _modifier_stat(spec: Mapping[str, Any]) -> str:
    if "stat" in spec:
        return str(spec["stat"])
    return "abilities" if isinstance(spec.get("grant"), Ability) else "keywords"


def _printed(definition: CardDef, ability: Ability) -> bool:
    """Whether ``ability`` is one of ``definition``'s (``in``'s answer): a printed ability is
    that very object at its index, found without comparing the others to it field by field
    (a dataclass's ``==``: about 7 k instructions a primed ability)."""
    printed = definition.abilities
    index = ability.index
    return (0 <= index < len(printed) and printed[index] is ability) or ability in printed


def _same(a: object, b: object) -> bool:
    return a is b


def _continuous(value: object) -> bool:
    """Whether ``value`` is a continuous ability that changes values."""
    return isinstance(value, Ability) and value.kind == "cont" and bool(value.modifiers)


def _lowered(specs: Iterable[Mapping[str, Any]]) -> frozenset[str]:
    """The values modifier specs may lower or set."""
    return frozenset(
        str(m["stat"]) for m in specs if "stat" in m and ("set" in m or not _never_negative(m.get("add")))
    )


def _changed(specs: Iterable[Mapping[str, Any]]) -> frozenset[str]:
    """The values modifier specs may change, with those of the continuous abilities they give."""
    found: set[str] = set()
    for spec in specs:
        found.add(_modifier_stat(spec))
        granted = spec.get("grant")
        if isinstance(granted, Ability) and _continuous(granted):
            found.update(_changed(granted.modifiers))
    return frozenset(found)


def _granted_words(specs: Iterable[Mapping[str, Any]]) -> frozenset[str]:
    """The words modifier specs may add to a card's ``keywords`` (``*``: any, as a ``set`` or
    ``add`` of it, or a grant that is not a plain word), with those of the continuous abilities
    they give."""
    found: set[str] = set()
    for spec in specs:
        granted = spec.get("grant")
        if _continuous(granted):
            assert isinstance(granted, Ability)
            found.update(_granted_words(granted.modifiers))
        if _modifier_stat(spec) != "keywords":
            continue
        if "set" in spec or "add" in spec:
            found.add("*")
        if "grant" in spec:
            found.add(granted if isinstance(granted, str) else "*")
    return frozenset(found)


def _never_negative(expression: Any) -> bool:
    """Whether a script number can never be below 0 (a count, or products and sums of them)."""
    if isinstance(expression, int):
        return expression >= 0
    if isinstance(expression, Mapping) and len(expression) == 1:
        ((name, arg),) = expression.items()
        if name == "count":
            return True
        if name in ("mul", "sum", "min", "max", "div"):
            return all(_never_negative(part) for part in arg)
    return False
