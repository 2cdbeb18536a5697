"""Simulation in worker processes, the peer-like random agent and goldfish statistics.

Worker processes must not change a game: game ``i`` of a run is the same record in one
process or in two. No test here times anything (speed is measured in benchmarks/).
"""

from __future__ import annotations

import argparse
import io

import pytest

from desktop_app.agents import PeerlikeAgent, RandomAgent
from desktop_app.engine.decisions import DecisionKind
from desktop_app.engine.game import Game, GameSetup
from desktop_app.games import get_ruleset
from desktop_app.goldfish import GoldfishGame, goldfish_statistics, summarise
from desktop_app.simulate import Plan, ProgressBar, pick_decks, play_game, play_records, register, simulate


def records(plan: Plan, jobs: int) -> list[object]:
    return [record for chunk in play_records(plan, range(1, 7), jobs) for record in chunk]


@pytest.mark.parametrize(
    ("game_id", "agents", "manual"),
    [("weiss-schwarz", ("peerlike", "random"), 0.0), ("freeform", ("random", "random"), 0.05)],
)
def test_two_worker_processes_play_the_same_games_as_one(
    game_id: str, agents: tuple[str, str], manual: float
) -> None:
    # Each worker process draws its own hash seed: a game must depend on none (checked for every
    # game by tests/test_playthroughs.py), so the records must match whichever process played.
    plan = Plan(game_id, pick_decks(get_ruleset(game_id), None), agents, 20_000, manual)
    one, two = records(plan, 1), records(plan, 2)
    assert [r.seed for r in two] == list(range(1, 7))  # seed order, whatever finished first
    assert two == one
    assert all(not r.error for r in one)


def test_a_report_is_the_same_with_jobs_and_its_progress_bar_reaches_the_end() -> None:
    one = simulate("weiss-schwarz", 4, 3, ("peerlike", "peerlike"), jobs=1)
    two = simulate("weiss-schwarz", 4, 3, ("peerlike", "peerlike"), jobs=2)
    assert (one.records, one.results, one.decisions) == (two.records, two.results, two.decisions)
    assert two.jobs == 2
    stream = io.StringIO()
    bar = ProgressBar(4, "ws", stream)
    for done in range(1, 5):
        bar.update(done)
    last = stream.getvalue().split("\r")[-1]
    assert last.startswith("ws [" + "#" * 30 + "] 4/4 games") and last.endswith("games/s\n")


def test_the_cli_refuses_a_bad_job_count(capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser()
    register(parser.add_subparsers())
    args = parser.parse_args(["simulate", "--game", "freeform", "--games", "2", "--jobs", "0"])
    assert args.func(args) == 2
    assert "--jobs takes a number of worker processes" in capsys.readouterr().out


def play_watched(seed: int) -> tuple[Game, list[int]]:
    """A WS game of two peer-like agents; the slot moves each main-phase play timing made."""
    ruleset = get_ruleset("weiss-schwarz")
    decks = pick_decks(ruleset, None)
    game = Game(ruleset, GameSetup(ruleset.game_id, ruleset.rules_version, decks, seed=seed))
    agents = [PeerlikeAgent(seed), PeerlikeAgent(seed + 1)]
    moves_per_timing: list[int] = []
    moves = 0
    while game.decision is not None:
        decision = game.decision
        choice = agents[decision.player].choose(game)
        if decision.rule == "WS 6.5.1.2":  # the main phase's play timing (M 8.5.2.2)
            action = decision.option(choice.keys[0]).action
            moves += action == "move"
            if action == "pass":
                moves_per_timing.append(moves)
                moves = 0
        game.apply(choice)
    return game, moves_per_timing


def test_a_peerlike_agent_makes_at_most_one_slot_move_per_main_phase() -> None:
    game, moves = play_watched(5)
    assert game.outcome is not None
    assert moves and max(moves) == 1  # it does move, once at most (WS 6.5.1.2.4)
    random_game = play_game(
        get_ruleset("weiss-schwarz"),
        pick_decks(get_ruleset("weiss-schwarz"), None),
        5,
        ("random", "random"),
        20_000,
    )
    assert len(game.choices) < len(random_game.choices)


def test_a_peerlike_agent_answers_from_the_decision_alone() -> None:
    """It needs nothing but the decision its seat is shown; a move stays possible when it is
    the only option left."""
    ruleset = get_ruleset("weiss-schwarz")
    game = Game(ruleset, GameSetup(ruleset.game_id, ruleset.rules_version, pick_decks(ruleset, None), seed=2))
    agent = PeerlikeAgent(0)
    while game.decision is not None and not any(o.action == "move" for o in game.decision.options):
        game.apply(RandomAgent(len(game.choices)).choose(game))
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.ACTION
    moves = tuple(o for o in decision.options if o.action == "move")
    only_moves = type(decision)(decision.player, decision.kind, decision.prompt, moves, rule=decision.rule)
    agent._moved_in = (decision.player, decision.rule, decision.prompt)
    assert only_moves.option(agent.answer(only_moves).keys[0]).action == "move"
    assert decision.option(agent.answer(decision).keys[0]).action != "move"


def test_goldfish_statistics_count_what_the_games_did() -> None:
    ruleset = get_ruleset("weiss-schwarz")
    deck = ruleset.demo_decks()[0]
    statistics = goldfish_statistics("weiss-schwarz", deck, 4, seed=1, jobs=1)
    assert statistics.games == 4 and not statistics.failures
    plan = Plan("weiss-schwarz", (deck, ruleset.demo_decks()[1]), ("peerlike", "goldfish"))
    game = play_game(ruleset, plan.decks, 1, plan.agents, plan.max_decisions)
    one: GoldfishGame = summarise(game)
    # the opening hand of five (WS 5.2.1.3) and one card in each draw phase (WS 6.2.1) at least
    assert sum(count for _, count in one.drawn) >= 5 + len(one.damage) - 1
    names = {card.name for card in deck.all_cards()}
    assert {name for name, _ in one.drawn} <= names and {name for name, _ in one.played} <= names
    # the dummy takes every damage point the game logged against it
    logged = sum(e.data["amount"] for e in game.events if e.kind == "damage" and e.player == 1)
    assert sum(one.damage) == logged
    if game.outcome is not None and game.outcome.winner == 0:
        assert one.won_on == len(one.damage)
    assert statistics.wins == sum(statistics.won_on.values())
    assert [turn for turn, _ in statistics.mean_damage()] == sorted(statistics.turns_reached)
