"""Decks and the formats players exchange them in (``docs/card-db.md``, "Deck formats").

A ``Deck`` is sections of ``(code, count)`` pairs. Parsing never drops a line silently:
every line it cannot use (an unknown code, a bad count, a section the game does not have)
becomes a ``DeckLineProblem`` with its line number, and the deck holds the rest.

Formats (``FORMATS``):

- ``text``: ``N code`` or ``Nx code`` lines, with optional section headings (``# Main``,
  ``Leader:``, ``[Side Deck]``); the export writes ``# section`` headings.
- ``op-sim``: the ONE PIECE simulator list, ``1xOP01-001`` (leader first), ``4xOP01-016``.
- ``ws-codes``: a Weiß Schwarz code list, one code per line, repeated for copies (``N code``
  lines are read too).
- ``fdk``: a Force of Will deck as JSON (shape in ``parse_fdk``).
- ``json``: the project deck file, ``{"game", "name", "sections": {"main": [["CODE", 4]]}}``,
  the shape of the demo decks in ``resources/decks``.

All text formats share one reader, so any of them can be read as any other. Cards listed
without a section go to the section their type belongs to (``card_db.games``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any
from xml.etree import ElementTree

from card_db.errors import DeckFormatError
from card_db.games import FOW_TYPES, GAMES, SECTION_ALIASES, game_spec, normalize_code, section_for_type
from card_db.limits import (
    MAX_DECK_CARDS,
    MAX_DECK_COPIES,
    MAX_DECK_DEPTH,
    MAX_DECK_FILE_BYTES,
    MAX_DECK_LINES,
    json_depth_exceeds,
    load_json_text,
)
from card_db.records import CardRecord

#: Looks a (normalised) code up in the card database; ``None`` when unknown.
Lookup = Callable[[str], CardRecord | None]
#: The cards whose name is exactly this (case-insensitive), for lists written by name.
NameLookup = Callable[[str], list[CardRecord]]

FORMATS = ("text", "op-sim", "ws-codes", "fdk", "json", "cod")
#: File suffix -> the format read when none is given.
SUFFIX_FORMATS = {
    ".fdk": "fdk",
    ".json": "json",
    ".txt": "text",
    ".dek": "text",
    ".deck": "text",
    ".cod": "cod",
}


@dataclass(frozen=True)
class Deck:
    """A deck: for each section, the cards as ``(code, count)`` pairs in the player's order.

    Attributes:
        game: the game id.
        name: the deck's name, unique per game among saved decks.
        sections: section name -> ``[(code, count), ...]``; the section names are the game's.
    """

    game: str
    name: str
    sections: dict[str, list[tuple[str, int]]] = field(default_factory=dict)

    def size(self, section: str | None = None) -> int:
        """Number of cards in ``section``, or in the whole deck."""
        chosen = [self.sections.get(section, [])] if section else list(self.sections.values())
        return sum(count for entries in chosen for _, count in entries)

    def codes(self) -> list[str]:
        """Every distinct code in the deck, in order of first appearance."""
        return list(dict.fromkeys(code for entries in self.sections.values() for code, _ in entries))

    def normalized(self) -> Deck:
        """The same deck with sections in the game's order, repeated codes merged, and
        empty sections and non-positive counts dropped."""
        order = list(game_spec(self.game).sections)
        names = sorted(self.sections, key=lambda s: (order.index(s) if s in order else len(order), s))
        sections: dict[str, list[tuple[str, int]]] = {}
        for section in names:
            merged: dict[str, int] = {}
            for code, count in self.sections[section]:
                if count > 0:
                    merged[code] = merged.get(code, 0) + count
            if merged:
                sections[section] = list(merged.items())
        return Deck(self.game, self.name, sections)

    def without_supplied(self) -> Deck:
        """The deck without the sections its game supplies (``GameSpec.supplied_sections``)."""
        supplied = game_spec(self.game).supplied_sections
        return Deck(self.game, self.name, {s: e for s, e in self.sections.items() if s not in supplied})

    def to_json(self) -> dict[str, Any]:
        """The project deck file's content."""
        return {
            "game": self.game,
            "name": self.name,
            "sections": {s: [[c, n] for c, n in e] for s, e in self.sections.items()},
        }


