"""ONE PIECE deck construction (OP 5-1-2): one Leader, a 50-card deck, a 10-card DON!! deck.

Sections: ``leader`` (the Leader card), ``main`` (the 50-card deck) and ``don`` (the DON!!
deck). Each broken rule is one ``DeckProblem`` naming the rule and the cards at fault.

The DON!! deck is supplied by the game: a deck list (an OPTCGSim list, the deck editor's)
names no DON!! card, and the game deals ten DON!! itself (``rules.OnePieceRules.setup_state``).
A ``don`` section is still accepted when it holds exactly ten DON!! cards (older saved decks).

Decisions:
- Colour (OP 5-1-2-2 with 2-3-5): a multicolour card counts as each of its colours, so every
  colour of every card must be one of the Leader's (digest B10, the strict reading). A card
  with no colour at all is not rejected: no rule names one.
- Copies (OP 5-1-2-3, 2-14-2): counted per card number; a parallel printing counts as the
  card it reprints (its ``base_code``).
- Deck-building exceptions printed on cards (OP 5-1-2-4) replace these rules (``exceptions``):
  read from the printed text, in the real cards' wording (text is matched, never run):
  "Under the rules of this game, you may have any number of this card in your deck" lifts the
  copy limit for that card number; a Leader's "Under the rules of this game, you cannot
  include <Events | Characters | Stages | cards> with a cost of N or more in your deck" is one
  more rule, with its own message. Other wordings are not recognised (the player checks them).
- The DON!! deck is supplied (``with_don_deck``): deck lists (OPTCGSim's among them) never
  name DON!! cards and the data sets hold none, so a list without a ``don`` section gets
  ``DON_DECK_SIZE`` copies of ``DON_CARD``; a list that names its own DON!! cards keeps them.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from desktop_app.engine.cards import CardDef
from desktop_app.engine.decks import DeckList, DeckProblem
from desktop_app.games._decks import codes, unknown_sections
from desktop_app.games._resources import game_facts

SECTIONS = game_facts("one-piece").sections
DECK_SIZE = 50
DON_DECK_SIZE = 10
COPIES = 4
MAIN_TYPES = ("character", "event", "stage")


def with_don_deck(deck: DeckList, don: CardDef) -> DeckList:
    """``deck`` with a DON!! deck of ``DON_DECK_SIZE`` cards ``don`` when it lists none: the game
    supplies it, deck lists never name it (OP 5-1-2, 3-3-1)."""
    if deck.section("don"):
        return deck
    return DeckList(deck.name, {**deck.sections, "don": (don,) * DON_DECK_SIZE})


#: OP 5-1-2-4: the card lifts the copy limit for its own card number
ANY_NUMBER = re.compile(
    r"under the rules of this game, you may have any number of this card in your deck", re.I
)
#: OP 5-1-2-4: the Leader forbids cards of a kind from a cost up
CANNOT_INCLUDE = re.compile(
    r"under the rules of this game, you cannot include (events|characters|stages|cards) "
    r"with a cost of (\d+) or more in your deck",
    re.I,
)


@dataclass(frozen=True)
class Exclusion:
    """A Leader's "you cannot include <kind> with a cost of N or more" (OP 5-1-2-4-1)."""

    kind: str  #: ``event``, ``character``, ``stage`` or ``""`` (any card)
    cost: int

    def excludes(self, card: CardDef) -> bool:
        cost = card.stat("cost")
        return (not self.kind or card.type == self.kind) and isinstance(cost, int) and cost >= self.cost

    def describe(self) -> str:
        kind = f"{self.kind.title()}s" if self.kind else "cards"
        return f"the Leader allows no {kind} with a cost of {self.cost} or more"


def exclusions(leader: CardDef) -> list[Exclusion]:
    """The deck-construction exclusions printed on ``leader`` (OP 5-1-2-4)."""
    return [
        Exclusion("" if kind.lower() == "cards" else kind.lower().rstrip("s"), int(cost))
        for kind, cost in CANNOT_INCLUDE.findall(leader.text)
    ]


def any_number(card: CardDef) -> bool:
    """Whether ``card`` may be in a deck in any number (OP 5-1-2-4)."""
    return bool(ANY_NUMBER.search(card.text))


def card_number(card: CardDef) -> str:
    """The card number the copy limit counts (OP 2-14-2): a parallel printing's base card."""
    base = card.stat("base_code")
    return base if isinstance(base, str) and base else card.code


def validate(deck: DeckList) -> list[DeckProblem]:
    """Every way ``deck`` breaks OP 5-1-2 (an empty list: the deck is legal)."""
    problems: list[DeckProblem] = []
    problems += unknown_sections(deck, "ONE PIECE", SECTIONS, "OP 5-1-2")
    leaders = deck.section("leader")
    if len(leaders) != 1:
        problems.append(
            DeckProblem(
                f"a deck has exactly 1 Leader card; this one has {len(leaders)}",
                "OP 5-1-2",
                "leader",
                codes(leaders),
            )
        )
    not_leaders = [card for card in leaders if card.type != "leader"]
    if not_leaders:
        problems.append(
            DeckProblem(
                "only a Leader card goes in the leader section", "OP 5-1-2", "leader", codes(not_leaders)
            )
        )
    main = deck.section("main")
    if len(main) != DECK_SIZE:
        problems.append(
            DeckProblem(
                f"the deck has {len(main)} cards; it must have exactly {DECK_SIZE}", "OP 5-1-2", "main"
            )
        )
    wrong = [card for card in main if card.type not in MAIN_TYPES]
    if wrong:
        problems.append(
            DeckProblem(
                "the deck may hold only Character, Event and Stage cards", "OP 5-1-2-1", "main", codes(wrong)
            )
        )
    if len(leaders) == 1 and leaders[0].type == "leader":
        allowed = set(leaders[0].colours)
        off = [card for card in main if not set(card.colours) <= allowed]
        if off:
            problems.append(
                DeckProblem(
                    f"every card must be of the Leader's colours ({', '.join(sorted(allowed)) or 'none'}); "
                    "a multicolour card counts as each of its colours",
                    "OP 5-1-2-2",
                    "main",
                    codes(off),
                )
            )
        for rule in exclusions(leaders[0]):  # OP 5-1-2-4: the Leader's own deck rule
            excluded = [card for card in main if rule.excludes(card)]
            if excluded:
                problems.append(DeckProblem(rule.describe(), "OP 5-1-2-4", "main", codes(excluded)))
    numbers = Counter(card_number(card) for card in main if not any_number(card))
    over = {number for number, count in numbers.items() if count > COPIES}
    if over:
        problems.append(
            DeckProblem(
                f"at most {COPIES} cards with the same card number: "
                + ", ".join(f"{n} ({numbers[n]})" for n in sorted(over)),
                "OP 5-1-2-3",
                "main",
                codes(card for card in main if card_number(card) in over),
            )
        )
    don = deck.section("don")
    if don and len(don) != DON_DECK_SIZE:
        problems.append(
            DeckProblem(
                f"the DON!! deck has {len(don)} cards; it must have exactly {DON_DECK_SIZE} "
                "(or leave it out: the game supplies it)",
                "OP 5-1-2",
                "don",
            )
        )
    not_don = [card for card in don if card.type != "don"]
    if not_don:
        problems.append(
            DeckProblem("the DON!! deck holds only DON!! cards", "OP 5-1-2", "don", codes(not_don))
        )
    return problems
