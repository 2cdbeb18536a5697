"""``simulate --deck FILE --deck FILE``: real decks from deck files, cards from the card database.

The two decks are the issue's (``tests/helpers/ws_real_decks.py``): a KGL/S79 deck and a
BD/W47 deck of real cards, imported with the card-text compiler as the app imports them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers.ws_real_decks import BD_DECK, BD_SET, FULL, KGL_DECK, KGL_SET

from card_db import CardDatabase
from desktop_app.cardcommands import compile_batch
from desktop_app.cli import main

pytestmark = pytest.mark.skipif(not FULL.exists(), reason="the shared sample files are not here")


@pytest.fixture
def database(tmp_path: Path) -> Path:
    path = tmp_path / "cards.sqlite"
    with CardDatabase.open(path) as db:
        for set_file in (KGL_SET, BD_SET):
            db.import_file("weiss-schwarz", set_file, prepare=compile_batch)
    return path


def test_simulate_plays_real_decks_from_deck_files(
    database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kgl, bd = KGL_DECK, BD_DECK
    args = ["simulate", "--game", "weiss-schwarz", "--games", "3", "--jobs", "1", "--json"]
    code = main([*args, "--deck", str(kgl), "--deck", str(bd), "--db", str(database)])
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0
    assert figures["games"] == 3 and figures["failures"] == []
    assert sum(figures["reasons"].values()) == 3, figures["reasons"]  # each ended by a rule


def test_a_deck_file_naming_a_card_not_in_the_database_is_refused(
    database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kgl = KGL_DECK
    bad = tmp_path / "bad.txt"
    bad.write_text("4 XYZ/W00-E001\n", encoding="utf-8")
    code = main(
        ["simulate", "--game", "weiss-schwarz", "--deck", str(kgl), "--deck", str(bad), "--db", str(database)]
    )
    out = capsys.readouterr().out
    assert code == 2
    assert "bad.txt" in out and "XYZ/W00-E001" in out
