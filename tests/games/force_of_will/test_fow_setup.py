"""Set-up, FoW 403, with the digest's acceptance test 2 (mulligan) and the hidden J-ruler side (308.6)."""

from __future__ import annotations

import pytest
from games.force_of_will.fow_helpers import J_RULER, RULER, codes, first_player_seed, new_game, set_up

from desktop_app.engine.decisions import Choice, DecisionKind, IllegalChoiceError


def test_zone_counts_and_life_after_set_up() -> None:  # FoW 403.1–403.3, 403.5
    game = set_up()
    for seat, p in enumerate(("p1", "p2")):
        assert game.count(f"{p}.ruler_area") == 1
        assert game.count(f"{p}.hand") == 5 and game.count(f"{p}.deck") == 35
        assert game.count(f"{p}.stone_deck") == len(game.setup.decks[seat].section("stones"))
        assert game.value(f"{p}.life") == 4000 and game.ruleset.player_values(game, seat)["will"] == 0
    assert codes(game, "p1.ruler_area") == [RULER]  # the J-ruler side is not a card of its own
    assert game.cards_in("p1.ruler_area")[0].state == "recovered"
    assert (game.state.turn, game.state.phase) == (1, "draw")


def test_the_first_player_is_random_and_nobody_chooses() -> None:  # FoW 403.4
    firsts = {new_game(seed).state.first_player for seed in range(1, 9)}
    assert firsts == {0, 1}
    game = new_game(1)
    assert game.decision is not None and game.decision.rule == "FoW 403.5"  # no first/second question


def test_acceptance_2_mulligan() -> None:  # FoW 403.5
    game = new_game(first_player_seed(0))
    decision = game.decision
    assert decision is not None and decision.player == 0 and decision.kind is DecisionKind.SELECT
    assert (decision.minimum, decision.maximum) == (0, 5)
    chosen = [decision.options[3], decision.options[1]]
    game.apply(Choice.pick(0, *(option.key for option in chosen)))
    assert game.count("p1.hand") == 5  # nothing happens before P2 has chosen too
    assert game.decision is not None and game.decision.player == 1
    with pytest.raises(IllegalChoiceError):  # P1 chooses once
        game.apply(Choice(0, ()))
    deck_before = codes(game, "p1.deck")
    game.apply(Choice(1, ()))
    names = [game.definition(c.code).name for c in game.cards_in("p1.deck")[:2]]
    assert names == [option.label.split(" (")[0] for option in chosen]  # the first chosen lowest
    assert codes(game, "p1.deck")[2:] == deck_before[:-2]  # two drawn from the top
    assert game.count("p1.hand") == 5 and game.count("p2.hand") == 5 and game.count("p2.deck") == 35
    assert (game.state.turn, game.state.phase) == (1, "draw")


def test_valhalla_puts_four_cards_into_the_lifebreak_area() -> None:  # FoW 1415.1c
    game = set_up(valhalla=True)
    assert game.count("p1.lifebreak") == 4 and game.count("p1.deck") == 31
    assert all(card.code is None for card in game.observation(0).zones["p1.lifebreak"].cards)


def test_hidden_information() -> None:  # FoW 304.2, 305.2, 306.2
    game = set_up()
    view = game.observation(1)
    for key in ("p1.hand", "p1.deck", "p1.stone_deck", "p2.deck"):
        assert all(card.code is None for card in view.zones[key].cards)
    assert all(card.code is not None for card in view.zones["p2.hand"].cards)


def test_the_j_ruler_side_stays_hidden_in_the_ruler_area() -> None:  # FoW 308.6
    game = set_up()
    j_ruler_name = game.definition(J_RULER).name
    for seat in (0, 1):
        view = game.observation(seat)
        shown = [(c.code, c.name) for zone in view.zones.values() for c in zone.cards]
        assert (RULER, game.definition(RULER).name) in shown  # the ruler side is public
        assert all(code != J_RULER and j_ruler_name != name for code, name in shown)
        assert not any(j_ruler_name in line for line in view.log)
