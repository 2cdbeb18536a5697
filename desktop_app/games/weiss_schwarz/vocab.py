"""The Weiß Schwarz card-script vocabulary, registered on the engine's ``Interpreter``.

``docs/games/weiss-schwarz.md`` lists every form with an example. In short:

- cost atoms (M 8.4, paid in order, all or nothing, no interrupt inside): ``{"stock": N}``
  (8.4.3), ``{"discard": N, "filter": {...}}`` (hand to waiting room), ``{"rest": "this"}`` or
  ``{"rest": N, "filter": {...}}``, ``{"clock_top": N}`` (Accelerate, 10.12),
  ``{"stock_top": N, "to": zone}`` (the top cards of your stock to a zone of yours),
  ``{"reveal": {...}, "n": N}`` (N cards of the hand shown, 1 without ``n``; Resonance, 10.13),
  ``{"this_to": zone}`` (this card to a zone of yours, with
  ``"position": "bottom"`` to the bottom of the library, ``"shown": true`` revealed first; its
  slot is remembered as ``this_slot``), ``{"marker_from_stage": {...}}`` (Merge, 10.15),
  ``{"put": N, "from": zone, "to": zone, "filter": {...}}`` (N of your cards of one zone into
  another; ``"position": "bottom"`` to the bottom of an ordered zone),
  ``{"under_this": N, "from": zone, "filter": {...}}`` (N of your cards of a zone face up under
  this card as markers),
  ``{"markers_to_waiting_room": true, "n": N or "all"}`` (markers under this card),
  ``{"shuffle_deck": true}`` (your deck shuffled, after cards returned to it),
  ``{"level_face_down": N}`` (N face-up cards of your level zone turned face down, 3.9.2),
  ``{"this_face_down": true}`` (this face-up card in your memory turned face down, 3.12.2.2);
- verbs: ``ws.damage``, ``ws.brainstorm``, ``ws.trigger_check``, ``ws.icon`` and
  ``ws.standby`` (perform a trigger icon's effect, M 4.12.1), ``ws.face`` (cards in a memory
  turned face up or down, M 3.12.2.2), ``ws.defend`` (the card put in the slot of the character
  front attacked is the defending character, M 7.2.1.5.1), ``ws.encore``, ``ws.no_encore``
  (a player cannot use Encore this turn), ``ws.no_play`` (a player cannot play the cards of a
  filter from the hand for a time), ``ws.delayed`` (a delayed effect: an 【AUTO】 ability
  the first matching event primes once), ``ws.shift``,
  ``ws.force``, ``ws.merge``, ``ws.separate``, ``ws.change``, ``ws.succession``,
  ``ws.put_on_stage``, ``ws.move_slot``, ``ws.marker``, ``ws.reveal_top``, ``ws.arrange_top``,
  ``ws.order`` (the player orders the cards a var names, for "put them … in any order"),
  ``ws.exchange`` (two cards of yours in two zones, not the stage, each to the other's place; or
  a character on a stage and a card of its owner's elsewhere: the card takes its position),
  ``ws.swap`` (two of your characters swap their stage positions, M 6.5.1.2.4, as 【STAND】 with
  ``"state": "stand"``);
  and ``reveal``, ``grant`` and ``state`` replaced by Weiß Schwarz versions (a revealed card is
  shown, not left visible; a granted ability may be a keyword; a card that "cannot become
  【REVERSE】" is not reversed);
- predicates: ``ws.climax_named``, ``ws.attacking``, ``ws.placed_from_hand`` (the card was placed
  on the stage from the hand this turn), ``ws.placed_by_change`` (by a "Change" effect),
  ``ws.placed_by`` (by the effect of an ability of a kind of a card of a name),
  ``ws.may_encore`` (the controller may use Encore this turn); expressions ``ws.level``,
  ``ws.icons`` (the trigger icons printed on the cards selected), ``ws.colours`` (the different
  colours of the cards selected) and ``ws.names`` (their different card names, as printed);
- card filters: ``front_row``, ``back_row``, ``opposite``, ``in_front_of``, ``behind``,
  ``battle_opponent``, ``attacking``, ``defending``, ``attacked``, ``with_markers``,
  ``traitless``, ``soul_icon``, ``ws.keyword`` (an ability with that keyword's tag or keyword),
  ``ws.encore_cost`` (an Encore with that cost, not the default one),
  ``top`` (among the top N of its zone), ``bottom`` (among the
  bottom N), ``link``, ``under``
  (a marker under the referenced character);
- trigger keys: ``source`` (the damage's source is this card), ``attacker`` (the trigger
  check's attacker is this card), ``battle_opponent`` (the event's card is this card's battle
  opponent), ``target`` (the attacked character of an attack: this card or a filter),
  ``keyword`` (the keyword used), ``by_auto`` (a card placed on the stage by the effect of an
  【AUTO】 ability of the card of that name), ``by_card`` (``{"name": …, "kind": …, "cxcombo": …}``:
  by an ability of a card of that name, of that kind if given, a 【CXCOMBO】 one if true).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

from desktop_app.engine.abilities import Ability, AbilityEngine, Context
from desktop_app.engine.cards import Card
from desktop_app.engine.decisions import Option
from desktop_app.engine.events import Event
from desktop_app.engine.rules import Flow
from desktop_app.engine.script import CostAtom, Interpreter, ScriptError, as_list, fold, name_has
from desktop_app.engine.zones import player_name
from desktop_app.games.weiss_schwarz import board, processes
from desktop_app.games.weiss_schwarz.board import key
from desktop_app.games.weiss_schwarz.zones import (
    BACK_ROW,
    BEHIND,
    CLOCK,
    FRONT_ROW,
    HAND,
    IN_FRONT_OF,
    LEVEL,
    LIBRARY,
    MARKER,
    MEMORY,
    OPPOSITE,
    RESOLUTION,
    REST,
    REVERSE,
    SLOTS,
    STAGE,
    STAND,
    WAITING_ROOM,
)

if TYPE_CHECKING:
    from desktop_app.engine.game import Game


def register(interp: Interpreter) -> None:
    """Register the Weiß Schwarz vocabulary (see the module docstring)."""
    from desktop_app.games.weiss_schwarz.cards import KEYWORDS

    interp.keywords.update(KEYWORDS)
    interp.choosable = choosable
    _costs(interp)
    _predicates(interp)
    _filters(interp)
    _event_keys(interp)
    _verbs(interp)


def choosable(ctx: Context, card: Card) -> bool:
    """Whether an effect of ``ctx``'s controller may choose ``card``: not a character whose
    "cannot be chosen by your opponent's effects" protects it from that player (WS 1.3.3)."""
    return (
        card.controller == ctx.controller
        or not board.on_stage(card)
        or "cannot_be_chosen" not in board.keywords(ctx.game, card)
    )


def _opponent_characters_auto(ctx: Context, player: int) -> bool:
    """Whether ``ctx`` is an 【AUTO】 effect of a character of ``player``'s opponent."""
    ability = ctx.ability
    return (
        ability is not None
        and ability.kind == "auto"
        and ctx.controller != player
        and bool(ctx.code)
        and ctx.game.definition(ctx.code).type == board.CHARACTER
    )


def _shielded(ctx: Context, card: Card) -> bool:
    """Whether ``card`` "cannot become 【REVERSE】 by 【AUTO】 effects of your opponent's
    characters" and ``ctx`` is such an effect (M 1.3.2)."""
    return _opponent_characters_auto(
        ctx, card.controller
    ) and "cannot_reverse_opponent_auto" in board.keywords(ctx.game, card)


def _damage_barred(ctx: Context, player: int, amount: int) -> bool:
    """Whether ``player`` "cannot receive damage by 【AUTO】 effects of your opponent's characters"
    (the word ``no_opponent_auto_damage`` on a character of theirs, held while its 【CONT】's
    condition does; ``no_small_opponent_auto_damage``: "cannot receive 1 or less damage …") and
    ``ctx`` is such an effect dealing ``amount``: the damage is not dealt (M 1.3.2)."""
    words = ["no_opponent_auto_damage"] + (["no_small_opponent_auto_damage"] if amount <= 1 else [])
    return _opponent_characters_auto(ctx, player) and any(
        board.has_keyword(ctx.game, card, word)
        for card in ctx.game.cards_in(key(player, STAGE))
        for word in words
    )


def _name(ctx: Context) -> str:
    return ctx.game.definition(ctx.code).name if ctx.code else "Effect"


#: "exchange them" moves each card to the other's place, as Shift does (M 10.11.2)
RULE_EXCHANGE = "WS 10.11.2"


def _one(interp: Interpreter, ctx: Context, ref: Any) -> Card | None:
    cards = interp.cards(ctx, ref)
    return cards[0] if cards else None


# ====================================================================== costs
def _may_substitute(game: Game, engine: AbilityEngine) -> bool:
    """Whether a character may have a ``stock_substitute`` ability now: one printed on a card of
    the game (looked for once a game), or abilities given by an effect or a continuous ability."""
    printed: bool | None = game.derived.get(_SUBSTITUTES)
    if printed is None:
        printed = game.derived[_SUBSTITUTES] = any(
            "stock_substitute" in ability.tags
            for definition in game.definitions.values()
            for ability in definition.abilities
        )
    return printed or engine.index(game).grants or any(e.kind == "ability" for e in game.state.effects)


_SUBSTITUTES: Final = "ws.stock_substitutes"


