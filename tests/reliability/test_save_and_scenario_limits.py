"""Saved games and scenario files at their limits: nesting, counts, sizes and wrong field types
are refused with a message naming the file and the place, never a traceback.

The audit found ``RecursionError`` for deeply nested saves and scenario TOML, ``IndexError`` and
``AttributeError`` in the table's loader for fields of the wrong type, refusals that did not
name the file, and a scenario deck line of 10^9 copies that filled memory.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from desktop_app.bridge import SetupError, read_saved_file
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.serialize import MAX_CHOICES, save_game
from desktop_app.games import get_ruleset
from desktop_app.inputs import MAX_FILE_BYTES
from desktop_app.scenarios.runner import run_file
from desktop_app.simulate import pick_decks

SCENARIO = Path(__file__).parents[1] / "scenarios" / "weiss-schwarz"


def a_save() -> dict[str, Any]:
    ruleset = get_ruleset("freeform")
    game = Game(ruleset, GameSetup("freeform", ruleset.rules_version, pick_decks(ruleset, None), seed=3))
    for _ in range(6):
        assert game.decision is not None
        game.apply(game_choice(game))
    return save_game(game, snapshot=True)


def game_choice(game: Game) -> Any:
    from desktop_app.engine.decisions import Choice

    assert game.decision is not None
    return Choice(game.decision.player, (game.decision.keys()[0],))


def nested(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


SPOILS: list[tuple[str, Callable[[dict[str, Any]], Any], str]] = [
    ("decks-a-list-of-texts", lambda d: d.update(decks=["a", "b"]), "decks[0]: a deck is a table"),
    ("sections-a-list", lambda d: d["decks"][0].update(sections=[1]), "decks[0]: a deck is a table"),
    ("section-not-a-list", lambda d: d["decks"][1]["sections"].update(main=5), "decks[1].sections.main"),
    ("unknown-code", lambda d: d["decks"][0]["sections"]["main"].append("NOPE"), "decks[0].sections.main["),
    ("cards-a-table", lambda d: d.update(cards={}), "cards: a list"),
    ("card-a-number", lambda d: d["cards"].insert(0, 7), "cards[0]: a card record is a table"),
    ("choices-a-number", lambda d: d.update(choices=7), "choices: a list"),
    ("choice-a-text", lambda d: d["choices"].insert(0, "x"), "choices[0]: a choice is a table"),
    ("choice-player-3", lambda d: d["choices"].insert(0, {"p": 3}), "choices[0]"),
    ("choice-keys-a-number", lambda d: d["choices"].insert(0, {"p": 0, "k": 4}), "choices[0]: k"),
    # equal answers are checked once (``serialize._choices``): one equal to an earlier
    # answer but for a field's type is still checked, and refused with its own place
    (
        "choice-player-true",
        lambda d: d["choices"].extend([{"p": 1, "k": ["x"]}, {"p": True, "k": ["x"]}]),
        "choices[7]: a choice is a table",
    ),
    (
        "choice-number-true",
        lambda d: d["choices"].extend([{"p": 1, "n": 1}, {"p": 1, "n": True}]),
        "choices[7]: n: a whole",
    ),
    (
        "choice-key-a-list",
        lambda d: d["choices"].extend([{"p": 1, "k": ["x"]}, {"p": 1, "k": [["x"]]}]),
        "choices[7]: k: a list",
    ),
    (
        "manual-index-a-text",
        lambda d: d["choices"].append({"p": 0, "m": {"verb": "move", "index": "x"}}),
        "m.index",
    ),
    (
        "manual-unknown",
        lambda d: d["choices"].append({"p": 0, "m": {"verb": "move", "evil": 1}}),
        "unknown field",
    ),
    ("seed-a-text", lambda d: d.update(seed="many"), "seed: a whole number"),
    ("seed-5000-digits", lambda d: d.update(seed=int("9" * 4000)), "seed"),
    ("options-a-list", lambda d: d.update(options=[]), "options: a table"),
    ("position-a-list", lambda d: d.update(position=[1]), "position: a table"),
    ("position-zone-a-number", lambda d: d.update(position={"p1": {"hand": 5}}), "position.p1.hand"),
    (
        "position-markers-a-number",
        lambda d: d.update(position={"p1": {"hand": [{"code": "x", "markers": 5}]}}),
        "hand[0]",
    ),
    ("nested-flags", lambda d: d.update(position={"flags": {"x": nested(200)}}), "nested more than"),
    ("too-many-choices", lambda d: d.update(choices=[{"p": 0}] * (MAX_CHOICES + 1)), "at most"),
]


@pytest.mark.parametrize(("name", "spoil", "message"), SPOILS, ids=[s[0] for s in SPOILS])
def test_a_spoiled_save_is_refused_naming_the_file_and_place(
    tmp_path: Path, name: str, spoil: Callable[[dict[str, Any]], Any], message: str
) -> None:
    data = a_save()
    spoil(data)
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SetupError) as refusal:
        read_saved_file(path)
    assert str(path) in str(refusal.value) and message in str(refusal.value)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested more than"),
        ('{"format": "tabletop-game", "seed": ' + "9" * 5000 + "}", "digits"),
        (json.dumps({"a": nested(40)}), "nested more than 32 deep"),
        ("\x00\xff", "not UTF-8"),
        ("", "not JSON (line 1, column 1"),
    ],
    ids=["brackets", "long-number", "nested", "binary", "empty"],
)
def test_an_unreadable_save_is_refused_naming_the_file(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content.encode("utf-8", "surrogateescape") if content != "\x00\xff" else b"\x00\xff")
    with pytest.raises(SetupError) as refusal:
        read_saved_file(path)
    assert str(path) in str(refusal.value) and message in str(refusal.value)


def test_a_save_larger_than_the_limit_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as stream:
        stream.truncate(MAX_FILE_BYTES + 1)  # sparse: costs no disk
    with pytest.raises(SetupError, match="bytes is more than"):
        read_saved_file(path)


def scenario(tmp_path: Path, text: str) -> str:
    path = tmp_path / "s.toml"
    path.write_text(text, encoding="utf-8")
    result = run_file(path)
    assert not result.passed
    return result.message


BASE = 'title = "t"\nrules = ["WS 1"]\ngame = "weiss-schwarz"\n'


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (BASE + "x = " + "[" * 5000 + "]" * 5000, "nested more than"),
        (BASE + "step = 5\n", "step: a list of step tables"),
        (BASE + "step = [1]\n", "step[0]: a table"),
        (BASE + "cards = {a = 1}\n", "cards: a list of card tables"),
        (BASE + "decks = 7\n", 'decks: a table or "demo"'),
        (BASE + '[decks.p1]\nmain = [["LA/W01-001", 1000000000]]\n', "copies up to"),
        (BASE + '[decks.p1]\nmain = "x"\n', "decks.p1.main: a list of cards"),
        (BASE + "[position]\np1 = 3\n", "position.p1: a table of zones"),
        ("rules = 5\n", "rules: a list of rule numbers"),
    ],
    ids=[
        "nested",
        "step-number",
        "step-entry",
        "cards-table",
        "decks-number",
        "copies",
        "section",
        "zones",
        "rules",
    ],
)
def test_a_bad_scenario_is_refused_with_the_place(tmp_path: Path, text: str, message: str) -> None:
    assert message in scenario(tmp_path, text)


def test_too_many_steps_are_refused(tmp_path: Path) -> None:
    assert "at most 5,000" in scenario(tmp_path, BASE + "[[step]]\n" * 5001)


@pytest.mark.parametrize(
    "content", ["[" * 100_000 + "]" * 100_000, '{"choices": ' + "9" * 5000 + "}", "\xff"]
)
def test_a_spoiled_autosave_does_not_stop_the_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: Any, content: str
) -> None:
    """The start screen reads the autosaves to list the games in progress: a nested or otherwise
    spoiled one is no game (logged), not a crash of the window (it raised RecursionError); the
    single autosave of earlier versions and one of the autosaves folder alike."""
    from desktop_app.bridge import TableSettings
    from desktop_app.ui.main_window import MainWindow

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    (tmp_path / "autosave.json").write_text(content, encoding="utf-8")
    (tmp_path / "autosaves").mkdir()
    (tmp_path / "autosaves" / "game-1.json").write_text(content, encoding="utf-8")
    window = MainWindow(TableSettings(), threaded_agent=False)
    qtbot.addWidget(window)
    assert not window.resume_action.isEnabled()
    window.close()
