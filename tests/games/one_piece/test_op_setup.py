"""Set-up, OP 5-2-1, with the digest's acceptance tests A03 and A04, and hidden information."""

from __future__ import annotations

import pytest
from games.one_piece.op_helpers import choose_first, codes, new_game, set_up

from desktop_app.engine.decisions import Choice, DecisionKind, IllegalChoiceError


def test_a_player_chosen_at_random_decides_first_or_second() -> None:  # OP 5-2-1-4, 5-2-1-5
    choosers = set()
    for seed in range(1, 9):
        game = new_game(seed)
        assert game.decision is not None and game.decision.rule == "OP 5-2-1-5"
        assert game.decision.keys() == ("first", "second")
        choosers.add(game.decision.player)
    assert choosers == {0, 1}


@pytest.mark.parametrize("first", [0, 1])
def test_the_chooser_decides_who_goes_first(first: int) -> None:  # OP 5-2-1-5
    game = new_game(3)
    choose_first(game, first)
    assert game.state.first_player == first
    assert game.decision is not None and game.decision.player == first  # redraws start with the first player


def test_zone_counts_after_set_up() -> None:  # OP 5-2-1-3, 5-2-1-6, 5-2-1-7, 3-3-1
    game = set_up()
    for player, life in ((0, 5), (1, 4)):  # the demo Leaders have Life 5 and 4
        p = f"p{player + 1}"
        assert game.count(f"{p}.leader") == 1
        assert game.count(f"{p}.hand") == 5
        assert game.count(f"{p}.life") == life
        assert game.count(f"{p}.deck") == 45 - life
        assert game.count(f"{p}.don_deck") == 10
        assert all(not card.face_up for card in game.cards_in(f"{p}.life"))
    assert (game.state.turn, game.state.turn_player, game.state.phase) == (1, 0, "refresh")


def test_a03_life_is_dealt_so_the_top_card_ends_at_the_bottom() -> None:  # OP 5-2-1-7, 2-9-2-1, 3-10-2
    game = new_game(2)
    choose_first(game, 0)
    game.apply(Choice.pick(0, "no"))
    deck = codes(game, "p1.deck")  # bottom first: the top six are A=deck[-1] … F=deck[-6]
    game.apply(Choice.pick(1, "no"))
    assert codes(game, "p1.life") == [deck[-1], deck[-2], deck[-3], deck[-4], deck[-5]]  # A … E, bottom first
    assert codes(game, "p1.deck") == deck[:-5]  # 40 cards, F on top
    assert game.count("p1.deck") == 40 and game.count("p1.hand") == 5
    life_top = game.top("p1.life")
    assert life_top is not None and life_top.code == deck[-5]  # the first damage takes E


def test_life_is_unseen_by_both_players() -> None:  # OP 3-10-2
    game = set_up()
    for seat in (0, 1):
        view = game.observation(seat)
        for key in ("p1.life", "p2.life", "p1.deck", "p2.deck"):
            assert all(card.code is None and card.id is None for card in view.zones[key].cards)
        opponent_hand = view.zones[f"p{2 - seat}.hand"].cards
        assert len(opponent_hand) == 5 and all(card.code is None for card in opponent_hand)  # OP 3-4-3
        assert all(card.code is not None for card in view.zones[f"p{seat + 1}.hand"].cards)
        assert all(card.code == "OPD-DON" for card in view.zones["p2.don_deck"].cards)  # open area, 3-3-2
        life_lines = [line for line in view.log if "into the Life area" in line]
        assert len(life_lines) == 9 and all("puts a card from" in line for line in life_lines)


def test_a04_redraw_once_first_player_first_life_after_both() -> None:  # OP 5-2-1-6, 5-2-1-6-1, 5-2-1-7
    game = new_game(4)
    choose_first(game, 0)
    decision = game.decision
    assert decision is not None and decision.player == 0 and decision.kind is DecisionKind.YES_NO
    game.apply(Choice.pick(0, "yes"))
    assert game.count("p1.hand") == 5 and game.count("p1.deck") == 45
    redraw = [e.kind for e in game.events if e.rule == "OP 5-2-1-6-1"]
    assert redraw == ["log", "shuffle", "move", "move", "move", "move", "move"]  # all back, shuffle, draw 5
    assert game.decision is not None and game.decision.player == 1  # no second redraw for P1
    with pytest.raises(IllegalChoiceError):
        game.apply(Choice.pick(0, "yes"))
    assert game.count("p1.life") == 0 and game.count("p2.life") == 0  # Life waits for both
    game.apply(Choice.pick(1, "no"))
    assert game.count("p1.life") == 5 and game.count("p2.life") == 4
