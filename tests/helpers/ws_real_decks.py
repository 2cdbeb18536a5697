"""The issue's two real Weiß Schwarz decks: a KGL/S79 deck and a BD/W47 deck.

The deck lists are ``tests/fixtures/decks/ws-kgl-s79.txt`` and ``ws-bd-w47.txt`` (``N code``
lines), built around each set's keywords: Brainstorm and Backup (KGL/S79-E073, E052, E101),
Bond with its named card and Backup (BD/W47-E057 and E066, E109, E068), eight "+1000 power and
+1 soul" climaxes, and the set's characters of the deck's colours by level and code. The card
records come from the English sample sets (``shared/samples/full`` beside the repository), read by the real
importer and compiled by the import hook: no card has a hand-written script.
"""

from __future__ import annotations

from pathlib import Path

from card_db import CardRecord
from card_db.importers import read_path
from desktop_app.cardcommands import compile_batch
from desktop_app.decklists import deck_from_records
from desktop_app.engine.decks import DeckList
from desktop_app.games import get_ruleset
from helpers.samples import SHARED_SAMPLES

FULL = SHARED_SAMPLES / "full"
DECKS = Path(__file__).parent.parent / "fixtures" / "decks"
KGL_SET, KGL_DECK = FULL / "ws-KGL_S79.json", DECKS / "ws-kgl-s79.txt"
BD_SET, BD_DECK = FULL / "ws-BD_W47.json", DECKS / "ws-bd-w47.txt"


def records(path: Path) -> dict[str, CardRecord]:
    """A set file's cards, compiled by the import hook."""
    return {record.code: record for record in compile_batch(read_path("weiss-schwarz", path)).records}


def deck(set_file: Path, deck_file: Path) -> DeckList:
    entries = []
    for line in deck_file.read_text(encoding="utf-8").splitlines():
        count, code = line.split()
        entries.append((code, int(count)))
    return deck_from_records(
        get_ruleset("weiss-schwarz"), deck_file.stem, {"main": entries}, records(set_file)
    )


def kgl_deck() -> DeckList:
    return deck(KGL_SET, KGL_DECK)


def bd_deck() -> DeckList:
    return deck(BD_SET, BD_DECK)
