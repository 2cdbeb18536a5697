"""``LuckAndLogicRules``: Luck & Logic by its Comprehensive Rules ver. 2.04 ("L&L").

The parts live in their modules: ``zones`` (L&L 4), ``cards`` (records, 2), ``decks``
(deck construction, 6.1), ``board`` (reading the table), ``turn`` (set-up 6.2, the turn 7,
the battle 8), ``actions`` (play timings and battle choices, 7.5.3, 8.2–8.4), ``processes``
(check timing 9.5.3, rule processes 10), ``abilities`` (9) and ``vocab`` (the ``ll.`` card-script
words). Decisions taken where the rules are silent or ambiguous are in
``docs/games/luck-and-logic.md``.

Options: ``goldfish`` (player 2 is a dummy that takes no optional action; it is still asked
what the rules ask it), ``first_player`` (``random``, the rule of 6.2.1.7; or ``p1``/``p2``).

A position may start in any phase or battle step; one inside a battle names the attacker
with the flag ``attacker`` (a label) and the attacked circle with ``slot``. Cards it attaches
to a member on a circle become that member's Soul; ``values = { "p1.rp" = 1 }`` sets Refresh
Points.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from desktop_app.engine.cards import Card, CardDef, StatValue
from desktop_app.engine.decks import DeckList, DeckProblem, DrawPlan
from desktop_app.engine.game import Game
from desktop_app.engine.kernel import PRIORITY, TriggerOrder
from desktop_app.engine.rules import Flow
from desktop_app.engine.script import Interpreter
from desktop_app.engine.state import PendingTrigger
from desktop_app.engine.zones import split_key
from desktop_app.games._resources import ShippedDemos, game_facts
from desktop_app.games.luck_and_logic import actions, board, cards, decks, processes, turn, vocab
from desktop_app.games.luck_and_logic.abilities import LLAbilities
from desktop_app.games.luck_and_logic.board import CIRCLES, GATES, SOUL, LLBattle, key
from desktop_app.games.luck_and_logic.zones import ZONES

#: zones whose identity survives a move within them (L&L 4.1.5)
SAME_CARD_ZONES = (CIRCLES, GATES)

FACTS = game_facts("luck-and-logic")


class LuckAndLogicRules(ShippedDemos):
    """The Luck & Logic rules (see the module docstring)."""

    game_id = "luck-and-logic"
    title = FACTS.title
    deck_sections = FACTS.sections
    draw_plan = DrawPlan(board.OPENING_HAND, board.DRAWS, False, "L&L 6.2.1.8, 7.3.3")
    rules_version = "2.04"
    zones = ZONES
    phases = turn.PHASES
    options: Mapping[str, Any] = {"goldfish": False, "first_player": "random"}
    library_zone = "deck"
    hand_zone = "hand"
    trigger_order = TriggerOrder.PLAYER_CHOICE
    trigger_order_rule = "L&L 9.5.3.2"
    replacement_rule = "L&L 9.10.3"
    loop_rule = "L&L 12.1.1"
    effect_end_rule = "L&L 1.2.5"

    def __init__(self) -> None:
        self.interpreter = Interpreter()
        vocab.register(self.interpreter)
        self.abilities = self.engine = LLAbilities(self.interpreter)

    # ------------------------------------------------------------------ cards and decks
    def card_from_record(self, record: Mapping[str, Any]) -> CardDef:
        return cards.card_from_record(record, self.interpreter)

    def validate_deck(self, deck: DeckList) -> list[DeckProblem]:
        return decks.validate(deck)

    def setup_state(self, game: Game) -> None:
        """L&L 6.2.1.2, 6.2.1.3, 6.2.1.6: the My Logicalist and tool deck face down, the main
        deck in the Deck Zone, the gate deck face down in the Remove Zone until it is dealt."""
        places = {"covenanter": "my_logicalist", "tool": "tool", "main": "deck", "gate": "remove"}
        for player, deck in enumerate(game.setup.decks):
            for section, zone in places.items():
                for card in deck.section(section):
                    game.create_card(card.code, player, key(player, zone), face_up=False)

    # ------------------------------------------------------------------ the game
    def play(self, game: Game) -> Flow:
        self._position_soul(game)
        self._position_battle(game)
        return turn.play(game)

    def _position_soul(self, game: Game) -> None:
        """A position's cards attached to a member on a circle are its Soul (L&L 4.15). Once
        only (the flag ``ll.placed``): later a card attached on a circle is Set (5.24), and a
        flow resumed from a checkpoint must leave it so."""
        if game.flag("ll.placed"):
            return
        game.set_flag("ll.placed", True)
        for player in (0, 1):
            for card in game.cards_in(key(player, CIRCLES)):
                member = game.get(card.attached_to)
                if member is not None:
                    soul = key(player, SOUL)
                    game.move(card.id, soul, slots=member.slots, rule="L&L 4.15", text="{0} is Soul")

    def _position_battle(self, game: Game) -> None:
        """A position inside a battle names the attacker (flag ``attacker``) and the circle
        (flag ``slot``); the battle is built from them once."""
        if game.state.phase != "battle" or game.state.step in ("", "declare") or game.flag("ll.battle"):
            return
        label = game.flag("attacker")
        attacker = game.get(game.position_card(str(label)) if label else None)
        if attacker is None:
            raise ValueError("a position inside a battle needs the flag attacker = <the attacker's label>")
        slot = str(game.flag("slot") or "FC")
        defender = board.member_at(game, 1 - attacker.controller, slot)
        game.set_flag(
            "ll.battle", LLBattle(attacker.id, slot, defender.id if defender else None, attacker.controller)
        )
        game.set_flag("ll.attacks", 1)

    # ------------------------------------------------------------------ the kernel's hooks
    def interrupts(self, game: Game) -> Flow:
        return processes.interrupts(game)

    def rule_processes(self, game: Game) -> Flow:
        return processes.rule_processes(game)

    def settles_on_board(self, game: Game) -> bool:
        # zones, slots, faces, Set cards, entry order, printed types and the Refresh Points
        return True

    def resolve_trigger(self, game: Game, pending: PendingTrigger) -> Flow:
        return processes.resolve(game, pending)

    def draw(self, game: Game, player: int, n: int, *, up_to: bool = False) -> Flow:
        return processes.draw(game, player, n, up_to=up_to)

    def move_cards(
        self, game: Game, ids: Sequence[int], to: str, *, face_up: bool | None = None, **options: Any
    ) -> Flow:
        """Moves of card scripts; the Reshuffle runs after them (L&L 10.2). A card sent to the
        Stock goes face down (digest §11.1)."""
        if face_up is None and split_key(to)[1] == "stock":
            face_up = False
        moved = yield from super().move_cards(game, ids, to, face_up=face_up, **options)
        yield from processes.interrupts(game)
        return moved

    def on_event(self, game: Game, event: Any) -> None:
        self.engine.prime(game, event)

    # ------------------------------------------------------------------ cards in play
    def keeps_identity(self, game: Game, card: Card, to_zone: str) -> bool:
        """Circle to circle and Gate Zone to Gate Zone keep the card (L&L 4.1.5)."""
        name = split_key(card.zone)[1]
        return name in SAME_CARD_ZONES and split_key(to_zone)[1] == name

    def after_move(self, game: Game, old: Card, new: Card | None, *, carry: bool = True) -> None:
        """Soul follows its member (L&L 4.15, 12.2): within the Field to its new circles; when
        it leaves the circles, to the same zone, under it (12.2.1.1: the member on top,
        digest §11.16). A card put into the Soul Zone at a member's circle becomes its Soul."""
        if not carry:
            return
        if new is not None and new.id == old.id:
            for attached in game.attached_to(new.id):
                game.update(attached.id, slots=new.slots)
        else:
            leaving = split_key(old.zone)[1] == CIRCLES
            for attached in game.attached_to(old.id):
                if leaving and split_key(attached.zone)[1] == SOUL:
                    to = new.zone if new is not None else key(attached.owner, "drop")
                    below = game.ids(to).index(new.id) if new is not None and new.zone == to else None
                    game.move(
                        attached.id,
                        to,
                        index=below,
                        face_up=new.face_up if new else None,
                        rule="L&L 12.2",
                        text="{0} goes with its member",
                    )
                else:
                    game.detach(attached.id)
        if new is None or split_key(new.zone)[1] != SOUL or new.attached_to is not None:
            return
        owner, _ = split_key(new.zone)
        member = next(
            (c for c in board.members(game, owner or 0) if set(c.slots) & set(new.slots)),
            None,
        )
        if member is not None:
            game.update(new.id, slots=member.slots)
            game.attach(new.id, member.id, rule="L&L 4.15.2")

    def stat(self, game: Game, card: Card, name: str) -> StatValue:
        """Values (L&L 9.9); ``soul`` is the number of the member's Soul cards (4.15.2.2)."""
        if name == "soul":
            return len(board.soul(game, card))
        return self.engine.stat(game, card, name)

    def display_stats(self, game: Game, card: Card) -> dict[str, StatValue]:
        definition = game.definition(card.code)
        shown: dict[str, StatValue] = {}
        for name in ("level", "cost", "power", "aura", "limit"):
            if definition.stat(name) is not None:
                shown[name] = game.stat(card, name)
        if board.zone_name(card) == CIRCLES and board.soul(game, card):
            shown["soul"] = len(board.soul(game, card))
        return shown

    def player_values(self, game: Game, player: int) -> dict[str, int]:
        """``level`` (cards in the Level Zone), ``attack_limit`` (8.2.3), ``rp`` (Refresh
        Points), ``stock``, ``gates`` (face-down gates left, 10.3.1.1), ``t_rank`` (5.35) and
        ``attacks`` (battles this turn); in a battle, ``definitions_left`` (how many more cards the
        player may define, 8.4.5) and ``passed`` (1: the player passed last in the Logic
        Definition exchange, 8.4.7: a second pass in a row ends it)."""
        return {
            "level": game.count(key(player, "level")),
            "attack_limit": board.attack_limit(game, player),
            "rp": game.value(processes.rp_key(player)),
            "stock": game.count(key(player, "stock")),
            "gates": board.face_down_gates(game, player),
            "t_rank": game.value(key(player, "t_rank")),
            "attacks": int(game.flag("ll.attacks", 0)) if game.state.turn_player == player else 0,
            "definitions_left": actions.logic_room(game, player),
            "passed": int(_passed_last(game) == player),
        }

    def scenario_value(self, game: Game, path: str) -> Any:
        """Extra scenario paths: ``battle.attacker``, ``battle.defender`` (names, ``none``),
        ``battle.slot``, ``paradox_rule`` (``power``/``aura``/``heart``, ``none``) and
        ``pending.count``."""
        if path == "pending.count":
            return len(game.state.pending)
        if path == "paradox_rule":
            return board.paradox_rule(game) or "none"
        current = board.battle(game)
        if path == "battle.slot":
            return current.slot if current else "none"
        if path in ("battle.attacker", "battle.defender"):
            card = board.attacker(game) if path.endswith("attacker") else board.defender(game)
            return game.name_of(card) if card is not None else "none"
        raise KeyError(path)

    def why_not(self, game: Game, card: int, zone: str, slot: str | None) -> str:
        found = game.get(card)
        if found is None:
            return "that card is no longer there"
        player, target = split_key(zone)
        decision = game.decision
        if decision is None or decision.player != player:
            return "it is not your play timing"
        if target == CIRCLES and board.zone_name(found) == "hand":
            if game.state.phase != "main":
                return "members are deployed in your Main Phase (L&L 7.5.3.1)"
            reason = actions.why_not_deployable(
                game, player or 0, found, trance=board.card_type(game, found) == board.TRANCEUNION
            )
            return reason or "that member cannot be deployed there (L&L 2.10.2)"
        return "that card cannot go there now; use a manual move for anything else"


def _passed_last(game: Game) -> int | None:
    """The player whose pass is the last move of the Logic Definition exchange (L&L 8.4.7)."""
    priority = game.flag(PRIORITY) if game.state.step == "logic" else None
    if not priority or priority[1] != 1:
        return None
    return 1 - int(priority[0])
