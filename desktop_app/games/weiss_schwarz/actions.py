"""What a player may do at a play timing, and doing it (M 6.5.1.2, 6.6.1.2, 7.4.1.2, 8.6).

Option action words (``docs/scenarios.md``, Weiß Schwarz section):

- ``play``: a card from the hand; ``args``: ``zone`` (the zone key it goes to) and, for a
  character, ``slot``. Requirements (M 8.6.2.1): level ≤ your level (not for a climax), a colour
  in your level zone or clock (not for level-0 characters and events, 8.6.2.1.1.1; a climax is
  not exempt), the whole cost in stock (8.6.2.3.2) or a ``play_replacing`` ability's cost paid
  instead, and any ``play_condition`` ability.
- ``act``: a startup ability (``args.ability``: its index).
- ``move``: a character to another slot (``args.slot``), swapping with what is there (6.5.1.2.4).
- ``clock``: a card from the hand to the clock (6.4.1.2).
- ``attack``: ``args.slot`` (the attacker's), ``method`` (front, side, direct), ``target``.
- ``pass``: end this play timing (or the attacks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from desktop_app.engine.abilities import Ability, Context
from desktop_app.engine.cards import Card
from desktop_app.engine.decisions import Option
from desktop_app.engine.observation import name_for
from desktop_app.engine.rules import Flow
from desktop_app.engine.zones import player_name
from desktop_app.games.weiss_schwarz import board, processes, vocab
from desktop_app.games.weiss_schwarz.board import CHARACTER, CLIMAX_TYPE, EVENT, key
from desktop_app.games.weiss_schwarz.zones import (
    CLIMAX,
    CLOCK,
    FRONT_ROW,
    HAND,
    OPPOSITE,
    RESOLUTION,
    REVERSE,
    SLOTS,
    STAGE,
    STAND,
    STOCK,
    WAITING_ROOM,
)

if TYPE_CHECKING:
    from desktop_app.engine.game import Game


def why_not_playable(
    game: Game, player: int, card: Card, *, counter: bool = False, means: _Means | None = None
) -> str:
    """Why ``card`` in ``player``'s hand cannot be played now, or ``""`` if it can (M 8.6.2.1).
    ``means``: the player's level, colours and stock, read once for a whole hand."""
    return _refusal(game, player, card, counter, means or _Means(game, player), True)


def playable(
    game: Game, player: int, card: Card, *, counter: bool = False, means: _Means | None = None
) -> bool:
    """Whether ``card`` in ``player``'s hand can be played now (M 8.6.2.1): ``why_not_playable``'s
    test without building the refusal's text, which only a player who asked reads."""
    return not _refusal(game, player, card, counter, means or _Means(game, player), False)


_REFUSED: Final = "refused"  # the refusal of a test that was not asked why


def _refusal(game: Game, player: int, card: Card, counter: bool, means: _Means, explain: bool) -> str:
    """``why_not_playable``'s refusal, its text only if ``explain`` (else ``_REFUSED``)."""
    definition = game.definitions[card.code]
    # the text names this refusal first; a test that was not asked why reads it last, after the
    # cheaper level, colour and cost tests most refused cards fail (the answer is the same)
    if explain and _forbidden(game, player, card):
        return _FORBIDDEN
    if counter and "counter" not in definition.words("icons"):
        return "only counter cards can be played in the counter step (WS 7.4.1.2.1)"
    level = game.number(card, "level")
    if definition.type != CLIMAX_TYPE and level > means.level:
        return f"its level {level} is above your level {means.level} (WS 8.6.2.1.2)" if explain else _REFUSED
    # WS 8.6.2.1.1: level 0 characters and events, and cards an effect exempts ("without fulfilling
    # color requirements")
    exempt = (definition.type != CLIMAX_TYPE and level == 0) or board.has_keyword(game, card, "ignore_colour")
    if not exempt and means.colours.isdisjoint(definition.colours):
        return "no card of its colour is in your level zone or clock (WS 8.6.2.1.1)"
    cost = 0 if definition.type == CLIMAX_TYPE else game.number(card, "cost")
    if (
        cost > means.stock
        and _replacing(game, player, card) is None
        and cost > means.stock + vocab.substituted(_markers_for(game, player, card))
    ):
        return f"its cost {cost} is more than your stock (WS 8.6.2.3.2)" if explain else _REFUSED
    if not explain and _forbidden(game, player, card):
        return _REFUSED
    engine = board.abilities(game)
    for ability in definition.abilities:
        if "play_condition" in ability.tags:
            context = Context(game, player, card.id, card.code, ability)
            if not engine.interpreter.test(context, ability.condition):
                return f"{ability.text or 'its play condition'} (WS 1.3.1)" if explain else _REFUSED
    return ""


