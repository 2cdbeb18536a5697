"""The optional compiled engine against the pure-Python one: cost per decision, same games.

    python -m benchmarks.bench_compiled [--games 20] [--rounds 3] [--agents peerlike,goldfish]

Build the compiled copy first (``python packaging/compile_engine.py``). Both play the same
seeded Weiß Schwarz games through ``simulate`` in one process each, pinned to one core, in
turns (pure, compiled, pure …), timed by the process's CPU time, as ``bench_versions`` plays
them. Prints µs per decision for each and their ratio; tests/test_compiled.py checks that the
two play the same games.
"""

from __future__ import annotations

import argparse
import statistics
import sys

from benchmarks.bench_versions import ROOT, run

COMPILED = ROOT / "build" / "compiled"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--agents", default="peerlike,goldfish")
    args = parser.parse_args()
    if not COMPILED.exists():
        sys.exit("no compiled copy: python packaging/compile_engine.py builds one")
    per: dict[str, list[float]] = {"pure": [], "compiled": []}
    for _ in range(args.rounds):
        for name, tree in (("pure", ROOT), ("compiled", COMPILED)):
            figures = run(tree, args.games, args.agents)
            per[name].append(1e6 * figures["seconds"] / figures["decisions"])
    pure, compiled = statistics.median(per["pure"]), statistics.median(per["compiled"])
    print(f"pure Python: {pure:.0f} µs per decision (median of {args.rounds} rounds of {args.games} games)")
    print(f"compiled: {compiled:.0f} µs per decision; {pure / compiled:.2f}x as fast")


if __name__ == "__main__":
    main()
