"""The decision protocol: the engine asks, a player answers.

The engine runs until it needs a player's input and then presents a ``Decision``: who
decides, what kind of answer it takes, the legal options, the bounds, and a prompt naming the
rule or card that asks. A ``Choice`` answers it. The GUI, the random agent, the goldfish
dummy, scenario files and tests all play through this one protocol, and the list of choices
is what a saved game stores.

A choice is checked against the decision before anything changes: an illegal choice raises
``IllegalChoiceError`` and leaves the game as it was.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Final

from desktop_app.engine.events import has_attribute_dict
from desktop_app.engine.zones import player_name


class DecisionKind(StrEnum):
    """What kind of answer a decision takes; also how the table presents it.

    ACTION: one of the legal actions (play a card, attack, pass). SELECT: between ``minimum``
    and ``maximum`` distinct options (cards to choose). ORDER: all options, in an order
    (triggered abilities, cards put back). YES_NO: the option ``yes`` or ``no``. NUMBER: an
    integer from ``minimum`` to ``maximum``. SLOT: one named position on the table.
    """

    ACTION = "action"
    SELECT = "select"
    ORDER = "order"
    YES_NO = "yes_no"
    NUMBER = "number"
    SLOT = "slot"


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalChoiceError(EngineError):
    """A choice that does not answer the pending decision; nothing was changed."""


class IllegalActionError(IllegalChoiceError):
    """A manual action that cannot be taken as given; nothing was changed."""


class RulesFaultError(IllegalChoiceError):
    """The rules failed while carrying out a choice (a fault in a game's code or a card's
    script); the game was put back as it was before the choice."""


class GameOverError(EngineError):
    """A choice offered after the game ended."""


@dataclass(frozen=True)
class Option:
    """One legal answer to a decision.

    Attributes:
        key: a stable, readable identifier (``play:12:FC``, ``pass``, ``yes``); a choice
            names options by key, and saved games store keys.
        label: what the player reads (``Play Aria to front centre``).
        action: the option's verb (``play``, ``attack``, ``pass``, ``card``); scenario
            files match steps against it.
        card: the card it concerns, if one (the card to play, the card to choose).
        args: further details (``slot``, ``zone``, ``method``) for matching and display.
    """

    key: str
    label: str
    action: str = ""
    card: int | None = None
    args: Mapping[str, Any] = field(default_factory=dict)

    def __init__(
        self,
        key: str,
        label: str,
        action: str = "",
        card: int | None = None,
        args: Mapping[str, Any] | None = None,
    ) -> None:
        # the dataclass's, written out for the compiled copy as ``Card.__init__`` is, and
        # filled in with one update where an option has an attribute dict, as ``Event`` is
        # (about six options a decision)
        if _OPTION_FILLED:
            self.__dict__.update(
                key=key, label=label, action=action, card=card, args={} if args is None else args
            )
            return
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "label", label)
        object.__setattr__(self, "action", action)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "args", {} if args is None else args)


@dataclass(frozen=True)
class Decision:
    """A question the engine puts to one player.

    Attributes:
        player: who decides (0 or 1).
        kind: what kind of answer it takes.
        prompt: the question, naming the rule or card that asks.
        options: the legal options (empty for a NUMBER decision).
        minimum: the fewest options to select, or the smallest number.
        maximum: the most options to select, or the largest number.
        source: the card whose ability asks, if one.
        rule: the rule that asks (``WS 6.4.1.2``).
        checkpoint: the game can resume its flow at this decision from the state alone, so
            the engine may keep a snapshot here for fast undo (see ``Ruleset.play``).
    """

    player: int
    kind: DecisionKind
    prompt: str
    options: tuple[Option, ...] = ()
    minimum: int = 1
    maximum: int = 1
    source: int | None = None
    rule: str = ""
    checkpoint: bool = False

    def __init__(
        self,
        player: int,
        kind: DecisionKind,
        prompt: str,
        options: tuple[Option, ...] = (),
        minimum: int = 1,
        maximum: int = 1,
        source: int | None = None,
        rule: str = "",
        checkpoint: bool = False,
    ) -> None:
        # the dataclass's, written out for the compiled copy as ``Option.__init__`` is (one a
        # decision)
        if _DECISION_FILLED:
            self.__dict__.update(
                player=player,
                kind=kind,
                prompt=prompt,
                options=options,
                minimum=minimum,
                maximum=maximum,
                source=source,
                rule=rule,
                checkpoint=checkpoint,
            )
            return
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "prompt", prompt)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "minimum", minimum)
        object.__setattr__(self, "maximum", maximum)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "checkpoint", checkpoint)

    def offers_choice(self) -> bool:
        """Whether more than one answer is possible (a decision with a single legal answer
        is still asked, so the player sees it, but nobody could answer it otherwise)."""
        if self.kind is DecisionKind.NUMBER:
            return self.minimum < self.maximum
        if self.kind is DecisionKind.SELECT:
            return self.minimum < self.maximum or len(self.options) > self.minimum
        return len(self.options) > 1

    def option(self, key: str) -> Option:
        for option in self.options:
            if option.key == key:
                return option
        raise KeyError(key)

    def keys(self) -> tuple[str, ...]:
        return tuple([option.key for option in self.options])

    def validate(self, choice: Choice) -> None:
        """Raise ``IllegalChoiceError`` unless ``choice`` answers this decision."""
        who = player_name(self.player)
        if choice.manual is not None:
            return  # manual actions are checked by the engine, not against the decision
        if choice.player != self.player:
            raise IllegalChoiceError(
                f"{player_name(choice.player)} cannot answer this: {who} must decide ({self.prompt})"
            )
        if self.kind is DecisionKind.NUMBER:
            if choice.number is None or choice.keys:
                raise IllegalChoiceError(f"{self.prompt}: answer with a number")
            if not self.minimum <= choice.number <= self.maximum:
                raise IllegalChoiceError(
                    f"{self.prompt}: {choice.number} is not between {self.minimum} and {self.maximum}"
                )
            return
        if choice.number is not None:
            raise IllegalChoiceError(f"{self.prompt}: answer with options, not a number")
        keys = choice.keys
        if len(keys) == 1:  # most answers: found by a scan, without a set of every option's key
            unknown = [] if any(option.key == keys[0] for option in self.options) else list(keys)
        else:
            known = {option.key for option in self.options}
            unknown = [key for key in keys if key not in known]
        if unknown:
            raise IllegalChoiceError(f"{self.prompt}: {', '.join(unknown)} is not a legal choice now")
        if len(set(choice.keys)) != len(choice.keys):
            raise IllegalChoiceError(f"{self.prompt}: an option is chosen twice")
        if self.kind is DecisionKind.ORDER:
            if len(choice.keys) != len(self.options):
                raise IllegalChoiceError(f"{self.prompt}: order all {len(self.options)} options")
            return
        if self.kind is DecisionKind.SELECT:
            if not self.minimum <= len(choice.keys) <= self.maximum:
                bounds = (
                    f"exactly {self.minimum}"
                    if self.minimum == self.maximum
                    else f"from {self.minimum} to {self.maximum}"
                )
                raise IllegalChoiceError(f"{self.prompt}: choose {bounds}, not {len(choice.keys)}")
            return
        if len(choice.keys) != 1:
            raise IllegalChoiceError(f"{self.prompt}: choose exactly one option")


@dataclass(frozen=True)
class ManualAction:
    """A tabletop action taken by hand, outside the rules (the manual escape hatch).

    Verbs and the fields they use:
        ``move``: ``card`` (or a hidden card by its place: ``from_zone`` + ``index``, -1 the
        top, 0 the bottom) to ``zone``, at ``at`` in an ordered zone (None or -1: on top,
        0: at the bottom) or at ``slots``, optionally ``face_up`` and ``state``. ``flip``: ``card``.
        ``state``: ``card`` to ``state``. ``counter``: ``card``, ``name``, ``amount``
        (added, may be negative). ``marker``: ``card``, ``name``, ``amount`` 1 adds, 0
        removes. ``stat``: ``card``, ``name`` (power, soul, …), ``amount`` until the end of
        the turn. ``reveal``: ``card`` to both players. ``shuffle``: ``zone``. ``draw``:
        ``amount`` cards for the acting player. ``roll``: a die of ``amount`` sides.
        ``coin``: flip a coin. ``value``: add ``amount`` to the game counter ``name``
        (``p2.life``). ``concede``: the acting player loses (WS 1.2.4).
    """

    verb: str
    card: int | None = None
    from_zone: str | None = None
    index: int | None = None
    zone: str | None = None
    at: int | None = None
    slots: tuple[str, ...] = ()
    face_up: bool | None = None
    state: str | None = None
    name: str | None = None
    amount: int = 0

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"verb": self.verb}
        for name in ("card", "from_zone", "index", "zone", "at", "face_up", "state", "name"):
            value = getattr(self, name)
            if value is not None:
                data[name] = value
        if self.slots:
            data["slots"] = list(self.slots)
        if self.amount:
            data["amount"] = self.amount
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ManualAction:
        fields = dict(data)
        if "slots" in fields:
            fields["slots"] = tuple(fields["slots"])
        return cls(**fields)


@dataclass(frozen=True)
class Choice:
    """A player's answer: option keys, a number, or a manual action.

    Attributes:
        player: who answers (0 or 1).
        keys: the chosen option keys (one for ACTION, YES_NO and SLOT; several for SELECT;
            all, in order, for ORDER).
        number: the answer to a NUMBER decision.
        manual: a manual tabletop action instead of an answer; the pending decision stays
            pending (and is asked again, with options brought up to date).
    """

    player: int
    keys: tuple[str, ...] = ()
    number: int | None = None
    manual: ManualAction | None = None

    def __init__(
        self,
        player: int,
        keys: tuple[str, ...] = (),
        number: int | None = None,
        manual: ManualAction | None = None,
    ) -> None:
        # the dataclass's, written out for the compiled copy as ``Card.__init__`` is (one a
        # decision)
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "keys", keys)
        object.__setattr__(self, "number", number)
        object.__setattr__(self, "manual", manual)

    @classmethod
    def pick(cls, player: int, *keys: str) -> Choice:
        return cls(player, tuple(keys))

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"p": self.player}
        if self.keys:
            data["k"] = list(self.keys)
        if self.number is not None:
            data["n"] = self.number
        if self.manual is not None:
            data["m"] = self.manual.to_json()
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Choice:
        manual = data.get("m")
        return cls(
            player=int(data["p"]),
            keys=tuple(str(k) for k in data.get("k", ())),
            number=data.get("n"),
            manual=ManualAction.from_json(manual) if manual is not None else None,
        )


@dataclass(frozen=True)
class Answer:
    """What the game's flow receives for a decision: the chosen options, or a number."""

    options: tuple[Option, ...] = ()
    number: int | None = None

    def __init__(self, options: tuple[Option, ...] = (), number: int | None = None) -> None:
        # the dataclass's, written out for the compiled copy as ``Card.__init__`` is (one a
        # decision)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "number", number)

    @property
    def option(self) -> Option:
        return self.options[0]

    @property
    def key(self) -> str:
        return self.options[0].key


#: Sent into a suspended flow after a manual action changed the state under a pending
#: decision: the flow builds its decision again from the new state.
REFRESH = Answer(number=-1)


#: see ``Option.__init__`` and ``Decision.__init__`` (``Final`` as ``events._FILLED`` is)
_OPTION_FILLED: Final = has_attribute_dict(Option)
_DECISION_FILLED: Final = has_attribute_dict(Decision)
