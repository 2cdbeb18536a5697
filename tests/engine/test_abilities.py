"""The shared ability framework, on a tiny scripted game (tests/helpers/toy.py).

Each test names the rules of the four games it stands for: triggers primed by events and the
look-back for cards leaving a zone (WS 8.7.4.1, FoW 906.7, L&L 9.7.4.1), the check-timing
order (WS 8.5.1, OP 8-6), all-or-nothing costs (WS 8.4.2.2, OP 8-3-1-3, FoW 1003.4, L&L
5.22.3), layers and timestamps (WS 8.9.1.5, FoW 909), once per turn (OP 10-2-13), durations.
"""

from __future__ import annotations

from typing import Any

import pytest
from helpers.toy import ToyRules, start_toy, toy_card

from desktop_app.engine.cards import CardDef
from desktop_app.engine.decisions import Choice, DecisionKind
from desktop_app.engine.game import Game
from desktop_app.engine.script import ScriptError

RULES = ToyRules()


def start(cards: list[CardDef], zones: dict[str, list[str]], **options: Any) -> Game:
    return start_toy(RULES, cards, zones, **options)


def card(code: str, **kwargs: Any) -> CardDef:
    return toy_card(code, kwargs.pop("name", code), rules=RULES, **kwargs)


def play(game: Game, code: str) -> None:
    option = next(
        o for o in game.legal_actions() if o.action == "play" and game.card(o.card or 0).code == code
    )
    game.apply(Choice.pick(game.state.turn_player, option.key))


DRAW_ON_ENTER = [
    {
        "kind": "auto",
        "text": "When this enters, draw 1.",
        "trigger": {"on": "move", "card": "this", "to": "field"},
        "effect": [{"do": "draw"}],
    }
]


def test_an_enter_trigger_resolves_at_the_next_check_timing() -> None:
    game = start([card("A", script=DRAW_ON_ENTER), card("X")], {"p1.hand": ["A"], "p1.deck": ["X", "X"]})
    play(game, "A")
    assert game.count("p1.hand") == 1 and game.count("p1.deck") == 1
    assert any("draws" in line for line in game.log_lines())


def test_a_leave_trigger_sees_the_card_as_it_was_on_the_field() -> None:
    # WS 8.7.4.1 / FoW 906.7: leaving the field, the ability is read from the field side
    script = [
        {
            "kind": "auto",
            "trigger": {"on": "move", "card": "this", "from": "field", "to": "grave"},
            "effect": [{"do": "draw"}],
        }
    ]
    game = start([card("A", power=0, script=script), card("X")], {"p1.hand": ["A"], "p1.deck": ["X"]})
    play(game, "A")  # power 0: the rule process sends it to the grave (WS 9.5) and its ability triggers
    assert game.count("p1.grave") == 1
    assert game.count("p1.hand") == 1


def test_an_ability_with_two_trigger_conditions_triggers_on_either() -> None:
    # WS 8.7.1: "When this card enters or leaves": one ability, primed by either event; the leaving
    # one is seen from the field (the look-back rule, WS 8.7.4.1)
    script = [
        {
            "kind": "auto",
            "trigger": [
                {"on": "move", "card": "this", "to": "field"},
                {"on": "move", "card": "this", "from": "field", "to": "grave"},
            ],
            "effect": [{"do": "draw"}],
        }
    ]
    game = start([card("A", power=0, script=script), card("X")], {"p1.hand": ["A"], "p1.deck": ["X", "X"]})
    play(game, "A")  # it enters, then power 0 sends it to the grave: both events prime it
    assert game.count("p1.grave") == 1
    while game.decision is not None and game.decision.prompt.endswith("triggered ability to play next"):
        game.apply(Choice.pick(0, game.decision.options[0].key))
    assert game.count("p1.hand") == 2 and game.count("p1.deck") == 0


def test_an_ability_whose_triggers_both_match_one_event_is_primed_once() -> None:
    # WS 8.7.1: "When this card or your other character is placed on the stage": the card itself
    # entering meets both patterns (its own, and "a card enters" read from the field), once
    script = [
        {
            "kind": "auto",
            "trigger": [{"on": "move", "card": "this", "to": "field"}, {"on": "move", "to": "field"}],
            "effect": [{"do": "draw"}],
        }
    ]
    game = start([card("A", script=script), card("X")], {"p1.hand": ["A"], "p1.deck": ["X", "X"]})
    play(game, "A")
    assert game.count("p1.hand") == 1 and game.count("p1.deck") == 1


