"""The game driver: decisions, illegal choices, undo/redo, replay, save/load, privacy."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from desktop_app.engine import events as events_module
from desktop_app.engine import serialize, snapshot
from desktop_app.engine.decisions import Choice, DecisionKind, IllegalChoiceError, ManualAction
from desktop_app.engine.events import KNOWN_TEXT, Event
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


def _add_head(log: dict[str, Any], text: str, cards: int) -> None:
    log["heads"].append([0, len(log["strings"]), None, False, 0, [], cards])
    log["strings"].append(text)


#: ways a snapshot's log may be damaged (``snapshot.encode_log``'s form)
LOG_SPOILS: list[Callable[[Any], object]] = [
    lambda log: log["events"][-1].append(0),  # a row longer than its head says
    lambda log: log["events"][-1].__setitem__(0, 10**6),  # a head past the end of the list
    lambda log: log["events"][-1].__setitem__(0, "0"),  # a head named by a text
    lambda log: log["events"].append([0, [1]]),  # a row with a list where a number goes
    lambda log: log["strings"].append(7),  # a text that is not a text
    lambda log: log["heads"][0].__setitem__(2, 2),  # a player who is not a player
    lambda log: log["heads"][0].__setitem__(2, True),
    lambda log: log["heads"][0].__setitem__(6, "1"),  # a count of cards that is not a number
    lambda log: log["heads"][0].__setitem__(6, -1),
    lambda log: _add_head(log, "P1 draws {1}", 1),  # a line naming a second card of one
    lambda log: log["heads"].append([0, 0, 0, False, 0, [10**6], 0]),  # a key past the end
    lambda log: log["values"].append(_nested(100)),  # a value nested past snapshot.MAX_DEPTH
    lambda log: log["values"].append({"$t": "os.system"}),  # not a type a snapshot may hold
    lambda log: log.pop("values"),
]
#: the same for the log as saves wrote it before (``older_log``)
OLDER_LOG_SPOILS: list[Callable[[Any], object]] = [
    lambda rows: rows[-1][3].append([1]),  # a row naming a card by a list, not an id
    lambda rows: rows[-1][4].append("one name too many"),
    lambda rows: rows[-1].__setitem__(2, "p1"),  # a player who is not a player
    lambda rows: rows.append([1, 2, 3]),
]


@pytest.mark.parametrize(
    "spoil",
    [
        lambda s: s.update(choices=10_000),  # more choices than the game has
        lambda s: s["decision"].update(prompt="something else"),  # the flow does not resume there
        lambda s: s["state"].update(cards={"$t": "os.system", "x": 1}),  # not a type a snapshot may hold
        lambda s: s.update(state=[]),  # not a state
        lambda s: s["state"]["flags"].update(deep=_nested(100)),  # nested past snapshot.MAX_DEPTH
        *[lambda s, spoil=spoil: spoil(s["log"]) for spoil in LOG_SPOILS],
        lambda s: s.update(log=[]),  # not a log
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


def test_the_compact_log_keeps_every_field_and_type() -> None:
    """Equal values of different types (``True``, ``1``, ``1.0``) stay apart in the values
    the log writes once, and every field comes back as it was."""
    both, first, nobody = frozenset({0, 1}), frozenset({0}), frozenset()
    events = [
        Event("move", "{0} and {1}", 0, (4, 5), ("A", "B"), (both, first), {"to": "p1.hand", "slots": ()}),
        Event("x", "{0}", None, (6,), ("A",), (nobody,), {"a": True, "b": 1, "c": 1.0, "d": (1, True)}),
        Event("x", "{0}", 1, (7,), ("B",), (both,), {"a": 1, "b": True, "c": 1, "d": (True, 1)}, True, "R 1"),
        Event("y", "plain", 1, data={"e": frozenset({2, 1}), "f": {"k": (1,)}, "g": None, "h": "{0}"}),
    ]
    decoded = snapshot.decode_log(json.loads(json.dumps(snapshot.encode_log(events))))
    assert decoded == events and repr(decoded) == repr(events)


def test_events_are_decoded_by_filling_in_their_fields_or_else_by_their_constructor(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The pure package's ``Event`` fills in its fields with one update (``events._FILLED``);
    where that cannot be done (a compiled copy), it sets them one by one: the decoded log is the
    same."""
    assert hasattr(Event("kind", "text"), "__dict__") == events_module._FILLED
    game = new_game()
    play_some(game, 25)
    log = json.loads(json.dumps(snapshot.encode_log(game.events)))
    monkeypatch.setattr(events_module, "_FILLED", False)
    assert snapshot.decode_log(log) == game.events


