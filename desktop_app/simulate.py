"""Headless simulation: play complete games with agents and report how fast and how they ended.

    python -m desktop_app simulate --game G --games N --seed S
                                   [--agents random,random|peerlike,peerlike|random,goldfish]
                                   [--decks A,B] [--jobs J] [--json] [--max-decisions K]
                                   [--deck FILE --deck FILE [--db FILE]]

Game ``i`` uses seed ``S + i`` for the game and its agents, so any game replays exactly from
its seed, in whichever process plays it. ``--jobs`` (default: the number of cores) plays the
games in that many worker processes; each game's record is the same as in one process, and
the records come back in seed order. ``--deck FILE`` (twice: P1's, then P2's) plays real decks
from deck files in any supported format, their cards looked up in the card database. A
progress bar goes to stderr. A game that raises, or does not end within ``--max-decisions``,
is reported with its seed (and the command that replays it) and counted as a failure; the
exit status is 1 if any game failed. The soak, which also saves, loads elsewhere and
compares, is ``desktop_app.soak``.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import json
import multiprocessing
import os
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from desktop_app.agents import Agent, GoldfishAgent, PeerlikeAgent, RandomAgent, ask
from desktop_app.decklists import MissingCardError, deck_from_records
from desktop_app.engine.decks import DeckList
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.rules import Ruleset
from desktop_app.games import game_ids, get_ruleset

AGENTS = ("random", "peerlike", "goldfish")

#: what a finished game is reduced to in a worker; ``Plan.summarise`` may use the whole game
Summary = Callable[[Game], Any]


@dataclass(frozen=True)
class GameRecord:
    """How one game went: what a worker process sends back, and what a test compares.

    Attributes:
        seed: the game's seed.
        winner: the winning seat, ``None`` for a draw or a failure.
        reason: the rule (or the reason) the game ended by; empty for a failure.
        decisions: the choices made.
        turns: the turn the game ended in.
        error: the failure with its traceback, empty if the game ended properly.
        detail: what ``Plan.summarise`` made of the game (``None`` without one).
        digest: a digest of every choice made, in order: two records with the same digest are
            the same game, whichever process played them.
    """

    seed: int
    winner: int | None = None
    reason: str = ""
    decisions: int = 0
    turns: int = 0
    error: str = ""
    detail: Any = None
    digest: str = ""


@dataclass(frozen=True)
class Plan:
    """What every game of a run shares (sent once to each worker process).

    Attributes:
        game_id: the game played.
        decks: the two decks.
        agents: the two agents' names (see ``AGENTS``).
        max_decisions: a game not over after this many choices fails.
        manual: the random agents' rate of manual tabletop actions.
        summarise: a module-level function (workers import it by name) that reduces each
            finished game to ``GameRecord.detail``.
    """

    game_id: str
    decks: tuple[DeckList, DeckList]
    agents: tuple[str, str] = ("random", "random")
    max_decisions: int = 20_000
    manual: float = 0.0
    summarise: Summary | None = None


@dataclass
class Failure:
    seed: int
    error: str


@dataclass
class Report:
    """The figures of a simulation run, and each game's record in seed order."""

    games: int = 0
    decisions: int = 0
    turns: int = 0
    seconds: float = 0.0
    results: Counter[str] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)
    failures: list[Failure] = field(default_factory=list)
    records: list[GameRecord] = field(default_factory=list)
    jobs: int = 1

    def add(self, record: GameRecord) -> None:
        self.records.append(record)
        if record.error:
            self.failures.append(Failure(record.seed, record.error))
            return
        self.games += 1
        self.decisions += record.decisions
        self.turns += record.turns
        self.results["draw" if record.winner is None else f"p{record.winner + 1}"] += 1
        self.reasons[record.reason] += 1

    def as_json(self) -> dict[str, Any]:
        """The run's figures: first what the games were (the same in every process and with any
        number of jobs: ``digest`` names every game played), then how fast they were played
        (``games_per_s``, ``decisions_per_s``, ``seconds``: speeds, which differ run to run)."""
        seconds = self.seconds or 1e-9
        digest = hashlib.sha256("".join(r.digest for r in self.records).encode()).hexdigest()
        return {
            "games": self.games,
            "digest": digest,
            "mean_turns": round(self.turns / self.games, 2) if self.games else 0.0,
            "mean_decisions": round(self.decisions / self.games, 1) if self.games else 0.0,
            "results": dict(self.results),
            "reasons": dict(self.reasons.most_common(10)),
            "failures": [{"seed": f.seed, "error": f.error} for f in self.failures],
            "jobs": self.jobs,
            "games_per_s": round(self.games / seconds, 2),
            "decisions_per_s": round(self.decisions / seconds, 1),
            "seconds": round(self.seconds, 3),
        }


