"""Helpers shared by the card database tests (a module of its own, not conftest, so that
``from carddb_helpers import ...`` cannot pick up another directory's conftest)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from helpers.samples import SHARED_SAMPLES

from card_db import CardDatabase

SAMPLES = SHARED_SAMPLES
FULL = SAMPLES / "full"
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "card_db"


def need(path: Path) -> Path:
    """Skip the test when a shared sample is not on this machine."""
    if not path.exists():
        pytest.skip(f"sample {path} not available")
    return path


def snapshot(database: CardDatabase) -> tuple[dict[str, int], str]:
    """Row counts of every table and a digest of their contents, to prove nothing changed."""
    raw = database._db
    counts: dict[str, int] = {}
    digest = hashlib.sha256()
    for table in ("cards", "sets", "images", "decks", "meta", "cards_fts"):
        rows = raw.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall()
        counts[table] = len(rows)
        for row in rows:
            digest.update(repr(row).encode())
    return counts, digest.hexdigest()


def load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def write_json(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path
