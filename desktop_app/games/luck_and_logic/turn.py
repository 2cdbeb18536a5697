"""The game's flow: set-up (L&L 6.2), the turn (7) and the battle (8).

``play`` starts from whatever the state describes: ``setup``, any phase, or a battle step.
The point reached inside a phase is the flag ``ll.at`` (the phase or ``phase.step`` whose
start triggers have fired), so a flow resumed from the state alone does not fire them again.
The loop points (checkpoints, each after a check timing) are the mulligans, the Level Phase's
choice, the Main Phase's play timing, the attack declaration, the Intercept and every Logic
Definition question (the kernel's alternating passes, ``alternate``: one action each in turn,
two passes in a row end it, 8.4.3–8.4.7).

Hot seat: the non-turn player is asked at every Intercept Step and every Logic Definition
turn, whether or not they can act (a lone "pass"), so the hand-over tells nothing.

Flags (cleared at the end of the turn): ``ll.at``, ``ll.battle`` (``board.LLBattle``),
``ll.attacks`` (battles begun this turn, 8.1.3), ``ll.logic_drive`` (a Logic Drive used,
7.5.3.5), ``ll.trances`` / ``ll.trance_changes`` (per player, 7.5.3.2–3), ``ll.levelled``;
``ll.mulligan`` during set-up.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from desktop_app.engine.decisions import Decision, DecisionKind, Option
from desktop_app.engine.kernel import (
    PASS,
    begin,
    check_timing,
    choose_option,
    enter,
    loop_point,
    passes,
    play_timing,
    run_phases,
    run_steps,
)
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import Effect
from desktop_app.engine.zones import player_name
from desktop_app.games._procedures import discard_to_hand_limit, mulligans
from desktop_app.games.luck_and_logic import actions, board, processes
from desktop_app.games.luck_and_logic.board import (
    BATTLE_ZONE,
    CIRCLES,
    DECK,
    DRAWS,
    DROP,
    GATES,
    HAND,
    HAND_LIMIT,
    INTERCEPT,
    LEVEL,
    LEVEL_LIMIT,
    MY_LOGICALIST,
    OPENING_HAND,
    PARADOX,
    PARADOX_ZONE,
    REMOVE,
    STANDING,
    STOCK,
    LLBattle,
    key,
)

if TYPE_CHECKING:
    from desktop_app.engine.game import Game

PHASES = ("stand", "draw", "level", "main", "battle", "end")
TURN_FLAGS = (
    "ll.at",
    "ll.battle",
    "ll.attacks",
    "ll.logic_drive",
    "ll.trances",
    "ll.trance_changes",
    "ll.levelled",
)


def play(game: Game) -> Flow:
    """Run the game from the current state to its end (see the module docstring)."""
    if game.state.phase == "setup":
        yield from setup(game)
    flows: dict[str, Callable[[Game], Flow]] = {
        "stand": stand_phase,
        "draw": draw_phase,
        "level": level_phase,
        "main": main_phase,
        "battle": battle_phase,
        "end": end_phase,
    }
    yield from run_phases(game, flows, "Luck & Logic")


#: where a phase or step begins (``kernel.begin``) and is moved on to (``kernel.enter``)
_begin = partial(begin, "ll.at")
_enter = partial(enter, "ll.at")


# ====================================================================== set-up
def setup(game: Game) -> Flow:
    """L&L 6.2.1: shuffle, six gates face down, the first player at random, five cards, one
    mulligan each to the bottom of the deck (no shuffle), the My Logicalist face up, RP 0."""
    state = game.state
    if state.step != "mulligan":
        for player in (0, 1):
            game.shuffle(key(player, DECK), rule="L&L 6.2.1.4", player=player)
            game.shuffle(key(player, REMOVE), rule="L&L 6.2.1.4", player=player)
            for slot in board.SLOTS:  # L&L 6.2.1.5
                top = game.top(key(player, REMOVE))
                if top is not None:
                    game.move(top.id, key(player, GATES), slots=(slot,), face_up=False, silent=True)
            game.log(f"{player_name(player)} sets six gates face down", player=player, rule="L&L 6.2.1.5")
        choice = str(game.setup.options.get("first_player", "random"))
        first = {"p1": 0, "p2": 1}.get(choice)
        if first is None:
            first = game.random_below(2)  # L&L 6.2.1.7
        state.first_player = state.turn_player = first
        game.log(f"{player_name(first)} goes first", player=first, rule="L&L 6.2.1.7")
        for player in (first, 1 - first):
            yield from processes.draw(game, player, OPENING_HAND)
        game.set_phase("setup", "mulligan")
    yield from mulligans(
        game,
        "ll.mulligan",
        "choose any cards to put on the bottom of your deck and draw again",
        "L&L 6.2.1.8",
        _redraw,
    )
    for player in (0, 1):
        for ml in game.cards_in(key(player, MY_LOGICALIST)):
            game.set_face(ml.id, True, rule="L&L 6.2.1.9")
        game.set_value(processes.rp_key(player), 0)  # L&L 6.2.1.10
    state.turn = 1
    state.turn_player = state.first_player
    _enter(game, "stand")


def _redraw(game: Game, player: int, chosen: list[int]) -> Flow:
    """L&L 6.2.1.8: the chosen cards to the bottom of the deck, the first chosen lowest, then
    as many drawn."""
    if not chosen:
        return
    for card_id in reversed(chosen):
        game.move(card_id, key(player, DECK), index=0, player=player, rule="L&L 6.2.1.8")
    game.log(
        f"{player_name(player)} puts {len(chosen)} card(s) on the bottom", player=player, rule="L&L 6.2.1.8"
    )
    yield from processes.draw(game, player, len(chosen))


def _first_turn(game: Game) -> bool:
    return game.state.turn == 1 and game.state.turn_player == game.state.first_player


# ====================================================================== phases
def stand_phase(game: Game) -> Flow:
    """L&L 7.2: start triggers ("start of game" on the first turn, 7.2.2), then the turn player
    stands their circles, Gate Zones and Level Zone; not the My Logicalist (7.2.4.1)."""
    if _begin(game, "stand") and _first_turn(game):
        game.emit("ll.start_of_game", "The game begins", player=game.state.turn_player, rule="L&L 7.2.2")
    yield from check_timing(game)
    player = game.state.turn_player
    for zone in (CIRCLES, GATES, LEVEL):
        for card in game.cards_in(key(player, zone)):
            if card.state != STANDING:
                game.set_state(card.id, STANDING, player=player, rule="L&L 7.2.4")
    yield from check_timing(game)
    _enter(game, "draw")


def draw_phase(game: Game) -> Flow:
    """L&L 7.3: draw 2 (the first player too, 7.3.3), then the top card face down into Stock (7.3.5)."""
    _begin(game, "draw")
    yield from check_timing(game)
    player = game.state.turn_player
    yield from processes.draw(game, player, DRAWS)
    yield from check_timing(game)
    yield from processes.top_to(game, player, STOCK, 1, rule="L&L 7.3.5")
    yield from check_timing(game)
    _enter(game, "level")


def level_phase(game: Game) -> Flow:
    """L&L 7.4: may put one hand card into the Level Zone, face up (face down on the first
    player's first turn, 7.4.3.1); at the Level Limit it is swapped with a Level card of the
    player's choice, which goes to the hand (7.4.3.1.1, 5.11)."""
    _begin(game, "level")
    player = game.state.turn_player
    if not game.is_dummy(player) and not game.flag("ll.levelled"):
        down = " face down" if _first_turn(game) else ""

        def options() -> list[Option]:
            return [
                *(
                    Option(
                        f"level:{c.id}",
                        f"Put {game.name_of(c)} into the Level Zone{down}",
                        "level",
                        c.id,
                        {"zone": key(player, LEVEL)},
                    )
                    for c in game.cards_in(key(player, HAND))
                ),
                Option("pass", "Put no card into the Level Zone", "pass"),
            ]

        option = yield from choose_option(
            game, player, options, f"{player_name(player)}: Level Phase", "L&L 7.4.3", lone_pass=False
        )
        if option.action == "level" and option.card is not None:
            game.set_flag("ll.levelled", True)
            yield from put_level(game, player, option.card, face_up=not down)
    yield from check_timing(game)
    _enter(game, "main")


def put_level(game: Game, player: int, card_id: int, *, face_up: bool) -> Flow:
    level = key(player, LEVEL)
    if game.count(level) >= LEVEL_LIMIT:  # L&L 7.4.3.1.1: the Swap
        chosen = yield from game.choose_cards(
            player,
            list(game.ids(level)),
            f"{player_name(player)}: choose the Level card to swap to your hand",
            rule="L&L 7.4.3.1.1",
        )
        for back in chosen:
            game.move(
                back,
                key(player, HAND),
                player=player,
                rule="L&L 5.11",
                text=f"{player_name(player)} swaps {{0}} to the hand",
            )
    game.move(
        card_id,
        level,
        face_up=face_up,
        state=STANDING,
        player=player,
        text=f"{player_name(player)} puts {{0}} into the Level Zone" + ("" if face_up else " face down"),
        rule="L&L 7.4.3.1",
    )


def main_phase(game: Game) -> Flow:
    """L&L 7.5: the turn player's play timing, again after each action, until they pass."""
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
            f"{player_name(player)}: Main Phase",
            "L&L 7.5.3",
        )
    _enter(game, "battle", "declare")


