"""The Force of Will card-script vocabulary (``fow.``), registered on the engine's ``Interpreter``.

``docs/games/force-of-will.md`` lists every form with an example. In short:

- ability keys: ``targets`` (a card selector with ``n``/``up_to``: chosen when the card or
  ability is played, 903.2g, checked again as it resolves, 903.3a; the effect reads them as
  the reference ``targets``) on ``play``, ``act`` and ``auto`` abilities; tag ``will`` marks a
  will ability (907: never on the chase), tag ``cannot_chase`` a spell nothing may chase
  (1008.2), tag ``trigger`` a "[Trigger] cost: effect" chant (1113; the ``play`` ability's
  ``cost`` is the trigger cost);
- keywords with parameters: ``{"kind": "keyword", "keyword": "awakening", "params": {"cost":
  "{W}{2}"}}`` (1109; the abilities it gives are tagged ``awakened``) and ``{"kind": "keyword",
  "keyword": "incarnation", "params": {"banish": ["water", "water|fire"]}}`` (1110); a ruler's
  ``judgment`` (``params.cost``, 1125: the rules read the cost) and a magic stone's ``stone
  will`` (``params.will``: the attributes its printed will ability produces when the rules
  play it, 907; ``board.stone_will``), both written by the card-text compiler;
- cost atoms: ``{"will": "{W}{1}"}`` (1003), ``{"rest": "this"}`` (1013), ``{"banish":
  "this"}`` (1011), ``{"discard": N}`` or ``{"discard": selector}`` (a card of a kind,
  1019), ``{"pay_life": N}``; ``rest`` and ``banish`` with a selector (another card the
  player controls, 1013.1, 1011.2), ``{"discard": "this"}``
  (this card from the hand, 1019, 905.2a), ``{"remove_counter": name}`` (1022),
  ``{"gods_art": name}`` (once per game by that name, 1112.2), ``{"remove": "this"}`` (this
  card from its owner's graveyard, or with ``"zone": "hand"`` / ``"field"`` from there) or ``{"remove":
  selector, "n": N}`` (N cards of the player's graveyard, their choice; with ``"zone": "hand"``
  of their hand, with ``"zone": "deck"`` the top N of their deck), to the removed area (1004);
- verbs: ``fow.damage`` (1007: ``cards`` or ``player`` and ``amount``; binds ``damage_dealt``),
  ``fow.destroy`` (1010), ``fow.produce`` (907: ``will`` a list of attributes or ``void``, ``n``
  times, ``only``: a filter of the cards the will may be spent to play),
  ``fow.life`` (``player``, ``amount``: gain, or lose when negative), ``fow.cancel`` (1012:
  spells on the chase, or ``"object": "target_object"``: the object the ability key
  ``target_object`` targets, ``{"kinds": [spell, act, auto], "whose", "of"}``, 903.2g; ``unless``:
  will their controller may pay instead), ``fow.rest`` and
  ``fow.recover`` (1013, 1014), ``fow.counter`` (1022: ``name``, ``n``), ``fow.remove`` (1004:
  to the removed area; ``as``: the cards removed), ``fow.force`` (1023.1: ``n`` dice, the total
  in the variable ``force_roll``), ``fow.heal`` (1007.6: damage removed), ``fow.prevent`` (1018:
  ``cards`` or ``player``, ``amount`` or all or ``next``, ``until``);
- ability key ``modes`` on ``play``, ``act`` and ``auto`` (903.2e: a list of ``{"label",
  "effect"}``, one chosen as the card or ability is played; the chosen mode's steps run after
  the ``effect``; a mode's own ``targets``/``target_player`` are chosen once it is, and only a
  mode whose targets have a legal choice is offered, 903.2g; ``random_mode``: "Choose one at
  random", the mode picked by the game's random numbers; a mode's ``condition``: offered only
  while it holds, "Choose this option only if …", D82; ``more_modes``: ``{"n", "condition",
  "exactly"}``, up to N modes while the condition holds, "you may choose both"); the variable ``x`` holds X
  (903.2f) for a card whose cost has ``{X}``;
- ``fow.damage``'s ``divided`` (D131, 903.2h: each target dealt the share its controller
  assigned as the ability was played, the variable ``divided``; the targets' ``"n": "any"``:
  any number of them);
- ability key ``more_targets`` (D130: a list of one selector, a second target of one card,
  chosen after ``targets`` and a different card; the variable ``targets2`` holds it if still
  legal, 903.3a);
- ability key ``target_player`` ("target player or J/resonator", 903.2g: a player may be the
  one target; ``fow.damage``'s ``"player": "target_player"``; ``"opponent"``: "target opponent",
  the steps' ``"player": "target_opponent"``, D81); tag ``player_barrier`` on a ``cont``
  ability ("You gain [Barrier]", 1120.4: ``chase.barred``); tag ``play_condition`` on a
  ``cont`` ability ("Play this card only if …": ``chase.playable`` tests its condition);
- the player ``target_player`` in any step's ``player`` or a selector's ``whose`` (D129: the
  player chosen as the target, none once no longer legal; ``Interpreter.player_refs``);
- verbs ``fow.foresee`` (1034.1; ``only_top``: all back on top, 1014.2), ``fow.look`` (look at
  the top N, one into the hand or, ``"to": "field"``, the field, the rest to the bottom, the
  graveyard or the removed area, 1014.2; ``shown``: all
  revealed to both, 1005), ``fow.live`` (a group effect until end of turn on a live set, 909.4),
  ``fow.later`` (a delayed automatic ability at the next end of turn, its cards fixed, 906.8),
  ``fow.token`` (1303.1: ``n`` resonator tokens described by ``token``: ``name``, ``atk``,
  ``def``, ``colours``, ``keywords``; ``cards.token_record``);
  ``fow.hand`` (the opponent's hand seen, a card chosen from it discarded or removed, 1005.1),
  ``fow.pay`` (will or life paid inside an effect, in full or not at all; ``did``, 1003.4);
  ``fow.no_spells`` (``player`` cannot play spells until end of turn, 312.3);
  ``fow.extra_turn`` (``player`` takes an extra turn after this one, 1025, D141);
  ``fow.unbattle`` (1029.1: ``cards`` removed from battle);
  ``fow.gem`` (1027.1: a gem token of the ``attribute`` in the controller's item area; several:
  the player chooses one, 1027.1a);
  ``fow.token_copy`` (1017.1a, 1303: a token with the printed information of each of ``cards``
  into the controller's field, ``state`` ``rested`` or not; ``as``);
  ``fow.control`` (105.3: gain control of ``cards``, ``until`` ``end_of_turn``, ``this_in_field``
  (while the ability's card is in the field, D59) or for good; ``did``);
  ``fow.prevent``'s ``by`` (the damage those cards would deal, 1018.1);
- expression ``fow.played`` (``you``/``opponent``: the cards that player played this turn),
  ``fow.played_kind`` (``{"whose", "kind"}``: those of a printed type, D94);
  ``fow.attacked`` (the same: the attacks that player declared this turn, 803.3);
- card filter ``fow.shares`` (``"this"``: shares an attribute or race with the ability's card),
  ``fow.name_has`` (a list of words: one of them is in one of its names), ``fow.lacks`` (a
  keyword it does not have, printed or given: "without [Flying]"), ``fow.chosen_race`` (of the
  race ``fow.choose_race`` chose: "Choose a race." as it resolves, D136),
  ``fow.kind`` (``j/resonator``, ``resonator``, ``j-ruler``, ``addition``,
  ``regalia``, ``chant``, ``magic stone``, ``basic magic stone`` (201.3), ``spell``: a card on the
  chase), ``fow.battle``
  (``attacking``, ``blocking``, ``attacked``), ``fow.top`` (among the top N cards of its zone),
  ``fow.damaged`` (damage on it, 1007.2), ``fow.id`` (one of these objects), ``fow.added`` (the
  card this old addition is added to, 1406.2b, decision D54), ``fow.token`` (a token or not, 1303);
- tag ``cost_change`` on a ``cont`` ability (903.2i: ``params`` ``change``, ``will``, ``from``,
  ``times``; ``chase.changed_cost``) and ``also_named`` on a ``cont`` ability (a second name);
- expressions ``fow.event`` (a number of the triggering event: ``amount``) and ``fow.counters``
  (the counters of that name on the ability's card, 1022), ``fow.distinct`` (``{"of": "name" |
  "colour" | "total_cost" | "race" | "stone_type", "cards": selector}``: how many different names,
  attributes, total costs, races or magic stone types among the cards, decision D145), predicate
  ``fow.hand_empty`` ([Null], 1134), ``fow.runes`` (N or more revealed runes: [Rune] N, 1137.2b),
  ``fow.stories`` (N or more revealed cards in the extra deck: [Legend] N, 1133.2);
- trigger keys: ``source`` (the damage's source is this card), ``hit`` (the damaged object
  is a card of that kind), ``to_player`` (the damaged player: ``opponent`` or ``you``),
  ``battle`` (battle damage), ``fow.field_of`` (whose field a moved card left, 906.7b),
  ``fow.gain`` (an event whose amount is positive: life gained, 105.4; counters put, 1022),
  ``fow.lost`` (a life event whose amount is negative: life lost to an effect or paid, D112),
  ``fow.own_loss`` (the life event's effect is the watcher's controller's, or a cost paid),
  ``fow.by`` (``"this"``: a destruction by this card, D58); ``to_player`` ``any``: either player.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from desktop_app.engine import kernel
from desktop_app.engine.abilities import Context
from desktop_app.engine.cards import Card
from desktop_app.engine.decisions import Option
from desktop_app.engine.events import Event
from desktop_app.engine.game import Game
from desktop_app.engine.rules import Flow
from desktop_app.engine.script import CostAtom, Interpreter, as_list
from desktop_app.engine.zones import player_name, split_key
from desktop_app.games.force_of_will import battle, board, cards, chase, processes
from desktop_app.games.force_of_will.abilities import LOST_ABILITIES, WORDS_LAYER
from desktop_app.games.force_of_will.board import (
    CHASE,
    DAMAGE,
    DECK,
    FIELD,
    GRAVEYARD,
    HAND,
    RECOVERED,
    REMOVED,
    RESTED,
    STONES,
    key,
)
from desktop_app.games.force_of_will.cards import parse_cost
from desktop_app.games.force_of_will.zones import ITEM_AREA, ZONES

#: the keyword of "[Barrier] {B}" is ``barrier:darkness`` (1120.3), of "[Barrier] (Chant)"
#: ``barrier:chant``, of "(Resonator)" ``barrier:resonator``, of "(Rune)" ``barrier:rune``
#: (``chase.target_choices`` reads them)
BARRIER_AGAINST = "barrier:"
#: every zone's name (a delayed ability finds its cards wherever they are: ``fow.later``)
ZONE_NAMES = tuple(spec.name for spec in ZONES)
#: keys FoW abilities may have beyond the core's
ABILITY_KEYS = {
    "targets",
    "more_targets",
    "modes",
    "target_player",
    "target_object",
    "random_mode",
    "more_modes",
}


#: (fow-b, wave 12) the race "Choose a race." chose (D136): the ability's variable, and the flag
#: that keeps it with the card (this prefix and the card's id)
CHOSEN_RACE = "fow.chosen_race:"


def register(interp: Interpreter) -> None:
    for kind in ("play", "act", "auto"):
        interp.register_ability_keys(kind, ABILITY_KEYS)
    interp.register_ability_keys("cont", {"also_named"})  # "… in addition to its other names" (201.1)
    interp.register_ability_keys("cont", {"stone_types"})  # "Treat this card as a wind magic stone" (201.4c)
    # "You may have up to ten copies of this card in your magic stone deck" (402.8; decks.validate)
    interp.register_ability_keys("cont", {"copies", "copies_in"})
    interp.keywords.update(cards.KEYWORDS)
    interp.keywords.update(cards.SET_KEYWORDS)
    interp.keywords.update(cards.MARK_KEYWORDS)  # no ability: other cards refer to them (1101.1b)
    interp.keywords.update(("awakening", "incarnation"))  # scripted with params (1109, 1110)
    interp.keywords.add("mastery")  # "[Mastery] "X"": params.costs, the rests (chase, decision D34)
    interp.keywords.add("solarisation")  # "[Solarisation] (N)": params.n, read by chase (decision D33)
    # [Barrier] <information> (1120.3): against one attribute's spells and abilities, or those of
    # chants, resonators or runes
    interp.keywords.update(f"{BARRIER_AGAINST}{w}" for w in (*cards.COLOURS, "chant", "resonator", "rune"))
    # "[Barrier] (Total cost N or less)": against those of cards with total cost N or less
    interp.keywords.update(f"{BARRIER_AGAINST}cost<={n}" for n in range(cards.BARRIER_COSTS))
    interp.keywords.update(("limit", "mana"))  # "[Limit] N", "[Mana] N": params.n (1118, 1122; rules.py)
    interp.keywords.add("divinity")  # "[Divinity] N" (1136): params.n, read by chase.divinity
    interp.keywords.add("stealth")  # "[Stealth] <condition>" (1114): condition / cost, read by chase.stealthy
    interp.keywords.add("grimoire")  # "[Grimoire] N" (1132): params.n, read by decks.validate
    interp.keywords.add("mobilize")  # "[Mobilize] <cost>" (1129): params.cost, paid to attack or block
    interp.keywords.add("judgment")  # a ruler's [Judgment] (1125): the rules read its cost (705.1)
    interp.keywords.add(board.STONE_WILL)  # a magic stone's will ability, played by the rules (907)
    _costs(interp)
    _verbs(interp)
    _filters(interp)
    k = interp.event_keys
    k["source"] = lambda ctx, event, arg, ghost: (event.data.get("source") == ctx.source) == (arg == "this")
    k["hit"] = lambda ctx, event, arg, ghost: (
        "to_player" not in event.data
        and bool(event.cards)
        and _is_kind(ctx, ctx.game.get(event.cards[0]), str(arg))
    )
    k["battle"] = lambda ctx, event, arg, ghost: bool(event.data.get("battle")) == bool(arg)

    def blocked(ctx: Context, event: Event, arg: Any, ghost: bool) -> bool:
        """FoW 804.2: the attacker a block names is this card (``"this"``) or one described."""
        attacker = event.data.get("attacker")
        if arg == "this":
            return attacker is not None and attacker == ctx.source
        card = ctx.game.get(attacker) if isinstance(attacker, int) else None
        return card is not None and interp.passes(ctx, card, arg)

    k["fow.blocked"] = blocked

    def foe(ctx: Context) -> list[Card]:
        """FoW 804: the card this card battles (the blocker of the attacker, the attacker of the
        blocker): "Whenever this card blocks or is blocked by a resonator, destroy that resonator"."""
        current = board.battle(ctx.game)
        if current is None or ctx.source not in (current.attacker, current.blocker):
            return []
        other = current.blocker if ctx.source == current.attacker else current.attacker
        card = ctx.game.get(other) if other is not None else None
        return [card] if card is not None else []

    interp.refs["fow.foe"] = foe

    def target_player(ctx: Context) -> list[int]:
        """(fow-a, wave 12) FoW 903.2g: the player chosen as the ability's target ("Target player
        draws a card"); none once it is no longer a legal target (903.3a)."""
        chosen = ctx.vars.get("target_player")
        return [int(chosen)] if chosen is not None else []

    interp.player_refs["target_player"] = target_player

    def nth_played(ctx: Context, event: Event, arg: Any, ghost: Any) -> bool:
        """ "When you play your second card / first chant this turn" (903.2k): the cards (of
        that printed type) the player played this turn, counted as this one is played (it
        included: chase.play_card counts it before the event); ``more``: "or subsequent"."""
        kind = str(arg["kind"])
        played = (
            interp.expressions["fow.played"](ctx, "you")
            if kind == "card"
            else interp.expressions["fow.played_kind"](ctx, {"whose": "you", "kind": kind})
        )
        n = int(arg["n"])
        return bool(played == n or (arg.get("more") and played > n))

    k["fow.nth_played"] = nth_played
    # FoW 502.1: the first turn's draw phase is "the beginning of the game"
    k["fow.first_turn"] = lambda ctx, event, arg, ghost: (ctx.game.state.turn == 1) == bool(arg)
    # the damaged player (1007.2): "to your opponent" (``opponent``), "to you" (``you``) or "to a
    # player" (``any``, below)
    # FoW 906.7b: whose field a card left ("put into a graveyard from your field"): the player
    # part of the move's origin (a field is its controller's)
    k["fow.field_of"] = lambda ctx, event, arg, ghost: (
        split_key(str(event.data.get("from", "")))[0] in interp.players(ctx, arg)
    )
    # D58: "Whenever this card destroys …": the destruction's ``by`` (processes.destroy) names it
    k["fow.by"] = lambda ctx, event, arg, ghost: (
        arg == "this" and ctx.source in tuple(event.data.get("by") or ())
    )
    # "… deals damage to a player": either player
    k["to_player"] = lambda ctx, event, arg, ghost: (
        event.data.get("to_player") is not None
        if arg == "any"
        else event.data.get("to_player") == (1 - ctx.controller if arg == "opponent" else ctx.controller)
    )
    # FoW 105.4: "Whenever you gain life": a life event that adds life, not one that takes it;
    # FoW 1022: "Whenever … counters are put on this card": a counter event that adds them
    k["fow.gain"] = lambda ctx, event, arg, ghost: (int(event.data.get("amount", 0) or 0) > 0) == bool(arg)
    # (fow-a, wave 11) D112: "Whenever you lose life": a life event that takes life (an effect's
    # loss, or life paid, 105.4a), never damage (1007.2 decreases life: the publisher's reminder
    # "Damage causes life to reduce, not loss of life")
    k["fow.lost"] = lambda ctx, event, arg, ghost: (int(event.data.get("amount", 0) or 0) < 0) == bool(arg)
    # "an effect you control causes you to lose life or you pay life for a cost": the loss's
    # effect is the watcher's controller's (an effect's own payment is that effect's), or a cost paid
    k["fow.own_loss"] = lambda ctx, event, arg, ghost: (
        (event.data.get("paid") == "cost" or event.data.get("effect_of") == ctx.controller) == bool(arg)
    )
    interp.expressions["fow.event"] = lambda ctx, name: int(ctx.event.get(str(name), 0) or 0)
    # "if you played two or more cards this turn": the cards the player played this turn (903,
    # counted as each is played, chase.play_card; the turn flag ``fow.played<p>``)
    interp.expressions["fow.played"] = lambda ctx, whose: sum(
        int(ctx.game.flag(f"fow.played{p}", 0) or 0) for p in interp.players(ctx, whose)
    )
    # "the number of times J/resonators you control attacked this turn": the attacks that player
    # declared this turn (803.3; only J/resonators attack, 803.3a; the turn flag ``fow.attacked<p>``)
    interp.expressions["fow.attacked"] = lambda ctx, whose: sum(
        int(ctx.game.flag(f"{chase.ATTACKED}{p}", 0) or 0) for p in interp.players(ctx, whose)
    )

    def played_kind(ctx: Context, arg: Any) -> int:
        """``{"whose": …, "kind": "chant"}``: the cards of that printed type the player played
        this turn (the turn flag ``fow.played_codes<p>``; decision D94)."""
        kind = str(arg["kind"])
        players = interp.players(ctx, arg["whose"])
        codes = [c for p in players for c in ctx.game.flag(f"fow.played_codes{p}") or ()]
        definitions = [ctx.game.definition(code) for code in codes]
        return sum(
            kind in cards.printed_types(d) or (kind == "chant" and cards.is_chant(d)) for d in definitions
        )

    interp.expressions["fow.played_kind"] = played_kind

    def counters(ctx: Context, name: Any) -> int:
        """The number of counters of that name on the ability's card (1022), or with
        ``{"name": …, "cards": selector}`` on all the cards described."""
        if isinstance(name, Mapping):
            return sum(c.counter(str(name["name"])) for c in interp.cards(ctx, name["cards"]))
        card = ctx.source_card()
        return card.counter(str(name)) if card is not None else 0

    interp.expressions["fow.counters"] = counters

    def distinct(ctx: Context, arg: Mapping[str, Any]) -> int:
        """ "the number of different names / attributes / total costs / races / magic stone types
        among <cards>" (201.1, 201.4, 202.3, 208, decision D145)."""
        found: set[object] = set()
        for card in interp.cards(ctx, arg["cards"]):
            definition = ctx.game.definition(card.code)
            if arg["of"] == "colour":
                found.update(definition.colours)
            elif arg["of"] == "total_cost":
                found.add(ctx.game.number(card, "total_cost"))
            elif arg["of"] == "race":
                found.update(as_list(ctx.game.stat(card, "races")))
            elif arg["of"] == "stone_type":
                named = definition.name.lower()
                found.update(cards.stone_types(definition) + ((named,) if named in cards.STONE_TYPES else ()))
            else:
                found.add(definition.name)
        return len(found)

    interp.expressions["fow.distinct"] = distinct

    def awakened(ctx: Context, arg: Any) -> bool:
        """ "If this card was awakened" (1109.2): a spell played awakened, as it resolves, or a
        card that entered the field awakened (its marker, while it stays there)."""
        card = ctx.source_card()
        woke = bool(ctx.vars.get("awakened")) or (card is not None and chase.AWAKENED in card.markers)
        return woke == bool(arg)

    interp.predicates["fow.awakened"] = awakened
    # "If this card was played from a graveyard / with [Mastery]" (903.2, 1115.2, D34): how the
    # spell resolving was played (a chant's only: the compiler keeps it to spells)
    interp.predicates["fow.played_via"] = lambda ctx, way: str(way) in (ctx.vars.get("played_via") or ())

    def awakening_x(ctx: Context, arg: Any) -> int:
        """The X chosen for this card's "[Awakening] {X}" as it was played (903.2f), while it
        stays in the field awakened (1109.3); 0 otherwise (decision D116)."""
        card = ctx.source_card()
        if card is None or chase.AWAKENED not in card.markers:
            return 0
        return int(ctx.game.flag(chase.AWAKENING_X + str(card.id), 0))

    interp.expressions["fow.awakening_x"] = awakening_x
    # FoW 1121.2: "this card is not bestowed to a card": added to no card in the field (1121.4:
    # its host left the field, it stays there added to none)
    interp.predicates["fow.bestowed"] = lambda ctx, arg: (
        (_host_of(ctx) is not None and _in_field(ctx.game, _host_of(ctx))) == bool(arg)
    )
    # FoW 906.9 (true magic stones, decision D138): "you control two or more <cards> with the same
    # name": two or more of the cards share a name (also-names count, 201.1)
    interp.predicates["fow.same_name"] = lambda ctx, sel: (
        processes.shared_name(ctx.game, interp.cards(ctx, sel)) is not None
    )
    interp.predicates["fow.hand_empty"] = lambda ctx, arg: ctx.game.count(key(ctx.controller, HAND)) == 0
    # FoW 1137.2b: the revealed runes in the player's rune area ([Rune] N)
    interp.predicates["fow.runes"] = lambda ctx, n: (
        len(chase.revealed_runes(ctx.game, ctx.controller)) >= int(n)
    )
    # FoW 1133.2: N or more revealed story cards in the player's extra deck ([Legend] N; decision
    # D100: the cards of the extra deck revealed to both players, as runes are)
    interp.predicates["fow.stories"] = lambda ctx, n: (
        sum(c.revealed_to == frozenset({0, 1}) for c in ctx.game.cards_in(key(ctx.controller, "extra")))
        >= int(n)
    )