def make_agent(name: str, seed: int, manual: float = 0.0, rules: Ruleset | None = None) -> Agent:
    """An agent by name; a random one takes manual actions at rate ``manual`` from ``rules``'
    zones."""
    if name == "random":
        return RandomAgent(seed, manual, rules)
    if name == "peerlike":
        return PeerlikeAgent(seed)
    if name == "goldfish":
        return GoldfishAgent()
    raise ValueError(f"unknown agent {name!r}; use one of {', '.join(AGENTS)}")


def play_game(
    ruleset: Ruleset,
    decks: tuple[DeckList, DeckList],
    seed: int,
    agents: Sequence[str],
    max_decisions: int,
    manual: float = 0.0,
) -> Game:
    """Play one complete game; raises ``RuntimeError`` if it does not end in time."""
    options = {"goldfish": True} if agents[1] == "goldfish" else {}
    setup = GameSetup(ruleset.game_id, ruleset.rules_version, decks, seed=seed, options=options)
    game = Game(ruleset, setup, snapshots=False)  # nothing undoes a simulated game
    players = [
        make_agent(agents[0], seed, manual, ruleset),
        make_agent(agents[1], seed + 1_000_003, manual, ruleset),
    ]
    while game.decision is not None:
        if len(game.choices) >= max_decisions:
            raise RuntimeError(f"no result after {max_decisions} decisions (turn {game.state.turn})")
        game.apply(ask(players[game.decision.player], game))
    return game


def play_record(plan: Plan, seed: int) -> GameRecord:
    """Play game ``seed`` of ``plan`` and reduce it to its record (a failure is recorded too)."""
    try:
        game = play_game(
            get_ruleset(plan.game_id), plan.decks, seed, plan.agents, plan.max_decisions, plan.manual
        )
    except Exception as error:  # a simulation reports every failure with its seed
        return GameRecord(seed, error=f"{type(error).__name__}: {error}\n{traceback.format_exc()}")
    outcome = game.outcome
    assert outcome is not None
    detail = plan.summarise(game) if plan.summarise is not None else None
    return GameRecord(
        seed,
        outcome.winner,
        outcome.rule or outcome.reason,
        len(game.choices),
        game.state.turn,
        detail=detail,
        digest=choices_digest(game),
    )


def choices_digest(game: Game) -> str:
    """A digest of ``game``'s choices, in order (who chose, the keys, the number, the manual
    action): what makes the game, without the time it took."""
    digest = hashlib.sha256()
    for choice in game.choices:
        digest.update(repr((choice.player, choice.keys, choice.number, choice.manual)).encode())
    return digest.hexdigest()


#: the plan of the run a worker process plays (set once per worker by ``_start_worker``)
_worker: dict[str, Plan] = {}

#: the collector's thresholds while games are simulated: a game allocates many short-lived
#: objects and few cycles, so each generation is collected several times less often
#: (measured: about 4 % less time per decision; docs/benchmarks.md)
SIMULATION_GC = (10_000, 20, 100)


def _tune_gc() -> None:
    """Move what is loaded so far (modules, card definitions) out of the collector's sight
    and collect less often (``SIMULATION_GC``)."""
    gc.freeze()
    gc.set_threshold(*SIMULATION_GC)


@contextmanager
def _tuned_gc() -> Iterator[None]:
    """``_tune_gc`` for a while in this process, then the collector as it was."""
    thresholds = gc.get_threshold()
    _tune_gc()
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()


def _start_worker(plan: Plan) -> None:
    _worker["plan"] = plan
    _tune_gc()


