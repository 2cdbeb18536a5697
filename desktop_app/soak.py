"""The soak: many random games of every game, each checked against the engine's promises.

    python -m desktop_app soak [--games 2000] [--seed S] [--game G ...] [--manual 0.02]
                               [--undo 0.02] [--jobs J] [--json]

Each game is played by random agents that now and then take a manual tabletop action (some of
them refused) and undo and redo a few choices. At a point drawn from its seed the game is
saved, with its snapshot; the worker process that played it plays it on to its end. The save
then travels to another process, which loads it, plays it on with the same seeded players and
compares: the two games must end in the same state, with the same log for each seat. A game
that raises, that does not end within ``--max-decisions``, or whose loaded copy differs is a
failure, reported with its seed and the command that replays it; the exit status is 1 if any
game failed. Meant for long runs outside CI (the test suite runs a few games of every game).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import random
import time
import traceback
from collections import Counter
from dataclasses import dataclass
from typing import Any

from desktop_app.agents import RandomAgent, ask
from desktop_app.engine.decisions import IllegalChoiceError
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.serialize import load_game, save_game
from desktop_app.engine.snapshot import encode_state
from desktop_app.games import game_ids, get_ruleset
from desktop_app.simulate import ProgressBar, pick_decks, worker_count


@dataclass(frozen=True)
class SoakPlan:
    """What every game of a soak shares: the game, the rates of manual actions and of undo,
    and the bound on choices."""

    game_id: str
    manual: float = 0.02
    undo: float = 0.02
    max_decisions: int = 20_000


@dataclass(frozen=True)
class Played:
    """One game as the worker played it: the save made at its cut, and the digest of how it
    ended (or the failure)."""

    seed: int
    save: str = ""
    digest: str = ""
    winner: int | None = None
    reason: str = ""
    decisions: int = 0
    turns: int = 0
    error: str = ""


def new_game(plan: SoakPlan, seed: int) -> Game:
    ruleset = get_ruleset(plan.game_id)
    decks = pick_decks(ruleset, None)
    return Game(ruleset, GameSetup(ruleset.game_id, ruleset.rules_version, decks, seed=seed))


class Driver:
    """Plays a game on from wherever it is: random agents with manual actions, and now and
    then an undo of a few choices, some of them redone. Seeded by the game's seed and a
    phase name, so two processes that start it at the same point play the same game."""

    def __init__(self, plan: SoakPlan, seed: int, phase: str) -> None:
        ruleset = get_ruleset(plan.game_id)
        self.plan = plan
        self.rng = random.Random(f"{seed}:{phase}")
        self.agents = [RandomAgent(f"{seed}:{phase}:{seat}", plan.manual, ruleset) for seat in (0, 1)]

    def play(self, game: Game, until: int | None = None) -> None:
        """Play until the game ends or, with ``until``, has that many choices."""
        while game.decision is not None and (until is None or len(game.choices) < until):
            if len(game.choices) >= self.plan.max_decisions:
                raise RuntimeError(f"no result after {self.plan.max_decisions} decisions")
            if game.choices and self.rng.random() < self.plan.undo:
                steps = self.rng.randint(1, min(3, len(game.choices)))
                game.undo(steps)
                game.redo(self.rng.randint(0, steps))
                continue
            try:
                game.apply(ask(self.agents[game.decision.player], game))
            except IllegalChoiceError:  # a manual action the table refuses: nothing changed
                continue


def digest(game: Game) -> str:
    """What must be the same in two copies of a finished game: the state and each seat's log."""
    body = json.dumps(
        [encode_state(game.state), game.log_lines(0), game.log_lines(1)], sort_keys=True, default=str
    )
    return hashlib.sha256(body.encode()).hexdigest()


