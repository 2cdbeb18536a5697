"""Fault test: SIGKILL in the middle of a database import.

The whole Force of Will file (5,340 cards) is imported by the real command in a child
process, which is killed at several moments. After each kill the database must pass
``PRAGMA integrity_check`` and hold either all of the import or none of it, and a second
import must then complete.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

FOW = Path(__file__).resolve().parents[3] / "shared" / "samples" / "full" / "fow-cards.json"
FOW_CARDS = 5340


def fow_count(path: Path) -> int:
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if "cards" not in tables:
            return 0
        return int(
            connection.execute("SELECT count(*) FROM cards WHERE game = 'force-of-will'").fetchone()[0]
        )


def db_command(data: Path, *args: str) -> subprocess.Popen[bytes]:
    env = {**os.environ, "TABLETOP_DATA_DIR": str(data)}
    return subprocess.Popen(
        [sys.executable, "-m", "desktop_app", "db", *args],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def import_command(data: Path) -> subprocess.Popen[bytes]:
    return db_command(data, "import", "--game", "force-of-will", str(FOW))


@pytest.mark.skipif(not FOW.exists(), reason="the shared Force of Will sample is not beside the project")
@pytest.mark.parametrize("after", [0.3, 0.8, 1.3, 2.0])
def test_a_killed_import_leaves_all_or_nothing(tmp_path: Path, after: float) -> None:
    data = tmp_path / "data"
    assert db_command(data, "stats").wait(timeout=300) == 0  # a fresh database with the demo sets
    database = data / "cards.sqlite"
    before = fow_count(database)
    child = import_command(data)
    time.sleep(after)
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=60)
    count = fow_count(database)
    assert count in (before, before + FOW_CARDS), f"a partial import: {count} cards"
    again = import_command(data)
    assert again.wait(timeout=300) == 0
    assert fow_count(database) == before + FOW_CARDS
