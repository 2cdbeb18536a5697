"""Loading the demo card sets and demo decks shipped in ``resources/`` (standard library only).

Demo sets are JSON arrays of card records in the project's card format
(``docs/card-format.md``) under ``resources/cards/<game>/``; demo decks are JSON files under
``resources/decks/<game>/`` of the form
``{"game": ..., "name": ..., "sections": {"main": [["CODE", 4], ...]}}``.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Mapping
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
