"""A new user's first session in a real window under Xvfb (``new_user_walkthrough.py``):
first-start offer, card data, card pictures, a deck by names, a game; five screenshots."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.samples import SHARED_SAMPLES
from PySide6.QtGui import QImage

pytestmark = pytest.mark.screenshot

WS_SET = SHARED_SAMPLES / "full" / "ws-KGL_S79.json"
STEPS = ("1-first-start", "2-import-data", "3-import-images", "4-deck-editor", "5-game")


def test_a_new_user_imports_data_and_images_builds_a_deck_and_plays(
    xvfb_display: str, tmp_path: Path
) -> None:
    if not WS_SET.exists():
        pytest.skip(f"the Weiß Schwarz set file {WS_SET} is not available")
    script = Path(__file__).with_name("new_user_walkthrough.py")
    env = dict(os.environ, DISPLAY=xvfb_display, QT_QPA_PLATFORM="xcb")
    result = subprocess.run(
        [sys.executable, str(script), "--ws-set", str(WS_SET), "--out", str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    for step in STEPS:
        image = QImage(str(tmp_path / f"{step}.png"))
        assert not image.isNull() and image.width() >= 1600, step
        width, height = image.width(), image.height()
        sampled = {image.pixel(x, y) for x in range(0, width, 61) for y in range(0, height, 47)}
        assert len(sampled) > 20, f"{step} looks blank"
