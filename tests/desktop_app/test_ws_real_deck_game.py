"""A real KGL/S79 deck against a real BD/W47 deck, played through the session as at the table.

Both decks are built from the English sample sets (``tests/helpers/ws_real_decks.py``) and
compiled by the import hook: no card has a hand-written script. Each seat answers through
``GameSession.choose`` like a player at the table, taking the keyword abilities whenever they
are offered and otherwise answering at random (seeded). The test asserts that the printed
abilities people own happen: climax boosts (WS 8.9.1), Backup in the counter step (WS 10.5),
Bond (WS 10.4) and Brainstorm (WS 10.7).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from helpers.ws_real_decks import FULL, bd_deck, kgl_deck

from desktop_app.agents import random_answer
from desktop_app.bridge import GameSession, SeatMode, new_game
from desktop_app.engine.decisions import DecisionKind

pytestmark = pytest.mark.skipif(not FULL.exists(), reason="the shared sample files are not here")
KEYWORDS = ("Brainstorm", "Backup", "Bond")


def _stage(game: Any, seat: int) -> dict[int, tuple[int, int]]:
    """Power and soul of each character on ``seat``'s stage."""
    return {c.id: (game.stat(c, "power"), game.stat(c, "soul")) for c in game.cards_in(f"p{seat + 1}.stage")}


def _backup_power(game: Any, since: int) -> bool:
    """Whether the first change of a value after event ``since`` is +1000 power or more."""
    change = next((e for e in game.events[since:] if e.kind == "modify"), None)
    return change is not None and change.data["stat"] == "power" and change.data["amount"] >= 1000


def _moved(game: Any, since: int, seat: int, source: str, to: str) -> int:
    """How many of ``seat``'s cards moved from ``source`` to ``to`` in the events after ``since``."""
    return sum(
        len(e.cards)
        for e in game.events[since:]
        if e.kind == "move"
        and str(e.data.get("from", "")) == f"p{seat + 1}.{source}"
        and str(e.data.get("to", "")) == f"p{seat + 1}.{to}"
    )


def _play(seed: int) -> tuple[list[dict[int, tuple[int, int]]], dict[str, int]]:
    """One seeded game to its end: the climax boosts seen and how often each keyword happened."""
    session = GameSession(
        new_game("weiss-schwarz", (kgl_deck(), bd_deck()), seed=seed),
        SeatMode.HOT_SEAT,
        privacy=False,
        threaded_agent=False,
    )
    refused: list[str] = []
    session.action_refused.connect(refused.append)
    session.start()
    game = session.game
    rng = random.Random(seed + 3)
    boosts: list[dict[int, tuple[int, int]]] = []
    used: list[tuple[str, int, int]] = []  # keyword, seat, events before it
    decisions = 0
    while session.outcome is None and decisions < 3000:
        decision = session.decision
        assert decision is not None
        seat = decision.player
        wanted = [o for o in decision.options if any(word in o.label for word in KEYWORDS)]
        climax = [o for o in decision.options if o.action == "play" and game.state.phase == "climax"]
        if wanted and rng.random() < 0.9:
            word = next(w for w in KEYWORDS if w in wanted[0].label)
            if word == "Backup":
                assert game.state.step == "counter"  # WS 10.5.1: offered in the counter step
            used.append((word, seat, len(game.events)))
            assert session.choose([wanted[0].key]), refused
        elif climax:
            before = _stage(game, seat)
            assert session.choose([climax[0].key]), refused
            after = _stage(game, seat)
            boosts.append(
                {i: (after[i][0] - p, after[i][1] - s) for i, (p, s) in before.items() if i in after}
            )
        elif decision.kind is DecisionKind.YES_NO:
            assert session.choose(
                [decision.options[0].key if rng.random() < 0.8 else decision.options[-1].key]
            ), refused
        else:
            answer = random_answer(rng, decision, decision.keys())
            if decision.kind is DecisionKind.NUMBER:
                assert session.answer_number(answer.number or 0), refused
            else:
                assert session.choose(answer.keys), refused
        decisions += 1
    assert session.outcome is not None, "the game ends by the rules"
    session.close()
    happened = dict.fromkeys(KEYWORDS, 0)
    for word, seat, events in used:
        if word == "Backup" and _backup_power(game, events):  # WS 10.5.2
            happened[word] += 1
        if word == "Bond" and _moved(game, events, seat, "waiting_room", "hand"):  # WS 10.4.1
            happened[word] += 1
        if (
            word == "Brainstorm" and _moved(game, events, seat, "resolution", "waiting_room") >= 4
        ):  # WS 10.7.3
            happened[word] += 1
    return boosts, happened


def test_kgl_against_bd_climax_boosts_backup_bond_and_brainstorm_happen(qtbot: Any) -> None:
    # a random game need not offer every keyword: games are played (at most five, seeded) until
    # each has happened; every one of them must end by the rules
    boosts: list[dict[int, tuple[int, int]]] = []
    happened = dict.fromkeys(KEYWORDS, 0)
    for seed in range(3, 8):
        game_boosts, game_happened = _play(seed)
        boosts += game_boosts
        happened = {word: happened[word] + game_happened[word] for word in KEYWORDS}
        if all(happened.values()):
            break
    # WS 8.9.1: "All of your characters get +1000 power and +1 soul" applies to every one of them
    assert any(diffs and all(d == (1000, 1) for d in diffs.values()) for diffs in boosts), boosts
    assert all(happened.values()), happened
