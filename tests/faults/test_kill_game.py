"""Fault test: SIGKILL in the middle of a game.

A child process plays a goldfish Weiß Schwarz game through the table's session, which
autosaves after every choice. It is killed after a number of the player's choices; a fresh
start must notice the crash and resume the game at its last choice: every choice the child
reported made is in the autosave, and the resumed game replays to the same state.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from faults.killing import run_and_kill

from desktop_app.bridge import AutosaveStore, load_session_data

CHILD = Path(__file__).with_name("play_and_wait.py")


@pytest.mark.parametrize(("seed", "kill_after"), [(3, 5), (4, 40), (5, 120)])
def test_a_killed_game_resumes_at_its_last_choice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: Any, seed: int, kill_after: int
) -> None:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    reported = run_and_kill(CHILD, str(seed), tmp_path, kill_after)
    assert reported > 0, "the child made no choice"

    store = AutosaveStore()
    assert store.crashed(), "the crash went unnoticed"
    data = store.read()
    assert data is not None
    assert len(data["choices"]) >= reported, "a choice the player made was lost"
    session = load_session_data(data, threaded_agent=False)
    assert session.game.replay().state == session.game.state
    assert session.game.decision is not None or session.game.outcome is not None
    session.close()
