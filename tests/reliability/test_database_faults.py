"""A damaged card database, saved decks kept beside it, and folders that cannot be written.

The audit found that a broken database had clear messages but no way back (nothing moved it
aside and rebuilt it, and the saved decks lived only there), and that a first run in a
read-only folder ended in a traceback.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from card_db import CardDatabase, Deck
from card_db.errors import CardDbError

RESOURCES = Path(__file__).parents[2] / "resources"
PROJECT_RECORD = json.loads((RESOURCES / "cards" / "freeform" / "demo.json").read_text(encoding="utf-8"))[0]
DECK = Deck("weiss-schwarz", "Mine / 1", {"main": [("LA/W01-001", 4), ("ZZ/NOT-IMPORTED", 2)]})


def cli(data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "TABLETOP_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "desktop_app", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_every_saved_deck_is_kept_as_a_file_beside_the_database(tmp_path: Path) -> None:
    with CardDatabase.open(tmp_path / "cards.sqlite") as db:
        db.save_deck(DECK)
        (backup,) = (tmp_path / "decks" / "weiss-schwarz").glob("*.json")
        assert json.loads(backup.read_text(encoding="utf-8"))["name"] == "Mine / 1"
        db.rename_deck("weiss-schwarz", "Mine / 1", "Ours")
        (backup,) = (tmp_path / "decks" / "weiss-schwarz").glob("*.json")
        assert json.loads(backup.read_text(encoding="utf-8"))["name"] == "Ours"
        db.delete_deck("weiss-schwarz", "Ours")
        assert not list((tmp_path / "decks").rglob("*.json"))


@pytest.mark.parametrize(
    "damage",
    [
        lambda path: path.write_bytes(b"this is not a database" * 100),
        lambda path: path.write_bytes(path.read_bytes()[:3000]),
        lambda path: path.write_bytes(path.read_bytes()[:100] + b"\xff" * 4000 + path.read_bytes()[4100:]),
    ],
    ids=["garbage", "truncated", "header-overwritten"],
)
def test_a_damaged_database_is_moved_aside_rebuilt_and_its_decks_restored(
    tmp_path: Path, damage: Any
) -> None:
    path = tmp_path / "cards.sqlite"
    with CardDatabase.open(path, resources=RESOURCES) as db:
        db.save_deck(DECK)
        db.save_deck(Deck("one-piece", "Red", {"main": [("OP01-001", 4)]}))
        db._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    damage(path)
    database, notice = CardDatabase.open_or_rebuild(path, resources=RESOURCES)
    with database:
        assert "damaged" in notice and "2 saved deck(s) were restored" in notice
        (aside,) = tmp_path.glob("cards.sqlite.broken-*")
        assert aside.name in notice
        assert database.deck("weiss-schwarz", "Mine / 1").sections == DECK.normalized().sections
        assert database.stats().cards  # the demo sets are back
    assert CardDatabase.open_or_rebuild(path)[1] == ""  # the next start is an ordinary one


def test_the_command_line_rebuilds_a_damaged_database_and_says_so(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "cards.sqlite").write_bytes(b"garbage" * 1000)
    done = cli(data, "db", "stats")
    assert done.returncode == 0, done.stderr
    assert "warning: The card database" in done.stderr and "moved to cards.sqlite.broken-" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_newer_database_is_never_moved(tmp_path: Path) -> None:
    path = tmp_path / "cards.sqlite"
    with CardDatabase.open(path) as db:
        db._db.execute("PRAGMA user_version = 999")
    with pytest.raises(CardDbError, match="newer version"):
        CardDatabase.open_or_rebuild(path)
    assert not list(tmp_path.glob("*.broken-*"))


def test_a_first_run_in_a_read_only_folder_says_so(readonly_dir: Path) -> None:
    done = cli(readonly_dir / "data", "db", "stats")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "read-only" in done.stderr and str(readonly_dir) in done.stderr


def test_a_database_in_a_read_only_folder_says_so(readonly_dir: Path) -> None:
    with pytest.raises(CardDbError, match="read-only"):
        CardDatabase.open(readonly_dir / "cards.sqlite", resources=RESOURCES)


def test_a_first_run_in_a_full_folder_says_so(full_dir: Path) -> None:
    done = cli(full_dir, "db", "stats")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "full" in done.stderr and str(full_dir) in done.stderr


def test_the_app_rebuilds_a_damaged_database_and_tells_the_user(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    from PySide6.QtWidgets import QMessageBox

    from desktop_app.bridge import TableSettings
    from desktop_app.ui.main_window import MainWindow

    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(data))
    (data / "cards.sqlite").write_bytes(b"garbage" * 1000)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    window = MainWindow(TableSettings(), threaded_agent=False)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.database_ready, timeout=60_000) as ready:
        window.open_database()
    assert ready.args == [True]
    assert shown and "moved to cards.sqlite.broken-" in shown[0]
    assert "moved to" in window.status_label.text()
    window.close()


def test_a_disk_that_fills_during_an_import_is_named_and_changes_nothing(roomy_dir: Path) -> None:
    """The audit's finding: a full disk during an import ended in a traceback
    (``sqlite3.OperationalError: database or disk is full``)."""
    from reliability.conftest import fill

    cards = roomy_dir.parent / "cards.json"
    records = [{**PROJECT_RECORD, "code": f"FUZ-{n:05}", "text": "x" * 2000} for n in range(2000)]
    cards.write_text(json.dumps(records), encoding="utf-8")
    with CardDatabase.open(roomy_dir / "cards.sqlite") as db:
        fill(roomy_dir)
        with pytest.raises(CardDbError, match="is full") as refusal:
            db.import_file("freeform", cards)
        assert "not changed" in str(refusal.value)
    (roomy_dir / "filler").unlink()
    with CardDatabase.open(roomy_dir / "cards.sqlite") as db:
        assert db.stats().cards["freeform"] == 0
    fill(roomy_dir)
    done = cli(roomy_dir, "db", "import", "--game", "freeform", str(cards))
    assert done.returncode == 1 and "Traceback" not in done.stderr and "full" in done.stderr