# ====================================================================== the battle phase
def battle_phase(game: Game) -> Flow:
    """L&L 7.6, 8: Attack Declaration Steps until the turn player declines or cannot attack."""
    steps: dict[str, Callable[[Game], Flow]] = {
        "declare": declaration_step,
        "intercept": intercept_step,
        "logic": logic_step,
        "victory": victory_step,
        "end_of_battle": end_of_battle_step,
    }
    yield from run_steps(game, "battle", steps)


def declaration_step(game: Game) -> Flow:
    """L&L 8.2: attack or not (forced to decline at the Attack Limit, 8.2.4); the attacker
    rests, the circle is chosen; then an empty circle destroys its gate (8.2.10), an occupied
    one brings a defending member (8.2.11)."""
    player = game.state.turn_player
    if _begin(game, "battle", "declare") and not game.flag("ll.attacks"):
        game.emit(
            "ll.attack_phase",
            f"{player_name(player)}: start of the Attack Phase",
            player=player,
            rule="L&L 8.2.2",
        )
    option = PASS
    if game.is_dummy(player):
        yield from check_timing(game)
    else:
        option = yield from choose_option(
            game,
            player,
            lambda: actions.attack_actions(game, player),
            f"{player_name(player)}: attack declaration: choose a member and a circle, or end the battles",
            "L&L 8.2.4",
            lone_pass=False,
        )
    if option.action == "pass" or option.card is None:
        _enter(game, "end")
        return
    yield from check_timing(game)
    game.set_flag("ll.attacks", game.flag("ll.attacks", 0) + 1)  # L&L 8.1.3
    attacker = game.card(option.card)
    slot = str(option.args["slot"])
    defender = board.member_at(game, 1 - player, slot)
    game.set_flag("ll.battle", LLBattle(attacker.id, slot, defender.id if defender else None, player))
    game.set_state(attacker.id, board.RESTED, player=player, rule="L&L 8.2.5")
    game.emit(
        "attack",
        f"{{0}} attacks {slot}" + (f" ({game.name_of(defender)})" if defender else " (an empty circle)"),
        player=player,
        cards=[game.card(attacker.id)],
        data={"slot": slot, "defender": defender.id if defender else None},
        rule="L&L 8.2.6",
    )
    if defender is not None:
        game.emit("ll.attacked", "{0} is attacked", player=1 - player, cards=[defender], rule="L&L 8.2.11.2")
    yield from check_timing(game)
    if defender is None:  # L&L 8.2.10
        if board.attacker(game) is not None:
            processes.destroy_gate(game, 1 - player, slot, by=attacker.id, rule="L&L 8.2.10.2")
        yield from check_timing(game)
        _enter(game, "battle", "end_of_battle")
    else:
        _enter(game, "battle", "intercept")


