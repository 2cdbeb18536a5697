"""What the importers share: the batch they return and strict readers for loose values."""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from card_db.errors import CardImportError
from card_db.limits import (
    MAX_CARD_FILE_BYTES,
    MAX_NUMBER,
    MAX_NUMBER_DIGITS,
    file_kind,
    load_json_text,
    record_problem,
)
from card_db.records import CardRecord

#: Words the community data sets write for "no value" (compared after NFKC and lower case).
NONE_WORDS = frozenset({"", "n/a", "null", "none", "nil"})
#: Characters that, alone or repeated, mean "no value": every dash (category Pd, after NFKC
#: so full-width ``－`` is ``-``), the minus sign, the katakana prolonged sound mark, and the
#: ``×``/``✕`` some sets print in an empty box.
_NONE_MARKS = frozenset("\u2212\u30fc\uff70\u00d7\u2715")


def is_none_word(text: str) -> bool:
    """Whether ``text`` is how a data set writes "no value", in any width or script
    (``-``, ``－``, ``—``, ``ー``, ``N/A``, ``none``, an empty string)."""
    folded = unicodedata.normalize("NFKC", text).strip().lower()
    if folded in NONE_WORDS:
        return True
    return all(unicodedata.category(ch) == "Pd" or ch in _NONE_MARKS for ch in folded)


#: Called with (records converted, records in the file) while one file is read.
RecordProgress = Callable[[int, int], None]
#: Records converted between two progress reports.
PROGRESS_EVERY = 5_000


@dataclass
class ImportBatch:
    """The cards and sets read from one or more files, not yet written.

    Attributes:
        game: the game all records belong to.
        records: the cards, in file order.
        sets: set code -> set name (``None`` when the file does not name it).
        files: the files read.
        problems: the records and files skipped, each error naming file, record and field.
        skipped_files: ``(name, reason)`` of entries of a folder or archive that are not
            card-data files (other names, FIFOs, devices), not read.
        record_index: code -> the index of its record in the file (to name a repeated code).
        progress: called with (records converted, records in the file) while a large file
            is read (every ``PROGRESS_EVERY`` records).
        compiled: code -> the version of the card-text compiler that wrote the record's
            script (set by the app's import hook; the database records it).
    """

    game: str
    records: list[CardRecord] = field(default_factory=list)
    sets: dict[str, str | None] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)
    problems: list[CardImportError] = field(default_factory=list)
    skipped_files: list[tuple[str, str]] = field(default_factory=list)
    record_index: dict[str, int] = field(default_factory=dict, repr=False, compare=False)
    progress: RecordProgress | None = field(default=None, repr=False, compare=False)
    compiled: dict[str, str] = field(default_factory=dict)

    def add_set(self, code: str | None, name: str | None) -> None:
        """Note a set; a name never gets replaced by ``None``."""
        if not code:
            return
        if name or code not in self.sets:
            self.sets[code] = name or self.sets.get(code)


def convert_each(
    batch: ImportBatch,
    raws: list[Any],
    convert: Callable[[int, Any], CardRecord],
    *,
    first_index: int = 0,
    total: int | None = None,
) -> None:
    """Convert every raw record (numbered from ``first_index``, of ``total`` in the file) into
    ``batch``; a record that fails is noted in ``batch.problems`` and skipped, so one broken
    record never loses the rest of a file. ``batch.progress`` hears of every
    ``PROGRESS_EVERY`` records."""
    in_file = first_index + len(raws) if total is None else total
    for index, raw in enumerate(raws, start=first_index):
        if batch.progress is not None and index % PROGRESS_EVERY == 0 and index:
            batch.progress(index, in_file)
        try:
            record = convert(index, raw)
            if record.code in batch.record_index:
                raise CardImportError(
                    batch.files[0] if batch.files else "",
                    f"the code appears twice in the file (also record {batch.record_index[record.code]}; "
                    "the first is kept)",
                    record=index,
                    code=record.code,
                    field="code",
                )
        except CardImportError as error:
            batch.problems.append(error)
            continue
        batch.record_index[record.code] = index
        batch.records.append(record)


