"""ONE PIECE card records (``docs/card-format.md``) as card definitions, and the DON!! card.

A record's ``fields`` become the definition's stats under the same names: ``cost``
(Characters, Events, Stages; OP 2-7), ``life`` (Leaders; 2-9), ``power`` (Leaders and
Characters; 2-6), ``counter`` (2-10), ``attributes`` (2-5) and ``types`` (2-4) as tuples,
``trigger`` (the [Trigger] text, 2-11), ``block`` (the block symbol) and ``base_code`` (the
card a parallel printing reprints, which shares its card number for the copy limit, 2-14).

A record's ``script`` is its abilities as data, in the ``op.`` vocabulary (``vocab``;
``docs/games/one-piece.md`` lists every form). Keyword abilities are
``{"kind": "keyword", "keyword": K}`` with K one of ``KEYWORDS`` (OP 10-1: Rush, Double
Attack, Banish, Blocker; B12: Unblockable and Rush: Character, which later cards print and the
rules do not define). A [Trigger] is an ability of kind ``trigger`` (10-1-5); an Event's [Main] or [Counter]
effect is a ``play`` ability with ``timing`` ``main`` or ``counter``, or ``main/counter`` for
one marked [Main]/[Counter] (10-2-3, 10-2-4). A card with rules text and no script is playable
with its printed values and is marked as done by hand, except that a text line that is only
keywords and their reminder text (``[Blocker] (After your opponent declares an attack, …)``, as
250 of the real cards print) becomes those keyword abilities: real decks block, rush, double
attack and banish without a script.

The DON!! deck is the game's (OP 5-1-2 with the issue's decision): a deck list never names
DON!! cards, and the game supplies ten ``DON_CARD`` when a deck has none.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from desktop_app.engine.abilities import Ability
from desktop_app.engine.cards import CardDef, ability_lines
from desktop_app.engine.script import Interpreter
from desktop_app.games._records import read_fields

GAME = "one-piece"

#: the card categories (OP 2-2-2), as the project spells them
TYPES = ("leader", "character", "event", "stage", "don")

#: the colours (OP 2-3-3)
COLOURS = ("red", "green", "blue", "purple", "black", "yellow")

#: keyword abilities with rules of their own (OP 10-1; ``unblockable`` and ``rush_character`` are B12's)
KEYWORDS = frozenset({"rush", "double_attack", "banish", "blocker", "unblockable", "rush_character"})

#: keywords as printed -> as scripts name them
PRINTED_KEYWORDS = {
    "[Rush]": "rush",
    "[Double Attack]": "double_attack",
    "[Banish]": "banish",
    "[Blocker]": "blocker",
    "[Unblockable]": "unblockable",
    "[Rush: Character]": "rush_character",
}
_REMINDER = re.compile(r"\([^)]*\)")
_BRACKETS = re.compile(r"\[[^\]]+\]")

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

#: the record of the DON!! card the game supplies (OP 2-2-2: the DON!! category)
DON_RECORD: Mapping[str, Any] = {
    "game": GAME,
    "code": "OPD-DON",
    "name": "DON!!",
    "type": "don",
    "colours": [],
    "text": "",
    "fields": {},
}
DON_CODE = str(DON_RECORD["code"])


def card_from_record(record: Mapping[str, Any], interpreter: Interpreter) -> CardDef:
    """The card definition of a project card record.

    Raises:
        ValueError: the record is not a ONE PIECE card, a field has the wrong kind, or its
            script does not follow the format; the message names the card and the field.
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
    script = record.get("script")
    manual: tuple[str, ...] = ()
    if script:
        abilities = interpreter.load(script, code)
    else:
        abilities, manual = printed_keywords(text)
    abilities = tuple(replace(a, index=i) for i, a in enumerate(abilities))
    return CardDef(
        code=code,
        name=str(record.get("name") or code),
        type=card_type,
        colours=colours,
        stats=read_fields(TITLE, code, record.get("fields") or {}, FIELDS),
        text=text,
        abilities=abilities,
        manual=tuple(a.text for a in abilities if not a.automated) if script else manual,
        record=dict(record),
    )


def printed_keywords(text: str) -> tuple[tuple[Ability, ...], tuple[str, ...]]:
    """A card without a script: its lines that are only keywords (reminder text aside) as
    keyword abilities, and the other lines, left to the player."""
    abilities: list[Ability] = []
    manual: list[str] = []
    for line in ability_lines(text):
        bare = _REMINDER.sub("", line).strip()
        words = _BRACKETS.findall(bare)
        if words and not _BRACKETS.sub("", bare).strip() and all(w in PRINTED_KEYWORDS for w in words):
            abilities += [Ability("keyword", text=w, keyword=PRINTED_KEYWORDS[w]) for w in words]
        else:
            manual.append(line)
    return tuple(abilities), tuple(manual)
