"""Rule processes (FoW 1200), damage (1007), destruction (1010), drawing (1009) and automatic
objects put onto the chase (603, 906): the kernel's hooks for Force of Will.

Rule processes run at the start of every priority sequence, all at once, until none applies
(1201.1, 602.1a): losing (1202: life 0 or less, a draw from an empty main deck; both at once is
a draw, 103.3), +100/+100 and -100/-100 counters cancelling in pairs (1203), destruction of
J/resonators whose damage reached their DEF or whose DEF is 0 or less (1204; [Eternal] 1139
excepted; all at once, decision D11), entities with [Mythic] sharing a name (decision D35), life
rounding up to a multiple of 100 (1205).

Decision D1: a player who must draw from an empty main deck at any time (not only in the draw
phase) loses at the next rule process; they draw as many as the deck holds (104.2).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from desktop_app.engine import kernel
from desktop_app.engine.abilities import Ability, Context
from desktop_app.engine.cards import Card
from desktop_app.engine.game import Game
from desktop_app.engine.rules import Flow
from desktop_app.engine.state import Effect, PendingTrigger, StackObject, Termination
from desktop_app.engine.zones import player_name, split_key
from desktop_app.games.force_of_will import board, cards, chase
from desktop_app.games.force_of_will.board import (
    ASTRAL,
    DAMAGE,
    DECK,
    FIELD,
    GRAVEYARD,
    HAND,
    REMOVED,
    STONES,
    key,
)
from desktop_app.games.force_of_will.zones import RULER_AREA

PLUS, MINUS = "+100/+100", "-100/-100"
#: the kind of the created effects that prevent damage (1018)
PREVENT = "prevent"
DECKED = "fow.decked"


def life_key(player: int) -> str:
    return key(player, "life")


def rule_processes(game: Game) -> Flow:
    """FoW 1201–1205, all that apply at once; returns whether any did."""
    losers = [p for p in (0, 1) if game.value(life_key(p)) <= 0 or game.flag(DECKED + str(p))]
    if len(losers) == 2:
        game.end_game(None, "both players lose at once", "FoW 103.3", Termination.BOTH_LOSE)
    if losers:
        loser = losers[0]
        if game.flag(DECKED + str(loser)):
            game.end_game(
                1 - loser,
                f"{player_name(loser)} had to draw from an empty deck",
                "FoW 1202.2",
                Termination.DECK_OUT,
            )
        game.end_game(1 - loser, f"{player_name(loser)}'s life is 0 or less", "FoW 1202.1", Termination.LIFE)
    happened = _control_while_ends(game)
    happened = _while_in_field_ends(game) or happened
    for player in (0, 1):
        for card in (*game.cards_in(key(player, FIELD)), *game.cards_in(key(player, RULER_AREA))):
            pair = min(card.counter(PLUS), card.counter(MINUS))
            if pair:
                game.add_counter(card.id, PLUS, -pair, rule="FoW 1203.1")
                game.add_counter(card.id, MINUS, -pair, rule="FoW 1203.1")
                happened = True
    # FoW 1406.4a: an old addition added to no card, or to a card it cannot be added to (its
    # host left the field, or is no longer of its kind), is put into its owner's graveyard; a
    # modern addition that targets as it is played the same (decision D85)
    for player in (0, 1):
        for card in game.cards_in(key(player, FIELD)):
            if cards.host_selector(game.definition(card.code)) is None:
                continue
            host = game.get(card.attached_to) if card.attached_to is not None else None
            if not chase.host_is_legal(game, card, host):
                game.move(
                    card.id, key(card.owner, GRAVEYARD), text="{0} goes to the graveyard", rule="FoW 1406.4a"
                )
                happened = True
    doomed = [
        card
        for player in (0, 1)
        for card in game.cards_in(key(player, FIELD))
        if board.is_j_resonator(game, card)
        and game.definition(card.code).stat("def") is not None
        and (card.counter(DAMAGE) >= game.number(card, "def") or game.number(card, "def") <= 0)
        and not board.has_keyword(game, card, "eternal")
    ]
    if doomed:
        # D58: destroyed by its damage (not by a DEF of 0 or less), by the cards that dealt it
        # damage this turn
        sources = {c.id: damage_sources(game, c) for c in doomed if game.number(c, "def") > 0}
        destroy(game, doomed, rule="FoW 1204.1", by=sources)
        happened = True
    for player in (0, 1):
        if (yield from _mythic(game, player)):
            happened = True
    status_triggers(game)  # FoW 906.9: played after the rule processes, at this check timing
    for player in (0, 1):
        life = game.value(life_key(player))
        if life % 100:
            game.set_value(life_key(player), life + 100 - life % 100)
            game.log(f"{player_name(player)}'s life rounds up to a multiple of 100", rule="FoW 1205.1")
            happened = True
    return happened
    yield


def _mythic(game: Game, player: int) -> Flow:
    """Decision D35, [Mythic]: when a player controls two or more entities with [Mythic] that
    share a name, they keep the one they choose and banish the others (1011). Returns whether
    any was banished."""
    mythic = [
        card
        for owner in (0, 1)
        for zone in (FIELD, STONES)
        for card in game.cards_in(key(owner, zone))
        if card.controller == player and board.has_keyword(game, card, "mythic")
    ]
    return (yield from keep_one(game, player, mythic, "[Mythic]", "FoW D35"))


def shared_name(game: Game, found: Sequence[Card]) -> tuple[Card, list[int]] | None:
    """The first card of ``found`` that shares a name with another of them (also-names count,
    201.1), and the ids of those that share one with it (itself first among them as found)."""
    for card in found:
        names = set(game.definition(card.code).names)
        group = [c.id for c in found if names & set(game.definition(c.code).names)]
        if len(group) >= 2:
            return card, group
    return None


def keep_one(game: Game, player: int, found: Sequence[Card], label: str, rule: str) -> Flow:
    """Of the first cards of ``found`` that share a name (``shared_name``), ``player`` keeps the
    one they choose and banishes the others (1011); returns whether any was banished."""
    shared = shared_name(game, found)
    if shared is None:
        return False
    card, group = shared
    kept = yield from game.choose_cards(
        player,
        group,
        f"{player_name(player)}: {label}: choose the one {game.name_of(card)} to keep; "
        "the others are banished",
        rule=rule,
    )
    for card_id in group:
        banished = game.get(card_id)
        if banished is not None and card_id not in kept:
            game.move(card_id, key(banished.owner, GRAVEYARD), text="{0} is banished", rule="FoW 1011.1")
    return True


#: the trigger of a status automatic ability (906.9): it watches a condition, not an event
STATUS = "fow.status"


def status_triggers(game: Game) -> None:
    """FoW 906.9, 906.9a: a status automatic ability (trigger ``fow.status``, its status the
    ability's condition) of a card in a ruler area, the field or a magic stone area triggers
    when its status is fulfilled and it is not already triggered: not waiting to be played and
    not on the chase. It then goes onto the chase as any automatic object (906.5); once it has
    left the chase, a status still fulfilled triggers it again."""
    engine = game.ruleset.abilities
    codes = engine.index(game).watchers.get(STATUS) if engine is not None else None
    if engine is None or not codes:
        return
    waiting = {(p.card, p.ability) for p in game.state.pending}
    waiting |= {(o.source, o.ability) for o in game.state.stack if o.source is not None}
    for player in (0, 1):
        for zone in (RULER_AREA, FIELD, STONES):
            for card in game.cards_in(key(player, zone)):
                if card.code not in codes:
                    continue
                definition = game.definition(card.code)
                for ability in definition.abilities:
                    if (
                        not ability.automated
                        or not any(t.get("on") == STATUS for t in ability.triggers)
                        or (card.id, ability.index) in waiting
                        or not engine.works_here(game, card, ability)
                        or ability.condition is None
                        or not engine.interpreter.test(
                            Context(game, card.controller, card.id, card.code, ability, {}), ability.condition
                        )
                    ):
                        continue
                    game.state.pending.append(
                        PendingTrigger(
                            id=game.state.new_id(),
                            card=card.id,
                            code=card.code,
                            ability=ability.index,
                            controller=card.controller,
                            name=f"{definition.name}: {ability.text}",
                            event={"kind": STATUS, "cards": ()},
                            order=game.state.tick(),
                            batch=game.state.trigger_batch,
                        )
                    )
                    waiting.add((card.id, ability.index))


def destroy(
    game: Game,
    doomed: Sequence[Card],
    rule: str = "FoW 1010.1",
    by: Mapping[int, Sequence[int]] | None = None,
) -> int:
    """FoW 1010: to the owner's graveyard; a J-ruler goes to its owner's ruler area ruler side
    up with an astral counter and loses its damage (1010.1a, 1007.7), unless it has
    [Imperishable] (1108), in which case it gets no astral counter. [Eternal] cannot be
    destroyed (1139). ``by``: the cards that destroyed each (D58), in the move event's data
    (with ``destroyed``, the J-ruler's move to the ruler area too). Returns how many were
    destroyed."""
    destroyed = 0
    for card in doomed:
        card = game.get(card.id)  # type: ignore[assignment]
        if card is None or board.has_keyword(game, card, "eternal"):
            continue
        data = {"destroyed": True, "by": tuple((by or {}).get(card.id, ()))}
        definition = game.definition(card.code)
        if cards.is_j_ruler(definition):
            imperishable = board.has_keyword(game, card, "imperishable")
            other = definition.stat("other_side")
            moved = game.move(
                card.id,
                key(card.owner, RULER_AREA),
                text="{0} is destroyed and returns to the ruler area",
                rule=rule,
                data=data,
            )
            if moved is None:
                continue
            destroyed += 1
            if isinstance(other, str) and other in game.definitions:
                moved = game.update(moved.id, code=other, side=0) or moved
            if moved.counter(DAMAGE):
                game.add_counter(moved.id, DAMAGE, -moved.counter(DAMAGE), rule="FoW 1007.7")
            if not imperishable:
                game.add_counter(moved.id, ASTRAL, 1, rule="FoW 1010.1a")
            continue
        moved = game.move(card.id, key(card.owner, GRAVEYARD), text="{0} is destroyed", rule=rule, data=data)
        destroyed += moved is not None or card.token  # FoW 1303.3a: a token goes, then ceases to exist
    return destroyed


def deal_damage(
    game: Game, hits: Sequence[tuple[Card, Card | None, int | None, int]], *, battle: bool = False
) -> int:
    """FoW 1007, all at once: each ``(source, card, player, amount)`` adds ``amount`` damage to a
    J/resonator (a card without DEF takes none, 1007.4) or takes it from a player's life. Each
    hit is an event ``fow.damage`` that [Explode], [Bane] and [Drain] watch. Prevention effects
    on the damaged card or player reduce it first (1018), after a redirection (``_redirected``);
    "Prevent the first damage that would be dealt to this card / to you each turn" stops all of
    the first (``_prevents_first``). Returns the damage dealt, all hits together (after
    prevention; none to a card without DEF or gone): "You gain that much life" (D103)."""
    dealt = 0
    for source, hit, hit_player, amount in hits:
        card, player = _redirected(game, hit, hit_player)
        amount = _increased(game, source, card, player, amount)
        if _unpreventable(game):
            _first_this_turn(game, card, player)  # (still the first damage this turn)
        elif _first_this_turn(game, card, player) and _prevents_first(game, card, player):
            game.log(f"{amount} damage is prevented (the first this turn)", rule="FoW 1018.1b")
            continue
        elif _prevents_all(game, card, player, source, battle):
            game.log(f"{amount} damage is prevented", rule="FoW 1018.1b")
            continue
        else:
            part = _prevents_part(game, card, player, source, battle)
            if part:  # "If damage would be dealt to you, prevent 400 of it" (decision D90)
                game.log(f"{min(part, amount)} of {amount} damage is prevented", rule="FoW 1018.1b")
                amount = max(amount - part, 0)
            amount = prevent(game, card.id if card is not None else None, player, amount, source.id)
        if amount <= 0:
            continue
        if card is not None:
            current = game.get(card.id)
            if current is None or game.definition(current.code).stat("def") is None:
                continue
            game.add_counter(current.id, DAMAGE, amount, rule="FoW 1007.2")
            dealt += amount
            if (current.id, source.id) not in game.flag(DAMAGE_SOURCES, ()):
                game.set_flag(DAMAGE_SOURCES, (*game.flag(DAMAGE_SOURCES, ()), (current.id, source.id)))
            game.emit(
                "fow.damage",
                f"{{1}} deals {amount} damage to {{0}}",
                player=source.controller,
                cards=[current, source],
                data={"source": source.id, "amount": amount, "battle": battle},
                rule="FoW 1007.2",
            )
        elif player is not None:
            game.set_value(life_key(player), game.value(life_key(player)) - amount)
            dealt += amount
            game.emit(
                "fow.damage",
                f"{{0}} deals {amount} damage to {player_name(player)}",
                player=source.controller,
                cards=[source],
                data={"source": source.id, "amount": amount, "battle": battle, "to_player": player},
                rule="FoW 1007.2",
            )
    return dealt


#: the flag of the damage dealt to cards this turn: ((damaged card id, source id), …) (D58)
DAMAGE_SOURCES = "fow.damage_sources"


def damage_sources(game: Game, card: Card) -> tuple[int, ...]:
    """The cards that dealt ``card`` damage this turn (the damage on it, 1007.2; D58)."""
    return tuple(source for hit, source in game.flag(DAMAGE_SOURCES, ()) if hit == card.id)


#: the flag of the cards whose control changed until end of turn: ((card id, player it goes
#: back to), …), given back as "until end of turn" effects end (505.5b)
CONTROL_BACK = "fow.control_back"


#: the flag of the cards whose control changed as long as a card is in the field: ((card id,
#: player it goes back to, player who gained it, that card's id), …) (decision D59)
CONTROL_WHILE = "fow.control_while"


def gain_control(
    game: Game, card: Card, player: int, *, until_end_of_turn: bool = False, while_in_field: int | None = None
) -> bool:
    """FoW 105.3: ``player`` controls ``card`` (an entity in the field) from now on: it goes to
    that player's side of the field as the same card (302.3: nothing enters or leaves the field,
    so no [Enter] triggers), and it is a card that came under their control now (803.3a, 905.3:
    no attack or {Rest} cost this turn without [Swiftness]); a battle it was in stops being its
    (803.5a, 804.4a: the battle reads the attacker's and blocker's controller). Returns whether
    control changed (decision D57)."""
    row = split_key(card.zone)[1]
    if card.controller == player or row not in (FIELD, STONES):
        return False
    before = card.controller
    moved = game.move(card.id, key(player, row), silent=True, rule="FoW 105.3")
    if moved is None:
        return False
    game.update(moved.id, entered=game.state.tick())
    game.emit(
        "fow.control",
        f"{player_name(player)} gains control of {{0}}" + (" until end of turn" if until_end_of_turn else ""),
        player=player,
        cards=[moved],
        rule="FoW 105.3",
    )
    if until_end_of_turn:
        game.set_flag(CONTROL_BACK, (*game.flag(CONTROL_BACK, ()), (moved.id, before)))
    if while_in_field is not None:
        entry = (moved.id, before, player, while_in_field)
        game.set_flag(CONTROL_WHILE, (*game.flag(CONTROL_WHILE, ()), entry))
    return True


def _control_while_ends(game: Game) -> bool:
    """Decision D59, "gain control of … as long as this card is in the field" (105.3): once that
    card is no longer in the field (it left, a new card, 302.3), the player who had the card
    before controls it again; an entry ends too when the card left the field or another effect
    gave it to someone else. Returns whether control went back."""
    entries = game.flag(CONTROL_WHILE, ())
    if not entries:
        return False
    kept, back = [], False
    for card_id, before, gainer, source_id in entries:
        card = game.get(card_id)
        if card is None or card.controller != gainer or split_key(card.zone)[1] not in (FIELD, STONES):
            continue
        source = game.get(source_id)
        if source is not None and split_key(source.zone)[1] in (FIELD, STONES):
            kept.append((card_id, before, gainer, source_id))
            continue
        back = gain_control(game, card, before) or back
    if len(kept) != len(entries):
        game.set_flag(CONTROL_WHILE, tuple(kept) or None)
    return back


#: the duration of an effect that lasts "as long as this card is in the field" (decision D61)
WHILE_IN_FIELD = "this_in_field"


def _while_in_field_ends(game: Game) -> bool:
    """Decision D61, "<cards> gain … / don't recover … as long as this card is in the field": the
    effect ends once its source (the ability's card) is no longer in the field (it left, a new
    card, 302.3; a change of its controller keeps it in the field), seen at the rule process,
    before anyone gets priority (1201). Returns whether any effect ended."""

    def gone(effect: Effect) -> bool:
        if effect.until != WHILE_IN_FIELD:
            return False
        source = game.get(effect.source) if effect.source is not None else None
        return source is None or split_key(source.zone)[1] not in (FIELD, STONES)

    return bool(game.end_effects(gone))


def control_ends(game: Game) -> None:
    """FoW 505.5b: "gain control … until end of turn" ends with the other "until end of turn"
    effects; a card that left the field meanwhile is a new card and stays where it is."""
    for card_id, player in game.flag(CONTROL_BACK, ()):
        card = game.get(card_id)
        if card is not None:
            gain_control(game, card, player)
    game.set_flag(CONTROL_BACK, None)
    if game.flag(board.NO_SPELLS, ()):
        game.set_flag(board.NO_SPELLS, None)  # "cannot play spells until end of turn" ends too


#: the tag of "Prevent the first damage that would be dealt to this card / to you each turn" (a
#: ``cont`` ability; ``params.to``: ``this`` or ``you``)
PREVENT_FIRST = "prevent_first"
#: the flag of the cards and players damage would have been dealt to this turn: (turn, targets)
DAMAGED_THIS_TURN = "fow.damaged_this_turn"


def _first_this_turn(game: Game, card: Card | None, player: int | None) -> bool:
    """Whether this is the first damage that would be dealt to ``card`` (or ``player``) this
    turn, prevented or not; it is recorded as such."""
    target = f"card:{card.id}" if card is not None else f"player:{player}"
    turn, seen = game.flag(DAMAGED_THIS_TURN, (None, ()))
    if turn != game.state.turn:
        seen = ()
    game.set_flag(DAMAGED_THIS_TURN, (game.state.turn, (*seen, target) if target not in seen else seen))
    return target not in seen


def _protecting(game: Game, card: Card | None, player: int | None, tag: str) -> list[tuple[Card, Ability]]:
    """The valid automated abilities with ``tag`` that protect ``card`` (its own, ``params.to``
    ``this``) or ``player`` (of a card they control, ``to`` ``you``), with their holders."""
    engine = game.ruleset.abilities
    assert engine is not None
    if card is not None:
        holders, wanted = [card], "this"
    elif player is not None:
        holders = [*game.cards_in(key(player, FIELD)), *game.cards_in(key(player, RULER_AREA))]
        wanted = "you"
    else:
        return []
    return [
        (holder, ability)
        for holder in holders
        for ability in engine.abilities(game, holder)
        if tag in ability.tags
        and ability.automated
        and ability.params.get("to") == wanted
        and engine.is_valid(game, holder, ability)
    ]


def _prevents_first(game: Game, card: Card | None, player: int | None) -> bool:
    """FoW 1018: whether a continuous ability prevents the first damage each turn to ``card``
    ("… dealt to this card each turn", the card's own ability) or to ``player`` ("… dealt to
    you each turn", of a card they control)."""
    return bool(_protecting(game, card, player, PREVENT_FIRST))


#: the tag of "Damage cannot be prevented." (a ``cont`` ability: while it works, no damage is
#: prevented, whoever deals it and to whom, D78)
UNPREVENTABLE = "unpreventable"


def _unpreventable(game: Game) -> bool:
    """FoW 1018, 910 (decision D78): whether a working "Damage cannot be prevented." of a card in
    play keeps every prevention effect from applying."""
    engine = game.ruleset.abilities
    assert engine is not None
    return any(
        UNPREVENTABLE in ability.tags and ability.automated and engine.is_valid(game, holder, ability)
        for holder in engine.cards_in_play(game)
        for ability in engine.abilities(game, holder)
    )


#: the tag of "Prevent all damage that would be dealt to this card / to you (by <cards>)" (a
#: ``cont`` ability; ``params.to``: ``this`` or ``you``; ``params.by``: a filter of the source)
PREVENT_ALL = "prevent_all"


def _prevents_all(
    game: Game, card: Card | None, player: int | None, source: Card, battle: bool = False
) -> bool:
    """FoW 1018.1b, 910: whether a continuous ability stops all of the damage ``source`` would
    deal to ``card`` (the card's own ability, "… dealt to this card") or to ``player`` (of a card
    they control, "… dealt to you"); its condition ("during your opponent's turn") is its
    validity, a source filter ("by darkness resonators") is read of ``source``; ``params.battle``
    (``True`` / ``False``): only battle damage, or only damage dealt outside a battle."""
    return any("amount" not in a.params for a in _preventing(game, card, player, source, battle))


def _prevents_part(
    game: Game, card: Card | None, player: int | None, source: Card, battle: bool = False
) -> int:
    """FoW 1018.1b, 910 (decision D90): how much of the damage continuous abilities prevent
    ("If damage would be dealt to you (by a chant), prevent 400 of it": ``params.amount``), each
    once for each damage dealt, added up."""
    return sum(
        int(a.params["amount"])
        for a in _preventing(game, card, player, source, battle)
        if "amount" in a.params
    )


def _preventing(
    game: Game, card: Card | None, player: int | None, source: Card, battle: bool = False
) -> Iterator[Ability]:
    """The working ``PREVENT_ALL`` abilities that apply to this damage (``_prevents_all``)."""
    engine = game.ruleset.abilities
    assert engine is not None
    for holder, ability in _protecting(game, card, player, PREVENT_ALL):
        by = ability.params.get("by")
        if ability.params.get("battle") is not None and ability.params["battle"] != battle:
            continue  # "Prevent all (non-)battle damage …" (802, 1007)
        context = Context(game, holder.controller, holder.id, holder.code, ability)
        if ability.condition is not None and not engine.interpreter.test(context, ability.condition):
            continue
        if isinstance(by, Mapping):  # the source wherever it is now (it may have left the field)
            by = {name: value for name, value in by.items() if name != "zone"}
        if by is None or engine.interpreter.passes(context, source, by):
            yield ability


#: the tag of "If a fire J/resonator you control / this card would deal damage (to a J/resonator),
#: it deals that much +200 / double that much instead" (a ``cont`` ability; ``params.by``: ``this``
#: or a filter of the source, its ``whose`` read from the holder's controller; ``params.to``: a
#: filter of the card dealt damage, or none; ``params.add`` or ``params.times``)
DAMAGE_MORE = "damage_more"


def _whose(holder: Card, card: Card, whose: Any) -> bool:
    return whose in (None, "any") or (card.controller == holder.controller) == (whose == "you")


def _increased(game: Game, source: Card, card: Card | None, player: int | None, amount: int) -> int:
    """FoW 910 (decision D48): the continuous abilities of cards in play that make ``source`` deal
    more damage to ``card`` or ``player``: each "+N" first, then each "double / three times" (the
    order the source's controller would choose for the most damage, 910.2a), before prevention."""
    engine = game.ruleset.abilities
    assert engine is not None
    adds, times = 0, 1
    for holder in engine.cards_in_play(game):
        for ability in engine.abilities(game, holder):
            if DAMAGE_MORE not in ability.tags or not engine.is_valid(game, holder, ability):
                continue
            by, to = ability.params.get("by"), ability.params.get("to")
            context = Context(game, holder.controller, holder.id, holder.code, ability)
            if ability.condition is not None and not engine.interpreter.test(context, ability.condition):
                continue
            if by == "this":
                if source.id != holder.id:
                    continue
            elif not (
                isinstance(by, Mapping)
                and _whose(holder, source, by.get("whose"))
                and engine.interpreter.passes(context, source, by)
            ):
                continue
            if isinstance(to, Mapping) and not (
                card is not None
                and _whose(holder, card, to.get("whose"))
                and engine.interpreter.passes(context, card, to)
            ):
                continue
            adds += int(ability.params.get("add", 0))
            times *= int(ability.params.get("times", 1))
    if (adds, times) != (0, 1) and amount > 0:
        more = (amount + adds) * times
        game.log(f"{amount} damage becomes {more}", rule="FoW 910")
        return more
    return amount


#: the tag of "If damage would be dealt to you / to a Golem you control, it's dealt to this card
#: instead" (a ``cont`` ability; ``params.from``: ``you`` or a filter of the card damaged)
REDIRECT = "redirect_damage"


def _redirected(game: Game, card: Card | None, player: int | None) -> tuple[Card | None, int | None]:
    """FoW 1007, 910: damage that would be dealt to a player, or to a card they control, is dealt
    instead to a J/resonator of theirs whose continuous ability says so (not to the card itself);
    of several, the one in the field longest (decision D44). Its prevention applies then."""
    engine = game.ruleset.abilities
    assert engine is not None
    owner = player if card is None else card.controller
    if owner is None:
        return card, player
    for holder in sorted(game.cards_in(key(owner, FIELD)), key=lambda c: (c.entered, c.id)):
        if card is not None and holder.id == card.id:
            continue
        for ability in game.definition(holder.code).abilities:
            if (
                REDIRECT not in ability.tags
                or not ability.automated
                or not engine.is_valid(game, holder, ability)
            ):
                continue
            wanted = ability.params["from"]
            context = Context(game, holder.controller, holder.id, holder.code, ability)
            if wanted == "you":
                applies = card is None
            else:
                applies = card is not None and engine.interpreter.passes(context, card, wanted)
            if applies:
                game.log(f"the damage is dealt to {game.name_of(holder)} instead", rule="FoW 910")
                return holder, None
    return card, player


def prevent(game: Game, card: int | None, player: int | None, amount: int, source: int | None = None) -> int:
    """FoW 1018, 910: the damage left after the prevention effects on ``card`` (or ``player``),
    and on the damage ``source`` deals ("prevent all damage that would be dealt by …", value
    ``source:<id>``), oldest first (decision D16): "prevent N" reduces it by what is left of its
    N and is used up; prevention without a number stops all of it (amount 0), of the next
    damage only (amount -1: "prevent the next damage", used up by it)."""
    effects = game.state.effects
    for effect in list(effects):
        if amount <= 0:
            break
        if effect.kind != PREVENT:
            continue
        if (
            not (card is not None and card in effect.targets)
            and not (player is not None and effect.value == f"player:{player}")
            and not (source is not None and effect.value == f"source:{source}")
        ):
            continue
        if effect.amount <= 0:  # without a number: all of it (1018.1b)
            game.log(f"{amount} damage is prevented", rule="FoW 1018.1b")
            if effect.amount < 0:  # "the next damage": all of one damage, then it is used up
                effects.remove(effect)
            return 0
        stopped = min(amount, effect.amount)
        amount -= stopped
        game.log(f"{stopped} damage is prevented", rule="FoW 1018.1a")
        left = effect.amount - stopped
        position = effects.index(effect)
        if left:
            effects[position] = replace(effect, amount=left)
        else:
            del effects[position]
    return amount


# ====================================================================== automatic objects
def resolve_trigger(game: Game, pending: PendingTrigger) -> Flow:
    """FoW 603.1, 906.5: play the chosen automatic object: it goes onto the chase (an ability as
    a pseudo-card) with its targets; one with no legal target is removed (906.6)."""
    engine = game.ruleset.abilities
    assert engine is not None
    ability = engine.ability_of(game, pending)
    if ability is None:
        return
    source = game.get(pending.card)
    name = f"{game.definition(pending.code).name}'s ability"
    if source is not None and not chase.abilities_playable(game, pending.controller, source):
        game.log(f"{name} cannot be played", rule="FoW 906.6")  # "… or its abilities only if …"
        return
    if not chase.has_targets(game, pending.controller, source, ability):
        game.log(f"{name} has no legal target", rule="FoW 906.6")
        return
    if ability.limit and engine.uses(game, pending.card, pending.code, ability) >= ability.limit:
        # "This ability triggers only once per turn": two triggers at once, only the first is played
        game.log(f"{name} has already triggered this turn", rule="FoW 906.5")
        return
    modes: tuple[int, ...] = ()
    if ability.params.get("modes"):  # FoW 903.2e: chosen as it is played (906.5)
        modes = yield from chase.choose_mode(game, pending.controller, source, ability, name)
    targets, chosen = yield from chase.choose_all_targets(
        game, pending.controller, source, chase.with_modes(ability, modes)
    )
    item = StackObject(
        id=game.state.new_id(),
        controller=pending.controller,
        name=name,
        source=pending.card,
        code=pending.code,
        ability=ability.index,
        targets=targets,
        modes=modes,
        paid={"event": dict(pending.event), **chosen, **chase.no_chase(ability)},
    )
    engine.count_use(game, pending.card, pending.code, ability)  # played: counted for its limit
    kernel.push(game, item, f"{item.name} is put onto the chase")
    chase.targeted(game, item, "ability")


# ====================================================================== drawing and moving
def draw(game: Game, player: int, n: int, *, up_to: bool = False) -> Flow:
    """FoW 1009: one card at a time; a draw the deck cannot give marks the player as losing at
    the next rule process (1202.2, decision D1)."""
    drawn: list[int] = []
    for _ in range(max(0, n)):
        top = game.top(key(player, DECK))
        if top is None:
            game.set_flag(DECKED + str(player), True)
            game.log(f"{player_name(player)} must draw from an empty deck", rule="FoW 1202.2")
            break
        card = game.move(
            top.id,
            key(player, HAND),
            text=f"{player_name(player)} draws {{0}}",
            player=player,
            data={"draw": True},  # "Whenever you draw a card" (a search moves deck to hand too)
            rule="FoW 1009",
        )
        if card is not None:
            drawn.append(card.id)
    return drawn
    yield


#: "If a card would be put into your / a / your opponent's graveyard from anywhere, remove it
#: from the game instead": a ``cont`` ability with this tag (``params.whose``: ``you``, ``any``,
#: ``opponent``, the graveyard's player as seen by the ability's controller)
GRAVE_TO_REMOVED = "grave_to_removed"


def grave_replaced(game: Game, card: Card, to: str) -> str:
    """FoW 910 (decision D47): a card headed for a graveyard is removed from the game instead
    while a card in play has a ``grave_to_removed`` ability that covers that graveyard (its own
    move too, as it leaves the field). A ruler, which goes only to a graveyard or a ruler area
    (316.1), is not affected."""
    owner, zone = split_key(to)
    if zone != GRAVEYARD or owner is None or cards.is_ruler(game.definition(card.code)):
        return to
    engine = game.ruleset.abilities
    assert engine is not None
    for holder in engine.cards_in_play(game):
        for ability in engine.abilities(game, holder):
            if GRAVE_TO_REMOVED not in ability.tags or not engine.is_valid(game, holder, ability):
                continue
            whose = ability.params.get("whose", "any")
            if whose != "any" and (int(owner) == holder.controller) != (whose == "you"):
                continue
            return key(int(owner), REMOVED)
    return to


def redirect(game: Game, card: Card, to: str) -> str | None:
    """FoW 316: where a card a script moves really goes; ``None``: it does not move.
    A printed ruler goes only to a graveyard or a ruler area, a J-ruler only to a ruler area or
    the field (316.1–316.2); a chant headed for the field goes to the graveyard (316.4)."""
    definition = game.definition(card.code)
    target = split_key(to)[1]
    if cards.is_ruler(definition) and target not in (GRAVEYARD, RULER_AREA, FIELD):
        return None
    if cards.is_chant(definition) and target in (FIELD, "stones", RULER_AREA, "stone_deck"):
        return key(card.owner, GRAVEYARD)
    return to
