"""The game state: every card, every zone, the turn, and the rules' bookkeeping.

The state is a plain container of immutable values (``Card`` objects, tuples, strings,
numbers). Rules code changes it only through the ``Game`` operations, which also emit the
events. ``clone`` copies the containers and shares the values, so a snapshot costs a few
dictionary copies; that is what makes snapshots for undo and all-or-nothing cost payment
cheap.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from desktop_app.engine.cards import Card


class Termination(StrEnum):
    """Why a game ended, as a kind (the ``Outcome``'s ``reason`` says it in words)."""

    LOSS_CONDITION = "loss_condition"  # a game's own loss condition (WS level 4, L&L no gate)
    DECK_OUT = "deck_out"  # no cards to draw or refresh (WS 9.4.1, OP 9-2-1-2, FoW 1202.1b)
    LIFE = "life"  # damage at 0 Life, life 0 or less (OP 9-2-1-1, FoW 1202.1a)
    BOTH_LOSE = "both_lose"  # both players lose at once: a draw (WS 1.2.3, OP 9-2-1-3)
    EFFECT = "effect"  # a card's effect wins or loses the game (WS 1.2.5)
    CONCESSION = "concession"  # a player conceded (WS 1.2.4, OP 1-2-3)
    LOOP = "loop"  # a loop nobody can stop: a draw (WS 11.1.1.1, OP 11-1, FoW 1301, L&L 12.1)
    TURN_LIMIT = "turn_limit"  # the game option turn_limit was reached: a draw


@dataclass(frozen=True)
class Outcome:
    """How a game ended.

    Attributes:
        winner: the winning player, or ``None`` for a draw.
        reason: why, in words (``P2 has 4 cards in the level zone``).
        rule: the rule that ended it (``WS 9.4``).
        termination: why, as a kind.
    """

    winner: int | None
    reason: str
    rule: str = ""
    termination: str = Termination.LOSS_CONDITION

    @property
    def draw(self) -> bool:
        return self.winner is None

    def describe(self) -> str:
        if self.winner is None:
            return f"Draw: {self.reason}"
        return f"P{self.winner + 1} wins: {self.reason}"


@dataclass(frozen=True)
class Effect:
    """A continuous effect created by a resolved ability or a manual action.

    Attributes:
        id: unique within the game.
        kind: what it does (``stat``: change a value; ``grant``: give an ability or keyword;
            ``set``: set a value; ``flag``: a rule switch such as "cannot attack").
        targets: the card objects it applies to (WS 8.9.2: a locked set); empty with a
            ``selector`` for a live set (FoW 909.4).
        stat: the value it changes or the keyword it grants.
        amount: how much it adds, or the value it sets.
        value: a non-numeric payload (a granted ability's index, a set word).
        until: when it ends (``end_of_turn``, ``end_of_battle``, ``end_of_opponent_turn``,
            ``end_of_your_next_turn``, ``end_of_next_turn``, ``start_of_your_turn``, ``game``),
            read by the game's
            clean-up steps.
        controller: the player whose ability created it.
        source: the card whose ability created it, if one.
        timestamp: when it was created (layer order, WS 8.9.1.5, FoW 909.3).
        layer: its layer in the game's order of continuous effects.
        selector: a card-script selector for a live set of cards.
        turn: the turn it was created in.
        manual: created by a manual action.
    """

    id: int
    kind: str
    stat: str
    amount: int = 0
    value: Any = None
    targets: tuple[int, ...] = ()
    until: str = "end_of_turn"
    controller: int = 0
    source: int | None = None
    timestamp: int = 0
    layer: int = 0
    selector: Any = None
    turn: int = 0
    manual: bool = False


@dataclass(frozen=True)
class PendingTrigger:
    """A triggered ability waiting to be played at the next check timing.

    Attributes:
        id: unique within the game.
        card: the id of the card whose ability triggered, as it was when it triggered.
        code: that card's code (the card may have moved since; WS 8.7.7, FoW 906.10).
        ability: the index of the ability in the card's definition, or -1 for a rule
            trigger named by ``name``.
        controller: the player who plays it.
        name: a readable name for the prompt and log.
        event: details of the event that triggered it (the card that moved, the attacker).
        order: the order it triggered in.
        batch: the abilities that triggered together share a batch (those primed by the same
            action, or while the same ability resolved): OP 8-6 plays batches in order.
    """

    id: int
    card: int
    code: str
    ability: int
    controller: int
    name: str
    event: Mapping[str, Any] = field(default_factory=dict)
    order: int = 0
    batch: int = 0

    def __init__(
        self,
        id: int,
        card: int,
        code: str,
        ability: int,
        controller: int,
        name: str,
        event: Mapping[str, Any] | None = None,
        order: int = 0,
        batch: int = 0,
    ) -> None:
        # the dataclass's, written out for the compiled copy as ``Card.__init__`` is
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "ability", ability)
        object.__setattr__(self, "controller", controller)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "event", {} if event is None else event)
        object.__setattr__(self, "order", order)
        object.__setattr__(self, "batch", batch)


