"""Card records to card definitions (docs/card-format.md), on records shaped like the importer's."""

from __future__ import annotations

import pytest
from games.force_of_will.fow_helpers import RULES
from helpers.samples import SHARED_SAMPLES

from desktop_app.games.force_of_will.cards import is_basic_stone, is_chant, is_magic_stone, is_ruler, is_rune

SAMPLES = SHARED_SAMPLES


def record(
    code: str, name: str, card_type: str, colours: list[str], fields: dict[str, object]
) -> dict[str, object]:
    """A record as card_db's fowsim importer writes it."""
    return {
        "game": "force-of-will",
        "code": code,
        "name": name,
        "type": card_type,
        "colours": colours,
        "text": "",
        "set": "CMF",
        "rarity": "R",
        "image_url": None,
        "fields": fields,
        "script": None,
    }


RULER = record(
    "CMF-013",
    "Pandora, Girl of the Box",
    "ruler",
    [],
    {
        "types": ["Ruler"],
        "races": ["Human"],
        "total_cost": 0,
        "other_side": "CMF-013J",
        "cluster": "Grimm",
        "set_name": "Crimson Moon's Fairy Tale",
    },
)
J_RULER = record(
    "CMF-013J",
    "Pandora of Light",
    "j-ruler",
    ["light"],
    {
        "types": ["J-Ruler"],
        "races": ["Human"],
        "atk": 400,
        "def": 800,
        "total_cost": 0,
        "other_side": "CMF-013",
    },
)
CHANT = record(
    "CMF-004",
    "Dream of Juliet",
    "chant",
    ["light"],
    {"types": ["Spell:Chant-Instant"], "cost": "{W}{1}", "total_cost": 2},
)
STONE = record(
    "CMF-101", "Magic Stone of Darkness", "magic stone", ["darkness"], {"types": ["Basic Magic Stone"]}
)
SPECIAL = record(
    "CMF-096",
    "Magic Stone of Black Silence",
    "magic stone",
    [],
    {"types": ["Special Magic Stone", "Wind Magic Stone", "Darkness Magic Stone"]},
)
RUNE = record(
    "SDV1-004", "Bewilder", "rune", ["water"], {"types": ["Chant", "Rune"], "cost": "{U}", "total_cost": 1}
)


def test_ruler_and_j_ruler_name_each_other() -> None:  # FoW 201.2, 1125
    ruler, j_ruler = RULES.card_from_record(RULER), RULES.card_from_record(J_RULER)
    assert ruler.type == "ruler" and ruler.stat("other_side") == "CMF-013J" and ruler.colours == ()
    assert j_ruler.number("atk") == 400 and j_ruler.number("def") == 800
    assert j_ruler.stat("other_side") == "CMF-013" and is_ruler(ruler) and is_ruler(j_ruler)


def test_card_kinds_from_printed_types() -> None:  # FoW 201.2c, 201.3, 402.4b, 402.6d
    chant, stone, special, rune = (RULES.card_from_record(r) for r in (CHANT, STONE, SPECIAL, RUNE))
    assert chant.stat("cost") == "{W}{1}" and chant.number("total_cost") == 2 and is_chant(chant)
    assert is_magic_stone(stone) and is_basic_stone(stone)
    assert is_magic_stone(special) and not is_basic_stone(special)
    assert is_rune(rune) and is_chant(rune)  # a Chant/Rune may go in the main deck


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"type": ""}, "needs a type"),
        ({"colours": ["void"]}, "attributes must be among"),
        ({"fields": {"atk": "400"}}, "field 'atk' must be a whole number"),
        ({"fields": {"cost": ["{W}"]}}, "field 'cost' must be a text"),
        ({"fields": {"power": 1}}, "no field 'power'"),
        ({"game": "one-piece"}, "not a Force of Will card"),
    ],
)
def test_bad_records_are_refused_with_the_card_and_field(change: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        RULES.card_from_record({**RULER, **change})


def test_demo_cards_cover_the_types_the_table_needs() -> None:
    types = {card.type for card in RULES.demo_cards()}
    assert {"ruler", "j-ruler", "resonator", "chant", "addition", "regalia", "magic stone"} <= types


@pytest.mark.parametrize("name", ["fow-sample.json", "full/fow-cards.json"])
def test_real_importer_output_maps(name: str) -> None:
    """card_db's importer on the shared samples: every record becomes a card definition."""
    importers = pytest.importorskip("card_db.importers")
    sample = SAMPLES / name
    if not sample.exists():
        pytest.skip(f"{sample} not available")
    records = [r.to_dict() for r in importers.read_path("force-of-will", sample).records]
    definitions = {card.code: card for card in (RULES.card_from_record(r) for r in records)}
    rulers = [card for card in definitions.values() if card.type == "ruler"]
    assert rulers
    for ruler in rulers:  # every ruler's other side is in the data, and names it back
        other = ruler.stat("other_side")
        if isinstance(other, str):
            assert definitions[other].stat("other_side") == ruler.code


def test_demo_set_passes_the_card_database_validator() -> None:
    records = pytest.importorskip("card_db.records")
    from desktop_app.games._resources import load_records

    for index, raw in enumerate(load_records("force-of-will")):
        records.record_from_dict(raw, file="demo.json", index=index, game="force-of-will")


def test_the_demo_scripts_use_every_automated_keyword() -> None:
    # FoW 1100: every keyword the rules engine carries out appears on a demo card ([Energize]
    # is read but left to the players; [Target Attack] is the old name of [Precision], 1414)
    from desktop_app.games.force_of_will.cards import KEYWORDS

    used = {a.keyword for card in RULES.demo_cards() for a in card.abilities if a.kind == "keyword"}
    assert set(KEYWORDS) - {"energize", "target attack"} <= used


def test_every_demo_card_is_automated() -> None:
    manual = [card.code for card in RULES.demo_cards() if not card.automated]
    assert manual == []