def stock_substitutes(
    interp: Interpreter, game: Game, controller: int, this: Card, ability: Ability | None
) -> list[tuple[Card, Ability]]:
    """Your characters whose continuous ability lets a marker under them be put into the waiting
    room instead of 1 card of the stock of a cost ("If you would pay the 【ACT】 cost for …, you may
    put 1 marker from underneath this card into your waiting room instead of 1 card from your
    stock", tag ``stock_substitute``), each with that ability: of an 【ACT】 of ``this``; with
    ``for_tag``, of an ability with that tag ("the "Change" cost"); with ``for_play`` (``ability``
    ``None``), of playing ``this`` from the hand ("the cost for an event in your hand", WS 8.6.2.3);
    with ``itself``, the character itself instead of up to ``n`` cards ("you may put this card into
    your waiting room instead of one or two cards from your stock"). A choice-type replacement,
    WS 8.2.1.3.2, offered only while it can be carried out (a marker there, 8.10.3)."""
    engine = board.abilities(game)
    found: list[tuple[Card, Ability]] = []
    if not _may_substitute(game, engine):
        return found
    for host in game.cards_in(key(controller, STAGE)):
        marked: bool | None = None  # whether a marker is under it: looked at only for such an ability
        for held in engine.abilities(game, host):
            if "stock_substitute" not in held.tags:
                continue
            if not held.params.get("itself"):
                if marked is None:
                    marked = bool(board.markers(game, controller, board.slot_of(host)))
                if not marked:
                    continue
            tag = held.params.get("for_tag")
            if ability is None:
                if not held.params.get("for_play"):
                    continue
            elif held.params.get("for_play") or not (tag in ability.tags if tag else ability.kind == "act"):
                continue
            here = Context(game, controller, source=host.id, code=host.code, ability=held)
            if (
                not (held.params.get("itself") and host.id == this.id)  # not for its own cost
                and board.zone_name(this) in held.params.get("for_zones", (STAGE,))
                and interp.passes(here, this, held.params.get("for", {}))
                and (held.condition is None or interp.test(here, held.condition))
            ):
                found.append((host, held))
                break
    return found


def substituted(hosts: list[tuple[Card, Ability]]) -> int:
    """How many cards of the stock ``hosts`` (``stock_substitutes``) can stand for at most."""
    return sum(int(held.params.get("n", 1)) for _, held in hosts)


def pay_stock_substituted(
    game: Game, controller: int, needed: int, hosts: list[tuple[Card, Ability]], what: str
) -> Flow:
    """Pay ``needed`` cards of ``controller``'s stock for ``what``, a marker from under each of
    ``hosts`` (``stock_substitutes``) standing for 1 card, or the host itself for up to ``n``,
    where the player takes it (asked; taken when the stock alone cannot pay), WS 8.2.1.3.2;
    markers leave from the top (M 3.7.2)."""
    for host, held in hosts if needed > 0 else []:
        stock, itself = game.count(key(controller, "stock")), bool(held.params.get("itself"))
        take = min(needed, int(held.params.get("n", 1)))
        name = game.name_of(host)
        put = name if itself else f"a marker from under {name}"
        use = stock < needed or (
            yield from game.yes_no(
                controller,
                f"{what}: cost: put {put} into your waiting room instead of {take} card"
                f"{'s' if take > 1 else ''} from your stock?",
                rule="WS 8.2.1.3.1",
                source=host.id,
            )
        )
        if use:
            card = host if itself else board.markers(game, controller, board.slot_of(host))[-1]
            game.move(card.id, key(controller, WAITING_ROOM), player=controller, rule="WS 8.4")
            needed -= take
        if needed == 0:
            break
    processes.pay_stock(game, controller, needed)
    return True