@dataclass(frozen=True)
class DeckLineProblem:
    """A line of a deck file that could not be used.

    Attributes:
        line: the 1-based line number (0 when the problem has no line).
        text: the line's text (or the code concerned).
        message: what is wrong.
        choices: for a card name several cards share, their codes: the player picks one
            (``DeckParse.with_choice``) and the deck keeps that code, so it is never asked again.
        count: the copies the line asks for (with ``choices``).
        section: the section the line lies under, if a heading named one (with ``choices``).
    """

    line: int
    text: str
    message: str
    choices: tuple[str, ...] = ()
    count: int = 0
    section: str | None = None

    def __str__(self) -> str:
        where = f"line {self.line}" if self.line else "deck"
        return f"{where}: {self.message}" + (f" ({self.text.strip()})" if self.text.strip() else "")


@dataclass(frozen=True)
class DeckParse:
    """What reading a deck file gave: the deck of every usable line, and the problems."""

    deck: Deck
    problems: list[DeckLineProblem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def ambiguous(self) -> list[DeckLineProblem]:
        """The lines naming a card by a name several cards share (``DeckLineProblem.choices``)."""
        return [problem for problem in self.problems if problem.choices]

    def with_choice(self, problem: DeckLineProblem, record: CardRecord) -> DeckParse:
        """This parse with ``problem``'s ambiguous name read as ``record`` (one of its
        ``choices``): the copies go into the deck, by the line's section or the card's type,
        and the problem is gone.

        Raises:
            ValueError: ``problem`` is not one of this parse's, or ``record`` not one of its choices.
        """
        if problem not in self.problems or record.code not in problem.choices:
            raise ValueError(f"{record.code} is not a choice for {problem}")
        sections = {name: list(entries) for name, entries in self.deck.sections.items()}
        sections.setdefault(_section_of(self.deck.game, problem.section, record), []).append(
            (record.code, problem.count)
        )
        deck = Deck(self.deck.game, self.deck.name, sections).normalized()
        return DeckParse(deck, [p for p in self.problems if p != problem])


def _section_of(game: str, section: str | None, record: CardRecord) -> str:
    """Where a listed card goes: the section its heading named, else its type's; ``main`` when
    the game has no such section."""
    target = section or section_for_type(game, record.type)
    return target if target in game_spec(game).sections else "main"


@dataclass(frozen=True)
class _Ambiguous:
    """A card name several cards share: why it is not resolved, and their codes."""

    message: str
    codes: tuple[str, ...]


class _Builder:
    """Collects cards into sections, resolving codes (or names) and noting problems."""

    def __init__(self, game: str, name: str, lookup: Lookup, names: NameLookup | None = None) -> None:
        self.game = game
        self.name = name
        self.lookup = lookup
        self.names = names
        self.allowed = game_spec(game).sections
        self.sections: dict[str, dict[str, int]] = {}
        self.problems: list[DeckLineProblem] = []
        self.cards = 0

    def resolve(self, text: str) -> CardRecord | _Ambiguous | str:
        """The card ``text`` names: as a code, as a code followed by its name, or as a card
        name. A string says why there is none (an unknown card); ``_Ambiguous``, a name
        several cards share."""
        candidate = normalize_code(text)
        record = self.lookup(candidate) if candidate else None
        if record is None and " " in candidate:
            record = self.lookup(candidate.split()[0])
        if record is not None:
            return record
        if self.names is not None and candidate:
            found = self.names(candidate)
            distinct = {r.code: r for r in found}
            if len(distinct) == 1:
                return next(iter(distinct.values()))
            if distinct:
                codes = sorted(distinct)
                shown = ", ".join(codes[:6]) + (" …" if len(codes) > 6 else "")
                return _Ambiguous(
                    f"the name {candidate!r} names {len(codes)} cards ({shown}); write the code",
                    tuple(codes),
                )
        return f"unknown card code {candidate!r} for {self.game}"

    def add(self, code_text: str, count: int, section: str | None, line: int, line_text: str) -> None:
        if count <= 0:
            self.problem(line, line_text, f"the count must be at least 1, got {count}")
            return
        if count > MAX_DECK_COPIES:
            self.problem(line, line_text, f"at most {MAX_DECK_COPIES} copies on a line, got {count:,}")
            return
        if self.cards + count > MAX_DECK_CARDS:
            self.problem(line, line_text, f"a deck holds at most {MAX_DECK_CARDS:,} cards")
            return
        record = self.resolve(code_text)
        if isinstance(record, str):
            self.problem(line, line_text, record)
            return
        if isinstance(record, _Ambiguous):
            self.problems.append(
                DeckLineProblem(line, line_text, record.message, record.codes, count, section)
            )
            return
        entries = self.sections.setdefault(_section_of(self.game, section, record), {})
        entries[record.code] = entries.get(record.code, 0) + count
        self.cards += count

    def section(self, heading: str, line: int, line_text: str) -> str | None:
        """The section a heading names; a section the game lacks is a problem."""
        section = SECTION_ALIASES[heading]
        if section not in self.allowed:
            self.problem(
                line,
                line_text,
                f"{self.game} decks have no {section!r} section (sections: {', '.join(self.allowed)})",
            )
            return None
        return section

    def problem(self, line: int, text: str, message: str) -> None:
        self.problems.append(DeckLineProblem(line, text, message))

    def result(self) -> DeckParse:
        deck = Deck(self.game, self.name, {s: list(e.items()) for s, e in self.sections.items()}).normalized()
        return DeckParse(deck, sorted(self.problems, key=lambda p: p.line))


_COMMENT = re.compile(r"^(#+|//+|;+|--)\s*")
_HEADING_DECOR = re.compile(r"^\[(.*)\]$|^(.*?):$")
_HEADING_COUNT = re.compile(r"\s*[\(\[]\s*\d+\s*[\)\]]\s*$")
#: Digits of a count that are converted to a number at all (longer is refused unread).
_MAX_COUNT_DIGITS = 18
_X_COUNT = re.compile(r"^(?P<count>\d+)[xX×]\s*(?P<rest>\S.*)$")
_SPACE_COUNT = re.compile(r"^(?P<count>\d+)\s+(?:[xX×]\s+)?(?P<rest>\S.*)$")
#: the count after the card, as some sites and players write it: ``Pandora x4``, ``CMF-013 ×2``
_SUFFIX_COUNT = re.compile(r"^(?P<rest>\S.*?)\s+[xX×]\s?(?P<count>\d+)$")


#: Headings deck sites print over groups of one card type (``Characters (41):``,
#: ``Climaxes``); the cards under them are placed by their type.
TYPE_HEADINGS = frozenset(
    word
    for card_type in sorted({*FOW_TYPES, "stranger", *(t for spec in GAMES.values() for t in spec.types)})
    for word in (card_type, f"{card_type}s", f"{card_type}es")
)
_TITLE = re.compile(r"^(?:deck\s*name|deck|name|title)\s*[:=]\s*(?P<title>\S.*)$", re.IGNORECASE)


def _heading(line: str) -> tuple[str | None, bool]:
    """(heading, is_comment) for a line: a heading names a known section (its alias) or a
    card type (``TYPE_HEADINGS``: the word ``"type"``)."""
    body = line
    comment = False
    match = _COMMENT.match(body)
    if match:
        body, comment = body[match.end() :], True
    body = body.strip()
    decor = _HEADING_DECOR.match(body)
    if decor:
        body = (decor.group(1) if decor.group(1) is not None else decor.group(2)).strip()
    body = _HEADING_COUNT.sub("", body).strip().lower()
    if body in SECTION_ALIASES:
        return body, comment
    if body in TYPE_HEADINGS and (decor or comment or _HEADING_COUNT.search(line) or line.lower() == body):
        return "type", comment
    return None, comment


def parse_text(text: str, game: str, name: str, lookup: Lookup, names: NameLookup | None = None) -> DeckParse:
    """Read a plain-text deck list (``text``, ``op-sim`` and ``ws-codes`` formats alike, and
    the Untap / TCG Arena name lists).

    A line is ``N code``, ``Nx code``, ``N name``, ``name xN`` or a code or name alone (one
    copy; runs of spaces and tabs count as one space), a
    section heading (``# Main``, ``Side Deck:``, ``[Ruler]``), a card-type heading
    (``Characters (41):``: the cards below go where their type belongs), a title
    (``Deck name: …``, or a first line that names no card) or a comment.
    """
    builder = _Builder(game, name, lookup, names)
    current: str | None = None
    first = True
    for number, raw in enumerate(text.splitlines(), start=1):
        line = " ".join(raw.strip().lstrip("\ufeff").split())  # tabs and runs of spaces as one
        if not line:
            continue
        was_first, first = first, False
        heading, comment = _heading(line)
        if heading == "type":
            current = None
            continue
        if heading is not None:
            current = builder.section(heading, number, raw)
            continue
        if comment:
            continue
        title = _TITLE.match(line)
        if title:
            builder.name = title.group("title").strip()
            continue
        match = _X_COUNT.match(line) or _SPACE_COUNT.match(line) or _SUFFIX_COUNT.match(line)
        if was_first and " " in line and not match and isinstance(builder.resolve(line), str):
            builder.name = line  # a first line that names no card: the list's title
            continue
        if match:
            digits = match.group("count")
            if len(digits) > _MAX_COUNT_DIGITS:  # not converted: Python refuses > 4,300 digits
                builder.problem(
                    number,
                    raw,
                    f"at most {MAX_DECK_COPIES} copies on a line, got a {len(digits):,}-digit number",
                )
                continue
            builder.add(match.group("rest"), int(digits), current, number, raw)
        else:
            builder.add(line, 1, current, number, raw)
    return builder.result()


def format_text(deck: Deck, style: str = "text") -> str:
    """Write ``deck`` as ``text`` (headings and ``N code``), ``op-sim`` or ``ws-codes``."""
    deck = deck.normalized()
    lines: list[str] = []
    if style == "op-sim":
        for section in ("leader", "main", "don"):
            lines += [f"{count}x{code}" for code, count in deck.sections.get(section, [])]
        lines += [
            f"{count}x{code}"
            for s, e in deck.sections.items()
            if s not in {"leader", "main", "don"}
            for code, count in e
        ]
    elif style == "ws-codes":
        for entries in deck.sections.values():
            for code, count in entries:
                lines += [code] * count
    elif style == "text":
        for section, entries in deck.sections.items():
            if lines:
                lines.append("")
            lines.append(f"# {section.capitalize()}")
            lines += [f"{count} {code}" for code, count in entries]
    else:
        raise ValueError(f"unknown text deck style {style!r}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------- JSON formats

_ENTRY_CODE_KEYS = ("code", "id", "card", "cardId", "card_id", "cardcode", "number", "name")
_ENTRY_COUNT_KEYS = ("count", "qty", "quantity", "amount", "copies")
_NAME_KEYS = ("name", "deckName", "deck_name", "title")
_IGNORED_KEYS = {
    "format",
    "version",
    "game",
    "author",
    "description",
    "notes",
    "comment",
    "created",
    "updated",
    *_NAME_KEYS,
}


def _camel_to_words(key: str) -> str:
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", key).replace("_", " ").replace("-", " ").strip().lower()


class _LineFinder:
    """Finds the line of each quoted code in a JSON text, in document order."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.position = 0

    def line_of(self, needle: str) -> int:
        quoted = json.dumps(needle, ensure_ascii=False)
        found = self.text.find(quoted, self.position)
        if found < 0:
            found = self.text.find(quoted)
            if found < 0:
                return 0
        else:
            self.position = found + len(quoted)
        return self.text.count("\n", 0, found) + 1


def _entries(value: Any) -> Iterable[tuple[Any, Any, Any]]:
    """(code, count, zone) triples from the entry shapes the JSON formats allow; ``zone`` is
    the section an entry names itself (Force-of-Wind's ``zone``), else ``None``."""
    if isinstance(value, str):  # "ruler": "CODE"
        yield value, 1, None
        return
    if isinstance(value, Mapping):
        if value and all(isinstance(v, Mapping) for v in value.values()):
            value = list(value.values())  # {"name": {"id": ..., "quantity": ..., "zone": ...}}
        else:  # {"CODE": count}
            for code, count in value.items():
                yield code, count, None
            return
    if not isinstance(value, list):
        yield value, None, None
        return
    for entry in value:
        if isinstance(entry, str):
            yield entry, 1, None
        elif isinstance(entry, list) and len(entry) == 2:
            yield entry[0], entry[1], None
        elif isinstance(entry, Mapping):
            code = next((entry[k] for k in _ENTRY_CODE_KEYS if k in entry), None)
            count = next((entry[k] for k in _ENTRY_COUNT_KEYS if k in entry), 1)
            yield code, count, entry.get("zone")
        else:
            yield entry, None, None


def _add_entries(builder: _Builder, finder: _LineFinder, section: str | None, value: Any) -> None:
    for code, count, zone in _entries(value):
        if not isinstance(code, str) or not code.strip():
            builder.problem(
                0, json.dumps(code, ensure_ascii=False, default=repr), "expected a card code (a string)"
            )
            continue
        line = finder.line_of(code)
        if isinstance(count, bool) or not isinstance(count, int):
            builder.problem(line, code, f"expected a whole number of copies, got {count!r}")
            continue
        target = section
        if isinstance(zone, str) and zone.strip():
            words = _HEADING_COUNT.sub("", _camel_to_words(zone)).strip()
            if words not in SECTION_ALIASES:
                builder.problem(line, code, f"unknown deck section {zone!r}")
                continue
            target = builder.section(words, line, code)
            if target is None:
                continue
        builder.add(code, count, target, line, code)


def _add_section(builder: _Builder, finder: _LineFinder, key: str, value: Any) -> None:
    words = _HEADING_COUNT.sub("", _camel_to_words(key)).strip()
    line = finder.line_of(key)
    if words not in SECTION_ALIASES:
        builder.problem(line, key, "unknown deck section")
        return
    section = builder.section(words, line, key)
    if section is not None:
        _add_entries(builder, finder, section, value)


def _load_json(text: str) -> Any:
    try:
        data = load_json_text(text)
    except json.JSONDecodeError as error:
        raise DeckFormatError(
            f"not valid JSON: {error.msg} (line {error.lineno}, column {error.colno})"
        ) from None
    except RecursionError:
        data = None
    if data is None or json_depth_exceeds(data, MAX_DECK_DEPTH):
        raise DeckFormatError(
            f"not a deck: the JSON is nested too deeply (more than {MAX_DECK_DEPTH} levels)"
        )
    return data


def parse_fdk(text: str, name: str, lookup: Lookup, names: NameLookup | None = None) -> DeckParse:
    """Read a Force of Will ``.fdk`` deck (JSON). Accepted shapes, keys case-insensitive::

        {"name": "My deck",
         "ruler":  [{"code": "CMF-013", "count": 1}],
         "main":   [["CMF-001", 4], "CMF-004", ...],
         "stones": {"CMF-103": 6, ...},
         "side": [...], "extra": [...], "rune": [...]}

    Section keys may be any heading ``card_db.games.SECTION_ALIASES`` knows, in camel or snake
    case (``mainDeck``, ``magic_stone_deck``, ``sideboard``), or a list ``"zones"`` /
    ``"sections"`` of ``{"name": ..., "cards": [...]}``; ``"cards"`` lists cards to place by
    type. An entry is ``{"code"|"id"|"card"|"cardId": CODE, "count"|"qty"|"quantity": N}``,
    ``[CODE, N]``, or ``CODE`` (one copy). The ``name`` in the file wins over ``name``.

    Raises:
        DeckFormatError: not JSON, or not an object.
    """
    data = _load_json(text)
    if not isinstance(data, Mapping):
        raise DeckFormatError(f"expected a JSON object with deck sections, got {type(data).__name__}")
    deck_name = next((data[k] for k in _NAME_KEYS if isinstance(data.get(k), str) and data[k].strip()), name)
    builder = _Builder("force-of-will", str(deck_name).strip(), lookup, names)
    finder = _LineFinder(text)
    for key, value in data.items():
        words = _camel_to_words(str(key))
        if key in _IGNORED_KEYS or words in {"format", "version", "game"}:
            continue
        if words in {"zones", "sections"}:
            if isinstance(value, Mapping):
                for sub_key, sub_value in value.items():
                    _add_section(builder, finder, str(sub_key), sub_value)
            elif isinstance(value, list):
                for zone in value:
                    if isinstance(zone, Mapping):
                        _add_section(builder, finder, str(zone.get("name", "")), zone.get("cards", []))
                    else:
                        builder.problem(0, str(zone), "expected a zone object with a name and cards")
            continue
        if words == "cards":
            _add_entries(builder, finder, None, value)
            continue
        _add_section(builder, finder, str(key), value)
    return builder.result()


def format_fdk(deck: Deck) -> str:
    """Write a Force of Will deck as ``.fdk`` JSON (the first shape ``parse_fdk`` documents)."""
    deck = deck.normalized()
    data: dict[str, Any] = {"format": "fdk", "version": 1, "name": deck.name}
    for section, entries in deck.sections.items():
        data[section] = [{"code": code, "count": count} for code, count in entries]
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def parse_json(text: str, game: str, name: str, lookup: Lookup, names: NameLookup | None = None) -> DeckParse:
    """Read a project deck file (``{"game", "name", "sections": {...}}``).

    Raises:
        DeckFormatError: not JSON, not that shape, or for another game.
    """
    data = _load_json(text)
    if not isinstance(data, Mapping) or not isinstance(data.get("sections"), Mapping):
        raise DeckFormatError('expected {"game": ..., "name": ..., "sections": {"main": [["CODE", 4], ...]}}')
    if data.get("game") not in (None, game):
        raise DeckFormatError(f"the deck is for {data.get('game')!r}, not {game!r}")
    deck_name = data.get("name") if isinstance(data.get("name"), str) and data["name"].strip() else name
    builder = _Builder(game, str(deck_name).strip(), lookup, names)
    finder = _LineFinder(text)
    for key, value in data["sections"].items():
        _add_section(builder, finder, str(key), value)
    return builder.result()


def format_json(deck: Deck) -> str:
    """Write the project deck file."""
    return json.dumps(deck.normalized().to_json(), ensure_ascii=False, indent=2) + "\n"


# ---------------------------------------------------------------------------- Cockatrice


_XML_DECLARATIONS = re.compile(r"<!DOCTYPE|<!ENTITY", re.IGNORECASE)


def parse_cod(text: str, game: str, name: str, lookup: Lookup, names: NameLookup | None = None) -> DeckParse:
    """Read a Cockatrice deck (``.cod``, also the Weiß Schwarz fork's)::

        <cockatrice_deck version="1">
          <deckname>My deck</deckname>
          <zone name="main"><card number="4" name="Supreme Bliss, Chika"/></zone>
          <zone name="side">...</zone>
        </cockatrice_deck>

    A card is found by its ``name`` as a code first (the WS fork writes codes), then as a
    card name; a zone is any section heading ``SECTION_ALIASES`` knows. Documents that
    declare a DOCTYPE or entities are refused unread (no entity expansion, ever).

    Raises:
        DeckFormatError: not XML, a DOCTYPE, or not a Cockatrice deck.
    """
    if _XML_DECLARATIONS.search(text):
        raise DeckFormatError("refused: the XML declares a DOCTYPE or entities")
    try:
        root = ElementTree.fromstring(text)  # noqa: S314 - DOCTYPE and entities refused above
    except ElementTree.ParseError as error:
        raise DeckFormatError(f"not valid XML: {error}") from None
    if root.tag != "cockatrice_deck":
        raise DeckFormatError(f"expected a <cockatrice_deck> document, got <{root.tag}>")
    title = (root.findtext("deckname") or "").strip()
    builder = _Builder(game, title or name, lookup, names)
    finder = _LineFinder(text)
    for zone in root.iter("zone"):
        zone_name = zone.get("name", "")
        words = _camel_to_words(zone_name)
        section: str | None = None
        if words not in SECTION_ALIASES:
            builder.problem(finder.line_of(zone_name), zone_name, "unknown deck section")
            continue
        section = builder.section(words, finder.line_of(zone_name), zone_name)
        if section is None:
            continue
        for card in zone.iter("card"):
            card_name = card.get("name", "")
            line = finder.line_of(card_name)
            number = card.get("number", "1").strip()
            if not number.isdigit() or len(number) > _MAX_COUNT_DIGITS:
                builder.problem(line, card_name, f"expected a whole number of copies, got {number[:20]!r}")
                continue
            builder.add(card_name, int(number), section, line, card_name)
    return builder.result()


def format_cod(deck: Deck) -> str:
    """Write ``deck`` as a Cockatrice ``.cod`` file (cards by code)."""
    root = ElementTree.Element("cockatrice_deck", version="1")
    ElementTree.SubElement(root, "deckname").text = deck.name
    for section, entries in deck.normalized().sections.items():
        zone = ElementTree.SubElement(root, "zone", name=section)
        for code, count in entries:
            ElementTree.SubElement(zone, "card", number=str(count), name=code)
    ElementTree.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ElementTree.tostring(root, encoding="unicode") + "\n"


# ---------------------------------------------------------------------------- EncoreDecks


def encoredecks_api(url: str) -> str | None:
    """The API address of an EncoreDecks deck page (``https://www.encoredecks.com/deck/ID``
    → ``https://www.encoredecks.com/api/deck/ID``), or ``None`` when ``url`` is not one."""
    match = re.fullmatch(r"(?P<origin>https?://[^/\s]+)/(?:api/)?deck/(?P<id>[A-Za-z0-9_-]+)/?", url.strip())
    return f"{match.group('origin')}/api/deck/{match.group('id')}" if match else None


def parse_encoredecks(text: str, lookup: Lookup) -> DeckParse:
    """Read EncoreDecks' deck JSON: ``{"name", "cards": [{"set", "side", "release", "sid"}
    or {"cardcode"}, ...]}``, one entry per copy.

    Raises:
        DeckFormatError: not that shape.
    """
    data = _load_json(text)
    cards = data.get("cards") if isinstance(data, Mapping) else None
    if not isinstance(cards, list):
        raise DeckFormatError('expected EncoreDecks deck JSON with a list "cards"')
    name = (
        data.get("name") if isinstance(data.get("name"), str) and data["name"].strip() else "EncoreDecks deck"
    )
    builder = _Builder("weiss-schwarz", str(name).strip(), lookup)
    counts: dict[str, int] = {}
    for card in cards:
        code = None
        if isinstance(card, Mapping):
            code = card.get("cardcode")
            parts = [card.get(k) for k in ("set", "side", "release", "sid")]
            if not isinstance(code, str) and all(isinstance(v, str) for v in parts):
                code = f"{parts[0]}/{parts[1]}{parts[2]}-{parts[3]}"
        if not isinstance(code, str):
            builder.problem(0, str(card)[:60], "expected a card with set, side, release and sid")
            continue
        counts[code] = counts.get(code, 0) + 1
    for code, count in counts.items():
        builder.add(code, count, None, 0, code)
    return builder.result()


def guess_format(filename: str, text: str) -> str:
    """The format of a deck file from its suffix, else from its content (JSON and XML are
    recognised by their first character, so a pasted export reads as what it is)."""
    lowered = filename.lower()
    for suffix, fmt in SUFFIX_FORMATS.items():
        if lowered.endswith(suffix):
            if fmt == "json" and '"sections"' not in text and text.lstrip().startswith("{"):
                return "fdk"
            return fmt
    start = text.lstrip("\ufeff \t\r\n")[:1]
    if start == "{":
        return "json" if '"sections"' in text else "fdk"
    if start == "<":
        return "cod"
    return "text"


def check_deck_size(text: str) -> None:
    """Refuse a deck list beyond ``MAX_DECK_FILE_BYTES`` or ``MAX_DECK_LINES``, before any
    line is read.

    Raises:
        DeckFormatError: naming the limit.
    """
    if len(text) > MAX_DECK_FILE_BYTES:
        raise DeckFormatError(f"a deck list is at most {MAX_DECK_FILE_BYTES // 2**20} MB")
    lines = text.count("\n") + 1
    if lines > MAX_DECK_LINES:
        raise DeckFormatError(f"a deck list has at most {MAX_DECK_LINES:,} lines; this one has {lines:,}")


def parse_deck(
    text: str,
    game: str,
    name: str,
    lookup: Lookup,
    fmt: str | None = None,
    filename: str = "",
    names: NameLookup | None = None,
) -> DeckParse:
    """Read a deck in ``fmt`` (guessed from ``filename`` and content when ``None``); with
    ``names``, lines and entries may name cards by name instead of code.

    Raises:
        DeckFormatError: the file cannot be read in that format at all, ``fmt`` is unknown, or
            the list is larger than ``MAX_DECK_FILE_BYTES`` or ``MAX_DECK_LINES`` lines.
    """
    check_deck_size(text)
    fmt = fmt or guess_format(filename, text)
    if fmt in {"text", "op-sim", "ws-codes"}:
        return parse_text(text, game, name, lookup, names)
    if fmt == "fdk":
        if game != "force-of-will":
            raise DeckFormatError(f"this is a Force of Will deck (JSON without sections), not {game}")
        return parse_fdk(text, name, lookup, names)
    if fmt == "json":
        return parse_json(text, game, name, lookup, names)
    if fmt == "cod":
        return parse_cod(text, game, name, lookup, names)
    raise DeckFormatError(f"unknown deck format {fmt!r} (known: {', '.join(FORMATS)})")


#: Formats that write no section headings: a card is read back into its type's section.
UNSECTIONED_FORMATS = frozenset({"op-sim", "ws-codes"})


def sections_lost(deck: Deck, fmt: str) -> list[str]:
    """The sections of ``deck`` that ``fmt`` cannot keep apart (their cards would come back
    in the section of their type), so an export can warn; supplied sections are not written
    at all and are not counted."""
    if fmt not in UNSECTIONED_FORMATS:
        return []
    spec = game_spec(deck.game)
    by_type = {"main", *spec.type_sections.values()}
    return [s for s, entries in deck.without_supplied().sections.items() if entries and s not in by_type]


def format_deck(deck: Deck, fmt: str) -> str:
    """Write ``deck`` in ``fmt``.

    Sections the game supplies (``GameSpec.supplied_sections``: ONE PIECE's DON!! deck) are
    never written.

    Raises:
        DeckFormatError: ``fmt`` is unknown, or ``fdk`` for a game other than Force of Will.
    """
    deck = deck.without_supplied()
    if fmt in {"text", "op-sim", "ws-codes"}:
        return format_text(deck, fmt)
    if fmt == "fdk":
        if deck.game != "force-of-will":
            raise DeckFormatError(f".fdk decks are Force of Will decks, not {deck.game}")
        return format_fdk(deck)
    if fmt == "json":
        return format_json(deck)
    if fmt == "cod":
        return format_cod(deck)
    raise DeckFormatError(f"unknown deck format {fmt!r} (known: {', '.join(FORMATS)})")