_FORBIDDEN: Final = "an effect forbids playing it from the hand (WS 1.3.3)"


def _forbidden(game: Game, player: int, card: Card) -> bool:
    """Whether an effect forbids ``player`` playing ``card`` from the hand (WS 1.3.3)."""
    return board.has_keyword(game, card, "cannot_play") or _barred(game, player, card)


def _replacing(game: Game, player: int, card: Card) -> tuple[Context, list[dict[str, Any]]] | None:
    """The payable other way of playing ``card`` for 0 cost its own ability gives ("When you play this
    card from your hand, you may choose 1 of your "A", and put it into your waiting room. If you do,
    you may play this card for 0 cost": tag ``play_replacing``, ``params.put``: which of your
    characters; that cost paid instead of the stock, WS 8.6.2.3), as the context it is paid in and
    the cost, or ``None``."""
    if card.zone != key(player, HAND):
        return None
    interpreter = board.abilities(game).interpreter
    for ability in game.definition(card.code).abilities:
        if "play_replacing" in ability.tags and ability.automated:
            context = Context(game, player, card.id, card.code, ability)
            cost = [{"put": 1, "from": STAGE, "to": WAITING_ROOM, "filter": ability.params["put"]}]
            if interpreter.can_pay(context, cost):
                return context, cost
    return None


def _markers_for(game: Game, player: int, card: Card) -> list[tuple[Card, Ability]]:
    """Your characters a marker of which may pay 1 stock of playing ``card`` from your hand ("If
    you would pay the cost for an event in your hand, you may put 1 marker from underneath this
    card into your waiting room instead of 1 card from your stock", WS 8.6.2.3, 8.2.1.3.2)."""
    interpreter = board.abilities(game).interpreter
    return vocab.stock_substitutes(interpreter, game, player, card, None)


def _barred(game: Game, player: int, card: Card) -> bool:
    """Whether an effect on ``player`` forbids playing ``card`` from the hand now (``ws.no_play``,
    WS 1.3.3)."""
    bans = [e for e in game.state.effects if e.stat == board.NO_PLAY and e.value["player"] == player]
    if not bans:
        return False
    interpreter = board.abilities(game).interpreter
    for ban in bans:
        context = Context(game, ban.controller, ban.source)
        if interpreter.passes(context, card, ban.value["what"]):
            return True
    return False


class _Means:
    """What a player's playing a card is measured against (M 8.6.2.1): their level, the colours
    of their level zone and clock, the cards in their stock. The colours are read only when
    a card needs them (level-0 characters and events do not: a player at level 0 never does)."""

    def __init__(self, game: Game, player: int) -> None:
        self.level = board.level(game, player)
        self.stock = game.count(key(player, STOCK))
        self._game, self._player = game, player
        self._colours: frozenset[str] | None = None

    @property
    def colours(self) -> frozenset[str]:
        if self._colours is None:
            self._colours = board.colours_available(self._game, self._player)
        return self._colours


def _occupants(game: Game, player: int, named: dict[str, Card | None]) -> dict[str, str | None]:
    """The name the table gives each slot's character (``named``: ``board.occupants``),
    ``None`` for an empty slot."""
    return {slot: name_for(game, card, player) if card else None for slot, card in named.items()}


