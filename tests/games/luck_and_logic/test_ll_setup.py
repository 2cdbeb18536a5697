"""Set-up, L&L 6.2.1, with the digest's acceptance test 3, and hidden information."""

from __future__ import annotations

from games.luck_and_logic.ll_helpers import codes, first_player_seed, new_game, set_up

from desktop_app.engine.decisions import Choice

SLOTS = ["FL", "FC", "FR", "BL", "BC", "BR"]


def test_acceptance_3_set_up() -> None:  # L&L 6.2.1.5–6.2.1.10
    game = new_game(first_player_seed(0))
    assert game.decision is not None and game.decision.player == 0  # the first player first (6.2.1.8)
    ml = game.cards_in("p1.my_logicalist")[0]
    assert not ml.face_up
    game.apply(Choice(0, ()))
    assert not game.card(ml.id).face_up  # face up only after both have decided (6.2.1.9)
    hand = game.decision.options if game.decision is not None else ()
    chosen = [hand[4].key, hand[0].key]
    deck_before = codes(game, "p2.deck")
    shuffles = sum(1 for e in game.events if e.kind == "shuffle")
    game.apply(Choice.pick(1, *chosen))
    assert sum(1 for e in game.events if e.kind == "shuffle") == shuffles  # no shuffle
    bottom_two = [game.definition(c.code).name for c in game.cards_in("p2.deck")[:2]]
    assert bottom_two == [hand[4].label.split(" (")[0], hand[0].label.split(" (")[0]]
    assert codes(game, "p2.deck")[2:] == deck_before[:-2] and game.count("p2.deck") == 45
    assert game.cards_in("p1.my_logicalist")[0].face_up
    for p in ("p1", "p2"):
        gates = game.cards_in(f"{p}.gate_zones")
        assert sorted(slot for gate in gates for slot in gate.slots) == sorted(SLOTS)
        assert all(not gate.face_up for gate in gates)
        assert game.count(f"{p}.remove") == 4 and all(not c.face_up for c in game.cards_in(f"{p}.remove"))
        assert game.value(f"{p}.rp") == 0
    # the first player's turn 1 runs to its Level Phase: 5 cards, then 2 drawn (L&L 7.3.3)
    assert game.count("p1.hand") == 7 and game.count("p2.hand") == 5
    assert (game.state.turn, game.state.turn_player, game.state.phase) == (1, 0, "level")


def test_the_first_player_is_random() -> None:  # L&L 6.2.1.7
    assert {new_game(seed).state.first_player for seed in range(1, 9)} == {0, 1}


def test_gates_and_leftover_gates_are_hidden_from_both() -> None:  # L&L 4.3.1.1, 6.2.1.5.1
    game = set_up()
    for seat in (0, 1):
        view = game.observation(seat)
        for key in ("p1.gate_zones", "p2.gate_zones", "p1.remove", "p2.remove", "p1.deck", "p2.deck"):
            assert all(card.code is None for card in view.zones[key].cards), key
        assert all(card.code is None for card in view.zones[f"p{2 - seat}.hand"].cards)
        gate_lines = [line for line in view.log if "gates face down" in line]
        log = "".join(view.log)
        assert len(gate_lines) == 2
        assert not any(game.definition(c.code).name in log for c in game.cards_in("p1.gate_zones"))


def test_the_my_logicalist_is_the_owners_secret_until_turned_up() -> None:  # L&L 6.2.1.2, 6.2.1.9
    game = new_game(first_player_seed(0))
    assert game.observation(0).zones["p1.my_logicalist"].cards[0].code == "LLD-ML1"
    assert game.observation(1).zones["p1.my_logicalist"].cards[0].code is None
