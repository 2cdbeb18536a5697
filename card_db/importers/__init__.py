"""Reading card-data files into project card records, without touching the database.

``read_path(game, path)`` reads a file or every ``*.json``/``*.csv`` file under a folder and
recognises each file's shape from its content:

- ``*.csv``: the project CSV format (``importers.project``);
- JSON with ``{"fow": {"clusters": ...}}``: fowsim's Force of Will data (``importers.fow``);
- JSON object keyed by pack id with ``raw_title``: ONE PIECE ``packs.json`` (set names only);
- a JSON array of records, or a single record, in one of: the project format, the Weiß
  Schwarz English data set (``importers.weiss``), the ONE PIECE official export
  (``importers.onepiece``).

Reading never runs code from the file (JSON and CSV only) and either returns every record or
raises ``CardImportError`` for the first problem, so the caller can write all or nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from card_db.errors import CardImportError
from card_db.games import game_spec
from card_db.importers import fow, onepiece, project, weiss
from card_db.importers.common import ImportBatch, load_json

__all__ = ["ImportBatch", "read_file", "read_path"]

log = logging.getLogger(__name__)

_SUFFIXES = {".json", ".csv"}


def read_file(game: str, path: Path) -> ImportBatch:
    """Read one card-data file for ``game``.

    Raises:
        CardImportError: the file is unreadable, of an unknown shape, or has a bad record
            (the error names the record and field); duplicate codes within the file too.
        UnknownGameError: ``game`` is not a known game id.
    """
    game_spec(game)
    if path.suffix.lower() == ".csv":
        batch = project.read_csv(path, game)
    else:
        batch = _read_json(game, path, load_json(path))
    _check_duplicates(batch, path)
    return batch


def read_path(game: str, path: Path) -> ImportBatch:
    """Read a file, or every ``.json``/``.csv`` file under a folder (sorted, recursively).

    Across files a later record with the same code replaces an earlier one (logged);
    within one file a repeated code is an error.

    Raises:
        CardImportError: as ``read_file``, or the path does not exist / the folder holds no
            card files.
    """
    if path.is_dir():
        files = sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in _SUFFIXES)
        if not files:
            raise CardImportError(path, "the folder holds no .json or .csv card files")
    elif path.is_file():
        files = [path]
    else:
        raise CardImportError(path, "no such file or folder")
    combined = ImportBatch(game)
    seen: dict[str, int] = {}
    for file in files:
        batch = read_file(game, file)
        combined.files.extend(batch.files)
        for code, name in batch.sets.items():
            combined.add_set(code, name)
        for record in batch.records:
            if record.code in seen:
                log.warning("%s: card %s replaces an earlier record of the same code", file, record.code)
                combined.records[seen[record.code]] = record
            else:
                seen[record.code] = len(combined.records)
                combined.records.append(record)
    return combined


def _read_json(game: str, path: Path, data: Any) -> ImportBatch:
    if fow.looks_like(data):
        if game != "force-of-will":
            raise CardImportError(path, f"this is Force of Will card data (fowsim), not {game} data")
        return fow.read_cards(data, path)
    if onepiece.looks_like_packs(data):
        if game != "one-piece":
            raise CardImportError(path, f"this is a ONE PIECE pack list, not {game} data")
        return onepiece.read_packs(data, path)
    records = [data] if isinstance(data, Mapping) else data
    if not isinstance(records, list):
        raise CardImportError(
            path, f"expected an array of card records or one record, got {type(data).__name__}"
        )
    if not records:
        return ImportBatch(game, files=[str(path)])
    first = records[0]
    if not isinstance(first, Mapping):
        raise CardImportError(path, f"expected a JSON object, got {type(first).__name__}", record=0)
    if project.looks_like(first):
        return project.read_records(records, path, game)
    if weiss.looks_like(first):
        if game != "weiss-schwarz":
            raise CardImportError(path, f"this is Weiß Schwarz card data, not {game} data")
        return weiss.read_records(records, path)
    if onepiece.looks_like(first):
        if game != "one-piece":
            raise CardImportError(path, f"this is ONE PIECE card data, not {game} data")
        return onepiece.read_records(records, path)
    raise CardImportError(
        path,
        f"not a card-data shape known for {game}: records look like neither the project format "
        f"({', '.join(project.CSV_COLUMNS)}) nor the game's community data set",
        record=0,
    )


def _check_duplicates(batch: ImportBatch, path: Path) -> None:
    first_seen: dict[str, int] = {}
    for index, record in enumerate(batch.records):
        if record.code in first_seen:
            raise CardImportError(
                path,
                f"the code appears twice (also record {first_seen[record.code]})",
                record=index,
                code=record.code,
                field="code",
            )
        first_seen[record.code] = index
