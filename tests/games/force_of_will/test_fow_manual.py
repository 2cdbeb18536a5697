"""Judgment and the J-ruler by hand: the same card between field and ruler area (FoW 302.3), turned over."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from games.force_of_will.fow_helpers import DEMO, J_RULER, RULER, from_position, set_up

from desktop_app.engine.decisions import Choice, IllegalChoiceError, ManualAction
from desktop_app.engine.game import Game


def manual(game: Game, player: int, verb: str, **fields: Any) -> None:
    game.apply(Choice(player, manual=ManualAction(verb, **fields)))


def ruler_game(**ruler: Any) -> tuple[Game, int]:
    game = from_position(
        {
            "turn": 3,
            "phase": "main",
            "p1": {"ruler_area": [{"code": RULER, "label": "ruler", **ruler}], "deck": ["FWD-001"] * 3},
            "p2": {"ruler_area": ["FWD-R02"], "deck": ["FWD-007"] * 3},
        }
    )
    card_id = game.position_card("ruler")
    assert card_id is not None
    return game, card_id


def test_judgment_by_hand_keeps_the_card_and_turns_it_over() -> None:  # FoW 302.3, 705.3
    game, ruler = ruler_game(counters={"mana": 1})
    manual(game, 0, "move", card=ruler, zone="p1.field")
    card = game.card(ruler)  # the same object
    assert card.zone == "p1.field" and card.state == "recovered" and card.counter("mana") == 1
    manual(game, 0, "flip", card=ruler)
    card = game.card(ruler)
    assert (card.code, card.side, card.face_up) == (J_RULER, 1, True)
    assert game.number(card, "atk") == 800
    view = game.observation(1).card(ruler)
    assert view is not None and view.name == game.definition(J_RULER).name  # both see the J-ruler now
    assert any("is turned over" in line for line in game.observation(1).log)


def test_a_rested_ruler_keeps_its_orientation_into_the_field() -> None:  # FoW 302.3
    game, ruler = ruler_game(state="rested")
    manual(game, 0, "move", card=ruler, zone="p1.field")
    assert game.card(ruler).state == "rested"


def test_a_destroyed_j_ruler_goes_back_ruler_side_up_with_its_counters() -> None:  # FoW 1010.1a, 1022.3
    game, ruler = ruler_game()
    manual(game, 0, "move", card=ruler, zone="p1.field")
    manual(game, 0, "flip", card=ruler)
    manual(game, 0, "counter", card=ruler, name="+100/+100", amount=2)
    assert game.number(ruler, "atk") == 1000 and game.number(ruler, "def") == 1000
    manual(game, 0, "move", card=ruler, zone="p1.ruler_area")
    manual(game, 0, "flip", card=ruler)
    manual(game, 0, "counter", card=ruler, name="astral", amount=1)
    card = game.card(ruler)
    assert (card.code, card.side, card.zone) == (RULER, 0, "p1.ruler_area")
    assert card.counters == {"+100/+100": 2, "astral": 1}


def test_counters_go_when_the_card_leaves_field_and_ruler_area() -> None:  # FoW 1022.3
    game, ruler = ruler_game(counters={"astral": 1})
    manual(game, 0, "move", card=ruler, zone="p1.graveyard")
    assert game.cards_in("p1.graveyard")[0].counters == {}


def test_a_ruler_is_never_turned_face_down() -> None:  # FoW 303.2a
    plain = replace(DEMO[RULER], code="PLAIN", stats={})  # a ruler with no other side
    game = from_position({"turn": 3, "phase": "main", "p1": {"ruler_area": ["PLAIN"]}}, extra=[plain])
    card = game.cards_in("p1.ruler_area")[0]
    with pytest.raises(IllegalChoiceError, match="always face up"):
        manual(game, 0, "flip", card=card.id)
    assert game.card(card.id).face_up


def test_turning_over_needs_the_other_side_in_the_game() -> None:
    lone = replace(DEMO["FWD-R02J"], code="LONE-J", stats={**DEMO["FWD-R02J"].stats, "other_side": "LONE"})
    game = from_position({"turn": 3, "phase": "main", "p1": {"field": ["LONE-J"]}}, extra=[lone])
    card = game.cards_in("p1.field")[0]
    with pytest.raises(IllegalChoiceError, match=r"other side of .* \(LONE\) is not in this game"):
        manual(game, 0, "flip", card=card.id)
    assert game.card(card.id).code == "LONE-J"


def test_other_cards_flip_face_down_and_up() -> None:
    game = set_up()
    card = game.cards_in("p1.hand")[0]
    manual(game, 0, "move", card=card.id, zone="p1.removed")
    moved = game.cards_in("p1.removed")[0]
    manual(game, 0, "flip", card=moved.id)
    (flipped,) = game.cards_in("p1.removed")
    # removed face down: hidden (FoW 311.2a), and a new object nobody can follow by its id
    assert not flipped.face_up and flipped.id != moved.id
    assert game.observation(1).zones["p1.removed"].cards[0].code is None


def test_a_change_of_control_is_no_new_card() -> None:  # FoW 307.8, 302.3
    game = from_position(
        {"turn": 3, "phase": "main", "p1": {"field": [{"code": "FWD-001", "label": "squire"}]}}
    )
    squire = game.position_card("squire")
    assert squire is not None
    manual(game, 1, "move", card=squire, zone="p2.field")
    assert game.card(squire).controller == 1 and game.card(squire).owner == 0


def test_judgment_undoes_and_replays() -> None:
    game, ruler = ruler_game()
    before = game.state.clone()
    manual(game, 0, "move", card=ruler, zone="p1.field")
    manual(game, 0, "flip", card=ruler)
    assert game.replay().state == game.state
    game.undo(2)
    assert game.state == before
