"""The turn in manual mode (L&L 7), acceptance test 4, the Level Phase, refresh and losses (10)."""

from __future__ import annotations

from typing import Any

import pytest
from games.luck_and_logic.ll_helpers import advance, field, from_position, set_up

from desktop_app.agents import RandomAgent, ask
from desktop_app.engine.decisions import Choice, ManualAction
from desktop_app.engine.game import Game


def manual(game: Game, player: int, verb: str, **fields: Any) -> None:
    game.apply(Choice(player, manual=ManualAction(verb, **fields)))


def level_options(game: Game) -> list[str]:
    return [o.key for o in game.legal_actions() if o.action == "level"]


def test_acceptance_4_first_players_first_turn() -> None:  # L&L 7.3.3, 7.3.5, 7.4.3.1, 8.2.3
    game = set_up()
    assert game.state.phase == "stand" and game.decision is not None and game.decision.checkpoint
    advance(game)
    assert game.state.phase == "draw" and game.count("p1.hand") == 7 and game.count("p1.stock") == 1
    assert not game.cards_in("p1.stock")[0].face_up
    advance(game)
    assert game.state.phase == "level" and len(level_options(game)) == 7
    game.apply(Choice.pick(0, level_options(game)[0]))
    level = game.cards_in("p1.level")
    assert len(level) == 1 and not level[0].face_up and level[0].state == "standing"
    assert level_options(game) == []  # one card per Level Phase
    assert game.ruleset.player_values(game, 0) == {
        "level": 1,
        "attack_limit": 0,
        "rp": 0,
        "stock": 1,
        "gates": 6,
    }
    assert game.observation(1).zones["p1.level"].cards[0].code is None  # face down: its owner's (4.7.1.2)
    assert game.observation(0).zones["p1.level"].cards[0].code is not None


def test_the_second_players_level_card_goes_in_face_up() -> None:  # L&L 7.4.3.1
    game = set_up()
    game.apply(Choice.pick(0, "end_turn"))
    advance(game, 2)
    assert (game.state.turn, game.state.phase) == (2, "level")
    game.apply(Choice.pick(1, level_options(game)[0]))
    assert game.cards_in("p2.level")[0].face_up
    assert game.ruleset.player_values(game, 1)["attack_limit"] == 1


def test_phases_in_order() -> None:  # L&L 7.1.2
    game = set_up()
    seen = []
    while game.state.turn == 1:
        seen.append(game.state.phase)
        advance(game)
    assert seen == ["stand", "draw", "level", "main", "battle", "end"]


def test_acceptance_7_level_swap_at_the_limit() -> None:  # L&L 7.4.3.1.1, 5.11, 4.1.3.1.3
    game = from_position(
        {
            "turn": 3,
            "phase": "level",
            "p1": field(
                hand=[{"code": "LLD-103", "label": "new"}],
                level=[
                    "LLD-101",
                    "LLD-101",
                    "LLD-102",
                    {"code": "LLD-102", "state": "rested", "label": "old"},
                ],
            ),
            "p2": field(),
        }
    )
    game.apply(Choice.pick(0, level_options(game)[0]))
    decision = game.decision
    assert decision is not None and decision.rule == "L&L 7.4.3.1.1" and len(decision.options) == 4
    old = game.position_card("old")
    game.apply(Choice.pick(0, f"card:{old}"))
    assert [c.code for c in game.cards_in("p1.hand")] == ["LLD-102"]
    new = [c for c in game.cards_in("p1.level") if c.code == "LLD-103"]
    assert game.count("p1.level") == 4 and new[0].face_up and new[0].state == "standing"


def test_stand_phase_stands_own_field_and_level_but_not_the_my_logicalist() -> None:  # L&L 7.2.4
    rested = {"state": "rested"}
    game = from_position(
        {
            "turn": 3,
            "phase": "stand",
            "p1": field(
                circles={"FC": {"code": "LLD-101", **rested}},
                level=[{"code": "LLD-102", **rested}],
                my_logicalist=[{"code": "LLD-ML1", **rested}],
            ),
            "p2": field(circles={"FC": {"code": "LLD-201", **rested}}),
        }
    )
    assert game.cards_in("p1.circles")[0].state == "standing"
    assert game.cards_in("p1.level")[0].state == "standing"
    assert game.cards_in("p1.my_logicalist")[0].state == "rested"
    assert game.cards_in("p2.circles")[0].state == "rested"


