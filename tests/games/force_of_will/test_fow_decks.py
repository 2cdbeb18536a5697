"""Deck construction, FoW 402."""

from __future__ import annotations

from dataclasses import replace

import pytest
from games.force_of_will.fow_helpers import DEMO, J_RULER, RULER, RULES

from desktop_app.engine.cards import CardDef
from desktop_app.engine.decks import DeckList
from desktop_app.games.force_of_will.compiler import compile_text

LIGHT_MAIN = [f"FWD-{n:03d}" for n in (1, 2, 3, 4, 5, 6, 13, 14, 15, 16)]  # ten names, four each: 40


def deck(**sections: list[CardDef]) -> DeckList:
    base: dict[str, list[CardDef]] = {
        "ruler": [DEMO[RULER], DEMO[J_RULER]],
        "main": [DEMO[code] for code in LIGHT_MAIN for _ in range(4)],
        "stones": [DEMO["FWD-S01"]] * 10,
    }
    base.update(sections)
    return DeckList("test", {name: tuple(cards) for name, cards in base.items()})


def broken(deck_list: DeckList) -> list[str]:
    return [problem.rule for problem in RULES.validate_deck(deck_list)]


def card(code: str, **changes: object) -> CardDef:
    return replace(DEMO["FWD-013"], code=code, name=str(changes.pop("name", code)), **changes)  # type: ignore[arg-type]


def test_demo_decks_are_legal() -> None:
    decks = RULES.demo_decks()
    assert len(decks) == 2 and all(RULES.validate_deck(d) == [] for d in decks)


def test_the_ruler_alone_or_with_its_j_ruler_side() -> None:  # FoW 402.2
    assert broken(deck(ruler=[DEMO[RULER]])) == []
    assert broken(deck(ruler=[])) == ["FoW 402.2"]
    assert broken(deck(ruler=[DEMO[RULER], DEMO["FWD-R02"]])) == ["FoW 402.2"]
    problems = RULES.validate_deck(deck(ruler=[DEMO[RULER], DEMO["FWD-R02J"]]))  # another ruler's side
    assert [p.rule for p in problems] == ["FoW 402.2"] and problems[0].codes == ("FWD-R02J",)


@pytest.mark.parametrize("size", [39, 61])
def test_main_deck_size(size: int) -> None:  # FoW 402.3a
    main = [DEMO[code] for code in LIGHT_MAIN for _ in range(4)]
    main += [card(f"X-{n}") for n in range(size - 40)] if size > 40 else []
    assert broken(deck(main=main[:size])) == ["FoW 402.3a"]
    assert broken(deck(main=main[:40] + [card(f"X-{n}") for n in range(20)])) == []  # 60 is fine


def test_no_ruler_stone_or_plain_rune_in_the_main_deck() -> None:  # FoW 402.3
    rune = card("RUNE", type="rune", stats={"types": ("Rune",)})
    chant_rune = card("CHANT-RUNE", type="rune", stats={"types": ("Chant", "Rune")})
    main = [DEMO[code] for code in LIGHT_MAIN for _ in range(4)]
    problems = RULES.validate_deck(deck(main=[*main[:37], DEMO[J_RULER], DEMO["FWD-S01"], rune]))
    assert [p.rule for p in problems] == ["FoW 402.3"]
    assert problems[0].codes == ("FWD-R01J", "FWD-S01", "RUNE")
    assert broken(deck(main=[*main[:39], chant_rune])) == []


def test_a_resonator_with_a_magic_stone_type_goes_in_the_main_deck() -> None:  # FoW 201.2, 201.4a, 402.3
    # decision D46: CST-052 is printed "Resonator / Wind Magic Stone"; the magic stone type is no
    # card type, so it is a resonator of the main deck, not a magic stone of the stone deck
    wind = card("CST-052", type="resonator", stats={"types": ("Resonator", "Wind Magic Stone")})
    main = [DEMO[code] for code in LIGHT_MAIN for _ in range(4)]
    assert broken(deck(main=[*main[:39], wind])) == []
    assert broken(deck(stones=[DEMO["FWD-S01"]] * 9 + [wind])) == ["FoW 402.4"]


def test_four_copies_of_a_name_across_printings() -> None:  # FoW 402.3b
    reprint = replace(DEMO["FWD-001"], code="FWD-001-R")  # another printing of the same name
    main = [DEMO[code] for code in LIGHT_MAIN for _ in range(4)] + [reprint]
    problems = RULES.validate_deck(deck(main=main))
    assert [p.rule for p in problems] == ["FoW 402.3b"] and problems[0].codes == ("FWD-001", "FWD-001-R")


