"""Deck construction, L&L 6.1, with the digest's acceptance tests 1 and 2."""

from __future__ import annotations

from dataclasses import replace

from games.luck_and_logic.ll_helpers import DECKS, DEMO, RULES

from desktop_app.engine.cards import CardDef
from desktop_app.engine.decks import DeckList

BASE = DECKS["Solara Dawn"]


def deck(**sections: list[CardDef]) -> DeckList:
    base = {name: list(cards) for name, cards in BASE.sections.items()}
    base.update(sections)
    return DeckList("test", {name: tuple(cards) for name, cards in base.items()})


def broken(deck_list: DeckList) -> list[str]:
    return [problem.rule for problem in RULES.validate_deck(deck_list)]


def main_without(code: str, count: int = 1) -> list[CardDef]:
    main = list(BASE.section("main"))
    for _ in range(count):
        main.remove(DEMO[code])
    return main


def test_demo_decks_are_legal() -> None:
    assert len(DECKS) == 2 and all(RULES.validate_deck(d) == [] for d in DECKS.values())
    assert RULES.validate_deck(deck(covenanter=[])) == []  # 0 My Logicalists is legal too


def test_acceptance_1_seven_paradoxes() -> None:  # L&L 6.1.1.1.3
    problems = RULES.validate_deck(deck(main=[*main_without("LLD-P01"), DEMO["LLD-111"]]))
    assert [p.rule for p in problems] == ["L&L 6.1.1.1.3"]


def test_acceptance_1_five_of_a_name_across_printings() -> None:  # L&L 6.1.1.1.2, 6.1.1.1.2.1
    other_rarity = replace(DEMO["LLD-102"], code="LLD-102-SR")
    problems = RULES.validate_deck(deck(main=[*main_without("LLD-111"), other_rarity]))
    assert [p.rule for p in problems] == ["L&L 6.1.1.1.2"]
    assert problems[0].codes == ("LLD-102", "LLD-102-SR")


def test_acceptance_1_a_fifth_copy_in_the_tool_deck_is_fine() -> None:  # L&L 6.1.1.4.3
    tool_copy = replace(DEMO["LLD-102"], code="LLD-102-T", text="[Tool Skill] Draw a card.")
    assert broken(deck(tool=[tool_copy])) == []


def test_main_deck_size_and_barred_cards() -> None:  # L&L 6.1.1.1.1, 6.1.1.1.4
    assert broken(deck(main=main_without("LLD-111"))) == ["L&L 6.1.1.1.1"]
    assert broken(deck(main=[*main_without("LLD-111"), DEMO["LLD-G01"]])) == ["L&L 6.1.1.1.4"]


def test_acceptance_2_gate_deck() -> None:  # L&L 6.1.1.2
    gates = list(BASE.section("gate"))
    three_of_number_3 = [*gates[:-1], DEMO["LLD-G03"]]
    problems = RULES.validate_deck(deck(gate=three_of_number_3))
    assert [p.rule for p in problems] == ["L&L 6.1.1.2.2"] and problems[0].codes == ("LLD-G03",)
    assert broken(deck(gate=gates[:9])) == ["L&L 6.1.1.2.1"]
    assert broken(deck(gate=[*gates[:9], DEMO["LLD-101"]])) == ["L&L 6.1.1.2.3"]


def test_at_most_one_my_logicalist() -> None:  # L&L 6.1.1.3.1
    assert broken(deck(covenanter=[DEMO["LLD-ML1"], DEMO["LLD-ML1"]])) == ["L&L 6.1.1.3.1"]
    assert broken(deck(covenanter=[DEMO["LLD-101"]])) == ["L&L 6.1.1.3.1"]


def test_tool_deck() -> None:  # L&L 6.1.1.4.1, 6.1.1.4.2
    tool = replace(DEMO["LLD-110"], code="LLD-T", text="[Tool Skill] Stock Boost 1.")
    assert broken(deck(tool=[tool] * 5)) == ["L&L 6.1.1.4.1"]
    assert broken(deck(tool=[DEMO["LLD-110"]])) == ["L&L 6.1.1.4.2"]
