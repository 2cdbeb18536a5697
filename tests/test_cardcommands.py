"""``python -m desktop_app cards coverage|explain`` on real card files, and the import hook."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers.samples import SHARED_SAMPLES

from card_db.importers import read_path
from desktop_app.cardcommands import compile_batch
from desktop_app.cli import main

KGL = SHARED_SAMPLES / "full" / "ws-KGL_S79.json"
pytestmark = pytest.mark.skipif(not KGL.exists(), reason="the shared sample files are not here")


def test_coverage_json_counts_cards_abilities_and_automated(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "coverage", "--game", "weiss-schwarz", str(KGL), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["cards"] == len(json.loads(KGL.read_text(encoding="utf-8")))
    assert 0 < report["automated"] < report["abilities"]
    assert 0 < report["cards_automated"] < report["cards"]
    # the not-automated abilities whose trigger was read, announced at the table when they trigger
    assert 0 < report["announced"] <= report["abilities"] - report["automated"]
    assert report["not_automated"][0]["count"] >= report["not_automated"][-1]["count"]


def test_explain_shows_text_beside_script(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "explain", "--game", "weiss-schwarz", "KGL/S79-E021", "--file", str(KGL)]) == 0
    out = capsys.readouterr().out
    assert "All of your characters get +1000 power and +1 soul." in out
    assert '"stat": "soul"' in out and "automated" in out


def test_a_game_without_a_compiler_and_a_missing_card_are_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "coverage", "--game", "luck-and-logic", str(KGL)]) == 1
    assert main(["cards", "explain", "--game", "weiss-schwarz", "XX/Y00-001", "--file", str(KGL)]) == 1
    err = capsys.readouterr().err
    assert "no card-text compiler for 'luck-and-logic'" in err and "XX/Y00-001: no such card" in err


def test_the_import_hook_gives_records_their_compiled_script() -> None:
    batch = compile_batch(read_path("weiss-schwarz", KGL))
    climax = next(r for r in batch.records if r.code == "KGL/S79-E021")
    assert climax.script is not None and climax.script[0]["modifiers"][1]["stat"] == "soul"
    assert all(r.script is not None for r in batch.records if r.text.strip())


def test_cards_imported_before_the_compiler_or_by_another_version_are_compiled_again(tmp_path: Path) -> None:
    from dataclasses import replace

    from card_db import CardDatabase
    from desktop_app.cardcommands import VERSIONS, recompile_stale

    version = VERSIONS["weiss-schwarz"]
    with CardDatabase.open(tmp_path / "cards.sqlite") as db:
        before = read_path("weiss-schwarz", KGL)  # as an app without the compiler imported them
        own = replace(before.records[0], script=[{"kind": "cont", "modifiers": [], "text": "by hand"}])
        before.records[0] = own
        db.import_batch(before)
        stale = db.stale_compiled("weiss-schwarz", version)
        with_text = [r for r in before.records[1:] if r.text.strip()]
        assert [r.code for r in stale] == sorted(
            r.code for r in with_text
        )  # a script of its own is not stale
        steps: list[tuple[int, int]] = []
        assert recompile_stale(db, lambda done, total: steps.append((done, total))) == len(with_text)
        assert steps[0] == (0, len(with_text)) and steps[-1] == (len(with_text), len(with_text))
        expected = {r.code: r.script for r in compile_batch(read_path("weiss-schwarz", KGL)).records}
        assert all(db.card("weiss-schwarz", r.code).script == expected[r.code] for r in with_text)
        assert db.card("weiss-schwarz", own.code).script == own.script  # left alone
        assert db.stale_compiled("weiss-schwarz", version) == []
        # the next compiler version finds every compiled card stale, and only those
        assert len(db.stale_compiled("weiss-schwarz", "ws-next")) == len(with_text)


def test_importing_through_the_hook_marks_the_compiled_cards_with_the_version(tmp_path: Path) -> None:
    from card_db import CardDatabase
    from desktop_app.cardcommands import VERSIONS

    with CardDatabase.open(tmp_path / "cards.sqlite") as db:
        db.import_file("weiss-schwarz", KGL, prepare=compile_batch)
        assert db.stale_compiled("weiss-schwarz", VERSIONS["weiss-schwarz"]) == []
        assert db.stale_compiled("weiss-schwarz", "an older version")  # what a later app recompiles
