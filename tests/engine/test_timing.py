"""Timing: priority passing over a stack (FoW 602–605) and replacement effects (WS 8.10,
OP 8-1-3-4, FoW 910, L&L 9.10), on the toy games of tests/helpers/toy.py."""

from __future__ import annotations

from helpers.toy import AlternatingRules, StackRules, ToyRules, start_toy, toy_card

from desktop_app.engine.decisions import Choice, DecisionKind, Option
from desktop_app.engine.game import Game
from desktop_app.engine.rules import Flow

STACK = StackRules()


class PassingRules(StackRules):
    """The stack toy where a player with an empty hand passes unasked, a player holding a
    "Must" card may not pass, and casting "Free" is no action (it leaves the passes as they
    were, like producing will, FoW 907.3)."""

    game_id = "toy-stack-passing"

    def passing(self, game: Game, player: int) -> str:
        names = [game.name_of(c) for c in game.cards_in(f"p{player + 1}.hand")]
        return "never" if "Must" in names else "ask" if names else "auto"

    def cast(self, game: Game, player: int, option: Option) -> Flow:
        free = option.card is not None and game.name_of(option.card) == "Free"
        yield from super().cast(game, player, option)
        return False if free else None


TOY = ToyRules()


def act(game: Game, action: str) -> None:
    decision = game.decision
    assert decision is not None
    option = next(o for o in decision.options if o.action == action)
    game.apply(Choice.pick(decision.player, option.key))


def test_priority_passes_and_the_stack_resolves_last_in_first_out() -> None:
    # FoW 605: an action keeps priority; a pass hands it over; two passes in a row resolve the
    # top of the stack and give priority to the turn player; two passes on an empty stack end it
    cards = [toy_card("A", "Arrow", rules=STACK), toy_card("B", "Bolt", rules=STACK)]
    game = start_toy(STACK, cards, {"p1.hand": ["A"], "p2.hand": ["B"]})
    assert game.decision is not None and game.decision.player == 0
    act(game, "cast")  # P1 casts Arrow and keeps priority
    assert game.decision is not None and game.decision.player == 0
    act(game, "pass")
    assert game.decision is not None and game.decision.player == 1
    act(game, "cast")  # P2 answers with Bolt
    act(game, "pass")
    act(game, "pass")  # two passes in a row: Bolt, the top, resolves first
    assert [game.name_of(c) for c in game.cards_in("p2.grave")] == ["Bolt"]
    assert game.count("stack") == 1
    assert game.decision is not None and game.decision.player == 0, (
        "after a resolution the turn player has priority"
    )
    act(game, "pass")
    act(game, "pass")
    assert [game.name_of(c) for c in game.cards_in("p1.grave")] == ["Arrow"]
    act(game, "pass")
    act(game, "pass")  # an empty stack and two passes: the sequence (and here the turn) ends
    assert game.state.turn == 2 and game.decision is not None and game.decision.player == 1
    assert game.replay().state == game.state
    game.undo(4)  # back to just after Bolt resolved (a rebuild through the checkpoints)
    assert game.count("stack") == 1 and game.count("p2.grave") == 1


def test_alternating_passes_give_one_action_each_in_turn() -> None:
    # L&L 8.4.3–8.4.7: the non-turn player first; after an action the other player acts; two
    # passes in a row end the sequence (nothing resolves)
    rules = AlternatingRules()
    cards = [toy_card("A", "Arrow", rules=rules), toy_card("B", "Bolt", rules=rules)]
    game = start_toy(rules, cards, {"p1.hand": ["A", "A"], "p2.hand": ["B"]})
    assert game.decision is not None and game.decision.player == 1
    act(game, "cast")  # P2 acts: now P1 holds priority, not P2 again
    assert game.decision is not None and game.decision.player == 0
    act(game, "cast")
    assert game.decision is not None and game.decision.player == 1
    act(game, "pass")
    act(game, "cast")  # P1 acts after P2's pass: the count of passes starts again
    assert game.decision is not None and game.decision.player == 1
    act(game, "pass")
    act(game, "pass")  # two passes in a row: the sequence (and here the turn) ends
    assert game.state.turn == 2 and game.count("stack") == 3
    assert game.replay().state == game.state


