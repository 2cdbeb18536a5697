"""Fixtures for the table's tests: a private data folder, sessions, scenes and an X server.

Every test here runs with ``QT_QPA_PLATFORM=offscreen`` (the test command sets it) and a
data folder in ``tmp_path``, so nothing touches the real card database, settings or
autosave. Qt warnings fail the tests (``qt_log_level_fail``); the offscreen platform's own
note about size hints is the one message ignored.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).parent
# the tests import their helper game (``ui_probe_game``) from this folder, whatever the import mode
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.gui)
            item.add_marker(pytest.mark.qt_log_ignore(r"^This plugin does not support "))


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh data folder (card database, autosave, settings) for each test."""
    folder = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def window(qtbot: Any) -> Iterator[Any]:
    """The main window with its card database open (in the test's data folder)."""
    from desktop_app.bridge import TableSettings
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow(TableSettings(), threaded_agent=False)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.database_ready, timeout=20_000):
        window.open_database()
    yield window
    window.close()


@pytest.fixture
def images(qtbot: Any) -> Any:
    """A picture cache without a database: every card is drawn as the table's own proxy."""
    from desktop_app.bridge import CardImageCache

    return CardImageCache(None)


@pytest.fixture
def make_session(qtbot: Any) -> Iterator[Callable[..., Any]]:
    """Build ``GameSession`` objects (closed again after the test)."""
    from desktop_app.bridge import GameSession, SeatMode, demo_decks, new_game

    made: list[Any] = []

    def make(
        game: str = "freeform",
        mode: SeatMode = SeatMode.GOLDFISH,
        *,
        seed: int = 7,
        position: Any = None,
        start: bool = True,
        **kwargs: Any,
    ) -> GameSession:
        decks = demo_decks(game)
        built = new_game(
            game, (decks[0], decks[1]), seed=seed, goldfish=mode is SeatMode.GOLDFISH, position=position
        )
        kwargs.setdefault("threaded_agent", False)
        session = GameSession(built, mode, **kwargs)
        made.append(session)
        if start:
            session.start()
        return session

    yield make
    for session in made:
        session.close()


@pytest.fixture
def make_scene(qtbot: Any, images: Any) -> Callable[[Any], Any]:
    """A ``TableScene`` for a session."""
    from desktop_app.ui.scene.table_scene import TableScene

    def make(session: Any) -> TableScene:
        return TableScene(session, images)

    return make


@pytest.fixture(scope="session")
def xvfb_display() -> Iterator[str]:
    """A private X server (``Xvfb``) on a free display number, for the screenshot tests.

    ``-displayfd`` makes Xvfb choose a free display and write its number once it accepts
    connections, so nothing waits on a timer.
    """
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (apt-get install xvfb): the screenshot tests need a real X server")
    read_end, write_end = os.pipe()
    process = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1920x1200x24", "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    number = b""
    with os.fdopen(read_end, "rb") as stream:
        number = stream.readline().strip()
    if not number:
        process.kill()
        process.wait()
        pytest.skip("Xvfb did not start")
    try:
        yield f":{number.decode()}"
    finally:
        process.terminate()
        process.wait(timeout=10)
