"""State snapshots as JSON: a cache that lets a saved game load without replaying every choice.

A saved game holds its inputs (``serialize.py``); the game is a function of them. A snapshot
is the state and log at the game's latest checkpoint, written beside the inputs so that
loading can restore it and replay only the choices after it. It is a cache and never the
authority: a snapshot from another rules version, one that does not decode, or one after
which the flow does not resume at the recorded decision is ignored and the game is replayed
in full; ``serialize.verify`` replays any loaded game from its inputs and compares.

The encoding is plain JSON with a few tags: a JSON list decodes to a tuple (the state holds
only immutable values), ``{"$fs": [...]}`` is a frozenset, ``{"$d": [[key, value], ...]}`` a
dict with non-text keys, and ``{"$t": name, ...}`` one of the engine's dataclasses. Only
those known types are built: data never names code to run.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from desktop_app.engine.abilities import Ability
from desktop_app.engine.cards import Card
from desktop_app.engine.events import Event
from desktop_app.engine.state import Effect, GameState, Outcome, PendingTrigger, StackObject

#: the dataclasses a snapshot may hold, by name; games add theirs with ``register``
TYPES: dict[str, type[Any]] = {
    t.__name__: t for t in (Card, Effect, PendingTrigger, StackObject, Ability, Outcome, Event)
}


def register(kind: type[Any]) -> type[Any]:
    """Let snapshots hold ``kind``, a frozen dataclass of a game's state (a class decorator).

    Raises:
        ValueError: another type already has that name.
    """
    if not dataclasses.is_dataclass(kind):
        raise ValueError(f"{kind.__name__} is not a dataclass")
    known = TYPES.setdefault(kind.__name__, kind)
    if known is not kind:
        raise ValueError(f"a snapshot type named {kind.__name__} is registered already")
    return kind


class SnapshotError(ValueError):
    """A snapshot that cannot be decoded (the game is then replayed from its inputs)."""


#: decoded values nest at most so deep (decoding refuses deeper ones as it meets them, so a
#: hostile snapshot cannot exhaust the stack, and no separate walk over the log is needed)
MAX_DEPTH = 64


def encode(value: Any) -> Any:
    """A JSON-ready form of an immutable state value."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (tuple, list)):
        return [encode(v) for v in value]
    if isinstance(value, frozenset):
        return {"$fs": sorted((encode(v) for v in value), key=repr)}
    if isinstance(value, Mapping):
        if all(isinstance(k, str) and not k.startswith("$") for k in value):
            return {k: encode(v) for k, v in value.items()}
        return {"$d": [[encode(k), encode(v)] for k, v in value.items()]}
    name = type(value).__name__
    if dataclasses.is_dataclass(value) and TYPES.get(name) is type(value):
        fields = {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return {"$t": name, **fields}
    raise SnapshotError(f"cannot snapshot a {name}")


#: the types of JSON's plain values, which decode to themselves
_PLAIN = frozenset({type(None), bool, int, float, str})


def decode(data: Any, depth: int = 0) -> Any:
    """The inverse of ``encode``; ``SnapshotError`` past ``MAX_DEPTH`` levels of nesting."""
    if type(data) in _PLAIN:
        return data
    if depth >= MAX_DEPTH:
        raise SnapshotError(f"a value nests more than {MAX_DEPTH} deep")
    depth += 1
    if isinstance(data, list):
        if _PLAIN.issuperset(map(type, data)):  # most lists in a log: slots, ids, names
            return tuple(data)
        return tuple(decode(v, depth) for v in data)
    if isinstance(data, dict):
        if "$fs" in data:
            return frozenset(decode(v, depth) for v in data["$fs"])
        if "$d" in data:
            return {decode(k, depth): decode(v, depth) for k, v in data["$d"]}
        if "$t" in data:
            kind = TYPES.get(str(data["$t"]))
            if kind is None:
                raise SnapshotError(f"unknown snapshot type {data['$t']!r}")
            fields = {k: decode(v, depth) for k, v in data.items() if k != "$t"}
            try:
                return kind(**fields)
            except TypeError as error:
                raise SnapshotError(f"bad {data['$t']}: {error}") from None
        return {k: decode(v, depth) for k, v in data.items()}
    raise SnapshotError(f"unexpected {type(data).__name__} in a snapshot")


def encode_events(events: list[Event]) -> list[list[Any]]:
    """The log in a compact form: one list per event (logs run to thousands of events)."""
    return [
        [
            e.kind,
            e.text,
            e.player,
            list(e.cards),
            list(e.names),
            [sorted(k) for k in e.known_to],
            encode(e.data) if e.data else None,
            e.manual,
            e.rule,
        ]
        for e in events
    ]


#: the sets of players who may know a card, one object each, shared by every decoded event
#: (a 2,000-choice log holds thousands; fewer objects load faster and hold less)
_KNOWN = {(): frozenset(), (0,): frozenset({0}), (1,): frozenset({1}), (0, 1): frozenset({0, 1})}
#: ``known_to`` of an event naming one card, shared likewise
_ONE_KNOWN = {known: (known,) for known in _KNOWN.values()}


def decode_events(rows: Any) -> list[Event]:
    """The inverse of ``encode_events``; each column of each row is checked for its type."""
    events: list[Event] = []
    append = events.append
    try:
        for number, (kind, text, player, cards, names, known, data, manual, rule) in enumerate(rows, 1):
            cards, names = tuple(cards), tuple(names)
            sets = []
            for players in known:
                players = tuple(players)
                for p in players:
                    if type(p) is not int:
                        raise _WrongType(number)
                shared = _KNOWN.get(players)
                sets.append(frozenset(players) if shared is None else shared)
            decoded = _decode_data(data) if data else {}
            if not (
                type(kind) is str
                and type(text) is str
                and type(rule) is str
                and player in (None, 0, 1)
                and isinstance(decoded, dict)
            ):
                raise _WrongType(number)
            for card in cards:
                if type(card) is not int:
                    raise _WrongType(number)
            for name in names:
                if type(name) is not str:
                    raise _WrongType(number)
            known_to = _ONE_KNOWN.get(sets[0], (sets[0],)) if len(sets) == 1 else tuple(sets)
            append(Event(kind, text, player, cards, names, known_to, decoded, bool(manual), rule))
    except _WrongType as wrong:
        raise SnapshotError(f"bad log: event {wrong.args[0]} has a field of the wrong type") from None
    except (TypeError, ValueError) as error:
        raise SnapshotError(f"bad log: {error}") from None
    return events


class _WrongType(Exception):
    """An event of a snapshot's log with a field of the wrong type (its number)."""


def _decode_data(data: Any) -> Any:
    """``decode(data, 1)`` for an event's details, quicker for the usual plain table of plain
    values and lists of them (a move's slots)."""
    if type(data) is not dict or "$fs" in data or "$d" in data or "$t" in data:
        return decode(data, 1)
    return {
        key: value
        if type(value) in _PLAIN
        else tuple(value)
        if type(value) is list and _PLAIN.issuperset(map(type, value))
        else decode(value, 2)
        for key, value in data.items()
    }


def encode_state(state: GameState) -> dict[str, Any]:
    return {f.name: encode(getattr(state, f.name)) for f in dataclasses.fields(state)}


def decode_state(data: Mapping[str, Any]) -> GameState:
    """A ``GameState`` from ``encode_state``; its containers are mutable again."""
    try:
        fields = {name: decode(value) for name, value in data.items()}
        fields["cards"] = {int(k): v for k, v in fields["cards"].items()}
        fields["zones"] = {k: list(v) for k, v in fields["zones"].items()}
        fields["values"] = dict(fields["values"])
        fields["flags"] = dict(fields["flags"])
        fields["effects"] = list(fields["effects"])
        fields["pending"] = list(fields["pending"])
        fields["stack"] = list(fields.get("stack", ()))
        return GameState(**fields)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise SnapshotError(f"bad state: {error}") from None
