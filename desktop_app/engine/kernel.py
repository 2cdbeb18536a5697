"""The rules kernel: the timing every game's rules are written against.

Every game's turn is a flow of phases and steps (``Ruleset.play``) that stops at *loop
points*: a check timing, then a question to one player. The kernel is that machinery, the
same for the four games; a game configures it through its ``Ruleset`` (``trigger_order``,
``trigger_order_rule``, ``loop_rule``) and fills in three hooks: ``interrupts``,
``rule_processes`` and ``resolve_trigger``.

- **Check timing** (WS 8.5.1, OP 8-6, FoW 602.1–603, L&L 9.5.3): the interrupt-type rule
  processes that are due, then every check-type rule process at once until none applies, then
  one primed triggered ability, chosen by the game's ``TriggerOrder``, and again until nothing
  is left. Interrupt-type processes (WS refresh and level up, L&L reshuffle) also run the
  moment a cost has been paid (``AbilityEngine.play_ability``), never while it is paid.
  A check timing that found nothing to do is not run again until something changes: any
  change at all (the ``settled`` memo, cleared with every derived value), or, when the game's
  rule processes read nothing but the board (``Ruleset.settles_on_board``), a change to the
  board (``Game.board_changes``) or an ability that triggered.
- **Trigger order**: ``PLAYER_CHOICE`` (WS 8.5.1.2, L&L 9.5.3.2, FoW 603.1: the turn player
  plays one of theirs, choosing which, and only when they have none the other player does;
  FoW's ``resolve_trigger`` puts it onto the chase, with rule processes between each);
  ``BATCHES`` (OP 8-6: abilities that triggered together form a batch; the turn player's of
  the oldest batch first, in the order they choose, then the other player's; abilities that
  trigger meanwhile join a later batch, at the back).
- **Loop points** (``loop_point``, ``choose_option``, ``play_timing``): a check timing, then
  the question; a manual action while it is asked changes the table, so the check timing runs
  again and the question is built anew (WS 8.5.2.2). A decision asked there is a checkpoint:
  the flow resumes at it from the state alone.
- **Alternating passes** (``passes``: FoW 605 priority over the chase, L&L 8.4 Logic
  Definition): the holder acts (and acts again) or passes; two passes in a row resolve the
  top ``StackObject`` and give the turn player priority, or, with nothing to resolve, end the
  sequence. Stack objects are typed, saved and seen by both seats; their targets are checked
  again when they resolve (``still_legal``).
- **Bounds**: every event, ability played and script step is work (``Game.spend``); a choice
  whose work passes ``MAX_WORK_PER_CHOICE`` without anyone being able to answer otherwise is a
  loop nobody can stop, and the game is a draw at once (WS 11.1.1.1, OP 11-1-1, FoW 1301.2,
  L&L 12.1.1).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from typing import TYPE_CHECKING

from desktop_app.engine.decisions import Decision, DecisionKind, Option
from desktop_app.engine.rules import CHECK_HOOKS, Flow
from desktop_app.engine.state import PendingTrigger, StackObject
from desktop_app.engine.zones import player_name

if TYPE_CHECKING:
    from desktop_app.engine.game import Game

PASS = Option("pass", "Pass", "pass")

Actions = Callable[["Game", int], Sequence[Option]]
Perform = Callable[["Game", int, Option], Flow]


class TriggerOrder(StrEnum):
    """How a check timing picks the next primed ability (see the module docstring)."""

    PLAYER_CHOICE = "player_choice"
    BATCHES = "batches"


# ====================================================================== check timing
def check_timing(game: Game) -> Flow:
    """A check timing (see the module docstring); returns whether any rule process or
    triggered ability happened (the WS End Phase repeats if one did, M 6.8.1.5)."""
    if game.settled() or (game.settled_board == game.board_changes and not game.state.pending):
        return False  # nothing it reads changed since a check timing found nothing to do
    interrupts, rule_processes, settles_on_board = game.derived[CHECK_HOOKS]
    happened = False
    while True:
        yield from interrupts(game)
        while (yield from rule_processes(game)):
            happened = True
            yield from interrupts(game)
        pending = yield from next_pending(game)
        if pending is None:
            game.mark_settled()
            game.settled_board = game.board_changes if settles_on_board(game) else -1
            return happened
        happened = True
        game.state.trigger_batch += 1  # what triggers while this resolves comes after the rest
        game.spend()
        yield from game.ruleset.resolve_trigger(game, pending)


def next_pending(game: Game) -> Flow:
    """Take the next primed ability off the state's list, by the game's ``trigger_order``,
    asking its controller which when they have several to choose from."""
    if not game.state.pending:
        return None
    tp = game.state.turn_player
    for player in (tp, 1 - tp):
        mine = _eligible(game, player)
        if not mine:
            continue
        chosen = mine[0]
        if len(mine) > 1:

            def options(player: int = player) -> list[Option]:
                return [Option(f"trigger:{p.id}", p.name, "trigger", p.card) for p in _eligible(game, player)]

            option = yield from game.choose_action(
                player,
                options,
                f"{player_name(player)}: choose which triggered ability to play next",
                rule=game.ruleset.trigger_order_rule,
            )
            chosen = next(p for p in game.state.pending if f"trigger:{p.id}" == option.key)
        game.state.pending.remove(chosen)
        return chosen
    return None


def _eligible(game: Game, player: int) -> list[PendingTrigger]:
    """``player``'s primed abilities that may be played next: all of them, or with
    ``BATCHES`` those of the oldest batch."""
    pending = game.state.pending
    if game.ruleset.trigger_order == TriggerOrder.BATCHES and pending:
        oldest = min(p.batch for p in pending)
        pending = [p for p in pending if p.batch == oldest]
    return [p for p in pending if p.controller == player]


# ====================================================================== phases and steps
Step = Callable[["Game"], Flow]


def begin(at: str, game: Game, phase: str, step: str = "", rule: str = "") -> bool:
    """The start of a phase or step: it is announced (its start triggers fire), unless the flow
    resumes after that, which the game's flag ``at`` remembers; returns whether it began now."""
    point = f"{phase}.{step}" if step else phase
    if game.flag(at) == point:
        return False
    game.set_phase(phase, step, rule=rule)
    game.set_flag(at, point)
    return True


