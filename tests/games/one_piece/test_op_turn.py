"""The turn in manual mode (OP 6-1 to 6-6): the digest's A05–A08, defeat, the turn limit, random play."""

from __future__ import annotations

import pytest
from games.one_piece.op_helpers import DON, LEADER, advance, codes, from_position, set_up

from desktop_app.agents import RandomAgent
from desktop_app.engine.decisions import Choice, ManualAction


def test_phases_wait_for_advance_at_checkpoints() -> None:  # OP 6-1-1
    game = set_up()
    seen = []
    for _ in range(5):
        assert game.decision is not None and game.decision.checkpoint and game.decision.player == 0
        assert game.decision.options[0].action == "advance"
        seen.append(game.state.phase)
        advance(game)
    assert seen == ["refresh", "draw", "don", "main", "end"]
    assert (game.state.turn, game.state.turn_player, game.state.phase) == (2, 1, "refresh")


def test_a05_first_players_first_turn() -> None:  # OP 6-3-1, 6-4-1
    game = set_up()
    advance(game, 3)
    assert game.state.phase == "main"
    assert game.count("p1.hand") == 5  # no draw
    assert [card.state for card in game.cards_in("p1.cost")] == ["active"]  # exactly 1 DON!!


def test_a06_second_players_first_turn() -> None:  # OP 6-3-1, 6-4-1
    game = set_up()
    advance(game, 5 + 3)
    assert (game.state.turn, game.state.phase) == (2, "main")
    assert game.count("p2.hand") == 6
    assert [card.state for card in game.cards_in("p2.cost")] == ["active", "active"]


def test_a07_normal_turn_refreshes_rested_don() -> None:  # OP 6-2-4, 6-3-1, 6-4-1
    game = set_up()
    advance(game, 3)
    don = game.cards_in("p1.cost")[0]
    game.apply(Choice(0, manual=ManualAction("state", card=don.id, state="rested")))  # paid a cost on T1
    advance(game, 2 + 5)  # end T1, all of T2
    assert (game.state.turn, game.state.phase) == (3, "refresh")
    assert [card.state for card in game.cards_in("p1.cost")] == ["active"]
    advance(game, 3)
    assert game.count("p1.hand") == 6
    assert [card.state for card in game.cards_in("p1.cost")] == ["active"] * 3


def test_a08_don_deck_running_out() -> None:  # OP 6-4-2, 6-4-3
    game = from_position(
        {
            "turn": 3,
            "phase": "don",
            "p1": {"leader": [LEADER], "deck": ["OPD-001"] * 5, "don_deck": [DON]},
            "p2": {"leader": ["OPD-L02"], "deck": ["OPD-014"] * 5},
        }
    )
    assert game.count("p1.cost") == 1 and game.count("p1.don_deck") == 0
    assert any(e.rule == "OP 6-4-2" for e in game.events)
    advance(game, 3 + 5 + 2)  # to turn 5, P1's DON!! Phase
    assert (game.state.turn, game.state.phase) == (5, "don")
    assert game.count("p1.cost") == 1 and any(e.rule == "OP 6-4-3" for e in game.events)


def test_end_turn_carries_out_the_remaining_automatic_steps() -> None:  # OP 6-3-1, 6-4-1
    game = set_up()
    advance(game, 5)  # T1 over; T2 begins at P2's Refresh Phase
    game.apply(Choice.pick(1, "end_turn"))
    assert game.count("p2.hand") == 6 and game.count("p2.cost") == 2  # drew and placed DON!! on the way
    assert (game.state.turn, game.state.turn_player, game.state.phase) == (3, 0, "refresh")


def test_refresh_sets_only_the_turn_players_cards_active() -> None:  # OP 6-2-4
    game = from_position(
        {
            "turn": 2,
            "turn_player": "p2",
            "phase": "end",
            "p1": {"leader": [{"code": LEADER, "state": "rested"}], "deck": ["OPD-001"] * 3},
            "p2": {
                "leader": [{"code": "OPD-L02", "state": "rested"}],
                "character": {"C1": {"code": "OPD-014", "state": "rested"}},
                "deck": ["OPD-014"] * 3,
            },
        }
    )
    advance(game)
    assert game.state.phase == "refresh" and game.state.turn_player == 0
    assert game.cards_in("p1.leader")[0].state == "active"
    assert game.cards_in("p2.leader")[0].state == "rested"  # the opponent's cards stay rested
    assert game.cards_in("p2.character")[0].state == "rested"


def test_drawing_the_last_card_loses() -> None:  # OP 9-2-1-2
    game = from_position(
        {
            "turn": 3,
            "phase": "draw",
            "p1": {"leader": [LEADER], "deck": ["OPD-001"]},
            "p2": {"leader": ["OPD-L02"], "deck": ["OPD-014"] * 3},
        }
    )
    assert codes(game, "p1.hand") == ["OPD-001"]
    assert game.outcome is not None and game.outcome.winner == 1 and game.outcome.rule == "OP 9-2-1-2"


def test_both_decks_empty_is_a_draw() -> None:  # OP 9-2-1, 9-2-1-2
    game = from_position(
        {
            "turn": 3,
            "phase": "draw",
            "p1": {"leader": [LEADER], "deck": ["OPD-001"]},
            "p2": {"leader": ["OPD-L02"]},
        }
    )
    assert game.outcome is not None and game.outcome.winner is None


def test_a_position_in_an_unknown_phase_is_refused() -> None:
    with pytest.raises(ValueError, match="phases refresh, draw, don, main, end"):
        from_position({"phase": "battle", "p1": {"leader": [LEADER]}})


def test_turn_limit_ends_the_game_as_a_draw() -> None:
    game = set_up(turn_limit=2)
    advance(game, 10)
    assert game.outcome is not None and game.outcome.winner is None and game.state.turn == 2


def test_concession_ends_the_game() -> None:  # OP 1-2-3
    game = set_up()
    game.apply(Choice(1, manual=ManualAction("concede")))
    assert game.outcome is not None and game.outcome.winner == 0


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


def test_undo_returns_to_an_equal_state_and_the_same_checkpoint() -> None:
    game = set_up()
    game.verify_checkpoints = True
    advance(game, 3)
    before, decision = game.state.clone(), game.decision
    advance(game, 4)
    game.undo(4)
    assert game.state == before and game.decision == decision