def test_the_turn_player_orders_their_own_triggers() -> None:
    # WS 8.5.1.2: the turn player chooses which of their primed abilities to play first
    watcher = [
        {
            "kind": "auto",
            "text": "When another card enters, gain 1 mana.",
            "trigger": {"on": "move", "card": "other", "to": "field"},
            "effect": [{"do": "value", "name": "mana", "add": 1}],
        }
    ]
    game = start(
        [card("W1", script=watcher), card("W2", script=watcher), card("N")],
        {"p1.field": ["W1", "W2"], "p1.hand": ["N"]},
    )
    play(game, "N")
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.ACTION
    assert decision.rule == "WS 8.5.1.2" and len(decision.options) == 2
    game.apply(Choice.pick(0, decision.options[1].key))
    assert game.value("p1.mana") == 5 - 0 + 2  # both resolved, one by the player's choice, one alone


def test_a_cost_is_paid_all_or_nothing() -> None:
    # WS 8.4.2.2, OP 8-3-1-3: if any part cannot be paid, nothing is paid
    script = [
        {
            "kind": "act",
            "text": "Discard 1, fail: draw",
            "cost": [{"discard": 1}, {"fail": True}],
            "effect": [{"do": "draw"}],
        }
    ]
    game = start(
        [card("A", script=script), card("X")], {"p1.field": ["A"], "p1.hand": ["X"], "p1.deck": ["X"]}
    )
    option = next(o for o in game.legal_actions() if o.action == "activate")
    game.apply(Choice.pick(0, option.key))
    chosen = game.decision
    assert chosen is not None and chosen.kind is DecisionKind.SELECT
    game.apply(Choice.pick(0, chosen.options[0].key))
    assert game.count("p1.hand") == 1 and game.count("p1.grave") == 0  # the discard was put back
    assert game.count("p1.deck") == 1  # and the effect did not happen


def test_an_unpayable_ability_is_not_offered() -> None:
    script = [{"kind": "act", "cost": [{"mana": 9}], "effect": [{"do": "draw"}]}]
    game = start([card("A", script=script)], {"p1.field": ["A"]})
    assert not [o for o in game.legal_actions() if o.action == "activate"]


def test_continuous_modifiers_apply_by_timestamp_within_a_layer() -> None:
    # WS 8.9.1.5 example: "+500, then set to 0" gives 0; the other order gives 500
    boost = [{"kind": "act", "effect": [{"do": "modify", "stat": "power", "add": 500}]}]
    zero = [
        {
            "kind": "act",
            "effect": [
                {"do": "modify", "cards": {"zone": "field", "whose": "any"}, "stat": "power", "set": 0}
            ],
        }
    ]
    game = start([card("B", power=3000, script=boost), card("Z", script=zero)], {"p1.field": ["B", "Z"]})
    target = game.cards_in("p1.field")[0]
    for code in ("B", "Z"):
        option = next(
            o for o in game.legal_actions() if o.action == "activate" and game.card(o.card or 0).code == code
        )
        game.apply(Choice.pick(0, option.key))
    assert game.number(target, "power") == 0


def test_a_continuous_ability_applies_while_its_card_is_on_the_field() -> None:
    aura = [
        {
            "kind": "cont",
            "text": "Your other units get +1000 power.",
            "modifiers": [{"to": {"zone": "field", "other": True}, "stat": "power", "add": 1000}],
        }
    ]
    game = start([card("L", script=aura), card("U", power=2000)], {"p1.field": ["U"], "p1.hand": ["L"]})
    unit = game.cards_in("p1.field")[0]
    assert game.number(unit, "power") == 2000
    play(game, "L")
    assert game.number(unit, "power") == 3000


def test_effects_until_end_of_turn_expire() -> None:
    boost = [{"kind": "act", "effect": [{"do": "modify", "stat": "power", "add": 500}]}]
    game = start([card("B", power=1000, script=boost)], {"p1.field": ["B"]})
    unit = game.cards_in("p1.field")[0]
    game.apply(Choice.pick(0, next(o.key for o in game.legal_actions() if o.action == "activate")))
    assert game.number(unit, "power") == 1500
    game.apply(Choice.pick(0, "pass"))
    assert game.number(unit, "power") == 1000


def test_once_per_turn() -> None:
    # OP 10-2-13: once per card object per turn
    script = [{"kind": "act", "limit": 1, "effect": [{"do": "value", "name": "mana", "add": 1}]}]
    game = start([card("A", script=script)], {"p1.field": ["A"]})
    game.apply(Choice.pick(0, next(o.key for o in game.legal_actions() if o.action == "activate")))
    assert not [o for o in game.legal_actions() if o.action == "activate"]


