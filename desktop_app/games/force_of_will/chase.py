"""Priority and the chase (FoW 601–605), the actions a player with priority takes (604), playing
cards and abilities (903.2) and resolving them (903.3).

A priority sequence is the kernel's alternating passes (``kernel.passes``): rule processes and
automatic objects first (the kernel's check timing, 602–603), then the holder's action; after
an action the same player keeps priority (605.1); two passes in a row resolve the top object
of the chase and the turn player gets priority (605.2), or, with an empty chase, end the
sequence. A spell is its card in the shared ``chase`` zone with a ``StackObject`` in
``GameState.stack``; an ability or a judgment is a ``StackObject`` alone (a pseudo-card,
903.2d). Playing a will ability (907) or producing will by resting a stone is no action of
604: it never uses the chase and does not break a run of passes (decision D8).

Hot seat: the holder is asked at every priority (so the seat hand-over happens each time),
unless that player chose the option ``auto_pass_pN`` and has nothing they could do; only for
such a player does the "nothing to do" test look at their hand.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import Any

from desktop_app.engine import kernel
from desktop_app.engine.abilities import Ability, Context
from desktop_app.engine.cards import Card, CardDef
from desktop_app.engine.decisions import Option
from desktop_app.engine.game import Game
from desktop_app.engine.rules import Flow
from desktop_app.engine.script import as_list
from desktop_app.engine.state import StackObject
from desktop_app.engine.zones import player_name, split_key
from desktop_app.games.force_of_will import board, cards
from desktop_app.games.force_of_will.board import (
    CHASE,
    DECK,
    FIELD,
    GRAVEYARD,
    HAND,
    RECOVERED,
    REMOVED,
    RESTED,
    STANDBY,
    STONE_DECK,
    STONES,
    key,
)
from desktop_app.games.force_of_will.cards import Cost, parse_cost
from desktop_app.games.force_of_will.zones import RULER_AREA, RUNE_AREA

#: flags that last one turn
CALLED, JUDGED, FORFEIT = "fow.called", "fow.judged", "fow.forfeit"
#: the turn flag (one a player, ``fow.attacked<p>``) counting the attacks declared this turn (803.3)
ATTACKED = "fow.attacked"
#: a StackObject's ``ability`` for a judgment (neither a spell nor an ability, FoW 705.2d)
JUDGMENT = -2
#: entity types that go to the field when they resolve (FoW 702.3)
PERMANENTS = ("resonator", "addition", "regalia")
STANDBY_COST = Cost(free=2)
#: the marker of a card played awakened: its abilities tagged ``awakened`` work (FoW 1109)
AWAKENED = "awakened"
#: the flag (with the card's id) holding the X chosen for "[Awakening] {X}" as the card was
#: played (903.2f), read by the ability the awakening gives (decision D116)
AWAKENING_X = "fow.awakening_x"
#: the key of a spell's record of the [Awakening] abilities it was awakened with, by number, on a
#: card with several (decision D121); the card then enters with the marker ``awakened:<number>``
#: of each, which the abilities tagged ``awakening:<number>`` need
AWAKENINGS = "awakenings"
#: the tag of a chant's text it is played with when a condition holds as it is played, done
#: after its spell ("[Seal] (N) - <effect>", 1128.2a; a ``cont`` ability with ``effect``), and
#: the key of the spell's record of those whose condition held (decision D119)
SPELL_TEXT = "spell_text"
#: the word of "cannot be targeted by spells or abilities" (by anyone's, 903.2g)
UNTARGETABLE = "untargetable"


def main_timing(game: Game, player: int) -> bool:
    """FoW 701.2: the turn player's priority in the main phase, no battle, an empty chase."""
    return (
        player == game.state.turn_player
        and game.state.phase == "main"
        and board.battle(game) is None
        and not game.state.stack
    )


def priority(game: Game, prompt: str = "you have priority") -> Flow:
    """One priority sequence (FoW 602–605) on the kernel's alternating passes."""
    yield from kernel.passes(
        game,
        actions=actions,
        perform=perform,
        resolve=resolve,
        rule="FoW 605",
        prompt=prompt,
        passing=passing,
    )


def passing(game: Game, player: int) -> str:
    """``never`` while a [Bloodlust] J/resonator must attack (FoW 712.2); ``auto`` when the
    player chose to pass with nothing to do (option ``auto_pass_pN``) and has nothing but will
    to produce; else ``ask``. The hand is looked at only for a player who chose the option."""
    if game.is_dummy(player):
        return "ask"  # the goldfish dummy takes no action, forced or not
    if main_timing(game, player) and must_attack(game, player):
        return "never"
    if not game.setup.options.get(f"auto_pass_p{player + 1}"):
        return "ask"
    return "ask" if [o for o in actions(game, player) if o.action != "will"] else "auto"


# ====================================================================== actions (FoW 604)
def actions(game: Game, player: int) -> list[Option]:
    """What ``player`` may do with priority (FoW 604.3), in table order."""
    if game.is_dummy(player):
        return []
    found: list[Option] = []
    main = main_timing(game, player)
    cannot_chase = any(o.paid.get("cannot_chase") for o in game.state.stack)
    if not cannot_chase:
        for card in (
            *game.cards_in(key(player, HAND)),
            *game.cards_in(key(player, STANDBY)),
            *game.cards_in(key(player, GRAVEYARD)),
            *game.cards_in(key(player, REMOVED)),
            *game.cards_in(key(1 - player, REMOVED)),  # cards removed by a card of theirs (D125)
        ):
            # FoW 903.2d: a card played goes to the chase first (the table: drop it there)
            if playable(game, player, card, main):
                found.append(
                    Option(f"play:{card.id}", f"Play {game.name_of(card)}", "play", card.id, {"zone": CHASE})
                )
            if card.zone == key(player, HAND) and playable(game, player, card, main, incarnation=True):
                found.append(
                    Option(
                        f"incarnate:{card.id}",
                        f"Play {game.name_of(card)} by Incarnation",
                        "play",
                        card.id,
                        {"incarnation": 1, "zone": CHASE},
                    )
                )
            if card.zone == key(player, HAND) and playable(game, player, card, main, mastery=True):
                found.append(
                    Option(
                        f"mastery:{card.id}",
                        f"Play {game.name_of(card)} by Mastery",
                        "play",
                        card.id,
                        {"mastery": 1, "zone": CHASE},
                    )
                )
        engine = game.ruleset.abilities
        assert engine is not None
        for card, ability in engine.activatable(game, player, "main" if main else "instant"):
            if _rest_sick(game, card, ability) or not abilities_playable(game, player, card):
                continue
            if "will" in ability.tags:  # FoW 907.2: a will ability, played at once
                found.append(
                    Option(
                        f"willact:{card.id}:{ability.index}",
                        f"{game.name_of(card)}: {ability.text or 'produce will'}",
                        "will",
                        card.id,
                        {"ability": ability.index},
                    )
                )
                continue
            if not has_targets(game, player, card, ability):
                continue
            found.append(
                Option(
                    f"act:{card.id}:{ability.index}",
                    f"{game.name_of(card)}: {ability.text or 'activate'}",
                    "act",
                    card.id,
                    {"ability": ability.index},
                )
            )
    for stone in board.will_sources(game, player):
        found.append(Option(f"will:{stone.id}", f"Rest {game.name_of(stone)} for will", "will", stone.id))
    if main:
        found += _main_actions(game, player)
        forced = must_attack(game, player)
        if forced:  # FoW 712.2: the attacker must be one of them
            ids = {c.id for c in forced}
            found = [o for o in found if o.action != "attack" or o.card in ids]
    return found


def _rest_sick(game: Game, card: Card, ability: Ability) -> bool:
    """FoW 905.3, 1107.2: a J/resonator's rest ability needs it controlled since the start of
    the turn, or [Swiftness]."""
    rests = any(c.get("rest") == "this" for c in ability.cost)
    return (
        rests
        and board.is_j_resonator(game, card)
        and not board.controlled_since_turn_start(game, card)
        and not board.has_keyword(game, card, "swiftness")
    )


def _main_actions(game: Game, player: int) -> list[Option]:
    found: list[Option] = []
    ruler = board.ruler_card(game, player)
    # FoW 710: call a magic stone, once a turn, not in a turn of Judgment, resting the J/ruler
    if (
        ruler is not None
        and ruler.state == RECOVERED
        and not game.flag(CALLED + str(player))
        and not game.flag(JUDGED + str(player))
        and game.count(key(player, STONE_DECK))
    ):
        found.append(Option("call", "Call a magic stone", "call", ruler.id))
    # FoW 705.1: Judgment from a recovered ruler with [Judgment]
    if ruler is not None and ruler.zone == key(player, RULER_AREA) and ruler.state == RECOVERED:
        cost = judgment_cost(game, player, ruler)
        if (
            cost is not None
            and not game.flag(JUDGED + str(player))
            and not ruler.counter(board.ASTRAL)
            and board.can_pay(game, player, cost)
            and _judgment_allowed(game, player, ruler)
        ):
            found.append(Option("judgment", "Judgment", "judgment", ruler.id))
    # FoW 711: a rune from the rune area, within the J/ruler's remaining divinity
    if ruler is not None:
        for rune in playable_runes(game, player, ruler):
            found.append(Option(f"rune:{rune.id}", f"Play the rune {game.name_of(rune)}", "rune", rune.id))
    # FoW 706: set a card into standby for [2]
    if board.can_pay(game, player, STANDBY_COST):
        for card in game.cards_in(key(player, HAND)):
            found.append(
                Option(
                    f"standby:{card.id}",
                    f"Set {game.name_of(card)} into standby",
                    "standby",
                    card.id,
                    {"zone": key(player, STANDBY)},
                )
            )
    # FoW 801, 803: a battle
    if not game.flag(FORFEIT):
        for attacker in attackers(game, player):
            for target in attack_targets(game, attacker):
                label = "the opponent" if target is None else game.name_of(target)
                found.append(
                    Option(
                        f"attack:{attacker.id}:{0 if target is None else target.id}",
                        f"{game.name_of(attacker)} attacks {label}",
                        "attack",
                        attacker.id,
                        {"target": 0 if target is None else target.id},
                    )
                )
    return found


def revealed_runes(game: Game, player: int) -> list[Card]:
    return [c for c in game.cards_in(key(player, RUNE_AREA)) if c.revealed_to == frozenset({0, 1})]


def divinity_of(game: Game, ruler: Card) -> int:
    """FoW 1136.3: a J/ruler's divinity: its printed value, or its "[Divinity] N" keyword (the
    data gives some J-rulers the keyword in their text only)."""
    keyword = _keyword(game, ruler, "divinity")
    return game.number(ruler, "divinity") or (int(keyword.params.get("n", 0)) if keyword else 0)


