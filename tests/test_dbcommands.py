"""The ``db`` and ``deck`` commands: exit status, messages, and never a traceback for bad input."""

from __future__ import annotations

import argparse
import io
import json
import zipfile
from pathlib import Path
from typing import Any

import pytest
from helpers.samples import SHARED_SAMPLES
from PIL import Image

from card_db import CardDatabase
from desktop_app import dbcommands
from desktop_app.engine.cards import CardDef
from desktop_app.engine.decks import DeckList, DeckProblem

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "card_db"
SAMPLES = SHARED_SAMPLES


@pytest.fixture(autouse=True)
def _isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A private data folder and a resources folder with one Luck & Logic demo set."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    resources = tmp_path / "resources"
    (resources / "cards" / "luck-and-logic").mkdir(parents=True)
    (resources / "cards" / "luck-and-logic" / "demo.json").write_bytes(
        (FIXTURES / "ll-cards.json").read_bytes()
    )
    monkeypatch.setenv("TABLETOP_RESOURCES", str(resources))


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="test")
    dbcommands.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


def test_registers_db_and_deck_with_func() -> None:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command")
    dbcommands.register(sub)
    assert set(sub.choices) == {"db", "deck"}
    assert callable(parser.parse_args(["db", "stats"]).func)
    assert callable(parser.parse_args(["deck", "list"]).func)


def test_first_run_loads_demo_sets_and_stats(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert run("db", "stats") == 0
    out = capsys.readouterr().out
    assert str(tmp_path / "data" / "cards.sqlite") in out
    assert any(line.split()[:2] == ["luck-and-logic", "5"] for line in out.splitlines())


def test_import_search_and_reimport(capsys: pytest.CaptureFixture[str]) -> None:
    sample = SAMPLES / "ws-sample.json"
    if not sample.exists():
        pytest.skip("shared samples not available")
    assert run("db", "import", "--game", "weiss-schwarz", str(sample)) == 0
    assert "5 new, 0 updated" in capsys.readouterr().out
    assert run("db", "import", "--game", "weiss-schwarz", str(sample)) == 0
    assert "0 new, 0 updated, 5 unchanged" in capsys.readouterr().out
    assert run("db", "search", "--game", "weiss-schwarz", "supreme", "bliss") == 0
    out = capsys.readouterr().out
    assert "KGL/S79-E001" in out and "1 card(s) found" in out
    assert run("db", "search", "knight") == 0
    assert "luck-and-logic  LLT-001" in capsys.readouterr().out


def bad_gate_number(tmp_path: Path) -> Path:
    """The L&L fixture with record 2 (LLT-003) broken: its gate number is a word."""
    records = json.loads((FIXTURES / "ll-cards.json").read_text(encoding="utf-8"))
    records[2]["fields"]["gate_number"] = "three"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(records), encoding="utf-8")
    return bad


