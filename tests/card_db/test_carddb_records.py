"""The project card record: validation names the field at fault; codes are NFKC-normalised."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from card_db import CardImportError, CardRecord, normalize_code, record_from_dict
from card_db.games import image_key

GOOD: dict[str, Any] = {
    "game": "weiss-schwarz",
    "code": "TST/W01-001",
    "name": "Test Card",
    "type": "character",
    "colours": ["yellow"],
    "text": "[AUTO] Something.",
    "set": "TST/W01",
    "rarity": "C",
    "image_url": None,
    "fields": {
        "level": 1,
        "cost": 0,
        "power": 4000,
        "soul": 1,
        "traits": ["Test"],
        "triggers": ["soul"],
        "side": "w",
    },
    "script": [{"ability": "auto"}],
}


def test_a_good_record_round_trips_through_to_dict() -> None:
    record = record_from_dict(GOOD, file="x.json", index=0)
    assert record.code == "TST/W01-001"
    assert record.fields["triggers"] == ["soul"]
    assert record_from_dict(record.to_dict(), file="y.json") == record


def test_full_width_codes_are_normalised() -> None:
    record = record_from_dict({**GOOD, "code": "ＴＳＴ／Ｗ０１－００１"}, file="x.json")
    assert record.code == "TST/W01-001"
    assert normalize_code(" ＯＰ０１－０１６ ") == "OP01-016"


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        ({"code": ""}, "code", "non-empty"),
        ({"name": 3}, "name", "non-empty name"),
        ({"type": "spell"}, "type", "not a Weiß Schwarz card type"),
        ({"colours": ["orange"]}, "colours", "not a Weiß Schwarz colour"),
        ({"colours": "yellow"}, "colours", "list of colour words"),
        ({"game": "chess"}, "game", "unknown game"),
        ({"fields": {"level": "1"}}, "fields.level", "an integer"),
        ({"fields": {"power": True}}, "fields.power", "an integer"),
        ({"fields": {"traits": "Test"}}, "fields.traits", "list of strings"),
        ({"fields": {"triggers": ["rainbow"]}}, "fields.triggers", "unknown trigger icon"),
        ({"fields": {"side": "x"}}, "fields.side", "'w' or 's'"),
        ({"fields": {"wings": 2}}, "fields.wings", "has no field"),
        ({"image_url": "file:///etc/passwd"}, "image_url", "http(s)"),
        ({"script": "print(1)"}, "script", "a list"),
        ({"extra": 1}, "extra", "not a field of the card format"),
    ],
)
def test_bad_records_name_file_record_code_and_field(change: dict[str, Any], field: str, words: str) -> None:
    with pytest.raises(CardImportError) as caught:
        record_from_dict({**GOOD, **change}, file=Path("cards.json"), index=7)
    error = caught.value
    assert error.file == "cards.json"
    assert error.record == 7
    assert error.field == field
    assert words in str(error)
    assert "cards.json: record 7" in str(error)


def test_a_record_for_another_game_is_refused() -> None:
    with pytest.raises(CardImportError, match="import is for 'one-piece'"):
        record_from_dict(GOOD, file="x.json", game="one-piece")


def test_luck_and_logic_territory_is_1_2_or_4() -> None:
    base = {"game": "luck-and-logic", "code": "L-1", "name": "N", "type": "logicalist"}
    assert record_from_dict({**base, "fields": {"territory": 4}}, file="x").fields["territory"] == 4
    with pytest.raises(CardImportError, match="1, 2 or 4"):
        record_from_dict({**base, "fields": {"territory": 3}}, file="x")


def test_freeform_takes_any_type_and_fields() -> None:
    record = record_from_dict(
        {
            "game": "freeform",
            "code": "F-1",
            "name": "Token",
            "type": "anything",
            "fields": {"x": [1, {"y": 2}]},
        },
        file="x",
    )
    assert record.fields == {"x": [1, {"y": 2}]}


def test_null_fields_are_dropped() -> None:
    record = record_from_dict({**GOOD, "fields": {"level": None, "cost": 1}}, file="x")
    assert record.fields == {"cost": 1}
    assert record.number("level") is None
    assert record.number("cost") == 1


@given(st.text(alphabet=st.sampled_from("ABCXYZ0123456789/-_ ＡＢ０１－／"), min_size=1, max_size=20))
def test_image_key_ignores_separators_and_width(code: str) -> None:
    assert image_key(code) == image_key(normalize_code(code).replace("/", "_").replace("-", "_"))
    assert image_key(code).isalnum() or image_key(code) == ""


def test_records_are_immutable_values() -> None:
    record = CardRecord("freeform", "A", "B", "token")
    with pytest.raises(AttributeError):
        record.name = "C"  # type: ignore[misc]
