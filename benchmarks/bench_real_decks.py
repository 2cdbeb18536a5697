"""Real decks over many games: ``python -m benchmarks.bench_real_decks [--games N] [--no-write]``.

Imports the KGL/S79 and BD/W47 English sample sets into a fresh card database with the
card-text compiler (as ``db import`` does), then plays the issue's two real decks
(``tests/fixtures/decks/ws-kgl-s79.txt`` against ``ws-bd-w47.txt``) with random agents through
``simulate --deck FILE --deck FILE``, one seed per game. Every game must end by the rules; the
figures go to ``docs/benchmarks.md`` under "Real decks" (other sections are kept).
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from benchmarks._report import write_section
from card_db import CardDatabase
from desktop_app.cardcommands import compile_batch
from desktop_app.simulate import read_decks, simulate

FULL = Path(__file__).resolve().parents[2] / "shared/samples/full"
DECKS = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "decks"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--no-write", action="store_true", help="print only")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cards.sqlite"
        with CardDatabase.open(path) as db:
            for name in ("ws-KGL_S79.json", "ws-BD_W47.json"):
                db.import_file("weiss-schwarz", FULL / name, prepare=compile_batch)
        decks = read_decks("weiss-schwarz", [DECKS / "ws-kgl-s79.txt", DECKS / "ws-bd-w47.txt"], path)
    report = simulate("weiss-schwarz", args.games, 1, jobs=args.jobs, decks=decks)
    figures = report.as_json()
    items = [
        f"{report.games + len(report.failures)} games (seeds 1–{args.games}), {args.jobs} worker processes: "
        f"{report.games} ended by the rules, {len(report.failures)} failures",
        f"results {figures['results']}; {figures['mean_turns']} turns and "
        f"{figures['mean_decisions']} decisions per game on average",
        "how they ended: " + "; ".join(f"{n} {reason}" for reason, n in figures["reasons"].items()),
        f"{figures['seconds']} s of wall-clock ({figures['games_per_s']} games/s) with a load average of "
        f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (other agents share the machine)",
    ]
    for line in items:
        print(line)
    for failure in report.failures:
        print(f"FAILED seed {failure.seed}: {failure.error}")
    if not args.no_write:
        write_section(
            "## Real decks: KGL/S79 against BD/W47",
            f"python -m benchmarks.bench_real_decks --games {args.games}",
            ["The issue's two real decks (every card compiled from its printed text), random agents."],
            items,
        )
    return 1 if report.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
