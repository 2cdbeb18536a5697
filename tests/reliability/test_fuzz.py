"""The fuzz suite: every importer, deck reader, save loader and scenario loader meets inputs
Hypothesis builds, and each one ends in acceptance or a clear refusal.

A clear refusal is the reader's own error (``CardDbError``, ``SetupError``, a failed scenario
``Result``) whose message names the file; anything else (a traceback, a ``RecursionError``,
an ``IndexError``) fails the test. A refused card import must leave the database as it was.
Inputs start from a real record, deck, save or scenario of each kind and are spoiled: fields
replaced by values of any type (huge numbers, deep nesting, control and format characters),
entries dropped or repeated, text cut short.

Bounded so the suite stays fast: a fixed number of examples per target (``EXAMPLES``), with
``derandomize`` so CI runs the same inputs every time and no example database is written.
The counts are recorded in docs/reliability.md.
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from card_db import CardDatabase
from card_db.decks import FORMATS
from card_db.errors import CardDbError
from desktop_app.bridge import SetupError, read_saved_file
from desktop_app.engine import snapshot
from desktop_app.engine.decisions import Choice
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.serialize import save_game, unpack
from desktop_app.games import get_ruleset
from desktop_app.scenarios.runner import run_file
from desktop_app.simulate import pick_decks

EXAMPLES = 60
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,  # speed is measured elsewhere, never asserted
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
SCENARIOS = Path(__file__).parents[1] / "scenarios"

# ---------------------------------------------------------------- values of every kind
texts = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",))
    | st.sampled_from("\u200b\u202e\x00{}[]\"'"),
    max_size=30,
)
numbers = st.integers() | st.sampled_from([10**30, -(10**30), 10**400, 2**63, -1, 0]) | st.floats()
scalars = st.none() | st.booleans() | numbers | texts
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(texts, inner, max_size=4),
    max_leaves=12,
)


DEEP = re.compile(r'"@deep(\d+)@"')


def dumps(value: Any) -> str:
    """JSON text of ``value``, each ``"@deepN@"`` written as lists nested N deep (deeper than
    Python's own encoder could write)."""
    text = json.dumps(value, ensure_ascii=False)
    return DEEP.sub(lambda m: "[" * int(m.group(1)) + "0" + "]" * int(m.group(1)), text)


spoilers = values | st.integers(30, 3000).map(lambda depth: f"@deep{depth}@")


def spoil(data: Any, draw: Any, times: int) -> Any:
    """``data`` with ``times`` random changes: a field replaced, dropped, or its list repeated."""
    for _ in range(times):
        path: list[Any] = []
        node = data
        while isinstance(node, dict | list) and node and draw(st.booleans()):
            key = draw(st.sampled_from(sorted(node, key=str) if isinstance(node, dict) else range(len(node))))
            path.append(key)
            node = node[key]
        if not path:
            continue
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        action = draw(st.sampled_from(("replace", "replace", "drop", "repeat")))
        if action == "replace":
            parent[path[-1]] = draw(spoilers)
        elif action == "drop" and isinstance(parent, dict):
            del parent[path[-1]]
        elif isinstance(parent[path[-1]], list):
            parent[path[-1]] = parent[path[-1]] * draw(st.integers(2, 50))
    return data


# ---------------------------------------------------------------- card importers
WS_RECORD = {
    "name": "Test", "code": "TST/W01-001", "rarity": "C", "expansion": "T", "side": "W",
    "type": "Character", "color": "YELLOW", "level": "0", "cost": "0", "power": "1000", "soul": 1,
    "trigger": [], "attributes": [], "ability": [], "flavor_text": "", "image": "",
    "set": "TST", "release": "W01", "sid": "001",
}  # fmt: skip
OP_RECORD = {
    "attributes": ["Strike"], "block_number": 1, "category": "Leader", "colors": ["Red"], "cost": 5,
    "counter": None, "effect": "[Activate: Main] Give up to 1 rested DON!! card.", "id": "ST01-001",
    "img_full_url": "", "img_url": "", "name": "Luffy", "pack_id": "569001", "power": 5000,
    "rarity": "Leader", "trigger": None, "types": ["Supernovas"],
}  # fmt: skip
FOW_DATA = {
    "fow": {"clusters": [{"name": "Grimm", "sets": [{"name": "Crimson", "code": "CMF", "cards": [{
        "id": "CMF-001", "name": "Aesop", "type": ["Resonator"], "race": ["Human"], "cost": "{W}{1}",
        "colour": ["W"], "ATK": 500, "DEF": 500, "abilities": ["[Continuous]: text"], "divinity": "",
        "flavour": "", "artists": [], "rarity": "U",
    }]}]}]}
}  # fmt: skip
PACKS = {"569001": {"id": "569001", "raw_title": "STARTER DECK [ST-01]", "title_parts": {"label": "ST-01"}}}


def project_record(game: str) -> dict[str, Any]:
    (first, *_) = sorted((Path(__file__).parents[2] / "resources" / "cards" / game).glob("*.json"))
    return dict(json.loads(first.read_text(encoding="utf-8"))[0])


IMPORT_SEEDS: list[tuple[str, Any]] = [
    ("weiss-schwarz", [WS_RECORD]),
    ("one-piece", [OP_RECORD]),
    ("one-piece", PACKS),
    ("force-of-will", FOW_DATA),
    *(
        (game, [project_record(game)])
        for game in ("weiss-schwarz", "one-piece", "luck-and-logic", "freeform")
    ),
]


def cards_digest(path: Path) -> str:
    with sqlite3.connect(path) as connection:
        rows = connection.execute("SELECT * FROM cards ORDER BY game, code").fetchall()
        rows += connection.execute("SELECT * FROM sets ORDER BY 1, 2").fetchall()
    return hashlib.sha256(repr(rows).encode()).hexdigest()


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[CardDatabase, Path]]:
    path = tmp_path_factory.mktemp("fuzz") / "cards.sqlite"
    with CardDatabase.open(path) as db:
        db.import_file("weiss-schwarz", write(path.parent / "seed.json", json.dumps([WS_RECORD])))
        yield db, path


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    return path


