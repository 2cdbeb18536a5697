"""``CardDatabase``: the one SQLite file that holds cards, images and decks.

One object wraps one connection and must stay on the thread that opened it (SQLite's
check); a worker thread opens its own with ``CardDatabase.open()``. The file is in WAL mode,
so readers and one writer work side by side; writes wait up to ``BUSY_TIMEOUT`` seconds for
another writer.

Writes are transactions: an import either writes every record or nothing.
"""

from __future__ import annotations

import contextlib
import datetime
import hashlib
import json
import logging
import os
import re
import shutil
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import platformdirs
from sqlite_utils import Database

from card_db import images as imaging
from card_db import proxy
from card_db.decks import Deck, DeckParse, encoredecks_api, format_deck, parse_deck, parse_encoredecks
from card_db.errors import (
    BrokenDatabaseError,
    CardDbError,
    CardImportError,
    CardNotFoundError,
    DeckFormatError,
    DeckNotFoundError,
    ImageError,
    SchemaVersionError,
)
from card_db.fs import explain
from card_db.games import (
    game_ids,
    game_spec,
    image_key,
    image_name,
    normalize_code,
    strip_format_characters,
)
from card_db.importers import ImportBatch, project, read_file, read_path
from card_db.limits import MAX_DECK_CARDS, MAX_DECK_COPIES, MAX_DECK_FILE_BYTES, file_kind
from card_db.network import fetch
from card_db.records import CardRecord
from card_db.schema import migrate

log = logging.getLogger(__name__)

#: Environment variable naming the folder of the database file (tests, portable installs).
DATA_DIR_ENV = "TABLETOP_DATA_DIR"
APP_NAME = "tabletop-tcg"
DB_FILENAME = "cards.sqlite"
#: Seconds a write waits for another connection's write to finish.
BUSY_TIMEOUT = 30.0

#: The folder beside the database where saved decks are kept as files too.
DECK_BACKUPS = "decks"
#: SQLite result codes of a damaged file: SQLITE_CORRUPT, SQLITE_NOTADB.
BROKEN_CODES = frozenset({11, 26})
#: SQLite result codes of a folder that cannot be written: SQLITE_READONLY, SQLITE_CANTOPEN,
#: SQLITE_FULL.
READ_ONLY_CODES, FULL_CODES = frozenset({8, 14}), frozenset({13})
#: SQLITE_IOERR: what a write meets when the disk filled under the journal
IO_ERROR = 10
STORAGE_CODES = READ_ONLY_CODES | FULL_CODES | {IO_ERROR}
#: below this many free bytes a write error is put down to a full disk
NEARLY_FULL = 64 * 1024

ImageSize = Literal["display", "thumb"]
SortKey = Literal["relevance", "code", "name", "type", "level", "cost", "power", "set"]
#: Called with (done, total) while a long operation runs.
Progress = Callable[[int, int], None]
#: Called with (stage, done, total) while an import runs; the stage is ``"reading"`` (files),
#: ``"records"`` (records of the file being read, for a large file) or ``"writing"`` (cards).
ImportProgress = Callable[[str, int, int], None]


def default_path() -> Path:
    """Where the database lives: ``$TABLETOP_DATA_DIR/cards.sqlite`` if that variable is set,
    else ``cards.sqlite`` in the user's data directory (platformdirs)."""
    override = os.environ.get(DATA_DIR_ENV)
    folder = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    return folder / DB_FILENAME


def _explain(error: OSError | sqlite3.Error, path: Path) -> str:
    """A failed open or write of the database in a user's words (read-only and full named)."""
    if isinstance(error, OSError):
        return explain(error, path)
    code = _primary(error)
    folder = path.parent
    writable = os.access(folder, os.W_OK) if folder.is_dir() else os.access(folder.parent, os.W_OK)
    if code in READ_ONLY_CODES and not writable:
        return f"the folder {folder} is read-only (cannot write {path.name})"
    if code in FULL_CODES or (code == IO_ERROR and _free_bytes(folder) < NEARLY_FULL):
        return f"the disk holding {folder} is full (cannot write {path.name})"
    return f"{path}: {error}"


def _primary(error: sqlite3.Error) -> int | None:
    """SQLite's primary result code of ``error`` (its extended code's low byte)."""
    code = getattr(error, "sqlite_errorcode", None)
    return None if code is None else int(code) & 0xFF


def _free_bytes(folder: Path) -> int:
    try:
        return shutil.disk_usage(folder).free
    except OSError:
        return NEARLY_FULL


@dataclass(frozen=True)
class CardFilters:
    """What the deck editor narrows a search by; ``None`` or empty means no limit.

    Attributes:
        types: any of these card types.
        colours: any of these colours.
        level_min, level_max: level range (WS, L&L), inclusive.
        cost_min, cost_max: cost range, inclusive (FoW: total cost).
        power_min, power_max: power range, inclusive (FoW: ATK).
        trait: text the traits/types/races contain (case-insensitive).
        trigger: a WS trigger icon word the card has (``soul``).
        counter: an OP counter value (``1000``).
        set_code: the set.
        base_only: leave out parallel printings (OP ``_p1``).
    """

    types: tuple[str, ...] = ()
    colours: tuple[str, ...] = ()
    level_min: int | None = None
    level_max: int | None = None
    cost_min: int | None = None
    cost_max: int | None = None
    power_min: int | None = None
    power_max: int | None = None
    trait: str | None = None
    trigger: str | None = None
    counter: int | None = None
    set_code: str | None = None
    base_only: bool = False


@dataclass(frozen=True)
class ImportResult:
    """What an import wrote, and what it skipped.

    Attributes:
        game: the game.
        files: the files read.
        added: cards that were new.
        updated: cards that were already there and changed.
        unchanged: cards that were already there exactly as read (not rewritten).
        sets: sets named by the import.
        problems: the records and files skipped, each naming file, record, field and value.
        skipped_files: ``(name, reason)`` of folder or archive entries that are not card data.
    """

    game: str
    files: list[str]
    added: int
    updated: int
    sets: int
    unchanged: int = 0
    problems: list[CardImportError] = field(default_factory=list)
    skipped_files: list[tuple[str, str]] = field(default_factory=list)

    @property
    def total(self) -> int:
        """Cards read and stored (added, updated or unchanged)."""
        return self.added + self.updated + self.unchanged


@dataclass
class ImageReport:
    """What an image import or download did.

    Attributes:
        stored: ``(game, code)`` of every image stored.
        skipped: ``(name, reason)`` of every file, member or address not used.
    """

    stored: list[tuple[str, str]] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)


@dataclass(frozen=True)
class DatabaseStats:
    """Counts per game: cards, sets, stored images, saved decks; and the schema version."""

    cards: dict[str, int]
    sets: dict[str, int]
    images: dict[str, int]
    decks: dict[str, int]
    schema_version: int
    path: str


