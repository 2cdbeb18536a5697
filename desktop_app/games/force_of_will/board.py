"""What the Force of Will rules read off the table: zone keys, kinds of entities, the will pool
(FoW 907, 1003) and the battle in progress (800).

The will pool is one game value per attribute: ``pN.will.light`` … ``pN.will.darkness`` and
``pN.will.void`` (will with no attribute, 907.6), ``pN.will.moon`` and ``pN.will.time`` (will with
that characteristic and no attribute, 907.6a-b); ``pN.will`` in ``player_values`` is their sum.
A magic stone's will ability (its printed "[Rest]: Produce …", 907) produces one will of one of
the attributes it names (its ``stone will`` keyword, from the card-text compiler), else of one
of its attributes, or void will when it has none; only cards whose printed type is magic stone
produce will this way (201.4d).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from desktop_app.engine import snapshot
from desktop_app.engine.abilities import Ability, Context
from desktop_app.engine.cards import Card
from desktop_app.engine.game import Game
from desktop_app.engine.zones import player_name, zone_key
from desktop_app.games.force_of_will import cards
from desktop_app.games.force_of_will.cards import COLOURS, MOON, TIME, VOID, Cost
from desktop_app.games.force_of_will.zones import RULER_AREA

FIELD, STONES, HAND, DECK, STONE_DECK, GRAVEYARD, CHASE = (
    "field",
    "stones",
    "hand",
    "deck",
    "stone_deck",
    "graveyard",
    "chase",
)
REMOVED, STANDBY = "removed", "standby"
#: the keyword of a magic stone's printed will ability, ``params.will`` what it produces (907)
STONE_WILL = "stone will"
RECOVERED, RESTED = "recovered", "rested"
#: the players who take an extra turn after this one, in order (1025), and the player whose turn
#: comes after them (the one who would have had the turn after the turn they were taken in, D141)
EXTRA_TURNS, AFTER_EXTRA = "fow.extra_turns", "fow.after_extra"
WILL_KINDS = (*COLOURS, VOID, MOON, TIME)
DAMAGE = "damage"
ASTRAL = "astral"


def key(player: int, zone: str) -> str:
    return zone_key(player, zone)


# ====================================================================== kinds
def is_j_resonator(game: Game, card: Card) -> bool:
    """A J/resonator (FoW 201.2a): a resonator or a J-ruler, in the field."""
    definition = game.definition(card.code)
    return cards.is_resonator(definition) or cards.is_j_ruler(definition)


def has_keyword(game: Game, card: Card, word: str) -> bool:
    value = game.stat(card, "keywords")
    return word in (value if isinstance(value, tuple) else ((value,) if value else ()))


def keyword_number(game: Game, card: Card, word: str) -> int:
    """The number of a "[Limit] N" / "[Mana] N" keyword of the card (0 if it has none)."""
    for ability in game.definition(card.code).abilities:
        if ability.kind == "keyword" and ability.keyword == word:
            return int(ability.params.get("n", 0))
    return 0


def battler(game: Game, card: Card) -> bool:
    """A J/resonator with ATK and DEF in the field: what may attack, block or be attacked (803.3)."""
    definition = game.definition(card.code)
    return (
        card.zone.endswith("." + FIELD)
        and is_j_resonator(game, card)
        and definition.stat("atk") is not None
        and definition.stat("def") is not None
    )


def controlled_since_turn_start(game: Game, card: Card) -> bool:
    """FoW 803.3a, 905.3: the entity has been in its controller's field or ruler area since the
    start of the turn (a J-ruler put there by Judgment is the same card as the ruler, 302.3,
    so it counts when the ruler did: decision D3)."""
    return card.entered < int(game.flag("fow.turn_start", 0))


def ruler_card(game: Game, player: int) -> Card | None:
    """The player's J/ruler: the card in their ruler area, or their J-ruler in the field."""
    for card in game.cards_in(key(player, RULER_AREA)):
        return card
    for card in game.cards_in(key(player, FIELD)):
        if cards.is_j_ruler(game.definition(card.code)):
            return card
    return None


# ====================================================================== will
def pool_key(player: int, kind: str) -> str:
    return f"p{player + 1}.will.{kind}"


def pool(game: Game, player: int) -> dict[str, int]:
    return {kind: game.value(pool_key(player, kind)) for kind in WILL_KINDS}