def test_a_bad_file_exits_1_with_the_record_and_field(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = bad_gate_number(tmp_path)
    assert run("db", "import", "--game", "luck-and-logic", "--strict", str(bad)) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ")
    assert "record 2 (LLT-003): field 'fields.gate_number'" in err
    assert "Traceback" not in err


def test_a_bad_record_is_reported_and_the_rest_imported(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = bad_gate_number(tmp_path)
    assert run("db", "import", "--game", "luck-and-logic", str(bad)) == 0
    out = capsys.readouterr().out
    problem = "record 2 (LLT-003): field 'fields.gate_number': expected an integer, got 'three'"
    assert f"skipped {bad}: {problem}" in out
    assert "; 1 skipped;" in out


def test_exit_1_only_when_nothing_imports(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    folder = tmp_path / "sets"
    folder.mkdir()
    (folder / "a.json").write_text("[{", encoding="utf-8")
    (folder / "b.json").write_text('[{"game": "luck-and-logic", "code": "X"}]', encoding="utf-8")
    (folder / "readme.md").write_text("notes", encoding="utf-8")
    assert run("db", "import", "--game", "luck-and-logic", str(folder)) == 1
    err = capsys.readouterr().err
    assert "a.json: not valid JSON" in err and "and 1 more problem(s); nothing could be imported" in err


@pytest.mark.parametrize(
    "argv",
    [
        ["db", "import", "--game", "luck-and-logic", "/no/such/file.json"],
        ["db", "images", "/no/such/folder"],
        ["db", "export", "--game", "luck-and-logic", "/no/such/dir/out.json"],
        ["deck", "export", "--game", "luck-and-logic", "--name", "missing", "out.txt"],
        ["deck", "import", "--game", "luck-and-logic", "/no/such/deck.txt"],
        ["db", "import", "--game", "luck-and-logic"],
    ],
)
def test_bad_input_is_a_message_not_a_traceback(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert run(*argv) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "Traceback" not in err


def test_a_newer_database_is_refused_cleanly(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite"
    CardDatabase.open(path).close()
    import sqlite3

    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 42")
    conn.close()
    assert run("db", "stats", "--db", str(path)) == 1
    assert "newer version" in capsys.readouterr().err


def test_export_json_and_csv(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for fmt in ("json", "csv"):
        out = tmp_path / f"ll.{fmt}"
        assert run("db", "export", "--game", "luck-and-logic", "--format", fmt, str(out)) == 0
        assert "Wrote 5 luck-and-logic cards" in capsys.readouterr().out
        assert (
            run("db", "import", "--game", "luck-and-logic", str(out), "--db", str(tmp_path / f"{fmt}.sqlite"))
            == 0
        )
    assert json.loads((tmp_path / "ll.json").read_text(encoding="utf-8"))[0]["code"] == "LLT-001"


def test_images_from_a_zip(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    buffer = io.BytesIO()
    Image.new("RGB", (300, 420), "navy").save(buffer, "PNG")
    archive = tmp_path / "img.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("LLT_001.png", buffer.getvalue())
        zf.writestr("../LLT_002.png", buffer.getvalue())
    assert run("db", "images", str(archive)) == 0
    out = capsys.readouterr().out
    assert "Stored 1 image(s); skipped 1." in out
    assert "escape" in out


def test_deck_import_validate_export_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck_file = tmp_path / "ll.txt"
    deck_file.write_text("1 LLT-005\n4 LLT-001\n4 LLT-002\n2 LLT-003\n9 LLT-404\n", encoding="utf-8")
    assert run("deck", "import", "--game", "luck-and-logic", str(deck_file)) == 1
    captured = capsys.readouterr()
    assert "line 5: unknown card code 'LLT-404'" in captured.out
    assert "nothing saved" in captured.err
    assert (
        run("deck", "import", "--game", "luck-and-logic", str(deck_file), "--partial", "--name", "Knights")
        == 0
    )
    assert "covenanter 1, main 8, gate 2" in capsys.readouterr().out
    out = tmp_path / "knights.json"
    assert run("deck", "export", "--game", "luck-and-logic", "--name", "Knights", str(out)) == 0
    assert json.loads(out.read_text(encoding="utf-8"))["sections"]["gate"] == [["LLT-003", 2]]
    assert run("deck", "list") == 0
    assert "Knights" in capsys.readouterr().out


def test_validate_without_rules_for_the_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import desktop_app.games

    def missing(game: str) -> Any:
        raise KeyError(game)

    monkeypatch.setattr(desktop_app.games, "get_ruleset", missing)
    deck_file = tmp_path / "ll.txt"
    deck_file.write_text("4 LLT-001\nLLT-404\n", encoding="utf-8")
    assert run("deck", "validate", "--game", "luck-and-logic", str(deck_file)) == 1
    out = capsys.readouterr().out
    assert "line 2: unknown card code 'LLT-404'" in out
    assert "Rules validation for luck-and-logic is not available yet" in out


def test_validate_calls_the_rules_with_a_decklist(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import desktop_app.games

    seen: list[DeckList] = []

    class Rules:
        def card_from_record(self, record: dict[str, Any]) -> CardDef:
            return CardDef(record["code"], record["name"], record["type"], record=record)

        def validate_deck(self, deck: DeckList) -> list[DeckProblem]:
            seen.append(deck)
            return [DeckProblem("The main deck must have exactly 50 cards", "L&L 6.1.1.1.1", "main")]

    monkeypatch.setattr(desktop_app.games, "get_ruleset", lambda game: Rules())
    deck_file = tmp_path / "ll.txt"
    deck_file.write_text("4 LLT-001\n2 LLT-003\n", encoding="utf-8")
    assert run("deck", "validate", "--game", "luck-and-logic", str(deck_file)) == 1
    assert "exactly 50 cards (L&L 6.1.1.1.1)" in capsys.readouterr().out
    assert [card.code for card in seen[0].section("main")] == ["LLT-001"] * 4
    assert seen[0].size("gate") == 2


def test_validate_a_good_deck(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import desktop_app.games

    class Rules:
        def card_from_record(self, record: dict[str, Any]) -> CardDef:
            return CardDef(record["code"], record["name"], record["type"])

        def validate_deck(self, deck: DeckList) -> list[DeckProblem]:
            return []

    monkeypatch.setattr(desktop_app.games, "get_ruleset", lambda game: Rules())
    deck_file = tmp_path / "ll.txt"
    deck_file.write_text("4 LLT-001\n", encoding="utf-8")
    assert run("deck", "validate", "--game", "luck-and-logic", str(deck_file)) == 0
    assert "The deck is fine." in capsys.readouterr().out


def test_the_app_command_line_has_db_and_deck(capsys: pytest.CaptureFixture[str]) -> None:
    from desktop_app.cli import main

    assert main(["db", "stats"]) == 0
    assert "luck-and-logic" in capsys.readouterr().out
    assert main(["deck", "list", "--game", "luck-and-logic"]) == 0


def test_a_large_import_shows_progress(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    record = {"game": "luck-and-logic", "type": "logicalist"}
    big = tmp_path / "big.json"
    big.write_text(json.dumps([dict(record, code=f"P-{i:05d}", name=f"P {i}") for i in range(12_000)]))
    assert run("db", "import", "--game", "luck-and-logic", str(big)) == 0
    err = capsys.readouterr().err.splitlines()
    assert err == ["reading records: 5,000 of 12,000", "reading records: 10,000 of 12,000"]
    folder = tmp_path / "sets"
    folder.mkdir()
    for index in range(20):
        (folder / f"{index:02d}.json").write_text(json.dumps([dict(record, code=f"F-{index}", name="F")]))
    assert run("db", "import", "--game", "luck-and-logic", str(folder)) == 0
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "reading card files: 0 of 20" and err[-1] == "reading card files: 20 of 20"
    assert len(err) == 11  # a line per tenth
