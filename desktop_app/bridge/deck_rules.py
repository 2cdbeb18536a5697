"""The deck editor's view of a game's rules: sections, validation, opening hand and draws.

``deck_rules(game)`` adapts the game's ``Ruleset`` for the editor. It decides nothing: the
sections are the ruleset's ``deck_sections`` (the card database's list for a game whose
rules are not in this build), the section a card goes to is the card database's
(``card_db.games.section_for_type``), and ``validate`` turns the edited deck into the
rules' ``DeckList`` (each record through the game's ``card_from_record``) and returns the
game's own ``validate_deck`` problems.

``DrawPlan`` states how many cards a player has seen by a given turn (the opening hand and
the draw phase's draws), for the editor's drawing odds; ``DRAW_PLANS`` mirrors the games'
set-up rules with their rule numbers (a test checks it against the games' constants).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from card_db import GAMES, CardRecord
from card_db.games import section_for_type
from desktop_app.bridge.catalog import SetupError, deck_from_records
from desktop_app.engine.decks import DeckList, DeckProblem
from desktop_app.games import REGISTRY, get_ruleset

log = logging.getLogger(__name__)

__all__ = ["DRAW_PLANS", "DeckList", "DeckProblem", "DeckRules", "DrawPlan", "deck_rules"]


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


#: The games' opening hands and draws per turn. Optional draws (WS clock draws, OP and FoW
#: card effects) are not counted.
DRAW_PLANS: dict[str, DrawPlan] = {
    "weiss-schwarz": DrawPlan(5, 1, False, "WS 5.2.1, 6.3 (the first player draws on turn 1 too, 5.2.1.6)"),
    "one-piece": DrawPlan(5, 1, True, "OP 5-2-1-6, 6-3-1"),
    "force-of-will": DrawPlan(5, 1, True, "FoW 403.5, 502.3"),
    "luck-and-logic": DrawPlan(5, 2, False, "L&L 6.2.1.8, 7.3.3"),
    "freeform": DrawPlan(7, 1, False, "freeform option opening_hand"),
}
_DEFAULT_PLAN = DrawPlan(5, 1, False, "no rules: five cards, one a turn")


@dataclass(frozen=True)
class DeckRules:
    """One game's deck rules as the editor uses them (see the module docstring).

    Attributes:
        game: the game id.
        title: the game's name.
        sections: the deck sections, in the game's order.
        available: whether the game's rules are in this build (otherwise nothing is checked).
        draw_plan: the opening hand and draws, for the odds.
    """

    game: str
    title: str
    sections: tuple[str, ...]
    available: bool
    draw_plan: DrawPlan

    def section_for(self, record: CardRecord) -> str:
        """The section a card goes to when none is chosen: the one its type belongs to."""
        section = section_for_type(self.game, record.type)
        return section if section in self.sections else self.sections[0]

    def deck_list(self, name: str, contents: Mapping[str, Sequence[tuple[CardRecord, int]]]) -> DeckList:
        """The rules' ``DeckList`` of the edited deck (for validation and "Test this deck").

        Raises:
            SetupError: the game's rules are not in this build, or a card cannot be read.
        """
        if not self.available:
            raise SetupError(f"the rules of {self.title} are not part of this build")
        records = {record.code: record for entries in contents.values() for record, _ in entries}
        sections = {section: [(r.code, n) for r, n in entries] for section, entries in contents.items()}
        try:
            return deck_from_records(self.game, name, sections, records)
        except (ValueError, KeyError, TypeError) as error:
            raise SetupError(f"a card of the deck cannot be read by the rules: {error}") from None

    def validate(
        self, name: str, contents: Mapping[str, Sequence[tuple[CardRecord, int]]]
    ) -> list[DeckProblem]:
        """The game's deck-construction problems of the edited deck (empty: legal).

        A game whose rules are not in this build reports one problem saying so; a card the
        rules cannot read is reported as a problem naming it.
        """
        if not self.available:
            return [DeckProblem(f"the rules of {self.title} are not part of this build; not checked", "—")]
        try:
            deck = self.deck_list(name, contents)
        except SetupError as error:
            return [DeckProblem(str(error), "—")]
        return list(get_ruleset(self.game).validate_deck(deck))


@cache
def deck_rules(game: str) -> DeckRules:
    """The deck rules of ``game`` (any game the card database knows)."""
    spec = GAMES.get(game)
    title = spec.title if spec is not None else game
    sections: tuple[str, ...] = spec.sections if spec is not None else ("main",)
    available = game in REGISTRY
    if available:
        try:
            ruleset = get_ruleset(game)
        except Exception:  # a game package that fails to import must not break the editor
            log.exception("the rules of %s cannot be loaded", game)
            available = False
        else:
            title = ruleset.title or title
            sections = tuple(ruleset.deck_sections) or sections
    return DeckRules(game, title, sections, available, DRAW_PLANS.get(game, _DEFAULT_PLAN))
