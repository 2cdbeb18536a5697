"""Deck lists from card records: what the table and ``simulate --deck`` play (no Qt here)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from desktop_app.engine.cards import CardDef
from desktop_app.engine.decks import DeckList
from desktop_app.engine.rules import Ruleset

if TYPE_CHECKING:  # card_db costs a --jobs worker a tenth of a second to import, unused there
    from card_db import CardRecord


class MissingCardError(ValueError):
    """A deck lists a card that is not among the records given."""


def deck_from_records(
    ruleset: Ruleset,
    name: str,
    sections: Mapping[str, Sequence[tuple[str, int]]],
    records: Mapping[str, CardRecord],
) -> DeckList:
    """A ``DeckList`` from a deck's ``(code, count)`` sections and their card records.

    Raises:
        MissingCardError: a listed card is not in ``records``.
    """
    definitions: dict[str, CardDef] = {}
    built: dict[str, tuple[CardDef, ...]] = {}
    for section, entries in sections.items():
        cards: list[CardDef] = []
        for code, count in entries:
            if code not in definitions:
                record = records.get(code)
                if record is None:
                    raise MissingCardError(
                        f"the deck {name!r} lists {code}, which is not in the card database"
                    )
                definitions[code] = ruleset.card_from_record(record.to_dict())
            cards.extend([definitions[code]] * int(count))
        built[section] = tuple(cards)
    return ruleset.supplied_cards(DeckList(name, built))
