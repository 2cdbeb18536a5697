"""The ONE PIECE card-text compiler: real cards' exact printed text, compiled, played by the rules.

Each test takes a real card from the English data (``shared/samples/full`` beside the repository), compiles
its text (``docs/card-compiler.md``) and plays it in a scenario built here (the format of
``docs/scenarios.md``), checking that the effect happens as printed. The template families'
parsing is pinned on real lines too, and on lines that must stay by hand.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest
from games.one_piece.op_helpers import TEST_LEADER as LEADER
from helpers.samples import SHARED_SAMPLES

from card_db.importers import read_path
from desktop_app.cardcommands import compile_batch
from desktop_app.cli import main
from desktop_app.games import get_ruleset
from desktop_app.games._compiler import checks
from desktop_app.games.one_piece.compiler import (
    FREE_REFS,
    GRAMMAR,
    ability_texts,
    compile_line,
    compile_text,
    normalise,
)
from desktop_app.games.one_piece.compiler import checker as compiler_checker
from desktop_app.scenarios.runner import ScenarioRun

FULL = SHARED_SAMPLES / "full"
pytestmark = pytest.mark.skipif(not FULL.exists(), reason="the shared sample files are not here")
PACKS = [FULL / "op-569001.json", FULL / "op-569101.json", *sorted((FULL / "op-packs").glob("*.json"))]

FILLER = {
    "code": "T-FILL",
    "name": "Filler",
    "type": "character",
    "colours": ["red"],
    "fields": {"cost": 1, "power": 3000, "types": ["Test Crew"]},
}
BIG = {
    **FILLER,
    "code": "T-BIG",
    "name": "Big Filler",
    "fields": {"cost": 8, "power": 9000, "types": ["Test Crew"]},
}
NOVA = {
    **FILLER,
    "code": "T-NOVA",
    "name": "Nova",
    "fields": {"cost": 2, "power": 2000, "types": ["Supernovas"]},
}
ODEN = {**LEADER, "code": "T-ODEN", "name": "Kouzuki Oden"}
DECK = ["Filler"] * 8
LIFE = ["Filler"] * 3


@cache
def _records() -> dict[str, dict[str, Any]]:
    records: dict[str, dict[str, Any]] = {}
    for path in PACKS:
        for record in read_path("one-piece", path).records:
            records.setdefault(record.code, record.to_dict())
    return records


def real(code: str) -> dict[str, Any]:
    """A real card as a project record whose script is the compiler's."""
    record = dict(_records()[code])
    record["script"] = [dict(c.ability) for c in compile_text(record["text"], record["type"])]
    return record


def play(
    cards: list[dict[str, Any]], p1: dict[str, Any], steps: list[dict[str, Any]], rule: str, **p2: Any
) -> None:
    ScenarioRun(
        {
            "title": "compiled card",
            "rules": [rule],
            "game": "one-piece",
            "cards": [FILLER, BIG, NOVA, LEADER, ODEN, *cards],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "p1": {"leader": [{"code": "T-LEAD", "label": "lead"}], "deck": DECK, "life": LIFE, **p1},
                "p2": {"leader": [{"code": "T-LEAD", "label": "foe"}], "deck": DECK, "life": LIFE, **p2},
            },
            "step": steps,
        },
        "test",
    ).run()


# ====================================================================== reading lines
def test_normalise_spells_the_marks_costs_and_minus_one_way() -> None:
    assert normalise(
        "[Activate: Main] ➁ (You may rest the specified number of DON!! cards.): Draw 1 card."
    ) == ("[Activate: Main] ⟨2⟩: Draw 1 card")
    assert normalise("[On Play] DON!! −1 (You may return …): Draw 1.") == "[On Play] DON!! -1: Draw 1"


@pytest.mark.parametrize(
    "line",
    [
        "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new "
        "target of the attack.)",
        "[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Supernovas} type card and "
        "add it to your hand. Then, place the rest at the bottom of your deck in any order.",
        "[DON!! x1] [When Attacking] Give up to 1 of your opponent's Characters −2000 power during this "
        "turn.",
        "[Activate: Main] You may rest this Character: Up to 1 of your Leader or Character cards gains +2000 "
        "power during this turn.",
        "[Counter] Up to 1 of your Leader or Character cards gains +3000 power during this battle.",
        "[Trigger] You may trash 1 card from your hand: Play this card.",
        "[On K.O.] Add up to 1 DON!! card from your DON!! deck and rest it.",
        "If you have 3 or less Life cards, this Character gains [Rush].",
    ],
)
def test_real_lines_of_each_family_are_automated(line: str) -> None:
    assert compile_line(line, "event" if line.startswith("[Counter]") else "character").automated


@pytest.mark.parametrize(
    "line",
    [
        # a choice of effects where one effect is not understood: the whole choice is by hand
        "[On Play] Choose one: • Draw 1 card. • The next time you play a Character from your hand "
        "during this turn, the cost will be reduced by 1.",
        # a condition mark on a [Trigger], which is carried out with no condition check (10-1-5)
        "[DON!! x1] [Trigger] Draw 1 card.",
    ],
)
def test_lines_understood_in_part_stay_by_hand(line: str) -> None:
    compiled = compile_line(line, "character")
    assert not compiled.automated and compiled.ability["text"] == line


def test_up_to_is_optional_and_a_bare_number_is_not() -> None:
    (draw,) = compile_text("[On Play] Draw 2 cards and trash 1 card from your hand.", "character")
    steps = draw.ability["effect"]
    assert steps[1]["do"] == "choose" and "up_to" not in steps[1]  # OP 8-4-4-1: as many as possible
    (ko,) = compile_text(
        "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less.", "character"
    )
    assert ko.ability["effect"][0]["up_to"] is True  # OP 8-4-4-1: "up to" may choose 0


def test_if_guards_its_own_sentence_and_then_runs_regardless() -> None:
    (entry,) = compile_text(
        "[On Play] If your Leader is [Imu], draw 2 cards and trash 1 card from your hand. Then, draw 1 card.",
        "character",
    )
    first, then = entry.ability["effect"]
    assert first["do"] == "if" and len(first["then"]) == 3  # OP 4-10-1: the whole sentence
    assert then == {"do": "draw", "n": 1}  # OP 4-10-2


def test_a_template_that_leaves_a_slot_unfilled_or_a_card_unbound_is_refused() -> None:
    checker = compiler_checker()
    unbound_in_a_mode = {
        "kind": "auto",
        "trigger": {"on": "op.play", "card": "this"},
        "effect": [
            {"do": "choose_one", "modes": [{"label": "x", "steps": [{"do": "op.ko", "cards": "chosen"}]}]}
        ],
    }
    unfilled = {
        "kind": "auto",
        "trigger": {"on": "op.play", "card": "this"},
        "effect": [{"do": "draw", "n": "$n"}],
    }
    for ability in (unbound_in_a_mode, unfilled):
        assert not checks(ability, checker, "test", FREE_REFS)


def test_rested_cards_count_everything_rested_on_the_field() -> None:
    """Found wrong in the checked sample (OP12-118): "rested cards" counted only Leader and
    Characters; DON!! in the cost area and the Stage are cards on the field too (OP 3)."""
    (entry,) = compile_text("[On Play] If you have 8 or more rested cards, draw 1 card.", "character")
    counted = entry.ability["effect"][0]["if"][">="][0]["count"]
    assert counted == {"zone": ["leader", "character", "stage", "cost"], "state": "rested"}
    card = {**FILLER, "code": "T-R", "name": "Rest Counter", "script": [dict(entry.ability)]}
    play(  # 7 rested DON!! and this card's cost rests 1 more: 8 rested cards
        [card],
        {"hand": ["Rest Counter"], "cost": [{"code": "DON!!", "state": "rested"}] * 7 + ["DON!!"]},
        [{"p1": "play", "card": "Rest Counter", "expect": {"p1.hand.count": 1}}],
        "OP 4-4-1",
    )


# ====================================================================== played by the rules
def test_a_counter_event_gives_power_for_the_battle_only() -> None:
    event = real(
        "ST01-014"
    )  # [Counter] Up to 1 of your Leader or Character cards gains +3000 power during this battle.
    play(
        [event],
        {"character": {"C1": {"code": "Filler", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "play", "card": event["name"]},
            {"p2": "choose", "cards": ["foe"], "expect": {"card.foe.power": 8000}},
            {"p2": "pass", "expect": {"card.foe.power": 5000, "p2.life.count": 3}},
        ],
        "OP 10-2-4",
        hand=[event["code"]],
        cost=["DON!!"],
    )


def test_an_event_marked_main_and_counter_is_activated_at_either_timing() -> None:
    # [Main]/[Counter] Give up to 1 of your opponent's Characters −3000 power during this turn. Then,
    # up to 1 of your Characters gains +3000 power during this turn.
    event = real("OP08-019")
    assert event["script"][0]["timing"] == "main/counter"
    play(  # OP 10-2-3: in your Main Phase
        [event],
        {
            "hand": [event["code"]],
            "cost": ["DON!!"] * 3,
            "character": {"C1": {"code": "Filler", "label": "mine"}},
        },
        [
            {"p1": "play", "card": event["name"]},
            {"p1": "choose", "cards": ["theirs"], "expect": {"card.theirs.power": 0}},
            {"p1": "choose", "cards": ["mine"], "expect": {"card.mine.power": 6000}},
        ],
        "OP 10-2-3",
        character={"C1": {"code": "Filler", "label": "theirs"}},
    )
    play(  # OP 10-2-4: in the Counter Step of the opponent's attack
        [event],
        {"character": {"C1": {"code": "Filler", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "play", "card": event["name"]},
            {"p2": "choose", "cards": ["att"], "expect": {"card.att.power": 0}},
        ],
        "OP 10-2-4",
        hand=[event["code"]],
        cost=["DON!!"] * 3,
    )
    # a [Trigger] that activates the [Main] effect takes the line's effect (10-1-5)
    (_, trigger) = compile_text(real("ST12-016")["text"], "event")
    assert trigger.automated and trigger.ability["effect"][1]["do"] == "state"


def test_a_counter_events_trash_cost_is_asked_and_the_power_follows_it() -> None:
    event = real(
        "OP03-072"
    )  # [Counter] You may trash 1 card from your hand: Up to 1 … +3000 power during this battle.
    steps = [
        {"p1": "attack", "card": "att", "attacks": "leader"},
        {"p2": "pass"},
        {"p2": "play", "card": event["name"], "expect": {"decision.kind": "yes_no"}},
    ]
    play(
        [event],
        {"character": {"C1": {"code": "Filler", "label": "att"}}},
        [
            *steps,
            {"p2": "yes"},
            {"p2": "choose", "cards": ["paid"], "expect": {"card.paid.zone": "p2.trash"}},
            {"p2": "choose", "cards": ["foe"], "expect": {"card.foe.power": 8000}},
        ],
        "OP 8-3-1-3",
        hand=[event["code"], {"code": "Filler", "label": "paid"}],
    )
    play(  # declined: nothing trashed, no power
        [event],
        {"character": {"C1": {"code": "Filler", "label": "att"}}},
        [*steps, {"p2": "no", "expect": {"card.foe.power": 5000, "p2.hand.count": 1}}],
        "OP 8-3-1-3",
        hand=[event["code"], {"code": "Filler", "label": "paid"}],
    )


def test_don_x1_gives_rush_while_a_don_is_given() -> None:
    card = real("OP03-004")  # [DON!! x1] This Character gains [Rush].
    assert [c.automated for c in compile_text(card["text"], "character")] == [True, True]
    play(
        [card],
        {"character": {"C1": {"code": card["code"], "label": "kid"}}},
        [{"expect": {"card.kid.keywords": []}}],
        "OP 10-2-9",
    )
    play(
        [card],
        {"character": {"C1": {"code": card["code"], "label": "kid", "attached": ["DON!!"]}}},
        [{"expect": {"card.kid.keywords": ["rush"]}}],
        "OP 10-2-9",
    )


def test_when_attacking_with_a_don_gives_minus_power_this_turn() -> None:
    card = real(
        "ST10-005"
    )  # [DON!! x1] [When Attacking] Give up to 1 of your opponent's Characters −2000 power during this turn.
    play(
        [card],
        {"character": {"C1": {"code": card["code"], "label": "att", "attached": ["DON!!"]}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.power": 1000}},
        ],
        "OP 10-2-7",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_on_play_returns_a_character_to_its_owners_hand() -> None:
    card = real(
        "ST03-009"
    )  # [On Play] Return up to 1 Character with a cost of 7 or less to the owner's hand.
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * 7},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.zone": "p2.hand"}},
        ],
        "OP 10-2-6",
        character={"C1": {"code": "Filler", "label": "victim"}, "C2": {"code": "Big Filler", "label": "big"}},
    )


def test_on_play_search_reveals_a_card_of_the_type() -> None:
    card = real("ST24-002")  # [On Play] Look at 5 cards …; reveal up to 1 {Supernovas} type card …
    play(
        [card],
        {
            "hand": [card["code"]],
            "cost": ["DON!!"] * 2,
            "deck": ["Filler", "Filler", "Nova", "Filler", "Filler"],
        },
        [
            {"p1": "play", "card": card["name"], "expect": {"decision.rule": "OP 8-4-4-2"}},
            {"p1": "choose", "cards": ["Nova"], "expect": {"p1.hand": ["Nova"], "p1.deck.count": 4}},
        ],
        "OP 11-2-1",
    )


def test_activate_main_rests_this_character_as_its_cost() -> None:
    card = real(
        "OP01-020"
    )  # [Activate: Main] You may rest this Character: Up to 1 … gains +2000 power during this turn.
    play(
        [card],
        {"character": {"C1": {"code": card["code"], "label": "me"}}},
        [
            {"p1": "act", "card": "me"},
            {
                "p1": "choose",
                "cards": ["lead"],
                "expect": {"card.lead.power": 7000, "card.me.state": "rested"},
            },
        ],
        "OP 10-2-2",
    )


def test_if_your_leader_is_checks_the_leaders_name() -> None:
    card = real("OP01-040")  # [On Play] If your Leader is [Kouzuki Oden], play up to 1 {The Akazaya Nine} …
    akazaya = {
        **FILLER,
        "code": "T-AKA",
        "name": "Akazaya",
        "fields": {"cost": 3, "power": 4000, "types": ["The Akazaya Nine"]},
    }
    hand = {"hand": [card["code"], "Akazaya"], "cost": ["DON!!"] * 6}
    play(  # another Leader: nothing is asked, nothing is played
        [card, akazaya],
        hand,
        [
            {
                "p1": "play",
                "card": card["name"],
                "expect": {"p1.hand": ["Akazaya"], "decision.prompt ~": "Main Phase"},
            }
        ],
        "OP 4-10-1",
    )
    play(  # Kouzuki Oden: the Akazaya is played without paying its cost (10-2-6-1)
        [card, akazaya],
        {**hand, "leader": [{"code": "T-ODEN", "label": "oden"}]},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["Akazaya"], "expect": {"p1.hand": [], "p1.character.count": 2}},
        ],
        "OP 4-10-1",
    )


def test_a_trigger_activates_the_events_main_effect() -> None:
    event = real(
        "ST01-015"
    )  # [Main] K.O. up to 1 … 6000 power or less. [Trigger] Activate this card's [Main] effect.
    main_effect, trigger = (a for a in event["script"])
    assert trigger["kind"] == "trigger" and trigger["effect"] == main_effect["effect"]
    play(
        [event],
        {"hand": [event["code"]], "cost": ["DON!!"] * 4},
        [
            {"p1": "play", "card": event["name"]},
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.zone": "p2.trash"}},  # OP 10-2-1
        ],
        "OP 10-2-3",
        character={"C1": {"code": "Filler", "label": "victim"}, "C2": {"code": "Big Filler", "label": "big"}},
    )


def test_type_including_reads_part_of_a_type() -> None:
    card = real("OP03-093")  # [On Play] You may trash 1 card …: If your Leader's type includes "CP", K.O. …
    cp9 = {
        **LEADER,
        "code": "T-CP9",
        "name": "CP Leader",
        "fields": {"life": 4, "power": 5000, "types": ["CP9"]},
    }
    hand = {"hand": [card["code"], {"code": "Filler", "label": "paid"}], "cost": ["DON!!"] * 2}
    steps = [
        {"p1": "play", "card": card["name"], "expect": {"decision.kind": "yes_no"}},
        {"p1": "yes"},
        {"p1": "choose", "cards": ["paid"]},
    ]
    play(  # OP 2-4-3-1: "CP9" includes "CP"
        [card, cp9],
        {**hand, "leader": [{"code": "T-CP9", "label": "cp"}]},
        [*steps, {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.zone": "p2.trash"}}],
        "OP 2-4-3-1",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )
    play(  # a Leader without such a type: the cost is paid, nothing is K.O.'d
        [card],
        hand,
        [*steps, {"expect": {"card.victim.zone": "p2.character", "decision.prompt ~": "Main Phase"}}],
        "OP 4-10-1",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_multicolored_reads_the_leaders_colours() -> None:
    card = real("EB03-044")  # If your Leader is multicolored, this Character gains [Blocker].
    two = {**LEADER, "code": "T-TWO", "name": "Two Colours", "colours": ["red", "green"]}
    here = {"character": {"C1": {"code": card["code"], "label": "me"}}}
    play([card], here, [{"expect": {"card.me.keywords": []}}], "OP 2-3-6")
    play(
        [card, two],
        {**here, "leader": [{"code": "T-TWO", "label": "lead"}]},
        [{"expect": {"card.me.keywords": ["blocker"]}}],
        "OP 2-3-6",
    )


def test_on_ko_plays_a_character_from_the_trash_rested() -> None:
    blueno = real(
        "OP03-090"
    )  # [On K.O.] Play up to 1 Character card with a type including "CP" … from your trash rested.
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    cp = {
        **FILLER,
        "code": "T-CP",
        "name": "CP Agent",
        "fields": {"cost": 3, "power": 3000, "types": ["CP0"]},
    }
    play(
        [blueno, event, cp],
        {"hand": [event["code"]], "cost": ["DON!!"] * 4},
        [
            {"p1": "play", "card": event["name"]},
            {"p1": "choose", "cards": ["blueno"], "expect": {"card.blueno.zone": "p2.trash"}},  # OP 10-2-1
            {"p2": "choose", "cards": ["agent"], "expect": {"card.agent.zone": "p2.character"}},
            {"expect": {"card.agent.state": "rested"}},  # OP 10-2-6-1, played rested
        ],
        "OP 10-2-17",
        character={"C1": {"code": blueno["code"], "label": "blueno"}},
        trash=[{"code": "CP Agent", "label": "agent"}],
    )


def test_your_opponent_trashes_from_their_own_hand() -> None:
    card = real("OP03-095")  # [Trigger] Your opponent trashes 1 card from their hand.
    (trigger,) = card["script"][-1:]
    assert trigger["effect"][0]["player"] == "opponent"  # the opponent chooses (8-4-4-3)
    attacker = {
        "character": {"C1": {"code": "Big Filler", "label": "att"}},
        "hand": [{"code": "Filler", "label": "mine"}, "Nova"],
    }
    play(
        [card],
        attacker,
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "pass"},
            {"p2": "trigger"},
            {
                "p1": "choose",
                "cards": ["mine"],
                "expect": {"card.mine.zone": "p1.trash", "p1.hand": ["Nova"]},
            },
        ],
        "OP 10-1-5",
        life=[*LIFE, card["code"]],
    )


def test_look_at_the_top_cards_and_place_each_at_the_top_or_bottom_in_any_order() -> None:
    card = real(
        "ST12-014"
    )  # [On Play] Look at 3 cards … and place them at the top or bottom of the deck in any order.
    deck = [
        "Filler",
        {"code": "Nova", "label": "n1"},
        {"code": "Big Filler", "label": "b1"},
        {"code": "Filler", "label": "f1"},
    ]
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * 2, "deck": deck},
        [
            {
                "p1": "play",
                "card": card["name"],
                "expect": {"decision.rule": "OP 11-3-1", "decision.count": 3},
            },
            {"p1": "choose", "cards": ["b1"]},  # b1 stays on top; f1 and n1 go to the bottom
            {"p1": "order", "cards": ["f1", "n1"]},  # f1 at the very bottom
            {"expect": {"p1.deck": ["f1", "n1", "Filler", "b1"], "p1.deck.count": 4}},
        ],
        "OP 11-3",
    )


def test_look_at_the_top_cards_and_play_one_of_a_kind_without_its_cost() -> None:
    # [Main] Look at 5 cards …; play up to 1 {SMILE} type Character card with a cost of 3 or less.
    # Then, place the rest at the bottom of your deck in any order.
    event = real("OP01-116")
    smile = {
        **FILLER,
        "code": "T-SMILE",
        "name": "Smile User",
        "fields": {"cost": 3, "power": 4000, "types": ["SMILE"]},
    }
    deck = [
        {"code": "Nova", "label": "unseen"},  # the 6th card: not looked at
        "Filler",
        {"code": "Big Filler", "label": "big"},
        {"code": "Smile User", "label": "smile"},
        "Filler",
        "Filler",
    ]
    play(
        [event, smile],
        {"hand": [event["code"]], "cost": ["DON!!"] * 2, "deck": deck},
        [
            # OP 10-2-6-1: played without paying; the 9000-power Filler is no {SMILE}: one to choose
            {
                "p1": "play",
                "card": event["name"],
                "expect": {"decision.rule": "OP 8-4-4-2", "decision.count": 1},
            },
            {
                "p1": "choose",
                "cards": ["smile"],
                "expect": {"card.smile.zone": "p1.character", "card.smile.state": "active"},
            },
            # OP 11-3-3: the rest under the card that was not looked at
            {"expect": {"p1.deck": ["Filler", "big", "Filler", "Filler", "unseen"]}},
        ],
        "OP 10-2-6-1",
    )


def test_look_at_the_top_cards_and_add_up_to_two_of_a_kind() -> None:
    # [On Play] You may trash 1 card from your hand: Look at 5 cards …; reveal up to 2 {Navy} type cards
    # other than [Sengoku] and add them to your hand. Then, place the rest at the bottom …
    sengoku = real("OP12-047_r1")
    navy = {
        **FILLER,
        "code": "T-NAVY",
        "name": "Marine",
        "fields": {"cost": 1, "power": 2000, "types": ["Navy"]},
    }
    deck = [
        "Filler",
        {"code": "Marine", "label": "m1"},
        {"code": sengoku["code"], "label": "other"},
        {"code": "Marine", "label": "m2"},
    ]
    play(
        [sengoku, navy],
        {"hand": [sengoku["code"], "Filler"], "cost": ["DON!!"] * 3, "deck": deck},
        [
            {"p1": "play", "card": sengoku["name"]},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["Filler"]},
            # OP 8-4-4-2: up to 2; the other Sengoku is left out by "other than [Sengoku]"
            {"expect": {"decision.rule": "OP 8-4-4-2", "decision.count": 2}},
            {
                "p1": "choose",
                "cards": ["m1", "m2"],
                "expect": {
                    "card.m1.zone": "p1.hand",
                    "card.m2.zone": "p1.hand",
                    "card.other.zone": "p1.deck",
                },
            },
        ],
        "OP 11-2-1",
    )


def test_the_rest_of_a_search_goes_to_the_top_or_bottom_as_the_player_chooses() -> None:
    # [On Play] Look at 2 cards …; reveal up to 1 {The Seven Warlords of the Sea} type card and add it to
    # your hand. Then, place the rest at the top or bottom of the deck in any order.
    kuma = real("OP02-057_r1")
    warlord = {
        **FILLER,
        "code": "T-WARL",
        "name": "Warlord",
        "fields": {"cost": 4, "power": 5000, "types": ["The Seven Warlords of the Sea"]},
    }
    deck = [
        {"code": "Nova", "label": "under"},
        {"code": "Big Filler", "label": "big"},
        {"code": "Warlord", "label": "w"},
    ]
    play(
        [kuma, warlord],
        {"hand": [kuma["code"]], "cost": ["DON!!"] * 3, "deck": deck},
        [
            {"p1": "play", "card": kuma["name"]},
            {
                "p1": "choose",
                "cards": ["w"],
                "expect": {"card.w.zone": "p1.hand", "decision.rule": "OP 11-3-1", "decision.count": 1},
            },
            # OP 11-3-2: the card left is kept on top or placed at the bottom: here the bottom
            {"p1": "choose", "cards": [], "expect": {"p1.deck": ["big", "under"]}},
        ],
        "OP 11-3",
    )


def test_a_revealed_top_card_is_played_or_placed_at_the_top_or_bottom() -> None:
    # [On Play] Reveal 1 card from the top of your deck and play up to 1 Character card with a cost
    # of 2. Then, place the rest at the top or bottom of your deck.
    ivankov = real("ST12-010")
    deck = [{"code": "Filler", "label": "under"}, {"code": "Nova", "label": "nova"}]
    play(  # a cost-2 Character on top: played (OP 10-2-6-1)
        [ivankov],
        {"hand": [ivankov["code"]], "cost": ["DON!!"] * 3, "deck": deck},
        [
            {"p1": "play", "card": ivankov["name"], "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["nova"], "expect": {"card.nova.zone": "p1.character"}},
        ],
        "OP 10-2-6-1",
    )
    deck = [{"code": "Nova", "label": "under"}, {"code": "Big Filler", "label": "big"}]
    play(  # a cost-8 one: not played, both players saw it (11-2-1), and it goes to the bottom
        [ivankov],
        {"hand": [ivankov["code"]], "cost": ["DON!!"] * 3, "deck": deck},
        [
            {
                "p1": "play",
                "card": ivankov["name"],
                "expect": {"decision.rule": "OP 11-3-1", "log has": ["Big Filler"]},
            },
            {"p1": "choose", "cards": [], "expect": {"p1.deck": ["big", "under"]}},
        ],
        "OP 11-3-2",
    )


def test_playing_a_card_from_the_deck_shuffles_it_even_when_none_is_played() -> None:
    # [On K.O.] Play up to 1 [Smiley] from your deck, then shuffle your deck.
    caesar = real("OP01-069")
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    play(
        [caesar, event],
        {"hand": [event["code"]], "cost": ["DON!!"] * 4},
        [
            {"p1": "play", "card": event["name"]},
            # OP 5-2-1-5-2 and the printed "then shuffle": no [Smiley] to play, shuffled anyway
            {
                "p1": "choose",
                "cards": ["caesar"],
                "expect": {"card.caesar.zone": "p2.trash", "log has": ["shuffle"]},
            },
        ],
        "OP 10-2-17",
        character={"C1": {"code": caesar["code"], "label": "caesar"}},
    )


def test_cards_from_the_trash_placed_at_the_bottom_of_the_deck_pay_a_cost() -> None:
    # [On Play] You may place 2 cards with a type including "CP" from your trash at the bottom of your
    # deck in any order: K.O. up to 1 of your opponent's Characters with a cost of 3 or less.
    card = real("OP03-080")
    cp = {
        **FILLER,
        "code": "T-CP",
        "name": "CP Agent",
        "fields": {"cost": 3, "power": 3000, "types": ["CP9"]},
    }
    trash = [{"code": "CP Agent", "label": "a1"}, "Filler", {"code": "CP Agent", "label": "a2"}]
    play(
        [card, cp],
        {"hand": [card["code"]], "cost": ["DON!!"] * 5, "trash": trash},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "yes", "expect": {"decision.count": 2}},  # OP 2-4-3-1: the Filler is no "CP"
            {
                "p1": "choose",
                "cards": ["a1", "a2"],
                "expect": {"card.a1.zone": "p1.deck", "card.a2.zone": "p1.deck", "p1.deck.count": 10},
            },
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.zone": "p2.trash"}},
        ],
        "OP 8-3-1",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_cannot_attack_lasts_until_the_end_of_the_opponents_next_turn() -> None:
    card = real("OP08-112")  # [On Play] Up to 1 of your opponent's Characters … cannot attack until
    # the end of your opponent's next turn.
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * 5},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.prohibitions": ["cannot:attack"]}},
            {"p1": "pass", "expect": {"turn_player": "p2", "card.victim.prohibitions": ["cannot:attack"]}},
            {
                "expect": {"actions lacks": ["Attack Test Leader with Filler"]}
            },  # its own turn: it cannot attack
            {
                "p2": "pass",
                "expect": {"turn_player": "p1", "card.victim.prohibitions": None},
            },  # OP 6-6-1-2: ended
        ],
        "OP 6-6-1-2",
        character={"C1": {"code": "Filler", "label": "victim"}},
        cost=["DON!!"],
    )


def test_power_until_the_end_of_your_next_turn_lasts_through_that_turn() -> None:
    card = real("ST10-016")  # [Trigger] Up to 1 of your Leader gains +1000 power until the end of your
    # next turn.
    play(
        [card],
        {"character": {"C1": {"code": "Big Filler", "label": "big"}}},
        [
            {"p1": "attack", "card": "big", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "pass"},
            {"p2": "trigger"},
            {"p2": "choose", "cards": ["foe"], "expect": {"card.foe.power": 6000}},
            {"p1": "pass", "expect": {"turn_player": "p2", "card.foe.power": 6000}},  # the made turn ends
            {"p2": "pass", "expect": {"turn_player": "p1", "card.foe.power": 5000}},  # OP 6-6-1-2: ended
        ],
        "OP 6-6-1-2",
        life=["Filler", "Filler", card["code"]],
    )


def test_cannot_be_ko_d_in_battle_holds_in_battle_only() -> None:
    card = real("OP03-079")  # [DON!! x1] This Character cannot be K.O.'d in battle.
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    guard = {"C1": {"code": card["code"], "label": "guard", "attached": ["DON!!"], "state": "rested"}}
    play(  # OP 7-1-4-1-2: the battle's K.O. is forbidden (1-3-3)
        [card],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "C1"},
            {"p2": "pass"},
            {"p2": "pass", "expect": {"card.guard.zone": "p2.character"}},
        ],
        "OP 1-3-3",
        character=guard,
    )
    play(  # an effect's K.O. is not
        [card, event],
        {"hand": [event["code"]], "cost": ["DON!!"] * 4},
        [
            {"p1": "play", "card": event["name"]},
            {"p1": "choose", "cards": ["guard"], "expect": {"card.guard.zone": "p2.trash"}},
        ],
        "OP 10-2-1",
        character=guard,
    )


def test_cannot_be_ko_d_by_your_opponents_effects() -> None:
    card = real(
        "EB03-018"
    )  # [Opponent's Turn] This Character cannot be K.O.'d by your opponent's effects and gains [Blocker].
    assert card["script"][0]["modifiers"][1] == {"to": "this", "stat": "keywords", "grant": "blocker"}
    event = real("ST01-015")
    play(
        [card, event],
        {"hand": [event["code"]], "cost": ["DON!!"] * 4},
        [
            {"p1": "play", "card": event["name"]},
            {"p1": "choose", "cards": ["guard"], "expect": {"card.guard.zone": "p2.character"}},
        ],
        "OP 1-3-3",
        character={
            "C1": {"code": card["code"], "label": "guard"},
            "C2": {"code": "Filler", "label": "other"},
        },
    )


def test_choose_one_offers_each_effect_by_its_text() -> None:
    card = real(
        "ST12-006"
    )  # [DON!! x1] [When Attacking] Choose one: • Rest up to 1 … • K.O. up to 1 … rested …
    play(
        [card],
        {"character": {"C1": {"code": card["code"], "label": "att", "attached": ["DON!!"]}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader", "expect": {"decision.count": 2}},
            {
                "p1": "option",
                "option": "K.O. up to 1 of your opponent's rested Characters with a cost of 2 or less",
            },
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.zone": "p2.trash"}},
        ],
        "OP 10-2-7",
        character={"C1": {"code": "Filler", "label": "victim", "state": "rested"}},
    )


def test_up_to_two_rested_don_are_given_one_question_at_a_time() -> None:
    card = real(
        "ST01-011"
    )  # [On Play] Give up to 2 rested DON!! cards to your Leader or 1 of your Characters.
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * 4},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["lead"], "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            {"p1": "no", "expect": {"card.lead.power": 6000}},  # one given: +1000 in its turn (6-5-5-2)
        ],
        "OP 6-5-5-1",
    )


def test_a_card_with_a_trigger_is_the_only_one_the_cost_may_trash() -> None:
    card = real("OP03-115")  # [On Play] You may trash 1 card with a [Trigger] from your hand: K.O. up to 1 …
    lucky = {
        **FILLER,
        "code": "T-LUCK",
        "name": "Lucky",
        "fields": {**FILLER["fields"], "trigger": "[Trigger] Draw 1."},
    }
    play(
        [card, lucky],
        {"hand": [card["code"], "Filler", {"code": "Lucky", "label": "lucky"}], "cost": ["DON!!"] * 5},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "yes", "expect": {"decision.count": 1}},  # OP 10-1-5: only Lucky has a [Trigger]
            {"p1": "choose", "cards": ["lucky"], "expect": {"card.lucky.zone": "p1.trash"}},
        ],
        "OP 8-3-1",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_an_events_don_minus_cost_is_asked_after_it_is_paid_and_trashed() -> None:
    event = real("OP03-074")  # [Main] DON!! −2 (…): Place up to 1 of your opponent's Characters …
    assert event["script"][1]["cost"] == [{"op.don_minus": 2}]  # [Trigger] Activate this card's [Main] effect
    play(
        [event],
        {"hand": [event["code"]], "cost": ["DON!!"] * 2},
        [
            {
                "p1": "play",
                "card": event["name"],
                "expect": {"decision.kind": "yes_no", "p1.trash": [event["name"]]},
            },
            {"p1": "yes", "expect": {"p1.cost.count": 0}},  # OP 8-3-1-6: both DON!! back to the DON!! deck
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.zone": "p2.deck"}},
        ],
        "OP 8-3-1-4",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_a_rested_character_stays_rested_through_the_opponents_next_refresh() -> None:
    card = real(
        "OP08-025"
    )  # [On Play] Up to 1 of your opponent's rested Characters … will not become active in
    # your opponent's next Refresh Phase.
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * 3},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["victim"]},
            {
                "p1": "pass",
                "expect": {"turn_player": "p2", "card.victim.state": "rested", "card.other.state": "active"},
            },
            {
                "p2": "pass",
                "expect": {"turn_player": "p1", "card.victim.prohibitions": None},
            },  # ended (6-6-1-2)
        ],
        "OP 6-2-4",
        character={
            "C1": {"code": "Filler", "label": "victim", "state": "rested"},
            "C2": {"code": "Filler", "label": "other", "state": "rested"},
        },
    )


def test_resting_your_own_characters_pays_an_events_cost() -> None:
    event = real("OP01-055")  # [Main] You may rest 2 of your Characters: Draw 2 cards.
    play(
        [event],
        {
            "hand": [event["code"]],
            "cost": ["DON!!"] * 4,
            "character": {"C1": {"code": "Filler", "label": "a"}, "C2": {"code": "Filler", "label": "b"}},
        },
        [
            {"p1": "play", "card": event["name"], "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["a", "b"], "expect": {"card.a.state": "rested", "p1.hand.count": 2}},
        ],
        "OP 8-3-1",
    )


def test_returning_your_own_character_to_your_hand_pays_a_cost() -> None:
    # [On Play] You may return 1 Character to your hand: Play up to 1 Character card with a cost of 3
    # or less from your hand. ("to your hand": only your own can go there.)
    card = real("OP01-047")
    play(
        [card],
        {
            "hand": [card["code"], {"code": "Nova", "label": "nova"}],
            "cost": ["DON!!"] * 6,
            "character": {"C1": {"code": "Filler", "label": "mine"}},
        },
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "yes", "expect": {"decision.count": 2}},  # this card and Filler, none of the opponent's
            {"p1": "choose", "cards": ["mine"], "expect": {"card.mine.zone": "p1.hand"}},
            {"p1": "choose", "cards": ["nova"], "expect": {"card.nova.zone": "p1.character"}},
        ],
        "OP 8-3-1",
        character={"C1": {"code": "Filler", "label": "theirs"}},
    )


def test_base_power_is_the_printed_power_not_the_current_one() -> None:
    card = real("ST30-003")  # [Your Turn] All of your Characters with 6000 base power gain +1000 power.
    six = {**FILLER, "code": "T-SIX", "name": "Six", "fields": {"cost": 5, "power": 6000}}
    play(  # OP 4-9-2: a given DON!! makes it 7000 now; its base power is still 6000
        [card, six],
        {
            "character": {
                "C1": card["code"],
                "C2": {"code": "Six", "label": "six", "attached": ["DON!!"]},
                "C3": {"code": "Big Filler", "label": "big"},
            }
        },
        [{"expect": {"card.six.power": 8000, "card.big.power": 9000}}],
        "OP 4-9-2",
    )


def test_a_life_card_from_the_bottom_pays_for_power_this_battle() -> None:
    card = real(
        "OP03-110"
    )  # [When Attacking] You may add 1 card from the top or bottom of your Life cards to
    # your hand: This Character gains +2000 power during this battle.
    life = [{"code": "Nova", "label": "bottom"}, "Filler", {"code": "Filler", "label": "top"}]
    play(
        [card],
        {"character": {"C1": {"code": card["code"], "label": "att"}}, "life": life},
        [
            {"p1": "attack", "card": "att", "attacks": "leader", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            {"p1": "bottom", "expect": {"card.bottom.zone": "p1.hand", "p1.life.count": 2}},  # OP 3-10-2
            {"expect": {"card.att.power": int(card["fields"]["power"]) + 2000}},
        ],
        "OP 8-3-1",
    )


def test_when_your_opponents_character_is_ko_d_adds_a_don() -> None:
    leader = real(
        "OP01-061"
    )  # [DON!! x1] [Your Turn] [Once Per Turn] When your opponent's Character is K.O.'d,
    # add up to 1 DON!! card from your DON!! deck and set it as active.
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    play(
        [leader, event],
        {
            "leader": [{"code": leader["code"], "label": "kaido", "attached": ["DON!!"]}],
            "hand": [event["code"]],
            "cost": ["DON!!"] * 4,
            "don_deck": ["DON!!"] * 3,
        },
        [
            {"p1": "play", "card": event["name"]},
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.zone": "p2.trash"}},
            {"p1": "yes", "expect": {"p1.cost.count": 5}},  # "up to 1": asked (8-4-4)
        ],
        "OP 10-2-1",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_on_ko_plays_this_character_again_from_the_trash_rested() -> None:
    card = real("ST30-008")  # [On K.O.] You may trash 1 Character card with 6000 power from your hand: Play
    # this Character card from your trash rested.
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    six = {**FILLER, "code": "T-SIX", "name": "Six", "fields": {"cost": 5, "power": 6000}}
    play(
        [card, event, six],
        {"hand": [event["code"]], "cost": ["DON!!"] * 4},
        [
            {"p1": "play", "card": event["name"]},
            {
                "p1": "choose",
                "cards": ["back"],
                "expect": {"decision.player": "p2", "decision.kind": "yes_no"},
            },
            {"p2": "yes"},
            {"p2": "choose", "cards": ["six"], "expect": {"card.six.zone": "p2.trash"}},
            {"expect": {"card.back.zone": "p2.character", "card.back.state": "rested"}},  # OP 10-2-17
        ],
        "OP 10-2-17",
        character={"C1": {"code": card["code"], "label": "back"}},
        hand=[{"code": "Six", "label": "six"}, "Filler"],
    )


def test_cannot_be_removed_by_the_opponents_effects_while_the_trash_holds_seven() -> None:
    card = real(
        "OP13-083"
    )  # If you have 7 or more cards in your trash, this Character cannot be removed from
    # the field by your opponent's effects.
    bounce = real(
        "ST03-009"
    )  # [On Play] Return up to 1 Character with a cost of 7 or less to the owner's hand.
    steps = [
        {"p1": "play", "card": bounce["name"]},
        {"p1": "choose", "cards": ["guard"]},
    ]
    p1 = {"hand": [bounce["code"]], "cost": ["DON!!"] * 7}
    here = {"character": {"C1": {"code": card["code"], "label": "guard"}}}
    play(  # OP 1-3-3 with 4-11: it stays
        [card, bounce],
        p1,
        [*steps, {"expect": {"card.guard.zone": "p2.character"}}],
        "OP 1-3-3",
        **here,
        trash=["Filler"] * 7,
    )
    play(
        [card, bounce],
        p1,
        [*steps, {"expect": {"card.guard.zone": "p2.hand"}}],
        "OP 1-3-3",
        **here,
        trash=["Filler"] * 6,
    )


def test_up_to_two_characters_each_get_up_to_two_rested_don() -> None:
    card = real(
        "ST30-014"
    )  # [Activate: Main] You may rest this Character: Give up to 2 of your Characters with
    # 6000 base power up to 2 rested DON!! cards each.
    six = {**FILLER, "code": "T-SIX", "name": "Six", "fields": {"cost": 5, "power": 6000}}
    play(
        [card, six],
        {
            "character": {
                "C1": {"code": card["code"], "label": "me"},
                "C2": {"code": "Six", "label": "a"},
                "C3": {"code": "Six", "label": "b"},
            },
            "cost": [{"code": "DON!!", "state": "rested"}] * 4,
        },
        [
            {"p1": "act", "card": "me"},
            {"p1": "choose", "cards": ["a", "b"]},
            {"p1": "yes"},
            {"p1": "yes"},
            {"p1": "yes"},
            {"p1": "no", "expect": {"card.a.power": 8000, "card.b.power": 7000}},  # OP 6-5-5-2: +1000 each
        ],
        "OP 6-5-5-1",
    )


def test_look_at_the_opponents_top_life_card_and_place_it_at_the_bottom() -> None:
    card = real(
        "ST07-008"
    )  # [On Play] Look at up to 1 card from the top of your or your opponent's Life cards,
    # and place it at the top or bottom of the Life cards.
    assert card["script"][-1]["effect"] == [{"do": "op.peek_life"}]
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * int(card["fields"]["cost"])},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "option", "option": "the top of your opponent's Life"},
            {"p1": "bottom", "expect": {"p2.life": ["top", "Filler", "Filler"]}},  # OP 11-3-1: only P1 looked
        ],
        "OP 11-3-1",
        life=["Filler", "Filler", {"code": "Nova", "label": "top"}],
    )


def test_a_card_from_the_hand_to_the_bottom_of_the_deck_pays() -> None:
    card = real(
        "OP01-011"
    )  # [On Play] You may place 1 card from your hand at the bottom of your deck: Draw 1 card.
    play(
        [card],
        {
            "hand": [card["code"], {"code": "Nova", "label": "nova"}, "Filler"],
            "cost": ["DON!!"] * int(card["fields"]["cost"]),
            "deck": ["Filler", "Filler", {"code": "Big Filler", "label": "top"}],
        },
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["nova"]},
            {"expect": {"p1.deck": ["nova", "Filler", "Filler"], "card.top.zone": "p1.hand"}},
        ],
        "OP 8-3-1",
    )


# ====================================================================== wave 5 families
def test_on_play_and_when_attacking_on_one_line_is_one_ability_with_two_triggers() -> None:
    card = real(
        "OP08-023"
    )  # [On Play]/[When Attacking] Up to 1 of your opponent's rested Characters with a cost of 7
    # or less will not become active in your opponent's next Refresh Phase.
    (ability,) = card["script"]  # one printed ability, counted once (OP 10-2)
    assert [t["on"] for t in ability["trigger"]] == ["op.play", "op.attack"]
    victim = {"character": {"C1": {"code": "Filler", "label": "victim", "state": "rested"}}}
    play(  # OP 10-2-6: on play
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * int(card["fields"]["cost"])},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.prohibitions": ["cannot:refresh"]}},
        ],
        "OP 10-2-6",
        **victim,
    )
    play(  # OP 10-2-7: when attacking, the same ability
        [card],
        {"character": {"C1": {"code": card["code"], "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.prohibitions": ["cannot:refresh"]}},
        ],
        "OP 10-2-7",
        **victim,
    )


def test_when_this_characters_attack_deals_damage_to_the_opponents_life() -> None:
    card = real(
        "OP03-041"
    )  # [DON!! x1] When this Character's attack deals damage to your opponent's Life, you may
    # trash 7 cards from the top of your deck.
    steps: list[dict[str, Any]] = [
        {"p1": "attack", "card": "att", "attacks": "leader"},
        {"p2": "pass"},
        {"p2": "pass"},
        {"p2": "hand", "expect": {"p2.life.count": 2, "decision.kind": "yes_no"}},  # OP 7-1-4-1-1
        {"p1": "yes", "expect": {"p1.deck.count": 1, "p1.trash.count": 7}},
    ]
    play(
        [card],
        {"character": {"C1": {"code": card["code"], "label": "att", "attached": ["DON!!"]}}},
        steps,
        "OP 7-1-4-1-1",
    )
    # without a DON!! given ([DON!! x1], 10-2-9) nothing is asked
    steps[-2] = {"p2": "hand", "expect": {"p2.life.count": 2, "decision.kind": "action"}}
    steps[-1] = {"p1": "yes", "refused": True, "expect": {"p1.trash.count": 0}}
    play([card], {"character": {"C1": {"code": card["code"], "label": "att"}}}, steps, "OP 10-2-9")


def test_at_the_end_of_this_turn_the_character_is_trashed() -> None:
    card = real(
        "OP03-005"
    )  # [Activate: Main] [Once Per Turn] This Character gains +2000 power during this turn.
    # Then, trash this Character at the end of this turn.
    play(
        [card],
        {"character": {"C1": {"code": card["code"], "label": "me"}}},
        [
            {"p1": "act", "card": "me", "expect": {"card.me.power": 4000, "card.me.zone": "p1.character"}},
            {"p1": "pass", "expect": {"turn_player": "p2", "card.me.zone": "p1.trash"}},  # OP 6-6-1-2
        ],
        "OP 6-6-1-2",
    )


def test_don_set_active_at_the_end_of_this_turn_is_chosen_then() -> None:
    event = real(
        "OP13-038"
    )  # [Main] Rest up to 1 of your opponent's Characters with a cost of 5 or less. Then, set up
    # to 2 of your DON!! cards as active at the end of this turn.
    dons = [{"code": "DON!!", "label": f"d{i}"} for i in range(4)]
    play(
        [event],
        {"hand": [event["code"]], "cost": dons},
        [
            {"p1": "play", "card": event["name"]},
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.state": "rested"}},
            {"expect": {"card.d0.state": "rested", "card.d1.state": "rested"}},  # nothing set active yet
            {"p1": "pass"},  # the End Phase (OP 6-6-1-2): the choice is made now
            {
                "p1": "choose",
                "cards": ["d0", "d1"],
                "expect": {"card.d0.state": "active", "card.d1.state": "active"},
            },
        ],
        "OP 6-6-1-2",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


WALL = {
    **FILLER,
    "code": "T-WALL",
    "name": "Wall",
    "text": "[Blocker]",
    "fields": {"cost": 3, "power": 5000},
    "script": [{"kind": "keyword", "keyword": "blocker"}],
}
SMALL_WALL = {**WALL, "code": "T-SWALL", "name": "Small Wall", "fields": {"cost": 1, "power": 2000}}


def test_your_opponent_cannot_activate_blocker_during_this_battle() -> None:
    card = real(
        "ST01-012"
    )  # [DON!! x2] [When Attacking] Your opponent cannot activate [Blocker] during this battle.
    play(
        [card, WALL],
        {"character": {"C1": {"code": card["code"], "label": "att", "attached": ["DON!!", "DON!!"]}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader", "expect": {"actions": ["pass"]}},  # OP 1-3-3
            {"p2": "pass"},
            {"p2": "pass"},
            {"p2": "hand"},
            # the battle is over: the restriction ended with it (7-1-5)
            {"p1": "attack", "card": "lead", "attacks": "leader"},
            {"p2": "block", "card": "wall", "expect": {"card.wall.state": "rested"}},
        ],
        "OP 1-3-3",
        character={"C1": {"code": "Wall", "label": "wall"}},
    )


def test_a_blocker_with_the_power_named_cannot_be_activated_one_without_it_can() -> None:
    card = real(
        "ST01-002"
    )  # [DON!! x2] [When Attacking] Your opponent cannot activate a [Blocker] Character that has
    # 5000 or more power during this battle.
    play(
        [card, WALL, SMALL_WALL],
        {"character": {"C1": {"code": card["code"], "label": "att", "attached": ["DON!!", "DON!!"]}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "block", "card": "wall", "refused": True},  # 5000 power: forbidden (OP 1-3-3)
            {"p2": "block", "card": "small", "expect": {"card.small.state": "rested"}},
        ],
        "OP 1-3-3",
        character={"C1": {"code": "Wall", "label": "wall"}, "C2": {"code": "Small Wall", "label": "small"}},
    )


def test_you_cannot_play_characters_with_a_base_cost_of_5_or_more_this_turn() -> None:
    card = real(
        "OP13-023"
    )  # [On Play] Set up to 2 of your DON!! cards as active. Then, you cannot play Character cards
    # with a base cost of 5 or more during this turn.
    mid = {**FILLER, "code": "T-MID", "name": "Mid Filler", "fields": {"cost": 5, "power": 6000}}
    play(
        [card, mid],
        {"hand": [card["code"], {"code": "Mid Filler", "label": "mid"}, "Filler"], "cost": ["DON!!"] * 10},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": []},
            # 6 active DON!! pay for it, but its base cost is 5: forbidden this turn (OP 1-3-3)
            {"p1": "play", "card": "mid", "refused": True},
            {"p1": "play", "card": "Filler", "expect": {"p1.character.count": 2, "card.mid.zone": "p1.hand"}},
        ],
        "OP 1-3-3",
    )
    play(  # without the restriction it can be played
        [mid],
        {"hand": [{"code": "Mid Filler", "label": "mid"}], "cost": ["DON!!"] * 6},
        [{"p1": "play", "card": "mid", "expect": {"card.mid.zone": "p1.character"}}],
        "OP 6-5-3-1",
    )


def test_a_card_treated_as_also_named_is_found_by_that_name_in_the_trash() -> None:
    sogeking = real("OP03-122")  # Also treat this card's name as [Usopp] according to the rules.
    crew = real("OP03-042")  # [On Play] Add up to 1 blue [Usopp] from your trash to your hand.
    assert sogeking["script"][0] == {
        "kind": "cont",
        "also_named": "Usopp",
        "text": sogeking["text"].splitlines()[0],
    }
    play(
        [sogeking, crew],
        {
            "hand": [crew["code"]],
            "cost": ["DON!!"],
            "trash": [{"code": sogeking["code"], "label": "soge"}, {"code": "Filler", "label": "fill"}],
        },
        [
            {"p1": "play", "card": crew["name"]},
            {"p1": "choose", "cards": ["fill"], "refused": True},  # not named Usopp
            {"p1": "choose", "cards": ["soge"], "expect": {"card.soge.zone": "p1.hand"}},  # OP 2-1-3
        ],
        "OP 2-1-3",
    )


def test_if_you_do_follows_a_you_may_only_when_it_was_done() -> None:
    event = real(
        "OP07-036_p1"
    )  # [Main] Up to 1 of your Leader or Character cards gains +3000 power during this turn. Then,
    # you may rest 1 of your Characters with a cost of 3 or more. If you do, rest up to 1 of
    # your opponent's Characters with a cost of 5 or less.
    foe = {"character": {"C1": {"code": "Filler", "label": "victim"}}}
    start = [
        {"p1": "play", "card": event["name"]},
        {"p1": "choose", "cards": ["lead"], "expect": {"card.lead.power": 8000}},
    ]
    play(  # done: one of yours rested, so one of theirs is rested (OP 8-4-4)
        [event],
        {
            "hand": [event["code"]],
            "cost": ["DON!!"] * 2,
            "character": {"C1": {"code": "Big Filler", "label": "big"}},
        },
        [
            *start,
            {"p1": "yes"},
            {"p1": "choose", "cards": ["big"], "expect": {"card.big.state": "rested"}},
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.state": "rested"}},
        ],
        "OP 8-4-4",
        **foe,
    )
    play(  # agreed, but no Character of cost 3 or more to rest: not done, nothing more is asked
        [event],
        {
            "hand": [event["code"]],
            "cost": ["DON!!"] * 2,
            "character": {"C1": {"code": "Nova", "label": "nova"}},
        },
        [
            *start,
            {"p1": "yes"},
            {"p1": "choose", "cards": ["victim"], "refused": True, "expect": {"card.victim.state": "active"}},
        ],
        "OP 8-4-4",
        **foe,
    )


def test_ko_up_to_one_and_up_to_one_more_makes_two_choices() -> None:
    card = real(
        "OP01-096"
    )  # [On Play] DON!! −2: K.O. up to 1 of your opponent's Characters with a cost of 3 or less
    # and up to 1 of your opponent's Characters with a cost of 2 or less.
    play(
        [card],
        {"hand": [card["code"]], "cost": [{"code": "DON!!", "label": f"d{i}"} for i in range(9)]},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["d0", "d1"]},  # DON!! −2 (10-2-10-1)
            {"p1": "choose", "cards": ["f1"]},
            {"p1": "choose", "cards": ["f1"], "refused": True},  # a card of the first choice is not offered
            {
                "p1": "choose",
                "cards": ["nova"],
                "expect": {"card.f1.zone": "p2.trash", "card.nova.zone": "p2.trash"},
            },
        ],
        "OP 10-2-1",
        character={
            "C1": {"code": "Filler", "label": "f1"},
            "C2": {"code": "Nova", "label": "nova"},
            "C3": {"code": "Big Filler", "label": "big"},
        },
    )


def test_turning_a_life_card_face_up_pays_an_events_cost() -> None:
    event = real(
        "OP13-117"
    )  # [Main] You may turn 1 card from the top of your Life cards face-up: K.O. up to 1 of your
    # opponent's Characters with a base cost of 6 or less.
    life = ["Filler", "Filler", {"code": "Nova", "label": "top"}]
    steps: list[dict[str, Any]] = [
        {"p1": "play", "card": event["name"], "expect": {"decision.kind": "yes_no"}},
        {"p1": "yes", "expect": {"card.top.face_up": True, "card.top.zone": "p1.life", "p1.life.count": 3}},
        {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.zone": "p2.trash"}},
    ]
    foe = {"character": {"C1": {"code": "Filler", "label": "victim"}}}
    play([event], {"hand": [event["code"]], "cost": ["DON!!"] * 5, "life": life}, steps, "OP 8-3-1", **foe)
    # a top card already face up cannot be turned face up: the cost cannot be paid
    life[-1] = {"code": "Nova", "label": "top", "face_up": True}
    play(
        [event],
        {"hand": [event["code"]], "cost": ["DON!!"] * 5, "life": life},
        [
            {"p1": "play", "card": event["name"]},
            {"p1": "yes", "refused": True, "expect": {"card.victim.zone": "p2.character"}},
        ],
        "OP 8-3-1",
        **foe,
    )


def test_this_character_can_also_attack_active_characters_with_a_don_given() -> None:
    card = real("OP01-021")  # [DON!! x1] This Character can also attack your opponent's active Characters.
    foe = {"character": {"C1": {"code": "Filler", "label": "victim"}}}  # active
    attack = {"p1": "attack", "card": "franky", "attacks": "C1"}
    franky = {"code": card["code"], "label": "franky"}
    play([card], {"character": {"C1": franky}}, [{**attack, "refused": True}], "OP 7-1-1-2", **foe)
    play(  # OP 1-3-1: the text beats 7-1-1-2 while a DON!! is given
        [card],
        {"character": {"C1": {**franky, "attached": ["DON!!"]}}},
        [{**attack, "expect": {"card.franky.state": "rested", "decision.rule": "OP 7-1-2-1"}}],
        "OP 1-3-1",
        **foe,
    )


def test_all_of_your_cards_of_either_name_gain_power_in_the_opponents_turn() -> None:
    leader = real(
        "ST30-001"
    )  # [Opponent's Turn] All of your [Portgas.D.Ace] and [Monkey.D.Luffy] cards gain +3000 power.
    luffy = {**FILLER, "code": "T-LUFFY", "name": "Monkey.D.Luffy"}
    ace = {**FILLER, "code": "T-ACE", "name": "Portgas.D.Ace"}
    play(  # P1's turn is P2's opponent's turn (10-2-12)
        [leader, luffy, ace],
        {},
        [{"expect": {"card.luffy.power": 6000, "card.ace.power": 6000, "card.other.power": 3000}}],
        "OP 10-2-12",
        leader=[{"code": leader["code"], "label": "foe"}],
        character={
            "C1": {"code": "Monkey.D.Luffy", "label": "luffy"},
            "C2": {"code": "Portgas.D.Ace", "label": "ace"},
            "C3": {"code": "Filler", "label": "other"},
        },
    )


def test_a_search_for_a_card_with_a_cost_in_a_range() -> None:
    event = real(
        "EB03-060"
    )  # [Main] If your Leader is [Nami], look at 4 cards from the top of your deck; reveal up to 1
    # card with a cost of 2 to 8 and add it to your hand. Then, place the rest at the bottom …
    nami = {**LEADER, "code": "T-NAMI", "name": "Nami"}
    deck = ["Filler", {"code": "Big Filler", "label": "big"}, {"code": "Nova", "label": "nova"}, "Filler"]
    play(
        [event, nami],
        {
            "leader": [{"code": "T-NAMI", "label": "nami"}],
            "hand": [event["code"]],
            "cost": ["DON!!"],
            "deck": deck,
        },
        [
            # costs 1, 2, 8, 1 from the top: the two of cost 2 to 8 may be chosen
            {"p1": "play", "card": event["name"], "expect": {"decision.count": 2}},
            {"p1": "choose", "cards": ["big"], "expect": {"card.big.zone": "p1.hand"}},
        ],
        "OP 11-2-1",
    )


def test_if_the_revealed_card_is_of_a_kind_it_may_be_played_else_it_stays_on_top() -> None:
    leader = real(
        "OP01-060"
    )  # [DON!! x2] [When Attacking] ①: Reveal 1 card from the top of your deck. If that card is a
    # {The Seven Warlords of the Sea} type Character card with a cost of 4 or less, you may play
    # that card rested.
    warlord = {
        **FILLER,
        "code": "T-WARL",
        "name": "Warlord",
        "fields": {"cost": 4, "power": 5000, "types": ["The Seven Warlords of the Sea"]},
    }
    me = {
        "leader": [{"code": leader["code"], "label": "doffy", "attached": ["DON!!", "DON!!"]}],
        "cost": ["DON!!"],
    }
    attack = [{"p1": "attack", "card": "doffy", "attacks": "leader"}, {"p1": "yes"}]
    play(  # OP 11-2-1, 10-2-6-1
        [leader, warlord],
        {**me, "deck": ["Filler", {"code": "Warlord", "label": "top"}]},
        [
            *attack,
            {
                "p1": "choose",
                "cards": ["top"],
                "expect": {"card.top.zone": "p1.character", "card.top.state": "rested"},
            },
        ],
        "OP 10-2-6-1",
    )
    play(  # not of the kind: nothing to play, and it stays on top of the deck
        [leader, warlord],
        {**me, "deck": ["Filler", {"code": "Big Filler", "label": "top"}]},
        [
            *attack,
            {"p1": "choose", "cards": ["top"], "refused": True, "expect": {"p1.deck": ["Filler", "top"]}},
        ],
        "OP 11-2-1",
    )


def test_would_be_kod_by_your_opponents_effect_trash_this_character_instead() -> None:
    ivankov = real(
        "OP13-008"
    )  # If your {Revolutionary Army} type Character would be K.O.'d by your opponent's effect, you
    # may trash this Character instead.
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    rebel = {
        **FILLER,
        "code": "T-REBEL",
        "name": "Rebel",
        "fields": {"cost": 1, "power": 3000, "types": ["Revolutionary Army"]},
    }
    foe = {
        "character": {
            "C1": {"code": ivankov["code"], "label": "iva"},
            "C2": {"code": "Rebel", "label": "rebel"},
        }
    }
    steps: list[dict[str, Any]] = [
        {"p1": "play", "card": event["name"]},
        {"p1": "choose", "cards": ["rebel"], "expect": {"decision.kind": "yes_no"}},  # OP 8-1-3-4-1: may
        {"p2": "yes", "expect": {"card.iva.zone": "p2.trash", "card.rebel.zone": "p2.character"}},
    ]
    play(
        [ivankov, event, rebel], {"hand": [event["code"]], "cost": ["DON!!"] * 4}, steps, "OP 8-1-3-4", **foe
    )
    steps[-1] = {"p2": "no", "expect": {"card.iva.zone": "p2.character", "card.rebel.zone": "p2.trash"}}
    play(
        [ivankov, event, rebel],
        {"hand": [event["code"]], "cost": ["DON!!"] * 4},
        steps,
        "OP 8-1-3-4-1",
        **foe,
    )
    battle = [  # a K.O. in battle is not by an effect: nothing is offered
        {"p1": "attack", "card": "big", "attacks": "C2"},
        {"p2": "pass"},
        {"p2": "pass", "expect": {"card.rebel.zone": "p2.trash", "card.iva.zone": "p2.character"}},
    ]
    play(
        [ivankov, event, rebel],
        {"character": {"C1": {"code": "Big Filler", "label": "big"}}},
        battle,
        "OP 7-1-4-1-2",
        character={**foe["character"], "C2": {"code": "Rebel", "label": "rebel", "state": "rested"}},
    )


def test_cannot_be_kod_in_battle_by_an_attribute_reads_the_attacker() -> None:
    luffy = real(
        "OP01-024"
    )  # [DON!! x2] This Character cannot be K.O.'d in battle by <Strike> attribute Characters.
    striker = {
        **BIG,
        "code": "T-STRIKE",
        "name": "Striker",
        "fields": {**BIG["fields"], "attributes": ["Strike"]},
    }
    foe = {
        "character": {
            "C1": {"code": luffy["code"], "label": "luffy", "state": "rested", "attached": ["DON!!", "DON!!"]}
        }
    }
    for attacker, zone in (("Striker", "p2.character"), ("Big Filler", "p2.trash")):  # OP 1-3-3, 7-1-4-1-2
        play(
            [luffy, striker],
            {"character": {"C1": {"code": attacker, "label": "att"}}},
            [
                {"p1": "attack", "card": "att", "attacks": "C1"},
                {"p2": "pass"},
                {"p2": "pass", "expect": {"card.luffy.zone": zone}},
            ],
            "OP 1-3-3",
            **foe,
        )


def test_a_character_with_no_base_effect_is_one_printed_without_text() -> None:
    card = real(
        "EB03-003"
    )  # [On Play] If your Leader is [Uta], draw 2 cards. Then, play up to 1 Character card with
    # 6000 power or less and no base effect from your hand.
    play(
        [card, WALL],
        {
            "hand": [card["code"], {"code": "Wall", "label": "wall"}, {"code": "Filler", "label": "plain"}],
            "cost": ["DON!!"] * int(card["fields"]["cost"]),
        },
        [
            {"p1": "play", "card": card["name"], "expect": {"p1.hand.count": 2}},  # not Uta: no draw
            {"p1": "choose", "cards": ["wall"], "refused": True},  # "[Blocker]" is text (OP 2-8-5)
            {"p1": "choose", "cards": ["plain"], "expect": {"card.plain.zone": "p1.character"}},
        ],
        "OP 2-8-5",
    )


def test_up_to_two_cards_from_the_top_of_the_deck_to_life_one_at_a_time() -> None:
    card = real(
        "EB03-055"
    )  # [On Play] You may trash 1 card from the top of your Life cards: If your Leader has the
    # {Straw Hat Crew} type, add up to 2 cards from the top of your deck to the top of your Life cards.
    crew = {
        **LEADER,
        "code": "T-SHC",
        "name": "Crew Leader",
        "fields": {**LEADER["fields"], "types": ["Straw Hat Crew"]},
    }
    deck = ["Filler", {"code": "Nova", "label": "second"}, {"code": "Big Filler", "label": "first"}]
    play(
        [card, crew],
        {
            "leader": [{"code": "T-SHC", "label": "crew"}],
            "hand": [card["code"]],
            "cost": ["DON!!"] * int(card["fields"]["cost"]),
            "deck": deck,
        },
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "yes", "expect": {"p1.life.count": 2, "p1.trash.count": 1}},
            {
                "p1": "yes",
                "expect": {"card.first.zone": "p1.life", "card.first.face_up": False},
            },  # OP 3-10-2-1
            {"p1": "no", "expect": {"card.second.zone": "p1.deck", "p1.life.count": 3}},
        ],
        "OP 3-10-2-1",
    )


def test_your_opponent_chooses_one_of_two_dashed_effects() -> None:
    card = real(
        "ST07-010"
    )  # [On Play] Your opponent chooses one: - Trash 1 card from the top of your opponent's Life
    # cards. - Add 1 card from the top of your deck to the top of your Life cards.
    me = {"hand": [card["code"]], "cost": ["DON!!"] * int(card["fields"]["cost"])}
    trash = "Trash 1 card from the top of your opponent's Life cards"
    add = "Add 1 card from the top of your deck to the top of your Life cards"
    play(
        [card],
        me,
        [
            {"p1": "play", "card": card["name"]},
            {"p2": "option", "option": trash, "expect": {"p2.life.count": 2, "p2.trash.count": 1}},
        ],
        "OP 10-2",
    )
    play(
        [card],
        {**me, "deck": ["Filler", {"code": "Nova", "label": "top"}]},
        [
            {"p1": "play", "card": card["name"]},
            {"p2": "option", "option": add, "expect": {"card.top.zone": "p1.life", "p1.life.count": 4}},
        ],
        "OP 3-10-2-1",
    )


def test_revealing_cards_of_a_type_from_the_hand_pays_a_cost_and_they_stay() -> None:
    card = real(
        "OP08-044"
    )  # [Activate: Main] [Once Per Turn] You may reveal 2 cards with a type including "Whitebeard
    # Pirates" from your hand: This Character gains +2000 power during this turn.
    pirate = {
        **FILLER,
        "code": "T-WBP",
        "name": "Pirate",
        "fields": {"cost": 1, "power": 2000, "types": ["Whitebeard Pirates"]},
    }
    hand = [
        {"code": "Pirate", "label": "a"},
        {"code": "Pirate", "label": "b"},
        {"code": "Filler", "label": "plain"},
    ]
    play(
        [card, pirate],
        {"character": {"C1": {"code": card["code"], "label": "me"}}, "hand": hand},
        [
            {"p1": "act", "card": "me"},
            {"p1": "choose", "cards": ["a", "plain"], "refused": True},  # OP 2-4-3-1: not of the type
            {
                "p1": "choose",
                "cards": ["a", "b"],
                "expect": {"card.me.power": 6000, "p1.hand.count": 3, "card.a.zone": "p1.hand"},  # OP 8-3-1
            },
        ],
        "OP 8-3-1",
    )


def test_when_a_don_is_returned_to_the_don_deck_by_don_minus() -> None:
    kid = real(
        "ST10-013"
    )  # [On Play]/[When Attacking] DON!! −1: Up to 1 of your Leader gains +1000 power until the
    # start of your next turn.
    wire = real(
        "ST10-014"
    )  # [Once Per Turn] When a DON!! card on your field is returned to your DON!! deck, draw 1 card
    # and trash 1 card from your hand.
    play(
        [kid, wire],
        {
            "character": {
                "C1": {"code": kid["code"], "label": "kid"},
                "C2": {"code": wire["code"], "label": "wire"},
            },
            "cost": ["DON!!", "DON!!"],
            "hand": [{"code": "Nova", "label": "nova"}],
            "don_deck": [],
        },
        [
            {"p1": "attack", "card": "kid", "attacks": "leader"},
            {"p1": "yes", "expect": {"p1.cost.count": 1, "p1.don_deck.count": 1}},  # OP 10-2-10-1
            {"p1": "choose", "cards": ["lead"], "expect": {"card.lead.power": 6000}},
            {"p1": "choose", "cards": ["nova"], "expect": {"card.nova.zone": "p1.trash", "p1.hand.count": 1}},
        ],
        "OP 10-2-10-1",
    )


def test_all_don_set_active_then_no_card_played_from_the_hand_this_turn() -> None:
    card = real(
        "OP13-028"
    )  # [On Play] Set all of your DON!! cards as active. Then, you cannot play cards from your hand
    # during this turn.
    play(
        [card],
        {
            "hand": [card["code"], {"code": "Filler", "label": "plain"}],
            "cost": [{"code": "DON!!", "label": f"d{i}"} for i in range(10)],
        },
        [
            {
                "p1": "play",
                "card": card["name"],
                "expect": {"card.d0.state": "active", "card.d9.state": "active"},
            },
            {
                "p1": "play",
                "card": "plain",
                "refused": True,
                "expect": {"card.plain.zone": "p1.hand"},
            },  # OP 1-3-3
        ],
        "OP 1-3-3",
    )


def test_a_chosen_character_can_also_attack_active_characters_this_turn() -> None:
    card = real(
        "EB03-008"
    )  # [On Play]/[When Attacking] Up to 1 of your {SWORD} type Leader or Character cards can also
    # attack active Characters during this turn.
    play(
        [card],
        {
            "hand": [card["code"]],
            "cost": ["DON!!"] * 3,
            "character": {"C1": {"code": "Filler", "label": "att"}},
        },
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["att"], "refused": True},  # not {SWORD}
            {"p1": "choose", "cards": []},
            {"p1": "attack", "card": "att", "attacks": "C1", "refused": True},  # OP 7-1-1-2
        ],
        "OP 7-1-1-2",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )
    sword = {
        **FILLER,
        "code": "T-SWORD",
        "name": "Sword",
        "fields": {"cost": 1, "power": 3000, "types": ["SWORD"]},
    }
    play(
        [card, sword],
        {
            "hand": [card["code"]],
            "cost": ["DON!!"] * 3,
            "character": {"C1": {"code": "Sword", "label": "att"}},
        },
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["att"]},
            {
                "p1": "attack",
                "card": "att",
                "attacks": "C1",
                "expect": {"card.att.state": "rested"},
            },  # OP 1-3-1
        ],
        "OP 1-3-1",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_a_character_added_to_the_top_or_bottom_of_its_owners_life_face_up() -> None:
    card = real(
        "OP03-123"
    )  # [On Play] Add up to 1 Character with a cost of 8 or less to the top or bottom of the
    # owner's Life cards face-up.
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * int(card["fields"]["cost"])},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["victim"]},
            {
                "p1": "bottom",
                "expect": {"p2.life": ["victim", "Filler", "Filler", "Filler"], "card.victim.face_up": True},
            },
        ],
        "OP 3-10-2-1",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_another_cards_ko_trigger_acts_as_its_own_card_not_the_kod_one() -> None:
    # OP 10-2-17-1 moves only a card's own [On K.O.] to the trash; "When your opponent's
    # Character is K.O.'d" stays with its card (the resolution reads the triggers' list now)
    (entry,) = compile_text(
        "When your opponent's Character is K.O.'d, this Character gains +1000 power during this turn.",
        "character",
    )
    watcher = {**FILLER, "code": "T-WATCH", "name": "Watcher", "script": [dict(entry.ability)]}
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    play(
        [watcher, event],
        {
            "character": {"C1": {"code": "Watcher", "label": "watch"}},
            "hand": [event["code"]],
            "cost": ["DON!!"] * 4,
        },
        [
            {"p1": "play", "card": event["name"]},
            {
                "p1": "choose",
                "cards": ["victim"],
                "expect": {"card.victim.zone": "p2.trash", "card.watch.power": 4000},
            },
        ],
        "OP 10-2-17-1",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_a_card_from_the_hand_to_the_top_of_life_face_down() -> None:
    card = real(
        "OP08-117"
    )  # [Trigger] You may add 1 card from the top of your Life cards to your hand: Add up to 1 card
    # from your hand to the top of your Life cards.
    play(
        [card],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "pass"},
            {"p2": "trigger"},
            {"p2": "yes", "expect": {"card.next.zone": "p2.hand", "p2.life.count": 2}},  # the cost
            {
                "p2": "choose",
                "cards": ["kept"],
                "expect": {"card.kept.zone": "p2.life", "card.kept.face_up": False},
            },
        ],
        "OP 3-10-2-1",
        life=["Filler", "Filler", {"code": "Nova", "label": "next"}, card["code"]],
        hand=[{"code": "Big Filler", "label": "kept"}],
    )


def test_rested_don_given_to_a_leader_of_a_type_only() -> None:
    card = real("EB03-057")  # [On Play] Give up to 3 rested DON!! cards to your {Land of Wano} type Leader.
    wano = {
        **LEADER,
        "code": "T-WANO",
        "name": "Wano Leader",
        "fields": {**LEADER["fields"], "types": ["Land of Wano"]},
    }
    play(
        [card, wano],
        {"leader": [{"code": "T-WANO", "label": "wano"}], "hand": [card["code"]], "cost": ["DON!!"] * 6},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["wano"], "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            {"p1": "yes"},
            {"p1": "no", "expect": {"card.wano.power": 7000}},  # two given: +2000 in its turn (6-5-5-2)
        ],
        "OP 6-5-5-1",
    )


def test_rested_don_given_to_one_card_of_the_types_then_a_rest() -> None:
    card = real("EB03-015")  # [Activate: Main] You may rest this Character: Give up to 1 rested DON!!
    # card to 1 of your {Fish-Man} or {Merfolk} type Leader or Character cards. Then, rest up to 1 of
    # your opponent's Characters with a cost of 2 or less.
    play(
        [card],
        {
            "character": {
                "C1": {"code": card["code"], "label": "me"},
                "C2": {"code": "Filler", "label": "mine"},
            },
            "cost": [{"code": "DON!!", "state": "rested"}],
        },
        [
            {"p1": "act", "card": "me", "expect": {"card.me.state": "rested"}},
            {"p1": "choose", "cards": ["mine"], "refused": True},  # not of the types
            {"p1": "choose", "cards": ["me"]},
            {"p1": "yes", "expect": {"card.me.attached": ["DON!!"]}},
            {"p1": "choose", "cards": ["foe_c"], "expect": {"card.foe_c.state": "rested"}},
        ],
        "OP 6-5-5-1",
        character={"C1": {"code": "Filler", "label": "foe_c"}},
    )


def test_don_actions_with_a_bare_number_and_the_comma_of_then() -> None:
    # OP 8-4-4: "Give 1 rested DON!! card to your Leader" (no "up to"): as many as there are, no
    # question asked (6-5-5-1); "up to" asks for each
    card = _line_card("[On Play] Give 1 rested DON!! card to this Character.", "Giver")
    play(
        [card],
        {
            "hand": [{"code": "T-WRITTEN", "label": "me"}],
            "cost": ["DON!!", {"code": "DON!!", "state": "rested"}],
        },
        [{"p1": "play", "card": "me", "expect": {"card.me.attached": ["DON!!"]}}],
        "OP 8-4-4",
    )
    # "If you do" after a DON!! given or added: all of them were (4-10-1)
    did = _line_card("[On Play] You may give 2 rested DON!! cards to this Character. If you do, draw 1 card.")
    for cost, drawn in ((["DON!!", {"code": "DON!!", "state": "rested"}], 1), (["DON!!"], 0)):
        play(
            [did],
            {"hand": [{"code": "T-WRITTEN", "label": "me"}], "cost": cost},
            [{"p1": "play", "card": "me"}, {"p1": "yes", "expect": {"p1.hand.count": drawn}}],
            "OP 4-10-1",
        )
    added = compile_line("[On K.O.] Add 1 DON!! card from your DON!! deck and rest it.", "character")
    assert added.ability["effect"] == [{"do": "op.add_don", "n": 1, "state": "rested"}]
    active = compile_line("[On Play] Set 2 of your DON!! cards as active.", "character")
    assert "up_to" not in active.ability["effect"][0]
    # 4-10-2: "Then" without its comma, "until the end of this turn" as "during this turn" (B22)
    then = compile_line(
        "[On Play] Draw 1 card. Then trash 1 card from your hand.\n".strip(), "character"
    ).ability
    assert then == compile_line(
        "[On Play] Draw 1 card. Then, trash 1 card from your hand.", "character"
    ).ability | {"text": then["text"]}
    turn = "[On Play] Up to 1 of your Characters gains +1000 power {}."
    assert (
        compile_line(turn.format("until the end of this turn"), "character").ability["effect"]
        == compile_line(turn.format("during this turn"), "character").ability["effect"]
    )


def test_more_don_on_the_opponents_field_adds_a_don_rested() -> None:
    card = real("ST10-012")  # [On Play]/[When Attacking] If your opponent has more DON!! cards on their
    # field than you, add up to 1 DON!! card from your DON!! deck and rest it.
    steps: list[dict[str, Any]] = [
        {"p1": "play", "card": card["name"]},
        {"p1": "yes", "expect": {"p1.cost.count": 5}},  # "up to 1": asked (8-4-4)
    ]
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * 4, "don_deck": ["DON!!"] * 3},
        steps,
        "OP 4-10-1",
        cost=["DON!!"] * 5,
    )
    # as many on both fields: nothing added
    steps = [{"p1": "play", "card": card["name"], "expect": {"p1.cost.count": 4}}]
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * 4, "don_deck": ["DON!!"] * 3},
        steps,
        "OP 4-10-1",
        cost=["DON!!"] * 4,
    )


def test_a_cost_no_more_than_your_life_count_is_read_when_choosing() -> None:
    card = real("OP08-102")  # [On Play] You may trash 1 card from your hand: K.O. up to 1 of your
    # opponent's Characters with a cost equal to or less than your number of Life cards.
    play(
        [card],
        {"hand": [card["code"], "Filler"], "cost": ["DON!!"] * 10, "life": ["Filler"] * 2},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["Filler"]},  # the cost: the other card in the hand
            {"p1": "choose", "cards": ["big"], "refused": True},  # cost 8 > 2 Life cards
            {"p1": "choose", "cards": ["nova"], "expect": {"card.nova.zone": "p2.trash"}},
        ],
        "OP 10-2-1",
        character={"C1": {"code": "Big Filler", "label": "big"}, "C2": {"code": "Nova", "label": "nova"}},
    )


def test_a_card_played_from_the_hand_with_a_cost_bounded_by_the_opponents_don() -> None:
    card = real("OP08-062")  # [Activate: Main] You may trash this Character: If your Leader has the
    # {Big Mom Pirates} type, play up to 1 [Charlotte Katakuri] from your hand with a cost of 3 or
    # more that is equal to or less than the number of DON!! cards on your opponent's field.
    mom = {
        **LEADER,
        "code": "T-MOM",
        "name": "Mom",
        "fields": {**LEADER["fields"], "types": ["Big Mom Pirates"]},
    }
    small = {**FILLER, "code": "T-KAT4", "name": "Charlotte Katakuri", "fields": {"cost": 4, "power": 5000}}
    large = {**small, "code": "T-KAT7", "fields": {"cost": 7, "power": 8000}}
    play(
        [card, mom, small, large],
        {
            "leader": [{"code": "T-MOM", "label": "mom"}],
            "character": {"C1": {"code": card["code"], "label": "me"}},
            "hand": [{"code": "T-KAT4", "label": "k4"}, {"code": "T-KAT7", "label": "k7"}],
        },
        [
            {"p1": "act", "card": "me", "expect": {"card.me.zone": "p1.trash"}},
            {"p1": "choose", "cards": ["k7"], "refused": True},  # cost 7 > 5 DON!! on their field
            {"p1": "choose", "cards": ["k4"], "expect": {"card.k4.zone": "p1.character"}},
        ],
        "OP 10-2-6-1",
        cost=["DON!!"] * 5,
    )


def test_that_card_gains_an_additional_power_when_the_condition_holds() -> None:
    event = real("EB03-020")  # [Counter] Up to 1 of your Leader or Character cards gains +2000 power
    # during this battle. Then, if you have 2 or more {FILM} type Characters, that card gains an
    # additional +2000 power during this battle.
    film = {
        **FILLER,
        "code": "T-FILM",
        "name": "Film",
        "fields": {"cost": 1, "power": 1000, "types": ["FILM"]},
    }
    for films, power in ((2, 9000), (1, 7000)):
        play(
            [event, film],
            {"character": {"C1": {"code": "Filler", "label": "att"}}},
            [
                {"p1": "attack", "card": "att", "attacks": "leader"},
                {"p2": "pass"},
                {"p2": "play", "card": event["name"]},
                {"p2": "choose", "cards": ["foe"], "expect": {"card.foe.power": power}},
                {"p2": "pass", "expect": {"card.foe.power": 5000}},  # both for this battle only
            ],
            "OP 4-10-1",
            hand=[event["code"]],
            cost=["DON!!"],
            character={f"C{i}": {"code": "T-FILM"} for i in range(1, films + 1)},
        )


def test_power_for_every_card_and_for_every_two_events_counted_as_they_change() -> None:
    smiley = real("OP01-072")  # [DON!! x1] [Your Turn] This Character gains +1000 power for every card
    # in your hand.
    play(
        [smiley],
        {
            "character": {"C1": {"code": smiley["code"], "label": "me", "attached": ["DON!!"]}},
            "hand": ["Filler", "Filler", "Big Filler"],
        },
        [{"expect": {"card.me.power": 5000}}],  # 1000 printed, +1000 for the DON!!, +3 x 1000
        "OP 4-9",
    )
    card = real("OP01-083")  # [DON!! x1] [Your Turn] If your Leader has the {Baroque Works} type, this
    # Character gains +1000 power for every 2 Events in your trash.
    works = {
        **LEADER,
        "code": "T-BW",
        "name": "Works",
        "fields": {**LEADER["fields"], "types": ["Baroque Works"]},
    }
    event = {"code": "T-EV", "name": "Ev", "type": "event", "colours": ["red"], "fields": {"cost": 1}}
    play(
        [card, works, event],
        {
            "leader": [{"code": "T-BW", "label": "lead"}],
            "character": {"C1": {"code": card["code"], "label": "me", "attached": ["DON!!"]}},
            "trash": ["T-EV"] * 5 + ["Filler"] * 3,
        },
        [{"expect": {"card.me.power": 6000}}],  # 3000, +1000 for the DON!!, 5 Events: 2 pairs
        "OP 4-9",
    )


def test_rest_one_of_the_opponents_don_or_characters_described() -> None:
    card = real("EB03-012")  # [Activate: Main] You may rest this Character: Rest up to 1 of your
    # opponent's DON!! cards or {Animal} or {SMILE} type Characters with a cost of 3 or less.
    animal = {
        **FILLER,
        "code": "T-ANI",
        "name": "Animal",
        "fields": {"cost": 3, "power": 4000, "types": ["Animal"]},
    }
    for target, other in (("fd", "ani"), ("ani", "fd")):
        play(
            [card, animal],
            {"character": {"C1": {"code": card["code"], "label": "me"}}},
            [
                {"p1": "act", "card": "me"},
                {"p1": "choose", "cards": ["fill"], "refused": True},  # not of the types
                {
                    "p1": "choose",
                    "cards": [target],
                    "expect": {f"card.{target}.state": "rested", f"card.{other}.state": "active"},
                },
            ],
            "OP 4-4-2",  # the DON!! chosen from the cost area: a given DON!! is neither active nor rested
            character={"C1": {"code": "T-ANI", "label": "ani"}, "C2": {"code": "Filler", "label": "fill"}},
            cost=[{"code": "DON!!", "label": "fd"}],
        )


def test_cannot_be_ko_d_in_battle_by_attribute_cards() -> None:
    card = real("OP03-008")  # This Character cannot be K.O.'d in battle by <Slash> attribute cards.
    slash = {
        **BIG,
        "code": "T-SLASH",
        "name": "Slasher",
        "fields": {**BIG["fields"], "attributes": ["Slash"]},
    }
    guard = {"C1": {"code": card["code"], "label": "guard", "state": "rested"}}
    for attacker, zone in (("T-SLASH", "p2.character"), ("Big Filler", "p2.trash")):
        play(  # OP 7-1-4-1-2: only the card attacked is K.O.'d in battle, by the attacker
            [card, slash],
            {"character": {"C1": {"code": attacker, "label": "att"}}},
            [
                {"p1": "attack", "card": "att", "attacks": "C1"},
                {"p2": "pass"},
                {"p2": "pass", "expect": {"card.guard.zone": zone}},
            ],
            "OP 1-3-3",
            character=guard,
        )


def test_all_of_your_named_characters_and_typed_leader_and_characters_gain_power() -> None:
    card = real("OP08-016")  # [Activate: Main] You may rest this Character: If your Leader is [Tony
    # Tony.Chopper], all of your [Tony Tony.Chopper] Characters gain +2000 power during this turn.
    chopper = {**FILLER, "code": "T-CHOP", "name": "Tony Tony.Chopper"}
    lead = {**LEADER, "code": "T-CHOPL", "name": "Tony Tony.Chopper"}
    play(
        [card, chopper, lead],
        {
            "leader": [{"code": "T-CHOPL", "label": "lead"}],
            "character": {
                "C1": {"code": card["code"], "label": "me"},
                "C2": {"code": "T-CHOP", "label": "c"},
                "C3": {"code": "Filler", "label": "f"},
            },
        },
        [
            {
                "p1": "act",
                "card": "me",
                "expect": {"card.c.power": 5000, "card.f.power": 3000, "card.lead.power": 5000},
            },
            {"p1": "pass", "expect": {"card.c.power": 3000}},  # during this turn
        ],
        "OP 4-9",
    )
    lim = real("EB03-037")  # [On Play] If you have 7 or more DON!! cards on your field, all of your
    # {ODYSSEY} type Leader and Character cards gain +1000 power until the end of your opponent's next
    # End Phase.
    odyssey = {**LEADER, "code": "T-ODY", "name": "Ody", "fields": {**LEADER["fields"], "types": ["ODYSSEY"]}}
    play(
        [lim, odyssey],
        {
            "leader": [{"code": "T-ODY", "label": "lead"}],
            "character": {"C1": {"code": "Filler", "label": "f"}},
            "hand": [{"code": lim["code"], "label": "lim"}],
            "cost": ["DON!!"] * 7,
        },
        [
            {
                "p1": "play",
                "card": "lim",
                "expect": {"card.lead.power": 6000, "card.lim.power": 6000, "card.f.power": 3000},
            },
            {"p1": "pass", "expect": {"card.lead.power": 6000}},  # through the opponent's turn
        ],
        "OP 6-6-1-2",
    )


# ====================================================================== the command and the hook
def test_coverage_and_explain_read_one_piece_files(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "coverage", "--game", "one-piece", str(PACKS[0]), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["cards"] == 17 and 0 < report["automated"] <= report["abilities"]
    assert main(["cards", "explain", "--game", "one-piece", "ST01-014", "--file", str(PACKS[0])]) == 0
    assert '"until": "battle"' in capsys.readouterr().out


def test_the_import_hook_compiles_one_piece_records_and_they_load() -> None:
    batch = compile_batch(read_path("one-piece", PACKS[0]))
    rules = get_ruleset("one-piece")
    for record in batch.records:
        assert (record.script is not None) == bool(record.text.strip())
        rules.card_from_record(record.to_dict())  # every compiled script loads


def test_a_card_from_your_life_area_is_the_top_life_card() -> None:
    card = real("OP01-013")  # [Activate: Main] [Once Per Turn] You may add 1 card from your Life area to
    # your hand: This Character gains +2000 power during this turn. Then, give this Character up to 2
    # rested DON!! cards.
    # OP 3-10-2: no end is printed, so the card moved out of the Life area is the top one
    play(
        [card],
        {
            "character": {"C1": {"code": card["code"], "label": "me"}},
            "life": ["Filler", {"code": "Big Filler", "label": "bottom"}, {"code": "Nova", "label": "top"}],
            "cost": ["DON!!", {"code": "DON!!", "state": "rested"}],
        },
        [
            {
                "p1": "act",
                "card": "me",
                "expect": {"card.top.zone": "p1.hand", "card.bottom.zone": "p1.life", "p1.life.count": 2},
            },
            {"p1": "choose", "cards": ["me"]},
            {"p1": "yes", "expect": {"card.me.power": 6000}},  # +2000, then the one rested DON!! given
        ],
        "OP 3-10-2",
    )


def test_your_opponent_plays_a_character_from_their_hand() -> None:
    card = real("OP13-119")  # [On Play] Give up to 1 rested DON!! card to your Leader. Then, you may return
    # up to 1 of your opponent's Characters with a cost of 5 or less to the owner's hand. If you do, your
    # opponent plays up to 1 Character card with a cost of 4 or less from their hand.
    # OP 10-2-6-1: the opponent chooses and plays a card of their own, without paying its cost
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * 6},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["lead"]},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.zone": "p2.hand"}},
            {"p2": "choose", "cards": ["big"], "refused": True},  # cost 8: not 4 or less
            {
                "p2": "choose",
                "cards": ["nova"],
                "expect": {"card.nova.zone": "p2.character", "p2.cost.count": 0},
            },
        ],
        "OP 10-2-6-1",
        character={"C1": {"code": "Filler", "label": "victim"}},
        hand=[{"code": "Nova", "label": "nova"}, {"code": "Big Filler", "label": "big"}],
    )


def test_a_search_for_one_card_of_either_kind() -> None:
    card = real("EB03-010")  # [On Play] Look at 5 cards from the top of your deck; reveal up to 1 Character
    # card with 1000 power or less or up to 1 Event card and add it to your hand. Then, place the rest …
    low = {
        **FILLER,
        "code": "T-LOW",
        "name": "Low",
        "fields": {"cost": 1, "power": 1000, "types": ["Test Crew"]},
    }
    event = {"code": "T-EV", "name": "Test Event", "type": "event", "colours": ["red"], "fields": {"cost": 1}}
    deck = [
        {"code": "Big Filler", "label": "big"},
        {"code": "Nova", "label": "nova"},
        {"code": "Test Event", "label": "ev"},
        {"code": "Low", "label": "low"},
        "Filler",
    ]
    play(
        [card, low, event],
        {"hand": [card["code"]], "cost": ["DON!!"] * 5, "deck": deck},
        [
            {"p1": "play", "card": card["name"]},
            # OP 8-4-4: one card, either a Character with 1000 power or less or an Event
            {"expect": {"decision.rule": "OP 8-4-4-2", "decision.count": 2}},
            {
                "p1": "choose",
                "cards": ["ev"],
                "expect": {"card.ev.zone": "p1.hand", "card.low.zone": "p1.deck"},
            },
        ],
        "OP 11-2-1",
    )


def test_if_your_leader_is_one_of_three_names() -> None:
    card = real("OP13-016")  # [On Play] If your Leader is [Sabo], [Portgas.D.Ace] or [Monkey.D.Luffy], look
    # at 4 cards from the top of your deck; reveal up to 1 card with a cost of 3 or more and add it …
    sabo = {**LEADER, "code": "T-SABO", "name": "Sabo"}
    deck = ["Filler", {"code": "Big Filler", "label": "big"}, "Nova", "Filler"]
    play(
        [card, sabo],
        {
            "leader": [{"code": "T-SABO", "label": "lead"}],
            "hand": [card["code"]],
            "cost": ["DON!!"],
            "deck": deck,
        },
        [
            {"p1": "play", "card": card["name"], "expect": {"decision.count": 1}},  # only the cost-8 card
            {"p1": "choose", "cards": ["big"], "expect": {"card.big.zone": "p1.hand"}},
        ],
        "OP 4-10-1",
    )
    play(  # another Leader: nothing is looked at
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"], "deck": deck},
        [{"p1": "play", "card": card["name"], "expect": {"card.big.zone": "p1.deck", "p1.hand.count": 0}}],
        "OP 4-10-1",
    )


def test_your_leader_gains_a_keyword_and_power() -> None:
    card = real("OP03-016")  # [Main] If your Leader is [Portgas.D.Ace], K.O. up to 1 of your opponent's
    # Characters with 8000 power or less, and your Leader gains [Double Attack] and +3000 power …
    ace = {**LEADER, "code": "T-ACE", "name": "Portgas.D.Ace"}
    play(
        [card, ace],
        {"leader": [{"code": "T-ACE", "label": "lead"}], "hand": [card["code"]], "cost": ["DON!!"] * 7},
        [
            {"p1": "play", "card": card["name"]},
            {
                "p1": "choose",
                "cards": ["victim"],
                "expect": {
                    "card.victim.zone": "p2.trash",
                    "card.lead.power": 8000,
                    "card.lead.keywords": ["double_attack"],  # OP 10-1-2 (Double Attack), for this turn
                },
            },
        ],
        "OP 10-1-2",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_two_cards_from_the_hand_each_to_the_top_or_bottom_of_the_deck() -> None:
    card = real("OP08-050")  # [On Play] Draw 2 cards and place 2 cards from your hand at the top or bottom
    # of your deck in any order.
    deck = ["Filler", "Filler", {"code": "Nova", "label": "d1"}, {"code": "Nova", "label": "d2"}]
    play(
        [card],
        {"hand": [card["code"], {"code": "Big Filler", "label": "h"}], "cost": ["DON!!"] * 3, "deck": deck},
        [
            {"p1": "play", "card": card["name"], "expect": {"p1.hand.count": 3}},
            {"p1": "choose", "cards": ["h"]},
            {"p1": "option", "option": "the top of your deck"},
            {"p1": "choose", "cards": ["d1"]},
            # OP 11-3-2: each card to the end the player chooses, in the order chosen
            {
                "p1": "option",
                "option": "the bottom of your deck",
                "expect": {"p1.deck": ["d1", "Filler", "Filler", "h"], "p1.hand": ["Nova"]},
            },
        ],
        "OP 11-3-2",
    )


def test_a_card_from_the_trash_to_the_bottom_of_the_deck_as_a_cost() -> None:
    card = real("OP13-081")  # [Activate: Main] [Once Per Turn] You may place 1 card from your trash at the
    # bottom of your deck: Give up to 1 rested DON!! card to your Leader or 1 of your Characters.
    play(
        [card],
        {
            "character": {"C1": {"code": card["code"], "label": "me"}},
            "trash": [{"code": "Nova", "label": "old"}],
            "cost": [{"code": "DON!!", "state": "rested"}],
            "deck": ["Filler"],
        },
        [
            {"p1": "act", "card": "me"},
            {"p1": "choose", "cards": ["old"], "expect": {"p1.deck": ["old", "Filler"], "p1.trash.count": 0}},
            {"p1": "choose", "cards": ["lead"], "expect": {"card.lead.power": 6000}},
        ],
        "OP 8-3-1",
    )


def test_look_at_the_top_cards_and_put_them_back_in_any_order() -> None:
    card = real("ST17-003")  # [On Play] Look at 3 cards from the top of your deck and place them at the top
    # of your deck in any order.
    deck = [
        {"code": "Filler", "label": "under"},
        {"code": "Nova", "label": "n1"},
        {"code": "Big Filler", "label": "b1"},
        {"code": "Filler", "label": "f1"},
    ]
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"], "deck": deck},
        [
            {"p1": "play", "card": card["name"]},
            # OP 11-3-2: none goes to the bottom; the first chosen is the new top card
            {"p1": "order", "cards": ["n1", "f1", "b1"]},
            {"expect": {"p1.deck": ["under", "b1", "f1", "n1"], "p1.deck.count": 4}},
        ],
        "OP 11-3-2",
    )


def test_none_of_your_characters_can_be_ko_d_by_your_opponents_effects_for_a_while() -> None:
    card = real("OP08-038")  # [Main] You may rest 2 of your Characters: None of your Characters can be K.O.'d
    # by your opponent's effects until the end of your opponent's next turn.
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    play(
        [card, event],
        {
            "hand": [card["code"]],
            "cost": ["DON!!"] * 2,
            "character": {"C1": {"code": "Filler", "label": "m1"}, "C2": {"code": "Filler", "label": "m2"}},
        },
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["m1", "m2"],
                "expect": {"card.m1.prohibitions": ["cannot:be_ko_by_opponent"]},
            },
            {"p1": "pass", "expect": {"turn_player": "p2"}},
            {"p2": "play", "card": event["name"]},
            # OP 1-3-3: the opponent's effect cannot K.O. it
            {"p2": "choose", "cards": ["m1"], "expect": {"card.m1.zone": "p1.character"}},
            {
                "p2": "pass",
                "expect": {"turn_player": "p1", "card.m1.prohibitions": None},
            },  # OP 6-6-1-2: ended
        ],
        "OP 1-3-3",
        hand=[event["code"]],
        cost=["DON!!"] * 4,
    )


def test_return_this_character_to_the_hand_as_a_cost() -> None:
    card = real("OP08-041")  # [Activate: Main] You may return this Character to the owner's hand: If your
    # Leader has the {Kuja Pirates} type, place up to 1 of your opponent's Characters with a cost of 1 or
    # less at the bottom of the owner's deck.
    kuja = {
        **LEADER,
        "code": "T-KUJA",
        "name": "Kuja Leader",
        "fields": {**LEADER["fields"], "types": ["Kuja Pirates"]},
    }
    play(
        [card, kuja],
        {
            "leader": [{"code": "T-KUJA", "label": "lead"}],
            "character": {"C1": {"code": card["code"], "label": "me"}},
        },
        [
            {"p1": "act", "card": "me", "expect": {"card.me.zone": "p1.hand"}},  # OP 8-3-1: paid first
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.zone": "p2.deck"}},
        ],
        "OP 8-3-1",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_rest_a_character_that_will_not_become_active_next_refresh() -> None:
    card = real("ST24-004")  # [On Play] Rest up to 1 of your opponent's Characters and that Character will
    # not become active in your opponent's next Refresh Phase. Then, if your opponent has 2 or more rested
    # Characters, your Leader gains +2000 power until the end of your opponent's next End Phase.
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * 10},
        [
            {"p1": "play", "card": card["name"]},
            {
                "p1": "choose",
                "cards": ["victim"],
                "expect": {
                    "card.victim.state": "rested",
                    "card.victim.prohibitions": ["cannot:refresh"],
                    "card.lead.power": 5000,  # only 1 rested: no power
                },
            },
            {"p1": "pass", "expect": {"turn_player": "p2", "card.victim.state": "rested"}},  # OP 6-2-4
        ],
        "OP 6-2-4",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_on_ko_plays_one_of_two_kinds_from_the_hand_or_the_trash() -> None:
    koala = real("EB03-042")  # [Opponent's Turn] [On K.O.] Play up to 1 {Revolutionary Army} type Character
    # card with a cost of 6 or less other than [Koala] or up to 1 [Nico Robin] with a cost of 6 or less from
    # your hand or trash.
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    rev = {
        **FILLER,
        "code": "T-REV",
        "name": "Rebel",
        "fields": {"cost": 3, "power": 3000, "types": ["Revolutionary Army"]},
    }
    robin = {**FILLER, "code": "T-ROBIN", "name": "Nico Robin"}
    play(
        [koala, event, rev, robin],
        {"hand": [event["code"]], "cost": ["DON!!"] * 4},
        [
            {"p1": "play", "card": event["name"]},
            {"p1": "choose", "cards": ["koala"], "expect": {"card.koala.zone": "p2.trash"}},
            {"p2": "choose", "cards": ["koala"], "refused": True},  # OP 10-2-6-1: "other than [Koala]"
            {"p2": "choose", "cards": ["plain"], "refused": True},  # neither kind
            {
                "p2": "choose",
                "cards": ["robin"],
                "expect": {"card.robin.zone": "p2.character", "card.rev.zone": "p2.trash"},
            },
        ],
        "OP 10-2-6-1",
        character={"C1": {"code": koala["code"], "label": "koala"}},
        hand=[{"code": "Nico Robin", "label": "robin"}, {"code": "Filler", "label": "plain"}],
        trash=[{"code": "Rebel", "label": "rev"}],
    )


def test_the_chosen_character_cannot_activate_blocker_during_this_turn() -> None:
    # a held-out card (no tuning card prints this wording; the template was written from the rules' word)
    card = real("OP16-063")  # [Activate: Main] [Once Per Turn] DON!! −1: Up to 1 of your opponent's
    # Characters cannot activate [Blocker] during this turn.
    play(
        [card, WALL, SMALL_WALL],
        {"character": {"C1": {"code": card["code"], "label": "me"}}, "cost": ["DON!!"]},
        [
            {"p1": "act", "card": "me"},
            {"p1": "choose", "cards": ["wall"], "expect": {"card.wall.prohibitions": ["cannot:block"]}},
            {"p1": "attack", "card": "me", "attacks": "leader"},
            {"p2": "block", "card": "wall", "refused": True},  # OP 1-3-3
            {"p2": "block", "card": "small", "expect": {"card.small.state": "rested"}},  # the other one can
        ],
        "OP 1-3-3",
        character={"C1": {"code": "Wall", "label": "wall"}, "C2": {"code": "Small Wall", "label": "small"}},
    )


def test_a_named_card_searched_from_the_whole_deck_to_the_hand() -> None:
    card = real("OP01-098")  # [On Play] Reveal up to 1 [Artificial Devil Fruit SMILE] from your deck and add
    # it to your hand. Then, shuffle your deck.
    smile = {
        "code": "T-SMILE",
        "name": "Artificial Devil Fruit SMILE",
        "type": "stage",
        "colours": ["purple"],
        "fields": {"cost": 1},
    }
    deck = [{"code": smile["code"], "label": "smile"}, "Filler", "Filler", "Nova", "Filler"]
    play(
        [card, smile],
        {"hand": [card["code"]], "cost": ["DON!!"], "deck": deck},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["Nova"], "refused": True},  # only the named card
            # OP 3-2-2: the whole deck is searched (the card was at the bottom); then it is shuffled
            {
                "p1": "choose",
                "cards": ["smile"],
                "expect": {"card.smile.zone": "p1.hand", "log has": ["shuffle"]},
            },
        ],
        "OP 3-2-2",
    )


def test_look_at_the_top_cards_and_trash_up_to_two() -> None:
    card = real("OP03-083")  # [On Play] Look at 5 cards from the top of your deck and trash up to 2 cards.
    # Then, place the rest at the bottom of your deck in any order.
    deck = [
        {"code": "Filler", "label": "under"},
        {"code": "Filler", "label": "f1"},
        {"code": "Filler", "label": "f2"},
        {"code": "Filler", "label": "f3"},
        {"code": "Nova", "label": "n1"},
        {"code": "Big Filler", "label": "b1"},
    ]
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"], "deck": deck},
        [
            {"p1": "play", "card": card["name"]},
            # OP 11-3: up to 2 of the 5 looked at are trashed, the other 3 go under the sixth card
            {
                "p1": "choose",
                "cards": ["n1", "b1"],
                "expect": {"card.n1.zone": "p1.trash", "card.b1.zone": "p1.trash", "p1.deck.count": 4},
            },
        ],
        "OP 11-3",
    )


def test_the_selected_character_cannot_attack() -> None:
    card = real("OP01-085")  # [On Play] If your Leader has the {Baroque Works} type, select up to 1 of your
    # opponent's Characters with a cost of 4 or less. The selected Character cannot attack until the end of
    # your opponent's next turn.
    works = {
        **LEADER,
        "code": "T-BW",
        "name": "BW Leader",
        "fields": {**LEADER["fields"], "types": ["Baroque Works"]},
    }
    play(
        [card, works],
        {"leader": [{"code": "T-BW", "label": "lead"}], "hand": [card["code"]], "cost": ["DON!!"] * 2},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["big"], "refused": True},  # cost 8
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.prohibitions": ["cannot:attack"]}},
            {"p1": "pass", "expect": {"turn_player": "p2"}},
            {  # OP 1-3-3: in its own turn it cannot attack; the other one can
                "expect": {
                    "actions lacks": ["Attack BW Leader with Filler"],
                    "actions has": ["Attack BW Leader with Big Filler"],
                }
            },
        ],
        "OP 1-3-3",
        character={"C1": {"code": "Filler", "label": "victim"}, "C2": {"code": "Big Filler", "label": "big"}},
    )


def test_a_face_up_life_card_then_all_life_cards_face_down() -> None:
    card = real("EB03-051")  # [On Play] If you have a face-up Life card, K.O. up to 1 of your opponent's
    # Characters with a cost of 2 or less. Then, turn all of your Life cards face-down.
    life = ["Filler", {"code": "Nova", "label": "up", "face_up": True}, "Filler"]
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * 3, "life": life},
        [
            {"p1": "play", "card": card["name"]},
            # OP 3-10-2: the Life cards are secret again; the face-up one is face down now
            {
                "p1": "choose",
                "cards": ["victim"],
                "expect": {
                    "card.victim.zone": "p2.trash",
                    "p1.life.count": 3,
                    "log has": ["is turned face down"],
                },
            },
        ],
        "OP 3-10-2",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )
    play(  # no face-up Life card: no K.O., and "Then," still turns them face down (4-10-2)
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * 3},
        [{"p1": "play", "card": card["name"], "expect": {"card.victim.zone": "p2.character"}}],
        "OP 4-10-1",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_if_you_do_after_an_up_to_choice_without_you_may() -> None:
    card = real("OP08-098")  # [DON!! x1] [When Attacking] Play up to 1 {Shandian Warrior} type Character card
    # from your hand with a cost equal to or less than the number of DON!! cards on your field. If you do, add
    # 1 card from the top of your Life cards to your hand.
    warrior = {
        **FILLER,
        "code": "T-SHAN",
        "name": "Warrior",
        "fields": {"cost": 2, "power": 3000, "types": ["Shandian Warrior"]},
    }
    me = {"leader": [{"code": card["code"], "label": "me", "attached": ["DON!!"]}], "cost": ["DON!!"]}
    play(
        [card, warrior],
        {**me, "hand": [{"code": "Warrior", "label": "w"}]},
        [
            {"p1": "attack", "card": "me", "attacks": "leader"},
            # 2 DON!! on the field: the cost-2 Warrior may be played; played, the top Life card is added
            {"p1": "choose", "cards": ["w"], "expect": {"card.w.zone": "p1.character", "p1.life.count": 2}},
        ],
        "OP 4-10-1",
    )
    play(  # none played: "If you do" is not done (the Life stays)
        [card, warrior],
        {**me, "hand": [{"code": "Warrior", "label": "w"}]},
        [
            {"p1": "attack", "card": "me", "attacks": "leader"},
            {"p1": "choose", "cards": [], "expect": {"card.w.zone": "p1.hand", "p1.life.count": 3}},
        ],
        "OP 4-10-1",
    )


def test_what_a_player_has_counted_with_any_amount() -> None:
    card = real("ST14-006")  # [On Play] If you have 6 or less cards in your hand and a Character with a cost
    # of 8 or more, draw 1 card.
    for on_field, hand in (("Big Filler", 1), ("Filler", 0)):
        play(  # OP 4-10-1: both holdings must be there for the draw
            [card],
            {"hand": [card["code"]], "cost": ["DON!!"] * 3, "character": [on_field]},
            [{"p1": "play", "card": card["name"], "expect": {"p1.hand.count": hand}}],
            "OP 4-10-1",
        )


@pytest.mark.parametrize(
    ("text", "made"),
    [
        ("you have 0 Life cards", {"==": [{"count": {"zone": "life"}}, 0]}),
        (
            "your opponent has 3 or less Characters",
            {
                "<=": [
                    {"count": {"zone": ["leader", "character"], "type": "character", "whose": "opponent"}},
                    3,
                ]
            },
        ),
        (
            "you have 3 or more Events in your trash",
            {">=": [{"count": {"type": "event", "zone": "trash"}}, 3]},
        ),
        (
            "you have no Characters",
            {"none": {"zone": ["leader", "character"], "type": "character", "whose": "you"}},
        ),
        (
            "you have 2 or more active DON!! cards",
            {">=": [{"count": {"zone": "cost", "type": "don", "state": "active"}}, 2]},
        ),
        (
            "your opponent has 2 or less cards in their trash",
            {"<=": [{"count": {"zone": "trash", "whose": "opponent"}}, 2]},
        ),
        ("this Character is active", {"exists": {"var": "this", "state": "active"}}),
        ("this Character has 2 or more DON!! cards given", {"op.don": 2}),  # OP 10-2-9 written out
        # OP 6-5-5: DON!! given lie in the Leader and Character areas
        (
            "you have 2 or more DON!! cards given",
            {">=": [{"count": {"zone": ["leader", "character"], "type": "don"}}, 2]},
        ),
    ],
)
def test_conditions_compose_an_amount_with_a_holding(text: str, made: dict[str, Any]) -> None:
    assert GRAMMAR.parse("condition", text) == made  # OP 4-10-1: checked when the effect resolves


GREEN = {**FILLER, "code": "T-GRN", "name": "Green", "colours": ["green"]}
BIG_GREEN = {**BIG, "code": "T-BGRN", "name": "Big Green", "colours": ["green"]}


def test_set_all_of_your_characters_described_as_active() -> None:
    card = real("OP16-030")  # [End of Your Turn] Set all of your green Characters with a cost of 5 or less as
    # active.
    rested = [
        {"code": "Green", "label": "g", "state": "rested"},
        {"code": "Big Green", "label": "bg", "state": "rested"},
        {"code": "Filler", "label": "red", "state": "rested"},
    ]
    play(
        [card, GREEN, BIG_GREEN],
        {"character": [card["code"], *rested]},
        [  # OP 6-6-1-1: at the end of the turn every card that fits, and no other, is set active
            {
                "p1": "pass",
                "expect": {"card.g.state": "active", "card.bg.state": "rested", "card.red.state": "rested"},
            }
        ],
        "OP 6-6-1-1",
    )


def test_actions_and_changes_take_every_target() -> None:
    # OP 10-2-1, 4-9: the verbs that take "up to N …" take "all …" and "this Character" too, and the
    # power and cost changes take "your Leader", "your opponent's Leader" and "this Character"
    for text, made in (
        (
            "Rest all of your opponent's Characters",
            [
                {
                    "do": "state",
                    "to": "rested",
                    "cards": {"zone": ["leader", "character"], "type": "character", "whose": "opponent"},
                }
            ],
        ),
        ("K.O. this Character", [{"do": "op.ko", "cards": "this"}]),
        ("Set your Leader as active", [{"do": "state", "to": "active", "cards": "op.leader"}]),
        (
            "Place this Character at the bottom of the owner's deck",
            [{"do": "move", "to": "deck", "position": "bottom", "cards": "this"}],
        ),
        (
            "Give your opponent's Leader -1000 power during this turn",
            [
                {
                    "do": "modify",
                    "cards": "op.opponent_leader",
                    "stat": "power",
                    "add": -1000,
                    "until": "end_of_turn",
                }
            ],
        ),
        (
            "All of your Characters gain [Rush] during this turn",
            [
                {
                    "do": "grant",
                    "cards": {"zone": ["leader", "character"], "type": "character", "whose": "you"},
                    "stat": "keywords",
                    "grant": "rush",
                    "until": "end_of_turn",
                }
            ],
        ),
        (
            "Your Leader cannot attack during this turn",
            [
                {
                    "do": "grant",
                    "cards": "op.leader",
                    "stat": "prohibitions",
                    "grant": "cannot:attack",
                    "until": "end_of_turn",
                }
            ],
        ),
        (
            "This Character cannot be K.O.'d in battle during this turn",
            [
                {
                    "do": "grant",
                    "cards": "this",
                    "stat": "prohibitions",
                    "grant": "cannot:be_ko_in_battle",
                    "until": "end_of_turn",
                }
            ],
        ),
    ):
        assert GRAMMAR.parse("effect", text) == made


def test_this_character_gains_cost_for_a_while() -> None:
    card = real("OP12-119")  # [On Play] You may trash 1 card from your hand: Add up to 1 card from the top of
    # your deck to the top of your Life cards. Then, this Character gains +2 cost until the end of your
    # opponent's next End Phase.
    play(
        [card],
        {
            "hand": [{"code": card["code"], "label": "me"}, "Filler"],
            "cost": ["DON!!"] * card["fields"]["cost"],
        },
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "yes"},  # the cost: trash 1 card from the hand (8-3-1-4)
            {"p1": "choose", "cards": ["Filler"]},
            {  # 3-10-2-1, 4-9: a Life card more, and the cost raised
                "p1": "yes",
                "expect": {"p1.life.count": 4, "card.me.cost": card["fields"]["cost"] + 2},
            },
        ],
        "OP 4-9",
    )


def test_if_this_character_would_be_kod_by_an_effect_trash_a_card_instead() -> None:
    marco = real(
        "ST22-012"
    )  # [Once Per Turn] If this Character would be K.O.'d by your opponent's effect, you
    # may trash 1 card from your hand instead.
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    steps: list[dict[str, Any]] = [
        {"p1": "play", "card": event["name"]},
        {"p1": "choose", "cards": ["marco"], "expect": {"decision.kind": "yes_no"}},  # OP 8-1-3-4-1: may
        {"p2": "yes"},
        {
            "p2": "choose",
            "cards": ["spare"],
            "expect": {"card.marco.zone": "p2.character", "card.spare.zone": "p2.trash"},
        },
    ]
    play(
        [marco, event],
        {"hand": [event["code"]], "cost": ["DON!!"] * 4},
        steps,
        "OP 8-1-3-4",
        character={"C1": {"code": marco["code"], "label": "marco"}},
        hand=[{"code": "Filler", "label": "spare"}],
    )


def test_this_character_gains_power_then_a_draw_and_a_life_card_trashed() -> None:
    luffy = real(
        "ST13-015"
    )  # [Activate: Main] [Once Per Turn] This Character gains +2000 power until the start
    # of your next turn. Then, if you have 1 or more Life cards, draw 1 card and trash 1 card from the top of
    # your Life cards.
    play(
        [luffy],
        {
            "character": {"C1": {"code": luffy["code"], "label": "me"}},
            "life": ["Filler", {"code": "Nova", "label": "top"}],
        },
        [  # OP 3-10-2: the top Life card goes to the trash
            {
                "p1": "act",
                "card": "me",
                "expect": {
                    "card.me.power": 8000,
                    "p1.hand.count": 1,
                    "card.top.zone": "p1.trash",
                    "p1.life.count": 1,
                },
            }
        ],
        "OP 3-10-2",
    )


@pytest.mark.parametrize(
    ("text", "made"),
    [
        (  # OP 11-3-2: one card at a time, so the player orders them
            "Place 2 cards from your hand at the bottom of your deck in any order",
            [
                {
                    "do": "repeat",
                    "n": 2,
                    "steps": [
                        {"do": "choose", "from": {"zone": "hand"}, "n": 1, "as": "placed"},
                        {
                            "do": "move",
                            "cards": "placed",
                            "to": "deck",
                            "position": "bottom",
                            "face_up": False,
                        },
                    ],
                }
            ],
        ),
        (  # OP 8-4-4: up to 1 may be none
            "Add up to 1 card from the top of your Life cards to your hand",
            [{"do": "may", "then": [{"do": "op.life_to_hand", "n": 1}]}],
        ),
    ],
)
def test_hand_and_life_steps_take_any_count(text: str, made: list[dict[str, Any]]) -> None:
    assert GRAMMAR.parse("effect", text) == made


def test_costs_trash_this_stage_and_don_minus_written_out() -> None:
    # OP 8-3-1, 10-2-10-1: "DON!! -1" is returning 1 DON!! card from the field to the DON!! deck
    assert GRAMMAR.parse("cost", "You may trash this Stage") == [{"op.trash_this": True}]
    assert GRAMMAR.parse("cost", "You may return 1 DON!! card from your field to your DON!! deck") == [
        {"op.don_minus": 1}
    ]


def test_a_condition_within_a_sentence_guards_only_what_follows() -> None:
    card = real("OP03-027")  # [On Play] If your Leader has the {East Blue} type, rest up to 1 of your
    # opponent's Characters with a cost of 2 or less and, if you don't have [Buchi], play up to 1 [Buchi] from
    # your hand.
    buchi = {**FILLER, "code": "T-BUCHI", "name": "Buchi"}
    blue = {
        **LEADER,
        "code": "T-EB",
        "name": "EB Leader",
        "fields": {**LEADER["fields"], "types": ["East Blue"]},
    }
    me = {"leader": [{"code": "T-EB", "label": "lead"}], "cost": ["DON!!"] * 3}
    victim = {"C1": {"code": "Filler", "label": "victim"}}
    play(  # OP 4-10-1: no [Buchi] on the field, so one is played from the hand
        [card, buchi, blue],
        {**me, "hand": [card["code"], {"code": "Buchi", "label": "b"}]},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.state": "rested"}},
            {"p1": "choose", "cards": ["b"], "expect": {"card.b.zone": "p1.character"}},
        ],
        "OP 4-10-1",
        character=victim,
    )
    play(  # a [Buchi] on the field: the rest still happens, the play does not
        [card, buchi, blue],
        {**me, "hand": [card["code"], {"code": "Buchi", "label": "b"}], "character": ["Buchi"]},
        [
            {"p1": "play", "card": card["name"]},
            {
                "p1": "choose",
                "cards": ["victim"],
                "expect": {
                    "card.victim.state": "rested",
                    "card.b.zone": "p1.hand",
                    "decision.prompt ~": "Main Phase",
                },
            },
        ],
        "OP 4-10-1",
        character=victim,
    )


def test_your_characters_described_cannot_be_kod_by_your_opponents_effects() -> None:
    luffy = real("OP07-033_r1")  # If you have 3 or more Characters, your Characters with a cost of 3 or less
    # other than [Monkey.D.Luffy] cannot be K.O.'d by your opponent's effects.
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    for others, zone in ((2, "p2.character"), (1, "p2.trash")):  # OP 1-3-3, only with 3 Characters
        foe = {"C1": {"code": luffy["code"]}, "C2": {"code": "Filler", "label": "victim"}}
        if others == 2:
            foe["C3"] = {"code": "Filler"}
        play(
            [luffy, event],
            {"hand": [event["code"]], "cost": ["DON!!"] * 4},
            [
                {"p1": "play", "card": event["name"]},
                {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.zone": zone}},
            ],
            "OP 1-3-3",
            character=foe,
        )


def test_two_choices_then_both_placed_at_the_bottom_of_the_deck() -> None:
    card = real("EB03-021")  # [On Play] You may trash 1 card from your hand: Place up to 1 of your
    # opponent's Characters with 4000 base power or less and up to 1 Character with a base cost of 3 or less
    # at the bottom of the owner's deck.
    play(
        [card],
        {"hand": [card["code"], {"code": "Big Filler", "label": "spare"}], "cost": ["DON!!"] * 4},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["spare"]},
            {"p1": "choose", "cards": ["big"], "refused": True},  # 9000 base power
            {"p1": "choose", "cards": ["small"]},
            {  # OP 8-4-4: the second choice never takes the first's card
                "p1": "choose",
                "cards": ["nova"],
                "expect": {
                    "card.small.zone": "p2.deck",
                    "card.nova.zone": "p2.deck",
                    "card.big.zone": "p2.character",
                },
            },
        ],
        "OP 8-4-4",
        character={
            "C1": {"code": "Filler", "label": "small"},
            "C2": {"code": "Nova", "label": "nova"},
            "C3": {"code": "Big Filler", "label": "big"},
        },
    )


@pytest.mark.parametrize(
    ("code", "part"),
    [
        # OP 4-10-1: either count will do
        (
            "ST10-002",
            {
                "do": "if",
                "if": {
                    "any": [
                        {"==": [{"count": {"zone": ["cost", "leader", "character"], "type": "don"}}, 0]},
                        {">=": [{"count": {"zone": ["cost", "leader", "character"], "type": "don"}}, 8]},
                    ]
                },
                "then": [  # "add up to 1": asked (8-4-4)
                    {
                        "do": "repeat",
                        "n": 1,
                        "steps": [
                            {
                                "do": "may",
                                "prompt": "add 1 DON!! card from your DON!! deck?",
                                "then": [{"do": "op.add_don", "n": 1, "state": "active"}],
                            }
                        ],
                    }
                ],
            },
        ),
        # OP 4-10-1, 6-6-1-2: the condition is checked now, the Life card added in the End Phase
        (
            "OP08-101",
            {
                "do": "if",
                "if": {"exists": {"var": "op.leader", "types": "Big Mom Pirates"}},
                "then": [
                    {
                        "do": "op.at_end_of_turn",
                        "steps": [{"do": "repeat", "n": 1, "steps": [{"do": "op.to_life"}]}],
                    }
                ],
            },
        ),
        # OP 1-3-1: this Character may attack active Characters for the turn
        (
            "OP01-112",
            {
                "do": "grant",
                "cards": "this",
                "stat": "permissions",
                "grant": "can:attack_active",
                "until": "end_of_turn",
            },
        ),
        # OP 3-10-2-1: to the top of its owner's Life cards, face up
        ("ST07-017", {"do": "op.to_life", "cards": "chosen", "face_up": True}),
        # OP 4-10-1: the card trashed from the top of the deck is the one whose cost is read
        (
            "OP08-096",
            {
                "do": "if",
                "if": {"exists": {"var": "trashed", "cost": {">=": 6}}},
                "then": [
                    {
                        "do": "choose",
                        "from": {
                            "zone": ["leader", "character"],
                            "type": ["leader", "character"],
                            "whose": "you",
                        },
                        "n": 1,
                        "up_to": True,
                    },
                    {"do": "modify", "cards": "chosen", "stat": "power", "add": 5000, "until": "battle"},
                ],
            },
        ),
        # OP 4-9: the additional power lasts as long as the first, during this battle
        (
            "OP01-029",
            {
                "do": "if",
                "if": {"<=": [{"count": {"zone": "life"}}, 2]},
                "then": [
                    {"do": "modify", "cards": "chosen", "stat": "power", "add": 2000, "until": "battle"}
                ],
            },
        ),
    ],
)
def test_composed_pieces_read_on_real_lines(code: str, part: dict[str, Any]) -> None:
    record = _records()[code]
    compiled = [
        c for c in compile_text(record["text"], record["type"]) if part in c.ability.get("effect", ())
    ]
    assert compiled and compiled[0].automated


WARLORD = {
    **FILLER,
    "code": "T-WARL",
    "name": "Warlord",
    "fields": {"cost": 4, "power": 5000, "types": ["The Seven Warlords of the Sea"]},
}


def test_the_top_card_revealed_and_what_follows_if_it_is_of_a_kind() -> None:
    card = real("ST17-001")  # [On Play] Reveal 1 card from the top of your deck. If that card is a {The Seven
    # Warlords of the Sea} type card, draw 2 cards and place 1 card from your hand at the top of your deck.
    me = {"hand": [card["code"]], "cost": ["DON!!"] * 4}
    play(  # OP 11-2-1: both players see it; of the kind, so 2 drawn and 1 placed back on top
        [card, WARLORD],
        {**me, "deck": ["Filler", "Nova", {"code": "Warlord", "label": "top"}]},
        [
            {"p1": "play", "card": card["name"], "expect": {"p1.hand.count": 2}},
            {"p1": "choose", "cards": ["top"], "expect": {"p1.deck": ["Filler", "top"], "p1.hand.count": 1}},
        ],
        "OP 11-2-1",
    )
    play(  # not of the kind: it stays on top, nothing drawn (OP 4-10-1)
        [card, WARLORD],
        {**me, "deck": ["Filler", {"code": "Nova", "label": "top"}]},
        [{"p1": "play", "card": card["name"], "expect": {"p1.deck": ["Filler", "top"], "p1.hand.count": 0}}],
        "OP 4-10-1",
    )


def test_a_trigger_card_from_the_hand_to_the_top_of_life_face_up() -> None:
    card = real("EB03-059")  # [On Play] If your Leader has the {Egghead} type and you have 2 or more Life
    # cards, add up to 1 Character card with a [Trigger] from your hand to the top of your Life cards face-up.
    egghead = {
        **LEADER,
        "code": "T-EGG",
        "name": "Egg Leader",
        "fields": {**LEADER["fields"], "types": ["Egghead"]},
    }
    lucky = {
        **FILLER,
        "code": "T-LUCK",
        "name": "Lucky",
        "fields": {**FILLER["fields"], "trigger": "[Trigger] Draw 1."},
    }
    play(
        [card, egghead, lucky],
        {
            "leader": [{"code": "T-EGG", "label": "lead"}],
            "hand": [card["code"], {"code": "Lucky", "label": "l"}, {"code": "Filler", "label": "plain"}],
            "cost": ["DON!!"] * 6,
        },
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["plain"], "refused": True},  # no [Trigger]
            {  # OP 3-10-2-1: on top of the Life cards, face up
                "p1": "choose",
                "cards": ["l"],
                "expect": {"card.l.zone": "p1.life", "card.l.face_up": True, "p1.life.count": 4},
            },
        ],
        "OP 3-10-2-1",
    )


SIX = {**FILLER, "code": "T-SIX", "name": "Six", "fields": {"cost": 5, "power": 6000, "types": ["Test Crew"]}}


def test_a_removal_by_the_opponents_effect_replaced() -> None:
    buggy = real("ST30-011")  # If your Character with 6000 base power would be removed from the field by your
    # opponent's effect, you may rest this Character instead.
    bounce = real("ST03-015")  # [Main] Return up to 1 Character with a cost of 7 or less to the owner's hand.
    ko = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    foe = {"C1": {"code": buggy["code"], "label": "buggy"}, "C2": {"code": "Six", "label": "six"}}
    for event, cost in ((bounce, 8), (ko, 4)):  # OP 4-11-2: returned to the hand or K.O.'d, both removals
        play(
            [buggy, bounce, ko, SIX],
            {"hand": [event["code"]], "cost": ["DON!!"] * cost},
            [
                {"p1": "play", "card": event["name"]},
                {
                    "p1": "choose",
                    "cards": ["six"],
                    "expect": {"decision.kind": "yes_no"},
                },  # OP 8-1-3-4-1: may
                {  # OP 8-1-3-4: Buggy is rested instead, and the Character stays
                    "p2": "yes",
                    "expect": {"card.six.zone": "p2.character", "card.buggy.state": "rested"},
                },
            ],
            "OP 8-1-3-4",
            character=foe,
        )
    play(  # declined: the Character is returned (OP 8-1-3-4-1)
        [buggy, bounce, SIX],
        {"hand": [bounce["code"]], "cost": ["DON!!"] * 8},
        [
            {"p1": "play", "card": bounce["name"]},
            {"p1": "choose", "cards": ["six"]},
            {"p2": "no", "expect": {"card.six.zone": "p2.hand", "card.buggy.state": "active"}},
        ],
        "OP 8-1-3-4-1",
        character=foe,
    )
    play(  # removed by its controller's own effect: nothing is offered
        [buggy, bounce, SIX],
        {
            "hand": [bounce["code"]],
            "cost": ["DON!!"] * 8,
            "character": {
                "C1": {"code": buggy["code"], "label": "buggy"},
                "C2": {"code": "Six", "label": "six"},
            },
        },
        [
            {"p1": "play", "card": bounce["name"]},
            {"p1": "choose", "cards": ["six"], "expect": {"card.six.zone": "p1.hand"}},
        ],
        "OP 4-11-2",
    )


def test_a_removal_replaced_by_a_cost_and_a_draw() -> None:
    oars = real("ST30-009")  # If your Character with 6000 base power would be removed from the field by your
    # opponent's effect, you may trash this Character and draw 1 card instead.
    bounce = real("ST03-015")  # [Main] Return up to 1 Character with a cost of 7 or less to the owner's hand.
    play(
        [oars, bounce, SIX],
        {"hand": [bounce["code"]], "cost": ["DON!!"] * 8},
        [
            {"p1": "play", "card": bounce["name"]},
            {"p1": "choose", "cards": ["six"]},
            {  # OP 8-1-3-4: the replacement's whole action, its draw too
                "p2": "yes",
                "expect": {"card.six.zone": "p2.character", "card.oars.zone": "p2.trash", "p2.hand.count": 1},
            },
        ],
        "OP 8-1-3-4",
        character={"C1": {"code": oars["code"], "label": "oars"}, "C2": {"code": "Six", "label": "six"}},
    )


def test_two_selected_characters_each_get_one_of_two_power_changes() -> None:
    card = real("OP08-118")  # [On Play] Select up to 2 of your opponent's Characters, and give 1 Character
    # −3000 power and the other −2000 power until the end of your opponent's next turn. Then, K.O. up to 1 of
    # your opponent's Characters with 3000 power or less.
    play(
        [card, SIX],
        {"hand": [card["code"]], "cost": ["DON!!"] * 10},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["six"], "expect": {"card.six.power": 3000}},  # OP 4-9: the −3000
            {"p1": "choose", "cards": ["six"], "refused": True},  # OP 8-4-4: the other one
            {"p1": "choose", "cards": ["big"], "expect": {"card.big.power": 7000}},
            {"p1": "choose", "cards": ["six"], "expect": {"card.six.zone": "p2.trash"}},  # now 3000 power
        ],
        "OP 8-4-4",
        character={"C1": {"code": "Six", "label": "six"}, "C2": {"code": "Big Filler", "label": "big"}},
    )


def test_when_your_opponent_activates_a_blocker() -> None:
    card = real(
        "ST10-006"
    )  # [Rush] … [Once Per Turn] When your opponent activates a [Blocker], K.O. up to 1 of
    # your opponent's Characters with 8000 power or less.
    play(
        [card, WALL, SMALL_WALL],
        {"character": {"C1": {"code": card["code"], "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "block", "card": "small"},  # OP 10-1-3: the block is what triggers it
            {"p1": "choose", "cards": ["wall"], "expect": {"card.wall.zone": "p2.trash"}},
        ],
        "OP 10-1-3",
        character={"C1": {"code": "Wall", "label": "wall"}, "C2": {"code": "Small Wall", "label": "small"}},
    )


def test_all_of_your_characters_described_other_than_this_gain_a_keyword() -> None:
    card = real("OP04-118")  # All of your red Characters with a cost of 3 or more other than this Character
    # gain [Rush].
    play(  # OP 10-1-1: the red cost-8 Character has [Rush]; the cost-1 one and this card do not
        [card],
        {
            "character": [
                {"code": card["code"], "label": "me"},
                {"code": "Big Filler", "label": "big"},
                {"code": "Filler", "label": "small"},
            ]
        },
        [{"expect": {"card.big.keywords": ["rush"], "card.small.keywords": [], "card.me.keywords": []}}],
        "OP 10-1-1",
    )


@pytest.mark.parametrize(
    ("text", "made"),
    [
        (  # OP 8-4-4: up to 3 may be none
            "Trash up to 3 cards from your hand",
            [
                {"do": "choose", "from": {"zone": "hand"}, "n": 3, "up_to": True, "as": "trashed"},
                {"do": "move", "cards": "trashed", "to": "trash"},
            ],
        ),
        (  # OP 10-1: two keywords for the turn
            "This Character gains [Rush] and [Double Attack] during this turn",
            [
                {"do": "grant", "cards": "this", "stat": "keywords", "grant": "rush", "until": "end_of_turn"},
                {
                    "do": "grant",
                    "cards": "this",
                    "stat": "keywords",
                    "grant": "double_attack",
                    "until": "end_of_turn",
                },
            ],
        ),
    ],
)
def test_more_counts_and_keywords(text: str, made: list[dict[str, Any]]) -> None:
    assert GRAMMAR.parse("effect", text) == made


def test_a_condition_before_the_cost_is_the_abilitys_condition() -> None:
    # OP 10-2: "If C, you may PAY: EFFECT": C decides whether the ability can be activated at all
    made = GRAMMAR.parse("act", "If your Leader is [Imu], you may rest 1 of your DON!! cards: Draw 1 card")
    assert made == {
        "condition": {"exists": {"var": "op.leader", "name": "Imu"}},
        "cost": [{"op.rest_don": 1}],
        "effect": [{"do": "draw", "n": 1}],
    }


def test_characters_placed_at_the_bottom_of_the_deck_one_at_a_time() -> None:
    card = real(
        "OP06-058_p1"
    )  # [Main] Place up to 2 Characters with a cost of 6 or less at the bottom of the
    # owner's deck in any order.
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * 7},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "choose", "cards": ["big"], "refused": True},  # cost 8
            {"p1": "choose", "cards": ["a"], "expect": {"card.a.zone": "p2.deck"}},
            # OP 11-3-2: one at a time, so the player orders them; the second goes under the first
            {"p1": "choose", "cards": ["b"], "expect": {"card.b.zone": "p2.deck", "p2.deck.count": 10}},
        ],
        "OP 11-3-2",
        character={
            "C1": {"code": "Filler", "label": "a"},
            "C2": {"code": "Nova", "label": "b"},
            "C3": {"code": "Big Filler", "label": "big"},
        },
    )


def test_the_top_card_revealed_placed_at_an_end_then_read() -> None:
    card = real("OP08-049")  # [On Play] Reveal 1 card from the top of your deck and place it at the top or
    # bottom of your deck. If the revealed card's type includes "Whitebeard Pirates", this Character gains
    # [Rush] during this turn.
    pirate = {
        **FILLER,
        "code": "T-WBP",
        "name": "Pirate",
        "fields": {**FILLER["fields"], "types": ["Whitebeard Pirates"]},
    }
    for top, keywords in (("Pirate", ["rush"]), ("Filler", [])):  # OP 11-2-1, 11-3-2, then 4-10-1
        play(
            [card, pirate],
            {
                "hand": [{"code": card["code"], "label": "me"}],
                "cost": ["DON!!"] * 4,
                "deck": ["Nova", {"code": top, "label": "top"}],
            },
            [
                {"p1": "play", "card": card["name"]},
                {
                    "p1": "option",
                    "option": "the bottom of your deck",
                    "expect": {"p1.deck": ["top", "Nova"], "card.me.keywords": keywords},
                },
            ],
            "OP 11-3-2",
        )


def test_when_your_opponent_activates_an_event() -> None:
    usopp = real(
        "OP01-004"
    )  # [DON!! x1] [Your Turn] [Once Per Turn] Draw 1 card when your opponent activates
    # an Event.
    event = real("ST01-014")  # [Counter] Up to 1 of your Leader or Character cards gains +3000 power during
    # this battle.
    play(
        [usopp, event],
        {"character": {"C1": {"code": usopp["code"], "label": "usopp", "attached": ["DON!!"]}}},
        [
            {"p1": "attack", "card": "usopp", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "play", "card": event["name"]},  # OP 8-4-2: activated (and trashed)
            {"p2": "choose", "cards": ["foe"], "expect": {"p1.hand.count": 1}},  # OP 10-2-13: once
        ],
        "OP 8-4-2",
        hand=[event["code"]],
        cost=["DON!!"],
    )


# ====================================================================== wave 6, second round
def test_an_action_on_this_character_and_up_to_n_chosen_cards() -> None:
    card = real("OP03-028")  # [On Play] Choose one: • Set up to 1 of your {East Blue} type Leader or
    # Character cards with a cost of 6 or less as active. • Rest this Character and up to 1 of your
    # opponent's Characters.
    play(
        [card],
        {"hand": [{"code": card["code"], "label": "me"}], "cost": ["DON!!"] * 5},
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "option", "option": "Rest this Character and up to 1 of your opponent's Characters"},
            {"p1": "choose", "cards": ["me"], "refused": True},  # not one of the opponent's
            {
                "p1": "choose",
                "cards": ["victim"],
                "expect": {"card.me.state": "rested", "card.victim.state": "rested"},
            },
        ],
        "OP 8-4-4",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_a_bare_number_of_own_characters_is_chosen_as_far_as_it_can() -> None:
    """Written from OP 8-4-4 (a number without "up to" chooses as many as it can), played by a
    held-out card: no tuning line printed an action on a bare number alone."""
    card = real("OP04-079")  # [Activate: Main] [Once Per Turn] Give up to 1 of your opponent's Characters
    # −4 cost during this turn and trash 2 cards from the top of your deck. Then, K.O. 1 of your
    # {Dressrosa} type Characters.
    (entry,) = [c for c in card["script"] if c.get("automated", True)]
    ko = entry["effect"][-2]
    assert ko["do"] == "choose" and "up_to" not in ko  # OP 8-4-4-1: not optional
    rosa = {
        **FILLER,
        "code": "T-ROSA",
        "name": "Rosa",
        "fields": {**FILLER["fields"], "types": ["Dressrosa"]},
    }
    play(
        [card, rosa],
        {
            "character": {
                "C1": {"code": card["code"], "label": "me"},
                "C2": {"code": "Filler", "label": "other"},
                "C3": {"code": "Rosa", "label": "rosa"},
            },
        },
        [
            {"p1": "act", "card": "me"},
            {"p1": "choose", "cards": ["other"], "refused": True},  # not {Dressrosa}
            {
                "p1": "choose",
                "cards": ["rosa"],
                "expect": {"card.rosa.zone": "p1.trash", "p1.trash.count": 3},
            },
        ],
        "OP 8-4-4",
    )


def test_if_your_leader_is_active_reads_the_leaders_state() -> None:
    """Written from the Leader's state, which no tuning line reads in a condition (the ones there
    read "this Leader is rested"); played by a held-out card."""
    card = real("OP04-017")  # [Counter] Give up to 1 of your opponent's Leader or Character cards −2000
    # power during this turn. Then, if your Leader is active, give up to 1 of your opponent's Leader or
    # Character cards −1000 power during this turn.
    for state, power in (("active", 2000), ("rested", 3000)):  # OP 4-10-1: "if" guards its sentence
        steps: list[dict[str, Any]] = [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "play", "card": card["name"]},
            {"p2": "choose", "cards": ["lead"], "expect": {"card.lead.power": 3000}},
        ]
        if state == "active":
            steps.append({"p2": "choose", "cards": ["att"]})
        steps.append({"expect": {"card.att.power": power}})
        play(
            [card],
            {"character": {"C1": {"code": "Filler", "label": "att"}}},
            steps,
            "OP 4-10-1",
            leader=[{"code": "T-LEAD", "label": "foe", "state": state}],
            hand=[card["code"]],
            cost=["DON!!"],
        )


@pytest.mark.parametrize(
    ("condition", "made"),
    [
        ("you have less Life cards than your opponent", ("<", "life", "you")),
        ("you have more cards in your hand than your opponent", (">", "hand", "you")),
        ("your opponent has fewer Characters than you", ("<", ["leader", "character"], "opponent")),
        (
            "your opponent has more DON!! cards on their field than you",
            (">", ["cost", "leader", "character"], "opponent"),
        ),
    ],
)
def test_the_players_counts_compared_each_way(condition: str, made: tuple[str, Any, str]) -> None:
    compare, zone, first = made
    read = GRAMMAR.parse("condition", condition)
    assert read is not None and list(read) == [compare]
    left, right = read[compare]
    assert left["count"]["zone"] == zone and ("whose" in left["count"]) == (first == "opponent")
    assert right["count"].get("whose") == ("opponent" if first == "you" else None)


def test_a_named_card_played_from_the_hand() -> None:
    """ "[X] card" in the hand, as "[X]" alone was read; played by a held-out card (no tuning
    line printed "[X] card" there)."""
    card = real("ST04-002")  # [On Play] DON!! −1: Play up to 1 [Page One] card with a cost of 4 or less
    # from your hand.
    page = {**FILLER, "code": "T-PAGE", "name": "Page One", "fields": {**FILLER["fields"], "cost": 4}}
    play(
        [card, page],
        {
            "hand": [card["code"], {"code": "T-PAGE", "label": "page"}, "Filler"],
            "cost": [{"code": "DON!!", "label": "don"}] + ["DON!!"] * 4,
        },
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["don"]},  # OP 10-2-10-1: the DON!! returned
            {
                "p1": "choose",
                "cards": ["page"],
                "expect": {"card.page.zone": "p1.character", "p1.cost.count": 4},
            },
        ],
        "OP 10-2-10-1",
    )


def test_cards_of_the_hand_described_are_trashed_as_an_effect() -> None:
    steps = GRAMMAR.parse("effect", "Trash 1 {Navy} type card from your hand")
    assert steps == [
        {"do": "choose", "from": {"types": "Navy", "zone": "hand"}, "n": 1, "as": "trashed"},
        {"do": "move", "cards": "trashed", "to": "trash"},
    ]
    (optional,) = GRAMMAR.parse("effect", "Trash up to 1 Event from your hand")[:1]
    assert optional["up_to"] is True and optional["from"] == {"type": "event", "zone": "hand"}  # OP 8-4-4


def test_if_this_character_has_n_power_or_more_reads_its_power_now() -> None:
    """A stat filter read on this card ("has 7000 power or more"); played by a held-out card (no
    tuning line printed it)."""
    card = real("OP05-004_p1")  # [Activate: Main] [Once Per Turn] If this Character has 7000 power or
    # more, play up to 1 {Revolutionary Army} type Character card with 5000 power or less other than
    # [Emporio.Ivankov] from your hand.
    rev = {
        **FILLER,
        "code": "T-REV",
        "name": "Rev",
        "fields": {**FILLER["fields"], "types": ["Revolutionary Army"], "power": 5000},
    }
    for given, zone in ((2, "p1.character"), (1, "p1.hand")):  # 6-5-5-2: +1000 per DON!! in your turn
        steps: list[dict[str, Any]] = [{"p1": "act", "card": "me"}]
        if given == 2:
            steps.append({"p1": "choose", "cards": ["rev"]})
        steps.append({"expect": {"card.rev.zone": zone}})
        play(
            [card, rev],
            {
                "hand": [{"code": "T-REV", "label": "rev"}],
                "character": {"C1": {"code": card["code"], "label": "me", "attached": ["DON!!"] * given}},
            },
            steps,
            "OP 4-10-1",
        )


def test_events_in_the_hand_cost_less_to_activate() -> None:
    card = real("OP01-067")  # [Banish] … [DON!! x1] Give blue Events in your hand −1 cost.
    plan = {
        "code": "T-PLAN",
        "name": "Blue Plan",
        "type": "event",
        "colours": ["blue"],
        "fields": {"cost": 2},
        "script": [dict(c.ability) for c in compile_text("[Main] Draw 1 card.", "event")],
    }
    red = {**plan, "code": "T-RED", "name": "Red Plan", "colours": ["red"]}
    for given, cost in ((1, 1), (0, 2)):  # OP 10-2-9: while a DON!! is given
        play(
            [card, plan, red],
            {
                "hand": [{"code": "T-PLAN", "label": "plan"}, {"code": "T-RED", "label": "red"}],
                "character": {"C1": {"code": card["code"], "label": "croc", "attached": ["DON!!"] * given}},
                "cost": ["DON!!"],
            },
            [
                {"expect": {"card.plan.cost": cost, "card.red.cost": 2, "card.theirs.cost": 2}},
                # one active DON!! pays for it only while it costs 1 (OP 6-5-3)
                {"p1": "play", "card": "Blue Plan", "refused": cost > 1},
                {"expect": {"card.plan.zone": "p1.trash" if cost == 1 else "p1.hand"}},
            ],
            "OP 10-2-9",
            hand=[{"code": "T-PLAN", "label": "theirs"}],  # the opponent's hand: not theirs to change
        )


def test_an_effect_ko_s_a_stage_when_it_says_so() -> None:
    card = real("OP13-098")  # [Main] You may rest 1 of your DON!! cards: If your Leader is [Imu], K.O. up
    # to 1 of your opponent's Stages with a cost of 7.
    imu = {**LEADER, "code": "T-IMU", "name": "Imu"}
    stage = {
        "code": "T-STAGE",
        "name": "Big Stage",
        "type": "stage",
        "colours": ["red"],
        "fields": {"cost": 7},
    }
    play(  # OP 1-3-1: the card's text beats 10-2-1 (a K.O. of Characters)
        [card, imu, stage],
        {
            "leader": [{"code": "T-IMU", "label": "lead"}],
            "hand": [card["code"]],
            "cost": ["DON!!"] * 2,
        },
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "yes"},  # the rest of 1 DON!! (8-3-1-4)
            {"p1": "choose", "cards": ["big"], "expect": {"card.big.zone": "p2.trash"}},
        ],
        "OP 1-3-1",
        stage=[{"code": "T-STAGE", "label": "big"}],
    )


def test_one_choice_of_either_kind_a_character_or_a_stage() -> None:
    card = real("OP03-096")  # [Main] K.O. up to 1 of your opponent's Characters with a cost of 0 or your
    # opponent's Stages with a cost of 3 or less.
    stage = {
        "code": "T-STAGE",
        "name": "Small Stage",
        "type": "stage",
        "colours": ["red"],
        "fields": {"cost": 3},
    }
    for target, zone in (("stage", "p2.trash"), ("filler", "p2.character")):  # cost 1: not a cost of 0
        play(
            [card, stage],
            {"hand": [card["code"]], "cost": ["DON!!"] * 2},
            [
                {"p1": "play", "card": card["name"]},
                {"p1": "choose", "cards": ["stage", "filler"], "refused": True},  # one card (OP 8-4-4)
                {"p1": "choose", "cards": [target], "refused": target == "filler"},
                {"expect": {f"card.{target}.zone": zone}},
            ],
            "OP 8-4-4",
            stage=[{"code": "T-STAGE", "label": "stage"}],
            character={"C1": {"code": "Filler", "label": "filler"}},
        )


def test_named_cards_in_the_trash_as_a_condition() -> None:
    card = real("OP08-006")  # [Your Turn] If you have [Kuromarimo] and [Chess] in your trash, this
    # Character gains +2000 power.
    kuro = {**FILLER, "code": "T-KURO", "name": "Kuromarimo"}
    chess = {**FILLER, "code": "T-CHESS", "name": "Chess"}
    for trash, power in ((["T-KURO", "T-CHESS"], 8000), (["T-KURO", "Filler"], 6000)):  # both, or no
        play(
            [card, kuro, chess],
            {"trash": trash, "character": {"C1": {"code": card["code"], "label": "me"}}},
            [{"expect": {"card.me.power": power}}],
            "OP 4-10-1",
        )


def test_turning_a_life_card_face_down_pays_a_cost() -> None:
    card = real("OP08-063")  # [On Play] You may turn 1 card from the top of your Life cards face-down:
    # Add up to 1 DON!! card from your DON!! deck and set it as active.
    for top_up, added in ((True, 1), (False, 0)):  # OP 8-3-1: a face-down top card cannot pay it
        life = ["Filler", "Filler", {"code": "Nova", "label": "top", "face_up": top_up}]
        steps: list[dict[str, Any]] = [{"p1": "play", "card": card["name"]}]
        if top_up:
            steps.append({"p1": "yes"})  # turned face down, it is a new object (its label is lost)
            steps.append({"p1": "yes"})  # "up to 1" DON!! added: asked (8-4-4)
        steps.append(
            {"expect": {"p1.life.count": 3, "p1.don_deck.count": 4 - added, "p1.cost.count": 6 + added}}
        )
        play(
            [card],
            {"hand": [card["code"]], "cost": ["DON!!"] * 6, "don_deck": ["DON!!"] * 4, "life": life},
            steps,
            "OP 8-3-1",
        )
    face_up = real("OP13-117")["script"][0]["cost"]
    assert face_up == [{"op.life": 1, "to": "face_up"}]


def test_there_is_a_character_of_either_player_with_either_cost() -> None:
    card = real("EB03-046")  # [On Play] If there is a Character with a cost of 0 or with a cost of 8 or
    # more, draw 1 card.
    for theirs, drawn in (("Big Filler", 1), ("Filler", 0)):  # cost 8 (either player's), or cost 1
        play(
            [card],
            {"hand": [card["code"]], "cost": ["DON!!"] * 4},
            [{"p1": "play", "card": card["name"], "expect": {"p1.hand.count": drawn}}],
            "OP 4-10-1",
            character={"C1": {"code": theirs, "label": "theirs"}},
        )


def test_you_only_have_characters_of_a_type() -> None:
    card = real("OP13-095")  # [On Play] You may trash 1 card from your hand: If you only have {Celestial
    # Dragons} type Characters, K.O. up to 2 of your opponent's Characters with a base cost of 3 or less.
    for mine, koed in (
        ({}, "p2.trash"),
        ({"C2": {"code": "Filler"}}, "p2.character"),
    ):  # a Filler too: not only
        steps: list[dict[str, Any]] = [
            {"p1": "play", "card": card["name"]},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["spare"]},  # the cost (8-3-1)
        ]
        if not mine:
            steps.append({"p1": "choose", "cards": ["victim"]})
        steps.append({"expect": {"card.victim.zone": koed}})
        play(
            [card],
            {
                "hand": [card["code"], {"code": "Filler", "label": "spare"}],
                "cost": ["DON!!"] * 3,
                "character": mine,
            },
            steps,
            "OP 4-10-1",
            character={"C1": {"code": "Filler", "label": "victim"}},
        )


# ====================================================================== wave 7
def test_a_character_that_cannot_be_rested_is_not_rested_and_cannot_attack() -> None:
    """OP 1-3-3: "cannot be rested" beats every rest: an effect's (1-3-2: not done), and the
    attack declared by resting the attacker (7-1-1-1; a [Blocker] likewise, 10-1-4-1)."""
    card = real("OP13-032")  # [On Play] Up to 1 of your opponent's Characters with a cost of 8 or less
    # cannot be rested until the end of your opponent's next End Phase.
    rest = real("OP01-033")  # [On Play] Rest up to 1 of your opponent's Characters with a cost of 4 or less.
    play(
        [card, rest],
        {"hand": [card["code"], rest["code"]], "cost": ["DON!!"] * 10},
        [
            {"p1": "play", "card": card["name"]},
            {
                "p1": "choose",
                "cards": ["victim"],
                "expect": {"card.victim.prohibitions": ["cannot:be_rested"]},
            },
            {"p1": "play", "card": rest["name"]},
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.state": "active"}},
            {"p1": "pass", "expect": {"turn_player": "p2"}},
            {  # its own turn: attacking would rest it
                "expect": {
                    "actions lacks": ["Attack Test Leader with Filler"],
                    "actions has": ["Attack Test Leader with Big Filler"],
                }
            },
            {"p2": "pass", "expect": {"turn_player": "p1", "card.victim.prohibitions": None}},  # OP 6-6-1-2
        ],
        "OP 1-3-3",
        character={"C1": {"code": "Filler", "label": "victim"}, "C2": {"code": "Big Filler", "label": "big"}},
    )


def test_your_opponent_cannot_attack_any_card_other_than_the_named_character() -> None:
    """OP 1-3-3 with 7-1-1-2: the attacker chooses its target among the cards that may be
    attacked; the taunt holds only while its conditions do ([DON!! x1], rested)."""
    card = real("OP01-051")  # [DON!! x1] [Opponent's Turn] If this Character is rested, your opponent
    # cannot attack any card other than the Character [Eustass"Captain"Kid].
    kid = {"code": card["code"], "label": "kid", "attached": ["DON!!"], "state": "rested"}
    play(
        [card],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}}},
        [
            {  # p2's rested Filler and Leader cannot be attacked: only Kid
                "expect": {
                    "actions has": [f"Attack {card['name']} with Big Filler"],
                    "actions lacks": ["Attack Test Leader with Big Filler", "Attack Filler with Big Filler"],
                }
            },
        ],
        "OP 1-3-3",
        character={"C1": kid, "C2": {"code": "Filler", "label": "other", "state": "rested"}},
    )
    play(  # no DON!! given: no taunt
        [card],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}}},
        [
            {
                "expect": {
                    "actions has": ["Attack Test Leader with Big Filler", "Attack Filler with Big Filler"]
                }
            }
        ],
        "OP 10-2-9",
        character={
            "C1": {**kid, "attached": []},
            "C2": {"code": "Filler", "label": "other", "state": "rested"},
        },
    )


def test_when_a_card_is_removed_from_your_opponents_life_cards() -> None:
    """Damage moves the top Life card to the hand (7-1-4-1-1-2): a card removed from the Life
    area; the ability's [DON!! x1] and [Your Turn] are its conditions."""
    card = real("OP08-105")  # [DON!! x1] [Your Turn] [Once Per Turn] When a card is removed from your
    # opponent's Life cards, draw 2 cards and trash 1 card from your hand.
    play(
        [card],
        {
            "character": {
                "C1": {"code": card["code"], "label": "watch", "attached": ["DON!!"]},
                "C2": {"code": "Big Filler", "label": "att"},
            },
            "hand": [{"code": "Filler", "label": "spare"}],
        },
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "pass"},
            {"p2": "choose", "options": ["hand"], "expect": {"p2.life.count": 2, "p1.hand.count": 3}},
            {
                "p1": "choose",
                "cards": ["spare"],
                "expect": {"card.spare.zone": "p1.trash", "p1.hand.count": 2},
            },
        ],
        "OP 7-1-4-1-1-2",
    )


def test_you_may_pay_a_cost_word_in_an_effect_and_if_you_do() -> None:
    """ "You may rest 1 of your DON!! cards. If you do, …": offered only when it can be done in
    full, like a cost (8-3-1-3); what follows happens only if it was (4-10-1)."""
    (entry,) = compile_text(
        "[On Play] You may rest 1 of your DON!! cards. If you do, draw 1 card.", "character"
    )
    assert entry.ability["effect"] == [
        {"do": "pay", "cost": [{"op.rest_don": 1}], "then": [{"do": "draw", "n": 1}]}
    ]
    card = {**FILLER, "code": "T-PAY", "name": "Payer", "script": [dict(entry.ability)]}
    play(
        [card],
        {"hand": ["Payer"], "cost": ["DON!!"] * 2},
        [
            {"p1": "play", "card": "Payer", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"p1.hand.count": 1, "value.p1.active_don": 0}},
        ],
        "OP 8-3-1-3",
    )


def test_an_events_main_effect_activated_from_the_trash() -> None:
    """OP 10-2-3-1-1: another effect may activate an Event's [Main]; it is carried out where the
    Event lies, and the Event stays in the trash."""
    card = real("EB03-031")  # [Your Turn] [On Play] DON!! −1: If your Leader is [Sanji], activate the
    # [Main] effect of up to 1 Event card with a cost of 7 or less in your trash.
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    sanji = {**LEADER, "code": "T-SANJI", "name": "Sanji"}
    play(
        [card, event, sanji],
        {
            "leader": [{"code": "T-SANJI", "label": "lead"}],
            "hand": [card["code"]],
            "cost": [{"code": "DON!!", "label": "don"}] + ["DON!!"] * 5,
            "trash": [{"code": event["code"], "label": "ev"}],
        },
        [
            {"p1": "play", "card": card["name"]},
            {"p1": "yes"},  # DON!! −1 (8-3-1-4)
            {"p1": "choose", "cards": ["don"]},  # OP 10-2-10-1: the DON!! returned
            {"p1": "choose", "cards": ["ev"]},
            {
                "p1": "choose",
                "cards": ["victim"],
                "expect": {"card.victim.zone": "p2.trash", "card.ev.zone": "p1.trash"},
            },
        ],
        "OP 10-2-3-1-1",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_only_events_have_a_main_effect_activated_from_the_trash() -> None:
    """OP 10-2-3 (a [Main] is an Event's): "activate the [Main] effect of up to 1 Stage card …"
    names no Event, so it is not read as an Event's (a wave 12 mutation probe: the card word was
    swallowed by the Event the template put in)."""
    line = (
        "[Your Turn] [On Play] DON!! −1: If your Leader is [Sanji], activate the [Main] effect of up "
        "to 1 {} card with a cost of 7 or less in your trash."
    )
    assert compile_line(line.format("Event"), "character").automated
    for word in ("Stage", "Character"):
        assert not compile_line(line.format(word), "character").automated


def test_a_rested_don_given_to_a_leader_or_a_character_described() -> None:
    """OP 6-5-5-1: one card of either kind is chosen; a Leader or Character not described is not
    offered (the Test Leader has no type, Curiel itself has the type)."""
    card = real("OP13-044")  # [When Attacking] Give up to 1 rested DON!! card to your Leader with a type
    # including "Whitebeard Pirates" or 1 Character with a type including "Whitebeard Pirates".
    play(
        [card],
        {
            "character": {
                "C1": {"code": card["code"], "label": "curiel"},
                "C2": {"code": "Filler", "label": "plain"},
            },
            "cost": [{"code": "DON!!", "state": "rested"}],
        },
        [
            {"p1": "attack", "card": "curiel", "attacks": "leader"},
            {"p1": "choose", "cards": ["lead"], "refused": True},
            {"p1": "choose", "cards": ["plain"], "refused": True},
            {"p1": "choose", "cards": ["curiel"]},
            {"p1": "yes", "expect": {"card.curiel.attached": ["DON!!"], "p1.cost.count": 0}},
        ],
        "OP 6-5-5-1",
    )


def test_a_power_change_for_every_card_counted_when_it_resolves() -> None:
    """ "+1000 power during this battle for every 2 cards in your trash": whole groups of 2
    (rounded down), counted when the effect resolves, for the duration printed (a composition of
    the power change and the "for every" count, read by the same pieces as the permanent ones)."""
    (entry,) = compile_text(
        "[When Attacking] This Character gains +1000 power during this battle for every 2 cards in your "
        "trash.",
        "character",
    )
    card = {**FILLER, "code": "T-EVERY", "name": "Counter Of Trash", "script": [dict(entry.ability)]}
    play(
        [card],
        {"character": {"C1": {"code": "T-EVERY", "label": "att"}}, "trash": ["Filler"] * 5},
        [
            {"p1": "attack", "card": "att", "attacks": "leader", "expect": {"card.att.power": 5000}},
            {"p2": "pass"},
            {"p2": "pass"},
            {"p2": "choose", "options": ["hand"], "expect": {"card.att.power": 3000}},  # OP 7-1-5: ended
        ],
        "OP 4-9",
    )


def test_when_your_character_is_removed_from_the_field_by_your_opponents_effect() -> None:
    """OP 4-11-2: a K.O. by the opponent's effect removes the Character from the field; a
    battle's K.O. is not an effect's (7-1-4-1-2)."""
    stage = real("OP13-078")  # [Once Per Turn] When your Character with a type including "Roger Pirates"
    # is removed from the field by your opponent's effect, add up to 1 DON!! card from your DON!! deck
    # and rest it.
    ko = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    roger = {
        **FILLER,
        "code": "T-ROGER",
        "name": "Roger Man",
        "fields": {**FILLER["fields"], "types": ["Roger Pirates"]},
    }
    (this,) = compile_text(
        "When this Character is removed from the field by your opponent's effect, draw 1 card.", "character"
    )
    watcher = {**FILLER, "code": "T-WATCH", "name": "Watcher", "script": [dict(this.ability)]}
    bounce = real("ST03-015")  # [Main] Return up to 1 Character with a cost of 7 or less to the owner's hand.
    play(
        [stage, ko, roger, watcher, bounce],
        {"hand": [ko["code"], bounce["code"]], "cost": ["DON!!"] * 10},
        [
            {"p1": "play", "card": ko["code"]},
            {"p1": "choose", "cards": ["roger"], "expect": {"card.roger.zone": "p2.trash"}},
            {"p2": "yes", "expect": {"p2.cost.count": 1}},  # "up to 1" DON!! added: asked (8-4-4)
            # to the hand: removed too (4-11-2), but its own ability does not activate from a
            # secret area (8-4-5, B23): no draw
            {"p1": "play", "card": bounce["code"]},
            {
                "p1": "choose",
                "cards": ["watch"],
                "expect": {"card.watch.zone": "p2.hand", "p2.hand.count": 1},
            },
        ],
        "OP 4-11-2",
        character={"C1": {"code": "T-ROGER", "label": "roger"}, "C2": {"code": "T-WATCH", "label": "watch"}},
        stage=[stage["code"]],
        don_deck=["DON!!"] * 5,
    )
    play(  # a battle's K.O.: not by an effect
        [stage, roger],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "C1"},
            {"p2": "pass"},
            {"p2": "pass", "expect": {"card.roger.zone": "p2.trash", "p2.cost.count": 0}},
        ],
        "OP 7-1-4-1-2",
        character={"C1": {"code": "T-ROGER", "label": "roger", "state": "rested"}},
        stage=[stage["code"]],
        don_deck=["DON!!"] * 5,
    )


def test_life_cards_looked_at_and_placed_back_in_any_order() -> None:
    """OP 11-3: only their player looks at them; they stay Life cards, in the order chosen, and
    a face-up one stays face up; with "place 1 at the top of your deck" one goes there first."""
    card = real("OP13-105")  # [On Play] Look at all of your Life cards and place them back in your Life
    # area in any order.
    life = [
        {"code": "Filler", "label": "a"},
        {"code": "Nova", "label": "b", "face_up": True},
        {"code": "Big Filler", "label": "c"},
    ]
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * 3, "life": life},
        [
            {"p1": "play", "card": card["name"]},
            {  # the first on top
                "p1": "order",
                "cards": ["a", "c", "b"],
                "expect": {"p1.life": ["b", "c", "a"], "card.b.face_up": True, "card.a.face_up": False},
            },
        ],
        "OP 11-3-2",
    )
    yamato = real("ST13-016")  # [On Play] Look at all your Life cards; place 1 at the top of your deck and
    # place the rest back in your Life area in any order.
    play(
        [yamato],
        {"hand": [yamato["code"]], "cost": ["DON!!"] * 5, "life": life},
        [
            {"p1": "play", "card": yamato["name"]},
            {"p1": "choose", "cards": ["c"], "expect": {"card.c.zone": "p1.deck", "p1.life.count": 2}},
            {"p1": "order", "cards": ["a", "b"], "expect": {"p1.life": ["b", "a"]}},
        ],
        "OP 11-3-2",
    )


def test_one_replacement_of_a_ko_or_a_removal_by_the_opponents_effect() -> None:
    """OP 8-1-3-4: "would be K.O.'d or would be removed from the field by your opponent's effect"
    is one replacement of either action: a return to the hand by the opponent's effect, a battle's
    K.O., and a K.O. by the opponent's effect (both at once, replaced once); "… instead" without
    "you may" is not declined."""
    vista = real("OP13-046")  # [Once Per Turn] If this Character would be K.O.'d or would be removed from
    # the field by your opponent's effect, you may trash 1 card with a type including "Whitebeard Pirates"
    # from your hand instead.
    ko = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    bounce = real("ST03-015")  # [Main] Return up to 1 Character with a cost of 7 or less to the owner's hand.
    whitebeard = {
        **FILLER,
        "code": "T-WB",
        "name": "Crew",
        "fields": {**FILLER["fields"], "types": ["Whitebeard Pirates"]},
    }
    play(
        [vista, bounce, whitebeard],
        {"hand": [bounce["code"]], "cost": ["DON!!"] * 8},
        [
            {"p1": "play", "card": bounce["name"]},
            {"p1": "choose", "cards": ["vista"], "expect": {"decision.kind": "yes_no"}},
            {"p2": "yes"},
            {
                "p2": "choose",
                "cards": ["crew"],
                "expect": {"card.crew.zone": "p2.trash", "card.vista.zone": "p2.character"},
            },
        ],
        "OP 8-1-3-4",
        character={"C1": {"code": vista["code"], "label": "vista"}},
        hand=[{"code": "T-WB", "label": "crew"}, "Filler"],
    )
    play(  # a battle's K.O.: Vista (8000) attacked by a 9000 Character
        [vista, whitebeard],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}}, "cost": ["DON!!"]},
        [
            {"p1": "give", "card": "att"},
            {"p1": "attack", "card": "att", "attacks": "C1"},
            {"p2": "pass"},
            {"p2": "pass", "expect": {"decision.kind": "yes_no"}},
            {"p2": "no", "expect": {"card.vista.zone": "p2.trash"}},  # declined: K.O.'d
        ],
        "OP 8-1-3-4-1",
        character={"C1": {"code": vista["code"], "label": "vista", "state": "rested"}},
        hand=[{"code": "T-WB", "label": "crew"}],
    )
    thatch = real("OP08-045")  # If this Character would be removed from the field by your opponent's
    # effect or K.O.'d, trash this Character and draw 1 card instead.
    play(  # not "you may": nothing is asked; trashed, not K.O.'d, and a card drawn
        [thatch, ko],
        {"hand": [ko["code"]], "cost": ["DON!!"] * 4},
        [
            {"p1": "play", "card": ko["name"]},
            {
                "p1": "choose",
                "cards": ["thatch"],
                "expect": {"card.thatch.zone": "p2.trash", "p2.hand.count": 1},
            },
        ],
        "OP 8-1-3-4",
        character={"C1": {"code": thatch["code"], "label": "thatch"}},
    )


def test_when_a_character_is_removed_from_the_field_by_an_effect_or_its_cost() -> None:
    """OP 4-11-2: "removed from the field by an effect" is any player's effect, its cost too
    (8-1-1: an effect is a card's command and its cost), not a battle's K.O."""
    moby = real("OP08-056")  # [Your Turn] [Once Per Turn] When your Character with a type including
    # "Whitebeard Pirates" is removed from the field by an effect, draw 1 card. Then, place 1 card from
    # your hand at the top or bottom of your deck.
    bounce = real("ST03-015")  # [Main] Return up to 1 Character with a cost of 7 or less to the owner's hand.
    payer = real("OP13-053")  # [When Attacking] You may trash 1 of your Characters with a type including
    # "Whitebeard Pirates": Draw 1 card and this Character gains [Banish] during this turn.
    crew = {
        **FILLER,
        "code": "T-WB",
        "name": "Crew",
        "fields": {**FILLER["fields"], "types": ["Whitebeard Pirates"]},
    }
    play(  # by your own effect: returned to your hand
        [moby, bounce, crew],
        {
            "hand": [bounce["code"]],
            "cost": ["DON!!"] * 8,
            "stage": [moby["code"]],
            "character": {"C1": {"code": "T-WB", "label": "crew"}},
        },
        [
            {"p1": "play", "card": bounce["name"]},
            {"p1": "choose", "cards": ["crew"], "expect": {"card.crew.zone": "p1.hand", "p1.hand.count": 2}},
            {"p1": "choose", "cards": ["crew"]},
            {
                "p1": "choose",
                "options": ["the bottom of your deck"],
                "expect": {"card.crew.zone": "p1.deck", "p1.hand.count": 1},
            },
        ],
        "OP 4-11-2",
    )
    play(  # trashed to pay the cost of an effect: removed by that effect (8-1-1)
        [moby, payer, crew],
        {
            "stage": [moby["code"]],
            "character": {
                "C1": {"code": payer["code"], "label": "att"},
                "C2": {"code": "T-WB", "label": "crew"},
            },
        },
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["crew"], "expect": {"card.crew.zone": "p1.trash", "p1.hand.count": 2}},
        ],
        "OP 8-1-1",
    )


def test_when_you_take_damage() -> None:
    """OP 7-1-4-1-1-2: each Life card damage takes is damage taken (to the hand here); with
    [Once Per Turn] the ability draws once."""
    ace = real("OP13-002")  # … [DON!! x1] [Once Per Turn] When you take damage or your Character with 6000
    # base power or more is K.O.'d, draw 1 card.
    play(
        [ace],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "no"},  # its [On Your Opponent's Attack] cost, declined
            {"p2": "pass"},
            {"p2": "pass"},
            {
                "p2": "choose",
                "options": ["hand"],
                "expect": {"p2.life.count": 2, "p2.hand.count": 3, "p2.deck.count": 7},
            },
        ],
        "OP 7-1-4-1-1-2",
        leader=[{"code": ace["code"], "label": "ace", "attached": ["DON!!"]}],
        hand=["Filler"],
    )


def test_when_you_play_a_character_described_and_when_a_trigger_activates() -> None:
    """OP 10-2-6-1: a Character played is the event "This effect can be activated when you play
    …" reads; a [Trigger] activates when its card is revealed from the Life area (10-1-5-1)."""
    bonney = real("OP13-100")  # [Your Turn] [Once Per Turn] This effect can be activated when you play a
    # Character with a [Trigger]. Give up to 2 rested DON!! cards to 1 of your Leader or Character cards.
    conney = real("OP13-106")  # [Opponent's Turn] When a [Trigger] activates, this Character gains
    # [Blocker] during this turn. / [Trigger] Play this card.
    play(
        [bonney, conney],
        {
            "leader": [{"code": bonney["code"], "label": "lead"}],
            "hand": [conney["code"]],
            "cost": ["DON!!", *[{"code": "DON!!", "state": "rested"}] * 2],
        },
        [
            {"p1": "play", "card": conney["name"]},
            {"p1": "choose", "cards": ["lead"]},
            {"p1": "yes"},
            {"p1": "yes", "expect": {"card.lead.attached": ["DON!!", "DON!!"]}},
        ],
        "OP 10-2-6-1",
    )
    play(  # p2's Conney, in p1's turn: p2's Life card's [Trigger] activates
        [conney],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "pass"},
            {"p2": "choose", "options": ["trigger"], "expect": {"card.guard.keywords": ["blocker"]}},
        ],
        "OP 10-1-5-1",
        character={"C1": {"code": conney["code"], "label": "guard"}},
        life=["Filler", "Filler", conney["code"]],
    )


# ====================================================================== wave 7, second round
def test_a_trigger_activates_the_characters_on_ko_effect() -> None:
    # [On K.O.] Draw 1 card, then play up to 1 [Fullalead] … [Trigger] Activate this card's [On K.O.] effect.
    card = real("OP16-102")
    on_ko, trigger = card["script"]
    assert trigger["kind"] == "trigger" and trigger["effect"] == on_ko["effect"]  # OP 10-1-5
    stage = {**FILLER, "code": "T-FULL", "name": "Fullalead", "type": "stage", "fields": {"cost": 1}}
    attacker = {"character": {"C1": {"code": "Big Filler", "label": "att"}}}
    play(
        [card, stage],
        attacker,
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "pass"},
            {"p2": "trigger", "expect": {"p2.hand.count": 1}},  # drew 1 card
            {"p2": "choose", "cards": ["full"], "expect": {"card.full.zone": "p2.stage"}},
        ],
        "OP 10-2-17",
        life=[*LIFE, card["code"]],
        trash=[{"code": "Fullalead", "label": "full"}],
    )


def test_an_on_ko_effect_that_names_its_own_card_is_not_a_triggers() -> None:
    # [On K.O.] resolves with the card in the trash (OP 10-2-17-1), a [Trigger] with it in no area (10-1-5-3)
    text = (
        "[On K.O.] You may trash 1 Event from your hand: "
        "You may play this Character card from your trash rested.\n"
        "[Trigger] Activate this card's [On K.O.] effect."
    )
    on_ko, trigger = compile_text(text, "character")
    assert on_ko.automated and not trigger.automated


def test_rush_character_attacks_only_characters_on_the_turn_it_is_played() -> None:
    card = real("ST29-014")  # [Rush: Character] (This card can attack Characters on the turn in which it …)
    assert card["script"][0]["keyword"] == "rush_character"
    zoro = {"p1": "play", "card": card["name"]}
    play(  # B12: the Leader is no target on the turn it is played (3-7-4); a rested Character is (7-1-1-2)
        [card],
        {"hand": [{"code": card["code"], "label": "zoro"}], "cost": ["DON!!"] * 6},
        [
            zoro,
            {"p1": "attack", "card": "zoro", "attacks": "leader", "refused": True},
            {"p1": "attack", "card": "zoro", "attacks": "C1", "expect": {"card.zoro.state": "rested"}},
        ],
        "OP 10-1-1",
        character={"C1": {"code": "Filler", "label": "victim", "state": "rested"}},
    )


def test_a_character_that_cannot_attack_a_leader_on_the_turn_it_is_played() -> None:
    card = real("OP03-004")  # This Character cannot attack a Leader on the turn … [DON!! x1] … [Rush].
    assert all(a.get("automated", True) for a in card["script"])
    curiel = {"p1": "play", "card": card["name"]}
    give = {"p1": "give", "card": "curiel"}
    steps = [
        curiel,
        {"p1": "attack", "card": "curiel", "attacks": "leader", "refused": True},  # OP 1-3-3
        {"p1": "attack", "card": "curiel", "attacks": "C1", "expect": {"card.curiel.state": "rested"}},
    ]
    play(  # OP 10-1-1-1: [Rush] while a DON!! is given, so it may attack the rested Character
        [card],
        {"hand": [{"code": card["code"], "label": "curiel"}], "cost": ["DON!!"] * 4},
        [*steps[:1], give, *steps[1:]],
        "OP 1-3-3",
        character={"C1": {"code": "Filler", "label": "victim", "state": "rested"}},
    )


def test_a_permanent_effect_sets_the_base_power_of_a_group() -> None:
    # [Your Turn] If you have 10 or more cards in your trash, set the base power of all of your
    # {Five Elders} type Characters to 7000.
    card = real("OP13-084")
    elder = {
        **FILLER,
        "code": "T-ELD",
        "name": "Elder",
        "fields": {"cost": 2, "power": 2000, "types": ["Five Elders"]},
    }
    field = {
        "C1": {"code": card["code"], "label": "peter"},
        "C2": {"code": "Elder", "label": "elder", "attached": ["DON!!"]},
        "C3": {"code": "Filler", "label": "other"},
    }
    play(  # OP 4-9-2: the base is 7000, the given DON!! adds on top (6-5-5-2, B14); other types keep theirs
        [card, elder],
        {"character": field, "trash": ["Filler"] * 10},
        [{"expect": {"card.peter.power": 7000, "card.elder.power": 8000, "card.other.power": 3000}}],
        "OP 4-9-2",
    )
    play(  # 9 cards in the trash: printed values
        [card, elder],
        {"character": field, "trash": ["Filler"] * 9},
        [{"expect": {"card.peter.power": 5000, "card.elder.power": 3000}}],
        "OP 4-9-2",
    )


def test_a_base_power_set_for_a_while_is_what_base_power_reads() -> None:
    (entry,) = compile_text(
        "[On Play] Set the base power of up to 1 of your opponent's Characters to 1000 during this turn.",
        "character",
    )
    (ko,) = compile_text(
        "[Activate: Main] K.O. up to 1 of your opponent's Characters with 1000 base power or less.",
        "character",
    )
    setter = {**FILLER, "code": "T-SET", "name": "Setter", "script": [dict(entry.ability)]}
    killer = {**FILLER, "code": "T-KO", "name": "Killer", "script": [dict(ko.ability)]}
    play(  # OP 4-9-2: the base value set is the base filters read; +1000 of a given DON!! is not base
        [setter, killer],
        {"hand": ["Setter"], "cost": ["DON!!"], "character": {"C1": {"code": "Killer", "label": "killer"}}},
        [
            {"p1": "play", "card": "Setter"},
            {"p1": "choose", "cards": ["big"], "expect": {"card.big.power": 1000}},
            {"p1": "act", "card": "killer"},
            {"p1": "choose", "cards": ["big"], "expect": {"card.big.zone": "p2.trash"}},
        ],
        "OP 4-9-2",
        character={"C1": {"code": "Big Filler", "label": "big"}},
    )


def test_your_leader_and_all_of_your_characters_gain_power_for_a_while() -> None:
    # the group a permanent effect names (OP13-004's "your Leader and all of your Characters gain …")
    # as the target of every change for a while
    (entry,) = compile_text(
        "[On Play] Your Leader and all of your Characters gain +1000 power during this turn.", "character"
    )
    card = {**FILLER, "code": "T-ALL", "name": "Cheer", "script": [dict(entry.ability)]}
    play(  # OP 4-9: your Leader and Characters there as it resolves, this one too, not the opponent's
        [card],
        {"hand": [{"code": "Cheer", "label": "cheer"}], "cost": ["DON!!"], "character": {"C1": "Filler"}},
        [
            {
                "p1": "play",
                "card": "Cheer",
                "expect": {"card.lead.power": 6000, "card.cheer.power": 4000, "card.foe.power": 5000},
            }
        ],
        "OP 4-9",
    )


def test_a_cost_of_one_of_two_kinds_is_paid_with_the_one_the_player_picks() -> None:
    # [Activate: Main] [Once Per Turn] You may trash 1 of your {Celestial Dragons} type Characters
    # or 1 card from your hand: Draw 1 card.
    leader = real("OP13-079")
    dragon = {
        **FILLER,
        "code": "T-DRG",
        "name": "Dragon",
        "fields": {"cost": 1, "power": 1000, "types": ["Celestial Dragons"]},
    }
    both = {
        "leader": [{"code": leader["code"], "label": "imu"}],
        "hand": [{"code": "Filler", "label": "paid"}],
        "character": {"C1": {"code": "Dragon", "label": "dragon"}},
    }
    act = {"p1": "act", "card": "imu"}
    for label, paid in (("trash from your hand", "paid"), ("trash from your field", "dragon")):
        play(  # OP 8-3-1: either kind pays it; the other card stays
            [leader, dragon],
            both,
            [
                act,
                {"p1": "choose", "options": [label]},
                {
                    "p1": "choose",
                    "cards": [paid],
                    "expect": {f"card.{paid}.zone": "p1.trash", "p1.hand.count": 1 if paid == "paid" else 2},
                },
            ],
            "OP 8-3-1",
        )
    play(  # only the hand can pay: no question of which
        [leader, dragon],
        {**both, "character": {"C1": "Filler"}},
        [
            act,
            {"p1": "choose", "cards": ["paid"], "expect": {"card.paid.zone": "p1.trash", "p1.hand.count": 1}},
        ],
        "OP 8-3-1",
    )


def test_rest_your_opponents_cards_offers_every_card_on_their_field() -> None:
    # "cards" on the field are Stages and DON!! too (OP 3): found in the wave 5 checked sample
    # (OP16-035) when a reading chose among Leader and Characters only
    card = real("OP13-033")  # [On K.O.] Rest up to 2 of your opponent's cards.
    stage = {**FILLER, "code": "T-STG", "name": "Stage", "type": "stage", "fields": {"cost": 1}}
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    play(  # OP 10-2-17: the Leader and a Stage of the player who K.O.'d it are cards to rest
        [card, event, stage],
        {"hand": [event["code"]], "cost": ["DON!!"] * 6, "stage": [{"code": "Stage", "label": "stg"}]},
        [
            {"p1": "play", "card": event["name"]},
            {"p1": "choose", "cards": ["me"], "expect": {"card.me.zone": "p2.trash"}},
            {
                "p2": "choose",
                "cards": ["lead", "stg"],
                "expect": {"card.lead.state": "rested", "card.stg.state": "rested"},
            },
        ],
        "OP 10-2-17",
        character={"C1": {"code": card["code"], "label": "me"}},
    )


def test_a_character_without_a_when_attacking_effect() -> None:
    # [Activate: Main] You may rest this Leader: Give up to 1 of your opponent's Characters −2000 power
    # during this turn. Then, up to 1 of your Characters without a [When Attacking] effect gains [Rush] …
    leader = real("EB03-001")
    attacker = {**FILLER, "code": "T-ATK", "name": "Striker", "text": "[When Attacking] Draw 1 card."}
    quiet = {**FILLER, "code": "T-QT", "name": "Quiet"}
    mine = {"C1": {"code": "Striker", "label": "striker"}, "C2": {"code": "Quiet", "label": "quiet"}}
    steps = [
        {"p1": "act", "card": "chief"},
        {"p1": "choose", "cards": ["foe1"], "expect": {"card.foe1.power": 1000}},
        {"p1": "choose", "cards": ["striker"], "refused": True},  # OP 10-2-5: it prints [When Attacking]
        {"p1": "choose", "cards": ["quiet"], "expect": {"card.quiet.keywords": ["rush"]}},
    ]
    play(
        [leader, attacker, quiet],
        {"leader": [{"code": leader["code"], "label": "chief"}], "character": mine},
        steps,
        "OP 10-2-5",
        character={"C1": {"code": "Filler", "label": "foe1"}},
    )


def test_cannot_be_kod_in_battle_by_an_attribute_joined_with_a_power_change() -> None:
    # [DON!! x1] If you have less Life cards than your opponent, this Character cannot be K.O.'d in
    # battle by <Slash> attribute cards and gains +2000 power.
    hawk = real("OP08-114")
    slasher = {
        **BIG,
        "code": "T-SLASH",
        "name": "Slasher",
        "fields": {**BIG["fields"], "attributes": ["Slash"]},
    }
    foe = {
        "character": {
            "C1": {"code": hawk["code"], "label": "hawk", "state": "rested", "attached": ["DON!!"]}
        },
        "life": ["Filler"] * 2,
    }
    for attacker, zone in (("Slasher", "p2.character"), ("Big Filler", "p2.trash")):  # OP 1-3-3, 7-1-4-1-2
        play(
            [hawk, slasher],
            {"character": {"C1": {"code": attacker, "label": "att"}}},
            [
                {"p1": "attack", "card": "att", "attacks": "C1", "expect": {"card.hawk.power": 7000}},
                {"p2": "pass"},
                {"p2": "pass", "expect": {"card.hawk.zone": zone}},
            ],
            "OP 1-3-3",
            **foe,
        )


def test_for_every_reads_each_holding_of_either_player() -> None:
    # composition: every holding a condition counts is a "for every" count too (no tuning line)
    lines = {
        "This Character gains +1000 power for every card in your opponent's hand.": 3000,
        "This Character gains +1000 power for every 2 DON!! cards on your field.": 1000,  # 3 // 2
        "This Character gains +1000 power for every 2 of your opponent's rested Characters.": 1000,
    }
    for line, gain in lines.items():
        (entry,) = compile_text(line, "character")
        card = {**FILLER, "code": "T-EV", "name": "Counter Man", "script": [dict(entry.ability)]}
        play(  # OP 4-9: counted when the value is read (3 cards, 3 DON!!, 2 rested Characters)
            [card],
            {"character": {"C1": {"code": "Counter Man", "label": "me"}}, "cost": ["DON!!"] * 3},
            [{"expect": {"card.me.power": 3000 + gain}}],
            "OP 4-9",
            hand=["Filler"] * 3,
            character={
                "C1": {"code": "Filler", "state": "rested"},
                "C2": {"code": "Filler", "state": "rested"},
            },
        )


def test_a_cost_bounded_by_the_number_of_any_holding() -> None:
    # composition: "with a cost equal to or less than the number of …" reads every holding
    (entry,) = compile_text(
        "[On Play] K.O. up to 1 of your opponent's Characters with a cost equal to or less than the number "
        "of cards in your opponent's hand.",
        "character",
    )
    card = {**FILLER, "code": "T-NUM", "name": "Counter Man", "script": [dict(entry.ability)]}
    play(  # OP 8-4-4: 1 card in their hand: the cost-8 Character is not a choice, the cost-1 one is
        [card],
        {"hand": ["Counter Man"], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "Counter Man"},
            {"p1": "choose", "cards": ["big"], "refused": True},
            {"p1": "choose", "cards": ["small"], "expect": {"card.small.zone": "p2.trash"}},
        ],
        "OP 8-4-4",
        hand=["Filler"],
        character={"C1": {"code": "Big Filler", "label": "big"}, "C2": {"code": "Filler", "label": "small"}},
    )


def test_a_power_change_paid_as_a_cost() -> None:
    card = real(
        "EB03-006"
    )  # [On Play] You may give your active Leader −5000 power during this turn: Draw 1 card.
    play(  # OP 8-3-1: the Leader loses the power, then the card is drawn
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * 5},
        [
            {"p1": "play", "card": card["name"], "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"card.lead.power": 0, "p1.hand.count": 1}},
        ],
        "OP 8-3-1",
    )
    play(  # a rested Leader is not "your active Leader": the cost cannot be paid, nothing is asked
        [card],
        {
            "hand": [card["code"]],
            "cost": ["DON!!"] * 5,
            "leader": [{"code": "T-LEAD", "label": "lead", "state": "rested"}],
        },
        [
            {
                "p1": "play",
                "card": card["name"],
                "expect": {"p1.hand.count": 0, "card.lead.power": 5000, "decision.kind": "action"},
            }
        ],
        "OP 8-3-1",
    )


def test_a_power_change_as_a_removal_replacement() -> None:
    # [Once Per Turn] If your {Revolutionary Army} type Character would be removed from the field by
    # your opponent's effect, you may give this Character −2000 power during this turn instead.
    card = real("OP13-017")
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    rebel = {
        **FILLER,
        "code": "T-REBEL",
        "name": "Rebel",
        "fields": {"cost": 1, "power": 3000, "types": ["Revolutionary Army"]},
    }
    foe = {
        "character": {
            "C1": {"code": card["code"], "label": "sabo"},
            "C2": {"code": "Rebel", "label": "rebel"},
        }
    }
    play(  # OP 8-1-3-4: the Rebel stays, this Character pays with its power
        [card, event, rebel],
        {"hand": [event["code"]], "cost": ["DON!!"] * 4},
        [
            {"p1": "play", "card": event["name"]},
            {"p1": "choose", "cards": ["rebel"], "expect": {"decision.kind": "yes_no"}},
            {"p2": "yes", "expect": {"card.rebel.zone": "p2.character", "card.sabo.power": 5000}},
        ],
        "OP 8-1-3-4",
        **foe,
    )


def test_a_cost_printed_before_a_timing_written_out() -> None:
    # [Your Turn] [Once Per Turn] You may trash 2 cards from your hand: When your opponent's
    # Character is K.O.'d, set this Leader as active.
    leader = real("OP03-076")
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    steps = [
        {"p1": "play", "card": event["name"]},
        {"p1": "choose", "cards": ["victim"], "expect": {"decision.kind": "yes_no"}},  # OP 8-3-1-4: may
        {"p1": "yes"},
        {"p1": "choose", "cards": ["a", "b"], "expect": {"card.rob.state": "active", "p1.hand.count": 0}},
    ]
    play(
        [leader, event],
        {
            "leader": [{"code": leader["code"], "label": "rob", "state": "rested"}],
            "hand": [event["code"], {"code": "Filler", "label": "a"}, {"code": "Filler", "label": "b"}],
            "cost": ["DON!!"] * 4,
        },
        steps,
        "OP 8-3-1-4",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_when_you_deal_damage_to_your_opponents_life() -> None:
    # When you deal damage to your opponent's Life, you may trash 3 cards from the top of your deck.
    # If you do, trash this Character.
    card = real("OP03-043")
    play(  # OP 7-1-4-1-1-2: another attacker's damage takes a Life card; it asks, then trashes
        [card],
        {
            "character": {
                "C1": {"code": card["code"], "label": "me"},
                "C2": {"code": "Big Filler", "label": "att"},
            }
        },
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "pass"},
            {"p2": "choose", "options": ["hand"], "expect": {"decision.kind": "yes_no", "p2.life.count": 2}},
            {"p1": "yes", "expect": {"p1.deck.count": 5, "card.me.zone": "p1.trash"}},
        ],
        "OP 7-1-4-1-1-2",
    )


def test_no_blocker_only_in_the_battles_the_selected_card_attacks() -> None:
    # [Main] Select up to 1 of your {Straw Hat Crew} type Leader or Character cards. Your opponent
    # cannot activate [Blocker] if that Leader or Character attacks during this turn.
    event = real("ST01-016")
    hat = {
        **FILLER,
        "code": "T-HAT",
        "name": "Hat",
        "fields": {"cost": 1, "power": 9000, "types": ["Straw Hat Crew"]},
    }
    mine = {
        "hand": [event["code"]],
        "cost": ["DON!!"] * 2,
        "character": {"C1": {"code": "Hat", "label": "hat"}, "C2": {"code": "Big Filler", "label": "big"}},
    }
    foe = {"character": {"C1": {"code": "Wall", "label": "wall"}}}
    chosen = [{"p1": "play", "card": event["name"]}, {"p1": "choose", "cards": ["hat"]}]
    play(  # OP 1-3-3: the selected card's attack cannot be blocked
        [event, hat, WALL],
        mine,
        [
            *chosen,
            {"p1": "attack", "card": "hat", "attacks": "leader"},
            {"p2": "block", "card": "wall", "refused": True},
        ],
        "OP 1-3-3",
        **foe,
    )
    play(  # another attacker may be blocked
        [event, hat, WALL],
        mine,
        [
            *chosen,
            {"p1": "attack", "card": "big", "attacks": "leader"},
            {"p2": "block", "card": "wall", "expect": {"card.wall.state": "rested"}},
        ],
        "OP 1-3-3",
        **foe,
    )


def test_don_given_as_a_cost() -> None:
    # [Activate: Main] You may give 1 of your active DON!! cards to 1 of your Leader or Character
    # cards and trash this Character: Give up to 1 of your opponent's Characters −3000 power …
    card = real("OP13-007")
    play(  # OP 8-3-1, 6-5-5-1: the DON!! goes to the card chosen, then this Character is trashed
        [card],
        {"character": {"C1": {"code": card["code"], "label": "me"}}, "cost": ["DON!!"]},
        [
            {"p1": "act", "card": "me"},
            {
                "p1": "choose",
                "cards": ["lead"],
                "expect": {"card.lead.power": 6000, "card.me.zone": "p1.trash"},
            },
            {"p1": "choose", "cards": ["victim"], "expect": {"card.victim.power": 0}},
        ],
        "OP 8-3-1",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_given_don_returned_to_the_cost_area_as_a_cost() -> None:
    # [Activate: Main] [Once Per Turn] You may return 2 total of your currently given DON!! cards to
    # your cost area rested: This Character gains [Rush] and +1000 power during this turn.
    card = real("ST28-004")
    given = {
        "leader": [{"code": "T-LEAD", "label": "lead", "attached": [{"code": "DON!!", "label": "d1"}]}],
        "character": {
            "C1": {"code": card["code"], "label": "me", "attached": [{"code": "DON!!", "label": "d2"}]}
        },
    }
    play(  # OP 8-3-1, 6-5-5: one from each card, both rested in the cost area
        [card],
        given,
        [
            {"p1": "act", "card": "me"},
            {
                "p1": "choose",
                "cards": ["d1", "d2"],
                "expect": {"card.d1.zone": "p1.cost", "card.d2.state": "rested", "card.lead.power": 5000},
            },
            {"expect": {"card.me.keywords": ["rush"]}},
        ],
        "OP 8-3-1",
    )


def test_one_of_two_targets_set_as_active() -> None:
    card = real("OP13-035")  # [End of Your Turn] Set this Character or up to 1 of your DON!! cards as active.
    mine = {"character": {"C1": {"code": card["code"], "label": "me", "state": "rested"}}}
    end = {"p1": "pass"}  # the Main Phase ends: the End Phase's [End of Your Turn] (6-6-1-1)
    for option, expect in (
        ("mode:0", {"card.me.state": "active", "card.don.state": "rested"}),
        ("mode:1", {"card.me.state": "rested"}),
    ):
        steps = [end, {"p1": "choose", "options": [option], "expect": expect}]
        if option == "mode:1":
            steps.append({"p1": "choose", "cards": ["don"], "expect": {"card.don.state": "active"}})
        play(  # OP 8-4-4: the player picks the target
            [card],
            {**mine, "cost": [{"code": "DON!!", "label": "don", "state": "rested"}]},
            steps,
            "OP 10-2-7",
        )


def test_which_cards_an_attacker_may_not_attack() -> None:
    """OP 1-3-3 on 7-1-1-2: "cannot attack <some cards>" leaves the attacker the others. A
    piece from the language (the tuning packs print only "cannot attack a Leader on the turn in
    which it is played"), so by lines compiled here: OP12-020's last sentence for a while, and
    the permanent "any card other than your opponent's Leader"."""
    (timed,) = compile_text(
        "[Activate: Main] [Once Per Turn] Draw 1 card. Then, this Character cannot attack your "
        "opponent's Characters with a base cost of 7 or less during this turn.",
        "character",
    )
    (leader_only,) = compile_text(
        "This Character cannot attack any card other than your opponent's Leader.", "character"
    )
    picky = {**FILLER, "code": "T-PICKY", "name": "Picky", "script": [dict(timed.ability)]}
    loyal = {**FILLER, "code": "T-LOYAL", "name": "Loyal", "script": [dict(leader_only.ability)]}
    foes = {
        "C1": {"code": "Filler", "label": "small", "state": "rested"},  # base cost 1
        "C2": {"code": "Big Filler", "label": "big", "state": "rested"},  # base cost 8
    }
    play(
        [picky],
        {"character": {"C1": {"code": "T-PICKY", "label": "me"}}},
        [
            {"p1": "act", "card": "me"},
            {"p1": "attack", "card": "me", "attacks": "C1", "refused": True},
            {"p1": "attack", "card": "me", "attacks": "C2", "expect": {"card.me.state": "rested"}},
        ],
        "OP 1-3-3",
        character=foes,
    )
    play(
        [loyal],
        {"character": {"C1": {"code": "T-LOYAL", "label": "me"}}},
        [
            {"p1": "attack", "card": "me", "attacks": "C1", "refused": True},
            {"p1": "attack", "card": "me", "attacks": "leader", "expect": {"card.me.state": "rested"}},
        ],
        "OP 1-3-3",
        character=foes,
    )


def test_your_opponent_cannot_play_characters_until_the_end_of_their_next_turn() -> None:
    """OP 1-3-3: "you cannot play …" said of the opponent, a composition of the player and the
    restriction (no tuning line prints it), so by a line compiled here."""
    (entry,) = compile_text(
        "[On Play] Your opponent cannot play Character cards with a base cost of 5 or more until the end "
        "of your opponent's next turn.",
        "character",
    )
    card = {**FILLER, "code": "T-STOP", "name": "Stopper", "script": [dict(entry.ability)]}
    mid = {**FILLER, "code": "T-MID", "name": "Mid Filler", "fields": {"cost": 5, "power": 6000}}
    play(
        [card, mid],
        {"hand": ["Stopper"], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "Stopper"},
            {"p1": "pass"},  # the End Phase; the opponent's turn begins (6-2 … 6-4)
            {"p2": "play", "card": "mid", "refused": True},
            {"p2": "play", "card": "Filler", "expect": {"p2.character.count": 1, "card.mid.zone": "p2.hand"}},
        ],
        "OP 1-3-3",
        hand=[{"code": "Mid Filler", "label": "mid"}, "Filler"],
        cost=["DON!!"] * 8,
    )


def test_the_top_cards_of_the_deck_trashed_as_a_cost() -> None:
    card = real("OP12-090")  # [When Attacking] You may trash 2 cards from the top of your deck: Give up to 1
    # of your opponent's Characters −2 cost during this turn.
    me = {"character": {"C1": {"code": card["code"], "label": "me"}}}
    attack = {"p1": "attack", "card": "me", "attacks": "leader"}
    play(  # OP 8-3-1-4: "you may"; the top 2 to the trash, then the effect
        [card],
        {**me, "deck": ["Filler", "Filler", "Nova", "Nova"]},
        [
            attack,
            {"p1": "yes", "expect": {"p1.trash": ["Nova", "Nova"], "p1.deck.count": 2}},
            {"p1": "choose", "cards": ["big"], "expect": {"card.big.cost": 6}},
        ],
        "OP 8-3-1",
        character={"C1": {"code": "Big Filler", "label": "big"}},
    )
    play(  # OP 8-3-1-3: one card in the deck cannot pay it, so nothing is asked or done
        [card],
        {**me, "deck": ["Filler"]},
        [attack, {"expect": {"p1.trash.count": 0, "card.big.cost": 8, "p1.deck.count": 1}}],
        "OP 8-3-1",
        character={"C1": {"code": "Big Filler", "label": "big"}},
    )


def test_when_a_character_described_is_kod() -> None:
    """OP 10-2-17: "When <whose> <described> Character is K.O.'d" reads any K.O. of such a card
    (the subject composed with the K.O. timing; the tuning packs print only "your opponent's
    Character"), so by lines compiled here."""
    ko = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    watchers = []
    for n, words in enumerate(
        ("a Character", "your opponent's Character", "your {Test Crew} type Character")
    ):
        (entry,) = compile_text(
            f"[Your Turn] [Once Per Turn] When {words} is K.O.'d, draw 1 card.", "character"
        )
        watchers.append(
            {**FILLER, "code": f"T-W{n}", "name": f"Watcher {n}", "script": [dict(entry.ability)]}
        )
    for n, draws in ((0, 1), (1, 1), (2, 0)):  # the victim is the opponent's {Test Crew} Filler
        play(
            [ko, *watchers],
            {"hand": [ko["code"]], "cost": ["DON!!"] * 8, "character": {"C1": {"code": f"T-W{n}"}}},
            [
                {"p1": "play", "card": ko["name"]},
                {
                    "p1": "choose",
                    "cards": ["victim"],
                    "expect": {"card.victim.zone": "p2.trash", "p1.hand.count": draws},
                },
            ],
            "OP 10-2-17",
            character={"C1": {"code": "Filler", "label": "victim"}},
        )


def test_a_ko_of_your_own_character_as_a_cost() -> None:
    """OP 10-2-1 with 8-3-1-3: "You may K.O. 1 of your Characters:" is a K.O. ([On K.O.]
    happens); one that cannot be K.O.'d cannot pay it. The cost composed of the K.O. and the
    own-card choice (no tuning line prints it), so by a line compiled here."""
    (entry,) = compile_text("[Activate: Main] You may K.O. 1 of your Characters: Draw 1 card.", "character")
    boss = {**FILLER, "code": "T-BOSS", "name": "Boss", "script": [dict(entry.ability)]}
    zala = real("OP01-080")  # [On K.O.] Draw 1 card.
    play(  # the cost's K.O. draws by [On K.O.], then the effect draws
        [boss, zala],
        {
            "character": {
                "C1": {"code": "T-BOSS", "label": "boss"},
                "C2": {"code": zala["code"], "label": "zala"},
            }
        },
        [
            {"p1": "act", "card": "boss"},
            {"p1": "choose", "cards": ["zala"]},
            {"expect": {"card.zala.zone": "p1.trash", "p1.hand.count": 2}},
        ],
        "OP 10-2-1",
    )


def _written(code: str, text: str) -> dict[str, Any]:
    """A Character printing ``text`` (a line of the game's language no tuning pack prints), compiled."""
    card = {**FILLER, "code": code, "name": code, "text": text}
    card["script"] = [dict(c.ability) for c in compile_text(text, "character")]
    assert all(c.get("automated", True) for c in card["script"]), text
    return card


@pytest.mark.parametrize(
    "line",
    [
        "Give up to 2 of your opponent's Characters with a total cost of 5 or less −2000 power during "
        "this turn",
        "Up to 2 of your opponent's Characters with a total cost of 5 or less cannot attack until the end of "
        "your opponent's next turn",
        "Return up to 2 of your opponent's Characters with a total cost of 6 or less to the owner's hand",
        "Play up to 2 {Straw Hat Crew} type Character cards with a total cost of 5 or less from your hand",
    ],
)
def test_a_total_cost_is_read_under_every_verb(line: str) -> None:
    # OP 8-4-4: "with a total cost of N or less" is a way of choosing, so every verb takes it
    (first, *_) = GRAMMAR.parse("effect", normalise(line))
    assert first["do"] == "op.choose_total" and first["n"] == 2


def test_a_total_cost_bounds_the_cards_chosen_together() -> None:
    """Written from the language (card-text-patterns: choices by a total cost); no tuning line
    prints it. Each card is chosen among those whose cost fits what the total has left."""
    card = _written(
        "T-TOTAL",
        "[Activate: Main] K.O. up to 2 of your opponent's Characters with a total cost of 4 or less.",
    )
    play(
        [card],
        {"character": [{"code": "T-TOTAL", "label": "me"}]},
        [
            {"p1": "act", "card": "me"},
            {"p1": "choose", "cards": ["nova"]},  # cost 2: 2 left
            {"p1": "choose", "cards": ["big"], "refused": True},  # cost 8 does not fit
            {
                "p1": "choose",
                "cards": ["f1"],
                "expect": {
                    "card.nova.zone": "p2.trash",
                    "card.f1.zone": "p2.trash",
                    "card.f2.zone": "p2.character",
                    "card.big.zone": "p2.character",
                },
            },
        ],
        "OP 8-4-4",
        character=[
            {"code": "Nova", "label": "nova"},
            {"code": "Big Filler", "label": "big"},
            {"code": "Filler", "label": "f1"},
            {"code": "Filler", "label": "f2"},
        ],
    )


def test_the_opponent_does_an_action_to_their_own_cards() -> None:
    """Written from the language (the opponent acting on their own cards, as "your opponent
    trashes N cards from their hand" does on the hand): every verb that takes "up to N …" takes
    "your opponent <does> N of their …"; the opponent chooses, as many as they can (8-4-4-1)."""
    for line, verb in (
        ("Your opponent K.O.'s 1 of their Characters", {"do": "op.ko", "cards": "chosen"}),
        ("Your opponent rests 1 of their Characters", {"do": "state", "to": "rested", "cards": "chosen"}),
        (
            "Your opponent returns 1 of their Characters with a cost of 3 or less to the owner's hand",
            {"do": "move", "to": "hand", "cards": "chosen"},
        ),
        (
            "Your opponent places 1 of their Characters at the bottom of the owner's deck",
            {"do": "move", "to": "deck", "position": "bottom", "cards": "chosen"},
        ),
        ("Your opponent trashes 1 of their Characters", {"do": "move", "to": "trash", "cards": "chosen"}),
    ):
        choose, made = GRAMMAR.parse("effect", line)
        assert choose["player"] == "opponent" and "up_to" not in choose and made == verb, line
    card = _written("T-THEIRS", "[Activate: Main] Your opponent K.O.'s 1 of their Characters.")
    play(
        [card],
        {"character": [{"code": "T-THEIRS", "label": "me"}, {"code": "Filler", "label": "mine"}]},
        [
            {"p1": "act", "card": "me"},
            {"p2": "choose", "cards": ["mine"], "refused": True},  # their own cards only
            {
                "p2": "choose",
                "cards": ["f2"],
                "expect": {"card.f2.zone": "p2.trash", "card.f1.zone": "p2.character"},
            },
        ],
        "OP 8-4-4-1",
        character=[{"code": "Filler", "label": "f1"}, {"code": "Filler", "label": "f2"}],
    )


def test_the_opponent_returns_don_from_their_field() -> None:
    """Written from the language (DON!! −X's move, 10-2-10-1, done by the opponent): they choose
    which of their DON!!, as many as they have up to N (1-3-2)."""
    assert GRAMMAR.parse("effect", "Return 1 DON!! card from your field to your DON!! deck") == [
        {"do": "op.return_don", "n": 1}  # yours, as an effect (not a cost)
    ]
    card = _written(
        "T-DONRET",
        "[Activate: Main] Your opponent returns 2 DON!! cards from their field to their DON!! deck.",
    )
    play(
        [card],
        {"character": [{"code": "T-DONRET", "label": "me"}], "cost": ["DON!!"] * 2},
        [
            {
                "p1": "act",
                "card": "me",
                "expect": {"value.p2.don": 1, "value.p1.don": 2},  # theirs, not the player's
            },
            {"p1": "act", "card": "me", "expect": {"value.p2.don": 0}},  # the one they had
        ],
        "OP 10-2-10-1",
        cost=["DON!!"] * 3,
    )


def test_a_choice_named_in_the_next_sentence() -> None:
    """Written from the language ("Choose up to 1 …. That Character …", 8-4-4): a choice alone is
    a sentence, and "that Character" / "the selected Character" names it under every verb and change."""
    for line in (
        "Choose up to 1 of your opponent's Characters. That Character cannot attack during this turn",
        "Select up to 1 of your opponent's Characters. K.O. the selected Character",
        "Choose up to 2 of your Characters. Those Characters gain +1000 power during this turn",
    ):
        choose, made = GRAMMAR.parse("effect", line)
        assert choose["do"] == "choose" and made["cards"] == "chosen", line
    # nothing chosen before: "that Character" is not this card's, the line stays by hand
    assert not compile_line("[On Play] That Character cannot attack during this turn.", "character").automated
    card = _written(
        "T-CHOSE",
        "[Activate: Main] Choose up to 1 of your opponent's Characters. That Character cannot attack "
        "during this turn.",
    )
    play(
        [card],
        {"character": [{"code": "T-CHOSE", "label": "me"}]},
        [
            {"p1": "act", "card": "me"},
            {"p1": "choose", "cards": ["f1"], "expect": {"card.f1.prohibitions": ["cannot:attack"]}},
        ],
        "OP 8-4-4",
        character=[{"code": "Filler", "label": "f1"}],
    )


def test_a_ko_trigger_says_how_the_ko_was_done() -> None:
    """Written from the language and OP 10-2-17 (a K.O. in battle or by an effect): "When <a
    Character> is K.O.'d in battle / by an effect / by your (opponent's) effect" for every subject."""
    for line, keys in (
        ("When this Character is K.O.'d in battle, draw 1 card.", {"data": {"battle": True}}),
        (
            "When your {Navy} type Character is K.O.'d by your opponent's effect, draw 1 card.",
            {"player": "opponent", "data": {"battle": False}},
        ),
        ("When a Character is K.O.'d by an effect, draw 1 card.", {"data": {"battle": False}}),
    ):
        trigger = compile_line(line, "character").ability["trigger"]
        assert {k: trigger[k] for k in keys} == keys, line
    card = _written("T-KOBY", "When this Character is K.O.'d by your opponent's effect, draw 1 card.")
    killer = _written("T-KILL", "[Activate: Main] K.O. up to 1 of your opponent's Characters.")
    play(
        [card, killer],
        {"character": [{"code": "T-KILL", "label": "me"}]},
        [
            {"p1": "act", "card": "me"},
            {
                "p1": "choose",
                "cards": ["foe_card"],
                "expect": {"card.foe_card.zone": "p2.trash", "p2.hand.count": 1},
            },
        ],
        "OP 10-2-17",
        character=[{"code": "T-KOBY", "label": "foe_card"}],
    )


def test_negated_effects_do_not_work_for_a_while() -> None:
    """Written from the language ("negate the effect of …", "… has its effects negated") and
    OP 4-1-2 (keywords are effects): a negated card's printed effects, [Blocker] too, do not
    work for the duration; a keyword another effect gave it still does."""
    for line in (
        "Negate the effect of up to 1 of your opponent's Characters during this turn",
        "Up to 1 of your opponent's Characters with a cost of 3 or less has its effects negated during "
        "this turn",
    ):
        choose, negate = GRAMMAR.parse("effect", line)
        assert choose["up_to"] and negate == {"do": "op.negate", "cards": "chosen", "until": "end_of_turn"}
    wall = _written("T-WALL", "[Blocker]\n[Opponent's Turn] This Character gains +2000 power.")
    card = _written(
        "T-NEG",
        "[Activate: Main] Negate the effect of up to 1 of your opponent's Characters during this turn.",
    )
    rush = _written("T-GIVE", "[Activate: Main] Up to 1 Character gains [Rush] during this turn.")
    play(
        [wall, card, rush],
        {"character": [{"code": "T-NEG", "label": "me"}, {"code": "T-GIVE", "label": "giver"}]},
        [
            {"expect": {"card.wall.keywords": ["blocker"], "card.wall.power": 5000}},
            {"p1": "act", "card": "giver"},
            {"p1": "choose", "cards": ["wall"]},
            {"p1": "act", "card": "me"},
            {
                "p1": "choose",
                "cards": ["wall"],
                "expect": {"card.wall.keywords": ["rush"], "card.wall.power": 3000},
            },
            {"p1": "pass", "expect": {"card.wall.keywords": ["blocker"]}},  # the turn is over
        ],
        "OP 4-1-2",
        character=[{"code": "T-WALL", "label": "wall"}],
    )


def test_named_cards_in_a_condition() -> None:
    """Written from ST30-016 (tuning, half B): "you have [A] and [B] Characters with 6000 base
    power" is each of them with the filter; one name, "A and B", "A or B" and "your opponent has
    [A]" compose from the same piece."""
    card = real("ST30-016")  # [Counter] Up to 1 of your Leader or Character cards gains +3000 power
    # during this battle. Then, if you have [Portgas.D.Ace] and [Monkey.D.Luffy] Characters with 6000
    # base power, draw 1 card.
    (entry,) = card["script"]
    assert entry.get("automated", True)
    guard = entry["effect"][-1]["if"]["all"]  # OP 4-10-2: the "Then," sentence has its own "If"
    assert [g["exists"]["name"] for g in guard] == ["Portgas.D.Ace", "Monkey.D.Luffy"]
    assert all(g["exists"]["op.base_power"] == 6000 for g in guard)
    assert GRAMMAR.parse("condition", "your opponent has [Nami]") == {
        "exists": {
            "zone": ["leader", "character"],
            "type": ["leader", "character"],
            "whose": "opponent",
            "name": "Nami",
        }
    }
    both = _written(
        "T-BOTH",
        "[Activate: Main] If you have [Filler] and [Nova] Characters with a cost of 2 or less, draw 1 card.",
    )
    for here, drawn in ((["Filler", "Nova"], 1), (["Filler", "Big Filler"], 0)):
        play(
            [both],
            {"character": [{"code": "T-BOTH", "label": "me"}, *here]},
            [{"p1": "act", "card": "me", "expect": {"p1.hand.count": drawn}}],
            "OP 4-10-1",
        )


THRILLER = {
    **FILLER,
    "code": "T-TB5",
    "name": "Thriller Five",
    "fields": {"cost": 5, "power": 6000, "types": ["Thriller Bark Pirates"]},
}
THRILLER_SMALL = {
    **THRILLER,
    "code": "T-TB3",
    "name": "Thriller Three",
    "fields": {**THRILLER["fields"], "cost": 3},
}
PERONA = {**LEADER, "code": "T-PERONA", "name": "Perona"}


def test_play_up_to_one_of_a_kind_and_up_to_one_of_another() -> None:
    """Written from EB03-049 (tuning, half B): "play up to 1 A and up to 1 B from your hand or
    trash" is two choices, the second never the first's card, then both played (10-2-6-1)."""
    event = real("EB03-049")  # [Main] You may rest 7 of your DON!! cards: If your Leader is [Perona],
    # play up to 1 {Thriller Bark Pirates} type Character card with a cost of 6 or less and up to 1
    # {Thriller Bark Pirates} type Character card with a cost of 4 or less from your hand or trash.
    play(
        [event, THRILLER, THRILLER_SMALL, PERONA],
        {
            "leader": [{"code": "T-PERONA", "label": "perona"}],
            "hand": [event["code"], {"code": "T-TB5", "label": "five"}],
            "trash": [{"code": "T-TB3", "label": "three"}],
            "cost": ["DON!!"] * 10,
        },
        [
            {"p1": "play", "card": event["name"]},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["five"]},  # cost 5: the first kind only
            {"p1": "choose", "cards": ["five"], "refused": True},  # not twice
            {
                "p1": "choose",
                "cards": ["three"],
                "expect": {"card.five.zone": "p1.character", "card.three.zone": "p1.character"},
            },
        ],
        "OP 10-2-6-1",
    )


EVENT = {**FILLER, "code": "T-EVT", "name": "Some Event", "type": "event", "fields": {"cost": 1}}


def test_any_number_trashed_and_counted_when_the_leader_is_attacked() -> None:
    """Written from OP03-001 (tuning, half A): "When this Leader attacks or is attacked" (the
    attack's two cards, 7-1-1-3), "you may trash any number of Event or Stage cards from your
    hand" (none too) and "+1000 power … for every card trashed" (the cards that choice trashed)."""
    leader = real("OP03-001")
    (entry,) = [a for a in leader["script"] if a.get("kind") == "auto"]
    assert [t.get("op.target") for t in entry["trigger"]] == [None, "this"]
    play(
        [leader, EVENT],
        {"character": {"C1": {"code": "Filler", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {
                "p2": "choose",
                "cards": ["filler_in_hand"],
                "refused": True,
            },  # a Character: not an Event or Stage
            {
                "p2": "choose",
                "cards": ["e1", "e2"],
                "expect": {"card.e1.zone": "p2.trash", "card.e2.zone": "p2.trash", "card.ace.power": 7000},
            },
        ],
        "OP 7-1-1-3",
        leader=[{"code": leader["code"], "label": "ace"}],
        hand=[
            {"code": "Some Event", "label": "e1"},
            {"code": "Some Event", "label": "e2"},
            {"code": "Filler", "label": "filler_in_hand"},
        ],
    )


def test_a_name_with_parentheses_is_not_reminder_text() -> None:
    # found reading the held-out sample (OP16-040): "[Mr.3(Galdino)]" is the card's whole name
    # (2-1), while "DON!! −1 (You may …)" is reminder text
    assert (
        normalise("If you have [Mr.3(Galdino)], draw 1 card.") == "If you have [Mr.3(Galdino)], draw 1 card"
    )
    assert (
        normalise("[On Play] DON!! −1 (You may return …): Draw 1 card.") == "[On Play] DON!! -1: Draw 1 card"
    )
    card = real("OP16-040")
    entry = card["script"][0]  # [Main] If you have [Monkey.D.Luffy] and [Mr.3(Galdino)], …
    names = [g["exists"]["name"] for g in entry["effect"][0]["if"]["all"]]
    assert names == ["Monkey.D.Luffy", "Mr.3(Galdino)"]


@pytest.mark.parametrize(
    ("line", "trigger"),
    [
        ("When this Leader attacks, draw 1 card.", [{"on": "op.attack", "card": "this"}]),
        (
            "When your {Navy} type Character attacks, draw 1 card.",
            [{"on": "op.attack", "card": {"type": "character", "types": "Navy", "controller": "you"}}],
        ),
        ("When your opponent attacks, draw 1 card.", [{"on": "op.attack", "player": "opponent"}]),
    ],
)
def test_an_attack_written_out_names_its_attacker(line: str, trigger: list[dict[str, Any]]) -> None:
    # OP 7-1-1-3: the attack's event, as [When Attacking] and [On Your Opponent's Attack] read it
    own = "leader" if "this Leader" in line else "character"  # 2-2-1
    assert compile_line(line, own).ability["trigger"] == trigger


# ====================================================================== wave 8, second round
def test_cards_trashed_from_the_opponents_hand_are_chosen_blind() -> None:
    """OP03-078: "If your opponent has 6 or more cards in their hand, trash 2 cards from your
    opponent's hand". The effect's player trashes (8-4-4-3); the hand is secret and ordered as
    its owner likes (3-4-2), so the pick is blind: at random (8-4-4-2, docs/games/one-piece.md)."""
    card = real("OP03-078")
    entry = card["script"][1]
    chosen = entry["effect"][0]["then"][0]
    assert chosen["random"] is True and "player" not in chosen
    hand = ["Filler"] * 6
    play(
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * card["fields"]["cost"]},
        [{"p1": "play", "card": card["name"], "expect": {"p2.hand.count": 4, "p2.trash.count": 2}}],
        "OP 8-4-4-2",
        hand=hand,
    )
    play(  # 5 cards: the condition fails, nothing is trashed (4-10-1)
        [card],
        {"hand": [card["code"]], "cost": ["DON!!"] * card["fields"]["cost"]},
        [{"p1": "play", "card": card["name"], "expect": {"p2.hand.count": 5, "p2.trash.count": 0}}],
        "OP 4-10-1",
        hand=hand[:5],
    )


def test_look_at_the_top_cards_and_add_one_to_the_hand_without_the_word_reveal() -> None:
    # "add up to 1 card to your hand": a move from the deck to the hand is revealed anyway (11-2-1),
    # so it is the search "reveal up to 1 … and add it to your hand"
    line = (
        "[On Play] Look at 3 cards from the top of your deck and add up to 1 {Supernovas} type card to "
        "your hand. Then, place the rest at the bottom of your deck in any order."
    )
    (entry,) = compile_text(line, "character")
    assert entry.ability["effect"] == [{"do": "op.search", "n": 3, "filter": {"types": "Supernovas"}}]
    card = {**FILLER, "code": "T-ADD", "name": "Adder", "script": [dict(entry.ability)]}
    deck = ["Filler", "Filler", {"code": "Nova", "label": "nova"}, "Filler"]
    play(
        [card],
        {"hand": ["Adder"], "cost": ["DON!!"], "deck": deck},
        [
            {"p1": "play", "card": "Adder"},
            {"p1": "choose", "cards": ["nova"], "expect": {"card.nova.zone": "p1.hand"}},
        ],
        "OP 11-2-1",
    )


def test_a_card_of_the_opponents_hand_revealed_then_read_and_a_life_card_to_the_deck() -> None:
    """OP01-063: "Choose 1 card from your opponent's hand; your opponent reveals that card. If
    the revealed card is an Event, place up to 1 card from your opponent's Life area at the
    bottom of the owner's deck" (a blind pick, as for the trash; the Life area's top card,
    3-10-2, revealed as it goes from one secret area to another, 11-2-1)."""
    card = real("OP01-063")
    entry = card["script"][0]
    assert entry["effect"][0]["random"] is True
    # unrevealed again once the effect is done (11-2-2): it stays in the opponent's hand
    assert entry["effect"][-1] == {"do": "op.conceal", "cards": "revealed"}
    me = {"character": {"C1": {"code": card["code"], "label": "me", "attached": ["DON!!"]}}}
    life = ["Filler", {"code": "Nova", "label": "top"}]
    play(
        [card, EVENT],
        me,
        [
            {"p1": "act", "card": "me"},
            {"p1": "yes", "expect": {"card.top.zone": "p2.deck", "p2.life.count": 1, "p2.hand.count": 1}},
            {"expect": {"p2.deck": ["top", *DECK]}},  # at the bottom
        ],
        "OP 11-2-1",
        hand=["Some Event"],
        life=life,
    )
    play(  # not an Event: the Life card stays
        [card, EVENT],
        me,
        [{"p1": "act", "card": "me", "expect": {"p2.life.count": 2, "card.me.state": "rested"}}],
        "OP 4-10-1",
        hand=["Filler"],
        life=life,
    )


@pytest.mark.parametrize(
    ("line", "life", "zone"),
    [
        ("[On Play] Trash up to 1 card from the top of your Life cards.", "p1", "p1.trash"),
        ("[On Play] Trash 1 card from your opponent's Life area.", "p2", "p2.trash"),
        ("[On Play] Add 1 card from your opponent's Life area to the owner's hand.", "p2", "p2.hand"),
        (
            "[On Play] Place up to 1 card from the top of your opponent's Life cards at the bottom of the "
            "owner's deck.",
            "p2",
            "p2.deck",
        ),
    ],
)
def test_a_life_card_taken_each_way_it_is_printed(line: str, life: str, zone: str) -> None:
    # 3-10-2: a card leaves the Life area from the top unless the text says otherwise
    (entry,) = compile_text(line, "character")
    card = {**FILLER, "code": "T-LIFE", "name": "Life Taker", "script": [dict(entry.ability)]}
    steps: list[dict[str, Any]] = [{"p1": "play", "card": "Life Taker"}]
    if "up to" in line:
        steps.append({"p1": "yes"})
    steps.append({"expect": {"card.top.zone": zone, f"{life}.life.count": 1}})
    top = ["Filler", {"code": "Nova", "label": "top"}]
    play(
        [card],
        {"hand": ["Life Taker"], "cost": ["DON!!"], **({"life": top} if life == "p1" else {})},
        steps,
        "OP 3-10-2",
        **({"life": top} if life == "p2" else {}),
    )


def _line_card(line: str, name: str = "Written") -> dict[str, Any]:
    """A Character of cost 1 whose only ability is a hand-written line, compiled."""
    (entry,) = compile_text(line, "character")
    assert entry.automated, line
    return {**FILLER, "code": "T-WRITTEN", "name": name, "script": [dict(entry.ability)]}


def test_there_are_n_characters_counts_both_fields() -> None:
    # "If there are 2 or more Characters with a cost of 8 or more": anyone's, as "there is a …"
    card = _line_card("[On Play] If there are 2 or more Characters with a cost of 8 or more, draw 1 card.")
    for theirs, drawn in ((1, 1), (0, 0)):
        play(
            [card],
            {"hand": ["Written"], "cost": ["DON!!"], "character": {"C1": "Big Filler"}},
            [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": drawn}}],
            "OP 4-10-1",
            character={"C1": "Big Filler"} if theirs else {},
        )


def test_a_stage_as_a_holding_of_a_condition() -> None:
    # "If you have a {Navy} type Stage": the Stage area (3-8), the type read as any noun's
    card = _line_card("[On Play] If you have a {Test Crew} type Stage, draw 1 card.")
    stage = {"code": "T-STG", "name": "Crew Stage", "type": "stage", "colours": ["red"]}
    stage["fields"] = {"cost": 1, "types": ["Test Crew"]}
    for stages, drawn in ((["Crew Stage"], 1), ([], 0)):
        play(
            [card, stage],
            {"hand": ["Written"], "cost": ["DON!!"], "stage": stages},
            [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": drawn}}],
            "OP 3-8",
        )


def test_rest_the_opponents_characters_or_don_either_order() -> None:
    # "Rest up to 1 of your opponent's Characters or DON!! cards": one choice among both
    card = _line_card("[On Play] Rest up to 1 of your opponent's Characters or DON!! cards.")
    for chosen in ("their", "don"):
        play(
            [card],
            {"hand": ["Written"], "cost": ["DON!!"]},
            [
                {"p1": "play", "card": "Written"},
                {"p1": "choose", "cards": [chosen], "expect": {f"card.{chosen}.state": "rested"}},
            ],
            "OP 8-4-4",
            character={"C1": {"code": "Filler", "label": "their"}},
            cost=[{"code": "DON!!", "label": "don"}],
        )


def test_characters_with_a_keyword_as_a_filter() -> None:
    # "All of your Characters with [Blocker] gain +1000 power": the keyword each has now (10-1)
    card = _line_card("All of your Characters with [Blocker] gain +1000 power.", "Booster")
    guard = {
        **FILLER,
        "code": "T-GUARD",
        "name": "Guard",
        "script": [{"kind": "keyword", "keyword": "blocker"}],
    }
    play(
        [card, guard],
        {
            "character": {
                "C1": {"code": "Guard", "label": "g"},
                "C2": {"code": "Filler", "label": "f"},
                "C3": "Booster",
            }
        },
        [{"expect": {"card.g.power": 4000, "card.f.power": 3000}}],
        "OP 10-1-4",
    )


def test_place_a_character_at_the_top_or_bottom_of_the_owners_life_face_up() -> None:
    # "Place up to 1 of … at the top or bottom of the owner's Life cards face-up" ("add … to" too)
    card = _line_card(
        "[On Play] Place up to 1 of your opponent's Characters with a cost of 2 or less at the top or "
        "bottom of the owner's Life cards face-up."
    )
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "choose", "cards": ["their"]},
            {
                "p1": "option",
                "option": "The bottom",
                "expect": {"card.their.zone": "p2.life", "p2.life.count": 4},
            },
        ],
        "OP 3-10-2",
        character={"C1": {"code": "Filler", "label": "their"}},
    )


def test_can_attack_characters_on_the_turn_it_is_played_is_rush_character() -> None:
    # B12: [Rush: Character]'s reminder text printed as a line of its own ([DON!! x1] before it)
    card = _line_card(
        "[DON!! x1] This Character can attack Characters on the turn in which it is played.", "Dasher"
    )
    dasher = {"p1": "play", "card": "Dasher"}
    attack = {"p1": "attack", "card": "dash", "attacks": "C1"}
    for _given, steps in (
        (False, [dasher, {**attack, "refused": True}]),  # no DON!! given: the condition fails
        (
            True,
            [
                dasher,
                {"p1": "give", "card": "dash"},
                {"p1": "attack", "card": "dash", "attacks": "leader", "refused": True},
                {**attack, "expect": {"card.dash.state": "rested"}},
            ],
        ),
    ):
        play(
            [card],
            {"hand": [{"code": "T-WRITTEN", "label": "dash"}], "cost": ["DON!!"] * 2},
            steps,
            "OP 10-1-1",
            character={"C1": {"code": "Filler", "label": "victim", "state": "rested"}},
        )


def test_rush_by_its_own_words_and_keywords_joined_lost_or_as_a_condition() -> None:
    # OP 10-1-1-1: [Rush]'s reminder text printed as a line of its own: it attacks on the turn it
    # is played, the Leader too
    card = _line_card("This Character can attack on the turn in which it is played.", "Dasher")
    play(
        [card],
        {"hand": [{"code": "T-WRITTEN", "label": "dash"}], "cost": ["DON!!"]},
        [{"p1": "play", "card": "dash"}, {"p1": "attack", "card": "dash", "attacks": "leader"}],
        "OP 10-1-1-1",
    )
    timed = compile_line(
        "[On Play] Up to 1 of your Characters can attack on the turn in which it is played during this turn.",
        "character",
    )
    assert timed.ability["effect"][1]["grant"] == "rush"
    # 10-1: "loses [A] and [B]" takes both away: the second keyword is never read as a gain
    lost = compile_line(
        "[DON!! x1] This Character loses [Blocker] and [Rush] and gains +1000 power.", "character"
    )
    assert [m.get("remove") for m in lost.ability["modifiers"]] == ["blocker", "rush", None]
    timed_lost = compile_line(
        "[On Play] Up to 1 of your opponent's Characters loses [Blocker] and [Double Attack] during this "
        "turn.",
        "character",
    )
    assert [(s["grant"], s["lose"]) for s in timed_lost.ability["effect"][1:]] == [
        ("blocker", True),
        ("double_attack", True),
    ]
    # "If this Character does not have [Blocker]": this card's keywords now, as a Leader's are read
    cond = compile_line("[On Play] If this Character does not have [Blocker], draw 1 card.", "character")
    assert cond.ability["effect"][0]["if"] == {"exists": {"var": "this", "not": {"keyword": "blocker"}}}


def test_your_opponent_cannot_activate_blocker_for_good() -> None:
    # OP 10-1-4-1 with 1-3-3: "[Your Turn] Your opponent cannot activate [Blocker]" while it is your
    # turn: none of their cards may block your attacks
    runner = _line_card("[Your Turn] Your opponent cannot activate [Blocker].", "Runner")
    guard = {
        **FILLER,
        "code": "T-GUARD",
        "name": "Guard",
        "script": [{"kind": "keyword", "keyword": "blocker"}],
    }
    play(
        [runner, guard],
        {"character": {"C1": {"code": "T-WRITTEN", "label": "me"}}},
        [
            {"p1": "attack", "card": "me", "attacks": "leader"},
            {"p2": "block", "card": "g", "refused": True},
        ],
        "OP 10-1-4-1",
        character={"C1": {"code": "Guard", "label": "g"}},
    )


def test_a_trigger_adds_its_own_card_to_the_hand() -> None:
    # "[Trigger] Add this card to your hand": from no area (10-1-5-3) to the hand, not the trash
    (entry,) = compile_text("[Trigger] Add this card to your hand.", "character")
    card = {**FILLER, "code": "T-BACK", "name": "Comeback", "script": [dict(entry.ability)]}
    play(
        [card],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "pass"},
            {"p2": "trigger", "expect": {"card.back.zone": "p2.hand", "p2.trash.count": 0}},
        ],
        "OP 10-1-5",
        life=[*LIFE, {"code": "T-BACK", "label": "back"}],
    )


def test_a_trigger_places_its_own_card_where_its_text_says() -> None:
    # OP 10-1-5-3: the [Trigger] card is trashed "unless otherwise specified": its text may place it
    # at the bottom of the deck or on top of the Life cards instead
    for line, zone in (
        ("[Trigger] Draw 1 card. Then, place this card at the bottom of your deck.", "p2.deck"),
        ("[Trigger] Add this card to the top of your Life cards.", "p2.life"),
    ):
        (entry,) = compile_text(line, "character")
        card = {**FILLER, "code": "T-BACK", "name": "Comeback", "script": [dict(entry.ability)]}
        play(
            [card],
            {"character": {"C1": {"code": "Big Filler", "label": "att"}}},
            [
                {"p1": "attack", "card": "att", "attacks": "leader"},
                {"p2": "pass"},
                {"p2": "pass"},
                {"p2": "trigger", "expect": {"card.back.zone": zone, "p2.trash.count": 0}},
            ],
            "OP 10-1-5-3",
            life=[*LIFE, {"code": "T-BACK", "label": "back"}],
        )


def test_your_opponent_cannot_activate_counter_events_during_this_battle() -> None:
    # OP 1-3-3: "cannot" beats "can"; an Event is activated from the hand (8-4-2), its [Counter]
    # in the Counter Step (10-2-4). The same Event is allowed in the next battle.
    card = _line_card(
        "[When Attacking] Your opponent cannot activate [Counter] Events during this battle.", "Silencer"
    )
    card["fields"] = BIG["fields"]
    event = real("ST01-014")  # [Counter] Up to 1 of your Leader or Character cards gains +3000 power …
    play(
        [card, event],
        {
            "character": {
                "C1": {"code": "T-WRITTEN", "label": "att"},
                "C2": {"code": "Big Filler", "label": "att2"},
            }
        },
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "play", "card": event["name"], "refused": True},
            {"p2": "pass"},
            {"p2": "hand", "expect": {"p2.life.count": 2}},
            {"p1": "attack", "card": "att2", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "play", "card": event["name"], "expect": {"p2.trash.count": 1}},
        ],
        "OP 1-3-3",
        hand=[event["code"]],
        cost=["DON!!"],
    )
    # "Events with a cost of …" and "Events" read as the same restriction with their filter
    for line, wanted in (
        ("[On Play] You cannot activate Events with a cost of 3 or less during this turn.", {"<=": 3}),
        ("[On Play] Your opponent cannot play Events during this turn.", None),  # not a play (6-5-3-1)
    ):
        compiled = compile_line(line, "character")
        assert compiled.automated == (wanted is not None)
        if wanted is not None:
            assert compiled.ability["effect"][0]["filter"] == {"type": "event", "cost": wanted}


def test_none_of_your_opponents_characters_can_block_during_this_turn() -> None:
    # "None of … can <prohibited action> <for a while>": all of them cannot (1-3-3), as "all …"
    card = _line_card("[On Play] None of your opponent's Characters can activate [Blocker] during this turn.")
    guard = {
        **FILLER,
        "code": "T-GUARD",
        "name": "Guard",
        "script": [{"kind": "keyword", "keyword": "blocker"}],
    }
    play(
        [card, guard],
        {"hand": ["Written"], "cost": ["DON!!"], "character": {"C1": {"code": "Big Filler", "label": "att"}}},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "block", "card": "wall", "refused": True},
        ],
        "OP 10-1-4",
        character={"C1": {"code": "Guard", "label": "wall"}},
    )


@pytest.mark.parametrize(
    ("condition", "drawn"),
    [
        ("your opponent's Leader is [Kouzuki Oden]", 1),
        ("your opponent's Leader is [Nami]", 0),
        ("your Leader is [Nami] or has 5000 power or more", 1),
        ("your Leader has the {Navy} type or is [Nami]", 0),
        ("your opponent's Leader has 1 or more DON!! cards given", 0),
    ],
)
def test_a_leader_described_by_any_of_its_predicates(condition: str, drawn: int) -> None:
    # the Leader's name, type, power, DON!! given (6-5-5) … for either player's Leader, and two
    # of them with "or"
    card = _line_card(f"[On Play] If {condition}, draw 1 card.")
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": drawn}}],
        "OP 4-10-1",
        leader=[{"code": "T-ODEN", "label": "foe"}],
    )


@pytest.mark.parametrize(
    ("kind", "drawn"), [("a [Counter] Event", 0), ("an Event with a cost of 2 or more", 1)]
)
def test_when_you_activate_an_event_described(kind: str, drawn: int) -> None:
    # the Event's move to the trash as it is activated (8-4-2), read against the description
    watcher = _line_card(f"[Your Turn] When you activate {kind}, draw 1 card.", "Watcher")
    plan = {
        "code": "T-PLAN",
        "name": "Plan",
        "type": "event",
        "colours": ["red"],
        "fields": {"cost": 2},
        "script": [dict(c.ability) for c in compile_text("[Main] Draw 1 card.", "event")],
    }
    play(
        [watcher, plan],
        {"hand": ["Plan"], "cost": ["DON!!"] * 2, "character": {"C1": "Watcher"}},
        [{"p1": "play", "card": "Plan", "expect": {"p1.hand.count": 1 + drawn}}],
        "OP 8-4-2",
    )


@pytest.mark.parametrize(("attacks", "drawn"), [("C1", 1), ("leader", 0)])
def test_this_character_battled_your_opponents_character_during_this_turn(attacks: str, drawn: int) -> None:
    # the turn's battles are recorded as each ends (7-1-5), the Character K.O.'d in it included
    # (7-1-4-1-2); a battle with the Leader is not one with a Character
    card = _line_card(
        "[Activate: Main] [Once Per Turn] If this Character battled your opponent's Character during this "
        "turn, draw 1 card.",
        "Brawler",
    )
    card["fields"] = BIG["fields"]
    steps: list[dict[str, Any]] = [
        {"p1": "attack", "card": "me", "attacks": attacks},
        {"p2": "pass"},
        {"p2": "pass"},
    ]
    if attacks == "leader":
        steps.append({"p2": "hand"})
    steps.append(
        {
            "p1": "act",
            "card": "me",
            "expect": {"p1.hand.count": drawn, "card.victim.zone": "p2.trash" if drawn else "p2.character"},
        }
    )
    play(
        [card],
        {"character": {"C1": {"code": "T-WRITTEN", "label": "me"}}},
        steps,
        "OP 7-1",
        character={"C1": {"code": "Filler", "label": "victim", "state": "rested"}},
    )


def test_costs_on_this_character_with_the_verb_said_once_or_to_the_deck() -> None:
    # "trash this Character and 1 card from your hand" (two costs, 8-3-1) and "place this Character
    # at the bottom of your deck" (its own card only: "other": False)
    trasher = _line_card(
        "[Activate: Main] You may trash this Character and 1 card from your hand: Draw 2 cards.", "Trasher"
    )
    play(
        [trasher],
        {"character": {"C1": {"code": "T-WRITTEN", "label": "me"}}, "hand": [{"code": "Nova", "label": "n"}]},
        [
            {"p1": "act", "card": "me"},
            {
                "p1": "choose",
                "cards": ["n"],
                "expect": {"card.me.zone": "p1.trash", "card.n.zone": "p1.trash", "p1.hand.count": 2},
            },
        ],
        "OP 8-3-1",
    )
    placer = _line_card(
        "[Activate: Main] You may place this Character at the bottom of your deck: Draw 1 card.", "Placer"
    )
    play(
        [placer],
        {"character": {"C1": {"code": "T-WRITTEN", "label": "me"}, "C2": {"code": "Filler", "label": "f"}}},
        [
            {"p1": "act", "card": "me", "expect": {"decision.count": 1}},  # this Character only
            {
                "p1": "choose",
                "cards": ["me"],
                "expect": {"card.me.zone": "p1.deck", "card.f.zone": "p1.character", "p1.hand.count": 1},
            },
        ],
        "OP 8-3-1",
    )


def test_look_at_the_top_cards_and_reveal_up_to_one_of_each_kind() -> None:
    # "reveal up to 1 A and up to 1 B and add them to your hand": a choice per kind (8-4-4), the
    # card taken for the first not offered for the second; the rest to the bottom (11-3)
    line = (
        "[On Play] Look at 4 cards from the top of your deck; reveal up to 1 {Supernovas} type Character "
        "card and up to 1 Event and add them to your hand. Then, place the rest at the bottom of your deck "
        "in any order."
    )
    card = _line_card(line)
    deck = ["Filler", {"code": "Some Event", "label": "ev"}, {"code": "Nova", "label": "nova"}, "Filler"]
    play(
        [card, EVENT],
        {"hand": ["Written"], "cost": ["DON!!"], "deck": deck},
        [
            {"p1": "play", "card": "Written", "expect": {"decision.count": 1}},  # Nova only
            {"p1": "choose", "cards": ["nova"], "expect": {"decision.count": 1}},  # the Event only
            {
                "p1": "choose",
                "cards": ["ev"],
                "expect": {"card.nova.zone": "p1.hand", "card.ev.zone": "p1.hand"},
            },
        ],
        "OP 8-4-4",
    )


def test_a_permanent_prohibition_on_a_group_of_the_opponents_characters() -> None:
    # "[Your Turn] Your opponent's Characters with a cost of 3 or less cannot activate [Blocker]":
    # read whenever they would block (1-3-3), so a bigger Blocker still may
    card = _line_card(
        "[Your Turn] Your opponent's Characters with a cost of 3 or less cannot activate [Blocker].", "Jammer"
    )
    guard = {
        **FILLER,
        "code": "T-GUARD",
        "name": "Guard",
        "script": [{"kind": "keyword", "keyword": "blocker"}],
    }
    big_guard = {**guard, "code": "T-BGUARD", "name": "Big Guard", "fields": BIG["fields"]}
    play(
        [card, guard, big_guard],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}, "C2": "Jammer"}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "block", "card": "small", "refused": True},
            {"p2": "block", "card": "big", "expect": {"card.big.state": "rested"}},
        ],
        "OP 1-3-3",
        character={"C1": {"code": "Guard", "label": "small"}, "C2": {"code": "Big Guard", "label": "big"}},
    )


def test_place_a_character_at_the_top_of_the_owners_deck() -> None:
    # "at the top of the owner's deck": as "at the bottom", the other end (face down, 3-2-2)
    card = _line_card(
        "[On Play] Place up to 1 of your opponent's Characters with a cost of 3 or less at the top of the "
        "owner's deck."
    )
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "choose", "cards": ["their"], "expect": {"p2.deck": [*DECK, "their"]}},
        ],
        "OP 3-2-2",
        character={"C1": {"code": "Filler", "label": "their"}},
    )


@pytest.mark.parametrize(
    ("condition", "drawn"),
    [
        ("your opponent's Leader is [Nami], [Kouzuki Oden] or [Koby]", 1),
        ("your opponent's Leader is [Nami] or multicolored", 0),
        ("your opponent's Leader has the {Navy} type or the <Slash> attribute", 0),
    ],
)
def test_the_opponents_leader_in_each_form_the_own_leader_has(condition: str, drawn: int) -> None:
    card = _line_card(f"[On Play] If {condition}, draw 1 card.")
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": drawn}}],
        "OP 4-10-1",
        leader=[{"code": "T-ODEN", "label": "foe"}],
    )


@pytest.mark.parametrize(
    ("line", "expect"),
    [
        (
            "[On Play] Trash 2 cards from the top of your opponent's deck.",
            {"p2.trash.count": 2, "p2.deck.count": 6},
        ),
        ("[On Play] Your opponent trashes 1 card from the top of their deck.", {"p2.trash.count": 1}),
        (
            "[On Play] Your opponent draws 1 card.",
            {"p2.hand.count": 1, "p2.deck.count": 7, "p1.hand.count": 0},
        ),
    ],
)
def test_the_opponents_deck_drawn_or_trashed_from_the_top(line: str, expect: dict[str, Any]) -> None:
    card = _line_card(line)
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [{"p1": "play", "card": "Written", "expect": expect}],
        "OP 3-2",
    )


def test_when_a_don_is_given_to_this_character_or_any_of_yours() -> None:
    # 6-5-5-1: a DON!! given from the cost area (by the Main Phase action or an effect); the card
    # it is given to is the event's (``op.given_to``)
    mine = _line_card(
        "[Your Turn] [Once Per Turn] When a DON!! card is given to this Character, draw 1 card.", "Taker"
    )
    (watch,) = compile_text(  # a Leader's line (2-2-1: "this Leader" is a Leader card's own)
        "[Your Turn] When this Leader or any of your Characters is given a DON!! card, draw 1 card.", "leader"
    )
    any_of = {**LEADER, "code": "T-WATCHER", "name": "Watcher", "script": [dict(watch.ability)]}
    play(
        [mine],
        {
            "character": {"C1": {"code": "T-WRITTEN", "label": "me"}, "C2": {"code": "Filler", "label": "f"}},
            "cost": ["DON!!"] * 3,
        },
        [
            {"p1": "give", "card": "f", "expect": {"p1.hand.count": 0}},  # not to this Character
            {"p1": "give", "card": "me", "expect": {"p1.hand.count": 1}},
            {"p1": "give", "card": "me", "expect": {"p1.hand.count": 1}},  # [Once Per Turn]
        ],
        "OP 6-5-5-1",
    )
    play(
        [any_of],
        {
            "leader": [{"code": "T-WATCHER", "label": "lead"}],
            "character": {"C1": {"code": "Filler", "label": "w"}},
            "cost": ["DON!!"] * 2,
        },
        [
            {"p1": "give", "card": "lead", "expect": {"p1.hand.count": 1}},
            {"p1": "give", "card": "w", "expect": {"p1.hand.count": 2}},
        ],
        "OP 6-5-5-1",
    )


def test_when_you_play_a_character_from_your_hand() -> None:
    # "When you play a Character with no base effect from your hand": the op.play event says where
    # the card was played from (10-2-6-1: a play by an effect, from the trash, is not it)
    watcher = _line_card("When you play a Character from your hand, draw 1 card.", "Watcher")
    reviver = _line_card(
        "[On Play] Play up to 1 Character card with a cost of 1 or less from your trash.", "Reviver"
    )
    reviver["code"] = "T-REVIVER"
    play(
        [watcher, reviver],
        {
            "character": {"C1": "Watcher"},
            "hand": ["Reviver"],
            "trash": [{"code": "Filler", "label": "dead"}],
            "cost": ["DON!!"],
        },
        [
            {"p1": "play", "card": "Reviver"},  # Reviver from the hand draws 1, Filler from the trash none
            {
                "p1": "option",
                "option": "Reviver: [On Play] Play up to 1 Character card with a cost of 1 or less from your "
                "trash.",
            },
            {
                "p1": "choose",
                "cards": ["dead"],
                "expect": {"card.dead.zone": "p1.character", "p1.hand.count": 1},
            },
        ],
        "OP 10-2-6-1",
    )


def test_reveal_the_top_card_play_it_or_place_it_at_the_bottom() -> None:
    line = (
        "[On Play] Reveal 1 card from the top of your deck, play up to 1 {Supernovas} type Character card "
        "with a cost of 2 or less, and place the rest at the bottom of your deck."
    )
    card = _line_card(line)
    for top, zone in (("Nova", "p1.character"), ("Big Filler", "p1.deck")):
        steps: list[dict[str, Any]] = [{"p1": "play", "card": "Written"}]
        if top == "Nova":
            steps.append({"p1": "choose", "cards": ["top"]})
        steps.append({"expect": {"card.top.zone": zone}})
        play(
            [card],
            {"hand": ["Written"], "cost": ["DON!!"], "deck": [*DECK, {"code": top, "label": "top"}]},
            steps,
            "OP 11-2-1",
        )


@pytest.mark.parametrize(("hand", "drawn"), [(1, 1), (2, 0)])
def test_a_total_of_cards_in_two_areas(hand: int, drawn: int) -> None:
    # "If you have a total of 4 or less cards in your Life area and hand" (3 Life cards + the hand)
    card = _line_card(
        "[On Play] If you have a total of 4 or less cards in your Life area and hand, draw 1 card."
    )
    play(
        [card],
        {"hand": ["Written"] + ["Filler"] * hand, "cost": ["DON!!"]},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": hand + drawn}}],
        "OP 4-10-1",
    )


def test_will_not_become_active_said_of_the_chosen_character_in_the_next_sentence() -> None:
    # "Rest up to 1 …. Then, that Character will not become active in your opponent's next Refresh
    # Phase" (the choice named by the next sentence; 6-2-4 with 1-3-3)
    card = _line_card(
        "[On Play] Rest up to 1 of your opponent's Characters with a cost of 4 or less. Then, that "
        "Character will not become active in your opponent's next Refresh Phase."
    )
    grant = card["script"][0]["effect"][-1]
    assert grant["cards"] == "chosen" and grant["grant"] == "cannot:refresh"
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "choose", "cards": ["their"], "expect": {"card.their.state": "rested"}},
            {"p1": "option", "option": "End the Main Phase"},
            {"expect": {"card.their.state": "rested", "card.other.state": "active"}},
        ],
        "OP 6-2-4",
        character={
            "C1": {"code": "Filler", "label": "their"},
            "C2": {"code": "Filler", "label": "other", "state": "rested"},
        },
    )


def test_a_group_without_all_of_and_rush_character_for_a_while() -> None:
    # "Your {X} type Characters gain [Rush] during this turn" (a group, as "all of your …") and
    # "can attack Characters on the turn in which they are played" ([Rush: Character], B12)
    group = compile_line("[On Play] Your {Navy} type Characters gain [Rush] during this turn.", "character")
    assert group.ability["effect"][0]["cards"]["types"] == "Navy"
    card = _line_card(
        "[Activate: Main] You may rest this Character: Up to 1 of your Characters can attack Characters on "
        "the turn in which it is played during this turn."
    )
    nova = {"p1": "play", "card": "Nova"}
    play(
        [card],
        {
            "character": {"C1": {"code": "T-WRITTEN", "label": "me"}},
            "hand": [{"code": "Nova", "label": "n"}],
            "cost": ["DON!!"] * 2,
        },
        [
            nova,
            {"p1": "act", "card": "me"},
            {"p1": "choose", "cards": ["n"]},
            {"p1": "attack", "card": "n", "attacks": "leader", "refused": True},
            {"p1": "attack", "card": "n", "attacks": "C1", "expect": {"card.n.state": "rested"}},
        ],
        "OP 10-1-1",
        character={"C1": {"code": "Filler", "label": "victim", "state": "rested"}},
    )


@pytest.mark.parametrize(("attacker", "koed"), [("Filler", False), ("Big Filler", True)])
def test_cannot_be_kod_in_battle_by_characters_described(attacker: str, koed: bool) -> None:
    # "This Character cannot be K.O.'d in battle by Characters with 6000 power or less": read
    # against the battle's attacker (only the card attacked is K.O.'d, 7-1-4-1-2)
    card = _line_card(
        "This Character cannot be K.O.'d in battle by Characters with 6000 power or less.", "Tough"
    )
    play(
        [card],
        {"character": {"C1": {"code": attacker, "label": "att", "attached": ["DON!!"] * 2}}},
        [
            {"p1": "attack", "card": "att", "attacks": "C1"},
            {"p2": "pass"},
            {"p2": "pass", "expect": {"card.tough.zone": "p2.trash" if koed else "p2.character"}},
        ],
        "OP 7-1-4-1-2",
        character={"C1": {"code": "T-WRITTEN", "label": "tough", "state": "rested"}},
    )


@pytest.mark.parametrize(("characters", "drawn"), [(4, 1), (5, 0)])
def test_you_dont_have_a_holding(characters: int, drawn: int) -> None:
    # "if you don't have 5 Characters": the holding's negation ("5" alone is exactly 5)
    card = _line_card("[On Play] If you don't have 5 Characters, draw 1 card.")
    field = {f"C{i}": "Filler" for i in range(1, characters)}
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"], "character": field},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": drawn}}],
        "OP 4-10-1",
    )


def test_when_this_character_is_attacked() -> None:
    # 7-1-3-1: "when attacked" effects at the start of the Counter Step, for the card attacked then
    card = _line_card(
        "[Opponent's Turn] [Once Per Turn] When this Character is attacked, draw 1 card.", "Target"
    )
    play(
        [card],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "C1"},
            {"p2": "pass", "expect": {"p2.hand.count": 1}},
        ],
        "OP 7-1-3-1",
        character={"C1": {"code": "T-WRITTEN", "label": "tgt", "state": "rested"}},
    )


@pytest.mark.parametrize(("hand", "after"), [(2, 5), (6, 6)])
def test_draw_cards_so_that_you_have_n_cards_in_your_hand(hand: int, after: int) -> None:
    # as many as it takes (4-5), none when the hand already holds as many
    card = _line_card("[On Play] Draw cards so that you have 5 cards in your hand.")
    play(
        [card],
        {"hand": ["Written"] + ["Filler"] * hand, "cost": ["DON!!"]},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": after}}],
        "OP 4-5",
    )


@pytest.mark.parametrize(
    ("line", "steps", "expect"),
    [
        # counted when it resolves: 5 cards in the trash, 2 full groups (rounded down)
        ("[On Play] Draw 1 card for every 2 cards in your trash.", [], {"p1.hand.count": 2}),
        (
            "[On Play] Place up to 1 Character card from your trash at the bottom of your deck.",
            [{"p1": "choose", "cards": ["t0"]}],
            {"card.t0.zone": "p1.deck", "p1.trash.count": 4},
        ),
        (
            "[On Play] Your opponent chooses 1 card from their hand and trashes it.",
            [{"p2": "choose", "cards": ["theirs"]}],
            {"card.theirs.zone": "p2.trash"},
        ),
        ("[On Play] If your Leader has [Double Attack], draw 1 card.", [], {"p1.hand.count": 0}),
    ],
)
def test_probe_lines_of_the_first_round_in_the_games_wording(
    line: str, steps: list[dict[str, Any]], expect: dict[str, Any]
) -> None:
    card = _line_card(line)
    trash = [{"code": "Filler", "label": f"t{i}"} for i in range(5)]
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"], "trash": trash},
        [{"p1": "play", "card": "Written"}, *steps, {"expect": expect}],
        "OP 8-4-4",
        hand=[{"code": "Filler", "label": "theirs"}],
    )


def test_a_cost_set_to_zero_is_the_value_from_now_on_not_a_base() -> None:
    # OP03-091: [On Play] Set the cost of up to 1 of your opponent's Characters with no base
    # effect to 0 during this turn.
    card = real("OP03-091")
    (ko,) = compile_text(
        "[Activate: Main] K.O. up to 1 of your opponent's Characters with a cost of 0.", "character"
    )
    (base,) = compile_text(
        "[Activate: Main] K.O. up to 1 of your opponent's Characters with a base cost of 0.", "character"
    )
    (plus,) = compile_text(
        "[Activate: Main] Up to 1 of your opponent's Characters gains +2 cost during this turn.", "character"
    )
    killer = {**FILLER, "code": "T-KO", "name": "Killer", "script": [dict(ko.ability)]}
    reader = {**FILLER, "code": "T-BASE", "name": "Reader", "script": [dict(base.ability)]}
    adder = {**FILLER, "code": "T-ADD", "name": "Adder", "script": [dict(plus.ability)]}
    mine = {
        "hand": [card["code"]],
        "cost": ["DON!!"] * 10,
        "character": {
            "C1": {"code": "Killer", "label": "killer"},
            "C2": {"code": "Reader", "label": "reader"},
            "C3": {"code": "Adder", "label": "adder"},
        },
    }
    cards = [card, killer, reader, adder]
    play(  # OP 4-9-2: not a base value; the cost is 0 now and a "cost of 0" choice takes it
        cards,
        mine,
        [
            {"p1": "act", "card": "adder"},  # +2 before it: the set overrides it (B14)
            {"p1": "choose", "cards": ["big"], "expect": {"card.big.cost": 10}},
            {"p1": "play", "card": card["code"]},
            {"p1": "choose", "cards": ["big"], "expect": {"card.big.cost": 0}},
            {"p1": "act", "card": "reader", "expect": {"card.big.zone": "p2.character"}},  # base 8: no choice
            {"p1": "act", "card": "killer"},
            {"p1": "choose", "cards": ["big"], "expect": {"card.big.zone": "p2.trash"}},
        ],
        "OP 4-9-2",
        character={"C1": {"code": "Big Filler", "label": "big"}},
    )
    play(  # an addition made after it counts on top (B14: in the order they resolved)
        cards,
        mine,
        [
            {"p1": "play", "card": card["code"]},
            {"p1": "choose", "cards": ["big"], "expect": {"card.big.cost": 0}},
            {"p1": "act", "card": "adder"},
            {"p1": "choose", "cards": ["big"], "expect": {"card.big.cost": 2}},
        ],
        "OP 4-9-2",
        character={"C1": {"code": "Big Filler", "label": "big"}},
    )


def test_power_set_for_a_while_keeps_the_given_don_on_top() -> None:
    (entry,) = compile_text(
        "[On Play] Set the power of up to 1 of your Characters to 0 during this turn.", "character"
    )
    setter = {**FILLER, "code": "T-SET", "name": "Setter", "script": [dict(entry.ability)]}
    play(  # B14: the +1000 of a given DON!! in its controller's turn is added after every change
        [setter],
        {
            "hand": ["Setter"],
            "cost": ["DON!!"],
            "character": {"C1": {"code": "Big Filler", "label": "big", "attached": ["DON!!"]}},
        },
        [
            {"expect": {"card.big.power": 10000}},
            {"p1": "play", "card": "Setter"},
            {"p1": "choose", "cards": ["big"], "expect": {"card.big.power": 1000}},
        ],
        "OP 4-9-2",
    )


def test_if_a_character_is_rested_by_your_effect_draws_and_not_by_an_attack() -> None:
    # OP 8-1-1: an effect is a card's command (and its cost); a rest by an attack (7-1-1-1) is not
    # one, a rest by the [On Play] of your card is (the event key ``op.by``)
    watcher = real("OP07-031_r1")  # [Your Turn] [Once Per Turn] If a Character is rested by your
    # effect, draw 1 card and trash 1 card from your hand.
    rester = _line_card(
        "[On Play] Rest up to 1 of your opponent's Characters with a cost of 4 or less.", "Rester"
    )
    rester["code"] = "T-RESTER"
    play(
        [watcher, rester],
        {
            "character": {
                "C1": {"code": watcher["code"], "label": "w"},
                "C2": {"code": "Filler", "label": "att"},
            },
            "hand": [{"code": "T-RESTER", "label": "r"}, {"code": "Nova", "label": "nova"}],
            "cost": ["DON!!"],
        },
        [
            {"p1": "attack", "card": "att", "attacks": "leader", "expect": {"card.att.state": "rested"}},
            {"p2": "pass"},
            {"p2": "pass", "expect": {"p1.hand.count": 2}},  # not by an effect
            {"p1": "play", "card": "r"},
            {
                "p1": "choose",
                "cards": ["victim"],
                "expect": {"card.victim.state": "rested", "p1.hand.count": 2},
            },
            {"p1": "choose", "cards": ["nova"], "expect": {"card.nova.zone": "p1.trash", "p1.hand.count": 1}},
        ],
        "OP 8-1-1",
        character={"C1": {"code": "Filler", "label": "victim"}},
    )


def test_when_this_character_is_rested_by_your_opponents_effect_only() -> None:
    # OP 8-1-1: whose effect rested it is the event's player; your own effect is not your opponent's
    mine = _line_card("When this Character is rested by your opponent's effect, draw 1 card.", "Sleeper")
    rester = _line_card("[On Play] Rest up to 1 Character with a cost of 4 or less.", "Rester")
    rester["code"] = "T-RESTER"
    play(
        [mine, rester],
        {"hand": [{"code": "T-RESTER", "label": "r"}], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "r"},
            {"p1": "choose", "cards": ["s"], "expect": {"card.s.state": "rested", "p2.hand.count": 2}},
        ],
        "OP 8-1-1",
        character={"C1": {"code": "T-WRITTEN", "label": "s"}},
        hand=["Filler"],
    )
    play(
        [mine, rester],
        {
            "hand": [{"code": "T-RESTER", "label": "r"}],
            "cost": ["DON!!"],
            "character": {"C1": {"code": "T-WRITTEN", "label": "s"}},
        },
        [
            {"p1": "play", "card": "r"},
            {"p1": "choose", "cards": ["s"], "expect": {"card.s.state": "rested", "p1.hand.count": 0}},
        ],
        "OP 8-1-1",
    )


def test_when_a_don_is_returned_by_your_effect_counts_a_don_minus_cost() -> None:
    # OP 8-1-1 (an effect's cost is part of it), 10-2-10-1: DON!! −1 of your card returns it by your
    # effect; EB03-033 ([Opponent's Turn]) reads the same event
    assert compile_text(real("EB03-033")["text"], "character")[0].automated
    kid = real("ST10-013")  # [On Play]/[When Attacking] DON!! −1: Up to 1 of your Leader gains
    # +1000 power until the start of your next turn.
    yours = _line_card(
        "[Your Turn] When a DON!! card on your field is returned to your DON!! deck by your effect, "
        "draw 1 card.",
        "Mine",
    )
    theirs = _line_card(
        "When a DON!! card on your field is returned to your DON!! deck by your opponent's effect, "
        "draw 1 card.",
        "Theirs",
    )
    theirs["code"] = "T-THEIRS"
    play(
        [kid, yours, theirs],
        {
            "character": {
                "C1": {"code": kid["code"], "label": "kid"},
                "C2": {"code": "T-WRITTEN", "label": "m"},
                "C3": {"code": "T-THEIRS", "label": "t"},
            },
            "cost": ["DON!!", "DON!!"],
            "don_deck": [],
        },
        [
            {"p1": "attack", "card": "kid", "attacks": "leader"},
            {"p1": "yes", "expect": {"p1.don_deck.count": 1}},
            {"p1": "choose", "cards": ["lead"], "expect": {"card.lead.power": 6000, "p1.hand.count": 1}},
        ],
        "OP 8-1-1",
    )


def test_when_this_character_is_returned_to_the_hand_by_your_opponents_effect() -> None:
    # OP 1-3-1 over 8-4-5 (B23): the card's own text names the secret area it watches, so the text
    # wins and the ability activates; OP 8-1-1: the move records whose effect made it
    mine = _line_card(
        "When this Character is returned to the owner's hand by your opponent's effect, draw 1 card.", "Back"
    )
    bounce = real("ST03-015")  # [Main] Return up to 1 Character with a cost of 7 or less to the owner's hand.
    for side, drawn in (("p2", 2), ("p1", 1)):
        where = {"character": {"C1": {"code": "T-WRITTEN", "label": "back"}}}
        play(
            [mine, bounce],
            {"hand": [bounce["code"]], "cost": ["DON!!"] * 8, **(where if side == "p1" else {})},
            [
                {"p1": "play", "card": bounce["code"]},
                {"p1": "choose", "cards": ["back"], "expect": {f"{side}.hand.count": drawn}},
            ],
            "OP 8-1-1",
            **(where if side == "p2" else {}),
        )
    # OP 1-3-1: "placed at the bottom of the owner's deck" names its area too
    bottom = compile_line(
        "When this Character is placed at the bottom of the owner's deck by your opponent's effect, draw 1 "
        "card.",
        "character",
    )
    assert bottom.automated and bottom.ability["trigger"][-1]["to"] == ["deck"]
    # OP 8-4-5: the generic "removed from the field" names no area: the card's own ability only
    # from the trash (the K.O., a move to the trash); the play is in
    # test_when_your_character_is_removed_from_the_field_by_your_opponents_effect
    generic = compile_line(
        "When this Character is removed from the field by your opponent's effect, draw 1 card.", "character"
    )
    assert [t.get("to") for t in generic.ability["trigger"]] == [None, ["trash"]]


def test_when_a_card_is_trashed_from_your_hand_stays_by_hand() -> None:
    # B16: cards trashed together are one move event each, and the rules (8-4, 8-6) do not say
    # whether "When a card is trashed from your hand" activates once or once for each card
    for by in ("your effect", "your opponent's effect", "an effect"):
        line = f"When a card is trashed from your hand by {by}, draw 1 card."
        assert not compile_line(line, "character").automated


def test_cannot_be_rested_by_your_opponents_effects_but_by_your_own_and_to_attack() -> None:
    # OP 1-3-3 on 8-1-1: the prohibition names whose effect; your own effect rests it
    guard = _line_card("This Character cannot be rested by your opponent's effects.", "Guard")
    rester = _line_card("[On Play] Rest up to 1 Character with a cost of 4 or less.", "Rester")
    rester["code"] = "T-RESTER"
    for side, state in (("p2", "active"), ("p1", "rested")):
        where = {"character": {"C1": {"code": "T-WRITTEN", "label": "g"}}}
        play(
            [guard, rester],
            {
                "hand": [{"code": "T-RESTER", "label": "r"}],
                "cost": ["DON!!"],
                **(where if side == "p1" else {}),
            },
            [
                {"p1": "play", "card": "r"},
                {"p1": "choose", "cards": ["g"], "expect": {"card.g.state": state}},
            ],
            "OP 1-3-3",
            **(where if side == "p2" else {}),
        )


def test_all_of_your_cards_of_two_names_gain_power_for_a_while() -> None:
    # "All of your [A] and [B] cards gain +N power" (a permanent line of the tuning packs) for a
    # while: each card has one of the names (2-1); the power lasts the turn (6-6-1-2)
    card = _line_card(
        "[On Play] All of your [Test Leader] and [Nova] cards gain +3000 power during this turn."
    )
    play(
        [card],
        {
            "hand": [{"code": "T-WRITTEN", "label": "w"}],
            "cost": ["DON!!"],
            "character": {"C1": {"code": "Nova", "label": "nova"}, "C2": {"code": "Filler", "label": "f"}},
        },
        [
            {
                "p1": "play",
                "card": "w",
                "expect": {"card.lead.power": 8000, "card.nova.power": 5000, "card.f.power": 3000},
            },
            {"p1": "pass", "expect": {"card.nova.power": 2000}},
        ],
        "OP 6-6-1-2",
    )


def test_cannot_be_removed_from_the_field_by_your_opponents_effects_for_a_while() -> None:
    # OP 4-11, 1-3-3: granted until the end of the opponent's next turn, their bounce moves nothing
    shield = _line_card(
        "[On Play] Up to 1 of your Characters cannot be removed from the field by your opponent's effects "
        "until the end of your opponent's next turn.",
        "Shield",
    )
    bounce = real("ST03-015")  # [Main] Return up to 1 Character with a cost of 7 or less to the owner's hand.
    play(
        [shield, bounce],
        {
            "hand": [{"code": "T-WRITTEN", "label": "s"}],
            "cost": ["DON!!"],
            "character": {"C1": {"code": "Filler", "label": "f"}},
        },
        [
            {"p1": "play", "card": "s"},
            {"p1": "choose", "cards": ["f"]},
            {"p1": "pass", "expect": {"turn_player": "p2"}},
            {"p2": "play", "card": bounce["code"]},
            {"p2": "choose", "cards": ["f"], "expect": {"card.f.zone": "p1.character"}},
        ],
        "OP 4-11",
        hand=[bounce["code"]],
        cost=["DON!!"] * 8,
    )


def test_return_one_or_more_don_as_a_cost_returns_as_many_as_chosen() -> None:
    # OP 8-3-1-6: "You may return 1 or more DON!! cards …": at least 1, as many more as chosen
    luffy = real("OP09-119_p3")  # [On Play] You may return 1 or more DON!! cards from your field to
    # your DON!! deck: Draw 1 card and this Character gains [Rush] during this turn.
    play(
        [luffy],
        {
            "hand": [{"code": luffy["code"], "label": "luffy"}],
            "cost": [{"code": "DON!!", "label": f"d{i}"} for i in range(12)],
            "don_deck": [],
        },
        [
            {"p1": "play", "card": "luffy"},
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["d9", "d10", "d11"],
                "expect": {"p1.don_deck.count": 3, "p1.hand.count": 1, "card.luffy.keywords": ["rush"]},
            },
        ],
        "OP 8-3-1-6",
    )


def test_rest_any_number_of_don_and_power_for_every_don_rested_this_way() -> None:
    # OP 8-4-4: as many active DON!! as the player wants; "For every DON!! card rested this way,
    # this Leader or up to 1 of your … gains" counts them, on the Leader or one of the Characters
    (entry,) = compile_text(
        "[Activate: Main] You may rest any number of your DON!! cards. For every DON!! card rested "
        "this way, this Leader or up to 1 of your {Test Crew} type Characters gains +1000 power during "
        "this turn.",
        "leader",
    )
    assert entry.automated
    leader = {**LEADER, "code": "T-RESTLEAD", "name": "Rest Leader", "script": [dict(entry.ability)]}
    play(
        [leader],
        {
            "leader": [{"code": "T-RESTLEAD", "label": "me"}],
            "cost": [{"code": "DON!!", "label": f"d{i}"} for i in range(3)],
            "character": {"C1": {"code": "Filler", "label": "f"}, "C2": {"code": "Nova", "label": "nova"}},
        },
        [
            {"p1": "act", "card": "me"},
            {
                "p1": "choose",
                "cards": ["d0", "d1"],
                "expect": {"card.d0.state": "rested", "card.d2.state": "active"},
            },
            {"p1": "choose", "cards": ["f"], "expect": {"card.f.power": 5000, "card.me.power": 5000}},
        ],
        "OP 8-4-4",
    )


def test_this_character_cannot_be_ko_d_and_gains_power_for_a_while() -> None:
    # the permanent "cannot be K.O.'d by your opponent's effects and gains +2000 power" for a
    # while: both last the turn (6-6-1-2); the K.O. of the opponent's effect is refused (1-3-3)
    card = _line_card(
        "[On Play] This Character cannot be K.O.'d by your opponent's effects and gains +2000 power "
        "during this turn."
    )
    play(
        [card],
        {"hand": [{"code": "T-WRITTEN", "label": "w"}], "cost": ["DON!!"]},
        [
            {
                "p1": "play",
                "card": "w",
                "expect": {"card.w.power": 5000, "card.w.prohibitions": ["cannot:be_ko_by_opponent"]},
            },
            {"p1": "pass", "expect": {"card.w.power": 3000, "card.w.prohibitions": None}},
        ],
        "OP 6-6-1-2",
    )


def test_a_block_rests_the_blocker_by_its_own_effect() -> None:
    # OP 10-1-4-1: [Blocker] is a keyword effect activated by resting the card, its cost (8-1-1):
    # the Blocker is rested by its player's effect, the attacker by no effect (7-1-1-1)
    (watch,) = compile_text("When this Character is rested by your effect, draw 1 card.", "character")
    wall = {
        **FILLER,
        "code": "T-WALL",
        "name": "Wall",
        "script": [{"kind": "keyword", "keyword": "blocker"}, dict(watch.ability)],
    }
    attacker = {**FILLER, "code": "T-ATT", "name": "Attacker", "script": [dict(watch.ability)]}
    play(
        [wall, attacker],
        {"character": {"C1": {"code": "T-ATT", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader", "expect": {"p1.hand.count": 0}},
            {"p2": "block", "card": "wall", "expect": {"card.wall.state": "rested", "p2.hand.count": 1}},
        ],
        "OP 10-1-4-1",
        character={"C1": {"code": "T-WALL", "label": "wall"}},
    )


def test_a_counter_used_from_the_hand_is_not_trashed_by_an_effect() -> None:
    # OP 7-1-3-2-1: a Character's Counter is a step of the battle (trashed to use it), not an
    # effect (8-1-1): ST33-004 ("During the turn in which a card in your hand is trashed by an
    # effect, give this card in your hand −3 cost") does not see it
    borsalino = real("ST33-004")
    cost = int(borsalino["fields"]["cost"])
    guard = {**FILLER, "code": "T-GUARD", "name": "Guard", "fields": {**FILLER["fields"], "counter": 1000}}
    play(
        [borsalino, guard],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "counter", "card": "g"},
            {
                "p2": "choose",
                "cards": ["foe"],
                "expect": {"card.g.zone": "p2.trash", "card.bors.cost": cost},
            },
        ],
        "OP 7-1-3-2-1",
        hand=[{"code": "T-GUARD", "label": "g"}, {"code": borsalino["code"], "label": "bors"}],
    )


def test_when_your_character_is_trashed_by_your_effect_counts_a_cost() -> None:
    # OP 10-2-1-1: a Character trashed by an effect (a K.O. by an effect is one); 8-1-1: its cost too
    watcher = _line_card("When your Character is trashed by your effect, draw 1 card.", "Watcher")
    payer = _line_card("[Activate: Main] You may trash this Character: Draw 1 card.", "Payer")
    payer["code"] = "T-PAYER"
    play(
        [watcher, payer],
        {
            "character": {
                "C1": {"code": "T-WRITTEN", "label": "w"},
                "C2": {"code": "T-PAYER", "label": "p"},
            },
        },
        [{"p1": "act", "card": "p", "expect": {"card.p.zone": "p1.trash", "p1.hand.count": 2}}],
        "OP 10-2-1-1",
    )


def test_any_number_of_don_rested_on_the_opponents_attack_under_an_if() -> None:
    # OP 4-10-1: the "If" guards the choice; 8-4-4: as many active DON!! as chosen; "For every DON!!
    # card rested this way" counts them (none when the "If" fails)
    luffy = real("OP13-001")  # [DON!! x1] [On Your Opponent's Attack] If you have 5 or less active DON!!
    # cards, you may rest any number of your DON!! cards. For every DON!! card rested this way, this
    # Leader or up to 1 of your {Straw Hat Crew} type Characters gains +2000 power during this battle.
    assert compile_text(luffy["text"], "leader")[0].automated
    for active, rested, power in ((3, ["d0", "d1"], 9000), (6, [], 5000)):
        steps: list[dict[str, Any]] = [{"p1": "attack", "card": "att", "attacks": "leader"}]
        if rested:
            steps.append({"p2": "choose", "cards": rested, "expect": {"card.d0.state": "rested"}})
        steps.append({"p2": "choose", "cards": ["luffy"], "expect": {"card.luffy.power": power}})
        play(
            [luffy],
            {"character": {"C1": {"code": "Big Filler", "label": "att"}}},
            steps,
            "OP 4-10-1",
            leader=[{"code": luffy["code"], "label": "luffy", "attached": ["DON!!"]}],
            cost=[{"code": "DON!!", "label": f"d{i}"} for i in range(active)],
        )


def test_for_every_count_first_then_the_change() -> None:
    # "For every 2 cards in your hand, give …": the count written first, read when it resolves
    card = _line_card(
        "[On Play] For every 2 cards in your hand, give up to 1 of your opponent's Characters -1000 power "
        "during this turn."
    )
    play(
        [card],
        {"hand": [{"code": "T-WRITTEN", "label": "w"}, *["Filler"] * 5], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "w"},
            {"p1": "choose", "cards": ["foe1"], "expect": {"card.foe1.power": 1000}},
        ],
        "OP 6-6-1-2",
        character={"C1": {"code": "Filler", "label": "foe1"}},
    )


def test_cannot_be_kod_in_battle_by_an_attribute_for_a_while() -> None:
    # the permanent line of OP01-024 ("[DON!! x2] This Character cannot be K.O.'d in battle by
    # <Strike> attribute Characters.") written for a while, a probe of the family (no tuning line)
    (entry,) = compile_text(
        "[On Your Opponent's Attack] This Character cannot be K.O.'d in battle by <Strike> attribute "
        "Characters during this battle.",
        "character",
    )
    guard = {**FILLER, "code": "T-GUARD", "name": "Guard", "script": [dict(entry.ability)]}
    striker = {
        **BIG,
        "code": "T-STRIKE",
        "name": "Striker",
        "fields": {**BIG["fields"], "attributes": ["Strike"]},
    }
    foe = {"character": {"C1": {"code": "Guard", "label": "guard", "state": "rested"}}}
    for attacker, zone in (("Striker", "p2.character"), ("Big Filler", "p2.trash")):  # OP 1-3-3, 7-1-4-1-2
        play(
            [guard, striker],
            {"character": {"C1": {"code": attacker, "label": "att"}}},
            [
                {"p1": "attack", "card": "att", "attacks": "C1"},
                {"p2": "pass"},
                {"p2": "pass", "expect": {"card.guard.zone": zone}},
            ],
            "OP 1-3-3",
            **foe,
        )
    # each target and duration: "up to 1 of your …" is a choice, "cards" any attacker's kind
    (chosen,) = compile_text(
        "[On Play] Up to 1 of your Characters cannot be K.O.'d in battle by <Slash> attribute cards "
        "until the end of your opponent's next turn.",
        "character",
    )
    assert chosen.automated
    steps = chosen.ability["effect"]
    assert steps[-1] == {
        "do": "op.shield",
        "cards": "chosen",
        "attribute": "Slash",
        "until": "end_of_opponents_next_turn",
    }


def test_during_the_turn_a_card_in_your_hand_is_trashed_by_an_effect_its_cost_is_lower() -> None:
    # OP 8-1-1: a card trashed to pay an effect's cost is trashed by that effect; the record is
    # the turn's (6-2, 6-6-1-2); the cost is read in the hand (4-9, 2-8-2)
    borsalino = real("ST33-004")  # During the turn in which a card in your hand is trashed by an
    # effect, give this card in your hand −3 cost.
    cost = int(borsalino["fields"]["cost"])
    payer = _line_card("[Activate: Main] You may trash 1 card from your hand: Draw 1 card.", "Payer")
    for then in (
        # played for 3 DON!! (its cost as it is read in the hand, 6-5-3-1)
        {"p1": "play", "card": "bors", "expect": {"card.bors.zone": "p1.character"}},
        # the next turn's record starts empty (OP 6-2: the opponent's turn begins)
        {"p1": "pass", "expect": {"turn_player": "p2", "card.bors.cost": cost}},
    ):
        play(
            [borsalino, payer],
            {
                "character": {"C1": {"code": "T-WRITTEN", "label": "p"}},
                "hand": [{"code": borsalino["code"], "label": "bors"}, {"code": "Nova", "label": "nova"}],
                "cost": ["DON!!"] * (cost - 3),
            },
            [
                {"expect": {"card.bors.cost": cost}},
                {"p1": "act", "card": "p"},
                {"p1": "choose", "cards": ["nova"], "expect": {"card.bors.cost": cost - 3}},
                then,
            ],
            "OP 8-1-1",
        )
    # "by your opponent's effect": only theirs
    assert compile_line(
        "During the turn in which a card in your hand is trashed by your opponent's effect, give this "
        "card in your hand −3 cost.",
        "character",
    ).ability["condition"] == {"op.hand_trashed": "opponent"}


def test_cards_in_the_hand_cost_less_for_a_while_those_there_when_it_resolves() -> None:
    # OP 4-9: a card's cost is read in the hand when it is played; a change of the cards in the
    # hand for a while covers those there when it resolves, not a card drawn later (B17). A probe:
    # OP01-067's permanent "Give blue Events in your hand −1 cost" written for a while
    card = _line_card(
        "[On Play] Give Character cards in your hand −1 cost during this turn. Then, draw 1 card."
    )
    deck = [{"code": "Filler", "label": f"d{i}"} for i in range(8)]
    drawn_unchanged = {f"card.d{i}.cost": 1 for i in range(8)}
    play(
        [card],
        {
            "hand": ["Written", {"code": "Nova", "label": "nova"}, {"code": "Big Filler", "label": "big"}],
            "cost": ["DON!!"] * 2,
            "deck": deck,
        },
        [
            {"expect": {"card.nova.cost": 2, "card.big.cost": 8}},
            {
                "p1": "play",
                "card": "Written",
                "expect": {"card.nova.cost": 1, "card.big.cost": 7, **drawn_unchanged},
            },
            # played for 1 DON!! (its cost as it is read in the hand, 6-5-3-1)
            {"p1": "play", "card": "nova", "expect": {"card.nova.zone": "p1.character"}},
            {"p1": "pass", "expect": {"turn_player": "p2", "card.big.cost": 8}},
        ],
        "OP 4-9",
    )
    # "up to 1 … in your hand": one card chosen
    chosen = compile_line(
        "[On Play] Give up to 1 Character card with a cost of 5 or more in your hand −2 cost "
        "during this turn.",
        "character",
    ).ability["effect"]
    assert chosen[0] == {
        "do": "choose",
        "from": {"type": "character", "cost": {">=": 5}, "zone": "hand"},
        "n": 1,
        "up_to": True,
    }


def test_changes_joined_by_and_on_cards_chosen_and_on_the_leader() -> None:
    # "Up to 1 of your Characters gains +2000 power and [Rush] during this turn": each change on
    # the card chosen, as "this Character gains … and …" already was (OP 8-4-4, 10-1-1). A probe:
    # the tuning packs print the joined changes on "this Character" only
    card = _line_card("[On Play] Up to 1 of your Characters gains +2000 power and [Rush] during this turn.")
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"], "character": {"C1": {"code": "Filler", "label": "f"}}},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "choose", "cards": ["f"], "expect": {"card.f.power": 5000, "card.f.keywords": ["rush"]}},
            {"p1": "pass", "expect": {"card.f.power": 3000, "card.f.keywords": []}},
        ],
        "OP 10-1-1",
    )
    ab = compile_line(
        "[On Play] Your Leader gains [Double Attack] and +1000 power during this turn.", "character"
    ).ability
    assert [step["cards"] for step in ab["effect"]] == ["op.leader", "op.leader"]
    joined = compile_line(
        "[On Play] Up to 2 of your {Navy} type Characters cannot be K.O.'d in battle and gain +1000 power "
        "until the end of your opponent's next turn.",
        "character",
    ).ability["effect"]
    assert joined[0]["from"]["types"] == "Navy" and joined[0]["n"] == 2
    assert [step.get("grant", step.get("add")) for step in joined[1:]] == ["cannot:be_ko_in_battle", 1000]


def test_up_to_n_rested_don_given_to_this_character() -> None:
    # "Give up to 2 rested DON!! cards to this Character" (6-5-5): one question for each
    card = _line_card("[On Play] Give up to 2 rested DON!! cards to this Character.")
    play(
        [card],
        {
            "hand": [{"code": "Written", "label": "w"}],
            "cost": ["DON!!"] + [{"code": "DON!!", "state": "rested"}] * 2,
        },
        [
            {"p1": "play", "card": "w"},
            {"p1": "choose", "cards": ["w"]},  # the card (as "give this Character up to 2 …" asks)
            {"p1": "yes"},
            {"p1": "yes", "expect": {"card.w.power": 5000}},  # two given: +2000 in its turn (6-5-5-2)
        ],
        "OP 6-5-5",
    )


@pytest.mark.parametrize(
    ("words", "mine", "drawn"),
    [
        ("is less than the number on your opponent's field", 2, 1),
        ("is less than the number on your opponent's field", 3, 0),
        ("is equal to the number on your opponent's field", 3, 1),
        ("is more than the number of DON!! cards on your opponent's field", 4, 1),
        ("is equal to or more than the number on your opponent's field", 2, 0),
    ],
)
def test_the_number_of_your_don_compared_with_your_opponents(words: str, mine: int, drawn: int) -> None:
    # "the number of DON!! cards on your field is <comparison> the number on your opponent's field":
    # each player's DON!! on the field (the cost area and given, 6-5-5), read when it resolves
    card = _line_card(f"[On Play] If the number of DON!! cards on your field {words}, draw 1 card.")
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"] * mine},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": drawn}}],
        "OP 4-10-1",
        cost=["DON!!"] * 3,
    )


@pytest.mark.parametrize(("given", "koed"), [(2, True), (1, False)])
def test_characters_with_n_or_more_don_given_as_a_selector(given: int, koed: bool) -> None:
    # "with 2 or more DON!! cards given" (6-5-5) read on any noun, as the Leader's was
    card = _line_card(
        "[On Play] K.O. up to 1 of your opponent's Characters with 2 or more DON!! cards given."
    )
    steps: list[dict[str, Any]] = [{"p1": "play", "card": "Written"}]
    if koed:
        steps.append({"p1": "choose", "cards": ["v"]})
    steps.append({"expect": {"card.v.zone": "p2.trash" if koed else "p2.character"}})
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        steps,
        "OP 6-5-5",
        character={"C1": {"code": "Filler", "label": "v", "attached": ["DON!!"] * given}},
    )


@pytest.mark.parametrize(("line", "drawn"), [("3000 or more", 1), ("4000 or more", 0), ("1 or less", 1)])
def test_a_cards_power_or_cost_as_a_condition(line: str, drawn: int) -> None:
    # "If this Character's power is 3000 or more" (its power now); "… base cost is 1 or less" (4-9-2)
    stat = "base cost" if "less" in line else "power"
    card = _line_card(f"[On Play] If this Character's {stat} is {line}, draw 1 card.")
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": drawn}}],
        "OP 4-9-2",
    )


def test_don_rested_returned_and_set_active_as_effects() -> None:
    # the costs' words as effects (8-3-1-5, 10-2-10-1): "Rest 1 of your DON!! cards", "Return 1 of
    # your DON!! cards to your DON!! deck", "Set up to 2 of your rested DON!! cards as active"
    rest = _line_card("[On Play] Rest 1 of your DON!! cards. Then, draw 1 card.")
    play(
        [rest],
        {"hand": ["Written"], "cost": [{"code": "DON!!", "label": f"d{i}"} for i in range(2)]},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "choose", "cards": ["d1"], "expect": {"p1.hand.count": 1, "card.d1.state": "rested"}},
        ],
        "OP 8-3-1-5",
    )
    back = _line_card("[On Play] Return 1 of your DON!! cards to your DON!! deck. If you do, draw 1 card.")
    play(
        [back],
        {"hand": ["Written"], "cost": [{"code": "DON!!", "label": f"d{i}"} for i in range(3)]},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "choose", "cards": ["d2"], "expect": {"p1.hand.count": 1, "p1.cost.count": 2}},
        ],
        "OP 10-2-10-1",
    )
    active = _line_card("[On Play] Set up to 2 of your rested DON!! cards as active.")
    dons = [{"code": "DON!!", "label": f"d{i}"} for i in range(3)]
    play(
        [active],
        {"hand": ["Written"], "cost": dons},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "choose", "cards": ["d0"], "expect": {"card.d0.state": "active"}},
        ],
        "OP 6-5-5",
    )


def test_when_this_character_becomes_rested_for_any_reason() -> None:
    # "When this Character becomes rested": by an attack too (7-1-1-1), not only by an effect
    card = _line_card("[Once Per Turn] When this Character becomes rested, draw 1 card.", "Sleeper")
    play(
        [card],
        {"character": {"C1": {"code": "T-WRITTEN", "label": "s"}}},
        [{"p1": "attack", "card": "s", "attacks": "leader", "expect": {"p1.hand.count": 1}}],
        "OP 7-1-1-1",
    )


def test_you_cannot_set_don_active_using_character_effects() -> None:
    # OP 1-3-3: the prohibition wins over the effect; a Character's effect sets no DON!! as
    # active for the rest of the turn, and one adding DON!! "and set it as active" adds them
    # rested (B18: adding and setting as active are two actions, 1-3-2)
    smoker = real("OP10-030_p2")  # [Activate: Main] Set up to 1 of your DON!! cards as active. Then, you
    # cannot set DON!! cards as active using Character effects during this turn.
    adder = _line_card("[On Play] Add up to 1 DON!! card from your DON!! deck and set it as active.", "Adder")
    dons = [{"code": "DON!!", "label": f"d{i}", "state": "rested"} for i in range(2)]
    play(
        [smoker, adder],
        {
            "character": {"C1": {"code": smoker["code"], "label": "smoker"}},
            "hand": [{"code": "T-WRITTEN", "label": "adder"}],
            "cost": [*dons, {"code": "DON!!", "label": "pay"}],
            "don_deck": ["DON!!"] * 2,
        },
        [
            {"p1": "act", "card": "smoker"},
            {"p1": "choose", "cards": ["d0"], "expect": {"card.d0.state": "active"}},
            {"p1": "act", "card": "smoker"},
            {"p1": "choose", "cards": ["d1"], "expect": {"card.d1.state": "rested"}},
            # the Character's "add … and set it as active": added, rested (one of the two active
            # DON!! paid the Adder's cost)
            {"p1": "play", "card": "adder"},
            {"p1": "yes", "expect": {"p1.cost.count": 4, "value.p1.active_don": 1}},  # 8-4-4
        ],
        "OP 1-3-3",
    )
    # the restriction is the player's: the next turn's effects are free again
    assert (
        compile_line(
            "[On Play] You cannot set DON!! cards as active using Character effects during this turn.",
            "character",
        ).ability["effect"][0]["until"]
        == "end_of_turn"
    )


@pytest.mark.parametrize(
    ("line", "steps", "expect"),
    [
        # the top card (the last in the list) turned where it lies
        ("[On Play] Turn 1 card from the top of your Life cards face-up.", [], {"card.top.face_up": True}),
        (
            # turned face down, it is a new, secret card (none face up is left to draw for)
            "[On Play] Turn up to 1 of your face-up Life cards face-down. Then, if you have 1 or more "
            "face-up Life cards, draw 1 card.",
            [{"p1": "choose", "cards": ["up"]}],
            {"p1.life.count": 3, "p1.hand.count": 0},
        ),
        (
            "[On Play] Add up to 1 of your face-up Life cards to your hand.",
            [{"p1": "choose", "cards": ["up"]}],
            {"card.up.zone": "p1.hand", "p1.life.count": 2},
        ),
        (
            "[On Play] Trash up to 1 of your face-up Life cards.",
            [{"p1": "choose", "cards": ["up"]}],
            {"card.up.zone": "p1.trash", "card.top.zone": "p1.life"},
        ),
        ("[On Play] If you have 1 or more face-up Life cards, draw 1 card.", [], {"p1.hand.count": 1}),
        ("[On Play] If you have 2 or more face-up Life cards, draw 1 card.", [], {"p1.hand.count": 0}),
    ],
)
def test_face_up_life_cards_turned_chosen_and_counted(
    line: str, steps: list[dict[str, Any]], expect: dict[str, Any]
) -> None:
    # OP 3-10-2: Life cards are face down unless an effect turns them; a face-up one is open
    # (B15), so it may be chosen by what it is
    card = _line_card(line)
    life = [{"code": "Nova", "label": "up", "face_up": True}, "Filler", {"code": "Filler", "label": "top"}]
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"], "life": life},
        [{"p1": "play", "card": "Written"}, *steps, {"expect": expect}],
        "OP 3-10-2",
    )


@pytest.mark.parametrize(("life", "drawn"), [(["Filler"] * 2, 2), (["Filler"] * 3, 1)])
def test_if_not_the_next_sentence_happens_when_the_condition_fails(life: list[str], drawn: int) -> None:
    # OP 4-10-1: "If C, X. If not, Y": one check, X when it holds, Y when it does not
    card = _line_card("[On Play] If you have 2 or less Life cards, draw 2 cards. If not, draw 1 card.")
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"], "life": life},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": drawn}}],
        "OP 4-10-1",
    )


@pytest.mark.parametrize(("victim", "drawn"), [("Filler", 1), ("Nova", 0)])
def test_that_character_described_after_it_was_chosen(victim: str, drawn: int) -> None:
    # "Then, if that Character has 3000 power or more, …": the card chosen, read when it resolves
    card = _line_card(
        "[On Play] Rest up to 1 of your opponent's Characters. Then, if that Character has 3000 power or "
        "more, draw 1 more card."
    )
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "choose", "cards": ["v"], "expect": {"card.v.state": "rested", "p1.hand.count": drawn}},
        ],
        "OP 4-10-2",
        character={"C1": {"code": victim, "label": "v"}},
    )


@pytest.mark.parametrize(
    ("moved", "hand"),
    [
        ("Add 1 card from the top of your Life cards to your hand", 2),
        ("Trash 1 card from the top of your Life cards", 0),
    ],
)
def test_when_a_card_is_added_to_your_hand_from_your_life_cards(moved: str, hand: int) -> None:
    # OP 3-10-2: a Life card leaving for the hand (by an effect here: it and the card drawn),
    # not one trashed
    watcher = _line_card(
        "[Your Turn] [Once Per Turn] When a card is added to your hand from your Life cards, draw 1 card.",
        "Watcher",
    )
    mover = _line_card(f"[On Play] {moved}.", "Mover")
    mover["code"] = "T-MOVER"
    play(
        [watcher, mover],
        {
            "hand": [{"code": "T-MOVER", "label": "m"}],
            "cost": ["DON!!"],
            "character": {"C1": {"code": "T-WRITTEN", "label": "w"}},
        },
        [
            {
                "p1": "play",
                "card": "m",
                "expect": {"p1.hand.count": hand, "p1.life.count": 2},
            }
        ],
        "OP 3-10-2",
    )


def test_each_player_draws() -> None:
    # "Each player draws 1 card" (4-5-2 for each; 1-3-7: the effect's player first)
    card = _line_card("[On Play] Each player draws 1 card.")
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": 1, "p2.hand.count": 1}}],
        "OP 4-5-2",
    )


def test_deck_rules_and_a_leaders_start_of_the_game_effect() -> None:
    # OP 5-1-2-4: a deck-construction rule is read by the deck check (``decks``), nothing happens in
    # the game; OP 5-2-1-5-1: a Leader's "at the start of the game" resolves once the first player
    # is known (the set-up scenario s05 played with the compiled script of its Leader's text)
    import tomllib
    from pathlib import Path

    any_number = real("OP01-075")  # Under the rules of this game, you may have any number of this card …
    assert any_number["script"][0] == {
        "kind": "cont",
        "tags": ["deck_rule"],
        "text": any_number["script"][0]["text"],
    }
    leader = real("OP13-079")  # Under the rules of this game, you cannot include Events with a cost of 2
    # or more in your deck and at the start of the game, play up to 1 {Mary Geoise} type Stage card …
    first = leader["script"][0]
    assert first["trigger"] == {"on": "op.start_of_game", "player": "you"} and first["tags"] == ["deck_rule"]
    assert first["effect"] == [
        {"do": "op.play_from_deck", "filter": {"type": "stage", "types": "Mary Geoise"}}
    ]
    # only a Leader's is processed (5-2-1-5-1): on another card the line stays by hand
    line = "At the start of the game, play up to 1 {Reef Wardens} type Stage card from your deck."
    assert not compile_line(line, "character").automated
    path = Path(__file__).parents[2] / "scenarios/one-piece/s05-leader-start-of-game-effect.toml"
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    (card,) = [c for c in data["cards"] if c["code"] == "T-L01"]
    card["script"] = [dict(c.ability) for c in compile_text(card["text"], "leader")]
    assert card["script"][0]["kind"] == "auto"
    ScenarioRun(data, "s05 compiled").run()


def test_this_character_cannot_be_attacked() -> None:
    # 7-1-1-2 with 1-3-3: a card that cannot be attacked is no target; the Leader still is
    card = _line_card("[Opponent's Turn] This Character cannot be attacked.", "Shy")
    play(
        [card],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "C1", "refused": True},
            {"p1": "attack", "card": "att", "attacks": "leader", "expect": {"card.att.state": "rested"}},
        ],
        "OP 7-1-1-2",
        character={"C1": {"code": "T-WRITTEN", "label": "shy", "state": "rested"}},
    )
    # for a while, on any target of the timed changes
    (step,) = compile_line(
        "[On Play] This Character cannot be attacked until the end of your opponent's next turn.", "character"
    ).ability["effect"]
    assert step["grant"] == "cannot:be_attacked" and step["until"] == "end_of_opponents_next_turn"


def test_the_trash_as_the_hands_twin_for_plays_life_and_restrictions() -> None:
    # the hand's words with "from your trash": the filter after the area (10-2-6-1), a card to
    # the top of the Life cards face down (3-10-2-1), "you cannot play cards from your trash"
    late = _line_card("[On Play] Play up to 1 Character card from your trash with a cost of 2 or less.")
    trash = [{"code": "Nova", "label": "nova"}, {"code": "Big Filler", "label": "big"}]
    play(
        [late],
        {"hand": ["Written"], "cost": ["DON!!"], "trash": trash},
        [
            {"p1": "play", "card": "Written", "expect": {"decision.count": 1}},  # Nova only (cost 2)
            {"p1": "choose", "cards": ["nova"], "expect": {"card.nova.zone": "p1.character"}},
        ],
        "OP 10-2-6-1",
    )
    life = _line_card("[On Play] Add up to 1 Character card from your trash to the top of your Life cards.")
    play(
        [life],
        {"hand": ["Written"], "cost": ["DON!!"], "trash": trash},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "choose", "cards": ["big"], "expect": {"p1.life.count": 4}},
        ],
        "OP 3-10-2-1",
    )
    barred = _line_card(
        "[On Play] You cannot play cards from your trash during this turn. Then, play up to 1 Character card "
        "with a cost of 2 or less from your trash."
    )
    play(
        [barred],
        {"hand": ["Written"], "cost": ["DON!!"], "trash": trash},
        [{"p1": "play", "card": "Written"}, {"expect": {"card.nova.zone": "p1.trash"}}],
        "OP 1-3-3",
    )


def test_life_from_the_bottom_as_a_cost_and_reveal_and_play_it() -> None:
    # 3-10-2: a Life card leaves from the top "unless the text says otherwise": "from the bottom"
    card = _line_card("[On Play] You may trash 1 card from the bottom of your Life cards: Draw 1 card.")
    life = [{"code": "Nova", "label": "bottom"}, "Filler", {"code": "Filler", "label": "top"}]
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"], "life": life},
        [
            {"p1": "play", "card": "Written", "expect": {"decision.kind": "yes_no"}},
            {
                "p1": "yes",
                "expect": {"card.bottom.zone": "p1.trash", "card.top.zone": "p1.life", "p1.hand.count": 1},
            },
        ],
        "OP 3-10-2",
    )

    # "reveal up to 1 … and play it" in a search: the same script as "play up to 1 …" (10-2-6-1)
    def effect(line: str) -> Any:
        return compile_line(line, "character").ability["effect"]

    rest = ". Then, place the rest at the bottom of your deck in any order."
    look = "[On Play] Look at 5 cards from the top of your deck; "
    assert effect(look + "reveal up to 1 {Navy} type Character card and play it" + rest) == effect(
        look + "play up to 1 {Navy} type Character card" + rest
    )


@pytest.mark.parametrize(("types", "drawn"), [(["Test Crew"], 1), (["Other Crew"], 0)])
def test_three_types_listed_with_commas(types: list[str], drawn: int) -> None:
    # "{A}, {B} or {C} type": any of the three (2-4), in a condition whose list holds commas too
    card = _line_card("[On Play] If your Leader has the {Navy}, {Test Crew} or {Alabasta} type, draw 1 card.")
    leader = {
        **LEADER,
        "code": "T-TYPED",
        "name": "Typed Leader",
        "fields": {**LEADER["fields"], "types": types},
    }
    play(
        [card, leader],
        {"leader": [{"code": "T-TYPED", "label": "lead"}], "hand": ["Written"], "cost": ["DON!!"]},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": drawn}}],
        "OP 2-4",
    )
    chosen = compile_line(
        "[On Play] Up to 1 of your {Navy}, {Impel Down} or {Alabasta} type Characters gains +1000 power "
        "during this turn.",
        "character",
    ).ability["effect"][0]
    assert chosen["from"]["types"] == ["Navy", "Impel Down", "Alabasta"]


def test_the_top_card_of_the_deck_to_life_face_up() -> None:
    # 3-10-2-1: "… to the top of your Life cards face-up": open to both there (B15)
    card = _line_card(
        "[On Play] Add up to 1 card from the top of your deck to the top of your Life cards face-up. Then, "
        "if you have 1 or more face-up Life cards, draw 1 card."
    )
    deck = [{"code": "Filler", "label": f"d{i}"} for i in range(8)]
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"], "deck": deck},
        [
            {"p1": "play", "card": "Written", "expect": {"decision.kind": "yes_no"}},
            # the card added is face up: "you have 1 or more face-up Life cards" holds, 1 drawn
            {"p1": "yes", "expect": {"p1.life.count": 4, "p1.deck.count": 6, "p1.hand.count": 1}},
        ],
        "OP 3-10-2-1",
    )
    assert compile_line(
        "[On Play] Add 1 card from the top of your deck to the top of your Life cards face-up.", "character"
    ).ability["effect"] == [{"do": "repeat", "n": 1, "steps": [{"do": "op.to_life", "face_up": True}]}]


@pytest.mark.parametrize(("victim", "koed"), [("Filler", True), ("Big Filler", False)])
def test_other_than_a_name_then_the_filter(victim: str, koed: bool) -> None:
    # "… other than [X] with a cost of 3 or less": the same filter in the other order
    card = _line_card(
        "[On Play] K.O. up to 1 of your opponent's Characters other than [Nova] with a cost of 3 or less."
    )
    steps: list[dict[str, Any]] = [{"p1": "play", "card": "Written"}]
    if koed:
        steps.append({"p1": "choose", "cards": ["v"]})
    # no choice is left when only Nova (excluded by name) would qualify
    steps.append(
        {"expect": {"card.v.zone": "p2.trash" if koed else "p2.character", "decision.kind": "action"}}
    )
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        steps,
        "OP 10-2-1",
        character={"C1": {"code": victim, "label": "v"}, "C2": {"code": "Nova", "label": "nova"}},
    )


def test_draw_up_to_n_cards_and_power_each() -> None:
    # OP 4-5-4: "draw up to X cards": the player chooses how many (none too)
    card = _line_card("[On Play] Draw up to 2 cards.")
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [{"p1": "play", "card": "Written"}, {"p1": "number", "number": 1, "expect": {"p1.hand.count": 1}}],
        "OP 4-5-4",
    )
    # "up to 2 of … −2000 power each": each card chosen gets the change
    each = compile_line(
        "[On Play] Give up to 2 of your opponent's Characters −2000 power each during this turn.", "character"
    ).ability["effect"]
    assert each[0]["n"] == 2 and each[1] == {
        "do": "modify",
        "cards": "chosen",
        "stat": "power",
        "add": -2000,
        "until": "end_of_turn",
    }


@pytest.mark.parametrize(("theirs", "drawn"), [({"C1": "Big Filler"}, 1), ({}, 0)])
def test_your_opponent_has_two_holdings(theirs: dict[str, str], drawn: int) -> None:
    # "If your opponent has 6 or less cards in their hand and a Character with a cost of 8 or
    # more": both must hold (as "you have A and B")
    card = _line_card(
        "[On Play] If your opponent has 6 or less cards in their hand and a Character with a cost of 8 "
        "or more, draw 1 card."
    )
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": drawn}}],
        "OP 4-10-1",
        character=theirs,
    )


@pytest.mark.parametrize(("mine", "drawn"), [({}, 1), ({"C1": "Filler"}, 0)])
def test_you_have_no_other_characters(mine: dict[str, str], drawn: int) -> None:
    # "If you have no other Characters": none but the card itself (as "no other [X] Characters")
    card = _line_card("[On Play] If you have no other Characters, draw 1 card.")
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"], "character": mine},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": drawn}}],
        "OP 4-10-1",
    )


def test_when_your_opponent_takes_damage_and_their_trigger() -> None:
    # 7-1-4-1-1-2: each Life card the damage takes; "your opponent's [Trigger]": theirs only (10-1-5)
    card = _line_card("[Your Turn] [Once Per Turn] When your opponent takes damage, draw 1 card.")
    play(
        [card],
        {
            "character": {
                "C1": {"code": "T-WRITTEN", "label": "w"},
                "C2": {"code": "Big Filler", "label": "att"},
            }
        },
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "pass"},
            {
                "p2": "hand",
                "expect": {"p2.life.count": 2, "p1.hand.count": 1},
            },  # the Life card taken (10-1-5)
        ],
        "OP 7-1-4-1-1-2",
    )
    trigger = compile_line("[Your Turn] When your opponent's [Trigger] activates, draw 1 card.", "character")
    assert trigger.ability["trigger"]["whose"] == "opponent"


def test_when_blocker_is_activated_with_or_without_an_article() -> None:
    # 10-1-4-1: "When your opponent activates [Blocker]" reads as "… activates a [Blocker]"
    for line, player in (
        ("[Your Turn] [Once Per Turn] When your opponent activates [Blocker], draw 1 card.", "opponent"),
        ("[Opponent's Turn] When you activate [Blocker], draw 1 card.", "you"),
    ):
        assert compile_line(line, "character").ability["trigger"] == {"on": "op.block", "player": player}


def test_a_stage_named_without_card() -> None:
    # "a Stage" in the hand as "a Stage card" (3-8): "When you play a Stage", "play up to 1 Stage …"
    card = _line_card("[Your Turn] [Once Per Turn] When you play a Stage, draw 1 card.", "Watcher")
    stage = {
        "code": "T-STG",
        "name": "Crew Stage",
        "type": "stage",
        "colours": ["red"],
        "fields": {"cost": 1},
    }
    play(
        [card, stage],
        {
            "character": {"C1": {"code": "T-WRITTEN", "label": "w"}},
            "hand": [{"code": "T-STG", "label": "s"}],
            "cost": ["DON!!"],
        },
        [{"p1": "play", "card": "s", "expect": {"card.s.zone": "p1.stage", "p1.hand.count": 1}}],
        "OP 10-2-6-1",
    )


def test_trigger_play_this_card_rested() -> None:
    # 10-1-5: the [Trigger] activated instead of adding the card to the hand; "rested" (10-2-6-1)
    (entry,) = compile_text("[Trigger] Play this card rested.", "character")
    card = {**FILLER, "code": "T-TRIG", "name": "Sleeper", "script": [dict(entry.ability)]}
    play(
        [card],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "pass"},
            {"p2": "trigger", "expect": {"card.t.zone": "p2.character", "card.t.state": "rested"}},
        ],
        "OP 10-1-5",
        life=[*LIFE, {"code": "T-TRIG", "label": "t"}],
    )


def test_for_every_n_rested_don_cards_you_have() -> None:
    # the cost area's rested DON!! counted in groups of 2, rounded down (4-4; given DON!! are
    # neither rested nor active, 4-4-2)
    card = _line_card("[On Play] Draw 1 card for every 2 rested DON!! cards you have.")
    rested = [{"code": "DON!!", "state": "rested"}] * 4
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!", *rested]},
        # 5 rested once the Written is paid: 2 groups of 2
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": 2}}],
        "OP 4-4",
    )


# ====================================================== wave 11: the rules' timings written out
def _with_blocker(line: str, name: str) -> dict[str, Any]:
    """A [Blocker] Character of cost 1 with a hand-written line too, compiled."""
    card = _line_card(line, name)
    return {
        **card,
        "fields": {**FILLER["fields"], "power": 5000},
        "script": [*card["script"], *WALL["script"]],
    }


@pytest.mark.parametrize(
    "line",
    [
        "When this Character blocks, draw 1 card.",
        "When you block, draw 1 card.",
        "When your {Test Crew} type Character blocks, draw 1 card.",
    ],
)
def test_a_block_written_out_triggers_as_on_block(line: str) -> None:
    # OP 7-1-2-2: effects that read [On Block] or "when you block" activate as a [Blocker] is
    # activated; the blocker's player and card
    wall = _with_blocker(line, "Guard")
    play(
        [wall],
        {"character": {"C1": {"code": "Filler", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "block", "card": "guard", "expect": {"p2.hand.count": 1}},
        ],
        "OP 7-1-2-2",
        character={"C1": {"code": "T-WRITTEN", "label": "guard"}},
    )
    # the opponent's block is not "yours" (the card's controller blocks)
    assert compile_line("When your opponent's Character blocks, draw 1 card.", "character").ability[
        "trigger"
    ] == {"on": "op.block", "card": {"type": "character", "controller": "opponent"}}


def test_at_the_start_of_your_turn_and_at_the_end_of_your_turn() -> None:
    # OP 6-2-2: "at the start of your turn" activates in the Refresh Phase, after the effects
    # "until the start of your next turn" end; "At the end of your turn" is [End of Your
    # Turn]'s timing (6-6-1-1, B19); the opponent's turn is not "your turn"
    start = _line_card("At the start of your turn, draw 1 card.", "Riser")
    play(
        [start],
        {"character": {"C1": {"code": "Filler", "label": "me"}}},
        [
            # the Riser's controller's turn: its draw, then the Draw Phase's
            {"p1": "pass", "expect": {"turn_player": "p2", "p2.hand.count": 2}},
            # the other player's turn: the Draw Phase's card only
            {"p2": "pass", "expect": {"turn_player": "p1", "p1.hand.count": 1, "p2.hand.count": 2}},
        ],
        "OP 6-2-2",
        character={"C1": {"code": "T-WRITTEN", "label": "riser"}},
    )
    end = _line_card("At the end of your turn, draw 1 card.", "Setter")
    assert (
        end["script"][0]["trigger"]
        == compile_line("[End of Your Turn] Draw 1 card.", "character").ability["trigger"]
    )
    play(
        [end],
        {"character": {"C1": {"code": "T-WRITTEN", "label": "setter"}}},
        [{"p1": "pass", "expect": {"turn_player": "p2", "p1.hand.count": 1}}],
        "OP 6-6-1-1",
    )


def test_at_the_start_of_the_main_phase_is_each_main_phase_once() -> None:
    # OP 6-5-1: "at the start of the Main Phase" (anyone's), once a turn: not again after a battle
    main_start = _line_card("At the start of the Main Phase, draw 1 card.", "Morning")
    play(
        [main_start],
        {"character": {"C1": {"code": "Filler", "label": "att"}}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            # back in the Main Phase after the battle: not its start (the Life card only)
            {"p2": "pass", "expect": {"p2.hand.count": 1}},
            # the controller's turn: the Draw Phase's card, then the Main Phase's start
            {"p1": "pass", "expect": {"turn_player": "p2", "p2.hand.count": 3}},
            # the other player's Main Phase too
            {"p2": "pass", "expect": {"turn_player": "p1", "p2.hand.count": 4}},
        ],
        "OP 6-5-1",
        character={"C1": {"code": "T-WRITTEN", "label": "morning"}},
    )


def test_when_you_attack_and_a_cost_after_a_written_timing() -> None:
    # OP 7-1-1-3: "when you attack" (any of your cards); OP 8-3-1-4: "When …, you may PAY: …"
    # is an automatic ability with a cost asked when it triggers, as "You may PAY: When …, …"
    card = _line_card("When you attack, you may trash 1 card from your hand: draw 2 cards.", "Drummer")
    assert card["script"][0]["trigger"] == {"on": "op.attack", "player": "you"}
    assert card["script"][0]["cost"] == [{"op.trash_hand": 1, "filter": {}}] or card["script"][0]["cost"]
    assert normalise(
        "[Your Turn] When your Character is K.O.'d, you may rest 1 of your DON!! cards: Draw 1 card."
    ) == ("[Your Turn] you may rest 1 of your DON!! cards: When your Character is K.O.'d, Draw 1 card")
    play(
        [card],
        {
            "character": {
                "C1": {"code": "Filler", "label": "att"},
                "C2": {"code": "T-WRITTEN", "label": "drum"},
            },
            "hand": [{"code": "Filler", "label": "h"}],
        },
        [
            {"p1": "attack", "card": "att", "attacks": "leader", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["h"], "expect": {"p1.hand.count": 2, "card.h.zone": "p1.trash"}},
        ],
        "OP 7-1-1-3",
    )


def test_this_effect_can_be_activated_when_is_a_written_timing() -> None:
    # OP 8-1-3-1-1: "This effect can be activated when X. Y" is "When X, Y"
    assert normalise(
        "[Once Per Turn] This effect can be activated when your Character is K.O.'d. Draw 1 card."
    ) == ("[Once Per Turn] When your Character is K.O.'d, Draw 1 card")
    (entry,) = compile_text(
        "[Once Per Turn] This effect can be activated when your Character is K.O.'d. Draw 1 card.",
        "character",
    )
    assert entry.automated and entry.ability["trigger"] == {
        "on": "op.ko",
        "card": {"type": "character", "controller": "you"},
    }


def test_at_the_end_of_this_battle_waits_for_the_end_of_the_battle() -> None:
    # OP 7-1-5-2: "at the end of the/this battle" is carried out at the End of the Battle,
    # before the effects "during this battle" end
    card = _line_card(
        "[When Attacking] This Character gains +2000 power during this battle. At the end of this battle, "
        "trash this Character.",
        "Kamikaze",
    )
    play(
        [card],
        {"character": {"C1": {"code": "T-WRITTEN", "label": "me"}}},
        [
            {"p1": "attack", "card": "me", "attacks": "leader", "expect": {"card.me.power": 5000}},
            {"p2": "pass"},
            {"p2": "pass", "expect": {"card.me.zone": "p1.character"}},  # the Damage Step
            {"p2": "hand", "expect": {"card.me.zone": "p1.trash", "p2.life.count": 2}},
        ],
        "OP 7-1-5-2",
    )


def test_at_the_end_of_a_battle_in_which_this_character_battles() -> None:
    # OP 7-1-5-2 ("if this … battles"): the End of the Battle of a battle this card was in,
    # against the card the text names
    card = _line_card(
        "At the end of a battle in which this Character battles your opponent's Character, draw 1 card.",
        "Duelist",
    )
    for target, drawn in (("C1", 1), ("leader", 0)):
        play(
            [card],
            {"character": {"C1": {"code": "T-WRITTEN", "label": "me"}}},
            [
                {"p1": "attack", "card": "me", "attacks": target},
                {"p2": "pass"},
                {"p2": "pass"},
                {"expect": {"p1.hand.count": drawn}},
            ],
            "OP 7-1-5-2",
            character={"C1": {"code": "Filler", "label": "victim", "state": "rested"}},
        )


def test_you_may_x_if_you_do_not_y() -> None:
    # OP 8-1-2, 4-10-1: "you may X. If you do not, Y": Y when X is declined (or chose nothing)
    card = _line_card("[On Play] You may trash 1 card from your hand. If you do not, draw 1 card.", "Either")
    for answer, steps, hand in (
        ("no", [], 1 + 1),  # the filler kept, 1 drawn
        ("yes", [{"p1": "choose", "cards": ["h"]}], 0),
    ):
        play(
            [card],
            {
                "hand": [{"code": "T-WRITTEN", "label": "me"}, {"code": "Filler", "label": "h"}],
                "cost": ["DON!!"],
            },
            [{"p1": "play", "card": "me"}, {"p1": answer}, *steps, {"expect": {"p1.hand.count": hand}}],
            "OP 8-1-2",
        )


def test_when_this_character_becomes_active() -> None:
    # OP 4-4-1-1: set as active for any reason (the Refresh Phase too, 6-2-4), or "by your
    # effect" (an effect or its cost, 8-1-1: the event key op.by), as "becomes rested" is read
    card = _line_card("When this Character becomes active, draw 1 card.", "Waker")
    play(
        [card],
        {"character": {"C1": {"code": "T-WRITTEN", "label": "me", "state": "rested"}}},
        [
            {"p1": "pass", "expect": {"turn_player": "p2", "p1.hand.count": 0}},
            # the Refresh Phase sets it active (its draw), then the Draw Phase's card
            {"p2": "pass", "expect": {"turn_player": "p1", "card.me.state": "active", "p1.hand.count": 2}},
        ],
        "OP 6-2-4",
    )
    by_effect = compile_line("When this Character is set as active by your effect, draw 1 card.", "character")
    assert by_effect.ability["trigger"] == {"on": "state", "state": "active", "card": "this", "op.by": "you"}


def test_cannot_be_blocked_offers_no_blocker() -> None:
    # OP 7-1-2-1 with 1-3-3: an attack by a card that "cannot be blocked" offers the defender
    # no [Blocker] (as [Unblockable], B12), permanent or for a while
    runner = _line_card("[When Attacking] This Character cannot be blocked during this battle.", "Runner")
    play(
        [runner, WALL],
        {"character": {"C1": {"code": "T-WRITTEN", "label": "me"}}},
        [
            {"p1": "attack", "card": "me", "attacks": "leader", "expect": {"actions": ["pass"]}},
            {"p2": "pass"},
            {"p2": "pass"},
            # the battle is over (3000 against 5000): the next attack may be blocked
            {"p1": "attack", "card": "lead", "attacks": "leader"},
            {"p2": "block", "card": "wall", "expect": {"card.wall.state": "rested"}},
        ],
        "OP 7-1-2-1",
        character={"C1": {"code": "Wall", "label": "wall"}},
    )


@pytest.mark.parametrize("words", ["until the end of the turn", "until the end of the End Phase"])
def test_the_rules_turn_end_durations_are_during_this_turn(words: str) -> None:
    # OP 6-6-1-2: effects "until the end of the turn" / "until the end of the End Phase" end in
    # the End Phase, as the engine's "during this turn" (B22)
    line = "[On Play] Give up to 1 of your opponent's Characters −2000 power {}."
    assert (
        compile_line(line.format(words), "character").ability["effect"]
        == (compile_line(line.format("during this turn"), "character").ability["effect"])
    )
    # the opponent's next End Phase is its own duration
    assert "End Phase" in normalise("[On Play] Give … until the end of your opponent's next End Phase.")


def test_colours_and_timings_as_card_words() -> None:
    # OP 2-3-5, 2-3-6: "red or green Characters" (either colour), "multicolored Characters" (two
    # or more); 10-2: "Characters with [On Play]" (the card prints that timing)
    ko = compile_line("[On Play] K.O. up to 1 of your opponent's red or green Characters.", "character")
    assert ko.automated and ko.ability["effect"][0]["from"]["colour"] == ["red", "green"]
    multi = compile_line("[On Play] Rest up to 1 of your opponent's multicolored Characters.", "character")
    assert multi.ability["effect"][0]["from"]["op.multicolour"] is True
    timed = compile_line("[On Play] K.O. up to 1 of your opponent's Characters with [On Play].", "character")
    assert timed.ability["effect"][0]["from"]["op.has_timing"] == "On Play"
    two = {**FILLER, "code": "T-TWO", "name": "Two Tone", "colours": ["red", "green"]}
    card = _line_card("[On Play] Rest up to 1 of your opponent's multicolored Characters.", "Painter")
    play(
        [card, two],
        {"hand": [{"code": "T-WRITTEN", "label": "me"}], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "me", "expect": {"decision.count": 1}},  # the Filler is red only
            {"p1": "choose", "cards": ["two"], "expect": {"card.two.state": "rested"}},
        ],
        "OP 2-3-6",
        character={"C1": {"code": "T-TWO", "label": "two"}, "C2": {"code": "Filler", "label": "red"}},
    )


def test_every_mark_of_10_2_as_a_card_word() -> None:
    # OP 10-2: every mark the rules define names the cards that print it, as [On Play] does
    # ("Characters with an [Opponent's Turn] effect", "… with [End of Your Turn]"); 10-1-5: "with
    # [Trigger]" with or without its article
    for mark in (
        "Main",
        "Counter",
        "End of Your Turn",
        "On Your Opponent's Attack",
        "Your Turn",
        "Once Per Turn",
    ):
        line = compile_line(
            f"[On Play] K.O. up to 1 of your opponent's Characters with [{mark}].", "character"
        )
        assert line.ability["effect"][0]["from"]["op.has_timing"] == mark
    bare = compile_line("[On Play] K.O. up to 1 of your opponent's Characters with [Trigger].", "character")
    assert bare.ability["effect"][0]["from"]["op.has_trigger"] is True
    # a card printed with the curly apostrophe is one of them
    guard = {
        **FILLER,
        "code": "T-GUARD",
        "name": "Guard",
        "text": "[Opponent’s Turn] This Character gains +1000 power.",
    }
    card = _line_card(
        "[On Play] Rest up to 1 of your opponent's Characters with an [Opponent's Turn] effect."
    )
    play(
        [card, guard],
        {"hand": [{"code": "T-WRITTEN", "label": "me"}], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "me", "expect": {"decision.count": 1}},  # the Filler prints none
            {"p1": "choose", "cards": ["g"], "expect": {"card.g.state": "rested"}},
        ],
        "OP 10-2-12",
        character={"C1": {"code": "T-GUARD", "label": "g"}, "C2": {"code": "Filler", "label": "f"}},
    )


def test_activate_this_cards_main_effect_inside_a_trigger_sentence() -> None:
    # OP 10-2-3-1-1: a [Trigger] may activate the card's [Main] inside its own sentence ("If …,
    # activate …", "X. Then, activate …"): the [Main] carried out where the card is (10-1-5-3)
    text = "[Main] Draw 1 card.\n[Trigger] Draw 1 card. Then, activate this card's [Main] effect."
    main, trigger = compile_text(text, "event")
    assert trigger.automated and trigger.ability["effect"][-1] == {"do": "op.activate_main", "cards": "this"}
    event = {
        "code": "T-TRIG",
        "name": "Double Draw",
        "type": "event",
        "colours": ["red"],
        "fields": {"cost": 1},
        "script": [dict(main.ability), dict(trigger.ability)],
    }
    play(
        [event],
        {"character": {"C1": {"code": "Big Filler", "label": "big"}}},
        [
            {"p1": "attack", "card": "big", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "pass"},
            {"p2": "trigger", "expect": {"p2.hand.count": 2, "p2.trash.count": 1}},
        ],
        "OP 10-2-3-1-1",
        life=["Filler", "Filler", "T-TRIG"],
    )
    # a [Main] done by hand leaves the [Trigger] that activates it by hand too
    _, by_hand = compile_text("[Main] Draw 1 card and win.\n" + text.split("\n")[1], "event")
    assert not by_hand.automated


@pytest.mark.parametrize(
    ("line", "victim"),
    [
        ("When your Character is removed from the field, draw 1 card.", "C2"),
        ("When this Character is removed from the field, draw 1 card.", "C1"),  # to the trash (8-4-5)
    ],
)
def test_removed_from_the_field_for_any_reason(line: str, victim: str) -> None:
    # OP 4-11-2: a K.O. in battle removes the Character too (a move to another area)
    card = _line_card(line, "Watcher")
    play(
        [card],
        {"character": {"C1": {"code": "Big Filler", "label": "big"}}},
        [
            {"p1": "attack", "card": "big", "attacks": victim},
            {"p2": "pass"},
            {"p2": "pass", "expect": {"p2.hand.count": 1, "p2.character.count": 1}},
        ],
        "OP 4-11-2",
        character={
            "C1": {"code": "T-WRITTEN", "label": "watcher", "state": "rested"},
            "C2": {"code": "Filler", "label": "victim", "state": "rested"},
        },
    )


def test_a_character_played_written_out() -> None:
    # OP 10-2-6-1: "When a Character is played" (either player's, from the hand or by an effect)
    card = _line_card("When a {Test Crew} type Character is played, draw 1 card.", "Greeter")
    play(
        [card],
        {
            "character": {"C1": {"code": "T-WRITTEN", "label": "me"}},
            "hand": [{"code": "Filler", "label": "new"}, {"code": "Nova", "label": "nova"}],
            "cost": ["DON!!"] * 3,
        },
        [
            {"p1": "play", "card": "new", "expect": {"p1.hand.count": 2}},  # Nova, and the draw
            {"p1": "play", "card": "nova", "expect": {"p1.hand.count": 1}},  # a {Supernovas}: none
        ],
        "OP 10-2-6-1",
    )


def test_can_attack_active_characters_and_the_top_card_of_the_deck() -> None:
    # OP 1-3-1 on 7-1-1-2: "can attack active Characters" with or without "also"; 11-3: "the
    # top card of your deck" is "1 card from the top of your deck"
    for line in (
        "[On Play] This Character can attack active Characters during this turn.",
        "[On Play] This Character can also attack active Characters during this turn.",
    ):
        assert compile_line(line, "character").ability["effect"][0]["grant"] == "can:attack_active"
    assert compile_line(
        "[DON!! x1] This Character can attack your opponent's active Characters.", "character"
    ).automated
    top = "[On Play] Look at the top card of your deck and place it at the top or bottom of your deck."
    one = "[On Play] Look at 1 card from the top of your deck and place it at the top or bottom of your deck."
    assert (
        compile_line(top, "character").ability["effect"] == compile_line(one, "character").ability["effect"]
    )


def test_give_active_don_by_an_effect() -> None:
    # OP 6-5-5-1: an effect may give an active DON!! card of the cost area, as the Main Phase's
    # action does; a rested one is not given
    card = _line_card(
        "[On Play] Give up to 1 of your active DON!! cards to your Leader or 1 of your Characters."
    )
    play(
        [card],
        {
            "hand": [{"code": "T-WRITTEN", "label": "me"}],
            "cost": [{"code": "DON!!", "label": "pay"}, {"code": "DON!!", "label": "free"}],
        },
        [
            {"p1": "play", "card": "me"},
            {"p1": "choose", "cards": ["lead"]},
            {"p1": "yes", "expect": {"card.lead.attached": ["DON!!"], "p1.cost.count": 1}},
        ],
        "OP 6-5-5-1",
    )


def test_conditions_on_the_turns_record() -> None:
    # OP 10-2-1, 8-4-2: the turn's record of K.O.s and Events activated, read by a condition
    # ("If your opponent's Character was K.O.'d during this turn", "If you have activated an Event
    # this turn"); it starts again with each turn (6-1)
    ko = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    for line in (
        "[On Play] If your opponent's Character was K.O.'d during this turn, draw 1 card.",
        "[On Play] If you have activated an Event this turn, draw 1 card.",
    ):
        card = _line_card(line)
        for first, drawn in ((True, 1), (False, 0)):
            steps: list[dict[str, Any]] = [
                {"p1": "play", "card": ko["code"]},
                {"p1": "choose", "cards": ["foe1"], "expect": {"card.foe1.zone": "p2.trash"}},
            ]
            play(
                [card, ko],
                {"hand": [ko["code"], "Written"], "cost": ["DON!!"] * 8},
                [
                    *(steps if first else []),
                    {
                        "p1": "play",
                        "card": "Written",
                        "expect": {"p1.hand.count": drawn + (0 if first else 1)},
                    },
                ],
                "OP 10-2-1",
                character={"C1": {"code": "Filler", "label": "foe1"}},
            )
    # your own Character K.O.'d is not your opponent's; the record keeps whose it was
    mine = compile_line("[On Play] If your Character was K.O.'d during this turn, draw 1 card.", "character")
    assert mine.ability["effect"][0]["if"] == {
        "op.this_turn": {"did": "ko", "type": "character", "whose": "you"}
    }
    # OP 6-1: the record is of this turn only: a K.O. of the turn before is not read
    anyone = _line_card("[On Play] If a Character was K.O.'d during this turn, draw 1 card.")
    play(
        [anyone, ko],
        {"hand": [ko["code"]], "cost": ["DON!!"] * 4},
        [
            {"p1": "play", "card": ko["code"]},
            {"p1": "choose", "cards": ["foe1"], "expect": {"card.foe1.zone": "p2.trash"}},
            {"p1": "pass", "expect": {"turn_player": "p2", "p2.hand.count": 2}},  # drew 1 (6-3)
            {"p2": "play", "card": "Written", "expect": {"p2.hand.count": 1}},
        ],
        "OP 6-1",
        hand=["Written"],
        cost=["DON!!"],
        character={"C1": {"code": "Filler", "label": "foe1"}},
    )


def test_your_opponent_may_x_if_they_do_not_y() -> None:
    # OP 8-1-2: "Your opponent may X": the choice is the opponent's, X their own action; "If they
    # do not, Y": Y (this card's) when they decline or choose nothing; "If they do": when they did
    for line, answer, steps, drawn, theirs in (
        ("If they do not, draw 2 cards.", "no", [], 2, 1),
        ("If they do not, draw 2 cards.", "yes", [{"p2": "choose", "cards": ["h"]}], 0, 0),
        ("If they do, draw 2 cards.", "yes", [{"p2": "choose", "cards": ["h"]}], 2, 0),
        ("If they do, draw 2 cards.", "no", [], 0, 1),
    ):
        card = _line_card("[On Play] Your opponent may trash 1 card from their hand. " + line, "Toll")
        play(
            [card],
            {"hand": [{"code": "T-WRITTEN", "label": "me"}], "cost": ["DON!!"]},
            [
                {"p1": "play", "card": "me"},
                {"p2": answer},
                *steps,
                {"expect": {"p1.hand.count": drawn, "p2.hand.count": theirs}},
            ],
            "OP 8-1-2",
            hand=[{"code": "Filler", "label": "h"}],
        )


def test_cannot_be_returned_to_the_hand_or_placed_at_the_bottom_of_the_deck() -> None:
    # OP 1-3-3 on 8-1-1: "cannot be returned to the owner's hand / placed at the bottom of the
    # owner's deck by your opponent's effects" names whose effect; your own effect still moves it
    bounce = real("ST03-015")  # [Main] Return up to 1 Character with a cost of 7 or less to the owner's hand.
    bottom = real("EB04-026_r1")  # [On Play] Place up to 1 of your opponent's Characters with a cost of 1
    # or less at the bottom of the owner's deck.
    for words, mover, cards, moved in (
        ("returned to the owner's hand", bounce, 8, "hand"),
        ("placed at the bottom of the owner's deck", bottom, 8, "deck"),
    ):
        guard = _line_card(f"This Character cannot be {words} by your opponent's effects.", "Guard")
        sides = (("p2", "character"), ("p1", moved)) if mover is bounce else (("p2", "character"),)
        for side, area in sides:
            where = {"character": {"C1": {"code": "T-WRITTEN", "label": "g"}}}
            play(
                [guard, mover],
                {"hand": [mover["code"]], "cost": ["DON!!"] * cards, **(where if side == "p1" else {})},
                [
                    {"p1": "play", "card": mover["code"]},
                    {"p1": "choose", "cards": ["g"], "expect": {"card.g.zone": f"{side}.{area}"}},
                ],
                "OP 1-3-3",
                **(where if side == "p2" else {}),
            )
    # on every target and duration, as "cannot be rested": "up to 1 of your Characters … until …"
    line = compile_line(
        "[On Play] Up to 1 of your Characters cannot be returned to the owner's hand by effects until the "
        "end of your opponent's next turn.",
        "character",
    )
    assert line.ability["effect"][1]["grant"] == "cannot:be_returned_hand_by_effect"


def test_loses_blocker() -> None:
    # OP 10-1-4-1: a card that loses [Blocker] (for a while, or while a card's text applies) has
    # no [Blocker] to activate, and "Characters with [Blocker]" no longer describes it (10-1)
    guard = {
        **FILLER,
        "code": "T-GUARD",
        "name": "Guard",
        "script": [{"kind": "keyword", "keyword": "blocker"}],
    }
    timed = _line_card("[On Play] Up to 1 of your opponent's Characters loses [Blocker] during this turn.")
    play(
        [timed, guard],
        {"hand": ["Written"], "cost": ["DON!!"], "character": {"C1": {"code": "Big Filler", "label": "att"}}},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "choose", "cards": ["g"], "expect": {"card.g.keywords": []}},
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "block", "card": "g", "refused": True},
            {"p2": "block", "card": "g2", "expect": {"card.g2.state": "rested"}},  # the other still may
        ],
        "OP 10-1-4-1",
        character={"C1": {"code": "Guard", "label": "g"}, "C2": {"code": "Guard", "label": "g2"}},
    )
    permanent = _line_card("[Your Turn] Your opponent's Characters with a cost of 3 or less lose [Blocker].")
    play(
        [permanent, guard],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}, "C2": "Written"}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader", "expect": {"card.g.keywords": []}},
            {"p2": "block", "card": "g", "refused": True},
        ],
        "OP 10-1-4-1",
        character={"C1": {"code": "Guard", "label": "g"}},
    )


def test_each_player_in_turn_order() -> None:
    # OP 1-3-10: both players told to act at the same time: the turn player first, even when the
    # effect is the other player's (here p2's, on p1's turn); each acts on their own cards
    card = _line_card("[On Your Opponent's Attack] Each player trashes 1 card from their hand.", "Both")
    play(
        [card],
        {
            "hand": [{"code": "Filler", "label": "a1"}, {"code": "Filler", "label": "a2"}],
            "character": {"C1": {"code": "Big Filler", "label": "att"}},
        },
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p1": "choose", "cards": ["a1"], "expect": {"card.a1.zone": "p1.trash", "p2.hand.count": 2}},
            {"p2": "choose", "cards": ["b2"], "expect": {"card.b2.zone": "p2.trash", "p1.hand.count": 1}},
        ],
        "OP 1-3-10",
        hand=[{"code": "Filler", "label": "b1"}, {"code": "Filler", "label": "b2"}],
        character={"C1": {"code": "T-WRITTEN", "label": "w"}},
    )
    draw = _line_card("[On Play] Each player draws 1 card.")
    play(
        [draw],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": 1, "p2.hand.count": 1}}],
        "OP 1-3-10",
    )


def test_the_turns_record_counts_the_event_asking() -> None:
    # B24 (OP 8-4-2): an Event is activated before its effect is carried out, so its own "If you
    # have activated an Event this turn" counts it; "2 or more" asks for another
    for line, drawn in (
        ("[Main] If you have activated an Event this turn, draw 1 card.", 1),
        ("[Main] If you have activated 2 or more Events this turn, draw 1 card.", 0),
    ):
        event = {
            **EVENT,
            "code": "T-ASK",
            "name": "Asking Event",
            "script": [dict(c.ability) for c in compile_text(line, "event")],
        }
        play(
            [event],
            {"hand": [{"code": "T-ASK", "label": "ask"}], "cost": ["DON!!"]},
            [{"p1": "play", "card": "ask", "expect": {"p1.hand.count": drawn, "card.ask.zone": "p1.trash"}}],
            "OP 8-4-2",
        )
    # the record keeps the card's types as it was: "your {Test Crew} type Character was played"
    for crew, drawn in (("Test Crew", 1), ("Other Crew", 0)):
        card = _line_card(f"[On Play] If your {{{crew}}} type Character was played this turn, draw 1 card.")
        play(
            [card],
            {"hand": ["Written"], "cost": ["DON!!"]},
            [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": drawn}}],  # itself (B24)
            "OP 10-2-6-1",
        )


def test_activate_this_cards_on_ko_or_counter_effect_inside_a_trigger_sentence() -> None:
    # OP 10-1-5: a [Trigger] may carry out the card's [On K.O.] / [Counter] / [On Play] effect
    # inside its own sentence; automated only when that ability is, with no cost, condition or
    # limit (its effect is taken as it is)
    text = "[On K.O.] Draw 1 card.\n[Trigger] Draw 1 card. Then, activate this card's [On K.O.] effect."
    ko, trigger = compile_text(text, "character")
    assert trigger.automated and trigger.ability["effect"][-1] == {"do": "op.activate_own", "mark": "On K.O."}
    card = {
        **FILLER,
        "code": "T-TRIG",
        "name": "Double Draw",
        "script": [dict(ko.ability), dict(trigger.ability)],
    }
    play(
        [card],
        {"character": {"C1": {"code": "Big Filler", "label": "big"}}},
        [
            {"p1": "attack", "card": "big", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "pass"},
            {"p2": "trigger", "expect": {"p2.hand.count": 2, "p2.trash.count": 1}},
        ],
        "OP 10-1-5",
        life=["Filler", "Filler", "T-TRIG"],
    )
    # a [Counter] with a cost, or an [On K.O.] done by hand: the [Trigger] by hand too
    for other, kind in (
        (
            "[Counter] You may trash 1 card from your hand: Your Leader gains +3000 power during this "
            "battle.",
            "event",
        ),
        ("[On K.O.] Draw 1 card and win.", "character"),
    ):
        mark = "Counter" if kind == "event" else "On K.O."
        line = f"[Trigger] Draw 1 card. Then, activate this card's [{mark}] effect."
        assert not compile_text(other + "\n" + line, kind)[1].automated


def test_when_your_opponents_don_is_returned_to_their_don_deck() -> None:
    # OP 10-2-10-1: DON!! −X returns the DON!! of its player's field; the other player's card reads
    # "When a DON!! card on your opponent's field is returned to their DON!! deck" (and "your DON!!
    # card is returned" is the player's own, as "a DON!! card on your field")
    kid = real("ST10-013")  # [On Play]/[When Attacking] DON!! −1: Up to 1 of your Leader gains
    # +1000 power until the start of your next turn.
    watcher = _line_card(
        "[Opponent's Turn] When a DON!! card on your opponent's field is returned to their DON!! deck, "
        "draw 1 card.",
        "Watcher",
    )
    play(
        [kid, watcher],
        {
            "character": {"C1": {"code": kid["code"], "label": "kid"}},
            "cost": ["DON!!", "DON!!"],
            "don_deck": [],
        },
        [
            {"p1": "attack", "card": "kid", "attacks": "leader"},
            {"p1": "yes", "expect": {"p1.don_deck.count": 1}},
            {"p1": "choose", "cards": ["lead"], "expect": {"p2.hand.count": 1, "p1.hand.count": 0}},
        ],
        "OP 10-2-10-1",
        character={"C1": {"code": "T-WRITTEN", "label": "w"}},
    )
    own = compile_line(
        "[Once Per Turn] When your DON!! card is returned to your DON!! deck, draw 1 card.", "character"
    )
    assert own.ability["trigger"] == {"on": "op.don_returned", "player": "you"}


def test_when_your_opponent_activates_a_trigger() -> None:
    # OP 10-1-5-1: the Life card's owner activates its [Trigger]; "When your opponent activates a
    # [Trigger]" is the other player's card watching it (as "When your opponent's [Trigger] activates")
    conney = real("OP13-106")  # … / [Trigger] Play this card.
    watcher = _line_card("[Your Turn] When your opponent activates a [Trigger], draw 1 card.", "Watcher")
    play(
        [conney, watcher],
        {"character": {"C1": {"code": "Big Filler", "label": "att"}, "C2": "Watcher"}},
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"p2": "pass"},
            {"p2": "pass"},
            {"p2": "choose", "options": ["trigger"], "expect": {"p1.hand.count": 1}},
        ],
        "OP 10-1-5-1",
        life=["Filler", "Filler", conney["code"]],
    )
    mine = compile_line("[Opponent's Turn] When you activate a [Trigger], draw 1 card.", "character")
    assert mine.ability["trigger"] == {"on": "move", "from": "life", "to": "no_area", "whose": "you"}


def test_conditions_whose_turn_the_battle_and_a_count_of_yours() -> None:
    # OP 4-3 (whose turn), 7-1 (the battle in progress), and a count of the player's own against a
    # number ("the number of cards in your hand is 1 or less"), each a condition of any body
    card = _line_card("[On Play] If the number of cards in your hand is 1 or less, draw 1 card.")
    for others, drawn in ((1, 1), (2, 0)):
        play(
            [card],
            {"hand": ["Written", *["Filler"] * others], "cost": ["DON!!"]},
            [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": others + drawn}}],
            "OP 4-10-1",
        )
    turn = compile_line("[Trigger] If it is your opponent's turn, draw 1 card.", "character")
    assert turn.ability["effect"][0]["if"] == {"turn": "opponents"}
    battling = compile_line(
        "[On Block] If this Character is battling your opponent's Leader, draw 1 card.", "character"
    )
    assert battling.ability["effect"][0]["if"] == {"op.battling": {"type": "leader", "whose": "opponent"}}


def test_rest_your_opponents_leader() -> None:
    # OP 4-4: a card's state; the opponent's Leader named as a target of "rest" / "set … as active"
    card = _line_card("[On Play] Rest your opponent's Leader.")
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [
            {
                "p1": "play",
                "card": "Written",
                "expect": {"card.foe.state": "rested", "card.lead.state": "active"},
            }
        ],
        "OP 4-4",
    )


def test_a_filter_against_this_characters_cost_or_your_leaders_power() -> None:
    # OP 2-6, 2-7: "with a cost equal to or less than this Character's cost" reads the value when
    # the choice is made (this one's cost 1: the opponent's Filler, not Big Filler)
    card = _line_card(
        "[On Play] K.O. up to 1 of your opponent's Characters with a cost equal to or less than this "
        "Character's cost."
    )
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "choose", "cards": ["big"], "refused": True},
            {"p1": "choose", "cards": ["small"], "expect": {"card.small.zone": "p2.trash"}},
        ],
        "OP 2-7",
        character={"C1": {"code": "Filler", "label": "small"}, "C2": {"code": "Big Filler", "label": "big"}},
    )
    leader = compile_line(
        "[When Attacking] Give up to 1 of your opponent's Characters with power equal to or less than your "
        "Leader's power −2000 power during this turn.",
        "character",
    )
    assert leader.ability["effect"][0]["from"]["power"] == {
        "<=": {"stat": {"card": "op.leader", "name": "power"}}
    }


def test_your_opponents_leader_and_all_of_their_characters() -> None:
    # OP 4-4: a group of the opponent's Leader and Characters, as "your Leader and all of your
    # Characters": rested, or given power, all at once
    card = _line_card("[On Play] Rest your opponent's Leader and all of their Characters.")
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [{"p1": "play", "card": "Written", "expect": {"card.foe.state": "rested", "card.c.state": "rested"}}],
        "OP 4-4",
        character={"C1": {"code": "Filler", "label": "c"}},
    )
    power = compile_line(
        "[On Play] Give your opponent's Leader and all of their Characters −1000 power during this turn.",
        "character",
    )
    assert power.ability["effect"][0]["cards"] == {
        "zone": ["leader", "character"],
        "type": ["leader", "character"],
        "whose": "opponent",
    }


def test_power_then_keyword_and_a_blocker_character_with() -> None:
    # the joiners the other order round ("gains +2000 power and [Banish]", 10-1-3) and "a
    # [Blocker] Character with …" as "… that has …" (10-1-4-1)
    (entry,) = compile_text(
        "[Counter] Up to 1 of your Leader or Character cards gains +2000 power and [Banish] during this "
        "battle.",
        "event",
    )
    assert [s["do"] for s in entry.ability["effect"]] == ["choose", "modify", "grant"]
    assert entry.ability["effect"][2]["grant"] == "banish"
    blocker = compile_line(
        "[When Attacking] Your opponent cannot activate a [Blocker] Character with 5000 power or less during "
        "this battle.",
        "character",
    )
    assert blocker.ability["effect"][0]["filter"] == {"type": "character", "power": {"<=": 5000}}


def test_a_cost_mark_after_a_written_trigger() -> None:
    # OP 8-1-3-1-2, 8-3-1-5: "When X, ➀: Y" is "➀: When X, Y", the cost asked when it triggers
    line = (
        "[Your Turn] When your opponent's Character is K.O.'d, ➀ (You may rest the specified number of "
        "DON!! cards in your cost area.): Draw 1 card."
    )
    card = _line_card(line, "Payer")
    assert card["script"][0]["cost"] == [{"op.rest_don": 1}]
    ko = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    for answer, drawn in (("yes", 1), ("no", 0)):
        play(
            [card, ko],
            {"hand": [ko["code"]], "cost": ["DON!!"] * 8, "character": {"C1": "Payer"}},
            [
                {"p1": "play", "card": ko["code"]},
                {"p1": "choose", "cards": ["foe1"]},
                {"p1": answer, "expect": {"p1.hand.count": drawn}},
            ],
            "OP 8-1-3-1-2",
            character={"C1": {"code": "Filler", "label": "foe1"}},
        )


def test_rest_your_leader_as_a_cost() -> None:
    # OP 8-3-1: "You may rest your Leader:" paid by resting the active Leader (not when it is rested)
    card = _line_card("[On Play] You may rest your Leader: Draw 1 card.")
    for state, drawn in (("active", 1), ("rested", 0)):
        steps: list[dict[str, Any]] = [{"p1": "play", "card": "Written"}]
        if state == "active":
            steps.append({"p1": "yes"})
            steps.append({"p1": "choose", "cards": ["lead"], "expect": {"card.lead.state": "rested"}})
        steps.append({"expect": {"p1.hand.count": drawn}})
        play(
            [card],
            {
                "hand": ["Written"],
                "cost": ["DON!!"],
                "leader": [{"code": "T-LEAD", "label": "lead", "state": state}],
            },
            steps,
            "OP 8-3-1",
        )


def test_don_given_to_your_leader_and_a_life_card_trashed_as_costs() -> None:
    # OP 8-3-1, 6-5-5-1: "give 1 of your active DON!! cards to your Leader" as a cost; "trash 1
    # card from your Life area": its top card (3-10-2)
    give = _line_card("[On Play] You may give 1 of your active DON!! cards to your Leader: Draw 1 card.")
    play(
        [give],
        {"hand": ["Written"], "cost": ["DON!!", "DON!!"]},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["lead"],
                "expect": {"card.lead.attached": ["DON!!"], "p1.hand.count": 1},
            },
        ],
        "OP 6-5-5-1",
    )
    life = _line_card("[On Play] You may trash 1 card from your Life area: Draw 1 card.")
    play(
        [life],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "Written"},
            {
                "p1": "yes",
                "expect": {"p1.life.count": len(LIFE) - 1, "p1.trash.count": 1, "p1.hand.count": 1},
            },
        ],
        "OP 3-10-2",
    )


def test_each_players_part_is_still_the_effects() -> None:
    # OP 8-1-1: "Each player returns 1 DON!! card …" of p2's card: p1's return is by p2's effect,
    # so p1's "… by your opponent's effect" reads it; "Your opponent <does> …" alone as their own
    both = _line_card(
        "[On Your Opponent's Attack] Each player returns 1 DON!! card from their field to their DON!! deck.",
        "Both",
    )
    watcher = {
        **_line_card(
            "[Your Turn] When a DON!! card on your field is returned to your DON!! deck by your opponent's "
            "effect, draw 1 card.",
            "Watcher",
        ),
        "code": "T-WATCH",
    }
    play(
        [both, watcher],
        {
            "character": {
                "C1": {"code": "Big Filler", "label": "att"},
                "C2": {"code": "T-WATCH", "label": "w"},
            },
            "cost": ["DON!!", "DON!!"],
            "don_deck": [],
        },
        [
            {"p1": "attack", "card": "att", "attacks": "leader"},
            {"expect": {"p1.don_deck.count": 1, "p1.hand.count": 1}},
        ],
        "OP 8-1-1",
        character={"C1": {"code": "T-WRITTEN", "label": "b"}},
    )
    alone = compile_line("[On Play] Your opponent trashes 1 Event from their hand.", "character")
    assert alone.ability["effect"][0]["players"] == "opponent"


def test_each_player_counts_and_cards_in_their_own_words() -> None:
    # OP 1-3-10: "Each player draws 1 card for every 2 Characters they have": each counts their
    # own (p1 has 2, p2 none)
    card = _line_card("[On Play] Each player draws 1 card for every 2 Characters they have.")
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"], "character": {"C1": "Filler"}},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": 1, "p2.hand.count": 0}}],
        "OP 1-3-10",
    )
    # 10-2-14: "trashes cards from their hand until they have N": each chooses those past N
    until = _line_card(
        "[On Play] Each player trashes cards from their hand until they have 1 card in their hand."
    )
    play(
        [until],
        {"hand": ["Written", "Filler", "Filler"], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "choose", "cards": ["Filler"], "expect": {"p1.hand.count": 1, "p2.hand.count": 1}},
        ],
        "OP 10-2-14",
        hand=["Filler"],
    )
    # 8-1-1 with 1-3-3: "Your opponent K.O.s up to 1 of their Characters": they choose their own,
    # and the K.O. is still this effect's, so "cannot be K.O.'d by your opponent's effects" holds
    ko = _line_card("[On Play] Your opponent K.O.s up to 1 of their Characters.")
    guard = _line_card("This Character cannot be K.O.'d by your opponent's effects.", "Guard")
    play(
        [ko, {**guard, "code": "T-GUARD"}],
        {"hand": [{"code": "T-WRITTEN", "label": "me"}], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "me"},
            {"p2": "choose", "cards": ["g"], "expect": {"card.g.zone": "p2.character"}},
        ],
        "OP 8-1-1",
        character={"C1": {"code": "T-GUARD", "label": "g"}},
    )
    assert compile_line(
        "[On Play] Your opponent draws cards equal to the number of their Life cards.", "character"
    )
    assert compile_line(
        "[On Play] Each player adds up to 1 DON!! card from their DON!! deck and rests it.", "character"
    )


def test_moves_one_by_one_for_any_reason_and_from_the_trash_in_any_order() -> None:
    # OP 4-11-2 with 1-3-1 (B23): "When your opponent's Character is returned to the owner's hand"
    # for any reason, as "… by your effect" reads one reason
    bounce = real("ST03-015")  # [Main] Return up to 1 Character with a cost of 7 or less to the owner's hand.
    watcher = {
        **_line_card(
            "When your opponent's Character is returned to the owner's hand, draw 1 card.", "Watcher"
        ),
        "code": "T-WATCH",
    }
    play(
        [bounce, watcher],
        {"hand": [bounce["code"]], "cost": ["DON!!"] * 8, "character": {"C1": "T-WATCH"}},
        [
            {"p1": "play", "card": bounce["code"]},
            {"p1": "choose", "cards": ["f"], "expect": {"card.f.zone": "p2.hand", "p1.hand.count": 1}},
        ],
        "OP 4-11-2",
        character={"C1": {"code": "Filler", "label": "f"}},
    )
    # 11-3-2: "Place 3 cards from your trash at the bottom of your deck in any order" as an effect:
    # one at a time, the player orders them
    card = _line_card("[On Play] Place 2 cards from your trash at the bottom of your deck in any order.")
    play(
        [card],
        {
            "hand": ["Written"],
            "cost": ["DON!!"],
            "trash": [{"code": "Filler", "label": "a"}, {"code": "Big Filler", "label": "b"}],
        },
        [
            {"p1": "play", "card": "Written"},
            {"p1": "choose", "cards": ["b"], "expect": {"card.b.zone": "p1.deck"}},
            {"p1": "choose", "cards": ["a"], "expect": {"card.a.zone": "p1.deck", "p1.trash.count": 0}},
        ],
        "OP 11-3-2",
    )


def test_cannot_be_removed_from_the_field_by_effects() -> None:
    # OP 4-11-2 with 1-3-3: "cannot be removed from the field by effects": no effect's move or
    # K.O. (its player's own either, 8-1-1) takes it away
    bounce = real("ST03-015")  # [Main] Return up to 1 Character with a cost of 7 or less to the owner's hand.
    ko = {**_line_card("[On Play] K.O. up to 1 of your opponent's Characters."), "code": "T-KO", "name": "KO"}
    guard = {
        **_line_card("This Character cannot be removed from the field by effects.", "Guard"),
        "code": "T-GUARD",
    }
    for mover in (bounce, ko):
        play(
            [guard, mover],
            {"hand": [mover["code"]], "cost": ["DON!!"] * 8},
            [
                {"p1": "play", "card": mover["code"]},
                {"p1": "choose", "cards": ["g"], "expect": {"card.g.zone": "p2.character"}},
            ],
            "OP 4-11-2",
            character={"C1": {"code": "T-GUARD", "label": "g"}},
        )
    # nor its own cost (8-1-1): "You may trash this Character" cannot be paid
    text = "This Character cannot be removed from the field by effects.\n[Activate: Main] You may trash this "
    payer = {**FILLER, "code": "T-PAYER", "name": "Payer"}
    payer["script"] = [dict(e.ability) for e in compile_text(text + "Character: Draw 1 card.", "character")]
    play(
        [payer],
        {"character": {"C1": {"code": "T-PAYER", "label": "p"}}},
        [{"p1": "act", "card": "p", "refused": True}],
        "OP 8-1-1",
    )


def test_a_replacement_for_any_of_your_characters_kod_by_an_effect() -> None:
    # OP 8-1-3-4 on 10-2-1: "If any of your Characters would be K.O.'d by an effect, you may rest
    # this Character instead": each of them, by either player's effect, not in battle
    saver = {
        **_line_card(
            "If any of your Characters would be K.O.'d by an effect, you may rest this Character instead.",
            "Saver",
        ),
        "code": "T-SAVER",
    }
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    play(
        [saver, event],
        {"hand": [event["code"]], "cost": ["DON!!"] * 4},
        [
            {"p1": "play", "card": event["name"]},
            {"p1": "choose", "cards": ["f"], "expect": {"decision.kind": "yes_no"}},
            {"p2": "yes", "expect": {"card.s.state": "rested", "card.f.zone": "p2.character"}},
        ],
        "OP 8-1-3-4",
        character={"C1": {"code": "T-SAVER", "label": "s"}, "C2": {"code": "Filler", "label": "f"}},
    )


def test_when_a_card_is_added_to_your_life_cards() -> None:
    # OP 3-10: a card coming to the Life area from another area (here an effect's, from the deck)
    watcher = {
        **_line_card("When a card is added to your Life cards, draw 1 card.", "Watcher"),
        "code": "T-WATCH",
    }
    adder = _line_card("[On Play] Add up to 1 card from the top of your deck to the top of your Life cards.")
    play(
        [watcher, adder],
        {"hand": ["Written"], "cost": ["DON!!"], "character": {"C1": "T-WATCH"}},
        [{"p1": "play", "card": "Written"}, {"p1": "yes", "expect": {"p1.hand.count": 1}}],
        "OP 3-10",
    )


def test_set_the_base_cost() -> None:
    # OP 4-9-2-2: a base cost set as a base power is (4-9-2-1): the filters of "base cost" read it
    card = _line_card(
        "[On Play] Set the base cost of up to 1 of your opponent's Characters to 8 during this turn."
    )
    play(
        [card],
        {"hand": [{"code": "T-WRITTEN", "label": "me"}], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "me"},
            {"p1": "choose", "cards": ["f"], "expect": {"card.f.cost": 8}},
        ],
        "OP 4-9-2-2",
        character={"C1": {"code": "Filler", "label": "f"}},
    )
    permanent = compile_line("Set the base cost of this Character to 0.", "character").ability
    assert permanent["modifiers"] == [{"to": "this", "stat": "cost", "set": 0}]


def test_damage_to_yourself_and_to_each_player() -> None:
    # OP 4-6-2: damage to a player's Leader moves their top Life card to their hand; "each
    # player" each takes it, the turn player first (1-3-10, B25)
    for line, takers in (
        ("[On Play] Deal 1 damage to each player.", ["p1", "p2"]),
        ("[On Play] You take 1 damage.", ["p1"]),
        ("[On Play] Your opponent takes 1 damage.", ["p2"]),
    ):
        card = _line_card(line)
        steps: list[dict[str, Any]] = [{"p1": "play", "card": "Written"}]
        steps += [{who: "hand", "expect": {f"{who}.life.count": 2}} for who in takers]  # each asked in turn
        steps.append({"expect": {f"{p}.life.count": 2 if p in takers else 3 for p in ("p1", "p2")}})
        play([card], {"hand": ["Written"], "cost": ["DON!!"]}, steps, "OP 4-6-2")


def test_the_turns_record_of_damage_taken() -> None:
    # OP 4-6-2 with 6-1 (B24): each point of damage moves a Life card; the turn's record keeps it
    # for its player ("If your opponent has taken damage this turn")
    dealt = _line_card(
        "[On Play] Deal 1 damage to your opponent. Then, if your opponent has taken damage this turn, draw 1 "
        "card."
    )
    play(
        [dealt],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [{"p1": "play", "card": "Written"}, {"p2": "hand", "expect": {"p1.hand.count": 1}}],
        "OP 4-6-2",
    )
    untouched = _line_card("[On Play] If you have taken damage this turn, draw 1 card.")
    play(
        [untouched],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": 0}}],
        "OP 6-1",
    )


def test_a_replacement_of_one_removal_by_the_area_it_goes_to() -> None:
    # OP 8-1-3-4 on 4-11-2: "If your Character would be returned to the owner's hand by your
    # opponent's effect, … instead" replaces that move only, not a K.O. (a move to the trash)
    saver = {
        **_line_card(
            "If your Character would be returned to the owner's hand by your opponent's effect, you may rest "
            "this Character instead.",
            "Saver",
        ),
        "code": "T-SAVER",
    }
    bounce = real("ST03-015")  # [Main] Return up to 1 Character with a cost of 7 or less to the owner's hand.
    ko = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    foe = {"character": {"C1": {"code": "T-SAVER", "label": "s"}, "C2": {"code": "Filler", "label": "f"}}}
    play(
        [saver, bounce],
        {"hand": [bounce["code"]], "cost": ["DON!!"] * 8},
        [
            {"p1": "play", "card": bounce["code"]},
            {"p1": "choose", "cards": ["f"], "expect": {"decision.kind": "yes_no"}},
            {"p2": "yes", "expect": {"card.s.state": "rested", "card.f.zone": "p2.character"}},
        ],
        "OP 8-1-3-4",
        **foe,
    )
    play(
        [saver, ko],
        {"hand": [ko["code"]], "cost": ["DON!!"] * 8},
        [
            {"p1": "play", "card": ko["code"]},
            {"p1": "choose", "cards": ["f"], "expect": {"card.f.zone": "p2.trash", "card.s.state": "active"}},
        ],
        "OP 4-11-2",
        **foe,
    )


def test_cannot_be_blocked_by_characters_with_a_filter() -> None:
    # OP 7-1-2-1 with 1-3-3: "… cannot be blocked by <cards>" forbids the defender to block that
    # card's attacks with those cards only (any filter the selectors read); the others still may
    runner = _line_card(
        "[When Attacking] This Character cannot be blocked by Characters with 5000 power or more during this "
        "battle.",
        "Runner",
    )
    blocker = [{"kind": "keyword", "keyword": "blocker"}]
    guard = {**FILLER, "code": "T-GUARD", "name": "Guard", "script": blocker}
    big_guard = {**guard, "code": "T-BGUARD", "name": "Big Guard", "fields": {**BIG["fields"]}}
    play(
        [runner, guard, big_guard],
        {"character": {"C1": {"code": "T-WRITTEN", "label": "me"}}},
        [
            {"p1": "attack", "card": "me", "attacks": "leader"},
            {"p2": "block", "card": "bg", "refused": True},  # 9000 power: one of them
            {"p2": "block", "card": "g", "expect": {"card.g.state": "rested"}},  # 3000: not
        ],
        "OP 7-1-2-1",
        character={"C1": {"code": "Big Guard", "label": "bg"}, "C2": {"code": "Guard", "label": "g"}},
    )
    # on every target and duration, the blockers named as any selector names them
    line = compile_line(
        "[Activate: Main] Up to 1 of your {Navy} type Characters cannot be blocked by your opponent's "
        "[Blocker] Characters with a cost equal to or less than this Character's cost during this turn.",
        "character",
    )
    restrict = line.ability["effect"][1]
    assert (restrict["do"], restrict["player"], restrict["attacker"]) == ("op.restrict", "any", "chosen")
    assert restrict["filter"]["keyword"] == "blocker"


def test_cannot_be_blocked_by_for_good() -> None:
    # OP 7-1-2-1, 10-1-4-1 with 1-3-3: the permanent "This Character cannot be blocked by <cards>"
    # is a continuous prohibition the Block Step reads as it reads the timed one: those cards may
    # not block its attacks, the others still may
    runner = _line_card("This Character cannot be blocked by Characters with 5000 power or more.", "Runner")
    blocker = [{"kind": "keyword", "keyword": "blocker"}]
    guard = {**FILLER, "code": "T-GUARD", "name": "Guard", "script": blocker}
    big_guard = {**guard, "code": "T-BGUARD", "name": "Big Guard", "fields": {**BIG["fields"]}}
    play(
        [runner, guard, big_guard],
        {"character": {"C1": {"code": "T-WRITTEN", "label": "me"}}},
        [
            {"p1": "attack", "card": "me", "attacks": "leader"},
            {"p2": "block", "card": "bg", "refused": True},  # 9000 power: one of them
            {"p2": "block", "card": "g", "expect": {"card.g.state": "rested"}},  # 3000: not
        ],
        "OP 7-1-2-1",
        character={"C1": {"code": "Big Guard", "label": "bg"}, "C2": {"code": "Guard", "label": "g"}},
    )
    # under a [DON!! x1] it holds only while the card has the DON!! (10-1-6): without, both may
    held = _line_card(
        "[DON!! x1] This Character cannot be blocked by Characters with 5000 power or more.", "Runner"
    )
    play(
        [held, guard, big_guard],
        {"character": {"C1": {"code": "T-WRITTEN", "label": "me"}}},
        [
            {"p1": "attack", "card": "me", "attacks": "leader"},
            {"p2": "block", "card": "bg", "expect": {"card.bg.state": "rested"}},
        ],
        "OP 10-1-6",
        character={"C1": {"code": "Big Guard", "label": "bg"}, "C2": {"code": "Guard", "label": "g"}},
    )


def test_two_moves_in_one_prohibition() -> None:
    # OP 1-3-3 on 8-1-1: "cannot be returned to the owner's hand or placed at the bottom of the
    # owner's deck by your opponent's effects" forbids both moves ("by …" on both, either order)
    bounce = real("ST03-015")  # [Main] Return up to 1 Character with a cost of 7 or less to the owner's hand.
    bottom = real("EB04-026_r1")  # [On Play] Place up to 1 of your opponent's Characters with a cost of 1
    # or less at the bottom of the owner's deck.
    guard = _line_card(
        "This Character cannot be returned to the owner's hand or placed at the bottom of the owner's deck "
        "by your opponent's effects.",
        "Guard",
    )
    for mover in (bounce, bottom):
        play(
            [guard, mover],
            {"hand": [mover["code"]], "cost": ["DON!!"] * 8},
            [
                {"p1": "play", "card": mover["code"]},
                {"p1": "choose", "cards": ["g"], "expect": {"card.g.zone": "p2.character"}},
            ],
            "OP 1-3-3",
            character={"C1": {"code": "T-WRITTEN", "label": "g"}},
        )
    # for a while on every target, the other order too: each move's word granted (op.prohibit)
    line = compile_line(
        "[On Play] Up to 1 of your Characters cannot be placed at the bottom of the owner's deck or returned "
        "to the owner's hand by effects until the end of your opponent's next turn.",
        "character",
    )
    assert line.ability["effect"][1] == {
        "do": "op.prohibit",
        "cards": "chosen",
        "words": ["cannot:be_bottom_deck_by_effect", "cannot:be_returned_hand_by_effect"],
        "until": "end_of_opponents_next_turn",
    }


def test_the_turns_record_by_cost_or_power() -> None:
    # OP 10-2-1 with 4-9: "If a Character with a cost of N or more was K.O.'d this turn" reads the
    # cost and power the card had as it left the field (the record notes the K.O. before the move)
    ko = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    for words, drawn in (
        ("a Character with a cost of 1 or more", 1),
        ("a Character with a cost of 2 or more", 0),
        ("your opponent's Character with 3000 power or more", 1),
        ("your opponent's Character with 3000 power or less", 1),
        ("a Character with a power of 4000 or more", 0),
        ("your Character with a cost of 1", 0),
    ):
        card = _line_card(f"[On Play] If {words} was K.O.'d during this turn, draw 1 card.")
        play(
            [card, ko],
            {"hand": [ko["code"], "Written"], "cost": ["DON!!"] * 8},
            [
                {"p1": "play", "card": ko["code"]},
                {"p1": "choose", "cards": ["foe1"], "expect": {"card.foe1.zone": "p2.trash"}},
                {"p1": "play", "card": "Written", "expect": {"p1.hand.count": drawn}},
            ],
            "OP 10-2-1",
            character={"C1": {"code": "Filler", "label": "foe1"}},
        )
    # the player's form: "If you have played a Character with a cost of N or more this turn" (its
    # own play counts, B24: the written Character's cost is 1)
    for more, drawn in ((1, 1), (2, 0)):
        mine = _line_card(
            f"[On Play] If you have played a Character with a cost of {more} or more this turn, draw 1 card."
        )
        play(
            [mine],
            {"hand": ["Written"], "cost": ["DON!!"]},
            [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": drawn}}],
            "OP 10-2-6-1",
        )


def test_each_player_with_a_second_verb() -> None:
    # OP 1-3-10 (B25): "Each player draws 1 card and trashes 1 card from their hand": each player
    # does the whole sentence as their own, the turn player first
    card = _line_card("[On Play] Each player draws 1 card and trashes 1 card from their hand.")
    play(
        [card],
        {"hand": ["Written", {"code": "Filler", "label": "a1"}], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "Written", "expect": {"p1.hand.count": 2, "p2.hand.count": 1}},
            {"p1": "choose", "cards": ["a1"], "expect": {"card.a1.zone": "p1.trash", "p2.hand.count": 2}},
            {"p2": "choose", "cards": ["b1"], "expect": {"card.b1.zone": "p2.trash", "p2.hand.count": 1}},
        ],
        "OP 1-3-10",
        hand=[{"code": "Filler", "label": "b1"}],
    )
    # "Both players …" in the base form, and the opponent alone, with any number of actions
    both = compile_line("[Main] Both players draw 2 cards and trash 2 cards from their hand.", "event")
    alone = compile_line("[Main] Your opponent trashes 1 card from their hand and draws 1 card.", "event")
    assert both.ability["effect"][0]["do"] == alone.ability["effect"][0]["do"] == "op.each_player"
    assert alone.ability["effect"][0]["players"] == "opponent"
    assert [s["do"] for s in alone.ability["effect"][0]["steps"]] == ["choose", "move", "draw"]


def test_look_at_your_opponents_hand_shows_it_to_you_alone() -> None:
    # OP 11-3-1 with 3-4-3: "Look at your opponent's hand": only the player of the effect sees the
    # cards, until they are done (then hidden again, 11-3-3; they stay in the hand, 11-3-2)
    card = _line_card("[On Play] Look at your opponent's hand, and draw 1 card.")

    def run(steps: list[dict[str, Any]]) -> ScenarioRun:
        scenario = ScenarioRun(
            {
                "title": "look at the opponent's hand",
                "rules": ["OP 11-3-1"],
                "game": "one-piece",
                "cards": [FILLER, LEADER, card],
                "position": {
                    "turn": 3,
                    "turn_player": "p1",
                    "first_player": "p1",
                    "phase": "main",
                    "p1": {
                        "leader": ["T-LEAD"],
                        "deck": DECK,
                        "life": LIFE,
                        "hand": ["Written"],
                        "cost": ["DON!!"],
                    },
                    "p2": {"leader": ["T-LEAD"], "deck": DECK, "life": LIFE, "hand": ["Filler"] * 2},
                },
                "step": steps,
            },
            "test",
        )
        scenario.run()
        return scenario

    # the prompt names no card (3-4-3: the other seat's texts show nothing of the hand)
    looking = run(
        [{"p1": "play", "card": "Written", "expect": {"decision.prompt ~": "opponent's hand (2 cards)"}}]
    )
    game = looking.game
    theirs = [game.card(i) for i in game.ids("p2.hand")]
    assert all(game.is_visible(c, 0) for c in theirs)
    done = run(
        [
            {"p1": "play", "card": "Written"},
            {"p1": "done", "expect": {"p1.hand.count": 1, "p2.hand.count": 2}},
        ]
    )
    assert not any(done.game.is_visible(done.game.card(i), 0) for i in done.game.ids("p2.hand"))


def test_shuffle_your_deck_and_each_player_shuffles() -> None:
    # OP 3-2-4: "shuffle your deck" changes its order at random; "Each player shuffles their deck"
    # is each player's own (1-3-10), with another action too
    alone = compile_line("[On Play] Shuffle your deck.", "character")
    assert alone.ability["effect"] == [{"do": "shuffle", "zone": "deck"}]
    card = _line_card("[On Play] Each player draws 1 card and shuffles their deck.")
    assert card["script"][0]["effect"] == [
        {"do": "op.each_player", "steps": [{"do": "draw", "n": 1}, {"do": "shuffle", "zone": "deck"}]}
    ]
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": 1, "p2.hand.count": 1}}],
        "OP 3-2-4",
    )


def test_your_opponent_reveals_their_hand() -> None:
    # OP 11-2-2: "Your opponent reveals their hand": both players see its cards as they are
    # revealed (the log names them to both seats), unrevealed once the effect is done
    card = _line_card("[On Play] Your opponent reveals their hand.")
    scenario = ScenarioRun(
        {
            "title": "reveal the hand",
            "rules": ["OP 11-2-2"],
            "game": "one-piece",
            "cards": [FILLER, LEADER, card],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "p1": {
                    "leader": ["T-LEAD"],
                    "deck": DECK,
                    "life": LIFE,
                    "hand": ["Written"],
                    "cost": ["DON!!"],
                },
                "p2": {"leader": ["T-LEAD"], "deck": DECK, "life": LIFE, "hand": ["Filler"] * 2},
            },
            "step": [{"p1": "play", "card": "Written"}],
        },
        "test",
    )
    scenario.run()
    game = scenario.game
    (shown,) = [e for e in game.events if e.kind == "reveal"]
    assert shown.names == ("Filler", "Filler")
    assert all(seats == frozenset({0, 1}) for seats in shown.known_to)
    assert not any(game.is_visible(game.card(i), 0) for i in game.ids("p2.hand"))


@pytest.mark.parametrize(
    ("words", "answer", "added"), [("up to 1", "no", 0), ("up to 1", "yes", 1), ("1", None, 1)]
)
def test_up_to_n_don_added_is_asked_and_a_bare_n_is_not(words: str, answer: str | None, added: int) -> None:
    # OP 8-4-4: "up to" lets the player choose 0; a bare number is done as far as possible (a
    # wave 12 mutation probe found "add up to 1 DON!! card" and "add 1 DON!! card" read alike)
    adder = _line_card(f"[On Play] Add {words} DON!! card from your DON!! deck and rest it.", "Adder")
    steps: list[dict[str, Any]] = [{"p1": "play", "card": "adder"}]
    if answer is not None:
        steps.append({"p1": answer})
    steps.append({"expect": {"p1.don_deck.count": 2 - added, "p1.cost.count": 1 + added}})
    play(
        [adder],
        {"hand": [{"code": "T-WRITTEN", "label": "adder"}], "cost": ["DON!!"], "don_deck": ["DON!!"] * 2},
        steps,
        "OP 8-4-4",
    )


@pytest.mark.parametrize(
    ("line", "own"),
    [
        ("[DON!! x1] This {} gains +1000 power.", "leader"),
        ("[DON!! x2] This {} gains [Rush].", "character"),
        ("[Activate: Main] You may rest this {}: Draw 1 card.", "stage"),
    ],
)
def test_this_card_is_named_by_its_own_category(line: str, own: str) -> None:
    # OP 2-2-1: "this Leader" is the Leader card itself; on a Character card it names no card, so
    # it is not read as "this Character" (a wave 12 mutation probe found both read alike)
    for category in ("leader", "character", "stage"):
        compiled = compile_line(line.format(category.capitalize()), own)
        assert compiled.automated == (category == own), (category, own)


# ====================================================================== wave 13: new packs
# (lines of the packs copied for this wave, quoted with their card codes; not in the samples)
def test_rest_n_of_your_cards_takes_any_card_of_your_field() -> None:
    # OP 8-3-1, 3-9, 4-4-2 (B30): OP14-029's "You may rest 2 of your cards": any two active cards of
    # your field, the cost area's DON!! too
    card = _line_card(
        "[Activate: Main] [Once Per Turn] You may rest 2 of your cards: This Character gains +2000 power "
        "until the end of your opponent's next End Phase."
    )
    play(
        [card],
        {
            "character": {"C1": {"code": "T-WRITTEN", "label": "me"}},
            "cost": [{"code": "DON!!", "label": "don"}],
        },
        [
            {"p1": "act", "card": "me"},
            {
                "p1": "choose",
                "cards": ["don", "lead"],
                "expect": {"card.don.state": "rested", "card.lead.state": "rested", "card.me.power": 5000},
            },
        ],
        "OP 8-3-1",
    )


def test_rest_n_of_your_don_and_this_character() -> None:
    # OP 8-3-1-5, 8-3-1: ST23-004's two costs with the DON!! first
    card = _line_card(
        "[Activate: Main] You may rest 1 of your DON!! cards and this Character: Give up to 1 of your "
        "opponent's Characters −1000 power during this turn."
    )
    play(
        [card],
        {
            "character": {"C1": {"code": "T-WRITTEN", "label": "me"}},
            "cost": [{"code": "DON!!", "label": "don"}],
        },
        [
            {"p1": "act", "card": "me"},
            {
                "p1": "choose",
                "cards": ["theirs"],
                "expect": {"card.theirs.power": 2000, "card.don.state": "rested", "card.me.state": "rested"},
            },
        ],
        "OP 8-3-1-5",
        character={"C1": {"code": "Filler", "label": "theirs"}},
    )


@pytest.mark.parametrize(
    ("words", "made"),
    [
        # OP11-036: a kind of card or a card by its name (2-1, 2-4)
        (
            "{Neptunian} type card or [Shirahoshi]",
            {"any_of": [{"types": "Neptunian"}, {"name": "Shirahoshi"}]},
        ),
        # OP11-022: the filter after the name is both's (B29)
        (
            "{Neptunian} type Character card or [Megalo] with a cost of 3 or less",
            {"any_of": [{"type": "character", "types": "Neptunian"}, {"name": "Megalo"}], "cost": {"<=": 3}},
        ),
    ],
)
def test_a_kind_of_card_or_a_name(words: str, made: dict[str, Any]) -> None:
    assert GRAMMAR.parse("hand_desc", words) == made


def test_a_list_of_three_with_a_comma_before_or() -> None:
    # OP05-076 "{Straw Hat Crew}, {Kid Pirates}, or {Heart Pirates} type card": the list's spelling
    assert (
        normalise("reveal up to 1 {A}, {B}, or {C} type card.") == "reveal up to 1 {A}, {B} or {C} type card"
    )
    assert normalise("[A], [B], or [C]") == "[A], [B] or [C]"
    assert normalise("K.O. up to 1 [A], or draw 1 card.") == "K.O. up to 1 [A], or draw 1 card"


def test_two_abilities_the_data_joined_on_one_line_are_split() -> None:
    # OP 10-2: ST31-001's text as the data prints it, two abilities on one line; a mark inside a
    # granted ability's quotes or after another word stays where it is
    text = (
        "[DON!! x2] This Character gains [Rush]. (This card can attack on the turn in which it is played.) "
        "[On Play] Draw 1 card and play up to 1 {Straw Hat Crew} type Character card with a cost of 5 or "
        "less other than [Sanji] from your hand."
    )
    rush, on_play = compile_text(text, "character")
    assert rush.automated and on_play.automated
    assert rush.ability["kind"] == "cont" and on_play.ability["trigger"] == {"on": "op.play", "card": "this"}
    granted = 'Your Leader gains "[When Attacking] Draw 1 card. [On Block] Draw 1 card."'
    assert len(ability_texts(granted)) == 1
    assert len(ability_texts("[Trigger] Activate this card's [Main] effect.")) == 1


@pytest.mark.parametrize(("colours", "power"), [(["red"], 8000), (["red", "green"], 5000)])
def test_your_leader_described_and_base_power_becomes(colours: list[str], power: int) -> None:
    # OP 4-9-2, 2-3 (B31): OP17-005 "Your monocolored Leader's base power becomes 8000 until the end
    # of your opponent's next End Phase": a base power set, on the Leader only when it is so
    card = _line_card(
        "[On Play] Your monocolored Leader's base power becomes 8000 until the end of your opponent's next "
        "End Phase."
    )
    leader = {**LEADER, "code": "T-LEAD2", "name": "Described Leader", "colours": colours}
    play(
        [card, leader],
        {"hand": ["Written"], "cost": ["DON!!"], "leader": [{"code": "T-LEAD2", "label": "lead"}]},
        [{"p1": "play", "card": "Written", "expect": {"card.lead.power": power}}],
        "OP 4-9-2",
    )


def test_base_power_becomes_in_the_newer_words() -> None:
    # OP 4-9-2: "<cards>'s base power becomes N" reads as "set the base power of <cards> to N"
    for words, older in (
        (
            "Up to 1 of your opponent's Characters' base power becomes 0 during this turn",
            "Set the base power of up to 1 of your opponent's Characters to 0 during this turn",
        ),
        (
            "Your Leader's base power becomes 7000 until the end of your opponent's next End Phase",
            "Set the base power of your Leader to 7000 until the end of your opponent's next End Phase",
        ),
    ):
        assert GRAMMAR.parse("effect", words) == GRAMMAR.parse("effect", older) is not None
    (cont,) = compile_text("[Opponent's Turn] This Character's base power becomes 6000.", "character")
    assert cont.ability["modifiers"] == [{"to": "this", "stat": "power", "set": 6000}]
    # "your opponent's" is not read as yours, nor a Leader described as any Leader
    assert GRAMMAR.parse("effect", "Your opponent's Leader's base power becomes 7000 during this turn") == [
        {"do": "modify", "cards": "op.opponent_leader", "stat": "power", "set": 7000, "until": "end_of_turn"}
    ]
    assert GRAMMAR.parse("effect", "Your {Navy} type Leader gains +1000 power during this turn") == [
        {
            "do": "modify",
            "cards": {"var": "op.leader", "types": "Navy"},
            "stat": "power",
            "add": 1000,
            "until": "end_of_turn",
        }
    ]


def test_leader_or_characters_and_don_added_with_its_state_first() -> None:
    # OP 2-2-3-1, 2-2-4-1: OP17-078 "Up to 1 of your Leader or Characters gains +4000 power during
    # this battle" is "Leader or Character cards"; OP17-074 "Add up to 1 DON!! card as rested from
    # your DON!! deck" is "… and rest it" (8-4-4: up to 1, asked)
    assert GRAMMAR.parse(
        "effect", "Up to 1 of your Leader or Characters gains +4000 power during this battle"
    ) == (
        GRAMMAR.parse(
            "effect", "Up to 1 of your Leader or Character cards gains +4000 power during this battle"
        )
    )
    for state in ("active", "rested"):
        verb = "set it as active" if state == "active" else "rest it"
        newer = GRAMMAR.parse("effect", f"Add up to 1 DON!! card as {state} from your DON!! deck")
        assert newer == GRAMMAR.parse("effect", f"Add up to 1 DON!! card from your DON!! deck and {verb}")
        assert newer is not None and newer[0]["steps"][0]["then"][0]["state"] == state
    card = _line_card("[On Play] Add up to 1 DON!! card as rested from your DON!! deck.")
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"], "don_deck": ["DON!!"] * 3},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "yes", "expect": {"p1.cost.count": 2, "p1.don_deck.count": 2}},
        ],
        "OP 8-4-4",
    )


def test_keywords_the_data_joined_to_the_next_ability() -> None:
    # OP 10-1, 10-2: OP17-029 "[Blocker] [On Play] Set up to 1 of your DON!! cards as active. …"
    # (the reminder text left out): the keyword is an ability of its own
    assert ability_texts("[Blocker] [On Play] Set up to 1 of your DON!! cards as active.") == [
        "[Blocker]",
        "[On Play] Set up to 1 of your DON!! cards as active.",
    ]
    # EB01-003 with no space after the reminder; a [DON!! xN] condition before its timing stays
    assert ability_texts("[Rush] (This card can attack.)[When Attacking] Draw 1 card.") == [
        "[Rush] (This card can attack.)",
        "[When Attacking] Draw 1 card.",
    ]
    assert len(ability_texts("[DON!! x1] [When Attacking] Draw 1 card.")) == 1
    assert len(ability_texts("[Blocker] [Rush]")) == 1


@pytest.mark.parametrize(("theirs", "kod"), [(3, True), (1, False)])
def test_you_and_your_opponent_have_a_total_of_life_cards(theirs: int, kod: bool) -> None:
    # OP 3-10, 4-10-1: OP11-114 "If you and your opponent have a total of 5 or more Life cards": both
    # players' Life cards counted together (3 + 3, then 3 + 1)
    line = (
        "[Main] You may rest 3 of your DON!! cards: If you and your opponent have a total of 5 or more Life "
        "cards, K.O. up to 1 of your opponent's Characters with a base cost of 5 or less."
    )
    (entry,) = compile_text(line, "event")
    assert entry.automated
    event = {
        "code": "T-EV",
        "name": "Test Event",
        "type": "event",
        "colours": ["red"],
        "fields": {"cost": 1},
        "script": [dict(entry.ability)],
    }
    steps: list[dict[str, Any]] = [{"p1": "play", "card": "Test Event"}, {"p1": "yes"}]
    if kod:
        steps.append({"p1": "choose", "cards": ["theirs"]})
    steps.append({"expect": {"card.theirs.zone": "p2.trash" if kod else "p2.character"}})
    play(
        [event],
        {"hand": ["Test Event"], "cost": ["DON!!"] * 4},
        steps,
        "OP 3-10",
        character={"C1": {"code": "Filler", "label": "theirs"}},
        life=["Filler"] * theirs,
    )


def test_gains_a_keyword_and_cost_and_three_names() -> None:
    # OP 2-7, 10-1: ST25-002 "… this Character gains [Blocker] and +1 cost"; OP17-061 "Play up to 1
    # [King], [Queen], or [Jack] from your hand": any of the three names (2-1)
    (cont,) = compile_text(
        "If you have 2 or more Characters with a base cost of 5 or more, this Character gains [Blocker] and "
        "+1 cost.",
        "character",
    )
    assert cont.ability["modifiers"] == [
        {"to": "this", "stat": "keywords", "grant": "blocker"},
        {"to": "this", "stat": "cost", "add": 1},
    ]
    assert GRAMMAR.parse("hand_desc", "[King], [Queen] or [Jack]") == {"name": ["King", "Queen", "Jack"]}


def test_your_stage_to_the_bottom_of_your_deck_as_a_cost() -> None:
    # OP 8-3-1, 3-8: OP05-104 "You may place 1 of your Stages at the bottom of your deck: Draw 1 card
    # and trash 1 card from your hand" (the Stage is one of your own cards on the field)
    card = _line_card(
        "[On Play] You may place 1 of your Stages at the bottom of your deck: Draw 1 card and trash 1 card "
        "from your hand."
    )
    stage = {"code": "T-STG", "name": "Stage", "type": "stage", "colours": ["red"], "fields": {"cost": 1}}
    play(
        [card, stage],
        {"hand": ["Written"], "cost": ["DON!!"], "stage": [{"code": "Stage", "label": "stg"}]},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["stg"], "expect": {"card.stg.zone": "p1.deck", "p1.hand.count": 1}},
        ],
        "OP 8-3-1",
    )


@pytest.mark.parametrize(("life", "left"), [(3, 1), (1, 1), (0, 0)])
def test_trash_life_cards_until_you_have_n(life: int, left: int) -> None:
    # OP 3-10-2: EB01-060's "Then, trash cards from the top of your Life cards until you have 1 Life
    # card": the top ones past that number, none with that many or fewer
    (step,) = [
        GRAMMAR.parse("effect", "Trash cards from the top of your Life cards until you have 1 Life card")
    ]
    card = {
        **FILLER,
        "code": "T-WRITTEN",
        "name": "Written",
        "script": [{"kind": "auto", "trigger": {"on": "op.play", "card": "this"}, "effect": step}],
    }
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"], "life": ["Filler"] * life},
        [{"p1": "play", "card": "Written", "expect": {"p1.life.count": left, "p1.trash.count": life - left}}],
        "OP 3-10-2",
    )


def test_your_leader_with_or_up_to_1_of_your_characters_with() -> None:
    # OP 8-4-4: OP17-056 "Up to 1 of your Leader with a type including "Rocks Pirates" or up to 1 of
    # your Characters with a type including "Rocks Pirates" gains +2000 power": one card, either
    # kind; with another count first it is not read
    made = GRAMMAR.parse(
        "effect",
        'Up to 1 of your Leader with a type including "Rocks Pirates" or up to 1 of your Characters with a '
        'type including "Rocks Pirates" gains +2000 power during this battle',
    )
    assert made is not None and made[0]["n"] == 1
    assert made[0]["from"]["any_of"][0] == {"type": "leader", "op.type_includes": "Rocks Pirates"}
    assert (
        GRAMMAR.parse(
            "effect",
            'Up to 2 of your Leader with a type including "X" or up to 1 of your Characters gains +1000 '
            "power during this turn",
        )
        is None
    )
    # OP05-056 / OP07-006 / OP06-081: the costs' other words
    for cost, atom in (
        (
            "You may place 1 of your Characters other than this Character at the bottom of your deck",
            {"op.own_cards": 1, "filter": {"type": "character", "other": True}, "to": "bottom"},
        ),
        (
            "You may give your 1 active Leader -5000 power during this turn",
            {"op.give_power": -5000, "to": "leader", "active": True, "until": "end_of_turn"},
        ),
        (
            "You may return 2 cards from your trash to the bottom of your deck in any order",
            {"op.trash_hand": 2, "filter": {}, "from": "trash", "to": "bottom"},
        ),
    ):
        assert GRAMMAR.parse("cost", cost) == [atom]


def test_rest_your_typed_leader_or_stage_as_a_cost() -> None:
    # OP 8-3-1, 3-8: OP10-088 "You may rest this Character and 1 of your {Dressrosa} type Leader or
    # Stage cards: Draw 1 card. Then, trash 2 cards from the top of your deck": the Stage may pay it
    card = _line_card(
        "[Activate: Main] You may rest this Character and 1 of your {Dressrosa} type Leader or Stage cards: "
        "Draw 1 card. Then, trash 2 cards from the top of your deck."
    )
    stage = {
        "code": "T-STG",
        "name": "Stage",
        "type": "stage",
        "colours": ["red"],
        "fields": {"cost": 1, "types": ["Dressrosa"]},
    }
    play(
        [card, stage],
        {
            "character": {"C1": {"code": "T-WRITTEN", "label": "me"}},
            "stage": [{"code": "Stage", "label": "stg"}],
        },
        [
            {"p1": "act", "card": "me"},
            # the Leader is not {Dressrosa}: the Stage is the one card that can pay
            {
                "p1": "choose",
                "cards": ["stg"],
                "expect": {"card.stg.state": "rested", "card.me.state": "rested", "p1.hand.count": 1},
            },
        ],
        "OP 8-3-1",
    )


@pytest.mark.parametrize(
    ("words", "made"),
    [
        # EB04-029 "reveal up to 1 [Sanji] or Event card" (2-1)
        ("[Sanji] or Event card", {"any_of": [{"name": "Sanji"}, {"type": "event"}]}),
        # OP09-046: two kinds, the second by a part of its type, the filter after both (2-4-3-1)
        (
            '{Cross Guild} type Character card or Character card with a type including "Baroque Works" with '
            "a cost of 5 or less",
            {
                "any_of": [
                    {"type": "character", "types": "Cross Guild"},
                    {"type": "character", "op.type_includes": "Baroque Works"},
                ],
                "cost": {"<=": 5},
            },
        ),
    ],
)
def test_a_name_or_a_kind_and_two_kinds_of_card(words: str, made: dict[str, Any]) -> None:
    assert GRAMMAR.parse("hand_desc", words) == made
    # OP09-045 "If you have a [Buggy] or [Mohji] Character": either name (2-1)
    assert GRAMMAR.parse("field", "of your [Buggy] or [Mohji] Characters") == {
        "zone": ["leader", "character"],
        "type": "character",
        "whose": "you",
        "name": ["Buggy", "Mohji"],
    }


def test_ko_it_after_that_character_is_checked() -> None:
    # OP 8-4-4, 4-10-2: OP06-074 "Negate the effect of up to 1 of your opponent's Characters during
    # this turn. Then, if that Character has 5000 power or less, K.O. it": "it" is the card chosen
    (entry,) = compile_text(
        "[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your "
        "DON!! deck.): Negate the effect of up to 1 of your opponent's Characters during this turn. Then, if "
        "that Character has 5000 power or less, K.O. it.",
        "character",
    )
    assert entry.automated
    assert entry.ability["effect"][-1] == {
        "do": "if",
        "if": {"exists": {"var": "chosen", "power": {"<=": 5000}}},
        "then": [{"do": "op.ko", "cards": "chosen"}],
    }
    # with no card chosen before, "it" names nothing: by hand
    (alone,) = compile_text(
        "[On Play] Draw 1 card. Then, if that Character has 5000 power or less, K.O. it.", "character"
    )
    assert not alone.automated


def test_ko_up_to_2_with_a_total_power() -> None:
    # OP 8-4-4: OP09-018 "K.O. up to 2 of your opponent's Characters with a total power of 4000 or
    # less": each chosen among those whose power fits what is left (3000, then 1000 fits; 2000 not)
    card = _line_card(
        "[On Play] K.O. up to 2 of your opponent's Characters with a total power of 4000 or less."
    )
    low = {**FILLER, "code": "T-LOW", "name": "Low", "fields": {"cost": 1, "power": 1000, "types": []}}
    mid = {**FILLER, "code": "T-MID", "name": "Mid", "fields": {"cost": 1, "power": 2000, "types": []}}
    play(
        [card, low, mid],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "Written"},
            {"p1": "choose", "cards": ["a"], "expect": {"decision.count": 1}},
            {
                "p1": "choose",
                "cards": ["c"],
                "expect": {"card.a.zone": "p2.trash", "card.c.zone": "p2.trash"},
            },
        ],
        "OP 8-4-4",
        character={
            "C1": {"code": "Filler", "label": "a"},
            "C2": {"code": "Mid", "label": "b"},
            "C3": {"code": "Low", "label": "c"},
        },
    )


def test_a_keyword_or_timing_mark_is_never_a_card_name() -> None:
    # OP 10-1, 10-2: "an Event or [Trigger]" is not a card named "Trigger" (a probe of this wave's
    # "… or [name]" descriptions found it read so)
    for words in (
        "Event or [Trigger]",
        "[Trigger] or Event card",
        "Event card or [On Play]",
        "[Blocker] or [Rush]",
    ):
        assert GRAMMAR.parse("hand_desc", words) is None
    assert GRAMMAR.parse("hand_desc", "[Nami] or Event card") == {
        "any_of": [{"name": "Nami"}, {"type": "event"}]
    }


def test_when_your_opponent_activates_an_event_or_a_trigger() -> None:
    # OP 8-4-2, 10-1-5-1, 7-1-2: OP11-102 "When your opponent activates an Event or [Trigger]" and
    # OP06-048 "… activates [Blocker] or an Event": one ability on either event
    (made,) = compile_text(
        "[Your Turn] When your opponent activates an Event or [Trigger], draw 1 card.", "leader"
    )
    assert made.ability["trigger"] == [
        {"on": "move", "player": "opponent", "data": {"reason": "activate"}},
        {"on": "move", "from": "life", "to": "no_area", "whose": "opponent"},
    ]
    (made,) = compile_text("When your opponent activates [Blocker] or an Event, draw 1 card.", "character")
    assert made.ability["trigger"] == [
        {"on": "op.block", "player": "opponent"},
        {"on": "move", "player": "opponent", "data": {"reason": "activate"}},
    ]


@pytest.mark.parametrize(("attacker", "zone"), [("lead", "p2.character"), ("big", "p2.trash")])
def test_cannot_be_kod_in_battle_by_leaders(attacker: str, zone: str) -> None:
    # OP 1-3-3, 7-1-4-1-2: ST08-002 "This Character cannot be K.O.'d in battle by Leaders": read on
    # the battle's attacker (a Leader's attack leaves it, a Character's K.O.s it)
    card = _line_card("This Character cannot be K.O.'d in battle by Leaders.", "Tough")
    play(
        [card],
        {
            "character": {"C1": {"code": "Big Filler", "label": "big"}},
            "leader": [{"code": "T-LEAD", "label": "lead", "attached": ["DON!!"]}],
        },
        [
            {"p1": "attack", "card": attacker, "attacks": "C1"},
            {"p2": "pass"},
            {"p2": "pass", "expect": {"card.tough.zone": zone}},
        ],
        "OP 1-3-3",
        character={"C1": {"code": "Tough", "label": "tough", "state": "rested"}},
    )


def test_the_attribute_words_and_a_named_leader() -> None:
    # OP 2-5, 2-1: P-025 "… by Characters without the <Special> attribute", P-007 "… by <Strike>
    # attribute Leaders or Characters"; OP09-106 "Up to 1 of your [Nico Robin] Leader gains …"
    assert GRAMMAR.parse("field_desc", "Characters without the <Special> attribute") == {
        "type": "character",
        "not": {"attributes": "Special"},
    }
    assert GRAMMAR.parse("field_desc", "<Strike> attribute Leaders or Characters") == {
        "type": ["leader", "character"],
        "attributes": "Strike",
    }
    assert GRAMMAR.parse("field_desc", "[Nico Robin] Leader") == {"type": "leader", "name": "Nico Robin"}


@pytest.mark.parametrize(("named", "kod"), [(1, True), (2, False)])
def test_choose_a_cost_and_reveal_your_opponents_top_card(named: int, kod: bool) -> None:
    # OP 2-7, 11-2 (B32): OP11-081 "Choose a cost and reveal 1 card from the top of your opponent's
    # deck. If the revealed card has the chosen cost, K.O. up to 1 of your opponent's Characters with a
    # base cost of 8 or less" (their deck's top card costs 1)
    (entry,) = compile_text(
        "[Main] Choose a cost and reveal 1 card from the top of your opponent's deck. If the revealed card "
        "has the chosen cost, K.O. up to 1 of your opponent's Characters with a base cost of 8 or less.",
        "event",
    )
    event = {
        "code": "T-EV",
        "name": "Test Event",
        "type": "event",
        "colours": ["blue"],
        "fields": {"cost": 1},
        "script": [dict(entry.ability)],
    }
    steps: list[dict[str, Any]] = [
        {"p1": "play", "card": "Test Event"},
        {"p1": "number", "number": named, "expect": {"p2.deck.count": len(DECK)}},
    ]
    if kod:
        steps.append({"p1": "choose", "cards": ["theirs"]})
    steps.append({"expect": {"card.theirs.zone": "p2.trash" if kod else "p2.character"}})
    play(
        [event],
        {"hand": ["Test Event"], "cost": ["DON!!"]},
        steps,
        "OP 11-2",
        character={"C1": {"code": "Filler", "label": "theirs"}},
    )
    # "Look at 1 card from the top of your opponent's deck" (OP11-070): seen, left there (11-3)
    assert GRAMMAR.parse("effect", "Look at 1 card from the top of your opponent's deck") == [
        {"do": "look", "zone": "deck", "whose": "opponent", "n": 1}
    ]


def test_a_rested_don_given_to_its_owners_leader() -> None:
    # OP 6-5-5-1 (B33): OP15-012 "Give up to 1 rested DON!! card to its owner's Leader or 1 of their
    # Characters": your opponent's Leader takes one of their own rested DON!!
    card = _line_card(
        "[When Attacking] Give up to 1 rested DON!! card to its owner's Leader or 1 of their Characters."
    )
    play(
        [card],
        {"character": {"C1": {"code": "T-WRITTEN", "label": "me"}}},
        [
            {"p1": "attack", "card": "me", "attacks": "leader"},
            {"p1": "choose", "cards": ["foe"]},
            {"p1": "yes", "expect": {"card.foe.attached": ["DON!!"], "p2.cost.count": 0, "p1.cost.count": 0}},
        ],
        "OP 6-5-5-1",
        cost=[{"code": "DON!!", "state": "rested"}],
    )


def test_two_filters_with_and_that_has() -> None:
    # OP 6-5-5, 8-4-4: OP15-018 "K.O. up to 1 of your opponent's Characters with 3000 power or less
    # with a DON!! card given": both hold (the one with a DON!! given, in p1's turn at its power)
    card = _line_card(
        "[On Play] K.O. up to 1 of your opponent's Characters with 3000 power or less with a DON!! card "
        "given."
    )
    play(
        [card],
        {"hand": ["Written"], "cost": ["DON!!"]},
        [
            {"p1": "play", "card": "Written", "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["given"], "expect": {"card.given.zone": "p2.trash"}},
        ],
        "OP 6-5-5",
        character={
            "C1": {"code": "Filler", "label": "plain"},
            "C2": {"code": "Filler", "label": "given", "attached": ["DON!!"]},
        },
    )
    # OP15-038 "… rested Characters with a cost of 8 or less that has 2 or more DON!! cards given"
    assert GRAMMAR.parse(
        "field_desc", "rested Characters with a cost of 8 or less that has 2 or more DON!! cards given"
    ) == {
        "type": "character",
        "state": "rested",
        "cost": {"<=": 8},
        "any_of": [{"op.given": {">=": 2}}],
    }


def test_this_effect_can_be_activated_at_the_start_of_your_turn() -> None:
    # OP 8-1-3-1: OP11-040 "This effect can be activated at the start of your turn. If you have 8 or
    # more DON!! cards on your field, …" reads as "At the start of your turn, if …"
    assert normalise(
        "This effect can be activated at the start of your turn. If you have 8 cards, draw 1 card."
    ) == ("At the start of your turn, If you have 8 cards, draw 1 card")
    (entry,) = compile_text(
        "This effect can be activated at the start of your turn. If you have 8 or more DON!! cards on your "
        "field, look at 5 cards from the top of your deck; reveal up to 1 {Straw Hat Crew} type card and add "
        "it to your hand. Then, place the rest at the top or bottom of the deck in any order.",
        "leader",
    )
    assert entry.automated and entry.ability["trigger"] == {
        "on": "phase",
        "phase": "refresh",
        "turn": "yours",
    }


@pytest.mark.parametrize(("big", "attacks"), [(True, True), (False, False)])
def test_cannot_attack_unless(big: bool, attacks: bool) -> None:
    # OP 1-3-3: EB04-051 "This Character cannot attack unless there is a Character with 12000 base
    # power or more": forbidden while the condition does not hold
    card = _line_card(
        "This Character cannot attack unless there is a Character with 12000 base power or more."
    )
    huge = {**FILLER, "code": "T-HUGE", "name": "Huge", "fields": {"cost": 9, "power": 12000, "types": []}}
    step: dict[str, Any] = {"p1": "attack", "card": "me", "attacks": "leader"}
    if not attacks:
        step["refused"] = True
    play(
        [card, huge],
        {"character": {"C1": {"code": "T-WRITTEN", "label": "me"}, **({"C2": "Huge"} if big else {})}},
        [step],
        "OP 1-3-3",
    )


def test_up_to_a_total_of_and_your_described_leader_set_active() -> None:
    # OP 8-4-4: EB01-053 "Give up to a total of 2 of your opponent's Leader or Character cards −3000
    # power" is "up to 2 of …"; EB04-012 "set your {Land of Wano} type Leader as active": the Leader
    # when it is so
    assert normalise("Up to a total of 3 of your Leader and Character cards gain +1000 power.") == (
        "Up to 3 of your Leader and Character cards gain +1000 power"
    )
    # OP15-106 "play up to 1 yellow Character or Stage card with a cost of 2 or less from your hand"
    assert GRAMMAR.parse("hand_desc", "yellow Character or Stage card") == {
        "type": ["character", "stage"],
        "colour": "yellow",
    }
    assert GRAMMAR.parse("effect", "Set your {Land of Wano} type Leader as active") == [
        {"do": "state", "to": "active", "cards": {"var": "op.leader", "types": "Land of Wano"}}
    ]


@pytest.mark.parametrize(("crew", "drawn"), [(1, 1), (0, 0)])
def test_characters_on_your_field_counted(crew: int, drawn: int) -> None:
    # OP 3-7, 4-10-1: OP07-050 "If you have 2 or more {Amazon Lily} or {Kuja Pirates} type Characters
    # on your field, …": the Characters of your area (the one played counts), as "you have 2 or more
    # … Characters" reads them
    card = _line_card(
        "[On Play] If you have 2 or more {Test Crew} or {Kuja Pirates} type Characters on your field, draw 1 "
        "card."
    )
    play(
        [card],
        {
            "hand": ["Written"],
            "cost": ["DON!!"],
            "character": {f"C{i}": "Filler" for i in range(1, crew + 1)},
        },
        [{"p1": "play", "card": "Written", "expect": {"p1.hand.count": drawn}}],
        "OP 4-10-1",
    )


FUZA_TEXT = (
    "All of your [Shura] cards and this Character gain [Unblockable].\n(This card cannot be blocked.)\n"
    "[Opponent's Turn] All of your [Shura] cards' base power and this Character's base power become 6000."
)


def test_your_named_cards_and_this_character_gain_and_base_power_become() -> None:
    # OP 4-9-2, 10-1-4 (B35): OP15-070 Fuza (extra pack, exact text above): the named cards and
    # this Character, both; a card of another name neither
    fuza = {
        **FILLER,
        "code": "OP15-070",
        "name": "Fuza",
        "fields": {"cost": 3, "power": 4000, "types": ["Animal", "Sky Island"]},
        "script": [dict(c.ability) for c in compile_text(FUZA_TEXT, "character")],
    }
    shura = {**FILLER, "code": "T-SHURA", "name": "Shura"}
    mine = {
        "C1": {"code": "OP15-070", "label": "fuza"},
        "C2": {"code": "T-SHURA", "label": "shura"},
        "C3": {"code": "T-FILL", "label": "other"},
    }
    play(
        [fuza, shura],
        {"character": mine},
        [
            {
                "expect": {
                    "card.fuza.keywords": ["unblockable"],
                    "card.shura.keywords": ["unblockable"],
                    "card.other.keywords": [],
                    "card.fuza.power": 4000,
                    "card.shura.power": 3000,
                }
            },
            {
                "p1": "pass",
                "expect": {
                    "turn_player": "p2",
                    "card.fuza.power": 6000,
                    "card.shura.power": 6000,
                    "card.other.power": 3000,
                },
            },
        ],
        "OP 4-9-2",
    )
    # mutants: another owner, another stat on one side, "or", a power change: by hand
    for line in (
        "All of your opponent's [Shura] cards and this Character gain [Unblockable].",
        "All of your [Shura] cards or this Character gain [Unblockable].",
        "[Opponent's Turn] All of your opponent's [Shura] cards' base power and this Character's base power "
        "become 6000.",
        "[Opponent's Turn] All of your [Shura] cards' base power and this Character's base cost become 6000.",
        "[Opponent's Turn] All of your [Shura] cards' power and this Character's power become 6000.",
    ):
        (ability,) = compile_text(line, "character")
        assert ability.ability.get("automated") is False, line
    line = "[Your Turn] All of your [Shura] cards' base cost and this Character's base cost become 6."
    (cost,) = compile_text(line, "character")
    assert cost.ability["condition"] == {"turn": "yours"}
    assert [m["stat"] for m in cost.ability["modifiers"]] == ["cost", "cost"]


def test_on_ko_adds_this_character_card_from_the_trash_to_the_hand() -> None:
    # OP 10-2-17-1 (B36): P-071 Marco (extra pack) "[On K.O.] You may add this Character card
    # to your hand." and OP15-042 Kyros's "[On K.O.] Add this Character card from your trash to your
    # hand.": the K.O.'d card goes from the trash to its owner's hand
    event = real("ST01-015")  # [Main] K.O. up to 1 of your opponent's Characters with 6000 power or less.
    for text, asked in (
        ("[On K.O.] You may add this Character card to your hand.", True),
        ("[On K.O.] Add this Character card from your trash to your hand.", False),
    ):
        marco = {
            **FILLER,
            "code": "P-071",
            "name": "Marco",
            "fields": {"cost": 4, "power": 6000, "types": ["Whitebeard Pirates"]},
            "script": [dict(c.ability) for c in compile_text(text, "character")],
        }
        yes = [{"p2": "yes"}] if asked else []
        play(
            [marco, event],
            {"hand": [event["code"]], "cost": ["DON!!"] * 4},
            [
                {"p1": "play", "card": event["name"]},
                {"p1": "choose", "cards": ["marco"]},
                *yes,
                {"expect": {"card.marco.zone": "p2.hand"}},
            ],
            "OP 10-2-17",
            character={"C1": {"code": "P-071", "label": "marco"}},
        )
    # mutants: another zone or owner stays by hand
    for line in (
        "[On K.O.] Add this Character card from your deck to your hand.",
        "[On K.O.] Add this Character card from your opponent's trash to your hand.",
        "[On K.O.] Add this Character card from your trash to your opponent's hand.",
        "[On K.O.] Add this Character card from your trash to your Life cards.",
        "[On K.O.] Add that Character card from your trash to your hand.",
    ):
        (ability,) = compile_text(line, "character")
        assert ability.ability.get("automated") is False, line


def test_a_named_card_on_your_field_counts_your_stage() -> None:
    # OP 3-1-2 (B37): EB02-033 Klabautermann (extra pack) "If you have [Merry Go] on your field, this
    # Character gains [Blocker]." ([Merry Go] is a Stage) and EB02-012 Gaimon "If you have a
    # [Sarfunkel], this Character gains [Blocker]."
    merry = {
        "code": "T-MERRY",
        "name": "Merry Go",
        "type": "stage",
        "colours": ["purple"],
        "fields": {"cost": 1},
    }
    for text, named in (
        ("If you have [Merry Go] on your field, this Character gains [Blocker].", "Merry Go"),
        ("If you have a [Sarfunkel], this Character gains [Blocker].", "Sarfunkel"),
    ):
        script = [dict(c.ability) for c in compile_text(text, "character")]
        card = {**FILLER, "code": "T-SPRITE", "name": "Sprite", "script": script}
        other = {**FILLER, "code": "T-SARF", "name": "Sarfunkel"}
        here: dict[str, Any] = {"character": {"C1": {"code": "T-SPRITE", "label": "me"}}}
        play([card, merry, other], here, [{"expect": {"card.me.keywords": []}}], "OP 3-1-2")
        mine = (
            {**here, "stage": [{"code": "T-MERRY", "label": "stg"}]}
            if named == "Merry Go"
            else {"character": {**here["character"], "C2": {"code": "T-SARF", "label": "sarf"}}}
        )
        play([card, merry, other], mine, [{"expect": {"card.me.keywords": ["blocker"]}}], "OP 3-1-2")
        # the opponent's card of that name is not yours
        play(
            [card, merry, other],
            here,
            [{"expect": {"card.me.keywords": []}}],
            "OP 3-1-2",
            **{k: v for k, v in mine.items() if k == "stage"},
            **({"character": {"C1": {"code": "T-SARF", "label": "sarf"}}} if named == "Sarfunkel" else {}),
        )
    for line in (
        "If your opponent has [Merry Go] on your field, this Character gains [Blocker].",
        "If you have [Merry Go] on your opponent's field, this Character gains [Blocker].",
        "If you have no [Merry Go] on your field, this Character gains [Blocker].",
        "If your opponent has a [Sarfunkel], this Character gains [Blocker].",
    ):
        (ability,) = compile_text(line, "character")
        assert ability.ability.get("automated") is False, line
