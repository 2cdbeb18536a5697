"""The game's flow: set-up and mulligan (M 5.2), the turn (M 6) and the attack (M 7).

``play`` starts from whatever the state describes: ``setup`` (shuffle, first player, five
cards, the mulligan), or any phase, or an attack step. The point reached inside a phase is kept
in the flag ``ws.at`` (the phase or ``phase.step`` whose start triggers have fired), so a flow
resumed from the state alone does not fire them again. The decisions marked ``checkpoint``
are the loop points: the mulligan, the clock phase, the main, climax and counter play timings,
the attack declaration and the encore step's choice. Each (but the mulligan, before the game
starts) follows a check timing, also after a manual action (the kernel's ``loop_point``).

Other flags (all cleared at the end of the turn): ``ws.battle`` (the attack in progress, see
``board.Battle``), ``ws.attacks`` (attack sub-phases completed this turn, M 7.2.1.3.1.2),
``ws.attack_phase`` (the attack phase has begun, M 7.2.1.1), ``triggered_this_turn`` (the
kernel's: end-of-turn abilities already triggered, M 6.8.1.1), ``ws.shots`` (shot autos watching, M 4.12.2.7),
``ws.trigger_checks`` (trigger checks the next trigger step makes), ``ws.mulligan`` (players
who have decided their mulligan), ``ws.from_hand`` (the characters placed on the stage from the
hand this turn), ``ws.no_encore`` (the players who cannot use Encore this turn).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from desktop_app.engine.decisions import Decision, DecisionKind, Option
from desktop_app.engine.events import Event
from desktop_app.engine.kernel import (
    PASS,
    begin,
    check_timing,
    choose_option,
    enter,
    loop_point,
    play_timing,
    run_phases,
    run_steps,
)
from desktop_app.engine.observation import name_for
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import Effect
from desktop_app.engine.zones import player_name
from desktop_app.games._procedures import mulligans
from desktop_app.games.weiss_schwarz import actions, board, processes
from desktop_app.games.weiss_schwarz.board import Battle, key
from desktop_app.games.weiss_schwarz.zones import (
    CLOCK,
    HAND,
    LIBRARY,
    OPPOSITE,
    REST,
    REVERSE,
    STAGE,
    STAND,
    WAITING_ROOM,
)

if TYPE_CHECKING:
    from desktop_app.engine.game import Game

OPENING_HAND = 5  # WS 5.2.1.4
PHASES = ("stand", "draw", "clock", "main", "climax", "attack", "end")
#: flags that last one turn
TURN_FLAGS = (
    "ws.battle",
    "ws.attacks",
    "ws.attack_phase",
    "triggered_this_turn",
    "ws.shots",
    "ws.trigger_checks",
    "ws.at",
    board.FROM_HAND,
    board.BY_CHANGE,
    board.PLACED_BY,
    board.NO_ENCORE,
    board.NO_ENCORE_CARDS,
)


def play(game: Game) -> Flow:
    """Run the game from the current state to its end (see the module docstring)."""
    if game.state.phase == "setup":
        yield from setup(game)
    _position_battle(game)
    flows: dict[str, Callable[[Game], Flow]] = {
        "stand": stand_phase,
        "draw": draw_phase,
        "clock": clock_phase,
        "main": main_phase,
        "climax": climax_phase,
        "attack": attack_phase,
        "end": end_phase,
    }
    yield from run_phases(game, flows, "Weiß Schwarz")


def _position_battle(game: Game) -> None:
    """A position starting inside an attack names its attacker with the flag ``attacker`` (a
    label) and may give ``method``; the battle is built from them once."""
    if game.state.phase != "attack" or game.state.step in ("", "declare", "encore") or game.flag("ws.battle"):
        return
    label = game.flag("attacker")
    attacker_id = game.position_card(str(label)) if label else None
    attacker = game.get(attacker_id)
    if attacker is None:
        raise ValueError("a position inside an attack needs the flag attacker = <the attacker's label>")
    slot = board.slot_of(attacker)
    target = board.in_slot(game, 1 - attacker.controller, OPPOSITE.get(slot, ""))
    method = str(game.flag("method") or ("front" if target is not None else "direct"))
    battle = Battle(
        attacker.id, slot, method, target.id if target else None, OPPOSITE.get(slot, ""), attacker.controller
    )
    game.set_flag("ws.battle", battle)


#: where a phase or step begins (``kernel.begin``) and is moved on to (``kernel.enter``)
_begin = partial(begin, "ws.at")
_enter = partial(enter, "ws.at")


# ====================================================================== set-up
def setup(game: Game) -> Flow:
    """M 5.2.1: shuffle, choose the first player at random, draw 5, one mulligan each."""
    state = game.state
    if state.step != "mulligan":
        for player in (0, 1):
            game.shuffle(key(player, LIBRARY), rule="WS 5.2.1.2", player=player)
        choice = str(game.setup.options.get("first_player", "random"))
        first = {"p1": 0, "p2": 1}.get(choice)
        if first is None:
            first = game.random_below(2)
        state.first_player = state.turn_player = first
        game.log(f"{player_name(first)} goes first", player=first, rule="WS 5.2.1.3")
        for player in (first, 1 - first):
            yield from processes.draw(game, player, OPENING_HAND)
        game.set_phase("setup", "mulligan")
    yield from mulligans(
        game,
        "ws.mulligan",
        "mulligan: choose any cards to put into your waiting room and redraw",
        "WS 5.2.1.4",
        _redraw,
    )
    state.turn = 1
    state.turn_player = state.first_player
    _enter(game, "stand")


def _redraw(game: Game, player: int, chosen: list[int]) -> Flow:
    """M 5.2.1.4: the chosen cards to the waiting room, then as many drawn."""
    for card_id in chosen:
        game.move(card_id, key(player, WAITING_ROOM), player=player, rule="WS 5.2.1.4")
    yield from processes.draw(game, player, len(chosen))


# ====================================================================== phases
def stand_phase(game: Game) -> Flow:
    """M 6.2: start triggers, stand every character of the turn player."""
    _begin(game, "stand")
    yield from check_timing(game)
    player = game.state.turn_player
    for card in game.cards_in(key(player, STAGE)):
        if board.stands_in_stand_phase(game, card):  # WS 1.3.3: "cannot 【STAND】 during your stand phase"
            game.set_state(card.id, STAND, player=player, rule="WS 6.2.1.2")
    yield from check_timing(game)
    _enter(game, "draw")


def draw_phase(game: Game) -> Flow:
    """M 6.3: draw 1 (the first player draws on turn 1 too, M 5.2.1.6)."""
    _begin(game, "draw")
    yield from check_timing(game)
    yield from processes.draw(game, game.state.turn_player, 1)
    yield from check_timing(game)
    _enter(game, "clock")


def clock_phase(game: Game) -> Flow:
    """M 6.4: may put 1 card from the hand into the clock; if so, draw 2. A seventh clock card
    levels up at once, before the draws (M 9.3, interrupt)."""
    _begin(game, "clock")
    player = game.state.turn_player
    if not game.is_dummy(player):
        option = yield from choose_option(
            game,
            player,
            lambda: actions.clock_actions(game, player),
            f"{player_name(player)}: clock phase: put a card into your clock (then draw 2)?",
            "WS 6.4.1.2",
        )
        if option.action == "clock":
            assert option.card is not None
            game.move(
                option.card,
                key(player, CLOCK),
                player=player,
                text=f"{player_name(player)} clocks {{0}}",
                rule="WS 6.4.1.2",
                data={"reason": "clock"},
            )
            yield from processes.interrupts(game)
            yield from processes.draw(game, player, 2)
    yield from check_timing(game)
    _enter(game, "main")


def main_phase(game: Game) -> Flow:
    """M 6.5: the turn player's play timing, again after each action, until they pass."""
    _begin(game, "main")
    player = game.state.turn_player
    if game.is_dummy(player):
        yield from check_timing(game)
    else:
        yield from play_timing(
            game,
            player,
            actions.main_actions,
            actions.perform,
            f"{player_name(player)}: main phase",
            "WS 6.5.1.2",
        )
    _enter(game, "climax")


