"""Rule processes and the procedures the rules and card scripts share.

- Check timing (M 8.5.1) is the kernel's (``desktop_app.engine.kernel.check_timing``) with
  these hooks: all check-type rule processes at once (M 9.4–9.7: loss, 0 power, illegal cards,
  duplicates, unconnected markers), the interrupts below, and ``resolve`` (the shot auto is
  the rules' own); the turn player plays one of their primed autos (chosen by them), else the
  other player does (M 8.5.1.2).
- Interrupt-type rule processes (M 9.1.2.1): refresh (M 9.2, with the refresh penalty inside the
  interrupt, A1) and level up (M 9.3). ``interrupts`` runs them at once after every step that
  moves a card out of a library or into a clock, never between the start and the end of a cost
  payment (M 8.4.2.1, 9.2.3, 9.3.3). The turn player's go first; a player with both chooses
  the order (M 9.1.2.1.1, A6).
- Damage processing one card at a time with cancel (M 4.10), the shot auto (M 4.12.2.7), the
  trigger check (M 7.3.1.2) and every trigger icon (M 4.12.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from desktop_app.engine.decisions import DecisionKind, Option
from desktop_app.engine.observation import name_for
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import PendingTrigger, Termination
from desktop_app.engine.zones import player_name, split_key
from desktop_app.games.weiss_schwarz import board
from desktop_app.games.weiss_schwarz.board import CHARACTER, CLIMAX_TYPE, key
from desktop_app.games.weiss_schwarz.zones import (
    CLIMAX,
    CLOCK,
    HAND,
    LEVEL,
    LIBRARY,
    MARKER,
    RESOLUTION,
    REST,
    SLOTS,
    STAGE,
    STOCK,
    WAITING_ROOM,
)

if TYPE_CHECKING:
    from desktop_app.engine.cards import Card
    from desktop_app.engine.game import Game

TRIGGER_ICONS = (
    "soul",
    "return",
    "pool",
    "comeback",
    "draw",
    "shot",
    "treasure",
    "gate",
    "standby",
    "choice",
)


# ====================================================================== check timing
def resolve(game: Game, pending: PendingTrigger) -> Flow:
    """Play one primed auto ability (M 8.7.3); the shot auto is the rules' own (M 4.12.2.7)."""
    if pending.event.get("ws") == "shot":
        game.log(
            f"Shot: {player_name(pending.controller)} deals 1 damage",
            player=pending.controller,
            rule="WS 4.12.2.7",
        )
        yield from deal_damage(game, int(pending.event["target"]), 1, source=pending.card)
        return
    yield from board.abilities(game).resolve_pending(game, pending)


def _both(zone: str) -> tuple[str, ...]:
    return key(0, zone), key(1, zone)


#: each player's zone keys the rule processes and interrupts read, by player (read straight
#: from the state: they run about 1.5 times a decision, the interrupts' test about 8 times;
#: ``Final``: C statics when compiled, not names looked up in the module's dict; typed
#: ``tuple[str, ...]``, kept as tuple objects: a ``tuple[str, str]`` is a C pair there, and
#: indexing one by a variable builds a new tuple object at each read)
_LEVEL: Final = _both(LEVEL)
_LIBRARY: Final = _both(LIBRARY)
_WAITING: Final = _both(WAITING_ROOM)
_CLOCK: Final = _both(CLOCK)
_STAGE: Final = _both(STAGE)
_CLIMAX: Final = _both(CLIMAX)
_MARKER: Final = _both(MARKER)
#: the players in turn order, by turn player (a tuple of each, not one built at each read)
_TURN_ORDER: Final[tuple[tuple[int, ...], ...]] = ((0, 1), (1, 0))