def refused_cleanly(error: Exception, file: Path) -> bool:
    return isinstance(error, CardDbError) and file.name in str(error)


@pytest.mark.parametrize(
    ("game", "seed"), IMPORT_SEEDS, ids=[f"{g}-{i}" for i, (g, _) in enumerate(IMPORT_SEEDS)]
)
@FUZZ
@given(data=st.data())
def test_card_importers(database: tuple[CardDatabase, Path], game: str, seed: Any, data: Any) -> None:
    db, path = database
    spoiled = spoil(json.loads(json.dumps(seed)), data.draw, data.draw(st.integers(1, 4)))
    file = write(path.parent / "input.json", dumps(spoiled))
    before = cards_digest(path)
    try:
        db.import_file(game, file)
    except Exception as error:
        assert refused_cleanly(error, file), f"{type(error).__name__}: {error}"
        assert cards_digest(path) == before, "a refused import changed the database"


@FUZZ
@given(text=st.text(max_size=300) | st.binary(max_size=300).map(lambda b: b.decode("latin-1")))
def test_card_importers_on_raw_text(database: tuple[CardDatabase, Path], text: str) -> None:
    db, path = database
    before = cards_digest(path)
    for suffix in (".json", ".csv"):
        file = write(path.parent / f"raw{suffix}", text)
        try:
            db.import_file("luck-and-logic", file)
        except Exception as error:
            assert refused_cleanly(error, file), f"{type(error).__name__}: {error}"
            assert cards_digest(path) == before


# ---------------------------------------------------------------- deck readers
DECK_LINES = st.sampled_from(
    [
        "4 TST/W01-001",
        "TST/W01-001 x4",
        "4x TST/W01-001",
        "# main",
        "Main deck:",
        "99999999999999999999 X",
        "4\tY",
    ]
)
deck_texts = st.lists(DECK_LINES | texts, max_size=12).map("\n".join) | spoilers.map(dumps)


@FUZZ
@given(
    text=deck_texts,
    fmt=st.sampled_from((None, *FORMATS)),
    game=st.sampled_from(("weiss-schwarz", "force-of-will")),
)
def test_deck_readers(database: tuple[CardDatabase, Path], text: str, fmt: str | None, game: str) -> None:
    db, path = database
    file = write(path.parent / "deck.txt", text)
    try:
        db.read_deck_file(game, file, fmt=fmt)
    except Exception as error:
        assert isinstance(error, CardDbError), f"{type(error).__name__}: {error}"


