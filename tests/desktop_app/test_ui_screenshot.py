"""Screenshots in a real window under Xvfb: the screenshot command renders each view.

These start a private X server (see ``xvfb_display`` in the conftest) and run
``python -m desktop_app screenshot`` with Qt's xcb platform, as a user's desktop would.
They are skipped, with the reason, only where ``Xvfb`` is not installed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

pytestmark = pytest.mark.screenshot


def shoot(display: str, out: Path, *args: str) -> QImage:
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb")
    result = subprocess.run(
        [sys.executable, "-m", "desktop_app", "screenshot", "--out", str(out), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    image = QImage(str(out))
    assert not image.isNull()
    return image


def colours(image: QImage) -> int:
    """How many distinct colours a coarse sample of the image has (a blank window has one)."""
    seen = set()
    for x in range(0, image.width(), 37):
        for y in range(0, image.height(), 29):
            seen.add(image.pixel(x, y))
    return len(seen)


POSITIONS = Path(__file__).parents[2] / "docs" / "screenshots" / "positions"


@pytest.mark.parametrize(
    "game", ["weiss-schwarz", "one-piece", "force-of-will", "luck-and-logic", "freeform"]
)
@pytest.mark.parametrize("size", ["1600x1000", "1920x1080"])
def test_the_table_of_each_game(xvfb_display: str, tmp_path: Path, game: str, size: str) -> None:
    image = shoot(
        xvfb_display,
        tmp_path / f"{game}.png",
        *("--view", "table", "--game", game, "--position", str(POSITIONS / f"{game}-mid.toml")),
        *("--size", size),
    )
    # the window kept its size (a grab of a grown window would be larger)
    assert f"{image.width()}x{image.height()}" == size
    assert colours(image) > 20


def test_a_decision_with_many_options_keeps_the_window_size(xvfb_display: str, tmp_path: Path) -> None:
    position = POSITIONS / "weiss-schwarz-attack.toml"  # seven attack options at once
    image = shoot(
        xvfb_display,
        tmp_path / "attack.png",
        *("--view", "table", "--game", "weiss-schwarz", "--position", str(position)),
    )
    assert (image.width(), image.height()) == (1600, 1000)
    assert colours(image) > 20


def test_the_start_screen(xvfb_display: str, tmp_path: Path) -> None:
    image = shoot(xvfb_display, tmp_path / "start.png", "--view", "start", "--size", "1280x800")
    assert (image.width(), image.height()) == (1280, 800)
    assert colours(image) > 5


def test_a_position_file_and_the_other_seat(xvfb_display: str, tmp_path: Path) -> None:
    position = tmp_path / "position.json"
    position.write_text(
        '{"turn": 3, "turn_player": "p2", "phase": "turn",'
        ' "p1": {"hand": ["FF-001", "FF-002"], "table": ["FF-003"]},'
        ' "p2": {"hand": ["FF-004"], "table": [{"code": "FF-005", "state": "turned"}]}}',
        encoding="utf-8",
    )
    image = shoot(
        xvfb_display,
        tmp_path / "position.png",
        *("--game", "freeform", "--position", str(position), "--seat", "p2", "--mode", "fixed"),
    )
    assert colours(image) > 20


def test_a_game_the_build_lacks_is_refused(xvfb_display: str, tmp_path: Path) -> None:
    env = dict(os.environ, DISPLAY=xvfb_display, QT_QPA_PLATFORM="xcb")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "desktop_app",
            "screenshot",
            "--game",
            "chess",
            "--out",
            str(tmp_path / "x.png"),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 2
    assert "not part of this build" in result.stderr


def test_the_deck_editor_view(xvfb_display: str, tmp_path: Path) -> None:
    from desktop_app.ui.main_window import deck_editor_available

    out = tmp_path / "editor.png"
    env = dict(os.environ, DISPLAY=xvfb_display, QT_QPA_PLATFORM="xcb")
    result = subprocess.run(
        [sys.executable, "-m", "desktop_app", "screenshot", "--view", "deck-editor", "--out", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    if deck_editor_available():
        assert result.returncode == 0, result.stderr[-3000:]
        assert colours(QImage(str(out))) > 5
    else:
        assert result.returncode == 2 and "not part of this build" in result.stderr