#: an option made again at the next play timing: the two names its label reads (its card's,
#: and the occupant's or the one swapped with, ``None`` for none) and the option
_Made = tuple[str, str | None, Option]


class _Reuse:
    """The play and move options of ``player``'s last play timing, by what each was built
    from: an option the next one offers again (most of them: the cards that did not move keep
    their ids) is that same immutable object, not built again with its labels. Only the last
    timing's are kept, so a long game holds no more than one list of them.

    A card's play options (or its move options) are found by one number, its id times 2 (plus
    1 for the moves), as a list by the slot's index in ``SLOTS``: an option is the one kept
    only if the two names its label reads are the same again, and one whose names changed
    keeps its key and details (a play or move option is made of these alone: the zone is the
    player's stage)."""

    def __init__(self, game: Game, player: int) -> None:
        place = _REUSE_PLACES[player]
        self.last: dict[int, list[_Made | None]] = game.derived.get(place) or {}
        self.now: dict[int, list[_Made | None]] = {}
        game.derived[place] = self.now


_REUSE_PLACES: Final = ("ws.options.0", "ws.options.1")
_SLOT_INDEX: Final = {slot: i for i, slot in enumerate(SLOTS)}


def _made(
    made: _Made | None, name: str, other: str | None, action: str, card: int, stage: str, slot: str
) -> _Made:
    """``made`` if its names are ``name`` and ``other``, else the ``action`` (``play`` or
    ``move``) option of ``card`` to ``slot`` labelled with them."""
    if made is not None and made[0] == name and made[1] == other:
        return made
    verb, other_is = ("Play", "replacing") if action == "play" else ("Move", "swapping with")
    label = (
        f"{verb} {name} to {slot} ({other_is} {other})" if other is not None else f"{verb} {name} to {slot}"
    )
    if made is None:
        option = Option(f"{action}:{card}:{slot}", label, action, card, {"zone": stage, "slot": slot})
    else:  # its key and details depend on the card and slot alone
        option = Option(made[2].key, label, action, card, made[2].args)
    return (name, other, option)


def _play_options(
    game: Game,
    player: int,
    types: tuple[str, ...],
    *,
    counter: bool = False,
    reuse: _Reuse | None = None,
    named: dict[str, Card | None] | None = None,
) -> list[Option]:
    options: list[Option] = []
    stage = key(player, STAGE)
    occupants: dict[str, str | None] | None = None
    last, now = (reuse.last, reuse.now) if reuse is not None else ({}, {})
    means = _Means(game, player)
    for card in game.cards_in(key(player, HAND)):
        card_type = board.card_type(game, card)
        if card_type not in types or not playable(game, player, card, counter=counter, means=means):
            continue
        name = name_for(game, card, player)
        if card_type == CHARACTER:
            occupants = occupants or _occupants(game, player, named or board.occupants(game, player))
            kept = last.get(card.id * 2)
            made: list[_Made | None] = []
            for i, slot in enumerate(SLOTS):
                one = _made(kept[i] if kept else None, name, occupants[slot], "play", card.id, stage, slot)
                made.append(one)
                options.append(one[2])
            now[card.id * 2] = made
        else:
            zone = key(player, CLIMAX if card_type == CLIMAX_TYPE else RESOLUTION)
            options.append(Option(f"play:{card.id}", f"Play {name}", "play", card.id, {"zone": zone}))
    return options


def _act_options(game: Game, player: int, timing: str) -> list[Option]:
    return [
        Option(
            f"act:{card.id}:{ability.index}",
            f"{name_for(game, card, player)}: {ability.text or ability.keyword or 'use'}",
            "act",
            card.id,
            {"ability": ability.index},
        )
        for card, ability in board.abilities(game).activatable(game, player, timing)
        # WS 1.3.3: "… cannot play "Backup" from hand" forbids the Backup of the cards in the hand
        if not (ability.keyword == "backup" and board.has_keyword(game, card, "cannot_backup"))
    ]


