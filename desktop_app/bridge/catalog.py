"""What the start screen offers: the games, their demo decks, saved decks and positions.

Plain functions over the registered rulesets and card records; the table's widgets call
them through the bridge (they never import the games or the engine). Saved decks come from
the card database as ``(code, count)`` lists and become ``DeckList`` objects here, through
the game's own ``card_from_record``.
"""

from __future__ import annotations

import json
import random
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from card_db import CardDatabase, CardRecord, DeckNotFoundError
from desktop_app import decklists
from desktop_app.engine.decisions import EngineError
from desktop_app.engine.decks import DeckList
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.position import Position
from desktop_app.engine.rules import Ruleset
from desktop_app.engine.serialize import SaveFileError, position_from_json
from desktop_app.engine.zones import ZoneSpec
from desktop_app.games import REGISTRY, get_ruleset


class SetupError(Exception):
    """A game cannot be started as asked; the message says why, in a player's words."""


@dataclass(frozen=True)
class GameInfo:
    """A registered game as the start screen and the table see it.

    Attributes:
        id: the game id.
        title: its name.
        phases: the phases of a turn (the phase indicator).
        zones: its zone declarations (the table's layout).
        deck_sections: the sections of a deck.
        library_zone: the zone players draw from.
        hand_zone: the zone drawn cards go to.
    """

    id: str
    title: str
    phases: tuple[str, ...]
    zones: tuple[ZoneSpec, ...]
    deck_sections: tuple[str, ...]
    library_zone: str = "library"
    hand_zone: str = "hand"


def all_games() -> list[tuple[str, str, bool]]:
    """(id, title, playable) of every game the app knows, registered or not yet, in order."""
    from card_db import GAMES

    ids = list(dict.fromkeys([*GAMES, *REGISTRY]))
    rows = []
    for game_id in ids:
        if game_id in REGISTRY:
            rows.append((game_id, ruleset_of(game_id).title, True))
        elif game_id in GAMES:
            rows.append((game_id, GAMES[game_id].title, False))
    return rows


def is_registered(game_id: str) -> bool:
    return game_id in REGISTRY


def game_info(game_id: str) -> GameInfo:
    """The game ``game_id`` (``SetupError`` if it is not registered)."""
    return info_of(ruleset_of(game_id))


def info_of(ruleset: Ruleset) -> GameInfo:
    """What the table needs to know of ``ruleset``."""
    return GameInfo(
        ruleset.game_id,
        ruleset.title,
        tuple(ruleset.phases),
        tuple(ruleset.zones),
        tuple(ruleset.deck_sections),
        ruleset.library_zone,
        ruleset.hand_zone,
    )


def ruleset_of(game_id: str) -> Ruleset:
    try:
        return get_ruleset(game_id)
    except KeyError as error:
        raise SetupError(str(error.args[0])) from None


def demo_decks(game_id: str) -> list[DeckList]:
    """The game's demo decks (at least two for every finished game)."""
    return ruleset_of(game_id).demo_decks()


def deck_size(deck: DeckList) -> int:
    return sum(len(cards) for cards in deck.sections.values())


def deck_problems(game_id: str, deck: DeckList) -> list[str]:
    """The deck-construction problems of ``deck`` in words (empty: a legal deck)."""
    return [str(problem) for problem in ruleset_of(game_id).validate_deck(deck)]


def deck_from_records(
    game_id: str,
    name: str,
    sections: Mapping[str, Sequence[tuple[str, int]]],
    records: Mapping[str, CardRecord],
) -> DeckList:
    """A ``DeckList`` from a saved deck's ``(code, count)`` sections and their card records.

    Raises:
        SetupError: a listed card is not in ``records``.
    """
    try:
        return decklists.deck_from_records(ruleset_of(game_id), name, sections, records)
    except decklists.MissingCardError as error:
        raise SetupError(str(error)) from None


def saved_deck_names(database: CardDatabase, game_id: str) -> list[str]:
    """The names of the saved decks of ``game_id`` (run on a database worker)."""
    return [deck.name for deck in database.decks(game_id)]


def load_saved_deck(database: CardDatabase, game_id: str, name: str) -> DeckList:
    """The saved deck ``name`` as a ``DeckList`` (run on a database worker).

    Raises:
        SetupError: there is no such deck, or it lists unknown cards.
    """
    try:
        deck = database.deck(game_id, name)
    except DeckNotFoundError as error:
        raise SetupError(str(error)) from None
    codes = [code for entries in deck.sections.values() for code, _ in entries]
    return deck_from_records(game_id, deck.name, deck.sections, database.cards(game_id, codes))


def load_position(path: Path, game_id: str) -> Position:
    """A position from a JSON or TOML file (the form ``position_from_json`` reads).

    Cards are named by code or by the unique name of a demo card. A TOML scenario file's
    ``[position]`` table is read too.

    Raises:
        SetupError: the file cannot be read or is not a position of that game.
    """
    ruleset = ruleset_of(game_id)
    try:
        text = path.read_text(encoding="utf-8")
        data: Any = tomllib.loads(text) if path.suffix.lower() == ".toml" else json.loads(text)
    except (OSError, ValueError) as error:
        raise SetupError(f"{path}: {error}") from None
    if isinstance(data, dict) and isinstance(data.get("position"), dict):
        data = data["position"]
    if not isinstance(data, dict):
        raise SetupError(f"{path}: a position is a table of zones")
    pool = {card.code: card for card in ruleset.demo_cards()}
    by_name: dict[str, list[str]] = {}
    for card in pool.values():
        by_name.setdefault(card.name.lower(), []).append(card.code)

    def resolve(ref: str) -> str:
        if ref in pool:
            return ref
        codes = by_name.get(ref.lower(), [])
        if len(codes) == 1:
            return codes[0]
        raise SaveFileError(f"unknown or ambiguous card {ref!r}")

    try:
        return position_from_json(data, ruleset, resolve, where=str(path))
    except SaveFileError as error:
        raise SetupError(str(error)) from None


def new_game(
    game_id: str,
    decks: tuple[DeckList, DeckList],
    *,
    seed: int | None = None,
    goldfish: bool = False,
    position: Position | None = None,
    options: Mapping[str, Any] | None = None,
) -> Game:
    """Start a game of ``game_id`` with ``decks`` (P1's first).

    ``goldfish`` sets the game option of that name, for games that treat the dummy
    specially. With a ``position`` every demo card of the game may appear in it.

    Raises:
        SetupError: the game is not registered or the start could not be set up.
    """
    ruleset = ruleset_of(game_id)
    chosen = dict(options or {})
    if goldfish:
        chosen["goldfish"] = True
    setup = GameSetup(
        game=ruleset.game_id,
        rules_version=ruleset.rules_version,
        decks=decks,
        seed=random.SystemRandom().randrange(2**31) if seed is None else seed,
        options=chosen,
        position=position,
        extra_cards=tuple(ruleset.demo_cards()) if position is not None else (),
    )
    try:
        return Game(ruleset, setup)
    except (EngineError, KeyError, ValueError) as error:
        raise SetupError(f"the game could not be set up: {error}") from None


def play_randomly(game: Game, choices: int, seed: int = 0) -> int:
    """Answer up to ``choices`` decisions with a seeded ``RandomAgent`` (mid-game screenshots).

    Returns how many were answered (fewer if the game ended).
    """
    from desktop_app.agents import RandomAgent, ask

    agent = RandomAgent(seed)
    played = 0
    while played < choices and game.decision is not None:
        game.apply(ask(agent, game))
        played += 1
    return played
