"""The ONE PIECE card-script vocabulary (``op.``), registered on the engine's ``Interpreter``.

``docs/games/one-piece.md`` lists every form with the printed text it carries. In short:

- cost atoms (OP 8-3-1, paid top to bottom, all or nothing): ``{"op.rest_don": N}`` (①: rest N
  active DON!! of the cost area, 8-3-1-5), ``{"op.don_minus": N}`` (DON!! −X: return X DON!!
  from the field to the DON!! deck, 8-3-1-6, 10-2-10-1; ``"or_more": true``: N or more, as many
  as the player chooses), ``{"op.trash_hand": N, "filter":
  {...}}`` (trash cards from the hand, 10-2-14-1; ``"to": "top"`` / ``"bottom"``: place them
  at the top or the bottom of the deck, or ``reveal``: show them; ``"from": "trash"``: from
  the trash), ``{"op.rest":
  "this"}`` (rest this card), ``{"op.trash_this": true}`` (trash this card from the field),
  ``{"op.return_this": true}`` (return this card to its owner's hand),
  ``{"op.own_cards": N, "filter": {...}, "to": "rested"}`` (rest N of your Leader,
  Characters or Stage, as the filter says; ``to`` ``hand``, ``trash``, ``ko`` or ``bottom``:
  return, trash, K.O. or place them at the bottom of the owner's deck; ``areas``: of other
  areas, "rest 1 of your cards" takes the cost area's DON!! too, B30),
  ``{"op.life": N, "end": "top_or_bottom", "to": "trash"}`` (N
  Life cards from the top, or the top or bottom as the player chooses, to the hand or the
  trash; ``"to": "face_up"``: the top N, face down, turned face up where they lie;
  ``"face_down"``: the top N, face up, turned face down); ``{"op.mill": N}`` (the top N cards
  of the deck to the trash); ``{"op.either": [{"label": L, "cost":
  [atoms]}, …]}`` (a cost of one of two kinds: the player pays one they can, 8-3-1);
  ``{"op.give_don_cost": N, "filter": {...}}`` (give N active DON!! of the cost area to one of
  your Leader or Characters, 6-5-5-1);
  ``{"op.ungive_don": N}`` (N of the DON!! given to your cards back to the cost area, rested);
  ``{"op.give_power": -5000, "to": "leader", "active": true, "until": "end_of_turn"}`` (a power
  change as a cost: to your (active) Leader, or this card without ``to``);
- conditions: ``{"op.don": X}`` ([DON!! xX]: X or more DON!! given to this card, 8-3-2-3,
  10-2-9-1, B6), ``{"turn": "yours"}`` / ``{"turn": "opponents"}`` ([Your Turn],
  [Opponent's Turn], 10-2-11, 10-2-12), ``{"op.battling": true}`` (this card is the attacker
  or the card attacked; ``{"type", "whose"}``: against such a card, by the battle's record),
  ``{"op.battled": {"type": "character", "whose": "opponent"}}`` (this
  card battled such a card this turn, the battle in progress too; ``board.record_battle``),
  ``{"op.hand_trashed": "any"}`` (a card of your hand was trashed by an effect, ``"you"`` /
  ``"opponent"``: by whose, this turn; ``board.note_hand_trashed``);
  ``{"op.this_turn": {"did": "ko", "type": "character", "whose": "you", "n": 2}}`` (this
  turn's K.O.s, ``play`` cards played, ``activate`` Events activated: ``n`` or more of that
  kind, ``types`` and controller, ``cost`` / ``power`` bounds as the card was; ``board.note_turn``);
- references: ``op.leader`` (your Leader), ``op.opponent_leader``, ``op.attacker``,
  ``op.target`` (the battle's cards);
- card filters: ``op.given`` (DON!! given to it, a number or comparison), ``op.played_this_turn``,
  ``op.type_includes`` (a type containing the text, 2-4-3-1), ``op.multicolour`` (2-3-6),
  ``op.has_trigger`` (a card with a [Trigger], 10-1-5), ``op.no_effect`` ("no base effect",
  2-8-5), ``op.has_timing`` ("a [When Attacking] effect": the text prints that timing, 10-2),
  ``op.base_power`` and ``op.base_cost`` (a number or comparison on the printed value,
  or the highest base an effect set, 4-9-2);
- trigger keys: ``op.target`` (``"this"``/``"yours"``: the attack's target is this card / one
  of yours), ``op.by`` (``"you"``/``"opponent"``/``"any"``: whose effect, its cost included
  (8-1-1), rested the card or returned the DON!!);
- verbs: ``op.choose_total`` (choose up to ``n`` cards of ``from`` whose costs (``stat``
  ``power``: powers) add up to ``total`` or less, one at a time, 8-4-4; sets ``chosen`` like
  ``choose``), ``op.ko`` (10-2-1), ``op.negate`` (the ``cards``' printed effects do not work
  ``until``, 4-1-2),
  ``op.shield`` (the ``cards`` cannot be K.O.'d in battle by an ``attribute``'s cards, or
  Characters with ``characters``, ``until``; 7-1-4-1-2), ``op.prohibit`` (each of the ``words``
  granted to the ``cards`` as prohibitions ``until``, 1-3-3), ``op.look_hand`` (the player of the
  effect alone sees the opponent's hand until done, 11-3-1), ``op.choose_cost`` (the player names a
  cost, kept as ``as``, default ``chosen_cost``: "Choose a cost", B32),
  ``op.set_value`` (the ``cards``' ``stat`` is ``to`` ``until``: not a base, 4-9-2, but in the
  additions' order, B14),
  ``op.activate_own`` (the card's own [Counter] / [On Play] / [On K.O.] effect, ``mark``, 10-1-5),
  ``op.each_player`` (the ``steps`` done by each player as their own, the turn player first, 1-3-10;
  ``players`` ``opponent``: by the opponent alone),
  ``op.return_don`` (``n`` DON!! of the field to the DON!! deck, as many as there
  are; ``player`` ``opponent``: theirs, they choose), ``op.give_don`` (``state``: rested DON!!
  too, 6-5-5-1; ``"pool": "owner"``: the DON!! of the cards' owner's cost area, B33),
  ``op.add_don`` (from the DON!! deck), ``op.play`` (play a card without paying its cost; [On
  Play] triggers, 10-2-6-1; ``state`` ``rested`` plays it rested; ``player``
  ``opponent``: the opponent plays a card of their own), ``op.to_life`` (to the top
  of Life, face down unless ``face_up``, 3-10-2-1; without ``cards``, the top card of the
  deck), ``op.life_to_hand``, ``op.damage`` (damage
  to a Leader by effect, 4-6), ``op.search`` (look at the top N, reveal up to ``pick`` (1)
  cards of a kind and add them to the hand, or play them without paying with ``"to": "play"``
  (10-2-6-1, ``state`` ``rested`` too); the rest to the bottom in any order, to the trash with
  ``"rest": "trash"``, or each to the top or the bottom with ``"rest": "top_or_bottom"``, or
  left where they are with ``"rest": "stay"``;
  ``"reveal": true`` reveals the N to both players, 11-2, 11-3; ``"to": "trash"``: the cards
  picked are trashed; ``filters`` (a list): up to ``pick`` of each kind, one kind at a time),
  ``op.arrange`` (look at the
  top N and place each at the top or the bottom of the deck in any order, 11-3; ``"to":
  "top"``: all back on top, in the order chosen),
  ``op.life_face_down`` (turn all of your Life cards face down, 3-10-2), ``op.turn_life``
  (the ``cards`` chosen, or the ``top`` N Life cards, turned face up or down, 3-10-2), ``op.peek_life``
  (look at up to 1 card from the top of your or your opponent's Life and place it at the top
  or the bottom, 11-3-1), ``op.play_from_deck`` (search the deck for up to
  1 card of a kind and play it without paying; the deck is then shuffled, 5-2-1-5-2, or always
  with ``"shuffle": true``, "Then, shuffle your deck"; ``"to": "hand"``: revealed and added to
  the hand instead, 11-2-1),
  ``op.at_end_of_turn`` (its ``steps`` wait for the End Phase, 6-6-1-2), ``op.at_end_of_battle``
  (… for the End of the Battle in progress, 7-1-5-2), ``op.restrict`` (a
  player "cannot activate [Blocker]" or "cannot play" cards of a kind for a while, 1-3-3;
  ``don_active``: the player's effects of a kind of card set no DON!! as active, B18),
  ``op.activate_main`` (an Event's [Main] carried out where it lies, 10-2-3-1-1),
  ``op.arrange_life`` (the Life cards looked at and put back in any order, 11-3); the shared
  ``state`` is replaced by one that leaves a card that "cannot be rested" active (1-3-3);
- trigger events: ``op.start_of_game`` (a Leader's "at the start of the game", 5-2-1-5-1),
  ``op.attack_damage`` (a battle's damage to Life, 7-1-4-1-1), ``op.don_returned`` (DON!! −X,
  10-2-10-1), besides the turn's and battle's events;
- ``"also_named"`` on a ``cont`` ability: a second name (2-1-3); the stat ``permissions`` with
  ``can:attack_active`` ("can also attack active Characters", 1-3-1).

Shared words do the rest: ``modify`` with ``stat = "power"`` and ``until`` = ``battle``,
``end_of_turn`` or ``start_of_your_turn`` (power changes); ``grant`` with ``stat =
"prohibitions"`` and ``grant = "cannot:attack"`` / ``"cannot:be_ko"`` / ``"cannot:block"``
(OP 1-3-3: "cannot" beats "can"); ``state`` (rest, set active); ``move``, ``draw``,
``choose``, ``may``, ``if``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from desktop_app.engine import kernel
from desktop_app.engine.abilities import Context
from desktop_app.engine.cards import Card
from desktop_app.engine.decisions import Option
from desktop_app.engine.events import Event
from desktop_app.engine.rules import Flow
from desktop_app.engine.script import COMPARISONS, CostAtom, Interpreter
from desktop_app.engine.zones import player_name
from desktop_app.games.one_piece import board, processes
from desktop_app.games.one_piece.abilities import NEGATED, SET_NOW
from desktop_app.games.one_piece.board import ACTIVE, RESTED, key

if TYPE_CHECKING:
    from desktop_app.engine.game import Game


def register(interp: Interpreter) -> None:
    """Register the ONE PIECE vocabulary (see the module docstring)."""
    from desktop_app.games.one_piece.cards import KEYWORDS

    interp.keywords.update(KEYWORDS)
    interp.register_ability_keys("trigger", {"condition", "cost", "effect", "optional", "tags"})
    interp.register_ability_keys("play", {"optional"})  # an Event's "You may …:" cost (8-3-1-4)
    interp.register_ability_keys("cont", {"also_named"})  # "Also treat this card's name as …" (2-1-3)
    _costs(interp)
    _conditions(interp)
    _refs_and_filters(interp)
    _verbs(interp)


#: the data of a card moved to pay a cost (not by an effect: "removed from the field by an effect")
COST = {"reason": "cost"}

#: the highest cost "Choose a cost" offers (no card costs more; 2-7)
COST_CHOICE = 20

#: what ``op.own_cards`` does with the cards it takes: the words a prompt says
OWN_COSTS = {
    "rested": "rest them",
    "hand": "return them to the owner's hand",
    "trash": "trash them",
    "bottom": "place them at the bottom of the owner's deck",
    "ko": "K.O. them",
}


def _wait(ctx: Context, step: Mapping[str, Any], kind: str, until: str, when: str, rule: str) -> None:
    """Keep ``step``'s steps, with the names bound so far, as an effect of ``kind`` that carries
    them out at the end of ``when`` (``turn`` does, at that time), and log it."""
    ctx.game.add_effect(
        kind=kind,
        stat=kind,
        value={"steps": step["steps"], "vars": dict(ctx.vars), "code": ctx.code},
        until=until,
        controller=ctx.controller,
        source=ctx.source,
    )
    ctx.game.log(f"{_name(ctx)}: at the end of {when}, …", player=ctx.controller, rule=rule)


def _name(ctx: Context) -> str:
    return ctx.game.definition(ctx.code).name if ctx.code else "Effect"


#: the triggers of the automatic timings a card's own text may activate (10-2-6, 10-2-17)
_OWN_TRIGGERS = {"On Play": {"on": "op.play", "card": "this"}, "On K.O.": {"on": "op.ko", "card": "this"}}


def _is_marked(ability: Any, mark: str) -> bool:
    """Whether ``ability`` is the card's [Counter] (an Event's, 10-2-4) or its [On Play] / [On
    K.O.] (an automatic ability with that trigger among its triggers)."""
    if mark == "Counter":
        return board.plays_at(ability, "counter")
    return ability.kind == "auto" and _OWN_TRIGGERS[mark] in ability.triggers


def _source_on_field(ctx: Context) -> Card | None:
    card = ctx.source_card()
    return card if card is not None and board.area(card) in ("leader", "character", "stage") else None


# ====================================================================== costs
def _costs(interp: Interpreter) -> None:
    c = interp.costs

    def rest_don_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        n = interp.evaluate(ctx, cost["op.rest_don"])
        return len(board.cost_don(ctx.game, ctx.controller, ACTIVE)) >= n

    def rest_don_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        return processes.rest_don(
            ctx.game, ctx.controller, interp.evaluate(ctx, cost["op.rest_don"]), rule="OP 8-3-1-5"
        )
        yield

    def don_minus_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return processes.field_don_count(ctx.game, ctx.controller) >= interp.evaluate(
            ctx, cost["op.don_minus"]
        )

    def don_minus_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        return (
            yield from processes.return_don(
                ctx.game,
                ctx.controller,
                interp.evaluate(ctx, cost["op.don_minus"]),
                by=ctx.controller,
                or_more=bool(cost.get("or_more")),
            )
        )

    def trash_candidates(ctx: Context, cost: Mapping[str, Any]) -> list[int]:
        wanted = cost.get("filter") or {}
        return [
            card.id
            for card in ctx.game.cards_in(key(ctx.controller, str(cost.get("from", "hand"))))
            if card.id != ctx.source and interp.passes(ctx, card, wanted)
        ]

    def trash_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return len(trash_candidates(ctx, cost)) >= interp.evaluate(ctx, cost["op.trash_hand"])

    def trash_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        """Trash N cards from the hand (10-2-14-1), or with ``to`` ``top`` / ``bottom`` place
        them face down at the top or the bottom of the deck; ``from`` ``trash`` takes them
        from the trash instead (placed at the bottom in the order chosen)."""
        n = interp.evaluate(ctx, cost["op.trash_hand"])
        to = str(cost.get("to", "trash"))
        doing = {"trash": "trash", "reveal": "reveal"}.get(to, f"place at the {to} of your deck")
        chosen = yield from ctx.game.choose_cards(
            ctx.controller,
            trash_candidates(ctx, cost),
            f"{_name(ctx)}: cost: {doing} {n} card(s) from your {cost.get('from', 'hand')}",
            minimum=n,
            maximum=n,
            source=ctx.source,
            rule="OP 10-2-14-1",
        )
        if to == "reveal":  # "reveal N … from your hand": shown to both, then back in the hand
            ctx.game.reveal(chosen, rule="OP 8-3-1")
            ctx.game.conceal(chosen)
            return len(chosen) == n
        for card_id in chosen:
            if to == "trash":
                ctx.game.move(
                    card_id, key(ctx.controller, "trash"), player=ctx.controller, rule="OP 10-2-14-1"
                )
            else:
                deck, index = key(ctx.controller, "deck"), 0 if to == "bottom" else None
                ctx.game.move(
                    card_id, deck, index=index, face_up=False, player=ctx.controller, rule="OP 8-3-1"
                )
        return len(chosen) == n

    def rest_this_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        card = _source_on_field(ctx)
        return (
            card is not None
            and card.state == ACTIVE
            and not board.rest_forbidden(ctx.game, card, ctx.controller)
        )

    def rest_this_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        card = _source_on_field(ctx)
        if card is None or card.state != ACTIVE:
            return False
        ctx.game.set_state(card.id, RESTED, player=ctx.controller, rule="OP 8-3-1", reason=board.EFFECT)
        return True
        yield

    def trash_this_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        card = _source_on_field(ctx)  # not one that "cannot be removed from the field by effects"
        return (
            card is not None
            and board.area(card) != "leader"
            and not board.prohibited(ctx.game, card, "leave_by_effect")
        )

    def trash_this_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        card = _source_on_field(ctx)
        if card is None:
            return False
        ctx.game.move(card.id, key(card.owner, "trash"), player=ctx.controller, rule="OP 8-3-1", data=COST)
        return True
        yield

    def return_this_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        card = _source_on_field(ctx)  # not one that "cannot be returned to the owner's hand" (1-3-3)
        return (
            card is not None
            and board.area(card) != "leader"
            and not board.move_forbidden(ctx.game, card, "returned_hand", ctx.controller)
            and not board.prohibited(ctx.game, card, "leave_by_effect")
        )

    def return_this_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        """The cost "return this Character to the owner's hand" (8-3-1)."""
        card = _source_on_field(ctx)
        if card is None or not return_this_can(ctx, cost):
            return False
        ctx.game.move(card.id, key(card.owner, "hand"), player=ctx.controller, rule="OP 8-3-1", data=COST)
        return True
        yield

    def own_candidates(ctx: Context, cost: Mapping[str, Any]) -> list[int]:
        wanted = cost.get("filter") or {}
        found = [
            card
            for area in cost.get("areas", ("leader", "character", "stage"))
            for card in ctx.game.cards_in(key(ctx.controller, area))
            if interp.passes(ctx, card, wanted)
        ]
        if cost.get("to") == "rested":  # one that "cannot be rested" cannot pay it (1-3-3)
            found = [
                card
                for card in found
                if card.state == ACTIVE and not board.rest_forbidden(ctx.game, card, ctx.controller)
            ]
        moved = {"hand": "returned_hand", "bottom": "bottom_deck"}.get(str(cost.get("to")))
        if moved is not None:  # "cannot be returned to the owner's hand …" cannot pay it (1-3-3)
            found = [c for c in found if not board.move_forbidden(ctx.game, c, moved, ctx.controller)]
        if cost.get("to") != "rested":  # removed: not one that "cannot be removed … by effects"
            found = [card for card in found if not board.prohibited(ctx.game, card, "leave_by_effect")]
        if cost.get("to") == "ko":  # one that "cannot be K.O.'d" cannot pay it (1-3-3)
            found = [
                card
                for card in found
                if not any(board.prohibited(ctx.game, card, word) for word in ("be_ko", "be_ko_by_effect"))
            ]
        return [card.id for card in found]

    def own_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return len(own_candidates(ctx, cost)) >= interp.evaluate(ctx, cost["op.own_cards"])

    def own_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        n = interp.evaluate(ctx, cost["op.own_cards"])
        to = str(cost.get("to", "trash"))
        chosen = yield from ctx.game.choose_cards(
            ctx.controller,
            own_candidates(ctx, cost),
            f"{_name(ctx)}: cost: choose {n} of your cards ({OWN_COSTS[to]})",
            minimum=n,
            maximum=n,
            source=ctx.source,
            rule="OP 8-3-1",
        )
        paid = 0
        for card_id in chosen:
            card = ctx.game.card(card_id)
            if to == "ko":  # a K.O. (10-2-1): [On K.O.] and replacements as any K.O. by an effect
                paid += bool((yield from processes.ko(ctx.game, card_id, player=ctx.controller)))
                continue
            paid += 1
            if to == "rested":
                ctx.game.set_state(
                    card_id, RESTED, player=ctx.controller, rule="OP 8-3-1", reason=board.EFFECT
                )
            else:
                where = key(card.owner, "hand" if to == "hand" else "trash" if to == "trash" else "deck")
                index = 0 if to == "bottom" else None
                ctx.game.move(card_id, where, index=index, player=ctx.controller, rule="OP 8-3-1", data=COST)
        return len(chosen) == n and paid == n

    def life_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        ids = ctx.game.ids(key(ctx.controller, "life"))
        n = interp.evaluate(ctx, cost["op.life"])
        if cost.get("to") in ("face_up", "face_down"):  # the top N must be the other way up
            up = cost["to"] == "face_down"
            return 0 < n <= len(ids) and all(ctx.game.card(i).face_up == up for i in ids[-n:])
        return len(ids) >= n

    def life_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        """Life cards to the hand (only their owner sees them, 3-10-2) or to the trash (face
        up): from the top, from the bottom (``"end": "bottom"``), or from the top or the bottom
        as the player chooses each time."""
        game, me = ctx.game, ctx.controller
        life = key(me, "life")
        if cost.get("to") in ("face_up", "face_down"):  # "turn N cards from the top … face-up"
            n = interp.evaluate(ctx, cost["op.life"])
            for card_id in reversed(game.ids(life)[-n:]):
                game.set_face(card_id, cost["to"] == "face_up", rule="OP 8-3-1")
            return True
        to_hand = cost.get("to", "hand") == "hand"
        for _ in range(interp.evaluate(ctx, cost["op.life"])):
            ids = game.ids(life)
            if not ids:
                return False
            card_id = ids[0] if cost.get("end") == "bottom" else ids[-1]  # the last listed is the top
            if cost.get("end") == "top_or_bottom" and len(ids) > 1:
                ends = [
                    Option("top", "The top Life card", "top"),
                    Option("bottom", "The bottom Life card", "bottom"),
                ]
                end = yield from game.choose_action(
                    me, ends, f"{_name(ctx)}: cost: which Life card?", source=ctx.source
                )
                card_id = ids[-1] if end is None or end.key == "top" else ids[0]
            if to_hand:
                game.move(card_id, key(me, "hand"), known_to=[frozenset({me})], player=me, rule="OP 3-10-2")
            else:
                game.move(card_id, key(me, "trash"), face_up=True, player=me, rule="OP 8-3-1")
        return True

    def mill_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return len(ctx.game.ids(key(ctx.controller, "deck"))) >= interp.evaluate(ctx, cost["op.mill"])

    def mill_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        """ "trash N cards from the top of your deck": the top N, face up; not payable with
        fewer cards (8-3-1-3)."""
        game, me = ctx.game, ctx.controller
        n = interp.evaluate(ctx, cost["op.mill"])
        ids = game.ids(key(me, "deck"))
        if len(ids) < n:
            return False
        for card_id in reversed(ids[len(ids) - n :]):
            game.move(card_id, key(me, "trash"), face_up=True, player=me, rule="OP 8-3-1")
        return True
        yield

    def either_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return any(interp.can_pay(ctx, alt["cost"]) for alt in cost["op.either"])

    def either_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        """ "trash 1 of your {X} type Characters or 1 card from your hand": one kind, the
        player's pick among those they can pay (8-3-1)."""
        payable = [alt for alt in cost["op.either"] if interp.can_pay(ctx, alt["cost"])]
        if not payable:
            return False
        chosen = payable[0]
        if len(payable) > 1:
            options = [Option(f"cost:{i}", str(alt["label"]), "cost") for i, alt in enumerate(payable)]
            picked = yield from ctx.game.choose_action(
                ctx.controller, options, f"{_name(ctx)}: cost: which?", source=ctx.source
            )
            if picked is None:
                return False
            chosen = payable[int(picked.key.split(":")[1])]
        return (yield from interp.pay(ctx, chosen["cost"]))

    def power_target(ctx: Context, cost: Mapping[str, Any]) -> Card | None:
        card = board.leader(ctx.game, ctx.controller) if cost.get("to") == "leader" else _source_on_field(ctx)
        if card is None or (cost.get("active") and card.state != ACTIVE):
            return None
        return card

    def power_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return power_target(ctx, cost) is not None

    def power_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        """ "give your active Leader / this Character −5000 power during this turn" (8-3-1)."""
        card = power_target(ctx, cost)
        if card is None:
            return False
        amount = int(interp.evaluate(ctx, cost["op.give_power"]))
        ctx.game.add_effect(
            kind="stat",
            stat="power",
            amount=amount,
            targets=(card.id,),
            until=str(cost.get("until", "end_of_turn")),
            controller=ctx.controller,
            source=ctx.source,
        )
        ctx.game.emit(
            "modify", f"{{0}} gets {amount} power", cards=[card], data={"stat": "power", "amount": amount}
        )
        return True
        yield

    def give_don_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        n = interp.evaluate(ctx, cost["op.give_don_cost"])
        hosts = own_candidates(ctx, {"filter": cost.get("filter") or {}})
        return bool(hosts) and len(board.cost_don(ctx.game, ctx.controller, ACTIVE)) >= n

    def give_don_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        """ "give 1 of your active DON!! cards to 1 of your Leader or Character cards" (8-3-1,
        6-5-5-1): the card first, then the DON!!."""
        n = interp.evaluate(ctx, cost["op.give_don_cost"])
        chosen = yield from ctx.game.choose_cards(
            ctx.controller,
            own_candidates(ctx, {"filter": cost.get("filter") or {}}),
            f"{_name(ctx)}: cost: choose the card to give {n} active DON!! to",
            minimum=1,
            maximum=1,
            source=ctx.source,
            rule="OP 8-3-1",
        )
        if not chosen:
            return False
        return all(processes.give_don(ctx.game, ctx.controller, chosen[0], state=ACTIVE) for _ in range(n))

    def given_pool(ctx: Context) -> list[int]:
        hosts = [board.leader(ctx.game, ctx.controller), *board.characters(ctx.game, ctx.controller)]
        return [don.id for host in hosts if host is not None for don in board.given_don(ctx.game, host)]

    def ungive_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return len(given_pool(ctx)) >= interp.evaluate(ctx, cost["op.ungive_don"])

    def ungive_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        """ "return 2 total of your currently given DON!! cards to your cost area rested"
        (8-3-1, 6-5-5): from any of your cards, the player's pick."""
        n = interp.evaluate(ctx, cost["op.ungive_don"])
        chosen = yield from ctx.game.choose_cards(
            ctx.controller,
            given_pool(ctx),
            f"{_name(ctx)}: cost: choose {n} given DON!! to return to your cost area",
            minimum=n,
            maximum=n,
            source=ctx.source,
            rule="OP 8-3-1",
        )
        for card_id in chosen:
            ctx.game.move(
                card_id,
                key(ctx.controller, "cost"),
                face_up=True,
                state=RESTED,
                player=ctx.controller,
                rule="OP 8-3-1",
                data=COST,
            )
        return len(chosen) == n

    c["op.either"] = CostAtom(either_can, either_pay)
    c["op.ungive_don"] = CostAtom(ungive_can, ungive_pay)
    c["op.give_don_cost"] = CostAtom(give_don_can, give_don_pay)
    c["op.give_power"] = CostAtom(power_can, power_pay)
    c["op.own_cards"] = CostAtom(own_can, own_pay)
    c["op.life"] = CostAtom(life_can, life_pay)
    c["op.mill"] = CostAtom(mill_can, mill_pay)
    c["op.rest_don"] = CostAtom(rest_don_can, rest_don_pay)
    c["op.don_minus"] = CostAtom(don_minus_can, don_minus_pay)
    c["op.trash_hand"] = CostAtom(trash_can, trash_pay)
    c["op.rest"] = CostAtom(rest_this_can, rest_this_pay)
    c["op.trash_this"] = CostAtom(trash_this_can, trash_this_pay)
    c["op.return_this"] = CostAtom(return_this_can, return_this_pay)


