"""ONE PIECE card records (``docs/card-format.md``) as card definitions.

A record's ``fields`` become the definition's stats under the same names: ``cost``
(Characters, Events, Stages; OP 2-7), ``life`` (Leaders; 2-9), ``power`` (Leaders and
Characters; 2-6), ``counter`` (2-10), ``attributes`` (2-5) and ``types`` (2-4) as tuples,
``trigger`` (the [Trigger] text, 2-11), ``block`` (the block symbol) and ``base_code`` (the
card a parallel printing reprints, which shares its card number for the copy limit, 2-14).
The rules engine carries out none of a card's text in manual mode, so a card counts as
automated only when it has no text (a vanilla card); the table marks the others.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop_app.engine.cards import CardDef, ability_lines
from desktop_app.games._records import read_fields

GAME = "one-piece"

#: the card categories (OP 2-2-2), as the project spells them
TYPES = ("leader", "character", "event", "stage", "don")

#: the colours (OP 2-3-3)
COLOURS = ("red", "green", "blue", "purple", "black", "yellow")

#: field name -> kind (``int``, ``str`` or ``words``)
TITLE = "ONE PIECE"
FIELDS = {
    "cost": "int",
    "life": "int",
    "power": "int",
    "counter": "int",
    "attributes": "words",
    "types": "words",
    "trigger": "str",
    "block": "int",
    "base_code": "str",
}


def card_from_record(record: Mapping[str, Any]) -> CardDef:
    """The card definition of a project card record.

    Raises:
        ValueError: the record is not a ONE PIECE card, or a field has the wrong kind; the
            message names the card and the field.
    """
    code = str(record.get("code") or "").strip()
    if not code:
        raise ValueError("a card record needs a code")
    if record.get("game", GAME) != GAME:
        raise ValueError(f"{code}: a {record.get('game')!r} card is not a ONE PIECE card")
    card_type = str(record.get("type") or "").lower()
    if card_type not in TYPES:
        raise ValueError(f"{code}: type must be one of {', '.join(TYPES)}, not {record.get('type')!r}")
    colours = tuple(str(c).lower() for c in record.get("colours") or ())
    unknown = [c for c in colours if c not in COLOURS]
    if unknown:
        raise ValueError(f"{code}: colours must be among {', '.join(COLOURS)}, not {', '.join(unknown)}")
    text = str(record.get("text") or "")
    return CardDef(
        code=code,
        name=str(record.get("name") or code),
        type=card_type,
        colours=colours,
        stats=read_fields(TITLE, code, record.get("fields") or {}, FIELDS),
        text=text,
        manual=ability_lines(text),
        record=dict(record),
    )
