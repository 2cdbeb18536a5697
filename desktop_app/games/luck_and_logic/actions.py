"""What a player may do at a play timing or a battle step, and doing it (L&L 7.5.3, 8.2, 8.4).

Option action words (``docs/scenarios.md``, Luck & Logic section):

- ``deploy``: a Logicalist, Foreigner or Super Logicalist from the hand (``args.slots``: the
  circles, joined by ``+``). Requirements (9.6.2.1.3, 9.6.2.1.5): level ≤ the cards in your
  Level Zone (face-down ones count), the cost in Stock (5.22). Members on those circles are
  dropped first, with their Soul (5.12.2.1).
- ``trance``: a Tranceunion from the hand onto ``args.slots`` with the materials
  ``args.materials`` (card ids joined by ``+``) (5.13); ``args.change`` is 1 for a Trance
  Change (11.5). Requirements: the world or colour of a face-up Level card (9.6.2.1.1–2),
  the level, the cost, and the Trance (Change) Limit of 1 a turn (7.5.3.2–3).
- ``luck_drive``: the top 3 Stock cards to the Drop Zone, draw 1 (5.18).
- ``act``: a startup ability (``args.ability``: its index); a Logic Drive (tag
  ``logic_drive``) needs Soul on its member and no Logic Drive used this turn (7.5.3.5, 11.4.2).
- ``move``: a member to other, empty circles of its territory (7.5.3.6, 5.14).
- ``attack``: the attacking member (``card``) and the opponent's circle ``args.slot`` (8.2.5–6).
- ``define``: Logic Definition of a hand card (5.16); ``boost``: Level Boost, then Logic
  Definition (5.15, 8.4.3.2).
- ``pass``: no (more) action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop_app.engine.cards import Card
from desktop_app.engine.decisions import DecisionKind, Option
from desktop_app.engine.observation import name_for
from desktop_app.engine.rules import Flow
from desktop_app.engine.zones import player_name
from desktop_app.games.luck_and_logic import board, processes, vocab
from desktop_app.games.luck_and_logic.board import (
    BATTLE_ZONE,
    CIRCLES,
    DECK,
    DROP,
    FOREIGNER,
    HAND,
    IN_FRONT,
    LEVEL,
    LOGICALIST,
    MY_LOGICALIST,
    RESTED,
    SOUL,
    STANDING,
    STOCK,
    SUPER,
    TERRITORIES,
    TRANCEUNION,
    key,
)

if TYPE_CHECKING:
    from desktop_app.engine.game import Game

LUCK_DRIVE_COST = 3  # L&L 5.18.1
TRANCE_LIMIT = 1  # L&L 7.5.3.2.1
TRANCE_CHANGE_LIMIT = 1  # L&L 7.5.3.3.1


def placements(game: Game, card: Card) -> tuple[tuple[str, ...], ...]:
    """The circle sets a member of ``card``'s territory may take (L&L 2.10.2)."""
    return TERRITORIES.get(game.number(card, "territory") or 1, TERRITORIES[1])


def why_not_deployable(game: Game, player: int, card: Card, *, trance: bool = False) -> str:
    """Why ``card`` cannot be deployed by rule now, or ``""`` (L&L 9.6.2.1, 5.12.3.1)."""
    level = game.number(card, "level")
    if level > game.count(key(player, LEVEL)):
        have = game.count(key(player, LEVEL))
        return f"its level {level} is above the {have} cards in your Level Zone (L&L 9.6.2.1.3)"
    cost = game.number(card, "cost")
    if cost > game.count(key(player, STOCK)):
        return f"its cost {cost} is more than your Stock (L&L 5.22.3)"
    if trance and not _world_or_colour(game, player, card):
        return "no face-up card in your Level Zone shares its world or colour (L&L 9.6.2.1.4)"
    return ""


def _world_or_colour(game: Game, player: int, card: Card) -> bool:
    """L&L 9.6.2.1.1–2: a face-up Level card of its world or colour (a face-down card has no
    information, 4.1.3.2.2)."""
    definition = game.definition(card.code)
    worlds, colours = set(definition.words("worlds")), set(definition.colours)
    for level in game.cards_in(key(player, LEVEL)):
        if not level.face_up:
            continue
        other = game.definition(level.code)
        if worlds & set(other.words("worlds")) or colours & set(other.colours):
            return True
    return False


def _circle_label(game: Game, player: int, slots: tuple[str, ...]) -> str:
    here = [name_for(game, c, player) for c in board.members(game, player) if set(c.slots) & set(slots)]
    return "+".join(slots) + (f" (dropping {', '.join(dict.fromkeys(here))})" if here else "")


