"""Random play of Weiß Schwarz beside a peer: the ``weiss-sim`` simulator (a Rust core).

    python -m benchmarks.bench_peer [--games 200] [--peer-python PATH]

Both play complete random games (uniform among legal actions, both seats) in the same run,
one after the other, so the ratio is fair on a shared, noisy machine. The peer runs in its
own interpreter (``--peer-python``, default this one), where ``pip install weiss-sim numpy``
must have been done; it is a benchmark peer, never a dependency of the project.

The two are not the same game: weiss-sim plays its own card pool and decks under an
approximate rules profile, and counts its decisions differently (it advances through forced
steps on its own). Compare games/s and decisions/s as orders of magnitude.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

from desktop_app.simulate import simulate

PEER = """
import json, sys, time
import weiss_sim
games_wanted = int(sys.argv[1])
with weiss_sim.make(mode="fast", num_envs=1, seed=0, num_threads=1) as sim:
    legal = sim.reset().legal
    games = decisions = step = 0
    start = time.perf_counter()
    while games < games_wanted:
        out = sim.step(legal.sample_uniform(seed=step))
        step += 1
        decisions += 1
        if bool(out.done[0]):
            games += 1
            legal = sim.reset().legal
        else:
            legal = out.legal
    seconds = time.perf_counter() - start
print(json.dumps({"games": games, "decisions": decisions, "seconds": seconds}))
"""


def run_peer(python: str, games: int) -> dict[str, float] | None:
    result = subprocess.run([python, "-c", PEER, str(games)], capture_output=True, text=True, check=False)
    if result.returncode != 0:
        print(
            f"the peer did not run ({result.stderr.strip().splitlines()[-1:]}); "
            f"install it with: {python} -m pip install weiss-sim numpy"
        )
        return None
    figures: dict[str, float] = json.loads(result.stdout.strip().splitlines()[-1])
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--peer-python", default=sys.executable)
    args = parser.parse_args()
    ours = simulate("weiss-schwarz", args.games, seed=1)
    rows = {"this engine": {"games": ours.games, "decisions": ours.decisions, "seconds": ours.seconds}}
    peer = run_peer(args.peer_python, args.games)
    if peer is not None:
        rows["weiss-sim 1.x"] = peer
    print(f"{'':14s} {'games/s':>10s} {'decisions/s':>12s} {'decisions/game':>15s}")
    for name, row in rows.items():
        seconds = row["seconds"] or 1e-9
        print(
            f"{name:14s} {row['games'] / seconds:10.1f} {row['decisions'] / seconds:12.0f} "
            f"{row['decisions'] / max(1, row['games']):15.1f}"
        )
    if peer is not None:
        ratio = (peer["games"] / peer["seconds"]) / (ours.games / ours.seconds)
        print(f"the peer plays {ratio:.1f}x as many games per second")


if __name__ == "__main__":
    main()
