"""What the card database knows about each game: ids, card types, colours, fields, deck sections.

This is the single table behind the project card record (``docs/card-format.md``): the
validator, the importers, the deck formats and the proxy renderer all read it.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Literal

from card_db.errors import UnknownGameError

#: How a game-specific field is typed: an integer, a string, a list of strings, a boolean.
FieldKind = Literal["int", "str", "words", "bool"]


@dataclass(frozen=True)
class GameSpec:
    """One game as the card database sees it.

    Attributes:
        id: the game id (``weiss-schwarz``).
        title: the game's name for people.
        types: the allowed card types, lower case; empty means any type.
        colours: the allowed colours, lower case; empty means any word.
        fields: the game-specific fields and their kinds; ``None`` means any fields (freeform).
        sections: the deck sections in display order.
        type_sections: card type -> deck section, for cards listed without a section;
            types not named go to ``main``.
        supplied_sections: sections the game itself supplies (ONE PIECE's DON!! deck, OP
            5-1-2): deck exports leave them out.
    """

    id: str
    title: str
    types: frozenset[str] = frozenset()
    colours: frozenset[str] = frozenset()
    fields: dict[str, FieldKind] | None = field(default_factory=dict)
    sections: tuple[str, ...] = ("main",)
    type_sections: dict[str, str] = field(default_factory=dict)
    supplied_sections: tuple[str, ...] = ()


#: Weiß Schwarz trigger icons, as the project spells them (lower case words).
WS_TRIGGERS = frozenset(
    {"soul", "return", "pool", "comeback", "draw", "shot", "treasure", "gate", "standby", "choice"}
)

GAMES: dict[str, GameSpec] = {
    spec.id: spec
    for spec in (
        GameSpec(
            id="weiss-schwarz",
            title="Weiß Schwarz",
            types=frozenset({"character", "event", "climax"}),
            colours=frozenset({"yellow", "green", "red", "blue", "purple"}),
            fields={
                "level": "int",
                "cost": "int",
                "power": "int",
                "soul": "int",
                "traits": "words",
                "triggers": "words",
                "side": "str",
                "flavor": "str",
            },
            sections=("main",),
        ),
        GameSpec(
            id="one-piece",
            title="ONE PIECE CARD GAME",
            types=frozenset({"leader", "character", "event", "stage", "don"}),
            colours=frozenset({"red", "green", "blue", "purple", "black", "yellow"}),
            fields={
                "cost": "int",
                "life": "int",
                "power": "int",
                "counter": "int",
                "attributes": "words",
                "types": "words",
                "trigger": "str",
                "block": "int",
                "base_code": "str",
            },
            sections=("leader", "main", "don"),
            type_sections={"leader": "leader", "don": "don"},
            supplied_sections=("don",),
        ),
        GameSpec(
            id="force-of-will",
            title="Force of Will",
            types=frozenset(),  # open: new card types keep appearing; see FOW_TYPES
            colours=frozenset({"light", "fire", "water", "wind", "darkness"}),
            fields={
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
            },
            sections=("ruler", "main", "stones", "side", "extra", "rune"),
            type_sections={
                "ruler": "ruler",
                "j-ruler": "ruler",
                "magic stone": "stones",
                "rune": "rune",
                "master rune": "rune",
            },
        ),
        GameSpec(
            id="luck-and-logic",
            title="Luck & Logic",
            types=frozenset(
                {
                    "logicalist",
                    "foreigner",
                    "tranceunion",
                    "gate",
                    "tactics",
                    "paradox",
                    "super logicalist",
                    "my logicalist",
                }
            ),
            fields={
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
            },
            sections=("covenanter", "main", "gate", "tool"),
            type_sections={"gate": "gate", "my logicalist": "covenanter"},
        ),
        GameSpec(id="freeform", title="Freeform", fields=None, sections=("main",)),
    )
}

#: The Force of Will card types the fowsim importer produces (the project format accepts any).
FOW_TYPES = (
    "ruler",
    "j-ruler",
    "sub-ruler",
    "resonator",
    "chant",
    "addition",
    "regalia",
    "magic stone",
    "rune",
    "master rune",
    "order",
    "extension rule",
)


def game_spec(game: str) -> GameSpec:
    """The spec of ``game``; ``UnknownGameError`` names the known games if there is none."""
    try:
        return GAMES[game]
    except KeyError:
        raise UnknownGameError(game, list(GAMES)) from None


def game_ids() -> list[str]:
    """Every game id the card database knows, in a stable order."""
    return list(GAMES)


def strip_format_characters(text: str) -> str:
    """``text`` without Unicode format characters (category Cf: zero-width spaces and joiners,
    right-to-left marks and overrides, soft hyphens, byte-order marks), which print as nothing
    and would let a look-alike code name a new card."""
    if text.isascii():
        return text
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cf")


def normalize_code(code: str) -> str:
    """A card code as stored: format characters removed (``strip_format_characters``),
    NFKC-normalised (full-width ``ＯＰ０１－００１`` → ``OP01-001``), trimmed."""
    return unicodedata.normalize("NFKC", strip_format_characters(code)).strip()


_NON_ALNUM = re.compile(r"[\W_]+", re.UNICODE)


def image_key(code_or_file_stem: str) -> str:
    """The key that matches an image file name to a card code.

    NFKC, upper case, and every character that is not a letter or digit removed, so
    ``KGL/S79-E001``, ``KGL_S79_E001`` and ``kgl-s79-e001`` all read ``KGLS79E001``.
    """
    return _NON_ALNUM.sub("", normalize_code(code_or_file_stem)).upper()


def image_name(url: str | None) -> str | None:
    """The ``image_key`` of the file an image address names, or ``None``.

    Query and fragment are dropped, then the last path part without its suffix:
    ``https://…/cardimages/f/fs_s64/FS_S64_E001.png`` → ``FSS64E001``,
    ``../images/cardlist/card/ST01-001.png?260715`` → ``ST01001``.
    """
    if not url:
        return None
    path = url.split("?", 1)[0].split("#", 1)[0].rstrip("/")
    stem = path.rsplit("/", 1)[-1]
    stem = stem.rsplit(".", 1)[0] if "." in stem else stem
    return image_key(stem) or None


def section_for_type(game: str, card_type: str) -> str:
    """The deck section a card of ``card_type`` goes to when a list names no section."""
    return game_spec(game).type_sections.get(card_type, "main")


#: Section headings players write in deck lists -> the section they mean.
SECTION_ALIASES: dict[str, str] = {
    "main": "main",
    "main deck": "main",
    "deck": "main",
    "maindeck": "main",
    "leader": "leader",
    "don": "don",
    "don!!": "don",
    "don deck": "don",
    "don!! deck": "don",
    "ruler": "ruler",
    "rulers": "ruler",
    "ruler area": "ruler",
    "stones": "stones",
    "stone": "stones",
    "stone deck": "stones",
    "magic stones": "stones",
    "magic stone deck": "stones",
    "side": "side",
    "side deck": "side",
    "sideboard": "side",
    "extra": "extra",
    "extra deck": "extra",
    "rune": "rune",
    "runes": "rune",
    "rune deck": "rune",
    "covenanter": "covenanter",
    "my logicalist": "covenanter",
    "gate": "gate",
    "gates": "gate",
    "gate deck": "gate",
    "tool": "tool",
    "tools": "tool",
    "tool deck": "tool",
}
