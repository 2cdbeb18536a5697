"""Timing: when players may act, and how a stack of spells and abilities resolves.

The four games use two timing models, and both are here:

- **Play timing with check timings, no stack** (Weiß Schwarz M 8.5, Luck & Logic 9.5,
  ONE PIECE 6-5-2 and 8-6). One player at a time may act; before every play timing a check
  timing runs rule processes and then the primed triggered abilities
  (``AbilityEngine.check_timing``). ``play_timing`` is that loop: check timing, ask the
  player for one action, carry it out, and again until they pass (or, with ``once``, after
  a single action: the WS climax and counter steps, M 6.6.1.2.2, 7.4.1.2).
- **Priority with a stack** (Force of Will 602–605, the chase). Both players take turns
  holding priority; each sequence starts with rule processes and automatic abilities; an
  action keeps priority with its player, a pass hands it over, two passes in a row resolve
  the top of the stack (then the turn player gets priority) or, with an empty stack, end the
  sequence. ``priority_sequence`` is that loop, with the stack a shared ordered zone whose
  top is the last card.

Both loops keep their position (who holds priority, how many passed) in the state's flags,
so a decision inside them is a checkpoint: the flow can be resumed from the state alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from desktop_app.engine.decisions import Option
from desktop_app.engine.rules import Flow
from desktop_app.engine.zones import player_name

if TYPE_CHECKING:
    from desktop_app.engine.game import Game

Actions = Callable[["Game", int], Sequence[Option]]
Perform = Callable[["Game", int, Option], Flow]
Step = Callable[["Game"], Flow]

PASS = Option("pass", "Pass", "pass")


def play_timing(
    game: Game,
    player: int,
    *,
    check_timing: Step,
    actions: Actions,
    perform: Perform,
    prompt: str,
    rule: str = "",
    once: bool = False,
) -> Flow:
    """Give ``player`` play timing until they pass (WS 8.5.2.2: after an action the same
    player gets play timing again). ``actions`` must include a pass option (action
    ``pass``). Returns the last option taken."""
    while True:
        yield from check_timing(game)
        option = yield from game.choose_action(
            player,
            lambda: actions(game, player),
            prompt,
            rule=rule,
            checkpoint=True,
            refresh=lambda: check_timing(game),
        )
        if option is None or option.action == "pass":
            return option
        yield from perform(game, player, option)
        if once:
            yield from check_timing(game)
            return option


def priority_sequence(
    game: Game,
    *,
    stack: str,
    before_action: Step,
    actions: Actions,
    perform: Perform,
    resolve_top: Step,
    rule: str = "FoW 602",
) -> Flow:
    """One priority sequence (FoW 602–605).

    Args:
        stack: the key of the shared stack zone (the chase); its last card is the top.
        before_action: rule processes and automatic abilities (FoW 602.1, 603); runs
            before every priority decision.
        actions: the options of the priority holder; ``pass`` is added.
        perform: carry out a non-pass option (the same player keeps priority, 605.1).
        resolve_top: resolve the top of the stack (605.2).
    """
    holder, passes = game.flag("priority", (game.state.turn_player, 0))
    while True:
        game.set_flag("priority", (holder, passes))
        yield from before_action(game)
        if game.state.outcome is not None:
            return
        holder, passes = game.flag("priority", (holder, passes))

        def options(player: int = holder) -> list[Option]:
            return [*actions(game, player), PASS]

        option = yield from game.choose_action(
            holder, options, f"{player_name(holder)}: you have priority", rule=rule, checkpoint=True
        )
        if option.action != "pass":
            yield from perform(game, holder, option)
            passes = 0
            continue
        passes += 1
        if passes < 2:
            holder = 1 - holder
            continue
        if not game.ids(stack):
            game.set_flag("priority", None)
            return
        yield from resolve_top(game)
        holder, passes = game.state.turn_player, 0