# ====================================================================== conditions
def _words(value: Any) -> tuple[str, ...]:
    return tuple(str(v) for v in value) if isinstance(value, (tuple, list)) else ()


def _given(game: Game, card: Card | None) -> int:
    return len(board.given_don(game, card)) if card is not None else 0


def _conditions(interp: Interpreter) -> None:
    p = interp.predicates

    def don(ctx: Context, x: Any) -> bool:
        return _given(ctx.game, ctx.source_card()) >= interp.evaluate(ctx, x)

    def battling(ctx: Context, want: Any) -> bool:
        """This card is the attacker or the card attacked (``true``); with ``type`` and
        ``whose``, the other card of the battle was of that kind and side as it battled (the
        battle's record: it may have left the field, 7-1-4-1-2), "battles your opponent's
        Character" (7-1)."""
        current = board.battle(ctx.game)
        inside = current is not None and ctx.source in (current.attacker, current.target)
        if not isinstance(want, Mapping):
            return inside == bool(want)
        if not inside or ctx.source is None:
            return False
        kind, owner = board.battled(ctx.game, ctx.source)[-1]  # the battle in progress: the last
        kinds = want.get("type", ["leader", "character"])
        side = want.get("whose", "any")
        mine = owner == ctx.controller
        return kind in ([kinds] if isinstance(kinds, str) else kinds) and (
            side == "any" or mine == (side == "you")
        )

    def hand_trashed(ctx: Context, by: Any) -> bool:
        """ "During the turn in which a card in your hand is trashed by an effect" (``"any"``; "by
        your (opponent's) effect": ``"you"``, ``"opponent"``): the turn's record (8-1-1, a cost's
        too)."""
        return board.hand_trashed(ctx.game, ctx.controller, interp.players(ctx, by))

    def battled(ctx: Context, want: Any) -> bool:
        """ "this Character battled your opponent's Character during this turn": a battle of
        this turn (the one in progress too) against a card of that kind and side (7-1)."""
        kinds = want.get("type", ["leader", "character"])
        kinds = [kinds] if isinstance(kinds, str) else list(kinds)
        side = want.get("whose", "any")
        if ctx.source is None:
            return False
        for kind, owner in board.battled(ctx.game, ctx.source):
            mine = owner == ctx.controller
            if kind in kinds and (side == "any" or mine == (side == "you")):
                return True
        return False

    def this_turn(ctx: Context, want: Any) -> bool:
        """ "If a Character was K.O.'d during this turn", "If your Character was played this
        turn", "If you have activated 2 or more Events this turn": ``did`` (``ko``, ``play``,
        ``activate``) ``n`` times or more (1) this turn, of a card of ``type`` (and one of
        ``types``) whose controller is ``whose``, its ``cost`` / ``power`` as it was within the
        bounds given ("a Character with a cost of 5 or more was K.O.'d"; the turn's record,
        ``board.note_turn``)."""
        kinds = want.get("type", "character")
        types = want.get("types", ())
        done = board.did_this_turn(
            ctx.game,
            str(want["did"]),
            [kinds] if isinstance(kinds, str) else kinds,
            [types] if isinstance(types, str) else types,
            interp.players(ctx, want.get("whose", "any")),
            {
                stat: {op: int(interp.evaluate(ctx, n)) for op, n in bounds.items()}
                for stat in ("cost", "power")
                if isinstance(bounds := want.get(stat), Mapping)
            },
        )
        return done >= int(interp.evaluate(ctx, want.get("n", 1)))

    p["op.don"] = don
    p["op.this_turn"] = this_turn
    p["op.battling"] = battling
    p["op.battled"] = battled
    p["op.hand_trashed"] = hand_trashed