def rule_processes(game: Game) -> Flow:
    """Every check-type rule process at once (M 9.1.2.2.1); returns whether any applied."""
    losers = [p for p in (0, 1) if _loses(game, p)]
    if len(losers) == 2:
        game.end_game(
            None,
            "both players meet a loss condition at the same check timing",
            "WS 1.2.3",
            Termination.BOTH_LOSE,
        )
    if losers:
        loser = losers[0]
        game.end_game(1 - loser, f"{player_name(loser)} {_loss_reason(game, loser)}", "WS 9.4")
    leaving: list[tuple[int, str]] = []
    lowered = board.abilities(game).may_lower(game, "power")
    cards, definitions = game.state.cards, game.definitions
    zones: dict[str, list[Any]] = game.state.zones  # ids as objects (see ``Game.cards_in``)
    for player in (0, 1):
        on_stage = [cards[i] for i in zones[_STAGE[player]]]
        for card in on_stage:
            definition = definitions[card.code]
            if definition.type != CHARACTER:
                leaving.append((card.id, "WS 9.6.1"))
            elif lowered:
                if game.number(card, "power") <= 0:
                    leaving.append((card.id, "WS 9.5.1"))
            elif not isinstance(power := definition.stats.get("power"), int) or power <= 0:
                leaving.append((card.id, "WS 9.5.1"))  # printed power read as ``CardDef.number`` does
        if len({c.slots[0] if c.slots else "" for c in on_stage}) < len(on_stage):
            for stacked in board.stage(game, player).values():
                newest = max((c.entered for c in stacked), default=0)
                keep = [c for c in stacked if c.entered == newest]
                leaving += [
                    (c.id, "WS 9.6.2")
                    for c in stacked
                    if len(stacked) > 1 and (c not in keep or len(keep) > 1)
                ]
        if zones[_CLIMAX[player]]:
            climaxes = [cards[i] for i in zones[_CLIMAX[player]]]
            newest = max(c.entered for c in climaxes)
            for card in climaxes:
                if definitions[card.code].type != CLIMAX_TYPE:
                    leaving.append((card.id, "WS 9.6.1"))
                elif len(climaxes) > 1 and card.entered != newest:
                    leaving.append((card.id, "WS 9.6.2"))
        if zones[_MARKER[player]]:
            occupied = {board.slot_of(c) for c in on_stage}
            markers = [cards[i] for i in zones[_MARKER[player]]]
            leaving += [(m.id, "WS 9.7.1") for m in markers if board.slot_of(m) not in occupied]
    for card_id, rule in leaving:
        gone = game.get(card_id)
        if gone is not None:
            game.move(
                card_id,
                key(gone.owner, WAITING_ROOM),
                text="{0} is put into the waiting room by rule process",
                rule=rule,
            )
    return bool(leaving)
    yield  # a generator like every procedure, so rule processes could ask one day


def settles_on_board(game: Game) -> bool:
    """``Ruleset.settles_on_board``: the rule processes read zones, slots, entry order and
    printed types and power; a character's current power only when something may lower it
    (WS 9.5.1)."""
    return not board.abilities(game).may_lower(game, "power")


def _loses(game: Game, player: int) -> bool:
    """M 9.4.1: four or more level cards, or no library and no waiting room."""
    zones = game.state.zones
    return len(zones[_LEVEL[player]]) >= 4 or not (zones[_LIBRARY[player]] or zones[_WAITING[player]])


def _loss_reason(game: Game, player: int) -> str:
    if board.level(game, player) >= 4:
        return "has 4 cards in the level zone"
    return "has no cards in the library and the waiting room"


