"""Deck lists as players paste them, against the real community data: names under headings,
Cockatrice ``.cod``, Force-of-Wind JSON with zones, OPTCGSim lists, EncoreDecks addresses;
each into the right sections, each validated by the game's rules through the CLI."""

from __future__ import annotations

import http.server
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest
from carddb_helpers import FULL, load, need
from helpers.local_http import send, serving

from card_db import CardDatabase, CardDbError, Deck
from card_db.decks import format_deck, parse_deck
from desktop_app.cli import main as cli_main

KGL = FULL / "ws-KGL_S79.json"


@pytest.fixture
def ws(tmp_path: Path) -> Iterator[CardDatabase]:
    with CardDatabase.open(tmp_path / "cards.sqlite") as db:
        db.import_file("weiss-schwarz", need(KGL))
        yield db


def kgl_names() -> tuple[list[str], list[str]]:
    """Unique character and climax names of the Kaguya set."""
    records = load(need(KGL))
    counts: dict[str, int] = {}
    for record in records:
        counts[record["name"]] = counts.get(record["name"], 0) + 1
    unique = [r for r in records if counts[r["name"]] == 1]
    characters = [r["name"] for r in unique if r["type"] == "Character"]
    climaxes = [r["name"] for r in unique if r["type"] == "Climax"]
    return characters, climaxes


