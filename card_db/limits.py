"""Limits on what the card database reads: card files, card records and deck lists.

Every door that reads user files checks these before doing work in proportion to a value in
the file, so a hostile or broken file is refused quickly with a message naming the file and
the place instead of exhausting memory or time. The figures are far above anything a real
data set or deck list holds (a real record has a few dozen values; a WS set file is ~300 kB).
"""

from __future__ import annotations

import json
import math
import stat
from collections.abc import Mapping
from pathlib import Path
from typing import Any

#: A card-data file larger than this is refused before it is read.
MAX_CARD_FILE_BYTES = 256 * 1024 * 1024
#: Files read from one folder or zip archive.
MAX_CARD_FILES = 20_000
#: The largest number (in absolute value) a card record may hold anywhere.
MAX_NUMBER = 1_000_000_000
#: Digits a JSON number may have before it is even converted (Python refuses > 4,300).
MAX_NUMBER_DIGITS = 30
#: Nesting of objects and arrays inside one card record (a card script nests a few levels).
MAX_RECORD_DEPTH = 32
#: Values (objects, arrays, strings, numbers) in one card record.
MAX_RECORD_VALUES = 10_000
#: Characters of text in one card record, all strings together.
MAX_RECORD_CHARS = 200_000

#: A deck file larger than this is refused before it is read.
MAX_DECK_FILE_BYTES = 2 * 1024 * 1024
#: Lines in one deck list.
MAX_DECK_LINES = 5_000
#: Copies of one card on one line (no game's rules allow more than a few dozen in a deck).
MAX_DECK_COPIES = 999
#: Cards in one deck, all sections together.
MAX_DECK_CARDS = 10_000
#: Nesting of a JSON deck file.
MAX_DECK_DEPTH = 16


class NumberTooLong:
    """A JSON number with more than ``MAX_NUMBER_DIGITS`` characters, kept unconverted.

    ``load_json_text`` puts this in place of such a number, so the record that holds it is
    refused with its place named (``check_record``) rather than the whole file failing in
    Python's integer conversion. It is neither an ``int`` nor a ``str``, so every type check
    refuses it too.
    """

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return f"a {len(self.text)}-character number ({self.text[:12]}…)"


def _parse_int(text: str) -> int | NumberTooLong:
    return NumberTooLong(text) if len(text) > MAX_NUMBER_DIGITS else int(text)


def _parse_float(text: str) -> float | NumberTooLong:
    return NumberTooLong(text) if len(text) > MAX_NUMBER_DIGITS else float(text)


def load_json_text(text: str) -> Any:
    """``json.loads`` with over-long numbers kept as ``NumberTooLong`` (never converted).

    Raises:
        json.JSONDecodeError: not valid JSON.
        RecursionError: nested beyond Python's recursion limit.
    """
    return json.loads(text, parse_int=_parse_int, parse_float=_parse_float)


def json_depth_exceeds(value: Any, limit: int) -> bool:
    """Whether ``value`` nests objects and arrays deeper than ``limit`` (iterative, so any
    depth is measured without recursion)."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, Mapping):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth + 1 > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def record_problem(raw: Any) -> tuple[str, str] | None:
    """The first limit one raw card record breaks, as ``(field, message)``, or ``None``.

    Checks nesting depth, the number of values, the characters of text, and every number
    (``MAX_NUMBER``, finite, not ``NumberTooLong``). ``field`` is a dotted path into the
    record (``fields.power``, ``script.0.amount``) or empty for the record as a whole.
    The walk is iterative, stops at the first problem, and builds a path only for a
    container or a fault (it runs on every record of every import).
    """
    values = 0
    chars = 0
    # (value, path of its parent, its key there, its depth)
    stack: list[tuple[Any, str, Any, int]] = [(raw, "", None, 0)]
    while stack:
        item, parent, key, depth = stack.pop()
        values += 1
        if values > MAX_RECORD_VALUES:
            return "", f"the record holds more than {MAX_RECORD_VALUES:,} values"
        kind = type(item)
        if kind is str:
            chars += len(item)
            if chars > MAX_RECORD_CHARS:
                return _path(
                    parent, key
                ), f"the record holds more than {MAX_RECORD_CHARS:,} characters of text"
        elif kind is int:
            if not -MAX_NUMBER <= item <= MAX_NUMBER:
                return _path(
                    parent, key
                ), f"{item:g} is too large (numbers on cards are at most {MAX_NUMBER:,})"
        elif item is None or kind is bool:
            continue
        elif isinstance(item, (Mapping, list)):
            where = _path(parent, key)
            if depth >= MAX_RECORD_DEPTH:
                return ".".join(where.split(".")[:2]), f"nested more than {MAX_RECORD_DEPTH} levels deep"
            pairs = item.items() if isinstance(item, Mapping) else enumerate(item)
            stack.extend((child, where, child_key, depth + 1) for child_key, child in pairs)
        elif isinstance(item, NumberTooLong):
            return _path(parent, key), f"{item!r} is too long (numbers on cards are at most {MAX_NUMBER:,})"
        elif isinstance(item, (int, float)):
            if isinstance(item, float) and not math.isfinite(item):
                return _path(parent, key), f"expected a finite number, got {item!r}"
            if abs(item) > MAX_NUMBER:
                return _path(
                    parent, key
                ), f"{item:g} is too large (numbers on cards are at most {MAX_NUMBER:,})"
    return None


def _path(parent: str, key: Any) -> str:
    if key is None:
        return parent
    return f"{parent}.{key}" if parent else str(key)


def file_kind(path: Path) -> str | None:
    """Why ``path`` cannot be read as a data file (``"a FIFO"``, ``"a device"``, ...), or
    ``None`` for a regular file. Checked before opening: reading a FIFO would wait forever."""
    try:
        mode = path.stat().st_mode
    except OSError as error:
        return f"cannot be read ({error.strerror or error})"
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe), not a file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device, not a file"
    if stat.S_ISSOCK(mode):
        return "a socket, not a file"
    if stat.S_ISDIR(mode):
        return "a folder, not a file"
    return "not a regular file"