# ====================================================================== interrupts
def interrupts(game: Game) -> Flow:
    """Run the refresh and level-up interrupts that are due (M 9.1.2.1, 9.2, 9.3)."""
    while True:
        tp = game.state.turn_player
        # what is due depends on three zones' counts alone, read straight from the state
        # (about four times a decision: cheaper than a memo of it)
        zones = game.state.zones
        due: list[tuple[int, str]] = []
        for p in _TURN_ORDER[tp]:
            if not zones[_LIBRARY[p]] and zones[_WAITING[p]]:
                due.append((p, "refresh"))
            if len(zones[_CLOCK[p]]) >= 7:
                due.append((p, "level_up"))
        if not due:
            return
        player = due[0][0]
        mine = [what for p, what in due if p == player]
        what = mine[0]
        if len(mine) > 1:
            option = yield from game.choose_action(
                player,
                [
                    Option("refresh", "Refresh first", "refresh"),
                    Option("level_up", "Level up first", "level_up"),
                ],
                f"{player_name(player)}: refresh and level up are both due; which comes first?",
                rule="WS 9.1.2.1.1.2",
            )
            what = option.key
        if what == "refresh":
            yield from refresh(game, player)
        else:
            yield from level_up(game, player)


def refresh(game: Game, player: int) -> Flow:
    """M 9.2.2: the waiting room becomes the library, shuffled; then the refresh penalty (the
    top card to the clock, not damage) happens inside the interrupt (M 1.98+, A1)."""
    library, waiting = key(player, LIBRARY), key(player, WAITING_ROOM)
    count = game.count(waiting)
    for card_id in list(game.ids(waiting)):
        game.move(card_id, library, face_up=False, silent=True)
    game.shuffle(library, rule="WS 9.2.2", player=player)
    game.emit(
        "refresh",
        f"{player_name(player)} refreshes: {count} cards go from the waiting room to the library",
        player=player,
        data={"count": count},
        rule="WS 9.2.2",
    )
    top = game.top(library)
    if top is not None:
        game.move(
            top.id,
            key(player, CLOCK),
            text=f"{player_name(player)} puts {{0}} into the clock (refresh penalty)",
            player=player,
            rule="WS 9.2.2",
            data={"reason": "refresh"},
        )
    return
    yield


def level_up(game: Game, player: int) -> Flow:
    """M 9.3.2: one of the bottom 7 clock cards to the level zone, the other 6 to the waiting
    room. Their order there is not asked: the owner may reorder the waiting room at will (3.4.2)."""
    clock = key(player, CLOCK)
    bottom = list(game.ids(clock)[:7])
    chosen = yield from game.choose_cards(
        player,
        bottom,
        f"{player_name(player)}: level up: choose a card for your level zone",
        rule="WS 9.3.2",
    )
    card = game.move(
        chosen[0],
        key(player, LEVEL),
        text=f"{player_name(player)} levels up with {{0}}",
        player=player,
        rule="WS 9.3.2",
        data={"reason": "level_up"},
    )
    for card_id in bottom:
        if card_id != chosen[0]:
            game.move(card_id, key(player, WAITING_ROOM), player=player, rule="WS 9.3.2")
    game.emit(
        "level_up",
        f"{player_name(player)} is now level {board.level(game, player)}",
        player=player,
        cards=[card] if card is not None else [],
        rule="WS 9.3",
    )


# ====================================================================== moving cards
def after_move(game: Game, old: Card, new: Card | None, *, carry: bool = True) -> None:
    """Markers follow their character (M 3.7.3): to its new slot, where markers not moving
    go to the waiting room (3.7.3.1), or to the waiting room when it leaves the stage
    (3.7.3.2). Effects that place the markers themselves (a swap, Merge, Separate,
    Succession) move the character with ``carry=False``. (``Ruleset.after_move``, called by
    ``Game.move`` itself: ``Ruleset.move_hooks``.)"""
    if split_key(old.zone)[1] != STAGE or not carry:
        return
    if new is not None and new.zone == old.zone and new.slots == old.slots:
        return
    player = board.owner_of_zone(old)
    carried = board.markers(game, player, board.slot_of(old))
    if not carried:
        return
    if new is not None and new.zone == old.zone:
        slot = board.slot_of(new)
        for marker in board.markers(game, player, slot):
            game.move(marker.id, key(marker.owner, WAITING_ROOM), rule="WS 3.7.3.1")
        for marker in carried:
            game.move(marker.id, key(player, MARKER), slots=(slot,), rule="WS 3.7.3.1")
    else:
        for marker in carried:
            game.move(marker.id, key(marker.owner, WAITING_ROOM), rule="WS 3.7.3.2")


