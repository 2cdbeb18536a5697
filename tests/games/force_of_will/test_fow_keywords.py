"""The keyword abilities the Force of Will Comprehensive Rules v8.01 define (1114-1133), read
by the compiler in the form the rules give them and played by the rules.

Where no card of the seen clusters prints a keyword, the test card is a demo-sized record with
the keyword line written as the rules write it ("[Evolution] <cost>"), compiled like a card.
"""

from __future__ import annotations

from typing import Any

import pytest
from games.force_of_will.fow_helpers import RULES, from_position
from games.force_of_will.test_fow_compiler import FOW, RESOLVE, play, real

from desktop_app.games.force_of_will.compiler import compile_text
from desktop_app.scenarios.runner import ScenarioRun

pytestmark = pytest.mark.skipif(not FOW.exists(), reason="the shared sample files are not here")


def worded(base: str, code: str, text: str, card_type: str = "resonator", **fields: Any) -> dict[str, Any]:
    """The real card ``base`` with the text ``text`` (compiled) instead of its own, as ``code``."""
    card = real(base)
    script = [c.ability for c in compile_text(text, card_type)]
    assert all(a.get("automated", True) for a in script), script
    return {
        **card,
        "code": code,
        "name": code,
        "text": text,
        "script": script,
        "fields": {**card["fields"], **fields},
    }


# ------------------------------------------------------------------ [Evolution] (FoW 1116)
def test_evolution_puts_one_evolution_counter_on_the_card() -> None:
    # FoW 1116.2: "[Evolution] <cost>" is "<cost>: If this card has no evolution counters on it,
    # put an evolution counter on it"
    evolver = worded("CMF-003", "T-EVOLVE", "[Evolution] {W}", cost="{W}")
    assert evolver["script"][0]["kind"] == "act"
    play(
        [evolver],
        {"field": [{"code": "T-EVOLVE", "label": "evolver"}], "stones": ["FWD-S01", "FWD-S01"]},
        [
            {"p1": "act", "card": "evolver"},
            *RESOLVE,
            {"expect": {"card.evolver.counters.evolution": 1}},
            # FoW 1116.2: played again, it puts no second counter (it may still be played)
            {"p1": "act", "card": "evolver"},
            *RESOLVE,
            {"expect": {"card.evolver.counters.evolution": 1}},
        ],
        "FoW 1116.2",
    )


# ------------------------------------------------------------------ [Sealed Item] (FoW 1130)
def test_a_sealed_item_is_the_ability_it_names() -> None:
    # MP01-147 (Gill): "Sealed Item <<Ultra Magic Stone>> (This card has the following text
    # everywhere.) At the end of your turn >>> Put the top card of your deck into your graveyard."
    # FoW 1130.2: "[Icon] 《Item Name》 (Ability)" means "this has (ability)"
    gill = real("MP01-147")
    [item] = [a for a in gill["script"] if "Sealed Item" in a["text"]]
    assert item["trigger"] == {"on": "fow.end_of_turn", "turn": "yours"}
    play(
        [gill],
        {"ruler_area": ["MP01-147"]},
        [
            *[{f"p{p}": "pass"} for p in "1212"],  # to the end phase: it triggers (906)
            *RESOLVE,
            {"expect": {"phase": "end", "p1.graveyard.count": 1, "p1.deck.count": 4}},
        ],
        "FoW 1130.2",
    )


# ------------------------------------------------------------------ [Mobilize] (FoW 1129)
def test_mobilize_is_paid_to_attack_and_without_the_will_it_cannot_attack() -> None:
    # FoW 1129.2: "[Mobilize] <cost>": "You must pay <cost> to attack or block with this card",
    # each time (803.5: paid as it attacks)
    mobile = worded("CMF-003", "T-MOB", "[Mobilize] {W}")
    assert mobile["script"] == [
        {"kind": "keyword", "keyword": "mobilize", "params": {"cost": "{W}"}, "text": "[Mobilize] {W}"}
    ]
    play(
        [mobile],
        {"field": [{"code": "T-MOB", "label": "mob"}], "stones": [{"code": "FWD-S01", "label": "stone"}]},
        [
            {"p1": "option", "option": "T-MOB attacks the opponent"},
            *RESOLVE * 2,  # the battle's beginning and declaration (FoW 802, 803): the cost is paid
            {"expect": {"card.stone.state": "rested", "card.mob.state": "rested"}},
        ],
        "FoW 1129.2",
    )
    play(  # FoW 803.4: no will to pay, no attack with it
        [mobile],
        {"field": [{"code": "T-MOB", "label": "mob"}, {"code": "FWD-010", "label": "coral"}]},
        [
            {
                "expect": {
                    "actions has": ["Coral Sentinel attacks the opponent"],
                    "actions lacks": ["T-MOB attacks the opponent"],
                }
            }
        ],
        "FoW 1129.2",
    )


