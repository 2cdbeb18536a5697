"""Cards imported before the card-text compiler are compiled at the next start, behind a
progress bar, off the GUI thread (``docs/card-compiler.md``, "When it runs")."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from helpers.samples import SHARED_SAMPLES

from card_db import CardDatabase
from card_db.importers import read_path
from desktop_app.bridge.paths import resources_dir
from desktop_app.cardcommands import COMPILERS, VERSIONS, compile_batch, recompile_stale

KGL = SHARED_SAMPLES / "full" / "ws-KGL_S79.json"
pytestmark = pytest.mark.skipif(not KGL.exists(), reason="the shared sample files are not here")


def test_cards_imported_before_the_upgrade_are_compiled_at_start_with_a_progress_bar(
    qtbot: Any, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from desktop_app.bridge import TableSettings, recompile
    from desktop_app.ui.main_window import MainWindow

    threads: list[threading.Thread] = []

    def recorded(db: CardDatabase, progress: Any) -> int:
        threads.append(threading.current_thread())
        return recompile_stale(db, progress)

    monkeypatch.setattr(recompile, "recompile_stale", recorded)

    database, _ = CardDatabase.open_or_rebuild(None, resources=resources_dir())
    with database as db:
        db.import_batch(read_path("weiss-schwarz", KGL))  # as the app before the compiler did
        # every game with a compiler: the seeded demo cards of one may be stale too
        stale = sum(len(db.stale_compiled(game, VERSIONS[game])) for game in COMPILERS)
    assert stale > 100
    window = MainWindow(TableSettings(), threaded_agent=False)
    qtbot.addWidget(window)
    steps: list[tuple[int, int]] = []
    with qtbot.waitSignal(window.database_ready, timeout=60_000) as ready:
        window.open_database()
        qtbot.waitUntil(lambda: window.stale_compiler is not None, timeout=20_000)
        window.stale_compiler.progressed.connect(lambda done, total: steps.append((done, total)))
    assert ready.args == [True]
    dialog = window.compile_progress
    assert dialog is not None and dialog.windowTitle() == "Updating card abilities"
    assert dialog.maximum() == stale and dialog.value() == stale  # the bar went to the end
    assert steps[-1] == (stale, stale)
    assert threads and threading.main_thread() not in threads  # compiled on a database worker
    expected = {r.code: r.script for r in compile_batch(read_path("weiss-schwarz", KGL)).records}
    with CardDatabase.open() as db:
        assert all(db.stale_compiled(game, VERSIONS[game]) == [] for game in COMPILERS)
        card = db.card("weiss-schwarz", "KGL/S79-E021")
        assert card.script == expected["KGL/S79-E021"]  # the climax boost, compiled
    window.close()
