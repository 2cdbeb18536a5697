"""Card definitions (what is printed) and card instances (a card in a game).

Both are immutable. A change to a card in play replaces its ``Card`` value in the game state,
which makes snapshots cheap (undo keeps references, never copies) and keeps every piece of
state comparable with ``==``.

A card that changes zone becomes a new object (WS 3.1.4, OP 3-1-6, FoW 302.3, L&L 4.1.5): it
gets a new ``id``, so effects bound to the old object stop applying by themselves, and no seat
can follow a card through a hidden zone by its id. A game keeps the id only where its rules
say so (a WS slot-to-slot move, an L&L circle-to-circle move, a FoW J-ruler between field and
ruler area).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from desktop_app.engine.abilities import Ability

#: A printed value: a number, a word, a list of words, or nothing (a missing field).
StatValue = int | str | tuple[str, ...] | None


@dataclass(frozen=True, eq=False)
class CardDef:
    """What is printed on a card, as the game reads it.

    Attributes:
        code: the card's code, unique within its game (``DM/W01-001``, ``OP01-016``).
        name: the card's name, used for copy limits and name references.
        type: the game's card type in lower case (``character``, ``climax``, ``leader``).
        colours: the card's colours or attributes, lower case.
        stats: the game's printed values (``level``, ``cost``, ``power``, ``traits``, …).
        text: the printed ability text, kept for display.
        abilities: the card's abilities, parsed from its card script.
        manual: the printed abilities the player carries out by hand, as printed (those no
            script expresses, and scripted ones marked not automated); the table marks them.
        record: the card record this definition was made from (saved with games, so a
            saved game does not depend on the card database).
    """

    code: str
    name: str
    type: str
    colours: tuple[str, ...] = ()
    stats: dict[str, StatValue] = field(default_factory=dict)
    text: str = ""
    abilities: tuple[Ability, ...] = ()
    manual: tuple[str, ...] = ()
    record: Mapping[str, Any] = field(default_factory=dict)

    @property
    def names(self) -> tuple[str, ...]:
        """Its name and those its text gives it (an ability's ``also_named``: "Also treat this
        card's name as …", OP 2-1-3, in every area), which name references read."""
        return (self.name, *(str(a.params["also_named"]) for a in self.abilities if "also_named" in a.params))

    @property
    def automated(self) -> bool:
        """Whether every ability the card has is carried out by the engine."""
        return not self.manual

    def stat(self, name: str, default: StatValue = None) -> StatValue:
        """A printed value; a missing field reads as ``default`` (WS M 2.19, L&L 1.3.6)."""
        return self.stats.get(name, default)

    def number(self, name: str) -> int:
        """A printed number; missing or non-numeric reads as 0."""
        value = self.stats.get(name)
        return value if isinstance(value, int) else 0

    def words(self, name: str) -> tuple[str, ...]:
        """A printed list of words (traits, types, trigger icons); missing reads as empty."""
        value = self.stats.get(name)
        if isinstance(value, tuple):
            return value
        if isinstance(value, str) and value:
            return (value,)
        return ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardDef) and self.code == other.code and self.record == other.record

    def __hash__(self) -> int:
        return hash(self.code)

    def __reduce__(self) -> tuple[Callable[..., CardDef], tuple[Any, ...]]:  # ``type`` is a field here
        """Pickled as its fields, rebuilt by the constructor: a ``simulate --jobs`` worker
        receives the card definitions so, and a compiled copy of this class (the optional
        mypyc build) cannot be restored field by field as a frozen dataclass otherwise is."""
        return (CardDef, tuple(getattr(self, f.name) for f in fields(self)))


