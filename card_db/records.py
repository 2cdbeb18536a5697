"""The project card record (``docs/card-format.md``): the one shape every importer produces.

``CardRecord`` is what the database stores and returns; ``record_from_dict`` validates a
record read from a file (the project's own JSON/CSV format, or a demo set) and names the
field at fault. Records are plain data: a ``script`` is kept verbatim and never run here.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from card_db.errors import CardImportError, UnknownGameError
from card_db.games import WS_TRIGGERS, FieldKind, game_spec, normalize_code
from card_db.limits import record_problem

#: The keys of a project card record, in the order the export writes them. ``set_name`` names
#: the record's set (kept with the set, not the card), so set names survive export → import.
RECORD_KEYS = (
    "game",
    "code",
    "name",
    "type",
    "colours",
    "text",
    "set",
    "rarity",
    "image_url",
    "fields",
    "script",
    "set_name",
)


@dataclass(frozen=True)
class CardRecord:
    """One card as printed, in the project's format.

    Attributes:
        game: the game id.
        code: the card code, unique within the game, NFKC-normalised.
        name: the card's name.
        type: the card type, lower case.
        colours: the card's colours (attributes in Force of Will), lower case.
        text: the printed ability text; abilities separated by ``"\\n"``.
        set_code: the set the card belongs to (``"set"`` in files), if known.
        rarity: the printed rarity, if known.
        image_url: where the card's picture can be downloaded, if known.
        fields: the game's own fields (see ``card_db.games.GAMES``); missing means unknown.
        script: the card script (abilities as data), stored verbatim, or ``None``.

    Records compare by value; treat ``fields`` and ``script`` as read-only.
    """

    game: str
    code: str
    name: str
    type: str
    colours: tuple[str, ...] = ()
    text: str = ""
    set_code: str | None = None
    rarity: str | None = None
    image_url: str | None = None
    fields: Mapping[str, Any] = field(default_factory=dict)
    script: list[Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        """The record as a JSON-ready dict with the file keys (``set``, not ``set_code``)."""
        return {
            "game": self.game,
            "code": self.code,
            "name": self.name,
            "type": self.type,
            "colours": list(self.colours),
            "text": self.text,
            "set": self.set_code,
            "rarity": self.rarity,
            "image_url": self.image_url,
            "fields": json.loads(json.dumps(dict(self.fields))),
            "script": json.loads(json.dumps(self.script)) if self.script is not None else None,
        }

    def number(self, name: str) -> int | None:
        """A numeric game field, or ``None`` when missing."""
        value = self.fields.get(name)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def words(self, name: str) -> list[str]:
        """A list-of-words game field; missing reads as empty."""
        value = self.fields.get(name)
        return [str(v) for v in value] if isinstance(value, list) else []


def _fail(
    file: str | Path, index: int | None, code: str | None, field_name: str, message: str
) -> CardImportError:
    return CardImportError(file, message, record=index, code=code, field=field_name)


def _check_field(kind: FieldKind, value: Any) -> bool:
    if value is None:
        return True
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "str":
        return isinstance(value, str)
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


_KIND_WORDS: dict[FieldKind, str] = {
    "int": "an integer",
    "bool": "true or false",
    "str": "a string",
    "words": "a list of strings",
}


def validate_fields(
    game: str, fields: Mapping[str, Any], *, file: str | Path, index: int | None, code: str
) -> dict[str, Any]:
    """Check ``fields`` against ``game``'s field table; returns a copy without null values.

    Raises:
        CardImportError: an unknown field name, a value of the wrong kind, or a value outside
            the game's vocabulary (WS trigger icons and side, L&L territory).
    """
    spec = game_spec(game)
    if spec.fields is None:  # freeform: any JSON object
        return {k: v for k, v in fields.items() if v is not None}
    cleaned: dict[str, Any] = {}
    for name, value in fields.items():
        declared = spec.fields.get(name)
        where = f"fields.{name}"
        if declared is None:
            known = ", ".join(spec.fields)
            raise _fail(file, index, code, where, f"{game} has no field {name!r} (known: {known})")
        kind = declared.kind
        if not _check_field(kind, value):
            raise _fail(file, index, code, where, f"expected {_KIND_WORDS[kind]}, got {value!r}")
        if value is None:
            continue
        if kind == "words":
            value = [str(v) for v in value]
        cleaned[name] = value
    if game == "weiss-schwarz":
        triggers = [t.lower() for t in cleaned.get("triggers", [])]
        unknown = [t for t in triggers if t not in WS_TRIGGERS]
        if unknown:
            raise _fail(
                file,
                index,
                code,
                "fields.triggers",
                f"unknown trigger icon {unknown[0]!r} (known: {', '.join(sorted(WS_TRIGGERS))})",
            )
        if "triggers" in cleaned:
            cleaned["triggers"] = triggers
        if "side" in cleaned:
            side = str(cleaned["side"]).lower()
            if side not in {"w", "s"}:
                raise _fail(file, index, code, "fields.side", f"expected 'w' or 's', got {cleaned['side']!r}")
            cleaned["side"] = side
    if game == "luck-and-logic" and "territory" in cleaned and cleaned["territory"] not in {1, 2, 4}:
        raise _fail(
            file, index, code, "fields.territory", f"expected 1, 2 or 4, got {cleaned['territory']!r}"
        )
    return cleaned


def _optional_str(
    data: Mapping[str, Any], key: str, file: str | Path, index: int | None, code: str | None
) -> str | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise _fail(file, index, code, key, f"expected a string or null, got {value!r}")
    return value or None


def record_from_dict(
    data: Any, *, file: str | Path, index: int | None = None, game: str | None = None
) -> CardRecord:
    """Validate one project card record read from ``file`` and return it.

    Args:
        data: the decoded JSON object (or CSV row already decoded into one).
        file: the file it came from, for error messages.
        index: its position in the file, for error messages.
        game: the game the caller is importing; the record's ``game`` must match it (a record
            without ``game`` takes this one).

    Raises:
        CardImportError: naming the file, the record (index and code) and the field at fault.
    """
    if not isinstance(data, Mapping):
        raise CardImportError(
            file, f"expected a card record (a JSON object), got {type(data).__name__}", record=index
        )
    raw_code = data.get("code")
    code = normalize_code(raw_code) if isinstance(raw_code, str) else None
    problem = record_problem(data)
    if problem is not None:
        raise _fail(file, index, code, *problem)
    unknown_keys = [k for k in data if k not in RECORD_KEYS]
    if unknown_keys:
        raise _fail(
            file,
            index,
            code,
            str(unknown_keys[0]),
            f"not a field of the card format (known: {', '.join(RECORD_KEYS)})",
        )
    record_game = data.get("game", game)
    if not isinstance(record_game, str):
        raise _fail(file, index, code, "game", f"expected a game id, got {record_game!r}")
    try:
        spec = game_spec(record_game)
    except UnknownGameError as error:
        raise _fail(file, index, code, "game", str(error)) from None
    if game is not None and record_game != game:
        raise _fail(
            file, index, code, "game", f"record is for {record_game!r} but the import is for {game!r}"
        )
    if not code:
        raise _fail(file, index, None, "code", f"expected a non-empty card code, got {raw_code!r}")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise _fail(file, index, code, "name", f"expected a non-empty name, got {name!r}")
    card_type = data.get("type")
    if not isinstance(card_type, str) or not card_type.strip():
        raise _fail(file, index, code, "type", f"expected a card type, got {card_type!r}")
    card_type = card_type.strip().lower()
    if not spec.accepts_type(card_type):
        raise _fail(
            file,
            index,
            code,
            "type",
            f"{card_type!r} is not a {spec.title} card type (known: {', '.join(sorted(spec.types))})",
        )
    colours_raw = data.get("colours", [])
    if colours_raw is None:
        colours_raw = []
    if not isinstance(colours_raw, list) or not all(isinstance(c, str) for c in colours_raw):
        raise _fail(file, index, code, "colours", f"expected a list of colour words, got {colours_raw!r}")
    colours = tuple(c.strip().lower() for c in colours_raw if c.strip())
    for colour in colours:
        if spec.colours and colour not in spec.colours:
            raise _fail(
                file,
                index,
                code,
                "colours",
                f"{colour!r} is not a {spec.title} colour (known: {', '.join(sorted(spec.colours))})",
            )
    text = data.get("text", "")
    if text is None:
        text = ""
    if not isinstance(text, str):
        raise _fail(file, index, code, "text", f"expected a string, got {text!r}")
    image_url = _optional_str(data, "image_url", file, index, code)
    if image_url is not None and not image_url.lower().startswith(("http://", "https://")):
        raise _fail(file, index, code, "image_url", f"expected an http(s) address, got {image_url!r}")
    fields_raw = data.get("fields", {})
    if fields_raw is None:
        fields_raw = {}
    if not isinstance(fields_raw, Mapping):
        raise _fail(file, index, code, "fields", f"expected a JSON object, got {fields_raw!r}")
    fields = validate_fields(record_game, fields_raw, file=file, index=index, code=code)
    script = data.get("script")
    if script is not None and not isinstance(script, list):
        raise _fail(
            file,
            index,
            code,
            "script",
            f"expected a list (the card script) or null, got {type(script).__name__}",
        )
    return CardRecord(
        game=record_game,
        code=code,
        name=name.strip(),
        type=card_type,
        colours=colours,
        text=text.replace("\r\n", "\n").strip(),
        set_code=_optional_str(data, "set", file, index, code),
        rarity=_optional_str(data, "rarity", file, index, code),
        image_url=image_url,
        fields=fields,
        script=script,
    )
