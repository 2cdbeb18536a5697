"""The leak hunter at the table: the session's status texts never name a card the seat at the
screen may not see (tests/test_leaks.py does the same for the engine's texts).

A session shows one seat (FIXED mode, so nobody is covered) and that seat takes random manual
actions through the session's own calls, on cards taken by their place in what it sees, refused
ones included; every ``action_refused`` and ``action_taken`` text is scanned.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest

from desktop_app.bridge import CardRef, GameSession, SeatMode
from desktop_app.games import game_ids

sys.path.insert(0, str(Path(__file__).parents[1]))
from test_leaks import Hunter, new_game

VERBS = ("counter", "flip", "state", "stat", "reveal")


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("seat", [0, 1])
def test_status_texts_name_no_card_the_seat_may_not_see(game_id: str, seat: int, qtbot: Any) -> None:
    game = new_game(game_id, 7 + seat)
    session = GameSession(game, SeatMode.FIXED, seat=seat, threaded_agent=False)
    texts: list[str] = []
    session.action_refused.connect(texts.append)
    session.action_taken.connect(texts.append)
    session.start()
    hunter = Hunter(game)
    rng = random.Random(seat)
    for step in range(150):
        view = session.observation
        if view is None or game.decision is None:
            break
        hunter.look()
        zones = [zone for zone in view.zones.values() if zone.cards]
        zone = rng.choice(zones)
        index = rng.randrange(zone.count)
        ref = CardRef(zone.key, index, zone.cards[index].id)
        verb = rng.choice(VERBS)
        amount = rng.choice((-1, 1))
        session.card_action(
            verb, ref, name="power" if verb == "stat" else "charge", amount=amount, state="rest"
        )
        hunter.scan(seat, texts, f"step {step}")
        texts.clear()
    assert hunter.texts > 0
    assert not hunter.leaks, "\n".join(hunter.leaks[:10])
    session.close()


def test_a_refusal_on_the_opponents_hand_card_says_its_place(qtbot: Any) -> None:
    """The audit's finding through the table: P2 at the screen, P1's hand card by its place."""
    game = new_game("weiss-schwarz", 1)
    session = GameSession(game, SeatMode.FIXED, seat=1, threaded_agent=False)
    refused: list[str] = []
    session.action_refused.connect(refused.append)
    session.start()
    session.card_action("counter", CardRef("p1.hand", 0), name="x", amount=-1)
    assert refused == ["a card in P1's Hand has only 0 x"]
    session.close()