def test_end_phase_drops_paradoxes_and_keeps_the_hand_limit() -> None:  # L&L 7.7.4, 7.7.6
    game = from_position(
        {
            "turn": 3,
            "phase": "battle",
            "p1": field(hand=["LLD-101"] * 10, paradox=["LLD-P01"]),
            "p2": field(paradox=["LLD-P02"]),
        }
    )
    advance(game)
    assert game.state.phase == "end" and game.count("p1.paradox") == 0 and game.count("p2.paradox") == 0
    assert game.count("p1.drop") == 1 and game.count("p2.drop") == 1
    advance(game)
    decision = game.decision
    assert decision is not None and decision.rule == "L&L 7.7.6" and decision.minimum == 2
    game.apply(Choice.pick(0, *decision.keys()[:2]))
    assert game.count("p1.hand") == 8 and (game.state.turn, game.state.turn_player) == (4, 1)


def test_running_out_refreshes_and_the_second_refresh_loses() -> None:  # L&L 10.2, 10.9, 10.3.1.2
    game = from_position(
        {
            "turn": 3,
            "phase": "draw",
            "p1": {**field(), "deck": ["LLD-101", "LLD-102"], "drop": ["LLD-103"] * 3},
            "p2": field(),
        }
    )
    assert game.count("p1.hand") == 2 and game.count("p1.refresh") == 1 and game.count("p1.stock") == 1
    assert game.value("p1.rp") == 0 and game.count("p1.deck") == 1 and game.outcome is None
    assert any("P1 refreshes" in line for line in game.log_lines())
    for card in game.cards_in("p1.hand"):
        manual(game, 0, "move", card=card.id, zone="p1.drop")
    manual(game, 0, "draw", amount=1)  # the deck is empty again: the next check timing refreshes
    assert game.value("p1.rp") == 0 and game.count("p1.refresh") == 2
    assert game.outcome is not None and game.outcome.winner == 1 and game.outcome.rule == "L&L 10.3.1"
    assert "2 or more cards in the Refresh Zone" in game.outcome.reason


def test_an_empty_drop_zone_at_the_refresh_loses() -> None:  # L&L 10.2.2.1
    game = from_position({"turn": 3, "phase": "main", "p1": {**field(), "deck": ["LLD-101"]}, "p2": field()})
    manual(game, 0, "draw", amount=1)
    assert game.outcome is not None and game.outcome.winner == 1 and game.outcome.rule == "L&L 10.2.2.1"


def test_no_cards_in_deck_or_drop_loses() -> None:  # L&L 10.2.2.1
    game = from_position({"turn": 3, "phase": "main", "p1": {**field(), "deck": []}, "p2": field()})
    assert game.outcome is not None and game.outcome.winner == 1 and game.outcome.rule == "L&L 10.2.2.1"


def test_destroying_the_last_gate_loses() -> None:  # L&L 10.3.1.1, 5.32
    game = from_position({"turn": 3, "phase": "battle", "p1": field(), "p2": field()})
    for gate in game.cards_in("p2.gate_zones")[:-1]:
        manual(game, 0, "flip", from_zone="p2.gate_zones", index=game.ids("p2.gate_zones").index(gate.id))
    assert game.outcome is None and game.ruleset.player_values(game, 1)["gates"] == 1
    manual(game, 0, "flip", from_zone="p2.gate_zones", index=-1)
    assert game.outcome is not None and game.outcome.winner == 0 and game.outcome.rule == "L&L 10.3.1"


def test_a_position_in_an_unknown_phase_is_refused() -> None:
    with pytest.raises(ValueError, match="stand, draw, level, main, battle, end"):
        from_position({"phase": "attack", "p1": field(), "p2": field()})


def test_turn_limit_ends_the_game_as_a_draw() -> None:
    game = set_up(turn_limit=1)
    game.apply(Choice.pick(0, "end_turn"))
    assert game.outcome is not None and game.outcome.winner is None


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_play_ends_and_replays(seed: int) -> None:
    game = set_up(seed)
    game.verify_checkpoints = True
    agent = RandomAgent(seed)
    while game.decision is not None:
        game.apply(ask(agent, game))
    assert game.outcome is not None
    replayed = game.replay()
    assert replayed.state == game.state and replayed.log_lines() == game.log_lines()


def test_undo_returns_to_an_equal_state() -> None:
    game = set_up()
    game.verify_checkpoints = True
    advance(game, 2)
    before = game.state.clone()
    game.apply(Choice.pick(0, level_options(game)[0]))
    advance(game, 3)
    game.undo(4)
    assert game.state == before
