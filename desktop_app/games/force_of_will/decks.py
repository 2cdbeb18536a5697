"""Force of Will deck construction (FoW 402), as far as the card data shows it.

Sections: ``ruler`` (the ruler, and optionally its other side: see below), ``main`` (40–60),
``stones`` (the magic stone deck, 10–20), ``side`` (the sideboard, 317.1b: no rules, not
checked), ``extra`` (0–5, only with a [Grimoire] ruler) and ``rune`` (0–5). Each broken rule
is one ``DeckProblem`` naming the rule and the cards at fault.

Decisions:
- The ruler section may also list the ruler's other side (its J-ruler, the record's
  ``other_side``). It is the same physical card (402.2 counts one ruler), and listing it is
  what lets the table turn the ruler over in play; an imported deck without it is legal.
- Copy limits count names (402.3b, 402.5b, 402.6b, 402.7); the four-copy limit over main,
  extra and rune decks together (402.7) is reported under 402.3b when the main deck alone
  breaks it.
- [Grimoire] (402.5c, 1132) is read from the ruler's text; with its compiled "[Grimoire] N"
  the extra deck holds at most N cards, all chants (1132.2); that they are story chants is not
  checked (the data has no "story" mark, decision D99).
- Deck-rule changes printed on cards (402.8): a card's own copy limit ("You may have up to ten
  copies of this card in your magic stone deck", "any number of copies … in your deck": the
  ``copies`` of a compiled ``cont`` ability) replaces the four of 402.3b / 402.4c for its name
  in that deck, "You cannot use this card as your starting ruler" (a ruler that may not be
  the deck's ruler), and a ruler's "You may not have more than one copy of any card in your
  deck" (one of each name in the main deck, with the extra and rune decks as 402.7 counts them,
  and never more than one for a card allowing more of itself, D77); other changes are not
  applied.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from desktop_app.engine.cards import CardDef
from desktop_app.engine.decks import DeckList, DeckProblem
from desktop_app.games._decks import codes, unknown_sections
from desktop_app.games._resources import game_facts
from desktop_app.games.force_of_will.cards import (
    is_basic_stone,
    is_chant,
    is_magic_stone,
    is_master_rune,
    is_ruler,
    is_rune,
)

SECTIONS = game_facts("force-of-will").sections
MAIN_SIZE = (40, 60)
STONES_SIZE = (10, 20)
EXTRA_MAX = 5
RUNE_MAX = 5
COPIES = 4


def _over(
    cards: Iterable[CardDef], limit: int, section: str = "", cap: int | None = None
) -> tuple[dict[str, int], list[CardDef]]:
    """The names over their copy limit (``limit``, or the card's own, 402.8; never above ``cap``,
    a ruler's "not more than one copy of any card", D77), and the cards of those names."""
    cards = list(cards)
    names = Counter(card.name for card in cards)
    limits = {card.name: _own_limit(card, section, limit) for card in cards}
    if cap is not None:
        limits = {name: cap if own is None else min(own, cap) for name, own in limits.items()}
    over = {name: count for name, count in names.items() if (cap := limits[name]) is not None and count > cap}
    return over, [card for card in cards if card.name in over]


def _own_limit(card: CardDef, section: str, limit: int) -> int | None:
    """FoW 402.8: the copies of ``card`` the ``section`` (``main``, ``stones``) may hold by its
    own text (``None``: any number), else ``limit``."""
    for ability in card.abilities:
        if ability.params.get("copies_in") == section:
            copies = ability.params.get("copies")
            return copies if isinstance(copies, int) else None
    return limit


def _listed(over: dict[str, int]) -> str:
    return ", ".join(f"{name} ({count})" for name, count in sorted(over.items()))


def ruler_of(deck: DeckList) -> CardDef | None:
    """The deck's ruler: the ruler section's card that is not a J-ruler side, if there is one."""
    return next((card for card in deck.section("ruler") if card.type != "j-ruler"), None)


def validate(deck: DeckList) -> list[DeckProblem]:
    """Every way ``deck`` breaks FoW 402 (an empty list: the deck is legal)."""
    problems: list[DeckProblem] = []
    problems += unknown_sections(deck, "Force of Will", SECTIONS, "FoW 402.1")
    problems += _ruler_problems(deck)
    ruler = ruler_of(deck)
    main, stones, extra, rune = (deck.section(name) for name in ("main", "stones", "extra", "rune"))

    low, high = MAIN_SIZE
    if not low <= len(main) <= high:
        problems.append(
            DeckProblem(
                f"the main deck has {len(main)} cards; it needs {low} to {high}", "FoW 402.3a", "main"
            )
        )
    barred = [c for c in main if is_ruler(c) or is_magic_stone(c) or (is_rune(c) and not is_chant(c))]
    if barred:
        problems.append(
            DeckProblem(
                "the main deck holds no ruler, no magic stone and no rune without the chant type",
                "FoW 402.3",
                "main",
                codes(barred),
            )
        )
    allowed = _deck_attributes(ruler)
    if allowed is not None:  # FoW 402.8: the ruler's "You may have only light and/or fire cards …"
        outside = [c for c in main if not c.colours or not set(c.colours) <= allowed]
        if outside:
            problems.append(
                DeckProblem(
                    f"{ruler.name if ruler else 'the ruler'} allows only {' and/or '.join(sorted(allowed))} "
                    "cards with no other attribute in the main deck",
                    "FoW 402.8",
                    "main",
                    codes(outside),
                )
            )
    cap = _deck_copies(ruler)  # FoW 402.8: the ruler's "not more than one copy of any card"
    main_over, _ = _over(main, COPIES, "main", cap)
    over, offenders = _over([*main, *extra, *rune], COPIES, "main", cap)
    if over:
        problems.append(
            DeckProblem(
                f"at most {COPIES if cap is None else cap} cards with the same name: {_listed(over)}",
                "FoW 402.3b" if main_over else "FoW 402.7",
                "main",
                codes(offenders),
            )
        )

    low, high = STONES_SIZE
    if not low <= len(stones) <= high:
        problems.append(
            DeckProblem(
                f"the magic stone deck has {len(stones)} cards; it needs {low} to {high}",
                "FoW 402.4a",
                "stones",
            )
        )
    not_stones = [c for c in stones if not is_magic_stone(c)]
    if not_stones:
        problems.append(
            DeckProblem(
                "the magic stone deck holds only magic stones", "FoW 402.4", "stones", codes(not_stones)
            )
        )
    over, offenders = _over((c for c in stones if not is_basic_stone(c)), COPIES, "stones")
    if over:
        problems.append(
            DeckProblem(
                f"at most {COPIES} of a non-basic magic stone: {_listed(over)}",
                "FoW 402.4c",
                "stones",
                codes(offenders),
            )
        )

    if len(extra) > EXTRA_MAX:
        problems.append(
            DeckProblem(f"the extra deck has {len(extra)} cards; at most {EXTRA_MAX}", "FoW 402.5a", "extra")
        )
    barred = [c for c in extra if is_ruler(c) or is_magic_stone(c)]
    if barred:
        problems.append(
            DeckProblem(
                "the extra deck holds no ruler and no magic stone", "FoW 402.5", "extra", codes(barred)
            )
        )
    over, offenders = _over(extra, 1)
    if over:
        problems.append(
            DeckProblem(
                f"one copy of a name in the extra deck: {_listed(over)}",
                "FoW 402.5b",
                "extra",
                codes(offenders),
            )
        )
    if extra and (ruler is None or "[Grimoire" not in ruler.text):
        problems.append(
            DeckProblem(
                "only a ruler with [Grimoire] may have an extra deck", "FoW 402.5c", "extra", codes(extra)
            )
        )
    grimoire = next((a for a in ruler.abilities if a.keyword == "grimoire"), None) if ruler else None
    if grimoire is not None:  # FoW 1132.2: "an extra deck of up to <number> story chants"
        most = int(grimoire.params.get("n", EXTRA_MAX))
        if len(extra) > most:
            problems.append(
                DeckProblem(
                    f"[Grimoire] {most} allows at most {most} cards in the extra deck",
                    "FoW 1132.2",
                    "extra",
                )
            )
        not_chants = [c for c in extra if not is_chant(c)]
        if not_chants:
            problems.append(
                DeckProblem(
                    "[Grimoire]'s extra deck holds only (story) chants",
                    "FoW 1132.2",
                    "extra",
                    codes(not_chants),
                )
            )

    if len(rune) > RUNE_MAX:
        problems.append(
            DeckProblem(f"the rune deck has {len(rune)} cards; at most {RUNE_MAX}", "FoW 402.6a", "rune")
        )
    not_runes = [c for c in rune if not is_rune(c)]
    if not_runes:
        problems.append(DeckProblem("the rune deck holds only runes", "FoW 402.6", "rune", codes(not_runes)))
    over, offenders = _over(rune, 1)
    if over:
        problems.append(
            DeckProblem(
                f"one copy of a name in the rune deck: {_listed(over)}",
                "FoW 402.6b",
                "rune",
                codes(offenders),
            )
        )
    masters = [c for c in rune if is_master_rune(c)]
    if len(masters) > 1:
        problems.append(DeckProblem("at most one master rune", "FoW 402.6c", "rune", codes(masters)))
    if ruler is not None:
        foreign = [
            c for c in rune if is_rune(c) and not is_chant(c) and not set(c.colours) & set(ruler.colours)
        ]
        if foreign:
            problems.append(
                DeckProblem(
                    "a rune without the chant type must share an attribute with the ruler",
                    "FoW 402.6d",
                    "rune",
                    codes(foreign),
                )
            )
    return problems


def _deck_attributes(ruler: CardDef | None) -> set[str] | None:
    """The attributes a ruler's deck rule allows (tag ``deck_attributes``, 402.8), or ``None``."""
    for ability in ruler.abilities if ruler is not None else ():
        if "deck_attributes" in ability.tags and ability.automated:
            return {str(a) for a in ability.params.get("attributes", ())}
    return None


def _deck_copies(ruler: CardDef | None) -> int | None:
    """The copies of a name a ruler's deck rule allows in the main deck (tag ``deck_copies``,
    402.8: "You may not have more than one copy of any card in your deck"), or ``None``."""
    for ability in ruler.abilities if ruler is not None else ():
        if "deck_copies" in ability.tags and ability.automated:
            return int(ability.params["copies"])
    return None


def _ruler_problems(deck: DeckList) -> list[DeckProblem]:
    section = deck.section("ruler")
    rulers = [c for c in section if c.type != "j-ruler"]
    if len(rulers) != 1 or not is_ruler(rulers[0]):
        return [
            DeckProblem(
                f"a deck has exactly one ruler; the ruler section lists {len(rulers)} besides J-ruler sides",
                "FoW 402.2",
                "ruler",
                codes(rulers),
            )
        ]
    ruler = rulers[0]
    if any("not_starting_ruler" in a.tags for a in ruler.abilities):  # 402.8: "You cannot use this card …"
        return [DeckProblem(f"{ruler.name} cannot be a starting ruler", "FoW 402.8", "ruler", codes([ruler]))]
    strays = [
        c
        for c in section
        if c is not ruler and not (c.stat("other_side") == ruler.code or ruler.stat("other_side") == c.code)
    ]
    if strays:
        return [
            DeckProblem(
                f"the ruler section holds the ruler and only its other side ({ruler.stat('other_side')})",
                "FoW 402.2",
                "ruler",
                codes(strays),
            )
        ]
    return []
