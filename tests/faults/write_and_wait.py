"""Child process of the write-kill test: makes one kind of write the app makes, over and over,
and prints the number of writes done after each, until it is killed. Not a test module:
``test_kill_writes.py`` runs it as ``write_and_wait.py KIND`` with ``TABLETOP_DATA_DIR`` set.

Kinds: ``save`` (a manual save: ``GameSession.save_to``), ``deck`` (a deck saved in the
database and its backup file), ``settings`` (the table settings through ``QSettings``),
``rebuild`` (a damaged database moved aside and rebuilt, its decks restored), ``lock`` (the
crash lock and the autosave as a game starts and ends).
"""

from __future__ import annotations

import os
import sys
from dataclasses import replace
from itertools import count

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from card_db import CardDatabase, Deck
from desktop_app.bridge import (
    AutosaveStore,
    GameSession,
    SeatMode,
    TableSettings,
    data_dir,
    demo_decks,
    new_game,
    save_settings,
)
from desktop_app.games._resources import resources_dir


def decks(number: int) -> Deck:
    """A deck whose content says which write made it (its count of the first card)."""
    return Deck("weiss-schwarz", "Kill test", {"main": [("LA/W01-001", 1 + number % 4), ("LA/W01-002", 4)]})


def main(kind: str) -> None:
    app = QApplication([])
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    session = None
    if kind in ("save", "lock"):
        pair = demo_decks("weiss-schwarz")
        game = new_game("weiss-schwarz", (pair[0], pair[1]), seed=1, goldfish=True)
        session = GameSession(game, SeatMode.GOLDFISH, autosave=AutosaveStore(), threaded_agent=False)
        session.start()
    for number in count(1):
        if kind == "save":
            assert session is not None
            session.save_to(folder / "saved.json")
        elif kind == "deck":
            with CardDatabase.open() as db:
                db.save_deck(decks(number))
        elif kind == "settings":
            save_settings(replace(TableSettings(), show_log=number % 2 == 0, last_game=f"game-{number}"))
        elif kind == "rebuild":
            path = folder / "cards.sqlite"
            path.write_bytes(b"damaged" * 100)
            database, _ = CardDatabase.open_or_rebuild(path, resources=resources_dir())
            database.close()
        elif kind == "lock":
            assert session is not None
            session._closed = False
            session.close()
            AutosaveStore().lock()
        print(number, flush=True)
    app.processEvents()


if __name__ == "__main__":
    main(sys.argv[1])
