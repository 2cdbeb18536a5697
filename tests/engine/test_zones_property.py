"""Property tests of zone operations: whatever sequence of moves, shuffles, flips and turns is
applied, every card is in exactly one zone, ids stay unique, and no card is lost or made."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine.game import Game, GameSetup
from desktop_app.games import get_ruleset

RULES = get_ruleset("freeform")
DECKS = RULES.demo_decks()
ZONES = [f"p{p}.{z.name}" for p in (1, 2) for z in RULES.zones]

operation = st.one_of(
    st.tuples(
        st.just("move"), st.integers(0, 10_000), st.sampled_from(ZONES), st.sampled_from([None, 0, -1])
    ),
    st.tuples(st.just("shuffle"), st.sampled_from(ZONES)),
    st.tuples(st.just("flip"), st.integers(0, 10_000)),
    st.tuples(st.just("turn"), st.integers(0, 10_000), st.sampled_from(["upright", "turned"])),
)


def fresh() -> Game:
    return Game(RULES, GameSetup("freeform", "1", (DECKS[0], DECKS[1]), seed=3))


def check_consistent(game: Game, codes: Counter[tuple[int, str]]) -> None:
    seen: set[int] = set()
    for key in game.zone_keys():
        for card_id in game.ids(key):
            assert card_id not in seen, "a card is in two places"
            seen.add(card_id)
            assert game.card(card_id).zone == key
    assert seen == set(game.state.cards), "a card is in no zone, or a zone holds a card that does not exist"
    assert Counter((c.owner, c.code) for c in game.state.cards.values()) == codes


@settings(max_examples=60, deadline=None)
@given(st.lists(operation, max_size=40))
def test_zone_operations_conserve_cards(operations: list[tuple[object, ...]]) -> None:
    game = fresh()
    codes = Counter((c.owner, c.code) for c in game.state.cards.values())
    for op in operations:
        ids = sorted(game.state.cards)
        if op[0] == "move":
            _, pick, zone, index = op
            game.move(ids[int(pick) % len(ids)], str(zone), index=index)  # type: ignore[arg-type]
        elif op[0] == "shuffle":
            game.shuffle(str(op[1]))
        elif op[0] == "flip":
            card = game.card(ids[int(op[1]) % len(ids)])  # type: ignore[call-overload]
            game.set_face(card.id, not card.face_up)
        elif op[0] == "turn":
            game.set_state(ids[int(op[1]) % len(ids)], str(op[2]))  # type: ignore[call-overload]
        check_consistent(game, codes)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 10_000), st.sampled_from(ZONES)), min_size=1, max_size=15))
def test_a_moved_card_is_a_new_object(moves: list[tuple[int, str]]) -> None:
    # WS 3.1.4, OP 3-1-6, FoW 302.3, L&L 4.1.5: a card that changes zone becomes a new object
    game = fresh()
    for pick, zone in moves:
        ids = sorted(game.state.cards)
        old = game.card(ids[pick % len(ids)])
        new = game.move(old.id, zone)
        assert new is not None
        assert new.id != old.id and old.id not in game.state.cards
        assert new.counters == {} and new.revealed_to == frozenset()


def test_placing_at_the_bottom_and_top() -> None:
    game = fresh()
    library = game.ids("p1.library")
    first, second = game.cards_in("p1.hand")[:2]
    bottom = game.move(first.id, "p1.library", index=0)
    top = game.move(second.id, "p1.library")
    assert bottom is not None and top is not None
    assert library[0] == bottom.id and library[-1] == top.id
