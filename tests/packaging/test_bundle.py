"""The desktop bundle: PyInstaller builds it, and it starts and passes its self-test.

Builds into a temporary folder (about half a minute), then runs ``tabletop --self-test``
offscreen with a fresh data folder: the main window opens, the demo database is built from
the bundled resources, and the process exits 0.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytest.importorskip("PyInstaller", reason="the package extra (PyInstaller) is not installed")


@pytest.mark.slow
def test_the_bundle_builds_and_starts(tmp_path: Path) -> None:
    build = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "build.py"),
            "--dist",
            str(tmp_path / "dist"),
            "--work",
            str(tmp_path / "work"),
        ],
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    bundle = tmp_path / "dist" / "tabletop"
    for name in ("tabletop", "tabletop.desktop", "io.github.tabletop.Tabletop.metainfo.xml", "tabletop.svg"):
        assert (bundle / name).exists(), f"the bundle lacks {name}"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TABLETOP_DATA_DIR": str(tmp_path / "data")}
    run = subprocess.run(
        [str(bundle / "tabletop"), "--self-test"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert (tmp_path / "data" / "cards.sqlite").exists()
    headless = subprocess.run(
        [str(bundle / "tabletop"), "simulate", "--game", "freeform", "--games", "2"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert headless.returncode == 0, headless.stdout[-3000:] + headless.stderr[-3000:]
