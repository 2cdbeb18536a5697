"""Engine speed: undo of one step and load of a saved game in a 400-choice game, and random play.

    python -m benchmarks.bench_engine [--game weiss-schwarz] [--choices 400] [--repeat 30] [--games 200]

Targets (issue "Foundation"): undo of one step and load of a saved game under 30 ms each.
Prints the median and the 95th percentile of each; random play prints games/s and decisions/s.
Load is measured both ways: from a save with a snapshot (what the app writes: the state at the
latest checkpoint, then the choices after it are replayed) and by replaying every choice (a
save without a snapshot, and what ``verify`` does).
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import time

from desktop_app.agents import RandomAgent, ask
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.serialize import load_game, save_game
from desktop_app.games import get_ruleset
from desktop_app.simulate import pick_decks, simulate


def long_game(game_id: str, choices: int) -> Game:
    """A random game with at least ``choices`` choices (games that end sooner are replaced)."""
    ruleset = get_ruleset(game_id)
    decks = pick_decks(ruleset, None)
    for seed in range(1, 1000):
        game = Game(ruleset, GameSetup(game_id, ruleset.rules_version, decks, seed=seed))
        agent = RandomAgent(seed)
        while game.decision is not None and len(game.choices) < choices:
            game.apply(ask(agent, game))
        if len(game.choices) >= choices:
            return game
    raise RuntimeError(f"no {game_id} game reached {choices} choices")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def measure(game_id: str, choices: int, repeat: int) -> dict[str, float]:
    game = long_game(game_id, choices)
    undo: list[float] = []
    for i in range(repeat):
        # undo one step at different depths: the last choice, then further back
        depth = i % 5
        game.undo(depth)
        start = time.perf_counter()
        game.undo()
        undo.append(time.perf_counter() - start)
        game.redo(depth + 1)
    figures: dict[str, float] = {
        "choices": len(game.choices),
        "undo_median_ms": 1000 * statistics.median(undo),
        "undo_p95_ms": 1000 * percentile(undo, 0.95),
    }
    data = json.loads(json.dumps(save_game(game, snapshot=True)))
    for name, use_snapshot in (("load", True), ("replay_load", False)):
        load: list[float] = []
        for _ in range(repeat):
            start = time.perf_counter()
            load_game(data, get_ruleset, use_snapshot=use_snapshot)
            load.append(time.perf_counter() - start)
        figures[f"{name}_median_ms"] = 1000 * statistics.median(load)
        figures[f"{name}_p95_ms"] = 1000 * percentile(load, 0.95)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="weiss-schwarz")
    parser.add_argument("--choices", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--games", type=int, default=200, help="random games for the throughput figure")
    args = parser.parse_args()
    figures = measure(args.game, args.choices, args.repeat)
    report = simulate(args.game, args.games, seed=1)
    figures["games_per_s"] = report.games / report.seconds
    figures["decisions_per_s"] = report.decisions / report.seconds
    print(f"{args.game} on Python {platform.python_version()}:")
    for name, value in figures.items():
        print(f"  {name:18s} {value:10.2f}")


if __name__ == "__main__":
    main()
