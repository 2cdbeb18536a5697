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
those known types are built: data never names code to run. The log has a compact form of
its own (``encode_log``), since it is most of a long game's snapshot.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from typing import Any

from desktop_app.engine.abilities import Ability
from desktop_app.engine.cards import Card
from desktop_app.engine.events import KNOWN_TEXT, Event
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


#: the sets of players who may know a card, one object each, shared by every decoded event
#: (a 2,000-choice log holds thousands; fewer objects load faster and hold less)
_KNOWN = {(): frozenset(), (0,): frozenset({0}), (1,): frozenset({1}), (0, 1): frozenset({0, 1})}
#: the same sets by ``encode_log``'s seat bits
_BY_BITS = {0: _KNOWN[()], 1: _KNOWN[(0,)], 2: _KNOWN[(1,)], 3: _KNOWN[(0, 1)]}
#: ``known_to`` of an event naming one card, shared likewise, and by seat bits
_ONE_KNOWN = {known: (known,) for known in _KNOWN.values()}
_ONE_BY_BITS: dict[int, tuple[frozenset[int], ...]] = {
    bits: _ONE_KNOWN[known] for bits, known in _BY_BITS.items()
}


def encode_log(events: Sequence[Event]) -> dict[str, Any]:
    """The log in its compact form: logs run to thousands of events that repeat a few hundred
    texts and values, and this form reads in about half the time of one row of nine columns
    per event (``decode_events``; docs/benchmarks.md)::

        {"strings": [text, ...],
         "heads": [[kind, text, player, manual, rule, [key, ...], cards], ...],
         "values": [value, ...],
         "events": [[head, card id, ..., name, ..., seats, ..., value, ...], ...]}

    Every text (kinds, log lines, rules, details' keys, card names) is written once, in
    ``strings``, and named by its place there; so is every value of an event's details, in
    ``values`` (``encode``d). A head is what the events of one line share: its texts, its
    player, whether it was manual, its details' keys and how many cards it names. An event is
    a flat list: its head, then for each card its id, then each card's name, then who may
    know each card (``seats``: 1 P1, 2 P2, 3 both, 0 neither), then its details' values.
    """
    strings: dict[str, int] = {}
    heads: dict[tuple[Any, ...], int] = {}
    values: dict[Any, int] = {}
    encoded: list[Any] = []

    def text(item: str) -> int:
        if type(item) is not str:
            raise SnapshotError(f"cannot snapshot a log text {item!r:.40}")
        return strings.setdefault(item, len(strings))

    def value(item: Any) -> int:
        # keyed by type too (True, 1 and 1.0 are equal keys), and containers by their JSON
        form = encode(item)
        key = (type(item), item) if form is item else json.dumps(form, sort_keys=True)
        number = values.setdefault(key, len(values))
        if number == len(encoded):
            encoded.append(form)
        return number

    rows = []
    for e in events:
        if not all(known <= _BY_BITS[3] for known in e.known_to):
            raise SnapshotError(
                f"cannot snapshot an event known to a player besides P1 and P2: {e.text!r:.40}"
            )
        keys = tuple(text(k) for k in e.data)
        head = (text(e.kind), text(e.text), e.player, bool(e.manual), text(e.rule), keys, len(e.cards))
        rows.append(
            [
                heads.setdefault(head, len(heads)),
                *e.cards,
                *(text(n) for n in e.names),
                *((0 in known) + 2 * (1 in known) for known in e.known_to),
                *(value(v) for v in e.data.values()),
            ]
        )
    return {
        "strings": list(strings),
        "heads": [[*head[:5], list(head[5]), head[6]] for head in heads],
        "values": encoded,
        "events": rows,
    }


def decode_log(data: Any) -> list[Event]:
    """The inverse of ``encode_log``. Its texts, heads and values are checked once (texts are
    texts, a head's player is a player, its line names no more cards than it holds, values
    decode); each event's numbers must then find an entry of the right list (a number past
    its end or of the wrong type is an error), its card ids are whole numbers, its length is
    its head's and its line for the seats that know its cards, if any, is a text that names
    no more cards than it holds. So every event it returns renders."""
    try:
        strings = data["strings"]
        if not (type(strings) is list and all(type(s) is str for s in strings)):
            raise SnapshotError("bad log: its texts are not all texts")
        heads = []
        for kind, text, player, manual, rule, keys, count in data["heads"]:
            a_player = player is None or (type(player) is int and player in (0, 1))
            if not a_player or type(count) is not int or count < 0:
                raise SnapshotError(f"bad log: a head with the player {player!r:.20} and {count!r:.20} cards")
            keys = tuple([strings[k] for k in keys])
            text = strings[text]
            if count:  # the line names its cards as ``Event.render`` will
                text.format(*[""] * count)
            # a line for the seats that know the cards (``KNOWN_TEXT``) is checked as each event
            # that has one decodes
            heads.append(
                (strings[kind], text, player, bool(manual), strings[rule], keys, count, KNOWN_TEXT in keys)
            )
        values = [decode(v, 2) for v in data["values"]]
        known_by: dict[tuple[int, ...], tuple[frozenset[int], ...]] = {}
        events: list[Event] = []
        append = events.append
        for number, row in enumerate(data["events"], 1):
            kind, text, player, manual, rule, keys, count, known_text = heads[row[0]]
            values_at = 1 + 3 * count
            if len(row) != values_at + len(keys):
                raise _WrongType(number)
            if count == 1:  # most events: one card
                _, card, name, seat = row[:4]
                if type(card) is not int:
                    raise _WrongType(number)
                cards, names, known_to = (card,), (strings[name],), _ONE_BY_BITS[seat]
            else:
                names_at, seats_at = 1 + count, 1 + 2 * count
                cards = tuple(row[1:names_at])
                for card in cards:
                    if type(card) is not int:
                        raise _WrongType(number)
                seats = tuple(row[seats_at:values_at])
                shared = known_by.get(seats)
                if shared is None:
                    shared = known_by[seats] = tuple([_BY_BITS[bits] for bits in seats])
                known_to = shared
                names = tuple([strings[n] for n in row[names_at:seats_at]])
            details = {key: values[ref] for key, ref in zip(keys, row[values_at:])} if keys else {}
            if known_text:
                line = details[KNOWN_TEXT]
                if type(line) is not str:
                    raise _WrongType(number)
                if names:
                    line.format(*names)  # as ``Event.render`` will
            # ``Event`` fills in its fields with one update where it can (``events._FILLED``)
            event = Event(kind, text, player, cards, names, known_to, details, manual, rule)
            append(event)
    except _WrongType as wrong:
        raise SnapshotError(f"bad log: event {wrong.args[0]} has a field of the wrong type") from None
    except SnapshotError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as error:
        raise SnapshotError(f"bad log: {type(error).__name__}: {error}") from None
    return events


def decode_events(rows: Any) -> list[Event]:
    """The log as saves wrote it before ``encode_log`` (one row of nine columns per event:
    kind, text, player, card ids, names, who may know each card, details, manual, rule);
    each column of each row is checked for its type."""
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
                and len(names) == len(cards) == len(sets)
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
