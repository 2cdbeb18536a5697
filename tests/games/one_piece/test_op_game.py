"""The game on the kernel: set-up, the hot-seat questions, the goldfish dummy, undo and replay."""

from __future__ import annotations

from games.one_piece.op_helpers import DON, LEADER, from_position, new_game, set_up

from desktop_app.agents import GoldfishAgent, RandomAgent, ask
from desktop_app.engine.decisions import Choice
from desktop_app.engine.game import Game


def battle_position(**p2: object) -> Game:
    """P1's Main Phase of turn 3: Saffi (6000) can attack P2's Leader (5000, 3 Life)."""
    return from_position(
        {
            "turn": 3,
            "phase": "main",
            "p1": {
                "leader": [LEADER],
                "character": {"C1": {"code": "OPD-006", "label": "saffi"}},
                "cost": [DON, DON],
                "deck": ["OPD-001"] * 5,
            },
            "p2": {
                "leader": [{"code": "OPD-L02", "label": "maris"}],
                "deck": ["OPD-017"] * 5,
                "life": ["OPD-001"] * 3,
                **p2,
            },
        }
    )


def attack_leader(game: Game) -> None:
    assert game.decision is not None
    key = next(
        o.key for o in game.decision.options if o.action == "attack" and o.card == game.position_card("saffi")
    )
    game.apply(Choice.pick(0, key))


def test_set_up_deals_life_and_reaches_the_first_main_phase() -> None:  # OP 5-2-1-7, 6-3-1, 6-4-1
    game = set_up()
    assert (game.state.turn, game.state.phase, game.decision and game.decision.player) == (1, "main", 0)
    assert game.count("p1.hand") == 5 and game.count("p1.life") == 5 and game.count("p1.deck") == 40
    assert game.count("p1.cost") == 1 and game.count("p1.don_deck") == 9


def test_no_attack_on_either_players_first_turn() -> None:  # OP 6-5-6-1
    game = set_up()
    assert game.decision is not None
    assert not [o for o in game.decision.options if o.action == "attack"]


def test_the_defender_is_asked_to_block_and_counter_with_nothing_to_use() -> (
    None
):  # issue 11, OP 7-1-2, 7-1-3
    game = battle_position(hand=["OPD-021"])  # no Blocker, no Counter value
    attack_leader(game)
    assert game.decision is not None and game.decision.player == 1 and game.decision.rule == "OP 7-1-2-1"
    assert [o.action for o in game.decision.options] == ["pass"] and game.decision.checkpoint
    game.apply(Choice.pick(1, "pass"))
    assert game.decision is not None and game.decision.player == 1 and game.decision.rule == "OP 7-1-3-2"
    assert [o.action for o in game.decision.options] == ["pass"]
    game.apply(Choice.pick(1, "pass"))
    assert game.decision is not None and game.decision.player == 1 and game.decision.rule == "OP 10-1-5"
    assert [o.key for o in game.decision.options] == ["hand"]  # no [Trigger]: still asked


def test_the_goldfish_dummy_never_blocks_or_counters() -> None:
    game = battle_position(hand=["OPD-010"], character={"C1": {"code": "OPD-005", "state": "active"}})
    game = Game(game.ruleset, game.setup.__class__(**{**game.setup.__dict__, "options": {"goldfish": True}}))
    attack_leader(game)
    assert game.decision is not None and game.decision.player == 0  # straight back to P1's Main Phase
    assert game.count("p2.life") == 1 and game.count("p2.hand") == 3  # [Double Attack]: 2 Life cards


def test_undo_returns_to_the_counter_step_checkpoint() -> None:
    game = battle_position(hand=["OPD-001"])
    attack_leader(game)
    game.apply(Choice.pick(1, "pass"))
    before = game.state.clone()
    counter = next(o.key for o in game.legal_actions() if o.action == "counter")
    game.apply(Choice.pick(1, counter))
    game.undo()
    assert game.state == before and game.decision is not None and game.decision.rule == "OP 7-1-3-2"


def test_random_and_goldfish_games_end_by_the_rules() -> None:
    for seed, goldfish in ((1, False), (2, True)):
        game = new_game(seed, goldfish=goldfish)
        agents = [RandomAgent(seed), GoldfishAgent() if goldfish else RandomAgent(seed + 1)]
        while game.decision is not None:
            game.apply(ask(agents[game.decision.player], game))
        assert game.outcome is not None and game.outcome.termination != "turn_limit"
        assert game.replay().state == game.state


def test_a03_life_is_dealt_so_the_decks_top_card_ends_at_the_bottom() -> None:  # OP 5-2-1-7, 2-9-2-1
    game = set_up()
    dealt = [e.cards[0] for e in game.events if e.rule == "OP 5-2-1-7" and e.player == 0]
    assert game.ids("p1.life") == dealt  # bottom first: the first card taken is the bottom one
    assert all(not card.face_up for card in game.cards_in("p1.life"))


def test_a_given_don_turned_by_hand_stays_so_through_undo() -> None:  # OP 4-4-2, 6-5-5-1
    """A position's given DON!! are settled into no state once; the flow resuming from a
    checkpoint (an undo) must not settle again what a player has turned by hand since."""
    from desktop_app.engine.decisions import ManualAction

    game = battle_position()
    saffi = game.position_card("saffi")
    game.apply(Choice.pick(0, f"give:{saffi}"))
    don = game.attached_to(saffi)[0]
    assert don.state == ""
    game.apply(Choice(0, manual=ManualAction("state", card=don.id, state="active")))
    before = game.state.clone()
    game.apply(Choice.pick(0, "pass"))
    game.undo()
    assert game.state == before and game.card(don.id).state == "active"
