"""A card's abilities printed one after another without a line break (decision B34).

Some packs of the upstream export (OP-17, EB-01, ST-31, ST-34, ST-36) join a card's abilities
with a space where the card prints a new line. The compiler cuts such a line where a new
ability begins: a timing, condition mark or keyword (OP 8-1-3-1-1, 8-1-3-2-1, 10-1, 10-2) that
opens a sentence or follows the keywords alone that open the line. The texts below are those
packs' exact texts (``effect`` field), with their card codes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from games.one_piece.op_helpers import TEST_LEADER

from desktop_app.cli import main
from desktop_app.games.one_piece.compiler import ability_texts, compile_text
from desktop_app.scenarios.runner import ScenarioRun

OP17_005 = [
    "If your opponent has a Character with 10000 power or more, give this card in your hand −4 cost.",
    "[On Play] Your monocolored Leader's base power becomes 8000 until the end of your "
    "opponent's next End Phase.",
]
OP17_009 = [
    "[Opponent's Turn] This Character gains +3000 power.",
    "[On Play] K.O. up to 1 of your opponent's Characters with 2000 base power or less.",
]


@pytest.mark.parametrize(
    ("code", "text", "abilities"),
    [
        ("OP17-005", " ".join(OP17_005), OP17_005),  # after a full stop (OP 8-1-3-1-1)
        ("OP17-009", " ".join(OP17_009), OP17_009),
        (  # after a keyword's reminder text (OP 10-1-4)
            "OP17-012",
            "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new "
            "target of the attack.) [On K.O.] Play up to 1 card with a cost of 1 and a type including "
            '"Whitebeard Pirates" from your hand.',
            [
                "[Blocker] (After your opponent declares an attack, you may rest this card to "
                "make it the new "
                "target of the attack.)",
                '[On K.O.] Play up to 1 card with a cost of 1 and a type including "Whitebeard '
                'Pirates" from your hand.',
            ],
        ),
        (  # after the keywords alone that open the line (OP 10-1)
            "OP17-029",
            "[Blocker] [On Play] Set up to 1 of your DON!! cards as active. Then, rest up to 2 of your "
            "opponent's Characters with a cost of 2 or less.",
            [
                "[Blocker]",
                "[On Play] Set up to 1 of your DON!! cards as active. Then, rest up to 2 of your "
                "opponent's Characters with a cost of 2 or less.",
            ],
        ),
        (  # a condition mark and [Once Per Turn] open one ability together (OP 10-2-11, 10-2-13)
            "OP17-062",
            "[Blocker] [Your Turn] [Once Per Turn] When a DON!! card on your field is returned to your DON!! "
            "deck, add up to 1 DON!! card as active from your DON!! deck. Then, set up to 1 of your DON!! "
            "cards as active.",
            [
                "[Blocker]",
                "[Your Turn] [Once Per Turn] When a DON!! card on your field is returned to your DON!! "
                "deck, add up to 1 DON!! card as active from your DON!! deck. Then, set up to 1 "
                "of your DON!! "
                "cards as active.",
            ],
        ),
        (  # [Once Per Turn] opening a sentence opens an ability (OP 10-2-13)
            "OP17-040",
            '[On Play] Draw 1 card. [Once Per Turn] When your Leader with a type including "Rocks Pirates" '
            "attacks or is attacked, you may trash 1 card from your hand to activate this effect. Your "
            "Leader gains +3000 power during this battle.",
            [
                "[On Play] Draw 1 card.",
                '[Once Per Turn] When your Leader with a type including "Rocks Pirates" attacks or is '
                "attacked, you may trash 1 card from your hand to activate this effect. Your Leader gains "
                "+3000 power during this battle.",
            ],
        ),
        (  # the choice's bullets stay with their ability
            "OP17-049",
            "[On Play] Your opponent chooses one: • Draw 2 cards. • Your opponent trashes 2 cards from their "
            "hand. [On Your Opponent's Attack] [Once Per Turn] You may trash 1 card from your hand: Up to 1 "
            "of your Leader or Characters gains +1000 power during this battle.",
            [
                "[On Play] Your opponent chooses one: • Draw 2 cards. • Your opponent trashes 2 cards from "
                "their hand.",
                "[On Your Opponent's Attack] [Once Per Turn] You may trash 1 card from your hand: Up to 1 "
                "of your Leader or Characters gains +1000 power during this battle.",
            ],
        ),
        (  # no space at all after the full stop
            "EB01-002",
            "[On Play] Give up to 1 rested DON!! card to your Leader or 1 of your Characters.[On Your "
            "Opponent's Attack] [Once Per Turn] You may trash 1 card from your hand: If your Leader has the "
            "{Land of Wano} or {Whitebeard Pirates} type, give up to 1 of your opponent's "
            "Leader or Character "
            "cards −2000 power during this turn.",
            [
                "[On Play] Give up to 1 rested DON!! card to your Leader or 1 of your Characters.",
                "[On Your Opponent's Attack] [Once Per Turn] You may trash 1 card from your hand: If your "
                "Leader has the {Land of Wano} or {Whitebeard Pirates} type, give up to 1 of your opponent's "
                "Leader or Character cards −2000 power during this turn.",
            ],
        ),
    ],
)
def test_abilities_joined_by_a_space_are_cut_where_a_new_ability_begins(
    code: str, text: str, abilities: list[str]
) -> None:
    assert ability_texts(text) == abilities, code


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # a keyword granted inside a sentence, then its reminder text
        (
            "OP17-004",
            "[On Play] Up to 1 of your {Land of Wano} type Characters or up to 1 of your "
            "Characters with a type "
            'including "Whitebeard Pirates" gains [Rush] during this turn. (This card can '
            "attack on the turn in "
            "which it is played.)",
        ),
        # the marks that open one ability, a card's name with full stops in it
        (
            "OP17-011",
            "[DON!! x2] [When Attacking] Give up to 1 of your opponent's Characters −4000 power "
            "during this turn.",
        ),
        (
            "OP17-010",
            "[Activate: Main] [Once Per Turn] If your opponent has a Character with 10000 power "
            "or more and you "
            "have no other [Fossa], this Character gains [Blocker] and +2000 power until the end of your "
            "opponent's next End Phase.",
        ),
        (
            "OP17-007",
            "[On Play] If your Leader is [Edward.Newgate] or has the {Land of Wano} type, play "
            "up to 1 {Land of "
            'Wano} type Character card or Character card with a type including "Whitebeard '
            'Pirates" with 6000 '
            "power or less from your hand.",
        ),
        # made up (no card prints them): a mark after a full stop in quotes or parentheses
        ("quoted", 'This Character gains "[On Play] Draw 1 card. [On K.O.] Draw 1 card."'),
        ("reminder", "[Rush] (This card can attack. [Blocker] is not this.)"),
        ("keywords", "[Blocker] [Double Attack]"),  # keywords alone: one line, as before (OP 10-1)
    ],
)
def test_a_mark_inside_an_ability_does_not_cut_it(code: str, text: str) -> None:
    assert ability_texts(text) == [text], code


@pytest.mark.parametrize("mark", ["[On Play]", "[Once Per Turn]", "[DON!! x1]", "[Counter]", "[Blocker]"])
@pytest.mark.parametrize("joint", [", ", " and ", " "])
def test_a_mark_after_no_full_stop_does_not_cut(mark: str, joint: str) -> None:
    # mutants of OP17-009's joint: without the sentence's full stop the mark is inside it
    text = f"{OP17_009[0].removesuffix('.')}{joint}{mark} K.O. up to 1 of your opponent's Characters."
    assert ability_texts(text) == [text]


def test_a_text_with_line_breaks_is_read_as_before() -> None:
    text = "[Blocker]\n[On Play] Draw 1 card.\n[Trigger] Play this card."  # the importer's line breaks
    assert ability_texts(text) == text.split("\n")


def test_both_abilities_of_a_joined_text_work_in_a_game() -> None:
    # OP17-009 Haruta: the [On Play] K.O. happens (OP 10-2-6); [Opponent's Turn] +3000 is its own
    # permanent ability, not part of the [On Play] (OP 10-2-12)
    compiled = compile_text(" ".join(OP17_009), "character")
    assert [c.automated for c in compiled] == [True, True]
    haruta = {
        "code": "OP17-009",
        "name": "Haruta",
        "type": "character",
        "colours": ["red"],
        "text": " ".join(OP17_009),
        "fields": {"cost": 4, "power": 5000, "counter": 1000, "types": ["Whitebeard Pirates"]},
        "script": [dict(c.ability) for c in compiled],
    }
    small = {
        "code": "T-SMALL",
        "name": "Small",
        "type": "character",
        "colours": ["red"],
        "fields": {"cost": 1, "power": 2000},
    }
    position: dict[str, Any] = {"leader": [{"code": "T-LEAD"}], "deck": ["Small"] * 8, "life": ["Small"] * 3}
    ScenarioRun(
        {
            "title": "joined abilities",
            "rules": ["OP 8-1-3", "OP 10-2-6"],
            "game": "one-piece",
            "cards": [haruta, small, TEST_LEADER],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "p1": {**position, "hand": [{"code": "OP17-009", "label": "haruta"}], "cost": ["DON!!"] * 4},
                "p2": {**position, "character": {"C1": {"code": "T-SMALL", "label": "victim"}}},
            },
            "step": [
                {"p1": "play", "card": "haruta"},
                {
                    "p1": "choose",
                    "cards": ["victim"],
                    "expect": {"card.victim.zone": "p2.trash", "card.haruta.power": 5000},
                },
            ],
        },
        "test",
    ).run()


def test_explain_shows_each_ability_of_a_joined_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pack = tmp_path / "pack.json"
    record = {
        "id": "OP17-005",
        "name": "Edward.Newgate",
        "category": "Character",
        "colors": ["Red"],
        "cost": 10,
        "power": 12000,
        "effect": " ".join(OP17_005),
        "trigger": None,
    }
    pack.write_text(json.dumps([record]))  # the upstream export's record (card_db.importers.onepiece)
    assert main(["cards", "explain", "--game", "one-piece", "OP17-005", "--file", str(pack)]) == 0
    out = capsys.readouterr().out
    assert f"\n1. {OP17_005[0]}\n   automated" in out  # the cost in the hand (read before, as one line)
    assert f"\n2. {OP17_005[1]}\n" in out
    assert "\n3. " not in out
