"""Conformance: every registered game, played at random, keeps the engine's promises.

- cards are conserved (no card is lost or made, tokens aside; a double-faced card counts by its
  front) and each is in exactly one zone;
- only legal choices apply: a bad one raises and changes nothing;
- undo restores an equal state (and checkpoints resume at the same decision); redo re-applies;
- a replay reproduces the same state and log;
- one seat's observation never holds the other seat's hidden cards.
Manual actions are mixed in now and then: the escape hatch must never break a game.
"""

from __future__ import annotations

from collections import Counter

import pytest

from desktop_app.agents import RandomAgent
from desktop_app.engine.decisions import Choice, IllegalChoiceError
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.observation import face_visible
from desktop_app.engine.zones import split_key
from desktop_app.games import game_ids, get_ruleset
from desktop_app.simulate import pick_decks

MAX_STEPS = 350


def conserved(game: Game) -> Counter[tuple[int, str]]:
    front = game.ruleset.front_code
    return Counter((c.owner, front(game, c)) for c in game.state.cards.values() if not c.token)


def check_privacy(game: Game) -> None:
    for seat in (0, 1):
        view = game.observation(seat)
        for zone in view.zones.values():
            for card_view in zone.cards:
                if card_view.id is None:
                    assert card_view.code is None and card_view.name is None
                    continue
                card = game.card(card_view.id)
                owner, _ = split_key(card.zone)
                assert face_visible(game.spec(card.zone), owner, card, seat), (
                    f"P{seat + 1} sees {card.code} in {card.zone}"
                )
        if view.decision is not None:
            assert view.decision.player == seat


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("game_id", game_ids())
def test_random_play_keeps_the_engines_promises(game_id: str, seed: int) -> None:
    ruleset = get_ruleset(game_id)
    decks = pick_decks(ruleset, None)
    game = Game(ruleset, GameSetup(game_id, ruleset.rules_version, decks, seed=seed))
    game.verify_checkpoints = True
    agent = RandomAgent(seed, manual=0.03)
    cards = conserved(game)
    for step in range(MAX_STEPS):
        if game.decision is None:
            break
        before, events = game.state.clone(), len(game.events)
        with pytest.raises(IllegalChoiceError):
            game.apply(Choice.pick(1 - game.decision.player, *game.decision.keys()[:1] or ("x",)))
        assert game.state == before and len(game.events) == events
        game.apply(agent.choose(game))
        assert conserved(game) == cards
        if step % 7 == 0:
            check_privacy(game)
        if step % 11 == 0:
            after = game.state.clone()
            game.undo()
            assert game.state == before, f"undo of step {step} did not restore the state"
            game.redo()
            assert game.state == after, f"redo of step {step} did not re-apply it"
    replayed = game.replay()
    assert replayed.state == game.state
    assert replayed.log_lines() == game.log_lines()
