"""Reading card-data files into project card records, without touching the database.

``read_path(game, path)`` reads a file, every ``*.json``/``*.csv`` file under a folder, or
every such member of a zip archive, and recognises each file's shape from its content:

- ``*.csv``: the project CSV format (``importers.project``);
- JSON with ``{"fow": {"clusters": ...}}``: fowsim's Force of Will data (``importers.fow``);
- JSON object keyed by pack id with ``raw_title``: ONE PIECE ``packs.json`` (set names only);
- a JSON array of records, or a single record, in one of: the project format, the Weiß
  Schwarz English data set (``importers.weiss``), the ONE PIECE official export
  (``importers.onepiece``).

Reading never runs code from the file (JSON and CSV only). A record with a broken field is
skipped and noted in ``ImportBatch.problems`` (file, record, field, value) while the rest of
its file is read; a file that cannot be read at all is noted the same way while the other
files are read. ``strict=True`` raises the first problem instead, for all-or-nothing imports.
Files that are not card data (other names, FIFOs, devices) are listed in
``ImportBatch.skipped_files`` with the reason. Every file and record passes the limits of
``card_db.limits`` first.
"""

from __future__ import annotations

import logging
import zipfile
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import partial
from pathlib import Path, PurePosixPath
from typing import Any

from card_db.errors import CardImportError
from card_db.games import game_ids, game_spec
from card_db.importers import fow, onepiece, project, weiss
from card_db.importers.common import ImportBatch, RecordProgress, decode_text, load_json, read_text
from card_db.limits import MAX_CARD_FILE_BYTES, MAX_CARD_FILES, file_kind

__all__ = ["ImportBatch", "read_file", "read_path", "recognise_game"]

log = logging.getLogger(__name__)

_SUFFIXES = {".json", ".csv"}
#: Called with (files done, files in all) while a folder or archive is read.
FileProgress = Callable[[int, int], None]


@dataclass(frozen=True)
class _Source:
    """One file to read: its name for messages, and how to get its text."""

    name: Path
    text: Callable[[], str]


def read_file(game: str, path: Path, *, strict: bool = False) -> ImportBatch:
    """Read one card-data file for ``game``.

    Raises:
        CardImportError: the file cannot be read at all, or is of an unknown shape (or, with
            ``strict``, has any bad record; a code repeated in the file counts as one).
        UnknownGameError: ``game`` is not a known game id.
    """
    game_spec(game)
    return _read_source(game, _Source(path, lambda: read_text(path)), strict=strict)


def _read_source(
    game: str, source: _Source, *, strict: bool, records: RecordProgress | None = None
) -> ImportBatch:
    text = source.text()
    if source.name.suffix.lower() == ".csv":
        batch = project.read_csv(source.name, game, text, records)
    else:
        batch = _read_json(game, source.name, load_json(source.name, text), records)
    if strict and batch.problems:
        raise batch.problems[0]
    return batch


def read_path(
    game: str,
    path: Path,
    *,
    strict: bool = False,
    progress: FileProgress | None = None,
    records: RecordProgress | None = None,
) -> ImportBatch:
    """Read a file, every ``.json``/``.csv`` file under a folder (sorted, recursively), or
    every such member of a zip archive.

    Across files a later record with the same code replaces an earlier one (logged); within
    one file a repeated code is a problem. ``progress`` is called with (files read, files)
    before the first file and after each one; ``records`` with (records read, records in the
    file) while a large file is read.

    Raises:
        CardImportError: the path does not exist, or holds no card files; with ``strict``,
            the first problem of any file.
        UnknownGameError: ``game`` is not a known game id.
    """
    game_spec(game)
    combined = ImportBatch(game)
    sources = list(_sources(path, combined))
    if not sources:
        raise CardImportError(path, "holds no .json or .csv card files")
    seen: dict[str, int] = {}
    for done, source in enumerate(sources):
        if progress is not None:
            progress(done, len(sources))
        try:
            batch = _read_source(game, source, strict=strict, records=records)
        except CardImportError as error:
            if strict:
                raise
            combined.problems.append(error)
            continue
        combined.files.extend(batch.files)
        combined.problems.extend(batch.problems)
        for code, name in batch.sets.items():
            combined.add_set(code, name)
        for record in batch.records:
            if record.code in seen:
                log.info("%s: card %s replaces an earlier record of the same code", source.name, record.code)
                combined.records[seen[record.code]] = record
            else:
                seen[record.code] = len(combined.records)
                combined.records.append(record)
    if progress is not None:
        progress(len(sources), len(sources))
    return combined


