"""Weiß Schwarz played through: random and goldfish games, privacy, positions, saving and undo."""

from __future__ import annotations

import json
from typing import Any

import pytest

from desktop_app.agents import GoldfishAgent, RandomAgent, ask
from desktop_app.engine.decisions import Choice, DecisionKind
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.serialize import load_game, position_from_json, save_game
from desktop_app.games import get_ruleset

RULES = get_ruleset("weiss-schwarz")
DECKS = RULES.demo_decks()
POOL = {card.code: card for card in RULES.demo_cards()}
BY_NAME = {card.name: card.code for card in POOL.values()}


def play_out(game: Game, agents: list[Any], limit: int = 5000) -> Game:
    while game.decision is not None:
        assert len(game.choices) < limit, f"no result after {limit} decisions (turn {game.state.turn})"
        game.apply(ask(agents[game.decision.player], game))
    return game


def new_game(seed: int, *, goldfish: bool = False, first: int = 0) -> Game:
    decks = (DECKS[first], DECKS[1 - first])
    options = {"goldfish": True} if goldfish else {}
    return Game(RULES, GameSetup(RULES.game_id, RULES.rules_version, decks, seed=seed, options=options))


@pytest.mark.parametrize("seed", range(30))
def test_random_games_end_by_the_rules(seed: int) -> None:
    game = play_out(new_game(seed), [RandomAgent(seed), RandomAgent(seed + 1000)])
    outcome = game.outcome
    assert outcome is not None
    assert outcome.rule in ("WS 9.4", "WS 1.2.3", "WS 9.2.2.1")
    if outcome.winner is not None:
        loser = 1 - outcome.winner
        level = game.count(f"p{loser + 1}.level")
        empty = game.count(f"p{loser + 1}.library") + game.count(f"p{loser + 1}.waiting_room") == 0
        assert level >= 4 or empty or outcome.rule == "WS 9.2.2.1"


@pytest.mark.parametrize("first", [0, 1])
def test_goldfish_games_end_with_the_dummy_losing(first: int) -> None:
    game = play_out(new_game(7, goldfish=True, first=first), [RandomAgent(7), GoldfishAgent()])
    assert game.outcome is not None and game.outcome.winner == 0
    assert game.count("p2.stage") == 0  # the dummy never plays a card


def test_the_dummy_is_asked_only_what_the_rules_force() -> None:
    game = new_game(3, goldfish=True)
    agents = [RandomAgent(3), GoldfishAgent()]
    while game.decision is not None and game.state.turn < 8:
        decision = game.decision
        if decision.player == 1:
            forced = decision.kind in (DecisionKind.SELECT, DecisionKind.ORDER) and decision.minimum > 0
            assert forced or decision.rule in ("WS 8.5.1.2", "WS 9.3.2", "WS 6.8.1.2", "WS 7.7.1.2"), decision
        game.apply(ask(agents[decision.player], game))


def test_a_saved_game_loads_to_the_same_state() -> None:
    game = new_game(11)
    agents = [RandomAgent(11), RandomAgent(12)]
    for _ in range(150):
        assert game.decision is not None
        game.apply(ask(agents[game.decision.player], game))
    data = json.loads(json.dumps(save_game(game)))
    loaded = load_game(data, get_ruleset)
    assert loaded.state == game.state
    assert loaded.log_lines() == game.log_lines()


def test_undo_goes_back_to_an_equal_state_through_checkpoints() -> None:
    game = new_game(5)
    game.verify_checkpoints = True
    agents = [RandomAgent(5), RandomAgent(6)]
    states = []
    for _ in range(120):
        assert game.decision is not None
        states.append(game.state.clone())
        game.apply(ask(agents[game.decision.player], game))
    for back in (1, 7, 40):
        game.undo(back)
        assert game.state == states[len(game.choices)]
        game.redo(back)


# ====================================================================== positions and privacy
def position_game(data: dict[str, Any], *, seed: int = 1) -> Game:
    position = position_from_json(data, RULES, lambda ref: BY_NAME.get(ref, ref))
    setup = GameSetup(
        RULES.game_id,
        RULES.rules_version,
        (DECKS[0], DECKS[1]),
        seed=seed,
        position=position,
        extra_cards=tuple(POOL.values()),
    )
    return Game(RULES, setup)


FILLERS = ["Deckhand, Marlo"] * 8