@dataclass(frozen=True)
class SetInfo:
    """A set of a game: its code, its name if known, and how many cards it has here."""

    game: str
    code: str
    name: str | None
    cards: int


_TRAIT_FIELDS = ("traits", "types", "races")
_SORT_COLUMNS: dict[str, str] = {
    "code": "cards.code",
    "name": "cards.name COLLATE NOCASE",
    "type": "cards.type",
    "level": "cards.level IS NULL, cards.level",
    "cost": "cards.cost IS NULL, cards.cost",
    "power": "cards.power IS NULL, cards.power",
    "set": "cards.set_code",
}


def _int_field(fields: Mapping[str, Any], *names: str) -> int | None:
    for name in names:
        value = fields.get(name)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def card_row(record: CardRecord) -> dict[str, Any]:
    """The ``cards`` row of a record, including the columns the editor filters and sorts on."""
    fields = record.fields
    traits: list[str] = []
    for name in _TRAIT_FIELDS:
        value = fields.get(name)
        if isinstance(value, list):
            traits += [str(v) for v in value if str(v) not in traits]
    triggers = fields.get("triggers")
    return {
        "game": record.game,
        "code": record.code,
        "name": record.name,
        "type": record.type,
        "colours": json.dumps(list(record.colours), ensure_ascii=False),
        "text": record.text,
        "set_code": record.set_code,
        "rarity": record.rarity,
        "image_url": record.image_url,
        "fields": json.dumps(dict(fields), ensure_ascii=False, sort_keys=True),
        "script": json.dumps(record.script, ensure_ascii=False) if record.script is not None else None,
        "level": _int_field(fields, "level"),
        "cost": _int_field(fields, "cost", "total_cost"),
        "power": _int_field(fields, "power", "atk"),
        "counter": _int_field(fields, "counter"),
        "traits": "; ".join(traits),
        "triggers": " ".join(str(t) for t in triggers) if isinstance(triggers, list) else None,
        "base_code": fields.get("base_code") if isinstance(fields.get("base_code"), str) else None,
        "image_key": image_key(record.code),
        "image_name": image_name(record.image_url),
    }


#: The columns ``card_row`` writes, in its order.
_ROW_COLUMNS = tuple(card_row(CardRecord("freeform", "-", "-", "-")))
#: Cards written per statement group, between progress reports.
_WRITE_CHUNK = 5_000
#: Below this many written cards the full-text index is always kept up row by row.
_BULK_MIN_ROWS = 2_000
#: Insert a new ``cards`` row / update a stored one, with the values of ``card_row`` in its
#: order (``game`` and ``code`` first). One prepared statement for all rows.
_COLUMN_LIST = ", ".join(_ROW_COLUMNS)
_MARKS = ", ".join("?" * len(_ROW_COLUMNS))
_ASSIGNMENTS = ", ".join(f"{c} = ?" for c in _ROW_COLUMNS[2:])
_INSERT_CARD = f"INSERT INTO cards ({_COLUMN_LIST}) VALUES ({_MARKS})"  # noqa: S608 - fixed names
_UPDATE_CARD = f"UPDATE cards SET {_ASSIGNMENTS} WHERE game = ? AND code = ?"  # noqa: S608 - fixed names


def record_from_row(row: Mapping[str, Any]) -> CardRecord:
    """The record a ``cards`` row stores."""
    return CardRecord(
        game=row["game"],
        code=row["code"],
        name=row["name"],
        type=row["type"],
        colours=tuple(json.loads(row["colours"] or "[]")),
        text=row["text"] or "",
        set_code=row["set_code"],
        rarity=row["rarity"],
        image_url=row["image_url"],
        fields=json.loads(row["fields"] or "{}"),
        script=json.loads(row["script"]) if row["script"] is not None else None,
    )


def record_hash(record: CardRecord) -> str:
    """A digest of everything a proxy draws, to notice when a cached proxy is stale."""
    payload = (
        json.dumps(record.to_dict(), sort_keys=True, ensure_ascii=False)
        + f"|proxy-v1|{imaging.DISPLAY_SIZE}{imaging.THUMB_SIZE}"
    )
    return hashlib.sha256(payload.encode()).hexdigest()


def fts_query(text: str) -> str:
    """A safe FTS5 query for what a user typed: every word must match as a prefix."""
    words = re.findall(r"\w+", text)
    return " ".join(f'"{word}"*' for word in words)