def _life_paid(game: Any, player: int, amount: int, *, cost: bool) -> None:
    """The log line of life paid (105.4a), a life event that takes life (D112: "Whenever you lose
    life" sees it; the same line as before, so games without such a trigger play the same)."""
    game.emit(
        "fow.life",
        f"{player_name(player)} pays {amount} life",
        player=player,
        data={"amount": -amount, "paid": "cost" if cost else "effect", "effect_of": None if cost else player},
        rule="FoW 105.4a",
    )


def _cannot_gain_life(game: Any, player: int) -> bool:
    """ "Players / You / Your opponent cannot gain life": a ``cont`` ability tagged
    ``cannot_gain_life`` (``params.player``: ``both``, ``you``, ``opponent``) of a card in play
    whose condition holds (FoW 104.4: "cannot" beats "can")."""
    engine = game.ruleset.abilities
    for card in engine.cards_in_play(game):
        for ability in engine.abilities(game, card):
            if "cannot_gain_life" not in ability.tags or not engine.is_valid(game, card, ability):
                continue
            whose = ability.params.get("player", "both")
            if whose != "both" and (player == card.controller) != (whose == "you"):
                continue
            context = Context(game, card.controller, card.id, card.code, ability)
            if engine.interpreter.test(context, ability.condition):
                return True
    return False


