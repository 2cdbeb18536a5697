"""Tiny scripted games for testing the rules kernel and its ability framework.

Zones: deck (hidden), hand (owner), field (public; ``up``/``tapped``), grave (public). A
turn: a play timing where the turn player plays cards from hand to the field (paying
``cost`` from the game value ``pN.mana``, refilled to 5 each turn), activates abilities, or
passes; passing ends the turn. ``ToyRules`` orders triggered abilities by the turn player's
choice (as WS), ``BatchRules`` in batches (as ONE PIECE), ``StackRules`` adds a stack with
priority passing (as the FoW chase). Nobody wins: the game is drawn after ``turn_limit`` turns.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop_app.engine.abilities import AbilityEngine, Context
from desktop_app.engine.cards import Card, CardDef, StatValue
from desktop_app.engine.decisions import Option
from desktop_app.engine.decks import DeckList
from desktop_app.engine.events import Event
from desktop_app.engine.game import Game, GameSetup
from desktop_app.engine.kernel import TriggerOrder, passes, play_timing, push
from desktop_app.engine.position import Placement, Position
from desktop_app.engine.rules import Flow, Ruleset
from desktop_app.engine.script import CostAtom, Interpreter
from desktop_app.engine.state import StackObject, Termination
from desktop_app.engine.zones import Visibility, ZoneSpec, zone_key


def _mana_can(ctx: Context, atom: Mapping[str, Any]) -> bool:
    return ctx.game.value(f"p{ctx.controller + 1}.mana") >= int(atom["mana"])


def _mana_pay(ctx: Context, atom: Mapping[str, Any]) -> Flow:
    key = f"p{ctx.controller + 1}.mana"
    ctx.game.set_value(key, ctx.game.value(key) - int(atom["mana"]))
    return True
    yield


def _discard_can(ctx: Context, atom: Mapping[str, Any]) -> bool:
    return ctx.game.count(zone_key(ctx.controller, "hand")) >= int(atom["discard"])


def _discard_pay(ctx: Context, atom: Mapping[str, Any]) -> Flow:
    game = ctx.game
    chosen = yield from game.choose_cards(
        ctx.controller,
        game.ids(zone_key(ctx.controller, "hand")),
        "discard",
        minimum=int(atom["discard"]),
        maximum=int(atom["discard"]),
    )
    for card_id in chosen:
        game.move(card_id, zone_key(ctx.controller, "grave"))
    return len(chosen) == int(atom["discard"])


def _tap_can(ctx: Context, atom: Mapping[str, Any]) -> bool:
    card = ctx.source_card()
    return card is not None and card.state == "up"


def _tap_pay(ctx: Context, atom: Mapping[str, Any]) -> Flow:
    assert ctx.source is not None
    ctx.game.set_state(ctx.source, "tapped")
    return True
    yield


def _fail_pay(ctx: Context, atom: Mapping[str, Any]) -> Flow:
    """A cost that looks payable but fails when paid (to test all-or-nothing)."""
    return False
    yield


class ToyRules(Ruleset):
    game_id = "toy"
    title = "Toy"
    zones = (
        ZoneSpec("deck", "Deck", visibility=Visibility.HIDDEN, face_up=False),
        ZoneSpec("hand", "Hand", visibility=Visibility.OWNER, ordered=False),
        ZoneSpec("field", "Field", ordered=False, states=("up", "tapped")),
        ZoneSpec("grave", "Grave"),
    )
    library_zone = "deck"
    options: Mapping[str, Any] = {"turn_limit": 6}
    trigger_order = TriggerOrder.PLAYER_CHOICE
    trigger_order_rule = "WS 8.5.1.2"
    replacement_rule = "FoW 910.2"
    loop_rule = "WS 11.1.1.1"

    def __init__(self) -> None:
        interp = Interpreter()
        interp.costs["mana"] = CostAtom(_mana_can, _mana_pay)
        interp.costs["discard"] = CostAtom(_discard_can, _discard_pay)
        interp.costs["tap"] = CostAtom(_tap_can, _tap_pay)
        interp.costs["fail"] = CostAtom(lambda ctx, atom: True, _fail_pay)
        self.interp = interp
        self.abilities = self.engine = AbilityEngine(
            interp, default_zones={"unit": ("field",)}, play_zones=("field",)
        )

    def card_from_record(self, record: Mapping[str, Any]) -> CardDef:
        fields = record.get("fields", {})
        return CardDef(
            code=record["code"],
            name=record["name"],
            type=record.get("type", "unit"),
            stats=dict(fields),
            abilities=self.interp.load(record.get("script"), record["code"]),
            record=record,
        )

    def setup_state(self, game: Game) -> None:
        for player, deck in enumerate(game.setup.decks):
            for card in deck.section("main"):
                game.create_card(card.code, player, "deck")

    def stat(self, game: Game, card: Card, name: str) -> StatValue:
        return self.engine.stat(game, card, name)

    def on_event(self, game: Game, event: Event) -> None:
        self.engine.prime(game, event)

    def rule_processes(self, game: Game) -> Flow:
        """Units with power 0 or less go to the grave (like WS 9.5)."""
        doomed: list[int] = []
        for player in (0, 1):
            for card in game.cards_in(zone_key(player, "field")):
                if game.definition(card.code).stat("power") is not None and game.number(card, "power") <= 0:
                    doomed.append(card.id)
        for card_id in doomed:
            card = game.card(card_id)
            grave = zone_key(card.owner, "grave")
            proposed = Event("move", "", cards=(card_id,), data={"from": card.zone, "to": grave})
            if not (yield from self.engine.replace(game, proposed, card.controller)):
                game.move(card_id, grave)
        return bool(doomed)

    def play(self, game: Game) -> Flow:
        options = {**self.options, **game.setup.options}
        if game.state.phase == "setup":
            game.state.turn = 1
            game.set_phase("main")
            game.set_value("p1.mana", 5)
        while True:
            if game.state.turn > int(options["turn_limit"]):
                game.end_game(None, "turn limit", "toy", Termination.TURN_LIMIT)
            player = game.state.turn_player
            yield from play_timing(game, player, self.actions, self.perform, "your move", "")
            game.end_effects(lambda e: e.until == "end_of_turn")
            game.state.turn += 1
            game.state.turn_player = 1 - player
            game.set_value(f"p{2 - player}.mana", 5)
            game.set_phase("main")

    def actions(self, game: Game, player: int) -> list[Option]:
        options = [Option("pass", "Pass", "pass")]
        mana = game.value(f"p{player + 1}.mana")
        for card in game.cards_in(zone_key(player, "hand")):
            if game.definition(card.code).number("cost") <= mana:
                options.append(
                    Option(
                        f"play:{card.id}",
                        f"Play {game.name_of(card)}",
                        "play",
                        card.id,
                        {"zone": zone_key(player, "field")},
                    )
                )
        for card, ability in self.engine.activatable(game, player, "main"):
            options.append(
                Option(
                    f"act:{card.id}:{ability.index}",
                    f"Use {game.name_of(card)}",
                    "activate",
                    card.id,
                    {"ability": ability.index},
                )
            )
        return options

    def perform(self, game: Game, player: int, option: Option) -> Flow:
        assert option.card is not None
        card = game.card(option.card)
        if option.action == "play":
            key = f"p{player + 1}.mana"
            game.set_value(key, game.value(key) - game.definition(card.code).number("cost"))
            game.move(card.id, zone_key(player, "field"), player=player)
        elif option.action == "activate":
            ability = game.definition(card.code).abilities[int(option.args["ability"])]
            yield from self.engine.play_ability(game, player, card.id, card.code, ability)


def toy_card(
    code: str,
    name: str,
    *,
    cost: int = 0,
    power: int | None = None,
    script: list[Any] | None = None,
    rules: ToyRules | None = None,
) -> CardDef:
    fields: dict[str, Any] = {"cost": cost}
    if power is not None:
        fields["power"] = power
    return (rules or ToyRules()).card_from_record(
        {"code": code, "name": name, "type": "unit", "fields": fields, "script": script or []}
    )


class BatchRules(ToyRules):
    """The toy game with triggered abilities played in batches (as ONE PIECE, OP 8-6)."""

    game_id = "toy-batches"
    trigger_order = TriggerOrder.BATCHES
    trigger_order_rule = "OP 8-6-1"


class StackRules(ToyRules):
    """The toy game with a stack and priority passing (like the FoW chase, FoW 602–605):
    whoever holds priority may cast a card from hand; it goes to the shared stack zone with a
    stack object for it; two passes in a row resolve the top object (its card goes to its
    owner's grave) or, with an empty stack, end the turn."""

    game_id = "toy-stack"
    zones = (*ToyRules.zones, ZoneSpec("stack", "Stack", shared=True))
    #: alternating passes (L&L 8.4): no resolution, the non-turn player first
    alternate = False

    def play(self, game: Game) -> Flow:
        if game.state.phase == "setup":
            game.state.turn = 1
            game.set_phase("main")
        while True:
            if game.state.turn > 4:
                game.end_game(None, "turn limit", "toy", Termination.TURN_LIMIT)
            yield from passes(
                game,
                actions=self.stack_actions,
                perform=self.cast,
                resolve=None if self.alternate else self.resolve_top,
                rule="L&L 8.4.3" if self.alternate else "FoW 602",
                first=1 - game.state.turn_player if self.alternate else None,
                passing=self.passing,
                alternate=self.alternate,
            )
            game.state.turn += 1
            game.state.turn_player = 1 - game.state.turn_player
            game.set_phase("main")

    def passing(self, game: Game, player: int) -> str:
        """Whether ``player`` is asked (``ask``), passes unasked (``auto``) or may not pass."""
        return "ask"

    def stack_actions(self, game: Game, player: int) -> list[Option]:
        return [
            Option(f"cast:{card.id}", f"Cast {game.name_of(card)}", "cast", card.id, {"zone": "stack"})
            for card in game.cards_in(zone_key(player, "hand"))
        ]

    def cast(self, game: Game, player: int, option: Option) -> Flow:
        assert option.card is not None
        card = game.move(option.card, "stack", player=player, text=f"P{player + 1} casts {{0}}")
        assert card is not None
        item = StackObject(game.state.new_id(), player, game.name_of(card), card=card.id, code=card.code)
        push(game, item)
        return
        yield

    def resolve_top(self, game: Game, item: StackObject) -> Flow:
        assert item.card is not None
        card = game.card(item.card)
        game.move(card.id, zone_key(card.owner, "grave"), text="{0} resolves")
        return
        yield


class AlternatingRules(StackRules):
    """The toy stack game with alternating passes and no resolution (like L&L 8.4): the
    non-turn player acts first, one action each in turn, two passes in a row end the turn."""

    game_id = "toy-alternating"
    alternate = True


def start_toy(rules: ToyRules, cards: list[CardDef], zones: dict[str, list[str]], **options: Any) -> Game:
    """A toy game in its main phase with ``cards`` placed as ``zones`` says (keys like
    ``p1.field``, values card codes), 5 mana each, checkpoints verified on every rebuild."""
    position = Position(
        zones={key: tuple(Placement(code) for code in codes) for key, codes in zones.items()},
        phase="main",
        values={"p1.mana": 5, "p2.mana": 5},
    )
    setup = GameSetup(
        rules.game_id,
        "1",
        (DeckList("a"), DeckList("b")),
        options=options,
        position=position,
        extra_cards=tuple(cards),
    )
    game = Game(rules, setup)
    game.verify_checkpoints = True
    return game