class CardDatabase:
    """The card database: cards, sets, images and decks in one SQLite file.

    Open with ``CardDatabase.open()``; close with ``close()`` or a ``with`` block.
    """

    def __init__(self, db: Database, path: Path, schema_version: int) -> None:
        """Use ``open()``; this wraps an already migrated connection."""
        self._db = db
        self.path = path
        self.schema_version = schema_version

    # ------------------------------------------------------------------ opening
    @classmethod
    def open(cls, path: str | Path | None = None, *, resources: Path | None = None) -> CardDatabase:
        """Open (creating if needed) the database at ``path`` (default: ``default_path()``).

        Applies pending migrations, turns on WAL mode, and, when ``resources`` is given,
        imports the demo sets under ``resources/cards/<game>/*.json`` if they changed since the
        last time (a missing or empty folder is fine).

        Raises:
            SchemaVersionError: the file was written by a newer app, or is not a card database.
            BrokenDatabaseError: the file is damaged (``open_or_rebuild`` moves it aside).
            CardDbError: the file cannot be opened (the message names a read-only or full folder).
        """
        target = Path(path) if path is not None else default_path()
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(str(target), timeout=BUSY_TIMEOUT)
        except (OSError, sqlite3.Error) as error:
            raise CardDbError(f"cannot open the card database: {_explain(error, target)}") from None
        try:
            db = Database(conn)
            if db.journal_mode != "wal":
                db.enable_wal()
            version = migrate(db, str(target))
            database = cls(db, target, version)
            if resources is not None:
                database.seed_demo_sets(resources)
        except SchemaVersionError:
            conn.close()
            raise
        except sqlite3.DatabaseError as error:
            conn.close()
            if _primary(error) in BROKEN_CODES:
                raise BrokenDatabaseError(
                    f"{target}: cannot open the card database: the file is damaged ({error})", str(error)
                ) from None
            raise CardDbError(f"cannot open the card database: {_explain(error, target)}") from None
        return database

    @classmethod
    def open_or_rebuild(
        cls, path: str | Path | None = None, *, resources: Path | None = None
    ) -> tuple[CardDatabase, str]:
        """``open``, and if the file is damaged: move it aside with the date, build a new one
        (with the demo sets), restore the saved decks from their backups beside it, and say
        so. Returns the database and that notice (empty when the file opened normally).

        Raises:
            SchemaVersionError, CardDbError: as ``open`` (a newer or foreign database is never
                moved: it is not damaged, and the newer app may want it).
        """
        target = Path(path) if path is not None else default_path()
        try:
            database = cls.open(target, resources=resources)
        except BrokenDatabaseError as error:
            reason = error.detail
        else:
            # a database without decks beside deck backups: a rebuild cut short, or a file
            # deleted by hand (a deleted deck takes its backup with it, so none comes back)
            if database.decks() or not any(database.backup_dir.glob("*/*.json")):
                return database, ""
            restored = database.restore_decks()
            return database, f"{restored} saved deck(s) were restored from {database.backup_dir}."
        stamp = datetime.datetime.now().strftime("%Y-%m-%d-%H%M%S")  # a file name, never a game
        aside = target.with_name(f"{target.name}.broken-{stamp}")
        try:
            target.replace(aside)
            for suffix in ("-wal", "-shm"):
                Path(f"{target}{suffix}").unlink(missing_ok=True)
        except OSError as error:
            raise CardDbError(f"{reason}; and it cannot be moved aside: {_explain(error, target)}") from None
        log.warning("damaged card database %s moved to %s", target, aside)
        database = cls.open(target, resources=resources)
        restored = database.restore_decks()
        notice = (
            f"The card database {target} was damaged ({reason}). It was moved to {aside.name} and a "
            f"new one built from the demo sets; {restored} saved deck(s) were restored from "
            f"{database.backup_dir}. Cards you imported yourself must be imported again."
        )
        return database, notice

    def close(self) -> None:
        """Close the connection."""
        self._db.close()

    def __enter__(self) -> CardDatabase:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _meta(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", [key]).fetchone()
        return None if row is None else str(row[0])

    def _set_meta(self, key: str, value: str) -> None:
        with self._writing():
            self._db.table("meta").upsert({"key": key, "value": value}, pk="key")

    @contextlib.contextmanager
    def _writing(self) -> Iterator[None]:
        """A write transaction that takes the write lock when it begins (``BEGIN IMMEDIATE``).

        sqlite-utils' ``atomic()`` begins a deferred transaction, and its writes read the
        schema first; when another connection commits in between, SQLite cannot upgrade that
        read to a write and fails at once with "database is locked" instead of waiting.
        Taking the lock up front makes a writer wait its turn (``BUSY_TIMEOUT``). Nested use
        becomes a savepoint.
        """
        conn = self._db.conn
        if conn.in_transaction:
            with self._db.atomic():
                yield
            return
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield
            conn.execute("COMMIT")
        except BaseException as error:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            if isinstance(error, sqlite3.OperationalError) and _primary(error) in STORAGE_CODES:
                reason = _explain(error, self.path)
                raise CardDbError(f"the card database was not changed: {reason}") from None
            raise

    def seed_demo_sets(self, resources: Path) -> list[str]:
        """Import the demo sets in ``resources/cards/<game>/*.json`` if they changed.

        A bad demo file is logged and skipped (the others still load), and the import is
        retried on the next start. Returns the problems found (empty when all went in).
        """
        folder = resources / "cards"
        files = sorted(p for p in folder.glob("*/*.json") if p.is_file()) if folder.is_dir() else []
        digest = hashlib.sha256()
        for file in files:
            digest.update(file.relative_to(folder).as_posix().encode() + b"\0" + file.read_bytes() + b"\0")
        if self._meta("demo_digest") == digest.hexdigest():
            return []
        problems: list[str] = []
        for file in files:
            game = file.parent.name
            if game not in game_ids():
                problems.append(f"{file}: the folder {game!r} is not a game id")
                continue
            try:
                self.import_batch(read_file(game, file, strict=True))
            except CardDbError as error:
                problems.append(str(error))
        for problem in problems:
            log.error("demo set not loaded: %s", problem)
        if not problems:
            self._set_meta("demo_digest", digest.hexdigest())
        return problems

    # ------------------------------------------------------------------ importing cards
    def import_file(
        self,
        game: str,
        path: str | Path,
        *,
        strict: bool = False,
        progress: ImportProgress | None = None,
        prepare: Callable[[ImportBatch], ImportBatch] | None = None,
    ) -> ImportResult:
        """Import a card-data file, a folder or a zip archive of them for ``game``.

        A record with a broken field, or a file that cannot be read, is skipped and listed in
        ``ImportResult.problems`` while the rest is imported (one transaction); ``strict``
        refuses the whole import at the first problem instead. Re-importing updates the cards
        (matched by game and code), never duplicates them. ``progress`` is called with
        ``("reading", files read, files)``, ``("records", records read, records in the file)``
        while a large file is read, and ``("writing", cards written, cards)``. ``prepare``
        works on the records read before they are written (the app's card-text compiler adds
        their scripts there).

        Raises:
            CardImportError: nothing could be imported (the first problem, with a count of the
                others), or with ``strict`` any problem; nothing was written.
            UnknownGameError: ``game`` is not a game id.
        """
        batch = read_path(
            game,
            Path(path),
            strict=strict,
            progress=None if progress is None else lambda done, total: progress("reading", done, total),
            records=None if progress is None else lambda done, total: progress("records", done, total),
        )
        if batch.problems and not batch.records and not batch.sets:
            first = batch.problems[0]
            more = len(batch.problems) - 1
            if more:
                first = CardImportError(
                    first.file,
                    f"{first.message} (and {more} more problem(s); nothing could be imported)",
                    record=first.record,
                    code=first.code,
                    field=first.field,
                )
            raise first
        if prepare is not None:
            batch = prepare(batch)
        return self.import_batch(batch, progress=progress)

    def import_batch(self, batch: ImportBatch, *, progress: ImportProgress | None = None) -> ImportResult:
        """Write the records and sets of ``batch`` in one transaction; a card stored exactly
        as read is left alone and counted unchanged."""
        game_spec(batch.game)
        rows = [card_row(record) for record in batch.records]
        with self._writing():
            existing = self._existing_rows(batch.game, [row["code"] for row in rows])
            changed = [row for row in rows if existing.get(row["code"]) != row]
            named = [{"game": batch.game, "code": c, "name": n} for c, n in batch.sets.items() if n]
            unnamed = [{"game": batch.game, "code": c} for c, n in batch.sets.items() if not n]
            if named:
                self._db.table("sets").upsert_all(named, pk=("game", "code"))
            if unnamed:
                self._db.table("sets").insert_all(unnamed, pk=("game", "code"), ignore=True)
            conn = self._db.conn
            with self._full_text_index(rebuild=self._bulk(len(changed))):
                for start in range(0, len(changed), _WRITE_CHUNK):
                    if progress is not None:
                        progress("writing", start, len(changed))
                    chunk = changed[start : start + _WRITE_CHUNK]
                    conn.executemany(
                        _INSERT_CARD, [tuple(row.values()) for row in chunk if row["code"] not in existing]
                    )
                    conn.executemany(
                        _UPDATE_CARD,
                        [
                            (*tuple(row.values())[2:], row["game"], row["code"])
                            for row in chunk
                            if row["code"] in existing
                        ],
                    )
            self._mark_compiled(batch.game, [row["code"] for row in rows], batch.compiled)
            if progress is not None:  # inside the transaction: raising here still writes nothing
                progress("writing", len(changed), len(changed))
        added = sum(1 for row in changed if row["code"] not in existing)
        unchanged = len(rows) - len(changed)
        for problem in batch.problems:
            log.info("card skipped: %s", problem)
        log.info(
            "imported %d %s cards (%d new, %d unchanged, %d skipped) from %d file(s)",
            len(rows),
            batch.game,
            added,
            unchanged,
            len(batch.problems),
            len(batch.files),
        )
        return ImportResult(
            batch.game,
            list(batch.files),
            added,
            len(changed) - added,
            len(batch.sets),
            unchanged,
            list(batch.problems),
            list(batch.skipped_files),
        )

    def _mark_compiled(self, game: str, codes: Sequence[str], compiled: Mapping[str, str]) -> None:
        """Inside a write transaction: ``codes`` were just written; those in ``compiled`` have a
        script the compiler wrote (with that version), the others none of its making."""
        conn = self._db.conn
        conn.executemany(
            "DELETE FROM compiled WHERE game = ? AND code = ?",
            [(game, c) for c in codes if c not in compiled],
        )
        conn.executemany(
            "INSERT OR REPLACE INTO compiled (game, code, version) VALUES (?, ?, ?)",
            [(game, code, version) for code, version in compiled.items()],
        )

    def stale_compiled(self, game: str, version: str) -> list[CardRecord]:
        """The cards of ``game`` the compiler of ``version`` should compile: cards with text
        and no script that were never compiled (imported before the compiler), and cards
        whose script another version of it wrote. A script of a card's own is never stale."""
        return self._rows(
            "SELECT cards.* FROM cards LEFT JOIN compiled USING (game, code)"
            " WHERE cards.game = ? AND cards.text IS NOT NULL AND TRIM(cards.text) != ''"
            " AND ((compiled.version IS NULL AND cards.script IS NULL) OR compiled.version != ?)"
            " ORDER BY cards.code",
            [game, version],
        )

    def store_compiled(self, game: str, scripts: Mapping[str, list[Any] | None], version: str) -> None:
        """Store the scripts the compiler of ``version`` made (code -> script, ``None`` for a
        card with no ability line), in one transaction."""
        with self._writing():
            self._db.conn.executemany(
                "UPDATE cards SET script = ? WHERE game = ? AND code = ?",
                [
                    (None if script is None else json.dumps(script, ensure_ascii=False), game, code)
                    for code, script in scripts.items()
                ],
            )
            self._mark_compiled(game, (), dict.fromkeys(scripts, version))

    def _bulk(self, changed: int) -> bool:
        """Whether writing ``changed`` rows is cheaper with the full-text index rebuilt once
        than kept up to date row by row: its triggers cost about six times what a rebuild
        costs per row (measured: 85 µs against 14 µs), so rebuilding wins when the rows
        written are at least a sixth of the table."""
        if changed < _BULK_MIN_ROWS:
            return False
        total = int(self._db.execute("SELECT COUNT(*) FROM cards").fetchone()[0])
        return changed * 6 >= total + changed

    @contextlib.contextmanager
    def _full_text_index(self, *, rebuild: bool) -> Iterator[None]:
        """Inside a write transaction: with ``rebuild``, the full-text index's triggers are
        dropped for the writes, the index rebuilt from the table after them, and the triggers
        created again, all in the same transaction (so other connections never see the
        index out of step)."""
        if not rebuild:
            yield
            return
        triggers = self._db.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'cards' ORDER BY name"
        ).fetchall()
        for name, _ in triggers:
            self._db.execute(f"DROP TRIGGER [{name}]")
        yield  # an exception here rolls the whole transaction back, the dropped triggers too
        self._db.execute("INSERT INTO cards_fts (cards_fts) VALUES ('rebuild')")
        for _, sql in triggers:
            self._db.execute(sql)

    def _existing_rows(self, game: str, codes: Sequence[str]) -> dict[str, dict[str, Any]]:
        """The stored ``cards`` rows of ``codes``, keyed by code, with the columns ``card_row``
        makes (so a row compares equal to the one a record would write)."""
        found: dict[str, dict[str, Any]] = {}
        columns = ", ".join(_ROW_COLUMNS)
        for start in range(0, len(codes), 500):
            chunk = list(codes[start : start + 500])
            marks = ",".join("?" * len(chunk))
            cursor = self._db.execute(
                f"SELECT {columns} FROM cards WHERE game = ? AND code IN ({marks})",  # noqa: S608 - placeholders
                [game, *chunk],
            )
            for values in cursor:
                row = dict(zip(_ROW_COLUMNS, values, strict=True))
                found[row["code"]] = row
        return found

    def export_cards(self, game: str, path: str | Path, fmt: Literal["json", "csv"] = "json") -> int:
        """Write every card of ``game`` to ``path`` in the project format; returns the count."""
        game_spec(game)
        records = list(self.all_cards(game))
        names = {info.code: info.name for info in self.sets(game) if info.name}
        text = project.write_json(records, names) if fmt == "json" else project.write_csv(records, names)
        Path(path).write_text(text, encoding="utf-8", newline="")
        return len(records)

    # ------------------------------------------------------------------ reading cards
    def all_cards(self, game: str) -> Iterator[CardRecord]:
        """Every card of ``game``, by code."""
        for row in self._db.query("SELECT * FROM cards WHERE game = ? ORDER BY code", [game]):
            yield record_from_row(row)

    def find(self, game: str, code: str) -> CardRecord | None:
        """The card ``code`` of ``game`` (NFKC-normalised), else the one card it names in any
        case or with other separators (``kgl_s79-e001`` finds ``KGL/S79-E001``), or ``None``."""
        wanted = normalize_code(code)
        rows = list(self._db.query("SELECT * FROM cards WHERE game = ? AND code = ?", [game, wanted]))
        if not rows:
            rows = list(
                self._db.query(
                    "SELECT * FROM cards WHERE game = ? AND code = ? COLLATE NOCASE", [game, wanted]
                )
            )
        if not rows and image_key(wanted):
            rows = list(
                self._db.query(
                    "SELECT * FROM cards WHERE image_key = ? AND game = ? LIMIT 2", [image_key(wanted), game]
                )
            )
        return record_from_row(rows[0]) if len(rows) == 1 else None

    def named(self, game: str, name: str) -> list[CardRecord]:
        """The cards of ``game`` with exactly this name (any case), by code."""
        wanted = " ".join(strip_format_characters(name).split())
        return self._rows(
            "SELECT * FROM cards WHERE game = ? AND name = ? COLLATE NOCASE ORDER BY code", [game, wanted]
        )

    def card(self, game: str, code: str) -> CardRecord:
        """The card ``code`` of ``game``.

        Raises:
            CardNotFoundError: there is none.
        """
        record = self.find(game, code)
        if record is None:
            raise CardNotFoundError(f"no {game} card has the code {code!r}")
        return record

    def cards(self, game: str, codes: Iterable[str]) -> dict[str, CardRecord]:
        """The cards among ``codes`` that exist, keyed by the code as given."""
        found: dict[str, CardRecord] = {}
        for code in dict.fromkeys(codes):
            record = self.find(game, code)
            if record is not None:
                found[code] = record
        return found

    @staticmethod
    def _filter_clauses(game: str | None, filters: CardFilters | None) -> tuple[list[str], list[Any]]:
        """SQL conditions (over ``cards``) and their parameters for a game and filters."""
        clauses: list[str] = []
        params: list[Any] = []
        if game is not None:
            clauses.append("cards.game = ?")
            params.append(game)
        f = filters or CardFilters()
        if f.types:
            clauses.append(f"cards.type IN ({','.join('?' * len(f.types))})")
            params += [t.lower() for t in f.types]
        if f.colours:
            # colours is a JSON array of plain words, so '"red"' occurs in it only as an element
            clauses.append("(" + " OR ".join("instr(cards.colours, ?) > 0" for _ in f.colours) + ")")
            params += [json.dumps(c.lower(), ensure_ascii=False) for c in f.colours]
        for column, low, high in (
            ("level", f.level_min, f.level_max),
            ("cost", f.cost_min, f.cost_max),
            ("power", f.power_min, f.power_max),
        ):
            if low is not None:
                clauses.append(f"cards.{column} >= ?")
                params.append(low)
            if high is not None:
                clauses.append(f"cards.{column} <= ?")
                params.append(high)
        if f.trait:
            clauses.append("cards.traits LIKE ? ESCAPE '\\'")
            params.append("%" + re.sub(r"([%_\\])", r"\\\1", f.trait) + "%")
        if f.trigger:
            clauses.append("(' ' || cards.triggers || ' ') LIKE ?")
            params.append(f"% {f.trigger.lower()} %")
        if f.counter is not None:
            clauses.append("cards.counter = ?")
            params.append(f.counter)
        if f.set_code:
            clauses.append("cards.set_code = ?")
            params.append(f.set_code)
        if f.base_only:
            clauses.append("cards.base_code IS NULL")
        return clauses, params

    @staticmethod
    def _code_range(query: str) -> list[str] | None:
        """``[low, high]`` of the image keys a query matches as a code prefix, if it can be one
        (three characters or more, or any digit: ``KGL``, ``OP01``, ``kgl_s79_e0``)."""
        key = image_key(query)
        if len(key) >= 3 or any(ch.isdigit() for ch in key):
            return [key, key + "\uffff"]
        return None

    def _rows(self, sql: str, params: list[Any]) -> list[CardRecord]:
        return [record_from_row(row) for row in self._db.query(sql, params)]

    def search(
        self,
        query: str = "",
        *,
        game: str | None = None,
        filters: CardFilters | None = None,
        sort: SortKey = "relevance",
        descending: bool = False,
        limit: int = 50,
        offset: int = 0,
    ) -> list[CardRecord]:
        """Cards matching ``query`` and ``filters``, a page at a time.

        ``query`` matches words (as prefixes, diacritics ignored) in the name, the text and
        the traits/types, and codes or the start of codes written with or without separators
        (``kgl_s79`` finds ``KGL/S79-E001``); an empty query matches every card.

        ``relevance`` lists code matches first (by code), then name matches, then trait/type
        matches, then matches in the text only, each of these groups in import order (for a
        community file, the file's own order); without a query it sorts by game and code.
        Other sorts order by that value (missing values last), then by game and code.
        """
        clauses, params = self._filter_clauses(game, filters)
        match = fts_query(query) if query.strip() else ""
        code_range = self._code_range(query) if query.strip() else None
        if query.strip() and not match and code_range is None:
            return []
        if sort != "relevance" or not query.strip():
            order = "cards.game, cards.code"
            if sort != "relevance":
                order = f"{_SORT_COLUMNS[sort]}{' DESC' if descending else ''}, {order}"
            if query.strip():
                ways, way_params = [], []
                if match:
                    ways.append("cards.rowid IN (SELECT rowid FROM cards_fts WHERE cards_fts MATCH ?)")
                    way_params.append(match)
                if code_range:
                    ways.append("(cards.image_key >= ? AND cards.image_key < ?)")
                    way_params += code_range
                clauses, params = [f"({' OR '.join(ways)})", *clauses], [*way_params, *params]
            where = " AND ".join(clauses) or "1"
            sql = f"SELECT cards.* FROM cards WHERE {where} ORDER BY {order} LIMIT ? OFFSET ?"  # noqa: S608
            return self._rows(sql, [*params, limit, offset])

        # Relevance. Each group is read in an order an index or the full-text index already
        # has, so SQLite stops at the end of the page instead of ranking every match (a
        # common word can match half the cards). The CROSS JOIN keeps the full-text index
        # as the outer loop.
        wanted = offset + limit
        found: list[CardRecord] = []
        filters_sql = "".join(f" AND {c}" for c in clauses)
        if code_range:
            sql = (
                "SELECT cards.* FROM cards INDEXED BY idx_cards_image_key "  # noqa: S608
                "WHERE cards.image_key >= ? AND cards.image_key < ?"
                f"{filters_sql} ORDER BY cards.image_key, cards.game, cards.code LIMIT ?"
            )
            found += self._rows(sql, [*code_range, *params, wanted])
        not_code = " AND NOT (cards.image_key >= ? AND cards.image_key < ?)" if code_range else ""
        groups = (
            [
                f"{{name}} : ({match})",
                f"{{traits}} : ({match}) NOT {{name}} : ({match})",
                f"({match}) NOT {{name}} : ({match}) NOT {{traits}} : ({match})",
            ]
            if match
            else []
        )
        for group in groups:
            if len(found) >= wanted:
                break
            sql = (
                "SELECT cards.* FROM cards_fts CROSS JOIN cards ON cards.rowid = cards_fts.rowid "  # noqa: S608
                f"WHERE cards_fts MATCH ?{not_code}{filters_sql} ORDER BY cards_fts.rowid LIMIT ?"
            )
            found += self._rows(sql, [group, *(code_range or []), *params, wanted - len(found)])
        return found[offset:wanted]

    def count(self, query: str = "", *, game: str | None = None, filters: CardFilters | None = None) -> int:
        """How many cards ``search`` would find without a limit."""
        clauses, params = self._filter_clauses(game, filters)
        filters_sql = "".join(f" AND {c}" for c in clauses)
        if not query.strip():
            row = self._db.execute(f"SELECT COUNT(*) FROM cards WHERE 1{filters_sql}", params).fetchone()  # noqa: S608
            return int(row[0])
        match = fts_query(query)
        code_range = self._code_range(query)
        total = 0
        if match:
            sql = (
                "SELECT COUNT(*) FROM cards_fts CROSS JOIN cards ON cards.rowid = cards_fts.rowid "  # noqa: S608
                f"WHERE cards_fts MATCH ?{filters_sql}"
            )
            total += int(self._db.execute(sql, [match, *params]).fetchone()[0])
        if code_range:
            not_text = (
                " AND cards.rowid NOT IN (SELECT rowid FROM cards_fts WHERE cards_fts MATCH ?)"
                if match
                else ""
            )
            sql = (
                "SELECT COUNT(*) FROM cards INDEXED BY idx_cards_image_key "  # noqa: S608
                "WHERE cards.image_key >= ? AND cards.image_key < ?"
                f"{not_text}{filters_sql}"
            )
            total += int(
                self._db.execute(sql, [*code_range, *([match] if match else []), *params]).fetchone()[0]
            )
        return total

    def sets(self, game: str) -> list[SetInfo]:
        """The sets of ``game`` with their card counts, by code."""
        sql = (
            "SELECT sets.code, sets.name, COUNT(cards.code) AS n FROM sets "
            "LEFT JOIN cards ON cards.game = sets.game AND cards.set_code = sets.code "
            "WHERE sets.game = ? GROUP BY sets.code ORDER BY sets.code"
        )
        return [SetInfo(game, row["code"], row["name"], int(row["n"])) for row in self._db.query(sql, [game])]

    def stats(self) -> DatabaseStats:
        """Counts per game of cards, sets, stored images (not proxies) and decks."""

        def per_game(sql: str) -> dict[str, int]:
            counts = dict.fromkeys(game_ids(), 0)
            counts.update({row[0]: int(row[1]) for row in self._db.execute(sql)})
            return counts

        return DatabaseStats(
            cards=per_game("SELECT game, COUNT(*) FROM cards GROUP BY game"),
            sets=per_game("SELECT game, COUNT(*) FROM sets GROUP BY game"),
            images=per_game("SELECT game, COUNT(*) FROM images WHERE source != 'proxy' GROUP BY game"),
            decks=per_game("SELECT game, COUNT(*) FROM decks GROUP BY game"),
            schema_version=self.schema_version,
            path=str(self.path),
        )

    # ------------------------------------------------------------------ images
    def _store_image(
        self, game: str, code: str, prepared: imaging.PreparedImage, source: str, digest: str | None = None
    ) -> None:
        self._db.table("images").upsert(
            {
                "game": game,
                "code": code,
                "source": source,
                "mime": prepared.mime,
                "display": prepared.display,
                "thumb": prepared.thumb,
                "width": prepared.width,
                "height": prepared.height,
                "record_hash": digest,
            },
            pk=("game", "code"),
        )

    def _match_image(self, stem: str, game: str | None) -> tuple[list[tuple[str, str]], str]:
        """The cards a picture's file name names: by code (``image_key``), else by the image
        name their records give (``image_name``)."""
        key = image_key(stem)
        if not key:
            return [], key
        for column in ("image_key", "image_name"):
            sql = f"SELECT game, code FROM cards WHERE {column} = ?"  # noqa: S608 - a fixed column
            params = [key]
            if game:
                sql, params = sql + " AND game = ?", [key, game]
            rows = self._db.execute(sql + " ORDER BY game, code", params).fetchall()
            if rows:
                return [(str(r[0]), str(r[1])) for r in rows], key
        return [], key

    def import_images(
        self, path: str | Path, *, game: str | None = None, progress: Progress | None = None
    ) -> ImageReport:
        """Store the images in a folder or zip archive, matched to cards by file name.

        A file name names its card by ``card_db.games.image_key``: ``KGL_S79_E001.png`` and
        ``KGL-S79-E001.jpg`` both match ``KGL/S79-E001``; failing that, by the image name the
        card's record gives (the file name of its ``image_url``: ``WS_AB_W11_E107.jpg``).
        Pass ``game`` when a code exists in several games. Every image is verified by Pillow;
        a refused file or a name matching no card is reported in ``skipped`` and the rest are
        stored (one transaction).

        Raises:
            ImageError: ``path`` is neither a folder nor a zip archive.
        """
        source = Path(path)
        if game is not None:
            game_spec(game)
        if source.is_dir():
            candidates = list(imaging.iter_folder(source))
        elif source.is_file():
            candidates = list(imaging.iter_zip(source))
        else:
            raise ImageError(f"{source}: no such folder or zip archive")
        report = ImageReport()
        with self._writing():
            for done, candidate in enumerate(candidates, start=1):
                if progress is not None:
                    progress(done - 1, len(candidates))
                if candidate.data is None:
                    report.skipped.append((candidate.name, candidate.problem or "refused"))
                    continue
                matches, key = self._match_image(candidate.stem, game)
                if not matches:
                    report.skipped.append(
                        (candidate.name, f"no card matches {candidate.stem!r} (key {key or '-'})")
                    )
                    continue
                if len(matches) > 1:
                    # two sides of a Force of Will card share a key (CMF-001, CMF-001^): a file
                    # named exactly after one code is that side's picture
                    exact = [m for m in matches if m[1].upper() == normalize_code(candidate.stem).upper()]
                    if len(exact) == 1:
                        matches = exact
                if len(matches) > 1:
                    games = sorted({g for g, _ in matches})
                    named = ", ".join(f"{g} {c}" for g, c in matches[:4]) + (" …" if len(matches) > 4 else "")
                    report.skipped.append(
                        (
                            candidate.name,
                            f"matches cards in several games ({named}); give the game"
                            if len(games) > 1
                            else f"matches {len(matches)} cards ({named}); name the file after one code",
                        )
                    )
                    continue
                try:
                    prepared = imaging.prepare_image(candidate.data, candidate.name)
                except ImageError as error:
                    report.skipped.append((candidate.name, str(error)))
                    continue
                self._store_image(*matches[0], prepared, "file")
                report.stored.append(matches[0])
        if progress is not None:
            progress(len(candidates), len(candidates))
        for name, reason in report.skipped:
            log.info("image skipped: %s: %s", name, reason)
        return report

    def fetch_images(
        self,
        game: str,
        codes: Iterable[str] | None = None,
        *,
        timeout: float = 10.0,
        replace: bool = False,
        progress: Progress | None = None,
        fetch: Callable[[str, float], bytes] | None = None,
    ) -> ImageReport:
        """Download the pictures of cards that have an ``image_url`` (an explicit user action).

        Args:
            game: the game.
            codes: the cards to fetch; ``None`` means every card of the game with an address.
            timeout: seconds to wait on the network per request.
            replace: also fetch cards that already have a stored (non-proxy) image.
            progress: called with (done, total).
            fetch: downloads one address (default ``card_db.images.download``).

        Each image is stored as soon as it arrives, so an interrupted run keeps what it got;
        failures (timeouts, HTTP errors, refused images) are listed in ``skipped``.
        """
        game_spec(game)
        download = fetch or imaging.download
        report = ImageReport()
        if codes is None:
            rows = self._db.execute(
                "SELECT code, image_url FROM cards WHERE game = ? AND image_url IS NOT NULL ORDER BY code",
                [game],
            ).fetchall()
            targets = [(str(r[0]), str(r[1])) for r in rows]
        else:
            targets = []
            for code in codes:
                record = self.find(game, code)
                if record is None:
                    report.skipped.append((code, "no such card"))
                elif not record.image_url:
                    report.skipped.append((code, "the card has no image address"))
                else:
                    targets.append((record.code, record.image_url))
        if not replace:
            stored = {
                str(r[0])
                for r in self._db.execute(
                    "SELECT code FROM images WHERE game = ? AND source != 'proxy'", [game]
                )
            }
            targets = [(code, url) for code, url in targets if code not in stored]
        for done, (code, url) in enumerate(targets):
            if progress is not None:
                progress(done, len(targets))
            try:
                prepared = imaging.prepare_image(download(url, timeout), url)
            except ImageError as error:
                report.skipped.append((code, str(error)))
                continue
            with self._writing():
                self._store_image(game, code, prepared, "url")
            report.stored.append((game, code))
        if progress is not None:
            progress(len(targets), len(targets))
        return report

    def has_image(self, game: str, code: str) -> bool:
        """Whether a real (not proxy) image is stored for the card."""
        row = self._db.execute(
            "SELECT 1 FROM images WHERE game = ? AND code = ? AND source != 'proxy'", [game, code]
        ).fetchone()
        return row is not None

    def image(self, game: str, code: str, size: ImageSize = "display") -> bytes:
        """The card's picture as PNG or JPEG bytes: the stored image, else its text proxy.

        Proxies are drawn on first use and cached; a cached proxy is redrawn when the card's
        record has changed since.

        Raises:
            CardNotFoundError: no such card.
            ValueError: ``size`` is neither ``display`` nor ``thumb``.
        """
        if size not in imaging.SIZES:
            raise ValueError(f"size must be 'display' or 'thumb', not {size!r}")
        record = self.card(game, code)
        row = self._db.execute(
            f"SELECT source, record_hash, {size} FROM images WHERE game = ? AND code = ?",  # noqa: S608 - checked
            [game, record.code],
        ).fetchone()
        if row is not None and row[0] != "proxy":
            return bytes(row[2])
        digest = record_hash(record)
        if row is not None and row[1] == digest:
            return bytes(row[2])
        prepared = imaging.prepared_from_pil(
            proxy.render(record, imaging.DISPLAY_SIZE), proxy.render(record, imaging.THUMB_SIZE)
        )
        with self._writing():
            self._store_image(game, record.code, prepared, "proxy", digest)
        return prepared.display if size == "display" else prepared.thumb

    def get_image(self, code: str, size: ImageSize = "display", *, game: str | None = None) -> bytes:
        """``image()`` for a code alone: the game is found from the code when it is unique.

        Raises:
            CardNotFoundError: no card has the code, or several games do and ``game`` is None.
        """
        if game is not None:
            return self.image(game, code, size)
        wanted = normalize_code(code)
        games = [str(r[0]) for r in self._db.execute("SELECT game FROM cards WHERE code = ?", [wanted])]
        if len(games) != 1:
            raise CardNotFoundError(
                f"no card has the code {code!r}"
                if not games
                else f"the code {code!r} exists in {', '.join(games)}; give the game"
            )
        return self.image(games[0], wanted, size)

    # ------------------------------------------------------------------ decks
    def decks(self, game: str | None = None) -> list[Deck]:
        """The saved decks (of ``game``, or all), by game and name."""
        where = "WHERE game = ?" if game else ""
        sql = f"SELECT * FROM decks {where} ORDER BY game, name COLLATE NOCASE"  # noqa: S608 - constant
        return [self._deck_from_row(row) for row in self._db.query(sql, [game] if game else [])]

    @staticmethod
    def _deck_from_row(row: Mapping[str, Any]) -> Deck:
        sections = json.loads(row["sections"])
        return Deck(
            row["game"], row["name"], {s: [(str(c), int(n)) for c, n in e] for s, e in sections.items()}
        )

    def deck(self, game: str, name: str) -> Deck:
        """The saved deck ``name`` of ``game``.

        Raises:
            DeckNotFoundError: there is none.
        """
        rows = list(self._db.query("SELECT * FROM decks WHERE game = ? AND name = ?", [game, name]))
        if not rows:
            raise DeckNotFoundError(f"no saved {game} deck is named {name!r}")
        return self._deck_from_row(rows[0])

    def _deck_exists(self, game: str, name: str) -> bool:
        return (
            self._db.execute("SELECT 1 FROM decks WHERE game = ? AND name = ?", [game, name]).fetchone()
            is not None
        )

    def save_deck(self, deck: Deck) -> Deck:
        """Save ``deck`` (normalised), replacing a saved deck of the same game and name.

        Raises:
            CardDbError: the deck has no name, or more than ``MAX_DECK_COPIES`` of a card or
                ``MAX_DECK_CARDS`` in all.
        """
        game_spec(deck.game)
        if not deck.name.strip():
            raise CardDbError("a deck needs a name")
        deck = deck.normalized()
        if any(count > MAX_DECK_COPIES for entries in deck.sections.values() for _, count in entries):
            raise CardDbError(f"{deck.name}: at most {MAX_DECK_COPIES} copies of a card in a section")
        if deck.size() > MAX_DECK_CARDS:
            raise CardDbError(f"{deck.name}: a deck holds at most {MAX_DECK_CARDS:,} cards")
        sections = json.dumps(
            {s: [[c, n] for c, n in e] for s, e in deck.sections.items()}, ensure_ascii=False
        )
        with self._writing():
            self._db.table("decks").upsert(
                {"game": deck.game, "name": deck.name, "sections": sections}, pk=("game", "name")
            )
        self._back_up(deck)
        return deck

    # ------------------------------------------------------------------ deck backups
    @property
    def backup_dir(self) -> Path:
        """The folder beside the database where every saved deck is also kept as a file."""
        return self.path.parent / DECK_BACKUPS

    def _backup_file(self, game: str, name: str) -> Path:
        slug = re.sub(r"[^\w.-]+", "_", name, flags=re.ASCII).strip("._")[:60] or "deck"
        digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:8]
        return self.backup_dir / game / f"{slug}-{digest}.json"

    def _back_up(self, deck: Deck) -> None:
        """Export ``deck`` beside the database (atomically); a failure is logged, not raised:
        the deck is saved in the database either way."""
        path = self._backup_file(deck.game, deck.name)
        temporary = path.with_name(path.name + ".tmp")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary.write_text(format_deck(deck, "json"), encoding="utf-8")
            temporary.replace(path)
        except OSError as error:
            with contextlib.suppress(OSError):
                temporary.unlink(missing_ok=True)
            log.warning("deck %r not backed up: %s", deck.name, _explain(error, path))

    def _drop_backup(self, game: str, name: str) -> None:
        try:
            self._backup_file(game, name).unlink(missing_ok=True)
        except OSError as error:
            log.warning("deck backup of %r not removed: %s", name, error)

    def restore_decks(self) -> int:
        """Save every deck found in the backup folder (a rebuilt database); how many.

        A backup that cannot be read is logged and skipped; its codes are kept as they are
        (cards imported earlier may come back with the next import)."""
        restored = 0
        for file in sorted(self.backup_dir.glob("*/*.json")):
            try:
                data = json.loads(file.read_text(encoding="utf-8"))
                sections = {
                    str(s): [(str(c), int(n)) for c, n in entries] for s, entries in data["sections"].items()
                }
                self.save_deck(Deck(str(data["game"]), str(data["name"]), sections))
            except (OSError, ValueError, KeyError, TypeError, AttributeError, CardDbError) as error:
                log.warning("deck backup %s not restored: %s", file, error)
                continue
            restored += 1
        return restored

    def new_deck(self, game: str, name: str) -> Deck:
        """Create and save an empty deck.

        Raises:
            CardDbError: a deck of that game and name exists already.
        """
        if self._deck_exists(game, name):
            raise CardDbError(f"a {game} deck named {name!r} exists already")
        return self.save_deck(Deck(game, name, {}))

    def rename_deck(self, game: str, name: str, new_name: str) -> Deck:
        """Rename a saved deck.

        Raises:
            DeckNotFoundError: no deck ``name``.
            CardDbError: ``new_name`` is empty or taken.
        """
        deck = self.deck(game, name)
        if not new_name.strip():
            raise CardDbError("a deck needs a name")
        if new_name != name and self._deck_exists(game, new_name):
            raise CardDbError(f"a {game} deck named {new_name!r} exists already")
        with self._writing():
            self._db.execute("UPDATE decks SET name = ? WHERE game = ? AND name = ?", [new_name, game, name])
        self._drop_backup(game, name)
        renamed = Deck(game, new_name, deck.sections)
        self._back_up(renamed)
        return renamed

    def duplicate_deck(self, game: str, name: str, new_name: str | None = None) -> Deck:
        """Save a copy of a deck as ``new_name`` (default: ``"<name> (copy)"``, numbered if taken).

        Raises:
            DeckNotFoundError: no deck ``name``.
            CardDbError: ``new_name`` is taken.
        """
        deck = self.deck(game, name)
        if new_name is None:
            new_name, number = f"{name} (copy)", 2
            while self._deck_exists(game, new_name):
                new_name, number = f"{name} (copy {number})", number + 1
        elif self._deck_exists(game, new_name):
            raise CardDbError(f"a {game} deck named {new_name!r} exists already")
        return self.save_deck(Deck(game, new_name, deck.sections))

    def delete_deck(self, game: str, name: str) -> None:
        """Delete a saved deck.

        Raises:
            DeckNotFoundError: no deck ``name``.
        """
        if not self._deck_exists(game, name):
            raise DeckNotFoundError(f"no saved {game} deck is named {name!r}")
        with self._writing():
            self._db.execute("DELETE FROM decks WHERE game = ? AND name = ?", [game, name])
        self._drop_backup(game, name)

    def parse_deck(
        self, game: str, text: str, *, name: str = "Imported deck", fmt: str | None = None, filename: str = ""
    ) -> DeckParse:
        """Read a deck list against this database's cards (see ``card_db.decks.parse_deck``)."""
        game_spec(game)
        return parse_deck(
            text,
            game,
            name,
            lambda code: self.find(game, code),
            fmt,
            filename,
            names=lambda card_name: self.named(game, card_name),
        )

    def read_deck_file(
        self, game: str, path: str | Path, *, fmt: str | None = None, name: str | None = None
    ) -> DeckParse:
        """Read a deck file; the deck is named after the file unless the file or ``name`` says.

        Raises:
            DeckFormatError: the file cannot be read in its format.
            CardDbError: the file cannot be read at all.
        """
        file = Path(path)
        kind = file_kind(file)
        if kind is not None:
            raise CardDbError(f"{file}: {kind}")
        if file.stat().st_size > MAX_DECK_FILE_BYTES:
            raise DeckFormatError(f"{file.name}: a deck file is at most {MAX_DECK_FILE_BYTES // 2**20} MB")
        try:
            text = file.read_bytes().decode("utf-8-sig")
        except OSError as error:
            raise CardDbError(f"{file}: cannot read the file ({error.strerror or error})") from None
        except UnicodeDecodeError:
            raise CardDbError(f"{file}: not UTF-8 text") from None
        try:
            parsed = self.parse_deck(game, text, name=name or file.stem, fmt=fmt, filename=file.name)
        except DeckFormatError as error:
            raise DeckFormatError(f"{file.name}: {error}") from None
        if name:
            parsed = DeckParse(Deck(parsed.deck.game, name, parsed.deck.sections), parsed.problems)
        return parsed

    def fetch_deck(self, game: str, url: str, *, timeout: float = 10.0) -> DeckParse:
        """Download and read an EncoreDecks deck (``https://www.encoredecks.com/deck/ID``): an
        explicit, opt-in network action.

        Raises:
            DeckFormatError: not an EncoreDecks deck address, not Weiß Schwarz, or the answer
                is not EncoreDecks deck JSON.
            DownloadError: the download failed.
        """
        api = encoredecks_api(url)
        if api is None:
            raise DeckFormatError(f"{url}: not an EncoreDecks deck address (…/deck/ID)")
        if game != "weiss-schwarz":
            raise DeckFormatError(f"EncoreDecks decks are Weiß Schwarz decks, not {game}")
        raw = fetch(api, timeout, MAX_DECK_FILE_BYTES)
        try:
            return parse_encoredecks(raw.decode("utf-8-sig"), lambda code: self.find(game, code))
        except UnicodeDecodeError:
            raise DeckFormatError(f"{api}: the answer is not UTF-8 text") from None
        except DeckFormatError as error:
            raise DeckFormatError(f"{api}: {error}") from None

    @staticmethod
    def write_deck_file(deck: Deck, path: str | Path, fmt: str) -> None:
        """Write ``deck`` to ``path`` in ``fmt`` (see ``card_db.decks.FORMATS``)."""
        Path(path).write_text(format_deck(deck, fmt), encoding="utf-8")


__all__ = [
    "DATA_DIR_ENV",
    "CardDatabase",
    "CardFilters",
    "CardImportError",
    "DatabaseStats",
    "ImageReport",
    "ImportResult",
    "SetInfo",
    "default_path",
]
