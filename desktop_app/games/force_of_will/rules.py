"""``ForceOfWillRules``: Force of Will by its comprehensive rules, ver. 8.01 (``FoW 503.1``).

The parts live in their modules: ``zones`` (300–315), ``cards`` (records, costs, keywords),
``decks`` (deck construction, 402), ``turn`` (set-up 403, the turn 500), ``chase`` (priority and
the chase 601–605, playing and resolving 903, calling stones 710, Judgment 705, standby 706),
``battle`` (800), ``processes`` (rule processes 1200, damage 1007, destruction 1010, automatic
objects 906), ``board`` (the will pool 907, 1003), ``abilities`` (900) and ``vocab`` (the card
script words). Decisions where the rules are silent or ambiguous are in
``docs/games/force-of-will.md``.

Options: ``first_player`` (``random``, the rule of 403.4; ``p1``/``p2`` to practise),
``goldfish`` (player 2 is a dummy), ``auto_pass_p1`` / ``auto_pass_p2`` (that player passes
priority without being asked when they have nothing they could do), ``turn_limit`` (default 200,
for simulations), ``valhalla`` (the optional lifebreak rules, 1415).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop_app.engine.abilities import Context
from desktop_app.engine.cards import Card, CardDef, StatValue
from desktop_app.engine.decisions import IllegalActionError
from desktop_app.engine.decks import DeckList, DeckProblem, DrawPlan
from desktop_app.engine.game import Game
from desktop_app.engine.kernel import TriggerOrder
from desktop_app.engine.observation import name_for
from desktop_app.engine.rules import Flow
from desktop_app.engine.script import Interpreter
from desktop_app.engine.state import PendingTrigger
from desktop_app.engine.zones import split_key
from desktop_app.games._resources import ShippedDemos, game_facts
from desktop_app.games.force_of_will import board, cards, chase, decks, processes, turn, vocab
from desktop_app.games.force_of_will.abilities import FoWAbilities
from desktop_app.games.force_of_will.board import RESTED
from desktop_app.games.force_of_will.processes import MINUS, PLUS
from desktop_app.games.force_of_will.turn import OPENING_HAND

__all__ = ["OPENING_HAND", "ForceOfWillRules"]
from desktop_app.games.force_of_will.zones import FIELD_ZONES, RULER_AREA, ZONES

#: the tag of "This card enters the field with N <name> counters on it" (a ``cont`` ability,
#: ``params`` ``counter``, ``n`` and optionally ``times``: "for each …"; FoW 1022.6)
ENTERS_WITH = "enters_with"

FACTS = game_facts("force-of-will")


class ForceOfWillRules(ShippedDemos):
    """Force of Will (see the module docstring)."""

    game_id = "force-of-will"
    title = FACTS.title
    deck_sections = FACTS.sections
    draw_plan = DrawPlan(OPENING_HAND, 1, True, "FoW 403.5, 502.3")
    rules_version = "8.01"
    zones = ZONES
    phases = turn.PHASES
    options: Mapping[str, Any] = {
        "turn_limit": 200,
        "valhalla": False,
        "goldfish": False,
        "first_player": "random",
        "auto_pass_p1": False,
        "auto_pass_p2": False,
    }
    library_zone = "deck"
    hand_zone = "hand"
    trigger_order = TriggerOrder.PLAYER_CHOICE
    trigger_order_rule = "FoW 603.1"
    replacement_rule = "FoW 910.2"
    loop_rule = "FoW 1301.1c"
    effect_end_rule = "FoW 103.5"

    def __init__(self) -> None:
        self.interpreter = Interpreter()
        vocab.register(self.interpreter)
        self.abilities = self.engine = FoWAbilities(self.interpreter)
        self._will_coins: dict[tuple[str, ...], CardDef] = {}
        self._tokens: dict[str, CardDef] = {}

    # ------------------------------------------------------------------ cards and decks
    def card_from_record(self, record: Mapping[str, Any]) -> CardDef:
        return cards.card_from_record(record, self.interpreter)

    def validate_deck(self, deck: DeckList) -> list[DeckProblem]:
        return decks.validate(deck)

    def setup_state(self, game: Game) -> None:
        """FoW 403.1, 403.2: the ruler, extra and rune decks, main and magic stone decks in place.

        A J-ruler listed in the ruler section is the ruler's other side, not a card of its own.
        The side deck stays out of the game.
        """
        places = {"main": "deck", "stones": "stone_deck", "extra": "extra", "rune": "rune_area"}
        for deck in game.setup.decks:  # before any card is placed: the game's ability index reads them
            ruler = decks.ruler_of(deck)
            will = cards.energize(ruler) if ruler is not None else ()
            if will:  # FoW 1119.2: the will coin its [Energize] may give (turn.setup), from its record
                coin = self._will_coins.get(will)
                if coin is None:  # one definition per ruleset: a game's ability index is then reused
                    coin = self._will_coins[will] = self.card_from_record(cards.will_coin_record(will))
                game.definitions.setdefault(coin.code, coin)
        for definition in list(game.definitions.values()):  # FoW 1303.1: the tokens cards create
            for token in cards.tokens_made(definition):
                made = self.token_definition(token)
                game.definitions.setdefault(made.code, made)
        for player, deck in enumerate(game.setup.decks):
            ruler = decks.ruler_of(deck)
            if ruler is not None:
                placed = game.create_card(ruler.code, player, RULER_AREA, face_up=True)
                mana = board.keyword_number(game, placed, "mana")
                if mana:  # FoW 1122.2a: a ruler's [Mana] N: it starts the game with N mana counters
                    game.add_counter(placed.id, "mana", mana, rule="FoW 1122.2a")
            for section, zone in places.items():
                for card in deck.section(section):
                    game.create_card(card.code, player, zone)

    def token_definition(self, token: Mapping[str, Any]) -> CardDef:
        """The definition of a resonator token (``cards.token_record``) or of a gem
        (``{"gem": attribute}``: ``cards.gem_record``, 1027.1), one per ruleset."""
        record = cards.gem_record(str(token["gem"])) if "gem" in token else cards.token_record(token)
        made = self._tokens.get(record["code"])
        if made is None:
            made = self._tokens[record["code"]] = self.card_from_record(record)
        return made

    # ------------------------------------------------------------------ the game
    def play(self, game: Game) -> Flow:
        return turn.play(game)

    def rule_processes(self, game: Game) -> Flow:
        return processes.rule_processes(game)

    def resolve_trigger(self, game: Game, pending: PendingTrigger) -> Flow:
        return processes.resolve_trigger(game, pending)

    def draw(self, game: Game, player: int, n: int, *, up_to: bool = False) -> Flow:
        return processes.draw(game, player, n, up_to=up_to)

    def replaced_zone(self, game: Game, card: Card, to: str) -> str:
        """FoW 910: "… would be put into a graveyard …, remove it from the game instead"."""
        return processes.grave_replaced(game, card, to)

    def move_info(self, game: Game, card: Card, to: str) -> Mapping[str, Any]:
        """D65: a J/resonator leaving the field takes along its last known ATK and DEF (906.7:
        "… equal to its DEF" after it left reads the value it had there), ``last_atk`` and
        ``last_def`` of the move event (read with ``fow.event``)."""
        if split_key(card.zone)[1] != "field" or card.zone == to or not board.is_j_resonator(game, card):
            return {}
        return {"last_atk": game.stat(card, "atk"), "last_def": game.stat(card, "def")}

    def destination(self, game: Game, card: Card, to: str) -> str | None:
        """Moves by card effects follow the movement restrictions (FoW 316)."""
        return processes.redirect(game, card, to)

    def on_event(self, game: Game, event: Any) -> None:
        self.engine.prime(game, event)

    # ------------------------------------------------------------------ values
    def stat(self, game: Game, card: Card, name: str) -> StatValue:
        """FoW 909.1: printed values and effects, then +100/+100 and -100/-100 counters on a
        J/resonator (909.1h, 1022.2), then ATK and DEF round up to a multiple of 100 (909.1i)."""
        value = self.engine.stat(game, card, name)
        if (
            name in ("atk", "def")
            and isinstance(value, int)
            and game.definition(card.code).stat(name) is not None
        ):
            if board.is_j_resonator(game, card):
                value += 100 * (card.counter(PLUS) - card.counter(MINUS))
            if value % 100:
                value += 100 - value % 100
        return value

    def display_stats(self, game: Game, card: Card) -> dict[str, StatValue]:
        definition = game.definition(card.code)
        shown: dict[str, StatValue] = {}
        for name in ("atk", "def", "cost"):
            if definition.stat(name) is not None:
                shown[name] = game.stat(card, name)
        if card.counter(board.DAMAGE):
            shown["damage"] = card.counter(board.DAMAGE)
        return shown

    def player_values(self, game: Game, player: int) -> dict[str, int]:
        """``life``, ``will`` (the pool's total; ``will_<attribute>`` each kind) and ``stones``."""
        pool = board.pool(game, player)
        values = {
            "life": game.value(processes.life_key(player)),
            "will": sum(pool.values()),
            "stones": game.count(board.key(player, board.STONES)),
        }
        values.update({f"will_{kind}": amount for kind, amount in pool.items() if amount})
        return values

    def front_code(self, game: Game, card: Card) -> str:
        """A ruler turned to its J-ruler side (``side`` 1) is the ruler card (``other_side``)."""
        other = game.definition(card.code).stat("other_side")
        return other if card.side and isinstance(other, str) and other else card.code

    def after_move(self, game: Game, old: Card, new: Card | None, *, carry: bool = True) -> None:
        """Besides what the card carries (the base rule): a card that becomes a new object in the
        field comes into it with the counters its [Limit] N (1118.2) or, not a ruler, its [Mana] N
        (1122.2b) gives it, and those its text says it enters with (1022.6, tag ``enters_with``)."""
        super().after_move(game, old, new, carry=carry)
        if new is None or new.id == old.id or split_key(new.zone)[1] not in FIELD_ZONES:
            return
        for word, rule in (("limit", "FoW 1118.2"), ("mana", "FoW 1122.2b")):
            n = board.keyword_number(game, new, word)
            if n:
                game.add_counter(new.id, word, n, rule=rule)
        # FoW 1022.6: "This card enters the field with two [+100/+100] counters on it (for each …)"
        interpreter = self.engine.interpreter
        for ability in game.definition(new.code).abilities:
            if ENTERS_WITH not in ability.tags or not self.engine.is_valid(game, new, ability):
                continue
            params = ability.params
            context = Context(game, new.controller, new.id, new.code, ability)
            times = interpreter.evaluate(context, params["times"]) if "times" in params else 1
            n = int(params["n"]) * max(int(times), 0)
            if n:
                game.add_counter(new.id, str(params["counter"]), n, rule="FoW 1022.6")

    def entering_state(self, game: Game, card: Card, to: str, state: str | None) -> str | None:
        """FoW 910: "This card enters the field rested" (a ``cont`` ability tagged
        ``enters_rested``, its condition tested for the player whose field it enters) replaces
        the state it would enter with."""
        owner, zone = split_key(to)
        if zone not in FIELD_ZONES or owner is None:  # the field: either row (a magic stone's too)
            return state
        interpreter = self.engine.interpreter
        for ability in game.definition(card.code).abilities:
            if chase.ENTERS_RESTED in ability.tags and ability.automated:
                context = Context(game, owner, card.id, card.code, ability)
                if ability.condition is None or interpreter.test(context, ability.condition):
                    return RESTED
        return state

    def keeps_identity(self, game: Game, card: Card, to_zone: str) -> bool:
        """The same card between the rows of the field and between the field and a ruler area
        (FoW 302.3); a new card anywhere else."""
        source, target = split_key(card.zone)[1], split_key(to_zone)[1]
        places = (*FIELD_ZONES, RULER_AREA)
        return source in places and target in places and not source == target == RULER_AREA

    def scenario_value(self, game: Game, path: str) -> Any:
        """Extra scenario paths: ``stack`` (the objects on the chase, bottom first, by name: spells,
        abilities and judgments),
        ``battle.attacker`` / ``battle.blocker`` / ``battle.target`` (names, ``none``),
        ``battle.step``, ``priority`` (the holder, ``p1``/``p2``/``none``) and
        ``pending.count``."""
        if path == "stack":
            return [item.name for item in game.state.stack]
        if path == "pending.count":
            return len(game.state.pending)
        if path == "priority":
            held = game.flag("kernel.priority")
            return f"p{held[0] + 1}" if held else "none"
        if path.startswith("battle."):
            current = board.battle(game)
            if current is None:
                return "none"
            if path == "battle.step":
                return current.step
            which = {
                "battle.attacker": current.attacker,
                "battle.blocker": current.blocker,
                "battle.target": current.target,
            }[path]
            card = game.get(which)
            return game.name_of(card) if card is not None else "none"
        raise KeyError(path)

    def manual_flip(self, game: Game, player: int, card: Card) -> None:
        """Turn a double-faced card to its other side (its ``other_side``); rulers never face down."""
        definition = game.definition(card.code)
        other = definition.stat("other_side")
        if isinstance(other, str) and other:
            if other not in game.definitions:
                which = f" ({other})" if game.is_visible(card, player) else ""
                raise IllegalActionError(
                    f"the other side of {name_for(game, card, player)}{which} is not in this game: "
                    "list it in the deck's ruler section"
                )
            turned = game.update(card.id, code=other, side=1 - card.side)
            assert turned is not None
            game.emit("turn_over", "{0} is turned over: {1}", player=player, cards=[card, turned])
            return
        if cards.is_ruler(definition):
            raise IllegalActionError(
                f"{name_for(game, card, player)}: rulers and J-rulers are always face up (FoW 303.2a)"
            )
        super().manual_flip(game, player, card)

    def why_not(self, game: Game, card: int, zone: str, slot: str | None) -> str:
        found = game.get(card)
        if found is None:
            return "that card is no longer there"
        decision = game.decision
        if decision is None or decision.player != found.controller:
            return "you do not have priority (FoW 605)"
        if not chase.main_timing(game, found.controller) and not board.has_keyword(game, found, "quickcast"):
            return "only [Quickcast] cards are played outside main timing (FoW 604.3, 1111)"
        return "that card cannot be played now: its cost or targets are missing (FoW 903.2)"
