"""A game: its inputs, the choices made so far, and everything derived from them.

A game is a pure function of its ``GameSetup`` (game, rules version, options, decks, seed,
an optional start position) and the list of ``Choice`` objects the players made. The
``Game`` object runs the ruleset's flow over those inputs and keeps what derives from them:
the state, the event log and the pending decision. From that follow:

- undo and redo: drop or restore the last choice and rebuild from the nearest snapshot;
- save and load: the file holds the inputs, as versioned JSON, never pickled objects;
- replay: rebuilding from the inputs reproduces the same state and log;
- manual actions: recorded as choices, so they undo, save and replay like the rest.

The operations rules code uses to change the state (``move``, ``shuffle``, ``set_state``,
``add_counter`` …) live here too, so that every change emits its event.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Final

from desktop_app.engine.cards import Card, CardDef, StatValue
from desktop_app.engine.decisions import (
    REFRESH,
    Answer,
    Choice,
    Decision,
    DecisionKind,
    EngineError,
    GameOverError,
    Option,
    RulesFaultError,
)
from desktop_app.engine.decks import DeckList
from desktop_app.engine.events import Event
from desktop_app.engine.observation import seers
from desktop_app.engine.position import Placement, Position
from desktop_app.engine.rng import Rng, seed_state
from desktop_app.engine.rules import CHECK_HOOKS, MOVE_HOOKS, Flow, Ruleset
from desktop_app.engine.state import Effect, GameState, Outcome, Termination
from desktop_app.engine.zones import ZoneSpec, player_name, split_key, zone_key

if TYPE_CHECKING:
    from desktop_app.engine.abilities import AbilityEngine

#: the most work (events, abilities played, script steps) one choice may cause before the
#: kernel calls it a loop that nobody stopped; a decision with a real choice in it resets the
#: count (see ``Game.spend``)
MAX_WORK_PER_CHOICE: Final = 20_000

#: keep a snapshot at a checkpoint only once this many choices were made since the latest one
#: kept: undo (and putting back a choice the rules failed on) then replays about this many
#: choices at most, and a long game holds one state copy per this many choices, not one per
#: choice (a 2,000-choice game held 37 MB when it kept one at every checkpoint)
SNAPSHOT_EVERY = 16

#: who may know a card, by ``sees_p1 + 2 * sees_p2``: shared, so an event does not build its
#: own sets (about 2.4 visibility tests and one set an event)
_SEATS: Final[tuple[frozenset[int], ...]] = (frozenset(), frozenset({0}), frozenset({1}), frozenset({0, 1}))


#: the key ``Game.mark_settled`` keeps in the memo of derived values
_SETTLED: Final = "kernel.settled"
#: what ``Game.stat`` and ``Game.memo`` find for a value not worked out yet (``None`` is a value)
_UNSET: Final[Any] = object()


class GameEnded(Exception):
    """Raised inside the flow when the game ends mid-action; the engine catches it."""


@dataclass(frozen=True)
class GameSetup:
    """Everything a game is a function of, besides the players' choices.

    Attributes:
        game: the ruleset's game id.
        rules_version: the version of the rules the game was started under.
        decks: the two players' decks.
        seed: the random seed.
        options: game options (``goldfish``, ``turn_limit`` …).
        position: a position to start from instead of the game's set-up.
        extra_cards: card definitions a position uses that are in neither deck.
    """

    game: str
    rules_version: str
    decks: tuple[DeckList, DeckList]
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    position: Position | None = None
    extra_cards: tuple[CardDef, ...] = ()


@dataclass
class _Snapshot:
    state: GameState
    events: int
    decision: Decision


class Game:
    """One game in progress. See the module docstring.

    Args:
        ruleset: the game's rules.
        setup: the game's inputs.
        choices: choices to replay at once (a loaded game).
        resume: ``(count, state, events)``: the state and log after the first ``count``
            choices, at a checkpoint (a saved snapshot, ``snapshot.py``); the game starts
            there and replays only the choices after it.
        snapshots: keep snapshots for undo; a simulation that never undoes keeps none (a
            failed choice is then put back by replaying the game from its start).
    """

    def __init__(
        self,
        ruleset: Ruleset,
        setup: GameSetup,
        choices: Iterable[Choice] = (),
        *,
        resume: tuple[int, GameState, list[Event]] | None = None,
        snapshots: bool = True,
    ) -> None:
        self.ruleset = ruleset
        self.setup = setup
        self.definitions: dict[str, CardDef] = {}
        for deck in setup.decks:
            for card in ruleset.supplied_cards(deck).all_cards():  # with what the game supplies
                self.definitions.setdefault(card.code, card)
        for card in setup.extra_cards:
            self.definitions.setdefault(card.code, card)
        self._specs = {spec.name: spec for spec in ruleset.zones}
        self._keys = tuple(
            key
            for spec in ruleset.zones
            for key in ((spec.name,) if spec.shared else (zone_key(0, spec.name), zone_key(1, spec.name)))
        )
        #: each zone key's declaration and player, read at every visibility test
        self._places = {key: (self._specs[split_key(key)[1]], split_key(key)[0]) for key in self._keys}
        #: who may see a card in each zone key, face down and face up, where that depends on the
        #: zone alone (``None`` where it depends on the card's owner or controller), for a card
        #: revealed to nobody: read at every move and visibility test (``tuple[int, ...]``: read
        #: as the tuple object it is when compiled, a ``tuple[int, int]`` is rebuilt to be indexed)
        self._zone_seers = {key: _zone_seers(spec, player) for key, (spec, player) in self._places.items()}
        #: each zone key's name in the log ("P1's hand"), read at every move
        self._labels = {key: _zone_label(self, key) for key in self._keys}
        self.choices: list[Choice] = []
        self.redo_stack: list[Choice] = []
        self._snapshots: dict[int, _Snapshot] = {}  # by choice count, in increasing order
        self._keep_snapshots = snapshots
        self._passing: int | None = None  # the snapshot kept only until the next checkpoint
        #: check, on every rebuild from a snapshot, that the flow resumes at the same
        #: decision (the conformance tests turn this on)
        self.verify_checkpoints = False
        #: while above 0, events are marked manual (a manual action is being applied)
        self.manual_depth = 0
        self._stat_cache: dict[Any, Any] = {}
        # a Game has 29 attributes: past 30, CPython no longer shares the keys of its instances'
        # dicts and every ``self.x`` read costs more (2.6 % more instructions a WS decision,
        # measured with two attributes added): put a new one somewhere else
        #: the ability engine whose ``stat`` works out every value read, uncached (a direct
        #: call in the compiled copy); ``None``: ``ruleset.stat``, each value cached until the
        #: state next changes
        self._stat_engine: AbilityEngine | None = ruleset.stat_engine()
        self._on_event = ruleset.event_hook()  # what every event is shown to
        #: counts changes to the board: the cards (where they are and all they carry), the
        #: zones' order, the continuous effects and the values, as made through the methods
        #: here; bookkeeping flags, phases and log lines leave it alone. A check timing that
        #: found nothing to do is not run again while it stands (``kernel.check_timing``)
        self.board_changes = 0
        #: ``board_changes`` when a check timing last found nothing to do, if the game's rule
        #: processes read nothing but the board then (``Ruleset.settles_on_board``); else -1
        self.settled_board = -1
        self._board_cache: dict[Any, tuple[int, Any]] = {}
        #: values derived from the inputs alone (the ability index), never cleared, and memos
        #: of values that are functions of their keys (WS's last play timing's options)
        self.derived: dict[str, Any] = {}
        self.derived[MOVE_HOOKS] = ruleset.move_hooks()  # what every move calls (three a move)
        self.derived[CHECK_HOOKS] = ruleset.check_hooks()  # what a check timing calls
        #: the engine's workspace while it works something out (continuous effects)
        self.scratch: dict[str, Any] = {}
        self._rendered: dict[int | None, tuple[int, Event | None, list[str]]] = {}
        self.state = GameState()
        self.events: list[Event] = []
        self.decision: Decision | None = None
        self._flow: Flow | None = None
        self._bulk = False
        choices = list(choices)
        if resume is None:
            self._start()
        else:
            count, state, events = resume
            self.choices, self.state, self.events = choices[:count], state, events
            self._run(next, fresh=True)
            choices = choices[count:]
        self.replay_choices(choices)

    # ================================================================== driving the game
    def _start(self) -> None:
        self.state = GameState(rng=seed_state(self.setup.seed), zones={key: [] for key in self.zone_keys()})
        self.events = []
        self._stat_cache.clear()
        self.board_changes += 1
        if self.setup.position is not None:
            self._load_position(self.setup.position)
        else:
            self.ruleset.setup_state(self)
        self._run(next, fresh=True)

    def _run(self, step: Callable[[Flow], Decision], *, fresh: bool = False) -> None:
        if fresh:
            self._flow = self.ruleset.play(self)
        assert self._flow is not None
        try:
            self.decision = step(self._flow)
        except StopIteration:
            self.decision = None
        except GameEnded:
            self.decision = None
        if self.decision is None:
            self._flow = None
            if self.state.outcome is None:
                raise RuntimeError(f"{self.ruleset.game_id}: the flow ended without an outcome")
        elif self.decision.checkpoint and self._keep_snapshots and len(self.choices) not in self._snapshots:
            self._keep_snapshot(self.decision)

    def _keep_snapshot(self, decision: Decision) -> None:
        """Keep a snapshot at the checkpoint ``decision`` the flow stopped at. One at least
        ``SNAPSHOT_EVERY`` choices after the latest kept stays; any other is kept only until
        the next checkpoint (so that a choice the rules fail on is put back without a replay),
        and not at all in a bulk replay."""
        if self._passing is not None:
            del self._snapshots[self._passing]
            self._passing = None
        count = len(self.choices)
        latest = next(reversed(self._snapshots), None)
        stays = latest is None or count - latest >= SNAPSHOT_EVERY
        if stays or not self._bulk:
            self._snapshots[count] = _Snapshot(self.state.clone(), len(self.events), decision)
            self._passing = None if stays else count

    @property
    def outcome(self) -> Outcome | None:
        return self.state.outcome

    def legal_actions(self) -> tuple[Option, ...]:
        """The options of the pending decision (empty once the game is over)."""
        return self.decision.options if self.decision is not None else ()

    def apply(self, choice: Choice) -> None:
        """Answer the pending decision with ``choice``, or take a manual action.

        Raises:
            GameOverError: the game has ended.
            IllegalChoiceError: ``choice`` does not answer the decision; nothing changed.
        """
        self._apply(choice)
        self.redo_stack.clear()

    def _apply(self, choice: Choice) -> None:
        decision = self.decision
        if decision is None:
            raise GameOverError("the game is over; no more choices can be made")
        if choice.manual is None:
            decision.validate(choice)
        before = len(self.choices)
        if choice.manual is not None or decision.offers_choice():
            self.state.work = 0  # a player could have stopped a loop here (Game.spend)
        try:
            if choice.manual is not None:
                self._apply_manual(choice)
            else:
                if decision.kind is DecisionKind.NUMBER:
                    answer = Answer(number=choice.number)
                else:
                    answer = Answer(options=tuple(decision.option(key) for key in choice.keys))
                self.choices.append(choice)
                self._run(lambda flow: flow.send(answer))
        except Exception as error:
            # A refused manual action, or a fault in the rules while carrying out a choice,
            # leaves the game object for object as it was: the suspended flow may hold on to
            # what the choice changed, so the game is rebuilt from its inputs up to here.
            del self.choices[before:]
            self._rebuild(before)
            if isinstance(error, EngineError):
                raise
            raise RulesFaultError(
                f"the rules could not carry out this choice ({type(error).__name__}: {error}); "
                "nothing was changed"
            ) from error

    def _apply_manual(self, choice: Choice) -> None:
        action = choice.manual
        assert action is not None
        from desktop_app.engine.manual import apply_manual

        try:
            apply_manual(self, choice.player, action)
        except GameEnded:
            self.choices.append(choice)
            if self._flow is not None:
                self._flow.close()
            self._flow = None
            self.decision = None
            return
        self.choices.append(choice)
        self._run(lambda flow: flow.send(REFRESH))

    # ------------------------------------------------------------------ undo, redo, replay
    def can_undo(self) -> bool:
        return bool(self.choices)

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` choices (they can be redone)."""
        steps = min(steps, len(self.choices))
        if steps <= 0:
            return
        for _ in range(steps):
            self.redo_stack.append(self.choices.pop())
        self._rebuild(len(self.choices))

    def redo(self, steps: int = 1) -> None:
        """Make again the last ``steps`` choices taken back."""
        for _ in range(min(steps, len(self.redo_stack))):
            self._apply(self.redo_stack.pop())

    def _rebuild(self, count: int) -> None:
        """Make the state the one after the first ``count`` choices."""
        kept = self.choices[:count]
        for index in [i for i in self._snapshots if i > count]:
            del self._snapshots[index]
        if self._passing is not None and self._passing > count:
            self._passing = None
        start = max((i for i in self._snapshots if i <= count), default=None)
        self.choices = []
        if start is None:
            self._snapshots.clear()
            self._passing = None
            self._start()
        else:
            snap = self._snapshots[start]
            self.state = snap.state.clone()
            del self.events[snap.events :]
            self._stat_cache.clear()
            self.board_changes += 1
            self.choices = kept[:start]
            self._run(next, fresh=True)
            if self.verify_checkpoints and self.decision != snap.decision:
                raise RuntimeError(
                    f"{self.ruleset.game_id}: resuming at choice {start} asked {self.decision} "
                    f"instead of the checkpoint's {snap.decision}"
                )
        for choice in kept[len(self.choices) :]:
            self._apply(choice)

    def replay_choices(self, choices: Iterable[Choice]) -> None:
        """Apply many choices in a row (a loaded game), keeping fewer snapshots on the way."""
        self._bulk = True
        try:
            for choice in choices:
                self.apply(choice)
        finally:
            self._bulk = False

    def latest_checkpoint(self) -> tuple[int, GameState, list[Event], Decision] | None:
        """The latest checkpoint the game kept: ``(choices before it, state, log, decision)``."""
        if not self._snapshots:
            return None
        index = max(self._snapshots)
        snap = self._snapshots[index]
        return index, snap.state, self.events[: snap.events], snap.decision

    def replay(self) -> Game:
        """A new game built from the same inputs and choices (for checks and tests)."""
        return Game(self.ruleset, self.setup, self.choices)

    def fork(self) -> Game:
        """An independent copy at the same point, for look-ahead: it has its own state, log and
        flow (rebuilt from the latest checkpoint, so only the few choices since are replayed),
        and nothing done to one changes the other. Redo history is not copied."""
        checkpoint = self.latest_checkpoint()
        resume = None
        if checkpoint is not None:
            count, state, events, _ = checkpoint
            resume = (count, state.clone(), list(events))
        other = Game(self.ruleset, self.setup, self.choices, resume=resume)
        other.derived = self.derived  # derived from the inputs alone, which the two share
        return other

    # ================================================================== reading the state
    def definition(self, code: str) -> CardDef:
        return self.definitions[code]

    def card(self, card_id: int) -> Card:
        """The card with object id ``card_id``; ``KeyError`` if it no longer exists."""
        return self.state.cards[card_id]

    def get(self, card_id: int | None) -> Card | None:
        """The card with object id ``card_id``, or ``None`` if that object is gone."""
        return None if card_id is None else self.state.cards.get(card_id)

    def spec(self, key: str) -> ZoneSpec:
        """The declaration of the zone with key ``key``."""
        return self._specs[split_key(key)[1]]

    def zone_keys(self) -> tuple[str, ...]:
        """Every zone instance's key, in the order the game declares its zones."""
        return self._keys

    def ids(self, key: str) -> list[int]:
        """The ids in zone ``key``, bottom first. Do not change the list."""
        return self.state.zones[key]

    def cards_in(self, key: str) -> list[Card]:
        state = self.state
        cards = state.cards
        # the ids typed ``Any``: the compiled copy looks each up as the int object the list holds,
        # not unboxed to a C integer and boxed again, a new object for every id above 256
        ids: list[Any] = state.zones[key]
        return [cards[i] for i in ids]

    def count(self, key: str) -> int:
        return len(self.state.zones[key])

    def top(self, key: str) -> Card | None:
        state = self.state
        ids = state.zones[key]
        return state.cards[ids[-1]] if ids else None

    def bottom(self, key: str) -> Card | None:
        ids = self.ids(key)
        return self.state.cards[ids[0]] if ids else None

    def in_slot(self, key: str, slot: str) -> list[Card]:
        """The cards at ``slot`` of zone ``key`` (more than one until a rule process clears it)."""
        return [card for card in self.cards_in(key) if slot in card.slots]

    def attached_to(self, host: int) -> list[Card]:
        return [card for card in self.state.cards.values() if card.attached_to == host]

    def name_of(self, card: Card | int) -> str:
        card = self.card(card) if isinstance(card, int) else card
        return self.definitions[card.code].name

    def value(self, key: str, default: int = 0) -> int:
        return self.state.values.get(key, default)

    def flag(self, key: str, default: Any = None) -> Any:
        return self.state.flags.get(key, default)

    def stat(self, card: Card | int, name: str) -> StatValue:
        """A card's current value (power, soul, cost …) with every effect applied."""
        card = self.card(card) if isinstance(card, int) else card
        engine = self._stat_engine
        if engine is not None:
            return engine.stat(self, card, name)
        key = (card.id, name)
        cache = self._stat_cache
        found = cache.get(key, _UNSET)  # one lookup, not two (about ten reads a decision); ``Any``
        if found is _UNSET:  # (a compiled copy checks a typed local's value: not the marker's)
            found = cache[key] = self.ruleset.stat(self, card, name)
        value: StatValue = found
        return value

    def forget(self) -> None:
        """Drop every cached derived value (stats and memos); they are computed again."""
        self._stat_cache.clear()

    def memo(self, key: Any, compute: Callable[[], Any]) -> Any:
        """A value derived from the state, computed once until the state next changes."""
        cache = self._stat_cache
        value = cache.get(key, _UNSET)
        if value is _UNSET:
            value = cache[key] = compute()
        return value

    def settled(self) -> bool:
        """Whether a check timing found nothing to do since the state last changed (any change
        clears it, as it clears ``memo``; ``kernel.check_timing``)."""
        return _SETTLED in self._stat_cache

    def mark_settled(self) -> None:
        """Record that a check timing found nothing to do (until the state next changes)."""
        self._stat_cache[_SETTLED] = True

    def board_memo(self, key: Any, compute: Callable[[], Any]) -> Any:
        """A value derived from the board alone (what ``board_changes`` counts: the cards, the
        zones, the effects, the values, and the card definitions), computed once until the
        board next changes; unlike ``memo`` it outlasts phases, flags and log lines (a value
        that is never ``None``)."""
        value = self.board_value(key)
        if value is None:
            value = compute()
            self.keep_board_value(key, value)
        return value

    def board_value(self, key: Any) -> Any:
        """What ``keep_board_value`` (or ``board_memo``) kept for ``key`` while the board has
        not changed since, else ``None``: ``board_memo`` without a function made at every read
        (for hot readers)."""
        found = self._board_cache.get(key)
        if found is not None and found[0] == self.board_changes:
            return found[1]
        return None

    def keep_board_value(self, key: Any, value: Any) -> None:
        """Keep ``value`` for ``board_value`` until the board next changes."""
        self._board_cache[key] = (self.board_changes, value)

    def number(self, card: Card | int, name: str) -> int:
        value = self.stat(card, name)
        return value if isinstance(value, int) else 0

    def effects_on(self, card: Card) -> Iterator[Effect]:
        """The state's continuous effects that apply to ``card``, oldest first."""
        for effect in self.state.effects:
            if card.id in effect.targets:
                yield effect

    def _label(self, key: str) -> str:
        return self._labels.get(key) or _zone_label(self, key)

    def is_visible(self, card: Card, viewer: int) -> bool:
        """Whether ``viewer`` may see the face of ``card`` where it is now."""
        if viewer in card.revealed_to:
            return True
        return bool(self.seers(card) >> viewer & 1)

    def seers(self, card: Card) -> int:
        """Who may see the face of ``card`` where it is now (``observation.seers``: 1 the first
        player, 2 the second, 3 both)."""
        if not card.revealed_to:
            fixed = self._zone_seers.get(card.zone)
            if fixed is not None:
                return fixed[card.face_up]
        place = self._places.get(card.zone)
        if place is None:
            return seers(self.spec(card.zone), split_key(card.zone)[0], card)
        return seers(place[0], place[1], card)

    # ================================================================== changing the state
    def emit(
        self,
        kind: str,
        text: str,
        *,
        player: int | None = None,
        cards: Sequence[Card] = (),
        known_to: Sequence[frozenset[int]] | None = None,
        data: Mapping[str, Any] | None = None,
        rule: str = "",
        manual: bool = False,
    ) -> Event:
        """Record an event and let the rules react to it (prime triggered abilities)."""
        ids: tuple[int, ...] = ()
        names: tuple[str, ...] = ()
        if cards:  # most events (phases, log lines) name none: no lists made for them
            if known_to is None:
                known_to = [_SEATS[self.seers(c)] for c in cards]
            ids = tuple([c.id for c in cards])
            names = tuple([self.definitions[c.code].name for c in cards])
        event = Event(
            kind=kind,
            text=text,
            player=player,
            cards=ids,
            names=names,
            known_to=tuple(known_to or ()),
            data=dict(data) if data else {},
            manual=manual or self.manual_depth > 0,
            rule=rule,
        )
        self.events.append(event)
        self._stat_cache.clear()
        state = self.state
        state.work += 1
        if state.work > MAX_WORK_PER_CHOICE:
            self.spend(0)  # a loop nobody can stop: ``spend`` ends the game
        self._on_event(self, event)
        return event

    def spend(self, amount: int = 1) -> None:
        """Count work done since the last real choice (an event, an ability played, a script
        step). Past ``MAX_WORK_PER_CHOICE`` the game is caught in a loop that no player could
        stop, since none was asked anything that could stop it, and it ends in a draw
        (WS 11.1.1.1, OP 11-1-1, FoW 1301.2, L&L 12.1.1). A loop that asks a player something
        each time round is that player's to stop: they stop by answering otherwise."""
        state = self.state
        state.work += amount
        if state.work > MAX_WORK_PER_CHOICE and state.outcome is None:
            self.end_game(
                None,
                "the game is caught in a loop that no player can stop",
                self.ruleset.loop_rule,
                Termination.LOOP,
            )

    def log(self, text: str, *, player: int | None = None, rule: str = "") -> Event:
        """A plain line in the game log."""
        return self.emit("log", text, player=player, rule=rule)

    def _put(self, card: Card) -> Card:
        self.state.cards[card.id] = card
        self._stat_cache.clear()
        self.board_changes += 1
        return card

    def create_card(
        self,
        code: str,
        owner: int,
        zone: str,
        *,
        face_up: bool | None = None,
        state: str = "",
        slots: tuple[str, ...] = (),
        controller: int | None = None,
        attached_to: int | None = None,
        token: bool = False,
    ) -> Card:
        """Bring a card into the game (set-up, positions, tokens) without an event."""
        if code not in self.definitions:
            raise KeyError(f"unknown card code {code!r}")
        key = zone if "." in zone or self._specs[zone].shared else zone_key(owner, zone)
        spec = self.spec(key)
        card = Card(
            id=self.state.new_id(),
            code=code,
            owner=owner,
            controller=owner if controller is None else controller,
            zone=key,
            slots=slots,
            face_up=spec.face_up if face_up is None else face_up,
            state=state or spec.default_state,
            attached_to=attached_to,
            entered=self.state.tick(),
            token=token,
        )
        self._put(card)
        self.ids(key).append(card.id)
        return card

    def move(
        self,
        card_id: int,
        to: str,
        *,
        index: int | None = None,
        slots: tuple[str, ...] = (),
        face_up: bool | None = None,
        state: str | None = None,
        controller: int | None = None,
        text: str | None = None,
        player: int | None = None,
        rule: str = "",
        known_to: Sequence[frozenset[int]] | None = None,
        silent: bool = False,
        data: Mapping[str, Any] | None = None,
        carry: bool = True,
        markers: frozenset[str] = frozenset(),
    ) -> Card | None:
        """Move a card to zone ``to`` and return it as its new object.

        Args:
            card_id: the card's current id; if that object is gone (it moved meanwhile),
                nothing happens and ``None`` is returned (WS 1.3.2: impossible actions are
                not carried out).
            to: the destination zone key.
            index: where in an ordered zone (``None``: on top; 0: at the bottom).
            slots: the slots it occupies in a zone with slots.
            face_up: its face (default: the zone's).
            state: its orientation (default: the zone's first).
            controller: its new controller (default: the destination zone's player, or
                its owner in a shared zone).
            text: the log line, ``{0}`` naming the card (default: a generic one).
            player: the player who moved it (for the log).
            rule: the rule that moved it.
            known_to: who may learn its identity from this move (default: who could see it
                before or after).
            silent: record no event (for moves a larger event reports).
            data: details to add to the move event (why it moved, for triggers to read).
            carry: whether what the card carries follows it by the game's rules
                (``Ruleset.after_move``); false when the caller moves those itself.
            markers: markers a new object starts with, already there when its move event
                triggers abilities (FoW 1109.2: a card played awakened enters awakened).
        """
        # one pass over the state: the card leaves its zone and enters the other, the board is
        # marked changed once, and one event records it (about three moves a decision)
        game_state = self.state
        cards = game_state.cards
        old = cards.get(card_id)
        if old is None:
            return None
        rules = self.ruleset
        plain = rules.plain_moves  # no replaced_zone or entering_state of the game's own
        if not plain:
            replaced = rules.replaced_zone(self, old, to)
            if replaced != to:  # a replacement effect: the caller's log line names the other zone
                to, text = replaced, None
        move_info, keeps_identity, after_move = self.derived[MOVE_HOOKS]
        info = move_info(self, old, to)
        place = self._places.get(to)
        spec, to_player = place if place is not None else (self.spec(to), split_key(to)[0])
        keep = keeps_identity(self, old, to)
        if not keep and not plain:
            state = rules.entering_state(self, old, to, state)
        zones = game_state.zones
        source = zones[old.zone]
        if source[-1] == card_id:  # most moves take the top card (a draw, a trigger check, a
            source.pop()  # damage): no scan of the deck from its bottom (ids are unique)
        else:
            source.remove(card_id)
        del cards[card_id]
        if spec.shared:
            new_controller = old.controller if controller is None else controller
        else:
            new_controller = to_player if controller is None and to_player is not None else old.controller
            if controller is not None:
                new_controller = controller
        if keep:
            new_id, entered, counters, old_markers, attached = (
                old.id,
                old.entered,
                old.counters,
                old.markers,
                old.attached_to,
            )
        else:
            new_id = game_state.next_id
            game_state.next_id += 1
            game_state.timestamp += 1
            entered, counters, old_markers, attached = game_state.timestamp, {}, markers, None
        new = Card(
            id=new_id,
            code=old.code,
            owner=old.owner,
            controller=new_controller,
            zone=to,
            slots=slots,
            face_up=spec.face_up if face_up is None else face_up,
            state=(state if state is not None else (old.state if keep else spec.default_state)),
            counters=counters,
            markers=old_markers,
            attached_to=attached,
            revealed_to=frozenset(),
            entered=entered,
            side=old.side,
            token=old.token,
        )
        self._stat_cache.clear()
        self.board_changes += 1
        if old.token and old.zone != to and not keep:
            self.emit("cease", "{0} (a token) stops existing", cards=[old], rule=rule)
            after_move(self, old, None, carry=carry)
            return None
        cards[new_id] = new
        target = zones[to]
        if index is None:
            target.append(new_id)
        else:
            target.insert(index if index >= 0 else len(target) + 1 + index, new_id)
        if not silent:
            if known_to is None:
                known_to = [_SEATS[self.seers(old) | self.seers(new)]]
            self.emit(
                "move",
                text or f"{{0}} moves from {self._label(old.zone)} to {self._label(to)}",
                player=player,
                cards=[new],
                known_to=known_to,
                data={
                    "from": old.zone,
                    "to": to,
                    "old_id": old.id,
                    "from_slots": old.slots,
                    "slots": slots,
                    **info,
                    **(data or {}),
                },
                rule=rule,
            )
        after_move(self, old, new, carry=carry)
        return new

    def update(self, card_id: int, **changes: Any) -> Card | None:
        """Change a card in place (same object) without an event; for rules bookkeeping."""
        card = self.state.cards.get(card_id)
        if card is None:
            return None
        return self._put(replace(card, **changes))

    def set_state(
        self, card_id: int, state: str, *, rule: str = "", player: int | None = None, reason: str = ""
    ) -> Card | None:
        """Turn a card to ``state``; putting it in the state it is in does nothing (WS 1.3.2.1).
        ``reason`` goes into the event's data for triggers that name it (WS "in battle")."""
        card = self.state.cards.get(card_id)
        if card is None or card.state == state:
            return None
        new = self._put(card.changed(state=state))
        self.emit(
            "state",
            f"{{0}} becomes {state}",
            player=player,
            cards=[new],
            data={"from": card.state, "to": state, **({"reason": reason} if reason else {})},
            rule=rule,
        )
        return new

    def set_face(self, card_id: int, face_up: bool, *, rule: str = "") -> Card | None:
        """Turn a card face up or face down where it lies. Turned face down it becomes a new
        object (a new id, what it carried moving along), so a seat that cannot see it can no
        longer follow it by its id."""
        card = self.state.cards.get(card_id)
        if card is None or card.face_up == face_up:
            return None
        if face_up:
            new = self._put(card.changed(face_up=True))
        else:
            new = self._renew(card.changed(face_up=False))
        seen = [frozenset(p for p in (0, 1) if self.is_visible(card, p) or self.is_visible(new, p))]
        self.emit(
            "face",
            f"{{0}} is turned face {'up' if face_up else 'down'}",
            cards=[new],
            known_to=seen,
            rule=rule,
        )
        return new

    def _renew(self, card: Card) -> Card:
        """``card`` as a new object with a new id in the same place; cards attached to it are
        attached to the new object."""
        new = card.changed(id=self.state.new_id())
        del self.state.cards[card.id]
        ids = self.ids(card.zone)
        ids[ids.index(card.id)] = new.id
        self._put(new)
        for attached in self.attached_to(card.id):
            self._put(replace(attached, attached_to=new.id))
        return new

    def add_counter(self, card_id: int, name: str, amount: int, *, rule: str = "") -> Card | None:
        card = self.state.cards.get(card_id)
        if card is None or amount == 0:
            return None
        counters = dict(card.counters)
        counters[name] = counters.get(name, 0) + amount
        if counters[name] <= 0:
            del counters[name]
        new = self._put(replace(card, counters=counters))
        verb = f"gets {amount} {name} counter(s)" if amount > 0 else f"loses {-amount} {name} counter(s)"
        self.emit("counter", f"{{0}} {verb}", cards=[new], data={"name": name, "amount": amount}, rule=rule)
        return new

    def set_marker(self, card_id: int, name: str, on: bool, *, rule: str = "") -> Card | None:
        card = self.state.cards.get(card_id)
        if card is None or (name in card.markers) == on:
            return None
        markers = card.markers | {name} if on else card.markers - {name}
        new = self._put(replace(card, markers=frozenset(markers)))
        self.emit("marker", f"{{0}} {'gets' if on else 'loses'} the marker {name}", cards=[new], rule=rule)
        return new

    def attach(self, card_id: int, host: int, *, rule: str = "") -> Card | None:
        card = self.state.cards.get(card_id)
        host_card = self.state.cards.get(host)
        if card is None or host_card is None:
            return None
        new = self._put(replace(card, attached_to=host))
        self.emit("attach", "{0} is attached to {1}", cards=[new, host_card], rule=rule)
        return new

    def detach(self, card_id: int) -> Card | None:
        card = self.state.cards.get(card_id)
        if card is None or card.attached_to is None:
            return None
        return self._put(replace(card, attached_to=None))

    def reveal(self, card_ids: Iterable[int], to: Iterable[int] = (0, 1), *, rule: str = "") -> list[Card]:
        """Show cards to players without moving them (until ``conceal``)."""
        shown: list[Card] = []
        for card_id in card_ids:
            card = self.state.cards.get(card_id)
            if card is None:
                continue
            shown.append(self._put(replace(card, revealed_to=card.revealed_to | frozenset(to))))
        if shown:
            names = ", ".join(f"{{{i}}}" for i in range(len(shown)))
            self.emit("reveal", f"{names} revealed", cards=shown, rule=rule)
        return shown

    def conceal(self, card_ids: Iterable[int]) -> None:
        for card_id in card_ids:
            card = self.state.cards.get(card_id)
            if card is not None and card.revealed_to:
                self._put(replace(card, revealed_to=frozenset()))

    def shuffle(self, key: str, *, rule: str = "", player: int | None = None) -> None:
        """Shuffle zone ``key``; its cards become new objects, so nobody can follow them."""
        ids = self.ids(key)
        rng = Rng(self.state.rng)
        rng.shuffle(ids)
        self.state.rng = rng.state
        cards = self.state.cards
        for position, old_id in enumerate(list(ids)):
            card = cards.pop(old_id)
            new = card.renewed(self.state.new_id())
            cards[new.id] = new
            ids[position] = new.id
        self._stat_cache.clear()
        self.board_changes += 1
        owner, _ = split_key(key)
        self.emit(
            "shuffle",
            f"{_zone_label(self, key)} is shuffled",
            player=owner if player is None else player,
            data={"zone": key},
            rule=rule,
        )

    def random_below(self, n: int) -> int:
        rng = Rng(self.state.rng)
        value = rng.below(n)
        self.state.rng = rng.state
        return value

    def set_value(self, key: str, value: int) -> None:
        self.state.values[key] = value
        self._stat_cache.clear()
        self.board_changes += 1

    def set_flag(self, key: str, value: Any) -> None:
        """Set a bookkeeping flag; ``None`` removes it. Values must be immutable."""
        if value is None:
            self.state.flags.pop(key, None)
        else:
            self.state.flags[key] = value
        self._stat_cache.clear()

    def set_phase(self, phase: str, step: str = "", *, rule: str = "") -> None:
        self.state.phase, self.state.step = phase, step
        label = f"{phase} ({step})" if step else phase
        self.emit(
            "phase",
            f"{player_name(self.state.turn_player)}: {label}",
            player=self.state.turn_player,
            data={"phase": phase, "step": step},
            rule=rule,
        )

    def add_effect(self, **fields: Any) -> Effect:
        """Create a continuous effect (see ``Effect`` for the fields)."""
        effect = Effect(id=self.state.new_id(), timestamp=self.state.tick(), turn=self.state.turn, **fields)
        self.state.effects.append(effect)
        self._stat_cache.clear()
        self.board_changes += 1
        return effect

    def end_effects(self, predicate: Callable[[Effect], bool]) -> list[Effect]:
        """Remove the effects ``predicate`` selects (their duration ended); return them."""
        ended = [e for e in self.state.effects if predicate(e)]
        if ended:
            self.state.effects = [e for e in self.state.effects if not predicate(e)]
            self._stat_cache.clear()
            self.board_changes += 1
        return ended

    def end_game(
        self,
        winner: int | None,
        reason: str,
        rule: str = "",
        termination: Termination = Termination.LOSS_CONDITION,
    ) -> None:
        """End the game now and stop the flow (WS 1.2.5: mid-effect wins and losses)."""
        if self.state.outcome is not None:
            raise GameEnded
        self.state.outcome = Outcome(winner, reason, rule, termination)
        self.emit("game_over", self.state.outcome.describe(), player=winner, rule=rule)
        raise GameEnded

    def transaction(self) -> tuple[GameState, int]:
        """A mark to roll back to: the state and the log as they are now."""
        return self.state.clone(), len(self.events)

    def rollback(self, mark: tuple[GameState, int]) -> None:
        """Put the state and log back as they were at ``mark`` (all-or-nothing costs)."""
        state, count = mark
        self.state = state.clone()
        del self.events[count:]
        self._stat_cache.clear()
        self.board_changes += 1

    # ================================================================== asking players
    def ask(self, build: Callable[[], Decision | None], refresh: Callable[[], Flow] | None = None) -> Flow:
        """Ask a decision built by ``build`` and return the ``Answer`` (or ``None``).

        ``build`` runs again if a manual action changes the state while the decision is
        pending, so the options always match the state; ``refresh``, if given, runs first
        (a play timing runs its check timing again, as a game resumed there would, WS 8.5.2).
        If ``build`` returns ``None`` there is nothing to ask and ``None`` is returned.
        """
        while True:
            decision = build()
            if decision is None:
                return None
            answer = yield decision
            if answer is not REFRESH:
                return answer
            if refresh is not None:
                yield from refresh()

    def choose_action(
        self,
        player: int,
        options: Callable[[], Sequence[Option]] | Sequence[Option],
        prompt: str,
        *,
        rule: str = "",
        source: int | None = None,
        checkpoint: bool = False,
        kind: DecisionKind = DecisionKind.ACTION,
        refresh: Callable[[], Flow] | None = None,
    ) -> Flow:
        """Ask ``player`` to pick one option; return the chosen ``Option`` (see ``ask``)."""

        def build() -> Decision | None:
            current = tuple(options() if callable(options) else options)
            if not current:
                return None
            return Decision(player, kind, prompt, current, 1, 1, source, rule, checkpoint)

        answer = yield from self.ask(build, refresh)
        return None if answer is None else answer.option

    def choose_cards(
        self,
        player: int,
        cards: Callable[[], Sequence[int]] | Sequence[int],
        prompt: str,
        *,
        minimum: int = 1,
        maximum: int = 1,
        up_to: bool = False,
        rule: str = "",
        source: int | None = None,
        checkpoint: bool = False,
    ) -> Flow:
        """Ask ``player`` to choose cards; return their ids.

        "Choose N" means as many as possible up to N (WS 8.6.3, OP 8-4-4-1): the minimum
        shrinks to the number of candidates. ``up_to`` allows choosing none. ``checkpoint``
        as for ``choose_action``. A choice the rules force (every candidate must be chosen)
        is still asked, so the player sees what is chosen and why.
        """

        def build() -> Decision | None:
            ids = [i for i in (cards() if callable(cards) else cards) if i in self.state.cards]
            if not ids:
                return None
            low = 0 if up_to else min(minimum, len(ids))
            high = min(maximum, len(ids))
            known = self.state.cards
            options = tuple(
                Option(f"card:{i}", self._card_label(i, player), "card", i, {"zone": known[i].zone})
                for i in ids
            )
            return Decision(player, DecisionKind.SELECT, prompt, options, low, high, source, rule, checkpoint)

        answer = yield from self.ask(build)
        if answer is None:
            return []
        return [option.card for option in answer.options if option.card is not None]

    def yes_no(self, player: int, prompt: str, *, rule: str = "", source: int | None = None) -> Flow:
        """Ask ``player`` a yes/no question; return ``True`` for yes."""
        options = (Option("yes", "Yes", "yes"), Option("no", "No", "no"))
        option = yield from self.choose_action(
            player, options, prompt, rule=rule, source=source, kind=DecisionKind.YES_NO
        )
        return option is not None and option.key == "yes"

    def choose_number(
        self,
        player: int,
        minimum: int,
        maximum: int,
        prompt: str,
        *,
        rule: str = "",
        source: int | None = None,
    ) -> Flow:
        """Ask ``player`` for an integer from ``minimum`` to ``maximum``."""
        decision = Decision(player, DecisionKind.NUMBER, prompt, (), minimum, maximum, source, rule)
        answer = yield from self.ask(lambda: decision)
        return answer.number

    def order(
        self,
        player: int,
        options: Sequence[Option],
        prompt: str,
        *,
        rule: str = "",
        source: int | None = None,
    ) -> Flow:
        """Ask ``player`` to put ``options`` in an order; return them ordered (one: no question)."""
        if len(options) <= 1:
            return list(options)
        decision = Decision(
            player, DecisionKind.ORDER, prompt, tuple(options), len(options), len(options), source, rule
        )
        answer = yield from self.ask(lambda: decision)
        return list(answer.options)

    def _card_label(self, card_id: int, viewer: int) -> str:
        """How an option names a card to ``viewer``: its name and place, or only its place
        when the viewer may not see its face."""
        card = self.state.cards[card_id]
        where = _zone_label(self, card.zone)
        slot = f" {'/'.join(card.slots)}" if card.slots else ""
        if not self.is_visible(card, viewer):
            return f"a card ({where}{slot})"
        return f"{self.definitions[card.code].name} ({where}{slot})"

    # ================================================================== positions
    def _load_position(self, position: Position) -> None:
        state = self.state
        state.turn, state.turn_player, state.first_player = (
            position.turn,
            position.turn_player,
            position.first_player,
        )
        state.phase, state.step = position.phase, position.step
        state.values.update(position.values)
        state.flags.update(position.flags)
        names: dict[str, int] = {}
        for key, placements in position.zones.items():
            if split_key(key)[1] not in self._specs:
                raise KeyError(f"the position names a zone {key!r} that {self.ruleset.game_id} does not have")
            owner = split_key(key)[0]
            for placement in placements:
                self._place(placement, key, owner, None, names)
        state.flags["position_names"] = tuple(sorted(names.items()))

    def _place(
        self, placement: Placement, key: str, zone_owner: int | None, host: int | None, names: dict[str, int]
    ) -> None:
        owner = placement.owner if placement.owner is not None else (zone_owner or 0)
        card = self.create_card(
            placement.code,
            owner,
            key,
            face_up=placement.face_up,
            state=placement.state,
            slots=placement.slots,
            controller=zone_owner if zone_owner is not None else owner,
            attached_to=host,
        )
        if placement.counters or placement.markers:
            card = self._put(
                replace(card, counters=dict(placement.counters), markers=frozenset(placement.markers))
            )
        if placement.name:
            names[placement.name] = card.id
        for attached in placement.attached:
            self._place(attached, key, zone_owner, card.id, names)

    def is_dummy(self, player: int) -> bool:
        """Whether ``player`` is the goldfish dummy (option ``goldfish``: player 2 takes no
        optional action; the rules still ask it what they force)."""
        return player == 1 and bool(self.setup.options.get("goldfish"))

    def position_card(self, name: str) -> int | None:
        """The id a position gave the card it named ``name`` (while that object exists)."""
        return dict(self.flag("position_names", ())).get(name)

    # ================================================================== views
    def observation(self, viewer: int) -> Any:
        """What ``viewer`` may see (see ``desktop_app.engine.observation``)."""
        from desktop_app.engine.observation import observe

        return observe(self, viewer)

    def log_lines(self, viewer: int | None = None) -> list[str]:
        """The log as ``viewer`` may read it (``None``: the referee's log).

        Lines already rendered for a viewer are kept while the log only grows, so a long game
        does not render its whole log again after every choice.
        """
        events = self.events
        count, last, lines = self._rendered.get(viewer, (0, None, []))
        if count > len(events) or (count and events[count - 1] is not last):
            count, lines = 0, []
        if count < len(events):
            lines = lines + [event.render(viewer) for event in events[count:]]
            self._rendered[viewer] = (len(events), events[-1], lines)
        return list(lines)


def _zone_seers(spec: ZoneSpec, player: int | None) -> tuple[int, ...] | None:
    """``observation.seers`` for a card revealed to nobody in a zone of ``spec`` and ``player``,
    face down and face up, if it is the same whoever owns and controls the card; else ``None``."""
    found = [
        {
            seers(spec, player, Card(id=0, code="", owner=owner, controller=ruler, zone="", face_up=face_up))
            for owner in (0, 1)
            for ruler in (0, 1)
        }
        for face_up in (False, True)
    ]
    if len(found[0]) > 1 or len(found[1]) > 1:
        return None
    return found[0].pop(), found[1].pop()


def _zone_label(game: Game, key: str) -> str:
    owner, _ = split_key(key)
    label = game.spec(key).label
    return label if owner is None else f"{player_name(owner)}'s {label}"
