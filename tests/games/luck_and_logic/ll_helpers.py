"""Helpers for the Luck & Logic tests: demo games, positions, answering the set-up."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop_app.engine.cards import CardDef
from desktop_app.engine.decisions import Choice
from desktop_app.engine.decks import DeckList
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.serialize import position_from_json
from desktop_app.games import get_ruleset

RULES = get_ruleset("luck-and-logic")
DEMO = {card.code: card for card in RULES.demo_cards()}
DECKS = {deck.name: deck for deck in RULES.demo_decks()}
GATES = {slot: f"LLD-G0{n % 5 + 1}" for n, slot in enumerate(("FL", "FC", "FR", "BL", "BC", "BR"))}


def new_game(seed: int = 1, **options: Any) -> Game:
    """P1 plays Solara Dawn (with a My Logicalist), P2 Noctis Tide; waiting at the first mulligan."""
    decks = (DECKS["Solara Dawn"], DECKS["Noctis Tide"])
    return Game(RULES, GameSetup(RULES.game_id, RULES.rules_version, decks, seed, options))


def first_player_seed(first: int) -> int:
    """A seed whose random first player (L&L 6.2.1.7) is ``first``."""
    return next(seed for seed in range(1, 50) if new_game(seed).state.first_player == first)


def set_up(seed: int | None = None, **options: Any) -> Game:
    """A demo game with P1 first and no mulligans, at turn 1's Stand Phase."""
    game = new_game(first_player_seed(0) if seed is None else seed, **options)
    first = game.state.first_player
    game.apply(Choice(first, ()))
    game.apply(Choice(1 - first, ()))
    return game


def advance(game: Game, times: int = 1) -> None:
    """The turn player answers ``advance`` ``times`` times."""
    for _ in range(times):
        assert game.decision is not None
        game.apply(Choice.pick(game.decision.player, "advance"))


def field(**zones: Any) -> dict[str, Any]:
    """A player's position: six face-down gates, a ten-card deck, and ``zones``."""
    gates = {slot: {"code": code, "face_up": False} for slot, code in GATES.items()}
    return {"gate_zones": gates, "deck": ["LLD-101"] * 10, **zones}


def from_position(data: dict[str, Any], extra: Sequence[CardDef] = (), **options: Any) -> Game:
    """A game started from a position (``docs/scenarios.md`` form; cards by code, the demo
    cards and ``extra`` ones)."""
    setup = GameSetup(
        RULES.game_id,
        RULES.rules_version,
        (DeckList("p1"), DeckList("p2")),
        1,
        options,
        position_from_json(data, RULES),
        extra_cards=(*extra, *DEMO.values()),
    )
    return Game(RULES, setup)


def codes(game: Game, key: str) -> list[str]:
    return [card.code for card in game.cards_in(key)]
