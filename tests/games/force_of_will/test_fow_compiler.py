"""The Force of Will card-text compiler: real cards' exact printed text, compiled, played by the rules.

Each test takes a real card from the Force of Will data file (``shared/samples/full`` beside the repository),
compiles it through the import hook (``cardcommands.compile_record``) and checks in a game
that the effect happens as printed: the card drawn, the card destroyed, the stats changed, the
choice offered. Scenarios are built here in the format of ``docs/scenarios.md``; the demo cards
(``FWD-…``) fill the rest of the table.
"""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache
from typing import Any

import pytest
from helpers.samples import SHARED_SAMPLES

from card_db.importers import read_path
from desktop_app.cardcommands import compile_record
from desktop_app.cli import main
from desktop_app.engine.cards import Card
from desktop_app.games import get_ruleset
from desktop_app.games.force_of_will.abilities import CANNOT_GAIN_LAYER
from desktop_app.games.force_of_will.compiler import GRAMMAR, checker, compile_line, compile_text, normalise
from desktop_app.scenarios.runner import ScenarioRun

FOW = SHARED_SAMPLES / "full" / "fow-cards.json"
pytestmark = pytest.mark.skipif(not FOW.exists(), reason="the shared sample files are not here")
RULES = get_ruleset("force-of-will")
DECK = ["FWD-013"] * 5


@cache
def _records() -> dict[str, Any]:
    return {record.code: record for record in read_path("force-of-will", FOW).records}


def real(code: str) -> dict[str, Any]:
    """A real card as a project record whose script is the compiler's."""
    return compile_record(_records()[code]).to_dict()


def play(
    cards: list[dict[str, Any]], p1: dict[str, Any], steps: list[dict[str, Any]], rule: str, **p2: Any
) -> None:
    ScenarioRun(
        {
            "title": "compiled card",
            "rules": [rule],
            "game": "force-of-will",
            "cards": cards,
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "p1": {"ruler_area": ["FWD-R01"], "deck": DECK, **p1},
                "p2": {"ruler_area": ["FWD-R02"], "deck": DECK, **p2},
            },
            "step": steps,
        },
        "test",
    ).run()


RESOLVE = [{"p1": "pass"}, {"p2": "pass"}]


def test_an_enter_ability_draws_when_the_resonator_enters_the_field() -> None:
    neverend = real("MSW-043")  # [Enter] >>> Draw a card.
    assert neverend["script"][1]["trigger"] == {"on": "move", "card": "this", "to": "field"}
    play(
        [neverend],
        {"hand": ["MSW-043"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "MSW-043"},
            *RESOLVE,  # FoW 702.3: it resolves into the field; [Enter] goes onto the chase (906)
            {"p1": "pass"},
            {"p2": "pass", "expect": {"p1.hand.count": 1, "p1.deck.count": 4, "p1.field.count": 1}},
        ],
        "FoW 1140.2",
    )


def test_a_chant_destroys_its_target_and_only_a_legal_target_is_offered() -> None:
    drain = real("BFA-035")  # Destroy target fire resonator.
    assert drain["script"][0]["targets"]["colour"] == "fire"
    fire = {**real("MSW-043"), "code": "T-FIRE", "name": "Fire Dragon", "colours": ["fire"]}
    play(
        [drain, fire],
        {"hand": ["BFA-035"], "stones": ["FWD-S02"]},
        [
            {
                "p1": "play",
                "card": "BFA-035",
                "expect": {"decision.count": 1},
            },  # FoW 903.2g: only the fire one
            {"p1": "choose", "cards": ["dragon"]},
            {"p1": "pass"},
            {"p2": "pass", "expect": {"card.dragon.zone": "p2.graveyard", "card.coral.zone": "p2.field"}},
        ],
        "FoW 1010",
        field=[{"code": "T-FIRE", "label": "dragon"}, {"code": "FWD-010", "label": "coral"}],
    )


def test_a_discard_cost_pumps_this_card_until_end_of_turn() -> None:
    puppet = real("TMS-044")  # Discard a card: This card gains [+200/+200] until end of turn.
    play(
        [puppet],
        {"field": [{"code": "TMS-044", "label": "puppet"}], "hand": ["FWD-013"]},
        [
            {"p1": "act", "card": "puppet"},
            {
                "p1": "choose",
                "cards": ["FWD-013"],
                "expect": {"p1.hand.count": 0, "p1.graveyard.count": 1},
            },  # 1019
            *RESOLVE,
            {"expect": {"card.puppet.atk": 700, "card.puppet.def": 700}},  # 1020.3
        ],
        "FoW 905.1",
    )


def test_other_light_resonators_gain_stats_while_it_is_in_the_field() -> None:
    grimm = real("MOA-003")  # Other light resonators you control gain [+200/+200].
    field = [
        {"code": "MOA-003", "label": "grimm"},
        {"code": "FWD-001", "label": "squire"},
        {"code": "FWD-007", "label": "stalker"},
    ]
    play(
        [grimm],
        {"field": field},
        [
            {
                "expect": {
                    "card.squire.atk": 500,  # light: +200
                    "card.squire.def": 500,
                    "card.stalker.atk": 300,  # water: unchanged
                    "card.grimm.atk": 500,  # not itself ("other")
                }
            }
        ],
        "FoW 909",
    )


def test_for_each_counts_the_additions_you_control() -> None:
    automaton = real("CFC-036")  # This card gains [+200/+200] for each addition you control.
    field = [{"code": "CFC-036", "label": "auto"}, "FWD-006", "FWD-043"]
    play(
        [automaton],
        {"field": field},
        # 400 printed, +400 for two additions, +100 from Banner of the Dawn Host
        [{"expect": {"card.auto.atk": 900, "card.auto.def": 900}}],
        "FoW 909",
    )


def test_a_search_is_offered_finds_the_addition_and_shuffles() -> None:
    messenger = real("MSW-007")  # [Enter] >>> You may search your deck for an addition, reveal it …
    play(
        [messenger],
        {
            "hand": ["MSW-007"],
            "stones": ["FWD-S01", "FWD-S04"],
            "deck": ["FWD-013", {"code": "FWD-006", "label": "banner"}, "FWD-013"],
        },
        [
            {"p1": "play", "card": "MSW-007"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.kind": "yes_no"}},  # "you may" (906)
            {"p1": "yes", "expect": {"decision.count": 1}},  # only the addition (1014.2)
            {
                "p1": "choose",
                "cards": ["banner"],
                "expect": {"card.banner.zone": "p1.hand", "p1.deck.count": 2},
            },
        ],
        "FoW 1014.2",
    )


def test_the_top_card_of_the_deck_is_removed_from_the_game() -> None:
    gears = real("JRP-010")  # [Enter] >>> Remove the top card of your deck from the game.
    play(
        [gears],
        {
            "hand": ["JRP-010"],
            "stones": ["FWD-S01", "FWD-S04"],
            "deck": ["FWD-013", "FWD-013", {"code": "FWD-001", "label": "top"}],
        },
        [
            {"p1": "play", "card": "JRP-010"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"card.top.zone": "p1.removed", "p1.deck.count": 2}},  # 1004
        ],
        "FoW 1004",
    )


def test_put_into_a_graveyard_from_the_field_draws() -> None:
    mermaid = real("ADK-074")  # When this card is put into a graveyard from the field ⇒ Draw a card.
    play(
        [mermaid],
        {
            "field": [{"code": "ADK-074", "label": "mermaid"}],
            "hand": ["FWD-032"],
            "stones": ["FWD-S02", "FWD-S04", "FWD-S04"],
        },
        [
            {"p1": "play", "card": "FWD-032"},
            {"p1": "choose", "cards": ["mermaid"]},
            *RESOLVE,  # 400 damage to a DEF 300 resonator: destroyed by rule process (1204)
            {"p1": "pass"},
            {"p2": "pass", "expect": {"card.mermaid.zone": "p1.graveyard", "p1.hand.count": 1}},
        ],
        "FoW 906.7",
    )


def test_counters_named_by_the_text_are_put_on_this_card() -> None:
    kai = real("MPR-045")  # [Enter]: Put three frozen counters on this card.
    play(
        [kai],
        {"hand": [{"code": "MPR-045", "label": "kai"}], "stones": ["FWD-S02", "FWD-S02", "FWD-S04"]},
        [
            {"p1": "play", "card": "kai"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"card.kai.zone": "p1.field", "card.kai.counters.frozen": 3}},
        ],
        "FoW 1022",
    )
    # "This card cannot attack or block as long as it has a frozen counter on it" is compiled
    # (wave 8), and so is "Whenever a resonator is put into a graveyard from your field, remove a
    # frozen counter from this card" (wave 8, second round)
    assert [a["automated"] for a in kai["script"] if "automated" in a] == []
    assert {"do": "fow.counter", "cards": "this", "name": "frozen", "n": {"neg": 1}} in kai["script"][-1][
        "effect"
    ]


def test_a_mode_with_the_same_target_in_every_mode_targets_as_it_is_played() -> None:
    choice = real("VIN002-004")  # Choose one - Recover target resonator; or rest target resonator.
    ability = choice["script"][0]
    assert [m["label"] for m in ability["modes"]] == ["Recover target resonator", "rest target resonator"]
    play(
        [choice],
        {"hand": ["VIN002-004"], "stones": ["FWD-S01", "FWD-S01"]},
        [
            {"p1": "play", "card": "VIN002-004"},
            {"p1": "option", "option": "rest target resonator"},  # FoW 903.2e, then 903.2g
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.state": "rested"}},
        ],
        "FoW 903.2e",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_incarnation_with_symbols_banishes_a_resonator_for_each_part() -> None:
    abel = compile_line("[Incarnation] {W}, {W} (You may banish two light resonators …)", "resonator")
    assert abel.ability["params"] == {"banish": ["light", "light"]}  # FoW 1110.2a
    either = compile_line("[Incarnation] {R}, {R} or {B}", "resonator")
    assert either.ability["params"] == {"banish": ["fire", "fire|darkness"]}  # 1110.2b


def test_keywords_are_abilities_of_their_own_and_the_card_has_each_once() -> None:
    record = real("MSW-007")  # [Flying] and an [Enter] ability
    card = RULES.card_from_record(record)
    assert [a.keyword for a in card.abilities if a.kind == "keyword"] == ["flying"]  # FoW 1106
    assert card.automated and card.manual == ()


def test_a_judgment_line_is_the_rulers_and_its_cost_is_read() -> None:
    [judgment] = compile_text("[Judgment] {R} {R}", "ruler")
    assert judgment.ability["params"] == {"cost": "{R}{R}"}  # FoW 1125, 705.1
    assert not compile_line("[Judgment] {R}{R}", "resonator").automated


def test_a_partly_understood_ability_stays_by_hand_and_is_listed() -> None:
    # CFC-008: At the beginning of your turn ⇒ Remove the top card of your deck from the game.
    # If it's a Fairy Tale resonator, you may play it this turn. (SKL-027, read here before,
    # is automated since wave 6: "target opponent")
    line = (
        "At the beginning of your turn ⇒ Remove the top card of your deck from the game. "
        "If it's a Fairy Tale resonator, you may play it this turn."
    )
    card = RULES.card_from_record(real("CFC-008"))
    assert card.manual == (line,)
    for text, kind in [
        ("This card gains [+400/+400] for each other (Stranger) resonator you control.", "resonator"),
        ("[Enter] >>> Draw a card. If you control a Rogue J/ruler, Exploration 2.", "resonator"),
        ("When this card enters the field, draw a card.", "ruler"),  # a ruler never enters (705.3)
        # a limit on spending beyond the cards it plays and the activate abilities it pays for
        # (those are played by their controller since wave 7's second round)
        ("{Rest}: Produce {W}. Spend this will only to pay [Awakening] costs.", "magic stone"),
        ("Target resonator gains [+200/+200].", "chant"),  # no duration: not a template
        # [Bane] given to a live group for the turn (fow.live gives words only; D89)
        ("J/resonators you control gain [Bane] until end of turn.", "chant"),
        ("[Energize]", "resonator"),  # listed among the keywords but not carried out (1119)
        # "Added" names a host (1406.2b), not a race: automated since wave 8's second round
        # (decision D54), but not on a resonator
        ("Added resonator gains [+200/+200].", "resonator"),
        # a line after the options is not part of the last option (903.2e)
        ("Choose one;\n- Draw two cards.\n- You gain 300 life.\nDraw a card.", "chant"),
    ]:
        assert not compile_line(text, kind).automated, text


def test_a_chants_effect_lines_are_one_spell() -> None:
    compiled = compile_text("[Quickcast]\nDraw a card.\nYou gain 200 life.", "chant")
    assert [c.ability["kind"] for c in compiled] == ["keyword", "play"]
    assert compiled[1].ability["effect"] == [{"do": "draw", "n": 1}, {"do": "fow.life", "amount": 200}]


def test_normalise_reads_the_old_and_new_printings_alike() -> None:
    assert normalise("[Enter] (When this card enters the field) ⇒ Draw a card.") == "[Enter] >>> Draw a card"
    assert normalise("[Rest]: Produce {W}.") == normalise("{Rest}: Produce {W}")
    assert normalise("[Judgment] {W} {W} {1}") == "[Judgment] {W}{W}{1}"


def test_the_old_continuous_header_is_no_part_of_the_ability() -> None:
    # FoW 1409.1: "[Continuous]" on an old card is ignored; the text after it is read as any line
    # (a continuous ability, or an automatic one written "When …, …", 1411.1), with or without
    # the colon
    text = "[Continuous]: Each Human you control gains [+200/+200]."  # CMF-012
    assert normalise(text) == normalise("[Continuous] Each Human you control gains [+200/+200].")
    assert normalise(text) == "Each Human you control gains [+200/+200]"
    [old] = compile_text(text, "resonator")
    [bare] = compile_text(text.removeprefix("[Continuous]: "), "resonator")
    assert old.automated and {**old.ability, "text": ""} == {**bare.ability, "text": ""}
    attacks = "[Continuous]: Whenever this card attacks, rest target resonator your opponent controls."
    [auto] = compile_text(attacks, "resonator")  # CMF-043's first sentence
    assert auto.automated and auto.ability["kind"] == "auto"


def test_he_or_she_after_your_opponent_is_that_opponent() -> None:
    # MPR-041: "[Continuous]: Whenever this card deals damage to your opponent, he or she discards
    # a card." (old cards' pronoun, FoW 1401.1's old wordings): read as "your opponent discards";
    # with another player named between ("each player … he or she"), not read
    old = real("MPR-041")["script"][-1]
    [new] = compile_text(
        "Whenever this card deals damage to your opponent, your opponent discards a card.", "resonator"
    )
    assert old.get("automated", True) and {**old, "text": ""} == {**new.ability, "text": ""}
    mpr034 = "This card deals 300 damage to each player for each special magic stone that he or she controls."
    assert "he or she" in normalise(mpr034)


def test_a_real_magic_stone_produces_the_will_its_text_names() -> None:
    deep_wood = real("CMF-097")  # [Activate] {Rest}: Produce {G} or {U}. (a stone has no attribute)
    assert deep_wood["colours"] == []
    assert deep_wood["script"][1] == {
        "kind": "keyword",
        "keyword": "stone will",
        "params": {"will": ["wind", "water"]},
        "text": "[Activate] {Rest}: Produce {G} or {U}.",
    }
    play(
        [deep_wood],
        {"hand": ["Echo of the Deep"], "stones": ["CMF-097"]},
        [
            # FoW 907, 1003.2: the stone pays the {U} of Echo of the Deep (void could not)
            {"p1": "play", "card": "Echo of the Deep", "expect": {"log has": ["produces water will with"]}},
        ],
        "FoW 907",
    )


def test_awakening_is_the_keyword_and_the_ability_it_gives() -> None:
    # the demo card's hand-written script, which scenario s11-awakening plays (FoW 1109.2)
    demo = next(c for c in RULES.demo_cards() if c.code == "FWD-053")
    compiled = compile_text(demo.text, "resonator")
    assert compiled[0].ability["keyword"] == "awakening"
    assert compiled[1].ability["tags"] == ["awakened"]
    assert compiled[0].ability["params"] == {"cost": "{W}{1}"}
    assert list(compiled[1].ability["modifiers"]) == [dict(m) for m in demo.abilities[1].modifiers]


def test_an_awakened_enter_ability_triggers_as_the_awakened_card_enters() -> None:
    hatter = real("TAT-045")  # [Awakening] {U}: [Enter]: Draw a card.
    assert hatter["script"][1]["tags"] == ["awakened"]
    for awaken, drawn in ((True, 1), (False, 0)):
        play(
            [hatter],
            {"hand": ["TAT-045"], "stones": ["FWD-S02", "FWD-S02"]},
            [
                {"p1": "play", "card": "TAT-045"},
                {"p1": "yes" if awaken else "no"},  # FoW 903.2c
                *RESOLVE,
                # FoW 1109.2: it enters awakened, so its [Enter] triggers (1140.2)
                {"p1": "pass"},
                {"p2": "pass", "expect": {"p1.hand.count": drawn, "p1.field.count": 1}},
            ],
            "FoW 1109.2",
        )


def test_dealt_damage_is_damage_to_this_card_not_damage_it_deals() -> None:
    ability = compile_line("When this card is dealt damage, destroy it.", "resonator").ability  # SKL-085
    assert ability["trigger"] == {"on": "fow.damage", "card": "this", "hit": "j/resonator"}
    knight = real("SKL-085")  # [Flying], 1000/1000
    field = [{"code": "SKL-085", "label": "knight"}]
    # FoW 1007: the damage it deals to the opponent is not damage dealt to it
    play(
        [knight],
        {"field": field},
        [
            {"p1": "option", "option": f"{knight['name']} attacks the opponent"},
            *RESOLVE * 5,
            {"expect": {"value.p2.life": 3000, "card.knight.zone": "p1.field"}},
        ],
        "FoW 1007",
    )
    # 400 damage (less than its DEF) is dealt to it: its ability destroys it (1010)
    play(
        [knight],
        {"field": field, "hand": ["FWD-032"], "stones": ["FWD-S02", "FWD-S04", "FWD-S04"]},
        [
            {"p1": "play", "card": "FWD-032"},
            {"p1": "choose", "cards": ["knight"]},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"card.knight.zone": "p1.graveyard"}},
        ],
        "FoW 1007",
    )


def test_the_opponent_banishes_a_resonator_of_their_choice() -> None:
    lurker = real("SDAO1-018")  # [Enter] ⇒ Your opponent banishes a resonator. ({B}{1})
    play(
        [lurker, real("CMF-101")],  # Magic Stone of Darkness: [Activate] {Rest}: Produce {B}.
        {"hand": ["SDAO1-018"], "stones": ["CMF-101", "FWD-S04"]},
        [
            {"p1": "play", "card": "SDAO1-018"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.player": "p2", "decision.count": 2}},  # FoW 1011: theirs
            {"p2": "choose", "cards": ["stalker"], "expect": {"card.stalker.zone": "p2.graveyard"}},
            {"expect": {"card.coral.zone": "p2.field"}},
        ],
        "FoW 1011",
        field=[{"code": "FWD-007", "label": "stalker"}, {"code": "FWD-010", "label": "coral"}],
    )


def test_two_wills_at_once_are_two_productions() -> None:
    ability = compile_line("{Rest}: Produce {W}{W}.", "resonator").ability  # TST-001
    assert ability["effect"] == [{"do": "fow.produce", "will": ["light"]}] * 2  # FoW 907
    # on a magic stone: a will ability its controller plays (since wave 7's second round; the
    # rules take one will from a stone while paying)
    stone = compile_line("[Activate] {Rest}: Produce {W} and {U}.", "magic stone").ability
    assert stone["kind"] == "act" and stone["tags"] == ["will"]


def test_destroyed_is_put_into_the_graveyard_by_destruction() -> None:
    ability = compile_line("When this card is destroyed >>> Draw a card.", "resonator").ability  # GOG-045
    assert ability["trigger"]["data"] == {"destroyed": True}
    assert not compile_line("When this card is destroyed >>> Draw a card.", "j-ruler").automated  # 1010.1a
    seer = real("GOG-045")  # DEF 400
    play(
        [seer],
        {
            "field": [{"code": "GOG-045", "label": "seer"}],
            "hand": ["FWD-032"],
            "stones": ["FWD-S02", "FWD-S04", "FWD-S04"],
        },
        [
            {"p1": "play", "card": "FWD-032"},
            {"p1": "choose", "cards": ["seer"]},
            *RESOLVE,  # 400 damage: destroyed by the rule process (1204, 1010)
            *RESOLVE,
            {"expect": {"card.seer.zone": "p1.graveyard", "p1.hand.count": 1}},
        ],
        "FoW 1010",
    )


def test_a_target_named_by_its_race_alone_is_any_card_of_that_race() -> None:
    bounce = compile_line("Return target Machine to its owner's hand.", "chant").ability
    assert bounce["targets"] == {
        "zone": ["field", "stones"],
        "races": ["Machine", "Machines"],
        "whose": "any",
        "n": 1,
    }
    # AO3-088: Sword Art is a race of chants (FoW 205), so the target is not only J/resonators
    arts = compile_line("Put target Sword Art from your graveyard into your hand.", "chant").ability
    assert arts["targets"] == {
        "zone": "graveyard",
        "races": ["Sword Art", "Sword Arts"],
        "whose": "you",
        "n": 1,
    }
    play(
        [{**real("BFA-035"), "code": "T-BOUNCE", "name": "Bounce", "script": [bounce]}],
        {"hand": ["T-BOUNCE"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "T-BOUNCE", "expect": {"decision.count": 1}},  # only the Machine (205)
            {"p1": "choose", "cards": ["iron"]},
            *RESOLVE,
            {"expect": {"card.iron.zone": "p2.hand"}},
        ],
        "FoW 205",
        field=[{"code": "FWD-037", "label": "iron"}, {"code": "FWD-010", "label": "coral"}],
    )


def test_cards_coverage_and_explain_know_force_of_will(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "coverage", "--game", "force-of-will", str(FOW), "--json", "--top", "3"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["cards"] == len(_records())
    assert 0 < report["automated"] < report["abilities"] and 0 < report["cards_automated"] < report["cards"]
    assert main(["cards", "explain", "--game", "force-of-will", "BFA-035", "--file", str(FOW)]) == 0
    out = capsys.readouterr().out
    assert "Destroy target fire resonator." in out and '"fow.destroy"' in out and '"colour": "fire"' in out


def test_a_keyword_with_reminder_text_gets_the_automatic_ability_the_rules_give_it() -> None:
    # "[Bane] (When this card deals damage to a J/resonator ⇒ Destroy …)": FoW 1138
    card = RULES.card_from_record(real("SDV5-009J"))
    assert [a.keyword for a in card.abilities if a.kind == "keyword"] == ["divinity", "bane"]  # [Divinity] 10
    assert [a.text for a in card.abilities if a.kind == "auto" and a.text == "[Bane]"] == ["[Bane]"]


def costed(card: dict[str, Any], cost: str) -> dict[str, Any]:
    """A real card with another cost, so the demo stones (light, water, void) can pay it."""
    return {**card, "fields": {**card["fields"], "cost": cost}}


def test_counters_on_your_j_ruler_go_on_the_ruler_in_the_ruler_area() -> None:
    supply = real("ACN-046")  # Put five strength counters on your J/ruler. Draw a card.
    assert supply["script"][1]["effect"][0]["cards"]["fow.kind"] == ["ruler", "j-ruler"]
    play(
        [costed(supply, "{U}")],
        {"hand": ["ACN-046"], "stones": ["FWD-S02"], "ruler_area": [{"code": "FWD-R01", "label": "ruler"}]},
        [
            {"p1": "play", "card": "ACN-046"},
            *RESOLVE,  # FoW 1022: the counters go on the J/ruler (a ruler in its area, 705.3)
            {
                "expect": {
                    "card.ruler.counters.strength": 5,
                    "card.theirs.counters.strength": 0,
                    "p1.hand.count": 1,
                }
            },
        ],
        "FoW 1022",
        ruler_area=[{"code": "FWD-R02", "label": "theirs"}],
    )


def test_a_search_puts_the_resonator_it_finds_into_the_field_and_shuffles() -> None:
    # [Enter] ⇒ You may search your deck for an Angel resonator with total cost 4 or less and
    # put it into the field. Then shuffle your deck.
    herald = real("AO3-005")
    assert herald["script"][1]["effect"][0]["from"]["fow.kind"] == "resonator"
    play(
        [costed(herald, "{U}{U}"), real("AO3-007"), real("SKL-005")],
        {
            "hand": ["AO3-005"],
            "stones": ["FWD-S02", "FWD-S02"],
            "deck": [
                {"code": "AO3-007", "label": "angel"},  # Angel, total cost 4
                {"code": "SKL-005", "label": "big"},  # Angel, total cost 5: not offered
                "FWD-013",
            ],
        },
        [
            {"p1": "play", "card": "AO3-005"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.kind": "yes_no"}},  # "you may" (906)
            {"p1": "yes", "expect": {"decision.count": 1}},  # FoW 1014.2: only the Angel of cost 4
            {
                "p1": "choose",
                "cards": ["angel"],
                "expect": {"card.angel.zone": "p1.field", "p1.deck.count": 2},  # then shuffled
            },
        ],
        "FoW 1014.2",
    )


def test_the_top_magic_stone_enters_the_magic_stone_area_rested() -> None:
    # When this card enters your field, put the top card of your magic stone deck into your
    # magic stone area rested.
    elf = real("TMS-063")
    play(
        [costed(elf, "{U}{2}")],
        {
            "hand": ["TMS-063"],
            "stones": ["FWD-S02", "FWD-S04", "FWD-S04"],
            "stone_deck": ["FWD-S01", {"code": "FWD-S03", "label": "top"}],
        },
        [
            {"p1": "play", "card": "TMS-063"},
            *RESOLVE,
            {"p1": "pass"},
            {
                "p2": "pass",
                "expect": {
                    "card.top.zone": "p1.stones",
                    "card.top.state": "rested",
                    "p1.stone_deck.count": 1,
                },
            },
        ],
        "FoW 307",
    )


def test_a_search_by_race_alone_finds_any_card_of_that_race() -> None:
    journey = real(
        "ENW-066"
    )  # Search your deck for a Wanderer, reveal it and put it into your hand. Then shuffle …
    assert journey["script"][0]["effect"][0]["from"] == {"races": ["Wanderer", "Wanderers"], "zone": "deck"}
    play(
        [costed(journey, "{U}"), real("MPR-023")],
        {
            "hand": ["ENW-066"],
            "stones": ["FWD-S02"],
            "deck": ["FWD-013", {"code": "MPR-023", "label": "wanderer"}, "FWD-013"],
        },
        [
            {"p1": "play", "card": "ENW-066"},
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.count": 1}},  # FoW 1014.2: only the Wanderer
            {
                "p1": "choose",
                "cards": ["wanderer"],
                "expect": {"card.wanderer.zone": "p1.hand", "p1.deck.count": 2},
            },
        ],
        "FoW 1014.2",
    )


def test_a_search_puts_the_card_found_into_the_graveyard() -> None:
    # When this card enters the field ⇒ Search your deck for a Dark Elf and put it into your
    # graveyard. Then shuffle your deck.
    elf = real("TSW-123")
    play(
        [costed(elf, "{U}"), {**real("MPR-023"), "code": "T-ELF", "fields": {"races": ["Dark Elf"]}}],
        {
            "hand": ["TSW-123"],
            "stones": ["FWD-S02"],
            "deck": ["FWD-013", {"code": "T-ELF", "label": "dark"}, "FWD-013"],
        },
        [
            {"p1": "play", "card": "TSW-123"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.count": 1}},
            {
                "p1": "choose",
                "cards": ["dark"],
                "expect": {"card.dark.zone": "p1.graveyard", "p1.deck.count": 2},
            },
        ],
        "FoW 1014.2",
    )


def test_a_target_in_a_graveyard_may_be_either_players_card() -> None:
    wraith = real("ENW-080")  # Pay 200 life: Remove target card in a graveyard from the game.
    assert wraith["script"][1]["targets"] == {"zone": "graveyard", "whose": "any", "n": 1}
    play(
        [wraith],
        {
            "field": [{"code": "ENW-080", "label": "wraith"}],
            "graveyard": [{"code": "FWD-013", "label": "mine"}],
        },
        [
            {"p1": "act", "card": "wraith", "expect": {"decision.count": 2}},  # FoW 903.2g: both graveyards
            {"p1": "choose", "cards": ["theirs"], "expect": {"value.p1.life": 3800}},  # 1003: the life paid
            *RESOLVE,
            {"expect": {"card.theirs.zone": "p2.removed", "card.mine.zone": "p1.graveyard"}},  # 1004
        ],
        "FoW 903.2g",
        graveyard=[{"code": "FWD-016", "label": "theirs"}],
    )


def test_a_race_named_in_the_plural_is_found_when_printed_in_the_singular() -> None:
    # BFA-072: "… search your main deck for a Twelve Apostle, reveal it …": the race is "Twelve
    # Apostles" (MPR-023's "Wanderer" is singular): a card of either name is found
    apostle = real("BFA-072")["script"][-1]
    assert apostle["effect"][0]["from"]["races"] == ["Twelve Apostle", "Twelve Apostles"]
    heroes = compile_line("Search your deck for a Five Hero, reveal it and put it into your hand.", "chant")
    assert heroes.ability["effect"][0]["from"]["races"] == ["Five Hero", "Five Heroes"]


def test_a_counter_removed_from_this_card_is_the_cost() -> None:
    scholar = real("MOA-026")  # [Activate] Remove a knowledge counter from this card: Rest target resonator
    assert scholar["script"][2]["cost"] == [{"remove_counter": "knowledge"}]
    play(
        [scholar],
        {"field": [{"code": "MOA-026", "label": "scholar", "counters": {"knowledge": 1}}]},
        [
            {"p1": "act", "card": "scholar"},
            {
                "p1": "choose",
                "cards": ["coral"],
                "expect": {"card.scholar.counters.knowledge": 0},
            },  # FoW 1022
            *RESOLVE,
            {"expect": {"card.coral.state": "rested"}},
            {"p1": "act", "card": "scholar", "refused": True},  # no counter left: the cost cannot be paid
        ],
        "FoW 1022",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_a_cost_that_banishes_another_resonator_puts_it_into_the_graveyard() -> None:
    stalker = real("RDE-034")  # Banish a resonator: This card gains [+200/+200] until end of turn.
    assert stalker["script"][-1]["cost"] == [
        {"banish": {"zone": "field", "fow.kind": "resonator", "whose": "you"}}
    ]
    play(
        [stalker],
        {"field": [{"code": "RDE-034", "label": "stalker"}, {"code": "FWD-010", "label": "mine"}]},
        [
            {"p1": "act", "card": "stalker", "expect": {"decision.count": 2}},  # FoW 1011.2: only your own
            {"p1": "choose", "cards": ["mine"], "expect": {"card.mine.zone": "p1.graveyard"}},  # 1011.1
            *RESOLVE,
            {"expect": {"card.stalker.zone": "p1.field", "card.theirs.zone": "p2.field"}},
        ],
        "FoW 1011",
        field=[{"code": "FWD-010", "label": "theirs"}],
    )


def test_a_cost_that_rests_another_recovered_card_rests_it() -> None:
    # SNV-070: Rest a recovered resonator you control: This card gains [+200/+200] until end of turn.
    wolf = real("SNV-070")
    play(
        [wolf],
        {
            "field": [
                {"code": "SNV-070", "label": "wolf"},
                {"code": "FWD-010", "label": "mine"},
                {"code": "FWD-010", "label": "tired", "state": "rested"},
            ]
        },
        [
            # FoW 1013.1: a recovered resonator of yours (this card too), never a rested one
            {"p1": "act", "card": "wolf", "expect": {"decision.count": 2}},
            {"p1": "choose", "cards": ["mine"], "expect": {"card.mine.state": "rested"}},
            *RESOLVE,
            {"expect": {"card.wolf.atk": 1400, "card.wolf.def": 1400, "card.wolf.state": "recovered"}},
        ],
        "FoW 1013.1",
    )


def test_a_play_restriction_keeps_the_card_in_the_hand_until_it_holds() -> None:
    aurora = real("CST-005")  # Play this card only if you control a J/ruler named "Tina, Virtuous Stella".
    restriction = aurora["script"][1]  # a line of its own, not part of the spell (903.2)
    assert restriction["tags"] == ["play_condition"]
    assert restriction["text"].startswith("Play this card only if")
    tina = real("CST-001")
    for ruler, playable in (("FWD-R01", False), ("CST-001", True)):
        ScenarioRun(
            {
                "title": "play restriction",
                "rules": ["FoW 903.2"],
                "game": "force-of-will",
                "cards": [aurora, tina],
                "position": {
                    "turn": 3,
                    "turn_player": "p1",
                    "first_player": "p1",
                    "phase": "main",
                    "p1": {"ruler_area": [ruler], "deck": DECK, "hand": ["CST-005"], "stones": ["FWD-S01"]},
                    "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
                },
                "step": [{"expect": {"actions has" if playable else "actions lacks": ["play"]}}],
            },
            "test",
        ).run()


def test_a_modal_enter_ability_asks_for_its_mode_as_it_is_played() -> None:
    arcana = real("ABC-002J")  # Enter >>> Choose one; - Put the top card of your magic stone deck …
    ability = next(a for a in arcana["script"] if "modes" in a)
    assert ability["trigger"] == {"on": "fow.judgment", "card": "this"}
    assert [m["label"] for m in ability["modes"]] == [
        "Put the top card of your magic stone deck into the field rested",
        "Search your deck for a ruler card, reveal it and put it into your hand. "
        "If you do, shuffle your deck",
    ]
    # the ruler search finds only a ruler (1014.2)
    search = ability["modes"][1]["effect"]
    assert search[0]["from"] == {"fow.kind": "ruler", "zone": "deck"}
    assert search[-1] == {"do": "shuffle", "zone": "deck"}
    play(
        [real("ABC-002"), arcana],
        {
            "ruler_area": ["ABC-002"],
            "stones": ["FWD-S01", "FWD-S02", "FWD-S02"],
            "stone_deck": [{"code": "FWD-S01", "label": "next"}],
        },
        [
            {"p1": "judgment"},  # FoW 705.3: it becomes the J-ruler, and its Enter triggers
            *RESOLVE,
            {"expect": {"decision.rule": "FoW 903.2e"}},  # 906.5: the mode is chosen as it is played
            {"p1": "option", "option": "Put the top card of your magic stone deck into the field rested"},
            {"expect": {"card.next.zone": "p1.stone_deck"}},
            *RESOLVE,
            {"expect": {"card.next.zone": "p1.stones", "card.next.state": "rested"}},
        ],
        "FoW 903.2e",
    )


def test_foresee_keeps_the_cards_chosen_on_top_in_order_and_the_rest_at_the_bottom() -> None:
    iris = real("CST-043")  # Banish this card: Foresee 2.
    assert iris["script"][1]["effect"] == [{"do": "fow.foresee", "n": 2}]
    play(
        [iris],
        {
            "field": [{"code": "CST-043", "label": "iris"}],
            "deck": [
                {"code": "FWD-013", "label": "c"},
                {"code": "FWD-013", "label": "b"},
                {"code": "FWD-013", "label": "a"},
            ],
        },
        [
            {"p1": "act", "card": "iris", "expect": {"card.iris.zone": "p1.graveyard"}},  # FoW 1011
            *RESOLVE,
            # FoW 1034.1: the top two (a, b) are looked at; b stays on top, a goes to the bottom
            {"expect": {"decision.rule": "FoW 1034.1", "decision.count": 2, "decision.player": "p1"}},
            {"p1": "choose", "cards": ["b"]},
            {"expect": {"p1.deck": ["a", "c", "b"]}},
        ],
        "FoW 1034.1",
    )


def test_a_target_player_or_resonator_may_be_either_player_or_a_resonator() -> None:
    gunner = real("VIN001-018")  # {Rest}: This card deals 200 damage to target player or resonator.
    ability = gunner["script"][-1]
    assert ability["target_player"] is True and ability["targets"]["fow.kind"] == "resonator"
    for target, expect in (
        ("player:1", {"value.p2.life": 3800, "card.coral.counters.damage": 0}),
        ("Coral Sentinel", {"value.p2.life": 4000, "card.coral.counters.damage": 200}),
        # FoW 903.2g-i: the ability on the chase is not the card, which it may target
        ("Calamity Jane", {"value.p2.life": 4000, "card.gunner.counters.damage": 200}),
    ):
        play(
            [gunner],
            {"field": [{"code": "VIN001-018", "label": "gunner"}]},
            [
                # FoW 903.2g: each player and each resonator is a legal target, this card too
                {
                    "p1": "act",
                    "card": "gunner",
                    "expect": {"decision.rule": "FoW 903.2g", "decision.count": 4},
                },
                {"p1": "option", "option": target},
                *RESOLVE,
                {"expect": expect},  # FoW 1007: the damage to the one chosen
            ],
            "FoW 903.2g",
            field=[{"code": "FWD-010", "label": "coral"}],
        )


def test_discard_this_card_is_an_ability_played_from_the_hand() -> None:
    # NWE-079: Pay 600 life, discard this card: This card deals 600 damage to target player or J/resonator.
    dragon = real("NWE-079")
    ability = dragon["script"][0]
    assert ability["cost"] == [{"pay_life": 600}, {"discard": "this"}] and ability["zones"] == ["hand"]
    play(
        [dragon],
        {"hand": [{"code": "NWE-079", "label": "dragon"}]},
        [
            {"p1": "act", "card": "dragon", "ability": 0},  # FoW 905.2a: from the hand
            {"p1": "option", "option": "player:1"},  # FoW 903.2g
            {"expect": {"card.dragon.zone": "p1.graveyard", "value.p1.life": 3400}},  # 1019, the life paid
            *RESOLVE,
            {"expect": {"value.p2.life": 3400}},  # FoW 1007: the discarded card is the damage's source
        ],
        "FoW 1019",
    )


def test_a_card_banished_for_its_own_cost_still_deals_the_damage() -> None:
    # SDL4-007: Banish this card: This card deals 200 damage to target resonator. The card left
    # the field as the cost was paid; the ability still resolves, the card as it is now its
    # source (FoW 1007; this did nothing before: the banished card was a new object, 903.3a)
    elf = real("SDL4-007")
    play(
        [elf],
        {"field": [{"code": "SDL4-007", "label": "elf"}]},
        [
            {"p1": "act", "card": "elf"},
            {"p1": "choose", "cards": ["coral"], "expect": {"card.elf.zone": "p1.graveyard"}},  # 1011
            *RESOLVE,
            {"expect": {"card.coral.counters.damage": 200}},
        ],
        "FoW 1007",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_look_at_the_top_cards_puts_one_found_into_the_hand_and_the_rest_at_the_bottom() -> None:
    # MP01-007: [Enter] >>> Look at the top four cards of your deck. You may reveal a Fairy Tale
    # from among them and put it into your hand. Put the rest on the bottom of your deck in a
    # random order.
    woods = real("MP01-007")
    assert woods["script"][0]["effect"][0]["rest"] == "bottom_random"
    play(
        [woods, real("CMF-002")],
        {
            "hand": ["MP01-007"],
            "stones": ["FWD-S02"],
            "deck": [
                {"code": "FWD-010", "label": "fifth"},
                {"code": "FWD-013", "label": "t1"},
                {"code": "CMF-002", "label": "prince"},
                {"code": "FWD-013", "label": "t2"},
                {"code": "FWD-013", "label": "t3"},
            ],
        },
        [
            {"p1": "play", "card": "MP01-007"},
            *RESOLVE,
            {"p1": "pass"},
            # FoW 1014.2: only the Fairy Tale among the four may be chosen, or none ("you may")
            {"p2": "pass", "expect": {"decision.rule": "FoW 1014.2", "decision.count": 1}},
            {"p1": "choose", "cards": ["prince"], "expect": {"card.prince.zone": "p1.hand"}},
            # the three others went under the fifth card
            {"expect": {"p1.deck": [*["Wandering Tinker"] * 3, "Coral Sentinel"]}},
        ],
        "FoW 1014.2",
    )


def test_inheritance_is_paid_by_discarding_the_card_from_the_hand() -> None:
    phoenix = real("CST-079")  # [Inheritance]{W}: You gain 1000 life.
    ability = next(a for a in phoenix["script"] if a["text"].startswith("[Inheritance]{W}"))
    assert ability["cost"] == [{"will": "{W}"}, {"discard": "this"}] and ability["zones"] == [
        "hand"
    ]  # 1126.2
    play(
        [phoenix],
        {"hand": [{"code": "CST-079", "label": "phoenix"}], "stones": ["FWD-S01"]},
        [
            {"p1": "act", "card": "phoenix", "ability": phoenix["script"].index(ability)},  # FoW 1126.2a
            {"expect": {"card.phoenix.zone": "p1.graveyard"}},
            *RESOLVE,
            {"expect": {"value.p1.life": 5000}},
        ],
        "FoW 1126.2",
    )


def test_a_gods_art_is_played_once_per_game() -> None:
    dormouse = real("HSD-008")  # God's Art "Power Nap" {0}: Draw a card.
    assert dormouse["script"][1]["cost"] == [{"will": "{0}"}, {"gods_art": "Power Nap"}]
    play(
        [dormouse],
        {"field": [{"code": "HSD-008", "label": "mouse"}, {"code": "HSD-008", "label": "other"}]},
        [
            {"p1": "act", "card": "mouse"},
            *RESOLVE,
            {"expect": {"p1.hand.count": 1}},
            # FoW 1112.2: "Power Nap" once per game, whichever card has it (1112.2a: by its name)
            {"p1": "act", "card": "other", "refused": True},
            {"p1": "act", "card": "mouse", "refused": True},
        ],
        "FoW 1112.2",
    )


def test_a_group_until_end_of_turn_also_applies_to_cards_that_come_later() -> None:
    tracker = real("TUS-003")  # [Enter] >>> J/resonators you control gain [+600/+600] until end of turn.
    assert tracker["script"][0]["effect"][0] == {
        "do": "fow.live",
        "cards": {"zone": "field", "fow.kind": "j/resonator", "whose": "you"},
        "stat": "atk",
        "add": 600,
    }
    play(
        [tracker],
        {
            "hand": ["TUS-003", {"code": "FWD-010", "label": "later"}],
            "field": [{"code": "FWD-010", "label": "coral"}],
            "stones": ["FWD-S01", "FWD-S01"],
        },
        [
            {"p1": "play", "card": "TUS-003"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"card.coral.atk": 1100, "card.theirs.atk": 500}},  # 1020.3
            # FoW 909.4: a J/resonator that comes later gets it too
            {"p1": "manual", "verb": "move", "card": "later", "zone": "p1.field"},
            {"expect": {"card.later.atk": 1100, "card.later.def": 1400}},
        ],
        "FoW 909.4",
        field=[{"code": "FWD-010", "label": "theirs"}],
    )


def test_you_gain_that_much_life_as_this_card_deals_damage() -> None:
    michizane = real("VIN001-066")  # Whenever this card deals damage, you gain that much life.
    atk = int(michizane["fields"]["atk"])
    play(
        [michizane],
        {"field": [{"code": "VIN001-066", "label": "michizane"}]},
        [
            {"p1": "option", "option": "Michizane Sugawara attacks the opponent"},
            *RESOLVE * 6,  # the battle's steps (FoW 802-807), the damage, the trigger on the chase
            {"expect": {"value.p1.life": 4000 + atk, "value.p2.life": 4000 - atk, "phase": "main"}},
        ],
        "FoW 1007",
    )


def test_recover_a_ruler_and_remove_the_opponents_graveyard() -> None:
    # MSW-004: Recover a ruler you control. Draw a card.
    aid = real("MSW-004")
    play(
        [aid],
        {
            "hand": ["MSW-004"],
            "stones": ["FWD-S01"],
            "ruler_area": [{"code": "FWD-R01", "label": "lumen", "state": "rested"}],
        },
        [
            {"p1": "play", "card": "MSW-004"},
            *RESOLVE,
            {"expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["lumen"]},
            {"expect": {"card.lumen.state": "recovered", "p1.hand.count": 1}},  # FoW 1013
        ],
        "FoW 1013",
    )
    # HSD-011: God's Art "Vanishing Magic" {0}: Return target resonator to its owner's hand. Remove
    # all cards in your opponent's graveyard from the game.
    hatter = real("HSD-011")
    play(
        [hatter],
        {
            "field": [{"code": "HSD-011", "label": "hatter"}],
            "graveyard": [{"code": "FWD-013", "label": "mine"}],
        },
        [
            {"p1": "act", "card": "hatter"},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            # FoW 1004: the opponent's graveyard only
            {
                "expect": {
                    "card.coral.zone": "p2.hand",
                    "card.theirs.zone": "p2.removed",
                    "card.mine.zone": "p1.graveyard",
                }
            },
        ],
        "FoW 1004",
        field=[{"code": "FWD-010", "label": "coral"}],
        graveyard=[{"code": "FWD-013", "label": "theirs"}],
    )


def test_a_card_puts_itself_from_the_graveyard_into_the_field_by_its_own_ability() -> None:
    dead = real("ENW-074")  # Pay 500 life: Put this card from your graveyard into your field rested.
    assert dead["script"][0]["zones"] == ["graveyard"]
    play(
        [dead],
        {"graveyard": [{"code": "ENW-074", "label": "dead"}]},
        [
            {"p1": "act", "card": "dead", "expect": {"value.p1.life": 3500}},  # 105.4a: the life paid
            *RESOLVE,
            {"expect": {"card.dead.zone": "p1.field", "card.dead.state": "rested"}},
        ],
        "FoW 905.1",
    )


def test_a_non_magic_stone_non_j_ruler_entity_is_a_resonator_addition_or_regalia() -> None:
    # CST-042: Banish this card: Return target non-magic stone, non-J-ruler entity to its owner's hand.
    hydrangea = real("CST-042")
    play(
        [hydrangea],
        {"field": [{"code": "CST-042", "label": "hydrangea"}]},
        [
            # FoW 201.2: not the stone; 903.2g-i: the card itself may be a target of its ability
            # (targets come before costs, 903.2g, 903.2j: its cost would then make it illegal)
            {"p1": "act", "card": "hydrangea", "expect": {"decision.count": 2}},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.zone": "p2.hand", "card.stone.zone": "p2.stones"}},
        ],
        "FoW 201.2",
        field=[{"code": "FWD-010", "label": "coral"}],
        stones=[{"code": "FWD-S01", "label": "stone"}],
    )


def test_players_cannot_chase_to_this_card() -> None:
    flame = real(
        "MPR-093"
    )  # This card deals 800 damage to target J/resonator. Players cannot chase to this card.
    assert flame["script"][0]["tags"] == ["cannot_chase"]
    play(
        [flame, real("VS01-033"), real("VIN001-090")],
        {"hand": ["MPR-093"], "stones": ["VS01-033", "VIN001-090"]},
        [
            {"p1": "play", "card": "MPR-093"},
            {"p1": "choose", "cards": ["coral"]},
            {"p1": "pass"},
            # FoW 1008.2: the opponent's [Quickcast] chant cannot be played in answer
            {"expect": {"decision.player": "p2", "actions lacks": ["play"]}},
            {"p2": "pass", "expect": {"card.coral.zone": "p2.graveyard"}},
        ],
        "FoW 1008.2",
        field=[{"code": "FWD-010", "label": "coral"}],
        hand=["FWD-011"],
        stones=["FWD-S02", "FWD-S02"],
    )


def test_banish_another_resonator_never_banishes_this_card() -> None:
    # SDV5-021: Banish another resonator: Target J/resonator gains [+200/+200] until end of turn.
    ghoul = real("SDV5-021")
    play(
        [ghoul],
        {"field": [{"code": "SDV5-021", "label": "ghoul"}, {"code": "FWD-010", "label": "mine"}]},
        [
            {"p1": "act", "card": "ghoul", "ability": 2},
            {"p1": "choose", "cards": ["theirs"]},  # FoW 903.2g: the target first
            {"expect": {"decision.count": 1}},  # FoW 1011.2: another resonator of yours, not this card
            {"p1": "choose", "cards": ["mine"], "expect": {"card.mine.zone": "p1.graveyard"}},
            *RESOLVE,
            {"expect": {"card.theirs.atk": 700, "card.ghoul.zone": "p1.field"}},
        ],
        "FoW 1011.2",
        field=[{"code": "FWD-010", "label": "theirs"}],
    )


def test_a_race_before_addition_finds_an_addition_of_that_race() -> None:
    # MOA-027: Search your main deck for a Moon addition, reveal it and put it into your hand. ...
    incarnation = real("MOA-027")
    moon = real("MSW-052")  # a Moon addition
    play(
        [incarnation, moon],
        {
            "hand": ["MOA-027"],
            "stones": ["FWD-S02"],
            "deck": [{"code": "MSW-052", "label": "moon"}, {"code": "FWD-010", "label": "golem"}],
        },
        [
            {"p1": "play", "card": "MOA-027"},
            *RESOLVE,
            {"expect": {"decision.count": 1}},  # FoW 1014.2: only the Moon addition
            {"p1": "choose", "cards": ["moon"], "expect": {"card.moon.zone": "p1.hand"}},
        ],
        "FoW 1014.2",
    )


def test_continuous_stats_for_each_card_in_hand_and_while_you_control_a_race() -> None:
    okita = real("VIN001-041")  # This card gains [+100/+100] for each card in your hand.
    rabbit = real("MPR-038")  # [Continuous]: This card gains [+200/+200] as long as you control a Moon.
    base = int(okita["fields"].get("atk") or 0)
    play(
        [okita, rabbit, real("GOG-059")],
        {
            "field": [{"code": "VIN001-041", "label": "okita"}, {"code": "MPR-038", "label": "rabbit"}],
            "hand": ["FWD-013", "FWD-013", {"code": "GOG-059", "label": "moon"}],
        },
        [
            {"expect": {"card.okita.atk": base + 300, "card.rabbit.atk": 200}},  # FoW 909
            {"p1": "manual", "verb": "move", "card": "moon", "zone": "p1.field"},
            {"expect": {"card.okita.atk": base + 200, "card.rabbit.atk": 400}},  # a Moon (205)
        ],
        "FoW 909.2",
    )


def test_banish_a_magic_stone_as_an_effect_is_the_players_choice_of_their_own() -> None:
    # MSW-087: [Enter] >>> Banish a magic stone. Put the top card of your magic stone deck into the field.
    institute = real("MSW-087")
    play(
        [institute, real("VIN001-094"), real("VIN001-090")],
        {
            "hand": ["MSW-087"],
            "stones": ["VIN001-094", "VIN001-090", {"code": "FWD-S01", "label": "old"}],
            "stone_deck": [{"code": "FWD-S02", "label": "new"}],
        },
        [
            {"p1": "play", "card": "MSW-087"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.count": 3}},  # FoW 1011.2: one of your own stones
            {"p1": "choose", "cards": ["old"]},
            {"expect": {"card.old.zone": "p1.graveyard", "card.new.zone": "p1.stones"}},
        ],
        "FoW 1011",
        stones=["FWD-S01"],
    )


def test_a_wind_magic_stone_is_a_magic_stone_of_that_type() -> None:
    # MSW-055: This card gains [+100/+100] for each wind magic stone you control. Basic stones
    # carry no attribute in the data: the type names it (201.4a), and so does the name (201.4b)
    sprite = real("MSW-055")
    base = int(sprite["fields"].get("atk") or 0)
    play(
        [sprite, real("VIN001-094")],
        {
            "field": [{"code": "MSW-055", "label": "sprite"}],
            "stones": ["VIN001-094", "VIN001-094", "FWD-S01"],
        },
        [{"expect": {"card.sprite.atk": base + 200}}],
        "FoW 201.4",
    )


def test_another_target_removed_area_counts_and_atk_or_less() -> None:
    # ENW-085: {Rest}: Destroy target resonator with 200 or less ATK. ENW-080: This card gains
    # [+100/+100] for each resonator in your removed area. SNV-001: [Enter] ⇒ Another target
    # resonator gains [+200/0] and [Eternal] until end of turn.
    reaper, wraith, knight = real("ENW-085"), real("ENW-080"), real("SNV-001")
    assert wraith["script"][-1]["modifiers"][0]["add"]["mul"][0] == {
        "count": {"zone": "removed", "fow.kind": "resonator", "whose": "you"}
    }
    assert next(a for a in knight["script"] if a["kind"] == "auto")["targets"]["other"] is True
    play(
        [reaper, wraith, knight],
        {
            "field": [{"code": "ENW-085", "label": "reaper"}, {"code": "ENW-080", "label": "wraith"}],
            "removed": ["FWD-010", "FWD-010", "FWD-013"],
        },
        [
            {"expect": {"card.wraith.atk": 500 + 300}},  # FoW 909: three resonators removed
            {
                "p1": "act",
                "card": "reaper",
                "ability": 1,
                "expect": {"decision.count": 1},
            },  # 1010: ATK 200 or less
            {"p1": "choose", "cards": ["small"]},
            *RESOLVE,
            {"expect": {"card.small.zone": "p2.graveyard", "card.big.zone": "p2.field"}},
        ],
        "FoW 903.2g",
        field=[{"code": "FWD-013", "label": "small"}, {"code": "FWD-010", "label": "big"}],
    )
    play(
        [knight],
        {"hand": ["SNV-001"], "stones": ["FWD-S01", "FWD-S01", "FWD-S04"]},
        [
            {"p1": "play", "card": "SNV-001"},
            *RESOLVE,
            # FoW 903.2g: "another target": the knight itself is not offered
            {"expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.atk": 700, "card.coral.keywords": ["eternal"]}},
        ],
        "FoW 903.2g",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_cards_that_cannot_be_targeted_are_never_offered_as_targets() -> None:
    soldier = real("MOA-022")  # This card cannot be targeted by spells or abilities.
    fox = real(
        "MPR-009"
    )  # [Continuous]: This card cannot be targeted by spells or abilities your opponent controls.
    assert fox["script"][0]["modifiers"] == [{"to": "this", "stat": "keywords", "grant": "barrier"}]  # 1120.2
    play(
        [soldier, fox],
        {
            "hand": ["FWD-030"],  # [Quickcast] Return target resonator to its owner's hand.
            "stones": ["FWD-S02", "FWD-S02"],
            "field": [{"code": "MOA-022", "label": "mine"}, {"code": "FWD-010", "label": "coral"}],
        },
        [
            # FoW 903.2g: not the untargetable soldier (even its controller's), not the opponent's
            # fox (1120.2), and the opponent's soldier neither: only the two others
            {"p1": "play", "card": "FWD-030", "expect": {"decision.count": 2}},
            {"p1": "choose", "cards": ["coral"]},
        ],
        "FoW 903.2g",
        field=[{"code": "MOA-022", "label": "theirs"}, {"code": "MPR-009", "label": "fox"}, "FWD-010"],
    )


def test_barrier_against_an_attribute_or_chants_keeps_off_only_those() -> None:
    dracula = real("ROL-023")  # [Barrier] {W}
    tsunade = real("SNV-080")  # [Barrier] (Chant)
    assert dracula["script"][1] == {"kind": "keyword", "keyword": "barrier:light", "text": "[Barrier] {W}"}
    play(
        [dracula, tsunade],
        {"hand": ["FWD-032"], "stones": ["FWD-S02", "FWD-S02", "FWD-S02"]},
        [
            # FoW 1120.3: a water chant may target Dracula ([Barrier] {W}) but not Tsunade
            {"p1": "play", "card": "FWD-032", "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["dracula"]},
        ],
        "FoW 1120.3",
        field=[{"code": "ROL-023", "label": "dracula"}, {"code": "SNV-080", "label": "tsunade"}],
    )
    play(
        [dracula, tsunade],
        {"hand": ["FWD-021"], "stones": ["FWD-S01", "FWD-S01", "FWD-S01"]},
        # a light chant: Dracula is kept off (and Tsunade's ATK is over 600): no target, no play
        [{"expect": {"actions lacks": ["play"]}}],
        "FoW 1120.3",
        field=[{"code": "ROL-023", "label": "dracula"}, {"code": "SNV-080", "label": "tsunade"}],
    )


def test_barrier_against_resonators_or_two_attributes_and_given_barrier_with_information() -> None:
    eel, dragon, stalker = real("RDE-020"), real("MP01-076"), real("TAT-035")
    # a line of keywords with one that has <information> is one ability per keyword (1101.1)
    assert real("LEL-014")["script"][:2] == [
        {"kind": "keyword", "keyword": "precision", "text": "[Precision]"},
        {"kind": "keyword", "keyword": "barrier:chant", "text": "[Barrier] (Chant)"},
    ]
    assert eel["script"][0] == {
        "kind": "keyword",
        "keyword": "barrier:resonator",
        "text": "[Barrier] (Resonator)",
    }
    play(
        [eel, dragon, stalker],
        {"field": [{"code": "TAT-035", "label": "stalker"}]},
        [
            # FoW 1120.3: a resonator's ability cannot target the eel ([Barrier] (Resonator)); the
            # dragon ([Barrier] {U}{B}) only keeps off water and darkness: TAT-035 is fire
            {"p1": "act", "card": "stalker", "expect": {"decision.count": 3}},
            {"p1": "choose", "cards": ["dragon"]},
        ],
        "FoW 1120.3",
        field=[{"code": "RDE-020", "label": "eel"}, {"code": "MP01-076", "label": "dragon"}, "FWD-010"],
    )
    play(
        [eel, dragon],
        {"hand": ["FWD-032"], "stones": ["FWD-S02", "FWD-S02", "FWD-S02"]},
        [
            # a water chant: the eel may be its target, the dragon not ({U}{B}: either attribute)
            {"p1": "play", "card": "FWD-032", "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["eel"]},
        ],
        "FoW 1120.3",
        field=[{"code": "RDE-020", "label": "eel"}, {"code": "MP01-076", "label": "dragon"}],
    )
    # AOA-029 (a rune): "Target resonator gains [Barrier] (Chant) until end of turn."
    ward = real("AOA-029")["script"][2]
    assert ward["effect"] == [{"do": "grant", "cards": "targets", "grant": "barrier:chant"}]
    # SNV-069: "Other resonators you control gain [Barrier] (Resonator)": the coral, not itself
    keeper = real("SNV-069")
    play(
        [keeper, stalker],
        {"field": [{"code": "TAT-035", "label": "stalker"}]},
        [
            {"p1": "act", "card": "stalker", "expect": {"decision.count": 2}},  # itself, the keeper
            {"p1": "choose", "cards": ["keeper"]},
        ],
        "FoW 1120.3",
        field=[{"code": "SNV-069", "label": "keeper"}, "FWD-010"],
    )


def test_play_this_card_or_its_abilities_only_if_stops_its_automatic_abilities_too() -> None:
    # CST-045: Play this card or its abilities only if you control a J/ruler named "Maya, Wild
    # Estrella". / [Enter] >>> Draw a card.
    tigre, maya = real("CST-045"), real("CST-044")
    for ruler, drawn in (("FWD-R01", 0), ("CST-044", 1)):
        play(
            [tigre, maya],
            {"ruler_area": [ruler], "hand": [{"code": "CST-045", "label": "tigre"}]},
            [
                # put into the field by hand: its [Enter] triggers, and is played only with Maya
                {"p1": "manual", "verb": "move", "card": "tigre", "zone": "p1.field"},
                *(
                    [{"p1": "pass"}, {"p2": "pass"}]
                    if drawn
                    else [{"expect": {"log has": ["cannot be played"]}}]
                ),
                {"expect": {"p1.hand.count": drawn, "stack": []}},  # FoW 906.6
            ],
            "FoW 906.6",
        )


def test_this_card_cannot_attack_or_block() -> None:
    garfie = real("CMB-043")  # This card cannot attack or block.
    name = "Garfie, Administrator of the Great Dimension Library"
    play(
        [garfie],
        {"field": [{"code": "CMB-043", "label": "garfie"}, {"code": "FWD-010", "label": "coral"}]},
        [
            {
                "expect": {
                    "actions has": ["Coral Sentinel attacks the opponent"],
                    "actions lacks": [f"{name} attacks the opponent"],  # FoW 104.4, 803.3a
                }
            },
        ],
        "FoW 104.4",
    )


def test_target_resonator_cannot_block_until_end_of_turn() -> None:
    hedgehog = real("SNV-029")  # [Enter] ⇒ Target resonator cannot block until end of turn.
    play(
        [hedgehog, real("VS01-033")],
        {"hand": ["SNV-029"], "stones": ["VS01-033"]},
        [
            {"p1": "play", "card": "SNV-029"},
            *RESOLVE,
            {"p1": "choose", "cards": ["coral"]},  # FoW 903.2g, as the [Enter] is played
            *RESOLVE,
            {"expect": {"card.coral.prohibitions": ["cannot:block"]}},  # FoW 104.4, read by 804.2
        ],
        "FoW 804.2",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_a_cost_removes_cards_of_your_own_graveyard_from_the_game() -> None:
    # SNV-091: Remove two resonators in your graveyard from the game: This card gains
    # [+400/+400] until end of turn. Play this ability only once per turn.
    vampire = real("SNV-091")
    assert vampire["script"][-1]["cost"] == [
        {"remove": {"zone": "graveyard", "fow.kind": "resonator", "whose": "you"}, "n": 2}
    ]
    play(
        [vampire],
        {
            "field": [{"code": "SNV-091", "label": "vampire"}],
            "graveyard": [
                {"code": "FWD-010", "label": "one"},
                {"code": "FWD-013", "label": "two"},
                {"code": "FWD-005", "label": "chant"},
            ],
        },
        [
            # FoW 1004: two resonators of your own graveyard (not the chant, not the opponent's)
            {"p1": "act", "card": "vampire", "expect": {"decision.count": 2}},
            {
                "p1": "choose",
                "cards": ["one", "two"],
                "expect": {"card.one.zone": "p1.removed", "card.two.zone": "p1.removed"},
            },
            *RESOLVE,
            {
                "expect": {
                    "card.vampire.atk": 1000,
                    "card.vampire.def": 1100,
                    "card.chant.zone": "p1.graveyard",
                    "card.theirs.zone": "p2.graveyard",
                }
            },
            # one resonator left in the graveyard: the cost cannot be paid
            {"p1": "act", "card": "vampire", "refused": True},
        ],
        "FoW 1004",
        graveyard=[{"code": "FWD-010", "label": "theirs"}],
    )


def test_a_cost_that_removes_this_card_from_the_graveyard_is_played_from_there() -> None:
    # DBV-075: Pay 200 life, remove this card in your graveyard from the game: Target J/resonator
    # gains [0/-400] until end of turn.
    angel = real("DBV-075")
    ability = angel["script"][-1]
    assert ability["zones"] == ["graveyard"]  # played from there only (not from the field)
    assert ability["cost"] == [{"pay_life": 200}, {"remove": "this"}]
    play(
        [angel],
        {"graveyard": [{"code": "DBV-075", "label": "angel"}]},
        [
            {"p1": "act", "card": "angel"},
            {
                "p1": "choose",
                "cards": ["coral"],
                "expect": {"card.angel.zone": "p1.removed", "value.p1.life": 3800},
            },
            *RESOLVE,
            # FoW 1004: removed as the cost, the effect still happens
            {"expect": {"card.coral.def": 400, "card.coral.atk": 500}},
        ],
        "FoW 1004",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_a_cost_that_removes_this_card_from_the_hand_is_played_from_there() -> None:
    # TST-084: {B}, remove this card in your hand from the game: Destroy target resonator with
    # total cost 1 or less.
    geryon = real("TST-084")
    ability = geryon["script"][-1]
    assert ability["zones"] == ["hand"]
    assert ability["cost"] == [{"will": "{B}"}, {"remove": "this", "zone": "hand"}]
    play(
        [geryon, real("VIN001-090")],  # a Darkness Magic Stone
        {"hand": [{"code": "TST-084", "label": "geryon"}], "stones": ["VIN001-090"]},
        [
            {"p1": "act", "card": "geryon", "ability": 5},
            {"p1": "choose", "cards": ["cheap"]},
            {"expect": {"card.geryon.zone": "p1.removed"}},  # FoW 1004: removed as the cost
            *RESOLVE,
            {"expect": {"card.cheap.zone": "p2.graveyard"}},
        ],
        "FoW 1004",
        field=[{"code": "FWD-001", "label": "cheap"}],
    )


def _passes(players: str) -> list[dict[str, Any]]:
    """Priority passes in turn, one per letter ("12": P1 passes, then P2)."""
    return [{f"p{p}": "pass"} for p in players]


def test_a_rested_target_does_not_recover_during_its_controllers_next_recovery_phase() -> None:
    # MSW-039: Rest a recovered J/ruler you control: Rest target J/resonator. It doesn't recover
    # during its controller's next recovery phase.
    flower = real("MSW-039")
    assert flower["script"][1]["effect"][1]["until"] == "fow.next_recovery"
    play(
        [flower],
        {
            "ruler_area": [{"code": "FWD-R01", "label": "ruler"}],
            "deck": DECK * 2,
            "field": [{"code": "MSW-039", "label": "flower"}],
        },
        [
            {"p1": "act", "card": "flower"},
            {"p1": "choose", "cards": ["coral"]},
            {"p1": "choose", "cards": ["ruler"]},  # FoW 1013.1: the cost
            *RESOLVE,
            {"expect": {"card.coral.state": "rested", "card.ruler.state": "rested"}},
            *_passes("12121221212121"),  # to P2's main phase: their recovery phase is over
            # FoW 503.5: P2 recovered the rest of their field, not the card the effect holds
            {
                "expect": {
                    "turn": 4,
                    "phase": "main",
                    "card.coral.state": "rested",
                    "card.other.state": "recovered",
                }
            },
            *_passes("2121211212121212121221212121"),  # to P2's next main phase
            {"expect": {"turn": 6, "phase": "main", "card.coral.state": "recovered"}},  # only the next one
        ],
        "FoW 503.5",
        deck=DECK * 2,
        field=[
            {"code": "FWD-010", "label": "coral"},
            {"code": "FWD-010", "label": "other", "state": "rested"},
        ],
    )


def test_this_card_does_not_recover_during_the_recovery_phase() -> None:
    rapunzel = real("MSW-009")  # This card doesn't recover during the recovery phase.
    field = [
        {"code": "MSW-009", "label": "rapunzel", "state": "rested"},
        {"code": "FWD-010", "label": "coral", "state": "rested"},
    ]
    ScenarioRun(
        {
            "title": "doesn't recover",
            "rules": ["FoW 503.5"],
            "game": "force-of-will",
            "cards": [rapunzel],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "recovery",
                "p1": {"ruler_area": ["FWD-R01"], "deck": DECK, "field": field},
                "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
            },
            "step": [
                *_passes("1212"),
                {"expect": {"card.rapunzel.state": "rested", "card.coral.state": "recovered"}},  # FoW 503.5
            ],
        },
        "test",
    ).run()


def test_damage_to_your_opponent_triggers_and_damage_to_a_resonator_does_not() -> None:
    cook = real("VIN001-032")  # Whenever this card deals damage to your opponent, draw a card.
    assert cook["script"][0]["trigger"] == {"on": "fow.damage", "source": "this", "to_player": "opponent"}
    play(
        [cook],
        {"field": [{"code": "VIN001-032", "label": "cook"}]},
        [
            {"p1": "option", "option": "Captain Cook attacks the opponent"},
            *RESOLVE * 6,  # the battle's steps (FoW 802-807), the damage, the trigger on the chase
            {"expect": {"value.p2.life": 3200, "p1.hand.count": 1, "phase": "main"}},  # FoW 1007.2
        ],
        "FoW 1007.2",
    )
    play(
        [cook],
        {"field": [{"code": "VIN001-032", "label": "cook"}]},
        [
            {"p1": "option", "option": "Captain Cook attacks Coral Sentinel"},
            *RESOLVE * 5,
            {"expect": {"card.coral.zone": "p2.graveyard", "p1.hand.count": 0, "phase": "main"}},
        ],
        "FoW 1007.2",
        field=[{"code": "FWD-010", "label": "coral", "state": "rested"}],
    )


def test_another_card_entering_your_field_triggers_by_its_race() -> None:
    # NDR-060: Whenever another Machine enters the field under your control ⇒ Put a [+100/+100]
    # counter on this card.
    viviane = real("NDR-060")
    play(
        [viviane],
        {
            "field": [{"code": "NDR-060", "label": "viviane"}],
            "hand": [{"code": "FWD-040", "label": "drone"}, {"code": "FWD-013", "label": "tinker"}],
            "stones": ["FWD-S04", "FWD-S04"],
        },
        [
            {"p1": "play", "card": "drone"},  # a Machine
            *RESOLVE,  # the resonator enters the field: the trigger goes onto the chase
            *RESOLVE,
            {"expect": {"card.drone.zone": "p1.field", "card.viviane.atk": 400, "card.viviane.def": 400}},
            {"p1": "play", "card": "tinker"},  # a Human: no trigger
            *RESOLVE,
            {"expect": {"card.tinker.zone": "p1.field", "card.viviane.atk": 400, "phase": "main"}},
        ],
        "FoW 906.1",
    )


def test_an_automatic_ability_printed_with_continuous_triggers() -> None:
    # TAT-071: [Continuous]: Whenever this card attacks, it gains [+400/+0] until end of turn.
    # (the first sets print "[Continuous]" before automatic abilities too)
    wolf = real("TAT-071")
    assert wolf["script"][0]["trigger"] == {"on": "fow.attack", "card": "this"}
    play(
        [wolf],
        {"field": [{"code": "TAT-071", "label": "wolf"}]},
        [
            {"p1": "option", "option": "Wolf in the Sky attacks the opponent"},
            *RESOLVE * 2,  # FoW 906.1: the attack, then the trigger on the chase
            {"expect": {"card.wolf.atk": 500, "card.wolf.def": 400}},
        ],
        "FoW 906.1",
    )


def test_a_race_before_j_ruler_is_a_j_ruler_of_that_race() -> None:
    # found in the sample: "a Werebeast J-ruler" was read as a race named "Werebeast J-ruler"
    # (the trigger as read; the ability stays by hand: a J-ruler enters by Judgment, 705.3)
    entered = GRAMMAR.parse("trigger", "Whenever a Werebeast J-ruler enters the field under your control")
    assert entered["card"] == {
        "zone": "field",
        "fow.kind": "j-ruler",
        "races": ["Werebeast", "Werebeasts"],
    }
    arts = compile_line(
        "Search your deck for an Ancient Magic, reveal it and put it into your hand.", "chant"
    )
    assert arts.ability["effect"][0]["from"]["races"] == ["Ancient Magic", "Ancient Magics"]  # "Magic" stays


def test_playing_a_chant_triggers_and_playing_a_resonator_does_not() -> None:
    student = real("EDL-071")  # Whenever you play a chant ⇒ Put two [+100/+100] counters on this card.
    assert student["script"][0]["trigger"] == {
        "on": "fow.play",
        "player": "you",
        "card": {"fow.kind": "chant"},
    }
    play(
        [student],
        {
            "field": [{"code": "EDL-071", "label": "student"}],
            "hand": [{"code": "FWD-045", "label": "pact"}, {"code": "FWD-013", "label": "tinker"}],
            "stones": ["FWD-S04", "FWD-S04"],
        },
        [
            {"p1": "play", "card": "pact"},  # a chant: Each player loses 300 life.
            *RESOLVE,  # FoW 903.2k: the trigger, on the chase above the chant, resolves first
            {"expect": {"card.student.atk": 400, "card.student.def": 400, "value.p1.life": 4000}},
            *RESOLVE,
            {"expect": {"value.p1.life": 3700, "value.p2.life": 3700}},
            {"p1": "play", "card": "tinker"},  # a resonator: no trigger
            *RESOLVE,
            {"expect": {"card.tinker.zone": "p1.field", "card.student.atk": 400, "phase": "main"}},
        ],
        "FoW 903.2k",
    )


def test_an_ability_that_triggers_only_once_per_turn_is_played_once() -> None:
    # AOA-020: Whenever you play a resonator spell ⇒ This card gains [+400/+400] until end of
    # turn. This ability triggers only once per turn.
    laurel = real("AOA-020")
    assert laurel["script"][-1]["limit"] == 1
    play(
        [laurel],
        {
            "field": [{"code": "AOA-020", "label": "laurel"}],
            "hand": [{"code": "FWD-013", "label": "one"}, {"code": "FWD-013", "label": "two"}],
            "stones": ["FWD-S04", "FWD-S04"],
        },
        [
            {"p1": "play", "card": "one"},
            *RESOLVE * 2,  # FoW 906.5: the trigger, then the resonator
            {"expect": {"card.one.zone": "p1.field", "card.laurel.atk": 1200}},
            {"p1": "play", "card": "two"},
            *RESOLVE,  # the second resonator spell this turn: no second trigger
            {"expect": {"card.two.zone": "p1.field", "card.laurel.atk": 1200, "phase": "main"}},
        ],
        "FoW 906.5",
    )


def _cost_position(
    card: dict[str, Any], hand: list[Any], stones: list[Any], steps: list[dict[str, Any]]
) -> None:
    ScenarioRun(
        {
            "title": "cost change",
            "rules": ["FoW 903.2i"],
            "game": "force-of-will",
            "cards": [card],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "p1": {"ruler_area": ["FWD-R01"], "deck": DECK, "hand": hand, "stones": stones},
                "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
            },
            "step": steps,
        },
        "test",
    ).run()


def test_a_cost_reduction_for_each_card_in_the_hand_counts_the_others_only() -> None:
    # SDL3-004 {U}{U}{7}: "You may pay {1} less to play this card for each card in your hand."
    # FoW 903.2d, 903.2i-iv: the card is on the chase as its cost is worked out, so it is not
    # one of the cards counted; the reduction takes from the free cost
    dragon = real("SDL3-004")
    change = next(a for a in dragon["script"] if "cost_change" in a.get("tags", ()))
    assert change["params"] == {
        "change": "less",
        "will": "{1}",
        "times": {"count": {"zone": "hand", "whose": "you", "other": True}},
    }
    stones = [{"code": "FWD-S02", "label": f"stone{i}"} for i in range(4)]
    sdl = {"code": "SDL3-004", "label": "dragon"}
    # four other cards: {U}{U}{3}, five will; four stones cannot pay it
    lacks = {"expect": {"actions lacks": [f"Play {dragon['name']}"]}}
    _cost_position(dragon, [sdl, *["FWD-013"] * 4], stones, [lacks])
    # five other cards: {U}{U}{2}, paid with the four stones
    _cost_position(
        dragon,
        [sdl, *["FWD-013"] * 5],
        stones,
        [
            {"p1": "play", "card": "dragon"},
            {"expect": {"card.dragon.zone": "chase", **{f"card.stone{i}.state": "rested" for i in range(4)}}},
        ],
    )


def test_a_cost_increase_for_each_card_in_the_hand_is_paid_on_top() -> None:
    # CFC-024 {R}{R}: "You pay {1} more to play this card for each card in your hand." (903.2i-iii)
    dragon = costed(real("CFC-024"), "{U}{U}")
    stones = [{"code": "FWD-S02", "label": f"stone{i}"} for i in range(3)]
    cfc = {"code": "CFC-024", "label": "dragon"}
    lacks = {"expect": {"actions lacks": [f"Play {dragon['name']}"]}}
    _cost_position(dragon, [cfc, "FWD-013", "FWD-013"], stones, [lacks])
    _cost_position(
        dragon,
        [cfc, "FWD-013"],
        stones,
        [
            {"p1": "play", "card": "dragon"},
            {"expect": {"card.dragon.zone": "chase", **{f"card.stone{i}.state": "rested" for i in range(3)}}},
        ],
    )


def test_a_cost_reduction_from_a_rune_area_applies_only_there() -> None:
    # NDR-004 (a chant-rune) {W}{W}: "You may pay {W} less to play this card from a rune area."
    # The line is a rule of playing it (903.2i-iv), not part of its spell; a rune's copy is
    # played from the rune area (711.2), a card from the hand pays it all
    from desktop_app.games.force_of_will import chase
    from desktop_app.games.force_of_will.board import key
    from desktop_app.games.force_of_will.cards import Cost
    from desktop_app.games.force_of_will.zones import RUNE_AREA

    rune = real("NDR-004")
    [change] = [a for a in rune["script"] if "cost_change" in a.get("tags", ())]
    assert change["params"] == {"change": "less", "will": "{W}", "from": "rune_area"}
    assert not any(a["text"].startswith("You may pay") for a in rune["script"] if a["kind"] == "play")
    run = ScenarioRun(
        {
            "title": "rune cost",
            "rules": ["FoW 903.2i"],
            "game": "force-of-will",
            "cards": [rune],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "p1": {"ruler_area": ["FWD-R01"], "deck": DECK, "hand": ["NDR-004"]},
                "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
            },
            "step": [],
        },
        "test",
    )
    run.run()
    game = run.game
    card = next(c for c in game.cards_in(key(0, "hand")) if c.code == "NDR-004")
    assert chase.play_cost(game, 0, card) == Cost(("light", "light"))
    assert chase.play_cost(game, 0, card, key(0, RUNE_AREA)) == Cost(("light",))


def test_a_name_in_addition_to_its_other_names_is_read_by_name_references() -> None:
    # HSD-009: This card has "Aristella, Twin Prince" in addition to its other names (201.1)
    from desktop_app.engine.abilities import Context

    aristella = real("HSD-009")
    assert RULES.card_from_record(aristella).names[1:] == ("Aristella, Twin Prince",)
    run = ScenarioRun(
        {
            "title": "names",
            "rules": ["FoW 201.1"],
            "game": "force-of-will",
            "cards": [aristella],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "p1": {"ruler_area": ["HSD-009"], "deck": DECK},
                "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
            },
            "step": [],
        },
        "test",
    )
    run.run()
    game = run.game
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    context = Context(game, 0, None, "", None)  # type: ignore[arg-type]
    # "if you control "Aristella, Twin Prince"": the ruler is found by the name it also has
    found = {"zone": ["field", "stones", "ruler_area"], "whose": "you", "name": "Aristella, Twin Prince"}
    assert interpreter.test(context, {"exists": found})


def test_the_lines_under_a_seal_or_set_word_header_are_its_text_not_abilities_of_their_own() -> None:
    # ADW-088 (a chant): "[Seal] (4)" over "You may pay {W} less to play this card.": the
    # reduction holds only with four magic stones (FoW 1128.2a: as it is played)
    abilities = real("ADW-088")["script"]
    seals = [a for a in abilities if a["text"].startswith("[Seal]")]
    assert [a["text"] for a in seals] == [
        "[Seal] (4)\nYou may pay {W} less to play this card.",
        "[Seal] (7)\nYou may pay {G} less to play this card.",
    ]
    stones = {"count": {"zone": "stones", "whose": "you", "fow.kind": "magic stone"}}
    assert [a["condition"] for a in seals] == [{">=": [stones, 4]}, {">=": [stones, 7]}]
    assert all(a["tags"] == ["cost_change"] for a in seals)
    # a set word printed as a header over lines, to a blank line: those lines are its text
    text = "[Revolution]\nJ/resonators your opponent controls gain [-700/-700].\n\n[Flying]"
    assert [c.ability.get("automated", True) for c in compile_text(text, "resonator")] == [False, True]
    text = "[Force Resonance] <Flame>\nYou pay {1} less to play this card.\nYou may choose both instead."
    assert [c.ability.get("automated", True) for c in compile_text(text, "chant")] == [False]
    # on a chant, a header's text done by hand may change its spell ("… instead"): the spell is
    # by hand too (1128.2a, 1134.2a)
    text = "Draw a card.\n[Force Resonance] <Genesis>\nIf a regalia paid for it, draw two cards instead."
    assert [c.ability.get("automated", True) for c in compile_text(text, "chant")] == [False, False]
    assert [c.ability.get("automated", True) for c in compile_text("Draw a card.", "chant")] == [True]


def test_a_seal_text_is_the_cards_only_while_its_controller_has_enough_magic_stones() -> None:
    # ENW-043 [100/400]: "[Seal] (5) (…) - This card gains [+400/+400] and [Flying]." (FoW
    # 1128.2b: as long as you control five or more magic stones, this card has the text)
    bird = real("ENW-043")
    [seal] = [a for a in bird["script"] if a["text"].startswith("[Seal]")]
    assert seal["condition"] == {
        ">=": [{"count": {"zone": "stones", "whose": "you", "fow.kind": "magic stone"}}, 5]
    }
    for stones, atk, keywords in ((4, 100, ()), (5, 500, ("flying",))):
        play(
            [bird],
            {"field": [{"code": "ENW-043", "label": "bird"}], "stones": ["FWD-S04"] * stones},
            [
                {
                    "expect": {
                        "card.bird.atk": atk,
                        "card.bird.def": 400 + atk - 100,
                        "card.bird.keywords": list(keywords),
                    }
                }
            ],
            "FoW 1128.2b",
        )


def test_a_null_automatic_ability_triggers_only_with_no_card_in_hand() -> None:
    # TST-070J: "[Null] - At the end of your turn >>> Draw a card." (FoW 1134.2b)
    [null] = [a for a in real("TST-070J")["script"] if a["text"].startswith("[Null]")]
    # no card in the hand but this one (1134.2b: a [Null] cost change is read with the card still
    # in the hand, "zero other cards")
    assert null["condition"] == {"none": {"zone": "hand", "whose": "you", "other": True}}
    assert null["trigger"] == {"on": "fow.end_of_turn", "turn": "yours"}


def test_this_card_cannot_be_attacked_and_this_card_cannot_attack_your_opponent() -> None:
    # NDR-008 (Eir, Bringer of Destruction): "This card cannot be attacked."; SDL2-002 (Emissary
    # of R'lyeh): "This card cannot attack your opponent." (FoW 104.4, 803.3b)
    eir, emissary = real("NDR-008"), real("SDL2-002")
    play(
        [emissary, eir],
        {"field": [{"code": "SDL2-002", "label": "emissary"}, {"code": "FWD-010", "label": "coral"}]},
        [
            {
                "expect": {
                    "actions has": [
                        "Coral Sentinel attacks the opponent",
                        "Emissary of R'lyeh attacks Reef Stalker",
                    ],
                    "actions lacks": [
                        "Emissary of R'lyeh attacks the opponent",
                        "Coral Sentinel attacks Eir, Bringer of Destruction",
                    ],
                }
            },
        ],
        "FoW 104.4",
        field=[
            {"code": "NDR-008", "label": "eir", "state": "rested"},
            {"code": "FWD-007", "label": "reef", "state": "rested"},
        ],
    )


def test_cannot_be_destroyed_is_eternal() -> None:
    # RDE-005: "Target resonator cannot be destroyed until end of turn." (FoW 1139.2: what
    # [Eternal] means): damage to its DEF does not destroy it this turn (1204)
    [spell] = [a for a in real("RDE-005")["script"] if a["kind"] == "play"]
    assert spell["effect"] == [{"do": "grant", "cards": "targets", "grant": "eternal"}]
    enw = real("ENW-004J")  # This card cannot be destroyed.
    assert {"to": "this", "stat": "keywords", "grant": "eternal"} in next(
        a["modifiers"] for a in enw["script"] if a["text"] == "This card cannot be destroyed."
    )


def _first_turn(cards: list[dict[str, Any]], p1: dict[str, Any], steps: list[dict[str, Any]]) -> None:
    ScenarioRun(
        {
            "title": "the beginning of the game",
            "rules": ["FoW 502.1"],
            "game": "force-of-will",
            "cards": cards,
            "position": {
                "turn": 1,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "draw",
                "p1": {"deck": DECK, **p1},
                "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
            },
            "step": steps,
        },
        "test",
    ).run()


def test_at_the_beginning_of_the_game_is_the_first_turns_draw_phase() -> None:
    # ABC-001 (a ruler): "At the beginning of the game >>> Put three limited counters on this
    # card." (FoW 502.1: it triggers at the beginning of the first turn's draw phase, once)
    ruler = real("ABC-001")
    _first_turn(
        [ruler],
        {"ruler_area": [{"code": "ABC-001", "label": "ruler"}]},
        [*RESOLVE, {"expect": {"card.ruler.counters.limited": 3}}],
    )


def test_a_card_in_the_hand_may_put_itself_into_the_field_at_the_beginning_of_the_game() -> None:
    # JRP-077 (an addition): "At the beginning of the game >>> If you control a light ruler, you
    # may put this card from your hand into the field." (its ability works in the hand)
    gear = real("JRP-077")
    _first_turn(
        [gear],
        {"ruler_area": ["FWD-R01"], "hand": [{"code": "JRP-077", "label": "gear"}]},
        [*RESOLVE, {"p1": "yes"}, {"expect": {"card.gear.zone": "p1.field"}}],
    )


def test_a_cost_reduction_while_you_control_no_resonator_but_a_j_ruler_sharing_an_attribute() -> None:
    # JRP-010 {W}{1}: "You pay {W} less to play this card if you don't control a resonator, but
    # control a J/ruler that shares an attribute or race with this card." (FoW 903.2i-iv)
    card = real("JRP-010")
    play_it = f"Play {card['name']}"
    stone = [{"code": "FWD-S01", "label": "stone"}]
    hand = [{"code": "JRP-010", "label": "it"}]
    for ruler, field, playable in (
        ("FWD-R01", [], True),  # a light ruler, no resonator: {1}
        ("FWD-R01", ["FWD-001"], False),  # a resonator: {W}{1}
        ("FWD-R02", [], False),  # a water ruler shares nothing with it
    ):
        ScenarioRun(
            {
                "title": "cost reduction",
                "rules": ["FoW 903.2i"],
                "game": "force-of-will",
                "cards": [card],
                "position": {
                    "turn": 3,
                    "turn_player": "p1",
                    "first_player": "p1",
                    "phase": "main",
                    "p1": {
                        "ruler_area": [ruler],
                        "deck": DECK,
                        "hand": hand,
                        "stones": stone,
                        "field": field,
                    },
                    "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
                },
                "step": [{"expect": {"actions has" if playable else "actions lacks": [play_it]}}],
            },
            "test",
        ).run()


def test_this_card_enters_the_field_rested() -> None:
    # TUS-046: "This card enters the field rested." (FoW 910: it replaces how the card enters)
    golem = costed(real("TUS-046"), "{U}{U}")
    play(
        [golem],
        {"hand": [{"code": "TUS-046", "label": "golem"}], "stones": ["FWD-S02", "FWD-S02"]},
        [
            {"p1": "play", "card": "golem"},
            *RESOLVE,
            {"expect": {"card.golem.zone": "p1.field", "card.golem.state": "rested"}},
        ],
        "FoW 910",
    )


def test_a_magic_stone_enters_rested_unless_you_control_the_j_ruler_named() -> None:
    # ROL-025: "If you don't control a J/ruler named "Ragnarok, Invading Dragon Lord", this card
    # enters the field rested." (a magic stone: the field's stone row, 307)
    stone = real("ROL-025")
    play(
        [stone],
        {"hand": [{"code": "ROL-025", "label": "stone"}, {"code": "FWD-S01", "label": "light"}]},
        [
            {"p1": "manual", "verb": "move", "card": "stone", "zone": "p1.stones"},
            {"p1": "manual", "verb": "move", "card": "light", "zone": "p1.stones"},
            {"expect": {"card.stone.state": "rested", "card.light.state": "recovered"}},
        ],
        "FoW 910",
    )


def test_an_awakening_cost_alone_is_the_keyword_the_player_is_asked_to_pay() -> None:
    # SNV-054 {U}{1}: "[Awakening] {U}{U}{1}" (FoW 1109.2: as it is played, its player may pay
    # the awakening cost too; what awakening does is in its spell, by hand here)
    shackles = real("SNV-054")
    [keyword] = [a for a in shackles["script"] if a["kind"] == "keyword" and a["keyword"] == "awakening"]
    assert keyword["params"] == {"cost": "{U}{U}{1}"}
    stones = [{"code": "FWD-S02", "label": f"stone{i}"} for i in range(5)]
    play(
        [shackles],
        {"hand": [{"code": "SNV-054", "label": "shackles"}], "stones": stones},
        [
            {"p1": "play", "card": "shackles"},
            {"p1": "yes"},  # awaken it: {U}{1} and {U}{U}{1}, the five stones
            {"expect": {**{f"card.stone{i}.state": "rested" for i in range(5)}}},
        ],
        "FoW 1109.2",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_a_divinity_keyword_is_the_j_rulers_divinity() -> None:
    # SDV1-002J: "[Divinity] 10" (FoW 1136.3: the J/ruler's divinity; the data leaves the
    # field empty for this card)
    from desktop_app.games.force_of_will import chase

    record = real("SDV1-002J")
    assert next(a for a in record["script"] if a.get("keyword") == "divinity")["params"] == {"n": 10}
    run = ScenarioRun(
        {
            "title": "divinity",
            "rules": ["FoW 1136"],
            "game": "force-of-will",
            "cards": [record],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "p1": {"ruler_area": ["SDV1-002J"], "deck": DECK},
                "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
            },
            "step": [],
        },
        "test",
    )
    run.run()
    [ruler] = run.game.cards_in("p1.ruler_area")
    assert chase.divinity_of(run.game, ruler) == 10


def test_a_card_that_cannot_be_cancelled_stays_on_the_chase() -> None:
    # NDR-069 (Karura, the Crow Tengu): "This card cannot be cancelled." (FoW 1012: cancelling
    # it does nothing; it resolves into the field)
    karura = costed(real("NDR-069"), "{U}{U}")
    assert {"kind": "cont", "tags": ["cannot_cancel"], "text": "This card cannot be cancelled."} in karura[
        "script"
    ]
    play(
        [karura],
        {"hand": [{"code": "NDR-069", "label": "karura"}], "stones": ["FWD-S02", "FWD-S02"]},
        [
            {"p1": "play", "card": "karura"},
            {"p1": "pass"},
            {"p2": "play", "card": "denial"},  # FWD-029: Cancel target spell
            {"p2": "choose", "cards": ["karura"]},
            {"p2": "pass"},
            {"p1": "pass"},
            {"expect": {"card.karura.zone": "chase", "card.denial.zone": "p2.graveyard"}},
            *RESOLVE,
            {"expect": {"card.karura.zone": "p1.field"}},
        ],
        "FoW 1012",
        hand=[{"code": "FWD-029", "label": "denial"}],
        stones=["FWD-S02", "FWD-S02"],
    )


def test_limit_counters_come_with_the_card_and_go_as_it_attacks() -> None:
    # SDL2-005 [900/?]: "[Limit] 2" (FoW 1118.2: it comes into the field with two limit counters;
    # whenever it attacks or blocks, one is removed)
    wolf = costed(real("SDL2-005"), "{U}{U}{1}")
    play(
        [wolf],
        {"hand": [{"code": "SDL2-005", "label": "wolf"}], "stones": ["FWD-S02"] * 3},
        [
            {"p1": "play", "card": "wolf"},
            *RESOLVE,
            {"expect": {"card.wolf.zone": "p1.field", "card.wolf.counters.limit": 2}},
        ],
        "FoW 1118.2",
    )
    assert any(a["text"] == "[Limit] 2" and a["kind"] == "keyword" for a in wolf["script"])
    assert RULES.card_from_record(wolf).abilities[-1].trigger == {"on": "fow.attack", "card": "this"}


def test_a_ruler_with_mana_starts_the_game_with_its_counters() -> None:
    # CFC-027: "[Mana] 2" (FoW 1122.2a: a ruler starts the game with two mana counters); its
    # J-ruler side's "[Mana] 5" puts five more as Judgment puts it into the field (705.3a,
    # 1122.2b, decision D137: ``test_a_j_ruler_comes_into_the_field_with_its_mana_counters``)
    from desktop_app.engine.decks import DeckList
    from desktop_app.engine.game import Game, GameSetup

    ruler = RULES.card_from_record(real("CFC-027"))
    assert [a.params for a in ruler.abilities if a.keyword == "mana"] == [{"n": 2}]
    assert [a["params"] for a in real("CFC-027J")["script"] if a.get("keyword") == "mana"] == [{"n": 5}]
    deck = RULES.demo_decks()[0]
    mine = DeckList(deck.name, {**deck.sections, "ruler": (ruler,)})
    setup = GameSetup(RULES.game_id, RULES.rules_version, (mine, RULES.demo_decks()[1]), 1, {})
    game = Game(RULES, setup)
    [card] = game.cards_in("p1.ruler_area")
    assert card.counter("mana") == 2


def test_a_rune_text_works_while_enough_runes_are_revealed() -> None:
    # SNV-007: "[Rune] 4 - This card gains [+300/+300]." (FoW 1137.2b: as long as four or more
    # rune cards are revealed in its controller's rune area)
    drain, rune = [a for a in real("SNV-007")["script"] if a["text"].startswith("[Rune]")]
    # "[Rune] 2 - [Drain]": the keyword and its automatic ability, while two runes are revealed
    # (1135; decision D89)
    assert drain["condition"] == {"fow.runes": 2}
    assert drain["modifiers"][1]["grant"]["text"] == "[Drain]"
    assert rune["condition"] == {"fow.runes": 4}
    assert rune["modifiers"][0] == {"to": "this", "stat": "atk", "add": 300}
    # SNV-082: "[Enter] ⇒ Your opponent loses 500 life. If there are three or more runes revealed
    # from your rune area, you gain 500 life." (the same count, as a condition of a step)
    enter = next(a for a in real("SNV-082")["script"] if a["kind"] == "auto")
    assert enter["effect"][-1]["if"] == {"fow.runes": 3}


def test_a_card_gains_stats_for_each_counter_of_a_name_on_it() -> None:
    # TAT-055 [200/200]: "[Continuous]: This card gains [+300/+300] for each achievement counter
    # on it." (FoW 1022)
    scarecrow = real("TAT-055")
    play(
        [scarecrow],
        {"field": [{"code": "TAT-055", "label": "it", "counters": {"achievement": 2}}]},
        [{"expect": {"card.it.atk": 800, "card.it.def": 800}}],
        "FoW 1022",
    )


def test_players_cannot_gain_life() -> None:
    # VIN003-027: "Players cannot gain life." (FoW 104.4: "cannot" beats "can"); FWD-002's
    # "When this card enters the field, you gain 200 life" gains nothing
    wolf = real("VIN003-027")
    play(
        [wolf],
        {
            "field": [{"code": "VIN003-027", "label": "wolf"}],
            "hand": [{"code": "FWD-002", "label": "choir"}],
            "stones": ["FWD-S01", "FWD-S01"],
        },
        [
            {"p1": "play", "card": "choir"},
            *RESOLVE,
            *RESOLVE,
            {
                "expect": {
                    "card.choir.zone": "p1.field",
                    "value.p1.life": 4000,
                    "log has": ["cannot gain life"],
                }
            },
        ],
        "FoW 104.4",
    )


def test_resonators_described_with_no_controller_are_every_players() -> None:
    # NDR-098 (an addition): "Non-darkness resonators gain [-200/-200]." and "Darkness
    # resonators gain [+200/+200]." (FoW 909: both players' resonators); FWD-010 Coral Sentinel
    # (water, 500/800 printed) on either side
    rite = real("NDR-098")
    play(
        [rite],
        {"field": [{"code": "NDR-098", "label": "rite"}, {"code": "FWD-010", "label": "mine"}]},
        [{"expect": {"card.mine.atk": 300, "card.theirs.atk": 300, "card.theirs.def": 600}}],
        "FoW 909",
        field=[{"code": "FWD-010", "label": "theirs"}],
    )


# ---------------------------------------------------------------------- wave 6 (fow-a): triggers
def test_an_ability_with_two_trigger_conditions_triggers_on_a_block() -> None:
    # CFC-071: Whenever this card attacks or blocks ⇒ Destroy target J/resonator.
    knight = real("CFC-071")
    assert knight["script"][2]["trigger"] == [
        {"on": "fow.attack", "card": "this"},
        {"on": "fow.block", "card": "this"},
    ]
    play(
        [knight],
        {"field": [{"code": "FWD-010", "label": "coral"}]},
        [
            {"p1": "option", "option": "Coral Sentinel attacks the opponent"},
            *RESOLVE * 2,  # the battle's beginning and declaration (FoW 802, 803)
            {"p2": "choose", "cards": ["knight"]},  # FoW 804.2: P2 blocks with the knight
            # FoW 906.1: the block triggers it and [Limit] (1118.2); P2 puts them on the chase
            {
                "p2": "option",
                "option": "Azathoth, Hunter of Reality: Whenever this card attacks or blocks ⇒ "
                "Destroy target J/resonator.",
            },
            {"p2": "choose", "cards": ["coral"]},  # its target
            *RESOLVE * 2,  # [Limit], put last, resolves first (FoW 605.1b), then the destroy
            {"expect": {"card.coral.zone": "p1.graveyard"}},
        ],
        "FoW 906.1",
        field=[{"code": "CFC-071", "label": "knight"}],
    )


def test_a_resonator_you_control_attacking_and_gaining_life_trigger() -> None:
    # AOA-008: Whenever a resonator you control attacks ⇒ You gain 400 life.
    # VIN003-005: Whenever you gain life ⇒ Target resonator gains [+300/+300] until end of turn.
    herald, chalice = real("AOA-008"), real("VIN003-005")
    play(
        [herald, chalice],
        {
            "field": [
                {"code": "FWD-010", "label": "coral"},
                {"code": "AOA-008", "label": "herald"},
                {"code": "VIN003-005", "label": "chalice"},
            ]
        },
        [
            {"p1": "option", "option": "Coral Sentinel attacks the opponent"},
            *RESOLVE,
            {"p1": "pass"},  # FoW 906.1: the attack by a resonator P1 controls triggers the herald
            {"p2": "pass", "expect": {"value.p1.life": 4400}},
            {"p1": "choose", "cards": ["coral"]},  # FoW 105.4: the gain triggers the chalice
            *RESOLVE,
            {"expect": {"card.coral.atk": 800, "card.coral.def": 1100}},  # [500/800] + 300
        ],
        "FoW 906.1",
        field=[{"code": "FWD-010", "label": "theirs"}],
    )


def test_a_race_named_in_the_plural_is_a_group_of_that_race() -> None:
    # MSW-013: "Spirits you control gain [+200/+200]." (the race Spirit, FoW 205)
    [spirits] = [a for a in real("MSW-013")["script"] if a["text"].startswith("Spirits you control gain [+")]
    assert "Spirit" in spirits["modifiers"][0]["to"]["races"]
    assert spirits["modifiers"][0]["to"]["whose"] == "you"


def test_a_card_gains_stats_for_each_different_name_among_cards() -> None:
    # MSW-087: "J/resonators you control gain [+200/+200] for each different name among all magic
    # stones you control." (FoW 201.1: two stones of one name are one name); Coral Sentinel 500
    card = real("MSW-087")
    play(
        [card],
        {
            "field": [{"code": "MSW-087", "label": "it"}, {"code": "FWD-010", "label": "coral"}],
            "stones": ["FWD-S01", "FWD-S01", "FWD-S02"],
        },
        [{"expect": {"card.coral.atk": 900}}],
        "FoW 201.1",
    )


def test_a_headers_options_end_its_text_and_a_judgment_is_never_a_headers() -> None:
    # TST-073 (a ruler): "[Fallen]" over "- You cannot lose the game. …", then "God's Art "Pride"
    # {0}: Draw a card." and "[Judgment] {W}{B}", abilities of their own (1125, 1112)
    abilities = real("TST-073")["script"]
    fallen = next(a for a in abilities if a["text"].startswith("[Fallen]"))
    assert "God's Art" not in fallen["text"]
    assert any(a.get("keyword") == "judgment" for a in abilities)
    assert any(a["text"].startswith("God's Art") and a.get("automated", True) for a in abilities)


def test_a_cost_reduction_for_each_ruler_with_a_word_in_its_name() -> None:
    # JRP-001 {W}{W}{W}: "You pay {W} less to play this card for each ruler you control with
    # "Aristella" or "Hyde" in its name." HSD-009 also has the name "Aristella, Twin Prince" (201.1)
    card, ruler = real("JRP-001"), real("HSD-009")
    play_it = f"Play {card['name']}"
    for ruler_code, playable in (("HSD-009", True), ("FWD-R01", False)):
        ScenarioRun(
            {
                "title": "cost reduction by names",
                "rules": ["FoW 903.2i"],
                "game": "force-of-will",
                "cards": [card, ruler],
                "position": {
                    "turn": 3,
                    "turn_player": "p1",
                    "first_player": "p1",
                    "phase": "main",
                    "p1": {
                        "ruler_area": [ruler_code],
                        "deck": DECK,
                        "hand": ["JRP-001"],
                        "stones": ["FWD-S01"] * 2,
                    },
                    "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
                },
                "step": [{"expect": {"actions has" if playable else "actions lacks": [play_it]}}],
            },
            "test",
        ).run()


def test_three_keywords_are_granted_together() -> None:
    # CFC-062: "This card gains [Swiftness], [First Strike], and [Precision] as long as you
    # control seven or more magic stones." (FoW 1101)
    card = real("CFC-062")
    for stones, keywords in ((6, []), (7, ["swiftness", "first strike", "precision"])):
        play(
            [card],
            {"field": [{"code": "CFC-062", "label": "it"}], "stones": ["FWD-S04"] * stones},
            [{"expect": {"card.it.keywords": keywords}}],
            "FoW 1101",
        )


def test_a_card_played_from_the_removed_area_pays_its_cost_change_there() -> None:
    # AOA-032: "You may play this card from your removed area." and "You pay {1} more to play
    # this card from your removed area." (FoW 903.2i-iii: the cost as it is played from there)
    card = costed(real("AOA-032"), "{U}{U}")
    play_it = f"Play {card['name']}"
    removed = [{"code": "AOA-032", "label": "it"}]
    for stones, playable in ((2, False), (3, True)):
        ScenarioRun(
            {
                "title": "play from the removed area",
                "rules": ["FoW 903.2i"],
                "game": "force-of-will",
                "cards": [card],
                "position": {
                    "turn": 3,
                    "turn_player": "p1",
                    "first_player": "p1",
                    "phase": "main",
                    "p1": {
                        "ruler_area": ["FWD-R01"],
                        "deck": DECK,
                        "removed": removed,
                        "stones": ["FWD-S02"] * stones,
                    },
                    "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
                },
                "step": [
                    {"expect": {"actions has" if playable else "actions lacks": [play_it]}},
                    *(
                        [{"p1": "play", "card": "it"}, {"expect": {"card.it.zone": "chase"}}]
                        if playable
                        else []
                    ),
                ],
            },
            "test",
        ).run()


def test_losing_life_does_not_trigger_whenever_you_gain_life() -> None:
    chalice = real("VIN003-005")  # Whenever you gain life ⇒ Target resonator gains …
    play(
        [chalice],
        {"field": [{"code": "VIN003-005", "label": "chalice"}], "hand": ["FWD-045"], "stones": ["FWD-S04"]},
        [
            {"p1": "play", "card": "FWD-045"},  # Each player loses 300 life.
            *RESOLVE,
            {"expect": {"value.p1.life": 3700, "stack": [], "phase": "main"}},  # FoW 105.4: a loss
        ],
        "FoW 105.4",
    )


def test_a_resonator_put_into_a_graveyard_from_your_field_or_your_opponents_triggers() -> None:
    # RDE-045: Whenever a resonator is put into a graveyard from your field ⇒ Your opponent
    # banishes a resonator. ENW-076: … Whenever a resonator is put into a graveyard from your
    # opponent's field ⇒ Put a [+100/+100] counter on this card.
    scale, knight = real("RDE-045"), real("ENW-076")
    assert scale["script"][0]["trigger"]["fow.field_of"] == "you"
    play(
        [scale, knight, real("BFA-035"), {**real("MSW-043"), "code": "T-FIRE", "colours": ["fire"]}],
        {
            "field": [{"code": "RDE-045", "label": "scale"}, {"code": "T-FIRE", "label": "mine"}],
            "hand": ["BFA-035"],
            "stones": ["FWD-S02"],
        },
        [
            {"p1": "play", "card": "BFA-035"},  # Destroy target fire resonator.
            {"p1": "choose", "cards": ["mine"]},
            *RESOLVE,  # FoW 906.7b: P1's resonator left P1's field: both trigger
            *RESOLVE,  # P2's knight (put onto the chase last) resolves first
            *RESOLVE,
            {"p2": "choose", "cards": ["coral"]},  # FoW 1011: P2 banishes one of their own
            {
                "expect": {
                    "card.mine.zone": "p1.graveyard",
                    "card.coral.zone": "p2.graveyard",
                    "card.knight.counters.+100/+100": 1,  # its opponent's field (P1's)
                }
            },
        ],
        "FoW 906.7",
        field=[{"code": "FWD-010", "label": "coral"}, {"code": "ENW-076", "label": "knight"}],
    )


def test_at_the_beginning_of_your_turn_triggers_at_your_draw_phase() -> None:
    seer = real("VIN003-034")  # At the beginning of your turn ⇒ Draw a card.
    assert seer["script"][0]["trigger"] == {"on": "phase", "phase": "draw", "turn": "yours"}
    ScenarioRun(
        {
            "title": "beginning of the turn",
            "rules": ["FoW 502.1"],
            "game": "force-of-will",
            "cards": [seer],
            "position": {
                "turn": 4,
                "turn_player": "p2",
                "first_player": "p1",
                "phase": "end",
                "p1": {"ruler_area": ["FWD-R01"], "deck": DECK, "field": ["VIN003-034"]},
                "p2": {"ruler_area": ["FWD-R02"], "deck": DECK, "field": ["VIN003-034"]},
            },
            "step": [
                *_passes("2121"),  # P2's end phase: P2's seer does not trigger
                {"expect": {"turn": 5, "phase": "draw", "p2.hand.count": 0, "p1.hand.count": 0}},
                *_passes("12"),  # FoW 502.1: P1's seer, then the draw phase's draw (502.3)
                {"expect": {"p1.hand.count": 1}},
                *_passes("12"),
                {"expect": {"p1.hand.count": 2, "p2.hand.count": 0}},
            ],
        },
        "test",
    ).run()


def test_leaving_the_field_for_a_non_field_zone_triggers() -> None:
    # RDE-025: When this card leaves your field for a non-field zone ⇒ Draw a card.
    owl = real("RDE-025")
    play(
        [owl, real("BFA-035"), {**real("RDE-025"), "code": "T-FIRE", "colours": ["fire"]}],
        {"field": [{"code": "T-FIRE", "label": "owl"}], "hand": ["BFA-035"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "BFA-035"},  # Destroy target fire resonator.
            {"p1": "choose", "cards": ["owl"]},
            *RESOLVE,
            {"expect": {"card.owl.zone": "p1.graveyard", "p1.hand.count": 0}},
            *RESOLVE,  # FoW 906.7: seen as it was in the field
            {"expect": {"p1.hand.count": 1}},
        ],
        "FoW 906.7",
    )


def test_it_is_this_card_when_the_trigger_is_this_card_dealing_damage() -> None:
    vampire = real("NDR-090")  # Whenever this card deals damage ⇒ Put a [+100/+100] counter on it.
    assert vampire["script"][1]["effect"][0]["cards"] == "this"
    play(
        [vampire],
        {"field": [{"code": "NDR-090", "label": "vampire"}]},
        [
            {"p1": "option", "option": "Fresh Blood Vampire attacks the opponent"},
            *RESOLVE * 6,
            {"expect": {"card.vampire.counters.+100/+100": 1, "phase": "main"}},
        ],
        "FoW 1007.2",
    )


ALICE = "Alice, Otherworldly Visitor"


def test_entering_the_field_from_your_deck_triggers() -> None:
    # SNV-001: When this card enters the field from your deck ⇒ Put two [+100/+100] counters on it.
    alice = real("SNV-001")
    assert alice["script"][2]["trigger"] == {"on": "move", "card": "this", "to": "field", "from": "deck"}
    search = compile_line(
        "[Enter] >>> Search your deck for a resonator and put it into the field. Then shuffle your deck.",
        "resonator",
    ).ability
    seeker = {**real("MSW-043"), "code": "T-SEEK", "name": "Seeker", "script": [search]}
    play(
        [alice, seeker],
        {
            "hand": [{"code": "T-SEEK", "label": "seeker"}],
            "deck": [{"code": "SNV-001", "label": "found"}],
            "stones": ["FWD-S04", "FWD-S02", "FWD-S02", "FWD-S02", "FWD-S02", "FWD-S02"],
        },
        [
            {"p1": "play", "card": "seeker"},
            *RESOLVE,  # the seeker enters; its [Enter] searches
            *RESOLVE,
            {"p1": "choose", "cards": ["found"]},
            {  # FoW 906.4: both of its enter abilities trigger; the [Enter] is put onto the chase first
                "p1": "option",
                "option": f"{ALICE}: [Enter] ⇒ Another target resonator gains [+200/0] and [Eternal] "
                "until end of turn.",
            },
            {"p1": "choose", "cards": ["seeker"]},  # its [Enter]'s target ([+200/0])
            *RESOLVE * 2,  # FoW 1140.2: it entered from the deck: both its enter abilities
            {"expect": {"card.found.zone": "p1.field", "card.found.counters.+100/+100": 2}},
        ],
        "FoW 1140.2",
    )


# ---------------------------------------------------------------------- wave 6 (fow-a): costs, effects
def test_a_cost_removes_n_counters_from_this_card() -> None:
    # CST-068: Remove two [+100/+100] counters from this card: Target J/resonator gains
    # [-200/-200] until end of turn.
    hunter = real("CST-068")
    assert hunter["script"][1]["cost"] == [{"remove_counter": "+100/+100", "n": 2}]
    play(
        [hunter],
        {"field": [{"code": "CST-068", "label": "hunter", "counters": {"+100/+100": 3}}]},
        [
            {"p1": "act", "card": "hunter"},
            {"p1": "choose", "cards": ["coral"]},
            {"expect": {"card.hunter.counters.+100/+100": 1}},  # FoW 1022: two removed as the cost
            *RESOLVE,
            {"expect": {"card.coral.atk": 300, "card.coral.def": 600}},
            # one counter left: the cost cannot be paid again
            {"expect": {"actions lacks": ["Remove two [+100/+100] counters from this card"]}},
        ],
        "FoW 1022",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_cancel_target_spell_with_total_cost_1_or_less() -> None:
    # MP01-170: {G}, remove this card in your hand from the game: Cancel target spell with
    # total cost 1 or less.
    cat = real("MP01-170")
    assert cat["script"][4]["targets"] == {"zone": "chase", "total_cost": {"<=": 1}, "n": 1}
    ScenarioRun(
        {
            "title": "cancel a spell of a kind",
            "rules": ["FoW 1012"],
            "game": "force-of-will",
            "cards": [cat, real("VIN001-094")],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "p1": {"ruler_area": ["FWD-R01"], "deck": DECK, "hand": ["FWD-045"], "stones": ["FWD-S04"]},
                "p2": {
                    "ruler_area": ["FWD-R02"],
                    "deck": DECK,
                    "hand": [{"code": "MP01-170", "label": "cat"}],
                    "stones": ["VIN001-094"],
                },
            },
            "step": [
                {"p1": "play", "card": "FWD-045"},  # Each player loses 300 life (total cost 1)
                {"p1": "pass"},
                {"p2": "act", "card": "cat", "ability": 4},
                {"p2": "choose", "cards": ["FWD-045"]},  # FoW 903.2g: the chant on the chase
                *_passes("21"),  # FoW 1012: the chant is cancelled, nobody loses life
                {
                    "expect": {
                        "value.p1.life": 4000,
                        "value.p2.life": 4000,
                        "p1.graveyard.count": 1,
                        "stack": [],
                    }
                },
            ],
        },
        "test",
    ).run()


def test_two_clauses_joined_by_and_are_done_in_order() -> None:
    # VIN003-072: {Rest}, banish this card: This card deals 600 damage to target J/resonator
    # and you gain 600 life.
    bat = real("VIN003-072")
    assert [s["do"] for s in bat["script"][0]["effect"]] == ["fow.damage", "fow.life"]
    play(
        [bat],
        {"field": [{"code": "VIN003-072", "label": "bat"}]},
        [
            {"p1": "act", "card": "bat"},
            {"p1": "choose", "cards": ["coral"]},  # FoW 903.2g
            *RESOLVE,
            {
                "expect": {
                    "card.bat.zone": "p1.graveyard",
                    "card.coral.counters.damage": 600,  # FoW 1007.2: by the banished card
                    "value.p1.life": 4600,
                }
            },
        ],
        "FoW 1007",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_target_named_twice_is_two_targets_and_stays_by_hand() -> None:
    # SDL3-008: Return target resonator to its owner's hand and rest target resonator.
    # (two targets, which may differ: one choice cannot make them, FoW 903.2g)
    assert real("SDL3-008")["script"][0]["automated"] is False


def test_it_deals_damage_is_this_card_put_into_the_graveyard() -> None:
    # NDR-040: When this card is put into a graveyard from the field ⇒ It deals 800 damage to
    # target resonator your opponent controls.
    boar = real("NDR-040")
    play(
        [boar, real("BFA-035"), {**real("NDR-040"), "code": "T-FIRE", "colours": ["fire"]}],
        {"field": [{"code": "T-FIRE", "label": "boar"}], "hand": ["BFA-035"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "BFA-035"},  # Destroy target fire resonator.
            {"p1": "choose", "cards": ["boar"]},
            *RESOLVE,
            {"p1": "choose", "cards": ["coral"]},  # FoW 906.7b: its target, chosen as it is played
            *RESOLVE,  # FoW 1007.2: the damage's source is the card as it was in the field
            {"expect": {"card.boar.zone": "p1.graveyard", "card.coral.zone": "p2.graveyard"}},
        ],
        "FoW 906.7",
        field=[{"code": "FWD-010", "label": "coral"}],
    )
    assert boar["script"][-1]["effect"] == [{"do": "fow.damage", "cards": "targets", "amount": 800}]


def test_damage_equal_to_its_atk() -> None:
    # EDL-032: [Enter] ⇒ This card deals damage equal to its ATK to target J/resonator.
    # (MSW-022's "It deals damage equal to its ATK" as it is put into the graveyard would need
    # its ATK as it was in the field, 906.7b: by hand)
    assert real("MSW-022")["script"][1]["automated"] is False
    mentor = real("EDL-032")  # [100/600]
    play(
        [mentor, real("VIN001-091")],  # a Fire Magic Stone
        {
            "hand": ["EDL-032"],
            "stones": ["VIN001-091", "VIN001-091"],
        },
        [
            {"p1": "play", "card": "EDL-032"},
            *RESOLVE,
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.counters.damage": 100}},  # its ATK
        ],
        "FoW 1007.2",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_it_deals_damage_about_another_card_stays_by_hand() -> None:
    # "it" is the attacking resonator here, not the card whose ability it is: by hand
    line = "Whenever a resonator you control attacks ⇒ It deals 200 damage to target resonator."
    assert compile_line(line, "addition").ability.get("automated") is False


def test_each_player_banishes_a_resonator_of_their_own() -> None:
    # SDL5-004: When this card enters your field ⇒ Each player banishes a resonator.
    griffin = real("SDL5-004")
    play(
        [griffin, real("VIN001-090")],  # a Darkness Magic Stone
        {"hand": [{"code": "SDL5-004", "label": "griffin"}], "stones": ["VIN001-090", "FWD-S04", "FWD-S04"]},
        [
            {"p1": "play", "card": "griffin"},
            *RESOLVE * 2,  # it enters; its [Enter] resolves
            {"p1": "choose", "cards": ["griffin"]},  # FoW 1011: P1's only resonator is the griffin
            {"p2": "choose", "cards": ["coral"], "expect": {"card.griffin.zone": "p1.graveyard"}},
            {"expect": {"card.coral.zone": "p2.graveyard", "card.other.zone": "p2.field"}},
        ],
        "FoW 1011",
        field=[{"code": "FWD-010", "label": "coral"}, {"code": "FWD-013", "label": "other"}],
    )


def test_a_counter_on_a_j_ruler_you_control_and_a_non_race_group() -> None:
    # TUS-085: {Rest}: Put a magic counter on a J/ruler you control. (a card the player
    # chooses, not a target: the ruler in the ruler area here, FoW 705.3)
    owl = real("TUS-085")
    play(
        [owl],
        {
            "field": [{"code": "TUS-085", "label": "owl"}],
            "ruler_area": [{"code": "FWD-R01", "label": "ruler"}],
        },
        [
            {"p1": "act", "card": "owl", "ability": 2},
            *RESOLVE,
            {"p1": "choose", "cards": ["ruler"]},
            {"expect": {"card.ruler.counters.magic": 1, "card.owl.state": "rested"}},
        ],
        "FoW 1022",
    )
    # MSW-067: Destroy all non-Cthulhu resonators with total cost 3 or less.
    assert real("MSW-067")["script"][0]["effect"][0]["cards"]["not"] == {"races": ["Cthulhu", "Cthulhus"]}
    # MOA-040: Put target fire or darkness resonator on top of its owner's main deck.
    assert real("MOA-040")["script"][0]["targets"]["colour"] == ["fire", "darkness"]


def test_the_top_card_revealed_is_put_into_the_field_if_it_is_a_resonator() -> None:
    # AOA-045: When this card is put into a graveyard from the field ⇒ Reveal the top card of
    # your deck. If it's a resonator, put it into the field.
    whale = real("AOA-045")
    fire = {**whale, "code": "T-FIRE", "colours": ["fire"]}
    for top, into in (("FWD-010", "p1.field"), ("FWD-045", "p1.deck")):  # a resonator; a chant
        play(
            [whale, fire, real("BFA-035")],
            {
                "field": [{"code": "T-FIRE", "label": "whale"}],
                "hand": ["BFA-035"],
                "stones": ["FWD-S02"],
                "deck": [*DECK, {"code": top, "label": "top"}],
            },
            [
                {"p1": "play", "card": "BFA-035"},  # Destroy target fire resonator.
                {"p1": "choose", "cards": ["whale"]},
                *RESOLVE * 2,  # FoW 1005: revealed to both players
                {"expect": {"card.top.zone": into, "card.whale.zone": "p1.graveyard"}},
            ],
            "FoW 1005",
        )


def test_a_j_ruler_you_control_recovered_in_the_recovery_phase_triggers() -> None:
    # MSW-078: Whenever a J/ruler you control is recovered >>> This card gains [+200/+200]
    # until end of turn.
    knight = real("MSW-078")
    ScenarioRun(
        {
            "title": "a J/ruler recovered",
            "rules": ["FoW 503.5"],
            "game": "force-of-will",
            "cards": [knight],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "recovery",
                "p1": {
                    "ruler_area": [{"code": "FWD-R01", "state": "rested"}],
                    "deck": DECK,
                    "field": [{"code": "MSW-078", "label": "knight"}],
                },
                "p2": {"ruler_area": [{"code": "FWD-R02", "state": "rested"}], "deck": DECK},
            },
            "step": [
                *_passes("12"),  # FoW 503.5: the turn player's ruler recovers (P2's does not)
                *_passes("12"),  # the trigger resolves
                {"expect": {"card.knight.atk": 800, "card.knight.def": 800}},
            ],
        },
        "test",
    ).run()


def test_only_a_damaged_resonator_is_a_legal_target() -> None:
    # CFC-085: When this card enters your field ⇒ Destroy target damaged resonator.
    box = real("CFC-085")
    assert box["script"][0]["targets"]["fow.damaged"] is True
    play(
        [box, real("VIN001-090")],
        {"hand": ["CFC-085"], "stones": ["VIN001-090", "VIN001-090"]},
        [
            {"p1": "play", "card": "CFC-085"},
            *RESOLVE,
            {"p1": "choose", "cards": ["hurt"], "expect": {"decision.count": 1}},  # FoW 903.2g
            *RESOLVE,
            {"expect": {"card.hurt.zone": "p2.graveyard", "card.whole.zone": "p2.field"}},
        ],
        "FoW 1007.2",
        field=[
            {"code": "FWD-010", "label": "whole"},
            {"code": "FWD-010", "label": "hurt", "counters": {"damage": 100}},
        ],
    )


def test_draw_then_put_a_card_from_your_hand_on_the_bottom_of_your_deck() -> None:
    # TWS-059: {Rest}: Draw a card, then put a card from your hand on the bottom of your deck.
    shelf = real("TWS-059")
    play(
        [shelf],
        {
            "field": [{"code": "TWS-059", "label": "shelf"}],
            "hand": [{"code": "FWD-045", "label": "pact"}],
            "deck": [*DECK, {"code": "FWD-010", "label": "drawn"}],
        },
        [
            {"p1": "act", "card": "shelf", "ability": 1},
            *RESOLVE,
            {"p1": "choose", "cards": ["pact"], "expect": {"card.drawn.zone": "p1.hand"}},
            {"expect": {"card.pact.zone": "p1.deck", "p1.hand.count": 1, "p1.deck.count": 6}},
        ],
        "FoW 1014",
    )
    # DBV-088: Put target Skeleton or Zombie with total cost 3 or less from your graveyard into
    # the field (either race); RDE-098 the top card of the opponent's deck; HSD-006 a card of
    # the player's own, not a target
    races = real("DBV-088")["script"][0]["targets"]["races"]
    assert races == ["Skeleton", "Skeletons", "Zombie", "Zombies"]
    assert real("RDE-098")["script"][-1]["effect"][0]["cards"]["whose"] == "opponent"
    assert real("HSD-006")["script"][-1]["effect"][0]["do"] == "choose"


def test_this_card_deals_damage_to_you() -> None:
    # TAT-078: "[Continuous]: At the end of your turn, this card deals 200 damage to you." FoW
    # 1007: damage dealt to the player whose ability it is (the header ignored, 1409.1)
    pumpkin = real("TAT-078")
    assert pumpkin["script"][0]["effect"] == [{"do": "fow.damage", "player": "you", "amount": 200}]
    play(
        [pumpkin],
        {"field": [{"code": "TAT-078", "label": "it"}]},
        [
            *_passes("1212"),  # to the end phase
            *_passes("12"),
            {"expect": {"phase": "end", "value.p1.life": 3800, "value.p2.life": 4000}},
        ],
        "FoW 1007",
    )


def test_at_the_next_end_of_turn_a_delayed_ability_destroys_the_target() -> None:
    # MP01-027: Target resonator you control gains [+1000/0] until end of turn. At the next end
    # of turn >>> Destroy it.
    rage = real("MP01-027")
    play(
        [rage, real("VIN001-091")],  # a Fire Magic Stone
        {
            "field": [{"code": "FWD-010", "label": "coral"}, {"code": "FWD-013", "label": "other"}],
            "hand": ["MP01-027"],
            "stones": ["VIN001-091", "FWD-S04"],
        },
        [
            {"p1": "play", "card": "MP01-027"},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.atk": 1500, "card.coral.zone": "p1.field"}},
            *_passes("1212"),  # to the end phase: FoW 906.8, the delayed ability triggers (505.3)
            *_passes("12"),
            {"expect": {"phase": "end", "card.coral.zone": "p1.graveyard", "card.other.zone": "p1.field"}},
            *_passes("12"),
            {"expect": {"turn": 4}},  # it triggered once (906.8a)
        ],
        "FoW 906.8",
    )


def test_a_sentence_after_a_delayed_ability_keeps_the_line_by_hand() -> None:
    # what follows "At the next end of turn ⇒ …" may be part of the delayed ability (FoW 906.8)
    line = "Rest target resonator. At the next end of turn ⇒ Destroy it. Draw a card."
    assert compile_line(line, "chant").ability.get("automated") is False


def test_reveal_the_top_cards_put_a_chant_into_your_hand_and_the_rest_into_your_graveyard() -> None:
    # LEL-042: When this card enters your field ⇒ Reveal the top four cards of your deck. Put a
    # chant from among them into your hand and the rest into your graveyard.
    sage = real("LEL-042")
    deck = [
        "FWD-013",
        {"code": "FWD-010", "label": "a"},
        {"code": "FWD-045", "label": "chant"},
        {"code": "FWD-013", "label": "b"},
        {"code": "FWD-013", "label": "c"},
    ]
    play(
        [sage, real("VIN001-091")],  # a Fire Magic Stone
        {"hand": ["LEL-042"], "stones": ["VIN001-091", "FWD-S02", "FWD-S04"], "deck": deck},
        [
            {"p1": "play", "card": "LEL-042"},
            *RESOLVE * 2,
            {"p1": "choose", "cards": ["chant"], "expect": {"decision.count": 1}},  # only the chant
            {
                "expect": {
                    "card.chant.zone": "p1.hand",
                    "card.a.zone": "p1.graveyard",
                    "card.b.zone": "p1.graveyard",
                    "card.c.zone": "p1.graveyard",
                    "p1.deck.count": 1,
                }
            },
        ],
        "FoW 1005",
    )
    # RDE-094: … Look at the top four cards of your deck and put them back in any order.
    assert real("RDE-094")["script"][-1]["effect"] == [{"do": "fow.foresee", "n": 4, "only_top": True}]


def test_prevent_all_damage_that_would_be_dealt_by_target_resonator() -> None:
    # MP01-042: {Rest}: Prevent all damage that would be dealt by target fire J/resonator until
    # end of turn.
    guard = real("MP01-042")
    fire = {**real("MSW-043"), "code": "T-FIRE", "name": "Fire Dragon", "colours": ["fire"]}
    play(
        [guard, fire],
        {"field": [{"code": "MP01-042", "label": "guard"}, {"code": "FWD-010", "label": "mine"}]},
        [
            {"p1": "act", "card": "guard"},
            {"p1": "choose", "cards": ["dragon"]},
            *RESOLVE,
            {"p1": "option", "option": "Coral Sentinel attacks Fire Dragon"},
            *RESOLVE * 5,  # FoW 1018.1: the dragon's 100 battle damage is prevented, the coral's is not
            {
                "expect": {
                    "card.mine.counters.damage": 0,
                    "card.mine.zone": "p1.field",
                    "card.dragon.zone": "p2.graveyard",
                }
            },
        ],
        "FoW 1018.1",
        field=[{"code": "T-FIRE", "label": "dragon", "state": "rested"}],
    )


def test_destroy_the_j_resonator_this_card_dealt_damage_to() -> None:
    # CFC-072: When this card deals damage to a J/resonator ⇒ Destroy that J/resonator.
    creature = real("CFC-072")  # [200/200]
    assert creature["script"][0]["effect"] == [{"do": "fow.destroy", "cards": "event_card"}]
    wall = {
        **real("CFC-072"),
        "code": "T-WALL",
        "name": "Wall",
        "script": [],
        "fields": {"atk": 0, "def": 5000},
    }
    play(
        [creature, wall],
        {"field": [{"code": "CFC-072", "label": "creature"}]},
        [
            {"p1": "option", "option": "Creature from Chaos attacks Wall"},
            *RESOLVE * 5,  # FoW 1007.2: 200 damage, the wall survives it; the trigger destroys it
            {"expect": {"card.wall.zone": "p2.graveyard", "card.creature.zone": "p1.field"}},
        ],
        "FoW 1007.2",
        field=[{"code": "T-WALL", "label": "wall", "state": "rested"}],
    )
    # VIN001-031: Return all resonators to their owners' hands. MPR-027: … this card deals 200
    # damage to each player.
    assert real("VIN001-031")["script"][0]["effect"][0]["to"] == "hand"
    assert real("MPR-027")["script"][-1]["effect"] == [{"do": "fow.damage", "player": "both", "amount": 200}]
    # TAT-073: When a resonator your opponent controls is put into a graveyard, … (only a card
    # in a field is controlled: from the field, FoW 906.7b)
    trigger = real("TAT-073")["script"][0]["trigger"]
    assert (trigger["from"], trigger["fow.field_of"]) == ("field", "opponent")


def test_a_cost_rests_two_recovered_resonators_you_control() -> None:
    # ENW-091: Rest two recovered resonators you control: Rest target J/resonator.
    commander = real("ENW-091")
    ability = next(a for a in commander["script"] if a.get("cost") and "n" in a["cost"][0])
    index = commander["script"].index(ability)
    play(
        [commander],
        {
            "field": [
                {"code": "ENW-091", "label": "commander"},
                {"code": "FWD-010", "label": "one"},
                {"code": "FWD-013", "label": "two"},
            ]
        },
        [
            {"p1": "act", "card": "commander", "ability": index},
            {"p1": "choose", "cards": ["coral"]},  # FoW 903.2g: the target
            {"p1": "choose", "cards": ["one"]},  # FoW 1013.1: the cost, one card at a time
            {"p1": "choose", "cards": ["two"]},
            *RESOLVE,
            {
                "expect": {
                    "card.one.state": "rested",
                    "card.two.state": "rested",
                    "card.coral.state": "rested",
                }
            },
        ],
        "FoW 1013.1",
        field=[{"code": "FWD-010", "label": "coral"}],
    )
    # MOA-032: Rest five recovered Elves you control: … (the race printed in the plural: Elf)
    cost = real("MOA-032")["script"][-1]["cost"][0]
    assert cost["n"] == 5 and "Elf" in cost["rest"]["races"]


def test_counters_put_on_this_card_trigger() -> None:
    # EDL-016: Whenever one or more [+100/+100] counters are put on this card ⇒ Draw a card.
    # EDL-004: {Rest}: Put a [+100/+100] counter on another entity you control.
    student, mentor = real("EDL-016"), real("EDL-004")
    play(
        [student, mentor],
        {
            "field": [
                {"code": "EDL-016", "label": "student", "counters": {"+100/+100": 1}},
                {"code": "EDL-004", "label": "mentor"},
            ]
        },
        [
            {"p1": "act", "card": "mentor", "ability": 2},
            *RESOLVE,
            {"p1": "choose", "cards": ["student"]},  # the player's choice among their own
            *RESOLVE,  # FoW 1022: the counter put on it triggers it
            {"expect": {"card.student.counters.+100/+100": 2, "p1.hand.count": 1, "stack": []}},
        ],
        "FoW 1022",
    )


def test_put_this_card_from_your_graveyard_into_your_hand_is_played_from_the_graveyard() -> None:
    # SDV5-022: {B} {B}: Put this card from your graveyard into your hand.
    skeleton = real("SDV5-022")
    assert skeleton["script"][0]["zones"] == ["graveyard"]
    play(
        [skeleton, real("VIN001-090")],  # a Darkness Magic Stone
        {"graveyard": [{"code": "SDV5-022", "label": "skeleton"}], "stones": ["VIN001-090", "VIN001-090"]},
        [
            {"p1": "act", "card": "skeleton"},
            *RESOLVE,
            {"expect": {"card.skeleton.zone": "p1.hand"}},
        ],
        "FoW 905.2a",
    )
    # MP01-164: Remove three Spirit Magics in your graveyard …: the race printed in the plural
    assert "Spirit Magic" in real("MP01-164")["script"][-1]["cost"][0]["remove"]["races"]


def test_drawing_a_card_triggers_and_a_search_into_the_hand_does_not() -> None:
    # EDL-049: Whenever you draw a card ⇒ Put two [+100/+100] counters on this card.
    scholar = real("EDL-049")
    search = compile_line(
        "[Enter] >>> Search your deck for a resonator and put it into your hand.", "resonator"
    )
    seeker = {**real("MSW-043"), "code": "T-SEEK", "name": "Seeker", "script": [search.ability]}
    play(
        [scholar, seeker, real("TMS-044")],
        {
            "field": [{"code": "EDL-049", "label": "scholar"}],
            "hand": [{"code": "T-SEEK", "label": "seeker"}],
            "stones": ["FWD-S04", "FWD-S04", "FWD-S02", "FWD-S02", "FWD-S02", "FWD-S02"],
        },
        [
            {"p1": "play", "card": "seeker"},
            *RESOLVE * 2,  # it enters; its [Enter] searches (no draw)
            {"p1": "choose", "cards": ["FWD-013"]},
            {"expect": {"card.scholar.counters.+100/+100": 0, "stack": []}},
        ],
        "FoW 1009",
    )
    draw = {
        **real("BFA-035"),
        "code": "T-DRAW",
        "name": "Draw",
        "script": [compile_line("Draw a card.", "chant").ability],
    }
    play(
        [scholar, draw],
        {"field": [{"code": "EDL-049", "label": "scholar"}], "hand": ["T-DRAW"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "T-DRAW"},
            *RESOLVE,
            *RESOLVE,  # FoW 1009: the card drawn triggers it
            {"expect": {"p1.hand.count": 1, "card.scholar.counters.+100/+100": 2}},
        ],
        "FoW 1009",
    )


def test_a_step_done_only_if_a_condition_holds() -> None:
    # MP01-121J: {Rest}: If you have no cards in your hand, draw two cards.
    seer = real("MP01-121J")
    for hand, drawn in (([], 2), (["FWD-045"], 1)):
        play(
            [seer],
            {"field": [{"code": "MP01-121J", "label": "seer"}], "hand": hand},
            [
                {"p1": "act", "card": "seer", "ability": 1},
                *RESOLVE,  # the condition is read as the effect is carried out
                {"expect": {"p1.hand.count": drawn, "card.seer.state": "rested"}},
            ],
            "FoW 903.3",
        )
    # CST-040: [Enter] >>> If you control one or more additions, draw a card.
    step = real("CST-040")["script"][-1]["effect"][0]
    assert step["do"] == "if" and step["then"] == [{"do": "draw", "n": 1}]


def test_damage_to_target_opponent() -> None:
    # VIN003-021: {Rest}: This card deals 200 damage to target opponent. (two players: the one
    # opponent, always a legal target, FoW 903.2g, D19)
    imp = real("VIN003-021")
    ability = next(a for a in imp["script"] if a.get("cost") == [{"rest": "this"}])
    play(
        [imp],
        {"field": [{"code": "VIN003-021", "label": "imp"}]},
        [
            {"p1": "act", "card": "imp", "ability": imp["script"].index(ability)},
            *RESOLVE,
            {"expect": {"value.p2.life": 3800, "value.p1.life": 4000}},
        ],
        "FoW 903.2g",
    )


def test_this_cards_controller_removes_it_at_the_next_end_of_turn() -> None:
    # JRP-012: {Rest}: Rest target non-magic stone entity. It doesn't recover during its
    # controller's next recovery phase. At the next end of turn >>> This card's controller
    # removes it from the game. Play this ability only during each player's main phase.
    ninja = real("JRP-012")  # an addition
    ability = next(a for a in ninja["script"] if a.get("condition") == {"phase": "main"})
    play(
        [ninja],
        {"field": [{"code": "JRP-012", "label": "ninja"}]},
        [
            {"p1": "act", "card": "ninja", "ability": ninja["script"].index(ability)},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.state": "rested", "card.ninja.zone": "p1.field"}},
            *_passes("1212"),  # to the end phase: FoW 906.8, the delayed ability (505.3)
            *_passes("12"),
            {"expect": {"phase": "end", "card.ninja.zone": "p1.removed", "card.coral.zone": "p2.field"}},
        ],
        "FoW 906.8",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_an_automatic_ability_given_until_end_of_turn() -> None:
    # ENW-053: Pay 300 life: This card gains "Whenever this card deals damage to a resonator ⇒
    # Destroy that resonator." until end of turn.
    fairy = real("ENW-053")  # [100/400]
    wall = {
        **real("CFC-072"),
        "code": "T-WALL",
        "name": "Wall",
        "script": [],
        "fields": {"atk": 0, "def": 5000},
    }
    play(
        [fairy, wall],
        {"field": [{"code": "ENW-053", "label": "fairy"}]},
        [
            {"p1": "act", "card": "fairy", "ability": 1},
            *RESOLVE,
            {"expect": {"value.p1.life": 3700}},
            {"p1": "option", "option": "Fairy of the Malefic Tree attacks Wall"},
            *RESOLVE * 5,  # FoW 1020: the ability it was given triggers on its battle damage
            {"expect": {"card.wall.zone": "p2.graveyard", "card.fairy.zone": "p1.field"}},
        ],
        "FoW 1020",
        field=[{"code": "T-WALL", "label": "wall", "state": "rested"}],
    )
    # not an [Enter] given to a card that has already entered
    line = 'Target resonator gains "[Enter] >>> Draw a card." until end of turn.'
    assert compile_line(line, "chant").ability.get("automated") is False


def test_a_line_with_two_targets_is_by_hand_and_still_announced() -> None:
    # DBV-003: [Enter] ⇒ Destroy target rested J/resonator or target addition. You gain 1000
    # life. (by hand; its trigger is still read, so it is announced when it triggers)
    ability = real("DBV-003")["script"][-1]
    assert ability["automated"] is False
    assert ability["trigger"] == {"on": "move", "card": "this", "to": "field"}


def _moon() -> dict[str, Any]:
    """A fire Moon resonator costing {R} with no abilities (FoW 201.4: its attribute and race)."""
    card = real("CMB-024")
    fields = {**card["fields"], "cost": "{R}", "races": ["Moon"]}
    return {**card, "code": "T-MOON", "name": "Test Moon", "text": "", "script": [], "fields": fields}


def test_an_automatic_ability_in_the_graveyard_puts_its_card_into_the_field() -> None:
    # CMB-024: "Whenever a fire Moon enters the field under your control >>> Put this card from
    # your graveyard into the field." (the ability works in the graveyard, as printed, FoW 902.1)
    wolf = real("CMB-024")
    assert wolf["script"][-1]["zones"] == ["graveyard"]
    play(
        [wolf, _moon(), real("VIN001-091")],  # a Fire Magic Stone
        {
            "graveyard": [{"code": "CMB-024", "label": "wolf"}],
            "hand": [{"code": "T-MOON", "label": "moon"}],
            "stones": ["VIN001-091"],
        },
        [
            {"p1": "play", "card": "moon"},
            *RESOLVE,  # the Moon resolves into the field; the wolf's ability goes onto the chase (906)
            *RESOLVE,
            {"expect": {"card.wolf.zone": "p1.field", "card.wolf.state": "recovered"}},
        ],
        "FoW 906.1",
    )


def test_it_is_the_card_that_entered_the_field() -> None:
    # NDR-057 (an addition): "Whenever a Machine resonator enters the field under your control ⇒
    # Put a [+100/+100] counter on it." ("it": the card the trigger names, not this card)
    factory = real("NDR-057")
    assert factory["script"][-1]["effect"][0]["cards"] == "event_card"
    machine = _moon()
    machine = {**machine, "fields": {**machine["fields"], "races": ["Machine"]}}
    play(
        [factory, machine, real("VIN001-091")],
        {
            "field": [{"code": "NDR-057", "label": "factory"}],
            "hand": [{"code": "T-MOON", "label": "machine"}],
            "stones": ["VIN001-091"],
        },
        [
            {"p1": "play", "card": "machine"},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"card.machine.counters.+100/+100": 1, "card.factory.counters.+100/+100": 0}},
        ],
        "FoW 1022",
    )


def test_then_starts_a_sentence_carried_out_after_the_one_before() -> None:
    # MSW-042 (a ruler): "{Rest}: Draw a card. Then put a card from your hand on the bottom of
    # your deck." (FoW 903.3: the effect in order)
    moojdart = real("MSW-042")
    play(
        [moojdart],
        {
            "ruler_area": [{"code": "MSW-042", "label": "moojdart"}],
            "hand": [{"code": "FWD-001", "label": "squire"}],
        },
        [
            {"p1": "act", "card": "moojdart"},
            *RESOLVE,
            {"expect": {"p1.hand.count": 2, "decision.player": "p1"}},
            {"p1": "choose", "cards": ["squire"]},
            {"expect": {"card.squire.zone": "p1.deck", "p1.hand.count": 1, "p1.deck.count": 5}},
        ],
        "FoW 903.3",
    )


def test_a_search_for_a_resonator_with_total_cost_n_finds_exactly_that_cost() -> None:
    # DBV-071: "[Enter] ⇒ Put the top card of your magic stone deck into the field rested. Search
    # your deck for a resonator with total cost 1, reveal it and put it into your hand. Then
    # shuffle your deck." (its cost made {R} here)
    trou = real("DBV-071")
    trou = {**trou, "code": "T-TROU", "fields": {**trou["fields"], "cost": "{R}"}}
    play(
        [trou, real("VIN001-091")],
        {
            "hand": [{"code": "T-TROU", "label": "trou"}],
            "stones": ["VIN001-091"],
            "deck": [{"code": "FWD-002", "label": "two"}, {"code": "FWD-001", "label": "one"}],
        },
        [
            {"p1": "play", "card": "trou"},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"decision.count": 1}},  # FWD-002 has total cost 2 (202.3 / 1014.2)
            {"p1": "choose", "cards": ["one"]},
            {"expect": {"card.one.zone": "p1.hand", "p1.deck.count": 1}},  # the deck shuffled after
        ],
        "FoW 1014.2",
    )


def test_a_non_magic_stone_card_in_the_graveyard_is_any_card_but_a_stone() -> None:
    # TWS-091: "[Enter] >>> Put target non-magic stone card from your graveyard into your hand."
    # (its cost made {R} here; FoW 201.2, 903.2g: only a legal target is offered)
    maamuu = real("TWS-091")
    maamuu = {**maamuu, "code": "T-MAAMUU", "fields": {**maamuu["fields"], "cost": "{R}"}}
    play(
        [maamuu, real("VIN001-091")],
        {
            "hand": [{"code": "T-MAAMUU", "label": "maamuu"}],
            "stones": ["VIN001-091"],
            "graveyard": [{"code": "FWD-S01", "label": "stone"}, {"code": "FWD-001", "label": "squire"}],
        },
        [
            {"p1": "play", "card": "maamuu"},
            *RESOLVE,
            {"expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["squire"]},
            *RESOLVE,
            {"expect": {"card.squire.zone": "p1.hand", "card.stone.zone": "p1.graveyard"}},
        ],
        "FoW 903.2g",
    )


def test_the_beginning_of_each_players_turn_is_each_draw_phase() -> None:
    # FoW 502.1 (decision D23): "At the beginning of each player's turn" is read as each turn's
    # draw phase, whoever's turn it is
    [compiled] = compile_text("At the beginning of each player's turn >>> Draw a card.", "resonator")
    assert compiled.ability["trigger"] == {"on": "phase", "phase": "draw"}


def test_look_at_the_top_cards_puts_a_resonator_found_into_the_field() -> None:
    # AOA-039: "[Enter] ⇒ Look at the top five cards of your deck. You may put a resonator with
    # total cost 5 or less from among them into the field. Put the rest on the bottom of your
    # deck in a random order." (its cost made {R} here; FoW 1014.2, 1140)
    ushuah = real("AOA-039")
    ushuah = {**ushuah, "code": "T-USHUAH", "fields": {**ushuah["fields"], "cost": "{R}"}}
    deck = ["FWD-013", "FWD-013", "FWD-013", {"code": "FWD-001", "label": "squire"}]
    play(
        [ushuah, real("VIN001-091")],
        {
            "hand": [{"code": "T-USHUAH", "label": "ushuah"}],
            "stones": ["VIN001-091"],
            "deck": [*deck, {"code": "FWD-010", "label": "coral"}],
        },
        [
            {"p1": "play", "card": "ushuah"},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"decision.count": 5, "decision.player": "p1"}},
            {"p1": "choose", "cards": ["coral"]},
            {"expect": {"card.coral.zone": "p1.field", "card.coral.state": "recovered", "p1.deck.count": 4}},
        ],
        "FoW 1014.2",
    )


def test_reveal_the_top_cards_and_remove_the_rest_from_the_game() -> None:
    # JRP-008: "[Enter] >>> Reveal the top three cards of your deck. You may put a light card
    # from among them into your hand. Remove the rest from the game." (its cost made {R} here;
    # FoW 1005, 1004)
    titan = real("JRP-008")
    titan = {**titan, "code": "T-TITAN", "fields": {**titan["fields"], "cost": "{R}"}}
    play(
        [titan, real("VIN001-091")],
        {
            "hand": [{"code": "T-TITAN", "label": "titan"}],
            "stones": ["VIN001-091"],
            "deck": [
                "FWD-013",
                "FWD-013",
                {"code": "FWD-010", "label": "coral"},
                {"code": "FWD-001", "label": "squire"},
                {"code": "FWD-008", "label": "oracle"},
            ],
        },
        [
            {"p1": "play", "card": "titan"},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"decision.count": 1}},  # the one light card among the three
            {"p1": "choose", "cards": ["squire"]},
            {
                "expect": {
                    "card.squire.zone": "p1.hand",
                    "card.coral.zone": "p1.removed",
                    "card.oracle.zone": "p1.removed",
                    "p1.deck.count": 2,
                }
            },
        ],
        "FoW 1004",
    )


def test_a_chant_shuffled_into_its_owners_deck_as_it_resolves() -> None:
    # EDL-045: "Return target non-magic stone, non-J-ruler entity to its owner's hand. Draw a
    # card. Shuffle this card into its owner's deck as it resolves." (its cost made {R} here;
    # not into the graveyard, FoW 703.3)
    chant = real("EDL-045")
    chant = {**chant, "code": "T-EDL", "fields": {**chant["fields"], "cost": "{R}"}}
    play(
        [chant, real("VIN001-091")],
        {"hand": [{"code": "T-EDL", "label": "chant"}], "stones": ["VIN001-091"]},
        [
            {"p1": "play", "card": "chant"},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {
                "expect": {
                    "card.coral.zone": "p2.hand",
                    "p1.hand.count": 1,
                    "p1.deck.count": 5,
                    "p1.graveyard.count": 0,
                }
            },
        ],
        "FoW 703.3",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_you_may_within_an_effect_asks_before_the_step() -> None:
    # TUS-020: "God's Art "…" {0}: You may search your deck for a fire or water Metal Lifeform
    # resonator with total cost 1 or less, reveal it and put it into your hand. If you do,
    # shuffle your deck." (the search and its shuffle are done only if the player says yes)
    ability = real("TUS-020")["script"][-1]
    [step] = ability["effect"]
    assert step["do"] == "may"
    assert [s["do"] for s in step["then"]] == ["choose", "reveal", "move", "shuffle"]


def test_then_shuffle_after_you_may_search_shuffles_either_way() -> None:
    # AO2-030 (found by the sample read): "[Enter] ⇒ Put a friendship counter on your J/ruler.
    # You may search your deck for a Four Sacred Beasts, reveal it and put it into your hand.
    # Then shuffle your deck." ("you may" covers the search only; "If you do, shuffle" would
    # cover both, as in TUS-020 above)
    effect = real("AO2-030")["script"][-1]["effect"]
    assert [s["do"] for s in effect] == ["fow.counter", "may", "shuffle"]
    assert [s["do"] for s in effect[1]["then"]] == ["choose", "reveal", "move"]


def test_you_may_discard_if_you_do_gains_life_only_after_a_discard() -> None:
    # NDR-078: "[Enter] ⇒ You may discard a card. If you do, you gain 1000 life." (its cost made
    # {R} here; the discard is the owner's choice, FoW 1019)
    card = real("NDR-078")
    card = {**card, "code": "T-NDR", "fields": {**card["fields"], "cost": "{R}"}}
    start = [
        {"p1": "play", "card": "it"},
        *RESOLVE,
        *RESOLVE,
    ]
    play(
        [card, real("VIN001-091")],
        {
            "hand": [{"code": "T-NDR", "label": "it"}, {"code": "FWD-001", "label": "squire"}],
            "stones": ["VIN001-091"],
        },
        [
            *start,
            {"p1": "yes"},
            {"p1": "choose", "cards": ["squire"]},
            {"expect": {"card.squire.zone": "p1.graveyard", "value.p1.life": 5000}},
        ],
        "FoW 1019",
    )
    play(  # no card to discard: nothing is discarded and no life is gained
        [card, real("VIN001-091")],
        {"hand": [{"code": "T-NDR", "label": "it"}], "stones": ["VIN001-091"]},
        [*start, {"p1": "yes"}, {"expect": {"value.p1.life": 4000}}],
        "FoW 1019",
    )


def test_discard_a_resonator_offers_only_resonators_in_the_hand() -> None:
    # AOA-037: "You may discard a resonator. If you do, draw two cards." (its cost made {R} here;
    # FoW 1019: a card of that kind, the owner's choice)
    nap = real("AOA-037")
    nap = {**nap, "code": "T-NAP", "fields": {**nap["fields"], "cost": "{R}"}}
    hand = [{"code": "T-NAP", "label": "nap"}, {"code": "FWD-001", "label": "squire"}, "FWD-S01"]
    play(
        [nap, real("VIN001-091")],
        {"hand": hand, "stones": ["VIN001-091"]},
        [
            {"p1": "play", "card": "nap"},
            *RESOLVE,
            {"p1": "yes", "expect": {"decision.count": 1}},  # not the magic stone
            {"p1": "choose", "cards": ["squire"]},
            {"expect": {"card.squire.zone": "p1.graveyard", "p1.hand.count": 3}},
        ],
        "FoW 1019",
    )


def test_discard_a_card_at_random_is_a_random_choice_of_your_own_hand() -> None:
    # MP01-076: "When this card is put into a graveyard from the field >>> Discard a card at
    # random." (FoW 1019)
    [choose, move] = real("MP01-076")["script"][-1]["effect"]
    assert choose["from"] == {"zone": "hand", "whose": "you"} and choose["random"] is True
    assert move == {"do": "move", "cards": "discarded", "to": "graveyard"}


def test_energize_gives_the_player_going_second_a_will_coin_that_produces_one_of_its_will() -> None:
    # LEL-058: "[Energize] {W}{G}" (FoW 1119.2: not going first, the player starts the game with a
    # will coin token in the item area, "Banish this: Produce {W} or {G}", 1119.2b; its abilities
    # work there, 1119.2a); CFC-027's "[Energize] {R}" gives nothing to the player going first
    from desktop_app.engine.decks import DeckList
    from desktop_app.engine.game import Game, GameSetup
    from desktop_app.games.force_of_will import cards

    glorius = real("LEL-058")
    assert {"kind": "keyword", "keyword": "energize", "params": {"will": ["light", "wind"]}}.items() <= next(
        a for a in glorius["script"] if a.get("keyword") == "energize"
    ).items()
    first, second = RULES.demo_decks()
    decks = (
        DeckList(first.name, {**first.sections, "ruler": (RULES.card_from_record(real("CFC-027")),)}),
        DeckList(second.name, {**second.sections, "ruler": (RULES.card_from_record(glorius),)}),
    )
    game = Game(RULES, GameSetup(RULES.game_id, RULES.rules_version, decks, 1, {"first_player": "p1"}))
    assert game.cards_in("p1.item_area") == []
    [coin] = game.cards_in("p2.item_area")
    assert coin.token and coin.code == "fow.will-coin.light-wind"
    assert any("FoW 1119.2" in line for line in game.log_lines())
    # P2 plays the token's will ability when it first may (the first turn, P1 passing): the coin
    # is banished and ceases to exist (1303.3a), and its will is produced
    from desktop_app.engine.decisions import Choice

    for _ in range(60):
        decision = game.decision
        assert decision is not None
        coins = [o.key for o in decision.options if o.label.startswith("Will coin")]
        if decision.player == 1 and coins:
            game.apply(Choice.pick(1, coins[0]))
            break
        keys = [o.key for o in decision.options]
        answer = next((k for k in ("pass", "advance") if k in keys), None)
        game.apply(Choice.pick(decision.player, answer) if answer else Choice(decision.player, ()))
    assert game.decision is not None and game.decision.prompt == "produce which will?"
    game.apply(Choice.pick(1, "will:wind"))
    assert game.cards_in("p2.item_area") == [] and game.value("p2.will.wind") == 1
    assert not any(c.code == coin.code for c in game.cards_in("p2.graveyard"))
    # the coin in play: banished to produce one of its two wills, chosen by the player
    record = cards.will_coin_record(("light", "wind"))
    play(
        [record],
        {"item_area": [{"code": record["code"], "label": "coin"}]},
        [
            {"expect": {"actions has": ["Will coin: Banish this: Produce {W} or {G}"]}},
            {"p1": "option", "option": "Will coin: Banish this: Produce {W} or {G}"},
            {"p1": "option", "option": "wind"},
            {"expect": {"value.p1.will.wind": 1, "p1.item_area": [], "value.p1.will.light": 0}},
        ],
        "FoW 1119.2",
    )


def test_a_magic_stone_treated_as_two_magic_stone_types_is_found_as_either() -> None:
    # CFC-093, a special magic stone: "Treat this card as a light magic stone and darkness magic
    # stone." (FoW 201.4c: "a darkness magic stone" refers to cards with that type); the data's
    # own type list is cut to "Special Magic Stone" so the text alone gives the types
    from games.force_of_will.fow_helpers import from_position

    from desktop_app.engine.abilities import Context
    from desktop_app.games.force_of_will import cards

    record = real("CFC-093")
    [treat] = [a for a in record["script"] if a["text"].startswith("Treat")]
    assert treat == {"kind": "cont", "stone_types": ["light", "darkness"], "text": treat["text"]}
    record["fields"] = {**record["fields"], "types": ["Special Magic Stone"]}
    stone = RULES.card_from_record(record)
    assert cards.stone_types(stone) == ("light magic stone", "darkness magic stone")
    game = from_position({"p1": {"stones": ["CFC-093"]}}, extra=[stone])
    [card] = game.cards_in("p1.stones")
    context = Context(game, 0, card.id, card.code, stone.abilities[0])
    find = RULES.interpreter.cards
    found = {
        kind: [c.id for c in find(context, {"zone": "stones", "fow.kind": f"{kind} magic stone"})]
        for kind in ("light", "darkness", "fire")
    }
    assert found == {"light": [card.id], "darkness": [card.id], "fire": []}
    # on a resonator the line stays by hand: "a wind magic stone" is looked for among magic stones
    [hare] = [a for a in real("RDE-088")["script"] if a["text"].startswith("Treat")]
    assert hare["automated"] is False


def test_a_card_that_allows_more_copies_of_itself_in_a_deck() -> None:
    # FoW 402.8 (a deck-building rule replaced by the card): JRP-083 "You may have up to ten copies
    # of this card in your magic stone deck." (not the four of 402.4c); SNV-050 "You may have any
    # number of copies of this card in your deck." (not the four of 402.3b); NWE-088 "up to eight"
    from desktop_app.engine.decks import DeckList

    solarisite, schrodinger, chronopawns = (
        RULES.card_from_record(real(c)) for c in ("JRP-083", "SNV-050", "NWE-088")
    )
    demo = {card.code: card for card in RULES.demo_cards()}
    light = [demo[f"FWD-{n:03d}"] for n in (1, 2, 3, 4, 5, 6, 13, 14, 15)]

    def problems(main: list[Any], stones: list[Any]) -> list[str]:
        sections = {"ruler": (demo["FWD-R01"],), "main": tuple(main), "stones": tuple(stones)}
        return [p.rule for p in RULES.validate_deck(DeckList("test", sections))]

    four_each = [c for c in light for _ in range(4)]
    assert problems([*four_each, *[schrodinger] * 20], [solarisite] * 10) == []
    assert problems([*four_each, *[chronopawns] * 8], [solarisite] * 10) == []
    assert problems([*four_each, *[chronopawns] * 9], [solarisite] * 10) == ["FoW 402.3b"]
    assert problems([*four_each, *[schrodinger] * 4], [solarisite] * 11) == ["FoW 402.4c"]


def test_an_awakening_cost_that_rests_a_j_ruler_is_paid_with_the_card() -> None:
    # MSW-016 {W}: "[Awakening] Rest a recovered J/ruler you control." (FoW 1109.2: the player
    # may pay the awakening cost as the card is played, 903.2c; paid with its will, 903.2j)
    fairy = real("MSW-016")
    [keyword] = [a for a in fairy["script"] if a.get("keyword") == "awakening"]
    assert keyword["params"] == {
        "costs": [
            {"rest": {"zone": ["field", "ruler_area"], "fow.kind": ["ruler", "j-ruler"], "whose": "you"}}
        ]
    }
    for awaken in (True, False):
        play(
            [fairy],
            {
                "ruler_area": [{"code": "FWD-R01", "label": "ruler"}],
                "hand": [{"code": "MSW-016", "label": "fairy"}],
                "stones": [{"code": "FWD-S01", "label": "stone"}],
            },
            [
                {"p1": "play", "card": "fairy"},
                {"expect": {"decision.prompt ~": "awaken it (rest a recovered J/ruler you control)?"}},
                {"p1": "yes" if awaken else "no"},
                *([{"p1": "choose", "cards": ["ruler"]}] if awaken else []),  # the cost's J/ruler
                {
                    "expect": {
                        "card.stone.state": "rested",
                        "card.ruler.state": "rested" if awaken else "recovered",
                    }
                },
            ],
            "FoW 1109.2",
        )
    # with the ruler rested already, the card is played without the question
    play(
        [fairy],
        {
            "ruler_area": [{"code": "FWD-R01", "label": "ruler", "state": "rested"}],
            "hand": [{"code": "MSW-016", "label": "fairy"}],
            "stones": [{"code": "FWD-S01", "label": "stone"}],
        },
        [
            {"p1": "play", "card": "fairy"},
            {"expect": {"card.stone.state": "rested", "chase": ["The Beginning of a Fairy Tale"]}},
        ],
        "FoW 1109.2",
    )


def test_an_awakening_cost_that_rests_a_j_ruler_of_an_attribute() -> None:
    # MSW-003 "Chiffon, Spirit of Guidance" {W}{1}: "[Awakening] Rest a recovered light J/ruler
    # you control: [Enter] >>> Destroy target non-magic stone entity your opponent controls."
    # (FoW 1109.2; 208: the J/ruler's attribute) Lumen (FWD-R01) is light, Marrow (FWD-R02) water
    chiffon = real("MSW-003")
    [keyword] = [a for a in chiffon["script"] if a.get("keyword") == "awakening"]
    assert keyword["params"]["costs"][0]["rest"]["colour"] == "light"
    for ruler, asked in (("FWD-R01", True), ("FWD-R02", False)):
        play(
            [chiffon],
            {
                "ruler_area": [{"code": ruler, "label": "ruler"}],
                "hand": [{"code": "MSW-003", "label": "chiffon"}],
                "stones": ["FWD-S01", "FWD-S01"],
            },
            [
                {"p1": "play", "card": "chiffon"},
                {
                    "expect": {"decision.prompt ~": "awaken it"}
                    if asked
                    else {"chase": ["Chiffon, Spirit of Guidance"]}
                },
            ],
            "FoW 1109.2",
        )


def test_an_awakening_cost_that_discards_stays_by_hand() -> None:
    # "[Awakening] Discard two cards.": as the player is asked (FoW 903.2c) the card is still in
    # the hand and would count as one of the two, so the offer could not be checked
    assert compile_line("[Awakening] Discard two cards.", "resonator").ability["automated"] is False


def test_a_ruler_that_cannot_be_the_starting_ruler_makes_the_deck_illegal() -> None:
    # TST-094 "Satan": "You cannot use this card as your starting ruler." (FoW 402.8: the card
    # changes the deck rules for itself; 402.2: the deck's one ruler)
    from desktop_app.engine.decks import DeckList

    satan = RULES.card_from_record(real("TST-094"))
    assert [a.tags for a in satan.abilities if a.text.startswith("You cannot use")] == [
        ("not_starting_ruler",)
    ]
    first = RULES.demo_decks()[0]
    assert RULES.validate_deck(first) == []
    problems = RULES.validate_deck(DeckList(first.name, {**first.sections, "ruler": (satan,)}))
    assert ("FoW 402.8", ("TST-094",)) in [(p.rule, p.codes) for p in problems]  # (its runes: 402.6d)


def test_solarisation_puts_cards_from_the_removed_area_on_the_bottom_to_pay_less() -> None:
    # JRP-034 {U}{U}{3}: "[Solarisation] (3)". Decision D33 (the publisher's definition,
    # fowtcg.com posts/143): as the card is played, three non-magic stone cards that share an
    # attribute with it may go from the removed area to the bottom of the deck; then {3} less
    card = real("JRP-034")
    assert card["script"][0] == {
        "kind": "keyword",
        "keyword": "solarisation",
        "params": {"n": 3},
        "text": "[Solarisation] (3)",
    }
    removed = [
        {"code": "FWD-010", "label": "a"},
        {"code": "FWD-007", "label": "b"},
        {"code": "FWD-009", "label": "c"},
        {"code": "FWD-013", "label": "void"},  # no attribute: shares none
        {"code": "FWD-S02", "label": "stone"},  # a magic stone
    ]
    p1 = {
        "hand": [{"code": "JRP-034", "label": "it"}],
        "stones": [{"code": "FWD-S02", "label": "s1"}, {"code": "FWD-S02", "label": "s2"}],
        "removed": removed,
    }
    play(
        [card],
        p1,
        [
            {"p1": "play", "card": "it"},  # two stones: playable only with Solarisation
            {"expect": {"decision.prompt ~": "Solarisation"}},
            {"p1": "yes"},
            {"p1": "choose", "cards": ["c", "a", "b"]},
            {
                "expect": {
                    "chase": ["Titan of Water Solarisire"],
                    "card.a.zone": "p1.deck",
                    "card.void.zone": "p1.removed",
                    "card.stone.zone": "p1.removed",
                    "p1.deck.count": 8,
                    "card.s1.state": "rested",
                    "card.s2.state": "rested",
                }
            },
        ],
        "FoW D33",
    )
    # declined, the full cost cannot be paid: the play is undone (decision D6)
    play(
        [card],
        p1,
        [
            {"p1": "play", "card": "it"},
            {"p1": "no"},
            {"expect": {"card.it.zone": "p1.hand", "p1.removed.count": 5, "p1.deck.count": 5}},
        ],
        "FoW D33",
    )


def test_mastery_rests_the_named_card_rather_than_paying_the_cost() -> None:
    # NWE-028 {U}{1}: "[Mastery] "Mikey, Jack of All Trades" (You may rest a recovered card named
    # … you control rather than pay this card's cost.)". Decision D34 (the publisher's reminder
    # text): offered as a way to play the card when such a card is recovered
    card, mikey = real("NWE-028"), real("NWE-027")
    [keyword] = [a for a in card["script"] if a.get("keyword") == "mastery"]
    assert keyword["params"] == {
        "costs": [
            {
                "rest": {
                    "zone": ["field", "stones", "ruler_area"],
                    "name": "Mikey, Jack of All Trades",
                    "whose": "you",
                }
            }
        ]
    }
    play(
        [card, mikey],
        {
            "hand": [{"code": "NWE-028", "label": "it"}],
            "field": [{"code": "NWE-027", "label": "mikey"}, {"code": "FWD-010", "label": "other"}],
        },
        [
            {"p1": "play", "card": "it", "mastery": 1},  # no stones: no will is paid
            {"p1": "choose", "cards": ["mikey"]},
            {
                "expect": {
                    "chase": ["Mikey's Enormous Task"],
                    "card.mikey.state": "rested",
                    "card.other.state": "recovered",
                }
            },
        ],
        "FoW D34",
    )
    # Mikey rested already: the card cannot be played by Mastery (nor paid otherwise)
    play(
        [card, mikey],
        {
            "hand": [{"code": "NWE-028", "label": "it"}],
            "field": [{"code": "NWE-027", "label": "mikey", "state": "rested"}],
        },
        [{"p1": "play", "card": "it", "refused": True}],
        "FoW D34",
    )


def test_mastery_of_a_race_rests_a_ruler_or_j_resonator_of_that_race() -> None:
    # NWE-073 "Night of the Phantom Moon" {W}{U}: "[Mastery] (Fairy Tale) (You may rest a
    # recovered Fariy Tale ruler or J/resonator you control rather than pay this card's cost.)" /
    # "Recover up to two target Fairy Tale J/resonators. They gain [+200/+200] until end of
    # turn." Decision D87 (the reminder text printed on the card): a recovered J/resonator of
    # that race rested rather than the cost; one of another race does not do
    card = real("NWE-073")
    [keyword] = [a for a in card["script"] if a.get("keyword") == "mastery"]
    assert keyword["params"]["costs"][0]["rest"]["races"] == ["Fairy Tale", "Fairy Tales"]

    def tale(code: str, races: list[str]) -> dict[str, Any]:
        fields = {"types": ["Resonator"], "cost": "{W}", "races": races, "atk": 300, "def": 300}
        return {
            "game": "force-of-will",
            "code": code,
            "name": code,
            "type": "resonator",
            "text": "",
            "fields": fields,
        }

    tales = [tale("T-TALE", ["Fairy Tale"]), tale("T-ELF", ["Elf"])]
    play(
        [card, *tales],
        {
            "hand": [{"code": "NWE-073", "label": "it"}],
            "field": [
                {"code": "T-TALE", "label": "tale"},
                {"code": "T-TALE", "label": "tired", "state": "rested"},
                {"code": "T-ELF", "label": "elf"},
            ],
        },
        [
            {"p1": "play", "card": "it", "mastery": 1},  # no stones: no will is paid
            {"p1": "choose", "cards": ["tired"]},  # the spell's target (up to two)
            {"p1": "choose", "cards": ["tale"], "expect": {"decision.count": 1}},  # the Mastery rest
            *RESOLVE,
            {
                "expect": {
                    "card.tale.state": "rested",
                    "card.elf.state": "recovered",
                    "card.tired.state": "recovered",
                    "card.tired.atk": 500,
                }
            },
        ],
        "FoW D87",
    )
    # only the Elf is recovered: not by Mastery
    play(
        [card, *tales],
        {"hand": [{"code": "NWE-073", "label": "it"}], "field": [{"code": "T-ELF", "label": "elf"}]},
        [{"p1": "play", "card": "it", "refused": True}],
        "FoW D87",
    )


def test_mythic_keeps_one_of_the_entities_that_share_a_name() -> None:
    # MP01-095 "Shemhaza, Giver of Forbidden Knowledge": "[Mythic]". Decision D35 (the
    # publisher's reminder text, printed on MP01-022 and others): a player who controls two or
    # more entities with [Mythic] that share a name banishes all but one, the one they keep
    card = real("MP01-095")
    assert card["script"][0] == {"kind": "keyword", "keyword": "mythic", "text": "[Mythic]"}
    play(
        [card],
        {
            "field": [
                {"code": "MP01-095", "label": "a"},
                {"code": "MP01-095", "label": "b"},
                {"code": "FWD-010", "label": "other"},
            ]
        },
        [
            {"expect": {"decision.prompt ~": "[Mythic]"}},
            {"p1": "choose", "cards": ["b"]},
            {
                "expect": {
                    "card.a.zone": "p1.graveyard",
                    "card.b.zone": "p1.field",
                    "card.other.zone": "p1.field",
                }
            },
        ],
        "FoW D35",
    )
    # one of them: nothing happens
    play(
        [card],
        {"field": [{"code": "MP01-095", "label": "a"}]},
        [{"p1": "pass"}, {"expect": {"card.a.zone": "p1.field"}}],
        "FoW D35",
    )


def test_judgment_only_if_a_condition_holds() -> None:
    # EDL-074 "Welser, the Progenitor of Magic": "[Judgment] {0}. Play this ability only if you
    # control ten or more magic stones." (FoW 705.1: Judgment is offered only when it may be
    # played; before, the {0} Judgment was offered with any number of stones)
    welser = real("EDL-074")
    [judgment] = [a for a in welser["script"] if a.get("keyword") == "judgment"]
    assert judgment["condition"] == {
        ">=": [{"count": {"zone": "stones", "fow.kind": "magic stone", "whose": "you"}}, 10]
    }
    for stones, refused in ((9, True), (10, False)):
        play(
            [welser],
            {"ruler_area": ["EDL-074"], "stones": ["FWD-S01"] * stones},
            [{"p1": "judgment", "refused": refused}],
            "FoW 705.1",
        )
    # MP01-139 "The Dusk Girl": "[Judgment] {B}. Play this judgment process only if you have no
    # cards in your hand." (the same condition, the later wording)
    dusk = real("MP01-139")
    [judgment] = [a for a in dusk["script"] if a.get("keyword") == "judgment"]
    assert judgment["condition"] == {"fow.hand_empty": True}
    for hand, refused in ((["FWD-013"], True), ([], False)):
        play(
            [dusk, real("VIN001-090")],
            {"ruler_area": ["MP01-139"], "stones": ["VIN001-090"], "hand": hand},
            [{"p1": "judgment", "refused": refused}],
            "FoW 705.1",
        )


def test_a_judgment_cost_changed_by_the_ruler_and_by_cards_in_the_field() -> None:
    # MP01-135 "Alice, Girl of the Lake": "[Judgment] {8}. You pay {1} less to play this judgment
    # process for each Fairy you control." CFC-082 "The Gate of the Silver Key" (an addition): "You
    # may pay {1} less to play [Judgment] abilities." Decision D88: the Judgment cost is changed
    # as a card's cost is (903.2i-iv), so two Fairies and the Gate make it {5}
    alice, gate = real("MP01-135"), real("CFC-082")
    [judgment] = [a for a in alice["script"] if a.get("keyword") == "judgment"]
    assert judgment["params"]["changes"][0]["times"] == {
        "count": {"zone": ["field", "stones"], "whose": "you", "races": ["Fairy", "Fairies"]}
    }
    fairy = {
        "game": "force-of-will",
        "code": "T-FAIRY",
        "name": "Test Fairy",
        "type": "resonator",
        "text": "",
        "fields": {"types": ["Resonator"], "cost": "{W}", "races": ["Fairy"], "atk": 300, "def": 300},
    }
    field = ["T-FAIRY", "T-FAIRY", "CFC-082"]
    for stones, refused in ((4, True), (5, False)):
        play(
            [alice, gate, fairy],
            {"ruler_area": ["MP01-135"], "stones": ["FWD-S01"] * stones, "field": field},
            [{"p1": "judgment", "refused": refused}],
            "FoW 705.2",
        )
    # the opponent's Gate does not change this player's Judgment ("you")
    play(
        [alice, gate, fairy],
        {"ruler_area": ["MP01-135"], "stones": ["FWD-S01"] * 5, "field": ["T-FAIRY", "T-FAIRY"]},
        [{"p1": "judgment", "refused": True}],
        "FoW 705.2",
        field=["CFC-082"],
    )


def test_a_judgment_cost_paid_rather_than_the_printed_one() -> None:
    # MP01-093 "Ebony Prophet": "[Judgment] {B}{B}{1}. You pay {B} rather than pay this cost if
    # you control an entity named "Grusbalesta, the Sealing Stone"." (D88; MP01-099 is that
    # magic stone, an entity: 201.2). One darkness stone pays it only with Grusbalesta there.
    prophet, stone, dark = real("MP01-093"), real("MP01-099"), real("VIN001-090")
    for stones, refused in ((["VIN001-090"], True), (["MP01-099"], False)):
        play(
            [prophet, stone, dark],
            {"ruler_area": ["MP01-093"], "stones": stones},
            [{"p1": "judgment", "refused": refused}],
            "FoW 705.2",
        )


def test_an_activate_ability_only_if_a_condition_holds() -> None:
    # "AOA V3 Buy 2" Arwyn: "{Rest}: Another Target wind resonator gains [+500/+500] until end of
    # turn. Play this ability only if you control three or more wind resonators." (FoW 905)
    arwyn = real("AOA V3 Buy 2")
    [act] = [a for a in arwyn["script"] if a["kind"] == "act"]
    assert act["condition"] == {
        ">=": [{"count": {"zone": "field", "fow.kind": "resonator", "colour": "wind", "whose": "you"}}, 3]
    }
    assert act["text"].endswith("Play this ability only if you control three or more wind resonators.")
    for count, refused in ((2, True), (3, False)):
        field = [{"code": "AOA V3 Buy 2", "label": f"a{i}"} for i in range(count)]
        play(
            [arwyn],
            {"field": field},
            [
                {"p1": "act", "card": "a0", "refused": refused},
                *([] if refused else [{"p1": "choose", "cards": ["a1"]}, *RESOLVE]),
                {"expect": {"card.a1.atk": 200 + (0 if refused else 500)}},
            ],
            "FoW 905",
        )


def test_a_resonator_token_is_put_into_the_field() -> None:
    # VIN003-037 "Kaguya, Guardian of the Moon": "{Rest}: Put a [100/100] water Rabbit resonator
    # token into your field." (FoW 1303.1: a resonator, 1303.1b, named and of the race Rabbit,
    # 1303.1d, under the ability's controller, 1303.1c; it enters as a card enters the field)
    kaguya = real("VIN003-037")
    [act] = [a for a in kaguya["script"] if a["kind"] == "act" and "token" in a["text"]]
    assert act["effect"] == [
        {
            "do": "fow.token",
            "n": 1,
            "token": {"name": "Rabbit", "atk": 100, "def": 100, "colours": ["water"], "keywords": []},
        }
    ]
    play(
        [kaguya],
        {"field": [{"code": "VIN003-037", "label": "kaguya"}]},
        [
            {"p1": "act", "card": "kaguya"},
            *RESOLVE,
            {
                "expect": {
                    "p1.field": ["Kaguya, Guardian of the Moon", "Rabbit"],
                    "log has": ["(a token) into the field"],
                }
            },
        ],
        "FoW 1303.1",
    )
    from desktop_app.games.force_of_will import cards

    record = cards.token_record(act["effect"][0]["token"])
    token = RULES.card_from_record(record)
    assert (token.type, token.colours, token.words("races")) == ("resonator", ("water",), ("Rabbit",))
    assert (token.stat("atk"), token.stat("def")) == (100, 100)


def test_tokens_and_non_tokens_as_card_descriptions() -> None:
    # VIN003-037 makes a Rabbit token; LEL-100: "{Rest}: Target resonator token gains
    # [+100/+100] until end of turn." (FoW 1303: only the token may be its target); NWE-012:
    # "[Enter] >>> Destroy target token your opponent controls. If you do, draw two cards, then
    # discard a card." (1303.3a: the token is destroyed, then ceases to exist: it was done)
    kaguya, lancer, cecilia = real("VIN003-037"), real("LEL-100"), real("NWE-012")
    assert lancer["script"][-1]["targets"]["fow.token"] is True
    play(
        [kaguya, lancer],
        {"field": [{"code": "VIN003-037", "label": "kaguya"}, {"code": "LEL-100", "label": "lancer"}]},
        [
            {"p1": "act", "card": "kaguya"},
            *RESOLVE,
            {"p1": "act", "card": "lancer", "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["Rabbit"]},
            *RESOLVE,
            {"expect": {"p1.field": ["Kaguya, Guardian of the Moon", lancer["name"], "Rabbit"]}},
        ],
        "FoW 1303",
        field=["FWD-010"],
    )
    play(
        [kaguya, costed(cecilia, "{U}")],
        {"hand": [{"code": "NWE-012", "label": "cecilia"}], "stones": ["FWD-S02"]},
        [
            {"p1": "pass"},
            {"p2": "act", "card": "kaguya"},
            {"p2": "pass"},
            {"p1": "pass", "expect": {"p2.field.count": 2}},
            {"p1": "play", "card": "cecilia"},
            *RESOLVE,  # it enters; its [Enter] targets the Rabbit token
            {"p1": "choose", "cards": ["Rabbit"]},
            *RESOLVE,
            {"p1": "choose", "cards": ["FWD-013"]},  # "then discard a card": it drew two
            {"expect": {"p2.field.count": 1, "p1.hand.count": 1, "p1.graveyard.count": 1}},
        ],
        "FoW 1303.3a",
        field=[{"code": "VIN003-037", "label": "kaguya"}],
    )


def test_a_card_in_the_field_changes_what_other_cards_cost() -> None:
    # CFC-064 "Sha Wujing": "Your opponent pays {1} more to play chants." CFC-034 "Tiny
    # Reconnaissance Drake": "You may pay {1} less to play resonators with total cost 5 or more."
    # (FoW 903.2i-iii: increases, then 903.2i-iv: reductions, from cards in the field)
    sha, drake = real("CFC-064"), real("CFC-034")
    [more] = [a for a in sha["script"] if "cost_change_others" in a.get("tags", ())]
    assert more["params"] == {
        "change": "more",
        "will": "{1}",
        "who": "opponent",
        "cards": {"fow.kind": "chant"},
    }
    water = [{"code": "FWD-S02", "label": f"s{i}"} for i in range(4)]
    for stones, refused in ((2, True), (3, False)):  # Drowning Riddle {U}{1} costs {U}{2}
        play(
            [sha],
            {"hand": [{"code": "FWD-011", "label": "riddle"}], "stones": water[:stones]},
            [
                {"p1": "play", "card": "riddle", "refused": refused},
                {"expect": {"card.s0.state": "recovered" if refused else "rested"}},
            ],
            "FoW 903.2i",
            field=[{"code": "CFC-064"}],
        )
    for stones, refused in ((3, True), (4, False)):  # Leviathan {U}{U}{3} costs {U}{U}{2}
        play(
            [drake],
            {
                "hand": [{"code": "FWD-054", "label": "leviathan"}],
                "stones": water[:stones],
                "field": ["CFC-034"],
            },
            [{"p1": "play", "card": "leviathan", "refused": refused}],
            "FoW 903.2i",
        )


def test_belligerence_attacks_j_resonators_in_the_turn_it_enters() -> None:
    # JRP-024 "Warrior of Solarisire" {R}{1}: "[Belligerence] (This card can attack J/resonators
    # already during the same turn it enters the field.)" Decision D36 (the publisher's reminder
    # text): in that turn it may attack a J/resonator, not the player (FoW 803.3a, 803.3b)
    warrior, stone = real("JRP-024"), real("VIN001-091")  # a Fire Magic Stone
    assert {"kind": "keyword", "keyword": "belligerence"}.items() <= warrior["script"][1].items()
    for rested_target in (True, False):
        play(
            [warrior, stone],
            {
                "hand": [{"code": "JRP-024", "label": "warrior"}],
                "stones": [{"code": "VIN001-091"}, {"code": "VIN001-091"}],
            },
            [
                {"p1": "play", "card": "warrior"},  # (nothing removed: no Solarisation asked)
                *RESOLVE,
                {
                    "p1": "option",
                    "option": "Warrior of Solarisire attacks Reef Stalker",
                    "refused": not rested_target,
                },
                *(
                    []
                    if rested_target
                    else [
                        {
                            "p1": "option",
                            "option": "Warrior of Solarisire attacks the opponent",
                            "refused": True,
                        }
                    ]
                ),
            ],
            "FoW D36",
            field=[{"code": "FWD-007", "label": "reef", "state": "rested" if rested_target else "recovered"}],
        )


def test_a_rulers_deck_rule_allows_only_its_attributes() -> None:
    # ABC-002 "Arcana: Holy Protector": "You may have only light and/or water cards in your deck
    # with no attributes other than light or water." (FoW 402.8: the ruler changes the rules of
    # the deck: a card with no attribute, or another one, is not allowed)
    from desktop_app.engine.decks import DeckList

    arcana = RULES.card_from_record(real("ABC-002"))
    [rule] = [a for a in arcana.abilities if "deck_attributes" in a.tags]
    assert rule.params == {"attributes": ("light", "water")}
    first = RULES.demo_decks()[0]
    main = first.section("main")
    deck = DeckList(first.name, {**first.sections, "ruler": (arcana,)})
    found = [p for p in RULES.validate_deck(deck) if p.rule == "FoW 402.8" and p.section == "main"]
    outside = {c.code for c in main if not c.colours or not set(c.colours) <= {"light", "water"}}
    assert outside  # the demo deck has cards with no attribute
    assert [set(p.codes) for p in found] == [outside]
    only = DeckList(first.name, {**deck.sections, "main": tuple(c for c in main if c.code not in outside)})
    assert not [p for p in RULES.validate_deck(only) if p.rule == "FoW 402.8" and p.section == "main"]


def test_an_addition_token_is_put_into_the_field() -> None:
    # DBV-020 "Desert Miner": "Banish this card: Put a fire Moon addition token into the field."
    # (FoW 1303.1b: the token is of the type the text names, an addition named and of the race
    # Moon, 1303.1d)
    miner = real("DBV-020")
    [act] = [a for a in miner["script"] if a["kind"] == "act"]
    assert act["effect"][0]["token"] == {
        "name": "Moon",
        "type": "addition",
        "colours": ["fire"],
        "keywords": [],
    }
    play(
        [miner],
        {"field": [{"code": "DBV-020", "label": "miner"}]},
        [
            {"p1": "act", "card": "miner"},
            *RESOLVE,
            {"expect": {"p1.field": ["Moon"], "card.miner.zone": "p1.graveyard"}},
        ],
        "FoW 1303.1b",
    )


def test_each_card_of_a_race_you_control_gains() -> None:
    # CMF-012 "Light Palace, the King's Castle": "[Continuous]: Each Human you control gains
    # [+200/+200]." (FoW 909: a continuous effect on the cards of that race, 1303-style live set)
    palace, prince = real("CMF-012"), real("CMF-002")  # CMF-002: a Fairy Tale, Human, Prince [800/800]
    play(
        [palace, prince],
        {
            "field": [
                {"code": "CMF-012", "label": "palace"},
                {"code": "CMF-002", "label": "prince"},
                {"code": "FWD-010", "label": "coral"},
            ]
        },
        [{"expect": {"card.prince.atk": 1000, "card.prince.def": 1000, "card.coral.atk": 500}}],
        "FoW 909",
    )


def test_a_card_enters_the_field_with_counters() -> None:
    # LEL-006 "Snow White of the Crystal Apple" {W}{W}{2}: "This card enters your field with two
    # [+100/+100] counters on it for each light magic stone you control." (FoW 1022.6)
    snow = real("LEL-006")
    assert snow["script"][0]["params"]["n"] == 2
    stones = [{"code": "FWD-S01"}] * 4 + [{"code": "FWD-S02"}]  # four light magic stones
    play(
        [snow],
        {"hand": [{"code": "LEL-006", "label": "snow"}], "stones": stones},
        [
            {"p1": "play", "card": "snow"},
            *RESOLVE,
            {"expect": {"card.snow.zone": "p1.field", "card.snow.counters.+100/+100": 8}},
        ],
        "FoW 1022.6",
    )


def test_two_awakenings_are_two_choices_or_by_hand() -> None:
    # NDR-047: "[Awakening] {2}: This card enters the field with a growth counter." and
    # "[Awakening] {U}: This card enters the field with a gluttony counter." Each is its own
    # choice (FoW 1109.2; decision D121, played in test_each_of_several_awakenings_…): what each
    # gives is tagged with its number; on a chant, or the same line printed twice, by hand
    text = (
        "[Awakening] {2}: This card enters the field with a growth counter.\n"
        "[Awakening] {U}: This card enters the field with a gluttony counter."
    )
    compiled = compile_text(text, "resonator")
    assert [c.ability.get("tags") for c in compiled[1::2]] == [
        ["enters_with", "awakened", "awakening:0"],
        ["enters_with", "awakened", "awakening:1"],
    ]
    assert [c.automated for c in compile_text(text.partition("\n")[0], "resonator")] == [True, True]
    twice = "[Awakening] {U}: [Enter] ⇒ Draw a card.\n[Awakening] {U}: [Enter] ⇒ Draw a card."
    assert not any(c.automated for c in compile_text(twice, "resonator"))
    spells = "[Awakening] {U}: Draw a card.\n[Awakening] {R}: Draw a card.\nDraw a card."
    assert not any(c.automated for c in compile_text(spells, "chant")[:2])


def test_for_each_ruler_or_entity_of_a_race_you_control() -> None:
    # TWS-015 "Replicant: Aimul" [200/200]: "This card gains [+200/+200] for each Sun Protection
    # ruler or entity you control." (FoW 909: the ruler in its area counts with the entities)
    aimul, child, magog = real("TWS-015"), real("TWS-004"), real("TWS-059")
    play(
        [aimul, child, magog],
        {
            "ruler_area": ["TWS-004"],  # a Sun Protection ruler
            "field": [{"code": "TWS-015", "label": "aimul"}, {"code": "TWS-059"}],  # and an addition
        },
        [{"expect": {"card.aimul.atk": 200 + 400, "card.aimul.def": 200 + 400}}],
        "FoW 909",
    )


def test_tokens_counted_and_for_each_player() -> None:
    # TST-059 "Marching of the Dead" {B}{1}: "Put X [400/400] darkness Zombie resonator tokens
    # into the field, where X is the number of resonators in your graveyard." NWE-081 "Solari,
    # Religious Nation": "{Rest}: Each player puts a [400/400] light Human resonator token into
    # the field." (FoW 1303.1c: each player's under their own control)
    marching, solari, darkness = real("TST-059"), real("NWE-081"), real("VIN001-090")
    # the card's [Fallen] line ("… tokens … instead") keeps the whole chant by hand (D38): its token
    # line is played alone
    token_line = marching["script"][1]["text"]
    marching["script"] = [dict(compile_line(token_line, "chant").ability)]
    play(
        [marching, darkness],
        {
            "hand": [{"code": "TST-059", "label": "marching"}],
            "stones": ["VIN001-090", "VIN001-090"],
            "graveyard": ["FWD-010", "FWD-013", "FWD-011"],  # two resonators and a chant
        },
        [
            {"p1": "play", "card": "marching"},
            *RESOLVE,
            {"expect": {"p1.field": ["Zombie", "Zombie"]}},
        ],
        "FoW 1303.1",
    )
    play(
        [solari],
        {"field": [{"code": "NWE-081", "label": "solari"}]},
        [
            {"p1": "act", "card": "solari"},
            *RESOLVE,
            {"expect": {"p1.field": ["Solari, Religious Nation", "Human"], "p2.field": ["Human"]}},
        ],
        "FoW 1303.1c",
    )


def test_a_search_for_a_card_by_name_into_the_field_never_finds_an_addition_needing_a_host() -> None:
    # the named card may be a chant (it goes to the graveyard, FoW 316.4: see the test below) or
    # an old addition that must be added to a card (1406.3): such an addition is not looked for
    line = (
        'When this card enters the field ⇒ Search your deck for a card named "Devoted Squadron" '
        "and put it into the field. Then shuffle your deck."
    )
    found = compile_line(line, "resonator").ability["effect"][0]["from"]
    assert found["not"] == {
        "fow.kind": [
            "addition:resonator",
            "addition:j/resonator",
            "addition:ruler",
            "addition:j/ruler",
            "addition:j-ruler",
        ]
    }
    assert not compile_line("Search your deck for an addition and put it into the field.", "chant").automated


def test_look_at_your_opponents_hand_and_choose_a_card_they_discard() -> None:
    # CFC-083: "Look at your opponent's hand. Choose a non-resonator card. They discard that
    # card. Put a [+100/+100] counter on a resonator you control." (its cost made {U} here;
    # FoW 1005.1: only the player looking sees the hand; 1019: the owner discards it)
    card = real("CFC-083")
    assert card["script"][0]["effect"][0] == {
        "do": "fow.hand",
        "what": {"not": {"fow.kind": "resonator"}},
        "to": "graveyard",
    }
    card = {**card, "code": "T-CFC", "fields": {**card["fields"], "cost": "{U}"}}
    play(
        [card],
        {
            "hand": [{"code": "T-CFC", "label": "it"}],
            "stones": ["FWD-S02"],
            "field": [{"code": "FWD-007", "label": "stalker"}],
        },
        [
            {"p1": "play", "card": "it"},
            *RESOLVE,
            {"expect": {"decision.count": 1}},  # the chant only: the resonator is no choice
            {"p1": "choose", "cards": ["bene"]},
            {"p1": "choose", "cards": ["stalker"]},
            {
                "expect": {
                    "card.bene.zone": "p2.graveyard",
                    "card.squire.zone": "p2.hand",
                    "card.stalker.atk": 400,
                }
            },
        ],
        "FoW 1005.1",
        hand=[{"code": "FWD-001", "label": "squire"}, {"code": "FWD-005", "label": "bene"}],
    )


def test_your_opponent_reveals_their_hand_to_both_players_then_hides_it() -> None:
    # ADW-050: "[Enter] >>> Your opponent reveals their hand. Draw a card." (FoW 1005.1)
    addition = real("ADW-050")
    assert addition["script"][0]["effect"] == [{"do": "fow.hand", "shown": True}, {"do": "draw", "n": 1}]
    # AOA-050: "Look at your opponent's hand. Draw a card.": seen by this player only
    assert real("AOA-050")["script"][-1]["effect"][0] == {"do": "fow.hand"}
    # MP01-096: "… choose a card from among them. Your opponent puts it on top of its owner's deck."
    assert real("MP01-096")["script"][0]["effect"] == [{"do": "fow.hand", "what": {}, "to": "deck"}]


def test_an_activate_ability_that_produces_will_for_each_resonator_is_a_will_ability() -> None:
    # AOA-048: "{Rest}, banish this card: Produce {U} for each resonator you control. Play this
    # ability only during your turn." (FoW 907.1: no target, produces will: a will ability, played
    # at once, never on the chase; the banished card itself is no longer counted)
    card = real("AOA-048")
    ability = card["script"][0]
    assert "will" in ability["tags"] and ability["effect"][0]["n"] == {
        "count": {"zone": "field", "fow.kind": "resonator", "whose": "you"}
    }
    play(
        [card],
        {
            "field": [
                {"code": "AOA-048", "label": "it"},
                {"code": "FWD-001", "label": "squire"},
                {"code": "FWD-007", "label": "stalker"},
            ]
        },
        [
            {"p1": "will", "card": "it"},
            {
                "expect": {
                    "card.it.zone": "p1.graveyard",
                    "value.p1.will_water": 2,
                    "stack": [],
                    "priority": "p1",
                }
            },
        ],
        "FoW 907.1",
    )
    # "Whenever this card attacks ⇒ Produce {W}." (NDR-017) is an automatic ability: on the chase
    attack = real("NDR-017")["script"][-1]
    assert attack["kind"] == "auto" and attack["effect"] == [{"do": "fow.produce", "will": ["light"]}]


def test_where_x_is_works_x_out_as_the_effect_is_carried_out() -> None:
    # CST-014: "[Enter] >>> Draw X cards, where X is the number of other Fairy entities you
    # control." (its cost made {U} here; FoW 903.2f: X is the number the text gives)
    card = real("CST-014")
    assert card["script"][-1]["effect"][0]["do"] == "let"
    card = {**card, "code": "T-CST", "fields": {**card["fields"], "cost": "{U}"}}
    fairy = {**real("MSW-043"), "code": "T-FAIRY", "name": "Fairy Helper", "fields": {"races": ["Fairy"]}}
    play(
        [card, fairy],
        {
            "hand": [{"code": "T-CST", "label": "it"}],
            "stones": ["FWD-S02"],
            "field": ["T-FAIRY", "T-FAIRY", "FWD-001"],
        },
        [
            {"p1": "play", "card": "it"},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"p1.hand.count": 2}},  # two other Fairies: two cards, not three
        ],
        "FoW 903.2f",
    )
    # "Draw X cards" with no "where X is" stays by hand, but in a chant's spell (D93: its cost's X)
    assert not compile_line("[Enter] >>> Draw X cards.", "resonator").automated


def test_a_card_found_by_name_is_put_into_the_field_as_the_movement_rules_allow() -> None:
    # DBV-065: "[Enter] ⇒ Search your deck for a card named "Huge Toad" and put it into the
    # field. Then shuffle your deck." (its cost made {U} here; FoW 1014.2; 316.4: a chant so
    # named would go to the graveyard instead)
    card = real("DBV-065")
    card = {**card, "code": "T-DBV", "fields": {**card["fields"], "cost": "{U}"}}
    toad = {**real("MSW-043"), "code": "T-TOAD", "name": "Huge Toad"}
    chant = {**real("AOA-050"), "code": "T-TOADC", "name": "Huge Toad"}
    for found, zone in ((toad, "p1.field"), (chant, "p1.graveyard")):
        play(
            [card, found],
            {
                "hand": [{"code": "T-DBV", "label": "it"}],
                "stones": ["FWD-S02"],
                "deck": [*DECK, {"code": found["code"], "label": "toad"}],
            },
            [
                {"p1": "play", "card": "it"},
                *RESOLVE,
                *RESOLVE,
                {"expect": {"decision.count": 1}},  # only the card so named
                {"p1": "choose", "cards": ["toad"]},
                {"expect": {"card.toad.zone": zone, "p1.deck.count": 5}},
            ],
            "FoW 1014.2",
        )


def test_prevent_the_next_damage_is_used_up_by_one_damage() -> None:
    # DBV-096: "Banish a Moon addition: Prevent the next damage that would be dealt to this card
    # this turn." (FoW 1018.1b: all of the next damage, then the effect is gone)
    card = real("DBV-096")
    assert card["script"][0]["effect"] == [{"do": "fow.prevent", "cards": "this", "next": True}]
    addition = real("ADW-050")
    moon = {
        **addition,
        "code": "T-MOONADD",
        "text": "",
        "script": [],
        "fields": {**addition["fields"], "races": ["Moon"]},
    }
    ray = [{"p1": "play", "card": "FWD-032"}, {"p1": "choose", "cards": ["it"]}, *RESOLVE]
    play(
        [card, moon],
        {
            "field": [{"code": "DBV-096", "label": "it"}, {"code": "T-MOONADD", "label": "moon"}],
            "hand": ["FWD-032", "FWD-032"],
            "stones": ["FWD-S02"] * 4 + ["FWD-S04"] * 2,
        },
        [
            {"p1": "act", "card": "it", "ability": 0},
            {"p1": "choose", "cards": ["moon"]},
            *RESOLVE,
            *ray,  # 400 damage to a DEF 200 resonator: prevented
            {"expect": {"card.it.zone": "p1.field", "card.it.counters.damage": 0}},
            *ray,  # the next one is not
            {"expect": {"card.it.zone": "p1.graveyard"}},
        ],
        "FoW 1018.1b",
    )


def test_you_may_pay_will_if_you_do_is_done_only_when_paid() -> None:
    # DBV-034: "[Enter] ⇒ You may pay {R}{1}. If you do, search your deck for a card named "Tiger
    # of Kunlun" and put it into the field. Then shuffle your deck." (its cost made {U} here;
    # FoW 1003.4: a payment is made in full or not at all)
    card = real("DBV-034")
    card = {**card, "code": "T-DBV34", "fields": {**card["fields"], "cost": "{U}"}}
    tiger = {**real("MSW-043"), "code": "T-TIGER", "name": "Tiger of Kunlun"}
    deck = [*DECK, {"code": "T-TIGER", "label": "tiger"}]
    start = [{"p1": "play", "card": "it"}, *RESOLVE, *RESOLVE]
    hand = [{"code": "T-DBV34", "label": "it"}]
    play(
        [card, tiger, real("VIN001-091")],  # a Fire Magic Stone
        {"hand": hand, "stones": ["FWD-S02", "VIN001-091", "FWD-S04"], "deck": deck},
        [
            *start,
            {"p1": "yes"},
            {"p1": "choose", "cards": ["tiger"]},
            {"expect": {"card.tiger.zone": "p1.field", "p1.stones.count": 3}},
        ],
        "FoW 1003.4",
    )
    play(  # no fire will to pay with: nothing is searched
        [card, tiger],
        {"hand": hand, "stones": ["FWD-S02", "FWD-S04", "FWD-S04"], "deck": deck},
        [*start, {"p1": "yes"}, {"expect": {"p1.field.count": 1, "p1.deck.count": 6}}],
        "FoW 1003.4",
    )


def test_rest_a_recovered_j_ruler_if_you_do_destroys_only_when_one_was_rested() -> None:
    # DBV-068: "Rest a recovered J/ruler you control. If you do, destroy target resonator." (its
    # a rune, made a chant costing {U} here; FoW 1013: nothing to rest, nothing done)
    card = real("DBV-068")
    fields = {**card["fields"], "cost": "{U}", "types": ["Chant"]}
    card = {**card, "code": "T-DBV68", "type": "chant", "fields": fields}
    steps = [{"p1": "play", "card": "it"}, {"p1": "choose", "cards": ["coral"]}, *RESOLVE]
    for state, zone in (("recovered", "p2.graveyard"), ("rested", "p2.field")):
        play(
            [card],
            {
                "hand": [{"code": "T-DBV68", "label": "it"}],
                "stones": ["FWD-S02"],
                "ruler_area": [{"code": "FWD-R01", "label": "ruler", "state": state}],
            },
            [
                *steps,
                *([{"p1": "choose", "cards": ["ruler"]}] if state == "recovered" else []),
                {"expect": {"card.coral.zone": zone, "card.ruler.state": "rested"}},
            ],
            "FoW 1013",
            field=[{"code": "FWD-010", "label": "coral"}],
        )


def test_two_keywords_until_end_of_turn_and_stats_with_two_keywords() -> None:
    # AOA-009: "{W}: This card gains [Flying] and [First Strike] until end of turn." (FoW 1020)
    pegasus = real("AOA-009")
    assert pegasus["script"][0]["effect"] == [
        {"grant": "flying", "do": "grant", "cards": "this"},
        {"grant": "first strike", "do": "grant", "cards": "this"},
    ]
    play(
        [pegasus],
        {"field": [{"code": "AOA-009", "label": "it"}], "stones": ["FWD-S01"]},
        [
            {"p1": "act", "card": "it", "ability": 0},
            *RESOLVE,
            {"expect": {"card.it.keywords": ["flying", "first strike"]}},
        ],
        "FoW 1020",
    )
    # SDV1-018: "… ⇒ It gains [+200/+200], [Swiftness], and [Precision] until end of turn."
    effect = real("SDV1-018")["script"][-1]["effect"]
    assert [s.get("grant", s.get("stat")) for s in effect] == ["atk", "def", "swiftness", "precision"]


def test_cancel_target_spell_unless_its_controller_pays() -> None:
    # NWE-044: "Banish this card: Cancel target chant spell unless its controller pays {1}."
    # (FoW 1012: the spell's controller may pay in full instead)
    plant = real("NWE-044")
    assert plant["script"][1]["effect"] == [{"do": "fow.cancel", "cards": "targets", "unless": "{1}"}]
    start = [
        {"p1": "play", "card": "FWD-011"},  # [Quickcast] Draw a card.
        {"p1": "pass"},
        {"p2": "act", "card": "plant", "ability": 1},
        {"p2": "choose", "cards": ["FWD-011"]},
        {"p2": "pass"},
        {"p1": "pass"},
    ]
    for answer, drawn in (("Pay {1}", 1), ("Do not pay", 0)):
        play(
            [plant],
            {"hand": ["FWD-011"], "stones": ["FWD-S02", "FWD-S04", "FWD-S04"]},
            [
                *start,
                {"p1": "option", "option": answer},
                *RESOLVE,
                {"expect": {"p1.hand.count": drawn, "card.plant.zone": "p2.graveyard"}},
            ],
            "FoW 1012",
            field=[{"code": "NWE-044", "label": "plant"}],
        )


def test_a_spell_whose_other_line_replaces_it_instead_is_by_hand() -> None:
    # ACN-090: "This card deals 400 damage to target resonator. / [Torrent] This card deals 700
    # damage instead.": while the [Torrent] line is by hand, the spell it changes is too (910)
    assert all(a.get("automated") is False for a in real("ACN-090")["script"])
    # MSW-069: "… [Revenge] - Destroy the chosen target instead."
    assert not any(a["kind"] == "play" for a in real("MSW-069")["script"])


def test_target_chant_in_your_graveyard_and_up_to_two_targets() -> None:
    # EDL-061: "Put target chant from your graveyard into your hand." (its cost made {U} here;
    # FoW 903.2g: only a chant there is a legal target)
    card = costed(real("EDL-061"), "{U}")
    play(
        [card],
        {
            "hand": ["EDL-061"],
            "stones": ["FWD-S02"],
            "graveyard": [{"code": "FWD-011", "label": "riddle"}, {"code": "FWD-007", "label": "stalker"}],
        },
        [
            {"p1": "play", "card": "EDL-061", "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["riddle"]},
            *RESOLVE,
            {"expect": {"card.riddle.zone": "p1.hand", "card.stalker.zone": "p1.graveyard"}},
        ],
        "FoW 903.2g",
    )
    # ADW-029: "[Enter] >>> Put up to two target Atom chants from your graveyard into your hand."
    targets = real("ADW-029")["script"][2]["targets"]
    assert targets == {
        "fow.kind": "chant",
        "races": ["Atom", "Atoms"],
        "zone": "graveyard",
        "whose": "you",
        "n": 2,
        "up_to": True,
    }


def test_play_this_ability_only_if_a_condition_holds() -> None:
    # SDL4-010: "{G}: This card gains [+200/+200] until end of turn. Play this ability only if
    # your J/ruler is "Fiethsing, Six Sage of Wind" or "Fiethsing, Master Magus of Holy Wind"."
    # (FoW 905: offered only while the condition holds)
    hunter = real("SDL4-010")
    stones = {"stones": ["VIN001-094"]}  # a Wind Magic Stone
    act = {"p1": "act", "card": "hunter"}
    field = {"field": [{"code": "SDL4-010", "label": "hunter"}]}
    play([hunter, real("VIN001-094")], {**field, **stones}, [{**act, "refused": True}], "FoW 905")
    ScenarioRun(
        {
            "title": "compiled card",
            "rules": ["FoW 905"],
            "game": "force-of-will",
            "cards": [hunter, real("SDL4-002"), real("VIN001-094")],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "p1": {"ruler_area": ["SDL4-002"], "deck": DECK, **field, **stones},
                "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
            },
            "step": [act, *RESOLVE, {"expect": {"card.hunter.atk": int(hunter["fields"]["atk"]) + 200}}],
        },
        "test",
    ).run()


def test_whenever_you_play_a_spell_of_a_race() -> None:
    # CST-030J: "Whenever you play an Enchanting Skill spell >>> Rest up to one target non-magic
    # stone entity." (FoW 903.2k: a card played; the race is the card's)
    ruler = real("CST-030J")
    assert ruler["script"][-1]["trigger"]["card"] == {"races": ["Enchanting Skill", "Enchanting Skills"]}
    skill = {
        **real("AOA-050"),
        "code": "T-SKILL",
        "fields": {**real("AOA-050")["fields"], "races": ["Enchanting Skill"], "cost": "{U}"},
    }
    play(
        [ruler, skill],
        {
            "field": [{"code": "CST-030J", "label": "ruler"}],
            "hand": ["T-SKILL", "FWD-011"],
            "stones": ["FWD-S02"] * 4,
        },
        [
            {"p1": "play", "card": "FWD-011"},  # no Enchanting Skill: nothing triggers
            *RESOLVE,
            {"expect": {"stack": []}},
            {"p1": "play", "card": "T-SKILL"},
            {"p1": "choose", "cards": ["coral"]},  # the trigger's target (903.2g)
            *RESOLVE,
            {"expect": {"card.coral.state": "rested"}},
        ],
        "FoW 903.2k",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_a_search_by_race_and_total_cost_into_the_field() -> None:
    # TST-028: "Search your deck for a Cthulhu with total cost 3 or less and put it into the
    # field. Then shuffle your deck." (its cost made {U} here; FoW 1014.2: only such a card)
    card = costed(real("TST-028"), "{U}")
    base = real("MSW-043")
    small = {**base, "code": "T-CTHULHU", "fields": {**base["fields"], "races": ["Cthulhu"], "total_cost": 2}}
    big = {
        **base,
        "code": "T-BIGCTHULHU",
        "fields": {**base["fields"], "races": ["Cthulhu"], "total_cost": 5},
    }
    play(
        [card, small, big],
        {
            "hand": ["TST-028"],
            "stones": ["FWD-S02"],
            "deck": [
                *DECK,
                {"code": "T-CTHULHU", "label": "small"},
                {"code": "T-BIGCTHULHU", "label": "big"},
            ],
        },
        [
            {"p1": "play", "card": "TST-028"},
            *RESOLVE,
            {"expect": {"decision.count": 1}},  # the total cost 2 one only
            {"p1": "choose", "cards": ["small"]},
            {"expect": {"card.small.zone": "p1.field"}},
        ],
        "FoW 1014.2",
    )
    # "it" after a card found or revealed may be that card: by hand (ADW-084, VIN003-080)
    line = (
        "[Enter] >>> Search your deck for a Hero with total cost 2 or less and put it into the field. "
        "Put a guidance counter on it. Then shuffle your deck."
    )
    assert not compile_line(line, "resonator").automated


def test_gains_stats_for_each_card_counted_as_it_resolves() -> None:
    # CST-025: "{R}: This card gains [+200/+200] for each Blazing Skill in your graveyard until
    # end of turn." (FoW 1020.3: counted as it resolves, then fixed)
    card = real("CST-025")
    skill = {
        **real("AOA-050"),
        "code": "T-BLAZE",
        "fields": {**real("AOA-050")["fields"], "races": ["Blazing Skill"]},
    }
    atk = int(card["fields"]["atk"])
    play(
        [card, skill, real("VIN001-091")],
        {
            "field": [{"code": "CST-025", "label": "it"}],
            "stones": ["VIN001-091"],
            "graveyard": ["T-BLAZE", "T-BLAZE", "FWD-011"],
        },
        [{"p1": "act", "card": "it"}, *RESOLVE, {"expect": {"card.it.atk": atk + 400}}],
        "FoW 1020.3",
    )
    # CST-071: "[Enter] >>> Your opponent discards a card and banishes a resonator." (1019, 1011)
    effect = real("CST-071")["script"][2]["effect"]
    assert [s.get("player") for s in effect if s["do"] == "choose"] == ["opponent", "opponent"]


def test_damage_multiplied_by_a_number_and_a_card_put_from_the_hand_into_the_field() -> None:
    # AOA-019: "This card deals 300 damage multiplied by the number of resonators you control to
    # target J/resonator." (its cost made {U} here; FoW 1007: counted as the damage is dealt)
    ray = costed(real("AOA-019"), "{U}")
    play(
        [ray],
        {"hand": ["AOA-019"], "stones": ["FWD-S02"], "field": ["FWD-001", "FWD-007"]},
        [
            {"p1": "play", "card": "AOA-019"},
            {"p1": "choose", "cards": ["sentinel"]},
            *RESOLVE,
            {"expect": {"card.sentinel.counters.damage": 600}},  # two resonators: 600
        ],
        "FoW 1007",
        field=[{"code": "FWD-010", "label": "sentinel"}],
    )
    # RDE-031: "Put a Myth resonator from your hand into your field." (its cost made {U} here)
    myth = costed(real("RDE-031"), "{U}")
    base = real("MSW-043")
    legend = {**base, "code": "T-MYTH", "fields": {**base["fields"], "races": ["Myth"]}}
    play(
        [myth, legend],
        {"hand": ["RDE-031", {"code": "T-MYTH", "label": "legend"}, "FWD-001"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "RDE-031"},
            *RESOLVE,
            {"expect": {"decision.count": 1}},  # the Myth resonator only
            {"p1": "choose", "cards": ["legend"]},
            {"expect": {"card.legend.zone": "p1.field"}},
        ],
        "FoW 316",
    )


def test_up_to_two_targets_are_chosen_as_it_is_played() -> None:
    # MP01-041: "{Rest}, {W}: Rest up to two target fire or darkness J/resonators." (FoW 903.2g)
    altar = real("MP01-041")
    assert altar["script"][-1]["targets"]["n"] == 2 and altar["script"][-1]["targets"]["up_to"]
    fire = {**real("MSW-043"), "code": "T-FIRE", "name": "Fire Dragon", "colours": ["fire"]}
    play(
        [altar, fire],
        {"field": [{"code": "MP01-041", "label": "altar"}], "stones": ["FWD-S01"]},
        [
            {"p1": "act", "card": "altar", "expect": {"decision.count": 2}},  # the fire ones only
            {"p1": "choose", "cards": ["one", "two"]},
            *RESOLVE,
            {
                "expect": {
                    "card.one.state": "rested",
                    "card.two.state": "rested",
                    "card.coral.state": "recovered",
                }
            },
        ],
        "FoW 903.2g",
        field=[
            {"code": "T-FIRE", "label": "one"},
            {"code": "T-FIRE", "label": "two"},
            {"code": "FWD-010", "label": "coral"},
        ],
    )


def test_misprints_and_more_descriptions_are_read() -> None:
    # NDR-064: "Look a the top five cards of your deck. …" is read as "Look at the" (the reader's
    # misprints), CMB-011: "Destroy target non-magic stone, non-J/resonator entity." (an addition
    # or a regalia, FoW 201.2), CMB-051: "a Human or a Six Sages" (either race)
    assert normalise("Look a the top five cards of your deck.") == "Look at the top five cards of your deck"
    assert real("NDR-064")["script"][-1]["effect"][0]["do"] == "fow.look"
    assert real("CMB-011")["script"][-1]["targets"]["fow.kind"] == ["addition", "regalia"]
    found = real("CMB-051")["script"][-1]["effect"][0]["from"]
    assert {"Human", "Six Sages"} <= set(found["races"])


def test_a_non_magic_stone_non_j_resonator_entity_is_an_addition_or_regalia() -> None:
    # CMB-011: "[Enter] >>> Destroy target non-magic stone, non-J/resonator entity." (its cost
    # made {U} here; FoW 201.2, 903.2g: the resonator is no legal target)
    card = costed(real("CMB-011"), "{U}")
    play(
        [card],
        {"hand": ["CMB-011"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "CMB-011"},
            *RESOLVE,
            {"expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["banner"]},
            *RESOLVE,
            {"expect": {"card.banner.zone": "p2.graveyard", "card.coral.zone": "p2.field"}},
        ],
        "FoW 201.2",
        field=[{"code": "FWD-006", "label": "banner"}, {"code": "FWD-010", "label": "coral"}],
    )


def test_up_to_two_target_elves_reads_the_race_in_the_plural() -> None:
    # ACN-104: "… Up to two target Elves gain [+200/+200] until end of turn." (the race is "Elf";
    # found in the sample read of this round: the plural alone named no race)
    line = "When this card enters the field ⇒ Up to two target Elves gain [+200/+200] until end of turn."
    assert "Elf" in compile_line(line, "resonator").ability["targets"]["races"]


def test_a_card_from_any_graveyard_put_into_the_field_under_your_control() -> None:
    # AOA-098: "Put target resonator from a graveyard into the field under your control." (its
    # cost made {U} here; the opponent's resonator comes into this player's field)
    card = costed(real("AOA-098"), "{U}")
    play(
        [card],
        {"hand": ["AOA-098"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "AOA-098"},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.zone": "p1.field", "card.coral.controller": "p1"}},
        ],
        "FoW 903.2g",
        graveyard=[{"code": "FWD-010", "label": "coral"}],
    )


# ---------------------------------------------------------------- wave 7, second round (fow-a)


def test_modes_with_targets_of_their_own_choose_the_target_after_the_mode() -> None:
    # SDL2-006: "Choose one - This card deals 500 damage to target J/resonator; or this card deals
    # 500 damage to your opponent." (cost made {U}). FoW 903.2e: the options not chosen are as if
    # they didn't exist, so the target is the chosen mode's (903.2g), decision D39
    card = costed(real("SDL2-006"), "{U}")
    spell = next(a for a in card["script"] if "modes" in a)
    assert "targets" not in spell and spell["modes"][0]["targets"]["fow.kind"] == "j/resonator"
    assert "targets" not in spell["modes"][1]
    # a target in one mode only: that mode's (by hand before this round)
    lines = compile_line(
        "Choose one;\n- This card deals 400 damage to target J/resonator.\n- Draw a card.", "chant"
    )
    assert [m.get("targets", {}).get("fow.kind") for m in lines.ability["modes"]] == ["j/resonator", None]
    for option, expect in (
        ("This card deals 500 damage to target J/resonator", {"card.coral.counters.damage": 500}),
        (
            "this card deals 500 damage to your opponent",
            {"value.p2.life": 3500, "card.coral.counters.damage": 0},
        ),
    ):
        steps: list[dict[str, Any]] = [
            {
                "p1": "play",
                "card": "SDL2-006",
                "expect": {"decision.rule": "FoW 903.2e", "decision.count": 2},
            },
        ]
        if "target" in option:  # FoW 903.2g: the mode's target, asked once the mode is chosen
            steps += [
                {"p1": "option", "option": option, "expect": {"decision.rule": "FoW 903.2g"}},
                {"p1": "choose", "cards": ["coral"]},
            ]
        else:
            steps.append({"p1": "option", "option": option})
        play(
            [card],
            {"hand": ["SDL2-006"], "stones": ["FWD-S02"]},
            [*steps, *RESOLVE, {"expect": expect}],
            "FoW 903.2e",
            field=[{"code": "FWD-010", "label": "coral"}],
        )
    # FoW 903.2g: with no J/resonator to target, only the other mode can be chosen
    play(
        [card],
        {"hand": ["SDL2-006"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "SDL2-006", "expect": {"decision.count": 1}},
            {"p1": "option", "option": "this card deals 500 damage to your opponent"},
            *RESOLVE,
            {"expect": {"value.p2.life": 3500}},
        ],
        "FoW 903.2g",
    )


def test_a_player_target_in_one_mode_is_that_modes_own() -> None:
    # RDE-010: "Choose one - This card deals 400 damage to target resonator. Produce {R}; or this
    # card deals 500 damage to target player." (cost made {U})
    card = costed(real("RDE-010"), "{U}")
    spell = next(a for a in card["script"] if "modes" in a)
    assert spell["modes"][1]["target_player"] is True and "target_player" not in spell
    play(
        [card],
        {"hand": ["RDE-010"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "RDE-010"},
            {
                "p1": "option",
                "option": "this card deals 500 damage to target player",
                "expect": {"decision.rule": "FoW 903.2g", "decision.count": 2},  # the two players
            },
            {"p1": "option", "option": "player:1"},
            *RESOLVE,
            {"expect": {"value.p2.life": 3500}},
        ],
        "FoW 903.2g",
    )


def test_choose_one_at_random_asks_no_player_for_the_mode() -> None:
    # ADW-031: "Choose one at random; - Foresee 3. - Draw a card. - Draw two cards." FoW 903.2e:
    # the mode is picked by the game's random numbers (seeded: the same game picks the same)
    card = real("ADW-031")
    spell = next(a for a in card["script"] if "modes" in a)
    assert spell["random_mode"] is True
    # TST-067: "… >>> Choose one. This ability triggers only once per turn; - …" (906.5: a limit)
    envy = next(a for a in real("TST-067")["script"] if "modes" in a)
    assert envy["limit"] == 1 and [m["label"] for m in envy["modes"]] == ["Produce {R} or {B}", "Draw a card"]
    play(
        [card],
        {"hand": ["ADW-031"], "stones": ["FWD-S02"]},
        [
            {
                "p1": "play",
                "card": "ADW-031",
                "expect": {"decision.rule": "FoW 605", "log has": ["chosen at random"]},
            },
        ],
        "FoW 903.2e",
    )


def test_you_gain_life_equal_to_the_def_of_the_card_destroyed() -> None:
    # TST-008: "[Enter] >>> Destroy target resonator your opponent controls. You gain life equal
    # to its DEF." (cost made {U}): the DEF it had as it left the field (906.7b), Coral's 800
    card = costed(real("TST-008"), "{U}")
    play(
        [card],
        {"hand": ["TST-008"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "TST-008"},
            *RESOLVE,
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.zone": "p2.graveyard", "value.p1.life": 4800}},
        ],
        "FoW 906.7b",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_if_you_do_you_gain_life_equal_to_the_def_of_the_card_destroyed() -> None:
    # LEL-043: "When this card enters your field ⇒ Destroy target resonator. If you do, you gain
    # life equal to its DEF." (cost made {U}): destroyed (1010), so the DEF it had as it left the
    # field (906.7b), Coral's 800
    card = costed(real("LEL-043"), "{U}")
    assert card["script"][0]["effect"][2]["if"] == {"chosen": "did"}
    play(
        [card],
        {"hand": ["LEL-043"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "LEL-043"},
            *RESOLVE,
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.zone": "p2.graveyard", "value.p1.life": 4800}},
        ],
        "FoW 906.7b",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_put_into_a_graveyard_from_the_field_gains_life_equal_to_its_last_known_def() -> None:
    # VIN001-008 ([200/200]): "When this card is put into a graveyard from your field, you gain
    # life equal to its DEF." With two [+100/+100] counters its DEF was 400 in the field (909.1h);
    # in the graveyard it is 200 again: the value it had as it left counts (906.7, D65)
    knight = real("VIN001-008")
    assert knight["script"][1]["effect"] == [{"do": "fow.life", "amount": {"fow.event": "last_def"}}]
    line = compile_line("Destroy target resonator.", "chant")
    chant = {**real("BFA-035"), "code": "T-KILL", "name": "Kill", "script": [line.ability]}
    play(
        [knight, chant],
        {
            "hand": ["T-KILL"],
            "stones": ["FWD-S02"],
            "field": [{"code": "VIN001-008", "label": "knight", "counters": {"+100/+100": 2}}],
        },
        [
            {"p1": "play", "card": "T-KILL"},
            {"p1": "choose", "cards": ["knight"]},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"card.knight.zone": "p1.graveyard", "value.p1.life": 4400}},
        ],
        "FoW 906.7",
    )


def test_you_gain_life_equal_to_the_atk_of_the_card_destroyed() -> None:
    # the ATK as the DEF: "Destroy target resonator. You gain life equal to its ATK." (the words of
    # WOM-013, whose "that is attacking you" is not read yet): the ATK it had as it left the field
    # (its last known value, 906.7b), Coral's 500
    line = compile_line("Destroy target resonator. You gain life equal to its ATK.", "chant")
    assert line.ability.get("automated", True)
    chant = {**real("BFA-035"), "code": "T-DRAIN", "name": "Drain", "script": [line.ability]}
    play(
        [chant],
        {"hand": ["T-DRAIN"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "T-DRAIN"},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.zone": "p2.graveyard", "value.p1.life": 4500}},
        ],
        "FoW 906.7b",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_choose_both_while_you_control_a_light_and_another_water_j_resonator() -> None:
    # LEL-024: "Choose one, if you control a light J/resonator and another water J/resonator, you
    # may choose both - Draw two cards; or return target resonator to its owner's hand." (cost
    # made {U}). FoW 903.2e: up to two modes while the condition holds, carried out in printed
    # order; the target is the chosen mode's (903.2g)
    card = costed(real("LEL-024"), "{U}")
    spell = next(a for a in card["script"] if "modes" in a)
    assert spell["more_modes"]["n"] == 2 and "targets" in spell["modes"][1]
    play(
        [card],
        {
            "hand": ["LEL-024"],
            "stones": ["FWD-S02"],
            "field": [{"code": "FWD-001", "label": "squire"}, {"code": "FWD-010", "label": "coral"}],
        },
        [
            {"p1": "play", "card": "LEL-024"},
            {"p1": "option", "option": "return target resonator to its owner's hand"},
            {"p1": "option", "option": "Draw two cards", "expect": {"decision.rule": "FoW 903.2g"}},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.zone": "p1.hand", "p1.hand.count": 3}},
        ],
        "FoW 903.2e",
    )
    # one card both light and water is not "a light J/resonator and another water J/resonator"
    prism = {**real("MSW-043"), "code": "T-PRISM", "name": "Prism", "colours": ["light", "water"]}
    play(
        [card, prism],
        {"hand": ["LEL-024"], "stones": ["FWD-S02"], "field": [{"code": "T-PRISM", "label": "prism"}]},
        [
            {"p1": "play", "card": "LEL-024"},
            {"p1": "option", "option": "Draw two cards", "expect": {"decision.rule": "FoW 605"}},
        ],
        "FoW 903.2e",
    )


def test_a_target_loses_all_abilities_until_end_of_turn() -> None:
    # TAT-048: "[Activate] Pay {0}: Target resonator you control loses all abilities until end of
    # turn." FoW 909.1d: its keywords ([Flying] of MSW-007 here) are gone, as are its other
    # abilities; until end of turn only
    card = real("TAT-048")
    [act] = [a for a in card["script"] if a["kind"] == "act"]
    assert act["effect"] == [{"do": "fow.lose_abilities", "cards": "targets"}]
    play(
        [card, real("MSW-007")],
        {
            "field": [
                {"code": "TAT-048", "label": "sapper"},
                {"code": "MSW-007", "label": "flyer"},
                {"code": "TAT-048", "label": "other"},
            ]
        },
        [
            {"expect": {"card.flyer.keywords": ["flying"]}},
            {"p1": "act", "card": "sapper"},
            {"p1": "choose", "cards": ["flyer"]},
            *RESOLVE,
            {"expect": {"card.flyer.keywords": []}},
            {"p1": "act", "card": "sapper"},
            {"p1": "choose", "cards": ["other"]},
            *RESOLVE,
            # the other copy's activate ability no longer works: it cannot be played (FoW 909.1d)
            {"p1": "act", "card": "other", "refused": True},
        ],
        "FoW 909.1d",
    )


def test_return_target_spell_to_its_owners_hand_leaves_it_unresolved() -> None:
    # LEL-026: "[Quickcast] / Return target spell to its owner's hand." (cost made {U}). The spell
    # leaves the chase into the hand and does nothing (FoW 903.3: only what is on the chase
    # resolves; it is not cancelled, 1012)
    card = costed(real("LEL-026"), "{U}")
    spell = next(a for a in card["script"] if a["kind"] == "play")
    assert spell["effect"] == [{"do": "fow.off_chase", "cards": "targets", "to": "hand"}]
    play(
        [card],
        {
            "hand": [{"code": "FWD-021", "label": "flash"}, "LEL-026"],
            "stones": ["FWD-S01", "FWD-S01", "FWD-S01", "FWD-S02"],
        },
        [
            {"p1": "play", "card": "flash"},
            {"p1": "choose", "cards": ["coral"]},
            {"p1": "play", "card": "LEL-026"},
            {"p1": "choose", "cards": ["flash"]},
            *RESOLVE,
            {"expect": {"card.flash.zone": "p1.hand", "stack": []}},
            {"expect": {"card.coral.zone": "p2.field"}},
        ],
        "FoW 903.3",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_target_special_magic_stone_is_never_a_basic_one() -> None:
    # CMF-021: "[Activate] Banish this card: Destroy target special magic stone." (FoW 201.4)
    moon = real("CMF-021")
    assert moon["script"][-1]["targets"]["fow.kind"] == "special magic stone"
    play(
        [moon, real("TTT-086")],
        {"field": [{"code": "CMF-021", "label": "moon"}]},
        [
            {"p1": "act", "card": "moon", "expect": {"decision.count": 1}},  # FoW 903.2g: the special one
            {"p1": "choose", "cards": ["special"]},
            *RESOLVE,
            {"expect": {"card.special.zone": "p2.graveyard", "card.basic.zone": "p2.stones"}},
        ],
        "FoW 201.4",
        stones=[{"code": "TTT-086", "label": "special"}, {"code": "FWD-S01", "label": "basic"}],
    )


def test_players_cannot_chase_to_this_ability() -> None:
    # MSW-090's awakened ability: "[Enter] >>> Destroy up to two target J/resonators your opponent
    # controls. Players cannot chase to this ability." (FoW 1008.2; here on a plain enter trigger,
    # the card MSW-043 given it, with the demo chant [Quickcast] Morning Benediction in p2's hand)
    given = next(a for a in real("MSW-090")["script"] if "awakened" in a.get("tags", ()))
    assert "cannot_chase" in given["tags"]
    line = compile_line(
        "[Enter] >>> Destroy up to two target J/resonators your opponent controls. "
        "Players cannot chase to this ability.",
        "resonator",
    )
    lock = {**real("MSW-043"), "code": "T-LOCK", "name": "Lock", "script": [line.ability]}
    play(
        [lock],
        {"hand": ["T-LOCK"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "T-LOCK"},
            *RESOLVE,
            {"p1": "choose", "cards": ["coral"]},  # its target, as it goes onto the chase (903.2g)
            {
                "p1": "pass",
                "expect": {"decision.player": "p2", "actions lacks": ["Play Morning Benediction"]},
            },
            {"p2": "pass"},
            {"expect": {"card.coral.zone": "p2.graveyard"}},
        ],
        "FoW 1008.2",
        field=[{"code": "FWD-010", "label": "coral"}],
        hand=["FWD-005"],
        stones=["FWD-S01", "FWD-S01"],
    )


def test_a_cost_that_discards_a_card_of_a_kind() -> None:
    # NDR-061: "Discard a chant: This card gains [+800/0] until end of turn. Play this ability only
    # once per turn." FoW 1019: only a chant of its player's hand may be discarded for it
    card = real("NDR-061")
    play(
        [card],
        {
            "field": [{"code": "NDR-061", "label": "sprite"}],
            "hand": [{"code": "FWD-005", "label": "chant"}, {"code": "FWD-013", "label": "tinker"}],
        },
        [
            {"p1": "act", "card": "sprite", "expect": {"decision.count": 1}},  # the chant only
            {"p1": "choose", "cards": ["chant"], "expect": {"card.chant.zone": "p1.graveyard"}},
            *RESOLVE,
            {"expect": {"card.sprite.atk": card["fields"]["atk"] + 800, "card.tinker.zone": "p1.hand"}},
        ],
        "FoW 1019",
    )


def test_damage_to_your_opponent_and_each_j_resonator_they_control() -> None:
    # TUS-024: "Whenever this card attacks >>> It deals 200 damage to your opponent and each
    # J/resonator they control." One damage event to the player and the cards (FoW 1007)
    dino = real("TUS-024")
    play(
        [dino],
        {"field": [{"code": "TUS-024", "label": "dino"}]},
        [
            {"p1": "option", "option": "Rushing Dinosaur attacks the opponent"},
            *RESOLVE * 2,  # the trigger, put onto the chase as the attack is declared, resolves
            {"expect": {"value.p2.life": 3800, "card.coral.counters.damage": 200}},
        ],
        "FoW 1007",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_a_continuous_ability_gives_an_automatic_ability_while_its_condition_holds() -> None:
    # CMB-024 "Lone Wolf of the Crimson Moon" ([Swiftness], 200/200, +200/+200 for each Moon
    # entity): "This card gains "Whenever this card attacks >>> It deals 4000 damage to your
    # opponent." as long as you control nine or more Moon entities." (FoW 909, 1020: the card
    # holds the given ability while the condition holds; its "this card" is the holder)
    wolf = real("CMB-024")
    [held] = [a for a in wolf["script"] if a["kind"] == "cont" and "condition" in a]
    assert held["modifiers"][0]["to"] == "this"
    assert held["modifiers"][0]["grant"]["trigger"] == {"on": "fow.attack", "card": "this"}
    moon = {
        "game": "force-of-will",
        "code": "T-MOON",
        "name": "Moon Pup",
        "type": "resonator",
        "colours": ["fire"],
        "text": "",
        "fields": {"races": ["Moon"], "cost": "{R}", "total_cost": 1, "atk": 100, "def": 100},
    }
    # eight: no trigger, the battle deals its ATK (200 + 8 x 200); nine: the trigger resolves
    # (the attack, then the trigger on the chase) and deals 4000, which ends the game (1202.1)
    for moons, passes, life in ((8, 5, 4000 - 200 - 8 * 200), (9, 2, 0)):
        field = [{"code": "CMB-024", "label": "wolf"}, *(["T-MOON"] * moons)]
        play(
            [wolf, moon],
            {"field": field},
            [
                {"p1": "option", "option": f"{wolf['name']} attacks the opponent"},
                *RESOLVE * passes,
                {"expect": {"value.p2.life": life}},
            ],
            "FoW 909",
        )
    # an activate ability given to a group: each of them holds it (a will ability given to
    # anything but magic stones stays by hand: see the next test for those)
    given = compile_line('Resonators you control gain "[Activate] {Rest}: Draw a card"', "resonator")
    assert given.automated
    assert given.ability["modifiers"][0]["grant"]["kind"] == "act"
    assert not compile_line('Resonators you control gain "{Rest}: Produce {R}."', "resonator").automated
    source = {
        "game": "force-of-will",
        "code": "T-GIVER",
        "name": "Giver",
        "type": "resonator",
        "colours": ["fire"],
        "text": 'Resonators you control gain "[Activate] {Rest}: Draw a card"',
        "fields": {"cost": "{R}", "total_cost": 1, "atk": 100, "def": 100},
        "script": [given.ability],
    }
    play(
        [source],
        {"field": [{"code": "T-GIVER", "label": "giver"}, {"code": "FWD-010", "label": "coral"}]},
        [
            {"p1": "act", "card": "coral"},
            {"expect": {"card.coral.state": "rested"}},
            *RESOLVE,
            {"expect": {"p1.hand.count": 1}},
        ],
        "FoW 905",
    )


def test_a_magic_stones_will_ability_that_removes_a_counter_is_played_by_its_controller() -> None:
    # VIN003-086: "{Rest}: Produce {R}." / "{Rest}, remove a magic counter from this card:
    # Produce {U}." (FoW 907: the rules rest it for its plain {R} while paying; the {U} is a
    # will ability its controller plays, removing a counter, 907.2, 1022)
    stone = real("VIN003-086")
    [plain] = [a for a in stone["script"] if a.get("keyword") == "stone will"]
    assert plain["params"] == {"will": ["fire"]}
    [costed] = [a for a in stone["script"] if a["kind"] == "act"]
    assert costed["tags"] == ["will"]
    assert costed["cost"] == [{"rest": "this"}, {"remove_counter": "magic"}]
    label = "VIN003-086: {Rest}, remove a magic counter from this card: Produce {U}."
    stones = [{"code": "VIN003-086", "label": "stone", "counters": {"magic": 2}}]
    play(
        [stone],
        {"hand": ["Echo of the Deep"], "stones": stones},
        [
            # its plain will is fire: Echo of the Deep's {U} cannot be paid by the rules
            {"p1": "play", "card": "Echo of the Deep", "refused": True},
            {"expect": {"actions has": [label.replace("VIN003-086", stone["name"])]}},
            {"p1": "option", "option": label.replace("VIN003-086", stone["name"])},
            {
                "expect": {
                    "value.p1.will.water": 1,
                    "card.stone.state": "rested",
                    "card.stone.counters.magic": 1,
                    "stack": [],
                }
            },
            {"p1": "play", "card": "Echo of the Deep"},
            *RESOLVE,
            {"expect": {"p1.hand.count": 1, "value.p1.will.water": 0}},
        ],
        "FoW 907",
    )
    # no counter left: only its plain will
    play(
        [stone],
        {"stones": [{"code": "VIN003-086", "label": "stone"}]},
        [{"expect": {"actions lacks": [label.replace("VIN003-086", stone["name"])]}}],
        "FoW 1022",
    )


def test_magic_stones_given_a_will_ability_may_be_rested_for_it_while_paying() -> None:
    # DBV-035 "Tiny Fire and Water Dragon": "Fire magic stones you control gain " {Rest}:
    # Produce {U}."." (FoW 907: a fire magic stone may now be rested for {U} as well as its
    # own {R}; the rules play either while paying, 1003)
    dragon = real("DBV-035")
    [given] = [a for a in dragon["script"] if a["text"].startswith("Fire magic stones")]
    assert given["modifiers"] == [
        {
            "to": {"zone": "stones", "fow.kind": "fire magic stone", "whose": "you"},
            "grant": {
                "kind": "keyword",
                "keyword": "stone will",
                "params": {"will": ["water"]},
                "text": "{Rest}: Produce {U}.",
            },
        }
    ]
    fire = real("VIN001-091")  # Fire Magic Stone: {Rest}: Produce {R}.
    for field, refused in (([], True), (["DBV-035"], False)):
        play(
            [dragon, fire],
            {
                "hand": ["Echo of the Deep"],
                "stones": [{"code": "VIN001-091", "label": "stone"}],
                "field": field,
            },
            [
                {"p1": "play", "card": "Echo of the Deep", "refused": refused},
                *([] if refused else [{"expect": {"card.stone.state": "rested", "log has": ["water will"]}}]),
            ],
            "FoW 907",
        )


def test_will_that_may_be_spent_only_on_chants_pays_for_a_chant_only() -> None:
    # VIN003-045: "{Rest}: Produce {U}. Spend this will only to play chants." (FoW 907: the will
    # is in the pool apart from the rest, and pays only for playing a chant, 903.2j)
    sprite = real("VIN003-045")
    [act] = [a for a in sprite["script"] if a["kind"] == "act"]
    assert act["tags"] == ["will"]
    assert act["effect"] == [{"do": "fow.produce", "will": ["water"], "only": {"fow.kind": "chant"}}]
    blue = {
        "game": "force-of-will",
        "code": "T-BLUE",
        "name": "Blue Pup",
        "type": "resonator",
        "colours": ["water"],
        "text": "",
        "fields": {"cost": "{U}", "total_cost": 1, "atk": 100, "def": 100},
    }
    produce = f"{sprite['name']}: {act['text']}"
    play(
        [sprite, blue],
        {"hand": ["Echo of the Deep", "T-BLUE"], "field": [{"code": "VIN003-045", "label": "sprite"}]},
        [
            {"p1": "option", "option": produce},
            {"expect": {"card.sprite.state": "rested", "value.p1.will.water": 0}},
            # not a chant: the limited will cannot pay for it
            {"p1": "play", "card": "T-BLUE", "refused": True},
            {"p1": "play", "card": "Echo of the Deep"},
            *RESOLVE,
            {"expect": {"p1.hand.count": 2, "p1.graveyard.count": 1}},  # T-BLUE and the draw
        ],
        "FoW 907",
    )
    # (with a water magic stone it is played: the refusal above was the will's limit)
    play(
        [sprite, blue],
        {"hand": ["T-BLUE"], "stones": ["FWD-S02"]},
        [{"p1": "play", "card": "T-BLUE"}, *RESOLVE, {"expect": {"p1.field.count": 1}}],
        "FoW 907",
    )


def test_the_attribute_cost_of_some_cards_may_be_paid_with_will_of_any_attribute() -> None:
    # CMF-005 "Grimm, the Fairy Tale Prince": "[Continuous]: You may pay the attribute cost of
    # Fairy Tale resonators with will of any attribute." (FoW 1003: CMF-002, a Fairy Tale
    # resonator costing {W}{1}, is paid with two water wills while Grimm is the ruler)
    grimm = real("CMF-005")
    [any_will] = [a for a in grimm["script"] if "attribute cost" in a["text"]]
    assert any_will["params"] == {
        "change": "any",
        "who": "you",
        "cards": {"fow.kind": "resonator", "races": ["Fairy Tale", "Fairy Tales"]},
    }
    prince = real("CMF-002")
    for ruler, refused in (("FWD-R01", True), ("CMF-005", False)):
        play(
            [grimm, prince],
            {"ruler_area": [ruler], "hand": ["CMF-002"], "stones": ["FWD-S02", "FWD-S02"]},
            [{"p1": "play", "card": "CMF-002", "refused": refused}],
            "FoW 1003",
        )


def test_a_magic_stone_that_produces_two_wills_is_played_by_its_controller() -> None:
    # TAT-095 "Magic Stone of Dark Depth": "[Activate] {Rest}: Produce {B} and {U}." (FoW 907:
    # two wills at once are not the one will the rules take from a stone while paying; its
    # controller plays the ability and both wills go to the pool)
    stone = real("TAT-095")
    [act] = [a for a in stone["script"] if a["kind"] == "act"]
    assert act["effect"] == [
        {"do": "fow.produce", "will": ["darkness"]},
        {"do": "fow.produce", "will": ["water"]},
    ]
    produce = f"{stone['name']}: {act['text']}"
    play(
        [stone],
        {"hand": ["Echo of the Deep"], "stones": [{"code": "TAT-095", "label": "stone"}]},
        [
            {"p1": "play", "card": "Echo of the Deep", "refused": True},
            {"p1": "option", "option": produce},
            {"expect": {"card.stone.state": "rested", "value.p1.will.water": 1, "value.p1.will.darkness": 1}},
            {"p1": "play", "card": "Echo of the Deep"},
            {"expect": {"value.p1.will.water": 0, "value.p1.will.darkness": 1}},
        ],
        "FoW 907",
    )
    # "two wills in any combination of attributes": each chosen on its own (VIN003-085)
    tree = real("VIN003-085")
    [act] = [a for a in tree["script"] if a["kind"] == "act"]
    assert (
        act["effect"] == [{"do": "fow.produce", "will": ["light", "fire", "water", "wind", "darkness"]}] * 2
    )


def test_each_other_card_of_a_race_and_a_continuous_if() -> None:
    # CMF-068 "Fina, the Silver Player" (Elf, 400/400): "[Continuous]: Each other Elf you control
    # gains [+400/+400]." Two of them: each gets the other's bonus, not its own (FoW 909)
    fina = real("CMF-068")
    field = [
        {"code": "CMF-068", "label": "a"},
        {"code": "CMF-068", "label": "b"},
        {"code": "FWD-010", "label": "coral"},
    ]
    play(
        [fina],
        {"field": field},
        [{"expect": {"card.a.atk": 800, "card.b.def": 800, "card.coral.atk": 500}}],
        "FoW 909",
    )
    # TAT-005 "Guardian of Tower" (200/600): "[Continuous]: If you control a Tower, this card
    # gains [+0/+600]." (in a continuous ability "if" holds while the condition does, 909)
    guardian = real("TAT-005")
    tower = {
        "game": "force-of-will",
        "code": "T-TOWER",
        "name": "Old Tower",
        "type": "addition",
        "colours": [],
        "text": "",
        "fields": {"races": ["Tower"], "cost": "{1}", "total_cost": 1},
    }
    for others, defence in (([], 600), (["T-TOWER"], 1200)):
        play(
            [guardian, tower],
            {"field": [{"code": "TAT-005", "label": "guard"}, *others]},
            [{"expect": {"card.guard.def": defence, "card.guard.atk": 200}}],
            "FoW 909",
        )


def test_damage_to_you_is_dealt_to_this_card_instead() -> None:
    # ROL-004 "Lars, Sacred King" (1000/1000): "If damage would be dealt to you, it's dealt to
    # this card instead." (FoW 1007, 910: SKL-085, a 1000/1000 flyer, attacks its controller;
    # the 1000 damage is dealt to Lars, which is destroyed, 1010; the life stays 4000)
    lars = real("ROL-004")
    [redirect] = [a for a in lars["script"] if "redirect_damage" in a.get("tags", ())]
    assert redirect["params"] == {"from": "you"}
    knight = real("SKL-085")
    play(
        [lars, knight],
        {"field": [{"code": "SKL-085", "label": "knight"}]},
        [
            {"p1": "option", "option": f"{knight['name']} attacks the opponent"},
            *RESOLVE * 5,
            {"expect": {"value.p2.life": 4000, "card.lars.zone": "p2.graveyard", "log has": ["instead"]}},
        ],
        "FoW 910",
        field=[{"code": "ROL-004", "label": "lars"}],
    )
    # "to a <race> you control": the damage to such a card (not to the player, nor to itself)
    golem = compile_line(
        "If damage would be dealt to a Golem you control, it's dealt to this card instead.", "j-ruler"
    )
    assert golem.ability["params"] == {"from": {"races": ["Golem", "Golems"]}}


def test_will_that_may_be_spent_only_on_the_activate_abilities_of_some_cards() -> None:
    # EDL-052: "{Rest}: Produce {U}. Spend this will only to play activate abilities of cards
    # named "Selesta, Treasure Hunter" you control." (FoW 907: that will pays only such an
    # ability's will cost, 1003; not another card's)
    shell = real("EDL-052")
    [act] = [a for a in shell["script"] if a["kind"] == "act"]
    assert act["effect"][0]["only"] == {
        "ability": {"zone": ["field", "stones"], "name": "Selesta, Treasure Hunter", "whose": "you"}
    }
    draw = compile_line("{U}: Draw a card.", "resonator").ability

    def resonator(code: str, name: str) -> dict[str, Any]:
        return {
            "game": "force-of-will",
            "code": code,
            "name": name,
            "type": "resonator",
            "colours": ["water"],
            "text": "{U}: Draw a card.",
            "fields": {"cost": "{U}", "total_cost": 1, "atk": 100, "def": 100},
            "script": [draw],
        }

    cards = [shell, resonator("T-SELESTA", "Selesta, Treasure Hunter"), resonator("T-OTHER", "Other Diver")]
    field = [
        {"code": "EDL-052", "label": "shell"},
        {"code": "T-SELESTA", "label": "selesta"},
        {"code": "T-OTHER", "label": "other"},
    ]
    play(
        cards,
        {"field": field},
        [
            {"p1": "option", "option": f"{shell['name']}: {act['text']}"},
            {"p1": "act", "card": "other", "refused": True},
            {"p1": "act", "card": "selesta"},
            *RESOLVE,
            {"expect": {"p1.hand.count": 1, "card.shell.state": "rested"}},
        ],
        "FoW 907",
    )


def test_cards_gain_a_keyword_as_long_as_they_are_attacking() -> None:
    # CMB-094 "Headband": "J/resonators you control gain [Eternal] as long as they are
    # attacking." (FoW 909: each of them while it attacks; here on an addition in the field)
    headband = real("CMB-094")
    line = "J/resonators you control gain [Eternal] as long as they are attacking."
    [ability] = [a for a in headband["script"] if a["text"] == line]
    assert ability["modifiers"][0]["to"]["fow.battle"] == "attacking"
    holder = {
        "game": "force-of-will",
        "code": "T-BAND",
        "name": "Band",
        "type": "addition",
        "colours": [],
        "text": line,
        "fields": {"cost": "{1}", "total_cost": 1},
        "script": [ability],
    }
    knight = real("SKL-085")  # [Flying]
    play(
        [holder, knight],
        {"field": ["T-BAND", {"code": "SKL-085", "label": "knight"}, {"code": "FWD-010", "label": "coral"}]},
        [
            {"expect": {"card.knight.keywords": ["flying"]}},
            {"p1": "option", "option": f"{knight['name']} attacks the opponent"},
            {"expect": {"card.knight.keywords": ["flying", "eternal"], "card.coral.keywords": []}},
        ],
        "FoW 909",
    )


def test_for_each_counter_on_the_cards_described() -> None:
    # TUS-071 "Magical Rabbit" (200/200): "This card gains [+200/+200] for each magic counter on
    # J/rulers you control." (FoW 1022, 909: the counters on the ruler in the ruler area count)
    rabbit = real("TUS-071")
    for counters, atk in ((0, 200), (2, 600)):
        ruler = {"code": "FWD-R01", "counters": {"magic": counters}} if counters else "FWD-R01"
        play(
            [rabbit],
            {"ruler_area": [ruler], "field": [{"code": "TUS-071", "label": "rabbit"}]},
            [{"expect": {"card.rabbit.atk": atk, "card.rabbit.def": atk}}],
            "FoW 1022",
        )


def test_the_first_damage_each_turn_is_prevented() -> None:
    # SDL1-003 "Gourmand Gretel" (700/700): "Prevent the first damage that would be dealt to
    # this card each turn." (FoW 1018: Mistral Ray's 400 damage is prevented the first time,
    # dealt the second)
    gretel = real("SDL1-003")
    assert gretel["script"][0]["tags"] == ["prevent_first"]
    stones = ["FWD-S02", "FWD-S04", "FWD-S04"] * 2
    ray = [{"p1": "play", "card": "FWD-032"}, {"p1": "choose", "cards": ["gretel"]}, *RESOLVE]
    play(
        [gretel],
        {"hand": ["FWD-032", "FWD-032"], "stones": stones},
        [
            *ray,
            {"expect": {"card.gretel.counters.damage": 0}},
            *ray,
            {"expect": {"card.gretel.counters.damage": 400, "card.gretel.zone": "p2.field"}},
        ],
        "FoW 1018",
        field=[{"code": "SDL1-003", "label": "gretel"}],
    )
    # CMB-040 "Reunion's Head Chef": "J/resonators you control gain "Prevent the first damage
    # that would be dealt to this card each turn."": each of them holds it (D41)
    chef = real("CMB-040")
    play(
        [chef],
        {"hand": ["FWD-032", "FWD-032"], "stones": stones},
        [
            *ray,
            {"expect": {"card.gretel.counters.damage": 0}},
            *ray,
            {"expect": {"card.gretel.counters.damage": 400}},
        ],
        "FoW 1018",
        field=[{"code": "CMB-040"}, {"code": "FWD-010", "label": "gretel"}],
    )


def test_all_damage_dealt_to_this_card_is_prevented() -> None:
    # LEL-021 "Moojdart's Illusionary Soldier" (100/100): "Prevent all damage that would be dealt
    # to this card during your opponent's turn." (FoW 1018.1b, 910: Mistral Ray's 400 damage is
    # prevented on P1's turn when P2 controls it, dealt (and destroys it) when P1 does)
    soldier = real("LEL-021")
    assert soldier["script"][1]["tags"] == ["prevent_all"]
    stones = ["FWD-S02", "FWD-S04", "FWD-S04"]
    ray = [{"p1": "play", "card": "FWD-032"}, {"p1": "choose", "cards": ["soldier"]}, *RESOLVE]
    play(
        [soldier],
        {"hand": ["FWD-032"], "stones": stones},
        [*ray, {"expect": {"card.soldier.counters.damage": 0, "card.soldier.zone": "p2.field"}}],
        "FoW 1018",
        field=[{"code": "LEL-021", "label": "soldier"}],
    )
    play(
        [soldier],
        {"hand": ["FWD-032"], "stones": stones, "field": [{"code": "LEL-021", "label": "soldier"}]},
        [*ray, {"expect": {"card.soldier.zone": "p1.graveyard"}}],
        "FoW 1018",
    )
    # VIN003-050 "Helsing, Hunter of the Undead" (800/700): "Prevent all damage that would be
    # dealt to this card by darkness resonators.": the source is read; a water chant's damage is dealt
    helsing = real("VIN003-050")
    assert helsing["script"][0]["params"]["by"]["colour"] == "darkness"
    play(
        [helsing],
        {"hand": ["FWD-032"], "stones": stones},
        [*ray, {"expect": {"card.soldier.counters.damage": 400}}],
        "FoW 1018",
        field=[{"code": "VIN003-050", "label": "soldier"}],
    )
    # CST-036 "World Tree Mermaid": "Prevent all damage that would be dealt to this card by
    # chants.": Mistral Ray's damage is prevented
    mermaid = real("CST-036")
    assert mermaid["script"][1]["params"]["by"] == {"fow.kind": "chant"}
    play(
        [mermaid],
        {"hand": ["FWD-032"], "stones": stones},
        [*ray, {"expect": {"card.soldier.counters.damage": 0, "card.soldier.zone": "p2.field"}}],
        "FoW 1018",
        field=[{"code": "CST-036", "label": "soldier"}],
    )
    # the battle damage of CFC-069 "Alhazred's Zealot" (900/700, darkness, no text) is prevented
    zealot = real("CFC-069")
    play(
        [helsing, zealot],
        {"field": [{"code": "CFC-069", "label": "zealot"}]},
        [
            {"p1": "option", "option": "Alhazred's Zealot attacks Helsing, Hunter of the Undead"},
            *RESOLVE * 5,
            {"expect": {"card.helsing.counters.damage": 0, "card.helsing.zone": "p2.field"}},
        ],
        "FoW 1018",
        field=[{"code": "VIN003-050", "label": "helsing", "state": "rested"}],
    )


def test_a_card_that_can_block_j_resonators_with_flying() -> None:
    # CFC-063 "Secluded Elven Village": "J/resonators you control can block J/resonators with
    # [Flying]." (FoW 1106.2: SKL-085, a [Flying] attacker, is blocked by Coral Sentinel, which
    # has no [Flying]; without the village P2 is never asked to block)
    village = real("CFC-063")
    [line] = [a for a in village["script"] if "can block" in a["text"]]
    assert line["modifiers"][0]["grant"] == "block_flying"
    knight = real("SKL-085")
    attack = [{"p1": "option", "option": f"{knight['name']} attacks the opponent"}, *RESOLVE * 2]
    theirs = [{"code": "FWD-010", "label": "coral"}]
    play(
        [village, knight],
        {"field": [{"code": "SKL-085", "label": "knight"}]},
        [
            *attack,
            {"p2": "choose", "cards": ["coral"]},
            {"expect": {"battle.blocker": "Coral Sentinel"}},
        ],
        "FoW 1106.2",
        field=[*theirs, "CFC-063"],
    )
    play(
        [village, knight],
        {"field": [{"code": "SKL-085", "label": "knight"}]},
        [*attack, {"p2": "choose", "cards": ["coral"], "refused": True}],
        "FoW 1106.2",
        field=theirs,
    )


def test_a_quoted_continuous_ability_given_with_a_pump_under_a_count_of_magic_stones() -> None:
    # AOA-047: "This card gains [+300/+300] and "This card cannot be blocked." as long as you
    # control four or more water magic stones." (FoW 1020: the quoted ability's "this card" is
    # the card holding it; 804.2: not blocked; with three water stones P2 is asked to block)
    card = real("AOA-047")
    given = {"stat": "prohibitions", "grant": "cannot:be_blocked", "to": "this"}
    assert card["script"][-1]["modifiers"][-1] == given
    name = card["name"]
    for stones, blocker in ((4, "p1"), (3, "p2")):
        play(
            [card],
            {"field": [{"code": "AOA-047", "label": "it"}], "stones": ["FWD-S02"] * stones},
            [
                {"p1": "option", "option": f"{name} attacks the opponent"},
                *RESOLVE * 2,
                {"expect": {"decision.player": blocker, "card.it.atk": 300 + 300 * (stones == 4)}},
            ],
            "FoW 804.2",
            field=[{"code": "FWD-010", "label": "theirs"}],
        )


def test_you_control_another_race_is_a_card_of_that_race_other_than_this_one() -> None:
    # SNV-068 (a Beast): "This card gains [+100/+100] as long as you control another Beast."
    # (FoW 205: alone it is not another Beast; with a second one both are [700/700]; the
    # opponent's Beast does not count)
    beast = real("SNV-068")
    play(
        [beast],
        {"field": [{"code": "SNV-068", "label": "one"}]},
        [{"expect": {"card.one.atk": 600, "card.one.def": 600}}],
        "FoW 205",
        field=["SNV-068"],
    )
    play(
        [beast],
        {"field": [{"code": "SNV-068", "label": "one"}, {"code": "SNV-068", "label": "two"}]},
        [{"expect": {"card.one.atk": 700, "card.two.def": 700}}],
        "FoW 205",
    )


def test_a_resonator_that_cannot_be_blocked_is_not_blocked() -> None:
    # TAT-062 "Glinda, the Fairy": "[Enter]: Target resonator cannot be blocked until end of
    # turn." (FoW 104.4, 804.2: Coral Sentinel, targeted, attacks; P2's [Flying]-less blocker is
    # not offered, and the 500 damage reaches P2)
    glinda = real("TAT-062")
    wind = real("VIN001-094")
    play(
        [glinda, wind],
        {
            "hand": ["TAT-062"],
            "stones": ["VIN001-094", "VIN001-094"],
            "field": [{"code": "FWD-010", "label": "coral"}],
        },
        [
            {"p1": "play", "card": "TAT-062"},
            *RESOLVE,  # Glinda enters; its [Enter] goes onto the chase with its target
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"p1": "option", "option": "Coral Sentinel attacks the opponent"},
            *RESOLVE * 2,
            {"expect": {"decision.player": "p1"}},  # P2 is not asked to block
            *RESOLVE * 3,
            {"expect": {"value.p2.life": 3500}},
        ],
        "FoW 804.2",
        field=[{"code": "FWD-010", "label": "theirs"}],
    )
    # (without Glinda P2 is asked to block at that point)
    play(
        [glinda],
        {"field": [{"code": "FWD-010", "label": "coral"}]},
        [
            {"p1": "option", "option": "Coral Sentinel attacks the opponent"},
            *RESOLVE * 2,
            {"expect": {"decision.player": "p2"}},
        ],
        "FoW 804.2",
        field=[{"code": "FWD-010", "label": "theirs"}],
    )


def test_the_top_card_looked_at_may_go_to_the_graveyard_or_the_bottom() -> None:
    # DBV-053 "Shadow of Chronos": "{Rest}: Look at the top card of your deck. You may put it into
    # your graveyard."; EDL-017 "The Hidden History - "Oborozuki"": "… You may put it on the
    # bottom of your deck." (FoW 1014.2: only its owner sees it; not chosen, it stays on top)
    shadow, oborozuki = real("DBV-053"), real("EDL-017")
    look = next(i for i, a in enumerate(shadow["script"]) if a["text"].startswith("{Rest}: Look"))
    assert shadow["script"][look]["effect"] == [
        {"do": "fow.look", "n": 1, "up_to": True, "to": "graveyard", "rest": "top"}
    ]
    deck = {"deck": [{"code": "FWD-010", "label": "low"}, {"code": "FWD-013", "label": "top"}]}
    play(
        [shadow],
        {"field": [{"code": "DBV-053", "label": "shadow"}], **deck},
        [
            {"p1": "act", "card": "shadow", "ability": look},
            *RESOLVE,
            {"expect": {"decision.rule": "FoW 1014.2", "decision.count": 1}},
            {"p1": "choose", "cards": ["top"], "expect": {"card.top.zone": "p1.graveyard"}},
        ],
        "FoW 1014.2",
    )
    play(
        [oborozuki],
        {"field": [{"code": "EDL-017", "label": "book"}], **deck},
        [
            {"p1": "act", "card": "book", "ability": 0},
            *RESOLVE,
            {"p1": "choose", "cards": ["top"], "expect": {"p1.deck": ["Wandering Tinker", "Coral Sentinel"]}},
        ],
        "FoW 1014.2",
    )
    play(
        [oborozuki],
        {"field": [{"code": "EDL-017", "label": "book"}], **deck},
        [
            {"p1": "act", "card": "book", "ability": 0},
            *RESOLVE,
            {"p1": "choose", "cards": [], "expect": {"p1.deck": ["Coral Sentinel", "Wandering Tinker"]}},
        ],
        "FoW 1014.2",
    )


def test_a_card_discarded_triggers_from_the_hand() -> None:
    # CFC-039: "When this card is put into a graveyard from your hand ⇒ Draw a card."; MP01-002:
    # "Whenever you discard a card >>> You gain 500 life." (FoW 1019.1: discarding moves a card
    # from the hand to the graveyard; the ability works from the hand and refers to the card in
    # the graveyard, 906.7a). GITS2045-003's "Banish this card: Draw a card. Then discard a
    # card." discards it.
    cfc, book, ghost = real("CFC-039"), real("MP01-002"), real("GITS2045-003")
    [drawn] = [a for a in cfc["script"] if a["text"].startswith("When this card is put into a graveyard")]
    assert drawn["zones"] == ["hand"] and drawn["trigger"]["from"] == "hand"
    play(
        [cfc, book, ghost],
        {
            "hand": [{"code": "CFC-039", "label": "cfc"}],
            "field": [{"code": "GITS2045-003", "label": "ghost"}, {"code": "MP01-002", "label": "book"}],
        },
        [
            {"p1": "act", "card": "ghost", "ability": 0},
            *RESOLVE,
            {"p1": "choose", "cards": ["cfc"], "expect": {"card.cfc.zone": "p1.graveyard"}},
            # both trigger (906.5: their controller chooses which is played first)
            {
                "p1": "option",
                "option": f"Charlotte's Protector: {drawn['text']}",
            },
            *RESOLVE * 2,
            {"expect": {"value.p1.life": 4500, "p1.hand.count": 2}},
        ],
        "FoW 1019.1",
    )


def test_a_cost_that_removes_this_card_from_the_field() -> None:
    # AOA-032 "Nyarlathotep, the Return of Chaos": "{Rest}, remove this card from the game: Draw a
    # card." (FoW 1004: the cost moves it from the field to the removed area; the ability works in
    # the field only, so it cannot be paid from the graveyard)
    chaos = real("AOA-032")
    act = next(i for i, a in enumerate(chaos["script"]) if a["text"].startswith("{Rest}, remove"))
    assert chaos["script"][act]["cost"] == [{"rest": "this"}, {"remove": "this", "zone": "field"}]
    play(
        [chaos],
        {"field": [{"code": "AOA-032", "label": "chaos"}]},
        [
            {"p1": "act", "card": "chaos", "ability": act, "expect": {"card.chaos.zone": "p1.removed"}},
            *RESOLVE,
            {"expect": {"p1.hand.count": 1}},
        ],
        "FoW 1004",
    )
    play(
        [chaos],
        {"graveyard": [{"code": "AOA-032", "label": "chaos"}]},
        [{"p1": "act", "card": "chaos", "ability": act, "refused": True}],
        "FoW 1004",
    )


def test_cards_with_no_counters_of_a_name_on_them() -> None:
    # EDL-004^ "Group of Comets": "Destroy all J/resonators with no [+100/+100] counters on them."
    # (FoW 1022: the one with a counter stays)
    comets = real("EDL-004^")
    assert comets["script"][0]["effect"][0]["cards"]["fow.counters"] == {"name": "+100/+100", "has": False}
    play(
        [comets],
        {
            "hand": ["EDL-004^"],
            "stones": ["FWD-S01"] * 4,
            "field": [
                {"code": "FWD-010", "label": "bare"},
                {"code": "FWD-010", "label": "kept", "counters": {"+100/+100": 1}},
            ],
        },
        [
            {"p1": "play", "card": "EDL-004^"},
            *RESOLVE,
            {
                "expect": {
                    "card.bare.zone": "p1.graveyard",
                    "card.kept.zone": "p1.field",
                    "card.theirs.zone": "p2.graveyard",
                }
            },
        ],
        "FoW 1022",
        field=[{"code": "FWD-010", "label": "theirs"}],
    )
    # a card that left the field has no counters left to read: such a trigger stays by hand
    line = (
        "Whenever a resonator with a promise counter on it is put into a graveyard from the field"
        " ⇒ Draw a card."
    )
    assert not compile_line(line, "resonator").automated


def test_a_card_that_blocks_or_is_blocked_destroys_the_card_it_battles() -> None:
    # SNV-009 "Misteltein, the Pious Sword Saint": "Whenever this card blocks or is blocked by a
    # resonator ⇒ Destroy that resonator." (FoW 804.2: the block names the attacker; "that
    # resonator" is the card it battles: the blocker when it attacks, the attacker when it blocks)
    saint = real("SNV-009")
    [line] = [a for a in saint["script"] if a["text"].startswith("Whenever this card blocks")]
    assert line["effect"] == [{"do": "fow.destroy", "cards": "fow.foe"}]
    play(
        [saint],
        {"field": [{"code": "SNV-009", "label": "saint"}]},
        [
            {"p1": "option", "option": "Misteltein, the Pious Sword Saint attacks the opponent"},
            *RESOLVE * 2,
            {"p2": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.zone": "p2.graveyard", "card.saint.zone": "p1.field"}},
        ],
        "FoW 804.2",
        field=[{"code": "FWD-010", "label": "coral"}],
    )
    play(
        [saint],
        {"field": [{"code": "FWD-010", "label": "coral"}]},
        [
            {"p1": "option", "option": "Coral Sentinel attacks the opponent"},
            *RESOLVE * 2,
            {"p2": "choose", "cards": ["saint"]},
            *RESOLVE,
            {"expect": {"card.coral.zone": "p1.graveyard", "card.saint.zone": "p2.field"}},
        ],
        "FoW 804.2",
        field=[{"code": "SNV-009", "label": "saint"}],
    )


def test_a_trigger_on_the_opponent_drawing_a_card() -> None:
    # CMB-063 "Roamer of the Crimson Moon": "Whenever your opponent draws a card >>> Your opponent
    # loses 400 life." (FoW 1009: P1 draws with VIN002-037's "Banish this card: Draw a card.")
    roamer, isara = real("CMB-063"), real("VIN002-037")
    play(
        [roamer, isara],
        {"field": [{"code": "VIN002-037", "label": "isara"}]},
        [
            {"p1": "act", "card": "isara", "ability": 0},
            *RESOLVE,
            {"expect": {"p1.hand.count": 1}},
            *RESOLVE,
            {"expect": {"value.p1.life": 3600, "value.p2.life": 4000}},
        ],
        "FoW 1009",
        field=["CMB-063"],
    )


def test_a_card_discarded_by_the_opponent_triggers_from_the_hand() -> None:
    # AOA-067: "When this card is put into a graveyard from your hand by a spell or ability your
    # opponent controls ⇒ Put this card into the field." (FoW 1019.1, 906.7a: P1's EDL-093,
    # "Banish this card: Your opponent discards a card.", makes P2 discard it; P2's own discard
    # for a cost or the hand size would not trigger it: the move's player is the effect's
    # controller)
    beast, mikage = real("AOA-067"), real("EDL-093")
    [line] = [a for a in beast["script"] if a["text"].startswith("When this card is put into a graveyard")]
    assert line["trigger"]["player"] == "opponent" and line["zones"] == ["hand"]
    play(
        [beast, mikage],
        {"field": [{"code": "EDL-093", "label": "mikage"}]},
        [
            {"p1": "act", "card": "mikage", "ability": 1},
            *RESOLVE,
            {"p2": "choose", "cards": ["beast"]},
            *RESOLVE,
            {"expect": {"card.beast.zone": "p2.field"}},
        ],
        "FoW 1019.1",
        hand=[{"code": "AOA-067", "label": "beast"}, "FWD-013"],
    )


# --- wave 8, fow-a: searches narrowed by total cost, "any number of cards named", "reveal up to N"


def test_a_search_for_a_card_by_its_total_cost_offers_only_those_cards() -> None:
    # MSW-046: [Enter] >>> Search your deck for a card with total cost 4 or more, reveal it, and
    # put it into your hand. Then shuffle your deck. (FoW 1014.2, 202.3: the total of its cost)
    spirit = real("MSW-046")
    play(
        [spirit, real("JRP-016")],
        {
            "hand": ["MSW-046"],
            "stones": ["FWD-S02"],
            "deck": [
                {"code": "FWD-010", "label": "three"},  # total cost 3
                {"code": "JRP-016", "label": "eight"},  # total cost 8
                "FWD-013",
            ],
        },
        [
            {"p1": "play", "card": "MSW-046"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.count": 1}},  # only the card of cost 4 or more
            {
                "p1": "choose",
                "cards": ["eight"],
                "expect": {"card.eight.zone": "p1.hand", "p1.deck.count": 2},
            },
        ],
        "FoW 1014.2",
    )


def test_any_number_of_cards_named_may_all_be_taken_from_the_deck() -> None:
    # JRP-016: [Enter] >>> You may search your deck for any number of cards named "Crimson
    # Flare", reveal them and put them into your hand. If you do, shuffle your deck.
    nyarlathotep = real("JRP-016")
    enter = next(a for a in nyarlathotep["script"] if "Crimson Flare" in a["text"] and "[Enter]" in a["text"])
    assert enter.get("automated", True) is not False
    # a plain card of that name (the chant's own text does not matter here)
    flare = {**real("MSW-046"), "code": "TEST-FLARE", "name": "Crimson Flare", "text": "", "script": []}
    play(
        [nyarlathotep, flare, real("VIN001-091")],  # a Fire Magic Stone
        {
            "hand": ["JRP-016"],
            "stones": [*["VIN001-091"] * 8],
            "deck": [
                {"code": "TEST-FLARE", "label": "f1"},
                "FWD-013",
                {"code": "TEST-FLARE", "label": "f2"},
            ],
        },
        [
            {"p1": "play", "card": "JRP-016"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.kind": "yes_no"}},  # "you may" (906)
            {"p1": "yes", "expect": {"decision.count": 2}},  # both cards of that name (1014.2)
            {
                "p1": "choose",
                "cards": ["f1", "f2"],
                "expect": {"card.f1.zone": "p1.hand", "card.f2.zone": "p1.hand", "p1.deck.count": 1},
            },
        ],
        "FoW 1014.2",
    )


def test_reveal_up_to_two_cards_from_among_the_top_cards_puts_them_into_the_hand() -> None:
    # EDL-060^ (chant {G}{G}): Look at the top five cards of your deck. You may reveal up to two
    # non-resonator cards from among them and put them into your hand. Put the rest on the
    # bottom of your deck in any order. (FoW 1014.2, 1005)
    results = real("EDL-060^")
    step = results["script"][0]["effect"][0]
    assert (step["do"], step["pick"], step["rest"]) == ("fow.look", 2, "bottom")
    play(
        [results, real("VIN001-094")],  # a Wind Magic Stone
        {
            "hand": ["EDL-060^"],
            "stones": ["VIN001-094", "VIN001-094"],
            "deck": [
                "FWD-013",
                {"code": "FWD-006", "label": "b1"},
                "FWD-010",
                {"code": "FWD-012", "label": "b2"},
                "FWD-013",
            ],
        },
        [
            {"p1": "play", "card": "EDL-060^"},
            *RESOLVE,
            # only the two additions among the five may be chosen, up to two of them
            {"expect": {"decision.rule": "FoW 1014.2", "decision.count": 2}},
            {
                "p1": "choose",
                "cards": ["b1", "b2"],
                "expect": {"card.b1.zone": "p1.hand", "card.b2.zone": "p1.hand", "p1.deck.count": 3},
            },
        ],
        "FoW 1014.2",
    )


@pytest.mark.parametrize(("top", "drawn"), [("FWD-S02", 1), ("FWD-S01", 0)])
def test_resonance_triggers_when_that_kind_of_magic_stone_enters_your_field(top: str, drawn: int) -> None:
    # FoW 1127.2: RDE-020 "[Resonance] Water Magic Stone ⇒ Draw a card." is "Whenever a water
    # magic stone enters the field under your control ⇒ Draw a card": TMS-063 puts the top card
    # of the magic stone deck into the magic stone area; a Water Magic Stone draws, a Light one not
    eia = real("RDE-020")
    assert eia["script"][-1]["trigger"]["card"] == {"fow.kind": ["water magic stone"]}  # D52
    play(
        [costed(real("TMS-063"), "{U}{2}"), eia],
        {
            "hand": ["TMS-063"],
            "field": ["RDE-020"],
            "stones": ["FWD-S02", "FWD-S04", "FWD-S04"],
            "stone_deck": ["FWD-S01", {"code": top, "label": "top"}],
        },
        [
            {"p1": "play", "card": "TMS-063"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"card.top.zone": "p1.stones", "p1.hand.count": 0}},
            {"p1": "pass"},
            {"p2": "pass"},
            {"expect": {"p1.hand.count": drawn}},
        ],
        "FoW 1127.2",
    )


def test_a_search_of_the_magic_stone_deck_puts_the_stone_found_into_the_magic_stone_area() -> None:
    # CFC-060 (chant {G}{1}): Search your magic stone deck for a non-special magic stone and put
    # it into your field. Then shuffle your magic stone deck. (FoW 1014.2, 201.4, 307)
    analysis = real("CFC-060")
    assert analysis["script"][0]["effect"][-1] == {"do": "shuffle", "zone": "stone_deck"}
    play(
        [analysis, real("VIN001-094"), real("VIN001-090"), real("CMF-096")],
        {
            "hand": ["CFC-060"],
            "stones": ["VIN001-094", "VIN001-094"],
            "stone_deck": [{"code": "CMF-096", "label": "special"}, {"code": "VIN001-090", "label": "basic"}],
        },
        [
            {"p1": "play", "card": "CFC-060"},
            *RESOLVE,
            # only the basic stone may be found (the special one is a Special Magic Stone, 201.4)
            {"expect": {"decision.count": 1}},
            {
                "p1": "choose",
                "cards": ["basic"],
                "expect": {"card.basic.zone": "p1.stones", "p1.stone_deck.count": 1},
            },
        ],
        "FoW 1014.2",
    )


@pytest.mark.parametrize(("others", "hand"), [(2, 5), (6, 6)])
def test_x_is_five_minus_the_cards_in_your_hand_and_never_below_zero(others: int, hand: int) -> None:
    # EDL-053: [Enter] ⇒ Draw X cards, where X is five minus the number of cards in your hand.
    # With 2 other cards in hand it draws 3; with 6 it draws none (FoW 104.2: a negative number
    # of times is not done)
    library = real("EDL-053")
    play(
        [library],
        {
            "hand": ["EDL-053", *["FWD-013"] * others],
            "stones": ["FWD-S02", "FWD-S02"],
            "deck": ["FWD-013"] * 8,
        },
        [
            {"p1": "play", "card": "EDL-053"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"p1.hand.count": hand}},
        ],
        "FoW 104.2",
    )


def test_a_resonator_you_control_destroyed_returns_this_card_from_the_graveyard() -> None:
    # JRP-098: Whenever a Dinosaur resonator you control is destroyed >>> You may put this card
    # from your graveyard into your hand. (FoW 1010: destroyed into its owner's graveyard; the
    # ability works in the graveyard, as its text says, 902.1)
    egg = real("JRP-098")
    ability = next(a for a in egg["script"] if "is destroyed" in a["text"])
    assert ability["zones"] == ["graveyard"]
    play(
        [egg, real("BFA-035"), real("ADK-041")],  # Destroy target fire resonator; a Dinosaur
        {
            "hand": ["BFA-035"],
            "stones": ["FWD-S02"],
            "graveyard": [{"code": "JRP-098", "label": "egg"}],
            "field": [{"code": "ADK-041", "label": "dino"}],
        },
        [
            {"p1": "play", "card": "BFA-035"},
            {"p1": "choose", "cards": ["dino"]},
            {"p1": "pass"},
            {"p2": "pass", "expect": {"card.dino.zone": "p1.graveyard"}},
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.kind": "yes_no"}},  # "you may" (906)
            {"p1": "yes", "expect": {"card.egg.zone": "p1.hand"}},
        ],
        "FoW 1010",
    )


def test_a_destroyed_j_resonator_trigger_stays_by_hand() -> None:
    # a destroyed J-ruler returns to the ruler area (1010.1a) with no destruction event: "Whenever a
    # Musketeer J/resonator you control is destroyed" is left by hand
    line = (
        "Whenever a Musketeer J/resonator you control is destroyed >>> "
        "You may put this card from your graveyard into your hand."
    )
    assert compile_line(line, "resonator").ability.get("automated") is False


def test_a_target_your_opponent_controls_with_a_total_cost_is_only_such_a_card() -> None:
    # MOA-021 (chant {U}): Return target resonator your opponent controls with total cost 5 or
    # more to its owner's hand. Draw a card. (FoW 903.2g: only a legal target is offered)
    pursuit = real("MOA-021")
    assert pursuit["script"][0]["targets"]["total_cost"] == {">=": 5}
    play(
        [pursuit, real("JRP-016")],  # a resonator of total cost 8
        {"hand": ["MOA-021"], "stones": ["FWD-S02"], "field": [{"code": "JRP-016", "label": "mine"}]},
        [
            {"p1": "play", "card": "MOA-021", "expect": {"decision.count": 1}},  # not mine, not the small one
            {"p1": "choose", "cards": ["big"]},
            {"p1": "pass"},
            {
                "p2": "pass",
                "expect": {"card.big.zone": "p2.hand", "card.small.zone": "p2.field", "p1.hand.count": 1},
            },
        ],
        "FoW 903.2g",
        field=[{"code": "JRP-016", "label": "big"}, {"code": "FWD-010", "label": "small"}],
    )


def test_all_other_j_resonators_are_every_one_but_this_card() -> None:
    # VIN003-017: When this card enters your field ⇒ Rest all other J/resonators. (this card
    # stays recovered; both players' others are rested, 1013)
    barbatos = real("VIN003-017")
    play(
        [barbatos, real("VIN001-091")],  # a Fire Magic Stone
        {
            "hand": [{"code": "VIN003-017", "label": "barbatos"}],
            "stones": ["VIN001-091"] * 4,
            "field": [{"code": "FWD-010", "label": "mine"}],
        },
        [
            {"p1": "play", "card": "barbatos"},
            *RESOLVE,
            {"p1": "pass"},
            {
                "p2": "pass",
                "expect": {
                    "card.barbatos.state": "recovered",
                    "card.mine.state": "rested",
                    "card.theirs.state": "rested",
                },
            },
        ],
        "FoW 1013",
        field=[{"code": "FWD-010", "label": "theirs"}],
    )


def test_a_card_of_your_graveyard_is_chosen_as_the_effect_resolves_not_targeted() -> None:
    # MSW-061: Rest a recovered J/ruler you control: Put a Fairy Tale resonator with total cost 1
    # or less from your graveyard into your hand. (no target: chosen as it resolves, 903.2g)
    history = real("MSW-061")
    ability = next(a for a in history["script"] if "Fairy Tale" in a["text"])
    assert "targets" not in ability
    play(
        [history, real("CMF-003"), real("CMF-002")],  # Fairy Tales of total cost 1 and 2
        {
            "ruler_area": [{"code": "FWD-R01", "label": "ruler"}],
            "field": [{"code": "MSW-061", "label": "history"}],
            "graveyard": [{"code": "CMF-003", "label": "tailor"}, {"code": "CMF-002", "label": "prince"}],
        },
        [
            {"p1": "act", "card": "history", "ability": history["script"].index(ability)},
            {"p1": "choose", "cards": ["ruler"]},  # the cost: rest a recovered J/ruler (1013.1)
            *RESOLVE,
            {"expect": {"decision.count": 1}},  # only the one of total cost 1
            {
                "p1": "choose",
                "cards": ["tailor"],
                "expect": {"card.tailor.zone": "p1.hand", "card.prince.zone": "p1.graveyard"},
            },
        ],
        "FoW 903.2g",
    )


def test_banish_this_card_as_an_effect_puts_it_into_its_owners_graveyard() -> None:
    # RDE-052: At the end of turn ⇒ Banish this card. (FoW 1011.1)
    giant = real("RDE-052")
    play(
        [giant],
        {"field": [{"code": "RDE-052", "label": "giant"}]},
        [
            *_passes("1212"),  # to the end phase, where it triggers (505.3)
            {"expect": {"phase": "end", "card.giant.zone": "p1.field"}},
            *_passes("12"),
            {"expect": {"phase": "end", "card.giant.zone": "p1.graveyard"}},
        ],
        "FoW 1011.1",
    )


def test_banish_this_card_if_you_do_does_the_next_sentence_only_after_banishing() -> None:
    # LEL-028: When this card deals damage to your opponent ⇒ You may banish this card. If you
    # do, you may search your deck for a card named "Skyscraper Giant" and put it into your field.
    # Then shuffle your deck. (FoW 1011.1, 1014.2)
    jack = real("LEL-028")
    play(
        [jack, real("LEL-014")],
        {
            "field": [{"code": "LEL-028", "label": "jack"}],
            "deck": ["FWD-013", {"code": "LEL-014", "label": "giant"}, "FWD-013"],
        },
        [
            {"p1": "option", "option": "Jack, Climbing the Beanstalk attacks the opponent"},
            *RESOLVE * 5,  # the battle's steps (802-807), the damage, the trigger on the chase
            {"expect": {"decision.kind": "yes_no"}},  # "you may banish this card"
            {"p1": "yes", "expect": {"card.jack.zone": "p1.graveyard", "decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["giant"], "expect": {"card.giant.zone": "p1.field"}},
        ],
        "FoW 1011.1",
    )
    play(  # not banished: nothing else happens
        [jack],
        {"field": [{"code": "LEL-028", "label": "jack"}]},
        [
            {"p1": "option", "option": "Jack, Climbing the Beanstalk attacks the opponent"},
            *RESOLVE * 5,
            {"p1": "no", "expect": {"card.jack.zone": "p1.field", "p1.deck.count": 5}},
        ],
        "FoW 1011.1",
    )


def test_it_deals_damage_to_target_player_or_j_resonator_as_this_card() -> None:
    # VIN003-016: When this card enters your field ⇒ It deals 700 damage to target player or
    # J/resonator. ("it" is this card, the trigger's only card; FoW 903.2g, 1007)
    bahamut = real("VIN003-016")
    assert bahamut["script"][-1]["target_player"] is True
    play(
        [bahamut, real("VIN001-091")],  # a Fire Magic Stone
        {"hand": ["VIN003-016"], "stones": ["VIN001-091"] * 6},
        [
            {"p1": "play", "card": "VIN003-016"},
            *RESOLVE,
            # a player or a J/resonator (as VIN001-018's gunner above: the players, Coral Sentinel
            # and this card, 903.2g-i)
            {"expect": {"decision.rule": "FoW 903.2g", "decision.count": 4}},
            {"p1": "option", "option": "player:1"},
            *RESOLVE,
            {"expect": {"value.p2.life": 3300, "card.coral.counters.damage": 0}},
        ],
        "FoW 903.2g",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_a_magic_stone_type_does_not_make_a_resonator_a_magic_stone() -> None:
    # FoW 201.2, 201.4a, 201.4d (decision D46): CST-052 "Poron, Fairy of Harvesting Wind" is
    # printed "Resonator, Wind Magic Stone" ("This card has the magic stone type wind magic
    # stone."); it is a resonator with that magic stone type, not a magic stone; the basic "Wind
    # Magic Stone" HSD-027 is a magic stone
    from desktop_app.games.force_of_will.cards import is_magic_stone, is_resonator, printed_types

    wind, stone = (RULES.card_from_record(real(code)) for code in ("CST-052", "HSD-027"))
    assert "wind magic stone" in printed_types(wind) and is_resonator(wind) and not is_magic_stone(wind)
    assert is_magic_stone(stone)


def test_a_cost_reduction_while_your_ruler_or_your_j_ruler_is_named() -> None:
    # CMF-076 "Silver Bullet" {G}{1}: "If your Ruler is "Christie, the Wind Tracker" or your
    # J-Ruler is "Helsing, the Vampire Hunter", you may pay {1} less to play this card."
    # (FoW 903.2i-iv; the ruler side in the ruler area, or the J-ruler side, 302.3)
    cards = [real(code) for code in ("CMF-076", "CMF-061", "CMF-061J", "VIN001-094")]
    [reduction] = [a for a in cards[0]["script"] if "less" in a["text"]]
    assert reduction.get("automated", True) is not False
    for ruler, playable in (("CMF-061", True), ("CMF-061J", True), ("FWD-R01", False)):
        ScenarioRun(
            {
                "title": "cost reduction",
                "rules": ["FoW 903.2i"],
                "game": "force-of-will",
                "cards": cards,
                "position": {
                    "turn": 3,
                    "turn_player": "p1",
                    "first_player": "p1",
                    "phase": "main",
                    "p1": {
                        "ruler_area": [ruler],
                        "deck": DECK,
                        "hand": [{"code": "CMF-076", "label": "it"}],
                        "stones": ["VIN001-094"],  # one wind stone: {G} alone
                    },
                    "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
                },
                "step": [
                    {"expect": {"actions has" if playable else "actions lacks": ["Play Silver Bullet"]}}
                ],
            },
            "test",
        ).run()


def test_a_continuous_ability_while_your_ruler_is_named() -> None:
    # EDL-006 "Light Servant of Ragnarok" [500/700]: "This card gains [0/+1000] as long as your
    # ruler is "Ragnarok, Invading Dragon Lord"." (FoW 1020.3; the ruler in the ruler area, 302.3)
    cards = [real("EDL-006"), real("EDL-096")]
    for ruler, defence in (("EDL-096", 1700), ("FWD-R01", 700)):
        ScenarioRun(
            {
                "title": "your ruler is",
                "rules": ["FoW 1020.3"],
                "game": "force-of-will",
                "cards": cards,
                "position": {
                    "turn": 3,
                    "turn_player": "p1",
                    "first_player": "p1",
                    "phase": "main",
                    "p1": {
                        "ruler_area": [ruler],
                        "deck": DECK,
                        "field": [{"code": "EDL-006", "label": "servant"}],
                    },
                    "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
                },
                "step": [{"expect": {"card.servant.atk": 500, "card.servant.def": defence}}],
            },
            "test",
        ).run()


def test_a_cost_reduction_while_your_opponent_controls_a_race() -> None:
    # MOA-019 "Susanowo, the Ten-Fist Sword" {R}{R}{R}{3}: "[Continuous]: If your opponent
    # controls a Dragon, you may pay {R}{R}{R} less to play this card." (FoW 903.2i-iv; P2's
    # ENW-032 "Tiny Aggressive Dragon" is a Dragon; P1's own Dragon does not count)
    cards = [real("MOA-019"), real("ENW-032")]
    for p1_field, p2_field, playable in (([], ["ENW-032"], True), (["ENW-032"], [], False)):
        ScenarioRun(
            {
                "title": "cost reduction",
                "rules": ["FoW 903.2i"],
                "game": "force-of-will",
                "cards": cards,
                "position": {
                    "turn": 3,
                    "turn_player": "p1",
                    "first_player": "p1",
                    "phase": "main",
                    "p1": {
                        "ruler_area": ["FWD-R01"],
                        "deck": DECK,
                        "hand": ["MOA-019"],
                        "stones": ["FWD-S04"] * 3,  # {3} of void will
                        "field": p1_field,
                    },
                    "p2": {"ruler_area": ["FWD-R02"], "deck": DECK, "field": p2_field},
                },
                "step": [
                    {
                        "expect": {
                            "actions has" if playable else "actions lacks": [
                                "Play Susanowo, the Ten-Fist Sword"
                            ]
                        }
                    }
                ],
            },
            "test",
        ).run()


def test_if_this_card_was_awakened_reads_how_it_was_played() -> None:
    # MSW-092 {R}{B}, "[Awakening] {R}": "[Enter] >>> Search your deck for a Cthulhu, reveal it,
    # and put it into your hand. Then shuffle your deck. If this card was awakened, produce
    # {R}{B}." (FoW 1109.2: it entered awakened; no Cthulhu in the deck, so only the will)
    cards = [real(code) for code in ("MSW-092", "VIN001-090", "VIN001-091")]
    for awaken, will in ((True, 1), (False, 0)):
        play(
            cards,
            {"hand": ["MSW-092"], "stones": ["VIN001-091", "VIN001-091", "VIN001-090"]},
            [
                {"p1": "play", "card": "MSW-092"},
                {"p1": "yes" if awaken else "no"},  # FoW 903.2c
                *RESOLVE,
                {"p1": "pass"},
                {"p2": "pass"},
                {"expect": {"value.p1.will.fire": will, "value.p1.will.darkness": will, "p1.field.count": 1}},
            ],
            "FoW 1109.2",
        )


def test_if_this_card_was_awakened_in_a_chant() -> None:
    # MSW-015 (a chant, {W}): "J/resonators you control gain [Eternal] until end of turn. If this
    # card was awakened, put ten [+100/+100] counters on a card named "Zero, Apprentice Sage" you
    # control." with "[Awakening] Rest a recovered card named "Zero, Apprentice Sage" you
    # control." (FoW 1109.2: the spell was played awakened; Zero is the ruler MSW-018)
    cards = [real("MSW-015"), real("MSW-018")]
    for awaken, counters in ((True, 10), (False, 0)):
        ScenarioRun(
            {
                "title": "awakened chant",
                "rules": ["FoW 1109.2"],
                "game": "force-of-will",
                "cards": cards,
                "position": {
                    "turn": 3,
                    "turn_player": "p1",
                    "first_player": "p1",
                    "phase": "main",
                    "p1": {
                        "ruler_area": [{"code": "MSW-018", "label": "zero"}],
                        "deck": DECK,
                        "hand": ["MSW-015"],
                        "stones": ["FWD-S01"],
                    },
                    "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
                },
                "step": [
                    {"p1": "play", "card": "MSW-015"},
                    {"p1": "yes" if awaken else "no"},  # FoW 903.2c
                    *([{"p1": "choose", "cards": ["zero"]}] if awaken else []),  # the rest
                    *RESOLVE,
                    *([{"p1": "choose", "cards": ["zero"]}] if awaken else []),  # the card named
                    {"expect": {"card.zero.counters.+100/+100": counters}},
                ],
            },
            "test",
        ).run()


def test_conditions_on_the_cards_in_your_hand_and_graveyard() -> None:
    # EDL-056 "Waterfront Frog": "This card gains [Flying] as long as you have five or more cards
    # in your hand." (FoW 1020.3); HSD-019 "Soul Spirit" {B}{2}: "You may pay {2} less to play
    # this card if there are seven or more cards in your graveyard." (903.2i-iv)
    cards = [real("EDL-056"), real("HSD-019"), real("VIN001-090")]
    for n, flying in ((5, ["flying"]), (4, [])):
        ScenarioRun(
            {
                "title": "cards in hand",
                "rules": ["FoW 1020.3"],
                "game": "force-of-will",
                "cards": cards,
                "position": {
                    "turn": 3,
                    "turn_player": "p1",
                    "first_player": "p1",
                    "phase": "main",
                    "p1": {
                        "ruler_area": ["FWD-R01"],
                        "deck": DECK,
                        "hand": ["FWD-013"] * n,
                        "field": [{"code": "EDL-056", "label": "frog"}],
                    },
                    "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
                },
                "step": [{"expect": {"card.frog.keywords": flying}}],
            },
            "test",
        ).run()
    for n, playable in ((7, True), (6, False)):
        ScenarioRun(
            {
                "title": "cards in graveyard",
                "rules": ["FoW 903.2i"],
                "game": "force-of-will",
                "cards": cards,
                "position": {
                    "turn": 3,
                    "turn_player": "p1",
                    "first_player": "p1",
                    "phase": "main",
                    "p1": {
                        "ruler_area": ["FWD-R01"],
                        "deck": DECK,
                        "hand": ["HSD-019"],
                        "graveyard": ["FWD-013"] * n,
                        "stones": ["VIN001-090"],  # {B} alone
                    },
                    "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
                },
                "step": [{"expect": {"actions has" if playable else "actions lacks": ["Play Soul Spirit"]}}],
            },
            "test",
        ).run()


def test_condition_pieces_on_turns_life_and_the_opponents_cards() -> None:
    # the condition pieces beside those played above (FoW 104.3 "your turn", 1002 life, 401 zones)
    parse = GRAMMAR.parse
    assert parse("condition", "it's your turn") == {"turn": "yours"}
    assert parse("condition", "it is your opponent's turn") == {"turn": "opponents"}
    assert parse("condition", "your opponent's life is 1000 or less") == {
        "<=": [{"value": "opponent.life"}, 1000]
    }
    assert parse("condition", "your opponent has five or more cards in their hand") == {
        ">=": [{"count": {"zone": "hand", "whose": "opponent"}}, 5]
    }
    assert parse("condition", "it has a frozen counter on it") == {
        ">=": [{"fow.counters": "frozen"}, 1]
    }  # 1022
    assert parse("condition", "there are no [+100/+100] counters on it") == {
        "<=": [{"fow.counters": "+100/+100"}, 0]
    }
    assert parse("condition", "you control seven or more water magic stones") == {  # 201.4c
        ">=": [{"count": {"zone": "stones", "fow.kind": "water magic stone", "whose": "you"}}, 7]
    }
    # a race alone after "another" (205); SKL-060's misprint "Fours Sacred Beasts" is read as the
    # race meant (``compiler.MISPRINTS``), so it names the cards it should
    assert parse("condition", "you control another Beast") == {
        "exists": {"zone": ["field", "stones"], "whose": "you", "races": ["Beast", "Beasts"], "other": True}
    }
    assert "Four Sacred Beasts" in normalise("if you control another Fours Sacred Beasts")
    assert parse("condition", "your opponent controls two or more J/rulers") == {
        ">=": [
            {
                "count": {
                    "zone": ["field", "ruler_area"],
                    "fow.kind": ["ruler", "j-ruler"],
                    "whose": "opponent",
                }
            },
            2,
        ]
    }
    assert parse("condition", "your opponent controls two or more resonators") == {
        ">=": [{"count": {"zone": "field", "fow.kind": "resonator", "whose": "opponent"}}, 2]
    }


def test_a_list_of_keywords_and_stats_while_your_opponent_controls_a_damaged_resonator() -> None:
    # EDL-038 "Thunder Wolf" [900/900], [Swiftness]: "This card gains [Precision], [First
    # Strike], and [+400/+400] as long as your opponent controls a damaged J/resonator." (FoW 909,
    # 1020.3; 1007.2: damage on it)
    card = real("EDL-038")
    for damage, stats, keywords in (
        (100, 1300, ["swiftness", "precision", "first strike"]),
        (0, 900, ["swiftness"]),
    ):
        ScenarioRun(
            {
                "title": "a list of gains",
                "rules": ["FoW 1020.3"],
                "game": "force-of-will",
                "cards": [card],
                "position": {
                    "turn": 3,
                    "turn_player": "p1",
                    "first_player": "p1",
                    "phase": "main",
                    "p1": {
                        "ruler_area": ["FWD-R01"],
                        "deck": DECK,
                        "field": [{"code": "EDL-038", "label": "it"}],
                    },
                    "p2": {
                        "ruler_area": ["FWD-R02"],
                        "deck": DECK,
                        "field": [{"code": "FWD-010", "counters": {"damage": damage}}],
                    },
                },
                "step": [
                    {"expect": {"card.it.atk": stats, "card.it.def": stats, "card.it.keywords": keywords}}
                ],
            },
            "test",
        ).run()


def test_a_card_put_into_a_graveyard_from_anywhere_is_removed_instead() -> None:
    # CMB-045 "Great Dimension Library": "If a card would be put into your graveyard from anywhere,
    # remove it from the game instead."; LEL-045 "Barrier Seal": "… into a graveyard …" (FoW 910,
    # decision D47): P1's chant BFA-035 "Destroy target fire resonator." resolves; the chant
    # (P1's) and the destroyed resonator (P2's) go where the addition says
    drain = real("BFA-035")
    fire = {**real("MSW-043"), "code": "T-FIRE", "name": "Fire Dragon", "colours": ["fire"]}
    for addition, chant_to, dragon_to in (
        ("CMB-045", "p1.removed", "p2.graveyard"),
        ("LEL-045", "p1.removed", "p2.removed"),
    ):
        play(
            [drain, fire, real(addition)],
            {"hand": [{"code": "BFA-035", "label": "drain"}], "stones": ["FWD-S02"], "field": [addition]},
            [
                {"p1": "play", "card": "drain"},
                {"p1": "choose", "cards": ["dragon"]},
                {"p1": "pass"},
                {"p2": "pass", "expect": {"card.drain.zone": chant_to, "card.dragon.zone": dragon_to}},
            ],
            "FoW 910",
            field=[{"code": "T-FIRE", "label": "dragon"}],
        )


def test_damage_a_source_would_deal_is_increased_before_prevention() -> None:
    # CFC-029 "Spirit of Fire": "If a fire chant would deal damage, it deals that much +200
    # instead."; TWS-028 "Raging Messiah": "If a source would deal damage, it deals double that
    # much instead." (FoW 910, decision D48: each +N, then each double). P1's chant CMF-038
    # "Thunder" deals 500 damage to P2: 700 with CFC-029 (on either side), 1400 with both
    cards = [real(code) for code in ("CMF-038", "CFC-029", "TWS-028", "VIN001-091")]
    for mine, theirs, life in (
        (["CFC-029"], [], 3300),
        ([], ["CFC-029"], 3300),
        (["CFC-029", "TWS-028"], [], 2600),
    ):
        play(
            cards,
            {"hand": ["CMF-038"], "stones": ["VIN001-091"], "field": mine},
            [
                {"p1": "play", "card": "CMF-038"},
                {"p1": "option", "option": "player:1"},
                *RESOLVE,
                {"expect": {"value.p2.life": life}},
            ],
            "FoW 910",
            field=theirs,
        )


def test_conditions_on_stones_with_different_names_and_other_resonators() -> None:
    # LEL-060: "This card gains [Swiftness] and [Precision] as long as you control five or more
    # magic stones with different names." (FoW 201.1); AOA-026 [600/500]: "This card gains
    # [0/+300] and [Swiftness] as long as you control two or more other resonators." (1020.3)
    cards = [real(code) for code in ("LEL-060", "AOA-026", "VIN001-090", "VIN001-091")]
    five = ["FWD-S01", "FWD-S02", "FWD-S03", "FWD-S04", "VIN001-090"]
    for stones, others, lel, aoa in (
        (five, ["FWD-013"], ["swiftness", "precision"], (800, ["swiftness"])),  # LEL-060 and FWD-013
        ([*five[:4], "FWD-S01"], [], [], (500, [])),  # four names; LEL-060 alone
    ):
        ScenarioRun(
            {
                "title": "conditions",
                "rules": ["FoW 1020.3"],
                "game": "force-of-will",
                "cards": cards,
                "position": {
                    "turn": 3,
                    "turn_player": "p1",
                    "first_player": "p1",
                    "phase": "main",
                    "p1": {
                        "ruler_area": ["FWD-R01"],
                        "deck": DECK,
                        "stones": stones,
                        "field": [
                            {"code": "LEL-060", "label": "lel"},
                            {"code": "AOA-026", "label": "guard"},
                            *others,
                        ],
                    },
                    "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
                },
                "step": [
                    {
                        "expect": {
                            "card.lel.keywords": lel,
                            "card.guard.def": aoa[0],
                            "card.guard.keywords": aoa[1],
                        }
                    }
                ],
            },
            "test",
        ).run()


def test_cards_counted_in_graveyards_and_removed_areas() -> None:
    # VIN003-018: "This card gains [+200/+200] for each magic stone in all graveyards."; MOA-031:
    # "[Continuous]: This card gains [+100/+100] for each card in your opponent's graveyard.";
    # TWS-003: "This card gains [Swiftness] as long as there are three or more resonators in your
    # graveyard."; CST-050: "This card gains [+200/+200] for each basic magic stone you control."
    # (201.3); CMB-010: "This card gains [+200/+200] for each J/ruler your opponent controls."
    # (705.3: the ruler in its area). Counted as the rules count them (909.1, 1020.3)
    codes = ("VIN003-018", "MOA-031", "TWS-003", "CST-050", "CMB-010")
    cards = [real(code) for code in codes]
    base = {code: int(card["fields"].get("atk") or 0) for code, card in zip(codes, cards, strict=True)}
    stones = [real("VIN001-094")]
    assert cards[2]["script"][1]["condition"] == {
        ">=": [{"count": {"fow.kind": "resonator", "zone": "graveyard", "whose": "you"}}, 3]
    }
    two, three = ["FWD-013", "FWD-010", "FWD-S01"], ["FWD-013", "FWD-010", "FWD-010"]
    for mine, swift in ((two, []), (three, ["swiftness"])):
        play(
            [*cards, *stones],
            {
                "field": [{"code": code, "label": code} for code in codes],
                "stones": ["FWD-S01", "FWD-S02", "FWD-S03", "VIN001-094"],  # three basic, one special
                "graveyard": mine,
            },
            [
                {
                    "expect": {
                        # the stones of both graveyards: p1's (none or one) and p2's one
                        "card.VIN003-018.atk": base["VIN003-018"] + 200 * (1 + mine.count("FWD-S01")),
                        "card.MOA-031.atk": base["MOA-031"] + 100 * 3,  # p2's three cards
                        "card.TWS-003.keywords": ["flying", *swift],
                        "card.CST-050.atk": base["CST-050"] + 200 * 3,
                        "card.CMB-010.atk": base["CMB-010"] + 200,
                    }
                }
            ],
            "FoW 909.1",
            graveyard=["FWD-S02", "FWD-013", "FWD-016"],
        )


def test_a_token_of_several_races() -> None:
    # MSW-016 {W}: "Put two [200/200] light Spirit, Fairy Tale resonator tokens into the field. If
    # this card was awakened, draw a card." (FoW 1303.1d, decision D53: named as printed, of
    # both races); MP01-032's token "with no attribute" has none (1303.1a)
    from desktop_app.games.force_of_will import cards

    chant = real("MSW-016")
    [spell] = [a for a in chant["script"] if a["kind"] == "play"]
    token = spell["effect"][0]["token"]
    assert (token["name"], spell["effect"][0]["n"]) == ("Spirit, Fairy Tale", 2)
    made = RULES.card_from_record(cards.token_record(token))
    assert (made.name, made.words("races")) == ("Spirit, Fairy Tale", ("Spirit", "Fairy Tale"))
    plain = GRAMMAR.parse("resonator_token", "[100/100] Gears resonator token with no attribute")
    assert plain == {"name": "Gears", "atk": 100, "def": 100, "colours": [], "keywords": []}
    play(
        [chant],
        {"hand": ["MSW-016"], "stones": ["FWD-S01"]},
        [
            {"p1": "play", "card": "MSW-016"},
            {"p1": "no"},  # not awakened: no card drawn
            *RESOLVE,
            {"expect": {"p1.field": ["Spirit, Fairy Tale", "Spirit, Fairy Tale"], "p1.hand.count": 0}},
        ],
        "FoW 1303.1d",
    )


def test_groups_described_after_whose_they_are() -> None:
    # VIN001-037 "Napoleon" [600/…]: "Resonators you control with [Flying] gain [+200/+200].";
    # VIN003-001 "Arla, the Light Wing" [Flying]: "Other J/resonators you control with [Flying]
    # gain [Barrier]." (1112: a keyword it has; 909.4: the cards that have it as it applies)
    play(
        [real("VIN001-037"), real("VIN003-001")],
        {
            "field": [
                {"code": "VIN001-037", "label": "napoleon"},
                {"code": "VIN003-001", "label": "arla"},
                {"code": "FWD-014", "label": "sparrow"},  # [400/300] [Flying]
                {"code": "FWD-013", "label": "tinker"},  # [200/200]
            ]
        },
        [
            {
                "expect": {
                    "card.sparrow.keywords": ["flying", "barrier"],
                    "card.sparrow.atk": 600,
                    "card.arla.keywords": ["flying"],  # not itself ("other")
                    "card.tinker.keywords": [],
                    "card.tinker.atk": 200,
                    "card.napoleon.atk": 600,  # no [Flying]
                    "card.theirs.atk": 400,  # the opponent's
                    "card.theirs.keywords": ["flying"],
                }
            }
        ],
        "FoW 909.4",
        field=[{"code": "FWD-014", "label": "theirs"}],
    )


def test_an_old_addition_is_added_to_its_target() -> None:
    # VIN001-057 "Silver Shoes" {G} [Addition:Resonator]: "Added resonator gains [+300/+300]."
    # FoW 1406.2a: it targets a resonator as it is played; 1406.2b: it comes into the field added
    # to it (decision D54); 1406.4a: when that card leaves the field, the rule process puts the
    # addition into its owner's graveyard. VIN001-073 {B}{B}: "Destroy target resonator."
    shoes, doom = real("VIN001-057"), real("VIN001-073")
    assert shoes["script"][0]["modifiers"][0]["to"] == {"zone": "field", "fow.added": True, "whose": "any"}
    stones = [real("VIN001-094"), real("VIN001-090")]
    play(
        [shoes, doom, *stones],
        {
            "hand": ["VIN001-057", "VIN001-073"],
            "stones": ["VIN001-094", "VIN001-090", "VIN001-090"],
            "field": [{"code": "FWD-013", "label": "tinker"}],
        },
        [
            {"p1": "play", "card": "VIN001-057", "expect": {"decision.count": 2}},  # either resonator
            {"p1": "choose", "cards": ["tinker"]},
            *RESOLVE,
            {"expect": {"card.tinker.atk": 500, "card.theirs.atk": 400, "p1.field.count": 2}},
            {"p1": "play", "card": "VIN001-073"},
            {"p1": "choose", "cards": ["tinker"]},
            *RESOLVE,
            # FoW 1406.4a: its host left the field
            {"expect": {"p1.field.count": 0, "p1.graveyard.count": 3}},
        ],
        "FoW 1406.2b",
        field=[{"code": "FWD-014", "label": "theirs"}],
    )
    # FoW 1406.2b: the target left the field before it resolved: into the graveyard, not the
    # field. GITS2045SD-008 {1}: "[Quickcast] Return target resonator to its owner's hand."
    bounce = real("GITS2045SD-008")
    play(
        [shoes, bounce, *stones],
        {"hand": ["VIN001-057"], "stones": ["VIN001-094"], "field": [{"code": "FWD-013", "label": "tinker"}]},
        [
            {"p1": "play", "card": "VIN001-057"},
            {"p1": "choose", "cards": ["theirs"]},
            {"p1": "pass"},
            {"p2": "play", "card": "GITS2045SD-008"},
            {"p2": "choose", "cards": ["theirs"]},
            {"p2": "pass"},
            {"p1": "pass"},  # the chant resolves: the target is back in its owner's hand
            *RESOLVE,  # the addition resolves
            {"expect": {"p1.graveyard": ["Silver Shoes"], "p1.field.count": 1, "card.tinker.atk": 200}},
        ],
        "FoW 1406.2b",
        hand=["GITS2045SD-008"],
        stones=["FWD-S04"],
        field=[{"code": "FWD-014", "label": "theirs"}],
    )
    # FoW 1406.2a: with no resonator in the field it cannot be played
    play(
        [shoes, *stones],
        {"hand": ["VIN001-057"], "stones": ["VIN001-094"]},
        [{"expect": {"actions": ["Rest Wind Magic Stone for will", "Pass"]}}],
        "FoW 1406.2a",
    )


def test_a_race_gained_in_addition_to_its_own() -> None:
    # TAT-081 "Joker's Suit" {B} [Addition:Resonator]: "[Continuous]: Resonator with this gains
    # [+200/+200] and Card Soldier in addition to its own race." FoW 1020.1: a race gained is
    # kept with the card's own (909.1c); the header is ignored (1409.1)
    suit = real("TAT-081")
    assert suit["script"][0]["modifiers"][2] == {
        "stat": "races",
        "grant": "Card Soldier",
        "to": {"zone": "field", "fow.added": True, "whose": "any"},
    }
    play(
        [suit, real("VIN001-090")],
        {"hand": ["TAT-081"], "stones": ["VIN001-090"], "field": [{"code": "FWD-013", "label": "tinker"}]},
        [
            {"p1": "play", "card": "TAT-081"},
            {"p1": "choose", "cards": ["tinker"]},
            *RESOLVE,
            {"expect": {"card.tinker.races": ["Human", "Card Soldier"], "card.tinker.atk": 400}},
        ],
        "FoW 1020.1",
    )
    # until end of turn, given by an effect: MP01-173's "{Rest}: Target non-magic stone entity
    # gains Treasury Item in addition to its other races until end of turn."
    tsuki = real("MP01-173")
    assert tsuki["script"][2]["effect"] == [
        {"do": "grant", "cards": "targets", "stat": "races", "grant": "Treasury Item"}
    ]
    play(
        [tsuki],
        {"field": [{"code": "MP01-173", "label": "tsuki"}, {"code": "FWD-013", "label": "tinker"}]},
        [
            {"p1": "act", "card": "tsuki"},
            {"p1": "choose", "cards": ["tinker"]},
            *RESOLVE,
            {"expect": {"card.tinker.races": ["Human", "Treasury Item"], "card.tsuki.state": "rested"}},
        ],
        "FoW 1020.1",
    )


def test_a_cost_paid_as_it_is_played_for_a_reduction() -> None:
    # SNV-064 {G}{1} chant: "As you play this card, you may rest a recovered Mimi Tribe you
    # control. If you do, you pay {G}{1} less to play this card." / "Target resonator gains
    # [+300/+300] until end of turn. Draw a card." FoW 903.2i-iv: the reduction taken as it is
    # played, its cost paid with the will (903.2j); with no will at all it can be played so
    mimi = real("SNV-064")
    assert mimi["script"][0]["params"] == {
        "change": "less",
        "will": "{G}{1}",
        "paying": [
            {"rest": {"zone": ["field", "stones"], "races": ["Mimi Tribe", "Mimi Tribes"], "whose": "you"}}
        ],
    }
    assert mimi["script"][1]["kind"] == "play"
    mu = {"code": "SDV4-011", "label": "mu"}
    taken = [
        {"p1": "play", "card": "SNV-064"},
        {"p1": "yes"},  # rest Mu: {G}{1} less
        {"p1": "choose", "cards": ["mu"]},  # the target
        {"p1": "choose", "cards": ["mu"]},  # the card rested (paid with the will, 903.2j)
        *RESOLVE,
        {"expect": {"card.mu.state": "rested", "card.mu.atk": 900, "p1.hand.count": 1}},
    ]
    play([mimi, real("SDV4-011")], {"hand": ["SNV-064"], "field": [mu]}, taken, "FoW 903.2i-iv")
    # with the will to pay, it may be declined: the card costs {G}{1}, Mu stays recovered
    declined = [
        {"p1": "play", "card": "SNV-064"},
        {"p1": "no"},
        {"p1": "choose", "cards": ["mu"]},
        *RESOLVE,
        {"expect": {"card.mu.state": "recovered", "card.mu.atk": 900, "card.stone.state": "rested"}},
    ]
    stones = [{"code": "VIN001-094", "label": "stone"}, "VIN001-094"]
    play(
        [mimi, real("SDV4-011"), real("VIN001-094")],
        {"hand": ["SNV-064"], "field": [mu], "stones": stones},
        declined,
        "FoW 903.2i-iv",
    )


def test_the_player_chooses_which_part_of_either_is_reduced() -> None:
    # TUS-064 {R}{R}{G}{G}: "You may pay {R} or {G} less to play this card for each damaged
    # J/resonator your opponent controls." / "[Enter] >>> Destroy all damaged J/resonators your
    # opponent controls." FoW 903.2i-iv: the player who plays it chooses which part is reduced
    # (decision D123), for each reduction: with two damaged, {R} then {G} less leave {R}{G},
    # paid with a fire and a wind stone (and the card is playable with only those two)
    hunter = real("TUS-064")
    assert hunter["script"][1]["params"]["or"] == "{G}"
    stones = [{"code": "VIN001-091", "label": "fire"}, {"code": "VIN001-094", "label": "wind"}]
    hurt = [{"code": "FWD-010", "label": f"hurt{i}", "counters": {"damage": 100}} for i in (1, 2)]
    play(
        [hunter, real("VIN001-091"), real("VIN001-094")],
        {"hand": ["TUS-064"], "stones": stones},
        [
            {"p1": "play", "card": "TUS-064"},
            {"p1": "option", "option": "Pay {R} less"},
            {"p1": "option", "option": "Pay {G} less"},
            {"expect": {"card.fire.state": "rested", "card.wind.state": "rested"}},
            *RESOLVE,
            *RESOLVE,  # [Enter]
            {"expect": {"p1.field": ["Dreadnought Dinosaur"], "p2.field.count": 0}},
        ],
        "FoW 903.2i-iv",
        field=hurt,
    )


def test_an_old_additions_enter_ability_reads_its_host() -> None:
    # MPR-075 "Bind of Gravity" {B} [Addition:Resonator]: "[Enter]: Rest added resonator." /
    # "[Continuous]: Added resonator cannot recover during recovery phase." (FoW 1406.2b: the
    # [Enter] ability resolves after the card is added; 503.5)
    bind = real("MPR-075")
    assert all(a.get("automated", True) for a in bind["script"])
    play(
        [bind, real("VIN001-090")],
        {"hand": ["MPR-075"], "stones": ["VIN001-090"], "field": [{"code": "FWD-013", "label": "tinker"}]},
        [
            {"p1": "play", "card": "MPR-075"},
            {"p1": "choose", "cards": ["theirs"]},
            *RESOLVE,  # it enters added to the target; [Enter] goes onto the chase
            *RESOLVE,
            {"expect": {"card.theirs.state": "rested", "card.tinker.state": "recovered"}},
            {"expect": {"card.theirs.prohibitions": ["cannot:recover"]}},
        ],
        "FoW 1406.2b",
        field=[{"code": "FWD-014", "label": "theirs"}],
    )


def test_bestow_adds_the_card_to_a_resonator() -> None:
    # ENW-028 [Addition:Field]: "[Bestow] {R}, {Rest}" / "Bestowed resonator gains [+200/+200]
    # and [Swiftness]." (FoW 1121.2: "{R}, {Rest}: Add this card to target resonator", at main
    # timing, only while not bestowed; 1121.3a; 1121.4: its resonator gone, it stays in the
    # field added to none; decision D55). GITS2045SD-008 {1}: "[Quickcast] Return target
    # resonator to its owner's hand."
    boots, bounce = real("ENW-028"), real("GITS2045SD-008")
    act = next(i for i, a in enumerate(boots["script"]) if a["kind"] == "act")
    play(
        [boots, bounce, real("VIN001-091")],
        {
            "hand": ["GITS2045SD-008"],
            "stones": ["VIN001-091", "FWD-S04"],
            "field": [{"code": "ENW-028", "label": "boots"}, {"code": "FWD-013", "label": "tinker"}],
        },
        [
            {"p1": "act", "card": "boots", "ability": act},
            {"p1": "choose", "cards": ["tinker"]},
            *RESOLVE,
            {"expect": {"card.tinker.atk": 400, "card.tinker.keywords": ["swiftness"]}},
            {"expect": {"card.theirs.atk": 400, "card.boots.state": "rested"}},
            {"p1": "play", "card": "GITS2045SD-008"},
            {"p1": "choose", "cards": ["tinker"]},
            *RESOLVE,
            {"expect": {"card.boots.zone": "p1.field", "p1.hand": ["Wandering Tinker"]}},  # FoW 1121.4
        ],
        "FoW 1121.2",
        field=[{"code": "FWD-014", "label": "theirs"}],
    )


def test_must_attack_if_able_is_bloodlust() -> None:
    # TAT-025 "Endless War" [Addition:Field]: "[Continuous]: Resonators must attack if able." is
    # [Bloodlust] given to every resonator (FoW 1123.2: "[Bloodlust]" means "this card must
    # attack if able"); CMF-041 "Deep Ones": "[Continuous]: This card gains[+200/+200] for
    # each resonator in your graveyard" (the bracket printed against the word)
    deep = real("CMF-041")
    base = int(deep["fields"].get("atk") or 0)
    play(
        [real("TAT-025"), deep],
        {
            "field": [{"code": "TAT-025", "label": "war"}, {"code": "CMF-041", "label": "deep"}],
            "graveyard": ["FWD-013", "FWD-010", "FWD-011"],  # two resonators and a chant
        },
        [
            {
                "expect": {
                    "card.deep.atk": base + 400,
                    "card.deep.keywords": ["bloodlust"],
                    "card.theirs.keywords": ["flying", "bloodlust"],
                }
            }
        ],
        "FoW 1123.2",
        field=[{"code": "FWD-014", "label": "theirs"}],
    )


def test_no_other_resonators_and_other_races() -> None:
    # VIN001-023 "Lu Bu" [1000/…]: "As long as you don't control other resonators, this card gains
    # [+500/+500]."; EDL-086 "Lord of the Undead" [Zombie]: "Other Zombies you control gain
    # [+400/+400]." (a race in the plural, every such card but this one; 909.4)
    lu, lord = real("VIN001-023"), real("EDL-086")
    base = int(lu["fields"].get("atk") or 0)
    play(
        [lu],
        {"field": [{"code": "VIN001-023", "label": "lu"}]},
        [{"expect": {"card.lu.atk": base + 500}}],
        "FoW 909.4",
        field=[{"code": "FWD-013", "label": "theirs"}],  # the opponent's: not "you control"
    )
    lords = int(lord["fields"].get("atk") or 0)
    play(
        [lu, lord],
        {"field": [{"code": "VIN001-023", "label": "lu"}, {"code": "EDL-086", "label": "lord"}]},
        [{"expect": {"card.lu.atk": base, "card.lord.atk": lords}}],  # not itself
        "FoW 909.4",
    )
    play(
        [lord],
        {"field": [{"code": "EDL-086", "label": "lord"}, {"code": "EDL-086", "label": "other"}]},
        [{"expect": {"card.lord.atk": lords + 400, "card.other.atk": lords + 400}}],  # each the other's
        "FoW 909.4",
    )


def test_a_count_of_a_race_in_the_plural() -> None:
    # AO2-022 [Machine]: "As long as you control five or more Machines, this card gains
    # [Barrier]." (itself counted; FWD-014 is a Machine, FWD-013 a Human; 205)
    machine = real("AO2-022")
    for others, barrier in ((["FWD-014"] * 4, ["barrier"]), (["FWD-014"] * 3 + ["FWD-013"], [])):
        play(
            [machine],
            {"field": [{"code": "AO2-022", "label": "machine"}, *others]},
            [{"expect": {"card.machine.keywords": barrier}}],
            "FoW 909.1",
            field=["FWD-014"],  # the opponent's Machine is not counted
        )


def test_recover_up_to_x_magic_stones_you_control() -> None:
    # ADW-056 {G}{1} [Demonic World]: "[Enter] >>> Recover up to X magic stones you control, where X
    # is the number of Demonic Worlds with different names you control." (FoW 1014: chosen as it
    # resolves; TST-011 is another Demonic World: X is 2)
    cards = [real("ADW-056"), real("TST-011"), real("VIN001-094")]
    play(
        cards,
        {
            "hand": ["ADW-056"],
            "stones": [
                {"code": "VIN001-094", "label": "wind"},
                {"code": "FWD-S04", "label": "grey"},
                {"code": "FWD-S01", "label": "light", "state": "rested"},
            ],
            "field": ["TST-011"],
        },
        [
            {"p1": "play", "card": "ADW-056"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.maximum": 2}},
            {"p1": "choose", "cards": ["wind", "light"]},
            {
                "expect": {
                    "card.wind.state": "recovered",
                    "card.light.state": "recovered",
                    "card.grey.state": "rested",
                }
            },
        ],
        "FoW 1014",
    )


def test_a_stone_will_ability_with_a_condition_is_the_players() -> None:
    # TST-095 "Amadeus, Holy Crystal": "{Rest}: Produce {W}." / "{Rest}: Produce one will of any
    # attribute. Play this ability only if your opponent controls two or more J/rulers." The
    # first is the rules' (907); the second its controller plays while the condition holds (905)
    stone = real("TST-095")
    assert [a["kind"] for a in stone["script"]] == ["keyword", "act"]
    label = f"Amadeus, Holy Crystal: {stone['script'][1]['text']}"
    # (resting it for will, the rules' ability, is offered either way)
    for rulers, offered in ((["FWD-R02"], False), (["FWD-R02", "FWD-R01"], True)):
        play(
            [stone],
            {"stones": [{"code": "TST-095", "label": "amadeus"}]},
            [{"expect": {"actions has" if offered else "actions lacks": [label]}}],
            "FoW 905",
            ruler_area=rulers,
        )


def test_your_j_ruler_and_your_j_slash_ruler_gain() -> None:
    # MSW-026 "Milest" (a ruler): "Your J-ruler gains [Swiftness]." (the J-ruler in the field only,
    # 705.3); CFC-016 "Zero's Familiar": "Your J/ruler gains [Barrier]." (the ruler in its area or
    # the J-ruler it became)
    familiar = real("CFC-016")
    # TAT-018: "[Continuous] Your J/ruler cannot be targeted by your opponent's spells or
    # abilities." is [Barrier] given to it (1120.2)
    [guard] = real("TAT-018")["script"]
    assert guard["modifiers"] == [
        {"to": familiar["script"][1]["modifiers"][0]["to"], "stat": "keywords", "grant": "barrier"}
    ]
    play(
        [familiar],
        {
            "ruler_area": [{"code": "FWD-R01", "label": "ruler"}],
            "field": [{"code": "CFC-016", "label": "familiar"}],
        },
        [{"expect": {"card.ruler.keywords": ["barrier"], "card.familiar.keywords": ["flying"]}}],
        "FoW 705.3",
    )
    milest = real("MSW-026")
    play(
        [milest, familiar],
        {
            "ruler_area": [{"code": "MSW-026", "label": "milest"}],
            "field": [{"code": "FWD-R02J", "label": "j"}, {"code": "CFC-016", "label": "familiar"}],
        },
        [{"expect": {"card.j.keywords": ["imperishable", "swiftness", "barrier"]}}],
        "FoW 705.3",
    )


def test_cards_of_either_of_two_races() -> None:
    # SDL1-002: "… Recover target Fairy Tale or Human J/resonator you control."; MSW-088: "… on
    # each Spirit and/or Fairy Tale J/resonator you control." (205: a card of either race);
    # "Fairy Tale and Human J/resonators" is by hand (D133)
    assert GRAMMAR.parse("desc", "Fairy Tale and Human J/resonators") is None
    for text in ("Fairy Tale or Human J/resonator", "Fairy Tale and/or Human J/resonators"):
        assert GRAMMAR.parse("desc", text) == {
            "zone": "field",
            "fow.kind": "j/resonator",
            "races": ["Fairy Tale", "Fairy Tales", "Human", "Humans"],
        }
    auto = next(a for a in real("SDL1-002")["script"] if "Fairy Tale or Human" in a["text"])
    assert auto["targets"]["races"] == ["Fairy Tale", "Fairy Tales", "Human", "Humans"]


def test_cards_described_by_a_keyword_they_have() -> None:
    # LEL-027 "Gale Force" {G}: "Destroy target resonator with [Flying]." (1112: only a resonator
    # with it may be chosen, FWD-014 has it, FWD-013 not); SNV-051: "Machines you control with a
    # [+100/+100] counter on them gain [Flying]."
    gale = real("LEL-027")
    play(
        [gale, real("VIN001-094")],
        {"hand": ["LEL-027"], "stones": ["VIN001-094"]},
        [
            {"p1": "play", "card": "LEL-027", "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["flier"]},
            *RESOLVE,
            {"expect": {"card.flier.zone": "p2.graveyard", "card.walker.zone": "p2.field"}},
        ],
        "FoW 1112",
        field=[{"code": "FWD-014", "label": "flier"}, {"code": "FWD-013", "label": "walker"}],
    )
    [gain] = [a for a in real("SNV-051")["script"] if a["kind"] == "cont"]
    assert gain["modifiers"][0]["to"]["fow.counters"] == {"name": "+100/+100", "has": True}


def test_a_resonator_or_an_addition() -> None:
    # JRP-006: "{Rest}: Destroy target resonator or addition." (201.2: either kind in the field)
    act = next(a for a in real("JRP-006")["script"] if a["text"].startswith("{Rest}: Destroy"))
    assert act["targets"] == {"zone": "field", "fow.kind": ["resonator", "addition"], "whose": "any", "n": 1}


def test_cost_changes_under_a_condition_of_rulers() -> None:
    # MP01-060: "You pay {B} less to play Vampires if you control a J-ruler named "Dracula, the
    # Demonic One"." (903.2i-iv, read as the Vampire is played: chase._others_cost_changes tests
    # the condition); EDL-018: "You may pay {W}{W} less to play this card if your opponent's ruler
    # is "Ragnarok, Invading Dragon Lord"." (302.3: the ruler side in the ruler area)
    [others] = [a for a in real("MP01-060")["script"] if "cost_change_others" in a.get("tags", ())]
    assert others["condition"] == {
        "exists": {
            "zone": "field",
            "whose": "you",
            "fow.kind": "j-ruler",
            "name": ["Dracula, the Demonic One"],
        }
    }
    [own] = [a for a in real("EDL-018")["script"] if "cost_change" in a.get("tags", ())]
    assert own["condition"]["exists"]["whose"] == "opponent"


def test_a_sentence_if_a_condition_holds_another_instead() -> None:
    # NDR-059 "Torrent of Energy": Return target resonator to its owner's hand. If you control a
    # Machine resonator, put it on top of its owner's deck instead. (FoW 903.3, decision D56: the
    # second sentence in place of the first while the condition holds as the spell resolves)
    torrent = real("NDR-059")
    step = torrent["script"][-1]["effect"][0]
    assert step["do"] == "if" and step["else"] == [{"do": "move", "cards": "targets", "to": "hand"}]
    for machine, where in (([], "p2.hand"), ([{"code": "SKL-084", "label": "soldiers"}], "p2.deck")):
        play(
            [torrent, real("SKL-084")],
            {"hand": ["NDR-059"], "stones": ["FWD-S02", "FWD-S04", "FWD-S04"], "field": machine},
            [
                {"p1": "play", "card": "NDR-059"},
                {"p1": "choose", "cards": ["coral"]},
                *RESOLVE,
                {"expect": {"card.coral.zone": where}},
            ],
            "FoW 903.3",
            field=[{"code": "FWD-010", "label": "coral"}],
        )


def test_this_card_deals_more_damage_instead_while_a_condition_holds() -> None:
    # TAT-023 "Dragon King's Flame": This card deals 600 damage to target player or resonator. If
    # your J/ruler is "Falltgold, the Dragoon" or "Bahamut, the Dragon King", it deals 800 damage
    # instead. (FoW 903.3, D56: the same recipients, the other amount; the target chosen as it is
    # played, 903.2g)
    flame = real("TAT-023")
    assert flame["script"][0]["target_player"] is True
    for ruler, life in (("FWD-R01", 3400), ("TAT-026", 3200)):
        play(
            [flame, real("VIN001-091"), real("TAT-026")],
            {"hand": ["TAT-023"], "stones": ["VIN001-091", "FWD-S04", "FWD-S04"], "ruler_area": [ruler]},
            [
                {"p1": "play", "card": "TAT-023"},
                {"p1": "option", "option": "player:1"},
                *RESOLVE,
                {"expect": {"value.p2.life": life}},
            ],
            "FoW 903.3",
        )


def test_damage_multiplied_by_x_where_x_counts_cards_with_different_names() -> None:
    # CST-024 "Passion Rose": [Enter] >>> This card deals 200 damage multiplied by X to target
    # player or J/resonator, where X is the number of Flower additions with different names you
    # control. (FoW 1007; X counted as the damage is dealt: Passion Rose, Temporal Hydrangea and
    # Clairvoyant Iris, the second Hydrangea sharing a name)
    rose = real("CST-024")
    assert rose["script"][0]["effect"][-1]["amount"] == {"mul": [200, "X"]}
    flowers = [{"code": code} for code in ("CST-042", "CST-042", "CST-043")]
    play(
        [rose, real("VIN001-091"), real("CST-042"), real("CST-043")],
        {"hand": ["CST-024"], "stones": ["VIN001-091"], "field": flowers},
        [
            {"p1": "play", "card": "CST-024"},
            *RESOLVE,
            {"p1": "option", "option": "player:1"},
            *RESOLVE,
            {"expect": {"value.p2.life": 3400}},
        ],
        "FoW 1007",
    )


def test_gain_control_until_end_of_turn_and_for_good() -> None:
    # VIN003-043 "Triton, Emperor of the Seven Seas": When this card enters your field ⇒ Gain
    # control of target resonator until end of turn. (FoW 105.3, 505.5b, decision D57: the same
    # card on the controller's side of the field, given back as the turn ends)
    triton = real("VIN003-043")
    assert triton["script"][0]["effect"] == [
        {"do": "fow.control", "cards": "targets", "until": "end_of_turn"}
    ]
    play(
        [triton],
        {"hand": ["VIN003-043"], "stones": ["FWD-S02", "FWD-S02"], "deck": DECK * 2},
        [
            {"p1": "play", "card": "VIN003-043"},
            *RESOLVE,
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.zone": "p1.field", "card.coral.state": "recovered"}},
            # FoW 803.3a: not controlled since the turn began, so it cannot attack
            {"p1": "option", "option": "Coral Sentinel attacks the opponent", "refused": True},
            *_passes("12121221212121"),  # to P2's main phase
            {"expect": {"turn": 4, "phase": "main", "card.coral.zone": "p2.field"}},
        ],
        "FoW 105.3",
        deck=DECK * 2,
        field=[{"code": "FWD-010", "label": "coral"}],
    )
    # VIN003-044: {Rest}, discard three cards: Gain control of target resonator. (for good)
    valentina = real("VIN003-044")
    play(
        [valentina],
        {"field": [{"code": "VIN003-044", "label": "valentina"}], "hand": ["FWD-013"] * 3, "deck": DECK * 2},
        [
            {"p1": "act", "card": "valentina", "ability": 2},
            {"p1": "choose", "cards": ["coral"]},
            {"p1": "choose", "cards": ["FWD-013"] * 3},  # the cost (1019)
            *RESOLVE,
            {"expect": {"card.coral.zone": "p1.field", "p1.hand.count": 0}},
            *_passes("12121221212121"),
            {"expect": {"turn": 4, "phase": "main", "card.coral.zone": "p1.field"}},
        ],
        "FoW 105.3",
        deck=DECK * 2,
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_if_you_do_after_a_destruction_reads_whether_the_card_was_destroyed() -> None:
    # AOA-054 "Ocean Beam": Destroy target resonator with total cost 4 or more. If you do, draw
    # two cards. (FoW 1010: fow.destroy records whether a card was destroyed; an [Eternal] one
    # is not, 1139, and nothing is drawn)
    beam = real("AOA-054")
    assert beam["script"][-1]["effect"][1] == {
        "do": "if",
        "if": {"chosen": "did"},
        "then": [{"do": "draw", "n": 2}],
    }
    eternal = {
        **real("NDR-055"),
        "code": "T-ETERNAL",
        "name": "Eternal Guardian",
        "abilities": [],
        "script": [{"kind": "keyword", "keyword": "eternal"}],
    }
    for code, zone, hand in (("NDR-055", "p2.graveyard", 2), ("T-ETERNAL", "p2.field", 0)):
        play(
            [beam, real("NDR-055"), eternal],
            {"hand": ["AOA-054"], "stones": ["FWD-S02", "FWD-S02", "FWD-S04", "FWD-S04"]},
            [
                {"p1": "play", "card": "AOA-054"},
                {"p1": "choose", "cards": ["guardian"]},
                *RESOLVE,
                {"expect": {"card.guardian.zone": zone, "p1.hand.count": hand}},
            ],
            "FoW 1010",
            field=[{"code": code, "label": "guardian"}],
        )


def test_counters_removed_from_your_j_ruler_as_a_cost_and_as_an_effect() -> None:
    # CFC-019 "Combat Wizard of Altea": Remove a mana counter from your J/ruler: This card gains
    # [Swiftness] until end of turn. (FoW 1022, a cost on the ruler in its area, 705.3)
    wizard = real("CFC-019")
    assert wizard["script"][0]["cost"][0]["from"]["whose"] == "you"
    play(
        [wizard],
        {
            "ruler_area": [{"code": "FWD-R01", "label": "ruler", "counters": {"mana": 1}}],
            "field": [{"code": "CFC-019", "label": "wizard"}],
        },
        [
            {"p1": "act", "card": "wizard", "ability": 0},
            *RESOLVE,
            {"expect": {"card.ruler.counters.mana": 0, "card.wizard.keywords": ["swiftness"]}},
            {"p1": "act", "card": "wizard", "ability": 0, "refused": True},  # no counter left to pay
        ],
        "FoW 1022",
    )
    # TUS-067 "Grandleon, Strongest Ancient": {R}, discard this card: Remove an ice counter from a
    # J/ruler you control. If you do, this card deals 600 damage to target player or
    # J/resonator. (no ice counter: nothing removed, no damage)
    grandleon = real("TUS-067")
    for ice, life in ((1, 3400), (0, 4000)):
        play(
            [grandleon, real("VIN001-091")],
            {
                "ruler_area": [
                    {"code": "FWD-R01", "label": "ruler", "counters": {"ice": ice} if ice else {}}
                ],
                "hand": [{"code": "TUS-067", "label": "grandleon"}],
                "stones": ["VIN001-091"],
            },
            [
                {"p1": "act", "card": "grandleon", "ability": 1},
                {"p1": "option", "option": "player:1"},
                *RESOLVE,
                *([{"p1": "choose", "cards": ["ruler"]}] if ice else []),  # the J/ruler with one
                {"expect": {"value.p2.life": life, "card.ruler.counters.ice": 0}},
            ],
            "FoW 1022",
        )


def test_x_hundreds_in_a_change_of_atk_or_def() -> None:
    # VIN003-041 "Shion, the Entrancing Songstress": When this card enters your field ⇒
    # J/resonators you control gain [0/+X00] until end of turn, where X is the number of water
    # magic stones you control. (FoW 1020.3; "+X00" is X hundreds, X worked out as it resolves:
    # two Water Magic Stones, 201.4b, and a stone of no attribute)
    shion = real("VIN003-041")
    assert {"mul": ["X", 100]} in [step.get("add") for step in shion["script"][-1]["effect"]]
    play(
        [shion],
        {
            "hand": ["VIN003-041"],
            "stones": ["FWD-S02", "FWD-S02", "FWD-S04"],
            "field": [{"code": "FWD-013", "label": "tinker"}],
        },
        [
            {"p1": "play", "card": "VIN003-041"},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"card.tinker.def": 400, "card.tinker.atk": 200, "card.coral.def": 800}},
        ],
        "FoW 1020.3",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_whenever_this_card_destroys_a_resonator_by_its_battle_damage() -> None:
    # MSW-090 "Nyarlathotep, Bringer of War" [800/400]: Whenever this card destroys a resonator
    # >>> Put two [+100/+100] counters on it. (FoW 1204.1, decision D58: a resonator destroyed by
    # damage this card dealt it this turn; "it" is this card, the destroyed one being in the
    # graveyard)
    bringer = real("MSW-090")
    assert bringer["script"][1]["effect"] == [
        {"do": "fow.counter", "cards": "this", "name": "+100/+100", "n": 2}
    ]
    play(
        [bringer],
        {"field": [{"code": "MSW-090", "label": "bringer"}]},
        [
            {"p1": "option", "option": "Nyarlathotep, Bringer of War attacks Wandering Tinker"},
            *RESOLVE * 6,  # the battle's steps (802-807) and the trigger on the chase
            {"expect": {"card.tinker.zone": "p2.graveyard", "card.bringer.counters.+100/+100": 2}},
        ],
        "FoW 1204.1",
        field=[{"code": "FWD-013", "label": "tinker", "state": "rested"}],
    )
    # Coral Sentinel [500/800] is destroyed too, but so is this card (500 damage): no longer in
    # the field, its ability does not trigger
    play(
        [bringer],
        {"field": [{"code": "MSW-090", "label": "bringer"}]},
        [
            {"p1": "option", "option": "Nyarlathotep, Bringer of War attacks Coral Sentinel"},
            *RESOLVE * 5,
            {"expect": {"card.coral.zone": "p2.graveyard", "stack": []}},
        ],
        "FoW 1204.1",
        field=[{"code": "FWD-010", "label": "coral", "state": "rested"}],
    )


def test_whenever_this_card_deals_damage_to_a_player() -> None:
    # EDL-056 "Waterfront Frog": Whenever this card deals damage to a player ⇒ Draw a card. (FoW
    # 1007.2: either player)
    frog = real("EDL-056")
    assert frog["script"][-1]["trigger"]["to_player"] == "any"
    play(
        [frog],
        {"field": [{"code": "EDL-056", "label": "frog"}]},
        [
            {"p1": "option", "option": "Waterfront Frog attacks the opponent"},
            *RESOLVE * 6,
            {"expect": {"value.p2.life": 3900, "p1.hand.count": 1}},
        ],
        "FoW 1007.2",
    )


def test_all_cards_of_two_kinds_your_opponent_controls() -> None:
    # LEL-023 "Rachel's Smile": Rest all J/resonators and magic stones your opponent controls.
    # (FoW 201.2, 1013: a card of either kind, the opponent's only)
    smile = real("LEL-023")
    assert smile["script"][-1]["effect"][0]["cards"]["fow.kind"] == ["j/resonator", "magic stone"]
    play(
        [smile],
        {
            "hand": ["LEL-023"],
            "stones": ["FWD-S02", "FWD-S02", "FWD-S04", "FWD-S04", "FWD-S04"],
            "field": [{"code": "FWD-013", "label": "mine"}],
        },
        [
            {"p1": "play", "card": "LEL-023"},
            *RESOLVE,
            {
                "expect": {
                    "card.coral.state": "rested",
                    "card.stone.state": "rested",
                    "card.mine.state": "recovered",
                    "card.ruler.state": "recovered",
                }
            },
        ],
        "FoW 1013",
        field=[{"code": "FWD-010", "label": "coral"}],
        stones=[{"code": "FWD-S02", "label": "stone"}],
        ruler_area=[{"code": "FWD-R02", "label": "ruler"}],
    )


def test_two_targets_need_two_legal_targets() -> None:
    # NDR-036 "Scorching Winds": Two target resonators gain [+400/0] until end of turn. (FoW
    # 903.2g: exactly two different targets, chosen as it is played; with one legal target it
    # cannot be played)
    winds = real("NDR-036")
    assert winds["script"][-1]["targets"]["n"] == 2
    play(
        [winds, real("VIN001-091")],
        {"hand": ["NDR-036"], "stones": ["VIN001-091"], "field": [{"code": "FWD-013", "label": "tinker"}]},
        [
            {"p1": "play", "card": "NDR-036", "expect": {"decision.count": 2}},
            {"p1": "choose", "cards": ["tinker", "coral"]},
            *RESOLVE,
            {"expect": {"card.tinker.atk": 600, "card.coral.atk": 900, "card.coral.def": 800}},
        ],
        "FoW 903.2g",
        field=[{"code": "FWD-010", "label": "coral"}],
    )
    play(
        [winds, real("VIN001-091")],
        {"hand": ["NDR-036"], "stones": ["VIN001-091"]},
        [{"p1": "play", "card": "NDR-036", "refused": True}],
        "FoW 903.2g",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_double_atk_and_def_of_this_card() -> None:
    # JRP-040 "Brad and Ki Lua" [900/900]: {R}: Double ATK and DEF of this card until end of turn.
    # Remove an ice counter from a J/ruler you control. Play this ability only during your turn
    # and only once per turn. (FoW 1020.3: it gains its ATK and DEF as it resolves; 1022)
    brad = real("JRP-040")
    play(
        [brad, real("VIN001-091")],
        {
            "ruler_area": [{"code": "FWD-R01", "label": "ruler", "counters": {"ice": 1}}],
            "field": [{"code": "JRP-040", "label": "brad"}],
            "stones": ["VIN001-091"],
        },
        [
            {"p1": "act", "card": "brad", "ability": 2},
            *RESOLVE,
            {"p1": "choose", "cards": ["ruler"]},
            {"expect": {"card.brad.atk": 1800, "card.brad.def": 1800, "card.ruler.counters.ice": 0}},
        ],
        "FoW 1020.3",
    )


def test_a_token_put_gains_an_ability_that_banishes_it_at_the_next_end_of_turn() -> None:
    # CST-066 "Purun, Fairy of Possessing Darkness": {Rest}: Put a [400/400] darkness Ethereal
    # resonator token into the field. It gains "At the next end of turn >>> This card's
    # controller banishes it.". (FoW 1303.1, 1020: the token has that automatic ability; at the
    # end of the turn it is banished, 1011.1, and stops existing)
    purun = real("CST-066")
    assert purun["script"][-1]["effect"][1]["until"] == "game"
    play(
        [purun],
        {"field": [{"code": "CST-066", "label": "purun"}], "deck": DECK * 2},
        [
            {"p1": "act", "card": "purun", "ability": 2},
            *RESOLVE,
            {"expect": {"p1.field.count": 2}},
            *_passes("121212"),  # to the end of the turn; the token's ability on the chase resolves
            {"expect": {"p1.field.count": 1, "card.purun.zone": "p1.field"}},
        ],
        "FoW 1011.1",
        deck=DECK * 2,
    )


def test_cancel_target_activate_or_automatic_ability_targets_an_ability_on_the_chase() -> None:
    # MP01-164 [Quickcast]: "[Enter] >>> Cancel target activate or automatic ability your opponent
    # controls." (FoW 903.2g: an ability on the chase is an object that may be targeted; 1012.1:
    # cancelled, it is removed from the chase and does nothing)
    laurite = costed(real("MP01-164"), "{1}")
    assert laurite["script"][1]["target_object"] == {"kinds": ["act", "auto"], "whose": "opponent"}
    assert laurite["script"][1]["effect"] == [{"do": "fow.cancel", "object": "target_object"}]
    gunner = real("VIN001-018")  # {Rest}: This card deals 200 damage to target player or resonator.
    play(
        [laurite, gunner],
        {"field": [{"code": "VIN001-018", "label": "gunner"}]},
        [
            {"p1": "act", "card": "gunner"},
            {"p1": "option", "option": "player:1"},
            {"p1": "pass"},
            {"p2": "play", "card": "laurite"},
            {"p2": "pass"},
            {"p1": "pass"},
            {"expect": {"card.laurite.zone": "p2.field"}},
            # FoW 903.2g: the one legal target is the opponent's ability on the chase
            {"expect": {"decision.rule": "FoW 903.2g", "decision.count": 1}},
            {"p2": "option", "option": "Calamity Jane's ability"},
            *RESOLVE,  # Laurite's ability, on top of the gunner's
            # FoW 1012.1: cancelled, no damage dealt
            {"expect": {"value.p2.life": 4000, "log has": ["Calamity Jane's ability is cancelled"]}},
        ],
        "FoW 903.2g",
        hand=[{"code": "MP01-164", "label": "laurite"}],
        stones=["FWD-S02"],
    )


def test_cancel_target_ability_reads_the_kinds_and_a_mode_of_its_own() -> None:
    # FoW 903.2g, 1012: the kinds of object named; a mode's own target (903.2e)
    assert real("VIN001-040")["script"][0]["target_object"] == {"kinds": ["act"]}
    assert real("EDL-058^")["script"][1]["target_object"] == {"kinds": ["spell", "auto"]}
    modal = next(a for a in real("CST-007")["script"] if "modes" in a)
    [mode] = [m for m in modal["modes"] if "target_object" in m]
    assert mode["label"] == "Cancel target activate ability" and mode["target_object"] == {"kinds": ["act"]}


def test_control_gained_as_long_as_this_card_is_in_the_field_goes_back_when_it_leaves() -> None:
    # TWS-049: "[Enter] >>> Gain control of target resonator your opponent controls as long as this
    # card is in the field." (FoW 105.3, D59: once this card is no longer in the field, the
    # resonator's controller before it controls it again)
    serpent = costed(real("TWS-049"), "{1}")
    assert serpent["script"][1]["effect"] == [
        {"do": "fow.control", "cards": "targets", "until": "this_in_field"}
    ]
    play(
        [serpent],
        {"hand": [{"code": "TWS-049", "label": "serpent"}], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "serpent"},
            *RESOLVE,
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.serpent.zone": "p1.field", "card.coral.zone": "p1.field"}},
            {"p1": "manual", "verb": "move", "card": "serpent", "zone": "p1.graveyard"},
            {"expect": {"card.coral.zone": "p2.field"}},
        ],
        "FoW 105.3",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_a_graveyard_target_of_a_race_with_total_cost_n_or_less() -> None:
    # MOA-041: "When this card is put into a graveyard from your field, put target Vampire card
    # with total cost 2 or less from your graveyard into your hand." (FoW 903.2g: Lora, total
    # cost 2, is the one legal target; Carmilla, 4, and this card, 3, are not)
    aria = real("MOA-041")
    assert aria["script"][0]["targets"] == {
        "zone": "graveyard",
        "whose": "you",
        "races": ["Vampire", "Vampires"],
        "total_cost": {"<=": 2},
        "n": 1,
    }
    play(
        [aria, real("CMF-085"), real("CMF-081")],
        {
            "field": [{"code": "MOA-041", "label": "aria"}],
            "graveyard": [{"code": "CMF-085", "label": "lora"}, {"code": "CMF-081", "label": "carmilla"}],
        },
        [
            {"p1": "manual", "verb": "move", "card": "aria", "zone": "p1.graveyard"},
            {"expect": {"decision.rule": "FoW 903.2g", "decision.count": 1}},
            {"p1": "choose", "cards": ["lora"]},
            *RESOLVE,
            {"expect": {"card.lora.zone": "p1.hand", "card.carmilla.zone": "p1.graveyard"}},
        ],
        "FoW 903.2g",
    )


def test_your_opponent_cannot_play_spells_until_end_of_turn() -> None:
    # EDL-012^: "Your opponent cannot play spells until end of turn." (FoW 312.3: a card played
    # is a spell, so the opponent plays no card, not even a [Quickcast] one in response; it
    # ends with the other "until end of turn" effects, 505.5b)
    silence = costed(real("EDL-012^"), "{0}")
    assert silence["script"][-1]["effect"] == [{"do": "fow.no_spells", "player": "opponent"}]
    play(
        [silence],
        {
            "hand": [{"code": "EDL-012^", "label": "silence"}, {"code": "FWD-010", "label": "coral"}],
            "stones": ["FWD-S02"] * 3,
        },
        [
            {"p1": "play", "card": "silence"},
            *RESOLVE,
            {"expect": {"log has": ["P2 cannot play spells until end of turn"]}},
            {"p1": "play", "card": "coral"},
            {"p1": "pass"},
            # FWD-029 (Cancel target spell, [Quickcast]) would be played here otherwise
            {"expect": {"decision.player": "p2", "actions lacks": ["play"]}},
        ],
        "FoW 312.3",
        hand=[{"code": "FWD-029", "label": "denial"}],
        stones=["FWD-S02", "FWD-S02"],
    )


def test_prevent_all_damage_to_target_resonator_until_end_of_turn() -> None:
    # VIN003-012: "Prevent all damage that would be dealt to target resonator until end of turn."
    # (FoW 1018: "until end of turn" is "this turn": the damage of the gunner's ability is
    # prevented)
    shield = costed(real("VIN003-012"), "{0}")
    assert shield["script"][0]["effect"] == [{"do": "fow.prevent", "cards": "targets"}]
    play(
        [shield, real("VIN001-018")],
        {
            "hand": [{"code": "VIN003-012", "label": "shield"}],
            "field": [{"code": "VIN001-018", "label": "gunner"}],
        },
        [
            {"p1": "play", "card": "shield"},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"p1": "act", "card": "gunner"},
            {"p1": "option", "option": "Coral Sentinel"},
            *RESOLVE,
            {"expect": {"card.coral.counters.damage": 0, "card.coral.zone": "p2.field"}},
        ],
        "FoW 1018",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_cancel_target_spell_or_ability_targeting_this_card() -> None:
    # VIN003-004: "{W}{W}: Cancel target spell or ability targeting this card." (FoW 903.2g: only
    # an object on the chase whose targets include this card; 1012.1: cancelled, no damage)
    faria = real("VIN003-004")
    assert faria["script"][1]["target_object"] == {"kinds": ["spell", "act", "auto"], "targeting": "this"}
    for target, expect in (
        ("Faria, Paladin of the Dawn", {"card.faria.counters.damage": 0, "value.p2.life": 4000}),
        ("player:1", None),  # nothing targets Faria: the ability cannot be played
    ):
        steps: list[dict[str, Any]] = [
            {"p1": "act", "card": "gunner"},
            {"p1": "option", "option": target},
            {"p1": "pass"},
        ]
        if expect is None:
            steps.append({"expect": {"decision.player": "p2", "actions lacks": ["act"]}})
        else:
            steps += [
                {"p2": "act", "card": "faria"},
                {"p2": "option", "option": "Calamity Jane's ability"},
                {"p2": "pass"},
                {"p1": "pass"},
                {"expect": {**expect, "log has": ["Calamity Jane's ability is cancelled"]}},
            ]
        play(
            [faria, real("VIN001-018")],
            {"field": [{"code": "VIN001-018", "label": "gunner"}]},
            steps,
            "FoW 903.2g",
            field=[{"code": "VIN003-004", "label": "faria"}],
            stones=["FWD-S01", "FWD-S01"],
        )


def test_another_card_you_control_put_into_a_graveyard_from_the_field() -> None:
    # DBV-057: "Whenever another Mimi Tribe you control is put into a graveyard from the field ⇒
    # Recover this card." (FoW 906.1: another one, not this card; 906.7b: seen as it was in the
    # field)
    chamimi = real("DBV-057")
    assert chamimi["script"][2]["trigger"]["card"]["other"] is True
    play(
        [chamimi, real("NDR-073")],
        {
            "field": [
                {"code": "DBV-057", "label": "chamimi", "state": "rested"},
                {"code": "NDR-073", "label": "explorer"},
            ]
        },
        [
            {"p1": "manual", "verb": "move", "card": "explorer", "zone": "p1.graveyard"},
            *RESOLVE,
            {"expect": {"card.chamimi.state": "recovered"}},  # FoW 1013.1
        ],
        "FoW 906.1",
    )


def test_they_after_two_targets_are_those_targets() -> None:
    # SNV-017: "Recover two target resonators. They gain [+200/+400] until end of turn." (FoW
    # 903.2g: "they" are the two targets; 1013.1, 1020.3)
    battle = costed(real("SNV-017"), "{0}")
    spell = next(a for a in battle["script"] if a["kind"] == "play")
    assert spell["targets"]["n"] == 2 and all(s["cards"] == "targets" for s in spell["effect"])
    play(
        [battle],
        {
            "hand": [{"code": "SNV-017", "label": "battle"}],
            "field": [{"code": "FWD-010", "label": "mine", "state": "rested"}],
        },
        [
            {"p1": "play", "card": "battle"},
            {"p1": "choose", "cards": ["mine", "theirs"]},
            *RESOLVE,
            {
                "expect": {
                    "card.mine.state": "recovered",
                    "card.theirs.state": "recovered",
                    "card.mine.atk": 700,
                    "card.theirs.def": 1200,  # [500/800] + [200/400]
                }
            },
        ],
        "FoW 903.2g",
        field=[{"code": "FWD-010", "label": "theirs", "state": "rested"}],
    )


def test_if_you_played_two_or_more_cards_this_turn() -> None:
    # SDL4-008: "When this card enters your field ⇒ If you played two or more cards this turn,
    # draw a card." (FoW 903: each card played counts, this one too)
    elf = costed(real("SDL4-008"), "{0}")
    assert elf["script"][0]["effect"][0]["if"] == {">=": [{"fow.played": "you"}, 2]}
    for first, deck_after in ((True, 4), (False, 5)):
        hand = [{"code": "SDL4-008", "label": "elf"}, {"code": "FWD-010", "label": "coral"}]
        steps: list[dict[str, Any]] = [{"p1": "play", "card": "coral"}, *RESOLVE] if first else []
        play(
            [elf],
            {"hand": hand, "stones": ["FWD-S02"] * 3},
            [
                *steps,
                {"p1": "play", "card": "elf"},
                *RESOLVE,  # the elf enters
                *RESOLVE,  # its ability
                {"expect": {"p1.deck.count": deck_after}},  # a card drawn after two played
            ],
            "FoW 903",
        )


def test_a_target_put_from_the_graveyard_into_the_field_gains_an_ability() -> None:
    # TWS-095: "Put target Ethereal resonator from your graveyard into the field. It gains "At the
    # next end of turn >>> Its controller banishes it."." (FoW 1020: the card as it entered, a new
    # object, 302.3, has the ability; at the end of the turn it is banished, 1011.1)
    king = costed(real("TWS-095"), "{0}")
    spell = next(a for a in king["script"] if a["kind"] == "play")
    assert spell["effect"][0]["as"] == "moved" and spell["effect"][1]["cards"] == "moved"
    play(
        [king, real("TUS-027")],
        {
            "hand": [{"code": "TWS-095", "label": "king"}],
            "graveyard": [{"code": "TUS-027", "label": "trooper"}],
            "deck": DECK * 2,
        },
        [
            {"p1": "play", "card": "king"},
            {"p1": "choose", "cards": ["trooper"]},
            *RESOLVE,
            {"expect": {"card.trooper.zone": "p1.field"}},
            *_passes("121212"),  # to the end of the turn; its ability on the chase resolves
            {"expect": {"card.trooper.zone": "p1.graveyard"}},
        ],
        "FoW 1011.1",
        deck=DECK * 2,
    )


def test_a_token_put_is_banished_by_a_delayed_ability_at_the_next_end_of_turn() -> None:
    # ENW-030: "Put a [1000/1000] fire Wall resonator token with [Flying] into your field. At the
    # next end of turn ⇒ Its controller banishes it." (FoW 906.8: the delayed ability banishes
    # the token put, 1011.1)
    wall = costed(real("ENW-030"), "{0}")
    spell = next(a for a in wall["script"] if a["kind"] == "play")
    assert spell["effect"][1]["steps"] == [{"do": "move", "cards": "made", "to": "graveyard"}]
    play(
        [wall],
        {"hand": [{"code": "ENW-030", "label": "wall"}], "deck": DECK * 2},
        [
            {"p1": "play", "card": "wall"},
            *RESOLVE,
            {"expect": {"p1.field.count": 1}},
            *_passes("121212"),  # to the end of the turn; the delayed ability resolves
            {"expect": {"p1.field.count": 0}},
        ],
        "FoW 906.8",
        deck=DECK * 2,
    )


def test_a_delayed_ability_naming_a_card_the_effect_moved_stays_by_hand() -> None:
    # FoW 906.8, 903.3a: "At the next end of turn ⇒ …" fixes the objects it names as it is made;
    # a card put from the graveyard into the field is a new object there, so "Remove it" would
    # name the card that left the graveyard and remove nothing: the line is done by hand
    moved = (
        "Put target resonator from your graveyard into the field. "
        "At the next end of turn ⇒ Remove it from the game."
    )
    assert not compile_line(moved, "chant").automated
    # the same delayed ability on a card the effect did not move is automated (SDL5-002's form)
    kept = (
        "Target resonator you control gains [+1000/0] until end of turn. At the next end of turn ⇒ Destroy it"
    )
    assert compile_line(kept, "chant").automated


def test_becomes_a_value_sets_atk_and_def_in_timestamp_order_before_counters() -> None:
    # ADW-002: "Target J/resonator loses all abilities and becomes a [600/600] until end of turn."
    # FoW 1020, 909.1g: "becomes [A/D]" sets ATK and DEF; with "gains [+A/+D]" in the same step,
    # in timestamp order (909.3b): the pump before it is overwritten, the one after adds; the
    # [+100/+100] counter applies after both (909.1h)
    magic = costed(real("ADW-002"), "{W}")
    spell = next(a for a in magic["script"] if a["kind"] == "play")
    assert spell["effect"] == [
        {"do": "fow.lose_abilities", "cards": "targets"},
        {"do": "modify", "cards": "targets", "stat": "atk", "set": 600},
        {"do": "modify", "cards": "targets", "stat": "def", "set": 600},
    ]
    # SDV3-016: "Target resonator becomes a [900/900] until end of turn."
    [rune] = [a for a in real("SDV3-016")["script"] if a["kind"] == "play"]
    assert rune["effect"][0] == {"do": "modify", "cards": "targets", "stat": "atk", "set": 900}
    play(
        [magic, real("TMS-044"), real("SDV5-021")],
        {
            "hand": ["ADW-002", "FWD-013"],
            "stones": ["FWD-S01"],
            "field": [
                {"code": "TMS-044", "label": "puppet", "counters": {"+100/+100": 1}},
                {"code": "SDV5-021", "label": "ghoul"},
                {"code": "FWD-010", "label": "fodder"},
            ],
        },
        [
            {"expect": {"card.puppet.atk": 600}},
            {"p1": "act", "card": "puppet"},
            {"p1": "choose", "cards": ["FWD-013"]},
            *RESOLVE,
            {"expect": {"card.puppet.atk": 800, "card.puppet.def": 800}},
            {"p1": "play", "card": "ADW-002"},
            {"p1": "choose", "cards": ["puppet"]},
            *RESOLVE,
            {"expect": {"card.puppet.atk": 700, "card.puppet.def": 700}},
            {"p1": "act", "card": "ghoul", "ability": 2},
            {"p1": "choose", "cards": ["puppet"]},
            {"p1": "choose", "cards": ["fodder"]},
            *RESOLVE,
            {"expect": {"card.puppet.atk": 900, "card.puppet.def": 900}},
        ],
        "FoW 909.1g",
    )


def test_it_does_not_recover_as_long_as_this_card_is_in_the_field() -> None:
    # SDL3-001: "{U}: Return this card to its owner's hand." / "When this card enters your field ⇒
    # Rest target resonator. It doesn't recover during the recovery phase as long as this card is
    # in a field." FoW 503.5, D61: held in every recovery phase while the casket is in the field;
    # once it left (back to the hand here) the next recovery phase recovers it
    casket = costed(real("SDL3-001"), "{U}")
    [auto] = [a for a in casket["script"] if a["kind"] == "auto"]
    assert auto["effect"][1]["until"] == "this_in_field"
    play(
        [casket],
        {"hand": ["SDL3-001"], "stones": ["FWD-S02", "FWD-S02"], "deck": DECK * 2},
        [
            {"p1": "play", "card": "SDL3-001"},
            *RESOLVE,
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.state": "rested"}},
            *_passes("12121221212121"),  # to P2's main phase: their recovery phase is over
            {"expect": {"phase": "main", "card.coral.state": "rested", "card.other.state": "recovered"}},
            *_passes("2121211212121212121221212121"),  # to P2's next main phase: still held
            {"expect": {"phase": "main", "card.coral.state": "rested"}},
            {"p2": "pass"},
            {"p1": "act", "card": "SDL3-001"},
            *RESOLVE,
            {"expect": {"card.SDL3-001.zone": "p1.hand"}},
            *_passes("2121211212121212121221212121"),  # to P2's next main phase
            {"expect": {"phase": "main", "card.coral.state": "recovered"}},
        ],
        "FoW 503.5",
        deck=DECK * 2,
        field=[
            {"code": "FWD-010", "label": "coral"},
            {"code": "FWD-010", "label": "other", "state": "rested"},
        ],
    )


def test_they_after_a_group_rested_are_the_cards_it_rested() -> None:
    # NWE-005: "[Enter] >>> Rest all tokens your opponent controls. They don't recover during the
    # recovery phase as long as this card is in the field." (FoW 503.5, D61; "they": the tokens
    # the first sentence rested, each in turn): P2's Rabbit token stays rested through P2's
    # recovery phase, P2's rested coral (no token) recovers
    kaguya, warden = real("VIN003-037"), costed(real("NWE-005"), "{U}")
    [auto] = [a for a in warden["script"] if a["kind"] == "auto"]
    assert auto["effect"][0]["do"] == "for_each"
    play(
        [kaguya, warden],
        {"hand": [{"code": "NWE-005", "label": "warden"}], "stones": ["FWD-S02"], "deck": DECK * 2},
        [
            {"p1": "pass"},
            {"p2": "act", "card": "kaguya"},
            {"p2": "pass"},
            {"p1": "pass"},
            {"p1": "play", "card": "warden"},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"card.Rabbit.state": "rested", "card.kaguya.state": "rested"}},
            *_passes("12121221212121"),  # to P2's main phase: their recovery phase is over
            {"expect": {"phase": "main", "card.Rabbit.state": "rested", "card.coral.state": "recovered"}},
        ],
        "FoW 503.5",
        deck=DECK * 2,
        field=[
            {"code": "VIN003-037", "label": "kaguya"},
            {"code": "FWD-010", "label": "coral", "state": "rested"},
        ],
    )


@pytest.mark.parametrize(
    ("line", "before", "during"),
    [
        # MP01-040's first ability
        (
            "[Enter] >>> Up to one target resonator gains [Eternal] as long as this card is in the field.",
            ["flying"],
            ["flying", "eternal"],
        ),
        (
            "[Enter] ⇒ Target resonator loses all abilities as long as this card is in the field.",
            ["flying"],
            [],
        ),
    ],
)
def test_an_effect_lasts_as_long_as_this_card_is_in_the_field(
    line: str, before: list[str], during: list[str]
) -> None:
    # D61 (909.8): a keyword given, or all abilities lost, while the ability's card (an addition
    # here, SDL3-001's "{U}: Return this card to its owner's hand." kept) is in the field: after
    # the turn ends too, and no longer once it left
    assert real("MP01-040")["script"][0]["effect"][0]["until"] == "this_in_field"
    ability = compile_line(line, "addition").ability
    assert ability is not None
    casket = costed(real("SDL3-001"), "{U}")
    casket = {**casket, "script": [a for a in casket["script"] if a["kind"] == "act"] + [ability]}
    play(
        [casket, real("MSW-007")],
        {"hand": ["SDL3-001"], "stones": ["FWD-S02", "FWD-S02"], "deck": DECK * 2},
        [
            {"p1": "play", "card": "SDL3-001"},
            *RESOLVE,
            {"p1": "choose", "cards": ["flyer"]},
            *RESOLVE,
            {"expect": {"card.flyer.keywords": during}},
            *_passes("12121221212121"),  # to P2's main phase: the turn ended, still so
            {"expect": {"phase": "main", "card.flyer.keywords": during}},
            {"p2": "pass"},
            {"p1": "act", "card": "SDL3-001"},
            *RESOLVE,
            {"expect": {"card.SDL3-001.zone": "p1.hand", "card.flyer.keywords": before}},
        ],
        "FoW 909.8",
        deck=DECK * 2,
        field=[{"code": "MSW-007", "label": "flyer"}],
    )


def test_an_activate_ability_played_only_during_your_opponents_turn() -> None:
    # "{0}: Recover this card. Play this ability only during your opponent's turn." FoW 905: the
    # sentence of when it may be played read as one piece ("act_limit"), after any cost: effect
    ability = compile_line(
        "{0}: Recover this card. Play this ability only during your opponent's turn.", "resonator"
    )
    assert ability.automated and ability.ability is not None
    assert ability.ability["condition"] == {"turn": "opponents"}
    card = {**real("MSW-007"), "code": "T-WAKE", "name": "Wakeful", "script": [ability.ability]}
    play(
        [card],
        {"field": [{"code": "T-WAKE", "label": "wake", "state": "rested"}], "deck": DECK * 2},
        [
            {"p1": "act", "card": "wake", "refused": True},
            *_passes("12121221212121"),  # to P2's main phase
            {"p2": "pass"},
            {"p1": "act", "card": "wake"},
            *RESOLVE,
            {"expect": {"card.wake.state": "recovered"}},
        ],
        "FoW 905",
        deck=DECK * 2,
    )


def test_a_gain_as_long_as_this_card_is_in_the_field() -> None:
    # MP01-040: "[Enter] >>> Up to one target resonator gains [Eternal] as long as this card is
    # in the field." (D61: the effect ends once this card is no longer in the field, seen at the
    # rule process before anyone gets priority, FoW 1201)
    sword = costed(real("MP01-040"), "{1}")
    assert sword["script"][0]["effect"] == [
        {"do": "grant", "cards": "targets", "grant": "eternal", "until": "this_in_field"}
    ]
    play(
        [sword],
        {"hand": [{"code": "MP01-040", "label": "sword"}], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "sword"},
            *RESOLVE,
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.sword.zone": "p1.field", "card.coral.keywords": ["eternal"]}},
            {"p1": "manual", "verb": "move", "card": "sword", "zone": "p1.graveyard"},
            {"expect": {"card.coral.keywords": []}},
        ],
        "FoW 1201",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_a_search_for_a_card_with_a_word_in_its_name_offers_only_those_cards() -> None:
    # MP01-082: "{Rest}, discard a card: Search your deck for a card with "Wonderland" in its
    # name, reveal it and put it into your hand. Then shuffle your deck." (FoW 201.1: any of its
    # names has the word; 1014.2: only those are found)
    gate = real("MP01-082")
    assert gate["script"][0]["effect"][0]["from"] == {"fow.name_has": ["Wonderland"], "zone": "deck"}
    rabbit = {**real("MPR-023"), "code": "T-WL", "name": "White Rabbit of Wonderland"}
    play(
        [gate, rabbit],
        {
            "field": [{"code": "MP01-082", "label": "gate"}],
            "hand": ["FWD-013"],
            "deck": ["FWD-013", {"code": "T-WL", "label": "rabbit"}, "FWD-013"],
        },
        [
            {"p1": "act", "card": "gate", "ability": 0},
            {"p1": "choose", "cards": ["FWD-013"]},  # the discard (1019)
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.count": 1}},  # only the Wonderland card
            {
                "p1": "choose",
                "cards": ["rabbit"],
                "expect": {"card.rabbit.zone": "p1.hand", "p1.deck.count": 2, "card.gate.state": "rested"},
            },
        ],
        "FoW 1014.2",
    )


def test_a_glued_comma_and_the_graveyard_and_a_field_read_as_usual() -> None:
    # CMF-062: "[Activate] Pay {G},{Rest}: …" (a comma printed against the cost after it);
    # NWE-075: "{Rest}: Put the top two cards of your deck into the graveyard." (the owner's);
    # VIN003-022: "… put into a graveyard from a field ⇒" (either player's: one field, 307.2)
    assert real("CMF-062")["script"][1]["cost"] == [{"will": "{G}"}, {"rest": "this"}]
    pit = real("NWE-075")
    assert pit["script"][2]["effect"] == [
        {"do": "move", "cards": {"zone": "deck", "fow.top": 2}, "to": "graveyard"}
    ]
    play(
        [pit],
        {"field": [{"code": "NWE-075", "label": "pit"}]},
        [
            {"p1": "act", "card": "pit", "ability": 2},
            *RESOLVE,
            {"expect": {"p1.graveyard.count": 2, "p1.deck.count": 3}},  # FoW 1011
        ],
        "FoW 1011",
    )
    assert real("VIN003-022")["script"][1]["trigger"] == {
        "on": "move",
        "card": {"zone": "field", "fow.kind": "resonator"},
        "from": "field",
        "to": "graveyard",
    }


def test_another_card_entering_a_field_triggers_on_either_players_field() -> None:
    # RDE-030: "Whenever another Spirit enters a field ⇒ Put a [+100/+100] counter on this card."
    # ("a field": either player's, 307.2; 906.1: not this card)
    sylph = real("RDE-030")
    neverend = real("MSW-043")  # its own [Enter] >>> Draw a card. is played after, on top (906.5)
    spirit = {**neverend, "code": "T-SPIRIT", "fields": {**neverend["fields"], "races": ["Spirit"]}}
    play(
        [sylph, spirit],
        {"field": [{"code": "RDE-030", "label": "sylph"}]},
        [
            {"p2": "manual", "verb": "move", "card": "foe", "zone": "p2.field"},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"card.sylph.counters.+100/+100": 1, "p2.hand.count": 1}},
        ],
        "FoW 906.1",
        hand=[{"code": "T-SPIRIT", "label": "foe"}],
    )


def test_whenever_this_card_is_targeted_by_a_spell_or_ability() -> None:
    # ADW-038: "Whenever this card is targeted by a spell or ability >>> It gains [Barrier] until
    # end of turn." (FoW 903.2g: targeted as the spell is played; its ability goes on the chase
    # above the spell, 906.5, and resolves first); a spell targeting another card does not
    # trigger it
    knight = real("ADW-038")
    assert knight["script"][1]["trigger"] == {"on": "fow.targeted", "card": "this"}
    pump = costed(real("VIN003-055"), "{W}")  # Target J/resonator gains [+400/+400] until end of turn.
    play(
        [knight, pump],
        {
            "hand": ["VIN003-055", "VIN003-055"],
            "stones": ["FWD-S01", "FWD-S01"],
            "field": [{"code": "ADW-038", "label": "knight"}, {"code": "FWD-010", "label": "coral"}],
        },
        [
            {"p1": "play", "card": "VIN003-055"},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"chase.count": 0, "card.knight.keywords": [], "card.coral.atk": 900}},
            {"p1": "play", "card": "VIN003-055"},
            {"p1": "choose", "cards": ["knight"]},  # the ability goes on the chase above the spell
            *RESOLVE,
            {"expect": {"chase.count": 1, "card.knight.keywords": ["barrier"], "card.knight.atk": 200}},
            *RESOLVE,
            {"expect": {"chase.count": 0, "card.knight.keywords": ["barrier"], "card.knight.atk": 600}},
        ],
        "FoW 903.2g",
    )


def test_when_this_card_becomes_rested() -> None:
    # RDE-090: "When this card becomes rested ⇒ Target resonator gains [-200/0] until end of
    # turn." (FoW 303.1a: turned from recovered to rested, by anything; a rested card rested
    # again does not become rested)
    bird = real("RDE-090")
    assert bird["script"][1]["trigger"] == {"on": "state", "card": "this", "state": "rested"}
    play(
        [bird],
        {"field": [{"code": "RDE-090", "label": "bird"}]},
        [
            {"p1": "manual", "verb": "state", "card": "bird", "state": "rested"},
            {"p1": "choose", "cards": ["coral"]},  # FoW 903.2g: its target as it is played
            *RESOLVE,
            {"expect": {"card.coral.atk": 300, "card.coral.def": 800}},
        ],
        "FoW 303.1a",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_a_non_token_resonator_put_into_a_graveyard_and_a_discard_cost_by_a_word_in_the_name() -> None:
    # SNV-093: "Whenever a non-token resonator is put into a graveyard from the field ⇒ Put a
    # fruit counter on this card." (FoW 1303: a token is not one); MOA-017: "{Rest}, discard a
    # card with "Apple" in its name: This card deals 1000 damage to target resonator." (1019,
    # 201.1); EDL-023: "… until the end of turn" is "until end of turn" (505.5b)
    tree = real("SNV-093")
    assert tree["script"][1]["trigger"]["card"]["fow.token"] is False
    assert real("MOA-017")["script"][1]["cost"][1] == {
        "discard": {"fow.name_has": ["Apple"], "zone": "hand", "whose": "you"}
    }
    assert real("EDL-023")["script"][1]["effect"][0]["do"] == "fow.live"
    play(
        [tree],
        {"field": [{"code": "SNV-093", "label": "tree"}, {"code": "FWD-010", "label": "coral"}]},
        [
            {"p1": "manual", "verb": "move", "card": "coral", "zone": "p1.graveyard"},
            *RESOLVE,
            {"expect": {"card.tree.counters.fruit": 1}},
        ],
        "FoW 1303",
    )
    # the filter itself: a token is not a "non-token" card (scenarios place no tokens)
    token_filter = checker().filters["fow.token"]
    made = Card(id=1, code="T", owner=0, controller=0, zone="p1.field", token=True)
    assert token_filter(None, made, False) is False  # type: ignore[arg-type]
    assert token_filter(None, replace(made, token=False), False) is True  # type: ignore[arg-type]


def test_when_an_activate_ability_may_be_played_is_read_as_parts() -> None:
    # ENW-079: "Pay 200 life: This card gains [+100/+100] until end of turn. Play this ability up
    # to three times per turn." (a limit of three, 905); MP01-033: "… Play this ability only
    # during main timing and only once per turn." (two parts of one sentence)
    fiend = real("ENW-079")
    assert fiend["script"][1]["limit"] == 3
    duel = real("MP01-033")["script"][4]
    assert (duel["timing"], duel["limit"]) == ("main", 1)
    act = {"p1": "act", "card": "fiend", "ability": 1}
    play(
        [fiend],
        {"field": [{"code": "ENW-079", "label": "fiend"}]},
        [
            *[step for _ in range(3) for step in (act, *RESOLVE)],
            {"expect": {"value.p1.life": 3400, "card.fiend.atk": fiend["fields"]["atk"] + 300}},
            {**act, "refused": True},  # a fourth time: not offered (905)
        ],
        "FoW 905",
    )


def test_an_addition_of_a_subtype_printed_as_its_type() -> None:
    # MPR-015: "[Activate] Pay {W}, banish this card: Destroy target [Addition:Field]." (201.2c:
    # the printed type; only such an addition is a legal target, 903.2g)
    knight = real("MPR-015")
    ability = next(i for i, a in enumerate(knight["script"]) if "Destroy target" in a["text"])
    assert knight["script"][ability]["targets"]["fow.kind"] == ["addition:field", "addition: field"]
    play(
        [knight, real("CMF-062"), real("NWE-075")],
        {"field": [{"code": "MPR-015", "label": "knight"}], "stones": ["FWD-S01"]},
        [
            {"p1": "act", "card": "knight", "ability": ability, "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["woods"]},
            *RESOLVE,
            {"expect": {"card.woods.zone": "p2.graveyard", "card.plain.zone": "p2.field"}},
        ],
        "FoW 201.2c",
        field=[{"code": "CMF-062", "label": "woods"}, {"code": "NWE-075", "label": "plain"}],
    )


def test_remove_all_cards_in_all_graveyards() -> None:
    # LEL-045: "When this card enters your field ⇒ Remove all cards in all graveyards from the
    # game." (FoW 1004: every card described there, both players')
    keeper = real("LEL-045")
    assert keeper["script"][-1]["effect"] == [
        {"do": "fow.remove", "cards": {"zone": "graveyard", "whose": "any"}}
    ]
    play(
        [keeper],
        {"hand": ["LEL-045"], "graveyard": ["FWD-013"]},
        [
            {"p1": "manual", "verb": "move", "card": "LEL-045", "zone": "p1.field"},
            *RESOLVE,
            {"expect": {"p1.graveyard.count": 0, "p2.graveyard.count": 0, "p2.removed.count": 1}},
        ],
        "FoW 1004",
        graveyard=["FWD-010"],
    )


def test_that_much_is_the_damage_that_triggered_the_ability() -> None:
    # RDE-095: "Whenever this card is dealt damage ⇒ You gain that much life." (FoW 1007: the
    # damage dealt, read from the event that triggered it); "that much" after damage the effect
    # deals itself is that damage (D103), after damage to many, by hand
    golem = real("RDE-095")
    assert golem["script"][2]["effect"] == [{"do": "fow.life", "amount": {"fow.event": "amount"}}]
    assert compile_line(
        "[Enter] >>> This card deals 400 damage to your opponent. You gain that much life.", "resonator"
    ).ability["effect"][1] == {"do": "fow.life", "amount": "damage_dealt"}
    assert not compile_line(
        "[Enter] >>> This card deals 400 damage to each resonator. You gain that much life.", "resonator"
    ).automated
    bolt = costed(real("ENW-027"), "{W}")  # This card deals 400 damage to target J/resonator.
    play(
        [golem, bolt],
        {"field": [{"code": "RDE-095", "label": "golem"}], "hand": ["ENW-027"], "stones": ["FWD-S01"]},
        [
            {"p1": "play", "card": "ENW-027"},
            {"p1": "choose", "cards": ["golem"]},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"value.p1.life": 4400}},
        ],
        "FoW 1007",
    )


def test_banish_it_after_a_trigger_about_this_card() -> None:
    # NDR-043: "When this card is targeted by a spell ⇒ Banish it." (FoW 1011.1: into its
    # owner's graveyard; "it" is this card: the trigger names it alone and the ability targets
    # nothing); the spell stays on the chase, its target gone
    sprite = real("NDR-043")
    ability = next(i for i, a in enumerate(sprite["script"]) if "Banish it" in a["text"])
    assert sprite["script"][ability]["effect"] == [{"do": "move", "cards": "this", "to": "graveyard"}]
    pump = costed(real("VIN003-055"), "{W}")  # Target J/resonator gains [+400/+400] until end of turn.
    play(
        [sprite, pump],
        {"field": [{"code": "NDR-043", "label": "sprite"}], "hand": ["VIN003-055"], "stones": ["FWD-S01"]},
        [
            {"p1": "play", "card": "VIN003-055"},
            {"p1": "choose", "cards": ["sprite"]},
            *RESOLVE,
            {"expect": {"card.sprite.zone": "p1.graveyard", "chase.count": 1}},
        ],
        "FoW 1011.1",
    )


def test_whenever_a_resonator_you_control_is_targeted_by_your_opponent() -> None:
    # the wording of AOA-063's trigger with an effect the compiler reads: "it" is the card
    # targeted (903.2g: the event names it); only the opponent's spells trigger it
    line = (
        "Whenever a resonator you control is targeted by a spell or ability your opponent controls "
        "⇒ It gains [+200/+200] until end of turn."
    )
    guard = compile_line(line, "resonator")
    assert guard.automated and guard.ability["effect"][0]["cards"] == "event_card"
    keeper = {**real("MSW-043"), "code": "T-GUARD", "name": "Guard", "script": [guard.ability]}
    pump = costed(real("VIN003-055"), "{W}")  # Target J/resonator gains [+400/+400] until end of turn.
    play(
        [keeper, pump],
        {"field": [{"code": "T-GUARD", "label": "guard"}, {"code": "FWD-010", "label": "coral"}]},
        [
            {"p2": "play", "card": "VIN003-055", "refused": True},  # not p2's priority: p1 passes
            {"p1": "pass"},
            {"p2": "play", "card": "VIN003-055"},
            {"p2": "choose", "cards": ["coral"]},
            {"p2": "pass"},
            {"p1": "pass", "expect": {"card.coral.atk": 700}},  # the guard's +200 first, on top
            *RESOLVE,
            {"expect": {"card.coral.atk": 1100}},
        ],
        "FoW 903.2g",
        hand=["VIN003-055"],
        stones=["FWD-S01"],
    )


def test_whenever_you_awaken_a_spell() -> None:
    # SDV3-009: "Whenever you awaken a spell ⇒ Draw a card. This ability triggers only once per
    # turn." (FoW 1109.2a: to awaken is to play a card paying its [Awakening] cost; the play
    # event says so)
    bard = real("SDV3-009")
    assert bard["script"][0]["trigger"] == {"on": "fow.play", "player": "you", "data": {"awakened": True}}
    for awaken, drawn in ((True, 1), (False, 0)):
        play(
            [bard, real("TAT-045")],  # [Awakening] {U}: [Enter]: Draw a card.
            {
                "field": [{"code": "SDV3-009", "label": "bard"}],
                "hand": ["TAT-045"],
                "stones": ["FWD-S02", "FWD-S02"],
            },
            [
                {"p1": "play", "card": "TAT-045"},
                {"p1": "yes" if awaken else "no"},
                *RESOLVE,
                # awakened: its ability resolves first, above the spell; else the spell resolves
                {"expect": {"p1.hand.count": drawn, "chase.count": drawn}},
            ],
            "FoW 1109.2a",
        )


def test_dark_is_the_old_spelling_of_darkness() -> None:
    # FoW 201.4c: CMF-096 "[Continuous]: Treat this card as wind magic stone and dark magic
    # stone."; CMF-007 "… Rest up to two target fire or dark resonators." (the Grimm cluster's
    # spelling); "Dark" capitalised stays a race's word ("Dark Elf")
    assert real("CMF-096")["script"][0]["stone_types"] == ["wind", "darkness"]
    [act] = [a for a in real("CMF-007")["script"] if a["kind"] == "act"]
    assert act["targets"]["colour"] == ["fire", "darkness"]
    assert GRAMMAR.parse("desc", "Dark Elf resonator") != GRAMMAR.parse("desc", "darkness Elf resonator")


def test_group_selectors_all_each_other_than_this_card_and_two_races() -> None:
    # VIN003-003: "When this card enters your field ⇒ Recover all Dragons you control." ("all"
    # before a group names the same cards, 205): P1's rested Dragon recovers, the coral does not
    dragon = costed(real("VIN003-003"), "{U}")
    spirit = real("MSW-006")  # a Dragon
    play(
        [dragon, spirit],
        {
            "hand": ["VIN003-003"],
            "stones": ["FWD-S02"],
            "field": [
                {"code": "MSW-006", "label": "gullwing", "state": "rested"},
                {"code": "FWD-010", "label": "coral", "state": "rested"},
            ],
        },
        [
            {"p1": "play", "card": "VIN003-003"},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"card.gullwing.state": "recovered", "card.coral.state": "rested"}},
        ],
        "FoW 205",
    )
    parse = GRAMMAR.parse
    assert parse("group", "J/resonators you control other than this card") == {
        "zone": "field",
        "fow.kind": "j/resonator",
        "whose": "you",
        "other": True,
    }
    assert parse("group", "Each resonator your opponent controls") == {
        "zone": "field",
        "fow.kind": "resonator",
        "whose": "opponent",
    }
    assert parse("group", "Light or fire resonators you control")["colour"] == ["light", "fire"]
    assert parse("group", "Light and fire resonators you control") is None  # D133: by hand
    # two groups named in full ("Elves and Fairies"): the cards of each (D133)
    assert {"Elf", "Fairy"} <= set(parse("group", "Elves and Fairies you control")["races"])


def test_cost_changes_of_other_cards_by_any_description() -> None:
    # LEL-044 (an addition): "Players pay {2} more to play non-Ancient Magic chants." (FoW
    # 903.2i-iii: FWD-016, a chant of cost {2}, costs {4}: with three stones it cannot be played,
    # with four it can)
    barrier = real("LEL-044")
    assert barrier["script"][0]["params"]["cards"] == {
        "fow.kind": "chant",
        "not": {"races": ["Ancient Magic", "Ancient Magics"]},
    }
    for stones, playable in ((3, False), (4, True)):
        play(
            [barrier],
            {"hand": ["FWD-016"], "stones": ["FWD-S02"] * stones},
            [{"expect": {"actions has" if playable else "actions lacks": ["play"]}}],
            "FoW 903.2i",
            field=["LEL-044"],
        )
    parse = GRAMMAR.parse
    assert parse("cost_cards", "light chants") == {"fow.kind": "chant", "colour": "light"}
    assert parse("cost_cards", 'spells named "Curse of Ragnarok"') == {"name": ["Curse of Ragnarok"]}
    assert parse("cost_cards", "Dragon or Bird resonators with total cost 3 or more") == {
        "fow.kind": "resonator",
        "races": ["Dragon", "Dragons", "Bird", "Birds"],
        "total_cost": {">=": 3},
    }


def test_a_line_of_keywords_with_reminder_text_or_a_full_stop_is_one_ability_per_keyword() -> None:
    # FoW 1101.1: MP01-061 "[Flying] [Drain] (…)": each keyword its own ability, as without the
    # reminder; one keyword with its reminder stays a line as printed
    assert [a.get("keyword") for a in real("MP01-061")["script"][:2]] == ["flying", "drain"]
    assert [c.ability.get("keyword") for c in compile_text("[Flying] [Swiftness].", "resonator")] == [
        "flying",
        "swiftness",
    ]


def test_a_continuous_ability_during_your_opponents_turn_or_while_a_condition_holds() -> None:
    # SDV1-014: "This card gain [+200/+200] and [Barrier] during your opponent's turn." (FoW 909:
    # P1's turn: P2's copy has it, P1's does not)
    card = real("SDV1-014")
    atk = int(card["fields"]["atk"])
    play(
        [card],
        {"field": [{"code": "SDV1-014", "label": "mine"}]},
        [{"expect": {"card.mine.atk": atk, "card.theirs.atk": atk + 200}}],
        "FoW 909",
        field=[{"code": "SDV1-014", "label": "theirs"}],
    )
    parse = GRAMMAR.parse
    assert parse("ability", "This card gains [+200/+200] while you control a Dragon")["condition"] == parse(
        "condition", "you control a Dragon"
    )
    assert parse("ability", "This card gains [+200/+200] as long as it is attacking")["condition"] == {
        "exists": {"var": "this", "fow.battle": "attacking"}
    }
    assert parse("condition", "you control no other resonators") == {
        "not": {"exists": {"zone": "field", "fow.kind": "resonator", "whose": "you", "other": True}}
    }


def test_barrier_against_cards_with_a_total_cost_or_less_and_other_information_by_hand() -> None:
    # DBV-003: "[Barrier] (Total cost 4 or less)" (FoW 1120.3: the words are its <information>,
    # not reminder text): a water chant of total cost 2 (FWD-032) cannot target it; the coral it can
    guard = real("DBV-003")
    assert guard["script"][0] == {
        "kind": "keyword",
        "keyword": "barrier:cost<=4",
        "text": "[Barrier] (Total cost 4 or less)",
    }
    play(
        [guard],
        {"hand": ["FWD-032"], "stones": ["FWD-S02", "FWD-S02", "FWD-S02"]},
        [
            {"p1": "play", "card": "FWD-032", "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["coral"]},
        ],
        "FoW 1120.3",
        field=[{"code": "DBV-003", "label": "guard"}, {"code": "FWD-010", "label": "coral"}],
    )
    # other <information> is not a plain [Barrier]: by hand
    [line] = compile_text("[Barrier] (Cards that share a name with counters on this card.)", "resonator")
    assert not line.automated


def test_prevent_all_non_battle_damage() -> None:
    # EDL-046: "Prevent all non-battle damage that would be dealt to this card." (FoW 1018, 802:
    # Mistral Ray's 400 damage, dealt outside a battle, is prevented; Kiki's DEF is 100)
    kiki = real("EDL-046")
    assert kiki["script"][0]["params"] == {"to": "this", "battle": False}
    play(
        [kiki],
        {"hand": ["FWD-032"], "stones": ["FWD-S02", "FWD-S02", "FWD-S02"]},
        [
            {"p1": "play", "card": "FWD-032"},
            {"p1": "choose", "cards": ["kiki"]},
            *RESOLVE,
            {"expect": {"card.kiki.counters.damage": 0, "card.kiki.zone": "p2.field"}},
        ],
        "FoW 1018",
        field=[{"code": "EDL-046", "label": "kiki"}],
    )
    # the same ability read as "battle damage" does not prevent it: Kiki is destroyed
    battle_only = {**kiki, "script": [{**kiki["script"][0], "params": {"to": "this", "battle": True}}]}
    play(
        [battle_only],
        {"hand": ["FWD-032"], "stones": ["FWD-S02", "FWD-S02", "FWD-S02"]},
        [
            {"p1": "play", "card": "FWD-032"},
            {"p1": "choose", "cards": ["kiki"]},
            *RESOLVE,
            {"expect": {"card.EDL-046.zone": "p2.graveyard"}},
        ],
        "FoW 1018",
        field=[{"code": "EDL-046", "label": "kiki"}],
    )
    assert GRAMMAR.parse("ability", "Prevent all battle damage that would be dealt to you")["params"] == {
        "to": "you",
        "battle": True,
    }


def test_the_number_of_magic_stones_banished_this_way() -> None:
    # MSW-077: "Banish any number of magic stones. Draw X cards, then put the top X cards of your
    # magic stone deck into the field rested, where X is the number of magic stones banished this
    # way." (FoW 1011: the stones banished are counted, not the stones still in the field)
    boon = real("MSW-077")
    steps = boon["script"][0]["effect"]
    assert steps[1] == {"do": "move", "cards": "banished", "to": "graveyard", "as": "banished_way"}
    play(
        [costed(boon, "{W}")],
        {
            "hand": ["MSW-077"],
            "stones": [
                {"code": "FWD-S01", "label": "paid"},
                {"code": "FWD-S02", "label": "one"},
                {"code": "FWD-S02", "label": "two"},
                {"code": "FWD-S02", "label": "kept"},
            ],
            "stone_deck": [
                "FWD-S01",
                {"code": "FWD-S03", "label": "second"},
                {"code": "FWD-S04", "label": "top"},
            ],
        },
        [
            {"p1": "play", "card": "MSW-077"},
            *RESOLVE,
            {"p1": "choose", "cards": ["one", "two"]},
            {
                "expect": {
                    "card.one.zone": "p1.graveyard",
                    "card.two.zone": "p1.graveyard",
                    "card.kept.zone": "p1.stones",
                    "p1.hand.count": 2,
                    "card.top.zone": "p1.stones",
                    "card.top.state": "rested",
                    "card.second.zone": "p1.stones",
                    "p1.stone_deck.count": 1,
                }
            },
        ],
        "FoW 1011",
    )


def test_for_each_resonator_removed_this_way() -> None:
    # TST-045: "[Enter] >>> Remove the top two cards of your deck from the game. Put two
    # [+100/+100] counters on this card for each resonator removed this way." (FoW 1004, 1022:
    # of the two cards removed, the resonator counts, the chant does not)
    demon = real("TST-045")
    assert demon["script"][0]["effect"][0] == {
        "do": "fow.remove",
        "cards": {"zone": "deck", "fow.top": 2},
        "as": "removed_way",
    }
    play(
        [costed(demon, "{W}")],
        {
            "hand": ["TST-045"],
            "stones": ["FWD-S01"],
            "deck": [
                "FWD-013",
                "FWD-013",
                {"code": "FWD-032", "label": "chant"},
                {"code": "FWD-001", "label": "squire"},
            ],
        },
        [
            {"p1": "play", "card": "TST-045"},
            *RESOLVE,
            {"p1": "pass"},
            {
                "p2": "pass",
                "expect": {
                    "card.chant.zone": "p1.removed",
                    "card.squire.zone": "p1.removed",
                    "card.TST-045.counters.+100/+100": 2,
                },
            },
        ],
        "FoW 1004",
    )
    # no earlier step of that verb: by hand (the count would name nothing)
    assert not compile_line(
        "Draw X cards, where X is the number of magic stones banished this way.", "chant"
    ).automated


def test_the_total_cost_of_the_card_discarded_this_way() -> None:
    # RDE-013: "Discard a card. J/resonators you control gain [+X00/0] until end of turn, where X
    # is the total cost of the card discarded this way." (FoW 1019, 202.3: Mistral Ray's total
    # cost 3, read in the graveyard)
    strike = real("RDE-013")
    play(
        [costed(strike, "{W}")],
        {
            "hand": ["RDE-013", {"code": "FWD-032", "label": "ray"}],
            "stones": ["FWD-S01"],
            "field": [{"code": "FWD-001", "label": "squire"}],
        },
        [
            {"p1": "play", "card": "RDE-013"},
            *RESOLVE,
            {"p1": "choose", "cards": ["ray"]},
            {"expect": {"card.ray.zone": "p1.graveyard", "card.squire.atk": 600, "card.squire.def": 300}},
        ],
        "FoW 1019",
    )


def test_its_controller_is_the_targets_controller_as_the_effect_starts() -> None:
    # ENW-070: "Destroy target resonator. Its controller loses 400 life." (FoW 911: the
    # controller it had in the field, read before it is destroyed; the opponent's resonator:
    # the opponent loses the life, your own: you do)
    ambition = costed(real("ENW-070"), "{W}")
    play(
        [ambition],
        {"hand": ["ENW-070"], "stones": ["FWD-S01"]},
        [
            {"p1": "play", "card": "ENW-070"},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.zone": "p2.graveyard", "value.p2.life": 3600, "value.p1.life": 4000}},
        ],
        "FoW 911",
        field=[{"code": "FWD-010", "label": "coral"}],
    )
    play(
        [ambition],
        {"hand": ["ENW-070"], "stones": ["FWD-S01"], "field": [{"code": "FWD-001", "label": "squire"}]},
        [
            {"p1": "play", "card": "ENW-070"},
            {"p1": "choose", "cards": ["squire"]},
            *RESOLVE,
            {"expect": {"card.squire.zone": "p1.graveyard", "value.p1.life": 3600, "value.p2.life": 4000}},
        ],
        "FoW 911",
    )


def test_its_controller_discards_after_the_target_is_returned() -> None:
    # LEL-078: "When this card enters your field ⇒ Return target resonator to its owner's hand.
    # Its controller discards a card." (FoW 1019: the opponent, who controlled it, chooses)
    nightmare = costed(real("LEL-078"), "{W}")
    play(
        [nightmare],
        {"hand": ["LEL-078"], "stones": ["FWD-S01"]},
        [
            {"p1": "play", "card": "LEL-078"},
            *RESOLVE,
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.zone": "p2.hand", "decision.player": "p2"}},
            {"p2": "choose", "cards": ["kept"]},
            {"expect": {"card.kept.zone": "p2.graveyard", "card.coral.zone": "p2.hand"}},
        ],
        "FoW 1019",
        field=[{"code": "FWD-010", "label": "coral"}],
        hand=[{"code": "FWD-013", "label": "kept"}],
    )


def test_reveal_this_card_from_your_hand_is_a_cost_of_an_ability_played_there() -> None:
    # CST-007: "{W}, reveal this card from your hand: Put a seal counter on target entity."
    # (FoW 1005.1, 905.2a: played from the hand; the card is shown and stays there)
    hyde = real("CST-007")
    ability = hyde["script"][-1]
    assert ability["cost"] == [{"will": "{W}"}, {"reveal": "this"}] and ability["zones"] == ["hand"]
    play(
        [hyde],
        {"hand": [{"code": "CST-007", "label": "hyde"}], "stones": ["FWD-S01"]},
        [
            {"p1": "act", "card": "hyde", "ability": 3},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.counters.seal": 1, "card.hyde.zone": "p1.hand"}},
        ],
        "FoW 1005.1",
        field=[{"code": "FWD-010", "label": "coral"}],
    )
    # in the field, the ability cannot be played: it is not offered
    play(
        [hyde],
        {"field": [{"code": "CST-007", "label": "hyde"}], "stones": ["FWD-S01"]},
        [{"p1": "act", "card": "hyde", "ability": 3, "refused": True}],
        "FoW 905.2a",
    )


def test_force_rolls_a_die_and_x_is_the_result_of_the_roll() -> None:
    # SDL1-005: "When this card enters your field ⇒ [Force] 1 (Roll a die.) Put X [+100/+100]
    # counters on this card, where X is the result of the roll." (FoW 1023.1: a six-sided die;
    # the game's seeded random numbers roll 6 here, the log says so)
    puss = real("SDL1-005")
    assert puss["script"][0]["effect"][:2] == [
        {"do": "fow.force", "n": 1},
        {"do": "let", "as": "X", "value": "force_roll"},
    ]
    play(
        [puss],
        {"hand": ["SDL1-005"], "stones": ["FWD-S01"]},
        [
            {"p1": "play", "card": "SDL1-005"},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"card.SDL1-005.counters.+100/+100": 6, "log has": ["rolls for [Force] 1: 6"]}},
        ],
        "FoW 1023.1",
    )
    # "the result of the roll" with no [Force] before it: by hand
    assert not compile_line(
        "Whenever this card attacks >>> Your opponent loses X00 life, where X is the result of the roll.",
        "resonator",
    ).automated


def test_x_is_the_number_of_counters_of_a_name_on_this_card() -> None:
    # NWE-017: "{R}: This card deals X00 damage to target player or J/resonator, where X is the
    # number of [+100/+100] counters on this card." (FoW 1022: two counters, 200 damage)
    leowulf = real("NWE-017")
    ability = leowulf["script"][-1]
    assert ability["effect"][0] == {"do": "let", "as": "X", "value": {"fow.counters": "+100/+100"}}
    play(
        [{**leowulf, "script": [{**ability, "cost": [{"will": "{W}"}]}]}],
        {
            "field": [{"code": "NWE-017", "label": "leowulf", "counters": {"+100/+100": 2}}],
            "stones": ["FWD-S01"],
        },
        [
            {"p1": "act", "card": "leowulf"},
            {"p1": "option", "option": "player:1"},
            *RESOLVE,
            {"expect": {"value.p2.life": 3800}},
        ],
        "FoW 1022",
    )


def test_damage_multiplied_by_the_total_cost_of_the_card_removed_this_way() -> None:
    # LEL-009: "When this card enters your field ⇒ Remove the top card of your deck from the
    # game. This card deals 100 damage multiplied by the total cost of the card removed this way
    # to your opponent." (FoW 1004, 1007, 202.3: Mistral Ray's total cost 3, 300 damage)
    manager = costed(real("LEL-009"), "{W}")
    play(
        [manager],
        {
            "hand": ["LEL-009"],
            "stones": ["FWD-S01"],
            "deck": ["FWD-013", {"code": "FWD-032", "label": "ray"}],
        },
        [
            {"p1": "play", "card": "LEL-009"},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"card.ray.zone": "p1.removed", "value.p2.life": 3700}},
        ],
        "FoW 1007",
    )


def test_you_gain_life_for_each_magic_stone_you_control() -> None:
    # EDL-072: "You gain 200 life for each magic stone you control. …" (three stones: 600)
    grimoire = costed(real("EDL-072"), "{W}")
    play(
        [grimoire],
        {"hand": ["EDL-072"], "stones": ["FWD-S01", "FWD-S02", "FWD-S02"]},
        [{"p1": "play", "card": "EDL-072"}, *RESOLVE, {"expect": {"value.p1.life": 4600}}],
        "FoW 105.4",
    )


def test_will_of_hope_and_despair_are_keywords_with_no_ability_that_others_refer_to() -> None:
    # FoW 1101.1b: [Will of Hope] / [Will of Despair] have no ability; a card printing one has it
    # for other cards to refer to (D75). ENW-008: "Other resonators with [Will of Hope] you control
    # gain [+200/+200] and [Barrier]."; ENW-087: "This card gains [+100/+100] for each other
    # resonator with [Will of Despair] you control."
    grimm, arla = real("ENW-005"), real("ENW-002")
    assert grimm["script"][0] == {"kind": "keyword", "keyword": "will of hope", "text": "[Will of Hope]"}
    assert {"kind": "keyword", "keyword": "will of despair", "text": "[Will of Despair]"} in arla["script"]
    play(
        [real("ENW-008"), real("ENW-087"), grimm, arla],
        {
            "field": [
                {"code": "ENW-008", "label": "millium"},
                {"code": "ENW-087", "label": "gill"},
                {"code": "ENW-005", "label": "grimm"},
                {"code": "ENW-002", "label": "arla"},
            ]
        },
        [
            {
                "expect": {
                    "card.grimm.atk": 700,  # Hope: +200
                    "card.grimm.def": 900,
                    "card.arla.atk": 700,  # Despair: unchanged
                    "card.millium.atk": 800,  # not itself ("other")
                    "card.gill.atk": 700,  # one other Despair resonator: +100
                }
            }
        ],
        "FoW 1101.1b",
    )


def test_a_cost_change_if_it_targets_is_worked_out_once_the_targets_are_chosen() -> None:
    # VIN003-054 {G}: "You may pay {G} less to play this card if it targets a Beast." (FoW 903.2g
    # before 903.2i-iv, D76): with no will, it can be played while a Beast may be its target
    # (SKL-057), costs nothing when it targets the Beast, and is undone when it targets another
    # resonator (FWD-010), whose full cost cannot be paid (903.2j, D6)
    call, beast = real("VIN003-054"), real("SKL-057")
    assert call["script"][1]["params"] == {
        "change": "less",
        "will": "{G}",
        "targeting": {"zone": ["field", "stones"], "races": ["Beast", "Beasts"], "whose": "any"},
    }
    field = [{"code": "SKL-057", "label": "beast"}, {"code": "FWD-010", "label": "coral"}]
    hand = [{"code": "VIN003-054", "label": "call"}]
    play(
        [call, beast],
        {"hand": hand, "field": field},
        [
            {"p1": "play", "card": "call", "expect": {"decision.count": 2}},
            {"p1": "choose", "cards": ["beast"]},
            *RESOLVE,
            {"expect": {"card.call.zone": "p1.graveyard", "card.beast.keywords": ["swiftness", "precision"]}},
        ],
        "FoW 903.2i",
    )
    play(
        [call, beast],
        {"hand": hand, "field": field},
        [
            {"p1": "play", "card": "call"},
            {"p1": "choose", "cards": ["coral"]},
            {
                "expect": {
                    "p1.hand.count": 1,
                    "p1.graveyard.count": 0,
                    "chase.count": 0,
                    "card.coral.keywords": [],
                }
            },
        ],
        "FoW 903.2j",
    )
    # no Beast to target: the full {G} is due, and there is no will
    play(
        [call, beast],
        {"hand": hand, "field": [{"code": "FWD-010", "label": "coral"}]},
        [{"expect": {"actions lacks": ["play"]}}],
        "FoW 903.2i",
    )


def test_the_attribute_cost_of_cards_with_a_keyword_paid_with_will_of_any_attribute() -> None:
    # ENW-004 (a ruler): "You may pay the attribute cost of cards with [Will of Hope] with will of
    # any attribute." (FoW 1003, D43; [Will of Hope] a keyword the card has, 1101.1b, D75): ENW-005
    # {W}{1} is played with two water stones; ENW-002 {W}{2}, with [Will of Despair], is not
    ruler, hope, despair = real("ENW-004"), real("ENW-005"), real("ENW-002")
    assert ruler["script"][3]["params"]["cards"] == {"keyword": "will of hope"}
    for code, playable in (("ENW-005", True), ("ENW-002", False)):
        play(
            [ruler, hope, despair],
            {"ruler_area": ["ENW-004"], "hand": [code], "stones": ["FWD-S02"] * 3},
            [{"expect": {"actions has" if playable else "actions lacks": ["play"]}}],
            "FoW 1101.1b",
        )
    play(
        [ruler, hope],
        {
            "ruler_area": ["ENW-004"],
            "hand": [{"code": "ENW-005", "label": "grimm"}],
            "stones": ["FWD-S02"] * 2,
        },
        [
            {"p1": "play", "card": "grimm"},
            *RESOLVE,
            {"expect": {"card.grimm.zone": "p1.field"}},
        ],
        "FoW 1003",
    )


def test_your_opponent_cannot_play_spells_with_total_cost_1_or_less() -> None:
    # TST-084 in p2's field: "Your opponent cannot play spells with total cost 1 or less." (FoW
    # 312.3: a card played is a spell): p1 cannot play FWD-007 ({U}, total cost 1) but can play
    # FWD-008 ({U}{1}, total cost 2); p2 itself still may play a card of total cost 1
    guard = real("TST-084")
    assert guard["script"][3]["params"] == {"who": "opponent", "cards": {"total_cost": {"<=": 1}}}
    for code, playable in (("FWD-007", False), ("FWD-008", True)):
        play(
            [guard],
            {"hand": [code], "stones": ["FWD-S02"] * 2},
            [{"expect": {"actions has" if playable else "actions lacks": ["play"]}}],
            "FoW 312.3",
            field=["TST-084"],
        )
    play(
        [guard],
        {"field": ["TST-084"], "hand": ["FWD-007"], "stones": ["FWD-S02"]},
        [{"expect": {"actions has": ["play"]}}],
        "FoW 312.3",
    )


def test_a_look_reveals_only_a_card_with_the_keyword_named() -> None:
    # ENW-012: "Look at the top four cards of your deck. You may reveal a card with [Will of Hope]
    # from among them and put it into your hand. Put the rest on the bottom of your deck in any
    # order." (FoW 1101.1b, D75: the keyword the card has; ENW-002 has [Will of Despair])
    record, grimm, arla = real("ENW-012"), real("ENW-005"), real("ENW-002")
    assert record["script"][0]["effect"][0]["what"] == {"keyword": "will of hope"}
    play(
        [record, grimm, arla],
        {
            "hand": ["ENW-012"],
            "stones": ["FWD-S01"],
            "deck": [
                {"code": "FWD-010", "label": "fifth"},
                {"code": "FWD-013", "label": "t1"},
                {"code": "ENW-005", "label": "grimm"},
                {"code": "ENW-002", "label": "arla"},
                {"code": "FWD-013", "label": "t2"},
            ],
        },
        [
            {"p1": "play", "card": "ENW-012"},
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.rule": "FoW 1014.2", "decision.count": 1}},
            {"p1": "choose", "cards": ["grimm"], "expect": {"card.grimm.zone": "p1.hand"}},
        ],
        "FoW 1101.1b",
    )


def test_a_rulers_deck_rule_allows_one_copy_of_each_card() -> None:
    # MP01-143: "You may not have more than one copy of any card in your deck." (FoW 402.8, D77:
    # one of each name in the main deck instead of four, 402.3b)
    from desktop_app.engine.decks import DeckList

    ruler = RULES.card_from_record(real("MP01-143"))
    [rule] = [a for a in ruler.abilities if "deck_copies" in a.tags]
    assert rule.params == {"copies": 1}
    first = RULES.demo_decks()[0]
    main = first.section("main")
    names = {c.name for c in main}
    assert len(names) < len(main)  # the demo deck has two or more copies of some names
    deck = DeckList(first.name, {**first.sections, "ruler": (ruler,)})
    [problem] = [p for p in RULES.validate_deck(deck) if p.rule == "FoW 402.3b"]
    assert problem.message.startswith("at most 1 cards with the same name")
    singles = tuple({c.name: c for c in main}.values())
    only = DeckList(first.name, {**deck.sections, "main": singles})
    assert not [p for p in RULES.validate_deck(only) if p.rule == "FoW 402.3b"]
    # the same deck with the demo ruler: four of a name are allowed
    assert not [p for p in RULES.validate_deck(first) if p.rule == "FoW 402.3b"]


def test_damage_cannot_be_prevented_while_the_card_is_in_the_field() -> None:
    # CST-021: "Damage cannot be prevented." (FoW 1018, D78: every damage): Kiki's (EDL-046)
    # "Prevent all non-battle damage that would be dealt to this card." no longer stops Mistral
    # Ray's 400 damage, and Kiki (DEF 100) is destroyed
    berserker, kiki = real("CST-021"), real("EDL-046")
    assert {"kind": "cont", "tags": ["unpreventable"], "text": "Damage cannot be prevented."} in berserker[
        "script"
    ]
    play(
        [berserker, kiki],
        {"hand": ["FWD-032"], "stones": ["FWD-S02"] * 3, "field": ["CST-021"]},
        [
            {"p1": "play", "card": "FWD-032"},
            {"p1": "choose", "cards": ["kiki"]},
            *RESOLVE,
            {"expect": {"card.EDL-046.zone": "p2.graveyard"}},
        ],
        "FoW 1018",
        field=[{"code": "EDL-046", "label": "kiki"}],
    )


def test_a_modern_addition_targets_as_it_is_played_and_is_added() -> None:
    # MP01-137 "Protection of the Fairies" {W}, type "Addition": "As you play this card, target a
    # J/resonator. If that J/resonator is still a legal target, put this card into the field
    # added to the chosen target, otherwise put it into its owner's graveyard." / "You pay {W}
    # less to play this card if it targets a Fairy J/resonator." / "Added J/resonator gains
    # [+200/+200]." Decision D85: the old addition's rules as the text prints them (1406.2a-b),
    # and the rule process of 1406.4a once its J/resonator leaves the field.
    fairies = real("MP01-137")
    host = {"zone": "field", "fow.kind": "j/resonator", "whose": "any"}
    assert fairies["script"][0]["params"]["host"] == host
    assert all(a.get("automated", True) for a in fairies["script"][:3])
    doom = real("VIN001-073")  # {B}{B}: "Destroy target resonator."
    fairy = {
        "game": "force-of-will",
        "code": "T-FAIRY",
        "name": "Test Fairy",
        "type": "resonator",
        "text": "",
        "fields": {"types": ["Resonator"], "cost": "{W}", "races": ["Fairy"], "atk": 300, "def": 300},
    }
    stones = [real("VIN001-090")]
    play(
        [fairies, doom, fairy, *stones],
        {
            "hand": ["MP01-137", "VIN001-073"],
            "stones": ["FWD-S01", "VIN001-090", "VIN001-090"],
            "field": [{"code": "FWD-013", "label": "tinker"}],
        },
        [
            {"p1": "play", "card": "MP01-137", "expect": {"decision.count": 2}},  # either J/resonator
            {"p1": "choose", "cards": ["tinker"]},
            *RESOLVE,
            {"expect": {"card.tinker.atk": 400, "card.tinker.def": 400, "card.theirs.atk": 400}},
            {"p1": "play", "card": "VIN001-073"},
            {"p1": "choose", "cards": ["tinker"]},
            *RESOLVE,
            # FoW 1406.4a (D85): its J/resonator left the field, so the addition goes too
            {"expect": {"p1.field.count": 0, "p1.graveyard.count": 3}},
        ],
        "FoW 1406.2b",
        field=[{"code": "FWD-014", "label": "theirs"}],
    )
    # FoW 903.2i after 903.2g (D76): targeting a Fairy it costs {W} less, so no stone is needed
    play(
        [fairies, fairy],
        {"hand": ["MP01-137"], "field": [{"code": "T-FAIRY", "label": "fairy"}]},
        [
            {"p1": "play", "card": "MP01-137", "expect": {"decision.count": 1}},  # only the Fairy
            {"p1": "choose", "cards": ["fairy"]},
            *RESOLVE,
            {"expect": {"card.fairy.atk": 500, "p1.field.count": 2}},
        ],
        "FoW 1406.2a",
    )
    # with no J/resonator in the field it cannot be played (1406.2a)
    play(
        [fairies],
        {"hand": ["MP01-137"], "stones": ["FWD-S01"]},
        [{"expect": {"actions": ["Rest Light Magic Stone for will", "Pass"]}}],
        "FoW 1406.2a",
    )


def test_a_spells_additional_cost_is_paid_as_it_is_played() -> None:
    # AOA-023 "Contract Forged in Sand" {R}{R}{1}: "As an additional cost to play this card,
    # banish a resonator." / "Recover target resonator. It gains [+400/+400] until end of turn."
    # FoW 903.2j (decision D86): the banish is paid with the will, after the target is chosen
    contract = real("AOA-023")
    [spell] = [a for a in contract["script"] if a["kind"] == "play"]
    assert spell["cost"] == [{"banish": {"zone": "field", "fow.kind": "resonator", "whose": "you"}}]
    stones = [real("VIN001-091")]
    play(
        [contract, *stones],
        {
            "hand": ["AOA-023"],
            "stones": ["VIN001-091"] * 3,
            "field": [
                {"code": "FWD-013", "label": "tinker"},
                {"code": "FWD-014", "label": "sparrow", "state": "rested"},
            ],
        },
        [
            {"p1": "play", "card": "AOA-023"},
            {"p1": "choose", "cards": ["sparrow"]},  # the target
            {"p1": "choose", "cards": ["tinker"]},  # the resonator banished
            *RESOLVE,
            {
                "expect": {
                    "card.tinker.zone": "p1.graveyard",
                    "card.sparrow.state": "recovered",
                    "card.sparrow.atk": 800,
                    "p1.graveyard.count": 2,
                }
            },
        ],
        "FoW 903.2j",
    )
    # with a target but no resonator of one's own to banish it cannot be played
    play(
        [contract, *stones],
        {"hand": ["AOA-023"], "stones": ["VIN001-091"] * 3},
        [
            {
                "expect": {
                    "actions": ["Rest Fire Magic Stone for will"] * 3
                    + ["Set Contract Forged in Sand into standby", "Pass"]
                }
            }
        ],
        "FoW 903.2j",
        field=[{"code": "FWD-014", "label": "theirs"}],
    )


def test_a_drain_given_by_a_continuous_ability_gains_life() -> None:
    # MP01-154 "Mikage Reiya" [400/400] Vampire: "Vampires you control gain [Drain]." Decision
    # D89: a card given [Drain] has its automatic ability (1135), as a printed [Drain] does
    reiya = real("MP01-154")
    [given] = [a for a in reiya["script"] if "Vampires" in a["text"]]
    assert [m.get("stat") for m in given["modifiers"]] == ["keywords", None]
    assert given["modifiers"][1]["grant"]["trigger"] == {"on": "fow.damage", "source": "this"}
    play(
        [reiya],
        {"field": [{"code": "MP01-154", "label": "reiya"}]},
        [
            {"p1": "option", "option": "Mikage Reiya attacks the opponent"},
            *RESOLVE * 6,  # the battle's steps (FoW 802-807), the damage, the trigger on the chase
            {"expect": {"value.p1.life": 4400, "value.p2.life": 3600, "phase": "main"}},
        ],
        "FoW 1135",
    )


def test_a_drain_given_until_end_of_turn_gains_life() -> None:
    # SDV5-021 "Vlad, the Insatiable" [1000/1000]: "Banish a resonator: This card gains [Drain] until
    # end of turn." (D89: the grant step gives the word and its automatic ability, 1135)
    vlad = real("SDV5-021")
    [act] = [a for a in vlad["script"] if a["kind"] == "act" and "Drain" in a["text"]]
    assert [s.get("grant", s.get("ability", {}).get("text")) for s in act["effect"]] == ["drain", "[Drain]"]
    play(
        [vlad],
        {"field": [{"code": "SDV5-021", "label": "vlad"}, {"code": "FWD-013", "label": "tinker"}]},
        [
            {"p1": "act", "card": "vlad", "ability": 1},
            {"p1": "choose", "cards": ["tinker"]},
            *RESOLVE,
            {"p1": "option", "option": "Vlad, the Insatiable attacks the opponent"},
            *RESOLVE * 6,
            {"expect": {"value.p1.life": 5000, "value.p2.life": 3000, "phase": "main"}},
        ],
        "FoW 1135",
    )


def test_a_continuous_ability_prevents_part_of_each_damage() -> None:
    # TST-079 "Castle of Belial" (an addition): "If damage would be dealt to you, prevent 400 of
    # it." (FoW 1018.1b, 910; decision D90) SDV5-021 [1000/1000] attacks its controller: 600 dealt
    castle, vlad = real("TST-079"), real("SDV5-021")
    assert castle["script"][0]["params"] == {"to": "you", "amount": 400}
    play(
        [castle, vlad],
        {"field": [{"code": "SDV5-021", "label": "vlad"}]},
        [
            {"p1": "option", "option": "Vlad, the Insatiable attacks the opponent"},
            *RESOLVE * 6,
            {"expect": {"value.p2.life": 3400, "phase": "main"}},
        ],
        "FoW 1018",
        field=[{"code": "TST-079", "label": "castle"}],
    )


def test_choose_two_carries_out_exactly_two_options() -> None:
    # LEL-016: "Choose two - Your opponent banishes a special magic stone; or this card deals 800
    # damage to each resonator your opponent controls; or this card deals 800 damage to your
    # opponent; or this card deals 1500 damage to target J-Ruler." (cost made {U}). FoW 903.2e:
    # the player chooses that number of options (decision D79: two, no "No more" after the first)
    card = costed(real("LEL-016"), "{U}")
    spell = next(a for a in card["script"] if "modes" in a)
    assert spell["more_modes"] == {"n": 2, "exactly": True} and len(spell["modes"]) == 4
    play(
        [card],
        {"hand": ["LEL-016"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "LEL-016"},
            {"p1": "option", "option": "this card deals 800 damage to each resonator your opponent controls"},
            {"expect": {"decision.count": 2}},  # the two other options without a target, no "No more"
            {"p1": "option", "option": "this card deals 800 damage to your opponent"},
            *RESOLVE,
            {"expect": {"value.p2.life": 3200, "card.coral.zone": "p2.graveyard"}},
        ],
        "FoW 903.2e",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_choose_up_to_two_may_stop_after_one_option() -> None:
    # "Choose up to two" reads as up to two modes, one at least (903.2e, D79); MSW-053J's
    # "[Enter] >>> Choose up to two; - Cancel target spell. - Prevent all damage that would be
    # dealt by target entity …" stays by hand (two modes with targets of their own, D25)
    [compiled] = compile_text("Choose up to two;\n- Draw a card.\n- You gain 1000 life.", "chant")
    assert compiled.ability["more_modes"] == {"n": 2}
    [by_hand] = [c for c in compile_text(real("MSW-053J")["text"], "j-ruler") if "Choose" in c.text]
    assert not by_hand.automated


def test_the_number_of_times_j_resonators_you_control_attacked_this_turn() -> None:
    # NWE-018: "{Rest}: Recover up to X magic stones you control, where X is the number of times
    # J/resonators you control attacked this turn." (FoW 803.3: each attack declared this turn,
    # decision D80)
    fighter = real("NWE-018")
    [act] = [a for a in fighter["script"] if a["kind"] == "act"]
    assert act["effect"][0] == {"do": "let", "as": "X", "value": {"fow.attacked": "you"}}
    rested = [{"code": "FWD-S02", "label": f"stone{i}", "state": "rested"} for i in range(2)]
    play(
        [fighter],
        {
            "field": [{"code": "FWD-010", "label": "coral"}, {"code": "NWE-018", "label": "fighter"}],
            "stones": rested,
        },
        [
            {"p1": "option", "option": "Coral Sentinel attacks the opponent"},
            *RESOLVE,  # the beginning of the battle, then the attack is declared (803.3)
            {"p1": "act", "card": "fighter"},
            *RESOLVE,
            {"p1": "choose", "cards": ["stone0"]},  # one attack: up to one stone
            {"expect": {"card.stone0.state": "recovered", "card.stone1.state": "rested"}},
        ],
        "FoW 803.3",
    )


def test_a_player_with_barrier_cannot_be_targeted_by_the_opponent() -> None:
    # NWE-083: "You gain [Barrier]." (FoW 1120.4: that player cannot be targeted by spells or
    # abilities a player other than themselves controls); VIN003-021: "{Rest}: This card deals 200
    # damage to target opponent." (903.2g: a real target, decision D81) cannot be played while P2
    # has [Barrier], and deals its damage once it is gone
    shield, gunner = real("NWE-083"), real("VIN003-021")
    assert next(a for a in shield["script"] if a["text"] == "You gain [Barrier].")["tags"] == [
        "player_barrier"
    ]
    [act] = [a for a in gunner["script"] if a["kind"] == "act"]
    assert act["target_player"] == "opponent"
    play(
        [shield, gunner],
        {"field": [{"code": "VIN003-021", "label": "gunner"}]},
        [{"expect": {"actions lacks": ["act"]}}],
        "FoW 1120.4",
        field=[{"code": "NWE-083", "label": "shield"}],
    )
    play(
        [shield, gunner],
        {"field": [{"code": "VIN003-021", "label": "gunner"}, {"code": "NWE-083", "label": "mine"}]},
        [{"p1": "act", "card": "gunner"}, *RESOLVE, {"expect": {"value.p2.life": 3800}}],
        "FoW 1120.4",  # P1's own [Barrier] does not stop P1's ability
    )
    # "This card deals 300 damage to target player" (903.2g): only the player without [Barrier]
    # is offered
    [deal] = compile_text("This card deals 300 damage to target player.", "chant")
    bolt = {**costed(real("LEL-016"), "{U}"), "code": "T-BOLT", "name": "Bolt", "script": [deal.ability]}
    play(
        [shield, bolt],
        {"hand": ["T-BOLT"], "stones": ["FWD-S02"]},
        [{"p1": "play", "card": "T-BOLT", "expect": {"decision.count": 1}}],
        "FoW 1120.4",
        field=[{"code": "NWE-083", "label": "shield"}],
    )


def test_choose_both_if_you_control_an_entity_named() -> None:
    # MP01-158: "Choose one. If you control an entity named "Nyarlathotep, God Devouring Messiah",
    # you may choose both instead; - Put a fire Moon addition token into the field. Draw a card.
    # - This card deals 400 damage multiplied by the number of Moon additions you control to
    # target J/resonator." (cost made {U}; FoW 903.2e: both modes while the entity is there)
    card, god = costed(real("MP01-158"), "{U}"), real("MP01-142")
    spell = next(a for a in card["script"] if "modes" in a)
    assert spell["more_modes"]["condition"]["exists"]["name"] == ["Nyarlathotep, God Devouring Messiah"]
    play(
        [card, god],
        {"hand": ["MP01-158"], "stones": ["FWD-S02"], "field": [{"code": "MP01-142", "label": "god"}]},
        [
            {"p1": "play", "card": "MP01-158"},
            {"p1": "option", "option": "Put a fire Moon addition token into the field. Draw a card"},
            {
                "p1": "option",
                "option": "This card deals 400 damage multiplied by the number of Moon additions you control"
                " to target J/resonator",
            },
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"p1.hand.count": 1, "card.coral.counters.damage": 400}},
        ],
        "FoW 903.2e",
        field=[{"code": "FWD-010", "label": "coral"}],
    )
    # "… an additional one for each recovered J/ruler you control" (the ruler or J-ruler, 705.3,
    # recovered; ACN's headers, whose options are by hand for now)
    assert GRAMMAR.parse("per", "recovered J/ruler you control") == {
        "count": {
            "zone": ["field", "ruler_area"],
            "fow.kind": ["ruler", "j-ruler"],
            "whose": "you",
            "state": "recovered",
        }
    }


def test_an_option_offered_only_while_its_condition_holds() -> None:
    # TST-063: "{B}: Choose one; - This card deals 400 damage to target player or J/resonator.
    # - This card deals 400 damage to your opponent and each J/resonator your opponent controls.
    # Choose this option only if this card is attacking." (cost made {U}; FoW 903.2e, decision
    # D82: an option with its own condition is offered only while it holds, as it is chosen)
    card = real("TST-063")
    [act] = [a for a in card["script"] if a["kind"] == "act"]
    assert act["modes"][1]["condition"] == {"exists": {"var": "this", "fow.battle": "attacking"}}
    card["script"] = [{**a, "cost": [{"will": "{U}"}]} if a["kind"] == "act" else a for a in card["script"]]
    field = {"field": [{"code": "TST-063", "label": "it"}], "stones": ["FWD-S02"]}
    play(
        [card],
        field,
        [{"p1": "act", "card": "it", "expect": {"decision.count": 1}}],  # the first option only
        "FoW 903.2e",
    )
    play(
        [card],
        field,
        [
            {"p1": "option", "option": "Vergilius, Rebel against Satan attacks the opponent"},
            *RESOLVE,
            {"p1": "act", "card": "it", "expect": {"decision.count": 2}},
            {"p1": "option", "option": act["modes"][1]["label"]},
            *RESOLVE,
            {"expect": {"value.p2.life": 3600, "card.coral.counters.damage": 400}},
        ],
        "FoW 903.2e",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_you_may_search_your_magic_stone_deck_and_if_you_do_shuffle_it() -> None:
    # MP01-167 [?/200]: "When this card is put into a graveyard from the field >>> You may search
    # your magic stone deck for a card named "Darkness Magic Stone" and put it into the field. If
    # you do, shuffle your magic stone deck." (FoW 1014 search; the shuffle only if searched)
    lailah, stone = real("MP01-167"), real("VIN001-090")
    [auto] = [a for a in lailah["script"] if a["kind"] == "auto"]
    assert auto["effect"][0]["do"] == "may" and auto["effect"][0]["then"][-1] == {
        "do": "shuffle",
        "zone": "stone_deck",
    }
    [kill] = compile_text("This card deals 300 damage to target resonator.", "chant")
    bolt = {**costed(real("LEL-016"), "{U}"), "code": "T-BOLT", "name": "Bolt", "script": [kill.ability]}
    play(
        [lailah, stone, bolt],
        {
            "hand": ["T-BOLT"],
            "stones": ["FWD-S02"],
            "field": [{"code": "MP01-167", "label": "lailah"}],
            "stone_deck": ["FWD-S01", {"code": "VIN001-090", "label": "dark"}],
        },
        [
            {"p1": "play", "card": "T-BOLT"},
            {"p1": "choose", "cards": ["lailah"]},
            *RESOLVE,
            {"expect": {"card.lailah.zone": "p1.graveyard"}},
            *RESOLVE,  # the trigger resolves (906)
            {"p1": "yes"},
            {"p1": "choose", "cards": ["dark"]},
            {"expect": {"card.dark.zone": "p1.stones", "p1.stone_deck.count": 1}},
        ],
        "FoW 906.1",
    )


def test_discard_your_hand_and_four_keywords_gained() -> None:
    # MSW-019: "Choose one, you may choose an additional one for each recovered J/ruler you
    # control; … - Discard your hand, then draw three cards. …" (cost made {U}; FoW 1019: every
    # card of the hand into the graveyard)
    duet = costed(real("MSW-019"), "{U}")
    play(
        [duet],
        {"hand": ["MSW-019", "FWD-013", "FWD-013"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "MSW-019"},
            {"p1": "option", "option": "Discard your hand, then draw three cards"},
            {"p1": "option", "option": "No more"},
            *RESOLVE,
            {"expect": {"p1.hand.count": 3, "p1.graveyard.count": 3}},  # the two cards and the chant
        ],
        "FoW 1019",
    )
    # CST-035: "Discard a card: Choose one; … - This card gains [Flying], [Pierce], [Eternal] and
    # [Barrier] until end of turn. …" (four keywords in one list)
    falchion = real("CST-035")
    [act] = [a for a in falchion["script"] if a["kind"] == "act"]
    assert [s["grant"] for s in act["modes"][1]["effect"]] == ["flying", "pierce", "eternal", "barrier"]


def test_two_targets_from_your_graveyard_and_old_cards_normal_spell() -> None:
    # AOA-094: "[Enter] ⇒ Remove two target resonators in your graveyard from the game. If you
    # do, put two [+100/+100] counters on this card." (cost made {U}; FoW 903.2g: two different
    # targets, chosen as the ability is played)
    card = costed(real("AOA-094"), "{U}")
    enter = card["script"][0]
    assert enter["targets"] == {"zone": "graveyard", "fow.kind": "resonator", "whose": "you", "n": 2}
    play(
        [card],
        {
            "hand": [{"code": "AOA-094", "label": "it"}],
            "stones": ["FWD-S02"],
            "graveyard": [{"code": "FWD-010", "label": "a"}, {"code": "FWD-010", "label": "b"}],
        },
        [
            {"p1": "play", "card": "it"},
            *RESOLVE,
            {"p1": "choose", "cards": ["a", "b"]},
            *RESOLVE,
            {
                "expect": {
                    "card.a.zone": "p1.removed",
                    "card.b.zone": "p1.removed",
                    "card.it.counters.+100/+100": 2,
                }
            },
        ],
        "FoW 903.2g",
    )
    # TAT-062: "[Activate] Banish this card: Cancel target normal spell unless its controller pays
    # {2}." (FoW 1407.2: an old card's "normal spell" is a non-resonator spell)
    [act] = [a for a in real("TAT-062")["script"] if a["kind"] == "act"]
    assert act["targets"] == {"not": {"fow.kind": "resonator"}, "zone": "chase", "n": 1}


def test_a_step_with_its_condition_after_it() -> None:
    # MPR-056: "[Activate] {Rest}: Draw a card if you have no cards in your hand." (the condition
    # read as the ability resolves, 903.3)
    card = real("MPR-056")
    [act] = [a for a in card["script"] if a["kind"] == "act"]
    assert act["effect"] == [{"do": "if", "if": {"fow.hand_empty": True}, "then": [{"do": "draw", "n": 1}]}]
    for hand, after in (([], 1), (["FWD-013"], 1)):
        play(
            [card],
            {"field": [{"code": "MPR-056", "label": "it"}], "hand": hand},
            [{"p1": "act", "card": "it"}, *RESOLVE, {"expect": {"p1.hand.count": after}}],
            "FoW 903.3",
        )
    # "Search you deck …" (a misprint of CFC-004) reads as "Search your deck …"
    assert normalise("Search you deck for a card") == "Search your deck for a card"


def test_search_your_deck_then_shuffle_the_rest_and_put_that_card_on_top() -> None:
    # LEL-036: "Choose one, if you control two or more darkness J/resonators, you may choose both
    # - Search your deck for a card. Then shuffle the rest of your deck and put that card on top
    # of it; or draw a card." (cost made {U}; FoW 1014.2: the card found ends on top of the
    # deck, so the draw of the second option, carried out after it, draws it)
    card = costed(real("LEL-036"), "{U}")
    dark = {**real("MSW-043"), "code": "T-DARK", "name": "Dark", "colours": ["darkness"]}
    deck = ["FWD-010", "FWD-013", "FWD-013"]
    play(
        [card, dark],
        {
            "hand": ["LEL-036"],
            "stones": ["FWD-S02"],
            "deck": deck,
            "field": [{"code": "T-DARK", "label": "x"}, {"code": "T-DARK", "label": "y"}],
        },
        [
            {"p1": "play", "card": "LEL-036"},
            {
                "p1": "option",
                "option": "Search your deck for a card. Then shuffle the rest of your deck and put that card"
                " on top of it",
            },
            {"p1": "option", "option": "draw a card"},
            *RESOLVE,
            {"p1": "choose", "cards": ["Coral Sentinel"]},  # (the deck was shuffled first: by name)
            {"expect": {"p1.hand": ["Coral Sentinel"], "p1.deck.count": 2}},
        ],
        "FoW 1014.2",
    )


def test_target_opponent_or_j_resonator() -> None:
    # SNV-005's "This card deals 200 damage to target opponent or J/resonator." (FoW 903.2g: the
    # opponent or a J/resonator, one target, D81); with [Barrier] (NWE-083's "You gain
    # [Barrier].", 1120.4) the opponent is not offered, the J/resonators still are
    [gain] = [a for a in real("SNV-005")["script"] if a["kind"] == "auto"]
    assert gain["target_player"] == "opponent" and gain["effect"][0]["player"] == "target_opponent"
    [deal] = compile_text("This card deals 300 damage to target opponent or J/resonator.", "chant")
    bolt = {**costed(real("LEL-016"), "{U}"), "code": "T-BOLT", "name": "Bolt", "script": [deal.ability]}
    shield = real("NWE-083")
    for theirs, offered in (([], 2), ([{"code": "NWE-083", "label": "shield"}], 1)):
        play(
            [shield, bolt],
            {"hand": ["T-BOLT"], "stones": ["FWD-S02"]},
            [{"p1": "play", "card": "T-BOLT", "expect": {"decision.count": offered}}],
            "FoW 1120.4",
            field=[{"code": "FWD-010", "label": "coral"}, *theirs],
        )
    play(
        [bolt],
        {"hand": ["T-BOLT"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "T-BOLT"},
            {"p1": "option", "option": "P2"},
            *RESOLVE,
            {"expect": {"value.p2.life": 3700}},
        ],
        "FoW 903.2g",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_look_at_the_top_cards_and_put_a_card_named_x_into_the_field() -> None:
    # AOA-041: "[Enter] ⇒ Look a the top five cards of your deck. You may put a card named
    # "Butterfly Gimmick" from among them into the field. Put the rest on the bottom of your deck
    # in a random order." (cost made {U}; FoW 1014.2)
    card = costed(real("AOA-041"), "{U}")
    play(
        [card],
        {
            "hand": [{"code": "AOA-041", "label": "first"}],
            "stones": ["FWD-S02"],
            "deck": ["FWD-013", {"code": "AOA-041", "label": "second"}, "FWD-013"],
        },
        [
            {"p1": "play", "card": "first"},
            *RESOLVE,
            *RESOLVE,  # the [Enter] ability resolves (906)
            {"p1": "choose", "cards": ["second"]},
            {"expect": {"card.second.zone": "p1.field", "p1.deck.count": 2}},
        ],
        "FoW 1014.2",
    )


def test_misprints_in_enter_and_graveyard_triggers() -> None:
    # RDE-032: "When this card enters yout field ⇒ Put a [100/100] wind Elf resonator token into
    # your field." and the data's other misprints of the same triggers read as the words meant
    for printed, meant in (
        ("When this card enters yout field", "When this card enters your field"),
        ("When this card enters your feld", "When this card enters your field"),
        ("When this card enters field", "When this card enters the field"),
        ("When this cards enter your field", "When this card enters your field"),
        ("put into a greveyard", "put into a graveyard"),
    ):
        assert normalise(printed) == meant
    [enter] = [a for a in real("RDE-032")["script"] if a["kind"] == "auto"]
    assert enter["trigger"] == {"on": "move", "card": "this", "to": "field"}
    play(
        [costed(real("RDE-032"), "{U}")],
        {"hand": [{"code": "RDE-032", "label": "it"}], "stones": ["FWD-S02"]},
        [{"p1": "play", "card": "it"}, *RESOLVE, *RESOLVE, {"expect": {"p1.field.count": 2}}],
        "FoW 1303.1",
    )


def test_exactly_one_j_resonator_gains_while_it_is_the_only_one() -> None:
    # TUS-061 (an addition): "As long as you control exactly one J/resonator, it gains [Eternal]."
    # (FoW 909, decision D91): the one J/resonator while it is alone; with two, neither
    link = real("TUS-061")
    assert link["script"][0]["condition"] == {
        "==": [{"count": {"zone": "field", "fow.kind": "j/resonator", "whose": "you"}}, 1]
    }
    addition = {"code": "TUS-061", "label": "link"}
    one = [addition, {"code": "FWD-001", "label": "squire"}]
    play([link], {"field": one}, [{"expect": {"card.squire.keywords": ["eternal"]}}], "FoW 909")
    two = [*one, {"code": "FWD-007", "label": "stalker"}]
    play(
        [link],
        {"field": two},
        [{"expect": {"card.squire.keywords": [], "card.stalker.keywords": []}}],
        "FoW 909",
    )


def test_a_card_of_each_listed_type_in_the_graveyard_is_the_condition() -> None:
    # DBV-091 "Alice, Zeus Incarnate" [800/800]: "As long as there is a resonator, chant, addition,
    # and magic stone in your graveyard, this card gains [+200/+200], [Drain], [Eternal], …"
    # (FoW 909, decision D92): one card of each type there; without the magic stone, nothing
    alice = real("DBV-091")
    [cont] = [a for a in alice["script"] if a["text"].startswith("As long as")]
    assert [c["exists"]["fow.kind"] for c in cont["condition"]["all"]] == [
        "resonator",
        "chant",
        "addition",
        "magic stone",
    ]
    field = [{"code": "DBV-091", "label": "alice"}]
    three = ["FWD-001", "FWD-021", "FWD-006"]
    play(
        [alice],
        {"field": field, "graveyard": [*three, "FWD-S04"]},
        [{"expect": {"card.alice.atk": 1000, "card.alice.def": 1000}}],
        "FoW 909",
    )
    play([alice], {"field": field, "graveyard": three}, [{"expect": {"card.alice.atk": 800}}], "FoW 909")


def test_a_chants_x_is_the_x_chosen_as_it_is_played() -> None:
    # CST-063 {B}{X}: "Put X [400/400] darkness Ethereal resonator tokens into the field. They gain
    # "At the next end of turn >>> …". J/resonators you control gain [+X00/+X00] until end of
    # turn." (FoW 903.2f: X chosen as it is played, at most what can be paid; decision D93)
    ethereal, stone = real("CST-063"), real("VIN001-090")
    assert ethereal["script"][0]["effect"][0]["n"] == "x"
    stones = ["VIN001-090", "FWD-S04", "FWD-S04"]
    play(
        [ethereal, stone],
        {"hand": ["CST-063"], "stones": stones, "field": [{"code": "FWD-001", "label": "squire"}]},
        [
            {"p1": "play", "card": "CST-063"},
            {"p1": "number", "number": 2},
            *RESOLVE,
            {"expect": {"p1.field.count": 3, "card.squire.atk": 500, "card.squire.def": 500}},
        ],
        "FoW 903.2f",
    )
    # another line naming X may say what X is: by hand (D93)
    [spell] = compile_text("Draw X cards.\n[Awakening] {X}: Draw a card.", "chant")[:1]
    assert not spell.automated


def test_a_cost_reduction_if_you_already_played_a_chant_this_turn() -> None:
    # CMB-050 {G}{G}{G}: "You pay {G} less to play this card if you already played a chant spell
    # this turn." (903.2i-iv; decision D94: the cards played this turn, by printed type)
    wanderer, wind = real("CMB-050"), real("VIN001-094")
    [chant_line] = [a for a in wanderer["script"] if "chant spell" in a["text"]]
    assert chant_line["condition"] == {">=": [{"fow.played_kind": {"whose": "you", "kind": "chant"}}, 1]}
    cmb = {"code": "CMB-050", "label": "wanderer"}
    two = [{"code": "VIN001-094", "label": f"wind{i}"} for i in range(2)]
    lacks = {"expect": {"actions lacks": [f"Play {wanderer['name']}"]}}
    # two wind stones: {G}{G}{G} cannot be paid; with a third one spent on a chant first, {G}{G} can
    three = [*two, {"code": "VIN001-094", "label": "wind2"}]
    played = [
        {"p1": "play", "card": "FWD-045"},
        *RESOLVE,
        {"p1": "play", "card": "wanderer"},
        {"expect": {"card.wanderer.zone": "chase"}},
    ]
    for stones, steps in ((two, [lacks]), (three, played)):
        _chant_first(wanderer, wind, cmb, stones, steps)


def _chant_first(
    wanderer: dict[str, Any], wind: dict[str, Any], cmb: dict[str, Any], stones: list[Any], steps: list[Any]
) -> None:
    ScenarioRun(
        {
            "title": "a chant played first",
            "rules": ["FoW 903.2i"],
            "game": "force-of-will",
            "cards": [wanderer, wind],
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "p1": {"ruler_area": ["FWD-R01"], "deck": DECK, "hand": [cmb, "FWD-045"], "stones": stones},
                "p2": {"ruler_area": ["FWD-R02"], "deck": DECK, "stones": ["FWD-S04"]},
            },
            "step": steps,
        },
        "test",
    ).run()


def test_an_ability_played_only_with_exactly_five_cards_in_hand() -> None:
    # MP01-044 "Christie, the Wind Tracker" (a ruler): "{Rest}: Draw a card. Play this ability
    # only if you have exactly five cards in your hand." (FoW 905; "exactly": that many, D91)
    christie = real("MP01-044")
    assert christie["script"][0]["condition"] == {"==": [{"count": {"zone": "hand", "whose": "you"}}, 5]}
    for cards, steps in (
        (4, [{"expect": {"actions lacks": ["act"]}}]),
        (6, [{"expect": {"actions lacks": ["act"]}}]),
        (5, [{"p1": "act", "card": "christie"}, *RESOLVE, {"expect": {"p1.hand.count": 6}}]),
    ):
        ScenarioRun(
            {
                "title": "exactly five cards",
                "rules": ["FoW 905"],
                "game": "force-of-will",
                "cards": [christie],
                "position": {
                    "turn": 3,
                    "turn_player": "p1",
                    "first_player": "p1",
                    "phase": "main",
                    "p1": {
                        "ruler_area": [{"code": "MP01-044", "label": "christie"}],
                        "deck": DECK,
                        "hand": ["FWD-013"] * cards,
                    },
                    "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
                },
                "step": steps,
            },
            "test",
        ).run()


def test_a_resonator_entering_the_opponents_field_does_not_trigger_its_own_abilities() -> None:
    # MSW-068 in p2's field: "Resonators entering the field under your opponent's control don't
    # cause their own abilities to trigger." (FoW 906; decision D95) p1's FWD-008 ("When this
    # card enters the field, draw a card.") enters and draws nothing; without MSW-068 it draws
    abdul = real("MSW-068")
    assert abdul["script"][0]["tags"] == ["no_own_triggers"]
    for field, hand in (([{"code": "MSW-068", "label": "abdul"}], 0), ([], 1)):
        play(
            [abdul],
            {"hand": ["FWD-008"], "stones": ["FWD-S02"] * 2},
            [
                {"p1": "play", "card": "FWD-008"},
                *RESOLVE * (1 + hand),  # the resonator, then its trigger on the chase
                {"expect": {"p1.field.count": 1, "p1.hand.count": hand, "phase": "main", "chase.count": 0}},
            ],
            "FoW 906",
            field=field,
        )


def test_an_entity_entering_the_opponents_field_does_not_trigger_its_enter_abilities() -> None:
    # MP01-093J (a J-ruler) in p2's field: "Entities entering the field under your opponent's
    # control don't cause their own [Enter] abilities to trigger." (FoW 1140.2; D95)
    ruler = real("MP01-093J")
    [line] = [a for a in ruler["script"] if "no_own_triggers" in a.get("tags", ())]
    assert line["params"] == {"what": "entity", "enter": True}
    play(
        [ruler],
        {"hand": ["FWD-008"], "stones": ["FWD-S02"] * 2},
        [
            {"p1": "play", "card": "FWD-008"},
            *RESOLVE,
            {"expect": {"p1.field.count": 1, "p1.hand.count": 0, "phase": "main", "chase.count": 0}},
        ],
        "FoW 1140",
        field=["MP01-093J"],
    )


def test_a_j_ruler_entering_from_a_zone_is_no_judgment_trigger() -> None:
    # D104: a J-ruler comes into the field by Judgment from the ruler area (FoW 705.3): a trigger
    # naming another zone it enters from stays by hand; TTT-082 "Whenever a Werebeast J-ruler
    # enters the field under your control >>> Draw a card." triggers on both
    assert not compile_line(
        "Whenever a J/resonator enters the field under your control from your graveyard >>> Draw a card.",
        "resonator",
    ).automated
    assert [t["on"] for t in real("TTT-082")["script"][0]["trigger"]] == ["move", "fow.judgment"]


def test_you_gain_that_much_life_after_this_card_deals_damage() -> None:
    # ADW-070: "[Enter] >>> This card deals 400 damage multiplied by X to your opponent and you
    # gain that much life, where X is the number of Demonic Worlds with different names you
    # control." (cost made {U}; D103: "that much" is the damage the step just before dealt)
    card = costed(real("ADW-070"), "{U}")
    assert card["script"][0]["effect"][2] == {"do": "fow.life", "amount": "damage_dealt"}
    other = {**real("ADW-070"), "code": "T-DW", "name": "Other World", "script": []}
    play(
        [card, other],
        {"hand": ["ADW-070"], "stones": ["FWD-S02"], "field": ["T-DW", "T-DW"]},
        [
            {"p1": "play", "card": "ADW-070"},
            *RESOLVE,
            *RESOLVE,  # two names (this card's and "Other World"): 800 damage, 800 life
            {"expect": {"value.p2.life": 3200, "value.p1.life": 4800}},
        ],
        "FoW 1007",
    )


def test_you_gain_life_multiplied_by_x_and_a_chants_force_line() -> None:
    # TST-011: "[Enter] >>> You gain 1000 life multiplied by X, where X is the number of Demonic
    # Worlds with different names you control." (cost made {U}; FoW 903.3b-i: X counted as it resolves)
    card = costed(real("TST-011"), "{U}")
    other = {**real("TST-011"), "code": "T-DW", "name": "Other World", "script": []}
    play(
        [card, other],
        {"hand": ["TST-011"], "stones": ["FWD-S02"], "field": ["T-DW", "T-DW"]},
        [
            {"p1": "play", "card": "TST-011"},
            *RESOLVE,
            *RESOLVE,  # two names: 2000 life
            {"expect": {"value.p1.life": 6000}},
        ],
        "FoW 903.3b-i",
    )
    # CFC-002, a chant's line opening with [Force] (1023.1) is its spell: the die rolled, then X
    flight = real("CFC-002")["script"][0]
    assert flight["kind"] == "play"
    assert flight["effect"][:2] == [
        {"do": "fow.force", "n": 1},
        {"do": "let", "as": "X", "value": "force_roll"},
    ]


def test_a_j_ruler_entering_by_judgment_triggers_an_enters_the_field_ability() -> None:
    # TWS-003: "Whenever a J/resonator enters the field under your control >>> Put two
    # [+100/+100] counters on it." (D104, FoW 705.3: Judgment turns the ruler over into the field)
    angel = real("TWS-003")
    [ability] = [a for a in angel["script"] if a.get("kind") == "auto" and a.get("automated", True)]
    assert ability["trigger"][1] == {
        "on": "fow.judgment",
        "card": {"zone": "field", "fow.kind": "j/resonator"},
        "player": "you",
    }
    plain = {**real("ABC-002J"), "script": []}  # (its own Enter taken out: one trigger)
    play(
        [real("ABC-002"), plain, angel],
        {
            "ruler_area": [{"code": "ABC-002", "label": "ruler"}],
            "stones": ["FWD-S01", "FWD-S02", "FWD-S02"],
            "field": ["TWS-003"],
        },
        [
            {"p1": "judgment"},
            *RESOLVE,  # the Judgment resolves: the J-ruler enters, the angel's ability triggers
            *RESOLVE,
            {"expect": {"card.ruler.zone": "p1.field", "card.ruler.counters.+100/+100": 2}},
        ],
        "FoW 705.3",
    )


def test_the_old_at_the_end_of_turn_after_a_sentence_is_a_delayed_ability() -> None:
    # CMF-031: "Target resonator you control gains [+1000/+0] until end of turn. At the end of
    # turn, destroy that resonator." is MP01-027's "… At the next end of turn >>> Destroy it." (D105,
    # FoW 906.8; that one is played above): the same steps
    assert normalise("Draw a card. At the end of turn, destroy it.") == (
        "Draw a card. At the next end of turn >>> Destroy it"
    )
    old, new = real("CMF-031")["script"][0], real("MP01-027")["script"][1]
    assert old["effect"][-1]["do"] == "fow.later"
    assert [{**s, "text": ""} for s in old["effect"]] == [{**s, "text": ""} for s in new["effect"]]
    assert old["targets"] == new["targets"]
    # a line opening "At the end of turn, …" is no delayed ability of an effect: not changed
    assert normalise("At the end of turn, destroy it.") == "At the end of turn, destroy it"


def test_banish_this_card_deals_damage_equal_to_its_atk_as_it_was_in_the_field() -> None:
    # RDE-014: "Banish this card: This card deals damage equal to its ATK to target J/resonator."
    # (D106, FoW 911.1: its ATK in the field, counters counted, 300 + 200, not the printed 300)
    spirit = real("RDE-014")
    assert spirit["script"][0]["effect"][0]["amount"] == "this_last_atk"
    play(
        [spirit],
        {"field": [{"code": "RDE-014", "label": "spirit", "counters": {"+100/+100": 2}}]},
        [
            {"p1": "act", "card": "spirit"},
            {"p1": "choose", "cards": ["coral"], "expect": {"card.spirit.zone": "p1.graveyard"}},
            *RESOLVE,
            {"expect": {"card.coral.counters.damage": 500}},
        ],
        "FoW 911.1",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_then_shuffle_after_if_you_do_is_a_sentence_of_its_own() -> None:
    # SDV2-021 "[Enter] ⇒ You may pay {R} {1}. If you do, search your deck for a card named "Tiger
    # of Kunlun" and put it into the field. Then shuffle your deck." (decision D107, FoW 1014, 1021): the
    # search is under "If you do", the shuffle is not
    effect = real("SDV2-021")["script"][0]["effect"]
    assert [step["do"] for step in effect] == ["may", "shuffle"]
    paid = effect[0]["then"]
    assert paid[0] == {"do": "fow.pay", "will": "{R}{1}"}
    assert paid[1]["do"] == "if" and [s["do"] for s in paid[1]["then"]] == ["choose", "move"]


# wave 11, fow-a: keywords lost until end of turn (D108)
def test_a_target_loses_two_keywords_until_end_of_turn() -> None:
    # NWE-094: "{Rest}: Target J/resonator loses [Swiftness] and [Flying] until end of turn."
    # FoW 909.1d: the keyword is removed (a keyword given later, 909.3b, would be had again)
    outer = real("NWE-094")
    [act] = [a for a in outer["script"] if a["kind"] == "act"]
    assert act["effect"] == [
        {"grant": "swiftness", "do": "grant", "cards": "targets", "lose": True},
        {"grant": "flying", "do": "grant", "cards": "targets", "lose": True},
    ]
    play(
        [outer, real("MSW-007")],
        {"field": [{"code": "NWE-094", "label": "space"}]},
        [
            {"expect": {"card.flyer.keywords": ["flying"]}},
            {"p1": "act", "card": "space"},
            {"p1": "choose", "cards": ["flyer"]},
            *RESOLVE,
            {"expect": {"card.flyer.keywords": []}},
        ],
        "FoW 909.1d",
        field=[{"code": "MSW-007", "label": "flyer"}],
    )


def test_a_group_loses_a_keyword_until_end_of_turn_later_cards_too() -> None:
    # MPR-090: "[Enter]: Resonators your opponent controls gain [-200/-200] and lose [Flying]
    # until end of turn." FoW 909.4: a live set, one that comes later loses it too
    priestess = real("MPR-090")
    [enter] = [a for a in priestess["script"] if a["kind"] == "auto"]
    assert enter["effect"][2] == {
        "do": "fow.live",
        "cards": {"zone": "field", "fow.kind": "resonator", "whose": "opponent"},
        "grant": "flying",
        "lose": True,
    }
    play(
        [priestess, real("MSW-007"), real("VIN001-090")],
        {"hand": ["MPR-090"], "stones": ["VIN001-090", "VIN001-090", "FWD-S01"]},
        [
            {"p1": "play", "card": "MPR-090"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"card.flyer.keywords": [], "card.flyer.atk": 400}},
            {"p2": "manual", "verb": "move", "card": "later", "zone": "p2.field"},
            {"expect": {"card.later.keywords": [], "card.later.def": 400}},
        ],
        "FoW 909.4",
        field=[{"code": "MSW-007", "label": "flyer"}],
        hand=[{"code": "MSW-007", "label": "later"}],
    )


# wave 11, fow-a: one of several keywords, chosen as the effect resolves (D109)
def test_this_card_gains_one_of_several_keywords_chosen_as_it_resolves() -> None:
    # NWE-046: "Pay 400 life: This card gains [Swiftness], [Precision], [First Strike], or [Bane]
    # until end of turn." D109: no "choose (number)" (903.2e), so its controller chooses one as
    # the effect is applied (903.3b); [Bane] comes
    # with its automatic ability (D89)
    adventurer = real("NWE-046")
    [act] = adventurer["script"]
    [choice] = act["effect"]
    assert [m["label"] for m in choice["modes"]] == ["swiftness", "precision", "first strike", "bane"]
    play(
        [adventurer],
        {"field": [{"code": "NWE-046", "label": "adventurer"}]},
        [
            {"p1": "act", "card": "adventurer"},
            *RESOLVE,
            {"p1": "option", "option": "first strike", "expect": {"decision.player": "p1"}},
            {"expect": {"card.adventurer.keywords": ["first strike"], "value.p1.life": 3600}},
        ],
        "FoW 903.3b",
    )


# wave 11, fow-a: counters removed for a cost from other cards the player controls (D110)
def test_a_total_of_counters_is_removed_from_any_number_of_entities_for_a_cost() -> None:
    # TWS-096: "{Rest}, remove a total of two [+100/+100] counters from entities you control: Put
    # two [+100/+100] counters on target entity you control." FoW 1022, D110: one at a time,
    # each from a card of the player's choice
    stone = real("TWS-096")
    act = stone["script"][1]
    assert act["cost"][1] == {
        "remove_counter": "+100/+100",
        "n": 2,
        "from": {"zone": ["field", "stones"], "whose": "you"},
        "total": True,
    }
    play(
        [stone],
        {
            "field": [
                {"code": "FWD-010", "label": "a", "counters": {"+100/+100": 1}},
                {"code": "FWD-010", "label": "b", "counters": {"+100/+100": 1}},
            ],
            "stones": [{"code": "TWS-096", "label": "sun"}],
        },
        [
            {"p1": "act", "card": "sun", "ability": 1},
            {"p1": "choose", "cards": ["a"]},  # the target, as it is played (903.2g)
            {"p1": "choose", "cards": ["a"]},  # the cost: one counter from a (of a or b) …
            # … and the second from b, the only card left with one (no choice to make)
            *RESOLVE,
            {"expect": {"card.a.counters.+100/+100": 2, "card.b.counters.+100/+100": 0}},
        ],
        "FoW 1022",
    )


def test_counters_are_removed_from_one_resonator_you_control_for_a_cost() -> None:
    # NDR-048: "Remove three [+100/+100] counters from a resonator you control: Destroy target
    # resonator." Only a resonator with three may pay it (1022)
    machine = real("NDR-048")
    act = machine["script"][0]
    resonators = {"zone": "field", "fow.kind": "resonator", "whose": "you"}
    assert act["cost"] == [{"remove_counter": "+100/+100", "n": 3, "from": resonators}]
    play(
        [machine],
        {
            "field": [
                {"code": "NDR-048", "label": "machine", "counters": {"+100/+100": 2}},
                {"code": "FWD-010", "label": "big", "counters": {"+100/+100": 3}},
            ],
        },
        [
            {"p1": "act", "card": "machine", "ability": 0},
            {"p1": "choose", "cards": ["theirs"]},
            *RESOLVE,
            {"expect": {"card.theirs.zone": "p2.graveyard", "card.big.counters.+100/+100": 0}},
            {"expect": {"card.machine.counters.+100/+100": 2}},
        ],
        "FoW 1022",
        field=[{"code": "FWD-010", "label": "theirs"}],
    )


# wave 11, fow-a: a card an effect plays without paying its cost (D111)
def test_a_card_searched_for_is_played_without_paying_its_cost() -> None:
    # JRP-003: 'God's Art "Shield of Arcadia" {W}: Search your deck for a card named "Protection
    # of the Fairies" and play it without paying its cost. Then shuffle your deck.' FoW
    # 903.2i-ii: MP01-137 ({W}) is played as the effect resolves (its target chosen, 903.2g),
    # nothing paid for it, and resolves after the God's Art
    alice = real("JRP-003")
    [art] = [a for a in alice["script"] if a.get("cost") and {"gods_art": "Shield of Arcadia"} in a["cost"]]
    assert art["effect"][1] == {"do": "fow.play_free", "cards": "found"}
    play(
        [alice, real("MP01-137")],
        {
            "field": [{"code": "JRP-003", "label": "alice"}],
            "deck": [*DECK, {"code": "MP01-137", "label": "fairies"}],
            "stones": [{"code": "FWD-S01", "label": "stone"}],
        },
        [
            {"p1": "act", "card": "alice", "ability": alice["script"].index(art)},
            *RESOLVE,
            {"p1": "choose", "cards": ["fairies"]},  # the search (1014.2)
            {"p1": "choose", "cards": ["alice"], "expect": {"card.fairies.zone": "chase"}},  # its target
            {"expect": {"card.fairies.zone": "chase", "card.stone.state": "rested"}},
            *RESOLVE,
            {"expect": {"card.fairies.zone": "p1.field", "card.alice.atk": 1900}},
        ],
        "FoW 903.2i",
    )


def test_a_card_looked_at_is_played_without_paying_its_cost() -> None:
    # SNV-036: "[Enter] ⇒ Look at the top four cards of your deck. You may play a fire card with
    # total cost 1 from among them without paying its cost. Put the rest on the bottom of your
    # deck in a random order." D111: CMF-026 ({R}) played with no will left, then the rest put away
    sima = real("SNV-036")
    assert sima["script"][0]["effect"] == [
        {
            "do": "fow.look",
            "n": 4,
            "what": {"colour": "fire", "total_cost": 1},
            "up_to": True,
            "to": "play",
            "rest": "bottom_random",
        }
    ]
    play(
        [sima, real("CMF-026"), real("VIN001-091")],
        {
            "hand": ["SNV-036"],
            "deck": [*DECK, {"code": "CMF-026", "label": "hunter"}],
            "stones": ["VIN001-091", "FWD-S04", "FWD-S04", "FWD-S04"],
        },
        [
            {"p1": "play", "card": "SNV-036"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass"},  # the [Enter] ability resolves
            {"p1": "choose", "cards": ["hunter"]},  # (only the fire card with total cost 1 is offered)
            {"expect": {"card.hunter.zone": "chase", "p1.deck.count": 5}},
            *RESOLVE,
            {"expect": {"card.hunter.zone": "p1.field"}},
        ],
        "FoW 903.2i",
    )


def test_a_card_from_the_hand_is_played_without_paying_its_cost() -> None:
    # NDR-016 awakened: "[Enter] ⇒ Search your deck for a card named "Balmung", reveal it and put
    # it into your hand. Then shuffle your deck. You may play a card named "Balmung" from your
    # hand without paying its cost." D111: NDR-003 ({W}{W}{2}) played with no will left
    siegfried = real("NDR-016")
    given = siegfried["script"][3]
    assert given["effect"][-1] == {
        "do": "fow.play_free",
        "from": {"name": "Balmung", "zone": "hand", "whose": "you"},
    }
    play(
        [siegfried, real("NDR-003")],
        {
            "hand": ["NDR-016"],
            "deck": [*DECK, {"code": "NDR-003", "label": "balmung"}],
            "stones": ["FWD-S01"] * 4 + ["FWD-S04"] * 2,
        },
        [
            {"p1": "play", "card": "NDR-016"},
            {"p1": "yes"},  # awaken it: the six stones (FoW 1109.2)
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass"},  # the awakened [Enter] resolves
            {"p1": "choose", "cards": ["balmung"]},  # the search (1014.2)
            {"p1": "choose", "cards": ["balmung"]},  # play it from the hand
            {"expect": {"card.balmung.zone": "chase"}},
            *RESOLVE,
            {"expect": {"card.balmung.zone": "p1.graveyard", "card.tired.zone": "p2.graveyard"}},
        ],
        "FoW 903.2i",
        field=[{"code": "FWD-010", "label": "tired", "state": "rested"}],
    )


def test_a_sentence_opening_with_a_is_not_a_race() -> None:
    # HSD-004 / NWE-011: "[Enter] >>> A J/resonator you control gains [Swiftness] until end of
    # turn." is one J/resonator, not the J/resonators of a race "A" (a live group that would
    # give it to none): one chosen as it resolves (wave 12,
    # ``test_a_card_you_control_chosen_as_it_resolves_gains_a_keyword``), never a race
    for code in ("HSD-004", "NWE-011"):
        [line] = [a for a in real(code)["script"] if "A J/resonator you control" in a["text"]]
        assert line.get("automated", True) and line["effect"][0]["do"] == "choose"
        assert "races" not in str(line)
    # (a race is still read)
    assert compile_line("Target Zombie gains [Flying] until end of turn.", "chant").automated


# wave 11, fow-a, second shift: triggers, timings and costs that combine with the others
def test_the_opponents_discard_triggers() -> None:
    # MPR-097: "[Continuous]: Whenever your opponent discards a card, draw a card." (FoW 1019.1:
    # a discard moves a card from its owner's hand to their graveyard)
    hermit = real("MPR-097")
    assert hermit["script"][0]["trigger"] == {
        "on": "move",
        "from": "hand",
        "to": "graveyard",
        "whose": "opponent",
    }
    play(
        [hermit],
        {"field": [{"code": "MPR-097", "label": "hermit"}]},
        [
            {"p2": "manual", "verb": "move", "card": "gone", "zone": "p2.graveyard"},
            *RESOLVE,
            {"expect": {"p1.hand.count": 1}},
        ],
        "FoW 1019.1",
        hand=[{"code": "FWD-010", "label": "gone"}],
    )


def test_banish_two_other_resonators_for_a_cost() -> None:
    # AOA-081: "{Rest}, banish two other resonators: Destroy target resonator." (FoW 1011.2: two
    # resonators its controller controls, never this card)
    spirit = real("AOA-081")
    [act] = [a for a in spirit["script"] if a["kind"] == "act"]
    assert act["cost"][1] == {
        "banish": {"zone": "field", "fow.kind": "resonator", "whose": "you", "other": True},
        "n": 2,
    }
    play(
        [spirit],
        {
            "field": [
                {"code": "AOA-081", "label": "spirit"},
                {"code": "FWD-010", "label": "a"},
                {"code": "FWD-013", "label": "b"},
            ]
        },
        [
            {"p1": "act", "card": "spirit", "ability": 0},
            {"p1": "choose", "cards": ["theirs"]},  # FoW 903.2g: the target first
            {"expect": {"decision.count": 2}},  # not this card
            {"p1": "choose", "cards": ["a"]},
            {
                "p1": "choose",
                "cards": ["b"],
                "expect": {"card.a.zone": "p1.graveyard", "card.b.zone": "p1.graveyard"},
            },
            *RESOLVE,
            {"expect": {"card.theirs.zone": "p2.graveyard", "card.spirit.zone": "p1.field"}},
        ],
        "FoW 1011.2",
        field=[{"code": "FWD-010", "label": "theirs"}],
    )


def test_rest_another_recovered_resonator_for_a_cost() -> None:
    # AOA-058: "Rest another recovered resonator you control: This card gains [+200/+200] until
    # end of turn." (FoW 1013.1: a recovered card of its controller's other than this one)
    house = real("AOA-058")
    play(
        [house],
        {"field": [{"code": "AOA-058", "label": "house"}, {"code": "FWD-010", "label": "mine"}]},
        [
            {"p1": "act", "card": "house", "ability": 0},
            {"expect": {"decision.count": 1}},  # the other resonator only
            {"p1": "choose", "cards": ["mine"], "expect": {"card.mine.state": "rested"}},
            *RESOLVE,
            {"expect": {"card.house.atk": 1000, "card.house.state": "recovered"}},
        ],
        "FoW 1013.1",
    )


def test_an_ability_played_only_during_an_end_phase() -> None:
    # NDR-110: "{Rest}: Recover target Ninja. Play this ability only during an end phase." (FoW
    # 905: offered only while the condition holds; players have priority in the end phase, 506)
    stone = real("NDR-110")
    assert stone["script"][1]["condition"] == {"phase": "end"}
    play(
        [stone, real("NDR-062")],
        {
            "stones": [{"code": "NDR-110", "label": "stone"}],
            "field": [{"code": "NDR-062", "label": "ninja", "state": "rested"}],
        },
        [
            {"p1": "act", "card": "stone", "ability": 1, "refused": True},
            *_passes("12"),
            {"expect": {"phase": "end"}},
            {"p1": "act", "card": "stone", "ability": 1},
            {"p1": "choose", "cards": ["ninja"]},
            *RESOLVE,
            {"expect": {"card.ninja.state": "recovered"}},
        ],
        "FoW 905",
    )


def test_at_the_beginning_of_the_end_phase_given_in_the_graveyard() -> None:
    # JRP-074: "When this card is put into a graveyard from the field >>> This card gains "At the
    # beginning of the end phase >>> Put this card from your graveyard into your hand." until end
    # of turn." (FoW 500.2: the end phase of the turn, whoever's turn it is; 902.2: the ability
    # given in the graveyard works there)
    replicant = real("JRP-074")
    [dies] = [a for a in replicant["script"] if a["text"].startswith("When this card is put")]
    assert dies["effect"][0]["ability"]["trigger"] == {"on": "phase", "phase": "end"}
    chant = {**real("BFA-035"), "code": "T-KILL", "name": "Kill"}
    chant["script"] = [compile_line("Destroy target resonator.", "chant").ability]
    play(
        [replicant, chant],
        {"field": [{"code": "JRP-074", "label": "replicant"}], "hand": ["T-KILL"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "T-KILL"},
            {"p1": "choose", "cards": ["replicant"]},
            *RESOLVE,
            *RESOLVE,  # FoW 906.7: it gains the ability in the graveyard
            {"expect": {"card.replicant.zone": "p1.graveyard"}},
            *_passes("12"),  # to the end phase: the given ability triggers (500.2)
            *RESOLVE,
            {"expect": {"phase": "end", "card.replicant.zone": "p1.hand"}},
        ],
        "FoW 500.2",
    )


def test_opponents_attacks_and_targeting_by_spells_or_abilities_are_read_triggers() -> None:
    # TST-064: "Whenever a resonator your opponent controls attacks >>> Destroy it unless your
    # opponent pays {X}, …" and TAT-083's "When this card becomes targeted by spells or abilities
    # your opponent controls, he or she loses 500 life." (by hand; their triggers are read, so
    # each is announced when it triggers: the attack's player is the attacker's controller, 906.1)
    [attack] = [a for a in real("TST-064")["script"] if a["text"].startswith("Whenever")]
    assert attack["automated"] is False
    assert attack["trigger"] == {
        "on": "fow.attack",
        "player": "opponent",
        "card": {"zone": "field", "fow.kind": "resonator"},
    }
    [targeted] = [a["text"] for a in real("TAT-083")["script"] if "targeted" in a["text"]]
    head = targeted.removeprefix("[Continuous]: ").split(",")[0]
    assert GRAMMAR.parse("trigger", head) == {"on": "fow.targeted", "card": "this", "player": "opponent"}


def _watcher(*lines: str) -> dict[str, Any]:
    """A resonator with no printed abilities whose script is ``lines`` compiled (probes of
    pieces the compiler reads elsewhere, combined in the cards' own words)."""
    card = real("CMB-024")
    script = [compile_line(line, "resonator").ability for line in lines]
    assert all(a.get("automated", True) for a in script)
    return {**card, "code": "T-WATCH", "name": "Watcher", "text": "\n".join(lines), "script": script}


@pytest.mark.parametrize(
    ("target", "expect"),
    [
        # FoW 1007: a card of yours dealt damage (the damaged card first); damage to a player is not
        ("Coral Sentinel", {"p1.hand.count": 1, "value.p1.life": 4000}),
        # the source first: one of your resonators dealt damage to your opponent
        ("player:1", {"p1.hand.count": 0, "value.p1.life": 4100}),
    ],
)
def test_damage_dealt_to_or_by_a_resonator_you_control(target: str, expect: dict[str, Any]) -> None:
    watcher = _watcher(
        "Whenever a resonator you control is dealt damage >>> Draw a card.",
        "Whenever a resonator you control deals damage to your opponent >>> You gain 100 life.",
    )
    gunner = real("VIN001-018")  # {Rest}: This card deals 200 damage to target player or resonator.
    play(
        [gunner, watcher],
        {
            "field": [
                {"code": "VIN001-018", "label": "gunner"},
                {"code": "T-WATCH", "label": "watcher"},
                {"code": "FWD-010", "label": "coral"},
            ]
        },
        [
            {"p1": "act", "card": "gunner"},
            {"p1": "option", "option": target},
            *RESOLVE,
            *RESOLVE,
            {"expect": expect},
        ],
        "FoW 1007",
    )


def test_another_resonator_you_control_destroyed_and_playing_a_card_of_a_type() -> None:
    watcher = _watcher("Whenever another resonator you control is destroyed >>> Draw a card.")
    assert watcher["script"][0]["trigger"]["card"]["other"] is True
    chant = {**real("BFA-035"), "code": "T-KILL", "name": "Kill"}
    chant["script"] = [compile_line("Destroy target resonator.", "chant").ability]
    for victim, drawn in (("coral", 1), ("watcher", 0)):  # FoW 906.1: "another": not this card
        play(
            [watcher, chant],
            {
                "field": [{"code": "T-WATCH", "label": "watcher"}, {"code": "FWD-010", "label": "coral"}],
                "hand": ["T-KILL"],
                "stones": ["FWD-S02"],
            },
            [
                {"p1": "play", "card": "T-KILL"},
                {"p1": "choose", "cards": [victim]},
                *RESOLVE,
                *RESOLVE,
                {"expect": {f"card.{victim}.zone": "p1.graveyard", "p1.hand.count": drawn}},
            ],
            "FoW 1010",
        )
    # FoW 903.2k: a card of a type played, any card, either of two types
    played = _watcher("Whenever you play a chant or addition >>> Draw a card.")["script"][0]["trigger"]
    assert played == {"on": "fow.play", "player": "you", "card": {"fow.kind": ["chant", "addition"]}}


def test_an_awakening_x_is_the_x_chosen_as_the_card_is_played() -> None:
    # MP01-142 {W}{R}: "[Awakening] {X}: [Enter] >>> Put X fire Moon addition tokens into the
    # field." (FoW 1109.2, 903.2f: X chosen as it is played; decision D116: the ability the
    # awakening gives reads that X, kept with the card while it stays in the field)
    nyarla, fire = real("MP01-142"), real("VIN001-091")
    [keyword] = [a for a in nyarla["script"] if a.get("keyword") == "awakening"]
    assert keyword["params"] == {"cost": "{X}"}
    [given] = [a for a in nyarla["script"] if "awakened" in a.get("tags", ())]
    assert given["effect"][0]["n"] == {"fow.awakening_x": True}
    stones = ["FWD-S01", "VIN001-091", "FWD-S04", "FWD-S04", "FWD-S04"]
    for awaken, moons in ((True, 3), (False, 0)):
        play(
            [nyarla, fire],
            {"hand": [{"code": "MP01-142", "label": "nyarla"}], "stones": stones},
            [
                {"p1": "play", "card": "nyarla"},
                {"p1": "yes" if awaken else "no"},  # FoW 903.2c: awaken it
                *([{"p1": "number", "number": 3}] if awaken else []),  # FoW 903.2f: X = 3
                *RESOLVE,
                *([{"p1": "pass"}, {"p2": "pass"}] if awaken else []),  # its [Enter] resolves
                {"expect": {"p1.field.count": 1 + moons, "card.nyarla.zone": "p1.field"}},
            ],
            "FoW 1109.2",
        )
    # CST-052: "[Awakening]{X}: [Enter] >>> Search your deck for a wind resonator with total cost
    # X or less …": the X of the search is the awakening's too
    [poron] = [a for a in real("CST-052")["script"] if "awakened" in a.get("tags", ())]
    assert poron["effect"][0]["from"]["total_cost"] == {"<=": {"fow.awakening_x": True}}
    # a chant's awakening X: by hand (its spell's X is the cost's, D93); X targets, by hand
    assert not compile_text("[Awakening] {X}: Draw X cards.", "chant")[0].automated
    targets = "[Awakening] {X}: [Enter] ⇒ Rest X target resonators."
    assert not any(c.automated for c in compile_text(targets, "resonator"))


def test_a_comma_in_a_quoted_name_is_no_place_to_split_the_text() -> None:
    # EDL-054 {U}: "[Enter] ⇒ Draw a card. If your ruler is "Ragnarok, Invading Dragon Lord", draw
    # three cards instead." (the name's comma is the name's: compiler.NAME_COMMA); played with
    # that ruler (EDL-096) and with another
    servant, ragnarok = real("EDL-054"), real("EDL-096")
    [enter] = servant["script"]
    assert enter["effect"][0]["if"]["exists"]["name"] == ["Ragnarok, Invading Dragon Lord"]
    for ruler, drawn in (("EDL-096", 3), ("FWD-R01", 1)):
        play(
            [servant, ragnarok],
            {"ruler_area": [ruler], "hand": ["EDL-054"], "stones": ["FWD-S02"]},
            [
                {"p1": "play", "card": "EDL-054"},
                *RESOLVE,
                {"p1": "pass"},
                {"p2": "pass", "expect": {"p1.hand.count": drawn}},
            ],
            "FoW 1140.2",
        )
    # the same in a continuous ability's condition, first ("As long as …, …"), and a list of
    # names in quotes keeps its own commas
    arthur = 'As long as your J/ruler is "Arthur" or "Arthur, King of Machines", this card gains [Flying].'
    ability = compile_line(arthur, "resonator").ability
    assert ability["condition"]["exists"]["name"] == ["Arthur", "Arthur, King of Machines"]
    assert normalise('"Seer of the Blue Moon", "Moon Princess" or "Kaguya"').count(",") == 1


def test_a_card_paid_for_with_another_cost_rather_than_its_own() -> None:
    # TWS-040 {U} [Quickcast]: "You pay {0} rather than pay this card's cost if this is the first
    # chant you play this turn." (FoW 903.2i-i, decision D118: tested as it is played)
    einsatz = real("TWS-040")
    [instead] = [a for a in einsatz["script"] if "rather than" in a["text"]]
    assert instead["params"] == {"change": "instead", "will": "{0}"}
    play(
        [einsatz],
        {
            "hand": [{"code": "TWS-040", "label": "first"}, {"code": "TWS-040", "label": "second"}],
            "stones": [{"code": "FWD-S02", "label": "stone"}],
        },
        [
            {"p1": "play", "card": "first"},  # the first chant this turn: {0}
            {"expect": {"card.stone.state": "recovered", "card.first.zone": "chase"}},
            {"p1": "play", "card": "second"},  # the second: its own cost, {U}
            {"expect": {"card.stone.state": "rested", "card.second.zone": "chase"}},
        ],
        "FoW 903.2i",
    )
    # "You may pay" only {0} (never worse than the card's cost)
    assert not compile_line(
        "You may pay {W} rather than pay this card's cost if you control a Ninja.", "resonator"
    ).automated


def test_a_chants_seal_text_is_done_after_its_spell_if_the_seal_held_as_it_was_played() -> None:
    # ENW-050 {U}: "Draw a card. / [Seal] (6) (As you play this card, if you control six or more
    # magic stones, it gains the following text.) - Draw a card." (FoW 1128.2a; decision D119:
    # the condition as it is played, the text done after the spell)
    truth = real("ENW-050")
    assert truth["script"][1]["params"] == {"when": "played"}
    for stones, drawn in ((6, 2), (5, 1)):
        play(
            [truth],
            {"hand": ["ENW-050"], "stones": ["FWD-S02"] * stones},
            [{"p1": "play", "card": "ENW-050"}, *RESOLVE, {"expect": {"p1.hand.count": drawn}}],
            "FoW 1128.2a",
        )


def test_an_ability_in_all_zones_works_in_the_hand() -> None:
    # MSW-093 {R}{U}: "This card gains [Quickcast] in all zones as long as you control a card named
    # "Moojdart"." (FoW 902.2: active where its text says; decision D120): with Moojdart (MSW-042)
    # as its ruler, it may be played from the hand while a chant is on the chase (604.3, 1111)
    spirits, moojdart, fire = real("MSW-093"), real("MSW-042"), real("VIN001-091")
    [quick] = [a for a in spirits["script"] if "all zones" in a["text"]]
    assert "hand" in quick["zones"]
    for ruler, seen in (("MSW-042", "actions has"), ("FWD-R01", "actions lacks")):
        play(
            [spirits, moojdart, fire],
            {
                "ruler_area": [ruler],
                "hand": ["MSW-093", "FWD-011"],
                "stones": ["FWD-S02", "FWD-S04", "VIN001-091", "FWD-S02"],
            },
            [
                {"p1": "play", "card": "FWD-011"},  # [Quickcast] Draw a card: the chase is not empty
                {"expect": {seen: [f"Play {spirits['name']}"]}},
            ],
            "FoW 902.2",
        )


def test_a_basic_magic_stone_of_one_type() -> None:
    # MSW-055: "This card gains [Swiftness] as long as you control a basic wind magic stone." (FoW
    # 201.3, 201.4: a basic magic stone with the wind magic stone type; CMF-097 Magic Stone of Deep
    # Wood is a special one with that type, VIN001-093 a basic water one)
    little, wind, deep, water = real("MSW-055"), real("VIN001-094"), real("CMF-097"), real("VIN001-093")
    for stones, keywords in ((["VIN001-094"], ["swiftness"]), (["CMF-097", "VIN001-093"], [])):
        play(
            [little, wind, deep, water],
            {"field": [{"code": "MSW-055", "label": "little"}], "stones": stones},
            [{"expect": {"card.little.keywords": keywords}}],
            "FoW 201.4",
        )


def test_keywords_and_an_ability_in_quotes_given_together() -> None:
    # VIN003-069 [500/100]: "This card gains [Flying] and "Whenever this card deals damage ⇒ You
    # gain that much life." as long as you have ten or more cards in your graveyard." (909, 1020:
    # each item given while the condition holds)
    loki = real("VIN003-069")
    for graveyard, life, keywords in ((10, 4500, ["flying"]), (9, 4000, [])):
        play(
            [loki],
            {"field": [{"code": "VIN003-069", "label": "loki"}], "graveyard": ["FWD-013"] * graveyard},
            [
                {"expect": {"card.loki.keywords": keywords}},
                {"p1": "option", "option": f"{loki['name']} attacks the opponent"},
                *RESOLVE * 5,
                {"expect": {"value.p2.life": 3500, "value.p1.life": life}},
            ],
            "FoW 909",
        )


def test_each_of_several_awakenings_is_its_own_choice() -> None:
    # NDR-047 {U}: "[Awakening] {2}: This card enters the field with a growth counter." and
    # "[Awakening] {U}: This card enters the field with a gluttony counter." (FoW 1109.2: each
    # "you may awaken"; SDV3-011J "if you awaken a spell multiple times"; decision D121: each
    # asked in turn, its cost added, the card entering with what each chosen one gives)
    eater = real("NDR-047")
    assert [a["params"]["nth"] for a in eater["script"] if a.get("keyword") == "awakening"] == [0, 1]
    for first, second in ((True, False), (False, True), (True, True)):
        play(
            [eater],
            {"hand": [{"code": "NDR-047", "label": "eater"}], "stones": ["FWD-S02"] * 4},
            [
                {"p1": "play", "card": "eater"},
                {"expect": {"decision.prompt ~": "with [Awakening] {2} (pay {2} more)"}},
                {"p1": "yes" if first else "no"},
                {"p1": "yes" if second else "no"},
                *RESOLVE,
                {
                    "expect": {
                        "card.eater.zone": "p1.field",
                        "card.eater.counters.growth": int(first),
                        "card.eater.counters.gluttony": int(second),
                    }
                },
            ],
            "FoW 1109.2",
        )


def test_a_condition_names_two_cards_or_a_ruler_it_does_not_control() -> None:
    # fow-probe, wave 11: the one-card forms of "you control …" with "or" and with "don't".
    # TAT-055 {G} [200/200]: "[Enter]: If you control "Heartless Tin Man" or "Cowardly Lion",
    # put an achievement counter on this card." (TAT-056 is Cowardly Lion; FoW 1022)
    scarecrow = real("TAT-055")
    for field, atk in (([{"code": "TAT-056", "label": "lion"}], 500), ([], 200)):
        play(
            [scarecrow, real("TAT-056"), real("VIN001-094")],  # VIN001-094: a Wind Magic Stone
            {"hand": [{"code": "TAT-055", "label": "it"}], "stones": ["VIN001-094"], "field": field},
            [
                {"p1": "play", "card": "it"},
                *RESOLVE,
                *RESOLVE,
                {"expect": {"card.it.atk": atk}},
            ],
            "FoW 1022",
        )
    # MSW-031: "This card gains [Swiftness], [Precision] and [First Strike] as long as you don't
    # control a rested J/ruler." (the ruler in the ruler area is a J/ruler, 705.3; 909.1)
    spirit = real("MSW-031")
    for state, keywords in (("recovered", ["swiftness", "precision", "first strike"]), ("rested", [])):
        play(
            [spirit],
            {
                "field": [{"code": "MSW-031", "label": "spirit"}],
                "ruler_area": [{"code": "FWD-R01", "label": "ruler", "state": state}],
            },
            [{"expect": {"card.spirit.keywords": keywords}}],
            "FoW 909.1",
        )


def test_damage_to_a_player_and_each_other_resonator_at_once() -> None:
    # fow-probe, wave 11: ENW-034: "Whenever this card attacks ⇒ It deals 800 damage to your
    # opponent and each other resonator." (FoW 1007: one event, the player and every other
    # resonator, either player's; Coral Sentinel's 800 DEF is destroyed, 1005.2)
    orochi = real("ENW-034")
    atk = orochi["fields"]["atk"] = 1000  # the sample file gives it no ATK (any will do)
    play(
        [orochi],
        {"field": [{"code": "ENW-034", "label": "orochi"}, {"code": "FWD-010", "label": "mine"}]},
        [
            {"p1": "option", "option": f"{orochi['name']} attacks the opponent"},
            *RESOLVE * 6,
            {
                "expect": {
                    "value.p2.life": 4000 - 800 - atk,
                    "card.mine.zone": "p1.graveyard",
                    "card.theirs.zone": "p2.graveyard",
                    "card.orochi.zone": "p1.field",
                }
            },
        ],
        "FoW 1007",
        field=[{"code": "FWD-010", "label": "theirs"}],
    )


def test_a_card_is_put_from_the_removed_area_into_the_hand() -> None:
    # fow-probe, wave 11: the graveyard's "put a <card> from your … into your hand" read with the
    # removed area too (FoW 1004), and "non-magic stone card" there (201.2).
    # ENW-010 {W}{1} chant: "Put a non-magic stone card from your removed area into your hand.
    # Draw a card."
    release = real("ENW-010")
    assert all(a.get("automated", True) for a in release["script"])
    play(
        [release],
        {
            "hand": [{"code": "ENW-010", "label": "release"}],
            "stones": ["FWD-S01", "FWD-S04"],
            "removed": [{"code": "FWD-S02", "label": "stone"}, {"code": "FWD-013", "label": "res"}],
        },
        [
            {"p1": "play", "card": "release"},
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.count": 1}},  # the magic stone is not offered
            {
                "p1": "choose",
                "cards": ["res"],
                "expect": {"card.res.zone": "p1.hand", "card.stone.zone": "p1.removed", "p1.hand.count": 2},
            },
        ],
        "FoW 1004",
    )


def test_counters_with_capitalised_hyphenated_or_two_word_names() -> None:
    # fow-probe, wave 11: a counter's name as printed ("Gears", "grave-post", "fresh blood"), in
    # lower case as the texts naming it elsewhere are read (FoW 1022).
    # NDR-096 {B}{B} [600/600]: "This card gains [+200/+200] and [Flying] as long as there is a
    # fresh blood counter on it." / "[Enter] ⇒ You may banish a resonator. If you do, put a fresh
    # blood counter on this card."
    oborozuki = real("NDR-096")
    assert [a.get("automated", True) for a in oborozuki["script"][:2]] == [True, True]
    play(
        [oborozuki, real("VIN001-090")],  # VIN001-090: a Darkness Magic Stone
        {
            "hand": [{"code": "NDR-096", "label": "it"}],
            "stones": ["VIN001-090", "VIN001-090"],
            "field": [{"code": "FWD-013", "label": "fodder"}],
        },
        [
            {"p1": "play", "card": "it"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.kind": "yes_no"}},  # "you may" (906)
            {"p1": "yes"},
            {"p1": "choose", "cards": ["fodder"], "expect": {"card.fodder.zone": "p1.graveyard"}},
            {
                "expect": {
                    "card.it.counters.fresh blood": 1,
                    "card.it.atk": 800,
                    "card.it.keywords": ["flying"],
                }
            },
        ],
        "FoW 1022",
    )
    # NWE-092 "{Rest}: Put a Gears counter on target resonator you control." (the counter named
    # "gears", as "Resonators with a Gears counter on them …" would read it)
    facility = real("NWE-092")
    step = facility["script"][-1]["effect"][0]
    assert step["do"] == "fow.counter" and step["name"] == "gears"


def test_a_search_for_a_race_but_chants_or_for_an_attribute_and_a_race() -> None:
    # fow-probe, wave 11: the search's descriptions "a non-chant <race> (with …)", "an
    # <attribute> <race> card" and "a light or darkness chant" (FoW 1014.2, 201.2).
    # MC02-002 {U}{1}: "[Enter] >>> You may search your deck for a non-chant Machine with total
    # cost 1 or less and put it into the field. If you do, shuffle your deck."
    mariabella = real("MC02-002")
    play(
        [mariabella, real("NDR-060"), real("NDR-057"), real("AOA-041")],
        {
            "hand": [{"code": "MC02-002", "label": "it"}],
            "stones": ["FWD-S02", "FWD-S04"],
            # NDR-060: a Machine resonator of total cost 1; NDR-057 a Machine addition of 2,
            # AOA-041 a Machine resonator of 2
            "deck": [{"code": "NDR-060", "label": "fairy"}, "NDR-057", "AOA-041", *DECK],
        },
        [
            {"p1": "play", "card": "it"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes", "expect": {"decision.count": 1}},  # only the Machine of total cost 1
            {"p1": "choose", "cards": ["fairy"], "expect": {"card.fairy.zone": "p1.field"}},
        ],
        "FoW 1014.2",
    )
    # ENW-087: "… Search your deck for a light or darkness chant with total cost 1, reveal it and
    # put it into your hand. Then shuffle your deck." (either attribute, 201.2)
    find = real("ENW-087")["script"][-1]["effect"][0]
    assert find["from"] == {
        "fow.kind": "chant",
        "colour": ["light", "darkness"],
        "total_cost": 1,
        "zone": "deck",
    }
    # MPR-038: "[Enter]: Search your main deck for a water Moon card and put it into your field."
    moon = next(a for a in real("MPR-038")["script"] if "effect" in a)["effect"][0]
    assert moon["from"]["colour"] == "water" and moon["from"]["races"] == ["Moon", "Moons"]


def test_a_search_for_up_to_two_cards() -> None:
    # fow-probe, wave 11: "search your deck for up to N <cards> (, reveal them) and put them into
    # your hand", and "up to N cards named X … into your field" (none to N of them, FoW 1014.2).
    # ENW-090 {G}{B}{2}: "When this card enters your field ⇒ You may search your deck for up to
    # two cards named "Fox Spirit" and put them into your field. Then shuffle your deck."
    lilias = real("ENW-090")
    play(
        [lilias, real("ENW-054"), real("VIN001-094"), real("VIN001-090")],  # ENW-054: Fox Spirit
        {
            "hand": [{"code": "ENW-090", "label": "it"}],
            "stones": ["VIN001-094", "VIN001-090", "FWD-S04", "FWD-S04"],
            "deck": [
                {"code": "ENW-054", "label": "fox1"},
                {"code": "ENW-054", "label": "fox2"},
                {"code": "ENW-054", "label": "fox3"},
                *DECK,
            ],
        },
        [
            {"p1": "play", "card": "it"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.kind": "yes_no"}},
            {"p1": "yes"},
            {
                "p1": "choose",
                "cards": ["fox1", "fox3"],
                "expect": {
                    "card.fox1.zone": "p1.field",
                    "card.fox3.zone": "p1.field",
                    "p1.deck.count": 6,
                },
            },
        ],
        "FoW 1014.2",
    )


def test_the_player_recovers_rests_or_destroys_one_of_their_own_cards() -> None:
    # fow-probe, wave 11: "Recover / Rest / Destroy a <card> you control", "Rest N recovered
    # <cards> you control": chosen as it resolves among the player's own (no target, FoW 903.2g).
    # NWE-044 {G}: "Banish this card: Recover a J-ruler you control." (the ruler in the ruler
    # area is not a J-ruler, 705.3)
    squire = real("NWE-044")
    recover = next(i for i, a in enumerate(squire["script"]) if "J-ruler" in a.get("text", ""))
    play(
        [squire, real("SDV3-002J")],
        {
            "field": [
                {"code": "NWE-044", "label": "squire"},
                {"code": "SDV3-002J", "label": "jr", "state": "rested"},
            ],
            "ruler_area": [{"code": "FWD-R01", "state": "rested"}],
        },
        [
            {"p1": "act", "card": "squire", "ability": recover},
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.count": 1}},  # only the J-ruler
            {"p1": "choose", "cards": ["jr"]},
            {"expect": {"card.jr.state": "recovered", "card.squire.zone": "p1.graveyard"}},
        ],
        "FoW 1014",
    )
    rest = compile_line("Rest two recovered resonators you control.", "chant").ability["effect"]
    assert rest[0]["from"] == {"zone": "field", "fow.kind": "resonator", "state": "recovered", "whose": "you"}
    assert rest[0]["n"] == 2 and rest[1] == {"do": "fow.rest", "cards": "rested"}


def test_a_spell_described_by_a_total_cost_or_more() -> None:
    # fow-probe, wave 11: "target spell with total cost N or more / N" as "… or less" is read
    # (FoW 1012, 202.3; the cancel itself: test_cancel_target_spell_with_total_cost_1_or_less).
    # TST-043 {G} chant: "Cancel target spell with total cost 3 or more." (its [Seal] line keeps
    # the card by hand)
    spell = compile_line("Cancel target spell with total cost 3 or more.", "chant").ability
    assert spell["targets"] == {"zone": "chase", "total_cost": {">=": 3}, "n": 1}
    assert spell["effect"] == [{"do": "fow.cancel", "cards": "targets"}]


def test_targets_in_a_removed_area_or_up_to_n_in_the_opponents_graveyard() -> None:
    # fow-probe, wave 11: "target <card> from/in <a player's> removed area" (FoW 1004, 903.2g)
    # and "(up to) N target cards in your opponent's graveyard / a graveyard", as for yours.
    # AOA-090's sentence: "Remove up to two target cards in your opponent's graveyard from the
    # game." (the card's other text keeps it by hand)
    exile = compile_line("Remove up to two target cards in your opponent's graveyard from the game.", "chant")
    assert exile.ability["targets"] == {"zone": "graveyard", "whose": "opponent", "n": 2, "up_to": True}
    play(
        [{**real("BFA-035"), "code": "T-EXILE", "name": "Exile", "script": [exile.ability]}],
        {"hand": ["T-EXILE"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "T-EXILE", "expect": {"decision.count": 3}},  # FoW 903.2g: the three there
            {"p1": "choose", "cards": ["a", "b"]},
            *RESOLVE,
            {
                "expect": {
                    "card.a.zone": "p2.removed",
                    "card.b.zone": "p2.removed",
                    "card.c.zone": "p2.graveyard",
                }
            },
        ],
        "FoW 1004",
        graveyard=[
            {"code": "FWD-010", "label": "a"},
            {"code": "FWD-013", "label": "b"},
            {"code": "FWD-011", "label": "c"},
        ],
    )
    back = compile_line("Put target card from your removed area into your hand.", "chant").ability
    assert back["targets"] == {"zone": "removed", "whose": "you", "n": 1}


def _ran(
    cards: list[dict[str, Any]], p1: dict[str, Any], steps: list[dict[str, Any]], rule: str
) -> ScenarioRun:
    run = ScenarioRun(
        {
            "title": "compiled card",
            "rules": [rule],
            "game": "force-of-will",
            "cards": cards,
            "position": {
                "turn": 3,
                "turn_player": "p1",
                "first_player": "p1",
                "phase": "main",
                "p1": {"ruler_area": ["FWD-R01"], "deck": DECK, **p1},
                "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
            },
            "step": steps,
        },
        "test",
    )
    run.run()
    return run


def test_a_card_removed_face_down_is_seen_only_by_the_players_the_text_lets() -> None:
    # fow-probe, wave 11. MP01-069 Lumia, Saint of Creation: "[Enter] >>> Remove the top card of
    # your deck from the game face down. If you control a J/ruler with "Lumia" in its name, remove
    # the top three cards of your deck from the game face down instead. You may look at them at
    # any time." FoW 311.2a: the card is as though in a hidden zone, except for the players allowed
    # to see it (D124: "You may look at them" lets its controller): the other seat's view, log and
    # choices never name it
    from desktop_app.engine.abilities import Context
    from desktop_app.engine.observation import observe

    lumia = real("MP01-069")
    run = _ran(
        [lumia],
        {
            "hand": ["MP01-069"],
            "stones": ["FWD-S01", "FWD-S04"],
            "deck": [*DECK, {"code": "FWD-001", "label": "top"}],
        },
        [{"p1": "play", "card": "MP01-069"}, *RESOLVE, {"p1": "pass"}, {"p2": "pass"}],
        "FoW 311.2a",
    )
    game = run.game
    (removed,) = game.cards_in("p1.removed")
    assert (
        removed.code == "FWD-001"
        and not removed.face_up
        and game.ids("p1.deck")
        and len(game.ids("p1.deck")) == 5
    )
    name = game.name_of(removed)
    mine, theirs = observe(game, 0), observe(game, 1)
    assert [c.name for c in mine.zones["p1.removed"].cards] == [name]  # its controller may look
    assert [c.name for c in theirs.zones["p1.removed"].cards] == [None]  # a back for the other seat
    assert any(name in line for line in game.log_lines(0))
    assert not any(name in line for line in game.log_lines(1))
    assert not any(name in line for line in theirs.log)
    # FoW 311.2a, 302.2: for the other player it is a card of a hidden zone: counted, never read
    # by its qualities (no choice or count of theirs tells them what it is)
    interp = RULES.interpreter
    resonators = {"zone": "removed", "whose": "opponent", "fow.kind": "resonator"}
    assert interp.cards(Context(game, 1), resonators) == []
    assert len(interp.cards(Context(game, 1), {"zone": "removed", "whose": "opponent"})) == 1
    assert len(interp.cards(Context(game, 0), {**resonators, "whose": "you"})) == 1


def test_the_rest_of_a_look_removed_face_down_stays_known_to_the_player_who_looked() -> None:
    # fow-probe, wave 11. MOA-036 Liberate the World: "Look at the top three cards of your main
    # deck. Put one of them into your hand and remove the rest from the game face down." FoW
    # 311.2a, 303.2: a hidden card's information may be checked by a player who knows it: the rest
    # is known to the player who looked at it, to nobody else (D124). A cost removing a card of
    # the graveyard face down (JRP-101's "Remove this card in your graveyard from the game face
    # down") is read as the same cost, the card face down
    from desktop_app.engine.observation import observe

    cost = compile_line(
        "Remove this card in your graveyard from the game face down: Draw a card.", "resonator"
    )
    assert cost.ability["cost"] == [{"remove": "this", "face_down": True}]
    liberate = real("MOA-036")
    assert liberate["script"][0]["effect"][0]["face_down"] is True
    deck = [
        *DECK,
        {"code": "FWD-010", "label": "c"},
        {"code": "FWD-011", "label": "b"},
        {"code": "FWD-001", "label": "a"},
    ]
    run = _ran(
        [liberate, real("VIN001-094")],
        {"hand": ["MOA-036"], "stones": ["VIN001-094", "VIN001-094"], "deck": deck},
        [{"p1": "play", "card": "MOA-036"}, *RESOLVE, {"p1": "choose", "cards": ["a"]}],
        "FoW 311.2a",
    )
    game = run.game
    assert [c.code for c in game.cards_in("p1.hand")] == ["FWD-001"]
    removed = game.cards_in("p1.removed")
    assert sorted(c.code for c in removed) == ["FWD-010", "FWD-011"] and not any(c.face_up for c in removed)
    assert sorted(c.name or "" for c in observe(game, 0).zones["p1.removed"].cards) == sorted(
        game.name_of(c) for c in removed
    )
    assert [c.name for c in observe(game, 1).zones["p1.removed"].cards] == [None, None]
    assert not any(game.name_of(c) in line for c in removed for line in game.log_lines(1))


def test_a_line_with_a_removal_not_face_down_beside_a_face_down_one_stays_by_hand() -> None:
    # fow-probe, wave 11 (FoW 311.2a): VIN003-010's "… remove the top three cards of your deck from
    # the game instead" does not say face down: the line is not read as either
    line = compile_line(
        "Remove the top card of your deck from the game face down. "
        "Then remove the top card of your deck from the game.",
        "chant",
    )
    assert not line.automated


@pytest.mark.parametrize("has_resonator", [True, False])
def test_if_they_dont_banish_a_resonator_they_discard_a_card(has_resonator: bool) -> None:
    # TST-087: "[Enter] >>> Your opponent banishes a resonator. If they don't, they discard a
    # card." (FoW 1011, 1019: their own cards, their choice; the discard only when they had no
    # resonator to banish)
    [enter] = [a for a in real("TST-087")["script"] if a["text"].startswith("[Enter]")]
    assert enter["effect"][2]["if"] == {"chosen": "banished"} and "then" not in enter["effect"][2]
    field = [{"code": "FWD-010", "label": "coral"}] if has_resonator else []
    if has_resonator:
        after = [
            {"p2": "choose", "cards": ["coral"]},
            {"expect": {"card.coral.zone": "p2.graveyard", "card.kept.zone": "p2.hand"}},
        ]
    else:
        after = [{"p2": "choose", "cards": ["kept"]}, {"expect": {"card.kept.zone": "p2.graveyard"}}]
    play(
        [real("TST-087"), real("CMF-101"), real("VIN001-091")],
        {"hand": ["TST-087"], "stones": ["CMF-101", "VIN001-091"]},
        [{"p1": "play", "card": "TST-087"}, *RESOLVE, *RESOLVE, *after],
        "FoW 1011",
        field=field,
        hand=[{"code": "FWD-013", "label": "kept"}],
    )


@pytest.mark.parametrize(("friend", "counters"), [("TAT-064", 1), ("FWD-010", 0)])
def test_if_you_control_one_of_two_names(friend: str, counters: int) -> None:
    # TAT-055: "[Enter]: If you control "Heartless Tin Man" or "Cowardly Lion", put an achievement
    # counter on this card." (either name: TAT-064 is "Cowardly Lion")
    [enter] = [a for a in real("TAT-055")["script"] if a["text"].startswith("[Enter]")]
    assert enter["effect"][0]["if"]["exists"]["name"] == ["Heartless Tin Man", "Cowardly Lion"]
    play(
        [real("TAT-055"), real("TAT-064"), real("VIN001-094")],  # a Wind Magic Stone
        {"hand": [{"code": "TAT-055", "label": "scarecrow"}], "stones": ["VIN001-094"], "field": [friend]},
        [
            {"p1": "play", "card": "scarecrow"},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"card.scarecrow.counters.achievement": counters}},
        ],
        "FoW 906.1",
    )


def test_will_of_any_attribute_only_with_a_recovered_j_ruler_or_an_astral_ruler() -> None:
    # MSW-102: "{Rest}: Produce one will of any attribute. Play this ability only if you control a
    # recovered J/ruler." TST-097: "… only if you control an astral ruler." (an astral counter
    # on the ruler, 1024.1; FoW 905: offered only while the condition holds)
    [msw] = [a for a in real("MSW-102")["script"] if "recovered J/ruler" in a["text"]]
    assert msw["condition"] == {
        "exists": {
            "zone": ["field", "ruler_area"],
            "fow.kind": ["ruler", "j-ruler"],
            "whose": "you",
            "state": "recovered",
        }
    }
    [tst] = [a for a in real("TST-097")["script"] if "astral" in a["text"]]
    assert tst["condition"]["exists"]["fow.counters"] == {"name": "astral", "has": True}
    produce = f"The Magic Stone of the Six Sages: {msw['text']}"
    for ruler, offered in ({"code": "FWD-R01"}, True), ({"code": "FWD-R01", "state": "rested"}, False):
        play(
            [real("MSW-102")],
            {"ruler_area": [ruler], "stones": [{"code": "MSW-102", "label": "stone"}]},
            [{"p1": "option", "option": produce, **({} if offered else {"refused": True})}],
            "FoW 905",
        )


def test_put_into_graveyard_with_no_article_and_up_to_twice_per_turn() -> None:
    # LEL-064: "When this card is put into graveyard from your field ⇒ Put a [400/400]
    # water/darkness Fantasy resonator token into your field." (a misprint: "a graveyard", 906.7)
    [dies] = [a for a in real("LEL-064")["script"] if a["text"].startswith("When")]
    assert dies["trigger"] == {"on": "move", "card": "this", "from": "field", "to": "graveyard"}
    chant = {**real("BFA-035"), "code": "T-KILL", "name": "Kill"}
    chant["script"] = [compile_line("Destroy target resonator.", "chant").ability]
    play(
        [real("LEL-064"), chant],
        {"field": [{"code": "LEL-064", "label": "fantasy"}], "hand": ["T-KILL"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "T-KILL"},
            {"p1": "choose", "cards": ["fantasy"]},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"card.fantasy.zone": "p1.graveyard", "p1.field.count": 1}},
        ],
        "FoW 906.7",
    )
    # FoW 905: "Play this ability only during your turn and only up to twice per turn"
    limit = GRAMMAR.parse("act_limit", "only during your turn and only up to twice per turn")
    assert limit == {"condition": {"turn": "yours"}, "limit": 2}


def test_when_opens_a_trigger_condition_as_whenever_does() -> None:
    # CFC-007: "When another J/resonator enters your field ⇒ It gains [+200/+200] until end of
    # turn." (FoW 906.1: "When" and "Whenever" alike; "it" is the card that entered)
    [enters] = [a for a in real("CFC-007")["script"] if a["text"].startswith("When")]
    assert enters["trigger"][0]["card"]["other"] is True
    play(
        [real("CFC-007"), _moon(), real("VIN001-091")],  # a Fire Magic Stone
        {
            "field": [{"code": "CFC-007", "label": "watcher"}],
            "hand": [{"code": "T-MOON", "label": "moon"}],
            "stones": ["VIN001-091"],
        },
        [
            {"p1": "play", "card": "moon"},
            *RESOLVE,  # the Moon enters; the ability goes onto the chase (906)
            *RESOLVE,
            {"expect": {"card.moon.zone": "p1.field", "card.moon.atk": 400, "card.watcher.atk": 600}},
        ],
        "FoW 906.1",
    )


def test_cards_removed_by_this_card_may_be_played_from_the_removed_area() -> None:
    # fow-probe, wave 11. MP01-069 Lumia, Saint of Creation: "You may play cards from any removed
    # area that were removed by this card." (D125: removed by an ability of this object; the card
    # it removed face down is one its controller may look at, 311.2a) A card of the removed area
    # this card did not remove is not offered
    from desktop_app.engine.abilities import Context
    from desktop_app.games.force_of_will import chase

    lumia = real("MP01-069")
    assert lumia["script"][0] == {
        "kind": "cont",
        "tags": ["play_removed"],
        "params": {"whose": "any"},
        "text": "You may play cards from any removed area that were removed by this card.",
    }
    run = _ran(
        [lumia],
        {
            "hand": ["MP01-069"],
            "stones": ["FWD-S01", "FWD-S01", "FWD-S01"],
            "deck": [*DECK, {"code": "FWD-001", "label": "top"}],
            "removed": [{"code": "FWD-010", "label": "other"}],
        },
        [{"p1": "play", "card": "MP01-069"}, *RESOLVE, *RESOLVE],
        "FoW 311.2a",
    )
    game = run.game
    labels = [o.label for o in chase.actions(game, 0)]
    assert "Play Lantern Squire" in labels and "Play Coral Sentinel" not in labels
    assert not any("Lantern Squire" in o.label for o in chase.actions(game, 1))  # FoW 311.2a
    squire = next(c for c in game.cards_in("p1.removed") if c.code == "FWD-001")
    (saint,) = (c for c in game.cards_in("p1.field") if c.code == "MP01-069")
    by_this = {"zone": "removed", "whose": "you", "fow.removed_by": "this"}
    assert RULES.interpreter.cards(Context(game, 0, saint.id), by_this) == [squire]  # D125
    run.labels["squire"] = squire.id
    for step in ({"p1": "play", "card": "squire"}, *RESOLVE):
        run._act(0, 0 if "p1" in step else 1, str(next(iter(step.values()))), step)
    assert [c.code for c in game.cards_in("p1.field") if c.code == "FWD-001"] == ["FWD-001"]


def test_removed_by_this_card_is_read_only_where_the_cards_removals_are_automated() -> None:
    # fow-probe, wave 11 (D125, FoW 1004): "… for each card in any removed area that was removed
    # by this card" (CFC-041's line) counts the cards an ability of this object removed; on a card
    # whose own removal is by hand (SDL3-007J: "As this card enters your field, you may remove a
    # card named … in your hand from the game …"), nothing would record it: that line is by hand
    count = compile_line(
        "This card gains [+100/+100] for each card in any removed area that was removed by this card.",
        "resonator",
    )
    assert count.ability["modifiers"][0]["add"] == {
        "mul": [{"count": {"zone": "removed", "whose": "any", "fow.removed_by": "this"}}, 100]
    }
    record = _records()["SDL3-007J"]
    lines = {c.text: c.automated for c in compile_text(record.text, record.type)}
    flying = next(text for text in lines if text.startswith("This card gains [Flying]"))
    assert not lines[flying]
    alone = compile_line(flying, record.type)
    assert alone.ability["condition"]["exists"]["fow.removed_by"] == "this"


def test_a_card_removed_by_this_card_is_put_into_the_field_under_your_control() -> None:
    # fow-probe, wave 11. MP01-012 Pandora's Box of Despair: "At the beginning of your opponent's
    # main phase >>> Remove the top card of your opponent's deck from the game." and "Banish this
    # card: Put a resonator or addition removed by this card from its owner's removed area into
    # the field under your control rested." (D125: one this object removed, FoW 1004, chosen as it
    # resolves; another card there is not offered)
    box = real("MP01-012")
    # MOA-007: "… Put a resonator or [Addition:Field] card removed by this card into your field
    # rested." (201.2c: the printed type named with "card")
    hope = real("MOA-007")["script"][-1]["effect"][0]["from"]
    assert (
        hope["fow.kind"] == ["resonator", "addition:field", "addition: field"]
        and hope["fow.removed_by"] == "this"
    )
    # NDR-079: "… Put a resonator from a removed area that was removed by this card into the field
    # under its owner's control." (the move's player: the card's owner)
    owner = real("NDR-079")["script"][-1]["effect"]
    assert owner[0]["from"]["fow.removed_by"] == "this" and "whose" not in owner[1]
    passes = [{"p2": "pass"}, {"p1": "pass"}]
    ScenarioRun(
        {
            "title": "compiled card",
            "rules": ["FoW 1004"],
            "game": "force-of-will",
            "cards": [box],
            "position": {
                "turn": 4,
                "turn_player": "p2",
                "first_player": "p1",
                "phase": "recovery",
                "p1": {
                    "ruler_area": ["FWD-R01"],
                    "deck": DECK,
                    "field": [{"code": "MP01-012", "label": "box"}],
                },
                "p2": {
                    "ruler_area": ["FWD-R02"],
                    "deck": [*DECK, {"code": "FWD-001", "label": "taken"}],
                    "removed": [{"code": "FWD-010", "label": "other"}],
                },
            },
            "step": [
                *passes,
                *passes,  # to the main phase: the ability triggers
                *passes,  # it resolves
                {"expect": {"card.taken.zone": "p2.removed"}},
                {"p2": "pass"},
                {"p1": "act", "card": "box"},
                *RESOLVE,
                {"expect": {"decision.count": 1}},  # only the card this object removed
                {"p1": "choose", "cards": ["taken"]},
                {
                    "expect": {
                        "card.taken.zone": "p1.field",
                        "card.taken.state": "rested",
                        "card.other.zone": "p2.removed",
                    }
                },
            ],
        },
        "test",
    ).run()


def test_a_look_reads_the_misprinted_among_them_and_watercard() -> None:
    # fow-probe, wave 11 (FoW 1014.2, 1005): JRP-034 "… You may put a watercard from among them into
    # your hand. Remove the rest from the game." and TAT-074's "a Card Soldier card among them"
    assert normalise("Put a Card Soldier card among them into your hand") == (
        "Put a Card Soldier card from among them into your hand"
    )
    look = next(a["effect"] for a in real("JRP-034")["script"] if "watercard" in a["text"])
    assert look == [
        {
            "do": "fow.look",
            "n": 3,
            "what": {"colour": "water"},
            "up_to": True,
            "rest": "removed",
            "shown": True,
        }
    ]


_HOSTED = {
    "fow.kind": [
        "addition:resonator",
        "addition:j/resonator",
        "addition:ruler",
        "addition:j/ruler",
        "addition:j-ruler",
    ]
}


@pytest.mark.parametrize(
    "line",
    [
        "Put a card from your graveyard into the field.",
        "Put a Demon from your graveyard into your field rested.",
        "Put target Demon with total cost 1 from your graveyard into your field.",
        "Put a Fairy Tale from your hand into the field.",
    ],
)
def test_a_card_chosen_into_the_field_is_never_an_addition_needing_a_host(line: str) -> None:
    # FoW 1406.3 (as decision D37): an old addition that must be added to a card as it comes
    # into the field is never chosen by "… into the field" (one piece for every such template)
    compiled = compile_line(line, "chant")
    assert compiled.automated
    ability = compiled.ability
    chosen = ability["targets"] if "targets" in ability else ability["effect"][0]["from"]
    assert chosen["not"] == _HOSTED
    # a resonator is never an addition: its description as it is
    resonator = compile_line("Put a resonator from your graveyard into the field.", "chant").ability
    assert "not" not in resonator["effect"][0]["from"]


def test_a_race_whose_first_word_is_a_sentence_word_is_read_as_a_race() -> None:
    # FoW 205.3: a race with no slash is one phrase: "Card Soldier" (TAT-075, TAT-086) and "Magic
    # Crest" (ADK-032) are races, not the words "card" and "magic" of a sentence
    line = "[Continuous]: This card gains [+200/+200] for each other Card Soldier you control."
    counted = compile_line(line, "resonator").ability["modifiers"][0]["add"]["mul"][0]["count"]
    assert counted["races"] == ["Card Soldier", "Card Soldiers"]
    cost = compile_line("[Activate] {Rest}, banish two Card Soldiers: Destroy target resonator.", "resonator")
    assert "Card Soldier" in cost.ability["cost"][1]["banish"]["races"]
    crest = compile_line("This card gains [Swiftness] as long as you control a Magic Crest.", "resonator")
    assert crest.ability["condition"]["exists"]["races"] == ["Magic Crest", "Magic Crests"]
    # a sentence word still is one: "Card" alone names no race
    assert not compile_line(
        "This card gains [+200/+200] for each other Card you control.", "resonator"
    ).automated


@pytest.mark.parametrize(
    ("how", "life", "counters"),
    [
        ("paid", 3800, 1),  # FoW 105.4a: life paid for a cost is life lost (D112)
        ("effect", 3700, 1),  # an effect's "You lose 300 life"
        ("damage", 3800, 0),  # FoW 1007.2: damage reduces life; it is no loss of life (D112)
    ],
)
def test_whenever_you_lose_life(how: str, life: int, counters: int) -> None:
    watcher = _watcher(
        "Whenever you lose life >>> Put a +100/+100 counter on this card.",
        "{Rest}, pay 200 life: Draw a card.",
    )
    assert watcher["script"][0]["trigger"] == {"on": "fow.life", "player": "you", "fow.lost": True}
    chant = {**real("BFA-035"), "code": "T-LOSE", "name": "Loss"}
    chant["script"] = [compile_line("You lose 300 life.", "chant").ability]
    gunner = real("VIN001-018")  # {Rest}: This card deals 200 damage to target player or resonator.
    steps: list[dict[str, Any]] = {
        "paid": [{"p1": "act", "card": "watcher"}],
        "effect": [{"p1": "play", "card": "T-LOSE"}],
        "damage": [{"p1": "act", "card": "gunner"}, {"p1": "option", "option": "player:0"}],
    }[how]
    play(
        [watcher, chant, gunner],
        {
            "field": [{"code": "T-WATCH", "label": "watcher"}, {"code": "VIN001-018", "label": "gunner"}],
            "hand": ["T-LOSE"],
            "stones": ["FWD-S02"],
        },
        [
            *steps,
            *RESOLVE,
            *RESOLVE,
            {"expect": {"value.p1.life": life, "card.watcher.counters.+100/+100": counters}},
        ],
        "FoW 105.4a",
    )
    # the opponent's loss; "that much" of a loss (a negative amount) stays by hand
    assert (
        _watcher("Whenever your opponent loses life >>> Draw a card.")["script"][0]["trigger"]["player"]
        == "opponent"
    )
    assert not compile_line(
        "Whenever you lose life >>> Your opponent loses that much life.", "resonator"
    ).automated


@pytest.mark.parametrize(
    ("how", "fallen"),
    [("paid", 1), ("effect", 1), ("damage", 0)],  # FoW 105.4a, 1007.2 (D112)
)
def test_an_effect_you_control_causes_you_to_lose_life_or_you_pay_life(how: str, fallen: int) -> None:
    # JRP-072: "Whenever an effect you control causes you to lose life or you pay life for a cost
    # >>> Put a fallen counter on each non-magic stone entity your opponent controls."
    dante = real("JRP-072")
    payer = _watcher("{Rest}, pay 200 life: Draw a card.")
    chant = {**real("BFA-035"), "code": "T-LOSE", "name": "Loss"}
    chant["script"] = [compile_line("You lose 300 life.", "chant").ability]
    gunner = real("VIN001-018")  # {Rest}: This card deals 200 damage to target player or resonator.
    steps: list[dict[str, Any]] = {
        "paid": [{"p1": "act", "card": "watcher"}],
        "effect": [{"p1": "play", "card": "T-LOSE"}],
        "damage": [{"p1": "act", "card": "gunner"}, {"p1": "option", "option": "player:0"}],
    }[how]
    play(
        [dante, payer, chant, gunner],
        {
            "field": [
                {"code": "JRP-072", "label": "dante"},
                {"code": "T-WATCH", "label": "watcher"},
                {"code": "VIN001-018", "label": "gunner"},
            ],
            "hand": ["T-LOSE"],
            "stones": ["FWD-S02"],
        },
        [
            *steps,
            *RESOLVE,
            *RESOLVE,
            {"expect": {"card.coral.counters.fallen": fallen, "card.dante.counters.fallen": 0}},
        ],
        "FoW 105.4a",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


_REMOVE, _RETURN = "Remove target resonator from the game.", "Return target resonator to its owner's hand."
_THEIRS_REMOVED = "a resonator your opponent controls is removed from the game"
_YOURS_RETURNED = "a resonator you control is returned to its owner's hand"
_OTHER_LEAVES = "another resonator you control leaves the field"


@pytest.mark.parametrize(
    ("trigger", "effect", "victim", "whose", "hand"),
    [
        # (the hand counts the card drawn, and the card returned to it)
        # FoW 1004.1: removed from the game; 906.7b: "you control" is the field it left
        (_THEIRS_REMOVED, _REMOVE, "theirs", "p2.removed", 1),
        (_THEIRS_REMOVED, _REMOVE, "coral", "p1.removed", 0),
        # returned to the owner's hand from the field
        (_YOURS_RETURNED, _RETURN, "coral", "p1.hand", 2),
        (_YOURS_RETURNED, _RETURN, "theirs", "p2.hand", 0),
        # leaving the field to any zone ("another": not this card, 906.1)
        (_OTHER_LEAVES, "Destroy target resonator.", "coral", "p1.graveyard", 1),
        (_OTHER_LEAVES, "Destroy target resonator.", "theirs", "p2.graveyard", 0),
        # this card removed from the field (its abilities are active there, 902.1a)
        ("this card is removed from the game", _REMOVE, "watcher", "p1.removed", 1),
    ],
)
def test_a_card_leaving_the_field_removed_or_returned_triggers(
    trigger: str, effect: str, victim: str, whose: str, hand: int
) -> None:
    watcher = _watcher(f"Whenever {trigger} >>> Draw a card.".replace("Whenever this", "When this"))
    chant = {**real("BFA-035"), "code": "T-MOVE", "name": "Move"}
    chant["script"] = [compile_line(effect, "chant").ability]
    play(
        [watcher, chant],
        {
            "field": [{"code": "T-WATCH", "label": "watcher"}, {"code": "FWD-010", "label": "coral"}],
            "hand": ["T-MOVE"],
            "stones": ["FWD-S02"],
        },
        [
            {"p1": "play", "card": "T-MOVE"},
            {"p1": "choose", "cards": [victim]},
            *RESOLVE,
            *RESOLVE,
            {"expect": {f"card.{victim}.zone": whose, "p1.hand.count": hand}},
        ],
        "FoW 906.7b",
        field=[{"code": "FWD-010", "label": "theirs"}],
    )


def test_a_card_of_a_kind_played_and_entering_the_opponents_field() -> None:
    # CFC-042: "Whenever you play a water chant or addition ⇒ Target resonator cannot be blocked
    # until end of turn." (FoW 903.2k: an attribute with two types)
    [line] = real("CFC-042")["script"]
    assert line["trigger"] == {
        "on": "fow.play",
        "player": "you",
        "card": {"fow.kind": ["chant", "addition"], "colour": "water"},
    }
    # the probe's swaps: a "non-resonator spell", an attribute with one type, a race with a type
    played = _watcher(
        "Whenever you play a non-resonator spell >>> Draw a card.",
        "Whenever you play a light addition >>> Draw a card.",
        "Whenever you play a Fairy Tale resonator >>> Draw a card.",
    )["script"]
    assert [a["trigger"]["card"] for a in played] == [
        {"not": {"fow.kind": "resonator"}},
        {"fow.kind": "addition", "colour": "light"},
        {"fow.kind": "resonator", "races": ["Fairy Tale", "Fairy Tales"]},
    ]
    # FoW 307.8a: a card entering the field under the opponent's control
    enters_line = "Whenever a resonator enters the field under your opponent's control >>> Draw a card."
    [enters] = _watcher(enters_line)["script"]
    assert enters["trigger"] == {
        "on": "move",
        "card": {"zone": "field", "fow.kind": "resonator"},
        "to": ["field", "stones"],
        "whose": "opponent",
    }


def test_banish_a_card_you_control_as_an_effect() -> None:
    # CMF-030: "[Enter]: Banish one magic stone you control" (FoW 1011.1-2: the controller chooses
    # one of their own as it resolves; the card is put into its owner's graveyard)
    snowman = real("CMF-030")
    snowman = {**snowman, "fields": {**snowman["fields"], "cost": "{U}{1}"}}  # (payable with the demo stones)
    play(
        [snowman],
        {
            "hand": [{"code": "CMF-030", "label": "snowman"}],
            "stones": [
                {"code": "FWD-S02", "label": "water"},
                {"code": "FWD-S04", "label": "cairn"},
                "FWD-S04",
            ],
        },
        [
            {"p1": "play", "card": "snowman"},
            *RESOLVE,  # the resonator enters; its [Enter] ability
            *RESOLVE,
            {"p1": "choose", "cards": ["water"]},
            {"expect": {"card.water.zone": "p1.graveyard", "card.cairn.zone": "p1.stones"}},
        ],
        "FoW 1011.1",
    )
    # TAT-083: "[Continuous]: At the end of your turn, banish another resonator you control."
    tyrant = real("TAT-083")["script"][-1]
    assert tyrant["effect"][0]["from"] == {
        "zone": "field",
        "fow.kind": "resonator",
        "whose": "you",
        "other": True,
    }


def test_this_card_put_from_the_graveyard_as_a_step_of_an_automatic_ability() -> None:
    # MPR-084: "[Continuous]: When this card is put into a graveyard from your field, you may
    # discard a card. If you do, put this card from your graveyard into your hand." (FoW 902.2:
    # the ability works in the graveyard, where its text puts the card from)
    shantak = real("MPR-084")
    assert shantak["script"][0]["zones"] == ["graveyard"]
    chant = {**real("BFA-035"), "code": "T-KILL", "name": "Kill"}
    chant["script"] = [compile_line("Destroy target resonator.", "chant").ability]
    for discard, zone in ((True, "p1.hand"), (False, "p1.graveyard")):
        play(
            [shantak, chant],
            {
                "field": [{"code": "MPR-084", "label": "shantak"}],
                "hand": ["T-KILL", {"code": "FWD-013", "label": "tinker"}],
                "stones": ["FWD-S02"],
            },
            [
                {"p1": "play", "card": "T-KILL"},
                {"p1": "choose", "cards": ["shantak"]},
                *RESOLVE,
                *RESOLVE,
                {"p1": "yes" if discard else "no"},
                *([{"p1": "choose", "cards": ["tinker"]}] if discard else []),
                {
                    "expect": {
                        "card.shantak.zone": zone,
                        "card.tinker.zone": "p1.graveyard" if discard else "p1.hand",
                    }
                },
            ],
            "FoW 902.2",
        )
    # a trigger about this card elsewhere (an attack) never fires in the graveyard: by hand
    attack = compile_line(
        "When this card attacks >>> Put this card from your graveyard into your hand.", "resonator"
    )
    assert attack.ability.get("automated") is False


def test_cards_of_a_hand_or_the_top_of_the_deck_removed_from_the_game() -> None:
    # FoW 1004: remove from the game in every slot a card prints it. The cost of JRP-077..081
    # ("{Rest}, remove the top card of your deck from the game: Choose one; …"), the top card
    # with no choice (304.3); JRP-078's sentence "Remove a card in your hand from the game", as
    # a cost and as an effect, the hand's player choosing; and the opponent's own hand
    watcher = _watcher(
        "{Rest}, remove the top card of your deck from the game: Draw a card.",
        "Remove a card in your hand from the game: Draw a card.",
        "{Rest}: Draw a card. Remove a card in your hand from the game.",
        "{Rest}: Your opponent removes a card in their hand from the game.",
    )
    assert watcher["script"][0]["cost"][1] == {
        "remove": {"zone": "deck", "whose": "you", "fow.top": 1},
        "zone": "deck",
    }
    hand = [{"code": "FWD-013", "label": "tinker"}, {"code": "FWD-010", "label": "coral"}]
    for ability, steps, expect in (
        (0, [], {"p1.removed.count": 1, "p1.hand.count": 3, "card.watcher.state": "rested"}),
        (1, [{"p1": "choose", "cards": ["coral"]}], {"card.coral.zone": "p1.removed", "p1.hand.count": 2}),
        (2, [], {"p1.hand.count": 2, "p1.removed.count": 1}),
        (3, [], {"p2.removed.count": 1, "p2.hand.count": 1}),
    ):
        resolved = [{"p1": "choose", "cards": ["tinker"]}] if ability == 2 else []
        theirs = [{"p2": "choose", "cards": ["mine"]}] if ability == 3 else []
        play(
            [watcher],
            {"field": [{"code": "T-WATCH", "label": "watcher"}], "hand": hand},
            [
                {"p1": "act", "card": "watcher", "ability": ability},
                *steps,
                *RESOLVE,
                *resolved,
                *theirs,
                {"expect": {**expect, **({"card.tinker.zone": "p1.removed"} if resolved else {})}},
                *([{"expect": {"card.mine.zone": "p2.removed"}}] if theirs else []),
            ],
            "FoW 1004",
            hand=[{"code": "FWD-013", "label": "mine"}, "FWD-010"],
        )


@pytest.mark.parametrize(
    ("line", "steps", "expect"),
    [
        # FoW 1009: the opponent draws, each player draws
        ("{Rest}: Your opponent draws a card.", [], {"p2.hand.count": 3, "p1.hand.count": 0}),
        ("{Rest}: Each player draws two cards.", [], {"p2.hand.count": 4, "p1.hand.count": 2}),
        # FoW 1019: each player discards, the controller first, each their own choice
        (
            "{Rest}: Each player discards a card.",
            [{"p1": "choose", "cards": ["tinker"]}, {"p2": "choose", "cards": ["mine"]}],
            {"card.tinker.zone": "p1.graveyard", "card.mine.zone": "p2.graveyard"},
        ),
        # FoW 304.3: the top cards of a deck into its owner's graveyard
        (
            "{Rest}: Each player puts the top card of their deck into their graveyard.",
            [],
            {"p1.graveyard.count": 1, "p2.graveyard.count": 1},
        ),
        (
            "{Rest}: Put the top two cards of your opponent's deck into their graveyard.",
            [],
            {"p1.graveyard.count": 0, "p2.graveyard.count": 2},
        ),
        # FoW 1007: the opponent gains life
        ("{Rest}: Your opponent gains 500 life.", [], {"value.p2.life": 4500, "value.p1.life": 4000}),
    ],
)
def test_the_players_actions_done_by_the_opponent_or_each_player(
    line: str, steps: list[dict[str, Any]], expect: dict[str, Any]
) -> None:
    watcher = _watcher(line)
    hand = [{"code": "FWD-013", "label": "tinker"}, "FWD-010"] if steps else []
    play(
        [watcher],
        {"field": [{"code": "T-WATCH", "label": "watcher"}], "hand": hand},
        [{"p1": "act", "card": "watcher"}, *RESOLVE, *steps, {"expect": expect}],
        "FoW 1009",
        hand=[{"code": "FWD-013", "label": "mine"}, "FWD-010"],
    )


def test_a_shuffle_of_a_players_deck_as_a_sentence() -> None:
    # DBV-079: "… search your deck for a card and put it into your graveyard. Shuffle your deck."
    # (FoW 1014.2: a searched deck is shuffled)
    assert real("DBV-079")["script"][0]["effect"][-1] == {"do": "shuffle", "zone": "deck"}
    [theirs] = _watcher("{Rest}: Your opponent shuffles their deck.")["script"]
    assert theirs["effect"] == [{"do": "shuffle", "zone": "deck", "whose": "opponent"}]


def test_the_opponents_whole_hand_discarded_and_each_player_banishing_their_own() -> None:
    # MP01-009J: "[Enter] >>> Your opponent discards their hand." (FoW 1019: every card of it)
    [discard] = [a for a in real("MP01-009J")["script"] if a["text"].startswith("[Enter]")]
    assert discard["effect"] == [
        {"do": "move", "cards": {"zone": "hand", "whose": "opponent"}, "to": "graveyard"}
    ]
    watcher = _watcher("{Rest}: Each player discards their hand.")
    play(
        [watcher],
        {"field": [{"code": "T-WATCH", "label": "watcher"}], "hand": ["FWD-013", "FWD-010"]},
        [
            {"p1": "act", "card": "watcher"},
            *RESOLVE,
            {
                "expect": {
                    "p1.hand.count": 0,
                    "p2.hand.count": 0,
                    "p1.graveyard.count": 2,
                    "p2.graveyard.count": 1,
                }
            },
        ],
        "FoW 1019",
        hand=["FWD-013"],
    )
    # CFC-070: "Each player banishes a non-Cthulhu resonator they control." (FoW 1011.2: each
    # their own, the controller first)
    banish = real("CFC-070")["script"][-1]
    assert [s["from"]["whose"] for s in banish["effect"] if s["do"] == "choose"] == ["you", "opponent"]


def test_damage_for_each_before_the_cards_it_is_dealt_to() -> None:
    # EDL-048: "This card deals 400 damage for each card in your hand to target J/resonator.
    # Shuffle this card into its owner's deck as it resolves." (FoW 1007: counted as it is dealt)
    chant = real("EDL-048")
    [spell] = [a for a in chant["script"] if a.get("kind") == "play"]
    assert spell["effect"][0] == {
        "do": "fow.damage",
        "cards": "targets",
        "amount": {"mul": [400, {"count": {"zone": "hand", "whose": "you", "other": True}}]},
    }
    chant = {**chant, "fields": {**chant["fields"], "cost": "{U}"}}  # (payable with the demo stone)
    play(
        [chant],
        {"hand": [{"code": "EDL-048", "label": "chant"}, "FWD-013", "FWD-010"], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "chant"},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.zone": "p2.graveyard", "p1.graveyard.count": 0}},  # 800 damage
        ],
        "FoW 1007",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


def test_this_card_on_top_of_your_deck_and_an_old_activate_icon() -> None:
    # ENW-039: "{Rest}: Draw a card. Then put this card on top of your deck."
    [_, ability] = real("ENW-039")["script"]
    play(
        [real("ENW-039")],
        {"field": [{"code": "ENW-039", "label": "seer"}]},
        [
            {"p1": "act", "card": "seer"},
            *RESOLVE,
            {"expect": {"p1.hand.count": 1, "card.seer.zone": "p1.deck"}},
        ],
        "FoW 1009",
    )
    assert ability["effect"][-1] == {"do": "move", "cards": "this", "to": "deck", "position": "top"}
    # MPR-043: "Cancel target [Activate] ability. Draw a card." (FoW 1409.1: the old icon ignored)
    [spell] = [a for a in real("MPR-043")["script"] if a.get("kind") == "play"]
    assert spell["effect"][0] == {"do": "fow.cancel", "object": "target_object"}


def test_other_and_named_targets_and_three_kinds() -> None:
    # EDL-084: "When this card is put into a graveyard from the field ⇒ Put another target
    # resonator from your graveyard into your hand." (FoW 903.2g: "another": not this card, now
    # in the graveyard too)
    keeper = real("EDL-084")
    [line] = [a for a in keeper["script"] if a.get("kind") == "auto"]
    assert line["targets"]["other"] is True and line["targets"]["zone"] == "graveyard"
    chant = {**real("BFA-035"), "code": "T-KILL", "name": "Kill"}
    chant["script"] = [compile_line("Destroy target resonator.", "chant").ability]
    play(
        [keeper, chant],
        {
            "field": [{"code": "EDL-084", "label": "keeper"}],
            "graveyard": [{"code": "FWD-010", "label": "coral"}],
            "hand": ["T-KILL"],
            "stones": ["FWD-S02"],
        },
        [
            {"p1": "play", "card": "T-KILL"},
            {"p1": "choose", "cards": ["keeper"]},
            *RESOLVE,
            {"expect": {"decision.count": 1}},  # the coral only, not the keeper itself
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.zone": "p1.hand", "card.keeper.zone": "p1.graveyard"}},
        ],
        "FoW 903.2g",
    )
    # MOA-008: "[Activate] {Rest}: Recover target resonator named "Kaguya, …"" (a name after the
    # description); EDL-041^: "Return target addition, resonator, or regalia to its owner's hand."
    recover = real("MOA-008")["script"][-1]
    assert recover["targets"]["name"] == ["Kaguya, the Tale of the Bamboo Cutter"]
    [bounce] = [a for a in real("EDL-041^")["script"] if a.get("kind") == "play"]
    assert bounce["targets"]["fow.kind"] == ["addition", "resonator", "regalia"]


def test_damage_that_may_be_dealt_and_damage_plus_an_additional_amount() -> None:
    # VIN003-024: "Whenever you play a fire chant ⇒ This card may deal 100 damage to target
    # J/resonator." (its controller chooses as it resolves; the target chosen as it was played)
    [line] = [a for a in real("VIN003-024")["script"] if a.get("kind") == "auto"]
    assert line["effect"] == [
        {"do": "may", "then": [{"do": "fow.damage", "cards": "targets", "amount": 100}]}
    ]
    watcher = _watcher("{Rest}: This card may deal 500 damage to target resonator.")
    for deal, damage in ((True, 500), (False, 0)):
        play(
            [watcher],
            {"field": [{"code": "T-WATCH", "label": "watcher"}]},
            [
                {"p1": "act", "card": "watcher"},
                {"p1": "choose", "cards": ["coral"]},
                *RESOLVE,
                {"p1": "yes" if deal else "no"},
                {"expect": {"card.coral.counters.damage": damage}},
            ],
            "FoW 1007",
            field=[{"code": "FWD-010", "label": "coral"}],
        )
    # SDL5-008: "This card deals 600 damage to target J/resonator, plus an additional 100 damage
    # for each Vampire you control. …"
    [spell] = [a for a in real("SDL5-008")["script"] if a.get("kind") == "play"]
    assert spell["effect"][0]["amount"]["sum"][0] == 600
    assert spell["effect"][0]["amount"]["sum"][1]["mul"][0] == 100


def test_a_player_chosen_as_the_target_does_the_action() -> None:
    # MOA-015: "Remove all cards in target player's graveyard from the game. This card deals 100
    # damage to your opponent for each resonator removed this way." (FoW 903.2g: a player target)
    chant = real("MOA-015")
    [spell] = [a for a in chant["script"] if a.get("kind") == "play"]
    assert spell["target_player"] is True
    chant = {**chant, "fields": {**chant["fields"], "cost": "{U}"}}  # (payable with the demo stone)
    play(
        [chant],
        {"hand": [{"code": "MOA-015", "label": "chant"}], "stones": ["FWD-S02"], "graveyard": ["FWD-010"]},
        [
            {"p1": "play", "card": "chant"},
            {"p1": "option", "option": "player:1"},
            *RESOLVE,
            {
                "expect": {
                    "p2.removed.count": 2,
                    "p2.graveyard.count": 0,
                    "p1.graveyard.count": 2,
                    "value.p2.life": 3800,
                }
            },
        ],
        "FoW 903.2g",
        graveyard=["FWD-010", "FWD-010"],
    )
    # the other actions a target player does (the probe's swaps of "your opponent")
    watcher = _watcher(
        "{Rest}: Target player draws two cards.",
        "{Rest}: Target player loses 300 life.",
        "{Rest}: Put the top two cards of target player's deck into their graveyard.",
    )
    for index, expect in (
        (0, {"p2.hand.count": 2, "p1.hand.count": 0}),
        (1, {"value.p2.life": 3700, "value.p1.life": 4000}),
        (2, {"p2.graveyard.count": 2, "p1.graveyard.count": 0}),
    ):
        play(
            [watcher],
            {"field": [{"code": "T-WATCH", "label": "watcher"}]},
            [
                {"p1": "act", "card": "watcher", "ability": index},
                {"p1": "option", "option": "player:1"},
                *RESOLVE,
                {"expect": expect},
            ],
            "FoW 903.2g",
        )


def test_a_search_with_a_comma_before_and_put_it() -> None:
    # SDL2-009: "When this card enters your field or whenever it attacks ⇒ Search your deck for a
    # card named "Gentle Goat", and put it into your field. Then shuffle your deck." (1014)
    line = next(a for a in real("SDL2-009")["script"] if "Gentle Goat" in a["text"])
    assert line["effect"][0]["from"]["name"] == ["Gentle Goat"]
    assert line["effect"][1] == {"do": "move", "cards": "found", "to": "field", "state": "recovered"}
    assert normalise("Search your deck for a resonator, and put it into your hand.") == (
        "Search your deck for a resonator and put it into your hand"
    )


@pytest.mark.parametrize("in_graveyard", [2, 1])
def test_two_targets_in_one_ability_each_chosen_for_its_own_words(in_graveyard: int) -> None:
    # HSD-013: "[Enter] >>> Put target resonator from your graveyard into your hand, then remove
    # another target resonator in your graveyard from the game. Put a [800/800] darkness Hero
    # resonator token into the field." FoW 903.2g: two targets chosen as it is played, the second
    # a different card (D130); with one resonator there, it cannot be played at all
    hero = real("HSD-013")
    enter = hero["script"][0]
    assert enter["effect"][:2] == [
        {"do": "move", "cards": "targets", "to": "hand"},
        {"do": "fow.remove", "cards": "targets2"},
    ]
    assert enter["more_targets"] == [{**enter["targets"], "other": True}]
    hero = {**hero, "fields": {**hero["fields"], "cost": "{U}"}}  # (payable with the demo stone)
    graveyard = [{"code": "FWD-010", "label": "one"}, {"code": "FWD-013", "label": "two"}][:in_graveyard]
    if in_graveyard == 1:
        steps = [{"expect": {"card.one.zone": "p1.graveyard", "p1.field.count": 1}}]  # no token either
    else:
        steps = [
            {"p1": "choose", "cards": ["one"], "expect": {"decision.count": 1}},  # only the other one
            {"p1": "choose", "cards": ["two"]},
            {"p1": "pass"},
            {"p2": "pass"},
            {"expect": {"card.one.zone": "p1.hand", "card.two.zone": "p1.removed", "p1.field.count": 2}},
        ]
    play(
        [hero],
        {"hand": [{"code": "HSD-013", "label": "hero"}], "stones": ["FWD-S02"], "graveyard": graveyard},
        [{"p1": "play", "card": "hero"}, *RESOLVE, *steps],
        "FoW 903.2g",
    )


def test_keywords_given_to_cards_in_the_hand() -> None:
    # ENW-048 The Blue Planet: "[Seal] (7) (…) - Cards in your hand gain [Quickcast]." (FoW 1111:
    # a card in the hand with [Quickcast] may be played when a player has priority; 1128: while
    # its controller controls seven or more magic stones): MSW-093 (its own [Quickcast] off without
    # its ruler) may be played from the hand while a chant is on the chase with seven stones only
    planet, spirits, fire = real("ENW-048"), real("MSW-093"), real("VIN001-091")
    [quick] = [a for a in planet["script"] if "Quickcast" in a["text"]]
    hand = {"zone": "hand", "whose": "you"}
    assert quick["modifiers"] == [{"to": hand, "stat": "keywords", "grant": "quickcast"}]
    for extra, seen in ((3, "actions has"), (2, "actions lacks")):
        play(
            [planet, spirits, fire],
            {
                "ruler_area": ["FWD-R01"],
                "field": ["ENW-048"],
                "hand": ["MSW-093", "FWD-011"],
                "stones": ["FWD-S02", "FWD-S04", "VIN001-091", "FWD-S02"] + ["VIN001-091"] * extra,
            },
            [
                {"p1": "play", "card": "FWD-011"},  # [Quickcast] Draw a card: the chase is not empty
                {"expect": {seen: [f"Play {spirits['name']}"]}},
            ],
            "FoW 1111",
        )


def test_a_keyword_a_card_does_not_have() -> None:
    # LEL-014 [500/500]: "{Rest}: This card deals 800 damage to each J/resonator without [Flying]."
    # (FoW 1106: [Flying] a card has, printed or given; "without": one it does not have): a
    # resonator with [Flying] is left alone, one without it and the source itself are dealt 800
    # (TAT-012 [500/500] destroyed, 1007.3)
    card, bird, spirit = real("LEL-014"), real("ENW-032"), real("TAT-012")
    [tap] = [a for a in card["script"] if "without" in a["text"]]
    assert tap["effect"][0]["cards"]["fow.lacks"] == "flying"
    play(
        [card, bird, spirit],
        {"field": [{"code": "LEL-014", "label": "knight"}]},
        [
            {"p1": "act", "card": "knight"},
            {"p1": "pass"},
            {
                "p2": "pass",
                "expect": {
                    "card.knight.counters.damage": 800,
                    "card.bird.counters.damage": 0,
                    "card.bird.zone": "p2.field",
                    "card.spirit.zone": "p2.graveyard",
                },
            },
        ],
        "FoW 1106",
        field=[{"code": "ENW-032", "label": "bird"}, {"code": "TAT-012", "label": "spirit"}],
    )


def test_a_change_until_end_of_game_outlasts_the_turn() -> None:
    # FoW 909 (a change for the rest of the game, CST-026's "J-rulers you control gain [Swiftness]
    # until end of game."): TMS-044's "Discard a card: This card gains [+200/+200] until end of
    # turn." with that duration, and with the duration printed first; the card keeps it into the
    # next turn (turn 4), where the same text until end of turn has ended (505.3)
    texts = {
        "Discard a card: This card gains [+200/+200] until end of game.": 700,
        "Discard a card: Until end of game, this card gains [+200/+200].": 700,
        "Discard a card: Until end of turn, this card gains [+200/+200].": 500,
    }
    for text, atk in texts.items():
        puppet = compile_record(replace(_records()["TMS-044"], text=text)).to_dict()
        assert puppet["script"][0].get("automated", True), text
        play(
            [puppet],
            {"field": [{"code": "TMS-044", "label": "puppet"}], "hand": ["FWD-013"]},
            [
                {"p1": "act", "card": "puppet"},
                {"p1": "choose", "cards": ["FWD-013"]},
                *RESOLVE,
                {"expect": {"card.puppet.atk": 700}},
                *_passes("1212"),  # to the end phase, then the next turn
                *_passes("12"),
                {"expect": {"turn": 4, "card.puppet.atk": atk}},
            ],
            "FoW 909",
        )


def test_a_race_chosen_as_the_card_enters_is_read_by_its_continuous_ability() -> None:
    # VIN003-002 Arthur, Paladin King of the Round Table: "J/resonators you control of the chosen
    # race gain [+200/+200]. / When this card enters your field ⇒ Choose a race." (FoW 903.3b:
    # chosen as the ability resolves, decision D136: among the races of the cards its controller
    # owns or sees, sorted; kept with the card, 302.3): Golem chosen, the Golem gains, the Human
    # and Arthur (Knight of the Round Table) do not
    arthur = real("VIN003-002")
    assert all(a.get("automated", True) for a in arthur["script"])
    play(
        [arthur],
        {
            "hand": ["VIN003-002"],
            "field": [{"code": "FWD-010", "label": "coral"}, {"code": "FWD-013", "label": "tinker"}],
            "stones": ["FWD-S01", "FWD-S01", "FWD-S04", "FWD-S04"],
        },
        [
            {"p1": "play", "card": "VIN003-002"},
            *RESOLVE,  # into the field; the enter ability onto the chase (906)
            {"p1": "pass"},
            {
                "p2": "pass",
                "expect": {
                    "actions has": ["Golem", "Human", "Knight of the Round Table", "Merfolk"],
                    "decision.count": 4,
                    "card.coral.atk": 500,
                },
            },
            {"p1": "option", "option": "Golem"},
            {"expect": {"card.coral.atk": 700, "card.coral.def": 1000, "card.tinker.atk": 200}},
        ],
        "FoW 903.3b",
    )


def test_a_race_chosen_as_a_spell_resolves_names_the_cards_it_deals_damage_to() -> None:
    # TUS-019 Monster Hunter: "Choose a race. This card deals 2000 damage to J/resonators of the
    # chosen race." (FoW 903.3b, D136): Human chosen, each Human of either player is dealt 2000
    hunter = real("TUS-019")
    [spell] = [a for a in hunter["script"] if a["kind"] == "play"]
    assert spell["effect"][0] == {"do": "fow.choose_race"}
    play(
        [hunter, real("VIN001-091")],
        {
            "hand": ["TUS-019"],
            "field": [{"code": "FWD-010", "label": "coral"}, {"code": "FWD-013", "label": "mine"}],
            "stones": ["VIN001-091", "FWD-S04", "FWD-S04"],
        },
        [
            {"p1": "play", "card": "TUS-019"},
            *RESOLVE,
            {"p1": "option", "option": "Human"},
            {
                "expect": {
                    "card.mine.zone": "p1.graveyard",
                    "card.theirs.zone": "p2.graveyard",
                    "card.coral.zone": "p1.field",
                }
            },
        ],
        "FoW 903.3b",
        field=[{"code": "FWD-013", "label": "theirs"}],
    )


def test_a_card_you_control_chosen_as_it_resolves_gains_a_keyword() -> None:
    # NWE-011 Warhorse: "[Enter] >>> A J/resonator you control gains [Swiftness] until end of turn."
    # (FoW 1020, 1107: one of them chosen as the ability resolves, not a target, 903.2g): the
    # player picks Coral Sentinel among the two, which gains [Swiftness]; Warhorse does not
    horse = real("NWE-011")
    assert horse["script"][0]["effect"][0]["do"] == "choose"
    play(
        [horse],
        {"hand": ["NWE-011"], "field": [{"code": "FWD-010", "label": "coral"}], "stones": ["FWD-S01"]},
        [
            {"p1": "play", "card": "NWE-011"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"decision.count": 2}},
            {"p1": "choose", "cards": ["coral"]},
            {"expect": {"card.coral.keywords": ["swiftness"], "p1.field.count": 2}},
        ],
        "FoW 1020",
    )


def test_a_non_special_magic_stone_of_one_type() -> None:
    # VIN003-051: "This card gains [Swiftness] as long as you control a non-special wind magic
    # stone." (FoW 201.4: not of the type Special Magic Stone; CMF-097 Magic Stone of Deep Wood is
    # a special one with the wind type, VIN001-094 a basic wind one)
    card, wind, deep = real("VIN003-051"), real("VIN001-094"), real("CMF-097")
    for stones, keywords in ((["VIN001-094"], ["swiftness"]), (["CMF-097"], [])):
        play(
            [card, wind, deep],
            {"field": [{"code": "VIN003-051", "label": "it"}], "stones": stones},
            [{"expect": {"card.it.keywords": keywords}}],
            "FoW 201.4",
        )


def test_a_j_ruler_comes_into_the_field_with_its_mana_counters() -> None:
    # RDE-060 Gill Alhama'at: "[Judgment] {0}. Play this ability only if there are seven or more
    # mana counters on this card." / RDE-060J: "[Mana] 1" (FoW 705.3a: the ruler put into the
    # field as the J-ruler, the same card, 302.3; 1122.2b, decision D137: it comes into the field
    # with one more mana counter)
    gill, j = real("RDE-060"), real("RDE-060J")
    assert {"kind": "keyword", "keyword": "mana", "params": {"n": 1}, "text": "[Mana] 1"} in j["script"]
    play(
        [gill, j],
        {"ruler_area": [{"code": "RDE-060", "label": "gill", "counters": {"mana": 7}}]},
        [
            {"p1": "judgment"},
            *RESOLVE,
            {"expect": {"card.gill.zone": "p1.field", "card.gill.counters.mana": 8}},
        ],
        "FoW 1122.2b",
    )


def test_a_chant_with_null_remnant_is_played_from_the_graveyard_with_no_card_in_hand() -> None:
    # TST-017 Flame of Oblivion {R}: "[Null] - [Remnant]" (FoW 1134.2a: as it is played with no
    # card in hand, it is played with [Remnant]; 1115: from the graveyard): with an empty hand
    # it may be played from the graveyard, with a card in hand not
    flame, fire = real("TST-017"), real("VIN001-091")
    [null] = [a for a in flame["script"] if a["text"] == "[Null] - [Remnant]"]
    assert null["zones"] == ["graveyard"] and null.get("automated", True)
    for hand, seen in (([], "actions has"), (["FWD-013"], "actions lacks")):
        play(
            [flame, fire],
            {"graveyard": ["TST-017"], "hand": hand, "stones": ["VIN001-091"]},
            [{"expect": {seen: [f"Play {flame['name']}"]}}],
            "FoW 1134.2a",
        )


def test_a_mana_counter_only_on_a_j_ruler_with_mana() -> None:
    # RDE-040 Viola's Machinations: "Your opponent discards a card. Put a mana counter on your
    # J/ruler if it has [Mana]." (FoW 1122: [Mana] a keyword of the ruler; 1101): Gill Alhama'at
    # (RDE-060, "[Mana] 1") gets one, Lumen (FWD-R01) none
    viola, gill, dark = real("RDE-040"), real("RDE-060"), real("VIN001-090")
    for ruler, counters in (("RDE-060", 1), ("FWD-R01", 0)):
        play(
            [viola, gill, dark],
            {
                "ruler_area": [{"code": ruler, "label": "ruler"}],
                "hand": ["RDE-040"],
                "stones": ["VIN001-090"],
            },
            [
                {"p1": "play", "card": "RDE-040"},
                *RESOLVE,
                {"p2": "choose", "cards": ["theirs"]},
                {"expect": {"card.ruler.counters.mana": counters, "p2.graveyard.count": 1}},
            ],
            "FoW 1122",
            hand=[{"code": "FWD-013", "label": "theirs"}],
        )


def test_a_condition_comparing_the_players_life() -> None:
    # MPR-024: "[Continuous]: Added J/resonator gains [+800/+800] if your life is less than your
    # opponent's life." (FoW 105: each player's life; 909: checked all the time): the same
    # condition on MSW-055's "This card gains [Swiftness] as long as …" line, with the players'
    # life set: [Swiftness] only while its controller's life is the lower
    lower = {"<": [{"value": "you.life"}, {"value": "opponent.life"}]}
    assert real("MPR-024")["script"][0]["condition"] == lower
    text = "This card gains [Swiftness] as long as your life is less than your opponent's life."
    little = compile_record(replace(_records()["MSW-055"], text=text)).to_dict()
    for mine, keywords in ((3000, ["swiftness"]), (4000, [])):
        ScenarioRun(
            {
                "title": "compiled card",
                "rules": ["FoW 105"],
                "game": "force-of-will",
                "cards": [little],
                "position": {
                    "turn": 3,
                    "turn_player": "p1",
                    "first_player": "p1",
                    "phase": "main",
                    "values": {"p1.life": mine, "p2.life": 4000},
                    "p1": {
                        "ruler_area": ["FWD-R01"],
                        "deck": DECK,
                        "field": [{"code": "MSW-055", "label": "it"}],
                    },
                    "p2": {"ruler_area": ["FWD-R02"], "deck": DECK},
                },
                "step": [{"expect": {"card.it.keywords": keywords, "value.p1.life": mine}}],
            },
            "test",
        ).run()


def test_old_wordings_target_attack_and_normal_spell() -> None:
    # FoW 1414.1: [Target Attack] is [Precision], a keyword, not a target ("Target J/resonator
    # gains [Target Attack] until end of turn": one target, the seen "Target J/resonator gains
    # [Flying] until end of turn." with the old keyword swapped in); FoW 1407.2: "normal spell"
    # is a non-resonator spell. CMF-029 "[Continuous]: Whenever you play a normal spell, this
    # card gains [First Strike] and [Swiftness] until end of turn.": a chant played, not a resonator
    old = compile_line("Target J/resonator gains [Target Attack] until end of turn.", "chant").ability
    assert old["effect"] == [{"do": "grant", "cards": "targets", "grant": "precision"}]
    assert old["targets"]["n"] == 1
    knight, fire = real("CMF-029"), real("VIN001-091")
    [watch] = [a for a in knight["script"] if a["kind"] == "auto"]
    assert watch["trigger"]["card"] == {"not": {"fow.kind": "resonator"}}
    for spell, keywords in (("FWD-011", ["first strike", "swiftness"]), ("FWD-013", [])):
        play(
            [knight, fire],
            {
                "field": [{"code": "CMF-029", "label": "knight"}],
                "hand": [spell],
                "stones": ["FWD-S02", "FWD-S04", "VIN001-091"],
            },
            [
                {"p1": "play", "card": spell},
                *RESOLVE,  # the trigger goes onto the chase above the spell (906)
                *RESOLVE,
                {"expect": {"card.knight.keywords": keywords}},
            ],
            "FoW 1407.2",
        )


def test_old_wordings_enter_without_an_arrow_spell_cards_and_each_of_your() -> None:
    # FoW 1411.2a: CMF-088 Pumpkin Witch "[Enter] Each resonator you control gains [Flying] and
    # [Swiftness] until end of turn." is "[Enter] ⇒ …"; FoW 1405.1: TAT-028 "… for each spell card
    # in your graveyard." counts chants; CMF-024 "… for each of your fire magic stone." the fire
    # magic stones its controller controls (the old "your")
    witch, dark = real("CMF-088"), real("VIN001-090")
    assert witch["script"][0]["trigger"] == {"on": "move", "card": "this", "to": "field"}
    assert real("TAT-028")["script"][1]["modifiers"][0]["add"]["mul"][0] == {
        "count": {"fow.kind": "chant", "zone": "graveyard", "whose": "you"}
    }
    assert real("CMF-024")["script"][2]["modifiers"][0]["add"]["mul"][0] == {
        "count": {"zone": "stones", "fow.kind": "fire magic stone", "whose": "you"}
    }
    play(
        [witch, dark],
        {
            "hand": ["CMF-088"],
            "field": [{"code": "FWD-010", "label": "coral"}],
            "stones": ["VIN001-090", "FWD-S04", "FWD-S04"],
        },
        [
            {"p1": "play", "card": "CMF-088"},
            *RESOLVE,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"card.coral.keywords": ["flying", "swiftness"]}},
        ],
        "FoW 1411.2a",
    )


def test_barrier_with_two_attributes_given_until_end_of_turn() -> None:
    # LEL-003: "[Inheritance] {W}: Target J/resonator gains [+300/+300] and [Barrier] {R}{B} until
    # end of turn." (FoW 1120.3: not targeted by the opponent's fire or darkness spells and
    # abilities; 1020): that effect on BFA-035's chant, given to Coral Sentinel
    [inherit] = [a for a in real("LEL-003")["script"] if a["kind"] == "act"]
    assert inherit.get("automated", True)
    text = "Target J/resonator gains [+300/+300] and [Barrier] {R}{B} until end of turn."
    chant = compile_record(replace(_records()["BFA-035"], text=text)).to_dict()
    play(
        [chant],
        {"hand": ["BFA-035"], "stones": ["FWD-S02"], "field": [{"code": "FWD-010", "label": "coral"}]},
        [
            {"p1": "play", "card": "BFA-035"},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.atk": 800, "card.coral.keywords": ["barrier:fire", "barrier:darkness"]}},
        ],
        "FoW 1120.3",
    )


@pytest.mark.parametrize(
    ("to_coral", "expect"),
    [
        # FoW 903.2h-i: 800 of 1500 to the Coral Sentinel (DEF 800), the rest (700) to the Tinker;
        # both destroyed (removed instead: this card's other ability)
        (8, {"card.coral.zone": "p2.removed", "card.tinker.zone": "p2.removed"}),
        # 100 to the Coral Sentinel: it survives (shares are positive multiples of 100)
        (1, {"card.coral.zone": "p2.field", "card.tinker.zone": "p2.removed"}),
    ],
)
def test_damage_divided_as_you_choose_among_targets(to_coral: int, expect: dict[str, Any]) -> None:
    # NDR-021: "[Enter] ⇒ This card deals 1500 damage divided as you choose to any number of
    # target resonators." FoW 903.2g, 903.2h: the targets, then each one's share, chosen as the
    # ability is played (D131); the last target takes the rest
    dragon = real("NDR-021")
    enter = dragon["script"][-1]
    assert enter["effect"] == [{"do": "fow.damage", "cards": "targets", "amount": 1500, "divided": True}]
    assert enter["targets"]["n"] == "any"
    dragon = {**dragon, "fields": {**dragon["fields"], "cost": "{U}"}}  # (payable with the demo stone)
    play(
        [dragon],
        {"hand": [{"code": "NDR-021", "label": "dragon"}], "stones": ["FWD-S02"]},
        [
            {"p1": "play", "card": "dragon"},
            *RESOLVE,
            # then the first target's share, 1 to 14 hundreds (the other needs 100 at least)
            {"p1": "choose", "cards": ["coral", "tinker"], "expect": {"decision.kind": "number"}},
            {"p1": "number", "number": to_coral},
            *RESOLVE,
            {"expect": expect},
        ],
        "FoW 903.2h",
        field=[{"code": "FWD-010", "label": "coral"}, {"code": "FWD-013", "label": "tinker"}],
    )


def test_a_cost_change_if_it_targets_looks_at_the_second_target_too() -> None:
    # VIN003-054's "You may pay {G} less to play this card if it targets a Beast." on a chant
    # with two targets (D130): "Destroy target resonator your opponent controls. Recover target
    # resonator you control." With no will it can be played, since its second target may be
    # the Beast (FoW 903.2g before 903.2i-iv, D76); targeting it, it costs nothing
    call, beast = real("VIN003-054"), real("SKL-057")
    two = compile_line(
        "Destroy target resonator your opponent controls. Recover target resonator you control.", "chant"
    ).ability
    assert two["more_targets"] == [{"zone": "field", "fow.kind": "resonator", "whose": "you", "n": 1}]
    chant = {**call, "code": "T-TWO", "name": "Two Aims", "script": [two, call["script"][1]]}
    play(
        [chant, beast],
        {"hand": [{"code": "T-TWO", "label": "two"}], "field": [{"code": "SKL-057", "label": "beast"}]},
        [
            {"p1": "play", "card": "two", "expect": {"decision.count": 1}},  # the opponent's Coral
            {"p1": "choose", "cards": ["coral"], "expect": {"decision.count": 1}},  # then the Beast
            {"p1": "choose", "cards": ["beast"]},
            *RESOLVE,
            {"expect": {"card.two.zone": "p1.graveyard", "card.coral.zone": "p2.graveyard"}},
        ],
        "FoW 903.2i",
        field=[{"code": "FWD-010", "label": "coral"}],
    )


@pytest.mark.parametrize("in_their_turn", [False, True])
def test_until_the_end_of_your_turn(in_their_turn: bool) -> None:
    # JRP-045: "{Rest}: Target J/resonator gains [+500/+500] and [Pierce] until the end of your
    # turn." (D132, FoW 505.5b): it ends as a turn of its controller ends: this one, or, made in
    # the opponent's turn, the next one of theirs
    tigre = real("JRP-045")
    [ability] = [a for a in tigre["script"] if "until the end of your turn" in a["text"]]
    assert {s["until"] for s in ability["effect"]} == {"end_of_your_turn"}
    index = tigre["script"].index(ability)
    act = [
        {"p1": "act", "card": "tigre", "ability": index},
        {"p1": "choose", "cards": ["coral"]},
    ]
    if not in_their_turn:
        steps = [
            *act,
            *RESOLVE,
            {"expect": {"card.coral.atk": 1000, "card.coral.keywords": ["pierce"]}},
            *_passes("12121221212121"),  # to P2's main phase: it ended with P1's turn
            {"expect": {"turn": 4, "phase": "main", "card.coral.atk": 500}},
        ]
        turn = {"turn": 3, "turn_player": "p1"}
    else:
        steps = [
            {"p2": "pass"},
            *act,
            {"p1": "pass"},
            {"p2": "pass", "expect": {"card.coral.atk": 1000}},
            *_passes("2121"),  # P2's turn ends: it lasts
            {"expect": {"turn": 5, "card.coral.atk": 1000}},
            *_passes("12121212121212"),  # P1's turn ends: it ends
            {"expect": {"turn": 6, "card.coral.atk": 500}},
        ]
        turn = {"turn": 4, "turn_player": "p2"}
    ScenarioRun(
        {
            "title": "until the end of your turn",
            "rules": ["FoW 505.5b"],
            "game": "force-of-will",
            "cards": [tigre],
            "position": {
                **turn,
                "first_player": "p1",
                "phase": "end" if in_their_turn else "main",
                "p1": {
                    "ruler_area": ["FWD-R01"],
                    "deck": DECK * 2,
                    "field": [{"code": "JRP-045", "label": "tigre"}],
                },
                "p2": {
                    "ruler_area": ["FWD-R02"],
                    "deck": DECK * 2,
                    "field": [{"code": "FWD-010", "label": "coral"}],
                },
            },
            "step": steps,
        },
        "test",
    ).run()


def test_true_magic_stones_status_ability_banishes_all_but_one() -> None:
    # TAT-091 "Almerius, the Levitating Stone" (a True Magic Stone): "[Continuous] When you
    # control two or more true magic stones with the same name, banish all but one of them."
    # FoW 906.9: a status automatic object triggers when its status is fulfilled; 906.9a: only
    # when it is not already triggered (one of the two stones' abilities waits on the chase
    # while the other's does not trigger); decision D138: it goes onto the chase, and its
    # controller keeps the one they choose
    card = real("TAT-091")
    status = next(a for a in card["script"] if a.get("trigger") == {"on": "fow.status"})
    assert status["effect"] == [
        {"do": "fow.keep_one", "cards": {"zone": "stones", "fow.kind": "true magic stone", "whose": "you"}}
    ]
    play(
        [card],
        {
            "stones": [
                {"code": "TAT-091", "label": "a"},
                {"code": "TAT-091", "label": "b"},
                {"code": "FWD-S02", "label": "basic"},
            ]
        },
        [
            # both stones' abilities trigger (each is its own object); neither again while on the chase
            {"p1": "trigger", "card": "a"},
            {
                "expect": {
                    "stack": [
                        "Almerius, the Levitating Stone's ability",
                        "Almerius, the Levitating Stone's ability",
                    ],
                    "pending.count": 0,
                }
            },
            *RESOLVE,
            {"expect": {"decision.prompt ~": "banish all but one"}},
            {"p1": "choose", "cards": ["b"]},
            {"expect": {"card.a.zone": "p1.graveyard", "card.b.zone": "p1.stones"}},
            {"expect": {"stack": ["Almerius, the Levitating Stone's ability"]}},
            # the other resolves too (906.10): one true magic stone is left, nothing to banish
            *RESOLVE,
            {"expect": {"card.b.zone": "p1.stones", "card.basic.zone": "p1.stones", "stack": []}},
        ],
        "FoW 906.9",
    )
    # one of them: the status is not fulfilled, nothing triggers
    play(
        [card],
        {"stones": [{"code": "TAT-091", "label": "a"}]},
        [{"p1": "pass"}, {"expect": {"card.a.zone": "p1.stones", "stack": []}}],
        "FoW 906.9a",
    )


def test_lose_and_cannot_gain_a_keyword_prevails_over_a_later_grant() -> None:
    # CFC-015J "Zero, Master of the Magic Saber" (a J-ruler): "J/resonators your opponent controls lose
    # and cannot gain [Flying], [First Strike], [Swiftness], [Precision], and [Imperishable]."
    # FoW 104.4: a prohibition prevails over an instruction; 909.1d: the words are removed after
    # every grant, whatever its timestamp (the grant below is made later, 909.3b)
    card = real("CFC-015J")
    mods = next(a for a in card["script"] if a["text"].startswith("J/resonators"))["modifiers"]
    assert [m["remove"] for m in mods] == ["flying", "first strike", "swiftness", "precision", "imperishable"]
    assert {m["layer"] for m in mods} == {CANNOT_GAIN_LAYER}
    bird = real(
        "SDL1-006"
    )  # Rest a recovered resonator you control: This card gains [Flying] until end of turn.
    steps = [
        {"p1": "pass"},
        {"p2": "act", "card": "bird"},
        {"p2": "choose", "cards": ["mate"]},
        {"p2": "pass"},
        {"p1": "pass"},
    ]
    opponent = {"field": [{"code": "SDL1-006", "label": "bird"}, {"code": "FWD-010", "label": "mate"}]}
    play(
        [card, bird],
        {"field": [{"code": "CFC-015J", "label": "jr"}]},
        [*steps, {"expect": {"card.mate.state": "rested", "card.bird.keywords": []}}],
        "FoW 104.4",
        **opponent,
    )
    # without it, the grant gives [Flying]
    play(
        [bird],
        {},
        [*steps, {"expect": {"card.mate.state": "rested", "card.bird.keywords": ["flying"]}}],
        "FoW 104.4",
        **opponent,
    )


@pytest.mark.parametrize(
    ("stones", "atk"),
    [(["FWD-S02"], 400), (["FWD-S02", "TAT-091"], 200), ([], 200)],
)
def test_two_conditions_joined_by_and_both_hold(stones: list[str], atk: int) -> None:
    # CFC-001 "Dreaming Girl, Wendy" (200/300): "This card gains [+200/+200] as long as you control
    # a magic stone and control no special magic stones." (FoW 201.4: TAT-091 is a Special Magic
    # Stone; the condition's subject is said once)
    card = real("CFC-001")
    assert card["script"][0]["condition"] == {
        "all": [
            {"exists": {"zone": "stones", "fow.kind": "magic stone", "whose": "you"}},
            {"not": {"exists": {"zone": "stones", "fow.kind": "special magic stone", "whose": "you"}}},
        ]
    }
    play(
        [card, real("TAT-091")],
        {"field": [{"code": "CFC-001", "label": "wendy"}], "stones": stones},
        [{"expect": {"card.wendy.atk": atk, "card.wendy.def": atk + 100}}],
        "FoW 201.4",
    )


def test_the_misprint_of_more_reads_or_more() -> None:
    # RDE-064J: "As long as you control three of more Treasury Items, this card gains [Barrier]."
    # (a misprint of "three or more"; FoW 205: a race's cards, counted)
    line = next(a for a in real("RDE-064J")["script"] if "Treasury" in a["text"])
    assert line["condition"][">="][1] == 3
    assert "Treasury Item" in line["condition"][">="][0]["count"]["races"]
    assert line["modifiers"] == [{"to": "this", "stat": "keywords", "grant": "barrier"}]


def test_a_reference_narrower_than_its_j_resonator_is_by_hand() -> None:
    # FoW 201.2a: a J/resonator is a resonator or a J-ruler. A trigger on "a J/resonator" and one on
    # "a resonator" read their own kinds; "that resonator" pointing back to a card described only
    # as a J/resonator names a narrower card (a J-ruler hit?): by hand. "that J/resonator" after "a
    # resonator" is the same card; reminder text is not read (the keyword is)
    line = compile_line(
        "When this card deals damage to a J/resonator ⇒ Destroy that J/resonator.", "resonator"
    )
    assert line.automated and line.ability["trigger"]["hit"] == "j/resonator"
    line = compile_line(
        "Whenever this card deals damage to a resonator ⇒ Destroy that resonator.", "resonator"
    )
    assert line.automated and line.ability["trigger"]["hit"] == "resonator"
    blocked = compile_line(
        "Whenever this card blocks or is blocked by a J/resonator ⇒ Destroy that J/resonator.", "resonator"
    )
    assert blocked.automated
    assert {t["card"]["fow.kind"] for t in blocked.ability["trigger"] if isinstance(t.get("card"), dict)} == {
        "j/resonator"
    }
    for text in (
        "When this card deals damage to a J/resonator ⇒ Destroy that resonator.",
        "Whenever this card blocks or is blocked by a J/resonator ⇒ That resonator gains [-200/-200] until"
        " end of turn.",
        "As long as you control exactly one J/resonator, that resonator gains [Eternal].",
    ):
        assert not compile_line(text, "resonator").automated, text
    assert compile_line(
        "Whenever this card blocks or is blocked by a resonator ⇒ Destroy that J/resonator.", "resonator"
    ).automated
    assert compile_line(
        "[Bane] (When this card deals damage to a J/resonator ⇒ Destroy that resonator.)", "resonator"
    ).automated


def test_and_between_attributes_or_races_is_by_hand() -> None:
    # decision D133: the rules say what a card of two attributes or races is (208.3: each
    # attribute; 205.3: each race), never whether "fire and darkness resonator" / "Fairy Tale and
    # Human J/resonators" means a card of both or of either: by hand; "or" and "and/or" are either
    fire_or = compile_line("Put target fire or darkness resonator on top of its owner's main deck.", "chant")
    assert fire_or.automated and fire_or.ability["targets"]["colour"] == ["fire", "darkness"]
    assert compile_line(
        "Put target fire and/or darkness resonator on top of its owner's main deck.", "chant"
    ).automated
    assert not compile_line(
        "Put target fire and darkness resonator on top of its owner's main deck.", "chant"
    ).automated
    gain = "{W}: RACES J/resonators you control gain [+200/+200] until end of turn."
    assert compile_line(gain.replace("RACES", "Fairy Tale or Human"), "resonator").automated
    assert compile_line(gain.replace("RACES", "Fairy Tale and/or Human"), "resonator").automated
    assert not compile_line(gain.replace("RACES", "Fairy Tale and Human"), "resonator").automated


def test_moon_will_pays_a_moon_symbol_and_no_attribute_will_does() -> None:
    # MPR-099 "Magic Stone of Moon Light": "[Activate] {Rest}: Produce {M}."; MPR-048 "Pilot of
    # Universe": "[Activate] Pay {M}: This card gains [Flying] until end of turn." (FoW 907.6a:
    # {M} is one will with the moon characteristic and no attribute; 1003.6: {M} is paid only
    # with moon will; 907.6c: it is not an attribute, so a water stone cannot pay it)
    stone, pilot = real("MPR-099"), real("MPR-048")
    assert stone["script"][0]["params"] == {"will": ["moon"]}
    [act] = pilot["script"]
    assert act["cost"] == [{"will": "{M}"}]
    assert act["effect"] == [{"do": "grant", "cards": "this", "grant": "flying"}]
    option = f"{pilot['name']}: {act['text']}"
    play(
        [stone, pilot],
        {"field": [{"code": "MPR-048", "label": "pilot"}], "stones": [{"code": "MPR-099", "label": "moon"}]},
        [
            {"p1": "option", "option": option},
            *RESOLVE,
            {"expect": {"card.moon.state": "rested", "card.pilot.keywords": ["flying"]}},
        ],
        "FoW 1003.6",
    )
    play(
        [pilot],
        {"field": ["MPR-048"], "stones": ["FWD-S02", "FWD-S02"]},
        [{"expect": {"actions lacks": [option]}}],
        "FoW 1003.6",
    )


def test_moon_and_time_will_pay_the_free_part_of_a_cost_but_not_each_other() -> None:
    # MPR-052 "Tsukuyomi, the Moon City": "[Activate] Pay {1}, {Rest}: Produce {M}." (FoW
    # 907.6a-c, 1003.2, 1003.6-7: moon will in the pool pays a card's {1}, a {M} in a card's cost
    # needs moon will, and a {T} time will; neither is an attribute)
    city = real("MPR-052")
    [produce] = [a for a in city["script"] if a.get("tags") == ["will"]]
    assert produce["effect"] == [{"do": "fow.produce", "will": ["moon"]}]
    assert compile_line("{Rest}: Produce {T}.", "resonator").ability["effect"] == [
        {"do": "fow.produce", "will": ["time"]}
    ]

    def costing(code: str, cost: str) -> dict[str, Any]:
        fields = {"cost": cost, "total_cost": 1, "atk": 100, "def": 100}
        return {"game": "force-of-will", "code": code, "name": code, "type": "resonator", "text": ""} | {
            "fields": fields
        }

    cards = [city, costing("T-ONE", "{1}"), costing("T-MOON", "{M}"), costing("T-TIME", "{T}")]
    option = f"{city['name']}: {produce['text']}"
    for card, refused in (("T-ONE", False), ("T-MOON", False), ("T-TIME", True)):
        play(
            cards,
            {"field": [{"code": "MPR-052", "label": "city"}], "hand": [card], "stones": ["FWD-S02"]},
            [
                {"p1": "option", "option": option},  # the water stone pays its {1}
                {"expect": {"card.city.state": "rested", "value.p1.will.moon": 1}},
                {"p1": "play", "card": card, "refused": refused},
            ],
            "FoW 1003.6",
        )


def test_a_chants_torrent_text_is_done_only_after_another_card_was_played_this_turn() -> None:
    # RDE-031 "Spinning Myths": "Put a Myth resonator from your hand into your field. / [Torrent]
    # Put the top card of your magic stone deck into your field." (FoW 1124.2: played with the
    # text if its controller played another card before it this turn, 1124.2a; else the text does
    # not exist, 1124.2b; done after its spell as [Seal]'s, D119)
    myths = real("RDE-031")
    assert myths["script"][1]["condition"] == {">=": [{"fow.played": "you"}, 1]}
    for first, left in (([{"p1": "play", "card": "FWD-013"}, *RESOLVE], 0), ([], 1)):
        play(
            [costed(myths, "{1}")],
            {
                "hand": ["FWD-013", "RDE-031"],
                "stones": ["FWD-S04", "FWD-S04"],
                "stone_deck": [{"code": "FWD-S01", "label": "top"}],
            },
            [*first, {"p1": "play", "card": "RDE-031"}, *RESOLVE, {"expect": {"p1.stone_deck.count": left}}],
            "FoW 1124.2",
        )


def test_an_extra_turn_comes_after_this_one_and_the_turns_go_on_as_before() -> None:
    # TAT-038 "Lost in the Wonderland": "[Enter] Take an extra turn after this one." (FoW 1025.1:
    # the extra turn begins once this turn's end phase is over, P1 the turn player again; decision
    # D141: P2's turn comes after it, as it would have after this one)
    lost = real("TAT-038")
    assert lost["script"][1]["effect"] == [{"do": "fow.extra_turn"}]
    play(
        [costed(lost, "{1}")],
        {"hand": ["TAT-038"], "stones": ["FWD-S02"], "deck": DECK * 2},
        [
            {"p1": "play", "card": "TAT-038"},
            *RESOLVE,  # into the field; [Enter] onto the chase
            *RESOLVE,
            {"expect": {"log has": ["takes an extra turn after this one"]}},
            *_passes("12121212121212"),  # P1's own priorities first in its extra turn
            {"expect": {"turn": 4, "turn_player": "p1", "phase": "main"}},
            *_passes("12121221212121"),
            {"expect": {"turn": 5, "turn_player": "p2", "phase": "main"}},
        ],
        "FoW 1025.1",
        deck=DECK * 2,
    )


def test_a_token_copy_of_a_resonator_enters_the_field_and_is_banished_at_the_next_end_of_turn() -> None:
    # ENW-022 "Fayli, Genius Rip-Off Artist": "{R}, {Rest}: Put a token copy of another target
    # resonator you control into your field. At the next end of turn ⇒ That token's controller
    # banishes it." (FoW 1017.1a: a token with the copied card's printed information, 1303.1c
    # under its controller's control; 906.8, 1011.1: the token is banished, not the card copied)
    fayli = real("ENW-022")
    [act] = [a for a in fayli["script"] if a["kind"] == "act"]
    assert act["effect"][0] == {"do": "fow.token_copy", "cards": "targets", "as": "made"}
    play(
        [fayli, real("VIN001-091")],  # a Fire Magic Stone
        {
            "field": [{"code": "ENW-022", "label": "fayli"}, {"code": "FWD-010", "label": "coral"}],
            "stones": ["VIN001-091"],
        },
        [
            {"p1": "act", "card": "fayli"},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"p1.field.count": 3, "log has": ["(a token copy) into the field"]}},
            *_passes("1212"),  # to the end phase: the delayed ability triggers (505.3)
            *_passes("12"),
            {"expect": {"phase": "end", "p1.field.count": 2, "card.coral.zone": "p1.field"}},
        ],
        "FoW 1017.1a",
    )
    # LEL-038 "Shadow of Lapis": "Banish this card: Put a token copy of target resonator token you
    # control into your field." (a copy of a token is a token with its information, 1303.1a)
    shadow = real("LEL-038")
    assert shadow["script"][0]["targets"]["fow.token"] is True
    # TWS-041 (an addition): "{Rest}: Put a token copy of this card into the field rested. …": a
    # copy of an addition would need a card to be added to (1206): by hand
    assert not compile_line(
        "{Rest}: Put a token copy of this card into the field rested.", "addition"
    ).automated
    assert not compile_line(
        "[Enter] >>> Put a token copy of target addition you control into the field.", "resonator"
    ).automated


def test_a_spell_reads_whether_it_was_played_from_a_graveyard() -> None:
    # TST-071 "Beatrice's Curse": "[Null] - [Remnant]" / "Your opponent banishes a resonator. If
    # this card was played from a graveyard, draw a card." (FoW 1115.2: played from the graveyard
    # by [Remnant], the condition holds as it resolves; played from the hand, not)
    curse = real("TST-071")
    assert curse["script"][1]["effect"][-1]["if"] == {"fow.played_via": "remnant"}
    for zone, drawn in (("graveyard", 1), ("hand", 0)):
        play(
            [costed(curse, "{1}")],
            {zone: ["TST-071"], "stones": ["FWD-S04"]},
            [
                {"p1": "play", "card": "TST-071"},
                *RESOLVE,
                {"p2": "choose", "cards": ["theirs"]},
                {"expect": {"p1.hand.count": drawn, "card.theirs.zone": "p2.graveyard"}},
            ],
            "FoW 1115.2",
            field=[{"code": "FWD-010", "label": "theirs"}],
        )
    # the same words on a resonator's [Enter] ability: by hand (how a spell was played is read
    # as it resolves)
    assert not compile_line(
        "[Enter] >>> If this card was played from a graveyard, draw a card.", "resonator"
    ).automated


def test_a_homeland_ability_puts_an_addition_into_the_field_at_the_beginning_of_the_game() -> None:
    # HSD-009 (a ruler): "Homeland (Cocoon) - At the beginning of the game >>> You may put a Cocoon
    # addition from your hand into the field." (decision D142: "Homeland" names the ability; FoW
    # 502.1: it triggers at the beginning of the first turn's draw phase); NWE-040 "Misty Isle,
    # Island of the Mumu Tribe" is a Cocoon addition
    ruler, isle = real("HSD-009"), real("NWE-040")
    [homeland] = [a for a in ruler["script"] if a["text"].startswith("Homeland")]
    assert homeland["tags"] == ["homeland"] and homeland["optional"] is True
    _first_turn(
        [ruler, isle],
        {"ruler_area": ["HSD-009"], "hand": [{"code": "NWE-040", "label": "isle"}]},
        [
            *RESOLVE,
            {"p1": "yes"},
            {"p1": "choose", "cards": ["isle"]},
            {"expect": {"card.isle.zone": "p1.field"}},
        ],
    )


def test_a_trigger_on_the_first_or_second_chant_played_this_turn() -> None:
    # EDL-068: "When you play your first chant this turn ⇒ This card gains [+400/+400] until end
    # of turn." / "When you play your second chant this turn ⇒ Draw a card." (FoW 903.2k: the
    # chants played this turn counted as each is played, this one included): Drowning Riddle
    # (FWD-011, "[Quickcast] Draw a card.") played twice
    hunter = real("EDL-068")
    assert hunter["script"][2]["trigger"]["fow.nth_played"] == {"kind": "chant", "n": 2}
    riddle = {"code": "FWD-011"}
    play(
        [hunter],
        {
            "field": [{"code": "EDL-068", "label": "it"}],
            "hand": [riddle, riddle],
            "stones": ["FWD-S02", "FWD-S04", "FWD-S02", "FWD-S04"],
        },
        [
            {"p1": "play", "card": "FWD-011"},
            *RESOLVE,  # the first chant's trigger
            *RESOLVE,  # the chant: draw
            {"expect": {"card.it.atk": 800, "p1.hand.count": 2}},
            {"p1": "play", "card": "FWD-011"},
            *RESOLVE,
            *RESOLVE,
            {"expect": {"card.it.atk": 800, "p1.hand.count": 3}},  # the second chant's draw too
        ],
        "FoW 903.2k",
    )


def test_gems_are_gained_into_the_item_area_and_banished_for_a_cost() -> None:
    # ROL-002: "[Enter] >>> You gain a light gem, a fire gem, a water gem, a wind gem, and a
    # darkness gem." / "Banish a water gem: Draw a card." (FoW 1027.1: a gem token of each
    # attribute in the item area; 1011: banished for the cost, the token ceases to exist, 1303.3a)
    panda = real("ROL-002")
    assert panda["script"][3]["cost"] == [
        {"banish": {"zone": "item_area", "fow.kind": "gem", "colour": "water", "whose": "you"}}
    ]
    play(
        [costed(panda, "{1}")],
        {"hand": ["ROL-002"], "stones": ["FWD-S04"]},
        [
            {"p1": "play", "card": "ROL-002"},
            *RESOLVE,  # into the field; [Enter] onto the chase
            *RESOLVE,
            {"expect": {"p1.item_area.count": 5, "p1.hand.count": 0}},
            {"p1": "act", "card": "ROL-002", "ability": 3},
            {"p1": "choose", "cards": ["fow.gem.water"]},  # the cost: the one water gem
            *RESOLVE,
            {"expect": {"p1.item_area.count": 4, "p1.hand.count": 1, "p1.graveyard.count": 0}},
        ],
        "FoW 1027.1",
    )


def test_a_j_resonator_removed_from_battle_deals_and_is_dealt_no_battle_damage() -> None:
    # LEL-026 "Final Breeze" ({G}{1} chant: "[Quickcast]" / "Return target spell to its owner's
    # hand.") with the rules' action in its place: "Remove target attacking J/resonator from
    # battle." (FoW 1029.1a: the attacker no longer attacks; 803.5a: it deals no damage)
    text = "[Quickcast]\nRemove target attacking J/resonator from battle."
    breeze = {
        **costed(real("LEL-026"), "{1}"),
        "text": text,
        "script": [c.ability for c in compile_text(text, "chant")],
    }
    assert breeze["script"][1]["effect"] == [{"do": "fow.unbattle", "cards": "targets"}]
    played = [{"p2": "play", "card": "LEL-026"}, {"p2": "choose", "cards": ["coral"]}, *_passes("21")]
    for hand, steps, life in (
        ([], _passes("2121212"), 3500),
        (["LEL-026"], [*played, *_passes("121")], 4000),
    ):
        play(
            [breeze],
            {"field": [{"code": "FWD-010", "label": "coral"}]},
            [
                {"p1": "option", "option": "Coral Sentinel attacks the opponent"},
                *RESOLVE,  # the battle's beginning step (802)
                {"p1": "pass"},  # the attack declared (803): P2 has priority
                *steps,  # to the end of the battle
                {"expect": {"phase": "main", "value.p2.life": life, "card.coral.state": "rested"}},
            ],
            "FoW 1029.1",
            hand=hand,
            stones=["FWD-S04"],
        )
    # "Remove target blocking J/resonator from battle." (1029.1b): the blocker is no longer
    # blocking; the attacker, blocked, deals no damage to it nor to the player, and it none
    text = "[Quickcast]\nRemove target blocking J/resonator from battle."
    breeze = {**breeze, "text": text, "script": [c.ability for c in compile_text(text, "chant")]}
    for chant, damage in ((True, 0), (False, 500)):
        removal = [{"p1": "play", "card": "LEL-026"}, {"p1": "choose", "cards": ["wall"]}] if chant else []
        play(
            [breeze],
            {"field": [{"code": "FWD-010", "label": "coral"}], "hand": ["LEL-026"], "stones": ["FWD-S04"]},
            [
                {"p1": "option", "option": "Coral Sentinel attacks the opponent"},
                *RESOLVE * 2,
                {"p2": "choose", "cards": ["wall"]},  # the block (804)
                *removal,
                *_passes("1212"),
                {
                    "expect": {
                        "phase": "main",
                        "value.p2.life": 4000,
                        "card.wall.counters.damage": damage,
                        "card.coral.counters.damage": damage,
                    }
                },
            ],
            "FoW 1029.1",
            field=[{"code": "FWD-010", "label": "wall"}],
        )


def test_a_reminder_between_two_arrows_leaves_one_arrow() -> None:
    # RDE-051: "[Resonance] Wind Magic Stone ⇒ (Whenever a wind magic stone enters your field.) ⇒
    # This card gains [0/+500] and [Flying] until end of turn." (FoW 1127: the reminder dropped,
    # the line reads as the same ability printed with one arrow)
    [line] = [a for a in real("RDE-051")["script"] if a["text"].startswith("[Resonance] Wind")]
    plain = compile_line(
        "[Resonance] Wind Magic Stone ⇒ This card gains [0/+500] and [Flying] until end of turn.", "resonator"
    ).ability
    assert line.get("automated", True) and {**line, "text": ""} == {**plain, "text": ""}
    assert line["trigger"]["card"] == {"fow.kind": ["wind magic stone"]}


def test_different_attributes_among_cards_you_control_count_the_ruler_and_the_stones() -> None:
    # VIN001-079 Socrates [400/400], void: "This card gains [+200/+200] for each different
    # attribute among cards you control." (FoW 208, 105.3, D145: the field, the magic stones and
    # the ruler area; the opponent's water ruler does not count)
    card = real("VIN001-079")
    for stones, field, atk in (
        (["FWD-S02"], ["FWD-010"], 800),  # light (ruler), water (stone and Coral Sentinel)
        (["FWD-S04"], ["FWD-013"], 600),  # light (ruler) only: a no-attribute stone and resonator
    ):
        play(
            [card],
            {"stones": stones, "field": [{"code": "VIN001-079", "label": "it"}, *field]},
            [{"expect": {"card.it.atk": atk, "card.it.def": atk}}],
            "FoW 208",
        )


def test_stones_you_control_with_a_different_name_count_each_name_once() -> None:
    # LEL-060 [600/600]: "This card gains [+100/+100] for each magic stone you control with a
    # different name." (FoW 201.1, D145): two Light Magic Stones and a Water Magic Stone, two names
    play(
        [real("LEL-060")],
        {"stones": ["FWD-S01", "FWD-S01", "FWD-S02"], "field": [{"code": "LEL-060", "label": "it"}]},
        [{"expect": {"card.it.atk": 800, "card.it.def": 800}}],
        "FoW 201.1",
    )


def test_additions_with_different_names_you_control_count_each_name_once() -> None:
    # CST-010 White Fairy Flower (a Flower addition): "J/resonators you control gain [+100/+100]
    # for each Flower addition with different names you control." Two of them, one name: each
    # gives +100 for the one name (FoW 201.1, D145); Coral Sentinel 500 / 800
    play(
        [real("CST-010")],
        {"field": ["CST-010", "CST-010", {"code": "FWD-010", "label": "coral"}]},
        [{"expect": {"card.coral.atk": 700, "card.coral.def": 1000}}],
        "FoW 201.1",
    )


def test_different_magic_stone_types_among_basic_stones_lower_a_cost() -> None:
    # CMB-048 Rainbow Spirit {G}{4}: "You may pay {1} less to play this card for each different
    # magic stone type among basic magic stones you control." (FoW 201.4a-b: a basic stone named as
    # a type has it; D145). Wind, Light and Water Magic Stones: three types, {G}{1}, playable with
    # three stones; Wind Magic Stone and two special stones: one type, {G}{3}, not
    card, wind = real("CMB-048"), real("VIN001-094")
    for stones, playable in (
        (["VIN001-094", "FWD-S01", "FWD-S02"], True),
        (["VIN001-094", "FWD-S03", "FWD-S04"], False),
    ):
        play(
            [card, wind],
            {"hand": ["CMB-048"], "stones": stones},
            [{"expect": {"actions has" if playable else "actions lacks": [f"Play {card['name']}"]}}],
            "FoW 201.4b",
        )


def test_remove_a_chant_in_your_graveyard_offers_only_your_graveyards_chants() -> None:
    # VIN003-076 (its cost made {R} here): "When this card enters your field ⇒ You may remove a
    # chant in your graveyard from the game." (FoW 1004: chosen as it resolves, no target; the
    # resonator in the graveyard and the opponent's chant are not offered)
    card = real("VIN003-076")
    card = {**card, "code": "T-ALI", "fields": {**card["fields"], "cost": "{R}"}}
    play(
        [card, real("VIN001-091")],
        {
            "hand": [{"code": "T-ALI", "label": "it"}],
            "stones": ["VIN001-091"],
            "graveyard": [{"code": "FWD-005", "label": "chant"}, "FWD-001"],
        },
        [
            {"p1": "play", "card": "it"},
            *RESOLVE,
            *RESOLVE,
            {"p1": "yes", "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["chant"]},
            {"expect": {"card.chant.zone": "p1.removed", "p1.graveyard.count": 1}},
        ],
        "FoW 1004",
        graveyard=["FWD-021"],
    )


def test_opponents_j_resonators_cannot_attack_or_block_this_card() -> None:
    # HSD-011 Phantasmal Mad Hatter [700/700]: "J/resonators your opponent controls cannot attack
    # or block this card." (FoW 803.3b, 804.2, D146: only they could): P1's Coral Sentinel may
    # attack P2's rested Reef Stalker but not the rested Hatter ...
    hatter = real("HSD-011")
    play(
        [hatter],
        {"field": [{"code": "FWD-010", "label": "coral"}]},
        [
            {
                "expect": {
                    "actions has": ["Coral Sentinel attacks Reef Stalker"],
                    "actions lacks": ["Coral Sentinel attacks Phantasmal Mad Hatter"],
                }
            }
        ],
        "FoW 803.3b",
        field=[
            {"code": "HSD-011", "label": "hatter", "state": "rested"},
            {"code": "FWD-007", "label": "reef", "state": "rested"},
        ],
    )
    # ... and P1's attacking Hatter is not blocked: P2 is not asked, the 700 damage reaches P2
    play(
        [hatter],
        {"field": [{"code": "HSD-011", "label": "hatter"}]},
        [
            {"p1": "option", "option": "Phantasmal Mad Hatter attacks the opponent"},
            *RESOLVE * 2,
            {"expect": {"decision.player": "p1"}},
            *RESOLVE * 3,
            {"expect": {"value.p2.life": 3300}},
        ],
        "FoW 804.2",
        field=[{"code": "FWD-010", "label": "theirs"}],
    )


def test_the_text_under_an_upgrading_header_is_by_hand() -> None:
    # CMB-094 "Headband" (a sub-ruler): "J/resonators you control gain [Eternal] as long as they
    # are attacking.", "[Upgrading] (This card gains the following text until end of game if it
    # was upgraded.)", "J/resonators you control gain [Eternal] during your main phase.": the last
    # applies only once the card is upgraded, which the engine does not do (D147); CMB-088's
    # "J/resonators you control gain [Swiftness]." under its header likewise
    for code in ("CMB-094", "CMB-088"):
        script = real(code)["script"]
        header = next(i for i, a in enumerate(script) if a["text"].startswith("[Upgrading]"))
        assert all(a.get("automated") is False for a in script[header:])
    assert real("CMB-094")["script"][0].get("automated", True)


def test_destroy_target_rested_non_magic_stone_card_targets_the_fields_cards() -> None:
    # LEL-004 Lumia's Purification (its cost made {R} here): "Destroy target rested non-magic
    # stone card." (FoW 307.4: a "card" with no zone is one in the field; 1010): P2's rested Coral
    # Sentinel is the one choice (not its recovered Reef Stalker, nor a rested magic stone, nor
    # a chant in a graveyard), and it is destroyed
    card = real("LEL-004")
    card = {**card, "code": "T-LUM", "fields": {**card["fields"], "cost": "{R}"}}
    play(
        [card, real("VIN001-091")],
        {"hand": [{"code": "T-LUM", "label": "it"}], "stones": ["VIN001-091"], "graveyard": ["FWD-005"]},
        [
            {"p1": "play", "card": "it", "expect": {"decision.count": 1}},
            {"p1": "choose", "cards": ["coral"]},
            *RESOLVE,
            {"expect": {"card.coral.zone": "p2.graveyard", "card.reef.zone": "p2.field"}},
        ],
        "FoW 307.4",
        field=[
            {"code": "FWD-010", "label": "coral", "state": "rested"},
            {"code": "FWD-007", "label": "reef"},
        ],
        stones=[{"code": "FWD-S02", "state": "rested"}],
    )


def test_recover_a_ruler_of_an_attribute_you_control() -> None:
    # MSW-024 Fountain of Trials: "{Rest}: Recover a fire ruler you control." (FoW 308.4: a
    # "ruler" is in a ruler area; 1013): P1's rested fire ruler Little Red Riding Hood is the one
    # choice and recovers; the light ruler Lumen is not offered and stays rested
    fountain, red = real("MSW-024"), real("CMF-027")
    use = {"p1": "option", "option": "Fountain of Trials: {Rest}: Recover a fire ruler you control."}
    for ruler, steps in (
        ("CMF-027", [{"expect": {"decision.count": 1}}, {"p1": "choose", "cards": ["ruler"]}]),
        ("FWD-R01", []),
    ):
        play(
            [fountain, red],
            {
                "ruler_area": [{"code": ruler, "label": "ruler", "state": "rested"}],
                "field": [{"code": "MSW-024", "label": "fountain"}],
            },
            [
                use,
                *RESOLVE,
                *steps,
                {
                    "expect": {
                        "card.ruler.state": "recovered" if steps else "rested",
                        "card.fountain.state": "rested",
                    }
                },
            ],
            "FoW 308.4",
        )


def test_at_end_of_turn_recover_all_rulers_you_control() -> None:
    # TST-034 Agrade, Giant Pig: "At end of turn >>> Recover all rulers you control." (FoW 308.4:
    # the rulers in the ruler area; 1013): P1's rested ruler recovers, P2's stays rested
    play(
        [real("TST-034")],
        {
            "field": [{"code": "TST-034", "label": "pig"}],
            "ruler_area": [{"code": "FWD-R01", "label": "mine", "state": "rested"}],
        },
        [
            *_passes("1212"),  # to the end phase
            *_passes("12"),
            {"expect": {"phase": "end", "card.mine.state": "recovered", "card.theirs.state": "rested"}},
        ],
        "FoW 308.4",
        ruler_area=[{"code": "FWD-R02", "label": "theirs", "state": "rested"}],
    )


def test_target_player_cannot_play_spells_until_end_of_turn() -> None:
    # MP01-048 Law of Silence {G}{G} (played with Christie, the Wind Tracker as P1's ruler):
    # "Target player cannot play spells until end of turn." (FoW 903.2g, 312.3): the player
    # chosen cannot play Wandering Tinker afterwards; the other still can
    law, christie, wind = real("MP01-048"), real("MP01-044"), real("VIN001-094")
    for target, after in (("player:0", "actions lacks"), ("player:1", "actions has")):
        play(
            [law, christie, wind],
            {
                "ruler_area": ["MP01-044"],
                "hand": [{"code": "MP01-048", "label": "law"}, "FWD-013"],
                "stones": ["VIN001-094", "VIN001-094", "FWD-S04"],
            },
            [
                {"p1": "play", "card": "law"},
                {"p1": "option", "option": target},
                *RESOLVE,
                {"expect": {after: ["Play Wandering Tinker"]}},
            ],
            "FoW 312.3",
        )


def test_j_resonators_with_no_attribute_gain() -> None:
    # CMB-082 Robe of Fire-Gears: "Gears J/resonators you control with no attribute gain
    # [+200/+200]." (FoW 208: none of the five attributes): NWE-088 Chronopawns (a void Gears,
    # [400/400]) gains; the same card made fire does not, nor the void Human Wandering Tinker
    pawns = real("NWE-088")
    fire = {**pawns, "code": "T-GEAR", "colours": ["fire"]}
    play(
        [real("CMB-082"), pawns, fire],
        {
            "field": [
                "CMB-082",
                {"code": "NWE-088", "label": "void"},
                {"code": "T-GEAR", "label": "fire"},
                {"code": "FWD-013", "label": "human"},
            ]
        },
        [
            {
                "expect": {
                    "card.void.atk": 600,
                    "card.void.def": 600,
                    "card.fire.atk": 400,
                    "card.human.atk": 200,
                }
            }
        ],
        "FoW 208",
    )


def test_recover_a_ruler_you_control_with_no_attribute() -> None:
    # NWE-092 Gearsification Facility of Solaris: "{Rest}: Recover a ruler you control with no
    # attribute." (FoW 308.4, 208): P1's rested void ruler Eins is the one choice and recovers;
    # the light ruler Lumen is not offered and stays rested
    facility, eins = real("NWE-092"), real("NWE-090")
    use = {
        "p1": "option",
        "option": f"{facility['name']}: {{Rest}}: Recover a ruler you control with no attribute.",
    }
    for ruler, steps in (
        ("NWE-090", [{"expect": {"decision.count": 1}}, {"p1": "choose", "cards": ["ruler"]}]),
        ("FWD-R01", []),
    ):
        play(
            [facility, eins],
            {
                "ruler_area": [{"code": ruler, "label": "ruler", "state": "rested"}],
                "field": [{"code": "NWE-092", "label": "facility"}],
            },
            [use, *RESOLVE, *steps, {"expect": {"card.ruler.state": "recovered" if steps else "rested"}}],
            "FoW 308.4",
        )


def test_entities_with_counters_of_a_name_on_them_gain() -> None:
    # ADW-084 Lenneth, Heroic Goddess of Guidance: "Entities you control with guidance counters on
    # them gain [Eternal]." (FoW 1022: one or more; 1139.2): Coral Sentinel with two guidance
    # counters gains it, Lenneth with none does not
    play(
        [real("ADW-084")],
        {
            "field": [
                {"code": "ADW-084", "label": "lenneth"},
                {"code": "FWD-010", "label": "coral", "counters": {"guidance": 2}},
            ]
        },
        [{"expect": {"card.coral.keywords": ["eternal"], "card.lenneth.keywords": []}}],
        "FoW 1022",
    )


def test_tokens_put_gain_an_ability_until_end_of_game() -> None:
    # JRP-065 (a chant): "Put five [400/400] darkness Ethereal, Gears resonator tokens into the
    # field. They Gain "Banish this card: Your opponent loses 200 life." until end of game." (FoW
    # 1303.1, 1020: each token has the activate ability for good; 1011: banished for its cost,
    # the token ceases to exist, 1303.3a)
    card = real("JRP-065")
    made, granted = card["script"][1]["effect"]
    assert made["n"] == 5
    assert granted["do"] == "grant"
    assert (granted["cards"], granted["until"]) == ("made", "game")
    token = "fow.token.ethereal,_gears-400-400-darkness"
    play(
        [costed(card, "{1}")],
        {"hand": ["JRP-065"], "stones": ["FWD-S04"]},
        [
            {"p1": "play", "card": "JRP-065"},
            *RESOLVE,
            {"expect": {"p1.field.count": 5}},
            {"p1": "act", "card": token},
            *RESOLVE,
            {"expect": {"p1.field.count": 4, "value.p2.life": 3800}},
        ],
        "FoW 1303.1",
    )
    # "… until end of turn" is not what the token template makes: by hand
    text = card["text"].splitlines()[-1].replace("until end of game", "until end of turn")
    assert [c.ability.get("automated") for c in compile_text(text, "chant")] == [False]


def test_will_that_may_be_spent_only_on_either_of_two_races() -> None:
    # MP01-002: "{Rest}, pay 1000 life: Produce {W}, {R}, {U}, {G} or {B}. Spend this will only to
    # play Fairy Tales or Moons." (FoW 907, 203: the will pays only for a card of either race)
    mp = real("MP01-002")
    act = mp["script"][3]
    assert act["effect"][0]["only"]["races"][-1] == "Moon"
    assert "Fairy Tale" in act["effect"][0]["only"]["races"]

    def pup(code: str, race: str) -> dict[str, Any]:
        return {
            "game": "force-of-will",
            "code": code,
            "name": f"{race} Pup",
            "type": "resonator",
            "colours": ["fire"],
            "text": "",
            "fields": {"cost": "{1}", "total_cost": 1, "atk": 100, "def": 100, "races": [race]},
        }

    produce = f"{mp['name']}: {act['text']}"
    play(
        [mp, pup("T-MOON", "Moon"), pup("T-ELF", "Elf")],
        {"hand": ["T-MOON", "T-ELF"], "field": [{"code": "MP01-002", "label": "mp"}]},
        [
            {"p1": "option", "option": produce},
            {"p1": "option", "option": "fire"},
            {"expect": {"card.mp.state": "rested", "value.p1.life": 3000}},
            {"p1": "play", "card": "T-ELF", "refused": True},  # neither race
            {"p1": "play", "card": "T-MOON"},
            *RESOLVE,
            {"expect": {"p1.field.count": 2, "p1.hand.count": 1}},
        ],
        "FoW 907",
    )
