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


#: every seat's log of seeded games (random players, without and with manual actions, and the
#: peer-like player against the goldfish dummy), reduced to one digest per game
DIGEST = """
import hashlib, sys
from desktop_app.games import get_ruleset
from desktop_app.simulate import pick_decks, play_game
rules = get_ruleset(sys.argv[1])
digest = hashlib.sha256()
for seed in (11, 12, 13):
    for agents, manual in (("random,random", 0.0), ("random,random", 0.02), ("peerlike,goldfish", 0.0)):
        game = play_game(rules, pick_decks(rules, None), seed, agents.split(","), 20000, manual)
        for viewer in (None, 0, 1):
            digest.update("\\n".join(game.log_lines(viewer)).encode())
print(digest.hexdigest())
"""


@pytest.mark.slow
@pytest.mark.parametrize("game_id", game_ids())
def test_seeded_games_are_the_same_under_any_hash_seed(game_id: str) -> None:
    """Regression: WS primed abilities by iterating a set of zone names, so
    ``simulate --seed 11 --games 3`` averaged 431 or 472 decisions a game depending on the
    process. The whole log each seat reads must be the same in every process (what
    ``simulate`` prints per second is a speed, not the game, and differs run to run)."""
    digests = set()
    for hash_seed in ("0", "1", "3"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        result = subprocess.run(
            [sys.executable, "-c", DIGEST, game_id],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        digests.add(result.stdout.strip())
    assert len(digests) == 1


#: what ``simulate --json`` says of the speed of a run, not of its games
SPEEDS = ("games_per_s", "decisions_per_s", "seconds")


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["weiss-schwarz", "force-of-will"])
def test_simulate_plays_the_same_games_under_any_hash_seed(game_id: str) -> None:
    """``simulate --json`` names the games it played (``digest``, one per choice made) apart
    from the speeds of the run: under two hash seeds the games and every figure of them are the
    same, and only the speeds may differ."""
    args = ["simulate", "--game", game_id, "--seed", "11", "--games", "2", "--jobs", "1", "--json"]
    runs = [json.loads(_run(args, hash_seed).splitlines()[-1]) for hash_seed in ("1", "3")]
    games = [{k: v for k, v in run.items() if k not in SPEEDS} for run in runs]
    assert games[0] == games[1]
    assert len(games[0]["digest"]) == 64 and games[0]["games"] == 2


@pytest.mark.slow
def test_golden_playthroughs_hold_in_another_process() -> None:
    _run(["playthrough", "--check", str(GOLDEN)], "12345")
