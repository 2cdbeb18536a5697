"""The numbers deck builders look at: curve, colours, types, trigger icons or counters, odds.

Plain Python over card records (no Qt), so each figure is easy to test by hand:

- ``deck_statistics(game, entries)``: the counts the charts draw, over the main deck;
- ``chance_at_least(population, successes, draws, wanted)``: the hypergeometric chance of
  at least ``wanted`` of ``successes`` cards among ``draws`` cards from ``population``;
- ``odds_by_turn``: that chance for one card by each turn, with the game's opening hand and
  draws (``DrawPlan``);
- ``sample_hand``: an opening hand from a seeded shuffle.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from math import comb

from card_db import CardRecord
from desktop_app.bridge.deck_rules import DrawPlan

#: A deck section's contents: ``(record, copies)`` pairs.
Entries = Sequence[tuple[CardRecord, int]]


@dataclass(frozen=True)
class Tally:
    """A labelled count for one bar of a chart (``key`` is the raw value, e.g. a colour word)."""

    label: str
    count: int
    key: str = ""


@dataclass(frozen=True)
class DeckStatistics:
    """The charts' numbers for a deck's main section.

    Attributes:
        cards: how many cards were counted.
        curve_title: ``Level`` or ``Cost``.
        curve: cards per level or cost, lowest first (cards without one are left out).
        colours: cards per colour (a card of two colours counts in both, so the bars may add up
            to more than ``cards``).
        types: cards per type.
        extra_title: ``Trigger icons`` (WS), ``Counter`` (OP), ``Races`` (FoW), ``Territory``
            (L&L), or empty.
        extra: the icons (each icon counted, a double icon twice), counter values (cards
            without a counter as ``none``; leaders left out), races, or territories.
    """

    cards: int
    curve_title: str
    curve: tuple[Tally, ...]
    colours: tuple[Tally, ...]
    types: tuple[Tally, ...]
    extra_title: str
    extra: tuple[Tally, ...]


def _number(record: CardRecord, *names: str) -> int | None:
    for name in names:
        value = record.fields.get(name)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def deck_statistics(game: str, entries: Entries) -> DeckStatistics:
    """The statistics of ``entries`` (normally the main deck) for ``game``'s charts."""
    if game in ("weiss-schwarz", "luck-and-logic"):
        curve_title, curve_fields = "Level", ("level",)
    elif game == "force-of-will":
        curve_title, curve_fields = "Total cost", ("total_cost",)
    else:
        curve_title, curve_fields = "Cost", ("cost",)
    curve: Counter[int] = Counter()
    colours: Counter[str] = Counter()
    types: Counter[str] = Counter()
    extra: Counter[str] = Counter()
    cards = 0
    for record, count in entries:
        cards += count
        value = _number(record, *curve_fields)
        if value is not None:
            curve[value] += count
        for colour in record.colours:
            colours[colour] += count
        types[record.type] += count
        if game == "weiss-schwarz":
            for icon in record.fields.get("triggers") or ():
                extra[str(icon)] += count
        elif game == "one-piece" and record.type in ("character", "event", "stage"):
            counter = _number(record, "counter")
            extra[str(counter or 0)] += count
        elif game == "force-of-will":
            for race in record.fields.get("races") or ():
                extra[str(race)] += count
        elif game == "luck-and-logic":
            territory = _number(record, "territory")
            if territory is not None:
                extra[str(territory)] += count
    if curve:
        low, high = min(0, *curve), max(curve)
        curve_tallies = tuple(Tally(str(v), curve.get(v, 0), str(v)) for v in range(low, high + 1))
    else:
        curve_tallies = ()
    extra_title = {
        "weiss-schwarz": "Trigger icons",
        "one-piece": "Counter",
        "force-of-will": "Races",
        "luck-and-logic": "Territory",
    }.get(game, "")
    if game == "one-piece":
        extra_items = sorted(extra.items(), key=lambda item: int(item[0]))
        extra_tallies = tuple(Tally("none" if k == "0" else f"+{k}", n, k) for k, n in extra_items)
    elif game == "luck-and-logic":
        extra_items = sorted(extra.items(), key=lambda item: int(item[0]))
        extra_tallies = tuple(Tally(f"{k} circle{'s' if k != '1' else ''}", n, k) for k, n in extra_items)
    else:
        ranked = sorted(extra.items(), key=lambda i: (-i[1], i[0]))
        if game == "force-of-will":
            extra_tallies = tuple(Tally(k, n, k) for k, n in ranked[:8])  # the eight commonest races
        else:
            extra_tallies = tuple(Tally(k.title(), n, k) for k, n in ranked)
    return DeckStatistics(
        cards,
        curve_title,
        curve_tallies,
        tuple(Tally(k.title(), n, k) for k, n in sorted(colours.items(), key=lambda i: (-i[1], i[0]))),
        tuple(Tally(k.title(), n, k) for k, n in sorted(types.items(), key=lambda i: (-i[1], i[0]))),
        extra_title,
        extra_tallies,
    )


def chance_at_least(population: int, successes: int, draws: int, wanted: int = 1) -> float:
    """The chance of at least ``wanted`` successes among ``draws`` cards drawn without
    replacement from ``population`` cards of which ``successes`` are successes (hypergeometric).

    Out-of-range arguments are clamped: drawing more cards than there are draws them all.
    """
    if population <= 0 or wanted <= 0:
        return 1.0 if wanted <= 0 else 0.0
    successes = max(0, min(successes, population))
    draws = max(0, min(draws, population))
    total = comb(population, draws)
    hits = sum(
        comb(successes, k) * comb(population - successes, draws - k)
        for k in range(wanted, min(successes, draws) + 1)
    )
    return hits / total


@dataclass(frozen=True)
class TurnOdds:
    """The chance of having drawn the card by one turn."""

    turn: int
    seen: int
    chance: float


def odds_by_turn(
    plan: DrawPlan, deck_size: int, copies: int, turns: int, *, going_first: bool = True, wanted: int = 1
) -> list[TurnOdds]:
    """For turns 1..``turns``: the chance of at least ``wanted`` of ``copies`` cards among the
    cards drawn by that turn's draw phase (opening hand included; a mulligan not counted)."""
    rows = []
    for turn in range(1, turns + 1):
        seen = plan.cards_seen(turn, going_first=going_first)
        rows.append(TurnOdds(turn, min(seen, deck_size), chance_at_least(deck_size, copies, seen, wanted)))
    return rows


def sample_hand(entries: Entries, size: int, seed: int) -> list[CardRecord]:
    """The first ``size`` cards of the deck shuffled with ``seed`` (the same seed, the same hand)."""
    cards = [record for record, count in entries for _ in range(count)]
    random.Random(seed).shuffle(cards)
    return cards[:size]
