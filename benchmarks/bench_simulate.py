"""Worker processes: ``simulate --jobs`` against one process, and goldfish games at scale.

    python -m benchmarks.bench_simulate [--games 40] [--goldfish-games 1000] [--no-write]

First the same random Weiß Schwarz games (both seats ``random``, seeds S…S+N-1) are played with
one job and with two, and their records compared (they must be identical); then
``--goldfish-games`` goldfish games of the first demo deck are played with two jobs, as the deck
editor's goldfish statistics play them (a ``peerlike`` player against the dummy), and the time
for 10,000 is extrapolated from them when fewer were played.
"""

from __future__ import annotations

import argparse
import os
import time

from benchmarks._report import load_note, report
from desktop_app.games import get_ruleset
from desktop_app.goldfish import goldfish_statistics
from desktop_app.simulate import simulate

HEADING = "## Worker processes and goldfish games"
GAME = "weiss-schwarz"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--games", type=int, default=40, help="random games for the one-job/two-job comparison"
    )
    parser.add_argument("--goldfish-games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-write", action="store_true", help="print only; leave docs/benchmarks.md alone")
    args = parser.parse_args()
    load = os.getloadavg()[0]
    one = simulate(GAME, args.games, args.seed, jobs=1)
    two = simulate(GAME, args.games, args.seed, jobs=2)
    differ = [a.seed for a, b in zip(one.records, two.records, strict=True) if a != b]
    rate_one, rate_two = one.games / one.seconds, two.games / two.seconds
    deck = get_ruleset(GAME).demo_decks()[0]
    start = time.perf_counter()
    statistics = goldfish_statistics(GAME, deck, args.goldfish_games, seed=args.seed, jobs=2)
    seconds = time.perf_counter() - start
    rate = statistics.games / seconds
    estimate = "" if args.goldfish_games >= 10_000 else f" (estimated from {args.goldfish_games:,} games)"
    mean_turn = statistics.mean_win_turn()
    items = [
        f"Random WS games, both seats random, {args.games} games: --jobs 1 {rate_one:.1f} games/s, "
        f"--jobs 2 {rate_two:.1f} games/s: {rate_two / rate_one:.2f}x; per-game records identical: "
        + (f"NO, seeds {differ} differ" if differ else "yes"),
        f"Goldfish games of the demo deck {deck.name!r} (a peerlike player against the dummy), --jobs 2: "
        f"{statistics.games:,} games in {seconds:.1f} s, {rate:.1f} games/s; 10,000 games take "
        f"{10_000 / rate / 60:.1f} minutes{estimate}; {len(statistics.failures)} failures",
        f"Those goldfish games: won {statistics.wins:,} of {statistics.games:,}, on P1's own turn "
        f"{mean_turn:.1f} on average"
        if mean_turn is not None
        else "Those goldfish games: no win",
        "Targets: --jobs 2 at least 1.5x --jobs 1: "
        f"{'yes' if rate_two >= 1.5 * rate_one else 'no'}; 10,000 goldfish games under 2 minutes: "
        f"{'yes' if 10_000 / rate <= 120 else 'no'}",
        load_note(load),
    ]
    intro = [
        "`simulate --jobs N` plays games in N spawned worker processes (default: one per core);",
        "the same command line without the benchmark: `python -m desktop_app simulate --game",
        "weiss-schwarz --games 40 --jobs 2`, and for goldfish games `--agents peerlike,goldfish`.",
    ]
    report(HEADING, "benchmarks.bench_simulate", intro, items, write=not args.no_write)


if __name__ == "__main__":
    main()
