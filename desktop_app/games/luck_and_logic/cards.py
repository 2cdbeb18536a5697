"""Luck & Logic card records (``docs/card-format.md``) as card definitions.

The card types are the eight of L&L 2.2.2; ``fields`` become stats under the same names:
``level`` (2.8), ``cost`` (2.9), ``territory`` (1, 2 or 4; 2.10), ``power`` (2.13),
``aura`` (2.14), ``limit`` (2.15), ``logic`` (the Logic icon's text, such as ``P/IC``;
2.11), ``intercept`` (1 when the card can Intercept, 2.11.1.1), ``worlds`` (2.5),
``traits`` (2.6), ``covenanters`` (2.3), ``character_names`` (2.1.2), ``paradox_rule``
(2.16), ``gate_number`` (2.17), ``title``, the Logic values ``logic_power``, ``logic_aura``
and ``logic_limit`` (what the Logic icon adds, 2.11.1), ``trance_change`` (the information a
Trance Change names, 11.5) and ``blue_edge`` (a My Logicalist that may Trance with a Super
Logicalist, 2.2.2.8.1).

``script`` holds the card's abilities as data (``docs/card-scripts.md`` and the ``ll.`` words
of ``vocab``). Keywords are written as the forms they are: Logic Drive is an ``act`` ability
tagged ``logic_drive`` (its rule requirements, 7.5.3.5, are the game's), On Gate Destruction
an ``auto`` on ``ll.gate_destroyed`` of this card, EX Soul and Vanguard the conditions
``ll.ex_soul`` and ``ll.vanguard``. A card without a script whose text is not empty is marked
not automated (the table says the player carries it out). No public card data set exists for
this game: records are written by hand or come from the project's own CSV/JSON format.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop_app.engine.cards import CardDef, ability_lines
from desktop_app.engine.script import Interpreter, ScriptError
from desktop_app.games._records import read_fields

GAME = "luck-and-logic"

#: the card types (L&L 2.2.2)
TYPES = (
    "logicalist",
    "foreigner",
    "tranceunion",
    "gate",
    "tactics",
    "paradox",
    "super logicalist",
    "my logicalist",
)

#: members (L&L 2.2.2): the cards that stand on circles
MEMBERS = ("logicalist", "foreigner", "tranceunion", "super logicalist")

#: field name -> kind (``int``, ``str``, ``words`` or ``bool``)
TITLE = "Luck & Logic"
FIELDS = {
    "level": "int",
    "cost": "int",
    "territory": "int",
    "power": "int",
    "aura": "int",
    "limit": "int",
    "logic": "str",
    "intercept": "bool",
    "worlds": "words",
    "traits": "words",
    "covenanters": "words",
    "character_names": "words",
    "paradox_rule": "str",
    "gate_number": "int",
    "title": "str",
    "logic_power": "int",
    "logic_aura": "int",
    "logic_limit": "int",
    "trance_change": "words",
    "blue_edge": "bool",
}
#: tags a script may put on an ability
TAGS = frozenset({"logic_drive", "face_down"})

#: the territories a card can have (L&L 2.10.2)
TERRITORIES = (1, 2, 4)


def card_from_record(record: Mapping[str, Any], interpreter: Interpreter) -> CardDef:
    """The card definition of a project card record.

    Raises:
        ValueError: the record is not a Luck & Logic card, a field has the wrong kind, or
            the territory is not 1, 2 or 4; the message names the card and the field.
        ScriptError: a card script that does not follow the format.
    """
    code = str(record.get("code") or "").strip()
    if not code:
        raise ValueError("a card record needs a code")
    if record.get("game", GAME) != GAME:
        raise ValueError(f"{code}: a {record.get('game')!r} card is not a Luck & Logic card")
    card_type = str(record.get("type") or "").lower()
    if card_type not in TYPES:
        raise ValueError(f"{code}: type must be one of {', '.join(TYPES)}, not {record.get('type')!r}")
    stats = read_fields(TITLE, code, record.get("fields") or {}, FIELDS)
    if stats.get("territory", 1) not in TERRITORIES:
        raise ValueError(
            f"{code}: field 'territory' must be 1, 2 or 4 (L&L 2.10.2), not {stats['territory']!r}"
        )
    text = str(record.get("text") or "")
    script = record.get("script")
    abilities = interpreter.load(script, code)
    for ability in abilities:
        unknown = set(ability.tags) - TAGS
        if unknown:
            raise ScriptError(f"{code}: unknown tag {sorted(unknown)[0]!r}; tags: {', '.join(sorted(TAGS))}")
    return CardDef(
        code=code,
        name=str(record.get("name") or code),
        type=card_type,
        colours=tuple(str(c).lower() for c in record.get("colours") or ()),
        stats=stats,
        text=text,
        abilities=abilities,
        manual=tuple(a.text for a in abilities if not a.automated)
        if script is not None
        else ability_lines(text),
        record=dict(record),
    )
