"""The rules kernel (desktop_app/engine/kernel.py) on the toy games of tests/helpers/toy.py:
the trigger orders of the games, the loop that nobody can stop, the bounds on work, and when a
check timing that found nothing runs again."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.toy import BatchRules, ToyRules, start_toy, toy_card

from desktop_app.engine.cards import CardDef
from desktop_app.engine.decisions import Choice, IllegalActionError, ManualAction
from desktop_app.engine.game import Game
from desktop_app.engine.rng import Rng
from desktop_app.engine.rules import Flow
from desktop_app.engine.script import ScriptError
from desktop_app.engine.state import Termination

DRAW_WHEN_ANOTHER_ENTERS = {
    "kind": "auto",
    "text": "When another card enters the field, draw 1.",
    "trigger": {"on": "move", "card": "other", "to": "field"},
    "effect": [{"do": "draw"}],
}
HERALD = {
    "kind": "auto",
    "text": "Once a turn, when another card enters the field, put X from your hand onto the field.",
    "trigger": {"on": "move", "card": "other", "to": "field"},
    "limit": 1,
    "effect": [{"do": "move", "cards": {"zone": "hand", "code": "X"}, "to": "field"}],
}


def cards(rules: ToyRules) -> list[CardDef]:
    return [
        toy_card("H", "Herald", script=[HERALD], rules=rules),
        toy_card("W", "Watcher", script=[DRAW_WHEN_ANOTHER_ENTERS], rules=rules),
        toy_card("N", "Newcomer", rules=rules),
        toy_card("X", "Extra", rules=rules),
        toy_card("D", "Deck card", rules=rules),
    ]


def draw_order(rules: ToyRules) -> list[int | None]:
    """Play N; P1's Herald and Watcher and P2's Watcher trigger together; P1 plays the Herald
    first, whose effect makes both Watchers trigger again. Returns who drew, in order."""
    game = start_toy(
        rules,
        cards(rules),
        {
            "p1.field": ["H", "W"],
            "p1.hand": ["N", "X"],
            "p1.deck": ["D", "D", "D"],
            "p2.field": ["W"],
            "p2.deck": ["D", "D", "D"],
        },
    )
    drawn_before = len(game.events)
    play = next(o for o in game.legal_actions() if o.action == "play" and game.card(o.card or 0).code == "N")
    game.apply(Choice.pick(0, play.key))
    while game.decision is not None and game.decision.prompt != "your move":
        decision = game.decision
        herald = [o for o in decision.options if o.label.startswith("Herald")]
        game.apply(Choice.pick(decision.player, (herald or list(decision.options))[0].key))
    assert game.replay().state == game.state
    return [e.player for e in game.events[drawn_before:] if e.text.endswith("draws {0}")]


def test_op_batches_the_turn_players_first_then_the_others_new_ones_at_the_back() -> None:
    """OP 8-6-1, 8-6-2: the abilities that triggered together (both Watchers, the Herald) are
    played before those that triggered while the Herald resolved: the turn player's first,
    then the other player's, then the new batch in the same order. (The core's former FIFO
    gave every trigger its own tick, so the tie-break for the turn player never applied.)"""
    assert draw_order(BatchRules()) == [0, 1, 0, 1]


def test_ws_the_turn_player_plays_all_theirs_first() -> None:
    """WS 8.5.1.2: the turn player plays their primed abilities, new ones included, before the
    other player plays any."""
    assert draw_order(ToyRules()) == [0, 0, 1, 1]


def test_the_turn_player_is_asked_to_order_simultaneous_triggers_in_batches() -> None:
    rules = BatchRules()
    game = start_toy(
        rules,
        cards(rules),
        {"p1.field": ["H", "W"], "p1.hand": ["N", "X"], "p1.deck": ["D", "D"], "p2.deck": ["D"]},
    )
    play = next(o for o in game.legal_actions() if o.action == "play" and game.card(o.card or 0).code == "N")
    game.apply(Choice.pick(0, play.key))
    decision = game.decision
    assert decision is not None and decision.player == 0 and decision.rule == "OP 8-6-1"
    assert sorted(o.label.split(":")[0] for o in decision.options) == ["Herald", "Watcher"]


RESTLESS = [
    {
        "kind": "auto",
        "text": "When this becomes tapped, untap it.",
        "trigger": {"on": "state", "card": "this", "state": "tapped"},
        "effect": [{"do": "state", "cards": "this", "to": "up"}],
    },
    {
        "kind": "auto",
        "text": "When this becomes untapped, tap it.",
        "trigger": {"on": "state", "card": "this", "state": "up"},
        "effect": [{"do": "state", "cards": "this", "to": "tapped"}],
    },
]


def test_a_mandatory_loop_nobody_can_stop_is_a_draw_at_once() -> None:
    """WS 11.1.1.1 (OP 11-1-1, FoW 1301.2, L&L 12.1.1): neither player can stop it, so the game
    is a draw; it ends at once, without a question to anyone."""
    rules = ToyRules()
    tapper = {
        "kind": "act",
        "text": "Tap target card.",
        "effect": [{"do": "state", "cards": {"zone": "field", "whose": "any", "code": "R"}, "to": "tapped"}],
    }
    game = start_toy(
        rules,
        [
            toy_card("R", "Restless", script=RESTLESS, rules=rules),
            toy_card("T", "Tapper", script=[tapper], rules=rules),
        ],
        {"p1.field": ["R", "T"]},
    )
    use = next(o for o in game.legal_actions() if o.action == "activate")
    game.apply(Choice.pick(0, use.key))
    outcome = game.outcome
    assert outcome is not None and outcome.winner is None
    assert outcome.termination == Termination.LOOP and outcome.rule == "WS 11.1.1.1"
    assert game.replay().state == game.state


@pytest.mark.parametrize(
    ("script", "message"),
    [
        ([{"kind": "play", "effect": [{"do": "repeat", "n": 1000, "steps": [{"do": "draw"}]}]}], "repeat"),
        ([{"kind": "play", "effect": [{"do": "draw", "n": 10**30}]}], "too large"),
    ],
)
def test_numbers_past_the_bounds_are_refused_when_cards_load(script: Any, message: str) -> None:
    with pytest.raises(ScriptError, match=message):
        toy_card("B", "Bound", script=script)


def test_a_repeat_counted_at_run_time_is_bounded_by_the_loop_rule() -> None:
    """A repeat whose count is worked out in play (here: 10**9) cannot make
    the engine work forever: the work bound ends it as a loop."""
    rules = ToyRules()
    repeat = {
        "kind": "act",
        "text": "Repeat a lot: gain 1 mana.",
        "effect": [
            {
                "do": "repeat",
                "n": {"mul": [1000, 1000, 1000]},
                "steps": [{"do": "value", "name": "mana", "add": 1}],
            }
        ],
    }
    game = start_toy(rules, [toy_card("Q", "Quarry", script=[repeat], rules=rules)], {"p1.field": ["Q"]})
    use = next(o for o in game.legal_actions() if o.action == "activate")
    game.apply(Choice.pick(0, use.key))
    assert game.outcome is not None and game.outcome.termination == Termination.LOOP


def test_a_manual_roll_with_too_many_sides_is_refused() -> None:
    game = start_toy(ToyRules(), [], {})
    with pytest.raises(IllegalActionError, match="sides"):
        game.apply(Choice(0, manual=ManualAction("roll", amount=2**70)))
    with pytest.raises(ValueError, match="bound"):
        Rng(1).below(2**65)


def test_a_game_registers_its_own_ability_kind_and_keys() -> None:
    """Adding a game never means editing the core: a new ability kind and its keys are
    registered on the game's interpreter, and the new keys travel in ``params``."""
    rules = ToyRules()
    script = [{"kind": "counter", "text": "Counter +1000", "counter": 1000}]
    with pytest.raises(ScriptError, match="unknown kind"):
        rules.interp.load(script, "C")
    rules.interp.register_ability_keys("counter", {"counter"})
    (ability,) = rules.interp.load(script, "C")
    assert ability.kind == "counter" and ability.params["counter"] == 1000