def _sources(path: Path, batch: ImportBatch) -> Iterator[_Source]:
    """The card files of ``path``; other entries go to ``batch.skipped_files``."""
    if path.is_dir():
        count = 0
        for entry in sorted(path.rglob("*")):
            if entry.is_dir():
                continue
            name = entry.relative_to(path).as_posix()
            if entry.suffix.lower() not in _SUFFIXES:
                batch.skipped_files.append((name, "not a card-data file name (.json or .csv)"))
                continue
            kind = file_kind(entry)
            if kind is not None:
                batch.skipped_files.append((name, kind))
                continue
            count += 1
            if count > MAX_CARD_FILES:
                raise CardImportError(path, f"holds more than {MAX_CARD_FILES:,} card files")
            yield _Source(entry, partial(read_text, entry))
        return
    kind = file_kind(path)
    if kind is not None:
        missing = not path.exists() and not path.is_symlink()
        raise CardImportError(path, "no such file or folder" if missing else kind)
    if path.suffix.lower() == ".zip" or (path.suffix.lower() not in _SUFFIXES and zipfile.is_zipfile(path)):
        yield from _zip_sources(path, batch)
        return
    yield _Source(path, lambda: read_text(path))


def _zip_sources(archive: Path, batch: ImportBatch) -> Iterator[_Source]:
    try:
        zf = zipfile.ZipFile(archive)
    except (zipfile.BadZipFile, OSError) as error:
        raise CardImportError(archive, f"not a readable zip archive ({error})") from None
    with zf:
        members = sorted((i for i in zf.infolist() if not i.is_dir()), key=lambda i: i.filename)
        if len(members) > MAX_CARD_FILES:
            raise CardImportError(archive, f"holds more than {MAX_CARD_FILES:,} files")
        for info in members:
            name = archive / PurePosixPath(info.filename.replace("\\", "/")).as_posix().lstrip("/")
            if name.suffix.lower() not in _SUFFIXES:
                batch.skipped_files.append((info.filename, "not a card-data file name (.json or .csv)"))
                continue
            if info.file_size > MAX_CARD_FILE_BYTES:
                batch.skipped_files.append((info.filename, f"larger than {MAX_CARD_FILE_BYTES // 2**20} MB"))
                continue
            yield _Source(name, partial(_member_text, archive, info.filename, name))


def _member_text(archive: Path, member: str, name: Path) -> str:
    """The text of one archive member (the archive is opened again for each, so the list of
    sources can be made before any is read)."""
    try:
        with zipfile.ZipFile(archive) as zf, zf.open(member) as stream:
            raw = stream.read(MAX_CARD_FILE_BYTES + 1)
    except (zipfile.BadZipFile, OSError, EOFError, NotImplementedError, KeyError) as error:
        raise CardImportError(name, f"cannot extract from the archive ({error})") from None
    if len(raw) > MAX_CARD_FILE_BYTES:
        raise CardImportError(name, f"larger than {MAX_CARD_FILE_BYTES // 2**20} MB")
    return decode_text(name, raw)


def recognise_game(path: Path) -> str | None:
    """The game whose data ``path`` (a file, folder or zip) holds, from the shape of its first
    readable card file; ``None`` when no file says (the caller asks the user)."""
    scratch = ImportBatch("freeform")
    try:
        sources = list(_sources(path, scratch))
    except CardImportError:
        return None
    for source in sources[:20]:
        try:
            data = load_json(source.name, source.text()) if source.name.suffix.lower() == ".json" else None
        except CardImportError:
            continue
        game = _shape_game(data)
        if game is not None:
            return game
    return None


def _shape_game(data: Any) -> str | None:
    if fow.looks_like(data):
        return fow.GAME
    if onepiece.looks_like_packs(data):
        return onepiece.GAME
    first = data[0] if isinstance(data, list) and data else data
    if not isinstance(first, Mapping):
        return None
    if project.looks_like(first):
        game = first.get("game")
        return game if isinstance(game, str) and game in game_ids() else None
    if weiss.looks_like(first):
        return weiss.GAME
    if onepiece.looks_like(first):
        return onepiece.GAME
    return None


def _read_json(game: str, path: Path, data: Any, progress: RecordProgress | None = None) -> ImportBatch:
    if fow.looks_like(data):
        if game != "force-of-will":
            raise CardImportError(path, f"this is Force of Will card data (fowsim), not {game} data")
        return fow.read_cards(data, path, progress)
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
        return project.read_records(records, path, game, progress)
    if weiss.looks_like(first):
        if game != "weiss-schwarz":
            raise CardImportError(path, f"this is Weiß Schwarz card data, not {game} data")
        return weiss.read_records(records, path, progress)
    if onepiece.looks_like(first):
        if game != "one-piece":
            raise CardImportError(path, f"this is ONE PIECE card data, not {game} data")
        return onepiece.read_records(records, path, progress)
    raise CardImportError(
        path,
        f"not a card-data shape known for {game}: records look like neither the project format "
        f"({', '.join(project.CSV_COLUMNS)}) nor the game's community data set",
        record=0,
    )
