"""The golden playthroughs (tests/playthroughs/<game>/) and determinism across processes.

A seeded game must be the same in every process, whatever ``PYTHONHASHSEED`` is: a save made
in one process loads in any other. Each check runs fresh interpreters with different hash
seeds, since iteration order of sets of strings is what changes between them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app.games import game_ids
from desktop_app.playthrough import files, render

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "playthroughs"


@pytest.mark.parametrize(
    ("path", "game_id", "plan"), list(files(GOLDEN, game_ids())), ids=lambda v: str(v)[-40:]
)
def test_playthrough_matches_golden_file(path: Path, game_id: str, plan: object) -> None:
    """A fresh run writes exactly the golden file; regenerate with
    ``python -m desktop_app playthrough --write tests/playthroughs`` and explain the diff."""
    assert path.exists(), f"{path} is missing: regenerate the playthroughs"
    expected = path.read_text(encoding="utf-8")
    actual = render(game_id, plan)  # type: ignore[arg-type]
    if actual != expected:
        pairs = zip(actual.splitlines(), expected.splitlines(), strict=False)
        first = next((i for i, (a, b) in enumerate(pairs) if a != b), min(len(actual), len(expected)))
        pytest.fail(
            f"{path.relative_to(ROOT)} differs from line {first + 1} on; regenerate and read the diff"
        )


def _run(args: list[str], hash_seed: str) -> str:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    result = subprocess.run(
        [sys.executable, "-m", "desktop_app", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


@pytest.mark.slow
@pytest.mark.parametrize("game_id", game_ids())
def test_seeded_games_are_the_same_under_any_hash_seed(game_id: str) -> None:
    """Regression: WS primed abilities by iterating a set of zone names, so
    ``simulate --seed 11 --games 3`` averaged 431 or 472 decisions depending on the process."""
    figures = []
    for hash_seed in ("0", "1", "3"):
        out = _run(["simulate", "--game", game_id, "--seed", "11", "--games", "3", "--json"], hash_seed)
        line = json.loads(out.strip().splitlines()[-1])
        figures.append(
            {k: v for k, v in line.items() if k not in ("seconds", "games_per_s", "decisions_per_s")}
        )
    assert figures[0] == figures[1] == figures[2]


@pytest.mark.slow
def test_golden_playthroughs_hold_in_another_process() -> None:
    _run(["playthrough", "--check", str(GOLDEN)], "12345")
