"""Card records to card definitions (docs/card-format.md) for Luck & Logic."""

from __future__ import annotations

from pathlib import Path

import pytest
from games.luck_and_logic.ll_helpers import RULES

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "card_db"

TRANCEUNION = {
    "game": "luck-and-logic",
    "code": "LLX-010",
    "name": "Test Pair, Twin Flame",
    "type": "tranceunion",
    "colours": ["red"],
    "text": "",
    "fields": {
        "level": 3,
        "cost": 2,
        "territory": 2,
        "power": 9000,
        "aura": 2,
        "limit": 1,
        "logic": "P/IC",
        "intercept": True,
        "worlds": ["Test World"],
        "traits": ["Knight", "Hero"],
        "covenanters": ["Aria", "Bel"],
        "character_names": ["Aria", "Bel"],
        "title": "Twin Flame",
    },
}


def test_member_fields_become_stats() -> None:  # L&L 2.3, 2.5, 2.8–2.15
    card = RULES.card_from_record(TRANCEUNION)
    assert card.type == "tranceunion" and card.number("territory") == 2 and card.number("power") == 9000
    assert card.number("intercept") == 1 and card.stat("logic") == "P/IC"
    assert card.words("covenanters") == ("Aria", "Bel") and card.automated


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"type": "climax"}, "type must be one of"),
        ({"fields": {"territory": 3}}, "territory' must be 1, 2 or 4"),
        ({"fields": {"intercept": "yes"}}, "field 'intercept' must be true or false"),
        ({"fields": {"soul": 1}}, "no field 'soul'"),
        ({"game": "one-piece"}, "not a Luck & Logic card"),
    ],
)
def test_bad_records_are_refused_with_the_card_and_field(change: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        RULES.card_from_record({**TRANCEUNION, **change})


def test_demo_cards_cover_every_type_the_set_up_needs() -> None:
    types = {card.type for card in RULES.demo_cards()}
    assert {"logicalist", "foreigner", "tranceunion", "gate", "paradox", "my logicalist"} <= types


@pytest.mark.parametrize("name", ["ll-cards.json", "ll-cards.csv"])
def test_card_database_import_output_maps(name: str) -> None:
    """card_db's importer on the project-format fixtures: every record becomes a definition."""
    importers = pytest.importorskip("card_db.importers")
    path = FIXTURES / name
    if not path.exists():
        pytest.skip(f"{path} not available")
    records = [r.to_dict() for r in importers.read_path("luck-and-logic", path).records]
    assert records
    for record in records:
        RULES.card_from_record(record)


def test_demo_set_passes_the_card_database_validator() -> None:
    records = pytest.importorskip("card_db.records")
    from desktop_app.games._resources import load_records

    for index, raw in enumerate(load_records("luck-and-logic")):
        records.record_from_dict(raw, file="demo.json", index=index, game="luck-and-logic")
