"""Force of Will card-text compiler: ``python -m benchmarks.bench_fow_compiler [--no-write] [FILE]``.

Reads the whole Force of Will card file (default: the shared sample, Force-of-Wind/fowsim's
``cards.json``) with the card importer, then times the import hook (``compile_batch``) over
every card, three times with the parse cache emptied (median, CPU and wall-clock), and counts
the abilities automated per cluster. The clusters alternate between the templates' "seen"
half (the 1st, 3rd, 5th … cluster in the file, used to write the templates) and the held-out
half (only measured). The figures are printed and written to ``docs/benchmarks.md`` under
"Force of Will card-text compiler".
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections import Counter
from pathlib import Path

from benchmarks._report import write_section
from card_db.importers import read_path
from desktop_app.cardcommands import compile_batch
from desktop_app.games.force_of_will import compiler

RUNS = 3
SAMPLE = Path(__file__).resolve().parents[2] / "shared/samples/full/fow-cards.json"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("path", nargs="?", type=Path, default=SAMPLE)
    parser.add_argument("--no-write", action="store_true", help="print only")
    args = parser.parse_args(argv)
    times: list[float] = []
    cpu: list[float] = []
    for _ in range(RUNS):
        batch = read_path("force-of-will", args.path)
        compiler.clear_cache()
        start, start_cpu = time.perf_counter(), time.process_time()
        compile_batch(batch)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    clusters = list(dict.fromkeys(str(r.fields.get("cluster") or "") for r in batch.records))
    seen = set(clusters[::2])
    found: Counter[str] = Counter()
    done: Counter[str] = Counter()
    for record in batch.records:
        half = "seen" if record.fields.get("cluster") in seen else "held out"
        for ability in record.script or ():
            found[half] += 1
            done[half] += ability.get("automated", True) is not False
    cards = len(batch.records)
    cpu_seconds, seconds = statistics.median(cpu), statistics.median(times)
    load, cores = os.getloadavg()[0], os.cpu_count()
    shares = [
        f"{done[h]:,} of {found[h]:,} abilities automated ({done[h] / max(found[h], 1):.1%})" for h in found
    ]
    items = [
        f"{cards:,} cards in {len(clusters)} clusters; seen: {', '.join(c for c in clusters if c in seen)}; "
        f"held out: {', '.join(c for c in clusters if c not in seen)}",
        f"compile time, median of {RUNS} cold runs: {cpu_seconds:.2f} s of CPU "
        f"({cards / cpu_seconds:,.0f} cards/s), {seconds:.2f} s of wall-clock with a load average of "
        f"{load:.1f} on {cores} cores",
        *(f"{half}: {share}" for half, share in zip(found, shares, strict=True)),
    ]
    for line in items:
        print(line)
    if not args.no_write:
        write_section(
            "## Force of Will card-text compiler",
            "python -m benchmarks.bench_fow_compiler",
            ["The import hook over the whole Force of Will sample file, read first (not timed)."],
            items,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
