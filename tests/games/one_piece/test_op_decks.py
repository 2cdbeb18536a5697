"""Deck construction, OP 5-1-2, with the digest's acceptance tests A01 and A02."""

from __future__ import annotations

from dataclasses import replace

import pytest
from games.one_piece.op_helpers import DEMO, DON, LEADER, RULES

from desktop_app.engine.cards import CardDef
from desktop_app.engine.decks import DeckList
from desktop_app.engine.game import Game, GameSetup

RED_CARDS = [f"OPD-{n:03d}" for n in range(1, 13)]  # twelve red Character/Event cards


def deck(leader: str = LEADER, main: list[CardDef] | None = None, don: int = 10) -> DeckList:
    if main is None:
        main = [DEMO[code] for code in RED_CARDS for _ in range(4)] + [DEMO["OPD-013"]] * 2
    return DeckList("test", {"leader": (DEMO[leader],), "main": tuple(main), "don": (DEMO[DON],) * don})


def rules_broken(deck_list: DeckList) -> list[str]:
    return [problem.rule for problem in RULES.validate_deck(deck_list)]


def test_demo_decks_are_legal() -> None:
    decks = RULES.demo_decks()
    assert len(decks) == 2
    for deck_list in decks:
        assert RULES.validate_deck(deck_list) == []


def test_a01_multicolour_card_under_a_mono_colour_leader() -> None:  # OP 5-1-2-2, 2-3-5
    main = list(deck().section("main"))
    main[0] = DEMO["OPD-033"]  # red/green
    problems = RULES.validate_deck(deck(main=main))
    assert [p.rule for p in problems] == ["OP 5-1-2-2"]
    assert problems[0].codes == ("OPD-033",)
    two_colours = replace(DEMO["OPD-L02"], code="T-L", colours=("red", "green"))
    both = DeckList("test", {"leader": (two_colours,), "main": tuple(main)})
    assert RULES.validate_deck(both) == []  # a red/green Leader


def test_a02_five_copies_of_one_card_number() -> None:  # OP 5-1-2-3
    main = list(deck().section("main"))
    main[-1] = DEMO["OPD-001"]
    problems = RULES.validate_deck(deck(main=main))
    assert [p.rule for p in problems] == ["OP 5-1-2-3"]
    assert problems[0].codes == ("OPD-001",)


@pytest.mark.parametrize("size", [49, 51])
def test_a02_deck_of_the_wrong_size(size: int) -> None:  # OP 5-1-2
    main = list(deck().section("main"))
    main = main[:size] if size < 50 else [*main, DEMO["OPD-013"]]
    assert rules_broken(deck(main=main)) == ["OP 5-1-2"]


def test_a02_leader_among_the_fifty() -> None:  # OP 5-1-2-1
    main = list(deck().section("main"))
    main[-1] = DEMO[LEADER]
    assert rules_broken(deck(main=main)) == ["OP 5-1-2-1"]


def test_a02_nine_card_don_deck() -> None:  # OP 5-1-2
    assert rules_broken(deck(don=9)) == ["OP 5-1-2"]


def test_a02_same_name_different_numbers_may_have_four_each() -> None:  # OP 5-1-2-3, 2-14-2
    twin = replace(DEMO["OPD-013"], code="OPD-013B")  # the same name under another card number
    main = [DEMO[code] for code in RED_CARDS[:10] for _ in range(4)] + [DEMO["OPD-011"]] * 2
    main += [DEMO["OPD-013"]] * 4 + [twin] * 4
    assert len(main) == 50 and sum(1 for c in main if c.name == "Cinder Harbor") == 8
    assert RULES.validate_deck(deck(main=main)) == []


def test_parallel_printings_count_with_their_base_card() -> None:  # OP 2-14-2
    parallel = replace(
        DEMO["OPD-001"], code="OPD-001_p1", stats={**DEMO["OPD-001"].stats, "base_code": "OPD-001"}
    )
    main = list(deck().section("main"))
    main[-1] = parallel
    problems = RULES.validate_deck(deck(main=main))
    assert [p.rule for p in problems] == ["OP 5-1-2-3"]
    assert problems[0].codes == ("OPD-001", "OPD-001_p1")