def test_what_each_seat_sees() -> None:
    game = position_game(
        {
            "turn": 3,
            "turn_player": "p1",
            "phase": "main",
            "p1": {
                "hand": ["Lookout, Pell"],
                "library": FILLERS,
                "stock": ["Anchor Golem"],
                "level": [{"code": "Storm Witch, Nerissa", "face_up": False}],
                "memory": [{"code": "Harbor Gate", "face_up": False}, "Sunken Treasure"],
                "stage": {"FC": "Gunner, Vasko"},
                "marker": {
                    "FC": [
                        {"code": "Cabin Boy, Fitz", "face_up": False},
                        {"code": "First Mate, Sel", "face_up": True},
                    ]
                },
            },
            "p2": {"library": FILLERS},
        }
    )
    own, other = game.observation(0), game.observation(1)

    def names(view: Any, zone: str) -> list[str | None]:
        return [c.name for c in view.zones[zone].cards]

    assert names(own, "p1.library") == [None] * 8 and names(other, "p1.library") == [None] * 8  # WS 3.2.2
    assert names(own, "p1.stock") == [None] and names(other, "p1.stock") == [None]  # WS 3.10.2
    assert names(own, "p1.hand") == ["Lookout, Pell"] and names(other, "p1.hand") == [None]  # WS 3.3.2
    assert names(own, "p1.level") == ["Storm Witch, Nerissa"] and names(other, "p1.level") == [
        None
    ]  # M 3.9.2.2
    assert names(own, "p1.memory") == ["Harbor Gate", "Sunken Treasure"]  # M 3.12.2.2
    # memory is unordered: the faces the opponent sees come first, the backs after, in no order
    assert names(other, "p1.memory") == ["Sunken Treasure", None]
    assert names(own, "p1.marker") == [None, "First Mate, Sel"]  # WS 3.7.2, 3.7.2.1
    assert names(other, "p1.marker") == [None, "First Mate, Sel"]
    assert other.decision is None and own.decision is not None
    assert (
        game.stat(game.cards_in("p1.level")[0], "level") == 0
    )  # a face-down level card is blank (M 3.9.2.2.1)


def test_the_log_never_names_a_hidden_draw_to_the_other_seat() -> None:
    game = new_game(2)
    game.apply(ask(RandomAgent(2), game))
    for line_own, line_other in zip(game.log_lines(0), game.log_lines(1), strict=True):
        if line_own.startswith("P1 draws"):
            assert line_other == "P1 draws a card"


def test_a_position_can_start_inside_an_attack() -> None:
    game = position_game(
        {
            "turn": 4,
            "turn_player": "p1",
            "phase": "attack",
            "step": "damage",
            "flags": {"attacker": "A"},
            "p1": {"library": FILLERS, "stage": {"FC": {"code": "Gunner, Vasko", "label": "A"}}},
            "p2": {"library": FILLERS},
        }
    )
    assert game.count("p2.clock") == 1  # its 1 soul (the position starts after the declaration)
    assert game.state.step == "declare"


def test_a_position_with_an_unknown_phase_is_refused() -> None:
    with pytest.raises(ValueError, match="no phase 'dinner'"):
        position_game({"phase": "dinner", "p1": {"library": FILLERS}, "p2": {"library": FILLERS}})


def test_an_illegal_answer_changes_nothing() -> None:
    game = new_game(9)
    before, events = game.state.clone(), len(game.events)
    with pytest.raises(Exception, match="not a legal choice"):
        assert game.decision is not None
        game.apply(Choice.pick(game.decision.player, "play:999:FC"))
    assert game.state == before and len(game.events) == events


def test_why_a_drop_is_refused() -> None:
    game = position_game(
        {
            "turn": 3,
            "turn_player": "p1",
            "phase": "main",
            "p1": {
                "hand": [
                    {"code": "Captain Ysolde of the Crimson Tide", "label": "Y"},
                    {"code": "Deckhand, Marlo", "label": "M"},
                ],
                "library": FILLERS,
            },
            "p2": {"library": FILLERS},
        }
    )
    ysolde, marlo = (game.position_card(label) for label in ("Y", "M"))
    assert ysolde is not None and marlo is not None
    assert "level 3 is above your level 0" in RULES.why_not(game, ysolde, "p1.stage", "FC")  # WS 8.6.2.1.2
    assert "clock phase" in RULES.why_not(game, marlo, "p1.clock", None)
    assert "own hand" in RULES.why_not(game, marlo, "p2.stage", "FC")