def limited_key(player: int) -> str:
    return f"fow.limited_will{player}"


def limited(game: Game, player: int) -> tuple[tuple[str, str], ...]:
    """The will in ``player``'s pool that may be spent only to play some cards ("Produce {U}.
    Spend this will only to play chants", 907): one (attribute, card filter as JSON) a will."""
    found: tuple[tuple[str, str], ...] = game.flag(limited_key(player), ())
    return found


#: (fow-probe, wave 11) which card removed each card now in a removed area ("cards removed by
#: this card", decision D125): pairs (the removed card's id, the id of the card whose ability
#: removed it, that object: a card that changed zones since is a new one, 302.3)
REMOVED_BY = "fow.removed_by"


def removed_by(game: Game, card: Card) -> int | None:
    """The card (object id) whose ability removed ``card`` from the game, if one did."""
    pairs: tuple[tuple[int, int], ...] = game.flag(REMOVED_BY, ())
    return next((source for removed, source in pairs if removed == card.id), None)


def note_removed(game: Game, card: Card, source: int) -> None:
    """Record that ``source``'s ability removed ``card`` (a card in a removed area now); the
    records of cards that have left their removed area are dropped."""
    pairs: tuple[tuple[int, int], ...] = game.flag(REMOVED_BY, ())
    kept = tuple((r, s) for r, s in pairs if (c := game.get(r)) is not None and c.zone.endswith(".removed"))
    game.set_flag(REMOVED_BY, (*kept, (card.id, source)))


def _usable(game: Game, player: int, card: Card | None, source: Card | None = None) -> list[int]:
    """The places in ``limited`` of the will that may pay for playing ``card``, or for an
    activate ability of ``source`` (a filter ``{"ability": …}``: "Spend this will only to play
    activate abilities of J-Rulers you control"); none for any other payment (a Judgment, a
    payment an effect asks for)."""
    engine = game.ruleset.abilities
    assert engine is not None
    found: list[int] = []
    for i, (_, only) in enumerate(limited(game, player)):
        spec = json.loads(only)
        target = source if "ability" in spec else card
        wanted = spec.get("ability", spec)
        if target is not None and engine.interpreter.passes(
            Context(game, player, target.id, target.code), target, wanted
        ):
            found.append(i)
    return found


def add_will(
    game: Game,
    player: int,
    kind: str,
    source: Card | None,
    rule: str = "FoW 907.4",
    only: Mapping[str, Any] | None = None,
) -> None:
    """Produced will goes to the pool of the ability's controller (FoW 907.4); will that may be
    spent only to play some cards (``only``, a card filter) is kept apart (``limited``)."""
    if only is None:
        game.set_value(pool_key(player, kind), game.value(pool_key(player, kind)) + 1)
    else:
        entry = (kind, json.dumps(dict(only), sort_keys=True))
        game.set_flag(limited_key(player), (*limited(game, player), entry))
    label = ("void will" if kind == VOID else f"{kind} will") + (" to play some cards only" if only else "")
    game.emit(
        "fow.will",
        f"{player_name(player)} produces {label}" + (" with {0}" if source is not None else ""),
        player=player,
        cards=[source] if source is not None else [],
        data={"attribute": kind},
        rule=rule,
    )


def clear_will(game: Game, rule: str) -> None:
    """All produced will of all players ceases to exist (FoW 503.4, 505.5c)."""
    for player in (0, 1):
        if limited(game, player):
            game.set_flag(limited_key(player), None)
            if not any(pool(game, player).values()):
                game.log(f"{player_name(player)}'s will ceases to exist", rule=rule)
        if any(pool(game, player).values()):
            # only the attributes the player has: the table lists each pool value it has seen
            for kind in WILL_KINDS:
                if game.value(pool_key(player, kind)):
                    game.set_value(pool_key(player, kind), 0)
            game.log(f"{player_name(player)}'s will ceases to exist", rule=rule)


def stone_will(game: Game, card: Card) -> tuple[str, ...]:
    """What a magic stone's will ability can produce (907): the attributes its printed
    "{Rest}: Produce …" names (the ``stone will`` keyword its compiled script has: a real stone
    has no attribute of its own), else one of its attributes, or void."""
    definition = game.definition(card.code)
    kinds = tuple(dict.fromkeys(str(k) for a in _stone_wills(game, card) for k in a.params["will"]))
    return kinds or definition.colours or (VOID,)