@dataclass(frozen=True)
class StackObject:
    """A spell or ability waiting on the stack (FoW 903.2b: the chase) until both players
    pass in a row (``desktop_app.engine.kernel.passes``).

    Attributes:
        id: unique within the game.
        controller: the player who played it.
        name: what both seats read (a card on the stack is public: FoW 601.2).
        card: the card that is the object (a spell on the chase), if one.
        source: the card whose ability it is, if one (it may have moved since).
        code: the source's or card's code (its last known identity, FoW 906.7).
        ability: the index of the ability it plays, or -1 for the card's own resolution.
        targets: the objects it targets (checked again on resolution, FoW 903.3a).
        modes: the modes chosen (FoW 903.2c).
        x: the value chosen for X, if any (FoW 903.2d).
        paid: what was paid, for effects that read it ("if X or more was paid").
    """

    id: int
    controller: int
    name: str
    card: int | None = None
    source: int | None = None
    code: str = ""
    ability: int = -1
    targets: tuple[int, ...] = ()
    modes: tuple[int, ...] = ()
    x: int | None = None
    paid: Mapping[str, Any] = field(default_factory=dict)


@dataclass
class GameState:
    """Everything a game's rules need to carry on from here.

    Attributes:
        cards: every card object in the game, by id.
        zones: card ids per zone instance, bottom first.
        next_id: the next object id to hand out.
        rng: the random generator's state.
        turn: the turn number, 1 for the first turn (0 during set-up).
        turn_player: whose turn it is.
        first_player: who took the first turn.
        phase: the current phase in the game's words (``setup``, ``main``, ``attack``).
        step: the current step within the phase, if the game names one.
        values: counters of the game and its players (``p1.life``, ``p1.refresh_points``).
        flags: other bookkeeping, as immutable values (``attacks_this_turn``, the current
            battle); games document their keys.
        effects: continuous effects in force.
        pending: triggered abilities waiting for a check timing.
        outcome: how the game ended, once it has.
        timestamp: a clock that ticks at each zone entry and each new effect.
        trigger_batch: the batch abilities triggering now join (``PendingTrigger.batch``);
            the kernel starts a new one each time a check timing plays an ability.
        work: the work done since the last decision that offered a real choice
            (``Game.spend``).
        stack: spells and abilities waiting to resolve, the top last (FoW's chase).
    """

    cards: dict[int, Card] = field(default_factory=dict)
    zones: dict[str, list[int]] = field(default_factory=dict)
    next_id: int = 1
    rng: int = 0
    turn: int = 0
    turn_player: int = 0
    first_player: int = 0
    phase: str = "setup"
    step: str = ""
    values: dict[str, int] = field(default_factory=dict)
    flags: dict[str, Any] = field(default_factory=dict)
    effects: list[Effect] = field(default_factory=list)
    pending: list[PendingTrigger] = field(default_factory=list)
    outcome: Outcome | None = None
    timestamp: int = 0
    trigger_batch: int = 0
    work: int = 0
    stack: list[StackObject] = field(default_factory=list)

    def clone(self) -> GameState:
        """A copy that shares the immutable values and copies the containers."""
        return GameState(
            cards=dict(self.cards),
            zones={key: list(ids) for key, ids in self.zones.items()},
            next_id=self.next_id,
            rng=self.rng,
            turn=self.turn,
            turn_player=self.turn_player,
            first_player=self.first_player,
            phase=self.phase,
            step=self.step,
            values=dict(self.values),
            flags=dict(self.flags),
            effects=list(self.effects),
            pending=list(self.pending),
            outcome=self.outcome,
            timestamp=self.timestamp,
            trigger_batch=self.trigger_batch,
            work=self.work,
            stack=list(self.stack),
        )

    def new_id(self) -> int:
        value = self.next_id
        self.next_id += 1
        return value

    def tick(self) -> int:
        self.timestamp += 1
        return self.timestamp