def _play_chunk(seeds: range) -> list[GameRecord]:
    return [play_record(_worker["plan"], seed) for seed in seeds]


def play_records(
    plan: Plan,
    seeds: range,
    jobs: int | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Iterator[list[GameRecord]]:
    """Play the games ``seeds`` of ``plan`` in ``jobs`` worker processes (``None``: one per core;
    1: in this process) and yield their records in seed order, a chunk at a time.

    Workers are started with ``spawn`` (a fresh interpreter that imports what it needs, the
    same on every platform and safe beside Qt threads) and play chunks of consecutive seeds,
    small enough for a steady progress bar and an early stop: when ``cancelled()`` turns true
    the pool is stopped after the chunk in hand.
    """
    jobs = worker_count(jobs, len(seeds))
    size = max(1, min(25, len(seeds) // (jobs * 8)))
    chunks = [seeds[start : start + size] for start in range(0, len(seeds), size)]
    if jobs == 1:
        for chunk in chunks:
            if cancelled is not None and cancelled():
                return
            with _tuned_gc():
                records = [play_record(plan, seed) for seed in chunk]
            yield records
        return
    with multiprocessing.get_context("spawn").Pool(jobs, _start_worker, (plan,)) as pool:
        for records in pool.imap(_play_chunk, chunks):
            if cancelled is not None and cancelled():
                pool.terminate()
                return
            yield records


def worker_count(jobs: int | None, games: int) -> int:
    """The worker processes a run of ``games`` games uses: ``jobs`` (``None``: one per core),
    never more than there are games."""
    return min(jobs or os.cpu_count() or 1, max(1, games))


class ProgressBar:
    """A one-line progress bar on ``stream`` (stderr), redrawn at most every 0.2 s."""

    def __init__(self, total: int, label: str, stream: TextIO | None = None) -> None:
        self.total, self.label = total, label
        self.stream = stream if stream is not None else sys.stderr
        self.start = self._shown = time.perf_counter()

    def update(self, done: int) -> None:
        now = time.perf_counter()
        if done < self.total and now - self._shown < 0.2:
            return
        self._shown = now
        width = 30
        filled = width * done // max(1, self.total)
        rate = done / max(1e-9, now - self.start)
        end = "\n" if done >= self.total else ""
        self.stream.write(
            f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} games"
            f"  {rate:.1f} games/s{end}"
        )
        self.stream.flush()


def simulate(
    game_id: str,
    games: int,
    seed: int,
    agents: Sequence[str] = ("random", "random"),
    deck_names: Sequence[str] | None = None,
    max_decisions: int = 20_000,
    manual: float = 0.0,
    jobs: int | None = 1,
    progress: bool = False,
    decks: tuple[DeckList, DeckList] | None = None,
) -> Report:
    """Play ``games`` games and gather a ``Report`` (``manual``: the random agents' rate of
    manual tabletop actions; ``jobs``: worker processes, ``None`` one per core; ``progress``:
    draw a progress bar on stderr; ``decks``: play these, not the demo decks)."""
    ruleset = get_ruleset(game_id)
    chosen = decks if decks is not None else pick_decks(ruleset, deck_names)
    plan = Plan(game_id, chosen, (agents[0], agents[1]), max_decisions, manual)
    report = Report(jobs=worker_count(jobs, games))
    bar = ProgressBar(games, game_id) if progress else None
    start = time.perf_counter()
    for records in play_records(plan, range(seed, seed + games), jobs):
        for record in records:
            report.add(record)
        if bar is not None:
            bar.update(len(report.records))
    report.seconds = time.perf_counter() - start
    return report


def pick_decks(ruleset: Ruleset, names: Sequence[str] | None) -> tuple[DeckList, DeckList]:
    decks = ruleset.demo_decks()
    if not decks:
        raise ValueError(f"{ruleset.title} has no demo decks")
    if names:
        by_name = {deck.name.lower(): deck for deck in decks}
        try:
            chosen = [by_name[name.lower()] for name in names]
        except KeyError as error:
            raise ValueError(
                f"no demo deck {error.args[0]!r}; demo decks: {', '.join(d.name for d in decks)}"
            ) from None
        return chosen[0], chosen[-1]
    return decks[0], decks[1 % len(decks)]


def read_decks(game_id: str, paths: Sequence[Path], db_path: Path | None) -> tuple[DeckList, DeckList]:
    """The two decks of deck files (P1's first), their cards from the card database.

    Raises:
        ValueError: not two files, a file that cannot be read, a line that names no card, or a
            deck that breaks the game's construction rules; the message names the file.
    """
    # imported here, not at the top: a --jobs worker imports this module and never reads a
    # database, and card_db (sqlite-utils, Pillow) was 60 % of its start-up
    from card_db import CardDatabase, CardDbError

    if len(paths) != 2:
        raise ValueError(f"--deck is given twice (P1's deck, then P2's), not {len(paths)} times")
    ruleset = get_ruleset(game_id)
    built: list[DeckList] = []
    try:
        with CardDatabase.open(db_path) as db:
            for path in paths:
                parsed = db.read_deck_file(game_id, path)
                if parsed.problems:
                    raise ValueError(f"{path}: {parsed.problems[0]}")
                codes = [code for entries in parsed.deck.sections.values() for code, _ in entries]
                deck = deck_from_records(
                    ruleset, parsed.deck.name, parsed.deck.sections, db.cards(game_id, codes)
                )
                problems = ruleset.validate_deck(deck)
                if problems:
                    raise ValueError(f"{path}: {problems[0]}")
                built.append(deck)
    except (CardDbError, MissingCardError) as error:
        raise ValueError(str(error)) from None
    return built[0], built[1]


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("simulate", help="play complete games with agents and report figures")
    parser.add_argument("--game", required=True, choices=game_ids())
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--agents",
        default="random,random",
        help="two of random, peerlike (one slot move per main phase) and goldfish, e.g. random,goldfish",
    )
    parser.add_argument("--decks", default="", help="two demo deck names, comma separated")
    parser.add_argument(
        "--deck",
        action="append",
        type=Path,
        default=[],
        metavar="FILE",
        help="a deck file (give two: P1's, P2's)",
    )
    parser.add_argument(
        "--db", type=Path, help="the card database the --deck cards are in (default: the user's)"
    )
    parser.add_argument("--max-decisions", type=int, default=20_000)
    parser.add_argument("--manual", type=float, default=0.0, help="rate of random manual actions (0 to 1)")
    add_common(parser)
    parser.set_defaults(func=run)


def add_common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--jobs",
        type=int,
        default=os.cpu_count() or 1,
        help="worker processes (default: the number of cores)",
    )
    parser.add_argument("--json", action="store_true", help="end with one JSON line of the figures")


