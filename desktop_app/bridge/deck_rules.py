"""The deck editor's view of a game's rules: sections, validation, opening hand and draws.

``deck_rules(game)`` adapts the game's ``Ruleset`` for the editor. It decides nothing: the
sections are the ruleset's ``deck_sections`` (the card database's list for a game whose
rules are not in this build), the section a card goes to is the card database's
(``card_db.games.section_for_type``), and ``validate`` turns the edited deck into the
rules' ``DeckList`` (each record through the game's ``card_from_record``) and returns the
game's own ``validate_deck`` problems.

The drawing odds use the ruleset's ``draw_plan`` (``DrawPlan``: the opening hand and the
draw phase's draws, with the rules that say so).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from card_db import GAMES, CardRecord
from card_db.games import section_for_type
from desktop_app.bridge.catalog import SetupError, deck_from_records
from desktop_app.engine.decks import DeckList, DeckProblem, DrawPlan
from desktop_app.games import REGISTRY, get_ruleset

log = logging.getLogger(__name__)

__all__ = ["DeckList", "DeckProblem", "DeckRules", "DrawPlan", "deck_rules"]

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
    draw_plan = _DEFAULT_PLAN
    if available:
        try:
            ruleset = get_ruleset(game)
        except Exception:  # a game package that fails to import must not break the editor
            log.exception("the rules of %s cannot be loaded", game)
            available = False
        else:
            title = ruleset.title or title
            sections = tuple(ruleset.deck_sections) or sections
            draw_plan = ruleset.draw_plan
    return DeckRules(game, title, sections, available, draw_plan)