def climax_phase(game: Game) -> Flow:
    """M 6.6: one play timing for one climax card, then a check timing."""
    _begin(game, "climax")
    player = game.state.turn_player
    if not game.is_dummy(player):
        option = yield from choose_option(
            game,
            player,
            lambda: actions.climax_actions(game, player),
            f"{player_name(player)}: climax phase: play a climax?",
            "WS 6.6.1.2",
            lone_pass=False,
        )
        if option.action != "pass":  # M 6.6.1.2.2: one action, no play timing again
            yield from actions.perform(game, player, option)
    yield from check_timing(game)
    _enter(game, "attack", "declare")


# ====================================================================== the attack phase
def attack_phase(game: Game) -> Flow:
    """M 7: attack sub-phases, then the encore step."""
    steps: dict[str, Callable[[Game], Flow]] = {
        "declare": declaration_step,
        "trigger": trigger_step,
        "counter": counter_step,
        "damage": damage_step,
        "battle": battle_step,
        "encore": encore_step,
    }
    yield from run_steps(game, "attack", steps)


def declaration_step(game: Game) -> Flow:
    """M 7.2: choose an attacker and its method, or end the attacks."""
    player = game.state.turn_player
    if not game.flag("ws.attack_phase"):
        game.set_flag("ws.attack_phase", True)
        game.set_phase("attack")  # M 7.2.1.1: the start of the attack phase, at the first declaration
        yield from check_timing(game)
    _begin(game, "attack", "declare")
    option = PASS
    if not game.is_dummy(player):
        option = yield from choose_option(
            game,
            player,
            lambda: actions.attack_actions(game, player),
            f"{player_name(player)}: attack declaration: choose an attacker, or end the attacks",
            "WS 7.2.1.3",
            lone_pass=False,
        )
    else:
        yield from check_timing(game)
    if option.action == "pass":
        _enter(game, "attack", "encore")  # M 7.2.1.3.2; 7.2.1.3.1.3: nobody can attack
        return
    assert option.card is not None
    yield from declare(game, player, option.card, str(option.args["method"]), str(option.args["target"]))


