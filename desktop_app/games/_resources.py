"""Loading what ships in ``resources/`` (standard library only): each game's facts, demo card
sets and demo decks.

A game's facts are its file ``resources/games/<id>.toml``, the one home of what every layer
knows of the game (``card_db.games`` reads the same file): the rules take their title and
deck sections from it, and the registry of rulesets its ``rules`` entry.

Demo sets are JSON arrays of card records in the project's card format
(``docs/card-format.md``) under ``resources/cards/<game>/``; demo decks are JSON files under
``resources/decks/<game>/`` of the form
``{"game": ..., "name": ..., "sections": {"main": [["CODE", 4], ...]}}``.
"""

from __future__ import annotations

import json
import os
import sys
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from desktop_app.engine.cards import CardDef
from desktop_app.engine.decks import DeckList
from desktop_app.engine.rules import Ruleset


def resources_dir() -> Path:
    """The ``resources`` folder: beside the packages, or inside a frozen bundle."""
    override = os.environ.get("TABLETOP_RESOURCES")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


@dataclass(frozen=True)
class GameFacts:
    """What the rules read of a game's file.

    Attributes:
        id: the game id (the file's name).
        title: the game's name as players write it.
        rules: ``module:class`` of its ruleset (empty: the game has no rules here).
        sections: the deck sections, in order.
    """

    id: str
    title: str
    rules: str
    sections: tuple[str, ...]


@cache
def all_game_facts() -> tuple[GameFacts, ...]:
    """Every game's facts, in the order the games are listed (their ``order``, then id)."""
    found = []
    for path in (resources_dir() / "games").glob("*.toml"):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        facts = GameFacts(path.stem, str(data["title"]), str(data.get("rules", "")), tuple(data["sections"]))
        found.append((int(data.get("order", 0)), path.stem, facts))
    return tuple(facts for *_, facts in sorted(found, key=lambda item: item[:2]))


def game_facts(game_id: str) -> GameFacts:
    """The facts of ``game_id`` (``KeyError`` if it has no file)."""
    for facts in all_game_facts():
        if facts.id == game_id:
            return facts
    raise KeyError(game_id)


@cache
def load_records(game: str) -> tuple[Mapping[str, Any], ...]:
    """Every card record of ``game``'s demo sets, in file order."""
    folder = resources_dir() / "cards" / game
    records: list[Mapping[str, Any]] = []
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, list):
            raise ValueError(f"{path}: a demo set is a JSON array of card records")
        records.extend(data)
    return tuple(records)


def load_decks(game: str, cards: Mapping[str, CardDef]) -> list[DeckList]:
    """``game``'s demo decks, with their card codes looked up in ``cards``."""
    decks: list[DeckList] = []
    for path in sorted((resources_dir() / "decks" / game).glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        sections: dict[str, tuple[CardDef, ...]] = {}
        for section, entries in data["sections"].items():
            listed: list[CardDef] = []
            for code, count in entries:
                if code not in cards:
                    raise KeyError(f"{path}: demo deck lists unknown card {code!r}")
                listed.extend([cards[code]] * int(count))
            sections[section] = tuple(listed)
        decks.append(DeckList(str(data["name"]), sections))
    return decks


def demo_definitions(game: str, build: Callable[[Mapping[str, Any]], CardDef]) -> dict[str, CardDef]:
    """The demo set of ``game`` as card definitions by code."""
    return {record["code"]: build(record) for record in load_records(game)}


class ShippedDemos(Ruleset):
    """A ruleset whose demo set and demo decks ship in ``resources/`` (every game here)."""

    _demo: dict[str, CardDef] | None = None

    def demo_definitions(self) -> dict[str, CardDef]:
        """The demo set by code, built once from its records with ``card_from_record``."""
        if self._demo is None:
            self._demo = demo_definitions(self.game_id, self.card_from_record)
        return self._demo

    def demo_cards(self) -> list[CardDef]:
        return list(self.demo_definitions().values())

    def demo_decks(self) -> list[DeckList]:
        return load_decks(self.game_id, self.demo_definitions())