def intercept_step(game: Game) -> Flow:
    """L&L 8.3: the non-turn player may move any of their Intercept members (not the attacked
    one) to the Intercept Zone, their Soul along (12.2); asked every time."""
    _begin(game, "battle", "intercept")
    player = 1 - game.state.turn_player
    prompt = f"{player_name(player)}: Intercept: choose members to put into the Intercept Zone (or none)"

    def build() -> Decision | None:
        candidates = actions.intercept_candidates(game, player)
        if not candidates:
            return Decision(
                player,
                DecisionKind.ACTION,
                f"{player_name(player)}: Intercept Step",
                (Option("pass", "Do not intercept", "pass"),),
                rule="L&L 8.3.3.2",
                checkpoint=True,
            )
        options = tuple(
            Option(f"card:{i}", game.name_of(i), "card", i, {"zone": key(player, INTERCEPT)})
            for i in candidates
        )
        return Decision(
            player, DecisionKind.SELECT, prompt, options, 0, len(options), rule="L&L 8.3.3.1", checkpoint=True
        )

    answer = yield from loop_point(game, build)
    chosen = (
        []
        if answer is None
        else [o.card for o in answer.options if o.card is not None and o.action == "card"]
    )
    for card_id in chosen:
        moved = game.move(
            card_id,
            key(player, INTERCEPT),
            player=player,
            rule="L&L 8.3.3.1",
            text=f"{player_name(player)} intercepts with {{0}}",
        )
        if moved is not None:
            game.emit("ll.intercept", "{0} intercepts", player=player, cards=[moved], rule="L&L 8.3.5")
    yield from check_timing(game)
    _enter(game, "battle", "logic")


def logic_step(game: Game) -> Flow:
    """L&L 8.4: Logic Definition and Level Boost, the non-turn player first, one action each
    in turn, until both pass in a row (the kernel's alternating passes)."""
    if _begin(game, "battle", "logic"):
        game.set_flag("kernel.priority", None)
    yield from passes(
        game,
        actions=actions.logic_actions,
        perform=actions.logic_perform,
        rule="L&L 8.4.3",
        first=1 - game.state.turn_player,
        prompt="Logic Definition",
        alternate=True,
    )
    _enter(game, "battle", "victory")


