"""The exceptions ``card_db`` raises; every one derives from ``CardDbError``.

Each says what is wrong in words a player can act on, so the command line prints ``str(error)``
and the app shows it in a dialog; neither needs a traceback.
"""

from __future__ import annotations

from pathlib import Path


class CardDbError(Exception):
    """Base class of every error the card database raises on purpose."""


class UnknownGameError(CardDbError, KeyError):
    """A game id that the card database does not know."""

    def __init__(self, game: str, known: list[str]) -> None:
        self.game = game
        self.known = known
        super().__init__(f"unknown game {game!r}; known games: {', '.join(known)}")

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0])


class SchemaVersionError(CardDbError):
    """The database file was written by a newer version of the app (or is not ours)."""


class BrokenDatabaseError(CardDbError):
    """The database file is damaged (not SQLite, or a malformed image): it can only be moved
    aside and rebuilt (``CardDatabase.open_or_rebuild``). ``detail`` is SQLite's own words."""

    def __init__(self, message: str, detail: str = "") -> None:
        super().__init__(message)
        self.detail = detail


class CardImportError(CardDbError):
    """A card-data file cannot be imported; nothing was written.

    Attributes:
        file: the file at fault.
        record: the index of the record in the file (0-based), if one is at fault.
        code: the card code of that record, if it has one.
        field: the field at fault, if one.
        message: what is wrong with it.
    """

    def __init__(
        self,
        file: str | Path,
        message: str,
        *,
        record: int | None = None,
        code: str | None = None,
        field: str | None = None,
    ) -> None:
        self.file = str(file)
        self.record = record
        self.code = code
        self.field = field
        self.message = message
        super().__init__(self._describe())

    def _describe(self) -> str:
        where = [self.file]
        if self.record is not None:
            where.append(f"record {self.record}" + (f" ({self.code})" if self.code else ""))
        elif self.code:
            where.append(f"card {self.code}")
        if self.field:
            where.append(f"field {self.field!r}")
        return f"{': '.join(where)}: {self.message}"


class ImageError(CardDbError):
    """An image cannot be used (not an image, wrong format, truncated, too large)."""


class DeckFormatError(CardDbError):
    """A deck file cannot be read at all (its shape is wrong, not just some lines)."""


class DeckNotFoundError(CardDbError, KeyError):
    """No saved deck has that game and name."""

    def __str__(self) -> str:
        return str(self.args[0])


class CardNotFoundError(CardDbError, KeyError):
    """No card has that game and code."""

    def __str__(self) -> str:
        return str(self.args[0])
