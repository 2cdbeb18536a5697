"""The Luck & Logic card-script vocabulary (``ll.`` words), registered on the ``Interpreter``.

``docs/games/luck-and-logic.md`` lists every form with an example. In short:

- cost atoms (L&L 5.22, paid in order, all or nothing, no Reshuffle inside, 10.2.3):
  ``{"ll.stock": N}`` (N Stock cards to the Drop Zone from the top, 5.22.4),
  ``{"ll.rest": "this"}`` (rest this card), ``{"ll.discard": N}`` (N hand cards, chosen, to
  the Drop Zone, 5.8), ``{"ll.rest_level": N}`` (rest N standing Level cards);
- verbs: ``ll.stock_boost`` (``n``: the top N deck cards face down into the Stock, 5.27),
  ``ll.stock`` (``cards``: Stock them, 5.10), ``ll.stock_open`` / ``ll.stock_close`` (``n``:
  the bottom N face-down Stock cards face up, the top N face-up ones face down, 5.28–5.29),
  ``ll.destroy_gate`` (the controller chooses a face-down gate of the opponent's, 5.32),
  ``ll.soul_charge`` (``n``: the top N deck cards into this member's Soul, 5.26),
  ``ll.attack_limit`` (``add``: the Attack Limit this turn, 8.2.3), ``ll.level_boost``
  (5.15: rest a standing Level card, draw 1), ``ll.set`` (``cards`` Set to a chosen card of
  ``to``, 5.24), ``ll.face_up`` (Detonate, 11.8);
- predicates: ``ll.ex_soul`` (N: this member has N or more Soul, EX Soul 11.6),
  ``ll.vanguard`` (the opponent has 6 or more gates not destroyed, 11.3), ``ll.in_battle``
  (this card is the attacking or defending member), ``ll.paradox`` (a Paradox Rule is in
  effect, 8.5.3.4.2);
- card filters: ``ll.member`` (a member on a circle), ``ll.front`` / ``ll.back`` (its row),
  ``ll.battler`` (``attacker``, ``defender`` or ``mine``: the controller's member in battle);
- trigger keys: ``ll.by`` (``this``: the gate was destroyed by this card, 5.32.2),
  ``ll.partner`` (Covenant, 11.2: the Trance partner of the card entering the Soul Zone has
  one of the given names, character names, traits, covenanters or worlds), ``ll.my_circle``
  (Detonate, 11.8: the attack is on this card's circle), ``ll.set_state`` (Detonate Skill,
  11.9: the card turned face up is Set).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from desktop_app.engine.abilities import Context
from desktop_app.engine.cards import Card
from desktop_app.engine.decisions import DecisionKind, Option
from desktop_app.engine.events import Event
from desktop_app.engine.rules import Flow
from desktop_app.engine.script import CostAtom, Interpreter
from desktop_app.engine.zones import player_name
from desktop_app.games.luck_and_logic import board, processes
from desktop_app.games.luck_and_logic.board import DROP, HAND, LEVEL, RESTED, STANDING, STOCK, key

if TYPE_CHECKING:
    from desktop_app.engine.game import Game


def register(interp: Interpreter) -> None:
    """Register the ``ll.`` words (module docstring)."""
    _costs(interp)
    _verbs(interp)
    p = interp.predicates
    p["ll.ex_soul"] = lambda ctx, n: _this_soul(ctx) >= int(n)
    p["ll.vanguard"] = lambda ctx, want: (board.face_down_gates(ctx.game, ctx.opponent) >= 6) == bool(want)
    p["ll.in_battle"] = lambda ctx, want: _battling(ctx) == bool(want)
    p["ll.paradox"] = lambda ctx, want: bool(board.paradox_rule(ctx.game)) == bool(want)
    f = interp.filters
    f["ll.member"] = lambda ctx, card, want: board.is_member(ctx.game, card) == bool(want)
    f["ll.front"] = lambda ctx, card, want: bool(set(card.slots) & set(board.FRONT)) == bool(want)
    f["ll.back"] = lambda ctx, card, want: bool(set(card.slots) - set(board.FRONT)) == bool(want)
    f["ll.battler"] = _battler
    interp.event_keys["ll.by"] = lambda ctx, event, arg, ghost: (
        arg == "this" and event.data.get("by") == ctx.source
    )
    interp.event_keys["ll.partner"] = _covenant_partner
    interp.event_keys["ll.my_circle"] = _my_circle_attacked
    interp.event_keys["ll.set_state"] = lambda ctx, event, arg, ghost: _set_state(ctx, event) == bool(arg)


def _my_circle_attacked(ctx: Context, event: Event, arg: Any, ghost: bool) -> bool:
    """Detonate (L&L 11.8): the attack is on the circle this card is in."""
    card = ctx.source_card()
    attacked = event.data.get("slot")
    return card is not None and event.player != ctx.controller and (attacked in card.slots) == bool(arg)


def _set_state(ctx: Context, event: Event) -> bool:
    """Detonate Skill (L&L 11.9): the card turned face up is in the Set State."""
    card = ctx.game.get(event.cards[0]) if event.cards else None
    return card is not None and board.zone_name(card) == board.CIRCLES and card.attached_to is not None


def _covenant_partner(ctx: Context, event: Event, arg: Any, ghost: bool) -> bool:
    """Covenant (L&L 11.2): the Trance partner of the card entering the Soul Zone has one of
    these: a name, character name, trait, covenanter or world."""
    code = str(event.data.get("partner") or "")
    if not code:
        return False
    partner = ctx.game.definition(code)
    have = {partner.name, *partner.words("character_names"), *partner.words("traits")}
    have |= {*partner.words("covenanters"), *partner.words("worlds")}
    wanted = arg if isinstance(arg, (list, tuple)) else (arg,)
    return any(str(word) in have for word in wanted)


def _this_soul(ctx: Context) -> int:
    card = ctx.source_card()
    return len(board.soul(ctx.game, card)) if card is not None else 0


def _battling(ctx: Context) -> bool:
    current = board.battle(ctx.game)
    return current is not None and ctx.source in (current.attacker, current.defender)


def _battler(ctx: Context, card: Card, which: Any) -> bool:
    attacker, defender = board.attacker(ctx.game), board.defender(ctx.game)
    if which == "attacker":
        return attacker is not None and card.id == attacker.id
    if which == "defender":
        return defender is not None and card.id == defender.id
    mine = [c for c in (attacker, defender) if c is not None and c.controller == ctx.controller]
    return any(card.id == c.id for c in mine)


# ====================================================================== costs
def _costs(interp: Interpreter) -> None:
    def stock_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return ctx.game.count(key(ctx.controller, STOCK)) >= int(cost["ll.stock"])

    def stock_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        processes.pay_stock(ctx.game, ctx.controller, int(cost["ll.stock"]))
        return True
        yield

    def rest_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        card = ctx.source_card()
        return card is not None and card.state == STANDING

    def rest_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        assert ctx.source is not None
        ctx.game.set_state(ctx.source, RESTED, player=ctx.controller, rule="L&L 5.2")
        return True
        yield

    def discard_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return ctx.game.count(key(ctx.controller, HAND)) >= int(cost["ll.discard"])

    def discard_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        n = int(cost["ll.discard"])
        hand = list(ctx.game.ids(key(ctx.controller, HAND)))
        chosen = yield from ctx.game.choose_cards(
            ctx.controller,
            hand,
            f"{player_name(ctx.controller)}: discard {n} (cost)",
            minimum=n,
            maximum=n,
            rule="L&L 5.8",
        )
        for card_id in chosen:
            ctx.game.move(card_id, key(ctx.controller, DROP), player=ctx.controller, rule="L&L 5.8")
        return len(chosen) == n

    def standing_level(ctx: Context) -> list[int]:
        return [c.id for c in ctx.game.cards_in(key(ctx.controller, LEVEL)) if c.state == STANDING]

    def rest_level_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return len(standing_level(ctx)) >= int(cost["ll.rest_level"])

    def rest_level_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        for card_id in standing_level(ctx)[: int(cost["ll.rest_level"])]:
            ctx.game.set_state(card_id, RESTED, player=ctx.controller, rule="L&L 5.2")
        return True
        yield

    interp.costs.update(
        {
            "ll.stock": CostAtom(stock_can, stock_pay),
            "ll.rest": CostAtom(rest_can, rest_pay),
            "ll.discard": CostAtom(discard_can, discard_pay),
            "ll.rest_level": CostAtom(rest_level_can, rest_level_pay),
        }
    )


# ====================================================================== verbs
def _verbs(interp: Interpreter) -> None:
    def stock_boost(ctx: Context, step: Mapping[str, Any]) -> Flow:
        yield from processes.top_to(
            ctx.game, ctx.controller, STOCK, interp.evaluate(ctx, step.get("n", 1)), rule="L&L 5.27"
        )

    def stock_cards(ctx: Context, step: Mapping[str, Any]) -> Flow:
        for card in interp.cards(ctx, step["cards"]):
            processes.stock(ctx.game, card.id, rule="L&L 5.10")
        yield from processes.interrupts(ctx.game)

    def destroy_gate(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """L&L 5.32: the controller chooses one of the opponent's face-down gates, by its place
        (a face-down gate has no information, 4.1.3.2.2: no option names it)."""
        game, opponent = ctx.game, ctx.opponent
        zone = key(opponent, board.GATES)
        options = [
            Option(
                f"card:{c.id}",
                f"{player_name(opponent)}'s gate in {c.slots[0]}",
                "card",
                c.id,
                {"zone": zone},
            )
            for c in game.cards_in(zone)
            if not c.face_up and c.slots
        ]
        name = game.definition(ctx.code).name if ctx.code else "Effect"
        option = yield from game.choose_action(
            ctx.controller,
            options,
            f"{name}: choose a gate to destroy",
            rule="L&L 5.32",
            kind=DecisionKind.SELECT,
        )
        gate = game.get(option.card) if option is not None else None
        if gate is not None:
            processes.destroy_gate(game, opponent, gate.slots[0], by=ctx.source, rule="L&L 5.32")

    def soul_charge(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """L&L 5.26: the top N deck cards into this member's Soul."""
        game = ctx.game
        for _ in range(max(0, interp.evaluate(ctx, step.get("n", 1)))):
            member = ctx.source_card()
            yield from processes.interrupts(game)
            top = game.top(key(ctx.controller, board.DECK))
            if member is None or not board.is_member(game, member) or top is None:
                return
            moved = game.move(
                top.id,
                key(member.controller, board.SOUL),
                slots=member.slots,
                rule="L&L 5.26",
                text="{0} is put into Soul",
            )
            if moved is not None:
                game.attach(moved.id, member.id, rule="L&L 4.15.2")
        yield from processes.interrupts(game)

    def attack_limit(ctx: Context, step: Mapping[str, Any]) -> Flow:
        name = key(ctx.controller, "attack_limit_bonus")
        ctx.game.set_value(name, ctx.game.value(name) + interp.evaluate(ctx, step.get("add", 1)))
        return None
        yield

    def level_boost(ctx: Context, step: Mapping[str, Any]) -> Flow:
        yield from level_boost_action(ctx.game, ctx.controller)

    def stock_open(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """L&L 5.28: the bottom N face-down Stock cards face up (not necessarily consecutive)."""
        down = [c for c in ctx.game.cards_in(key(ctx.controller, STOCK)) if not c.face_up]
        for card in down[: interp.evaluate(ctx, step.get("n", 1))]:
            ctx.game.set_face(card.id, True, rule="L&L 5.28")
        return None
        yield

    def stock_close(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """L&L 5.29: the top N face-up Stock cards face down."""
        up = [c for c in reversed(ctx.game.cards_in(key(ctx.controller, STOCK))) if c.face_up]
        for card in up[: interp.evaluate(ctx, step.get("n", 1))]:
            ctx.game.set_face(card.id, False, rule="L&L 5.29")
        return None
        yield

    def set_card(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """Set (L&L 5.24): the card goes onto the circle of the chosen card (of a gate: the
        circle of its Gate Zone), face down unless told, attached to it: it follows that
        card's moves and is dropped by rule process once that card leaves the Field."""
        game = ctx.game
        name = game.definition(ctx.code).name if ctx.code else "Effect"
        hosts = [c.id for c in interp.cards(ctx, step["to"])]
        chosen = yield from game.choose_cards(
            ctx.controller, hosts, f"{name}: Set it to which card?", rule="L&L 5.24"
        )
        host = game.get(chosen[0]) if chosen else None
        for card in interp.cards(ctx, step.get("cards", "this")):
            if host is None or board.zone_name(host) not in (board.CIRCLES, board.GATES):
                game.move(card.id, key(card.owner, DROP), rule="L&L 5.24.1.1")  # its card left
                continue
            moved = game.move(
                card.id,
                key(host.controller, board.CIRCLES),
                slots=host.slots,
                face_up=bool(step.get("face_up", False)),
                player=ctx.controller,
                rule="L&L 5.24.1",
                text=f"{player_name(ctx.controller)} Sets a card in {'+'.join(host.slots)}",
            )
            if moved is not None:
                game.attach(moved.id, host.id, rule="L&L 5.24.1")
        yield from processes.interrupts(game)

    def flip_up(ctx: Context, step: Mapping[str, Any]) -> Flow:
        for card in interp.cards(ctx, step.get("cards", "this")):
            ctx.game.set_face(card.id, True, rule="L&L 11.8")
        return None
        yield

    interp.verbs.update(
        {
            "ll.set": set_card,
            "ll.face_up": flip_up,
            "ll.stock_open": stock_open,
            "ll.stock_close": stock_close,
            "ll.stock_boost": stock_boost,
            "ll.stock": stock_cards,
            "ll.destroy_gate": destroy_gate,
            "ll.soul_charge": soul_charge,
            "ll.attack_limit": attack_limit,
            "ll.level_boost": level_boost,
        }
    )


def level_boost_action(game: Game, player: int) -> Flow:
    """Level Boost (L&L 5.15): rest a standing Level card, then draw 1. Which card rests is
    not asked: the first standing one (resting changes no count the rules read)."""
    standing = [c for c in game.cards_in(key(player, LEVEL)) if c.state == STANDING]
    if not standing:
        return
    game.set_state(standing[0].id, RESTED, player=player, rule="L&L 5.15")
    game.log(f"{player_name(player)} Level Boosts", player=player, rule="L&L 5.15")
    yield from processes.draw(game, player, 1)
