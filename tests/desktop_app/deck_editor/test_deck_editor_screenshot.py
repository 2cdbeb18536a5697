"""The deck editor in a real window under Xvfb, through the screenshot command.

Uses the table's ``xvfb_display`` fixture (a private X server) and Qt's xcb platform, as a
user's desktop would; skipped, with the reason, only where ``Xvfb`` is not installed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

pytestmark = pytest.mark.screenshot


def distinct_colours(image: QImage) -> int:
    """Distinct colours in a coarse sample of the image (a blank window has one)."""
    return len({image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 19)})


@pytest.mark.parametrize("game", ["weiss-schwarz", "one-piece", "force-of-will", "luck-and-logic"])
def test_the_deck_editor_of_each_game(xvfb_display: str, tmp_path: Path, game: str) -> None:
    out = tmp_path / f"deck-editor-{game}.png"
    env = dict(os.environ, DISPLAY=xvfb_display, QT_QPA_PLATFORM="xcb")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "desktop_app",
            "screenshot",
            "--view",
            "deck-editor",
            "--game",
            game,
            "--size",
            "1500x940",
            "--out",
            str(out),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1500, 940)
    assert distinct_colours(image) > 40  # card pictures, charts and text, not an empty frame
    # the right third holds the deck: its gold copy pills must be there (the demo deck is open)
    gold = sum(
        1
        for x in range(image.width() * 2 // 3, image.width(), 3)
        for y in range(80, image.height() // 2, 3)
        if QImage.pixelColor(image, x, y).name() == "#f2c94c"
    )
    assert gold > 50
