"""Giving DON!! by hand (OP 6-5-5): a DON!! card dropped on a Leader or Character is given to it."""

from __future__ import annotations

from typing import Any

from games.one_piece.op_helpers import DON, LEADER, advance, from_position

from desktop_app.engine.decisions import Choice, ManualAction
from desktop_app.engine.game import Game


def main_phase(**character: Any) -> Game:
    """P1's Main Phase of turn 3: Leader, First Mate Saffi (5000) at C1, three active DON!!."""
    return from_position(
        {
            "turn": 3,
            "phase": "main",
            "p1": {
                "leader": [{"code": LEADER, "label": "leader"}],
                "character": {"C1": {"code": "OPD-006", "label": "saffi", **character}},
                "cost": [DON, DON, DON],
                "deck": ["OPD-001"] * 5,
            },
            "p2": {"leader": ["OPD-L02"], "deck": ["OPD-014"] * 5},
        }
    )


def card(game: Game, label: str) -> int:
    card_id = game.position_card(label)
    assert card_id is not None
    return card_id


def give(game: Game, zone: str, slots: tuple[str, ...] = ()) -> None:
    don = game.cards_in("p1.cost")[-1]
    game.apply(Choice(0, manual=ManualAction("move", card=don.id, zone=zone, slots=slots)))


def test_a_don_dropped_on_a_character_is_given_to_it() -> None:  # OP 6-5-5-1, 4-4-2
    game = main_phase()
    saffi = card(game, "saffi")
    give(game, "p1.character", ("C1",))
    given = game.attached_to(saffi)
    assert len(given) == 1 and given[0].code == DON
    assert given[0].state == "" and given[0].slots == ("C1",) and given[0].zone == "p1.character"
    assert game.count("p1.cost") == 2
    assert game.number(saffi, "power") == 6000  # +1000 in P1's turn, OP 6-5-5-2
    assert any("is attached to" in line for line in game.log_lines())
    assert game.observation(1).card(saffi) is not None  # open area: both see it and its DON!!
    assert game.observation(1).zones["p1.character"].cards[1].attached_to == saffi


def test_a_don_given_to_the_leader() -> None:  # OP 6-5-5-1
    game = main_phase()
    give(game, "p1.leader")
    leader = card(game, "leader")
    assert len(game.attached_to(leader)) == 1
    assert game.number(leader, "power") == 6000


def test_the_bonus_counts_only_in_its_controllers_turn() -> None:  # OP 6-5-5-2, A09
    game = main_phase()
    saffi = card(game, "saffi")
    give(game, "p1.character", ("C1",))
    give(game, "p1.character", ("C1",))
    assert game.number(saffi, "power") == 7000
    advance(game, 2)  # to P2's turn
    assert game.state.turn_player == 1
    assert len(game.attached_to(saffi)) == 2 and game.number(saffi, "power") == 5000
    advance(game, 5)  # P1's next Refresh Phase returns them, then sets them active (6-2-3, 6-2-4)
    assert game.state.turn_player == 0 and game.attached_to(saffi) == []
    assert [c.state for c in game.cards_in("p1.cost")] == ["active"] * 3


def test_given_don_go_to_the_cost_area_rested_when_the_character_leaves() -> None:  # OP 6-5-5-4
    game = main_phase()
    give(game, "p1.character", ("C1",))
    game.apply(Choice(0, manual=ManualAction("move", card=card(game, "saffi"), zone="p1.trash")))
    assert game.count("p1.character") == 0
    assert sorted(c.state for c in game.cards_in("p1.cost")) == ["active", "active", "rested"]


def test_a_character_moved_to_another_place_keeps_its_don() -> None:  # OP 3-1-6
    game = main_phase()
    saffi = card(game, "saffi")
    give(game, "p1.character", ("C1",))
    game.apply(Choice(0, manual=ManualAction("move", card=saffi, zone="p1.character", slots=("C4",))))
    assert game.card(saffi).slots == ("C4",)  # the same card object
    assert [c.slots for c in game.attached_to(saffi)] == [("C4",)]


def test_a_don_on_an_empty_place_is_not_given() -> None:
    game = main_phase()
    give(game, "p1.character", ("C3",))
    loose = [c for c in game.cards_in("p1.character") if c.code == DON]
    assert len(loose) == 1 and loose[0].attached_to is None and loose[0].state == "active"


def test_giving_undoes_and_replays() -> None:
    game = main_phase()
    before = game.state.clone()
    give(game, "p1.character", ("C1",))
    assert game.replay().state == game.state
    game.undo()
    assert game.state == before


def test_a_position_can_give_don() -> None:  # docs/scenarios.md: attached = [...]
    game = main_phase(attached=[DON, DON])
    saffi = card(game, "saffi")
    assert game.number(saffi, "power") == 7000
    assert [(c.state, c.slots) for c in game.attached_to(saffi)] == [("", ("C1",))] * 2
    assert game.ruleset.player_values(game, 0)["don"] == 5
