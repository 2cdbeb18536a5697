"""Headless simulation: play complete games with agents and report how fast and how they ended.

    python -m desktop_app simulate --game G --games N --seed S [--agents random,random|random,goldfish]
                                   [--decks A,B] [--json] [--max-decisions K]

    python -m desktop_app soak [--games 10000] [--seed S] [--game G ...] [--json]

Game ``i`` uses seed ``S + i`` for the game and its agents, so any game replays exactly from
its seed. A game that raises, or does not end within ``--max-decisions``, is reported with its
seed (and the command that replays it) and counted as a failure; the exit status is 1 if any
game failed. ``soak`` runs the simulation for every game (10,000 random games each by
default; it is meant for long runs outside CI).
"""

from __future__ import annotations

import argparse
import json
import time
import traceback
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop_app.agents import Agent, GoldfishAgent, RandomAgent
from desktop_app.engine.decks import DeckList
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.rules import Ruleset
from desktop_app.games import game_ids, get_ruleset


@dataclass
class Failure:
    seed: int
    error: str


@dataclass
class Report:
    """The figures of a simulation run."""

    games: int = 0
    decisions: int = 0
    turns: int = 0
    seconds: float = 0.0
    results: Counter[str] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)
    failures: list[Failure] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        seconds = self.seconds or 1e-9
        return {
            "games": self.games,
            "games_per_s": round(self.games / seconds, 2),
            "decisions_per_s": round(self.decisions / seconds, 1),
            "mean_turns": round(self.turns / self.games, 2) if self.games else 0.0,
            "mean_decisions": round(self.decisions / self.games, 1) if self.games else 0.0,
            "results": dict(self.results),
            "reasons": dict(self.reasons.most_common(10)),
            "failures": [{"seed": f.seed, "error": f.error} for f in self.failures],
            "seconds": round(self.seconds, 3),
        }


def make_agent(name: str, seed: int, manual: float = 0.0) -> Agent:
    if name == "random":
        return RandomAgent(seed, manual)
    if name == "goldfish":
        return GoldfishAgent()
    raise ValueError(f"unknown agent {name!r}; use random or goldfish")


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
    game = Game(ruleset, GameSetup(ruleset.game_id, ruleset.rules_version, decks, seed=seed, options=options))
    players = [make_agent(agents[0], seed, manual), make_agent(agents[1], seed + 1_000_003, manual)]
    while game.decision is not None:
        if len(game.choices) >= max_decisions:
            raise RuntimeError(f"no result after {max_decisions} decisions (turn {game.state.turn})")
        game.apply(players[game.decision.player].choose(game))
    return game


def simulate(
    game_id: str,
    games: int,
    seed: int,
    agents: Sequence[str] = ("random", "random"),
    deck_names: Sequence[str] | None = None,
    max_decisions: int = 20_000,
    manual: float = 0.0,
) -> Report:
    """Play ``games`` games and gather a ``Report`` (``manual``: the random agents' rate of
    manual tabletop actions)."""
    ruleset = get_ruleset(game_id)
    decks = pick_decks(ruleset, deck_names)
    report = Report()
    start = time.perf_counter()
    for index in range(games):
        game_seed = seed + index
        try:
            game = play_game(ruleset, decks, game_seed, agents, max_decisions, manual)
        except Exception as error:  # a simulation reports every failure with its seed
            report.failures.append(
                Failure(game_seed, f"{type(error).__name__}: {error}\n{traceback.format_exc()}")
            )
            continue
        outcome = game.outcome
        assert outcome is not None
        report.games += 1
        report.decisions += len(game.choices)
        report.turns += game.state.turn
        report.results["draw" if outcome.winner is None else f"p{outcome.winner + 1}"] += 1
        report.reasons[outcome.rule or outcome.reason] += 1
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


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("simulate", help="play complete games with agents and report figures")
    parser.add_argument("--game", required=True, choices=game_ids())
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--agents", default="random,random", help="random,random or random,goldfish")
    parser.add_argument("--decks", default="", help="two demo deck names, comma separated")
    parser.add_argument("--max-decisions", type=int, default=20_000)
    parser.add_argument("--manual", type=float, default=0.0, help="rate of random manual actions (0 to 1)")
    parser.add_argument("--json", action="store_true", help="end with one JSON line of the figures")
    parser.set_defaults(func=run)
    register_soak(sub)


def register_soak(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("soak", help="play many random games of every game and report failures by seed")
    parser.add_argument("--game", action="append", choices=game_ids(), help="limit to these games")
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-decisions", type=int, default=20_000)
    parser.add_argument("--manual", type=float, default=0.02, help="rate of random manual actions (0 to 1)")
    parser.add_argument("--json", action="store_true", help="end with one JSON line of the figures")
    parser.set_defaults(func=run_soak)


def run_soak(args: argparse.Namespace) -> int:
    figures: dict[str, Any] = {}
    failed = 0
    for game_id in args.game or game_ids():
        report = simulate(
            game_id, args.games, args.seed, max_decisions=args.max_decisions, manual=args.manual
        )
        figures[game_id] = report.as_json()
        line = figures[game_id]
        print(
            f"{game_id:15s} {report.games:6d} games  {line['games_per_s']:8.1f} games/s  "
            f"{line['mean_turns']:6.1f} turns  results {dict(report.results)}  "
            f"failures {len(report.failures)}"
        )
        for failure in report.failures:
            failed += 1
            print(
                f"  FAILED seed {failure.seed}; replay: python -m desktop_app simulate --game {game_id} "
                f"--games 1 --seed {failure.seed} --manual {args.manual}\n{failure.error}"
            )
    if args.json:
        print(json.dumps(figures))
    return 1 if failed else 0


def run(args: argparse.Namespace) -> int:
    agents = [a.strip() for a in str(args.agents).split(",")]
    if len(agents) != 2 or any(a not in ("random", "goldfish") for a in agents):
        print("--agents takes two of random and goldfish, e.g. random,goldfish")
        return 2
    deck_names = [d.strip() for d in str(args.decks).split(",") if d.strip()] or None
    try:
        report = simulate(
            args.game, args.games, args.seed, agents, deck_names, args.max_decisions, args.manual
        )
    except ValueError as error:
        print(error)
        return 2
    figures = report.as_json()
    print(f"{args.game}: {report.games} games in {figures['seconds']} s")
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