def enter(at: str, game: Game, phase: str, step: str = "") -> None:
    """Move on to a phase or step; it begins (``begin``) when its flow runs."""
    game.state.phase, game.state.step = phase, step
    game.set_flag(at, None)


def run_phases(game: Game, phases: Mapping[str, Step], title: str) -> Flow:
    """Run the turn from whatever phase the state is in: each phase procedure moves the game on
    to the next phase (the game ends by ``Game.end_game``). A flow resumed from a checkpoint
    starts here and finds its place from the state alone."""
    while True:
        procedure = phases.get(game.state.phase)
        if procedure is None:
            raise ValueError(f"{title} has no phase {game.state.phase!r}; phases: setup, {', '.join(phases)}")
        yield from procedure(game)


def run_steps(game: Game, phase: str, steps: Mapping[str, Step]) -> Flow:
    """Run the steps of ``phase`` while the game is in it, from the step the state names (the
    first when it names none); each step procedure moves the game to the next step or phase."""
    first = next(iter(steps))
    while game.state.phase == phase:
        step = game.state.step or first
        procedure = steps.get(step)
        if procedure is None:
            raise ValueError(f"the {phase} phase has no step {step!r}; steps: {', '.join(steps)}")
        yield from procedure(game)


# ====================================================================== loop points
def loop_point(game: Game, build: Callable[[], Decision | None]) -> Flow:
    """Ask a checkpoint decision: a check timing first (WS 8.5.2.1), and again after a manual
    action changed the table (the player acted, so a check timing comes before their play
    timing again, WS 8.5.2.2). A flow resumed from the state at the decision therefore asks
    the same. Returns the answer, or ``None`` when ``build`` finds nothing worth asking."""
    yield from check_timing(game)
    return (yield from game.ask(build, refresh=lambda: check_timing(game)))


def choose_option(
    game: Game,
    player: int,
    options: Callable[[], Sequence[Option]],
    prompt: str,
    rule: str,
    *,
    lone_pass: bool = True,
) -> Flow:
    """A loop-point choice of one option; returns the chosen ``Option`` (``PASS`` without
    asking when it is the only option and ``lone_pass`` is false)."""

    def build() -> Decision | None:
        current = tuple(options())
        if len(current) == 1 and not lone_pass:
            return None
        return Decision(player, DecisionKind.ACTION, prompt, current, rule=rule, checkpoint=True)

    answer = yield from loop_point(game, build)
    return PASS if answer is None else answer.option


def play_timing(game: Game, player: int, actions: Actions, perform: Perform, prompt: str, rule: str) -> Flow:
    """Play timing, again after each action, until the player passes (WS 8.5.2.2, OP 6-5-2,
    L&L 9.5.2). ``actions`` must offer a ``pass``."""
    while True:
        option = yield from choose_option(game, player, lambda: actions(game, player), prompt, rule)
        if option.action == "pass":
            return
        yield from perform(game, player, option)


# ====================================================================== alternating passes
PRIORITY = "kernel.priority"


