"""Weiß Schwarz card records → card definitions (``card_from_record``), keywords and decks.

Real imported cards come as project records (``docs/card-format.md``); the English data set's
files are turned into records here by the documented mapping, so these tests read the real
card texts and numbers.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from helpers.samples import SHARED_SAMPLES
from helpers.ws_records import project_record

from desktop_app.engine.decks import DeckList
from desktop_app.engine.script import ScriptError
from desktop_app.games import get_ruleset
from desktop_app.games.weiss_schwarz.cards import CardRecordError

SAMPLES = SHARED_SAMPLES
DATA_FILES = [
    SAMPLES / "ws-sample.json",
    SAMPLES / "full" / "ws-KGL_S79.json",
    SAMPLES / "full" / "ws-BD_W47.json",
]
RULES = get_ruleset("weiss-schwarz")


def real_records() -> list[dict[str, Any]]:
    records = []
    for path in DATA_FILES:
        records.extend(project_record(raw) for raw in json.loads(path.read_text(encoding="utf-8")))
    return records


@pytest.mark.skipif(not SAMPLES.exists(), reason="the shared sample files are not here")
def test_every_real_card_maps_to_a_definition() -> None:
    records = real_records()
    assert len(records) > 250
    for record in records:
        card = RULES.card_from_record(record)
        assert card.code == record["code"] and card.name == record["name"]
        assert card.type == record["type"]
        assert card.colours == tuple(record["colours"])
        assert card.words("triggers") == tuple(record["fields"]["triggers"])  # WS 2.11
        assert "-" not in card.words("traits")
        assert card.text == record["text"]
        assert card.automated == (not record["text"].strip())  # text but no script: by hand
        if card.type == "character":
            assert card.number("power") == record["fields"]["power"]
            assert card.abilities[-1].keyword == "encore"  # WS 10.2.3: the default Encore [(3)]
        if card.type == "climax":
            assert card.number("level") == 0  # WS 2.6.3


@pytest.mark.skipif(not SAMPLES.exists(), reason="the shared sample files are not here")
def test_real_counter_cards_have_the_counter_icon() -> None:
    counters = [RULES.card_from_record(r) for r in real_records() if "【COUNTER】" in r["text"]]
    assert counters
    assert all("counter" in card.words("icons") for card in counters)  # WS 2.8.2


@pytest.mark.skipif(not SAMPLES.exists(), reason="the shared sample files are not here")
def test_double_soul_icons_stay_doubled() -> None:
    doubled = [r for r in real_records() if r["fields"]["triggers"] == ["soul", "soul"]]
    assert doubled
    assert RULES.card_from_record(doubled[0]).words("triggers") == ("soul", "soul")


def test_a_vanilla_record_is_automated() -> None:
    card = RULES.card_from_record(
        {"code": "X-1", "name": "Plain", "type": "character", "colours": ["red"], "fields": {"power": 500}}
    )
    assert card.automated
    assert card.number("soul") == 0 and card.number("level") == 0  # WS 2.19.1


def test_reminder_text_alone_needs_no_script() -> None:
    card = RULES.card_from_record(
        {
            "code": "X-2",
            "name": "Bag",
            "type": "climax",
            "colours": ["red"],
            "text": "(【POOL】: When this card triggers, you may put the top card of your deck into stock)",
            "fields": {"triggers": ["pool"]},
        }
    )
    assert card.automated


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"type": "leader"}, "type must be one of"),
        ({"fields": {"power": "1000"}}, "fields.power must be an integer"),
        ({"fields": {"triggers": ["flame"]}}, "unknown trigger icon 'flame'"),
        ({"fields": {"traits": "Knight"}}, "fields.traits must be a list"),
        ({"name": ""}, "needs a 'name'"),
    ],
)
def test_bad_records_are_refused_with_the_field(change: dict[str, Any], message: str) -> None:
    record = {"code": "X-3", "name": "Bad", "type": "character", "colours": ["red"], "fields": {}}
    record.update(change)
    with pytest.raises(CardRecordError, match=message):
        RULES.card_from_record(record)


@pytest.mark.parametrize(
    ("script", "message"),
    [
        ([{"kind": "keyword", "keyword": "flying"}], "unknown keyword 'flying'"),
        ([{"kind": "cont", "tags": ["shiny"]}], "unknown tag 'shiny'"),
        ([{"kind": "keyword", "keyword": "backup", "params": {"power": 1000}}], "needs params.level"),
        ([{"kind": "auto", "trigger": {"on": "attack"}, "effect": [{"do": "ws.explode"}]}], "unknown verb"),
        ([{"kind": "act", "cost": [{"gold": 1}]}], "a cost names one of"),
    ],
)
def test_bad_scripts_are_refused_when_loaded(script: list[Any], message: str) -> None:
    record = {
        "code": "X-4",
        "name": "Odd",
        "type": "character",
        "colours": ["red"],
        "fields": {},
        "script": script,
    }
    with pytest.raises(ScriptError, match=message):
        RULES.card_from_record(record)


def test_keywords_expand_into_the_abilities_the_manual_defines() -> None:
    card = RULES.card_from_record(
        {
            "code": "X-5",
            "name": "Many Words",
            "type": "character",
            "colours": ["red"],
            "fields": {"level": 1},
            "script": [
                {
                    "kind": "keyword",
                    "keyword": "backup",
                    "params": {"power": 2000, "level": 1},
                    "cost": [{"stock": 1}, {"this_to": "waiting_room"}],
                },
                {
                    "kind": "keyword",
                    "keyword": "bond",
                    "params": {"names": ["Friend"]},
                    "cost": [{"stock": 1}],
                },
                {"kind": "keyword", "keyword": "shift", "params": {"level": 2}},
                {"kind": "keyword", "keyword": "bodyguard"},
            ],
        }
    )
    backup, bond, shift, bodyguard, encore = card.abilities
    assert (backup.kind, backup.zones, backup.timing) == ("act", ("hand",), "counter")  # WS 10.5.2
    assert "counter" in card.words("icons")
    assert (bond.kind, bond.trigger and bond.trigger["from"]) == ("auto", "hand")  # WS 10.4.2
    assert (shift.kind, shift.zones) == ("auto", ("clock",))  # WS 10.11.2
    assert bodyguard.kind == "keyword"  # WS 10.6: a mark the attack reads
    assert encore.params == {"default": True}  # WS 10.2.3
    assert [a.index for a in card.abilities] == [0, 1, 2, 3, 4]


def test_the_demo_set_is_original_scripted_and_covers_every_keyword_and_icon() -> None:
    cards = RULES.demo_cards()
    assert len(cards) >= 40
    keywords = {a.keyword for c in cards for a in c.abilities} | {
        t for c in cards for a in c.abilities for t in a.tags
    }
    for keyword in (
        "alarm",
        "encore",
        "assist",
        "bond",
        "backup",
        "bodyguard",
        "brainstorm",
        "change",
        "recollection",
        "experience",
        "shift",
        "accelerate",
        "resonance",
        "force",
        "merge",
        "separate",
        "link",
        "succession",
        "cxcombo",
        "counter",
    ):
        assert keyword in keywords, keyword
    icons = {icon for c in cards for icon in c.words("triggers")}
    assert icons == {
        "soul",
        "return",
        "pool",
        "comeback",
        "draw",
        "shot",
        "treasure",
        "gate",
        "standby",
        "choice",
    }
    assert all(c.automated for c in cards)


def _deck(codes: list[str]) -> DeckList:
    pool = {c.code: c for c in RULES.demo_cards()}
    return DeckList("test", {"main": tuple(pool[c] for c in codes)})


def test_the_demo_decks_are_legal_and_of_different_colours() -> None:
    decks = RULES.demo_decks()
    assert len(decks) == 2
    for deck in decks:
        assert RULES.validate_deck(deck) == []
    colours = [set(Counter(c for card in deck.section("main") for c in card.colours)) for deck in decks]
    assert not colours[0] & colours[1]


def test_deck_size_is_exactly_fifty() -> None:
    deck = RULES.demo_decks()[0]
    short = DeckList("short", {"main": deck.section("main")[:49]})
    (problem,) = RULES.validate_deck(short)
    assert problem.rule == "WS 5.1.2.1" and "49 cards" in problem.message


def test_four_copies_by_name_across_codes() -> None:
    same_name = RULES.card_from_record(
        {
            "code": "LA/W01-001b",
            "name": "Eager Freshman, Pip",
            "type": "character",
            "colours": ["yellow"],
            "fields": {"level": 0},
        }
    )
    deck = RULES.demo_decks()[0]
    cards = [c for c in deck.section("main") if c.code != "LA/W01-003"] + [same_name, same_name, same_name]
    problems = RULES.validate_deck(DeckList("five Pips", {"main": tuple(cards)}))
    (problem,) = [p for p in problems if p.rule == "WS 5.1.2.2"]
    assert problem.codes == ("LA/W01-001", "LA/W01-001b")  # WS 5.1.2.2.1: the name counts, not the code
    assert "6 cards named 'Eager Freshman, Pip'" in problem.message


def test_at_most_eight_climaxes() -> None:
    codes = ["LA/W01-020"] * 4 + ["LA/W01-021"] * 3 + ["LA/W01-022"] * 2
    codes += ["LA/W01-001"] * 4 + ["LA/W01-002"] * 4 + ["LA/W01-003"] * 4 + ["LA/W01-004"] * 4
    codes += ["LA/W01-005"] * 4 + ["LA/W01-006"] * 4 + ["LA/W01-007"] * 4 + ["LA/W01-008"] * 4
    codes += ["LA/W01-009"] * 4 + ["LA/W01-010"] * 1 + ["LA/W01-011"] * 4
    problems = RULES.validate_deck(_deck(codes))
    (problem,) = problems
    assert problem.rule == "WS 5.1.2.3" and "9 climax cards" in problem.message
    assert problem.codes == ("LA/W01-020", "LA/W01-021", "LA/W01-022")


def test_automation_is_per_ability() -> None:
    """A card counts as automated only when every ability it has is scripted; an ability
    marked not automated never acts, and the card lists it as done by hand."""
    from desktop_app.games import get_ruleset

    rules = get_ruleset("weiss-schwarz")
    record = {
        "code": "T-PA1",
        "name": "Half Scripted",
        "type": "character",
        "colours": ["yellow"],
        "text": "【AUTO】 When this card is placed on stage, draw 1.\n【CONT】 Something nobody scripted.",
        "fields": {"level": 0, "cost": 0, "power": 1000, "soul": 1, "traits": [], "triggers": []},
        "script": [
            {
                "kind": "auto",
                "text": "【AUTO】 When this card is placed on stage, draw 1.",
                "trigger": {"on": "move", "card": "this", "to": "stage"},
                "effect": [{"do": "draw"}],
            },
            {"kind": "cont", "text": "【CONT】 Something nobody scripted.", "automated": False},
        ],
    }
    card = rules.card_from_record(record)
    assert not card.automated
    assert card.manual == ("【CONT】 Something nobody scripted.",)
    assert [a.automated for a in card.abilities[:2]] == [True, False]  # then the default Encore