def read_text(path: Path) -> str:
    """The UTF-8 text of a card-data file, after the checks every file gets.

    Raises:
        CardImportError: not a regular file, larger than ``MAX_CARD_FILE_BYTES``,
            unreadable, or not UTF-8.
    """
    kind = file_kind(path)
    if kind is not None:
        raise CardImportError(path, kind)
    if path.stat().st_size > MAX_CARD_FILE_BYTES:
        raise CardImportError(path, f"the file is larger than {MAX_CARD_FILE_BYTES // 2**20} MB")
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise CardImportError(path, f"cannot read the file: {error.strerror or error}") from None
    return decode_text(path, raw)


def decode_text(path: Path | str, raw: bytes) -> str:
    """``raw`` as UTF-8 text (a byte-order mark is dropped).

    Raises:
        CardImportError: not UTF-8.
    """
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise CardImportError(path, f"not UTF-8 text (byte {error.start})") from None


def load_json(path: Path, text: str | None = None) -> Any:
    """Decode a JSON file (or its ``text`` already read), naming the file and the position of
    a syntax error. Numbers too long to be card values are kept as ``NumberTooLong``.

    Raises:
        CardImportError: the file cannot be read, is not UTF-8, or is not valid JSON.
    """
    if text is None:
        text = read_text(path)
    if not text.strip():
        raise CardImportError(path, "the file is empty")
    try:
        return load_json_text(text)
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
        problem = record_problem(raw)
        if problem is not None:
            raise self.fail(*problem)

    def fail(self, field_name: str, message: str) -> CardImportError:
        """The error for ``field_name`` of this record."""
        return CardImportError(self.file, message, record=self.index, code=self.code, field=field_name)

    def required_str(self, key: str) -> str:
        value = self.raw.get(key)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(key, f"expected a non-empty string, got {_shorten(value)}")
        return value.strip()

    def optional_str(self, key: str) -> str | None:
        """A string; absent, null and the "no value" words read as ``None``."""
        value = self.raw.get(key)
        if value is None:
            return None
        if not isinstance(value, str):
            raise self.fail(key, f"expected a string, got {_shorten(value)}")
        value = value.strip()
        return None if is_none_word(value) else value

    def optional_int(self, key: str) -> int | None:
        """An integer written as a number or a string of digits; ``-``/empty/null read as ``None``."""
        value = self.raw.get(key)
        if value is None:
            return None
        if isinstance(value, bool):
            raise self.fail(key, f"expected a number, got {value!r}")
        number: int | None = None
        if isinstance(value, int):
            number = value
        elif isinstance(value, float) and value.is_integer():
            number = int(value)
        elif isinstance(value, str):
            text = unicodedata.normalize("NFKC", value).strip()
            if is_none_word(text):
                return None
            sign = text[:1] if text[:1] in "+-" else ""
            digits = text[len(sign) :]
            if digits.isascii() and digits.isdigit() and len(digits) <= MAX_NUMBER_DIGITS:
                number = int(text)
        if number is None:
            raise self.fail(key, f"expected a number or '-', got {_shorten(value)}")
        if abs(number) > MAX_NUMBER:
            raise self.fail(
                key, f"{_shorten(value)} is too large (numbers on cards are at most {MAX_NUMBER:,})"
            )
        return number

    def words(self, key: str, *, required: bool = False) -> list[str]:
        """A list of strings; the "no value" words inside it are dropped."""
        value = self.raw.get(key)
        if value is None and not required:
            return []
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.fail(key, f"expected a list of strings, got {_shorten(value)}")
        return [v.strip() for v in value if not is_none_word(v)]


def _shorten(value: Any) -> str:
    """``repr(value)``, cut to a length a message can hold."""
    text = repr(value)
    return text if len(text) <= 60 else f"{text[:57]}…"