def playable_runes(game: Game, player: int, ruler: Card) -> list[Card]:
    """FoW 711.1–711.2a, 1136: face-down runes with divinity up to the J/ruler's divinity less
    that of the revealed runes, whose cost can be paid."""
    divinity = divinity_of(game, ruler)
    if not divinity or board.no_spells(game, player):
        return []  # a rune's copy is played as a spell (711.2, 312.3)
    remaining = divinity - sum(game.number(r, "divinity") for r in revealed_runes(game, player))
    shown = revealed_runes(game, player)
    return [
        c
        for c in game.cards_in(key(player, RUNE_AREA))
        if c not in shown
        and cards.is_rune(game.definition(c.code))
        and game.number(c, "divinity") <= remaining
        and _play_conditions_hold(game, player, c)
        and not _forbidden(game, player, c)
        and board.can_pay(game, player, play_cost(game, player, c), c)
    ]


def play_rune(game: Game, player: int, rune: Card) -> Flow:
    """FoW 711.2: reveal the rune, copy it, pay the cost and play the copy (a token on the
    chase; the rune stays revealed in the rune area)."""
    shown = game.reveal([rune.id], rule="FoW 711.2")
    copy = game.create_card(rune.code, player, CHASE, token=True)
    game.emit(
        "fow.rune",
        f"{player_name(player)} plays a copy of {{0}}",
        player=player,
        cards=shown,
        rule="FoW 711.2",
    )
    yield from play_card(game, player, copy, origin=rune.zone)


def attackers(game: Game, player: int) -> list[Card]:
    """FoW 803.3a: recovered J/resonators with ATK and DEF controlled since the start of the
    turn ([Swiftness], 1107, needs no time; [Belligerence], decision D36, none to attack a
    J/resonator); a J-ruler rested to call a stone is rested."""
    return [
        c
        for c in game.cards_in(key(player, FIELD))
        if c.state == RECOVERED
        and board.battler(game, c)
        and (
            board.controlled_since_turn_start(game, c)
            or board.has_keyword(game, c, "swiftness")
            or (board.has_keyword(game, c, "belligerence") and any(attack_targets(game, c)))
        )
        and not game.ruleset.abilities.prohibited(game, c, "attack")  # type: ignore[union-attr]
        and board.mobilize_payable(game, c)  # FoW 1129.2, 803.4: its [Mobilize] cost can be paid
    ]


def _belligerent_only(game: Game, attacker: Card) -> bool:
    """Decision D36: a card that came under its controller this turn attacks by [Belligerence]
    alone (no [Swiftness]): J/resonators only."""
    return not board.controlled_since_turn_start(game, attacker) and not board.has_keyword(
        game, attacker, "swiftness"
    )


def attack_targets(game: Game, attacker: Card) -> list[Card | None]:
    """FoW 803.3b: the opponent, or a rested J/resonator with ATK and DEF they control; with
    [Precision] (1103) a recovered one too."""
    opponent = 1 - attacker.controller
    precise = board.has_keyword(game, attacker, "precision")
    prohibited = game.ruleset.abilities.prohibited  # type: ignore[union-attr]
    # FoW 104.4: "This card cannot attack your opponent", "This card cannot be attacked"
    found: list[Card | None] = (
        [] if prohibited(game, attacker, "attack_player") or _belligerent_only(game, attacker) else [None]
    )
    for card in game.cards_in(key(opponent, FIELD)):
        if (
            board.battler(game, card)
            and (card.state == RESTED or precise)
            and not prohibited(game, card, "be_attacked")
        ):
            found.append(card)
    return found


def must_attack(game: Game, player: int) -> list[Card]:
    """FoW 712.2, 1123: [Bloodlust] J/resonators that can attack now (no voluntary cost)."""
    if game.flag(FORFEIT):
        return []
    return [c for c in attackers(game, player) if board.has_keyword(game, c, "bloodlust")]


# ====================================================================== playing (FoW 903.2)
def playable(
    game: Game, player: int, card: Card, main: bool, *, incarnation: bool = False, mastery: bool = False
) -> bool:
    """Whether ``card`` (in hand, in standby with [Trigger], or in the graveyard with
    [Remnant]) can be played now."""
    definition = game.definition(card.code)
    spell = _spell_ability(definition.abilities)
    if card.zone == key(player, GRAVEYARD) and not (
        cards.is_chant(definition) and board.has_keyword(game, card, "remnant")
    ):
        return False  # FoW 1115: only a [Remnant] chant is played from the graveyard
    if card.zone.endswith(REMOVED) and not (
        (card.zone == key(player, REMOVED) and card.face_up and _plays_from(game, card, "removed"))
        or _granted_from_removed(game, player, card)
    ):
        return False  # "You may play this card from your removed area" (a face-up card), D125
    stealth = stealthy(game, player, card)
    if card.zone == key(player, STANDBY) and not (
        stealth or (_is_trigger(spell) and board.controlled_since_turn_start(game, card))
    ):
        return False  # FoW 708.3, 708.5: from standby a [Trigger] card, not in the turn it was set
    kinds = cards.printed_types(definition)
    if not any(k in (*PERMANENTS, "chant") or "chant" in k for k in kinds):
        return False
    if board.no_spells(game, player) or _forbidden(game, player, card):
        return False  # "… cannot play spells until end of turn / with total cost 1 or less" (312.3)
    if not (main or board.has_keyword(game, card, "quickcast") or _is_trigger(spell) or stealth):
        return False  # FoW 604.3: main timing, or [Quickcast] (1111), [Trigger] (1113), [Stealth] any time
    if spell is not None and not has_targets(game, player, card, spell):
        return False  # FoW 903.2g: no legal target, it cannot be played
    host = _host_target(definition)
    if host is not None and not has_targets(game, player, card, host):
        return False  # FoW 1406.2a: an old addition needs a card to be added to
    if not _play_conditions_hold(game, player, card):
        return False  # "Play this card only if …" (FoW 903.2)
    more = additional_cost(spell)
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    if more and not interpreter.can_pay(Context(game, player, card.id, card.code, spell), more):
        return False  # FoW 903.2j: "As an additional cost to play this card, …" (decision D86)
    if incarnation:
        needs = incarnation_needs(game, card)
        return bool(needs) and _incarnation_plan(game, player, needs) is not None
    if mastery:
        ability = _keyword(game, card, "mastery")
        return ability is not None and _mastery_payable(game, player, card, ability)
    cost = play_cost(game, player, card)
    cost = targeted_cost(game, player, card, cost, None)  # a target that earns it may be chosen
    if board.can_pay(game, player, cost, card):
        return True
    for ability in definition.abilities:  # payable once the reductions "if you do" are taken
        if COST_CHANGE in ability.tags and ability.automated and "or" in ability.params:
            cost = _either_payable(game, player, card, cost, ability)
        if COST_CHANGE in ability.tags and ability.automated and "paying" in ability.params:
            context = Context(game, player, card.id, card.code, ability)
            if interpreter.can_pay(context, as_list(ability.params["paying"])):
                cost = _reduced(cost, parse_cost(str(ability.params["will"])))
    if board.can_pay(game, player, cost, card):
        return True
    solar = solarisation(game, card)  # decision D33: payable once [Solarisation] has paid less
    return (
        bool(solar)
        and len(solarisation_choices(game, player, card)) >= solar
        and board.can_pay(game, player, _less(cost, solar), card)
    )


#: the tag of "You may play this card from your removed area" (a ``cont`` ability, ``params.zone``)
PLAY_FROM = "play_from"


def _plays_from(game: Game, card: Card, zone: str) -> bool:
    """Whether the card's own text lets it be played from ``zone``."""
    return any(
        PLAY_FROM in a.tags and a.automated and a.params.get("zone") == zone
        for a in game.definition(card.code).abilities
    )


#: (fow-probe, wave 11) the tag of "You may play cards from your / any removed area that were
#: removed by this card" (a ``cont`` ability, ``params.whose``: ``you`` or ``any``; D125)
PLAY_REMOVED = "play_removed"


def _granted_from_removed(game: Game, player: int, card: Card) -> bool:
    """Whether a card ``player`` controls lets them play ``card``, which it removed from the game
    (D125: that object's ability removed it; a face-down card only if the player may look at it)."""
    source = board.removed_by(game, card)
    holder = game.get(source) if source is not None else None
    if holder is None or holder.controller != player or not game.is_visible(card, player):
        return False
    engine = game.ruleset.abilities
    assert engine is not None
    return any(
        PLAY_REMOVED in a.tags
        and a.automated
        and engine.is_valid(game, holder, a)
        and (a.params.get("whose") == "any" or card.zone == key(player, REMOVED))
        for a in engine.abilities(game, holder)
    )


def _play_conditions_hold(game: Game, player: int, card: Card, tag: str = "play_condition") -> bool:
    """Whether every printed "Play this card only if …" (a ``play_condition`` ability) holds;
    with ``tag="ability_condition"``: every "Play this card or its abilities only if …"."""
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    return all(
        interpreter.test(Context(game, player, card.id, card.code, ability), ability.condition)
        for ability in game.definition(card.code).abilities
        if tag in ability.tags
    )


def abilities_playable(game: Game, player: int, card: Card) -> bool:
    """Whether the card's abilities may be played ("Play this card or its abilities only if …")."""
    return _play_conditions_hold(game, player, card, "ability_condition")


def _keyword(game: Game, card: Card, word: str) -> Ability | None:
    return next((a for a in game.definition(card.code).abilities if a.keyword == word), None)


def incarnation_needs(game: Game, card: Card) -> list[tuple[str, ...]]:
    """FoW 1110.2: the attributes of the resonators [Incarnation] banishes, one entry per
    resonator (``water|fire``: either)."""
    ability = _keyword(game, card, "incarnation")
    if ability is None:
        return []
    return [tuple(str(entry).split("|")) for entry in ability.params.get("banish", ())]


def _incarnation_choices(game: Game, player: int, need: tuple[str, ...], taken: list[int]) -> list[int]:
    return [
        c.id
        for c in game.cards_in(key(player, FIELD))
        if cards.is_resonator(game.definition(c.code))
        and c.id not in taken
        and set(need) & set(game.definition(c.code).colours)
    ]


