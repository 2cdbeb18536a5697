"""A Weiß Schwarz hot-seat game and a goldfish game played to the end in a real window under
Xvfb at 1600x1000 (``ws_game_screenshots.py``): the window never grows, and the telling
moments are saved (the screenshots of ``docs/screenshots/weiss-schwarz-game``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

pytestmark = pytest.mark.screenshot

SHOTS = (
    "hot-seat-1-main",
    "hot-seat-2-hand-over",
    "hot-seat-3-counter",
    "hot-seat-4-trigger",
    "hot-seat-5-level-up",
    "hot-seat-6-end",
    "goldfish-1-main",
    "goldfish-2-attack",
    "goldfish-3-end",
)


def test_two_games_in_a_real_window_never_grow_it(xvfb_display: str, tmp_path: Path) -> None:
    script = Path(__file__).with_name("ws_game_screenshots.py")
    env = dict(os.environ, DISPLAY=xvfb_display, QT_QPA_PLATFORM="xcb")
    result = subprocess.run(
        [sys.executable, str(script), "--out", str(tmp_path), "--size", "1600x1000"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    # the script checks the window's size before every answer and fails on the first change
    assert result.returncode == 0, result.stderr[-3000:]
    assert "hot-seat:" in result.stdout and "goldfish:" in result.stdout
    for shot in SHOTS:
        image = QImage(str(tmp_path / f"{shot}.png"))
        assert (image.width(), image.height()) == (1600, 1000), shot
        sampled = {image.pixel(x, y) for x in range(0, 1600, 61) for y in range(0, 1000, 47)}
        assert len(sampled) > 20, f"{shot} looks blank"