def test_mobilize_is_paid_to_block() -> None:
    # FoW 1129.2, 804.4: the defending player pays the cost as the card blocks
    mobile = worded("CMF-003", "T-MOB", "[Mobilize] {W}")
    play(
        [mobile],
        {"field": [{"code": "FWD-010", "label": "coral"}]},
        [
            {"p1": "option", "option": "Coral Sentinel attacks the opponent"},
            *RESOLVE * 2,
            {"p2": "choose", "cards": ["mob"]},  # FoW 804.2: P2 blocks with it
            {"expect": {"card.stone.state": "rested", "card.mob.state": "rested"}},
        ],
        "FoW 1129.2",
        field=[{"code": "T-MOB", "label": "mob"}],
        stones=[{"code": "FWD-S01", "label": "stone"}],
    )


# ------------------------------------------------------------------ [Stealth] (FoW 1114)
def _stealth_game(
    life: int, steps: list[dict[str, Any]], text: str = "[Stealth] Your life is 1000 or less\nDraw a card."
) -> None:
    chant = worded("BFA-035", "T-HIDE", text, "chant", cost="{W}{W}{W}{W}")
    assert chant["script"][0] == {
        "kind": "keyword",
        "keyword": "stealth",
        "condition": {"<=": [{"value": "you.life"}, 1000]},
        "text": text.split("\n", maxsplit=1)[0],
    }
    assert chant["script"][1]["effect"] == [{"do": "draw", "n": 1}]
    ScenarioRun(
        {
            "title": "[Stealth]",
            "rules": ["FoW 1114.2"],
            "game": "force-of-will",
            "cards": [chant],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "values": {"p1.life": life},
                "p1": {
                    "ruler_area": ["FWD-R01"],
                    "deck": ["FWD-013"] * 5,
                    "hand": [{"code": "T-HIDE", "label": "hide"}],
                    "stones": ["FWD-S02", "FWD-S02"],
                },
                "p2": {"ruler_area": ["FWD-R02"], "deck": ["FWD-013"] * 5},
            },
            "step": [{"p1": "option", "option": "Set T-HIDE into standby"}, *steps],
        },
        "test",
    ).run()


def test_stealth_plays_the_card_from_standby_the_turn_it_was_set_without_its_cost() -> None:
    # FoW 1114.2: while the condition holds, the card is played from the standby area without
    # paying its cost ({W}{W}{W}{W}: no will left after the {2} of setting it, 706.1); 1114.3:
    # in the turn it was put there too
    _stealth_game(
        1000,
        [
            {"expect": {"card.hide.zone": "p1.standby"}},
            {"p1": "play", "card": "hide"},
            *RESOLVE,
            {"expect": {"card.hide.zone": "p1.graveyard", "p1.hand.count": 1}},
        ],
    )


def test_stealth_is_not_played_while_its_condition_does_not_hold() -> None:
    # FoW 1114.2: "when it fulfills <condition>"
    _stealth_game(4000, [{"p1": "play", "card": "hide", "refused": True}])


def test_stealth_with_its_condition_and_effect_on_one_line() -> None:
    # FoW 1416.2, 1416.1a: "[Stealth] <condition>: <effect>" (the form 1416.2 gives): the
    # keyword with that condition and the card's spell (decision D117), played as above
    one_line = "[Stealth] Your life is 1000 or less: Draw a card."
    played = [
        {"p1": "play", "card": "hide"},
        *RESOLVE,
        {"expect": {"card.hide.zone": "p1.graveyard", "p1.hand.count": 1}},
    ]
    _stealth_game(1000, played, one_line)
    _stealth_game(4000, [{"p1": "play", "card": "hide", "refused": True}], one_line)
    # a spell printed on another line too: which one is played is by hand
    assert not compile_text(f"{one_line}\nDraw a card.", "chant")[0].automated


