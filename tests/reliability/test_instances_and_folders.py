"""Two apps on one data folder, and a data folder that cannot be written.

The audit found that two instances on one folder lose a game (one autosave overwrites the
other; closing one deletes the other's crash lock), and that starting a game in a read-only
or full folder ended in ``OSError`` from the crash lock.
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from desktop_app.bridge import AutosaveStore

ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def start_app(data: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "desktop_app"],
        env={**ENV, "TABLETOP_DATA_DIR": str(data)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def wait_for(condition: Callable[[], bool], seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds  # a bound on a wait, not a measurement
    while not condition():
        assert time.monotonic() < deadline, "the first app never did what was awaited"
        time.sleep(0.1)


def test_a_second_app_on_the_same_folder_brings_the_first_to_the_front(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = start_app(data)
    said: list[str] = []
    assert first.stderr is not None
    reader = threading.Thread(target=lambda: said.extend(first.stderr or ()), daemon=True)
    reader.start()
    try:
        wait_for(lambda: (data / "app.lock").exists() and (data / "cards.sqlite").exists())
        second = start_app(data)
        out, _ = second.communicate(timeout=60)
        assert second.returncode == 0
        assert "already open" in out and str(data) in out
        # the first answers on its own event loop, a moment after the second has gone
        wait_for(lambda: any("this window comes to the front" in line for line in said))
        assert first.poll() is None, "the first app must keep running"
    finally:
        first.terminate()
        first.wait(timeout=60)


def test_apps_on_different_folders_both_run(tmp_path: Path) -> None:
    first, second = start_app(tmp_path / "a"), start_app(tmp_path / "b")
    try:
        wait_for(lambda: (tmp_path / "a" / "app.lock").exists() and (tmp_path / "b" / "app.lock").exists())
        time.sleep(0.5)
        assert first.poll() is None and second.poll() is None
    finally:
        for app in (first, second):
            app.terminate()
            app.communicate(timeout=60)


@pytest.mark.parametrize(("code", "words"), [(errno.EROFS, "read-only"), (errno.ENOSPC, "full")])
def test_a_crash_lock_that_cannot_be_written_is_a_warning(
    tmp_path: Path, qtbot: Any, refusing_writes: Callable[[Path, int], None], code: int, words: str
) -> None:
    store = AutosaveStore(tmp_path / "data" / "autosave.json", tmp_path / "data" / "session.lock")
    (tmp_path / "data").mkdir()
    refusing_writes(tmp_path / "data", code)
    warnings: list[str] = []
    store.failed.connect(warnings.append)
    store.lock()  # no exception
    store.write({"format": "x"})
    assert len(warnings) == 2
    assert all(words in warning and str(tmp_path / "data") in warning for warning in warnings)
    store.unlock()


def test_a_game_starts_in_a_real_read_only_folder_and_says_so(readonly_dir: Path, qtbot: Any) -> None:
    store = AutosaveStore(readonly_dir / "autosave.json", readonly_dir / "session.lock")
    warnings: list[str] = []
    store.failed.connect(warnings.append)
    store.lock()
    store.write({"format": "x"})
    assert warnings and all("read-only" in w for w in warnings)


def test_a_game_starts_in_a_real_full_folder_and_says_so(full_dir: Path, qtbot: Any) -> None:
    store = AutosaveStore(full_dir / "autosave.json", full_dir / "session.lock")
    warnings: list[str] = []
    store.failed.connect(warnings.append)
    store.write({"format": "x" * 100_000})
    assert warnings and "full" in warnings[-1]
    assert not list(full_dir.glob("autosave.json*")), "a failed write leaves no partial file"


def test_no_lock_in_a_read_only_folder_is_a_warning_not_a_refusal(readonly_dir: Path, qtbot: Any) -> None:
    from desktop_app.bridge import Claim, SingleInstance

    guard = SingleInstance(readonly_dir)
    assert guard.claim() is Claim.UNGUARDED
    assert "read-only" in guard.reason and str(readonly_dir) in guard.reason