class CountingRules(ToyRules):
    """The toy game, counting how often its rule processes run; ``board_only`` is what it says
    of them (``settles_on_board``)."""

    def __init__(self, board_only: bool) -> None:
        super().__init__()
        self.board_only = board_only
        self.runs = 0

    def rule_processes(self, game: Game) -> Flow:
        self.runs += 1
        return (yield from super().rule_processes(game))

    def settles_on_board(self, game: Game) -> bool:
        return self.board_only


@pytest.mark.parametrize("board_only", [True, False])
def test_a_check_timing_that_found_nothing_runs_again_once_what_it_reads_changed(board_only: bool) -> None:
    """WS 8.5.1 (OP 8-6, FoW 602.1, L&L 9.5.3): a manual action asks for a check timing again
    (WS 8.5.2.2). A die roll moves no card: rule processes that read only the board are not
    run again, others are; a drawn card is a change to the board, so they run either way."""
    rules = CountingRules(board_only)
    game = start_toy(
        rules,
        [toy_card("N", "Newcomer", rules=rules), toy_card("D", "Deck card", rules=rules)],
        {"p1.hand": ["N"], "p1.deck": ["D", "D"]},
    )
    before = rules.runs
    game.apply(Choice(0, manual=ManualAction("roll")))
    assert rules.runs == before + (0 if board_only else 1)
    game.apply(Choice(0, manual=ManualAction("draw")))
    assert rules.runs == before + (1 if board_only else 2)
    assert game.replay().state == game.state