# ------------------------------------------------------------------ [Trigger] (FoW 1113)
def _trigger_game(card: dict[str, Any], life: int, steps: list[dict[str, Any]]) -> None:
    """``card`` set into p1's standby area before this turn (708.5), no stones."""
    ScenarioRun(
        {
            "title": "[Trigger]",
            "rules": ["FoW 1113.2"],
            "game": "force-of-will",
            "cards": [card],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "values": {"p1.life": life},
                "p1": {
                    "ruler_area": ["FWD-R01"],
                    "deck": ["FWD-013"] * 5,
                    "standby": [{"code": card["code"], "label": "set"}],
                },
                "p2": {"ruler_area": ["FWD-R02"], "deck": ["FWD-013"] * 5},
            },
            "step": steps,
        },
        "test",
    ).run()


PLAYED_FROM_STANDBY = [
    {"p1": "play", "card": "set"},
    *RESOLVE,
    {"expect": {"card.set.zone": "p1.graveyard", "p1.hand.count": 1}},
]


def test_trigger_anytime_is_played_from_standby_for_nothing() -> None:
    # CMF-042 {U}{1} "[Trigger] Anytime: Draw a card. If you control five or more Treasury Items,
    # return all resonators your opponent controls to their owner's hands instead." FoW
    # 1113.2a-i: the cost "Anytime" is pay nothing; 708.4: from standby only the trigger cost
    challenges = real("CMF-042")
    spell = challenges["script"][0]
    assert (spell["kind"], spell["tags"], spell["cost"]) == ("play", ["trigger"], [])
    _trigger_game(challenges, 4000, PLAYED_FROM_STANDBY)


def test_an_old_trigger_with_a_condition_is_played_while_it_holds() -> None:
    # FoW 1411.1a: an old "[Trigger] <condition>: <effect>" (CMF-011's "[Trigger] Your life is
    # 2000 or lower: …"); decision D122: a state for its condition, played from standby like
    # "[Trigger] Anytime" while the condition holds, not otherwise
    text = "[Trigger] Your life is 1000 or less: Draw a card."
    card = worded("CMF-042", "T-TRIG", text, "chant")
    assert card["script"][0]["condition"] == {"<=": [{"value": "you.life"}, 1000]}
    _trigger_game(card, 1000, PLAYED_FROM_STANDBY)
    _trigger_game(card, 4000, [{"p1": "play", "card": "set", "refused": True}])
    # an event for its condition (1113.2b: an automatic card, revealed as it happens): by hand
    assert not compile_text("[Trigger] When a resonator you control is destroyed: Draw a card.", "chant")[
        0
    ].automated


# ------------------------------------------------------------------ [Legend] (FoW 1133)
def test_legend_text_is_had_with_enough_revealed_story_cards_in_the_extra_deck() -> None:
    # FoW 1133.2b: "[Legend] N - <text>" on a card that is not a chant: it has <text> while its
    # controller has N or more revealed story cards in the extra deck (decision D100: revealed
    # to both players, as runes are)
    hero = worded("CMF-003", "T-LEGEND", "[Legend] 2 - This card gains [+500/+500]")
    assert hero["script"][0]["condition"] == {"fow.stories": 2}
    story = worded("BFA-035", "T-STORY", "Draw a card.", "chant")
    game = from_position(
        {
            "turn": 3,
            "turn_player": "p1",
            "first_player": "p1",
            "phase": "main",
            "p1": {
                "ruler_area": ["FWD-R01"],
                "deck": ["FWD-013"] * 5,
                "field": ["T-LEGEND"],
                "extra": ["T-STORY", "T-STORY", "T-STORY"],
            },
            "p2": {"ruler_area": ["FWD-R02"], "deck": ["FWD-013"] * 5},
        },
        [RULES.card_from_record(hero), RULES.card_from_record(story)],
    )
    [card] = game.cards_in("p1.field")
    first, second, _ = game.cards_in("p1.extra")
    assert game.number(card, "atk") == 300  # none revealed (the owner sees them all, 314.2)
    game.reveal([first.id])
    assert game.number(game.get(card.id), "atk") == 300  # one: not yet
    game.reveal([second.id])
    assert (game.number(game.get(card.id), "atk"), game.number(game.get(card.id), "def")) == (800, 800)


