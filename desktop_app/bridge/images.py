"""Card pictures for the table: decoded off the GUI thread, cached as pixmaps.

``CardImageCache.pixmap(game, code, size)`` answers at once from memory, or returns
``None`` and asks a database worker to fetch the bytes (the stored image, or the card
database's text proxy) and decode them into a ``QImage``; the GUI thread turns that into a
``QPixmap`` (pixmaps belong to the GUI thread) and emits ``image_loaded``. Cards the
database does not know are remembered as missing, and the table draws its own proxy for
them.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections import OrderedDict
from typing import Literal

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage, QPixmap

from card_db import CardDatabase, CardNotFoundError
from desktop_app.bridge.workers import DatabaseTasks

log = logging.getLogger(__name__)

ImageSize = Literal["thumb", "display"]
#: How many pixmaps of each size stay in memory (thumbs are about 150x210, displays 630x880).
CACHE_LIMITS: dict[str, int] = {"thumb": 600, "display": 80}
#: Attempts to fetch a picture when another worker holds the database's write lock.
RETRIES = 5


def _fetch(database: CardDatabase, game: str, code: str, size: ImageSize) -> bytes:
    """The picture's bytes. Drawing a proxy writes it to the database; two workers doing so
    at once can meet SQLite's "database is locked" (a read upgraded to a write), so retry."""
    for attempt in range(RETRIES):
        try:
            return database.image(game, code, size)
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or attempt == RETRIES - 1:
                raise
            time.sleep(0.02 * (attempt + 1))
    raise AssertionError("unreachable")


def _load(database: CardDatabase, game: str, code: str, size: ImageSize) -> QImage | None:
    try:
        data = _fetch(database, game, code, size)
    except CardNotFoundError:
        return None
    image = QImage()
    if not image.loadFromData(data):
        log.warning("the picture of %s %s could not be decoded", game, code)
        return None
    return image


class CardImageCache(QObject):
    """Pixmaps of card pictures by (game, code, size), loaded in the background.

    Args:
        tasks: the database workers, or ``None`` to have no pictures at all (every card
            is drawn as the table's own proxy).
    """

    #: a picture finished loading (game, code, size); ask ``pixmap`` again
    image_loaded = Signal(str, str, str)
    #: nothing is loading any more
    idle = Signal()

    def __init__(self, tasks: DatabaseTasks | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tasks = tasks
        self._pixmaps: dict[str, OrderedDict[tuple[str, str], QPixmap]] = {
            size: OrderedDict() for size in CACHE_LIMITS
        }
        self._missing: set[tuple[str, str]] = set()
        self._loading: set[tuple[str, str, str]] = set()

    def set_tasks(self, tasks: DatabaseTasks | None) -> None:
        """Use ``tasks`` from now on (the database finished opening after the table did, or
        its pictures changed): every picture is fetched again."""
        self._tasks = tasks
        self._missing.clear()
        for cache in self._pixmaps.values():
            cache.clear()

    @property
    def loading(self) -> int:
        """How many pictures are being fetched."""
        return len(self._loading)

    def is_missing(self, game: str, code: str) -> bool:
        """Whether the database has no such card (the table draws its own proxy)."""
        return (game, code) in self._missing or self._tasks is None

    def pixmap(self, game: str, code: str, size: ImageSize = "thumb") -> QPixmap | None:
        """The picture if it is in memory; otherwise ``None`` and a fetch is started."""
        cache = self._pixmaps[size]
        key = (game, code)
        found = cache.get(key)
        if found is not None:
            cache.move_to_end(key)
            return found
        if self._tasks is None or key in self._missing or (game, code, size) in self._loading:
            return None
        self._loading.add((game, code, size))
        self._tasks.query(
            lambda db: _load(db, game, code, size),
            lambda image: self._loaded(game, code, size, image),
            lambda message: self._failed(game, code, size, message),
        )
        return None

    def prefetch(self, game: str, codes: list[str], size: ImageSize = "thumb") -> None:
        """Start fetching the pictures of ``codes`` (a deck, at the start of a game)."""
        for code in dict.fromkeys(codes):
            self.pixmap(game, code, size)

    def _loaded(self, game: str, code: str, size: ImageSize, image: object) -> None:
        self._loading.discard((game, code, size))
        if isinstance(image, QImage) and not image.isNull():
            cache = self._pixmaps[size]
            cache[(game, code)] = QPixmap.fromImage(image)
            while len(cache) > CACHE_LIMITS[size]:
                cache.popitem(last=False)
        else:
            self._missing.add((game, code))
        self.image_loaded.emit(game, code, size)
        if not self._loading:
            self.idle.emit()

    def _failed(self, game: str, code: str, size: ImageSize, message: str) -> None:
        log.warning("the picture of %s %s could not be loaded: %s", game, code, message)
        self._loading.discard((game, code, size))
        self._missing.add((game, code))
        self.image_loaded.emit(game, code, size)
        if not self._loading:
            self.idle.emit()