# ====================================================================== the main phase
def main_actions(game: Game, player: int) -> list[Option]:
    """L&L 7.5.3: deploy, Trance, Luck Drive, Logic Drive and startup abilities, rearrange; or pass."""
    options: list[Option] = []
    circles = key(player, CIRCLES)
    for card in game.cards_in(key(player, HAND)):
        kind = board.card_type(game, card)
        if kind not in (LOGICALIST, FOREIGNER, SUPER) or why_not_deployable(game, player, card):
            continue
        name = name_for(game, card, player)
        options += [
            Option(
                f"deploy:{card.id}:{'+'.join(slots)}",
                f"Deploy {name} to {_circle_label(game, player, slots)}",
                "deploy",
                card.id,
                {"zone": circles, "slot": slots[0], "slots": "+".join(slots)},
            )
            for slots in placements(game, card)
        ]
    options += _trance_options(game, player)
    if game.count(key(player, STOCK)) >= LUCK_DRIVE_COST:
        options.append(
            Option("luck_drive", "Luck Drive: 3 Stock cards to the Drop Zone, draw 1", "luck_drive")
        )
    engine = board.abilities(game)
    for card, ability in engine.activatable(game, player, "main"):
        if "logic_drive" in ability.tags and (game.flag("ll.logic_drive") or not board.soul(game, card)):
            continue  # L&L 7.5.3.5, 11.4.2
        options.append(
            Option(
                f"act:{card.id}:{ability.index}",
                f"{name_for(game, card, player)}: {ability.text or 'use'}",
                "act",
                card.id,
                {"ability": ability.index},
            )
        )
    options += _move_options(game, player)
    options.append(Option("pass", "End the Main Phase", "pass"))
    return options


def _move_options(game: Game, player: int) -> list[Option]:
    """L&L 7.5.3.6: a member to other circles of its territory that are empty."""
    options: list[Option] = []
    mine = board.members(game, player)
    taken = {slot for c in mine for slot in c.slots}
    for card in mine:
        free = taken - set(card.slots)
        for slots in placements(game, card):
            if slots == card.slots or set(slots) & free:
                continue
            options.append(
                Option(
                    f"move:{card.id}:{'+'.join(slots)}",
                    f"Move {name_for(game, card, player)} to {'+'.join(slots)}",
                    "move",
                    card.id,
                    {"zone": key(player, CIRCLES), "slot": slots[0], "slots": "+".join(slots)},
                )
            )
    return options


def _material_pairs(game: Game, player: int) -> list[tuple[tuple[Card, ...], bool]]:
    """L&L 5.13.1.1: the pairs of materials, and whether the pair is a Trance Change (11.5)."""
    mine = board.members(game, player)
    kinds = {c.id: board.card_type(game, c) for c in mine}
    foreigners = [c for c in mine if kinds[c.id] == FOREIGNER]
    supers = [c for c in mine if kinds[c.id] == SUPER]
    pairs: list[tuple[tuple[Card, ...], bool]] = []
    for partner in mine:
        if game.definition(partner.code).words("trance_change"):  # L&L 11.5
            pairs += [((partner, f), True) for f in foreigners if f.id != partner.id]
        if kinds[partner.id] in (LOGICALIST, SUPER):
            pairs += [((partner, f), False) for f in foreigners]
    pairs += [((a, b), False) for i, a in enumerate(supers) for b in supers[i + 1 :]]
    for ml in game.cards_in(key(player, MY_LOGICALIST)):
        if ml.state != STANDING or not ml.face_up:
            continue
        partners = foreigners + (supers if game.definition(ml.code).number("blue_edge") else [])
        pairs += [((ml, p), False) for p in partners]
    return pairs


