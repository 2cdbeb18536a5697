"""The card database: SQLite (through sqlite-utils) for cards, images and decks.

The app's entry point is ``CardDatabase.open()``; see ``docs/card-db.md`` for the API and
``docs/card-format.md`` for the project card record. This package imports neither the app
(``desktop_app``) nor Qt.
"""

from card_db.database import (
    DATA_DIR_ENV,
    CardDatabase,
    CardFilters,
    DatabaseStats,
    ImageReport,
    ImportResult,
    SetInfo,
    default_path,
)
from card_db.decks import FORMATS as DECK_FORMATS
from card_db.decks import Deck, DeckLineProblem, DeckParse
from card_db.errors import (
    CardDbError,
    CardImportError,
    CardNotFoundError,
    DeckFormatError,
    DeckNotFoundError,
    ImageError,
    SchemaVersionError,
    UnknownGameError,
)
from card_db.games import GAMES, game_ids, normalize_code
from card_db.network import DownloadError
from card_db.records import CardRecord, record_from_dict

__all__ = [
    "DATA_DIR_ENV",
    "DECK_FORMATS",
    "GAMES",
    "CardDatabase",
    "CardDbError",
    "CardFilters",
    "CardImportError",
    "CardNotFoundError",
    "CardRecord",
    "DatabaseStats",
    "Deck",
    "DeckFormatError",
    "DeckLineProblem",
    "DeckNotFoundError",
    "DeckParse",
    "DownloadError",
    "ImageError",
    "ImageReport",
    "ImportResult",
    "SchemaVersionError",
    "SetInfo",
    "UnknownGameError",
    "default_path",
    "game_ids",
    "normalize_code",
    "record_from_dict",
]