def _incarnation_plan(game: Game, player: int, needs: list[tuple[str, ...]]) -> list[int] | None:
    """Resonators that can fill every entry, or ``None`` (a small search: entries are few)."""

    def fill(i: int, taken: list[int]) -> list[int] | None:
        if i == len(needs):
            return taken
        for choice in _incarnation_choices(game, player, needs[i], taken):
            found = fill(i + 1, [*taken, choice])
            if found is not None:
                return found
        return None

    return fill(0, [])


def _mastery_payable(game: Game, player: int, card: Card, ability: Ability) -> bool:
    """Decision D34: the rests "[Mastery]" names, and the cost changes of the card's own text
    (903.2i-iii) on the cost it pays instead (none)."""
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    context = Context(game, player, card.id, card.code, ability)
    return interpreter.can_pay(context, ability.params["costs"]) and board.can_pay(
        game, player, changed_cost(game, player, card, Cost(), card.zone)
    )


def solarisation(game: Game, card: Card) -> int:
    """The number of "[Solarisation] (N)" (decision D33), or 0."""
    ability = _keyword(game, card, "solarisation")
    return int(ability.params.get("n", 0)) if ability is not None else 0


def solarisation_choices(game: Game, player: int, card: Card) -> list[int]:
    """Decision D33: the face-up non-magic stone cards in the player's removed area that share an
    attribute with ``card`` (a card with no attribute shares none)."""
    colours = set(game.definition(card.code).colours)
    return [
        c.id
        for c in game.cards_in(key(player, REMOVED))
        if c.face_up
        and c.id != card.id
        and not cards.is_magic_stone(game.definition(c.code))
        and colours & set(game.definition(c.code).colours)
    ]


def _less(cost: Cost, n: int) -> Cost:
    """``cost`` with {n} less free will (not below zero, as ``changed_cost``)."""
    return Cost(cost.symbols, max(cost.free - n, 0), cost.x)


def _solarise(game: Game, player: int, card: Card, cost: Cost) -> Flow:
    """Decision D33, "[Solarisation] (N)": as the card is played its player may put N cards of
    ``solarisation_choices`` on the bottom of their deck in an order they choose (the first
    chosen lowest); if they do, the card costs {N} less. Returns the cost to pay."""
    n = solarisation(game, card)
    choices = solarisation_choices(game, player, card)
    if not n or len(choices) < n or game.is_dummy(player):
        return cost
    name = game.name_of(card)
    if not (
        yield from game.yes_no(
            player,
            f"{name}: Solarisation: put {n} card(s) that share an attribute with it from your removed "
            f"area on the bottom of your deck to pay {{{n}}} less?",
            rule="FoW D33",
            source=card.id,
        )
    ):
        return cost
    chosen = yield from game.choose_cards(
        player,
        choices,
        f"{name}: Solarisation: choose {n} (the first chosen goes lowest)",
        minimum=n,
        maximum=n,
        rule="FoW D33",
        source=card.id,
    )
    for card_id in reversed(chosen):
        game.move(
            card_id,
            key(player, DECK),
            index=0,
            face_up=False,
            player=player,
            text=f"{player_name(player)} puts {{0}} on the bottom of the deck (Solarisation)",
            rule="FoW D33",
        )
    return _less(cost, n)


def additional_cost(spell: Ability | None) -> list[Mapping[str, Any]]:
    """A spell's costs that are no will ("As an additional cost to play this card, banish a
    resonator.", 903.2j, decision D86; a [Trigger] card's will cost is read by ``play_cost``)."""
    return [] if spell is None else [atom for atom in spell.cost if "will" not in atom]


def _is_trigger(spell: Ability | None) -> bool:
    return spell is not None and "trigger" in spell.tags


def stealthy(game: Game, player: int, card: Card) -> bool:
    """FoW 1114.2: a card in its controller's standby area with "[Stealth] <condition>" whose
    condition holds may be played from there, in the turn it was set too (1114.3), at any time
    its controller has priority, as an activate ability is (1416.1a, 1416.2b)."""
    ability = _keyword(game, card, "stealth")
    if card.zone != key(player, STANDBY) or ability is None or not board.has_keyword(game, card, "stealth"):
        return False
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    return interpreter.test(Context(game, player, card.id, card.code, ability), ability.condition)


def play_cost(game: Game, player: int, card: Card, origin: str | None = None) -> Cost:
    """FoW 708.4: from standby a [Trigger] card costs its trigger cost only; from hand its trigger
    cost and its card cost; anything else its card cost; then the card's own cost changes
    (``changed_cost``). ``origin``: the zone the card is played from (``card.zone`` unless it
    is a copy already on the chase: a rune played from the rune area, 711.2)."""
    definition = game.definition(card.code)
    printed = parse_cost(str(definition.stat("cost") or ""))
    spell = _spell_ability(definition.abilities)
    if stealthy(game, player, card):
        # FoW 1114.2: played without paying its cost; a "[Stealth] Pay {3}" pays that (1416.2c)
        stealth = _keyword(game, card, "stealth")
        assert stealth is not None
        paid = sum((parse_cost(str(atom["will"])) for atom in stealth.cost if "will" in atom), Cost())
        return changed_cost(game, player, card, paid, origin or card.zone)
    if not _is_trigger(spell):
        return changed_cost(game, player, card, printed, origin or card.zone, printed=True)
    assert spell is not None
    trigger = Cost()
    for atom in spell.cost:
        if "will" in atom:
            trigger = trigger + parse_cost(str(atom["will"]))
    cost = trigger if card.zone == key(player, STANDBY) else printed + trigger
    return changed_cost(game, player, card, cost, origin or card.zone)


#: the tag of a card's "You (may) pay {1} less / more to play this card …" (a ``cont`` ability
#: with ``params`` ``change`` (``less`` or ``more``), ``will``, and optionally ``from`` (the zone
#: it is played from) and ``times`` (a number: "for each …"); its ``condition`` must hold)
COST_CHANGE = "cost_change"
#: the tag of "This card enters the field rested" (a ``cont`` ability, its ``condition`` tested
#: as the card enters: ``Ruleset.entering_state``, FoW 910)
ENTERS_RESTED = "enters_rested"


def changed_cost(
    game: Game, player: int, card: Card, cost: Cost, origin: str, *, printed: bool = False
) -> Cost:
    """FoW 903.2i-iii, 903.2i-iv: the card's own cost changes, increases first, then reductions.
    A reduction of an attribute symbol ({R} less) takes away one such symbol of the attribute
    cost, a reduction of free will ({1} less) takes from the free cost; neither goes below zero
    (a reduction that finds no such part reduces nothing). "You may pay less" is always taken:
    paying less is the player's to choose and nothing reads the will paid (decision in
    docs/games/force-of-will.md). ``printed``: ``cost`` is the card's own cost, which "You pay
    {0} rather than pay this card's cost if …" replaces first (903.2i-i, decision D118)."""
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    more: list[Cost] = []
    less: list[Cost] = []
    instead = False
    for ability in game.definition(card.code).abilities:
        if (
            COST_CHANGE not in ability.tags
            or not ability.automated
            or {"targeting", "paying", "or"} & set(ability.params)
        ):
            continue  # (those "if it targets …": ``targeted_cost``, once the targets are chosen;
            # those "if you do" and "{W} or {B} less": ``optional_reductions``, as it is played)
        params = ability.params
        if "from" in params and origin != key(player, str(params["from"])):
            continue
        context = Context(game, player, card.id, card.code, ability)
        if ability.condition is not None and not interpreter.test(context, ability.condition):
            continue
        change = parse_cost(str(params["will"]))
        if params["change"] == "instead":
            # FoW 903.2i-i, decision D118: "You pay {0} rather than pay this card's cost if …"
            # (the first that applies; with no X to choose), when ``cost`` is the card's own
            # (``printed``: not a [Trigger] or [Stealth] cost, nor [Mastery]'s none)
            if printed and not instead:
                cost, instead = change, True
            continue
        times = interpreter.evaluate(context, params["times"]) if "times" in params else 1
        (more if params["change"] == "more" else less).extend([change] * max(times, 0))
    more_others, less_others, any_attribute = _others_cost_changes(game, player, card)
    more += more_others
    less += less_others
    for change in more:
        cost = cost + change
    for change in less:
        cost = _reduced(cost, change)
    if any_attribute:  # the attribute cost paid with any will: as free will ("may": never worse)
        # (moon and time will are not attributes, 907.6c: their symbols stay)
        kept = tuple(s for s in cost.symbols if s in cards.CHARACTERISTICS.values())
        cost = Cost(kept, cost.free + len(cost.symbols) - len(kept), cost.x)
    return cost


def _either_payable(game: Game, player: int, card: Card, cost: Cost, ability: Ability) -> Cost:
    """``cost`` with a "{W} or {B} less" reduction (D123) taken so that it can be paid if either
    way can (the first otherwise): whether the card can be played."""
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    context = Context(game, player, card.id, card.code, ability)
    if ability.condition is not None and not interpreter.test(context, ability.condition):
        return cost
    times = interpreter.evaluate(context, ability.params["times"]) if "times" in ability.params else 1
    for _ in range(max(times, 0)):
        either = [_reduced(cost, parse_cost(str(w))) for w in (ability.params["will"], ability.params["or"])]
        cost = next((c for c in either if board.can_pay(game, player, c, card)), either[0])
    return cost


def _either_reduced(game: Game, player: int, card: Card, cost: Cost, ability: Ability) -> Flow:
    """Decision D123, FoW 903.2i-iv: "You pay {W} or {B} less to play this card (if … / for each
    …)": for each reduction, the player chooses the part reduced (asked only when the two leave
    different costs; ``may``: a reduction is always taken, as ``changed_cost``). Returns the cost."""
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    context = Context(game, player, card.id, card.code, ability)
    if ability.condition is not None and not interpreter.test(context, ability.condition):
        return cost
    params = ability.params
    times = interpreter.evaluate(context, params["times"]) if "times" in params else 1
    for _ in range(max(times, 0)):
        either = [(str(w), _reduced(cost, parse_cost(str(w)))) for w in (params["will"], params["or"])]
        if either[0][1] == either[1][1] or game.is_dummy(player):
            cost = either[0][1]
            continue
        picked = yield from game.choose_action(
            player,
            [Option(f"less:{i}", f"Pay {w} less", "less") for i, (w, _) in enumerate(either)],
            f"{game.name_of(card)}: which part of its cost is reduced?",
            rule="FoW 903.2i-iv",
            source=card.id,
        )
        cost = either[1][1] if picked is not None and picked.key == "less:1" else either[0][1]
    return cost