def _trance_options(game: Game, player: int) -> list[Option]:
    done = game.flag("ll.trances", (0, 0))[player]
    changes = game.flag("ll.trance_changes", (0, 0))[player]
    tranceunions = [
        c
        for c in game.cards_in(key(player, HAND))
        if board.card_type(game, c) == TRANCEUNION and not why_not_deployable(game, player, c, trance=True)
    ]
    options: list[Option] = []
    for materials, change in _material_pairs(game, player):
        if (change and changes >= TRANCE_CHANGE_LIMIT) or (not change and done >= TRANCE_LIMIT):
            continue
        names = " + ".join(name_for(game, c, player) for c in materials)
        ids = "+".join(str(c.id) for c in materials)
        verb = "Trance Change" if change else "Trance"
        options.append(
            Option(
                f"trance_search:{ids}",
                f"{verb}: {names}, searching the deck for the Tranceunion",
                "trance_search",
                None,
                {"materials": ids, "change": int(change)},
            )
        )
        for card in tranceunions:
            if change and not _changes_into(game, materials[0], card):
                continue
            for slots in placements(game, card):
                options.append(
                    Option(
                        f"trance:{card.id}:{ids}:{'+'.join(slots)}",
                        f"{verb}: {names} into {name_for(game, card, player)} on {'+'.join(slots)}",
                        "trance",
                        card.id,
                        {
                            "zone": key(player, CIRCLES),
                            "slot": slots[0],
                            "slots": "+".join(slots),
                            "materials": ids,
                            "change": int(change),
                        },
                    )
                )
    return options


def _changes_into(game: Game, member: Card, tranceunion: Card) -> bool:
    """L&L 11.5: the Tranceunion has the information the Trance Change names (a name, a
    character name or a trait)."""
    wanted = set(game.definition(member.code).words("trance_change"))
    target = game.definition(tranceunion.code)
    have = {
        target.name,
        *target.words("character_names"),
        *target.words("traits"),
        *target.words("covenanters"),
    }
    return bool(wanted & have)


def perform(game: Game, player: int, option: Option) -> Flow:
    """Carry out a main-phase option."""
    slots = tuple(str(option.args.get("slots", "")).split("+"))
    if option.action == "deploy":
        assert option.card is not None
        yield from deploy(game, player, option.card, slots)
    elif option.action in ("trance", "trance_search"):
        materials = [int(i) for i in str(option.args["materials"]).split("+")]
        change = bool(option.args["change"])
        _count_trance(game, player, change)
        if option.card is not None:
            yield from trance(game, player, option.card, materials, slots, change=change)
        else:
            yield from trance_search(game, player, materials, change=change)
    elif option.action == "luck_drive":
        processes.pay_stock(game, player, LUCK_DRIVE_COST, rule="L&L 5.18")
        game.log(f"{player_name(player)} Luck Drives", player=player, rule="L&L 5.18")
        yield from processes.interrupts(game)
        yield from processes.draw(game, player, 1)
    elif option.action == "act":
        assert option.card is not None
        card = game.card(option.card)
        engine = board.abilities(game)
        ability = next(a for a in engine.abilities(game, card) if a.index == option.args["ability"])
        if "logic_drive" in ability.tags:
            game.set_flag("ll.logic_drive", True)
        yield from engine.play_ability(game, player, card.id, card.code, ability)
    elif option.action == "move":
        assert option.card is not None
        game.move(
            option.card,
            key(player, CIRCLES),
            slots=slots,
            player=player,
            rule="L&L 7.5.3.6",
            text=f"{player_name(player)} moves {{0}} to {'+'.join(slots)}",
        )


def _drop_occupants(game: Game, player: int, slots: tuple[str, ...], keep: tuple[int, ...] = ()) -> None:
    """L&L 5.12.2.1: members on the chosen circles are dropped (their Soul goes along)."""
    for member in board.members(game, player):
        if member.id not in keep and set(member.slots) & set(slots):
            game.move(
                member.id,
                key(member.owner, DROP),
                player=player,
                rule="L&L 5.12.2.1",
                text="{0} is dropped to make room",
            )


def _place(
    game: Game, player: int, card_id: int, slots: tuple[str, ...], text: str, reason: str, rule: str
) -> Card | None:
    """L&L 5.12.2: the members on the chosen circles are dropped, then the card is placed on
    them face up and standing (4.1.3.1.3)."""
    _drop_occupants(game, player, slots)
    return game.move(
        card_id,
        key(player, CIRCLES),
        slots=slots,
        face_up=True,
        state=STANDING,
        player=player,
        text=f"{player_name(player)} {text}",
        rule=rule,
        data={"reason": reason},
    )


def deploy(game: Game, player: int, card_id: int, slots: tuple[str, ...]) -> Flow:
    """Deploy by rule (L&L 5.12.3.1): reveal, pay the cost, drop the occupants, place it."""
    card = game.card(card_id)
    processes.pay_stock(game, player, game.number(card, "cost"))
    yield from processes.interrupts(game)
    _place(game, player, card_id, slots, f"deploys {{0}} to {'+'.join(slots)}", "deploy", "L&L 5.12")
    yield from processes.interrupts(game)


