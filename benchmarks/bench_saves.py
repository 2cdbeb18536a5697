"""Long games: loading a 2,000-choice save with its snapshot, and the memory a live game holds.

    python -m benchmarks.bench_saves [--choices 2000] [--repeat 20] [--no-write] [--keep FILE]
    python -m benchmarks.bench_saves --loads-of FILE [--repeat 20]

Random Weiß Schwarz games of the demo decks end after about 500 choices, so the long game here
is played by a random player that, at a main-phase decision offering slot moves, takes one
four times in five (each move is a real action with its events in the log, so the log and
the state's history grow as in a long game); every other decision is uniform at random.
Games that end before ``--choices`` are replaced by the next seed.

- Load: the game is saved with its snapshot (as the app saves), turned into JSON text and
  back, and loaded ``--repeat`` times; median and 95th percentile of the wall clock, and the
  median of the process's CPU time (which other work on a shared machine inflates less).
- Memory: ``tracemalloc`` counts what the game object holds (its state, log, choices and
  snapshots) while it is played from the start to ``--choices``, divided by the choices.

Targets (issue 18): load under 30 ms; under 4 KiB per choice.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import statistics
import time
import tracemalloc

from benchmarks._report import load_note, report
from desktop_app.agents import random_answer
from desktop_app.engine.decisions import Choice, DecisionKind
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.serialize import load_game, save_game
from desktop_app.games import get_ruleset
from desktop_app.simulate import pick_decks

HEADING = "## Long games: load with a snapshot, memory per choice"
GAME = "weiss-schwarz"


def mover(rng: random.Random, game: Game) -> Choice:
    """The long game's player (see the module docstring)."""
    decision = game.decision
    assert decision is not None
    if decision.kind is DecisionKind.ACTION and rng.random() < 0.8:
        moves = [option.key for option in decision.options if option.action == "move"]
        if moves:
            return Choice(decision.player, (rng.choice(moves),))
    return random_answer(rng, decision, decision.keys())


def long_game(choices: int) -> Game:
    """A game of at least ``choices`` choices (see the module docstring)."""
    ruleset = get_ruleset(GAME)
    decks = pick_decks(ruleset, None)
    for seed in range(1, 100):
        rng = random.Random(seed)
        game = Game(ruleset, GameSetup(GAME, ruleset.rules_version, decks, seed=seed))
        while game.decision is not None and len(game.choices) < choices:
            game.apply(mover(rng, game))
        if len(game.choices) >= choices:
            return game
    raise RuntimeError(f"no game reached {choices} choices")


def time_load(text: str, game: Game) -> tuple[float, float]:
    """The wall-clock and CPU seconds one load of the save ``text`` of ``game`` takes (the JSON
    text is read before the clock starts, as the app reads the file first)."""
    data = json.loads(text)
    start, start_cpu = time.perf_counter(), time.process_time()
    loaded = load_game(data, get_ruleset)
    wall, used = time.perf_counter() - start, time.process_time() - start_cpu
    assert loaded.state == game.state and loaded.events == game.events
    return wall, used


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--choices", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--no-write", action="store_true", help="print only; leave docs/benchmarks.md alone")
    parser.add_argument(
        "--keep", metavar="FILE", help="also write the long game's save to FILE (for --loads-of)"
    )
    parser.add_argument(
        "--loads-of",
        metavar="FILE",
        help="only time --repeat loads of the save in FILE, saved again by this tree first (so "
        "two trees each load their own form of one game: under callgrind, say); prints the load "
        "times only",
    )
    args = parser.parse_args()
    if args.loads_of:
        with open(args.loads_of, encoding="utf-8") as file:
            game = load_game(json.load(file), get_ruleset)
        text = json.dumps(save_game(game, snapshot=True))
        loads = [time_load(text, game)[1] for _ in range(args.repeat)]
        print(f"{args.repeat} loads: CPU median {1000 * statistics.median(loads):.1f} ms")
        return
    started = os.getloadavg()[0]
    get_ruleset(GAME).demo_decks()  # what every game shares is loaded before counting
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    game = long_game(args.choices)
    gc.collect()
    held = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    text = json.dumps(save_game(game, snapshot=True))
    if args.keep:
        with open(args.keep, "w", encoding="utf-8") as file:
            file.write(text)
    times: list[float] = []
    cpu: list[float] = []
    for _ in range(args.repeat):
        wall, used = time_load(text, game)
        times.append(wall)
        cpu.append(used)
    ordered = sorted(times)
    median = 1000 * statistics.median(times)
    p95 = 1000 * ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    per_choice = held / len(game.choices) / 1024
    cpu_median = 1000 * statistics.median(cpu)
    items = [
        f"The game: {len(game.choices):,} choices, {len(game.events):,} events in its log, "
        f"turn {game.state.turn}; the save is {len(text) / 1024:.0f} KiB of JSON",
        f"Load with the snapshot ({args.repeat} times): median {median:.1f} ms, p95 {p95:.1f} ms "
        f"(CPU time: median {cpu_median:.1f} ms)",
        f"Memory the live game holds: {held / 2**20:.1f} MiB, {per_choice:.1f} KiB per choice",
        f"Targets: load under 30 ms: {'yes' if median < 30 else 'no'} by the wall clock, "
        f"{'yes' if cpu_median < 30 else 'no'} by CPU time (which other work inflates less); "
        f"under 4 KiB per choice: {'yes' if per_choice < 4 else 'no'}",
        load_note(started),
    ]
    report(HEADING, "benchmarks.bench_saves", [], items, write=not args.no_write)


if __name__ == "__main__":
    main()
