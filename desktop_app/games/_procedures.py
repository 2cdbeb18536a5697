"""Procedures several games share, in the rules' own words."""

from __future__ import annotations

from collections.abc import Callable

from desktop_app.engine.game import Game
from desktop_app.engine.rules import Flow
from desktop_app.engine.zones import player_name, zone_key


def discard_to_hand_limit(game: Game, player: int, limit: int, to: str, rule: str) -> Flow:
    """``player`` chooses cards of their hand beyond ``limit`` and puts them into their zone
    ``to`` (FoW 505.5d into the graveyard, L&L 7.7.6 into the drop zone)."""
    hand = zone_key(player, "hand")
    excess = game.count(hand) - limit
    if excess <= 0:
        return
    discarded = yield from game.choose_cards(
        player,
        lambda: game.ids(hand),
        f"{player_name(player)}: discard {excess} card(s) down to the hand limit of {limit}",
        minimum=excess,
        maximum=excess,
        rule=rule,
    )
    for card_id in discarded:
        game.move(
            card_id,
            zone_key(player, to),
            text=f"{player_name(player)} discards {{0}}",
            player=player,
            rule=rule,
        )


def mulligans(
    game: Game, flag: str, prompt: str, rule: str, redraw: Callable[[Game, int, list[int]], Flow]
) -> Flow:
    """The first player, then the other, chooses any cards of their hand to put back and
    draws again (WS 5.2.1.4, L&L 6.2.1.8); ``redraw`` puts the chosen cards where the game's
    rules say and draws. The goldfish dummy keeps its hand. The players who have decided are
    kept in the flag ``flag`` (cleared at the end), so a flow resumed here asks only the rest."""
    first = game.state.first_player
    for player in (first, 1 - first):
        done: tuple[int, ...] = game.flag(flag, ())
        if player in done:
            continue
        hand = list(game.ids(zone_key(player, "hand")))
        chosen: list[int] = []
        if not game.is_dummy(player):
            chosen = yield from game.choose_cards(
                player,
                hand,
                f"{player_name(player)}: {prompt}",
                maximum=len(hand),
                up_to=True,
                rule=rule,
                checkpoint=True,
            )
        yield from redraw(game, player, chosen)
        game.set_flag(flag, (*done, player))
    game.set_flag(flag, None)
