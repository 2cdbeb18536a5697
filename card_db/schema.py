"""The database schema, its migrations, and the version check.

Migrations are sqlite-utils ``Migrations`` in the set ``card_db``: each runs once, in its own
transaction, and is recorded by name in ``_sqlite_migrations``. The schema version is the
number of migrations applied, mirrored in ``PRAGMA user_version`` for outside tools.

A database that records a migration this version of the app does not know was written by a
newer version: ``check_version`` refuses it (``SchemaVersionError``) before anything is
changed, so an older app never damages a newer user's data.

Append new migrations at the end; never edit or reorder an applied one.
"""

from __future__ import annotations

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

from card_db.errors import SchemaVersionError
from card_db.games import GAMES, image_name

MIGRATIONS = Migrations("card_db")

#: Columns searched by the full-text index.
FTS_COLUMNS = ("name", "text", "traits")


def m001_cards(db: Database) -> None:
    """Games, sets, cards with their filter columns, and the full-text index."""
    db.table("meta").create({"key": str, "value": str}, pk="key")
    db.table("games").create({"id": str, "title": str}, pk="id")
    db.table("games").insert_all([{"id": g.id, "title": g.title} for g in GAMES.values()])
    db.table("sets").create(
        {"game": str, "code": str, "name": str}, pk=("game", "code"), not_null=["game", "code"]
    )
    cards = db.table("cards")
    cards.create(
        {
            "game": str,
            "code": str,
            "name": str,
            "type": str,
            "colours": str,  # JSON array of colour words
            "text": str,
            "set_code": str,
            "rarity": str,
            "image_url": str,
            "fields": str,  # JSON object: the game's own fields
            "script": str,  # JSON, verbatim; NULL when the card has none
            "level": int,
            "cost": int,
            "power": int,
            "counter": int,
            "traits": str,  # traits / types / races, "; "-separated, for search and filters
            "triggers": str,  # WS trigger icons, space-separated
            "base_code": str,  # ONE PIECE parallel printings: the base card
            "image_key": str,  # the code reduced to letters and digits, upper case
        },
        pk=("game", "code"),
        not_null=["game", "code", "name", "type"],
    )
    cards.create_index(["image_key"])
    # The deck editor's sorts within a game, missing values last: these indexes hand SQLite
    # the rows already in that order (ORDER BY must repeat the expressions exactly).
    db.execute("CREATE INDEX idx_cards_name ON cards (game, name COLLATE NOCASE, code)")
    for column in ("level", "cost", "power"):
        db.execute(f"CREATE INDEX idx_cards_{column} ON cards (game, {column} IS NULL, {column}, code)")
    cards.enable_fts(list(FTS_COLUMNS), create_triggers=True, tokenize="unicode61 remove_diacritics 2")


def m002_images_and_decks(db: Database) -> None:
    """Image blobs (stored pictures and cached proxies) and saved decks."""
    db.table("images").create(
        {
            "game": str,
            "code": str,
            "source": str,  # "file", "url" or "proxy"
            "mime": str,
            "display": bytes,
            "thumb": bytes,
            "width": int,
            "height": int,
            "record_hash": str,  # proxies: the record they were drawn from
        },
        pk=("game", "code"),
        not_null=["game", "code", "source", "mime", "display", "thumb"],
    )
    db.table("decks").create(
        {"game": str, "name": str, "sections": str},  # sections: JSON {section: [[code, count], ...]}
        pk=("game", "name"),
        not_null=["game", "name", "sections"],
    )


def m003_image_names(db: Database) -> None:
    """The image name a card's record gives (its image address's file name, reduced like
    ``image_key``), so a folder of pictures named as the data set names them matches."""
    db.table("cards").add_column("image_name", str)
    db.execute("CREATE INDEX idx_cards_image_name ON cards (image_name)")
    rows = db.execute("SELECT rowid, image_url FROM cards WHERE image_url IS NOT NULL").fetchall()
    db.conn.executemany(
        "UPDATE cards SET image_name = ? WHERE rowid = ?", [(image_name(url), rowid) for rowid, url in rows]
    )


def m004_compiled(db: Database) -> None:
    """Which cards' scripts the app's card-text compiler wrote, and with which version of it
    (a card with a script and no row here has a script of its own, which is never replaced)."""
    db.table("compiled").create(
        {"game": str, "code": str, "version": str}, pk=("game", "code"), not_null=["game", "code", "version"]
    )


#: Every migration, in order; a migration's name is its function's name.
STEPS = (m001_cards, m002_images_and_decks, m003_image_names, m004_compiled)
for _step in STEPS:
    MIGRATIONS()(_step)


def schema_version() -> int:
    """The schema version this code writes: the number of migrations it knows."""
    return len(STEPS)


def _known_names() -> list[str]:
    return [step.__name__ for step in STEPS]


def check_version(db: Database, where: str) -> None:
    """Refuse a database written by a newer version of the app, or one that is not ours.

    Raises:
        SchemaVersionError: with a message that says what to do.
    """
    tables = set(db.table_names())
    user_version = int(db.execute("PRAGMA user_version").fetchone()[0])
    if tables and Migrations.migrations_table not in tables:
        raise SchemaVersionError(
            f"{where} is not a card database of this app (it has other tables); "
            "move it away or choose another data folder"
        )
    applied = [m.name for m in MIGRATIONS.applied(db)]
    unknown = [name for name in applied if name not in _known_names()]
    if unknown or user_version > schema_version():
        newer = max(user_version, len(applied))
        raise SchemaVersionError(
            f"{where} was written by a newer version of the app (schema {newer}; this version knows "
            f"schema {schema_version()}). Install the newer app, or set TABLETOP_DATA_DIR "
            "to use another folder."
        )


def migrate(db: Database, where: str) -> int:
    """Check the version, apply pending migrations, and return the schema version.

    Raises:
        SchemaVersionError: see ``check_version``; nothing is changed then.
    """
    check_version(db, where)
    MIGRATIONS.apply(db)
    version = len(MIGRATIONS.applied(db))
    if int(db.execute("PRAGMA user_version").fetchone()[0]) != version:
        db.execute(f"PRAGMA user_version = {version:d}")
    return version
