"""The contract each game implements: ``Ruleset``.

A ruleset is stateless: it declares the game's zones and answers questions about a
``Game`` handed to it. Its centre is ``play``, a generator that runs the game from the
current state, yielding a ``Decision`` whenever a player must answer and receiving the
``Answer``. Rules are written as ordinary procedures in the rules' own terms
(``clock_phase``, ``damage_process``, ``refresh``) that call each other with
``yield from``, so an interrupt in the middle of an action (a WS refresh during a draw
during a cost) is just a nested call.

``play`` must be able to start from any state a position or a checkpoint describes: it
reads ``state.phase`` and ``state.step`` and carries on from there. A decision it marks
``checkpoint=True`` promises that starting ``play`` afresh from a copy of the state at that
decision yields the same decision with no other change; the engine then keeps a snapshot
there, so undo replays only the few choices since. The conformance tests check the promise.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

from desktop_app.engine.cards import Card, CardDef, StatValue
from desktop_app.engine.decisions import Answer, Decision
from desktop_app.engine.decks import DeckList, DeckProblem, DrawPlan
from desktop_app.engine.zones import ZoneSpec

if TYPE_CHECKING:
    from desktop_app.engine.abilities import AbilityEngine
    from desktop_app.engine.events import Event
    from desktop_app.engine.game import Game
    from desktop_app.engine.state import PendingTrigger

#: A game procedure: yields decisions, receives answers, returns a result.
Flow = Generator[Decision, Answer, Any]
#: where a game keeps its ruleset's ``move_hooks`` and ``check_hooks``, asked once per game (in
#: ``Game.derived``: a ``Game`` has no room for another attribute, see ``Game.__init__``)
MOVE_HOOKS: Final = "game.move_hooks"
CHECK_HOOKS: Final = "game.check_hooks"
#: ``Ruleset.check_hooks``: the interrupts, the rule processes, and whether they settle on the board
CheckHooks = tuple[Callable[["Game"], Flow], Callable[["Game"], Flow], Callable[["Game"], bool]]
#: ``Ruleset.move_hooks``: a move's details to record, whether the card keeps its identity, and
#: what follows the move (called with ``carry=`` by keyword)
MoveHooks = tuple[
    Callable[["Game", Card, str], Mapping[str, Any]],
    Callable[["Game", Card, str], bool],
    Callable[..., None],
]


class Ruleset:
    """Base class of every game's rules. Subclasses override the hooks they need.

    Class attributes:
        game_id: the game's id (``weiss-schwarz``).
        title: the game's name as players write it.
        rules_version: the version of the rules implemented; saved games record it.
        zones: the game's zones.
        phases: the phases of a turn, in order, for the table's phase indicator.
        deck_sections: the sections of a deck (``main``, ``leader``, ``don`` …).
        draw_plan: the opening hand and the draws per turn (the deck editor's odds).
        options: the game's options and their defaults.
        library_zone: the zone players draw from (for the manual draw).
        hand_zone: the zone drawn cards go to.
        trigger_order: how a check timing picks the next triggered ability
            (``desktop_app.engine.kernel.TriggerOrder``).
        trigger_order_rule: the rule cited when a player orders triggered abilities.
        replacement_rule: the rule cited when a player orders replacement effects.
        loop_rule: the rule that ends a loop nobody can stop in a draw.
        effect_end_rule: the rule that lets a card's effect win or lose the game.

    Instance attributes:
        abilities: the game's ``AbilityEngine`` (``None`` for a game without card abilities).

    A ruleset holds no state that changes during a game: one instance serves every game, on
    any thread. The kernel (``desktop_app.engine.kernel``) runs the game's timing through the
    hooks ``interrupts``, ``rule_processes`` and ``resolve_trigger``.
    """

    game_id: str = ""
    title: str = ""
    rules_version: str = "1"
    zones: tuple[ZoneSpec, ...] = ()
    phases: tuple[str, ...] = ()
    deck_sections: tuple[str, ...] = ("main",)
    draw_plan: DrawPlan = DrawPlan(5, 1, False, "")
    options: Mapping[str, Any] = {}
    library_zone: str = "library"
    hand_zone: str = "hand"
    trigger_order: str = "player_choice"
    trigger_order_rule: str = ""
    replacement_rule: str = ""
    loop_rule: str = ""
    effect_end_rule: str = ""
    abilities: AbilityEngine | None = None

    # ------------------------------------------------------------------ cards and decks
    def card_from_record(self, record: Mapping[str, Any]) -> CardDef:
        """Build a card definition from a card record (the project's card format)."""
        raise NotImplementedError

    def validate_deck(self, deck: DeckList) -> list[DeckProblem]:
        """Every way ``deck`` breaks the game's deck-construction rules (empty: legal)."""
        return []

    def supplied_cards(self, deck: DeckList) -> DeckList:
        """``deck`` with the cards the game itself supplies and deck lists never name (ONE
        PIECE's DON!! deck); the deck unchanged for most games. Validation and set-up see
        this deck."""
        return deck

    def demo_cards(self) -> list[CardDef]:
        """The game's demo card set, shipped in ``resources/``."""
        return []

    def demo_decks(self) -> list[DeckList]:
        """The game's two (or more) legal demo decks."""
        return []

    # ------------------------------------------------------------------ the game
    def zone_spec(self, name: str) -> ZoneSpec:
        for spec in self.zones:
            if spec.name == name:
                return spec
        raise KeyError(f"{self.game_id} has no zone {name!r}")

    def setup_state(self, game: Game) -> None:
        """Put the decks into their starting zones (no decisions; shuffling comes in ``play``)."""
        for player, deck in enumerate(game.setup.decks):
            for card in deck.section("main"):
                game.create_card(card.code, player, self.deck_zone(deck, "main"), face_up=False)

    def deck_zone(self, deck: DeckList, section: str) -> str:
        """The zone a deck section starts in."""
        return "library"

    def play(self, game: Game) -> Flow:
        """Run the game from the current state until it ends (see the module docstring)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the kernel's hooks
    def interrupts(self, game: Game) -> Flow:
        """Run the interrupt-type rule processes that are due (WS 9.1.2.1 refresh and level up,
        L&L 10.2 the reshuffle). The kernel runs them at every check timing and the moment a
        cost has been paid; games run them after each single card move. Default: none."""
        return None
        yield

    def rule_processes(self, game: Game) -> Flow:
        """Every check-type rule process at once; return whether any applied (the kernel runs
        them again until none does). Default: none."""
        return False
        yield

    def settles_on_board(self, game: Game) -> bool:
        """Whether what ``interrupts`` and ``rule_processes`` find to do, in this state, depends
        on nothing but the board: the cards (where they are and all they carry), the zones, the
        continuous effects, the values and the card definitions; never on flags, the phase, the
        turn or stats that abilities can change. Then a check timing that found nothing to do
        is skipped until the board changes (``Game.board_changes``) or an ability triggers,
        instead of until anything changes. A wrong ``True`` is a wrong game: say it only of
        what the processes provably read. Default: ``False``."""
        return False

    def check_hooks(self) -> CheckHooks:
        """What the kernel's check timing calls (asked once per game): ``interrupts``,
        ``rule_processes`` and ``settles_on_board``, or, in a game whose methods only pass the
        call on, what they pass it to (as ``move_hooks``)."""
        return self.interrupts, self.rule_processes, self.settles_on_board

    def resolve_trigger(self, game: Game, pending: PendingTrigger) -> Flow:
        """Play one primed triggered ability (FoW puts it onto the chase instead)."""
        if self.abilities is not None:
            yield from self.abilities.resolve_pending(game, pending)

    # ------------------------------------------------------------------ procedures scripts call
    def draw(self, game: Game, player: int, n: int, *, up_to: bool = False) -> Flow:
        """Draw ``n`` cards one at a time; return their ids. Games add their interrupts
        (a WS refresh when the library empties mid-draw, M 3.2.3.2)."""
        from desktop_app.engine.zones import player_name, zone_key

        if up_to:
            n = yield from game.choose_number(
                player, 0, n, f"{player_name(player)}: draw how many (up to {n})?"
            )
        drawn: list[int] = []
        for _ in range(max(0, n)):
            top = game.top(zone_key(player, self.library_zone))
            if top is None:
                break
            card = game.move(
                top.id,
                zone_key(player, self.hand_zone),
                text=f"{player_name(player)} draws {{0}}",
                player=player,
            )
            if card is not None:
                drawn.append(card.id)
        return drawn

    def move_cards(
        self,
        game: Game,
        ids: Sequence[int],
        to: str,
        *,
        position: str = "top",
        face_up: bool | None = None,
        state: str | None = None,
        slot: str | None = None,
        player: int | None = None,
        reason: str = "",
    ) -> Flow:
        """Move cards to zone ``to`` one at a time (card scripts' ``move``); return the new ids.

        ``position`` is ``top`` or ``bottom`` of an ordered zone. Games override this to
        apply their rules to moves (replacement effects, interrupts, where a card may go).
        """
        moved: list[int] = []
        for card_id in ids:
            found = game.get(card_id)
            where = self.destination(game, found, to) if found is not None else None
            if where is None:
                continue
            card = game.move(
                card_id,
                where,
                index=0 if position == "bottom" else None,
                face_up=face_up,
                state=state,
                slots=(slot,) if slot else (),
                player=player,
            )
            if card is not None:
                moved.append(card.id)
        return moved
        yield  # a generator, so games can ask questions here

    def destination(self, game: Game, card: Card, to: str) -> str | None:
        """Where ``card``, moved by an effect to zone ``to``, really goes (FoW 316: movement
        restrictions send it elsewhere or nowhere); ``None``: it does not move. Default: ``to``."""
        return to

    # ------------------------------------------------------------------ values
    def stat_engine(self) -> AbilityEngine | None:
        """The ability engine whose ``stat`` ``Game.stat`` calls at every value read, uncached
        (asked once per game), or ``None`` (the default): ``Game.stat`` calls ``stat`` and
        caches each value until the state next changes. WS's engine: its reads are almost
        all of values no effect changes, cheaper to read again than to cache (93 % of them
        were of a value not cached yet)."""
        return None

    def stat(self, game: Game, card: Card, name: str) -> StatValue:
        """A card's current value: printed, then every continuous effect in layer order.

        The default applies the state's ``Effect`` objects of kind ``stat`` (add) and ``set``
        in timestamp order after printed values; games with layers or continuous abilities
        override ``continuous_effects`` or this method.
        """
        printed = game.definition(card.code).stat(name)
        value = printed if isinstance(printed, int) else (0 if printed is None else printed)
        if not isinstance(value, int):
            return value
        for effect in game.effects_on(card):
            if effect.stat != name:
                continue
            if effect.kind == "set":
                value = effect.amount
            elif effect.kind == "stat":
                value += effect.amount
        return value

    def display_stats(self, game: Game, card: Card) -> dict[str, StatValue]:
        """The values the table prints on a visible card (power, soul, cost …)."""
        return {}

    def player_values(self, game: Game, player: int) -> dict[str, int]:
        """Values of a player the table and scenarios read (level, life, will …)."""
        return {}

    def front_code(self, game: Game, card: Card) -> str:
        """The code of the physical card: ``card.code`` is the face that is up, which on a
        double-faced card turned to another side (``card.side``) is not the front. Games with
        such cards say which code is the front. Default: the code."""
        return card.code

    #: whether the game's moves go where they are sent, in the state asked: it has no
    #: ``replaced_zone`` or ``entering_state`` of its own (set for every subclass), so
    #: ``Game.move`` (about three a decision) skips those two calls
    plain_moves = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.plain_moves = (
            cls.replaced_zone is Ruleset.replaced_zone and cls.entering_state is Ruleset.entering_state
        )

    def keeps_identity(self, game: Game, card: Card, to_zone: str) -> bool:
        """Whether ``card`` stays the same object moving to ``to_zone`` (default: never)."""
        return False

    def replaced_zone(self, game: Game, card: Card, to: str) -> str:
        """The zone ``card`` really goes to when a move would put it into zone ``to``: games with
        replacement effects on any move ("If a card would be put into a graveyard from anywhere,
        remove it from the game instead", FoW 910) change it. The default keeps ``to``."""
        return to

    def entering_state(self, game: Game, card: Card, to: str, state: str | None) -> str | None:
        """The state ``card`` has as it becomes a new object in zone ``to``, given the one the
        move asks for (``None``: the zone's default); games with "this card enters … rested"
        (FoW 910) change it. The default keeps it."""
        return state

    def move_info(self, game: Game, card: Card, to: str) -> Mapping[str, Any]:
        """Details to record with the move event of ``card`` to zone ``to``, read just before
        it leaves (last-known information: WS 8.7.4.1.2, 8.11). The default records nothing."""
        return {}

    def after_move(self, game: Game, old: Card, new: Card | None, *, carry: bool = True) -> None:
        """Called after every move; games move what the card carries (attached cards,
        markers) here, unless ``carry`` is false: the effect that moved it moves them itself.

        The default detaches cards attached to a card that became a new object.
        """
        if not carry or (new is not None and new.id == old.id):
            return
        for attached in game.attached_to(old.id):
            game.detach(attached.id)

    def move_hooks(self) -> MoveHooks:
        """What ``Game.move`` calls for every move (asked once per game): ``move_info``,
        ``keeps_identity`` and ``after_move``, or, in a game whose methods only pass the call
        on, what they pass it to (WS: functions of its compiled modules, which the compiled
        copy then calls without entering the interpreted ruleset, three times a move)."""
        return self.move_info, self.keeps_identity, self.after_move

    def on_event(self, game: Game, event: Any) -> None:
        """Called for every event: games prime their triggered abilities here."""

    def event_hook(self) -> Callable[[Game, Event], None]:
        """What ``Game.emit`` calls for every event (asked once per game): ``on_event``, or,
        in a game whose ``on_event`` only passes the call on, what it passes it to."""
        return self.on_event

    def scenario_value(self, game: Game, path: str) -> Any:
        """The value of a game-specific expectation path in a scenario file (see
        ``docs/scenarios.md``); ``KeyError`` if the game has no such path."""
        raise KeyError(path)

    def manual_flip(self, game: Game, player: int, card: Card) -> None:
        """Turn ``card`` over by hand (the manual ``flip``): face up or face down by default.

        Games with double-faced cards turn them to their other side here (a Force of Will
        ruler and its J-ruler); raise ``IllegalActionError`` for a card that cannot be turned.
        """
        game.set_face(card.id, not card.face_up)

    def manual_states(self, zone: ZoneSpec) -> Sequence[str]:
        """The orientations the table offers for manual state changes in ``zone``."""
        return zone.states

    def why_not(self, game: Game, card: int, zone: str, slot: str | None) -> str:
        """Why no legal action now puts ``card`` into ``zone`` (at ``slot``), in a player's words.

        The table shows this when a drop is refused. Options that move a card carry the
        target in ``args["zone"]`` (a zone key) and ``args["slot"]``, which is how the table
        finds the legal drops; games override this to explain the rule that forbids the rest.
        """
        return "no legal action puts that card there now"
