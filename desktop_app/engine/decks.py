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


@dataclass(frozen=True)
class DrawPlan:
    """How many cards a player sees: an opening hand, then the draw phase of each turn.

    Attributes:
        opening_hand: cards drawn at set-up.
        per_turn: cards drawn in each draw phase.
        first_player_skips: whether the first player skips the draw of the game's first turn.
        rule: where the rules say so.
    """

    opening_hand: int
    per_turn: int
    first_player_skips: bool
    rule: str

    def cards_seen(self, turn: int, *, going_first: bool = True) -> int:
        """Cards drawn by the end of the draw phase of the player's ``turn``-th turn (1, 2 …)."""
        draws = max(0, turn) * self.per_turn
        if going_first and self.first_player_skips and turn >= 1:
            draws -= self.per_turn
        return self.opening_hand + draws
