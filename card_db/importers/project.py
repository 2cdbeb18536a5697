"""The project's own card format, as JSON (an array of records, or one record) and as CSV.

The record is documented in ``docs/card-format.md``; this is also what ``db export`` writes.
CSV has one row per card and the columns ``game, code, name, type, colours, text, set,
rarity, image_url, fields, script``: ``colours`` is words separated by ``|`` (or a JSON
array), ``fields`` and ``script`` are JSON text, empty cells mean none.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from card_db.errors import CardImportError
from card_db.importers.common import ImportBatch, RecordProgress, convert_each
from card_db.limits import load_json_text
from card_db.records import RECORD_KEYS, CardRecord, record_from_dict

#: The CSV columns, in the order the export writes them.
CSV_COLUMNS = RECORD_KEYS


def looks_like(record: Mapping[str, Any]) -> bool:
    """Whether a raw record is meant as a project record (it has ``game`` or ``fields``, or
    only the project's keys); validation then names any key that is wrong."""
    return (
        "game" in record or "fields" in record or (bool(record) and all(key in RECORD_KEYS for key in record))
    )


def read_records(
    data: list[Any], file: Path, game: str, progress: RecordProgress | None = None
) -> ImportBatch:
    """Validate project records decoded from JSON; a bad one is skipped into ``batch.problems``."""
    batch = ImportBatch(game, files=[str(file)], progress=progress)
    names: dict[str, str] = {}

    def convert(index: int, raw: Any) -> CardRecord:
        record = record_from_dict(raw, file=file, index=index, game=game)
        set_name = raw.get("set_name")
        if record.set_code and isinstance(set_name, str) and set_name.strip():
            names[record.set_code] = set_name.strip()
        return record

    convert_each(batch, data, convert)
    for record in batch.records:
        batch.add_set(record.set_code, names.get(record.set_code or ""))
    return batch


def read_csv(path: Path, game: str, text: str, progress: RecordProgress | None = None) -> ImportBatch:
    """Read the ``text`` of a project CSV file; a bad row is skipped into ``batch.problems``
    (its record index counts data rows)."""
    reader = csv.DictReader(io.StringIO(text, newline=""))
    header = reader.fieldnames or []
    missing = [c for c in ("code", "name", "type") if c not in header]
    if missing:
        raise CardImportError(path, f"the CSV header lacks the column {missing[0]!r}", field=missing[0])
    unknown = [c for c in header if c not in CSV_COLUMNS]
    if unknown:
        raise CardImportError(path, f"unknown CSV column (known: {', '.join(CSV_COLUMNS)})", field=unknown[0])
    batch = ImportBatch(game, files=[str(path)], progress=progress)
    try:
        rows = list(reader)
    except csv.Error as error:
        raise CardImportError(path, f"not valid CSV: {error} (line {reader.line_num})") from None
    convert_each(batch, rows, lambda index, row: _row_record(row, path, index, game))
    names = {(row.get("set") or "").strip(): (row.get("set_name") or "").strip() for row in rows}
    for record in batch.records:
        batch.add_set(record.set_code, names.get(record.set_code or "") or None)
    return batch


def _row_record(row: Mapping[str, str | None], path: Path, index: int, game: str) -> CardRecord:
    if None in row:
        raise CardImportError(path, "the row has more cells than the header", record=index)
    return record_from_dict(_row_to_dict(row, path, index), file=path, index=index, game=game)


def _row_to_dict(row: Mapping[str, str | None], path: Path, index: int) -> dict[str, Any]:
    data: dict[str, Any] = {}
    code = (row.get("code") or "").strip() or None

    def cell_json(key: str, value: str) -> Any:
        try:
            return load_json_text(value)
        except json.JSONDecodeError as error:
            message = f"not valid JSON: {error.msg}"
        except RecursionError:
            message = "not valid JSON: nested too deeply"
        raise CardImportError(path, message, record=index, code=code, field=key)

    for key, cell in row.items():
        value = (cell or "").strip()
        if key in {"fields", "script"}:
            if value:
                data[key] = cell_json(key, value)
        elif key == "colours":
            if value.startswith("["):
                data[key] = cell_json(key, value)
            else:
                data[key] = [c.strip() for c in value.replace(",", "|").split("|") if c.strip()]
        elif key == "set_name":
            continue  # read by read_csv: it names the set, not the card
        elif key in {"set", "rarity", "image_url", "game"}:
            data[key] = value or None
            if key == "game" and not value:
                del data[key]
        else:
            data[key] = cell or ""
    return data


def write_json(records: Iterable[CardRecord], set_names: Mapping[str, str] | None = None) -> str:
    """Records as a project JSON file (an array, one record per element, UTF-8 as is); each
    record whose set has a name in ``set_names`` carries it as ``set_name``."""
    return json.dumps([_export_dict(r, set_names) for r in records], ensure_ascii=False, indent=1) + "\n"


def _export_dict(record: CardRecord, set_names: Mapping[str, str] | None) -> dict[str, Any]:
    data = record.to_dict()
    name = (set_names or {}).get(record.set_code or "")
    if name:
        data["set_name"] = name
    return data


def write_csv(records: Iterable[CardRecord], set_names: Mapping[str, str] | None = None) -> str:
    """Records as a project CSV file (``set_name`` as in ``write_json``)."""
    out = io.StringIO(newline="")
    writer = csv.DictWriter(out, fieldnames=list(CSV_COLUMNS), lineterminator="\r\n")
    writer.writeheader()
    for record in records:
        data = _export_dict(record, set_names)
        writer.writerow(
            {
                **{
                    k: ("" if data.get(k) is None else data[k])
                    for k in (
                        "game",
                        "code",
                        "name",
                        "type",
                        "text",
                        "set",
                        "rarity",
                        "image_url",
                        "set_name",
                    )
                },
                "colours": "|".join(record.colours),
                "fields": json.dumps(data["fields"], ensure_ascii=False) if data["fields"] else "",
                "script": json.dumps(data["script"], ensure_ascii=False)
                if data["script"] is not None
                else "",
            }
        )
    return out.getvalue()