def _count_trance(game: Game, player: int, change: bool) -> None:
    """A Trance performed uses up the Trance (Change) Limit, found or not (digest §11.4)."""
    name = "ll.trance_changes" if change else "ll.trances"
    counts = list(game.flag(name, (0, 0)))
    counts[player] += 1
    game.set_flag(name, tuple(counts))


def trance_search(game: Game, player: int, materials: list[int], *, change: bool) -> Flow:
    """L&L 5.13.1.2: search the deck for a Tranceunion (the deck is shuffled whether one is
    found or not); with none chosen, one from the hand may be deployed (5.13.1.2.3); with none
    at all the Trance fails: the materials are dropped, a My Logicalist rests (5.13.1.4)."""
    first = game.get(materials[0])

    def fits(card: Card) -> bool:
        if board.card_type(game, card) != TRANCEUNION or why_not_deployable(game, player, card, trance=True):
            return False
        return not change or (first is not None and _changes_into(game, first, card))

    who = player_name(player)
    for zone, rule in ((DECK, "L&L 5.13.1.2.1"), (HAND, "L&L 5.13.1.2.3")):
        candidates = [c.id for c in game.cards_in(key(player, zone)) if fits(c)]
        if zone == DECK:  # the searching player looks at them (the shuffle hides them again)
            game.reveal(candidates, to=(player,), rule="L&L 5.13.1.2")
        chosen = yield from game.choose_cards(
            player,
            candidates,
            f"{who}: Trance: choose a Tranceunion from your {zone} (or none)",
            up_to=True,
            rule=rule,
        )
        if chosen:
            card = game.card(chosen[0])
            circles = [
                Option("slots:" + "+".join(c), "+".join(c), "slots", card.id, {"slots": "+".join(c)})
                for c in placements(game, card)
            ]
            option = yield from game.choose_action(
                player,
                circles,
                f"{who}: Trance: choose the circles for {game.name_of(card)}",
                rule="L&L 5.12.2",
                kind=DecisionKind.SLOT,
            )
            slots = tuple(str(option.args["slots"]).split("+"))
            yield from trance(game, player, card.id, materials, slots, change=change)
        if zone == DECK:  # shuffled whether a card was found or not (5.13.1.2.2)
            game.shuffle(key(player, DECK), rule="L&L 5.13.1.2.2", player=player)
        if chosen:
            return
    for material_id in materials:
        material = game.get(material_id)
        if material is None:
            continue
        if board.zone_name(material) == MY_LOGICALIST:
            game.set_state(material.id, RESTED, player=player, rule="L&L 5.13.1.4.1")
        else:
            game.move(material.id, key(material.owner, DROP), player=player, rule="L&L 5.13.1.4")
    game.log(f"{who}: the Trance deploys no Tranceunion", player=player, rule="L&L 5.13.1.4")


def trance(
    game: Game, player: int, card_id: int, materials: list[int], slots: tuple[str, ...], *, change: bool
) -> Flow:
    """Trance (L&L 5.13) from the hand: pay the cost; the materials but a My Logicalist go to
    the Soul Zone (a Trance Change member's own Soul with it, 11.5), the ML rests; members left
    on the chosen circles are dropped; the Tranceunion is placed and the materials are its Soul."""
    tranceunion = game.card(card_id)
    processes.pay_stock(game, player, game.number(tranceunion, "cost"))
    yield from processes.interrupts(game)
    souls: list[int] = []
    codes = {i: game.card(i).code for i in materials if game.get(i) is not None}
    for material_id in materials:
        material = game.get(material_id)
        if material is None:
            continue
        partner = next((code for i, code in codes.items() if i != material_id), "")
        if board.zone_name(material) == MY_LOGICALIST:
            game.set_state(material.id, RESTED, player=player, rule="L&L 5.13.1.3.1")
            continue
        carried = [c.id for c in board.soul(game, material)]
        for soul_id in carried:
            game.detach(soul_id)
        moved = game.move(
            material.id,
            key(player, SOUL),
            slots=slots,
            player=player,
            rule="L&L 5.13.1.3",
            text="{0} becomes Soul",
            data={"reason": "trance", "partner": partner},  # Covenant reads it (11.2)
        )
        souls += [*carried, *([moved.id] if moved is not None else [])]
    text = f"Trances into {{0}} on {'+'.join(slots)}"
    placed = _place(game, player, card_id, slots, text, "trance", "L&L 5.13.1.3")
    if placed is not None:
        for soul_id in souls:
            card = game.get(soul_id)
            if card is not None:
                game.update(soul_id, slots=placed.slots)
                game.attach(soul_id, placed.id, rule="L&L 5.13.1.3")
        game.set_value(key(player, "t_rank"), game.value(key(player, "t_rank")) + 1)  # L&L 5.35
    yield from processes.interrupts(game)