def victory_step(game: Game) -> Flow:
    """L&L 8.5: the winner by Power, or by the Paradox Rule in effect; ties to the attacker;
    a losing defending member is Stocked with its Soul."""
    _begin(game, "battle", "victory")
    yield from check_timing(game)
    attacker, defender = board.attacker(game), board.defender(game)
    losers: list[int] = []
    if attacker is not None and defender is not None:
        rule = board.paradox_rule(game) or "power"  # L&L 8.5.3.4.1–2
        a, d = game.number(attacker, rule), game.number(defender, rule)
        winner, loser = (attacker, defender) if a >= d else (defender, attacker)
        game.emit(
            "ll.win",
            f"{{0}} wins the battle ({rule} {max(a, d)} to {min(a, d)})",
            player=winner.controller,
            cards=[winner],
            rule="L&L 8.5.3.4",
        )
        game.emit(
            "ll.lose", "{0} loses the battle", player=loser.controller, cards=[loser], rule="L&L 8.5.3.4.3"
        )
        losers.append(loser.id)
    elif attacker is not None or defender is not None:
        only = attacker or defender
        assert only is not None
        game.emit("ll.win", "{0} wins the battle", player=only.controller, cards=[only], rule="L&L 8.5.3.1")
    yield from check_timing(game)
    defender = board.defender(game)
    if defender is not None and defender.id in losers:
        processes.stock(game, defender.id, rule="L&L 8.5.6")
        yield from processes.interrupts(game)
    yield from check_timing(game)
    _enter(game, "battle", "end_of_battle")


def end_of_battle_step(game: Game) -> Flow:
    """L&L 8.6: face-down paradoxes of the Paradox Zones to the Drop Zone; face-up paradoxes of
    the Battle Zones to the Paradox Zone, every other Battle and Intercept Zone card to the
    Drop Zone; "for the battle" effects end; again while anything is pending (8.6.5)."""
    _begin(game, "battle", "end_of_battle")
    while True:
        game.emit("ll.end_of_battle", "End of the battle", player=game.state.turn_player, rule="L&L 8.6.2")
        yield from check_timing(game)
        for player in (0, 1):
            for card in game.cards_in(key(player, PARADOX_ZONE)):
                if not card.face_up:
                    game.move(card.id, key(card.owner, DROP), rule="L&L 8.6.3")
            for card in game.cards_in(key(player, BATTLE_ZONE)):
                face_up_paradox = card.face_up and board.card_type(game, card) == PARADOX
                to = key(player, PARADOX_ZONE) if face_up_paradox else key(card.owner, DROP)
                game.move(card.id, to, face_up=True if face_up_paradox else None, rule="L&L 8.6.4")
            for card in game.cards_in(key(player, INTERCEPT)):
                game.move(card.id, key(card.owner, DROP), rule="L&L 8.6.4")
        yield from processes.interrupts(game)
        game.end_effects(lambda e: e.until == "end_of_battle")
        resolved = yield from check_timing(game)
        if not resolved and not game.state.pending:
            break
    game.set_flag("ll.battle", None)
    _enter(game, "battle", "declare")


# ====================================================================== the end phase
def end_phase(game: Game) -> Flow:
    """L&L 7.7, repeated from 7.7.2 while anything is pending (7.7.8)."""
    _begin(game, "end")
    player = game.state.turn_player
    while True:
        yield from check_timing(game)
        for owner in (0, 1):  # L&L 7.7.4
            for card in game.cards_in(key(owner, PARADOX_ZONE)):
                game.move(card.id, key(card.owner, DROP), rule="L&L 7.7.4")
        yield from processes.interrupts(game)
        yield from check_timing(game)
        yield from discard_to_hand_limit(game, player, HAND_LIMIT, DROP, "L&L 7.7.6")
        game.end_effects(_ends_with_turn)  # L&L 7.7.7
        resolved = yield from check_timing(game)
        if not resolved and not game.state.pending and game.count(key(player, HAND)) <= HAND_LIMIT:
            break
    _next_turn(game)


def _ends_with_turn(effect: Effect) -> bool:
    return effect.until in ("end_of_turn", "end_of_battle")


def _next_turn(game: Game) -> None:
    state = game.state
    for flag in TURN_FLAGS:
        game.set_flag(flag, None)
    for player in (0, 1):
        game.set_value(key(player, "attack_limit_bonus"), 0)
    state.turn += 1
    state.turn_player = 1 - state.turn_player
    _enter(game, "stand")
