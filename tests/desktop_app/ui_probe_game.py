"""A tiny test game that asks every kind of decision, for the table's decision tests.

Zones: library (pile), hand (fan), field (two slots in a row), grave (pile). On each turn
the player may pass, play a hand card to a field slot (options carry ``zone`` and
``slot``), or ask for a decision of each kind (select, order, yes/no, number, slot).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop_app.engine.cards import CardDef
from desktop_app.engine.decisions import DecisionKind, Option
from desktop_app.engine.decks import DeckList
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.rules import Flow, Ruleset
from desktop_app.engine.zones import SlotSpec, Visibility, ZoneSpec, player_name, zone_key

ZONES = (
    ZoneSpec(
        "library", "Library", visibility=Visibility.HIDDEN, face_up=False, display="pile", layout=(0, 1, 1, 1)
    ),
    ZoneSpec("hand", "Hand", visibility=Visibility.OWNER, ordered=False, display="fan", layout=(1, 2, 4, 1)),
    ZoneSpec(
        "field",
        "Field",
        ordered=False,
        slots=(SlotSpec("L", "front", 0), SlotSpec("R", "front", 1)),
        states=("stand", "rest", "reverse"),
        display="slots",
        layout=(1.5, 0, 2, 1),
    ),
    ZoneSpec("grave", "Grave", display="pile", layout=(5, 1, 1, 1)),
)


class ProbeRules(Ruleset):
    game_id = "probe"
    title = "Probe"
    zones = ZONES
    phases = ("main", "end")

    def card_from_record(self, record: Mapping[str, Any]) -> CardDef:
        return CardDef(str(record["code"]), str(record["name"]), "thing", record=dict(record))

    def play(self, game: Game) -> Flow:
        if game.state.phase == "setup":
            for player in (0, 1):
                for _ in range(3):
                    top = game.top(zone_key(player, "library"))
                    assert top is not None
                    game.move(top.id, zone_key(player, "hand"))
            game.state.turn = 1
            game.set_phase("main")
        while True:
            player = game.state.turn_player
            option = yield from game.choose_action(
                player, lambda p=player: self.actions(game, p), f"{player_name(player)}: act", checkpoint=True
            )
            if option.action == "pass":
                game.state.turn += 1
                game.state.turn_player = 1 - player
                game.set_phase("main")
            elif option.action == "play":
                game.move(option.card, zone_key(player, "field"), slots=(option.args["slot"],))
            elif option.key == "ask-select":
                hand = [c.id for c in game.cards_in(zone_key(player, "hand"))]
                chosen = yield from game.choose_cards(
                    player, hand, "Choose up to two cards", minimum=1, maximum=2
                )
                for card in chosen:
                    game.move(card, zone_key(player, "grave"))
            elif option.key == "ask-order":
                options = [Option("a", "First ability", "order"), Option("b", "Second ability", "order")]
                ordered = yield from game.order(player, options, "Order the abilities")
                game.log(" then ".join(o.label for o in ordered))
            elif option.key == "ask-yes-no":
                yes = yield from game.yes_no(player, "Do it?")
                game.log("yes" if yes else "no")
            elif option.key == "ask-number":
                number = yield from game.choose_number(player, 0, 5, "How many?")
                game.log(f"number {number}")
            elif option.key == "ask-many":
                # a card's worth of abilities on each hand card, twice over: more buttons than
                # fit in a row, with labels that repeat (the decision bar must name the cards)
                hand = game.cards_in(zone_key(player, "hand"))
                many = [
                    Option(f"many:{card.id}:{n}", f"Ability {n} of a long-named card", "ability", card.id)
                    for n in range(8)
                    for card in hand
                ]
                picked = yield from game.choose_action(
                    player, [*many, Option("pass", "None", "pass")], "Pick"
                )
                game.log(f"picked {picked.key}")
            elif option.key == "ask-slot":
                places = [
                    Option(
                        f"slot:{s}", f"Slot {s}", "slot", None, {"zone": zone_key(player, "field"), "slot": s}
                    )
                    for s in ("L", "R")
                ]
                place = yield from game.choose_action(
                    player, places, "Choose a place", kind=DecisionKind.SLOT
                )
                game.log(f"place {place.args['slot']}")

    def actions(self, game: Game, player: int) -> list[Option]:
        options = [
            Option("pass", "End the turn", "pass"),
            Option("ask-select", "Ask a selection", "ask"),
            Option("ask-order", "Ask an order", "ask"),
            Option("ask-yes-no", "Ask yes or no", "ask"),
            Option("ask-number", "Ask a number", "ask"),
            Option("ask-slot", "Ask a place", "ask"),
            Option("ask-many", "Ask among many", "ask"),
        ]
        field = zone_key(player, "field")
        taken = {slot for card in game.cards_in(field) for slot in card.slots}
        for card in game.cards_in(zone_key(player, "hand")):
            for slot in ("L", "R"):
                if slot not in taken:
                    options.append(
                        Option(
                            f"play:{card.id}:{slot}",
                            f"Play {game.name_of(card)} to {slot}",
                            "play",
                            card.id,
                            {"zone": field, "slot": slot},
                        )
                    )
        return options


def probe_game(seed: int = 1) -> Game:
    rules = ProbeRules()
    cards = [rules.card_from_record({"code": f"PR-{i}", "name": f"Probe {i}"}) for i in range(1, 7)]
    deck = DeckList("probe", {"main": tuple(cards)})
    return Game(rules, GameSetup("probe", "1", (deck, deck), seed=seed))
