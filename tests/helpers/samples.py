"""Where the shared sample data lies: ``shared/samples`` beside the repository, as CI lays the
clone out (``TABLETOP_SAMPLES`` names another place). Tests that need it skip, saying so, when
it is not there."""

from __future__ import annotations

import os
from pathlib import Path

SHARED_SAMPLES = Path(
    os.environ.get("TABLETOP_SAMPLES", Path(__file__).resolve().parents[2].parent / "shared" / "samples")
)
