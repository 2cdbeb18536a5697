"""Random play of Weiß Schwarz beside a peer: the ``weiss-sim`` simulator (a Rust core).

    python -m benchmarks.bench_peer [--games 60] [--peer-games 2000] [--rounds 3]
                                    [--peer-python /work/peer-venv/bin/python] [--core 1] [--no-write]

Both engines play complete random games in the same run, taking turns in ``--rounds`` rounds
(so a change in the machine's load falls on both), pinned to the same single core
(``os.sched_setaffinity``; the peer's process inherits it), so the ratio is fair on a shared,
noisy machine; each side is timed by its process's CPU time. The peer runs in its own
interpreter (``--peer-python``), where ``pip install weiss-sim numpy`` was done: a benchmark
peer, never a dependency.

The peer is driven the fastest honest way, its own low-level loop as its benchmark examples
use it: one environment, one thread, a preallocated output buffer stepped with
``EnvPool.step_into_i16_legal_ids``, and Python choosing each action uniformly among the legal
ids the step wrote (``random.Random``; no wrapper object or NumPy generator per step). Our
engine plays through ``simulate`` in this process (one job): ``random`` agents, which offer
every slot move at every main-phase decision, and ``peerlike`` agents, which make one slot move
per main phase as the peer's engine allows, so their decision counts compare.

The two are not the same game: weiss-sim plays its own card pool and decks under an
approximate rules profile, and asks for some things ours does not (a mulligan is one decision
per card). Compare per decision and per game, as orders of magnitude.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass

from benchmarks._report import load_note, report
from desktop_app.engine import game as _game_module
from desktop_app.simulate import simulate

#: whether this engine is the compiled copy (``packaging/compile_engine.py``) or the pure package
COMPILED = not str(_game_module.__file__).endswith(".py")

HEADING = "## Beside a peer: weiss-sim"

PEER = """
import json, random, sys, time
import numpy
import weiss_sim
games_wanted, seed = int(sys.argv[1]), int(sys.argv[2])
sim = weiss_sim.make(mode="fast", num_envs=1, seed=seed, num_threads=1)
pool = sim.pool
out = weiss_sim.BatchOutMinimalI16LegalIds(1)
actions = numpy.zeros(1, dtype=numpy.uint32)
ids, offsets, terminated, truncated = out.legal_ids, out.legal_offsets, out.terminated, out.truncated
choose = random.Random(seed).randrange
reset, step = pool.reset_into_i16_legal_ids, pool.step_into_i16_legal_ids
games = truncated_games = decisions = 0
start = time.process_time()
reset(out)
while games + truncated_games < games_wanted:
    first = int(offsets[0])
    actions[0] = ids[first + choose(int(offsets[1]) - first)]
    step(actions, out)
    decisions += 1
    if terminated[0]:
        games += 1
        reset(out)
    elif truncated[0]:
        truncated_games += 1
        reset(out)
seconds = time.process_time() - start
print(json.dumps({"games": games, "truncated": truncated_games, "decisions": decisions,
                  "seconds": seconds, "version": weiss_sim.__version__}))