def test_optional_costs_may_be_declined() -> None:
    script = [
        {
            "kind": "auto",
            "optional": True,
            "cost": [{"mana": 1}],
            "trigger": {"on": "move", "card": "this", "to": "field"},
            "effect": [{"do": "draw"}],
        }
    ]
    game = start([card("A", script=script), card("X")], {"p1.hand": ["A"], "p1.deck": ["X"]})
    play(game, "A")
    assert game.decision is not None and game.decision.kind is DecisionKind.YES_NO
    game.apply(Choice.pick(0, "no"))
    assert game.count("p1.deck") == 1 and game.value("p1.mana") == 5


def test_choose_takes_as_many_as_possible() -> None:
    # WS 8.6.3: "choose 2" with one candidate chooses that one
    script = [
        {
            "kind": "act",
            "effect": [
                {"do": "choose", "from": {"zone": "field", "whose": "opponent"}, "n": 2, "as": "t"},
                {"do": "state", "cards": "t", "to": "tapped"},
            ],
        }
    ]
    game = start([card("A", script=script), card("E")], {"p1.field": ["A"], "p2.field": ["E"]})
    game.apply(Choice.pick(0, next(o.key for o in game.legal_actions() if o.action == "activate")))
    decision = game.decision
    assert decision is not None and decision.minimum == decision.maximum == 1
    game.apply(Choice.pick(0, decision.options[0].key))
    assert game.cards_in("p2.field")[0].state == "tapped"


@pytest.mark.parametrize(
    ("script", "message"),
    [
        ([{"kind": "sometimes"}], "unknown kind"),
        ([{"kind": "auto", "effect": []}], "needs a 'trigger'"),
        ([{"kind": "act", "effect": [{"do": "drwa"}]}], "unknown verb 'drwa'"),
        ([{"kind": "act", "cost": [{"gold": 1}], "effect": []}], "a cost names one of"),
        ([{"kind": "act", "effect": [{"do": "if", "if": {"sunny": True}}]}], "unknown condition 'sunny'"),
        ([{"kind": "cont", "effect": [], "colour": "red"}], "have no colour"),
        ("draw a card", "a list of abilities"),
        ([{"kind": "auto", "trigger": [], "effect": []}], "needs a 'trigger'"),
        ([{"kind": "auto", "trigger": [{"on": "move"}, "leaves"], "effect": []}], "an object with 'on'"),
    ],
)
def test_a_bad_script_is_refused_with_its_place(script: Any, message: str) -> None:
    with pytest.raises(ScriptError, match=message):
        RULES.interp.load(script, "T-001")


def test_scripts_never_run_code() -> None:
    # Imported data never runs code: a string that looks like Python is only ever data.
    script = [{"kind": "act", "effect": [{"do": "log", "text": "__import__('os').system('false')"}]}]
    game = start([card("A", script=script)], {"p1.field": ["A"]})
    game.apply(Choice.pick(0, next(o.key for o in game.legal_actions() if o.action == "activate")))
    assert "__import__('os').system('false')" in game.log_lines()[-1]


def test_has_keyword_agrees_with_the_keywords_value() -> None:
    # WS 8.9 / FoW 909: a word is a card's while printed, given by a continuous ability where it
    # works, or given by a created effect; has_keyword answers as the whole value does, without
    # working the modifiers out when nothing in the game may give the word asked
    aura = [
        {
            "kind": "cont",
            "text": "Your other units cannot move.",
            "modifiers": [{"to": {"zone": "field", "other": True}, "grant": "cannot_move"}],
        }
    ]
    shout = [{"kind": "act", "effect": [{"do": "grant", "grant": "loud"}]}]
    game = start([card("L", script=aura), card("U", script=shout)], {"p1.field": ["U"], "p1.hand": ["L"]})
    unit = game.cards_in("p1.field")[0]
    engine = RULES.engine

    def agree(word: str, expected: bool) -> None:
        words = game.stat(unit, "keywords")
        assert (isinstance(words, tuple) and word in words) is expected
        assert engine.has_keyword(game, unit, word) is expected

    agree("cannot_move", False)
    agree("loud", False)  # no continuous ability of the game gives it: read without the modifiers
    play(game, "L")
    agree("cannot_move", True)
    game.apply(Choice.pick(0, next(o.key for o in game.legal_actions() if o.action == "activate")))
    agree("loud", True)  # given by a created effect
    agree("quiet", False)