def optional_reductions(game: Game, player: int, card: Card, cost: Cost) -> Flow:
    """FoW 903.2i-iv: "As you play this card, you may <cost>. If you do, you pay {G}{1} less to
    play this card" (a ``cost_change`` with ``params.paying``, cost atoms): each whose cost can
    be paid is asked as the card is played; if taken, the reduction is made now and the cost is
    paid with the will (903.2j, all or nothing: ``play_card``). Returns the cost and the
    abilities taken."""
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    taken: list[Ability] = []
    for ability in game.definition(card.code).abilities:
        if COST_CHANGE in ability.tags and ability.automated and "or" in ability.params:
            cost = yield from _either_reduced(game, player, card, cost, ability)
        if COST_CHANGE not in ability.tags or not ability.automated or "paying" not in ability.params:
            continue
        context = Context(game, player, card.id, card.code, ability)
        if game.is_dummy(player) or not interpreter.can_pay(context, as_list(ability.params["paying"])):
            continue
        how = ability.text.split(". If you do", 1)[0].removeprefix("As you play this card, you may ")
        if (
            yield from game.yes_no(
                player,
                f"{game.name_of(card)}: {how} to pay {ability.params['will']} less?",
                rule="FoW 903.2i-iv",
                source=card.id,
            )
        ):
            cost = _reduced(cost, parse_cost(str(ability.params["will"])))
            taken.append(ability)
    return cost, taken


def targeted_cost(game: Game, player: int, card: Card, cost: Cost, targets: tuple[int, ...] | None) -> Cost:
    """FoW 903.2i-iv: ``cost`` less the card's own reductions "if it targets <cards>" (a
    ``cost_change`` with ``params.targeting``, a selector; ``changed_cost`` leaves them) whose
    condition holds, worked out once the targets are chosen (903.2g comes before 903.2i): one of
    ``targets`` is such a card. ``targets=None``: before they are chosen (whether the card can
    be played), one of its legal targets is such a card (decision D76)."""
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    definition = game.definition(card.code)
    for ability in definition.abilities:
        if COST_CHANGE not in ability.tags or not ability.automated or "targeting" not in ability.params:
            continue
        context = Context(game, player, card.id, card.code, ability)
        if ability.condition is not None and not interpreter.test(context, ability.condition):
            continue
        if targets is None:
            aimed = [
                a for a in (_spell_ability(definition.abilities), _host_target(definition)) if a is not None
            ]
            # (a second target's too, D130)
            aimed += [_second(a) for a in aimed if a.params.get("more_targets")]
            chosen = {
                t for a in aimed if a.params.get("targets") for t in target_choices(game, player, card, a)
            }
        else:
            chosen = set(targets)
        if chosen & {c.id for c in interpreter.cards(context, ability.params["targeting"])}:
            cost = _reduced(cost, parse_cost(str(ability.params["will"])))
    return cost


def _reduced(cost: Cost, change: Cost) -> Cost:
    """FoW 903.2i-iv: ``cost`` with ``change`` less: each attribute symbol of it takes away one
    such symbol, its free will takes from the free cost (neither below zero)."""
    symbols = list(cost.symbols)
    for symbol in change.symbols:
        if symbol in symbols:
            symbols.remove(symbol)
    return Cost(tuple(symbols), max(cost.free - change.free, 0), cost.x)


#: the tag of a card's "You may pay {1} less to play <cards>" / "Your opponent pays {1} more to
#: play <cards>" (a ``cont`` ability in the field: ``params`` ``change``, ``will``, ``who``: whose
#: plays it changes, ``you``, ``opponent`` or ``any``, and ``cards``: the filters of the card)
COST_CHANGE_OTHERS = "cost_change_others"


def _others_cost_changes(game: Game, player: int, card: Card) -> tuple[list[Cost], list[Cost], bool]:
    """FoW 903.2i-iii/iv: the cost changes that cards in the field, stone rows and ruler areas
    make to ``card`` as ``player`` plays it (increases, reductions), and whether its attribute
    cost may be paid with will of any attribute ("You may pay the attribute cost of Fairy Tale
    resonators with will of any attribute": ``change`` ``any``)."""
    more: list[Cost] = []
    less: list[Cost] = []
    any_attribute = False
    for params in _field_rules(game, player, card, COST_CHANGE_OTHERS):
        if params["change"] == "any":
            any_attribute = True
        else:
            (more if params["change"] == "more" else less).append(parse_cost(str(params["will"])))
    return more, less, any_attribute


#: the tag of "Your opponent cannot play spells with total cost 1 or less" (a ``cont`` ability in
#: the field: ``params`` ``who`` and ``cards`` as for ``COST_CHANGE_OTHERS``; 312.3: a card
#: played is a spell)
PLAY_FORBIDDEN = "play_forbidden"


def _forbidden(game: Game, player: int, card: Card) -> bool:
    """Whether a card in the field, a stone row or a ruler area forbids ``player`` to play ``card``."""
    return any(True for _ in _field_rules(game, player, card, PLAY_FORBIDDEN))


def _field_rules(game: Game, player: int, card: Card, tag: str) -> Iterator[Mapping[str, Any]]:
    """The ``params`` of the working abilities tagged ``tag`` of cards in the field, stone rows
    and ruler areas that apply to ``card`` as ``player`` plays it (``who``: whose plays, ``you``,
    ``opponent`` or ``any``, of the holder's controller; ``cards``: the card's filters; the
    ability's condition)."""
    engine = game.ruleset.abilities
    assert engine is not None
    interpreter = engine.interpreter
    for owner in (0, 1):
        for zone in (FIELD, STONES, RULER_AREA):
            for holder in game.cards_in(key(owner, zone)):
                printed = game.definition(holder.code).abilities
                if not any(tag in a.tags for a in printed):
                    continue  # (what a card is given in quotes stays by hand: its printed text)
                for ability in engine.abilities(game, holder):
                    if tag not in ability.tags or not ability.automated:
                        continue
                    params = ability.params
                    who = params.get("who")
                    if who != "any" and (who == "you") != (holder.controller == player):
                        continue
                    context = Context(game, holder.controller, holder.id, holder.code, ability)
                    if not engine.is_valid(game, holder, ability) or not interpreter.passes(
                        context, card, params["cards"]
                    ):
                        continue
                    if ability.condition is not None and not interpreter.test(context, ability.condition):
                        continue
                    yield params


def _spell_ability(abilities: tuple[Ability, ...]) -> Ability | None:
    return next((a for a in abilities if a.kind == "play"), None)


def _host_target(definition: CardDef) -> Ability | None:
    """An addition's target as it is played (1406.2a: "[Addition: Resonator]" targets a
    resonator in the field, decision D54; a modern addition's "As you play this card, target …",
    D85), as a spell's target, or ``None``."""
    host = cards.host_selector(definition)
    if host is None:
        return None
    return Ability(kind="play", text=definition.name, params={"targets": {**host, "n": 1}})


def host_is_legal(game: Game, addition: Card, host: Card | None) -> bool:
    """Whether ``host`` is a card ``addition`` may be added to (1406.4a): in the field, of the
    kind its subtype names (D85: the cards its "As you play this card, target …" names), not
    itself."""
    selector = cards.host_selector(game.definition(addition.code))
    if selector is None or host is None or host.id == addition.id or split_key(host.zone)[1] != FIELD:
        return False
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    context = Context(game, addition.controller, addition.id, addition.code, None)
    return host.id in {c.id for c in interpreter.cards(context, selector)}


def target_choices(game: Game, player: int, source: Card | None, ability: Ability) -> list[int]:
    """The legal targets of ``ability`` (FoW 903.2g): never the spell itself (903.2g-i: a card
    or ability on the chase cannot target itself; an ability is its own object on the chase, so
    the card it comes from may be its target), no card with [Barrier] (1120) that the player's
    opponent controls, and no card that "cannot be targeted by spells or abilities" (the word
    ``untargetable``)."""
    selector = ability.params["targets"]
    context = Context(game, player, source.id if source else None, source.code if source else "", ability)
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    found = interpreter.cards(context, selector)
    # FoW 1120.3: "[Barrier] {B}" keeps off the darkness spells and abilities of darkness cards
    barriers = {"barrier"}
    if source is not None:
        definition = game.definition(source.code)
        barriers |= {f"barrier:{a}" for a in definition.colours}
        # "(Chant)", "(Resonator)", "(Rune)": the spells and abilities of cards of that type
        # "(Total cost 4 or less)": of cards with total cost 4 or less (203.5)
        cost = definition.stat("total_cost")
        if isinstance(cost, int):
            barriers |= {f"barrier:cost<={n}" for n in range(cost, cards.BARRIER_COSTS)}
        typed = (("chant", cards.is_chant), ("resonator", cards.is_resonator), ("rune", cards.is_rune))
        for kind, printed in typed:
            if printed(definition):
                barriers.add(f"barrier:{kind}")
    return [
        c.id
        for c in found
        if (source is None or ability.kind != "play" or c.id != source.id)
        and not (
            c.controller != player
            # FoW 902.1: [Barrier] is active only where the card's abilities are (the field, the
            # stone row, the ruler area), not on the chase nor in a graveyard
            and split_key(c.zone)[1] in (FIELD, STONES, RULER_AREA)
            and any(board.has_keyword(game, c, b) for b in barriers)
        )
        and not board.has_keyword(game, c, UNTARGETABLE)
    ]


def object_choices(game: Game, player: int, source: Card | None, ability: Ability) -> list[StackObject]:
    """The objects on the chase that ``ability``'s ``target_object`` may target (903.2g, 1012:
    "Cancel target activate / automatic ability", "… spell or ability"): each of the kinds it
    names (``kinds``: ``spell``, ``act``, ``auto``), of the opponent's (``whose``), from a card
    of a kind (``of``: a printed type, the source's last known one, 906.7) or targeting a card
    (``targeting``). A judgment is neither
    a spell nor an ability (705.2d); a spell follows the cards' targeting rules (``target_choices``)."""
    wanted: Mapping[str, Any] = ability.params["target_object"]
    kinds = set(wanted.get("kinds", ()))
    spells = None
    if "spell" in kinds:
        spell_targets = replace(ability, params={"targets": {"zone": "chase", "fow.kind": "spell"}})
        spells = set(target_choices(game, player, source, spell_targets))
    found = []
    for item in game.state.stack:
        kind = object_kind(game, item)
        if kind not in kinds or (kind == "spell" and (spells is None or item.card not in spells)):
            continue
        if wanted.get("whose") == "opponent" and item.controller == player:
            continue
        if "of" in wanted and wanted["of"] not in cards.printed_types(game.definition(item.code)):
            continue
        if "targeting" in wanted and not set(item.targets) & _targeted(game, player, source, ability):
            continue
        found.append(item)
    return found