def _costs(interp: Interpreter) -> None:
    c = interp.costs

    def substitutes(ctx: Context) -> list[tuple[Card, Ability]]:
        this = ctx.source_card()
        if this is None or ctx.ability is None:
            return []
        return stock_substitutes(interp, ctx.game, ctx.controller, this, ctx.ability)

    def stock_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        needed = interp.evaluate(ctx, cost["stock"])
        stock = ctx.game.count(key(ctx.controller, "stock"))
        return stock >= needed or (needed > 0 and stock >= needed - substituted(substitutes(ctx)))

    def stock_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        needed = interp.evaluate(ctx, cost["stock"])
        hosts = substitutes(ctx) if needed > 0 else []
        yield from pay_stock_substituted(ctx.game, ctx.controller, needed, hosts, _name(ctx))
        return True

    def discard_candidates(ctx: Context, cost: Mapping[str, Any]) -> list[int]:
        hand = ctx.game.cards_in(key(ctx.controller, HAND))
        wanted = cost.get("filter") or {}
        return [card.id for card in hand if card.id != ctx.source and interp.passes(ctx, card, wanted)]

    def discard_substitutes(ctx: Context, cost: Mapping[str, Any]) -> list[tuple[Card, int]]:
        """Cards of your hand whose continuous ability lets them be put into the waiting room
        instead of N cards from the hand of this cost ("If you would pay the 【CXCOMBO】 cost for
        your "A", you may put this card from your hand into your waiting room instead of 2 cards
        from your hand", tag ``discard_substitute``, params ``for``, ``for_zones``, ``for_tag`` and
        ``n``), each with its N: a choice-type replacement (WS 8.2.1.3.1) of a cost of N or more
        cards of any kind, offered only while it can be carried out (8.10.3)."""
        this, ability = ctx.source_card(), ctx.ability
        if this is None or ability is None or cost.get("filter"):
            return []
        game, engine, found = ctx.game, board.abilities(ctx.game), []
        needed = interp.evaluate(ctx, cost["discard"])
        for card in game.cards_in(key(ctx.controller, HAND)):
            if card.id == ctx.source:
                continue
            for held in engine.abilities(game, card):
                n = int(held.params.get("n", 1))
                if "discard_substitute" not in held.tags or held.params.get("for_tag") not in ability.tags:
                    continue
                here = Context(game, ctx.controller, source=card.id, code=card.code, ability=held)
                if (
                    needed >= n
                    and board.zone_name(this) in held.params.get("for_zones", (STAGE,))
                    and interp.passes(here, this, held.params.get("for", {}))
                    and (held.condition is None or interp.test(here, held.condition))
                ):
                    found.append((card, n))
                    break
        return found

    def discard_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        n, candidates = interp.evaluate(ctx, cost["discard"]), discard_candidates(ctx, cost)
        return len(candidates) >= n or any(
            len(candidates) - 1 >= n - k for _, k in discard_substitutes(ctx, cost)
        )

    def move_chosen(
        ctx: Context,
        candidates: list[int],
        n: int,
        what: str,
        to: str,
        *,
        index: int | None = None,
        ask: bool = True,
    ) -> Flow:
        """Pay "put N cards into <to>" (WS 8.4): the controller chooses exactly ``n`` of
        ``candidates`` (unless ``ask`` is false: all of them), which move to that zone of theirs
        (``index`` 0: at the bottom)."""
        chosen = candidates
        if ask:
            chosen = yield from ctx.game.choose_cards(
                ctx.controller,
                candidates,
                f"{_name(ctx)}: cost: {what}",
                minimum=n,
                maximum=n,
                source=ctx.source,
            )
        for card_id in chosen:
            ctx.game.move(card_id, key(ctx.controller, to), index=index, player=ctx.controller, rule="WS 8.4")
        return len(chosen) == n

    def discard_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        n, candidates = interp.evaluate(ctx, cost["discard"]), discard_candidates(ctx, cost)
        for card, k in discard_substitutes(ctx, cost)[:1]:  # one card stands for the N cards
            name = ctx.game.name_of(card)
            use = len(candidates) < n or (
                yield from ctx.game.yes_no(
                    ctx.controller,
                    f"{_name(ctx)}: cost: put {name} from your hand into your waiting room instead of"
                    f" {k} cards from your hand?",
                    rule="WS 8.2.1.3.1",
                    source=card.id,
                )
            )
            if use:
                ctx.game.move(
                    card.id, key(ctx.controller, WAITING_ROOM), player=ctx.controller, rule="WS 8.4"
                )
                n, candidates = n - k, [i for i in candidates if i != card.id]
        what = f"put {n} card(s) from your hand into your waiting room"
        return (yield from move_chosen(ctx, candidates, n, what, WAITING_ROOM))

    def rest_candidates(ctx: Context, cost: Mapping[str, Any]) -> list[int]:
        if cost["rest"] == "this":
            card = ctx.source_card()
            ok = card is not None and board.on_stage(card) and card.state == STAND
            return [card.id] if ok and card is not None else []
        wanted = cost.get("filter") or {}
        return [
            card.id
            for card in ctx.game.cards_in(key(ctx.controller, STAGE))
            if card.state == STAND and interp.passes(ctx, card, wanted)
        ]

    def rest_count(ctx: Context, cost: Mapping[str, Any]) -> int:
        return 1 if cost["rest"] == "this" else interp.evaluate(ctx, cost["rest"])

    def rest_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return len(rest_candidates(ctx, cost)) >= rest_count(ctx, cost)

    def rest_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        n, candidates = rest_count(ctx, cost), rest_candidates(ctx, cost)
        if cost["rest"] != "this":
            candidates = yield from ctx.game.choose_cards(
                ctx.controller,
                candidates,
                f"{_name(ctx)}: cost: rest {n} of your characters",
                minimum=n,
                maximum=n,
                source=ctx.source,
            )
        for card_id in candidates:
            ctx.game.set_state(card_id, REST, player=ctx.controller, rule="WS 8.4")
        return len(candidates) == n

    def clock_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return ctx.game.count(key(ctx.controller, LIBRARY)) >= interp.evaluate(ctx, cost["clock_top"])

    def clock_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        for _ in range(interp.evaluate(ctx, cost["clock_top"])):
            top = ctx.game.top(key(ctx.controller, LIBRARY))
            if top is None:
                return False
            ctx.game.move(top.id, key(ctx.controller, CLOCK), player=ctx.controller, rule="WS 10.12")
        return True
        yield

    def stock_top_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return ctx.game.count(key(ctx.controller, "stock")) >= interp.evaluate(ctx, cost["stock_top"])

    def stock_top_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        """ "Put the top card of your stock into your clock": the top cards, no choice (WS 8.4)."""
        for _ in range(interp.evaluate(ctx, cost["stock_top"])):
            top = ctx.game.top(key(ctx.controller, "stock"))
            if top is None:
                return False
            ctx.game.move(top.id, key(ctx.controller, cost["to"]), player=ctx.controller, rule="WS 8.4")
        return True
        yield

    def reveal_candidates(ctx: Context, cost: Mapping[str, Any]) -> list[int]:
        hand = ctx.game.cards_in(key(ctx.controller, HAND))
        return [
            card.id for card in hand if card.id != ctx.source and interp.passes(ctx, card, cost["reveal"])
        ]

    def reveal_count(ctx: Context, cost: Mapping[str, Any]) -> int:
        return interp.evaluate(ctx, cost.get("n", 1))

    def reveal_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        """ "Reveal N "A" in your hand": N cards of the hand chosen and shown; they stay there
        (WS 10.13; the whole cost is paid or none of it, WS 8.4)."""
        n = reveal_count(ctx, cost)
        chosen = yield from ctx.game.choose_cards(
            ctx.controller,
            reveal_candidates(ctx, cost),
            f"{_name(ctx)}: cost: reveal {'a card' if n == 1 else f'{n} cards'} from your hand",
            minimum=n,
            maximum=n,
            source=ctx.source,
        )
        show(ctx.game, ctx.controller, chosen, rule="WS 10.13")
        return len(chosen) == n

    def this_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        card = ctx.source_card()
        return (
            card is not None
            and board.zone_name(card) != cost["this_to"]
            and board.can_go_to(ctx.game, card, key(ctx.controller, str(cost["this_to"])))
        )

    def this_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        card = ctx.source_card()
        if card is None:
            return False
        if board.on_stage(card):
            ctx.vars["this_slot"] = board.slot_of(card)
        if cost.get("shown"):  # "Reveal this card in your hand & Put it …": shown, then moved (10.13)
            show(ctx.game, ctx.controller, [card.id], rule="WS 10.13")
        moved = ctx.game.move(
            card.id,
            key(ctx.controller, str(cost["this_to"])),
            index=0 if cost.get("position") == "bottom" else None,  # the bottom of the library
            player=ctx.controller,
            rule="WS 8.4",
        )
        if moved is not None:
            ctx.vars["this_moved"] = moved.id
        return moved is not None
        yield

    def marker_candidates(ctx: Context, cost: Mapping[str, Any]) -> list[int]:
        return [
            card.id
            for card in ctx.game.cards_in(key(ctx.controller, STAGE))
            if card.id != ctx.source and interp.passes(ctx, card, cost["marker_from_stage"])
        ]

    def marker_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        card = ctx.source_card()
        return card is not None and board.on_stage(card) and bool(marker_candidates(ctx, cost))

    def marker_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        this = ctx.source_card()
        chosen = yield from ctx.game.choose_cards(
            ctx.controller,
            marker_candidates(ctx, cost),
            f"{_name(ctx)}: cost: choose a character to put under this card as a marker",
            source=ctx.source,
        )
        if this is None or not chosen:
            return False
        put_marker(ctx.game, chosen[0], this, face_up=True, rule="WS 10.15.1.1")
        return True

    def under_candidates(ctx: Context, cost: Mapping[str, Any]) -> list[int]:
        wanted = cost.get("filter") or {}
        return [
            card.id
            for card in ctx.game.cards_in(key(ctx.controller, str(cost["from"])))
            if card.id != ctx.source and interp.passes(ctx, card, wanted)
        ]

    def under_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        this = ctx.source_card()
        return (
            this is not None
            and board.on_stage(this)
            and len(under_candidates(ctx, cost)) >= interp.evaluate(ctx, cost["under_this"])
        )

    def under_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        """N of your cards of a zone (filtered) put face up under this card as markers, chosen by
        you (WS 8.4; the marker area of this card's slot, 3.7, each on top of the ones there)."""
        n, this = interp.evaluate(ctx, cost["under_this"]), ctx.source_card()
        chosen = yield from ctx.game.choose_cards(
            ctx.controller,
            under_candidates(ctx, cost),
            f"{_name(ctx)}: cost: choose {n} card(s) from your {str(cost['from']).replace('_', ' ')} to put"
            " under this card as markers",
            minimum=n,
            maximum=n,
            source=ctx.source,
        )
        if this is None or len(chosen) != n:
            return False
        for card_id in chosen:
            put_marker(ctx.game, card_id, this, face_up=True, rule="WS 8.4")
        return True

    def put_candidates(ctx: Context, cost: Mapping[str, Any]) -> list[int]:
        wanted = cost.get("filter") or {}
        return [
            card.id
            for card in ctx.game.cards_in(key(ctx.controller, str(cost["from"])))
            if interp.passes(ctx, card, wanted)
        ]

    def put_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return len(put_candidates(ctx, cost)) >= interp.evaluate(ctx, cost["put"])

    def put_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        """N of your cards of one zone (filtered) into another zone of yours, chosen by you
        (``position``: ``bottom`` for "at the bottom of your clock")."""
        n = interp.evaluate(ctx, cost["put"])
        source, to = str(cost["from"]), str(cost["to"])
        what = f"put {n} card(s) from your {source.replace('_', ' ')} into your {to.replace('_', ' ')}"
        index = 0 if cost.get("position") == "bottom" else None
        return (yield from move_chosen(ctx, put_candidates(ctx, cost), n, what, to, index=index))

    def markers_under(ctx: Context) -> list[Card]:
        this = ctx.source_card()
        if this is None or not board.on_stage(this):
            return []
        return board.markers(ctx.game, ctx.controller, board.slot_of(this))

    def markers_count(ctx: Context, cost: Mapping[str, Any]) -> int:
        n = cost.get("n", 1)
        return len(markers_under(ctx)) if n == "all" else interp.evaluate(ctx, n)

    def markers_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        this = ctx.source_card()
        return (
            this is not None and board.on_stage(this) and len(markers_under(ctx)) >= markers_count(ctx, cost)
        )

    def markers_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        n, under = markers_count(ctx, cost), [m.id for m in markers_under(ctx)]
        what = f"put {n} marker(s) from under this card into your waiting room"
        return (yield from move_chosen(ctx, under, n, what, WAITING_ROOM, ask=n < len(under)))

    c["stock"] = CostAtom(stock_can, stock_pay)
    c["markers_to_waiting_room"] = CostAtom(markers_can, markers_pay)
    c["discard"] = CostAtom(discard_can, discard_pay)
    c["rest"] = CostAtom(rest_can, rest_pay)
    c["clock_top"] = CostAtom(clock_can, clock_pay)
    c["stock_top"] = CostAtom(stock_top_can, stock_top_pay)

    def reveal_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        """Whether the hand holds N cards ``reveal_pay`` may show: its test stops at the Nth."""
        needed = reveal_count(ctx, cost)
        if needed <= 0:
            return True
        wanted = cost["reveal"]
        for card in ctx.game.cards_in(key(ctx.controller, HAND)):
            if card.id != ctx.source and interp.passes(ctx, card, wanted):
                needed -= 1
                if needed == 0:
                    return True
        return False

    c["reveal"] = CostAtom(reveal_can, reveal_pay)
    c["this_to"] = CostAtom(this_can, this_pay)
    c["marker_from_stage"] = CostAtom(marker_can, marker_pay)
    c["put"] = CostAtom(put_can, put_pay)
    c["under_this"] = CostAtom(under_can, under_pay)

    def shuffle_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        """ "… to your deck & Shuffle your deck": a step of the cost, paid in its order (WS 8.4)."""
        ctx.game.shuffle(key(ctx.controller, LIBRARY), rule="WS 8.4", player=ctx.controller)
        return True
        yield

    c["shuffle_deck"] = CostAtom(lambda ctx, cost: True, shuffle_pay)

    def face_up_level(ctx: Context) -> list[int]:
        return [card.id for card in ctx.game.cards_in(key(ctx.controller, LEVEL)) if card.face_up]

    def level_down_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        """ "Put a face up card in your level face down": the controller chooses which (WS 3.9.2:
        a face-down level card still counts for the level, A2, and has no colour, A9)."""
        n = interp.evaluate(ctx, cost["level_face_down"])
        chosen = yield from ctx.game.choose_cards(
            ctx.controller,
            face_up_level(ctx),
            f"{_name(ctx)}: cost: put {n} face up card(s) in your level face down",
            minimum=n,
            maximum=n,
            source=ctx.source,
        )
        for card_id in chosen:
            ctx.game.set_face(card_id, False, rule="WS 8.4")
        return len(chosen) == n

    c["level_face_down"] = CostAtom(
        lambda ctx, cost: len(face_up_level(ctx)) >= interp.evaluate(ctx, cost["level_face_down"]),
        level_down_pay,
    )

    def this_face_up_in_memory(ctx: Context, cost: Mapping[str, Any]) -> bool:
        card = ctx.source_card()
        return card is not None and card.face_up and board.zone_name(card) == MEMORY

    def this_down_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        """ "Put this card from face up to face down" (a Memory ability's cost): the card stays in
        the memory, blank from then on (WS 3.12.2.2.1), so the ability cannot be played again."""
        card = ctx.source_card()
        if card is None or not this_face_up_in_memory(ctx, cost):
            return False
        ctx.game.set_face(card.id, False, rule="WS 8.4")
        return True
        yield

    c["this_face_down"] = CostAtom(this_face_up_in_memory, this_down_pay)