def declare(game: Game, player: int, attacker_id: int, method: str, target_slot: str) -> Flow:
    """M 7.2.1.4–7.2.1.6: the method and its soul change (locked in for the turn), the attacking
    state, rest the attacker, then a check timing."""
    attacker = game.card(attacker_id)
    target = board.in_slot(game, 1 - player, target_slot)
    battle = Battle(
        attacker.id, board.slot_of(attacker), method, target.id if target else None, target_slot, player
    )
    game.set_flag("ws.battle", battle)
    if method == "direct":
        processes.add_stat(game, attacker.id, "soul", 1, player, rule="WS 7.2.1.4.1")
    elif (
        method == "side"
        and target is not None
        and game.number(target, "level") > 0
        and board.side_attack_lowers_soul(game, attacker)
    ):
        processes.add_stat(
            game, attacker.id, "soul", -game.number(target, "level"), player, rule="WS 7.2.1.4.2"
        )
    game.set_state(attacker.id, REST, player=player, rule="WS 7.2.1.5.3")
    game.emit(
        "attack",
        f"{{0}} makes a {method} attack" + (" on {1}" if target is not None else ""),
        player=player,
        cards=[game.card(attacker.id)] + ([target] if target is not None else []),
        data={"method": method, "target": target.id if target else None, "slot": battle.slot},
        rule="WS 7.2.1.5",
    )
    yield from check_timing(game)
    _enter(game, "attack", "trigger")


def trigger_step(game: Game) -> Flow:
    """M 7.3: the trigger check, then the counter step (front attack) or the damage step."""
    _begin(game, "attack", "trigger")
    yield from check_timing(game)
    checks = board.trigger_checks(game)
    told = game.flag("ws.trigger_checks") is not None
    game.set_flag("ws.trigger_checks", None)
    for _ in range(checks):
        yield from processes.trigger_check(game, game.state.turn_player)
    if told:  # an effect set the number: its "If performed N times, …" reads it (ws.trigger_checks)
        game.emit(
            "ws.trigger_checks",
            f"{player_name(game.state.turn_player)} performed {checks} trigger checks",
            player=game.state.turn_player,
            data={"count": checks},
            rule="WS 7.3.1.2.1",
        )
    yield from check_timing(game)
    battle = board.battle(game)
    _enter(game, "attack", "counter" if battle is not None and battle.method == "front" else "damage")