def test_no_leader_and_unknown_sections_are_named() -> None:
    problems = RULES.validate_deck(
        DeckList("x", {"main": deck().section("main"), "side": (DEMO["OPD-001"],)})
    )
    assert [p.rule for p in problems] == ["OP 5-1-2", "OP 5-1-2"]
    assert "side" in problems[0].message and "Leader" in problems[1].message


def test_a_list_without_don_gets_the_games_don_deck() -> None:  # OP 5-1-2
    listed = deck()
    listed = DeckList("optcgsim", {"leader": listed.section("leader"), "main": listed.section("main")})
    assert RULES.validate_deck(listed) == []
    supplied = RULES.supplied_cards(listed)
    assert [card.type for card in supplied.section("don")] == ["don"] * 10
    assert RULES.supplied_cards(deck(don=9)).size("don") == 9  # a list naming its DON!! keeps them


def test_a_deck_without_don_is_legal_and_the_game_supplies_ten() -> None:  # OP 5-1-2, 3-3-1
    listed = DeckList("sim", {"leader": (DEMO[LEADER],), "main": deck().section("main")})
    assert RULES.validate_deck(listed) == []
    game = Game(RULES, GameSetup(RULES.game_id, RULES.rules_version, (listed, listed), 1))
    assert game.count("p1.don_deck") + game.count("p1.cost") == 10
    assert game.count("p2.don_deck") == 10


# OP 5-1-2-4: deck-construction effects printed on cards replace the rules above (the texts are
# the real cards' wording, from the OPTCGSim data sets)
ANY_NUMBER_TEXT = "Under the rules of this game, you may have any number of this card in your deck."
NO_EVENTS_TEXT = (
    "Under the rules of this game, you cannot include Events with a cost of 2 or more in your deck "
    "and at the start of the game, play up to 1 {Mary Geoise} type Stage card from your deck."
)
NO_COST_FIVE_TEXT = (
    "Under the rules of this game, you cannot include cards with a cost of 5 or more in your deck."
)


def test_a_card_printed_any_number_lifts_the_copy_limit() -> None:  # OP 5-1-2-4, 5-1-2-3
    many = replace(DEMO["OPD-001"], text=ANY_NUMBER_TEXT)
    main = [c for c in deck().section("main") if c.code not in ("OPD-001", "OPD-002")]
    main += [many] * (50 - len(main))
    assert sum(1 for c in main if c.code == "OPD-001") == 8
    assert rules_broken(deck(main=main)) == []
    plain = [DEMO["OPD-001"] if c is many else c for c in main]
    assert rules_broken(deck(main=plain)) == ["OP 5-1-2-3"]  # the same list without the text


@pytest.mark.parametrize(
    ("text", "broken"),
    [
        (NO_EVENTS_TEXT, ["OPD-011"]),  # Scorching Order costs 2; Cinder Volley 1
        (NO_COST_FIVE_TEXT, ["OPD-009", "OPD-006"]),  # Blaze Admiral Korr 7, First Mate Saffi 5
    ],
)
def test_a_leader_that_forbids_cards_of_a_cost(text: str, broken: list[str]) -> None:  # OP 5-1-2-4-1
    leader = replace(DEMO[LEADER], code="T-L01", text=text)
    main = [DEMO[code] for code in RED_CARDS for _ in range(4)] + [DEMO["OPD-013"]] * 2
    problems = RULES.validate_deck(
        DeckList("test", {"leader": (leader,), "main": tuple(main), "don": (DEMO[DON],) * 10})
    )
    assert [p.rule for p in problems] == ["OP 5-1-2-4"]
    assert sorted(set(problems[0].codes)) == sorted(broken)
    assert "or more" in problems[0].message