def _plain(value: Any) -> Any:
    """A script value as plain lists and dicts, to compare two costs written alike."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def show(game: Game, player: int, card_ids: list[int], *, rule: str = "") -> None:
    """Show cards to both players once (they stay where they are and stay hidden after)."""
    cards = [game.card(i) for i in card_ids if game.get(i) is not None]
    if cards:
        names = ", ".join(f"{{{i}}}" for i in range(len(cards)))
        game.emit(
            "reveal",
            f"{player_name(player)} reveals {names}",
            player=player,
            cards=cards,
            known_to=[frozenset({0, 1})] * len(cards),
            rule=rule,
        )


def put_marker(
    game: Game, card_id: int, host: Card, *, face_up: bool, rule: str = "", carry: bool = True
) -> Card | None:
    """Put a card under ``host`` as a marker, on top of its markers (M 3.7.2); ``carry=False``
    for a character whose markers the effect moves itself."""
    player = board.owner_of_zone(host)
    return game.move(
        card_id,
        key(player, MARKER),
        slots=(board.slot_of(host),),
        face_up=face_up,
        player=player,
        text=f"{{0}} is put under {game.name_of(host)} as a marker",
        rule=rule,
        carry=carry,
    )


# ====================================================================== conditions and values
def _predicates(interp: Interpreter) -> None:
    p = interp.predicates

    def climax_named(ctx: Context, names: Any) -> bool:
        wanted = {fold(str(n)) for n in as_list(names)}
        climax = board.climax_in_play(ctx.game, ctx.controller)
        return climax is not None and fold(ctx.game.name_of(climax)) in wanted

    def attacking(ctx: Context, ref: Any) -> bool:
        attacker = board.attacking(ctx.game)
        return attacker is not None and attacker.id in {c.id for c in interp.cards(ctx, ref)}

    def placed_from_hand(ctx: Context, ref: Any) -> bool:
        """This card (or ``ref``) was placed on the stage from the hand this turn and is still
        there, the same card (WS 3.1.4: a card that changes zones is a new object)."""
        placed = ctx.game.flag(board.FROM_HAND, ())
        return any(c.id in placed for c in interp.cards(ctx, ref))

    def placed_by_change(ctx: Context, ref: Any) -> bool:
        """This card (or ``ref``) was placed on the stage by a "Change" effect this turn (WS 10.8)
        and is still there, the same card (WS 3.1.4)."""
        placed = ctx.game.flag(board.BY_CHANGE, ())
        return any(c.id in placed for c in interp.cards(ctx, ref))

    p["ws.climax_named"] = climax_named
    p["ws.placed_from_hand"] = placed_from_hand

    def placed_by(ctx: Context, arg: Any) -> bool:
        """``card`` (a reference) was placed on the stage this turn by the effect of an ability of
        ``kind`` of a card named ``name`` (its last known identity, WS 8.7.1), and is still there,
        the same card (WS 3.1.4)."""
        ids = {c.id for c in interp.cards(ctx, arg.get("card", "this"))}
        name = fold(str(arg["name"]))
        return any(
            card in ids
            and kind == arg.get("kind", kind)
            and fold(ctx.game.definition(str(code)).name) == name
            for card, kind, code in ctx.game.flag(board.PLACED_BY, ())
        )

    p["ws.placed_by_change"] = placed_by_change
    p["ws.placed_by"] = placed_by

    # every Encore's condition: its player may use Encore this turn (the verb ``ws.no_encore``)
    # and, for "that character cannot use …", the character itself: the Encore's trigger is its
    # move from the stage, whose old_id is the character the prohibition named (WS 3.1.4)
    def may_encore(ctx: Context, yes: Any) -> bool:
        barred = ctx.game.flag(board.NO_ENCORE_CARDS, ())
        card_barred = ctx.event.get("old_id") in barred or ctx.source in barred
        return (ctx.controller not in ctx.game.flag(board.NO_ENCORE, ()) and not card_barred) == bool(yes)

    p["ws.may_encore"] = may_encore
    p["ws.attacking"] = attacking
    interp.expressions["ws.level"] = lambda ctx, whose: board.level(ctx.game, interp.player(ctx, whose))
    # how many different colours the cards selected have ("your characters on stage have 4 or
    # more colors in total", M 2.4: a card's colour)
    # how many different card names the cards selected have ("your memory has 2 or more cards
    # with different card names", M 2.1: the name as printed)
    interp.expressions["ws.names"] = lambda ctx, selector: len(
        {ctx.game.definition(card.code).name for card in interp.cards(ctx, selector)}
    )
    # how many trigger icons the cards selected have in all ("the number of trigger icons revealed
    # among those cards", M 2.11: each icon printed, a card may have two)
    interp.expressions["ws.icons"] = lambda ctx, selector: sum(
        len(ctx.game.definition(card.code).words("triggers")) for card in interp.cards(ctx, selector)
    )
    interp.expressions["ws.colours"] = lambda ctx, selector: len(
        {colour for card in interp.cards(ctx, selector) for colour in board.colours(ctx.game, card)}
    )


#: names as ``fold`` compares them, by the names: the card data's and the scripts' names, a
#: bounded set, each folded once rather than at every name filter's test (hand cards read
#: against a cost's "reveal a "A"" at each main-phase decision)
_FOLDED: Final[dict[str | tuple[str, ...], frozenset[str]]] = {}


def folded_names(names: tuple[str, ...]) -> frozenset[str]:
    """A card's ``names`` folded (``fold``), as a set."""
    found = _FOLDED.get(names)
    if found is None:
        found = _FOLDED[names] = frozenset(fold(x) for x in names)
    return found


def _folded(arg: Any) -> frozenset[str]:
    """A name filter's argument (a name or a list of them) folded, as a set."""
    if isinstance(arg, str):
        found = _FOLDED.get(arg)
        if found is None:
            found = _FOLDED[arg] = frozenset((fold(arg),))
        return found
    return frozenset(fold(str(x)) for x in as_list(arg))


def _filters(interp: Interpreter) -> None:
    f = interp.filters

    def related(relation: Callable[[Card, Card], bool]) -> Callable[[Context, Card, Any], bool]:
        def check(ctx: Context, card: Card, ref: Any) -> bool:
            return board.on_stage(card) and any(
                board.on_stage(other) and relation(card, other) for other in interp.cards(ctx, ref)
            )

        return check

    def opposite(card: Card, other: Card) -> bool:
        return card.controller != other.controller and OPPOSITE.get(board.slot_of(other)) == board.slot_of(
            card
        )

    def in_front_of(card: Card, other: Card) -> bool:
        same = card.controller == other.controller
        return same and board.slot_of(card) in BEHIND.get(board.slot_of(other), ())

    def behind(card: Card, other: Card) -> bool:
        same = card.controller == other.controller
        return same and board.slot_of(card) in IN_FRONT_OF.get(board.slot_of(other), ())

    def battle_opponent(ctx: Context, card: Card, ref: Any) -> bool:
        return any(
            (opponent := board.battle_opponent(ctx.game, other)) is not None and opponent.id == card.id
            for other in interp.cards(ctx, ref)
        )

    def is_attacked(ctx: Context, card: Card) -> bool:
        current = board.battle(ctx.game)
        return (
            current is not None
            and current.target == card.id
            and board.on_stage(card)
            and board.slot_of(card) == current.target_slot
        )

    def top(ctx: Context, card: Card, n: Any) -> bool:
        count = interp.evaluate(ctx, n)  # the top 0 cards are none (a slice [-0:] would be all)
        return count > 0 and card.id in ctx.game.ids(card.zone)[-count:]

    def bottom(ctx: Context, card: Card, n: Any) -> bool:
        return card.id in ctx.game.ids(card.zone)[: max(interp.evaluate(ctx, n), 0)]

    def marker_top(ctx: Context, card: Card, n: Any) -> bool:
        """A marker among the top N of the markers under its slot: markers leave the marker area
        from the top, in order (M 3.7.2), so "return 1 marker underneath this card" takes the top one."""
        count = interp.evaluate(ctx, n)
        if board.zone_name(card) != MARKER or count <= 0:
            return False
        return card in board.markers(ctx.game, card.controller, board.slot_of(card))[-count:]

    def link(ctx: Context, card: Card, name: Any) -> bool:
        engine = board.abilities(ctx.game)
        return any(
            a.keyword == "link" and a.params.get("name") == name for a in engine.abilities(ctx.game, card)
        )

    f["front_row"] = lambda ctx, card, yes: board.front_row(card) == bool(yes)
    f["back_row"] = lambda ctx, card, yes: board.back_row(card) == bool(yes)
    f["opposite"] = related(opposite)
    f["in_front_of"] = related(in_front_of)
    f["behind"] = related(behind)
    f["battle_opponent"] = battle_opponent
    f["attacking"] = lambda ctx, card, yes: (
        ((a := board.attacking(ctx.game)) is not None and a.id == card.id) == bool(yes)
    )
    f["defending"] = lambda ctx, card, yes: (
        ((d := board.defending(ctx.game)) is not None and d.id == card.id) == bool(yes)
    )
    f["attacked"] = lambda ctx, card, yes: is_attacked(ctx, card) == bool(yes)
    f["with_markers"] = lambda ctx, card, yes: (
        (board.on_stage(card) and bool(board.markers(ctx.game, card.controller, board.slot_of(card))))
        == bool(yes)
    )
    # a card's names, the given ones too (M 2.1; ``board.names``)
    f["name"] = lambda ctx, card, n: not _folded(n).isdisjoint(folded_names(board.names(ctx.game, card)))
    f["name_has"] = lambda ctx, card, n: name_has(board.names(ctx.game, card), str(n))

    # "a climax with the same card name as a climax in your waiting room": the card shares a name
    # with another card the selector picks (M 2.1, names compared as ``name`` compares them)
    def name_as(ctx: Context, card: Card, selector: Any) -> bool:
        own = folded_names(board.names(ctx.game, card))
        return any(
            not own.isdisjoint(folded_names(board.names(ctx.game, other)))
            for other in interp.cards(ctx, selector)
            if other.id != card.id
        )

    f["ws.name_as"] = name_as
    # a card's colours, the given ones too (M 2.4; ``board.colours``)
    f["colour"] = lambda ctx, card, c: not set(as_list(c)).isdisjoint(board.colours(ctx.game, card))
    f["traitless"] = lambda ctx, card, yes: (not ctx.game.stat(card, "traits")) == bool(yes)
    f["soul_icon"] = lambda ctx, card, yes: (ctx.game.definition(card.code).number("soul") > 0) == bool(yes)

    def under(ctx: Context, card: Card, ref: Any) -> bool:
        return board.zone_name(card) == MARKER and any(
            board.on_stage(host)
            and host.controller == card.controller
            and board.slot_of(host) == board.slot_of(card)
            for host in interp.cards(ctx, ref)
        )

    # "characters with "Assist"": a card with an ability of that keyword (its tag, or the keyword
    # of a keyword ability: "with "Bond""), printed or given, automated or by hand (the compiler
    # tags both)
    f["ws.keyword"] = lambda ctx, card, tag: any(
        tag in a.tags or a.keyword == tag for a in board.abilities(ctx.game).abilities(ctx.game, card)
    )

    def encore_cost(ctx: Context, card: Card, cost: Any) -> bool:
        """ "characters with "【AUTO】 Encore [Put a character from your hand …]"": an Encore printed
        or given with that very cost (WS 10.2); the default Encore [(3)] of every character is not
        one (10.2.3)."""
        wanted = _plain(cost)
        return any(
            a.keyword == "encore" and not a.params.get("default") and _plain(a.cost) == wanted
            for a in board.abilities(ctx.game).abilities(ctx.game, card)
        )

    f["ws.encore_cost"] = encore_cost
    f["top"] = top
    f["bottom"] = bottom
    f["link"] = link
    f["under"] = under
    f["ws.marker_top"] = marker_top