# ---------------------------------------------------------------- saved games
def a_save() -> dict[str, Any]:
    ruleset = get_ruleset("weiss-schwarz")
    game = Game(ruleset, GameSetup("weiss-schwarz", ruleset.rules_version, pick_decks(ruleset, None), seed=9))
    for _ in range(30):
        assert game.decision is not None
        game.apply(Choice(game.decision.player, (game.decision.keys()[-1],)))
    data = save_game(game, snapshot=True)
    data["choices"].append(
        {"p": 0, "m": {"verb": "move", "from_zone": "p1.hand", "index": 0, "zone": "p1.clock"}}
    )
    return data


SAVE = json.dumps(a_save())


@FUZZ
@given(data=st.data())
def test_save_loader(tmp_path_factory: pytest.TempPathFactory, data: Any) -> None:
    spoiled = spoil(json.loads(SAVE), data.draw, data.draw(st.integers(1, 5)))
    file = write(tmp_path_factory.mktemp("save") / "game.json", dumps(spoiled))
    try:
        read_saved_file(file)
    except SetupError as error:
        assert str(file) in str(error)


@FUZZ
@given(cut=st.integers(0, len(SAVE)), junk=texts)
def test_save_loader_on_cut_files(tmp_path_factory: pytest.TempPathFactory, cut: int, junk: str) -> None:
    file = write(tmp_path_factory.mktemp("save") / "game.json", SAVE[:cut] + junk)
    try:
        read_saved_file(file)
    except SetupError as error:
        assert str(file) in str(error)


LOG = json.dumps(unpack(json.loads(SAVE)["snapshot"])["log"])


@FUZZ
@given(data=st.data())
def test_snapshot_log_decoder(data: Any) -> None:
    """A damaged log inside a save's snapshot (which the loader cannot reach through the packed
    text) decodes to events that render for both seats and the referee, or is refused with a
    ``SnapshotError`` (the loader then replays the game from its choices)."""
    try:
        spoiled = json.loads(dumps(spoil(json.loads(LOG), data.draw, data.draw(st.integers(1, 5)))))
    except RecursionError:  # nested past what the JSON reader reads: ``unpack`` refuses it
        return
    try:
        events = snapshot.decode_log(spoiled)
    except snapshot.SnapshotError:
        return
    for event in events:
        for viewer in (None, 0, 1):
            assert isinstance(event.render(viewer), str)


# ---------------------------------------------------------------- scenario files
SCENARIO_TEXTS = [p.read_text(encoding="utf-8") for p in sorted(SCENARIOS.rglob("*.toml"))[::12]]
toml_tokens = st.sampled_from(
    ['"x"', "1", "-1", "99999999999999999999", "[]", "{}", "[[1]]", "true", '"p1.hand"']
)


@FUZZ
@given(data=st.data())
def test_scenario_loader(tmp_path_factory: pytest.TempPathFactory, data: Any) -> None:
    lines = data.draw(st.sampled_from(SCENARIO_TEXTS)).splitlines()
    for _ in range(data.draw(st.integers(1, 4))):
        if not lines:
            break
        index = data.draw(st.integers(0, len(lines) - 1))
        action = data.draw(st.sampled_from(("value", "drop", "repeat", "nest")))
        key, sep, _ = lines[index].partition("=")
        if action == "value" and sep:
            lines[index] = f"{key}= {data.draw(toml_tokens)}"
        elif action == "drop":
            del lines[index]
        elif action == "repeat":
            lines.insert(index, lines[index])
        elif action == "nest" and sep:
            depth = data.draw(st.integers(10, 2000))
            lines[index] = f"{key}= {'[' * depth}1{']' * depth}"
    file = write(tmp_path_factory.mktemp("scenario") / "s.toml", "\n".join(lines))
    result = run_file(file)
    assert not result.message.startswith("unexpected"), result.message


@pytest.mark.parametrize("fmt", ["json", "fdk", None])
def test_a_deeply_nested_deck_file_is_refused(database: tuple[CardDatabase, Path], fmt: str | None) -> None:
    """The audit's finding: deck JSON and ``.fdk`` nested deeply ended in ``RecursionError``."""
    db, path = database
    nested = "[" * 5000 + "]" * 5000
    file = write(
        path.parent / "deep.fdk", '{"name": "x", "main": ' + nested + ', "sections": ' + nested + "}"
    )
    with pytest.raises(CardDbError, match="nested too deeply"):
        db.read_deck_file("force-of-will", file, fmt=fmt)
