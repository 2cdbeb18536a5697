"""Procedures several games share, in the rules' own words."""

from __future__ import annotations

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
