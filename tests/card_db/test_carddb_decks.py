"""Deck formats (read, write, round trip), unknown codes by line, and saved decks."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from carddb_helpers import FIXTURES, FULL, SAMPLES, need
from hypothesis import given, settings
from hypothesis import strategies as st

from card_db import CardDatabase, CardDbError, CardRecord, Deck, DeckFormatError, DeckNotFoundError
from card_db.decks import format_deck, parse_deck
from card_db.games import section_for_type

# A small card pool per game: code -> type.
POOL: dict[str, dict[str, str]] = {
    "weiss-schwarz": {
        f"TST/W01-{i:03d}": t for i, t in enumerate(["character"] * 6 + ["event", "climax"], 1)
    },
    "one-piece": {
        "OP01-001": "leader",
        "OP01-016": "character",
        "OP01-025": "character",
        "OP01-029": "event",
        "OP01-016_p1": "character",
        "ST01-017": "stage",
        "DON-001": "don",
    },
    "force-of-will": {
        "CMF-013": "ruler",
        "CMF-013J": "j-ruler",
        "CMF-001": "resonator",
        "CMF-004": "chant",
        "CMF-103": "magic stone",
        "CMF-096": "magic stone",
        "AO1 Buy a Box-1": "resonator",
        "RUN-001": "rune",
    },
    "luck-and-logic": {
        "LL-001": "logicalist",
        "LL-002": "paradox",
        "LL-003": "gate",
        "LL-004": "my logicalist",
    },
    "freeform": {"F-1": "token", "F-2": "anything"},
}


def lookup_for(game: str):  # type: ignore[no-untyped-def]
    cards = {code: CardRecord(game, code, code, kind) for code, kind in POOL[game].items()}
    upper = {code.upper(): card for code, card in cards.items()}
    return lambda code: cards.get(code) or upper.get(code.upper())


def parse(text: str, game: str, fmt: str | None = None, filename: str = "deck.txt"):  # type: ignore[no-untyped-def]
    return parse_deck(text, game, "Test", lookup_for(game), fmt, filename)


# ---------------------------------------------------------------------------- reading


def test_op_simulator_list_puts_the_leader_first() -> None:
    parsed = parse("1xOP01-001\n4xOP01-016\n4x OP01-025\n2 OP01-029\n", "one-piece")
    assert parsed.ok
    assert parsed.deck.sections == {
        "leader": [("OP01-001", 1)],
        "main": [("OP01-016", 4), ("OP01-025", 4), ("OP01-029", 2)],
    }
    assert format_deck(parsed.deck, "op-sim") == "1xOP01-001\n4xOP01-016\n4xOP01-025\n2xOP01-029\n"


def test_ws_code_list_with_repeats_counts_and_full_width() -> None:
    text = "TST/W01-001\nTST/W01-001\n3 TST/W01-002\nＴＳＴ／Ｗ０１－００８\n2x TST/W01-001\n"
    parsed = parse(text, "weiss-schwarz")
    assert parsed.ok
    assert parsed.deck.sections == {"main": [("TST/W01-001", 4), ("TST/W01-002", 3), ("TST/W01-008", 1)]}
    assert format_deck(parsed.deck, "ws-codes").splitlines().count("TST/W01-001") == 4


def test_unknown_codes_are_reported_by_line_and_never_dropped_silently() -> None:
    text = "# Main\n4 TST/W01-001\n\n2 TST/W99-999\nTST/W01-002\nbanana split\n0 TST/W01-003\n"
    parsed = parse(text, "weiss-schwarz")
    assert [(p.line, p.message.split(" '")[0]) for p in parsed.problems] == [
        (4, "unknown card code"),
        (6, "unknown card code"),
        (7, "the count must be at least 1, got 0"),
    ]
    assert "TST/W99-999" in str(parsed.problems[0])
    assert str(parsed.problems[0]).startswith("line 4: ")
    assert parsed.deck.size() == 5


def test_headings_choose_sections_and_unknown_sections_are_problems() -> None:
    text = (
        "Ruler:\n1 CMF-013\n[Main Deck (40)]\n4 CMF-001\n// Stone Deck\n10 CMF-103\n"
        "# Side\n2 CMF-004\nLeader:\n1 CMF-001\n"
    )
    parsed = parse(text, "force-of-will")
    assert parsed.deck.sections == {
        "ruler": [("CMF-013", 1)],
        "main": [("CMF-001", 5)],
        "stones": [("CMF-103", 10)],
        "side": [("CMF-004", 2)],
    }
    assert [p.line for p in parsed.problems] == [9]
    assert "no 'leader' section" in parsed.problems[0].message


def test_flat_lists_are_placed_by_type() -> None:
    fow = parse("1 CMF-013J\n4 CMF-001\n10 CMF-103\n1 RUN-001\n", "force-of-will").deck
    assert set(fow.sections) == {"ruler", "main", "stones", "rune"}
    ll = parse("1 LL-004\n4 LL-001\n2 LL-003\n8 LL-002\n", "luck-and-logic").deck
    assert ll.sections == {
        "covenanter": [("LL-004", 1)],
        "main": [("LL-001", 4), ("LL-002", 8)],
        "gate": [("LL-003", 2)],
    }
    assert section_for_type("one-piece", "don") == "don"


def test_codes_with_spaces_and_trailing_names() -> None:
    parsed = parse("1 AO1 Buy a Box-1\n4 CMF-001 Aesop, the Prince's Tutor\n", "force-of-will")
    assert parsed.ok
    assert parsed.deck.sections["main"] == [("AO1 Buy a Box-1", 1), ("CMF-001", 4)]


def test_fdk_fixture() -> None:
    text = (FIXTURES / "fow-deck.fdk").read_text(encoding="utf-8")
    parsed = parse(text, "force-of-will", filename="fow-deck.fdk")
    assert parsed.deck.name == "Pandora test deck"
    assert parsed.deck.sections == {
        "ruler": [("CMF-013", 1)],
        "main": [("CMF-001", 4), ("CMF-004", 3)],
        "stones": [("CMF-103", 8), ("CMF-096", 2)],
    }
    # CMF-016 is not in this pool; it is reported twice, with the lines it is on.
    lines = text.splitlines()
    for problem in parsed.problems:
        assert problem.text in lines[problem.line - 1]
    assert {p.text for p in parsed.problems} == {"CMF-016", "CMF-999"}


def test_fdk_zones_shape_and_bad_entries() -> None:
    text = json.dumps(
        {
            "deckName": "Z",
            "zones": [
                {"name": "Ruler Area", "cards": ["CMF-013"]},
                {"name": "Main Deck", "cards": [{"cardId": "CMF-001", "quantity": "four"}]},
                {"name": "Graveyard", "cards": []},
            ],
            "extraDeck": [],
        }
    )
    parsed = parse(text, "force-of-will", fmt="fdk")
    assert parsed.deck.name == "Z"
    assert parsed.deck.sections == {"ruler": [("CMF-013", 1)]}
    messages = [p.message for p in parsed.problems]
    assert any("whole number" in m for m in messages)
    assert any("unknown deck section" in m for m in messages)


@pytest.mark.parametrize(("text", "words"), [("[1, 2]", "JSON object"), ("{oops", "not valid JSON")])
def test_unreadable_fdk(text: str, words: str) -> None:
    with pytest.raises(DeckFormatError, match=words):
        parse(text, "force-of-will", fmt="fdk")
    with pytest.raises(DeckFormatError, match="Force of Will"):
        parse("{}", "one-piece", fmt="fdk")


def test_project_deck_json_like_the_demo_decks() -> None:
    sections = {"leader": [["OP01-001", 1]], "main": [["OP01-016", 4], ["NOPE", 2]]}
    text = json.dumps({"game": "one-piece", "name": "Demo", "sections": sections})
    parsed = parse(text, "one-piece", filename="demo.json")
    assert parsed.deck.name == "Demo"
    assert parsed.deck.sections == {"leader": [("OP01-001", 1)], "main": [("OP01-016", 4)]}
    assert parsed.problems[0].line == 1 and "NOPE" in str(parsed.problems[0])
    with pytest.raises(DeckFormatError, match="not 'weiss-schwarz'"):
        parse(text, "weiss-schwarz", filename="demo.json")


# ---------------------------------------------------------------------------- round trips

SECTION_ORDER = {
    game: list(dict.fromkeys(section_for_type(game, kind) for kind in POOL[game].values())) for game in POOL
}


@st.composite
def decks(draw: st.DrawFn, game: str) -> Deck:
    codes = draw(st.lists(st.sampled_from(sorted(POOL[game])), unique=True, min_size=1))
    sections: dict[str, list[tuple[str, int]]] = {}
    for code in codes:
        section = section_for_type(game, POOL[game][code])
        sections.setdefault(section, []).append((code, draw(st.integers(1, 60))))
    return Deck(game, "Test", sections).normalized()


@pytest.mark.parametrize(
    ("game", "fmt"),
    [(g, "text") for g in POOL]
    + [(g, "json") for g in POOL]
    + [(g, "cod") for g in POOL]
    + [("one-piece", "op-sim"), ("weiss-schwarz", "ws-codes"), ("force-of-will", "fdk")],
)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_every_format_round_trips(game: str, fmt: str, data: st.DataObject) -> None:
    deck = data.draw(decks(game))
    parsed = parse(format_deck(deck, fmt), game, fmt)
    assert parsed.ok
    assert parsed.deck == deck.without_supplied()  # exports never write ONE PIECE's DON!! deck


@settings(max_examples=40, deadline=None)
@given(
    sections=st.dictionaries(
        st.sampled_from(["ruler", "main", "stones", "side", "extra", "rune"]),
        st.lists(
            st.tuples(st.sampled_from(sorted(POOL["force-of-will"])), st.integers(1, 9)),
            min_size=1,
            max_size=5,
        ),
        min_size=1,
    )
)
def test_explicit_sections_survive_text_and_fdk(sections: dict[str, list[tuple[str, int]]]) -> None:
    deck = Deck("force-of-will", "Test", sections).normalized()
    for fmt in ("text", "fdk", "json"):
        assert parse(format_deck(deck, fmt), "force-of-will", fmt).deck == deck


# ---------------------------------------------------------------------------- saved decks


@pytest.fixture
def op(db: CardDatabase) -> CardDatabase:
    db.import_file("one-piece", need(SAMPLES / "op-sample.json"))
    return db


def test_new_save_rename_duplicate_delete_list(op: CardDatabase) -> None:
    deck = op.new_deck("one-piece", "Luffy")
    assert deck.sections == {}
    with pytest.raises(CardDbError, match="exists already"):
        op.new_deck("one-piece", "Luffy")
    op.save_deck(
        Deck("one-piece", "Luffy", {"main": [("ST01-004", 4), ("ST01-004", 0)], "leader": [("ST01-001", 1)]})
    )
    saved = op.deck("one-piece", "Luffy")
    assert saved.sections == {"leader": [("ST01-001", 1)], "main": [("ST01-004", 4)]}
    renamed = op.rename_deck("one-piece", "Luffy", "Red Luffy")
    assert renamed.sections == saved.sections
    with pytest.raises(DeckNotFoundError):
        op.deck("one-piece", "Luffy")
    assert op.duplicate_deck("one-piece", "Red Luffy").name == "Red Luffy (copy)"
    assert op.duplicate_deck("one-piece", "Red Luffy").name == "Red Luffy (copy 2)"
    with pytest.raises(CardDbError, match="exists already"):
        op.rename_deck("one-piece", "Red Luffy (copy)", "Red Luffy")
    assert [d.name for d in op.decks("one-piece")] == ["Red Luffy", "Red Luffy (copy 2)", "Red Luffy (copy)"]
    op.delete_deck("one-piece", "Red Luffy (copy)")
    with pytest.raises(DeckNotFoundError):
        op.delete_deck("one-piece", "Red Luffy (copy)")
    assert op.stats().decks["one-piece"] == 2
    assert op.decks("weiss-schwarz") == []


def test_deck_files_against_the_database(op: CardDatabase, tmp_path: Path) -> None:
    parsed = op.read_deck_file("one-piece", FIXTURES / "op-sim.txt")
    assert parsed.deck.name == "op-sim"
    assert [(p.line, "ST01-099" in p.message) for p in parsed.problems] == [(5, True)]
    assert parsed.deck.sections["leader"] == [("ST01-001", 1)]
    out = tmp_path / "out.txt"
    op.write_deck_file(parsed.deck, out, "op-sim")
    again = op.read_deck_file("one-piece", out, name="again")
    assert again.ok and again.deck.sections == parsed.deck.sections and again.deck.name == "again"


def test_ws_codes_fixture_against_the_database(db: CardDatabase) -> None:
    db.import_file("weiss-schwarz", need(FULL / "ws-KGL_S79.json"))
    parsed = db.read_deck_file("weiss-schwarz", FIXTURES / "ws-codes.txt")
    assert parsed.deck.sections == {
        "main": [("KGL/S79-E001", 2), ("KGL/S79-E004", 1), ("KGL/S79-E010", 3), ("KGL/S79-E021", 1)]
    }
    assert [p.line for p in parsed.problems] == [7]


def test_a_luck_and_logic_tool_deck_survives_a_text_round_trip(tmp_path: Path) -> None:
    # L&L 6.1.1.4: the tool deck is its own section (0-4 cards with Tool Skill)
    resources = Path(__file__).resolve().parents[2] / "resources"
    with CardDatabase.open(tmp_path / "cards.sqlite", resources=resources) as db:
        first, second = (record.code for record in db.search(game="luck-and-logic", limit=2))
        deck = Deck("luck-and-logic", "Tools", {"main": [(first, 4)], "tool": [(second, 2)]})
        parsed = db.parse_deck("luck-and-logic", format_deck(deck, "text"))
    assert parsed.problems == []
    assert dict(parsed.deck.sections)["tool"] == [(second, 2)]


# ---------------------------------------------------------------------------- lists by name

FOW_POOL = [
    CardRecord("force-of-will", "CMF-013", "Pandora, Girl of the Box", "ruler"),
    CardRecord("force-of-will", "CMF-087", "Pandora, Girl of the Box", "resonator"),
    CardRecord("force-of-will", "MP01-008", "Pandora, Girl of the Box", "resonator"),
    CardRecord("force-of-will", "CMF-001", "Aesop, the Prince's Tutor", "resonator"),
    CardRecord("force-of-will", "CMF-101", "Fire Magic Stone", "basic magic stone"),
]


def fow_parse(text: str) -> Any:
    by_code = {record.code: record for record in FOW_POOL}

    def names(name: str) -> list[CardRecord]:
        return [record for record in FOW_POOL if record.name.lower() == name.lower()]

    return parse_deck(text, "force-of-will", "Test", lambda code: by_code.get(code.upper()), names=names)


def test_a_name_several_cards_share_offers_them_and_the_answer_stays_in_the_deck() -> None:
    parsed = fow_parse("Main Deck:\n4 Aesop, the Prince's Tutor\n3 Pandora, Girl of the Box\n")
    [problem] = parsed.ambiguous
    # the error names the choices (the command line prints it as it is)
    assert "names 3 cards (CMF-013, CMF-087, MP01-008); write the code" in str(problem)
    assert (problem.line, problem.choices, problem.count, problem.section) == (
        3,
        ("CMF-013", "CMF-087", "MP01-008"),
        3,
        "main",
    )
    chosen = parsed.with_choice(problem, FOW_POOL[1])
    assert chosen.problems == [] and chosen.deck.sections["main"] == [("CMF-001", 4), ("CMF-087", 3)]
    # the deck keeps the code: read back, nothing is asked again
    again = fow_parse(format_deck(chosen.deck, "text"))
    assert again.problems == [] and again.deck == chosen.deck
    with pytest.raises(ValueError):
        parsed.with_choice(problem, FOW_POOL[3])  # not one of its choices


def test_a_stranger_deck_keeps_every_line_it_can_read_and_reports_the_rest() -> None:
    text = "\n".join(
        [
            "Deck name: Pandora's Box",
            "// built for the local store",
            "Ruler:",
            "1x   CMF-013",
            "Main Deck:",
            "Aesop, the Prince's Tutor x4",
            "\tCMF-087\t×2",
            "4 Ruler of Nothing",  # no such card
            "# sideboard ideas below",
            "three copies of CMF-001",  # not a count
            "MP01-008 x 2",
            "; stones",
            "Stones:",
            "10 x CMF-101",
            "7 Pandora,   Girl of the Box",  # a shared name: asked, not dropped
        ]
    )
    parsed = fow_parse(text)
    assert parsed.deck.name == "Pandora's Box"
    assert parsed.deck.sections == {
        "ruler": [("CMF-013", 1)],
        "main": [("CMF-001", 4), ("CMF-087", 2), ("MP01-008", 2)],
        "stones": [("CMF-101", 10)],
    }
    assert [(p.line, p.choices != ()) for p in parsed.problems] == [(8, False), (10, False), (15, True)]
    assert "unknown card code 'Ruler of Nothing'" in parsed.problems[0].message


def test_the_command_line_names_the_choices_of_a_shared_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from card_db.importers.common import ImportBatch
    from desktop_app.cli import main as cli_main

    path = tmp_path / "fow.sqlite"
    with CardDatabase.open(path) as database:
        database.import_batch(ImportBatch("force-of-will", records=FOW_POOL))
    deck_file = tmp_path / "pandora.txt"
    deck_file.write_text("Main Deck:\n3 Pandora, Girl of the Box\n", encoding="utf-8")
    code = cli_main(["deck", "import", "--db", str(path), "--game", "force-of-will", str(deck_file)])
    said = capsys.readouterr()
    assert code != 0
    assert (
        "pandora.txt: line 2: the name 'Pandora, Girl of the Box' names 3 cards "
        "(CMF-013, CMF-087, MP01-008); write the code" in said.out + said.err
    )