def main_actions(game: Game, player: int) -> list[Option]:
    """M 6.5.1.2: play characters and events, startup abilities, slot moves; or pass."""
    reuse = _Reuse(game, player)
    named = board.occupants(game, player)
    options = _play_options(game, player, (CHARACTER, EVENT), reuse=reuse, named=named)
    options += _act_options(game, player, "main")
    stage = key(player, STAGE)
    # M 1.3.3: a character that cannot move to another position is not moved, nor swapped with.
    # Each slot a character may move to, with the name of the one it would swap with (None: empty)
    open_slots = [named[slot] is None for slot in SLOTS]
    swapped: list[str | None] = [None] * len(SLOTS)
    movers: list[tuple[Card, str]] = []
    for card in game.cards_in(stage):
        if board.can_move(game, card):
            name = name_for(game, card, player)
            movers.append((card, name))
            here = board.slot_of(card)
            at = _SLOT_INDEX.get(here)
            if at is not None and named[here] is card:
                open_slots[at], swapped[at] = True, name
    last, now = reuse.last, reuse.now
    for card, name in movers:
        here = board.slot_of(card)
        kept = last.get(card.id * 2 + 1)
        made: list[_Made | None] = [None] * len(SLOTS)
        for i, target in enumerate(SLOTS):
            if target == here or not open_slots[i]:
                continue
            one = made[i] = _made(kept[i] if kept else None, name, swapped[i], "move", card.id, stage, target)
            options.append(one[2])
        now[card.id * 2 + 1] = made
    options.append(_END_MAIN)
    return options


_END_MAIN = Option("pass", "End the main phase", "pass")


def climax_actions(game: Game, player: int) -> list[Option]:
    """M 6.6.1.2.1: only a climax card from the hand."""
    return [*_play_options(game, player, (CLIMAX_TYPE,)), Option("pass", "Play no climax", "pass")]


def counter_actions(game: Game, player: int) -> list[Option]:
    """M 7.4.1.2.1: counter events and counter startup abilities (Backup); A4: the event needs
    the counter icon too."""
    options = _play_options(game, player, (EVENT,), counter=True) + _act_options(game, player, "counter")
    return [*options, Option("pass", "Do not counter", "pass")]


def clock_actions(game: Game, player: int) -> list[Option]:
    """M 6.4.1.2: any one card from the hand, or none."""
    clock = key(player, CLOCK)
    options = [
        Option(f"clock:{card.id}", f"Clock {name_for(game, card, player)}", "clock", card.id, {"zone": clock})
        for card in game.cards_in(key(player, HAND))
    ]
    return [*options, Option("pass", "Do not clock", "pass")]


def attack_actions(game: Game, player: int) -> list[Option]:
    """M 7.2.1.3–7.2.1.4: a standing front-row character and its method; or end the attacks.

    The first player's first turn allows one attack (7.2.1.3.1.2). A Bodyguard in the
    opponent's front centre turns every attack into a front attack on it (M 10.6.2)."""
    state = game.state
    if state.turn == 1 and player == state.first_player and game.flag("ws.attacks", 0) >= 1:
        return [Option("pass", "End the attack phase", "pass")]
    opponent = 1 - player
    guard = board.in_slot(game, opponent, "FC")
    if guard is not None and (guard.state == REVERSE or not board.has_keyword(game, guard, "bodyguard")):
        guard = None
    options: list[Option] = []
    for slot in FRONT_ROW:
        attacker = board.in_slot(game, player, slot)
        if attacker is None or attacker.state != STAND:
            continue
        words = board.keywords(game, attacker)
        if "cannot_attack" in words:
            continue
        name = name_for(game, attacker, player)
        if guard is not None:
            methods = [("front", "FC", f"front attack on {name_for(game, guard, player)} (Bodyguard)")]
        else:
            target = board.in_slot(game, opponent, OPPOSITE[slot])
            if target is None:  # "cannot direct attack": no attack from this slot (M 7.2.1.4.1, 1.3.3)
                methods = (
                    [] if "cannot_direct_attack" in words else [("direct", OPPOSITE[slot], "direct attack")]
                )
            else:
                methods = [
                    (method, OPPOSITE[slot], f"{method} attack on {name_for(game, target, player)}")
                    for method in ("front", "side")
                    if f"cannot_{method}_attack" not in words
                ]
        for method, target_slot, what in methods:
            options.append(
                Option(
                    f"attack:{slot}:{method}",
                    f"{name}: {what}",
                    "attack",
                    attacker.id,
                    {"slot": slot, "method": method, "target": target_slot},
                )
            )
    return [*options, Option("pass", "End the attack phase", "pass")]


