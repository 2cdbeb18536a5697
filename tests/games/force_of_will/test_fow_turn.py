"""The turn in manual mode (FoW 500–505), acceptance tests 1 and 3, rule processes (1202, 1205)."""

from __future__ import annotations

from typing import Any

import pytest
from games.force_of_will.fow_helpers import RULER, advance, from_position, set_up

from desktop_app.agents import RandomAgent
from desktop_app.engine.decisions import Choice, IllegalChoiceError, ManualAction
from desktop_app.engine.game import Game

STONE = "FWD-S01"


def manual(game: Game, player: int, verb: str, **fields: Any) -> None:
    game.apply(Choice(player, manual=ManualAction(verb, **fields)))


def phases_of_turn(game: Game) -> list[str]:
    """Advance through one turn, returning the phases it stopped in."""
    seen, turn = [], game.state.turn
    while game.state.turn == turn:
        seen.append(game.state.phase)
        advance(game)
    return seen


def test_acceptance_1_first_turns() -> None:  # FoW 502.3, 503.1
    game = set_up()
    assert game.decision is not None and game.decision.checkpoint
    assert game.count("p1.hand") == 5  # no draw on turn 1
    assert phases_of_turn(game) == ["draw", "main", "end"]  # no recovery phase
    assert game.state.turn == 2 and game.count("p2.hand") == 6  # P2 draws on turn 2


def test_acceptance_1_a_stone_rested_on_turn_1_stays_rested_on_turn_2() -> None:  # FoW 503.1, 503.5
    game = from_position(
        {
            "turn": 1,
            "phase": "main",
            "p1": {"ruler_area": [RULER], "deck": ["FWD-001"] * 5},
            "p2": {
                "ruler_area": ["FWD-R02"],
                "stones": [{"code": "FWD-S02", "state": "rested"}],
                "deck": ["FWD-007"] * 5,
            },
        }
    )
    advance(game, 2)
    assert (game.state.turn, game.state.phase) == (2, "draw")
    assert phases_of_turn(game) == ["draw", "main", "end"]
    assert game.cards_in("p2.stones")[0].state == "rested"
    assert phases_of_turn(game) == ["draw", "recovery", "main", "end"]  # turn 3: P1's recovery
    advance(game)  # turn 4: P2's recovery phase
    assert game.state.phase == "recovery" and game.cards_in("p2.stones")[0].state == "recovered"


def test_recovery_recovers_only_the_turn_players_cards() -> None:  # FoW 503.5
    game = from_position(
        {
            "turn": 5,
            "phase": "recovery",
            "p1": {
                "ruler_area": [{"code": RULER, "state": "rested"}],
                "field": [{"code": "FWD-001", "state": "rested"}],
                "stones": [{"code": STONE, "state": "rested"}],
                "deck": ["FWD-001"] * 3,
            },
            "p2": {"stones": [{"code": "FWD-S02", "state": "rested"}], "deck": ["FWD-007"] * 3},
        }
    )
    for key in ("p1.ruler_area", "p1.field", "p1.stones"):
        assert game.cards_in(key)[0].state == "recovered"
    assert game.cards_in("p2.stones")[0].state == "rested"


def test_acceptance_3_will_lasts_the_turn_and_ceases_at_its_end() -> None:  # FoW 907.4, 503.4, 505.5c
    game = from_position(
        {
            "turn": 3,
            "phase": "draw",
            "p1": {"ruler_area": [RULER], "deck": ["FWD-001"] * 5},
            "p2": {"deck": ["FWD-007"] * 5},
            "values": {"p1.will": 0},
        }
    )
    manual(game, 0, "value", name="p1.will", amount=2)  # produced in the draw phase
    advance(game)
    assert game.state.phase == "recovery" and game.value("p1.will") == 0  # 503.4
    advance(game)
    manual(game, 0, "value", name="p1.will", amount=2)  # produced in the main phase
    assert game.ruleset.player_values(game, 0)["will"] == 2
    advance(game)
    assert game.state.phase == "end" and game.value("p1.will") == 2  # it lasts through the phases
    advance(game)
    assert game.value("p1.will") == 0  # 505.5c


