"""Force of Will card records (``docs/card-format.md``) as card definitions, and card kinds.

A record's ``type`` is the card's primary type in lower case (``ruler``, ``j-ruler``,
``resonator``, ``chant``, ``addition``, ``regalia``, ``magic stone``, ``rune``, ``master
rune`` …; the set stays open, as new types keep appearing); ``fields`` become stats under
the same names: ``types`` (every printed type, FoW 201.2), ``cost`` (will symbols such as
``{W}{1}``, 203), ``total_cost`` (203.5), ``races`` (205), ``atk`` and ``def`` (206, 207),
``divinity`` (209), ``other_side`` (the code of a double-faced card's other side: a ruler's
J-ruler), ``cluster`` and ``set_name``. Colours are the attributes (208). The rules engine
carries out no card text in manual mode, so a card counts as automated only when it has no
text; the table marks the others.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop_app.engine.cards import CardDef, ability_lines
from desktop_app.games._records import read_fields

GAME = "force-of-will"

#: the attributes (FoW 208.1)
COLOURS = ("light", "fire", "water", "wind", "darkness")

#: field name -> kind (``int``, ``str`` or ``words``)
TITLE = "Force of Will"
FIELDS = {
    "types": "words",
    "cost": "str",
    "total_cost": "int",
    "races": "words",
    "atk": "int",
    "def": "int",
    "divinity": "int",
    "other_side": "str",
    "cluster": "str",
    "set_name": "str",
}

#: the names of the basic magic stones (FoW 201.4, 402.4b)
BASIC_STONES = tuple(f"{attribute.capitalize()} Magic Stone" for attribute in COLOURS)


def card_from_record(record: Mapping[str, Any]) -> CardDef:
    """The card definition of a project card record.

    Raises:
        ValueError: the record is not a Force of Will card, or a field has the wrong kind;
            the message names the card and the field.
    """
    code = str(record.get("code") or "").strip()
    if not code:
        raise ValueError("a card record needs a code")
    if record.get("game", GAME) != GAME:
        raise ValueError(f"{code}: a {record.get('game')!r} card is not a Force of Will card")
    card_type = str(record.get("type") or "").strip().lower()
    if not card_type:
        raise ValueError(f"{code}: a card needs a type (ruler, resonator, chant, magic stone …)")
    colours = tuple(str(c).lower() for c in record.get("colours") or ())
    unknown = [c for c in colours if c not in COLOURS]
    if unknown:
        raise ValueError(f"{code}: attributes must be among {', '.join(COLOURS)}, not {', '.join(unknown)}")
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


def printed_types(card: CardDef) -> tuple[str, ...]:
    """Every printed type in lower case, the primary type included (FoW 201.2c)."""
    return (card.type, *(t.lower() for t in card.words("types")))


def is_ruler(card: CardDef) -> bool:
    """A ruler or J-ruler card (FoW 402.2)."""
    return any(t in ("ruler", "j-ruler", "basic ruler", "basic j-ruler") for t in printed_types(card))


def is_magic_stone(card: CardDef) -> bool:
    return any(t.endswith("magic stone") for t in printed_types(card))


def is_basic_stone(card: CardDef) -> bool:
    """A basic magic stone (FoW 201.3, 402.4b): typed so, or named as one of the five (201.4)."""
    return "basic magic stone" in printed_types(card) or card.name in BASIC_STONES


def is_rune(card: CardDef) -> bool:
    return any(t in ("rune", "master rune") for t in printed_types(card))


def is_master_rune(card: CardDef) -> bool:
    return "master rune" in printed_types(card)


def is_chant(card: CardDef) -> bool:
    """Has the chant type (``Chant``, ``Spell:Chant-Instant`` …; FoW 402.3, 402.6d)."""
    return any("chant" in t for t in printed_types(card))