def _event_keys(interp: Interpreter) -> None:
    k = interp.event_keys

    def this_or(ctx: Context, value: Any, arg: Any) -> bool:
        return value == ctx.source if arg == "this" else value is not None

    def battle_opponent(ctx: Context, event: Event, arg: Any, ghost: bool) -> bool:
        this = ctx.source_card()
        if this is None or not event.cards:
            return False
        opponent = board.battle_opponent(ctx.game, this)
        return opponent is not None and opponent.id == event.cards[0]

    k["source"] = lambda ctx, event, arg, ghost: this_or(ctx, event.data.get("source"), arg)
    k["attacker"] = lambda ctx, event, arg, ghost: this_or(ctx, event.data.get("attacker"), arg)

    def target(ctx: Context, event: Event, arg: Any, ghost: bool) -> bool:
        """The attacked character of an attack event (WS 7.2.1.5: the character facing the
        attacker) is this card, or meets a filter."""
        attacked = event.data.get("target")
        if arg == "this" or attacked is None:
            return attacked is not None and attacked == ctx.source
        card = ctx.game.get(attacked)
        return card is not None and interp.passes(ctx, card, arg)

    k["battle_opponent"] = battle_opponent
    k["target"] = target
    k["keyword"] = lambda ctx, event, arg, ghost: event.data.get("keyword") == arg
    # "placed on the stage … by the 【AUTO】 effect of "X"": the move's ability was an 【AUTO】 of a
    # card of that name (its last known identity)
    k["by_auto"] = lambda ctx, event, arg, ghost: (
        event.data.get("by_kind") == "auto"
        and bool(code := event.data.get("by_code"))
        and fold(ctx.game.definition(str(code)).name) == fold(str(arg))
    )
    # "placed on the stage … by (the 【ACT】 effect of) "X"": the move's ability was one of a card of
    # that name (``name``), of that kind if ``kind`` says (``act``; any ability, an event's too), a
    # 【CXCOMBO】 one if ``cxcombo`` says
    k["by_card"] = lambda ctx, event, arg, ghost: (
        bool(code := event.data.get("by_code"))
        and fold(ctx.game.definition(str(code)).name) == fold(str(arg.get("name")))
        and arg.get("kind", event.data.get("by_kind")) == event.data.get("by_kind")
        and (not arg.get("cxcombo") or event.data.get("by_cxcombo") is True)
    )