def test_legend_on_a_chant_or_giving_a_keyword_is_by_hand() -> None:
    # FoW 1133.2a: on a chant with no spell read, or a text that changes the spell ("… instead"),
    # by hand (decision D119)
    [chant] = compile_text("[Legend] 2 - Draw a card.", "chant")
    assert not chant.automated
    [flying] = compile_text("[Legend] 2 - [Flying]", "resonator")
    assert not flying.automated
    # … and the spell it changes with it (1133.2a: the chant is played with <text>)
    instead = "[Legend] 2 - Draw two cards instead.\nDraw a card."
    assert not any(c.automated for c in compile_text(instead, "chant"))
    # an effect of its own: done after the spell if the condition held as it was played (D119)
    legend, spell = compile_text("[Legend] 2 - Draw a card.\nDraw a card.", "chant")
    assert spell.automated and legend.ability["params"] == {"when": "played"}
    assert legend.ability["condition"] == {"fow.stories": 2}


# ------------------------------------------------------------------ [Crest] (FoW 1131)
def test_crest_text_is_had_while_a_magic_crest_of_the_attribute_is_controlled() -> None:
    # FoW 1131.2: "[Crest] <attribute> - <text>": the card gains <text> as long as its controller
    # controls at least one Magic Crest of that attribute (decision D101: a card of the race Magic
    # Crest with that attribute: EDL-008 Magic Crest of Light, an addition, race Magic Crest)
    hero = worded("CMF-003", "T-CREST", "[Crest] Light - This card gains [+500/+500]")
    light, fire = real("EDL-008"), real("EDL-034")  # Magic Crest of Light / of Fire
    play(
        [hero, light, fire],
        {"field": [{"code": "T-CREST", "label": "hero"}, "EDL-034"]},
        [{"expect": {"card.hero.atk": 300}}],  # a fire Magic Crest: not that attribute
        "FoW 1131.2",
        field=["EDL-008"],  # the opponent's light one: not controlled by its controller
    )
    play(
        [hero, light, fire],
        {"field": [{"code": "T-CREST", "label": "hero"}, "EDL-008"]},
        [{"expect": {"card.hero.atk": 800, "card.hero.def": 800}}],
        "FoW 1131.2",
    )


def test_a_misprinted_counter_name_is_read_as_the_word_meant() -> None:
    # "electricty" is a misprint of the data: the counter another side puts is "electricity"
    # (FoW 1022: counters are told apart by name), so the cost names that one
    [line] = compile_text("Remove two electricty counters from this card: Draw a card.", "resonator")
    assert line.ability["cost"] == [{"remove_counter": "electricity", "n": 2}]


def test_crest_text_on_a_chant_is_done_after_its_spell() -> None:
    # FoW 1131.2: a chant's "[Crest] <attribute> - <effect>": it has the effect while its
    # controller controls a Magic Crest of that attribute, so as it resolves (decision D119:
    # done after its spell)
    chant = worded("BFA-035", "T-CRESTED", "Draw a card.\n[Crest] Light - Draw a card.", "chant", cost="{U}")
    assert chant["script"][1]["params"] == {"when": "resolves"}
    light = real("EDL-008")  # Magic Crest of Light
    for field, drawn in ((["EDL-008"], 2), ([], 1)):
        play(
            [chant, light],
            {"hand": ["T-CRESTED"], "stones": ["FWD-S02"], "field": field},
            [{"p1": "play", "card": "T-CRESTED"}, *RESOLVE, {"expect": {"p1.hand.count": drawn}}],
            "FoW 1131.2",
        )


def test_an_old_chant_instant_has_quickcast() -> None:
    # FoW 1405.3: "Treat old cards with the 'chant-instant' subtype as cards with [Quickcast]":
    # CMF-038 Thunder {R} (Spell:Chant-Instant) may be played while a chant is on the chase
    # (1111); TAT-032 Rapid Decay {R} (Spell:Chant) may not
    thunder, decay, fire = real("CMF-038"), real("TAT-032"), real("VIN001-091")
    assert any(a.keyword == "quickcast" for a in RULES.card_from_record(thunder).abilities)
    assert not any(a.keyword == "quickcast" for a in RULES.card_from_record(decay).abilities)
    for code, card, seen in (("CMF-038", thunder, "actions has"), ("TAT-032", decay, "actions lacks")):
        play(
            [card, fire],
            {"hand": [code, "FWD-011"], "stones": ["FWD-S02", "FWD-S04", "VIN001-091"]},
            [
                {"p1": "play", "card": "FWD-011"},  # [Quickcast] Draw a card: the chase is not empty
                {"expect": {seen: [f"Play {card['name']}"]}},
            ],
            "FoW 1405.3",
        )
