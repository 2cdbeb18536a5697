"""Running a child that reports its progress one number a line, and killing it mid-way."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path


def run_and_kill(script: Path, argument: str, data: Path, lines: int) -> int:
    """Run ``script argument`` with the data folder ``data``; after ``lines`` numbers (or
    when it stops printing) SIGKILL it; return the last number it printed (0 if none)."""
    env = {**os.environ, "TABLETOP_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen(
        [sys.executable, str(script), argument], stdout=subprocess.PIPE, text=True, env=env
    )
    assert child.stdout is not None
    reported = 0
    for _ in range(lines):
        line = child.stdout.readline()
        if not line:
            break
        reported = int(line)
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=60)
    return reported