def _stone_wills(game: Game, card: Card) -> list[Ability]:
    """The ``stone will`` keywords a magic stone has: its printed one, and those continuous
    abilities give it ("Fire magic stones you control gain "{Rest}: Produce {U}."": the stone
    may be rested for either, 907)."""
    engine = game.ruleset.abilities
    every = game.definition(card.code).abilities
    if engine is not None and engine.index(game).grants:  # (only then may a card hold more)
        every = engine.abilities(game, card)
    return [a for a in every if a.kind == "keyword" and a.keyword == STONE_WILL]


def will_sources(game: Game, player: int) -> list[Card]:
    """The recovered magic stones ``player`` controls whose will ability the rules play when
    will is paid or asked for (a stone's rest ability needs no time in play, FoW 905.3). A
    stone whose every will ability needs more than resting it ("{Rest}, remove a magic counter
    from this card: Produce {U}") is not one: its controller plays it (907.2)."""
    return [
        c
        for c in game.cards_in(key(player, STONES))
        if c.state == RECOVERED and cards.is_magic_stone(game.definition(c.code)) and _plain_will(game, c)
    ]


def _plain_will(game: Game, card: Card) -> bool:
    """Whether a magic stone's will is played by resting it alone: a ``stone will`` keyword,
    or no will ability compiled (its printed one by hand: the rules rest it, as before)."""
    if _stone_wills(game, card):
        return True
    abilities = game.definition(card.code).abilities
    return not any(a.kind == "act" and "will" in a.tags and a.automated for a in abilities)


@dataclass(frozen=True)
class Payment:
    """How a will cost is paid: the stones rested and what each produces, then the will taken
    from the pool, by kind."""

    stones: tuple[tuple[int, str], ...]
    spend: tuple[tuple[str, int], ...]


def plan_payment(
    game: Game, player: int, cost: Cost, card: Card | None = None, source: Card | None = None
) -> Payment | None:
    """A way to pay ``cost`` from the pool and by playing will abilities of recovered magic
    stones while paying (FoW 907.3, 1003), using the pool first and stones with fewer
    attributes for symbols first; ``None`` if it cannot be paid in full (1003.4). Paying to
    play ``card`` (or an activate ability of ``source``), the pool holds the will limited to
    such cards (abilities) too."""
    have = pool(game, player)
    every = limited(game, player)
    for i in _usable(game, player, card, source):
        have[every[i][0]] += 1
    stones = sorted(will_sources(game, player), key=lambda c: len(stone_will(game, c)))

    def assign(
        i: int, left: dict[str, int], free: list[Card]
    ) -> tuple[list[tuple[int, str]], dict[str, int], list[Card]] | None:
        if i == len(cost.symbols):
            return [], left, free
        need = cost.symbols[i]
        if left[need] > 0:
            found = assign(i + 1, {**left, need: left[need] - 1}, free)
            if found is not None:
                return found
        for n, stone in enumerate(free):
            if need in stone_will(game, stone):
                found = assign(i + 1, left, free[:n] + free[n + 1 :])
                if found is not None:
                    return [(stone.id, need), *found[0]], found[1], found[2]
        return None

    found = assign(0, dict(have), stones)
    if found is None:
        return None
    rested, left, free = found
    remaining = cost.free
    # (the free part is paid with any will, 1003.2: moon and time will too, 907.6c)
    for kind in (VOID, MOON, TIME, *COLOURS):
        take = min(left[kind], remaining)
        left[kind] -= take
        remaining -= take
    if remaining > len(free):
        return None
    # the free part: stones with no attribute first, stones with several attributes last
    free = sorted(free, key=lambda c: (stone_will(game, c) != (VOID,), len(stone_will(game, c))))
    rested += [(stone.id, stone_will(game, stone)[0]) for stone in free[:remaining]]
    produced = dict.fromkeys(WILL_KINDS, 0)
    for _, kind in rested:
        produced[kind] += 1
    spend = tuple(
        (kind, have[kind] + produced[kind] - left[kind])
        for kind in WILL_KINDS
        if have[kind] + produced[kind] - left[kind]
    )
    return Payment(tuple(rested), spend)


def can_pay(
    game: Game, player: int, cost: Cost, card: Card | None = None, source: Card | None = None
) -> bool:
    return plan_payment(game, player, cost, card, source) is not None