def _uncancellable(ctx: Context, card: Card) -> bool:
    """ "This card cannot be canceled (if …)": a ``cont`` ability tagged ``cannot_cancel`` whose
    condition holds for the card's controller (FoW 1012: the cancel does nothing to it)."""
    interpreter = ctx.game.ruleset.abilities.interpreter  # type: ignore[union-attr]
    return any(
        "cannot_cancel" in a.tags
        and a.automated
        and interpreter.test(Context(ctx.game, card.controller, card.id, card.code, a), a.condition)
        for a in ctx.game.definition(card.code).abilities
    )


def _as_ids(value: Any) -> set[int]:
    return {int(i) for i in (value if isinstance(value, (list, tuple)) else [value])}


def _to_removed(
    ctx: Context,
    card_id: int,
    how: Mapping[str, Any],
    *,
    player: int | None = None,
    knew: frozenset[int] = frozenset(),
) -> Card | None:
    """FoW 1004: a card removed from the game to its owner's removed area. Face down
    (``how["face_down"]``, 311.2a) it is as though in a hidden zone: only the players who knew
    its face as it was removed (303.2: it was in a public zone, or they had looked at it:
    ``knew``) and those the text lets look at it (``how["seen_by"]``: ``you``, ``opponent``,
    ``owner``; decision D124) see it, in the game, the log and every choice."""
    moved = _moved_to_removed(ctx, card_id, how, player, knew)
    if (
        moved is not None
        and ctx.source is not None
        and ctx.source != card_id
        and moved.zone.endswith(REMOVED)
    ):
        board.note_removed(ctx.game, moved, ctx.source)  # "removed by this card" (D125)
    return moved


def _moved_to_removed(
    ctx: Context, card_id: int, how: Mapping[str, Any], player: int | None, knew: frozenset[int]
) -> Card | None:
    game = ctx.game
    card = game.get(card_id)
    if card is None:
        return None
    to = key(card.owner, REMOVED)
    if not how.get("face_down"):
        return game.move(card_id, to, player=player, text="{0} is removed from the game", rule="FoW 1004")
    seen_by = how.get("seen_by")
    allowed = {
        None: frozenset(),
        "you": frozenset({ctx.controller}),
        "opponent": frozenset({1 - ctx.controller}),
        "owner": frozenset({card.owner}),
    }[seen_by]
    seers = game.seers(card)
    knowing = knew | allowed | frozenset(p for p in (0, 1) if seers >> p & 1)
    moved = game.move(
        card_id,
        to,
        face_up=False,
        player=player,
        text="{0} is removed from the game face down",
        rule="FoW 311.2a",
        known_to=[knowing],
    )
    if moved is not None and knowing:
        moved = game.update(moved.id, revealed_to=knowing)
    return moved


def _is_kind(ctx: Context, card: Card | None, kind: str) -> bool:
    if card is None:
        return False
    game = ctx.game
    definition = game.definition(card.code)
    if kind == "spell":
        return card.zone == CHASE
    if kind == "j/resonator":
        return board.is_j_resonator(game, card)
    if kind == "magic stone":
        return cards.is_magic_stone(definition)
    if kind == "basic magic stone":
        return cards.is_basic_stone(definition)
    named = definition.name.lower() == kind
    if kind.endswith(" magic stone") and (named or kind in cards.stone_types(definition)):
        return True  # FoW 201.4b, 201.4c: named as a magic stone type, or given one by its text
    return kind in cards.printed_types(definition) or (kind == "chant" and cards.is_chant(definition))


