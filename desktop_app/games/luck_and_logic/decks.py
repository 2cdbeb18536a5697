"""Luck & Logic deck construction (L&L 6.1).

Sections: ``covenanter`` (the My Logicalist, 0 or 1), ``main`` (50 cards), ``gate`` (the gate
deck, 10 gates) and ``tool`` (the tool deck, 0–4). Each broken rule is one ``DeckProblem``
naming the rule and the cards at fault.

Decisions: copies are counted by name across printings (6.1.1.1.2.1); a tool-deck card is one
whose text names its Tool Skill (6.1.1.4.2, 11.10: the data has no other mark of it), and the
tool deck's cards do not count towards the main deck's copies (6.1.1.4.3).
"""

from __future__ import annotations

from collections import Counter

from desktop_app.engine.decks import DeckList, DeckProblem
from desktop_app.games._decks import codes, unknown_sections
from desktop_app.games._resources import game_facts

SECTIONS = game_facts("luck-and-logic").sections
MAIN_SIZE = 50
PARADOXES = 8
COPIES = 4
GATE_DECK_SIZE = 10
GATES_PER_NUMBER = 2
TOOL_MAX = 4


def validate(deck: DeckList) -> list[DeckProblem]:
    """Every way ``deck`` breaks L&L 6.1 (an empty list: the deck is legal)."""
    problems: list[DeckProblem] = []
    problems += unknown_sections(deck, "Luck & Logic", SECTIONS, "L&L 6.1.1")
    main = deck.section("main")
    if len(main) != MAIN_SIZE:
        problems.append(
            DeckProblem(
                f"the main deck has {len(main)} cards; it must have {MAIN_SIZE}", "L&L 6.1.1.1.1", "main"
            )
        )
    names = Counter(card.name for card in main)
    over = {name for name, count in names.items() if count > COPIES}
    if over:
        problems.append(
            DeckProblem(
                f"at most {COPIES} cards with the same name: "
                + ", ".join(f"{name} ({names[name]})" for name in sorted(over)),
                "L&L 6.1.1.1.2",
                "main",
                codes(card for card in main if card.name in over),
            )
        )
    paradoxes = [card for card in main if card.type == "paradox"]
    if len(paradoxes) != PARADOXES:
        problems.append(
            DeckProblem(
                f"the main deck has {len(paradoxes)} paradox cards; it must have exactly {PARADOXES}",
                "L&L 6.1.1.1.3",
                "main",
                codes(paradoxes),
            )
        )
    barred = [card for card in main if card.type in ("gate", "my logicalist")]
    if barred:
        problems.append(
            DeckProblem(
                "no gate and no My Logicalist in the main deck", "L&L 6.1.1.1.4", "main", codes(barred)
            )
        )

    gates = deck.section("gate")
    if len(gates) != GATE_DECK_SIZE:
        problems.append(
            DeckProblem(
                f"the gate deck has {len(gates)} cards; it must have {GATE_DECK_SIZE}",
                "L&L 6.1.1.2.1",
                "gate",
            )
        )
    numbers = Counter(card.number("gate_number") for card in gates if card.type == "gate")
    crowded = {number for number, count in numbers.items() if count > GATES_PER_NUMBER}
    if crowded:
        problems.append(
            DeckProblem(
                f"at most {GATES_PER_NUMBER} gates with the same gate number: "
                + ", ".join(f"{number} ({numbers[number]})" for number in sorted(crowded)),
                "L&L 6.1.1.2.2",
                "gate",
                codes(c for c in gates if c.type == "gate" and c.number("gate_number") in crowded),
            )
        )
    not_gates = [card for card in gates if card.type != "gate"]
    if not_gates:
        problems.append(
            DeckProblem("the gate deck holds only gates", "L&L 6.1.1.2.3", "gate", codes(not_gates))
        )

    covenanter = deck.section("covenanter")
    if len(covenanter) > 1 or any(card.type != "my logicalist" for card in covenanter):
        problems.append(
            DeckProblem(
                f"the covenanter is at most one My Logicalist; this deck lists {len(covenanter)} card(s)",
                "L&L 6.1.1.3.1",
                "covenanter",
                codes(covenanter),
            )
        )

    tools = deck.section("tool")
    if len(tools) > TOOL_MAX:
        problems.append(
            DeckProblem(f"the tool deck has {len(tools)} cards; at most {TOOL_MAX}", "L&L 6.1.1.4.1", "tool")
        )
    no_skill = [card for card in tools if "tool skill" not in card.text.lower()]
    if no_skill:
        problems.append(
            DeckProblem(
                "only cards with a Tool Skill go in the tool deck", "L&L 6.1.1.4.2", "tool", codes(no_skill)
            )
        )
    return problems