"""


@dataclass(frozen=True)
class Row:
    name: str
    games: int
    decisions: int
    seconds: float

    @staticmethod
    def total(name: str, rows: list[Row]) -> Row:
        """The rows of several rounds as one."""
        return Row(
            name,
            sum(r.games for r in rows),
            sum(r.decisions for r in rows),
            sum(r.seconds for r in rows),
        )

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self.seconds

    @property
    def us_per_decision(self) -> float:
        return self.seconds / self.decisions * 1e6

    @property
    def decisions_per_game(self) -> float:
        return self.decisions / self.games


def run_peer(python: str, games: int, seed: int) -> tuple[Row, str, int] | None:
    """The peer's row, its version and its truncated games; ``None`` (with the reason printed)
    if it cannot run."""
    result = subprocess.run(
        [python, "-c", PEER, str(games), str(seed)], capture_output=True, text=True, check=False
    )
    if result.returncode != 0:
        print(
            f"the peer did not run ({result.stderr.strip().splitlines()[-1:]}); "
            f"install it with: {python} -m pip install weiss-sim numpy"
        )
        return None
    figures = json.loads(result.stdout.strip().splitlines()[-1])
    # a truncated game (the peer's 2,000-decision cap) still cost its decisions: count its time
    # and decisions, but not as a game played
    row = Row(f"weiss-sim {figures['version']}", figures["games"], figures["decisions"], figures["seconds"])
    return row, str(figures["version"]), int(figures["truncated"])


def ours(agents: str, games: int, seed: int) -> Row:
    start = time.process_time()
    report = simulate("weiss-schwarz", games, seed, (agents, agents), jobs=1)
    seconds = time.process_time() - start
    if report.failures:
        raise SystemExit(f"{len(report.failures)} of our games failed; first: {report.failures[0].error}")
    return Row(f"this engine, {agents} agents", report.games, report.decisions, seconds)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=60, help="our games per agent kind")
    parser.add_argument("--peer-games", type=int, default=2000)
    parser.add_argument("--peer-python", default=sys.executable)
    parser.add_argument(
        "--core", type=int, default=max(os.sched_getaffinity(0)), help="the one core to run on"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=3, help="turns taken by the three rows")
    parser.add_argument("--no-write", action="store_true", help="print only; leave docs/benchmarks.md alone")
    args = parser.parse_args()
    os.sched_setaffinity(0, {args.core})
    load = os.getloadavg()[0]
    # rounds take turns (random, peerlike, peer; again …) so a change in the machine's load
    # falls on all three alike; each round plays new seeds
    parts: dict[str, list[Row]] = {}
    peer: tuple[Row, str, int] | None = None
    truncated = 0
    for index in range(args.rounds):
        seed = args.seed + index * args.games
        for agents in ("random", "peerlike"):
            row = ours(agents, args.games // args.rounds, seed)
            parts.setdefault(row.name, []).append(row)
        peer = run_peer(args.peer_python, args.peer_games // args.rounds, args.seed + index)
        if peer is not None:
            parts.setdefault(peer[0].name, []).append(peer[0])
            truncated += peer[2]
    rows = [Row.total(name, runs) for name, runs in parts.items()]
    peer = (rows[-1], peer[1], truncated) if peer is not None else None
    lines = [
        "| engine and players | games | games/s | decisions/s | µs per decision | decisions per game |",
        "|---|---|---|---|---|---|",
    ]
    for row in rows:
        lines.append(
            f"| {row.name} | {row.games:,} | {row.games_per_s:,.1f} | {row.decisions_per_s:,.0f} | "
            f"{row.us_per_decision:,.1f} | {row.decisions_per_game:,.0f} |"
        )
    items: list[str] = []
    if peer is not None:
        row = peer[0]
        for mine in rows[:2]:
            items.append(
                f"{mine.name}: the peer is {mine.us_per_decision / row.us_per_decision:.0f}x faster per "
                f"decision and plays {row.games_per_s / mine.games_per_s:.0f}x as many games per second"
            )
        if peer[2]:
            items.append(f"the peer cut {peer[2]} games at its 2,000-decision cap (their time is counted)")
    items.append(load_note(load))
    print("\n".join(lines))
    package = "the compiled copy (run from `build/compiled`)" if COMPILED else "the pure package"
    intro = [
        f"Pinned to core {args.core} (os.sched_setaffinity), both engines in one run, taking turns",
        f"in {args.rounds} rounds, each timed by its process's CPU time (`time.process_time`), which",
        "other work sharing the core inflates far less than the wall clock. The peer: one",
        "environment, one thread, its preallocated-buffer loop",
        "(`EnvPool.step_into_i16_legal_ids`) with Python's `random.Random` choosing among the legal",
        f"ids at each step. Ours: `simulate` in one process, {package}. `peerlike` agents make one slot move",
        "per main phase, as the peer's engine allows; `random` agents may move at every",
        "main-phase decision. The games differ (the peer's own cards and approximate rules; it asks",
        "a mulligan one card at a time), so compare orders of magnitude. The peer was installed",
        "apart: `python3 -m venv /work/peer-venv && /work/peer-venv/bin/pip install weiss-sim numpy`.",
        "",
        *lines,
    ]
    report(HEADING, "benchmarks.bench_peer", intro, items, write=not args.no_write)


if __name__ == "__main__":
    main()