def counter_step(game: Game) -> Flow:
    """M 7.4: the defending player gets one play timing for one counter action. They are asked
    even when they hold nothing to play (only "do not counter"): the play timing is theirs by
    the rules, and in hot-seat a question asked only when a counter is in hand would tell the
    attacker what the hand holds. The goldfish dummy is not asked."""
    _begin(game, "attack", "counter")
    player = 1 - game.state.turn_player
    if not game.is_dummy(player):
        option = yield from choose_option(
            game,
            player,
            lambda: actions.counter_actions(game, player),
            f"{player_name(player)}: counter step: play a counter card or Backup?",
            "WS 7.4.1.2",
        )
        if option.action != "pass":  # M 7.4.1.2.2: one action only
            yield from actions.perform(game, player, option)
    yield from check_timing(game)
    _enter(game, "attack", "damage")


def damage_step(game: Game) -> Flow:
    """M 7.5: the attacker deals damage equal to its soul, unless it left the stage, changed
    controller or moved to another slot (7.5.1.2.2)."""
    _begin(game, "attack", "damage")
    yield from check_timing(game)
    battle = board.battle(game)
    attacker = board.attacker_in_place(game)
    if battle is not None and attacker is not None:
        yield from processes.deal_damage(
            game, 1 - battle.player, game.number(attacker, "soul"), source=attacker.id
        )
    yield from check_timing(game)
    if battle is not None and battle.method == "front":
        _enter(game, "attack", "battle")
    else:
        yield from end_of_attack(game)


def battle_step(game: Game) -> Flow:
    """M 7.6: the lower power is reversed, both on a tie; no comparison if either left the
    stage, changed controller or (A3) moved to another slot."""
    _begin(game, "attack", "battle")
    yield from check_timing(game)
    battle = board.battle(game)
    attacker, defender = board.attacker_in_place(game), board.defending(game)
    if battle is not None and attacker is not None and defender is not None:
        power_a, power_d = game.number(attacker, "power"), game.number(defender, "power")
        for card, lower in ((attacker, power_a <= power_d), (defender, power_d <= power_a)):
            if lower and board.can_reverse(game, card):
                game.set_state(card.id, REVERSE, player=battle.player, rule="WS 7.6.1.2", reason="battle")
    yield from check_timing(game)
    yield from end_of_attack(game)


def end_of_attack(game: Game) -> Flow:
    """M 7.5.1.4 / 7.6.1.5: "at the end of the attack" triggers, a check timing, then back to
    the declaration step; effects "during that attack" (``end_of_battle``) end with the attack."""
    battle = board.battle(game)
    attacker = game.get(battle.attacker) if battle is not None else None
    game.emit(
        "ws.attack_end",
        "{0}: end of the attack" if attacker is not None else "End of the attack",
        player=game.state.turn_player,
        cards=[attacker] if attacker is not None else [],
        rule="WS 7.6.1.5",
    )
    yield from check_timing(game)
    game.set_flag("ws.battle", None)
    game.end_effects(lambda effect: effect.until == "end_of_battle")
    game.set_flag("ws.attacks", game.flag("ws.attacks", 0) + 1)
    _enter(game, "attack", "declare")


def encore_step(game: Game) -> Flow:
    """M 7.7: the turn player's reversed characters go to the waiting room one at a time, each
    followed by a check timing (the encores resolve there); then the other player's, going
    back to the turn player after each (7.7.1.3, A7); again while any remain (7.7.1.4)."""
    _begin(game, "attack", "encore")
    yield from check_timing(game)
    tp = game.state.turn_player
    while True:
        while board.reversed_characters(game, tp):
            yield from _encore_one(game, tp)
        if board.reversed_characters(game, 1 - tp):
            yield from _encore_one(game, 1 - tp)
            continue
        yield from check_timing(game)
        if not board.reversed_characters(game, tp) and not board.reversed_characters(game, 1 - tp):
            break
    _enter(game, "end")