def draw(game: Game, player: int, n: int, *, up_to: bool = False) -> Flow:
    """Draw one card at a time; an emptied library refreshes before the next (M 3.2.3, 3.2.3.2)."""
    if up_to:
        n = yield from game.choose_number(player, 0, n, f"{player_name(player)}: draw how many (up to {n})?")
    drawn: list[int] = []
    for _ in range(max(0, n)):
        yield from interrupts(game)
        top = game.top(key(player, LIBRARY))
        if top is None:
            break  # nothing to draw: not done (M 1.3.2); the loss comes at the check timing (A11)
        card = game.move(top.id, key(player, HAND), text=f"{player_name(player)} draws {{0}}", player=player)
        if card is not None:
            drawn.append(card.id)
    yield from interrupts(game)
    return drawn


def move_cards(
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
    """Move cards one at a time, running the interrupts after each (M 3.2.3, 9.1.2.1). A card a
    prohibition keeps from that zone stays (``board.can_go_to``, M 1.3.2)."""
    moved: list[int] = []
    for card_id in ids:
        if not board.can_go_to(game, game.card(card_id), to):
            continue
        card = game.move(
            card_id,
            to,
            index=0 if position == "bottom" else None,
            face_up=face_up,
            state=state,
            slots=(slot,) if slot else (),
            player=player,
            data={"reason": reason} if reason else None,
        )
        if card is not None:
            moved.append(card.id)
        yield from interrupts(game)
    return moved


def top_to(game: Game, player: int, zone: str, *, reason: str, rule: str = "") -> Flow:
    """Move the top card of ``player``'s library to their ``zone`` (stock, clock …)."""
    yield from interrupts(game)
    top = game.top(key(player, LIBRARY))
    if top is None:
        return None
    card = game.move(top.id, key(player, zone), player=player, rule=rule, data={"reason": reason})
    yield from interrupts(game)
    return card


def choose_slot(
    game: Game,
    player: int,
    prompt: str,
    slots: Sequence[str] = SLOTS,
    *,
    rule: str = "",
    stage_of: int | None = None,
) -> Flow:
    """Ask ``player`` for one of their slots (``stage_of``: of that player's stage); returns its
    name (``""`` if none is offered)."""
    owner = player if stage_of is None else stage_of
    stage = key(owner, STAGE)
    options = [
        Option(
            f"slot:{slot}",
            f"{slot} ({_occupant(game, owner, slot, player)})",
            "slot",
            None,
            {"slot": slot, "zone": stage},
        )
        for slot in slots
    ]
    option = yield from game.choose_action(player, options, prompt, rule=rule, kind=DecisionKind.SLOT)
    return "" if option is None else str(option.args["slot"])


def _occupant(game: Game, player: int, slot: str, viewer: int) -> str:
    card = board.in_slot(game, player, slot)
    return "empty" if card is None else name_for(game, card, viewer)


def put_on_stage(
    game: Game,
    player: int,
    card_id: int,
    slot: str,
    *,
    state: str = "",
    reason: str,
    rule: str = "",
    by: dict[str, str | bool] | None = None,
) -> Flow:
    """Put a card into ``slot`` from a non-slot zone (M 3.6.3: standing unless told otherwise).
    An occupant leaves at the next rule process (M 8.6.2.4.1, 9.6.2). ``by``: the move's data on
    the ability whose effect puts it (``by_kind``, ``by_code``, ``by_cxcombo``: "placed … by the
    【AUTO】 / 【CXCOMBO】 effect of "X"")."""
    card = game.move(
        card_id,
        key(player, STAGE),
        slots=(slot,),
        face_up=True,
        state=state or None,
        player=player,
        text=f"{player_name(player)} puts {{0}} into {slot}" + (f" ({reason})" if reason else ""),
        rule=rule,
        data={"reason": reason, **(by or {})},
    )
    yield from interrupts(game)
    return card


# ====================================================================== damage
def deal_damage(game: Game, player: int, amount: int, *, source: int | None) -> Flow:
    """Damage processing (M 4.10.1): one card at a time to the resolution zone; a climax cancels
    the whole damage; otherwise all go to the clock together in the order revealed. Returns
    whether the damage was cancelled."""
    if amount <= 0:
        return False  # M 7.5.1.2.1: there is no such thing as 0 damage
    dealer = game.get(source) if source is not None else None
    if dealer is not None and board.on_stage(dealer) and not board.can_damage_player(game, dealer):
        return False  # "This card cannot deal damage to a player": no damage, nothing to cancel
    library, resolution = key(player, LIBRARY), key(player, RESOLUTION)
    who = player_name(player)
    revealed: list[int] = []
    cancelled = False
    # "The damage this card deals is resolved from the bottom of the deck" (M 1.3.1: the card's
    # text over the rule's "from the top", 4.10.1.1)
    from_bottom = dealer is not None and board.on_stage(dealer) and board.damages_from_bottom(game, dealer)
    for _ in range(amount):
        yield from interrupts(game)  # the previous card emptied the library: refresh now (M 3.2.3.2)
        top = game.bottom(library) if from_bottom else game.top(library)
        if top is None:
            _lose_if_no_climax(game, player)
            break  # the climax in the resolution zone ended the refresh (M 9.2.2.1): stop here
        card = game.move(
            top.id,
            resolution,
            face_up=True,
            text=f"{who} takes damage: {{0}}",
            rule="WS 4.10.1.1",
            data={"reason": "damage"},
        )
        assert card is not None
        revealed.append(card.id)
        if game.count(library) == 0 and game.count(key(player, WAITING_ROOM)) == 0:
            _lose_if_no_climax(game, player)
        if board.card_type(game, card) == CLIMAX_TYPE:
            cancelled = True
            for card_id in revealed:
                game.move(card_id, key(player, WAITING_ROOM), rule="WS 4.10.1.2")
            break
    else:
        yield from interrupts(game)  # the last card emptied the library: refresh before the clock
        if game.count(library) == 0 and game.count(key(player, WAITING_ROOM)) == 0:
            _lose_if_no_climax(game, player)  # the refresh penalty emptied both (M 9.2.2.1)
    if not cancelled:
        for card_id in revealed:
            game.move(card_id, key(player, CLOCK), rule="WS 4.10.1.3", data={"reason": "damage"})
    data = {"source": source, "player": player, "amount": amount}
    if cancelled:
        game.emit("ws.cancel", f"{who} cancels the damage", player=player, data=data, rule="WS 4.10.1.2")
    elif revealed:
        game.emit(
            "damage", f"{who} takes {len(revealed)} damage", player=player, data=data, rule="WS 4.10.1.3"
        )
    _watch_shots(game, source, player, cancelled)
    yield from interrupts(game)
    return cancelled


def _lose_if_no_climax(game: Game, player: int) -> None:
    """M 9.2.2.1: a refresh with nothing to refresh in the middle of damage loses the game,
    unless a climax is in the resolution zone."""
    if not board.climax_cards_in(game, key(player, RESOLUTION)):
        game.end_game(
            1 - player,
            f"{player_name(player)} must refresh in the middle of damage with an empty waiting room",
            "WS 9.2.2.1",
            Termination.DECK_OUT,
        )


def _watch_shots(game: Game, source: int | None, damaged: int, cancelled: bool) -> None:
    """The shot autos watch the next damage of the attacking character (M 4.12.2.7.1)."""
    shots: tuple[int, ...] = game.flag("ws.shots", ())
    if source is None or source not in shots:
        return
    game.set_flag("ws.shots", tuple(s for s in shots if s != source) or None)
    if not cancelled:
        return
    attacker = game.get(source)
    controller = attacker.controller if attacker is not None else 1 - damaged
    for _ in range(shots.count(source)):
        game.state.pending.append(
            PendingTrigger(
                id=game.state.new_id(),
                card=source,
                code=attacker.code if attacker is not None else "",
                ability=-1,
                controller=controller,
                name="Shot: deal 1 damage to the opponent",
                event={"ws": "shot", "target": 1 - controller},
                order=game.state.tick(),
            )
        )


# ====================================================================== trigger check
def trigger_check(game: Game, player: int) -> Flow:
    """M 7.3.1.2: the top library card face up to the resolution zone, every trigger icon on it,
    then face down on top of the stock (a treasure card goes to the hand instead)."""
    yield from interrupts(game)
    top = game.top(key(player, LIBRARY))
    if top is None:
        return
    card = game.move(
        top.id,
        key(player, RESOLUTION),
        face_up=True,
        text=f"{player_name(player)} trigger check: {{0}}",
        rule="WS 7.3.1.2",
        data={"reason": "trigger"},
    )
    assert card is not None
    yield from interrupts(game)
    icons = game.definition(card.code).words("triggers")
    current = board.battle(game)
    game.emit(
        "ws.trigger_check",
        f"{player_name(player)} checks {{0}}" + (f" ({', '.join(icons)})" if icons else ""),
        player=player,
        cards=[card],
        data={"attacker": current.attacker if current else None, "icons": icons},
        rule="WS 7.3.1.2",
    )
    for icon in icons:
        yield from perform_icon(game, player, icon, trigger_card=card.id)
    if game.get(card.id) is not None:
        game.move(card.id, key(player, STOCK), face_up=False, rule="WS 7.3.1.2", player=player)
    yield from interrupts(game)


def perform_icon(game: Game, player: int, icon: str, *, trigger_card: int | None = None) -> Flow:
    """One trigger icon's action (M 4.12.2), by ``player`` (the turn player in the trigger step,
    or the controller of an effect saying "perform the (icon) effect", M 4.12.1)."""
    rule = f"WS 4.12.2.{TRIGGER_ICONS.index(icon) + 2}"
    who = player_name(player)
    dummy = game.is_dummy(player)
    to_stock = f"{who}: {icon}: put the top card of your library into your stock?"
    if icon == "soul":
        attacker = board.attacking(game)
        if attacker is not None:
            add_stat(game, attacker.id, "soul", 1, player, rule=rule)
    elif icon in ("return", "comeback", "gate"):
        targets, what = _to_hand(game, player, icon)
        if targets and not dummy:
            chosen = yield from game.choose_cards(
                player, targets, f"{who}: {icon}: may return {what}", up_to=True, rule=rule
            )
            for card_id in chosen:
                card = game.get(card_id)  # an earlier move may have taken it (WS 1.3.2)
                if card is not None:
                    yield from move_cards(game, [card_id], key(card.owner, HAND), player=player, reason=icon)
    elif icon == "pool":
        if (yield from _may(game, player, to_stock, rule)):
            yield from top_to(game, player, STOCK, reason=icon, rule=rule)
    elif icon == "draw":
        if (yield from _may(game, player, f"{who}: draw: draw a card?", rule)):
            yield from draw(game, player, 1)
    elif icon == "shot":
        attacker = board.attacking(game)
        if attacker is not None:
            game.set_flag("ws.shots", (*game.flag("ws.shots", ()), attacker.id))
    elif icon == "treasure":
        if trigger_card is not None and game.get(trigger_card) is not None:
            game.move(trigger_card, key(player, HAND), player=player, rule="WS 4.12.2.8.1")
        if (yield from _may(game, player, to_stock, rule)):
            yield from top_to(game, player, STOCK, reason=icon, rule=rule)
    elif icon == "standby":
        yield from standby(game, player, rule, dummy)
    elif icon == "choice":
        yield from _choice(game, player, rule, dummy)


def _to_hand(game: Game, player: int, icon: str) -> tuple[list[int], str]:
    """The cards a return, comeback or gate icon may take to a hand (M 4.12.2.3, .5, .9)."""
    if icon == "return":
        return [c.id for c in game.cards_in(key(1 - player, STAGE))], "a character to its owner's hand"
    waiting = game.cards_in(key(player, WAITING_ROOM))
    if icon == "comeback":
        return [c.id for c in waiting if board.is_character(game, c)], "a character to your hand"
    return [c.id for c in waiting if board.card_type(game, c) == CLIMAX_TYPE], "a climax to your hand"


def _may(game: Game, player: int, prompt: str, rule: str) -> Flow:
    """Ask a "may" of a trigger icon; the goldfish dummy always declines."""
    if game.is_dummy(player):
        return False
    return (yield from game.yes_no(player, prompt, rule=rule))


def add_stat(game: Game, card_id: int, stat: str, amount: int, controller: int, *, rule: str = "") -> None:
    """Give a card +``amount`` ``stat`` for the turn (a locked set of one, M 8.9.2)."""
    card = game.get(card_id)
    if card is None or amount == 0:
        return
    game.add_effect(kind="stat", stat=stat, amount=amount, targets=(card_id,), controller=controller)
    sign = "+" if amount > 0 else ""
    game.emit(
        "modify",
        f"{{0}} gets {sign}{amount} {stat} for the turn",
        cards=[card],
        rule=rule,
        data={"stat": stat, "amount": amount},
    )


def standby(game: Game, player: int, rule: str, dummy: bool) -> Flow:
    """M 4.12.2.10: a character of level ≤ your level + 1 from your waiting room into any slot,
    rested; an occupant leaves at the next rule process (4.12.2.10.1). No cost, no colour."""
    limit = board.level(game, player) + 1
    targets = [
        c.id
        for c in game.cards_in(key(player, WAITING_ROOM))
        if board.is_character(game, c) and game.number(c, "level") <= limit
    ]
    if dummy or not targets:
        return
    who = player_name(player)
    chosen = yield from game.choose_cards(
        player,
        targets,
        f"{who}: standby (may put a level {limit} or lower character on stage)",
        up_to=True,
        rule=rule,
    )
    if not chosen:
        return
    slot = yield from choose_slot(game, player, f"{who}: standby: choose a slot", rule=rule)
    yield from put_on_stage(game, player, chosen[0], slot, state=REST, reason="standby", rule=rule)


def _choice(game: Game, player: int, rule: str, dummy: bool) -> Flow:
    """M 4.12.2.11: a character with a soul icon from your waiting room to your hand or stock."""
    targets = [
        c.id
        for c in game.cards_in(key(player, WAITING_ROOM))
        if board.is_character(game, c) and game.definition(c.code).number("soul") > 0
    ]
    if dummy or not targets:
        return
    who = player_name(player)
    chosen = yield from game.choose_cards(
        player, targets, f"{who}: choice (may take a character with a soul icon)", up_to=True, rule=rule
    )
    if not chosen:
        return
    option = yield from game.choose_action(
        player,
        [
            Option("hand", "To your hand", "zone", chosen[0], {"zone": key(player, HAND)}),
            Option("stock", "To your stock", "zone", chosen[0], {"zone": key(player, STOCK)}),
        ],
        f"{who}: choice: put it into your hand or your stock?",
        rule=rule,
    )
    yield from move_cards(game, chosen, key(player, str(option.key)), player=player, reason="choice")


def pay_stock(game: Game, player: int, amount: int, *, rule: str = "WS 8.4.3") -> None:
    """Pay ``amount`` from the top of the stock (M 8.4.3). No interrupt runs inside a payment."""
    for _ in range(amount):
        top = game.top(key(player, STOCK))
        if top is None:
            return
        game.move(
            top.id,
            key(player, WAITING_ROOM),
            text=f"{player_name(player)} pays {{0}} from the stock",
            player=player,
            rule=rule,
        )
