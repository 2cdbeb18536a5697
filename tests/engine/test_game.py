"""The game driver: decisions, illegal choices, undo/redo, replay, save/load, privacy."""

from __future__ import annotations

import json

import pytest

from desktop_app.engine.decisions import Choice, DecisionKind, IllegalChoiceError, ManualAction
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.serialize import SaveFileError, load_game, pack, save_game, unpack, verify
from desktop_app.games import get_ruleset


def new_game(seed: int = 5) -> Game:
    rules = get_ruleset("freeform")
    decks = rules.demo_decks()
    return Game(rules, GameSetup("freeform", rules.rules_version, (decks[0], decks[1]), seed=seed))


def play_some(game: Game, count: int) -> None:
    for _ in range(count):
        assert game.decision is not None
        options = game.legal_actions()
        game.apply(Choice.pick(game.decision.player, options[len(game.choices) % len(options)].key))


def test_first_decision_is_the_first_players_turn() -> None:
    game = new_game()
    assert game.decision is not None
    assert game.decision.player == 0
    assert game.decision.kind is DecisionKind.ACTION
    assert game.count("p1.hand") == 7 and game.count("p2.hand") == 7
    assert game.count("p1.library") == 33


@pytest.mark.parametrize(
    "choice",
    [
        Choice.pick(1, "pass"),  # the wrong player
        Choice.pick(0, "no-such-option"),  # not an option
        Choice.pick(0, "pass", "draw"),  # two answers to a one-answer decision
        Choice(0, number=3),  # a number where an option is asked
    ],
)
def test_illegal_choice_raises_and_changes_nothing(choice: Choice) -> None:
    game = new_game()
    before, events = game.state.clone(), list(game.events)
    with pytest.raises(IllegalChoiceError):
        game.apply(choice)
    assert game.state == before
    assert game.events == events
    assert game.choices == []


def test_undo_restores_an_equal_state_and_redo_reapplies() -> None:
    game = new_game()
    states = [game.state.clone()]
    for _ in range(25):
        play_some(game, 1)
        states.append(game.state.clone())
    for expected in reversed(states[:-1]):
        game.undo()
        assert game.state == expected
    for expected in states[1:]:
        game.redo()
        assert game.state == expected


def test_a_new_choice_clears_redo() -> None:
    game = new_game()
    play_some(game, 3)
    game.undo()
    assert game.can_redo()
    play_some(game, 1)
    assert not game.can_redo()


def test_undo_of_a_manual_action() -> None:
    game = new_game()
    before = game.state.clone()
    hand = game.observation(0).zones["p1.hand"].cards
    assert hand[0].id is not None
    game.apply(Choice(0, manual=ManualAction("move", card=hand[0].id, zone="p1.table")))
    assert game.count("p1.table") == 1
    game.undo()
    assert game.state == before


def test_replay_reproduces_state_and_log() -> None:
    game = new_game(seed=11)
    play_some(game, 40)
    replayed = game.replay()
    assert replayed.state == game.state
    assert replayed.log_lines() == game.log_lines()


def test_the_seed_decides_the_shuffle() -> None:
    a, b, c = new_game(1), new_game(1), new_game(2)
    assert a.state == b.state
    codes = [game.definition(card.code).code for game in (a, c) for card in game.cards_in("p1.library")]
    assert codes[:33] != codes[33:]


def test_save_and_load_round_trip() -> None:
    game = new_game()
    play_some(game, 30)
    game.apply(
        Choice(0 if game.decision and game.decision.player == 0 else 1, manual=ManualAction("roll", amount=6))
    )
    data = json.loads(json.dumps(save_game(game)))
    loaded = load_game(data, get_ruleset)
    assert loaded.state == game.state
    assert loaded.log_lines() == game.log_lines()
    assert loaded.choices == game.choices


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format="something"), "not a saved game"),
        (lambda d: d.update(version=99), "format version 99"),
        (lambda d: d.update(game="chess"), "unknown game 'chess'"),
        (lambda d: d.update(rules_version="0.1"), "rules version 0.1"),
        (lambda d: d["choices"].insert(0, {"p": 1, "k": ["pass"]}), "choice 1 no longer fits"),
        (lambda d: d.pop("decks"), "a game has two decks, not 0"),
    ],
)
def test_a_bad_save_file_says_what_is_wrong(change: object, message: str) -> None:
    game = new_game()
    play_some(game, 5)
    data = save_game(game)
    change(data)  # type: ignore[operator]
    with pytest.raises(SaveFileError, match=message):
        load_game(data, get_ruleset)


