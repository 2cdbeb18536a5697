"""A not-automated ability whose trigger matches is announced, never silently skipped (issue 14).

The card-text compilers keep the trigger of a line they cannot read whole
(``games._compiler.LineCompiler``, each game's ``read_trigger``); the engine announces such an
ability when an event matches it (``AbilityEngine.announce``) and does nothing else. Each test
uses a real card's exact text from ``shared/samples/full`` beside the repository; the ability data is built
from the game's trigger reader, not from the whole compiler, so the tests hold when other
templates make more lines automated.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from games.one_piece.op_helpers import TEST_LEADER
from helpers.samples import SHARED_SAMPLES
from helpers.ws_records import project_record

from card_db.importers import read_path
from desktop_app.engine.abilities import ANNOUNCED
from desktop_app.engine.game import Game
from desktop_app.games.force_of_will import compiler as fow
from desktop_app.games.one_piece import compiler as op
from desktop_app.games.weiss_schwarz import compiler as ws
from desktop_app.scenarios.runner import ScenarioRun

FULL = SHARED_SAMPLES / "full"
pytestmark = pytest.mark.skipif(not FULL.exists(), reason="the shared sample files are not here")
BY_HAND = "this ability is not automated, do it by hand"

# KGL/S79-E008 Tank-Class, Chika (automated since wave 5's third round; the tests give it this
# line by hand, as the compiler keeps one it cannot read)
CHIKA = (
    "【AUTO】 When this card is placed on the stage from your hand, choose up to 1 of your opponent's "
    "characters, put it into their memory, and your opponent puts that character from their memory on any "
    "position of their stage."
)
# ST01-012 Monkey.D.Luffy: "cannot activate [Blocker]" is not in the templates
LUFFY = "[DON!! x2] [When Attacking] Your opponent cannot activate [Blocker] during this battle."
# SDR4-002 Elven Guide: "put one from among them in your graveyard and the rest on the bottom"
ELF = (
    "When this card enters the field ⇒ Look at the top three cards of your deck. Put one from among them "
    "in your graveyard and the rest on the bottom of your deck in any order."
)


def by_hand(read: Callable[[str, str], Any], line: str, card_type: str, **more: Any) -> dict[str, Any]:
    """The not-automated ability the compiler keeps for ``line``: its trigger and text."""
    fields = read(line, card_type)
    assert fields is not None, line
    return {"kind": "auto", **fields, **more, "text": line, "automated": False}


def announcements(game: Game, viewer: int) -> list[str]:
    lines = game.log_lines(viewer)
    return [lines[i] for i, event in enumerate(game.events) if event.kind == ANNOUNCED]


def run(data: dict[str, Any]) -> Game:
    scenario = ScenarioRun({"title": "by hand", "rules": [data.pop("rule")], **data}, "test")
    scenario.run()
    return scenario.game


# ====================================================================== reading the trigger
def test_the_compilers_keep_the_trigger_of_a_line_they_do_not_read_whole() -> None:
    for compile_line, line, card_type, trigger in (
        (ws.compile_line, CHIKA, "character", {"on": "move", "card": "this", "from": "hand", "to": "stage"}),
        (op.compile_line, LUFFY, "character", {"on": "op.attack", "card": "this"}),
        (fow.compile_line, ELF, "resonator", {"on": "move", "card": "this", "to": "field"}),
    ):
        compiled = compile_line(line, card_type)
        if not compiled.automated:  # (a template added later may read it whole)
            assert compiled.ability["kind"] == "auto" and compiled.ability["trigger"] == trigger
            assert compiled.ability["text"] == line


def test_the_conditions_read_with_the_trigger() -> None:
    # OP 10-2-9: [DON!! x2]
    assert op.read_trigger(LUFFY, "character") == {
        "trigger": {"on": "op.attack", "card": "this"},
        "condition": {"op.don": 2},
    }
    # KGL/S79-E050: the first of two conditions joined by "and" is kept (it announces more often than
    # the ability applies, never less); the cost is paid by hand with the rest
    e050 = (
        '【AUTO】 【CXCOMBO】 [(1)] When this card attacks, if "Exchange Party Aftermath" is in your '
        "climax area, and you have another 《Shuchiin》 character, you may pay the cost. If you do, deal 1 "
        "damage to your opponent, and this card gets +2000 power until the end of your opponent's next "
        "turn. (Damage may be canceled)"
    )
    read = ws.read_trigger(e050, "character")
    assert read is not None and read["trigger"] == {"on": "attack", "card": "this"} and "condition" in read
    # alternatives would announce less often than it applies: no condition then
    level = "your level is 3 or higher"
    for conditions in (f"{level}, or something", f"{level}, {level}, or something"):
        either = f"【AUTO】 When this card attacks, if {conditions}, draw a card."
        assert ws.read_trigger(either, "character") == {"trigger": {"on": "attack", "card": "this"}}
    both = f"【AUTO】 When this card attacks, if {level}, {level}, and something, draw a card."
    assert ws.read_trigger(both, "character") == {
        "trigger": {"on": "attack", "card": "this"},
        "condition": ws.GRAMMAR.parse("condition", level),
    }


def test_a_trigger_the_compiler_cannot_read_is_not_announced() -> None:
    # AOT/S35: "when your character moves to another stage position" is no trigger the templates know
    line = (
        "【AUTO】 During the attack phase, when your character moves to another stage position, that "
        "character gets +1000 power until end of turn."
    )
    assert ws.read_trigger(line, "character") is None
    # FoW 1140.2: a chant does not enter the field, so its enter trigger is not read
    assert fow.read_trigger(ELF, "chant") is None
    # OP: an activated ability is not triggered
    assert op.read_trigger("[Activate: Main] You may rest this Character: Frobnicate.", "character") is None


# ====================================================================== Weiß Schwarz
@cache
def _ws_raw() -> dict[str, dict[str, Any]]:
    return {raw["code"]: raw for raw in json.loads((FULL / "ws-KGL_S79.json").read_text(encoding="utf-8"))}


WS_FILLER = {
    "code": "T-FILL",
    "name": "Filler",
    "type": "character",
    "colours": ["yellow"],
    "fields": {"level": 0, "cost": 0, "power": 1000, "soul": 1, "triggers": []},
}


def ws_game(chika: dict[str, Any], steps: list[dict[str, Any]]) -> Game:
    return run(
        {
            "rule": "WS 8.7",
            "game": "weiss-schwarz",
            "cards": [WS_FILLER, chika],
            "position": {
                "turn": 4,
                "turn_player": "p1",
                "phase": "main",
                "p1": {"hand": [chika["code"]], "library": ["Filler"] * 10},
                "p2": {"library": ["Filler"] * 10},
            },
            "step": steps,
        }
    )


def test_ws_a_not_automated_auto_ability_is_announced_to_both_seats_and_does_nothing() -> None:
    chika = project_record(_ws_raw()["KGL/S79-E008"])
    chika["script"] = [by_hand(ws.read_trigger, CHIKA, "character")]
    game = ws_game(chika, [{"p1": "play", "card": chika["code"], "slot": "FC"}])  # WS 8.7
    for seat in (0, 1):
        (line,) = announcements(game, seat)
        assert line == f"'Tank-Class, Chika' (P1): {BY_HAND}: {CHIKA}"
        assert game.observation(seat).log[-1] == line  # the seat's log at the table
    assert not game.state.pending  # nothing waits to be played …
    assert game.decision is not None and game.decision.player == 0  # … and the main phase goes on


def test_ws_a_card_the_other_seat_cannot_see_is_not_named_to_it() -> None:
    # the same ability, made to work in the hand (hidden from the opponent, WS 3.1.2) at the start
    # of the climax phase
    chika = project_record(_ws_raw()["KGL/S79-E008"])
    phase = {"on": "phase", "phase": "climax", "step": "", "turn": "yours"}
    chika["script"] = [
        {"kind": "auto", "trigger": phase, "zones": ["hand"], "text": CHIKA, "automated": False}
    ]
    game = ws_game(chika, [{"p1": "pass"}])
    (own,) = announcements(game, 0)
    (other,) = announcements(game, 1)
    # the controller, who sees the card, reads its name and the text to carry out …
    assert own == f"'Tank-Class, Chika' (P1): {BY_HAND}: {CHIKA}"
    assert own in game.observation(0).log  # the seat's log at the table
    # … the other seat an anonymous line, and nothing of the card reaches it
    assert other == "a card (P1): an ability of this card is not automated, do it by hand"
    assert other in game.observation(1).log
    assert not any("Chika" in line or "memory" in line for line in game.log_lines(1))
    hidden = [event.for_viewer(1) for event in game.events if event.kind == ANNOUNCED]
    assert [(event.cards, event.names, dict(event.data)) for event in hidden] == [((-1,), ("",), {})]
    assert CHIKA not in repr(game.observation(1))


# ====================================================================== ONE PIECE
@cache
def _op_records() -> dict[str, dict[str, Any]]:
    return {r.code: r.to_dict() for r in read_path("one-piece", FULL / "op-569001.json").records}


OP_FILLER = {
    "code": "T-FILL",
    "name": "Filler",
    "type": "character",
    "colours": ["red"],
    "fields": {"cost": 1, "power": 3000, "types": ["Test Crew"]},
}


@pytest.mark.parametrize("don", [1, 2])
def test_op_when_attacking_is_announced_only_when_its_don_condition_holds(don: int) -> None:
    luffy = dict(_op_records()["ST01-012"])
    luffy["script"] = [by_hand(op.read_trigger, LUFFY, "character")]
    deck, life = ["Filler"] * 8, ["Filler"] * 3
    attacker = {"code": luffy["code"], "label": "att", "attached": ["DON!!"] * don}
    game = run(
        {
            "rule": "OP 10-2-9",
            "game": "one-piece",
            "cards": [OP_FILLER, TEST_LEADER, luffy],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "p1": {"leader": ["T-LEAD"], "deck": deck, "life": life, "character": {"C1": attacker}},
                "p2": {"leader": [{"code": "T-LEAD", "label": "foe"}], "deck": deck, "life": life},
            },
            "step": [{"p1": "attack", "card": "att", "attacks": "leader"}],
        }
    )
    expected = [f"'Monkey.D.Luffy' (P1): {BY_HAND}: {LUFFY}"] if don == 2 else []
    assert announcements(game, 1) == expected


# ====================================================================== Force of Will
def test_fow_an_enter_ability_not_automated_is_announced_when_the_resonator_enters() -> None:
    records = {r.code: r.to_dict() for r in read_path("force-of-will", FULL / "fow-cards.json").records}
    elf, stone = records["SDR4-002"], records["VIN001-094"]  # VIN001-094: {Rest}: Produce {G}.
    elf["script"] = [by_hand(fow.read_trigger, ELF, "resonator")]
    stone["script"] = [dict(c.ability) for c in fow.compile_text(stone["text"], stone["type"])]
    deck = ["FWD-013"] * 5
    game = run(
        {
            "rule": "FoW 1140.2",
            "game": "force-of-will",
            "cards": [elf, stone],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "p1": {
                    "ruler_area": ["FWD-R01"],
                    "deck": deck,
                    "hand": ["SDR4-002"],
                    "stones": [stone["code"]] * 2,
                },
                "p2": {"ruler_area": ["FWD-R02"], "deck": deck},
            },
            # FoW 702.3: it resolves into the field, and its [Enter] would trigger there (906)
            "step": [{"p1": "play", "card": "SDR4-002"}, {"p1": "pass"}, {"p2": "pass"}],
        }
    )
    for seat in (0, 1):
        assert announcements(game, seat) == [f"'Elven Guide' (P1): {BY_HAND}: {ELF}"]
    assert not game.state.pending and [c.code for c in game.cards_in("p1.field")] == ["SDR4-002"]
