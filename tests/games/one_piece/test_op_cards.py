"""Card records to card definitions (docs/card-format.md), on records shaped like the importer's."""

from __future__ import annotations

import pytest
from games.one_piece.op_helpers import RULES
from helpers.samples import SHARED_SAMPLES

LEADER_RECORD = {  # what card_db's importer makes of the official export's ST01-001
    "game": "one-piece",
    "code": "ST01-001",
    "name": "Monkey.D.Luffy",
    "type": "leader",
    "colours": ["red"],
    "text": "[Activate: Main] [Once Per Turn] Give this Leader or 1 of your Characters up to 1 rested "
    "DON!! card.",
    "set": "ST01",
    "rarity": "L",
    "image_url": "https://en.onepiece-cardgame.com/images/cardlist/card/ST01-001.png",
    "fields": {
        "life": 5,
        "power": 5000,
        "attributes": ["Strike"],
        "types": ["Supernovas", "Straw Hat Crew"],
        "block": 1,
    },
    "script": None,
}
PARALLEL_RECORD = {
    "game": "one-piece",
    "code": "OP01-016_p1",
    "name": "Nami",
    "type": "character",
    "colours": ["red"],
    "text": "[On Play] Look at 5 cards from the top of your deck.\n[Trigger] Play this card.",
    "fields": {
        "cost": 1,
        "power": 2000,
        "counter": 1000,
        "attributes": ["Wisdom"],
        "types": ["Straw Hat Crew"],
        "trigger": "[Trigger] Play this card.",
        "block": 1,
        "base_code": "OP01-016",
    },
}
SAMPLES = SHARED_SAMPLES


def test_leader_record_maps_its_fields_to_stats() -> None:  # OP 2-6, 2-9, 2-5, 2-4
    card = RULES.card_from_record(LEADER_RECORD)
    assert (card.code, card.name, card.type, card.colours) == (
        "ST01-001",
        "Monkey.D.Luffy",
        "leader",
        ("red",),
    )
    assert card.number("life") == 5 and card.number("power") == 5000
    assert card.words("types") == ("Supernovas", "Straw Hat Crew")
    assert card.stat("cost") is None  # a Leader has no cost (OP 2-7-5)
    assert not card.automated  # text the players carry out by hand
    assert card.record["code"] == "ST01-001"


def test_parallel_printing_keeps_its_base_code_and_counter() -> None:  # OP 2-10, 2-14
    card = RULES.card_from_record(PARALLEL_RECORD)
    assert card.stat("base_code") == "OP01-016"
    assert card.number("counter") == 1000 and card.stat("trigger") == "[Trigger] Play this card."


def test_a_vanilla_card_counts_as_automated() -> None:
    card = RULES.card_from_record({"code": "X-1", "name": "Plain", "type": "character", "colours": ["red"]})
    assert card.automated and card.stats == {}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"type": "climax"}, "type must be one of"),
        ({"colours": ["orange"]}, "colours must be among"),
        ({"fields": {"power": "5000"}}, "field 'power' must be a whole number"),
        ({"fields": {"types": "Straw Hat Crew"}}, "field 'types' must be a list of texts"),
        ({"fields": {"soul": 1}}, "no field 'soul'"),
        ({"game": "weiss-schwarz"}, "not a ONE PIECE card"),
        ({"code": ""}, "needs a code"),
    ],
)
def test_bad_records_are_refused_with_the_card_and_field(change: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        RULES.card_from_record({**LEADER_RECORD, **change})


def test_demo_cards_cover_every_card_type() -> None:
    assert {card.type for card in RULES.demo_cards()} == {"leader", "character", "event", "stage", "don"}


@pytest.mark.parametrize("name", ["op-sample.json", "full/op-569001.json", "full/op-569101.json"])
def test_real_importer_output_maps(name: str) -> None:
    """card_db's importer on the shared samples: every record becomes a card definition."""
    importers = pytest.importorskip("card_db.importers")
    sample = SAMPLES / name
    if not sample.exists():
        pytest.skip(f"{sample} not available")
    records = [record.to_dict() for record in importers.read_path("one-piece", sample).records]
    assert records
    definitions = [RULES.card_from_record(record) for record in records]
    leaders = [card for card in definitions if card.type == "leader"]
    assert leaders and all(card.number("life") > 0 for card in leaders)


def test_demo_set_passes_the_card_database_validator() -> None:
    records = pytest.importorskip("card_db.records")
    from desktop_app.games._resources import load_records

    for index, raw in enumerate(load_records("one-piece")):
        records.record_from_dict(raw, file="demo.json", index=index, game="one-piece")


def test_a_real_cards_keyword_line_becomes_its_keyword() -> None:  # OP 10-1-4, B12
    blocker = RULES.card_from_record(
        {
            "code": "OP01-999",
            "name": "Real Guard",
            "type": "character",
            "colours": ["red"],
            "text": "[Blocker] (After your opponent declares an attack, you may rest this card to make it "
            "the new target of the attack.)\n[On Play] Draw 1 card.",
            "fields": {"cost": 2, "power": 3000},
        }
    )
    assert [a.keyword for a in blocker.abilities] == ["blocker"]
    assert blocker.manual == ("[On Play] Draw 1 card.",) and not blocker.automated