# ====================================================================== references and filters
def _refs_and_filters(interp: Interpreter) -> None:
    r, f, k = interp.refs, interp.filters, interp.event_keys

    def listed(card: Card | None) -> list[Card]:
        return [card] if card is not None else []

    def battle_card(ctx: Context, which: str) -> list[Card]:
        current = board.battle(ctx.game)
        if current is None:
            return []
        return listed(ctx.game.get(current.attacker if which == "attacker" else current.target))

    r["op.leader"] = lambda ctx: listed(board.leader(ctx.game, ctx.controller))
    r["op.opponent_leader"] = lambda ctx: listed(board.leader(ctx.game, 1 - ctx.controller))
    r["op.attacker"] = lambda ctx: battle_card(ctx, "attacker")
    r["op.target"] = lambda ctx: battle_card(ctx, "target")

    def given_filter(ctx: Context, card: Card, arg: Any) -> bool:
        value = _given(ctx.game, card)
        if isinstance(arg, Mapping):
            return all(COMPARISONS[op](value, interp.evaluate(ctx, rhs)) for op, rhs in arg.items())
        return value == interp.evaluate(ctx, arg)

    def played_this_turn(ctx: Context, card: Card, want: Any) -> bool:
        return (card.entered > int(ctx.game.flag("op.turn_tick", 0))) == bool(want)

    def type_includes(ctx: Context, card: Card, part: Any) -> bool:
        """OP 2-4-3-1: a type containing the text in quotation marks."""
        return any(str(part) in t for t in _words(ctx.game.stat(card, "types")))

    def multicolour(ctx: Context, card: Card, want: Any) -> bool:
        """OP 2-3-6: "multicolored", a card of more than one colour."""
        return (len(ctx.game.definition(card.code).colours) > 1) == bool(want)

    f["op.given"] = given_filter
    f["op.played_this_turn"] = played_this_turn

    def has_trigger(ctx: Context, card: Card, want: Any) -> bool:
        """OP 10-1-5: "a card with a [Trigger]" (printed, or scripted as a ``trigger``)."""
        definition = ctx.game.definition(card.code)
        printed = bool(definition.stats.get("trigger")) or any(
            a.kind == "trigger" for a in definition.abilities
        )
        return printed == bool(want)

    def base_filter(stat: str) -> Any:
        def check(ctx: Context, card: Card, arg: Any) -> bool:
            """OP 4-9-2: the value printed on the card, or the highest base an effect set
            (4-9-2-1, 4-9-2-2; B14)."""
            printed = ctx.game.definition(card.code).stat(stat)
            value = int(printed) if isinstance(printed, int) else 0
            # set by effects and by permanent effects alike
            value = max(board.abilities(ctx.game).bases(ctx.game, card, stat), default=value)
            if isinstance(arg, Mapping):
                return all(COMPARISONS[op](value, interp.evaluate(ctx, rhs)) for op, rhs in arg.items())
            return value == interp.evaluate(ctx, arg)

        return check

    def no_effect(ctx: Context, card: Card, want: Any) -> bool:
        """OP 2-8-5: "no base effect", a card printed without card text."""
        return (not ctx.game.definition(card.code).text.strip()) == bool(want)

    def has_timing(ctx: Context, card: Card, want: Any) -> bool:
        """ "a [When Attacking] effect": the card's text prints that timing (2-8, 10-2)."""
        return f"[{want}]" in ctx.game.definition(card.code).text.replace("’", "'")

    f["op.no_effect"] = no_effect
    f["op.has_timing"] = has_timing
    f["op.base_power"] = base_filter("power")
    f["op.base_cost"] = base_filter("cost")
    f["op.type_includes"] = type_includes
    f["op.has_trigger"] = has_trigger
    f["op.multicolour"] = multicolour

    def target_key(ctx: Context, event: Event, arg: Any, ghost: bool) -> bool:
        target = event.data.get("target")
        card = ctx.game.get(target if isinstance(target, int) else None)
        if card is None:
            return False
        if arg == "this":
            return card.id == ctx.source
        return card.controller == ctx.controller

    k["op.target"] = target_key

    def by_key(ctx: Context, event: Event, arg: Any, ghost: bool) -> bool:
        """ "… by your effect" (``"you"``), "… by your opponent's effect", "… by an effect"
        (``"any"``): the player whose effect (or its cost, 8-1-1) rested the card (a ``state``
        event with the reason ``effect``), moved it (a ``move`` of an effect or a cost: not a
        K.O., a play, damage or a rule process, whose moves carry their own reason) or returned
        the DON!! (``op.don_returned``'s ``by``)."""
        by = board.effect_player(event)
        return by is not None and by in interp.players(ctx, arg)

    k["op.by"] = by_key

    def given_to_key(ctx: Context, event: Event, arg: Any, ghost: bool) -> bool:
        """ "When this Character is given a DON!! card" (``"this"``) or "… any of your
        Characters" (a card filter): the card a DON!! was given to (6-5-5-1)."""
        host = ctx.game.get(
            event.data.get("given_to") if isinstance(event.data.get("given_to"), int) else None
        )
        if host is None:
            return False
        if arg == "this":
            return host.id == ctx.source
        return interp.passes(ctx, host, arg)

    k["op.given_to"] = given_to_key