# ====================================================================== the battle
def attack_actions(game: Game, player: int) -> list[Option]:
    """L&L 8.2.4–8.2.6: a standing member and an opponent's circle; a back-row circle only
    through a destroyed gate in front of it. Nothing but a pass at the Attack Limit."""
    passing = Option("pass", "End the Battle Phase", "pass")
    if game.flag("ll.attacks", 0) >= board.attack_limit(game, player):
        return [passing]
    opponent = 1 - player
    targets = [slot for slot in board.SLOTS if _attackable(game, opponent, slot)]
    options: list[Option] = []
    for member in board.members(game, player):
        if member.state != STANDING or board.abilities(game).prohibited(game, member, "attack"):
            continue
        name = name_for(game, member, player)
        for slot in targets:
            there = board.member_at(game, opponent, slot)
            what = name_for(game, there, player) if there is not None else "the empty circle"
            options.append(
                Option(
                    f"attack:{member.id}:{slot}",
                    f"{name} attacks {slot} ({what})",
                    "attack",
                    member.id,
                    # ``target``: the circle attacked, for the table's arrow and drop
                    {"slot": slot, "zone": key(opponent, CIRCLES), "target": slot},
                )
            )
    return [*options, passing]


def _attackable(game: Game, opponent: int, slot: str) -> bool:
    """L&L 8.2.6.1: a back-row circle needs the gate in front of it destroyed; a missing gate
    counts as destroyed (digest §11.7: nothing there to stop the attack)."""
    front = IN_FRONT.get(slot)
    if front is None:
        return True
    gate = board.gate_at(game, opponent, front)
    return gate is None or gate.face_up


def intercept_candidates(game: Game, player: int) -> list[int]:
    """L&L 8.3.3.1: the defending player's members with the Intercept icon, not the attacked
    one; standing or rested (the rules bar neither, digest §11.5, §11.14)."""
    defender = board.defender(game)
    if board.attacker(game) is None or defender is None:
        return []
    return [
        c.id
        for c in board.members(game, player)
        if c.id != defender.id and game.definition(c.code).number("intercept")
    ]


def logic_room(game: Game, player: int) -> int:
    """How many more cards ``player`` may define in this battle: their member's Limit less the
    cards in their Battle Zone (L&L 8.4.5; face-down cards count, digest §11.6); 0 outside a
    battle between two members."""
    member = board.defender(game) if player != game.state.turn_player else board.attacker(game)
    if board.attacker(game) is None or board.defender(game) is None or member is None:
        return 0
    return max(0, game.number(member, "limit") - game.count(key(player, BATTLE_ZONE)))


def logic_actions(game: Game, player: int) -> list[Option]:
    """L&L 8.4.3 / 8.4.5: Logic Definition, or Level Boost then Logic Definition, while the
    member's Limit is above the cards in its controller's Battle Zone (equal: no action,
    digest §11.6; face-down cards count)."""
    if logic_room(game, player) == 0:
        return []
    options = [
        Option(
            f"define:{c.id}",
            f"Logic Definition: {name_for(game, c, player)}",
            "define",
            c.id,
            {"zone": key(player, BATTLE_ZONE)},
        )
        for c in game.cards_in(key(player, HAND))
    ]
    if any(c.state == STANDING for c in game.cards_in(key(player, LEVEL))):
        options.append(
            Option("boost", "Level Boost (rest a Level card, draw 1), then Logic Definition", "boost")
        )
    return options


def logic_perform(game: Game, player: int, option: Option) -> Flow:
    """Logic Definition (L&L 5.16): a hand card face up into one's Battle Zone; after a Level
    Boost (5.15) the card is chosen from the hand then."""
    card_id = option.card
    if option.action == "boost":
        yield from vocab.level_boost_action(game, player)
        hand = list(game.ids(key(player, HAND)))
        chosen = yield from game.choose_cards(
            player,
            hand,
            f"{player_name(player)}: Logic Definition: choose a card for your Battle Zone",
            rule="L&L 8.4.3.2",
        )
        card_id = chosen[0] if chosen else None
    if card_id is None or game.get(card_id) is None:
        return
    game.move(
        card_id,
        key(player, BATTLE_ZONE),
        face_up=True,
        player=player,
        text=f"{player_name(player)} defines {{0}}",
        rule="L&L 5.16",
        data={"reason": "logic_definition"},
    )