# ====================================================================== costs
def _costs(interp: Interpreter) -> None:
    def _activated(ctx: Context) -> Card | None:
        """The card whose activate ability is being paid for (will limited to such abilities
        may pay it, ``board.limited``), else ``None``."""
        return ctx.source_card() if ctx.ability is not None and ctx.ability.kind == "act" else None

    def will_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return board.can_pay(ctx.game, ctx.controller, parse_cost(str(cost["will"])), source=_activated(ctx))

    def will_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        return board.pay_will(ctx.game, ctx.controller, parse_cost(str(cost["will"])), source=_activated(ctx))
        yield

    def _own(ctx: Context, selector: Any) -> list[Card]:
        """The cards of a cost that names another card ("Rest a recovered magic stone you
        control", "Banish a resonator"): the controller's own (1011.2)."""
        return [c for c in interp.cards(ctx, selector) if c.controller == ctx.controller]

    def _pick(ctx: Context, found: list[Card], verb: str, rule: str) -> Flow:
        chosen = yield from ctx.game.choose_cards(
            ctx.controller,
            [c.id for c in found],
            f"{player_name(ctx.controller)}: choose a card to {verb} for the cost",
            rule=rule,
            source=ctx.source,
        )
        return chosen[0] if chosen else None

    def rest_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        if cost["rest"] != "this":
            return sum(c.state == RECOVERED for c in _own(ctx, cost["rest"])) >= int(cost.get("n", 1))
        card = ctx.source_card()
        return card is not None and card.state == RECOVERED

    def rest_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        if cost["rest"] != "this":  # FoW 1013.1: N other recovered cards the player controls
            for _ in range(int(cost.get("n", 1))):
                found = [c for c in _own(ctx, cost["rest"]) if c.state == RECOVERED]
                picked = yield from _pick(ctx, found, "rest", "FoW 1013.1")
                if picked is None:
                    return False
                if ctx.game.set_state(picked, RESTED, player=ctx.controller, rule="FoW 1013.1") is None:
                    return False
            return True
        return ctx.game.set_state(ctx.source, RESTED, player=ctx.controller, rule="FoW 1013.1") is not None  # type: ignore[arg-type]

    def banish_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        if cost["banish"] != "this":
            return len(_own(ctx, cost["banish"])) >= int(cost.get("n", 1))
        card = ctx.source_card()
        return card is not None and card.controller == ctx.controller

    def banish_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        if cost["banish"] != "this":  # FoW 1011: N cards the player controls, to their owners' graveyards
            for _ in range(int(cost.get("n", 1))):
                picked = yield from _pick(ctx, _own(ctx, cost["banish"]), "banish", "FoW 1011.1")
                card = ctx.game.get(picked)
                if card is None:
                    return False
                moved = ctx.game.move(
                    card.id, key(card.owner, GRAVEYARD), text="{0} is banished", rule="FoW 1011.1"
                )
                if moved is not None and card.id == ctx.source:
                    ctx.vars["this_moved"] = moved.id  # the card as it now is: its effect's source
                if moved is None and not card.token:  # FoW 1303.3a: a token goes, then ceases to exist
                    return False
            return True
        card = ctx.source_card()
        assert card is not None
        if split_key(card.zone)[1] == FIELD and board.is_j_resonator(ctx.game, card):
            # FoW 911.1: its ATK / DEF in the field, for "… equal to its ATK" after the cost (D106)
            ctx.vars["this_last_atk"] = ctx.game.stat(card, "atk")
            ctx.vars["this_last_def"] = ctx.game.stat(card, "def")
        moved = ctx.game.move(card.id, key(card.owner, GRAVEYARD), text="{0} is banished", rule="FoW 1011.1")
        if moved is not None:
            ctx.vars["this_moved"] = moved.id  # the card as it now is: its effect's source
        return moved is not None or card.token  # a will coin banished for its will (1303.3a, 1119.2)

    def _art(ctx: Context, cost: Mapping[str, Any]) -> str:
        return f"fow.gods_art:{ctx.controller}:{cost['gods_art']}"

    def art_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        # FoW 1112.2: a God's Art of that name, once per game for its player (1112.2a)
        return not ctx.game.flag(_art(ctx, cost), False)

    def art_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        ctx.game.set_flag(_art(ctx, cost), True)  # 1112.2b: played, even if it is cancelled
        return True
        yield

    def counter_holders(ctx: Context, cost: Mapping[str, Any]) -> list[Card]:
        """The cards the counters may be removed from: this card, or those ``from`` describes
        ("your J/ruler", "a resonator you control", "entities you control")."""
        if "from" not in cost:
            card = ctx.source_card()
            return [] if card is None else [card]
        return list(interp.cards(ctx, cost["from"]))

    def counter_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        name, n = str(cost["remove_counter"]), int(cost.get("n", 1))
        counts = [card.counter(name) for card in counter_holders(ctx, cost)]
        return sum(counts) >= n if cost.get("total") else any(count >= n for count in counts)

    def counter_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        # FoW 1022: "Remove a … counter / N … counters from this card / your J/ruler / a
        # resonator you control" as a cost: from one card, the player's choice where several
        # have enough; "a total of N … from entities you control" (``total``): one at a time,
        # each from a card of the player's choice (D110)
        name, n = str(cost["remove_counter"]), int(cost.get("n", 1))
        for _ in range(n if cost.get("total") else 1):
            need = 1 if cost.get("total") else n
            found = [card for card in counter_holders(ctx, cost) if card.counter(name) >= need]
            if not found:
                return False
            picked = found[0].id
            if len(found) > 1:
                picked = yield from _pick(ctx, found, "remove counters from", "FoW 1022")
            if picked is None or ctx.game.add_counter(picked, name, -need, rule="FoW 1022") is None:
                return False
        return True

    def _in_hand(ctx: Context, selector: Any) -> list[int]:
        """The cards of the player's own hand a cost may discard ("discard a chant", 1019)."""
        hand = key(ctx.controller, HAND)
        if isinstance(selector, Mapping):
            return [c.id for c in interp.cards(ctx, selector) if c.zone == hand and c.id != ctx.source]
        return ctx.game.ids(hand)

    def discard_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        if cost["discard"] == "this":  # "discard this card": it is in its owner's hand
            card = ctx.source_card()
            return card is not None and card.zone == key(ctx.controller, HAND)
        if isinstance(cost["discard"], Mapping):  # "discard a chant": N cards of that kind
            return len(_in_hand(ctx, cost["discard"])) >= int(cost.get("n", 1))
        return ctx.game.count(key(ctx.controller, HAND)) >= int(cost["discard"])

    def discard_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        if cost["discard"] == "this":  # FoW 1019: the card whose ability it is, from the hand
            card = ctx.source_card()
            assert card is not None
            text = f"{player_name(ctx.controller)} discards {{0}}"
            moved = ctx.game.move(card.id, key(card.owner, GRAVEYARD), text=text, rule="FoW 1019")
            if moved is not None:
                ctx.vars["this_moved"] = moved.id  # the card as it now is: its effect's source
            return moved is not None
        kind = isinstance(cost["discard"], Mapping)
        game, player, n = ctx.game, ctx.controller, int(cost.get("n", 1) if kind else cost["discard"])
        chosen = yield from game.choose_cards(
            player,
            _in_hand(ctx, cost["discard"]),
            f"{player_name(player)}: discard {n} for the cost",
            minimum=n,
            maximum=n,
            rule="FoW 1019",
        )
        for card_id in chosen:
            game.move(
                card_id, key(player, GRAVEYARD), text=f"{player_name(player)} discards {{0}}", rule="FoW 1019"
            )
        return len(chosen) == n

    def remove_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        if cost["remove"] == "this":  # this card, in its owner's graveyard (or hand, or the field)
            card = ctx.source_card()
            if card is not None and cost.get("zone") == FIELD:  # the field row or the stone area (307)
                return split_key(card.zone) in ((ctx.controller, FIELD), (ctx.controller, STONES))
            return card is not None and card.zone == key(ctx.controller, str(cost.get("zone", GRAVEYARD)))
        return len(_own_cards(ctx, cost)) >= int(cost.get("n", 1))

    def _own_cards(ctx: Context, cost: Mapping[str, Any]) -> list[Card]:
        """The cards of the player's own graveyard (or ``zone``: hand, deck) a cost may remove (1004)."""
        zone = key(ctx.controller, str(cost.get("zone", GRAVEYARD)))
        return [c for c in interp.cards(ctx, cost["remove"]) if c.zone == zone]

    def remove_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        # FoW 1004: "Remove … in your graveyard from the game" as a cost: to the removed area
        game, player = ctx.game, ctx.controller
        if cost["remove"] == "this":
            moved = _to_removed(ctx, ctx.source, cost)  # type: ignore[arg-type]
            if moved is not None:
                ctx.vars["this_moved"] = moved.id  # the card as it now is: its effect's source
            return moved is not None
        n = int(cost.get("n", 1))
        zone = str(cost.get("zone", GRAVEYARD))
        if zone == DECK:  # (fow-a, wave 12) "the top N cards of your deck": no choice (304.3)
            chosen = [c.id for c in _own_cards(ctx, cost)][:n]
        else:
            chosen = yield from game.choose_cards(
                player,
                [c.id for c in _own_cards(ctx, cost)],
                f"{player_name(player)}: choose {n} in your {zone} to remove from the game for the cost",
                minimum=n,
                maximum=n,
                rule="FoW 1004",
                source=ctx.source,
            )
        for card_id in chosen:
            _to_removed(ctx, card_id, cost)
        return len(chosen) == n

    def reveal_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        card = ctx.source_card()  # "reveal this card from your hand": it is there
        return cost["reveal"] == "this" and card is not None and card.zone == key(ctx.controller, HAND)

    def reveal_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        card = ctx.source_card()  # FoW 1005.1: shown to both players, then back in the hand unseen
        assert card is not None
        ctx.game.reveal([card.id], rule="FoW 1005.1")
        ctx.game.conceal([card.id])
        return True
        yield

    def life_can(ctx: Context, cost: Mapping[str, Any]) -> bool:
        return ctx.game.value(processes.life_key(ctx.controller)) >= int(cost["pay_life"])

    def life_pay(ctx: Context, cost: Mapping[str, Any]) -> Flow:
        life = processes.life_key(ctx.controller)
        ctx.game.set_value(life, ctx.game.value(life) - int(cost["pay_life"]))
        _life_paid(ctx.game, ctx.controller, int(cost["pay_life"]), cost=True)
        return True
        yield

    interp.costs["will"] = CostAtom(will_can, will_pay)
    interp.costs["rest"] = CostAtom(rest_can, rest_pay)
    interp.costs["banish"] = CostAtom(banish_can, banish_pay)
    interp.costs["discard"] = CostAtom(discard_can, discard_pay)
    interp.costs["reveal"] = CostAtom(reveal_can, reveal_pay)
    interp.costs["pay_life"] = CostAtom(life_can, life_pay)
    interp.costs["remove_counter"] = CostAtom(counter_can, counter_pay)
    interp.costs["gods_art"] = CostAtom(art_can, art_pay)
    interp.costs["remove"] = CostAtom(remove_can, remove_pay)


