"""Every scenario file under tests/scenarios/ runs as a test (one per file)."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_app.scenarios import find_scenarios, run_file

SCENARIOS = find_scenarios([Path(__file__).parent / "scenarios"])


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.name}/{p.stem}" for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    result = run_file(path)
    assert result.passed, f"{result.title}\n{result.message}"
    assert result.rules, "a scenario cites the rules it checks"
