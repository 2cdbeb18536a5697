"""Deck lists as the rules see them, and the problems a deck-construction check reports."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from desktop_app.engine.cards import CardDef


@dataclass(frozen=True)
class DeckList:
    """A deck: named sections of card definitions, one entry per physical card.

    Sections are the game's own (``main`` everywhere; ``leader`` and ``don`` in ONE PIECE;
    ``ruler``, ``stones`` and ``side`` in Force of Will; ``covenanter`` and ``gate`` in
    Luck & Logic). Order inside a section does not matter to the rules.
    """

    name: str
    sections: Mapping[str, tuple[CardDef, ...]] = field(default_factory=dict)

    def section(self, name: str) -> tuple[CardDef, ...]:
        return self.sections.get(name, ())

    def all_cards(self) -> Iterable[CardDef]:
        for cards in self.sections.values():
            yield from cards

    def counts(self, section: str) -> Counter[str]:
        """Copies per card code in ``section``."""
        return Counter(card.code for card in self.section(section))

    def size(self, section: str = "main") -> int:
        return len(self.section(section))


@dataclass(frozen=True)
class DeckProblem:
    """One way a deck breaks the game's construction rules.

    Attributes:
        message: what is wrong, in words a player understands.
        rule: the rule it breaks (``WS 5.1``).
        section: the deck section concerned, if one.
        codes: the cards at fault, so an editor can mark them.
    """

    message: str
    rule: str
    section: str = ""
    codes: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})"
