"""The deck statistics and drawing odds against numbers worked out by hand."""

from __future__ import annotations

import pytest

from card_db import CardRecord
from desktop_app.bridge.deck_rules import DrawPlan, deck_rules
from desktop_app.ui.deck_editor.stats import chance_at_least, deck_statistics, odds_by_turn, sample_hand


def card(
    code: str, card_type: str = "character", colours: tuple[str, ...] = ("red",), **fields: object
) -> CardRecord:
    return CardRecord("weiss-schwarz", code, f"Card {code}", card_type, colours, fields=dict(fields))


# ---------------------------------------------------------------- the hypergeometric chance
def test_one_of_four_in_an_opening_hand_of_five_from_fifty() -> None:
    # P(none) = C(46,5) / C(50,5) = 1,370,754 / 2,118,760; P(at least one) = 748,006 / 2,118,760
    assert chance_at_least(50, 4, 5) == pytest.approx(748_006 / 2_118_760)
    assert chance_at_least(50, 4, 5) == pytest.approx(0.353040, abs=1e-6)


def test_at_least_two_of_four_in_seven_cards() -> None:
    # P(0) = C(46,7)/C(50,7) = 53,524,680 / 99,884,400; P(1) = 4·C(46,6)/C(50,7) = 37,467,276 / 99,884,400
    # P(at least 2) = 1 - 90,991,956 / 99,884,400 = 8,892,444 / 99,884,400
    assert chance_at_least(50, 4, 7, wanted=2) == pytest.approx(8_892_444 / 99_884_400)
    assert chance_at_least(50, 4, 7, wanted=2) == pytest.approx(0.089027, abs=1e-6)


def test_small_cases_by_counting() -> None:
    # 4 cards, 1 of them the one we want, draw 2: it is in 3 of the C(4,2) = 6 pairs
    assert chance_at_least(4, 1, 2) == pytest.approx(0.5)
    # drawing the whole deck finds every copy; drawing nothing finds none
    assert chance_at_least(10, 2, 10, wanted=2) == 1.0
    assert chance_at_least(10, 2, 0) == 0.0
    # no copies, or wanting more copies than there are
    assert chance_at_least(50, 0, 10) == 0.0
    assert chance_at_least(50, 2, 10, wanted=3) == 0.0
    # wanting none is certain; an empty deck offers nothing
    assert chance_at_least(50, 2, 5, wanted=0) == 1.0
    assert chance_at_least(0, 0, 5) == 0.0


def test_more_draws_than_cards_draws_them_all() -> None:
    assert chance_at_least(6, 1, 40) == 1.0


# ---------------------------------------------------------------- turns and draw plans
def plan(game: str) -> DrawPlan:
    return deck_rules(game).draw_plan


def test_cards_seen_by_turn() -> None:
    op = plan("one-piece")  # 5 in hand; the first player skips the first draw
    assert [op.cards_seen(t, going_first=True) for t in (1, 2, 3)] == [5, 6, 7]
    assert [op.cards_seen(t, going_first=False) for t in (1, 2, 3)] == [6, 7, 8]
    ws = plan("weiss-schwarz")  # 5 in hand; every turn draws, the first one too
    assert [ws.cards_seen(t) for t in (1, 2, 3)] == [6, 7, 8]
    ll = plan("luck-and-logic")  # 5 in hand, 2 a turn
    assert [ll.cards_seen(t) for t in (1, 2)] == [7, 9]


def test_odds_by_turn_for_a_one_piece_deck() -> None:
    rows = odds_by_turn(plan("one-piece"), 50, 4, 3, going_first=True)
    assert [(r.turn, r.seen) for r in rows] == [(1, 5), (2, 6), (3, 7)]
    # by turn 3 going first: 7 cards seen; 1 - C(46,7)/C(50,7) = 46,359,720 / 99,884,400
    assert rows[2].chance == pytest.approx(46_359_720 / 99_884_400)
    second = odds_by_turn(plan("one-piece"), 50, 4, 3, going_first=False)
    # going second: 8 cards by turn 3; 1 - C(46,8)/C(50,8)
    assert second[2].seen == 8
    assert second[2].chance == pytest.approx(1 - 260_932_815 / 536_878_650)


def test_the_editor_takes_the_draw_plan_from_the_rules() -> None:
    from desktop_app.games.freeform.rules import FreeformRules

    assert plan("freeform").opening_hand == FreeformRules.options["opening_hand"]
    assert plan("force-of-will") == DrawPlan(5, 1, True, "FoW 403.5, 502.3")
    assert deck_rules("a-game-without-rules").draw_plan.opening_hand == 5


# ---------------------------------------------------------------- the charts' numbers
def test_weiss_schwarz_statistics() -> None:
    entries = [
        (card("A", level=0, triggers=[]), 4),
        (card("B", colours=("yellow",), level=1, triggers=["soul"]), 3),
        (card("C", level=3, triggers=["soul", "soul"]), 2),
        (card("X", "climax", ("yellow",), triggers=["draw"]), 8),
    ]
    stats = deck_statistics("weiss-schwarz", entries)
    assert stats.cards == 17
    assert stats.curve_title == "Level"
    assert [(t.label, t.count) for t in stats.curve] == [("0", 4), ("1", 3), ("2", 0), ("3", 2)]
    assert {t.key: t.count for t in stats.colours} == {"red": 6, "yellow": 11}
    assert {t.key: t.count for t in stats.types} == {"character": 9, "climax": 8}
    # each icon counts: the double soul icon twice per copy (2 copies -> 4)
    assert {t.key: t.count for t in stats.extra} == {"soul": 3 + 4, "draw": 8}


def test_one_piece_counters_leave_the_leader_out() -> None:
    def op(code: str, card_type: str, **fields: object) -> CardRecord:
        return CardRecord("one-piece", code, code, card_type, ("red",), fields=dict(fields))

    entries = [
        (op("L", "leader", life=5), 1),
        (op("C1", "character", cost=1, counter=1000), 4),
        (op("C2", "character", cost=2, counter=2000), 2),
        (op("E", "event", cost=1), 3),
    ]
    stats = deck_statistics("one-piece", entries)
    assert stats.extra_title == "Counter"
    assert [(t.label, t.count) for t in stats.extra] == [("none", 3), ("+1000", 4), ("+2000", 2)]
    assert [(t.label, t.count) for t in stats.curve] == [("0", 0), ("1", 7), ("2", 2)]


def test_sample_hand_is_the_seeds_shuffle() -> None:
    entries = [(card(f"C{i}"), 4) for i in range(10)]
    first = sample_hand(entries, 5, seed=3)
    assert len(first) == 5
    assert sample_hand(entries, 5, seed=3) == first
    assert [sample_hand(entries, 5, seed=s) for s in range(1, 6)] != [first] * 5
    assert sample_hand([], 5, seed=1) == []
    assert len(sample_hand(entries[:1], 7, seed=1)) == 4


def test_a_plan_without_a_skipped_draw_ignores_going_second() -> None:
    plan = DrawPlan(5, 1, False, "")
    assert plan.cards_seen(2, going_first=True) == plan.cards_seen(2, going_first=False) == 7
