"""The game's flow: set-up (OP 5-2), the turn (OP 6) and the battle (OP 7).

``play`` starts from whatever the state describes: ``setup`` (shuffle, who goes first, five
cards, the redraw, Life), or any phase, or a battle step (``main`` with step ``attack``,
``block``, ``counter``, ``damage`` or ``end_of_battle``; the battle in the flag ``op.battle``,
which a position builds from its flags ``attacker`` and ``target``, card labels).
The point reached is kept in the flag ``op.at`` (the phase or ``phase.step`` whose start has
happened), so a flow resumed from the state alone does not start it again. The checkpoint
decisions are the loop points: the Main Phase's play timing, the Block Step's question and
each question of the Counter Step; each follows a check timing (the kernel's ``loop_point``).

The defending player is asked at every Block Step and after every counter in the Counter Step,
whether or not they hold a [Blocker] or a counter (the issue's hot-seat rule: the question
itself must tell the other seat nothing); ``pass`` is "no block" and "done". The goldfish
dummy is never asked: it never blocks and never counters.

Other flags: ``op.turn_tick`` (the timestamp the turn began at: a Character that entered
after it came this turn, OP 3-7-4), ``op.damaged_at_zero`` (``processes``), ``op.battled``
(this turn's battles, ``board.record_battle``), ``op.hand_trashed`` (this turn's cards trashed
from a hand by an effect, ``board.note_hand_trashed``), ``op.turn_record`` (this turn's K.O.s,
cards played and Events activated, ``board.note_turn``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from desktop_app.engine.abilities import Context
from desktop_app.engine.decisions import Option
from desktop_app.engine.kernel import begin, check_timing, choose_option, enter, play_timing, run_phases
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import Effect, Termination
from desktop_app.engine.zones import player_name
from desktop_app.games.one_piece import actions, board, processes
from desktop_app.games.one_piece.board import ACTIVE, BATTLE, LEADER, RESTED, OPBattle, key

if TYPE_CHECKING:
    from desktop_app.engine.game import Game

PHASES = ("refresh", "draw", "don", "main", "end")
BATTLE_STEPS = ("attack", "block", "counter", "damage", "end_of_battle")
#: the event of a battle's damage to the defender's Life (its ``cards``: the attacker)
ATTACK_DAMAGE = "op.attack_damage"
AT = "op.at"
OPENING_HAND = 5
#: the event a Leader's "at the start of the game" effect triggers on (OP 5-2-1-5-1)
START_OF_GAME = "op.start_of_game"
DON_PER_TURN = 2
#: flags that last one battle or one turn
TURN_FLAGS = (BATTLE, AT)


def play(game: Game) -> Flow:
    """Run the game from the current state to its end (see the module docstring)."""
    if game.state.phase == "setup":
        yield from setup(game)
    if game.flag("op.turn_tick") is None:  # a position: its cards were there before this turn
        # once, not whenever the flow resumes from a checkpoint: a given DON!! a player has
        # turned by hand since must stay so for undo to restore the same state
        _settle_given_don(game)
        game.set_flag("op.turn_tick", game.state.timestamp)
    _position_battle(game)
    flows: dict[str, Callable[[Game], Flow]] = {
        "refresh": refresh_phase,
        "draw": draw_phase,
        "don": don_phase,
        "main": main_phase,
        "end": end_phase,
    }
    yield from run_phases(game, flows, "ONE PIECE")


def _settle_given_don(game: Game) -> None:
    """DON!! a position attaches to a card lie at its place, in no state (OP 4-4-2)."""
    for player in (0, 1):
        for card in board.fighters(game, player):
            for don in board.given_don(game, card):
                if (don.state, don.slots) != ("", card.slots):
                    game.update(don.id, state="", slots=card.slots)


def _position_battle(game: Game) -> None:
    """A position starting inside a battle names its cards with the flags ``attacker`` and
    ``target`` (labels); the battle is built from them once."""
    if game.state.step not in BATTLE_STEPS or board.battle(game) is not None:
        return
    attacker = game.get(game.position_card(str(game.flag("attacker", ""))))
    target = game.get(game.position_card(str(game.flag("target", ""))))
    if attacker is None or target is None:
        raise ValueError("a position inside a battle needs the flags attacker and target (card labels)")
    game.set_flag(BATTLE, OPBattle(attacker.id, target.id, attacker.controller))


#: where a phase or step begins (``kernel.begin``) and is moved on to (``kernel.enter``)
_begin = partial(begin, AT)
_enter = partial(enter, AT)


def first_turn_of_first_player(game: Game) -> bool:
    return game.state.turn == 1 and game.state.turn_player == game.state.first_player


# ====================================================================== set-up
def setup(game: Game) -> Flow:
    """OP 5-2-1-2 to 5-2-1-8: shuffle, who goes first, opening hands and redraws, Life."""
    for player in (0, 1):
        game.shuffle(key(player, "deck"), rule="OP 5-2-1-2", player=player)
    chooser = game.random_below(2)
    game.log(f"{player_name(chooser)} decides who goes first (chosen at random)", rule="OP 5-2-1-4")
    choice = yield from game.choose_action(
        chooser,
        (Option("first", "Go first", "first"), Option("second", "Go second", "second")),
        f"{player_name(chooser)}: go first or second?",
        rule="OP 5-2-1-5",
    )
    first = chooser if choice.key == "first" else 1 - chooser
    game.state.first_player = first
    game.log(f"{player_name(first)} goes first", player=first, rule="OP 5-2-1-5")
    yield from start_of_game(game, chooser)
    order = (first, 1 - first)
    for player in order:
        yield from game.ruleset.draw(game, player, OPENING_HAND)
    for player in order:
        if game.is_dummy(player):
            continue
        redraw = yield from game.yes_no(
            player,
            f"{player_name(player)}: redraw your opening hand? (once: all 5 cards go back, "
            "the deck is shuffled and you draw 5)",
            rule="OP 5-2-1-6",
        )
        if redraw:
            hand, deck = key(player, "hand"), key(player, "deck")
            for card_id in list(game.ids(hand)):
                game.move(card_id, deck, face_up=False, silent=True)
            game.log(f"{player_name(player)} returns the hand to the deck to redraw", rule="OP 5-2-1-6-1")
            game.shuffle(deck, rule="OP 5-2-1-6-1", player=player)
            yield from game.ruleset.draw(game, player, OPENING_HAND)
    for player in order:
        found = board.leader(game, player)
        for _ in range(0 if found is None else game.definition(found.code).number("life")):
            top = game.top(key(player, "deck"))
            if top is None:
                break
            game.move(  # OP 2-9-2-1: the top card of the deck ends at the bottom of Life
                top.id,
                key(player, "life"),
                face_up=False,
                text=f"{player_name(player)} puts a card from the deck into the Life area",
                player=player,
                rule="OP 5-2-1-7",
            )
    game.state.turn, game.state.turn_player = 1, first
    _enter(game, "refresh")


def start_of_game(game: Game, chooser: int) -> Flow:
    """OP 5-2-1-5-1: Leader effects "at the start of the game" (``op.start_of_game``) resolve
    once who goes first is known, the chooser's first, then the other player's, each through
    a check timing (several of one player's in the order they choose, 8-6); a deck such an
    effect changes is shuffled by the verb that changed it (5-2-1-5-2, ``op.play_from_deck``).
    Nothing is logged for a Leader without one."""
    for player in (chooser, 1 - chooser):
        leader = board.leader(game, player)
        if leader is None or not any(
            ability.kind == "auto" and (ability.trigger or {}).get("on") == START_OF_GAME
            for ability in game.definition(leader.code).abilities
        ):
            continue
        game.emit(
            START_OF_GAME,
            f"{player_name(player)}: at the start of the game",
            player=player,
            cards=[leader],
            rule="OP 5-2-1-5-1",
        )
        yield from check_timing(game)


# ====================================================================== phases
def refresh_phase(game: Game) -> Flow:
    """OP 6-2: effects until the start of your turn end (6-2-1); start-of-turn effects
    (6-2-2); given DON!! return to the cost area rested (6-2-3); your rested cards become
    active (6-2-4), except those an effect says "will not become active in your next Refresh
    Phase" (the prohibition ``cannot:refresh``, 1-3-3)."""
    player = game.state.turn_player
    game.set_flag("op.turn_tick", game.state.tick())
    game.set_flag(board.BATTLED, None)  # the record of the turn's battles starts again
    game.set_flag(board.HAND_TRASHED, None)  # and of its cards trashed from a hand
    game.set_flag(board.TURN_RECORD, None)  # and of its K.O.s, cards played and Events activated
    game.end_effects(lambda e: e.until == "start_of_your_turn" and e.controller == player)
    _begin(game, "refresh", rule="OP 6-2")
    yield from check_timing(game)
    for fighter in board.fighters(game, player):
        for don in board.given_don(game, fighter):
            text = f"{player_name(player)} returns {{0}} to the cost area, rested"
            processes.to_cost(game, player, don.id, RESTED, text, "OP 6-2-3")
    for area in board.REFRESHED_AREAS:
        for card in game.cards_in(key(player, area)):
            if card.state == RESTED and not board.prohibited(game, card, "refresh"):
                game.set_state(card.id, ACTIVE, rule="OP 6-2-4", player=player)
    yield from check_timing(game)
    _enter(game, "draw")


def draw_phase(game: Game) -> Flow:
    """OP 6-3-1: draw 1, except the first player on their first turn; a deck emptied is a
    defeat at the check timing that follows (9-2-1-2)."""
    _begin(game, "draw", rule="OP 6-3")
    player = game.state.turn_player
    if first_turn_of_first_player(game):
        game.log(f"{player_name(player)} goes first and does not draw this turn", rule="OP 6-3-1")
    else:
        yield from game.ruleset.draw(game, player, 1)
    yield from check_timing(game)
    _enter(game, "don")


def don_phase(game: Game) -> Flow:
    """OP 6-4: 2 DON!! (1 on the first player's first turn) from the DON!! deck to the cost
    area, active; as many as are left (6-4-2, 6-4-3)."""
    _begin(game, "don", rule="OP 6-4")
    player = game.state.turn_player
    wanted = 1 if first_turn_of_first_player(game) else DON_PER_TURN
    placed = processes.add_don(game, player, wanted, rule="OP 6-4-1")
    if placed < wanted:
        left = f"held only {placed}" if placed else "is empty: no DON!! placed"
        game.log(
            f"{player_name(player)}'s DON!! deck {left}",
            player=player,
            rule="OP 6-4-2" if placed else "OP 6-4-3",
        )
    yield from check_timing(game)
    _enter(game, "main")


def main_phase(game: Game) -> Flow:
    """OP 6-5: start-of-Main-Phase effects (6-5-1), then the turn player's actions until
    they end the Main Phase (6-5-2); a battle runs inside it and returns to it (7-1-5-5)."""
    player = game.state.turn_player
    if game.state.step in BATTLE_STEPS:
        yield from battle(game)
    else:
        _begin(game, "main", rule="OP 6-5-1")
    if game.is_dummy(player):
        yield from check_timing(game)
    else:
        yield from play_timing(
            game, player, actions.main_actions, _perform, f"{player_name(player)}: Main Phase", "OP 6-5-2"
        )
    _enter(game, "end")


def _perform(game: Game, player: int, option: Option) -> Flow:
    if option.action == "attack":
        assert option.card is not None
        yield from declare_attack(game, player, option.card, int(option.args["target"]))
    else:
        yield from actions.perform(game, player, option)


def _is_effect(effect_id: int, effect: Effect) -> bool:
    return effect.id == effect_id


def _at_end_of_turn(game: Game, turn_player: int, kind: str = processes.AT_END) -> Flow:
    """OP 6-6-1-2: what effects left "at the end of this turn" (``op.at_end_of_turn``), the
    turn player's, then the other player's; each player's in the order they were made (the
    rules let the player choose the order: the project takes the order they were made, see
    docs/games/one-piece.md). What they trigger resolves before the next one. The same for
    what effects left "at the end of this battle" (``kind`` ``AT_END_OF_BATTLE``, 7-1-5-2)."""
    engine = board.abilities(game)
    for player in (turn_player, 1 - turn_player):
        while waiting := [e for e in game.state.effects if e.kind == kind and e.controller == player]:
            effect = waiting[0]
            game.end_effects(partial(_is_effect, effect.id))
            value = effect.value
            context = Context(game, player, effect.source, str(value["code"]), vars=dict(value["vars"]))
            yield from engine.interpreter.run(context, value["steps"])
            yield from check_timing(game)


def end_phase(game: Game) -> Flow:
    """OP 6-6: [End of Your Turn] effects, then [End of Your Opponent's Turn] effects, each
    once (6-6-1-1; the kernel's batches put the turn player's first, in their order); then
    the turn player's effects "until the end of the turn" end, then the other player's
    (6-6-1-2, 6-6-1-3); the other player's turn begins (6-6-1-4)."""
    player = game.state.turn_player
    if _begin(game, "end", rule="OP 6-6"):
        game.emit(
            "op.end_of_turn", f"{player_name(player)}: end of the turn", player=player, rule="OP 6-6-1-1"
        )
    yield from check_timing(game)
    yield from _at_end_of_turn(game, player)
    game.end_effects(lambda e: e.until == "end_of_turn" and e.controller == player)
    # 6-6-1-2 (2): the other player's effects "until the end of your opponent's next turn"
    # end at the end of the first of this player's turns after the one they were made in
    game.end_effects(
        lambda e: (
            e.until == "end_of_opponents_next_turn" and e.controller != player and e.turn < game.state.turn
        )
    )
    # 6-6-1-2 (1): this player's effects "until the end of your next turn" end at the end of
    # the first of this player's turns after the one they were made in
    game.end_effects(
        lambda e: e.until == "end_of_your_next_turn" and e.controller == player and e.turn < game.state.turn
    )
    game.end_effects(lambda e: e.until == "end_of_turn")
    limit = int(game.setup.options.get("turn_limit", 0) or 0)
    if limit and game.state.turn >= limit:
        game.end_game(
            None, f"the turn limit of {limit} turns was reached", "turn_limit option", Termination.TURN_LIMIT
        )
    for flag in TURN_FLAGS:
        game.set_flag(flag, None)
    game.state.turn += 1
    game.state.turn_player = 1 - player
    _enter(game, "refresh")


# ====================================================================== the battle
def declare_attack(game: Game, player: int, attacker: int, target: int) -> Flow:
    """OP 7-1-1-1, 7-1-1-2: rest the attacker, choose the target; the battle begins."""
    game.set_state(attacker, RESTED, player=player, rule="OP 7-1-1-1")
    game.set_flag(BATTLE, OPBattle(attacker, target, player))
    _enter(game, "main", "attack")
    yield from battle(game)


def battle(game: Game) -> Flow:
    """OP 7-1: the steps from the one the state names to the end of the battle."""
    steps: dict[str, Callable[[Game], Flow]] = {
        "attack": attack_step,
        "block": block_step,
        "counter": counter_step,
        "damage": damage_step,
        "end_of_battle": end_of_battle,
    }
    while game.state.step in steps:
        yield from steps[game.state.step](game)


def _next_step(game: Game, step: str) -> None:
    """OP 7-1-1-4, 7-1-2-3 (both): if the attacker or the card attacked has moved areas, the
    battle goes to its end instead (B7: after a block, the card attacked is the Blocker)."""
    current = board.battle(game)
    if current is None or game.get(current.attacker) is None or game.get(current.target) is None:
        game.log("The attacker or the card attacked has left its area: the battle ends", rule="OP 7-1-1-4")
        _enter(game, "main", "end_of_battle")
    else:
        _enter(game, "main", step)


def attack_step(game: Game) -> Flow:
    """OP 7-1-1-3: [When Attacking] and [On Your Opponent's Attack] (10-2-16-1: after the
    attacker's, which the kernel's batches give: the turn player's first)."""
    current = board.battle(game)
    assert current is not None
    if _begin(game, "main", "attack", rule="OP 7-1-1"):
        attacker, target = game.get(current.attacker), game.get(current.target)
        board.record_battle(game, current)  # "… battled … during this turn"
        if attacker is not None and target is not None:
            game.emit(
                "op.attack",
                f"{{0}} attacks {game.name_of(target)}",
                player=current.player,
                cards=[attacker],
                data={"target": target.id},
                rule="OP 7-1-1-3",
            )
    yield from check_timing(game)
    _next_step(game, "block")


def block_step(game: Game) -> Flow:
    """OP 7-1-2: the defender may activate one [Blocker] (10-1-4-1): it is rested and becomes
    the card attacked; [On Block] (7-1-2-2). Asked every time (module docstring)."""
    _begin(game, "main", "block", rule="OP 7-1-2")
    defender = 1 - game.state.turn_player
    if game.is_dummy(defender):
        yield from check_timing(game)
    else:
        option = yield from choose_option(
            game,
            defender,
            lambda: actions.block_actions(game, defender),
            f"{player_name(defender)}: Block Step: block with a [Blocker]?",
            "OP 7-1-2-1",
        )
        current = board.battle(game)
        if option.action == "block" and option.card is not None and current is not None:
            # rested by the [Blocker] keyword effect, its cost (10-1-4-1, 8-1-1)
            blocker = game.set_state(
                option.card, RESTED, player=defender, rule="OP 10-1-4-1", reason=board.EFFECT
            )
            game.set_flag(BATTLE, replace(current, target=option.card, blocked=True))
            board.record_battle(game, replace(current, target=option.card), blocked=True)
            if blocker is not None:
                game.emit(
                    "op.block",
                    "{0} blocks",
                    player=defender,
                    cards=[blocker],
                    data={"target": option.card},
                    rule="OP 7-1-2-2",
                )
            yield from check_timing(game)
    _next_step(game, "counter")


def counter_step(game: Game) -> Flow:
    """OP 7-1-3: "when attacked" effects (7-1-3-1); then the defender uses Counter values and
    [Counter] Events as often as they like (7-1-3-2), asked again after each until "done"."""
    current = board.battle(game)
    assert current is not None
    defender = 1 - game.state.turn_player
    if _begin(game, "main", "counter", rule="OP 7-1-3"):
        target = game.get(current.target)
        if target is not None:
            game.emit(
                "op.attacked",
                "{0} is attacked",
                player=defender,
                cards=[target],
                data={"target": target.id},
                rule="OP 7-1-3-1",
            )
    if game.is_dummy(defender):
        yield from check_timing(game)
    else:
        while True:
            option = yield from choose_option(
                game,
                defender,
                lambda: actions.counter_actions(game, defender),
                f"{player_name(defender)}: Counter Step: use a counter, or done",
                "OP 7-1-3-2",
            )
            if option.action == "pass":
                break
            yield from actions.perform(game, defender, option)
    _next_step(game, "damage")


def damage_step(game: Game) -> Flow:
    """OP 7-1-4: the attacker wins on greater or equal power (7-1-4-1); a Leader is dealt 1
    damage (2 with [Double Attack], 10-1-2-1; [Banish], 10-1-3-1), a Character is K.O.'d
    (7-1-4-1-2); a lower power does nothing (7-1-4-2)."""
    _begin(game, "main", "damage", rule="OP 7-1-4")
    current = board.battle(game)
    assert current is not None
    attacker, target = game.get(current.attacker), game.get(current.target)
    if attacker is not None and target is not None:
        mine, theirs = game.number(attacker, "power"), game.number(target, "power")
        if mine < theirs:
            game.log(
                f"{game.name_of(attacker)} ({mine}) loses the battle to {game.name_of(target)} ({theirs})",
                rule="OP 7-1-4-2",
            )
        elif board.area(target) == LEADER:
            words = board.keywords(game, attacker)
            life = board.life(game, target.controller)
            yield from processes.deal_damage(
                game,
                target.controller,
                2 if "double_attack" in words else 1,
                banish="banish" in words,
                battle=True,
            )
            if life:  # "When this Character's attack deals damage to your opponent's Life" (7-1-4-1-1)
                game.emit(
                    ATTACK_DAMAGE,
                    f"the attack of {{0}} deals damage to {player_name(target.controller)}'s Life",
                    cards=[attacker],
                    player=current.player,
                    rule="OP 7-1-4-1-1",
                )
        else:
            yield from processes.ko(game, target.id, player=current.player, battle=True, rule="OP 7-1-4-1-2")
    yield from check_timing(game)  # OP 8-6-2: what triggered during the damage resolves now
    _enter(game, "main", "end_of_battle")


def end_of_battle(game: Game) -> Flow:
    """OP 7-1-5: "at the end of the battle" effects (7-1-5-2); the turn player's effects
    "during this battle" end, then the other player's (7-1-5-3, 7-1-5-4); back to the Main
    Phase (7-1-5-5)."""
    current = board.battle(game)
    if _begin(game, "main", "end_of_battle", rule="OP 7-1-5") and current is not None:
        attacker = game.get(current.attacker)
        game.emit(
            "op.battle_end",
            "End of the battle",
            player=current.player,
            cards=[attacker] if attacker is not None else [],
            rule="OP 7-1-5-2",
        )
    yield from check_timing(game)
    player = game.state.turn_player
    yield from _at_end_of_turn(game, player, processes.AT_END_OF_BATTLE)
    game.end_effects(lambda e: e.until == "battle" and e.controller == player)
    game.end_effects(lambda e: e.until == "battle")
    game.set_flag(BATTLE, None)
    game.state.step = ""
    game.set_flag(AT, "main")