def run(args: argparse.Namespace) -> int:
    agents = [a.strip() for a in str(args.agents).split(",")]
    if len(agents) != 2 or any(a not in AGENTS for a in agents):
        print(f"--agents takes two of {', '.join(AGENTS)}, e.g. random,goldfish")
        return 2
    if args.jobs < 1:
        print("--jobs takes a number of worker processes, 1 or more")
        return 2
    deck_names = [d.strip() for d in str(args.decks).split(",") if d.strip()] or None
    try:
        decks = read_decks(args.game, args.deck, args.db) if args.deck else None
        report = simulate(
            args.game,
            args.games,
            args.seed,
            agents,
            deck_names,
            args.max_decisions,
            args.manual,
            jobs=args.jobs,
            progress=True,
            decks=decks,
        )
    except ValueError as error:
        print(error)
        return 2
    figures = report.as_json()
    print(f"{args.game}: {report.games} games in {figures['seconds']} s ({report.jobs} worker processes)")
    print(f"  games/s {figures['games_per_s']}   decisions/s {figures['decisions_per_s']}")
    print(f"  turns per game {figures['mean_turns']}   decisions per game {figures['mean_decisions']}")
    print(f"  results {dict(report.results)}")
    for reason, count in report.reasons.most_common(10):
        print(f"    {count:6d}  {reason}")
    for failure in report.failures:
        print(f"  FAILED seed {failure.seed}: {failure.error}")
    if args.json:
        print(json.dumps(figures))
    return 1 if report.failures else 0
