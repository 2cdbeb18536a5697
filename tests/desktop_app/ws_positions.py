"""A Weiß Schwarz position for the table's attack and hand-over tests.

P1's turn 3, main phase: P1 has a character at front left (facing an empty slot: a direct
attack) and one at front centre (facing P2's character: a front or side attack); P2 holds no
card, so the engine has no counter to ask P2 about (WS 7.4).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop_app.bridge import load_position

FRONT_ATTACK = """
turn = 3
turn_player = "p1"
first_player = "p2"
phase = "main"

[p1]
hand = ["LA/W01-015"]
library = ["LA/W01-001", "LA/W01-002", "LA/W01-004", "LA/W01-005", "LA/W01-008", "LA/W01-009"]

[p1.stage]
FL = { code = "LA/W01-010" }
FC = { code = "LA/W01-003" }

[p2]
library = ["TC/S01-005", "TC/S01-007", "TC/S01-008", "TC/S01-009", "TC/S01-010", "TC/S01-013"]

[p2.stage]
FC = { code = "TC/S01-006" }
"""


def front_attack(folder: Path) -> Any:
    """The position above, read as the table reads a position file."""
    path = folder / "front-attack.toml"
    path.write_text(FRONT_ATTACK, encoding="utf-8")
    return load_position(path, "weiss-schwarz")