def validate_json(db: CardDatabase, game: str, path: Path, capsys: pytest.CaptureFixture[str]) -> Any:
    code = cli_main(["deck", "validate", "--db", str(db.path), "--game", game, str(path), "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == (0 if report["ok"] else 1)
    return report


def test_a_ws_list_by_names_under_headings_is_legal(
    ws: CardDatabase, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    characters, climaxes = kgl_names()
    text = "\n".join(
        [
            "Kaguya Chika Control (a deck site's title line)",
            "",
            "Characters (42):",
            *(f"4 {name}" for name in characters[:10]),
            f"2 {characters[10]}",
            "",
            "Climaxes (8)",
            *(f"4 {name}" for name in climaxes[:2]),
        ]
    )
    deck_file = tmp_path / "by-names.txt"
    deck_file.write_text(text, encoding="utf-8")
    parsed = ws.read_deck_file("weiss-schwarz", deck_file)
    assert parsed.problems == []
    assert parsed.deck.name == "Kaguya Chika Control (a deck site's title line)"  # the title names it
    assert parsed.deck.size("main") == 50
    report = validate_json(ws, "weiss-schwarz", deck_file, capsys)
    assert report["sections"]["main"]["cards"] == 50
    assert report["rules_checked"] and report["rule_problems"] == [] and report["ok"]
    titled = ws.parse_deck("weiss-schwarz", "Deck name: Chika\n" + text.split("\n", 1)[1])
    assert titled.deck.name == "Chika" and titled.problems == []


def test_a_name_shared_by_several_cards_asks_for_the_code(ws: CardDatabase) -> None:
    parsed = ws.parse_deck("weiss-schwarz", "4 A Romantic Battle of the Brains\n1 KGL/S79-E001\n")
    [problem] = parsed.problems
    assert problem.line == 1
    assert "names 2 cards (KGL/S79-" in problem.message and "write the code" in problem.message
    assert parsed.deck.size() == 1


def test_codes_in_any_case_with_underscores(ws: CardDatabase) -> None:
    parsed = ws.parse_deck("weiss-schwarz", "4 kgl_s79-e001\n2x KGL_S79_E002\n")
    assert parsed.problems == []
    assert parsed.deck.sections["main"] == [("KGL/S79-E001", 4), ("KGL/S79-E002", 2)]


def test_a_cockatrice_deck_and_the_ws_forks(ws: CardDatabase, tmp_path: Path) -> None:
    characters, _ = kgl_names()
    cod = tmp_path / "deck.cod"
    cod.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
        " <deckname>From Cockatrice</deckname>\n"
        ' <zone name="main">\n'
        f'  <card number="4" name="{characters[0]}"/>\n'  # by name (Cockatrice)
        '  <card number="3" name="KGL/S79-E002"/>\n'  # by code (the WS fork)
        " </zone>\n</cockatrice_deck>\n",
        encoding="utf-8",
    )
    parsed = ws.read_deck_file("weiss-schwarz", cod)
    assert parsed.problems == []
    assert parsed.deck.name == "From Cockatrice"  # the name in the file wins, as for JSON decks
    assert parsed.deck.size("main") == 7
    again = ws.parse_deck("weiss-schwarz", format_deck(parsed.deck, "cod"))  # pasted: read by content
    assert again.deck == parsed.deck


def test_xml_with_entities_is_refused_unread(ws: CardDatabase, tmp_path: Path) -> None:
    bomb = tmp_path / "bomb.cod"
    bomb.write_text(
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>'
        '<cockatrice_deck><zone name="main"><card number="1" name="&b;"/></zone></cockatrice_deck>',
        encoding="utf-8",
    )
    with pytest.raises(CardDbError, match=r"bomb\.cod: refused: the XML declares a DOCTYPE or entities"):
        ws.read_deck_file("weiss-schwarz", bomb)


@pytest.fixture
def fow(tmp_path: Path) -> Iterator[CardDatabase]:
    with CardDatabase.open(tmp_path / "fow.sqlite") as db:
        db.import_file("force-of-will", need(FULL / "fow-cards.json"))
        yield db


FOW_MAIN = [
    "CMF-001",
    "CMF-002",
    "CMF-003",
    "CMF-008",
    "CMF-009",
    "CMF-010",
    "CMF-014",
    "CMF-018",
    "CMF-019",
    "CMF-016",
]


def test_a_force_of_wind_export_keeps_its_side_deck(
    fow: CardDatabase, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cards: dict[str, Any] = {
        "Pandora": {"id": "CMF-013", "name": "Pandora, Girl of the Box", "quantity": 1, "zone": "Ruler Area"},
        "Darkness": {
            "id": "CMF-101",
            "name": "Magic Stone of Darkness",
            "quantity": 10,
            "zone": "Magic Stone Deck",
        },
        "Side": {"id": "CMF-020", "name": "Basket of Little Red", "quantity": 4, "zone": "Side Deck"},
    }
    for code in FOW_MAIN:
        cards[code] = {"id": code, "quantity": 4, "zone": "Main Deck"}
    export = tmp_path / "force-of-wind.json"
    export.write_text(json.dumps({"name": "Fairy Tale", "cards": cards}), encoding="utf-8")
    parsed = fow.read_deck_file("force-of-will", export)
    assert parsed.problems == []
    assert {s: parsed.deck.size(s) for s in parsed.deck.sections} == {
        "ruler": 1,
        "main": 40,
        "stones": 10,
        "side": 4,
    }
    report = validate_json(fow, "force-of-will", export, capsys)
    assert report["sections"]["side"]["cards"] == 4 and report["sections"]["main"]["cards"] == 40
    assert report["rule_problems"] == [], report["rule_problems"]


def test_an_fdk_with_a_string_ruler_and_an_untap_name_list(fow: CardDatabase) -> None:
    fdk = json.dumps(
        {"name": "S", "ruler": "CMF-013", "main": [[c, 4] for c in FOW_MAIN], "stones": {"CMF-101": 10}}
    )
    parsed = fow.parse_deck("force-of-will", fdk)  # pasted JSON is recognised by its content
    assert parsed.problems == []
    assert parsed.deck.sections["ruler"] == [("CMF-013", 1)]
    untap = "Ruler:\n1 CMF-013\nMain Deck:\n4 Aesop, the Prince's Tutor\nStones:\n10 CMF-101\n"
    parsed = fow.parse_deck("force-of-will", untap)
    assert parsed.problems == []
    assert {s: parsed.deck.size(s) for s in parsed.deck.sections} == {"ruler": 1, "main": 4, "stones": 10}
    # a name printed in several sets (reprints whose texts differ) is asked for by code
    [problem] = fow.parse_deck("force-of-will", "1 Pandora, Girl of the Box\n").problems
    assert "names 4 cards (CMF-013, CMF-087, MP01-008, MP01-009); write the code" in problem.message


def test_an_optcgsim_list_validates_with_the_games_don_deck(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with CardDatabase.open(tmp_path / "op.sqlite") as db:
        db.import_file("one-piece", need(FULL / "op-569001.json"))
        leader, *rest = [r["id"] for r in load(FULL / "op-569001.json") if "_" not in r["id"]]
        main = [code for code in rest if code != leader][:13]
        listed = [f"1x{leader}"] + [f"4x{code}" for code in main[:12]] + [f"2x{main[12]}"]
        deck_file = tmp_path / "optcgsim.txt"
        deck_file.write_text("\n".join(listed) + "\n", encoding="utf-8")
        report = validate_json(db, "one-piece", deck_file, capsys)
        assert "don" not in report["sections"]  # the list names no DON!!; the game supplies them
        assert not any("DON!!" in p["message"] for p in report["rule_problems"]), report["rule_problems"]
        deck = db.read_deck_file("one-piece", deck_file).deck
        exported = format_deck(Deck("one-piece", "x", {**deck.sections, "don": [("DON!!", 10)]}), "op-sim")
        assert "DON" not in exported  # exports never write the DON!! deck


class _EncoreDecks(http.server.BaseHTTPRequestHandler):
    """A local stand-in for EncoreDecks' deck API (the test never leaves 127.0.0.1)."""

    decks: ClassVar[dict[str, Any]] = {}

    def do_GET(self) -> None:
        deck = type(self).decks.get(self.path)
        if deck is None:
            self.send_error(404)
        else:
            send(self, json.dumps(deck).encode(), "application/json")

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def encoredecks() -> Iterator[str]:
    with serving(_EncoreDecks) as address:
        yield address


def test_an_encoredecks_address_imports_a_deck(
    ws: CardDatabase, encoredecks: str, capsys: pytest.CaptureFixture[str]
) -> None:
    card = {"set": "KGL", "side": "S", "release": "79", "lang": "EN"}
    _EncoreDecks.decks = {
        "/api/deck/AbC-12_x": {
            "name": "From EncoreDecks",
            "cards": [dict(card, sid="E001")] * 4
            + [dict(card, sid="E002")] * 2
            + [{"cardcode": "KGL/S79-E003"}],
        }
    }
    db_path = str(ws.path)
    url = f"{encoredecks}/deck/AbC-12_x"
    assert cli_main(["deck", "import", "--db", db_path, "--game", "weiss-schwarz", "--url", url]) == 0
    assert "Saved weiss-schwarz deck 'From EncoreDecks': main 7" in capsys.readouterr().out
    assert ws.deck("weiss-schwarz", "From EncoreDecks").sections["main"] == [
        ("KGL/S79-E001", 4),
        ("KGL/S79-E002", 2),
        ("KGL/S79-E003", 1),
    ]
    missing = f"{encoredecks}/deck/nope"
    assert cli_main(["deck", "import", "--db", db_path, "--game", "weiss-schwarz", "--url", missing]) == 1
    assert "the server answered 404" in capsys.readouterr().err


def test_every_text_format_reads_a_list_with_names_and_headings_the_same(ws: CardDatabase) -> None:
    characters, _ = kgl_names()
    text = f"# Main\n4 {characters[0]}\n4x KGL/S79-E002\n"
    results = {
        fmt: parse_deck(
            text,
            "weiss-schwarz",
            "x",
            lambda c: ws.find("weiss-schwarz", c),
            fmt,
            names=lambda n: ws.named("weiss-schwarz", n),
        ).deck
        for fmt in ("text", "ws-codes", "op-sim")
    }
    assert len({repr(deck.sections) for deck in results.values()}) == 1


def test_exporting_into_a_format_without_sections_warns(
    fow: CardDatabase, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fow.save_deck(Deck("force-of-will", "Sided", {"main": [("CMF-001", 4)], "side": [("CMF-002", 2)]}))
    argv = ["deck", "export", "--db", str(fow.path), "--game", "force-of-will", "--name", "Sided"]
    assert cli_main([*argv, "--format", "ws-codes", str(tmp_path / "flat.txt")]) == 0
    assert "warning: the ws-codes format has no sections; the side cards are written as main" in (
        capsys.readouterr().err
    )
    assert cli_main([*argv, "--format", "text", str(tmp_path / "sections.txt")]) == 0
    assert "warning" not in capsys.readouterr().err