def _don_active_forbidden(ctx: Context) -> bool:
    """Whether the effect's player may not set DON!! cards as active with this effect: "you cannot
    set DON!! cards as active using Character effects" (an ``op.restrict`` of ``don_active``
    whose filter names the kind of the effect's card, read from its definition: a Character's
    [On K.O.] is a Character effect too, 1-3-3); logged when so."""
    kind = ctx.game.definition(ctx.code).type if ctx.code else ""  # the card's kind, wherever it is now
    if not any(
        effect.kind == processes.RESTRICT
        and effect.stat == "don_active"
        and effect.value["player"] == ctx.controller
        and effect.value["filter"].get("type") == kind
        for effect in ctx.game.state.effects
    ):
        return False
    ctx.game.log(
        f"{_name(ctx)}: DON!! cards cannot be set as active using this effect",
        player=ctx.controller,
        rule="OP 1-3-3",
    )
    return True


# ====================================================================== verbs
def _verbs(interp: Interpreter) -> None:
    v = interp.verbs

    def set_state(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Rest or set active the cards (the shared ``state``); a card that "cannot be rested"
        stays active (the prohibition wins, 1-3-3; 1-3-2: what cannot be done is not done)."""
        to = str(step["to"])
        by = board.effect_of(ctx.game, ctx.controller)  # the effect's player (8-1-1, "Each player rests …")
        for card in interp.cards(ctx, step.get("cards", "this")):
            if to == RESTED and board.rest_forbidden(ctx.game, card, by):
                ctx.game.log(
                    f"{ctx.game.name_of(card)} cannot be rested", player=ctx.controller, rule="OP 1-3-3"
                )
                continue
            if to == ACTIVE and board.is_don(ctx.game, card) and _don_active_forbidden(ctx):
                continue
            ctx.game.set_state(card.id, to, player=by, reason=board.EFFECT)
        return None
        yield

    def arrange_life(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "Look at all of your Life cards and place them back in your Life area in any order"
        (only their player sees them, 11-3-1; each keeps its face); with ``to_deck`` N, N of
        them are first placed at the top of the deck, face down ("place 1 at the top of your
        deck and place the rest back …")."""
        game, me = ctx.game, ctx.controller
        life = key(me, "life")
        looked = list(reversed(game.ids(life)))  # the top first
        game.reveal(looked, to=[me], rule="OP 11-3-1")
        n = min(interp.evaluate(ctx, step.get("to_deck", 0)), len(looked))
        if n:
            placed = yield from game.choose_cards(
                me,
                looked,
                f"{_name(ctx)}: choose {n} Life card(s) to place at the top of your deck",
                minimum=n,
                maximum=n,
                source=ctx.source,
                rule="OP 11-3-2",
            )
            game.conceal(placed)
            for card_id in placed:
                game.move(card_id, key(me, "deck"), face_up=False, player=me, rule="OP 11-3-2")
            looked = [i for i in looked if i not in placed]
        options = [Option(f"card:{i}", game.name_of(game.card(i)), "card", i) for i in looked]
        first_on_top = yield from game.order(
            me, options, f"{_name(ctx)}: order your Life cards (the first on top)", source=ctx.source
        )
        faces = {i: game.card(i).face_up for i in looked}
        game.conceal(looked)
        for option in reversed(first_on_top):
            if option.card is not None:
                game.move(option.card, life, face_up=faces[option.card], player=me, rule="OP 11-3-2")
        return None

    def activate_main(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "Activate the [Main] effect of up to 1 Event card … in your trash": each Event's [Main]
        effect is carried out where the card is (it stays in the trash), its own activation cost
        ("You may …:") asked as when it is activated from the hand (10-2-3-1-1, 8-3-1-4); a [Main]
        that is not automated is announced, to be done by hand."""
        engine = board.abilities(ctx.game)
        for card in interp.cards(ctx, step.get("cards", "chosen")):
            for ability in ctx.game.definition(card.code).abilities:
                if not board.plays_at(ability, "main"):
                    continue
                if not ability.automated:
                    engine.announce(ctx.game, card, ability, card.id)
                    continue
                yield from engine.play_ability(
                    ctx.game, ctx.controller, card.id, card.code, ability, paid=not ability.cost
                )
        return None

    def activate_own(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "… activate this card's [Counter] / [On Play] / [On K.O.] effect" inside a sentence:
        that ability's effect carried out now, as part of this one (10-1-5); the compiler writes
        it only when that ability is automated and has no cost, condition or limit."""
        if not ctx.code:
            return None
        mark = str(step["mark"])
        for ability in ctx.game.definition(ctx.code).abilities:
            if ability.automated and _is_marked(ability, mark):
                return (yield from interp.run(ctx, ability.effect))
        return None

    def choose_total(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "up to N … with a total cost of T or less" (8-4-4): the cards are chosen one at a time,
        each among those whose cost (its cost now, 0 at least, 1-3-6-2) fits what the total has
        left, so every set the text allows can be chosen and no other; choosing none ends it."""
        game = ctx.game
        n = interp.evaluate(ctx, step["n"])
        left = interp.evaluate(ctx, step["total"])
        stat = str(step.get("stat", "cost"))  # "… with a total power of T or less" too
        choosable = interp.choosable
        pool = [c.id for c in interp.cards(ctx, step["from"]) if choosable is None or choosable(ctx, c)]
        chosen: list[int] = []
        while len(chosen) < n:
            fits = [i for i in pool if i not in chosen and game.number(i, stat) <= left]
            if not fits:
                break
            picked = yield from game.choose_cards(
                ctx.controller,
                fits,
                f"{_name(ctx)}: choose up to 1 more card (total {stat} {left} or less left)",
                minimum=1,
                maximum=1,
                up_to=True,
                source=ctx.source,
                rule="OP 8-4-4",
            )
            if not picked:
                break
            chosen += picked
            left -= sum(game.number(i, stat) for i in picked)
        ctx.vars[str(step.get("as", "chosen"))] = chosen
        ctx.vars["did"] = bool(chosen)
        return None

    def negate(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "Negate the effect of …" for a while: the cards' printed effects, keywords too, do
        not work until it ends (4-1-2; ``abilities.NEGATED``, docs/games/one-piece.md)."""
        for card in interp.cards(ctx, step.get("cards", "chosen")):
            ctx.game.add_effect(
                kind=NEGATED,
                stat="",
                targets=(card.id,),
                until=str(step.get("until", "end_of_turn")),
                controller=ctx.controller,
                source=ctx.source,
            )
            ctx.game.log(
                f"{ctx.game.name_of(card)}'s effects are negated", player=ctx.controller, rule="OP 4-1-2"
            )
        return None
        yield

    def shield(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "… cannot be K.O.'d in battle by <Slash> attribute cards (Characters)" for a while:
        the prohibition ``board.ko_in_battle_by`` names, read by a battle's K.O. against the
        battle's attacker (7-1-4-1-2, 1-3-3)."""
        word = board.ko_in_battle_by(str(step["attribute"]), characters=bool(step.get("characters")))
        for card in interp.cards(ctx, step.get("cards", "chosen")):
            ctx.game.add_effect(
                kind="grant",
                stat="prohibitions",
                value=f"cannot:{word}",
                targets=(card.id,),
                until=str(step.get("until", "end_of_turn")),
                controller=ctx.controller,
                source=ctx.source,
            )
            ctx.game.emit("grant", f"{{0}} gains cannot:{word}", cards=[card])
        return None
        yield

    def set_value(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "Set the cost (power) of … to N" for a while: not a base value (4-9-2) but a value
        the card has from now on, so it applies in the order of the additions (``abilities.SET_NOW``,
        B14): those made earlier are overridden, those made later count on top."""
        stat = str(step["stat"])
        for card in interp.cards(ctx, step.get("cards", "chosen")):
            ctx.vars["it"] = card.id
            amount = interp.evaluate(ctx, step["to"])
            ctx.game.add_effect(
                kind="set",
                stat=stat,
                amount=amount,
                layer=SET_NOW,
                targets=(card.id,),
                until=str(step.get("until", "end_of_turn")),
                controller=ctx.controller,
                source=ctx.source,
            )
            ctx.game.emit(
                "modify",
                f"{{0}}'s {stat} is set to {amount}",
                cards=[card],
                data={"stat": stat, "amount": amount},
            )
        return None
        yield

    def each_player(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "Each player draws 1 card", "Each player trashes 1 card from their hand": the ``steps``
        done by each player as their own ("you" is that player, the names it binds its own), the
        turn player first (1-3-10: both are told to do it at the same time); ``players``
        ``opponent``: the opponent alone ("Your opponent trashes 1 Event from their hand")."""
        first = ctx.game.state.turn_player
        players = (1 - ctx.controller,) if step.get("players") == "opponent" else (first, 1 - first)
        for player in players:
            inner = Context(ctx.game, player, ctx.source, ctx.code, ctx.ability, ctx.event, {}, ctx.paid)
            # the other player's part is still this effect's (8-1-1): its moves are recorded so
            ctx.game.set_flag(board.EFFECT_OF, ctx.controller if player != ctx.controller else None)
            try:
                stopped = (yield from interp.run(inner, step["steps"])) == "stop"
            finally:
                ctx.game.set_flag(board.EFFECT_OF, None)
            if stopped:
                return "stop"
        return None

    def return_don(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "(your opponent) returns N DON!! cards from (their) field to (their) DON!! deck": the
        player whose DON!! they are chooses them among the cost area's and those given, as many
        as there are up to N (1-3-2; the same move as DON!! −X, 10-2-10-1)."""
        player = interp.player(ctx, step.get("player", "you"))
        wanted = interp.evaluate(ctx, step["n"])
        n = min(wanted, processes.field_don_count(ctx.game, player))
        if n > 0:
            yield from processes.return_don(ctx.game, player, n, by=board.effect_of(ctx.game, ctx.controller))
        ctx.vars["did"] = n == wanted > 0  # "you may return …. If you do": all of them
        return None

    def ko(ctx: Context, step: Mapping[str, Any]) -> Flow:
        for card in interp.cards(ctx, step.get("cards", "this")):
            # the effect's player, when another does part of it ("Your opponent K.O.s …", 8-1-1)
            yield from processes.ko(ctx.game, card.id, player=board.effect_of(ctx.game, ctx.controller))
        return None

    def give_don(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """DON!! of a state given to the cards (6-5-5-1); "did" ("If you do"): all of them given."""
        n = interp.evaluate(ctx, step.get("n", 1))
        state = str(step.get("state", ACTIVE))
        cards = interp.cards(ctx, step.get("cards", "op.leader"))
        owner = step.get("pool") == "owner"  # the DON!! of the card's owner ("its owner's Leader")
        given = [
            processes.give_don(
                ctx.game, card.owner if owner else ctx.controller, card.id, state=state, rule="OP 6-5-5-1"
            )
            for card in cards
            for _ in range(n)
        ]
        ctx.vars["did"] = bool(given) and all(given)
        return None
        yield

    def add_don(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """DON!! from the DON!! deck to the cost area, rested or set as active; set as active
        only if this effect may (B18: else they are added rested, 1-3-2, 1-3-3)."""
        n = interp.evaluate(ctx, step.get("n", 1))
        state = str(step.get("state", ACTIVE))
        if state == ACTIVE and _don_active_forbidden(ctx):
            state = RESTED
        added = processes.add_don(ctx.game, ctx.controller, n, state, rule="OP 8-4")
        ctx.vars["did"] = added == n > 0  # "If you do": all of them added
        return None
        yield

    def play(ctx: Context, step: Mapping[str, Any]) -> Flow:
        player = interp.player(ctx, step.get("player", "you"))  # "your opponent plays …"
        for card in interp.cards(ctx, step.get("cards", "this")):
            yield from processes.play_card(
                ctx.game,
                player,
                card.id,
                pay=False,
                state=str(step.get("state", ACTIVE)),
                rule="OP 10-2-6-1",
            )
        return None

    def to_life(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """The cards named, or without ``cards`` the top card of your deck, unseen, to the top
        of their owner's Life cards (3-10-2-1), or with ``"end": "top_or_bottom"`` to the end
        the player of the effect chooses for each; a Character the opponent's effects cannot
        remove from the field stays (1-3-3)."""
        game = ctx.game
        face_up = bool(step.get("face_up", False))
        top = game.top(key(ctx.controller, "deck"))
        cards = interp.cards(ctx, step["cards"]) if "cards" in step else [top] if top is not None else []
        for card in cards:
            if board.area(card) in ("character", "stage") and (
                board.prohibited(game, card, "leave_by_effect")  # 4-11-2, 8-1-1
                or (card.controller != ctx.controller and board.prohibited(game, card, "leave_by_opponent"))
            ):
                continue
            if (yield from processes.removal_replaced(game, card, ctx.controller, "life")):
                continue  # 8-1-3-4
            end = "top"
            if step.get("end") == "top_or_bottom":
                ends = [
                    Option("top", "The top of the Life cards", "top"),
                    Option("bottom", "The bottom", "bottom"),
                ]
                picked = yield from game.choose_action(
                    ctx.controller,
                    ends,
                    f"{_name(ctx)}: {game.name_of(card)} to which end of the Life cards?",
                )
                end = "bottom" if picked is not None and picked.key == "bottom" else "top"
            game.move(
                card.id,
                key(card.owner, "life"),
                index=0 if end == "bottom" else None,
                face_up=face_up,
                player=ctx.controller,
                text=f"{player_name(card.owner)} adds a card to the {end} of Life",
                rule="OP 3-10-2-1",
            )
        return None

    def life_to_hand(ctx: Context, step: Mapping[str, Any]) -> Flow:
        player = interp.player(ctx, step.get("player", "you"))
        for _ in range(interp.evaluate(ctx, step.get("n", 1))):
            top = ctx.game.top(key(player, "life"))
            if top is None:
                break
            ctx.game.move(
                top.id,
                key(player, "hand"),
                known_to=[frozenset({player})],
                text=f"{player_name(player)} adds a Life card to the hand",
                player=player,
                rule="OP 3-10-2",
            )
        return None
        yield

    def damage(ctx: Context, step: Mapping[str, Any]) -> Flow:
        player = interp.player(ctx, step.get("player", "opponent"))
        yield from processes.deal_damage(ctx.game, player, interp.evaluate(ctx, step.get("n", 1)))
        return None

    def search(ctx: Context, step: Mapping[str, Any]) -> Flow:
        game, me = ctx.game, ctx.controller
        deck = key(me, "deck")
        n = interp.evaluate(ctx, step.get("n", 5))
        pick = interp.evaluate(ctx, step.get("pick", 1))
        looked = list(reversed(game.ids(deck)[-n:])) if n > 0 else []
        if step.get("reveal"):  # "Reveal N cards from the top of your deck": both players see them
            game.reveal(looked, rule="OP 11-2-1")
        else:
            game.reveal(looked, to=[me], rule="OP 11-3-1")
        # "reveal up to 1 A and up to 1 B": one choice of up to 1 card per filter (``filters``)
        kinds = list(step.get("filters") or [step.get("filter") or {}])
        playing = step.get("to") == "play"
        trashing = step.get("to") == "trash"  # "look at N …and trash up to M cards"
        if playing or trashing:
            what = f"{'play' if playing else 'trash'} up to {pick} card" + ("s" if pick != 1 else "")
        elif pick == 1:
            what = "reveal up to 1 card and add it to your hand"
        else:
            what = f"reveal up to {pick} cards and add them to your hand"
        chosen: list[int] = []
        for wanted in kinds:
            fits = [i for i in looked if i not in chosen and interp.passes(ctx, game.card(i), wanted)]
            chosen += yield from game.choose_cards(
                me,
                fits,
                f"{_name(ctx)}: {what}",
                maximum=pick,
                up_to=True,
                source=ctx.source,
                rule="OP 8-4-4-2",
            )
        for card_id in chosen:
            if playing:  # 10-2-6-1: played without paying its cost, [On Play] triggers
                yield from processes.play_card(
                    game, me, card_id, pay=False, state=str(step.get("state", ACTIVE)), rule="OP 10-2-6-1"
                )
                continue
            if trashing:  # the trash is an open area (3-6): face up
                game.move(card_id, key(me, "trash"), face_up=True, player=me, rule="OP 11-3")
                continue
            game.reveal([card_id], rule="OP 11-2-1")
            game.move(card_id, key(me, "hand"), player=me, rule="OP 11-2-1")
        rest = [i for i in looked if i not in chosen and game.get(i) is not None]
        if step.get("rest") == "trash":  # "Then, trash the rest": an open area, face up
            for card_id in rest:
                game.move(card_id, key(me, "trash"), face_up=True, player=me, rule="OP 11-3-3")
            return None
        if step.get("rest") == "top_or_bottom":  # "… at the top or bottom of the deck in any order"
            yield from to_ends(ctx, rest)
            return None
        game.conceal(rest)
        if step.get("rest") == "stay":  # "If that card is …, you may play that card": else it stays
            return None
        for card_id in rest:
            game.move(card_id, deck, index=0, face_up=False, player=me, rule="OP 11-3-3")
        return None

    def play_from_deck(ctx: Context, step: Mapping[str, Any]) -> Flow:
        game, me = ctx.game, ctx.controller
        deck = key(me, "deck")
        looked = list(reversed(game.ids(deck)))
        game.reveal(looked, to=[me], rule="OP 3-2-2")  # searching: the owner looks through it
        wanted = step.get("filter") or {}
        to_hand = step.get("to") == "hand"  # "reveal up to 1 … from your deck and add it to your hand"
        chosen = yield from game.choose_cards(
            me,
            [i for i in looked if interp.passes(ctx, game.card(i), wanted)],
            f"{_name(ctx)}: "
            + ("reveal up to 1 card from your deck" if to_hand else "play up to 1 card from your deck"),
            maximum=1,
            up_to=True,
            source=ctx.source,
            rule="OP 8-4-4-2",
        )
        game.conceal([i for i in looked if i not in chosen])
        for card_id in chosen:
            if to_hand:
                game.reveal([card_id], rule="OP 11-2-1")
                game.move(card_id, key(me, "hand"), player=me, rule="OP 11-2-1")
                continue
            yield from processes.play_card(game, me, card_id, pay=False, rule="OP 10-2-6-1")
        # OP 5-2-1-5-2: a deck an effect changed is shuffled by its owner; "then, shuffle your
        # deck" shuffles it whatever was played
        if chosen or step.get("shuffle"):
            game.shuffle(deck, rule="OP 5-2-1-5-2", player=me)
        return None

    def arrange(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Look at the top N and place each at the top or the bottom of the deck, in any order
        (only the player of the effect sees them, 11-3-1; they stay in the deck, 11-3-2)."""
        game, me = ctx.game, ctx.controller
        deck = key(me, "deck")
        n = interp.evaluate(ctx, step.get("n", 1))
        looked = list(reversed(game.ids(deck)[-n:])) if n > 0 else []
        game.reveal(looked, to=[me], rule="OP 11-3-1")
        yield from to_ends(ctx, looked, only_top=step.get("to") == "top")
        return None

    def to_ends(ctx: Context, looked: list[int], only_top: bool = False) -> Flow:
        """Place each of ``looked`` (top cards of the deck the player of the effect is looking
        at) at the top or the bottom of the deck (or all at the top, ``only_top``), in the order
        that player chooses (11-3-2)."""
        deck = key(ctx.controller, "deck")
        rules = ("OP 11-3-1", "OP 11-3-2")
        yield from kernel.top_and_bottom(
            ctx.game, ctx.controller, looked, deck, _name(ctx), rules, ctx.source, only_top=only_top
        )
        return None

    def life_face_down(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Turn all of your Life cards face down (3-10-2: they become secret again)."""
        for card_id in ctx.game.ids(key(ctx.controller, "life")):
            ctx.game.set_face(card_id, False, rule="OP 3-10-2")
        return None
        yield

    def turn_life(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Turn Life cards face up or face down where they lie (3-10-2; a face-up Life card is
        open to both, B15): the ``cards`` chosen, or the ``top`` N of your Life cards."""
        game, up = ctx.game, bool(step.get("face_up", False))
        if "top" in step:
            n = interp.evaluate(ctx, step["top"])
            ids = list(reversed(game.ids(key(ctx.controller, "life"))))[: max(n, 0)]  # the top first
        else:
            ids = [card.id for card in interp.cards(ctx, step["cards"])]
        for card_id in ids:
            game.set_face(card_id, up, rule="OP 3-10-2")
        return None
        yield

    def peek_life(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Look at up to 1 card from the top of your or your opponent's Life cards and place it
        at the top or bottom of those Life cards (only the player of the effect sees it, 11-3-1)."""
        game, me = ctx.game, ctx.controller
        whose = [
            Option(
                f"life:{p}", "the top of your Life" if p == me else "the top of your opponent's Life", "life"
            )
            for p in (me, 1 - me)
            if game.ids(key(p, "life"))
        ]
        if not whose:
            return None
        whose.append(Option("none", "look at none", "none"))
        picked = yield from game.choose_action(
            me, whose, f"{_name(ctx)}: look at which Life card?", source=ctx.source
        )
        if picked is None or picked.key == "none":
            return None
        life = key(int(picked.key.split(":")[1]), "life")
        top = game.ids(life)[-1]
        game.reveal([top], to=[me], rule="OP 11-3-1")
        ends = [Option("top", "Leave it on top", "top"), Option("bottom", "Place it at the bottom", "bottom")]
        end = yield from game.choose_action(
            me, ends, f"{_name(ctx)}: the top or the bottom?", source=ctx.source
        )
        game.conceal([top])
        if end is not None and end.key == "bottom":
            game.move(top, life, index=0, face_up=False, player=me, rule="OP 11-3-2")
        return None

    def at_end_of_turn(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "… at the end of this turn": the steps wait, with the names bound so far, and are
        carried out in the End Phase after the [End of …] effects (6-6-1-2, ``turn.end_phase``)."""
        _wait(ctx, step, processes.AT_END, "end_of_turn", "this turn", "OP 6-6-1-2")
        return None
        yield

    def at_end_of_battle(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "… at the end of this battle": the steps wait, with the names bound so far, and are
        carried out at the End of the Battle (7-1-5-2, ``turn.end_of_battle``); outside a battle
        there is no battle to end, and nothing waits."""
        if board.battle(ctx.game) is None:
            ctx.game.log(f"{_name(ctx)}: no battle in progress", player=ctx.controller, rule="OP 7-1-5-2")
            return None
        _wait(ctx, step, processes.AT_END_OF_BATTLE, "battle", "this battle", "OP 7-1-5-2")
        return None
        yield

    def restrict(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """A player-level "cannot" for a while (OP 1-3-3): "your opponent cannot activate
        [Blocker]" (``action`` ``block``), "you cannot play Character cards …" (``play``; with
        ``area`` ``hand`` only plays from the hand), "this Leader cannot attack your opponent's
        Characters with …" (``attack``: ``filter`` reads the targets, with ``attacker``);
        ``filter`` narrows the cards, read when the player would act, so a card that comes later
        is restricted too; ``attacker`` (cards):
        only in a battle one of them attacks ("… if that Character attacks", "whenever your
        Leader attacks"); ``player`` ``any``: whichever player would act (the defender of those
        attackers: "… cannot be blocked by Characters with …", 7-1-2-1)."""
        player = None if step.get("player") == "any" else interp.player(ctx, step.get("player", "you"))
        value: dict[str, Any] = {
            "player": player,
            "filter": dict(step.get("filter") or {}),
            "area": step.get("area", ""),
        }
        if "attacker" in step:  # only in battles these cards attack ("if that Character attacks")
            value["attackers"] = tuple(card.id for card in interp.cards(ctx, step["attacker"]))
            if not value["attackers"]:
                return None
        ctx.game.add_effect(
            kind=processes.RESTRICT,
            stat=str(step["action"]),
            value=value,
            until=str(step.get("until", "end_of_turn")),
            controller=ctx.controller,
            source=ctx.source,
        )
        ctx.game.log(
            f"{_name(ctx)}: {'the defender' if player is None else player_name(player)} cannot "
            f"{processes.RESTRICTED[str(step['action'])]} for now",
            player=ctx.controller,
            rule="OP 1-3-3",
        )
        return None
        yield

    def look_hand(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "Look at your opponent's hand": only the player of the effect sees its cards (11-3-1,
        3-4-3), shown until they say they are done; the cards stay in the hand (11-3-2) and are
        hidden again (11-3-3). The prompt and the log name no card."""
        game, me = ctx.game, ctx.controller
        hand = game.ids(key(1 - me, "hand"))
        if not hand:
            return None
        game.reveal(hand, to=[me], rule="OP 11-3-1")
        yield from game.choose_action(
            me,
            [Option("done", "Done looking", "done")],
            f"{_name(ctx)}: you look at your opponent's hand ({len(hand)} cards)",
            source=ctx.source,
        )
        game.conceal(hand)
        return None

    def choose_cost(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "Choose a cost": the player of the effect names a number (0 to ``COST_CHOICE``, 2-7),
        kept as ``as`` for a filter to compare with ("If the revealed card has the chosen cost")."""
        chosen = yield from ctx.game.choose_number(
            ctx.controller, 0, COST_CHOICE, f"{_name(ctx)}: choose a cost", source=ctx.source, rule="OP 2-7"
        )
        ctx.vars[str(step.get("as", "chosen_cost"))] = chosen
        ctx.game.log(f"{_name(ctx)}: cost {chosen} chosen", player=ctx.controller, rule="OP 2-7")
        return None

    def prohibit(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Several prohibitions at once for a while (1-3-3): "cannot be returned to the owner's
        hand or placed at the bottom of the owner's deck (by …)" grants each of the ``words``
        to the ``cards``, as ``grant`` grants one."""
        base = {"do": "grant", "cards": step.get("cards", "chosen"), "stat": "prohibitions"}
        until = step.get("until", "end_of_turn")
        return (yield from interp.run(ctx, [{**base, "grant": w, "until": until} for w in step["words"]]))

    def conceal(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Cards revealed by the effect are unrevealed again once it is done (OP 11-2-2)."""
        ctx.game.conceal(card.id for card in interp.cards(ctx, step["cards"]))
        return None
        yield

    v.update(
        {
            "op.conceal": conceal,
            "state": set_state,
            "op.activate_main": activate_main,
            "op.arrange_life": arrange_life,
            "op.restrict": restrict,
            "op.at_end_of_turn": at_end_of_turn,
            "op.at_end_of_battle": at_end_of_battle,
            "op.peek_life": peek_life,
            "op.life_face_down": life_face_down,
            "op.turn_life": turn_life,
            "op.arrange": arrange,
            "op.ko": ko,
            "op.choose_total": choose_total,
            "op.return_don": return_don,
            "op.negate": negate,
            "op.shield": shield,
            "op.prohibit": prohibit,
            "op.look_hand": look_hand,
            "op.choose_cost": choose_cost,
            "op.set_value": set_value,
            "op.activate_own": activate_own,
            "op.each_player": each_player,
            "op.give_don": give_don,
            "op.add_don": add_don,
            "op.play": play,
            "op.to_life": to_life,
            "op.life_to_hand": life_to_hand,
            "op.damage": damage,
            "op.search": search,
            "op.play_from_deck": play_from_deck,
        }
    )
