"""Reading card records (the project's card format) into card definitions: the checks every
game's ``card_from_record`` shares."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop_app.engine.cards import StatValue

#: field kind -> what a player is told a field of that kind must be
WANTED = {"int": "a whole number", "str": "a text", "words": "a list of texts", "bool": "true or false"}


def read_fields(
    title: str, code: str, fields: Mapping[str, Any], kinds: Mapping[str, str]
) -> dict[str, StatValue]:
    """The stats of a record's ``fields``: known names only, each of its kind (``kinds``: name
    -> int, str, words or bool); lists become tuples, flags 0 or 1, nulls are left out.

    Raises:
        ValueError: naming the card, the field and what it must be.
    """
    stats: dict[str, StatValue] = {}
    for name, value in fields.items():
        kind = kinds.get(name)
        if kind is None:
            raise ValueError(f"{code}: {title} cards have no field {name!r} (known: {', '.join(kinds)})")
        if value is None:
            continue
        if (kind == "int" and isinstance(value, int) and not isinstance(value, bool)) or (
            kind == "str" and isinstance(value, str)
        ):
            stats[name] = value
        elif kind == "bool" and isinstance(value, bool):
            stats[name] = int(value)
        elif kind == "words" and isinstance(value, list) and all(isinstance(v, str) for v in value):
            stats[name] = tuple(value)
        else:
            raise ValueError(f"{code}: field {name!r} must be {WANTED[kind]}, not {value!r}")
    return stats