def passes(
    game: Game,
    *,
    actions: Actions,
    perform: Perform,
    rule: str,
    resolve: Callable[[Game, StackObject], Flow] | None = None,
    first: int | None = None,
    prompt: str = "you have priority",
    passing: Callable[[Game, int], str] | None = None,
    alternate: bool = False,
) -> Flow:
    """Alternating passes (see the module docstring). ``actions`` are the holder's options
    (a ``pass`` is added); ``perform`` carries one out (the same player then acts again,
    FoW 605.1); ``resolve`` resolves the top stack object once both passed in a row (FoW
    605.2), after which the turn player holds priority; without ``resolve`` or with an empty
    stack, two passes in a row end the sequence. ``first`` holds priority first (default: the
    turn player). Who holds priority and how many passed are kept in the flag
    ``kernel.priority``, so every question here is a checkpoint.

    ``passing`` tells, for the holder, ``ask`` (the default), ``auto`` (they pass without
    being asked: a player's own setting when they have nothing to do) or ``never`` (they may
    not pass now: FoW 712.2, a forced attack). ``perform`` returning ``False`` marks a move
    that is no action (FoW 907.3: producing will) and leaves the run of passes as it was.
    With ``alternate`` the other player holds priority after an action as well as after a
    pass (L&L 8.4.3–8.4.7: one action each in turn)."""
    holder, passed = game.flag(PRIORITY, (game.state.turn_player if first is None else first, 0))
    while True:
        game.set_flag(PRIORITY, (holder, passed))

        def options(player: int = holder) -> list[Option]:
            rule_of = "ask" if passing is None else passing(game, player)
            return [*actions(game, player), *((PASS,) if rule_of != "never" else ())]

        option: Option | None = None
        if passing is not None and passing(game, holder) == "auto":
            yield from check_timing(game)  # what it plays may give the holder something to do
            if passing(game, holder) == "auto":
                option = PASS
        if option is None:
            option = yield from choose_option(game, holder, options, f"{player_name(holder)}: {prompt}", rule)
        if game.state.outcome is not None:
            return
        if option.action != "pass":
            acted = yield from perform(game, holder, option)
            if acted is not False:
                passed = 0
                if alternate:
                    holder = 1 - holder
            continue
        passed += 1
        if passed < 2:
            holder = 1 - holder
            continue
        if resolve is None or not game.state.stack:
            game.set_flag(PRIORITY, None)
            return
        top = game.state.stack.pop()
        game.spend()
        yield from resolve(game, top)
        holder, passed = game.state.turn_player, 0


def push(game: Game, item: StackObject, text: str = "") -> None:
    """Put ``item`` on top of the stack (FoW 903.2b: the chase), in the log for both seats."""
    game.state.stack.append(item)
    game.emit(
        "stack",
        text or f"{player_name(item.controller)} puts {item.name} onto the stack",
        player=item.controller,
        data={"object": item.id},
    )


def still_legal(game: Game, item: StackObject, legal: Callable[[int], bool] | None = None) -> tuple[int, ...]:
    """The targets of ``item`` that are still legal as it resolves (FoW 903.3a): still the
    same objects (a card that changed zones is a new object) and, with ``legal``, still
    meeting the targeting condition."""
    return tuple(t for t in item.targets if game.get(t) is not None and (legal is None or legal(t)))


def top_and_bottom(
    game: Game,
    player: int,
    looked: Sequence[int],
    deck: str,
    name: str,
    rules: tuple[str, str],
    source: int | None = None,
    only_top: bool = False,
) -> Flow:
    """Put each of ``looked`` (top cards of ``deck`` that ``player`` is looking at) on the top or
    at the bottom of the deck, each group in the order that player chooses (OP 11-3-2, FoW
    1034.1 Foresee); only that player learns the order. ``rules``: the rule of the choice and
    that of the moves. ``only_top``: all go back on top, in the order chosen."""
    options = [Option(f"card:{i}", game.name_of(game.card(i)), "card", i) for i in looked]
    top = list(looked)
    if not only_top:
        top = yield from game.choose_cards(
            player,
            list(looked),
            f"{name}: choose the cards to keep on top (the others go to the bottom)",
            maximum=len(looked),
            up_to=True,
            source=source,
            rule=rules[0],
        )
    first_on_top = yield from game.order(
        player,
        [o for o in options if o.card in top],
        f"{name}: order the top cards (the first on top)",
        source=source,
    )
    first_at_bottom = yield from game.order(
        player,
        [o for o in options if o.card not in top],
        f"{name}: order the bottom cards (the first at the bottom)",
    )
    game.conceal(list(looked))
    for option in reversed(first_on_top):
        game.move(option.card, deck, face_up=False, player=player, rule=rules[1])
    for option in reversed(first_at_bottom):
        game.move(option.card, deck, index=0, face_up=False, player=player, rule=rules[1])