# ====================================================================== verbs
def _verbs(interp: Interpreter) -> None:
    v = interp.verbs

    def damage(ctx: Context, step: Mapping[str, Any]) -> Flow:
        for player in interp.players(ctx, step.get("player", "opponent")):
            amount = interp.evaluate(ctx, step.get("n", 1))
            if _damage_barred(ctx, player, amount):
                ctx.vars["cancelled"] = False  # not dealt, so not cancelled either (M 4.10.1)
                continue
            cancelled = yield from processes.deal_damage(ctx.game, player, amount, source=ctx.source)
            ctx.vars["cancelled"] = cancelled
        return None

    def brainstorm(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """M 10.7.3: flip N cards one at a time into the resolution zone, then all together
        into the waiting room; "when you use Brainstorm" is then (10.7.4), its event saying
        whether a climax was among them ("if a climax is put into the waiting room by that
        effect")."""
        game, player = ctx.game, ctx.controller
        flipped: list[int] = []
        for _ in range(interp.evaluate(ctx, step.get("n", 1))):
            card = yield from processes.top_to(
                game, player, RESOLUTION, reason="brainstorm", rule="WS 10.7.3"
            )
            if card is None:
                break
            flipped.append(card.id)
        landed = [
            moved.id
            for card_id in flipped
            if (moved := game.move(card_id, key(player, WAITING_ROOM), player=player, rule="WS 10.7.3"))
        ]
        ctx.vars[str(step.get("as", "brainstormed"))] = landed
        used = ctx.source_card()
        game.emit(
            "ws.use",
            f"{player_name(player)} uses Brainstorm",
            player=player,
            cards=[used] if used is not None else [],
            data={
                "keyword": "brainstorm",
                "card": ctx.source,
                "climax": any(board.card_type(game, game.card(i)) == board.CLIMAX_TYPE for i in landed),
            },
        )
        yield from processes.interrupts(game)
        return None

    def trigger_check(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Trigger checks now, by the effect's controller (M 7.3.1.2), or (``in_trigger_step``) the
        attacker's trigger step makes this many in all (M 7.3.1.2.1)."""
        n = interp.evaluate(ctx, step.get("n", 1))
        if step.get("in_trigger_step"):
            ctx.game.set_flag("ws.trigger_checks", n)
            return None
        for _ in range(n):
            yield from processes.trigger_check(ctx.game, ctx.controller)
        return None

    def icon(ctx: Context, step: Mapping[str, Any]) -> Flow:
        yield from processes.perform_icon(ctx.game, ctx.controller, str(step.get("icon", "standby")))

    def encore(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """M 10.2.2: this card, still in the waiting room, back to the slot it left, rested."""
        card = ctx.source_card()
        slots = ctx.event.get("from_slots") or ()
        if card is None or board.zone_name(card) != WAITING_ROOM or not slots:
            return None
        placed = yield from processes.put_on_stage(
            ctx.game, ctx.controller, card.id, str(slots[0]), state=REST, reason="encore", rule="WS 10.2.2"
        )
        _used(ctx, "encore", placed)
        return None

    def delayed(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """A delayed effect ("at the beginning of your next draw phase, …", "at the end of the
        turn, …"): an 【AUTO】 ability (``ability``, loaded with the card) created now, which the
        first event matching its trigger primes once (WS 8.7; ``AbilityEngine``'s delayed
        triggers). Its effect runs on its own: "this card" is the card that made it, while that
        card is the same object (WS 3.1.4); ``cards`` are the cards it remembers, "that character"
        (``chosen``) in its effect, each only while it is the same object ("… put it in any
        position of your stage, and at the end of the turn, put that character into your
        memory")."""
        ability = step.get("ability")
        if not isinstance(ability, Ability):
            raise ScriptError(f"{ctx.code}: ws.delayed needs an ability")
        if "cards" in step:
            kept = [card.id for card in interp.cards(ctx, step["cards"])]
            recall = {"do": "ws.recall", "as": "chosen", "ids": kept}
            ability = replace(ability, effect=(recall, *ability.effect))
        ctx.game.add_effect(
            kind="delayed",
            stat=ctx.code,
            value=ability,
            until="game",
            controller=ctx.controller,
            source=ctx.source,
        )
        return None
        yield

    def recall(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """The cards a delayed effect remembers (``ws.delayed`` puts this step first in its
        effect): their object ids, so a card that changed zones since is not one of them (WS
        3.1.4). Not written in scripts."""
        ctx.vars[str(step["as"])] = [int(i) for i in step.get("ids", ())]
        return None
        yield

    def defend(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "… put it on this card's stage position as the defending character": the card put into
        the slot of the character front attacked is the defending character of this attack from
        now on (M 7.2.1.5.1 names the character in that slot when the attack is declared; the
        effect names another). Nothing happens if no front attack goes on or the card is not of
        the defending player or not in that slot."""
        current = board.battle(ctx.game)
        cards = interp.cards(ctx, step.get("cards", "chosen"))
        if current is None or current.method != "front" or not cards:
            return None
        card = cards[0]
        if (
            board.on_stage(card)
            and card.controller != current.player
            and board.slot_of(card) == current.target_slot
        ):
            ctx.game.set_flag("ws.battle", replace(current, target=card.id))
        return None
        yield

    def face(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Turn the cards face up (``up``) or face down where they are, in a memory ("choose 1 face
        up card in your opponent's memory, and put it face down"): a face-down card in a memory is
        seen by its owner only and is blank (WS 3.12.2.2); turned face down it is a new object,
        bound as ``as`` says ("at the end of your turn, put that card face up")."""
        up = bool(step.get("up"))
        turned: list[int] = []
        for card in interp.cards(ctx, step["cards"]):
            if board.zone_name(card) != MEMORY:
                raise ScriptError(f"{ctx.code}: ws.face turns cards in a memory only")
            new = ctx.game.set_face(card.id, up, rule="WS 3.12.2.2")
            turned.append(new.id if new is not None else card.id)
        if "as" in step:
            ctx.vars[str(step["as"])] = turned
        return None
        yield

    def no_encore(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """The player cannot use "【AUTO】 Encore" until end of turn: a turn flag every Encore's
        condition reads, the rule's Encore [(3)] included (WS 10.2.3; the player, not the
        characters, so a character placed later cannot use it either). With ``cards``: those
        characters cannot ("that character cannot use "【AUTO】 Encore" until end of turn")."""
        if "cards" in step:
            named = ctx.game.flag(board.NO_ENCORE_CARDS, ())
            ids = [c.id for c in interp.cards(ctx, step["cards"]) if c.id not in named]
            ctx.game.set_flag(board.NO_ENCORE_CARDS, (*named, *ids))
            return None
        player = interp.player(ctx, step.get("whose", "you"))
        barred = ctx.game.flag(board.NO_ENCORE, ())
        if player not in barred:
            ctx.game.set_flag(board.NO_ENCORE, (*barred, player))
        return None
        yield

    def no_play(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """A player cannot play the cards ``what`` describes from the hand until ``until`` ("your
        opponent cannot play event cards from their hand until the end of their next turn"): an
        effect on the player, not on the cards, so a card drawn later is barred too, and it lasts
        after the card that made it has left (WS 1.3.3: the prohibition wins; 8.9: its duration)."""
        player = interp.player(ctx, step.get("whose", "opponent"))
        ctx.game.add_effect(
            kind="flag",
            stat=board.NO_PLAY,
            value={"player": player, "what": dict(step.get("what", {}))},
            until=str(step.get("until", "end_of_turn")),
            controller=ctx.controller,
            source=ctx.source,
        )
        return None
        yield

    def shift(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """M 10.11.2: swap this clock card with a card of the same colour from your hand."""
        game, this = ctx.game, ctx.source_card()
        if this is None or board.zone_name(this) != CLOCK or game.is_dummy(ctx.controller):
            return None
        colours = set(game.definition(this.code).colours)
        hand = [
            c.id
            for c in game.cards_in(key(ctx.controller, HAND))
            if colours & set(game.definition(c.code).colours)
        ]
        if not hand:
            return None  # M 10.11.3.2
        chosen = yield from game.choose_cards(
            ctx.controller, hand, f"{_name(ctx)}: Shift: may swap with a card from your hand", up_to=True
        )
        this = ctx.source_card()  # read again after the question: it may have moved meanwhile
        if not chosen or this is None or board.zone_name(this) != CLOCK or game.get(chosen[0]) is None:
            return None  # the swap can no longer happen (WS 1.3.2)
        place = game.ids(this.zone).index(this.id)
        game.move(this.id, key(ctx.controller, HAND), player=ctx.controller, rule="WS 10.11.2")
        moved = game.move(
            chosen[0], key(ctx.controller, CLOCK), index=place, player=ctx.controller, rule="WS 10.11.2"
        )
        _used(ctx, "shift", moved)
        yield from processes.interrupts(game)
        return None

    def exchange(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "Choose 1 card in your level and 1 card in your waiting room, and exchange them":
        two cards of yours in two zones other than the stage, each put where the other was (its
        zone and its place there, as Shift does in the clock, M 10.11.2); nothing happens
        unless both are still there (M 1.3.2)."""
        game = ctx.game
        first, second = _one(interp, ctx, step["cards"]), _one(interp, ctx, step["with"])
        if first is None or second is None or first.zone == second.zone:
            return None
        if board.on_stage(first) and not board.on_stage(second) and first.owner == second.owner:
            return (yield from _exchange_on_stage(ctx, first, second))
        if (
            board.on_stage(first)
            or board.on_stage(second)
            or ctx.controller not in (first.owner, second.owner)
        ):
            return None
        places = [(card.zone, game.ids(card.zone).index(card.id)) for card in (first, second)]
        text = f"{_name(ctx)}: {{0}} is exchanged"
        game.move(
            first.id, places[1][0], index=places[1][1], player=ctx.controller, text=text, rule=RULE_EXCHANGE
        )
        game.move(
            second.id, places[0][0], index=places[0][1], player=ctx.controller, text=text, rule=RULE_EXCHANGE
        )
        yield from processes.interrupts(game)
        return None

    def _exchange_on_stage(ctx: Context, character: Card, card: Card) -> Flow:
        """ "Choose 1 of your opponent's … characters, your opponent chooses 1 level X or lower
        character in their waiting room, and exchanges them": the character goes where the card
        was (its owner's zone), and the card onto the character's position, standing (M 3.6.3),
        by the player who owns both."""
        game, player, slot = ctx.game, character.owner, board.slot_of(character)
        game.move(
            character.id,
            card.zone,
            player=player,
            text=f"{_name(ctx)}: {{0}} is exchanged",
            rule=RULE_EXCHANGE,
        )
        yield from processes.put_on_stage(
            game, player, card.id, slot, reason="exchange", rule=RULE_EXCHANGE, by=_by(ctx)
        )
        return None

    def swap(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "Choose this card and 1 of your 《…》 characters, and exchange them (as 【STAND】)": two
        of your characters on your stage (``cards``, and ``with`` when given) swap their positions
        at once (M 6.5.1.2.4), then stand when ``state`` says so ("as 【STAND】"); nothing happens
        unless both are still there and may move (M 1.3.2, 1.3.3). ``as`` names the two."""
        game, player = ctx.game, ctx.controller
        cards = [*interp.cards(ctx, step["cards"]), *interp.cards(ctx, step.get("with"))]
        both = list({card.id: card for card in cards}.values())
        if "as" in step:  # "exchange them, and those characters get …": both of them
            ctx.vars[str(step["as"])] = [card.id for card in both]
        if len(both) != 2 or not all(board.on_stage(c) and c.controller == player for c in both):
            return None
        second = board.slot_of(both[1])
        swap_slots(game, player, board.slot_of(both[0]), second)
        moved = game.get(both[0].id)
        if moved is None or board.slot_of(moved) != second:
            return None  # one of them cannot move (M 1.3.3): no swap, so not "as 【STAND】" either
        if step.get("state") == "stand":
            for card in both:
                game.set_state(card.id, STAND, rule="M 6.5.1.2.4")
        yield from processes.interrupts(game)
        return None

    def force(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """M 10.14.1: choose 2 of the opponent's characters, stand them and swap them."""
        game = ctx.game
        opponent = 1 - ctx.controller
        wanted = step.get("filter") or {}
        candidates = [
            c.id
            for c in game.cards_in(key(opponent, STAGE))
            if interp.passes(ctx, c, wanted) and choosable(ctx, c)
        ]
        chosen = yield from game.choose_cards(
            ctx.controller, candidates, f"{_name(ctx)}: Force: choose 2 characters", minimum=2, maximum=2
        )
        for card_id in chosen:
            game.set_state(card_id, STAND, rule="WS 10.14.1")
        first, second = (game.get(i) for i in chosen) if len(chosen) == 2 else (None, None)
        if first is not None and second is not None:
            swap_slots(game, opponent, board.slot_of(first), board.slot_of(second))
        return None

    def merge(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """M 10.15.1.1: search for up to 1 card to take this card's slot; this card and all its
        markers go face up under it; the library is shuffled in any case."""
        game, player, this = ctx.game, ctx.controller, ctx.source_card()
        library = key(player, LIBRARY)
        names = step["into"]
        candidates = [
            c.id
            for c in game.cards_in(library)
            if game.name_of(c) in ([names] if isinstance(names, str) else names)
        ]
        chosen = yield from game.choose_cards(
            player, candidates, f"{_name(ctx)}: Merge: search your library", up_to=True, source=ctx.source
        )
        if chosen and this is not None and board.on_stage(this):
            slot = board.slot_of(this)
            placed = game.move(
                chosen[0],
                key(player, STAGE),
                slots=(slot,),
                player=player,
                rule="WS 10.15.1.1",
                data={"reason": "merge"},
            )
            put_marker(game, this.id, placed or this, face_up=True, rule="WS 10.15.1.1", carry=False)
            for marker in board.markers(game, player, slot):
                game.set_face(marker.id, True)
            _used(ctx, "merge", placed)
        game.shuffle(library, rule="WS 10.15.1.1.1", player=player)
        yield from processes.interrupts(game)
        return None

    def separate(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """M 10.16.2: a marker of this attacker named ``name`` into a slot, then this card and
        its other markers under it (face up, as they were)."""
        game, player, this = ctx.game, ctx.controller, ctx.source_card()
        if this is None or not board.on_stage(this):
            return None
        slot = board.slot_of(this)
        candidates = [m.id for m in board.markers(game, player, slot) if game.name_of(m) == step["name"]]
        if not candidates:
            return None  # M 10.16.4
        chosen = yield from game.choose_cards(player, candidates, f"{_name(ctx)}: Separate: choose a marker")
        target = yield from processes.choose_slot(game, player, f"{_name(ctx)}: Separate: choose a slot")
        others = [m.id for m in board.markers(game, player, slot) if m.id != chosen[0]]
        placed = game.move(
            chosen[0],
            key(player, STAGE),
            slots=(target,),
            face_up=True,
            state=STAND,
            player=player,
            rule="WS 10.16.2",
            data={"reason": "separate"},
        )
        if placed is None:
            return None
        put_marker(game, this.id, placed, face_up=True, rule="WS 10.16.2", carry=False)
        for marker_id in others:
            put_marker(game, marker_id, placed, face_up=True, rule="WS 10.16.2")
        yield from processes.interrupts(game)
        return None

    def change(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """M 10.8: put a chosen character into the slot this card was in (its cost moved it), or
        swap this card with it. Nothing happens if this card left other than by the cost, or
        the chosen card is gone (10.8.3). ``up_to``: "choose up to 1": the player may choose none.
        ``this_to``: ``marker``: this card, still on the stage, goes under the card chosen
        (``change_under``)."""
        if step.get("this_to") == "marker":
            yield from change_under(ctx, step)
            return None
        game, player = ctx.game, ctx.controller
        slot = str(ctx.vars.get("this_slot", ""))
        if not slot:
            this = ctx.source_card()
            if this is None or not board.on_stage(this):
                return None
            slot = board.slot_of(this)
        candidates = [c.id for c in interp.cards(ctx, step["from"])]
        chosen = yield from game.choose_cards(
            player, candidates, f"{_name(ctx)}: Change: choose a character", up_to=bool(step.get("up_to"))
        )
        if not chosen:
            return None
        this = ctx.source_card()
        if not ctx.vars.get("this_slot") and this is not None:
            old_zone = game.card(chosen[0]).zone
            game.move(this.id, old_zone, player=player, rule="WS 10.8")
        placed = yield from processes.put_on_stage(
            game, player, chosen[0], slot, reason="change", rule="WS 10.8", by=_by(ctx)
        )
        _used(ctx, "change", placed)
        return None

    def change_under(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """M 10.8.1: "you may choose 1 marker underneath this card or 1 "X" in your waiting room, and
        put it in the stage position that this card is on as 【REST】. If you do, put this card face up
        underneath that character as a marker" (``from``: a list of selectors, chosen from together;
        ``state``). The card chosen enters this card's slot, then this card leaves the slot for the
        slot's marker zone: the markers not chosen go to the waiting room as it leaves (M 3.7.3.2).
        Nothing happens if this card is no longer on the stage (10.8.3)."""
        game, player, this = ctx.game, ctx.controller, ctx.source_card()
        if this is None or not board.on_stage(this):
            return None
        slot = board.slot_of(this)
        candidates = list(dict.fromkeys(c.id for sel in step["from"] for c in interp.cards(ctx, sel)))
        chosen = yield from game.choose_cards(
            player, candidates, f"{_name(ctx)}: Change: choose a character", up_to=bool(step.get("up_to"))
        )
        if not chosen:
            return None
        placed = yield from processes.put_on_stage(
            game,
            player,
            chosen[0],
            slot,
            state=str(step.get("state", "")),
            reason="change",
            rule="WS 10.8",
            by=_by(ctx),
        )
        if placed is None:
            return None
        for marker in board.markers(game, player, slot):
            game.move(marker.id, key(marker.owner, WAITING_ROOM), rule="WS 3.7.3.2")
        put_marker(game, this.id, placed, face_up=True, rule="WS 10.8.1", carry=False)
        _used(ctx, "change", placed)
        yield from processes.interrupts(game)
        return None

    def succession(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """M 10.18.1: this card and its markers into the marker zone of a character just placed."""
        game, this = ctx.game, ctx.source_card()
        host = _one(interp, ctx, step.get("to", "placed"))
        if this is None or host is None or not board.on_stage(host):
            return None
        carried = board.markers(game, this.controller, board.slot_of(this)) if board.on_stage(this) else []
        face_up = bool(step.get("face_up", False))
        put_marker(game, this.id, host, face_up=face_up, rule="WS 10.18.1", carry=False)
        for marker in carried:
            put_marker(game, marker.id, host, face_up=marker.face_up, rule="WS 10.18.1")
        yield from processes.interrupts(game)
        return None

    def put_on_stage(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Put cards into slots of your choice (``slot``: ``any``, ``empty``, ``front``/``back``
        row (open slots), ``center`` (any center-stage slot), ``this_slot``, ``previous``, ``left``:
        the slot the card ``of`` names left, ``_left_slot``),
        standing unless ``state`` says rest (M 3.6.3); ``player``: ``opponent`` for "your opponent
        puts that character … in any position of their stage" (their stage, their choice);
        ``separate``: each card into a slot none of the others went to ("put them on separate
        positions of your stage"); ``stage``: whose stage, when not the chooser's ("choose 1 …
        in your opponent's waiting room, and put it on an open position of their back stage":
        their stage, your choice).

        ``previous`` is "return this card / that character to its previous stage position": the
        slot the triggering event's card left, for that card only while it is still the object
        the move made (in the zone it went to, WS 3.1.4); any other card has no previous slot."""
        game, player = ctx.game, interp.player(ctx, step.get("player", "you"))
        owner = interp.player(ctx, step["stage"]) if "stage" in step else player
        placed: list[int] = []
        for card in interp.cards(ctx, step.get("cards", "chosen")):
            slots = (
                _previous_slot(ctx, card, owner)
                if step.get("slot") == "previous"
                else _left_slot(ctx, str(step.get("of", "chosen")), owner)
                if step.get("slot") == "left"
                else _slots(ctx, str(step.get("slot", "any")), owner)
            )
            if step.get("separate"):
                taken = {board.slot_of(c) for c in map(game.get, placed) if c is not None}
                slots = [slot for slot in slots if slot not in taken]
            if not slots:
                break
            slot = (
                slots[0]
                if len(slots) == 1
                else (
                    yield from processes.choose_slot(
                        game,
                        player,
                        f"{_name(ctx)}: choose a slot for {game.name_of(card)}",
                        slots,
                        stage_of=owner,
                    )
                )
            )
            moved = yield from processes.put_on_stage(
                game,
                owner,
                card.id,
                slot,
                state=str(step.get("state", "")),
                reason=str(step.get("reason", "effect")),
                by=_by(ctx),
            )
            if moved is not None:
                placed.append(moved.id)
        ctx.vars[str(step.get("as", "placed"))] = placed
        return None

    def _previous_slot(ctx: Context, card: Card, player: int) -> list[str]:
        event = ctx.event
        left = event.get("kind") == "move" and event.get("from") == key(player, STAGE)
        if not left or list(event.get("cards", ()))[:1] != [card.id]:
            return []
        return [str(slot) for slot in event.get("from_slots", ())][:1]

    def _source_left_slot(ctx: Context, player: int) -> list[str]:
        """The slot of ``player``'s stage the last move of this ability's card left: the move that
        made it the object it is now, or the one that took it away while the ability resolved
        (WS 3.1.4); none for a card whose last move was not from the stage."""
        ids = {ctx.source}
        stage = key(player, STAGE)
        for event in reversed(ctx.game.events):
            if event.kind != "move" or not (event.data.get("old_id") in ids or ids & set(event.cards)):
                continue
            return (
                [str(s) for s in event.data.get("from_slots", ())][:1]
                if event.data.get("from") == stage
                else []
            )
        return []

    def _left_slot(ctx: Context, var: str, player: int) -> list[str]:
        """ "… and puts it on the stage position that that character was on": the slot of
        ``player``'s stage the card ``var`` names left. The var may hold the object from before
        its move (WS 3.1.4: each object moves once, so its one move event says where it was);
        a card that never left the stage has no such slot."""
        value = ctx.vars.get(var)
        ids = {value} if isinstance(value, int) else set(value or ())
        stage = key(player, STAGE)
        for event in reversed(ctx.game.events):
            data = event.data
            moved = data.get("old_id") in ids or any(card in ids for card in event.cards)
            if event.kind == "move" and data.get("from") == stage and moved:
                return [str(slot) for slot in data.get("from_slots", ())][:1]
        return []

    def _slots(ctx: Context, which: str, player: int) -> list[str]:
        stage = board.stage(ctx.game, player)
        if which == "this_slot":
            # the slot this card's cost moved it from, the one it is in, or the one the move that made
            # it the object it is now left ("When this card is put into your waiting room from the
            # stage, … put it on the stage position that this card was on", "put this card into your
            # waiting room, choose …, and put it on the stage position that this card was on": WS 3.1.4)
            source = ctx.source_card()
            slot = ctx.vars.get("this_slot") or (
                board.slot_of(source) if source is not None and board.on_stage(source) else ""
            )
            if not slot:
                return _source_left_slot(ctx, player)
            return [str(slot)] if slot else []
        rows = {"front": FRONT_ROW, "back": BACK_ROW}.get(which, SLOTS)
        if which in ("empty", "front", "back"):
            return [s for s in rows if not stage[s]]
        if which == "center":  # any position of the center stage, an occupied one too (M 8.6.2.4.1)
            return list(FRONT_ROW)
        if which != "any":
            raise ScriptError(f"{ctx.code}: unknown slot choice {which!r}")
        return list(SLOTS)

    def move_slot(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Move a character of yours to another of your slots, swapping with its occupant
        (``theirs``: a character of your opponent's to another of their slots, you choosing:
        "move it to another open position of their stage")."""
        game, chooser = ctx.game, ctx.controller
        player = 1 - chooser if step.get("theirs") else chooser
        card = _one(interp, ctx, step.get("cards", "this"))
        if (
            card is None
            or not board.on_stage(card)
            or card.controller != player
            or not board.can_move(game, card)
        ):
            return None
        wanted = str(step.get("to", "empty"))
        stage = board.stage(game, player)
        row, _, how = wanted.partition("_")
        rows = {"front": FRONT_ROW, "back": BACK_ROW, "middle": ("FC",)}.get(row, SLOTS)
        slots = [
            s for s in rows if s != board.slot_of(card) and (not how.startswith("empty") or not stage[s])
        ]
        if wanted == "empty":
            slots = [s for s in SLOTS if not stage[s]]
        if wanted == "front_empty_faced":  # "an open position … with a character facing this card"
            theirs = board.stage(game, 1 - player)
            slots = [s for s in slots if theirs[OPPOSITE[s]]]
        slots = [s for s in slots if all(board.can_move(game, c) for c in stage[s])]
        if not slots:
            return None
        slot = yield from processes.choose_slot(
            game, chooser, f"{_name(ctx)}: move {game.name_of(card)} to", slots, stage_of=player
        )
        swap_slots(game, player, board.slot_of(card), slot)
        return None

    def marker(ctx: Context, step: Mapping[str, Any]) -> Flow:
        host = _one(interp, ctx, step.get("under", "this"))
        if host is None or not board.on_stage(host):
            return None
        put: list[int] = []  # the markers, new objects (M 3.1.4): ``as`` names them ("If you put 1 card …")
        for card in interp.cards(ctx, step["cards"]):
            marker = put_marker(ctx.game, card.id, host, face_up=bool(step.get("face_up", False)))
            put.extend([marker.id] if marker is not None else [])
        if "as" in step:
            ctx.vars[str(step["as"])] = put
        yield from processes.interrupts(ctx.game)
        return None

    def reveal_top(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Reveal the top card(s) of your library; they stay there (M 3.2.5). ``whose``:
        ``opponent`` for "your opponent reveals the top card of their deck" (that player reveals)."""
        game = ctx.game
        revealer = interp.player(ctx, step.get("whose", "you"))
        library = key(revealer, LIBRARY)
        n = interp.evaluate(ctx, step.get("n", 1))
        ids = list(reversed(game.ids(library)[-n:])) if n > 0 else []  # "up to N" may reveal none
        show(game, revealer, ids, rule="WS 4.9.1")
        ctx.vars[str(step.get("as", "revealed"))] = ids
        return None
        yield

    def arrange_top(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "Put them on the top of your deck in any order": the player orders the cards of the
        top of their library that ``cards`` names (cards they have looked at), the first named
        goes on top. Only that player learns the new order (M 3.2.5: the library stays hidden).
        ``whose``: ``opponent`` for "put them on the top of their deck in any order" (the cards
        you looked at in your opponent's library, ordered by you). Cards of that player chosen in
        their waiting room ("choose up to 2 cards in your opponent's waiting room, put them on the top of
        their deck in any order") are ordered with them and put there, seen by both (M 3.1.5)."""
        game, player = ctx.game, ctx.controller
        owner = interp.player(ctx, step.get("whose", "you"))
        library = key(owner, LIBRARY)
        ids = [
            c.id
            for c in interp.cards(ctx, step.get("cards", "looked"))
            if c.zone == library or c.zone == key(owner, WAITING_ROOM)
        ]
        options = [Option(f"card:{i}", game.name_of(game.card(i)), "card", i) for i in ids]
        ordered = yield from game.order(
            player, options, f"{_name(ctx)}: put these on top of your deck, the first on top"
        )
        for option in reversed(ordered):
            assert option.card is not None
            hidden = game.card(option.card).zone == library
            game.move(
                option.card,
                library,
                player=player,
                known_to=[frozenset({player})] if hidden else None,
                text="{0} is put back on the top of the deck"
                if hidden
                else "{0} is put on the top of the deck",
            )
        return None

    def order(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "Put them into your stock / at the bottom of your deck / underneath this card as
        markers in any order": the cards' owner chooses the order they come into the zone (M
        3.1.5, 3.7.2.2); ``as`` names them in that order, the first to be put first, and the next
        step moves them one at a time. Only the controller sees the question."""
        game, player = ctx.game, ctx.controller
        ids = [c.id for c in interp.cards(ctx, step.get("cards", "chosen"))]
        options = [Option(f"card:{i}", game.name_of(game.card(i)), "card", i) for i in ids]
        ordered = yield from game.order(
            player, options, f"{_name(ctx)}: put these in order, the first is put there first"
        )
        ctx.vars[str(step.get("as", "chosen"))] = [o.card for o in ordered if o.card is not None]
        return None

    def reveal(ctx: Context, step: Mapping[str, Any]) -> Flow:
        ids = [c.id for c in interp.cards(ctx, step["cards"])]
        show(ctx.game, ctx.controller, ids)
        if "as" in step:
            ctx.vars[str(step["as"])] = ids
        return None
        yield

    def grant(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Give cards a keyword word (``grant``) or an ability (``ability``, loaded with the card)."""
        game = ctx.game
        for card in interp.cards(ctx, step.get("cards", "this")):
            ability = step.get("ability")
            if isinstance(ability, Ability):
                game.add_effect(
                    kind="ability",
                    stat="abilities",
                    value=ability,
                    targets=(card.id,),
                    until=str(step.get("until", "end_of_turn")),
                    controller=ctx.controller,
                    source=ctx.source,
                )
            else:
                game.add_effect(
                    kind="grant",
                    stat=str(step.get("stat", "keywords")),
                    value=step["grant"],
                    targets=(card.id,),
                    until=str(step.get("until", "end_of_turn")),
                    controller=ctx.controller,
                    source=ctx.source,
                )
            what = step.get("grant") or (ability.text if isinstance(ability, Ability) else "an ability")
            game.emit("grant", f"{{0}} gains {what}", cards=[card])
        return None
        yield

    def set_state(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """The core ``state``, except that a card that "cannot become 【REVERSE】" (or not by the
        【AUTO】 effects of its opponent's characters) is not reversed (M 1.3.2: an action that
        cannot be carried out is not). ``as`` binds the cards it changed ("If you 【REST】 2
        characters": one already 【REST】 was not rested)."""
        to = str(step["to"])
        changed: list[int] = []
        for card in interp.cards(ctx, step.get("cards", "this")):
            if to != REVERSE or (board.can_reverse(ctx.game, card) and not _shielded(ctx, card)):
                if card.state != to:
                    changed.append(card.id)
                ctx.game.set_state(card.id, to)
        if "as" in step:
            ctx.vars[str(step["as"])] = changed
        return None
        yield

    core_move = v["move"]

    def move(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """The core ``move``, except that "the top N cards of a library" are taken one at a
        time, each the top card then (M 3.2.3): a library that empties midway refreshes and
        the action resumes with the rest (M 3.2.3.2). Binds ``did``: whether there was a card to
        move ("you may put the top card of your opponent's stock into their waiting room. If you
        do, …")."""
        selector = step["cards"]
        if not (isinstance(selector, Mapping) and "top" in selector and selector.get("zone") == LIBRARY):
            ctx.vars["did"] = bool(interp.cards(ctx, selector))  # "If you do": there was a card to move
            return (yield from core_move(ctx, step))
        moved: list[int] = []
        one = {**step, "cards": {**selector, "top": 1}, "as": "_moved"}
        for _ in range(interp.evaluate(ctx, selector["top"])):
            yield from processes.interrupts(ctx.game)
            yield from core_move(ctx, one)
            taken = ctx.vars.pop("_moved")
            if not taken:
                break  # nothing left to take, even after a refresh (M 1.3.2)
            moved += taken
        if "as" in step:
            ctx.vars[str(step["as"])] = moved
        ctx.vars["did"] = bool(moved)
        return None

    v.update(
        {
            "move": move,
            "ws.damage": damage,
            "ws.brainstorm": brainstorm,
            "ws.trigger_check": trigger_check,
            "ws.icon": icon,
            "ws.standby": lambda ctx, step: icon(ctx, {"icon": "standby"}),
            "ws.encore": encore,
            "ws.no_encore": no_encore,
            "ws.no_play": no_play,
            "ws.delayed": delayed,
            "ws.recall": recall,
            "ws.face": face,
            "ws.defend": defend,
            "ws.shift": shift,
            "ws.force": force,
            "ws.merge": merge,
            "ws.separate": separate,
            "ws.change": change,
            "ws.succession": succession,
            "ws.put_on_stage": put_on_stage,
            "ws.move_slot": move_slot,
            "ws.exchange": exchange,
            "ws.swap": swap,
            "ws.marker": marker,
            "ws.reveal_top": reveal_top,
            "ws.arrange_top": arrange_top,
            "ws.order": order,
            "reveal": reveal,
            "grant": grant,
            "state": set_state,
        }
    )


def _by(ctx: Context) -> dict[str, str | bool] | None:
    """The kind and code of the ability whose effect places a card, and whether it is a 【CXCOMBO】
    one (the move's ``by_kind``, ``by_code`` and ``by_cxcombo``, read by the trigger keys
    ``by_auto`` and ``by_card``)."""
    if ctx.ability is None or not ctx.code:
        return None
    by: dict[str, str | bool] = {"by_kind": ctx.ability.kind, "by_code": ctx.code}
    return {**by, "by_cxcombo": True} if "cxcombo" in ctx.ability.tags else by


def _used(ctx: Context, keyword: str, placed: Card | None) -> None:
    """The ``ws.use`` event of a keyword whose use is a card placed on the stage (M 10.2.4,
    10.8.5, 10.11.4, 10.15.3)."""
    if placed is None:
        return
    ctx.game.emit(
        "ws.use",
        f"{player_name(ctx.controller)} uses {keyword.capitalize()}: {{0}}",
        player=ctx.controller,
        cards=[placed],
        data={"keyword": keyword, "card": ctx.source},
    )


def swap_slots(game: Game, player: int, first: str, second: str) -> None:
    """Swap the contents of two of ``player``'s slots at once, markers too (M 6.5.1.2.4, 3.7.3.1).

    Characters keep their identity and state moving between slots (M 3.1.4, 3.6.3)."""
    if first == second:
        return
    stage, marker_zone = key(player, STAGE), key(player, MARKER)
    # the two slots' characters in one scan of the zone, in its order as ``board.stage`` lists
    # them, without that memo of every slot (the swap changes the board: about one a random
    # decision, each building it for this read alone)
    here: list[Card] = []
    there: list[Card] = []
    for card in game.cards_in(stage):
        slot = board.slot_of(card)
        if slot == first:
            here.append(card)
        elif slot == second:
            there.append(card)
    if not all(board.can_move(game, c) for c in (*here, *there)):
        return  # M 1.3.3: a character that cannot move to another position stays, and so the swap fails
    moving = [(c.id, second) for c in here] + [(c.id, first) for c in there]
    markers = game.cards_in(marker_zone)  # one scan for both slots' markers, bottom first
    carried = [(m.id, second) for m in markers if board.slot_of(m) == first]
    carried += [(m.id, first) for m in markers if board.slot_of(m) == second]
    for card_id, slot in moving:
        game.move(
            card_id,
            stage,
            slots=(slot,),
            player=player,
            text=f"{{0}} moves to {slot}",
            rule="WS 6.5.1.2.4",
            carry=False,
        )
    for card_id, slot in carried:
        game.move(card_id, marker_zone, slots=(slot,), silent=True)
