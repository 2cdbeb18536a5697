"""The card-text compiler: real cards' exact printed text, compiled, played by the rules.

Each test takes a real card from the English data set (``shared/samples/full`` beside the repository),
compiles its text (``docs/card-compiler.md``) and checks in a game that the effect happens as
printed: the power change, the card moved, the choice offered. Scenarios are built here in the
format of ``docs/scenarios.md`` with the compiled card records.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest
from helpers.samples import SHARED_SAMPLES
from helpers.ws_records import project_record

from desktop_app.games import get_ruleset
from desktop_app.games.weiss_schwarz.compiler import compile_line, compile_text, normalise
from desktop_app.scenarios.runner import ScenarioRun

FULL = SHARED_SAMPLES / "full"
pytestmark = pytest.mark.skipif(not FULL.exists(), reason="the shared sample files are not here")

FILLER = {
    "code": "T-FILL",
    "name": "Filler",
    "type": "character",
    "colours": ["yellow"],
    "fields": {"level": 0, "cost": 0, "power": 1000, "soul": 1, "triggers": []},
}
ALLY = {**FILLER, "code": "T-ALLY", "name": "Ally", "fields": {**FILLER["fields"], "level": 3, "power": 5000}}
GREEN = {**FILLER, "code": "T-GREEN", "name": "Green Filler", "colours": ["green"]}
CLIMAX = {
    "code": "T-CX",
    "name": "Climax",
    "type": "climax",
    "colours": ["yellow"],
    "fields": {"triggers": []},
}
LIBRARY = ["Filler"] * 10
#: this card's battle opponent (WS 7.5), as the compiler names it
_BATTLING = {"zone": "stage", "whose": "opponent", "battle_opponent": "this"}


@cache
def _raw_cards() -> dict[str, dict[str, Any]]:
    cards: dict[str, dict[str, Any]] = {}
    for path in (
        FULL / "ws-KGL_S79.json",
        FULL / "ws-BD_W47.json",
        FULL / "ws-sets" / "BD_WE35.json",
        FULL / "ws-sets" / "AOT_SX04.json",
        FULL / "ws-sets" / "AB_W31.json",
        FULL / "ws-sets" / "AOT_S35.json",
        FULL / "ws-sets" / "APO_S53.json",
        FULL / "ws-sets" / "AYT_W110.json",
        FULL / "ws-sets" / "BDG_W63.json",
        FULL / "ws-sets" / "FT_S120.json",
        FULL / "ws-sets" / "OVL_S99.json",
        FULL / "ws-sets" / "FGO_S75.json",
        FULL / "ws-sets" / "CSM_S96.json",
        FULL / "ws-sets" / "MAR_S89.json",
        FULL / "ws-sets" / "DG_S03.json",
        FULL / "ws-sets" / "F_W120.json",
        FULL / "ws-sets" / "GRI_S72.json",
        FULL / "ws-sets" / "BD2_W73.json",
        FULL / "ws-sets" / "TL1_W37.json",
        FULL / "ws-sets" / "NGL_S58.json",
        FULL / "ws-sets" / "JJ_SE41.json",
        FULL / "ws-sets" / "P3_SE46.json",
        FULL / "ws-sets" / "KGL_S95.json",
        FULL / "ws-sets" / "HOL_W104.json",
        FULL / "ws-sets" / "HOL_WE44.json",
        FULL / "ws-sets" / "KC2_S31.json",
        FULL / "ws-sets" / "MKI_W126.json",
        FULL / "ws-sets" / "SHS_W98.json",
        FULL / "ws-sets" / "SAOM_S51.json",
        FULL / "ws-sets" / "EIS_SX07.json",
        FULL / "ws-sets" / "CSM_S96.json",
        FULL / "ws-sets" / "FS_S77.json",
        FULL / "ws-sets" / "RSL_S69.json",
        FULL / "ws-sets" / "PD1_S22.json",
        FULL / "ws-sets" / "PJS_S91.json",
        FULL / "ws-sets" / "GGO_SE50.json",
        FULL / "ws-sets" / "SHS_W56.json",
        FULL / "ws-sets" / "SAO2_S26.json",
        FULL / "ws-sets" / "BNJ_SX01.json",
        FULL / "ws-sets" / "FSU2_S36.json",
        FULL / "ws-sets" / "MR_W80.json",
        FULL / "ws-sets" / "AYT_W110.json",
        FULL / "ws-sets" / "NM_S24.json",
        FULL / "ws-sets" / "MOB_SX02.json",
        FULL / "ws-sets" / "SPY_S106.json",
        FULL / "ws-sets" / "DDD_S118.json",
        FULL / "ws-sets" / "RKN_S115.json",
        FULL / "ws-sets" / "SAO_S100.json",
        FULL / "ws-sets" / "LLDX_W01.json",
        FULL / "ws-sets" / "GRI_S72.json",
        FULL / "ws-sets" / "SBY_W114.json",
        FULL / "ws-sets" / "LSSE1_WE27.json",
        FULL / "ws-sets" / "RWBY_WXE01.json",
        FULL / "ws-sets" / "RZ_S68.json",
        FULL / "ws-sets" / "NKE1_WE22.json",
        FULL / "ws-sets" / "SYE_WE09.json",
    ):
        for raw in json.loads(path.read_text(encoding="utf-8")):
            cards[raw["code"]] = raw
    return cards


def real(code: str) -> dict[str, Any]:
    """A real card as a project record whose script is the compiler's."""
    record = project_record(_raw_cards()[code])
    record["script"] = [dict(c.ability) for c in compile_text(record["text"], record["type"])]
    return record


def play(
    cards: list[dict[str, Any]], position: dict[str, Any], steps: list[dict[str, Any]], rule: str
) -> None:
    ScenarioRun(
        {
            "title": "compiled card",
            "rules": [rule],
            "game": "weiss-schwarz",
            "cards": [FILLER, ALLY, GREEN, *cards],
            "position": {"turn": 4, "turn_player": "p1", "step": "", "p2": {"library": LIBRARY}, **position},
            "step": steps,
        },
        "test",
    ).run()


def test_a_climax_boost_gives_every_character_power_and_soul() -> None:
    climax = real("KGL/S79-E021")  # 【CONT】 All of your characters get +1000 power and +1 soul.
    assert get_ruleset("weiss-schwarz").card_from_record(climax).automated
    stage = {"FC": {"code": "Ally", "label": "A"}, "BL": {"code": "Filler", "label": "B"}}
    play(
        [climax],
        {"phase": "main", "p1": {"climax": [climax["code"]], "stage": stage, "library": LIBRARY}},
        [{"expect": {"card.A.power": 6000, "card.A.soul": 2, "card.B.power": 2000, "card.B.soul": 2}}],
        "WS 8.9.1",
    )


def test_assist_gives_power_to_the_characters_in_front() -> None:
    assist = real(
        "KGL/S79-E029"
    )  # 【CONT】 Assist All of your characters in front of this card get +2000 power.
    stage = {"BL": assist["code"], "FL": {"code": "Ally", "label": "A"}, "FR": {"code": "Ally", "label": "C"}}
    play(
        [assist],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.A.power": 7000, "card.C.power": 5000}}],  # WS 10.10: only in front of it
        "WS 10.10",
    )


def test_the_level_times_500_assist_reads_each_characters_level() -> None:
    assist = real("BD/W47-E047")  # Assist … +X power. X is equal to 500 multiplied by that character's level.
    stage = {"BR": assist["code"], "FR": {"code": "Ally", "label": "A"}}
    play(
        [assist],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.A.power": 6500}}],  # level 3 x 500
        "WS 10.10",
    )


def test_heal_on_play_offers_the_choice_and_moves_the_clock_card() -> None:
    healer = real("KGL/S79-E025")  # When this card is placed on the stage from your hand, you may put the
    # top card of your clock into your waiting room.
    p1 = {
        "hand": [healer["code"]],
        "clock": ["Filler", {"code": "Ally", "label": "T"}],
        "level": ["Green Filler", "Filler", "Filler"],
        "stock": ["Filler", "Filler"],
        "library": LIBRARY,
    }
    play(
        [healer],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": healer["code"], "slot": "FC", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"card.T.zone": "p1.waiting_room", "p1.clock.count": 1}},
        ],
        "WS 8.7",
    )


def test_bond_returns_the_named_card_after_the_cost() -> None:
    bond = real("KGL/S79-E062")  # Bond/"Head Tilt Kei" [Put 1 card from your hand into your waiting room]
    kei = {**FILLER, "code": "T-KEI", "name": "Head Tilt Kei"}
    p1 = {
        "hand": [bond["code"], {"code": "Filler", "label": "D"}],
        "waiting_room": ["Head Tilt Kei"],
        "library": LIBRARY,
    }
    play(
        [bond, kei],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": bond["code"], "slot": "FC", "expect": {"decision.prompt ~": "Bond"}},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["D"], "expect": {"card.D.zone": "p1.waiting_room"}},
            {"p1": "choose", "cards": ["Head Tilt Kei"], "expect": {"p1.hand": ["Head Tilt Kei"]}},
        ],
        "WS 10.4",
    )


def test_backup_is_offered_in_the_counter_step_and_adds_its_power() -> None:
    # 【ACT】【COUNTER】 Backup 2500, Level 2 [(1) Put this card from your hand …]
    backup = real("KGL/S79-E066")
    p2 = {
        "hand": [backup["code"]],
        "level": ["Filler", "Filler"],
        "stock": ["Filler"],
        "stage": {"FC": {"code": "Ally", "label": "B"}},
        "library": LIBRARY,
    }
    p1 = {"stage": {"FC": {"code": "Filler", "label": "A"}, "FL": "Filler"}, "library": LIBRARY}  # FL: the
    # next attack keeps the turn (and "until end of turn") going
    play(
        [backup],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front", "expect": {"actions has": ["act"]}},
            {"p2": "act", "card": backup["code"]},
            {"p2": "choose", "cards": ["B"], "expect": {"card.B.power": 7500, "p2.stock.count": 0}},
        ],
        "WS 10.5",
    )


def test_brainstorm_returns_a_character_once_per_climax_flipped() -> None:
    brainstorm = real(
        "KGL/S79-E009"
    )  # 【ACT】 Brainstorm [(1) 【REST】 this card] Flip over 4 cards … For each
    # climax revealed among those cards, choose up to 1 《Shuchiin》 character in your waiting room, and
    # return it to your hand.
    climax = real("KGL/S79-E021")
    student = {
        **FILLER,
        "code": "T-SHU",
        "name": "Student",
        "fields": {**FILLER["fields"], "traits": ["Shuchiin"]},
    }
    library = [*LIBRARY, "Filler", climax["code"], "Filler", climax["code"]]
    p1 = {
        "stage": {"BL": {"code": brainstorm["code"], "label": "S"}},
        "stock": ["Filler"],
        "waiting_room": [{"code": "Student", "label": "K"}, {"code": "Student", "label": "L"}],
        "library": library,
    }
    play(
        [brainstorm, climax, student],
        {"phase": "main", "p1": p1},
        [
            {
                "p1": "act",
                "card": "S",
                "expect": {"p1.waiting_room.count": 7, "card.S.state": "rest"},
            },  # 2 + 4 + the stock
            {"p1": "choose", "cards": ["K"], "expect": {"p1.hand": ["K"], "decision.maximum": 1}},
            {"p1": "choose", "cards": [], "expect": {"p1.hand": ["K"], "p1.library.count": 10}},
        ],
        "WS 10.7",
    )


def test_an_ability_understood_in_part_is_done_by_hand() -> None:
    # LSS/WE27-E51: the trigger and "all players draw a card" are known; "if all players do not have any
    # open positions on their stage" is not, so none of it is automated (KGL/S79-E004, the earlier
    # example, "all players return all cards from their waiting room to their decks, and all players
    # shuffle their decks", is automated now)
    line = (
        "【AUTO】 When this card is placed on the stage from your hand, if all players do not have any open"
        " positions on their stage, all players draw a card."
    )
    compiled = compile_line(line, "character")
    assert not compiled.automated
    # what it keeps is its trigger, so that the table announces it (see test_ws_announce.py)
    trigger = {"on": "move", "card": "this", "from": "hand", "to": "stage"}
    assert compiled.ability == {"trigger": trigger, "kind": "auto", "text": line, "automated": False}
    card = get_ruleset("weiss-schwarz").card_from_record(real("LSS/WE27-E51"))
    assert line in card.manual and not card.automated


def test_when_you_use_backup_triggers_from_the_waiting_room() -> None:
    # 【AUTO】 When you use this card's "Backup", if you have a 《Shuchiin》 character, choose 1 of your
    # characters in battle, and that character gets +1000 power until end of turn.
    backup = real("KGL/S79-E066")
    assert get_ruleset("weiss-schwarz").card_from_record(backup).automated
    traits = {**ALLY["fields"], "traits": ["Shuchiin"]}
    student = {**ALLY, "code": "T-SHU", "name": "Student", "fields": traits}
    p2 = {
        "hand": [backup["code"]],
        "level": ["Filler", "Filler"],
        "stock": ["Filler"],
        "stage": {"FC": {"code": "Student", "label": "B"}},
        "library": LIBRARY,
    }
    p1 = {"stage": {"FC": {"code": "Filler", "label": "A"}, "FL": "Filler"}, "library": LIBRARY}
    play(
        [backup, student],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "act", "card": backup["code"]},
            {"p2": "choose", "cards": ["B"], "expect": {"card.B.power": 7500, "decision.count": 1}},
            {"p2": "choose", "cards": ["B"], "expect": {"card.B.power": 8500}},  # WS 10.5.4
        ],
        "WS 10.5.4",
    )


def test_reminder_text_is_not_an_ability_and_not_read() -> None:
    assert (
        normalise("Encore [(1)] (When this card is put into your waiting room from the stage)")
        == "Encore [(1)]"
    )
    assert compile_text("(【GATE】: When this card triggers, you may choose 1 climax)", "climax") == []
    # a reminder line opened in full width (AB/W31-E103's trigger icon) is no ability either, nor a
    # "（バニラ）" ("vanilla": no ability) line
    climax = real("AB/W31-E103")
    assert [a["text"] for a in climax["script"]] == [
        "【CONT】 All of your characters get +1000 power and +1 soul."
    ]
    assert compile_text("（バニラ）", "character") == []
    assert compile_text("0", "character") == []  # RSL/S69-E021's whole text: no ability


def test_a_level_cut_in_the_hand_lets_the_card_be_played_earlier() -> None:
    # 【CONT】 If your waiting room has 2 or less climax, this card gets -1 level while in your hand.
    cheap = real("KGL/S79-E026")  # level 3, cost 2
    climax = real("KGL/S79-E021")
    base = {
        "hand": [{"code": cheap["code"], "label": "C"}],
        "level": ["Green Filler", "Filler"],
        "stock": ["Filler", "Filler"],
        "library": LIBRARY,
    }
    play(
        [cheap],
        {"phase": "main", "p1": base},
        [{"p1": "play", "card": "C", "slot": "FC", "expect": {"card.C.zone": "p1.stage"}}],
        "WS 8.6.2.1.2",
    )
    full = {**base, "waiting_room": [climax["code"]] * 3}  # 3 climaxes: level 3 again, above level 2
    play(
        [cheap, climax],
        {"phase": "main", "p1": full},
        [{"p1": "play", "card": "C", "slot": "FC", "refused": True}],
        "WS 8.6.2.1.2",
    )


def test_reversing_the_battle_opponent_of_a_reversed_character() -> None:
    # 【AUTO】 When this card becomes 【REVERSE】, if this card's battle opponent is level 0 or lower,
    # you may 【REVERSE】 that character.
    kamikaze = real("KGL/S79-E051")  # level 0, 1000 power
    striker = {**FILLER, "code": "T-STR", "name": "Striker", "fields": {**FILLER["fields"], "power": 2000}}
    p1 = {"stage": {"FC": {"code": "Striker", "label": "A"}, "FL": "Filler"}, "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": kamikaze["code"], "label": "K"}}, "library": LIBRARY}
    play(
        [kamikaze, striker],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p2": "no", "note": "its other ability: move to an open center slot at the attack phase"},
            {"p1": "attack", "card": "A", "method": "front"},
            {
                "p2": "pass",
                "note": "no counter (WS 7.4.1.2)",
                "expect": {"decision.player": "p2", "decision.kind": "yes_no", "card.K.state": "reverse"},
            },
            {"p2": "yes", "expect": {"card.A.state": "reverse"}},
        ],
        "WS 7.6",
    )


def test_look_at_up_to_three_stops_when_the_player_says_so() -> None:
    # 【AUTO】 [(1) Put 1 card from your hand into your waiting room] When this card is placed on the
    # stage from your hand, you may pay the cost. If you do, look at up to 3 cards from the top of your
    # deck, choose up to 1 card from among them, put it into your hand, and put the rest into your
    # waiting room.
    looker = real("KGL/S79-E102")
    library = [
        *LIBRARY,
        {"code": "Filler", "label": "T3"},
        {"code": "Ally", "label": "T2"},
        {"code": "Filler", "label": "T1"},
    ]
    p1 = {"hand": [looker["code"], {"code": "Filler", "label": "D"}], "stock": ["Filler"], "library": library}
    play(
        [looker],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": looker["code"], "slot": "FC"},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["D"]},
            {"p1": "yes", "expect": {"decision.prompt ~": "look at one more card"}},
            {"p1": "yes"},
            {"p1": "no", "expect": {"decision.maximum": 1}},  # two looked at: T1 and T2
            {
                "p1": "choose",
                "cards": ["T2"],
                "expect": {
                    "p1.hand": ["T2"],
                    "card.T1.zone": "p1.waiting_room",
                    "card.T3.zone": "p1.library",
                },
            },
        ],
        "WS 8.6.3",
    )


def test_a_continuous_ability_gives_an_auto_ability_that_triggers() -> None:
    # 【CONT】 If you have another card named "Self-introduction, Kasumi", this card gets the following
    # ability. "【AUTO】 When this card's battle opponent becomes 【REVERSE】, you may put the top card of
    # your deck into your stock."
    arisa = real("BD/W47-E110")
    kasumi = {**FILLER, "code": "T-KAS", "name": "Self-introduction, Kasumi"}
    p1 = {
        "stage": {"FC": {"code": arisa["code"], "label": "A"}, "FL": "Self-introduction, Kasumi"},
        "library": [*LIBRARY, {"code": "Filler", "label": "TOP"}],
    }
    p2 = {"stage": {"FC": {"code": "Filler", "label": "D"}}, "library": LIBRARY}
    play(
        [arisa, kasumi],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "pass", "note": "no counter (WS 7.4.1.2)", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"card.TOP.zone": "p1.stock", "card.D.zone": "p2.stage"}},
        ],
        "WS 8.9.1.6",
    )


def test_reversed_in_battle_is_the_battle_steps_reversal_only() -> None:
    # 【AUTO】 When this card becomes 【REVERSE】 in battle, put this card into your memory.
    ako = real("BD/WE35-E43")  # 7500 power
    wall = {**FILLER, "code": "T-WALL", "name": "Wall", "fields": {**FILLER["fields"], "power": 9000}}
    p2 = {"stage": {"FC": {"code": "Wall", "label": "W"}}, "library": LIBRARY}
    p1 = {"stage": {"FC": {"code": ako["code"], "label": "A"}, "FL": "Filler"}, "library": LIBRARY}
    play(
        [ako, wall],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "pass", "note": "no counter (WS 7.4.1.2)", "expect": {"card.A.zone": "p1.memory"}},
        ],  # WS 7.6.1.2
        "WS 7.6.1.2",
    )
    # reversed by an effect in the battle step (KGL/S79-E051: "if this card's battle opponent is level 0
    # or lower, you may 【REVERSE】 that character"): not "in battle", so it stays on the stage
    kamikaze = real("KGL/S79-E051")
    low = {
        **ako,
        "code": "T-AKO",
        "name": "Ako at level 0",
        "fields": {**ako["fields"], "level": 0},
    }  # same text
    p1 = {"stage": {"FC": {"code": "T-AKO", "label": "A"}, "FL": "Filler"}, "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": kamikaze["code"], "label": "K"}}, "library": LIBRARY}
    play(
        [low, kamikaze],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p2": "no"},
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "pass", "note": "no counter (WS 7.4.1.2)"},
            {"p2": "yes", "expect": {"card.A.state": "reverse", "card.A.zone": "p1.stage"}},
        ],
        "WS 7.6.1.2",
    )


def test_the_reversed_battle_opponent_goes_to_stock_and_the_bottom_stock_card_to_the_waiting_room() -> None:
    # 【CONT】 During your turn, if you have another 《Eldian》 or 《Corps》 character, this card gets +2500
    # power and the following ability. "【AUTO】 When this card's battle opponent becomes 【REVERSE】, you may
    # put that character into your opponent's stock. If you do, put the bottom card of your opponent's
    # stock into their waiting room."
    titan = real("AOT/SX04-002")  # 8500 power
    eldian = {
        **FILLER,
        "code": "T-ELD",
        "name": "Eldian",
        "fields": {**FILLER["fields"], "traits": ["Eldian"]},
    }
    p1 = {"stage": {"FC": {"code": titan["code"], "label": "A"}, "FL": "Eldian"}, "library": LIBRARY}
    p2 = {
        "stage": {"FC": {"code": "Filler", "label": "D"}},
        "stock": [{"code": "Filler", "label": "S0"}, {"code": "Filler", "label": "S1"}],
        "library": LIBRARY,
    }
    play(
        [titan, eldian],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front", "expect": {"card.A.power": 11000}},
            {"p2": "pass", "note": "no counter (WS 7.4.1.2)"},
            {
                "p1": "yes",
                "expect": {
                    "card.D.zone": "p2.stock",
                    "card.S0.zone": "p2.waiting_room",
                    "card.S1.zone": "p2.stock",
                },
            },
        ],
        "WS 8.9.1.6",
    )


def test_this_card_cannot_side_attack_leaves_only_the_front_attack() -> None:
    levi = real("AOT/S35-E021")  # 【CONT】 This card cannot side attack.
    assert levi["script"][-1]["modifiers"] == [{"to": "this", "grant": "cannot_side_attack"}]
    p1 = {"stage": {"FC": {"code": levi["code"], "label": "L"}}, "library": LIBRARY}
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    play(
        [levi],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {
                "expect": {
                    "actions": ['"Memories of the Past" Eren: front attack on Filler', "End the attack phase"]
                }
            }
        ],
        "WS 7.2.1.4",
    )


def test_the_character_facing_this_card_gets_cannot_side_attack() -> None:
    # 【CONT】 The character facing this card gets the following ability. "【CONT】 This card cannot side
    # attack."
    yuri = real("AB/W31-E056")
    p1 = {"stage": {"FC": "Filler", "FL": "Ally"}, "library": LIBRARY}
    p2 = {"stage": {"FC": yuri["code"], "FR": "Filler"}, "library": LIBRARY}
    play(
        [yuri],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {
                "expect": {
                    "actions": [
                        "Ally: front attack on Filler",
                        "Ally: side attack on Filler",
                        "Filler: front attack on Strategic Provocation, Yuri",
                        "End the attack phase",
                    ]
                }
            }
        ],
        "WS 7.2.1.4",
    )


def test_a_quoted_encore_given_to_other_characters_is_offered_at_the_encore_step() -> None:
    # 【CONT】 All of your other 《Death》 characters get "【AUTO】 Encore ［Put a character from your hand
    # into your waiting room］".
    kanade = real("AB/W31-E001")
    yuri = real("AB/W31-E056")  # a 《Death》 character
    p1 = {
        "hand": [{"code": "Ally", "label": "H"}],
        "stage": {"FL": kanade["code"], "FC": {"code": yuri["code"], "state": "reverse", "label": "Y"}},
        "library": LIBRARY,
    }
    play(
        [kanade, yuri],
        {"phase": "attack", "step": "encore", "p1": p1, "p2": {"library": LIBRARY}},
        [
            {
                "p1": "option",
                "option": "Strategic Provocation, Yuri: 【AUTO】 Encore"
                " [Put a character from your hand into your waiting room]",
            },
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["H"],
                "expect": {"card.Y.zone": "p1.stage", "card.H.zone": "p1.waiting_room"},
            },
        ],
        "WS 10.2.1",
    )


def test_look_at_the_top_card_and_put_it_on_the_bottom() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, look at the top card of your deck, and
    # put it on the top or at the bottom of your deck.
    looker = real("APO/S53-E068")
    library = [{"code": "Filler", "label": "BOTTOM"}, *LIBRARY, {"code": "Ally", "label": "TOP"}]
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    p1 = {"hand": [looker["code"]], "level": ["Blue Filler"], "library": library}  # WS 6.5.1.2: a blue card
    play(
        [looker, blue],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": looker["code"], "slot": "FC"},
            {
                "p1": "option",
                "option": "Put it on the bottom of your deck",
                "expect": {"p1.library": ["TOP", "BOTTOM", *LIBRARY]},  # the bottom card is first
            },
        ],
        "WS 8.6.3",
    )


def test_a_continuous_ability_a_continuous_ability_gives_works_from_its_holder() -> None:
    # 【CONT】 If you have another "Black Feather" in your back stage, this card gets the following
    # ability. "【CONT】 This card gets +1000 power for each of your other 《Magic》 characters."
    feather = real("MR/W80-E068")  # "Black Feather", 《Magic》, 2000 power
    assert feather["script"][2]["modifiers"][0]["grant"]["kind"] == "cont"
    for behind, power in ((True, 3000), (False, 2000)):
        back = {"BL": feather["code"]} if behind else {"BL": "Filler"}
        p1 = {"stage": {"FC": {"code": feather["code"], "label": "F"}, **back}, "library": LIBRARY}
        play(
            [feather],
            {"phase": "main", "p1": p1},
            # WS 8.9.1.4: the +1000 for each other 《Magic》 character needs the grant first
            [{"expect": {"card.F.power": power}}],
            "WS 8.9.1.4",
        )


def test_a_continuous_ability_given_that_works_in_another_zone_stays_by_hand() -> None:
    # MTI/S83-E034: given while the card is on the stage, an ability of the hand would never work
    line = (
        '【CONT】 Experience If ""Living Earnestly" Rudeus" is in your level, this card gets +1000 power and'
        ' the following ability. "【CONT】 This card can be played from your hand without fulfilling color'
        ' requirements."'
    )
    assert not compile_line(line, "character").automated


def test_a_continuous_ability_an_effect_gives_works_until_it_ends() -> None:
    # 【ACT】 [(1) 【REST】 this card] Choose 1 of your 《Chaldea》 or 《Babylonia》 characters, and that
    # character gets the following ability until the end of your opponent's next turn. "【CONT】 The
    # character facing this card gets -1 soul."
    mash = real("FGO/S75-E080")  # 《Chaldea》
    p1 = {"stage": {"FC": {"code": mash["code"], "label": "M"}}, "stock": ["Filler"], "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": "Filler", "label": "F"}, "FL": {"code": "Filler", "label": "G"}}}
    play(
        [mash],
        {"phase": "main", "p1": p1, "p2": {**p2, "library": LIBRARY}},
        [
            {"expect": {"card.F.soul": 1}},
            {"p1": "act", "card": mash["code"]},
            {
                "p1": "choose",
                "cards": ["M"],
                "note": "the ability works from Mash (WS 8.9): the character facing it loses 1 soul",
                "expect": {"card.F.soul": 0, "card.G.soul": 1, "card.M.state": "rest"},
            },
        ],
        "WS 8.9",
    )


def test_a_climax_combo_needs_the_named_climax_in_the_climax_area() -> None:
    # 【AUTO】 When this card attacks, if a card named "Memories of Gldemo" is in your climax area, all of
    # your 《Death》 characters get +3500 power until end of turn.
    yui, climax, yuri = real("AB/W31-E011"), real("AB/W31-E050"), real("AB/W31-E056")
    for in_area, gain in ((True, 3500), (False, 0)):
        p1 = {
            "climax": [climax["code"]] if in_area else [],
            # a second attacker: the expectation is read at its declaration, still in this turn
            "stage": {"FC": yui["code"], "FL": "Filler", "BL": {"code": yuri["code"], "label": "Y"}},
            "library": LIBRARY,
        }
        before = 1500
        play(
            [yui, climax, yuri],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": {"library": LIBRARY}},
            [
                {"expect": {"card.Y.power": before}},
                {
                    "p1": "attack",
                    "card": yui["code"],
                    "method": "direct",
                    "expect": {"card.Y.power": before + gain},
                },
            ],
            "WS 8.1.3.1",
        )


def test_when_this_card_is_frontal_attacked_is_the_defender_of_a_front_attack_only() -> None:
    # 【AUTO】 When this card is frontal attacked, put this card into your waiting room.
    decoy = real("APO/S53-E052")
    for method, zone in (("front", "p2.waiting_room"), ("side", "p2.stage")):
        p1 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
        p2 = {"stage": {"FC": {"code": decoy["code"], "label": "D"}}, "library": LIBRARY}
        play(
            [decoy],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            [{"p1": "attack", "card": "Filler", "method": method, "expect": {"card.D.zone": zone}}],
            "WS 7.2.1.5",
        )


def test_when_this_card_direct_attacks_gives_another_music_character_soul() -> None:
    # 【AUTO】 When this card direct attacks, choose 1 of your other 《Music》 characters, and that character
    # gets +1 soul until end of turn.
    rimi = real("BD/W63-E062")
    stage = {"FC": rimi["code"], "FL": "Filler", "BL": {"code": rimi["code"], "label": "R"}}
    p1 = {"stage": stage, "library": LIBRARY}
    play(
        [rimi],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": {"library": LIBRARY}},
        [
            {"p1": "attack", "card": rimi["code"], "method": "direct"},
            {"p1": "choose", "cards": ["R"], "expect": {"card.R.soul": 2}},
        ],
        "WS 7.2.1.4.1",
    )


def test_look_at_up_to_two_and_put_them_back_in_any_order() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, look at up to 2 cards from the top of
    # your deck, and put them on the top of your deck in any order.
    arisa = real("BD/WE35-E05")
    library = [*LIBRARY, {"code": "Ally", "label": "SECOND"}, {"code": "Filler", "label": "FIRST"}]
    play(
        [arisa],
        {"phase": "main", "p1": {"hand": [arisa["code"]], "library": library}},
        [
            {"p1": "play", "card": arisa["code"], "slot": "FC"},
            {"p1": "option", "option": f"{arisa['name']}: {arisa['script'][0]['text']}"},  # the first auto
            {"p1": "yes"},
            {"p1": "yes", "expect": {"decision.kind": "order"}},
            {
                "p1": "choose",
                "cards": ["SECOND", "FIRST"],
                "expect": {"p1.library": [*LIBRARY, "FIRST", "SECOND"]},
            },
        ],
        "WS 8.6.3",
    )


def test_x_is_the_level_of_the_card_revealed_first() -> None:
    # 【AUTO】 [Put 1 card from your hand into your waiting room] When this card is placed on the stage from
    # your hand, you may pay the cost. If you do, reveal the top card of your deck, choose 1 level X or
    # lower character in your waiting room, and return it to your hand. X is equal to the level of the
    # revealed card.
    suzu = real("AYT/W110-TE14")
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    level3 = {**ALLY, "code": "T-L3", "name": "Level Three"}
    p1 = {
        "hand": [suzu["code"], {"code": "Filler", "label": "COST"}],
        "level": ["Blue Filler"],
        "waiting_room": [{"code": "Ally", "label": "L3"}, {"code": "Blue Filler", "label": "L0"}],
        "library": [*LIBRARY, {"code": "Filler", "label": "TOP"}],  # a level 0 card on top
    }
    play(
        [suzu, blue, level3],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": suzu["code"], "slot": "FC"},
            {"p1": "option", "option": f"{suzu['name']}: {suzu['script'][1]['text']}"},
            {"p1": "yes"},
            # X = 0: only the level 0 cards of the waiting room (the cost's Filler too), not the level 3 Ally
            {
                "p1": "choose",
                "cards": ["COST"],
                "expect": {"actions": ["Blue Filler (P1's Waiting Room)", "Filler (P1's Waiting Room)"]},
            },
            {
                "p1": "choose",
                "cards": ["L0"],
                "expect": {"card.L0.zone": "p1.hand", "card.TOP.zone": "p1.library"},
            },
        ],
        "WS 2.6.3",
    )


def test_choose_one_of_the_following_effects_offers_both_and_does_the_one_chosen() -> None:
    reo = real("AYT/W110-E003")  # … choose 1 of the following effects, and perform it. "Look at up to 3 …"
    # "You may put the top card of your clock into your waiting room."
    p1 = {
        "hand": [reo["code"]],
        "level": ["Filler", "Filler", "Filler"],
        "stock": ["Filler", "Filler"],
        "clock": [{"code": "Ally", "label": "C"}],
        "library": LIBRARY,
    }
    play(
        [reo],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": reo["code"], "slot": "FC"},
            {"p1": "option", "option": "You may put the top card of your clock into your waiting room."},
            {"p1": "yes", "expect": {"card.C.zone": "p1.waiting_room"}},
        ],
        "WS 8.6.3",
    )


def test_brainstorm_performs_the_quoted_action_once_per_climax() -> None:
    # 【ACT】 Brainstorm [(1)] Flip over 4 cards …. For each climax revealed among those cards, perform the
    # following action. "Search your deck for up to 1 《Omiko City》 character, reveal it to your opponent,
    # put it into your hand, choose 1 card in your hand, put it into your waiting room, and shuffle your
    # deck."
    reo = real("AYT/W110-E103")
    library = [{"code": reo["code"], "label": "OMIKO"}, *LIBRARY, "Climax", "Filler", "Filler", "Filler"]
    p1 = {
        "stage": {"FC": reo["code"]},
        "stock": ["Filler"],
        "hand": [{"code": "Ally", "label": "H"}],
        "library": library,
    }
    play(
        [reo, CLIMAX],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": reo["code"]},
            {"p1": "choose", "cards": ["OMIKO"]},
            {
                "p1": "choose",
                "cards": ["H"],
                "expect": {"card.OMIKO.zone": "p1.hand", "card.H.zone": "p1.waiting_room"},
            },
        ],
        "WS 10.7.3",
    )


def test_a_continuous_ability_only_while_this_card_is_in_the_center_stage() -> None:
    # 【CONT】 If this card is in your center stage, all of your 《Poppin'Party》 characters get +1500 power.
    kasumi = real("BD/WE35-E10")
    for slot, power in (("FC", 11500), ("BL", 10000)):
        play(
            [kasumi],
            {
                "phase": "main",
                "p1": {"stage": {slot: {"code": kasumi["code"], "label": "K"}}, "library": LIBRARY},
            },
            [{"expect": {"card.K.power": power}}],
            "WS 3.4",
        )


def test_a_memory_count_condition_and_putting_this_card_into_memory() -> None:
    # 【AUTO】 When this card becomes 【REVERSE】, if your memory has 2 or less cards, you may put this card
    # into your memory.
    erza = real("FT/S120-E001")
    p1 = {"stage": {"FC": {"code": erza["code"], "label": "E"}}, "library": LIBRARY}
    p2 = {"stage": {"FC": "Ally"}, "library": LIBRARY}
    play(
        [erza],
        {"turn": 5, "turn_player": "p2", "phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p2": "attack", "card": "Ally", "method": "front"},
            {"p1": "pass"},
            {"p1": "yes", "expect": {"card.E.zone": "p1.memory"}},
        ],
        "WS 8.7",
    )


def test_an_events_play_condition_and_its_opponents_card_to_their_waiting_room() -> None:
    # If you do not have a 《Grotesque Race》 or 《Nazarick》 character, this card cannot be played from your
    # hand. / Choose 1 of your opponent's level 3 or lower characters, and put it into their waiting room.
    death = real("OVL/S99-E072")
    assert [a.get("tags") for a in death["script"]] == [["play_condition"], None]
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    nazarick = {
        **FILLER,
        "code": "T-NAZ",
        "name": "Nazarick Filler",
        "fields": {**FILLER["fields"], "traits": ["Nazarick"]},
    }
    p1 = {"hand": [death["code"]], "level": ["Red Filler"] * 3, "stock": ["Filler"], "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": "Ally", "label": "A"}}, "library": LIBRARY}
    play(
        [death, red, nazarick],
        {"phase": "main", "p1": p1, "p2": p2},
        [{"p1": "play", "card": death["code"], "refused": True}],  # no such character
        "WS 8.6.2.1",
    )
    play(
        [death, red, nazarick],
        {"phase": "main", "p1": {**p1, "stage": {"BL": "Nazarick Filler"}}, "p2": p2},
        [
            {"p1": "play", "card": death["code"]},
            {"p1": "choose", "cards": ["A"], "expect": {"card.A.zone": "p2.waiting_room"}},  # its owner's
        ],
        "WS 8.6.2.1",
    )


def test_when_you_use_backup_with_a_cost_sends_a_character_above_the_opponents_level_away() -> None:
    # 【AUTO】 [Put 2 cards from your hand into your waiting room] When you use this card's "Backup", you may
    # pay the cost. If you do, choose 1 of your opponent's characters with level higher than your opponent's
    # level, and put it into their waiting room.
    vinci = real("FGO/S75-E087")
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    p1 = {
        "hand": [vinci["code"], {"code": "Filler", "label": "H1"}, {"code": "Filler", "label": "H2"}],
        "stage": {"FC": {"code": "Filler", "label": "D"}},
        "level": ["Blue Filler", "Blue Filler"],
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    p2 = {
        "stage": {"FC": {"code": "Ally", "label": "A"}, "FL": {"code": "Filler", "label": "L0"}},
        "library": LIBRARY,
    }
    play(
        [vinci, blue],
        {"turn": 5, "turn_player": "p2", "phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p2": "attack", "card": "A", "method": "front"},
            {"p1": "act", "card": vinci["code"]},
            {"p1": "choose", "cards": ["D"]},  # the Backup's own +2500 (WS 10.5.1)
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["H1", "H2"],
                "expect": {"actions": ["Ally (P2's Stage FC)"]},
            },  # level 0 < 3
            {"p1": "choose", "cards": ["A"], "expect": {"card.A.zone": "p2.waiting_room"}},
        ],
        "WS 10.5.4",
    )


def test_a_level_cut_counting_climaxes_in_the_waiting_room() -> None:
    # 【CONT】 If the number of climax in your waiting room is two or less, this card gets -1 level while in
    # your hand.
    ruler = real("APO/S53-E002")
    for climaxes, playable in ((2, True), (3, False)):
        p1 = {
            "hand": [ruler["code"]],
            "level": ["Filler", "Filler"],
            "stock": ["Filler", "Filler"],
            "waiting_room": ["Climax"] * climaxes,
            "library": LIBRARY,
        }
        play(
            [ruler, CLIMAX],
            {"phase": "main", "p1": p1},
            [{"p1": "play", "card": ruler["code"], "slot": "FC", "refused": not playable}],
            "WS 8.6.2.1.2",
        )


def test_a_granted_battle_ability_without_you_may_is_not_optional() -> None:
    # 【AUTO】 When you use this card's "Backup", choose 1 of your characters in battle, and that character
    # gets the following ability until end of turn. "【AUTO】 When this card's battle opponent becomes
    # 【REVERSE】, put that character into your opponent's memory."
    line = real("AYT/W110-E049")["script"][0]
    granted = line["effect"][1]["ability"]
    assert granted["trigger"] == {"on": "state", "state": "reverse", "battle_opponent": "this"}
    assert granted["effect"][0]["do"] != "may" and "optional" not in granted


def test_paying_for_two_trigger_checks_makes_the_trigger_step_check_twice() -> None:
    # 【AUTO】 [(1)] When this card attacks, you may pay the cost. If you do, during that attack, perform a
    # trigger check 2 times on the trigger step.
    matsuri = real("AYT/W110-E026")
    p1 = {"stage": {"FC": matsuri["code"]}, "stock": ["Filler"], "library": LIBRARY}
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    play(
        [matsuri],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": matsuri["code"], "method": "front"},
            {"p1": "yes", "expect": {"p1.stock.count": 2, "p1.library.count": 8}},  # paid 1, checked 2
        ],
        "WS 7.3.1.2.1",
    )


def test_put_up_to_one_card_from_the_top_of_your_clock_is_a_choice() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, put up to 1 card from the top of your
    # clock into your waiting room, and this card gets +1500 power until end of turn.
    aki = real("CSM/S96-E083")
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    for take, zone in ((True, "p1.waiting_room"), (False, "p1.clock")):
        p1 = {
            "hand": [{"code": aki["code"], "label": "AKI"}],
            "level": ["Blue Filler"] * 3,
            "stock": ["Filler", "Filler"],
            "clock": [{"code": "Ally", "label": "C"}],
            "library": LIBRARY,
        }
        play(
            [aki, blue],
            {"phase": "main", "p1": p1},
            [
                {"p1": "play", "card": "AKI", "slot": "FC", "expect": {"decision.kind": "yes_no"}},
                {"p1": "yes" if take else "no", "expect": {"card.C.zone": zone, "card.AKI.power": 10500}},
            ],
            "WS 8.6.3",
        )


def test_a_granted_ability_puts_the_battle_opponent_on_the_top_of_its_owners_deck() -> None:
    # … "【AUTO】 When this card's battle opponent becomes 【REVERSE】, you may put that character on the
    # top of your opponent's deck."
    granted = real("MAR/S89-E051")["script"][-1]["effect"][-1]["ability"]
    assert granted["effect"] == [{"do": "may", "then": [{"do": "move", "cards": _BATTLING, "to": "library"}]}]


def test_x_among_those_cards_counts_the_cards_just_put_into_the_waiting_room() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, put the top 2 cards of your deck into
    # your waiting room, and this card gets +X power until end of turn. X is equal to the number of
    # 《Chaldea》 or 《Babylonia》 characters among those cards ×1000.
    card = real("FGO/S75-E002")
    steps = card["script"][0]["effect"]
    assert [step["do"] for step in steps] == ["move", "let", "modify"]  # X after the cards moved
    chaldea = {
        **FILLER,
        "code": "T-CH",
        "name": "Chaldea Filler",
        "fields": {**FILLER["fields"], "traits": ["Chaldea"]},
    }
    library = [*LIBRARY, "Chaldea Filler", "Chaldea Filler"]
    p1 = {
        "hand": [{"code": card["code"], "label": "D"}],
        "waiting_room": ["Chaldea Filler"],
        "library": library,
    }
    power = int(card["fields"]["power"])
    play(
        [card, chaldea],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "D", "slot": "FC"},
            {
                "p1": "option",
                "option": f"{card['name']}: {card['script'][0]['text']}",
                "expect": {"card.D.power": power + 2000},  # 2 among those 2 (not the 3rd) x1000
            },
        ],
        "WS 8.6.4",
    )


def test_x_is_set_just_before_the_step_that_uses_it() -> None:
    from desktop_app.games._compiler import let_before_use

    let = {"do": "let", "as": "X", "value": 1}
    choose = {"do": "choose", "from": {"zone": "stage"}, "n": 1}
    use = {"do": "modify", "cards": "chosen", "stat": "power", "add": "X"}
    assert let_before_use([choose, use], let) == [choose, let, use]
    may = {"do": "may", "then": [choose, use]}
    assert let_before_use([may], let) == [{"do": "may", "then": [choose, let, use]}]
    assert let_before_use([choose], let) == [let, choose]


def test_the_milled_card_is_checked_and_put_on_the_back_stage() -> None:
    # 【AUTO】 When this card attacks, if you have 1 or less other characters, you may put the top card of
    # your deck into your waiting room. If that card is a level 0 or lower character, put that character on
    # any position of your back stage.
    card = real("FGO/S75-E054")
    p1 = {"stage": {"FC": card["code"]}, "library": [*LIBRARY, {"code": "Filler", "label": "TOP"}]}
    play(
        [card],
        {
            "phase": "attack",
            "step": "declare",
            "p1": p1,
            "p2": {"stage": {"FC": "Filler"}, "library": LIBRARY},
        },
        [
            {"p1": "attack", "card": card["code"], "method": "front"},
            {"p1": "yes", "expect": {"card.TOP.zone": "p1.waiting_room", "decision.kind": "slot"}},
            {"p1": "slot", "slot": "BR", "expect": {"p1.stage.BR": "TOP"}},
        ],
        "WS 8.6.3",
    )


def test_look_at_up_to_two_choose_one_for_the_top_and_the_rest_to_the_waiting_room() -> None:
    # 【AUTO】 When this card attacks, if you have 2 or more other 《Roselia》 characters, look at up to 2
    # cards from the top of your deck, choose 1 card from among them, put it on the top of your deck, and
    # put the rest into your waiting room.
    yukina = real("BD/W63-E092")
    roselia = {
        **FILLER,
        "code": "T-ROS",
        "name": "Roselia Filler",
        "fields": {**FILLER["fields"], "traits": ["Roselia"]},
    }
    stage = {"FC": yukina["code"], "BL": "Roselia Filler", "BR": "Roselia Filler"}
    library = [*LIBRARY, {"code": "Ally", "label": "SECOND"}, {"code": "Filler", "label": "FIRST"}]
    play(
        [yukina, roselia],
        {
            "phase": "attack",
            "step": "declare",
            "p1": {"stage": stage, "library": library},
            "p2": {"library": LIBRARY},
        },
        [
            {"p1": "attack", "card": yukina["code"], "method": "direct"},
            {"p1": "yes"},
            {"p1": "yes", "expect": {"decision.minimum": 1}},  # "choose 1": not up to
            # the one kept on top is the attack's trigger check (WS 7.3.1.2): it goes to the stock
            {
                "p1": "choose",
                "cards": ["SECOND"],
                "expect": {"card.FIRST.zone": "p1.waiting_room", "card.SECOND.zone": "p1.stock"},
            },
        ],
        "WS 8.6.3",
    )


def test_when_this_cards_trigger_check_reveals_a_climax() -> None:
    # 【AUTO】 When this card's trigger check reveals a climax, this card gets +4000 power and +1 soul until
    # end of turn.
    mikasa = real("AOT/S35-E014")
    p1 = {"stage": {"FC": {"code": mikasa["code"], "label": "M"}}, "library": [*LIBRARY, "Climax"]}
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    power = int(mikasa["fields"]["power"])
    play(
        [mikasa, CLIMAX],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [{"p1": "attack", "card": "M", "method": "front", "expect": {"card.M.power": power + 4000}}],
        "WS 7.3.1.2",
    )


def test_when_damage_dealt_by_this_card_is_canceled() -> None:
    # 【AUTO】 [(1)] When damage dealt by this card is canceled, you may pay the cost. If you do, draw a card.
    card = real("AOT/S35-E018")
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "S"}, "FL": "Filler"},
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    p2 = {"library": [*LIBRARY, "Climax"]}  # the damage's first card is a climax: cancelled (WS 4.10.1.2)
    play(
        [card, CLIMAX],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "S", "method": "direct", "expect": {"decision.kind": "yes_no"}},
            # paid 1 of the stock (the trigger check put 1 there) and drew a card
            {"p1": "yes", "expect": {"p1.stock.count": 1, "p1.hand.count": 1}},
        ],
        "WS 4.10.1.2",
    )


def test_when_you_level_up_this_card_goes_to_the_waiting_room() -> None:
    # 【AUTO】 When you level up, put this card into your waiting room.
    card = real("AB/W31-E072")
    p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}}, "clock": ["Filler"] * 6, "library": LIBRARY}
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    play(
        [card],
        {"turn": 5, "turn_player": "p2", "phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p2": "attack", "card": "Filler", "method": "side"},
            {"p1": "choose", "cards": ["Filler"], "expect": {"card.C.zone": "p1.waiting_room"}},  # WS 9.3
        ],
        "WS 9.3",
    )


def test_return_all_cards_from_your_waiting_room_to_your_deck() -> None:
    # 【AUTO】 [(2)] When this card is placed on the stage from your hand, you may pay the cost. If you do,
    # return all cards from your waiting room to your deck, and shuffle your deck.
    card = real("CSM/S96-E103")
    p1 = {
        "hand": [card["code"]],
        "stock": ["Filler", "Filler"],
        "waiting_room": ["Ally", "Climax", "Filler"],
        "library": LIBRARY,
    }
    play(
        [card, CLIMAX],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": card["code"], "slot": "FC"},
            # the cost is paid first (WS 8.4): its 2 stock cards go back with the 3 others
            {"p1": "yes", "expect": {"p1.waiting_room.count": 0, "p1.library.count": 15}},
        ],
        "WS 8.4",
    )


def test_the_opponents_character_to_the_bottom_of_their_deck() -> None:
    # … choose 1 of your opponent's characters with level higher than your opponent's level, and put it at
    # the bottom of their deck.
    steps = real("CSM/S96-E093")["script"][0]["effect"]
    assert steps[-1] == {"do": "move", "cards": "chosen", "to": "library", "position": "bottom"}


def test_during_your_turn_when_the_battle_opponent_is_reversed() -> None:
    # 【AUTO】 [(1) Put 1 card from your hand into your waiting room] During your turn, when this card's
    # battle opponent becomes 【REVERSE】, you may pay the cost. If you do, deal 1 damage to your opponent.
    card = real("CSM/S96-E090")
    me = {"stage": {"FC": {"code": card["code"], "label": "P"}, "FL": "Filler"}, "library": LIBRARY}
    mine = {**me, "stock": ["Filler"], "hand": [{"code": "Filler", "label": "H"}]}
    play(
        [card],
        {
            "phase": "attack",
            "step": "declare",
            "p1": mine,
            "p2": {"stage": {"FC": "Filler"}, "library": LIBRARY},
        },
        [
            {"p1": "attack", "card": "P", "method": "front"},
            {
                "p2": "pass",
                "note": "no counter",
                "expect": {"decision.kind": "yes_no"},
            },  # its battle opponent reversed
        ],
        "WS 8.7",
    )
    # in the opponent's turn the same reversal triggers nothing
    play(
        [card],
        {
            "turn": 5,
            "turn_player": "p2",
            "phase": "attack",
            "step": "declare",
            "p1": mine,
            "p2": {"stage": {"FC": {"code": "Filler", "label": "W"}, "FL": "Filler"}, "library": LIBRARY},
        },
        [
            {"p2": "attack", "card": "W", "method": "front"},
            {"p1": "pass", "expect": {"card.W.state": "reverse", "decision.player": "p2"}},
        ],
        "WS 8.7",
    )


def test_a_card_put_face_down_underneath_as_a_marker() -> None:
    steps = real("DG/S03-E114")["script"][-1]["effect"][0]["then"]
    assert steps[-1] == {"do": "ws.marker", "cards": "chosen", "under": "this"}  # face down: the default


def test_another_of_your_characters_frontal_attacked_pays_and_powers_the_defender() -> None:
    # 【AUTO】 [(1) Put this card into your waiting room] When another of your 《Corps》 character is frontal
    # attacked, you may pay the cost. If you do, choose one of your characters in battle, and that character
    # gets +2500 power until end of turn.
    christa = real("AOT/S35-E066")
    assert christa["script"][0]["trigger"]["target"] == {
        "traits": ["Corps"],
        "type": "character",
        "other": True,
    }
    for method in ("front", "side"):
        p1 = {"stage": {"FC": "Ally", "FL": "Filler"}, "library": LIBRARY}
        p2 = {
            "stage": {
                "FC": {"code": christa["code"], "label": "A"},
                "BL": {"code": christa["code"], "label": "C"},
            },
            "stock": ["Filler"],
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [{"p1": "attack", "card": "Ally", "method": method}]
        if method == "front":  # WS 7.2.1.5: the defender of a front attack; the other Christa answers
            steps += [
                {"p2": "yes", "expect": {"card.C.zone": "p2.waiting_room", "p2.stock.count": 0}},
                {"p2": "choose", "cards": ["A"], "expect": {"card.A.power": 7500}},
            ]
        else:  # a side attack is not a frontal one: nothing is asked
            steps[0]["expect"] = {"card.C.zone": "p2.stage", "p2.stock.count": 1}
        play([christa], {"phase": "attack", "step": "declare", "p1": p1, "p2": p2}, steps, "WS 7.2.1.5")


def test_when_this_card_attacks_rest_all_your_other_stand_characters() -> None:
    # 【AUTO】 When this card attacks, 【REST】 all of your other 【STAND】 characters.
    tomoe = real("BD/W63-E033")
    assert tomoe["script"][1]["effect"] == [
        {
            "do": "state",
            "cards": {"zone": "stage", "type": "character", "state": "stand", "other": True},
            "to": "rest",
        }
    ]
    stage = {
        "FC": {"code": tomoe["code"], "label": "T"},
        "FL": {"code": "Filler", "label": "L"},
        "BL": {"code": "Filler", "label": "B"},
    }
    play(
        [tomoe],
        {
            "phase": "attack",
            "step": "declare",
            "p1": {"stage": stage, "library": LIBRARY},
            "p2": {"library": LIBRARY},
        },
        [
            {
                "p1": "attack",
                "card": "T",
                "method": "direct",
                "expect": {"card.L.state": "rest", "card.B.state": "rest"},
            }
        ],
        "WS 8.9",
    )


def test_power_for_each_of_your_other_rest_characters() -> None:
    # 【CONT】 This card gets +500 power for each of your other 【REST】 characters.
    yuri = real("AB/W31-E074")
    stage = {
        "FC": {"code": yuri["code"], "label": "Y"},
        "FL": {"code": "Filler", "label": "L"},
        "BL": "Filler",
    }
    play(
        [yuri],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.Y.power": 4500}}],
        "WS 8.9",
    )
    stage["FL"] = {"code": "Filler", "label": "L", "state": "rest"}
    play(
        [yuri],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.Y.power": 5000}}],
        "WS 8.9",
    )


def test_power_for_each_other_trait_character_in_your_center_stage_and_level_while_on_stage() -> None:
    # 【CONT】 This card gets +2500 power for each other 《Omiko City》 character in your center stage.
    # 【CONT】 This card gets -1 level while in the stage.
    matsuri, suzu = real("AYT/W110-E050"), real("AYT/W110-E086")
    stage = {
        "FC": {"code": matsuri["code"], "label": "M"},
        "FL": {"code": suzu["code"], "label": "S"},
        "BL": suzu["code"],  # the back stage does not count
    }
    play(
        [matsuri, suzu],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.M.power": 8500, "card.S.level": 0}}],
        "WS 3.4",
    )


def test_a_backup_line_whose_counter_icon_the_data_lost_is_a_counter_backup() -> None:
    # 【ACT】 COUNTER@ Backup 1500, Level 1 [(1) Put this card from your hand into your waiting room]
    assert normalise("【ACT】 COUNTER@ Backup 1500, Level 1 [(1) Put this card]").startswith(
        "【ACT】 【COUNTER】 Backup"
    )
    ability = real("DG/S03-E004")["script"][-1]  # as a printed 【COUNTER】 Backup reads
    assert (ability["keyword"], ability["params"], ability["tags"]) == (
        "backup",
        {"power": 1500, "level": 1},
        ["counter"],
    )


def test_when_you_use_an_act_triggers_once_the_act_has_resolved() -> None:
    # 【AUTO】 This ability activates up to one time per turn. When you use an 【ACT】, this card gets +1500
    # power until end of turn.  (AB/W31-E109: 【ACT】 [【REST】 this card] Choose one of your 《Music》
    # characters, and that character gets +500 power until end of turn; and an Assist of +500 per level.)
    yui, music = real("AB/W31-E064"), real("AB/W31-E109")
    assert yui["script"][0]["trigger"] == {"on": "ws.act", "player": "you"}
    stage = {"FC": {"code": yui["code"], "label": "Y"}, "BL": {"code": music["code"], "label": "M"}}
    play(
        [yui, music],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [
            {"expect": {"card.Y.power": 5500}},
            {"p1": "act", "card": "M"},
            # M 8.1.1.1.2: the startup ability resolves first, then the auto
            {"p1": "choose", "cards": ["M"], "expect": {"card.M.power": 5500, "card.Y.power": 7000}},
        ],
        "WS 8.1.1.1.2",
    )


def test_cannot_become_reverse_while_the_facing_character_is_cost_0() -> None:
    # 【CONT】 If the character facing this card is cost 0 or lower, this card cannot become 【REVERSE】.
    # (BD/W63-E059: 4500 power outside its controller's turn)
    bear = real("BD/W63-E059")
    assert bear["script"][1]["modifiers"] == [{"to": "this", "grant": "cannot_reverse"}]
    costly = {**ALLY, "code": "T-COSTLY", "name": "Costly", "fields": {**ALLY["fields"], "cost": 1}}
    for attacker, state in (("Ally", "stand"), ("Costly", "reverse")):  # both 5000 power
        p1 = {"stage": {"FC": attacker, "FL": "Filler"}, "library": LIBRARY}
        p2 = {"stage": {"FC": {"code": bear["code"], "label": "B"}}, "library": LIBRARY}
        play(
            [bear, costly],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            [
                {"p1": "attack", "card": attacker, "method": "front"},
                {"p2": "pass", "note": "no counter", "expect": {"card.B.state": state}},  # WS 7.6.1.2, 1.3.2
            ],
            "WS 1.3.2",
        )
    # an effect cannot reverse it either (KGL/S79-E051: "When this card becomes 【REVERSE】, if this card's
    # battle opponent is level 0 or lower, you may 【REVERSE】 that character"; the same text at level 0)
    kamikaze = real("KGL/S79-E051")  # level 0, cost 0, 1000 power
    low = {**bear, "code": "T-BEAR", "name": "Bear at level 0", "fields": {**bear["fields"], "level": 0}}
    p1 = {"stage": {"FC": {"code": kamikaze["code"], "label": "K"}, "FL": "Filler"}, "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": "T-BEAR", "label": "B"}}, "library": LIBRARY}
    play(
        [low, kamikaze],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "K", "method": "front"},
            {"p2": "pass", "note": "no counter", "expect": {"card.K.state": "reverse"}},
            {"p1": "yes", "expect": {"card.B.state": "stand"}},
        ],
        "WS 1.3.2",
    )


def test_a_prohibition_given_until_end_of_turn_is_the_word_itself() -> None:
    # Choose 1 of your characters, and that character gets the following ability until end of turn.
    # "【CONT】 This card cannot become 【REVERSE】."  (NIK/S117-E025's text)
    (event,) = compile_text(
        "Choose 1 of your characters, and that character gets the following ability until end of turn. "
        '"【CONT】 This card cannot become 【REVERSE】."',
        "event",
    )
    assert event.ability["effect"][-1] == {"do": "grant", "cards": "chosen", "grant": "cannot_reverse"}


def test_move_this_card_to_the_open_middle_position_of_your_center_stage() -> None:
    # 【AUTO】 At the beginning of your opponent's attack phase, you may move this card to the open middle
    # position of your center stage.
    lucy = real("FT/S120-E062")
    assert lucy["script"][1]["effect"][0]["then"] == [
        {"do": "ws.move_slot", "cards": "this", "to": "middle_empty"}
    ]
    p1 = {"stage": {"FC": "Ally"}, "library": LIBRARY}
    p2 = {"stage": {"BL": {"code": lucy["code"], "label": "L"}, "FL": "Filler"}, "library": LIBRARY}
    play(
        [lucy],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p2": "yes", "expect": {"decision.kind": "slot", "decision.count": 1}},  # the middle slot only
            {"p2": "slot", "slot": "FC", "expect": {"p2.stage.FC": ["L"], "p2.stage.BL": []}},
        ],
        "WS 6.1",
    )
    # the middle position taken: the card stays where it is (not to another open slot)
    p2["stage"] = {"BL": {"code": lucy["code"], "label": "L"}, "FC": "Filler"}
    play(
        [lucy],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [{"p2": "yes", "expect": {"p2.stage.BL": ["L"], "p2.stage.FR": []}}],
        "WS 6.1",
    )


def test_if_there_is_a_climax_revealed_among_those_cards() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, put the top 2 cards of your deck into
    # your waiting room. If there is a climax revealed among those cards, this card gets +3000 power until
    # end of turn.  (2000 power)
    kasumi = real("BD/W63-E052")
    for top, power in ((["Climax", "Filler"], 5000), (["Filler", "Filler"], 2000)):
        p1 = {"hand": [{"code": kasumi["code"], "label": "K"}], "library": [*LIBRARY, *top]}
        play(
            [kasumi, CLIMAX],
            {"phase": "main", "p1": p1},
            [
                {"p1": "play", "card": "K", "slot": "FC"},
                {"p1": "pass", "expect": {"card.K.power": power, "p1.waiting_room.count": 2}},
            ],
            "WS 8.6.4",
        )


def test_the_reversed_battle_opponent_into_its_owners_stock() -> None:
    # 【AUTO】 When this card's battle opponent becomes 【REVERSE】, you may put that character into your
    # opponent's stock.  (his or her: the older printings' "their", one spelling for both)
    assert normalise("put it into his or her waiting room.") == "put it into their waiting room"
    kurisu = real("DG/S03-E010")
    p1 = {"stage": {"FC": {"code": kurisu["code"], "label": "K"}, "FL": "Filler"}, "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": "Filler", "label": "F"}}, "library": LIBRARY}
    play(
        [kurisu],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "K", "method": "front"},
            {"p2": "pass", "note": "no counter"},
            {"p1": "yes", "expect": {"card.F.zone": "p2.stock"}},
        ],
        "WS 3.1",
    )


def test_return_your_other_frontal_attacked_character_to_your_hand() -> None:
    # 【AUTO】 [(1) Put this card into your waiting room] When your other 《Omiko City》 character is frontal
    # attacked, you may pay the cost. If you do, return that character to your hand.
    rescuer, matsuri = real("AYT/W110-E047"), real("AYT/W110-E050")  # both 《Omiko City》
    p1 = {"stage": {"FC": "Ally", "FL": "Filler"}, "library": LIBRARY}
    p2 = {
        "stage": {
            "FC": {"code": matsuri["code"], "label": "A"},
            "BL": {"code": rescuer["code"], "label": "C"},
        },
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    play(
        [rescuer, matsuri],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "Ally", "method": "front"},
            # "that character" is the defender (WS 7.2.1.5), not the attacker
            {
                "p2": "yes",
                "expect": {
                    "card.A.zone": "p2.hand",
                    "card.C.zone": "p2.waiting_room",
                    "p1.stage.FC": ["Ally"],
                },
            },
        ],
        "WS 7.2.1.5",
    )


def test_your_other_level_3_or_higher_character_in_the_middle_position() -> None:
    # 【CONT】 Your other level 3 or higher character in the middle position of your center stage gets
    # +1000 power.
    card = real("BD/WE35-E11")
    for middle, power in (("Ally", 6000), ("Filler", 1000)):  # level 3 / level 0
        stage = {"FC": {"code": middle, "label": "M"}, "FL": card["code"]}
        play(
            [card],
            {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
            [{"expect": {"card.M.power": power}}],
            "WS 3.4",
        )


def test_if_the_number_of_your_other_trait_characters_is_two_or_more() -> None:
    # 【CONT】 If the number of your other 《Corps》 characters is two or more, this card gets +1000 power.
    card, corps = real("AOT/S35-E011"), real("AOT/S35-E066")  # 《Corps》 both
    power = int(card["fields"]["power"])
    for others, bonus in ((2, 1000), (1, 0)):
        stage = {"FC": {"code": card["code"], "label": "C"}, "FL": corps["code"], "FR": "Filler"}
        if others == 2:
            stage["BL"] = corps["code"]
        play(
            [card, corps],
            {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
            [{"expect": {"card.C.power": power + bonus}}],
            "WS 8.9",
        )


def test_a_backup_whose_cost_puts_it_into_memory() -> None:
    (backup,) = compile_text(
        "【ACT】 【COUNTER】 Backup 2000, Level 1 [(1) Put this card from your hand into your memory]",
        "character",
    )
    assert backup.ability["cost"] == [{"stock": 1}, {"this_to": "memory"}]


# ---------------------------------------------------------------- wave 5: 【AUTO】 triggers, costs, effects
def _trait(code: str, name: str, *traits: str) -> dict[str, Any]:
    return {**FILLER, "code": code, "name": name, "fields": {**FILLER["fields"], "traits": list(traits)}}


def test_a_cost_puts_another_of_your_characters_from_the_stage_into_the_waiting_room() -> None:
    # 【AUTO】 [Put 1 other 《Fantasia Bunko》 or 《Spy》 character from your stage into your waiting room]
    # When this card is placed on the stage from your hand, you may pay the cost. If you do, put the top
    # card of your clock into your stock.
    card = real("Fsp/W120-E011")
    spy = _trait("T-SPY", "Spy", "Spy")
    p1 = {
        "hand": [{"code": card["code"], "label": "C"}],
        "stage": {"FL": {"code": "Spy", "label": "S"}, "FR": {"code": "Filler", "label": "F"}},
        "clock": [{"code": "Filler", "label": "T"}],
        "level": ["Filler"] * 3,
        "stock": ["Filler"] * 3,
        "library": LIBRARY,
    }
    play(
        [card, spy],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "C", "slot": "FC", "expect": {"decision.kind": "yes_no"}},
            # WS 8.4: only a 《Spy》 character other than this card can pay
            {"p1": "yes", "expect": {"decision.count": 1}},
            {
                "p1": "choose",
                "cards": ["S"],
                "expect": {"card.S.zone": "p1.waiting_room", "card.T.zone": "p1.stock"},
            },
        ],
        "WS 8.4",
    )


def test_a_cost_returns_this_card_to_the_hand_and_puts_the_climax_into_the_waiting_room() -> None:
    # 【AUTO】 【CXCOMBO】 [Return this card to your hand & Put 1 "Emerald Splash" from your climax area into
    # your waiting room] At the beginning of your attack phase, you may pay the cost. If you do, choose 1
    # of your other 《Stand User》 or 《Stand》 characters, and 【STAND】 it.
    card = real("JJ/SE41-E31")
    assert card["script"][1]["cost"] == [
        {"this_to": "hand"},
        {"put": 1, "from": "climax", "to": "waiting_room", "filter": {"name": "Emerald Splash"}},
    ]
    user = _trait("T-USER", "User", "Stand User")
    climax = {**CLIMAX, "code": "T-ES", "name": "Emerald Splash"}
    p1 = {
        "stage": {
            "FC": {"code": card["code"], "label": "J"},
            "FL": {"code": "User", "label": "U", "state": "rest"},
        },
        "climax": [{"code": "Emerald Splash", "label": "X"}],
        "library": LIBRARY,
    }
    play(
        [card, user, climax],
        {"phase": "climax", "p1": p1},
        [
            {"expect": {"decision.kind": "yes_no"}},  # the climax is played: the attack phase begins
            {"p1": "yes", "expect": {"card.J.zone": "p1.hand", "decision.count": 1}},
            {"p1": "choose", "cards": ["X"], "expect": {"card.X.zone": "p1.waiting_room"}},
            {"p1": "choose", "cards": ["U"], "expect": {"card.U.state": "stand"}},
        ],
        "WS 8.4",
    )


def test_when_another_of_your_characters_becomes_reverse_in_battle() -> None:
    # 【AUTO】 When another of your 《Corps》 character becomes 【REVERSE】 in battle, choose one of your
    # characters, and that character gets +500 power until end of turn.
    card = real("AOT/S35-E071")
    corps = _trait("T-CORPS", "Corps", "Corps")
    p1 = {
        "stage": {
            "FC": {"code": "Corps", "label": "A"},
            "FL": "Filler",
            "BL": {"code": card["code"], "label": "W"},
        },
        "library": LIBRARY,
    }
    power = int(card["fields"]["power"])
    play(
        [card, corps],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": {"stage": {"FC": "Ally"}, "library": LIBRARY}},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "pass", "expect": {"card.A.state": "reverse", "decision.kind": "select"}},  # WS 7.6.1.2
            {"p1": "choose", "cards": ["W"], "expect": {"card.W.power": power + 500}},
        ],
        "WS 7.6.1.2",
    )
    # the opponent's character reversed in battle is not "another of your" characters
    p2 = {"stage": {"FC": {"code": "Corps", "label": "D"}}, "library": LIBRARY}
    play(
        [card, corps],
        {
            "phase": "attack",
            "step": "declare",
            "p1": {
                "stage": {"FC": {"code": "Ally", "label": "B"}, "FL": "Filler", "BL": card["code"]},
                "library": LIBRARY,
            },
            "p2": p2,
        },
        [
            {"p1": "attack", "card": "B", "method": "front"},
            {"p2": "pass", "expect": {"card.D.state": "reverse", "pending.count": 0}},
        ],
        "WS 7.6.1.2",
    )


def test_when_your_other_trait_character_is_placed_on_the_stage_from_your_hand() -> None:
    # 【AUTO】 This ability activates up to two times per turn. When your other 《Trans》 or 《Housework》
    # character is placed on the stage from your hand, this card gets +1000 power until end of turn.
    card = real("TL/W37-E005")
    trans = _trait("T-TRANS", "Trans", "Trans")
    power = int(card["fields"]["power"])
    p1 = {
        "stage": {"BL": {"code": card["code"], "label": "W"}},
        "hand": [{"code": "Trans", "label": x} for x in "ABC"] + [{"code": "Filler", "label": "F"}],
        "library": LIBRARY,
    }
    play(
        [card, trans],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "F", "slot": "FR", "expect": {"card.W.power": power}},  # no trait
            {"p1": "play", "card": "A", "slot": "FL", "expect": {"card.W.power": power + 1000}},
            {"p1": "play", "card": "B", "slot": "FC", "expect": {"card.W.power": power + 2000}},
            {"p1": "play", "card": "C", "slot": "BR", "expect": {"card.W.power": power + 2000}},  # WS 8.1.3.2
        ],
        "WS 8.7.1",
    )


def test_when_your_other_named_character_is_put_into_your_waiting_room_from_the_stage() -> None:
    # 【AUTO】 When your other "Psyche Breakdown, Shiro" is put into your waiting room from the stage, put
    # this card into your waiting room.
    card = real("NGL/S58-E012")
    shiro = {**FILLER, "code": "T-SHIRO", "name": "Psyche Breakdown, Shiro"}
    p1 = {
        "stage": {
            "FC": {"code": "Psyche Breakdown, Shiro", "label": "S"},
            "BL": {"code": card["code"], "label": "W"},
        },
        "library": LIBRARY,
    }
    play(
        [card, shiro],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": {"stage": {"FC": "Ally"}, "library": LIBRARY}},
        [
            {"p1": "attack", "card": "S", "method": "front"},
            # reversed, then put into the waiting room at the encore step (WS 7.7.1.2): this card's
            # ability and the rules' Encore trigger together (WS 8.5.1.2)
            {"p2": "pass", "expect": {"card.S.zone": "p1.waiting_room", "actions has": ["trigger"]}},
            {"p1": "trigger", "card": "W", "expect": {"card.W.zone": "p1.waiting_room"}},
        ],
        "WS 8.7.1",
    )


def test_when_you_play_an_event_the_ability_resolves_after_it() -> None:
    # 【AUTO】 This ability activates up to 1 time per turn. When you play an event, this card gets +2000
    # power until end of turn.
    card = real("GRI/S72-E104")
    event = {
        "code": "T-EV",
        "name": "Event",
        "type": "event",
        "colours": ["yellow"],
        "fields": {"level": 0, "cost": 0, "triggers": []},
        "text": "Draw 1 card.",
    }
    event["script"] = [dict(c.ability) for c in compile_text(event["text"], "event")]
    power = int(card["fields"]["power"])
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "W"}},
        "hand": [{"code": "Event", "label": "E"}, {"code": "Event", "label": "G"}],
        "library": LIBRARY,
    }
    play(
        [card, event],
        {"phase": "main", "p1": p1},
        [
            {
                "p1": "play",
                "card": "E",
                "expect": {
                    "card.W.power": power + 2000,
                    "card.E.zone": "p1.waiting_room",
                    "p1.hand.count": 2,
                },
            },
            {"p1": "play", "card": "G", "expect": {"card.W.power": power + 2000}},  # once a turn
        ],
        "WS 8.6.2.4.2",
    )


def test_when_you_use_accelerate() -> None:
    # 【AUTO】 When you use "Accelerate", choose 1 of your characters, and that character gets +1000 power
    # until end of turn.
    trigger = real("BD/W73-E070")["script"][0]["trigger"]
    assert trigger == {"on": "ws.use", "player": "you", "keyword": "accelerate"}


def test_those_characters_get_power_and_soul() -> None:
    # 【AUTO】 When this card is placed on stage from your hand, choose up to two of your other characters,
    # and those characters get +1000 power and +1 soul until end of turn.
    card = real("AB/W31-E014")
    p1 = {
        "hand": [{"code": card["code"], "label": "C"}],
        "stage": {
            "FL": {"code": "Filler", "label": "A"},
            "FR": {"code": "Filler", "label": "B"},
            "BL": "Filler",
        },
        "level": ["Filler"] * 3,
        "stock": ["Filler"] * 3,
        "library": LIBRARY,
    }
    play(
        [card],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "C", "slot": "FC", "expect": {"decision.maximum": 2}},
            {"p1": "choose", "cards": ["A", "B"], "expect": {"card.A.power": 2000, "card.B.soul": 2}},
        ],
        "WS 8.6.3",
    )


def test_x_is_that_characters_soul_and_a_card_of_the_opponents_waiting_room_on_top_of_their_deck() -> None:
    # 【AUTO】 When this card attacks, choose 1 of your other 《Magic》 characters, and that character gets +X
    # power until end of turn. X is equal to that character's soul ×1000.
    magic = real("FT/S120-E041")["script"][0]["effect"]
    assert magic[1] == {
        "do": "let",
        "as": "X",
        "value": {"mul": [{"stat": {"card": {"var": "chosen"}, "name": "soul"}}, 1000]},
    }
    # 【AUTO】 [(3) Put 2 cards from your hand into your waiting room] When this card attacks, you may pay the
    # cost. If you do, deal 2 damage to your opponent, choose up to 1 card in your opponent's waiting room,
    # and put it on the top of their deck. (Damage may be canceled)
    card = real("P3/SE46-E41")
    me = {
        "stage": {"FC": {"code": card["code"], "label": "P"}},
        "stock": ["Filler"] * 3,
        "hand": ["Filler", "Filler"],
        "library": LIBRARY,
    }
    p2 = {"waiting_room": [{"code": "Ally", "label": "Y"}], "library": ["Filler"] * 6}
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": me, "p2": p2},
        [
            {"p1": "attack", "card": "P", "method": "direct"},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["Filler", "Filler"]},
            # on the top of its owner's deck, where the attack's own damage takes it next (WS 7.5)
            {
                "p1": "choose",
                "cards": ["Y"],
                "expect": {"card.Y.zone": "p2.clock", "p2.waiting_room.count": 0},
            },
        ],
        "WS 3.1",
    )


def test_placed_on_the_stage_from_your_hand_or_put_into_your_waiting_room_from_the_stage() -> None:
    # 【AUTO】 [(2)] When this card is placed on the stage from your hand or put into your waiting room from
    # the stage, you may pay the cost. If you do, choose 1 《hololive》 character in your waiting room, and
    # return it to your hand.
    card = real("HOL/W104-E089")
    holo = _trait("T-HOLO", "Holo", "hololive")
    colour = {**FILLER, "code": "T-COL", "name": "Colour", "colours": card["colours"]}  # WS 8.6.2.1.1.1
    p1 = {
        "hand": [{"code": card["code"], "label": "C"}],
        "level": ["Colour"],
        "stock": ["Filler"] * 4,
        "waiting_room": [{"code": "Holo", "label": "A"}, {"code": "Holo", "label": "B"}],
        "library": LIBRARY,
    }
    play(
        [card, holo, colour],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "C", "slot": "FC", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"p1.stock.count": 2}},
            {"p1": "choose", "cards": ["A"], "expect": {"card.A.zone": "p1.hand"}},
        ],
        "WS 8.7.1",
    )
    # the same ability when it leaves the stage, read as it was there (WS 8.7.4.1.2)
    me = {
        "stage": {"FC": {"code": card["code"], "label": "C"}},
        "stock": ["Filler"] * 2,
        "waiting_room": [{"code": "Holo", "label": "A"}],
        "library": LIBRARY,
    }
    play(
        [card, holo],
        {"phase": "attack", "step": "declare", "p1": me, "p2": {"stage": {"FC": "Ally"}, "library": LIBRARY}},
        [
            {"p1": "attack", "card": "C", "method": "front"},
            {"p2": "pass", "expect": {"card.C.zone": "p1.waiting_room", "actions has": ["trigger"]}},
            {"p1": "trigger", "card": "C", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"p1.stock.count": 1}},  # 2 + the trigger check's card - 2
            {"p1": "choose", "cards": ["A"], "expect": {"card.A.zone": "p1.hand"}},
        ],
        "WS 8.7.4.1.2",
    )


def test_placed_on_the_stage_from_your_hand_or_attacks() -> None:
    # 【AUTO】 [Put 1 《hololive》 character from your hand into your waiting room] When this card is placed
    # on the stage from your hand or attacks, you may pay the cost. If you do, draw 1 card.
    card = real("HOL/W104-E124")
    holo = _trait("T-HOLO", "Holo", "hololive")
    p1 = {
        "hand": [
            {"code": card["code"], "label": "C"},
            {"code": "Holo", "label": "A"},
            {"code": "Holo", "label": "B"},
        ],
        "library": LIBRARY,
    }
    play(
        [card, holo],
        {"phase": "main", "p1": p1, "p2": {"library": LIBRARY}},
        [
            {
                "p1": "play",
                "card": "C",
                "slot": "FC",
                "note": "its first ability (compiled too) triggers as well",
            },
            {
                "p1": "option",
                "option": f"{card['name']}: {card['script'][1]['text']}",
                "expect": {"decision.kind": "yes_no"},
            },
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["A"],
                "expect": {"card.A.zone": "p1.waiting_room", "p1.hand.count": 2},
            },
            {"p1": "pass", "note": "no climax: on to the attack phase"},
            {"p1": "attack", "card": "C", "method": "direct", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["B"],
                "expect": {"card.B.zone": "p1.waiting_room", "p1.hand.count": 2},
            },
        ],
        "WS 8.7.1",
    )


EVENT = {
    "code": "T-EV",
    "name": "Event",
    "type": "event",
    "colours": ["yellow"],
    "fields": {"level": 0, "cost": 0, "triggers": []},
}


def test_if_the_revealed_card_is_an_event_or_a_trait_character() -> None:
    # 【AUTO】 When this card attacks, reveal the top card of your deck. If that card is an event or a
    # 《Grotesque Race》 or 《Nazarick》 character, put it into your hand, choose 1 card in your hand, and put
    # it into your waiting room. (Otherwise, return it to its original place)
    card = real("OVL/S99-E015")
    for top, taken in (("Event", True), ("Filler", False)):
        me = {
            "stage": {"FC": {"code": card["code"], "label": "O"}},
            "hand": [{"code": "Filler", "label": "H"}],
            "library": [*LIBRARY, {"code": top, "label": "T"}],
        }
        steps: list[dict[str, Any]] = [{"p1": "attack", "card": "O", "method": "direct"}]
        if taken:
            steps[0]["expect"] = {"card.T.zone": "p1.hand", "decision.kind": "select"}
            steps.append({"p1": "choose", "cards": ["H"], "expect": {"card.H.zone": "p1.waiting_room"}})
        else:  # a character without the trait: it stays on the top, and the trigger check takes it
            steps[0]["expect"] = {"p1.hand": ["H"], "card.T.zone": "p1.stock"}
        play(
            [card, EVENT],
            {"phase": "attack", "step": "declare", "p1": me, "p2": {"library": LIBRARY}},
            steps,
            "WS 4.9.1",
        )


def test_the_bottom_cards_of_the_opponents_deck_and_damage_per_climax_among_them() -> None:
    # 【AUTO】 [Put 2 cards from your hand into your waiting room] When this card attacks, you may pay the
    # cost. If you do, put the bottom 4 cards of your opponent's deck into their waiting room, and deal X
    # damage to your opponent. X is equal to the number of climax among those cards.
    card = real("JJ/SE41-E51")
    me = {
        "stage": {"FC": {"code": card["code"], "label": "J"}},
        "hand": ["Filler", "Filler"],
        "library": LIBRARY,
    }
    p2 = {"library": ["Climax", "Filler", "Climax", "Filler", *(["Filler"] * 8)]}  # bottom first
    play(
        [card, CLIMAX],
        {"phase": "attack", "step": "declare", "p1": me, "p2": p2},
        [
            {"p1": "attack", "card": "J", "method": "direct"},
            {"p1": "yes"},
            # 2 climaxes among the 4: 2 damage (no climax left in the deck to cancel it, WS 4.10), then
            # the attack's own damage
            {
                "p1": "choose",
                "cards": ["Filler", "Filler"],
                "expect": {"p2.waiting_room.count": 4, "log has": ["P2 takes 2 damage"]},
            },
        ],
        "WS 4.10",
    )


def test_perform_the_following_action_two_times_and_deal_damage_two_times() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, perform the following action 2 times.
    # "Look at the top card of your deck, and put it on the top of your deck or into your waiting room."
    effect = real("AYT/W110-E022")["script"][1]["effect"]
    assert effect[0]["do"] == "repeat" and effect[0]["n"] == 2 and effect[0]["steps"][0]["do"] == "look"
    # … If you do, deal 1 damage to your opponent 2 times, and this card gets +2000 power until end of turn.
    effect = real("Fsh/W120-E079")["script"][-1]["effect"]
    assert effect[0] == {
        "do": "repeat",
        "n": 2,
        "steps": [{"do": "ws.damage", "n": 1}],
    }  # WS 4.10: each on its own
    # 【AUTO】 When?this?card?attacks, … (one set lost the spaces)
    assert real("KC/S31-E046")["script"][0]["trigger"] == {"on": "attack", "card": "this"}


def test_when_your_other_characters_battle_opponent_becomes_reverse() -> None:
    # 【AUTO】 When your other character's battle opponent becomes 【REVERSE】, choose 1 of your 《MARVEL》
    # characters, and that character gets +1000 power until end of turn.
    card = real("MAR/S89-E060")
    power = int(card["fields"]["power"])
    stage = {"FC": {"code": "Ally", "label": "A"}, "FL": "Filler", "BL": {"code": card["code"], "label": "M"}}
    me = {"stage": stage, "library": LIBRARY}  # FL: another attacker keeps the turn going
    play(
        [card],
        {
            "phase": "attack",
            "step": "declare",
            "p1": me,
            "p2": {"stage": {"FC": "Filler"}, "library": LIBRARY},
        },
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {
                "p2": "pass",
                "expect": {"decision.kind": "select"},
            },  # the Filler facing Ally is reversed (WS 7.6.1.2)
            {"p1": "choose", "cards": ["M"], "expect": {"card.M.power": power + 1000}},
        ],
        "WS 7.5",
    )


def test_at_the_end_of_this_cards_attack() -> None:
    # 【AUTO】 [Put 1 other 《Game》 character from your stage into your waiting room] At the end of this
    # card's attack, you may pay the cost. If you do, move this card to an open position of your back stage.
    card = real("SHS/W98-E035")
    game = _trait("T-GAME", "Gamer", "Game")
    me = {
        "stage": {
            "FC": {"code": card["code"], "label": "S"},
            "FL": {"code": "Gamer", "label": "G"},
            "BR": "Filler",
        },
        "library": LIBRARY,
    }
    play(
        [card, game],
        {"phase": "attack", "step": "declare", "p1": me, "p2": {"library": LIBRARY}},
        [
            {"p1": "attack", "card": "S", "method": "direct"},
            {"p1": "no", "note": "its other ability looks at no card"},
            {"p1": "yes", "note": "the end of the attack (WS 7.6.1.5): pay the cost"},
            {
                "p1": "choose",
                "cards": ["G"],
                "expect": {"card.G.zone": "p1.waiting_room", "decision.kind": "slot"},
            },
            {"p1": "slot", "slot": "BL", "expect": {"card.S.slots": ["BL"]}},
        ],
        "WS 7.6.1.5",
    )


def test_a_granted_at_the_end_of_the_turn_puts_this_card_into_the_waiting_room() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, this card gets +5500 power and the
    # following ability until end of turn. "【AUTO】 At the end of the turn, put this card into your waiting
    # room."
    card = real("MKI/W126-E021")
    power = int(card["fields"]["power"])
    colour = {**FILLER, "code": "T-COL", "name": "Colour", "colours": card["colours"]}
    me = {
        "hand": [{"code": card["code"], "label": "C"}],
        "level": ["Colour"] * 3,
        "stock": ["Filler"] * 3,
        "library": LIBRARY,
    }
    play(
        [card, colour],
        {"phase": "main", "p1": me, "p2": {"library": LIBRARY}},
        [
            {"p1": "play", "card": "C", "slot": "BL", "expect": {"card.C.power": power + 5500}},
            {"p1": "pass", "note": "to the attack phase, where a back-stage card cannot attack"},
            {"expect": {"card.C.zone": "p1.waiting_room"}},  # WS 6.8.1.1
        ],
        "WS 6.8.1.1",
    )


def test_kind_marks_in_square_brackets_or_mixed_case_and_the_memory_mark() -> None:
    # [AUTO] When this card direct attacks, … (one set prints the kind mark in square brackets)
    assert real("AOT/S35-TE02")["script"][0]["trigger"] == {
        "on": "attack",
        "card": "this",
        "data": {"method": "direct"},
    }
    # 【AUTO】 Memory When this card attacks, if "Easy Revenge!" is in your memory, … (WS 10.9: a mark)
    memory = real("CSM/S96-E034")["script"][0]
    assert memory["tags"] == ["recollection"] and memory["condition"] == {
        "exists": {"zone": "memory", "name": "Easy Revenge!"}
    }
    # 【AUTO】 【CXCombo】 When this card's battle opponent becomes 【REVERSE】, …
    (line,) = compile_text(_raw_cards()["SAO/S51-E005"]["ability"][1], "character")
    assert line.automated and line.ability["tags"] == ["cxcombo"]


def test_look_at_the_top_card_then_put_that_card_under_this_card_and_x_from_the_facing_level() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, you may look at the top card of your
    # deck. If you do, put that card face down underneath this card as a marker.
    card = real("Fdl/W120-E139")
    p1 = {
        "hand": [{"code": card["code"], "label": "C"}],
        "level": ["Filler"] * 3,
        "stock": ["Filler"] * 3,
        "library": [*LIBRARY, {"code": "Ally", "label": "T"}],
    }
    colour = {**FILLER, "code": "T-COL", "name": "Colour", "colours": card["colours"]}
    p1["level"] = ["Colour"] * 3
    play(
        [card, colour],
        {"phase": "main", "p1": p1},
        [
            # its second ability (the opponent's deck ordered) triggers too: this one is played first
            {"p1": "play", "card": "C", "slot": "FC"},
            {"p1": "option", "option": f"{card['name']}: {card['script'][0]['text']}"},
            {"p1": "yes", "expect": {"card.T.zone": "p1.marker", "card.T.face_up": False}},  # WS 3.7.2
        ],
        "WS 3.7.2",
    )
    # [AUTO] When this card attacks, if a card named "One Step Forward" is in your climax area, this card
    # gets +X power until end of turn. X is equal to 1500 multiplied by the level of the character facing
    # this card.
    let = real("AOT/S35-TE05")["script"][0]["effect"][0]
    facing = {"zone": "stage", "whose": "opponent", "opposite": "this"}
    assert let["value"] == {"mul": [{"stat": {"card": facing, "name": "level"}}, 1500]}


def test_that_characters_level_after_a_battle_trigger_with_no_choice_stays_by_hand() -> None:
    # "that character" would be the battle opponent, not a chosen card: the binding check refuses it
    line = (
        "【AUTO】 When this card's battle opponent becomes 【REVERSE】, this card gets +X power until end of "
        "turn. X is equal to that character's level ×500."
    )
    assert not compile_line(line, "character").automated


def test_reveal_up_to_three_cards_one_at_a_time() -> None:
    # 【AUTO】 When this card becomes 【REVERSE】 in battle, you may reveal up to 3 cards from the top of your
    # deck. If you reveal 1 or more cards, choose up to 1 《Grisaia》 character from among them, put it into
    # your hand, put the rest into your waiting room, choose 1 card in your hand, and put it into your
    # waiting room.
    card = real("GRI/S72-E049")
    gris = _trait("T-GRIS", "Gris", "Grisaia")
    library = [
        *LIBRARY,
        {"code": "Filler", "label": "F"},
        {"code": "Gris", "label": "R"},
        "Filler",
    ]  # top last
    me = {
        "stage": {"FC": {"code": card["code"], "label": "G"}, "FL": "Filler"},
        "hand": [{"code": "Filler", "label": "H"}],
        "library": library,
    }
    p2 = {"stage": {"FC": {"code": "Ally", "label": "A"}}, "library": LIBRARY}
    play(
        [card, gris],
        {"phase": "attack", "step": "declare", "p1": me, "p2": p2},
        [
            {"p1": "attack", "card": "G", "method": "front"},  # its trigger check takes the top Filler
            {
                "p2": "pass",
                "expect": {"card.G.state": "reverse", "decision.prompt ~": "reveal one more card"},
            },
            {"p1": "yes"},
            {"p1": "yes"},
            {"p1": "no", "note": "two revealed (WS 8.6.3: up to)", "expect": {"decision.maximum": 1}},
            {
                "p1": "choose",
                "cards": ["R"],
                "expect": {"card.R.zone": "p1.hand", "card.F.zone": "p1.waiting_room"},
            },
            {"p1": "choose", "cards": ["H"], "expect": {"card.H.zone": "p1.waiting_room"}},
        ],
        "WS 8.6.3",
    )


def test_the_character_put_on_the_stage_is_that_character_after_it() -> None:
    # Choose up to 1 《Eminence in Shadow》 character in your waiting room, return it to your hand, choose up
    # to 1 "War Goddess, Beatrix" in your hand, put it in any position of your stage, and that character
    # gets +4000 power until end of turn.
    event, beatrix = real("EIS/SX07-055"), real("EIS/SX07-054")
    colour = {**FILLER, "code": "T-COL", "name": "Colour", "colours": event["colours"]}
    p1 = {
        "hand": [{"code": event["code"], "label": "E"}, {"code": beatrix["code"], "label": "B"}],
        "level": ["Colour"] * 3,
        "stock": ["Filler"],
        "stage": {"FL": "Filler"},  # another attacker keeps the turn going
        "library": LIBRARY,
    }
    power = int(beatrix["fields"]["power"])
    play(
        [event, beatrix, colour],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "E", "note": "no card in the waiting room to choose"},
            {"p1": "choose", "cards": ["B"]},
            # the card put on the stage is a new object (WS 3.1.4): the power goes to it
            {"p1": "slot", "slot": "FC", "expect": {"card.B.zone": "p1.stage", "card.B.power": power + 4000}},
        ],
        "WS 3.1.4",
    )
    # 【ACT】 [Put this card into your waiting room] Choose 1 "Moment of Everlasting Summer, Suzu" in your
    # waiting room, put it in the stage position that this card was in, and that character gets +3000 power
    put, power_up = real("AYT/W110-E087")["script"][1]["effect"][1:3]
    assert put["as"] == "chosen" and power_up["cards"] == "chosen"


def test_move_this_card_to_an_open_position_with_a_character_facing_it() -> None:
    # 【AUTO】 At the beginning of your opponent's attack phase, you may move this card to an open position
    # of your center stage with a character facing this card.
    card = real("CSM/S96-E053")
    me = {"stage": {"BL": {"code": card["code"], "label": "C"}}, "library": LIBRARY}
    them = {"stage": {"FR": "Filler"}, "library": LIBRARY}  # faces FL only (WS 3.4)
    play(
        [card],
        {"turn": 5, "turn_player": "p2", "phase": "climax", "p1": me, "p2": them},
        [
            {"p1": "yes", "expect": {"decision.kind": "slot", "decision.count": 1}},
            {"p1": "slot", "slot": "FL", "expect": {"card.C.slots": ["FL"]}},
        ],
        "WS 3.4",
    )


# ---------------------------------------------------------------- wave 5: 【CONT】 and 【ACT】
def _deck_of(record: dict[str, Any], n: int) -> Any:
    from desktop_app.engine.decks import DeckList

    rules = get_ruleset("weiss-schwarz")
    card = rules.card_from_record(record)
    fillers = [rules.card_from_record({**FILLER, "code": f"F{i}", "name": f"F{i}"}) for i in range(50 - n)]
    return DeckList("test", {"main": (card,) * n + tuple(fillers)})


def test_a_deck_may_hold_any_number_of_a_card_that_says_so() -> None:
    # 【CONT】 You can put any number of cards with the same card name as this card into your deck.
    card = real("AOT/S35-E094a")
    assert card["script"][0] == {"kind": "cont", "tags": ["deck_rule"], "text": card["script"][0]["text"]}
    assert get_ruleset("weiss-schwarz").validate_deck(_deck_of(card, 30)) == []  # WS 5.1.2.4


def test_a_deck_may_hold_up_to_the_printed_number_of_a_card() -> None:
    # 【CONT】 You may put up to 13 cards with the same card name as this card into your deck.
    card = real("OVL/S99-E086")
    assert card["script"][0]["tags"] == ["deck_rule"]
    rules = get_ruleset("weiss-schwarz")
    assert rules.validate_deck(_deck_of(card, 13)) == []  # WS 5.1.2.4 replaces 5.1.2.2
    (problem,) = rules.validate_deck(_deck_of(card, 14))
    assert problem.rule == "WS 5.1.2.2" and "at most 13 cards" in problem.message
    # the shared limit with another name stays by hand (and the check keeps four for it)
    line = real("FT/S120-E031")["text"].splitlines()[0]
    assert 'and "Aquarius the Water Bearer" into your deck' in line
    assert not compile_line(line, "character").automated


def test_brainstorm_reveal_four_draws_once_per_climax_revealed() -> None:
    # 【ACT】 Brainstorm [(1) 【REST】 this card] Reveal four cards from the top of your deck, and put them
    # into your waiting room. For each climax revealed, draw up to one card.
    brainstorm = real("DG/S03-E132")
    assert "Reveal four cards" in brainstorm["text"] and brainstorm["script"][1]["tags"] == ["brainstorm"]
    library = [*LIBRARY, "Filler", "Climax", "Filler", "Climax"]
    p1 = {"stage": {"BL": {"code": brainstorm["code"], "label": "S"}}, "stock": ["Filler"]}
    p1["library"] = library
    play(
        [brainstorm, CLIMAX],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "S", "expect": {"p1.waiting_room.count": 5, "card.S.state": "rest"}},
            {"p1": "number", "number": 1, "expect": {"p1.hand.count": 1}},  # WS 10.7: once per climax
            {"p1": "number", "number": 0, "expect": {"p1.hand.count": 1, "p1.library.count": 9}},  # "up to"
        ],
        "WS 10.7",
    )


def _stage_power(
    card: dict[str, Any], p1: dict[str, Any], expect: dict[str, Any], rule: str, **position: Any
) -> None:
    play([card], {"phase": "main", "p1": {"library": LIBRARY, **p1}, **position}, [{"expect": expect}], rule)


def test_memory_an_ability_that_works_from_the_memory() -> None:
    # 【CONT】 Memory During your turn, if this card is in your memory, all of your 《Shuchiin》 characters
    # get +500 power.
    card = real("KGL/S95-E071")
    shuchiin = {
        **FILLER,
        "code": "T-SHU",
        "name": "Student",
        "fields": {**FILLER["fields"], "traits": ["Shuchiin"]},
    }
    stage = {"FC": {"code": "Student", "label": "S"}, "FL": {"code": "Filler", "label": "F"}}
    p1 = {"memory": [card["code"]], "stage": stage, "library": LIBRARY}
    play(
        [card, shuchiin],
        {"phase": "main", "p1": p1},
        [{"expect": {"card.S.power": 1500, "card.F.power": 1000}}],
        "WS 10.9",
    )
    # on the stage it does nothing (it works from the memory only), nor in the opponent's turn
    p1 = {"stage": {**stage, "FR": card["code"]}, "library": LIBRARY}
    play([card, shuchiin], {"phase": "main", "p1": p1}, [{"expect": {"card.S.power": 1000}}], "WS 10.9")
    p1 = {"memory": [card["code"]], "stage": stage, "library": LIBRARY}
    position = {"phase": "main", "turn_player": "p2", "p1": p1}
    play([card, shuchiin], position, [{"expect": {"card.S.power": 1000}}], "WS 10.9")


def test_memory_counts_the_named_cards_in_the_memory() -> None:
    # 【CONT】 Memory This card gets +1000 power for each "Baptism Rite" in your memory.
    card = real("FS/S77-E087")
    rite = {**FILLER, "code": "T-RITE", "name": "Baptism Rite"}
    power = card["fields"]["power"]
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "C"}},
        "memory": ["Baptism Rite", "Baptism Rite", "Filler"],
    }
    play(
        [card, rite],
        {"phase": "main", "p1": {**p1, "library": LIBRARY}},
        [{"expect": {"card.C.power": power + 2000}}],
        "WS 10.9",
    )


def test_experience_a_named_card_in_the_level_zone() -> None:
    # 【CONT】 Experience If "New Stage, Akira Yukishiro" is in your level, this card gets +1500 power.
    card = real("RSL/S69-E081")
    akira = {**FILLER, "code": "T-AKI", "name": "New Stage, Akira Yukishiro"}
    power = card["fields"]["power"]
    stage = {"FC": {"code": card["code"], "label": "C"}}
    for level, expected in ((["New Stage, Akira Yukishiro"], power + 1500), (["Filler"], power)):
        p1 = {"stage": stage, "level": level, "library": LIBRARY}
        play([card, akira], {"phase": "main", "p1": p1}, [{"expect": {"card.C.power": expected}}], "WS 10.10")


def test_all_of_your_other_cards_of_two_names() -> None:
    # 【CONT】 All of your other "Briefs Enthusiast, Yu" and "Sprinting at the Sports Festival, Yu" get +1000
    # power: each card of either name (not one that has both)
    card = real("KGL/S95-E059")
    yu1 = {**FILLER, "code": "T-YU1", "name": "Briefs Enthusiast, Yu"}
    yu2 = {**FILLER, "code": "T-YU2", "name": "Sprinting at the Sports Festival, Yu"}
    stage = {
        "FC": card["code"],
        "FL": {"code": yu1["code"], "label": "A"},
        "FR": {"code": yu2["code"], "label": "B"},
        "BL": {"code": "Filler", "label": "F"},
    }
    play(
        [card, yu1, yu2],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.A.power": 2000, "card.B.power": 2000, "card.F.power": 1000}}],
        "WS 8.9.1",
    )


def test_characters_with_either_name_in_their_card_name() -> None:
    # 【CONT】 All of your other characters with "Rin" or "Len" in its card name get +500 power.
    card = real("PD/S22-E009")
    rin = {**FILLER, "code": "T-RIN", "name": "Kagamine Rin"}
    len_ = {**FILLER, "code": "T-LEN", "name": "Kagamine Len"}
    stage = {
        "FC": card["code"],
        "FL": {"code": rin["code"], "label": "A"},
        "FR": {"code": len_["code"], "label": "B"},
        "BL": {"code": "Ally", "label": "F"},
    }
    play(
        [card, rin, len_],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.A.power": 1500, "card.B.power": 1500, "card.F.power": 5000}}],
        "WS 8.9.1",
    )


def test_during_your_opponents_turn_with_a_condition() -> None:
    # 【CONT】 During your opponent's turn, if your hand has 5 or more cards, this card gets +1 level and
    # +1500 power.
    card = real("HOL/W104-E001")
    power = card["fields"]["power"]
    stage = {"FC": {"code": card["code"], "label": "C"}}
    for turn_player, hand, expected in (("p2", 5, power + 1500), ("p2", 4, power), ("p1", 5, power)):
        p1 = {"stage": stage, "hand": ["Filler"] * hand, "library": LIBRARY}
        position = {"phase": "main", "turn_player": turn_player, "p1": p1}
        play([card], position, [{"expect": {"card.C.power": expected}}], "WS 8.9.1")


def test_counts_of_the_opponents_characters_and_of_your_deck() -> None:
    # 【CONT】 If your opponent has 3 or less characters, this card gets +1000 power.
    card = real("PJS/S91-E034")
    power = card["fields"]["power"]
    stage = {"FC": {"code": card["code"], "label": "C"}}
    for opponents, expected in ((3, power + 1000), (4, power)):
        p2 = {"stage": dict(zip(("FL", "FC", "FR", "BL"), ["Filler"] * opponents)), "library": LIBRARY}
        position = {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}, "p2": p2}
        play([card], position, [{"expect": {"card.C.power": expected}}], "WS 8.9.1")
    # 【CONT】 If your deck has 5 or less cards, this card gets -1 level while in your hand.
    cheap = real("GGO/SE50-E40")
    assert cheap["script"][0]["zones"] == ["hand"]
    assert cheap["script"][0]["condition"] == {"<=": [{"count": {"zone": "library"}}, 5]}


def test_if_you_have_both_named_characters() -> None:
    # 【CONT】 If you have "Whiteout, Bixlow" and "Whiteout, Evergreen", this card gets -1 level while in
    # your hand: both, not either
    card = real("FT/S120-E008")
    bixlow = {**FILLER, "code": "T-BIX", "name": "Whiteout, Bixlow"}
    evergreen = {**FILLER, "code": "T-EVE", "name": "Whiteout, Evergreen"}
    level = card["fields"]["level"]
    for names, expected in (([bixlow, evergreen], level - 1), ([bixlow], level)):
        stage = dict(zip(("FL", "FR"), [c["code"] for c in names]))
        p1 = {"hand": [{"code": card["code"], "label": "H"}], "stage": stage, "library": LIBRARY}
        play(
            [card, bixlow, evergreen],
            {"phase": "main", "p1": p1},
            [{"expect": {"card.H.level": expected}}],
            "WS 8.9.1",
        )


def test_cannot_stand_during_your_stand_phase_on_a_condition() -> None:
    # 【CONT】 If you do not have another 《Grisaia》 character, this card cannot 【STAND】 during your stand
    # phase.
    card = real("GRI/S72-E095")
    grisaia = {
        **FILLER,
        "code": "T-GRI",
        "name": "Grisaia",
        "fields": {**FILLER["fields"], "traits": ["Grisaia"]},
    }
    for other, expected in (("Filler", "rest"), ("Grisaia", "stand")):
        stage = {
            "FC": {"code": card["code"], "state": "rest", "label": "C"},
            "BL": {"code": other, "state": "rest"},
        }
        play(
            [card, grisaia],
            {"phase": "stand", "p1": {"stage": stage, "library": LIBRARY}},
            [{"expect": {"phase": "clock", "card.C.state": expected}}],  # WS 6.2.1.2 with 1.3.3
            "WS 6.2.1.2",
        )


def test_the_character_facing_this_card_cannot_move_to_another_position() -> None:
    # 【CONT】 The character facing this card cannot move to another position on the stage.
    card = real("DG/S03-E014")
    p1 = {
        "stage": {"FC": {"code": "Filler", "label": "F"}, "FL": {"code": "Ally", "label": "A"}},
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": card["code"]}, "library": LIBRARY}
    play(
        [card],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {
                "expect": {
                    # WS 6.5.1.2.4 with 1.3.3: neither moved, nor swapped with by another character
                    "actions": ["Move Ally to FR", "Move Ally to BL", "Move Ally to BR", "End the main phase"]
                }
            },
            {"p1": "move", "card": "A", "slot": "BL", "expect": {"p1.stage.BL": "A", "p1.stage.FC": "F"}},
        ],
        "WS 6.5.1.2.4",
    )


def test_cannot_frontal_attack_a_higher_level_character() -> None:
    # 【CONT】 If the character facing this card is a higher level than this card, this card cannot frontal
    # attack.
    card = real("SAO/S51-E025")
    high = {
        **FILLER,
        "code": "T-HIGH",
        "name": "High",
        "fields": {**FILLER["fields"], "level": card["fields"]["level"] + 1},
    }
    for facing, front in (("High", False), ("Filler", True)):
        p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}}, "library": LIBRARY}
        p2 = {"stage": {"FC": facing}, "library": LIBRARY}
        expect = {"actions has" if front else "actions lacks": [f'"AR Idol" Yuna: front attack on {facing}']}
        play(
            [card, high],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            [{"expect": expect}],
            "WS 7.2.1.4",
        )


def test_an_effect_does_not_move_a_character_that_cannot_move() -> None:
    # FT/S120-E062's "you may move this card to the open middle position" (ws.move_slot), while a
    # card of the opponent says "cannot move to another position" of it (M 1.3.3: not done)
    lucy = real("FT/S120-E062")
    warden = {
        **FILLER,
        "code": "T-WARD",
        "name": "Warden",
        "script": [
            {
                "kind": "cont",
                "modifiers": [{"to": {"zone": "stage", "whose": "opponent"}, "grant": "cannot_move"}],
            }
        ],
    }
    p1 = {"stage": {"FC": "Ally", "BR": "Warden"}, "library": LIBRARY}
    p2 = {"stage": {"BL": {"code": lucy["code"], "label": "L"}, "FL": "Filler"}, "library": LIBRARY}
    play(
        [lucy, warden],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [{"p2": "yes", "expect": {"p2.stage.BL": ["L"], "p2.stage.FC": []}}],
        "WS 6.5.1.2.4",
    )


def test_during_this_cards_battle_your_opponent_cannot_play_backup() -> None:
    # 【CONT】 During this card's battle, your opponent cannot play "Backup" from their hand.
    card = real("FT/S120-E036")
    backup = real("KGL/S79-E066")  # a Backup from the hand (WS 10.5)
    p2 = {
        "hand": [backup["code"]],
        "level": ["Filler", "Filler"],
        "stock": ["Filler"],
        "stage": {"FC": "Ally", "FL": "Ally"},
        "library": LIBRARY,
    }
    p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}, "FR": {"code": "Filler", "label": "F"}}}
    p1["library"] = LIBRARY
    position = {"phase": "attack", "step": "declare", "p1": p1, "p2": p2}
    # WS 1.3.3: in this card's battle the Backup is not offered in the counter step ...
    steps = [{"p1": "attack", "card": "C", "method": "front", "expect": {"actions lacks": ["act"]}}]
    play([card, backup], position, steps, "WS 10.5")
    # ... in another character's battle it is
    steps = [{"p1": "attack", "card": "F", "method": "front", "expect": {"actions has": ["act"]}}]
    play([card, backup], position, steps, "WS 10.5")


def test_you_cannot_play_events_or_backup_from_your_hand() -> None:
    # 【CONT】 You cannot play events or "Backup" from your hand.
    card = real("CSM/S96-E040")
    event = {**FILLER, "code": "T-EV", "name": "Event", "type": "event"}
    p1 = {"stage": {"FC": card["code"]}, "hand": [{"code": "Event", "label": "E"}], "library": LIBRARY}
    play([card, event], {"phase": "main", "p1": p1}, [{"expect": {"actions lacks": ["play"]}}], "WS 1.3.3")
    p1["stage"] = {"FC": "Filler"}
    play([card, event], {"phase": "main", "p1": p1}, [{"expect": {"actions has": ["play"]}}], "WS 1.3.3")


def test_you_cannot_play_climax_cards_during_your_climax_phase() -> None:
    # 【CONT】 You cannot play climax cards from your hand during your climax phase.
    card = real("SAO/S26-E028")
    assert card["script"][0]["condition"] == {"all": [{"turn": "yours"}, {"phase": "climax"}]}
    p1 = {"stage": {"FC": card["code"]}, "hand": ["Climax"], "level": ["Filler"], "library": LIBRARY}
    # WS 6.6.1.2.1: a climax is played from the hand in the climax phase; this card forbids it
    # (WS 1.3.3) ...
    play([card, CLIMAX], {"phase": "climax", "p1": p1}, [{"expect": {"actions lacks": ["play"]}}], "WS 1.3.3")
    p1["stage"] = {"FC": "Filler"}
    steps = [{"expect": {"actions has": ["play"]}}]
    play([card, CLIMAX], {"phase": "climax", "p1": p1}, steps, "WS 6.6.1.2.1")
    # ... only in its controller's climax phase: the opponent's climax is played (WS 6.1)
    them = {"stage": {"FC": "Filler"}, "hand": ["Climax"], "level": ["Filler"], "library": LIBRARY}
    me = {"stage": {"FC": card["code"]}, "library": LIBRARY}
    position = {"turn_player": "p2", "phase": "climax", "p1": me, "p2": them}
    play([card, CLIMAX], position, [{"expect": {"actions has": ["play"]}}], "WS 6.1")


def test_a_continuous_ability_during_a_phase() -> None:
    # the phase piece of SAO/S26-E028 in the other frames: a power change only in that phase of that
    # player's turn (WS 6.1; the encore step is a step of the attack phase, WS 6.7)
    line = "【CONT】 If you have 1 or more other characters, during your attack phase, "
    line += "this card gets +1000 power."
    script = [dict(c.ability) for c in compile_text(line, "character")]
    assert script[0]["condition"]["all"][0] == {"all": [{"turn": "yours"}, {"phase": "attack"}]}
    card = {**FILLER, "code": "T-PH", "name": "Phase", "script": script}
    p1 = {"stage": {"FC": {"code": "Phase", "label": "A"}, "FL": "Filler"}, "library": LIBRARY}
    play([card], {"phase": "main", "p1": p1}, [{"expect": {"card.A.power": 1000}}], "WS 6.1")
    position = {"phase": "attack", "step": "declare", "p1": p1}
    play([card], position, [{"expect": {"card.A.power": 2000}}], "WS 6.1")
    play([card], {**position, "turn_player": "p2"}, [{"expect": {"card.A.power": 1000}}], "WS 6.1")
    p1["stage"] = {"FC": {"code": "Phase", "label": "A"}}
    play([card], position, [{"expect": {"card.A.power": 1000}}], "WS 6.1")


def test_an_editors_note_after_a_line_is_not_read() -> None:
    # 【CONT】 If the number of cards in your hand is six or more, this card gets +1500 power.
    # ｛詰めてください｝ (a layout note the data kept; the line is read without it)
    card = real("NK/WE22-E35")
    assert card["script"][0].get("automated", True) and "｛" in card["script"][0]["text"]
    power = card["fields"]["power"]
    p1 = {"stage": {"FC": {"code": card["code"], "label": "A"}}, "hand": ["Filler"] * 6, "library": LIBRARY}
    play([card], {"phase": "main", "p1": p1}, [{"expect": {"card.A.power": power + 1500}}], "WS 8.1.1.3")
    p1["hand"] = ["Filler"] * 5
    play([card], {"phase": "main", "p1": p1}, [{"expect": {"card.A.power": power}}], "WS 8.1.1.3")


def test_conditions_said_of_this_card_the_front_row_and_the_hand() -> None:
    # the rules' words for wordings the compiler read in other forms: the front row is the center
    # stage (WS 3.6.4); "this card has N or more markers underneath it" counts its markers (WS 3.7);
    # "you have no cards in your hand"
    def card(condition: str) -> dict[str, Any]:
        line = f"【CONT】 If {condition}, this card gets +1000 power."
        script = [dict(c.ability) for c in compile_text(line, "character")]
        assert script[0].get("automated", True), line
        return {**FILLER, "code": "T-COND", "name": "Cond", "script": script}

    front = card("this card is in your front row")
    p1 = {"stage": {"FL": {"code": "Cond", "label": "A"}}, "library": LIBRARY}
    play([front], {"phase": "main", "p1": p1}, [{"expect": {"card.A.power": 2000}}], "WS 3.6.4")
    p1["stage"] = {"BL": {"code": "Cond", "label": "A"}}
    play([front], {"phase": "main", "p1": p1}, [{"expect": {"card.A.power": 1000}}], "WS 3.6.4")
    empty = card("you have no cards in your hand")
    p1 = {"stage": {"FC": {"code": "Cond", "label": "A"}}, "library": LIBRARY}
    play([empty], {"phase": "main", "p1": p1}, [{"expect": {"card.A.power": 2000}}], "WS 8.1.1.3")
    p1["hand"] = ["Filler"]
    play([empty], {"phase": "main", "p1": p1}, [{"expect": {"card.A.power": 1000}}], "WS 8.1.1.3")
    two = card("this card has 2 or more markers underneath it")
    none = card("this card has no markers underneath it")
    assert two["script"][0]["condition"] == {">=": [{"count": {"zone": "marker", "under": "this"}}, 2]}
    assert none["script"][0]["condition"] == {"none": {"zone": "marker", "under": "this"}}
    p1 = {"stage": {"FC": {"code": "Cond", "label": "A"}}, "library": LIBRARY}
    play([two], {"phase": "main", "p1": p1}, [{"expect": {"card.A.power": 1000}}], "WS 3.7")
    play([none], {"phase": "main", "p1": p1}, [{"expect": {"card.A.power": 2000}}], "WS 3.7")
    p1["marker"] = {"FC": ["Filler"] * 2}
    play([two], {"phase": "main", "p1": p1}, [{"expect": {"card.A.power": 2000}}], "WS 3.7")
    play([none], {"phase": "main", "p1": p1}, [{"expect": {"card.A.power": 1000}}], "WS 3.7")


def test_the_opponents_characters_of_a_row() -> None:
    # "all of your opponent's characters in their center stage / the back stage" (WS 3.6.4: the
    # center stage is the front row, the back stage the back row), and "your front row" read as
    # the center stage
    for line, front, back in (
        ("【CONT】 All of your opponent's characters in their center stage get -500 power.", 500, 1000),
        ("【CONT】 All of your opponent's characters in the back stage get -500 power.", 1000, 500),
    ):
        script = [dict(c.ability) for c in compile_text(line, "character")]
        card = {**FILLER, "code": "T-ROW", "name": "Row", "script": script}
        p1 = {"stage": {"FC": "Row"}, "library": LIBRARY}
        p2 = {"stage": {"FC": {"code": "Filler", "label": "F"}, "BL": {"code": "Filler", "label": "B"}}}
        p2["library"] = LIBRARY
        steps = [{"expect": {"card.F.power": front, "card.B.power": back}}]
        play([card], {"phase": "main", "p1": p1, "p2": p2}, steps, "WS 3.6.4")
    line = "【CONT】 All of your characters in your front row get +500 power."
    assert compile_text(line, "character")[0].ability["modifiers"][0]["to"]["front_row"] is True


def test_all_of_your_opponents_characters_are_reverse() -> None:
    # "all of your opponent's characters are 【REVERSE】", as "all of your characters are 【STAND】"
    # is read: none of them is in another state (WS 1.3.2)
    line = "【CONT】 If all of your opponent's characters are 【REVERSE】, this card gets +1000 power."
    script = [dict(c.ability) for c in compile_text(line, "character")]
    card = {**FILLER, "code": "T-ALLREV", "name": "Watcher", "script": script}
    p1 = {"stage": {"FC": {"code": "Watcher", "label": "W"}}, "library": LIBRARY}
    for states, power in ((("reverse", "reverse"), 2000), (("reverse", "stand"), 1000)):
        p2 = {
            "stage": {
                "FC": {"code": "Filler", "state": states[0]},
                "FL": {"code": "Filler", "state": states[1]},
            }
        }
        p2["library"] = LIBRARY
        play([card], {"phase": "main", "p1": p1, "p2": p2}, [{"expect": {"card.W.power": power}}], "WS 1.3.2")


def test_this_card_can_be_played_without_fulfilling_color_requirements() -> None:
    # 【CONT】 This card can be played from your hand without fulfilling color requirements. (a green
    # level 1 card, and only yellow cards in the level zone and clock)
    card = real("KGL/S95-E026")
    p1 = {"hand": [{"code": card["code"], "label": "H"}], "level": ["Filler"], "library": LIBRARY}
    play([card], {"phase": "main", "p1": p1}, [{"expect": {"actions has": ["play"]}}], "WS 8.6.2.1.1")
    # the same card without that line is not playable (WS 8.6.2.1.1)
    plain = {**card, "code": "T-PLAIN", "name": "Plain", "script": card["script"][1:]}
    p1["hand"] = ["Plain"]
    play([plain], {"phase": "main", "p1": p1}, [{"expect": {"actions lacks": ["play"]}}], "WS 8.6.2.1.1")
    # an event's unmarked line, the same words (FT/S120-E071)
    event = real("FT/S120-E071")
    assert event["type"] == "event" and event["colours"] != ["yellow"]
    p1 = {"hand": [event["code"]], "level": ["Filler"] * 3, "stock": ["Filler"] * 3, "library": LIBRARY}
    play([event], {"phase": "main", "p1": p1}, [{"expect": {"actions has": ["play"]}}], "WS 8.6.2.1.1")


def test_you_can_play_events_without_fulfilling_color_requirements() -> None:
    # 【CONT】 You can play events from your hand without fulfilling color requirements.
    card = real("KGL/S95-E055")
    event = {**GREEN, "code": "T-EV", "name": "Event", "type": "event", "fields": {"level": 1, "cost": 0}}
    p1 = {"stage": {"FC": card["code"]}, "hand": ["Event"], "level": ["Filler"], "library": LIBRARY}
    play([card, event], {"phase": "main", "p1": p1}, [{"expect": {"actions has": ["play"]}}], "WS 8.6.2.1.1")
    p1["stage"] = {"FC": "Filler"}
    play(
        [card, event], {"phase": "main", "p1": p1}, [{"expect": {"actions lacks": ["play"]}}], "WS 8.6.2.1.1"
    )


def test_marks_in_square_brackets_and_a_stock_cost_without_parentheses() -> None:
    # [CONT] During your turn, this card gets +1000 power.  (the data's square brackets)
    card = real("AOT/S35-TE06")
    assert card["script"][0]["condition"] == {"turn": "yours"}
    p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}}, "library": LIBRARY}
    play([card], {"phase": "main", "p1": p1}, [{"expect": {"card.C.power": 6000}}], "WS 8.9.1")
    # 【ACT】［1］ This card gets +2000 power until end of turn.  (the stock cost lost its parentheses)
    act = real("PD/S22-E042")
    assert act["script"][0]["cost"] == [{"stock": 1}]
    p1 = {"stage": {"FC": {"code": act["code"], "label": "C"}}, "stock": ["Filler"], "library": LIBRARY}
    steps = [{"p1": "act", "card": "C", "expect": {"card.C.power": 7000, "p1.stock.count": 0}}]
    play([act], {"phase": "main", "p1": p1}, steps, "WS 8.4")


def test_if_your_opponent_does_not_have_any_climax_in_the_waiting_room() -> None:
    # 【CONT】 If your opponent does not have any climax in the waiting room, this card gets +2000 power.
    card = real("DG/S03-E011")
    for waiting, expected in ((["Filler"], 4500), (["Climax"], 2500)):
        p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}}, "library": LIBRARY}
        p2 = {"waiting_room": waiting, "library": LIBRARY}
        position = {"phase": "main", "p1": p1, "p2": p2}
        play([card, CLIMAX], position, [{"expect": {"card.C.power": expected}}], "WS 8.9.1")


def test_rest_one_of_your_other_characters_as_a_cost() -> None:
    # 【ACT】 [(1) 【REST】 one of your other 《Music》 characters] Choose one of your 《Music》 characters,
    # and that character gets +1 soul until end of turn.
    card = real("AB/W31-E015")
    music = {**FILLER, "code": "T-MUS", "name": "Music", "fields": {**FILLER["fields"], "traits": ["Music"]}}
    stage = {"BL": {"code": card["code"], "label": "S"}, "FC": {"code": "Music", "label": "M"}}
    p1 = {"stage": stage, "stock": ["Filler"], "library": LIBRARY}
    play(
        [card, music],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "S", "expect": {"decision.count": 1}},  # only the other 《Music》 one
            {"p1": "choose", "cards": ["M"], "expect": {"card.M.state": "rest", "card.S.state": "stand"}},
            {"p1": "choose", "cards": ["M"], "expect": {"card.M.soul": 2}},
        ],
        "WS 8.4",
    )


def test_two_abilities_the_data_joined_on_one_line_are_read_apart() -> None:
    # DG/S03-E137's data: "【AUTO】 When this card becomes 【REVERSE】 in battle, put this card on the
    # bottom of your deck. 【ACT】 [【REST】 two of your 《Demon》 characters] Choose one …" on one line:
    # two abilities
    card = real("DG/S03-E137")
    assert len(card["text"].splitlines()) == 1
    first, second = (c.text for c in compile_text(card["text"], "character"))
    assert first.startswith("【AUTO】") and first.endswith("bottom of your deck.")
    assert second.startswith("【ACT】 [【REST】 two of your 《Demon》 characters]")
    assert card["script"][1]["kind"] == "act" and card["script"][1]["cost"] == [
        {"rest": 2, "filter": {"type": "character", "traits": ["Demon"]}}
    ]
    # a mark inside quotes starts an ability given, and stays with its line
    given = (
        'All of your characters get the following ability. "【AUTO】 When this card attacks, draw a card."'
    )
    assert [c.text for c in compile_text(f"【CONT】 {given}", "character")] == [f"【CONT】 {given}"]


def test_this_card_cannot_be_chosen_by_your_opponents_effects() -> None:
    # 【CONT】 This card cannot be chosen by your opponent's effects.
    card = real("AB/W31-E014")
    assert card["script"][0]["modifiers"] == [{"to": "this", "grant": "cannot_be_chosen"}]
    chooser = {
        **FILLER,
        "code": "T-CHOOSE",
        "name": "Chooser",
        "script": [
            {
                "kind": "act",
                "cost": [{"rest": "this"}],
                "effect": [
                    {"do": "choose", "from": {"zone": "stage", "whose": "opponent"}, "n": 1},
                    {"do": "modify", "cards": "chosen", "stat": "power", "add": -1000},
                ],
            }
        ],
    }
    p1 = {"stage": {"FC": {"code": "Chooser", "label": "C"}}, "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": card["code"], "label": "P"}, "FL": {"code": "Filler", "label": "F"}}}
    p2["library"] = LIBRARY
    play(
        [card, chooser],
        {"phase": "main", "p1": p1, "p2": p2},
        # WS 1.3.3: only the other character is offered
        [{"p1": "act", "card": "C", "expect": {"decision.count": 1}}, {"p1": "choose", "cards": ["F"]}],
        "WS 1.3.3",
    )


def test_power_and_a_prohibition_given_in_quotes_or_said() -> None:
    # 【CONT】 All of your other "Insane LLENN" get +500 power and the following ability. "【CONT】 This card
    # cannot be chosen by your opponent's effects."
    card = real("GGO/SE50-E23")
    llenn = {**FILLER, "code": "T-LLENN", "name": "Insane LLENN"}
    to = {"zone": "stage", "name": "Insane LLENN", "other": True}
    assert card["script"][0]["modifiers"] == [
        {"to": to, "stat": "power", "add": 500},
        {"to": to, "grant": "cannot_be_chosen"},
    ]
    p2 = {"stage": {"FC": card["code"], "FL": {"code": "Insane LLENN", "label": "L"}}, "library": LIBRARY}
    p1 = {"library": LIBRARY}
    expect = {"card.L.power": 1500, "card.L.keywords": ["cannot_be_chosen"]}
    play([card, llenn], {"phase": "main", "p1": p1, "p2": p2}, [{"expect": expect}], "WS 1.3.3")


def test_power_from_the_level_of_the_character_facing_this_card() -> None:
    # 【CONT】 This card gets +X power. X is equal to 500 multiplied by the level of the character facing
    # this card.
    card = real("DG/S03-E133")
    high = {**FILLER, "code": "T-L2", "name": "Level Two", "fields": {**FILLER["fields"], "level": 2}}
    for facing, expected in (({"FC": "Level Two"}, 10500), ({"FL": "Level Two"}, 9500)):
        p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}}, "library": LIBRARY}
        position = {"phase": "main", "p1": p1, "p2": {"stage": facing, "library": LIBRARY}}
        play([card, high], position, [{"expect": {"card.C.power": expected}}], "WS 8.9.1")


def test_level_and_power_for_each_of_your_other_named_cards() -> None:
    # 【CONT】 This card gets +1 level and +1500 power for each of your other "Surprise Attack, Yumiko &
    # Yuuji".
    card = real("GRI/S72-E018")
    yumiko = {**FILLER, "code": "T-YUM", "name": "Surprise Attack, Yumiko & Yuuji"}
    stage = {"FC": {"code": card["code"], "label": "C"}, "FL": yumiko["code"], "FR": yumiko["code"]}
    p1 = {"stage": stage, "library": LIBRARY}
    expect = {"card.C.power": 1500 + 3000, "card.C.level": 2}
    play([card, yumiko], {"phase": "main", "p1": p1}, [{"expect": expect}], "WS 8.9.1")


def test_cannot_attack_with_one_or_less_characters_in_your_back_stage() -> None:
    # 【CONT】 If you have 1 or less characters in your back stage, this card cannot attack.
    card = real("SHS/W56-E090")
    for back, attacks in ((["BL"], False), (["BL", "BR"], True)):
        stage = {"FC": {"code": card["code"], "label": "C"}, **dict.fromkeys(back, "Filler")}
        p1 = {"stage": stage, "library": LIBRARY}
        expect = {
            "actions has" if attacks else "actions lacks": ["blessing software, Michiru: direct attack"]
        }
        play([card], {"phase": "attack", "step": "declare", "p1": p1}, [{"expect": expect}], "WS 7.2.1.4")


def test_that_character_gets_level_until_end_of_turn() -> None:
    # 【ACT】 [【REST】 this card] Choose one of your characters, and that character gets +1 level until end
    # of turn.
    card = real("SAO/S26-E023")
    stage = {"BL": {"code": card["code"], "label": "S"}, "FC": {"code": "Filler", "label": "F"}}
    steps = [{"p1": "act", "card": "S"}, {"p1": "choose", "cards": ["F"], "expect": {"card.F.level": 1}}]
    play([card], {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}}, steps, "WS 8.9.2")


def test_this_card_in_a_named_position_of_the_stage() -> None:
    # 【CONT】 If this card is in the right position of your center stage, this card gets +3000 power.
    card = real("BNJ/SX01-023")
    power = card["fields"]["power"]
    for slot, expected in (("FR", power + 3000), ("FL", power)):  # WS 3.4
        p1 = {"stage": {slot: {"code": card["code"], "label": "C"}}, "library": LIBRARY}
        play([card], {"phase": "main", "p1": p1}, [{"expect": {"card.C.power": expected}}], "WS 8.9.1")


def test_a_climax_of_a_colour_in_your_climax_area() -> None:
    # 【CONT】 If there is a blue climax in your climax area, this card gets +2000 power.
    card = real("FS/S36-E084")
    blue = {**CLIMAX, "code": "T-BCX", "name": "Blue Climax", "colours": ["blue"]}
    power = card["fields"]["power"]
    for climax, expected in (("Blue Climax", power + 2000), ("Climax", power)):
        p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}}, "climax": [climax], "library": LIBRARY}
        play(
            [card, blue, CLIMAX],
            {"phase": "main", "p1": p1},
            [{"expect": {"card.C.power": expected}}],
            "WS 8.9.1",
        )


def test_the_number_of_cards_in_your_opponents_hand_or_less() -> None:
    # 【CONT】 If the number of cards in your opponent's hand is four or less, this card gets +1000 power.
    card = real("DG/S03-E010")
    power = card["fields"]["power"]
    for hand, expected in ((4, power + 1000), (5, power)):
        p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}}, "library": LIBRARY}
        position = {"phase": "main", "p1": p1, "p2": {"hand": ["Filler"] * hand, "library": LIBRARY}}
        play([card], position, [{"expect": {"card.C.power": expected}}], "WS 8.9.1")


def test_put_another_character_from_your_stage_into_your_waiting_room_as_a_cost() -> None:
    # 【ACT】 [(1) Put 1 other character from your stage into your waiting room & 【REST】 this card] Draw 1
    # card.
    card = real("KGL/S95-E085")
    assert card["script"][-1]["cost"][1] == {
        "put": 1,
        "from": "stage",
        "to": "waiting_room",
        "filter": {"type": "character", "other": True},
    }
    stage = {"BL": {"code": card["code"], "label": "S"}, "FC": {"code": "Filler", "label": "F"}}
    p1 = {"stage": stage, "stock": ["Filler"], "library": LIBRARY}
    steps = [
        {"p1": "act", "card": "S", "expect": {"decision.count": 1}},  # WS 8.4: the other one only
        {"p1": "choose", "cards": ["F"], "expect": {"card.F.zone": "p1.waiting_room", "p1.hand.count": 1}},
    ]
    play([card], {"phase": "main", "p1": p1}, steps, "WS 8.4")


def test_put_this_stand_card_into_your_memory_as_a_cost() -> None:
    # 【ACT】 [(1) Put this 【STAND】 card into your memory] Choose 1 "Birthday Party, Inugami Korone" or
    # "Morning Greetings, Inugami Korone" in your waiting room, and return it to your hand.
    card = real("HOL/W104-E014")
    korone = {**FILLER, "code": "T-KOR", "name": "Morning Greetings, Inugami Korone"}
    for state, usable in (("stand", True), ("rest", False)):
        stage = {"BL": {"code": card["code"], "label": "S", "state": state}}
        p1 = {"stage": stage, "stock": ["Filler"], "waiting_room": [{"code": korone["code"], "label": "K"}]}
        p1["library"] = LIBRARY
        if usable:
            steps = [
                {"p1": "act", "card": "S", "expect": {"card.S.zone": "p1.memory"}},
                {"p1": "choose", "cards": ["K"], "expect": {"p1.hand": ["K"]}},
            ]
        else:  # WS 8.4: a 【REST】 card cannot pay "put this 【STAND】 card"
            steps = [{"expect": {"actions lacks": ["act"]}}]
        play([card, korone], {"phase": "main", "p1": p1}, steps, "WS 8.4")


def test_choose_a_character_on_your_opponents_center_stage() -> None:
    # 【ACT】 [【REST】 this card] Choose a character on your opponent's center stage, and that character gets
    # -1000 power until end of turn.
    card = real("APO/S53-E087")
    p1 = {"stage": {"BL": {"code": card["code"], "label": "S"}}, "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": "Ally", "label": "A"}, "BL": "Filler"}, "library": LIBRARY}
    steps = [
        {"p1": "act", "card": "S", "expect": {"decision.count": 1}},  # the center stage only
        {"p1": "choose", "cards": ["A"], "expect": {"card.A.power": 4000}},
    ]
    play([card], {"phase": "main", "p1": p1, "p2": p2}, steps, "WS 8.9.2")


def test_put_this_card_at_the_bottom_of_your_deck_as_a_cost() -> None:
    # 【ACT】 [(1) Put this card at the bottom of your deck] Choose 1 character in your waiting room, and
    # return it to your hand.
    card = real("FT/S120-E063")
    stage = {"BL": {"code": card["code"], "label": "S"}}
    p1 = {
        "stage": stage,
        "stock": ["Filler"],
        "waiting_room": [{"code": "Ally", "label": "A"}],
        "library": LIBRARY,
    }
    steps = [
        {"p1": "act", "card": "S", "expect": {"card.S.zone": "p1.library", "p1.library.count": 11}},
        {"p1": "choose", "cards": ["A"], "expect": {"p1.hand": ["A"]}},
    ]
    play([card], {"phase": "main", "p1": p1}, steps, "WS 8.4")
    # the bottom (the library is listed bottom first)
    p1["library"] = [*LIBRARY, {"code": "Ally", "label": "T"}]
    steps = [
        {"p1": "act", "card": "S"},
        {"p1": "choose", "cards": ["A"], "expect": {"p1.library": ["S", *LIBRARY, "T"]}},
    ]
    play([card], {"phase": "main", "p1": p1}, steps, "WS 8.4")


def test_put_a_marker_underneath_this_card_into_your_waiting_room_as_a_cost() -> None:
    # 【ACT】 [Put 1 marker underneath this card into your waiting room] Choose 1 of your other characters,
    # and that character gets +1 soul until end of turn.
    card = real("HOL/W104-E077")
    for markers, usable in (({"FC": ["Filler"]}, True), ({}, False)):
        stage = {"FC": {"code": card["code"], "label": "S"}, "FL": {"code": "Ally", "label": "A"}}
        p1 = {"stage": stage, "marker": markers, "library": LIBRARY}
        if usable:
            steps = [
                {"p1": "act", "card": "S", "expect": {"p1.marker.FC": [], "p1.waiting_room.count": 1}},
                {"p1": "choose", "cards": ["A"], "expect": {"card.A.soul": 2}},
            ]
        else:  # WS 8.4: no marker, no cost to pay
            steps = [{"expect": {"actions lacks": ["act"]}}]
        play([card], {"phase": "main", "p1": p1}, steps, "WS 8.4")


def test_a_sentence_on_a_condition_checked_as_the_act_resolves() -> None:
    # 【ACT】 [【REST】 this card] If you have 4 or more other 《Avatar》 or 《Net》 characters, draw 1 card,
    # choose 1 card in your hand, and put it into your waiting room.
    card = real("GGO/SE50-E01")
    avatar = {
        **FILLER,
        "code": "T-AVA",
        "name": "Avatar",
        "fields": {**FILLER["fields"], "traits": ["Avatar"]},
    }
    for others, met in ((4, True), (3, False)):
        stage = {"BR": {"code": card["code"], "label": "S"}}
        stage.update(dict.fromkeys(("FL", "FC", "FR", "BL")[:others], "Avatar"))
        p1 = {"stage": stage, "hand": [{"code": "Ally", "label": "H"}], "library": LIBRARY}
        if met:
            steps = [
                {"p1": "act", "card": "S", "expect": {"p1.hand.count": 2}},
                {"p1": "choose", "cards": ["H"], "expect": {"p1.waiting_room": ["H"]}},
            ]
        else:  # the cost is paid; the sentence does nothing (WS 8.4.1: the cost comes first)
            steps = [{"p1": "act", "card": "S", "expect": {"p1.hand": ["H"], "card.S.state": "rest"}}]
        play([card, avatar], {"phase": "main", "p1": p1}, steps, "WS 8.4.1")


def test_choose_a_card_in_your_clock() -> None:
    # 【ACT】 [(2) 【REST】 this card] Choose 1 card in your clock, return it to your hand, and put the top
    # card of your deck into your clock.
    card = real("GGO/SE50-E15")
    p1 = {
        "stage": {"BR": {"code": card["code"], "label": "S"}},
        "stock": ["Filler", "Filler"],
        "clock": [{"code": "Ally", "label": "C"}],
        "library": [*LIBRARY, {"code": "Filler", "label": "T"}],
    }
    steps = [
        {"p1": "act", "card": "S", "expect": {"decision.count": 1}},
        {"p1": "choose", "cards": ["C"], "expect": {"p1.hand": ["C"], "p1.clock": ["T"]}},
    ]
    play([card], {"phase": "main", "p1": p1}, steps, "WS 8.4")


def test_a_trait_given_is_read_by_trait_filters() -> None:
    # 【CONT】 All of your other characters get 《Love》. (DG/S03-E059), and a card counting 《Love》
    # characters: the given trait counts (M 2.5.2: effects read traits as they are)
    card = real("DG/S03-E059")
    assert card["script"][0]["modifiers"] == [
        {"to": {"zone": "stage", "type": "character", "other": True}, "stat": "traits", "grant": "Love"}
    ]
    counter = {
        **FILLER,
        "code": "T-CNT",
        "name": "Counter",
        "script": [
            {
                "kind": "cont",
                "modifiers": [
                    {
                        "to": "this",
                        "stat": "power",
                        "add": {"mul": [{"count": {"zone": "stage", "traits": ["Love"]}}, 1000]},
                    }
                ],
            }
        ],
    }
    stage = {
        "FC": card["code"],
        "FL": {"code": "Counter", "label": "C"},
        "FR": {"code": "Filler", "label": "F"},
    }
    # the filler and the counter by the grant, the giver by its printed 《Love》
    expect = {"card.F.traits": ["Love"], "card.C.power": 1000 + 3000}
    play(
        [card, counter],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": expect}],
        "WS 8.9.1",
    )


def test_placed_on_the_stage_from_your_hand_or_by_a_change_effect() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand or by a "Change" effect, you may put the
    # top card of your clock into your waiting room.
    mikasa = real("AOT/S35-E057")
    changer = {
        **FILLER,
        "code": "T-CHG",
        "name": "Changer",
        "script": [
            {
                "kind": "auto",
                "tags": ["change"],
                "trigger": {"on": "phase", "phase": "climax", "step": "", "turn": "yours"},
                "cost": [{"stock": 1}, {"this_to": "waiting_room"}],
                "effect": [{"do": "ws.change", "from": {"zone": "waiting_room", "code": mikasa["code"]}}],
            }
        ],
    }
    p1 = {
        "stage": {"FC": {"code": "Changer", "label": "X"}},
        "waiting_room": [{"code": mikasa["code"], "label": "M"}],
        "stock": ["Filler"],
        "clock": [{"code": "Filler", "label": "K"}],
        "library": LIBRARY,
    }
    play(
        [mikasa, changer],
        {"phase": "main", "p1": p1},
        [
            {"p1": "pass", "expect": {"decision.kind": "yes_no"}},  # the climax phase begins: Change
            {"p1": "yes"},
            # WS 10.8: Mikasa takes the Changer's slot; "by a "Change" effect" triggers her ability
            # (the Changer's cost also primed the rules' Encore: WS 8.5.1.2, the player orders them)
            {"p1": "choose", "cards": ["M"], "expect": {"card.M.slots": ["FC"], "actions has": ["trigger"]}},
            {"p1": "trigger", "card": "M", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"card.K.zone": "p1.waiting_room"}},
        ],
        "WS 10.8",
    )


def test_during_this_cards_battle_when_the_damage_you_received_is_canceled() -> None:
    # 【AUTO】 During this card's battle, when the damage you received is canceled, you may return this card
    # to your hand.
    card = real("BD/WE35-E27")
    for defender, asked in ((card["code"], True), ("Filler", False)):
        p1 = {
            "stage": {"FC": {"code": defender, "label": "B"}, "BL": {"code": card["code"], "label": "K"}},
            "library": [*LIBRARY, "Climax"],  # the top card cancels the damage (WS 4.10.1.2)
        }
        p2 = {"stage": {"FC": {"code": "Filler", "label": "W"}, "FL": "Filler"}, "library": LIBRARY}
        steps: list[dict[str, Any]] = [{"p2": "attack", "card": "W", "method": "front"}]
        if asked:  # this card is the defender: its battle
            steps += [
                {"p1": "pass", "expect": {"decision.kind": "yes_no", "log has": ["cancels the damage"]}},
                {"p1": "yes", "expect": {"card.B.zone": "p1.hand"}},
            ]
        else:  # the one in the back stage is not in this battle: nothing is asked
            steps += [
                {"p1": "pass", "expect": {"log has": ["cancels the damage"], "card.K.zone": "p1.stage"}}
            ]
        play(
            [card, CLIMAX],
            {"turn": 5, "turn_player": "p2", "phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            steps,
            "WS 7.5",
        )


def test_if_you_put_one_card_into_your_hand() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, look at up to 4 cards from the top of
    # your deck, choose up to 1 event from among them, reveal it to your opponent, put it into your hand,
    # and put the rest into your waiting room. If you put 1 card into your hand, choose 1 card in your hand,
    # and put it into your waiting room.
    card = real("AYT/W110-E093")
    colour = {**FILLER, "code": "T-COL", "name": "Colour", "colours": card["colours"]}
    for take in (True, False):
        p1 = {
            "hand": [{"code": card["code"], "label": "C"}, {"code": "Filler", "label": "H"}],
            "level": ["Colour"] * 3,
            "stock": ["Filler"] * 3,
            "library": [*LIBRARY, {"code": "Event", "label": "E"}],
        }
        steps: list[dict[str, Any]] = [
            {"p1": "play", "card": "C", "slot": "FC", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            {"p1": "no", "note": "one card looked at"},
        ]
        if take:  # the event is put into the hand (a new object, WS 3.1.4): then one card is discarded
            steps += [
                {
                    "p1": "choose",
                    "cards": ["E"],
                    "expect": {"card.E.zone": "p1.hand", "decision.kind": "select"},
                },
                {"p1": "choose", "cards": ["H"], "expect": {"card.H.zone": "p1.waiting_room"}},
            ]
        else:  # none put into the hand: nothing is discarded
            steps += [
                {
                    "p1": "choose",
                    "cards": [],
                    "expect": {"card.E.zone": "p1.waiting_room", "card.H.zone": "p1.hand"},
                }
            ]
        play([card, colour, EVENT], {"phase": "main", "p1": p1}, steps, "WS 3.1.4")


def _trait_filler(trait: str) -> dict[str, Any]:
    return {
        **FILLER,
        "code": f"T-{trait.upper()}",
        "name": f"{trait} Filler",
        "fields": {**FILLER["fields"], "traits": [trait]},
    }


def test_a_play_condition_counting_characters_holds_only_above_the_count() -> None:
    # If you have 2 or less 《Magic》 characters, this card cannot be played from your hand.
    event = real("MR/W80-E024")
    assert event["script"][0]["tags"] == ["play_condition"]
    magic = _trait_filler("Magic")
    p1 = {"hand": [event["code"]], "level": ["Filler"] * 2, "stock": ["Filler"], "library": LIBRARY}
    two = {"FL": "Magic Filler", "FC": "Magic Filler", "FR": "Filler"}
    play(
        [event, magic],
        {"phase": "main", "p1": {**p1, "stage": two}},
        [{"p1": "play", "card": event["code"], "refused": True}],  # two is "2 or less"
        "WS 8.6.2.1",
    )
    three = {**two, "FR": "Magic Filler"}
    play(
        [event, magic],
        {"phase": "main", "p1": {**p1, "stage": three}},
        [{"p1": "play", "card": event["code"]}],
        "WS 8.6.2.1",
    )


def test_a_play_condition_joined_to_the_events_effect_is_read_as_two_abilities() -> None:
    # If you do not have a 《Shuchiin》 character, this card cannot be played from your hand. Put this card
    # into your memory.
    event = real("KGL/S95-E021")
    assert [a.get("tags") for a in event["script"][:2]] == [["play_condition"], None]
    assert event["script"][1]["effect"] == [{"do": "move", "cards": "this", "to": "memory"}]
    shuchiin = _trait_filler("Shuchiin")
    p1 = {"hand": [event["code"]], "level": ["Filler"] * 2, "stock": ["Filler"], "library": LIBRARY}
    play(
        [event, shuchiin],
        {"phase": "main", "p1": p1},
        [{"p1": "play", "card": event["code"], "refused": True}],
        "WS 8.6.2.1",
    )
    play(
        [event, shuchiin],
        {"phase": "main", "p1": {**p1, "stage": {"FC": "Shuchiin Filler"}}},
        [{"p1": "play", "card": event["code"], "expect": {f"card.{event['code']}.zone": "p1.memory"}}],
        "WS 8.6.2.1",
    )


def test_during_the_turn_this_card_is_placed_from_your_hand_when_it_attacks() -> None:
    # 【AUTO】 [(2) Put 1 card from your hand into your waiting room] During the turn that this card is placed
    # on the stage from your hand, when this card attacks, you may pay the cost. If you do, deal 4 damage to
    # your opponent. (Damage may be canceled)
    suzu = real("AYT/W110-TE18")
    assert suzu["script"][1]["condition"] == {"ws.placed_from_hand": "this"}
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    p1 = {"level": ["Blue Filler"] * 3, "stock": ["Filler"] * 4, "library": LIBRARY}
    p2 = {"stage": {"FC": "Ally"}, "library": LIBRARY}
    # placed this turn: the attack triggers it (WS 8.7)
    play(
        [suzu, blue],
        {"phase": "main", "p1": {**p1, "hand": [suzu["code"], "Filler", "Filler"]}, "p2": p2},
        [
            {"p1": "play", "card": suzu["code"], "slot": "FC"},
            {"p1": "no", "note": "its first ability: another character into the stock"},
            {"p1": "pass", "note": "the main phase ends; no climax in the hand"},
            {"p1": "attack", "card": suzu["code"], "method": "front", "expect": {"decision.kind": "yes_no"}},
        ],
        "WS 8.7",
    )
    # on the stage since an earlier turn: no trigger
    play(
        [suzu, blue],
        {
            "phase": "attack",
            "step": "declare",
            "p1": {**p1, "hand": ["Filler"], "stage": {"FC": suzu["code"]}},
            "p2": p2,
        },
        [{"p1": "attack", "card": suzu["code"], "method": "front", "expect": {"pending.count": 0}}],
        "WS 8.7",
    )


def test_a_card_in_your_level_and_one_in_your_waiting_room_exchanged() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, you may choose 1 card in your level and 1
    # card in your waiting room, and exchange them.
    ayame = real("HOL/W104-E083")
    assert ayame["script"][0]["effect"][0]["then"][-1]["do"] == "ws.exchange"
    p1 = {
        "hand": [ayame["code"]],
        "level": [{"code": "Filler", "label": "L"}, {"code": "Green Filler", "label": "M"}],
        "waiting_room": [{"code": "Ally", "label": "W"}],
        "library": LIBRARY,
    }
    play(
        [ayame],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": ayame["code"], "slot": "FC"},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["M"]},
            {
                "p1": "choose",
                "cards": ["W"],
                "expect": {
                    "card.M.zone": "p1.waiting_room",
                    "card.W.zone": "p1.level",
                    "p1.level": ["Filler", "Ally"],
                },
            },
        ],
        "WS 10.11.2",
    )


def test_a_cost_returning_characters_from_the_waiting_room_to_the_deck_then_shuffling() -> None:
    # 【AUTO】 [Return two characters in your waiting room to your deck. Shuffle your deck afterwards] When
    # this card attacks, you may pay the cost. If you do, this card gets +2000 power until end of turn.
    otonashi = real("AB/W31-E070")
    assert otonashi["script"][0]["cost"][-1] == {"shuffle_deck": True}
    waiting = [
        {"code": "Ally", "label": "K"},
        {"code": "Ally", "label": "L"},
        {"code": "Climax", "label": "X"},
    ]
    p1 = {
        "stage": {"FC": {"code": otonashi["code"], "label": "O"}},
        "waiting_room": waiting,
        "library": LIBRARY,
    }
    play(
        [otonashi, CLIMAX],
        {
            "phase": "attack",
            "step": "declare",
            "p1": p1,
            "p2": {"stage": {"FC": "Filler"}, "library": LIBRARY},
        },
        [
            {"p1": "attack", "card": "O", "method": "front"},
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["K", "L"],
                "expect": {"card.O.power": 4500, "p1.waiting_room.count": 1, "p1.library.count": 11},
                "note": "10 + 2 returned, then the trigger step flips one",
            },
        ],
        "WS 8.4",
    )


def test_when_reversed_in_battle_this_card_goes_to_the_bottom_of_the_deck() -> None:
    # 【AUTO】 When this card becomes 【REVERSE】 in battle, put this card on the bottom of your deck.
    axel = real("DG/S03-E137")
    assert axel["script"][0]["effect"] == [
        {"do": "move", "cards": "this", "to": "library", "position": "bottom"}
    ]
    p1 = {"stage": {"FC": {"code": axel["code"], "label": "A"}}, "library": LIBRARY}
    p2 = {"stage": {"FC": "Ally"}, "library": LIBRARY}
    play(
        [axel],
        {"turn": 5, "turn_player": "p2", "phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p2": "attack", "card": "Ally", "method": "front"},
            {"p1": "pass", "expect": {"card.A.zone": "p1.library"}},
        ],
        "WS 8.7",
    )


def test_that_character_cannot_stand_during_your_opponents_next_stand_phase() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, choose 1 character in your opponent's
    # back stage with level higher than your opponent's level. That character cannot 【STAND】 during your
    # opponent's next stand phase.
    lamy = real("HOL/W104-E124")
    p1 = {"hand": [lamy["code"]], "library": LIBRARY}
    back = {"BL": {"code": "Ally", "label": "B", "state": "rest"}, "BR": {"code": "Filler", "label": "F"}}
    p2 = {"stage": {**back, "FC": {"code": "Ally", "label": "C", "state": "rest"}}, "library": LIBRARY}
    play(
        [lamy],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {"p1": "play", "card": lamy["code"], "slot": "FC"},
            {"p1": "option", "option": f"{lamy['name']}: {lamy['script'][0]['text']}"},
            {"p1": "choose", "cards": ["B"]},  # level 3 > level 0; Filler (level 0) is not higher
            {"p1": "pass", "note": "the main phase ends"},
            {"p1": "pass", "note": "no attack"},
            {
                "expect": {"turn_player": "p2", "card.B.state": "rest", "card.C.state": "stand"},
                "note": "WS 6.2.1.2: the others stand",
            },
        ],
        "WS 6.2.1.2",
    )


def test_all_players_keep_four_cards_of_their_memory() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, all players perform the following
    # action. "If your memory has 5 or more cards, choose 4 cards in your memory, and put all cards in your
    # memory except those cards into your waiting room."
    ui = real("MR/W80-E007")
    mine = [{"code": "Filler", "label": f"M{i}"} for i in range(5)]
    theirs = [{"code": "Filler", "label": f"T{i}"} for i in range(6)]
    p1 = {
        "hand": [ui["code"]],
        "level": ["Filler"] * 2,
        "stock": ["Filler"],
        "memory": mine,
        "library": LIBRARY,
    }
    play(
        [ui],
        {"phase": "main", "p1": p1, "p2": {"memory": theirs, "library": LIBRARY}},
        [
            {"p1": "play", "card": ui["code"], "slot": "FC"},
            {
                "p1": "choose",
                "cards": ["M0", "M1", "M2", "M3"],
                "expect": {"card.M4.zone": "p1.waiting_room"},
            },
            {
                "p2": "choose",
                "cards": ["T0", "T1", "T2", "T3"],
                "expect": {
                    "p1.memory.count": 4,
                    "p2.memory.count": 4,
                    "card.T4.zone": "p2.waiting_room",
                    "card.T5.zone": "p2.waiting_room",
                },
            },
        ],
        "WS 8.7",
    )
    # 4 cards or less: nothing to choose, nothing put away
    play(
        [ui],
        {"phase": "main", "p1": {**p1, "memory": mine[:4]}, "p2": {"memory": theirs[:4], "library": LIBRARY}},
        [
            {
                "p1": "play",
                "card": ui["code"],
                "slot": "FC",
                "expect": {"p1.memory.count": 4, "p2.memory.count": 4, "decision.player": "p1"},
            }
        ],
        "WS 8.7",
    )


def test_you_cannot_use_encore_until_end_of_turn_bars_the_rules_encore_too() -> None:
    # 【AUTO】 When this card becomes 【REVERSE】 in battle, you cannot use "【AUTO】 Encore" until end of
    # turn. (You cannot use the "【AUTO】 Encore [(3)]" rule either)
    saber = real("APO/S53-E042")  # 5500 power
    assert saber["script"][1]["effect"] == [{"do": "ws.no_encore", "whose": "you"}]
    plain = {**FILLER, "code": "T-PLAIN", "name": "Plain", "fields": {**saber["fields"], "level": 0}}
    wall = {**FILLER, "code": "T-WALL", "name": "Wall", "fields": {**FILLER["fields"], "power": 9000}}
    p2 = {"stage": {"FC": "Wall"}, "library": LIBRARY}
    for code, encore in ((saber["code"], False), ("Plain", True)):
        p1 = {"stage": {"FC": {"code": code, "label": "A"}}, "stock": ["Filler"] * 3, "library": LIBRARY}
        steps: list[dict[str, Any]] = [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "pass", "note": "no counter (WS 7.4.1.2)"},
        ]
        if encore:  # the rule's Encore [(3)] is offered (WS 10.2.3)
            steps.append({"p1": "yes", "expect": {"card.A.zone": "p1.stage", "p1.stock.count": 1}})
        else:  # nothing offered: the character stays in the waiting room, the stock (3 and the trigger
            # check's card) unpaid
            steps[-1]["expect"] = {"card.A.zone": "p1.waiting_room", "p1.stock.count": 4}
        position = {"phase": "attack", "step": "declare", "p1": p1, "p2": p2}
        play([saber, plain, wall], position, steps, "WS 10.2.3")


def test_the_opponent_cannot_use_encore_after_the_cost_is_paid() -> None:
    # 【AUTO】 [(1)] When this card is placed on the stage from your hand, you may pay the cost. If you do,
    # your opponent cannot use "【AUTO】 Encore" until end of turn.
    fried = real("FT/S120-E019")
    assert fried["script"][1]["effect"] == [{"do": "ws.no_encore", "whose": "opponent"}]
    p1 = {"hand": [fried["code"]], "level": ["Filler"], "stock": ["Filler"], "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": "Filler", "label": "D"}}, "stock": ["Filler"] * 3, "library": LIBRARY}
    ally = {"code": "Ally", "label": "A"}
    play(
        [fried],
        {"phase": "main", "p1": {**p1, "stage": {"FC": ally}}, "p2": p2},
        [
            {"p1": "play", "card": fried["code"], "slot": "FL"},
            {"p1": "option", "option": f"Whiteout, Fried: {fried['text'].splitlines()[1]}"},
            {"p1": "yes", "note": "pay (1)", "expect": {"p1.stock.count": 0}},
            {"p1": "choose", "cards": ["D"], "note": "its first ability"},
            {"p1": "pass", "note": "the main phase ends"},
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "pass", "note": "no counter"},
            {"p1": "pass", "note": "no other attack"},
            {"expect": {"card.D.zone": "p2.waiting_room", "p2.stock.count": 3}},  # no Encore offered
        ],
        "WS 10.2.3",
    )


def test_assist_x_counts_the_characters_with_assist() -> None:
    # 【CONT】 Assist All of your characters in front of this card get +X power. X is equal to 500 multiplied
    # by the number of characters you have with "Assist".
    etna = real("DG/S03-E052")
    assert etna["script"][0]["tags"] == ["assist"]
    other = real("KGL/S79-E029")  # 【CONT】 Assist All of your characters in front of this card get +2000
    # power.
    text = "【CONT】 Assist Your opponent cannot X."  # read by no template
    by_hand: dict[str, Any] = {**FILLER, "code": "T-HAND", "name": "By Hand", "text": text}
    by_hand["script"] = [dict(c.ability) for c in compile_text(by_hand["text"], "character")]
    assert by_hand["script"][0]["tags"] == ["assist"] and by_hand["script"][0]["automated"] is False
    stage = {"BL": etna["code"], "FL": {"code": "Ally", "label": "A"}, "BR": other["code"], "FR": "Filler"}
    play(
        [etna, other, by_hand],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.A.power": 6000}}],  # 5000 + 500 x 2 (Etna and the other Assist)
        "WS 10.10",
    )
    stage = {**stage, "FC": "By Hand"}
    play(
        [etna, other, by_hand],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.A.power": 6500}}],  # an Assist done by hand counts too
        "WS 10.10",
    )


def test_the_opponents_character_through_their_memory_to_a_position_they_choose() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, choose up to 1 of your opponent's
    # characters, put it into their memory, and your opponent puts that character from their memory in any
    # position of their stage.
    denji = real("CSM/S96-E056")
    p1 = {"hand": [denji["code"]], "library": LIBRARY}
    p2 = {
        "stage": {"FC": {"code": "Ally", "label": "D", "state": "rest"}, "BR": "Filler"},
        "library": LIBRARY,
    }
    play(
        [denji],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {"p1": "play", "card": denji["code"], "slot": "FL"},
            {"p1": "option", "option": f"Expressing Resolve, Denji: {denji['text'].splitlines()[1]}"},
            {"p1": "choose", "cards": ["D"], "expect": {"decision.player": "p2"}},  # its owner chooses
            {
                "p2": "option",
                "option": "slot:BL",
                "note": "a new card (WS 3.1.4): standing, in the position its owner chose",
                "expect": {"card.D.zone": "p2.stage", "card.D.slots": ["BL"], "card.D.state": "stand"},
            },
        ],
        "WS 3.1.4",
    )


def test_a_character_that_cannot_deal_damage_to_a_player_deals_no_attack_damage() -> None:
    # 【COUNTER】 Choose a character in battle, and that character gets the following ability until end of
    # turn. "【CONT】 This card cannot deal damage to a player."
    shield = real("SAO/S51-E044")  # level 2, cost 3, green
    assert shield["script"][0]["effect"][1] == {
        "do": "grant",
        "cards": "chosen",
        "grant": "cannot_damage_player",
    }
    p1 = {"stage": {"FC": {"code": "Ally", "label": "A"}}, "library": LIBRARY}
    p2 = {
        "hand": [shield["code"]],
        "stage": {"FC": "Filler"},
        "level": ["Green Filler"] * 2,
        "stock": ["Filler"] * 3,
        "library": LIBRARY,
    }
    play(
        [shield],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "play", "card": shield["code"], "note": "in the counter step"},
            {
                "p2": "choose",
                "cards": ["A"],
                "note": "the attacker: its damage step deals nothing (WS 7.5.1, 1.3.3)",
                "expect": {"p2.clock.count": 0},
            },
        ],
        "WS 1.3.3",
    )
    # without it, the attack's damage (1 soul) goes to the clock (WS 7.5.1)
    play(
        [shield],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "pass", "note": "no counter", "expect": {"p2.clock.count": 1}},
        ],
        "WS 7.5.1",
    )


def test_placed_on_the_stage_by_the_auto_effect_of_a_named_card_triggers() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand or by the 【AUTO】 effect of
    # "State-Of-The-Art Powered Suit, Iron Man", you may put the top card of your clock into your waiting
    # room.
    spider = real("MAR/S89-E051")
    assert spider["script"][1]["trigger"][1]["by_auto"] == "State-Of-The-Art Powered Suit, Iron Man"
    # 【AUTO】 [(1)] When this card is placed on the stage from your hand, you may pay the cost. If you do,
    # choose 1 "Web-Slinger, Spider-Man" in your waiting room, and put it in any position of your stage.
    iron_man = real("MAR/S89-E052")  # level 3, cost 2, red
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    p1 = {
        "hand": [iron_man["code"]],
        "waiting_room": [{"code": spider["code"], "label": "S"}],
        "level": ["Red Filler"] * 3,
        "clock": ["Filler", {"code": "Filler", "label": "C"}],
        "stock": ["Filler"] * 3,
        "library": LIBRARY,
    }
    play(
        [spider, iron_man, red],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": iron_man["code"], "slot": "FC"},
            {"p1": "yes", "note": "pay (1)"},
            {"p1": "choose", "cards": ["S"]},
            {"p1": "option", "option": "slot:FL", "expect": {"card.S.zone": "p1.stage"}},
            {
                "p1": "yes",
                "note": "Spider-Man's ability (WS 8.7)",
                "expect": {"card.C.zone": "p1.waiting_room"},
            },
        ],
        "WS 8.7",
    )
    # the same effect of a card of another name: no trigger, the main phase goes on
    other = {**iron_man, "code": "T-SUIT", "name": "Another Suit"}
    play(
        [spider, other, red],
        {"phase": "main", "p1": {**p1, "hand": ["T-SUIT"]}},
        [
            {"p1": "play", "card": "T-SUIT", "slot": "FC"},
            {"p1": "yes", "note": "pay (1)"},
            {"p1": "choose", "cards": ["S"]},
            {
                "p1": "option",
                "option": "slot:FL",
                "expect": {"decision.kind": "action", "card.C.zone": "p1.clock"},
            },
        ],
        "WS 8.7",
    )


def test_move_the_opponents_character_to_another_open_position_of_their_center_stage() -> None:
    # 【AUTO】 At the beginning of your opponent's attack phase, you may choose 1 character in your
    # opponent's center stage, and move it to another open position of their center stage.
    card = real("FS/S77-E081")
    assert card["script"][0]["effect"][0]["then"][-1] == {
        "do": "ws.move_slot",
        "cards": "chosen",
        "to": "front_empty",
        "theirs": True,
    }
    p1 = {"stage": {"FC": {"code": "Ally", "label": "A"}, "FR": "Filler"}, "library": LIBRARY}
    p2 = {"stage": {"BL": card["code"]}, "library": LIBRARY}
    play(
        [card],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {"p1": "pass", "note": "the main phase ends; no climax"},
            {"p2": "yes", "note": "at the beginning of the attack phase (WS 7.1)"},
            {"p2": "choose", "cards": ["A"]},
            {
                "p2": "option",
                "option": "slot:FL",
                "note": "the only open center-stage position; P2 chooses",
                "expect": {"card.A.zone": "p1.stage", "card.A.slots": ["FL"]},
            },
        ],
        "WS 7.1",
    )


def test_a_card_name_that_opens_with_a_quoted_part_is_one_name() -> None:
    # 【CONT】 During your turn, all of your other ""Longtime Childhood Friend" Tomoe Udagawa" get +2000
    # power. (the name of BD/W63-E040 is "Longtime Childhood Friend" Tomoe Udagawa, quotes and all)
    ran, tomoe = real("BD/W63-E038"), real("BD/W63-E040")
    assert ran["script"][0]["modifiers"][0]["to"]["name"] == '"Longtime Childhood Friend" Tomoe Udagawa'
    assert ran["script"][1]["params"]["names"] == ['"Longtime Childhood Friend" Tomoe Udagawa']
    p1 = {
        "stage": {
            "FC": ran["code"],
            "FL": {"code": tomoe["code"], "label": "T"},
            "FR": {"code": "Filler", "label": "F"},
        },
        "library": LIBRARY,
    }
    play(
        [ran, tomoe],
        {"phase": "main", "p1": p1},
        [{"expect": {"card.T.power": 5000, "card.F.power": 1000}}],  # 3000 + 2000 (WS 8.9)
        "WS 8.9",
    )


def test_what_a_card_gets_listed_is_each_a_modifier_of_that_card() -> None:
    # 【CONT】 If you do not have any other characters, this card gets +10000 power, +2 soul, and the
    # following ability. "【AUTO】 When this card's battle opponent becomes 【REVERSE】, you may put that
    # character into your opponent's clock."
    baal = real("DG/S03-E063")  # 10000 power, 2 soul
    assert [m.get("stat", "abilities") for m in baal["script"][0]["modifiers"]] == [
        "power",
        "soul",
        "abilities",
    ]
    for alone, power, soul in ((True, 20000, 4), (False, 10000, 2)):
        others = {} if alone else {"BL": "Filler"}
        p1 = {"stage": {"FC": {"code": baal["code"], "label": "B"}, **others}, "library": LIBRARY}
        play(
            [baal],
            {"phase": "main", "p1": p1},
            [{"expect": {"card.B.power": power, "card.B.soul": soul}}],
            "WS 8.9",
        )


def test_an_act_given_to_the_characters_in_your_hand_is_offered_there() -> None:
    # 【CONT】 All 《Roselia》 characters in your hand get "【ACT】 【COUNTER】 Backup 2500, Level 1 [(1) Put
    # this card from your hand into your waiting room]".
    lisa = real("BD/WE35-E45")
    yukina = real("BD/WE35-E38")  # 《Roselia》, level 1, no Backup of its own
    p2 = {
        "hand": [yukina["code"]],
        "level": ["Filler"],
        "stock": ["Filler"],
        "stage": {"FC": {"code": "Ally", "label": "B"}, "BL": lisa["code"]},
        "library": LIBRARY,
    }
    p1 = {"stage": {"FC": {"code": "Filler", "label": "A"}, "FL": "Filler"}, "library": LIBRARY}
    play(
        [lisa, yukina],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "act", "card": yukina["code"], "note": "the Backup it holds while in the hand (WS 10.5)"},
            {"p2": "choose", "cards": ["B"], "expect": {"card.B.power": 7500, "p2.stock.count": 0}},
        ],
        "WS 10.5",
    )


def test_a_trait_with_a_comma_and_a_number_in_words_are_read() -> None:
    # 【CONT】 During your turn, if all of your characters are 《Hello, Happy World!》, this card gets +2000
    # power. (the trait's comma is not a clause's end)
    kaoru = real("BD/W73-E007")  # 4500 power, 《Music》 《Hello, Happy World!》
    assert kaoru["script"][0]["condition"]["all"][1] == {
        "none": {"zone": "stage", "not": {"traits": ["Hello, Happy World!"]}}
    }
    for other, power in ((kaoru["code"], 6500), ("Filler", 4500)):
        p1 = {"stage": {"FC": {"code": kaoru["code"], "label": "K"}, "FL": other}, "library": LIBRARY}
        play([kaoru], {"phase": "main", "p1": p1}, [{"expect": {"card.K.power": power}}], "WS 8.9")
    # 【CONT】 Experience If the total level of the cards in your level is three or higher, this card gets
    # +1000 power.
    experienced = real("NM/S24-E025")
    power = int(_raw_cards()["NM/S24-E025"]["power"])
    for level, gain in ((["Ally"], 1000), (["Filler", "Filler"], 0)):  # Ally is level 3, Filler 0
        p1 = {
            "stage": {"FC": {"code": experienced["code"], "label": "E"}},
            "level": level,
            "library": LIBRARY,
        }
        play(
            [experienced],
            {"phase": "main", "p1": p1},
            [{"expect": {"card.E.power": power + gain}}],
            "WS 8.9",
        )


def test_resonance_reveals_a_named_card_from_the_hand_as_its_cost() -> None:
    # 【ACT】 Resonate [(1) Reveal 1 "Important Things, Hanbei" in your hand & 【REST】 this card] Look at
    # up to 3 cards from the top of your deck, choose up to 1 《Fantasia Bunko》 or 《Sengoku》 character from
    # among them, reveal it to your opponent, put it into your hand, and put the rest into your waiting
    # room.
    hanbei = real("Foy/W120-E021")
    assert hanbei["script"][1]["cost"] == [
        {"stock": 1},
        {"reveal": {"name": "Important Things, Hanbei"}},
        {"rest": "this"},
    ]
    assert "resonance" in hanbei["script"][1]["tags"]
    p1 = {
        "stage": {"FC": {"code": hanbei["code"], "label": "H"}},
        "hand": [{"code": hanbei["code"], "label": "R"}, {"code": "Filler", "label": "F"}],
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    play(
        [hanbei],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "H", "expect": {"decision.count": 1}},  # the named card only (WS 10.13)
            {
                "p1": "choose",
                "cards": ["R"],
                "expect": {"card.R.zone": "p1.hand", "card.H.state": "rest", "p1.stock.count": 0},
            },
        ],
        "WS 10.13",
    )


def test_two_abilities_given_in_quotes_are_two_grants() -> None:
    # 【CONT】 If all of your characters are 《MARVEL》, this card gets the following abilities. "【CONT】
    # During your turn, this card gets +3000 power." "【AUTO】 [(1) Put this card into your memory] When your
    # other 《MARVEL》 character is frontal attacked, you may pay the cost. If you do, return that character
    # to your hand."
    iron_man = real("MAR/S89-E032")  # 3000 power, 《MARVEL》
    given = [m["grant"]["kind"] for m in iron_man["script"][0]["modifiers"]]
    assert given == ["cont", "auto"]
    for other, power in ((iron_man["code"], 6000), ("Filler", 3000)):
        p1 = {"stage": {"FC": {"code": iron_man["code"], "label": "I"}, "FL": other}, "library": LIBRARY}
        play([iron_man], {"phase": "main", "p1": p1}, [{"expect": {"card.I.power": power}}], "WS 8.9")


def test_a_character_that_cannot_become_reverse_by_the_opponents_auto_effects() -> None:
    # 【CONT】 If the number of your other characters is one or less, this card gets +1000 power and the
    # following ability. "【CONT】 This card cannot become 【REVERSE】 from your opponent character's 【AUTO】
    # effect."
    guarded = real("DG/S03-E092")  # level 0, 2500 power
    # 【AUTO】 When this card becomes 【REVERSE】, if this card's battle opponent is level 0 or lower, you may
    # 【REVERSE】 that character.
    kamikaze = real("KGL/S79-E051")  # level 0, 1000 power
    assert guarded["script"][0]["modifiers"][1] == {"to": "this", "grant": "cannot_reverse_opponent_auto"}
    # the attacker is 【REST】 (WS 7.2.1.5.3); with two other characters it has no protection
    for others, state in ((["FL"], "rest"), (["FL", "FR"], "reverse")):
        stage = {"FC": {"code": guarded["code"], "label": "G"}, **dict.fromkeys(others, "Filler")}
        play(
            [guarded, kamikaze],
            {
                "phase": "attack",
                "step": "declare",
                "p1": {"stage": stage, "library": LIBRARY},
                "p2": {"stage": {"FC": {"code": kamikaze["code"], "label": "K"}}, "library": LIBRARY},
            },
            [
                {"p2": "no", "note": "its other ability: move to an open center slot at the attack phase"},
                {"p1": "attack", "card": "G", "method": "front"},
                {"p2": "pass", "expect": {"card.K.state": "reverse"}},
                {
                    "p2": "yes",
                    "note": "the opponent's character's 【AUTO】 effect",
                    "expect": {"card.G.state": state},
                },
            ],
            "WS 1.3.2",
        )


def test_a_count_of_a_zone_is_composed_of_the_cards_and_whose_zone() -> None:
    # 【CONT】 If there is a climax in your opponent's climax area, the character facing this card gets -1
    # soul.
    albedo = real("OVL/S99-E020")
    assert albedo["script"][0]["condition"] == {
        "exists": {"zone": "climax", "whose": "opponent", "type": "climax"}
    }
    for climax, soul in (([CLIMAX["code"]], 0), ([], 1)):
        p1 = {"stage": {"FC": albedo["code"]}, "climax": [CLIMAX["code"]], "library": LIBRARY}
        p2 = {"stage": {"FC": {"code": "Filler", "label": "F"}}, "climax": climax, "library": LIBRARY}
        play(
            [albedo, CLIMAX],
            {"phase": "main", "p1": p1, "p2": p2},
            [{"expect": {"card.F.soul": soul}}],
            "WS 8.9",
        )


def test_a_cost_change_of_the_cards_in_the_hand_is_the_cost_paid() -> None:
    # 【CONT】 "Sudden Hospital Admission, Akane" in your hand get -1 cost.
    sonoko, akane = real("SHS/W98-E077"), real("SHS/W98-E079")  # Akane: level 1, cost 1, red
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    for stage, stock, paid in (({"BL": sonoko["code"]}, 0, 0), ({"BL": "Filler"}, 1, 1)):
        p1 = {
            "hand": [{"code": akane["code"], "label": "A"}],
            "stage": stage,
            "level": ["Red Filler"],
            "stock": ["Filler"] * stock,
            "library": LIBRARY,
        }
        play(
            [sonoko, akane, red],
            {"phase": "main", "p1": p1},
            [
                {
                    "p1": "play",
                    "card": "A",
                    "slot": "FC",
                    "note": "the cost shown, as changed, is paid (WS 8.6.2.3.1)",
                    "expect": {"card.A.zone": "p1.stage", "p1.stock.count": 0, "p1.waiting_room.count": paid},
                }
            ],
            "WS 8.6.2.3.1",
        )


def test_during_your_turn_after_the_modifiers() -> None:
    # 【CONT】 If you have another ""Don't Stop, Keep Going" Ran Mitake", this card gets +6000 power during
    # your turn.
    himari, ran = real("BD/W63-E036"), real("BD/W63-E028")  # Himari: 6000 power
    stage = {"FC": {"code": himari["code"], "label": "H"}, "FL": ran["code"]}
    for turn_player, power in (("p1", 12000), ("p2", 6000)):
        play(
            [himari, ran],
            {"turn_player": turn_player, "phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
            [{"expect": {"card.H.power": power}}],
            "WS 8.9",
        )


def test_the_colours_your_characters_have_in_total() -> None:
    # 【CONT】 If your characters on stage have 4 or more colors in total, this card gets +1500 power.
    card = real("BD/W63-E002")
    power = int(_raw_cards()["BD/W63-E002"]["power"])
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    for others, gain in (
        (["Red Filler", "Blue Filler", "Green Filler"], 1500),
        (["Red Filler", "Red Filler"], 0),
    ):
        stage = {"FC": {"code": card["code"], "label": "C"}, **dict(zip(("FL", "FR", "BL"), others))}
        play(
            [card, red, blue],
            {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
            [{"expect": {"card.C.power": power + gain}}],  # its own colour counts too (M 2.4)
            "WS 8.9",
        )
    # the data's "Rest@" is the 【REST】 icon
    assert normalise(
        "【ACT】 [Rest@ two of your 《Corps》 characters] This card gets +2500 power until end of turn."
    ) == ("【ACT】 [【REST】 two of your 《Corps》 characters] This card gets +2500 power until end of turn")


def test_a_character_that_cannot_direct_attack_does_not_attack_an_empty_slot() -> None:
    # 【CONT】 This card cannot direct attack.
    kc = real("KC/S31-E024")
    for facing, offered in (({}, False), ({"FC": "Filler"}, True)):
        p1 = {"stage": {"FC": kc["code"]}, "library": LIBRARY}
        expect = {
            "actions has" if offered else "actions lacks": [
                "attack:FC:front" if offered else "attack:FC:direct"
            ]
        }
        play(
            [kc],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": {"stage": facing, "library": LIBRARY}},
            [{"expect": expect, "note": "no direct attack (M 7.2.1.4.1, 1.3.3); a front attack still"}],
            "WS 7.2.1.4.1",
        )


def test_soul_for_each_card_in_your_level() -> None:
    # 【CONT】 This card gets +1 soul for each card in your level.
    dg = real("DG/S03-E007")  # 2 soul
    for level, soul in ((["Filler", "Filler"], 4), ([], 2)):
        p1 = {"stage": {"FC": {"code": dg["code"], "label": "D"}}, "level": level, "library": LIBRARY}
        play([dg], {"phase": "main", "p1": p1}, [{"expect": {"card.D.soul": soul}}], "WS 8.9")


def test_a_card_name_that_ends_with_a_quoted_part_is_one_name() -> None:
    # 【CONT】 Memory If "Secret Art "Gender Swap Awakened"" is in your memory, all of your other
    # 《Omiko City》 characters get +1500 power. (AYT/W110-E063's name is Secret Art "Gender Swap Awakened")
    shirogane, art = real("AYT/W110-E059"), real("AYT/W110-E063")  # Shirogane: 《Omiko City》, 5000 power
    assert shirogane["script"][1]["condition"] == {
        "exists": {"zone": "memory", "name": 'Secret Art "Gender Swap Awakened"'}
    }
    for memory, power in (([art["code"]], 6500), ([], 5000)):
        p1 = {
            "stage": {"FC": shirogane["code"], "FL": {"code": shirogane["code"], "label": "S"}},
            "memory": memory,
            "library": LIBRARY,
        }
        play([shirogane, art], {"phase": "main", "p1": p1}, [{"expect": {"card.S.power": power}}], "WS 8.9")


def test_x_is_a_count_multiplied() -> None:
    # 【ACT】 [(1)] This card gets +X power until end of turn. X is equal to 500 multiplied by the number of
    # your 《Death》 characters.
    card = real("AB/W31-E038")  # 《Death》, 5000 power
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "D"}, "FL": card["code"], "FR": "Filler"},
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    play(
        [card],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "D", "expect": {"card.D.power": 6000}}
        ],  # 2 《Death》 characters, this one too
        "WS 8.9",
    )


def test_x_is_worked_out_before_the_look_of_an_earlier_sentence() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, look at up to X cards from the top of
    # your deck, choose up to one card from among them, and put it into your hand. Put the rest into your
    # waiting room. X is equal to the number of 《Corps》 characters you have.
    scout = real("AOT/S35-E002")  # 《Corps》, level 3, cost 2, yellow
    effect = scout["script"][2]["effect"]
    assert [step.get("as") for step in effect[:3]] == ["k", "go", "X"]  # X before the look uses it
    library = [*LIBRARY, {"code": "Filler", "label": "T2"}, {"code": "Ally", "label": "T1"}]
    p1 = {
        "hand": [scout["code"]],
        "stage": {"FL": scout["code"]},  # another 《Corps》 character: X is 2 with this one
        "level": ["Filler"] * 3,
        "stock": ["Filler"] * 2,
        "library": library,
    }
    play(
        [scout],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": scout["code"], "slot": "FC"},
            {"p1": "yes", "expect": {"decision.prompt ~": "look at one more card"}},
            {"p1": "yes", "expect": {"decision.maximum": 1}},  # X = 2: no third card is offered
            {
                "p1": "choose",
                "cards": ["T1"],
                "expect": {"p1.hand": ["T1"], "card.T2.zone": "p1.waiting_room"},
            },
        ],
        "WS 8.9",
    )


def test_an_alarm_continuous_ability_works_from_the_top_of_the_clock() -> None:
    # 【CONT】Clock@ Alarm When this card is the top card of your clock, all of your 《Death》 characters get
    # the following ability. "【AUTO】 When this card attacks, choose one of your characters, and that
    # character gets +500 power until end of turn."
    alarm = real("AB/W31-E086")  # 《Death》, 2000 power
    assert alarm["script"][0]["zones"] == ["clock"] and alarm["script"][0]["tags"] == ["alarm", "clock"]
    for clock, gain in (([alarm["code"]], 500), ([alarm["code"], "Filler"], 0)):  # the last is the top
        # FL: a second attacker keeps the turn (and "until end of turn") going
        p1 = {
            "stage": {"FC": {"code": alarm["code"], "label": "A"}, "FL": "Filler"},
            "clock": clock,
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [{"p1": "attack", "card": "A", "method": "direct"}]
        if gain:
            steps.append({"p1": "choose", "cards": ["A"]})
        steps.append({"expect": {"card.A.power": 2000 + gain}})
        play(
            [alarm],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": {"library": LIBRARY}},
            steps,
            "WS 10.1.1",
        )


def test_power_for_each_card_counted_composed() -> None:
    # 【CONT】 This card gets +2000 power for each of your other cards in the center stage named
    # ""Predation" Titan".
    titan = real("AOT/S35-E094a")  # named "Predation" Titan, 1000 power
    stage = {"FC": {"code": titan["code"], "label": "T"}, "FL": titan["code"], "BL": titan["code"]}
    play(
        [titan],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.T.power": 3000}}],  # the one in the center stage, not the one behind
        "WS 8.9",
    )


def test_resonate_reveals_the_named_card_from_the_hand_as_its_cost() -> None:
    # 【AUTO】 Resonate [Reveal a card named "Daichi Shiratori" in your hand] At the beginning of your
    # climax phase, you may pay the cost. If you do, this card gets +2000 power until end of turn.
    kaito, daichi = real("MOB/SX02-018"), real("MOB/SX02-017")
    ability = kaito["script"][1]
    assert ability["tags"] == ["resonance"]
    assert ability["cost"] == [{"reveal": {"name": "Daichi Shiratori"}}]
    p1 = {
        "stage": {"FC": {"code": kaito["code"], "label": "K"}},
        "hand": [{"code": daichi["code"], "label": "D"}, {"code": "Filler", "label": "F"}],
        "library": LIBRARY,
    }
    play(
        [kaito, daichi],
        {"phase": "main", "p1": p1},
        [
            {"p1": "pass", "expect": {"decision.kind": "yes_no"}},  # the climax phase begins
            {"p1": "yes", "note": "pay the cost: only Daichi may be revealed (WS 10.13.1)"},
            {
                "p1": "choose",
                "cards": ["D"],
                "expect": {"card.K.power": 7500, "card.D.zone": "p1.hand", "card.F.zone": "p1.hand"},
            },
        ],
        "WS 10.13",
    )
    # without the named card in the hand the cost cannot be paid: nothing is asked
    p1["hand"] = [{"code": "Filler", "label": "F"}]
    play(
        [kaito, daichi],
        {"phase": "main", "p1": p1},
        [{"p1": "pass", "expect": {"card.K.power": 5500, "decision.kind": "action"}}],
        "WS 8.4",
    )


def test_return_that_character_to_its_previous_stage_position_as_rest() -> None:
    # 【AUTO】 [Put this card into your waiting room] When your other character is put into your waiting
    # room from the stage, if this card is in your back stage, you may pay the cost. If you do, return
    # that character to its previous stage position as 【REST】.
    card = real("MR/W80-E084")
    assert card["script"][1]["effect"] == [
        {"do": "ws.put_on_stage", "cards": "event_card", "slot": "previous", "state": "rest", "as": "chosen"}
    ]
    p1 = {
        "stage": {"FC": {"code": "Filler", "label": "S"}, "BL": {"code": card["code"], "label": "W"}},
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": "Ally"}, "library": LIBRARY}
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "S", "method": "front"},
            # reversed in battle: the card's first ability (+1000 to one of yours, WS 7.6), then S is put
            # into the waiting room at the encore step (WS 7.7.1.2)
            {"p2": "pass", "expect": {"decision.kind": "select"}},
            {
                "p1": "choose",
                "cards": ["W"],
                "expect": {"card.S.zone": "p1.waiting_room", "actions has": ["trigger"]},
            },
            {"p1": "trigger", "card": "W", "expect": {"decision.kind": "yes_no"}},
            {
                "p1": "yes",
                "note": "the cost puts this card into the waiting room; S goes back to FC, rested",
                "expect": {
                    "card.W.zone": "p1.waiting_room",
                    "card.S.zone": "p1.stage",
                    "card.S.slots": ["FC"],
                    "card.S.state": "rest",
                },
            },
        ],
        "WS 8.7.1",
    )


def test_a_granted_return_this_card_to_its_previous_stage_position() -> None:
    # 【COUNTER】 Choose 1 of your characters, and that character gets the following ability until end of
    # turn. "【AUTO】 When this card is put into your waiting room from the stage, you may return this card
    # to its previous stage position as 【REST】."
    event = real("RSL/S69-E067")  # level 1, red
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    p1 = {"stage": {"FC": {"code": "Ally", "label": "A"}}, "library": LIBRARY}
    p2 = {
        "hand": [event["code"]],
        "stage": {"FC": {"code": "Filler", "label": "D"}},
        "level": ["Red Filler"],
        "library": LIBRARY,
    }
    play(
        [event, red],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "play", "card": event["code"], "note": "in the counter step"},
            {"p2": "choose", "cards": ["D"]},
            # D is reversed in battle and put into the waiting room at the encore step: the ability
            # it was given is seen as it was on the stage (WS 8.7.4.1.2)
            {"p2": "trigger", "card": "D", "expect": {"card.D.zone": "p2.waiting_room"}},
            {
                "p2": "yes",
                "note": "back in FC rested: the turn ends and P2's stand phase stands it (WS 6.2.1.2)",
                "expect": {
                    "card.D.zone": "p2.stage",
                    "card.D.slots": ["FC"],
                    "log has": ["P2 puts 'Filler' into FC (effect)", "'Filler' becomes stand (WS 6.2.1.2)"],
                },
            },
        ],
        "WS 8.7.4.1.2",
    )
    # "that character" of a choice is not a card that left the stage: such a line stays by hand
    line = (
        "【AUTO】 When this card is placed on the stage from your hand, choose up to 1 character, put it into"
        " the memory, and return that character to its previous stage position as 【REST】."
    )
    assert not compile_line(line, "character").automated


def test_alarm_if_this_card_is_the_top_card_of_your_clock_and_a_count() -> None:
    # 【AUTO】 【CLOCK】 Alarm If this card is the top card of your clock, and you have 3 or more 《Music》
    # characters, at the beginning of your climax phase, choose 1 of your characters, and that character
    # gets +1000 power until the end of your opponent's next turn.
    moca = real("BD/W63-E034")
    ability = moca["script"][0]
    assert ability["zones"] == ["clock"]
    assert ability["condition"]["all"][0] == {"exists": {"zone": "clock", "is": "this", "top": 1}}
    music = {
        **FILLER,
        "code": "T-MUSIC",
        "name": "Music",
        "fields": {**FILLER["fields"], "traits": ["Music"]},
    }
    stage = {"FC": {"code": "Music", "label": "A"}, "FL": "Music", "FR": "Music"}
    for clock, musicians, asked in (
        ([{"code": "Filler"}, {"code": moca["code"]}], 3, True),  # the top card (WS 10.1)
        ([{"code": moca["code"]}, {"code": "Filler"}], 3, False),  # not the top card
        ([{"code": "Filler"}, {"code": moca["code"]}], 2, False),  # two 《Music》 characters only
    ):
        p1 = {
            "stage": dict(list(stage.items())[:musicians]),
            "clock": clock,
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [{"p1": "pass", "note": "the climax phase begins (WS 6.5)"}]
        if asked:
            steps.append({"p1": "choose", "cards": ["A"], "expect": {"card.A.power": 2000}})
        else:
            steps[0]["expect"] = {"card.A.power": 1000, "decision.kind": "action"}
        play([moca, music], {"phase": "main", "p1": p1}, steps, "WS 10.1")


def test_alarm_if_this_card_is_the_top_card_of_your_clock_after_the_trigger() -> None:
    # 【AUTO】 【CLOCK】 Alarm At the beginning of your climax phase, if this card is the top card of your
    # clock, and you have 3 or more 《Afterglow》 characters, choose 1 of your characters, and that
    # character gets +2000 power until end of turn.
    ran = real("BD/W73-E039")
    ability = next(a for a in ran["script"] if "alarm" in a.get("tags", ()))
    assert ability["zones"] == ["clock"]
    assert ability["condition"]["all"][0] == {"exists": {"zone": "clock", "is": "this", "top": 1}}
    traits = {**FILLER["fields"], "traits": ["Afterglow"]}
    glow = {**FILLER, "code": "T-GLOW", "name": "Glow", "fields": traits}
    stage = {"FC": {"code": "Glow", "label": "A"}, "FL": "Glow", "FR": "Glow"}
    for clock, members, asked in (
        ([{"code": "Filler"}, {"code": ran["code"]}], 3, True),  # the top card (WS 10.1)
        ([{"code": ran["code"]}, {"code": "Filler"}], 3, False),  # not the top card
        ([{"code": "Filler"}, {"code": ran["code"]}], 2, False),  # two 《Afterglow》 characters only
    ):
        p1 = {"stage": dict(list(stage.items())[:members]), "clock": clock, "library": LIBRARY}
        steps: list[dict[str, Any]] = [{"p1": "pass", "note": "the climax phase begins (WS 6.5)"}]
        if asked:
            steps.append({"p1": "choose", "cards": ["A"], "expect": {"card.A.power": 3000}})
        else:
            steps[0]["expect"] = {"card.A.power": 1000, "decision.kind": "action"}
        play([ran, glow], {"phase": "main", "p1": p1}, steps, "WS 10.1")


def test_memory_if_this_card_is_in_your_memory_at_the_beginning_of_your_main_phase() -> None:
    # 【AUTO】 Memory If this card is in your memory, at the beginning of your main phase, return this card
    # to your hand.
    card = real("CSM/S96-E050")
    assert card["script"][-1]["zones"] == ["memory"]
    for zone, back in (("memory", True), ("waiting_room", False)):
        p1 = {zone: [{"code": card["code"], "label": "M"}], "library": LIBRARY}
        play(
            [card],
            {"phase": "clock", "p1": p1},
            [
                {
                    "p1": "pass",
                    "note": "no clock; the main phase begins",
                    "expect": {"card.M.zone": "p1.hand" if back else f"p1.{zone}"},
                }
            ],
            "WS 10.9",
        )


def test_look_at_the_opponents_deck_keep_some_on_top_in_any_order_and_the_rest_to_the_waiting_room() -> None:
    # 【AUTO】 [(1) Put 1 card from your hand into your waiting room] When this card attacks, if you have
    # another 《Music》 character, you may pay the cost. If you do, look at up to 2 cards from the top of
    # your opponent's deck, choose up to 2 cards from among them, put them on the top of their deck in any
    # order, and put the rest into their waiting room.
    card = real("PJS/S91-TE26")
    assert {"do": "ws.arrange_top", "cards": "chosen", "whose": "opponent"} in card["script"][1]["effect"]
    music = {
        **FILLER,
        "code": "T-MUSIC",
        "name": "Music",
        "fields": {**FILLER["fields"], "traits": ["Music"]},
    }
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "W"}, "BL": "Music"},
        "hand": ["Filler"],
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    library = [*LIBRARY, {"code": "Ally", "label": "Y"}, {"code": "Filler", "label": "Z"}]
    p2 = {"library": library}
    play(
        [card, music],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "W", "method": "direct"},
            {"p1": "yes", "note": "pay the cost"},
            {"p1": "choose", "cards": ["Filler"], "note": "the card put into the waiting room"},
            {"p1": "yes", "note": "look at one card …"},
            {"p1": "yes", "note": "… and a second (WS 8.6.3)"},
            {
                "p1": "choose",
                "cards": ["Y"],
                "note": "kept on the top: the attack's damage then takes it first (WS 4.10)",
                "expect": {"card.Z.zone": "p2.waiting_room", "card.Y.zone": "p2.clock"},
            },
        ],
        "WS 8.6.3",
    )
    # 【ACT】 [【REST】 this card] Look at up to 2 cards from the top of your opponent's deck, and put them
    # on the top of their deck in any order.
    seer = real("JJ/SE41-E45")
    play(
        [seer],
        {"phase": "main", "p1": {"stage": {"FC": seer["code"]}, "library": LIBRARY}, "p2": p2},
        [
            {"p1": "act", "card": seer["code"]},
            {"p1": "yes"},
            {"p1": "yes", "expect": {"decision.kind": "order", "decision.player": "p1"}},
            {"p1": "choose", "cards": ["Y", "Z"], "expect": {"p2.library": [*LIBRARY, "Filler", "Ally"]}},
        ],
        "WS 8.6.3",
    )


def test_that_card_is_a_named_card_or_a_trait_character() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, reveal the top card of your deck. If that
    # card is a "Work Call" or 《Berlint》 character, this card gets +2000 power until end of turn.
    card = real("SPY/S106-E058")  # power 1500
    assert card["script"][0]["effect"][1]["if"]["exists"]["any_of"] == [
        {"name": "Work Call"},
        {"type": "character", "traits": ["Berlint"]},
    ]
    work_call = {**CLIMAX, "code": "T-WORK", "name": "Work Call", "type": "event"}
    berlint = {
        **FILLER,
        "code": "T-BERL",
        "name": "Berlint",
        "fields": {**FILLER["fields"], "traits": ["Berlint"]},
    }
    for top, power in (("Work Call", 3500), ("Berlint", 3500), ("Ally", 1500)):
        p1 = {"hand": [{"code": card["code"], "label": "S"}], "library": [*LIBRARY, top]}
        play(
            [card, work_call, berlint],
            {"phase": "main", "p1": p1},
            [
                {"p1": "play", "card": "S", "slot": "FC"},
                {
                    "p1": "option",
                    "option": f"{card['name']}: {card['script'][0]['text']}",
                    "expect": {"card.S.power": power, "p1.library.count": len(LIBRARY) + 1},
                },
            ],
            "WS 8.6.3",
        )
    # "two" as a word: "put the top two cards of your deck into your waiting room. If there is a climax
    # among those cards, 【REST】 this card."
    rest = real("AOT/S35-E035")["script"][0]["effect"]
    assert rest[0] == {
        "do": "move",
        "cards": {"zone": "library", "top": 2},
        "to": "waiting_room",
        "as": "milled",
    }


def test_a_delayed_effect_at_the_beginning_of_your_encore_step() -> None:
    # 【AUTO】 When this card is placed on stage from your hand, reveal the top card of your deck. If the
    # revealed card is not a 《Death》 character, at the beginning of your encore step, put this card into
    # your waiting room.
    angel = real("AB/W31-E002")  # level 1, cost 1, yellow
    delayed = angel["script"][0]["effect"][1]["then"][0]
    assert delayed["do"] == "ws.delayed"
    assert delayed["ability"]["trigger"] == {
        "on": "phase",
        "turn": "yours",
        "phase": "attack",
        "step": "encore",
    }
    death = {
        **FILLER,
        "code": "T-DEATH",
        "name": "Death",
        "fields": {**FILLER["fields"], "traits": ["Death"]},
    }
    for top, zone in (("Filler", "p1.waiting_room"), ("Death", "p1.stage")):
        p1 = {
            "hand": [{"code": angel["code"], "label": "A"}],
            "level": ["Filler"],
            "stock": ["Filler"],
            "library": [*LIBRARY, top],
        }
        play(
            [angel, death],
            {"phase": "main", "p1": p1},
            [
                {"p1": "play", "card": "A", "slot": "FC", "note": "pay (1); the reveal resolves"},
                {
                    "p1": "pass",
                    "note": "the main phase ends (no climax to play)",
                    "expect": {"card.A.zone": "p1.stage"},
                },
                {
                    "p1": "pass",
                    "note": "no attack: the encore step begins, the delayed effect is primed (WS 8.7)",
                    "expect": {"card.A.zone": zone},
                },
            ],
            "WS 8.7",
        )
    # a delayed effect remembers the card chosen just before it ("that character", while it is the
    # same object: WS 3.1.4), but not one a step after the choice moved without naming it again
    line = (
        "【AUTO】 When this card is placed on the stage from your hand, choose 1 of your other characters,"
        " and at the beginning of your encore step, put that character into your waiting room."
    )
    assert compile_line(line, "character").ability["effect"][1]["cards"] == "chosen"
    line = (
        "【AUTO】 When this card is placed on the stage from your hand, choose 1 of your opponent's"
        " characters, put it into their memory, and at the beginning of the encore step, put that"
        " character into their waiting room."
    )
    assert not compile_line(line, "character").automated


def test_the_opponents_card_on_the_top_or_at_the_bottom_of_their_deck() -> None:
    # 【AUTO】 When this card attacks, choose up to 1 card in your opponent's waiting room, and put it on
    # the top or at the bottom of their deck.
    momo = real("DDD/S118-E065")
    assert [m["label"] for m in momo["script"][-1]["effect"][1]["modes"]] == [
        "Put it on the top of its owner's deck",
        "Put it at the bottom of its owner's deck",
    ]
    p1 = {"stage": {"FC": {"code": momo["code"], "label": "M"}}, "library": LIBRARY}
    p2 = {"waiting_room": [{"code": "Ally", "label": "Y"}], "library": LIBRARY}
    play(
        [momo],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "M", "method": "direct"},
            {"p1": "choose", "cards": ["Y"]},
            {
                "p1": "option",
                "option": "Put it at the bottom of its owner's deck",
                "note": "the bottom: the attack's damage takes the top cards, not this one (WS 3.1)",
                "expect": {"card.Y.zone": "p2.library"},
            },
        ],
        "WS 3.1",
    )
    # 【AUTO】 When this card is placed on the stage from your hand, choose two of your 【STAND】 characters,
    # and 【REST】 them.
    rest = real("DG/S03-E074")["script"][-1]["effect"]
    assert rest[-1] == {"do": "state", "cards": "chosen", "to": "rest"}


def test_during_your_climax_phase_when_a_named_climax_is_placed() -> None:
    # 【AUTO】 【CXCOMBO】 [Put this card into your waiting room] During your climax phase, when "Dream Time"
    # is placed on your climax area, you may pay the cost. If you do, choose up to 1 "Rampant Desire, Suzu"
    # in your hand, and put it in the stage position that this card was in.
    suzu, rampant, dream = real("AYT/W110-E077"), real("AYT/W110-E072"), real("AYT/W110-E097")
    ability = next(a for a in suzu["script"] if "Dream Time" in a["text"])
    assert ability["condition"] == {"all": [{"turn": "yours"}, {"phase": "climax"}]}  # WS 6.1
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    p1 = {
        "stage": {"FC": {"code": suzu["code"], "label": "S"}},
        "hand": [{"code": dream["code"], "label": "D"}, {"code": rampant["code"], "label": "R"}],
        "level": ["Blue Filler"],
        "library": LIBRARY,
    }
    play(
        [suzu, rampant, dream, blue],
        {"phase": "main", "p1": p1},
        [
            {"p1": "pass", "note": "the climax phase begins"},
            {"p1": "play", "card": "D", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "note": "this card into the waiting room (its slot remembered)"},
            {
                "p1": "choose",
                "cards": ["R"],
                "expect": {
                    "card.S.zone": "p1.waiting_room",
                    "card.R.zone": "p1.stage",
                    "card.R.slots": ["FC"],
                },
            },
        ],
        "WS 6.1",
    )


def test_a_cost_putting_a_character_from_the_waiting_room_at_the_bottom_of_your_clock() -> None:
    # 【AUTO】 [(1) Put 1 《Music》 character from your waiting room at the bottom of your clock] When this
    # card is placed on the stage from your hand, you may pay the cost. If you do, search your deck for up
    # to 1 level 1 or lower character, reveal it to your opponent, put it into your hand, and shuffle your
    # deck.
    nene = real("PJS/S91-E001")
    assert nene["script"][0]["cost"][1] == {
        "put": 1,
        "from": "waiting_room",
        "to": "clock",
        "filter": {"type": "character", "traits": ["Music"]},
        "position": "bottom",
    }
    music = {
        **FILLER,
        "code": "T-MUSIC",
        "name": "Music",
        "fields": {**FILLER["fields"], "traits": ["Music"]},
    }
    p1 = {
        "hand": [{"code": nene["code"], "label": "N"}],
        "stock": ["Filler", "Filler"],
        "clock": [{"code": "Filler", "label": "K"}],
        "waiting_room": [{"code": "Music", "label": "M"}, {"code": "Filler", "label": "F"}],
        "library": LIBRARY,
    }
    play(
        [nene, music],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "N", "slot": "FC"},
            {"p1": "yes", "note": "pay (1) and the 《Music》 character (the only one it may be)"},
            {
                "p1": "choose",
                "cards": ["M"],
                "note": "under the clock card already there (WS 8.4)",
                "expect": {"p1.clock": ["Music", "Filler"], "card.F.zone": "p1.waiting_room"},
            },
        ],
        "WS 8.4",
    )


def test_power_and_an_encore_given_in_quotes_until_the_opponents_next_turn() -> None:
    # 【AUTO】 When this card attacks, choose 1 of your other 《hololive》 characters, and that character gets
    # +1500 power and "【AUTO】 Encore [Put 1 character from your hand into your waiting room]" until the end
    # of your opponent's next turn.
    card = real("HOL/W104-E057")
    grant = card["script"][-1]["effect"][-1]
    assert grant["until"] == "end_of_opponent_turn" and grant["ability"]["keyword"] == "encore"
    holo = {
        **FILLER,
        "code": "T-HOLO",
        "name": "Holo",
        "fields": {**FILLER["fields"], "traits": ["hololive"]},
    }
    p1 = {
        "hand": [{"code": "Ally", "label": "H"}],
        "stage": {
            "FC": {"code": card["code"], "label": "W"},
            "FL": {"code": "Holo", "label": "X", "state": "reverse"},
        },
        "library": LIBRARY,
    }
    play(
        [card, holo],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": {"library": LIBRARY}},
        [
            {"p1": "attack", "card": "W", "method": "direct"},
            {"p1": "choose", "cards": ["X"]},
            # the reversed character goes to the waiting room at the encore step: the Encore it was
            # given is offered (WS 10.2.1, 8.7.4.1.2)
            {
                "p1": "option",
                "option": "Holo: 【AUTO】 Encore [Put 1 character from your hand into your waiting room]",
            },
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["H"],
                "expect": {"card.X.zone": "p1.stage", "card.H.zone": "p1.waiting_room"},
            },
        ],
        "WS 10.2.1",
    )
    p1["stage"]["FL"] = {"code": "Holo", "label": "X"}  # standing: it may attack next
    play(
        [card, holo],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": {"library": LIBRARY}},
        [
            {"p1": "attack", "card": "W", "method": "direct"},
            {"p1": "choose", "cards": ["X"], "expect": {"card.X.power": 2500, "decision.kind": "action"}},
        ],
        "WS 8.9",
    )


def test_a_play_condition_that_says_from_hand_without_your() -> None:
    # If you do not have a 《Roselia》 character, this card cannot be played from hand. (WS 8.6.2.1)
    condition = real("BD/W73-E094")["script"][0]
    assert condition["tags"] == ["play_condition"]
    assert condition["condition"] == {"exists": {"zone": "stage", "type": "character", "traits": ["Roselia"]}}
    # the condition and the event's effect the data joined on one line are two abilities
    texts = [c.text for c in compile_text(real("PD/S22-E096")["text"], "event")]
    assert texts == [
        "【COUNTER】 If you do not have a 《Music》 character, this card cannot be played from hand.",
        "Choose one of your characters, and that character gets +4000 power until end of turn.",
    ]


def test_put_up_to_three_cards_from_the_top_of_your_deck_into_your_stock_one_at_a_time() -> None:
    # 【AUTO】 【CXCOMBO】 When this card attacks, if "Deep Love" is in your climax area, put up to 3 cards
    # from the top of your deck into your stock.
    card = real("FS/S77-E043")
    deep_love = {**CLIMAX, "code": "T-DEEP", "name": "Deep Love"}
    for answers, stocked in ((["yes", "yes", "no"], 2), (["no"], 0)):
        p1 = {
            "stage": {"FC": {"code": card["code"], "label": "W"}},
            "climax": ["Deep Love"],
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [
            {"p1": "attack", "card": "W", "method": "direct"},
            {
                "p1": "option",
                "option": f"{card['name']}: {card['script'][1]['text']}",
            },  # its third triggers too
        ]
        steps += [{"p1": answer} for answer in answers]
        # the top 0 cards are none: "no" at once puts nothing into the stock (WS 8.6.3); the
        # attack's trigger check adds its card after (WS 7.3.1.2)
        steps[-1]["expect"] = {"p1.stock.count": stocked + 1}
        play(
            [card, deep_love],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": {"library": LIBRARY}},
            steps,
            "WS 8.6.3",
        )
    # Choose a card in your waiting room, and return it to your deck. Shuffle your deck afterwards.
    effect = real("DG/S03-E038")["script"][0]["effect"]
    assert effect[1:3] == [
        {"do": "move", "cards": "chosen", "to": "library"},
        {"do": "shuffle", "zone": "library"},
    ]


def test_a_granted_ability_binds_the_cards_it_looks_at_itself() -> None:
    # 【AUTO】 When your climax is placed on your climax area, choose 1 of your characters, and that character
    # gets the following ability until end of turn. "【AUTO】 When this card attacks, look at up to 2 cards
    # from the top of your deck, choose 1 card from among them, put it on the top of your deck, and put the
    # rest into your waiting room."
    david = real("GGO/SE50-E56")  # blue
    blue_cx = {**CLIMAX, "code": "T-BCX", "name": "Blue Climax", "colours": ["blue"]}
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    library = [*LIBRARY, {"code": "Ally", "label": "Y"}, {"code": "Filler", "label": "Z"}]
    p1 = {
        "stage": {"BL": david["code"], "FC": {"code": "Filler", "label": "A"}},
        "hand": [{"code": "Blue Climax", "label": "C"}],
        "level": ["Blue Filler"],
        "library": library,
    }
    play(
        [david, blue_cx, blue],
        {"phase": "main", "p1": p1, "p2": {"library": LIBRARY}},
        [
            {"p1": "pass", "note": "the climax phase begins"},
            {"p1": "play", "card": "C"},
            {"p1": "choose", "cards": ["A"], "note": "A gets the ability until end of turn"},
            {"p1": "attack", "card": "A", "method": "direct"},
            {"p1": "yes"},
            {"p1": "yes", "note": "two cards looked at (WS 8.6.3)"},
            {
                "p1": "choose",
                "cards": ["Y"],
                "note": "Y back on the top (the trigger check then takes it), Z into the waiting room",
                "expect": {"card.Z.zone": "p1.waiting_room", "card.Y.zone": "p1.stock"},
            },
        ],
        "WS 8.7",
    )


def test_an_ability_given_in_quotes_before_a_reminder_in_parentheses() -> None:
    # 【AUTO】 [(1) Put 1 card from your hand into your waiting room] When this card attacks, you may pay the
    # cost. If you do, this card gets +2000 power and the following ability until end of turn. "【AUTO】 When
    # this card's battle opponent becomes 【REVERSE】, you may deal 1 damage to your opponent." (Damage may be
    # canceled)
    sora = real("NGL/S58-E004")
    assert sora["script"][1]["effect"][-1]["ability"]["trigger"] == {
        "on": "state",
        "state": "reverse",
        "battle_opponent": "this",
    }
    soul = int(sora["fields"]["soul"])
    p1 = {
        "stage": {"FC": {"code": sora["code"], "label": "S"}},
        "hand": ["Filler"],
        "stock": ["Filler"],
        "level": ["Filler"] * 3,
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": {"code": "Filler", "label": "D"}}, "library": LIBRARY}
    play(
        [sora],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "S", "method": "front"},
            {"p1": "yes", "note": "pay the cost"},
            {"p1": "choose", "cards": ["Filler"]},
            {"p2": "pass", "note": "no counter; D is reversed in battle (WS 7.6.1.2)"},
            {"p1": "yes", "note": "the given ability: 1 damage", "expect": {"p2.clock.count": soul + 1}},
        ],
        "WS 8.7",
    )


def test_x_is_the_level_of_that_card_milled() -> None:
    # 【AUTO】 When this card attacks, you may put the top card of your deck into your waiting room. If that
    # card is a 《Game》 character, deal X damage to your opponent. X is equal to the level of that card.
    card = real("SHS/W98-E003")
    game = {
        **FILLER,
        "code": "T-GAME",
        "name": "Game",
        "fields": {**FILLER["fields"], "level": 2, "traits": ["Game"]},
    }
    soul = int(card["fields"]["soul"])
    for top, damage in (("Game", 2), ("Ally", 0)):
        p1 = {"stage": {"FC": {"code": card["code"], "label": "W"}}, "library": [*LIBRARY, top]}
        play(
            [card, game],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": {"library": LIBRARY}},
            [
                {"p1": "attack", "card": "W", "method": "direct"},
                {
                    "p1": "yes",
                    "note": "X damage, then the attack's (soul + 1, WS 7.2.1.4)",
                    "expect": {"p2.clock.count": damage + soul + 1},
                },
            ],
            "WS 8.6.3",
        )


def test_this_cards_soul_does_not_decrease_by_side_attacking() -> None:
    # 【AUTO】 [Return 2 characters from your waiting room to your deck & Shuffle your deck] When this card is
    # placed on the stage from your hand, you may pay the cost. If you do, this card's soul does not
    # decrease by side attacking until end of turn.
    vision = real("MAR/S89-E043")  # level 0, soul 1
    assert vision["script"][0]["effect"] == [{"do": "grant", "cards": "this", "grant": "no_side_penalty"}]
    p2 = {"stage": {"FC": "Ally"}, "library": LIBRARY}  # the defender: level 3
    for pay, soul in ((True, 1), (False, 0)):  # WS 7.2.1.4.2: 1 - 3, never below 0
        p1 = {
            "hand": [{"code": vision["code"], "label": "V"}],
            "waiting_room": ["Filler", "Filler"],
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [
            {"p1": "play", "card": "V", "slot": "FC"},
            {"p1": "yes" if pay else "no"},
        ]
        if pay:
            steps.append({"p1": "choose", "cards": ["Filler", "Filler"]})
        steps += [
            {"p1": "pass", "note": "the main phase ends (no climax to play)"},
            {"p1": "attack", "card": "V", "method": "side"},
            {
                "p1": "choose",
                "cards": ["Ally"],
                "note": "its attack deals damage equal to its soul (WS 7.5.1)",
                "expect": {"p2.clock.count": soul},
            },
        ]
        play([vision], {"phase": "main", "p1": p1, "p2": p2}, steps, "WS 7.2.1.4.2")


def test_placed_on_the_stage_by_the_act_effect_of_a_named_card_triggers() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand or by the 【ACT】 effect of "Long-Awaited
    # Moment, Shirogane", you may put the top card of your clock into your waiting room.
    girls = real("AYT/W110-TE17")
    assert girls["script"][0]["trigger"][1]["by_card"] == {
        "name": "Long-Awaited Moment, Shirogane",
        "kind": "act",
    }
    for name, triggers in (("Long-Awaited Moment, Shirogane", True), ("Another Ninja", False)):
        placer = {
            **FILLER,
            "code": "T-PLACER",
            "name": name,
            "script": [
                {
                    "kind": "act",
                    "effect": [
                        {"do": "choose", "from": {"zone": "waiting_room", "code": girls["code"]}, "n": 1},
                        {"do": "ws.put_on_stage", "cards": "chosen", "slot": "empty"},
                    ],
                }
            ],
        }
        p1 = {
            "stage": {"FC": "T-PLACER", "FL": "Filler", "BL": "Filler", "BR": "Filler"},
            "waiting_room": [{"code": girls["code"], "label": "G"}],
            "clock": ["Filler", {"code": "Filler", "label": "C"}],
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [
            {"p1": "act", "card": "T-PLACER"},
            {"p1": "choose", "cards": ["G"], "note": "into FR, the one open position"},
        ]
        if triggers:
            steps.append(
                {"p1": "yes", "note": "the trigger (WS 8.7)", "expect": {"card.C.zone": "p1.waiting_room"}}
            )
        else:
            steps[-1]["expect"] = {
                "card.G.zone": "p1.stage",
                "decision.kind": "action",
                "card.C.zone": "p1.clock",
            }
        play([girls, placer], {"phase": "main", "p1": p1}, steps, "WS 8.7")


def test_put_them_on_separate_positions_of_your_center_stage() -> None:
    # 【AUTO】 [(2)] When a card named "Power to Protect" is placed on your climax area, if this card is on
    # your center stage, you may pay the cost. If you do, search your deck for up to two cards named
    # "Kanade's Reason for Battle", and put them on separate positions of your center stage. Shuffle your
    # deck afterwards.
    kanade = real("AB/W31-E025")
    power = {**CLIMAX, "code": "T-PTP", "name": "Power to Protect"}
    reason = {**FILLER, "code": "T-KRB", "name": "Kanade's Reason for Battle"}
    library = [*LIBRARY, {"code": "T-KRB", "label": "K1"}, {"code": "T-KRB", "label": "K2"}]
    p1 = {
        "stage": {"FC": {"code": kanade["code"], "label": "S"}},
        "hand": [{"code": "T-PTP", "label": "P"}],
        "stock": ["Filler", "Filler"],
        "level": ["Filler"],  # yellow: the climax's colour (WS 8.6.2.1.1)
        "library": library,
    }
    play(
        [kanade, power, reason],
        {"phase": "main", "p1": p1},
        [
            {"p1": "pass", "note": "the climax phase begins"},
            {"p1": "play", "card": "P"},
            {"p1": "yes", "note": "pay (2)"},
            {"p1": "choose", "cards": ["K1", "K2"]},
            {"p1": "option", "option": "slot:FL"},
            {
                "p1": "option",
                "option": "slot:FR",
                "note": "FL is taken by the first card: not offered again",
                "expect": {"card.K1.slots": ["FL"], "card.K2.slots": ["FR"], "card.S.slots": ["FC"]},
            },
        ],
        "WS 8.6.3",
    )


def test_the_opponents_stock_into_their_waiting_room_and_as_many_from_their_deck() -> None:
    # 【AUTO】 [(3)] When this card is placed on the stage from your hand, you may pay the cost. If you do,
    # put all cards in your opponent's stock into your opponent's waiting room, and your opponent puts the
    # same number of cards from the top of your opponent's deck into his or her stock.
    reigen = real("MOB/SX02-002")
    p1 = {"hand": [{"code": reigen["code"], "label": "R"}], "stock": ["Filler"] * 3, "library": LIBRARY}
    p2 = {
        "stock": [{"code": "Ally", "label": "S1"}, {"code": "Ally", "label": "S2"}],
        "library": [*LIBRARY, {"code": "Filler", "label": "T2"}, {"code": "Filler", "label": "T1"}],
    }
    play(
        [reigen],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {"p1": "play", "card": "R", "slot": "FC"},
            {
                "p1": "yes",
                "note": "pay (3): two stock cards out, the top two of their deck in",
                "expect": {
                    "card.S1.zone": "p2.waiting_room",
                    "card.S2.zone": "p2.waiting_room",
                    "card.T1.zone": "p2.stock",
                    "card.T2.zone": "p2.stock",
                    "p2.library.count": len(LIBRARY),
                },
            },
        ],
        "WS 3.1",
    )
    # "… your opponent returns all cards from their stock to their deck, shuffles their deck, and puts
    # the same number of cards from the top of their deck into their stock."
    # (counted before they move: the shuffle makes every card of the deck a new object, WS 3.1.4)
    card = real("DDD/S118-E104")  # level 2, [(2)]; played without its colour (its 【CONT】)
    p1 = {
        "hand": [{"code": card["code"], "label": "C"}],
        "level": ["Filler"] * 2,
        "stock": ["Filler"] * 2,
        "library": LIBRARY,
    }
    p2 = {"stock": [{"code": "Ally", "label": "S1"}, {"code": "Ally", "label": "S2"}], "library": LIBRARY}
    play(
        [card],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {"p1": "play", "card": "C", "slot": "FC"},
            {"p1": "yes", "expect": {"p2.stock.count": 2, "p2.library.count": len(LIBRARY)}},
        ],
        "WS 3.1.4",
    )


def test_the_opponent_keeps_one_climax_and_returns_the_rest_of_their_waiting_room() -> None:
    # 【AUTO】 [(1) Put 1 card from your hand into your waiting room] When this card is placed on the stage
    # from your hand, you may pay the cost. If you do, your opponent chooses 1 climax in their waiting
    # room, returns all cards except that card from their waiting room to their deck, and shuffles their
    # deck.
    denji = real("CSM/S96-E015")  # level 2, cost 1, yellow
    p1 = {
        "hand": [{"code": denji["code"], "label": "D"}, "Filler"],
        "level": ["Filler"] * 2,
        "stock": ["Filler"] * 2,
        "library": LIBRARY,
    }
    p2 = {
        "waiting_room": [
            {"code": "Climax", "label": "X"},
            {"code": "Climax", "label": "Y"},
            {"code": "Ally", "label": "A"},
        ],
        "library": LIBRARY,
    }
    play(
        [denji, CLIMAX],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {"p1": "play", "card": "D", "slot": "FC"},
            {"p1": "yes", "note": "pay (1) and a card from the hand"},
            {"p1": "choose", "cards": ["Filler"]},
            {
                "p2": "choose",
                "cards": ["Y"],
                "note": "the opponent chooses the climax kept (WS 8.6.3)",
                "expect": {
                    "card.Y.zone": "p2.waiting_room",
                    "p2.waiting_room.count": 1,
                    "p2.library.count": 12,
                },
            },
        ],
        "WS 8.6.3",
    )


def test_put_two_cards_from_the_top_of_your_deck_into_your_waiting_room_if_a_climax() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, put 2 cards from the top of your deck
    # into your waiting room. If there is a climax among those cards, put this card into your stock.
    card = real("MOB/SX02-T07")  # level 1
    colour = {**FILLER, "code": "T-COL", "name": "Colour", "colours": card["colours"]}
    for second, zone in (("Climax", "p1.stock"), ("Filler", "p1.stage")):
        p1 = {
            "hand": [{"code": card["code"], "label": "M"}],
            "level": ["Colour"],
            "library": [*LIBRARY, second, "Filler"],
        }
        play(
            [card, CLIMAX, colour],
            {"phase": "main", "p1": p1},
            [
                {
                    "p1": "play",
                    "card": "M",
                    "slot": "FC",
                    "expect": {"card.M.zone": zone, "p1.waiting_room.count": 2},
                }
            ],
            "WS 8.6.3",
        )
    # "If that card is a 《Magic》 character, put that card into your stock." (the revealed card)
    effect = real("MR/W80-E064")["script"][1]["effect"]
    assert effect[1]["then"] == [{"do": "move", "cards": "chosen", "to": "stock", "as": "chosen"}]


def test_a_colour_or_a_trait_in_a_card_description() -> None:
    # 【CONT】 All of your other blue or 《Esper》 characters get +500 power.
    card = real("MOB/SX02-080")  # blue, 《Esper》, 500 power
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    esper = {**FILLER, "code": "T-ESP", "name": "Esper", "fields": {**FILLER["fields"], "traits": ["Esper"]}}
    stage = {
        "FC": {"code": card["code"], "label": "M"},
        "FL": {"code": "Blue Filler", "label": "B"},
        "FR": {"code": "Esper", "label": "E"},
        "BL": {"code": "Filler", "label": "F"},  # yellow, no trait
    }
    play(
        [card, blue, esper],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.B.power": 1500, "card.E.power": 1500, "card.F.power": 1000, "card.M.power": 500}}],
        "WS 8.9",
    )


def test_misspelt_words_and_a_trait_against_the_word_before_it() -> None:
    # "All your other 《Berlint》 characters …" (SPY/S106-E045) reads as "All of your other …";
    # "up to 1《Omiko City》 character" (AYT/W110-E036) as "up to 1 《Omiko City》 character"
    assert normalise("【CONT】 All your other 《Berlint》 characters get +500 power") == normalise(
        "【CONT】 All of your other 《Berlint》 characters get +500 power"
    )
    assert "1 《Omiko City》" in normalise("search your deck for up to 1《Omiko City》 character")
    assert normalise("During your opponents turn, x") == normalise("During your opponent's turn, x")
    card = real("SPY/S106-E045")  # 《Berlint》
    berlint = {
        **FILLER,
        "code": "T-BER",
        "name": "Berlint",
        "fields": {**FILLER["fields"], "traits": ["Berlint"]},
    }
    stage = {"FC": {"code": card["code"], "label": "S"}, "FL": {"code": "Berlint", "label": "B"}}
    stage["FR"] = {"code": "Filler", "label": "F"}
    play(
        [card, berlint],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.B.power": 1500, "card.F.power": 1000}}],
        "WS 8.9",
    )


def test_a_cost_resting_two_characters_without_of_your() -> None:
    # 【ACT】 Brainstorm [(1) 【REST】 2 characters] Flip over 4 cards from the top of your deck, and put
    # them into your waiting room. For each climax revealed among those cards, choose up to 1
    # character in your waiting room, and return it to your hand.
    card = real("BD/W63-E030")
    assert card["script"][2]["cost"] == [{"stock": 1}, {"rest": 2, "filter": {"type": "character"}}]
    p1 = {
        "stage": {
            "BL": {"code": card["code"], "label": "S"},
            "FL": {"code": "Filler", "label": "A"},
            "FC": {"code": "Filler", "label": "B"},
        },
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    play(
        [card],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "S", "expect": {"decision.count": 3}},  # any 2 of the 3
            {"p1": "choose", "cards": ["A", "B"], "expect": {"card.A.state": "rest", "card.B.state": "rest"}},
        ],
        "WS 8.4",
    )


def test_return_the_top_marker_underneath_this_card_to_your_hand() -> None:
    # 【ACT】 [(1) 【REST】 this card] Return 1 marker underneath this card to your hand.
    card = real("FT/S120-E017")
    stage = {"FC": {"code": card["code"], "label": "S"}, "FL": {"code": "Filler", "label": "F"}}
    markers = {
        "FC": [{"code": "Filler", "label": "M1"}, {"code": "Ally", "label": "M2"}],  # bottom first
        "FL": [{"code": "Filler", "label": "N"}],  # another card's marker, last in the marker area
    }
    p1 = {"stage": stage, "marker": markers, "stock": ["Filler"], "library": LIBRARY}
    steps = [
        # markers leave from the top (M 3.7.2): the top one under this card, not another card's
        {
            "p1": "act",
            "card": "S",
            "ability": 2,
            "expect": {"p1.hand": ["M2"], "p1.marker.FC": ["M1"], "p1.marker.FL": ["N"]},
        },
    ]
    play([card], {"phase": "main", "p1": p1}, steps, "WS 3.7.2")


def test_put_a_marker_underneath_this_card_into_your_stock() -> None:
    # 【ACT】 [【REST】 this card] Put 1 marker underneath this card into your stock.
    card = real("OVL/S99-E092")
    stage = {"FC": {"code": card["code"], "label": "S"}}
    for markers, stock in (({"FC": [{"code": "Filler", "label": "M"}]}, ["M"]), ({}, [])):
        p1 = {"stage": stage, "marker": markers, "library": LIBRARY}
        steps = [
            {"p1": "act", "card": "S", "ability": 2, "expect": {"p1.stock": stock, "card.S.state": "rest"}}
        ]
        play([card], {"phase": "main", "p1": p1}, steps, "WS 3.7.2")


def test_a_backup_whose_cost_reveals_it_and_puts_it_at_the_bottom_of_the_deck() -> None:
    # 【ACT】【COUNTER】 Backup 3000, Level 1 [(1) Reveal this card in your hand & Put it at the bottom of
    # your deck]
    backup = real("DDD/S118-E071")
    assert backup["script"][0]["cost"] == [
        {"stock": 1},
        {"this_to": "library", "position": "bottom", "shown": True},
    ]
    p2 = {
        "hand": [{"code": backup["code"], "label": "K"}],
        "level": ["Filler"],
        "stock": ["Filler"],
        "stage": {"FC": {"code": "Ally", "label": "B"}},
        "library": LIBRARY,
    }
    p1 = {"stage": {"FC": {"code": "Filler", "label": "A"}, "FL": "Filler"}, "library": LIBRARY}
    play(
        [backup],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front", "expect": {"actions has": ["act"]}},
            {"p2": "act", "card": "K"},
            # the library is listed bottom first: the card is at its bottom (a new object, WS 3.1.4),
            # not in the waiting room, which holds the stock paid only
            {
                "p2": "choose",
                "cards": ["B"],
                "expect": {
                    "card.B.power": 8000,
                    "p2.library": [backup["name"], *LIBRARY[1:]],
                    "p2.waiting_room.count": 1,
                    "p2.hand.count": 0,
                },
            },
        ],
        "WS 10.5",
    )


def test_fusion_is_the_merge_keyword() -> None:
    # 【ACT】 Fusion [Put 1 "Things More Important Than Clothes, Okarun" from your stage face up
    # underneath this card as a marker] Search your deck for up to 1 "Full Throttle Strike, Okarun",
    # put it in the stage position that this card is in, put this card and all markers underneath
    # this card face up underneath that "Full Throttle Strike, Okarun" in any order as a marker, and
    # shuffle your deck.
    granny, partner, result = real("DDD/S118-E006"), real("DDD/S118-E010"), real("DDD/S118-E003")
    assert granny["script"][1] == {
        "kind": "keyword",
        "keyword": "merge",
        "params": {"with": partner["name"], "into": result["name"]},
        "text": granny["script"][1]["text"],
    }
    p1 = {
        "stage": {
            "FC": {"code": granny["code"], "label": "G"},
            "FL": {"code": partner["code"], "label": "P"},
        },
        "library": [*LIBRARY, {"code": result["code"], "label": "R"}],
    }
    play(
        [granny, partner, result],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "G", "ability": 1},
            {"p1": "choose", "cards": ["P"]},  # the cost: the named character under this card
            {
                "p1": "choose",
                "cards": ["R"],
                "expect": {
                    "p1.stage.FC": [result["name"]],
                    "p1.marker.FC": [partner["name"], granny["name"]],
                },
            },
        ],
        "WS 10.15",
    )


def test_the_battle_opponent_at_or_below_this_cards_level() -> None:
    # 【ACT】 [(1)] Choose one of your 《Prinny》 characters, and that character gets the following ability
    # until end of turn. "【AUTO】 When this card becomes 【REVERSE】, if the level of this card's battle
    # opponent is lower than or equal to the level of this card, you may 【REVERSE】 that character."
    card = real("DG/S03-TE07")  # level 1, 4500 power
    prinny = {
        **_trait("T-PRI", "Prinny", "Prinny"),
        "fields": {**FILLER["fields"], "level": 1, "traits": ["Prinny"]},
    }
    for level, reversed_too in ((1, True), (2, False)):
        big = {
            **FILLER,
            "code": "T-BIG",
            "name": "Big",
            "fields": {**FILLER["fields"], "level": level, "power": 9000},
        }
        p1 = {
            "stage": {"FC": {"code": "Prinny", "label": "P"}, "BL": {"code": card["code"], "label": "D"}},
            "stock": ["Filler"],
            "library": LIBRARY,
        }
        p2 = {"stage": {"FC": {"code": "Big", "label": "B"}}, "library": LIBRARY}
        steps: list[dict[str, Any]] = [
            {"p1": "act", "card": "D", "ability": 1},
            {"p1": "choose", "cards": ["P"]},
            {"p1": "pass", "note": "the main phase ends (no climax in the hand: to the attack)"},
            {"p1": "attack", "card": "P", "method": "front"},
            {"p2": "pass", "note": "no counter", "expect": {"card.P.state": "reverse"}},
        ]
        if reversed_too:
            steps.append({"p1": "yes", "expect": {"card.B.zone": "p2.waiting_room"}})  # reversed, no encore
        else:
            # level 2 is above this card's level 1: nothing is asked, the battle opponent stays
            steps[-1]["expect"] = {
                "card.P.zone": "p1.waiting_room",
                "card.B.zone": "p2.stage",
                "card.B.state": "stand",
            }
        play([card, prinny, big], {"phase": "main", "p1": p1, "p2": p2}, steps, "WS 7.6")


def test_two_sentences_of_modifiers_and_two_cards_that_cannot_side_attack() -> None:
    # 【CONT】 This card gets -3 level while in the stage. The character facing this card cannot side
    # attack.
    card = real("HOL/W104-E049")  # level 3
    assert [m.get("grant", m.get("stat")) for m in card["script"][1]["modifiers"]] == [
        "level",
        "cannot_side_attack",
    ]
    p1 = {
        "stage": {"FC": {"code": "Filler", "label": "A"}, "FL": {"code": "Filler", "label": "L"}},
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": {"code": card["code"], "label": "H"}, "FR": "Filler"}, "library": LIBRARY}
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"expect": {"card.H.level": 0}},
            # the character facing it may front attack only; the other one (facing FR) may side attack
            {"p1": "attack", "card": "A", "method": "side", "refused": True},
            {"p1": "attack", "card": "L", "method": "side"},
        ],
        "WS 7.2.1.4",
    )
    # "This card and the character facing this card cannot side attack" (given, RKN/S115-E006)
    (given,) = compile_text(
        '【CONT】 All of your characters get the following ability. "【CONT】 This card and the character'
        ' facing this card cannot side attack."',
        "character",
    )
    grants = given.ability["modifiers"][0]["grant"]["modifiers"]
    assert [(m["to"], m["grant"]) for m in grants] == [
        ("this", "cannot_side_attack"),
        ({"zone": "stage", "whose": "opponent", "opposite": "this"}, "cannot_side_attack"),
    ]


def test_a_marker_paid_instead_of_a_stock_of_an_act_cost() -> None:
    # 【CONT】 If you would pay the 【ACT】 cost for a character in your hand or stage, you may put 1 marker
    # from underneath this card into your waiting room instead of 1 card from your stock.
    host, user = real("FT/S120-E018"), real("FT/S120-E017")  # E017: 【ACT】 [(1) 【REST】 this card] Return 1
    # marker underneath this card to your hand.
    assert host["script"][1] == {
        "kind": "cont",
        "tags": ["stock_substitute"],
        "params": {"for": {"type": "character"}, "for_zones": ["hand", "stage"]},
        "text": host["script"][1]["text"],
    }
    stage = {"FC": {"code": host["code"], "label": "H"}, "FL": {"code": user["code"], "label": "A"}}
    markers = {"FC": [{"code": "Filler", "label": "M"}], "FL": [{"code": "Ally", "label": "N"}]}
    # no stock: the marker pays, without a question (the only way to pay, WS 8.2.1.3.1)
    p1 = {"stage": stage, "marker": markers, "library": LIBRARY}
    steps = [
        {
            "p1": "act",
            "card": "A",
            "ability": 2,
            "expect": {
                "p1.marker.FC": [],
                "p1.waiting_room": ["M"],
                "p1.hand": ["N"],
                "card.A.state": "rest",
            },
        }
    ]
    play([host, user], {"phase": "main", "p1": p1}, steps, "WS 8.2.1.3.1")
    # with a stock card the player chooses: "no" pays the stock
    p1 = {"stage": stage, "marker": markers, "stock": [{"code": "Filler", "label": "S"}], "library": LIBRARY}
    steps = [
        {"p1": "act", "card": "A", "ability": 2, "expect": {"decision.kind": "yes_no"}},
        {"p1": "no", "expect": {"p1.marker.FC": ["M"], "p1.waiting_room": ["S"], "p1.hand": ["N"]}},
    ]
    play([host, user], {"phase": "main", "p1": p1}, steps, "WS 8.2.1.3.1")
    # no marker under it: nothing is offered and the act cannot be paid without stock (8.10.3)
    p1 = {"stage": stage, "marker": {"FL": [{"code": "Ally", "label": "N"}]}, "library": LIBRARY}
    play(
        [host, user],
        {"phase": "main", "p1": p1},
        [{"p1": "act", "card": "A", "ability": 2, "refused": True}],
        "WS 8.10.3",
    )


def test_a_reversed_characters_battle_opponent_and_the_step_after_if_you_do() -> None:
    # WS 7.5 (the battle opponent), 8.6.3 ("If you do" after the move): "put the top card of your
    # opponent's clock into your opponent's waiting room. If you do, put that character into your
    # opponent's clock"
    ushio = real("KC/S31-E044")  # level 0, 1000 power
    striker = {**FILLER, "code": "T-STR", "name": "Striker", "fields": {**FILLER["fields"], "power": 2000}}
    p1 = {
        "stage": {"FC": {"code": "Striker", "label": "A"}},
        "clock": [{"code": "Filler", "label": "C0"}],
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": {"code": ushio["code"], "label": "U"}}, "library": LIBRARY}
    play(
        [ushio, striker],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "pass", "note": "no counter", "expect": {"card.U.state": "reverse"}},
            {"p2": "yes", "expect": {"card.C0.zone": "p1.waiting_room", "card.A.zone": "p1.clock"}},
        ],
        "WS 7.5",
    )
    # "if the level of this card's battle opponent is higher than your opponent's level, you may put
    # that character into their stock. If you do, put the bottom card of your opponent's stock into
    # their waiting room" (their: the owner's, WS 3.1)
    chika = real("KGL/S95-E006")  # level 2, 6000 power
    big = {
        **FILLER,
        "code": "T-BIG",
        "name": "Big",
        "fields": {**FILLER["fields"], "level": 1, "power": 7000},
    }
    p1 = {
        "stage": {"FC": {"code": "Big", "label": "A"}},
        "stock": [{"code": "Filler", "label": "S0"}, {"code": "Filler", "label": "S1"}],
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": {"code": chika["code"], "label": "K"}}, "library": LIBRARY}
    play(
        [chika, big],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "pass", "note": "no counter", "expect": {"card.K.state": "reverse"}},
            {
                "p2": "yes",
                "expect": {
                    "card.A.zone": "p1.stock",
                    "card.S0.zone": "p1.waiting_room",
                    "card.S1.zone": "p1.stock",
                },
            },
        ],
        "WS 7.5",
    )


def test_a_battle_opponents_level_after_another_condition() -> None:
    # "if you have 2 or more other 《Music》 characters, and this card's battle opponent is level 3 or
    # lower, you may 【REVERSE】 that character": both conditions (WS 8.7.3.1)
    (ability,) = [a for a in real("BD/W63-E055")["script"] if "battle opponent" in a["text"]]
    assert ability["condition"]["all"][1] == {"exists": {**_BATTLING, "level": {"<=": 3}}}
    assert ability["effect"] == [
        {"do": "may", "then": [{"do": "state", "cards": _BATTLING, "to": "reverse"}]}
    ]


def test_a_limit_after_the_cost_is_the_abilitys_limit() -> None:
    # WS 8.1.3.2: "[(4) Put 2 cards from your hand into your waiting room] This ability activates up
    # to 1 time per turn. When this card's battle opponent becomes 【REVERSE】, you may pay the cost.
    # If you do, 【STAND】 this card."
    card = real("GRI/S72-TE07")  # level 3, 10000 power
    (ability,) = [a for a in card["script"] if "activates" in a["text"]]
    assert ability["limit"] == 1
    hand = [{"code": "Filler", "label": f"H{i}"} for i in range(2)]
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "P"}},
        "stock": ["Filler"] * 4,
        "hand": hand,
        "library": LIBRARY,
    }
    play(
        [card],
        {
            "phase": "attack",
            "step": "declare",
            "p1": p1,
            "p2": {"stage": {"FC": "Filler"}, "library": LIBRARY},
        },
        [
            {"p1": "attack", "card": "P", "method": "front", "expect": {"card.P.state": "rest"}},
            {"p2": "pass", "note": "no counter", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["H0", "H1"],
                "expect": {
                    "card.P.state": "stand",
                    "p1.stock.count": 1,
                    "p1.hand.count": 0,
                },  # 1: the trigger check
            },
        ],
        "WS 8.1.3.2",
    )


def test_if_the_revealed_card_is_a_name_or_a_trait_character_and_the_opponents_center_stage() -> None:
    # WS 8.6.3: "reveal the top card of your deck. If that card is "#SecretSocietyholoX" or a
    # 《hololive》 character, choose 1 of your characters, and that character gets +2000 power until
    # end of turn" (a name without its article before the other description)
    laplus = real("HOL/W104-E006")  # a 《hololive》 character, 1000 power
    p1 = {
        "hand": [{"code": laplus["code"], "label": "L"}],
        "stage": {"FL": {"code": "Filler", "label": "F"}},
        "library": [*LIBRARY, laplus["code"]],
    }
    play(
        [laplus],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "L", "slot": "FC", "expect": {"decision.kind": "select"}},
            {"p1": "choose", "cards": ["F"], "expect": {"card.F.power": 3000, "card.L.power": 1000}},
        ],
        "WS 8.6.3",
    )
    # "all characters in your opponent's center stage get -500 power until end of turn": the
    # opponent's front row (WS 2.2.2)
    (ability,) = [a for a in real("FS/S77-E061")["script"] if "opponent" in a["text"]]
    assert ability["effect"] == [
        {
            "do": "modify",
            "cards": {"zone": "stage", "type": "character", "whose": "opponent", "front_row": True},
            "stat": "power",
            "add": -500,
        }
    ]


def test_x_is_the_level_of_the_card_put_from_the_top_of_the_deck_into_the_waiting_room() -> None:
    # "Put the top card of your deck into your waiting room, choose one of your opponent's level X or
    # lower characters, and put it on the bottom of his or her deck. X is equal to that card's level."
    # "that card" is the card put into the waiting room (WS 3.1.4), X worked out after it moved
    event = real("SAO/S51-E096")  # blue, level 2, cost 1
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    low = {**FILLER, "code": "T-LOW", "name": "Low", "fields": {**FILLER["fields"], "level": 1}}
    avatar = {
        **FILLER,
        "code": "T-AVA",
        "name": "Avatar",
        "fields": {**FILLER["fields"], "traits": ["Avatar"]},
    }
    p1 = {
        "stage": {"BL": "Avatar"},  # its play condition
        "hand": [event["code"]],
        "level": ["Blue Filler"] * 2,
        "stock": ["Filler"],
        "library": [*LIBRARY, {"code": "Low", "label": "TOP"}],  # a level 1 card on top
    }
    p2 = {
        "stage": {"FC": {"code": "Ally", "label": "A"}, "FL": {"code": "Low", "label": "B"}},
        "library": LIBRARY,
    }
    play(
        [event, blue, low, avatar],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {
                "p1": "play",
                "card": event["code"],
                "expect": {"card.TOP.zone": "p1.waiting_room", "decision.count": 1},  # not A (level 3)
            },
            {
                "p1": "choose",
                "cards": ["B"],
                "expect": {"card.B.zone": "p2.library", "card.A.zone": "p2.stage"},
            },
        ],
        "WS 3.1.4",
    )


def test_a_curly_apostrophe_outside_names_reads_as_the_straight_one() -> None:
    # "if the level of this card’s battle opponent is higher than your opponent’s level, you may put
    # that character at the bottom of your opponent's deck" (WS 7.5); a name keeps its own apostrophe
    (ability,) = [a for a in real("APO/S53-E072")["script"] if "battle opponent" in a["text"]]
    assert ability["effect"] == [
        {"do": "may", "then": [{"do": "move", "cards": _BATTLING, "to": "library", "position": "bottom"}]}
    ]
    assert normalise('Choose 1 "Kaede’s Day" in your waiting room’s cards') == (
        'Choose 1 "Kaede’s Day" in your waiting room\'s cards'
    )


def test_choose_one_of_the_following_effects_whose_modes_name_cards() -> None:
    # WS 8.6.3: "choose 1 of the following effects, and perform it. "Choose 1 "Cooking With Sacchin" in
    # your waiting room, and return it to your hand." "Search your deck for up to 1 "Cooking With
    # Sacchin", reveal it to your opponent, put it into your hand, and shuffle your deck."": a mode holds
    # card names in quotes
    sachi = real("GRI/S72-E050")
    (ability,) = [a for a in sachi["script"] if "following effects" in a["text"]]
    assert [m["steps"][0]["from"] for m in ability["effect"][0]["modes"]] == [
        {"zone": "waiting_room", "name": "Cooking With Sacchin"},
        {"zone": "library", "name": "Cooking With Sacchin"},
    ]
    park = {**CLIMAX, "code": "T-SP", "name": "Sunny Park"}
    grisaia = _trait("T-GRI", "Grisaia Filler", "Grisaia")
    cooking = {**FILLER, "code": "T-COOK", "name": "Cooking With Sacchin", "type": "event"}
    p1 = {
        "stage": {"FC": sachi["code"], "FL": "Grisaia Filler"},
        "hand": [{"code": "Sunny Park", "label": "C"}],
        "waiting_room": [{"code": "Cooking With Sacchin", "label": "K"}, "Filler"],
        "level": ["Filler"],  # a yellow card: the climax's colour (WS 8.6.2.1.1)
        "library": LIBRARY,
    }
    play(
        [sachi, park, grisaia, cooking],
        {"phase": "main", "p1": p1, "p2": {"library": LIBRARY}},
        [
            {"p1": "pass", "note": "the climax phase begins"},
            {"p1": "play", "card": "C"},
            {
                "p1": "option",
                "option": 'Choose 1 "Cooking With Sacchin" in your waiting room, and return it to your hand.',
            },
            {"p1": "choose", "cards": ["K"], "expect": {"card.K.zone": "p1.hand"}},
        ],
        "WS 8.6.3",
    )


def test_a_cost_paid_inside_an_effect_is_offered_only_when_it_can_be_paid() -> None:
    # WS 8.4.2.2: "[Put 2 cards from your hand into your waiting room] You may pay the cost. If you do,
    # deal 4 damage to your opponent." (an event: the cost is paid as it resolves, the verb ``pay``)
    event = real("Foy/W120-E032")  # yellow, level 3, cost 0
    assert event["script"][0]["effect"][0]["do"] == "pay"
    hand = [event["code"], {"code": "Filler", "label": "H0"}, {"code": "Filler", "label": "H1"}]
    p1 = {"hand": hand, "level": ["Filler"] * 3, "library": LIBRARY}
    play(
        [event],
        {"phase": "main", "p1": p1, "p2": {"library": LIBRARY}},
        [
            {"p1": "play", "card": event["code"], "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["H0", "H1"],
                "expect": {"card.H0.zone": "p1.waiting_room", "p2.clock.count": 4},  # no climax: not canceled
            },
        ],
        "WS 8.4.2.2",
    )
    # one card in the hand: the cost cannot be paid in full, so it is not offered and nothing happens
    play(
        [event],
        {"phase": "main", "p1": {**p1, "hand": hand[:2]}, "p2": {"library": LIBRARY}},
        [
            {
                "p1": "play",
                "card": event["code"],
                "expect": {"card.H0.zone": "p1.hand", "p2.clock.count": 0, "decision.kind": "action"},
            },
        ],
        "WS 8.4.2.2",
    )


def test_the_abilitys_cost_asked_for_later_in_its_effect() -> None:
    # WS 8.4: "[Put 1 card from your hand into your waiting room] When this card is placed on the stage
    # from your hand, put the top 2 cards of your deck into your waiting room. If there is a climax among
    # those cards, you may pay the cost. If you do, choose 1 character in your waiting room, and return
    # it to your hand." The cost is paid after the cards are put there, not before
    card = real("FS/S77-E104")  # red, level 0
    (ability,) = [a for a in card["script"] if a["kind"] == "auto"]
    assert "cost" not in ability
    p1 = {
        "hand": [card["code"], {"code": "Filler", "label": "H"}],
        "waiting_room": [{"code": "Ally", "label": "W"}],
        "library": [*LIBRARY, {"code": "Climax", "label": "CX"}, {"code": "Filler", "label": "TOP"}],
    }
    play(
        [card, CLIMAX],
        {"phase": "main", "p1": p1},
        [
            {
                "p1": "play",
                "card": card["code"],
                "slot": "FC",
                "expect": {"card.CX.zone": "p1.waiting_room", "decision.kind": "yes_no"},  # then asked
            },
            {"p1": "yes"},
            {"p1": "choose", "cards": ["H"], "expect": {"card.H.zone": "p1.waiting_room"}},
            {"p1": "choose", "cards": ["W"], "expect": {"card.W.zone": "p1.hand"}},
        ],
        "WS 8.4",
    )


def test_put_this_card_from_the_waiting_room_in_a_position_of_your_center_stage() -> None:
    # WS 2.12.2 (the ability works in the waiting room): "[Put 1 card from your hand into your waiting
    # room] If this card is in your waiting room, and your level is 1 or higher, at the beginning of
    # your climax phase, you may pay the cost. If you do, put this card in any position of your center
    # stage."
    card = real("DDD/S118-E014")
    p1 = {
        "waiting_room": [{"code": card["code"], "label": "W"}],
        "hand": [{"code": "Filler", "label": "H"}],
        "level": ["Filler"],
        "library": LIBRARY,
    }
    play(
        [card],
        {"phase": "main", "p1": p1, "p2": {"library": LIBRARY}},
        [
            {"p1": "pass", "note": "the climax phase begins", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["H"], "expect": {"decision.kind": "slot"}},
            {"p1": "slot", "slot": "FL", "expect": {"card.W.zone": "p1.stage", "card.W.slots": ["FL"]}},
        ],
        "WS 2.12.2",
    )
    # "When your "Dauntless, Lina" is put into your waiting room from the stage": that name's move
    (ability,) = [a for a in real("Fsl/W120-E095")["script"] if "Dauntless" in a["text"]]
    assert ability["trigger"]["card"] == {"name": "Dauntless, Lina"}
    assert ability["zones"] == ["waiting_room"]


def test_placed_on_the_stage_by_the_effect_of_a_named_card_alone() -> None:
    # WS 8.7.1: "During your climax phase, when this card is placed on the stage by the effect of
    # "Lovey Dovey", you may pay the cost. If you do, 【STAND】 this card." (the trigger key by_card, whose
    # engine word a test of the earlier round plays)
    (ability,) = [a for a in real("BD/WE35-E08")["script"] if "Lovey Dovey" in a["text"]]
    assert ability["trigger"] == {
        "on": "move",
        "card": "this",
        "to": "stage",
        "by_card": {"name": "Lovey Dovey"},
    }
    assert ability["condition"] == {"all": [{"turn": "yours"}, {"phase": "climax"}]}
    assert ability["effect"] == [{"do": "state", "cards": "this", "to": "stand"}]


def test_if_this_card_is_in_your_memory_after_the_trigger_is_the_abilitys_zone() -> None:
    # WS 10.9 (Recollection): "Memory [Put 1 climax from your hand into your waiting room] At the
    # beginning of your main phase, if this card is in your memory, you may pay the cost. If you do,
    # return this card to your hand." reads as the same words before the trigger (the ability works in
    # the memory), whose play an earlier test plays
    (ability,) = [a for a in real("SHS/W56-E026")["script"] if "main phase, if this card" in a["text"]]
    assert ability["zones"] == ["memory"]
    assert ability["condition"] == {"exists": {"zone": "memory", "is": "this"}}
    assert ability["trigger"] == {"on": "phase", "turn": "yours", "phase": "main", "step": ""}
    assert ability["effect"] == [{"do": "move", "cards": "this", "to": "hand"}]


def test_reveal_the_top_cards_and_your_opponent_chooses_one_for_your_hand() -> None:
    # WS 8.6.3: "reveal the top 2 cards of your deck, your opponent chooses 1 event or character from
    # among them, puts it into your hand, and puts the rest into your waiting room"
    card = real("Fsp/W120-E013")  # its two abilities trigger together: the player picks one first
    spy = _trait("T-SPY", "Spy Filler", "Spy")
    p1 = {
        "hand": [{"code": card["code"], "label": "T"}, {"code": "Spy Filler", "label": "S"}],
        "library": [*LIBRARY, {"code": "Ally", "label": "A"}, {"code": "Filler", "label": "B"}],
    }
    play(
        [card, spy],
        {"phase": "main", "p1": p1, "p2": {"library": LIBRARY}},
        [
            {"p1": "play", "card": "T", "slot": "FC", "expect": {"actions has": ["trigger"]}},
            {"p1": "trigger", "card": "T", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["S"], "expect": {"decision.player": "p2", "decision.count": 2}},
            {
                "p2": "choose",
                "cards": ["A"],
                "expect": {"card.A.zone": "p1.hand", "card.B.zone": "p1.waiting_room"},
            },
        ],
        "WS 8.6.3",
    )


def test_your_opponent_may_draw_and_then_discards_by_their_own_choice() -> None:
    # 【AUTO】 When this card becomes 【REVERSE】 in battle, your opponent may draw two cards. If your
    # opponent does, your opponent chooses two cards from his or her hand, and puts them into his or her
    # waiting room.
    card = real("FS/S36-E087")  # 4000 power
    p2 = {"stage": {"FC": {"code": card["code"], "label": "I"}}, "library": LIBRARY}
    p1 = {
        "stage": {"FC": {"code": "Ally", "label": "A"}},
        "hand": [{"code": "Filler", "label": "H"}],
        # the top card is the attack's trigger check (WS 7.3); the two below it are drawn
        "library": [*LIBRARY, {"code": "Filler", "label": "D1"}, {"code": "Filler", "label": "D2"}, "Filler"],
    }
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            # WS 8.6.3: the opponent of the card's controller answers and chooses
            {
                "p2": "pass",
                "expect": {"card.I.state": "reverse", "decision.player": "p1", "decision.kind": "yes_no"},
            },
            {
                "p1": "yes",
                "expect": {"card.D1.zone": "p1.hand", "card.D2.zone": "p1.hand", "decision.count": 3},
            },
            {
                "p1": "choose",
                "cards": ["H", "D1"],
                "expect": {
                    "card.H.zone": "p1.waiting_room",
                    "card.D1.zone": "p1.waiting_room",
                    "card.D2.zone": "p1.hand",
                },
            },
        ],
        "WS 8.6.3",
    )
    # "your opponent may draw a card." alone is the same option without the discard
    (ability,) = [a for a in real("KC/S31-E093")["script"] if "may draw" in a["text"]]
    assert ability["effect"] == [
        {"do": "may", "player": "opponent", "then": [{"do": "draw", "player": "opponent", "n": 1}]}
    ]


def test_you_may_pay_the_cost_if_you_do_not_this_card_goes_to_the_waiting_room() -> None:
    # 【AUTO】 [Put a level 0 or lower character from your stage into your waiting room] When this card is
    # placed on the stage from your hand, you may pay the cost. If you do not, put this card into your
    # waiting room.
    card = real("AOT/S35-PE02")
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}

    def p1() -> dict[str, Any]:
        return {
            "hand": [{"code": card["code"], "label": "T"}],
            "stage": {"FL": {"code": "Filler", "label": "F"}},
            "level": ["Blue Filler"] * 2,
            "stock": ["Filler"] * 2,
            "library": LIBRARY,
        }

    for answer, expect in (
        ("yes", {"card.T.zone": "p1.stage", "decision.count": 1}),  # WS 8.4: paid, it stays
        ("no", {"card.T.zone": "p1.waiting_room", "card.F.zone": "p1.stage"}),
    ):
        play(
            [card, blue],
            {"phase": "main", "p1": p1()},
            [
                {"p1": "play", "card": "T", "slot": "FC", "expect": {"decision.kind": "yes_no"}},
                {"p1": answer, "expect": expect},
            ],
            "WS 8.4.2.2",
        )
    # "you may …. If you do not, …" without a cost: the second sentence when the player declines
    (ability,) = [a for a in real("RKN/S115-E094")["script"] if "If you do not" in a["text"]]
    assert ability["effect"] == [
        {
            "do": "may",
            "then": [{"do": "move", "cards": {"zone": "library", "top": 1}, "to": "clock"}],
            "else": [{"do": "move", "cards": "this", "to": "memory"}],
        }
    ]


def test_choose_this_card_and_one_of_yours_and_exchange_them_as_stand() -> None:
    # 【AUTO】 At the beginning of your opponent's attack phase, choose this card and 1 of your "Apology
    # Conference, Sakamata Chloe", and exchange them as 【STAND】.
    card = real("HOL/W104-E104")
    chloe = {**FILLER, "code": "T-CHLOE", "name": "Apology Conference, Sakamata Chloe"}
    me = {
        "stage": {
            "BL": {"code": card["code"], "label": "C", "state": "rest"},
            "FC": {"code": "T-CHLOE", "label": "K", "state": "rest"},
            "FL": {"code": "Filler", "label": "F"},
        },
        "library": LIBRARY,
    }
    play(
        [card, chloe],
        {"turn": 5, "turn_player": "p2", "phase": "climax", "p1": me, "p2": {"library": LIBRARY}},
        [
            {"expect": {"decision.kind": "select", "decision.count": 1}},  # only the named one
            {
                "p1": "choose",
                "cards": ["K"],
                # M 6.5.1.2.4: the two swap positions at once, and stand
                "expect": {
                    "card.C.slots": ["FC"],
                    "card.K.slots": ["BL"],
                    "card.C.state": "stand",
                    "card.K.state": "stand",
                    "card.F.slots": ["FL"],
                },
            },
        ],
        "M 6.5.1.2.4",
    )
    # "choose this card and 1 of your …, exchange them, and those characters get +1 soul": both
    (ability,) = [a for a in real("SAO/S100-E027")["script"] if "exchange them" in a["text"]]
    swap, soul = ability["effect"][1:]
    assert swap == {"do": "ws.swap", "cards": "this", "with": "chosen", "as": "chosen"}
    assert soul["cards"] == "chosen" and soul["stat"] == "soul"


def test_your_opponent_puts_the_top_cards_of_their_deck_into_their_waiting_room() -> None:
    # Your opponent puts the top 24 cards of their deck into their waiting room. (an event)
    event = real("SHS/W98-E056")
    green = {**FILLER, "code": "T-GREEN2", "name": "Green Level", "colours": ["green"]}
    p1 = {"hand": [event["code"]], "level": ["Green Level"] * 2, "stock": ["Filler"] * 2, "library": LIBRARY}
    deck = [
        {"code": "Filler", "label": "L1"},
        {"code": "Filler", "label": "L2"},
        *["Filler"] * 23,
        {"code": "Filler", "label": "T"},
    ]  # the last is the top (26 cards)
    play(
        [event, green],
        {"phase": "main", "p1": p1, "p2": {"library": deck}},
        [
            {
                "p1": "play",
                "card": event["code"],
                # WS 3.1: their cards into their own waiting room, the top 24 only
                "expect": {
                    "card.T.zone": "p2.waiting_room",
                    "card.L1.zone": "p2.library",
                    "card.L2.zone": "p2.library",
                },
            }
        ],
        "WS 3.1",
    )
    # "you may choose 1 card in your opponent's clock, and put it into his or her waiting room. If you
    # do, your opponent puts the top card of your opponent's deck into his or her clock": the same step,
    # only when a card was chosen ("did")
    (ability,) = [a for a in real("BD/W73-TE01")["script"] if "opponent's deck into" in a["text"]]
    assert ability["effect"][0]["then"][-1] == {
        "do": "if",
        "if": {"chosen": "did"},
        "then": [{"do": "move", "cards": {"zone": "library", "whose": "opponent", "top": 1}, "to": "clock"}],
    }


def test_your_opponent_chooses_a_character_in_their_waiting_room_and_exchanges_them() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, you may choose 1 of your opponent's
    # level 1 or higher characters. If you do, your opponent chooses 1 level X or lower character in their
    # waiting room, and exchanges them. X is equal to the level of the character you chose -1.
    card = real("Fdl/W120-E018")  # level 2, cost 1, yellow
    two = {**FILLER, "code": "T-TWO", "name": "Level Two", "fields": {**FILLER["fields"], "level": 2}}
    one = {**FILLER, "code": "T-ONE", "name": "Level One", "fields": {**FILLER["fields"], "level": 1}}
    p1 = {
        "hand": [{"code": card["code"], "label": "C"}],
        "level": ["Filler"] * 2,
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    p2 = {
        "stage": {"FC": {"code": "T-TWO", "label": "A", "state": "rest"}},
        "waiting_room": [{"code": "T-ONE", "label": "B"}, {"code": "T-TWO", "label": "D"}],
        "library": LIBRARY,
    }
    play(
        [card, two, one],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {"p1": "play", "card": "C", "slot": "FC", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"decision.count": 1}},
            # X = 2 - 1: only the level 1 character, and the opponent chooses it (WS 8.6.3)
            {"p1": "choose", "cards": ["A"], "expect": {"decision.player": "p2", "decision.count": 1}},
            {
                "p2": "choose",
                "cards": ["B"],
                # where the other was, and into its position standing (M 3.6.3)
                "expect": {
                    "card.A.zone": "p2.waiting_room",
                    "card.B.zone": "p2.stage",
                    "card.B.slots": ["FC"],
                    "card.B.state": "stand",
                    "card.D.zone": "p2.waiting_room",
                },
            },
        ],
        "WS 8.6.3",
    )


def test_power_and_the_following_two_abilities_before_a_reminder() -> None:
    # Choose up to 2 of your characters, and those characters get +2000 power and the following 2
    # abilities until end of turn. "【CONT】 This card cannot be chosen by your opponent's effects."
    # "【AUTO】 This ability activates up to 1 time per turn. When damage dealt by this card is canceled,
    # you may deal 1 damage to your opponent." (Damage may be canceled)
    event = real("MOB/SX02-019")
    power, chosen_not, on_cancel = event["script"][1]["effect"][1:]
    assert power == {"do": "modify", "cards": "chosen", "stat": "power", "add": 2000}
    assert chosen_not["ability"]["modifiers"] == [{"to": "this", "grant": "cannot_be_chosen"}]
    assert on_cancel["ability"]["trigger"] == {"on": "ws.cancel", "source": "this"}
    teruki = {**FILLER, "code": "T-TERUKI", "name": "Teruki Hanazawa"}
    p1 = {
        "hand": [event["code"]],
        "stage": {"FC": {"code": "T-TERUKI", "label": "T"}, "FL": {"code": "Filler", "label": "F"}},
        "level": ["Filler"] * 3,
        "stock": ["Filler"] * 2,
        "library": LIBRARY,
    }
    play(
        [event, teruki],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": event["code"], "expect": {"decision.count": 2}},
            {
                "p1": "choose",
                "cards": ["T", "F"],
                "expect": {"card.T.power": 3000, "card.F.power": 3000},  # WS 8.6.3: up to 2
            },
        ],
        "WS 8.6.3",
    )


def test_a_delayed_effect_remembers_the_character_put_on_the_stage() -> None:
    # 【AUTO】 [(1)] When this card is placed on the stage from your hand, you may pay the cost. If you do,
    # choose 1 cost 0 or lower 《Game》 character in your waiting room, put it on any position of your
    # stage, and at the end of turn, put that character into your memory.
    card = real("NGL/S58-E068")  # level 1, cost 0, red
    delayed = card["script"][0]["effect"][-1]
    assert delayed["do"] == "ws.delayed" and delayed["cards"] == "chosen"
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    game = {**FILLER, "code": "T-GAME", "name": "Gamer", "fields": {**FILLER["fields"], "traits": ["Game"]}}
    p1 = {
        "hand": [{"code": card["code"], "label": "N"}],
        "waiting_room": [{"code": "T-GAME", "label": "G"}],
        "level": ["Red Filler"],
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    play(
        [card, red, game],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "N", "slot": "FC", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["G"], "expect": {"decision.kind": "slot"}},
            {"p1": "slot", "slot": "FL", "expect": {"card.G.slots": ["FL"]}},
            {"p1": "pass", "note": "the main phase ends", "expect": {"card.G.zone": "p1.stage"}},
            {
                "p1": "pass",
                "note": "no attack: the encore step, then the end of the turn primes it (WS 8.7)",
                "expect": {"card.G.zone": "p1.memory", "card.N.zone": "p1.stage"},
            },
        ],
        "WS 3.1.4",
    )
    # "put it into their memory, and at the beginning of the encore step, your opponent puts that
    # character from their memory on any position of their stage": the card in the memory remembered
    (ability,) = [a for a in real("APO/S53-E038")["script"] if "encore step" in a["text"]]
    moved, delayed = ability["effect"][-2:]
    assert moved == {"do": "move", "cards": "chosen", "to": "memory", "as": "chosen"}
    assert delayed["cards"] == "chosen"
    assert delayed["ability"]["effect"][0]["player"] == "opponent"


def test_return_the_top_card_of_your_clock_to_your_hand() -> None:
    # 【AUTO】 [Put 1 《Fantasia Bunko》 or 《Game》 character from your hand into your waiting room] When
    # this card is placed on the stage from your hand, you may pay the cost. If you do, return the top
    # card of your clock to your hand.
    card = real("Fsh/W120-E079")  # level 3, cost 2, red
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    game = {**FILLER, "code": "T-GAME", "name": "Gamer", "fields": {**FILLER["fields"], "traits": ["Game"]}}
    p1 = {
        "hand": [{"code": card["code"], "label": "C"}, {"code": "T-GAME", "label": "G"}],
        "clock": [{"code": "Filler", "label": "B"}, {"code": "Filler", "label": "T"}],  # the last is the top
        "level": ["Red Filler"] * 3,
        "stock": ["Filler"] * 2,
        "library": LIBRARY,
    }
    play(
        [card, red, game],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "C", "slot": "FC", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"decision.count": 1}},
            {
                "p1": "choose",
                "cards": ["G"],
                "expect": {
                    "card.G.zone": "p1.waiting_room",
                    "card.T.zone": "p1.hand",
                    "card.B.zone": "p1.clock",
                },
            },
        ],
        "WS 8.4",
    )
    # the top card of the stock the same way; "cannot frontal attack until end of turn" is the word given
    (ability,) = [a for a in real("GRI/S72-E043")["script"] if "stock" in a["text"]]
    assert ability["effect"] == [
        {"do": "may", "then": [{"do": "move", "cards": {"zone": "stock", "top": 1}, "to": "hand"}]}
    ]
    # "… cannot frontal attack until end of turn" is the attack declaration's word, given for the turn
    line = (
        "【AUTO】 When this card attacks, choose 1 of your opponent's characters, and that character"
        " cannot frontal attack until end of turn."
    )
    assert compile_line(line, "character").ability["effect"][1] == {
        "do": "grant",
        "cards": "chosen",
        "grant": "cannot_front_attack",
    }


def test_when_you_use_backup_put_cards_from_the_top_of_your_opponents_deck() -> None:
    # 【AUTO】 When you use this card's "Backup", put 3 cards from the top of your opponent's deck into their
    # waiting room.
    card = real("FGO/S75-E102")  # Backup 3000, level 2, [(1)], green
    green = {**FILLER, "code": "T-GREEN3", "name": "Green Level", "colours": ["green"]}
    p1 = {
        "hand": [card["code"]],
        "stage": {"FC": {"code": "Filler", "label": "D"}},
        "level": ["Green Level"] * 2,
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    deck = [
        {"code": "Filler", "label": "K"},
        *["Filler"] * 8,
        *[{"code": "Filler", "label": f"M{i}"} for i in range(3)],
    ]
    # the top card (M2) is the attack's trigger check (WS 7.3): M1, M0 and the one below go
    p2 = {"stage": {"FC": {"code": "Ally", "label": "A"}}, "library": deck}
    play(
        [card, green],
        {"turn": 5, "turn_player": "p2", "phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p2": "attack", "card": "A", "method": "front"},
            {"p1": "act", "card": card["code"]},
            {
                "p1": "choose",
                "cards": ["D"],  # the Backup's own +3000 (WS 10.5.1), then its 【AUTO】 (WS 10.5.4)
                "expect": {
                    "card.M1.zone": "p2.waiting_room",
                    "card.M0.zone": "p2.waiting_room",
                    "card.K.zone": "p2.library",
                },
            },
        ],
        "WS 10.5.4",
    )
    # with a cost and a condition: "[(2)] When you use this card's "Backup", if you have 4 or more 《Game》
    # or 《Novel》 characters, you may pay the cost. If you do, …"
    (ability,) = [a for a in real("SHS/W56-E061")["script"] if "When you use" in a["text"]]
    assert ability["zones"] == ["waiting_room"] and ability["cost"] == [{"stock": 2}]
    assert ability["condition"] == {
        ">=": [{"count": {"zone": "stage", "type": "character", "traits": ["Game", "Novel"]}}, 4]
    }


def test_a_character_in_your_clock_to_the_bottom_of_your_deck() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, you may choose 1 《Stand User》 or
    # 《Stand》 character in your clock, and put it at the bottom of your deck.
    card = real("JJ/SE41-E54")  # level 3 (2 with 3 climaxes in the waiting room), cost 2, red
    assert card["script"][2]["effect"][0]["then"][-1] == {
        "do": "move",
        "cards": "chosen",
        "to": "library",
        "position": "bottom",
    }
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    user = {
        **FILLER,
        "code": "T-USER",
        "name": "User",
        "fields": {**FILLER["fields"], "traits": ["Stand User"]},
    }
    p1 = {
        "hand": [{"code": card["code"], "label": "J"}],
        "clock": [{"code": "T-USER", "label": "U"}, {"code": "Filler", "label": "F"}],
        "level": ["Red Filler"] * 3,
        "stock": ["Filler"] * 2,
        "waiting_room": ["Climax"] * 3,
        "library": LIBRARY,
    }
    play(
        [card, red, user, CLIMAX],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "J", "slot": "FC", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"decision.count": 1}},  # only the 《Stand User》
            {
                "p1": "choose",
                "cards": ["U"],
                "expect": {"card.U.zone": "p1.library", "card.F.zone": "p1.clock"},
            },
        ],
        "WS 4.2",
    )


def test_if_you_do_after_a_choice_of_none_does_nothing() -> None:
    # 【AUTO】 When this card becomes 【REVERSE】 in battle, you may choose 1 card in your opponent's clock,
    # and put it into his or her waiting room. If you do, your opponent puts the top card of your
    # opponent's deck into his or her clock.
    card = real("BD/W73-TE01")  # 500 power
    p2 = {"stage": {"FC": {"code": card["code"], "label": "T"}}, "library": LIBRARY}
    p1 = {
        "stage": {"FC": {"code": "Ally", "label": "A"}},
        # the top card is the attack's trigger check (WS 7.3); K would go into the clock
        "library": [*LIBRARY, {"code": "Filler", "label": "K"}, "Filler"],
    }
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "pass", "expect": {"card.T.state": "reverse", "decision.player": "p2"}},
            # WS 8.6.3: no card in the clock to choose, so "If you do" does not happen
            {"p2": "yes", "expect": {"card.K.zone": "p1.library"}},
        ],
        "WS 8.6.3",
    )


def test_if_you_do_after_a_move_of_nothing_does_nothing() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, you may put the top card of your
    # opponent's stock into their waiting room. If you do, choose 1 card in your opponent's waiting room
    # and put it into their stock.
    card = real("RKN/S115-E011")  # level 2, cost 1, yellow
    p1 = {
        "hand": [{"code": card["code"], "label": "R"}],
        "level": ["Filler"] * 2,
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    for stock, expect in (
        ([{"code": "Filler", "label": "S"}], {"card.S.zone": "p2.waiting_room", "decision.count": 2}),
        (
            [],
            {"card.W.zone": "p2.waiting_room", "card.R.zone": "p1.stage", "decision.kind": "action"},
        ),  # nothing put: no choice
    ):
        p2 = {"stock": stock, "waiting_room": [{"code": "Filler", "label": "W"}], "library": LIBRARY}
        play(
            [card],
            {"phase": "main", "p1": p1, "p2": p2},
            [
                {"p1": "play", "card": "R", "slot": "BL", "expect": {"decision.kind": "yes_no"}},
                {"p1": "yes", "expect": expect},
            ],
            "WS 8.6.3",
        )


def test_bond_with_two_names_returns_a_card_of_either() -> None:
    # 【AUTO】 Bond/"Turbo Granny" "Nothing Wrong With That! Momo" [Put 1 card from your hand into your
    # waiting room] (WS 10.4.2.1: a card of either name)
    bond = real("DDD/S118-TE02")  # level 0, cost 0
    granny = {**FILLER, "code": "T-GRANNY", "name": "Turbo Granny"}
    momo = {**FILLER, "code": "T-MOMO", "name": "Nothing Wrong With That! Momo"}
    p1 = {
        "hand": [{"code": bond["code"], "label": "T"}, {"code": "Filler", "label": "D"}],
        "waiting_room": [
            {"code": "T-GRANNY", "label": "G"},
            {"code": "T-MOMO", "label": "M"},
            {"code": "Filler", "label": "F"},
        ],
        "library": LIBRARY,
    }
    play(
        [bond, granny, momo],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "T", "slot": "FC", "expect": {"decision.prompt ~": "Bond"}},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["D"], "expect": {"decision.count": 2}},  # either name, not F
            {
                "p1": "choose",
                "cards": ["M"],
                "expect": {"card.M.zone": "p1.hand", "card.G.zone": "p1.waiting_room"},
            },
        ],
        "WS 10.4.2.1",
    )


def test_change_at_the_beginning_of_your_encore_step() -> None:
    # 【AUTO】 Change [(2) Put this card into your waiting room] At the beginning of your encore step, if this
    # card is 【REST】, you may pay the cost. If you do, choose a card named "Master-servant Relationship,
    # Shinobu Oshino" in your waiting room, and put it on the stage position this card was on.
    card = real("NM/S24-E010")
    shinobu = {**FILLER, "code": "T-SHINOBU", "name": "Master-servant Relationship, Shinobu Oshino"}
    for state, expect in (
        ("rest", {"card.C.zone": "p1.waiting_room", "card.S.slots": ["FR"]}),  # WS 10.8.1
        ("stand", {"card.C.zone": "p1.stage", "card.S.zone": "p1.waiting_room"}),  # not 【REST】: no trigger
    ):
        p1 = {
            "stage": {"FR": {"code": card["code"], "label": "C", "state": state}},
            "waiting_room": [{"code": "T-SHINOBU", "label": "S"}],
            "stock": ["Filler"] * 2,
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [{"p1": "pass", "note": "the main phase ends"}]
        if state == "stand":
            steps.append({"p1": "pass", "note": "no attack: the encore step begins"})
        if state == "rest":
            steps += [
                {"p1": "yes", "expect": {"card.C.zone": "p1.waiting_room", "decision.count": 1}},
                {"p1": "choose", "cards": ["S"], "expect": expect},
            ]
        else:
            steps[-1]["expect"] = expect
        play([card, shinobu], {"phase": "main", "p1": p1}, steps, "WS 10.8")


def test_change_that_puts_this_card_under_the_character_it_brings() -> None:
    # SPY/S106-E059: 【AUTO】 Change At the beginning of your encore step, if this card is 【REST】, you may
    # choose 1 marker underneath this card or 1 "Kind-Hearted Mother, Yor" in your waiting room, and put it
    # in the stage position that this card is on as 【REST】. If you do, put this card face up underneath
    # that character as a marker.
    card = real("SPY/S106-E059")
    yor = {**FILLER, "code": "T-YOR", "name": "Kind-Hearted Mother, Yor"}
    for pick in ("M", "Y"):
        p1 = {
            "stage": {"FC": {"code": card["code"], "label": "C", "state": "rest"}},
            "marker": {"FC": [{"code": "Filler", "label": "M"}, {"code": "Filler", "label": "N"}]},
            "waiting_room": [{"code": "T-YOR", "label": "Y"}, {"code": "Filler", "label": "F"}],
            "library": LIBRARY,
        }
        expect = {
            f"card.{pick}.slots": ["FC"],
            f"card.{pick}.state": "rest",  # "as 【REST】"
            "card.C.zone": "p1.marker",  # WS 10.8.1: this card under the character it brought
            "card.C.face_up": True,
            "card.N.zone": "p1.waiting_room",  # a marker not chosen leaves with this card (WS 3.7.3.2)
            "card.F.zone": "p1.waiting_room",
        }
        if pick == "Y":
            expect["card.M.zone"] = "p1.waiting_room"
        play(
            [card, yor],
            {"phase": "main", "p1": p1},
            [
                # the two markers and the card named in the waiting room, not the other card there
                {"p1": "pass", "note": "no attack: the encore step", "expect": {"decision.count": 3}},
                {"p1": "choose", "cards": [pick], "expect": expect},
            ],
            "WS 10.8",
        )
    # not 【REST】: no Change
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "C"}},
        "waiting_room": ["T-YOR"],
        "library": LIBRARY,
    }
    play(
        [card, yor],
        {"phase": "main", "p1": p1},
        [
            {"p1": "pass", "note": "the attack phase"},
            {"p1": "pass", "expect": {"card.C.zone": "p1.stage", "decision.kind": "action"}},
        ],
        "WS 10.8",
    )


def test_if_performed_n_times_after_the_trigger_step_checks() -> None:
    # CSM/S96-E091: 【AUTO】 When this card attacks, during that attack, perform a trigger check 2 times on
    # the trigger step. If performed 2 times, put the top card of your stock into your waiting room.
    card = real("CSM/S96-E091")
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "C"}},
        "stock": [{"code": "Filler", "label": "S"}],
        "library": [*LIBRARY, {"code": "Filler", "label": "A"}, {"code": "Filler", "label": "B"}],
    }
    play(
        [card],
        {
            "phase": "attack",
            "step": "declare",
            "p1": p1,
            "p2": {"stage": {"FC": "Filler"}, "library": LIBRARY},
        },
        [
            {
                "p1": "attack",
                "card": "C",
                "method": "front",
                # WS 7.3.1.2.1: two checks (B, then A, into the stock), then the top of the stock, A, goes
                "expect": {
                    "card.B.zone": "p1.stock",
                    "card.A.zone": "p1.waiting_room",
                    "card.S.zone": "p1.stock",
                    "p1.waiting_room.count": 1,
                    "log has": ["performed 2 trigger checks"],
                },
            },
        ],
        "WS 7.3.1.2.1",
    )


def test_perform_the_following_effects_one_time_each() -> None:
    # MR/W80-E089: 【AUTO】 When this card is placed on the stage from your hand, if there are 5 or less cards
    # in your deck, perform the following 2 effects 1 time each. "If your memory has 2 or less cards, choose
    # up to 1 《Magic》 character in your waiting room, put it into your memory, and this card gets +4000
    # power until end of turn." "Return all cards in your waiting room to your deck. If you do, shuffle your
    # deck." (each once, in the order printed)
    card = real("MR/W80-E089")
    level, cost, power = (int(card["fields"][k]) for k in ("level", "cost", "power"))
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    magic = {
        **FILLER,
        "code": "T-MAGIC",
        "name": "Magic Girl",
        "fields": {**FILLER["fields"], "traits": ["Magic"]},
    }
    p1 = {
        "hand": [{"code": card["code"], "label": "C"}],
        "level": ["Blue Filler"] * level,
        "stock": ["Filler"] * cost,
        "waiting_room": [{"code": "T-MAGIC", "label": "M"}, {"code": "Filler", "label": "F"}],
        "library": ["Filler"] * 5,
    }
    play(
        [card, blue, magic],
        {"phase": "main", "p1": p1},
        [
            # the first effect's choice: the 《Magic》 character only (the filler is not one)
            {
                "p1": "play",
                "card": "C",
                "slot": "FC",
                "expect": {"decision.kind": "select", "decision.count": 1},
            },
            {
                "p1": "choose",
                "cards": ["M"],
                # then the second: the rest of the waiting room (the cost's stock too) into the deck, shuffled
                "expect": {
                    "card.M.zone": "p1.memory",
                    "card.C.power": power + 4000,
                    "p1.waiting_room.count": 0,
                    "p1.library.count": 6 + cost,
                },
            },
        ],
        "WS 8.6.3",
    )


def test_put_it_on_the_stage_position_that_this_card_is_on() -> None:
    # MR/W80-E014: 【AUTO】 At the beginning of your main phase, if your level is 2 or higher and there are 3
    # or more markers underneath this card, put all markers underneath this card into your waiting room,
    # choose 1 "Iroha's Doppel" in your waiting room, and put it on the stage position that this card is on.
    # (this card, there before it, goes to the waiting room at the next rule process: WS 9.6.2)
    card = real("MR/W80-E014")
    doppel = {**FILLER, "code": "T-DOPPEL", "name": "Iroha's Doppel"}
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "C"}},
        "marker": {"FC": [{"code": "Filler", "label": "M"}, "Filler", "Filler"]},
        "level": ["Filler"] * 2,
        "waiting_room": [{"code": "T-DOPPEL", "label": "D"}],
        "library": LIBRARY,
    }
    play(
        [card, doppel],
        {"phase": "clock", "p1": p1},
        [
            {"p1": "pass", "note": "no clock; the main phase begins", "expect": {"decision.kind": "select"}},
            {
                "p1": "choose",
                "cards": ["D"],
                "expect": {
                    "card.D.slots": ["FC"],
                    "card.C.zone": "p1.waiting_room",
                    "card.M.zone": "p1.waiting_room",
                },
            },
        ],
        "WS 9.6.2",
    )


def test_if_you_do_after_a_choice_that_must_be_made() -> None:
    # Choose 1 of your characters, and put it into your waiting room. If you do, search your deck for up to
    # 1 climax, reveal it to your opponent, put it into your hand, and shuffle your deck.
    event = real("MOB/SX02-045")  # level 1, cost 0, green
    green = {**FILLER, "code": "T-GREEN4", "name": "Green Level", "colours": ["green"]}
    for stage, expect in (
        ({"FC": {"code": "Filler", "label": "F"}}, {"decision.kind": "select", "decision.count": 1}),
        ({}, {"decision.kind": "action", "card.X.zone": "p1.library"}),  # no character: no search
    ):
        p1 = {
            "hand": [event["code"]],
            "stage": stage,
            "level": ["Green Level"],
            "library": [*LIBRARY, {"code": "Climax", "label": "X"}],
        }
        steps: list[dict[str, Any]] = [{"p1": "play", "card": event["code"], "expect": expect}]
        if stage:
            steps += [
                {
                    "p1": "choose",
                    "cards": ["F"],
                    "expect": {"card.F.zone": "p1.waiting_room", "decision.count": 1},
                },
                {"p1": "choose", "cards": ["X"], "expect": {"card.X.zone": "p1.hand"}},
            ]
        play([event, green, CLIMAX], {"phase": "main", "p1": p1}, steps, "WS 8.6.3")
    # "【REST】 this card, and at the beginning of your next encore step, put this card into your waiting
    # room" with a cost, during the opponent's turn
    (ability,) = [a for a in real("FS/S77-E017")["script"] if "encore step" in a["text"]]
    assert ability["condition"] == {"turn": "opponents"} and ability["cost"] == [{"stock": 1}]
    assert ability["effect"][1]["ability"]["trigger"]["turn"] == "yours"


def test_during_this_cards_attack_the_trigger_step_checks_twice() -> None:
    # WS 7.3.1.2.1: "【CONT】 During this card's attack, perform a trigger check 2 times on the trigger
    # step." (the checks of this card's attack only: another attacker checks once)
    okarun = real("DDD/S118-E009")
    assert okarun["script"][0]["modifiers"] == [{"to": "this", "grant": "two_trigger_checks"}]
    p1 = {"stage": {"FC": {"code": okarun["code"], "label": "O"}, "FL": {"code": "Filler", "label": "F"}}}
    p2 = {"stage": {"FC": "Filler", "FL": "Filler"}, "library": LIBRARY}
    play(
        [okarun],
        {"phase": "attack", "step": "declare", "p1": {**p1, "library": LIBRARY}, "p2": p2},
        [
            {
                "p1": "attack",
                "card": "O",
                "method": "front",
                "expect": {"p1.stock.count": 2, "p1.library.count": 8},
            },
        ],
        "WS 7.3.1.2.1",
    )
    play(
        [okarun],
        {"phase": "attack", "step": "declare", "p1": {**p1, "library": LIBRARY}, "p2": p2},
        [
            {
                "p1": "attack",
                "card": "F",
                "method": "direct",
                "expect": {"p1.stock.count": 1, "p1.library.count": 9},
            }
        ],
        "WS 7.3.1.2.1",
    )


def test_brainstorm_deals_damage_for_each_climax_among_the_flipped_cards() -> None:
    # WS 10.7: "Brainstorm [(1) 【REST】 2 of your characters] Flip over 4 cards …, and put them into your
    # waiting room. Deal X damage to your opponent. X is equal to the number of climax among those cards."
    sinon = real("SAO/S100-E082")
    climax = real("KGL/S79-E021")
    p1 = {
        "stage": {"BL": {"code": sinon["code"], "label": "S"}, "FC": {"code": "Filler", "label": "F"}},
        "stock": ["Filler"],
        "library": [*LIBRARY, "Filler", climax["code"], climax["code"], "Filler"],
    }
    play(
        [sinon, climax],
        {"phase": "main", "p1": p1, "p2": {"library": LIBRARY}},
        [
            {"p1": "act", "card": "S"},
            {
                "p1": "choose",
                "cards": ["S", "F"],
                "expect": {"p1.waiting_room.count": 5, "p2.clock.count": 2},
            },
        ],
        "WS 10.7",
    )


def test_brainstorm_searches_once_per_climax_and_shuffles_afterwards() -> None:
    # WS 10.7: "For each climax revealed, search your deck for up to one 《Corps》 character, reveal it to
    # your opponent, and put it into your hand. Shuffle your deck afterwards."
    eren = real("AOT/S35-E001")
    (act,) = [a for a in eren["script"] if a["kind"] == "act"]
    assert act["effect"][-1] == {"do": "shuffle", "zone": "library"}
    climax = real("KGL/S79-E021")
    corps = _trait("T-CORPS", "Corps Filler", "Corps")
    p1 = {
        "stage": {"BL": {"code": eren["code"], "label": "E"}},
        "stock": ["Filler"],
        "library": [
            {"code": "Corps Filler", "label": "C1"},
            *LIBRARY,
            climax["code"],
            "Filler",
            "Filler",
            "Filler",
        ],
    }
    play(
        [eren, climax, corps],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "E", "expect": {"decision.maximum": 1}},
            {"p1": "choose", "cards": ["C1"], "expect": {"card.C1.zone": "p1.hand", "p1.library.count": 10}},
        ],
        "WS 10.7",
    )


def test_a_change_of_power_printed_without_the_word_power() -> None:
    # "this card gets +1000." (the data dropped "power"): a change of three digits is power
    hitagi = real("NM/S24-E030")  # Experience If the total level of the cards in your level is two or higher
    assert hitagi["script"][0]["modifiers"] == [{"to": "this", "stat": "power", "add": 1000}]
    stage = {"FC": {"code": hitagi["code"], "label": "H"}}
    play(
        [hitagi],
        {"phase": "main", "p1": {"stage": stage, "level": ["Ally"], "library": LIBRARY}},
        [{"expect": {"card.H.power": 5000}}],  # 4000 + 1000: the level zone holds a level 3 card
        "WS 10.11",
    )


def test_power_from_the_level_of_each_other_character_in_front() -> None:
    # "All of your other 《Meiji Romantic Story》 characters in front of this card get +X power. X is
    # equal to that character's level ×500." (each character its own level)
    tsunan = real("RKN/S115-E021")
    meiji = {
        **_trait("T-MEIJI", "Meiji Ally", "Meiji Romantic Story"),
        "fields": {**ALLY["fields"], "traits": ["Meiji Romantic Story"]},
    }
    stage = {
        "BL": tsunan["code"],
        "FL": {"code": "Meiji Ally", "label": "A"},
        "FC": {"code": "Ally", "label": "B"},
    }
    play(
        [tsunan, meiji],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.A.power": 6500, "card.B.power": 5000}}],  # level 3 x 500; B has no trait
        "WS 8.9",
    )


def test_the_number_of_other_characters_in_your_center_stage() -> None:
    # "If the number of other characters in your center stage is one or less, this card gets +1000
    # power." (this card is not counted; the back stage is not the center stage, WS 2.2.2)
    nozomi = real("LL/W01-066")
    stage = {"FC": {"code": nozomi["code"], "label": "N"}, "FL": "Filler", "BL": "Filler", "BR": "Filler"}
    play(
        [nozomi],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.N.power": 3500}}],
        "WS 8.9",
    )
    stage = {**stage, "FR": "Filler"}
    play(
        [nozomi],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.N.power": 2500}}],
        "WS 8.9",
    )


def test_that_character_gets_power_and_a_trait_until_end_of_turn() -> None:
    # "Choose 1 of your 《Berlint》 characters, and that character gets +2000 power and 《Elegant》 until end
    # of turn." (what the chosen card gets, listed: each for the turn, WS 2.5.2 for the trait)
    anya = real("SPY/S106-E016")
    berlint = _trait("T-BERLINT", "Berlint Filler", "Berlint")
    p1 = {
        "stage": {"FC": {"code": anya["code"], "label": "A"}, "FL": {"code": "Berlint Filler", "label": "B"}}
    }
    play(
        [anya, berlint],
        {"phase": "main", "p1": {**p1, "library": LIBRARY}},
        [
            {"p1": "act", "card": "A"},
            {
                "p1": "choose",
                "cards": ["B"],
                "expect": {
                    "card.B.power": 3000,
                    "card.B.traits": ["Berlint", "Elegant"],
                    "card.A.state": "rest",
                },
            },
        ],
        "WS 2.5.2",
    )


def test_put_this_standing_card_into_your_waiting_room_as_the_cost() -> None:
    # WS 8.4: "[Put this 【STAND】 card into your waiting room] If your level is 3 or higher, choose up to 1
    # "Full Throttle Strike, Okarun" in your hand, and put it in the stage position that this card was in."
    okarun = real("DDD/S118-E101")
    (act,) = [a for a in okarun["script"] if a["kind"] == "act"]
    assert act["cost"] == [{"this_to": "waiting_room"}]
    strike = {**FILLER, "code": "T-STRIKE", "name": "Full Throttle Strike, Okarun"}
    p1 = {
        "stage": {"FL": {"code": okarun["code"], "label": "O"}},
        "hand": [{"code": "Full Throttle Strike, Okarun", "label": "S"}],
        "level": ["Filler", "Filler", "Filler"],
        "library": LIBRARY,
    }
    play(
        [okarun, strike],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "O", "expect": {"card.O.zone": "p1.waiting_room"}},
            {"p1": "choose", "cards": ["S"], "expect": {"p1.stage.FL": ["S"]}},
        ],
        "WS 8.4",
    )
    rested = {**p1, "stage": {"FL": {"code": okarun["code"], "label": "O", "state": "rest"}}}
    play(
        [okarun, strike],
        {"phase": "main", "p1": rested},
        [{"p1": "act", "card": "O", "refused": True, "expect": {"card.O.zone": "p1.stage"}}],
        "WS 8.4",
    )


def test_a_card_from_your_hand_at_the_bottom_of_your_stock() -> None:
    # "Choose 1 card in your hand, and put it at the bottom of your stock." (under the stock's cards:
    # the next payment takes the top one, WS 3.4)
    steph = real("NGL/S58-E090")
    p1 = {
        "stage": {"FC": {"code": steph["code"], "label": "S"}},
        "hand": [{"code": "Ally", "label": "H"}],
        "stock": [{"code": "Filler", "label": "K"}],
        "library": LIBRARY,
    }
    play(
        [steph],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "S"},
            {"p1": "choose", "cards": ["H"], "expect": {"p1.stock": ["H", "K"]}},  # the first is the bottom
        ],
        "WS 3.4",
    )


def test_this_cards_battle_opponent_cannot_become_reverse() -> None:
    # WS 7.6.1.2 with 1.3.2: "This card's battle opponent cannot become 【REVERSE】." (the weaker defender
    # stays 【STAND】 after the battle)
    sanosuke = real("RKN/S115-E085")  # 5000 power
    p1 = {"stage": {"FC": {"code": sanosuke["code"], "label": "A"}}, "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": "Filler", "label": "D"}}, "library": LIBRARY}
    play(
        [sanosuke],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "pass", "note": "no counter", "expect": {"card.D.state": "stand", "card.A.state": "rest"}},
        ],
        "WS 7.6.1.2",
    )


def test_reading_fixes_of_the_fourth_round() -> None:
    # a description after the zone; "that is level 0 or below"; a reminder holding a stock cost; a
    # stock cost written as a circled digit
    sora = next(a for a in real("NGL/S58-PE01")["script"] if a["kind"] == "act")
    assert sora["effect"][0]["from"] == {
        "zone": "waiting_room",
        "type": "character",
        "any_of": [{"name_has": "Sora"}, {"name_has": "Shiro"}],
    }
    hulk = next(a for a in real("MAR/S89-E039")["script"] if a["kind"] == "act")
    assert "automated" not in hulk and hulk["effect"][0]["then"][1] == {
        "do": "ws.no_encore",
        "whose": "opponent",
    }
    (act,) = [a for a in real("RKN/S115-E085")["script"] if a["kind"] == "act"]
    assert act["automated"] is False  # its given ability chooses an attacker from the back stage
    assert normalise("【ACT】 [④ Put 3 cards from your hand into your waiting room] X").startswith(
        "【ACT】 [(4) Put"
    )
    assert normalise("[ACT] [REST] this card] Draw 1 card.") == "【ACT】 [【REST】 this card] Draw 1 card"


def test_experience_reads_the_colours_in_your_level_zone() -> None:
    # "Experience If your level has a red card, this card gets +1 level and +2500 power." (the colour of
    # a card in the level zone, WS 2.4)
    kaguya = real("KGL/S95-E039")  # level 1, 4000 power
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    stage = {"FC": {"code": kaguya["code"], "label": "K"}}
    for level, power in ((["Filler"], 4000), (["Filler", "Red Filler"], 6500)):
        play(
            [kaguya, red],
            {"phase": "main", "p1": {"stage": stage, "level": level, "library": LIBRARY}},
            [{"expect": {"card.K.power": power, "card.K.level": 2 if power > 4000 else 1}}],
            "WS 10.11",
        )


def test_a_continuous_ability_that_works_from_the_level_zone() -> None:
    # "Experience If this card is in your level, this card gets +3 level." (the ability works there, so
    # the level zone's total level counts 3 for it)
    momo = real("DDD/S118-E068")  # level 0
    hitagi = real("NM/S24-E030")  # Experience If the total level of the cards in your level is two or higher
    stage = {"FC": {"code": hitagi["code"], "label": "H"}}
    play(
        [momo, hitagi],
        {
            "phase": "main",
            "p1": {"stage": stage, "level": [{"code": momo["code"], "label": "M"}], "library": LIBRARY},
        },
        [{"expect": {"card.M.level": 3, "card.H.power": 5000}}],
        "WS 10.11",
    )


def test_a_card_name_with_a_quoted_part_inside() -> None:
    # "If you have another "Shigeo "MOB" Kageyama" on your back stage, this card gets +2000 power." (one
    # name, its inner quotes kept)
    mob = real("MOB/SX02-005")  # 4000 power
    (cont, _) = mob["script"]
    assert cont["condition"]["exists"]["name"] == 'Shigeo "MOB" Kageyama'
    shigeo = {**FILLER, "code": "T-MOB", "name": 'Shigeo "MOB" Kageyama'}
    stage = {"FC": {"code": mob["code"], "label": "M"}, "BL": 'Shigeo "MOB" Kageyama'}
    play(
        [mob, shigeo],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.M.power": 6000}}],
        "WS 8.9",
    )


def test_no_other_character_on_your_center_stage() -> None:
    # "If you do not have any other characters on your center stage, this card gets +1 level and +1000
    # power." (the back stage does not count, WS 2.2.2)
    card = real("PD/S22-E090")  # level 0, 2500 power
    stage = {"FC": {"code": card["code"], "label": "P"}, "BL": "Filler"}
    play(
        [card],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.P.power": 3500, "card.P.level": 1}}],
        "WS 8.9",
    )
    play(
        [card],
        {"phase": "main", "p1": {"stage": {**stage, "FR": "Filler"}, "library": LIBRARY}},
        [{"expect": {"card.P.power": 2500, "card.P.level": 0}}],
        "WS 8.9",
    )


def test_plus_x_power_where_x_is_your_level_times_1000() -> None:
    # "All of your other "Slowly Losing Power, Mercphobia" get +X power. X is equal to your level ×1000."
    # (worked out as the modifier applies: your level is the number of cards in your level zone, WS 2.4)
    card = real("FT/S120-E093")
    merc = {**FILLER, "code": "T-MERC", "name": "Slowly Losing Power, Mercphobia"}
    stage = {"BL": card["code"], "FC": {"code": "Slowly Losing Power, Mercphobia", "label": "M"}}
    play(
        [card, merc],
        {"phase": "main", "p1": {"stage": stage, "level": ["Filler", "Filler"], "library": LIBRARY}},
        [{"expect": {"card.M.power": 3000}}],
        "WS 8.9",
    )


def test_an_act_that_activates_up_to_once_per_turn() -> None:
    # WS 8.1.3.2: "[【REST】 this card] This ability activates up to 1 time per turn. Choose 1 of your
    # characters, and 【STAND】 it." (stood again, it is not offered a second time this turn)
    kokoro = real("BD/W73-E008")
    (act,) = [a for a in kokoro["script"] if a["kind"] == "act" and a.get("limit")]
    assert act["limit"] == 1
    p1 = {"stage": {"FC": {"code": kokoro["code"], "label": "K"}}, "library": LIBRARY}
    play(
        [kokoro],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "K", "expect": {"card.K.state": "rest"}},
            {"p1": "choose", "cards": ["K"], "expect": {"card.K.state": "stand", "actions lacks": ["act"]}},
        ],
        "WS 8.1.3.2",
    )


def test_a_card_from_your_waiting_room_to_the_bottom_of_your_deck() -> None:
    # "Choose 1 "Graduation Day, Eriri" in your waiting room, and put it at the bottom of your deck."
    eriri = real("SHS/W98-E043")
    grad = {**FILLER, "code": "T-GRAD", "name": "Graduation Day, Eriri"}
    p1 = {
        "stage": {"FC": {"code": eriri["code"], "label": "E"}},
        "waiting_room": [{"code": "Graduation Day, Eriri", "label": "G"}],
        "library": LIBRARY,
    }
    play(
        [eriri, grad],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "E"},
            {
                "p1": "choose",
                "cards": ["G"],
                "expect": {"p1.library": ["G", *LIBRARY]},
            },  # the first is the bottom
        ],
        "WS 8.6.3",
    )


def test_level_and_power_while_in_the_stage() -> None:
    # "If all of your characters are 《Omiko City》, this card gets -1 level and +1500 power while in the
    # stage." (each a modifier of this card, WS 8.9)
    card = real("AYT/W110-E070")  # level 1, 4000 power
    omiko = _trait("T-OMIKO", "Omiko Filler", "Omiko City")
    stage = {"FC": {"code": card["code"], "label": "A"}, "FL": "Omiko Filler"}
    play(
        [card, omiko],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.A.level": 0, "card.A.power": 5500}}],
        "WS 8.9",
    )
    play(
        [card, omiko],
        {"phase": "main", "p1": {"stage": {**stage, "FR": "Filler"}, "library": LIBRARY}},
        [{"expect": {"card.A.level": 1, "card.A.power": 4000}}],
        "WS 8.9",
    )


def test_no_card_in_your_clock_and_this_card_cannot_attack() -> None:
    # "If the number of cards in your clock is zero, this card cannot attack." (WS 7.2.1.4 with 1.3.3)
    card = real("KC/S31-E006")
    assert card["script"][0]["condition"] == {"none": {"zone": "clock"}}
    p1 = {"stage": {"FC": {"code": card["code"], "label": "K"}}, "library": LIBRARY}
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": {"library": LIBRARY}},
        [{"p1": "attack", "card": "K", "method": "direct", "refused": True}],
        "WS 7.2.1.4",
    )
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": {**p1, "clock": ["Filler"]}, "p2": {"library": LIBRARY}},
        [{"p1": "attack", "card": "K", "method": "direct", "expect": {"card.K.state": "rest"}}],
        "WS 7.2.1.4",
    )


def test_two_conditions_joined_by_and_are_both_needed() -> None:
    # "if a card named "Door to Our Dreams" is in your climax area and this card is in your center
    # stage" (two conditions with no comma between them: both)
    (ability,) = real("LL/W01-086")["script"]
    assert ability["condition"] == {
        "all": [
            {"ws.climax_named": "Door to Our Dreams"},
            {"exists": {"zone": "stage", "is": "this", "front_row": True}},
        ]
    }


def test_this_card_cannot_stand_during_your_next_stand_phase() -> None:
    # WS 6.2.1.2 with 1.3.3: "Choose 1 of your characters, and that character gets +1 level and +1000
    # power until end of turn. This card cannot 【STAND】 during your next stand phase." (the opponent's
    # stand phase does not end it: it holds through this player's next one)
    card = real("PJS/S91-E099")
    (act,) = [a for a in card["script"] if a["kind"] == "act"]
    assert act["effect"][-1] == {
        "do": "grant",
        "cards": "this",
        "grant": "cannot_stand_phase",
        "until": "end_of_your_next_turn",
    }
    p1 = {
        "stage": {
            "FC": {"code": card["code"], "label": "P"},
            "FL": {"code": "Filler", "label": "F", "state": "rest"},
        }
    }
    play(
        [card],
        {"phase": "main", "p1": {**p1, "library": LIBRARY}, "p2": {"hand": ["Filler"], "library": LIBRARY}},
        [
            {"p1": "act", "card": "P"},
            {"p1": "choose", "cards": ["F"], "expect": {"card.P.state": "rest"}},
            {"p1": "pass", "note": "the main phase ends"},
            # no attack: both characters are 【REST】
            {"p2": "pass", "note": "no clock"},
            {"p2": "pass", "note": "the main phase ends"},
            {
                "p1": "pass",
                "note": "no clock",
                "expect": {"turn_player": "p1", "card.P.state": "rest", "card.F.state": "stand"},
            },
        ],
        "WS 6.2.1.2",
    )


def test_a_row_of_your_stage_in_a_choice() -> None:
    # "choose one of your other characters in the center stage" (your front row but this card, WS 2.2.2)
    (ability,) = [a for a in real("KC/S31-E045")["script"] if "climax phase" in a["text"]]
    chosen = ability["effect"][1]["then"][0]
    assert chosen["from"] == {"zone": "stage", "type": "character", "other": True, "front_row": True}


def test_look_at_up_to_four_and_choose_without_from_among_them() -> None:
    # "Look at up to 4 cards from the top of your deck, choose up to 1 level 1 or higher card, reveal it
    # to your opponent, …" (the data dropped "from among them": the choice is among the looked cards)
    (act,) = [a for a in real("CSM/S96-E044")["script"] if a["kind"] == "act"]
    choose = next(s for s in act["effect"] if s["do"] == "choose")
    assert choose == {"do": "choose", "from": {"var": "looked", "level": {">=": 1}}, "n": 1, "up_to": True}


def test_a_character_that_cannot_be_returned_to_hand() -> None:
    # WS 1.3.2: "choose 1 of your opponent's characters, and that character gets the following ability
    # until end of turn. "【CONT】 This card cannot be returned to hand or put into memory."" (an effect
    # that returns it to its owner's hand does nothing to it; another character still goes)
    card = real("BD/WE35-E15")  # level 1, cost 0, red
    bouncer = real("BD/W73-E008")  # [(1) Put 1 card from your hand into your waiting room] … return it
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    p1 = {
        "stage": {"FC": {"code": bouncer["code"], "label": "K"}},
        "hand": [{"code": card["code"], "label": "T"}, {"code": "Filler", "label": "X"}],
        "level": ["Red Filler"],
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": {"code": "Ally", "label": "O"}, "FL": {"code": "Filler", "label": "P"}}}
    steps: list[dict[str, Any]] = [
        {"p1": "play", "card": "T", "slot": "FL"},
        {"p1": "choose", "cards": ["O"]},
        {"p1": "act", "card": "K"},
        {"p1": "choose", "cards": ["X"]},
    ]
    play(
        [card, bouncer, red],
        {"phase": "main", "p1": p1, "p2": {**p2, "library": LIBRARY}},
        [*steps, {"p1": "choose", "cards": ["O"], "expect": {"card.O.zone": "p2.stage"}}],
        "WS 1.3.2",
    )
    play(
        [card, bouncer, red],
        {"phase": "main", "p1": p1, "p2": {**p2, "library": LIBRARY}},
        [*steps, {"p1": "choose", "cards": ["P"], "expect": {"card.P.zone": "p2.hand"}}],
        "WS 1.3.2",
    )


def test_two_cases_side_by_side_after_a_trigger_condition_stay_by_hand() -> None:
    # MR/W59-E016 (held out, found by the sample read): "if your level is 2 or lower, … -1000 power ….
    # If your level is 3 or higher, … -2000 power …": a trigger condition would gate both cases
    text = (
        '【AUTO】 【CXCOMBO】 When "It\'s a Holiday! Nap All You Like" is placed on your climax area, if '
        "your level is 2 or lower, choose 1 character in your opponent's center stage, and that character "
        "gets -1000 power until end of turn. If your level is 3 or higher, choose 1 character in your "
        "opponent's center stage, and that character gets -2000 power until end of turn."
    )
    (compiled,) = compile_text(text, "character")
    assert not compiled.automated


def test_a_continuous_ability_whose_modifiers_differ_by_turn() -> None:
    # "If you have 2 or more other《Berlint》 characters, during your turn, this card gets +4000 power, and
    # during your opponent's turn, this card gets +6000 power." (each modifier with its own "if")
    card = real("SPY/S106-E082")
    power = int(_raw_cards()["SPY/S106-E082"]["power"])
    berlint = _trait("T-BERLINT", "Berlint Filler", "Berlint")
    stage = {"FC": {"code": card["code"], "label": "Y"}, "FL": "Berlint Filler", "FR": "Berlint Filler"}
    for turn_player, bonus in (("p1", 4000), ("p2", 6000)):
        play(
            [card, berlint],
            {"phase": "main", "turn_player": turn_player, "p1": {"stage": stage, "library": LIBRARY}},
            [{"expect": {"card.Y.power": power + bonus}}],
            "WS 8.9",
        )
    play(
        [card, berlint],
        {"phase": "main", "p1": {"stage": {**stage, "FR": "Filler"}, "library": LIBRARY}},
        [{"expect": {"card.Y.power": power}}],
        "WS 8.9",
    )


def test_three_sentences_of_modifiers_each_on_its_own_memory_count() -> None:
    # "Memory If your memory has 2 or more cards, during your turn, this card gets +2000 power. If your
    # memory has 3 or more cards, during this card's battle, your opponent cannot play "Backup" from
    # their hand. If your memory has 4 or more cards, this card cannot be chosen by your opponent's
    # effects."
    card = real("PJS/S91-E042")
    power = int(_raw_cards()["PJS/S91-E042"]["power"])
    cont = next(a for a in card["script"] if a["text"].startswith("【CONT】 Memory If your memory has 2"))
    assert [m.get("grant", m.get("stat")) for m in cont["modifiers"]] == [
        "power",
        "cannot_backup",
        "cannot_be_chosen",
    ]
    stage = {"FC": {"code": card["code"], "label": "C"}}
    for memory, bonus in ((["Filler"], 0), (["Filler", "Filler"], 2000)):
        play(
            [card],
            {"phase": "main", "p1": {"stage": stage, "memory": memory, "library": LIBRARY}},
            [{"expect": {"card.C.power": power + bonus}}],
            "WS 10.9",
        )


def test_a_backup_line_without_the_comma_before_its_level() -> None:
    # WS 10.5: "【ACT】 【COUNTER】 Backup 0 Level 1 [Put this card from your hand into your waiting room]"
    backup = next(a for a in real("MR/W80-E042")["script"] if a.get("keyword") == "backup")
    assert backup["params"] == {"power": 0, "level": 1}


def test_a_name_with_its_japanese_reading_matches_the_english_part_as_a_word() -> None:
    # 【CONT】 If you have another character with "Eren(エレン)" in its card name, this card gets +1500
    # power. (decision N1: the English part as a whole word, in any case)
    card = real("AOT/S35-E061")  # "Awkward Affection" Mikasa, 4500 power
    assert card["script"][1]["condition"]["exists"]["name_has"] == "Eren(エレン)"
    names = (("Eren Yeager", 6000), ("EREN, Titan Form", 6000), ("Karen", 4500), ("Erenest", 4500))
    for name, expected in names:
        other = {**FILLER, "code": "T-OTHER", "name": name}
        stage = {"FC": {"code": card["code"], "label": "M"}, "FL": "T-OTHER"}
        position = {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}}
        play([card, other], position, [{"expect": {"card.M.power": expected}}], "WS 8.9.1")


def test_a_name_with_a_reading_stays_by_hand_where_it_must_be_the_whole_name() -> None:
    # a card named "Rin(凛)" would never be found: only "… in its card name" reads a reading
    line = (
        '【AUTO】 When this card attacks, if a card named "{}" is in your climax area, this card gets +1000 '
        "power until end of turn."
    )
    assert compile_text(line.format("Rin"), "character")[0].automated
    assert not compile_text(line.format("Rin(凛)"), "character")[0].automated


def test_a_colour_given_while_a_marker_is_underneath_counts_as_the_cards_colour() -> None:
    # BD/W63-E002: 【CONT】 If your characters on stage have 4 or more colors in total, this card
    # gets +1500 power. BD/W63-E053 (red): 【CONT】 If this card has a marker underneath it, this
    # card gets the color green. BD/W73-E009 (yellow): "… this card gains the color blue."
    counter, green, blue = real("BD/W63-E002"), real("BD/W63-E053"), real("BD/W73-E009")
    for card in (green, blue):
        assert any(m.get("stat") == "colours" for a in card["script"] for m in a.get("modifiers", ()))
    # E053's other 【CONT】 gives the other 《Music》 characters +2000 power during your turn
    power = int(_raw_cards()["BD/W63-E002"]["power"]) + 2000
    stage = {"FC": {"code": counter["code"], "label": "C"}, "FL": green["code"], "FR": blue["code"]}
    for markers, gain in (({"FL": ["Filler"], "FR": ["Filler"]}, 1500), ({"FL": ["Filler"]}, 0), ({}, 0)):
        # yellow and red printed; green and blue only while the marker is there (M 2.4)
        play(
            [counter, green, blue],
            {"phase": "main", "p1": {"stage": stage, "marker": markers, "library": LIBRARY}},
            [{"expect": {"card.C.power": power + gain}}],
            "WS 2.4",
        )
    given = compile_line('【CONT】 All of your other "Kasumi" get the color red.', "character").ability
    assert given["modifiers"] == [
        {"to": {"zone": "stage", "name": "Kasumi", "other": True}, "stat": "colours", "grant": "red"}
    ]


def test_a_description_after_in_front_of_this_card_or_after_the_back_stage() -> None:
    # SHS/W98-E026: 【CONT】 Assist All of your characters in front of this card with "Izumi(出海)"
    # in their card names get +1500 power.
    assist = real("SHS/W98-E026")
    izumi = {**FILLER, "code": "T-IZ", "name": "Little Izumi"}
    stage = {
        "BL": assist["code"],
        "FL": {"code": "Little Izumi", "label": "I"},
        "FC": {"code": "Ally", "label": "A"},
    }
    play(
        [assist, izumi],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.I.power": 2500, "card.A.power": 5000}}],  # the name, and in front (WS 10.10)
        "WS 10.10",
    )
    # FS/S36-E076: 【CONT】 This card gets +1000 power for each of your other cards in the back
    # stage with "Illya(イリヤ)" in its card name.
    counting = compile_line(
        "【CONT】 This card gets +1000 power for each of your other cards in the back stage with "
        '"Illya(イリヤ)" in its card name.',
        "character",
    )
    assert counting.automated
    illya = {"zone": "stage", "name_has": "Illya(イリヤ)", "other": True, "back_row": True}
    assert counting.ability["modifiers"][0]["add"] == {"mul": [{"count": illya}, 1000]}


def test_a_name_given_on_the_stage_is_read_by_name_references_there_only() -> None:
    # AB/W31-E090: 【CONT】 If this card is on the stage, this card's card name will also be
    # regarded as "Christ".
    takeyama = real("AB/W31-E090")
    line = '【CONT】 This card gets +1000 power for each of your other "Christ".'
    counter = {**FILLER, "code": "T-CNT", "name": "Counter", "text": line}
    counter["script"] = [dict(c.ability) for c in compile_text(line, "character")]
    for where, power in (("stage", 2000), ("waiting_room", 1000)):
        # M 2.1: the name it is given is its name, as long as the ability works (on the stage)
        p1: dict[str, Any] = {"stage": {"FC": {"code": "Counter", "label": "C"}}, "library": LIBRARY}
        if where == "stage":
            p1["stage"]["FL"] = takeyama["code"]
        else:
            p1["waiting_room"] = [takeyama["code"]]
        play(
            [takeyama, counter],
            {"phase": "main", "p1": p1},
            [{"expect": {"card.C.power": power}}],
            "WS 2.1",
        )
    memory = compile_line(
        '【CONT】 Memory If this card is in your memory, this card\'s card name is also regarded as "Asuna".',
        "character",
    ).ability
    assert memory["zones"] == ["memory"]
    assert memory["modifiers"] == [{"to": "this", "stat": "names", "grant": "Asuna"}]


def test_conditions_on_the_opponents_low_power_character_and_the_two_hands() -> None:
    # DG/S03-E139: 【CONT】 If your opponent has a 500 power or lower character, this card gets +1500
    # power. DG/S03-E031: 【CONT】 If the number of cards in your hand is less than your opponent's
    # hand, this card gets +1000 power.
    low, hands = real("DG/S03-E139"), real("DG/S03-E031")
    weak = {**FILLER, "code": "T-WEAK", "name": "Weak", "fields": {**FILLER["fields"], "power": 500}}
    stage = {"FL": {"code": low["code"], "label": "L"}, "FR": {"code": hands["code"], "label": "H"}}
    for facing, mine, theirs, low_gain, hand_gain in (
        ("Weak", 1, 2, 1500, 1000),  # a current power of 500 or lower (WS 2.7); 1 card < 2
        ("Filler", 2, 2, 0, 0),  # 1000 power; an equal hand is not less
    ):
        play(
            [low, hands, weak],
            {
                "phase": "main",
                "p1": {"stage": stage, "hand": ["Filler"] * mine, "library": LIBRARY},
                "p2": {"stage": {"FC": facing}, "hand": ["Filler"] * theirs, "library": LIBRARY},
            },
            [{"expect": {"card.L.power": 2500 + low_gain, "card.H.power": 2500 + hand_gain}}],
            "WS 8.9",
        )


def test_look_at_the_top_card_of_the_opponents_deck_and_put_it_into_their_waiting_room() -> None:
    # SPY/S106-E032: 【ACT】 [【REST】 this card] If you have another "Telepath Girl, Anya", look at the
    # top card of your opponent's deck, and put it on the top of their deck or into their waiting room.
    forger = real("SPY/S106-E032")
    anya = {**FILLER, "code": "T-ANYA", "name": "Telepath Girl, Anya"}
    library = [*LIBRARY, {"code": "Ally", "label": "TOP"}]
    stage = {"FC": forger["code"], "FL": "Telepath Girl, Anya"}
    play(
        [forger, anya],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}, "p2": {"library": library}},
        [
            {"p1": "act", "card": forger["code"]},
            # WS 3.1: its owner's waiting room
            {
                "p1": "option",
                "option": "Put it into their waiting room",
                "expect": {"card.TOP.zone": "p2.waiting_room"},
            },
        ],
        "WS 8.6.3",
    )


def test_a_name_with_english_words_in_parentheses_is_one_name() -> None:
    # MOB/SX02-043: 【CONT】 This card gets +1000 power for each of your other "(LOL) Cult Member".
    leader = real("MOB/SX02-043")
    assert leader["script"][1]["modifiers"][0]["add"]["mul"][0] == {
        "count": {"zone": "stage", "name": "(LOL) Cult Member", "other": True}
    }
    member = {**FILLER, "code": "T-LOL", "name": "(LOL) Cult Member"}
    power = int(_raw_cards()["MOB/SX02-043"]["power"])
    stage = {
        "FC": {"code": leader["code"], "label": "L"},
        "FL": {"code": "T-LOL"},
        "FR": {"code": "T-LOL"},
    }
    play(
        [leader, member],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.L.power": power + 2000}}],  # M 2.1: the name as printed, parentheses too
        "WS 2.1",
    )


def test_two_conditions_joined_by_or_after_n_or_higher() -> None:
    # RKN/S115-E088: 【CONT】 If your level is 2 or higher or there is a marker underneath this card,
    # during your turn, all of your other 《Meiji Romantic Story》 characters get +X power. X is equal
    # to your level ×1000.
    saito = real("RKN/S115-E088")
    meiji = {
        **FILLER,
        "code": "T-MEIJI",
        "name": "Meiji",
        "fields": {**FILLER["fields"], "traits": ["Meiji Romantic Story"]},
    }
    stage = {"FC": saito["code"], "FL": {"code": "Meiji", "label": "M"}}
    for level, markers, power in (
        (["Filler"] * 2, {}, 3000),
        (["Filler"], {"FC": ["Filler"]}, 2000),
        (["Filler"], {}, 1000),
    ):
        play(
            [saito, meiji],
            {"phase": "main", "p1": {"stage": stage, "level": level, "marker": markers, "library": LIBRARY}},
            [{"expect": {"card.M.power": power}}],  # either condition (WS 8.9); X = level x 1000
            "WS 8.9",
        )


def test_great_performance_turns_every_attack_into_a_front_attack_on_it() -> None:
    # DG/S03-E054: 【CONT】 Great Performance (When your opponent attacks, if this card is in the middle
    # position of your center stage and not 【REVERSE】, your opponent frontal attacks this card instead)
    pringer = real("DG/S03-E054")
    assert pringer["script"][1] == {
        "kind": "keyword",
        "keyword": "bodyguard",
        "text": pringer["script"][1]["text"],
    }
    p1 = {"stage": {"FL": "Ally"}, "library": LIBRARY}
    for state, actions in (
        ("stand", ["Ally: front attack on Pringer X (Bodyguard)", "End the attack phase"]),  # WS 10.6.2
        ("reverse", ["Ally: direct attack", "End the attack phase"]),  # not while 【REVERSE】
    ):
        p2 = {"stage": {"FC": {"code": pringer["code"], "state": state}}, "library": LIBRARY}
        play(
            [pringer],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            [{"expect": {"actions": actions}}],
            "WS 10.6",
        )
    # given in quotes (PJS/S91-E059: "… the following abilities until the end of your opponent's next
    # turn. "【CONT】 During your opponent's turn, this card gets +4000 power." "【CONT】 Great
    # Performance"")
    given = real("PJS/S91-E059")["script"][1]
    assert {"kind": "keyword", "keyword": "bodyguard", "text": "【CONT】 Great Performance"} in [
        step.get("ability") for step in given["effect"]
    ]
    # inside the sentence (MOB/SX02-079: "… that character gets +2500 power and "【CONT】 Great
    # Performance" until the end of your opponent's next turn")
    inline = real("MOB/SX02-079")["script"][2]["effect"][-1]
    assert inline["ability"]["keyword"] == "bodyguard" and inline["until"] == "end_of_opponent_turn"
    # a continuous ability's grant gives the mark as a word the card's words hold (KS/W55-E088 below)


def test_the_damage_this_card_deals_is_resolved_from_the_bottom_of_the_deck() -> None:
    # CSM/S96-E065: 【CONT】 The damage this card deals is resolved from the bottom of the deck.
    denji = real("CSM/S96-E065")
    assert denji["script"][0]["modifiers"] == [{"to": "this", "grant": "damage_from_bottom"}]
    bottom = [{"code": "Filler", "label": f"B{n}"} for n in range(3)]
    library = [*bottom, *LIBRARY, {"code": "Filler", "label": "TOP"}]
    p1 = {"stage": {"FC": {"code": denji["code"], "label": "D"}}, "library": LIBRARY}
    play(
        [denji],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": {"library": library}},
        [
            {
                "p1": "attack",
                "card": "D",
                "method": "direct",
                # soul 2 + 1 for a direct attack (WS 7.2.1.4.1), from the bottom (M 4.10.1.1, 1.3.1)
                "expect": {
                    "card.B0.zone": "p2.clock",
                    "card.B2.zone": "p2.clock",
                    "p2.clock.count": 3,
                },
            },
        ],
        "WS 4.10.1",
    )


def test_x_is_a_count_plus_n_or_the_total_level_of_the_cards_put_into_your_waiting_room() -> None:
    # FT/S120-E021: "… X is equal to the number of "Red Lightning, Laxus" in your waiting room +1."
    laxus = real("FT/S120-E021")["script"][1]["effect"]
    count = {"count": {"zone": "waiting_room", "name": "Red Lightning, Laxus"}}
    assert {"do": "let", "as": "X", "value": {"sum": [count, 1]}} in laxus
    # FS/S77-E082: "Put the top 2 cards of your deck into your waiting room, … X is equal to the
    # total level of the cards put into your waiting room." (the cards that step put there)
    milled = real("FS/S77-E082")["script"][1]["effect"]
    assert milled[0]["as"] == "those"
    assert milled[1] == {
        "do": "let",
        "as": "X",
        "value": {"total": {"cards": {"var": "those"}, "name": "level"}},
    }


def test_four_names_in_your_memory_are_each_there() -> None:
    # RKN/S115-E078: 【CONT】 Memory If "Oniwaban Group Onmitsu, Beshimi" and "… Hyottoko" and "…
    # Shikijo" and "… Han'nya" are in your memory, all of your other characters with "Aoshi(蒼紫)" in
    # their card names get the following ability. "【AUTO】 When this card attacks, …"
    aoshi = real("RKN/S115-E078")["script"][1]
    names = [c["exists"]["name"] for c in aoshi["condition"]["all"]]
    assert len(names) == 4 and names[0] == "Oniwaban Group Onmitsu, Beshimi"
    assert all(c["exists"]["zone"] == "memory" for c in aoshi["condition"]["all"])


def test_plus_x_power_from_the_colours_your_characters_have() -> None:
    # BD/W73-E056 (red): 【CONT】 All of your other 《Pastel＊Palettes》 characters get +X power. X is
    # equal to the total number of colors your characters on stage have ×500.
    maya = real("BD/W73-E056")
    pastel = {
        **FILLER,
        "code": "T-PP",
        "name": "Pastel",
        "colours": ["blue"],
        "fields": {**FILLER["fields"], "traits": ["Pastel＊Palettes"]},
    }
    stage = {"FC": maya["code"], "FL": {"code": "Pastel", "label": "P"}, "FR": "Green Filler"}
    play(
        [maya, pastel],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.P.power": 1000 + 3 * 500}}],  # red, blue and green (M 2.4)
        "WS 8.9",
    )


def test_you_get_plus_one_to_the_hand_limit() -> None:
    # Ffp/W120-E038: 【CONT】 You get +1 to the limit on the number of cards in your hand.
    limit = real("Ffp/W120-E038")
    assert {"to": "this", "stat": "hand_limit", "add": 1} in [
        m for a in limit["script"] for m in a.get("modifiers", ())
    ]
    for back, expect in (
        (limit["code"], {"p1.hand.count": 8, "decision.player": "p2"}),  # 8 cards: within 7 + 1
        ("Filler", {"decision.prompt ~": "hand limit"}),  # M 3.3.3.1: otherwise 7
    ):
        p1 = {"stage": {"BL": back}, "hand": ["Filler"] * 8, "library": LIBRARY}
        play(
            [limit],
            {"phase": "attack", "step": "declare", "p1": p1},
            [{"note": "nothing can attack: the encore step, then the end phase", "expect": expect}],
            "WS 3.3.3",
        )


def test_a_full_width_letter_outside_names_is_read_as_the_ascii_one() -> None:
    # TL/W37-E074: 【CONT】 All of your other 《Alien》 or 《Animal》 characteｒs get +500 power.
    alien = real("TL/W37-E074")["script"][0]
    assert alien["modifiers"][0]["to"]["traits"] == ["Alien", "Animal"]
    # inside a name or a trait a letter stays as printed (the name filters compare it)
    assert normalise('【CONT】 "ＡＢ" and 《Ｘ》 get +Ｘ power') == '【CONT】 "ＡＢ" and 《Ｘ》 get +X power'


def test_cards_named_a_and_b_and_every_card_of_the_memory_with_a_name_part() -> None:
    # TL/W37-E051: 【CONT】 if you have cards named "Saki Tenjoin" and "Aya Fujisaki", this card gets
    # -1 level while in your hand. (both on your stage, as "If you have "A" and "B"")
    saki = real("TL/W37-E051")["script"][0]
    assert saki["zones"] == ["hand"] and saki["condition"]["all"][1] == {
        "exists": {"zone": "stage", "name": "Aya Fujisaki"}
    }
    # SHS/W98-E038: 【CONT】 Memory If you have 2 or more cards in your memory, and all of the cards
    # in your memory have "Megumi(恵)" in their card names, this card gets -1 level while in your hand.
    megumi = real("SHS/W98-E038")["script"][0]
    assert megumi["condition"]["all"][1] == {"none": {"zone": "memory", "not": {"name_has": "Megumi(恵)"}}}
    card = real("SHS/W98-E038")
    level = int(_raw_cards()["SHS/W98-E038"]["level"])
    megumi_card = {**FILLER, "code": "T-MEG", "name": "Little Megumi"}
    for memory, cut in ((["Little Megumi"] * 2, 1), (["Little Megumi", "Filler"], 0)):
        p1 = {"hand": [{"code": card["code"], "label": "M"}], "memory": memory, "library": LIBRARY}
        play(
            [card, megumi_card],
            {"phase": "main", "p1": p1},
            [{"expect": {"card.M.level": level - cut}}],  # every memory card has the name (M 2.1)
            "WS 8.9",
        )


def test_your_memory_has_two_or_more_cards_with_different_card_names() -> None:
    # HOL/WE44-E52: 【CONT】 Memory If your memory has 2 or more cards with different card names, this
    # card gets +1000 power.
    card = real("HOL/WE44-E52")
    power = int(_raw_cards()["HOL/WE44-E52"]["power"])
    for memory, gain in ((["Filler", "Green Filler"], 1000), (["Filler", "Filler"], 0)):
        p1 = {"stage": {"FC": {"code": card["code"], "label": "H"}}, "memory": memory, "library": LIBRARY}
        play(
            [card],
            {"phase": "main", "p1": p1},
            [{"expect": {"card.H.power": power + gain}}],  # two names, not two cards (M 2.1)
            "WS 8.9",
        )


def test_put_them_at_the_bottom_of_your_deck_in_any_order() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, choose up to 2 "Acrobatic Pretty Girl,
    # Aira" in your waiting room, and put them at the bottom of your deck in any order.
    silky = real("DDD/S118-E027")
    aira = {**FILLER, "code": "T-AIRA", "name": "Acrobatic Pretty Girl, Aira"}
    waiting = [{"code": "T-AIRA", "label": "A"}, {"code": "T-AIRA", "label": "B"}, "Filler"]
    p1 = {"level": ["Green Filler", "Filler"], "stock": ["Filler"], "library": LIBRARY}  # level 2, cost 1
    play(
        [silky, aira],
        {"phase": "main", "p1": {"hand": [silky["code"]], "waiting_room": waiting, **p1}},
        [
            {"p1": "play", "card": silky["code"], "slot": "FC"},
            {"p1": "choose", "cards": ["A", "B"], "expect": {"decision.kind": "order"}},
            # M 3.1.5: the owner orders them; B is put first, then A under it
            {"p1": "choose", "cards": ["B", "A"], "expect": {"p1.library": ["A", "B", *LIBRARY]}},
        ],
        "M 3.1.5",
    )


def test_put_them_into_your_stock_in_any_order() -> None:
    # 【AUTO】 【CXCOMBO】 This ability activates up to 1 time per turn. When damage dealt by this card is
    # canceled, if "Clinging Wish" is in your climax area, choose up to 2 《Grisaia》 characters in your
    # waiting room, and put them into your stock in any order.
    (ability,) = [a for a in real("GRI/S72-E030")["script"] if "in any order" in a["text"]]
    steps = ability["effect"]
    assert steps[-2:] == [
        {"do": "ws.order", "cards": "chosen", "as": "chosen"},
        {"do": "move", "cards": "chosen", "to": "stock"},
    ]


def test_put_them_face_down_underneath_this_card_in_any_order_as_markers() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, choose up to 3 "8th Heroic Spirit,
    # Gilgamesh" in your waiting room, and put them face down underneath this card in any order as markers.
    gil = real("FS/S77-E005")
    yellow = {**FILLER, "code": "T-YELLOW", "name": "Yellow Filler", "colours": ["yellow"]}
    waiting = [{"code": gil["code"], "label": "A"}, {"code": gil["code"], "label": "B"}, "Filler"]
    p1 = {"hand": [gil["code"]], "waiting_room": waiting, "level": ["Yellow Filler"], "library": LIBRARY}
    play(
        [gil, yellow],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": gil["code"], "slot": "FC"},
            {"p1": "choose", "cards": ["A", "B"], "expect": {"decision.kind": "order"}},
            # M 3.7.2.2: markers put at once in any order, each on top of the last
            {
                "p1": "choose",
                "cards": ["B", "A"],
                "expect": {"p1.marker.FC": ["B", "A"], "card.A.face_up": False, "p1.waiting_room.count": 1},
            },
        ],
        "M 3.7.2.2",
    )


def test_search_a_climax_and_exchange_it_with_a_climax_from_your_hand() -> None:
    # 【AUTO】 [(1)] When this card is placed on the stage from your hand, you may pay the cost. If you do,
    # search your deck for up to 1 climax, reveal it to your opponent, choose up to 1 climax from your hand,
    # reveal it to your opponent, exchange them, and shuffle your deck.
    makima = real("CSM/S96-E005")
    library = [*LIBRARY, {"code": "T-CX", "label": "DECK_CX"}]
    p1 = {
        "hand": [makima["code"], {"code": "T-CX", "label": "HAND_CX"}],
        "stock": ["Filler"],
        "library": library,
    }
    play(
        [makima, CLIMAX],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": makima["code"], "slot": "FC"},
            {"p1": "yes", "expect": {"p1.stock.count": 0}},
            {"p1": "choose", "cards": ["DECK_CX"]},
            # M 10.11.2 (as Shift): each goes where the other was, then the deck is shuffled
            {
                "p1": "choose",
                "cards": ["HAND_CX"],
                "expect": {"p1.hand": ["DECK_CX"], "p1.library.count": 11},
            },
        ],
        "WS 8.6.3",
    )


def test_exchange_the_bottom_card_of_your_clock_with_a_character_in_your_waiting_room() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, you may choose the bottom card of your
    # clock and 1 《hololive》 character in your waiting room, and exchange them.
    card = real("HOL/W104-E141")
    holo = _trait("T-HOLO", "Holo", "hololive")
    p1 = {
        "hand": [card["code"]],
        "clock": [{"code": "Filler", "label": "BOTTOM"}, {"code": "Filler", "label": "TOP"}],
        "waiting_room": [{"code": "T-HOLO", "label": "H"}, "Filler"],
        "level": ["Blue Filler", "Filler"],  # level 2, cost 1
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    play(
        [card, holo, blue],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": card["code"], "slot": "FC"},
            {"p1": "option", "option": f"{card['name']}: {card['script'][1]['text']}"},  # not its Bond
            {"p1": "yes"},
            {"p1": "choose", "cards": ["BOTTOM"]},
            {
                "p1": "choose",
                "cards": ["H"],
                "expect": {"p1.clock": ["H", "TOP"], "card.BOTTOM.zone": "p1.waiting_room"},
            },
        ],
        "WS 8.6.3",
    )


def test_a_misspelt_until_end_of_turn_reads_as_until_end_of_turn() -> None:
    # 【AUTO】 [(1)] When this card attacks, you may pay the cost. If you do, choose one of your characters,
    # and that character gets +1500 power unitl end of turn.  (the data's "unitl")
    (ability,) = [a for a in real("AB/W31-E034")["script"] if "unitl" in a["text"]]
    assert ability["cost"] == [{"stock": 1}]
    assert ability["effect"][-1] == {"do": "modify", "cards": "chosen", "stat": "power", "add": 1500}
    assert (
        normalise("this card gets +1000 power unitl end of turn")
        == "this card gets +1000 power until end of turn"
    )


def test_the_opponent_puts_a_character_on_the_stage_position_that_that_character_was_on() -> None:
    # 【AUTO】 [(2)] When you use this card's "Backup", you may pay the cost. If you do, choose 1 of your
    # opponent's characters with level higher than your opponent's level, put it into your opponent's
    # waiting room, your opponent chooses up to 1 level 0 or lower character in his or her waiting room,
    # and puts it on the stage position that that character was on.
    lock = real("BD/W73-E038")
    p1 = {
        "hand": [lock["code"]],
        "stage": {"FC": {"code": "Filler", "label": "D"}},
        "level": ["Green Filler"],
        "stock": ["Filler", "Filler"],
        "library": LIBRARY,
    }
    p2 = {
        "stage": {"FC": {"code": "Ally", "label": "A"}, "FL": {"code": "Filler", "label": "L0"}},
        "waiting_room": [{"code": "Filler", "label": "W"}],
        "library": LIBRARY,
    }
    play(
        [lock],
        {"turn": 5, "turn_player": "p2", "phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p2": "attack", "card": "A", "method": "front"},
            {"p1": "act", "card": lock["code"]},
            {"p1": "choose", "cards": ["D"]},  # the Backup's own +1000 (WS 10.5.1)
            {"p1": "yes", "expect": {"p1.stock.count": 0}},
            {"p1": "choose", "cards": ["A"], "expect": {"card.A.zone": "p2.waiting_room"}},  # level 3 > 0
            # WS 8.6.3: the opponent chooses (the level 3 character is not level 0 or lower), and it goes
            # where the character they lost was, not to a position of their choice
            {"p2": "choose", "cards": ["W"], "expect": {"p2.stage.FC": ["W"], "p2.stage.FL": ["L0"]}},
        ],
        "WS 8.6.3",
    )


def test_when_the_character_facing_this_card_attacks() -> None:
    # 【AUTO】 When the character facing this card attacks, put the top 3 cards of your opponent's deck into
    # their waiting room.
    yahiko = real("RKN/S115-E048")
    for attacker, method, fires in (("A", "front", True), ("B", "direct", False)):  # A faces this card, B not
        p1 = {"stage": {"FC": yahiko["code"]}, "library": LIBRARY}
        p2 = {
            "stage": {"FC": {"code": "Ally", "label": "A"}, "FL": {"code": "Ally", "label": "B"}},
            "library": LIBRARY,
        }
        play(
            [yahiko],
            {"turn": 5, "turn_player": "p2", "phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            [
                {
                    "p2": "attack",
                    "card": attacker,
                    "method": method,
                    "expect": {"p2.waiting_room.count": 3 if fires else 0},
                }
            ],
            "WS 7.2",
        )


def test_a_battle_trigger_with_a_cost_and_no_condition() -> None:
    # 【AUTO】 [Put 2 characters from your hand into your waiting room] When this card's battle opponent
    # becomes 【REVERSE】, you may pay the cost. If you do, put that battle opponent into your opponent's
    # clock.
    (ability,) = [a for a in real("FGO/S75-E026")["script"] if a.get("trigger", {}).get("on") == "state"]
    assert ability["cost"] == [{"discard": 2, "filter": {"type": "character"}}]
    assert ability["effect"] == [{"do": "move", "cards": _BATTLING, "to": "clock"}]


def test_your_opponent_may_put_the_top_cards_of_their_stock_into_their_waiting_room() -> None:
    # 【AUTO】 At the beginning of your climax phase, your opponent may put the top 2 cards of their stock
    # into their waiting room. If they do, this card cannot frontal attack until end of turn.
    card = real("KGL/S79-E040")
    for stock, answer, barred in ((2, "yes", True), (2, "no", False), (1, None, False)):
        steps: list[dict[str, Any]] = [{"p1": "pass", "note": "the climax phase begins (WS 6.5)"}]
        if answer is not None:  # WS 8.6.3: the opponent answers; with one card in stock it is not offered
            steps.append({"p2": answer, "expect": {"p2.stock.count": 0 if barred else 2}})
        steps += [
            {
                "expect": {"p2.stock.count": stock - 2 * barred, "decision.kind": "action"}
            },  # no climax to play
            {"p1": "attack", "card": "C", "method": "front", "refused": barred},
        ]
        p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}}, "library": LIBRARY}
        p2 = {"stage": {"FC": "Ally"}, "stock": ["Filler"] * stock, "library": LIBRARY}
        play([card], {"phase": "main", "p1": p1, "p2": p2}, steps, "WS 8.6.3")


def test_if_you_do_not_have_a_card_named_in_your_waiting_room() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, if you do not have "Monkey Horde" in your
    # waiting room, 【REST】 this card.
    monkey = real("BNJ/SX01-046")
    horde = {**FILLER, "code": "T-HORDE", "name": "Monkey Horde"}
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    for waiting, state in ((["Filler"], "rest"), (["Monkey Horde"], "stand")):
        p1 = {
            "hand": [{"code": monkey["code"], "label": "M"}],
            "level": ["Red Filler"],
            "waiting_room": waiting,
        }
        play(
            [monkey, horde, red],
            {"phase": "main", "p1": {**p1, "library": LIBRARY}},
            [{"p1": "play", "card": "M", "slot": "FC", "expect": {"card.M.state": state}}],
            "WS 8.6.2",
        )


def test_no_characters_in_the_opponents_center_stage_or_all_of_them_reversed() -> None:
    # 【AUTO】 [(2)] At the beginning of your encore step, if this card is in your center stage, and there are
    # no characters in your opponent's center stage or all characters in their center stage are 【REVERSE】,
    # you may pay the cost. If you do, deal 2 damage to your opponent.
    card = real("SBY/W114-E055")
    for stage, asked in (
        ({}, True),  # none there
        ({"FC": {"code": "Ally", "state": "reverse"}, "FL": {"code": "Filler", "state": "reverse"}}, True),
        ({"FC": {"code": "Ally", "state": "reverse"}, "FR": {"code": "Filler", "state": "rest"}}, False),
    ):
        p1 = {"stage": {"FC": card["code"]}, "stock": ["Filler"] * 2, "library": LIBRARY}
        p2 = {"stage": stage, "library": LIBRARY}
        steps: list[dict[str, Any]] = [
            {"p1": "pass", "note": "the main phase ends"},
            {"p1": "pass", "note": "no attack: the encore step begins (WS 6.8)"},
        ]
        if asked:
            steps.append({"p1": "yes", "expect": {"p1.stock.count": 0, "p2.clock.count": 2}})
        else:
            steps[-1]["expect"] = {"p1.stock.count": 2, "p2.clock.count": 0}
        play([card], {"phase": "main", "p1": p1, "p2": p2}, steps, "WS 3.4")


def test_return_it_to_your_hand_or_put_it_into_your_stock() -> None:
    # 【AUTO】 【CXCOMBO】 When this card is placed on the stage from your hand, you may choose 1 "Hidden
    # Strength" in your waiting room, and return it to your hand or put it into your stock.
    makima = real("CSM/S96-E055")
    strength = {**CLIMAX, "code": "T-HS", "name": "Hidden Strength"}
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    for option, zone in (("Put it into your stock", "p1.stock"), ("Put it into your hand", "p1.hand")):
        p1 = {
            "hand": [makima["code"]],
            "level": ["Red Filler", "Filler", "Filler"],
            "stock": ["Filler", "Filler"],
            "waiting_room": [{"code": "T-HS", "label": "H"}, "Filler"],
            "library": LIBRARY,
        }
        play(
            [makima, strength, red],
            {"phase": "main", "p1": p1},
            [
                {"p1": "play", "card": makima["code"], "slot": "FC"},
                {"p1": "yes"},
                {"p1": "choose", "cards": ["H"]},
                {"p1": "option", "option": option, "expect": {"card.H.zone": zone}},  # the player's pick
            ],
            "WS 8.6.3",
        )


def test_a_mode_with_a_cost_of_its_own() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, put up to 1 card from the top of your
    # clock into the waiting room, choose 1 of the following effects, and perform it. "If you have 4 or more
    # other 《Berlint》 characters, you may put the top card of your deck into your stock." "[(1) Put 1
    # 《Berlint》 character from your hand into the waiting room] You may pay the cost. If you do, put the
    # top card of your clock into your waiting room." "This card gets +3000 power until end of turn."
    (ability,) = [a for a in real("SPY/S106-E030")["script"] if a["kind"] == "auto"]
    first, choice = ability["effect"]
    assert first == {
        "do": "may",
        "then": [{"do": "move", "cards": {"zone": "clock", "top": 1}, "to": "waiting_room"}],
    }
    assert len(choice["modes"]) == 3
    # WS 8.4: the mode's own cost, paid as it is chosen; the step only when it is paid
    assert choice["modes"][1]["steps"] == [
        {
            "do": "pay",
            "cost": [{"stock": 1}, {"discard": 1, "filter": {"traits": ["Berlint"], "type": "character"}}],
            "then": [{"do": "move", "cards": {"zone": "clock", "top": 1}, "to": "waiting_room"}],
        }
    ]


def test_deal_damage_to_yourself_at_the_end_of_the_turn() -> None:
    # 【AUTO】 [(1)] When this card's battle opponent becomes 【REVERSE】, you may pay the cost. If you do,
    # deal 1 damage to your opponent, and at the end of the turn, deal 1 damage to yourself.
    (ability,) = [a for a in real("DDD/S118-E085")["script"] if a.get("cost") == [{"stock": 1}]]
    assert ability["effect"] == [
        {"do": "ws.damage", "n": 1},
        {
            "do": "ws.delayed",
            "ability": {
                "kind": "auto",
                "trigger": {"on": "ws.end_of_turn"},
                "effect": [{"do": "ws.damage", "player": "you", "n": 1}],  # WS 8.6: you, its controller
            },
        },
    ]


def test_choose_another_of_your_characters_and_a_card_from_your_hand() -> None:
    # 【AUTO】 When this card is placed on stage from your hand, choose another of your 《Death》 characters,
    # and that character gets +1000 power until end of turn.
    (ability,) = [a for a in real("AB/W31-E008")["script"] if "another of your" in a["text"]]
    assert ability["effect"][0] == {
        "do": "choose",
        "from": {"zone": "stage", "type": "character", "traits": ["Death"], "other": True},
        "n": 1,
    }
    # Search your deck for up to three 《Death》 characters, …. Choose two cards from your hand, and put
    # them into your waiting room.
    (event,) = [a for a in real("AB/W31-TE11")["script"] if "from your hand" in a["text"]]
    assert {"do": "choose", "from": {"zone": "hand"}, "n": 2} in event["effect"]


def test_when_you_play_a_card_named() -> None:
    # 【AUTO】 This ability activates up to one time per turn. When you play a card named "Thinking For the
    # Other", choose one of your characters, and that character gets +1 soul until end of turn.
    card = real("LSS/WE27-E09")
    named = {**EVENT, "code": "T-THINK", "name": "Thinking For the Other"}
    for played, fires in (("T-THINK", True), ("T-EV", False)):  # WS 8.6.2.4.2: played from the hand
        p1 = {
            "stage": {"FC": {"code": card["code"], "label": "C"}, "FL": {"code": "Ally", "label": "A"}},
            "hand": [{"code": played, "label": "E"}],
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [{"p1": "play", "card": "E"}]
        if fires:
            steps.append({"p1": "choose", "cards": ["A"], "expect": {"card.A.soul": 2}})
        else:
            steps[0]["expect"] = {"card.A.soul": 1, "decision.kind": "action"}
        play([card, named, EVENT], {"phase": "main", "p1": p1}, steps, "WS 8.6.2.4")


def test_when_a_card_is_put_into_your_level() -> None:
    # 【AUTO】 [(1)] This ability activates up to one time per turn. When a card is put into your level, you
    # may pay the cost. If you do, look at up to three cards from the top of your deck, …
    (ability,) = [a for a in real("APO/S53-E039")["script"] if "put into your level" in a["text"]]
    assert ability["trigger"] == {"on": "move", "to": "level", "whose": "you"}  # WS 9.3 or an effect
    assert ability["limit"] == 1 and ability["cost"] == [{"stock": 1}]


def test_placed_on_the_stage_from_your_hand_or_by_fusion() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand or by "Fusion", you may put the top card
    # of your clock into your waiting room.
    (ability,) = [a for a in real("DDD/S118-TE09")["script"] if "Fusion" in a["text"]]
    # M 10.15.1.1: Fusion (ws.merge) puts the card on the stage by a move whose reason is "merge"
    assert ability["trigger"] == [
        {"on": "move", "card": "this", "from": "hand", "to": "stage"},
        {"on": "move", "card": "this", "to": "stage", "data": {"reason": "merge"}},
    ]


def test_put_that_character_face_down_underneath_this_card_as_a_marker() -> None:
    # 【AUTO】 When your other blue or 《Esper》 character becomes 【REVERSE】 in battle, if there are 3 or
    # less markers underneath this card, put that character face down underneath this card as a marker.
    card = real("MOB/SX02-079")
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    p1 = {"stage": {"FC": {"code": "T-BLUE", "label": "B"}, "BL": card["code"]}, "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": "Ally", "label": "A"}}, "library": LIBRARY}
    play(
        [card, blue],
        {"turn": 5, "turn_player": "p2", "phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p2": "attack", "card": "A", "method": "front"},
            {"p1": "pass", "note": "no counter"},
            # WS 7.7: the battle reverses B; "that character" is B, now a face-down marker (WS 3.7.2)
            {"expect": {"p1.marker.BL": ["B"], "card.B.face_up": False}},
        ],
        "WS 7.7",
    )


def test_a_battle_trigger_with_a_cost_puts_that_character_into_the_opponents_clock() -> None:
    # 【AUTO】 [(2) Put 1 card from your hand into your waiting room] When this card's battle opponent becomes
    # 【REVERSE】, you may pay the cost. If you do, put that character into your opponent's clock.
    (ability,) = [a for a in real("KGL/S95-E036")["script"] if "opponent's clock" in a["text"]]
    # WS 7.5: "that character" is the battle opponent, not a choice (none is made)
    assert ability["effect"] == [{"do": "move", "cards": _BATTLING, "to": "clock"}]
    assert ability["cost"] == [{"stock": 2}, {"discard": 1}]


def test_your_opponent_declares_a_number() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, your opponent declares 0 or 1 or 2 or 3.
    # Reveal the top card of your deck, and if that card is a character of the level that your opponent
    # declared, put it on any position of your stage. (Otherwise, return it to its original place)
    rimi = real("BD/WE35-E18")
    (ability,) = [a for a in rimi["script"] if "declares" in a["text"]]
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    for declared, placed in (("3", True), ("0", False)):  # the top card is the level 3 Ally
        p1 = {
            "hand": [rimi["code"]],
            "level": ["Red Filler"],
            "library": [*LIBRARY, {"code": "Ally", "label": "T"}],
        }
        steps: list[dict[str, Any]] = [
            {"p1": "play", "card": rimi["code"], "slot": "FC"},
            {"p1": "option", "option": f"{rimi['name']}: {ability['text']}"},  # not its other 【AUTO】
            {"p2": "option", "option": declared},  # WS 8.6.3: the opponent makes the declaration
        ]
        if placed:
            steps.append(
                {"p1": "slot", "slot": "FL", "expect": {"card.T.zone": "p1.stage", "p1.stage.FL": ["T"]}}
            )
        else:
            steps[-1]["expect"] = {"card.T.zone": "p1.library", "p1.stage.FL": []}
        play([rimi, red], {"phase": "main", "p1": p1}, steps, "WS 8.6.3")


def test_your_opponent_declares_a_number_and_you_draw_up_to_one_more() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, your opponent declares 0 or 1 or 2 or 3.
    # Put the top card of your deck into your waiting room, and if that card's level is the number your
    # opponent declared, draw up to X cards. X is equal to the number your opponent declared +1.
    (ability,) = [a for a in real("FS/S77-E063")["script"] if "declares" in a["text"]]
    declare, mill, draw = ability["effect"]
    assert declare["player"] == "opponent" and [m["label"] for m in declare["modes"]] == ["0", "1", "2", "3"]
    assert mill == {
        "do": "move",
        "cards": {"zone": "library", "top": 1},
        "to": "waiting_room",
        "as": "chosen",
    }
    assert draw == {
        "do": "if",
        "if": {"exists": {"var": "chosen", "level": "declared"}},  # a climax is level 0 (WS 2.6.3)
        "then": [{"do": "draw", "n": {"sum": ["declared", 1]}, "up_to": True}],
    }


def test_you_may_reveal_the_top_card_and_rest_this_card_without_brackets() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, you may reveal the top card of your deck.
    # If that card is an "Iron Man Armor" or a 《MARVEL》 character, you may put it face down underneath this
    # card as a marker.
    (ability,) = [a for a in real("MAR/S89-E103")["script"] if "you may reveal" in a["text"]]
    (may,) = ability["effect"]
    assert may["do"] == "may" and may["then"][0] == {"do": "ws.reveal_top", "n": 1, "as": "chosen"}  # WS 4.9
    # 【AUTO】 When this card is placed on the stage from your hand, reveal the top card of your deck. If that
    # card is a climax, REST this card.  (the data lost the brackets of 【REST】)
    (rest,) = [a for a in real("FS/S36-E104")["script"] if "REST this card" in a["text"]]
    assert rest["effect"][-1]["then"] == [{"do": "state", "cards": "this", "to": "rest"}]


def test_a_card_named_in_a_compatibility_form_is_the_name_the_text_prints() -> None:
    # 【AUTO】 This ability activates up to one time per turn. When you play a card named "“Caladbolg
    # II”", choose one of your characters, and that character gets +2000 power until end of turn.
    # The card itself is named "“Caladbolg Ⅱ”" (a Roman numeral sign): the same name (WS 2.1)
    card = real("FS/S36-E054")
    caladbolg = {**EVENT, "code": "T-CAL", "name": "“Caladbolg Ⅱ”"}
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "C"}, "FL": {"code": "Ally", "label": "A"}},
        "hand": [{"code": "T-CAL", "label": "E"}],
        "library": LIBRARY,
    }
    steps = [{"p1": "play", "card": "E"}, {"p1": "choose", "cards": ["A"], "expect": {"card.A.power": 7000}}]
    play([card, caladbolg, EVENT], {"phase": "main", "p1": p1}, steps, "WS 8.6.2.4")


@pytest.mark.parametrize(("top", "gain"), [("Ally", 1000), ("Filler", 0)])
def test_when_your_characters_trigger_check_reveals_a_level_2_or_higher_card(top: str, gain: int) -> None:
    # 【AUTO】 When your characters' trigger check reveals a level 2 or higher card, choose 1 of your
    # characters, and that character gets +1000 power until end of turn. (Climax are regarded as level 0)
    card = real("BD/W73-E001")
    p1 = {"stage": {"FC": {"code": card["code"], "label": "B"}}, "library": [*LIBRARY, top]}
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    power = int(card["fields"]["power"])
    steps: list[dict[str, Any]] = [{"p1": "attack", "card": "B", "method": "front"}]
    if gain:  # the level 3 Ally revealed: the choice is offered (WS 7.3.1.2)
        steps.append({"p1": "choose", "cards": ["B"], "expect": {"card.B.power": power + gain}})
    else:
        steps[0]["expect"] = {"card.B.power": power, "p1.stock.count": 1}
    play([card, ALLY], {"phase": "attack", "step": "declare", "p1": p1, "p2": p2}, steps, "WS 7.3.1.2")


@pytest.mark.parametrize(("level", "gain"), [(2, 6000), (3, 0)])
def test_if_the_level_of_the_character_facing_this_card_is_2(level: int, gain: int) -> None:
    # 【AUTO】 When this card attacks, if the level of the character facing this card is 2, this card gets
    # +6000 power until end of turn.
    card = real("SPY/S106-E051")
    facing = {**FILLER, "code": "T-FACE", "name": "Facing", "fields": {**FILLER["fields"], "level": level}}
    p1 = {"stage": {"FC": {"code": card["code"], "label": "S"}}, "library": LIBRARY}
    p2 = {"stage": {"FC": "Facing"}, "library": LIBRARY}
    power = int(card["fields"]["power"])
    play(
        [card, facing],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [{"p1": "attack", "card": "S", "method": "front", "expect": {"card.S.power": power + gain}}],
        "WS 3.4",
    )


def test_your_other_characters_battle_opponent_is_the_singular_trigger() -> None:
    # BD/W73-E009: "When your other characters' battle opponent becomes 【REVERSE】, …" is the data's
    # spelling of "your other character's battle opponent" (WS 7.5)
    line = _raw_cards()["BD/W73-E009"]["ability"][1]
    assert line.startswith("【AUTO】 When your other characters' battle opponent")
    plural = compile_line(line, "character")
    singular = compile_line(line.replace("characters'", "character's", 1), "character")
    assert plural.automated and plural.ability["trigger"] == singular.ability["trigger"]


def test_put_it_on_an_open_position_of_their_back_stage() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, choose 1 cost 1 or higher character in
    # your opponent's waiting room, and put it on an open position of their back stage.
    card = real("FGO/S75-E105")  # level 1, red
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    costly = {**FILLER, "code": "T-COST", "name": "Costly", "fields": {**FILLER["fields"], "cost": 1}}
    p1 = {"hand": [{"code": card["code"], "label": "C"}], "level": ["Red Filler"], "library": LIBRARY}
    p2 = {
        "stage": {"FC": "Filler", "BL": "Filler"},
        "waiting_room": ["Filler", {"code": "Costly", "label": "K"}],
        "library": LIBRARY,
    }
    play(
        [card, red, costly],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {"p1": "play", "card": "C", "slot": "FC"},
            # you choose (WS 8.6.3: "choose" without a player is yours); their one open back slot
            {"p1": "choose", "cards": ["K"], "expect": {"card.K.zone": "p2.stage", "p2.stage.BR": ["K"]}},
        ],
        "WS 8.6.3",
    )
    # both their back slots open: you choose which (the slot question is yours, of their stage)
    p2 = {**p2, "stage": {"FC": "Filler"}}
    play(
        [card, red, costly],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {"p1": "play", "card": "C", "slot": "FC"},
            {"p1": "choose", "cards": ["K"], "expect": {"decision.kind": "slot", "decision.count": 2}},
            {"p1": "slot", "slot": "BL", "expect": {"p2.stage.BL": ["K"]}},
        ],
        "WS 8.6.3",
    )


def test_that_character_cannot_use_encore_this_card_or_its_battle_opponent() -> None:
    # 【AUTO】 When this card or this card's battle opponent becomes 【REVERSE】, that character cannot use
    # "【AUTO】 Encore" until end of turn. (The "【AUTO】 Encore [(3)]" rule cannot be used either)
    card = real("HOL/W104-E053")  # 5000 power, +3000 during your turn
    assert card["script"][2]["effect"] == [{"do": "ws.no_encore", "cards": "event_card"}]
    wall = {**FILLER, "code": "T-WALL", "name": "Wall", "fields": {**FILLER["fields"], "power": 9000}}
    # its battle opponent reversed: that character's Encore [(3)] is not offered (WS 10.2.3), its
    # player's other characters keep theirs
    p1 = {"stage": {"FC": {"code": card["code"], "label": "H"}}, "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": "Filler", "label": "D"}}, "stock": ["Filler"] * 3, "library": LIBRARY}
    play(
        [card, wall],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "H", "method": "front"},
            # no Encore offered: the turn goes on to the next player's clock phase
            {
                "p2": "pass",
                "note": "no counter",
                "expect": {
                    "card.D.zone": "p2.waiting_room",
                    "p2.stock.count": 3,
                    "decision.prompt ~": "clock",
                },
            },
        ],
        "WS 10.2.3",
    )
    # the same attack by a card without the ability: the Encore [(3)] is offered
    plain = {**FILLER, "code": "T-PLAIN", "name": "Plain", "fields": {**FILLER["fields"], "power": 8000}}
    play(
        [card, wall, plain],
        {
            "phase": "attack",
            "step": "declare",
            "p1": {**p1, "stage": {"FC": {"code": "Plain", "label": "H"}}},
            "p2": p2,
        },
        [
            {"p1": "attack", "card": "H", "method": "front"},
            {
                "p2": "pass",
                "note": "no counter",
                "expect": {"decision.kind": "yes_no", "decision.prompt ~": "Encore"},
            },
        ],
        "WS 10.2.3",
    )
    # this card reversed by a 9000 Wall: this card cannot use it either (WS 7.5)
    p1 = {**p1, "stock": ["Filler"] * 3}
    p2 = {"stage": {"FC": "Wall"}, "library": LIBRARY}
    play(
        [card, wall],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "H", "method": "front"},
            {
                "p2": "pass",
                "note": "no counter",
                "expect": {
                    "card.H.zone": "p1.waiting_room",
                    "p1.stock.count": 4,
                    "decision.prompt ~": "clock",
                },
            },
        ],
        "WS 10.2.3",
    )


def test_search_for_a_climax_with_the_same_card_name_as_a_climax_in_your_waiting_room() -> None:
    # 【AUTO】 [(2)] When this card is placed on the stage from your hand, you may pay the cost. If you do,
    # search your deck for up to 1 climax with the same card name as a climax in your waiting room, reveal
    # it to your opponent, put it into your hand, and shuffle your deck.
    card = real("RKN/S115-E041")
    other = {**CLIMAX, "code": "T-CX2", "name": "Other Climax"}
    library = [*LIBRARY, {"code": "T-CX", "label": "SAME"}, {"code": "T-CX2", "label": "OTHER"}]
    p1 = {
        "hand": [{"code": card["code"], "label": "C"}],
        "stock": ["Filler", "Filler"],
        "waiting_room": ["Climax"],
        "library": library,
    }
    play(
        [card, CLIMAX, other],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "C", "slot": "FC"},
            # only the climax named as the one in the waiting room is offered (M 2.1: card names)
            {"p1": "yes", "note": "pay (2)", "expect": {"decision.count": 1}},
            {
                "p1": "choose",
                "cards": ["SAME"],
                "expect": {"card.SAME.zone": "p1.hand", "p1.hand.count": 1},
            },
        ],
        "WS 8.6.3",
    )


@pytest.mark.parametrize(("milled", "offered"), [("Ally", True), ("Climax", False)])
def test_if_there_is_a_level_2_or_higher_card_among_those_cards(milled: str, offered: bool) -> None:
    # 【AUTO】 When this card becomes 【REVERSE】 in battle, put the top 2 cards of your deck into your
    # waiting room. If there is a level 2 or higher card among those cards, you may put this card into
    # your stock. (Climax are regarded as level 0)
    card = real("AYT/W110-E079")  # 1000 power
    # the attack's trigger check takes the top Filler (WS 7.3.1.2); the 2 below it are milled
    p1 = {"stage": {"FC": {"code": card["code"], "label": "A"}}, "library": [*LIBRARY, milled, "Filler"]}
    p2 = {"stage": {"FC": "Ally"}, "library": LIBRARY}
    step: dict[str, Any] = {"p2": "pass", "note": "no counter"}
    steps = [{"p1": "attack", "card": "A", "method": "front"}, step]
    if offered:  # the level 3 Ally milled
        step["expect"] = {"decision.kind": "yes_no", "p1.waiting_room.count": 2}
        steps.append({"p1": "yes", "expect": {"card.A.zone": "p1.stock"}})
    else:  # a climax is level 0: nothing offered; the reversed card goes to the waiting room at the
        # encore step (1 stock: no Encore [(3)])
        step["expect"] = {"card.A.zone": "p1.waiting_room", "p1.waiting_room.count": 3, "p1.stock.count": 1}
    play([card, CLIMAX], {"phase": "attack", "step": "declare", "p1": p1, "p2": p2}, steps, "WS 7.5")


@pytest.mark.parametrize(("icon", "gain"), [("comeback", 1), ("soul", 0)])
def test_when_your_climax_with_a_trigger_icon_is_placed_on_your_climax_area(icon: str, gain: int) -> None:
    # 【AUTO】 When your climax with [[comeback.gif]] in its trigger icon is placed on your climax area,
    # choose 1 of your 《Remnant》 characters, and that character gets +1 soul until end of turn.
    card = real("RWBY/WXE01-32")  # 《Remnant》
    assert card["script"][0]["trigger"]["card"] == {"type": "climax", "triggers": ["comeback"]}
    climax = {**CLIMAX, "colours": ["red"], "fields": {"triggers": [icon]}}
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "R"}},
        "hand": [{"code": "T-CX", "label": "X"}],
        "level": [card["code"]],  # red: the climax's colour (WS 8.6.2.1.1)
        "library": LIBRARY,
    }
    soul = int(card["fields"]["soul"])
    steps: list[dict[str, Any]] = [
        {"p1": "pass", "note": "the climax phase begins"},
        {"p1": "play", "card": "X"},
    ]
    if gain:  # the comeback icon (M 2.11): the one 《Remnant》 character gets +1 soul
        steps.append({"p1": "choose", "cards": ["R"], "expect": {"card.R.soul": soul + 1}})
    else:  # a soul icon: no trigger (the climax's own +1 soul is not there: no text)
        steps[-1]["expect"] = {"card.R.soul": soul, "card.X.zone": "p1.climax"}
    play([card, climax], {"phase": "main", "p1": p1}, steps, "WS 8.6.2.4.3")


def test_until_end_of_turn_first_and_two_characters_each_with_its_own_gain() -> None:
    # 【ACT】 [(2)] Choose one of your opponent's characters in the center stage, until end of turn,
    # that character gets -1500 power and this character gets +1500 power.
    card = real("DG/S03-E061")
    power = int(_raw_cards()["DG/S03-E061"]["power"])
    p1 = {
        "stage": {"BL": {"code": card["code"], "label": "D"}},
        "stock": ["Filler", "Filler"],
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": {"code": "Ally", "label": "F"}, "BL": {"code": "Filler", "label": "B"}}}
    play(
        [card],
        {"phase": "main", "p1": p1, "p2": {**p2, "library": LIBRARY}},
        [
            {"p1": "act", "card": card["code"]},
            {
                "p1": "choose",
                "cards": ["F"],
                "note": "a center stage character (WS 2.2.2) loses 1500, this card gains 1500 (WS 8.9)",
                "expect": {"card.F.power": 5000 - 1500, "card.D.power": power + 1500, "p1.stock.count": 0},
            },
        ],
        "WS 8.9",
    )


def test_characters_of_a_description_or_with_a_name_both_get_the_power() -> None:
    # 【CONT】 All of your other 《Master》 or《Servant》 characters or characters with "Keter Malkuth(叡智)"
    # in its card name get +500 power.
    card = real("APO/S53-E084")
    servant = _trait("T-SERVANT", "Servant Filler", "Servant")
    golem = {**FILLER, "code": "T-GOLEM", "name": "Golem Keter Malkuth"}
    stage = {
        "FC": card["code"],
        "FL": {"code": servant["code"], "label": "S"},
        "FR": {"code": golem["code"], "label": "G"},
        "BL": {"code": "Filler", "label": "F"},
    }
    play(
        [card, servant, golem],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.S.power": 1500, "card.G.power": 1500, "card.F.power": 1000}}],
        "WS 8.9",
    )


def test_choose_another_character_is_on_either_stage() -> None:
    # 【ACT】 [【REST】 this card] Choose another character, and that character gets +1 level until the
    # end of your opponent's next turn.
    card = real("HOL/W104-E122")
    p1 = {"stage": {"FC": {"code": card["code"], "label": "H"}, "FL": {"code": "Filler", "label": "M"}}}
    p2 = {"stage": {"FC": {"code": "Filler", "label": "O"}}}
    for pick, other in (("O", "M"), ("M", "O")):
        play(
            [card],
            {"phase": "main", "p1": {**p1, "library": LIBRARY}, "p2": {**p2, "library": LIBRARY}},
            [
                {"p1": "act", "card": card["code"]},
                {
                    "p1": "choose",
                    "cards": [pick],
                    "note": "a character with no owner named is either player's (WS 2.3.2.1.2)",
                    "expect": {f"card.{pick}.level": 1, f"card.{other}.level": 0, "card.H.state": "rest"},
                },
            ],
            "WS 2.3.2.1.2",
        )


def test_the_opponents_waiting_room_returns_to_their_deck() -> None:
    # 【ACT】 [(1) Put this card into your waiting room] Return all cards in your opponent's waiting room to
    # his or her deck. Shuffle your opponent's deck afterwards.
    card = real("DG/S03-E136")
    p1 = {"stage": {"FC": card["code"]}, "stock": ["Filler"], "waiting_room": ["Filler"], "library": LIBRARY}
    p2 = {"waiting_room": ["Filler", "Filler"], "library": LIBRARY}
    play(
        [card],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {"p1": "act", "card": card["code"]},
            {
                "note": "the opponent's cards go to their own deck (WS 3.1); this card stays in yours",
                "expect": {
                    "p2.waiting_room.count": 0,
                    "p2.library.count": len(LIBRARY) + 2,
                    "p1.waiting_room.count": 3,  # its own card, this card and the stock paid
                },
            },
        ],
        "WS 3.1",
    )


def test_a_count_of_other_characters_you_have_with_a_name_after_you_have() -> None:
    # 【CONT】 If the number of other characters you have with "Rin(凛)" or "Archer(アーチャー)"in its card
    # name is three or more, this card gets +1000 power. (the closing quote glued to "in" in the data)
    card = real("FS/S36-E048")
    power = int(_raw_cards()["FS/S36-E048"]["power"])
    rin = {**FILLER, "code": "T-RIN", "name": "Invitation Rin"}
    archer = {**FILLER, "code": "T-ARCHER", "name": "Lone Archer"}
    for third, bonus in (("T-ARCHER", 1000), ("Filler", 0)):
        stage = {"FC": {"code": card["code"], "label": "Y"}, "FL": "T-RIN", "FR": "T-ARCHER", "BL": third}
        play(
            [card, rin, archer],
            {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
            [{"expect": {"card.Y.power": power + bonus}}],
            "WS 8.9",
        )


def test_a_cost_puts_the_top_card_of_your_stock_into_your_clock() -> None:
    # 【ACT】 [Put the top card of your stock into your clock & 【REST】 this card] Choose 1 level 1 or lower
    # character in your waiting room, and return it to your hand.
    card = real("SAO/S100-E101")
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "K"}},
        "stock": ["Filler", "Filler"],
        "waiting_room": [{"code": "Filler", "label": "W"}],
        "library": LIBRARY,
    }
    play(
        [card],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": card["code"]},
            {
                "p1": "choose",
                "cards": ["W"],
                "note": "the cost moved one stock card to the clock, with no choice (WS 8.4)",
                "expect": {
                    "p1.stock.count": 1,
                    "p1.clock.count": 1,
                    "card.K.state": "rest",
                    "card.W.zone": "p1.hand",
                },
            },
        ],
        "WS 8.4",
    )
    play(
        [card],
        {"phase": "main", "p1": {**p1, "stock": []}},
        [{"expect": {"actions lacks": ["act"]}, "note": "no stock, no cost to pay (WS 8.4)"}],
        "WS 8.4",
    )


def test_a_closing_quote_glued_to_is_in_your_level() -> None:
    # 【CONT】 Experience If "New Stage, Akira Yukishiro"is in your level, this card gets +2000 power.
    card = real("RSL/S69-E072")
    power = int(_raw_cards()["RSL/S69-E072"]["power"])
    akira = {**FILLER, "code": "T-AKIRA", "name": "New Stage, Akira Yukishiro"}
    for level, bonus in ((["T-AKIRA"], 2000), (["Filler"], 0)):
        play(
            [card, akira],
            {"phase": "main", "p1": {"stage": {"FC": {"code": card["code"], "label": "Y"}}, "level": level}},
            [{"expect": {"card.Y.power": power + bonus}}],
            "WS 8.9",
        )


def test_another_character_and_this_card_each_get_the_gain() -> None:
    # 【ACT】 [(2)] Choose 1 of your other characters and this card, and those cards get +1 soul until end
    # of turn.
    card = real("MOB/SX02-026")
    soul = int(_raw_cards()["MOB/SX02-026"]["soul"])
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "M"}, "FL": {"code": "Filler", "label": "A"}},
        "stock": ["Filler", "Filler"],
        "library": LIBRARY,
    }
    play(
        [card],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": card["code"]},
            {"p1": "choose", "cards": ["A"], "expect": {"card.A.soul": 2, "card.M.soul": soul + 1}},
        ],
        "WS 8.9",
    )


def test_an_encore_whose_cost_says_a_character_in_your_hand() -> None:
    # 【CONT】 If the number of climax in your waiting room is four or more, this card gets "【AUTO】 Encore
    # ［Put a character in your hand into your waiting room］".
    card = real("DG/S02-E104")
    name = card["name"]
    for climaxes, offered in ((4, True), (3, False)):
        p1 = {
            "hand": [{"code": "Ally", "label": "H"}],
            "stage": {"FC": {"code": card["code"], "state": "reverse", "label": "Y"}},
            "waiting_room": ["Climax"] * climaxes,
            "library": LIBRARY,
        }
        option = f"{name}: 【AUTO】 Encore [Put a character in your hand into your waiting room]"
        steps: list[dict[str, Any]] = [
            {"p1": "option", "option": option},
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["H"],
                "expect": {"card.Y.zone": "p1.stage", "card.H.zone": "p1.waiting_room"},
            },
        ]
        play(
            [card, CLIMAX],
            {"phase": "attack", "step": "encore", "p1": p1, "p2": {"library": LIBRARY}},
            steps if offered else [{"expect": {"actions lacks": [option]}}],
            "WS 10.2.1",
        )


@pytest.mark.parametrize(("top", "gain"), [("Climax", 1000), ("Ally", 0)])
def test_when_your_climax_triggers(top: str, gain: int) -> None:
    # 【AUTO】 When your climax triggers, choose 1 of your characters, and that character gets +1000 power
    # until end of turn. (a climax the trigger check reveals, WS 7.3.1.2: a decision in
    # docs/games/weiss-schwarz.md)
    card = real("DDD/S118-E005")
    assert card["script"][0]["trigger"] == {
        "on": "ws.trigger_check",
        "player": "you",
        "card": {"type": "climax"},
    }
    p1 = {"stage": {"FC": {"code": card["code"], "label": "B"}}, "library": [*LIBRARY, top]}
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    power = int(card["fields"]["power"])
    steps: list[dict[str, Any]] = [{"p1": "attack", "card": "B", "method": "front"}]
    if gain:
        steps.append({"p1": "choose", "cards": ["B"], "expect": {"card.B.power": power + gain}})
    else:  # a character revealed: no trigger
        steps[0]["expect"] = {"card.B.power": power, "p1.stock.count": 1}
    play(
        [card, ALLY, CLIMAX], {"phase": "attack", "step": "declare", "p1": p1, "p2": p2}, steps, "WS 7.3.1.2"
    )


def test_when_your_climax_with_an_icon_triggers() -> None:
    # 【AUTO】 [(1)] When your climax with [[return.gif]] in its trigger icon triggers, you may pay the cost.
    # If you do, choose 1 《Omiko City》 character in your waiting room, and return it to your hand.
    trigger = real("AYT/W110-E018")["script"][0]["trigger"]
    assert trigger == {
        "on": "ws.trigger_check",
        "player": "you",
        "card": {"type": "climax", "triggers": ["return"]},
    }
    # an icon the data lost reads nothing: the line stays by hand
    line = (
        "【AUTO】 When your climax with in its trigger icon triggers, choose up to 2 of your characters, and"
        " those characters get +1000 power until end of turn"
    )
    assert not compile_line(line, "character").automated


def test_until_the_end_of_the_next_turn() -> None:
    # 【AUTO】 [(1) Put this card into your waiting room] When your other 《Music》 character is put into your
    # waiting room from the stage, if this card is in your back stage, you may pay the cost. If you do,
    # return that character to its previous stage position as 【REST】, and that character gets +3000 power
    # until the end of the next turn. (held through the opponent's turn, over at its end: WS 6.8.1.4)
    card = real("PJS/S91-TE64")
    assert card["script"][1]["effect"][-1]["until"] == "end_of_next_turn"
    music = {
        **FILLER,
        "code": "T-MUSIC",
        "name": "Music",
        "fields": {**FILLER["fields"], "traits": ["Music"]},
    }
    p1 = {
        "stage": {"FC": {"code": "Music", "label": "S"}, "BL": {"code": card["code"], "label": "W"}},
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": "Ally"}, "library": LIBRARY}
    play(
        [card, music],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "S", "method": "front"},
            {"p2": "pass", "expect": {"card.S.zone": "p1.waiting_room", "actions has": ["trigger"]}},
            {"p1": "trigger", "card": "W", "expect": {"decision.kind": "yes_no"}},
            {
                "p1": "yes",
                "expect": {"card.S.zone": "p1.stage", "card.S.power": 4000, "card.S.state": "rest"},
            },
            {
                "p1": "option",
                "option": "Music: Encore [(3)] (every character, WS 10.2.3)",
                "note": "S is back",
            },
            {"p2": "pass", "note": "no clock", "expect": {"turn_player": "p2", "card.S.power": 4000}},
            {"p2": "pass", "note": "the main phase ends"},
            {
                "p2": "pass",
                "note": "no attack: the turn ends",
                "expect": {"turn_player": "p1", "card.S.power": 1000},
            },
        ],
        "WS 6.8.1.4",
    )


def test_put_a_face_up_card_in_your_level_face_down() -> None:
    # 【AUTO】 [(1) Put a face up card in your level face down] When this card attacks, you may pay the cost.
    # If you do, all of your other 《Servant》 characters get +1 soul until end of turn. (WS 8.4: the
    # cost turns a face-up level card face down; with none face up it cannot be paid)
    card = real("APO/S53-E011")
    assert card["script"][1]["cost"] == [{"stock": 1}, {"level_face_down": 1}]
    traits = {**FILLER["fields"], "traits": ["Servant"]}
    servant = {**FILLER, "code": "T-SERVANT", "name": "Servant", "fields": traits}
    stage = {"FC": {"code": card["code"], "label": "A"}, "FL": {"code": "Servant", "label": "S"}}
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    p1 = {
        "stage": stage,
        "level": [{"code": "Filler", "label": "L"}],
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    play(
        [card, servant],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            # paid (1), then the trigger check's card (WS 7.3.1.2)
            {
                "p1": "choose",
                "cards": ["L"],
                "expect": {"card.S.soul": 2, "p1.stock.count": 1, "p1.level.count": 1},
            },
        ],
        "WS 8.4",
    )
    face_down = {**p1, "level": [{"code": "Filler", "label": "L", "face_up": False}]}
    play(
        [card, servant],
        {"phase": "attack", "step": "declare", "p1": face_down, "p2": p2},
        [{"p1": "attack", "card": "A", "method": "front", "expect": {"card.S.soul": 1, "p1.stock.count": 2}}],
        "WS 8.4",
    )


@pytest.mark.parametrize(("theirs", "sent"), [(1, True), (2, False)])
def test_your_opponent_has_1_or_fewer_characters_on_their_center_stage(theirs: int, sent: bool) -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, if your opponent has 1 or fewer
    # characters on their center stage, choose 1 cost 0 or lower character in your opponent's center
    # stage, and put it at the bottom of their deck. ("or fewer": the data's "or less", WS 8.7)
    card = real("BD/W73-E103")
    p1 = {"hand": [{"code": card["code"], "label": "C"}], "level": ["Green Filler"], "library": LIBRARY}
    stage = {"FC": {"code": "Filler", "label": "D"}, "FL": "Filler"}
    p2 = {"stage": dict(list(stage.items())[:theirs]), "library": LIBRARY}
    steps: list[dict[str, Any]] = [{"p1": "play", "card": "C", "slot": "FC"}]
    if sent:
        steps.append({"p1": "choose", "cards": ["D"], "expect": {"card.D.zone": "p2.library"}})
    else:
        steps[0]["expect"] = {"card.D.zone": "p2.stage", "decision.kind": "action"}
    play([card], {"phase": "main", "p1": p1, "p2": p2}, steps, "WS 8.7")


@pytest.mark.parametrize(("climaxes", "asked"), [(0, True), (1, False)])
def test_there_are_no_climax_in_your_opponents_waiting_room(climaxes: int, asked: bool) -> None:
    # 【AUTO】 When this card's battle opponent becomes 【REVERSE】, if there are no climax in your opponent's
    # waiting room, you may choose a card in your waiting room, and put it into your stock.
    card = real("DG/S02-E103")  # 2500 power
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "A"}},
        "waiting_room": [{"code": "Filler", "label": "W"}],
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": "Filler"}, "waiting_room": ["Climax"] * climaxes, "library": LIBRARY}
    steps: list[dict[str, Any]] = [{"p1": "attack", "card": "A", "method": "front"}]
    if asked:
        steps += [{"p2": "pass", "note": "no counter"}, {"p1": "yes"}]
        steps.append({"p1": "choose", "cards": ["W"], "expect": {"card.W.zone": "p1.stock"}})
    else:
        steps.append({"p2": "pass", "note": "no counter", "expect": {"card.W.zone": "p1.waiting_room"}})
    play([card, CLIMAX], {"phase": "attack", "step": "declare", "p1": p1, "p2": p2}, steps, "WS 8.7")


def test_look_at_the_top_card_of_your_opponents_deck_alone() -> None:
    # 【AUTO】 At the beginning of your climax phase, you may look at the top card of your opponent's deck.
    # (the card stays where it is, seen by you only: WS 4.8.2)
    (ability,) = [a for a in real("MAR/S89-E004")["script"] if "opponent's deck" in a["text"]]
    assert ability["effect"] == [
        {"do": "may", "then": [{"do": "look", "zone": "library", "whose": "opponent", "n": 1}]}
    ]


def test_when_you_use_resonate_once_per_turn() -> None:
    # 【AUTO】 【1/TURN】 When you use "Resonate", choose 1 of your characters, and that character gets +2000
    # power until end of turn. (【1/TURN】: "This ability activates up to 1 time per turn", WS 8.1.3.2;
    # Resonate is used when its cost is paid, WS 10.13)
    card = real("MKI/W126-E015")
    (ability,) = [a for a in card["script"] if "Resonate" in a["text"]]
    assert ability["trigger"] == {"on": "ws.use", "player": "you", "keyword": "resonance"}
    assert ability["limit"] == 1
    card = {**card, "fields": {**card["fields"], "triggers": []}}  # the data's icon "blue" is no icon
    hanbei = real("Foy/W120-E021")
    p1 = {
        "stage": {"FC": {"code": hanbei["code"], "label": "H"}, "FL": {"code": card["code"], "label": "M"}},
        "hand": [{"code": hanbei["code"], "label": "R"}],
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    power = int(card["fields"]["power"])
    play(
        [hanbei, card],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "H"},
            {"p1": "choose", "cards": ["R"]},
            {"p1": "no", "note": "look at no card"},
            # +500 from Hanbei's 【CONT】 during your turn, +2000 from the trigger
            {"p1": "choose", "cards": ["M"], "expect": {"card.M.power": power + 500 + 2000}},
        ],
        "WS 10.13",
    )


def test_when_your_other_character_becomes_reverse_a_face_up_marker() -> None:
    # 【AUTO】 【1/TURN】 When your other character becomes 【REVERSE】, if there are no markers underneath
    # this card, you may put the top card of your deck face up underneath this card as a marker. (any
    # reversal, not only in battle; the marker face up, WS 3.7.2.1)
    card = real("MKI/W126-E046")
    card = {**card, "fields": {**card["fields"], "triggers": []}}
    (ability,) = [a for a in card["script"] if "becomes 【REVERSE】" in a["text"]]
    assert ability["trigger"] == {
        "on": "state",
        "state": "reverse",
        "card": {"type": "character", "other": True, "controller": "you"},
    }
    p1 = {
        "stage": {"FC": {"code": "Filler", "label": "S"}, "BL": {"code": card["code"], "label": "M"}},
        "library": [*LIBRARY, {"code": "Filler", "label": "T"}, "Filler"],
    }
    p2 = {"stage": {"FC": "Ally"}, "library": LIBRARY}
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "S", "method": "front"},
            {
                "p2": "pass",
                "note": "no counter: S is reversed in battle",
                "expect": {"decision.kind": "yes_no"},
            },
            {"p1": "yes", "expect": {"card.T.zone": "p1.marker", "card.T.face_up": True}},
        ],
        "WS 3.7.2.1",
    )


@pytest.mark.parametrize(
    ("code", "typo", "usual"),
    [
        ("AB/W31-E080", "this card in on your center stage", "this card is on your center stage"),
        ("CSM/S96-E067", "put it in your stock", "put it into your stock"),
        ("CSM/S96-E054", "at the bottom your clock", "at the bottom of your clock"),
        ("CSM/S96-E074", "waiting room} When", "waiting room] When"),
    ],
)
def test_the_datas_typos_read_as_the_usual_words(code: str, typo: str, usual: str) -> None:
    (line,) = [line for line in _raw_cards()[code]["ability"] if typo in line]
    assert usual in normalise(line)


def test_put_it_in_your_stock_and_the_opponents_back_stage_with_on() -> None:
    # 【AUTO】 When this card attacks, you may choose 1 of your other characters, and put it in your stock.
    assert real("CSM/S96-E067")["script"][-1]["effect"][0]["then"][-1] == {
        "do": "move",
        "cards": "chosen",
        "to": "stock",
        "as": "chosen",
    }
    line = (
        "【AUTO】 When this card attacks, choose 1 character on your opponent's back stage, and 【REST】 it"
    )
    assert compile_line(line, "character").ability["effect"][0]["from"] == {
        "zone": "stage",
        "type": "character",
        "whose": "opponent",
        "back_row": True,
    }


def test_shift_comma_level_0() -> None:
    # 【AUTO】 【CLOCK】 Shift, Level 0 (At the beginning of your main phase, you may choose 1 blue card in
    # your hand and this card in your clock, and exchange them) (WS 10.11.2: the keyword)
    card = real("HOL/W104-E125")
    (shift,) = [a for a in card["script"] if a.get("keyword") == "shift"]
    assert shift["params"] == {"level": 0}
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    p1 = {
        "clock": [{"code": card["code"], "label": "S"}],
        "hand": [{"code": "Blue Filler", "label": "B"}, "Filler"],
        "library": LIBRARY,
    }
    play(
        [card, blue],
        {"phase": "clock", "p1": p1},
        [
            {"p1": "pass", "note": "no clock; the main phase begins", "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["B"], "expect": {"card.S.zone": "p1.hand", "card.B.zone": "p1.clock"}},
        ],
        "WS 10.11.2",
    )


def test_placed_from_your_hand_or_when_this_card_becomes_reverse_in_battle() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand or when this card becomes 【REVERSE】 in
    # battle, you may look at the top card of your opponent's deck. (either event primes the one
    # ability, WS 8.7.1; the card looked at stays on top, WS 4.8.2)
    card = real("BD/W73-E003")
    (ability,) = [a for a in card["script"] if "opponent's deck" in a["text"]]
    assert ability["trigger"] == [
        {"on": "move", "card": "this", "from": "hand", "to": "stage"},
        {"on": "state", "card": "this", "state": "reverse", "data": {"reason": "battle"}},
    ]
    assert int(card["fields"]["power"]) < 5000  # reversed by the Ally below
    # 3 stock: the rule's Encore [(3)] is asked next, before the turn ends (WS 10.2.3)
    p1 = {"stage": {"FC": {"code": card["code"], "label": "A"}}, "stock": ["Filler"] * 3, "library": LIBRARY}
    # the attack's 1 damage takes their top card first; T is then the top card looked at
    p2 = {"stage": {"FC": "Ally"}, "library": [*LIBRARY, {"code": "Filler", "label": "T"}, "Filler"]}
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "pass", "note": "no counter: A is reversed", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"card.T.zone": "p2.library", "p2.library.count": 11}},
        ],
        "WS 8.7.1",
    )


def test_the_top_card_of_your_clock_is_a_card_with_alarm() -> None:
    # "…, if the top card of your clock is a card with "Alarm", …" (BD/W73-E039 and -E040): the clock's
    # top card has an ability of that keyword (WS 3.8, 10.9)
    line = (
        '【AUTO】 When this card attacks, if the top card of your clock is a card with "Alarm", this card'
        " gets +6000 power until end of turn"
    )
    assert compile_line(line, "character").ability["condition"] == {
        "exists": {"zone": "clock", "top": 1, "ws.keyword": "alarm"}
    }


def test_look_at_up_to_n_choose_some_into_the_waiting_room_and_the_rest_back_in_any_order() -> None:
    # 【ACT】 [Put 2 cards from your hand into your waiting room & 【REST】 this card] Look at up to 6 cards
    # from the top of your deck, choose 3 cards from among them, put them into your waiting room, and put
    # the rest on the top of your deck in any order.
    card = real("MAR/S89-E077")
    tops = [{"code": "Filler", "label": f"T{i}"} for i in range(5)]  # T4 on top
    p1 = {
        "hand": [{"code": "Filler", "label": "H1"}, {"code": "Filler", "label": "H2"}],
        "stage": {"FC": card["code"]},
        "library": [*LIBRARY, *tops],
    }
    play(
        [card],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": card["code"]},
            {"p1": "choose", "cards": ["H1", "H2"]},
            *[{"p1": "yes"}] * 5,
            {"p1": "no"},  # five looked at: T4 … T0
            {
                "p1": "choose",
                "cards": ["T4", "T3", "T1"],
                "expect": {"decision.kind": "order", "card.T3.zone": "p1.waiting_room"},
            },
            # the two left are put back, the first chosen on top
            {"p1": "choose", "cards": ["T0", "T2"], "expect": {"p1.library": [*LIBRARY, "T2", "T0"]}},
        ],
        "WS 8.6.3",
    )


def test_a_memory_act_is_used_from_the_memory_only() -> None:
    # 【ACT】 Memory [(1) Put this card from your memory into your waiting room] If your level is 2 or higher,
    # choose up to 1 "Track Team Girl‚ Lemon" in your hand, and put it in any position of your stage.
    card = real("MKI/W126-E041")
    card["fields"] = {**card["fields"], "triggers": []}  # its icon is one the engine does not read
    lemon = {**FILLER, "code": "T-LEMON", "name": "Track Team Girl, Lemon"}
    p1 = {
        "hand": [{"code": "T-LEMON", "label": "L"}],
        "memory": [{"code": card["code"], "label": "M"}],
        "level": ["Filler", "Filler"],
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    play(
        [card, lemon],
        {"phase": "main", "p1": p1},
        [
            {
                "p1": "act",
                "card": card["code"],
                "expect": {"card.M.zone": "p1.waiting_room", "p1.stock.count": 0},
            },
            {"p1": "choose", "cards": ["L"]},
            {"p1": "slot", "slot": "FC", "expect": {"card.L.zone": "p1.stage"}},
        ],
        "WS 10.9.1",
    )
    # on the stage it is not offered (the ability works in the memory only)
    p1 = {**p1, "memory": [], "stage": {"FC": card["code"]}}
    option = f"{card['name']}: {card['script'][2]['text']}"
    play([card, lemon], {"phase": "main", "p1": p1}, [{"expect": {"actions lacks": [option]}}], "WS 10.9.1")


def test_a_card_named_so_with_level_equal_to_or_lower_than_your_level() -> None:
    # 【ACT】 [Put this card at the bottom of your deck] Choose up to one card in your hand named
    # ""Luminosité Eternelle" Ruler" with level equal to or lower than your level, and put it on any
    # position of your stage.
    card, ruler = real("APO/S53-E018"), real("APO/S53-E002")  # Ruler: level 3
    for levels, put in ((3, True), (2, False)):
        p1 = {
            "hand": [{"code": ruler["code"], "label": "R"}],
            "stage": {"FC": {"code": card["code"], "label": "Y"}},
            "level": ["Filler"] * levels,
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [
            {"p1": "act", "card": card["code"], "expect": {"card.Y.zone": "p1.library"}}
        ]
        if put:
            steps += [
                {"p1": "choose", "cards": ["R"]},
                {"p1": "slot", "slot": "FL", "expect": {"card.R.zone": "p1.stage"}},
            ]
        else:
            steps += [{"expect": {"card.R.zone": "p1.hand", "actions lacks": [ruler["name"]]}}]
        play([card, ruler], {"phase": "main", "p1": p1}, steps, "WS 8.6.3")


def test_the_level_limit_after_a_name_in_a_description() -> None:
    # 【ACT】 [… & 【REST】 this card] Choose 1 character with "Corrupted(黒化)" in its card name with level
    # equal to or lower than your level in your waiting room, and put it on any position of your stage.
    choose = real("FS/S77-E056")["script"][-1]["effect"][0]
    assert choose["from"] == {
        "zone": "waiting_room",
        "type": "character",
        "name_has": "Corrupted(黒化)",
        "level": {"<=": {"ws.level": "you"}},
    }


def test_brainstorm_once_per_flipped_climax_with_the_icon() -> None:
    # 【ACT】 Brainstorm [(1) 【REST】 this card] Flip over 5 cards from the top of your deck, and put them
    # into your waiting room. For each climax with [[return.gif]] in its trigger icon revealed among those
    # cards, choose up to 1 character in your waiting room, and return it to your hand.
    card = real("AYT/W110-E004")
    door = {**CLIMAX, "code": "T-DOOR", "name": "Door Climax", "fields": {"triggers": ["return"]}}
    p1 = {
        "stage": {"FC": card["code"]},
        "stock": ["Filler"],
        "waiting_room": [{"code": "Ally", "label": "W"}],
        "library": [*LIBRARY, "Door Climax", "Climax", "Filler", "Filler", "Filler"],
    }
    play(
        [card, door, CLIMAX],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": card["code"], "expect": {"p1.waiting_room.count": 7}},
            # one climax with the icon among the five: one return (the other climax has no icon)
            {"p1": "choose", "cards": ["W"], "expect": {"card.W.zone": "p1.hand", "decision.kind": "action"}},
        ],
        "WS 10.7.3",
    )


def test_brainstorm_if_a_described_card_is_among_those_flipped() -> None:
    # … Flip over 6 cards …. If there is a climax with [[return.gif]] in its trigger icon revealed among
    # those cards, choose 1 《Chaldea》 or 《Babylonia》 character in your waiting room, and return it to
    # your hand.
    effect = real("FGO/S75-E003")["script"][1]["effect"]
    assert effect[0] == {"do": "ws.brainstorm", "n": 6, "as": "those"}
    assert effect[1]["if"] == {"exists": {"var": "those", "type": "climax", "triggers": ["return"]}}
    # "If "A" is revealed among those cards, …" reads the flipped cards too
    alice = real("SAO/S100-E011")["script"][2]["effect"][1]
    assert alice["if"] == {"exists": {"var": "those", "name": "Shout Echoing Across the Battlefield, Alice"}}


def test_a_cost_whose_bracket_the_data_lost() -> None:
    # "[(1) 【REST】 2 of your characters) Flip over …" and
    # "【ACT】 (2) 【REST】 two of your characters] Look …"
    closed = real("BD/W63-E060")["script"][1]
    assert closed["cost"] == [{"stock": 1}, {"rest": 2, "filter": {"type": "character"}}]
    line = compile_line(
        "【ACT】 (2) 【REST】 two of your characters] Look at up to two cards from the top of your deck, "
        "choose up to one card from among them, put it into your hand, and put the rest into your waiting "
        "room.",
        "character",
    )
    assert line.ability["cost"] == [{"stock": 2}, {"rest": 2, "filter": {"type": "character"}}]


def test_a_named_marker_underneath_this_card_put_on_the_stage_and_back_at_the_end_of_the_turn() -> None:
    # 【ACT】 [Put 1 character from your hand into your waiting room] Choose 1 "In a Dream‚ H.G" marker
    # underneath this card, and put it on any position of your stage. At the end of the turn, you may put
    # that character face up underneath this card as a marker.
    card = real("JJ/SE41-E44")
    hg = {**FILLER, "code": "T-HG", "name": "In a Dream, H.G"}
    stage = {"FC": {"code": card["code"], "label": "S"}}
    markers = {"FC": [{"code": "T-HG", "label": "M", "face_up": True}, {"code": "Filler", "label": "N"}]}
    p1 = {"stage": stage, "marker": markers, "hand": [{"code": "Ally", "label": "H"}], "library": LIBRARY}
    play(
        [card, hg],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "S"},
            {
                "p1": "choose",
                "cards": ["H"],
                "expect": {"card.H.zone": "p1.waiting_room", "decision.count": 1},
            },
            # only the marker of that name (the other is not it): the choice is M's alone
            {"p1": "choose", "cards": ["M"]},
            {"p1": "slot", "slot": "FL", "expect": {"card.M.zone": "p1.stage", "p1.marker.FC": ["N"]}},
        ],
        "WS 3.7",
    )
    delayed = card["script"][-1]["effect"][-1]
    assert delayed["do"] == "ws.delayed" and delayed["cards"] == "chosen"
    assert delayed["ability"]["effect"] == [
        {"do": "may", "then": [{"do": "ws.marker", "cards": "chosen", "under": "this", "face_up": True}]}
    ]


def test_the_chosen_back_on_the_top_of_your_deck_in_any_order_and_the_rest_into_the_waiting_room() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, look at up to 2 cards from the top of
    # your deck, choose up to 2 cards from among them, put them on the top of your deck in any order, and
    # put the rest into your waiting room.
    card = real("HOL/W104-E040")
    card["fields"] = {**card["fields"], "triggers": []}
    tops = [
        {"code": "Filler", "label": "T0"},
        {"code": "Filler", "label": "T1"},
        {"code": "Ally", "label": "T2"},
    ]
    p1 = {"hand": [card["code"]], "library": [*LIBRARY, *tops]}
    play(
        [card],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": card["code"], "slot": "FC"},
            {"p1": "option", "option": f"{card['name']}: {card['script'][0]['text']}"},  # the first auto
            {"p1": "yes"},
            {"p1": "yes"},  # T2 and T1 looked at
            {"p1": "choose", "cards": ["T1"], "note": "one kept; a single card needs no order"},
            # T1 stays on top, T2 goes to the waiting room, T0 was never looked at
            {"expect": {"card.T2.zone": "p1.waiting_room", "p1.library": [*LIBRARY, "T0", "T1"]}},
        ],
        "WS 8.6.3",
    )


def test_a_cost_of_one_of_your_other_standing_characters() -> None:
    # 【AUTO】 [(1) Put 1 of your other 【STAND】 "Honor Student with High Morals‚ Miko" into your waiting
    # room] At the beginning of your attack phase, you may pay the cost. If you do, …: "of your"
    # characters are on your stage, and only a standing one pays it (WS 8.4)
    card = real("KGL/S95-E037")
    assert card["script"][0]["cost"][1] == {
        "put": 1,
        "from": "stage",
        "to": "waiting_room",
        "filter": {"name": "Honor Student with High Morals, Miko", "state": "stand", "other": True},
    }


def test_a_climax_from_the_waiting_room_put_on_your_climax_area() -> None:
    # 【ACT】 【CXCOMBO】 [(3)] Choose 1 "Clinging Wish" in your waiting room, and put it into your climax
    # area.
    card = real("GRI/S72-E035")
    wish = {**CLIMAX, "code": "T-WISH", "name": "Clinging Wish"}
    p1 = {
        "stage": {"FC": card["code"]},
        "stock": ["Filler"] * 3,
        "climax": [{"code": "Climax", "label": "OLD"}],
        "waiting_room": [{"code": "T-WISH", "label": "W"}],
        "library": LIBRARY,
    }
    play(
        [card, wish, CLIMAX],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": card["code"]},
            # the older climax leaves at the rule process (WS 9.6.2)
            {
                "p1": "choose",
                "cards": ["W"],
                "expect": {"card.W.zone": "p1.climax", "card.OLD.zone": "p1.waiting_room"},
            },
        ],
        "WS 9.6.2",
    )


def test_look_at_the_top_card_and_choose_from_among_them() -> None:
    # 【AUTO】 【CXCOMBO】 When "Strength to Live" is placed on your climax area, if you have another
    # 《Magic》 character, look at the top card of your deck, choose up to 1 《Magic》 character from among
    # them, reveal it to your opponent, put it into your hand, and put the rest into your waiting room.
    card = real("FT/S120-E085")
    climax = {**CLIMAX, "code": "T-LIVE", "name": "Strength to Live"}
    magic = {
        **FILLER,
        "code": "T-MAGIC",
        "name": "Magic Filler",
        "fields": {**FILLER["fields"], "traits": ["Magic"]},
    }
    for top, where in (("T-MAGIC", "p1.hand"), ("Filler", "p1.waiting_room")):
        p1 = {
            "hand": [{"code": "T-LIVE", "label": "CX"}],
            "clock": ["Filler"],  # the climax's colour (WS 8.6.2.1.1)
            "stage": {"FC": card["code"], "FL": "T-MAGIC"},
            "library": [*LIBRARY, {"code": top, "label": "T"}],
        }
        steps: list[dict[str, Any]] = [{"p1": "play", "card": "CX"}]
        if top == "T-MAGIC":  # the one card looked at, chosen (WS 4.9)
            steps.append({"p1": "choose", "cards": ["T"], "expect": {"card.T.zone": where}})
        else:  # nothing to choose: the rest, that card, into the waiting room
            steps[0]["expect"] = {"card.T.zone": where}
        play([card, climax, magic], {"phase": "climax", "p1": p1}, steps, "WS 4.9")


def test_and_if_a_condition_holds_the_rest_of_the_sentence() -> None:
    # 【ACT】 [【REST】 this card] Choose 1 of your 《Pastel＊Palettes》 characters, and that character gets
    # +1000 power until end of turn, and if there is no marker underneath this card, choose 1 "Turning
    # Individuality into Strength‚ Maya Yamato" in your waiting room, and put it face up underneath this
    # card as a marker.
    card = real("BD/W73-E009")
    maya = {**FILLER, "code": "T-MAYA", "name": "Turning Individuality into Strength, Maya Yamato"}
    power = int(card["fields"]["power"])
    for markers, marked in (({}, True), ({"FC": ["Filler"]}, False)):
        p1 = {
            "stage": {"FC": {"code": card["code"], "label": "S"}},
            "marker": markers,
            "waiting_room": [{"code": "T-MAYA", "label": "M"}],
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [
            {"p1": "act", "card": "S"},
            {"p1": "choose", "cards": ["S"], "expect": {"card.S.power": power + 1000}},
        ]
        if marked:  # no marker then: the named card goes under this card, face up
            steps.append({"p1": "choose", "cards": ["M"], "expect": {"card.M.zone": "p1.marker"}})
        else:
            steps[-1]["expect"] = {"card.S.power": power + 1000, "card.M.zone": "p1.waiting_room"}
        play([card, maya], {"phase": "main", "p1": p1}, steps, "WS 8.6")


def test_a_marker_paid_instead_of_a_stock_of_a_change_cost() -> None:
    # 【CONT】 If you would pay the "Change" cost for one of your characters, you may put a marker from
    # underneath this card into your waiting room instead of a card from your stock.
    host, nico = real("LL/W01-012"), real("LL/W01-061")  # Nico: 【AUTO】 Change [(1) Put a card from your
    # hand into your waiting room & Put this card into your waiting room] At the beginning of your climax
    # phase, you may pay the cost. If you do, choose a card named ""Nico Is Popular" Nico" …
    popular = {**FILLER, "code": "T-POP", "name": '"Nico Is Popular" Nico'}
    stage = {"FC": {"code": host["code"], "label": "K"}, "FL": {"code": nico["code"], "label": "N"}}
    p1 = {
        "stage": stage,
        "marker": {"FC": [{"code": "Filler", "label": "M"}]},
        "hand": [{"code": "Filler", "label": "H"}],
        "waiting_room": [{"code": "T-POP", "label": "P"}],
        "library": LIBRARY,
    }
    # no stock: the marker pays the (1) of the Change cost (WS 8.2.1.3.1)
    play(
        [host, nico, popular],
        {"phase": "main", "p1": p1},
        [
            {"p1": "pass"},
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["H"],
                "expect": {"card.M.zone": "p1.waiting_room", "card.N.zone": "p1.waiting_room"},
            },
            {"p1": "choose", "cards": ["P"], "expect": {"card.P.zone": "p1.stage"}},
        ],
        "WS 8.2.1.3.1",
    )


def test_the_one_chosen_put_back_on_the_top_of_your_deck_stays_there() -> None:
    # 【AUTO】 When this card attacks, look at up to 2 cards from the top of your deck, choose 1 card from
    # among them, put it on the top of your deck, and put the rest into your waiting room.
    card = real("GRI/S72-E001")
    card["fields"] = {**card["fields"], "triggers": []}
    tops = [
        {"code": "Filler", "label": "T0"},
        {"code": "Filler", "label": "T1"},
        {"code": "Ally", "label": "T2"},
    ]
    p1 = {"stage": {"FC": {"code": card["code"], "label": "A"}}, "library": [*LIBRARY, *tops]}
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p1": "yes"},
            {"p1": "yes"},  # T2 and T1 looked at
            # the chosen card is back on the top of the deck (the move made it a new object, which the
            # "looked" set no longer names): only T2 is "the rest", and T1 is the card the trigger
            # step then puts into the stock (WS 7.3)
            {
                "p1": "choose",
                "cards": ["T1"],
                "expect": {
                    "card.T2.zone": "p1.waiting_room",
                    "card.T1.zone": "p1.stock",
                    "p1.library": [*LIBRARY, "T0"],
                },
            },
        ],
        "WS 8.6.3",
    )


def test_a_cost_that_reveals_two_named_cards_from_the_hand() -> None:
    # 【AUTO】 【CXCOMBO】 Resonate [(2) Put 1 《Meiji Romantic Story》 character from your hand into your
    # waiting room & Reveal 2 "Hitokiri Battosai, Kenshin Himura" in your hand] When this card attacks,
    # if "Unwavering Conviction" is in your climax area, and you have 2 or more other 《Meiji Romantic
    # Story》 characters, you may pay the cost. If you do, deal 2 damage to your opponent 2 times.
    card = real("RKN/S115-E043")
    card["fields"] = {**card["fields"], "triggers": []}
    assert card["script"][2]["cost"][2] == {"reveal": {"name": "Hitokiri Battosai, Kenshin Himura"}, "n": 2}
    meiji = {
        **FILLER,
        "code": "T-MEIJI",
        "name": "Meiji Filler",
        "fields": {**FILLER["fields"], "traits": ["Meiji Romantic Story"]},
    }
    kenshin = {**FILLER, "code": "T-KEN", "name": "Hitokiri Battosai, Kenshin Himura"}
    climax = {**CLIMAX, "code": "T-UC", "name": "Unwavering Conviction"}
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    for kenshins in (2, 1):
        p1 = {
            "stage": {"FC": {"code": card["code"], "label": "A"}, "FL": "T-MEIJI", "FR": "T-MEIJI"},
            "climax": ["T-UC"],
            "stock": ["Filler"] * 2,
            "hand": [
                {"code": "T-MEIJI", "label": "M"},
                *({"code": "T-KEN", "label": f"K{n}"} for n in range(kenshins)),
            ],
            "library": LIBRARY,
        }
        if kenshins == 2:  # both shown, both stay in the hand (WS 10.13); then 2 damage 2 times
            steps: list[dict[str, Any]] = [
                {"p1": "attack", "card": "A", "method": "front"},
                {"p1": "yes"},
                {"p1": "choose", "cards": ["M"]},
                {
                    "p1": "choose",
                    "cards": ["K0", "K1"],
                    "expect": {"card.K0.zone": "p1.hand", "card.K1.zone": "p1.hand", "p2.clock.count": 4},
                },
            ]
        else:  # one named card cannot pay a cost of two (WS 8.4): nothing is asked
            # (the trigger step then adds its card to the stock, WS 7.3)
            steps = [
                {
                    "p1": "attack",
                    "card": "A",
                    "method": "front",
                    "expect": {"p1.stock.count": 3, "card.M.zone": "p1.hand"},
                }
            ]
        play(
            [card, meiji, kenshin, climax],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            steps,
            "WS 8.4",
        )


def test_a_cost_put_at_the_bottom_of_your_deck_from_your_waiting_room() -> None:
    # 【AUTO】 [(1) Put 1 "Swift Slash, Samurai Sword" from your waiting room at the bottom of your deck]
    # At the beginning of your opponent's main phase, you may pay the cost. If you do, this card cannot
    # become 【REVERSE】 until end of turn.
    card = real("CSM/S96-E043")
    assert card["script"][2]["cost"][1] == {
        "put": 1,
        "from": "waiting_room",
        "to": "library",
        "filter": {"name": "Swift Slash, Samurai Sword"},
        "position": "bottom",
    }
    sword = {**FILLER, "code": "T-SWORD", "name": "Swift Slash, Samurai Sword"}
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "C"}},
        "stock": ["Filler"],
        "waiting_room": [{"code": "T-SWORD", "label": "S"}, {"code": "Filler", "label": "W"}],
        "library": [{"code": "Filler", "label": "B"}, *LIBRARY],
    }
    p2 = {"stage": {"FC": "Filler"}, "hand": ["Filler"], "library": LIBRARY}
    play(
        [card, sword],
        {"turn": 5, "turn_player": "p2", "phase": "clock", "p1": p1, "p2": p2},
        [
            {"p2": "pass", "expect": {"decision.kind": "yes_no"}},  # the opponent's main phase begins
            {"p1": "yes"},
            # the named card only; it goes under every card of the deck (WS 4.3, 8.4)
            {
                "p1": "choose",
                "cards": ["S"],
                "expect": {"p1.library": ["S", "B", *LIBRARY], "p1.stock.count": 0},
            },
        ],
        "WS 8.4",
    )


def test_a_stock_cost_glued_to_the_next_word() -> None:
    # 【AUTO】 [(1)Put 1 card from your hand into your waiting room & Put this card into your memory] When
    # this card becomes 【REVERSE】 in battle, …: "(1)Put" is the stock cost and the cost after it
    assert real("SHS/W56-E004")["script"][1]["cost"] == [{"stock": 1}, {"discard": 1}, {"this_to": "memory"}]
    # 【ACT】【COUNTER】 Backup 3000, Level 2 ［1Put this card from your hand into your waiting room]: the
    # stock cost whose parentheses the data lost, glued too
    backup = real("PD/S22-TE12")["script"][0]
    assert (backup["keyword"], backup["cost"]) == ("backup", [{"stock": 1}, {"this_to": "waiting_room"}])


def test_restrictions_listed_with_or_and_cannot_be_reverse() -> None:
    # 【CONT】 The character facing this card cannot be returned to hand, move to another stage position, or
    # be put into memory. (given by KGL/S95-E050); "【CONT】 During your opponent's turn, this card cannot be
    # 【REVERSE】." (given by HOL/W104-E046)
    facing = {"zone": "stage", "whose": "opponent", "opposite": "this"}
    given = real("KGL/S95-E050")["script"][1]["effect"][0]["ability"]
    assert given["modifiers"] == [
        {"to": facing, "grant": "no_hand_or_memory"},
        {"to": facing, "grant": "cannot_move"},
    ]
    given = real("HOL/W104-E046")["script"][1]["effect"][0]["ability"]
    # the same words as "cannot become 【REVERSE】" and "cannot move to another position of the stage",
    # whose play is tested with their cards (WS 1.3.3)
    assert given["modifiers"] == [{"to": "this", "grant": "cannot_reverse"}]


def test_characters_with_an_encore_of_that_cost() -> None:
    # 【CONT】 All of your other characters with "【AUTO】 Encore [Put a character from your hand into your
    # waiting room]" get +1000 power.
    yuri, yui = real("AB/W31-E077"), real("AB/W31-E028")  # Yui: 【AUTO】 Encore [Put a character from
    # your hand into your waiting room] (7500 power); the filler has only the default Encore [(3)]
    assert yuri["script"][0]["modifiers"][0]["to"]["ws.encore_cost"] == [
        {"discard": 1, "filter": {"type": "character"}}
    ]
    stage = {
        "FC": {"code": yuri["code"], "label": "Y"},
        "FL": {"code": yui["code"], "label": "E"},
        "FR": {"code": "Filler", "label": "F"},
    }
    play(
        [yuri, yui],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        # the Encore printed with that cost (WS 10.2); not the default one every character has (10.2.3)
        [{"expect": {"card.E.power": 8500, "card.F.power": 1000, "card.Y.power": 3000}}],
        "WS 10.2.3",
    )


def test_a_cost_of_one_of_your_characters_with_bond() -> None:
    # 【ACT】 [Put 1 of your characters with "Bond" from your stage into your waiting room] Choose 1 of your
    # characters, and that character gets +2500 power until end of turn.
    card, rui = real("RSL/S69-E033"), real("RSL/S69-E040")  # Rui: 【AUTO】 Bond/… [Put 1 card …]
    assert card["script"][1]["cost"] == [
        {
            "put": 1,
            "from": "stage",
            "to": "waiting_room",
            "filter": {"type": "character", "ws.keyword": "bond"},
        }
    ]
    stage = {
        "FC": {"code": card["code"], "label": "Y"},
        "FL": {"code": rui["code"], "label": "R"},
        "FR": {"code": "Filler", "label": "F"},
    }
    play(
        [card, rui],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [
            # only the character with Bond pays it (WS 10.4, 8.4)
            {"p1": "act", "card": "Y", "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["R"], "expect": {"card.R.zone": "p1.waiting_room"}},
            {"p1": "choose", "cards": ["F"], "expect": {"card.F.power": 3500}},
        ],
        "WS 10.4",
    )


def test_a_chosen_character_with_a_keyword_gets_another_value_instead() -> None:
    # 【ACT】 [【REST】 this card] Choose 1 of your 《Afterglow》 characters, and that character gets +1500
    # power until end of turn. If that character has "Alarm", that card gets +2500 power until end of
    # turn instead.
    card = real("BD/W73-E021")  # its first ability is an Alarm (1000 power, 《Afterglow》)
    assert "Afterglow" in card["fields"]["traits"]
    glow = {
        **FILLER,
        "code": "T-GLOW",
        "name": "Glow",
        "fields": {**FILLER["fields"], "traits": ["Afterglow"]},
    }
    for target, power in (("T", 1000 + 2500), ("G", 1000 + 1500)):
        stage = {"FC": {"code": card["code"], "label": "T"}, "FL": {"code": "T-GLOW", "label": "G"}}
        play(
            [card, glow],
            {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
            [
                {"p1": "act", "card": "T"},
                # only one value: +2500 for a character with an Alarm ability (WS 10.1.2), +1500 else
                {"p1": "choose", "cards": [target], "expect": {f"card.{target}.power": power}},
            ],
            "WS 10.1.2",
        )


def test_this_card_from_the_hand_paid_instead_of_cards_of_a_cxcombo_cost() -> None:
    # 【CONT】 If you would pay the 【CXCOMBO】 cost for your "Mysterious Girl, Knapsack Kid", you may put
    # this card from your hand into your waiting room instead of 2 cards from your hand.
    sub, kid = real("SBY/W114-E035"), real("SBY/W114-E037")  # Kid: 【AUTO】 【CXCOMBO】 [Put 5 cards from
    # your hand into your waiting room] When this card attacks, if "Familiar Young Girl" is in your
    # climax area, you may pay the cost. If you do, deal 2 damage to your opponent, and deal 5 damage …
    kid["fields"] = {**kid["fields"], "triggers": []}
    climax = {**CLIMAX, "code": "T-FYG", "name": "Familiar Young Girl"}
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    for fillers, asked in ((3, False), (5, True)):
        hand = [
            {"code": sub["code"], "label": "S"},
            *({"code": "Filler", "label": f"H{i}"} for i in range(fillers)),
        ]
        p1 = {
            "stage": {"FC": {"code": kid["code"], "label": "K"}},
            "climax": ["T-FYG"],
            "hand": hand,
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [{"p1": "attack", "card": "K", "method": "front"}, {"p1": "yes"}]
        if asked:  # the five could be paid without it: the player chooses (WS 8.2.1.3.1)
            steps.append({"p1": "yes", "note": "this card instead of 2 cards"})
        # four cards pay the cost of five: this card, and three more (WS 8.2.1.3.1)
        steps.append(
            {
                "p1": "choose",
                "cards": ["H0", "H1", "H2"],
                "expect": {"card.S.zone": "p1.waiting_room", "p1.waiting_room.count": 4, "p2.clock.count": 7},
            }
        )
        play(
            [sub, kid, climax],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            steps,
            "WS 8.2.1.3.1",
        )
    # without the named character's 【CXCOMBO】 cost it is no substitute: four cards cannot pay five
    p1 = {
        "stage": {"FC": {"code": kid["code"], "label": "K"}},
        "climax": ["T-FYG"],
        "hand": [{"code": "Filler", "label": f"H{i}"} for i in range(4)],
        "library": LIBRARY,
    }
    play(
        [sub, kid, climax],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [{"p1": "attack", "card": "K", "method": "front", "expect": {"p1.hand.count": 4}}],
        "WS 8.4",
    )


def test_all_characters_without_a_trait_get_power_for_every_two_markers() -> None:
    # 【CONT】 All characters without 《Memory Snow》 get -1000 power for every 2 markers underneath this
    # card.
    puck = real("RZ/S68-E076")  # 1500 power, 《Magic》 and 《Memory Snow》
    stage = {"FC": {"code": puck["code"], "label": "P"}, "FL": {"code": "Ally", "label": "A"}}
    for markers, lost in ((1, 0), (5, 2000)):  # 5 markers: twice 2, rounded down
        p1 = {"stage": stage, "marker": {"FC": ["Filler"] * markers}, "library": LIBRARY}
        p2 = {"stage": {"FC": {"code": "Ally", "label": "O"}}, "library": LIBRARY}
        play(
            [puck],
            {"phase": "main", "p1": p1, "p2": p2},
            # both players' characters without the trait; not this card, which has it (WS 8.9)
            [{"expect": {"card.A.power": 5000 - lost, "card.O.power": 5000 - lost, "card.P.power": 1500}}],
            "WS 8.9",
        )


def test_counts_of_a_continuous_ability_composed() -> None:
    # the pieces of "for each …" and "X is equal to …" read apart and put together (no card of the
    # seen sets prints these combinations; each piece is read as in the lines that do)
    def mods(text: str) -> Any:
        compiled = compile_line(text, "character")
        assert compiled.automated, text
        return compiled.ability["modifiers"]

    markers = {"count": {"zone": "marker", "under": "this"}}
    assert mods("【CONT】 This card gets +1000 power and +1 soul for each marker underneath this card.") == [
        {"to": "this", "stat": "power", "add": {"mul": [markers, 1000]}},
        {"to": "this", "stat": "soul", "add": {"mul": [markers, 1]}},
    ]
    assert mods("【CONT】 This card gets +500 power for each of your 【REVERSE】 characters.") == [
        {
            "to": "this",
            "stat": "power",
            "add": {"mul": [{"count": {"zone": "stage", "type": "character", "state": "reverse"}}, 500]},
        }
    ]
    assert mods("【CONT】 This card gets +500 power for each card in your opponent's clock.") == [
        {
            "to": "this",
            "stat": "power",
            "add": {"mul": [{"count": {"zone": "clock", "whose": "opponent"}}, 500]},
        }
    ]
    assert mods(
        "【CONT】 This card gets +X soul. X is equal to the number of markers underneath this card."
    ) == [{"to": "this", "stat": "soul", "add": markers}]
    assert mods("【CONT】 This card gets +X power. X is equal to your opponent's level ×1000.") == [
        {"to": "this", "stat": "power", "add": {"mul": [{"ws.level": "opponent"}, 1000]}}
    ]


def test_a_cost_of_a_character_with_no_zone_is_one_on_the_stage() -> None:
    # 【ACT】 [Put a 《Prinny》 character into your waiting room] Choose one of your opponent's characters in
    # the center stage, and that character gets -1000 power until end of turn.
    card = real("DG/S03-E075")  # 《Prinny》 itself
    assert card["script"][1]["cost"] == [
        {
            "put": 1,
            "from": "stage",
            "to": "waiting_room",
            "filter": {"type": "character", "traits": ["Prinny"]},
        }
    ]
    prinny = {
        **FILLER,
        "code": "T-PRINNY",
        "name": "Prinny",
        "fields": {**FILLER["fields"], "traits": ["Prinny"]},
    }
    p1 = {
        "stage": {
            "FC": {"code": card["code"], "label": "D"},
            "FL": {"code": "T-PRINNY", "label": "P"},
            "FR": {"code": "Filler", "label": "F"},
        },
        "hand": [{"code": "T-PRINNY", "label": "H"}],
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": {"code": "Ally", "label": "O"}}, "library": LIBRARY}
    play(
        [card, prinny],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            # "characters" with no zone are on the stage (WS 2.3.2.1.2): the two 《Prinny》 there, not
            # the one in the hand nor the filler
            {"p1": "act", "card": "D", "expect": {"decision.count": 2}},
            {"p1": "choose", "cards": ["P"], "expect": {"card.P.zone": "p1.waiting_room"}},
            {"p1": "choose", "cards": ["O"], "expect": {"card.O.power": 4000}},
        ],
        "WS 2.3.2.1.2",
    )


def test_where_and_how_this_card_stands_read_together() -> None:
    # 【CONT】 During your opponent's turn, if this card is in your center stage and is not 【REVERSE】, all
    # of your other ""Threat to Humanity" Colossal Titan" and ""Broken Wall" Colossal Titan" get the
    # following ability. "【CONT】 This card cannot become 【REVERSE】." (WS 3.4: the center stage is the
    # front row)
    titan = real("AOT/S35-E090")["script"][1]
    assert titan["condition"] == {
        "all": [
            {"turn": "opponents"},
            {"exists": {"zone": "stage", "is": "this", "not": {"state": "reverse"}, "front_row": True}},
        ]
    }
    # 【AUTO】 At the beginning of your attack phase, if this card is 【STAND】 in your center stage, …
    fab = real("Fab/W120-E058")["script"][0]
    assert fab["condition"] == {
        "exists": {"zone": "stage", "is": "this", "state": "stand", "front_row": True}
    }
    # 【CONT】 Memory During your turn, if your memory has a card, this card gets +2500 power …
    memory = real("CSM/S96-E094")["script"][0]
    assert {"exists": {"zone": "memory"}} in memory["condition"]["all"]


def test_brainstorm_of_x_cards_worked_out_first() -> None:
    # 【ACT】 Brainstorm [(1) 【REST】 2 of your characters] Flip over X cards from the top of your deck, and
    # put them into your waiting room. For each climax revealed among those cards, choose up to 1
    # character in your waiting room, and return it to your hand. X is equal to the number of colors of
    # your characters on stage +1.
    card = real("BD/W63-E076")  # blue
    stage = {
        "FC": {"code": card["code"], "label": "B"},
        "FL": {"code": "Green Filler", "label": "G"},
        "FR": {"code": "Filler", "label": "Y"},
    }
    climaxes = [{"code": "Climax", "label": f"C{n}"} for n in (3, 2, 1)]
    p1 = {
        "stage": stage,
        "stock": ["Filler"],
        "waiting_room": [{"code": "Filler", "label": "W1"}, {"code": "Filler", "label": "W2"}],
        "library": [*LIBRARY, *climaxes, "Filler", "Filler"],
    }
    play(
        [card, GREEN, CLIMAX],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "B"},
            # three colours: X = 4, so the top four are flipped, two climaxes among them (WS 10.7)
            {"p1": "choose", "cards": ["G", "Y"], "expect": {"card.C1.zone": "p1.waiting_room"}},
            {"p1": "choose", "cards": ["W1"], "expect": {"card.W1.zone": "p1.hand"}},
            {
                "p1": "choose",
                "cards": ["W2"],
                "expect": {
                    "card.W2.zone": "p1.hand",
                    "card.C2.zone": "p1.waiting_room",
                    "card.C3.zone": "p1.library",
                },
            },
        ],
        "WS 10.7",
    )


def test_reminder_text_after_a_given_ability_is_dropped_before_its_quotes_are_read() -> None:
    # 【CONT】 If you have another 《Chaldea》 or 《Babylonia》 character, this card gets the following
    # ability. "【ACT】 [(1) 【REST】 this card] Your opponent cannot use "【AUTO】 Encore" until end of
    # turn." (Your opponent cannot use the "【AUTO】 Encore [(3)]" rule either): the reminder's own
    # quotes would otherwise open a quote after the given ability
    given = real("FGO/S75-E060")["script"][0]["modifiers"][0]["grant"]
    assert given["kind"] == "act"
    assert given["cost"] == [{"stock": 1}, {"rest": "this"}]
    assert given["effect"] == [{"do": "ws.no_encore", "whose": "opponent"}]


def test_a_bond_line_by_hand_keeps_its_tag_and_loads() -> None:
    # 【AUTO】 Bond／「Kagamine Rin"Sakura Moon"」 ［1］ (…): left by hand, it keeps the tag "bond", so
    # "characters with "Bond"" counts it (ws.keyword), and the card still loads and plays
    card = real("PD/S22-E015")
    assert card["script"][-1]["tags"] == ["bond"] and card["script"][-1]["automated"] is False
    bonded = {**FILLER, "code": "T-RIN", "name": "Rin"}
    p1 = {"stage": {"FC": {"code": card["code"], "label": "B"}, "FL": {"code": "T-RIN", "label": "R"}}}
    play(
        [card, bonded],
        {"phase": "main", "p1": {**p1, "library": LIBRARY}},
        [{"expect": {"card.B.zone": "p1.stage"}}],
        "WS 10.4",
    )


def test_up_to_one_of_each_description_is_one_choice_per_description() -> None:
    # 【AUTO】 [(1) Put 2 cards from your hand into your waiting room] When this card is placed on the stage
    # from your hand, you may pay the cost. If you do, search your deck for up to 1 《Weapon》 character and
    # up to 1 character with "Elza(エルザ)" in its card name, reveal them to your opponent, put them into
    # your hand, and shuffle your deck.
    card = real("GGO/SE50-E52")
    weapon = {
        **FILLER,
        "code": "T-WEAPON",
        "name": "Gun",
        "fields": {**FILLER["fields"], "traits": ["Weapon"]},
    }
    armed = {**weapon, "code": "T-ARMED", "name": "Elza, Armed"}
    elza = {**FILLER, "code": "T-ELZA", "name": "Elza Kanzaki"}
    p1 = {
        "hand": [
            {"code": card["code"], "label": "C"},
            {"code": "Filler", "label": "H1"},
            {"code": "Filler", "label": "H2"},
        ],
        "stock": ["Filler"],
        "library": [
            *LIBRARY,
            {"code": "T-WEAPON", "label": "W"},
            {"code": "T-ARMED", "label": "A"},
            {"code": "T-ELZA", "label": "E"},
        ],
    }
    play(
        [card, weapon, armed, elza],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "C", "slot": "FC", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            # the 《Weapon》 part first: the gun and the armed Elza (both 《Weapon》)
            {"p1": "choose", "cards": ["H1", "H2"], "expect": {"decision.count": 2, "decision.maximum": 1}},
            # the Elza part: the armed Elza, chosen already, is not offered again (one card, one part)
            {"p1": "choose", "cards": ["A"], "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["E"], "expect": {"card.A.zone": "p1.hand", "card.E.zone": "p1.hand"}},
        ],
        "WS 8.6.3",
    )


def test_a_character_facing_this_card_is_the_one_opposite_it() -> None:
    # 【AUTO】 [Put a card from your hand into your waiting room] When a card named "Prinny Wars" is placed on
    # your climax area, if this card is in your center stage, you may pay the cost. If you do, choose a
    # level 2 or lower character facing this card, return it to your opponent's deck, and your opponent
    # shuffles his or her deck.
    fuka = real("DG/S03-E006")
    wars = {**CLIMAX, "code": "T-WARS", "name": "Prinny Wars"}
    p1 = {
        "hand": [{"code": "T-WARS", "label": "CX"}, {"code": "Filler", "label": "H"}],
        "clock": ["Filler"],
        "stage": {"FL": {"code": fuka["code"], "label": "F"}},
        "library": LIBRARY,
    }
    # the opponent's left and middle characters: only the left one faces Fuka (WS 2.2.2)
    p2 = {"stage": {"FR": {"code": "Filler", "label": "O"}, "FC": {"code": "Filler", "label": "M"}}}
    play(
        [fuka, wars],
        {"phase": "climax", "p1": p1, "p2": {**p2, "library": LIBRARY}},
        [
            {"p1": "play", "card": "CX", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            # the cost paid, the choice offers the facing character only
            {"p1": "choose", "cards": ["H"], "expect": {"decision.count": 1}},
            # into its owner's deck, which is shuffled (the card is lost track of)
            {"p1": "choose", "cards": ["O"], "expect": {"p2.stage.FR": [], "card.M.zone": "p2.stage"}},
        ],
        "WS 3.6.3",
    )


def test_this_cards_previous_stage_position_is_the_slot_its_cost_left() -> None:
    # 【AUTO】 [Put this card into your waiting room] When a card named "Netherworld Wrapped in Love" is
    # placed on your climax area, you may pay the cost. If you do, choose a card named "“Pinch Revival”
    # Pure Flonne" in your waiting room, and put it on this card's previous stage position.
    flonne = real("DG/S03-TE03")
    love = {**CLIMAX, "code": "T-LOVE", "name": "Netherworld Wrapped in Love"}
    pure = {**FILLER, "code": "T-PURE", "name": "“Pinch Revival” Pure Flonne"}
    p1 = {
        "hand": [{"code": "T-LOVE", "label": "CX"}],
        "clock": ["Filler"],
        "stage": {"BR": {"code": flonne["code"], "label": "F"}, "FC": "Filler"},
        "waiting_room": [{"code": "T-PURE", "label": "P"}],
        "library": LIBRARY,
    }
    play(
        [flonne, love, pure],
        {"phase": "climax", "p1": p1},
        [
            {"p1": "play", "card": "CX", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"card.F.zone": "p1.waiting_room"}},
            {"p1": "choose", "cards": ["P"], "expect": {"p1.stage.BR": ["P"]}},
        ],
        "WS 8.6",
    )


def test_their_center_stage_is_the_opponents_front_row() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, if your opponent has 1 or less
    # characters in their center stage, you may choose 1 cost 0 or lower character in their center stage,
    # and put it at the bottom of their deck.
    card = real("HOL/WE44-E41")
    p1 = {"hand": [{"code": card["code"], "label": "C"}], "stock": ["Filler"] * 3, "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": "Filler", "label": "O"}, "BL": {"code": "Filler", "label": "B"}}}
    play(
        [card],
        {"phase": "main", "p1": p1, "p2": {**p2, "library": LIBRARY}},
        [
            {"p1": "play", "card": "C", "slot": "FC", "expect": {"decision.kind": "yes_no"}},
            # the back stage character is not offered (WS 2.2.2: the center stage is the front row)
            {"p1": "yes", "expect": {"decision.count": 1}},
            {
                "p1": "choose",
                "cards": ["O"],
                "expect": {"card.O.zone": "p2.library", "card.B.zone": "p2.stage"},
            },
        ],
        "WS 3.6.3",
    )


def test_that_character_after_another_characters_trigger_is_that_character() -> None:
    # 【AUTO】 When your other "Conquering Floor 1's Boss, Kirito" attacks, if there are no markers
    # underneath that character, you may put this card face up underneath that character as a marker. If
    # you do, that character gets +1000 power until end of turn.
    card = real("SAO/S100-E101")
    kirito = {**FILLER, "code": "T-KIRITO", "name": "Conquering Floor 1's Boss, Kirito"}
    for markers in ({}, {"FC": ["Filler"]}):
        p1 = {
            "stage": {"FC": {"code": "T-KIRITO", "label": "K"}, "BL": {"code": card["code"], "label": "S"}},
            "marker": markers,
            "library": LIBRARY,
        }
        p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
        steps: list[dict[str, Any]] = [{"p1": "attack", "card": "K", "method": "front"}]
        if markers:  # a marker under the attacker already: the ability does nothing (WS 8.7.3.1)
            steps[0]["expect"] = {"card.S.zone": "p1.stage", "card.K.power": 1000}
        else:  # the attacker, the event's character, gets this card as its marker and the power
            steps.append({"p1": "yes", "expect": {"p1.marker.FC": ["S"], "card.K.power": 2000}})
        play([card, kirito], {"phase": "attack", "step": "declare", "p1": p1, "p2": p2}, steps, "WS 8.7.1")


def test_a_character_without_a_marker_gets_this_card_as_its_marker() -> None:
    # Choose 1 of your 《Devil Hunter》 or 《Devil》 characters without a marker, put this card face up
    # underneath that character as a marker, and that character gets +2000 power until end of turn.
    event = real("CSM/S96-E050")
    assert event["script"][0]["effect"] == [
        {
            "do": "choose",
            "from": {
                "zone": "stage",
                "type": "character",
                "with_markers": False,
                "traits": ["Devil Hunter", "Devil"],
            },
            "n": 1,
        },
        {"do": "ws.marker", "cards": "this", "under": "chosen", "face_up": True},
        {"do": "modify", "cards": "chosen", "stat": "power", "add": 2000},
    ]


def test_the_top_two_cards_of_your_stock_and_if_you_do() -> None:
    # Choose 1 of the following effects and perform it. / "You may put the top 2 cards of your stock into
    # your waiting room. If you do, search your deck for up to 2 《Memory Snow》 characters, reveal them to
    # your opponent, put them into your hand, and shuffle your deck." / "…"
    event = real("RZ/S68-E094")
    snow = {
        **FILLER,
        "code": "T-SNOW",
        "name": "Snow",
        "fields": {**FILLER["fields"], "traits": ["Memory Snow"]},
    }
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    mode = next(m["label"] for m in event["script"][-1]["effect"][0]["modes"] if "stock" in m["label"])
    for stock in (["Filler", "Filler", "Filler"], ["Filler"]):
        p1 = {
            "hand": [event["code"]],
            "level": ["Blue Filler", "Blue Filler"],
            "stock": [{"code": code, "label": f"S{i}"} for i, code in enumerate(stock)],
            "stage": {"BL": "Snow"},
            "library": [*LIBRARY, {"code": "T-SNOW", "label": "M"}],
        }
        steps: list[dict[str, Any]] = [
            {"p1": "play", "card": event["code"]},
            {"p1": "option", "option": mode},
        ]
        if len(stock) == 3:  # the top two (the last put there, WS 3.6) go; the search follows
            steps.append(
                {"p1": "yes", "expect": {"card.S0.zone": "p1.stock", "card.S2.zone": "p1.waiting_room"}}
            )
            steps.append({"p1": "choose", "cards": ["M"], "expect": {"card.M.zone": "p1.hand"}})
        else:  # one card only: it goes, but two were not put, so no search (WS 8.6.4)
            steps.append(
                {"p1": "yes", "expect": {"card.S0.zone": "p1.waiting_room", "card.M.zone": "p1.library"}}
            )
        play([event, snow, blue], {"phase": "main", "p1": p1}, steps, "WS 8.6.4")


def test_the_opponent_chooses_a_character_or_event_among_the_revealed_cards() -> None:
    # 【AUTO】 【CXCOMBO】 When "Tearful Apology" is placed on your climax area, if this card is in your
    # center stage, and you have another "Shocked, Anya", reveal the top 2 cards of your deck, your
    # opponent chooses 1 character or event from among them, you put it into your hand, and put the rest
    # into your waiting room.
    card = real("SPY/S106-E013")
    apology = {**CLIMAX, "code": "T-SORRY", "name": "Tearful Apology"}
    anya = {**FILLER, "code": "T-ANYA", "name": "Shocked, Anya"}
    event = {**FILLER, "code": "T-EVENT", "name": "Event", "type": "event"}
    p1 = {
        "hand": [{"code": "T-SORRY", "label": "CX"}],
        "clock": ["Filler"],
        "stage": {"FC": card["code"], "FL": "T-ANYA"},
        # the top two: a climax (neither kind) and an event
        "library": [*LIBRARY, {"code": "T-EVENT", "label": "E"}, {"code": "T-CX", "label": "X"}],
    }
    play(
        [card, apology, anya, event, CLIMAX],
        {"phase": "climax", "p1": p1},
        [
            {"p1": "play", "card": "CX", "expect": {"decision.player": "p2", "decision.count": 1}},
            {
                "p2": "choose",
                "cards": ["E"],
                "expect": {"card.E.zone": "p1.hand", "card.X.zone": "p1.waiting_room"},
            },
        ],
        "WS 8.6.3",
    )


def test_a_choice_of_cards_of_either_description() -> None:
    # 【ACT】 [【REST】 this card] If the number of markers underneath this card is one or less, choose a card
    # named "1st Mutsuki-class Destroyer, Mutsuki" or "2nd Mutsuki-class Destroyer, Kisaragi" in your
    # waiting room, and put it face down underneath this card as a marker.
    card = real("KC/S31-E068")
    mutsuki = {**FILLER, "code": "T-MUTSUKI", "name": "1st Mutsuki-class Destroyer, Mutsuki"}
    kisaragi = {**FILLER, "code": "T-KISARAGI", "name": "2nd Mutsuki-class Destroyer, Kisaragi"}
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "C"}},
        "waiting_room": [
            {"code": "T-MUTSUKI", "label": "M"},
            {"code": "T-KISARAGI", "label": "K"},
            {"code": "Filler", "label": "F"},
        ],
        "library": LIBRARY,
    }
    play(
        [card, mutsuki, kisaragi],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "C", "expect": {"decision.count": 2}},  # either name, not the filler
            {"p1": "choose", "cards": ["K"], "expect": {"card.K.zone": "p1.marker"}},
        ],
        "WS 8.6.3",
    )


def test_a_count_of_cards_of_either_description() -> None:
    # … put the top 2 cards of your deck into your waiting room, and this card gets +X power until end of
    # turn. X is equal to the number of "Occult! Close Encounters of the Third Kind" or blue or 《Strange》
    # characters among those cards ×2000.
    card = real("DDD/S118-E088")
    let = next(s for s in card["script"][0]["effect"] if s["do"] == "let")
    assert let["value"] == {
        "mul": [
            {
                "count": {
                    "any_of": [
                        {"name": "Occult! Close Encounters of the Third Kind"},
                        {"any_of": [{"colour": "blue"}, {"traits": ["Strange"]}], "type": "character"},
                    ],
                    "var": "those",
                }
            },
            2000,
        ]
    }


def test_minus_power_to_this_card_as_the_price_of_an_effect() -> None:
    # 【AUTO】 At the beginning of your attack phase, if this card is in your center stage, you may -4000
    # power to this card until the end of your opponent's next turn. If you do, choose 1 of your
    # characters, and that character gets +4000 power until end of turn.
    card = real("AYT/W110-E086")
    power = int(card["fields"]["power"])
    p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}, "FL": {"code": "Filler", "label": "F"}}}
    play(
        [card],
        {"phase": "climax", "p1": {**p1, "library": LIBRARY}},
        [
            {"expect": {"decision.kind": "yes_no"}},  # no climax to play: the attack phase begins
            {"p1": "yes", "expect": {"card.C.power": power - 4000}},
            {"p1": "choose", "cards": ["F"], "expect": {"card.F.power": 5000, "card.C.power": power - 4000}},
        ],
        "WS 8.9",
    )


def test_put_it_on_the_top_or_at_the_bottom_of_your_stock() -> None:
    # If you do not have a character with "Shiro(白)" in its card name, this card cannot be played from
    # your hand. / Look at up to 6 cards from the top of your deck, choose up to 1 card from among them,
    # put it on the top or at the bottom of your stock, and put the rest into your waiting room.
    event = real("NGL/S58-E096")
    shiro = {**FILLER, "code": "T-SHIRO", "name": "Shiro", "colours": ["blue"]}
    library = [*LIBRARY, {"code": "Filler", "label": "T2"}, {"code": "Filler", "label": "T1"}]
    # the top of the stock is its last card
    for label, stock in (("Put it on the top", ["S", "T1"]), ("Put it at the bottom", ["T1", "S"])):
        p1 = {
            "hand": [event["code"]],
            "level": ["T-SHIRO"],
            "stage": {"FC": "T-SHIRO"},
            "stock": [{"code": "Filler", "label": "S"}],
            "library": library,
        }
        play(
            [event, shiro],
            {"phase": "main", "p1": p1},
            [
                {"p1": "play", "card": event["code"]},
                {"p1": "yes", "expect": {"decision.prompt ~": "look at one more card"}},
                {"p1": "yes"},
                {"p1": "no"},  # two looked at: T1 and T2
                {"p1": "choose", "cards": ["T1"], "expect": {"decision.kind": "action"}},
                {
                    "p1": "option",
                    "option": f"{label} of your stock",
                    "expect": {"p1.stock": stock, "card.T2.zone": "p1.waiting_room"},
                },
            ],
            "WS 3.1.1",
        )


def test_placed_on_the_stage_from_your_waiting_room() -> None:
    # 【AUTO】 When this card is placed on your stage from your waiting room, choose up to 2 characters with
    # "Acrobatic Silky(アクロバティックさらさら)" in their card names in your waiting room, return them to
    # your deck, and shuffle your deck. / 【AUTO】 [(2)] When your other character with "Sanosuke(左之助)" in
    # its card name is placed on the stage from your waiting room, you may pay the cost. If you do, put the
    # top card of your clock into your waiting room.
    silky, sano = real("DDD/S118-E030"), real("RKN/S115-E022")
    assert silky["script"][0]["trigger"] == {
        "on": "move",
        "from": "waiting_room",
        "to": "stage",
        "card": "this",
    }
    assert sano["script"][0]["trigger"] == {
        "on": "move",
        "from": "waiting_room",
        "to": "stage",
        "whose": "you",
        "card": {"type": "character", "name_has": "Sanosuke(左之助)", "other": True},
    }


def test_when_your_opponents_character_becomes_reverse() -> None:
    # 【AUTO】 During your opponent's turn, when your opponent's character becomes 【REVERSE】, look at the
    # top card of your deck, and put it on the top or at the bottom of your deck.
    card = real("Fsi/W120-E100")
    ability = card["script"][1]
    assert ability["trigger"] == {
        "on": "state",
        "state": "reverse",
        "card": {"type": "character", "controller": "opponent"},
    }


def test_soul_and_the_following_ability_for_the_turn() -> None:
    # 【AUTO】 【CXCOMBO】 When "A Trustworthy Partner" is placed on your climax area, if this card is in
    # your center stage, choose 1 of your characters, and that character gets +1 soul and the following
    # ability until end of turn. "【AUTO】 This ability activates up to 1 time per turn. When damage dealt
    # by this card is canceled, you may deal 2 damage to your opponent."
    card = real("RWBY/WXE01-54")
    combo = next(a for a in card["script"] if "A Trustworthy Partner" in a.get("text", ""))
    choose, soul, grant = combo["effect"]
    assert choose["do"] == "choose"
    assert soul == {"do": "modify", "stat": "soul", "add": 1, "cards": "chosen"}
    assert grant["do"] == "grant" and grant["cards"] == "chosen" and "until" not in grant
    assert grant["ability"]["limit"] == 1 and grant["ability"]["trigger"] == {
        "on": "ws.cancel",
        "source": "this",
    }
    p1 = {
        "hand": [{"code": "T-PARTNER", "label": "CX"}],
        "clock": ["Filler"],
        "stage": {"FC": {"code": card["code"], "label": "C"}, "FL": {"code": "Filler", "label": "F"}},
        "library": LIBRARY,
    }
    partner = {**CLIMAX, "code": "T-PARTNER", "name": "A Trustworthy Partner"}
    play(
        [card, partner],
        {"phase": "climax", "p1": p1},
        [
            {"p1": "play", "card": "CX"},
            {"p1": "choose", "cards": ["F"], "expect": {"card.F.soul": 2}},
        ],
        "WS 8.9",
    )


def test_choose_this_card_and_one_of_your_other_characters() -> None:
    # 【AUTO】 When this card attacks, choose this card and 1 of your other characters, and those characters
    # get +1000 power until end of turn.
    card = real("MKI/W126-E079")
    power = int(card["fields"]["power"])
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "C"}, "FL": {"code": "Filler", "label": "F"}},
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "C", "method": "front", "expect": {"decision.count": 1}},  # this card
            {"p1": "choose", "cards": ["C"], "expect": {"decision.count": 1}},  # then another: not this one
            {
                "p1": "choose",
                "cards": ["F"],
                "expect": {"card.C.power": power + 1000, "card.F.power": 2000},
            },
        ],
        "WS 8.6.3",
    )


def test_place_is_put() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, perform the following action 2 times.
    # "You may place the top card of your deck into the waiting room."
    card = real("SPY/S106-E028")
    assert card["script"][1]["effect"] == [
        {
            "do": "repeat",
            "n": 2,
            "steps": [
                {
                    "do": "may",
                    "then": [{"do": "move", "cards": {"zone": "library", "top": 1}, "to": "waiting_room"}],
                }
            ],
        }
    ]


def test_spellings_into_your_hand_and_a_trait_glued_to_its_noun() -> None:
    # "… If you do, return that character into your hand." / "When your other 《hololive》character is
    # frontal attacked, …": the usual "to your hand" and "《hololive》 character"
    berlint, hololive = real("SPY/S106-E028")["script"][2], real("HOL/W104-E100")["script"][1]
    assert berlint["effect"] == [{"do": "move", "cards": {"zone": "stage", "defending": True}, "to": "hand"}]
    assert hololive["trigger"]["target"] == {"type": "character", "traits": ["hololive"], "other": True}


def test_a_stock_cost_printed_without_parentheses() -> None:
    # 【AUTO】［1］When this card attacks, if a card named "World's End Dance Hall" is in your climax area,
    # you may pay the cost. If you do, deal one damage to your opponent.
    assert normalise("【AUTO】［1 Put a card from your hand into your waiting room］ When").startswith(
        "【AUTO】 [(1) Put a card from your hand into your waiting room] When"
    )
    card = real("PD/S22-E052")
    assert card["script"][0]["cost"] == [{"stock": 1}]
    assert card["script"][0]["effect"] == [{"do": "ws.damage", "n": 1}]


def test_one_of_the_following_abilities_of_your_choice() -> None:
    # 【AUTO】 When this card attacks, if a card named "DYE" is in your climax area, this card gets one of
    # the following abilities of your choice until end of turn. "【CONT】 This card gets +2000 power."
    # "【CONT】 This card gets +1 soul."
    card = real("PD/S22-E054")
    power, soul = int(card["fields"]["power"]), int(card["fields"]["soul"])
    dye = {**CLIMAX, "code": "T-DYE", "name": "DYE"}
    for label, expect in (
        ("【CONT】 This card gets +2000 power.", {"card.C.power": power + 2000, "card.C.soul": soul}),
        ("【CONT】 This card gets +1 soul.", {"card.C.power": power, "card.C.soul": soul + 1}),
    ):
        p1 = {
            "stage": {"FC": {"code": card["code"], "label": "C"}},
            "climax": ["T-DYE"],
            "library": LIBRARY,
        }
        p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
        play(
            [card, dye],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            [
                {"p1": "attack", "card": "C", "method": "front", "expect": {"decision.count": 2}},
                {"p1": "option", "option": label, "expect": expect},
            ],
            "WS 8.6.3",
        )


def test_x_from_that_characters_soul() -> None:
    # 【AUTO】 When this card attacks, choose 1 of your other characters, and that character gets +X power
    # until end of turn. X is equal to the soul of that character ×1000.
    card = real("MOB/SX02-037")
    two = {**FILLER, "code": "T-TWO", "name": "Two Souls", "fields": {**FILLER["fields"], "soul": 2}}
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "C"}, "FL": {"code": "T-TWO", "label": "T"}},
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    play(
        [card, two],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "C", "method": "front"},
            {"p1": "choose", "cards": ["T"], "expect": {"card.T.power": 3000}},  # 1000 + 2 soul ×1000
        ],
        "WS 8.9",
    )


def test_x_from_this_cards_soul() -> None:
    # 【AUTO】 When this card frontal attacks, this card gets +X power until end of turn. X is equal to this
    # card's soul ×3000.
    card = real("MAR/S89-E064")
    ability = next(a for a in card["script"] if a.get("kind") == "auto")
    assert ability["effect"][0] == {
        "do": "let",
        "as": "X",
        "value": {"mul": [{"stat": {"card": "this", "name": "soul"}}, 3000]},
    }


def test_reveal_the_top_card_after_other_steps_and_after_an_ability_given() -> None:
    # Your opponent puts the top 14 cards of their deck into their waiting room, and you reveal the top
    # card of your deck. If that card is a 《Meiji Romantic Story》 character, put it into your hand.
    steps = real("RKN/S115-E034")["script"][0]["effect"]
    assert [s["do"] for s in steps] == ["move", "ws.reveal_top", "if"]
    assert steps[2]["then"] == [{"do": "move", "cards": "chosen", "to": "hand", "as": "chosen"}]
    # … this card gets the following ability until the end of your opponent's next turn. "【AUTO】 When this
    # card is frontal attacked, you may return this card to your hand." Then, reveal the top card of your
    # deck. If that card is a 《Game》 character, put it into your hand.
    auto = next(a for a in real("NGL/S58-E037")["script"] if a.get("kind") == "auto")
    assert [s["do"] for s in auto["effect"]] == ["grant", "ws.reveal_top", "if"]


def test_two_if_that_card_is_sentences_are_two_checks() -> None:
    # … put the top card of your deck into your waiting room. If that card is level 1 or higher, put this
    # card into your waiting room. If that card is level 0 or lower, you may move this card to an open
    # position of your center stage.
    steps = real("KC/S31-E079")["script"][0]["effect"]
    assert [s["do"] for s in steps] == ["move", "if", "if"]
    assert steps[1]["if"] == {"exists": {"var": "chosen", "level": {">=": 1}}}
    assert steps[2]["if"] == {"exists": {"var": "chosen", "level": {"<=": 0}}}


def test_with_one_keyword_or_another_is_not_two_descriptions() -> None:
    # "choose up to 1 character with "Experience" or "Resonate"": what the character is "with" (Resonate
    # is no keyword the compiler reads), not "a character with Experience, or a card named Resonate"
    line = (
        "【AUTO】 When this card is placed on the stage from your hand, look at up to 3 cards from the top of"
        ' your deck, choose up to 1 character with "Experience" or "Resonate" from among them, reveal it to'
        " your opponent, put it into your hand, and put the rest into your waiting room."
    )
    assert not compile_line(line, "character").automated


def test_a_card_from_the_bottom_of_their_stock_and_then() -> None:
    # … you may choose one of your opponent's level 1 or lower characters, and put it into his or her
    # stock. If you do, put a card from the bottom of your opponent's stock into his or her waiting room,
    # and at the beginning of your encore step, put this card into your memory.
    ability = real("FS/S36-E013")["script"][2]
    then = ability["effect"][0]["then"][2]["then"]
    assert then[0] == {
        "do": "move",
        "cards": {"zone": "stock", "whose": "opponent", "bottom": 1},
        "to": "waiting_room",
    }
    assert then[1]["do"] == "ws.delayed"
    # "if there is a climax is in your climax area" (one "is" too many)
    assert real("GGO/SE50-E08")["script"][2]["condition"] == {"exists": {"zone": "climax"}}


def test_spellings_cx_area_you_can_choose_and_if_you_do() -> None:
    # 【AUTO】 【CXCOMBO】 When "Wanting the Strength to Protect" is placed on your CX area, …
    trigger = real("RKN/S115-E005")["script"][0]["trigger"]
    assert trigger == {
        "on": "move",
        "to": "climax",
        "whose": "you",
        "card": {"name": "Wanting the Strength to Protect"},
    }
    assert normalise("…, you can choose 1 card").endswith("you may choose 1 card")
    assert (
        normalise("you may pay the cost.If you do, draw 1 card")
        == "you may pay the cost. If you do, draw 1 card"
    )
    assert normalise("You can put any number of cards") == "You can put any number of cards"


def test_another_card_of_a_name_in_your_memory() -> None:
    # 【AUTO】 Memory If this card is in your memory, and you do not have another "Meeting For Two, Megumi"
    # in your memory, at the beginning of your draw phase, look at the top card of your deck, and put it
    # on the top or at the bottom of your deck.
    ability = real("SHS/W98-E073")["script"][0]
    assert ability["zones"] == ["memory"]
    assert ability["condition"]["all"][1] == {
        "none": {"zone": "memory", "name": "Meeting For Two, Megumi", "other": True}
    }


def test_an_encore_given_in_quotes_alone_for_the_turn() -> None:
    # 【AUTO】 When you level up, this card gets "【AUTO】 Encore [(1)]" until end of turn.
    ability = real("APO/S53-E082")["script"][1]
    assert ability["trigger"] == {"on": "level_up", "player": "you"}
    assert ability["effect"] == [
        {
            "do": "grant",
            "cards": "this",
            "ability": {
                "kind": "keyword",
                "keyword": "encore",
                "cost": [{"stock": 1}],
                "text": "【AUTO】 Encore [(1)]",
            },
        }
    ]


def test_move_the_chosen_character_to_the_open_middle_position() -> None:
    # 【AUTO】 At the beginning of your opponent's attack phase, you may choose 1 of your 《Anniversary》
    # characters, and move it to the open middle position of your center stage.
    card = real("SAO/S100-E089")
    steps = next(a for a in card["script"] if a.get("kind") == "auto")["effect"][0]["then"]
    assert steps[1] == {"do": "ws.move_slot", "cards": "chosen", "to": "middle_empty"}


def test_look_at_the_opponents_deck_and_put_them_back_in_the_original_order() -> None:
    # … look at up to 2 cards from the top of your opponent's deck, put them on the top of their deck in
    # the original order, choose 1 of your opponent's characters, and that character gets -500 power …
    steps = real("RKN/S115-E093")["script"][0]["effect"]
    assert [s["do"] for s in steps][-3:] == ["look", "choose", "modify"]
    assert steps[-3] == {"do": "look", "zone": "library", "whose": "opponent", "n": "k", "as": "looked"}


def test_x_is_the_number_of_cards_put_into_your_waiting_room_by_this_effect() -> None:
    # JJ/SE41-E55 (event): Put all cards from your hand into your waiting room, and draw X cards. X is
    # equal to the number of cards put into your waiting room by this effect +1.
    journey = real("JJ/SE41-E55")
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    p1 = {
        "hand": [journey["code"], "Filler", "Filler", "Filler"],
        "level": ["Red Filler"],
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    play(
        [journey, red],
        {"phase": "main", "p1": p1},
        # the 3 other cards went to the waiting room (the event itself resolves from the resolution
        # zone, WS 8.6.3), then 3 + 1 cards drawn
        [{"p1": "play", "card": journey["code"], "expect": {"p1.hand.count": 4, "p1.library.count": 6}}],
        "WS 8.6.3",
    )


def test_a_count_of_the_cards_two_steps_put_into_your_waiting_room_stays_by_hand() -> None:
    # LSS/W53-TE21: Put the top two cards of your deck into your waiting room. If there is a level 1 or
    # higher card revealed among those cards, put the top two cards of your deck into your waiting room.
    # … X is equal to the number of level 1 or higher cards put into your waiting room by this effect.
    # (the count names the cards of both steps: one bound name holds one step's cards)
    assert real("LSS/W53-TE21")["script"][1]["automated"] is False
    # SPY/S106-E047: "… put the top 3 cards of your deck into your waiting room, choose up to 1 level X
    # or lower 《Berlint》 character …. X is equal to the number of 《Berlint》 characters put into your
    # waiting room by this effect": the one step's cards, counted before the choice (WS 3.1.4)
    effect = real("SPY/S106-E047")["script"][1]["effect"]
    assert effect[0]["as"] == "those" and effect[0]["to"] == "waiting_room"
    count = {"count": {"var": "those", "type": "character", "traits": ["Berlint"]}}
    assert effect[1] == {"do": "let", "as": "X", "value": count}


def test_older_spellings_of_the_cancel_trigger_and_of_reverse() -> None:
    # FS/S36-E101: 【AUTO】 [(1)] When the damage dealt by this card is cancelled, you may pay the cost.
    # If so, draw a card. (the usual "canceled" and "If you do", WS 4.10.1.2)
    card = real("FS/S36-E101")
    assert card["script"][1]["trigger"] == {"on": "ws.cancel", "source": "this"}
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "S"}, "FL": "Filler"},
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    p2 = {"library": [*LIBRARY, "Climax"]}  # the damage's first card is a climax: canceled
    play(
        [card, CLIMAX],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "S", "method": "direct", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"p1.stock.count": 1, "p1.hand.count": 1}},
        ],
        "WS 4.10.1.2",
    )
    # AOT/S35-TE02: "[AUTO] When this card becomes [REVERSE], …": the 【REVERSE】 state's mark
    reverse = real("AOT/S35-TE02")["script"][1]
    assert reverse["trigger"] == {"on": "state", "card": "this", "state": "reverse"}


def test_when_your_character_direct_attacks() -> None:
    # RZ/S68-E103: 【AUTO】 When your character direct attacks, choose 1 of your characters, and that
    # character gets +1000 power until end of turn. (any character of yours, WS 7.2; direct only)
    card = real("RZ/S68-E103")
    assert card["script"][1]["trigger"] == {
        "on": "attack",
        "player": "you",
        "card": {"type": "character"},
        "data": {"method": "direct"},
    }
    # a second attacker keeps the attack phase going (the power lasts until end of turn)
    stage = {"BL": card["code"], "FC": {"code": "Filler", "label": "A"}, "FL": "Filler"}
    p1 = {"stage": stage, "library": LIBRARY}
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1},
        [
            {"p1": "attack", "card": "A", "method": "direct", "expect": {"decision.kind": "select"}},
            {"p1": "choose", "cards": ["A"], "expect": {"card.A.power": 2000}},
        ],
        "WS 7.2",
    )
    # a frontal attack does not trigger it
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [{"p1": "attack", "card": "A", "method": "front", "expect": {"card.A.power": 1000}}],
        "WS 7.2",
    )


def test_other_printings_of_using_an_act_and_of_your_own_characters() -> None:
    # NK/WE22-E06: 【AUTO】 This ability activates up to one time per turn. When you use 【ACT】, …
    # MOB/SX02-T15: 【AUTO】 … When you use an 【ACT】 ability, this card gets +1500 power …
    for code in ("NK/WE22-E06", "MOB/SX02-T15"):
        trigger = next(a for a in real(code)["script"] if a["kind"] == "auto")["trigger"]
        assert trigger == {"on": "ws.act", "player": "you"}  # WS 8.1.1.1.2
    # APO/S53-E096: Choose one of your own characters, and that character gets +1500 power …
    choose = real("APO/S53-E096")["script"][1]["effect"][0]
    assert choose["from"] == {"zone": "stage", "type": "character"}


def test_when_a_climax_of_one_colour_is_placed_on_your_climax_area() -> None:
    # MOB/SX02-073: 【AUTO】 When a blue climax is placed on your climax area, choose 1 of your characters,
    # and that character gets +1500 power until end of turn. (a climax of that colour only, M 2.4)
    card = real("MOB/SX02-073")
    assert card["script"][0]["trigger"]["card"] == {"type": "climax", "colour": "blue"}
    blue_cx = {**CLIMAX, "code": "T-BCX", "name": "Blue Climax", "colours": ["blue"]}
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    for climax, expect in (
        ("Blue Climax", {"decision.kind": "select", "decision.prompt ~": "choose 1"}),
        ("Climax", {"decision.kind": "action"}),  # yellow: no trigger, the attack phase's declaration
    ):
        p1 = {
            "stage": {"BL": card["code"], "FC": {"code": "Filler", "label": "A"}},
            "hand": [{"code": climax, "label": "C"}],
            "level": ["Blue Filler", "Filler"],
            "library": LIBRARY,
        }
        play(
            [card, blue_cx, blue, CLIMAX],
            {"phase": "main", "p1": p1},
            [
                {"p1": "pass", "note": "the climax phase begins"},
                {"p1": "play", "card": "C", "expect": expect},
            ],
            "WS 8.7",
        )


def test_a_climax_placed_on_the_climax_area_and_a_change_effect_glued_to_its_quote() -> None:
    # RKN/S115-TE11: 【AUTO】 When this card is placed on the climax area from your hand, choose up to 1
    # level 1 or lower character in your waiting room, … (its owner's climax area, WS 3.2: "your")
    climax = real("RKN/S115-TE11")["script"][0]
    assert climax["trigger"] == {"on": "move", "card": "this", "from": "hand", "to": "climax"}
    # PD/S22-E026: 【AUTO】 When this card is placed on stage from your hand or by a "Change"effect, …
    change = real("PD/S22-E026")["script"][1]["trigger"]
    assert {"on": "move", "card": "this", "to": "stage", "data": {"reason": "change"}} in change


def test_your_opponent_plays_an_event_and_other_battle_trigger_wordings() -> None:
    # KGL/S95-E082: 【AUTO】 When your opponent plays an event, you may put the top 3 cards of your deck
    # into your waiting room. (the mirror of "When you play an event", WS 8.6.2.4.2)
    played = real("KGL/S95-E082")["script"][1]["trigger"]
    mine = compile_line("【AUTO】 When you play an event, draw a card.", "character").ability["trigger"]
    assert played == {**mine, "whose": "opponent"}
    # LSS/WE27-E38: 【AUTO】 【CXCOMBO】 When this card's battle opponent becomes 【REVERSE】 in battle, …
    # (reversed by the battle, WS 7.5.1.3)
    reverse = real("LSS/WE27-E38")["script"][1]["trigger"]
    assert reverse == {
        "on": "state",
        "state": "reverse",
        "battle_opponent": "this",
        "data": {"reason": "battle"},
    }
    # FS/S36-E074: "When another of your 《Master》 characters is being frontal attacked": "is frontal
    # attacked"
    attacked = real("FS/S36-E074")["script"][0]["trigger"]
    assert attacked["on"] == "attack" and attacked["data"] == {"method": "front"}


def test_the_number_of_characters_on_your_opponents_center_stage_is_n_or_less() -> None:
    # MOB/SX02-105: 【AUTO】 When this card is placed on the stage from your hand, if the number of
    # characters on your opponent's center stage is 1 or less, choose 1 cost 0 or lower character on
    # your opponent's center stage, and put it at the bottom of his or her deck.
    card = real("MOB/SX02-105")
    for center, expect in (
        ({"FC": {"code": "Filler", "label": "T"}}, {"card.T.zone": "p2.library"}),
        # two characters in the center stage: the condition fails (WS 8.7.3.1), nothing chosen
        ({"FC": {"code": "Filler", "label": "T"}, "FL": "Filler"}, {"card.T.zone": "p2.stage"}),
    ):
        p1 = {"hand": [card["code"]], "library": LIBRARY}
        play(
            [card],
            {"phase": "main", "p1": p1, "p2": {"stage": center, "library": LIBRARY}},
            [
                {"p1": "play", "card": card["code"], "slot": "BL"},
                {"p1": "choose", "cards": ["T"], "expect": expect}
                if "FL" not in center
                else {"note": "no choice", "expect": expect},
            ],
            "WS 8.7.3.1",
        )
    # KC/S31-E036: "if you do not have any other characters in your back stage" (WS 3.4)
    back = real("KC/S31-E036")["script"][0]["condition"]
    assert back == {"none": {"zone": "stage", "type": "character", "back_row": True, "other": True}}


def test_your_opponent_reveals_the_top_card_of_their_deck() -> None:
    # KC/S31-E073: 【AUTO】 When this card is placed on the stage from your hand, your opponent reveals the
    # top card of his or her deck. If that card is level 1 or higher, this card gets +2000 power until end
    # of turn. (the opponent's library, the card stays there: WS 4.9.1, M 3.2.5)
    printed = real("KC/S31-E073")
    card = {**printed, "fields": {**printed["fields"], "level": 0, "cost": 0}}  # playable at level 0
    steps = card["script"][0]["effect"]
    assert steps[0] == {"do": "ws.reveal_top", "n": 1, "whose": "opponent", "as": "chosen"}
    base = card["fields"]["power"]
    for library, power in ((["Ally"] * 10, base + 2000), (LIBRARY, base)):
        p1 = {"hand": [{"code": card["code"], "label": "C"}], "library": LIBRARY}
        play(
            [card],
            {"phase": "main", "p1": p1, "p2": {"library": library}},
            [
                {
                    "p1": "play",
                    "card": "C",
                    "slot": "FC",
                    "expect": {"card.C.power": power, "p2.library.count": 10},
                },
            ],
            "WS 4.9.1",
        )


def test_the_cost_asked_for_as_the_last_step_of_a_sentence() -> None:
    # CSM/S96-E043: 【AUTO】 [Put 2 green cards from your hand into your waiting room] When this card
    # attacks, this card gets +4000 power until end of turn, and you may pay the cost. If you do, your
    # opponent puts the top 18 cards of their deck into their waiting room. (the cost paid in the
    # effect, after the power: WS 8.4)
    ability = real("CSM/S96-E043")["script"][1]
    assert "cost" not in ability
    power, pay = ability["effect"]
    assert power == {"do": "modify", "cards": "this", "stat": "power", "add": 4000}
    assert pay["do"] == "pay" and pay["cost"] == [{"discard": 2, "filter": {"colour": "green"}}]
    assert pay["then"][0]["cards"] == {"zone": "library", "whose": "opponent", "top": 18}


def test_that_character_after_your_other_character_becomes_reverse_in_battle() -> None:
    # FS/S77-E066: 【AUTO】 [Put this card into your waiting room] When your other 《Master》 or 《Servant》
    # character becomes 【REVERSE】 in battle, if this card is in your back stage, you may pay the cost.
    # If you do, 【REST】 that character. ("that character" is the reversed one, WS 8.7.1)
    ability = real("FS/S77-E066")["script"][0]
    assert ability["effect"] == [{"do": "state", "cards": "event_card", "to": "rest"}]
    # the front-attack line keeps its own script, read before the general one (WS 7.2.1.5)
    attacked = next(a for a in real("AYT/W110-E047")["script"] if "frontal attacked" in a["text"])
    assert attacked["effect"] == [{"do": "move", "cards": {"zone": "stage", "defending": True}, "to": "hand"}]
    assert compile_line(
        "【AUTO】 When your other 《Chaldea》 character becomes 【REVERSE】 in battle, you may return that "
        "character to your hand.",
        "character",
    ).ability["effect"] == [
        {"do": "may", "then": [{"do": "move", "cards": "event_card", "to": "hand", "as": "chosen"}]}
    ]


def test_other_spellings_of_durations_selectors_and_numbers() -> None:
    # "until the end of turn", "equal or lower than", "on your opponent's center stage", "an open
    # position of their center stage", "the revealed cards", "you deal", "the number of soul that
    # character has", "the cost of this card's battle opponent is 0 or lower", a doubled full stop
    for printed, usual in (
        (
            "that character gets +X power until the end of turn.",
            "that character gets +X power until end of turn",
        ),
        ("with level equal or lower than your level", "with level equal to or lower than your level"),
        (
            "choose 1 character on your opponent's center stage..",
            "choose 1 character in your opponent's center stage",
        ),
        (
            "move it to an open position of your opponent's center stage",
            "move it to another open position of their center stage",  # "an" and "another": one slot choice
        ),
        (
            "X is equal to the total level of the revealed cards.",
            "X is equal to the total level of those cards",
        ),
        (
            "their deck, and you deal 4 damage to your opponent",
            "their deck, and deal 4 damage to your opponent",
        ),
        (
            "X is equal to the number of soul that character has ×1000",
            "X is equal to that character's soul x1000",
        ),
        (
            "if the cost of this card's battle opponent is 0 or lower",
            "if this card's battle opponent is cost 0 or lower",
        ),
        ("draw a card. 。", "draw a card"),
    ):
        assert normalise(printed) == usual
    # SAO/S100-E038 and SHS/W98-E101 read whole
    assert real("SAO/S100-E038")["script"][0]["condition"] == {"exists": {**_BATTLING, "cost": {"<=": 0}}}
    x = real("SHS/W98-E101")["script"][0]["effect"]
    assert {
        "do": "let",
        "as": "X",
        "value": {"mul": [{"stat": {"card": {"var": "chosen"}, "name": "soul"}}, 1000]},
    } in x


def test_your_level_is_exactly_n_and_other_conditions_and_battle_steps() -> None:
    # OVL/S99-E071: If your level is 2, choose 1 of your 《Grotesque Race》 or 《Nazarick》 characters, and
    # that character gets +1500 power and the following ability until end of turn. "…" (that level
    # only, WS 3.5)
    ability = real("OVL/S99-E071")["script"][1]  # (the first line is its play condition)
    assert ability["effect"][0]["if"] == {"==": [{"ws.level": "you"}, 2]}
    event = {**CLIMAX, "code": "T-EV", "name": "Level Two Event", "type": "event", "script": [ability]}
    event["fields"] = {"level": 0, "cost": 0, "triggers": []}
    ally = _trait("T-NAZ", "Nazarick Filler", "Nazarick")
    for level, expect in ((["Filler", "Filler"], 2500), (["Filler"], 1000), (["Filler"] * 3, 1000)):
        p1 = {
            "hand": [{"code": event["code"], "label": "E"}],
            "stage": {"FC": {"code": "T-NAZ", "label": "N"}},
            "level": level,
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [{"p1": "play", "card": "E"}]
        steps.append(
            {"p1": "choose", "cards": ["N"], "expect": {"card.N.power": expect}}
            if expect > 1000
            else {"note": "another level: nothing chosen", "expect": {"card.N.power": expect}}
        )
        play([event, ally], {"phase": "main", "p1": p1}, steps, "WS 3.5")
    # NGL/S58-E106 … "if your hand has less cards than your opponent's hand" (WS 3.3)
    hand = next(a for a in real("NGL/S58-E106")["script"] if "less cards" in a["text"])
    assert hand["condition"] == {
        "<": [{"count": {"zone": "hand"}}, {"count": {"zone": "hand", "whose": "opponent"}}]
    }
    # FGO/S75: "When this card's battle opponent becomes 【REVERSE】, 【REST】 that character." (WS 7.5)
    rest = next(a for a in real("FGO/S75-E018")["script"] if "【REST】 that" in a["text"])
    assert rest["effect"] == [{"do": "state", "cards": _BATTLING, "to": "rest"}]
    # BD/W73: "Accelerate [...] During the turn that this card is placed on the stage from your hand, at
    # the beginning of your climax phase, ...": the turn read after the keyword too
    accelerate = next(a for a in real("BD/W73-E020")["script"] if "During the turn" in a["text"])
    assert accelerate["condition"] == {"ws.placed_from_hand": "this"} and "accelerate" in accelerate["tags"]
    # the usual words for "until the end your opponent's", "the top or bottom of", "placed on the stage
    # from hand", "with a level equal to or less than your level", ",and"
    for printed, usual in (
        ("until the end your opponent's next turn", "until the end of your opponent's next turn"),
        ("put it on the top or bottom of your deck", "put it on the top or at the bottom of your deck"),
        (
            "When this card is placed on stage from hand",
            "When this card is placed on the stage from your hand",
        ),
        (
            "a 《A》 character with a level equal to or less than your level",
            "a 《A》 character with level equal to or lower than your level",
        ),
        ("in your waiting room,and return it", "in your waiting room, and return it"),
    ):
        assert normalise(printed) == usual


def test_an_events_brainstorm_and_if_not() -> None:
    # PD/S22-E095: Brainstorm Reveal three cards from the top of your deck, and put them into your
    # waiting room. If there is a climax among those cards, draw a card. If not, draw two cards. (an
    # event's "Brainstorm (effect)" has the keyword, WS 10.7.2; no cost)
    printed = real("PD/S22-E095")
    ability = printed["script"][0]
    assert ability["tags"] == ["brainstorm"] and "cost" not in ability
    event = {**printed, "fields": {**printed["fields"], "level": 0, "cost": 0}}  # playable at level 0
    for library, drawn in ((["Filler"] * 6 + ["Climax"] + ["Filler"] * 2, 1), (["Filler"] * 9, 2)):
        p1 = {"hand": [{"code": event["code"], "label": "E"}], "library": library}
        play(
            [event, CLIMAX],
            {"phase": "main", "p1": p1},
            [{"p1": "play", "card": "E", "expect": {"p1.hand.count": drawn, "p1.waiting_room.count": 4}}],
            "WS 10.7.2",
        )
    # HOL/W104-E058: … put the top card of your deck into your waiting room. If that card is a climax, …
    # Otherwise, this card gets 《Red Color》 until end of turn. (the else of the same check)
    milled = next(a for a in real("HOL/W104-E058")["script"] if "Otherwise" in a["text"])
    check = milled["effect"][1]
    assert check["if"] == {"exists": {"var": "chosen", "type": "climax"}}
    assert check["else"] == [{"do": "grant", "cards": "this", "stat": "traits", "grant": "Red Color"}]


def test_cards_except_climax_cards_and_if_you_returned_n_cards() -> None:
    # DG/S03-E036: Choose up to five cards in your waiting room except climax cards, and return them to
    # your deck. Shuffle your deck afterwards. If you returned five cards, choose one of your
    # characters, and that character gets +5000 power and +2 soul until end of turn.
    printed = real("DG/S03-E036")
    steps = printed["script"][0]["effect"]
    assert steps[0]["from"] == {"zone": "waiting_room", "not": {"type": "climax"}}
    # counted before they move
    assert steps[1] == {"do": "let", "as": "returned", "value": {"count": {"var": "chosen"}}}
    event = {**printed, "fields": {**printed["fields"], "level": 0, "cost": 0}}  # playable at level 0
    room = [{"code": "Filler", "label": f"W{i}"} for i in range(5)] + [{"code": "Climax", "label": "X"}]
    p1 = {
        "hand": [{"code": event["code"], "label": "E"}],
        "waiting_room": room,
        "stage": {"FC": {"code": "Filler", "label": "A"}},
        "library": LIBRARY,
    }
    play(
        [event, CLIMAX],
        {"phase": "main", "p1": p1},
        [
            # the five other cards offered, not the climax (WS 8.6.3: only cards as described)
            {"p1": "play", "card": "E", "expect": {"decision.count": 5}},
            {
                "p1": "choose",
                "cards": ["W0", "W1", "W2", "W3", "W4"],
                "expect": {"card.X.zone": "p1.waiting_room"},
            },
            {"p1": "choose", "cards": ["A"], "expect": {"card.A.power": 6000, "card.A.soul": 3}},
        ],
        "WS 8.6.3",
    )


def test_n_multiplied_by_the_number_among_those_cards_and_on_top_of() -> None:
    # APO/S53: … put the top two cards of your deck into your waiting room, and this card gets +X power
    # until end of turn. X is equal to 1000 multiplied by the number of 《Master》 or 《Servant》 or
    # 《Homunculus》 characters revealed among those cards. (the same as "… among those cards ×1000")
    line = next(
        a
        for code, raw in _raw_cards().items()
        if code.startswith("APO/S53")
        for a in real(code)["script"]
        if "1000 multiplied by the number of" in a.get("text", "")
    )
    assert line["effect"][1]["value"]["mul"][1] == 1000
    same = compile_line(
        line["text"].replace("1000 multiplied by the number", "the number").replace("cards.", "cards ×1000."),
        "character",
    )
    assert same.automated and same.ability["effect"] == line["effect"]
    # "put that character on top of your opponent's deck": "on the top of"
    assert normalise("you may put that character on top of your opponent's deck") == (
        "you may put that character on the top of your opponent's deck"
    )


def test_more_usual_words_for_a_limit_a_position_and_a_play_condition() -> None:
    for printed, usual in (
        (
            "This ability activates up to once per turn. When",
            "This ability activates up to 1 time per turn. When",
        ),
        ("and put in on any position of your stage", "and put it on any position of your stage"),
        ("put them on seperate positions of your stage", "put them on separate positions of your stage"),
        (
            "put it in the stage position this card was in",
            "put it in the stage position that this card was in",
        ),
        ("you cannot play this card from your hand", "this card cannot be played from your hand"),
        ('if you have a card named "A" on your climax area', 'if a card named "A" is in your climax area'),
    ):
        assert normalise(printed) == usual
    # APO/S53: If you do not have a character with "Rider of Black(黒のライダー)" in its card name, you cannot
    # play this card from your hand. (a play condition, WS 8.6.2.1)
    line = next(
        a
        for code in _raw_cards()
        if code.startswith("APO/S53")
        for a in real(code)["script"]
        if "you cannot play this card" in a.get("text", "")
    )
    assert line["tags"] == ["play_condition"]


def test_change_choosing_up_to_one_may_choose_none() -> None:
    # KGL/S95-E081: 【AUTO】 Change [Return this card to your hand] At the beginning of your climax phase,
    # you may pay the cost. If you do, choose up to 1 《Shuchiin》 character in your hand, and put it in
    # the stage position that this card was in. ("up to": none may be chosen, WS 8.6.3 with 10.8)
    card = real("KGL/S95-E081")
    ally = _trait("T-SHU", "Shuchiin Filler", "Shuchiin")
    for chosen, expect in (
        (["S"], {"card.C.zone": "p1.hand", "card.S.slots": ["FC"]}),
        ([], {"card.C.zone": "p1.hand", "card.S.zone": "p1.hand"}),
    ):
        p1 = {
            "stage": {"FC": {"code": card["code"], "label": "C"}},
            "hand": [{"code": "T-SHU", "label": "S"}],
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [
            {"p1": "pass", "note": "the main phase ends: the climax phase begins"},
            {"p1": "yes", "expect": {"card.C.zone": "p1.hand"}},
            {"p1": "choose", "cards": chosen, "expect": expect},
        ]
        play([card, ally], {"phase": "main", "p1": p1}, steps, "WS 10.8")


def test_the_stage_position_this_card_was_on_after_it_left_the_stage() -> None:
    # TL/W37-E016: 【AUTO】 [(1) Put a card from your hand into your waiting room] When this card is put into
    # your waiting room from the stage, you may pay the cost. If you do, choose a card named "Run Elise
    # Jewelria" in your waiting room, return it to your hand, choose a card named "“Blue Metallia” Run" in
    # your waiting room, and put it on the stage position that this card was on as 【REST】. (the slot the
    # move from the stage left, WS 3.1.4: the card is a new object in the waiting room)
    card = real("TL/W37-E016")
    elise = {**FILLER, "code": "T-ELISE", "name": "Run Elise Jewelria"}
    run = {**FILLER, "code": "T-RUN", "name": "“Blue Metallia” Run"}
    p1 = {
        "stage": {"FL": {"code": card["code"], "label": "C"}},
        "waiting_room": [{"code": "T-ELISE", "label": "E"}, {"code": "T-RUN", "label": "R"}],
        "hand": [{"code": "Filler", "label": "H"}],
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    play(
        [card, elise, run],
        {
            "phase": "attack",
            "step": "declare",
            "p1": p1,
            "p2": {"stage": {"FL": "Ally", "FC": "Ally", "FR": "Ally"}, "library": LIBRARY},
        },
        [
            {"p1": "attack", "card": "C", "method": "front"},
            {"p2": "pass", "expect": {"card.C.zone": "p1.waiting_room"}},
            {"p1": "trigger", "card": "C"},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["H"]},
            {"p1": "choose", "cards": ["E"], "expect": {"card.E.zone": "p1.hand"}},
            {"p1": "choose", "cards": ["R"], "expect": {"card.R.slots": ["FL"], "card.R.state": "rest"}},
        ],
        "WS 3.1.4",
    )


def test_the_stage_position_this_card_was_on_after_an_effect_moved_it() -> None:
    # MR/W80-E016: 【AUTO】 At the beginning of your draw phase, put this card into your waiting room, choose
    # up to 1 "Comrades of Mikazuki Villa, Iroha" in your waiting room, and put it on the stage position
    # that this card was on. (the slot the step moving this card left, WS 3.1.4)
    card = real("MR/W80-E016")
    iroha = {**FILLER, "code": "T-IROHA", "name": "Comrades of Mikazuki Villa, Iroha"}
    p1 = {
        "stage": {"BR": {"code": card["code"], "label": "C"}},
        "waiting_room": [{"code": "T-IROHA", "label": "I"}],
        "library": LIBRARY,
    }
    play(
        [card, iroha],
        {"phase": "stand", "p1": p1},
        [
            {
                "p1": "choose",
                "cards": ["I"],
                "expect": {"card.C.zone": "p1.waiting_room", "card.I.slots": ["BR"]},
            },
        ],
        "WS 3.1.4",
    )


def _script(line: str) -> dict[str, Any]:
    compiled = compile_line(line, "character")
    assert compiled.automated, line
    return {k: v for k, v in compiled.ability.items() if k != "text"}


def test_spellings_of_a_duration_a_cost_a_condition_and_a_name_read_as_the_usual_words() -> None:
    # the normaliser's variants (found by comparing each line by hand with its nearest automated
    # one): each compiles to the script of the usual wording, which the tests above play
    for variant, usual in (
        # SPY/S106-E019: "until the end of turn" (WS 8.1: an effect's duration)
        (
            "【AUTO】 When this card attacks, choose 1 of your other 《Berlint》 characters, and that"
            " character gets +X power until the end of turn. X is equal to the number of other"
            " 《Berlint》 characters you have ×500.",
            "【AUTO】 When this card attacks, choose 1 of your other 《Berlint》 characters, and that"
            " character gets +X power until end of turn. X is equal to the number of other 《Berlint》"
            " characters you have ×500.",
        ),
        # NK/WE22-E18: "[Put a card from the top of your deck into your clock]" (WS 8.1.1.2: a cost)
        (
            "【ACT】 [(1) Put a card from the top of your deck into your clock] This card gets +1000 power"
            " until end of turn.",
            "【ACT】 [(1) Put the top card of your deck into your clock] This card gets +1000 power until"
            " end of turn.",
        ),
        # SAO/S100-E038: "the cost of this card's battle opponent is 0 or lower"
        (
            "【AUTO】 When this card becomes 【REVERSE】, if the cost of this card's battle opponent is 0 or"
            " lower, you may put the top card of your opponent's clock into their waiting room. If you do,"
            " put that character into your opponent's clock.",
            "【AUTO】 When this card becomes 【REVERSE】, if this card's battle opponent is cost 0 or lower,"
            " you may put the top card of your opponent's clock into their waiting room. If you do, put"
            " that character into your opponent's clock.",
        ),
        # OVL/S99-E040: "this character's soul" is this card's
        (
            "【ACT】 [(1)] This character's soul does not decrease by side attacking until end of turn.",
            "【ACT】 [(1)] This card's soul does not decrease by side attacking until end of turn.",
        ),
        # SBY/W114-E083: a name opened straight and closed curly; Fsh/W120-E042: a count glued to
        # the name; BNJ/SX01-054 and PD/S22-E098b: a doubled or full-width final stop
        (
            '【ACT】 [(1)] Search your deck for up to 1 "Petit Devil Kouhai, Tomoe Koga”, put it in any'
            " position of your stage, and shuffle your deck.",
            '【ACT】 [(1)] Search your deck for up to 1 "Petit Devil Kouhai, Tomoe Koga", put it in any'
            " position of your stage, and shuffle your deck.",
        ),
        (
            '【ACT】 [Put 1"Day of Encountering Destiny" from your hand into your waiting room] This card'
            " gets +1000 power until end of turn..",
            '【ACT】 [Put 1 "Day of Encountering Destiny" from your hand into your waiting room] This card'
            " gets +1000 power until end of turn. 。",
        ),
        # FS/S36-E036: "from your hand into waiting room", "in you climax area"; SAO/S100-E079: "If
        # this card in your memory"; TL/W37-E058: "with a level equal to or less than your level"
        (
            "【ACT】 [Put a 《Weapon》 character from your hand into waiting room] If a card named"
            ' "Gae Bolg" is in you climax area, this card gets +1000 power until end of turn.',
            "【ACT】 [Put a 《Weapon》 character from your hand into your waiting room] If a card named"
            ' "Gae Bolg" is in your climax area, this card gets +1000 power until end of turn.',
        ),
        (
            "【CONT】 Memory If this card in your memory, all of your characters get +500 power.",
            "【CONT】 Memory If this card is in your memory, all of your characters get +500 power.",
        ),
        (
            "【ACT】 [(1)] Choose an 《Alien》 or 《Plant》 character with a level equal to or less than your"
            " level in your waiting room, and return it to your hand.",
            "【ACT】 [(1)] Choose an 《Alien》 or 《Plant》 character with level equal to or lower than your"
            " level in your waiting room, and return it to your hand.",
        ),
        # SAO/S26-E002: "up to once per turn" (WS 8.1.3.2); RKN/S115-E004: "and you deal"; SHS/W98-E101:
        # "the number of soul that character has"
        (
            "【AUTO】 This ability activates up to once per turn. When this card attacks, choose 1 of your"
            " other characters, and that character gets +X power until end of turn. X is equal to the"
            " number of soul that character has ×1000.",
            "【AUTO】 This ability activates up to 1 time per turn. When this card attacks, choose 1 of your"
            " other characters, and that character gets +X power until end of turn. X is equal to that"
            " character's soul ×1000.",
        ),
        (
            "【ACT】 [(2)] Choose up to 3 cards in your opponent's waiting room, return them to their deck,"
            " your opponent shuffles their deck, and you deal 4 damage to your opponent.",
            "【ACT】 [(2)] Choose up to 3 cards in your opponent's waiting room, return them to their deck,"
            " your opponent shuffles their deck, and deal 4 damage to your opponent.",
        ),
        # DG/S03-E052: "search for up to one … from among them" after a look (a choice)
        (
            "【ACT】 [(1)] Look at up to four cards from the top of your deck, search for up to one 《Demon》"
            " character from among them, reveal it to your opponent, put it into your hand, and put the"
            " rest into your waiting room.",
            "【ACT】 [(1)] Look at up to four cards from the top of your deck, choose up to one 《Demon》"
            " character from among them, reveal it to your opponent, put it into your hand, and put the"
            " rest into your waiting room.",
        ),
        # TL/W37-E027: a comma before the ability given; MAR/S89-E059: a stray final quote; DG/S03-E029:
        # the closing quote of a given Encore lost
        (
            "【ACT】 [(1)] Choose 1 of your characters, and that character gets the following ability until"
            ' end of turn, "【CONT】 This card cannot side attack."',
            "【ACT】 [(1)] Choose 1 of your characters, and that character gets the following ability until"
            ' end of turn. "【CONT】 This card cannot side attack."',
        ),
        (
            "【AUTO】 When this card becomes 【REVERSE】, if this card's battle opponent is level 1 or lower,"
            ' you may 【REVERSE】 that character."',
            "【AUTO】 When this card becomes 【REVERSE】, if this card's battle opponent is level 1 or lower,"
            " you may 【REVERSE】 that character.",
        ),
        (
            "【CONT】 If you have 3 or more other 《Demon》 characters, this card gets +1000 power and"
            ' "【AUTO】 Encore [Put a character from your hand into your waiting room].',
            "【CONT】 If you have 3 or more other 《Demon》 characters, this card gets +1000 power and"
            ' "【AUTO】 Encore [Put a character from your hand into your waiting room]".',
        ),
        # moves to an open slot: "an" / "another" open position, "your opponent's" / "their"
        # (MR/W80-E101, SHS/W98-E094, LL/W01-096)
        (
            "【ACT】 [(1)] Choose 1 character in your opponent's center stage, and move it to an open"
            " position of your opponent's center stage.",
            "【ACT】 [(1)] Choose 1 character in your opponent's center stage, and move it to another open"
            " position of their center stage.",
        ),
        (
            "【ACT】 [(1)] Move this card to another open position of your center stage.",
            "【ACT】 [(1)] Move this card to an open position of your center stage.",
        ),
        # NGL/S58-E074: "the total level of the revealed cards" (those put or revealed)
        (
            "【ACT】 [(1)] Put the top 2 cards of your deck into your waiting room, choose 1 level X or lower"
            " character in your waiting room, and return it to your hand. X is equal to the total level of"
            " the revealed cards.",
            "【ACT】 [(1)] Put the top 2 cards of your deck into your waiting room, choose 1 level X or lower"
            " character in your waiting room, and return it to your hand. X is equal to the total level of"
            " those cards.",
        ),
        # PD/S22-E006: "cost 1 or less"; BNJ/SX01-075: "an open position on your opponent's stage";
        # AB/W31-E021: "[Put a card from your hand to your waiting room]"
        (
            "【ACT】 [Put a card from your hand to your waiting room] Choose one of your opponent's cost 1 or"
            " less characters, and move it to an open position on your opponent's stage.",
            "【ACT】 [Put a card from your hand into your waiting room] Choose one of your opponent's cost 1"
            " or lower characters, and move it to another open position of their stage.",
        ),
        # APO/S53-E095: "…, you cannot play this card from your hand" (a play condition, WS 8.6.2.1);
        # AB/W31-E113: "if you have a card named "X" on your climax area"
        (
            "If you do not have a 《Music》 character, you cannot play this card from your hand.",
            "If you do not have a 《Music》 character, this card cannot be played from your hand.",
        ),
        (
            '【AUTO】 When this card attacks, if you have a card named "Heart of the World" on your climax'
            " area, this card gets +1500 power until end of turn.",
            '【AUTO】 When this card attacks, if you have a card named "Heart of the World" in your climax'
            " area, this card gets +1500 power until end of turn.",
        ),
        # BD/W73-E033: "this card gains the following ability"; OVL/S99-E006: "the stage position this
        # card was in"
        (
            "【ACT】 [(1)] This card gains +1000 power until end of turn.",
            "【ACT】 [(1)] This card gets +1000 power until end of turn.",
        ),
        (
            "【AUTO】 [(1) Put this card into your waiting room] When this card attacks, you may pay the"
            ' cost. If you do, choose up to 1 "Shalltear" in your hand, and put it in the stage position'
            " this card was in.",
            "【AUTO】 [(1) Put this card into your waiting room] When this card attacks, you may pay the"
            ' cost. If you do, choose up to 1 "Shalltear" in your hand, and put it in the stage position'
            " that this card was in.",
        ),
        # KC/S31-E096: "until the end your opponent's next turn"; SHS/W98-E005: "if you have 2 or less
        # markers underneath this card"; FS/S36-E102: a full stop after the closing reminder
        (
            "【ACT】 [(1)] This card gets +1000 power until the end your opponent's next turn.",
            "【ACT】 [(1)] This card gets +1000 power until the end of your opponent's next turn.",
        ),
        (
            "【AUTO】 When this card attacks, if you have 2 or less markers underneath this card, this card"
            " gets +1000 power until end of turn. (The revealed card is returned to its original place).",
            "【AUTO】 When this card attacks, if this card has 2 or less markers underneath it, this card"
            " gets +1000 power until end of turn.",
        ),
        # LL/W01-009: "that characters gets"
        (
            "【ACT】 [(1)] Choose one of your characters, and that characters gets +2000 power until end of"
            " turn.",
            "【ACT】 [(1)] Choose one of your characters, and that character gets +2000 power until end of"
            " turn.",
        ),
        # APO/S53-E086: "… and put it on the top of your deck in any order"; LSS/WE27-E14: "put the top X
        # of your opponent's deck …"
        (
            "【ACT】 [(1)] Look at up to two cards from the top of your deck, and put it on the top of your"
            " deck in any order.",
            "【ACT】 [(1)] Look at up to two cards from the top of your deck, and put them on the top of your"
            " deck in any order.",
        ),
        (
            "【ACT】 [(1)] Put the top X of your opponent's deck into their waiting room. X is equal to the"
            " number of 《Music》 characters you have.",
            "【ACT】 [(1)] Put the top X cards of your opponent's deck into their waiting room. X is equal to"
            " the number of 《Music》 characters you have.",
        ),
    ):
        assert _script(variant) == _script(usual), variant


def test_the_number_of_characters_in_your_opponents_back_stage() -> None:
    # GGO/SE50-E05's count: "X is equal to the number of characters in your opponent's back stage
    # ×1000" (the back stage is the back row, WS 3.6.4), and its other order
    for line in (
        "【CONT】 This card gets +X power. X is equal to the number of characters in your opponent's back"
        " stage ×1000.",
        "【CONT】 This card gets +X power. X is equal to the number of your opponent's characters in the"
        " back stage ×1000.",
    ):
        card = {**FILLER, "code": "T-BACK", "name": "Back Counter", "script": [_script(line)]}
        p1 = {"stage": {"FC": {"code": "Back Counter", "label": "A"}}, "library": LIBRARY}
        p2 = {"stage": {"FC": "Filler", "BL": "Filler", "BR": "Filler"}, "library": LIBRARY}
        play([card], {"phase": "main", "p1": p1, "p2": p2}, [{"expect": {"card.A.power": 3000}}], "WS 3.6.4")
    assert real("GGO/SE50-E05")["script"][1].get("automated", True)


def test_a_count_without_or_more_is_that_number_exactly() -> None:
    # SHS/W98-E042: 【AUTO】 When this card attacks, if your clock has 6 cards, this card gets +8000
    # power until end of turn (decision: a count with no "or more / or less" is the number itself)
    card = real("SHS/W98-E042")
    assert card["script"][1]["condition"] == {"==": [{"count": {"zone": "clock"}}, 6]}
    for clock, power in ((6, 12500), (5, 4500)):
        p1 = {"stage": {"FC": {"code": card["code"], "label": "M"}}, "clock": ["Filler"] * clock}
        p1["library"] = LIBRARY
        p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
        play(
            [card],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            [{"p1": "attack", "card": card["code"], "method": "front", "expect": {"card.M.power": power}}],
            "WS 3.8",
        )


def test_a_second_alternative_may_repeat_its_article() -> None:
    # APO/S53-E081: "choose a 《Homunculus》 character or a card named "Roche Frain Yggdmillennia" in
    # your waiting room": either description
    ability = real("APO/S53-E081")["script"][1]
    assert ability.get("automated", True)
    text = json.dumps(ability, ensure_ascii=False)
    assert '"traits": ["Homunculus"]' in text and '"name": "Roche Frain Yggdmillennia"' in text


def test_a_level_without_or_higher_is_that_level_exactly() -> None:
    # OVL/S99-E071 (an event): "If your level is 2, choose 1 of your 《Grotesque Race》 or 《Nazarick》
    # characters, …" (your level: the cards in your level zone, WS 2.4; decision: no "or higher" is
    # that level only)
    event = real("OVL/S99-E071")
    assert event["script"][1]["effect"][0]["if"] == {"==": [{"ws.level": "you"}, 2]}
    line = "【CONT】 If your level is 2, this card gets +1000 power."
    card = {**FILLER, "code": "T-LV2", "name": "Level Two", "script": [_script(line)]}
    for level, power in ((2, 2000), (3, 1000), (1, 1000)):
        p1 = {"stage": {"FC": {"code": "Level Two", "label": "A"}}, "level": ["Filler"] * level}
        p1["library"] = LIBRARY
        play([card], {"phase": "main", "p1": p1}, [{"expect": {"card.A.power": power}}], "WS 2.4")


def test_choose_a_character_in_your_center_stage() -> None:
    # "choose 1 character in your center stage": yours, of the front row (WS 3.6.4), as "… in your
    # opponent's center stage" is the opponent's
    line = (
        "【ACT】 [(1)] Choose 1 character in your center stage, and that character gets +1000 power until"
        " end of turn."
    )
    script = _script(line)
    assert script["effect"][0]["from"] == {"zone": "stage", "type": "character", "front_row": True}
    card = {**FILLER, "code": "T-CTR", "name": "Center Picker", "script": [script]}
    p1 = {
        "stage": {"FC": {"code": "Center Picker", "label": "A"}, "BL": {"code": "Filler", "label": "B"}},
        "stock": ["Filler"] * 2,
        "library": LIBRARY,
    }
    steps = [
        {"p1": "act", "card": "A", "expect": {"decision.kind": "select"}},
        {"p1": "choose", "cards": ["A"], "expect": {"card.A.power": 2000, "card.B.power": 1000}},
    ]
    play([card], {"phase": "main", "p1": p1}, steps, "WS 3.6.4")


def test_a_level_in_a_description_without_or_lower_is_that_level() -> None:
    # LSS/WE27-E29: "choose a level 1 character in your waiting room" (the card's level, WS 2.1.6)
    ability = real("LSS/WE27-E29")["script"][0]
    assert ability["effect"][0]["from"] == {"zone": "waiting_room", "type": "character", "level": 1}


def test_a_card_chosen_from_your_opponents_waiting_room() -> None:
    # LL/W01-059: "… If you do, choose a card from your opponent's waiting room, and put it into your
    # opponent's stock." ("from" a zone, as "in"); HOL/WE44-E24: "choose up to 1 card in their
    # waiting room" after "deal 1 damage to your opponent" (their: the opponent's)
    ability = real("LL/W01-059")["script"][0]
    assert '"whose": "opponent", "zone": "waiting_room"' in json.dumps(ability, sort_keys=True)
    held = real("HOL/WE44-E24")["script"]
    assert any(
        step.get("from") == {"zone": "waiting_room", "whose": "opponent"}
        for ability in held
        for step in ability.get("effect", [])
    )


def test_a_cost_puts_a_card_of_your_memory_face_up_under_this_card() -> None:
    # HOL/W104-E096: 【AUTO】 [Put 1 "City Lights and the Winter Streets, Yukihana Lamy" from your memory
    # face up underneath this card as a marker] When this card attacks, you may pay the cost. If you
    # do, this card gets +1000 power and +2 soul until end of turn. (the cost: the card chosen goes
    # face up to the marker area of this card's slot, WS 8.4, 3.7)
    card = real("HOL/W104-E096")
    assert card["script"][0]["cost"] == [
        {
            "under_this": 1,
            "from": "memory",
            "filter": {"name": "City Lights and the Winter Streets, Yukihana Lamy"},
        }
    ]
    lamy = {**FILLER, "code": "T-LAMY", "name": "City Lights and the Winter Streets, Yukihana Lamy"}
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "L"}},
        "memory": [{"code": "T-LAMY", "label": "M"}, {"code": "Filler", "label": "F"}],
        "library": LIBRARY,
    }
    play(
        [card, lamy],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "L", "method": "front"},
            {"p1": "yes", "expect": {"decision.kind": "select"}},
            {
                "p1": "choose",
                "cards": ["M"],
                "expect": {
                    "card.M.zone": "p1.marker",
                    "card.M.face_up": True,
                    "card.F.zone": "p1.memory",
                    "card.L.power": 2500,
                    "card.L.soul": 3,
                },
            },
        ],
        "WS 8.4",
    )
    # without that card in the memory the cost cannot be paid: nothing is offered (WS 8.4)
    p1["memory"] = [{"code": "Filler", "label": "F"}]
    play(
        [card, lamy],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [{"p1": "attack", "card": "L", "method": "front", "expect": {"card.L.power": 1500}}],
        "WS 8.4",
    )


def test_a_card_chosen_in_your_climax_area_or_an_opponents_character_in_battle() -> None:
    # APO/S53-E021: "choose a card named "Speaking To My Reflection" in your climax area, return it to
    # your deck" (the climax area, WS 3.2); FS/S77-E072: "Choose 1 of your opponent's characters in
    # battle" (the attacker or the defender, WS 7.4, theirs)
    effect = real("APO/S53-E021")["script"][1]["effect"]
    assert effect[0]["from"] == {"zone": "climax", "name": "Speaking To My Reflection"}
    chosen = real("FS/S77-E072")["script"][2]["effect"][0]["from"]
    assert chosen == {
        "zone": "stage",
        "type": "character",
        "whose": "opponent",
        "any_of": [{"attacking": True}, {"defending": True}],
    }


def test_a_line_the_data_cut_after_a_comma_is_read_with_the_next() -> None:
    # HOL/W104-E036: "If you have 2 or less 《Secret Society holoX》 characters," and "this card cannot
    # be played from your hand." are one play condition (WS 8.6.2.1): no ability ends with a comma
    card = real("HOL/W104-E036")
    conditions = [a for a in card["script"] if "play_condition" in a.get("tags", [])]
    assert conditions and conditions[0]["condition"] == {
        "not": {
            "<=": [{"count": {"zone": "stage", "type": "character", "traits": ["Secret Society holoX"]}}, 2]
        }
    }


def test_one_or_less_other_characters_and_a_smaller_hand() -> None:
    # MOB/SX02-052: "if you have 1 or less other 《Esper》 or 《Claw》 characters, put this card into your
    # clock"; NGL/S58-E106: "if your hand has less cards than your opponent's hand" (WS 3.2: counts)
    line = "【CONT】 If you have 1 or less other 《Esper》 characters, this card gets +1000 power."
    card = {**FILLER, "code": "T-ESP", "name": "Esper Watch", "script": [_script(line)]}
    esper = {**FILLER, "code": "T-ESP2", "name": "Esper", "fields": {**FILLER["fields"], "traits": ["Esper"]}}
    for others, power in ((1, 2000), (2, 1000)):
        stage = {"FC": {"code": "Esper Watch", "label": "A"}, "FL": "Esper", "FR": "Esper"}
        if others == 1:
            del stage["FR"]
        p1 = {"stage": stage, "library": LIBRARY}
        play([card, esper], {"phase": "main", "p1": p1}, [{"expect": {"card.A.power": power}}], "WS 3.2")
    assert real("MOB/SX02-052")["script"][0].get("automated", True)
    hand = real("NGL/S58-E106")["script"][1]
    assert hand["condition"] == {
        "<": [{"count": {"zone": "hand"}}, {"count": {"zone": "hand", "whose": "opponent"}}]
    }


def test_counts_of_the_cards_revealed_of_names_and_of_a_zone_exactly() -> None:
    # LSS/WE27-E22: "X is equal to 1000 multiplied by the number of 《Music》 characters revealed among
    # those cards" (the two cards the step before put into the waiting room); HOL/W104-E091: "the
    # number of cards with different card names in your memory"; SAO/S26-E062: "the number of cards
    # in your clock is six" (exactly)
    effect = real("LSS/WE27-E22")["script"][0]["effect"]
    assert effect[1]["value"] == {
        "mul": [{"count": {"var": "those", "type": "character", "traits": ["Music"]}}, 1000]
    }
    gelato = next(a for a in real("HOL/W104-E091")["script"] if "A Gelato For You" in a["text"])
    assert gelato["effect"][0]["value"] == {"ws.names": {"zone": "memory"}}
    stand = next(a for a in real("SAO/S26-E062")["script"] if "six" in a["text"])
    assert stand["condition"]["all"][1] == {"==": [{"count": {"zone": "clock"}}, 6]}


def test_the_opponent_cannot_play_events_until_the_end_of_their_next_turn() -> None:
    # 【AUTO】 [(1)] When this card is placed on the stage from your hand, you may pay the cost. If you do,
    # this card gets +1000 power until end of turn, and your opponent cannot play event cards from hand
    # until the end of your opponent's next turn.
    yui = real("TL/W37-E033")  # level 3, green, cost 2
    ban = yui["script"][1]["effect"][1]
    assert ban == {
        "do": "ws.no_play",
        "whose": "opponent",
        "what": {"type": "event"},
        "until": "end_of_opponent_turn",
    }
    event = real("RSL/S69-E067")  # a level 1 red 【COUNTER】 event
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    p1 = {
        "hand": [{"code": yui["code"], "label": "Y"}],
        "stage": {"FC": {"code": "Ally", "label": "A"}},
        "level": ["Green Filler", "Filler", "Filler"],
        "stock": ["Filler"] * 3,
        "library": LIBRARY,
    }
    p2 = {"hand": [event["code"]], "stage": {"FC": {"code": "Filler", "label": "D"}}, "level": ["Red Filler"]}
    play(
        [yui, event, red],
        {"phase": "main", "p1": p1, "p2": {**p2, "library": LIBRARY}},
        [
            {"p1": "play", "card": "Y", "slot": "FL"},
            {"p1": "option", "option": f"Yui Kotegawa: {yui['text'].splitlines()[1]}"},
            {"p1": "yes", "note": "pay (1)", "expect": {"p1.stock.count": 0, "card.Y.power": 11000}},
            {"p1": "pass", "note": "the main phase ends (the search found no 《Animal》 or 《Plant》)"},
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "play", "card": event["code"], "refused": True, "note": "barred in the counter step"},
            {"p2": "pass", "note": "no counter"},
        ],
        "WS 1.3.3",
    )


def test_an_acts_condition_covers_the_delayed_effect_on_the_character_it_chose() -> None:
    # 【ACT】 [Put 1 character from your hand into your waiting room] If you are level 1 or higher, choose 1
    # "Koromaru & Cerberus: Reload" marker underneath this card, and put it in any position of your stage.
    # At the end of the turn, you may put that character face up underneath this card as a marker.
    card = real("P3/SE46-E20")
    [step] = card["script"][1]["effect"]
    assert step["if"] == {">=": [{"ws.level": "you"}, 1]}
    delayed = step["then"][-1]  # inside the condition: it names the character the sentence chose
    assert delayed["do"] == "ws.delayed" and delayed["cards"] == "chosen"
    dog = {**FILLER, "code": "T-DOG", "name": "Koromaru & Cerberus: Reload"}
    stage = {"FC": {"code": card["code"], "label": "S"}}
    markers = {"FC": [{"code": "T-DOG", "label": "M", "face_up": True}]}
    base = {"stage": stage, "marker": markers, "hand": [{"code": "Ally", "label": "H"}], "library": LIBRARY}
    for level, placed in ((["Filler"], True), ([], False)):
        steps: list[dict[str, Any]] = [
            {"p1": "act", "card": "S", "ability": 1},
            {"p1": "choose", "cards": ["H"], "expect": {"card.H.zone": "p1.waiting_room"}},
        ]
        if placed:
            steps += [
                {"p1": "choose", "cards": ["M"]},
                {"p1": "slot", "slot": "FL", "expect": {"card.M.zone": "p1.stage"}},
            ]
        else:  # level 0: the condition fails (WS 8.6.3), the marker stays and nothing is asked
            steps.append({"expect": {"card.M.zone": "p1.marker", "decision.player": "p1"}})
        play([card, dog], {"phase": "main", "p1": {**base, "level": level}}, steps, "WS 8.6.3")


def test_you_have_another_of_four_names_needs_each_of_them() -> None:
    # 【AUTO】【CXCOMBO】 [(2) Put 1《Villain》 character from your hand into your waiting room] When
    # "Fusion of the Felons" is placed on your climax area, if this card is on your center stage, and you
    # have another "Two-Face Castle" and "Deathstroke Castle" and "Penguin Castle" and "Poison Ivy
    # Castle", you may pay the cost. If you do, deal 4 damage to your opponent, choose 1 level 3 or lower
    # character facing this card, and put it into your opponent's clock.
    card = real("BNJ/SX01-011")
    names = ["Two-Face Castle", "Deathstroke Castle", "Penguin Castle", "Poison Ivy Castle"]
    assert card["script"][1]["condition"]["all"][1] == {
        "all": [{"exists": {"zone": "stage", "name": name, "other": True}} for name in names]
    }
    fusion = {**CLIMAX, "code": "T-FOF", "name": "Fusion of the Felons"}
    castles = [{**FILLER, "code": f"T-C{i}", "name": name} for i, name in enumerate(names)]
    villain = {
        **FILLER,
        "code": "T-VIL",
        "name": "Villain",
        "fields": {**FILLER["fields"], "traits": ["Villain"]},
    }
    for present, offered in ((4, True), (3, False)):
        stage = {"FC": {"code": card["code"], "label": "S"}}
        stage.update({slot: {"code": f"T-C{i}"} for i, slot in enumerate(["FL", "FR", "BL", "BR"][:present])})
        p1 = {
            "stage": stage,
            "hand": [{"code": "T-FOF", "label": "P"}, {"code": "T-VIL", "label": "V"}],
            "stock": ["Filler", "Filler"],
            "level": ["Filler"],  # yellow: the climax's colour (WS 8.6.2.1.1)
            "library": LIBRARY,
        }
        step: dict[str, Any] = {"p1": "play", "card": "P"}
        # the cost is asked only when every name is there (WS 8.7: the condition is checked first)
        step["expect"] = {"decision.kind": "yes_no" if offered else "action", "card.V.zone": "p1.hand"}
        play(
            [card, fusion, villain, *castles],
            {"phase": "main", "p1": p1},
            [{"p1": "pass", "note": "the climax phase begins"}, step],
            "WS 8.7",
        )


def test_your_a_and_b_characters_are_those_of_either_trait() -> None:
    # 【CONT】 Assist All of your ≪Animal≫ and ≪Plant≫ characters in front of this card get +1000 power and
    # the following ability. "【AUTO】 Encore [Put a character from your hand into your waiting room]".
    assist = real("TL/W37-E096")
    animal = {
        **FILLER,
        "code": "T-ANI",
        "name": "Animal",
        "fields": {**FILLER["fields"], "traits": ["Animal"]},
    }
    plant = {**FILLER, "code": "T-PLA", "name": "Plant", "fields": {**FILLER["fields"], "traits": ["Plant"]}}
    for front, power in (("T-ANI", 2000), ("T-PLA", 2000), ("Ally", 5000)):
        stage = {
            "BL": assist["code"],
            "FL": {"code": front, "label": "F"},
            "FR": {"code": "T-ANI", "label": "R"},
        }
        play(
            [assist, animal, plant],
            {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
            [{"expect": {"card.F.power": power, "card.R.power": 1000}}],  # WS 10.10: only in front of it
            "WS 10.10",
        )


def test_your_opponent_puts_that_character_from_your_opponents_memory() -> None:
    # "… and your opponent puts that character from your opponent's memory on any position of his or her
    # stage" (MOB/SX02-007) is the usual "from their memory … of their stage"
    printed = (
        "your opponent puts that character from your opponent's memory on any position of his or her stage"
    )
    assert (
        normalise(printed)
        == "your opponent puts that character from their memory on any position of their stage"
    )
    assert real("MOB/SX02-007")["script"][0]["effect"][-1]["do"] == "ws.put_on_stage"


def test_a_continuous_ability_has_no_duration() -> None:
    # OVL/S99-E053: "【CONT】 During your turn, this card gets +2000 power until end of turn." is the
    # usual continuous power of your turn (WS 8.9: it applies while its condition holds)
    card = real("OVL/S99-E053")
    [cont] = [a for a in card["script"] if a["text"].startswith("【CONT】 During your turn")]
    usual = compile_line("【CONT】 During your turn, this card gets +2000 power.", "character").ability
    assert {k: v for k, v in cont.items() if k != "text"} == {k: v for k, v in usual.items() if k != "text"}


def test_the_number_of_characters_you_have_with_one_of_three_names() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, you may put X cards from the top of your
    # deck into your waiting room. X is equal to the number of characters you have with "Shirou(士郎)" or
    # "Saber(セイバー)" or "Rin(凛)" in its card name.
    saber = real("FS/S36-E011")  # "“Divine Construct” Saber", level 0: one of them itself
    rin = {**FILLER, "code": "T-RIN", "name": "Rin Tohsaka"}
    shirou = {**FILLER, "code": "T-SHI", "name": "Shirou Emiya"}
    stage = {"FL": "Rin Tohsaka", "FR": "Shirou Emiya", "BL": "Ally"}
    p1 = {"hand": [{"code": saber["code"], "label": "S"}], "stage": stage, "library": LIBRARY}
    play(
        [saber, rin, shirou],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "S", "slot": "FC"},
            {"p1": "option", "option": f"{saber['name']}: {saber['script'][0]['text']}"},
            # Rin, Shirou and this card: 3 (not the Ally)
            {"p1": "yes", "expect": {"p1.waiting_room.count": 3, "p1.library.count": 7}},
        ],
        "WS 8.6.3",
    )


def test_one_of_your_characters_in_your_waiting_room_is_chosen_there() -> None:
    # … choose up to one of your 《Alien》 or 《Animal》 characters in your waiting room, return it to your
    # hand, and this card gets +1000 power until end of turn.
    card = real("TL/W37-E072")
    choose = card["script"][1]["effect"][0]
    assert choose["from"] == {"zone": "waiting_room", "type": "character", "traits": ["Alien", "Animal"]}


def test_memory_cost_put_this_card_from_face_up_to_face_down() -> None:
    # 【AUTO】 Memory [Put this card from face up to face down] If this card is in your memory, at the
    # beginning of your draw phase, you may pay the cost. If you do, deal 2 damage to your opponent.
    # The card turns face down in the memory (WS 3.12.2.2) and is blank from then on (3.12.2.2.1):
    # a face-down one is not asked again
    card = real("SBY/W114-E044")
    assert card["script"][-1]["cost"] == [{"this_face_down": True}]
    p1 = {"memory": [{"code": card["code"], "label": "M"}], "library": LIBRARY}
    p2 = {"library": LIBRARY}
    play(
        [card],
        {"phase": "stand", "p1": p1, "p2": p2},
        [
            {
                "p1": "yes",
                "note": "WS 8.4: the cost, then 2 damage (face down, the card is a new one, WS 3.12.2.2)",
                "expect": {"p1.memory.count": 1, "p2.clock.count": 2, "decision.kind": "action"},
            }
        ],
        "WS 3.12.2.2",
    )
    down = {"memory": [{"code": card["code"], "label": "M", "face_up": False}], "library": LIBRARY}
    play(
        [card],
        {"phase": "stand", "p1": down, "p2": p2},
        [{"expect": {"phase": "clock", "p2.clock.count": 0}}],
        "WS 3.12.2.2.1",
    )
    # SHS/W98-E012's "[Put 1 card from your hand into your waiting room & Put this face up card face down]"
    shs = next(a for a in real("SHS/W98-E012")["script"] if "Memory" in a["text"])
    assert shs["cost"] == [{"discard": 1}, {"this_face_down": True}]


def test_when_your_other_character_in_battle_becomes_reverse() -> None:
    # 【AUTO】 When your other character in battle becomes 【REVERSE】, choose 1 of your characters, and that
    # character gets +1000 power until end of turn. (a character of yours attacking or defending, WS 7.4)
    card = real("MR/W80-E084")
    power = card["fields"]["power"]
    p1 = {"stage": {"FC": {"code": "Filler", "label": "B"}, "BL": {"code": card["code"], "label": "M"}}}
    p2 = {"stage": {"FC": {"code": "Ally", "label": "A"}}, "library": LIBRARY}
    play(
        [card],
        {
            "turn": 5,
            "turn_player": "p2",
            "phase": "attack",
            "step": "declare",
            "p1": {**p1, "library": LIBRARY},
            "p2": p2,
        },
        [
            {"p2": "attack", "card": "A", "method": "front"},
            {
                "p1": "pass",
                "note": "no counter; the battle reverses B, the ability asks in the battle step (WS 7.6)",
                "expect": {"step": "battle", "card.B.state": "reverse", "decision.kind": "select"},
            },
            {
                "p1": "choose",
                "cards": ["M"],
                "expect": {"card.M.power": power + 1000},
            },
        ],
        "WS 7.7",
    )
    # the opponent's character reversed in battle is not yours: nothing asks, the next decision is
    # in the next turn
    p1 = {"stage": {"FC": {"code": "Ally", "label": "A"}, "BL": {"code": card["code"], "label": "M"}}}
    p2 = {"stage": {"FC": {"code": "Filler", "label": "F"}}, "library": LIBRARY}
    play(
        [card],
        {
            "turn": 5,
            "turn_player": "p2",
            "phase": "attack",
            "step": "declare",
            "p1": {**p1, "library": LIBRARY},
            "p2": p2,
        },
        [
            {"p2": "attack", "card": "F", "method": "front"},
            {"p1": "pass", "expect": {"card.F.zone": "p2.waiting_room", "turn": 6, "phase": "clock"}},
        ],
        "WS 7.7",
    )


def test_choose_up_to_one_card_from_the_remaining_cards() -> None:
    # 【AUTO】 [Put 1 other 《Shuchiin》 character from your stage into your waiting room] When this card is
    # placed on the stage from your hand, you may pay the cost. If you do, look at up to 3 cards from the
    # top of your deck, choose up to 1 card from among them, put it into your hand, choose up to 1 card
    # from the remaining cards, put it into your stock, and put the rest into your waiting room.
    # (the remaining cards: those looked at still on the deck, WS 3.1.4; looked at one by one, 8.6.3)
    card = real("KGL/S95-E087")
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    shuchiin = {
        **FILLER,
        "code": "T-SHU",
        "name": "Shuchiin",
        "fields": {**FILLER["fields"], "traits": ["Shuchiin"]},
    }
    library = [
        *LIBRARY,
        {"code": "Filler", "label": "T4"},
        {"code": "Filler", "label": "T3"},
        {"code": "Ally", "label": "T2"},
        {"code": "Filler", "label": "T1"},
    ]
    p1 = {
        "hand": [{"code": card["code"], "label": "K"}],
        "stage": {"FL": {"code": "Shuchiin", "label": "S"}},
        "level": ["Blue Filler", "Blue Filler", "Blue Filler"],
        "stock": ["Filler", "Filler"],
        "library": library,
    }
    play(
        [card, blue, shuchiin],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "K", "slot": "FC"},
            {"p1": "yes", "note": "the cost", "expect": {"decision.count": 1}},  # S only, not this card
            {"p1": "choose", "cards": ["S"], "expect": {"card.S.zone": "p1.waiting_room"}},
            {"p1": "yes", "expect": {"decision.prompt ~": "look at one more card"}},
            {"p1": "yes"},
            {"p1": "yes", "note": "T1, T2 and T3 looked at", "expect": {"decision.count": 3}},
            {"p1": "choose", "cards": ["T2"], "expect": {"p1.hand": ["T2"], "decision.count": 2}},
            {
                "p1": "choose",
                "cards": ["T3"],
                "expect": {
                    "card.T3.zone": "p1.stock",
                    "card.T1.zone": "p1.waiting_room",
                    "card.T4.zone": "p1.library",
                    "p1.stock.count": 1,
                },
            },
        ],
        "WS 8.6.3",
    )


def test_if_you_put_a_climax_into_your_hand() -> None:
    # 【AUTO】 When this card becomes 【REVERSE】 in battle, look at up to 3 cards from the top of your deck,
    # choose up to 1 climax from among them, reveal it to your opponent, put it into your hand, and put
    # the rest into your waiting room. If you put a climax into your hand, choose 1 card in your hand,
    # and put it into your waiting room. (the card the step before put into the hand, WS 3.1.4)
    card = real("BD/WE35-E01")
    for take in (True, False):
        library = [*LIBRARY, {"code": "Climax", "label": "X"}, "Filler"]  # the Filler is trigger-checked
        p1 = {
            "stage": {"FC": {"code": card["code"], "label": "B"}},
            "hand": [{"code": "Filler", "label": "D"}],
            "library": library,
        }
        p2 = {"stage": {"FC": "Ally"}, "library": LIBRARY}
        steps: list[dict[str, Any]] = [
            {"p1": "attack", "card": "B", "method": "front"},
            {"p2": "pass", "note": "no counter"},
            {
                "p1": "yes",
                "note": "B reversed in battle (WS 7.6): look at one card",
                "expect": {"card.B.state": "reverse"},
            },
            {"p1": "no", "expect": {"decision.count": 1}},
        ]
        if take:
            steps += [
                {"p1": "choose", "cards": ["X"], "expect": {"p1.hand.count": 2, "decision.count": 2}},
                {
                    "p1": "choose",
                    "cards": ["D"],
                    "expect": {"card.D.zone": "p1.waiting_room", "p1.hand.count": 1},
                },
            ]
        else:
            steps.append(
                {
                    "p1": "choose",
                    "cards": [],
                    "expect": {"card.X.zone": "p1.waiting_room", "card.D.zone": "p1.hand"},
                }
            )
        play([card, CLIMAX], {"phase": "attack", "step": "declare", "p1": p1, "p2": p2}, steps, "WS 8.6.3")


def test_draw_up_to_one_card_if_you_drew_one_card() -> None:
    # HOL/W104-E119: 【AUTO】 When this card attacks, all of your characters get the following ability until
    # end of turn. "【AUTO】 [(1)] When this card's trigger check reveals a climax, you may pay the cost. If
    # you do, put the top card of your deck into your stock, and draw up to 1 card. If you drew 1 card,
    # choose 1 card in your hand, and put it into your waiting room." (the cards the draw drew, WS 8.6.3)
    card = real("HOL/W104-E119")
    for drawn in (1, 0):
        library = [*LIBRARY, {"code": "Filler", "label": "T3"}, {"code": "Filler", "label": "T2"}, "Climax"]
        p1 = {
            "stage": {"FC": {"code": card["code"], "label": "H"}},
            "stock": ["Filler"],
            "hand": [{"code": "Filler", "label": "D"}],
            "library": library,
        }
        p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
        steps: list[dict[str, Any]] = [
            {"p1": "attack", "card": "H", "method": "front", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "note": "the climax revealed: pay (1)", "expect": {"card.T2.zone": "p1.stock"}},
            {"p1": "number", "number": drawn},
        ]
        if drawn:
            steps[-1]["expect"] = {"card.T3.zone": "p1.hand", "decision.count": 2}
            steps.append({"p1": "choose", "cards": ["D"], "expect": {"card.D.zone": "p1.waiting_room"}})
        else:
            steps[-1]["expect"] = {"card.T3.zone": "p1.library", "card.D.zone": "p1.hand"}
        play([card, CLIMAX], {"phase": "attack", "step": "declare", "p1": p1, "p2": p2}, steps, "WS 8.6.3")


def test_if_the_character_chosen_is_level_three_or_higher() -> None:
    # SHS/W98-E062: 【AUTO】 【CXCOMBO】 When this card attacks, if "It Was Exactly What I Wanted" is in your
    # climax area, and you have 2 or more other 《Game》 characters, put the top 2 cards of your deck into
    # your waiting room, choose up to 1 level X or lower 《Game》 character in your waiting room, and return
    # it to your hand. If the character chosen is level 3 or higher, you may choose 1 of your opponent's
    # characters, and return it to their hand. X is equal to the total level of the cards put into your
    # waiting room by this effect. (the card returned, in the hand: WS 3.1.4)
    card = real("SHS/W98-E062")
    climax = {**CLIMAX, "code": "T-CX-SHS", "name": "It Was Exactly What I Wanted"}
    game = {**FILLER["fields"], "traits": ["Game"]}
    game1 = {**FILLER, "code": "T-GAME1", "name": "Game 1", "fields": {**game, "level": 1}}
    game3 = {**FILLER, "code": "T-GAME3", "name": "Game 3", "fields": {**game, "level": 3}}
    level2 = {**FILLER, "code": "T-LV2", "name": "Level 2", "fields": {**FILLER["fields"], "level": 2}}
    for returned, asked in (("Game 3", True), ("Game 1", False)):
        p1 = {
            "stage": {"FC": {"code": card["code"], "label": "S"}, "FL": "Game 1", "FR": "Game 1"},
            "climax": [climax["code"]],
            "waiting_room": [{"code": returned, "label": "G"}],
            "library": [*LIBRARY, "Level 2", "Level 2"],  # X = 4
        }
        p2 = {"stage": {"FC": {"code": "Filler", "label": "O"}}, "library": LIBRARY}
        steps: list[dict[str, Any]] = [
            {"p1": "attack", "card": "S", "method": "front", "expect": {"p1.waiting_room.count": 3}},
            {"p1": "choose", "cards": ["G"], "expect": {"card.G.zone": "p1.hand"}},
        ]
        if asked:
            steps += [{"p1": "yes"}, {"p1": "choose", "cards": ["O"], "expect": {"card.O.zone": "p2.hand"}}]
        else:
            steps[-1]["expect"] = {
                "card.G.zone": "p1.hand",
                "card.O.zone": "p2.stage",
                "decision.player": "p2",
            }
        play(
            [card, climax, game1, game3, level2],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            steps,
            "WS 3.1.4",
        )


def test_a_sentence_after_if_you_returned_or_drew_is_not_conditional() -> None:
    # DG/S03-E160: Choose up to five cards in your waiting room except climax cards, and return them to
    # your deck. Shuffle your deck afterwards. If you returned five cards, choose up to two cards in your
    # clock, and put them into your waiting room. Put this card into your memory. (the last sentence is
    # done either way: an earlier round read it inside the "if", and the event went to the waiting room
    # when fewer were returned)
    printed = real("DG/S03-E160")
    event = {**printed, "fields": {**printed["fields"], "level": 0, "cost": 0}}  # playable at level 0
    p1 = {
        "hand": [{"code": event["code"], "label": "E"}],
        "waiting_room": [{"code": "Filler", "label": "W"}],
        "clock": [{"code": "Filler", "label": "C"}],
        "library": LIBRARY,
    }
    play(
        [event],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "E", "expect": {"decision.count": 1}},
            {
                "p1": "choose",
                "cards": ["W"],
                "expect": {"card.C.zone": "p1.clock", "p1.memory.count": 1, "p1.waiting_room.count": 0},
            },
        ],
        "WS 8.6.3",
    )
    # "If you drew 1 card" and "If you put a … into your hand" are read the same way
    for line in (
        "【AUTO】 When this card attacks, draw up to 1 card. If you drew 1 card, choose 1 card in your hand, "
        "and put it into your waiting room. This card gets +1000 power until end of turn.",
        "【AUTO】 When this card attacks, search your deck for up to 1 character, reveal it to your "
        "opponent, put it into your hand, and shuffle your deck. If you put a character into your "
        "hand, choose 1 card in your hand, and put it into your waiting room. This card gets "
        "+1000 power until end of turn.",
    ):
        assert _script(line)["effect"][-1] == {"do": "modify", "cards": "this", "stat": "power", "add": 1000}


def test_look_at_your_opponents_hand() -> None:
    # KC/S31-E051: 【AUTO】 [Put the top card of your deck into your clock] When this card is placed on the
    # stage from your hand, you may pay the cost. If you do, look at your opponent's hand, and this card
    # gets +3000 power until end of turn. (every card of it shown to you alone; they stay there, WS 3.2)
    card = real("KC/S31-E051")
    p1 = {
        "hand": [{"code": card["code"], "label": "K"}],
        "level": ["Green Filler"],
        "library": LIBRARY,
    }
    p2 = {"hand": [{"code": "Filler", "label": "H1"}, {"code": "Ally", "label": "H2"}], "library": LIBRARY}
    run = ScenarioRun(
        {
            "title": "look at the opponent's hand",
            "rules": ["WS 3.2"],
            "game": "weiss-schwarz",
            "cards": [FILLER, ALLY, GREEN, card],
            "position": {"turn": 4, "turn_player": "p1", "phase": "main", "step": "", "p1": p1, "p2": p2},
            "step": [
                {"p1": "play", "card": "K", "slot": "FC"},
                {
                    "p1": "yes",
                    "expect": {"card.K.power": 8000, "card.H1.zone": "p2.hand", "card.H2.zone": "p2.hand"},
                },
            ],
        },
        "test",
    )
    run.run()
    # shown to P1 (P2 holds them and sees them anyway)
    assert [c.revealed_to for c in run.game.cards_in("p2.hand")] == [frozenset({0})] * 2


def test_reveal_cards_from_the_top_your_opponent_chooses_then_you_choose_from_the_remaining() -> None:
    # 【AUTO】 【CXCOMBO】 When this card attacks, if "Jumpin' Girls!" is in your climax area, and you have 2
    # or more other 《Poppin'Party》 characters, reveal 3 cards from the top of your deck, your opponent
    # chooses 1 character or event card from amongst them, put it into your hand, you choose up to 1 card
    # from the remaining cards, put it on the top of your deck, and put the rest into your waiting room.
    # (WS 4.9: the revealed cards stay on the deck until moved; the opponent chooses, WS 8.6.3)
    card = real("BD/W73-E067")
    party = _trait("T-PP", "Party", "Poppin'Party")
    climax = {**CLIMAX, "code": "T-JG", "name": "Jumpin' Girls!"}
    library = [
        *LIBRARY,
        {"code": "T-JG", "label": "R3"},
        {"code": "Filler", "label": "R2"},
        {"code": "Ally", "label": "R1"},
    ]
    p1 = {
        "stage": {
            "FC": {"code": card["code"], "label": "B"},
            "FL": "Party",
            "BL": "Party",
        },
        "climax": [{"code": "T-JG", "label": "X"}],
        "library": library,
    }
    play(
        [card, party, climax],
        {
            "phase": "attack",
            "step": "declare",
            "p1": p1,
            "p2": {"stage": {"FC": "Filler"}, "library": LIBRARY},
        },
        [
            {"p1": "attack", "card": "B", "method": "front"},
            # the climax R3 is not a character or event: R1 and R2 only
            {"expect": {"decision.player": "p2", "decision.count": 2}},
            {"p2": "choose", "cards": ["R1"], "expect": {"card.R1.zone": "p1.hand", "decision.count": 2}},
            # R3 put on the top of the deck is the card the trigger step checks next (WS 7.3)
            {
                "p1": "choose",
                "cards": ["R3"],
                "expect": {"card.R2.zone": "p1.waiting_room", "card.R3.zone": "p1.stock"},
            },
        ],
        "WS 8.6.3",
    )


def test_placed_by_a_change_effect_another_character_and_during_that_turn() -> None:
    # LL/W01-025: 【AUTO】 [【REST】 one of your 【STAND】 characters] When another of your characters is
    # placed on the stage by a "Change" effect, you may pay the cost. If you do, that character gets
    # +1000 power and +1 soul until end of turn.
    # LL/W01-003: 【AUTO】 This ability activates up to one time per turn. During the turn that this card is
    # placed on the stage from your hand or by a "Change" effect, when damage dealt by this card is
    # canceled, you may deal one damage to your opponent. (This damage may be canceled)
    umi, kotori = real("LL/W01-025"), real("LL/W01-003")
    # 【AUTO】 Change [(1) …] … choose a card named ""The Sheep's Feelings" Kotori" …
    pajamas = real("LL/W01-081")
    assert umi["script"][1]["trigger"]["data"] == {"reason": "change"}
    power, soul = int(kotori["fields"]["power"]), int(kotori["fields"]["soul"])
    p1 = {
        "stage": {
            "FC": {"code": pajamas["code"], "label": "P"},
            "FL": {"code": umi["code"], "label": "U"},
            "BL": {"code": "Filler", "label": "F"},
        },
        "waiting_room": [{"code": kotori["code"], "label": "K"}],
        "hand": [{"code": "Filler", "label": "H"}],
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    # the damage's first card is a climax (canceled, WS 4.10.1.3); the next one is not
    p2 = {"stage": {"FC": "Filler"}, "library": [*LIBRARY, "Climax"]}
    play(
        [umi, kotori, pajamas, CLIMAX],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {"p1": "pass", "expect": {"decision.kind": "yes_no"}},  # the climax phase begins: Change
            {"p1": "yes"},
            {"p1": "choose", "cards": ["H"], "note": "the cost"},
            {"p1": "choose", "cards": ["K"], "expect": {"card.K.slots": ["FC"], "actions has": ["trigger"]}},
            {"p1": "trigger", "card": "U", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["F"],
                # +1000 more from Umi's 【CONT】 (the middle of the center stage, during your turn)
                "expect": {"card.F.state": "rest", "card.K.power": power + 2000, "card.K.soul": soul + 1},
            },
            {"p1": "attack", "card": "K", "method": "front"},
            {"p2": "pass", "note": "no counter", "expect": {"decision.kind": "yes_no", "p2.clock.count": 0}},
            {"p1": "yes", "expect": {"p2.clock.count": 1}},
        ],
        "WS 10.8",
    )
    # on the stage since an earlier turn: the cancel does not trigger it
    p1 = {"stage": {"FC": {"code": kotori["code"], "label": "K"}}, "library": LIBRARY}
    play(
        [kotori, CLIMAX],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "K", "method": "front"},
            {"p2": "pass", "expect": {"decision.kind": "action", "p2.clock.count": 0}},
        ],
        "WS 10.8",
    )


def test_placed_on_the_stage_by_the_cxcombo_effect_of_a_named_card() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand or by the 【CXCOMBO】 effect of "A Step
    # Towards the Future, Kureiji Ollie", you may put the top card of your clock into your waiting room.
    # (the move says whose ability placed the card and whether it is a 【CXCOMBO】 one, WS 8.7.1)
    ollie = real("HOL/W104-E072")
    for tags, triggers in ((["cxcombo"], True), ([], False)):
        placer = {
            **FILLER,
            "code": "T-OLLIE",
            "name": ollie["name"],
            "script": [
                {
                    "kind": "auto",
                    "tags": tags,
                    "trigger": {"on": "phase", "phase": "climax", "step": "", "turn": "yours"},
                    "effect": [
                        {"do": "choose", "from": {"zone": "waiting_room", "code": ollie["code"]}, "n": 1},
                        {"do": "ws.put_on_stage", "cards": "chosen", "slot": "any"},
                    ],
                }
            ],
        }
        p1 = {
            "stage": {"FC": "T-OLLIE"},
            "waiting_room": [{"code": ollie["code"], "label": "O"}],
            "clock": [{"code": "Filler", "label": "C"}],
            "library": LIBRARY,
        }
        after = (
            {"decision.kind": "yes_no"}
            if triggers
            else {"decision.kind": "action", "card.C.zone": "p1.clock"}
        )
        steps = [
            {"p1": "pass"},  # the climax phase begins: the placer's ability
            {"p1": "choose", "cards": ["O"]},
            {"p1": "option", "option": "slot:FL", "expect": {"card.O.slots": ["FL"], **after}},
        ]
        if triggers:
            steps.append({"p1": "yes", "expect": {"card.C.zone": "p1.waiting_room"}})
        play([ollie, placer], {"phase": "main", "p1": p1}, steps, "WS 8.7.1")


def test_during_the_turn_that_this_card_is_placed_by_the_auto_effect_of_a_named_card() -> None:
    # MR/W80-E016: 【AUTO】 During the turn that this card is placed on the stage by the 【AUTO】 effect of
    # "Search for Her Sister, Iroha", at the beginning of your climax phase, you may choose 1 of your
    # opponent's characters, and put it into their waiting room.
    # (the turn records who placed each character, ws.placed_by; WS 8.7.1, 3.1.4)
    card = real("MR/W80-E016")
    assert {"ws.placed_by": {"card": "this", "kind": "auto", "name": "Search for Her Sister, Iroha"}} in [
        a.get("condition") for a in card["script"]
    ]
    # SAO/S51-E008: "When this card is placed on the stage by the 【AUTO】 effect of a card named …" alone:
    # the move's key by_auto, as after "from your hand or" (played in the test of that key)
    kirito = real("SAO/S51-E008")
    assert {"on": "move", "card": "this", "to": "stage", "by_auto": '"Link Strike" Kirito'} in [
        a.get("trigger") for a in kirito["script"]
    ]
    for name, triggers in (("Search for Her Sister, Iroha", True), ("Someone Else", False)):
        placer = {
            **FILLER,
            "code": "T-IROHA",
            "name": name,
            "script": [
                {
                    "kind": "auto",
                    "trigger": {"on": "phase", "phase": "main", "step": "", "turn": "yours"},
                    "effect": [
                        {"do": "choose", "from": {"zone": "waiting_room", "code": card["code"]}, "n": 1},
                        {"do": "ws.put_on_stage", "cards": "chosen", "slot": "any"},
                    ],
                }
            ],
        }
        p1 = {
            "stage": {"FC": "T-IROHA"},
            "waiting_room": [{"code": card["code"], "label": "M"}],
            "library": LIBRARY,
        }
        p2 = {"stage": {"FC": {"code": "Filler", "label": "F"}}, "library": LIBRARY}
        steps: list[dict[str, Any]] = [
            {"p1": "pass", "note": "no clock; the main phase begins: the placer's ability"},
            {"p1": "choose", "cards": ["M"]},
            {"p1": "option", "option": "slot:FL", "expect": {"card.M.slots": ["FL"]}},
        ]
        if triggers:
            steps += [
                {"p1": "pass", "note": "the climax phase begins", "expect": {"decision.kind": "yes_no"}},
                {"p1": "yes"},
                {"p1": "choose", "cards": ["F"], "expect": {"card.F.zone": "p2.waiting_room"}},
            ]
        else:
            steps.append({"p1": "pass", "expect": {"decision.kind": "action", "card.F.zone": "p2.stage"}})
        play([card, placer], {"phase": "clock", "p1": p1, "p2": p2}, steps, "WS 8.7.1")


def test_a_face_up_card_in_your_opponents_memory_put_face_down_until_the_end_of_your_turn() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, you may choose 1 face up card in your
    # opponent's memory, and put it face down. If you do, at the end of your turn, put that card face up.
    # (WS 3.12.2.2: a face-down card in a memory is blank, and only its owner may look at it; turned
    # face down it is a new object, so the label no longer follows it)
    card = real("FT/S120-E043")
    level, cost = int(card["fields"]["level"]), int(card["fields"]["cost"])
    p1 = {
        "hand": [{"code": card["code"], "label": "F"}],
        "level": ["Green Filler"] * level,  # its colour in the level (WS 8.1.1.3)
        "stock": ["Filler"] * cost,
        "library": LIBRARY,
    }
    p2 = {"memory": [{"code": "Ally", "label": "M"}], "library": LIBRARY}
    steps = [
        # its two abilities trigger together: the "Makarov" one first, declined
        {"p1": "play", "card": "F", "slot": "FC", "expect": {"actions has": ["trigger"]}},
        {"p1": "trigger", "card": "F", "expect": {"decision.kind": "yes_no"}},
        {"p1": "no", "expect": {"decision.kind": "yes_no"}},
        {"p1": "yes"},
        {"p1": "choose", "cards": ["M"], "expect": {"p2.memory.count": 1, "decision.kind": "action"}},
    ]
    for later in ([], [{"p1": "pass", "note": "the main phase ends"}, {"p1": "pass", "expect": {"turn": 5}}]):
        run = ScenarioRun(
            {
                "title": "compiled card",
                "rules": ["WS 3.12.2.2"],
                "game": "weiss-schwarz",
                "cards": [FILLER, ALLY, GREEN, card],
                "position": {"turn": 4, "turn_player": "p1", "step": "", "phase": "main", "p1": p1, "p2": p2},
                "step": [*steps, *later],
            },
            "test",
        )
        run.run()
        game = run.game
        (memory,) = [c for c in game.state.cards.values() if c.zone.endswith("memory")]
        if later:  # the end of the turn: face up again, seen by both (WS 6.8.1.1)
            assert memory.face_up and game.is_visible(memory, 0)
        else:
            assert not memory.face_up and game.is_visible(memory, 1) and not game.is_visible(memory, 0)


def test_either_of_two_climax_names_placed_on_your_climax_area() -> None:
    # 【AUTO】 【CXCOMBO】 When "Unchanging Flavor" or "Beyond the Sky" is placed on your climax area, if this
    # card is in your center stage, your hand has 6 or less cards, and you have another 《Music》
    # character, choose up to 1 《Music》 character in your waiting room, put it into your stock, and reveal
    # the top card of your deck. If that card is a level 0 or lower character, put it into your stock.
    # (Otherwise, return it to its original place)
    card = real("PJS/S91-E062")
    music = _trait("T-MUSIC", "Music", "Music")
    for name, triggers in (("Beyond the Sky", True), ("Unchanging Flavor", True), ("Other Climax", False)):
        climax = {**CLIMAX, "code": "T-CX2", "name": name}
        p1 = {
            "stage": {"FC": {"code": card["code"], "label": "P"}, "FL": "Music"},
            "hand": [{"code": "T-CX2", "label": "X"}],
            "waiting_room": [{"code": "Music", "label": "W"}],
            "level": ["Filler"],
            "library": [*LIBRARY, {"code": "Filler", "label": "R"}],
        }
        after = (
            {"decision.kind": "select", "decision.count": 1}
            if triggers
            else {"card.W.zone": "p1.waiting_room", "card.R.zone": "p1.library"}
        )
        steps = [
            {"p1": "pass", "note": "the climax phase begins"},
            {"p1": "play", "card": "X", "expect": after},
        ]
        if triggers:  # W to the stock, then the revealed level 0 character R too
            steps.append(
                {
                    "p1": "choose",
                    "cards": ["W"],
                    "expect": {"card.W.zone": "p1.stock", "card.R.zone": "p1.stock"},
                }
            )
        play([card, music, climax], {"phase": "main", "p1": p1}, steps, "WS 8.7.1")


def test_cards_of_your_opponents_waiting_room_put_on_the_top_of_their_deck_in_any_order() -> None:
    # 【AUTO】 [Put 3 cards from your hand into your waiting room] When this card direct attacks, you may pay
    # the cost. If you do, choose up to 2 cards in your opponent's waiting room, put them on the top of
    # your opponent's deck in any order, and this card gets +2000 power until the end of your opponent's
    # next turn. (you order them, M 3.1.5; each to its owner's deck, WS 3.1)
    card = real("CSM/S96-E060")
    power = int(card["fields"]["power"])
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "C"}},
        "hand": [{"code": "Filler", "label": f"H{i}"} for i in range(3)],
        "library": LIBRARY,
    }
    p2 = {
        "waiting_room": [{"code": "Filler", "label": "A"}, {"code": "Ally", "label": "B"}, "Filler"],
        "library": LIBRARY,
    }
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "C", "method": "direct", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["H0", "H1", "H2"], "note": "the cost"},
            {
                "p1": "choose",
                "cards": ["A", "B"],
                "expect": {"decision.kind": "order", "decision.player": "p1"},
            },
            # the first on top: A is the top card of their deck, the first the direct attack's damage
            # takes (then B "Ally", then a Filler of the deck), WS 4.10
            {
                "p1": "choose",
                "cards": ["A", "B"],
                "expect": {"p2.clock": ["Filler", "Ally", "Filler"], "card.C.power": power + 2000},
            },
        ],
        "M 3.1.5",
    )


def test_deal_damage_equal_to_the_number_of_trigger_icons_among_those_cards() -> None:
    # 【AUTO】 【CXCOMBO】 [(2) Put 1 card from your hand into your waiting room] At the beginning of your
    # encore step, if "Glistening Sun" is in your climax area, you may pay the cost. If you do, put the top
    # 6 cards of your deck into your waiting room, deal X damage to your opponent, and this card gets +1000
    # power until the end of your opponent's next turn. X is equal to the number of trigger icons revealed
    # among those cards. (Damage may be canceled)
    card = real("BD/W63-E003")
    climax = {**CLIMAX, "code": "T-GS", "name": "Glistening Sun"}
    soul = {**FILLER, "code": "T-SOUL", "name": "Soul", "fields": {**FILLER["fields"], "triggers": ["soul"]}}
    two = {**CLIMAX, "code": "T-TWO", "name": "Two Icons", "fields": {"triggers": ["soul", "soul"]}}
    # the six cards milled: three icons in all (a climax with two, a character with one)
    library = [*LIBRARY, "T-TWO", "Filler", "Soul", "Filler", "Filler", "Filler"]
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "B"}},
        "climax": ["T-GS"],
        "hand": [{"code": "Filler", "label": "H"}],
        "stock": ["Filler", "Filler"],
        "library": library,
    }
    play(
        [card, climax, soul, two],
        {"phase": "attack", "step": "declare", "p1": p1},
        [
            {
                "p1": "pass",
                "note": "no attack: the encore step begins",
                "expect": {"decision.kind": "yes_no"},
            },
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["H"],
                # three damage, none canceled (the turn then ends: P2's clock phase asks next)
                "expect": {"p1.library.count": len(LIBRARY), "p2.clock.count": 3, "decision.player": "p2"},
            },
        ],
        "WS 8.6.3",
    )


def test_during_this_cards_battle_when_either_damage_is_canceled() -> None:
    # 【AUTO】 During this card's battle, when the damage you received is canceled or when damage dealt by
    # this card is canceled, you may put this card into your stock.
    card = real("Fsp/W120-E014")
    assert card["script"][-1]["trigger"] == [
        {"on": "ws.cancel", "player": "you"},
        {"on": "ws.cancel", "source": "this"},
    ]
    p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}}, "library": LIBRARY}
    p2 = {"stage": {"FC": "Filler"}, "library": [*LIBRARY, "Climax"]}  # the damage's card: canceled
    play(
        [card, CLIMAX],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "C", "method": "front"},
            {
                "p2": "pass",
                "note": "no counter",
                "expect": {"decision.kind": "yes_no", "decision.player": "p1"},
            },
            {"p1": "yes", "expect": {"card.C.zone": "p1.stock"}},
        ],
        "WS 8.7.1",
    )


def test_cards_looked_at_in_your_opponents_deck_and_the_rest_returned_to_their_deck() -> None:
    # 【AUTO】 【CXCOMBO】 [(1)] When this card attacks, if "Closing The Distance Between Us" is in your
    # climax area, you may pay the cost. If you do, look at up to 5 cards from the top of your
    # opponent's deck, choose up to 5 cards from among them, put them into their waiting room, return
    # the rest to their deck, and your opponent shuffles their deck. (looked at one at a time, 8.6.3)
    card = real("SHS/W98-E067")
    climax = {**CLIMAX, "code": "T-CD", "name": "Closing The Distance Between Us"}
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "S"}},
        "climax": ["T-CD"],
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    library = [
        *LIBRARY,
        {"code": "Filler", "label": "T3"},
        {"code": "Ally", "label": "T2"},
        {"code": "Filler", "label": "T1"},
    ]
    p2 = {"stage": {"FC": "Filler"}, "hand": ["Filler"], "library": library}
    play(
        [card, climax],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "S", "method": "front", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "note": "pay (1)"},
            {"p1": "yes", "note": "look at T1"},
            {"p1": "yes", "note": "look at T2"},
            {"p1": "no", "note": "stop", "expect": {"decision.count": 2}},
            {
                "p1": "choose",
                "cards": ["T2"],
                "expect": {
                    "card.T2.zone": "p2.waiting_room",
                    "p2.waiting_room.count": 1,
                    "p2.library.count": 12,
                },
            },
        ],
        "WS 8.6.3",
    )


def test_a_card_put_on_this_cards_stage_position_as_the_defending_character() -> None:
    # 【AUTO】 [(2) Put this card into your waiting room] When this card is frontal attacked, you may pay the
    # cost. If you do, choose up to one card named ""Beyond the Walls" Mikasa" in your hand, and put it on
    # this card's stage position as the defending character. (the battle goes on with it, M 7.2.1.5.1)
    card = real("AOT/S35-E077")
    mikasa = {
        **FILLER,
        "code": "T-MIKASA",
        "name": '"Beyond the Walls" Mikasa',
        "fields": {**FILLER["fields"], "power": 9000},
    }
    for answer in ("yes", "no"):
        me = {
            "stage": {"FC": {"code": card["code"], "label": "A"}},
            "hand": [{"code": "T-MIKASA", "label": "M"}],
            "stock": ["Filler", "Filler"],
            "library": LIBRARY,
        }
        them = {"stage": {"FC": {"code": "Ally", "label": "X"}}, "library": LIBRARY}  # 5000 power
        steps: list[dict[str, Any]] = [
            {"p2": "attack", "card": "X", "method": "front", "expect": {"decision.kind": "yes_no"}},
            {"p1": answer},
        ]
        if answer == "yes":
            steps += [
                {
                    "p1": "choose",
                    "cards": ["M"],
                    "expect": {"card.M.slots": ["FC"], "card.A.zone": "p1.waiting_room"},
                },
                # the counter step, then the battle: Mikasa (9000) reverses the attacker (WS 7.6.1.2),
                # which goes to the waiting room at the encore step (no stock for its Encore)
                {"p1": "pass", "expect": {"card.X.zone": "p2.waiting_room", "card.M.state": "stand"}},
            ]
        else:  # no new defender: this card battles (and loses)
            steps.append(
                {"p1": "pass", "expect": {"card.X.zone": "p2.stage", "card.A.zone": "p1.waiting_room"}}
            )
        play(
            [card, mikasa],
            {"turn": 5, "turn_player": "p2", "phase": "attack", "step": "declare", "p1": me, "p2": them},
            steps,
            "M 7.2.1.5.1",
        )


def test_if_you_rest_two_characters_counts_the_ones_rested() -> None:
    # Choose two of your characters, and 【REST】 them. If you 【REST】 two characters, all of your characters
    # get +2000 power until end of turn. (one already 【REST】 is not rested by it, WS 1.3.2)
    event = real("DG/S03-E083")
    for state, gets in (("stand", 2000), ("rest", 0)):
        p1 = {
            "hand": [{"code": event["code"], "label": "E"}],
            "stage": {
                "FC": {"code": "Filler", "label": "A"},
                "FL": {"code": "Filler", "label": "B", "state": state},
            },
            "level": ["Green Filler"],
            "stock": ["Filler"],
            "library": LIBRARY,
        }
        play(
            [event],
            {"phase": "main", "p1": p1},
            [
                {"p1": "play", "card": "E"},
                {
                    "p1": "choose",
                    "cards": ["A", "B"],
                    "expect": {"card.A.state": "rest", "card.B.state": "rest", "card.A.power": 1000 + gets},
                },
            ],
            "WS 1.3.2",
        )


def test_when_you_use_brainstorm_if_a_climax_is_put_into_the_waiting_room() -> None:
    # 【AUTO】 When you use "Brainstorm", if a climax is put into the waiting room by that effect, this card
    # gets +2000 power until end of turn. (the use is after the flip, M 10.7.4)
    card = real("DG/S03-E028")
    brainstorm = real("DG/S03-E132")  # 【ACT】 Brainstorm [(1) 【REST】 this card] Reveal four cards …
    power = int(card["fields"]["power"])
    for library, gets in ((["Filler", "Climax", "Filler", "Filler"], 2000), (["Filler"] * 4, 0)):
        p1 = {
            "stage": {
                "BL": {"code": brainstorm["code"], "label": "S"},
                "FC": {"code": card["code"], "label": "W"},
            },
            "stock": ["Filler"],
            "library": [*LIBRARY, *library],
        }
        steps: list[dict[str, Any]] = [{"p1": "act", "card": "S"}]
        if gets:  # "For each climax revealed, draw up to one card": one asked, none taken
            steps.append({"p1": "number", "number": 0})
        steps.append({"expect": {"card.W.power": power + gets, "decision.kind": "action"}})
        play([card, brainstorm, CLIMAX], {"phase": "main", "p1": p1}, steps, "M 10.7.4")


def test_if_all_of_those_cards_are_of_a_description() -> None:
    # 【AUTO】 When this card is placed on the stage from your hand, put the top 2 cards of your deck into
    # your waiting room. If all of those cards are 《Grotesque Race》 or 《Nazarick》 characters, choose 1
    # level 3 or lower character in your opponent's back stage. That character cannot 【STAND】 during your
    # opponent's next stand phase.
    card = real("OVL/S99-E015")
    nazarick = _trait("T-NAZ", "Nazarick", "Nazarick")
    grotesque = _trait("T-GRO", "Grotesque", "Grotesque Race")
    for top, all_of_them in ((["Nazarick", "Grotesque"], True), (["Nazarick", "Filler"], False)):
        p1 = {"hand": [{"code": card["code"], "label": "O"}], "library": [*LIBRARY, *top]}
        p2 = {"stage": {"BL": {"code": "Filler", "label": "B"}}, "library": LIBRARY}
        after = (
            {"decision.kind": "select", "decision.count": 1} if all_of_them else {"decision.kind": "action"}
        )
        play(
            [card, nazarick, grotesque],
            {"phase": "main", "p1": p1, "p2": p2},
            [{"p1": "play", "card": "O", "slot": "FC", "expect": {"p1.waiting_room.count": 2, **after}}],
            "WS 8.6.3",
        )


def test_that_character_gets_plus_one_or_minus_one_level() -> None:
    # 【AUTO】 At the beginning of your climax phase, if this card is in your center stage, choose 1 of your
    # characters, and that character gets +1 or -1 level until end of turn. (the player picks, WS 8.6.3)
    card = real("MR/W80-E015")
    for option, level in (("-1 level", 2), ("+1 level", 4)):
        p1 = {
            "stage": {"FC": {"code": card["code"], "label": "M"}, "FL": {"code": "Ally", "label": "A"}},
            "library": LIBRARY,
        }
        play(
            [card],
            {"phase": "main", "p1": p1},
            [
                {"p1": "pass", "note": "the climax phase begins", "expect": {"decision.kind": "select"}},
                {"p1": "choose", "cards": ["A"]},
                {"p1": "option", "option": option, "expect": {"card.A.level": level}},
            ],
            "WS 8.6.3",
        )


def test_look_at_cards_from_the_bottom_of_your_opponents_deck() -> None:
    # 【AUTO】 【CXCOMBO】 [(2) Put 1 card from your hand into your waiting room] When this card's battle
    # opponent becomes 【REVERSE】, if "Lingering Melody" is in your climax area, you may pay the cost. If you
    # do, look at up to 5 cards from the bottom of your opponent's deck, choose up to 2 climax from among
    # them, put them into their clock, and put the rest into their waiting room.
    card = real("PJS/S91-E036")
    melody = {**CLIMAX, "code": "T-LM", "name": "Lingering Melody"}
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "P"}},
        "climax": ["T-LM"],
        "hand": [{"code": "Filler", "label": "H"}],
        "stock": ["Filler", "Filler"],
        "library": LIBRARY,
    }
    # the library's first cards are its bottom: B1 is the bottom card
    library = [
        {"code": "Climax", "label": "B1"},
        {"code": "Filler", "label": "B2"},
        {"code": "Filler", "label": "B3"},
        *LIBRARY,
    ]
    p2 = {"stage": {"FC": "Filler"}, "library": library}
    play(
        [card, melody, CLIMAX],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "P", "method": "front"},
            {"p2": "pass", "note": "no counter"},
            {"p1": "yes", "note": "the battle opponent reversed: pay the cost"},
            {"p1": "choose", "cards": ["H"], "expect": {"decision.prompt ~": "from the bottom of the deck"}},
            {"p1": "yes", "note": "look at B1"},
            {"p1": "yes", "note": "look at B2"},
            {"p1": "no", "expect": {"decision.count": 1}},  # the climax B1 only
            {
                "p1": "choose",
                "cards": ["B1"],
                "expect": {
                    "card.B1.zone": "p2.clock",
                    "card.B2.zone": "p2.waiting_room",
                    "card.B3.zone": "p2.library",
                },
            },
        ],
        "WS 8.6.3",
    )


def test_when_your_character_in_the_middle_position_of_your_center_stage_attacks() -> None:
    # 【AUTO】 [(1) Put 2 cards from your hand into your waiting room] This ability activates up to 1 time per
    # turn. When your character in the middle position of your center stage attacks, you may pay the cost.
    # If you do, reveal the top card of your deck. If that card is a 《hololive》 character, 【STAND】 this
    # card. (Return the revealed card to its original place)
    card = real("HOL/W104-E132")
    holo = _trait("T-HOLO", "Holo", "hololive")
    for slot, asked in (("FC", True), ("FL", False)):
        p1 = {
            "stage": {slot: {"code": card["code"], "label": "H"}},
            "hand": [{"code": "Filler", "label": "A"}, {"code": "Filler", "label": "B"}],
            "stock": ["Filler"],
            "library": [*LIBRARY, "Holo"],
        }
        p2 = {
            "stage": {"FC": "Filler", "FL": "Filler", "FR": "Filler"},
            "hand": ["Filler"],
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [
            {
                "p1": "attack",
                "card": "H",
                "method": "front",
                "expect": {"decision.kind": "yes_no"} if asked else {"decision.player": "p2"},
            }
        ]
        if asked:  # the attacker 【STAND】 again: the revealed card is a 《hololive》 character
            steps += [
                {"p1": "yes"},
                {"p1": "choose", "cards": ["A", "B"], "expect": {"card.H.state": "stand"}},
            ]
        play([card, holo], {"phase": "attack", "step": "declare", "p1": p1, "p2": p2}, steps, "WS 8.7.1")


def test_x_is_equal_to_the_level_of_the_revealed_character() -> None:
    # 【AUTO】 When this card attacks, reveal the top card of your deck. If that card is a 《Berlint》
    # character, deal X damage to your opponent. X is equal to the level of the revealed character.
    # (Damage may be canceled. Return the revealed card to its original place)
    card = real("SPY/S106-E064")
    berlint = {
        **_trait("T-BER", "Berlint", "Berlint"),
        "fields": {**FILLER["fields"], "level": 2, "traits": ["Berlint"]},
    }
    p1 = {"stage": {"FC": {"code": card["code"], "label": "S"}}, "library": [*LIBRARY, "Berlint"]}
    p2 = {"stage": {"FC": "Filler"}, "hand": ["Filler"], "library": LIBRARY}
    play(
        [card, berlint],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {
                "p1": "attack",
                "card": "S",
                "method": "front",
                "expect": {"p2.clock.count": 2, "decision.player": "p2"},
            }
        ],
        "WS 8.6.3",
    )


def test_deal_one_damage_x_times_to_your_opponent() -> None:
    # 【AUTO】 【CXCOMBO】 When this card attacks, if "Resolute Unsheathing" is in your climax area, this card
    # gets +1000 power until end of turn, put the bottom 4 cards of your opponent's deck into their waiting
    # room, and deal 1 damage X times to your opponent. X is equal to the number of climax among those
    # cards. (each damage dealt and canceled on its own, WS 4.10)
    card = real("CSM/S96-E029")
    climax = {**CLIMAX, "code": "T-RU", "name": "Resolute Unsheathing"}
    p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}}, "climax": ["T-RU"], "library": LIBRARY}
    # the library's first cards are its bottom: two climaxes among the bottom four
    p2 = {
        "stage": {"FC": "Filler"},
        "hand": ["Filler"],
        "library": ["Climax", "Filler", "Climax", "Filler", *LIBRARY],
    }
    play(
        [card, climax, CLIMAX],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {
                "p1": "attack",
                "card": "C",
                "method": "front",
                "expect": {"p2.waiting_room.count": 4, "p2.clock.count": 2, "decision.player": "p2"},
            }
        ],
        "WS 4.10",
    )


def test_power_until_end_of_turn_and_an_ability_until_the_opponents_next_turn() -> None:
    # 【AUTO】 【CXCOMBO】 When this card attacks, if "Unyielding Obsession" is in your climax area, and you
    # have another 《Music》 character, this card gets +1000 power until end of turn, and the following
    # ability until the end of your opponent's next turn. "【AUTO】 When this card is frontal attacked, you
    # may return this card to your hand." (each for its own time, WS 8.9)
    card = real("PJS/S91-E100")
    ability = next(a for a in card["script"] if "Unyielding" in a["text"])
    power_step, grant = ability["effect"]
    assert "until" not in power_step and grant["until"] == "end_of_opponent_turn"
    music = _trait("T-MUSIC", "Music", "Music")
    climax = {**CLIMAX, "code": "T-UO", "name": "Unyielding Obsession"}
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "P"}, "FL": "Music"},
        "climax": ["T-UO"],
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": "Filler"}, "hand": ["Filler"], "library": LIBRARY}
    power = int(card["fields"]["power"])
    play(
        [card, music, climax],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [{"p1": "attack", "card": "P", "method": "front", "expect": {"card.P.power": power + 1000}}],
        "WS 8.9",
    )


def test_a_name_given_with_its_japanese_reading_gives_the_english_name() -> None:
    # KGL/S95-PE05: 【CONT】 If this card is in your stage, this card's card name will also be regarded
    # as "Honor Student with High Morals, Miko(品行方正な優等生 ミコ)". The reading (spaced words) is the
    # Japanese card's name; the English name is the one a name reference reads (WS 2.1, N1)
    miko = real("KGL/S95-PE05")
    given = miko["script"][0]
    honor = "Honor Student with High Morals, Miko"
    assert given["modifiers"] == [{"to": "this", "stat": "names", "grant": honor}]
    line = f'【CONT】 This card gets +1000 power for each of your other "{honor}".'
    counter = {**FILLER, "code": "T-CNT", "name": "Counter", "text": line}
    counter["script"] = [dict(c.ability) for c in compile_text(line, "character")]
    p1 = {"stage": {"FC": {"code": "Counter", "label": "C"}, "FL": miko["code"]}, "library": LIBRARY}
    play([miko, counter], {"phase": "main", "p1": p1}, [{"expect": {"card.C.power": 2000}}], "WS 2.1")


def test_a_reading_with_a_long_dash_or_cjk_marks_is_a_reading() -> None:
    # NGL/S58-E043: 【CONT】 If you do not have another character with "Kurami(クラミ―)" in its card name,
    # this card cannot 【STAND】 during your stand phase ("―" is no kana, yet part of the reading, N1)
    kurami = compile_line(
        '【CONT】 If you do not have another character with "Kurami(クラミ―)" in its card name, this card '
        "cannot 【STAND】 during your stand phase.",
        "character",
    )
    assert kurami.ability["condition"] == {
        "none": {"zone": "stage", "type": "character", "name_has": "Kurami(クラミ―)", "other": True}
    }
    zell = {**FILLER, "code": "T-KUR", "name": "Kurami Zell"}
    card = {**FILLER, "code": "T-NGL", "name": "Sora", "text": kurami.text, "script": [dict(kurami.ability)]}
    for other, state in (("Kurami Zell", "stand"), ("Filler", "rest")):  # WS 6.2.1.2 with 1.3.3
        sora = {"code": "Sora", "label": "S", "state": "rest"}
        stage = {"FC": sora, "FL": {"code": other, "state": "rest"}}
        play(
            [card, zell],
            {
                "phase": "main",
                "p1": {"stage": stage, "library": LIBRARY},
                "p2": {"hand": ["Filler"], "library": LIBRARY},
            },
            [
                {"p1": "pass", "note": "the main phase ends; no attack: both are 【REST】"},
                {"p2": "pass", "note": "no clock"},
                {"p2": "pass", "note": "the main phase ends"},
                {"p1": "pass", "note": "no clock", "expect": {"turn_player": "p1", "card.S.state": state}},
            ],
            "WS 6.2.1.2",
        )


def test_a_zone_with_a_different_card_for_each_name() -> None:
    # BD/W73-E052: 【ACT】 [【REST】 this card] If your waiting room has 1 character with "Tae(たえ)" in its
    # card name, 1 other character with "Rimi(りみ)" …, 1 other character with "Saya(沙綾)" … and 1 other
    # character with "Arisa(有咲)" in its card name, choose 1 of your ""Star-Shaped Tambourine" Kasumi
    # Toyama", and that character gets +4500 power until end of turn. "Other": four different cards
    # (a card with two of the names stands for one of them only)
    card = real("BD/W73-E052")
    (act,) = [a for a in card["script"] if a["kind"] == "act"]
    assert len(act["effect"][0]["if"]["distinct"]) == 4
    names = {"TA": "Tae & Arisa", "T": "Tae Hanazono", "R": "Rimi Ushigome", "S": "Saya Yamabuki"}
    extra = [{**FILLER, "code": code, "name": name} for code, name in names.items()]
    kasumi = {**FILLER, "code": "T-KAS", "name": '"Star-Shaped Tambourine" Kasumi Toyama'}
    for waiting, gain in ((["TA", "T", "R", "S"], 4500), (["TA", "R", "S"], 0)):
        stage = {"FC": {"code": card["code"], "label": "B"}, "FL": {"code": "T-KAS", "label": "K"}}
        p1 = {"stage": stage, "waiting_room": waiting, "library": LIBRARY}
        steps: list[dict[str, Any]] = [{"p1": "act", "card": "B"}]
        if gain:
            steps.append({"p1": "choose", "cards": ["K"]})
        steps.append({"expect": {"card.K.power": 1000 + gain}})
        play([card, kasumi, *extra], {"phase": "main", "p1": p1}, steps, "WS 8.6")


def test_if_you_put_a_card_underneath_this_card_inside_the_acts_condition() -> None:
    # CSM/S96-E021: 【ACT】 [【REST】 this card] If there are 2 or less markers underneath this card, choose
    # 1 character in your waiting room, and put it face up underneath this card as a marker. If you put 1
    # card underneath this card, look at the top card of your opponent's deck, and put it on the top or
    # at the bottom of their deck. (A waiting room with no character: nothing put, no choice offered.)
    card = real("CSM/S96-E021")
    (act,) = [a for a in card["script"] if a["kind"] == "act"]
    assert [s["do"] for s in act["effect"][0]["then"]] == ["choose", "ws.marker", "if"]
    library = [*LIBRARY, {"code": "Ally", "label": "TOP"}]
    p2 = {"library": library}
    stage = {"FC": {"code": card["code"], "label": "C"}}
    play(
        [card],
        {
            "phase": "main",
            "p1": {"stage": stage, "waiting_room": [{"code": "Filler", "label": "W"}], "library": LIBRARY},
            "p2": p2,
        },
        [
            {"p1": "act", "card": "C"},
            {"p1": "choose", "cards": ["W"], "expect": {"p1.marker.FC": ["W"]}},
            {"p1": "option", "option": "Put it at the bottom of their deck"},
            {"expect": {"p2.library": ["Ally", *LIBRARY]}},
        ],
        "WS 3.7",
    )
    play(
        [card],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}, "p2": p2},
        [{"p1": "act", "card": "C", "expect": {"p1.marker.FC": [], "card.C.state": "rest"}}],
        "WS 3.7",
    )


def test_if_all_of_those_cards_are_so_described() -> None:
    # OVL/S99-E015: 【AUTO】 When this card is placed on the stage from your hand, put the top 2 cards of
    # your deck into your waiting room. If all of those cards are 《Grotesque Race》 or 《Nazarick》
    # characters, choose 1 level 3 or lower character in your opponent's back stage. That character
    # cannot 【STAND】 during your opponent's next stand phase. (Each of the two either trait: WS 8.6.)
    card = real("OVL/S99-E015")
    grotesque = _trait("T-GR", "Grotesque", "Grotesque Race")
    nazarick = _trait("T-NZ", "Nazarick", "Nazarick")
    for top, chosen in ((["Grotesque", "Nazarick"], True), (["Filler", "Nazarick"], False)):
        p1 = {"hand": [{"code": card["code"], "label": "C"}], "library": [*LIBRARY, *top]}
        p2 = {"stage": {"BL": {"code": "Filler", "label": "O"}}, "library": LIBRARY}
        steps: list[dict[str, Any]] = [{"p1": "play", "card": "C", "slot": "FC"}]
        if chosen:
            steps.append({"p1": "choose", "cards": ["O"], "expect": {"p1.waiting_room.count": 2}})
        else:
            steps.append({"expect": {"p1.waiting_room.count": 2, "decision.kind": "action"}})
        play([card, grotesque, nazarick], {"phase": "main", "p1": p1, "p2": p2}, steps, "WS 8.6")


def test_gains_for_the_turn_and_an_ability_until_the_end_of_the_opponents_next_turn() -> None:
    # RKN/S115-E060: 【AUTO】 When this card attacks, choose 1 of your other 《Meiji Romantic Story》
    # characters, and until the end of your opponent's next turn, that character gets +1500 power and
    # "【AUTO】 Encore [Put 1 character from your hand into your waiting room]". (WS 8.9: each for its time)
    card = real("RKN/S115-E060")
    (auto,) = [a for a in card["script"] if a["kind"] == "auto" and "attacks" in a["text"]]
    assert [s.get("until") for s in auto["effect"][1:]] == ["end_of_opponent_turn"] * 2
    meiji = _trait("T-MEIJI", "Meiji", "Meiji Romantic Story")
    p1 = {"stage": {"FC": {"code": card["code"], "label": "A"}, "FL": {"code": "Meiji", "label": "M"}}}
    play(
        [card, meiji],
        {"phase": "attack", "step": "declare", "p1": {**p1, "library": LIBRARY}, "p2": {"library": LIBRARY}},
        [
            {"p1": "attack", "card": "A", "method": "direct"},
            {"p1": "choose", "cards": ["M"], "expect": {"card.M.power": 2500}},
        ],
        "WS 8.9",
    )
    # PJS/S91-E100: "… this card gets +1000 power until end of turn, and the following ability until the
    # end of your opponent's next turn. "【AUTO】 When this card is frontal attacked, …"": each its own time
    (combo,) = [a for a in real("PJS/S91-E100")["script"] if "Unyielding" in a["text"]]
    assert [s["do"] for s in combo["effect"]] == ["modify", "grant"]
    assert "until" not in combo["effect"][0] and combo["effect"][1]["until"] == "end_of_opponent_turn"


def test_the_number_of_trigger_icons_among_those_cards() -> None:
    # BD/W63-E003: 【AUTO】 【CXCOMBO】 [(2) Put 1 card from your hand into your waiting room] At the
    # beginning of your encore step, if "Glistening Sun" is in your climax area, you may pay the cost.
    # If you do, put the top 6 cards of your deck into your waiting room, deal X damage to your
    # opponent, and this card gets +1000 power until the end of your opponent's next turn. X is equal
    # to the number of trigger icons revealed among those cards. (Each icon counts: WS 2.11.)
    card = real("BD/W63-E003")
    sun = {**CLIMAX, "code": "T-SUN", "name": "Glistening Sun"}
    door = {**CLIMAX, "code": "T-DOOR2", "name": "Door", "fields": {"triggers": ["soul", "soul"]}}
    soul = {**FILLER, "code": "T-SOUL", "name": "Soul", "fields": {**FILLER["fields"], "triggers": ["soul"]}}
    p1 = {
        "stage": {"FR": {"code": card["code"], "label": "C", "state": "rest"}},
        "climax": ["Glistening Sun"],
        "hand": [{"code": "Filler", "label": "H"}],
        "stock": ["Filler"] * 2,
        "library": [*LIBRARY, "Door", "Soul", "Filler", "Filler", "Filler", "Filler"],
    }
    play(
        [card, sun, door, soul],
        {"phase": "main", "p1": p1, "p2": {"library": LIBRARY}},
        [
            {"p1": "pass", "note": "the main phase ends; no attack: the encore step begins"},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["H"], "expect": {"p2.clock.count": 3, "p1.library": LIBRARY}},
        ],
        "WS 2.11",
    )


def test_a_trigger_marked_cont_or_act_by_the_data_is_an_automatic_ability() -> None:
    # MAR/S89-E073: 【CONT】 When this card is placed on the stage from your hand, this card gets +1500
    # power until end of turn. (A trigger and an effect: an automatic ability, WS 8.1.1.2.1; TL/W37-PE02
    # prints 【ACT】 with no cost the same way)
    card = real("MAR/S89-E073")
    (auto,) = [a for a in card["script"] if "placed on the stage" in a["text"]]
    assert auto["kind"] == "auto"
    assert real("TL/W37-PE02")["script"][1]["kind"] == "auto"
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    p1 = {"hand": [{"code": card["code"], "label": "C"}], "level": ["Blue Filler"], "library": LIBRARY}
    power = card["fields"]["power"]
    play(
        [card, blue],
        {"phase": "main", "p1": p1},
        [{"p1": "play", "card": "C", "slot": "FC", "expect": {"card.C.power": power + 1500}}],
        "WS 8.1.1.2.1",
    )


def test_numbers_in_words_up_to_twelve() -> None:
    # SAO/S51-E003: "… put the top eleven cards of your deck into your waiting room, deal X damage to your
    # opponent, …. X is equal to the number of trigger icons revealed among those cards." (WS 2.11)
    (combo,) = [a for a in real("SAO/S51-E003")["script"] if "eleven" in a["text"]]
    assert combo["effect"][0] == {
        "do": "move",
        "cards": {"zone": "library", "top": 11},
        "to": "waiting_room",
        "as": "those",
    }
    assert combo["effect"][1]["value"] == {"ws.icons": {"var": "those"}}


def test_play_this_card_for_0_cost_by_putting_a_named_character_into_the_waiting_room() -> None:
    # APO/S53-E056 (level 2, cost 2): 【CONT】 When you play this card from your hand, you may choose one of
    # your cards named ""King of Knights" Altria", and put it into your waiting room. If you do, you may
    # play this card for 0 cost. (Another way to pay, WS 8.6.2.3: with no stock it is the only one)
    card = real("APO/S53-E056")
    assert card["script"][0]["tags"] == ["play_replacing"]
    altria = {**FILLER, "code": "T-ALT", "name": '"King of Knights" Altria'}
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    base = {"hand": [{"code": card["code"], "label": "C"}], "level": ["Red Filler"] * 2, "library": LIBRARY}
    stage = {"FL": {"code": "T-ALT", "label": "A"}}
    # no stock: played by putting "King of Knights" Altria into the waiting room
    put = {"card.A.zone": "p1.waiting_room", "p1.stage.FC": ["C"]}
    play(
        [card, altria, red],
        {"phase": "main", "p1": {**base, "stage": stage}},
        [
            {"expect": {"actions has": ["play"]}},
            {"p1": "play", "card": "C", "slot": "FC"},
            {"p1": "choose", "cards": ["A"], "expect": put},
        ],
        "WS 8.6.2.3",
    )
    # stock enough: the player may decline and pay the stock
    play(
        [card, altria, red],
        {"phase": "main", "p1": {**base, "stage": stage, "stock": ["Filler"] * 2}},
        [
            {"p1": "play", "card": "C", "slot": "FC", "expect": {"decision.kind": "yes_no"}},
            {"p1": "no", "expect": {"card.A.zone": "p1.stage", "p1.stage.FC": ["C"], "p1.stock.count": 0}},
        ],
        "WS 8.6.2.3",
    )
    # neither stock nor "King of Knights" Altria: it cannot be played (8.6.2.3.2)
    play(
        [card, altria, red],
        {"phase": "main", "p1": base},
        [{"expect": {"actions lacks": ["play"]}}],
        "WS 8.6.2.3.2",
    )


def test_a_name_given_in_the_waiting_room_while_the_memory_holds_none_of_the_card() -> None:
    # SHS/W98-E040 (a line the data cut before a quote, joined): 【CONT】 If this card is in your waiting
    # room, and you do not have a "Waiting For Her Date, Megumi" in your memory, this card's card name
    # will also be regarded as "Ideal Girl, Megumi". The zone the ability names is where it works
    # (WS 2.12.2), its name is read there (WS 2.1)
    megumi = real("SHS/W98-E040")
    given = megumi["script"][0]
    assert given["zones"] == ["waiting_room"]
    assert given["modifiers"] == [{"to": "this", "stat": "names", "grant": "Ideal Girl, Megumi"}]
    line = '【CONT】 This card gets +1000 power for each "Ideal Girl, Megumi" in your waiting room.'
    counter = {**FILLER, "code": "T-CNT", "name": "Counter", "text": line}
    counter["script"] = [dict(c.ability) for c in compile_text(line, "character")]
    for memory, power in (([], 2000), ([megumi["code"]], 1000)):
        p1 = {
            "stage": {"FC": {"code": "Counter", "label": "C"}},
            "waiting_room": [megumi["code"]],
            "memory": memory,
            "library": LIBRARY,
        }
        play(
            [megumi, counter], {"phase": "main", "p1": p1}, [{"expect": {"card.C.power": power}}], "WS 2.12.2"
        )
    # on the stage it is not in the waiting room: no name given
    line = '【CONT】 This card gets +1000 power for each of your other "Ideal Girl, Megumi".'
    counter["script"] = [dict(c.ability) for c in compile_text(line, "character")]
    p1 = {"stage": {"FC": {"code": "Counter", "label": "C"}, "FL": megumi["code"]}, "library": LIBRARY}
    play([megumi, counter], {"phase": "main", "p1": p1}, [{"expect": {"card.C.power": 1000}}], "WS 2.12.2")


def test_a_marker_paid_instead_of_a_stock_of_an_events_play_cost() -> None:
    # MKI/W126-E046: 【CONT】 If you would pay the cost for an event in your hand, you may put 1 marker
    # from underneath this card into your waiting room instead of 1 card from your stock (the cost of
    # a play, WS 8.6.2.3; an optional replacement, WS 8.2.1.3.2)
    lemon = real("MKI/W126-E046")
    lemon["fields"]["triggers"] = []  # the data's "BLUE" is no trigger icon
    assert lemon["script"][0]["params"] == {"for": {"type": "event"}, "for_zones": ["hand"], "for_play": True}
    fields = {**FILLER["fields"], "cost": 1}
    event = {**FILLER, "code": "T-EV", "name": "Event", "type": "event", "fields": fields}
    dear = {**FILLER, "code": "T-DEAR", "name": "Dear", "fields": fields}
    stage = {"FC": {"code": lemon["code"], "label": "L"}}
    marker = {"FC": [{"code": "Filler", "label": "M"}]}
    hand = [{"code": "Event", "label": "E"}, {"code": "Dear", "label": "D"}]
    # no stock: the marker pays the event's cost, without a question; the character stays unplayable
    p1 = {"stage": stage, "marker": marker, "hand": hand, "library": LIBRARY}
    steps = [
        {"expect": {"actions has": ["play"]}},
        {"p1": "play", "card": "D", "slot": "FL", "refused": True},
        {
            "p1": "play",
            "card": "E",
            "expect": {"card.M.zone": "p1.waiting_room", "card.E.zone": "p1.waiting_room"},
        },
    ]
    play([lemon, event, dear], {"phase": "main", "p1": p1}, steps, "WS 8.6.2.3")
    # with a stock card the player chooses: "no" pays the stock, the marker stays
    p1 = {**p1, "stock": [{"code": "Filler", "label": "S"}]}
    steps = [
        {"p1": "play", "card": "E", "expect": {"decision.kind": "yes_no"}},
        {"p1": "no", "expect": {"card.M.zone": "p1.marker", "card.S.zone": "p1.waiting_room"}},
    ]
    play([lemon, event, dear], {"phase": "main", "p1": p1}, steps, "WS 8.2.1.3.2")
    # no marker under it: no stock, no play (WS 8.6.2.3.2)
    p1 = {"stage": stage, "hand": hand, "library": LIBRARY}
    play(
        [lemon, event, dear],
        {"phase": "main", "p1": p1},
        [{"expect": {"actions lacks": ["play"]}}],
        "WS 8.6.2.3.2",
    )


def test_a_power_ability_given_once_per_marker_gives_the_power_that_many_times() -> None:
    # MKI/W126-E064: 【CONT】 This card gets the following ability for each marker underneath this card.
    # "【CONT】 All of your other 《Adolescence》 characters get +500 power." (N abilities held, each
    # giving its +500, WS 8.9)
    card = real("MKI/W126-E064")
    card["fields"]["triggers"] = []
    teen = _trait("T-TEEN", "Teen", "Adolescence")
    stage = {"FC": {"code": card["code"], "label": "H"}, "FL": {"code": "Teen", "label": "T"}, "FR": "Filler"}
    for markers, power in ((0, 1000), (1, 1500), (3, 2500)):
        p1 = {"stage": stage, "marker": {"FC": ["Filler"] * markers}, "library": LIBRARY}
        host = card["fields"]["power"]  # not "other": this card keeps its power
        expect = {"card.T.power": power, "card.H.power": host}
        play([card, teen], {"phase": "main", "p1": p1}, [{"expect": expect}], "WS 8.9")


def test_this_card_paid_instead_of_the_stock_of_a_change_cost() -> None:
    # LL/W01-097: 【CONT】 If you would pay the "Change" cost for one of your characters, you may put
    # this card into your waiting room instead of one or two cards from your stock (for up to 2, a
    # choice-type replacement, WS 8.2.1.3.2; decided in docs/games/weiss-schwarz.md)
    alpaca, nico = real("LL/W01-097"), real("LL/W01-061")  # Nico: 【AUTO】 Change [(1) Put a card from
    # your hand into your waiting room & Put this card into your waiting room] At the beginning of your
    # climax phase, you may pay the cost. If you do, choose a card named ""Nico Is Popular" Nico" …
    assert alpaca["script"][0]["params"]["itself"] is True
    popular = {**FILLER, "code": "T-POP", "name": '"Nico Is Popular" Nico'}
    stage = {"FC": {"code": alpaca["code"], "label": "K"}, "FL": {"code": nico["code"], "label": "N"}}
    p1 = {
        "stage": stage,
        "hand": [{"code": "Filler", "label": "H"}],
        "waiting_room": [{"code": "T-POP", "label": "P"}],
        "library": LIBRARY,
    }
    paid = {"card.K.zone": "p1.waiting_room", "card.N.zone": "p1.waiting_room"}
    # no stock: this card pays the (1) of the Change cost
    steps = [
        {"p1": "pass"},
        {"p1": "yes"},
        {"p1": "choose", "cards": ["H"], "expect": paid},
        {"p1": "choose", "cards": ["P"], "expect": {"card.P.zone": "p1.stage"}},
    ]
    play([alpaca, nico, popular], {"phase": "main", "p1": p1}, steps, "WS 8.2.1.3.2")
    # a stock card: the player chooses; "no" pays the stock and this card stays
    p1 = {**p1, "stock": [{"code": "Filler", "label": "S"}]}
    steps = [
        {"p1": "pass"},
        {"p1": "yes", "expect": {"decision.kind": "yes_no"}},
        {"p1": "no"},
        {
            "p1": "choose",
            "cards": ["H"],
            "expect": {"card.K.zone": "p1.stage", "card.S.zone": "p1.waiting_room"},
        },
    ]
    play([alpaca, nico, popular], {"phase": "main", "p1": p1}, steps, "WS 8.2.1.3.2")


# ---------------------------------------------------------------- wave 11: 【CONT】/【ACT】 shared pieces
def test_a_timed_effect_reads_the_selectors_a_continuous_ability_reads() -> None:
    # LL/W01-026: 【AUTO】 When this card attacks, your other character in the middle position of the
    # center stage gets +1 level and +1500 power until end of turn (the cards found as it resolves, a
    # locked set, WS 8.9.2)
    card = real("LL/W01-026")
    card["fields"]["triggers"] = []
    stage = {"FL": card["code"], "FC": {"code": "Ally", "label": "M"}, "FR": {"code": "Ally", "label": "R"}}
    p1 = {"stage": stage, "library": LIBRARY}
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": {"library": LIBRARY}},
        [
            {
                "p1": "attack",
                "card": card["code"],
                "method": "direct",
                "expect": {"card.M.power": 6500, "card.M.level": 4, "card.R.power": 5000},
            },
        ],
        "WS 8.9.2",
    )


def test_the_character_facing_this_card_and_a_row_in_a_timed_effect() -> None:
    # the selectors of 【CONT】 lines ("the character facing this card", "All of your characters in
    # your back stage", "this card's battle opponent") in an 【ACT】 or 【AUTO】 effect until end of turn
    for text, cards in (
        (
            "【ACT】 [(1)] The character facing this card gets +1 soul until end of turn.",
            {"zone": "stage", "whose": "opponent", "opposite": "this"},
        ),
        (
            "【ACT】 [(1)] All of your characters in your back stage get +500 power until end of turn.",
            {"zone": "stage", "type": "character", "back_row": True},
        ),
    ):
        (compiled,) = compile_text(text, "character")
        assert compiled.ability["effect"][0]["cards"] == cards
    # HOL/W104-E011: "… If you do, 【REST】 this card, and 【REVERSE】 this card's battle opponent."
    ability = real("HOL/W104-E011")["script"][-1]
    assert "battle opponent" in ability["text"]
    assert ability["effect"][-1] == {"do": "state", "cards": _BATTLING, "to": "reverse"}


def test_a_count_of_a_row_and_level_and_power_for_each() -> None:
    # counts "for each" of a row (with or without "other", yours or the opponent's) and "+1 level and
    # +N power for each <any count>": probes of the pieces, worked out as the modifier applies (WS 8.9)
    (compiled,) = compile_text(
        "【CONT】 This card gets +1 level and +1500 power for each climax in your waiting room.", "character"
    )
    climaxes = {"count": {"type": "climax", "zone": "waiting_room"}}
    assert compiled.ability["modifiers"] == [
        {"to": "this", "stat": "level", "add": {"mul": [climaxes, 1]}},
        {"to": "this", "stat": "power", "add": {"mul": [climaxes, 1500]}},
    ]
    (compiled,) = compile_text(
        "【CONT】 This card gets +1000 power for each of your characters in your center stage.", "character"
    )
    card = {
        **FILLER,
        "code": "T-ROW",
        "name": "Row",
        "type": "character",
        "text": compiled.text,
        "script": [dict(compiled.ability)],
    }
    stage = {"BL": {"code": "T-ROW", "label": "R"}, "FL": "Ally", "FC": "Filler", "BR": "Filler"}
    play(
        [card],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.R.power": 3000}}],  # 1000 + 2 x 1000: the back row not counted (WS 2.2.2)
        "WS 8.9",
    )
    for text in (
        "【CONT】 This card gets +1 soul for each other character in your center stage.",
        "【CONT】 This card gets +1 soul for each character in your opponent's back stage.",
    ):
        assert compile_text(text, "character")[0].automated


def test_numbers_a_continuous_ability_reads_in_an_effect_too() -> None:
    # "X is equal to 500 multiplied by the total level of the cards in your level" (WS 2.7: a face-up
    # level card's level), "… the level of the character facing this card ×2000" (0 while there is
    # none), "500 multiplied by your opponent's level": probes of the number pieces
    text = (
        "【ACT】 [(1)] This card gets +X power until end of turn. X is equal to 500 multiplied by the total"
        " level of the cards in your level."
    )
    (compiled,) = compile_text(text, "character")
    card = {
        **FILLER,
        "code": "T-LVL",
        "name": "Levels",
        "type": "character",
        "text": text,
        "script": [dict(compiled.ability)],
    }
    p1 = {
        "stage": {"FC": {"code": "T-LVL", "label": "L"}},
        "stock": ["Filler"],
        "level": ["Ally", "Filler", "Ally"],  # levels 3 + 0 + 3
        "library": LIBRARY,
    }
    play(
        [card],
        {"phase": "main", "p1": p1},
        [{"p1": "act", "card": "T-LVL", "expect": {"card.L.power": 1000 + 3000}}],
        "WS 2.7",
    )
    facing = {"total": {"cards": {"zone": "stage", "whose": "opponent", "opposite": "this"}, "name": "level"}}
    for said, value in (
        ("the level of the character facing this card ×2000", {"mul": [facing, 2000]}),
        ("500 multiplied by your opponent's level", {"mul": [{"ws.level": "opponent"}, 500]}),
    ):
        attack = "【AUTO】 When this card attacks, this card gets +X power until end of turn."
        (compiled,) = compile_text(f"{attack} X is equal to {said}.", "character")
        assert compiled.ability["effect"][0] == {"do": "let", "as": "X", "value": value}


def test_a_choice_of_your_other_characters_in_battle_or_of_a_row_with_a_name() -> None:
    # probes of the choice pieces: "choose 1 of your other 《A》 characters in battle" (this card not
    # among them) and "choose 1 of your characters in your center stage with "A" in its card name"
    # (the row and the name both, WS 2.2.2)
    in_battle = {"any_of": [{"attacking": True}, {"defending": True}]}
    for said, chosen in (
        (
            "choose 1 of your other 《Music》 characters in battle",
            {"zone": "stage", "type": "character", "traits": ["Music"], "other": True, **in_battle},
        ),
        (
            'choose 1 of your characters in your center stage with "Miku" in its card name',
            {"zone": "stage", "type": "character", "front_row": True, "name_has": "Miku"},
        ),
        (
            'choose 1 of your other characters in the back stage with "Miku" in its card name',
            {"zone": "stage", "type": "character", "back_row": True, "name_has": "Miku", "other": True},
        ),
    ):
        text = (
            f"【AUTO】 When this card attacks, {said}, and that character gets +1000 power until end of turn."
        )
        (compiled,) = compile_text(text, "character")
        assert compiled.ability["effect"][0] == {"do": "choose", "from": chosen, "n": 1}


def test_two_modifiers_joined_by_and_both_hold() -> None:
    # a probe of the joiner: "this card gets +2000 power, and all of your characters cannot side
    # attack" under one condition: both modifiers, each on its own cards (WS 8.9)
    (compiled,) = compile_text(
        "【CONT】 If you have another 《Music》 character, this card gets +2000 power, and all of your"
        " characters cannot side attack.",
        "character",
    )
    assert compiled.ability["modifiers"] == [
        {"to": "this", "stat": "power", "add": 2000},
        {"to": {"zone": "stage"}, "grant": "cannot_side_attack"},
    ]
    text = "【CONT】 The character facing this card gets -1000 power, and this card gets +1000 power."
    (compiled,) = compile_text(text, "character")
    card = {**FILLER, "code": "T-AND", "name": "And", "type": "character", "text": text}
    card["script"] = [dict(compiled.ability)]
    stage = {"FC": {"code": "T-AND", "label": "T"}}
    p2 = {"stage": {"FC": {"code": "Ally", "label": "F"}}, "library": LIBRARY}
    play(
        [card],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}, "p2": p2},
        [{"expect": {"card.T.power": 2000, "card.F.power": 4000}}],
        "WS 8.9",
    )


def test_power_with_no_duration_said_lasts_the_game() -> None:
    # LSS/WE27-E45: 【AUTO】 When a climax is placed on your climax area, choose one of your characters,
    # and that character gets +1000 power. (no duration printed: a continuous effect "during this
    # game", WS 8.2.1.2, on that character as the object it is, WS 3.1.4)
    card = real("LSS/WE27-E45")
    assert card["script"][1]["effect"][-1] == {
        "do": "modify",
        "cards": "chosen",
        "stat": "power",
        "add": 1000,
        "until": "game",
    }
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "L"}, "FL": {"code": "Ally", "label": "A"}},
        "hand": [{"code": "T-CX", "label": "X"}],
        "level": ["Filler"],
        "library": LIBRARY,
    }
    play(
        [card, CLIMAX],
        {"phase": "main", "p1": p1},
        [
            {"p1": "pass", "note": "the climax phase begins"},
            {"p1": "play", "card": "X", "expect": {"decision.kind": "select"}},
            {"p1": "choose", "cards": ["A"], "expect": {"card.A.power": 6000}},
        ],
        "WS 8.2.1.2",
    )


def test_power_during_that_attack_ends_with_the_attack() -> None:
    # SBY/W114-E048: 【AUTO】 Memory When this card attacks, if "Accumulating Memories, Mai Sakurajima" is in
    # your memory, during that attack, this card gets +3000 power, and perform a trigger check 2 times on
    # the trigger step. If performed 2 times, put the top card of your stock into your waiting room.
    card = real("SBY/W114-E048")
    assert card["script"][1]["effect"][0]["until"] == "end_of_battle"
    mai = {**FILLER, "code": "T-MAI", "name": "Accumulating Memories, Mai Sakurajima"}
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "M"}, "FL": "Filler"},  # still to attack
        "memory": ["T-MAI"],
        "stock": [{"code": "Filler", "label": "S"}],
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": {"code": "Ally", "label": "D"}, "FL": "Filler"}, "library": LIBRARY}
    play(
        [card, mai],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {
                "p1": "attack",
                "card": "M",
                "method": "front",
                "expect": {"card.M.power": 6500, "decision.player": "p2"},
            },
            {
                "p2": "pass",
                "note": "the counter step",
                # 3500 + 3000 against 5000 in the battle (M 7.6.1.2); the +3000 gone after the attack
                # (M 7.6.1.5), the two checks made and the stock's top card paid
                "expect": {
                    "decision.player": "p1",
                    "card.D.state": "reverse",
                    "card.M.state": "rest",
                    "card.M.power": 3500,
                    "p1.waiting_room.count": 1,
                    "log has": ["performed 2 trigger checks"],
                },
            },
        ],
        "WS 7.6.1.5",
    )


def test_power_and_soul_with_no_duration_outlast_the_attack() -> None:
    # APO/S53-E055: 【AUTO】 When this card attacks, if the character facing this card is level 3 or higher,
    # this card gets +4000 power and +1 soul. (no duration: "during this game", WS 8.2.1.2)
    card = real("APO/S53-E055")
    p1 = {"stage": {"FC": {"code": card["code"], "label": "M"}, "FL": "Filler"}, "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": "Ally", "label": "D"}, "FL": "Filler"}, "library": LIBRARY}
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {
                "p1": "attack",
                "card": "M",
                "method": "front",
                "expect": {"card.M.power": 13000, "card.M.soul": 2, "decision.player": "p2"},
            },
            {
                "p2": "pass",
                "note": "the counter step; the attack ends and the gains stay",
                "expect": {
                    "decision.player": "p1",
                    "card.D.state": "reverse",
                    "card.M.power": 13000,
                    "card.M.soul": 2,
                },
            },
        ],
        "WS 8.2.1.2",
    )


def test_trigger_checks_on_the_trigger_step_without_during_that_attack() -> None:
    # BD/W73-E040: 【AUTO】 [(1)] When this card attacks, if the top card of your clock is a card with
    # "Alarm", you may pay the cost. If you do, perform a trigger check 2 times on the trigger step.
    # (the same step as "during that attack, perform a trigger check 2 times …", WS 7.3.1.2.1)
    card = real("BD/W73-E040")
    assert card["script"][1]["effect"] == [{"do": "ws.trigger_check", "n": 2, "in_trigger_step": True}]
    assert card["script"][1]["cost"] == [{"stock": 1}]


def test_when_another_of_your_characters_battle_opponent_becomes_reversed() -> None:
    # SY/WE09-E04: 【AUTO】 When another of your character's battle opponent becomes 【REVERSE】, this card
    # gets +1000 power until end of turn. (the wording of "your other character's battle opponent")
    other = compile_line(
        "【AUTO】 When your other character's battle opponent becomes 【REVERSE】, draw 1 card", "character"
    )
    card = real("SY/WE09-E04")
    assert card["script"][0]["trigger"] == other.ability["trigger"]


def test_choose_one_other_character_with_no_zone_said_is_on_either_stage() -> None:
    # MAR/S89-E041: 【AUTO】 When this card is placed on the stage from your hand, choose 1 other
    # character, and that character gets +1 level until end of turn. (A character with no zone said
    # is one on the stage, WS 2.3.2.1.2: yours or the opponent's, not this card.)
    card = real("MAR/S89-E041")
    assert card["script"][0]["effect"][0]["from"] == {
        "zone": "stage",
        "type": "character",
        "whose": "both",
        "other": True,
    }
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    p1 = {
        "stage": {"FL": {"code": "Filler", "label": "F"}},
        "level": ["Red Filler"],
        "hand": [{"code": card["code"], "label": "S"}],
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": {"code": "Filler", "label": "O"}}, "library": LIBRARY}
    play(
        [card, red],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {"p1": "play", "card": "S", "slot": "FC", "expect": {"decision.count": 2}},  # F and O, not S
            {"p1": "choose", "cards": ["O"], "expect": {"card.O.level": 1, "card.S.level": 1}},
        ],
        "WS 2.3.2.1.2",
    )


def test_reverse_printed_without_its_brackets_is_the_state() -> None:
    # FS/S36-E104: "When this card's battle opponent becomes REVERSE, …": the state 【REVERSE】 (WS 4.6.1)
    # printed without its 【】
    assert normalise(
        "When this card's battle opponent becomes REVERSE, put that character into your memory."
    ) == ("When this card's battle opponent becomes 【REVERSE】, put that character into your memory")


def test_choose_a_described_character_with_no_zone_said_then_that_character_gets() -> None:
    # OVL/S99-E038: 【AUTO】 When this card is placed on the stage from your hand, choose up to 1
    # 《Grotesque Race》 or 《Nazarick》 character, and that character gets +1500 power until end of turn.
    # (no zone said: a character on either player's stage, WS 2.3.2.1.2; this card is one of them)
    card = real("OVL/S99-E038")
    nazarick = {
        **FILLER,
        "code": "T-NAZ",
        "name": "Nazarick",
        "fields": {**FILLER["fields"], "traits": ["Nazarick"]},
    }
    p1 = {
        "stage": {"FL": {"code": "Filler", "label": "F"}},
        "hand": [{"code": card["code"], "label": "S"}],
        "level": ["Green Filler"],
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": {"code": "T-NAZ", "label": "O"}}, "library": LIBRARY}
    play(
        [card, nazarick, GREEN],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {"p1": "play", "card": "S", "slot": "FC", "expect": {"decision.count": 2}},  # S and O, not F
            {"p1": "choose", "cards": ["O"], "expect": {"card.O.power": 2500, "card.F.power": 1000}},
        ],
        "WS 2.3.2.1.2",
    )


def test_reveal_up_to_then_choose_among_those_cards() -> None:
    # KGL/S95-PE05: 【AUTO】 When this card is placed on the stage from your hand, you may reveal up to 3
    # cards from the top of your deck. If you revealed 1 or more cards, choose up to 1 character with
    # "Miko(ミコ)" or "Chika(千花)" or "Kobachi(こばち)" in its card name among those cards, put it into
    # your hand, put the rest into your waiting room, choose 1 card in your hand, and put it into your
    # waiting room. ("those cards": the cards revealed, WS 8.6.3)
    card = real("KGL/S95-PE05")
    chika = {**FILLER, "code": "T-CHIKA", "name": "Chika Fujiwara"}
    library = [
        *LIBRARY,
        {"code": "Filler", "label": "F"},
        {"code": "Chika Fujiwara", "label": "C"},
    ]  # top last
    p1 = {
        "hand": [{"code": card["code"], "label": "S"}, {"code": "Filler", "label": "H"}],
        "library": library,
    }
    play(
        [card, chika],
        {"phase": "main", "p1": p1},
        [
            {
                "p1": "play",
                "card": "S",
                "slot": "FC",
                "expect": {"decision.prompt ~": "reveal one more card"},
            },
            {"p1": "yes"},
            {"p1": "yes"},
            {"p1": "no", "note": "two revealed", "expect": {"decision.maximum": 1}},
            {
                "p1": "choose",
                "cards": ["C"],
                "expect": {"card.C.zone": "p1.hand", "card.F.zone": "p1.waiting_room"},
            },
            {"p1": "choose", "cards": ["H"], "expect": {"card.H.zone": "p1.waiting_room"}},
        ],
        "WS 8.6.3",
    )


def test_your_other_character_in_the_middle_position_gets() -> None:
    # LL/W01-026: 【AUTO】 When this card attacks, your other character in the middle position of the center
    # stage gets +1 level and +1500 power until end of turn. (the character in that slot, WS 3.6.3)
    card = real("LL/W01-026")
    p1 = {
        "stage": {"FL": {"code": card["code"], "label": "L"}, "FC": {"code": "Filler", "label": "C"}},
        "library": LIBRARY,
    }
    p2 = {"stage": {"FR": {"code": "Filler", "label": "D"}}, "library": LIBRARY}
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {
                "p1": "attack",
                "card": "L",
                "method": "front",
                "expect": {"card.C.level": 1, "card.C.power": 2500, "card.D.level": 0},
            },
        ],
        "WS 3.6.3",
    )


def test_you_may_put_one_card_then_if_that_card_is() -> None:
    # NGL/S58-E003: 【AUTO】 【CXCOMBO】 When this card attacks, if "Overthrowing A God" is in your climax
    # area, you may put the bottom card of your stock into your waiting room. If that card is level 3
    # or higher, deal 2 damage to your opponent. (the card put is "that card", checked where it went;
    # WS 3.1.4, 8.6.3)
    card = real("NGL/S58-E003")
    climax = {**CLIMAX, "code": "T-OAG", "name": "Overthrowing A God"}
    for bottom, damage in (("Ally", 2), ("Filler", 0)):
        p1 = {
            "stage": {"FC": {"code": card["code"], "label": "A"}},
            "climax": [{"code": "Overthrowing A God", "label": "X"}],
            "stock": [{"code": bottom, "label": "B"}, "Filler"],
            "library": LIBRARY,
        }
        p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
        play(
            [card, climax],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            [
                {"p1": "attack", "card": "A", "method": "front", "expect": {"decision.kind": "yes_no"}},
                {
                    "p1": "yes",
                    "expect": {"card.B.zone": "p1.waiting_room", "p2.clock.count": damage},
                },
            ],
            "WS 8.6.3",
        )


def test_deck_cards_into_each_zone_and_you_may_then_among_those_cards() -> None:
    # the top or bottom card(s) of the deck into each zone of its owner (M 3.2, 3.9, 3.12): the
    # zones a seen line names for the top cards, with the bottom and the hand, memory and level
    for text, cards, to in (
        ("put the top card of your deck into your hand", {"zone": "library", "top": 1}, "hand"),
        (
            "put the bottom card of your deck into your waiting room",
            {"zone": "library", "bottom": 1},
            "waiting_room",
        ),
        ("put the top card of your deck into your memory", {"zone": "library", "top": 1}, "memory"),
        ("put the top card of your deck into your level", {"zone": "library", "top": 1}, "level"),
    ):
        compiled = compile_line(f"【AUTO】 When this card attacks, {text}.", "character")
        assert compiled.automated and compiled.ability["effect"] == [{"do": "move", "cards": cards, "to": to}]
    # HOL/W104-E073's "put the top 2 cards of your deck into your waiting room. If there is a climax among
    # those cards, …" with "you may" first: the check is of the cards the optional step put (declined,
    # none: WS 8.6.3), so it is inside the "may"
    line = next(a for a in real("HOL/W104-E073")["script"] if "among those cards" in a["text"])
    optional = compile_line(line["text"].replace(", put the top 2", ", you may put the top 2"), "character")
    assert optional.automated
    same = json.loads(json.dumps(line["effect"]).replace('"milled"', '"those"'))  # its own rule's name
    assert optional.ability["effect"] == [{"do": "may", "then": same}]


def test_when_this_card_is_put_into_another_zone_from_the_stage() -> None:
    # NGL/S58-E059: 【AUTO】 [(2)] When this card is put into your waiting room from the stage, you may pay
    # the cost. If you do, draw 1 card. With "your clock" for "your waiting room" (a zone of the rules,
    # M 3.8): the card is read as it was on the stage (M 8.7.4.1.2); another zone does not trigger it
    printed = real("NGL/S58-E059")
    line = next(a for a in printed["script"] if "from the stage" in a.get("text", ""))
    text = line["text"].replace("into your waiting room from", "into your clock from")
    swapped = compile_line(text, "character")
    assert swapped.automated
    assert swapped.ability["trigger"] == {"on": "move", "card": "this", "from": "stage", "to": "clock"}
    card = {**printed, "script": [dict(swapped.ability)]}
    for zone, drawn in (("clock", 1), ("memory", 0)):
        words = f"Choose 1 of your characters, and put it into your {zone}."
        event = {
            "code": "T-EV",
            "name": "Event",
            "type": "event",
            "colours": ["yellow"],
            "fields": {"level": 0, "cost": 0, "triggers": []},
            "text": words,
            "script": [dict(compile_line(words, "event").ability)],
        }
        p1 = {
            "hand": [{"code": "T-EV", "label": "E"}],
            "stage": {"FC": {"code": card["code"], "label": "A"}},
            "stock": ["Filler", "Filler"],
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [
            {"p1": "play", "card": "E"},
            {"p1": "choose", "cards": ["A"], "expect": {"card.A.zone": f"p1.{zone}"}},
        ]
        if drawn:
            steps.append({"p1": "yes", "expect": {"p1.hand.count": 1, "p1.stock.count": 0}})
        else:
            steps[-1]["expect"]["p1.hand.count"] = 0
        play([card, event], {"phase": "main", "p1": p1}, steps, "WS 8.7.4.1.2")


def test_a_climax_on_either_climax_area_and_the_opponents_attacks() -> None:
    # NGL/S58-E065: 【AUTO】 When a climax is placed on your climax area or your opponent's climax area, put
    # this card into your waiting room. (either player's climax, WS 8.6.2.4.3)
    card = real("NGL/S58-E065")
    for turn_player in ("p1", "p2"):
        mine = {"stage": {"FC": {"code": card["code"], "label": "A"}}, "library": LIBRARY}
        player = {
            "stage": {"FL": "Filler"},
            "hand": [{"code": "Climax", "label": "X"}],
            "level": ["Filler"],
            "library": LIBRARY,
        }
        if turn_player == "p1":
            mine = {**mine, "hand": player["hand"], "level": ["Filler"]}  # its colour (WS 6.6.1.2)
            position = {"phase": "climax", "p1": mine}
        else:
            position = {"turn": 5, "turn_player": "p2", "phase": "climax", "p1": mine, "p2": player}
        steps = [{turn_player: "play", "card": "X", "expect": {"card.A.zone": "p1.waiting_room"}}]
        play([card, CLIMAX], position, steps, "WS 8.6.2.4.3")
    # "When your opponent's character attacks" (WS 7.2: the attacking player is the opponent), with its
    # method as for your characters': RKN/S115-E048's "When the character facing this card attacks, …"
    # with the piece swapped in
    facing = next(a for a in real("RKN/S115-E048")["script"] if "facing" in a.get("text", ""))
    text = facing["text"].replace(
        "the character facing this card", "your opponent's 《Magic》 character frontal"
    )
    swapped = compile_line(text, "character")
    assert swapped.ability["effect"] == facing["effect"]
    assert swapped.ability["trigger"] == {
        "on": "attack",
        "player": "opponent",
        "card": {"type": "character", "traits": ["Magic"]},
        "data": {"method": "front"},
    }


def test_your_other_character_or_this_card_and_your_trigger_check() -> None:
    # GGO/SE50-E28: 【AUTO】 When your other 《Avatar》 or 《Net》 character or this card is placed on the
    # stage from your hand, … (the two in either order, as "this card or your other …")
    line = next(a for a in real("GGO/SE50-E28")["script"] if "or this card" in a.get("text", ""))
    mirrored = compile_line(
        line["text"].replace(
            "your other 《Avatar》 or 《Net》 character or this card",
            "this card or your other 《Avatar》 or 《Net》 character",
        ),
        "character",
    )
    assert mirrored.automated and line["trigger"] == mirrored.ability["trigger"]
    # "When your trigger check reveals …": your character's trigger check (WS 7.3: the attacking
    # player's), the same event as "When your character's trigger check reveals …"
    for head in ("When your trigger check reveals", "When your character's trigger check reveals"):
        compiled = compile_line(f"【AUTO】 {head} a climax, draw 1 card.", "character")
        assert compiled.ability["trigger"] == {
            "on": "ws.trigger_check",
            "player": "you",
            "attacker": "any",
            "card": {"type": "climax"},
        }


def test_near_misses_you_have_a_card_named_in_the_climax_area_and_from_your_deck() -> None:
    # PD/S22-E027: 【AUTO】 When this card's battle opponent becomes 【REVERSE】, if you have a card named
    # "Sadistic.Music∞Factory" in your climax area, you may put that character into your opponent's
    # clock. (the condition as other triggers read it, WS 8.7.3.1)
    line = next(a for a in real("PD/S22-E027")["script"] if "battle opponent" in a.get("text", ""))
    usual = compile_line(
        line["text"].replace(
            'you have a card named "Sadistic.Music∞Factory" in your climax area',
            '"Sadistic.Music∞Factory" is in your climax area',
        ),
        "character",
    )
    assert usual.automated and {**line, "text": ""} == {**usual.ability, "text": ""}
    # RWBY/WXE01-54: … when this card is placed on the stage from your hand or from your deck, … (the
    # two moves, M 3.2 and 3.3, as "from your hand or your deck")
    line = next(a for a in real("RWBY/WXE01-54")["script"] if "from your deck" in a.get("text", ""))
    assert line["trigger"] == [
        {"on": "move", "card": "this", "from": "hand", "to": "stage"},
        {"on": "move", "card": "this", "from": "library", "to": "stage"},
    ]


def test_this_card_into_the_level_or_on_top_of_the_deck_and_the_opponent_draws() -> None:
    # HOL/W104-E129: 【AUTO】 When this card becomes 【REVERSE】 in battle, put this card into your memory.
    # With the level zone (M 3.9) and the top of the deck (M 3.2) for the memory: the same move there
    line = next(a for a in real("HOL/W104-E129")["script"] if "into your memory" in a.get("text", ""))
    for words, move in (
        ("into your level", {"do": "move", "cards": "this", "to": "level"}),
        ("on the top of your deck", {"do": "move", "cards": "this", "to": "library", "position": "top"}),
    ):
        swapped = compile_line(line["text"].replace("into your memory", words), "character")
        assert swapped.automated and swapped.ability["effect"] == [move]
        assert swapped.ability["trigger"] == line["trigger"]
    # MKI/W126-TE17: 【AUTO】 When this card's battle opponent becomes 【REVERSE】, you may draw 1 card.
    # With "your opponent draws 1 card" (M 4.7: from their library into their hand)
    line = next(a for a in real("MKI/W126-TE17")["script"] if "draw 1 card" in a.get("text", ""))
    text = line["text"].replace("you may draw 1 card", "your opponent draws 1 card")
    card = {**real("MKI/W126-TE17"), "script": [dict(compile_line(text, "character").ability)]}
    # another attacker keeps the turn at the next attack declaration
    p1 = {"stage": {"FC": {"code": card["code"], "label": "A"}, "FL": "Filler"}, "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": "Filler", "label": "D"}}, "library": LIBRARY}
    play(
        [card],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [{"p1": "attack", "card": "A", "method": "front"}, {"p2": "pass", "expect": {"p2.hand.count": 1}}],
        "M 4.7",
    )


def test_side_attacked_as_frontal_attacked() -> None:
    # "When this card / your other character / your character is frontal attacked" with "side" (M
    # 7.2.1.5.2: a front or side attack puts the character in the opposing slot in the "was attacked"
    # state; "your character" is this card too): each only for its own method
    texts = {
        "this": "【AUTO】 When this card is side attacked, draw 1 card.",
        "other": "【AUTO】 When your other character is side attacked, draw 1 card.",
        "yours": "【AUTO】 When your character is side attacked, draw 1 card.",
    }
    for who, text in texts.items():
        compiled = compile_line(text, "character")
        assert compiled.automated, text
        card = {**FILLER, "code": "T-SIDE", "name": "Side", "text": text, "script": [dict(compiled.ability)]}
        # the attacked character: this card, or a filler with this card behind it
        stage: dict[str, Any] = {"FC": {"code": "T-SIDE", "label": "S"}}
        if who == "other":
            stage = {"FC": "Filler", "BL": {"code": "T-SIDE", "label": "S"}}
        for method, drawn in (("side", 1), ("front", 0)):
            p1 = {"stage": {"FC": {"code": "Ally", "label": "A"}, "FL": "Filler"}, "library": LIBRARY}
            p2 = {"stage": stage, "library": LIBRARY}
            play(
                [card],
                {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
                [{"p1": "attack", "card": "A", "method": method, "expect": {"p2.hand.count": drawn}}],
                "M 7.2.1.5.2",
            )


def test_look_at_the_top_cards_in_any_order_and_the_opponents_heal() -> None:
    # BD/WE35-E04: 【AUTO】 When this card is placed on the stage from your hand, look at up to 2 cards from
    # the top of your deck, and put them on the top of your deck in any order. With "the top 2 cards of
    # your deck" (no "up to": both are looked at, M 4.8, and ordered)
    line = next(a for a in real("BD/WE35-E04")["script"] if "in any order" in a.get("text", ""))
    text = line["text"].replace("up to 2 cards from the top of your deck", "the top 2 cards of your deck")
    swapped = compile_line(text, "character")
    assert swapped.automated and swapped.ability["trigger"] == line["trigger"]
    assert swapped.ability["effect"] == [
        {"do": "look", "zone": "library", "n": 2, "as": "looked"},
        {"do": "ws.arrange_top", "cards": "looked"},
    ]
    # "your opponent puts the top card of their clock into their waiting room": their own clock (M 3.8)
    words = "your opponent puts the top card of their clock into their waiting room"
    heal = compile_line(f"【AUTO】 When this card attacks, {words}.", "character")
    assert heal.ability["effect"] == [
        {"do": "move", "cards": {"zone": "clock", "whose": "opponent", "top": 1}, "to": "waiting_room"}
    ]


def test_until_end_of_turn_first_soul_does_not_decrease_by_side_attacking() -> None:
    # LSS/WE27-E49: … If there is a level 0 or lower character revealed among those cards, until end of
    # turn, this card's soul does not decrease by side attacking. (the duration first, as the word's
    # other wording; WS 7.2.1.4.2)
    for code in ("LSS/WE27-E49", "FS/S36-E089"):
        line = next(a for a in real(code)["script"] if "side attacking" in a.get("text", ""))
        assert line["effect"][-1] in (
            {"do": "grant", "cards": "this", "grant": "no_side_penalty"},
            {
                "do": "if",
                "if": {"exists": {"var": "milled", "type": "character", "level": {"<=": 0}}},
                "then": [{"do": "grant", "cards": "this", "grant": "no_side_penalty"}],
            },
        )


def test_a_description_of_either_of_two_colours() -> None:
    # a probe of DDD/S118-E085's "blue or 《Strange》 characters" with a second colour for the trait:
    # "yellow or green characters" are the characters of either colour (M 2.4), not a red one
    text = "【CONT】 All of your yellow or green characters get +500 power."
    (compiled,) = compile_text(text, "character")
    assert compiled.ability["modifiers"] == [
        {
            "to": {"zone": "stage", "type": "character", "colour": ["yellow", "green"]},
            "stat": "power",
            "add": 500,
        }
    ]
    card = {**FILLER, "code": "T-TWO", "name": "Two Colours", "colours": ["red"], "text": text}
    card["script"] = [dict(compiled.ability)]
    stage = {
        "FC": {"code": "T-TWO", "label": "T"},
        "FL": {"code": "Filler", "label": "Y"},
        "FR": {"code": "Green Filler", "label": "G"},
    }
    play(
        [card],
        {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}},
        [{"expect": {"card.T.power": 1000, "card.Y.power": 1500, "card.G.power": 1500}}],
        "M 2.4",
    )


def test_experience_and_accelerate_mark_an_act_ability_as_they_mark_an_auto_one() -> None:
    # probes of AB/W31-E001 "【ACT】 [【REST】 this card] Choose one of your characters, and that character
    # gets +1000 power until end of turn." with the keywords an 【AUTO】 prints before its cost: Experience
    # checks the level zone in its text (WS 10.10), Accelerate's use is paying its cost (WS 10.12.3)
    body = "Choose one of your characters, and that character gets +1000 power until end of turn."
    experience = _script(
        "【ACT】 Experience [【REST】 this card] If the total level of the cards in your level is 3 or"
        " higher, " + body[0].lower() + body[1:]
    )
    assert experience["tags"] == ["experience"] and experience["cost"] == [{"rest": "this"}]
    accelerate = _script(
        f"【ACT】 Accelerate [Put the top card of your deck into your clock & 【REST】 this card] {body}"
    )
    assert accelerate["tags"] == ["accelerate"]
    assert accelerate["cost"] == [{"clock_top": 1}, {"rest": "this"}]
    # BD/W73-E070: 【AUTO】 When you use "Accelerate", choose 1 of your characters, and that character gets
    # +1000 power until end of turn.
    watcher = real("BD/W73-E070")
    text = f"【ACT】 Accelerate [Put the top card of your deck into your clock & 【REST】 this card] {body}"
    card = {**FILLER, "code": "T-ACC", "name": "Accelerating", "text": text, "script": [accelerate]}
    p1 = {
        "stage": {"FC": {"code": "T-ACC", "label": "A"}, "FL": {"code": watcher["code"], "label": "W"}},
        "library": LIBRARY,
    }
    play(
        [card, watcher],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "A", "expect": {"p1.clock.count": 1, "card.A.state": "rest"}},
            {"p1": "choose", "cards": ["A"], "note": "one +1000: the act's or the use's"},
            {"p1": "choose", "cards": ["A"], "expect": {"card.A.power": 3000}},
        ],
        "WS 10.12.3",
    )


def test_marks_before_and_after_brainstorm_and_fusions_markers_in_any_order() -> None:
    # MKI/W126-E011: 【ACT】 Brainstorm Resonate [(1) Reveal 1 "Kazuhiko Nukumizu" in your hand &
    # 【REST】 this card] Flip over 4 cards …: both keywords (WS 10.7, 10.13), read as
    # "Resonate Brainstorm [...]"
    card = real("MKI/W126-E011")
    (ability,) = [a for a in card["script"] if "Brainstorm" in a["text"]]
    assert ability["tags"] == ["brainstorm", "resonance"]
    assert ability["cost"] == [{"stock": 1}, {"reveal": {"name": "Kazuhiko Nukumizu"}}, {"rest": "this"}]
    assert ability["effect"][0] == {"do": "ws.brainstorm", "n": 4, "as": "revealed"}
    # a keyword on a keyword's line keeps both tags (HOL/W91-E087 "【AUTO】 【CLOCK】 Alarm Memory …")
    (alarm,) = compile_text(
        "【AUTO】 【CLOCK】 Alarm Memory At the beginning of your climax phase, if this card is the top"
        " card of your clock, and your memory has 2 or more cards, draw up to 1 card.",
        "character",
    )
    assert alarm.ability["tags"][:2] == ["recollection", "alarm"]
    # DDD/S118-TE07: "… face up underneath that "Cursed Power, Okarun" as a marker in any order, …": the
    # Merge keyword as with "in any order as a marker" (WS 10.15, played in test_fusion_is_the_merge_keyword)
    fusion = real("DDD/S118-TE07")
    (merge,) = [a for a in fusion["script"] if a.get("keyword") == "merge"]
    assert merge["params"] == {"with": "You're Being a Pest, Okarun", "into": "Cursed Power, Okarun"}


@pytest.mark.parametrize(("levels", "drawn"), [(2, 1), (1, 0)])
def test_a_condition_before_two_sentences_covers_the_one_that_names_what_the_first_did(
    levels: int, drawn: int
) -> None:
    # a probe of BD/WE35-E21 "【ACT】 [【REST】 this card] Reveal the top card of your deck. If that card is
    # level 1 or higher, put it into your hand." with "If your level is 2 or higher, " before it: the
    # second sentence names the card the first revealed, so it goes inside the condition (decision N9;
    # the condition is checked as the effect resolves, WS 8.1)
    text = (
        "【ACT】 [【REST】 this card] If your level is 2 or higher, reveal the top card of your deck. If that"
        " card is level 1 or higher, put it into your hand."
    )
    (compiled,) = compile_text(text, "character")
    (step,) = compiled.ability["effect"]
    assert step["do"] == "if" and [s["do"] for s in step["then"]] == ["ws.reveal_top", "if"]
    card = {**FILLER, "code": "T-IF", "name": "Conditional", "text": text, "script": [dict(compiled.ability)]}
    p1 = {
        "stage": {"FC": {"code": "T-IF", "label": "T"}},
        "level": ["Filler"] * levels,
        "library": [*LIBRARY, {"code": "Ally", "label": "A"}],
    }
    play(
        [card],
        {"phase": "main", "p1": p1},
        [{"p1": "act", "card": "T", "expect": {"card.T.state": "rest", "p1.hand.count": drawn}}],
        "WS 8.1",
    )
    # SHS/W98-E053's "Choose 1 of your opponent's characters. That character cannot 【STAND】 …" so too
    (chosen,) = compile_text(
        "【ACT】 [(1) 【REST】 this card] If your level is 2 or higher, choose 1 of your opponent's"
        " characters. That character cannot 【STAND】 during your opponent's next stand phase.",
        "character",
    )
    assert [s["do"] for s in chosen.ability["effect"][0]["then"]] == ["choose", "grant"]


def test_a_level_and_cost_cut_in_the_hand_with_or_without_a_condition() -> None:
    # a probe of KGL/S79-E026 "【CONT】 If your waiting room has 2 or less climax, this card gets -1 level
    # while in your hand." with the cost cut too: an ability that works in the hand (WS 2.12.2); the
    # level and the cost paid are the ones it changed (WS 8.6.2.1.2, 8.6.2.3)
    cheap = real("KGL/S79-E026")  # level 3, cost 2
    text = (
        "【CONT】 If your waiting room has 2 or less climax, this card gets -1 level and -1 cost while in"
        " your hand."
    )
    (compiled,) = compile_text(text, "character")
    assert compiled.ability["zones"] == ["hand"]
    assert compiled.ability["modifiers"] == [
        {"to": "this", "stat": "level", "add": -1},
        {"to": "this", "stat": "cost", "add": -1},
    ]
    card = {**cheap, "text": text, "script": [dict(compiled.ability)]}
    climax = real("KGL/S79-E021")
    base = {
        "hand": [{"code": cheap["code"], "label": "C"}],
        "level": ["Green Filler", "Filler"],
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    play(
        [card],
        {"phase": "main", "p1": base},
        [
            {
                "p1": "play",
                "card": "C",
                "slot": "FC",
                "expect": {"card.C.zone": "p1.stage", "p1.stock.count": 0},
            }
        ],
        "WS 8.6.2.3",
    )
    full = {**base, "waiting_room": [climax["code"]] * 3}  # the condition fails: level 3, cost 2
    play(
        [card, climax],
        {"phase": "main", "p1": full},
        [{"p1": "play", "card": "C", "slot": "FC", "refused": True}],
        "WS 8.6.2.1.2",
    )
    # with no condition: always in the hand
    (always,) = compile_text("【CONT】 This card gets -1 level while in your hand.", "character")
    assert always.ability["zones"] == ["hand"] and "condition" not in always.ability


def test_the_opponents_counts_and_all_of_your_other_characters_are() -> None:
    # probes of the seen "If your opponent has 3 or less characters" / "If all of your characters are
    # 《hololive》" with the other bound and description: the opponent's stage (WS 3.4), none that is not
    # (a vacuous "all" holds, WS 1.3.2)
    for said, condition in (
        (
            "If your opponent has 2 or more 【REVERSE】 characters",
            {
                ">=": [
                    {
                        "count": {
                            "zone": "stage",
                            "type": "character",
                            "state": "reverse",
                            "whose": "opponent",
                        }
                    },
                    2,
                ]
            },
        ),
        (
            "If all of your other characters are 《Music》",
            {"none": {"zone": "stage", "other": True, "not": {"traits": ["Music"]}}},
        ),
        (
            "If all of your characters are level 1 or higher",
            {"none": {"zone": "stage", "not": {"level": {">=": 1}}}},
        ),
        (
            "If your level is equal to or higher than your opponent's level",
            {">=": [{"ws.level": "you"}, {"ws.level": "opponent"}]},
        ),
        ("If your opponent's level is 1 or lower", {"<=": [{"ws.level": "opponent"}, 1]}),
    ):
        (compiled,) = compile_text(f"【CONT】 {said}, this card gets +1000 power.", "character")
        assert compiled.ability["condition"] == condition, said
    text = "【CONT】 If your opponent has 2 or more 【REVERSE】 characters, this card gets +1000 power."
    (compiled,) = compile_text(text, "character")
    card = {**FILLER, "code": "T-OPP", "name": "Counting", "text": text, "script": [dict(compiled.ability)]}
    for states, power in (
        ({"FC": "reverse", "FL": "reverse"}, 2000),
        ({"FC": "reverse", "FL": "stand"}, 1000),
    ):
        stage = {slot: {"code": "Filler", "state": state} for slot, state in states.items()}
        play(
            [card],
            {
                "phase": "main",
                "p1": {"stage": {"FC": {"code": "T-OPP", "label": "T"}}, "library": LIBRARY},
                "p2": {"stage": stage, "library": LIBRARY},
            },
            [{"expect": {"card.T.power": power}}],
            "WS 8.9",
        )


def test_rows_of_either_stage_in_counts_conditions_and_choices() -> None:
    # probes of the seen "for each of your opponent's …", "X is equal to the number of …", "If you have
    # 2 or more other 《A》 characters" and "choose 1 of your …" with a row after the description, in the
    # cards' words ("center / back stage") and the rules' ("front / back row", WS 3.6.4)
    row = {"zone": "stage", "type": "character", "front_row": True}
    for text, condition in (
        (
            "【CONT】 If you have 2 or more other 《Music》 characters in your center stage, this card gets"
            " +1000 power.",
            {">=": [{"count": {**row, "traits": ["Music"], "other": True}}, 2]},
        ),
        (
            "【CONT】 If your opponent has 1 or less 【REST】 characters in their back row, this card gets"
            " +1000 power.",
            {
                "<=": [
                    {
                        "count": {
                            "zone": "stage",
                            "type": "character",
                            "state": "rest",
                            "back_row": True,
                            "whose": "opponent",
                        }
                    },
                    1,
                ]
            },
        ),
    ):
        (compiled,) = compile_text(text, "character")
        assert compiled.ability["condition"] == condition, text
    for text in (
        "【CONT】 This card gets +X power. X is equal to the number of your characters in your center stage"
        " ×1000.",
        "【CONT】 This card gets +X power. X is equal to the number of 【REST】 characters you have ×1000.",
        "【AUTO】 When this card attacks, choose 1 of your opponent's characters in their back row, and that"
        " character gets -1000 power until end of turn.",
    ):
        assert compile_text(text, "character")[0].automated, text
    text = "【CONT】 This card gets +1000 power for each of your opponent's characters in their center stage."
    (compiled,) = compile_text(text, "character")
    card = {**FILLER, "code": "T-ROW", "name": "Rows", "text": text, "script": [dict(compiled.ability)]}
    p2 = {"stage": {"FC": "Filler", "FL": "Filler", "BL": "Filler"}, "library": LIBRARY}  # 2 in the row
    play(
        [card],
        {
            "phase": "main",
            "p1": {"stage": {"FC": {"code": "T-ROW", "label": "T"}}, "library": LIBRARY},
            "p2": p2,
        },
        [{"expect": {"card.T.power": 3000}}],
        "WS 3.6.4",
    )


def test_separate_in_the_manuals_form_is_the_keyword() -> None:
    # WS 10.16.2 "Separate / (cardname) [cost]", written as the seen Bond lines write theirs
    # (SAO/S51-E004 "【AUTO】 Bond/""Link Strike" Kirito" [Put a card from your hand into your waiting
    # room] (…)"): the keyword, its reminder dropped
    text = (
        '【AUTO】 Separate/"Squire" [(1)] (At the end of this card\'s attack, you may pay the cost. If you'
        ' do, choose 1 "Squire" marker underneath this card, and put it in any position of your stage)'
    )
    (compiled,) = compile_text(text, "character")
    ability = {k: v for k, v in compiled.ability.items() if k != "text"}
    assert ability == {
        "kind": "keyword",
        "keyword": "separate",
        "params": {"name": "Squire"},
        "cost": [{"stock": 1}],
    }
    knight = {**FILLER, "code": "T-KNI", "name": "Knight", "text": text, "script": [dict(compiled.ability)]}
    squire = {**FILLER, "code": "T-SQU", "name": "Squire"}
    p1 = {
        "stage": {"FC": {"code": "T-KNI", "label": "K"}},
        "marker": {"FC": [{"code": "T-SQU", "face_up": True, "label": "S"}]},
        "stock": ["Filler"],
        "library": LIBRARY,
    }
    play(
        [knight, squire],
        {"phase": "attack", "step": "declare", "p1": p1},
        [
            {
                "p1": "attack",
                "card": "K",
                "method": "direct",
                "expect": {"decision.prompt ~": "pay the cost"},
            },
            {"p1": "yes"},
            {"p1": "choose", "cards": ["S"]},
            {
                "p1": "slot",
                "slot": "BL",
                "expect": {
                    "p1.stage.BL": "S",
                    "p1.marker.BL": ["K"],
                    "p1.stock.count": 1,
                },  # 1 paid, 1 from the trigger step,
            },
        ],
        "WS 10.16.2",
    )


def test_a_card_in_the_opponents_zone_and_you_have_no_cards_there() -> None:
    # probes of the seen "If a climax is in your climax area" / "you do not have a climax in your climax
    # area" with the other player's zone and "no": each player has their own zones (WS 3.1.1)
    (compiled,) = compile_text(
        "【CONT】 If a climax is in your opponent's climax area, this card gets +1000 power.", "character"
    )
    assert compiled.ability["condition"] == {
        "exists": {"zone": "climax", "whose": "opponent", "type": "climax"}
    }
    (none,) = compile_text(
        "【CONT】 If you have no climax in your climax area, this card gets +1000 power.", "character"
    )
    assert none.ability["condition"] == {"none": {"zone": "climax", "type": "climax"}}
    card = {**FILLER, "code": "T-OCX", "name": "Watcher", "text": "", "script": [dict(compiled.ability)]}
    for climaxes, power in (([CLIMAX["code"]], 2000), ([], 1000)):
        play(
            [card, CLIMAX],
            {
                "phase": "main",
                "p1": {"stage": {"FC": {"code": "T-OCX", "label": "T"}}, "library": LIBRARY},
                "p2": {"climax": climaxes, "library": LIBRARY},
            },
            [{"expect": {"card.T.power": power}}],
            "WS 3.1.1",
        )


@pytest.mark.parametrize(("musicians", "power"), [(2, 1500), (1, 1000)])
def test_a_memory_ability_with_a_condition_after_its_zone(musicians: int, power: int) -> None:
    # a probe of the seen "【CONT】 Memory If this card is in your memory, <modifiers>" with ", and you have
    # 2 or more 《Music》 characters" after the zone: it works in the memory (WS 10.9.1), while the
    # condition holds (WS 8.9); and the seen "your memory has 2 or more cards with different card names"
    # said "you have … in your memory"
    text = (
        "【CONT】 Memory If this card is in your memory, and you have 2 or more 《Music》 characters, all of"
        " your 《Music》 characters get +500 power."
    )
    (compiled,) = compile_text(text, "character")
    assert compiled.ability["zones"] == ["memory"] and "recollection" in compiled.ability["tags"]
    card = {**FILLER, "code": "T-MEM", "name": "Remembered", "text": text, "script": [dict(compiled.ability)]}
    music = _trait("T-MUS", "Musician", "Music")
    stage = {slot: {"code": "T-MUS", "label": f"M{slot}"} for slot in ("FC", "FL")[:musicians]}
    play(
        [card, music],
        {"phase": "main", "p1": {"stage": stage, "memory": ["T-MEM"], "library": LIBRARY}},
        [{"expect": {"card.MFC.power": power}}],
        "WS 10.9.1",
    )
    (names,) = compile_text(
        "【CONT】 Memory If you have 2 or more cards with different card names in your memory, this card gets"
        " +1000 power.",
        "character",
    )
    assert names.ability["condition"] == {">=": [{"ws.names": {"zone": "memory"}}, 2]}


@pytest.mark.parametrize(("top", "drawn"), [(["Climax", "Climax"], 2), (["Climax", "Filler"], 0)])
def test_brainstorm_if_n_or_more_or_none_of_those_flipped(top: list[str], drawn: int) -> None:
    # probes of FGO/S75-E003's "If there is a climax … among those cards, …" with a number and with "no":
    # the cards the Brainstorm flipped (WS 10.7.3) counted
    text = (
        "【ACT】 Brainstorm [(1) 【REST】 this card] Flip over 4 cards from the top of your deck, and put"
        " them into your waiting room. If 2 or more climaxes are revealed among those cards, draw up to 2"
        " cards."
    )
    (compiled,) = compile_text(text, "character")
    assert compiled.ability["effect"][1]["if"] == {">=": [{"count": {"var": "those", "type": "climax"}}, 2]}
    (none,) = compile_text(
        text.replace("If 2 or more climaxes are revealed", "If there is no climax"), "character"
    )
    assert none.ability["effect"][1]["if"] == {"none": {"var": "those", "type": "climax"}}
    card = {**FILLER, "code": "T-BRA", "name": "Thinker", "text": text, "script": [dict(compiled.ability)]}
    p1 = {
        "stage": {"FC": {"code": "T-BRA", "label": "B"}},
        "stock": ["Filler"],
        "library": [*LIBRARY, *top, "Filler", "Filler"],
    }
    steps: list[dict[str, Any]] = [{"p1": "act", "card": "B", "expect": {"p1.waiting_room.count": 5}}]
    if drawn:
        steps.append({"p1": "number", "number": drawn, "expect": {"p1.hand.count": drawn}})
    else:
        steps[0]["expect"]["p1.hand.count"] = 0
    play([card, CLIMAX], {"phase": "main", "p1": p1}, steps, "WS 10.7.3")


def test_a_sentence_after_a_check_is_conditional_only_when_it_depends_on_it() -> None:
    # WS 8.6.3 (the text is done in order: a sentence is conditional only when it says so; the one
    # after a check is inside it when it names what the check found)
    assert real("MOB/SX02-T07")["script"][0]["effect"][1]["do"] == "if"
    # MOB/SX02-T07's check with a made-up independent sentence after it: read after the check
    head = (
        "【AUTO】 When this card is placed on the stage from your hand, put 2 cards from the top of your deck"
        " into your waiting room. If there is a climax among those cards, put this card into your stock."
    )
    effect = compile_line(f"{head} Draw 1 card.", "character").ability["effect"]
    assert effect[1]["do"] == "if" and effect[1]["then"] == [{"do": "move", "cards": "this", "to": "stock"}]
    assert effect[2:] == [{"do": "draw", "n": 1}]
    # … after the optional step too ("you may …. If there is … among those cards, …"): after the "may"
    may = head.replace("put 2 cards", "you may put 2 cards")
    effect = compile_line(f"{may} Draw 1 card.", "character").ability["effect"]
    assert effect[0]["do"] == "may" and effect[1:] == [{"do": "draw", "n": 1}]
    # a sentence that names what the check found stays inside it; "If that card is …" likewise
    # (OVL/S99-E015: "If all of those cards are …, choose 1 … character in your opponent's back stage.
    # That character cannot 【STAND】 during your opponent's next stand phase.")
    line = compile_text(real("OVL/S99-E015")["text"], "character")[0]
    assert line.automated
    assert [step["do"] for step in line.ability["effect"][1]["then"]] == ["choose", "grant"]
    line = (
        "【AUTO】 When this card attacks, reveal the top card of your deck. If that card is a climax,"
        " this card gets +2000 power until end of turn. Draw 1 card."
    )
    effect = compile_line(line, "character").ability["effect"]
    assert effect[1]["then"][-1]["do"] == "modify" and effect[2:] == [{"do": "draw", "n": 1}]
    # neither (it names "them", which may be either): by hand
    assert not compile_line(f"{head} Put them into your stock.", "character").automated


def test_change_reads_its_one_card_and_no_other_count() -> None:
    # WS 10.8 Change: the one chosen card takes this card's stage position; "choose 2 …" (a mutant of
    # a real Change line) is not that ability and stays by hand
    line = (
        "【AUTO】 Change [Put this card into your waiting room] At the beginning of your climax phase, you"
        ' may pay the cost. If you do, choose {n} "Sea of Dragons, Erza" in your waiting room, and put it'
        " in the stage position that this card was in."
    )
    for n, automated in (("1", True), ("up to 1", True), ("2", False), ("up to 2", False)):
        assert compile_line(line.format(n=n), "character").automated is automated


def test_perform_a_trigger_check_and_reveal_the_top_card_as_whole_effects() -> None:
    # M 7.3.1.2: a trigger check puts the top card of the deck into the resolution zone, performs its
    # icons and puts it into the stock; an effect's check is the controller's, outside the trigger
    # step too. M 4.9.1 / 3.2.5: a card revealed from the deck is shown and stays there
    line = "【AUTO】 When this card attacks, perform a trigger check."
    assert compile_line(line, "character").ability["effect"] == [{"do": "ws.trigger_check", "n": 1}]
    two = compile_line(line.replace("check.", "check 2 times."), "character").ability["effect"]
    assert two == [{"do": "ws.trigger_check", "n": 2}]
    reveal = (
        "【AUTO】 When this card is placed on the stage from your hand, reveal the top card of your deck."
    )
    assert compile_line(reveal, "character").ability["effect"] == [{"do": "ws.reveal_top", "n": 1}]
    assert compile_line("Perform a trigger check.", "event").automated
    # no cost printed for "you may pay the cost": by hand
    assert not compile_line(
        line.replace("perform", "you may pay the cost. If you do, perform"), "character"
    ).automated
    checker = {**FILLER, "code": "T-CHK", "name": "Checker", "text": line}
    checker["script"] = [dict(compile_line(line, "character").ability)]
    p1 = {"stage": {"FC": {"code": "Checker", "label": "A"}}, "library": LIBRARY}
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    play(
        [checker],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            # the ability's check, then the trigger step's own: two cards into the stock
            {
                "p1": "attack",
                "card": "A",
                "method": "front",
                "expect": {"p1.stock.count": 2, "p1.library.count": 8},
            },
        ],
        "WS 7.3.1.2",
    )


def test_when_you_refresh() -> None:
    # M 9.2.4: the refresh process is "refresh" in text; AB/W31-E072's "When you level up, put this card
    # into your waiting room." with the refresh swapped in
    card = real("AB/W31-E072")
    line = "【AUTO】 When you refresh, put this card into your waiting room."
    ability = compile_line(line, "character").ability
    assert ability["trigger"] == {"on": "refresh", "player": "you"}
    opponent = compile_line(line.replace("you refresh", "your opponent refreshes"), "character").ability
    assert opponent["trigger"] == {"on": "refresh", "player": "opponent"}
    card = {**card, "text": line, "script": [dict(ability)]}
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "C"}},
        "waiting_room": ["Filler"] * 3,
        "library": ["Filler"],
    }
    p2 = {"stage": {"FC": "Filler"}, "library": LIBRARY}
    play(
        [card],
        {"turn": 5, "turn_player": "p2", "phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [{"p2": "attack", "card": "Filler", "method": "side", "expect": {"card.C.zone": "p1.waiting_room"}}],
        "WS 9.2.4",
    )


def test_when_your_opponents_trigger_check_reveals_a_climax() -> None:
    # M 7.3.1.2 (the player who checks): AB/W31-E072's "When you level up, put this card into your
    # waiting room." with the opponent's trigger check swapped in
    card = real("AB/W31-E072")
    line = (
        "【AUTO】 When your opponent's trigger check reveals a climax, put this card into your waiting room."
    )
    ability = compile_line(line, "character").ability
    assert ability["trigger"] == {
        "on": "ws.trigger_check",
        "player": "opponent",
        "attacker": "any",
        "card": {"type": "climax"},
    }
    card = {**card, "text": line, "script": [dict(ability)]}
    for top, zone in (("Climax", "p1.waiting_room"), ("Filler", "p1.stage")):
        p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}}, "library": LIBRARY}
        p2 = {"stage": {"FC": "Filler"}, "library": [*LIBRARY, top]}
        play(
            [card, CLIMAX],
            {"turn": 5, "turn_player": "p2", "phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            [{"p2": "attack", "card": "Filler", "method": "side", "expect": {"card.C.zone": zone}}],
            "WS 7.3.1.2",
        )


def test_until_the_end_of_your_next_turn_holds_through_that_turn() -> None:
    # AB/W31-E001's 【ACT】 with its duration swapped for "until the end of your next turn" (no seen
    # line prints it): an effect with a duration ends at the check timing of the end of the turn it
    # names (WS 6.8.1.4), here this player's next turn, not the opponent's turn between
    text = (
        "【ACT】 [【REST】 this card] Choose one of your characters, and that character gets +1000 power"
        " until the end of your next turn."
    )
    (compiled,) = compile_text(text, "character")
    assert compiled.automated
    assert compiled.ability["effect"][-1]["until"] == "end_of_your_next_turn"
    card = {**FILLER, "code": "T-NEXT", "name": "Next", "text": text, "script": [dict(compiled.ability)]}
    p1 = {
        "stage": {
            "FC": {"code": "T-NEXT", "label": "N"},
            "FL": {"code": "Filler", "label": "F", "state": "rest"},
        }
    }
    play(
        [card],
        {"phase": "main", "p1": {**p1, "library": LIBRARY}, "p2": {"hand": ["Filler"], "library": LIBRARY}},
        [
            {"p1": "act", "card": "N"},
            {"p1": "choose", "cards": ["F"], "expect": {"card.F.power": 2000}},
            {"p1": "pass", "note": "the main phase ends; no attack: both characters are 【REST】"},
            {"p2": "pass", "note": "no clock"},
            {"p2": "pass", "note": "the main phase ends", "expect": {"turn_player": "p1"}},
            {"p1": "pass", "note": "no clock", "expect": {"card.F.power": 2000}},
            {"p1": "pass", "note": "the main phase ends"},
            {
                "p1": "pass",
                "note": "no attack: the turn ends",
                "expect": {"turn_player": "p2", "card.F.power": 1000},
            },
        ],
        "WS 6.8.1.4",
    )


def test_characters_with_n_or_less_power_after_the_kind() -> None:
    # DG/S03-E139 "【CONT】 If your opponent has a 500 power or lower character, this card gets +1500
    # power." with the limit after the kind, in the manual's own word order (WS 8.9.1.3: "if they have
    # 3000 or less power"): the same current-power limit
    seen = compile_text(real("DG/S03-E139")["text"], "character")[0].ability["condition"]
    for words in ("character with 500 or less power", "character with 500 power or lower"):
        text = f"【CONT】 If your opponent has a {words}, this card gets +1500 power."
        (compiled,) = compile_text(text, "character")
        assert compiled.automated and compiled.ability["condition"] == seen
    text = "【CONT】 If your opponent has a character with 500 or less power, this card gets +1500 power."
    (compiled,) = compile_text(text, "character")
    card = {**FILLER, "code": "T-LOW", "name": "Low", "text": text, "script": [dict(compiled.ability)]}
    for power, gets in ((500, 2500), (1000, 1000)):
        weak = {**FILLER, "code": "T-WEAK", "name": "Weak", "fields": {**FILLER["fields"], "power": power}}
        p1 = {"stage": {"FC": {"code": "T-LOW", "label": "L"}}, "library": LIBRARY}
        p2 = {"stage": {"FC": "Weak"}, "library": LIBRARY}
        play(
            [card, weak],
            {"phase": "main", "p1": p1, "p2": p2},
            [{"expect": {"card.L.power": gets}}],
            "WS 8.9.1.3",
        )


def test_the_rest_into_their_waiting_room_needs_a_look_at_their_deck() -> None:
    # RWBY/WXE01-53 looks at the opponent's deck and puts the rest into their waiting room; the same
    # words after a look at your own deck (SHS/W98-E087's 【ACT】, "your" made "your opponent's")
    # name a zone the cards cannot go to (each goes to its owner's zone, WS 3.1.6): by hand
    assert all(c.automated for c in compile_text(real("RWBY/WXE01-53")["text"], "character"))
    (act,) = [
        c for c in compile_text(real("SHS/W98-E087")["text"], "character") if c.text.startswith("【ACT】")
    ]
    assert act.automated
    mutant = act.text.replace("the rest into your waiting room", "the rest into your opponent's waiting room")
    assert mutant != act.text
    assert not compile_text(mutant, "character")[0].automated
    # the same for "put it at the bottom of your opponent's deck" after a choice in your own waiting
    # room (SHS/W98-E043's 【ACT】, "your deck" made "your opponent's deck")
    (act,) = [
        c for c in compile_text(real("SHS/W98-E043")["text"], "character") if c.text.startswith("【ACT】")
    ]
    assert act.automated
    mutant = act.text.replace("bottom of your deck", "bottom of your opponent's deck")
    assert mutant != act.text
    assert not compile_text(mutant, "character")[0].automated


def test_fusion_puts_this_card_under_the_card_it_searched_for() -> None:
    # M 10.15 Merge ("Fusion"): this card and its markers go underneath the card found; RZ/S68-E036
    # names it twice ("Search your deck for up to 1 "Magnificent Subawaal Sculpture", … underneath
    # that "Magnificent Subawaal Sculpture""). Another name in the second place (a mutation probe)
    # was read as the first: by hand
    (act,) = [
        c for c in compile_text(real("RZ/S68-E036")["text"], "character") if c.text.startswith("【ACT】")
    ]
    assert act.automated
    mutant = act.text.replace('underneath that "Magnificent Subawaal Sculpture"', 'underneath that "Rem"')
    assert mutant != act.text
    assert not compile_text(mutant, "character")[0].automated


def test_a_sentence_after_if_you_do_is_conditional_only_when_it_depends_on_it() -> None:
    # WS 8.6.3: "If you do, X. Y.": Y is inside the "If you do" only when it names what X did
    # (the same ``if_body`` as the checks'); an independent Y is done whether or not X was
    # MOB/SX02-065 (event): "… If you do, choose …, and put it into his or her waiting room. Put this
    # card into your memory.": the event goes to memory either way
    effect = real("MOB/SX02-065")["script"][1]["effect"]
    assert effect[0]["do"] == "may" and effect[1:] == [{"do": "move", "cards": "this", "to": "memory"}]
    # CSM/S96-E044 with a made-up independent sentence after it: read after the "may"
    line = (
        "【AUTO】 When this card becomes 【REVERSE】 in battle, you may choose 1 card in your opponent's"
        " clock, and put it into their waiting room. If you do, your opponent puts the top card of their"
        " deck into their clock."
    )
    effect = compile_line(f"{line} Draw 1 card.", "character").ability["effect"]
    assert effect[0]["do"] == "may" and effect[1:] == [{"do": "draw", "n": 1}]
    # a dependent one ("it": the card chosen) stays inside the "If you do"
    effect = compile_line(f"{line} Put it into your stock.", "character").ability["effect"]
    assert len(effect) == 1 and effect[0]["then"][-1]["then"][-1]["to"] == "stock"
    # HOL/W104-E073 ("… If there is a climax among those cards, you may pay the cost. If you do, …") and
    # AOT/S35-PE02 ("you may pay the cost. If you do not, …") with the same made-up sentence: after both
    hol = (
        "【AUTO】 [Put 1 card from your hand into your waiting room] When this card attacks, put the top 2"
        " cards of your deck into your waiting room. If there is a climax among those cards, you may pay the"
        " cost. If you do, choose 1 character in your waiting room, and return it to your hand."
    )
    aot = (
        "【AUTO】 [Put a level 0 or lower character from your stage into your waiting room] When this card is"
        " placed on the stage from your hand, you may pay the cost. If you do not, put this card into your"
        " waiting room."
    )
    for text in (hol, aot):
        effect = compile_line(f"{text} Draw 1 card.", "character").ability["effect"]
        assert effect[-1] == {"do": "draw", "n": 1}
        # neither (it names "them", which may be either): by hand
        assert not compile_line(f"{text} Put them into your stock.", "character").automated
    assert not compile_line(f"{line} Put them into your stock.", "character").automated


def _made(code: str, text: str, **fields: Any) -> dict[str, Any]:
    """A card of the extra sets (not in the shared samples): its printed line, compiled."""
    compiled = compile_text(text, "character")
    assert all(c.automated for c in compiled), text
    return {
        **FILLER,
        "code": code,
        "name": fields.pop("name", code),
        "text": text,
        "script": [dict(c.ability) for c in compiled],
        **fields,
    }


def test_the_rest_looked_at_in_the_opponents_deck_back_on_top_in_any_order() -> None:
    # WS 8.6.3, 3.1: the cards looked at and not chosen, still on the top of their owner's deck,
    # ordered by the player who looked. ARI/S103-E039 (a set outside the samples):
    ari = _made(
        "ARI/S103-E039",
        "【AUTO】 When this card is placed on the stage from your hand, look at up to 2 cards from the top of"
        " your opponent's deck, choose up to 1 card from among them, put it at the bottom of your opponent's"
        " deck, and put the rest on top of your opponent's deck in any order.",
    )
    assert ari["script"][0]["effect"][-1] == {"do": "ws.arrange_top", "cards": "looked", "whose": "opponent"}
    p2 = {"library": [*LIBRARY, {"code": "Ally", "label": "SECOND"}, {"code": "Filler", "label": "FIRST"}]}
    for last in (
        # one to the bottom, the other left on top
        [{"p1": "choose", "cards": ["FIRST"], "expect": {"p2.library": ["FIRST", *LIBRARY, "SECOND"]}}],
        # none chosen: both back on top, in the order p1 gives (the first named on top)
        [
            {"p1": "choose", "cards": [], "expect": {"decision.kind": "order", "decision.player": "p1"}},
            {
                "p1": "choose",
                "cards": ["SECOND", "FIRST"],
                "expect": {"p2.library": [*LIBRARY, "FIRST", "SECOND"]},
            },
        ],
    ):
        play(
            [ari],
            {"phase": "main", "p1": {"hand": [ari["code"]], "library": LIBRARY}, "p2": p2},
            [{"p1": "play", "card": ari["code"], "slot": "FC"}, {"p1": "yes"}, {"p1": "yes"}, *last],
            "WS 8.6.3",
        )
    # DDD/S118-E028 prints "their deck" and "on the top"; SPY/S106-E079's order first ("put the rest in
    # any order on the top of your deck"); SHS/W98-E089's rest at the bottom of their deck
    ddd = real("DDD/S118-E028")["script"][-1]
    assert ddd["effect"][-1] == {"do": "ws.arrange_top", "cards": "looked", "whose": "opponent"}
    shs = real("SHS/W98-E089")["script"][-1]["effect"]
    assert shs[-3:-1] == [
        {"do": "ws.order", "cards": "looked", "as": "looked"},
        {"do": "move", "cards": "looked", "to": "library", "position": "bottom"},
    ]
    rest = "put the rest in any order on the top of your deck"
    effect = _script(
        f"【AUTO】 When this card attacks, look at up to 3 cards from the top of your deck, {rest}."
    )
    assert effect["effect"][-1] == {"do": "ws.arrange_top", "cards": "looked"}
    # mutants: the rest into another zone, or an order kept, is another script or by hand
    line = ari["text"]
    assert not compile_line(line.replace("any order", "the original order"), "character").automated
    assert not compile_line(line.replace("on top of your opponent's", "on top of my"), "character").automated


def test_the_top_card_looked_at_left_put_at_the_bottom_or_into_the_waiting_room() -> None:
    # WS 8.6.3: three places to pick from. ARI/S103-E082 (a set outside the samples); CSM/S96-E037 prints
    # the same words after its trigger
    ari = _made(
        "ARI/S103-E082",
        "【AUTO】 When this card is placed on the stage from your hand, look at the top card of your deck,"
        " and put it on the top or at the bottom of your deck or into your waiting room.",
    )
    modes = ari["script"][0]["effect"][1]["modes"]
    assert [m["label"] for m in modes] == [
        "Leave it on the top of your deck",
        "Put it at the bottom of your deck",
        "Put it into your waiting room",
    ]
    library = [{"code": "Filler", "label": "BOTTOM"}, *LIBRARY, {"code": "Ally", "label": "TOP"}]
    for option, expect in (
        ("Put it into your waiting room", {"card.TOP.zone": "p1.waiting_room"}),
        ("Put it at the bottom of your deck", {"p1.library": ["TOP", "BOTTOM", *LIBRARY]}),
    ):
        play(
            [ari],
            {"phase": "main", "p1": {"hand": [ari["code"]], "library": library}},
            [
                {"p1": "play", "card": ari["code"], "slot": "FC"},
                {"p1": "option", "option": option, "expect": expect},
            ],
            "WS 8.6.3",
        )
    assert "Put it into your waiting room" in json.dumps(real("CSM/S96-E037")["script"])
    # the opponent's deck: their zones only (WS 3.1); "your" for their card's place is by hand
    line = ari["text"].replace("of your deck, and", "of your opponent's deck, and")
    assert not compile_line(line, "character").automated
    theirs = line.replace("your deck or into your", "their deck or into their")
    assert compile_line(theirs, "character").ability["effect"][0] == {
        "do": "look",
        "zone": "library",
        "whose": "opponent",
        "n": 1,
    }
    assert not compile_line(
        ari["text"].replace("into your waiting room", "into your clock"), "character"
    ).automated


def test_the_bottom_card_of_the_opponents_deck_looked_at_and_left_or_put_into_their_waiting_room() -> None:
    # WS 8.6.3, 3.1. CSM/S96-E097: "【AUTO】 Memory If this card is in your memory, when your "Public Safety
    # Devil Extermination Special Division 4, Aki Hayakawa" attacks, look at the bottom card of your
    # opponent's deck, and put it at the bottom of their deck or into their waiting room."
    aki = real("CSM/S96-E097")
    effect = aki["script"][-1]["effect"]
    assert effect[0] == {"do": "look", "zone": "library", "whose": "opponent", "n": 1, "bottom": True}
    assert effect[1]["modes"][1]["steps"][0]["cards"] == {"zone": "library", "whose": "opponent", "bottom": 1}
    p1 = {"stage": {"FC": {"code": "Filler", "label": "F"}}, "memory": [aki["code"]], "library": LIBRARY}
    p2 = {"library": [{"code": "Ally", "label": "BOTTOM"}, *LIBRARY]}
    named = {
        **FILLER,
        "code": "T-AKI",
        "name": "Public Safety Devil Extermination Special Division 4, Aki Hayakawa",
    }
    p1["stage"] = {"FC": {"code": named["code"], "label": "F"}}
    play(
        [aki, named],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "F", "method": "direct"},
            {
                "p1": "option",
                "option": "Put it into their waiting room",
                "expect": {"card.BOTTOM.zone": "p2.waiting_room"},
            },
        ],
        "WS 8.6.3",
    )


def test_deal_either_of_two_amounts_of_damage_is_the_players_pick() -> None:
    # WS 8.6.3. CSM/S96-E084: "… If you do, deal either 2 or 3 damage to your opponent."
    effect = real("CSM/S96-E084")["script"][-1]["effect"]
    assert effect == [
        {
            "do": "choose_one",
            "modes": [
                {"label": "Deal 2 damage", "steps": [{"do": "ws.damage", "n": 2}]},
                {"label": "Deal 3 damage", "steps": [{"do": "ws.damage", "n": 3}]},
            ],
        }
    ]
    line = "【AUTO】 When this card attacks, deal either 1 or 2 damage to your opponent."
    thing = _made("T-EITHER", line)
    # the amount picked, then the direct attack's damage (soul 1, +1 for a direct attack) with nothing to ask
    for amount in (1, 2):
        play(
            [thing],
            {
                "phase": "attack",
                "step": "declare",
                "p1": {"stage": {"FC": {"code": "T-EITHER", "label": "E"}}, "library": LIBRARY},
            },
            [
                {"p1": "attack", "card": "E", "method": "direct"},
                {"p1": "option", "option": f"Deal {amount} damage", "expect": {"p2.clock.count": amount + 2}},
            ],
            "WS 8.6.3",
        )
    assert not compile_line(line.replace("either 1 or 2", "either 2 or 1"), "character").automated
    assert not compile_line(line.replace("to your opponent", "to yourself"), "character").automated


def test_a_battle_trigger_with_any_condition_still_names_the_battle_opponent() -> None:
    # WS 8.7, 7.5: AZL/S119-E079 (a set outside the samples). The condition is checked; "that character"
    # after it is the battle opponent
    azl = _made(
        "AZL/S119-E079",
        "【AUTO】 When this card's battle opponent becomes 【REVERSE】, if there is a climax in your climax"
        " area, you may put that character on the top of your opponent's deck.",
    )
    ability = azl["script"][0]
    assert ability["condition"] == {"exists": {"zone": "climax"}}
    assert ability["effect"] == [{"do": "may", "then": [{"do": "move", "cards": _BATTLING, "to": "library"}]}]
    big = {**azl, "fields": {**FILLER["fields"], "power": 9000}}
    for climax, last in (
        # asked, and done
        ([{"code": "T-CX", "label": "X"}], [{"p1": "yes", "expect": {"card.D.zone": "p2.library"}}]),
        # no climax: nothing asked, p1 declares the next attack, the reversed character in place
        ([], []),
    ):
        # (a second attacker: the game waits for p1's next declaration)
        stage = {"FC": {"code": big["code"], "label": "A"}, "FL": "Filler"}
        p1 = {"stage": stage, "climax": climax, "library": LIBRARY}
        p2 = {"stage": {"FC": {"code": "Filler", "label": "D"}}, "library": LIBRARY}
        asked = (
            {"decision.kind": "yes_no"} if climax else {"decision.kind": "action", "card.D.zone": "p2.stage"}
        )
        steps: list[dict[str, Any]] = [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "pass", "note": "no counter (WS 7.4.1.2)", "expect": asked},
            *last,
        ]
        play([big, CLIMAX], {"phase": "attack", "step": "declare", "p1": p1, "p2": p2}, steps, "WS 8.7")
    # a condition naming a card the trigger did not bind ("that character" chosen) stays by hand (N11)
    line = azl["text"].replace(
        "there is a climax in your climax area", "there is no marker underneath that character"
    )
    assert not compile_line(line, "character").automated


def test_the_top_cards_of_your_deck_or_your_opponents_deck_into_the_waiting_room() -> None:
    # WS 8.6.3, 3.1. CSM/S96-E041: "【AUTO】 When you use this card's "Backup", if you have a 《Devil Hunter》
    # or 《Devil》 character, put the top 3 cards of your deck or your opponent's deck into the waiting room."
    effect = real("CSM/S96-E041")["script"][0]["effect"]
    assert [m["label"] for m in effect[0]["modes"]] == ["Your deck", "Your opponent's deck"]
    assert effect[0]["modes"][1]["steps"][0]["cards"] == {"zone": "library", "whose": "opponent", "top": 3}
    line = (
        "【AUTO】 When this card attacks, put the top 2 cards of your deck or your opponent's deck into the"
        " waiting room."
    )
    thing = _made("T-DECKS", line)
    p1 = {"stage": {"FC": {"code": "T-DECKS", "label": "E"}}, "library": LIBRARY}
    play(
        [thing],
        {"phase": "attack", "step": "declare", "p1": p1},
        [
            {"p1": "attack", "card": "E", "method": "direct"},
            {"p1": "option", "option": "Your opponent's deck", "expect": {"p2.waiting_room.count": 2}},
        ],
        "WS 8.6.3",
    )
    assert not compile_line(line.replace("your deck or ", ""), "character").automated


def test_you_may_perform_the_following_action_is_the_quoted_effect_or_nothing() -> None:
    # WS 8.6.3. BAV/W112-E082 (a set outside the samples):
    bav = _made(
        "BAV/W112-E082",
        "【AUTO】 When this card is placed on the stage from your hand, you may perform the following action."
        ' "Search your deck for up to 1 《Kivotos》 character, put it into your waiting room, and shuffle'
        ' your deck."',
    )
    (step,) = bav["script"][0]["effect"]
    assert step["do"] == "may" and step["then"][-1] == {"do": "shuffle", "zone": "library"}
    kivotos = _trait("T-KIV", "Kivotos Filler", "Kivotos")
    library = [*LIBRARY, {"code": "T-KIV", "label": "K"}]
    play(
        [bav, kivotos],
        {"phase": "main", "p1": {"hand": [bav["code"]], "library": library}},
        [
            {"p1": "play", "card": bav["code"], "slot": "FC"},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["K"], "expect": {"card.K.zone": "p1.waiting_room"}},
        ],
        "WS 8.6.3",
    )
    # AZL/S119-E074's "effect" and no "you may": the same piece
    line = '【AUTO】 When this card attacks, perform the following effect. "Draw 1 card."'
    assert compile_line(line, "character").ability["effect"] == [{"do": "draw", "n": 1}]


def test_the_opponents_character_at_the_bottom_of_their_stock() -> None:
    # WS 3.1, 3.4. Fsp/W120-E017: "… If you do, choose 1 of your opponent's characters with level higher
    # than your opponent's level, and put it at the bottom of their stock. If you do, put the top card of
    # your opponent's stock into their waiting room."
    effect = real("Fsp/W120-E017")["script"][0]["effect"]
    assert effect[-2] == {"do": "move", "cards": "chosen", "to": "stock", "position": "bottom"}
    assert effect[-1]["then"] == [
        {"do": "move", "cards": {"zone": "stock", "whose": "opponent", "top": 1}, "to": "waiting_room"}
    ]


def test_placed_from_your_hand_or_memory_and_reversed_during_battle() -> None:
    # M 8.7.4.1.2: each move its trigger. LRC/W105-E075 and 5HY/W101-E012 (sets outside the samples)
    lrc = _made(
        "LRC/W105-E075",
        "【AUTO】 When this card is placed on the stage from your hand or memory, all of your characters get"
        " +3000 power until end of turn.",
    )
    assert lrc["script"][0]["trigger"] == [
        {"on": "move", "card": "this", "from": "hand", "to": "stage"},
        {"on": "move", "card": "this", "from": "memory", "to": "stage"},
    ]
    play(
        [lrc],
        {
            "phase": "main",
            "p1": {
                "hand": [lrc["code"]],
                "stage": {"FL": {"code": "Filler", "label": "F"}},
                "library": LIBRARY,
            },
        },
        [{"p1": "play", "card": lrc["code"], "slot": "FC", "expect": {"card.F.power": 4000}}],
        "WS 8.7",
    )
    assert not compile_line(lrc["text"].replace("hand or memory", "hand or hand"), "character").automated
    # "becomes 【REVERSE】 during battle": the battle's reversal, as "… or becomes 【REVERSE】 during battle"
    # reads it (decision N10 in docs/games/weiss-schwarz.md)
    hy = _made(
        "5HY/W101-E012",
        "【AUTO】 When this card becomes 【REVERSE】 during battle, put this card into your memory.",
    )
    assert hy["script"][0]["trigger"] == {
        "on": "state",
        "card": "this",
        "state": "reverse",
        "data": {"reason": "battle"},
    }
    p1 = {"stage": {"FC": {"code": hy["code"], "label": "H"}, "FL": "Filler"}, "library": LIBRARY}
    p2 = {"stage": {"FC": {"code": "Ally", "label": "D"}}, "library": LIBRARY}
    play(
        [hy],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "H", "method": "front"},
            {"p2": "pass", "expect": {"card.H.zone": "p1.memory"}},
        ],
        "WS 7.5.1.3",
    )


def test_your_other_character_put_into_your_clock_from_the_stage() -> None:
    # M 8.7.4.1.2. SY/WE09-E06: "【AUTO】 [【REST】 this card] When another of your characters is put into
    # your clock from the stage, if this card is 【STAND】, you may pay the cost. If you do, …"
    (ability,) = [a for a in real("SY/WE09-E06")["script"] if "clock from the stage" in a["text"]]
    assert ability["trigger"] == {
        "on": "move",
        "from": "stage",
        "to": "clock",
        "whose": "you",
        "card": {"type": "character", "other": True},
    }
    line = "【AUTO】 When your other character is put into your clock from the stage, draw 1 card."
    assert compile_line(line.replace("clock", "memory"), "character").ability["trigger"]["to"] == "memory"
    # a zone of the opponent's is not this trigger
    assert not compile_line(line.replace("your clock", "your opponent's clock"), "character").automated


def test_declare_your_deck_or_your_waiting_room_and_search_the_declared_zone() -> None:
    # WS 8.6.3 (decision N12). CSM/S96-E061: "… declare either your deck or your waiting room, search your
    # declared zone for up to 1 "Unforeseen Incident, Denji", reveal it to your opponent, and put it into
    # your hand. If you declared your deck, shuffle your deck."
    (ability,) = [a for a in real("CSM/S96-E061")["script"] if "declare either" in a["text"]]
    modes = ability["effect"][0]["modes"]
    assert [m["label"] for m in modes] == ["Your deck", "Your waiting room"]
    assert modes[0]["steps"][-1] == {"do": "shuffle", "zone": "library"}
    assert all(s["do"] != "shuffle" for s in modes[1]["steps"])
    # AZL/S119-E109's words after a made-up trigger (a set outside the samples), played
    line = (
        "【AUTO】 When this card attacks, declare either your deck or your waiting room, search your declared"
        " zone for up to 1 《KAN-SEN》 character, reveal it to your opponent, and put it into your hand. If"
        " you declared your deck, shuffle your deck."
    )
    thing = _made("T-DECLARE", line)
    kan = _trait("T-KAN", "Kan Filler", "KAN-SEN")
    p1 = {
        "stage": {"FC": {"code": "T-DECLARE", "label": "E"}},
        "waiting_room": [{"code": "T-KAN", "label": "K"}],
        "library": LIBRARY,
    }
    play(
        [thing, kan],
        {"phase": "attack", "step": "declare", "p1": p1},
        [
            {"p1": "attack", "card": "E", "method": "direct"},
            {"p1": "option", "option": "Your waiting room"},
            {"p1": "choose", "cards": ["K"], "expect": {"card.K.zone": "p1.hand"}},
        ],
        "WS 8.6.3",
    )
    # the shuffle said of the other zone is another text: by hand
    assert not compile_line(
        line.replace("If you declared your deck", "If you declared your waiting room"), "character"
    ).automated


def test_your_opponent_puts_all_cards_from_their_stock_into_their_waiting_room() -> None:
    # KMD/W96-E022 (a set outside the samples): "Your opponent puts all cards from their stock into their
    # waiting room, and puts the same number of cards from the top of their deck into their stock. …": as
    # "all of their stock" (the same words' other spelling)
    text = (
        "Your opponent puts all cards from their stock into their waiting room, and puts the same number of"
        " cards from the top of their deck into their stock."
    )
    usual = text.replace("all cards from their stock", "all of their stock")
    assert compile_line(text, "event").ability["effect"] == compile_line(usual, "event").ability["effect"]
    # Foy/W65-E001: "… and your opponent puts the same number of cards from the top of his or her deck into
    # the stock" (theirs, the only one their cards go to)
    the = usual.replace("into their stock", "into the stock")
    assert compile_line(the, "event").ability["effect"] == compile_line(usual, "event").ability["effect"]
    assert compile_line(text, "event").automated


def test_a_card_name_in_quotes_as_a_whole_is_that_name_with_its_quotes() -> None:
    # M 2.1: the name as printed. DAL/W99-E007 (a set outside the samples) names the climax DAL/W99-E024,
    # whose name is '"【El Kanaf】"' (its quotes are part of it), as ""【El Kanaf】""
    dal = _made(
        "DAL/W99-E007",
        "【AUTO】 【CXCOMBO】 When this card's battle opponent becomes 【REVERSE】,"
        ' if ""【El Kanaf】"" is in your climax area, you may choose 1 character in your waiting room, and'
        " return it to your hand.",
    )
    assert dal["script"][0]["condition"] == {"ws.climax_named": '"【El Kanaf】"'}
    kanaf = {**CLIMAX, "code": "DAL/W99-E024", "name": '"【El Kanaf】"'}
    big = {**dal, "fields": {**FILLER["fields"], "power": 9000}}
    stage = {"FC": {"code": big["code"], "label": "A"}, "FL": "Filler"}
    p1 = {
        "stage": stage,
        "climax": [kanaf["code"]],
        "waiting_room": [{"code": "Ally", "label": "W"}],
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": {"code": "Filler", "label": "D"}}, "library": LIBRARY}
    play(
        [big, kanaf],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "pass"},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["W"], "expect": {"card.W.zone": "p1.hand"}},
        ],
        "WS 8.7",
    )


def test_the_battle_opponent_of_your_other_named_character_reversed() -> None:
    # WS 7.5. DAL/W99-E031 (a set outside the samples): the battle opponent of another character of yours
    dal = _made(
        "DAL/W99-E031",
        '【AUTO】 [(1) 【REST】 this card from 【STAND】] When the battle opponent of your other "Spirit Who'
        ' Kills Spirits, Origami" becomes 【REVERSE】, you may pay the cost. If you do, choose 1 character in'
        " your waiting room, and return it to your hand.",
    )
    assert dal["script"][0]["trigger"] == {
        "on": "state",
        "state": "reverse",
        "card": {
            "battle_opponent": {"zone": "stage", "name": "Spirit Who Kills Spirits, Origami", "other": True}
        },
    }
    origami = {
        **FILLER,
        "code": "T-ORI",
        "name": "Spirit Who Kills Spirits, Origami",
        "fields": {**FILLER["fields"], "power": 9000},
    }
    p1 = {
        "stage": {"FC": {"code": "T-ORI", "label": "O"}, "BL": {"code": dal["code"], "label": "S"}},
        "stock": ["Filler"],
        "waiting_room": [{"code": "Ally", "label": "W"}],
        "library": LIBRARY,
    }
    p2 = {"stage": {"FC": {"code": "Filler", "label": "D"}}, "library": LIBRARY}
    play(
        [dal, origami],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "O", "method": "front"},
            {"p2": "pass"},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["W"], "expect": {"card.W.zone": "p1.hand", "card.S.state": "rest"}},
        ],
        "WS 7.5",
    )
    # NGL/S58-TE01: "When your other character's battle opponent becomes 【REVERSE】 in battle, …": the
    # battle's reversal (WS 7.5.1.3), no longer read as any reversal
    assert real("NGL/S58-TE01")["script"][0]["trigger"]["data"] == {"reason": "battle"}


def test_your_other_named_character_placed_from_your_hand_or_from_your_memory() -> None:
    # M 8.7.4.1.2. 5HY/W101-E039 (a set outside the samples): "When your other "What She Yearned For,
    # Yotsuba Nakano" is placed on the stage from your hand or from your memory, …"
    line = (
        '【AUTO】 When your other "What She Yearned For, Yotsuba Nakano" is placed on the stage from your'
        " hand or from your memory, draw 1 card."
    )
    trigger = compile_line(line, "character").ability["trigger"]
    assert [(t["from"], t["card"]["other"]) for t in trigger] == [("hand", True), ("memory", True)]
    assert compile_line(line.replace("memory", "clock"), "character").ability["trigger"][1]["from"] == "clock"


def test_a_battle_condition_on_that_character_is_the_battle_opponent() -> None:
    # WS 7.5 (decision N11): "if that character is …" after a battle trigger describes the battle opponent
    # (DAL/W99-PE02's condition, with the battle opponent's move of AZL/S119-E079 after it)
    line = (
        "【AUTO】 When this card's battle opponent becomes 【REVERSE】, if that character is a 《Celestial"
        " Spirit》 character, you may put that character on the top of your opponent's deck."
    )
    condition = compile_line(line, "character").ability["condition"]
    assert condition == {"exists": {**_BATTLING, "type": "character", "traits": ["Celestial Spirit"]}}
    level = compile_line(line.replace("a 《Celestial Spirit》 character", "level 2 or higher"), "character")
    assert level.ability["condition"] == {"exists": {**_BATTLING, "level": {">=": 2}}}


def test_during_the_trigger_step_and_cards_from_the_top_of_their_stock_are_the_usual_words() -> None:
    # M 7.3.1.2.1; sets outside the samples print the same effects in other words. KNK/W86-E030:
    knk = (
        "【AUTO】 [(1)] When this card attacks, you may pay the cost. If you do, during that attack,"
        " perform a trigger check 2 times during the trigger step."
    )
    assert _script(knk) == _script(knk.replace("during the trigger step", "on the trigger step"))
    # BD/W95-E100 ("… this card gets +1000 power, and perform a trigger check 2 times during the
    # trigger step")
    bd = (
        "【AUTO】 [Put 1 card from your hand into your waiting room] When this card attacks, you may pay"
        " the cost. If you do, during that attack, this card gets +1000 power, and perform a trigger"
        " check 2 times during the trigger step."
    )
    assert _script(bd)["effect"][-1] == {"do": "ws.trigger_check", "n": 2, "in_trigger_step": True}
    # LRC/W105-E023 and KS/W76-E064: "your opponent may put 2 cards from the top of their stock (of your
    # opponent's stock) into their (his or her) waiting room. If they do (he or she does), …"
    usual = (
        "【AUTO】 At the beginning of your climax phase, your opponent may put the top 2 cards of their"
        " stock into their waiting room. If they do, this card cannot frontal attack until end of turn."
    )
    top = "the top 2 cards of their stock into their"
    for printed in (
        usual.replace(top, "2 cards from the top of their stock into their"),
        usual.replace(top, "2 cards from the top of your opponent's stock into his or her").replace(
            "If they do", "If he or she does"
        ),
    ):
        assert _script(printed) == _script(usual)
    # the stock's number read, the zone read
    assert _script(usual.replace("top 2", "top 3"))["effect"][0]["if"][">="][1] == 3
    assert not compile_line(usual.replace("of their stock", "of their clock"), "character").automated


def test_placed_by_the_act_ability_of_and_the_battle_opponent_has_level_higher() -> None:
    # JJ/S66-E004 (a set outside the samples): "… placed on the stage from your hand or by the 【ACT】 ability
    # of "The One Chosen by Fate, Giorno"": "ability of" as "effect of" (the effect of that ability)
    line = (
        "【AUTO】 When this card is placed on the stage from your hand or by the 【ACT】 ability of"
        ' "The One Chosen by Fate, Giorno", draw 1 card.'
    )
    assert _script(line) == _script(line.replace("ability of", "effect of"))
    assert _script(line)["trigger"][1]["by_card"] == {"name": "The One Chosen by Fate, Giorno", "kind": "act"}
    # JJ/S66-E086: "if this card's battle opponent has level higher than your opponent's level"
    jj = (
        "【AUTO】 When this card becomes 【REVERSE】, if this card's battle opponent has level higher than"
        " your opponent's level, you may put that character at the bottom of your opponent's deck."
    )
    usual = jj.replace("this card's battle opponent has level", "the level of this card's battle opponent is")
    assert _script(jj) == _script(usual)
    assert _script(jj)["condition"] == {"exists": {**_BATTLING, "level": {">": {"ws.level": "opponent"}}}}


def test_when_you_play_an_event_card_is_when_you_play_an_event() -> None:
    # WS 8.6.2.4.2. GGO/S59-E077 (a set outside the samples): "【AUTO】 This ability activates up to 1 time
    # per turn. When you play an event card, this card gets +2000 power until end of turn."
    line = (
        "【AUTO】 This ability activates up to 1 time per turn. When you play an event card, this card gets"
        " +2000 power until end of turn."
    )
    assert _script(line) == _script(line.replace("an event card", "an event"))
    assert _script(line)["trigger"]["card"] == {"type": "event"}
    theirs = _script(line.replace("you play", "your opponent plays"))["trigger"]
    assert theirs["whose"] == "opponent"
    assert not compile_line(line.replace("an event card", "a climax card"), "character").automated


def test_a_players_climax_placed_on_the_climax_area() -> None:
    # WS 8.6.2.4.3. GGO/S59-PE02 (a set outside the samples): "【AUTO】 When your opponent's climax is placed
    # on the climax area, you may put this card into your stock.": their climax area, the only one it goes to
    line = (
        "【AUTO】 When your opponent's climax is placed on the climax area, you may put this card into your"
        " stock."
    )
    assert _script(line) == _script(line.replace("on the climax area", "on their climax area"))
    assert _script(line)["trigger"]["whose"] == "opponent"
    mine = line.replace("your opponent's climax", "your climax")
    assert _script(mine) == _script(mine.replace("on the climax area", "on your climax area"))


def test_reveal_the_top_card_and_x_from_it_and_an_open_stage_position() -> None:
    # CCS/WX01-017 (a set outside the samples): "reveal the top card of your deck, and this card gets +X
    # soul until end of turn. X is equal to the level of the revealed card." ("and" before the second
    # clause, as without it)
    line = (
        "【AUTO】 When this card is placed on the stage from your hand, reveal the top card of your deck, and"
        " this card gets +X soul until end of turn. X is equal to the level of the revealed card."
    )
    assert _script(line) == _script(line.replace("deck, and this", "deck, this"))
    assert _script(line)["effect"][1] == {
        "do": "let",
        "as": "X",
        "value": {"stat": {"card": "revealed", "name": "level"}},
    }
    # TL/W37-E005: "… choose one of your other characters, 【REST】 it, and move it to an open stage
    # position of your back stage."
    (tl,) = [a for a in real("TL/W37-E005")["script"] if "open stage position" in a["text"]]
    assert tl["effect"][-1] == {"do": "ws.move_slot", "cards": "chosen", "to": "back_empty"}


def test_you_have_other_cards_named_a_and_b_in_your_center_stage() -> None:
    # IMC/W41-E060 and -E094 (a set outside the samples): "if you have other cards named "CANDY ISLAND,
    # Kanako" and "CANDY ISLAND, Chieri"", "… other cards named "A" and "B" in your center stage"
    line = (
        '【AUTO】 When this card is placed on the stage from your hand, if you have other cards named "CANDY'
        ' ISLAND, Kanako" and "CANDY ISLAND, Chieri", you may put the top card of your deck into your stock.'
    )
    names = ("CANDY ISLAND, Kanako", "CANDY ISLAND, Chieri")
    assert _script(line)["condition"] == {
        "all": [{"exists": {"zone": "stage", "name": n, "other": True}} for n in names]
    }
    center = line.replace('Chieri",', 'Chieri" in your center stage,')
    assert _script(center)["condition"]["all"][1]["exists"]["front_row"] is True
    assert not compile_line(center.replace("center stage", "back row"), "character").automated
    # the same with "another" (already read) is the same condition
    usual = line.replace('other cards named "CANDY', 'another "CANDY')
    assert _script(usual) == _script(line)


def test_an_events_play_condition_marked_memory() -> None:
    # WS 10.9.2: "Memory (Text)" on an event is a keyword with no meaning of its own. RZ/S68-E011: "Memory If
    # you do not have any 《Memory Snow》 characters, this card cannot be played from your hand."
    (rule, *_) = real("RZ/S68-E011")["script"]
    usual = compile_line(rule["text"].removeprefix("Memory "), "event").ability
    assert {k: v for k, v in rule.items() if k not in ("text", "tags")} == {
        k: v for k, v in usual.items() if k not in ("text", "tags")
    }
    assert rule["tags"] == ["play_condition", "recollection"]


def test_at_the_top_of_your_deck_and_placed_into_the_waiting_room_are_the_usual_words() -> None:
    # FJM/W65 (a set outside the samples) prints Fsi/W65-E047's "look at the top card of your deck, and put
    # it at the top of your deck or into your waiting room" and Fsi/W65-E061's "When this card is placed
    # into the waiting room from the stage": the usual "on the top", "put into"
    look = (
        "【AUTO】 When this card is placed on the stage from your hand, look at the top card of your deck,"
        " and put it at the top of your deck or into your waiting room."
    )
    assert _script(look) == _script(look.replace("at the top of", "on the top of"))
    three = look.replace("at the top of your deck or", "at the top or at the bottom of your deck or")
    assert len(_script(three)["effect"][1]["modes"]) == 3
    left = "【AUTO】 When this card is placed into the waiting room from the stage, draw 1 card."
    assert _script(left) == _script(left.replace("placed into the", "put into your"))
    memory = left.replace("the waiting room", "your memory")
    assert _script(memory)["trigger"]["to"] == "memory"


def test_x_counts_the_characters_you_have_with_a_name_part_times_n() -> None:
    # 5HY/W101-E059 (a set outside the samples): "X is equal to the number of other characters you have with
    # "Itsuki(五月)" in their card names ×500" (the name part as decision N1 reads it)
    line = (
        "【AUTO】 When this card attacks, this card gets +X power until end of turn. X is equal to the number"
        ' of other characters you have with "Itsuki(五月)" in their card names ×500.'
    )
    let = _script(line)["effect"][0]
    assert let["value"] == {
        "mul": [
            {"count": {"zone": "stage", "type": "character", "name_has": "Itsuki(五月)", "other": True}},
            500,
        ]
    }
    mine = _script(line.replace("other characters", "characters"))["effect"][0]["value"]
    assert "other" not in mine["mul"][0]["count"]
    assert _script(line.replace("×500", "×1000"))["effect"][0]["value"]["mul"][1] == 1000


def test_an_events_cost_asked_after_its_condition() -> None:
    # WS 8.4.2.2. SPY/S106-E097 (event): "[【REST】 1 of your 《Berlint》 characters] If your memory has 2 or
    # less cards, you may pay the cost. If you do, put this card into your memory."
    spy = real("SPY/S106-E097")
    (effect,) = spy["script"][0]["effect"]
    assert effect["if"] == {"<=": [{"count": {"zone": "memory"}}, 2]} and effect["then"][0]["do"] == "pay"
    berlint = _trait("T-BER", "Berlint Filler", "Berlint")
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}
    p1 = {
        "hand": [{"code": spy["code"], "label": "E"}],
        "level": ["Blue Filler", "Blue Filler"],
        "stock": ["Filler"],
        "stage": {"FC": {"code": "T-BER", "label": "B"}},
        "library": LIBRARY,
    }
    play(
        [spy, berlint, blue],
        {"phase": "main", "p1": p1},
        [
            {"p1": "play", "card": "E"},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["B"], "expect": {"card.B.state": "rest", "card.E.zone": "p1.memory"}},
        ],
        "WS 8.4.2.2",
    )
    # three cards in the memory: the cost is not asked, the event goes to the waiting room (WS 8.6.2.4.2)
    play(
        [spy, berlint, blue],
        {"phase": "main", "p1": {**p1, "memory": ["Filler"] * 3}},
        [{"p1": "play", "card": "E", "expect": {"card.E.zone": "p1.waiting_room", "card.B.state": "stand"}}],
        "WS 8.4.2.2",
    )


def test_your_opponent_keeps_two_climaxes_and_you_choose_after() -> None:
    # WS 8.6.3. SHS/W98-E099 (event): "Your opponent chooses 2 climax in their waiting room, returns all
    # cards except those cards from their waiting room to their deck, shuffles their deck, you choose 1 of
    # your characters, and that character gets +5000 power until end of turn."
    effect = real("SHS/W98-E099")["script"][0]["effect"]
    assert effect[0] == {
        "do": "choose",
        "player": "opponent",
        "from": {"zone": "waiting_room", "whose": "opponent", "type": "climax"},
        "n": 2,
        "as": "kept",
    }
    assert effect[3] == {"do": "choose", "from": {"zone": "stage", "type": "character"}, "n": 1}
    assert effect[4] == {"do": "modify", "cards": "chosen", "stat": "power", "add": 5000}
    # one kept is "that card"; "2 … that card" is not the rule's text
    line = real("SHS/W98-E099")["text"]
    one = line.replace("chooses 2 climax", "chooses 1 climax").replace("those cards", "that card")
    assert compile_line(one, "event").ability["effect"][0]["n"] == 1
    assert not compile_line(line.replace("those cards", "that card"), "event").automated


def test_a_play_ban_on_the_keyword_backup_is_not_a_card_name() -> None:
    # WS 10.5: ""Backup"" in "your opponent cannot play "Backup" from their hand" is the keyword; the ban of
    # a player's plays (``ws.no_play``) reads card names only, so such a line stays by hand (a
    # card named "Backup" was what it read before)
    line = 'Your opponent cannot play "Backup" from their hand until end of turn.'
    assert not compile_line(line, "event").automated
    named = compile_line(line.replace('"Backup"', '"Sudden Hero"'), "event").ability["effect"]
    assert named == [{"do": "ws.no_play", "whose": "opponent", "what": {"name": "Sudden Hero"}}]


def test_bond_with_a_space_after_the_slash() -> None:
    # WS 10.4. KS/W55-E054 (a set outside the samples): "【AUTO】 Bond/ ""Bunny Girl" Yunyun" [Put a card from
    # your hand into your waiting room]": the partner's name as without the space
    line = '【AUTO】 Bond/ ""Bunny Girl" Yunyun" [Put a card from your hand into your waiting room]'
    assert _script(line) == _script(line.replace("Bond/ ", "Bond/"))
    assert _script(line)["params"] == {"names": ['"Bunny Girl" Yunyun']}


def test_this_card_exchanged_with_a_card_in_your_waiting_room_from_the_stage_level_or_clock() -> None:
    # WS 10.10 Experience (the level zone), 10.1 Alarm (the clock's top), 3.6.3 (onto the stage standing)
    # RWBY/WXE01-09: "【AUTO】 At the beginning of your opponent's attack phase, you may choose this card and
    # 1 "Blake: Letting Go" in your waiting room, and exchange them as 【STAND】."
    blake = real("RWBY/WXE01-09")
    other = {**FILLER, "code": "T-BLAKE", "name": "Blake: Letting Go"}
    p2 = {
        "stage": {"BL": {"code": blake["code"], "label": "B"}},
        "waiting_room": [{"code": "T-BLAKE", "label": "L"}, {"code": "Filler", "label": "F"}],
        "library": LIBRARY,
    }
    play(
        [blake, other],
        {"phase": "main", "p1": {"stage": {"FC": "Ally"}, "library": LIBRARY}, "p2": p2},
        [
            {"p1": "pass", "note": "the main phase ends; no climax"},
            {"p2": "yes", "note": "at the beginning of the attack phase (WS 7.1)"},
            {
                "p2": "choose",
                "cards": ["L"],
                "expect": {"card.B.zone": "p2.waiting_room", "card.L.slots": ["BL"], "card.L.state": "stand"},
            },
        ],
        "WS 3.6.3",
    )
    # AZL/S119-E057 (a set outside the samples): this card in the level zone, the other card into it
    line = (
        "【AUTO】 Experience If this card is in your level, at the beginning of your main phase, you may"
        " choose this card and 1 《KAN-SEN》 character in your waiting room, and exchange them."
    )
    azl = _made("AZL/S119-E057", line)
    assert azl["script"][0]["zones"] == ["level"]
    kansen = _trait("T-KAN", "Kan", "KAN-SEN")
    p1 = {
        "level": [{"code": azl["code"], "label": "E"}],
        "waiting_room": [{"code": "T-KAN", "label": "K"}, {"code": "Filler", "label": "F"}],
        "library": LIBRARY,
    }
    play(
        [azl, kansen],
        {"phase": "clock", "p1": p1},
        [
            {"p1": "pass", "note": "no clock; the main phase begins"},
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["K"],
                "expect": {"card.E.zone": "p1.waiting_room", "p1.level": ["K"]},
            },
        ],
        "WS 10.10",
    )
    # from the waiting room (no such zone named) the ability does not work in the level
    assert not compile_line(line.replace("in your level, at", "in your stock, at"), "character").automated
    assert not compile_line(line.replace("this card and 1", "this card and 2"), "character").automated
    assert not compile_line(line.replace("in your waiting room,", "on your stage,"), "character").automated
    # RWBY/WXE01-21: "【AUTO】 【CLOCK】 Alarm If this card is the top card of your clock, at the beginning of
    # your main phase, you may choose this card and 1 character in your waiting room, and exchange them."
    alarm = real("RWBY/WXE01-21")
    assert alarm["script"][1]["zones"] == ["clock"]
    assert alarm["script"][1]["effect"][0]["then"][-1] == {
        "do": "ws.exchange",
        "cards": "this",
        "with": {"var": "chosen"},
    }
    # BD/W95-E058 (an event outside the samples): "You may choose the top card of your clock and 1
    # 《Anniversary》 or 《Afterglow》 character in your waiting room, and exchange them."
    event = compile_line(
        "You may choose the top card of your clock and 1 《Anniversary》 or 《Afterglow》 character in your"
        " waiting room, and exchange them.",
        "event",
    )
    assert event.ability["effect"][0]["then"][0]["from"] == {"zone": "clock", "top": 1}


def test_if_you_put_one_card_into_your_clock_counts_the_card_that_step_put_there() -> None:
    # WS 3.1.4: the card put into the clock, followed there. BAV/W112-E039 (a set outside the samples)
    line = (
        "【AUTO】 [(1)] When this card is placed on the stage from your hand, you may pay the cost. If you"
        " do, look at up to 3 cards from the top of your deck, choose 1 card from among them, put it into"
        " your clock, and put the rest into your waiting room. If you put 1 card into your clock, choose 1"
        " 《Kivotos》 character in your waiting room, and return it to your hand."
    )
    card = _made("BAV/W112-E039", line)
    assert card["script"][0]["effect"][-1]["if"] == {">=": [{"count": {"zone": "clock", "is": "chosen"}}, 1]}
    kivotos = _trait("T-KIV", "Kiv", "Kivotos")
    library = [*LIBRARY, {"code": "Filler", "label": "T2"}, {"code": "Filler", "label": "T1"}]
    for looks, back in ((["yes", "yes", "no"], True), (["no"], False)):
        p1 = {
            "hand": [card["code"]],
            "waiting_room": [{"code": "T-KIV", "label": "K"}],
            "stock": ["Filler"],
            "library": library,
        }
        steps: list[dict[str, Any]] = [
            {"p1": "play", "card": card["code"], "slot": "FC"},
            {"p1": "yes", "note": "pay the cost"},
            *({"p1": answer} for answer in looks),
        ]
        if back:
            steps += [
                {
                    "p1": "choose",
                    "cards": ["T1"],
                    "expect": {"p1.clock": ["T1"], "card.T2.zone": "p1.waiting_room"},
                },
                {"p1": "choose", "cards": ["K"], "expect": {"card.K.zone": "p1.hand"}},
            ]
        else:  # nothing looked at, nothing put into the clock: the sentence after does nothing
            steps[-1]["expect"] = {"p1.clock": [], "card.K.zone": "p1.waiting_room", "pending.count": 0}
        play([card, kivotos], {"phase": "main", "p1": p1}, steps, "WS 3.1.4")
    # another zone in the check than the step's, or the step's card into the hand: by hand
    assert not compile_line(
        line.replace("If you put 1 card into your clock", "If you put 1 card into your stock"), "character"
    ).automated
    assert not compile_line(
        line.replace("put it into your clock", "put it into your hand"), "character"
    ).automated
    # "you may" in the first sentence would wrap part of it: by hand
    assert not compile_line(
        line.replace("choose 1 card from", "you may choose 1 card from"), "character"
    ).automated


def test_your_opponents_card_put_into_their_memory_and_returned_to_their_hand() -> None:
    # WS 3.1: the opponent's card goes to their own zones. ARI/S103-E055 (a set outside the samples):
    # "【AUTO】 When your opponent's card is put into their memory, choose 1 of your characters, and that
    # character gets +2000 power until end of turn."
    ari = _made(
        "ARI/S103-E055",
        "【AUTO】 When your opponent's card is put into their memory, choose 1 of your characters, and that"
        " character gets +2000 power until end of turn.",
    )
    assert ari["script"][0]["trigger"] == {"on": "move", "to": "memory", "whose": "opponent"}
    # AB/W31-E100: "Choose a card from your opponent's waiting room, and put it into your opponent's
    # memory. Put this card into your memory." (the event into your own memory triggers nothing)
    event = real("AB/W31-E100")  # red, level 1, cost 2; played with 4 or more 《Death》 characters
    red = {**FILLER, "code": "T-RED", "name": "Red Filler", "colours": ["red"]}
    death = _trait("T-DEATH", "Death Filler", "Death")
    p1 = {
        "hand": [event["code"]],
        "stage": {
            "FC": {"code": ari["code"], "label": "A"},
            **dict.fromkeys(("FL", "FR", "BL", "BR"), "Death Filler"),
        },
        "level": ["Red Filler"],
        "stock": ["Filler"] * 3,
        "library": LIBRARY,
    }
    p2 = {"waiting_room": [{"code": "Filler", "label": "W"}], "library": LIBRARY}
    play(
        [ari, event, red, death],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {"p1": "play", "card": event["code"]},
            {"p1": "choose", "cards": ["W"]},
            {
                "p1": "choose",
                "cards": ["A"],
                "expect": {"card.A.power": 3000, "card.W.zone": "p2.memory", "pending.count": 0},
            },
        ],
        "WS 3.1",
    )
    for line, trigger in (
        (
            "【AUTO】 When your opponent's character is returned to their hand from the waiting room, you may"
            " put the top card of your deck into your stock.",  # RKN/S115-E085
            {
                "on": "move",
                "from": "waiting_room",
                "to": "hand",
                "whose": "opponent",
                "card": {"type": "character"},
            },
        ),
        (
            "【AUTO】 When your character is returned to your hand from the waiting room, you may put the top"
            " card of your deck into your stock.",
            {
                "on": "move",
                "from": "waiting_room",
                "to": "hand",
                "whose": "you",
                "card": {"type": "character"},
            },
        ),
    ):
        assert compile_line(line, "character").ability["trigger"] == trigger
    # the opponent's card into your memory, your card into their hand: no zone a card goes to (WS 3.1)
    assert not compile_line(
        ari["text"].replace("into their memory", "into your memory"), "character"
    ).automated
    assert not compile_line(
        "【AUTO】 When your character is returned to their hand from the waiting room, draw 1 card.",
        "character",
    ).automated


def test_your_character_becomes_stand_during_two_phases() -> None:
    # WS 1.3.4 (a state change), 6.1 (the phases). 5HY/W83-E093 (a set outside the samples): "【AUTO】 [Put 1
    # card from your hand into your waiting room] During your climax phase or your attack phase, when your
    # character becomes 【STAND】, you may pay the cost. If you do, choose 1 character in your waiting room,
    # and return it to your hand."
    line = (
        "【AUTO】 [Put 1 card from your hand into your waiting room] During your climax phase or your attack"
        " phase, when your character becomes 【STAND】, you may pay the cost. If you do, choose 1 character"
        " in your waiting room, and return it to your hand."
    )
    miku = _made("5HY/W83-E093", line)
    ability = miku["script"][0]
    assert ability["trigger"] == {
        "on": "state",
        "state": "stand",
        "card": {"type": "character", "controller": "you"},
    }
    assert ability["condition"] == {
        "all": [{"turn": "yours"}, {"any": [{"phase": "climax"}, {"phase": "attack"}]}]
    }
    # BD/W73-E008: "【ACT】 [【REST】 this card] This ability activates up to 1 time per turn. Choose 1 of
    # your characters, and 【STAND】 it." (in the main phase: the same line there, and as printed)
    kokoro = real("BD/W73-E008")
    main = _made(
        "5HY/W83-E093",
        line.replace("During your climax phase or your attack phase", "During your main phase"),
    )
    for card, triggered in ((main, True), (miku, False)):
        p1 = {
            "stage": {
                "FC": {"code": kokoro["code"], "label": "K"},
                "FL": {"code": card["code"], "label": "M"},
            },
            "hand": [{"code": "Filler", "label": "H"}],
            "waiting_room": [{"code": "Ally", "label": "W"}],
            "library": LIBRARY,
        }
        steps: list[dict[str, Any]] = [
            {"p1": "act", "card": "K"},
            {
                "p1": "choose",
                "cards": ["K"],
                "expect": {"card.K.state": "stand"},
            },
        ]
        if not triggered:  # not the phases it names: nothing happens
            steps[-1]["expect"] = {
                "card.K.state": "stand",
                "pending.count": 0,
                "decision.prompt ~": "main phase",
            }
        if triggered:
            steps += [
                {"p1": "yes", "note": "pay the cost"},
                {"p1": "choose", "cards": ["H"]},
                {
                    "p1": "choose",
                    "cards": ["W"],
                    "expect": {"card.W.zone": "p1.hand", "card.H.zone": "p1.waiting_room"},
                },
            ]
        play([kokoro, card], {"phase": "main", "p1": p1}, steps, "WS 1.3.4")
    # 【REST】 and the opponent's characters read; "your other" is not this card
    for text, trigger in (
        ("When this card becomes 【REST】", {"on": "state", "state": "rest", "card": "this"}),
        (
            "When your opponent's character becomes 【STAND】",
            {"on": "state", "state": "stand", "card": {"type": "character", "controller": "opponent"}},
        ),
        (
            "When your other character becomes 【STAND】",
            {
                "on": "state",
                "state": "stand",
                "card": {"type": "character", "other": True, "controller": "you"},
            },
        ),
    ):
        assert compile_line(f"【AUTO】 {text}, draw 1 card.", "character").ability["trigger"] == trigger
    assert not compile_line(line.replace("or your attack phase", "or your turn"), "character").automated


def test_reveal_your_hand_shows_every_card_of_it() -> None:
    # WS 8.6.3: revealed, the cards stay in the hand. APO/S53-E078: "【AUTO】 When this card is placed on the
    # stage from your hand, reveal your hand."
    card = real("APO/S53-E078")
    (ability,) = [a for a in card["script"] if "reveal your hand" in a["text"]]
    assert ability["effect"] == [{"do": "reveal", "cards": {"zone": "hand"}}]
    p1 = {
        "hand": [card["code"], {"code": "Ally", "label": "A"}, {"code": "Filler", "label": "F"}],
        "level": ["Filler"] * 3,
        "stock": ["Filler"] * 3,
        "library": LIBRARY,
    }
    play(
        [card],
        {"phase": "main", "p1": p1},
        [
            {
                "p1": "play",
                "card": card["code"],
                "slot": "FC",
                "expect": {"log has": ["P1 reveals 'Ally', 'Filler'"], "p1.hand": ["A", "F"]},
            }
        ],
        "WS 8.6.3",
    )
    # KS/W55-E074 (an event outside the samples): "All players reveal their hand."
    both = compile_line("All players reveal their hand.", "event").ability["effect"]
    assert both == [{"do": "reveal", "cards": {"zone": "hand", "whose": "both"}}]
    assert not compile_line("Reveal your opponent's hand.", "event").automated


# ---------------------------------------------------------------- wave 13: 【CONT】/【ACT】, new sets
def test_all_of_your_characters_are_a_colour_or_have_a_name() -> None:
    # AZL/S119-E001: "all of your characters are yellow or blue" (each of either colour, M 2.4)
    card = _made(
        "AZL/S119-E001",
        "【CONT】 During your turn, if all of your characters are yellow or blue, this card gets +1500"
        " power.",
    )
    for other, power in (("Filler", 2500), ("Green Filler", 1000)):
        p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}, "FL": other}, "library": LIBRARY}
        play([card], {"phase": "main", "p1": p1}, [{"expect": {"card.C.power": power}}], "WS 8.9.1")
    # KMD/W96-E030: "all of your characters have "A" or "B" in their card names" (this card too)
    card = _made(
        "KMD/W96-E030",
        '【CONT】 If all of your characters have "Tohru(トール)" or "Elma(エルマ)" in their card names,'
        " this card gets +2000 power.",
        name="Maid Dragon, Tohru",
    )
    elma = {**FILLER, "code": "T-ELMA", "name": "Office Lady, Elma"}
    for other, power in (("Office Lady, Elma", 3000), ("Filler", 1000)):
        p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}, "FL": other}, "library": LIBRARY}
        play([card, elma], {"phase": "main", "p1": p1}, [{"expect": {"card.C.power": power}}], "WS 8.9.1")


def test_characters_with_markers_and_the_side_positions_of_the_center_stage() -> None:
    # 5HY/W101-E034: "All of your other 《Quintuplets》 characters with markers get +500 power" (WS 3.7)
    card = _made(
        "5HY/W101-E034", "【CONT】 All of your other 《Quintuplets》 characters with markers get +500 power."
    )
    sister = {
        **FILLER,
        "code": "T-Q",
        "name": "Sister",
        "fields": {**FILLER["fields"], "traits": ["Quintuplets"]},
    }
    stage = {
        "BL": card["code"],
        "FL": {"code": "Sister", "label": "M"},
        "FR": {"code": "Sister", "label": "N"},
    }
    p1 = {"stage": stage, "marker": {"FL": ["Filler"]}, "library": LIBRARY}
    steps = [{"expect": {"card.M.power": 1500, "card.N.power": 1000}}]
    play([card, sister], {"phase": "main", "p1": p1}, steps, "WS 8.9.1")
    # DAL/W99-E030: "your other characters in the left and right positions of your center stage" (M 3.4)
    card = _made(
        "DAL/W99-E030",
        "【CONT】 If this card is in your back stage, your other characters in the left and right positions"
        " of your center stage get +500 power.",
    )
    stage = {
        "BL": card["code"],
        "FL": {"code": "Filler", "label": "L"},
        "FC": {"code": "Filler", "label": "M"},
        "FR": {"code": "Filler", "label": "R"},
    }
    steps = [{"expect": {"card.L.power": 1500, "card.M.power": 1000, "card.R.power": 1500}}]
    play([card], {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}}, steps, "WS 8.9.1")


def test_put_or_return_all_of_the_characters_a_selector_names() -> None:
    # AZL/S119-E082: every level 3 or lower character of the opponent's center stage to their hand at
    # once (WS 3.1: each to its owner's zone); the back stage's stays
    card = _made(
        "AZL/S119-E082",
        "【ACT】 Experience [(4)] If the total level of the cards in your level is 5 or higher, return all"
        " level 3 or lower characters in your opponent's center stage to their hand.",
    )
    big = {**ALLY, "code": "T-BIG", "name": "Big", "fields": {**ALLY["fields"], "level": 4}}
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "C"}},
        "stock": ["Filler"] * 4,
        "level": ["Ally", "Ally"],
        "library": LIBRARY,
    }
    p2 = {
        "stage": {
            "FL": {"code": "Filler", "label": "F"},
            "FC": {"code": "Ally", "label": "A"},
            "FR": {"code": "Big", "label": "G"},
            "BL": {"code": "Filler", "label": "B"},
        },
        "library": LIBRARY,
    }
    expect = {"card.F.zone": "p2.hand", "card.A.zone": "p2.hand", "card.G.zone": "p2.stage"}
    steps = [{"p1": "act", "card": "C", "expect": {**expect, "card.B.zone": "p2.stage", "p1.stock.count": 0}}]
    play([card, big], {"phase": "main", "p1": p1, "p2": p2}, steps, "WS 3.1")
    # NGL/S58-E007's second given ability: "… put all of your characters into your waiting room"
    given = real("NGL/S58-E007")["script"][-1]["effect"][-1]["ability"]
    assert given["effect"] == [{"do": "move", "cards": {"zone": "stage"}, "to": "waiting_room"}]


def test_an_ability_in_quotes_listed_before_another_modifier() -> None:
    # KMD/W96-E055: "this card gets +1000 power, "【AUTO】 Encore […]", and the character facing this
    # card gets -1 soul": each part a modifier (WS 8.9)
    card = _made(
        "KMD/W96-E055",
        "【CONT】 Experience If the total level of the cards in your level is 4 or higher, this card gets"
        ' +1000 power, "【AUTO】 Encore [Put 1 《Human》 or 《Dragon》 character from your hand into your'
        ' waiting room]", and the character facing this card gets -1 soul.',
    )
    assert card["script"][0]["modifiers"][1]["grant"]["keyword"] == "encore"
    p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}}, "level": ["Ally", "Filler", "Ally"]}
    p2 = {"stage": {"FC": {"code": "Filler", "label": "F"}}, "library": LIBRARY}
    steps = [{"expect": {"card.C.power": 2000, "card.F.soul": 0}}]
    play([card], {"phase": "main", "p1": {**p1, "library": LIBRARY}, "p2": p2}, steps, "WS 8.9.1")


def test_another_of_one_name_and_another_of_another() -> None:
    # KMD/W96-E081: both named characters, each in its row (two names: two cards)
    card = _made(
        "KMD/W96-E081",
        '【CONT】 During your turn, if you have another "Demonic Embrace, Lucoa" in your center stage and'
        ' another "Talent for Magic, Shouta Magatsuchi" in your back stage, this card gets +8000 power.',
    )
    lucoa = {**FILLER, "code": "T-LU", "name": "Demonic Embrace, Lucoa"}
    shouta = {**FILLER, "code": "T-SH", "name": "Talent for Magic, Shouta Magatsuchi"}
    for back, power in (("Talent for Magic, Shouta Magatsuchi", 9000), ("Filler", 1000)):
        stage = {"FC": {"code": card["code"], "label": "C"}, "FL": "Demonic Embrace, Lucoa", "BL": back}
        p1 = {"stage": stage, "library": LIBRARY}
        play(
            [card, lucoa, shouta],
            {"phase": "main", "p1": p1},
            [{"expect": {"card.C.power": power}}],
            "WS 8.9.1",
        )


def test_a_named_card_without_colour_and_minus_levels_in_the_hand() -> None:
    # 5HY/W101-E015: "Your "Bell of Vows" can be played from your hand without fulfilling color
    # requirements" (a green card, yellow cards in the level zone)
    card = _made(
        "5HY/W101-E015",
        '【CONT】 Your "Bell of Vows" can be played from your hand without fulfilling color requirements.',
    )
    bell = {
        **GREEN,
        "code": "T-BELL",
        "name": "Bell of Vows",
        "type": "event",
        "fields": {"level": 1, "cost": 0},
    }
    for stage, listed in ((card["code"], "actions has"), ("Filler", "actions lacks")):
        p1 = {"stage": {"FC": stage}, "hand": ["Bell of Vows"], "level": ["Filler"], "library": LIBRARY}
        play([card, bell], {"phase": "main", "p1": p1}, [{"expect": {listed: ["play"]}}], "WS 8.6.2.1.1")
    # DAL/W99-E073: "-3 levels and -2 cost while in your hand" (the plural read as the singular)
    card = _made(
        "DAL/W99-E073",
        "【CONT】 If your level is 0, and there is a blue card in your clock, this card gets -3 levels and -2"
        " cost while in your hand.",
    )
    assert card["script"][0]["zones"] == ["hand"]
    assert [m["add"] for m in card["script"][0]["modifiers"]] == [-3, -2]


def test_wave_13_cont_and_act_mutants_read_otherwise_or_not_at_all() -> None:
    # each new piece's line with one word changed: another script, or by hand
    colours = (
        "【CONT】 During your turn, if all of your characters are yellow or blue, this card gets +1500 power."
    )
    names = (
        '【CONT】 If all of your characters have "Tohru(トール)" or "Elma(エルマ)" in their card names, this'
        " card gets +2000 power."
    )
    mass = (
        "【ACT】 [(4)] Return all level 3 or lower characters in your opponent's center stage to their hand."
    )
    sides = (
        "【CONT】 Your other characters in the left and right positions of your center stage get +500 power."
    )
    lines = {
        colours: ("yellow or blue", "yellow or green"),
        names: ("all of your characters", "all of your other characters"),
        "【CONT】 All of your other 《Quintuplets》 characters with markers get +500 power.": (
            "with",
            "without",
        ),
        mass: ("lower", "higher"),
        "【ACT】 [(4)] Put all of your opponent's characters into their memory.": (
            "their memory",
            "their clock",
        ),
        sides: ("center", "back"),
    }
    for text, (old, new) in lines.items():
        mutant = text.replace(old, new, 1)
        assert mutant != text
        original, changed = compile_text(text, "character")[0], compile_text(mutant, "character")[0]
        assert original.automated, text
        assert not changed.automated or changed.ability != {**original.ability, "text": mutant}, mutant
    # the owner's zone must be the owner's (WS 3.1): the other player's word is by hand
    for mutant in (
        "【ACT】 [(4)] Put all of your opponent's characters into your memory.",
        "【ACT】 [(4)] Return all characters in your back stage to their hand.",
        "【ACT】 [(4)] Put all of your cards into your memory.",  # no zone said
        '【CONT】 If you have another "A" and another 《B》 character, this card gets +1000 power.',
    ):
        assert not compile_text(mutant, "character")[0].automated, mutant


def test_does_not_become_reverse_or_stand_is_the_cannot_word() -> None:
    # KS/W76-E022 and KS/W76-E052: "does not become 【REVERSE】", "does not 【STAND】 during your stand
    # phase": the state change does not happen (WS 1.3.3), the words "cannot" gives
    reverse = (
        "【CONT】 If the character facing this card is cost 0 or lower, this card does not become"
        " 【REVERSE】."
    )
    (does,) = compile_text(reverse, "character")
    (cannot,) = compile_text(reverse.replace("does not", "cannot"), "character")
    assert does.automated and does.ability["modifiers"] == cannot.ability["modifiers"]
    card = _made(
        "KS/W76-E052",
        "【CONT】 If you do not have any other 《Adventurer》 or 《Magic》 characters, this card does not"
        " 【STAND】 during your stand phase.",
    )
    for other, expected in (("Filler", "rest"), ("Ally", "rest")):
        stage = {
            "FC": {"code": card["code"], "state": "rest", "label": "C"},
            "BL": {"code": other, "state": "rest"},
        }
        steps = [{"expect": {"phase": "clock", "card.C.state": expected}}]
        play([card], {"phase": "stand", "p1": {"stage": stage, "library": LIBRARY}}, steps, "WS 6.2.1.2")
    adventurer = {
        **FILLER,
        "code": "T-ADV",
        "name": "Adventurer",
        "fields": {**FILLER["fields"], "traits": ["Adventurer"]},
    }
    stage = {
        "FC": {"code": card["code"], "state": "rest", "label": "C"},
        "BL": {"code": "Adventurer", "state": "rest"},
    }
    steps = [{"expect": {"phase": "clock", "card.C.state": "stand"}}]
    play(
        [card, adventurer],
        {"phase": "stand", "p1": {"stage": stage, "library": LIBRARY}},
        steps,
        "WS 6.2.1.2",
    )


def test_a_zone_of_both_players_compared_and_a_trait_in_the_hand() -> None:
    # LRC/W105-E047's given ability: "if your stock has less cards than your opponent's stock" (either
    # zone, "more" or "less / fewer", the same zone on both sides; WS 3)
    (assist,) = compile_text(
        '【CONT】 Assist All of your characters in front of this card get the following ability. "【AUTO】'
        " When this card becomes 【REVERSE】 in battle, if your stock has less cards than your opponent's"
        ' stock, you may put this card into your stock."',
        "character",
    )
    given = assist.ability["modifiers"][0]["grant"]
    assert given["condition"] == {
        "<": [{"count": {"zone": "stock"}}, {"count": {"zone": "stock", "whose": "opponent"}}]
    }
    card = _made(
        "T-STOCK",
        "【CONT】 If you have more cards in your clock than your opponent, this card gets +1000 power.",
    )
    for clock, power in ((["Filler", "Filler"], 2000), (["Filler"], 1000)):
        p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}}, "clock": clock, "library": LIBRARY}
        p2 = {"clock": ["Filler"], "library": LIBRARY}
        play([card], {"phase": "main", "p1": p1, "p2": p2}, [{"expect": {"card.C.power": power}}], "WS 8.9.1")
    # the zones must be the same: another zone on the opponent's side is by hand
    assert not compile_text(
        "【CONT】 If your stock has less cards than your opponent's hand, this card gets +1000 power.",
        "character",
    )[0].automated
    # BD/W95-E083: "If this card is in your hand, this card gets 《Bonsai》" (an ability of the hand,
    # WS 2.12.2)
    card = _made("BD/W95-E083", "【CONT】 If this card is in your hand, this card gets 《Bonsai》.")
    p1 = {
        "hand": [{"code": card["code"], "label": "H"}],
        "stage": {"FC": {"code": card["code"], "label": "S"}},
    }
    steps = [{"expect": {"card.H.traits": ["Bonsai"], "card.S.traits": []}}]
    play([card], {"phase": "main", "p1": {**p1, "library": LIBRARY}}, steps, "WS 2.12.2")


def test_the_colours_of_your_characters_in_your_stage() -> None:
    # BD/W95-E056: "X is equal to the total number of colors your characters in your stage have ×1000"
    card = _made(
        "BD/W95-E056",
        "【CONT】 This card gets +X power. X is equal to the total number of colors your characters in your"
        " stage have ×1000.",
    )
    stage = {"FC": {"code": card["code"], "label": "C"}, "FL": "Green Filler", "FR": "Filler"}
    steps = [{"expect": {"card.C.power": 1000 + 2000}}]  # yellow and green (M 2.4)
    play([card], {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}}, steps, "WS 8.9.1")


def test_the_opponents_count_named_characters_and_a_position_said_with_on() -> None:
    # IMC/W41-E092: "If the number of characters your opponent has is four or more" (their stage)
    card = _made(
        "IMC/W41-E092",
        "【CONT】 If the number of characters your opponent has is four or more, this card gets +1000 power.",
    )
    for opponents, power in ((4, 2000), (3, 1000)):
        p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}}, "library": LIBRARY}
        p2 = {"stage": dict(zip(("FL", "FC", "FR", "BL"), ["Filler"] * opponents)), "library": LIBRARY}
        play([card], {"phase": "main", "p1": p1, "p2": p2}, [{"expect": {"card.C.power": power}}], "WS 8.9.1")
    # IMC/W41-TE01: "All of your other characters named "A"" (the cards of that name, M 2.1)
    card = _made(
        "IMC/W41-TE01", '【CONT】 All of your other characters named "Charisma JK, Mika" get +1000 power.'
    )
    mika = {**FILLER, "code": "T-MIKA", "name": "Charisma JK, Mika"}
    stage = {
        "BL": card["code"],
        "FL": {"code": "Charisma JK, Mika", "label": "M"},
        "FR": {"code": "Filler", "label": "F"},
    }
    steps = [{"expect": {"card.M.power": 2000, "card.F.power": 1000}}]
    play([card, mika], {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}}, steps, "WS 8.9.1")
    # GGO/S59-TE01: "on the middle position of the center stage" (the slot, said with "on")
    (on,) = compile_text(
        '【CONT】 Your other "Encounter With LLENN, Pitohui" on the middle position of the center stage gets'
        ' +1500 power and "【AUTO】 Encore [Put 1 character from your hand into your waiting room]".',
        "character",
    )
    assert on.automated and all(m["to"]["slot"] == ["FC"] for m in on.ability["modifiers"])


def test_backup_and_events_forbidden_in_either_order_and_use_backup() -> None:
    # JJ/S66-E106: "You cannot play "Backup" or event cards from hand" (the words of the other order)
    (either,) = compile_text('【CONT】 You cannot play "Backup" or event cards from hand.', "character")
    (other,) = compile_text('【CONT】 You cannot play event cards or "Backup" from hand.', "character")
    assert either.automated and sorted(map(str, either.ability["modifiers"])) == sorted(
        map(str, other.ability["modifiers"])
    )
    # GGO/S59-E084: "your opponent cannot use "Backup" from his or her hand" (WS 10.5: Backup is played
    # from the hand), the same word as "play"
    (use,) = compile_text(
        '【CONT】 During this card\'s battle, your opponent cannot use "Backup" from his or her hand.',
        "character",
    )
    assert use.ability["modifiers"] == [
        {"to": {"zone": "hand", "whose": "opponent"}, "grant": "cannot_backup"}
    ]


def test_another_card_and_this_card_into_your_memory_as_the_cost() -> None:
    # AW/S43-E039: "[(1) Put a card named "White Duel Avatar" and this card from the stage into your
    # memory]": both go as the cost (WS 8.4.2), then the named card takes this card's position
    card = _made(
        "AW/S43-E039",
        '【ACT】 [(1) Put a card named "White Duel Avatar" and this card from the stage into your memory]'
        ' Choose up to one card named "Goddess of Night, Nyx" in your hand, and put it on the stage position'
        " that this card was on.",
    )
    avatar = {**FILLER, "code": "T-AVA", "name": "White Duel Avatar"}
    nyx = {**FILLER, "code": "T-NYX", "name": "Goddess of Night, Nyx"}
    stage = {"FC": {"code": card["code"], "label": "S"}, "BL": {"code": "White Duel Avatar", "label": "A"}}
    p1 = {"stage": stage, "stock": ["Filler"], "hand": [{"code": "Goddess of Night, Nyx", "label": "N"}]}
    steps = [
        {"p1": "act", "card": "S", "expect": {"decision.count": 1}},  # the other card only (WS 8.4)
        {"p1": "choose", "cards": ["A"], "expect": {"card.S.zone": "p1.memory", "card.A.zone": "p1.memory"}},
        {"p1": "choose", "cards": ["N"], "expect": {"card.N.zone": "p1.stage", "card.N.slots": ["FC"]}},
    ]
    play([card, avatar, nyx], {"phase": "main", "p1": {**p1, "library": LIBRARY}}, steps, "WS 8.4.2")
    # without the named card the cost cannot be paid (WS 8.4)
    stage["BL"] = "Filler"
    steps = [{"expect": {"actions lacks": ["act"]}}]
    play([card, avatar, nyx], {"phase": "main", "p1": {**p1, "library": LIBRARY}}, steps, "WS 8.4")
    # CCS/WX01-087's given ability: "[Put this card into your stock]" (this card to a zone of yours)
    (given,) = compile_text(
        '【CONT】 If your level is 2 or higher, this card gets the following ability. "【ACT】 [Put this card'
        ' into your stock] Choose up to 1 "Sakura: Hospitable" in your hand, and put it on the stage position'
        ' that this card was on."',
        "character",
    )
    assert given.ability["modifiers"][0]["grant"]["cost"] == [{"this_to": "stock"}]
    # CCS/WX01-021: a description after the position ("… center stage with "A" in its card name")
    (after,) = compile_text(
        '【CONT】 Your other character in the middle position of the center stage with "Flower Viewing" in'
        ' its card name gets "【AUTO】 Encore [Put 1 character from your hand into your waiting room]".',
        "character",
    )
    cards = {"zone": "stage", "other": True, "slot": ["FC"], "name_has": "Flower Viewing"}
    assert after.automated and after.ability["modifiers"][0]["to"] == cards


def test_names_in_a_selector_a_count_of_a_row_and_three_traits() -> None:
    # KS/W55-E028: "If the number of characters you have on your back stage is one or less" (the row's
    # count, WS 3.6.4; the same script as "If you have 1 or less characters in your back stage")
    (count,) = compile_text(
        "【CONT】 If the number of characters you have on your back stage is one or less, this card cannot"
        " attack.",
        "character",
    )
    (have,) = compile_text(
        "【CONT】 If you have 1 or less characters in your back stage, this card cannot attack.", "character"
    )
    assert count.automated and count.ability["condition"] == have.ability["condition"]
    # KS/W55-E089a: "All of your other cards named "A" or "B"" (either name, M 2.1)
    card = _made(
        "KS/W55-E089a",
        '【CONT】 All of your other cards named ""Swarmed on the Street" Axis Church Devotee" or ""Sweet'
        ' Smile" Axis Church Devotee" get +1500 power.',
    )
    sweet = {**FILLER, "code": "T-SWEET", "name": '"Sweet Smile" Axis Church Devotee'}
    stage = {
        "BL": card["code"],
        "FL": {"code": sweet["code"], "label": "S"},
        "FR": {"code": "Filler", "label": "F"},
    }
    steps = [{"expect": {"card.S.power": 2500, "card.F.power": 1000}}]
    play([card, sweet], {"phase": "main", "p1": {"stage": stage, "library": LIBRARY}}, steps, "WS 8.9.1")
    # KS/W55-E080: "all of your characters are 《A》 or 《B》 or 《C》" (each of one of them)
    card = _made(
        "KS/W55-E080",
        "【CONT】 During your turn, if all of your characters are 《Adventurer》 or 《Goddess》 or 《Axis"
        " Church Devotee》, this card gets +2000 power.",
        fields={**FILLER["fields"], "traits": ["Goddess"]},
    )
    for other, power in (("Adventurer", 3000), ("Filler", 1000)):
        adventurer = {
            **FILLER,
            "code": "T-ADV",
            "name": "Adventurer",
            "fields": {**FILLER["fields"], "traits": ["Adventurer"]},
        }
        p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}, "FL": other}, "library": LIBRARY}
        play(
            [card, adventurer], {"phase": "main", "p1": p1}, [{"expect": {"card.C.power": power}}], "WS 8.9.1"
        )
    # KS/W55-E021: "All of your other characters on your center stage with "Darkness(ダクネス)" in its
    # card name" (a description after the row)
    (row,) = compile_text(
        '【CONT】 All of your other characters on your center stage with "Darkness(ダクネス)" in its card'
        " name get +1000 power.",
        "character",
    )
    cards = {
        "zone": "stage",
        "type": "character",
        "other": True,
        "front_row": True,
        "name_has": "Darkness(ダクネス)",
    }
    assert row.ability["modifiers"][0]["to"] == cards
    # KS/W55-E006: "with level lower than or equal to your level" (the other order of the words)
    lower = (
        '【ACT】 [Put this card at the bottom of your deck] Choose a card named ""Mesmerizing Water Goddess"'
        ' Aqua" in your hand with level lower than or equal to your level, and put it on any position of'
        " your stage."
    )
    (either,) = compile_text(lower, "character")
    (other,) = compile_text(lower.replace("lower than or equal to", "equal to or lower than"), "character")
    assert either.automated and either.ability["effect"] == other.ability["effect"]


def test_brainstorm_puts_the_characters_chosen_for_its_climaxes_in_separate_positions() -> None:
    # GGO/SE50-E53: "… For each climax card revealed among those cards, choose up to 1 cost 0 or lower
    # character in your waiting room, and put them in separate positions of your stage": one choice of
    # up to as many as the climaxes flipped, each card into a position of its own (WS 10.7)
    brainstorm = real("GGO/SE50-E53")
    assert brainstorm["script"][-1]["effect"][1]["n"] == {"count": {"var": "revealed", "type": "climax"}}
    library = [*LIBRARY, "Filler", "Climax", "Filler", "Climax"]
    p1 = {
        "stage": {"BL": {"code": brainstorm["code"], "label": "S"}},
        "stock": ["Filler"],
        "waiting_room": [{"code": "Filler", "label": f"W{n}"} for n in range(3)],
        "library": library,
    }
    play(
        [brainstorm, CLIMAX],
        {"phase": "main", "p1": p1},
        [
            {"p1": "act", "card": "S", "ability": 3, "expect": {"decision.maximum": 2}},  # two climaxes
            {"p1": "choose", "cards": ["W0", "W1"]},
            {"p1": "option", "option": "slot:FL"},
            {
                "p1": "option",
                "option": "slot:FR",
                "note": "FL is taken by the first card: not offered again",
                "expect": {
                    "card.W0.slots": ["FL"],
                    "card.W1.slots": ["FR"],
                    "card.W2.zone": "p1.waiting_room",
                },
            },
        ],
        "WS 10.7",
    )


def test_the_position_that_this_card_was_on() -> None:
    # KS/W76-E017's given ability: "the position that this card was on" (the stage position, WS 3.4)
    (given,) = compile_text(
        '【ACT】 [Put this card into your waiting room] Choose up to 1 ""To the Crimson Demon Village!"'
        ' Darkness" in your hand, and put it on the position that this card was on.',
        "character",
    )
    assert given.ability["effect"][-1]["slot"] == "this_slot"
    # KS/W76-E008's Fusion: "put it on the position that this card was on" (the slot it is in, M 10.15)
    fusion = (
        '【ACT】 Fusion [Put 1 ""A Break in the Forest" Darkness" from your stage face up underneath this'
        ' card as a marker] Search your deck for up to 1 ""Musclebrained Crusader" Darkness", put it on the'
        " position that this card was on, put this card and all markers underneath this card face up"
        ' underneath that ""Musclebrained Crusader" Darkness" in any order as markers, and shuffle your deck.'
    )
    (was,) = compile_text(fusion, "character")
    (stage,) = compile_text(
        fusion.replace("the position that this card was on", "the stage position that this card is in"),
        "character",
    )
    assert was.automated and {**was.ability, "text": ""} == {**stage.ability, "text": ""}


def test_a_count_of_the_characters_your_opponent_has() -> None:
    # "X is equal to the number of characters your opponent has ×1000", "+1000 power for each character
    # your opponent has": their stage (WS 3.5), the words of IMC/W41-E092's condition in a number
    (times,) = compile_text(
        "【CONT】 This card gets +X power. X is equal to the number of characters your opponent has ×1000.",
        "character",
    )
    (each,) = compile_text(
        "【CONT】 This card gets +1000 power for each character your opponent has.", "character"
    )
    theirs = {"count": {"zone": "stage", "type": "character", "whose": "opponent"}}
    assert (
        times.ability["modifiers"][0]["add"] == each.ability["modifiers"][0]["add"] == {"mul": [theirs, 1000]}
    )
    card = {**FILLER, "code": "T-THEIRS", "name": "Theirs", "text": each.text, "script": [dict(each.ability)]}
    p1 = {"stage": {"FC": {"code": "T-THEIRS", "label": "C"}}, "library": LIBRARY}
    p2 = {"stage": {"FC": "Filler", "BL": "Filler"}, "library": LIBRARY}
    play([card], {"phase": "main", "p1": p1, "p2": p2}, [{"expect": {"card.C.power": 3000}}], "WS 8.9.1")


def test_a_trigger_of_this_card_marked_cont_or_act_is_an_automatic_ability() -> None:
    # BD/W63-E007 ("【ACT】【CXCOMBO】 When this card's battle opponent becomes 【REVERSE】, if …") and
    # MK/S11-TE04 ("【CONT】 ［(1)] When this card attacks, …"): a trigger and an effect are an automatic
    # ability (WS 8.1.1.2.1), whatever mark the data gives them (N27)
    ability = real("BD/W63-E007")["script"][1]
    assert ability["kind"] == "auto" and ability["tags"] == ["cxcombo"]
    assert ability["trigger"] == {"on": "state", "state": "reverse", "battle_opponent": "this"}
    (attack,) = compile_text(
        '【CONT】 ［(1)] When this card attacks, if a card named "Direct Hack" is in your climax area, you'
        " may pay the cost. If you do, choose a character from your waiting room, and return it to your"
        " hand.",
        "character",
    )
    assert attack.ability["kind"] == "auto" and attack.ability["cost"] == [{"stock": 1}]
    # APO/S53-E056: "When you play this card from your hand, …, you may play this card for 0 cost" is
    # no trigger of this card on the stage: it stays as the data marks it (by hand)
    assert real("APO/S53-E056")["script"][0]["kind"] == "cont"


def test_during_this_cards_battle_with_a_condition() -> None:
    # "During this card's battle, if <condition>, …" (a probe: the battle (WS 7.5) and the condition both
    # hold), as "During your opponent's turn, if …" reads
    (battle,) = compile_text(
        "【CONT】 During this card's battle, if the character facing this card is level 2 or higher, this"
        " card gets +1000 power.",
        "character",
    )
    card = {
        **FILLER,
        "code": "T-BATTLE",
        "name": "Battler",
        "text": battle.text,
        "script": [dict(battle.ability)],
    }
    for facing, power in (("Ally", 2000), ("Filler", 1000)):
        p1 = {"stage": {"FC": {"code": "T-BATTLE", "label": "C"}}, "library": LIBRARY}
        p2 = {"stage": {"FC": facing}, "library": LIBRARY}
        steps = [{"p1": "attack", "card": "C", "method": "front", "expect": {"card.C.power": power}}]
        play([card], {"phase": "attack", "step": "declare", "p1": p1, "p2": p2}, steps, "WS 7.5")


def test_plus_x_power_with_other_gains() -> None:
    # ARI/S103-E037: "+X power and 《Drucken》. X is equal to your level ×1000" (each a modifier, WS 8.9)
    card = _made(
        "ARI/S103-E037",
        '【CONT】 All of your other "Conquering the Great Reisen Labyrinth, Shea" get +X power and'
        " 《Drucken》. X is equal to your level ×1000.",
    )
    shea = {**FILLER, "code": "T-SHEA", "name": "Conquering the Great Reisen Labyrinth, Shea"}
    stage = {"BL": card["code"], "FC": {"code": shea["code"], "label": "S"}}
    p1 = {"stage": stage, "level": ["Filler", "Filler"], "library": LIBRARY}
    steps = [{"expect": {"card.S.power": 3000, "card.S.traits": ["Drucken"]}}]
    play([card, shea], {"phase": "main", "p1": p1}, steps, "WS 8.9.1")
    # KS/W76-E082: "+3000 power and +X power. X is equal to the number of markers underneath this card
    # ×500"
    card = _made(
        "KS/W76-E082",
        "【CONT】 This card gets +3000 power and +X power. X is equal to the number of markers underneath"
        " this card ×500.",
    )
    p1 = {"stage": {"FC": {"code": card["code"], "label": "C"}}, "marker": {"FC": ["Filler", "Filler"]}}
    steps = [{"expect": {"card.C.power": 1000 + 3000 + 1000}}]
    play([card], {"phase": "main", "p1": {**p1, "library": LIBRARY}}, steps, "WS 8.9.1")
    # another X in the gains would be a number no step works out: by hand
    (two,) = compile_text(
        "【CONT】 This card gets +X power and +X soul. X is equal to the number of markers underneath this"
        " card ×500.",
        "character",
    )
    assert not two.automated


# ---------------------------------------------------------------- wave 13, second shift: 【CONT】/【ACT】
def test_you_cannot_receive_damage_by_auto_effects_of_your_opponents_characters() -> None:
    # Ffp/W65-E031 (its first line): the gained 【CONT】 shields its controller during its battle
    guard = _made(
        "Ffp/W65-E031",
        "【CONT】 If there is a marker underneath this card, this card gets +8500 power and the following"
        " ability. \"【CONT】 During this card's battle, you cannot receive damage by 【AUTO】 effects of"
        " your opponent's characters.\"",
    )
    # 【AUTO】 [(2) Put 1 card from your hand into your waiting room] When this card attacks, you may pay
    # the cost. If you do, deal 1 damage to your opponent.
    attacker = real("PJS/S91-TE43")
    assert "deal 1 damage to your opponent" in attacker["text"]
    for marker, clock in (({"FC": ["Filler"]}, 0), ({}, 1)):
        me = {
            "stage": {"FC": {"code": attacker["code"], "label": "A"}},
            "stock": ["Filler", "Filler"],
            "hand": ["Filler"],
            "library": LIBRARY,
        }
        them = {"stage": {"FC": guard["code"]}, "marker": marker, "library": LIBRARY}
        play(
            [guard, attacker],
            {"phase": "attack", "step": "declare", "p1": me, "p2": them},
            [
                {"p1": "attack", "card": "A", "method": "front"},
                {"p1": "yes"},
                {"p1": "choose", "cards": ["Filler"], "expect": {"p2.clock.count": clock}},
            ],
            "WS 1.3.3",
        )


def test_you_cannot_receive_1_or_less_damage_by_auto_effects() -> None:
    # ARI/S103-E072: only damage of 1 is not dealt; 2 damage is (WS 1.3.3)
    guard = _made(
        "ARI/S103-E072",
        "【CONT】 If you have 2 or more other 《Classmate》 or 《Teacher》 characters, you cannot receive 1"
        " or less damage by the 【AUTO】 effects of your opponent's characters.",
    )
    classmate = _trait("T-CLASS", "Classmate", "Classmate")
    # "… If you do, deal 1 damage …" ([(2) Put 1 card …]) and "… deal 2 damage …" ([(2) Put 2 cards …])
    for code, discard, clock in (("PJS/S91-TE43", ["Filler"], 0), ("Fab/W120-E049", ["Filler", "Filler"], 2)):
        attacker = real(code)
        me = {
            "stage": {"FC": {"code": code, "label": "A"}},
            "stock": ["Filler", "Filler"],
            "hand": discard,
            "library": LIBRARY,
        }
        them = {"stage": {"FC": guard["code"], "BL": "Classmate", "BR": "Classmate"}, "library": LIBRARY}
        play(
            [guard, attacker, classmate],
            {"phase": "attack", "step": "declare", "p1": me, "p2": them},
            [
                {"p1": "attack", "card": "A", "method": "front"},
                {"p1": "yes"},
                {"p1": "choose", "cards": discard, "expect": {"p2.clock.count": clock}},
            ],
            "WS 1.3.3",
        )


def test_backup_x_gives_the_power_worked_out_when_it_resolves() -> None:
    # AZL/S119-E089: X counts the defender's 《KAN-SEN》 characters (the Backup itself is in the
    # waiting room by then, WS 10.5)
    backup = _made(
        "AZL/S119-E089",
        "【ACT】 【COUNTER】 Backup X, Level 1 [Put this card from your hand into your waiting room] X is"
        " equal to the number of 《KAN-SEN》 characters you have ×500. (Choose 1 of your characters that is"
        " being frontal attacked, and that character gets +X power until end of turn)",
    )
    kansen = _trait("T-KAN", "Kansen", "KAN-SEN")
    p2 = {
        "hand": [backup["code"]],
        "level": ["Filler"],
        "stage": {"FC": {"code": "Ally", "label": "B"}, "BL": "Kansen", "BR": "Kansen", "FL": "Kansen"},
        "library": LIBRARY,
    }
    p1 = {"stage": {"FC": {"code": "Filler", "label": "A"}, "FL": "Filler"}, "library": LIBRARY}
    play(
        [backup, kansen],
        {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
        [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "act", "card": backup["code"]},
            {"p2": "choose", "cards": ["B"], "expect": {"card.B.power": 5000 + 3 * 500}},
        ],
        "WS 10.5",
    )


def test_spellings_of_the_new_sets_read_as_the_usual_words() -> None:
    # the line as printed and as it is meant compile to one script (compiler.MISSPELT, normalise)
    for printed, meant in (
        # GGO/S59-E003
        (
            "【CONT】 If all of your charaters are 《Avatar》 or 《Net》, this card gets +1000 power.",
            "【CONT】 If all of your characters are 《Avatar》 or 《Net》, this card gets +1000 power.",
        ),
        # GGO/S59-E059: a given ability opened with two apostrophes
        (
            "【CONT】 All of your opponent's characters get ''【AUTO】 Encore [Put 1 character from your hand"
            ' into your waiting room]".',
            "【CONT】 All of your opponent's characters get \"【AUTO】 Encore [Put 1 character from your hand"
            ' into your waiting room]".',
        ),
        # 5HY/W101-E086: "and return to your hand", the chosen card's "it" dropped
        (
            "【ACT】 [Put 1 card from your hand into your waiting room & Put this card into your waiting"
            ' room] Choose 1 character with "Miku(三玖)" in its card name in your waiting room, and return'
            " to your hand.",
            "【ACT】 [Put 1 card from your hand into your waiting room & Put this card into your waiting"
            ' room] Choose 1 character with "Miku(三玖)" in its card name in your waiting room, and return'
            " it to your hand.",
        ),
    ):
        made, usual = compile_line(printed, "character"), compile_line(meant, "character")
        assert made.automated and usual.automated
        assert {**made.ability, "text": ""} == {**usual.ability, "text": ""}
    # the chosen card is the one returned
    effect = compile_line(printed, "character").ability["effect"]
    assert effect[-1] == {"do": "move", "cards": "chosen", "to": "hand", "as": "chosen"}


def test_a_continuous_great_performance_is_the_mark_the_attack_declaration_reads() -> None:
    # KS/W55-E088: the mark given while the condition holds (WS 10.6.2 with 8.9)
    guard = _made(
        "KS/W55-E088",
        '【CONT】 If your opponent has a 《Death》 character, this card gains "【CONT】 Great Performance".',
        name="Guard",
    )
    death = _trait("T-DEATH", "Reaper", "Death")
    p2 = {"stage": {"FC": guard["code"]}, "library": LIBRARY}
    for attacker, actions in (
        ("Reaper", ["Reaper: front attack on Guard (Bodyguard)", "End the attack phase"]),
        ("Ally", ["Ally: direct attack", "End the attack phase"]),
    ):
        p1 = {"stage": {"FL": attacker}, "library": LIBRARY}
        play(
            [guard, death],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            [{"expect": {"actions": actions}}],
            "WS 10.6",
        )


# ---------------------------------------------------------------- wave 13, third shift


def test_a_battle_opponent_of_a_trait_lets_you_draw() -> None:
    # DAL/W99-PE02 (a set outside the samples): "that character" is the battle opponent (WS 7.5), its
    # trait checked; the effect need not name it
    origami = _made(
        "DAL/W99-PE02",
        "【AUTO】 When this card's battle opponent becomes 【REVERSE】, if that character is a"
        " 《Celestial Spirit》 character, you may draw 1 card.",
        name="Origami",
        fields={**FILLER["fields"], "power": 6500},
    )
    spirit = _trait("T-SPIRIT", "Spirit", "Celestial Spirit")
    for defender, drawn in (("Spirit", 1), ("Filler", 0)):
        p1 = {"stage": {"FC": {"code": "Origami", "label": "O"}}, "library": LIBRARY}
        p2 = {"stage": {"FC": {"code": defender, "label": "D"}}, "library": LIBRARY}
        steps: list[dict[str, Any]] = [
            {"p1": "attack", "card": "O", "method": "front"},
            {"p2": "pass", "note": "no counter"},
        ]
        if drawn:
            steps.append({"p1": "yes"})
        steps.append({"expect": {"p1.hand.count": drawn}})
        play(
            [origami, spirit],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            steps,
            "WS 7.5",
        )


def test_your_battle_opponent_of_cost_0_to_the_bottom_of_its_owners_deck() -> None:
    # JJ/S66-E107 (a set outside the samples): "your battle opponent" of a trigger on this card is this
    # card's battle opponent (WS 7.5), put at the bottom of its owner's deck (WS 3.1)
    trish = _made(
        "JJ/S66-E107",
        "【AUTO】 When this card becomes 【REVERSE】, if your battle opponent is cost 0 or lower, you may put"
        " that character at the bottom of your opponent's deck.",
        name="Trish",
    )
    costly = {**ALLY, "code": "T-COSTLY", "name": "Costly", "fields": {**ALLY["fields"], "cost": 1}}
    for attacker, sent in (("Ally", True), ("Costly", False)):
        p1 = {"stage": {"FC": {"code": attacker, "label": "A"}}, "library": LIBRARY}
        p2 = {"stage": {"FC": {"code": "Trish", "label": "T"}}, "library": LIBRARY}
        steps: list[dict[str, Any]] = [
            {"p1": "attack", "card": "A", "method": "front"},
            {"p2": "pass", "note": "no counter"},
        ]
        if sent:
            # the bottom card first; the top one went to the trigger check (WS 7.3)
            steps.append(
                {"p2": "yes", "expect": {"card.A.zone": "p1.library", "p1.library": ["Ally", *LIBRARY[1:]]}}
            )
        else:
            steps.append({"expect": {"card.A.zone": "p1.stage", "card.T.zone": "p2.waiting_room"}})
        play(
            [trish, costly],
            {"phase": "attack", "step": "declare", "p1": p1, "p2": p2},
            steps,
            "WS 7.5",
        )


def test_all_players_return_their_waiting_rooms_to_their_decks() -> None:
    # MOB/SX02-020 "Takoyaki" (event): each player's waiting room into that player's own deck, and both
    # decks shuffled (WS 3.1)
    takoyaki = real("MOB/SX02-020")
    p1 = {
        "hand": [{"code": takoyaki["code"], "label": "E"}],
        "level": ["Filler"],
        "waiting_room": ["Filler"] * 3,
        "library": LIBRARY,
    }
    p2 = {"waiting_room": ["Ally", "Filler"], "library": LIBRARY}
    play(
        [takoyaki],
        {"phase": "main", "p1": p1, "p2": p2},
        [
            {
                "p1": "play",
                "card": "E",
                "expect": {
                    "p1.library.count": 13,
                    "p2.library.count": 12,
                    "p2.waiting_room.count": 0,
                    "card.E.zone": "p1.waiting_room",
                },
            }
        ],
        "WS 3.1",
    )
    # the RWBY/WXE01-42 printing ("from their waiting rooms", after a cost): the same steps
    cinder = real("RWBY/WXE01-42")["script"][0]["effect"]
    assert cinder == takoyaki["script"][0]["effect"]
    assert cinder == [
        {"do": "move", "cards": {"zone": "waiting_room"}, "to": "library"},
        {"do": "shuffle", "zone": "library"},
        {"do": "move", "cards": {"zone": "waiting_room", "whose": "opponent"}, "to": "library"},
        {"do": "shuffle", "zone": "library", "whose": "opponent"},
    ]


def test_all_players_levels_and_their_clocks_into_their_waiting_rooms() -> None:
    # BNJ/SX01-096 (event): "If all players are level 3 or higher, all players put all cards from their
    # clock into their waiting room. Put this card into your memory." Both levels checked (WS 2.4), each
    # player's clock into that player's waiting room (WS 3.1)
    event = real("BNJ/SX01-096")
    blue = {**FILLER, "code": "T-BLUE", "name": "Blue Filler", "colours": ["blue"]}  # the event's colour
    for their_level, cleared in ((3, True), (2, False)):
        p1 = {
            "hand": [{"code": event["code"], "label": "E"}],
            "level": ["Blue Filler"] * 3,
            "stock": ["Filler"] * 4,
            "clock": ["Filler"] * 2,
            "library": LIBRARY,
        }
        p2 = {"level": ["Filler"] * their_level, "clock": ["Filler"] * 4, "library": LIBRARY}
        expect = {"card.E.zone": "p1.memory", "p1.clock.count": 0 if cleared else 2}
        expect["p2.clock.count"] = 0 if cleared else 4
        play(
            [event, blue],
            {"phase": "main", "p1": p1, "p2": p2},
            [{"p1": "play", "card": "E", "expect": expect}],
            "WS 2.4",
        )


def test_all_players_each_do_the_step_on_their_own_cards() -> None:
    # the steps of lines whose other sentences are by hand, each played alone after a trigger: KS/W76-E047a
    # "all players put the top card of their decks into their stock", AZL/S119-E030 "All players put the
    # top 3 cards of their deck into their waiting room", LSS/WE27-E51 "all players draw a card" (WS 3.1)
    for step, zone, n in (
        ("all players put the top card of their decks into their stock", "stock", 1),
        ("all players put the top 3 cards of their deck into their waiting room", "waiting_room", 3),
        ("all players draw a card", "hand", 1),
    ):
        card = _made(
            "T-ALL", f"【AUTO】 When this card is placed on the stage from your hand, {step}.", name="All"
        )
        p1 = {"hand": [{"code": "All", "label": "C"}], "library": LIBRARY}
        expect = {
            f"p1.{zone}.count": n,
            f"p2.{zone}.count": n,
            "p1.library.count": 10 - n,
            "p2.library.count": 10 - n,
        }
        play(
            [card],
            {"phase": "main", "p1": p1, "p2": {"library": LIBRARY}},
            [{"p1": "play", "card": "C", "slot": "FC", "expect": expect}],
            "WS 3.1",
        )


def test_wave_13_third_shift_mutants_read_otherwise_or_not_at_all() -> None:
    # each new piece's line with one word changed: another script, or by hand
    origami = (
        "【AUTO】 When this card's battle opponent becomes 【REVERSE】, if that character is a"
        " 《Celestial Spirit》 character, you may draw 1 card."
    )
    trish = (
        "【AUTO】 When this card becomes 【REVERSE】, if your battle opponent is cost 0 or lower, you may put"
        " that character at the bottom of your opponent's deck."
    )
    takoyaki = "All players return all cards in their waiting rooms to their decks, and shuffle their decks."
    quake = (
        "If all players are level 3 or higher, all players put all cards from their clock into their waiting"
        " room. Put this card into your memory."
    )
    lines = {
        origami: [
            ("Celestial Spirit", "Date"),
            ("you may draw 1 card", "draw 1 card"),
            ("1 card", "2 cards"),
        ],
        trish: [("lower", "higher"), ("0", "1"), ("bottom", "top")],
        takoyaki: [
            ("waiting rooms", "clocks"),
            ("decks, and", "hands, and"),
            ("shuffle their decks", "shuffle your deck"),
        ],
        quake: [("higher", "lower"), ("3", "2"), ("waiting room. Put", "stock. Put")],
    }
    for text, swaps in lines.items():
        card_type = "event" if text in (takoyaki, quake) else "character"
        (original,) = compile_text(text, card_type)
        assert original.automated, text
        for old, new in swaps:
            mutant = text.replace(old, new, 1)
            assert mutant != text
            (changed,) = compile_text(mutant, card_type)
            assert not changed.automated or changed.ability != {**original.ability, "text": mutant}, mutant
    for mutant, card_type in (
        # "that character" named by the effect, "not a", another subject: by hand
        (
            origami.replace(
                "you may draw 1 card", "you may draw 1 card, and put that character into your clock"
            ),
            "character",
        ),
        (origami.replace("is a", "is not a"), "character"),
        (origami.replace("that character is", "your opponent's character is"), "character"),
        (trish.replace("your battle opponent", "your opponent's battle opponent"), "character"),
        # the owner's zones (WS 3.1): "your" for all players' cards is by hand
        (takoyaki.replace("in their waiting rooms", "in your waiting room"), "event"),
        (quake.replace("from their clock", "from your clock"), "event"),
        (quake.replace("into their waiting room", "into your waiting room"), "event"),
        (quake.replace("all players put", "your opponent puts"), "event"),
    ):
        assert not compile_text(mutant, card_type)[0].automated, mutant


def test_a_misspelt_character_reads_as_the_word() -> None:
    # Fdl/W65-TE16 (a set outside the samples): the printed typo read as "character"
    card = _made(
        "Fdl/W65-TE16",
        "【AUTO】 When a climax is placed on your climax area, choose 1 of your characters, and that"
        " charcacter gets +1000 power until end of turn.",
    )
    fixed = compile_line(card["text"].replace("charcacter", "character"), "character").ability
    assert card["script"][0] == {**fixed, "text": card["text"]}
    power = int(card["fields"]["power"])
    p1 = {
        "stage": {"FC": {"code": card["code"], "label": "K"}, "FL": {"code": "Filler", "label": "F"}},
        "hand": [{"code": "Climax", "label": "C"}],
        "clock": ["Filler"],  # a yellow card, for the yellow climax (WS 6.5.1.2)
        "library": LIBRARY,
    }
    play(
        [card, CLIMAX],
        {"phase": "main", "p1": p1, "p2": {"library": LIBRARY}},
        [
            {"p1": "pass", "note": "the climax phase begins"},
            {"p1": "play", "card": "C"},
            {"p1": "choose", "cards": ["F"], "expect": {"card.F.power": 2000, "card.K.power": power}},
        ],
        "WS 8.7",
    )


def test_that_character_is_your_other_character_with_change_placed() -> None:
    # SPY/S106-E092: "【AUTO】 When your other character with "Change" is placed on the stage from your
    # hand, that character gets +1500 power until end of turn." "that character" is the character of
    # the trigger (WS 8.7.1), one with "Change" (WS 10.8); a character without it does not trigger
    spy = real("SPY/S106-E092")
    changer = real("AB/W31-E027")  # 【AUTO】 Change […]
    changer = {**changer, "fields": {**changer["fields"], "level": 0, "cost": 0}, "colours": ["yellow"]}
    power = int(changer["fields"]["power"])
    for placed, bonus in ((changer["code"], 1500), ("Filler", 0)):
        p1 = {"hand": [{"code": placed, "label": "C"}], "stage": {"FL": spy["code"]}, "library": LIBRARY}
        play(
            [spy, changer],
            {"phase": "main", "p1": p1, "p2": {"library": LIBRARY}},
            [
                {"p1": "play", "card": "C", "slot": "FC"},
                {"expect": {"card.C.power": (power if bonus else 1000) + bonus}},
            ],
            "WS 8.7",
        )
    # mutants: the opponent's character reads as theirs, "without" by hand
    theirs = spy["text"].replace("your other", "your opponent's").replace("your hand", "their hand")
    assert compile_line(theirs, "character").ability["trigger"]["whose"] == "opponent"
    assert not compile_line(spy["text"].replace("with", "without"), "character").automated
