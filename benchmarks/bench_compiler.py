"""Card-text compiler speed: ``python -m benchmarks.bench_compiler [--game G] [--no-write] [PATH]``.

Reads every card file of the game (``weiss-schwarz`` by default, or ``one-piece``) under PATH
(default: the game's shared sample folder of English sets) with the card importers, then
times the import hook (``compile_batch``: every record's text compiled and checked) over all
of them, three times, each with the parse cache emptied and the files read again (not timed).
CPU time is reported beside wall-clock time: the
machine is shared, and the load average says how much. Target:
under 10 s for the whole English WS database (about 18,500 cards; ONE PIECE's is about 4,300).
The figures are printed and written to ``docs/benchmarks.md`` under "Card-text compiler" (ONE
PIECE: "Card-text compiler, ONE PIECE"; other sections are kept).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

from benchmarks._report import write_section
from card_db import CardDbError
from card_db.importers import ImportBatch, read_file
from desktop_app.cardcommands import compile_batch
from desktop_app.games.one_piece import compiler as op_compiler
from desktop_app.games.weiss_schwarz import compiler as ws_compiler

RUNS = 3
FULL = Path(__file__).resolve().parents[2] / "shared/samples/full"
#: game -> its sample folder, the cards of its whole English database, its cache, its section
GAMES = {
    "weiss-schwarz": (
        FULL / "ws-sets",
        18_500,
        ws_compiler.clear_cache,
        "## Card-text compiler",
        "Weiß Schwarz",
    ),
    "one-piece": (
        FULL / "op-packs",
        4_331,
        op_compiler.clear_cache,
        "## Card-text compiler, ONE PIECE",
        "ONE PIECE",
    ),
}


def _read(game: str, path: Path) -> tuple[list[ImportBatch], int]:
    batches: list[ImportBatch] = []
    skipped = 0
    for file in sorted(path.glob("*.json")):
        try:
            batches.append(read_file(game, file))
        except CardDbError as error:
            print(f"skipped {error}", file=sys.stderr)
            skipped += 1
    return batches, skipped


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", choices=sorted(GAMES), default="weiss-schwarz")
    parser.add_argument("path", nargs="?", type=Path)
    parser.add_argument("--no-write", action="store_true", help="print only")
    args = parser.parse_args(argv)
    samples, database, clear_cache, section, title = GAMES[args.game]
    times: list[float] = []
    cpu: list[float] = []
    for _ in range(RUNS):
        batches, skipped = _read(args.game, args.path or samples)
        clear_cache()
        start, start_cpu = time.perf_counter(), time.process_time()
        for batch in batches:
            compile_batch(batch)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    seconds, cpu_seconds = statistics.median(times), statistics.median(cpu)
    cards = sum(len(b.records) for b in batches)
    scaled = cpu_seconds * database / max(cards, 1)
    abilities = sum(len(r.script or ()) for b in batches for r in b.records)
    automated = sum(
        1 for b in batches for r in b.records for a in r.script or () if a.get("automated", True) is not False
    )
    load = os.getloadavg()[0]
    items = [
        f"{len(batches)} set files ({skipped} the importer refuses), {cards:,} cards, "
        f"{abilities:,} abilities",
        f"compile time, median of {RUNS} cold runs: {cpu_seconds:.2f} s of CPU "
        f"({cards / cpu_seconds:,.0f} cards/s), "
        f"{seconds:.2f} s of wall-clock with a load average of {load:.1f} on {os.cpu_count()} cores",
        f"scaled to {database:,} cards: {scaled:.1f} s of CPU; "
        f"target under 10 s: {'yes' if scaled < 10 else 'no'}",
        f"automated: {automated:,} of {abilities:,} abilities ({automated / max(abilities, 1):.1%})",
    ]
    for line in items:
        print(line)
    if not args.no_write:
        write_section(
            section,
            "python -m benchmarks.bench_compiler"
            + ("" if args.game == "weiss-schwarz" else f" --game {args.game}"),
            [f"The import hook over the English {title} sample sets, read first (not timed)."],
            items,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