def _targeted(game: Game, player: int, source: Card | None, ability: Ability) -> set[int]:
    """The cards an object must target to be one ``target_object`` names ("… targeting this
    card", "… that targets an entity you control": ``targeting``, a card selector)."""
    context = Context(game, player, source.id if source else None, source.code if source else "", ability)
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    return {c.id for c in interpreter.cards(context, ability.params["target_object"]["targeting"])}


def object_kind(game: Game, item: StackObject) -> str | None:
    """What an object on the chase is: ``spell`` (a card), ``act`` or ``auto`` (an activate or
    automatic ability), or ``None`` (a judgment, 705.2d)."""
    if item.ability == JUDGMENT:
        return None
    if item.card is not None:
        return "spell"
    ability = item_ability(game, item)
    return ability.kind if ability is not None and ability.kind in ("act", "auto") else None


def item_ability(game: Game, item: StackObject) -> Ability | None:
    """The ability an object on the chase plays: its card's, or one the card was given (1020)."""
    definition = game.definition(item.code)
    ability = next((a for a in definition.abilities if a.index == item.ability), None)
    if ability is None:
        given = item.paid.get("granted") or dict(item.paid.get("event") or {}).get("granted_ability")
        ability = given if isinstance(given, Ability) else None
    return ability


def _choose_object(game: Game, player: int, source: Card | None, ability: Ability) -> Flow:
    """One target that is an object on the chase (903.2g), kept in ``StackObject.paid``."""
    options = [
        Option(f"object:{o.id}", o.name, "object") for o in object_choices(game, player, source, ability)
    ]
    name = game.definition(source.code).name if source else "Effect"
    picked = yield from game.choose_action(
        player,
        options,
        f"{name}: choose a target on the chase",
        rule="FoW 903.2g",
        source=source.id if source else None,
    )
    if picked is None:
        return (), {}
    return (), {"target_object": int(picked.key.split(":")[1])}


#: the tag of "You gain [Barrier]" on a card (1120.4: that player cannot be targeted by the
#: opponent's spells and abilities, ``barred``)
PLAYER_BARRIER = "player_barrier"


#: what a mode may name of its own (903.2e): its targets, chosen only when it is
MODE_TARGETS = ("targets", "target_player", "target_object")


def with_modes(ability: Ability, modes: tuple[int, ...]) -> Ability:
    """FoW 903.2e: options not chosen are treated as if they didn't exist, so the targets of
    the chosen mode (its own ``targets``/``target_player``) are the ability's (903.2g)."""
    own = {
        k: v for m in modes for k, v in (ability.params.get("modes") or ())[m].items() if k in MODE_TARGETS
    }
    return replace(ability, params={**ability.params, **own}) if own else ability


def _modes_with_targets(ability: Ability) -> bool:
    return any(k in m for m in ability.params.get("modes") or () for k in MODE_TARGETS)


def has_targets(game: Game, player: int, source: Card | None, ability: Ability) -> bool:
    """Whether ``ability`` can be played for its targets (903.2g): it names none, or one is
    legal; a player ("target player or J/resonator", ``target_player``) always is. With modes
    that name targets of their own (903.2e), whether one mode can be chosen; "Choose two": two."""
    if ability.params.get("modes") and len(playable_modes(game, player, source, ability)) < fewest_modes(
        ability
    ):
        return False  # FoW 903.2e: "Choose two" chooses that many options, each with a legal target
    if _modes_with_targets(ability):
        return bool(playable_modes(game, player, source, ability))
    if ability.params.get("target_object"):
        return bool(object_choices(game, player, source, ability))
    if ability.params.get("target_player") == "opponent":  # "target opponent (or …)" (D81)
        return not barred(game, 1 - player, player) or (
            bool(ability.params.get("targets")) and _enough_targets(game, player, source, ability)
        )
    if ability.params.get("target_player") or not ability.params.get("targets"):
        return True
    if ability.params.get("more_targets"):
        return bool(_target_groups(game, player, source, ability))
    return _enough_targets(game, player, source, ability)


def _second(ability: Ability) -> Ability:
    """``ability`` with its second target (``more_targets``, D130) as its ``targets``."""
    return replace(ability, params={**ability.params, "targets": ability.params["more_targets"][0]})


def _target_groups(
    game: Game, player: int, source: Card | None, ability: Ability
) -> tuple[list[int], list[int]] | None:
    """(fow-a, wave 12) An ability with two targets, one card each (903.2g, D130): the legal
    first targets that leave a legal second one (the two are different cards), and the legal
    second targets; ``None`` if they cannot both be chosen ("up to one": none is enough)."""
    first, second = (
        target_choices(game, player, source, ability),
        target_choices(game, player, source, _second(ability)),
    )
    needed = 0 if ability.params["more_targets"][0].get("up_to") else 1
    usable = [c for c in first if len(set(second) - {c}) >= needed]
    if not usable and not ability.params["targets"].get("up_to"):
        return None
    return usable, second


def fewest_modes(ability: Ability) -> int:
    """How many modes must be chosen (903.2e): two for "Choose two" (``more_modes`` exactly N with
    no condition), else one."""
    more = ability.params.get("more_modes") or {}
    n = more.get("n")
    return n if more.get("exactly") and "condition" not in more and isinstance(n, int) else 1


def _enough_targets(game: Game, player: int, source: Card | None, ability: Ability) -> bool:
    """Whether the ability's targets have a legal choice (903.2g): "two target resonators" needs
    that many different legal targets, "up to two" one."""
    selector: Mapping[str, Any] = ability.params["targets"]
    needed = 1 if selector.get("up_to") or selector.get("n") == "any" else max(int(selector.get("n", 1)), 1)
    return len(target_choices(game, player, source, ability)) >= needed


def playable_modes(game: Game, player: int, source: Card | None, ability: Ability) -> list[int]:
    """The modes that can be chosen (903.2e): each whose own targets have a legal choice
    (903.2g: with none, that option cannot be played)."""
    found = []
    for i, mode in enumerate(ability.params.get("modes") or ()):
        moded = with_modes(ability, (i,))
        if "target_object" in mode and not object_choices(game, player, source, moded):
            continue
        if "targets" in mode and not (
            moded.params.get("target_player") or _enough_targets(game, player, source, moded)
        ):
            continue
        if (
            mode.get("target_player") == "opponent"
            and barred(game, 1 - player, player)
            and not ("targets" in mode and _enough_targets(game, player, source, moded))
        ):
            continue
        if "condition" in mode and not _holds(game, player, source, ability, mode["condition"]):
            continue  # "Choose this option only if …" (D82)
        found.append(i)
    return found


def targeted(game: Game, item: StackObject, by: str) -> None:
    """FoW 903.2g: each card a spell or ability targets as it is played is "targeted by" it,
    one ``fow.targeted`` event a card, once the object is on the chase (the player is its
    controller; ``by``: ``spell`` or ``ability``), for "Whenever this card is targeted by a
    spell or ability ⇒ …"."""
    for card_id in dict.fromkeys(item.targets):
        card = game.get(card_id)
        if card is not None:
            game.emit(
                "fow.targeted",
                f"{{0}} is targeted by {item.name}",
                player=item.controller,
                cards=[card],
                data={"by": by},
                rule="FoW 903.2g",
            )


def choose_all_targets(game: Game, player: int, source: Card | None, ability: Ability) -> Flow:
    """The targets of ``ability``, chosen as it is played (903.2g): its card targets and, for
    "target player or …" (``target_player``), what ``StackObject.paid`` keeps of a player
    chosen (``{"target_player": p}``)."""
    if ability.params.get("target_object"):
        return (yield from _choose_object(game, player, source, ability))
    if ability.params.get("target_player"):
        return (yield from _choose_player_or_card(game, player, source, ability))
    if ability.params.get("more_targets"):  # two targets, the second a different card (D130)
        groups = _target_groups(game, player, source, ability)
        usable, second = groups if groups is not None else ([], [])
        first = yield from choose_targets(game, player, source, ability, usable)
        then = yield from choose_targets(
            game, player, source, _second(ability), [c for c in second if c not in first]
        )
        return (*first, *then), {"targets2_at": len(first)}
    divided = _divided_amount(game, player, source, ability)
    if divided is not None:
        return (yield from _divide(game, player, source, ability, divided))
    if ability.params.get("targets"):
        return (yield from choose_targets(game, player, source, ability)), {}
    return (), {}


def _divided_amount(game: Game, player: int, source: Card | None, ability: Ability) -> int | None:
    """(fow-a, wave 12) The damage an ability's step ``{"do": "fow.damage", "divided": true}``
    deals ("N damage divided as you choose to any number of target …"), fixed as it is played
    (903.2h-ii); ``None`` with no such step."""
    steps = [s for s in ability.effect if isinstance(s, Mapping) and s.get("divided")]
    if not steps or not ability.params.get("targets"):
        return None
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    context = Context(game, player, source.id if source else None, source.code if source else "", ability)
    return max(0, int(interpreter.evaluate(context, steps[0].get("amount", 0))))