def _encore_one(game: Game, player: int) -> Flow:
    prompt = f"{player_name(player)}: encore step: choose a reversed character to put into the waiting room"

    def build() -> Decision | None:
        cards = board.reversed_characters(game, player)
        if len(cards) < 2:
            return None
        options = tuple(
            Option(
                f"card:{c.id}",
                f"{name_for(game, c, player)} ({board.slot_of(c)})",
                "card",
                c.id,
                {"zone": c.zone},
            )
            for c in cards
        )
        return Decision(
            player, DecisionKind.SELECT, prompt, options, 1, 1, rule="WS 7.7.1.2", checkpoint=True
        )

    answer = yield from loop_point(game, build)
    remaining = board.reversed_characters(game, player)
    if not remaining:
        return
    card = (
        game.card(answer.option.card)
        if answer is not None and answer.option.card is not None
        else remaining[0]
    )
    game.move(
        card.id,
        key(card.owner, WAITING_ROOM),
        player=player,
        text="{0} is put into the waiting room (encore step)",
        rule="WS 7.7.1.2",
    )
    yield from check_timing(game)


# ====================================================================== the end phase
def end_phase(game: Game) -> Flow:
    """M 6.8, repeated from 6.8.1.1 while 6.8.1.5 asks."""
    _begin(game, "end")
    player = game.state.turn_player
    while True:
        game.emit(
            "ws.end_of_turn", f"{player_name(player)}: end of the turn", player=player, rule="WS 6.8.1.1"
        )
        yield from check_timing(game)
        yield from _discard_to_limit(game, player)
        climax = board.climax_in_play(game, player)
        if climax is not None:
            game.move(climax.id, key(climax.owner, WAITING_ROOM), player=player, rule="WS 6.8.1.3")
        resolved = yield from check_timing(game)
        _expire(game)
        if (
            game.count(key(player, HAND)) <= board.hand_limit(game, player)
            and not resolved
            and not _untriggered_end_of_turn(game)
            and not game.state.pending
        ):
            break
    _next_turn(game)


def _discard_to_limit(game: Game, player: int) -> Flow:
    """M 6.8.1.2 (A8): the turn player discards the excess, one card at a time."""
    excess = game.count(key(player, HAND)) - board.hand_limit(game, player)
    if excess <= 0:
        return
    chosen = yield from game.choose_cards(
        player,
        list(game.ids(key(player, HAND))),
        f"{player_name(player)}: hand limit: choose {excess} card(s) to put into your waiting room",
        minimum=excess,
        maximum=excess,
        rule="WS 6.8.1.2",
    )
    for card_id in chosen:
        game.move(card_id, key(player, WAITING_ROOM), player=player, rule="WS 6.8.1.2")
        yield from processes.interrupts(game)


def _expire(game: Game) -> None:
    """M 6.8.1.4: effects "until end of turn" end; "until the end of your opponent's next turn"
    end in the opponent's turn after the one they began in; ``end_of_your_next_turn`` ("… cannot
    【STAND】 during your next stand phase": held through that stand phase) in their controller's
    turn after the one they began in; ``end_of_next_turn`` ("until the end of the next turn") in
    the turn after the one they began in."""
    state = game.state

    def over(effect: Effect) -> bool:
        if effect.until == "end_of_turn":
            return True
        if effect.until == "end_of_your_next_turn":
            return state.turn > effect.turn and state.turn_player == effect.controller
        if effect.until == "end_of_next_turn":  # "until the end of the next turn": whoever's it is
            return state.turn > effect.turn
        return (
            effect.until == "end_of_opponent_turn"
            and state.turn > effect.turn
            and state.turn_player != effect.controller
        )

    game.end_effects(over)


def _untriggered_end_of_turn(game: Game) -> bool:
    """M 6.8.1.5 (3): an "at the end of the turn" ability whose trigger condition is met but
    that has not triggered this turn."""
    engine = board.abilities(game)
    index = engine.index(game)
    watching = index.watchers.get("ws.end_of_turn")  # the codes with such an ability
    if not watching:
        return False
    done: tuple[tuple[int, int], ...] = game.flag("triggered_this_turn", ())
    event = Event("ws.end_of_turn", "", player=game.state.turn_player)
    for card in engine.cards_in_play(game):
        if card.code not in watching:
            continue
        for ability in index.profiles[card.code].others.get("ws.end_of_turn", ()):
            if (card.id, ability.index) not in done and engine.would_trigger(game, card, ability, event):
                return True
    return False


def _next_turn(game: Game) -> None:
    state = game.state
    gone = state.cards
    game.end_effects(lambda e: bool(e.targets) and all(t not in gone for t in e.targets))
    for flag in TURN_FLAGS:
        game.set_flag(flag, None)
    state.turn += 1
    state.turn_player = 1 - state.turn_player
    _enter(game, "stand")
