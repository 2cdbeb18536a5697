"""Cost per decision of random Weiß Schwarz self-play, this tree against an earlier commit.

    python -m benchmarks.bench_versions [--old REV] [--games 20] [--rounds 5]
                                        [--agents random,random] [--write]

The earlier commit is checked out into a temporary git worktree; both trees play the same
seeded random games, each in a fresh interpreter pinned to one core, in turns (old, new, old,
new …), so a noisy shared machine slows both alike; the time is the process's CPU time, which
other processes on the same core inflate less than the wall clock. The player is a plain
uniform chooser written here, the same for both trees (it uses only the API both have); with
``--agents`` the games are played by ``simulate`` with those agents in one process instead (as
``python -m desktop_app simulate --jobs 1`` plays them). Prints µs per decision for each tree,
the median of the rounds, and their ratio; ``--write`` records them in docs/benchmarks.md.
Used for issue "One rules kernel" (the kernel must not make WS slower) and issue 18 (each
speed change measured alone against the commit before it).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks._report import write_section

ROOT = Path(__file__).resolve().parents[1]

PLAY = """
import json, os, random, sys, time
os.sched_setaffinity(0, {0})
from desktop_app.engine.decisions import Choice, DecisionKind
from desktop_app.engine.game import Game, GameSetup
from desktop_app.games import get_ruleset

games, agents = int(sys.argv[1]), sys.argv[2]
rules = get_ruleset("weiss-schwarz")
decks = rules.demo_decks()
decisions = 0
start = time.process_time()
if agents:
    from desktop_app.simulate import simulate
    report = simulate("weiss-schwarz", games, 1, agents.split(","), jobs=1)
    decisions, games = report.decisions, 0
for seed in range(1, games + 1):
    rng = random.Random(seed)
    game = Game(rules, GameSetup(rules.game_id, rules.rules_version, (decks[0], decks[1]), seed=seed))
    while game.decision is not None:
        d = game.decision
        keys = list(d.keys())
        if d.kind is DecisionKind.NUMBER:
            choice = Choice(d.player, number=rng.randint(d.minimum, d.maximum))
        elif d.kind is DecisionKind.ORDER:
            rng.shuffle(keys)
            choice = Choice(d.player, tuple(keys))
        elif d.kind is DecisionKind.SELECT:
            n = rng.randint(d.minimum, min(d.maximum, len(keys)))
            choice = Choice(d.player, tuple(rng.sample(keys, n)))
        else:
            choice = Choice(d.player, (rng.choice(keys),))
        game.apply(choice)
        decisions += 1
print(json.dumps({"seconds": time.process_time() - start, "decisions": decisions}))
"""


def run(tree: Path, games: int, agents: str) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    out = subprocess.run(
        [sys.executable, "-c", PLAY, str(games), agents],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    figures: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--old", default="4d50c70", help="the earlier commit (default: before the kernel)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--agents", default="", help="play through simulate with these agents")
    parser.add_argument("--write", action="store_true", help="record the figures in docs/benchmarks.md")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temp:
        old_tree = Path(temp) / "old"
        subprocess.run(["git", "worktree", "add", "--detach", str(old_tree), args.old], cwd=ROOT, check=True)
        try:
            per: dict[str, list[float]] = {"old": [], "new": []}
            decisions: dict[str, float] = {}
            for _ in range(args.rounds):
                for name, tree in (("old", old_tree), ("new", ROOT)):
                    figures = run(tree, args.games, args.agents)
                    per[name].append(1e6 * figures["seconds"] / figures["decisions"])
                    decisions[name] = figures["decisions"] / args.games
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(old_tree)], cwd=ROOT, check=True)
    old, new = statistics.median(per["old"]), statistics.median(per["new"])
    lines = [
        f"{args.old} (before): {old:.0f} µs per decision (median of {args.rounds} rounds of "
        f"{args.games} games; {decisions['old']:.0f} decisions a game)",
        f"this tree: {new:.0f} µs per decision ({decisions['new']:.0f} decisions a game)",
        f"new / old: {new / old:.2f}",
    ]
    print("\n".join(lines))
    if args.write:
        write_section(
            "## Weiß Schwarz on the kernel: cost per decision before and after",
            "python -m benchmarks.bench_versions "
            f"--old {args.old} --games {args.games} --rounds {args.rounds}",
            [
                "Random WS self-play (a uniform chooser, the same seeds), each tree in its own interpreter "
                "pinned to one core, the two trees in turns (PYTHONHASHSEED 0). The games were the same "
                "when WS moved onto the kernel (the golden playthroughs did not change); since then the "
                "defender is asked at every counter step, so a game has a few more decisions: compare "
                "the cost per decision."
            ],
            lines,
        )


if __name__ == "__main__":
    main()
