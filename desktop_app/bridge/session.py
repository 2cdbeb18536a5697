"""``GameSession``: one game at this computer, adapted to Qt.

The session owns a ``Game`` and is the table's only way to change it. It answers the
pending decision for the seat in front of the screen, takes manual actions, undoes and
redoes, saves and autosaves, plays the goldfish dummy's decisions with ``GoldfishAgent``
(off the GUI thread), and tells the table what to draw through signals. It never decides
anything itself: a drop asks for the option that puts the card there; if the engine refuses,
the reason goes back to the table and nothing changed.

What the table draws is always ``game.observation(viewer)`` of one seat. In a hot-seat
game, whenever the player who must decide is not the seat in front of the screen, the
session covers the table (``observation`` becomes ``None`` and ``handover_requested`` is
emitted) until ``take_seat`` is called for the next player: the previous player's hand is
gone from the scene before the next player sits down, and the next player's hand appears
only after they confirm.

Privacy without tells: a hand-over must not say whether the other player could act; the
games ask the other player at every response window the rules give, whether or not they
hold anything to play (the WS counter step, the OP Block and Counter Steps, FoW priority),
so the hand-over happens every time. In a hot-seat game either player may also take the
table at any moment (``hand_over``, the "Hand over" key): the seat that sits down *looks*
until it hands back, so a manual response is possible. Each hand-over carries what happened
since that seat last looked (``summary_for``), so nobody misses a result.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop_app.agents import GoldfishAgent, ask
from desktop_app.bridge.autosave import AutosaveStore, write_atomic
from desktop_app.bridge.catalog import GameInfo, SetupError, info_of
from desktop_app.bridge.diff import FULL, ObservationDiff, diff_observations
from desktop_app.bridge.workers import TaskRunner
from desktop_app.engine.abilities import ANNOUNCED
from desktop_app.engine.decisions import (
    Choice,
    Decision,
    DecisionKind,
    EngineError,
    ManualAction,
    Option,
)
from desktop_app.engine.events import Event
from desktop_app.engine.game import Game
from desktop_app.engine.observation import CardView, Observation
from desktop_app.engine.serialize import SaveFileError, load_game, save_game, verify
from desktop_app.engine.state import Outcome
from desktop_app.engine.zones import Visibility, ZoneSpec, player_name, split_key, zone_key
from desktop_app.games import get_ruleset
from desktop_app.inputs import InputError, read_json

log = logging.getLogger(__name__)

#: The most decisions the dummy answers in one go before the session gives up (a loop).
DUMMY_LIMIT = 2000
#: Option action words for the frequent shortcuts.
PASS_WORD = "pass"  # noqa: S105 - an option action word, not a secret
#: What Space takes when a decision has no ``pass``: the manual-mode tables' "go to the next
#: phase" (OP, FoW, L&L call it ``advance``).
NEXT_WORDS = (PASS_WORD, "advance")
DRAW_WORD = "draw"
ATTACK_WORD = "attack"
BLOCK_WORD = "block"
BOTH_SEATS = frozenset((0, 1))


class SeatMode(StrEnum):
    """Who sits at this computer.

    HOT_SEAT: two players take turns at the screen; the table shows the seat that must
        decide, behind a privacy screen at every hand-over.
    GOLDFISH: one player tests a deck; the other seat is a dummy that ``GoldfishAgent``
        plays (it takes damage and never acts beyond what the rules force).
    FIXED: one seat is shown and nobody plays the other (screenshots, benchmarks, tests).
    """

    HOT_SEAT = "hot-seat"
    GOLDFISH = "goldfish"
    FIXED = "fixed"


@dataclass(frozen=True)
class CardRef:
    """How the table names a card: by id if the seat sees it, else by its place.

    Attributes:
        zone: the key of the zone it is in.
        index: its place in that zone, bottom first.
        id: its object id, or ``None`` for a card the seat may not see (a manual action
            then takes it by ``zone`` and ``index``, never by id).
    """

    zone: str
    index: int
    id: int | None = None


@dataclass(frozen=True)
class DropTarget:
    """A place a card may be dropped: a zone, and a slot of it if it has slots."""

    zone: str
    slot: str | None = None


class DropResult(StrEnum):
    """What became of a drop."""

    APPLIED = "applied"  #: the one matching rules option was taken
    MANUAL = "manual"  #: the card was moved with a manual action
    CHOOSE = "choose"  #: several options fit; the table asks which (``DropOutcome.options``)
    REFUSED = "refused"  #: nothing fits; ``DropOutcome.message`` says why
    IGNORED = "ignored"  #: dropped back where it was


@dataclass(frozen=True)
class Battle:
    """An attack the table draws an arrow for, from the attack's choice until the attacking
    player's next choice of an action, or until the game leaves the phase of the attack: the
    other player's answers meanwhile (a block, a counter, a [Trigger]) and the cards anyone
    chooses for an effect are part of the battle, and a ``block`` option points it at the
    blocker.

    Attributes:
        attacker: the attacking card's id.
        zone: the key of the zone it attacks into (the defender's side of its own zone).
        slot: the slot it attacks (``None``: a direct attack on the player).
        player: the attacking player.
    """

    attacker: int
    zone: str
    slot: str | None
    player: int = 0


@dataclass(frozen=True)
class ByHand:
    """A not-automated ability that triggered, as the seat at the screen may read it.

    Attributes:
        line: its log line ("'Kei' (P1): this ability is not automated, do it by hand: …").
        card: the id of the card it names, if the seat may see that card (else ``None``).
    """

    line: str
    card: int | None = None


@dataclass(frozen=True)
class DropOutcome:
    """The answer to a drop (see ``GameSession.drop``)."""

    result: DropResult
    message: str = ""
    options: tuple[Option, ...] = ()

    @property
    def accepted(self) -> bool:
        return self.result in (DropResult.APPLIED, DropResult.MANUAL)


class GameSession(QObject):
    """One game at this computer (see the module docstring).

    Args:
        game: the game, started or loaded.
        mode: who sits here.
        seat: the seat in front of the screen: the human in a goldfish game, the seat shown
            in a fixed game, the first to sit down in a hot-seat game.
        privacy: in a hot-seat game, cover the table at hand-overs (``False`` switches the
            seat at once: two players practising openly).
        autosave: where to autosave after every change (``None``: no autosave).
        threaded_agent: play the dummy's decisions on a worker thread (``False``: at once,
            in the caller's thread; for tests and screenshots).
    """

    #: the seat's observation changed (``Observation`` or ``None`` while covered, ``ObservationDiff``)
    observation_changed = Signal(object, object)
    #: the seat's pending decision changed (``Decision`` or ``None``)
    decision_changed = Signal(object)
    #: a card moved (from zone key, to zone key), in event order
    card_moved = Signal(str, str)
    #: the table is covered: the seat given must take the seat (``take_seat``)
    handover_requested = Signal(int)
    #: the seat given sat down and is now shown
    seat_taken = Signal(int)
    #: an action was refused; the reason, in a player's words
    action_refused = Signal(str)
    #: an action was taken (its label, for the status line)
    action_taken = Signal(str)
    #: the game ended (``Outcome``), or an undo un-ended it (``None``)
    game_ended = Signal(object)
    #: the dummy is playing (``True``) or done (``False``); input is refused meanwhile
    busy_changed = Signal(bool)
    #: whether undo and redo are possible now
    history_changed = Signal(bool, bool)
    #: an attack was declared (``Battle``), or the arrow is done (``None``)
    battle_changed = Signal(object)

    def __init__(
        self,
        game: Game,
        mode: SeatMode = SeatMode.HOT_SEAT,
        *,
        seat: int = 0,
        privacy: bool = True,
        autosave: AutosaveStore | None = None,
        threaded_agent: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.mode = mode
        self.seat = seat
        self.privacy = privacy
        self.info: GameInfo = info_of(game.ruleset)
        self._autosave = autosave
        self._agent = GoldfishAgent()
        self._tasks = TaskRunner(1, self) if threaded_agent else None
        self._viewer = seat
        self._handover: int | None = None
        self._observation: Observation | None = None
        self._busy = False
        self._events_seen = len(game.events)
        self._outcome: Outcome | None = game.outcome
        self._history = (False, False)
        self._started = False
        self._closed = False
        #: the table is covered until the first player sits down (a hot-seat start)
        self._first_seat = False
        #: a seat at the table without a decision of its own (a response window the engine did
        #: not ask about, or the "Hand over" key): it stays until it hands the table back
        self._looking: int | None = None
        #: per seat, how many lines of its log it has seen (for the hand-over summary)
        self._seen_log = [0, 0]
        #: per seat, the length of its log when it last made a choice (for the reveal strip)
        self._chose_at = [0, 0]
        #: the attack the table draws an arrow for, and the turn and phase it was declared in
        self.battle: Battle | None = None
        self._battle_phase: tuple[int, str] | None = None
        #: the log's length when the game had so many choices (each count the table showed):
        #: what an undo back to that count takes back
        self._log_at: dict[int, int] = {}
        #: what the table did that the game log does not hold ("P1 took back 2 choices"), for
        #: both seats' hand-over summaries
        self.notes: list[str] = []

    # ================================================================== reading
    @property
    def game_id(self) -> str:
        return self.info.id

    @property
    def title(self) -> str:
        return self.info.title

    @property
    def zones(self) -> tuple[ZoneSpec, ...]:
        return self.info.zones

    @property
    def phases(self) -> tuple[str, ...]:
        return self.info.phases

    @property
    def viewer(self) -> int:
        """The seat whose observation the table draws (or will draw, after a hand-over)."""
        return self._viewer

    @property
    def dummy(self) -> int | None:
        """The dummy's seat in a goldfish game."""
        return 1 - self.seat if self.mode is SeatMode.GOLDFISH else None

    @property
    def observation(self) -> Observation | None:
        """What the table draws; ``None`` while a hand-over covers it."""
        return self._observation

    @property
    def decision(self) -> Decision | None:
        """The pending decision if the seat in front of the screen must answer it."""
        return self._observation.decision if self._observation is not None else None

    @property
    def looking(self) -> bool:
        """The seat at the screen took the table without a decision of its own and hands it back
        with ``hand_over`` (Space)."""
        return self._looking is not None and self._looking == self._viewer and self._handover is None

    def summary_for(self, seat: int, most: int = 8, *, public: bool = False) -> tuple[str, ...]:
        """What happened since ``seat`` last looked at the table, as that seat may read it (the
        last ``most`` lines, and the table's notes). ``public``: only the lines both seats read
        alike, for the privacy screen, which either player may be looking at."""
        own = self.game.observation(seat).log
        lines = own[min(self._seen_log[seat], len(own)) :]
        if public:
            other = self.game.observation(1 - seat).log[len(own) - len(lines) :]
            lines = tuple(line for line, theirs in zip(lines, other) if line == theirs)
        return (*lines[-most:], *self.notes[-2:])

    def last_move_of(self, seat: int, most: int = 12) -> tuple[str, ...]:
        """What ``seat``'s last choice led to, in the lines both seats read alike: the privacy
        screen shows it to the player leaving the table, so a hand-over never hides the result
        of their own move (a trigger check, the damage) before they have seen it."""
        own = self.game.observation(seat).log
        other = self.game.observation(1 - seat).log
        start = min(self._chose_at[seat], len(own))
        lines = [line for line, theirs in zip(own[start:], other[start:]) if line == theirs]
        return tuple(lines[-most:])

    def recap(self, most: int = 4) -> tuple[str, ...]:
        """What happened since the seat at the screen last chose (its own choice's results, the
        other player's or the dummy's turn): the reveal strip shows it until the seat chooses
        again, so a trigger check or damage resolved at once is still there to read."""
        observation = self._observation
        if observation is None:
            return ()
        log = observation.log
        return log[max(min(self._chose_at[self._viewer], len(log)), len(log) - most) :]

    def by_hand(self) -> tuple[ByHand, ...]:
        """The not-automated abilities that triggered since the seat at the screen last chose
        (the engine's ``by_hand`` events), for it to carry out: the table shows them where the
        player looks and outlines their cards until the seat chooses again. A card the seat
        may not see is not named (its line reads "a card") and has no id here."""
        observation = self._observation
        if observation is None:
            return ()
        viewer, log, events = self._viewer, observation.log, self.game.events
        end = min(len(log), len(events))  # one log line per event
        found: list[ByHand] = []
        for index in range(min(self._chose_at[viewer], end), end):
            event = events[index]
            if event.kind == ANNOUNCED:
                seen = bool(event.known_to) and viewer in event.known_to[0]
                found.append(ByHand(log[index], event.cards[0] if seen else None))
        return tuple(found)

    def recap_cards(self, most: int = 8) -> tuple[CardView, ...]:
        """The cards both seats saw come out of a hidden zone (a trigger check, damage, a
        refresh penalty) or be revealed since the seat at the screen last chose, as printed:
        the reveal strip shows their pictures beside ``recap``'s lines. A card seen by one
        seat only (a draw) is never among them."""
        if self._observation is None:
            return ()
        game = self.game
        events = game.events[min(self._chose_at[self._viewer], len(game.events)) :]
        shown: list[CardView] = []
        for event in events:
            if _shows_hidden(game, event):
                for index, known in enumerate(event.known_to):
                    view = _seen_card(game, event, index) if known == BOTH_SEATS else None
                    if view is not None:
                        shown.append(view)
        return tuple(shown[-most:])

    @property
    def autosave(self) -> AutosaveStore | None:
        """Where this game autosaves."""
        return self._autosave

    @property
    def handover_pending(self) -> int | None:
        """The seat that must sit down before the table is shown again."""
        return self._handover

    @property
    def busy(self) -> bool:
        return self._busy

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def spec(self, key: str) -> ZoneSpec:
        """The declaration of zone ``key``."""
        name = split_key(key)[1]
        for spec in self.info.zones:
            if spec.name == name:
                return spec
        raise KeyError(key)

    def zone_label(self, key: str) -> str:
        """``P1's Waiting Room``, ``Chase``: a zone as the table names it."""
        owner, _ = split_key(key)
        label = self.spec(key).label
        return label if owner is None else f"{player_name(owner)}'s {label}"

    def can_undo(self) -> bool:
        return self._undo_steps() > 0

    def can_redo(self) -> bool:
        return self.game.can_redo()

    # ------------------------------------------------------------------ options for the table
    def options_for_card(self, card_id: int | None) -> tuple[Option, ...]:
        """The seat's options that concern card ``card_id``."""
        decision = self.decision
        if decision is None or card_id is None:
            return ()
        return tuple(option for option in decision.options if option.card == card_id)

    def free_options(self) -> tuple[Option, ...]:
        """The seat's options tied to no card (pass, draw, an attack method …)."""
        decision = self.decision
        if decision is None:
            return ()
        return tuple(option for option in decision.options if option.card is None)

    def cards_with_options(self) -> frozenset[int]:
        """The ids of the cards some option of the seat concerns, and of the cards an option
        takes when dragged onto its card (``args["from"]``: an active DON!! to give)."""
        decision = self.decision
        if decision is None:
            return frozenset()
        ids = {option.card for option in decision.options if option.card is not None}
        observation = self._observation
        sources = {(o.args["from"], o.args.get("from_state")) for o in decision.options if "from" in o.args}
        for zone, state in sources:
            seen = observation.zones.get(zone) if observation is not None else None
            for card in seen.cards if seen is not None else ():
                if card.id is not None and state in (None, card.state):
                    ids.add(card.id)
        return frozenset(ids)

    def option_with_action(self, word: str) -> Option | None:
        """The seat's first option whose action (or key) is ``word``."""
        decision = self.decision
        if decision is None:
            return None
        for option in decision.options:
            if word in (option.action, option.key):
                return option
        return None

    def drop_targets(self, ref: CardRef) -> frozenset[DropTarget]:
        """Where a rules option of the seat puts the card ``ref``, or what it may attack (lit
        while dragging)."""
        targets: set[DropTarget] = set()
        for option in self.options_for_card(ref.id):
            zone = option.args.get("zone")
            if isinstance(zone, str):
                slot = option.args.get("slot")
                targets.add(DropTarget(zone, slot if isinstance(slot, str) else None))
            elif option.action == ATTACK_WORD:
                targets.add(self._attack_target(ref, option))
        for option in self._given_options(ref):
            slot = option.args.get("slot")
            place = slot if isinstance(slot, str) and slot else None
            targets.add(DropTarget(str(option.args["zone"]), place))
        return frozenset(targets)

    def _given_options(self, ref: CardRef) -> list[Option]:
        """The options a card of ``ref``'s zone is dragged onto their card for: an option whose
        ``args["from"]`` names that zone (and ``args["from_state"]`` the card's state, if it
        names one) takes such a card dropped on its ``zone``/``slot`` (ONE PIECE's "give 1
        DON!!": a DON!! of the cost area dragged onto the Leader or a Character)."""
        decision = self.decision
        if decision is None or ref.id is None or self._observation is None:
            return []
        card = self._observation.card(ref.id)
        state = card.state if card is not None else None
        return [
            option
            for option in decision.options
            if option.args.get("from") == ref.zone
            and option.args.get("from_state", state) == state
            and isinstance(option.args.get("zone"), str)
        ]

    def _attack_target(self, ref: CardRef, option: Option) -> DropTarget:
        """Where an attack option points: the defender's slot facing it (``args["target"]``) in
        the defender's side of the attacker's zone; a direct attack at that side as a whole."""
        owner, name = split_key(ref.zone)
        defender = zone_key(1 - (owner if owner is not None else self._viewer), name)
        target = option.args.get("target")
        named = option.args.get("zone")
        if isinstance(named, str):  # the option names the attacked card's place (ONE PIECE)
            slot = option.args.get("slot")
            return DropTarget(named, slot if isinstance(slot, str) and slot else None)
        direct = option.args.get("method") == "direct" or not isinstance(target, str)
        return DropTarget(defender, None if direct else str(target))

    def _attack_drop(self, ref: CardRef, zone: str, slot: str | None) -> list[Option]:
        """The attack options of ``ref`` a drop at ``zone``/``slot`` means: onto a defending
        card's slot, that attack (each of its methods); anywhere else on the defender's side, a
        direct attack."""
        attacks = [o for o in self.options_for_card(ref.id) if o.action == ATTACK_WORD]
        owner, _ = split_key(zone)
        if not attacks or owner is None or owner == split_key(ref.zone)[0]:
            return []
        targets = [(option, self._attack_target(ref, option)) for option in attacks]
        on_card = [o for o, t in targets if t.slot is not None and (t.zone, t.slot) == (zone, slot)]
        return on_card or [o for o, t in targets if t.slot is None]

    # ================================================================== acting
    def start(self) -> None:
        """Show the game (connect the table first): the first observation, or a hand-over.

        A hot-seat game with the privacy screen starts covered: whoever decides first sits
        down before any hand is shown (the other player may be looking at the screen).
        """
        if self._started:
            return
        self._started = True
        # what happened before the game reached this table (a loaded game's past) is not news
        self._chose_at = [len(self.game.observation(seat).log) for seat in (0, 1)]
        if self._autosave is not None:
            self._autosave.lock()
        decision = self.game.decision
        if self.mode is SeatMode.HOT_SEAT and self.privacy and decision is not None:
            self._viewer = decision.player
            self._handover = decision.player
            self._first_seat = True
            self._set_observation(None, force=True)
            self.handover_requested.emit(decision.player)
        self._sync(force=True)

    def close(self) -> None:
        """The table is done with this game: wait for the dummy, write the last autosave."""
        if self._closed:
            return
        self._closed = True
        if self._tasks is not None:
            self._tasks.wait()
        if self._autosave is not None:
            self._autosave.unlock()

    def choose(self, keys: Sequence[str]) -> bool:
        """Answer the seat's decision with the options ``keys`` (in order, for ORDER)."""
        decision = self.decision
        if not self._ready(decision):
            return False
        assert decision is not None
        labels = []
        for key in keys:
            try:
                labels.append(decision.option(key).label)
            except KeyError:
                labels.append(key)
        text = f"{player_name(self._viewer)}: {', '.join(labels)}"
        if decision.kind is DecisionKind.ORDER:
            text = f"{player_name(self._viewer)} orders: {', '.join(labels)}"
        return self._apply(Choice(self._viewer, tuple(keys)), text)

    def choose_option(self, option: Option) -> bool:
        return self.choose((option.key,))

    def answer_number(self, number: int) -> bool:
        """Answer the seat's NUMBER decision."""
        if not self._ready(self.decision):
            return False
        return self._apply(Choice(self._viewer, number=number), f"{player_name(self._viewer)}: {number}")

    def pass_priority(self) -> bool:
        """Take the seat's ``pass`` option (next phase, end the attacks, end the turn …); a seat
        that is only looking hands the table back."""
        if self.looking and self.decision is None:
            return self.hand_over()
        option = next(filter(None, (self.option_with_action(word) for word in NEXT_WORDS)), None)
        if option is None:
            self.action_refused.emit("there is nothing to pass now")
            return False
        return self.choose_option(option)

    def draw(self) -> bool:
        """Draw: the rules' draw option if there is one, else a manual draw."""
        option = self.option_with_action(DRAW_WORD)
        if option is not None:
            return self.choose_option(option)
        return self.manual(ManualAction("draw", amount=1))

    def manual(self, action: ManualAction) -> bool:
        """Take a manual action as the seat in front of the screen."""
        if not self._ready(None, need_decision=False):
            return False
        return self._apply(Choice(self._viewer, manual=action), None)

    def manual_move(
        self, ref: CardRef, zone: str, slot: str | None = None, *, index: int | None = None
    ) -> bool:
        """Move ``ref`` to ``zone`` (at ``slot``, or at ``index``: None is the top) by hand."""
        return self.manual(self._move_action(ref, zone, slot, index))

    def card_action(self, verb: str, ref: CardRef, **fields: Any) -> bool:
        """A manual action on one card: ``flip``, ``state``, ``counter``, ``marker``, ``stat``, ``reveal``."""
        return self.manual(ManualAction(verb, **self._card_fields(ref), **fields))

    def drop(
        self,
        ref: CardRef,
        zone: str,
        slot: str | None = None,
        *,
        force_manual: bool = False,
        manual_fallback: bool = False,
    ) -> DropOutcome:
        """A card dropped on ``zone`` (at ``slot``): take the option that puts it there.

        Args:
            force_manual: move it by hand whatever the rules offer (a modifier key).
            manual_fallback: if no rules option fits, move it by hand instead of refusing
                (the player chose manual mode).

        Returns:
            what happened; a refusal is also emitted as ``action_refused``.
        """
        if not force_manual:
            fitting = [
                option
                for option in self.options_for_card(ref.id)
                if option.args.get("zone") == zone
                and (slot is None or option.args.get("slot") in (slot, None))
            ]
            if not fitting:
                fitting = [
                    option
                    for option in self._given_options(ref)
                    if option.args["zone"] == zone and (slot is None or option.args.get("slot") in (slot, ""))
                ]
            if not fitting:
                fitting = self._attack_drop(ref, zone, slot)
                attacks = any(o.action == ATTACK_WORD for o in self.options_for_card(ref.id))
                if not fitting and attacks and split_key(zone)[0] != split_key(ref.zone)[0]:
                    return self._refuse("drop the attacker on a lit target (the lit side: a direct attack)")
            if len(fitting) == 1:
                applied = self.choose_option(fitting[0])
                return DropOutcome(DropResult.APPLIED if applied else DropResult.REFUSED, fitting[0].label)
            if fitting:
                return DropOutcome(DropResult.CHOOSE, "choose how", tuple(fitting))
            if ref.zone == zone and (slot is None or slot in self._slots_of(ref)):
                return DropOutcome(DropResult.IGNORED)  # dropped back where it lies
        if force_manual or manual_fallback:
            if not self._ready(None, need_decision=False):
                return DropOutcome(DropResult.REFUSED, "wait: the dummy is playing")
            spec = self.spec(zone)
            if spec.slots and slot is None:
                return self._refuse(f"drop it on one of the {spec.label}'s places")
            if ref.zone == zone and (slot is None or (ref.id is not None and self._slots_of(ref) == (slot,))):
                return DropOutcome(DropResult.IGNORED)
            if self.manual_move(ref, zone, slot):
                return DropOutcome(DropResult.MANUAL, f"moved by hand to {self.zone_label(zone)}")
            return DropOutcome(DropResult.REFUSED, "refused")
        return self._refuse(self.why_not(ref, zone, slot))

    def why_not(self, ref: CardRef, zone: str, slot: str | None) -> str:
        """Why no rules option of the seat puts ``ref`` at ``zone``/``slot``, in a player's words."""
        if self._busy:
            return "wait: the dummy is playing"
        if self._handover is not None:
            return "hand the computer over first"
        if self._outcome is not None:
            return "the game is over"
        if self.decision is None:
            waiting = self._observation.waiting_for if self._observation is not None else None
            who = player_name(waiting) if waiting is not None else "the other player"
            return f"it is {who}'s decision now (hold Shift to move the card by hand)"
        if ref.id is None:
            return "that card is face down to you: move it by hand (hold Shift while dropping)"
        reason = self.game.ruleset.why_not(self.game, ref.id, zone, slot)
        return f"{reason} (hold Shift to move it by hand)"

    def hand_over(self) -> bool:
        """Hot-seat: the other player takes the table now (behind the privacy screen), whether
        or not they have a decision; a seat that was only looking hands it back."""
        if self.mode is not SeatMode.HOT_SEAT or not self.privacy:
            self.action_refused.emit("only a hot-seat game with the privacy screen hands the table over")
            return False
        if self._busy or self._handover is not None:
            self.action_refused.emit("the table is being handed over already")
            return False
        if self.looking:
            self._looking = None  # back to whoever must decide
        else:
            self._looking = 1 - self._viewer
        self._sync()
        return True

    def take_seat(self, seat: int) -> bool:
        """The player ``seat`` sat down after a hand-over: show their side."""
        if self._handover is None or seat != self._handover:
            return False
        self._viewer = seat
        self._handover = None
        self._first_seat = False
        self._sync(force=True)
        self.seat_taken.emit(seat)
        return True

    # ------------------------------------------------------------------ history
    def _undo_steps(self) -> int:
        choices = self.game.choices
        if self.mode is not SeatMode.GOLDFISH:
            return 1 if choices else 0
        for back, choice in enumerate(reversed(choices), 1):
            if choice.player == self.seat:
                return back
        return 0

    def undo_consent(self) -> int | None:
        """The seat that must agree before an undo, else ``None``.

        In hot-seat, taking back a choice across a hand-over (made by the other seat, or before
        the table went to the other seat), or past a draw or a reveal (the player has seen a
        card the game had hidden), needs the player who did not ask for it. With one player
        at the screen, taking back a draw or a reveal needs that player's own yes (the seat at
        the screen is returned)."""
        choices = self.game.choices
        decision = self.game.decision
        if not choices or self._handover is not None:
            return None  # (while the table is covered the next player has seen nothing yet)
        if self.mode is not SeatMode.HOT_SEAT:
            return self._viewer if self._undo_shows_hidden() else None
        taker = choices[-1].player
        now = decision.player if decision is not None else self._viewer
        crosses = taker != now or taker != self._viewer
        return 1 - self._viewer if crosses or self._undo_shows_hidden() else None

    def _undo_shows_hidden(self) -> bool:
        """Whether the choices an undo takes back showed a seat at this screen a face the game
        had hidden (a draw, a trigger check, a reveal)."""
        game = self.game
        steps = self._undo_steps()
        start = self._log_at.get(len(game.choices) - steps)
        if start is None:  # a count this table never showed (a loaded game's past)
            earlier = game.fork()
            earlier.undo(steps)
            start = len(earlier.events)
        seats = BOTH_SEATS if self.mode is SeatMode.HOT_SEAT else frozenset((self._viewer,))
        return any(
            _shows_hidden(game, event) and any(known & seats for known in event.known_to)
            for event in game.events[start:]
        )

    def undo(self, *, agreed_by: int | None = None) -> bool:
        """Take back the last choice; in a goldfish game, back to the player's previous decision.

        One ``undo_consent`` names needs ``agreed_by`` that seat. Allowed on a covered table
        too (it shows nothing: the seat that must decide after the undo is asked to sit down,
        or the table uncovers if that is the seat at it)."""
        if not self._ready(None, need_decision=False, while_covered=True):
            return False
        steps = self._undo_steps()
        if steps == 0:
            self.action_refused.emit("nothing to undo")
            return False
        consent = self.undo_consent()
        if consent is not None and agreed_by != consent:
            self.action_refused.emit(
                f"{player_name(consent)} must agree to take back a choice made before the hand-over"
                if consent != self._viewer
                else "say yes first: the moves taken back showed a card the game had hidden"
            )
            return False
        self.game.undo(steps)
        self._set_battle(None)
        noun = "choice" if steps == 1 else "choices"
        if consent == self._viewer:
            self.notes.append(f"{player_name(consent)} took back {steps} {noun} after seeing a hidden card")
        elif consent is not None:
            self.notes.append(
                f"{player_name(1 - consent)} took back {steps} {noun} ({player_name(consent)} agreed)"
            )
        self._after_change("Undone")
        return True

    def redo(self) -> bool:
        """Make again the last choice taken back (and the dummy's answers after it)."""
        if not self._ready(None, need_decision=False, while_covered=True):
            return False
        if not self.game.can_redo():
            self.action_refused.emit("nothing to redo")
            return False
        try:
            self.game.redo()
            dummy = self.dummy
            while dummy is not None and self.game.redo_stack and self.game.redo_stack[-1].player == dummy:
                self.game.redo()
        except EngineError as error:
            self.action_refused.emit(str(error))
            return False
        self._after_change("Redone")
        return True

    # ------------------------------------------------------------------ saving
    def save_data(self, *, snapshot: bool = False) -> dict[str, Any]:
        """The saved form of the game, with the table's own settings under ``"table"``.

        ``snapshot``: with the state at the latest checkpoint, so the file loads without
        replaying every choice (engine/snapshot.py); the autosave goes without, to stay small.
        """
        data = save_game(self.game, snapshot=snapshot)
        data["table"] = {
            "mode": self.mode.value,
            "seat": self.seat,
            "finished": self.game.outcome is not None,
            "title": self.title,
            "turn": self.game.state.turn,
        }
        return data

    def save_to(self, path: Path) -> None:
        """Save the game to ``path`` (JSON, written atomically).

        Raises:
            OSError: the file cannot be written.
        """
        write_atomic(path, json.dumps(self.save_data(snapshot=True), ensure_ascii=False))

    # ================================================================== internals
    def _ready(
        self, decision: Decision | None, *, need_decision: bool = True, while_covered: bool = False
    ) -> bool:
        if self._busy:
            self.action_refused.emit("wait: the dummy is playing")
            return False
        if self._handover is not None and not while_covered:
            self.action_refused.emit(f"hand the computer to {player_name(self._handover)} first")
            return False
        if self.game.decision is None and not while_covered:
            self.action_refused.emit("the game is over (undo to take a move back)")
            return False
        if need_decision and decision is None:
            self.action_refused.emit("there is no decision of yours to answer")
            return False
        return True

    def _refuse(self, message: str) -> DropOutcome:
        self.action_refused.emit(message)
        return DropOutcome(DropResult.REFUSED, message)

    def _apply(self, choice: Choice, label: str | None) -> bool:
        battle = self._battle_of(choice)
        decision = self.decision
        if (
            battle is None
            and self.battle is not None
            and decision is not None
            and (choice.player != self.battle.player or decision.kind is not DecisionKind.ACTION)
        ):
            battle = self.battle  # an answer within the battle
        declared = (self.game.state.turn, self.game.state.phase)
        if self._observation is not None:
            self._chose_at[self._viewer] = len(self._observation.log)
        try:
            self.game.apply(choice)
        except EngineError as error:
            self.action_refused.emit(str(error))
            return False
        self._battle_phase = declared
        self._set_battle(battle)
        self._after_change(label)
        return True

    def _battle_of(self, choice: Choice) -> Battle | None:
        """The attack ``choice`` declares, if it picks an attack option of a visible card."""
        decision = self.decision
        if decision is None or len(choice.keys) != 1 or self._observation is None:
            return None
        try:
            option = decision.option(choice.keys[0])
        except KeyError:
            return None
        if option.card is None or option.action not in (ATTACK_WORD, BLOCK_WORD):
            return None
        for key, zone in self._observation.zones.items():
            for index, card in enumerate(zone.cards):
                if card.id != option.card:
                    continue
                if option.action == BLOCK_WORD:  # the blocker becomes the attack's target
                    if self.battle is None:
                        return None
                    slots = card.slots
                    return replace(self.battle, zone=key, slot=slots[0] if slots else None)
                target = self._attack_target(CardRef(key, index, card.id), option)
                return Battle(option.card, target.zone, target.slot, choice.player)
        return None

    def _set_battle(self, battle: Battle | None) -> None:
        if battle != self.battle:
            self.battle = battle
            self.battle_changed.emit(battle)

    def _slots_of(self, ref: CardRef) -> tuple[str, ...]:
        if self._observation is None or ref.id is None:
            return ()
        card = self._observation.card(ref.id)
        return card.slots if card is not None else ()

    def _move_action(self, ref: CardRef, zone: str, slot: str | None, index: int | None) -> ManualAction:
        slots = (slot,) if slot else ()
        if ref.id is not None:
            return ManualAction("move", card=ref.id, zone=zone, at=index, slots=slots)
        # a hidden card is taken by its place, counted from the top
        return ManualAction(
            "move", from_zone=ref.zone, index=self._from_top(ref), zone=zone, at=index, slots=slots
        )

    def _from_top(self, ref: CardRef) -> int:
        if self._observation is None or ref.index < 0:
            return ref.index
        count = self._observation.zones[ref.zone].count
        return ref.index - count

    def _card_fields(self, ref: CardRef) -> dict[str, Any]:
        if ref.id is not None:
            return {"card": ref.id}
        return {"from_zone": ref.zone, "index": self._from_top(ref)}

    def _after_change(self, label: str | None) -> None:
        events = self.game.events
        if len(events) < self._events_seen:
            self._events_seen = 0 if not events else min(self._events_seen, len(events))
            self._looking = None
        else:
            for event in events[self._events_seen :]:
                if event.kind == "move":
                    self.card_moved.emit(str(event.data.get("from", "")), str(event.data.get("to", "")))
        self._events_seen = len(events)
        if label:
            self.action_taken.emit(label)
        self._sync()

    def _sync(self, *, force: bool = False) -> None:
        """Bring the table in line with the game: seat, observation, outcome, history, dummy."""
        game = self.game
        decision = game.decision
        uncovered = False
        self._log_at[len(game.choices)] = len(game.events)
        if self.battle is not None and self._battle_phase != (game.state.turn, game.state.phase):
            self._set_battle(None)  # the attack phase is over: no arrow into the next turn
        if self._looking is not None and decision is not None and decision.player == self._looking:
            self._looking = None  # the looking seat has a decision now: the usual rules apply
        if self._looking is not None:
            if self._handover is None and self._viewer != self._looking:
                self._cover(self._looking, force=force)
        elif (
            self._handover is not None
            and not self._first_seat
            and (decision is None or decision.player == self._viewer)
        ):
            # an undo or redo while the table was covered gave the decision back to the seat
            # still at the screen: nobody new sits down, so nothing needs covering
            self._handover = None
            uncovered = True
        if (
            self.mode is SeatMode.HOT_SEAT
            and self._looking is None
            and decision is not None
            and decision.player != self._viewer
            and self._handover is None
        ):
            if self.privacy:
                self._cover(decision.player, force=force)
            else:
                self._viewer = decision.player
        if self._handover is None:
            self._set_observation(game.observation(self._viewer), force=force or uncovered)
            if self._observation is not None:
                self._seen_log[self._viewer] = len(self._observation.log)
            if uncovered:
                self.seat_taken.emit(self._viewer)
        if game.outcome != self._outcome:
            self._outcome = game.outcome
            self.game_ended.emit(self._outcome)
        history = (self.can_undo(), self.can_redo())
        if history != self._history or force:
            self._history = history
            self.history_changed.emit(*history)
        if self._autosave is not None:
            self._autosave.write(self.save_data())
        dummy = self.dummy
        if dummy is not None and decision is not None and decision.player == dummy and not self._busy:
            self._play_dummy()

    def _cover(self, seat: int, *, force: bool = False) -> None:
        """Cover the table until ``seat`` sits down."""
        self._handover = seat
        self._set_observation(None, force=force)
        self.handover_requested.emit(seat)

    def _set_observation(self, observation: Observation | None, *, force: bool = False) -> None:
        old = self._observation
        if old is None and observation is None and not force:
            return
        diff: ObservationDiff = FULL if force else diff_observations(old, observation)
        self._observation = observation
        if diff.empty:
            return
        self.observation_changed.emit(observation, diff)
        if diff.decision:
            self.decision_changed.emit(observation.decision if observation is not None else None)

    # ------------------------------------------------------------------ the dummy
    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    def _play_dummy(self) -> None:
        self._set_busy(True)
        if self._tasks is None:
            try:
                count = self._dummy_turns()
            except EngineError as error:
                self._dummy_failed(str(error))
            else:
                self._dummy_done(count)
            return
        self._tasks.submit(self._dummy_turns, self._dummy_done, self._dummy_failed)

    def _dummy_turns(self) -> int:
        """Answer the dummy's decisions until the player must decide (runs on a worker)."""
        game, dummy = self.game, self.dummy
        count = 0
        while count < DUMMY_LIMIT and game.decision is not None and game.decision.player == dummy:
            game.apply(ask(self._agent, game))
            count += 1
        return count

    def _dummy_done(self, count: object) -> None:
        self._set_busy(False)
        game = self.game
        if count == DUMMY_LIMIT and game.decision is not None and game.decision.player == self.dummy:
            self.action_refused.emit(f"the dummy answered {DUMMY_LIMIT} decisions in a row and was stopped")
            self._after_change(None)
            return
        self._after_change(None)

    def _dummy_failed(self, message: str) -> None:
        log.error("the goldfish dummy failed: %s", message)
        self._set_busy(False)
        self.action_refused.emit(f"the dummy could not answer: {message}")
        self._after_change(None)


@dataclass(frozen=True)
class SavedGame:
    """A saved game replayed and ready for a session (built off the GUI thread: no Qt here).

    Attributes:
        game: the game, its choices replayed.
        mode: who sat at the computer.
        seat: the seat at the screen (goldfish: the player's).
        notice: what the player should know about the load (a snapshot that did not hold).
    """

    game: Game
    mode: SeatMode
    seat: int
    notice: str = ""


def _shows_hidden(game: Game, event: Event) -> bool:
    """Whether ``event`` took a card out of a hidden zone (a draw, a trigger check, damage) or
    revealed one: after it, someone has seen a face the game had hidden."""
    if event.kind == "reveal":
        return True
    origin = event.data.get("from")
    return (
        event.kind == "move"
        and isinstance(origin, str)
        and game.spec(origin).visibility is Visibility.HIDDEN
        and any(event.known_to)
    )


def _seen_card(game: Game, event: Event, index: int) -> CardView | None:
    """The card ``event`` names at ``index``, as printed. Its object may have moved on since (a
    trigger-checked card lies face down in the stock), so it is found again by its owner and
    name; the view carries no id, so it cannot tell where that card is now."""
    card = game.get(event.cards[index])
    if card is None:
        zone = event.data.get("to")
        owner = split_key(zone)[0] if isinstance(zone, str) else None
        name = event.names[index]
        matches = [
            c
            for c in game.state.cards.values()
            if (owner is None or c.owner == owner) and game.definition(c.code).name == name
        ]
        if not matches:
            return None
        card = min(matches, key=lambda c: c.id)
    definition = game.definition(card.code)
    return CardView(
        id=None,
        code=card.code,
        name=definition.name,
        type=definition.type,
        face_up=True,
        state="",
        slots=(),
        owner=card.owner,
        controller=card.owner,
        stats=game.ruleset.display_stats(game, card),
        text=definition.text,
        colours=definition.colours,
        manual=definition.manual,
        known=True,
    )


def read_saved_game(data: Any, where: str = "saved game") -> SavedGame:
    """Replay a saved game (``save_data`` form; a plain engine save works too).

    Pure Python and no Qt objects, so a worker thread may run it: a long game's replay
    takes a moment. A game loaded from the save's snapshot is checked against its inputs here
    (``verify``: the snapshot is a cache, the choices are the authority); one that does not
    hold is rebuilt from its choices, and ``notice`` says so.

    Raises:
        SetupError: the data is not a saved game this app can replay.
    """
    notice = ""
    try:
        game = load_game(data, get_ruleset, where=where)
        if isinstance(data, dict) and data.get("snapshot"):
            verdict = verify(game)
            if not verdict:
                game = load_game(data, get_ruleset, where=where, use_snapshot=False)
                notice = (
                    f"{where}: its snapshot did not match its moves ({verdict.reason}); "
                    "the game was rebuilt from its moves."
                )
    except SaveFileError as error:
        raise SetupError(str(error)) from None
    table = data.get("table") if isinstance(data, dict) else None
    table = table if isinstance(table, dict) else {}
    try:
        mode = SeatMode(str(table.get("mode", SeatMode.HOT_SEAT.value)))
    except ValueError:
        mode = SeatMode.HOT_SEAT
    seat = table.get("seat")
    return SavedGame(game, mode, seat if seat in (0, 1) else 0, notice)


def read_saved_file(path: Path) -> SavedGame:
    """``read_saved_game`` of the JSON file ``path``.

    Raises:
        SetupError: the file cannot be read or replayed.
    """
    try:
        data = read_json(path)
    except InputError as error:
        raise SetupError(str(error)) from None
    return read_saved_game(data, where=str(path))


def session_for(saved: SavedGame, **kwargs: Any) -> GameSession:
    """A session for a replayed saved game (in the GUI thread)."""
    kwargs.setdefault("seat", saved.seat)
    return GameSession(saved.game, saved.mode, **kwargs)


def load_session_data(data: Any, **kwargs: Any) -> GameSession:
    """A session for a saved game (``save_data`` form; a plain engine save works too).

    Raises:
        SetupError: the data is not a saved game this app can replay.
    """
    return session_for(read_saved_game(data), **kwargs)


def load_session_file(path: Path, **kwargs: Any) -> GameSession:
    """A session for the saved game in ``path``.

    Raises:
        SetupError: the file cannot be read or replayed.
    """
    return session_for(read_saved_file(path), **kwargs)