def test_magic_stone_deck() -> None:  # FoW 402.4, 402.4a, 402.4b, 402.4c
    assert broken(deck(stones=[DEMO["FWD-S01"]] * 9)) == ["FoW 402.4a"]
    assert broken(deck(stones=[DEMO["FWD-S01"]] * 21)) == ["FoW 402.4a"]
    assert broken(deck(stones=[DEMO["FWD-S01"]] * 20)) == []  # basic stones are unlimited
    assert broken(deck(stones=[DEMO["FWD-S01"]] * 5 + [DEMO["FWD-S03"]] * 5)) == ["FoW 402.4c"]
    assert broken(deck(stones=[DEMO["FWD-S01"]] * 9 + [DEMO["FWD-001"]])) == ["FoW 402.4"]


def test_extra_deck_needs_grimoire() -> None:  # FoW 402.5, 402.5a, 402.5b, 402.5c
    story = [card(f"STORY-{n}", type="chant") for n in range(3)]
    assert broken(deck(extra=story)) == ["FoW 402.5c"]
    grimoire = replace(DEMO[RULER], text="[Grimoire 3]")
    assert broken(deck(ruler=[grimoire], extra=story)) == []
    assert broken(deck(ruler=[grimoire], extra=[story[0], story[0]])) == ["FoW 402.5b"]
    assert broken(deck(ruler=[grimoire], extra=[card(f"S-{n}") for n in range(6)])) == ["FoW 402.5a"]


def test_rune_deck() -> None:  # FoW 402.6, 402.6b, 402.6c, 402.6d
    light_rune = card("RUNE-L", type="rune", colours=("light",), stats={"types": ("Rune",)})
    water_rune = card("RUNE-U", type="rune", colours=("water",), stats={"types": ("Rune",)})
    water_chant_rune = card("RUNE-UC", type="rune", colours=("water",), stats={"types": ("Chant", "Rune")})
    masters = [
        card(f"M-{n}", type="master rune", colours=("light",), stats={"types": ("Rune",)}) for n in (1, 2)
    ]
    assert broken(deck(rune=[light_rune, water_chant_rune])) == []
    assert broken(deck(rune=[water_rune])) == ["FoW 402.6d"]
    assert broken(deck(rune=[light_rune, light_rune])) == ["FoW 402.6b"]
    assert broken(deck(rune=masters)) == ["FoW 402.6c"]
    assert broken(deck(rune=[DEMO["FWD-007"]])) == ["FoW 402.6"]


def test_four_copies_over_main_extra_and_rune_decks() -> None:  # FoW 402.7
    grimoire = replace(DEMO[RULER], text="[Grimoire 1]")
    assert broken(deck(ruler=[grimoire], extra=[DEMO["FWD-005"]])) == ["FoW 402.7"]


def test_unknown_section_is_named() -> None:
    problems = RULES.validate_deck(deck(sideboard=[DEMO["FWD-001"]]))
    assert [p.rule for p in problems] == ["FoW 402.1"] and "sideboard" in problems[0].message


def test_grimoire_number_limits_the_extra_deck_to_that_many_chants() -> None:  # FoW 1132.2
    text = "[Grimoire] 2"
    [compiled] = compile_text(text, "ruler")
    assert compiled.ability == {"kind": "keyword", "keyword": "grimoire", "params": {"n": 2}, "text": text}
    record = {
        "game": "force-of-will",
        "code": "T-GRIM",
        "name": "Grimoire Ruler",
        "type": "ruler",
        "colours": ["light"],
        "text": text,
        "fields": {"types": ["Ruler"]},
        "script": [compiled.ability],
    }
    ruler = RULES.card_from_record(record)
    chants = [card(f"STORY-{n}", type="chant", stats={"types": ("Chant",)}) for n in range(3)]
    assert broken(deck(ruler=[ruler], extra=chants[:2])) == []
    assert broken(deck(ruler=[ruler], extra=chants)) == ["FoW 1132.2"]  # three: more than two
    resonator = card("RES-1", type="resonator", stats={"types": ("Resonator",)})
    assert broken(deck(ruler=[ruler], extra=[resonator])) == ["FoW 1132.2"]  # not a chant
