"""The command line's entry points: ``game verify`` gives a verdict, and whatever a command did
not foresee ends in one sentence and a log file in the data folder, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from desktop_app import cli
from desktop_app.engine.decisions import Choice
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.serialize import pack, save_game, unpack
from desktop_app.games import get_ruleset
from desktop_app.simulate import pick_decks


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    return folder


def saved(tmp_path: Path, *, steps: int = 40, snapshot: bool = True) -> tuple[Path, dict[str, Any]]:
    ruleset = get_ruleset("weiss-schwarz")
    game = Game(ruleset, GameSetup("weiss-schwarz", ruleset.rules_version, pick_decks(ruleset, None), seed=5))
    for _ in range(steps):
        assert game.decision is not None
        game.apply(Choice(game.decision.player, (game.decision.keys()[-1],)))
    data = save_game(game, snapshot=snapshot)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    return path, data


def verify(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = cli.main(["game", "verify", str(path)])
    return status, capsys.readouterr().out


def test_a_sound_save_holds(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, _ = saved(tmp_path)
    status, out = verify(path, capsys)
    assert status == 0 and out.startswith("holds:") and "agree with the snapshot" in out


def test_a_forged_snapshot_does_not_hold(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, data = saved(tmp_path)
    content = unpack(data["snapshot"])
    content["state"]["values"] = {"p1.forged": 1}
    data["snapshot"]["packed"] = pack(content)
    path.write_text(json.dumps(data))
    status, out = verify(path, capsys)
    assert status == 1 and out.startswith("does not hold:") and "snapshot" in out


def test_a_choice_that_no_longer_fits_does_not_hold(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, data = saved(tmp_path, snapshot=False)
    data["choices"][3] = {"p": data["choices"][3]["p"], "k": ["no such option"]}
    path.write_text(json.dumps(data))
    status, out = verify(path, capsys)
    assert status == 1 and "choice 4 no longer fits" in out and str(path) in out


def test_an_unreadable_save_does_not_hold(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "missing.json"
    status, out = verify(path, capsys)
    assert status == 1 and str(path) in out and "cannot be read" in out


def test_an_unforeseen_error_is_a_sentence_and_a_log_entry(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from desktop_app.scenarios import command

    def broken(args: Any) -> int:
        raise RuntimeError("the flux capacitor is empty")

    monkeypatch.setattr(command, "run", broken)
    status = cli.main(["scenario", "anything.toml"])
    err = capsys.readouterr().err
    assert status == 1
    assert "Traceback" not in err
    assert "Something went wrong while running 'scenario'" in err and "flux capacitor" in err
    log = (data_dir / "tabletop.log").read_text(encoding="utf-8")
    assert "Traceback" in log and "RuntimeError: the flux capacitor is empty" in log


def test_a_failure_while_starting_the_app_is_a_sentence(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from desktop_app.ui import app

    def broken(self_test: bool = False) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(app, "run_app", broken)
    assert cli.main([]) == 1
    err = capsys.readouterr().err
    assert "Something went wrong while starting the app" in err and "Traceback" not in err