def pay_will(
    game: Game,
    player: int,
    cost: Cost,
    rule: str = "FoW 1003",
    card: Card | None = None,
    source: Card | None = None,
) -> bool:
    """Pay ``cost``: play the stones' will abilities the plan needs, then remove the will from
    the pool (FoW 1003.2), the will limited to cards such as ``card`` (the card being played)
    first; nothing happens when it cannot be paid in full (1003.4)."""
    plan = plan_payment(game, player, cost, card, source)
    if plan is None:
        return False
    for stone_id, kind in plan.stones:
        stone = game.set_state(stone_id, RESTED, player=player, rule="FoW 907.3")
        add_will(game, player, kind, stone, rule="FoW 907.3")
    every = list(limited(game, player))
    usable = _usable(game, player, card, source)
    spent: set[int] = set()
    for kind, amount in plan.spend:
        for i in usable:
            if amount and every[i][0] == kind and i not in spent:
                spent.add(i)
                amount -= 1
        game.set_value(pool_key(player, kind), game.value(pool_key(player, kind)) - amount)
    if spent:
        left = tuple(entry for i, entry in enumerate(every) if i not in spent)
        game.set_flag(limited_key(player), left or None)
    return True


def _mobilize_cost(game: Game, card: Card) -> Cost | None:
    """FoW 1129.2: the will a card with "[Mobilize] <cost>" pays to attack or block, or ``None``."""
    return cards.mobilize_cost(game.definition(card.code)) if has_keyword(game, card, "mobilize") else None


def mobilize_payable(game: Game, card: Card) -> bool:
    """FoW 1129.2, 803.5, 804.4: a card with "[Mobilize] <cost>" attacks or blocks only if its
    controller can pay the cost (a card without it always may)."""
    cost = _mobilize_cost(game, card)
    return cost is None or can_pay(game, card.controller, cost)


def pay_mobilize(game: Game, card: Card) -> bool:
    """FoW 1129.2: pay the card's [Mobilize] cost as it attacks (803.5) or blocks (804.4);
    ``False`` when it cannot be paid (nothing is paid then)."""
    cost = _mobilize_cost(game, card)
    return cost is None or pay_will(game, card.controller, cost, rule="FoW 1129.2")


# ====================================================================== the battle
@snapshot.register
@dataclass(frozen=True)
class FoWBattle:
    """The battle in progress (FoW 800), kept in the flag ``fow.battle``.

    Attributes:
        player: the attacking (turn) player.
        attacker: the attacker's id (``None`` once it stopped attacking, 803.5a).
        target: the attacked J/resonator's id, or ``None`` when the opponent is attacked.
        blocker: the blocker's id, if any (804).
        step: ``declare``, ``block``, ``first_strike``, ``damage`` or ``end`` (802–807).
        done: whether the step's action has been carried out (its priority sequence follows).
        struck: whether the attacker has dealt its damage (first strike, 805.2).
        removed: the blocker or attacked J/resonator removed from battle (1029.1b-c): still
            the blocker or the attacked object for the battle, but no longer in it (it deals and
            is dealt no battle damage). An attacker removed is no longer the attacker (1029.1a).
    """

    player: int
    attacker: int | None
    target: int | None
    blocker: int | None = None
    step: str = "declare"
    done: bool = False
    struck: bool = False
    removed: tuple[int, ...] = ()


BATTLE = "fow.battle"


def battle(game: Game) -> FoWBattle | None:
    found = game.flag(BATTLE)
    return found if isinstance(found, FoWBattle) else None


def in_battle(game: Game, card: Card) -> str:
    """``attacking``, ``blocking``, ``attacked`` or empty."""
    current = battle(game)
    if current is None or card.id in current.removed:
        return ""
    return {current.attacker: "attacking", current.blocker: "blocking", current.target: "attacked"}.get(
        card.id, ""
    )


#: the flag of the players who cannot play spells until end of turn ("Your opponent cannot play
#: spells until end of turn", 312.3: any card played is a spell on the chase)
NO_SPELLS = "fow.no_spells"


def no_spells(game: Game, player: int) -> bool:
    """Whether ``player`` cannot play spells this turn (``fow.no_spells``; ends with the other
    "until end of turn" effects, 505.5b)."""
    return player in game.flag(NO_SPELLS, ())
