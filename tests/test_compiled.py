"""The optional compiled engine (``packaging/compile_engine.py``) plays the same games as the
pure-Python one, bit for bit: the same seeded games, the same outcomes, choices and log text.

Runs when a compiled copy built from the current sources is in ``build/compiled``; otherwise it
is skipped and says why (the pure-Python engine needs no compiler, and is what the app runs).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
COMPILED = ROOT / "build" / "compiled"

PLAY = """
import hashlib, json, sys
import desktop_app.engine.game as module
from desktop_app.games import get_ruleset
from desktop_app.simulate import pick_decks, play_game, simulate
rules = get_ruleset("weiss-schwarz")
games = []
for seed in range(1, 5):
    game = play_game(rules, pick_decks(rules, None), seed, sys.argv[1].split(","), 20_000)
    log = hashlib.sha256("\\n".join(game.log_lines()).encode()).hexdigest()
    games.append([seed, game.outcome.winner, game.outcome.reason, len(game.choices), game.state.turn, log])
workers = simulate("weiss-schwarz", 2, 1, sys.argv[1].split(","), jobs=2).records  # in worker processes
games += [[r.seed, r.winner, r.reason, r.decisions, r.turns, r.error] for r in workers]
print(json.dumps({"compiled": not module.__file__.endswith(".py"), "games": games}))
"""


def _why_not() -> str:
    """Why the test cannot run here, or ``""``."""
    if not COMPILED.exists():
        return "no compiled copy: python packaging/compile_engine.py builds one"
    for source in sorted((ROOT / "desktop_app").rglob("*.py")):
        copy = COMPILED / source.relative_to(ROOT)
        if not copy.exists() or copy.read_bytes() != source.read_bytes():
            return f"the compiled copy is older than {source.relative_to(ROOT)}: build it again"
    return ""


pytestmark = pytest.mark.skipif(bool(_why_not()), reason=_why_not() or "ready")


def play(tree: Path, agents: str) -> dict[str, Any]:
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    out = subprocess.run(
        [sys.executable, "-c", PLAY, agents], cwd=tree, env=env, capture_output=True, text=True, check=True
    )
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.parametrize("agents", ["random,random", "peerlike,goldfish"])
def test_the_compiled_engine_plays_the_same_games(agents: str) -> None:
    pure, compiled = play(ROOT, agents), play(COMPILED, agents)
    assert compiled["compiled"] and not pure["compiled"]
    assert compiled["games"] == pure["games"]