def play_and_save(plan: SoakPlan, seed: int) -> Played:
    """Play game ``seed`` to its cut, save it, play it on to its end (in this process)."""
    try:
        game = new_game(plan, seed)
        cut = random.Random(f"{seed}:cut").randint(5, 300)
        Driver(plan, seed, "before").play(game, until=cut)
        save = json.dumps(save_game(game, snapshot=True))
        Driver(plan, seed, "after").play(game)
    except Exception as error:  # the soak reports every failure with its seed
        return Played(seed, error=f"{type(error).__name__}: {error}\n{traceback.format_exc()}")
    outcome = game.outcome
    assert outcome is not None
    return Played(
        seed,
        save,
        digest(game),
        outcome.winner,
        outcome.rule or outcome.reason,
        len(game.choices),
        game.state.turn,
    )


def load_and_finish(plan: SoakPlan, played: Played) -> str:
    """Load ``played``'s save (in this, another process) and play it on as the worker did;
    returns the failure, or an empty string when both copies end alike."""
    try:
        game = load_game(json.loads(played.save), get_ruleset)
        Driver(plan, played.seed, "after").play(game)
    except Exception as error:
        return f"the loaded save failed: {type(error).__name__}: {error}\n{traceback.format_exc()}"
    if digest(game) != played.digest:
        return "the game loaded from its save ended differently from the game that saved it"
    return ""


_worker: dict[str, SoakPlan] = {}


def _start_worker(plan: SoakPlan) -> None:
    _worker["plan"] = plan


def _play(seed: int) -> Played:
    return play_and_save(_worker["plan"], seed)


@dataclass
class SoakReport:
    games: int = 0
    decisions: int = 0
    seconds: float = 0.0
    results: Counter[str] | None = None
    failures: list[tuple[int, str]] | None = None

    def as_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "games_per_s": round(self.games / (self.seconds or 1e-9), 2),
            "mean_decisions": round(self.decisions / self.games, 1) if self.games else 0.0,
            "results": dict(self.results or {}),
            "failures": [{"seed": s, "error": e} for s, e in self.failures or []],
            "seconds": round(self.seconds, 1),
        }


def soak(plan: SoakPlan, seeds: range, jobs: int | None = None, progress: bool = False) -> SoakReport:
    """Soak the games ``seeds``: workers play and save, this process loads and compares."""
    report = SoakReport(results=Counter(), failures=[])
    assert report.results is not None and report.failures is not None
    bar = ProgressBar(len(seeds), plan.game_id) if progress else None
    start = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(
        worker_count(jobs, len(seeds)), _start_worker, (plan,)
    ) as pool:
        for done, played in enumerate(pool.imap(_play, seeds, chunksize=4), 1):
            error = played.error or load_and_finish(plan, played)
            if error:
                report.failures.append((played.seed, error))
            else:
                report.games += 1
                report.decisions += played.decisions
                report.results["draw" if played.winner is None else f"p{played.winner + 1}"] += 1
            if bar is not None:
                bar.update(done)
    report.seconds = time.perf_counter() - start
    return report


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("soak", help="random games of every game, saved, loaded elsewhere and compared")
    parser.add_argument("--game", action="append", choices=game_ids(), help="limit to these games")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--manual", type=float, default=0.02, help="rate of random manual actions")
    parser.add_argument("--undo", type=float, default=0.02, help="rate of random undo (and redo)")
    parser.add_argument("--max-decisions", type=int, default=20_000)
    parser.add_argument("--jobs", type=int, default=None, help="worker processes (default: one per core)")
    parser.add_argument("--json", action="store_true", help="end with one JSON line of the figures")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    figures: dict[str, Any] = {}
    failed = 0
    for game_id in args.game or game_ids():
        plan = SoakPlan(game_id, args.manual, args.undo, args.max_decisions)
        report = soak(plan, range(args.seed, args.seed + args.games), args.jobs, progress=True)
        figures[game_id] = line = report.as_json()
        print(
            f"{game_id:15s} {report.games:6d} games  {line['games_per_s']:8.1f} games/s  "
            f"results {line['results']}  failures {len(report.failures or [])}"
        )
        for seed, error in report.failures or []:
            failed += 1
            print(
                f"  FAILED seed {seed}; replay: python -m desktop_app soak --game {game_id} --games 1 "
                f"--seed {seed} --manual {args.manual} --undo {args.undo}\n{error}"
            )
    if args.json:
        print(json.dumps(figures))
    return 1 if failed else 0
