"""Deck-construction checks several games share."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from desktop_app.engine.cards import CardDef
from desktop_app.engine.decks import DeckList, DeckProblem


def codes(cards: Iterable[CardDef]) -> tuple[str, ...]:
    """The distinct codes of ``cards``, sorted: the cards a problem marks in the editor."""
    return tuple(sorted({card.code for card in cards}))


def unknown_sections(deck: DeckList, title: str, sections: Sequence[str], rule: str) -> list[DeckProblem]:
    """A problem for sections ``deck`` has that the game's decks do not."""
    unknown = [name for name in deck.sections if name not in sections]
    if not unknown:
        return []
    return [
        DeckProblem(
            f"a {title} deck has the sections {', '.join(sections)}, not {', '.join(unknown)}",
            rule,
            unknown[0],
            codes(c for name in unknown for c in deck.section(name)),
        )
    ]