def test_life_at_zero_loses() -> None:  # FoW 1202.1
    game = set_up()
    manual(game, 0, "value", name="p2.life", amount=-4000)
    assert game.outcome is not None and game.outcome.winner == 0 and game.outcome.rule == "FoW 1202.1"


def test_both_at_zero_is_a_draw() -> None:  # FoW 103.3
    game = from_position({"turn": 3, "phase": "main", "values": {"p1.life": 0, "p2.life": -100}})
    assert game.outcome is not None and game.outcome.winner is None


def test_life_rounds_up_to_a_multiple_of_100() -> None:  # FoW 1205.1
    game = set_up()
    manual(game, 1, "value", name="p1.life", amount=-350)
    assert game.value("p1.life") == 3700


def test_a_value_change_names_an_existing_value() -> None:
    game = set_up()
    with pytest.raises(IllegalChoiceError, match=r"no value 'p3\.life'"):
        manual(game, 0, "value", name="p3.life", amount=-100)


def test_drawing_from_an_empty_deck_loses() -> None:  # FoW 1202.2
    game = from_position({"turn": 3, "phase": "end", "p1": {"deck": ["FWD-001"]}, "p2": {}})
    advance(game)
    assert game.outcome is not None and game.outcome.winner == 0 and game.outcome.rule == "FoW 1202.2"


def test_end_of_turn_discards_down_to_seven() -> None:  # FoW 505.5d, 306.3
    game = from_position(
        {
            "turn": 3,
            "phase": "end",
            "p1": {"hand": ["FWD-001"] * 9, "deck": ["FWD-001"] * 3},
            "p2": {"deck": ["FWD-007"]},
        }
    )
    advance(game)
    decision = game.decision
    assert (
        decision is not None and decision.rule == "FoW 505.5d" and decision.minimum == decision.maximum == 2
    )
    game.apply(Choice.pick(0, *decision.keys()[:2]))
    assert game.count("p1.hand") == 7 and game.count("p1.graveyard") == 2
    assert (game.state.turn, game.state.turn_player) == (4, 1)


def test_end_of_turn_clears_damage_and_effects() -> None:  # FoW 505.5a, 505.5b
    game = from_position(
        {
            "turn": 3,
            "phase": "end",
            "p1": {
                "field": [{"code": "FWD-003", "counters": {"damage": 300}, "label": "lancer"}],
                "deck": ["FWD-001"],
            },
            "p2": {"deck": ["FWD-007"] * 2},
        }
    )
    lancer = game.position_card("lancer")
    assert lancer is not None
    manual(game, 0, "stat", card=lancer, name="atk", amount=200)
    assert game.number(lancer, "atk") == 900
    advance(game)
    assert game.card(lancer).counter("damage") == 0 and game.number(lancer, "atk") == 700


def test_end_turn_draws_on_the_way() -> None:  # FoW 502.3
    game = set_up()
    advance(game, 3)
    game.apply(Choice.pick(1, "end_turn"))
    assert game.count("p2.hand") == 6 and (game.state.turn, game.state.phase) == (3, "draw")


def test_turn_limit_ends_the_game_as_a_draw() -> None:
    game = set_up(turn_limit=2)
    advance(game, 6)
    assert game.outcome is not None and game.outcome.winner is None


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_play_ends_and_replays(seed: int) -> None:
    game = set_up(seed)
    game.verify_checkpoints = True
    agent = RandomAgent(seed)
    while game.decision is not None:
        game.apply(agent.choose(game))
    assert game.outcome is not None
    replayed = game.replay()
    assert replayed.state == game.state and replayed.log_lines() == game.log_lines()


def test_undo_returns_to_an_equal_state() -> None:
    game = set_up()
    game.verify_checkpoints = True
    advance(game, 2)
    before = game.state.clone()
    manual(game, 0, "value", name="p2.life", amount=-500)
    advance(game, 3)
    game.undo(4)
    assert game.state == before
