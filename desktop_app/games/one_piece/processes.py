"""Rule processing, damage, K.O. and the procedures the turn and card scripts share.

- Check timing is the kernel's with ``TriggerOrder.BATCHES`` (OP 8-6): abilities that
  triggered together resolve the turn player's first, in the order they choose, then the
  other player's; what triggers meanwhile waits behind them (8-6-1, 8-6-1-1).
- ``rule_processes`` (OP 9-2, decision B4): defeat is judged at every check timing, that is
  after each action, each resolved effect and each point of damage, not between the single
  card moves inside one effect. A player with 0 cards in the deck loses (9-2-1-2); a player
  whose Leader was dealt damage at 0 Life loses (9-2-1-1), the battle's path included
  (7-1-4-1-1-1, B5: one path, the log names the rule); both at once: both lose (9-2-1, B3).
- ``resolve``: an auto effect whose card changed area before it resolves does not resolve
  (8-1-3-1-3), except [On K.O.], which resolves from the trash (10-2-17).
- Damage (4-6, 7-1-4-1-1-2): one Life card at a time; [Trigger] instead of adding it to the
  hand (10-1-5), [Banish] trashes it (10-1-3-1); auto effects triggered meanwhile wait until
  all the damage is dealt (8-6-2), a [Trigger] resolves at once (8-6-2-1).
- K.O. (10-2-1): [On K.O.] is checked on the field, then the card goes to the trash.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, cast

from desktop_app.engine.abilities import Context
from desktop_app.engine.cards import Card
from desktop_app.engine.decisions import Option
from desktop_app.engine.events import Event
from desktop_app.engine.observation import name_for
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import PendingTrigger, Termination
from desktop_app.engine.zones import player_name
from desktop_app.games.one_piece import board
from desktop_app.games.one_piece.board import ACTIVE, CHARACTER, EVENT, RESTED, STAGE, key

if TYPE_CHECKING:
    from desktop_app.engine.game import Game

#: players whose Leader was dealt damage while they had 0 Life (OP 9-2-1-1)
DAMAGED_AT_ZERO = "op.damaged_at_zero"
#: the trigger pattern of [On K.O.] (OP 10-2-17)
ON_KO = "op.ko"


# ====================================================================== rule processing
def rule_processes(game: Game) -> Flow:
    """OP 9-2-1: every defeat condition at once (see the module docstring)."""
    zero: tuple[tuple[int, str], ...] = game.flag(DAMAGED_AT_ZERO, ())
    reasons: dict[int, tuple[str, str]] = {}
    for player, rule in zero:
        reasons[player] = ("was dealt damage with 0 Life cards", rule)
    for player in (0, 1):
        if player not in reasons and game.count(key(player, "deck")) == 0:
            reasons[player] = ("has 0 cards in the deck", "OP 9-2-1-2")
    if len(reasons) == 2:
        game.end_game(
            None,
            "both players meet a defeat condition at the same time: both lose",
            "OP 9-2-1",
            Termination.BOTH_LOSE,
        )
    for player, (reason, rule) in reasons.items():
        termination = Termination.DECK_OUT if rule == "OP 9-2-1-2" else Termination.LIFE
        game.end_game(1 - player, f"{player_name(player)} {reason}", rule, termination)
    return False
    yield  # a generator like every procedure


#: the event of DON!! −X, once for the DON!! it returned (``return_don``)
DON_RETURNED = "op.don_returned"
#: a Character or Stage about to be removed from the field by the opponent's effect (4-11-2):
#: proposed to the replacement effects, never recorded
LEAVE = "op.leave"
#: the kind of a created effect that waits for the end of the turn (``op.at_end_of_turn``)
AT_END = "op.at_end"
#: … for the end of the battle in progress (``op.at_end_of_battle``, 7-1-5-2)
AT_END_OF_BATTLE = "op.at_end_of_battle"
#: the kind of a created effect that forbids a player an action (``op.restrict``)
RESTRICT = "op.restrict"
RESTRICTED = {
    "block": "activate [Blocker]",
    "play": "play some cards",
    "attack": "attack some cards",
    "activate": "activate some Events",
    # "you cannot set DON!! cards as active using Character effects": ``filter``'s ``type`` is
    # the kind of card whose effects may not (B18)
    "don_active": "set DON!! cards as active using some effects",
}


#: the value of a card's permanent "This Character cannot be blocked by <cards>" (7-1-2-1 with
#: 1-3-3): the filters of the cards that may not block its attacks, granted by its continuous
#: ability while it works (a [DON!! xN], an "If …", a negation), read with ``op.restrict``'s
BLOCKED_BY = "op.blocked_by"


def restricted(game: Game, player: int, action: str, card: Card, attacker: Card | None = None) -> bool:
    """Whether an ``op.restrict`` effect forbids ``player`` to ``action`` with ``card`` (OP 1-3-3:
    "cannot" beats "can"); ``attacker``: the card that would attack (else the battle's). A
    [Blocker] is also forbidden by the attacker's own permanent ``BLOCKED_BY`` filters."""
    if action == "block" and _blocked_by(game, card):
        return True
    for effect in game.state.effects:
        if effect.kind != RESTRICT or effect.stat != action or effect.value["player"] not in (player, None):
            continue
        where = effect.value["area"]
        if where and board.area(card) != where:
            continue
        attackers = effect.value.get("attackers")
        current = board.battle(game)
        attacking = attacker.id if attacker is not None else current.attacker if current is not None else None
        if attackers is not None and attacking not in attackers:
            continue
        context = Context(game, effect.controller, effect.source)
        if board.abilities(game).interpreter.passes(context, card, effect.value["filter"]):
            return True
    return False


def _blocked_by(game: Game, card: Card) -> bool:
    """Whether the battle's attacker "cannot be blocked by" cards such as ``card`` by a continuous
    ability of its own (the filter read as its card reads it: "your opponent's" is the
    attacker's opponent, "this Character" the attacker)."""
    current = board.battle(game)
    attacker = game.get(current.attacker) if current is not None else None
    if attacker is None:
        return False
    value = game.stat(attacker, BLOCKED_BY)
    if not isinstance(value, tuple) or not value:
        return False
    filters = cast("tuple[object, ...]", value)  # script data: each a filter (a mapping)
    context = Context(game, attacker.controller, attacker.id)
    passes = board.abilities(game).interpreter.passes
    return any(isinstance(f, Mapping) and passes(context, card, f) for f in filters)


def resolve(game: Game, pending: PendingTrigger) -> Flow:
    """Play one primed ability (OP 8-1-3-1-3; [On K.O.] resolves from the trash, 10-2-17)."""
    engine = board.abilities(game)
    ability = engine.ability_of(game, pending)
    if ability is None:
        return
    # the card's own [On K.O.] (one of its triggers), primed by a K.O.; not another card's
    on_ko = pending.event.get("kind") == ON_KO and any(
        t.get("on") == ON_KO and t.get("card") == "this" for t in ability.triggers
    )
    if on_ko:
        pending = _from_trash(game, pending)
    elif game.get(pending.card) is None and pending.card >= 0:
        game.log(
            f"{pending.name}: its card changed area, so it does not resolve",
            player=pending.controller,
            rule="OP 8-1-3-1-3",
        )
        return
    yield from engine.resolve_pending(game, pending)


def _from_trash(game: Game, pending: PendingTrigger) -> PendingTrigger:
    """An [On K.O.] ability acts as the card in the trash the K.O. put there (OP 10-2-17-1)."""
    moved = pending.event.get("trashed")
    if isinstance(moved, int) and game.get(moved) is not None:
        return replace(pending, card=moved)
    return pending


# ====================================================================== DON!!
def rest_don(game: Game, player: int, n: int, *, rule: str) -> bool:
    """Pay ①×n: rest ``n`` active DON!! of the cost area (OP 8-3-1-5). The DON!! are alike,
    so which ones is not asked. Returns False (nothing rested) when there are too few."""
    active = board.cost_don(game, player, ACTIVE)
    if len(active) < n:
        return False
    for don in active[:n]:
        game.set_state(don.id, RESTED, player=player, rule=rule)
    return True


def give_don(game: Game, player: int, target: int, *, state: str = ACTIVE, rule: str = "OP 6-5-5-1") -> bool:
    """Give 1 DON!! of ``state`` from ``player``'s cost area to ``target`` (OP 6-5-5-1)."""
    host = game.get(target)
    pool = board.cost_don(game, player, state)
    if host is None or not pool:
        return False
    game.move(
        pool[0].id,
        host.zone,
        slots=host.slots,
        state="",
        text=f"{player_name(player)} gives {{0}} to {game.name_of(host)}",
        player=player,
        rule=rule,
        data={"given_to": host.id},  # "When … is given a DON!! card" (the event key ``op.given_to``)
    )
    return True


def return_don(game: Game, player: int, n: int, *, by: int | None = None, or_more: bool = False) -> Flow:
    """DON!! −X (OP 8-3-1-6, 10-2-10-1): return ``n`` DON!! from the field to the DON!! deck,
    chosen among the cost area's and those given (the cost area's rested ones first offered).
    Returns whether ``n`` were returned. ``by``: the player whose effect returned them (a cost
    is part of its effect, 8-1-1), read by "… returned to your DON!! deck by your effect";
    ``or_more``: "return N or more DON!! cards", as many more as the player chooses."""
    field = _field_don(game, player)
    if len(field) < n:
        return False
    if not or_more and len({(c.zone, c.state, c.attached_to) for c in field}) == 1:
        chosen = [c.id for c in field[:n]]
    else:
        chosen = yield from game.choose_cards(
            player,
            [c.id for c in field],
            f"{player_name(player)}: DON!! −{n}: choose {n}{' or more' if or_more else ''} DON!! to return "
            "to your DON!! deck",
            minimum=n,
            maximum=len(field) if or_more else n,
            rule="OP 8-3-1-6",
        )
    for card_id in chosen:
        game.move(card_id, key(player, "don_deck"), face_up=False, player=player, rule="OP 8-3-1-6")
    if chosen:  # one event for the DON!! −X: "When a DON!! card on your field is returned …"
        game.emit(
            DON_RETURNED,
            f"{player_name(player)}: DON!! returned to the DON!! deck",
            player=player,
            data={} if by is None else {"by": by},  # whose effect (or its cost, 8-1-1) returned them
        )
    return len(chosen) >= n


def _field_don(game: Game, player: int) -> list[Card]:
    rested = board.cost_don(game, player, RESTED)
    active = board.cost_don(game, player, ACTIVE)
    given = [d for card in board.fighters(game, player) for d in board.given_don(game, card)]
    return [*rested, *active, *given]


def field_don_count(game: Game, player: int) -> int:
    return len(_field_don(game, player))


def to_cost(game: Game, player: int, don: int, state: str, text: str, rule: str) -> None:
    """Put a DON!! card face up into ``player``'s cost area, ``state`` (OP 3-9)."""
    game.move(don, key(player, "cost"), face_up=True, state=state, text=text, player=player, rule=rule)


def add_don(game: Game, player: int, n: int, state: str = ACTIVE, *, rule: str) -> int:
    """Put up to ``n`` DON!! from the DON!! deck into the cost area (OP 6-4-1 to 6-4-3);
    returns how many."""
    placed = 0
    for _ in range(n):
        top = game.top(key(player, "don_deck"))
        if top is None:
            break
        to_cost(game, player, top.id, state, f"{player_name(player)} places {{0}} in the cost area", rule)
        placed += 1
    return placed


# ====================================================================== playing cards
def play_card(
    game: Game, player: int, card_id: int, *, pay: bool = True, state: str = ACTIVE, rule: str = "OP 6-5-3-1"
) -> Flow:
    """Play a Character or Stage card, or activate an Event (OP 6-5-3, 2-7-2, 8-4-2).

    The cost is paid by resting active DON!! (2-7-2; which ones is never asked: they are
    alike). A sixth Character: after paying, one of the five is trashed, which is rule
    processing and not a K.O. (3-7-6-1, 3-7-6-1-1; B2: reveal, pay, trash, play). A new Stage
    replaces the old, which is trashed (3-8-5-1). An Event is trashed, then its effect is
    carried out (8-4-2). [On Play] triggers for a card played by an effect too (10-2-6-1); an
    effect may play a Character or Stage rested (``state``, "play … rested")."""
    card = game.get(card_id)
    if card is None:
        return
    definition = game.definition(card.code)
    who = player_name(player)
    origin = board.area(card)  # where it is played from ("When you play … from your hand")
    if definition.type in (CHARACTER, STAGE) and restricted(game, player, "play", card):
        game.log(f"{who} cannot play that card now: an effect forbids it", player=player, rule="OP 1-3-3")
        return
    if pay:
        cost = game.number(card, "cost")
        if not rest_don(game, player, cost, rule="OP 2-7-2"):
            return
    slots: tuple[str, ...] = ()
    if definition.type == CHARACTER:
        yield from _make_room(game, player)
        slots = (_free_slot(game, player),)
    elif definition.type == STAGE:
        for old in game.cards_in(key(player, STAGE)):
            game.move(
                old.id, key(old.owner, "trash"), player=player, rule="OP 3-8-5-1", data={"reason": "rule"}
            )
    if definition.type in (CHARACTER, STAGE):
        played = game.move(
            card_id,
            key(player, definition.type),
            slots=slots,
            face_up=True,
            state=state,
            player=player,
            text=f"{who} plays {{0}}",
            rule=rule,
            data={"reason": "play"},
        )
    else:
        played = game.move(
            card_id,
            key(player, "trash"),
            face_up=True,
            player=player,
            text=f"{who} activates {{0}}",
            rule="OP 8-4-2",
            data={"reason": "activate"},
        )
    if played is None:
        return
    if definition.type == EVENT:
        timing = "counter" if game.state.step == "counter" else "main"
        engine = board.abilities(game)
        for ability in definition.abilities:
            if board.plays_at(ability, timing):
                # its own activation cost ("You may trash 1 card …:") is asked now (8-3-1-4)
                yield from engine.play_ability(
                    game, player, played.id, played.code, ability, paid=not ability.cost
                )
        return
    game.emit(
        "op.play",
        f"{who} played {{0}}",
        player=player,
        cards=[played],
        rule="OP 10-2-6-1",
        data={"from": origin},
    )


def _make_room(game: Game, player: int) -> Flow:
    """OP 3-7-6-1: with five Characters, trash one before a sixth is played."""
    present = board.characters(game, player)
    if len(present) < board.CHARACTER_LIMIT:
        return
    chosen = yield from game.choose_cards(
        player,
        [c.id for c in present],
        f"{player_name(player)}: your Character area is full: choose a Character to trash",
        rule="OP 3-7-6-1",
    )
    for card_id in chosen:
        game.move(
            card_id,
            key(player, "trash"),
            player=player,
            text="{0} is trashed to make room (rule processing, not a K.O.)",
            rule="OP 3-7-6-1-1",
            data={"reason": "rule"},
        )


def _free_slot(game: Game, player: int) -> str:
    used = {slot for c in game.cards_in(key(player, CHARACTER)) for slot in c.slots}
    spec = game.spec(key(player, CHARACTER))
    return next((s for s in spec.slot_names if s not in used), spec.slot_names[-1])


# ====================================================================== K.O.
def ko(game: Game, card_id: int, *, player: int, battle: bool = False, rule: str = "OP 10-2-1") -> Flow:
    """K.O. a Character (OP 10-2-1), in battle (``battle``, 7-1-4-1-2) or by ``player``'s
    effect: unless something forbids it (1-3-3: "cannot be K.O.'d", "… in battle", "… by
    effects", "… by your opponent's effects", "cannot be removed from the field by your
    opponent's effects") or a replacement effect happens instead (8-1-3-4), [On K.O.] is
    checked on the field (the event ``op.ko`` while it is still there), then it goes to its
    owner's trash. Returns whether it was K.O.'d. A Stage is K.O.'d by an effect that says
    so ("K.O. up to 1 of your opponent's Stages"): the card's text beats 10-2-1, which speaks
    of Characters (1-3-1; docs/games/one-piece.md)."""
    card = game.get(card_id)
    if card is None or not (board.area(card) == CHARACTER or (board.area(card) == STAGE and not battle)):
        return False
    forbidden: tuple[str, ...]
    if battle:
        forbidden = ("be_ko", "be_ko_in_battle", *_attacker_words(game))
    else:
        by_opponent = ("be_ko_by_opponent", "leave_by_opponent") if player != card.controller else ()
        forbidden = ("be_ko", "be_ko_by_effect", "leave_by_effect", *by_opponent)
    if any(board.prohibited(game, card, word) for word in forbidden):
        game.log(f"{game.name_of(card)} cannot be K.O.'d", rule="OP 1-3-3")
        return False
    proposed = Event("op.ko", "", player=player, cards=(card.id,), data={"battle": battle})
    if (yield from board.abilities(game).replace(game, proposed, card.controller)):
        game.log(
            f"{game.name_of(card)} is not K.O.'d: a replacement effect applies instead", rule="OP 8-1-3-4"
        )
        return False
    if not battle and (
        yield from removal_replaced(game, card, player, "trash")
    ):  # a K.O. by an effect removes it
        return False
    event = game.emit(
        "op.ko", "{0} is K.O.'d", player=player, cards=[card], rule=rule, data={"battle": battle}
    )
    trashed = game.move(card_id, key(card.owner, "trash"), player=player, rule=rule, data={"reason": "ko"})
    if trashed is not None:  # the [On K.O.] abilities primed above resolve from the trash
        primed = [p for p in game.state.pending if p.event.get("cards") == event.cards and p.card == card_id]
        for pending in primed:
            index = game.state.pending.index(pending)
            game.state.pending[index] = _with_trashed(pending, trashed.id)
    return True


def _attacker_words(game: Game) -> tuple[str, ...]:
    """The prohibitions "… cannot be K.O.'d in battle by <A> attribute cards (Characters)" the
    battle's attacker meets (7-1-4-1-2: the card the K.O.'d card battled)."""
    current = board.battle(game)
    attacker = game.get(current.attacker) if current is not None else None
    if attacker is None:
        return ()
    words = game.stat(attacker, "attributes")
    kinds = (False, True) if board.card_type(game, attacker) == CHARACTER else (False,)
    return tuple(
        board.ko_in_battle_by(str(a), characters=c)
        for a in (words if isinstance(words, tuple) else ())
        for c in kinds
    )


def removal_replaced(game: Game, card: Card, player: int, to: str) -> Flow:
    """Offer the replacements of "If … would be removed from the field by your opponent's
    effect, … instead" (8-1-3-4) for ``card``, about to be moved off the field by ``player``'s
    effect (4-11-2) to the area ``to`` ("… would be returned to the owner's hand by …" reads
    it); return whether one applied, in which case the card stays."""
    if player == card.controller or board.area(card) not in (CHARACTER, STAGE):
        return False
    proposed = Event(LEAVE, "", player=player, cards=(card.id,), data={"battle": False, "to": to})
    if (yield from board.abilities(game).replace(game, proposed, card.controller)):
        game.log(
            f"{game.name_of(card)} is not removed from the field: a replacement effect applies instead",
            rule="OP 8-1-3-4",
        )
        return True
    return False


def _with_trashed(pending: PendingTrigger, trashed: int) -> PendingTrigger:
    return replace(pending, event={**pending.event, "trashed": trashed})


# ====================================================================== damage
#: the data of a Life card taken by damage (to the hand, the trash with [Banish], or revealed for
#: its [Trigger]): what "when you take damage" reads
DAMAGE = {"reason": "damage"}


def deal_damage(
    game: Game, target_player: int, amount: int, *, banish: bool = False, battle: bool = False
) -> Flow:
    """Deal ``amount`` damage to ``target_player``'s Leader (OP 4-6-2, 7-1-4-1-1): for each
    point, with 0 Life the player meets the defeat condition (9-2-1-1; in battle the attacker
    wins, 7-1-4-1-1-1, B1: Life is read once, when the damage is determined, so a second
    point of [Double Attack] into the last Life card loses nothing); otherwise the top Life
    card goes to the hand, or to the trash with [Banish] (10-1-3-1, B8: each point), or its
    [Trigger] is activated instead (10-1-5)."""
    if amount <= 0:
        return
    if board.life(game, target_player) == 0:
        rule = "OP 7-1-4-1-1-1" if battle else "OP 9-2-1-1"
        game.log(
            f"{player_name(target_player)}'s Leader is dealt damage with 0 Life",
            player=target_player,
            rule=rule,
        )
        game.set_flag(DAMAGED_AT_ZERO, (*game.flag(DAMAGED_AT_ZERO, ()), (target_player, rule)))
        yield from rule_processes(game)
        return
    for _ in range(amount):
        top = game.top(key(target_player, "life"))
        if top is None:
            break  # B1: the second point finds no Life card; nothing happens
        if banish:
            game.move(
                top.id,
                key(target_player, "trash"),
                face_up=True,
                text="{0} is trashed from Life ([Banish])",
                rule="OP 10-1-3-1",
                data=DAMAGE,
            )
            continue
        yield from _life_card(game, target_player, top.id)


def _life_card(game: Game, player: int, card_id: int) -> Flow:
    """OP 7-1-4-1-1-2, 10-1-5: the defender is asked, every time (so the question tells the
    other seat nothing), whether to activate the Life card's [Trigger] or add it to the hand;
    a card without a [Trigger] only offers the hand."""
    card = game.card(card_id)
    trigger = next((a for a in game.definition(card.code).abilities if a.kind == "trigger"), None)
    card = game.update(card_id, revealed_to=frozenset({player})) or card  # the defender looks at it
    options = [Option("hand", f"Add {name_for(game, card, player)} to your hand", "hand", card_id)]
    if trigger is not None:
        options.insert(
            0,
            Option(
                "trigger",
                f"Reveal {name_for(game, card, player)} and activate its [Trigger]",
                "trigger",
                card_id,
            ),
        )
    choice = options[-1]
    if not game.is_dummy(player):
        choice = yield from game.choose_action(
            player,
            options,
            f"{player_name(player)}: a Life card is taken by damage",
            rule="OP 10-1-5",
            source=card_id,
        )
    if choice.key == "hand" or trigger is None:
        game.conceal([card_id])
        game.move(
            card_id,
            key(player, "hand"),
            text=f"{player_name(player)} adds a Life card to the hand",
            known_to=[frozenset({player})],
            player=player,
            rule="OP 10-1-5-2",
            data=DAMAGE,
        )
        return
    revealed = game.move(
        card_id,
        key(player, "no_area"),
        face_up=True,
        text=f"{player_name(player)} reveals {{0}} from Life and activates its [Trigger]",
        player=player,
        rule="OP 10-1-5-1",
        data=DAMAGE,
    )
    assert revealed is not None
    yield from board.abilities(game).play_ability(game, player, revealed.id, revealed.code, trigger)
    if game.get(revealed.id) is not None:  # B9: to the trash unless the effect moved it
        game.move(revealed.id, key(revealed.owner, "trash"), player=player, rule="OP 10-1-5-3")
