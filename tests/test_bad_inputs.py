"""The bad-input corpus (tests/bad_inputs/): every importer and loader meets each file with a
clear error that names the file, and the database is left exactly as it was.

Corpus: malformed and truncated JSON, CSV and deck files, wrong types, unknown codes,
non-UTF-8 text, NUL bytes, truncated, wrong-format and decompression-bomb images, zip
archives with paths that escape, broken saved games; a very large file is made at run time.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from card_db import CardDatabase
from card_db.errors import CardDbError
from desktop_app.engine.serialize import SaveFileError, load_game
from desktop_app.games import get_ruleset

CORPUS = Path(__file__).parent / "bad_inputs"
GAME_OF = {"ws": "weiss-schwarz", "op": "one-piece", "fow": "force-of-will", "project": "luck-and-logic"}
CARD_FILES = sorted((CORPUS / "cards").iterdir())
SAVE_FILES = sorted((CORPUS / "saves").iterdir())
IMAGE_CASES = sorted(p for p in (CORPUS / "images").iterdir())


def game_for(path: Path) -> list[str]:
    """The importers a corpus file is meant for: the one its prefix names, or every game."""
    prefix = path.stem.split("-")[0]
    return [GAME_OF[prefix]] if prefix in GAME_OF else list(GAME_OF.values())


def fingerprint(path: Path) -> str:
    """A digest of every row of every table: equal digests mean an unchanged database."""
    with sqlite3.connect(path) as connection:
        dump = "\n".join(connection.iterdump())
    return hashlib.sha256(dump.encode()).hexdigest()


@pytest.fixture
def db_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A real database with one Weiß Schwarz card (TST/W01-001) and the demo sets."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    path = tmp_path / "cards.sqlite"
    good = tmp_path / "good.json"
    good.write_text(
        json.dumps(
            [
                {
                    "name": "Test",
                    "code": "TST/W01-001",
                    "rarity": "C",
                    "expansion": "T",
                    "side": "W",
                    "type": "Character",
                    "color": "YELLOW",
                    "level": "0",
                    "cost": "0",
                    "power": "1000",
                    "soul": 1,
                    "trigger": [],
                    "attributes": [],
                    "ability": [],
                    "flavor_text": "",
                    "image": "",
                    "set": "TST",
                    "release": "W01",
                    "sid": "001",
                }
            ]
        )
    )
    with CardDatabase.open(path, resources=Path(__file__).parents[1] / "resources") as db:
        db.import_file("weiss-schwarz", good)
    yield path


@pytest.mark.parametrize("path", CARD_FILES, ids=[p.name for p in CARD_FILES])
def test_card_files_are_refused_and_change_nothing(db_path: Path, path: Path) -> None:
    before = fingerprint(db_path)
    for game in game_for(path):
        with CardDatabase.open(db_path) as db, pytest.raises(CardDbError) as error:
            db.import_file(game, path, strict=True)
        assert path.name in str(error.value), f"the error does not name the file: {error.value}"
    assert fingerprint(db_path) == before


@pytest.mark.parametrize("path", CARD_FILES, ids=[p.name for p in CARD_FILES])
def test_card_files_without_strict_report_every_bad_record(db_path: Path, path: Path) -> None:
    for game in game_for(path):
        with CardDatabase.open(db_path) as db:
            try:
                result = db.import_file(game, path)
            except CardDbError as error:
                assert path.name in str(error), f"the error does not name the file: {error}"
            else:
                assert result.problems, f"{path.name} imported into {game} without a problem"
                assert all(path.name in str(problem) for problem in result.problems)


def test_a_very_large_file(db_path: Path, tmp_path: Path) -> None:
    # 40,000 good records and one bad one at the very end
    record = {"game": "luck-and-logic", "type": "logicalist", "fields": {"level": 1}, "text": "x" * 300}
    records = [dict(record, code=f"BIG-{i:05d}", name=f"Big {i}") for i in range(40_000)]
    records.append(dict(record, code="BIG-LAST", name="Last", fields={"level": "high"}))
    big = tmp_path / "big.json"
    big.write_text(json.dumps(records))
    assert big.stat().st_size > 10_000_000
    before = fingerprint(db_path)
    with CardDatabase.open(db_path) as db, pytest.raises(CardDbError, match="BIG-LAST"):
        db.import_file("luck-and-logic", big, strict=True)  # all or nothing
    assert fingerprint(db_path) == before
    with CardDatabase.open(db_path) as db:
        result = db.import_file("luck-and-logic", big)
    assert result.added == 40_000
    assert [problem.code for problem in result.problems] == ["BIG-LAST"]


def test_json_nested_beyond_the_recursion_limit_is_refused(db_path: Path, tmp_path: Path) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 200_000 + "]" * 200_000)
    before = fingerprint(db_path)
    with CardDatabase.open(db_path) as db, pytest.raises(CardDbError, match=r"deep\.json: .*too deeply"):
        db.import_file("luck-and-logic", deep)
    assert fingerprint(db_path) == before


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifos_named_like_card_files_are_skipped_with_a_word(db_path: Path, tmp_path: Path) -> None:
    folder = tmp_path / "sets"
    folder.mkdir()
    (folder / "good.json").write_text(
        json.dumps([{"game": "luck-and-logic", "code": "FIFO-1", "name": "F", "type": "logicalist"}])
    )
    os.mkfifo(folder / "pipe.json")
    with CardDatabase.open(db_path) as db:
        result = db.import_file("luck-and-logic", folder)  # must not wait on the FIFO
        assert result.added == 1
        assert result.skipped_files == [("pipe.json", "a FIFO (named pipe), not a file")]
        with pytest.raises(CardDbError, match=r"pipe\.json: a FIFO"):
            db.import_file("luck-and-logic", folder / "pipe.json")


DECK_FILES = sorted((CORPUS / "decks").iterdir())


@pytest.mark.parametrize("path", DECK_FILES, ids=[p.name for p in DECK_FILES])
def test_deck_files_report_every_problem(db_path: Path, path: Path) -> None:
    before = fingerprint(db_path)
    with CardDatabase.open(db_path) as db:
        try:
            parsed = db.read_deck_file("force-of-will" if path.suffix == ".fdk" else "weiss-schwarz", path)
        except CardDbError as error:
            assert path.name in str(error), f"the error does not name the file: {error}"
        else:
            assert parsed.problems, f"{path.name} was read without a single problem reported"
            assert all(problem.line >= 1 for problem in parsed.problems)
    assert fingerprint(db_path) == before


def test_unknown_codes_are_reported_by_line(db_path: Path) -> None:
    with CardDatabase.open(db_path) as db:
        parsed = db.read_deck_file("weiss-schwarz", CORPUS / "decks" / "unknown-codes.txt")
    assert [p.line for p in parsed.problems] == [2, 3]
    assert sum(count for _, count in parsed.deck.sections["main"]) == 4


@pytest.mark.parametrize("case", IMAGE_CASES, ids=[p.name for p in IMAGE_CASES])
def test_bad_images_are_refused_with_a_reason(db_path: Path, case: Path) -> None:
    before = fingerprint(db_path)
    with CardDatabase.open(db_path) as db:
        try:
            report = db.import_images(case)
        except CardDbError as error:
            assert case.name in str(error)
        else:
            assert report.stored == []
            assert report.skipped and all(reason for _, reason in report.skipped)
    assert fingerprint(db_path) == before
    assert not (db_path.parent / "escaped-TST_W01_001.png").exists()


@pytest.mark.parametrize("path", SAVE_FILES, ids=[p.name for p in SAVE_FILES])
def test_bad_saved_games_are_refused(path: Path) -> None:
    with pytest.raises(SaveFileError):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise SaveFileError(f"{path.name}: {error}") from None
        load_game(data, get_ruleset, where=path.name)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("1000000000 TST/W01-001\n", "line 1: at most 999 copies on a line, got 1,000,000,000"),
        ("1" + "0" * 23 + "x TST/W01-001\n", "line 1: at most 999 copies on a line"),
        ("9" * 5000 + " TST/W01-001\n", "line 1: at most 999 copies on a line, got a 5,000-digit number"),
        ("4 TST/W01-001\n" * 3000, "line 2501: a deck holds at most 10,000 cards"),
    ],
)
def test_deck_counts_beyond_any_deck_are_refused_by_line(
    db_path: Path, tmp_path: Path, text: str, words: str
) -> None:
    deck = tmp_path / "huge.txt"
    deck.write_text(text)
    before = fingerprint(db_path)
    with CardDatabase.open(db_path) as db:
        parsed = db.read_deck_file("weiss-schwarz", deck)
    assert words in str(parsed.problems[0])
    assert parsed.deck.size() <= 10_000
    assert fingerprint(db_path) == before


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("4 TST/W01-001\n" * 1_000_000, "huge.txt: a deck file is at most 2 MB"),
        ("\n" * 6000, "huge.txt: a deck list has at most 5,000 lines; this one has 6,001"),
        ('{"sections": {"main": [["TST/W01-001", 100000000000000000000000]]}}', None),
        (
            '{"name": "x", "main": ' + "[" * 100 + "]" * 100 + "}",
            "nested too deeply \\(more than 16 levels\\)",
        ),
    ],
)
def test_deck_files_beyond_the_limits_are_refused_quickly(
    db_path: Path, tmp_path: Path, content: str, words: str | None
) -> None:
    deck = tmp_path / (
        "huge.txt" if words and "huge" in words else "huge.fdk" if "name" in content else "h.json"
    )
    deck.write_text(content)
    with CardDatabase.open(db_path) as db:
        if words is None:  # read, with the count refused on its line
            parsed = db.read_deck_file("weiss-schwarz", deck)
            assert "at most 999 copies on a line" in str(parsed.problems[0])
            return
        with pytest.raises(CardDbError, match=words):
            db.read_deck_file("force-of-will" if deck.suffix == ".fdk" else "weiss-schwarz", deck)


def test_a_deck_beyond_the_limits_is_not_saved(db_path: Path) -> None:
    from card_db import Deck

    before = fingerprint(db_path)
    with CardDatabase.open(db_path) as db, pytest.raises(CardDbError, match="at most 999 copies"):
        db.save_deck(Deck("weiss-schwarz", "Huge", {"main": [("TST/W01-001", 10**23)]}))
    assert fingerprint(db_path) == before