def test_observation_hides_what_a_seat_may_not_see() -> None:
    game = new_game()
    mine, theirs = game.observation(0), game.observation(1)
    assert all(card.id is not None and card.name for card in mine.zones["p1.hand"].cards)
    assert all(card.id is None and card.name is None for card in theirs.zones["p1.hand"].cards)
    assert theirs.zones["p1.hand"].count == 7  # counts are public
    for view in (mine, theirs):
        assert all(card.code is None for card in view.zones["p1.library"].cards)
    assert mine.decision is not None and theirs.decision is None
    assert theirs.waiting_for == 0


def test_log_names_a_drawn_card_only_to_its_owner() -> None:
    game = new_game()
    drawn = [line for line in game.log_lines(0) if line.startswith("P1 draws")]
    hidden = [line for line in game.log_lines(1) if line.startswith("P1 draws")]
    assert all("'" in line for line in drawn)
    assert hidden and all(line == "P1 draws a card" for line in hidden)


def test_reveal_shows_a_card_to_the_opponent() -> None:
    game = new_game()
    card_id = game.observation(0).zones["p1.hand"].cards[0].id
    game.apply(Choice(0, manual=ManualAction("reveal", card=card_id)))
    seen = [c for c in game.observation(1).zones["p1.hand"].cards if c.id is not None]
    assert [c.id for c in seen] == [card_id]


def test_concede_ends_the_game() -> None:
    game = new_game()
    game.apply(Choice(1, manual=ManualAction("concede")))
    assert game.outcome is not None and game.outcome.winner == 0
    assert game.decision is None


def test_checkpoints_resume_at_the_same_decision() -> None:
    game = new_game()
    game.verify_checkpoints = True
    play_some(game, 20)
    game.undo(7)
    play_some(game, 3)
    assert game.replay().state == game.state


def test_a_snapshot_loads_the_same_game_without_replaying_everything() -> None:
    game = new_game()
    play_some(game, 40)
    data = json.loads(json.dumps(save_game(game, snapshot=True)))
    assert data["snapshot"]["choices"] == len(game.choices)
    loaded = load_game(data, get_ruleset)
    assert loaded.state == game.state and loaded.events == game.events and loaded.decision == game.decision
    assert verify(loaded)
    loaded.undo(3)
    game.undo(3)
    assert loaded.state == game.state


def _nested(depth: int) -> object:
    value: object = 1
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize(
    "spoil",
    [
        lambda s: s.update(choices=10_000),  # more choices than the game has
        lambda s: s["decision"].update(prompt="something else"),  # the flow does not resume there
        lambda s: s["state"].update(cards={"$t": "os.system", "x": 1}),  # not a type a snapshot may hold
        lambda s: s.update(state=[]),  # not a state
        lambda s: s["state"]["flags"].update(deep=_nested(100)),  # nested past snapshot.MAX_DEPTH
        lambda s: s["events"][0][3].append([1]),  # a log row naming a card by a list, not an id
    ],
)
def test_a_snapshot_that_does_not_hold_is_ignored(spoil: object) -> None:
    game = new_game()
    play_some(game, 25)
    data = json.loads(json.dumps(save_game(game, snapshot=True)))
    snapshot = data["snapshot"]
    content = {"choices": snapshot["choices"], **unpack(snapshot)}
    spoil(content)  # type: ignore[operator]
    data["snapshot"] = {"choices": content.pop("choices"), "packed": pack(content)}
    loaded = load_game(data, get_ruleset)
    assert loaded.state == game.state and loaded.log_lines() == game.log_lines()


def test_a_save_shows_no_hidden_zone_in_clear_text() -> None:
    """The audit's finding: a manual save's snapshot listed both libraries in order, so the
    opponent in a hot-seat game could open the file and read them. The snapshot is packed now
    (obfuscated, not secret: docs/reliability.md)."""
    game = new_game()
    play_some(game, 30)
    text = json.dumps(save_game(game, snapshot=True))
    for key in ("p1.library", "p2.library", "p1.hand", "p2.hand"):
        codes = [game.card(i).code for i in game.ids(key)]
        if len(codes) >= 3:
            ordered = ", ".join(json.dumps(c) for c in codes[:3])
            assert ordered not in text.replace(",", ", ").replace(",  ", ", "), key
    assert '"zones"' not in text


def test_verify_returns_a_verdict_and_never_raises() -> None:
    game = new_game()
    play_some(game, 20)
    assert verify(game).holds and verify(game).reason == ""
    game.state.values["p1.forged"] = 1  # a state the inputs do not produce
    verdict = verify(game)
    assert not verdict and "values" in verdict.reason
    game.choices.insert(0, Choice(1, ("no such option",)))  # inputs that do not replay at all
    verdict = verify(game)
    assert not verdict and "do not replay" in verdict.reason
