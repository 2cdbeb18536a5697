"""What the app knows about each game: ids, card types, colours, fields, deck sections, and
how the deck editor lists its cards.

Each game has one file, ``resources/games/<id>.toml``, and every layer reads it: the card
database (the project card record, ``docs/card-format.md``: the validator, the importers,
the deck formats and the proxy renderer), the game's rules (its title and deck sections, and
the registry of rulesets) and the deck editor (columns, filters, section names). Adding a
game means adding its file and its rules package; no table elsewhere names the games.
"""

from __future__ import annotations

import os
import re
import sys
import tomllib
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, cast

from card_db.errors import UnknownGameError

#: How a game-specific field is typed: an integer, a string, a list of strings, a boolean.
FieldKind = Literal["int", "str", "words", "bool"]
_KINDS = ("int", "str", "words", "bool")


@dataclass(frozen=True)
class Field:
    """A game-specific field of a card record.

    Attributes:
        kind: how its value is typed.
        title: its name for people (a column header).
        sort: the card database sort key that orders by it (``level``, ``cost``, ``power``).
    """

    kind: FieldKind
    title: str
    sort: str | None = None


@dataclass(frozen=True)
class GameSpec:
    """One game, as ``resources/games/<id>.toml`` describes it.

    Attributes:
        id: the game id (``weiss-schwarz``).
        title: the game's name for people.
        rules: ``module:class`` of the game's ruleset; empty for a game without rules.
        compiler: the module of the game's card-text compiler; empty for a game without one.
        types: the card types, lower case, in the order a deck list groups them.
        open_types: whether records may carry types not in ``types`` (FoW keeps adding some);
            a game with no ``types`` accepts any type too.
        colours: the allowed colours, lower case, in display order; empty means any word.
        colour_title: what the game calls colours (FoW: attributes).
        fields: the game-specific fields; ``None`` means any fields (freeform).
        sections: the deck sections in display order.
        section_titles: section -> its name for people (``DON!! deck``).
        type_sections: card type -> deck section, for cards listed without a section;
            types not named go to ``main``.
        supplied_sections: sections the game itself supplies (ONE PIECE's DON!! deck, OP
            5-1-2): deck exports leave them out.
        triggers: trigger icons, in display order (WS).
        columns: the card list's columns: ``code``, ``name``, ``type``, ``colours``, ``set``
            or a field name.
        stat: the field a deck list shows beside each card, and its column title.
        trait_label: what the trait text filter searches (traits, types, races).
        counters: counter values to filter by (OP).
        parallel: whether the game has parallel printings to hide (OP).
    """

    id: str
    title: str
    rules: str = ""
    compiler: str = ""
    types: tuple[str, ...] = ()
    open_types: bool = False
    colours: tuple[str, ...] = ()
    colour_title: str = "Colour"
    fields: dict[str, Field] | None = field(default_factory=dict)
    sections: tuple[str, ...] = ("main",)
    section_titles: dict[str, str] = field(default_factory=dict)
    type_sections: dict[str, str] = field(default_factory=dict)
    supplied_sections: tuple[str, ...] = ()
    triggers: tuple[str, ...] = ()
    columns: tuple[str, ...] = ("code", "name", "type", "colours", "set")
    stat: tuple[str, str] = ("cost", "Cost")
    trait_label: str = "Trait"
    counters: tuple[int, ...] = ()
    parallel: bool = False

    def accepts_type(self, card_type: str) -> bool:
        """Whether a record of this game may have ``card_type``."""
        return self.open_types or not self.types or card_type in self.types


def facts_dir() -> Path:
    """``resources/games``: beside the packages, or inside a frozen bundle
    (``TABLETOP_RESOURCES`` names another ``resources`` folder)."""
    override = os.environ.get("TABLETOP_RESOURCES")
    if override:
        return Path(override) / "games"
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources" / "games"
    return Path(__file__).resolve().parents[1] / "resources" / "games"


def _strings(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"{where}: expected a list of words")
    return tuple(value)


def _spec(path: Path) -> tuple[int, GameSpec]:
    """The spec in one game file, and its place in the list of games."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    fields: dict[str, Field] | None = None
    if not data.get("any_fields", False):
        fields = {}
        for name, entry in data.get("fields", {}).items():
            if entry.get("kind") not in _KINDS:
                raise ValueError(f"{path}: fields.{name}: kind must be one of {', '.join(_KINDS)}")
            fields[name] = Field(cast(FieldKind, entry["kind"]), str(entry["title"]), entry.get("sort"))
    sections: Mapping[str, str] = data["sections"]
    browser: Mapping[str, Any] = data.get("browser", {})
    stat = browser.get("stat", {"field": "cost", "title": "Cost"})
    spec = GameSpec(
        id=path.stem,
        title=str(data["title"]),
        rules=str(data.get("rules", "")),
        compiler=str(data.get("compiler", "")),
        types=_strings(data.get("types", []), f"{path}: types"),
        open_types=bool(data.get("open_types", False)),
        colours=_strings(data.get("colours", []), f"{path}: colours"),
        colour_title=str(data.get("colour_title", "Colour")),
        fields=fields,
        sections=tuple(sections),
        section_titles=dict(sections),
        type_sections=dict(data.get("type_sections", {})),
        supplied_sections=_strings(data.get("supplied_sections", []), f"{path}: supplied_sections"),
        triggers=_strings(data.get("triggers", []), f"{path}: triggers"),
        columns=_strings(browser.get("columns", list(GameSpec.columns)), f"{path}: browser.columns"),
        stat=(str(stat["field"]), str(stat["title"])),
        trait_label=str(browser.get("trait_label", "Trait")),
        counters=tuple(int(v) for v in browser.get("counters", [])),
        parallel=bool(browser.get("parallel", False)),
    )
    return int(data.get("order", 0)), spec


def _load_games(folder: Path) -> dict[str, GameSpec]:
    specs = sorted((_spec(path) for path in folder.glob("*.toml")), key=lambda item: (item[0], item[1].id))
    return {spec.id: spec for _, spec in specs}


#: Every game the app knows, in the order they are listed.
GAMES: dict[str, GameSpec] = _load_games(facts_dir())

#: Weiß Schwarz trigger icons, as the project spells them (lower case words).
WS_TRIGGERS = frozenset(GAMES["weiss-schwarz"].triggers)

#: The Force of Will card types the fowsim importer produces (the project format accepts any).
FOW_TYPES = GAMES["force-of-will"].types


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
