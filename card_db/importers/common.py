"""What the importers share: the batch they return and strict readers for loose values."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from card_db.errors import CardImportError
from card_db.records import CardRecord

#: Values the community data sets write for "no value".
NONE_WORDS = frozenset({"", "-", "—", "n/a", "null", "none"})


@dataclass
class ImportBatch:
    """The cards and sets read from one or more files, not yet written.

    Attributes:
        game: the game all records belong to.
        records: the cards, in file order.
        sets: set code -> set name (``None`` when the file does not name it).
        files: the files read.
    """

    game: str
    records: list[CardRecord] = field(default_factory=list)
    sets: dict[str, str | None] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)

    def add_set(self, code: str | None, name: str | None) -> None:
        """Note a set; a name never gets replaced by ``None``."""
        if not code:
            return
        if name or code not in self.sets:
            self.sets[code] = name or self.sets.get(code)


def load_json(path: Path) -> Any:
    """Decode a JSON file, naming the file and the position of a syntax error.

    Raises:
        CardImportError: the file cannot be read, is not UTF-8, or is not valid JSON.
    """
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise CardImportError(path, f"cannot read the file: {error.strerror or error}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise CardImportError(path, f"not UTF-8 text (byte {error.start})") from None
    if not text.strip():
        raise CardImportError(path, "the file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise CardImportError(
            path, f"not valid JSON: {error.msg} (line {error.lineno}, column {error.colno})"
        ) from None
    except RecursionError:
        raise CardImportError(path, "not valid JSON: nested too deeply") from None


class RecordReader:
    """Strict accessors for one raw record; every failure names file, record, code and field."""

    def __init__(self, file: Path, index: int, raw: Any, code_key: str) -> None:
        self.file = file
        self.index = index
        if not isinstance(raw, Mapping):
            raise CardImportError(file, f"expected a JSON object, got {type(raw).__name__}", record=index)
        self.raw: Mapping[str, Any] = raw
        code = raw.get(code_key)
        self.code: str | None = code.strip() if isinstance(code, str) and code.strip() else None

    def fail(self, field_name: str, message: str) -> CardImportError:
        """The error for ``field_name`` of this record."""
        return CardImportError(self.file, message, record=self.index, code=self.code, field=field_name)

    def required_str(self, key: str) -> str:
        value = self.raw.get(key)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(key, f"expected a non-empty string, got {value!r}")
        return value.strip()

    def optional_str(self, key: str) -> str | None:
        """A string; absent, null and the "no value" words read as ``None``."""
        value = self.raw.get(key)
        if value is None:
            return None
        if not isinstance(value, str):
            raise self.fail(key, f"expected a string, got {value!r}")
        value = value.strip()
        return None if value.lower() in NONE_WORDS else value

    def optional_int(self, key: str) -> int | None:
        """An integer written as a number or a string of digits; ``-``/empty/null read as ``None``."""
        value = self.raw.get(key)
        if value is None:
            return None
        if isinstance(value, bool):
            raise self.fail(key, f"expected a number, got {value!r}")
        if isinstance(value, int):
            return value
        if isinstance(value, float) and value.is_integer():
            return int(value)
        if isinstance(value, str):
            text = value.strip()
            if text.lower() in NONE_WORDS:
                return None
            sign = text[:1] if text[:1] in "+-" else ""
            digits = text[len(sign) :]
            if digits.isascii() and digits.isdigit():
                return int(text)
        raise self.fail(key, f"expected a number or '-', got {value!r}")

    def words(self, key: str, *, required: bool = False) -> list[str]:
        """A list of strings; the "no value" words inside it are dropped."""
        value = self.raw.get(key)
        if value is None and not required:
            return []
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.fail(key, f"expected a list of strings, got {value!r}")
        return [v.strip() for v in value if v.strip().lower() not in NONE_WORDS]