# ====================================================================== verbs
def _verbs(interp: Interpreter) -> None:
    v = interp.verbs

    def damage(ctx: Context, step: Mapping[str, Any]) -> Flow:
        game = ctx.game
        amount = interp.evaluate(ctx, step.get("amount", 0))
        source = ctx.source_card() or game.get(ctx.vars.get("this_moved"))
        ctx.vars["damage_dealt"] = 0
        if source is None:
            return None
        hits: list[tuple[Card, Card | None, int | None, int]] = []
        if step.get("player") in ("target_player", "target_opponent"):  # FoW 903.2g: the player chosen
            chosen = ctx.vars.get("target_player")
            hits += [(source, None, int(chosen), amount)] if chosen is not None else []
        elif "player" in step:
            hits += [(source, None, p, amount) for p in interp.players(ctx, step["player"])]
        if step.get("divided"):  # FoW 903.2h: each target its share, assigned as it was played (D131)
            shares = ctx.vars.get("divided") or {}
            hits += [
                (source, c, None, int(shares.get(c.id, 0))) for c in interp.cards(ctx, step.get("cards"))
            ]
        else:
            hits += [(source, c, None, amount) for c in interp.cards(ctx, step.get("cards"))]
        ctx.vars["damage_dealt"] = processes.deal_damage(game, hits)  # "that much" after it (D103)
        return None
        yield

    def destroy(ctx: Context, step: Mapping[str, Any]) -> Flow:
        found = [
            c
            for c in interp.cards(ctx, step["cards"])
            if board.is_j_resonator(ctx.game, c) or c.zone.endswith(("field", "stones"))
        ]
        by = {c.id: (ctx.source,) for c in found if ctx.source is not None}  # D58: by this ability's card
        ctx.vars["did"] = processes.destroy(ctx.game, found, by=by) > 0  # "If you do, …" (1010)
        return None
        yield

    def control(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """FoW 105.3: the ability's controller gains control of the cards (``processes.gain_control``;
        ``until``: ``end_of_turn``, or for good); ``did``: whether any changed controller."""
        until = step.get("until") == "end_of_turn"
        # D59: "… as long as this card is in the field": back once the ability's card is not
        while_in = ctx.source if step.get("until") == "this_in_field" else None
        changed = [
            processes.gain_control(
                ctx.game, card, ctx.controller, until_end_of_turn=until, while_in_field=while_in
            )
            for card in interp.cards(ctx, step["cards"])
        ]
        ctx.vars["did"] = any(changed)
        return None
        yield

    def produce(ctx: Context, step: Mapping[str, Any]) -> Flow:
        kinds = [
            str(k) for k in (step["will"] if isinstance(step["will"], (list, tuple)) else [step["will"]])
        ]
        kind = kinds[0]
        if len(kinds) > 1:
            picked = yield from ctx.game.choose_action(
                ctx.controller,
                [Option(f"will:{k}", k, "will") for k in kinds],
                "produce which will?",
                rule="FoW 907",
            )
            kind = picked.key.split(":")[1] if picked is not None else kind
        # "Produce {G} for each magic counter on this card": that many of the one kind (907)
        only = step.get("only")  # "Spend this will only to play <cards>" (a card filter)
        for _ in range(interp.evaluate(ctx, step.get("n", 1))):
            board.add_will(ctx.game, ctx.controller, kind, ctx.source_card(), only=only)
        return None

    def life(ctx: Context, step: Mapping[str, Any]) -> Flow:
        amount = interp.evaluate(ctx, step.get("amount", 0))
        for player in interp.players(ctx, step.get("player", "you")):
            if amount > 0 and _cannot_gain_life(ctx.game, player):
                ctx.game.log(f"{player_name(player)} cannot gain life", rule="FoW 104.4")
                continue
            life_key = processes.life_key(player)
            ctx.game.set_value(life_key, ctx.game.value(life_key) + amount)
            verb = "gains" if amount >= 0 else "loses"
            ctx.game.emit(
                "fow.life",
                f"{player_name(player)} {verb} {abs(amount)} life",
                player=player,
                data={"amount": amount, "effect_of": ctx.controller},
                rule="FoW 105.4",
            )
        return None
        yield

    def cancel(ctx: Context, step: Mapping[str, Any]) -> Flow:
        game = ctx.game
        if step.get("object") == "target_object":  # an object on the chase (903.2g, 1012.1)
            target = ctx.vars.get("target_object")
            items = [o for o in game.state.stack if target is not None and o.id == target]
        else:
            items = [o for c in interp.cards(ctx, step["cards"]) for o in game.state.stack if o.card == c.id]
        for item in items:
            card = game.get(item.card) if item.card is not None else None
            if card is not None and _uncancellable(ctx, card):
                continue
            if "unless" in step:  # "… unless its controller pays {1}": that player may pay it in full
                payer = card.controller if card is not None else item.controller
                cost = parse_cost(str(step["unless"]))
                if board.can_pay(game, payer, cost):
                    picked = yield from game.choose_action(
                        payer,
                        [
                            Option("pay", f"Pay {step['unless']}", "pay"),
                            Option("decline", "Do not pay", "decline"),
                        ],
                        f"pay {step['unless']} or {game.name_of(card) if card else item.name} is cancelled?",
                        rule="FoW 1012",
                    )
                    if picked is not None and picked.key == "pay" and board.pay_will(game, payer, cost):
                        continue
            chase.cancel(game, item)
        return None

    def no_spells(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "<player> cannot play spells until end of turn" (``player``; 312.3: no card may be
        played, a card played being a spell; ends with the other such effects, 505.5b)."""
        game = ctx.game
        for player in interp.players(ctx, step.get("player", "opponent")):
            if not board.no_spells(game, player):
                game.set_flag(board.NO_SPELLS, (*game.flag(board.NO_SPELLS, ()), player))
                game.log(f"{player_name(player)} cannot play spells until end of turn", rule="FoW 312.3")
        return None
        yield

    def extra_turn(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "Take an extra turn after this one" (1025.1: it begins once this turn's end phase is
        over; 1025.2: several, one after another; decision D141: the turns go on after them as
        they would have after this one; ``board.EXTRA_TURNS``)."""
        game = ctx.game
        for player in interp.players(ctx, step.get("player", "you")):
            game.set_flag(board.EXTRA_TURNS, (*game.flag(board.EXTRA_TURNS, ()), player))
            game.log(f"{player_name(player)} takes an extra turn after this one", rule="FoW 1025.1")
        return None
        yield

    def choose_race(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """(fow-b, wave 12) "Choose a race." (903.3b: a choice the text makes as it resolves,
        decision D136): the controller names one among the races they can know of, those of the
        cards they own and of the cards whose faces they see, as the cards have them now (205,
        1020.1; sorted, so never an order of a set), read by "… of the chosen race" in the
        sentences after it (``fow.chosen_race``) and kept with the card as the object it is
        (302.3) for its continuous abilities."""
        game, me = ctx.game, ctx.controller
        races = sorted(
            {
                race
                for card in game.state.cards.values()
                if card.owner == me or game.is_visible(card, me)
                for race in as_list(game.stat(card, "races"))
            }
        )
        if not races:
            return None
        name = game.definition(ctx.code).name if ctx.code else "Effect"
        picked = yield from game.choose_action(
            me,
            [Option(f"race:{i}", race, "race") for i, race in enumerate(races)],
            f"{name}: choose a race",
            rule="FoW 903.3b",
            source=ctx.source,
        )
        race = races[int(picked.key.split(":")[1])] if picked is not None else races[0]
        ctx.vars[CHOSEN_RACE] = race
        if ctx.source is not None:
            game.set_flag(CHOSEN_RACE + str(ctx.source), race)
        game.log(f"{name}: {race} is chosen", rule="FoW 903.3b")
        return None

    def off_chase(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """A spell put from the chase into its owner's hand or deck (``to``: ``hand``, ``deck``;
        ``position``: ``top``, ``bottom``): it leaves without resolving (903.3)."""
        game = ctx.game
        for card in interp.cards(ctx, step["cards"]):
            item = next((o for o in game.state.stack if o.card == card.id), None)
            if item is not None:
                to = HAND if step["to"] == "hand" else DECK
                chase.leave_chase(game, item, to, bottom=step.get("position") == "bottom")
        return None
        yield

    def set_to(state: str, rule: str) -> Any:
        def verb(ctx: Context, step: Mapping[str, Any]) -> Flow:
            for card in interp.cards(ctx, step["cards"]):
                ctx.game.set_state(card.id, state, player=ctx.controller, rule=rule)
            return None
            yield

        return verb

    def counter(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """FoW 1022: N counters put on the cards; a negative N removes up to that many from each
        (as many as it has) and binds ``did``: whether all were removed from some card."""
        n, name = interp.evaluate(ctx, step.get("n", 1)), str(step["name"])
        removed_all = False
        for card in interp.cards(ctx, step["cards"]):
            amount = max(n, -card.counter(name))
            ctx.game.add_counter(card.id, name, amount, rule="FoW 1022")
            removed_all = removed_all or (n < 0 and amount == n)
        if n < 0:
            ctx.vars["did"] = removed_all
        return None
        yield

    def force(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """FoW 1023.1: a six-sided die rolled ``n`` times, the values added: "the result of the
        roll" (the variable ``force_roll``) for the steps after it."""
        game = ctx.game
        n = max(0, interp.evaluate(ctx, step.get("n", 1)))
        rolls = [game.random_below(6) + 1 for _ in range(n)]
        total = sum(rolls)
        # each die shown for a handful of them; past ten (data may print any number up to the
        # scripts' bound) the total alone keeps the log line short
        shown = f"{', '.join(map(str, rolls))} = {total}" if 1 < n <= 10 else str(total)
        game.emit(
            "roll",
            f"{player_name(ctx.controller)} rolls for [Force] {n}: {shown}",
            player=ctx.controller,
            data={"sides": 6, "result": total},
            rule="FoW 1023.1",
        )
        ctx.vars["force_roll"] = total
        return None
        yield

    def remove(ctx: Context, step: Mapping[str, Any]) -> Flow:
        moved = [_to_removed(ctx, card.id, step) for card in interp.cards(ctx, step["cards"])]
        ctx.vars["did"] = any(m is not None for m in moved)  # "If you do, …" (1004)
        if "as" in step:  # "the cards removed this way": those that were
            ctx.vars[str(step["as"])] = [m.id for m in moved if m is not None]
        return None
        yield

    def heal(ctx: Context, step: Mapping[str, Any]) -> Flow:
        for card in interp.cards(ctx, step["cards"]):
            amount = interp.evaluate(ctx, step["amount"]) if "amount" in step else card.counter(DAMAGE)
            amount = min(amount, card.counter(DAMAGE))
            if amount:
                ctx.game.add_counter(card.id, DAMAGE, -amount, rule="FoW 1007.6")
        return None
        yield

    def bestow(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """FoW 1121.2, 1121.3: "Add this card to target resonator" (the [Bestow] ability): the
        ability's card, still in the field, is added to the card (``Card.attached_to``)."""
        card = ctx.source_card()
        hosts = [c for c in interp.cards(ctx, step["cards"]) if split_key(c.zone)[1] == FIELD]
        if card is not None and split_key(card.zone)[1] == FIELD and hosts:
            ctx.game.attach(card.id, hosts[0].id, rule="FoW 1121.3")
        return None
        yield

    def lose_abilities(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """FoW 909.1d: "… loses all abilities until end of turn": its keywords and the abilities
        continuous abilities give it are set to none at this timestamp (later grants stay), and
        its other abilities stop working (``FoWAbilities.works_here``)."""
        game = ctx.game
        until = str(step.get("until", "end_of_turn"))
        for card in interp.cards(ctx, step["cards"]):
            for stat in ("keywords", "abilities"):
                game.add_effect(
                    kind="set",
                    stat=stat,
                    amount=(),
                    layer=WORDS_LAYER,
                    targets=(card.id,),
                    until=until,
                    controller=ctx.controller,
                    source=ctx.source,
                )
            game.add_effect(
                kind=LOST_ABILITIES,
                stat="",
                targets=(card.id,),
                until=until,
                controller=ctx.controller,
                source=ctx.source,
            )
            game.emit(
                "modify",
                "{0} loses all abilities",
                cards=[card],
                data={"stat": "abilities"},
                rule="FoW 909.1d",
            )
        return None
        yield

    def prevent(ctx: Context, step: Mapping[str, Any]) -> Flow:
        game = ctx.game
        # "prevent the next damage" (``"next": true``): all of one damage event (-1, processes.prevent)
        amount = interp.evaluate(ctx, step["amount"]) if "amount" in step else -1 if step.get("next") else 0
        until = str(step.get("until", "end_of_turn"))

        def shield(**fields: Any) -> None:  # one prevention effect (FoW 1018.1)
            game.add_effect(
                kind=processes.PREVENT,
                stat="damage",
                amount=amount,
                until=until,
                controller=ctx.controller,
                source=ctx.source,
                **fields,
            )

        for card in interp.cards(ctx, step.get("cards")):  # the damage dealt to this card
            shield(targets=(card.id,))
        for card in interp.cards(ctx, step.get("by")):  # the damage this card would deal
            shield(value=f"source:{card.id}")
        for player in interp.players(ctx, step["player"]) if "player" in step else ():
            shield(value=f"player:{player}")
        what = f"the next {amount}" if amount > 0 else "the next" if amount < 0 else "all"
        game.log(f"{what} damage will be prevented", rule="FoW 1018.1")
        return None
        yield

    def foresee(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """FoW 1034.1 Foresee N: look at the top N cards of your deck (only you see them), put any
        number of them on the top in any order and the rest on the bottom in any order."""
        game, me = ctx.game, ctx.controller
        deck = key(me, DECK)
        n = interp.evaluate(ctx, step.get("n", 1))
        looked = list(reversed(game.ids(deck)[-n:])) if n > 0 else []
        game.reveal(looked, to=[me], rule="FoW 1034.1")
        rules = ("FoW 1034.1", "FoW 1034.1")
        name = game.definition(ctx.code).name
        only_top = bool(step.get("only_top"))  # "look at … and put them back in any order" (1014.2)
        yield from kernel.top_and_bottom(game, me, looked, deck, name, rules, ctx.source, only_top=only_top)
        return None

    def look(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "Look at the top N cards of your deck": only you see them (1014.2); you put ``pick`` of
        them that match ``what`` into your hand (``up_to``: "you may", and a search of a hidden
        zone may find nothing, 1014.2), revealed first when the text says so (1005), or into the
        field (``"to": "field"``), and the rest on the bottom of the deck, in an order you choose
        (``"rest": "bottom"``) or at random (``"bottom_random"``), into the graveyard or removed
        from the game (``"removed"``), or left on top (``"top"``: "Look at the top card of your
        deck. You may put it into your graveyard", the chosen card put ``"to": "graveyard"`` or
        ``"bottom"``)."""
        game, me = ctx.game, ctx.controller
        deck = key(me, DECK)
        n = interp.evaluate(ctx, step.get("n", 1))
        looked = list(reversed(game.ids(deck)[-n:])) if n > 0 else []
        name = game.definition(ctx.code).name
        if step.get("shown"):  # "Reveal the top N cards": both players see them (1005)
            game.reveal(looked, rule="FoW 1005.1")
        else:
            game.reveal(looked, to=[me], rule="FoW 1014.2")
        found = {c.id for c in interp.cards(ctx, {**step.get("what", {}), "zone": "deck", "whose": "you"})}
        pick = int(step.get("pick", 1))
        up_to = bool(step.get("up_to", True))
        to = str(step.get("to", "hand"))
        where = {
            "field": "put into the field",
            "graveyard": "put into your graveyard",
            "bottom": "put on the bottom of your deck",
        }
        offered = [i for i in looked if i in found]
        if to == "play":  # "You may play a … from among them without paying its cost" (D111)
            offered = [i for i in offered if chase.free_playable(game, me, game.card(i))]
            where["play"] = "play without paying its cost"
        chosen = yield from game.choose_cards(
            me,
            offered,
            f"{name}: choose {'up to ' if up_to else ''}{pick} to {where.get(to, 'put into your hand')}",
            minimum=0 if up_to else pick,
            maximum=pick,
            up_to=up_to,
            rule="FoW 1014.2",
            source=ctx.source,
        )
        rest = [i for i in looked if i not in chosen]
        game.conceal(looked)
        if chosen and step.get("reveal"):
            game.reveal(chosen, rule="FoW 1005.1")
        if to == "play":  # FoW 903.2i-ii: played now, the rest put away after it (D111)
            for card_id in chosen:
                yield from chase.play_card(game, me, game.card(card_id), free=True)
        elif to == "field":  # "put a resonator … from among them into the field" (1140)
            ctx.vars["looked"] = list(chosen)
            yield from interp.run(ctx, [{"do": "move", "cards": "looked", "to": "field", "state": RECOVERED}])
        elif to == "graveyard":  # "You may put it into your graveyard"
            for card_id in chosen:
                game.move(card_id, key(me, GRAVEYARD), player=me, text="{0} is put into the graveyard")
        elif to == "bottom":  # "You may put it on the bottom of your deck"
            for card_id in chosen:
                game.move(
                    card_id,
                    deck,
                    index=0,
                    face_up=False,
                    player=me,
                    text="{0} is put on the bottom of the deck",
                )
        else:
            for card_id in chosen:
                game.move(
                    card_id, key(me, HAND), player=me, text=f"{player_name(me)} puts {{0}} into their hand"
                )
        if step.get("rest") == "top":  # the cards not chosen stay on top, in their order
            return None
        if step.get("rest") == "removed":  # "Remove the rest from the game" (1004), face down
            knew = frozenset({0, 1} if step.get("shown") else {me})  # if the text says (311.2a)
            for card_id in rest:
                _to_removed(ctx, card_id, step, player=me, knew=knew)
            return None
        if step.get("rest") == "graveyard":  # "and the rest into your graveyard"
            for card_id in rest:
                game.move(card_id, key(me, GRAVEYARD), player=me, text="{0} is put into the graveyard")
            return None
        if step.get("rest") == "bottom_random":
            rest = [rest.pop(game.random_below(len(rest))) for _ in range(len(rest))]
        else:
            options = [Option(f"card:{i}", game.name_of(game.card(i)), "card", i) for i in rest]
            ordered = yield from game.order(
                me,
                options,
                f"{name}: order the cards for the bottom (the first at the bottom)",
                source=ctx.source,
            )
            rest = [o.card for o in ordered if o.card is not None]
        for card_id in reversed(rest):  # the first of ``rest`` ends at the very bottom
            game.move(
                card_id, deck, index=0, face_up=False, player=me, text="{0} is put on the bottom of the deck"
            )
        return None

    def pay(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "(You may) pay {R}{1} / 700 life. If you do, …": a payment inside an effect, made only in
        full (1003.4: nothing is paid when it cannot be); ``did`` is whether it was paid."""
        game, me = ctx.game, ctx.controller
        paid = False
        if "will" in step:
            paid = board.pay_will(game, me, parse_cost(str(step["will"])))
        elif "life" in step:
            amount = interp.evaluate(ctx, step["life"])
            life = processes.life_key(me)
            if game.value(life) >= amount:
                game.set_value(life, game.value(life) - amount)
                _life_paid(game, me, amount, cost=False)
                paid = True
        ctx.vars["did"] = paid
        return None
        yield

    def hand(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "Look at your opponent's hand (and choose a … from among them). They discard it" (1005):
        the opponent's hand shown to this player only (``"shown": true``: "Your opponent reveals
        their hand", to both), then hidden again; with ``what`` the player chooses ``n`` of the
        cards that match (as many as there are; ``up_to``: none too), which their owner puts
        into the graveyard (a discard, 1019), the removed area (1004) or on top of their deck."""
        game, me = ctx.game, ctx.controller
        them = 1 - me
        if step.get("player") == "target_opponent" and ctx.vars.get("target_player") is None:
            return  # "Look at target opponent's hand": no longer a legal target (903.3a, 1120.4)
        ids = game.ids(key(them, HAND))
        game.reveal(ids, to=(0, 1) if step.get("shown") else (me,), rule="FoW 1005.1")
        chosen: list[int] = []
        if "what" in step:
            found = {c.id for c in interp.cards(ctx, {**step["what"], "zone": "hand", "whose": "opponent"})}
            n = int(step.get("n", 1))
            up_to = bool(step.get("up_to"))
            name = game.definition(ctx.code).name
            chosen = yield from game.choose_cards(
                me,
                [i for i in ids if i in found],
                f"{name}: choose {'up to ' if up_to else ''}{n} from {player_name(them)}'s hand",
                minimum=0 if up_to else n,
                maximum=n,
                up_to=up_to,
                rule="FoW 1005.1",
                source=ctx.source,
            )
        game.conceal(ids)
        to = str(step.get("to", GRAVEYARD))
        for card_id in chosen:
            if to == DECK:
                game.move(
                    card_id, key(them, DECK), face_up=False, player=them, text="{0} is put on top of the deck"
                )
            else:
                verb, rule = (
                    ("discards {0}", "FoW 1019")
                    if to == GRAVEYARD
                    else ("removes {0} from the game", "FoW 1004")
                )
                moved = game.move(
                    card_id, key(them, to), player=them, text=f"{player_name(them)} {verb}", rule=rule
                )
                if moved is not None and to == REMOVED and ctx.source is not None:
                    board.note_removed(game, moved, ctx.source)  # "removed by this card" (D125)
        ctx.vars["did"] = bool(chosen)
        return None

    def live(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """FoW 909.4: "J/resonators you control gain [+200/+200] until end of turn": an effect on
        every card that meets the description while it lasts, those that come later too and not
        one that stops meeting it (a live set: ``Effect.selector``)."""
        selector = dict(step["cards"])
        until = str(step.get("until", "end_of_turn"))
        common = {"selector": selector, "until": until, "controller": ctx.controller, "source": ctx.source}
        if "grant" in step:  # ("lose": the word removed instead, 909.1d)
            stat = str(step.get("stat", "keywords"))
            kind = "remove" if step.get("lose") else "grant"
            ctx.game.add_effect(kind=kind, stat=stat, value=step["grant"], **common)
        else:
            amount = interp.evaluate(ctx, step.get("add", 0))
            ctx.game.add_effect(kind="stat", stat=str(step["stat"]), amount=amount, **common)
        endings = {
            "end_of_turn": "until end of turn",
            "end_of_your_turn": "until the end of your turn",
            "game": "until end of game",
        }
        ending = endings.get(until, "as long as its card is in the field")
        ctx.game.log(f"an effect applies {ending}", rule="FoW 909.4")
        return None
        yield

    def play_free(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """FoW 903.2i-ii: "… and play it without paying its cost" (D111): the effect's
        controller plays each card of their own now, as 903.2 says, paying only the increases
        of its cost; a card that cannot be played so (``chase.free_playable``) stays where it
        is. The card goes onto the chase above this effect and resolves after it. With ``from``
        instead of ``cards`` ("You may play a … from your hand without paying its cost"): up to
        one such card of those it describes, the player's choice among those that can be played."""
        game, me = ctx.game, ctx.controller
        if "from" in step:
            found = [
                c.id
                for c in interp.cards(ctx, step["from"])
                if c.owner == me and chase.free_playable(game, me, c)
            ]
            chosen = yield from game.choose_cards(
                me,
                found,
                f"{game.definition(ctx.code).name}: choose up to 1 to play without paying its cost",
                minimum=0,
                maximum=1,
                up_to=True,
                rule="FoW 903.2i",
                source=ctx.source,
            )
            cards = [game.card(i) for i in chosen]
        else:
            cards = [
                c
                for c in interp.cards(ctx, step["cards"])
                if c.owner == me and chase.free_playable(game, me, c)
            ]
        for card in cards:
            yield from chase.play_card(game, me, card, free=True)
        return None

    def later(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """FoW 906.8: "At the next end of turn ⇒ …": a delayed automatic ability that triggers
        once, at the first end of turn (505.3) after it is made, then ends (the engine's
        ``delayed`` effect). The cards its steps name are the objects they are now: a card that
        has moved since is a new object (903.3a) and is not affected."""
        steps = _fixed(ctx, step["steps"])
        raw = {
            "kind": "auto",
            "trigger": {"on": "fow.end_of_turn"},
            "effect": steps,
            "text": str(step.get("text", "")),
        }
        [ability] = interp.load([raw], f"{ctx.code} delayed ability")
        ability = replace(ability, index=2000 + len(ctx.game.state.effects))
        ctx.game.add_effect(
            kind="delayed",
            stat=str(ctx.code),
            value=ability,
            until="game",  # it ends when it triggers (906.8a)
            controller=ctx.controller,
            source=ctx.source,
        )
        ctx.game.log("at the next end of turn, …", player=ctx.controller, rule="FoW 906.8")
        return None
        yield

    def _fixed(ctx: Context, steps: Any) -> Any:
        """``steps`` with each card reference (``targets``, a name a step bound, ``this``) made
        a selector of the objects it names now (``fow.id``)."""
        if isinstance(steps, (list, tuple)):
            return [_fixed(ctx, s) for s in steps]
        if not isinstance(steps, Mapping):
            return steps
        fixed = {k: _fixed(ctx, v) for k, v in steps.items()}
        ref = steps.get("cards")
        if isinstance(ref, str):
            ids = [c.id for c in interp.cards(ctx, ref)]
            fixed["cards"] = {"zone": list(ZONE_NAMES), "whose": "any", "fow.id": ids}
        return fixed

    def token(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """FoW 1303.1: N resonator tokens (``cards.token_record``) into the field of the ability's
        controller (1303.1c), or with ``"player": "each"`` of each player; each comes in as a
        card entering the field (a move event with no zone it came from), so what triggers on a
        card entering the field sees it; ``as`` names them for the steps after."""
        game = ctx.game
        made = game.ruleset.token_definition(step["token"])  # type: ignore[attr-defined]
        if made.code not in game.definitions:  # a game set up without the card's deck (a scenario)
            game.definitions[made.code] = made
            game.derived.pop("abilities.index", None)  # the index is built from the definitions
        players = (0, 1) if step.get("player") == "each" else (ctx.controller,)
        n = max(interp.evaluate(ctx, step.get("n", 1)), 0)
        made_ids: list[int] = []  # the tokens put, named by ``as`` for the steps after ("They gain …")
        for player in (p for p in players for _ in range(n)):
            card = game.create_card(made.code, player, FIELD, face_up=True, token=True)
            made_ids.append(card.id)
            game.emit(
                "move",
                f"{player_name(player)} puts {{0}} (a token) into the field",
                player=player,
                cards=[card],
                data={"from": "", "to": card.zone, "old_id": card.id, "from_slots": (), "slots": ()},
                rule="FoW 1303.1",
            )
        if "as" in step:
            ctx.vars[str(step["as"])] = made_ids
        return None
        yield

    def unbattle(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """ "Remove target J/resonator from battle" (1029.1; ``battle.remove_from_battle``)."""
        for card in interp.cards(ctx, step["cards"]):
            battle.remove_from_battle(ctx.game, card)
        return None
        yield

    def gem(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """FoW 1027.1: "Gain a <attribute> gem": a gem token of that attribute created in the item
        area of the ability's controller (``cards.gem_record``); 1027.1a: "a gem of any
        attribute" (several ``attribute``): the player chooses one of them first."""
        game, player = ctx.game, ctx.controller
        kinds = [str(a) for a in as_list(step["attribute"])]
        kind = kinds[0]
        if len(kinds) > 1:
            picked = yield from game.choose_action(
                player,
                [Option(f"gem:{k}", f"a {k} gem", "gem") for k in kinds],
                "gain which gem?",
                rule="FoW 1027.1a",
            )
            kind = picked.key.split(":")[1] if picked is not None else kind
        made = game.ruleset.token_definition({"gem": kind})  # type: ignore[attr-defined]
        if made.code not in game.definitions:  # a game set up without the card's deck (a scenario)
            game.definitions[made.code] = made
            game.derived.pop("abilities.index", None)
        card = game.create_card(made.code, player, ITEM_AREA, face_up=True, token=True)
        game.emit(
            "move",
            f"{player_name(player)} gains {{0}}",
            player=player,
            cards=[card],
            data={"from": "", "to": card.zone, "old_id": card.id, "from_slots": (), "slots": ()},
            rule="FoW 1027.1",
        )
        return None

    def token_copy(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """FoW 1017.1, 1017.1a, 1303: "Put a token copy of <card> into your field (rested)": for
        each card, a token with its information as printed (the card's own record: no continuous
        effect, counter or damage is copied, 1017.1), put into the field of the ability's
        controller (1303.1c) as a card entering it; ``as`` names them for the steps after."""
        game = ctx.game
        made_ids: list[int] = []
        for original in interp.cards(ctx, step["cards"]):
            card = game.create_card(
                original.code,
                ctx.controller,
                FIELD,
                face_up=True,
                token=True,
                state=str(step.get("state", "")),
            )
            made_ids.append(card.id)
            game.emit(
                "move",
                f"{player_name(ctx.controller)} puts {{0}} (a token copy) into the field",
                player=ctx.controller,
                cards=[card],
                data={"from": "", "to": card.zone, "old_id": card.id, "from_slots": (), "slots": ()},
                rule="FoW 1017.1a",
            )
        if "as" in step:
            ctx.vars[str(step["as"])] = made_ids
        return None
        yield

    def keep_one(ctx: Context, step: Mapping[str, Any]) -> Flow:
        """FoW 906.9 (decision D138): "banish all but one of them": of each group of the cards that
        share a name, the ability's controller keeps the one they choose and banishes the others
        (1011), one group after another until none is left."""
        for _ in range(len(interp.cards(ctx, step["cards"]))):  # each pass banishes one or more
            found = interp.cards(ctx, step["cards"])
            kept = yield from processes.keep_one(
                ctx.game, ctx.controller, found, "banish all but one", "FoW 906.9"
            )
            if not kept:
                break
        return None

    v["fow.keep_one"] = keep_one
    v["fow.token"] = token
    v["fow.token_copy"] = token_copy
    v["fow.gem"] = gem
    v["fow.unbattle"] = unbattle
    v["fow.later"] = later
    v["fow.live"] = live
    v["fow.hand"] = hand
    v["fow.pay"] = pay
    v["fow.look"] = look
    v["fow.foresee"] = foresee
    v["fow.damage"] = damage
    v["fow.prevent"] = prevent
    v["fow.destroy"] = destroy
    v["fow.control"] = control
    v["fow.produce"] = produce
    v["fow.life"] = life
    v["fow.cancel"] = cancel
    v["fow.rest"] = set_to(RESTED, "FoW 1013")
    v["fow.recover"] = set_to(RECOVERED, "FoW 1014")
    v["fow.counter"] = counter
    v["fow.remove"] = remove
    v["fow.force"] = force
    v["fow.heal"] = heal
    v["fow.lose_abilities"] = lose_abilities
    v["fow.play_free"] = play_free
    v["fow.bestow"] = bestow
    v["fow.off_chase"] = off_chase
    v["fow.no_spells"] = no_spells
    v["fow.choose_race"] = choose_race
    v["fow.extra_turn"] = extra_turn


def _in_field(game: Game, card_id: int | None) -> bool:
    card = game.get(card_id) if card_id is not None else None
    return card is not None and split_key(card.zone)[1] == FIELD


def _host_of(ctx: Context) -> int | None:
    """The id of the card the ability's card is added to (an old addition, 1406.2b), if any."""
    source = ctx.game.get(ctx.source) if ctx.source is not None else None
    return source.attached_to if source is not None else None


def _filters(interp: Interpreter) -> None:
    f = interp.filters
    f["fow.kind"] = lambda ctx, card, kind: any(
        _is_kind(ctx, card, str(k)) for k in (kind if isinstance(kind, (list, tuple)) else [kind])
    )
    f["fow.battle"] = lambda ctx, card, role: board.in_battle(ctx.game, card) == role
    # FoW 1406.2b: "added resonator", "resonator with this": the card this addition is added to
    f["fow.added"] = lambda ctx, card, yes: _host_of(ctx) == card.id if yes else _host_of(ctx) != card.id
    # one of these objects (a delayed ability's cards, fixed as it is made: ``fow.later``)
    f["fow.id"] = lambda ctx, card, ids: card.id in _as_ids(ids)
    # FoW 1007.2: "damaged": a card with damage on it (damage is a counter until the end of turn)
    f["fow.damaged"] = lambda ctx, card, yes: (card.counter(DAMAGE) > 0) == bool(yes)
    # (fow-probe, wave 11) "removed by this card" (D125): removed by an ability of this object
    f["fow.removed_by"] = lambda ctx, card, this: board.removed_by(ctx.game, card) == ctx.source
    # FoW 1303: "token", "non-token": a card a token effect put (``fow.token``)
    f["fow.token"] = lambda ctx, card, yes: bool(card.token) == bool(yes)
    # FoW 1022: "with a / one or more / no [+100/+100] counters on it": {"name": …, "has": bool}
    f["fow.counters"] = lambda ctx, card, arg: (
        (card.counter(str(arg["name"])) > 0) == bool(arg.get("has", True))
    )

    def top(ctx: Context, card: Card, n: Any) -> bool:
        """Among "the top N cards" of its zone: the last ids of a zone are its top (``Game.top``)."""
        count = interp.evaluate(ctx, n)
        return count > 0 and card.id in ctx.game.ids(card.zone)[-count:]

    f["fow.top"] = top

    def shares(ctx: Context, card: Card, arg: Any) -> bool:
        """ "that shares an attribute or race with this card" (208, 205): with the ability's card."""
        mine, theirs = ctx.game.definition(ctx.code), ctx.game.definition(card.code)
        return bool(
            set(mine.colours) & set(theirs.colours) or set(mine.words("races")) & set(theirs.words("races"))
        )

    f["fow.shares"] = shares
    # (fow-b, wave 12) "without [Flying]": a keyword the card does not have, printed or given (1101)
    f["fow.lacks"] = lambda ctx, card, word: not board.has_keyword(ctx.game, card, str(word))

    def chosen_race(ctx: Context, card: Card, arg: Any) -> bool:
        """(fow-b, wave 12) "of the chosen race" (D136): the card has the race ``fow.choose_race``
        chose in this ability, or for this card as the object it is; none chosen: no card."""
        race = ctx.vars.get(CHOSEN_RACE)
        if race is None and ctx.source is not None:
            race = ctx.game.flag(CHOSEN_RACE + str(ctx.source))
        return race is not None and race in as_list(ctx.game.stat(card, "races"))

    f["fow.chosen_race"] = chosen_race
    # "with "X" or "Y" in its name" (201.1: any of its names has one of them)
    f["fow.name_has"] = lambda ctx, card, names: any(
        str(n).lower() in x.lower()
        for n in (names if isinstance(names, (list, tuple)) else [names])
        for x in ctx.game.definition(card.code).names
    )