@pytest.mark.parametrize("line", [5, None, "{0} plays {1}", "{0.no_such_attribute}"])
def test_a_line_for_the_seats_that_know_the_cards_is_checked(line: object) -> None:
    """The line a seat that knows an event's cards reads (``KNOWN_TEXT``) must render too."""
    events = [
        Event("play", "{0} plays a card", 0, (3,), ("A",), (frozenset({0}),), {KNOWN_TEXT: "{0} plays B"})
    ]
    log = json.loads(json.dumps(snapshot.encode_log(events)))
    assert snapshot.decode_log(log) == events
    log["values"][0] = line
    with pytest.raises(snapshot.SnapshotError):
        snapshot.decode_log(log)


@pytest.mark.parametrize("spoil", LOG_SPOILS)
def test_a_damaged_log_is_refused_as_it_decodes(spoil: Callable[[Any], object]) -> None:
    """Each damage is found while the log decodes (a ``SnapshotError``, so the game is replayed
    from its inputs instead), not passed over because the rest of the log still reads."""
    game = new_game()
    play_some(game, 25)
    log = json.loads(json.dumps(snapshot.encode_log(game.events)))
    assert snapshot.decode_log(log) == game.events
    spoil(log)
    with pytest.raises(snapshot.SnapshotError):
        snapshot.decode_log(log)


@pytest.mark.parametrize("spoil", OLDER_LOG_SPOILS)
def test_a_damaged_older_log_is_refused_as_it_decodes(spoil: Callable[[Any], object]) -> None:
    game = new_game()
    play_some(game, 25)
    rows = json.loads(json.dumps(older_log(game.events)))
    assert snapshot.decode_events(rows) == game.events
    spoil(rows)
    with pytest.raises(snapshot.SnapshotError):
        snapshot.decode_events(rows)


def older_log(events: list[Event]) -> list[list[object]]:
    """The log as saves wrote it before its compact form (``snapshot.encode_log``): one row
    of nine columns per event."""
    return [
        [e.kind, e.text, e.player, list(e.cards), list(e.names), [sorted(k) for k in e.known_to],
         snapshot.encode(e.data) if e.data else None, e.manual, e.rule]
        for e in events
    ]  # fmt: skip


def with_older_log(data: dict[str, Any], spoil: Callable[[list[Any]], object] = list) -> dict[str, Any]:
    """``data`` (a save with a snapshot) as saves wrote it before the compact log."""
    content = unpack(data["snapshot"])
    events = snapshot.decode_log(content.pop("log"))
    content["events"] = older_log(events)
    spoil(content["events"])
    return {**data, "snapshot": {"choices": data["snapshot"]["choices"], "packed": pack(content)}}


def test_a_save_with_the_older_log_still_loads_from_its_snapshot(monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves made before the log's compact form (``events``: a row of nine columns per
    event) load from their snapshot as before, not by replaying every choice."""
    game = new_game()
    play_some(game, 40)
    data = json.loads(json.dumps(with_older_log(save_game(game, snapshot=True))))
    resumed: list[bool] = []

    class Spy(Game):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            resumed.append(kwargs.get("resume") is not None)
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(serialize, "Game", Spy)
    loaded = load_game(data, get_ruleset)
    assert resumed == [True]
    assert loaded.state == game.state and loaded.events == game.events and loaded.decision == game.decision
    assert verify(loaded)


@pytest.mark.parametrize("spoil", OLDER_LOG_SPOILS)
def test_an_older_log_that_does_not_hold_is_ignored(spoil: Callable[[list[Any]], object]) -> None:
    game = new_game()
    play_some(game, 25)
    data = json.loads(json.dumps(with_older_log(save_game(game, snapshot=True), spoil)))
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