def _divide(game: Game, player: int, source: Card | None, ability: Ability, amount: int) -> Flow:
    """FoW 903.2g, 903.2h-i: "N damage divided as you choose to any number of target …": the
    targets (at most one for each 100 damage), then how much each is dealt, chosen and announced
    as the ability is played, in positive multiples of 100 (the last target takes the rest);
    ``StackObject.paid`` keeps the amounts (``{"divided": [...]}``, in the targets' order)."""
    choices = target_choices(game, player, source, ability)
    most = min(len(choices), amount // 100)
    picked = replace(ability, params={**ability.params, "targets": {**ability.params["targets"], "n": most}})
    targets = (yield from choose_targets(game, player, source, picked)) if most else ()
    name = game.definition(source.code).name if source else "Effect"
    left, amounts = amount // 100, []
    for i, card_id in enumerate(targets):
        rest = len(targets) - i - 1
        if rest == 0:
            share = left
        else:
            share = yield from game.choose_number(
                player,
                1,
                left - rest,
                f"{name}: damage to {game.name_of(game.card(card_id))} (in hundreds)",
                rule="FoW 903.2h-i",
                source=source.id if source else None,
            )
        left -= share
        amounts.append(share * 100)
        game.log(
            f"{name}: {share * 100} damage to {game.name_of(game.card(card_id))}",
            player=player,
            rule="FoW 903.2h",
        )
    return tuple(targets), {"divided": amounts}


def barred(game: Game, target: int, by: int) -> bool:
    """FoW 1120.4: whether player ``target`` cannot be targeted by ``by``'s spells and abilities:
    a ``cont`` ability tagged ``player_barrier`` ("You gain [Barrier]") of a card ``target``
    controls, valid and its condition holding (never against that player's own, D81)."""
    if target == by:
        return False
    engine = game.ruleset.abilities
    assert engine is not None
    for card in engine.cards_in_play(game):
        if card.controller != target:
            continue
        for ability in engine.abilities(game, card):
            if PLAYER_BARRIER in ability.tags and engine.is_valid(game, card, ability):
                context = Context(game, card.controller, card.id, card.code, ability)
                if engine.interpreter.test(context, ability.condition):
                    return True
    return False


def _choose_player_or_card(game: Game, player: int, source: Card | None, ability: Ability) -> Flow:
    """One target that is a player or a card (903.2g: "target player or J/resonator"), a player
    with [Barrier] against this one left out (1120.4); "target opponent" (``"opponent"``): the
    one opponent, no question asked (the only choice a game of two has, D81), or with cards
    ("target opponent or J/resonator") the opponent and the cards."""
    only_opponent = ability.params.get("target_player") == "opponent"
    if only_opponent and not ability.params.get("targets"):
        return (), ({} if barred(game, 1 - player, player) else {"target_player": 1 - player})
    choices = target_choices(game, player, source, ability) if ability.params.get("targets") else []
    players = [
        p for p in ((1 - player,) if only_opponent else (player, 1 - player)) if not barred(game, p, player)
    ]
    options = [Option(f"player:{p}", player_name(p), "player") for p in players]
    options += [Option(f"card:{c}", game.name_of(game.card(c)), "card", c) for c in choices]
    name = game.definition(source.code).name if source else "Effect"
    picked = yield from game.choose_action(
        player, options, f"{name}: choose a target", rule="FoW 903.2g", source=source.id if source else None
    )
    if picked is None:
        return (), {}
    if picked.action == "player":
        return (), {"target_player": int(picked.key.split(":")[1])}
    return (picked.card,), {}


def choose_targets(
    game: Game, player: int, source: Card | None, ability: Ability, among: list[int] | None = None
) -> Flow:
    """The targets of ``ability``'s ``targets`` (903.2g), chosen among ``among`` if given."""
    choices = target_choices(game, player, source, ability) if among is None else among
    selector: Mapping[str, Any] = ability.params["targets"]
    n = len(choices) if selector.get("n") == "any" else int(selector.get("n", 1))  # "any number of"
    name = game.definition(source.code).name if source else "Effect"
    chosen = yield from game.choose_cards(
        player,
        choices,
        f"{name}: choose {n} target{'s' if n > 1 else ''}",
        minimum=n,
        maximum=n,
        up_to=bool(selector.get("up_to")),
        rule="FoW 903.2g",
        source=source.id if source else None,
    )
    return tuple(chosen)


def choose_mode(game: Game, player: int, spell: Card | None, ability: Ability, name: str = "") -> Flow:
    """FoW 903.2e: the mode is chosen as the card or ability is played (an automatic ability's
    as it is put onto the chase, 906.5; its card may have left the field: ``name`` names it);
    "Choose one at random" (``random_mode``): by the game's random numbers, among all modes."""
    modes = ability.params["modes"]
    title = game.name_of(spell) if spell is not None else name
    if ability.params.get("random_mode"):  # "Choose one at random": no player chooses it
        picked_at_random = game.random_below(len(modes))
        label = str(modes[picked_at_random].get("label", f"Mode {picked_at_random + 1}"))
        game.log(f"{title}: chosen at random: {label}", player=player, rule="FoW 903.2e")
        return (picked_at_random,)
    most = _most_modes(game, player, spell, ability)
    exactly = bool((ability.params.get("more_modes") or {}).get("exactly"))
    chosen: list[int] = []
    while len(chosen) < most:
        options = [
            Option(f"mode:{i}", str(modes[i].get("label", f"Mode {i + 1}")), "mode")
            for i in playable_modes(game, player, spell, ability)
            if i not in chosen
        ]
        if not options:
            break
        if chosen and not exactly:  # "you may choose both": one is enough
            options.append(Option("mode:done", "No more", "mode"))
        picked = yield from game.choose_action(
            player,
            options,
            f"{title}: choose {'another' if chosen else 'one'}",
            rule="FoW 903.2e",
            source=spell.id if spell else None,
        )
        if picked is None or picked.key == "mode:done":
            break
        chosen.append(int(picked.key.split(":")[1]))
    return tuple(sorted(chosen))  # the options chosen are carried out in printed order


def _holds(game: Game, player: int, source: Card | None, ability: Ability, condition: Any) -> bool:
    """Whether ``condition`` holds for ``ability`` of ``source`` played by ``player``."""
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    context = Context(game, player, source.id if source else None, source.code if source else "", ability)
    return bool(interpreter.test(context, condition))


def _most_modes(game: Game, player: int, spell: Card | None, ability: Ability) -> int:
    """How many modes may be chosen (903.2e): one, or ``more_modes``' number ("Choose one, if you
    control …, you may choose both", "… an additional one for each …") while its condition holds."""
    more = ability.params.get("more_modes")
    if not more:
        return 1
    if "condition" in more and not _holds(game, player, spell, ability, more["condition"]):
        return 1
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    context = Context(game, player, spell.id if spell else None, spell.code if spell else "", ability)
    return max(1, int(interpreter.evaluate(context, more["n"])))


def perform(game: Game, player: int, option: Option) -> Flow:
    """Carry out the holder's action. Returns ``False`` for will production, which is no
    action of FoW 604 and leaves a run of passes as it was (decision D8)."""
    action = option.action
    if action == "will" and "ability" in option.args:
        engine = game.ruleset.abilities
        assert engine is not None
        card = game.card(option.card)  # type: ignore[arg-type]
        ability = next(a for a in engine.abilities(game, card) if a.index == int(option.args["ability"]))
        yield from engine.play_ability(game, player, card.id, card.code, ability)
        return False
    if action == "will":
        stone = game.card(option.card)  # type: ignore[arg-type]
        kinds = board.stone_will(game, stone)
        kind = kinds[0]
        if len(kinds) > 1:
            picked = yield from game.choose_action(
                player,
                [Option(f"will:{k}", k, "will") for k in kinds],
                f"{game.name_of(stone)}: produce which will?",
                rule="FoW 907",
            )
            kind = picked.key.split(":")[1] if picked is not None else kind
        rested = game.set_state(stone.id, RESTED, player=player, rule="FoW 907.2")
        board.add_will(game, player, kind, rested, rule="FoW 907.2")
        return False
    if action == "play":
        card = game.card(option.card)  # type: ignore[arg-type]
        yield from play_card(
            game,
            player,
            card,
            incarnation=bool(option.args.get("incarnation")),
            mastery=bool(option.args.get("mastery")),
        )
    elif action == "act":
        yield from play_act(game, player, game.card(option.card), int(option.args["ability"]))  # type: ignore[arg-type]
    elif action == "rune":
        yield from play_rune(game, player, game.card(option.card))  # type: ignore[arg-type]
    elif action == "call":
        call_stone(game, player)
    elif action == "judgment":
        play_judgment(game, player)
    elif action == "standby":
        board.pay_will(game, player, STANDBY_COST, rule="FoW 706.1")
        game.move(
            option.card,  # type: ignore[arg-type]
            key(player, STANDBY),
            face_up=False,
            player=player,
            text=f"{player_name(player)} sets a card into standby",
            known_to=[frozenset({player})],
            rule="FoW 706.2",
        )
    elif action == "attack":
        from desktop_app.games.force_of_will import battle

        target = int(option.args["target"])
        yield from battle.fight(game, player, option.card, target or None)  # type: ignore[arg-type]
    return True


def play_card(
    game: Game,
    player: int,
    card: Card,
    *,
    incarnation: bool = False,
    mastery: bool = False,
    origin: str | None = None,
    free: bool = False,
) -> Flow:
    """FoW 903.2 for a card: [Awakening] chosen (903.2c), to the chase (903.2d), modes, X,
    targets (903.2e–g), the cost worked out and paid (903.2i–j, all or nothing; by
    [Incarnation], 1110, resonators banished instead); then it has been played (903.2k).
    ``free``: played by an effect "without paying its cost" (903.2i-ii: only increases are
    paid; an X in its cost is 0, 903.2f-i; D111)."""
    mark = game.transaction()
    definition = game.definition(card.code)
    from_graveyard = card.zone == key(player, GRAVEYARD)
    cost = Cost() if incarnation else play_cost(game, player, card, origin)
    master = _keyword(game, card, "mastery") if mastery else None
    if master is not None or free:  # decision D34: rests rather than the card's cost
        cost = changed_cost(game, player, card, Cost(), origin or card.zone)
    elif not incarnation:
        cost = yield from _solarise(game, player, card, cost)
    reductions: list[Ability] = []
    if master is None and not incarnation:
        cost, reductions = yield from optional_reductions(game, player, card, cost)
    awaken = _keyword(game, card, "awakening")
    awakened = False
    # FoW 1109.2: an awakening cost that is no will ("Rest a recovered J/ruler you control") is
    # paid with the will, all or nothing (903.2j)
    more = list(awaken.params.get("costs") or ()) if awaken is not None else []
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    # decision D121: a card with several [Awakening] abilities (their number ``nth``): each is
    # its own choice, its cost added (1109.2)
    several = [a for a in definition.abilities if a.keyword == "awakening" and "nth" in a.params]
    awoken: list[int] = []
    if len(several) > 1 and not incarnation and not game.is_dummy(player):
        for each in several:
            extra = cost + parse_cost(str(each.params.get("cost", "")))
            if board.can_pay(game, player, extra, card) and (
                yield from game.yes_no(
                    player,
                    f"{definition.name}: awaken it with {each.text.split(':', 1)[0]} (pay "
                    f"{each.params.get('cost')} more)?",
                    rule="FoW 1109.2",
                    source=card.id,
                )
            ):
                cost = extra
                awoken.append(int(each.params["nth"]))
        awakened = bool(awoken)
    elif awaken is not None and not incarnation and not game.is_dummy(player):
        extra = cost + parse_cost(str(awaken.params.get("cost", "")))
        payable = board.can_pay(game, player, extra, card)
        if more:
            payable = payable and interpreter.can_pay(Context(game, player, card.id, card.code, awaken), more)
        how = (
            awaken.text.removeprefix("[Awakening] ").rstrip(".")
            if more
            else f"pay {awaken.params.get('cost')} more"
        )
        if payable:
            awakened = yield from game.yes_no(
                player,
                f"{definition.name}: awaken it ({how[:1].lower()}{how[1:]})?",
                rule="FoW 1109.2",
                source=card.id,
            )
            cost = extra if awakened else cost
    spell = game.move(
        card.id, CHASE, player=player, text=f"{player_name(player)} plays {{0}}", rule="FoW 903.2d"
    )
    assert spell is not None
    ability = _spell_ability(definition.abilities)
    modes: tuple[int, ...] = ()
    if ability is not None and ability.params.get("modes"):
        modes = yield from choose_mode(game, player, spell, ability)
        ability = with_modes(ability, modes)
    x: int | None = 0 if free and parse_cost(str(definition.stat("cost") or "")).x else None
    if cost.x:  # FoW 903.2f: X is chosen now, at most what can be paid
        most = 0
        while board.can_pay(game, player, cost + Cost(free=most + 1), spell):
            most += 1
        x = yield from game.choose_number(
            player, 0, most, f"{definition.name}: choose X", rule="FoW 903.2f", source=spell.id
        )
        cost = cost + Cost(free=x)
    targets: tuple[int, ...] = ()
    chosen: dict[str, Any] = {}
    if ability is not None:
        targets, chosen = yield from choose_all_targets(game, player, spell, ability)
    host = _host_target(definition)
    if host is not None:  # FoW 1406.2a: the card it will be added to
        targets = yield from choose_targets(game, player, spell, host)
    if not incarnation and not free:  # FoW 903.2i-iv after 903.2g: "… less to play this card if it targets …"
        cost = targeted_cost(game, player, spell, cost, targets)
    if incarnation:
        yield from _banish_for_incarnation(game, player, spell)
    if master is not None:
        context = Context(game, player, spell.id, spell.code, master)
        if not (yield from interpreter.pay(context, master.params["costs"])):
            game.rollback(mark)
            return
    if awakened and more and awaken is not None:
        paid = yield from interpreter.pay(Context(game, player, spell.id, spell.code, awaken), more)
        if not paid:
            game.rollback(mark)
            return
    for reduction in reductions:  # FoW 903.2j: the cost "if you do" of a reduction taken
        paying = as_list(reduction.params["paying"])
        if not (yield from interpreter.pay(Context(game, player, spell.id, spell.code, reduction), paying)):
            game.rollback(mark)
            return
    # FoW 903.2j: "As an additional cost to play this card, …" (decision D86)
    more_cost = additional_cost(ability)
    context = Context(game, player, spell.id, spell.code, ability)
    if more_cost and not (yield from interpreter.pay(context, more_cost)):
        game.rollback(mark)
        return
    if not board.pay_will(game, player, cost, rule="FoW 903.2j", card=spell):
        game.rollback(mark)  # decision D6: a play that cannot be completed is undone
        return
    # decision D119: the texts a chant is played with when their condition holds as it is played
    # ("[Seal] (N) - <effect>", 1128.2a): done after its spell as it resolves
    texts = tuple(
        a.index
        for a in definition.abilities
        if SPELL_TEXT in a.tags
        and a.automated
        and a.params.get("when") == "played"
        and (
            a.condition is None
            or interpreter.test(Context(game, player, spell.id, spell.code, a), a.condition)
        )
    )
    item = StackObject(
        id=game.state.new_id(),
        controller=player,
        name=definition.name,
        card=spell.id,
        code=spell.code,
        targets=targets,
        modes=modes,
        x=x,
        paid={
            **({SPELL_TEXT: texts} if texts else {}),
            **({AWAKENINGS: tuple(awoken)} if awoken else {}),
            "awakened": awakened,
            "mastery": master is not None,
            "remnant": from_graveyard,
            "cannot_chase": bool(ability and "cannot_chase" in ability.tags),
            **chosen,
        },
    )
    kernel.push(game, item, f"{player_name(player)} plays {definition.name}")
    game.set_flag("fow.played" + str(player), int(game.flag("fow.played" + str(player), 0)) + 1)
    # the cards played this turn, by code ("if you played a chant this turn", decision D94)
    codes = "fow.played_codes" + str(player)
    game.set_flag(codes, (*(game.flag(codes) or ()), spell.code))
    game.emit(
        "fow.play",
        f"{definition.name} is played",
        player=player,
        cards=[spell],
        data={"awakened": True} if awakened else None,  # FoW 1109.2a: "awaken a spell"
        rule="FoW 903.2k",
    )
    targeted(game, item, "spell")


def free_playable(game: Game, player: int, card: Card) -> bool:
    """FoW 903.2i-ii (D111): whether an effect's "play it without paying its cost" can play
    ``card`` now: a resonator, addition, regalia or chant, not an automatic card ([Trigger],
    906.2a), not forbidden, with its targets, its "Play this card only if …" and its additional
    costs as for any play (903.2g, 903.2j) and the increases of its cost payable; the effect
    decides the timing and the zone."""
    definition = game.definition(card.code)
    spell = _spell_ability(definition.abilities)
    kinds = cards.printed_types(definition)
    if not any(k in (*PERMANENTS, "chant") or "chant" in k for k in kinds) or _is_trigger(spell):
        return False
    if board.no_spells(game, player) or _forbidden(game, player, card):
        return False
    if spell is not None and not has_targets(game, player, card, spell):
        return False
    host = _host_target(definition)
    if (host is not None and not has_targets(game, player, card, host)) or not _play_conditions_hold(
        game, player, card
    ):
        return False
    more = additional_cost(spell)
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    if more and not interpreter.can_pay(Context(game, player, card.id, card.code, spell), more):
        return False
    return board.can_pay(game, player, changed_cost(game, player, card, Cost(), card.zone), card)


def _banish_for_incarnation(game: Game, player: int, spell: Card) -> Flow:
    """FoW 1110.2: one resonator of the listed attribute banished for each entry."""
    taken: list[int] = []
    for need in incarnation_needs(game, spell):
        chosen = yield from game.choose_cards(
            player,
            _incarnation_choices(game, player, need, taken),
            f"{game.name_of(spell)}: banish a {' or '.join(need)} resonator (Incarnation)",
            rule="FoW 1110.2",
            source=spell.id,
        )
        taken += chosen
    for card_id in taken:
        card = game.get(card_id)
        if card is not None:
            game.move(card_id, key(card.owner, GRAVEYARD), text="{0} is banished", rule="FoW 1011.1")


def play_act(game: Game, player: int, card: Card, index: int) -> Flow:
    """FoW 905: an activated ability, its cost paid, onto the chase as a pseudo-card."""
    engine = game.ruleset.abilities
    assert engine is not None
    ability = next(a for a in engine.abilities(game, card) if a.index == index)
    mark = game.transaction()
    modes: tuple[int, ...] = ()
    if ability.params.get("modes"):  # FoW 903.2e, as the ability is played (905)
        modes = yield from choose_mode(game, player, card, ability)
    targets, chosen = yield from choose_all_targets(game, player, card, with_modes(ability, modes))
    context = Context(game, player, card.id, card.code, ability)
    if not (yield from engine.interpreter.pay(context, ability.cost)):
        game.rollback(mark)
        return
    engine.count_use(game, card.id, card.code, ability)
    item = StackObject(
        id=game.state.new_id(),
        controller=player,
        name=f"{game.definition(card.code).name}'s ability",
        source=card.id,
        code=card.code,
        ability=index,
        targets=targets,
        modes=modes,
        paid={**chosen, **_moved(context), **no_chase(ability), **_granted(game, card, ability)},
    )
    kernel.push(game, item, f"{player_name(player)} plays {item.name}")
    targeted(game, item, "ability")


def no_chase(ability: Ability) -> dict[str, bool]:
    """FoW 1008.2: "Players cannot chase to this ability" (tag ``cannot_chase``): while it is on
    the chase, no card or ability may be played."""
    return {"cannot_chase": True} if "cannot_chase" in ability.tags else {}


def _granted(game: Game, card: Card, ability: Ability) -> dict[str, Ability]:
    """An activate ability the card was given, not printed (1020: until end of turn, or while
    a continuous ability gives it): it resolves from the chase as played, whatever the card
    holds by then."""
    return {} if ability in game.definition(card.code).abilities else {"granted": ability}


def _moved(context: Context) -> dict[str, int]:
    """Where a cost that moved the card itself ("Banish this card", "discard this card") put
    it: the card as it now is, the source of its effect's damage (1007)."""
    moved = context.vars.get("this_moved")
    last = {
        k: int(context.vars[k]) for k in ("this_last_atk", "this_last_def") if context.vars.get(k) is not None
    }
    return {"this_moved": int(moved), **last} if moved is not None else {}


def call_stone(game: Game, player: int) -> None:
    """FoW 710: rest the J/ruler and put the top card of the magic stone deck into the field.
    It does not use the chase (decision D2)."""
    ruler = board.ruler_card(game, player)
    top = game.top(key(player, STONE_DECK))
    if ruler is None or top is None:
        return
    game.set_state(ruler.id, RESTED, player=player, rule="FoW 710.1")
    game.set_flag(CALLED + str(player), True)
    game.move(
        top.id,
        key(player, STONES),
        face_up=True,
        player=player,
        text=f"{player_name(player)} calls {{0}}",
        rule="FoW 710.1",
    )


def _judgment_allowed(game: Game, player: int, ruler: Card) -> bool:
    """FoW 705.1: "[Judgment] <cost>. Play this ability only if …": its condition holds."""
    ability = _keyword(game, ruler, "judgment")
    if ability is None or ability.condition is None:
        return True
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    return bool(interpreter.test(Context(game, player, ruler.id, ruler.code, ability), ability.condition))


#: the tag of "You may pay {1} less to do judgment" (a ``cont`` ability in the field: ``params`` as
#: for ``COST_CHANGE_OTHERS``, ``cards`` the filters of the ruler doing it; decision D88)
JUDGMENT_COST = "judgment_cost"


def judgment_cost(game: Game, player: int, ruler: Card) -> Cost | None:
    """FoW 705.1, 1125: the ruler's Judgment cost, changed as a card's cost is (903.2i-iii/iv,
    decision D88): by its own "[Judgment] {8}. You pay {1} less to play this judgment process for
    each Fairy you control" (the keyword's ``params.changes``) and by cards in the field ("You may
    pay {1} less to do judgment", ``JUDGMENT_COST``); a cost paid "rather than" it first ("You
    pay {W} rather than pay this cost if …"), then increases, then reductions."""
    cost = cards.judgment_cost(game.definition(ruler.code))
    if cost is None:
        return None
    interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    more: list[Cost] = []
    less: list[Cost] = []
    ability = _keyword(game, ruler, "judgment")
    for change in ability.params.get("changes", ()) if ability is not None else ():
        context = Context(game, player, ruler.id, ruler.code, ability)
        if "condition" in change and not interpreter.test(context, change["condition"]):
            continue
        if change["change"] == "instead":  # "You pay {W} rather than pay this cost if …"
            cost = parse_cost(str(change["will"]))
            continue
        times = interpreter.evaluate(context, change["times"]) if "times" in change else 1
        (more if change["change"] == "more" else less).extend(
            [parse_cost(str(change["will"]))] * max(times, 0)
        )
    for params in _field_rules(game, player, ruler, JUDGMENT_COST):
        (more if params["change"] == "more" else less).append(parse_cost(str(params["will"])))
    for change in more:
        cost = cost + change
    for change in less:
        cost = _reduced(cost, change)
    return cost


def play_judgment(game: Game, player: int) -> None:
    """FoW 705.2: pay the Judgment cost, then the judgment goes onto the chase."""
    ruler = board.ruler_card(game, player)
    assert ruler is not None
    cost = judgment_cost(game, player, ruler)
    assert cost is not None
    if not board.pay_will(game, player, cost, rule="FoW 705.2"):
        return
    game.set_flag(JUDGED + str(player), True)
    item = StackObject(
        id=game.state.new_id(),
        controller=player,
        name="Judgment",
        source=ruler.id,
        code=ruler.code,
        ability=JUDGMENT,
    )
    kernel.push(game, item, f"{player_name(player)} plays Judgment")


# ====================================================================== resolving (FoW 903.3)
def resolve(game: Game, item: StackObject) -> Flow:
    """Resolve the top object of the chase (FoW 903.3)."""
    if item.ability == JUDGMENT:
        yield from resolve_judgment(game, item)
        return
    engine = game.ruleset.abilities
    assert engine is not None
    if item.card is not None:
        yield from _resolve_spell(game, item)
        return
    ability = item_ability(game, item)
    if ability is None:
        return
    yield from run_effect(game, item, ability, item.source)


def run_effect(game: Game, item: StackObject, ability: Ability, source: int | None) -> Flow:
    """Run an object's effect with its targets checked again (FoW 903.3a): illegal ones are
    left out, and the rest of the effect still happens."""
    engine = game.ruleset.abilities
    assert engine is not None
    if ability.optional:  # "you may": chosen as it resolves
        if engine.declines(game, item.controller):
            return
        wanted = yield from game.yes_no(
            item.controller,
            f"{game.definition(item.code).name}: {ability.text or 'use this ability'}?",
            source=source,
            rule="FoW 903.3",
        )
        if not wanted:
            return
    legal: tuple[int, ...] = ()
    legal2: tuple[int, ...] = ()
    if item.targets:
        card = game.get(source)
        moded = with_modes(ability, item.modes)  # FoW 903.2e: the chosen mode's targets
        still = set(target_choices(game, item.controller, card, moded)) if card is not None else None
        legal = kernel.still_legal(game, item, (lambda t: still is None or t in still))
        if "targets2_at" in item.paid:  # FoW 903.3a: each of two targets checked by its own words (D130)
            at = int(item.paid["targets2_at"])
            again = (
                set(target_choices(game, item.controller, card, _second(moded))) if card is not None else None
            )
            legal = tuple(t for t in item.targets[:at] if t in legal)
            legal2 = tuple(
                t for t in item.targets[at:] if game.get(t) is not None and (again is None or t in again)
            )
    target_player = item.paid.get("target_player")
    if target_player is not None and barred(game, int(target_player), item.controller):
        target_player = None  # FoW 903.3a: a player target with [Barrier] now (1120.4): not applied
    target_object = item.paid.get("target_object")
    if target_object is not None:  # FoW 903.3a: still on the chase and still of the kind named
        moded = with_modes(ability, item.modes)
        objects = object_choices(game, item.controller, game.get(source), moded)
        target_object = target_object if any(o.id == target_object for o in objects) else None
    context = Context(
        game,
        item.controller,
        source,
        item.code,
        ability,
        dict(item.paid.get("event") or {}),
        {
            "targets": list(legal),
            "targets2": list(legal2),
            # FoW 903.2h: the damage each target was assigned as it was played (D131)
            "divided": dict(zip(item.targets, item.paid.get("divided") or (), strict=False)),
            "x": item.x or 0,
            "target_player": target_player,
            "target_object": target_object,
            "this_moved": item.paid.get("this_moved"),
            # FoW 911.1: this card's ATK / DEF as it was banished for the cost (D106)
            "this_last_atk": item.paid.get("this_last_atk", 0),
            "this_last_def": item.paid.get("this_last_def", 0),
            "awakened": bool(item.paid.get("awakened")),  # FoW 1109.2: a spell played awakened
            # how the spell was played: from a graveyard (1115.2), with [Mastery] (D34)
            "played_via": [w for w in ("remnant", "mastery") if item.paid.get(w)],
        },
    )
    yield from engine.interpreter.run(context, ability.effect)
    for mode in item.modes:  # FoW 903.2e: the chosen mode
        yield from engine.interpreter.run(context, ability.params["modes"][mode].get("effect", ()))


def _resolve_spell(game: Game, item: StackObject) -> Flow:
    card = game.get(item.card)
    if card is None or card.zone != CHASE:
        return  # it left the chase (cancelled): nothing resolves
    definition = game.definition(card.code)
    if any(t in PERMANENTS for t in cards.printed_types(definition)):
        awakened = bool(item.paid.get("awakened"))  # FoW 1109.2, 1109.3: it enters awakened
        target = _host_target(definition)
        host = game.get(item.targets[0]) if target is not None and item.targets else None
        if target is not None and (
            host is None or host.id not in target_choices(game, item.controller, card, target)
        ):
            game.move(  # FoW 1406.2b: its target is no longer legal
                card.id, key(card.owner, GRAVEYARD), text="{0} goes to the graveyard", rule="FoW 1406.2b"
            )
            return
        entered = game.move(
            card.id,
            key(item.controller, FIELD),
            state=RECOVERED,
            player=item.controller,
            text="{0} enters the field awakened" if awakened else "{0} enters the field",
            rule="FoW 702.3",
            markers=(
                frozenset({AWAKENED, *(f"{AWAKENED}:{n}" for n in item.paid.get(AWAKENINGS, ()))})
                if awakened
                else frozenset()
            ),
        )
        if awakened and item.x is not None and entered is not None:
            # decision D116: the X of its awakening cost, for the ability the awakening gives
            game.set_flag(AWAKENING_X + str(entered.id), item.x)
        if host is not None and entered is not None:  # FoW 1406.2b: added to the target
            game.attach(entered.id, host.id, rule="FoW 1406.2b")
        return
    ability = _spell_ability(definition.abilities)
    if ability is not None:
        yield from run_effect(game, item, ability, card.id)
        # decision D119: the texts it was played with ([Seal] (N) - <effect>, 1128.2a; [Legend],
        # 1133.2a) or has now ([Crest], 1131.2: ``params.when`` ``resolves``), after its spell
        interpreter = game.ruleset.abilities.interpreter  # type: ignore[union-attr]
        for text in definition.abilities:
            if SPELL_TEXT not in text.tags or not text.automated:
                continue
            if text.params.get("when") == "resolves":
                context = Context(game, item.controller, card.id, card.code, text)
                if text.condition is None or interpreter.test(context, text.condition):
                    yield from run_effect(game, item, text, card.id)
            elif text.index in item.paid.get(SPELL_TEXT, ()):
                yield from run_effect(game, item, text, card.id)
    after = game.get(card.id)
    if after is not None and after.zone == CHASE:
        if after.token:  # FoW 711.3: a rune's copy is removed from the chase
            game.move(after.id, key(after.owner, REMOVED), rule="FoW 711.3")
        elif item.paid.get("remnant"):
            game.move(after.id, key(after.owner, REMOVED), rule="FoW 1115.2")
        else:
            game.move(
                after.id, key(after.owner, GRAVEYARD), text="{0} goes to the graveyard", rule="FoW 703.3"
            )


def resolve_judgment(game: Game, item: StackObject) -> Flow:
    """FoW 705.3: the ruler, if still in the ruler area, goes to the field J-ruler side up, the
    same card in the same orientation (302.3); "does Judgment" triggers then."""
    ruler = game.get(item.source)
    player = item.controller
    if ruler is None or ruler.zone != key(player, RULER_AREA):
        return
    other = game.definition(ruler.code).stat("other_side")
    if not isinstance(other, str) or other not in game.definitions:
        game.log(f"{game.name_of(ruler)} has no J-ruler side in this game", rule="FoW 1010.1b")
        return
    moved = game.move(ruler.id, key(player, FIELD), silent=True)
    assert moved is not None
    turned = game.update(moved.id, code=other, side=1)
    assert turned is not None
    # (fow-b, wave 12) decision D137: the J-ruler comes into the field with the counters of its
    # "[Limit] N" (1118.2) and "[Mana] N" (1122.2b, as its reminder text says)
    for word, rule in (("limit", "FoW 1118.2"), ("mana", "FoW 1122.2b")):
        n = board.keyword_number(game, turned, word)
        if n:
            game.add_counter(turned.id, word, n, rule=rule)
    game.emit(
        "fow.judgment",
        f"{player_name(player)} does Judgment: {{0}} enters the field",
        player=player,
        cards=[turned],
        rule="FoW 705.3",
    )
    return
    yield


def cancel(game: Game, item: StackObject) -> None:
    """FoW 1012: remove an object from the chase; a card goes to its owner's graveyard."""
    if item in game.state.stack:
        game.state.stack.remove(item)
    card = game.get(item.card)
    if card is not None:
        game.move(card.id, key(card.owner, GRAVEYARD), text="{0} is cancelled", rule="FoW 1012.1")
    else:
        game.log(f"{item.name} is cancelled", rule="FoW 1012.1")


def leave_chase(game: Game, item: StackObject, to: str, *, bottom: bool = False) -> None:
    """A spell put from the chase into its owner's hand or deck ("Return target spell to its
    owner's hand", "Put target spell on the bottom of its owner's deck"): it is not cancelled
    (1012), it leaves, and with it what would have resolved (903.3: only what is on the chase
    resolves)."""
    if item in game.state.stack:
        game.state.stack.remove(item)
    card = game.get(item.card)
    if card is not None:
        where = (
            "hand"
            if to == HAND
            else "the bottom of its owner's deck"
            if bottom
            else "the top of its owner's deck"
        )
        game.move(
            card.id,
            key(card.owner, to),
            index=0 if bottom else None,
            text=f"{{0}} is put from the chase into {where}",
            rule="FoW 903.3",
        )