# ====================================================================== doing it
def perform(game: Game, player: int, option: Option) -> Flow:
    """Carry out a ``play``, ``act`` or ``move`` option."""
    if option.action == "play":
        assert option.card is not None
        yield from play_card(game, player, option.card, str(option.args.get("slot", "")))
    elif option.action == "act":
        assert option.card is not None
        card = game.card(option.card)
        engine = board.abilities(game)
        ability = next(a for a in engine.abilities(game, card) if a.index == option.args["ability"])
        if (yield from engine.play_ability(game, player, card.id, card.code, ability)):
            # M 8.1.1.1.2: "when you use a startup ability" is when it has resolved (its card may
            # have moved meanwhile: the event names it by its id when used)
            game.emit(
                "ws.act",
                f"{player_name(player)} has used {game.definition(card.code).name}'s 【ACT】",
                player=player,
                data={"card": card.id},
                rule="WS 8.1.1.1.2",
            )
    elif option.action == "move":
        assert option.card is not None
        vocab.swap_slots(game, player, board.slot_of(game.card(option.card)), str(option.args["slot"]))


def play_card(game: Game, player: int, card_id: int, slot: str) -> Flow:
    """M 8.6.2: pay the cost, then the character enters its slot (an occupant leaves at the next
    rule process, 8.6.2.4.1), the event resolves from the resolution zone and goes to the
    waiting room (8.6.2.4.2), or the climax enters the climax zone (8.6.2.4.3)."""
    card = game.card(card_id)
    definition = game.definition(card.code)
    who = player_name(player)
    if definition.type != CLIMAX_TYPE:
        cost = game.number(card, "cost")
        other = _replacing(game, player, card) if cost > 0 else None
        question = (
            f"{name_for(game, card, player)}: put the character its ability names into your waiting room"
        )
        if other is not None and (
            cost > game.count(key(player, STOCK))
            or (
                yield from game.yes_no(
                    player, f"{question} to play it for 0 cost?", rule="WS 8.6.2.3", source=card_id
                )
            )
        ):
            paid = yield from board.abilities(game).interpreter.pay(*other)
            cost = 0 if paid else cost
        hosts = _markers_for(game, player, card) if cost > 0 else []
        yield from vocab.pay_stock_substituted(game, player, cost, hosts, name_for(game, card, player))
        yield from processes.interrupts(game)
    if definition.type == CHARACTER:
        played = game.move(
            card_id,
            key(player, STAGE),
            slots=(slot,),
            face_up=True,
            player=player,
            text=f"{who} plays {{0}} to {slot}",
            rule="WS 8.6.2.4.1",
            data={"reason": "play"},
        )
    elif definition.type == EVENT:
        played = game.move(
            card_id,
            key(player, RESOLUTION),
            face_up=True,
            player=player,
            text=f"{who} plays {{0}}",
            rule="WS 8.6.2.4.2",
            data={"reason": "play"},
        )
    else:
        played = game.move(
            card_id,
            key(player, CLIMAX),
            face_up=True,
            player=player,
            text=f"{who} plays the climax {{0}}",
            rule="WS 8.6.2.4.3",
            data={"reason": "play"},
        )
    assert played is not None
    if definition.type == EVENT:
        engine = board.abilities(game)
        for ability in definition.abilities:
            if ability.kind == "play":
                yield from engine.play_ability(game, player, played.id, played.code, ability, paid=True)
        if game.get(played.id) is not None:
            game.move(played.id, key(player, WAITING_ROOM), player=player, rule="WS 8.6.2.4.2")
    yield from processes.interrupts(game)
