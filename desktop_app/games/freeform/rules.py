"""Freeform: zones only, no rules. The engine core driven end to end.

Each player has a library, a hand, a table, a discard pile and a removed area. The game
shuffles both libraries, deals each player an opening hand (option ``opening_hand``, 7) and
then hands turns back and forth. On their turn a player may draw, play a card from hand to
the table, discard a card, or end the turn; everything else is done with the manual actions
(move, flip, turn, counters, reveal, shuffle, roll, concede). A game ends by concession, or
as a draw after ``turn_limit`` turns (default 40) so that simulations finish.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from desktop_app.engine.cards import CardDef, StatValue
from desktop_app.engine.decisions import Option
from desktop_app.engine.decks import DeckList, DeckProblem, DrawPlan
from desktop_app.engine.game import Game
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import Termination
from desktop_app.engine.zones import Visibility, ZoneSpec, player_name, zone_key
from desktop_app.games._resources import ShippedDemos, game_facts

ZONES = (
    ZoneSpec(
        "library", "Library", visibility=Visibility.HIDDEN, face_up=False, display="pile", layout=(0, 1, 1, 1)
    ),
    ZoneSpec("hand", "Hand", visibility=Visibility.OWNER, ordered=False, display="fan", layout=(1, 2, 7, 1)),
    ZoneSpec(
        "table", "Table", ordered=False, states=("upright", "turned"), display="row", layout=(1, 0, 7, 2)
    ),
    ZoneSpec("discard", "Discard pile", display="pile", layout=(8, 1, 1, 1)),
    ZoneSpec("removed", "Removed", display="pile", layout=(8, 0, 1, 1)),
)

FACTS = game_facts("freeform")


class FreeformRules(ShippedDemos):
    """A table with zones and no rules (see the module docstring)."""

    game_id = "freeform"
    title = FACTS.title
    deck_sections = FACTS.sections
    rules_version = "1"
    zones = ZONES
    phases = ("turn",)
    options: Mapping[str, Any] = {"opening_hand": 7, "turn_limit": 40}
    draw_plan = DrawPlan(options["opening_hand"], 1, False, "the freeform option opening_hand")

    def card_from_record(self, record: Mapping[str, Any]) -> CardDef:
        fields = record.get("fields") or {}
        stats: dict[str, StatValue] = {
            k: (tuple(v) if isinstance(v, list) else v)
            for k, v in fields.items()
            if isinstance(v, (int, str, list)) and not isinstance(v, bool)
        }
        return CardDef(
            code=str(record["code"]),
            name=str(record.get("name") or record["code"]),
            type=str(record.get("type") or "card"),
            colours=tuple(record.get("colours") or ()),
            stats=stats,
            text=str(record.get("text") or ""),
            record=dict(record),
        )

    def validate_deck(self, deck: DeckList) -> list[DeckProblem]:
        if not deck.section("main"):
            return [DeckProblem("the deck is empty", "freeform", "main")]
        return []

    def play(self, game: Game) -> Flow:
        options = {**self.options, **game.setup.options}
        if game.state.phase == "setup":
            for player in (0, 1):
                game.shuffle(zone_key(player, "library"))
            for player in (0, 1):
                for _ in range(int(options["opening_hand"])):
                    draw(game, player)
            game.state.turn = 1
            game.set_phase("turn")
        while True:
            player = game.state.turn_player
            if game.state.turn > int(options["turn_limit"]):
                game.end_game(
                    None,
                    f"the turn limit of {options['turn_limit']} turns was reached",
                    "freeform",
                    Termination.TURN_LIMIT,
                )
            choice = yield from game.choose_action(
                player,
                partial(self.turn_actions, game, player),
                f"{player_name(player)}: your turn",
                checkpoint=True,
            )
            if choice.action == "draw":
                draw(game, player)
            elif choice.action == "play":
                game.move(
                    choice.card,
                    zone_key(player, "table"),
                    text=f"{player_name(player)} plays {{0}}",
                    player=player,
                )
            elif choice.action == "discard":
                game.move(
                    choice.card,
                    zone_key(player, "discard"),
                    text=f"{player_name(player)} discards {{0}}",
                    player=player,
                )
            elif choice.action == "pass":
                game.end_effects(lambda e: e.until == "end_of_turn")
                game.state.turn += 1
                game.state.turn_player = 1 - player
                game.set_phase("turn")

    def turn_actions(self, game: Game, player: int) -> list[Option]:
        options = [Option("pass", "End the turn", "pass")]
        if game.count(zone_key(player, "library")):
            options.append(Option("draw", "Draw a card", "draw"))
        table = zone_key(player, "table")
        for card in game.cards_in(zone_key(player, "hand")):
            name = game.name_of(card)
            options.append(Option(f"play:{card.id}", f"Play {name}", "play", card.id, {"zone": table}))
            options.append(
                Option(
                    f"discard:{card.id}",
                    f"Discard {name}",
                    "discard",
                    card.id,
                    {"zone": zone_key(player, "discard")},
                )
            )
        return options


def draw(game: Game, player: int) -> None:
    """Move the top card of ``player``'s library to their hand, if there is one."""
    top = game.top(zone_key(player, "library"))
    if top is not None:
        game.move(top.id, zone_key(player, "hand"), text=f"{player_name(player)} draws {{0}}", player=player)
