"""Fixtures for the card database tests: real SQLite files in ``tmp_path``."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from card_db import CardDatabase

# The tests import their shared helpers (``carddb_helpers``) from this folder, whatever
# pytest's import mode; the module name is unlikely to clash with other test folders.
if str(Path(__file__).parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Never touch the real user data folder: point TABLETOP_DATA_DIR into tmp_path."""
    folder = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def db(tmp_path: Path) -> Iterator[CardDatabase]:
    """An empty card database in a real file (no demo sets)."""
    with CardDatabase.open(tmp_path / "cards.sqlite") as database:
        yield database