@dataclass(frozen=True, slots=True)
class Card:
    """One card object in a game.

    Attributes:
        id: the object's id; a new one on every zone change unless the rules keep it.
        code: the code of its ``CardDef``.
        owner: the player who brought it (0 or 1).
        controller: the player who controls it now.
        zone: the key of the zone it is in (``p1.hand``, ``p2.stage``, ``chase``).
        slots: the named positions it occupies in a zone with slots (several for a card
            spanning circles); empty elsewhere.
        face_up: whether its face is up.
        state: its orientation in the game's words (``stand``, ``rest``, ``reverse``,
            ``active``, ``recovered``); empty where the zone gives none.
        counters: named counters on it (``+100/+100``, ``astral``, ``mana``).
        markers: named markers a player or rule has put on it.
        attached_to: the id of the card it is attached to or under (a given DON!!, an
            addition, a Soul card), if any.
        revealed_to: players who may see its face although its zone or face hides it.
        entered: the timestamp at which it entered its zone (WS 8.9.1.5, FoW 909.3).
        side: which face is up on a double-faced card (0 is the front).
        token: a token, which stops existing when it leaves its zone.
    """

    id: int
    code: str
    owner: int
    controller: int
    zone: str
    slots: tuple[str, ...] = ()
    face_up: bool = True
    state: str = ""
    counters: Mapping[str, int] = field(default_factory=dict)
    markers: frozenset[str] = frozenset()
    attached_to: int | None = None
    revealed_to: frozenset[int] = frozenset()
    entered: int = 0
    side: int = 0
    token: bool = False

    def __init__(
        self,
        id: int,
        code: str,
        owner: int,
        controller: int,
        zone: str,
        slots: tuple[str, ...] = (),
        face_up: bool = True,
        state: str = "",
        counters: Mapping[str, int] | None = None,
        markers: frozenset[str] = frozenset(),
        attached_to: int | None = None,
        revealed_to: frozenset[int] = frozenset(),
        entered: int = 0,
        side: int = 0,
        token: bool = False,
    ) -> None:
        # what the dataclass would write (``counters``' default a new dict), written here so
        # the compiled copy compiles it: there a dataclass's own ``__init__`` stays interpreted
        # and sets each field through the generic ``object.__setattr__`` (about three cards
        # a decision); ``tests/test_engine_speed.py`` checks it against the fields
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "owner", owner)
        object.__setattr__(self, "controller", controller)
        object.__setattr__(self, "zone", zone)
        object.__setattr__(self, "slots", slots)
        object.__setattr__(self, "face_up", face_up)
        object.__setattr__(self, "state", state)
        object.__setattr__(self, "counters", {} if counters is None else counters)
        object.__setattr__(self, "markers", markers)
        object.__setattr__(self, "attached_to", attached_to)
        object.__setattr__(self, "revealed_to", revealed_to)
        object.__setattr__(self, "entered", entered)
        object.__setattr__(self, "side", side)
        object.__setattr__(self, "token", token)

    def counter(self, name: str) -> int:
        return self.counters.get(name, 0)

    def __reduce__(self) -> tuple[type[Card], tuple[Any, ...]]:
        """Pickled as its fields, rebuilt by the constructor, as ``CardDef`` is."""
        return (Card, tuple(getattr(self, f.name) for f in fields(self)))

    def renewed(self, new_id: int) -> Card:
        """This card as a new object with id ``new_id``, shown to nobody (what a shuffle makes
        of every card: ``replace(card, id=new_id, revealed_to=frozenset())``)."""
        return self.changed(id=new_id, revealed_to=frozenset())

    def changed(
        self,
        *,
        id: int | None = None,
        zone: str | None = None,
        slots: tuple[str, ...] | None = None,
        face_up: bool | None = None,
        state: str | None = None,
        revealed_to: frozenset[int] | None = None,
    ) -> Card:
        """``dataclasses.replace(card, …)`` of the fields named, built directly: ``replace`` is
        interpreted and looks every field up by name (about 7 µs against 1 in the compiled copy;
        a card turned, a shuffle, a leaving card read as it was). A new field must be copied
        here too (``tests/test_engine_speed.py`` checks)."""
        return Card(
            id=self.id if id is None else id,
            code=self.code,
            owner=self.owner,
            controller=self.controller,
            zone=self.zone if zone is None else zone,
            slots=self.slots if slots is None else slots,
            face_up=self.face_up if face_up is None else face_up,
            state=self.state if state is None else state,
            counters=self.counters,
            markers=self.markers,
            attached_to=self.attached_to,
            revealed_to=self.revealed_to if revealed_to is None else revealed_to,
            entered=self.entered,
            side=self.side,
            token=self.token,
        )


def ability_lines(text: str) -> tuple[str, ...]:
    """The abilities of printed ``text``, one a line, without reminder-only lines (whole lines
    in parentheses): what a card whose text has no script leaves to the player."""
    lines = (line.strip() for line in text.splitlines())
    return tuple(line for line in lines if line and not (line.startswith("(") and line.endswith(")")))
