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

from card_db.errors import DeckFormatError
from card_db.games import SECTION_ALIASES, game_spec, normalize_code, section_for_type
from card_db.records import CardRecord

#: Looks a (normalised) code up in the card database; ``None`` when unknown.
Lookup = Callable[[str], CardRecord | None]

FORMATS = ("text", "op-sim", "ws-codes", "fdk", "json")
#: File suffix -> the format read when none is given.
SUFFIX_FORMATS = {".fdk": "fdk", ".json": "json", ".txt": "text", ".dek": "text", ".deck": "text"}


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
    """

    line: int
    text: str
    message: str

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


class _Builder:
    """Collects cards into sections, resolving codes and noting problems."""

    def __init__(self, game: str, name: str, lookup: Lookup) -> None:
        self.game = game
        self.name = name
        self.lookup = lookup
        self.allowed = game_spec(game).sections
        self.sections: dict[str, dict[str, int]] = {}
        self.problems: list[DeckLineProblem] = []

    def resolve(self, text: str) -> CardRecord | None:
        """The card named by ``text``: the whole text, else its first word (a name may follow)."""
        candidate = normalize_code(text)
        record = self.lookup(candidate) if candidate else None
        if record is None and " " in candidate:
            record = self.lookup(candidate.split()[0])
        return record

    def add(self, code_text: str, count: int, section: str | None, line: int, line_text: str) -> None:
        if count <= 0:
            self.problem(line, line_text, f"the count must be at least 1, got {count}")
            return
        record = self.resolve(code_text)
        if record is None:
            self.problem(line, line_text, f"unknown card code {normalize_code(code_text)!r} for {self.game}")
            return
        target = section or section_for_type(self.game, record.type)
        if target not in self.allowed:
            target = "main"
        entries = self.sections.setdefault(target, {})
        entries[record.code] = entries.get(record.code, 0) + count

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
_X_COUNT = re.compile(r"^(?P<count>\d+)[xX×]\s*(?P<rest>\S.*)$")
_SPACE_COUNT = re.compile(r"^(?P<count>\d+)\s+(?:[xX×]\s+)?(?P<rest>\S.*)$")


def _heading(line: str) -> tuple[str | None, bool]:
    """(section alias, is_comment) for a line: a heading names a known section."""
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
    return None, comment


def parse_text(text: str, game: str, name: str, lookup: Lookup) -> DeckParse:
    """Read a plain-text deck list (``text``, ``op-sim`` and ``ws-codes`` formats alike)."""
    builder = _Builder(game, name, lookup)
    current: str | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line:
            continue
        heading, comment = _heading(line)
        if heading is not None:
            current = builder.section(heading, number, raw)
            continue
        if comment:
            continue
        match = _X_COUNT.match(line) or _SPACE_COUNT.match(line)
        if match:
            builder.add(match.group("rest"), int(match.group("count")), current, number, raw)
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

_ENTRY_CODE_KEYS = ("code", "id", "card", "cardId", "card_id", "number")
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


def _entries(value: Any) -> Iterable[tuple[Any, Any]]:
    """(code, count) pairs from the entry shapes the JSON formats allow."""
    if isinstance(value, Mapping):  # {"CODE": count}
        yield from value.items()
        return
    if not isinstance(value, list):
        yield value, None
        return
    for entry in value:
        if isinstance(entry, str):
            yield entry, 1
        elif isinstance(entry, list) and len(entry) == 2:
            yield entry[0], entry[1]
        elif isinstance(entry, Mapping):
            code = next((entry[k] for k in _ENTRY_CODE_KEYS if k in entry), None)
            count = next((entry[k] for k in _ENTRY_COUNT_KEYS if k in entry), 1)
            yield code, count
        else:
            yield entry, None


def _add_entries(builder: _Builder, finder: _LineFinder, section: str | None, value: Any) -> None:
    for code, count in _entries(value):
        if not isinstance(code, str) or not code.strip():
            builder.problem(0, json.dumps(code, ensure_ascii=False), "expected a card code (a string)")
            continue
        line = finder.line_of(code)
        if isinstance(count, bool) or not isinstance(count, int):
            builder.problem(line, code, f"expected a whole number of copies, got {count!r}")
            continue
        builder.add(code, count, section, line, code)


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
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise DeckFormatError(
            f"not valid JSON: {error.msg} (line {error.lineno}, column {error.colno})"
        ) from None
    except RecursionError:
        raise DeckFormatError("the JSON is nested too deeply to be a deck") from None
    except ValueError as error:  # a number of more digits than Python converts
        raise DeckFormatError(f"not a deck: {error}") from None


def parse_fdk(text: str, name: str, lookup: Lookup) -> DeckParse:
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
    builder = _Builder("force-of-will", str(deck_name).strip(), lookup)
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


def parse_json(text: str, game: str, name: str, lookup: Lookup) -> DeckParse:
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
    builder = _Builder(game, str(deck_name).strip(), lookup)
    finder = _LineFinder(text)
    for key, value in data["sections"].items():
        _add_section(builder, finder, str(key), value)
    return builder.result()


def format_json(deck: Deck) -> str:
    """Write the project deck file."""
    return json.dumps(deck.normalized().to_json(), ensure_ascii=False, indent=2) + "\n"


def guess_format(filename: str, text: str) -> str:
    """The format of a deck file from its suffix, else from its first character."""
    lowered = filename.lower()
    for suffix, fmt in SUFFIX_FORMATS.items():
        if lowered.endswith(suffix):
            if fmt == "json" and '"sections"' not in text and text.lstrip().startswith("{"):
                return "fdk"
            return fmt
    return "json" if text.lstrip().startswith("{") and '"sections"' in text else "text"


def parse_deck(
    text: str, game: str, name: str, lookup: Lookup, fmt: str | None = None, filename: str = ""
) -> DeckParse:
    """Read a deck in ``fmt`` (guessed from ``filename`` and content when ``None``).

    Raises:
        DeckFormatError: the file cannot be read in that format at all, or ``fmt`` is unknown.
    """
    fmt = fmt or guess_format(filename, text)
    if fmt in {"text", "op-sim", "ws-codes"}:
        return parse_text(text, game, name, lookup)
    if fmt == "fdk":
        if game != "force-of-will":
            raise DeckFormatError(f".fdk decks are Force of Will decks, not {game}")
        return parse_fdk(text, name, lookup)
    if fmt == "json":
        return parse_json(text, game, name, lookup)
    raise DeckFormatError(f"unknown deck format {fmt!r} (known: {', '.join(FORMATS)})")


def format_deck(deck: Deck, fmt: str) -> str:
    """Write ``deck`` in ``fmt``.

    Raises:
        DeckFormatError: ``fmt`` is unknown, or ``fdk`` for a game other than Force of Will.
    """
    if fmt in {"text", "op-sim", "ws-codes"}:
        return format_text(deck, fmt)
    if fmt == "fdk":
        if deck.game != "force-of-will":
            raise DeckFormatError(f".fdk decks are Force of Will decks, not {deck.game}")
        return format_fdk(deck)
    if fmt == "json":
        return format_json(deck)
    raise DeckFormatError(f"unknown deck format {fmt!r} (known: {', '.join(FORMATS)})")
