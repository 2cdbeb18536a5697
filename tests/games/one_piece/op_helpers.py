"""Helpers for the ONE PIECE tests: demo games, positions, answering the set-up."""

from __future__ import annotations

from typing import Any

from desktop_app.engine.decisions import Choice
from desktop_app.engine.decks import DeckList
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.serialize import position_from_json
from desktop_app.games import get_ruleset

RULES = get_ruleset("one-piece")
DEMO = {card.code: card for card in RULES.demo_cards()}
LEADER, DON = "OPD-L01", "OPD-DON"
#: a plain Leader for scenarios of cards written in the test (``T-LEAD``, 4 Life)
TEST_LEADER: dict[str, Any] = {
    "code": "T-LEAD",
    "name": "Test Leader",
    "type": "leader",
    "colours": ["red"],
    "fields": {"life": 4, "power": 5000},
}


def new_game(seed: int = 1, **options: Any) -> Game:
    """A game of the two demo decks, waiting at its first decision (who goes first)."""
    decks = RULES.demo_decks()
    return Game(RULES, GameSetup(RULES.game_id, RULES.rules_version, (decks[0], decks[1]), seed, options))


def choose_first(game: Game, first: int = 0) -> None:
    """Answer OP 5-2-1-5 so that ``first`` goes first."""
    assert game.decision is not None and game.decision.rule == "OP 5-2-1-5"
    chooser = game.decision.player
    game.apply(Choice.pick(chooser, "first" if chooser == first else "second"))


def set_up(seed: int = 1, **options: Any) -> Game:
    """A demo game past its set-up (P1 first, no redraws), at turn 1's Main Phase."""
    game = new_game(seed, **options)
    choose_first(game, 0)
    game.apply(Choice.pick(0, "no"))
    game.apply(Choice.pick(1, "no"))
    return game


def from_position(data: dict[str, Any], **options: Any) -> Game:
    """A game started from a position (``docs/scenarios.md`` form; cards by code)."""
    position = position_from_json(data, RULES)
    setup = GameSetup(
        RULES.game_id,
        RULES.rules_version,
        (DeckList("p1"), DeckList("p2")),
        1,
        options,
        position,
        extra_cards=tuple(DEMO.values()),
    )
    return Game(RULES, setup)


def codes(game: Game, key: str) -> list[str]:
    return [card.code for card in game.cards_in(key)]
