"""Set-up (FoW 403) and the turn (500): draw (502), recovery (503), main (504) and end (505)
phases, each a list of stages: the rules' actions and priority sequences (602–605).

The stage reached inside a phase is the flag ``fow.stage`` (the index of the stage running;
a priority sequence keeps its own place in the kernel's flag), so a game resumed from its state
at any priority carries on where it was and does no action twice. A phase's start event
("at the beginning of …" triggers) is the kernel's phase event, emitted at stage 0.

Flags: ``fow.stage``; ``fow.turn_start`` (the tick at which the turn began: what was in
play before it has been controlled since the start of the turn, 803.3a); ``fow.battle`` (the
battle in progress, ``board.FoWBattle``); turn flags ``fow.called<p>``, ``fow.judged<p>``,
``fow.forfeit``, ``fow.played<p>``, ``fow.played_codes<p>``, ``fow.attacked<p>``; ``fow.decked<p>``
(a failed draw, 1202.2).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from desktop_app.engine.game import Game
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import Effect, Termination
from desktop_app.engine.zones import player_name
from desktop_app.games._procedures import discard_to_hand_limit
from desktop_app.games.force_of_will import battle, board, cards, chase, processes
from desktop_app.games.force_of_will.board import DAMAGE, DECK, FIELD, HAND, RECOVERED, RESTED, STONES, key
from desktop_app.games.force_of_will.zones import ITEM_AREA, RULER_AREA

PHASES = ("draw", "recovery", "main", "end")
PHASE_RULES = {"draw": "FoW 502", "recovery": "FoW 503", "main": "FoW 504", "end": "FoW 505"}
STAGE = "fow.stage"
#: the duration of "doesn't recover during its controller's next recovery phase" (503.5, 1031.2)
NEXT_RECOVERY = "fow.next_recovery"
#: "until the end of your turn" (D132): an effect's ``until``, ended by its controller's turn's end
YOUR_TURN_END = "end_of_your_turn"


def _ends_now(turn_player: int, effect: Effect) -> bool:
    """FoW 505.5b: whether a created effect ends as this turn ends: "until end of turn" (and of
    battle), and (fow-a, wave 12) "until the end of your turn" once a turn of the effect's
    controller ends (this one, or their next if made in the opponent's turn, D132)."""
    return effect.until in ("end_of_turn", "end_of_battle") or (
        effect.until == YOUR_TURN_END and effect.controller == turn_player
    )


START_LIFE = 4000
OPENING_HAND = 5
HAND_SIZE = 7
LIFEBREAK = 4
TURN_FLAGS = (
    "fow.called0",
    "fow.called1",
    "fow.judged0",
    "fow.judged1",
    "fow.forfeit",
    "fow.played0",
    "fow.played1",
    "fow.played_codes0",
    "fow.played_codes1",
    "fow.attacked0",
    "fow.attacked1",
)
PRIORITY = "priority"


def play(game: Game) -> Flow:
    """Run the game from the current state to its end."""
    if game.state.phase == "setup":
        yield from setup(game)
    elif game.state.phase not in PHASES:
        raise ValueError(
            f"a Force of Will game starts in the set-up or one of the phases {', '.join(PHASES)}, "
            f"not {game.state.phase!r}"
        )
    for player in (0, 1):
        if processes.life_key(player) not in game.state.values:
            game.set_value(processes.life_key(player), START_LIFE)
    if game.flag("fow.turn_start") is None:
        game.set_flag("fow.turn_start", game.state.tick())
    while True:
        phase = game.state.phase
        stages = STAGES[phase]
        index = int(game.flag(STAGE, 0))
        while index < len(stages):
            stage = stages[index]
            if isinstance(stage, str):  # PRIORITY
                yield from chase.priority(game)
            else:
                yield from stage(game)
            index += 1
            game.set_flag(STAGE, index)
        yield from _next_phase(game)


def _begin(game: Game) -> Flow:
    phase = game.state.phase
    game.set_phase(phase, rule=PHASE_RULES[phase])
    return
    yield


def _next_phase(game: Game) -> Flow:
    game.set_flag(STAGE, 0)
    phase = game.state.phase
    if phase != "end":
        following = PHASES[PHASES.index(phase) + 1]
        if following == "recovery" and game.state.turn <= 2:
            game.log(
                f"{player_name(game.state.turn_player)} skips the recovery phase (first turn)",
                rule="FoW 503.1",
            )
            following = "main"
        game.state.phase = following
        return
    start_turn(game, game.state.turn + 1, _next_player(game))
    yield from ()


def _next_player(game: Game) -> int:
    """FoW 505.6: the other player's turn comes next, unless an extra turn was taken (1025.1:
    it begins once this turn is over; 1025.2: several one after another); after them, the player
    whose turn would have followed the turn they were taken in (decision D141)."""
    extra: tuple[int, ...] = game.flag(board.EXTRA_TURNS, ())
    after: int | None = game.flag(board.AFTER_EXTRA)
    if extra:
        game.set_flag(board.EXTRA_TURNS, extra[1:] or None)
        if after is None:
            game.set_flag(board.AFTER_EXTRA, 1 - game.state.turn_player)
        game.log(f"{player_name(extra[0])} takes an extra turn", rule="FoW 1025.1")
        return extra[0]
    if after is not None:
        game.set_flag(board.AFTER_EXTRA, None)
        return after
    return 1 - game.state.turn_player


def start_turn(game: Game, turn: int, player: int) -> None:
    """FoW 505.6: the other player's turn begins (or the game ends at the turn limit, an option
    for simulations)."""
    limit = int(game.setup.options.get("turn_limit", 200))
    if turn > limit:
        game.end_game(
            None, f"the turn limit of {limit} turns was reached", "turn_limit option", Termination.TURN_LIMIT
        )
    for name in TURN_FLAGS:
        game.set_flag(name, None)
    game.state.turn, game.state.turn_player = turn, player
    game.state.phase = "draw"
    game.set_flag("fow.turn_start", game.state.tick())


# ====================================================================== set-up (FoW 403)
def setup(game: Game) -> Flow:
    """FoW 403.2–403.6 (and 1415.1c with the Valhalla rules)."""
    for player in (0, 1):
        game.shuffle(key(player, DECK), rule="FoW 403.2")
        game.shuffle(key(player, "stone_deck"), rule="FoW 403.2")
        game.set_value(processes.life_key(player), START_LIFE)
    game.log(f"Both players' life is {START_LIFE}", rule="FoW 403.3")
    choice = str(game.setup.options.get("first_player", "random"))
    first = {"p1": 0, "p2": 1}.get(choice)
    if first is None:
        first = game.random_below(2)
    game.state.first_player = first
    game.log(f"{player_name(first)} is chosen at random to go first", player=first, rule="FoW 403.4")
    second = 1 - first
    ruler = next(iter(game.cards_in(key(second, RULER_AREA))), None)
    will = cards.energize(game.definition(ruler.code)) if ruler is not None else ()
    if will:  # FoW 1119.2: not going first, the player starts with a will coin in the item area
        game.create_card(cards.will_coin_record(will)["code"], second, ITEM_AREA, face_up=True, token=True)
        game.log(f"{player_name(second)} gets a will coin ([Energize])", player=second, rule="FoW 1119.2")
    order = (first, 1 - first)
    for player in order:
        yield from processes.draw(game, player, OPENING_HAND)
    chosen: dict[int, list[int]] = {}
    for player in order:
        chosen[player] = yield from game.choose_cards(
            player,
            game.ids(key(player, HAND)),
            f"{player_name(player)}: choose the cards to change (once; they go to the bottom of your "
            "deck, the first chosen lowest, and you draw as many)",
            maximum=OPENING_HAND,
            up_to=True,
            rule="FoW 403.5",
        )
    for player in order:
        for card_id in reversed(chosen[player]):
            game.move(
                card_id,
                key(player, DECK),
                index=0,
                face_up=False,
                text=f"{player_name(player)} puts {{0}} on the bottom of the deck",
                player=player,
                rule="FoW 403.5",
            )
        yield from processes.draw(game, player, len(chosen[player]))
    if game.setup.options.get("valhalla"):
        for player in order:
            for _ in range(LIFEBREAK):
                top = game.top(key(player, DECK))
                if top is not None:
                    game.move(top.id, key(player, "lifebreak"), rule="FoW 1415.1c")
    start_turn(game, 1, first)


# ====================================================================== phases
def _draw(game: Game) -> Flow:
    """FoW 502.3: the turn player draws a card; not the first player on the first turn."""
    player = game.state.turn_player
    if game.state.turn == 1:
        game.log(f"{player_name(player)} does not draw on the first turn of the game", rule="FoW 502.3")
        return
    yield from processes.draw(game, player, 1)


def _recover(game: Game) -> Flow:
    """FoW 503.4–503.5: all produced will ceases; the turn player recovers what they control
    in the field and their ruler area."""
    board.clear_will(game, "FoW 503.4")
    player = game.state.turn_player
    held: set[int] = set()
    for name in (FIELD, STONES, RULER_AREA):
        for card in game.cards_in(key(player, name)):
            if game.ruleset.abilities.prohibited(game, card, "recover"):  # type: ignore[union-attr]
                held.add(card.id)  # "doesn't recover during the recovery phase"
            elif card.state == RESTED:
                game.set_state(card.id, RECOVERED, rule="FoW 503.5", player=player)
    # "doesn't recover during its controller's next recovery phase": this one was it (1031.2)
    game.end_effects(lambda e: e.until == NEXT_RECOVERY and bool(held & set(e.targets)))
    return
    yield


def _main(game: Game) -> Flow:
    """FoW 504: priority sequences until both pass in a row with an empty chase (605.1b); a
    battle started at main timing runs to its end in between (801)."""
    while True:
        if board.battle(game) is not None:
            yield from battle.run(game)
            continue
        yield from chase.priority(game)
        if board.battle(game) is None:
            return


def _end_of_turn(game: Game) -> Flow:
    game.emit("fow.end_of_turn", "At the end of the turn", player=game.state.turn_player, rule="FoW 505.3")
    return
    yield


def _final_step(game: Game) -> Flow:
    """FoW 505.5, in this order: damage becomes 0, "until end of turn" effects end, will
    ceases, the turn player discards down to the maximum hand size (306.3); with anything
    pending, a priority sequence and the final step again (505.5e)."""
    while True:
        for player in (0, 1):
            for card in game.cards_in(key(player, FIELD)):
                if card.counter(DAMAGE):
                    game.add_counter(card.id, DAMAGE, -card.counter(DAMAGE), rule="FoW 505.5a")
        game.set_flag(processes.DAMAGE_SOURCES, None)  # FoW 505.5a: no damage is left
        game.end_effects(partial(_ends_now, game.state.turn_player))
        processes.control_ends(game)
        board.clear_will(game, "FoW 505.5c")
        yield from discard_to_hand_limit(game, game.state.turn_player, HAND_SIZE, "graveyard", "FoW 505.5d")
        if not game.state.pending:
            return
        yield from chase.priority(game)


STAGES: dict[str, tuple[Callable[[Game], Flow] | str, ...]] = {
    "draw": (_begin, PRIORITY, _draw, PRIORITY),
    "recovery": (_begin, PRIORITY, _recover, PRIORITY),
    "main": (_begin, _main),
    "end": (_begin, PRIORITY, _end_of_turn, PRIORITY, _final_step),
}
