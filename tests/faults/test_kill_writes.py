"""Fault test: SIGKILL in the middle of every kind of write the app makes.

A child process (``write_and_wait.py``) repeats one kind of write; it is killed once it has
reported a number of them, at whatever moment it has reached then (it may have run ahead).
Afterwards the file it was writing must be whole, the old one or the new one, never half:
a saved game loads, the database passes ``PRAGMA integrity_check`` and its deck backup
parses, the settings load, a rebuild interrupted half-way is finished by the next start
with the decks restored, and the crash lock is either there or not. (The autosave and the
card import have their own kill tests: ``test_kill_game.py`` and ``test_kill_import.py``.)
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from faults import killing

from card_db import CardDatabase
from desktop_app.bridge import AutosaveStore, load_settings, read_saved_file

CHILD = Path(__file__).with_name("write_and_wait.py")
#: after how many completed writes the child is killed (the kill lands inside the next one)
KILL_AFTER = (1, 3, 8)


def run_and_kill(kind: str, data: Path, after: int) -> int:
    done = killing.run_and_kill(CHILD, kind, data, after)
    assert done == after, f"the child stopped after {done} writes"
    return done


def integrity(path: Path) -> str:
    with sqlite3.connect(path) as connection:
        return str(connection.execute("PRAGMA integrity_check").fetchone()[0])


@pytest.mark.parametrize("after", KILL_AFTER)
def test_a_killed_manual_save_leaves_a_whole_file(tmp_path: Path, qtbot: Any, after: int) -> None:
    run_and_kill("save", tmp_path, after)
    saved = read_saved_file(tmp_path / "saved.json")
    assert saved.game.decision is not None
    assert not [p for p in tmp_path.glob("saved.json.*") if p.stat().st_size and "tmp" not in p.name]


@pytest.mark.parametrize("after", KILL_AFTER)
def test_a_killed_deck_save_leaves_the_database_and_its_backup_whole(tmp_path: Path, after: int) -> None:
    run_and_kill("deck", tmp_path, after)
    assert integrity(tmp_path / "cards.sqlite") == "ok"
    with CardDatabase.open(tmp_path / "cards.sqlite") as db:
        deck = db.deck("weiss-schwarz", "Kill test")
    (backup,) = (tmp_path / "decks" / "weiss-schwarz").glob("*.json")
    saved = json.loads(backup.read_text(encoding="utf-8"))
    assert saved["name"] == "Kill test" and saved["sections"]["main"][1] == ["LA/W01-002", 4]
    first = dict(deck.sections)["main"][0][1]
    # the database is written first, then the backup: the backup is that write or the one before
    assert saved["sections"]["main"][0][1] in (first, 1 + (first - 2) % 4)


@pytest.mark.parametrize("after", KILL_AFTER)
def test_killed_settings_still_load(tmp_path: Path, qtbot: Any, after: int) -> None:
    run_and_kill("settings", tmp_path, after)
    settings = load_settings(tmp_path / "settings.ini")
    # the child may have run ahead of what it printed: any whole write from the last printed on
    assert settings.last_game.startswith("game-") and int(settings.last_game[5:]) >= after


@pytest.mark.parametrize("after", KILL_AFTER)
def test_a_killed_rebuild_is_finished_by_the_next_start(tmp_path: Path, after: int) -> None:
    with CardDatabase.open(tmp_path / "cards.sqlite") as db:
        db.save_deck(db.new_deck("weiss-schwarz", "Kept"))
    run_and_kill("rebuild", tmp_path, after)
    database, _ = CardDatabase.open_or_rebuild(tmp_path / "cards.sqlite")
    with database:
        assert integrity(database.path) == "ok"
        assert database.deck("weiss-schwarz", "Kept").name == "Kept"


@pytest.mark.parametrize("after", KILL_AFTER)
def test_a_killed_lock_is_a_lock_or_none(
    tmp_path: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch, after: int
) -> None:
    run_and_kill("lock", tmp_path, after)
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    store = AutosaveStore()
    assert store.read() is not None  # the autosave is whole
    if store.lock_path.exists():
        assert store.crashed()