SAVE = {
    "kind": "replace",
    "text": "If this would go to the grave from the field, return it to your hand instead.",
    "replaces": {"on": "move", "card": "this", "from": "field", "to": "grave"},
    "effect": [{"do": "move", "cards": "this", "to": "hand"}],
}


def test_a_replacement_effect_happens_instead() -> None:
    game = start_toy(TOY, [toy_card("G", "Ghost", power=0, script=[SAVE], rules=TOY)], {"p1.hand": ["G"]})
    act(game, "play")  # power 0: the rule process would send it to the grave; it goes to hand instead
    assert [game.name_of(c) for c in game.cards_in("p1.hand")] == ["Ghost"]
    assert game.count("p1.grave") == 0


def test_an_optional_replacement_may_be_declined() -> None:
    card = toy_card("G", "Ghost", power=0, script=[{**SAVE, "optional": True}], rules=TOY)
    game = start_toy(TOY, [card], {"p1.hand": ["G"]})
    act(game, "play")
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.YES_NO
    game.apply(Choice.pick(0, "no"))
    assert game.count("p1.grave") == 1 and game.count("p1.hand") == 0


def test_with_two_replacements_the_affected_player_chooses_one() -> None:
    # WS 8.10.2, FoW 910.2: the controller of the affected card orders them; one applies
    to_deck = {
        **SAVE,
        "text": "... put it on top of your deck instead.",
        "effect": [{"do": "move", "cards": "this", "to": "deck"}],
    }
    game = start_toy(
        TOY, [toy_card("G", "Ghost", power=0, script=[SAVE, to_deck], rules=TOY)], {"p1.hand": ["G"]}
    )
    act(game, "play")
    decision = game.decision
    assert decision is not None and decision.player == 0 and len(decision.options) == 2
    game.apply(Choice.pick(0, decision.options[1].key))
    assert game.count("p1.deck") == 1 and game.count("p1.hand") == 0 and game.count("p1.grave") == 0


def test_passing_rules_auto_never_and_moves_that_are_no_action() -> None:
    # FoW 605 with a game's passing rule: a holder with nothing to do may pass unasked (their
    # own setting), one who must act may not pass (FoW 712.2), and a move that is no action
    # (FoW 907.3) leaves a run of passes standing
    rules = PassingRules()
    cards = [
        toy_card("M", "Must", rules=rules),
        toy_card("F", "Free", rules=rules),
        toy_card("A", "Arrow", rules=rules),
    ]
    game = start_toy(rules, cards, {"p1.hand": ["M", "A"], "p2.hand": ["F"]})
    assert game.decision is not None and game.decision.player == 0
    assert all(o.action != "pass" for o in game.decision.options), (
        "a player who must act is not offered the pass"
    )
    act(game, "cast")  # Must onto the stack; P1 still holds priority, now with Arrow only
    assert (
        game.decision is not None
        and game.decision.player == 0
        and any(o.action == "pass" for o in game.decision.options)
    )
    act(game, "pass")
    assert game.decision is not None and game.decision.player == 1
    act(game, "cast")  # P2 casts Free (no action), then, hand empty, passes unasked: a second
    # pass in a row, since Free left P1's pass standing, so the top (Free) resolves
    assert [game.name_of(c) for c in game.cards_in("p2.grave")] == ["Free"]
    assert game.decision is not None and game.decision.player == 0
    act(game, "pass")  # P2 passes unasked again and Must resolves
    assert [game.name_of(c) for c in game.cards_in("p1.grave")] == ["Must"]
    assert game.decision is not None and game.decision.player == 0
